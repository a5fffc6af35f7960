#include "board/boardplanning.h"

#include "estimate/parallelsplit.h"
#include "format/displayformat.h"
#include "plan/deploymentdefaults.h"

#include <QCoreApplication>

#include <algorithm>

namespace Headroom {

namespace {

struct BoardText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Board)
};

constexpr std::int64_t kContextCap = 8192;
constexpr std::int64_t kContextStep = 256;

std::int64_t contextCap(const ModelSpec &model)
{
    return model.maxContext > 0 ? std::min(model.maxContext, kContextCap) : kContextCap;
}

} // namespace

std::int64_t defaultContextTokens(const ModelSpec &model, const GpuSpec &gpu,
                                  const Configuration &config, const Deployment &deployment)
{
    const std::int64_t cap = contextCap(model);
    Deployment probe = deployment;
    probe.workload.inputTokens = 0;
    probe.workload.outputTokens = 0;
    probe.workload.contextTokens = cap;
    const auto longest = maxContext(model, gpu, config, probe, defaultEngineProfile(probe.engine));
    if (!longest || longest->value < kContextStep)
        return cap; // does not fit: deploy anyway and let the card show the overflow
    const std::int64_t tokens = std::min(longest->value, cap);
    return tokens >= kContextStep ? tokens / kContextStep * kContextStep : tokens;
}

Deployment defaultDeployment(const ModelSpec &model, const GpuSpec &gpu,
                             const Configuration &config, std::optional<WeightFormat> weights,
                             std::optional<EngineKind> engine)
{
    Deployment d = newDeployment(model.id, model.defaultWeightFormat, config.id, weights, engine);
    d.workload.contextTokens = defaultContextTokens(model, gpu, config, d);
    return d;
}

