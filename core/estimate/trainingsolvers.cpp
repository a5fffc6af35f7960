#include "estimate/trainingsolvers.h"

#include <QCoreApplication>

#include <algorithm>

namespace Headroom {

namespace {

struct EstimateText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Estimate)
};

} // namespace

QString trainingBindingName(TrainingBinding binding)
{
    switch (binding) {
    case TrainingBinding::None: return EstimateText::tr("none");
    case TrainingBinding::ModelStates: return EstimateText::tr("model states");
    case TrainingBinding::Activations: return EstimateText::tr("activations");
    case TrainingBinding::ModelContext: return EstimateText::tr("model context");
    case TrainingBinding::GpuLimit: return EstimateText::tr("GPU limit");
    }
    return {};
}

namespace {

bool fits(const ModelSpec &model, const GpuSpec &gpu, const Configuration &config,
          const Deployment &deployment, const EngineProfile &engine)
{
    const auto r = estimateTrainingMemory(model, gpu, config, deployment, engine);
    return r && r->fits;
}

/** Largest value in [1, limit] for which fitsAt holds, assuming it is monotonic; 0 if none. */
template<typename Fits>
std::int64_t largestFitting(std::int64_t limit, Fits fitsAt)
{
    if (limit < 1 || !fitsAt(1))
        return 0;
    std::int64_t lo = 1, hi = 2;
    while (hi <= limit && fitsAt(hi)) {
        lo = hi;
        hi *= 2;
    }
    hi = std::min(hi, limit + 1);
    while (hi - lo > 1) {
        const std::int64_t mid = lo + (hi - lo) / 2;
        (fitsAt(mid) ? lo : hi) = mid;
    }
    return lo;
}

/** The largest value in [1, limit] that `set` may write into the deployment (its micro-batch,
 *  its sequence length) with the training memory still fitting; 0 when 1 does not fit. The
 *  estimate's error when the deployment as given cannot be estimated at all. */
template<typename Set>
Result<std::int64_t> largestFittingSetting(const ModelSpec &model, const GpuSpec &gpu,
                                           const Configuration &config,
                                           const Deployment &deployment,
                                           const EngineProfile &engine, std::int64_t limit, Set set)
{
    if (auto r = estimateTrainingMemory(model, gpu, config, deployment, engine); !r)
        return std::unexpected(r.error());
    Deployment d = deployment;
    return largestFitting(limit, [&](std::int64_t value) {
        set(d.training, value);
        return fits(model, gpu, config, d, engine);
    });
}

} // namespace

Result<TrainingSolverAnswer> maxMicroBatch(const ModelSpec &model, const GpuSpec &gpu,
                                           const Configuration &config,
                                           const Deployment &deployment,
                                           const EngineProfile &engine)
{
    const std::int64_t limit
            = std::max<std::int64_t>(1,
                                     (std::int64_t(1) << 32)
                                             / std::max(deployment.training.sequenceTokens, 1));
    const auto best = largestFittingSetting(model, gpu, config, deployment, engine,
                                            std::min<std::int64_t>(limit, 1 << 20),
                                            [](TrainingSettings &t, std::int64_t b) {
                                                t.microBatch = int(b);
                                            });
    if (!best)
        return std::unexpected(best.error());
    return TrainingSolverAnswer {*best,
                                 *best == 0 ? TrainingBinding::ModelStates
                                            : TrainingBinding::Activations};
}

Result<TrainingSolverAnswer> maxTrainingSequence(const ModelSpec &model, const GpuSpec &gpu,
                                                 const Configuration &config,
                                                 const Deployment &deployment,
                                                 const EngineProfile &engine)
{
    const std::int64_t limit = model.maxContext > 0 ? model.maxContext : std::int64_t(1) << 24;
    const auto best = largestFittingSetting(model, gpu, config, deployment, engine, limit,
                                            [](TrainingSettings &t, std::int64_t s) {
                                                t.sequenceTokens = int(s);
                                            });
    if (!best)
        return std::unexpected(best.error());
    TrainingBinding binding = TrainingBinding::Activations;
    if (*best == 0)
        binding = TrainingBinding::ModelStates;
    else if (*best == limit)
        binding = TrainingBinding::ModelContext;
    return TrainingSolverAnswer {*best, binding};
}

Result<TrainingGpusAnswer> minTrainingGpus(const ModelSpec &model, const GpuSpec &gpu,
                                           const Deployment &deployment,
                                           const EngineProfile &engine, int maxGpus)
{
    Configuration one;
    one.gpuId = gpu.id;
    if (auto r = estimateTrainingMemory(model, gpu, one, deployment, engine); !r)
        return std::unexpected(r.error());
    for (int n = 1; n <= maxGpus; n = n < 8 ? n + 1 : n + 8) {
        for (int tp = 1; tp <= std::min(n, 8); tp *= 2) {
            for (int pp = 1; tp * pp <= n && pp <= model.layers; pp *= 2) {
                if (n % (tp * pp) != 0)
                    continue;
                Configuration c = one;
                c.gpuCount = n;
                c.tensorParallel = tp;
                c.pipelineParallel = pp;
                if (fits(model, gpu, c, deployment, engine))
                    return TrainingGpusAnswer {n, tp, pp, n / (tp * pp), TrainingBinding::None};
            }
        }
    }
    return TrainingGpusAnswer {0, 0, 0, 0, TrainingBinding::GpuLimit};
}

} // namespace Headroom
