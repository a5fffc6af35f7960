#include "board/boardplanning.h"

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

// The estimate's own solver answers (EstimateDepth::Full) say what would fit.
QString shorterContext(const DeploymentEstimate &e, bool alone)
{
    if (!alone)
        return {};
    if (e.deployment.mode != DeploymentMode::Inference) {
        const std::int64_t current = e.deployment.training.sequenceTokens;
        if (!e.maxTrainingSequence || e.maxTrainingSequence->value < kContextStep
            || e.maxTrainingSequence->value >= current)
            return {};
        const std::int64_t tokens = e.maxTrainingSequence->value / kContextStep * kContextStep;
        return BoardText::tr("Shorten the training sequences to %1.").arg(Display::tokens(tokens));
    }
    const std::int64_t current = e.deployment.workload.tokensPerSequence();
    if (!e.maxContext || e.maxContext->value < kContextStep || e.maxContext->value >= current)
        return {};
    const std::int64_t tokens = e.maxContext->value / kContextStep * kContextStep;
    return BoardText::tr("Shorten the context to %1.").arg(Display::tokens(tokens));
}

QString smallerWeights(const DeploymentEstimate &e, bool alone)
{
    if (!alone || e.deployment.mode != DeploymentMode::Inference)
        return {};
    const std::int64_t current = e.memory->perGpu.isEmpty()
            ? 0
            : e.memory->perGpu.first().weights.bytes;
    for (WeightFormat format : smallerFormats(e)) {
        Deployment d = e.deployment;
        d.weights = format;
        const auto memory = estimateMemory(*e.model, *e.gpu, e.configuration, d, e.engine);
        if (!memory || memory->perGpu.isEmpty() || memory->perGpu.first().weights.bytes >= current)
            continue;
        if (memory->fits)
            return BoardText::tr("Use %1 weights.").arg(weightFormatName(format));
    }
    return {};
}

QString moreGpus(const DeploymentEstimate &e)
{
    if (e.minTrainingGpus && e.minTrainingGpus->gpus > e.configuration.gpuCount) {
        const TrainingGpusAnswer &a = *e.minTrainingGpus;
        //: %1 = tensor parallel, %2 = pipeline parallel, %3 = data parallel
        return BoardText::tr("Use %n GPU(s) (TP %1, PP %2, DP %3).", nullptr, a.gpus)
                .arg(a.tensorParallel)
                .arg(a.pipelineParallel)
                .arg(a.dataParallel);
    }
    if (!e.minGpus || e.minGpus->gpus <= e.configuration.gpusPerReplica())
        return {};
    //: %1 = tensor parallel, %2 = pipeline parallel
    return BoardText::tr("Use %n GPU(s) (TP %1, PP %2).", nullptr, e.minGpus->gpus)
            .arg(e.minGpus->tensorParallel)
            .arg(e.minGpus->pipelineParallel);
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

std::optional<OverflowAdvice> overflowAdvice(const ConfigurationEvaluation &evaluation)
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
    QStringList options;
    // Least disruptive first: when the weights fit, a shorter context is the smallest change.
    for (const QString &option :
         {shorterContext(*e, alone), smallerWeights(*e, alone), moreGpus(*e)}) {
        if (!option.isEmpty())
            options << option;
    }
    if (!alone)
        options << BoardText::tr("Move a deployment to a configuration of its own.");
    if (!options.isEmpty()) {
        advice.suggestion = options.takeFirst();
        advice.alternatives = options.join(u'\n');
    }
    return advice;
}

} // namespace Headroom
