#include "estimate/enginememory.h"

#include "estimate/engineeras_p.h"
#include "estimate/estimateterms.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

// The engines' defaults as each version derives them at start-up (docs/estimation.md "Engine
// memory" cites file and version for each): the token budget per step, the sequences per
// replica, the CUDA graph sizes and the memory fraction; the versions Headroom knows.

namespace Headroom {

namespace {

using Term = Explanation::Term;

using EstimateTerms::say;
using namespace EngineEras;

// --- vLLM -------------------------------------------------------------------------------------

/** The lengths around `length` for which min(budget, perLength x length) is the same budget:
 *  `budget` is V1's (fixed), or V0's (2048 up to 2k tokens and past 32k, the length between). */
void sameLengthsAsCapped(bool v0, std::int64_t budget, std::int64_t perLength, std::int64_t length,
                         EngineRuntime &r)
{
    if (perLength <= 0)
        return; // a budget of nothing at every length
    const std::int64_t uncappedFrom = (budget + perLength - 1) / perLength;
    if (v0 && length > 32768) {
        r.sameFromLength = 32769; // 2048 tokens (chunked prefill), never capped
    } else if (v0 && length > 2048) {
        r.sameFromLength = r.sameToLength = length; // the length itself
    } else if (length >= uncappedFrom) {
        r.sameFromLength = uncappedFrom; // the budget itself
        if (v0)
            r.sameToLength = 2048;
    } else {
        r.sameFromLength = r.sameToLength = length; // capped: perLength x length
    }
}

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
        if (era.capTokensByLength || era.v0) {
            const std::int64_t perLength = r.sequencesSet ? r.maxSequences : sequences;
            sameLengthsAsCapped(era.v0, tokens, perLength, maxModelLen, r);
            tokens = std::min(tokens, perLength * maxModelLen);
        }
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

// --- SGLang -----------------------------------------------------------------------------------

/** SGLang's cuda_graph_bs (server_args.py _generate_cuda_graph_batch_sizes): 1, 2, 4, 8, 12,
 *  then steps of 8 to 256, of 16 to 512 and of 32 beyond, up to `maxBatch`: 36 for 256. */
int sglangGraphSizes(int maxBatch)
{
    const auto count = [](int most) {
        int sizes = 0;
        for (int bs = 1; bs <= most; bs = bs < 4 ? 2 * bs
                     : bs < 16                   ? bs + 4
                     : bs < 256                  ? bs + 8
                     : bs < 512                  ? bs + 16
                                                 : bs + 32)
            ++sizes;
        return sizes;
    };
    // counted once for the batches the GPU table gives (every memory estimate asks)
    static const auto counted = [&count] {
        std::array<int, 513> sizes {};
        for (int most = 0; most <= 512; ++most)
            sizes[std::size_t(most)] = count(most);
        return sizes;
    }();
    return maxBatch >= 0 && maxBatch <= 512 ? counted[std::size_t(maxBatch)] : count(maxBatch);
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

} // namespace

const QStringList &engineVersions(EngineKind engine)
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
    static const QStringList none;
    return engine == EngineKind::Vllm ? vllm : engine == EngineKind::SgLang ? sglang : none;
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
    const QStringList &versions = engineVersions(deployment.engine);
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

} // namespace Headroom
