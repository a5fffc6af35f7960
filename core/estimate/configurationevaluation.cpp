#include "estimate/configurationevaluation.h"

#include "cost/costmodel.h"
#include "estimate/gpucontention.h"
#include "estimate/parametercount.h"

#include <algorithm>
#include <limits>

namespace Headroom {

namespace {

/** The largest stack overflow over the GPUs of `bars`, and which GPU it is on. */
std::pair<std::int64_t, int> shortfall(const QList<VramBarModel> &bars)
{
    std::int64_t most = 0;
    int gpu = -1;
    for (const VramBarModel &b : bars) {
        if (b.overflowBytes() > most) {
            most = b.overflowBytes();
            gpu = b.gpuIndex;
        }
    }
    return {most, gpu};
}

/** Trials of deployment `i` at other numbers of sequences beside the others as they are: what
 *  the others hold on each GPU is summed once (their parts, and the largest of their reserves:
 *  the reserve counts once, as in stackDeployments()), then each trial estimates deployment `i`
 *  alone, one GPU per pipeline stage (MemoryDetail::Verdict: the stage's TP ranks and the other
 *  replicas hold the same), and adds it to those sums on each GPU it stands for. */
class SharedTrials
{
public:
    SharedTrials(const ConfigurationEvaluation &evaluation, qsizetype i)
        : m_evaluation(evaluation)
        , m_estimate(evaluation.deployments.at(i))
        , m_workload(m_estimate.deployment.workload)
        , m_others(evaluation.bars.size())
        , m_count(m_estimate.parameters ? m_estimate.parameters
                                        : std::make_shared<const ParameterCount>(
                                                countParameters(*m_estimate.model)))
        , m_trials(*m_estimate.model, *evaluation.gpu, m_estimate.deployment, m_estimate.engine,
                   *m_count)
    {
        for (qsizetype j = 0; j < evaluation.deployments.size(); ++j) {
            const DeploymentEstimate &other = evaluation.deployments.at(j);
            if (j == i || !other.memory)
                continue;
            for (const GpuMemory &g : other.memory->perGpu) {
                if (g.index < 0 || g.index >= m_others.size())
                    continue;
                Held &held = m_others[g.index];
                held.parts += g.usedBytes() - g.reserve.bytes;
                held.reserve = std::max(held.reserve, g.reserve.bytes);
            }
        }
        const std::int64_t capacity = evaluation.gpu->memoryBytes();
        for (const Held &held : std::as_const(m_others))
            m_othersMargin = std::min(m_othersMargin, capacity - held.parts - held.reserve);
    }

