#pragma once

#include "spec/formats.h"
#include "units/explanation.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace Headroom {

/** What a memory fraction is a fraction of (FORMULAS.md section 3). */
enum class MemoryBudgetBase {
    Total, // vLLM gpu_memory_utilization, SGLang mem_fraction_static
    FreeAfterLoad, // TensorRT-LLM free_gpu_memory_fraction: of what is free after weights
    None, // llama.cpp, transformers: no pre-allocation
};

/** A constant with where it came from: "measured (source)" or "assumed". */
struct SourcedBytes
{
    std::int64_t bytes = 0;
    bool measured = false;
    QString source;
    bool userSet = false; // set by the user for one deployment (engineconstants.h)
    bool calibrated = false; // fitted to the user's measurements: source names the files

    QString label() const; // translated "measured (vLLM 0.11 log)" / "assumed" / "set by the user"
    Explanation labelTerms() const; // the label, not yet formatted
};

/** A speed constant with where it came from (FORMULAS.md section 5): an efficiency factor, a
 *  latency in seconds or a rate, labelled "measured (source)" or "assumed (why)". */
struct SourcedValue
{
    double value = 0;
    bool measured = false;
    QString source;
    bool userSet = false; // set by the user for one deployment (engineconstants.h)
    bool calibrated = false; // fitted to the user's measurements: source names the files

    QString label() const; // translated, as SourcedBytes::label()
    Explanation labelTerms() const;
};

/** Kinds of GPU whose engines reach different fractions of the datasheet (FORMULAS.md 5). */
enum class GpuClass {
    Datacenter, // HBM: A100, H100, H200, B200, MI300X
    Workstation, // GDDR: GeForce, RTX Ada / Blackwell workstation cards, L4, L40S
    Unified, // Apple M-series unified memory
};

GpuClass gpuClassOf(bool unifiedMemory, const QString &memoryType); // HBM* = datacenter
QString gpuClassName(GpuClass gpuClass); // translated

/** Efficiency factors of one engine on one class of GPU. Decode time per step is
 *  weights and KV read / (bandwidth x MBU) or FLOPs / (peak x MFU), plus a fixed step overhead. */
struct SpeedEfficiency
{
    SourcedValue bandwidth16Bit; // MBU for 16-bit and 8-bit weights
    SourcedValue bandwidthQuantized; // MBU for weights of 6 bits or fewer (dequantising kernels)
    SourcedValue computePrefill; // MFU of a 16-bit prefill of >= 1k tokens at TP 1-2
    SourcedValue computeDecode; // MFU of the batched decode GEMMs
    SourcedValue stepOverheadSeconds; // scheduler, sampling, launch per decode step
};

/** Where a cold replica loads its weights from (cold start, scale from zero). */
enum class WeightSource { LocalNvme, NetworkVolume, ObjectStorage };

QString weightSourceId(WeightSource source); // "nvme", "network", "object"
QString weightSourceName(WeightSource source); // translated
std::optional<WeightSource> weightSourceFromId(QStringView id);

/** How one engine spends GPU memory and time. Every constant is editable. */
struct EngineProfile
{
    EngineKind kind = EngineKind::Vllm;
    MemoryBudgetBase budgetBase = MemoryBudgetBase::Total;
    double memoryFraction = 0.9;
    Explanation memoryFractionSource; // where the fraction comes from, translated when read
    bool preallocatesKv = true; // carves the whole pool at start-up
    /** Hands KV blocks to a sequence as it grows (vLLM, SGLang: preempting when the pool runs
     *  out), so sequences of mean length share the pool; false: each reserves its full length
     *  on admission (TensorRT-LLM's GUARANTEED_NO_EVICT, llama.cpp slots). */
    bool kvBlocksOnDemand = false;
    bool activationsInsideBudget = true; // vLLM: profiled peak is taken out of the budget
    SourcedBytes activationPeakDense; // profiling-run peak, per GPU
    SourcedBytes activationPeakMoe;
    SourcedBytes nonTorchTp1; // CUDA context, cuBLAS workspaces
    SourcedBytes nonTorchMultiGpu; // + NCCL buffers at TP/PP >= 2
    SourcedBytes cudaGraphs; // captured after the pool: comes out of the reserve
    int blockTokens = 16; // paged-KV block; 0 or 1 = contiguous
    double activationBytesPerTokenPerHidden = 0; // transformers / llama.cpp: batch x tokens x d x this
    /** Prefill MLP intermediates: batch x tokens x intermediate x this (gate, up and their
     *  product live at once in 16-bit: 3 x 2 B); 0 = not modelled (engines that chunk prefill). */
    double activationBytesPerTokenPerIntermediate = 0;
    double logitsBytesPerVocab = 0; // transformers: fp32 logits of the last token, per sequence
    int gpuLayers = -1; // llama.cpp n_gpu_layers: layers on the GPUs, -1 = all

