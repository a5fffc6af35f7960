// The weights of an inference estimate, per GPU of each pipeline stage and in host memory
// (docs/estimation.md, "2. Weight bytes" and "5. The breakdown"): private to estimateMemory() (memorybreakdown_p.h).

#include "estimate/memorybreakdown_p.h"

#include "estimate/estimateterms.h"
#include "estimate/kvcache.h"

#include <QCoreApplication>

#include <algorithm>

namespace Headroom::InferenceMemory {

namespace {

using Term = Explanation::Term;

using EstimateTerms::gib;
using EstimateTerms::say;

WeightGroups stageWeights(const ModelSpec &model, const ParameterCount &count, int stage,
                          int stages, int firstLayer, int layers, Loaded loaded,
                          bool withHead = true)
{
    WeightGroups w = layerWeightGroups(count, firstLayer, layers);
    if (stage == 0) {
        if (!loaded.embeddingOnHost)
            w[QuantGroup::Embedding] += count.embedding;
        w.other += count.extra;
        // vision tower: 16-bit (quantized checkpoints leave it so), split by TP like a layer
        // (vLLM mm_encoder_tp_mode "weights", the default)
        if (loaded.vision)
            w.other += count.vision;
    }
    if (stage == stages - 1 && loaded.mtp) {
        // an MTP layer is stored like the model's layers: its matrices join the bulk group
        // (routed experts of an MoE model, else the dense MLP), its head the lm_head
        w[model.isMoe() ? QuantGroup::RoutedExperts : QuantGroup::DenseMlp] += count.mtpLinear;
        w[QuantGroup::LmHead] += count.mtpEmbedding;
        w.other += count.mtpOther;
        // at PP > 1 the MTP module loads its own embed_tokens (vLLM eagle.py shares the model's
        // only at PP 1)
        if (stages > 1)
            w[QuantGroup::Embedding] += std::int64_t(model.vocab) * model.hidden;
    }
    if (stage == stages - 1 && withHead) {
        w.other += count.finalNorm;
        // a tied lm_head needs its own copy on the last stage when PP > 1 (vLLM)
        w[QuantGroup::LmHead] += count.lmHead > 0      ? count.lmHead
                : (stages > 1 && model.tiedEmbeddings) ? std::int64_t(model.vocab) * model.hidden
                                                       : 0;
    }
    return w;
}

MemoryPart weightsPart(const WeightGroups &w, const WeightLayout &layout, int tp, int stage,
                       bool explain)
{
    MemoryPart part;
    part.bytes = ceilDiv(weightBytes(layout, w), tp);
    if (!explain)
        return part;
    if (layout.checkpoint) {
        part.explanation = say(
                QT_TRANSLATE_NOOP("Headroom::Estimate",
                                  "stage %1: (%2 attention x %3 bits + %4 dense MLP x %5 bits + "
                                  "%6 routed experts x %7 bits + %8 shared experts x %9 bits + "
                                  "%10 embeddings x %11 bits + %12 lm_head x %13 bits + %14 "
                                  "norms/biases/routers x 16 bits) / 8 / TP %15 = %16 GiB; %17"),
                {stage, w[QuantGroup::Attention], Term(layout.bits(QuantGroup::Attention), 'g', 6),
                 w[QuantGroup::DenseMlp], Term(layout.bits(QuantGroup::DenseMlp), 'g', 6),
                 w[QuantGroup::RoutedExperts], Term(layout.bits(QuantGroup::RoutedExperts), 'g', 6),
                 w[QuantGroup::SharedExperts], Term(layout.bits(QuantGroup::SharedExperts), 'g', 6),
                 w[QuantGroup::Embedding], Term(layout.bits(QuantGroup::Embedding), 'g', 6),
                 w[QuantGroup::LmHead], Term(layout.bits(QuantGroup::LmHead), 'g', 6), w.other, tp,
                 gib(part.bytes), layout.explanation()});
        return part;
    }
    part.explanation
            = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                    "stage %1: (%2 linear x %3 bits + %4 embedding/lm_head "
                                    "x %5 bits + %6 norms/biases x %7 bits) / 8 / TP %8 = "
                                    "%9 GiB; %10"),
                  {stage, w.linear(), layout.bits(QuantGroup::Attention), w.embeddings(),
                   layout.bits(QuantGroup::Embedding), w.other, layout.otherBits, tp,
                   gib(part.bytes), layout.explanation()});
    return part;
}