    FitTrial at(std::int64_t sequences)
    {
        m_workload.concurrentSequences = int(sequences);
        const Configuration &config = m_evaluation.configuration;
        const auto memory = m_trials.at(config, m_workload);
        if (!memory)
            return {false, std::numeric_limits<std::int64_t>::min()};
        // stacking only adds to a GPU: the GPUs it holds nothing on keep the others' room
        const std::int64_t capacity = m_evaluation.gpu->memoryBytes();
        const int tp = std::max(config.tensorParallel, 1);
        const int replicas = std::max(config.replicas(), 1);
        std::int64_t margin = m_othersMargin;
        for (const GpuMemory &g : memory->perGpu) {
            const std::int64_t parts = g.usedBytes() - g.reserve.bytes;
            for (int r = 0; r < replicas; ++r) {
                for (int t = 0; t < tp; ++t) { // the indices estimateMemory() gives their copies
                    const int index = g.index + t + r * config.gpusPerReplica();
                    if (index < 0 || index >= m_others.size())
                        continue;
                    const Held &held = m_others.at(index);
                    margin = std::min(margin,
                                      capacity - held.parts - parts
                                              - std::max(held.reserve, g.reserve.bytes));
                }
            }
        }
        return {margin >= 0, margin};
    }

private:
    struct Held
    {
        std::int64_t parts = 0;
        std::int64_t reserve = 0;
    };
    const ConfigurationEvaluation &m_evaluation;
    const DeploymentEstimate &m_estimate;
    Workload m_workload;
    QList<Held> m_others; // per GPU of the configuration
    std::int64_t m_othersMargin = std::numeric_limits<std::int64_t>::max(); // their tightest room
    const std::shared_ptr<const ParameterCount> m_count;
    MemoryTrials m_trials;
};

/** Max batch of deployment `i` beside the others: the standalone answer bounded by what the
 *  others leave (memory need grows with the sequences). */
SolverAnswer sharedMaxBatch(const ConfigurationEvaluation &evaluation, qsizetype i,
                            const SolverAnswer &alone)
{
    if (alone.value <= 0)
        return alone;
    SharedTrials trials(evaluation, i);
    const FitTrial most = trials.at(alone.value);
    if (most.fits)
        return alone;
    const FitTrial one = trials.at(1);
    if (!one.fits)
        return {0, BindingConstraint::SharedGpu};
    return {largestFittingBetween(1, one.marginBytes, alone.value, most.marginBytes,
                                  [&trials](std::int64_t n) { return trials.at(n); }),
            BindingConstraint::SharedGpu};
}

/** The deployments of one configuration run on the same GPUs: each one's speed beside the
 *  others' (gpucontention.h). Their operating points alone (the first pass,
 *  SpeedOptions::operatingPointOnly) give each step's wait for the others
 *  (sharedGpuSpeeds()), then each is estimated once in full with its wait. */
void shareGpus(QList<DeploymentEstimate> &deployments)
{
    QList<qsizetype> serving;
    QList<SharedGpuLoad> loads;
    for (qsizetype i = 0; i < deployments.size(); ++i) {
        const DeploymentEstimate &e = deployments.at(i);
        if (!e.speed)
            continue;
        const SpeedEstimate &t = *e.speed;
        serving.append(i);
        loads.append({t.ttftSeconds, t.tpotSeconds, double(t.outputTokens),
                      t.arrivalRate > 0 ? t.arrivalRate / std::max(t.replicas, 1) : 0.0,
                      e.deployment.disaggregation.on});
    }
    const QList<SharedGpuSpeed> speeds = serving.size() > 1 ? sharedGpuSpeeds(loads)
                                                            : QList<SharedGpuSpeed>();
    for (qsizetype k = 0; k < serving.size(); ++k) {
        const double wait = speeds.isEmpty() ? 0.0
                                             : speeds.at(k).tpotSeconds - loads.at(k).tpotSeconds;
        QStringList others;
        if (wait > 0) {
            for (qsizetype o : std::as_const(serving))
                if (o != serving.at(k))
                    others.append(deployments.at(o).deployment.modelId);
        }
        estimateOnSharedGpus(deployments[serving.at(k)], wait > 0 ? wait : 0.0, others);
    }
}

} // namespace

const DeploymentEstimate *ConfigurationEvaluation::deployment(const QString &deploymentId) const
{
    for (const DeploymentEstimate &e : deployments) {
        if (e.deployment.id == deploymentId)
            return &e;
    }
    return nullptr;
}

ConfigurationEvaluation evaluateConfiguration(const Catalog &catalog, const Project &project,
                                              const Configuration &configuration,
                                              EstimateDepth depth)
{
    ConfigurationEvaluation v;
    v.configuration = configuration;
    v.gpu = catalog.gpu(configuration.gpuId);
    v.cost = configurationCost(project, catalog, configuration);
    bool allEstimated = true;
    const auto onIt = [&configuration](const Deployment &d) {
        return d.configurationId == configuration.id;
    };
    // GPUs shared: each speed in full once, beside the others (shareGpus())
    const auto onThem = std::count_if(project.deployments.begin(), project.deployments.end(), onIt);
    const bool shared = onThem > 1;
    v.deployments.reserve(onThem);
    for (const Deployment &d : project.deployments) {
        if (!onIt(d))
            continue;
        v.deployments.append(estimateDeployment(catalog, project, d, depth,
                                                v.cost.assumptions.onDemandPricePerGpuHour, shared));
        allEstimated = allEstimated && v.deployments.last().memory.has_value();
    }
    if (shared)
        shareGpus(v.deployments);
    v.bars = stackDeployments(configuration, v.gpu ? v.gpu->memoryBytes() : 0, v.deployments);
    std::tie(v.shortBytes, v.shortGpu) = shortfall(v.bars);
    v.fits = v.gpu && allEstimated && v.shortBytes == 0;

    double tokens = 0;
    double ttft = 0;
    double prefillPoolsPerHour = 0; // disaggregated deployments' prefill pools, beside its GPUs
    bool allSpeeds = !v.deployments.isEmpty();
    for (qsizetype i = 0; i < v.deployments.size(); ++i) {
        DeploymentEstimate &e = v.deployments[i];
        e.configurationFits = v.fits;
        if (e.maxSequences) {
            const SolverAnswer answer = v.deployments.size() == 1 || !e.memory
                    ? *e.maxSequences
                    : sharedMaxBatch(v, i, *e.maxSequences);
            // A configuration that does not fit does not start: it serves no batch at all.
            // What would fit at this context stays for the advice (batchThatFits).
            e.maxBatch = v.fits ? answer : SolverAnswer {0, answer.binding};
            if (!v.fits && answer.value > 0)
                e.batchThatFits = answer.value;
            v.maxBatch = std::min(v.maxBatch.value_or(e.maxBatch->value), e.maxBatch->value);
        }
        if (e.speed) {
            tokens += e.speed->throughputTokensPerSecond;
            ttft = std::max(ttft, e.speed->ttftSeconds);
            if (const auto &pool = e.speed->disaggregation)
                prefillPoolsPerHour += pool->prefillPricePerGpuHour * pool->prefillGpus;
        } else {
            allSpeeds = false;
        }
    }
    if (v.fits && allSpeeds) {
        v.tokensPerSecond = tokens;
        v.ttftSeconds = ttft;
        const double price = v.cost.assumptions.onDemandPricePerGpuHour;
        if (price > 0 && tokens > 0 && configuration.gpuCount > 0) {
            if (const auto perMillion = costPerMillionTokens(price * configuration.gpuCount
                                                                     + prefillPoolsPerHour,
                                                             tokens))
                v.costPerMillionTokens = *perMillion;
        }
    }
    return v;
}

QList<ConfigurationEvaluation> evaluateProject(const Catalog &catalog, const Project &project,
                                               EstimateDepth depth)
{
    QList<ConfigurationEvaluation> all;
    all.reserve(project.configurations.size());
    for (const Configuration &c : project.configurations)
        all.append(evaluateConfiguration(catalog, project, c, depth));
    return all;
}

} // namespace Headroom
