#include "plan/deployment.h"

namespace Headroom {

QString speculativeMethodId(SpeculativeMethod method)
{
    switch (method) {
    case SpeculativeMethod::None: return QStringLiteral("none");
    case SpeculativeMethod::Mtp: return QStringLiteral("mtp");
    }
    return {};
}

std::optional<SpeculativeMethod> speculativeMethodFromId(QStringView id)
{
    for (SpeculativeMethod method : {SpeculativeMethod::None, SpeculativeMethod::Mtp}) {
        if (speculativeMethodId(method) == id)
            return method;
    }
    return std::nullopt;
}

} // namespace Headroom
