#include "estimate/memorybreakdown.h"

#include "estimate/memorybreakdown_p.h"

#include "estimate/draftmodel.h"
#include "estimate/enginememory.h"
#include "estimate/estimateterms.h"
#include "estimate/kvcache.h"
#include "estimate/parallellinks.h"
#include "estimate/parallelsplit.h"
#include "estimate/parametercount.h"
#include "estimate/trainingmemory.h"
#include "estimate/weightbytes.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Headroom {

using namespace InferenceMemory;

namespace {

using Term = Explanation::Term;
using EstimateTerms::say;

/** `text`: a QT_TRANSLATE_NOOP("Headroom::Estimate", ...) literal. */
std::unexpected<Error> refuse(const char *text, const QString &detail)
{
    return fail(QCoreApplication::translate("Headroom::Estimate", text), detail);
}

/** The model, the GPU and the split of the model over the GPUs. */
Result<void> validateShape(const ModelSpec &model, const GpuSpec &gpu, const Configuration &config,
                           const Deployment &deployment)
{
    if (model.layers <= 0 || model.hidden <= 0 || model.heads <= 0)
        return refuse(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                        "The model has no layers, hidden size or attention heads"),
                      model.id);
    if (gpu.memoryBytes() <= 0)
        return refuse(QT_TRANSLATE_NOOP("Headroom::Estimate", "The GPU has no memory size"), gpu.id);
    if (!model.vision.uncounted.isEmpty() && !deployment.textOnly)
        return fail(QCoreApplication::translate("Headroom::Estimate",
                                                "%1. Serve it text only (--text-only, or Text "
                                                "only in the inspector) to plan the text model "
                                                "without its vision tower")
                            .arg(model.vision.uncounted),
                    model.vision.uncountedField);
    if (config.gpuCount < 1)
        return refuse(QT_TRANSLATE_NOOP("Headroom::Estimate", "At least one GPU is needed"),
                      QString::number(config.gpuCount));
    if (config.tensorParallel < 1 || config.pipelineParallel < 1)
        return refuse(QT_TRANSLATE_NOOP("Headroom::Estimate",
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
        return refuse(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                        "Pipeline parallel is larger than the number of layers"),
                      QStringLiteral("pp"));
    return {};
}

/** The workload's sequences and tokens: none negative, none beyond what bytes can count. */
/** The workload's counts: none negative, none beyond what an estimate holds. */
Result<void> validateWorkloadCounts(const Workload &w)
{
    if (w.concurrentSequences < 0 || w.contextTokens < 0 || w.inputTokens < 0 || w.outputTokens < 0)
        return refuse(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                        "Sequences and token counts cannot be negative"),
                      QStringLiteral("workload"));
    // beyond any real workload (and past what 64-bit byte counts hold): refused, not overflowed
    constexpr std::int64_t kMaxTokensPerSequence = std::int64_t(1) << 32;
    if (w.concurrentSequences > kMostEstimatedSequences || w.contextTokens > kMaxTokensPerSequence
        || w.inputTokens > kMaxTokensPerSequence || w.outputTokens > kMaxTokensPerSequence
        || w.tokensPerSequence() > kMaxTokensPerSequence)
        return refuse(
                QT_TRANSLATE_NOOP("Headroom::Estimate",
                                  "At most 16,777,216 sequences of at most 4,294,967,296 tokens "
                                  "each can be estimated"),
                QStringLiteral("workload"));
    return {};
}

/** The workload's KV bytes per sequence at TP 1 (what validateWorkloadKv() bounds). */
std::int64_t workloadKvBytes(const ModelSpec &model, const Deployment &deployment)
{
    return kvBytesPerSequence(model, deployment.kv, 1, deployment.workload.tokensPerSequence(), 1);
}

/** The workload's KV cache, `kvBytes` per sequence, within what any set of GPUs could hold. */
Result<void> validateWorkloadKv(const Workload &w, std::int64_t kvBytes)
{
    if (double(w.concurrentSequences) * double(kvBytes) > double(std::int64_t(1) << 60))
        return refuse(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                        "The workload's KV cache is more than an exabyte: beyond "
                                        "any set of GPUs"),
                      QStringLiteral("workload"));
    return {};
}

