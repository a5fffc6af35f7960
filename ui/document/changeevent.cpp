#include "document/changeevent.h"

#include "plan/project.h"

namespace Headroom {

namespace {

using Property = ChangeEvent::Property;

/** Adds `property` to `properties` when `differs`. */
void note(ChangeEvent::Properties &properties, bool differs, Property property)
{
    if (differs)
        properties |= property;
}

} // namespace

ChangeEvent::Properties ChangeEvent::difference(const Deployment &a, const Deployment &b)
{
    Properties p;
    note(p, a.modelId != b.modelId, Property::Model);
    note(p, a.configurationId != b.configurationId, Property::Placement);
    note(p, a.mode != b.mode, Property::Mode);
    note(p, a.weights != b.weights, Property::Weights);
    note(p, a.kv != b.kv, Property::KvCache);
    note(p, a.engine != b.engine, Property::Engine);
    note(p, a.memoryFraction != b.memoryFraction, Property::MemoryFraction);
    const Workload &w = a.workload;
    const Workload &v = b.workload;
    note(p, w.concurrentSequences != v.concurrentSequences, Property::Batch);
    note(p,
         w.contextTokens != v.contextTokens || w.inputTokens != v.inputTokens
                 || w.outputTokens != v.outputTokens,
         Property::Context);
    note(p, w.tpotTargetMs != v.tpotTargetMs || w.ttftTargetMs != v.ttftTargetMs,
         Property::LatencyTargets);
    note(p, w.requestsPerSecond != v.requestsPerSecond, Property::RequestRate);
    note(p,
         w.load != v.load || w.arrivalRate != v.arrivalRate || w.inputKind != v.inputKind
                 || w.inputSpread != v.inputSpread || w.outputKind != v.outputKind
                 || w.outputSpread != v.outputSpread || w.prefixHitRate != v.prefixHitRate,
         Property::Load);
    note(p, a.training != b.training, Property::Training);
    note(p, a.engineOverrides != b.engineOverrides, Property::EngineConstants);
    note(p, a.batchTier != b.batchTier, Property::BatchTier);
    // a field added to Deployment and not named above: say that anything may have changed
    if (!p && !(a == b))
        return AllProperties;
    return p;
}

ChangeEvent::Properties ChangeEvent::difference(const Configuration &a, const Configuration &b)
{
    Properties p;
    note(p, a.name != b.name, Property::Name);
    note(p, a.gpuId != b.gpuId, Property::Gpu);
    note(p, a.gpuCount != b.gpuCount, Property::GpuCount);
    note(p,
         a.tensorParallel != b.tensorParallel || a.pipelineParallel != b.pipelineParallel
                 || a.expertParallel != b.expertParallel
                 || a.dataParallelAttention != b.dataParallelAttention,
         Property::Parallelism);
    note(p, a.utilization != b.utilization, Property::CostInputs);
    if (!p && !(a == b))
        return AllProperties;
    return p;
}

ChangeEvent::Properties ChangeEvent::difference(const CostAssumptions &a, const CostAssumptions &b)
{
    Properties p;
    note(p, a.currency != b.currency || a.displayCurrency != b.displayCurrency, Property::Currency);
    note(p, a.horizonMonths != b.horizonMonths, Property::Horizon);
    CostAssumptions rest = b;
    rest.currency = a.currency;
    rest.displayCurrency = a.displayCurrency;
    rest.horizonMonths = a.horizonMonths;
    note(p, !(rest == a), Property::CostInputs);
    return p;
}

ChangeEvent::Properties ChangeEvent::difference(const ProjectMetadata &a, const ProjectMetadata &b)
{
    return a == b ? Properties() : Properties(Property::Metadata);
}

} // namespace Headroom
