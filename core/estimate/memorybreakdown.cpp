#include "estimate/memorybreakdown.h"

#include "estimate/draftmodel.h"
#include "estimate/enginememory.h"
#include "estimate/estimateterms.h"
#include "estimate/kvcache.h"
#include "estimate/parallellinks.h"
#include "estimate/parallelsplit.h"
#include "estimate/parametercount.h"
#include "estimate/trainingmemory.h"
#include "estimate/weightbytes.h"
#include "units/bytes.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace Headroom {

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

std::int64_t ceilDiv(std::int64_t a, std::int64_t b)
{
    return (a + b - 1) / b;
}

/** What a deployment loads besides the main model: the vision tower (unless text only) on the
 *  first stage, the MTP modules (when speculating with them) on the last. */
struct Loaded
{
    bool vision = false;
    bool mtp = false;
    /** llama.cpp keeps the input embedding in host memory ("always keep the input layer on the
     *  CPU", llama-model.cpp load_tensors); a tied model's output copy stays on the GPU. */
    bool embeddingOnHost = false;
};

Loaded loadedExtras(const ModelSpec &model, const Deployment &deployment)
{
    return {model.vision.hasVision() && !deployment.textOnly,
            deployment.speculative.method == SpeculativeMethod::Mtp && model.mtp.loadable(),
            deployment.engine == EngineKind::LlamaCpp && !model.tiedEmbeddings};
}

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
                 gib(part.bytes), layout.explanation});
        return part;
    }
    part.explanation
            = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                    "stage %1: (%2 linear x %3 bits + %4 embedding/lm_head "
                                    "x %5 bits + %6 norms/biases x %7 bits) / 8 / TP %8 = "
                                    "%9 GiB; %10"),
                  {stage, w.linear(), layout.bits(QuantGroup::Attention), w.embeddings(),
                   layout.bits(QuantGroup::Embedding), w.other, layout.otherBits, tp,
                   gib(part.bytes), layout.explanation});
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

/** The sequence-state part's formula with its values: per recurrent layer conv state + SSM
 *  state (kvcache.h recurrentStateShape()), or the state a Linear group states. */
Explanation stateExplanation(const ModelSpec &model, int tp, int firstLayer, int layers,
                             std::int64_t batch, std::int64_t perSequence, std::int64_t bytes)
{
    int recurrentLayers = 0;
    AttentionKind kind = AttentionKind::Linear;
    int start = 0;
    forEachAttentionGroup(model, [&](const AttentionLayerGroup &group) {
        const int overlap = std::min(start + group.layers, firstLayer + layers)
                - std::max(start, firstLayer);
        start += group.layers;
        if (overlap > 0 && isRecurrentMixer(group.kind)) {
            recurrentLayers += overlap;
            kind = group.kind;
        }
    });
    if (recurrentLayers == 0)
        return say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "%1 sequences x %2 B of linear-attention state per sequence "
                                     "(as the model states it) = %3 GiB"),
                   {batch, perSequence, gib(bytes)});
    const RecurrentStateShape s = recurrentStateShape(model, kind, tp);
    const RecurrentSpec &r = model.recurrent;
    if (kind == AttentionKind::Rwkv4 || kind == AttentionKind::Rwkv6)
        return say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "%1 sequences x %2 B per sequence: %3 RWKV layers x (token "
                                     "shift %4 channels x %5 tokens x %6 bits + WKV state %7 "
                                     "values x %8 bits) / 8 on this GPU at TP %9; no per-token "
                                     "KV, constant whatever the context = %10 GiB"),
                   {batch, perSequence, recurrentLayers, s.convChannels, s.convTokens,
                    r.convStateBits, s.ssmValues, r.ssmStateBits, tp, gib(bytes)});
    return say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                 "%1 sequences x %2 B per sequence: %3 recurrent layers x (conv "
                                 "state %4 channels x %5 tokens x %6 bits + recurrent state %7 "
                                 "values x %8 bits) / 8 on this GPU at TP %9; constant whatever "
                                 "the context (vLLM mamba_ssm_cache_dtype) = %10 GiB"),
               {batch, perSequence, recurrentLayers, s.convChannels, s.convTokens, r.convStateBits,
                s.ssmValues, r.ssmStateBits, tp, gib(bytes)});
}

} // namespace

std::int64_t visionEncoderPeakBytes(const ModelSpec &model, int tp)
{
    const VisionSpec &v = model.vision;
    if (!v.hasVision())
        return 0;
    const double patches = double(v.patchesPerImage);
    const double perPatch = 3.0 * v.hidden
            + (3.0 * v.hidden + 2.0 * v.intermediate) / std::max(tp, 1);
    return std::int64_t(
            std::ceil(patches * perPatch * 2.0 + double(v.tokensPerImage) * model.hidden * 2.0));
}

