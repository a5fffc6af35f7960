#pragma once

#include "estimate/memorybreakdown.h"

#include <cstdint>
#include <functional>
#include <optional>

namespace Headroom {

struct ParameterCount;

/** What limits an answer. */
enum class BindingConstraint {
    None,
    Weights, // weights + activations + runtime leave no room for KV on some GPU
    KvCache, // the KV pool is full
    ModelContext, // the model's max context
    Parallelism, // no valid TP x PP split within the search range
    SharedGpu, // the other deployments on the same GPUs take the rest of their memory
};

QString bindingConstraintName(BindingConstraint constraint); // translated

struct SolverAnswer
{
    std::int64_t value = 0;
    BindingConstraint binding = BindingConstraint::None;
};

/** One trial of a solver: whether it fits, and the tightest GPU's room in bytes (negative = short;
 *  MemoryBreakdown::marginBytes), which tells the search how far to step. */
struct FitTrial
{
    bool fits = false;
    std::int64_t marginBytes = 0;
};

/** The largest x in [lo, limit] that fits, given that lo fits (with room `loMargin`) and that
 *  what fits does not grow with x (memory never shrinks as sequences or tokens grow). Steps along
 *  the room's slope (memory is affine in sequences and nearly so in tokens: three or four trials
 *  where a bisection takes thirty), guarded so that it never takes more than a galloping
 *  bisection would; it answers exactly what a bisection answers. */
std::int64_t largestFitting(std::int64_t lo, std::int64_t loMargin, std::int64_t limit,
                            const std::function<FitTrial(std::int64_t)> &trial);

/** The same, within (lo, hi) where lo fits and hi does not. */
std::int64_t largestFittingBetween(std::int64_t lo, std::int64_t loMargin, std::int64_t hi,
                                   std::int64_t hiMargin,
                                   const std::function<FitTrial(std::int64_t)> &trial);

/** Most concurrent sequences at the deployment's tokens per sequence (all replicas). `count`:
 *  countParameters(model) where the caller has it (else counted here), in each solver. */
Result<SolverAnswer> maxConcurrentSequences(const ModelSpec &model, const GpuSpec &gpu,
                                            const Configuration &config,
                                            const Deployment &deployment,
                                            const EngineProfile &engine,
                                            const ParameterCount *count = nullptr);

/** Longest sequence (tokens) at the deployment's concurrent sequences, up to the model's max. */
Result<SolverAnswer> maxContext(const ModelSpec &model, const GpuSpec &gpu,
                                const Configuration &config, const Deployment &deployment,
                                const EngineProfile &engine, const ParameterCount *count = nullptr);

/** Fewest GPUs of this type for one replica that fits: TP a power of two dividing the heads,
 *  then PP. gpus = 0 when nothing up to maxGpus fits; binding says what stopped one GPU fewer. */
struct MinGpusAnswer
{
    int gpus = 0;
    int tensorParallel = 0;
    int pipelineParallel = 0;
    BindingConstraint binding = BindingConstraint::None;
};

MinGpusAnswer minGpus(const ModelSpec &model, const GpuSpec &gpu, const Deployment &deployment,
                      const EngineProfile &engine, int maxGpus = 64,
                      const ParameterCount *count = nullptr);

} // namespace Headroom
