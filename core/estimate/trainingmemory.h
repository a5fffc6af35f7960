#pragma once

#include "estimate/engineprofile.h"
#include "estimate/memorybreakdown.h"
#include "plan/configuration.h"
#include "plan/deployment.h"
#include "plan/trainingsettings.h"
#include "spec/gpuspec.h"
#include "spec/modelspec.h"
#include "units/explanation.h"
#include "units/result.h"

#include <cstdint>

namespace Headroom {

/** Bytes per trainable parameter of each model state (docs/fine-tuning.md, "Model states"). */
struct ModelStateBytes
{
    double weights = 2; // the working copy the forward pass reads
    double masterWeights = 0; // fp32 copy kept by mixed precision
    double gradients = 2;
    double optimizerStates = 8;
    Explanation source; // where the figures come from

    double total() const { return weights + masterWeights + gradients + optimizerStates; }
};

/** Where an optimizer's state bytes come from, with the source. */
Explanation optimizerStateSource(Optimizer optimizer);

/** Full fine-tuning: weights in `weightBytes` (2 for bf16/fp16, 4 for fp32) trained with
 *  `optimizer`. Mixed-precision AdamW with 16-bit weights is 2 + 4 + 2 + 8 = 16 B/param
 *  (Rajbhandari et al. 2020, ZeRO). */
ModelStateBytes fullFineTuneStateBytes(Optimizer optimizer, double weightBytes);

/** LoRA/QLoRA adapters: bf16 weights and gradients, the optimizer's states, no fp32 master copy
 *  (the QLoRA reference code casts the adapters to bf16; bitsandbytes updates them in place). */
ModelStateBytes adapterStateBytes(Optimizer optimizer);

/** Trainable LoRA parameters of the whole model: rank x (d_in + d_out) for every adapted
 *  matrix of every layer (Hu et al. 2021). Attention: q, k, v, o; MLP: gate, up, down (or up,
 *  down), every expert's and the shared experts' for MoE; all-linear: both (never lm_head,
 *  embeddings or routers). alpha does not change memory. */
std::int64_t loraAdapterParameters(const ModelSpec &model, int rank, LoraTargets targets);

/** The same for `layers` layers starting at `firstLayer` (one pipeline stage). */
std::int64_t loraAdapterParameters(const ModelSpec &model, int rank, LoraTargets targets,
                                   int firstLayer, int layers);

/** Checks the training settings; the error names what is wrong (translated). */
Result<void> validateTraining(const ModelSpec &model, const Configuration &config,
                              const Deployment &deployment);

/** The engine constants training uses: `engine` when it is the transformers profile, else the
 *  transformers defaults (training runs in PyTorch, not in a serving engine). */
EngineProfile trainingEngineProfile(const EngineProfile &engine);

/** Per-GPU memory of a full fine-tune, LoRA or QLoRA deployment: model states sharded by TP,
 *  PP and ZeRO over the data-parallel replicas, activations of one micro-batch, runtime and
 *  temporary buffers, CPU offload in hostBytes. Inputs are checked first. */
Result<MemoryBreakdown> estimateTrainingMemory(const ModelSpec &model, const GpuSpec &gpu,
                                               const Configuration &config,
                                               const Deployment &deployment,
                                               const EngineProfile &engine);

} // namespace Headroom
