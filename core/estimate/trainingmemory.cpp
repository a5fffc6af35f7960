#include "estimate/trainingmemory.h"

#include "estimate/trainingmemory_p.h"

#include "estimate/estimateterms.h"
#include "estimate/parametercount.h"
#include "estimate/weightbytes.h"
#include "store/trainingids.h"
#include "units/bytes.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <utility>

namespace Headroom {

using namespace TrainingDetail;

namespace {

using Term = Explanation::Term;

using EstimateTerms::gib;
using EstimateTerms::say;

/** `source`: a QT_TRANSLATE_N_NOOP("Headroom::Estimate", ...) literal with %n for `n`. */
Explanation sayPlural(const char *source, int n)
{
    return Explanation::plural("Headroom::Estimate", source, n);
}

std::int64_t ceilDiv(std::int64_t a, std::int64_t b)
{
    return b > 0 ? (a + b - 1) / b : a;
}

std::int64_t roundBytes(double bytes)
{
    // capped far beyond any GPU so that absurd inputs (2^32 tokens, eager attention) stay finite
    return std::int64_t(std::llround(std::clamp(bytes, 0.0, 1e18)));
}

bool isLora(DeploymentMode mode)
{
    return mode == DeploymentMode::Lora || mode == DeploymentMode::Qlora;
}

/** The parameters one pipeline stage holds, by tensor group (as the inference bars split). */
struct StageParams
{
    std::int64_t linear = 0;
    std::int64_t embedding = 0;
    std::int64_t other = 0;
    std::int64_t largestLayer = 0; // parameters of the largest layer
    std::int64_t largestLayerLinear = 0;

