#include "estimate/engineprofile.h"

#include "units/bytes.h"

#include <QCoreApplication>

#include <utility>

namespace Headroom {

namespace {

Explanation sourceLabel(bool measured, bool userSet, bool calibrated, const QString &source)
{
    if (userSet)
        return {"Headroom::Estimate", QT_TRANSLATE_NOOP("Headroom::Estimate", "set by the user")};
    if (calibrated)
        return {"Headroom::Estimate",
                QT_TRANSLATE_NOOP("Headroom::Estimate", "calibrated (%1)"),
                {source}};
    // the built-in sources are QT_TRANSLATE_NOOP literals of Headroom::EngineSource
    const Explanation where = Explanation::lookup("Headroom::EngineSource", source);
    if (measured)
        return {"Headroom::Estimate",
                QT_TRANSLATE_NOOP("Headroom::Estimate", "measured (%1)"),
                {where}};
    return {"Headroom::Estimate", QT_TRANSLATE_NOOP("Headroom::Estimate", "assumed (%1)"), {where}};
}

SourcedBytes measured(double gib, const char *source)
{
    return {fromGiB(gib), true, QString::fromUtf8(source)};
}

SourcedBytes assumed(double gib, const char *why)
{
    return {fromGiB(gib), false, QString::fromUtf8(why)};
}

constexpr const char *kVllmLog
        = QT_TRANSLATE_NOOP("Headroom::EngineSource",
                            "vLLM 0.11 start-up log, H100, Llama-3.1-8B (FORMULAS.md 3)");

SourcedValue fact(double value, const char *source)
{
    return {value, true, QString::fromUtf8(source)};
}

SourcedValue guess(double value, const char *why)
{
    return {value, false, QString::fromUtf8(why)};
}

constexpr const char *kQwenVllm
        = QT_TRANSLATE_NOOP("Headroom::EngineSource",
                            "Qwen2.5 speed benchmark, vLLM on A100 80GB, 7B-72B rows: "
                            "time per token vs weight bytes (docs/estimation.md Speed)");
constexpr const char *kQwenHf
        = QT_TRANSLATE_NOOP("Headroom::EngineSource",
                            "Qwen2.5 speed benchmark, transformers on A100 80GB, 0.5B-32B "
                            "rows: ~0.9 ms per layer (docs/estimation.md Speed)");
constexpr const char *kLlamaCpp
        = QT_TRANSLATE_NOOP("Headroom::EngineSource",
                            "llama.cpp Llama-3 8B/70B batch-1 decode, XiongjieDai "
                            "GPU-Benchmarks-on-LLM-Inference, per GPU class fit");

constexpr const char *kVllmIdle
        = QT_TRANSLATE_NOOP("Headroom::EngineSource",
                            "vLLM 0.11, Qwen3-8B on one H100, concurrency 1: TTFT 59 ms "
                            "(GPUStack performance lab)");
constexpr const char *kNimIdle
        = QT_TRANSLATE_NOOP("Headroom::EngineSource",
                            "NVIDIA NIM 1.8 (TensorRT-LLM), Llama-3.3-70B FP8 on 2 x H100, "
                            "500-token prompts, concurrency 1: TTFT 47.8 ms, 43.9 ms of it "
                            "the prefill");
constexpr const char *kServingPoints
        = QT_TRANSLATE_NOOP("Headroom::EngineSource",
                            "932 closed-loop serving points, vLLM / SGLang / "
                            "TensorRT-LLM on H100, H200, B200 (ai-dynamo/"
                            "aiconfigurator silicon_sample @095f58a5): fitted");

constexpr const char *kServingPointsEp = QT_TRANSLATE_NOOP(
        "Headroom::EngineSource",
        "the 115 expert-parallel rows of the 932 serving points (TensorRT-LLM Qwen3-235B-FP8 "
        "on 4 and 8 H100 at EP4/EP8, SGLang Qwen3.5-397B on 4 B200 at EP4, vLLM Qwen3-235B on "
        "2 H200 at EP2): fitted");

constexpr const char *kLlamaCppPrompt
        = QT_TRANSLATE_NOOP("Headroom::EngineSource",
                            "llama.cpp pp1024 prompt rows, XiongjieDai: GeForce "
                            "and RTX cards reach ~0.85 of the catalog's "
                            "FP32-accumulate figure (FP16 accumulation is 2x that), "
                            "A100/H100 ~0.25 of BF16 peak");

/** The speed constants shared by the engines that batch continuously (vLLM, SGLang, TRT-LLM). */
void servingEngineSpeed(EngineProfile &p, double stepOverheadSeconds, const char *overheadSource)
{
    p.datacenterSpeed
            = {fact(0.70, kQwenVllm), fact(0.52, kQwenVllm),
               fact(0.60,
                    QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                      "FORMULAS.md 5: prefill MFU ~0.6, FP16, >= 1k tokens")),
               guess(0.50,
                     QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                       "batched decode GEMMs, a little below prefill")),
               fact(stepOverheadSeconds, overheadSource)};
    p.workstationSpeed
            = {guess(0.75,
                     QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                       "GDDR cards reach more of their datasheet (FORMULAS.md 5)")),
               guess(0.55,
                     QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                       "as the datacenter figure, dequantising kernels")),
               guess(0.50,
                     QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                       "FORMULAS.md 5 prefill MFU, lower clocks under load")),
               guess(0.45, QT_TRANSLATE_NOOP("Headroom::EngineSource", "batched decode GEMMs")),
               fact(stepOverheadSeconds, overheadSource)};
    p.unifiedSpeed = p.workstationSpeed;
    p.largeTpBandwidthScale
            = fact(1.0,
                   QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                     "932 serving points: with the all-reduce latency x log2 TP, "
                                     "TP4-8 rows need no lower MBU (FORMULAS.md 5's 0.83 was "
                                     "that latency)"));
    p.derivedPrefillCompute
            = fact(0.45,
                   QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                     "FORMULAS.md 5: prefill MFU ~0.45 for FP8, short "
                                     "prompts or TP >= 4"));
    p.moeBandwidthScale
            = fact(0.42,
                   QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                     "FORMULAS.md 5: MoE at batch 1 reaches ~25% of the "
                                     "active-parameter roofline (0.25 / 0.60)"));
    p.schedulingEfficiency
            = guess(0.90,
                    QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                      "continuous batching; seeds cite up to 40% of GPU time "
                                      "lost to length variance with static batches"));
    p.hostOverheadPerLayerSeconds
            = guess(0,
                    QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                      "CUDA graphs: no per-layer launch from Python"));
    p.allReduceLatencyNvlinkSeconds
            = fact(8e-6,
                   QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                     "FORMULAS.md 5: alpha ~5-10 us per all-reduce; "
                                     "per tree step (x log2 TP): 932 serving points"));
    p.allReduceLatencyPcieSeconds
            = guess(20e-6,
                    QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                      "PCIe peer-to-peer, about twice NVLink's"));
    p.allReduceLatencyNetworkSeconds
            = guess(10e-6,
                    QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                      "NCCL across InfiniBand nodes: a few us of RDMA "
                                      "per step of the all-reduce's tree (x log2 TP)"));
    // fitted together on the EP rows, with the all-reduce latency x log2 TP (TPOT median error
    // 11.3 %, signed +4.9 %); 1 = whole experts read at the dense MBU, no scattered-slice penalty
    p.allToAllLatencySeconds = fact(22e-6, kServingPointsEp);
    p.hostSecondsPerSequence
            = fact(50e-6,
                   QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                     "932 serving points: the streamed output rate B / TPOT "
                                     "stops growing with TP at 13-22 k tokens/s per replica "
                                     "(TensorRT-LLM Llama-8B on H100 at TP4 and TP8, SGLang "
                                     "Llama-8B on H200): the overlap schedulers' CPU work per "
                                     "sequence (SGLang event_loop_overlap, TensorRT-LLM "
                                     "disable_overlap_scheduler=False, vLLM V1's output "
                                     "processing) outlasts the GPU's step"));
    p.expertParallelBandwidthScale = fact(1.0, kServingPointsEp);
    p.pipelineHopSeconds = guess(50e-6,
                                 QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                                   "one send/receive between stages"));
    p.kvGqaExpansionReads = guess(0,
                                  QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                                    "paged attention reads the cache once"));
    p.pipelinesMicroBatches = true;
    p.moePrefillScale = fact(0.41, kServingPoints);
}

} // namespace