Result<void> validateEstimate(const ModelSpec &model, const GpuSpec &gpu,
                              const Configuration &config, const Deployment &deployment)
{
    const auto err = [](const char *text, const QString &detail) {
        return fail(QCoreApplication::translate("Headroom::Estimate", text), detail);
    };
    if (model.layers <= 0 || model.hidden <= 0 || model.heads <= 0)
        return err(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "The model has no layers, hidden size or attention heads"),
                   model.id);
    if (gpu.memoryBytes() <= 0)
        return err(QT_TRANSLATE_NOOP("Headroom::Estimate", "The GPU has no memory size"), gpu.id);
    if (!model.vision.uncounted.isEmpty() && !deployment.textOnly)
        return fail(QCoreApplication::translate("Headroom::Estimate",
                                                "%1. Serve it text only (--text-only, or Text "
                                                "only in the inspector) to plan the text model "
                                                "without its vision tower")
                            .arg(model.vision.uncounted),
                    model.vision.uncountedField);
    if (config.gpuCount < 1)
        return err(QT_TRANSLATE_NOOP("Headroom::Estimate", "At least one GPU is needed"),
                   QString::number(config.gpuCount));
    if (config.tensorParallel < 1 || config.pipelineParallel < 1)
        return err(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "Tensor and pipeline parallel sizes must be at least 1"),
                   QString::number(config.tensorParallel));
    if (config.gpuCount % config.gpusPerReplica() != 0)
        return fail(
                QCoreApplication::translate("Headroom::Estimate",
                                            "%1 GPUs do not split into replicas of TP %2 x PP %3")
                        .arg(config.gpuCount)
                        .arg(config.tensorParallel)
                        .arg(config.pipelineParallel),
                QStringLiteral("gpus"));
    if (model.heads % config.tensorParallel != 0)
        return fail(QCoreApplication::translate("Headroom::Estimate",
                                                "Tensor parallel %1 does not divide the %2 "
                                                "attention heads")
                            .arg(config.tensorParallel)
                            .arg(model.heads),
                    QStringLiteral("tp"));
    const int kv = model.kvHeads > 0 ? model.kvHeads : model.heads;
    if (!model.isMla() && kv % config.tensorParallel != 0 && config.tensorParallel % kv != 0)
        return fail(QCoreApplication::translate("Headroom::Estimate",
                                                "Tensor parallel %1 neither divides nor is a "
                                                "multiple of the %2 KV heads")
                            .arg(config.tensorParallel)
                            .arg(kv),
                    QStringLiteral("tp"));
    if (auto parallel = validateExpertParallelism(model, config, deployment); !parallel)
        return parallel;
    if (config.pipelineParallel > model.layers)
        return err(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "Pipeline parallel is larger than the number of layers"),
                   QStringLiteral("pp"));
    const Workload &w = deployment.workload;
    if (w.concurrentSequences < 0 || w.contextTokens < 0 || w.inputTokens < 0 || w.outputTokens < 0)
        return err(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "Sequences and token counts cannot be negative"),
                   QStringLiteral("workload"));
    // beyond any real workload (and past what 64-bit byte counts hold): refused, not overflowed
    constexpr std::int64_t kMaxTokensPerSequence = std::int64_t(1) << 32;
    if (w.concurrentSequences > kMostEstimatedSequences || w.contextTokens > kMaxTokensPerSequence
        || w.inputTokens > kMaxTokensPerSequence || w.outputTokens > kMaxTokensPerSequence
        || w.tokensPerSequence() > kMaxTokensPerSequence)
        return err(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "At most 16,777,216 sequences of at most 4,294,967,296 tokens "
                                     "each can be estimated"),
                   QStringLiteral("workload"));
    if (double(w.concurrentSequences)
                * double(kvBytesPerSequence(model, deployment.kv, 1, w.tokensPerSequence(), 1))
        > double(std::int64_t(1) << 60))
        return err(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "The workload's KV cache is more than an exabyte: beyond "
                                     "any set of GPUs"),
                   QStringLiteral("workload"));
    if (deployment.speculative.method == SpeculativeMethod::Mtp && !model.mtp.loadable())
        return err(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "Speculative decoding with MTP needs a model whose "
                                     "checkpoint holds MTP layers"),
                   QStringLiteral("speculative"));
    if (auto draft = validateDraftModel(model, deployment, config.tensorParallel); !draft)
        return draft;
    if (auto offload = validateKvOffload(deployment.kvOffload); !offload)
        return offload;
    if (deployment.speculative.isOn()
        && (deployment.speculative.tokens < 1
            || deployment.speculative.tokens > kMostSpeculativeTokens))
        return err(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "Speculative decoding drafts 1 to 16 tokens per step"),
                   QString::number(deployment.speculative.tokens));
    if (deployment.memoryFraction < 0 || deployment.memoryFraction > 1)
        return err(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "The memory fraction must be between 0 and 1"),
                   QString::number(deployment.memoryFraction));
    return {};
}

