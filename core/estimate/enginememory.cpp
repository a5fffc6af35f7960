#include "estimate/enginememory.h"

#include "estimate/engineeras_p.h"
#include "estimate/estimateterms.h"
#include "estimate/parallelsplit.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>

// The engines' start-up rules, read in their own source (docs/estimation.md "Engine memory"
// cites file and version for each): what the engine takes for its profiled activations, CUDA
// libraries and CUDA graphs, and how vLLM pads MXFP4 experts as it loads them. The defaults it
// derives for the token budget per step, the sequences per replica and the memory fraction are
// in engineruntime.cpp.

namespace Headroom {

namespace {

using Term = Explanation::Term;

using EstimateTerms::gib;
using EstimateTerms::say;
using namespace EngineEras;

bool lastStage(const Configuration &config, int stage)
{
    return stage == std::max(config.pipelineParallel, 1) - 1;
}

std::int64_t paddedVocab(const ModelSpec &model)
{
    return (std::int64_t(model.vocab) + 63) / 64 * 64;
}

// --- vLLM -------------------------------------------------------------------------------------

/** The largest activations of one layer's forward pass over `tokens` tokens on one GPU, in the
 *  16-bit activation dtype (gpu_model_runner.py profile_run: the compiled model, no attention
 *  metadata, so no attention scores): the residual and hidden states, and the widest of the
 *  attention projections and the MLP (gate/up and its product; fused_moe's caches for routed
 *  experts). */
double forwardBytes(const ModelSpec &model, const Configuration &config, std::int64_t tokens)
{
    const double t = double(tokens);
    const double h = model.hidden;
    const double tp = std::max(config.tensorParallel, 1);
    const double headDim = model.headDim > 0 ? model.headDim : h / std::max(model.heads, 1);
    const double attention = (model.heads * 2.0 + model.kvHeads * 2.0) * headDim / tp + h;
    double widest = std::max(attention, 3.0 * model.intermediate / tp);
    if (model.isMoe()) {
        const int ep = std::max(config.expertParallel, 1);
        const double expert = double(model.moe.expertIntermediate) / (ep > 1 ? 1.0 : tp);
        const double k = model.moe.expertsPerToken;
        // fused_moe: cache13 (T k max(2 I, h)) and cache2 (T k I) at once; the router's logits
        const double routed = k * (std::max(2 * expert, h) + expert) + model.moe.experts * 2.0;
        const double shared = model.moe.sharedExperts > 0 ? 3.0
                        * (model.moe.sharedExpertIntermediate > 0
                                   ? model.moe.sharedExpertIntermediate
                                   : double(model.moe.expertIntermediate) * model.moe.sharedExperts)
                        / tp
                                                          : 0.0;
        widest = std::max(widest, routed + shared);
    }
    return t * 2.0 * (3 * h + widest);
}

/** The CUDA graphs captured for r.cudaGraphSizes batch sizes, measured on vLLM's start-up logs
 *  ("Graph capturing finished ... took X GiB"): ~0.28 MiB per layer of the stage and captured
 *  size (dense), ~0.6 MiB with routed experts; TensorRT-LLM's graphs are counted alike. */
void capturedGraphs(const ModelSpec &model, const Configuration &config, const EngineRuntime &r,
                    int stage, bool explain, EngineBuffers &b)
{
    const double perGraph = model.isMoe() ? 0.6 : 0.28;
    const int layers = layersOfStage(model.layers, config.pipelineParallel, stage);
    b.cudaGraphs = std::int64_t(perGraph * double(kMiB) * double(layers) * r.cudaGraphSizes);
    if (explain)
        b.cudaGraphTerms = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                 "%1 captured sizes x %2 layers x %3 MiB "
                                                 "(fitted on start-up logs) = %4 GiB"),
                               {r.cudaGraphSizes, layers, perGraph, gib(b.cudaGraphs)});
}