QString SourcedValue::label() const
{
    return labelTerms().text();
}

Explanation SourcedValue::labelTerms() const
{
    return sourceLabel(measured, userSet, calibrated, source);
}

GpuClass gpuClassOf(bool unifiedMemory, const QString &memoryType)
{
    if (unifiedMemory)
        return GpuClass::Unified;
    return memoryType.startsWith(u"HBM", Qt::CaseInsensitive) ? GpuClass::Datacenter
                                                              : GpuClass::Workstation;
}

QString gpuClassName(GpuClass gpuClass)
{
    switch (gpuClass) {
    case GpuClass::Datacenter:
        return QCoreApplication::translate("Headroom::Estimate", "datacenter (HBM)");
    case GpuClass::Workstation:
        return QCoreApplication::translate("Headroom::Estimate", "workstation (GDDR)");
    case GpuClass::Unified:
        return QCoreApplication::translate("Headroom::Estimate", "unified memory");
    }
    return {};
}

QString weightSourceId(WeightSource source)
{
    switch (source) {
    case WeightSource::LocalNvme: return QStringLiteral("nvme");
    case WeightSource::NetworkVolume: return QStringLiteral("network");
    case WeightSource::ObjectStorage: return QStringLiteral("object");
    }
    return {};
}

QString weightSourceName(WeightSource source)
{
    switch (source) {
    case WeightSource::LocalNvme:
        return QCoreApplication::translate("Headroom::Estimate", "local NVMe");
    case WeightSource::NetworkVolume:
        return QCoreApplication::translate("Headroom::Estimate", "network volume");
    case WeightSource::ObjectStorage:
        return QCoreApplication::translate("Headroom::Estimate", "object storage");
    }
    return {};
}