    std::int64_t total() const { return linear + embedding + other; }
};

StageParams stageParams(const ModelSpec &model, const ParameterCount &count, int stage, int stages,
                        int firstLayer, int layers)
{
    StageParams p;
    for (int layer = firstLayer; layer < firstLayer + layers; ++layer) {
        p.linear += count.layerLinear.value(layer);
        p.other += count.layerTotal.value(layer) - count.layerLinear.value(layer);
        if (count.layerTotal.value(layer) > p.largestLayer) {
            p.largestLayer = count.layerTotal.value(layer);
            p.largestLayerLinear = count.layerLinear.value(layer);
        }
    }
    if (stage == 0) {
        p.embedding += count.embedding;
        p.other += count.extra;
    }
    if (stage == stages - 1) {
        p.other += count.finalNorm;
        // a tied lm_head is a second copy on the last stage when PP > 1 (Megatron, vLLM)
        p.embedding += count.lmHead > 0                ? count.lmHead
                : (stages > 1 && model.tiedEmbeddings) ? std::int64_t(model.vocab) * model.hidden
                                                       : 0;
    }
    return p;
}

/** The largest linear matrix of a layer (d_in x d_out): what bitsandbytes dequantises. */
std::int64_t largestMatrix(const ModelSpec &m)
{
    const std::int64_t d = m.hidden;
    const std::int64_t width = m.isMoe() ? std::max(expertWidth(m), std::int64_t(m.intermediate))
                                         : m.intermediate;
    const std::int64_t q = std::int64_t(m.heads) * headDimOf(m);
    return std::max(d * width, d * q);
}

/** Bytes per token per layer of the activations one layer keeps for backward (16-bit),
 *  following Korthikanti et al. 2022, section 4.1, for a pre-norm decoder layer. */
struct LayerActivation
{
    double replicated = 0; // not split by TP: norm inputs, inputs of q/k/v and of the MLP
    double sharded = 0; // split by TP: q, k, v, attention output, MLP intermediates, scores
};

LayerActivation layerActivation(const ModelSpec &m, std::int64_t sequence, bool flash,
                                int firstLayer, int layers)
{
    const double d = m.hidden;
    const double hd = headDimOf(m);
    double qk = double(m.heads) * hd;
    double kv = double(kvHeadsOf(m)) * hd;
    double attnOut = double(m.heads) * hd;
    if (m.isMla()) {
        qk = double(m.heads) * (m.mla.qkNopeHeadDim + m.mla.qkRopeHeadDim);
        kv = (qk + double(m.heads) * m.mla.vHeadDim) / 2;
        attnOut = double(m.heads) * m.mla.vHeadDim;
    }
    double width = m.intermediate;
    for (int layer = firstLayer; layer < firstLayer + layers; ++layer) {
        if (isMoeLayer(m, layer))
            width = std::max(width,
                             double(expertWidth(m) * m.moe.expertsPerToken + sharedExpertWidth(m)));
    }
    LayerActivation a;
    a.replicated = 2 * 2 * d + 2 * 2 * d; // two norm inputs + the normed inputs of attention, MLP
    a.sharded = 2 * (qk + 2 * kv + attnOut) + (m.mlp == MlpKind::Gated ? 8 : 4) * width;
    a.sharded += flash ? 4.0 * m.heads // fp32 log-sum-exp per head (FlashAttention-2)
                       : 5.0 * m.heads * double(sequence); // 5 a s^2 b: scores, softmax, dropout
    return a;
}

struct StageContext
{
    const ModelSpec &model;
    const TrainingSettings &t;
    DeploymentMode mode;
    WeightFormat baseFormat;
    ModelStateBytes states;
    int tp = 1;
    int pp = 1;
    int dp = 1;
};

MemoryPart activationsPart(const StageContext &c, int stage, int firstLayer, int layers)
{
    const ModelSpec &m = c.model;
    const double tokens = double(c.t.microBatch) * double(c.t.sequenceTokens);
    const LayerActivation a = layerActivation(m, c.t.sequenceTokens, c.t.flashAttention, firstLayer,
                                              layers);
    const double perLayer = a.replicated + a.sharded / c.tp;
    // checkpointing keeps each layer's input and recomputes one layer at a time in backward
    const bool ckpt = c.t.gradientCheckpointing;
    const double kept = ckpt ? layers * 2.0 * m.hidden : layers * perLayer;
    const double recomputed = ckpt ? perLayer : 0;
    const int inFlight = c.pp - stage; // 1F1B: stage k holds PP - k micro-batches
    const bool last = stage == c.pp - 1;
    const double head = last ? 2 * 2.0 * m.hidden + 10.0 * m.vocab / c.tp : 0;
    MemoryPart part;
    part.bytes = roundBytes(tokens * (kept * inFlight + recomputed + head));
    const Explanation flight = sayPlural(QT_TRANSLATE_N_NOOP("Headroom::Estimate",
                                                             "%n micro-batch(es) in flight"),
                                         inFlight);
    const Explanation layerText = ckpt
            ? say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                    "gradient checkpointing: %1 x 2 B x hidden %2 x %3 + one layer "
                                    "recomputed %4 B"),
                  {sayPlural(QT_TRANSLATE_N_NOOP("Headroom::Estimate", "%n layer input(s)"), layers),
                   m.hidden, flight, Term(perLayer, 'f', 0)})
            : say(QT_TRANSLATE_NOOP("Headroom::Estimate", "%1 x %2 B x %3"),
                  {sayPlural(QT_TRANSLATE_N_NOOP("Headroom::Estimate", "%n layer(s)"), layers),
                   Term(perLayer, 'f', 0), flight});
    part.explanation = say(
            QT_TRANSLATE_NOOP("Headroom::Estimate",
                              "%1 micro-batch x %2 tokens x (%3 + head %4 B) = %5 GiB. Per layer "
                              "and token: %6 B replicated (norm inputs, inputs of attention and "
                              "MLP) + %7 B / TP %8 (q, k, v, attention output, MLP intermediates, "
                              "%9); 16-bit, after Korthikanti et al. 2022 without dropout. Head: "
                              "final norm + logits 10 B per vocab entry (%10 / TP: bf16 logits, "
                              "fp32 copy and fp32 log-softmax in transformers' loss, assumed); "
                              "1F1B keeps PP - stage micro-batches"),
            {c.t.microBatch, c.t.sequenceTokens, layerText, Term(head, 'f', 0), gib(part.bytes),
             Term(a.replicated, 'f', 0), Term(a.sharded, 'f', 0), c.tp,
             c.t.flashAttention
                     ? say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                             "flash attention's fp32 log-sum-exp"))
                     : say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                             "eager attention scores 5 x heads x sequence")),
             m.vocab});
    return part;
}

Explanation zeroText(int stage, bool sharded, int dp)
{
    if (!sharded || dp <= 1)
        return say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "not sharded (ZeRO-%1, %2 data-parallel)"),
                   {stage, dp});
    return say(QT_TRANSLATE_NOOP("Headroom::Estimate", "/ %1 data-parallel (ZeRO-%2)"), {dp, stage});
}