/** Expert parallelism and attention data parallelism (Configuration): a GPU holds experts / EP
 *  whole routed experts sliced over TP / EP GPUs (routed / TP bytes, as EP divides the experts),
 *  shared experts and dense MLPs over TP, attention over its TP / DP GPUs. */
void expertParallelWeights(MemoryPart &part, const WeightGroups &w, const WeightLayout &layout,
                           const ModelSpec &model, const Configuration &config, bool explain)
{
    const int tp = config.tensorParallel;
    const int ep = std::max(config.expertParallel, 1);
    const int atp = std::max(config.attentionTensorParallel(), 1);
    WeightGroups rest = w;
    rest[QuantGroup::Attention] = 0;
    rest[QuantGroup::RoutedExperts] = 0;
    WeightGroups attention;
    attention[QuantGroup::Attention] = w[QuantGroup::Attention];
    WeightGroups routed;
    routed[QuantGroup::RoutedExperts] = w[QuantGroup::RoutedExperts];
    const std::int64_t routedBytes = weightBytes(layout, routed);
    const std::int64_t expertsPerGpu = model.moe.experts / ep;
    const std::int64_t routedPerGpu = ceilDiv(routedBytes / ep,
                                              std::max(config.expertTensorParallel(), 1));
    const std::int64_t attentionPerGpu = ceilDiv(weightBytes(layout, attention), atp);
    part.bytes = ceilDiv(weightBytes(layout, rest), tp) + attentionPerGpu + routedPerGpu;
    if (explain)
        part.explanation += say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                  "; EP %1: %2 of the %3 routed experts whole "
                                                  "on this GPU, sliced over %4 GPUs = %5 GiB; "
                                                  "attention over its %6 GPUs (DP %7) = %8 "
                                                  "GiB; the rest over TP %9: %10 GiB in all"),
                                {ep, expertsPerGpu, model.moe.experts, config.expertTensorParallel(),
                                 gib(routedPerGpu), atp, config.dataParallelAttention,
                                 gib(attentionPerGpu), tp, gib(part.bytes)});
}

/** The vision tower's and the MTP modules' share in the stage's weights explanation. */
void explainExtras(const MemoryInputs &in, int stage, MemoryPart &weights)
{
    const ModelSpec &model = in.model;
    const ParameterCount &count = in.count;
    if (in.loaded.vision && stage == 0)
        weights.explanation += say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                     "; the norms/biases include the vision "
                                                     "tower's %1 parameters (%2), 16-bit, split "
                                                     "by TP"),
                                   {count.vision, model.vision.kind});
    if (in.loaded.mtp && stage == in.pp - 1)
        weights.explanation
                += say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                         "; includes %1 MTP layers for speculative decoding: "
                                         "%2 linear, %3 lm_head/embedding, %4 norms/biases"),
                       {model.mtp.layers, count.mtpLinear,
                        count.mtpEmbedding
                                + (in.pp > 1 ? std::int64_t(model.vocab) * model.hidden : 0),
                        count.mtpOther});
}

/** The routed experts' share kept in host memory (MoE expert offload): this share of the routed
 *  experts of the layers on the GPUs stays there (the Speed model reads it over the host link). */