Result<void> validateWorkload(const ModelSpec &model, const Deployment &deployment)
{
    if (auto counts = validateWorkloadCounts(deployment.workload); !counts)
        return counts;
    return validateWorkloadKv(deployment.workload, workloadKvBytes(model, deployment));
}

/** Speculative decoding, the KV offload tier and the memory fraction. */
Result<void> validateFeatures(const ModelSpec &model, const Configuration &config,
                              const Deployment &deployment)
{
    if (deployment.speculative.method == SpeculativeMethod::Mtp && !model.mtp.loadable())
        return refuse(QT_TRANSLATE_NOOP("Headroom::Estimate",
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
        return refuse(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                        "Speculative decoding drafts 1 to 16 tokens per step"),
                      QString::number(deployment.speculative.tokens));
    if (deployment.memoryFraction < 0 || deployment.memoryFraction > 1)
        return refuse(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                        "The memory fraction must be between 0 and 1"),
                      QString::number(deployment.memoryFraction));
    return {};
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
    if (auto valid = validateShape(model, gpu, config, deployment); !valid)
        return valid;
    if (auto valid = validateWorkload(model, deployment); !valid)
        return valid;
    return validateFeatures(model, config, deployment);
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

namespace {

/** What every stage reads, resolved once: the groups, the engine as it starts on the GPU, the
 *  weights' layout, the draft model, the workload per replica. */
MemoryInputs memoryInputs(const ModelSpec &model, const GpuSpec &gpu, const Configuration &config,
                          const Deployment &deployment, const EngineProfile &engine,
                          MemoryDetail detail, const ParameterCount &count, EngineRuntime runtime,
                          const WeightLayout &layout)
{
    const int replicas = std::max(config.replicas(), 1);
    const std::int64_t tokens = deployment.workload.tokensPerSequence();
    const ModelSpec *draft = draftModelOf(deployment);
    MemoryInputs in {
            .model = model,
            .gpu = gpu,
            .config = config,
            .deployment = deployment,
            .engine = engine,
            .count = count,
            .explain = detail == MemoryDetail::Explained,
            .tp = config.tensorParallel,
            .pp = config.pipelineParallel,
            .replicas = replicas,
            .ep = std::max(config.expertParallel, 1),
            .dp = std::max(config.dataParallelAttention, 1),
            .atp = std::max(config.attentionTensorParallel(), 1),
            .loaded = loadedExtras(model, deployment),
            .runtime = std::move(runtime),
            .layout = layout,
            .draftModel = draft,
            .draft = draft ? draftMemory(*draft, deployment.kv, config.tensorParallel, tokens,
                                         engine.blockTokens)
                           : DraftMemory {},
            .capacity = gpu.memoryBytes(),
            .batch = int(ceilDiv(std::max(deployment.workload.concurrentSequences, 0), replicas)),
            .tokens = tokens,
    };
    if (in.explain)
        in.fractionSource = Term(memoryFractionSource(engine, in.runtime, deployment));
    return in;
}

/** The parameter count's warnings, the vision tower left out, the MTP layers not loaded. */
QList<Explanation> memoryWarnings(const MemoryInputs &in)
{
    const ModelSpec &model = in.model;
    const Deployment &deployment = in.deployment;
    const ParameterCount &count = in.count;
    QList<Explanation> warnings = parameterCountWarnings(model, count);
    if (deployment.textOnly && model.vision.describesVision())
        warnings.append(model.vision.hasVision()
                                ? say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                        "Text only: the vision tower (%1, %2 "
                                                        "parameters) is left out; images cannot "
                                                        "be served"),
                                      {model.vision.kind, model.vision.parameters})
                                : say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                        "Text only: the vision tower (%1) is left "
                                                        "out, uncounted (%2); images cannot be "
                                                        "served"),
                                      {model.vision.kind.isEmpty() ? model.vision.uncountedField
                                                                   : model.vision.kind,
                                       model.vision.uncounted}));
    if (model.mtp.loadable() && !in.loaded.mtp)
        warnings.append(say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                              "The checkpoint holds %1 MTP layers (%2 "
                                              "parameters) that are not loaded: speculative "
                                              "decoding with MTP is off"),
                            {model.mtp.layers, count.mtp()}));
    return warnings;
}