struct StageStates
{
    MemoryPart weights;
    MemoryPart masterWeights;
    MemoryPart gradients;
    MemoryPart optimizerStates;
    std::int64_t hostBytes = 0; // offloaded to, or paged into, host RAM
    std::int64_t pagedBytes = 0;
    std::int64_t trainable = 0; // per GPU, before ZeRO
};

/** The weights one GPU holds: the frozen base (LoRA) and the trainable working copy, sharded
 *  by ZeRO-3, or offloaded to host RAM. */
void weightsState(const StageContext &c, const StageParams &p, StageStates &s)
{
    const int zero = c.t.zeroStage;
    const bool lora = isLora(c.mode);
    const bool offloadParams = c.t.offload == TrainingOffload::All;
    const std::int64_t frozen = lora
            ? ceilDiv(weightBytes(c.baseFormat, p.linear, p.embedding, p.other), c.tp)
            : 0;
    const std::int64_t working = roundBytes(double(s.trainable) * c.states.weights);
    const std::int64_t weights = zero >= 3 ? ceilDiv(frozen + working, c.dp) : frozen + working;
    s.weights.bytes = offloadParams ? 0 : weights;
    if (offloadParams)
        s.hostBytes += weights;
    const Explanation where = offloadParams
            ? say(QT_TRANSLATE_NOOP("Headroom::Estimate", "; offloaded to host RAM (%1 GiB)"),
                  {gib(weights)})
            : Explanation();
    if (lora) {
        const WeightFormatBits bits = weightFormatBits(c.baseFormat);
        s.weights.explanation
                = say(QT_TRANSLATE_NOOP(
                              "Headroom::Estimate",
                              "frozen base %1 params / TP %2 in %3 (%4) = %5 GiB + %6 trainable "
                              "adapter params x %7 B (bf16) = %8 GiB, %9 = %10 GiB%11"),
                      {p.total(), c.tp, weightFormatId(c.baseFormat), bits.explanation(),
                       gib(frozen), s.trainable, c.states.weights, gib(working),
                       zeroText(zero, zero >= 3, c.dp), gib(weights), where});
    } else {
        s.weights.explanation = say(
                QT_TRANSLATE_NOOP("Headroom::Estimate",
                                  "%1 params / TP %2 = %3 trainable x %4 B working copy, %5 = %6 "
                                  "GiB%7"),
                {p.total(), c.tp, s.trainable, c.states.weights, zeroText(zero, zero >= 3, c.dp),
                 gib(weights), where});
    }
}

/** One state of the trainable parameters: `perParam` bytes each, sharded by ZeRO when
 *  `sharded`, in host RAM when `offload` (ZeRO-Offload); its bytes, offloaded or not. */
std::int64_t statePart(const StageContext &c, StageStates &s, MemoryPart &part, double perParam,
                       bool sharded, bool offload, const Explanation &what)
{
    const std::int64_t rounded = roundBytes(double(s.trainable) * perParam);
    const std::int64_t bytes = sharded ? ceilDiv(rounded, c.dp) : rounded;
    part.bytes = offload ? 0 : bytes;
    if (offload)
        s.hostBytes += bytes;
    part.explanation = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                             "%1 trainable params x %2 B (%3), %4 = %5 GiB%6"),
                           {s.trainable, Term(perParam, 'g', 4), what,
                            zeroText(c.t.zeroStage, sharded, c.dp), gib(bytes),
                            offload ? say(
                                    QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                      "; offloaded to host RAM (ZeRO-Offload)"))
                                    : Explanation()});
    return bytes;
}

/** The fp32 master copy, the gradients and the optimizer's states (paged ones reach into host
 *  RAM under memory pressure). */
void trainingStates(const StageContext &c, StageStates &s)
{
    const TrainingSettings &t = c.t;
    const int zero = t.zeroStage;
    const bool offloadStates = t.offload != TrainingOffload::None;
    statePart(c, s, s.masterWeights, c.states.masterWeights, zero >= 1, offloadStates,
              c.states.masterWeights > 0
                      ? say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                              "fp32 master copy kept by mixed precision"))
                      : say(QT_TRANSLATE_NOOP("Headroom::Estimate", "no fp32 master copy")));
    if (c.states.masterWeights <= 0)
        s.masterWeights.explanation = isLora(c.mode)
                ? say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                        "none: the adapters are trained in bf16 without an fp32 "
                                        "copy (QLoRA reference code; bitsandbytes optimizers "
                                        "update them in place)"))
                : say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                        "none: the weights are trained in their own precision"));
    statePart(c, s, s.gradients, c.states.gradients, zero >= 2, false,
              say(QT_TRANSLATE_NOOP("Headroom::Estimate", "gradients in the weights' precision")));
    const std::int64_t optimizer = statePart(c, s, s.optimizerStates, c.states.optimizerStates,
                                             zero >= 1, offloadStates,
                                             optimizerStateSource(t.optimizer));
    if (t.pagedOptimizer && !offloadStates) {
        s.pagedBytes = optimizer;
        s.hostBytes += optimizer;
        s.optimizerStates.explanation += say(
                QT_TRANSLATE_NOOP("Headroom::Estimate",
                                  "; paged (unified memory): pages move to host RAM under memory "
                                  "pressure, up to %1 GiB of host RAM (QLoRA paged optimizers)"),
                {gib(optimizer)});
    }
}