std::optional<WeightSource> weightSourceFromId(QStringView id)
{
    for (WeightSource s :
         {WeightSource::LocalNvme, WeightSource::NetworkVolume, WeightSource::ObjectStorage}) {
        if (id == weightSourceId(s))
            return s;
    }
    return std::nullopt;
}

SourcedValue weightSourceBytesPerSecond(WeightSource source)
{
    switch (source) {
    case WeightSource::LocalNvme:
        return guess(2.5e9,
                     QT_TRANSLATE_NOOP(
                             "Headroom::EngineSource",
                             "safetensors from a PCIe 4 NVMe drive: ~2-3 GB/s of its ~7 GB/s"));
    case WeightSource::NetworkVolume:
        return guess(0.4e9,
                     QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                       "cloud network volume / NFS: ~0.2-0.8 GB/s"));
    case WeightSource::ObjectStorage:
        return guess(0.15e9,
                     QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                       "object storage, single stream: ~0.1-0.2 GB/s"));
    }
    return {};
}

const SpeedEfficiency &EngineProfile::speed(GpuClass gpuClass) const
{
    switch (gpuClass) {
    case GpuClass::Datacenter: return datacenterSpeed;
    case GpuClass::Workstation: return workstationSpeed;
    case GpuClass::Unified: break;
    }
    return unifiedSpeed;
}

SpeedEfficiency &EngineProfile::speed(GpuClass gpuClass)
{
    return const_cast<SpeedEfficiency &>(std::as_const(*this).speed(gpuClass));
}

QString SourcedBytes::label() const
{
    return labelTerms().text();
}

Explanation SourcedBytes::labelTerms() const
{
    return sourceLabel(measured, userSet, calibrated, source);
}

