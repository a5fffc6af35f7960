#pragma once

#include "spec/modelspec.h"

#include <QList>

namespace Headroom {

/** GPUs in one node: tensor parallelism stays inside a node (NVLink), pipeline stages span nodes. */
inline constexpr int kGpusPerNode = 8;

/** One replica's split over its GPUs: gpus = tensorParallel x pipelineParallel. */
struct ParallelSplit
{
    int gpus = 0;
    int tensorParallel = 0;
    int pipelineParallel = 0;
    friend bool operator==(const ParallelSplit &, const ParallelSplit &) = default;
};

/** The layers of pipeline stage `stage` of `stages`: an equal share, the first stages one more
 *  where they do not divide (the split every estimate of a stage uses). */
inline int layersOfStage(int layers, int stages, int stage)
{
    stages = stages < 1 ? 1 : stages;
    return layers / stages + (stage < layers % stages ? 1 : 0);
}

/** Whether serving engines (vLLM, SGLang, TensorRT-LLM) shard `model` this way: a TP of 1, 2,
 *  4 or 8 (it divides the GPUs of a node) that divides the attention heads and the KV heads (MLA
 *  models: the heads; their latent KV is not split by heads). */
bool isBuildableTensorParallel(const ModelSpec &model, int tensorParallel);

/** The splits people build for one replica of `model`, fewest GPUs first, up to `maxGpus`:
 *  within one node 1, 2, 4 or 8 GPUs, beyond it whole nodes (multiples of kGpusPerNode); for
 *  each GPU count the largest buildable TP, the rest pipeline stages (at most one per layer). */
QList<ParallelSplit> buildableSplits(const ModelSpec &model, int maxGpus = 64);

} // namespace Headroom
