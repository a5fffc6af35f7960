#pragma once

// Private to the inference memory estimate (memorybreakdown.cpp, memoryweights.cpp): what every
// pipeline stage reads, and the weights' steps. Not part of the API.

#include "estimate/draftmodel.h"
#include "estimate/enginememory.h"
#include "estimate/memorybreakdown.h"
#include "estimate/parametercount.h"
#include "estimate/weightbytes.h"

#include <cstdint>

namespace Headroom::InferenceMemory {

inline std::int64_t ceilDiv(std::int64_t a, std::int64_t b)
{
    return (a + b - 1) / b;
}

/** What a deployment loads besides the main model: the vision tower (unless text only) on the
 *  first stage, the MTP modules (when speculating with them) on the last. */
struct Loaded
{
    bool vision = false;
    bool mtp = false;
    /** llama.cpp keeps the input embedding in host memory ("always keep the input layer on the
     *  CPU", llama-model.cpp load_tensors); a tied model's output copy stays on the GPU. */
    bool embeddingOnHost = false;
};

Loaded loadedExtras(const ModelSpec &model, const Deployment &deployment);

/** What every pipeline stage of an inference estimate reads: the inputs, the parallel groups,
 *  the engine as it starts on the GPU, the weights' layout and the draft model. */
struct MemoryInputs
{
    const ModelSpec &model;
    const GpuSpec &gpu;
    const Configuration &config;
    const Deployment &deployment;
    const EngineProfile &engine;
    const ParameterCount &count;
    bool explain = false;
    int tp = 1;
    int pp = 1;
    int replicas = 1;
    // expert parallelism / attention data parallelism: experts / EP whole routed experts per
    // GPU; each DP rank's attention-TP group holds its share of the sequences and their KV
    int ep = 1;
    int dp = 1;
    int atp = 1;
    Loaded loaded {};
    // the engine as it starts on this GPU: its token budget, sequences, graphs and fraction
    EngineRuntime runtime {};
    Explanation::Term fractionSource {}; // explained estimates only
    WeightLayout layout {};
    // speculative decoding's draft model: every layer on every GPU of the replica, split by TP
    const ModelSpec *draftModel = nullptr;
    DraftMemory draft {};
    std::int64_t capacity = 0; // the GPU's memory
    std::int64_t batch = 0; // sequences per replica
    std::int64_t tokens = 0; // per sequence
};

/** One pipeline stage's layers, and those of them on the GPUs: llama.cpp n_gpu_layers puts the
 *  first gpuLayers layers on GPUs, the rest (and the output layer unless every layer is
 *  offloaded) on the host. */
struct StageSpan
{
    int stage = 0;
    int firstLayer = 0;
    int layers = 0;
    int onGpu = 0;
    bool headOnGpu = true;
};

/** The weights one GPU of the stage holds: its layers' (and the stage's embedding, vision tower,
 *  MTP modules, lm_head) at the layout's bits / TP, or per expert parallelism; MXFP4 padding
 *  (memoryweights.cpp). */
MemoryPart weightsOnGpu(const MemoryInputs &in, const StageSpan &span);

/** What the stage keeps in host memory, added to `hostBytes`: llama.cpp's input embedding, the
 *  layers left on the CPU (weights and KV) and the offloaded share of the routed experts (taken
 *  off `weights`). */
void weightsOnHost(const MemoryInputs &in, const StageSpan &span, MemoryPart &weights,
                   std::int64_t &hostBytes);

/** One sequence's KV and recurrent state on a GPU of the stage, and the sequences of its DP
 *  rank. */
struct StageKv
{
    std::int64_t perSeq = 0; // what the pool holds per sequence: KV, state (and the draft's KV)
    std::int64_t statePerSeq = 0;
    double mtpKvPerToken = 0;
    std::int64_t rankBatch = 0;
};

/** The KV cache and the recurrent state one GPU of the stage holds for its sequences, with the
 *  MTP layers' and the draft model's (memorykv.cpp). */
StageKv kvAndState(const MemoryInputs &in, const StageSpan &span, GpuMemory &g);

/** The activation peak of one GPU of the stage: the engine's buffers (or the formula), and the
 *  vision encoder on the first stage; the buffers, which the runtime and the pool read
 *  (memorybudget.cpp). */
EngineBuffers activationsPart(const MemoryInputs &in, const StageSpan &span, GpuMemory &g);

/** The runtime: non-torch memory and CUDA graphs; vLLM's CUDA context and NCCL take memory
 *  beside its budget (SGLang's fraction is of what they leave, so they are in its reserve). */
void runtimePart(const MemoryInputs &in, const EngineBuffers &buffers, GpuMemory &g);

/** The KV pool the engine carves on one GPU (before it is clamped at 0) and its reserve, by the
 *  engine's budget; the room beside the budget (vLLM: what must fit there, the CUDA context,
 *  NCCL and graphs outside it, short of which the engine does not start; 0 when unchecked). */
std::int64_t carvePool(const MemoryInputs &in, const EngineBuffers &buffers, GpuMemory &g);

} // namespace Headroom::InferenceMemory