namespace {

/** Where an engine's default memory fraction comes from: `source` of Headroom::Estimate with
 *  the fraction as %1. */
Explanation fractionSource(const char *source, double fraction)
{
    return {"Headroom::Estimate", source, {fraction}};
}

/** vLLM's defaults. */
void setVllmDefaults(EngineProfile &p)
{
    p.memoryFraction = 0.9;
    p.memoryFractionSource
            = fractionSource(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                               "vLLM gpu_memory_utilization default %1"),
                             0.9);
    p.activationPeakDense = measured(4.76, kVllmLog);
    p.activationPeakMoe
            = measured(7.4,
                       QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                         "vLLM 0.11 logs of MoE models (FORMULAS.md 3)"));
    p.nonTorchTp1 = measured(0.13, kVllmLog);
    p.nonTorchMultiGpu
            = measured(0.55,
                       QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                         "vLLM 0.11 logs at TP>=2, NCCL (FORMULAS.md 3)"));
    p.cudaGraphs = assumed(0.3,
                           QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                             "a few hundred MiB (FORMULAS.md 3)"));
    p.blockTokens = 16;
    servingEngineSpeed(p, 1.5e-3, kQwenVllm);
    p.maxBatchSize = 256; // max_num_seqs
    p.kvBlocksOnDemand = true;
    p.prefillChunkTokens = 8192; // max_num_batched_tokens, API server default
    p.startupSeconds
            = guess(45,
                    QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                      "vLLM start-up: profiling, torch.compile, CUDA graphs"));
    p.requestOverheadSeconds = fact(0.061, kServingPoints);
    // alone as loaded: vLLM 0.11, Qwen3-8B BF16 on one H100, ShareGPT prompts (~233
    // tokens) at concurrency 1: TTFT 59 ms mean, 64 ms at 4 (gpustack/gpustack
    // docs/performance-lab/qwen3-8b/h100-latency.md)
    p.requestOverheadIdleSeconds = fact(0.061, kVllmIdle);
    p.prefillQueueShare = fact(0.057, kServingPoints);
}

/** TensorRT-LLM's defaults. */
void setTensorRtLlmDefaults(EngineProfile &p)
{
    p.budgetBase = MemoryBudgetBase::FreeAfterLoad;
    p.memoryFraction = 0.9;
    p.memoryFractionSource
            = fractionSource(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                               "TensorRT-LLM free_gpu_memory_fraction default %1"),
                             0.9);
    p.activationPeakDense
            = assumed(4.0,
                      QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                        "engine activation buffers, like vLLM's peak"));
    p.activationPeakMoe = assumed(6.0,
                                  QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                                    "engine activation buffers, MoE"));
    p.nonTorchTp1 = assumed(0.3,
                            QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                              "CUDA context and cuBLAS workspace"));
    p.nonTorchMultiGpu = assumed(0.7, QT_TRANSLATE_NOOP("Headroom::EngineSource", "+ NCCL buffers"));
    p.cudaGraphs = {};
    p.blockTokens = 32; // tokens_per_block default
    servingEngineSpeed(p, 0.5e-3,
                       QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                         "C++ in-flight batching runtime (assumed below vLLM's)"));
    p.datacenterSpeed.stepOverheadSeconds.measured = false;
    p.workstationSpeed.stepOverheadSeconds.measured = false;
    p.unifiedSpeed.stepOverheadSeconds.measured = false;
    p.maxBatchSize = 2048; // max_batch_size default
    p.prefillChunkTokens = 8192; // max_num_tokens default
    p.startupSeconds = guess(30,
                             QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                               "loading a built engine, warm-up"));
    p.requestOverheadSeconds = fact(0.132, kServingPoints);
    p.requestOverheadIdleSeconds = fact(0.004, kNimIdle);
    p.prefillQueueShare = fact(0.074, kServingPoints);
}

/** SGLang's defaults. */
void setSgLangDefaults(EngineProfile &p)
{
    p.memoryFraction = 0.88;
    p.memoryFractionSource
            = fractionSource(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                               "SGLang mem_fraction_static default about %1"),
                             0.88);
    p.activationsInsideBudget = false; // activations and graphs live in 1 - fraction
    p.activationPeakDense = assumed(4.8,
                                    QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                                      "as vLLM's profiled peak"));
    p.activationPeakMoe = assumed(7.4,
                                  QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                                    "as vLLM's profiled peak, MoE"));
    p.nonTorchTp1 = assumed(0.13, QT_TRANSLATE_NOOP("Headroom::EngineSource", "as vLLM"));
    p.nonTorchMultiGpu = assumed(0.55, QT_TRANSLATE_NOOP("Headroom::EngineSource", "as vLLM"));
    p.cudaGraphs = assumed(0.3, QT_TRANSLATE_NOOP("Headroom::EngineSource", "a few hundred MiB"));
    p.blockTokens = 1; // token-level radix cache
    servingEngineSpeed(p, 1.0e-3,
                       QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                         "SGLang overlap scheduler (assumed below vLLM's)"));
    p.datacenterSpeed.stepOverheadSeconds.measured = false;
    p.workstationSpeed.stepOverheadSeconds.measured = false;
    p.unifiedSpeed.stepOverheadSeconds.measured = false;
    p.maxBatchSize = 1024; // max_running_requests, sized from memory
    p.kvBlocksOnDemand = true;
    p.prefillChunkTokens = 8192; // chunked_prefill_size
    p.startupSeconds = guess(40,
                             QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                               "SGLang start-up: weights, CUDA graphs"));
    p.requestOverheadSeconds = fact(0.214, kServingPoints);
    p.requestOverheadIdleSeconds
            = guess(0.214,
                    QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                      "as under load: no single-request SGLang measurement"));
    p.prefillQueueShare = fact(0.371, kServingPoints);
}