Result<MemoryBreakdown> estimateMemory(const ModelSpec &model, const GpuSpec &gpu,
                                       const Configuration &config, const Deployment &deployment)
{
    return estimateMemory(model, gpu, config, deployment, defaultEngineProfile(deployment.engine));
}

Result<MemoryBreakdown> estimateMemory(const ModelSpec &model, const GpuSpec &gpu,
                                       const Configuration &config, const Deployment &deployment,
                                       const EngineProfile &engine, MemoryDetail detail)
{
    if (deployment.mode != DeploymentMode::Inference)
        return estimateMemory(model, gpu, config, deployment, engine, detail, ParameterCount {});
    return estimateMemory(model, gpu, config, deployment, engine, detail, countParameters(model));
}

Result<MemoryBreakdown> estimateMemory(const ModelSpec &model, const GpuSpec &gpu,
                                       const Configuration &config, const Deployment &deployment,
                                       const EngineProfile &engine, MemoryDetail detail,
                                       const ParameterCount &count)
{
    if (deployment.mode != DeploymentMode::Inference) {
        auto training = estimateTrainingMemory(model, gpu, config, deployment, engine);
        if (training)
            training->marginBytes = -training->overflowBytes;
        return training;
    }
    if (auto valid = validateEstimate(model, gpu, config, deployment); !valid)
        return std::unexpected(valid.error());
    const bool explain = detail == MemoryDetail::Explained;

    const int tp = config.tensorParallel;
    const int pp = config.pipelineParallel;
    const int replicas = std::max(config.replicas(), 1);
    // expert parallelism / attention data parallelism: experts / EP whole routed experts per
    // GPU; each DP rank's attention-TP group holds its share of the sequences and their KV
    const int ep = std::max(config.expertParallel, 1);
    const int dp = std::max(config.dataParallelAttention, 1);
    const int atp = std::max(config.attentionTensorParallel(), 1);

    MemoryBreakdown result;
    const Loaded loaded = loadedExtras(model, deployment);
    result.parameters = count.total();
    result.visionParameters = loaded.vision ? count.vision : 0;
    result.mtpParameters = loaded.mtp ? count.mtp() : 0;
    result.activeParameters = count.active();
    result.kvBytesPerToken = kvBytesPerToken(model, deployment.kv, 1);
    result.tokensPerSequence = deployment.workload.tokensPerSequence();
    result.sequencesPerReplica = int(
            ceilDiv(std::max(deployment.workload.concurrentSequences, 0), replicas));
    // the engine as it starts on this GPU: its token budget, sequences, graphs and fraction
    const EngineRuntime runtime = resolveEngineRuntime(engine, gpu, config, deployment);
    result.memoryFraction = runtime.memoryFraction;
    const Term fractionSource = explain ? Term(memoryFractionSource(engine, runtime, deployment))
                                        : Term();
    if (explain) {
        result.warnings = parameterCountWarnings(model, count);
        if (deployment.textOnly && model.vision.describesVision())
            result.warnings.append(
                    model.vision.hasVision()
                            ? QCoreApplication::translate("Headroom::Estimate",
                                                          "Text only: the vision tower (%1, %2 "
                                                          "parameters) is left out; images "
                                                          "cannot be served")
                                      .arg(model.vision.kind)
                                      .arg(model.vision.parameters)
                            : QCoreApplication::translate("Headroom::Estimate",
                                                          "Text only: the vision tower (%1) is "
                                                          "left out, uncounted (%2); images "
                                                          "cannot be served")
                                      .arg(model.vision.kind.isEmpty() ? model.vision.uncountedField
                                                                       : model.vision.kind,
                                           model.vision.uncounted));
        if (model.mtp.loadable() && !loaded.mtp)
            result.warnings.append(
                    QCoreApplication::translate("Headroom::Estimate",
                                                "The checkpoint holds %1 MTP layers (%2 "
                                                "parameters) that are not loaded: speculative "
                                                "decoding with MTP is off")
                            .arg(model.mtp.layers)
                            .arg(count.mtp()));
    }
    result.kvPoolBytesPerGpu = std::numeric_limits<std::int64_t>::max();
    result.kvPoolTokens = std::numeric_limits<std::int64_t>::max();
    std::int64_t sequencesPerReplica = std::numeric_limits<std::int64_t>::max();

    const std::int64_t capacity = gpu.memoryBytes();
    const double f = result.memoryFraction;
    const std::int64_t batch = result.sequencesPerReplica;
    const std::int64_t tokens = result.tokensPerSequence;
    std::int64_t margin = std::numeric_limits<std::int64_t>::max();
    result.perGpu.reserve(detail == MemoryDetail::Verdict ? pp : std::min(config.gpuCount, 4096));

    const WeightLayout layout = weightLayout(model, deployment.weights);
    // speculative decoding's draft model: every layer on every GPU of the replica, split by TP
    const ModelSpec *draftModel = draftModelOf(deployment);
    const DraftMemory draft = draftModel
            ? draftMemory(*draftModel, deployment.kv, tp, tokens, engine.blockTokens)
            : DraftMemory {};
    if (draftModel) {
        result.draftParameters = draft.parameters;
        result.draftWeightBytesPerGpu = draft.weightBytes;
        result.draftKvBytesPerSequence = draft.kvBytesPerSequence;
    }
    int firstLayer = 0;
    for (int stage = 0; stage < pp; ++stage) {
        const int layers = layersOfStage(model.layers, pp, stage);
        GpuMemory g;
        g.stage = stage;
        g.firstLayer = firstLayer;
        g.layers = layers;
        g.capacity = capacity;
        // llama.cpp n_gpu_layers: the first gpuLayers layers on GPUs, the rest (and the
        // output layer unless every layer is offloaded) on the host
        const int onGpu = engine.gpuLayers < 0
                ? layers
                : std::clamp(engine.gpuLayers - firstLayer, 0, layers);
        const bool headOnGpu = engine.gpuLayers < 0 || engine.gpuLayers >= model.layers;
        g.weights = weightsPart(stageWeights(model, count, stage, pp, firstLayer, onGpu, loaded,
                                             headOnGpu),
                                layout, tp, stage, explain);
        if (ep > 1 || dp > 1)
            expertParallelWeights(g.weights,
                                  stageWeights(model, count, stage, pp, firstLayer, onGpu, loaded,
                                               headOnGpu),
                                  layout, model, config, explain);
        if (explain && loaded.vision && stage == 0)
            g.weights.explanation += say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                           "; the norms/biases include the "
                                                           "vision tower's %1 parameters (%2), "
                                                           "16-bit, split by TP"),
                                         {count.vision, model.vision.kind});
        if (explain && loaded.mtp && stage == pp - 1)
            g.weights.explanation
                    += say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                             "; includes %1 MTP layers for speculative decoding: "
                                             "%2 linear, %3 lm_head/embedding, %4 norms/biases"),
                           {model.mtp.layers, count.mtpLinear,
                            count.mtpEmbedding
                                    + (pp > 1 ? std::int64_t(model.vocab) * model.hidden : 0),
                            count.mtpOther});
        // the MXFP4 experts as vLLM's kernels load them (padded widths, scales)
        {
            const int moeLayers = std::max(0,
                                           std::min(firstLayer + onGpu, model.layers)
                                                   - std::max(firstLayer,
                                                              model.moe.firstDenseLayers));
            const WeightPadding padding = mxfp4LoadPadding(model, gpu, config, deployment, runtime,
                                                           layout.bits(QuantGroup::RoutedExperts),
                                                           moeLayers);
            g.weights.bytes += padding.bytes;
            if (explain && padding.bytes != 0)
                g.weights.explanation += padding.terms;
        }
        if (loaded.embeddingOnHost && stage == 0) {
            WeightGroups embedding;
            embedding[QuantGroup::Embedding] = count.embedding;
            result.hostBytes += weightBytes(layout, embedding);
            if (explain)
                g.weights.explanation += say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                               "; llama.cpp keeps the input "
                                                               "embedding (%1 parameters) in host "
                                                               "memory"),
                                             {count.embedding});
        }
        if (onGpu < layers || !headOnGpu) {
            const WeightGroups all = stageWeights(model, count, stage, pp, firstLayer, layers,
                                                  loaded);
            result.hostBytes += weightBytes(layout, all) - g.weights.bytes * tp;
            result.hostBytes += batch
                    * kvBytesPerSequence(model, deployment.kv, 1, tokens, engine.blockTokens,
                                         firstLayer + onGpu, layers - onGpu);
        }
        // MoE expert offload: this share of the routed experts of the layers on the GPUs stays
        // in host memory (the Speed model reads it over the host link)
        if (const double hostExperts = std::clamp(engine.hostExpertFraction, 0.0, 1.0);
            hostExperts > 0 && model.isMoe() && model.moe.experts > model.moe.expertsPerToken) {
            const double linearBits = layout.bits(QuantGroup::RoutedExperts);
            double routedBytes = 0;
            for (int layer = firstLayer; layer < firstLayer + onGpu; ++layer)
                routedBytes += routedExpertParameters(model, count, layer) * model.moe.experts
                        * linearBits / 8.0;
            const auto onHost = std::int64_t(routedBytes * hostExperts);
            const std::int64_t perGpu = ceilDiv(onHost, tp);
            g.weights.bytes = std::max<std::int64_t>(g.weights.bytes - perGpu, 0);
            if (explain)
                g.weights.explanation
                        += say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                 " - %1 GiB of routed experts kept in "
                                                 "host memory (%2% of the experts)"),
                               {gib(perGpu), Term(hostExperts * 100.0, 'f', 0)});
            result.hostBytes += onHost;
        }

        // KV the workload needs: sequences x per-sequence bytes (windows capped, blocks rounded)
        std::int64_t perSeq = kvBytesPerSequence(model, deployment.kv, atp, tokens,
                                                 engine.blockTokens, firstLayer, onGpu);
        // the MTP layers are attention layers with their own cache, per token like a full
        // attention layer of the model (vLLM gives the draft's layers KV cache groups)
        double mtpKvPerToken = 0;
        if (loaded.mtp && stage == pp - 1) {
            AttentionLayerGroup mtpLayers;
            mtpLayers.layers = model.mtp.layers;
            mtpKvPerToken = kvBytesPerTokenOfLayers(model, mtpLayers, model.mtp.layers,
                                                    deployment.kv, atp);
            perSeq += std::int64_t(
                    std::ceil(mtpKvPerToken * double(pagedTokens(tokens, engine.blockTokens))));
        }
        // KV and recurrent state of one sequence: the engine's pool holds both (vLLM gives the
        // states blocks of the same pool), so the pool's sequences are pool / (KV + state)
        const std::int64_t statePerSeq = std::min(stateBytesPerSequence(model, atp, firstLayer,
                                                                        onGpu),
                                                  perSeq);
        // with DP attention a GPU holds the sequences of its DP rank (the fullest rank's)
        const std::int64_t rankBatch = ceilDiv(batch, dp);
        g.kvCache.bytes = rankBatch * (perSeq - statePerSeq);
        g.sequenceState.bytes = rankBatch * statePerSeq;
        if (explain && statePerSeq > 0)
            g.sequenceState.explanation = stateExplanation(model, atp, firstLayer, onGpu, rankBatch,
                                                           statePerSeq, g.sequenceState.bytes);
        g.kvBytesPerToken = 0;
        {
            int start = 0;
            forEachAttentionGroup(model, [&](const AttentionLayerGroup &group) {
                const int overlap = std::min(start + group.layers, firstLayer + onGpu)
                        - std::max(start, firstLayer);
                start += group.layers;
                if (overlap > 0)
                    g.kvBytesPerToken += kvBytesPerTokenOfLayers(model, group, overlap,
                                                                 deployment.kv, atp);
            });
        }
        if (explain)
            g.kvCache.explanation
                    = say(QT_TRANSLATE_NOOP(
                                  "Headroom::Estimate",
                                  "%1 sequences x %2 B per sequence (%3 tokens, blocks of %4, "
                                  "sliding windows capped; %5 B/token on this GPU at TP %6, KV %7) "
                                  "= %8 GiB"),
                          {rankBatch, perSeq - statePerSeq, tokens, engine.blockTokens,
                           g.kvBytesPerToken, atp, kvFormatId(deployment.kv), gib(g.kvCache.bytes)});
        if (explain && dp > 1)
            g.kvCache.explanation += say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                           "; attention data parallel DP %1: this "
                                                           "GPU's rank holds %2 of the %3 "
                                                           "sequences, their KV split over its %4 "
                                                           "attention GPUs"),
                                         {dp, rankBatch, batch, atp});
        g.kvBytesPerToken += mtpKvPerToken;
        if (explain && mtpKvPerToken > 0)
            g.kvCache.explanation += say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                           "; includes the %1 MTP layers' %2 "
                                                           "B/token"),
                                         {model.mtp.layers, mtpKvPerToken});
        // the draft's KV comes from the same pool: each sequence holds the target's and the
        // draft's, so the pool holds fewer sequences and tokens
        if (draftModel) {
            g.draft.bytes = draft.weightBytes + batch * draft.kvBytesPerSequence;
            perSeq += draft.kvBytesPerSequence;
            g.kvBytesPerToken += draft.kvBytesPerToken;
            if (explain)
                g.draft.explanation = say(
                        QT_TRANSLATE_NOOP("Headroom::Estimate",
                                          "draft model %1: %2 parameters x %3 bits / 8 / TP %4 "
                                          "= %5 GiB of weights (its checkpoint's format, on every "
                                          "GPU of the replica: vLLM draft_tensor_parallel_size = "
                                          "the target's TP) + %6 sequences x %7 B of its KV per "
                                          "sequence (%8 tokens, %9 B/token on this GPU, KV %10; "
                                          "from the KV pool) = %11 GiB"),
                        {draftModel->id, draft.parameters,
                         Term(weightFormatBits(draft.format).linearBits, 'g', 4), tp,
                         gib(draft.weightBytes), batch, draft.kvBytesPerSequence, tokens,
                         Term(draft.kvBytesPerToken, 'f', 1), kvFormatId(deployment.kv),
                         gib(g.draft.bytes)});
        }

        const EngineBuffers buffers = engineBuffers(model, config, deployment, engine, runtime,
                                                    stage, explain);
        g.activations.bytes = buffers.activationPeak;
        if (explain)
            g.activations.explanation = buffers.activationTerms;
        if (engine.activationBytesPerTokenPerHidden > 0 || engine.logitsBytesPerVocab > 0) {
            // The widest MLP a token passes through: dense, or the experts it is routed to.
            const double intermediate = model.isMoe()
                    ? double(model.moe.expertIntermediate) * model.moe.expertsPerToken
                    : double(model.intermediate);
            const auto mlp = std::int64_t(double(batch) * double(tokens) * intermediate
                                          * engine.activationBytesPerTokenPerIntermediate / tp);
            const auto hiddenStates = std::int64_t(double(batch) * double(tokens) * model.hidden
                                                   * engine.activationBytesPerTokenPerHidden / tp)
                    + mlp;
            const auto logits = std::int64_t(double(batch) * model.vocab
                                             * engine.logitsBytesPerVocab / tp);
            g.activations.bytes += hiddenStates + logits;
            if (explain)
                g.activations.explanation
                        += say(QT_TRANSLATE_NOOP(
                                       "Headroom::Estimate",
                                       " + %1 seq x %2 tokens x (hidden %3 x %4 B + MLP "
                                       "intermediate %8 x %9 B) / TP (formula) + %1 seq x vocab %5 "
                                       "x %6 B logits (formula) = %7 GiB"),
                               {batch, tokens, model.hidden, engine.activationBytesPerTokenPerHidden,
                                model.vocab, engine.logitsBytesPerVocab, gib(g.activations.bytes),
                                intermediate, engine.activationBytesPerTokenPerIntermediate});
        }

        if (loaded.vision && stage == 0) {
            const std::int64_t encoder = visionEncoderPeakBytes(model, tp);
            g.activations.bytes += encoder;
            if (explain)
                g.activations.explanation += say(
                        QT_TRANSLATE_NOOP("Headroom::Estimate",
                                          " + vision encoder on one largest image: %1 patches x "
                                          "(3 x %2 + (3 x %2 + 2 x %3) / TP %4) x 2 B + %5 tokens "
                                          "x %6 x 2 B (formula, assumed) = %7 GiB"),
                        {model.vision.patchesPerImage, model.vision.hidden,
                         model.vision.intermediate, tp, model.vision.tokensPerImage, model.hidden,
                         gib(encoder)});
        }

        const std::int64_t graphs = buffers.cudaGraphs;
        // vLLM: the CUDA context and NCCL take memory beside its budget (SGLang's fraction is of
        // what they leave, so they are in its reserve)
        const std::int64_t beside = engine.activationsInsideBudget ? buffers.outsideBudget : 0;
        g.runtime.bytes = buffers.nonTorch + graphs + beside;
        if (explain) {
            g.runtime.explanation
                    = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                            "non-torch %1 GiB, %2; CUDA graphs %3 GiB, "
                                            "%4"),
                          {gib(buffers.nonTorch), buffers.nonTorchTerms, gib(graphs),
                           buffers.cudaGraphTerms});
            if (beside > 0)
                g.runtime.explanation += say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                               "; CUDA context and NCCL %1 GiB "
                                                               "beside the budget"),
                                             {gib(beside)});
        }

        // SGLang's fraction is of the memory free before the weights load (the CUDA context
        // and NCCL already out); vLLM's of the total
        const std::int64_t budget = std::int64_t(
                f
                * double(engine.activationsInsideBudget ? capacity
                                                        : capacity - buffers.outsideBudget));
        // vLLM: what must fit beside its budget (the CUDA context, NCCL, graphs outside it);
        // short of it, the engine does not start
        std::int64_t besideRoom = 0;
        switch (engine.budgetBase) {
        case MemoryBudgetBase::Total:
            if (engine.activationsInsideBudget) {
                const std::int64_t graphsInBudget = buffers.graphsInBudget ? graphs : 0;
                const std::int64_t room = capacity - budget - (graphs - graphsInBudget) - beside;
                if (beside > 0) // V1 checks; V0 (no context counted) did not
                    besideRoom = room;
                g.kvPoolBytes = budget - g.weights.bytes - draft.weightBytes - g.activations.bytes
                        - buffers.nonTorch - graphsInBudget;
                g.reserve.bytes = std::max<std::int64_t>(room, 0);
                if (explain)
                    g.reserve.explanation = say(
                            QT_TRANSLATE_NOOP("Headroom::Estimate",
                                              "(1 - %1) x %2 GiB total - CUDA graphs - CUDA "
                                              "context and NCCL; KV pool = %1 x total - weights - "
                                              "activation peak - non-torch = %3 GiB (%4)"),
                            {f, gib(capacity), poolGib(g.kvPoolBytes), fractionSource});
            } else {
                g.kvPoolBytes = budget - g.weights.bytes - draft.weightBytes;
                g.reserve.bytes = std::max<std::int64_t>(capacity - budget - g.activations.bytes
                                                                 - g.runtime.bytes,
                                                         0);
                if (explain)
                    g.reserve.explanation = say(
                            QT_TRANSLATE_NOOP("Headroom::Estimate",
                                              "(1 - %1) x %2 GiB free before the weights load "
                                              "(%5 GiB total - %6 GiB CUDA context and NCCL) - "
                                              "activations - runtime; KV pool = %1 x free - "
                                              "weights = %3 GiB (%4)"),
                            {f, gib(capacity - buffers.outsideBudget), poolGib(g.kvPoolBytes),
                             fractionSource, gib(capacity), gib(buffers.outsideBudget)});
            }
            break;
        case MemoryBudgetBase::FreeAfterLoad: {
            const std::int64_t freeAfter = capacity - g.weights.bytes - draft.weightBytes
                    - g.activations.bytes - g.runtime.bytes;
            g.kvPoolBytes = std::int64_t(f * double(freeAfter));
            g.reserve.bytes = std::max<std::int64_t>(freeAfter - g.kvPoolBytes, 0);
            if (explain)
                g.reserve.explanation
                        = say(QT_TRANSLATE_NOOP(
                                      "Headroom::Estimate",
                                      "(1 - %1) x %2 GiB free after weights and buffers; KV pool = "
                                      "%1 x free = %3 GiB (%4)"),
                              {f, gib(freeAfter), poolGib(g.kvPoolBytes), fractionSource});
            break;
        }
        case MemoryBudgetBase::None:
            g.kvPoolBytes = capacity - g.weights.bytes - draft.weightBytes - g.activations.bytes
                    - g.runtime.bytes;
            if (explain)
                g.reserve.explanation
                        = say(QT_TRANSLATE_NOOP(
                                      "Headroom::Estimate",
                                      "no pre-allocated budget (%1); KV room = capacity - weights "
                                      "- activations - runtime = %2 GiB"),
                              {fractionSource, poolGib(g.kvPoolBytes)});
            break;
        }
        g.free = capacity - g.usedBytes();
        // weights and buffers past the engine's budget leave no pool: that GPU is short of
        // memory by as much, and the pool is empty (never negative)
        // the room beside the budget does not grow with the workload: the solvers step on the
        // pool and the free memory, and only a shortfall beside the budget joins them
        margin = std::min({margin, g.free, g.kvPoolBytes});
        if (besideRoom < 0)
            margin = std::min(margin, besideRoom);
        g.shortBytes = -std::min<std::int64_t>({g.free, g.kvPoolBytes, besideRoom, 0});
        g.kvPoolBytes = std::max<std::int64_t>(g.kvPoolBytes, 0);

        result.kvPoolBytesPerGpu = std::min(result.kvPoolBytesPerGpu, g.kvPoolBytes);
        // SGLang splits a hybrid model's pool: the recurrent states get r / (1 + r) of it
        // (mamba_full_memory_ratio r = 0.9, handle_max_mamba_cache; its Qwen3-Next log: 1.12
        // of 2.38 GiB), the KV cache the rest; vLLM gives both blocks of one pool
        constexpr double kSglangStateRatio = 0.9;
        const std::int64_t kvPart = statePerSeq > 0 && deployment.engine == EngineKind::SgLang
                ? std::int64_t(double(g.kvPoolBytes) / (1 + kSglangStateRatio))
                : g.kvPoolBytes;
        if (perSeq > 0) {
            std::int64_t held = g.kvPoolBytes / perSeq;
            if (kvPart != g.kvPoolBytes)
                held = std::min((g.kvPoolBytes - kvPart) / statePerSeq,
                                perSeq > statePerSeq ? kvPart / (perSeq - statePerSeq) : held);
            sequencesPerReplica = std::min(sequencesPerReplica,
                                           std::max<std::int64_t>(held, 0) * dp);
        }
        if (g.kvBytesPerToken > 0)
            result.kvPoolTokens = std::min(result.kvPoolTokens,
                                           std::int64_t(std::max<double>(double(kvPart), 0)
                                                        / g.kvBytesPerToken)
                                                   * dp);
        g.index = stage * tp;
        result.perGpu.append(g);
        for (int t = 1; t < tp && detail != MemoryDetail::Verdict; ++t) {
            GpuMemory copy = g;
            copy.index = stage * tp + t;
            result.perGpu.append(copy);
        }
        firstLayer += layers;
    }
    if (result.kvPoolTokens == std::numeric_limits<std::int64_t>::max())
        result.kvPoolTokens = 0;
    result.maxSequences = sequencesPerReplica == std::numeric_limits<std::int64_t>::max()
            ? 0
            : sequencesPerReplica * replicas;

    // further replicas hold the same as the first
    const QList<GpuMemory> replica = result.perGpu;
    for (int r = 1; r < replicas && detail != MemoryDetail::Verdict; ++r) {
        for (GpuMemory g : replica) {
            g.index += r * config.gpusPerReplica();
            result.perGpu.append(g);
        }
    }
    std::int64_t worst = 0;
    for (const GpuMemory &g : std::as_const(result.perGpu))
        worst = std::max(worst, g.shortBytes);
    result.overflowBytes = worst;
    result.fits = worst == 0;
    result.marginBytes = margin == std::numeric_limits<std::int64_t>::max() ? 0 : margin;
    return result;
}

