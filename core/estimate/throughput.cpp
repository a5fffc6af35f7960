#include "estimate/throughput.h"

#include <QCoreApplication>

namespace Headroom {

// Interim: the Speed issue (#5) replaces this with the model of FORMULAS.md section 5.

QString performanceBoundId(PerformanceBound bound)
{
    switch (bound) {
    case PerformanceBound::MemoryBandwidth: return QStringLiteral("memory");
    case PerformanceBound::Compute: return QStringLiteral("compute");
    case PerformanceBound::Communication: return QStringLiteral("communication");
    }
    return {};
}

QString performanceBoundName(PerformanceBound bound)
{
    switch (bound) {
    case PerformanceBound::MemoryBandwidth:
        return QCoreApplication::translate("Headroom::Throughput", "memory bandwidth");
    case PerformanceBound::Compute:
        return QCoreApplication::translate("Headroom::Throughput", "compute");
    case PerformanceBound::Communication:
        return QCoreApplication::translate("Headroom::Throughput", "communication");
    }
    return {};
}

Result<ThroughputEstimate> estimateThroughput(const ModelSpec &, const GpuSpec &,
                                              const Configuration &, const Deployment &,
                                              const EngineProfile &, const ThroughputOptions &)
{
    return fail(QCoreApplication::translate("Headroom::Throughput",
                                            "Speed estimates are not available yet"));
}

} // namespace Headroom
