// The engine's share of an inference estimate, per GPU of each pipeline stage: the activation
// peak, the runtime, and the budget the KV pool is carved from (docs/estimation.md, "Engine
// memory"): private to estimateMemory() (memorybreakdown_p.h).

#include "estimate/memorybreakdown_p.h"

#include "estimate/estimateterms.h"
#include "estimate/kvcache.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace Headroom::InferenceMemory {

namespace {

using Term = Explanation::Term;

using EstimateTerms::gib;
using EstimateTerms::say;

/** A KV pool in GiB for the explanations; a budget the weights overrun holds no pool. */
Term poolGib(std::int64_t bytes)
{
    if (bytes >= 0)
        return gib(bytes);
    return say(QT_TRANSLATE_NOOP("Headroom::Estimate", "0 (%1 GiB short)"), {gib(-bytes)});
}

/** Activations by formula (transformers: no profiled peak): the hidden states and the widest
 *  MLP a token passes through for the whole batch, and the last position's logits. */
void formulaActivations(const MemoryInputs &in, GpuMemory &g)
{
    const ModelSpec &model = in.model;
    const EngineProfile &engine = in.engine;
    const std::int64_t batch = in.batch;
    const std::int64_t tokens = in.tokens;
    const int tp = in.tp;
    // The widest MLP a token passes through: dense, or the experts it is routed to.
    const double intermediate = model.isMoe()
            ? double(model.moe.expertIntermediate) * model.moe.expertsPerToken
            : double(model.intermediate);
    const auto mlp = std::int64_t(double(batch) * double(tokens) * intermediate
                                  * engine.activationBytesPerTokenPerIntermediate / tp);
    const auto hiddenStates = std::int64_t(double(batch) * double(tokens) * model.hidden
                                           * engine.activationBytesPerTokenPerHidden / tp)
            + mlp;
    const auto logits = std::int64_t(double(batch) * model.vocab * engine.logitsBytesPerVocab / tp);
    g.activations.bytes += hiddenStates + logits;
    if (in.explain)
        g.activations.explanation += say(
                QT_TRANSLATE_NOOP("Headroom::Estimate",
                                  " + %1 seq x %2 tokens x (hidden %3 x %4 B + MLP "
                                  "intermediate %8 x %9 B) / TP (formula) + %1 seq x vocab %5 "
                                  "x %6 B logits (formula) = %7 GiB"),
                {batch, tokens, model.hidden, engine.activationBytesPerTokenPerHidden, model.vocab,
                 engine.logitsBytesPerVocab, gib(g.activations.bytes), intermediate,
                 engine.activationBytesPerTokenPerIntermediate});
}

/** A budget of the total memory (MemoryBudgetBase::Total): the pool is the fraction of it less
 *  the weights and, inside it (vLLM), the activations and buffers. The room beside the budget:
 *  what must fit there (vLLM: the CUDA context, NCCL, graphs outside it), short of which the
 *  engine does not start; 0 when it is not checked. */
std::int64_t poolOfTotal(const MemoryInputs &in, const EngineBuffers &buffers, GpuMemory &g)
{
    const std::int64_t capacity = in.capacity;
    const double f = in.runtime.memoryFraction;
    const std::int64_t graphs = buffers.cudaGraphs;
    const std::int64_t beside = in.engine.activationsInsideBudget ? buffers.outsideBudget : 0;
    // SGLang's fraction is of the memory free before the weights load (the CUDA context
    // and NCCL already out); vLLM's of the total
    const std::int64_t budget = std::int64_t(f
                                             * double(in.engine.activationsInsideBudget
                                                              ? capacity
                                                              : capacity - buffers.outsideBudget));
    if (!in.engine.activationsInsideBudget) {
        g.kvPoolBytes = budget - g.weights.bytes - in.draft.weightBytes;
        g.reserve.bytes = std::max<std::int64_t>(capacity - budget - g.activations.bytes
                                                         - g.runtime.bytes,
                                                 0);
        if (in.explain)
            g.reserve.explanation
                    = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                            "(1 - %1) x %2 GiB free before the weights load "
                                            "(%5 GiB total - %6 GiB CUDA context and NCCL) - "
                                            "activations - runtime; KV pool = %1 x free - "
                                            "weights = %3 GiB (%4)"),
                          {f, gib(capacity - buffers.outsideBudget), poolGib(g.kvPoolBytes),
                           in.fractionSource, gib(capacity), gib(buffers.outsideBudget)});
        return 0;
    }
    const std::int64_t graphsInBudget = buffers.graphsInBudget ? graphs : 0;
    const std::int64_t room = capacity - budget - (graphs - graphsInBudget) - beside;
    g.kvPoolBytes = budget - g.weights.bytes - in.draft.weightBytes - g.activations.bytes
            - buffers.nonTorch - graphsInBudget;
    g.reserve.bytes = std::max<std::int64_t>(room, 0);
    if (in.explain)
        g.reserve.explanation
                = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                        "(1 - %1) x %2 GiB total - CUDA graphs - CUDA "
                                        "context and NCCL; KV pool = %1 x total - weights - "
                                        "activation peak - non-torch = %3 GiB (%4)"),
                      {f, gib(capacity), poolGib(g.kvPoolBytes), in.fractionSource});
    return beside > 0 ? room : 0; // V1 checks; V0 (no context counted) did not
}

