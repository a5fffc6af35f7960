#include "estimate/engineprofile.h"

#include "units/bytes.h"

#include <QCoreApplication>

namespace Headroom {

namespace {

SourcedBytes measured(double gib, const char *source)
{
    return {fromGiB(gib), true, QString::fromUtf8(source)};
}

SourcedBytes assumed(double gib, const char *why)
{
    return {fromGiB(gib), false, QString::fromUtf8(why)};
}

constexpr const char *kVllmLog = "vLLM 0.11 start-up log, H100, Llama-3.1-8B (FORMULAS.md 3)";

} // namespace

QString SourcedBytes::label() const
{
    if (measured)
        return QCoreApplication::translate("Headroom::Estimate", "measured (%1)").arg(source);
    return QCoreApplication::translate("Headroom::Estimate", "assumed (%1)").arg(source);
}

EngineProfile defaultEngineProfile(EngineKind engine)
{
    EngineProfile p;
    p.kind = engine;
    switch (engine) {
    case EngineKind::Vllm:
        p.memoryFraction = 0.9;
        p.memoryFractionSource = QStringLiteral("vLLM gpu_memory_utilization default 0.9");
        p.activationPeakDense = measured(4.76, kVllmLog);
        p.activationPeakMoe = measured(7.4, "vLLM 0.11 logs of MoE models (FORMULAS.md 3)");
        p.nonTorchTp1 = measured(0.13, kVllmLog);
        p.nonTorchMultiGpu = measured(0.55, "vLLM 0.11 logs at TP>=2, NCCL (FORMULAS.md 3)");
        p.cudaGraphs = assumed(0.3, "a few hundred MiB (FORMULAS.md 3)");
        p.blockTokens = 16;
        break;
    case EngineKind::TensorRtLlm:
        p.budgetBase = MemoryBudgetBase::FreeAfterLoad;
        p.memoryFraction = 0.9;
        p.memoryFractionSource = QStringLiteral("TensorRT-LLM free_gpu_memory_fraction 0.9");
        p.activationPeakDense = assumed(4.0, "engine activation buffers, like vLLM's peak");
        p.activationPeakMoe = assumed(6.0, "engine activation buffers, MoE");
        p.nonTorchTp1 = assumed(0.3, "CUDA context and cuBLAS workspace");
        p.nonTorchMultiGpu = assumed(0.7, "+ NCCL buffers");
        p.cudaGraphs = {};
        p.blockTokens = 32; // tokens_per_block default
        break;
    case EngineKind::SgLang:
        p.memoryFraction = 0.88;
        p.memoryFractionSource = QStringLiteral("SGLang mem_fraction_static ~0.88 default");
        p.activationsInsideBudget = false; // activations and graphs live in 1 - fraction
        p.activationPeakDense = assumed(4.8, "as vLLM's profiled peak");
        p.activationPeakMoe = assumed(7.4, "as vLLM's profiled peak, MoE");
        p.nonTorchTp1 = assumed(0.13, "as vLLM");
        p.nonTorchMultiGpu = assumed(0.55, "as vLLM");
        p.cudaGraphs = assumed(0.3, "a few hundred MiB");
        p.blockTokens = 1; // token-level radix cache
        break;
    case EngineKind::LlamaCpp:
        p.budgetBase = MemoryBudgetBase::None;
        p.memoryFraction = 1.0;
        p.memoryFractionSource = QStringLiteral("llama.cpp: no pre-allocation");
        p.preallocatesKv = true; // allocates KV for n_ctx at load
        p.activationPeakDense = assumed(0.5, "compute buffer, grows with n_ubatch and vocab");
        p.activationPeakMoe = assumed(0.7, "compute buffer, MoE");
        p.nonTorchTp1 = assumed(0.3, "CUDA context");
        p.nonTorchMultiGpu = assumed(0.3, "CUDA context per device");
        p.blockTokens = 256; // n_ctx is padded to 256
        break;
    case EngineKind::Transformers:
        p.budgetBase = MemoryBudgetBase::None;
        p.memoryFraction = 1.0;
        p.memoryFractionSource = QStringLiteral("transformers: no pre-allocation");
        p.preallocatesKv = false;
        p.activationPeakDense = assumed(0.25, "allocator fragmentation and workspaces");
        p.activationPeakMoe = assumed(0.5, "allocator fragmentation and workspaces, MoE");
        p.nonTorchTp1 = assumed(0.4, "CUDA context and PyTorch allocator");
        p.nonTorchMultiGpu = assumed(0.6, "+ NCCL");
        p.blockTokens = 0;
        p.activationBytesPerTokenPerHidden = 4; // prefill residual + normed input, 16-bit
        p.activationBytesPerTokenPerIntermediate = 6; // gate, up, act(gate) x up, 16-bit
        p.logitsBytesPerVocab = 4; // fp32 logits of the last position
        break;
    }
    return p;
}

} // namespace Headroom
