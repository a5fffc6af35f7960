#include "estimate/enginememory.h"

#include "estimate/estimateterms.h"
#include "estimate/parallelsplit.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>

// The engines' start-up rules, read in their own source (docs/estimation.md "Engine memory"
// cites file and version for each): what the engine takes for its profiled activations, CUDA
// libraries and CUDA graphs, and the defaults it derives for the token budget per step, the
// sequences per replica and the memory fraction.

namespace Headroom {

namespace {

using Term = Explanation::Term;

using EstimateTerms::gib;
using EstimateTerms::say;

constexpr std::int64_t kMiB = std::int64_t(1) << 20;

/** One vLLM version family: the rules that differ between them
 *  (vllm/engine/arg_utils.py, vllm/v1/worker/gpu_worker.py, vllm/v1/sample/). */
struct VllmEra
{
    const char *id;
    bool v0; // the V0 engine (vllm/worker/worker.py): real attention in the profile, no chunking
    double fraction; // gpu_memory_utilization default (vllm/config/cache.py)
    /** Peak bytes of the dummy sampler run per logit element (sequences x vocabulary): the
     *  bf16 logits, their fp32 copy and the top-k/top-p path of that version (docs). */
    double samplerBytesPerLogit;
    bool ncclInBudget; // NCCL set up after the memory snapshot (before #25359, v0.11.0)
    bool capTokensByLength; // T = min(S x max_model_len, T) on the default (#28665, v0.16)
    bool newCaptureSizes; // 8-steps to 248, then 16-steps to 512 (#26016, v0.16)
    bool graphsInBudget; // CUDA graph memory estimated and taken from the KV budget (v0.21)
};

// samplerBytesPerLogit: the torch sort path (logits.sort values + int64 indices, softmax,
// cumsum, masks, scatter, softmax, q) holds ~38.4 B per element at its peak besides the T x h
// hidden states, as the profiled peaks of the llm-d logs show (Llama-3.1-8B 4.76 GiB, Qwen3-32B
// 5.64, gpt-oss 7.38, Llama-3.3-70B 4.84 at 1024 x vocab: 38.3-38.5 B); the Triton top-k/top-p kernel of v0.19 works in place (~14 B); v0.21 runs
// FlashInfer's sampler again (~17 B: Mistral-Small-3.2, v0.11.0 image with FlashInfer, 2.12 GiB)
constexpr std::array<VllmEra, 6> kVllmEras {{
        {"0.9", true, 0.9, 4, true, false, false, false},
        {"0.10", false, 0.9, 38.4, true, false, false, false},
        {"0.11", false, 0.9, 38.4, false, false, false, false},
        {"0.16", false, 0.9, 38.4, false, true, true, false},
        {"0.19", false, 0.9, 14, false, true, true, false},
        {"0.21", false, 0.92, 17, false, true, true, true},
}};

/** One SGLang family: how the default mem_fraction_static follows (server_args.py). */
struct SglangEra
{
    const char *id;
    int rule; // 0: the TP ladder; 1: (9.5 + p/2) GiB and similar; 2: _handle_gpu_memory_settings
};

constexpr std::array<SglangEra, 3> kSglangEras {{{"0.4", 0}, {"0.4.7", 1}, {"0.5.4", 2}}};

template<typename Era, std::size_t N>
const Era &eraOf(const std::array<Era, N> &eras, const EngineRuntime &r)
{
    return eras[std::size_t(std::clamp<int>(r.versionIndex, 0, int(N) - 1))];
}

bool lastStage(const Configuration &config, int stage)
{
    return stage == std::max(config.pipelineParallel, 1) - 1;
}

std::int64_t paddedVocab(const ModelSpec &model)
{
    return (std::int64_t(model.vocab) + 63) / 64 * 64;
}

// --- vLLM -------------------------------------------------------------------------------------

/** vLLM's batch defaults for `vllm serve` (OPENAI_API_SERVER): arg_utils.py
 *  _set_default_args_v1 (v0.10), _set_default_args (v0.11), get_batch_defaults (v0.16 on).
 *  GPUs of 70 GiB or more, A100s aside (PR #17885): 8192 tokens and 1024 sequences; others
 *  2048 and 256. V0: 256 sequences, chunked prefill only past 32k tokens. */
void vllmDefaults(const VllmEra &era, const GpuSpec &gpu, std::int64_t maxModelLen, EngineRuntime &r)
{
    const bool big = gpu.memoryBytes() >= 70 * (std::int64_t(1) << 30)
            && !gpu.name.contains(u"A100") && !gpu.name.contains(u"a100");
    std::int64_t tokens = big ? 8192 : 2048;
    std::int64_t sequences = big ? 1024 : 256;
    if (era.v0) {
        sequences = 256;
        tokens = maxModelLen > 32768 ? 2048 : std::max<std::int64_t>(maxModelLen, 2048);
    }
    if (!r.tokensSet) {
        if (era.capTokensByLength || era.v0)
            tokens = std::min(tokens, (r.sequencesSet ? r.maxSequences : sequences) * maxModelLen);
        r.maxBatchedTokens = int(std::clamp<std::int64_t>(tokens, 1, kMostBatchedTokens));
    }
    if (!r.sequencesSet)
        r.maxSequences = int(std::min<std::int64_t>(sequences, r.maxBatchedTokens));
    // capture sizes (vllm/config/vllm.py _set_cudagraph_sizes): [1, 2, 4] + steps of 8 up to
    // min(2 S, 512) (v0.10, v0.11); from v0.16 also <= T, steps of 16 from 256
    const int cap = era.newCaptureSizes ? std::min({2 * r.maxSequences, 512, r.maxBatchedTokens})
                                        : std::min(2 * r.maxSequences, 512);
    int sizes = int(cap >= 1) + int(cap >= 2) + int(cap >= 4);
    if (era.newCaptureSizes)
        sizes += std::min(cap, 248) / 8 + (cap >= 256 ? (cap - 256) / 16 + 1 : 0);
    else
        sizes += cap / 8;
    r.cudaGraphSizes = sizes;
}

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

/** SGLang's cuda_graph_bs (server_args.py _generate_cuda_graph_batch_sizes): 1, 2, 4, 8, 12,
 *  then steps of 8 to 256, of 16 to 512 and of 32 beyond, up to `maxBatch`: 36 for 256. */
int sglangGraphSizes(int maxBatch)
{
    int sizes = 0;
    for (int bs = 1; bs <= maxBatch; bs = bs < 4 ? 2 * bs
                 : bs < 16                       ? bs + 4
                 : bs < 256                      ? bs + 8
                 : bs < 512                      ? bs + 16
                                                 : bs + 32)
        ++sizes;
    return sizes;
}

/** SGLang's defaults by the GPU's memory (server_args.py _handle_gpu_memory_settings, v0.5.4):
 *  chunked_prefill_size and cuda_graph_max_bs (TP < 4 / TP >= 4). */
void sglangDefaults(const SglangEra &era, const GpuSpec &gpu, const Configuration &config,
                    EngineRuntime &r)
{
    const double mib = double(gpu.memoryBytes()) / double(kMiB);
    const int tp = std::max(config.tensorParallel, 1);
    int chunk = 16384, graphs = 512;
    if (era.rule == 2) {
        struct Row
        {
            double below;
            int chunk, small, large;
        };
        constexpr std::array<Row, 5> rows {{{20 * 1024, 2048, 8, 8},
                                            {35 * 1024, 2048, 24, 80},
                                            {60 * 1024, 4096, 32, 160},
                                            {160 * 1024, 8192, 256, 512},
                                            {1e18, 16384, 512, 512}}};
        for (const Row &row : rows) {
            if (mib < row.below) {
                chunk = row.chunk;
                graphs = tp < 4 ? row.small : row.large;
                break;
            }
        }
    } else {
        chunk = mib < 35 * 1024 ? 2048 : mib < 160 * 1024 ? 8192 : 16384;
        graphs = mib < 35 * 1024 ? (tp < 4 ? 8 : 80) : 160;
    }
    if (!r.tokensSet)
        r.maxBatchedTokens = chunk;
    if (!r.sequencesSet)
        r.maxSequences = 4096; // max_running_requests: sized from the pool, at most 4096
    r.cudaGraphMaxBatch = graphs;
    r.cudaGraphSizes = sglangGraphSizes(graphs);
    if (r.fractionSet)
        return;
    const double p = tp * std::max(config.pipelineParallel, 1);
    double reserved = 0; // MiB
    switch (era.rule) {
    case 0:
        r.memoryFraction = tp >= 16 ? 0.79
                : tp >= 8           ? 0.81
                : tp >= 4           ? 0.85
                : tp >= 2           ? 0.87
                                    : 0.88;
        r.fractionRule = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                               "SGLang %1: mem_fraction_static by TP size"),
                             {r.version});
        return;
    case 1:
        reserved = mib < 35 * 1024 ? (2.8 + p / 10) * 1024
                : mib < 90 * 1024  ? (9.5 + p / 2) * 1024
                : mib < 160 * 1024 ? (12 + p / 2) * 1024
                                   : 32 * 1024;
        break;
    default:
        reserved = 512 + std::max(r.maxBatchedTokens, 2048) * 1.5 + graphs * 2.0 + p / 8 * 1024;
        if (mib > 60 * 1024)
            reserved = std::max(reserved, 10.0 * 1024);
        break;
    }
    r.memoryFraction = std::round((mib - reserved) / mib * 1000) / 1000;
    r.fractionRule = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                           "SGLang %1 default: (%2 MiB - %3 MiB kept for "
                                           "activations, CUDA graphs and the parallel layout) / "
                                           "%2 MiB"),
                         {r.version, Term(mib, 'f', 0), Term(reserved, 'f', 0)});
}

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