StageStates stageStates(const StageContext &c, const StageParams &p, int firstLayer, int layers)
{
    StageStates s;
    s.trainable = isLora(c.mode)
            ? ceilDiv(loraAdapterParameters(c.model, c.t.loraRank, c.t.loraTargets, firstLayer,
                                            layers),
                      c.tp)
            : ceilDiv(p.total(), c.tp);
    weightsState(c, p, s);
    trainingStates(c, s);
    return s;
}

MemoryPart runtimePart(const StageContext &c, const StageParams &p, const EngineProfile &engine,
                       bool multiGpu)
{
    const SourcedBytes &context = multiGpu ? engine.nonTorchMultiGpu : engine.nonTorchTp1;
    MemoryPart part;
    part.bytes = context.bytes;
    part.explanation = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                             "CUDA context and PyTorch %1 GiB, %2"),
                           {gib(context.bytes), context.labelTerms()});
    const WeightFormatBits bits = weightFormatBits(c.baseFormat);
    if (isLora(c.mode) && bits.linearBits < 16) {
        const std::int64_t dequant = ceilDiv(largestMatrix(c.model), c.tp) * 2;
        part.bytes += dequant;
        part.explanation += say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                  " + the largest matrix dequantised to bf16 for "
                                                  "its matmul, %1 x 2 B / TP = %2 GiB "
                                                  "(bitsandbytes)"),
                                {largestMatrix(c.model), gib(dequant)});
    }
    const bool gathers = (c.t.zeroStage >= 3 && c.dp > 1) || c.t.offload == TrainingOffload::All;
    if (gathers) {
        const std::int64_t layer = isLora(c.mode)
                ? weightBytes(c.baseFormat, p.largestLayerLinear, 0,
                              p.largestLayer - p.largestLayerLinear)
                : roundBytes(double(p.largestLayer) * c.states.weights);
        const std::int64_t gathered = 2 * ceilDiv(layer, c.tp);
        part.bytes += gathered;
        part.explanation += say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                  " + gathered parameters of two layers (current "
                                                  "and prefetched), 2 x %1 B / TP = %2 GiB (ZeRO-3 "
                                                  "/ offload)"),
                                {layer, gib(gathered)});
    }
    part.explanation += say(QT_TRANSLATE_NOOP("Headroom::Estimate", " = %1 GiB"), {gib(part.bytes)});
    return part;
}

} // namespace