namespace {

/** The deployment with the most bytes on the bar. */
const DeploymentEstimate *largestOn(const VramBarModel &bar,
                                    const QList<DeploymentEstimate> &estimates)
{
    const DeploymentEstimate *largest = nullptr;
    std::int64_t most = -1;
    for (const DeploymentEstimate &e : estimates) {
        std::int64_t bytes = 0;
        for (const VramSegment &s : bar.segments) {
            if (s.deploymentId == e.deployment.id)
                bytes += s.bytes;
        }
        if (bytes > most && e.model && e.gpu && e.memory) {
            most = bytes;
            largest = &e;
        }
    }
    return largest;
}

QList<WeightFormat> smallerFormats(const DeploymentEstimate &e)
{
    if (e.deployment.engine == EngineKind::LlamaCpp)
        return {WeightFormat::GgufQ4_K_M};
    QList<WeightFormat> formats;
    if (e.gpu->fp8Flops > 0)
        formats << WeightFormat::Fp8;
    formats << WeightFormat::Int4Awq;
    return formats;
}

/** What an option is weighed against: the catalog, the project (its calibrations, prices and
 *  settings) and the configuration's evaluation as the board shows it. */
struct Ground
{
    const Catalog &catalog;
    const Project &project;
    const ConfigurationEvaluation &evaluation;
};

/** Whether `config` holds every deployment of the evaluation (`changed` in place of its own):
 *  the same evaluation every view shows, at memory depth, with the project's calibrations. */
bool fitsWith(const Ground &g, const Configuration &config,
              const std::optional<Deployment> &changed = {})
{
    const ConfigurationEvaluation &evaluation = g.evaluation;
    Project project = g.project;
    project.configurations = {config};
    project.deployments.clear();
    for (const DeploymentEstimate &other : evaluation.deployments) {
        Deployment d = changed && changed->id == other.deployment.id ? *changed : other.deployment;
        d.configurationId = config.id;
        project.deployments.append(d);
    }
    return evaluateConfiguration(g.catalog, project, config, EstimateDepth::Memory).fits;
}

// The estimate's own solver answers (EstimateDepth::Full) say what would fit.
std::optional<AdviceOption> smallerBatch(const DeploymentEstimate &e)
{
    const int current = e.deployment.workload.concurrentSequences;
    if (e.deployment.mode != DeploymentMode::Inference || !e.batchThatFits
        || *e.batchThatFits >= current)
        return std::nullopt;
    AdviceOption option;
    option.deployment = e.deployment;
    option.deployment->workload.concurrentSequences = int(*e.batchThatFits);
    option.text = BoardText::tr("Lower the batch to %n sequence(s).", nullptr,
                                int(*e.batchThatFits));
    return option;
}

std::optional<AdviceOption> shorterContext(const DeploymentEstimate &e, bool alone)
{
    if (!alone)
        return std::nullopt;
    AdviceOption option;
    if (e.deployment.mode != DeploymentMode::Inference) {
        const std::int64_t current = e.deployment.training.sequenceTokens;
        if (!e.maxTrainingSequence || e.maxTrainingSequence->value < kContextStep
            || e.maxTrainingSequence->value >= current)
            return std::nullopt;
        const std::int64_t tokens = e.maxTrainingSequence->value / kContextStep * kContextStep;
        option.text = BoardText::tr("Shorten the training sequences to %1.")
                              .arg(Display::tokens(tokens));
        return option;
    }
    const Workload &w = e.deployment.workload;
    const std::int64_t current = w.tokensPerSequence();
    if (!e.maxContext || e.maxContext->value < kContextStep || e.maxContext->value >= current)
        return std::nullopt;
    const std::int64_t tokens = e.maxContext->value / kContextStep * kContextStep;
    if (w.inputTokens == 0 && w.outputTokens == 0) {
        option.deployment = e.deployment;
        option.deployment->workload.contextTokens = tokens;
    }
    option.text = BoardText::tr("Shorten the context to %1.").arg(Display::tokens(tokens));
    return option;
}

std::optional<AdviceOption> smallerKvCache(const Ground &g, const DeploymentEstimate &e, bool alone)
{
    const KvFormat kv = e.deployment.kv;
    if (!alone || e.deployment.mode != DeploymentMode::Inference
        || (kv != KvFormat::Bf16 && kv != KvFormat::Fp16 && kv != KvFormat::Fp32))
        return std::nullopt;
    Deployment d = e.deployment;
    d.kv = d.engine == EngineKind::LlamaCpp ? KvFormat::Q8_0 : KvFormat::Fp8;
    if (!fitsWith(g, g.evaluation.configuration, d))
        return std::nullopt;
    //: %1 = a KV cache format ("FP8")
    return AdviceOption {BoardText::tr("Store the KV cache in %1.").arg(kvFormatName(d.kv)),
                         std::nullopt, d};
}

std::optional<AdviceOption> smallerWeights(const Ground &g, const DeploymentEstimate &e, bool alone)
{
    if (!alone || e.deployment.mode != DeploymentMode::Inference)
        return std::nullopt;
    const std::int64_t current = e.memory->perGpu.isEmpty()
            ? 0
            : e.memory->perGpu.first().weights.bytes;
    for (WeightFormat format : smallerFormats(e)) {
        Deployment d = e.deployment;
        d.weights = format;
        const auto memory = estimateResolvedMemory(g.catalog, g.project, e.configuration, d);
        if (!memory || memory->perGpu.isEmpty() || memory->perGpu.first().weights.bytes >= current)
            continue;
        if (fitsWith(g, g.evaluation.configuration, d))
            return AdviceOption {BoardText::tr("Use %1 weights.").arg(weightFormatName(format)),
                                 std::nullopt, d};
    }
    return std::nullopt;
}

// Changes of the parallel layout, ranked by how much they change (docs/using-headroom.md "When a
// configuration does not fit"):
// 1. regroup(): the GPUs there are, split anew (nothing to buy), the fewest GPUs per replica
//    first, so that the most replicas stay (8 GPUs at TP 1: TP 2, 4 replicas, before TP 4);
// 2. moreGpus(), only when no regrouping fits: the fewest GPUs in all, then the most replicas,
//    then the largest TP (8 x H200 at TP 8: 16 GPUs as TP 8 x PP 2, not 24 as TP 2 x PP 12).
// A replica's layouts come from layoutsOf(): 1, 2, 4 or 8 GPUs of a node or whole nodes, a TP the
// model's heads allow, the rest pipeline stages. Every candidate is checked with fitsWith().

/** The most GPUs moreGpus() looks at: eight nodes, or twice the configuration's GPUs when that
 *  is more. */
constexpr int kMostGpusAdvised = 8 * kGpusPerNode;

/** Whether engines run one replica (or a configuration) on `gpus` GPUs: 1, 2, 4 or 8 in a node,
 *  whole nodes beyond. */
bool isBuildableGpuCount(int gpus)
{
    return gpus > 0 && (gpus <= kGpusPerNode ? kGpusPerNode % gpus == 0 : gpus % kGpusPerNode == 0);
}

/** The layouts of one replica of `gpus` GPUs, largest TP first: a TP engines shard `model` by
 *  (isBuildableTensorParallel()) or the configuration's own (the estimate accepted it), the rest
 *  pipeline stages, at most one per layer. None when `gpus` is not a buildable count. */
QList<ParallelSplit> layoutsOf(const ModelSpec &model, const Configuration &current, int gpus)
{
    QList<ParallelSplit> layouts;
    if (!isBuildableGpuCount(gpus))
        return layouts;
    for (int tp = kGpusPerNode; tp >= 1; tp /= 2) {
        const bool valid = isBuildableTensorParallel(model, tp) || tp == current.tensorParallel;
        if (valid && gpus % tp == 0 && gpus / tp <= model.layers)
            layouts.append({gpus, tp, gpus / tp});
    }
    return layouts;
}

/** `current` on `gpus` GPUs split as `split`; expert and attention data parallelism (they divide
 *  TP) follow: all of TP stays all of it, a part that no longer divides it becomes 1. */
Configuration resplit(const Configuration &current, int gpus, const ParallelSplit &split)
{
    Configuration c = current;
    c.gpuCount = gpus;
    c.tensorParallel = split.tensorParallel;
    c.pipelineParallel = split.pipelineParallel;
    const auto follow = [&](int part) {
        if (part > 1 && part == current.tensorParallel)
            return split.tensorParallel;
        return part > 0 && split.tensorParallel % part == 0 ? part : 1;
    };
    c.expertParallel = follow(current.expertParallel);
    c.dataParallelAttention = follow(current.dataParallelAttention);
    return c;
}

QString regroupText(const Configuration &current, const Configuration &c)
{
    const int was = current.replicas();
    if (c.pipelineParallel == 1 && c.replicas() == was)
        //: %1 = tensor parallel size (GPUs sharing every layer)
        return BoardText::tr("Regroup the GPUs as tensor parallel %1: %n replica(s).", nullptr,
                             c.replicas())
                .arg(c.tensorParallel);
    if (c.replicas() == was)
        //: %1 = tensor parallel size, %2 = pipeline stages
        return BoardText::tr("Regroup the GPUs as tensor parallel %1 × pipeline parallel %2: %n "
                             "replica(s).",
                             nullptr, c.replicas())
                .arg(c.tensorParallel)
                .arg(c.pipelineParallel);
    if (c.pipelineParallel == 1)
        //: %1 = tensor parallel size, %2 = the replicas the GPUs hold now
        return BoardText::tr("Regroup the GPUs as tensor parallel %1: %n replica(s) instead of %2.",
                             nullptr, c.replicas())
                .arg(c.tensorParallel)
                .arg(was);
    //: %1 = tensor parallel size, %2 = pipeline stages, %3 = the replicas the GPUs hold now
    return BoardText::tr("Regroup the GPUs as tensor parallel %1 × pipeline parallel %2: %n "
                         "replica(s) instead of %3.",
                         nullptr, c.replicas())
            .arg(c.tensorParallel)
            .arg(c.pipelineParallel)
            .arg(was);
}

QString moreGpusText(const Configuration &current, const Configuration &c)
{
    QString text;
    if (c.pipelineParallel == 1)
        //: %1 = tensor parallel size (GPUs sharing every layer)
        text = BoardText::tr("Use %n GPU(s) with tensor parallel %1.", nullptr, c.gpuCount)
                       .arg(c.tensorParallel);
    else
        //: %1 = tensor parallel size, %2 = pipeline stages (one node holds 8 GPUs)
        text = BoardText::tr("Use %n GPU(s): tensor parallel %1 × pipeline parallel %2.", nullptr,
                             c.gpuCount)
                       .arg(c.tensorParallel)
                       .arg(c.pipelineParallel);
    if (c.replicas() == current.replicas())
        return text;
    //: a second sentence after "Use 16 GPUs: ..."; %1 = the replicas the configuration has now
    return text + u' '
            + BoardText::tr("%n replica(s) instead of %1.", nullptr, c.replicas())
                      .arg(current.replicas());
}

/** The GPUs there are, split anew into another layout that holds every deployment: the fewest
 *  GPUs per replica first (the most replicas kept), the largest TP first (layoutsOf()). */
std::optional<AdviceOption> regroup(const Ground &g, const DeploymentEstimate &e)
{
    const Configuration &current = g.evaluation.configuration;
    if (e.deployment.mode != DeploymentMode::Inference)
        return std::nullopt;
    for (int gpus = std::max(current.gpusPerReplica(), 1); gpus <= current.gpuCount; ++gpus) {
        if (current.gpuCount % gpus != 0)
            continue;
        for (const ParallelSplit &split : layoutsOf(*e.model, current, gpus)) {
            if (split.tensorParallel == current.tensorParallel
                && split.pipelineParallel == current.pipelineParallel)
                continue;
            const Configuration c = resplit(current, current.gpuCount, split);
            if (fitsWith(g, c))
                return AdviceOption {regroupText(current, c), c, std::nullopt};
        }
    }
    return std::nullopt;
}

/** The fewest GPUs (a count regroup() cannot reach: 1, 2, 4, 8 or whole nodes) that hold every
 *  deployment, then the most replicas, then the largest TP (layoutsOf()); for training, the
 *  estimate's minTrainingGpus(). */
std::optional<AdviceOption> moreGpus(const Ground &g, const DeploymentEstimate &e)
{
    const Configuration &current = g.evaluation.configuration;
    if (e.minTrainingGpus && e.minTrainingGpus->gpus > current.gpuCount) {
        const TrainingGpusAnswer &a = *e.minTrainingGpus;
        //: %1 = tensor parallel, %2 = pipeline parallel, %3 = data parallel
        return AdviceOption {BoardText::tr("Use %n GPU(s) (TP %1, PP %2, DP %3).", nullptr, a.gpus)
                                     .arg(a.tensorParallel)
                                     .arg(a.pipelineParallel)
                                     .arg(a.dataParallel),
                             std::nullopt, std::nullopt};
    }
    if (e.deployment.mode != DeploymentMode::Inference)
        return std::nullopt;
    const int most = std::max(kMostGpusAdvised, 2 * current.gpuCount);
    for (int total = current.gpuCount + 1; total <= most; ++total) {
        if (!isBuildableGpuCount(total))
            continue;
        for (int gpus = 1; gpus <= total; ++gpus) {
            if (total % gpus != 0)
                continue;
            for (const ParallelSplit &split : layoutsOf(*e.model, current, gpus)) {
                const Configuration c = resplit(current, total, split);
                if (fitsWith(g, c))
                    return AdviceOption {moreGpusText(current, c), c, std::nullopt};
            }
        }
    }
    return std::nullopt;
}

/** The GPU type of the catalog with the least memory above this one's on which the same split
 *  holds every deployment. */
std::optional<AdviceOption> largerGpu(const Ground &g)
{
    const ConfigurationEvaluation &evaluation = g.evaluation;
    if (!evaluation.gpu)
        return std::nullopt;
    QList<GpuSpec> larger;
    for (const GpuSpec &gpu : g.catalog.gpus()) {
        if (gpu.memoryBytes() > evaluation.gpu->memoryBytes()
            && gpu.unifiedMemory == evaluation.gpu->unifiedMemory
            && gpu.vendor == evaluation.gpu->vendor) // the same software stack
            larger.append(gpu);
    }
    std::sort(larger.begin(), larger.end(), [](const GpuSpec &a, const GpuSpec &b) {
        return a.memoryBytes() != b.memoryBytes() ? a.memoryBytes() < b.memoryBytes()
                                                  : a.name < b.name;
    });
    for (const GpuSpec &gpu : std::as_const(larger)) {
        Configuration c = evaluation.configuration;
        c.gpuId = gpu.id;
        if (fitsWith(g, c))
            //: %1 = GPU name, %2 = its memory ("139.8 GiB")
            return AdviceOption {BoardText::tr("Use %1 instead (%2 each).")
                                         .arg(gpu.name, Display::gib(gpu.memoryBytes())),
                                 c, std::nullopt};
    }
    return std::nullopt;
}

} // namespace

