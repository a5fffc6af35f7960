#include "estimate/solvers.h"

#include <QCoreApplication>

#include <algorithm>

namespace Headroom {

QString bindingConstraintName(BindingConstraint constraint)
{
    switch (constraint) {
    case BindingConstraint::None: return QCoreApplication::translate("Headroom::Estimate", "none");
    case BindingConstraint::Weights:
        return QCoreApplication::translate("Headroom::Estimate", "weights");
    case BindingConstraint::KvCache:
        return QCoreApplication::translate("Headroom::Estimate", "KV cache");
    case BindingConstraint::ModelContext:
        return QCoreApplication::translate("Headroom::Estimate", "model context");
    case BindingConstraint::Parallelism:
        return QCoreApplication::translate("Headroom::Estimate", "parallelism");
    case BindingConstraint::SharedGpu:
        return QCoreApplication::translate("Headroom::Estimate",
                                           "memory taken by the other deployments");
    }
    return {};
}

namespace {

bool fitsWith(const ModelSpec &model, const GpuSpec &gpu, const Configuration &config,
              Deployment deployment, const EngineProfile &engine, int sequences,
              std::int64_t tokens)
{
    deployment.workload.concurrentSequences = sequences;
    deployment.workload.contextTokens = tokens;
    deployment.workload.inputTokens = 0;
    deployment.workload.outputTokens = 0;
    const auto r = estimateMemory(model, gpu, config, deployment, engine);
    return r && r->fits;
}

} // namespace

Result<SolverAnswer> maxConcurrentSequences(const ModelSpec &model, const GpuSpec &gpu,
                                            const Configuration &config,
                                            const Deployment &deployment,
                                            const EngineProfile &engine)
{
    const std::int64_t tokens = deployment.workload.tokensPerSequence();
    if (auto valid = validateEstimate(model, gpu, config, deployment); !valid)
        return std::unexpected(valid.error());
    if (!fitsWith(model, gpu, config, deployment, engine, 0, tokens))
        return SolverAnswer {0, BindingConstraint::Weights};
    // exponential then binary search: memory need is monotonic in the number of sequences
    std::int64_t lo = 0, hi = 1;
    while (hi < (1 << 24) && fitsWith(model, gpu, config, deployment, engine, int(hi), tokens)) {
        lo = hi;
        hi *= 2;
    }
    while (hi - lo > 1) {
        const std::int64_t mid = (lo + hi) / 2;
        (fitsWith(model, gpu, config, deployment, engine, int(mid), tokens) ? lo : hi) = mid;
    }
    return SolverAnswer {lo, BindingConstraint::KvCache};
}

Result<SolverAnswer> maxContext(const ModelSpec &model, const GpuSpec &gpu,
                                const Configuration &config, const Deployment &deployment,
                                const EngineProfile &engine)
{
    if (auto valid = validateEstimate(model, gpu, config, deployment); !valid)
        return std::unexpected(valid.error());
    const int sequences = std::max(deployment.workload.concurrentSequences, 1);
    const std::int64_t limit = model.maxContext > 0 ? model.maxContext : (std::int64_t(1) << 24);
    if (!fitsWith(model, gpu, config, deployment, engine, sequences, 1))
        return SolverAnswer {0, BindingConstraint::Weights};
    if (fitsWith(model, gpu, config, deployment, engine, sequences, limit))
        return SolverAnswer {limit, BindingConstraint::ModelContext};
    std::int64_t lo = 1, hi = limit;
    while (hi - lo > 1) {
        const std::int64_t mid = lo + (hi - lo) / 2;
        (fitsWith(model, gpu, config, deployment, engine, sequences, mid) ? lo : hi) = mid;
    }
    return SolverAnswer {lo, BindingConstraint::KvCache};
}

MinGpusAnswer minGpus(const ModelSpec &model, const GpuSpec &gpu, const Deployment &deployment,
                      const EngineProfile &engine, int maxGpus)
{
    // the smallest TP x PP split of `gpus` GPUs (TP a power of two dividing the heads) on which
    // deployment `d` fits; its TP, or 0
    const auto fittingTp = [&](int gpus, const Deployment &d) {
        for (int tp = 1; tp <= gpus; tp *= 2) {
            if (gpus % tp != 0 || model.heads % tp != 0)
                continue;
            Configuration config;
            config.gpuId = gpu.id;
            config.gpuCount = gpus;
            config.tensorParallel = tp;
            config.pipelineParallel = gpus / tp;
            if (!validateEstimate(model, gpu, config, deployment))
                continue;
            if (const auto r = estimateMemory(model, gpu, config, d, engine); r && r->fits)
                return tp;
        }
        return 0;
    };
    // Fewer GPUs than weights / capacity cannot hold the weights: splitting never makes them
    // smaller than on one GPU (replicated parts only add). Where the engine keeps layers in host
    // memory (llama.cpp) one GPU may do, so the search starts at 1 there.
    int first = 1;
    Configuration one;
    one.gpuId = gpu.id;
    if (validateEstimate(model, gpu, one, deployment) && gpu.memoryBytes() > 0) {
        const auto r = estimateMemory(model, gpu, one, deployment, engine);
        if (r && !r->fits && r->hostBytes == 0 && !r->perGpu.isEmpty())
            first = int(std::clamp<std::int64_t>(r->perGpu.first().weights.bytes / gpu.memoryBytes(),
                                                 1, std::int64_t(maxGpus) + 1));
    }
    for (int gpus = first; gpus <= maxGpus; ++gpus) {
        const int tp = fittingTp(gpus, deployment);
        if (tp == 0)
            continue;
        if (gpus == 1)
            return {1, tp, 1, BindingConstraint::None};
        // binding: whether one GPU fewer holds the weights with no KV cache at all (then only
        // the workload's KV cache needs the last GPU) or not even those
        Deployment empty = deployment;
        empty.workload.concurrentSequences = 0;
        const bool weightsFit = gpus - 1 >= first && fittingTp(gpus - 1, empty) != 0;
        return {gpus, tp, gpus / tp,
                weightsFit ? BindingConstraint::KvCache : BindingConstraint::Weights};
    }
    return {0, 0, 0, BindingConstraint::Parallelism};
}

} // namespace Headroom