/** CUDA graph batch sizes TensorRT-LLM's PyTorch backend captures by default (cuda_graph_config:
 *  max_batch_size 128, no padding: 1-32, 64, 128), up to the engine's max_batch_size. */
int trtllmGraphSizes(int maxSequences)
{
    int sizes = std::min(maxSequences, 32);
    for (int b = 64; b <= 128 && b <= maxSequences; b *= 2)
        ++sizes;
    return std::max(sizes, 0);
}

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

QStringList engineVersions(EngineKind engine)
{
    // built once: every estimate resolves its engine's version
    static const QStringList vllm = [] {
        QStringList list;
        for (const VllmEra &era : kVllmEras)
            list.append(QString::fromLatin1(era.id));
        return list;
    }();
    static const QStringList sglang = [] {
        QStringList list;
        for (const SglangEra &era : kSglangEras)
            list.append(QString::fromLatin1(era.id));
        return list;
    }();
    return engine == EngineKind::Vllm      ? vllm
            : engine == EngineKind::SgLang ? sglang
                                           : QStringList();
}

bool engineVersionKnown(EngineKind engine, const QString &version)
{
    return version.isEmpty() || engineVersions(engine).contains(version);
}

EngineRuntime resolveEngineRuntime(const EngineProfile &profile, const GpuSpec &gpu,
                                   const Configuration &config, const Deployment &deployment)
{
    const EngineSettings &s = deployment.engineSettings;
    EngineRuntime r;
    const QStringList versions = engineVersions(deployment.engine);
    const qsizetype index = s.version.isEmpty() ? -1 : versions.indexOf(s.version);
    r.versionIndex = int(index >= 0 ? index : versions.size() - 1);
    r.version = versions.isEmpty() ? QString() : versions.at(std::max(r.versionIndex, 0));
    r.tokensSet = s.maxBatchedTokens > 0;
    r.maxBatchedTokens = r.tokensSet ? s.maxBatchedTokens : profile.prefillChunkTokens;
    // the sequences: the setting, or an older file's max_batch constant, or the engine's default
    const bool constantSet = profile.userSetParameters.contains(u"max_batch")
            || profile.calibratedParameters.contains(u"max_batch");
    r.sequencesSet = s.maxSequences > 0 || constantSet;
    r.maxSequences = s.maxSequences > 0 ? s.maxSequences : profile.maxBatchSize;
    r.fractionSet = deployment.memoryFraction > 0
            || profile.userSetParameters.contains(u"memory_fraction")
            || profile.calibratedParameters.contains(u"memory_fraction");
    r.memoryFraction = deployment.memoryFraction > 0 ? deployment.memoryFraction
                                                     : profile.memoryFraction;
    const std::int64_t maxModelLen = std::max<std::int64_t>(deployment.workload.tokensPerSequence(),
                                                            1);
    switch (deployment.engine) {
    case EngineKind::Vllm: {
        const VllmEra &era = eraOf(kVllmEras, r);
        vllmDefaults(era, gpu, maxModelLen, r);
        if (!r.fractionSet)
            r.memoryFraction = era.fraction;
        r.cudaGraphs = !s.eager;
        break;
    }
    case EngineKind::SgLang:
        sglangDefaults(eraOf(kSglangEras, r), gpu, config, r);
        r.cudaGraphs = !s.eager;
        break;
    case EngineKind::LlamaCpp:
        if (!r.tokensSet)
            r.maxBatchedTokens = 512; // n_ubatch (common.h)
        break;
    case EngineKind::TensorRtLlm:
        // max_num_tokens 8192 and max_batch_size 2048 (llm_args.py), graphs up to batch 128
        r.cudaGraphs = !s.eager;
        r.cudaGraphSizes = trtllmGraphSizes(r.maxSequences);
        r.cudaGraphMaxBatch = std::min(r.maxSequences, 128);
        break;
    case EngineKind::Transformers: break;
    }
    return r;
}

Explanation memoryFractionSource(const EngineProfile &profile, const EngineRuntime &runtime,
                                 const Deployment &deployment)
{
    if (deployment.memoryFraction > 0)
        return say(QT_TRANSLATE_NOOP("Headroom::Estimate", "set for this deployment"));
    if (!runtime.fractionSet && !runtime.fractionRule.isEmpty())
        return runtime.fractionRule;
    if (!runtime.fractionSet && deployment.engine == EngineKind::Vllm)
        return say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "vLLM %1 gpu_memory_utilization default %2"),
                   {runtime.version, runtime.memoryFraction});
    return profile.memoryFractionSource;
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