/** The breakdown's totals before the GPUs: parameters, the workload per replica, the engine's
 *  fraction and the draft model; the pools' minima start unbounded. */
MemoryBreakdown startBreakdown(const MemoryInputs &in, MemoryDetail detail)
{
    const ParameterCount &count = in.count;
    MemoryBreakdown result;
    result.parameters = count.total();
    result.visionParameters = in.loaded.vision ? count.vision : 0;
    result.mtpParameters = in.loaded.mtp ? count.mtp() : 0;
    result.activeParameters = count.active();
    result.kvBytesPerToken = kvBytesPerToken(in.model, in.deployment.kv, 1);
    result.tokensPerSequence = in.tokens;
    result.sequencesPerReplica = int(in.batch);
    result.memoryFraction = in.runtime.memoryFraction;
    if (in.explain)
        result.warnings = memoryWarnings(in);
    result.kvPoolBytesPerGpu = std::numeric_limits<std::int64_t>::max();
    result.kvPoolTokens = std::numeric_limits<std::int64_t>::max();
    result.perGpu.reserve(detail == MemoryDetail::Verdict ? in.pp
                                                          : std::min(in.config.gpuCount, 4096));
    if (in.draftModel) {
        result.draftParameters = in.draft.parameters;
        result.draftWeightBytesPerGpu = in.draft.weightBytes;
        result.draftKvBytesPerSequence = in.draft.kvBytesPerSequence;
    }
    return result;
}

/** The layers of pipeline stage `stage`, which starts at `firstLayer`. */
StageSpan stageSpan(const MemoryInputs &in, int stage, int firstLayer)
{
    StageSpan span;
    span.stage = stage;
    span.firstLayer = firstLayer;
    span.layers = layersOfStage(in.model.layers, in.pp, stage);
    span.onGpu = in.engine.gpuLayers < 0
            ? span.layers
            : std::clamp(in.engine.gpuLayers - firstLayer, 0, span.layers);
    span.headOnGpu = in.engine.gpuLayers < 0 || in.engine.gpuLayers >= in.model.layers;
    return span;
}

/** The tightest GPU's room and the fewest sequences a replica's pools hold, over the stages. */
struct Limits
{
    std::int64_t margin = std::numeric_limits<std::int64_t>::max();
    std::int64_t sequencesPerReplica = std::numeric_limits<std::int64_t>::max();
};

/** One GPU against its capacity and its pool: free memory and shortfall, the margin, the
 *  sequences and tokens its pool holds. */
void limitStage(const MemoryInputs &in, const StageKv &kv, std::int64_t besideRoom, GpuMemory &g,
                MemoryBreakdown &result, Limits &limits)
{
    g.free = in.capacity - g.usedBytes();
    // weights and buffers past the engine's budget leave no pool: that GPU is short of
    // memory by as much, and the pool is empty (never negative)
    // the room beside the budget does not grow with the workload: the solvers step on the
    // pool and the free memory, and only a shortfall beside the budget joins them
    limits.margin = std::min({limits.margin, g.free, g.kvPoolBytes});
    if (besideRoom < 0)
        limits.margin = std::min(limits.margin, besideRoom);
    g.shortBytes = -std::min<std::int64_t>({g.free, g.kvPoolBytes, besideRoom, 0});
    g.kvPoolBytes = std::max<std::int64_t>(g.kvPoolBytes, 0);

    result.kvPoolBytesPerGpu = std::min(result.kvPoolBytesPerGpu, g.kvPoolBytes);
    // SGLang splits a hybrid model's pool: the recurrent states get r / (1 + r) of it
    // (mamba_full_memory_ratio r = 0.9, handle_max_mamba_cache; its Qwen3-Next log: 1.12
    // of 2.38 GiB), the KV cache the rest; vLLM gives both blocks of one pool
    constexpr double kSglangStateRatio = 0.9;
    const std::int64_t kvPart = kv.statePerSeq > 0 && in.deployment.engine == EngineKind::SgLang
            ? std::int64_t(double(g.kvPoolBytes) / (1 + kSglangStateRatio))
            : g.kvPoolBytes;
    if (kv.perSeq > 0) {
        std::int64_t held = g.kvPoolBytes / kv.perSeq;
        if (kvPart != g.kvPoolBytes)
            held = std::min((g.kvPoolBytes - kvPart) / kv.statePerSeq,
                            kv.perSeq > kv.statePerSeq ? kvPart / (kv.perSeq - kv.statePerSeq)
                                                       : held);
        limits.sequencesPerReplica = std::min(limits.sequencesPerReplica,
                                              std::max<std::int64_t>(held, 0) * in.dp);
    }
    if (g.kvBytesPerToken > 0)
        result.kvPoolTokens = std::min(result.kvPoolTokens,
                                       std::int64_t(std::max<double>(double(kvPart), 0)
                                                    / g.kvBytesPerToken)
                                               * in.dp);
}