Result<void> validateTraining(const ModelSpec &model, const Configuration &config,
                              const Deployment &deployment)
{
    // `text`: a QT_TRANSLATE_NOOP("Headroom::Estimate", ...) literal
    const auto err = [](const char *text, const QString &detail) {
        return fail(QCoreApplication::translate("Headroom::Estimate", text), detail);
    };
    const TrainingSettings &t = deployment.training;
    if (deployment.mode == DeploymentMode::Inference || deploymentModeId(deployment.mode).isEmpty())
        return err(QT_TRANSLATE_NOOP("Headroom::Estimate", "The deployment is not a training mode"),
                   QStringLiteral("mode"));
    if (t.microBatch < 1)
        return err(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "The micro-batch must be at least 1 sequence"),
                   QString::number(t.microBatch));
    if (t.sequenceTokens < 1)
        return err(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "The sequence length must be at least 1 token"),
                   QString::number(t.sequenceTokens));
    if (double(t.microBatch) * double(t.sequenceTokens) > double(std::int64_t(1) << 32))
        return err(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "Micro-batch x sequence length is too large"),
                   QStringLiteral("tokens"));
    if (!(t.datasetTokens >= 0) || !std::isfinite(t.datasetTokens))
        return err(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "The dataset size must be a number of tokens, 0 or more"),
                   QStringLiteral("datasetTokens"));
    if (!(t.epochs > 0) || !std::isfinite(t.epochs))
        return err(QT_TRANSLATE_NOOP("Headroom::Estimate", "The epochs must be above 0"),
                   QStringLiteral("epochs"));
    if (t.zeroStage < 0 || t.zeroStage > 3)
        return fail(QCoreApplication::translate("Headroom::Estimate",
                                                "ZeRO stage %1 does not exist (0 to 3)")
                            .arg(t.zeroStage),
                    QStringLiteral("zero"));
    if (optimizerId(t.optimizer).isEmpty() || loraTargetsId(t.loraTargets).isEmpty()
        || trainingOffloadId(t.offload).isEmpty())
        return err(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "Unknown optimizer, LoRA targets or offload setting"),
                   QStringLiteral("training"));
    if (isLora(deployment.mode) && (t.loraRank < 1 || t.loraRank > model.hidden))
        return fail(QCoreApplication::translate("Headroom::Estimate",
                                                "The LoRA rank must be between 1 and the hidden "
                                                "size %1")
                            .arg(model.hidden),
                    QString::number(t.loraRank));
    const WeightFormat w = deployment.weights;
    if (deployment.mode == DeploymentMode::FullFineTune && w != WeightFormat::Bf16
        && w != WeightFormat::Fp16 && w != WeightFormat::Fp32)
        return fail(QCoreApplication::translate("Headroom::Estimate",
                                                "Full fine-tuning trains bf16, fp16 or fp32 "
                                                "weights, not %1")
                            .arg(weightFormatName(w)),
                    weightFormatId(w));
    if (deployment.mode == DeploymentMode::Lora && weightFormatId(w).startsWith(u'q'))
        return fail(QCoreApplication::translate("Headroom::Estimate",
                                                "LoRA cannot train on a GGUF base (%1); use a "
                                                "16-bit, 8-bit or 4-bit PyTorch format")
                            .arg(weightFormatName(w)),
                    weightFormatId(w));
    if (deployment.mode == DeploymentMode::FullFineTune && t.offload == TrainingOffload::All
        && t.zeroStage < 3)
        return err(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "Offloading parameters to the CPU needs ZeRO stage 3"),
                   QStringLiteral("offload"));
    Q_UNUSED(config);
    return {};
}

EngineProfile trainingEngineProfile(const EngineProfile &engine)
{
    return engine.kind == EngineKind::Transformers ? engine
                                                   : defaultEngineProfile(EngineKind::Transformers);
}

namespace {

/** The breakdown's totals before the GPUs: parameters, the micro-batch and the warnings. */
MemoryBreakdown trainingTotals(const ModelSpec &model, const ParameterCount &count,
                               const TrainingSettings &t, bool lora)
{
    MemoryBreakdown result;
    result.memoryFraction = 1.0;
    result.parameters = count.total();
    result.activeParameters = count.active();
    result.trainableParameters = lora ? loraAdapterParameters(model, t.loraRank, t.loraTargets)
                                      : count.total();
    result.tokensPerSequence = t.sequenceTokens;
    result.sequencesPerReplica = t.microBatch;
    result.warnings = parameterCountWarnings(model, count);
    if (model.maxContext > 0 && t.sequenceTokens > model.maxContext)
        result.warnings.append(say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                     "The sequence length %1 is longer than the "
                                                     "model's context %2"),
                                   {t.sequenceTokens, model.maxContext}));
    return result;
}

/** One GPU of a pipeline stage: the states, activations, runtime and the allocator's margin;
 *  training holds no KV cache, recurrent state or draft model. */
GpuMemory stageGpu(const StageContext &c, const StageParams &p, const StageStates &s,
                   const EngineProfile &engine, int stage, int firstLayer, int layers,
                   std::int64_t capacity, bool multiGpu)
{
    GpuMemory g;
    g.stage = stage;
    g.firstLayer = firstLayer;
    g.layers = layers;
    g.capacity = capacity;
    g.weights = s.weights;
    g.masterWeights = s.masterWeights;
    g.gradients = s.gradients;
    g.optimizerStates = s.optimizerStates;
    g.kvCache.explanation = say(
            QT_TRANSLATE_NOOP("Headroom::Estimate", "none: training keeps no KV cache"));
    g.sequenceState.explanation = say(
            QT_TRANSLATE_NOOP("Headroom::Estimate",
                              "none: training keeps no recurrent state between steps"));
    g.draft.explanation = say(
            QT_TRANSLATE_NOOP("Headroom::Estimate", "none: training loads no draft model"));
    g.activations = activationsPart(c, stage, firstLayer, layers);
    g.runtime = runtimePart(c, p, engine, multiGpu);
    g.reserve.bytes = engine.activationPeakDense.bytes;
    g.reserve.explanation = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                  "allocator fragmentation margin %1 GiB, %2"),
                                {gib(g.reserve.bytes), engine.activationPeakDense.labelTerms()});
    g.free = capacity - g.usedBytes();
    g.shortBytes = std::max<std::int64_t>(-g.free, 0);
    return g;
}