void vllmBuffers(const ModelSpec &model, const Configuration &config, const EngineRuntime &r,
                 int stage, bool explain, EngineBuffers &b)
{
    const VllmEra &era = eraOf(kVllmEras, r);
    const std::int64_t tokens = r.maxBatchedTokens;
    const auto forward = std::int64_t(forwardBytes(model, config, tokens));
    std::int64_t peak = forward;
    if (explain)
        b.activationTerms = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                  "vLLM %1 profile run: %2 tokens per step through "
                                                  "the model = %3 GiB"),
                                {r.version, tokens, gib(forward)});
    if (lastStage(config, stage)) {
        // _dummy_sampler_run: logits of min(T, S) sequences over the padded vocabulary
        const std::int64_t rows = std::min(r.maxBatchedTokens, r.maxSequences);
        const auto sampler = std::int64_t(double(rows) * double(paddedVocab(model))
                                          * era.samplerBytesPerLogit)
                + tokens * model.hidden * 2;
        if (era.v0) {
            peak = forward + sampler; // the logits beside the forward's activations
            if (explain)
                b.activationTerms += say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                           " + %1 sequences x vocabulary %2 x %3 B "
                                                           "of logits = %4 GiB"),
                                         {rows, paddedVocab(model), era.samplerBytesPerLogit,
                                          gib(peak)});
        } else {
            peak = std::max(forward, sampler);
            if (explain)
                b.activationTerms
                        += say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                 "; sampler run: %1 sequences x "
                                                 "vocabulary %2 x %3 B (logits, top-k/"
                                                 "top-p) = %4 GiB; the peak is the larger: "
                                                 "%5 GiB"),
                               {rows, paddedVocab(model), era.samplerBytesPerLogit, gib(sampler),
                                gib(peak)});
        }
    }
    b.activationPeak = peak;
    const bool multi = config.gpusPerReplica() > 1;
    // non-torch memory the profile measures: CUDA libraries (~0.13 GiB in the logs), and NCCL
    // where it was set up after the snapshot (0.55 GiB at TP >= 2 in v0.10 logs)
    b.nonTorch = fromGiB(era.v0 ? 0.3 : (multi && era.ncclInBudget ? 0.55 : 0.13));
    if (explain)
        b.nonTorchTerms = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                "vLLM %1: CUDA libraries%2 (start-up logs)"),
                              {r.version,
                               multi && era.ncclInBudget
                                       ? say(QT_TRANSLATE_NOOP("Headroom::Estimate", " and NCCL"))
                                       : Explanation()});
    // the CUDA context and, from v0.11, NCCL: in use, outside the budget, in the memory the
    // fraction leaves (V1 refuses to start when free memory is below the budget: "Free memory on
    // device ... is less than desired GPU memory utilization"); V0 did not check
    b.outsideBudget = era.v0 ? 0 : fromGiB(0.45) + (multi && !era.ncclInBudget ? fromGiB(0.42) : 0);
    if (r.cudaGraphs) {
        capturedGraphs(model, config, r, stage, explain, b);
        b.graphsInBudget = era.graphsInBudget;
    }
}

// --- SGLang -----------------------------------------------------------------------------------