/** One GPU of a pipeline stage: its weights (and the stage's in host memory), KV cache and
 *  state, activations and runtime, then the engine's pool and the limits it sets. */
GpuMemory stageMemory(const MemoryInputs &in, const StageSpan &span, MemoryBreakdown &result,
                      Limits &limits, const MemoryPart &weights)
{
    GpuMemory g;
    g.stage = span.stage;
    g.firstLayer = span.firstLayer;
    g.layers = span.layers;
    g.capacity = in.capacity;
    g.weights = weights;
    weightsOnHost(in, span, g.weights, result.hostBytes);
    const StageKv kv = kvAndState(in, span, g);
    const EngineBuffers buffers = activationsPart(in, span, g);
    runtimePart(in, buffers, g);
    const std::int64_t besideRoom = carvePool(in, buffers, g);
    limitStage(in, kv, besideRoom, g, result, limits);
    g.index = span.stage * in.tp;
    return g;
}

/** The pools' totals, the further replicas (they hold the same as the first) and the verdict. */
void finishBreakdown(const MemoryInputs &in, MemoryDetail detail, const Limits &limits,
                     MemoryBreakdown &result)
{
    if (result.kvPoolTokens == std::numeric_limits<std::int64_t>::max())
        result.kvPoolTokens = 0;
    result.maxSequences = limits.sequencesPerReplica == std::numeric_limits<std::int64_t>::max()
            ? 0
            : limits.sequencesPerReplica * in.replicas;
    const QList<GpuMemory> replica = result.perGpu;
    for (int r = 1; r < in.replicas && detail != MemoryDetail::Verdict; ++r) {
        for (GpuMemory g : replica) {
            g.index += r * in.config.gpusPerReplica();
            result.perGpu.append(g);
        }
    }
    std::int64_t worst = 0;
    for (const GpuMemory &g : std::as_const(result.perGpu))
        worst = std::max(worst, g.shortBytes);
    result.overflowBytes = worst;
    result.fits = worst == 0;
    result.marginBytes = limits.margin == std::numeric_limits<std::int64_t>::max() ? 0
                                                                                   : limits.margin;
}

/** The inference estimate of `in`, one stage after the other; each stage's weights from
 *  `weights` when it holds them (a trial's, kept), else computed (and added to it when given). */
MemoryBreakdown inferenceMemory(const MemoryInputs &in, MemoryDetail detail,
                                QList<MemoryPart> *weights = nullptr)
{
    MemoryBreakdown result = startBreakdown(in, detail);
    Limits limits;
    int firstLayer = 0;
    for (int stage = 0; stage < in.pp; ++stage) {
        const StageSpan span = stageSpan(in, stage, firstLayer);
        if (weights && weights->size() == stage)
            weights->append(weightsOnGpu(in, span));
        const GpuMemory g = stageMemory(in, span, result, limits,
                                        weights ? weights->at(stage) : weightsOnGpu(in, span));
        result.perGpu.append(g); // the stage's other TP ranks hold the same
        for (int t = 1; t < in.tp && detail != MemoryDetail::Verdict; ++t) {
            GpuMemory copy = g;
            copy.index = stage * in.tp + t;
            result.perGpu.append(copy);
        }
        firstLayer += span.layers;
    }
    finishBreakdown(in, detail, limits, result);
    return result;
}

} // namespace

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
    const MemoryInputs in = memoryInputs(model, gpu, config, deployment, engine, detail, count,
                                         resolveEngineRuntime(engine, gpu, config, deployment),
                                         weightLayout(model, deployment.weights));
    return inferenceMemory(in, detail);
}

