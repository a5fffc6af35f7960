#pragma once

// Private to core/estimate: the engines' version families, read by the runtime defaults
// (engineruntime.cpp) and the memory rules (enginememory.cpp) of the same versions.

#include "estimate/enginememory.h"
#include "units/bytes.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

namespace Headroom::EngineEras {

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
inline constexpr std::array<VllmEra, 6> kVllmEras {{
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

inline constexpr std::array<SglangEra, 3> kSglangEras {{{"0.4", 0}, {"0.4.7", 1}, {"0.5.4", 2}}};

template<typename Era, std::size_t N>
const Era &eraOf(const std::array<Era, N> &eras, const EngineRuntime &r)
{
    return eras[std::size_t(std::clamp<int>(r.versionIndex, 0, int(N) - 1))];
}

} // namespace Headroom::EngineEras