QList<MemoryPartKind> allMemoryPartKinds()
{
    return {MemoryPartKind::Weights,    MemoryPartKind::MasterWeights,
            MemoryPartKind::Gradients,  MemoryPartKind::OptimizerStates,
            MemoryPartKind::KvCache,    MemoryPartKind::SequenceState,
            MemoryPartKind::DraftModel, MemoryPartKind::Activations,
            MemoryPartKind::Runtime,    MemoryPartKind::Reserve};
}

QString memoryPartId(MemoryPartKind kind)
{
    switch (kind) {
    case MemoryPartKind::Weights: return QStringLiteral("weights");
    case MemoryPartKind::MasterWeights: return QStringLiteral("master_weights");
    case MemoryPartKind::Gradients: return QStringLiteral("gradients");
    case MemoryPartKind::OptimizerStates: return QStringLiteral("optimizer");
    case MemoryPartKind::KvCache: return QStringLiteral("kv_cache");
    case MemoryPartKind::SequenceState: return QStringLiteral("state");
    case MemoryPartKind::DraftModel: return QStringLiteral("draft_model");
    case MemoryPartKind::Activations: return QStringLiteral("activations");
    case MemoryPartKind::Runtime: return QStringLiteral("runtime");
    case MemoryPartKind::Reserve: return QStringLiteral("reserve");
    }
    return {};
}