void sglangBuffers(const ModelSpec &model, const Configuration &config, const EngineRuntime &r,
                   int stage, bool explain, EngineBuffers &b)
{
    // nothing is pre-allocated for them: activations and CUDA graphs use the memory the static
    // fraction leaves (model_runner profile_max_num_token)
    b.activationPeak = std::int64_t(forwardBytes(model, config, r.maxBatchedTokens));
    if (lastStage(config, stage))
        b.activationPeak += std::int64_t(std::min(r.maxBatchedTokens, 1 << 12)) * paddedVocab(model)
                * 4 / 8; // fp32 logits of the chunk's last tokens (assumed: an eighth)
    if (explain)
        b.activationTerms = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                  "SGLang %1: a chunk of %2 tokens through the "
                                                  "model = %3 GiB (from the memory the static "
                                                  "fraction leaves)"),
                                {r.version, r.maxBatchedTokens, gib(b.activationPeak)});
    b.nonTorch = fromGiB(0.13);
    if (explain)
        b.nonTorchTerms = say(QT_TRANSLATE_NOOP("Headroom::Estimate", "CUDA libraries, as vLLM's"));
    // free memory before the weights load = capacity - CUDA context and NCCL: 21.63 of 22.05
    // GiB on an L4 at TP 4 (SGLang 0.4.3 log "Load weight begin. avail mem=21.63 GB")
    b.outsideBudget = fromGiB(0.42);
    if (r.cudaGraphs) {
        b.cudaGraphs = std::int64_t(r.cudaGraphMaxBatch) * 2 * kMiB; // SGLang's reserve: 2 MiB
        if (explain)
            b.cudaGraphTerms = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                     "cuda_graph_max_bs %1 x 2 MiB (SGLang's "
                                                     "reserve) = %2 GiB"),
                                   {r.cudaGraphMaxBatch, gib(b.cudaGraphs)});
    }
}

// --- llama.cpp --------------------------------------------------------------------------------

/** llama.cpp's compute buffer (llama-context.cpp sched_reserve): the peak of the prompt graph of
 *  one n_ubatch (default 512) with flash attention (auto: on): the logits (vocabulary x n_ubatch
 *  x 4 B) or the FFN, and one row of hidden states per token: Qwen3-14B 306.75 MiB = 296.75 +
 *  10 (build 5505), Qwen3-30B-A3B 300.75 MiB = 296.75 + 4 (b7342), as their logs print. */
void llamaCppBuffers(const ModelSpec &model, const Configuration &config, const EngineRuntime &r,
                     int stage, bool explain, EngineBuffers &b)
{
    const double ubatch = r.maxBatchedTokens;
    const double tp = std::max(config.tensorParallel, 1);
    const double ffnWidth = model.isMoe()
            ? double(model.moe.expertIntermediate) * model.moe.expertsPerToken
            : double(model.intermediate);
    const double logits = lastStage(config, stage) ? double(model.vocab) * ubatch * 4 : 0;
    const double ffn = 3 * ffnWidth * ubatch * 4 / tp;
    const double hidden = double(model.hidden) * ubatch * 4;
    b.activationPeak = std::int64_t(std::max(logits, ffn) + hidden);
    if (explain)
        b.activationTerms = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                  "compute buffer of one %1-token micro-batch: "
                                                  "max(logits %2 GiB, FFN %3 GiB) + hidden states "
                                                  "%4 GiB"),
                                {r.maxBatchedTokens, gib(std::int64_t(logits)),
                                 gib(std::int64_t(ffn)), gib(std::int64_t(hidden))});
}

// --- TensorRT-LLM ---------------------------------------------------------------------------

/** TensorRT-LLM 1.0-1.2, PyTorch backend (tensorrt_llm/_torch/pyexecutor/_util.py,
 *  KvCacheCreator: estimate_max_tokens in 1.0, configure_kv_cache_capacity in 1.2): after the
 *  weights load and the warm-up captures the CUDA graphs, one prefill of max_num_tokens dummy
 *  prompt tokens runs; the peak is the torch allocator's high-water mark plus what the device
 *  uses outside torch (CUDA context, NCCL), and the pool is free_gpu_memory_fraction x (total -
 *  peak). The peak holds the forward's activations, the sampler's logits buffer of
 *  max_batch_size x vocabulary in fp32 and the graphs. */
