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

/** The smallest split people build (estimate/parallelsplit.h) with more GPUs per replica that
 *  holds every deployment. */
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
    const QList<ParallelSplit> splits = buildableSplits(*e.model);
    // first the GPUs there are, regrouped into fewer, larger replicas (nothing to buy)
    for (const ParallelSplit &split : splits) {
        if (split.gpus <= current.gpusPerReplica() || current.gpuCount % split.gpus != 0)
            continue;
        Configuration c = current;
        c.tensorParallel = split.tensorParallel;
        c.pipelineParallel = split.pipelineParallel;
        if (!fitsWith(g, c))
            continue;
        AdviceOption option;
        option.configuration = c;
        if (split.pipelineParallel == 1)
            //: %1 = tensor parallel size (GPUs sharing every layer)
            option.text = BoardText::tr("Regroup the GPUs as tensor parallel %1: %n replica(s).",
                                        nullptr, c.replicas())
                                  .arg(split.tensorParallel);
        else
            //: %1 = tensor parallel size, %2 = pipeline stages
            option.text = BoardText::tr("Regroup the GPUs as tensor parallel %1 × pipeline "
                                        "parallel %2: %n replica(s).",
                                        nullptr, c.replicas())
                                  .arg(split.tensorParallel)
                                  .arg(split.pipelineParallel);
        return option;
    }
    const int replicas = std::max(current.replicas(), 1);
    for (const ParallelSplit &split : splits) {
        if (split.gpus <= current.gpusPerReplica())
            continue;
        Configuration c = current;
        c.gpuCount = split.gpus * replicas;
        c.tensorParallel = split.tensorParallel;
        c.pipelineParallel = split.pipelineParallel;
        if (!fitsWith(g, c))
            continue;
        AdviceOption option;
        option.configuration = c;
        if (split.pipelineParallel == 1)
            //: %1 = tensor parallel size (GPUs sharing every layer)
            option.text = BoardText::tr("Use %n GPU(s) with tensor parallel %1.", nullptr,
                                        c.gpuCount)
                                  .arg(split.tensorParallel);
        else
            //: %1 = tensor parallel size, %2 = pipeline stages (one node holds 8 GPUs)
            option.text = BoardText::tr("Use %n GPU(s): tensor parallel %1 × pipeline parallel %2.",
                                        nullptr, c.gpuCount)
                                  .arg(split.tensorParallel)
                                  .arg(split.pipelineParallel);
        return option;
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
    // Least disruptive first: the workload, then the formats, then the hardware.
    for (const auto &option :
         {smallerBatch(*e), shorterContext(*e, alone), smallerKvCache(ground, *e, alone),
          smallerWeights(ground, *e, alone), moreGpus(ground, *e), largerGpu(ground)}) {
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