/** llama.cpp's defaults. */
void setLlamaCppDefaults(EngineProfile &p)
{
    p.budgetBase = MemoryBudgetBase::None;
    p.memoryFraction = 1.0;
    p.memoryFractionSource = {"Headroom::Estimate",
                              QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                "llama.cpp: no pre-allocation")};
    p.preallocatesKv = true; // allocates KV for n_ctx at load
    p.activationPeakDense
            = assumed(0.5,
                      QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                        "compute buffer, grows with n_ubatch and vocab"));
    p.activationPeakMoe = assumed(0.7,
                                  QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                                    "compute buffer, MoE"));
    p.nonTorchTp1 = assumed(0.3, QT_TRANSLATE_NOOP("Headroom::EngineSource", "CUDA context"));
    p.nonTorchMultiGpu = assumed(0.3,
                                 QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                                   "CUDA context per device"));
    p.blockTokens = 256; // n_ctx is padded to 256
    servingEngineSpeed(p, 0, "");
    p.hostSecondsPerSequence
            = guess(0,
                    QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                      "llama-server's C++ loop: its work per sequence is "
                                      "taken as hidden under the GPU's step"));
    p.datacenterSpeed = {fact(0.52, kLlamaCpp), fact(0.52, kLlamaCpp), fact(0.25, kLlamaCppPrompt),
                         guess(0.35,
                               QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                                 "llama.cpp batched decode")),
                         fact(3.2e-3, kLlamaCpp)};
    p.workstationSpeed = {fact(0.80, kLlamaCpp), fact(0.80, kLlamaCpp), fact(0.85, kLlamaCppPrompt),
                          guess(0.35,
                                QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                                  "llama.cpp batched decode")),
                          fact(2.0e-3, kLlamaCpp)};
    p.unifiedSpeed = {fact(0.75, kLlamaCpp), fact(0.75, kLlamaCpp),
                      guess(0.45,
                            QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                              "llama.cpp prompt processing, Metal")),
                      guess(0.35,
                            QT_TRANSLATE_NOOP("Headroom::EngineSource", "llama.cpp batched decode")),
                      fact(4.0e-3, kLlamaCpp)};
    p.pipelineHopSeconds
            = fact(0.3e-3,
                   QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                     "llama.cpp layer split: ~0.2-0.9 ms more per added "
                                     "GPU in the multi-GPU rows (XiongjieDai)"));
    p.pipelinesMicroBatches = false; // layer split runs the GPUs in turn
    p.maxBatchSize = 4; // llama-server --parallel slots
    p.prefillChunkTokens = 2048; // n_batch
    p.startupSeconds = guess(5,
                             QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                               "mmap of the GGUF file, context creation"));
    p.requestOverheadSeconds
            = guess(0.01,
                    QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                      "llama-server HTTP and tokenising, no load data"));
    p.requestOverheadIdleSeconds = p.requestOverheadSeconds;
    p.prefillQueueShare
            = guess(0.5,
                    QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                      "one prompt at a time: half the others on average"));
}