void trtllmBuffers(const ModelSpec &model, const Configuration &config, const EngineRuntime &r,
                   int stage, bool explain, EngineBuffers &b)
{
    const std::int64_t tokens = r.maxBatchedTokens;
    const auto forward = std::int64_t(forwardBytes(model, config, tokens));
    // fp32 logits of every sequence of a full batch, held by the sampler: checked on
    // NVIDIA/TensorRT-LLM#6294 (Llama-3.1-8B FP8, H100, max_num_requests 4096: 52.51 GiB pool)
    const std::int64_t logits = lastStage(config, stage)
            ? std::int64_t(r.maxSequences) * paddedVocab(model) * 4
            : 0;
    b.activationPeak = forward + logits;
    if (explain)
        b.activationTerms = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                  "TensorRT-LLM profiling prefill: %1 tokens "
                                                  "through the model = %2 GiB + sampler logits of "
                                                  "%3 sequences x vocabulary %4 x 4 B = %5 GiB"),
                                {tokens, gib(forward), r.maxSequences, paddedVocab(model),
                                 gib(b.activationPeak)});
    // the device's use outside torch, measured with the peak: the CUDA context and libraries
    // (0.45 + 0.13 GiB, as vLLM's logs show them) and NCCL at TP/PP >= 2 (0.37 GiB, the
    // figure of NVIDIA's aiconfigurator memory model for TP 2-8)
    const bool multi = config.gpusPerReplica() > 1;
    b.nonTorch = fromGiB(0.58 + (multi ? 0.37 : 0.0));
    if (explain)
        b.nonTorchTerms = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                "CUDA context and libraries%1, inside the "
                                                "profiled peak"),
                              {multi ? say(QT_TRANSLATE_NOOP("Headroom::Estimate", " and NCCL"))
                                     : Explanation()});
    // captured in the warm-up before the profiling run, so inside its peak
    if (r.cudaGraphs)
        capturedGraphs(model, config, r, stage, explain, b);
}

std::int64_t roundUp(std::int64_t value, std::int64_t to)
{
    return (value + to - 1) / to * to;
}

} // namespace

WeightPadding mxfp4LoadPadding(const ModelSpec &model, const GpuSpec &gpu,
                               const Configuration &config, const Deployment &deployment,
                               const EngineRuntime &runtime, double routedExpertBits, int moeLayers)
{
    WeightPadding p;
    if (deployment.engine != EngineKind::Vllm || !model.isMoe() || moeLayers <= 0
        || std::abs(routedExpertBits - 4.25) > 1e-9)
        return p;
    // the backend vLLM picks (mxfp4.py _should_use_marlin / get_mxfp4_backend; at v0.19
    // fused_moe/oracle/mxfp4.py): Marlin below SM90 and on Hopper until triton_kernels shipped
    // with vLLM (#28788, v0.12); OpenAI's Triton kernels on Hopper after; FlashInfer TRT-LLM on
    // SM100; ROCm pads both widths to 256
    enum class Backend { Marlin, Triton, FlashInfer, Rocm };
    const QString &arch = gpu.architecture;
    const VllmEra &era = eraOf(kVllmEras, runtime);
    const bool oldHopper = era.v0 || QLatin1StringView(era.id) == u"0.10"
            || QLatin1StringView(era.id) == u"0.11";
    Backend backend = Backend::Marlin;
    if (gpu.vendor == GpuVendor::Amd)
        backend = Backend::Rocm;
    else if (arch.startsWith(u"Hopper"))
        backend = oldHopper ? Backend::Marlin : Backend::Triton;
    else if (arch.startsWith(u"Blackwell") && !arch.contains(u"GB202"))
        backend = Backend::FlashInfer;
    const int tp = std::max(config.tensorParallel, 1);
    const int ep = std::max(config.expertParallel, 1);
    const std::int64_t experts = (model.moe.experts + ep - 1) / ep;
    const std::int64_t h = model.hidden;
    const std::int64_t i = model.moe.expertIntermediate / std::max(tp / ep, 1);
    std::int64_t iPad = i, hPad = h;
    int biasBytes = 4; // Triton and FlashInfer keep the expert biases in fp32
    switch (backend) {
    case Backend::Marlin:
        iPad = roundUp(i, 128);
        hPad = roundUp(h, 256);
        biasBytes = 2;
        break;
    case Backend::Triton: iPad = roundUp(i, 64); break;
    case Backend::FlashInfer:
    case Backend::Rocm:
        iPad = roundUp(i, 256);
        hPad = roundUp(h, 256);
        break;
    }
    const double perExpert = 3.0 * (double(iPad) * hPad - double(i) * h) * 4.25 / 8
            + double(2 * iPad + hPad) * biasBytes - double(2 * i + h) * 2;
    // Triton swizzles the scales into a copy whose rows are padded to 256 and keeps the
    // originals too, until #46549 (after v0.21)
    const double duplicateScales = backend == Backend::Triton
            ? double(roundUp(2 * i, 256)) * (double(h) / 32)
                    + double(roundUp(h, 256)) * (double(i) / 32)
            : 0;
    p.bytes = std::int64_t(double(moeLayers) * double(experts) * (perExpert + duplicateScales));
    static constexpr std::array<const char *, 4> kNames {"Marlin", "Triton", "FlashInfer TRT-LLM",
                                                         "ROCm"};
    p.terms = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                    " + %1 GiB as vLLM %2 loads MXFP4 experts with its %3 kernels "
                                    "(widths padded to %4 x %5%6)"),
                  {gib(p.bytes), runtime.version, QString::fromLatin1(kNames[int(backend)]), iPad,
                   hPad,
                   backend == Backend::Triton
                           ? say(QT_TRANSLATE_NOOP("Headroom::Estimate", ", scales kept twice"))
                           : Explanation()});
    return p;
}