/** A fraction of the memory free after the weights and buffers load (TensorRT-LLM). */
void poolFreeAfterLoad(const MemoryInputs &in, GpuMemory &g)
{
    const double f = in.runtime.memoryFraction;
    const std::int64_t freeAfter = in.capacity - g.weights.bytes - in.draft.weightBytes
            - g.activations.bytes - g.runtime.bytes;
    g.kvPoolBytes = std::int64_t(f * double(freeAfter));
    g.reserve.bytes = std::max<std::int64_t>(freeAfter - g.kvPoolBytes, 0);
    if (in.explain)
        g.reserve.explanation
                = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                        "(1 - %1) x %2 GiB free after weights and buffers; KV pool "
                                        "= %1 x free = %3 GiB (%4)"),
                      {f, gib(freeAfter), poolGib(g.kvPoolBytes), in.fractionSource});
}

/** No pre-allocated budget (llama.cpp, transformers): the KV takes what the rest leaves. */
void poolWithoutBudget(const MemoryInputs &in, GpuMemory &g)
{
    g.kvPoolBytes = in.capacity - g.weights.bytes - in.draft.weightBytes - g.activations.bytes
            - g.runtime.bytes;
    if (in.explain)
        g.reserve.explanation
                = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                        "no pre-allocated budget (%1); KV room = capacity - "
                                        "weights - activations - runtime = %2 GiB"),
                      {in.fractionSource, poolGib(g.kvPoolBytes)});
}

} // namespace

EngineBuffers activationsPart(const MemoryInputs &in, const StageSpan &span, GpuMemory &g)
{
    const ModelSpec &model = in.model;
    EngineBuffers buffers = engineBuffers(model, in.config, in.deployment, in.engine, in.runtime,
                                          span.stage, in.explain);
    g.activations.bytes = buffers.activationPeak;
    if (in.explain)
        g.activations.explanation = buffers.activationTerms;
    if (in.engine.activationBytesPerTokenPerHidden > 0 || in.engine.logitsBytesPerVocab > 0)
        formulaActivations(in, g);
    if (in.loaded.vision && span.stage == 0) {
        const std::int64_t encoder = visionEncoderPeakBytes(model, in.tp);
        g.activations.bytes += encoder;
        if (in.explain)
            g.activations.explanation += say(
                    QT_TRANSLATE_NOOP("Headroom::Estimate",
                                      " + vision encoder on one largest image: %1 patches x "
                                      "(3 x %2 + (3 x %2 + 2 x %3) / TP %4) x 2 B + %5 tokens "
                                      "x %6 x 2 B (formula, assumed) = %7 GiB"),
                    {model.vision.patchesPerImage, model.vision.hidden, model.vision.intermediate,
                     in.tp, model.vision.tokensPerImage, model.hidden, gib(encoder)});
    }
    return buffers;
}

void runtimePart(const MemoryInputs &in, const EngineBuffers &buffers, GpuMemory &g)
{
    const std::int64_t graphs = buffers.cudaGraphs;
    const std::int64_t beside = in.engine.activationsInsideBudget ? buffers.outsideBudget : 0;
    g.runtime.bytes = buffers.nonTorch + graphs + beside;
    if (!in.explain)
        return;
    g.runtime.explanation = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                  "non-torch %1 GiB, %2; CUDA graphs %3 GiB, %4"),
                                {gib(buffers.nonTorch), buffers.nonTorchTerms, gib(graphs),
                                 buffers.cudaGraphTerms});
    if (beside > 0)
        g.runtime.explanation += say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                       "; CUDA context and NCCL %1 GiB "
                                                       "beside the budget"),
                                     {gib(beside)});
}

std::int64_t carvePool(const MemoryInputs &in, const EngineBuffers &buffers, GpuMemory &g)
{
    switch (in.engine.budgetBase) {
    case MemoryBudgetBase::Total: return poolOfTotal(in, buffers, g);
    case MemoryBudgetBase::FreeAfterLoad: poolFreeAfterLoad(in, g); break;
    case MemoryBudgetBase::None: poolWithoutBudget(in, g); break;
    }
    return 0;
}

} // namespace Headroom::InferenceMemory
