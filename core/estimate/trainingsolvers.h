#pragma once

#include "estimate/trainingmemory.h"

#include <QString>

#include <cstdint>

namespace Headroom {

/** What limits a training answer. */
enum class TrainingBinding {
    None,
    ModelStates, // weights, gradients and optimizer states leave no room for one micro-batch
    Activations, // one more sequence (or token) of activations does not fit
    ModelContext, // the model's max context
    GpuLimit, // nothing fits within the GPUs searched
};

QString trainingBindingName(TrainingBinding binding); // translated

struct TrainingSolverAnswer
{
    std::int64_t value = 0;
    TrainingBinding binding = TrainingBinding::None;
};

/** Largest micro-batch (sequences per GPU step) at the deployment's sequence length that fits
 *  on every GPU; 0 with ModelStates when not even one fits. Training modes only. */
Result<TrainingSolverAnswer> maxMicroBatch(const ModelSpec &model, const GpuSpec &gpu,
                                           const Configuration &config,
                                           const Deployment &deployment,
                                           const EngineProfile &engine);

/** Longest sequence (tokens) at the deployment's micro-batch that fits, up to the model's max
 *  context (or 2^24 tokens when it states none). */
Result<TrainingSolverAnswer> maxTrainingSequence(const ModelSpec &model, const GpuSpec &gpu,
                                                 const Configuration &config,
                                                 const Deployment &deployment,
                                                 const EngineProfile &engine);

/** Fewest GPUs of this type that train the deployment with its ZeRO stage and offload: every
 *  count 1..8, then multiples of 8 up to maxGpus; for each, TP in 1, 2, 4, 8 (dividing the
 *  heads, at most 8: within a node) and PP a power of two, the rest data parallel. */
struct TrainingGpusAnswer
{
    int gpus = 0; // 0 = nothing up to maxGpus fits
    int tensorParallel = 0;
    int pipelineParallel = 0;
    int dataParallel = 0;
    TrainingBinding binding = TrainingBinding::None;
};

Result<TrainingGpusAnswer> minTrainingGpus(const ModelSpec &model, const GpuSpec &gpu,
                                           const Deployment &deployment,
                                           const EngineProfile &engine, int maxGpus = 512);

} // namespace Headroom