EngineBuffers engineBuffers(const ModelSpec &model, const Configuration &config,
                            const Deployment &deployment, const EngineProfile &profile,
                            const EngineRuntime &runtime, int stage, bool explain)
{
    EngineBuffers b;
    switch (deployment.engine) {
    case EngineKind::Vllm: vllmBuffers(model, config, runtime, stage, explain, b); break;
    case EngineKind::SgLang: sglangBuffers(model, config, runtime, stage, explain, b); break;
    case EngineKind::LlamaCpp: llamaCppBuffers(model, config, runtime, stage, explain, b); break;
    case EngineKind::TensorRtLlm: trtllmBuffers(model, config, runtime, stage, explain, b); break;
    case EngineKind::Transformers: break;
    }
    const bool multi = config.gpusPerReplica() > 1;
    // engines with a rule for their activations and graphs; the serving engines for non-torch
    const bool servers = deployment.engine == EngineKind::Vllm
            || deployment.engine == EngineKind::SgLang
            || deployment.engine == EngineKind::TensorRtLlm;
    const bool ruled = servers || deployment.engine == EngineKind::LlamaCpp;
    // a constant the user or a calibration set wins; engines without a rule keep the profile's
    const SourcedBytes &act = model.isMoe() ? profile.activationPeakMoe
                                            : profile.activationPeakDense;
    if (!ruled || act.userSet || act.calibrated) {
        b.activationPeak = act.bytes;
        if (explain)
            b.activationTerms = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                      "activation peak %1 GiB, %2"),
                                    {gib(act.bytes), act.labelTerms()});
    }
    const SourcedBytes &nonTorch = multi ? profile.nonTorchMultiGpu : profile.nonTorchTp1;
    if (!servers || nonTorch.userSet || nonTorch.calibrated) {
        b.nonTorch = nonTorch.bytes;
        if (explain)
            b.nonTorchTerms = nonTorch.labelTerms();
    }
    const SourcedBytes &graphs = profile.cudaGraphs;
    if (!ruled || graphs.userSet || graphs.calibrated) {
        b.cudaGraphs = runtime.cudaGraphs || !ruled ? graphs.bytes : 0;
        if (explain)
            b.cudaGraphTerms = graphs.labelTerms();
    }
    return b;
}

} // namespace Headroom