QString fitVerdict(const ConfigurationEvaluation &v)
{
    if (v.deployments.isEmpty())
        return {};
    if (!v.fits && v.shortBytes > 0)
        //: %1 = memory ("12.3 GiB"), %2 = GPU index
        return BoardText::tr("Does not fit: needs %1 more on GPU %2.")
                .arg(Display::gib(v.shortBytes))
                .arg(v.shortGpu);
    if (!v.fits)
        return BoardText::tr("Does not fit.");
    std::int64_t leastFree = 0;
    for (qsizetype i = 0; i < v.bars.size(); ++i)
        leastFree = i == 0 ? v.bars[i].freeBytes() : std::min(leastFree, v.bars[i].freeBytes());
    return BoardText::tr("Fits: %1 free on the fullest GPU.").arg(Display::gib(leastFree));
}

std::optional<OverflowAdvice> overflowAdvice(const ConfigurationEvaluation &evaluation,
                                             const Catalog &catalog, const Project &project)
{
    if (evaluation.shortBytes <= 0 || evaluation.shortGpu < 0
        || evaluation.shortGpu >= evaluation.bars.size())
        return std::nullopt;
    const QList<VramBarModel> &bars = evaluation.bars;
    const QList<DeploymentEstimate> &estimates = evaluation.deployments;
    OverflowAdvice advice;
    advice.shortfallBytes = evaluation.shortBytes;
    advice.gpuIndex = evaluation.shortGpu;
    advice.message = fitVerdict(evaluation);
    const DeploymentEstimate *e = largestOn(bars[advice.gpuIndex], estimates);
    if (!e)
        return advice;
    int deployed = 0;
    for (const DeploymentEstimate &other : estimates)
        deployed += other.memory ? 1 : 0;
    const bool alone = deployed == 1;
    const Ground ground {catalog, project, evaluation};
    // Smallest change first: the workload, then the GPUs there are split anew (nothing to buy),
    // then lighter formats, then more GPUs (never while a split of the GPUs there are holds it),
    // then a larger GPU.
    const std::optional<AdviceOption> regrouped = regroup(ground, *e);
    for (const auto &option : {smallerBatch(*e), shorterContext(*e, alone), regrouped,
                               smallerKvCache(ground, *e, alone), smallerWeights(ground, *e, alone),
                               regrouped ? std::nullopt : moreGpus(ground, *e), largerGpu(ground)}) {
        if (option)
            advice.options.append(*option);
    }
    if (!alone)
        advice.options.append(
                {BoardText::tr("Move a deployment to a configuration of its own."), {}, {}});
    QStringList texts;
    for (const AdviceOption &option : std::as_const(advice.options))
        texts << option.text;
    if (!texts.isEmpty()) {
        advice.suggestion = texts.takeFirst();
        advice.alternatives = texts.join(u'\n');
    }
    return advice;
}

} // namespace Headroom