    // Speed (FORMULAS.md section 5, docs/estimation.md "Speed")
    SpeedEfficiency datacenterSpeed;
    SpeedEfficiency workstationSpeed;
    SpeedEfficiency unifiedSpeed;
    SourcedValue largeTpBandwidthScale; // x MBU at TP >= 4 (0.50 / 0.60 in published runs)
    SourcedValue derivedPrefillCompute; // MFU for FP8, short (< 1k) prompts or TP >= 4
    SourcedValue moeBandwidthScale; // x MBU on routed-expert reads (small scattered GEMVs)
    SourcedValue schedulingEfficiency; // x aggregate throughput at >= 2 sequences (imbalance)
    SourcedValue hostOverheadPerLayerSeconds; // CPU launch time per layer (eager PyTorch)
    /** CPU time per running sequence per decode step (append the token, check stops,
     *  detokenize, stream a chunk), which the overlap schedulers run beside the GPU's step: the
     *  step takes at least this x the sequences decoding. */
    SourcedValue hostSecondsPerSequence;
    SourcedValue allReduceLatencyNvlinkSeconds; // alpha per all-reduce over NVLink
    SourcedValue allReduceLatencyPcieSeconds; // alpha per all-reduce over PCIe
    SourcedValue allReduceLatencyNetworkSeconds; // alpha per collective between nodes
    /** Expert parallelism: fixed latency of one all-to-all (dispatch or combine: two per MoE
     *  layer), routing and permutation kernels included. */
    SourcedValue allToAllLatencySeconds;
    /** x MBU on routed-expert reads with expert parallelism (whole experts on a GPU), in place
     *  of the large-TP and MoE scales of sliced experts. */
    SourcedValue expertParallelBandwidthScale;
    SourcedValue pipelineHopSeconds; // fixed latency of one pipeline-stage hand-over
    SourcedValue startupSeconds; // process start, graph capture, warm-up (cold start)
    // Load (FORMULAS.md section 9, docs/estimation.md "Speed under load")
    SourcedValue requestOverheadSeconds; // TTFT floor: HTTP, tokenising, scheduling, streaming
    /** The same for a request that finds the replica idle (nothing running: no step in flight
     *  to wait for, the scheduler at once on it); at most requestOverheadSeconds. */
    SourcedValue requestOverheadIdleSeconds;
    /** Share of the other running users' prefills a new request waits behind (closed loop:
     *  benchmark clients start together and stay in step, so arrivals come in waves). */
    SourcedValue prefillQueueShare;
    SourcedValue moePrefillScale; // x prefill MFU for MoE models (grouped GEMMs, routing)
    /** Eager attention (transformers): KV bytes moved per step = KV x max(1, this x heads /
     *  KV heads), as repeat_kv expands K and V to every query head and the cache is copied;
     *  0 = paged / flash kernels that read the cache once. */
    SourcedValue kvGqaExpansionReads;
    bool pipelinesMicroBatches = true; // PP stages work on different micro-batches at once
    int maxBatchSize = 256; // most sequences one replica schedules at once
    int prefillChunkTokens = 8192; // tokens per step, prompt and decode (chunked prefill budget)
    double hostExpertFraction = 0; // MoE: share of routed experts kept in host memory
    QStringList userSetParameters; // ids of engineConstants() the deployment overrides
    // the project's calibration for this GPU x engine (plan/calibration.h), if one applies
    QString calibrationId;
    QString calibrationSource; // calibrationSourceText(): files and date
    QStringList calibratedParameters; // ids it set (a deployment's own override wins)

    const SpeedEfficiency &speed(GpuClass gpuClass) const;
    SpeedEfficiency &speed(GpuClass gpuClass);
};

/** Weight load throughput of a source (bytes/s), labelled with its basis. */
SourcedValue weightSourceBytesPerSecond(WeightSource source);

/** The defaults of an engine, each constant labelled with its source. */
const EngineProfile &defaultEngineProfile(EngineKind engine); // built once

} // namespace Headroom
