#include "plan/workload.h"

namespace Headroom {

QString loadKindId(LoadKind kind)
{
    return kind == LoadKind::OpenLoop ? QStringLiteral("open") : QStringLiteral("closed");
}

std::optional<LoadKind> loadKindFromId(QStringView id)
{
    if (id == u"closed")
        return LoadKind::ClosedLoop;
    if (id == u"open")
        return LoadKind::OpenLoop;
    return std::nullopt;
}

QString lengthKindId(LengthDistribution::Kind kind)
{
    switch (kind) {
    case LengthDistribution::Kind::Fixed: return QStringLiteral("fixed");
    case LengthDistribution::Kind::Uniform: return QStringLiteral("uniform");
    case LengthDistribution::Kind::Exponential: return QStringLiteral("exponential");
    }
    return {};
}

std::optional<LengthDistribution::Kind> lengthKindFromId(QStringView id)
{
    for (auto kind : {LengthDistribution::Kind::Fixed, LengthDistribution::Kind::Uniform,
                      LengthDistribution::Kind::Exponential}) {
        if (id == lengthKindId(kind))
            return kind;
    }
    return std::nullopt;
}

} // namespace Headroom
