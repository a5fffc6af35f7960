#pragma once

#include "estimate/memorybreakdown.h"

#include <optional>

namespace Headroom {

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

/** Most concurrent sequences at the deployment's tokens per sequence (all replicas). */
Result<SolverAnswer> maxConcurrentSequences(const ModelSpec &model, const GpuSpec &gpu,
                                            const Configuration &config,
                                            const Deployment &deployment,
                                            const EngineProfile &engine);

/** Longest sequence (tokens) at the deployment's concurrent sequences, up to the model's max. */
Result<SolverAnswer> maxContext(const ModelSpec &model, const GpuSpec &gpu,
                                const Configuration &config, const Deployment &deployment,
                                const EngineProfile &engine);

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
                      const EngineProfile &engine, int maxGpus = 64);

} // namespace Headroom
