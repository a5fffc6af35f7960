#include "estimate/configurationevaluation.h"

#include "cost/costmodel.h"

#include <algorithm>

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

/** Whether the configuration's GPUs hold every deployment with deployment `i` at `sequences`
 *  concurrent sequences (the others as they are). */
bool fitsShared(const ConfigurationEvaluation &evaluation, qsizetype i, std::int64_t sequences)
{
    QList<DeploymentEstimate> trial = evaluation.deployments;
    DeploymentEstimate &e = trial[i];
    Deployment d = e.deployment;
    d.workload.concurrentSequences = int(sequences);
    e.memory = estimateMemory(*e.model, *evaluation.gpu, evaluation.configuration, d, e.engine);
    if (!e.memory)
        return false;
    const QList<VramBarModel> bars = stackDeployments(evaluation.configuration,
                                                      evaluation.gpu->memoryBytes(), trial);
    return shortfall(bars).first == 0;
}

/** Max batch of deployment `i` beside the others: the standalone answer bounded by what the
 *  others leave (memory need grows with the sequences: exponential, then binary search). */
SolverAnswer sharedMaxBatch(const ConfigurationEvaluation &evaluation, qsizetype i,
                            const SolverAnswer &alone)
{
    if (alone.value <= 0)
        return alone;
    if (fitsShared(evaluation, i, alone.value))
        return alone;
    if (!fitsShared(evaluation, i, 1))
        return {0, BindingConstraint::SharedGpu};
    std::int64_t lo = 1, hi = 2;
    while (hi < alone.value && fitsShared(evaluation, i, hi)) {
        lo = hi;
        hi *= 2;
    }
    hi = std::min(hi, alone.value);
    while (hi - lo > 1) {
        const std::int64_t mid = lo + (hi - lo) / 2;
        (fitsShared(evaluation, i, mid) ? lo : hi) = mid;
    }
    return {lo, BindingConstraint::SharedGpu};
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
    for (const Deployment &d : project.deployments) {
        if (d.configurationId != configuration.id)
            continue;
        v.deployments.append(estimateDeployment(catalog, project, d, depth));
        allEstimated = allEstimated && v.deployments.last().memory.has_value();
    }
    v.bars = stackDeployments(configuration, v.gpu ? v.gpu->memoryBytes() : 0, v.deployments);
    std::tie(v.shortBytes, v.shortGpu) = shortfall(v.bars);
    v.fits = v.gpu && allEstimated && v.shortBytes == 0;

    double tokens = 0;
    double ttft = 0;
    bool allSpeeds = !v.deployments.isEmpty();
    for (qsizetype i = 0; i < v.deployments.size(); ++i) {
        DeploymentEstimate &e = v.deployments[i];
        e.configurationFits = v.fits;
        if (e.maxSequences) {
            e.maxBatch = v.deployments.size() == 1 || !e.memory
                    ? *e.maxSequences
                    : sharedMaxBatch(v, i, *e.maxSequences);
            v.maxBatch = std::min(v.maxBatch.value_or(e.maxBatch->value), e.maxBatch->value);
        }
        if (e.throughput) {
            tokens += e.throughput->throughputTokensPerSecond;
            ttft = std::max(ttft, e.throughput->ttftSeconds);
        } else {
            allSpeeds = false;
        }
    }
    if (v.fits && allSpeeds) {
        v.tokensPerSecond = tokens;
        v.ttftSeconds = ttft;
        const double price = v.cost.assumptions.onDemandPricePerGpuHour;
        if (price > 0 && tokens > 0 && configuration.gpuCount > 0) {
            if (const auto perMillion = costPerMillionTokens(price * configuration.gpuCount, tokens))
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
