#include "advisor/advisor.h"
#include "advisor/advisordisagg.h"
#include "advisor/advisorsizer.h"

#include "catalog/catalog.h"
#include "estimate/parallelsplit.h"

// The search space: every shape of one model the constraints allow, colocated and
// disaggregated, and the sizing of one shape (docs/advisor.md "The search").

namespace Headroom {

namespace {

bool engineRuns(EngineKind engine, const GpuSpec &gpu)
{
    switch (engine) {
    case EngineKind::TensorRtLlm: return gpu.vendor == GpuVendor::Nvidia;
    case EngineKind::SgLang: return gpu.vendor == GpuVendor::Nvidia || gpu.vendor == GpuVendor::Amd;
    case EngineKind::Vllm: return gpu.vendor != GpuVendor::Apple;
    case EngineKind::LlamaCpp: return true;
    case EngineKind::Transformers: return gpu.vendor != GpuVendor::Apple;
    }
    return false;
}

bool isGgufKv(KvFormat k)
{
    return k == KvFormat::Q8_0 || k == KvFormat::Q4_0;
}

QList<EngineKind> enginesOf(const AdvisorConstraints &c)
{
    return c.engines.isEmpty()
            ? QList<EngineKind> {EngineKind::Vllm, EngineKind::SgLang, EngineKind::TensorRtLlm}
            : c.engines;
}

QList<WeightFormat> weightsOf(const AdvisorConstraints &c, EngineKind engine)
{
    if (!c.weightFormats.isEmpty())
        return c.weightFormats;
    if (engine == EngineKind::LlamaCpp)
        return {WeightFormat::GgufQ8_0, WeightFormat::GgufQ4_K_M};
    return {WeightFormat::Bf16, WeightFormat::Fp8, WeightFormat::Int4Awq};
}

QList<KvFormat> kvOf(const AdvisorConstraints &c, EngineKind engine)
{
    if (!c.kvFormats.isEmpty())
        return c.kvFormats;
    if (engine == EngineKind::LlamaCpp)
        return {KvFormat::Fp16, KvFormat::Q8_0};
    return {KvFormat::Bf16, KvFormat::Fp8};
}

/** Whether engines serve `weights` and `kv` on `gpu` (FP8 weights: a GPU with FP8 units). */
bool formatsRun(EngineKind engine, WeightFormat weights, KvFormat kv, const GpuSpec &gpu)
{
    const bool llama = engine == EngineKind::LlamaCpp;
    if (isGguf(weights) != llama || (isGgufKv(kv) && !llama))
        return false;
    if (weights == WeightFormat::Fp8 && !(gpu.fp8Flops > 0))
        return false;
    return true;
}

} // namespace

QList<AdvisorCandidate> advisorCandidates(const Catalog &catalog, const AdvisorWorkload &workload,
                                          int modelIndex)
{
    QList<AdvisorCandidate> out;
    const auto model = catalog.model(workload.models.value(modelIndex).modelId);
    if (!model)
        return out;
    const AdvisorConstraints &c = workload.constraints;
    const QList<ParallelSplit> splits = buildableSplits(*model, c.maxGpusPerReplica);
    for (const GpuSpec &gpu : catalog.gpus()) {
        if (!c.gpuIds.isEmpty() && !c.gpuIds.contains(gpu.id))
            continue;
        if (c.ownedOnly && c.ownedCount(gpu.id) <= 0)
            continue;
        for (EngineKind engine : enginesOf(c)) {
            if (!engineRuns(engine, gpu))
                continue;
            for (WeightFormat w : weightsOf(c, engine)) {
                for (KvFormat k : kvOf(c, engine)) {
                    if (!formatsRun(engine, w, k, gpu))
                        continue;
                    for (const ParallelSplit &s : splits) {
                        AdvisorCandidate
                                a {modelIndex,         gpu.id, engine, w, k, s.tensorParallel,
                                   s.pipelineParallel, 1};
                        out.append(a);
                        if (model->isMoe() && s.tensorParallel > 1) {
                            a.expertParallel = s.tensorParallel;
                            out.append(a);
                        }
                    }
                }
            }
        }
    }
    return out;
}

std::optional<ModelPlan> sizeCandidate(const Catalog &catalog, const Project &project,
                                       const AdvisorWorkload &workload,
                                       const AdvisorCandidate &candidate, Rejection *why)
{
    AdvisorSizer sizer(catalog, project, workload);
    return sizer.size(candidate, why);
}

QList<DisaggregatedCandidate> advisorDisaggregatedCandidates(const Catalog &catalog,
                                                             const AdvisorWorkload &workload,
                                                             int modelIndex)
{
    QList<DisaggregatedCandidate> out;
    if (workload.constraints.disaggregation == DisaggregationSearch::Off)
        return out;
    const QList<AdvisorCandidate> space = advisorCandidates(catalog, workload, modelIndex);
    for (const AdvisorCandidate &decode : space) {
        if (!AdvisorDisagg::engineDisaggregates(decode.engine))
            continue;
        for (const auto &[gpuId, tp] :
             AdvisorDisagg::prefillShapes(catalog, workload, space, decode))
            out.append({decode, gpuId, tp});
    }
    return out;
}

std::optional<ModelPlan> sizeDisaggregatedCandidate(const Catalog &catalog, const Project &project,
                                                    const AdvisorWorkload &workload,
                                                    const DisaggregatedCandidate &candidate,
                                                    Rejection *why)
{
    AdvisorSizer sizer(catalog, project, workload);
    const int i = candidate.decode.modelIndex;
    if (i < 0 || i >= workload.models.size() || !sizer.model(i)) {
        if (why)
            *why = Rejection::Invalid;
        return std::nullopt;
    }
    return AdvisorDisagg::size(AdvisorDisagg::ModelSizing {sizer, i}, candidate, why);
}

} // namespace Headroom
