// A measured run as a point of the calibration fit: the deployment it measured, set to the
// run's lengths and load (calibrationfit.h).
#include "calibration/calibrationfit.h"

#include "calibration/measurement.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace Headroom {

namespace {

struct CalibrationFitText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Estimate)
};

bool hasSpeed(const MeasuredRun &r)
{
    return r.meanTtftMs || r.medianTtftMs || r.meanTpotMs || r.medianTpotMs || r.meanItlMs
            || r.outputThroughput || r.promptTokensPerSecond || r.generationTokensPerSecond;
}

} // namespace

Result<CalibrationPoint> calibrationPoint(const Project &project, const QString &deploymentId,
                                          const MeasuredRun &run)
{
    CalibrationPoint p;
    p.run = run;
    const auto d = std::find_if(project.deployments.cbegin(), project.deployments.cend(),
                                [&](const Deployment &x) { return x.id == deploymentId; });
    if (d == project.deployments.cend())
        return fail(CalibrationFitText::tr("The project has no deployment \"%1\"")
                            .arg(deploymentId.left(60)),
                    deploymentId);
    p.deployment = *d;
    const auto c = std::find_if(project.configurations.cbegin(), project.configurations.cend(),
                                [&](const Configuration &x) { return x.id == d->configurationId; });
    if (c == project.configurations.cend())
        return fail(CalibrationFitText::tr("The deployment's configuration is missing"),
                    d->configurationId);
    p.configuration = *c;
    // a benchmark measures one server: one replica of the configuration
    p.configuration.gpuCount = std::max(1, c->gpusPerReplica());
    if (!hasSpeed(run))
        return p; // a server log: memory only, at the deployment's own workload

    Workload &w = p.deployment.workload;
    w.inputKind = LengthDistribution::Kind::Fixed;
    w.outputKind = LengthDistribution::Kind::Fixed;
    w.inputSpread = w.outputSpread = 0;
    w.prefixHitRate = 0;
    w.load = LoadKind::ClosedLoop;
    w.arrivalRate = 0;
    const QString where = measuredRunLocation(run);
    if (run.promptTokensPerSecond || run.generationTokensPerSecond) {
        // llama-bench: one user, a prompt of n_prompt tokens (pp) or n_gen tokens generated (tg)
        w.concurrentSequences = 1;
        w.inputTokens = std::max<std::int64_t>(1, std::llround(run.inputTokens.value_or(1)));
        w.outputTokens = std::max<std::int64_t>(1, std::llround(run.outputTokens.value_or(1)));
        if (run.promptTokensPerSecond && !run.inputTokens)
            return fail(CalibrationFitText::tr("%1: the prompt test does not say its length")
                                .arg(where));
    } else {
        if (!run.inputTokens || !run.outputTokens || *run.inputTokens < 1 || *run.outputTokens < 1)
            return fail(CalibrationFitText::tr("%1: the run does not state its input and output "
                                               "lengths")
                                .arg(where));
        w.inputTokens = std::llround(*run.inputTokens);
        w.outputTokens = std::llround(*run.outputTokens);
        if (run.concurrency && *run.concurrency > 0) {
            w.concurrentSequences = *run.concurrency;
        } else if (run.requestRate && std::isfinite(*run.requestRate) && *run.requestRate > 0) {
            w.load = LoadKind::OpenLoop;
            w.arrivalRate = *run.requestRate;
        } else if (run.completedRequests && *run.completedRequests > 0) {
            w.concurrentSequences = *run.completedRequests; // every request sent at once
        } else {
            return fail(CalibrationFitText::tr("%1: the run states neither its concurrency nor "
                                               "its request rate")
                                .arg(where));
        }
    }
    w.contextTokens = w.inputTokens + w.outputTokens;
    return p;
}

} // namespace Headroom
