#include "plan/deployment.h"

namespace Headroom {

QString speculativeMethodId(SpeculativeMethod method)
{
    switch (method) {
    case SpeculativeMethod::None: return QStringLiteral("none");
    case SpeculativeMethod::Mtp: return QStringLiteral("mtp");
    case SpeculativeMethod::DraftModel: return QStringLiteral("draft");
    }
    return {};
}

std::optional<SpeculativeMethod> speculativeMethodFromId(QStringView id)
{
    for (SpeculativeMethod method :
         {SpeculativeMethod::None, SpeculativeMethod::Mtp, SpeculativeMethod::DraftModel}) {
        if (speculativeMethodId(method) == id)
            return method;
    }
    return std::nullopt;
}

QString kvOffloadTierId(KvOffloadTier tier)
{
    switch (tier) {
    case KvOffloadTier::None: return QStringLiteral("none");
    case KvOffloadTier::HostMemory: return QStringLiteral("host");
    case KvOffloadTier::Nvme: return QStringLiteral("nvme");
    }
    return {};
}

std::optional<KvOffloadTier> kvOffloadTierFromId(QStringView id)
{
    for (KvOffloadTier tier :
         {KvOffloadTier::None, KvOffloadTier::HostMemory, KvOffloadTier::Nvme}) {
        if (kvOffloadTierId(tier) == id)
            return tier;
    }
    return std::nullopt;
}

} // namespace Headroom
