#include "estimate/solvers.h"

#include "estimate/parametercount.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

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

/** Trials of one deployment at other workloads, the verdict only (MemoryTrials). */
class WorkloadTrials
{
public:
    WorkloadTrials(const ModelSpec &model, const GpuSpec &gpu, const Configuration &config,
                   const Deployment &deployment, const EngineProfile &engine,
                   const ParameterCount *count)
        : m_config(config)
        , m_workload(deployment.workload)
        , m_count(model, count)
        , m_trials(model, gpu, deployment, engine, *m_count)
    {
        m_workload.inputTokens = 0;
        m_workload.outputTokens = 0;
    }

    FitTrial at(std::int64_t sequences, std::int64_t tokens)
    {
        if (sequences > std::numeric_limits<int>::max())
            return {false, std::numeric_limits<std::int64_t>::min()};
        m_workload.concurrentSequences = int(sequences);
        m_workload.contextTokens = tokens;
        const auto r = m_trials.at(m_config, m_workload);
        if (!r) // past what can be estimated at all: taken as not fitting
            return {false, std::numeric_limits<std::int64_t>::min()};
        return {r->fits, r->marginBytes};
    }

private:
    const Configuration &m_config;
    Workload m_workload;
    const CountedParameters m_count;
    MemoryTrials m_trials;
};

} // namespace

std::int64_t largestFitting(std::int64_t lo, std::int64_t loMargin, std::int64_t limit,
                            const std::function<FitTrial(std::int64_t)> &trial)
{
    // Bracket: step out from lo to the first x that the room's slope over the last step predicts
    // not to fit, and at least twice the last step (a bend in the curve costs a few doublings).
    std::int64_t step = 1;
    while (lo < limit) {
        const std::int64_t x = step >= limit - lo ? limit : lo + step;
        const FitTrial t = trial(x);
        if (!t.fits)
            return largestFittingBetween(lo, loMargin, x, t.marginBytes, trial);
        const std::int64_t advanced = x - lo;
        const double dropPerUnit = double(loMargin - t.marginBytes) / double(advanced);
        lo = x;
        loMargin = t.marginBytes;
        double next = 2.0 * double(advanced);
        if (dropPerUnit > 0)
            next = std::max(next, std::floor(double(loMargin) / dropPerUnit) + 1);
        step = next >= double(limit - lo) ? limit - lo : std::int64_t(next);
    }
    return lo;
}

std::int64_t largestFittingBetween(std::int64_t lo, std::int64_t loMargin, std::int64_t hi,
                                   std::int64_t hiMargin,
                                   const std::function<FitTrial(std::int64_t)> &trial)
{
    // Secant steps on the room (false position). A room that bends, or rises in steps (KV
    // blocks), can hold such steps to one end: when the same end moves twice in a row, the next
    // trial goes at least 2^k past it (at most to the middle), so the worst case is a galloping
    // bisection.
    int sameSide = 0;
    bool lastFit = false;
    while (hi - lo > 1) {
        const std::int64_t middle = lo + (hi - lo) / 2;
        std::int64_t x = middle;
        if (loMargin >= 0 && hiMargin < 0) {
            const double fraction = double(loMargin) / (double(loMargin) - double(hiMargin));
            x = std::int64_t(std::clamp(std::floor(double(lo) + fraction * double(hi - lo)),
                                        double(lo + 1), double(hi - 1)));
        }
        if (sameSide >= 2) {
            const std::int64_t gallop = std::int64_t(1) << std::min(sameSide, 62);
            x = lastFit ? std::max(x, std::min(lo + gallop, middle))
                        : std::min(x, std::max(hi - gallop, middle));
        }
        x = std::clamp(x, lo + 1, hi - 1);
        const FitTrial t = trial(x);
        sameSide = t.fits == lastFit ? sameSide + 1 : 1;
        lastFit = t.fits;
        if (t.fits) {
            lo = x;
            loMargin = t.marginBytes;
        } else {
            hi = x;
            hiMargin = t.marginBytes;
        }
    }
    return lo;
}