QString memoryPartName(MemoryPartKind kind)
{
    switch (kind) {
    case MemoryPartKind::Weights:
        return QCoreApplication::translate("Headroom::Estimate", "Weights");
    case MemoryPartKind::MasterWeights:
        return QCoreApplication::translate("Headroom::Estimate", "Master weights");
    case MemoryPartKind::Gradients:
        return QCoreApplication::translate("Headroom::Estimate", "Gradients");
    case MemoryPartKind::OptimizerStates:
        return QCoreApplication::translate("Headroom::Estimate", "Optimizer states");
    case MemoryPartKind::KvCache:
        return QCoreApplication::translate("Headroom::Estimate", "KV cache");
    case MemoryPartKind::SequenceState:
        return QCoreApplication::translate("Headroom::Estimate", "Sequence state");
    case MemoryPartKind::DraftModel:
        return QCoreApplication::translate("Headroom::Estimate", "Draft model");
    case MemoryPartKind::Activations:
        return QCoreApplication::translate("Headroom::Estimate", "Activations");
    case MemoryPartKind::Runtime:
        return QCoreApplication::translate("Headroom::Estimate", "Runtime");
    case MemoryPartKind::Reserve:
        return QCoreApplication::translate("Headroom::Estimate", "Reserve");
    }
    return {};
}

const MemoryPart &GpuMemory::part(MemoryPartKind kind) const
{
    switch (kind) {
    case MemoryPartKind::Weights: return weights;
    case MemoryPartKind::MasterWeights: return masterWeights;
    case MemoryPartKind::Gradients: return gradients;
    case MemoryPartKind::OptimizerStates: return optimizerStates;
    case MemoryPartKind::KvCache: return kvCache;
    case MemoryPartKind::SequenceState: return sequenceState;
    case MemoryPartKind::DraftModel: return draft;
    case MemoryPartKind::Activations: return activations;
    case MemoryPartKind::Runtime: return runtime;
    case MemoryPartKind::Reserve: break;
    }
    return reserve;
}

MemoryPart &GpuMemory::part(MemoryPartKind kind)
{
    return const_cast<MemoryPart &>(std::as_const(*this).part(kind));
}

std::int64_t GpuMemory::usedBytes() const
{
    // every part of allMemoryPartKinds()
    return weights.bytes + masterWeights.bytes + gradients.bytes + optimizerStates.bytes
            + kvCache.bytes + sequenceState.bytes + draft.bytes + activations.bytes + runtime.bytes
            + reserve.bytes;
}

} // namespace Headroom
