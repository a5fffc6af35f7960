#pragma once

#include "spec/formats.h"

#include <QString>

#include <cstdint>

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

    QString label() const; // translated "measured (vLLM 0.11 log)" / "assumed"
};

/** How one engine spends GPU memory. Every constant is editable. */
struct EngineProfile
{
    EngineKind kind = EngineKind::Vllm;
    MemoryBudgetBase budgetBase = MemoryBudgetBase::Total;
    double memoryFraction = 0.9;
    QString memoryFractionSource;
    bool preallocatesKv = true; // carves the whole pool at start-up
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
};

/** The defaults of an engine, each constant labelled with its source. */
EngineProfile defaultEngineProfile(EngineKind engine);

} // namespace Headroom
