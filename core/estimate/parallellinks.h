#pragma once

// Which link a group of GPUs talks over (docs/estimation.md "Expert and attention data
// parallelism", "Replicas over several nodes"): inside the GPU's interconnect domain (NVLink),
// over PCIe between domains of one node, over the scale-out network (InfiniBand) between nodes.

#include "estimate/engineprofile.h"
#include "plan/configuration.h"
#include "plan/deployment.h"
#include "spec/gpuspec.h"
#include "spec/modelspec.h"
#include "units/explanation.h"
#include "units/result.h"

namespace Headroom {

struct GroupLink
{
    double bytesPerSecond = 0; // per GPU, per direction
    double alpha = 0; // fixed latency of one collective over it
    Explanation name; // the GPU's interconnect, "PCIe" or the network
    bool crossesNodes = false;
};

/** Expert parallelism and attention data parallelism (Configuration) on `model`: both at least
 *  1 and dividing TP; EP > 1 and DP > 1 only for MoE models on a serving engine (vLLM, SGLang,
 *  TensorRT-LLM), EP dividing the routed experts. */
Result<void> validateExpertParallelism(const ModelSpec &model, const Configuration &config,
                                       const Deployment &deployment);

/** GPUs of one node: the interconnect domain when it is larger (NVL72), else kGpusPerNode. */
int gpusPerNode(const GpuSpec &gpu);

/** The link a group of `groupSize` consecutive GPUs (a TP or EP group) talks over. */
GroupLink groupLink(const GpuSpec &gpu, const EngineProfile &engine, int groupSize);

/** Whether the hand-over after pipeline stage `stage` (stages of `stageGpus` GPUs each, laid out
 *  one after the other) goes to another node. */
bool hopCrossesNodes(const GpuSpec &gpu, int stageGpus, int stage);

} // namespace Headroom
