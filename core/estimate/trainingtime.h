#pragma once

#include "estimate/parametercount.h"
#include "plan/trainingsettings.h"
#include "spec/formats.h"
#include "spec/gpuspec.h"
#include "spec/modelspec.h"
#include "units/explanation.h"
#include "units/result.h"

#include <cstdint>

namespace Headroom {

/** The share of the GPUs' peak dense BF16 FLOPS a training job achieves, counted on the FLOPs
 *  it executes (recompute included): 0.4. Llama 3 (Dubey et al. 2024, table 4) reports 38-43 %
 *  BF16 MFU on 8K-16K H100s; MosaicML's LLM Foundry benchmarks (scripts/train/benchmarking,
 *  H100 80GB BF16, FSDP full shard) 40-46 % for 1B-13B at 2K tokens without checkpointing
 *  (docs/fine-tuning.md "Time"). */
inline constexpr double kDefaultTrainingMfu = 0.4;

/** Bytes one QLoRA weight moves per dequantisation: the NF4 nibble read (0.5) and the BF16 copy
 *  written (2); the double-quantised scales (0.127 bit) are left out. */
inline constexpr double kQloraDequantBytesPerParameter = 2.5;

/** Training FLOPs per trained token (docs/fine-tuning.md "Time"). P = the parameters a token's
 *  matmuls use (MoE: the active experts; embeddings are a lookup, the LM head a matmul). */
struct TrainingFlops
{
    double forward = 0; // 2P + attention's forward 2·c·H·(d_qk + d_v) per layer
    double backward = 0; // full: 4P; LoRA/QLoRA: 2P (activation gradients only); + 2x attention
    double adapters = 0; // LoRA/QLoRA: 6·P_adapter (active share for MoE)
    double recompute = 0; // gradient checkpointing: one more forward
    double attention = 0; // the part of forward + backward + recompute that is QK^T and AV
    std::int64_t matmulParameters = 0; // P
    std::int64_t adapterParameters = 0; // P_adapter (the whole model's)

    double total() const { return forward + backward + adapters + recompute; }
    /** What MFU counts: total() without the recompute. */
    double model() const { return forward + backward + adapters; }
};

/** P of TrainingFlops: every layer's active parameters plus the LM head (vocab x hidden, tied
 *  or not), without the embedding lookup. */
std::int64_t trainingMatmulParameters(const ModelSpec &model, const ParameterCount &count);

/** Attention's score and value FLOPs per token, forward only, at `sequence` tokens: per layer
 *  2·c·H·(d_qk + d_v) with c = the sequence (full attention, not halved for the causal mask,
 *  as PaLM's MFU counts it) or min(sequence, window) (sliding / chunked); 0 for linear and
 *  recurrent mixers. */
double attentionForwardFlopsPerToken(const ModelSpec &model, std::int64_t sequence);

/** FLOPs per trained token of a training mode (full fine-tune, LoRA, QLoRA). */
TrainingFlops trainingFlopsPerToken(const ModelSpec &model, const ParameterCount &count,
                                    DeploymentMode mode, const TrainingSettings &settings);

/** Bytes each GPU moves per micro-batch under ZeRO-3 / FSDP full shard (Rajbhandari et al. 2020,
 *  section 7.2.2: 3Ψ against plain data parallelism's 2Ψ): the weights of its TP x PP shard
 *  gathered for the forward and again for the backward, and (full fine-tune) their gradients
 *  reduce-scattered, each ring moving (DP - 1) / DP of them; 0 for ZeRO 0-2 or DP 1. */
double zero3BytesPerMicroBatch(const ParameterCount &count, DeploymentMode mode, int zeroStage,
                               int tensorParallel, int pipelineParallel, int dataParallel);

/** How long a training job runs (docs/fine-tuning.md "Time"). */
struct TrainingTime
{
    TrainingFlops flops;
    double computeSeconds = 0; // tokens x FLOPs / (GPUs x peak BF16 x MFU)
    double dequantSeconds = 0; // QLoRA: the NF4 -> BF16 traffic at the memory bandwidth
    /** ZeRO-3: what the gathers add where a micro-batch's transfer outlasts its compute (it
     *  overlaps the compute, so only the excess counts); 0 when compute hides it. */
    double communicationSeconds = 0;
    double linkBytesPerSecond = 0; // the data-parallel group's link, per GPU (ZeRO-3)
    double tokensPerSecond = 0; // the whole job
    double mfu = kDefaultTrainingMfu;
    Explanation explanation;

    double seconds() const { return computeSeconds + dequantSeconds + communicationSeconds; }
    double hours() const { return seconds() / 3600.0; }
};

/** The time to train `tokens` tokens (epochs included) of `mode` on `gpus` GPUs of `gpu` split
 *  TP x PP (the rest data parallel), at `mfu` of the peak dense BF16 FLOPS. Tensor-parallel
 *  all-reduces and the data-parallel gradient all-reduce of ZeRO 0-2 (once per optimizer step)
 *  are taken as inside the MFU; ZeRO-3's gathers, every micro-batch, count where they outlast
 *  the micro-batch's compute (zero3BytesPerMicroBatch() over the data-parallel group's link).
 *  The pipeline bubble is left out. Refuses no BF16 FLOPS, a mode that is not training, and
 *  non-positive tokens, GPUs or MFU, and a split that does not divide the GPUs. */
Result<TrainingTime> estimateTrainingTime(const ModelSpec &model, const ParameterCount &count,
                                          const GpuSpec &gpu, DeploymentMode mode,
                                          const TrainingSettings &settings, int gpus, double tokens,
                                          double mfu = kDefaultTrainingMfu, int tensorParallel = 1,
                                          int pipelineParallel = 1);

} // namespace Headroom