void hostExperts(const MemoryInputs &in, const StageSpan &span, double share, MemoryPart &weights,
                 std::int64_t &hostBytes)
{
    const ModelSpec &model = in.model;
    const double linearBits = in.layout.bits(QuantGroup::RoutedExperts);
    double routedBytes = 0;
    for (int layer = span.firstLayer; layer < span.firstLayer + span.onGpu; ++layer)
        routedBytes += routedExpertParameters(model, in.count, layer) * model.moe.experts
                * linearBits / 8.0;
    const auto onHost = std::int64_t(routedBytes * share);
    const std::int64_t perGpu = ceilDiv(onHost, in.tp);
    weights.bytes = std::max<std::int64_t>(weights.bytes - perGpu, 0);
    if (in.explain)
        weights.explanation += say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                     " - %1 GiB of routed experts kept in "
                                                     "host memory (%2% of the experts)"),
                                   {gib(perGpu), Term(share * 100.0, 'f', 0)});
    hostBytes += onHost;
}

} // namespace

Loaded loadedExtras(const ModelSpec &model, const Deployment &deployment)
{
    return {model.vision.hasVision() && !deployment.textOnly,
            deployment.speculative.method == SpeculativeMethod::Mtp && model.mtp.loadable(),
            deployment.engine == EngineKind::LlamaCpp && !model.tiedEmbeddings};
}

MemoryPart weightsOnGpu(const MemoryInputs &in, const StageSpan &span)
{
    const ModelSpec &model = in.model;
    const int stage = span.stage;
    MemoryPart weights = weightsPart(stageWeights(model, in.count, stage, in.pp, span.firstLayer,
                                                  span.onGpu, in.loaded, span.headOnGpu),
                                     in.layout, in.tp, stage, in.explain);
    if (in.ep > 1 || in.dp > 1)
        expertParallelWeights(weights,
                              stageWeights(model, in.count, stage, in.pp, span.firstLayer,
                                           span.onGpu, in.loaded, span.headOnGpu),
                              in.layout, model, in.config, in.explain);
    if (in.explain)
        explainExtras(in, stage, weights);
    // the MXFP4 experts as vLLM's kernels load them (padded widths, scales)
    const int moeLayers = std::max(0,
                                   std::min(span.firstLayer + span.onGpu, model.layers)
                                           - std::max(span.firstLayer, model.moe.firstDenseLayers));
    const WeightPadding padding = mxfp4LoadPadding(model, in.gpu, in.config, in.deployment,
                                                   in.runtime,
                                                   in.layout.bits(QuantGroup::RoutedExperts),
                                                   moeLayers);
    weights.bytes += padding.bytes;
    if (in.explain && padding.bytes != 0)
        weights.explanation += padding.terms;
    return weights;
}

void weightsOnHost(const MemoryInputs &in, const StageSpan &span, MemoryPart &weights,
                   std::int64_t &hostBytes)
{
    const ModelSpec &model = in.model;
    if (in.loaded.embeddingOnHost && span.stage == 0) {
        WeightGroups embedding;
        embedding[QuantGroup::Embedding] = in.count.embedding;
        hostBytes += weightBytes(in.layout, embedding);
        if (in.explain)
            weights.explanation += say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                         "; llama.cpp keeps the input embedding "
                                                         "(%1 parameters) in host memory"),
                                       {in.count.embedding});
    }
    if (span.onGpu < span.layers || !span.headOnGpu) {
        const WeightGroups all = stageWeights(model, in.count, span.stage, in.pp, span.firstLayer,
                                              span.layers, in.loaded);
        hostBytes += weightBytes(in.layout, all) - weights.bytes * in.tp;
        hostBytes += in.batch
                * kvBytesPerSequence(model, in.deployment.kv, 1, in.tokens, in.engine.blockTokens,
                                     span.firstLayer + span.onGpu, span.layers - span.onGpu);
    }
    if (const double share = std::clamp(in.engine.hostExpertFraction, 0.0, 1.0);
        share > 0 && model.isMoe() && model.moe.experts > model.moe.expertsPerToken)
        hostExperts(in, span, share, weights, hostBytes);
}

} // namespace Headroom::InferenceMemory