/** What a trial keeps for the next: per configuration its checks and each stage's weights, per
 *  configuration and the tokens per sequence it holds for, the engine's runtime. */
struct MemoryTrials::Kept
{
    std::optional<Configuration> config; // what the checks and `weights` were made for
    Result<void> shape; // validateShape() and validateFeatures() of `config`
    Result<void> features;
    QList<MemoryPart> weights; // per stage, filled by the first trial of `config`
    std::optional<EngineRuntime> runtime; // for `config`, at the lengths it names
    std::int64_t kvTokens = -1; // what `kvBytes` (workloadKvBytes()) was made for
    std::int64_t kvBytes = 0;
    WeightLayout layout;
};

MemoryTrials::MemoryTrials(const ModelSpec &model, const GpuSpec &gpu, const Deployment &deployment,
                           const EngineProfile &engine, const ParameterCount &count)
    : m_model(model)
    , m_gpu(gpu)
    , m_deployment(deployment)
    , m_engine(engine)
    , m_count(count)
    , m_kept(std::make_unique<Kept>())
{
    m_kept->layout = weightLayout(model, deployment.weights);
}

MemoryTrials::~MemoryTrials() = default;

Result<MemoryBreakdown> MemoryTrials::at(const Configuration &config, const Workload &workload)
{
    m_deployment.workload = workload;
    if (m_deployment.mode != DeploymentMode::Inference)
        return estimateMemory(m_model, m_gpu, config, m_deployment, m_engine, MemoryDetail::Verdict,
                              m_count);
    Kept &kept = *m_kept;
    if (kept.config != config) {
        kept.config = config;
        kept.weights.clear();
        kept.runtime.reset();
        kept.shape = validateShape(m_model, m_gpu, config, m_deployment);
        kept.features = validateFeatures(m_model, config, m_deployment);
    }
    // validateEstimate()'s checks in its order, the workload's the only ones made again
    if (!kept.shape)
        return std::unexpected(kept.shape.error());
    // (the workload's KV bytes kept while its tokens per sequence stay)
    if (auto counts = validateWorkloadCounts(workload); !counts)
        return std::unexpected(counts.error());
    if (kept.kvTokens != workload.tokensPerSequence()) {
        kept.kvTokens = workload.tokensPerSequence();
        kept.kvBytes = workloadKvBytes(m_model, m_deployment);
    }
    if (auto kv = validateWorkloadKv(workload, kept.kvBytes); !kv)
        return std::unexpected(kv.error());
    if (!kept.features)
        return std::unexpected(kept.features.error());
    // the runtime follows the tokens per sequence (vLLM caps its token budget by them)
    const std::int64_t tokens = std::max<std::int64_t>(workload.tokensPerSequence(), 1);
    if (!kept.runtime || tokens < kept.runtime->sameFromLength
        || tokens > kept.runtime->sameToLength) {
        // (the stages' weights read only its version, the deployment's: they stay)
        kept.runtime = resolveEngineRuntime(m_engine, m_gpu, config, m_deployment);
    }
    const MemoryInputs in = memoryInputs(m_model, m_gpu, config, m_deployment, m_engine,
                                         MemoryDetail::Verdict, m_count, *kept.runtime,
                                         kept.layout);
    return inferenceMemory(in, MemoryDetail::Verdict, &kept.weights);
}

QList<MemoryPartKind> allMemoryPartKinds()
{
    // made once: every bar of every evaluation walks it (the copies share it)
    static const QList<MemoryPartKind> kinds {MemoryPartKind::Weights,
                                              MemoryPartKind::MasterWeights,
                                              MemoryPartKind::Gradients,
                                              MemoryPartKind::OptimizerStates,
                                              MemoryPartKind::KvCache,
                                              MemoryPartKind::SequenceState,
                                              MemoryPartKind::DraftModel,
                                              MemoryPartKind::Activations,
                                              MemoryPartKind::Runtime,
                                              MemoryPartKind::Reserve};
    return kinds;
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