/** Hugging Face transformers's defaults. */
void setTransformersDefaults(EngineProfile &p)
{
    p.budgetBase = MemoryBudgetBase::None;
    p.memoryFraction = 1.0;
    p.memoryFractionSource = {"Headroom::Estimate",
                              QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                "transformers: no pre-allocation")};
    p.preallocatesKv = false;
    p.activationPeakDense = assumed(0.25,
                                    QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                                      "allocator fragmentation and workspaces"));
    p.activationPeakMoe = assumed(0.5,
                                  QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                                    "allocator fragmentation and workspaces, MoE"));
    p.nonTorchTp1 = assumed(0.4,
                            QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                              "CUDA context and PyTorch allocator"));
    p.nonTorchMultiGpu = assumed(0.6, QT_TRANSLATE_NOOP("Headroom::EngineSource", "+ NCCL"));
    p.blockTokens = 0;
    p.activationBytesPerTokenPerHidden = 4; // prefill residual + normed input, 16-bit
    p.activationBytesPerTokenPerIntermediate = 6; // gate, up, act(gate) x up, 16-bit
    p.logitsBytesPerVocab = 4; // fp32 logits of the last position
    servingEngineSpeed(p, 0, "");
    p.hostSecondsPerSequence
            = guess(0,
                    QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                      "static batches: one generate() loop for the batch"));
    p.datacenterSpeed
            = {guess(0.60,
                     QT_TRANSLATE_NOOP("Headroom::EngineSource", "FORMULAS.md 5 decode MBU 0.60")),
               guess(0.35,
                     QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                       "AWQ / GPTQ kernels in eager PyTorch")),
               guess(0.50, QT_TRANSLATE_NOOP("Headroom::EngineSource", "eager PyTorch prefill")),
               guess(0.40, QT_TRANSLATE_NOOP("Headroom::EngineSource", "eager decode")),
               guess(0,
                     QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                       "per-layer launch time covers the step"))};
    p.workstationSpeed = p.datacenterSpeed;
    p.unifiedSpeed = p.datacenterSpeed;
    p.hostOverheadPerLayerSeconds = fact(0.9e-3, kQwenHf);
    p.kvGqaExpansionReads
            = fact(3.7,
                   QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                     "Qwen2.5 speed benchmark, transformers, 6k-30k token "
                                     "inputs on A100 80GB: time per token grows ~3.7 x "
                                     "heads / KV heads x the KV bytes"));
    p.schedulingEfficiency
            = guess(0.60,
                    QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                      "static batches: seeds cite up to 40% of GPU time "
                                      "lost to length variance and synchronisation"));
    p.pipelinesMicroBatches = false; // device_map="auto" runs the GPUs in turn
    p.maxBatchSize = 64;
    p.prefillChunkTokens = 1 << 20; // whole prompts, no chunking
    p.startupSeconds = guess(10,
                             QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                               "Python import and model construction"));
    p.requestOverheadSeconds = guess(0.01,
                                     QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                                       "a Python request loop, no load data"));
    p.requestOverheadIdleSeconds = p.requestOverheadSeconds;
    p.prefillQueueShare = guess(0.5,
                                QT_TRANSLATE_NOOP("Headroom::EngineSource",
                                                  "static batches: half the others on average"));
}

/** An engine's built-in profile: its defaults, each with its source. */
EngineProfile buildDefaultProfile(EngineKind engine)
{
    EngineProfile p;
    p.kind = engine;
    switch (engine) {
    case EngineKind::Vllm: setVllmDefaults(p); break;
    case EngineKind::TensorRtLlm: setTensorRtLlmDefaults(p); break;
    case EngineKind::SgLang: setSgLangDefaults(p); break;
    case EngineKind::LlamaCpp: setLlamaCppDefaults(p); break;
    case EngineKind::Transformers: setTransformersDefaults(p); break;
    }
    return p;
}

} // namespace

const EngineProfile &defaultEngineProfile(EngineKind engine)
{
    // built once: every estimate starts from these, and copies share their strings
    static const QList<EngineProfile> profiles = [] {
        QList<EngineProfile> all;
        for (EngineKind kind : allEngines())
            all.append(buildDefaultProfile(kind));
        return all;
    }();
    for (const EngineProfile &p : profiles) {
        if (p.kind == engine)
            return p;
    }
    return profiles.first(); // allEngines() lists every kind
}

} // namespace Headroom