/** How far paging the optimizer's states covers the GPUs' shortfall. */
struct Paging
{
    std::int64_t shortfall = 0; // largest shortfall paging covers
    bool covers = true;
};

/** The data-parallel replicas hold the same as the first; the verdict, and the paged
 *  optimizer's cover when short. */
void finishTraining(MemoryBreakdown &result, const StageContext &c, const Configuration &config,
                    const TrainingSettings &t, const Paging &paging)
{
    const QList<GpuMemory> replica = result.perGpu;
    const std::int64_t replicaHost = result.hostBytes;
    for (int r = 1; r < c.dp; ++r) {
        for (GpuMemory g : replica) {
            g.index += r * config.gpusPerReplica();
            result.perGpu.append(g);
        }
        result.hostBytes += replicaHost;
    }
    std::int64_t worst = 0;
    for (const GpuMemory &g : std::as_const(result.perGpu))
        worst = std::max(worst, g.shortBytes);
    result.overflowBytes = worst;
    result.fits = worst == 0;
    if (!result.fits && paging.covers && t.pagedOptimizer)
        result.warnings.append(say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                     "Short by %1 GiB: the paged optimizer would "
                                                     "move that much of its states to host RAM "
                                                     "(slower steps)"),
                                   {gib(paging.shortfall)}));
}

} // namespace

Result<MemoryBreakdown> estimateTrainingMemory(const ModelSpec &model, const GpuSpec &gpu,
                                               const Configuration &config,
                                               const Deployment &deployment,
                                               const EngineProfile &engineIn)
{
    if (auto valid = validateEstimate(model, gpu, config, deployment); !valid)
        return std::unexpected(valid.error());
    if (auto valid = validateTraining(model, config, deployment); !valid)
        return std::unexpected(valid.error());

    const EngineProfile engine = trainingEngineProfile(engineIn);
    const ParameterCount count = countParameters(model);
    const TrainingSettings &t = deployment.training;
    const bool lora = isLora(deployment.mode);
    const WeightFormat base = deployment.mode == DeploymentMode::Qlora ? WeightFormat::Nf4
                                                                       : deployment.weights;
    StageContext c {model,
                    t,
                    deployment.mode,
                    base,
                    lora ? adapterStateBytes(t.optimizer)
                         : fullFineTuneStateBytes(t.optimizer,
                                                  deployment.weights == WeightFormat::Fp32 ? 4 : 2),
                    config.tensorParallel,
                    config.pipelineParallel,
                    std::max(config.replicas(), 1)};

    MemoryBreakdown result = trainingTotals(model, count, t, lora);
    const std::int64_t capacity = gpu.memoryBytes();
    const bool multiGpu = config.gpuCount > 1;
    Paging paging;
    int firstLayer = 0;
    for (int stage = 0; stage < c.pp; ++stage) {
        const int layers = model.layers / c.pp + (stage < model.layers % c.pp ? 1 : 0);
        const StageParams p = stageParams(model, count, stage, c.pp, firstLayer, layers);
        const StageStates s = stageStates(c, p, firstLayer, layers);
        const GpuMemory g = stageGpu(c, p, s, engine, stage, firstLayer, layers, capacity, multiGpu);
        if (g.free < 0) {
            paging.covers = paging.covers && -g.free <= s.pagedBytes;
            paging.shortfall = std::max(paging.shortfall, -g.free);
        }
        for (int rank = 0; rank < c.tp; ++rank) {
            GpuMemory copy = g;
            copy.index = stage * c.tp + rank;
            result.perGpu.append(copy);
            result.hostBytes += s.hostBytes;
        }
        firstLayer += layers;
    }
    finishTraining(result, c, config, t, paging);
    return result;
}

} // namespace Headroom