Result<SolverAnswer> maxConcurrentSequences(const ModelSpec &model, const GpuSpec &gpu,
                                            const Configuration &config,
                                            const Deployment &deployment,
                                            const EngineProfile &engine,
                                            const ParameterCount *count)
{
    const std::int64_t tokens = deployment.workload.tokensPerSequence();
    if (auto valid = validateEstimate(model, gpu, config, deployment); !valid)
        return std::unexpected(valid.error());
    WorkloadTrials trials(model, gpu, config, deployment, engine, count);
    const FitTrial none = trials.at(0, tokens);
    if (!none.fits)
        return SolverAnswer {0, BindingConstraint::Weights};
    const std::int64_t most = largestFitting(0, none.marginBytes, kMostEstimatedSequences - 1,
                                             [&](std::int64_t n) { return trials.at(n, tokens); });
    return SolverAnswer {most, BindingConstraint::KvCache};
}

Result<SolverAnswer> maxContext(const ModelSpec &model, const GpuSpec &gpu,
                                const Configuration &config, const Deployment &deployment,
                                const EngineProfile &engine, const ParameterCount *count)
{
    if (auto valid = validateEstimate(model, gpu, config, deployment); !valid)
        return std::unexpected(valid.error());
    const int sequences = std::max(deployment.workload.concurrentSequences, 1);
    const std::int64_t limit = model.maxContext > 0 ? model.maxContext : (std::int64_t(1) << 24);
    WorkloadTrials trials(model, gpu, config, deployment, engine, count);
    const FitTrial one = trials.at(sequences, 1);
    if (!one.fits)
        return SolverAnswer {0, BindingConstraint::Weights};
    const FitTrial longest = trials.at(sequences, limit);
    if (longest.fits)
        return SolverAnswer {limit, BindingConstraint::ModelContext};
    const std::int64_t most = largestFittingBetween(1, one.marginBytes, limit, longest.marginBytes,
                                                    [&](std::int64_t tokens) {
                                                        return trials.at(sequences, tokens);
                                                    });
    return SolverAnswer {most, BindingConstraint::KvCache};
}

MinGpusAnswer minGpus(const ModelSpec &model, const GpuSpec &gpu, const Deployment &deployment,
                      const EngineProfile &engine, int maxGpus, const ParameterCount *counted)
{
    const CountedParameters own(model, counted);
    MemoryTrials trials(model, gpu, deployment, engine, *own);
    // the smallest TP x PP split of `gpus` GPUs (TP a power of two dividing the heads) on which
    // the deployment with `workload` fits; its TP, or 0
    const auto fittingTp = [&](int gpus, const Workload &workload) {
        for (int tp = 1; tp <= gpus; tp *= 2) {
            if (gpus % tp != 0 || model.heads % tp != 0)
                continue;
            Configuration config;
            config.gpuId = gpu.id;
            config.gpuCount = gpus;
            config.tensorParallel = tp;
            config.pipelineParallel = gpus / tp;
            if (const auto r = trials.at(config, workload); r && r->fits)
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
    if (gpu.memoryBytes() > 0) {
        const auto r = trials.at(one, deployment.workload);
        if (r && !r->fits && r->hostBytes == 0 && !r->perGpu.isEmpty())
            first = int(std::clamp<std::int64_t>(r->perGpu.first().weights.bytes / gpu.memoryBytes(),
                                                 1, std::int64_t(maxGpus) + 1));
    }
    for (int gpus = first; gpus <= maxGpus; ++gpus) {
        const int tp = fittingTp(gpus, deployment.workload);
        if (tp == 0)
            continue;
        if (gpus == 1)
            return {1, tp, 1, BindingConstraint::None};
        // binding: whether one GPU fewer holds the weights with no KV cache at all (then only
        // the workload's KV cache needs the last GPU) or not even those
        Workload empty = deployment.workload;
        empty.concurrentSequences = 0;
        const bool weightsFit = gpus - 1 >= first && fittingTp(gpus - 1, empty) != 0;
        return {gpus, tp, gpus / tp,
                weightsFit ? BindingConstraint::KvCache : BindingConstraint::Weights};
    }
    return {0, 0, 0, BindingConstraint::Parallelism};
}

} // namespace Headroom
