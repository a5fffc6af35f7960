#include "calibration/calibrationfit.h"

#include "estimate/deploymentestimate.h"
#include "estimate/engineparameters.h"
#include "estimate/throughputmodel.h"
#include "units/bytes.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <vector>

namespace Headroom {

namespace {

struct CalibrationFitText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Estimate)
};

constexpr double kInfinity = std::numeric_limits<double>::infinity();

bool hasSpeed(const MeasuredRun &r)
{
    return r.meanTtftMs || r.medianTtftMs || r.meanTpotMs || r.medianTpotMs || r.meanItlMs
            || r.outputThroughput || r.promptTokensPerSecond || r.generationTokensPerSecond;
}

/** The measured figures of a run the fit compares, in FitMetric order of preference. */
QList<std::pair<FitMetric, double>> measuredFigures(const MeasuredRun &r)
{
    QList<std::pair<FitMetric, double>> list;
    const auto add = [&list](FitMetric metric, std::optional<double> value) {
        if (value && std::isfinite(*value) && *value > 0)
            list.append({metric, *value});
    };
    if (r.promptTokensPerSecond || r.generationTokensPerSecond) { // llama-bench
        add(FitMetric::PromptThroughput, r.promptTokensPerSecond);
        if (r.generationTokensPerSecond && *r.generationTokensPerSecond > 0)
            add(FitMetric::Tpot, 1e3 / *r.generationTokensPerSecond);
        return list;
    }
    add(FitMetric::Ttft, r.meanTtftMs ? r.meanTtftMs : r.medianTtftMs);
    add(FitMetric::Tpot,
        r.meanTpotMs             ? r.meanTpotMs
                : r.medianTpotMs ? r.medianTpotMs
                                 : r.meanItlMs);
    add(FitMetric::OutputThroughput, r.outputThroughput);
    return list;
}

double estimatedFigure(const ThroughputEstimate &e, const CalibrationPoint &p, FitMetric metric)
{
    switch (metric) {
    case FitMetric::Ttft: return e.ttftSeconds * 1e3;
    case FitMetric::Tpot: return e.tpotSeconds * 1e3;
    case FitMetric::OutputThroughput:
        return e.throughputTokensPerSecond / std::max(1, p.configuration.replicas());
    case FitMetric::PromptThroughput:
        return e.prefillSeconds > 0 ? double(p.deployment.workload.inputTokens) / e.prefillSeconds
                                    : 0;
    }
    return 0;
}

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/** Solves a x = b (n <= a dozen) by Gaussian elimination with partial pivoting; false when
 *  singular. */
bool solve(std::vector<std::vector<double>> a, std::vector<double> b, std::vector<double> &x)
{
    const size_t n = b.size();
    for (size_t col = 0; col < n; ++col) {
        size_t pivot = col;
        for (size_t r = col + 1; r < n; ++r) {
            if (std::abs(a[r][col]) > std::abs(a[pivot][col]))
                pivot = r;
        }
        if (std::abs(a[pivot][col]) < 1e-300)
            return false;
        std::swap(a[pivot], a[col]);
        std::swap(b[pivot], b[col]);
        for (size_t r = col + 1; r < n; ++r) {
            const double f = a[r][col] / a[col][col];
            for (size_t c = col; c < n; ++c)
                a[r][c] -= f * a[col][c];
            b[r] -= f * b[col];
        }
    }
    x.assign(n, 0);
    for (size_t i = n; i-- > 0;) {
        double s = b[i];
        for (size_t c = i + 1; c < n; ++c)
            s -= a[i][c] * x[c];
        x[i] = s / a[i][i];
    }
    return true;
}

/** Evaluates the points with a candidate calibration. */
class Evaluator
{
public:
    Evaluator(const Catalog &catalog, const Project &project, const QList<CalibrationPoint> &points,
              Calibration base)
        : m_catalog(catalog)
        , m_project(project)
        , m_points(points)
        , m_base(std::move(base))
    { }

    Calibration candidate(const QStringList &ids, const std::vector<double> &x) const
    {
        Calibration c = m_base;
        for (size_t j = 0; j < x.size(); ++j)
            c.constants.insert(ids[qsizetype(j)], x[j]);
        return c;
    }

    DeploymentEstimate estimate(int point, const Calibration &c, EstimateDepth depth) const
    {
        const CalibrationPoint &p = m_points[point];
        Project project = m_project;
        project.configurations = {p.configuration};
        project.deployments = {p.deployment};
        project.calibrations = {c};
        return estimateDeployment(m_catalog, project, p.deployment, depth);
    }

    /** The estimated figure of every (point, metric) in `figures`; empty when one fails. */
    std::optional<std::vector<double>> figures(const QList<std::pair<int, FitMetric>> &which,
                                               const Calibration &c) const
    {
        std::vector<double> out;
        out.reserve(size_t(which.size()));
        int last = -1;
        std::optional<ThroughputEstimate> speed;
        for (const auto &[point, metric] : which) {
            if (point != last) {
                const DeploymentEstimate e = estimate(point, c, EstimateDepth::Speed);
                speed.reset();
                if (e.throughput)
                    speed = *e.throughput;
                last = point;
            }
            if (!speed)
                return std::nullopt;
            const double v = estimatedFigure(*speed, m_points[point], metric);
            if (!std::isfinite(v) || v <= 0)
                return std::nullopt;
            out.push_back(v);
        }
        return out;
    }

private:
    const Catalog &m_catalog;
    const Project &m_project;
    const QList<CalibrationPoint> &m_points;
    Calibration m_base;
};

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

QString fitMetricId(FitMetric metric)
{
    switch (metric) {
    case FitMetric::Ttft: return QStringLiteral("ttft_ms");
    case FitMetric::Tpot: return QStringLiteral("tpot_ms");
    case FitMetric::OutputThroughput: return QStringLiteral("output_tok_s");
    case FitMetric::PromptThroughput: return QStringLiteral("prompt_tok_s");
    }
    return {};
}

QString fitMetricName(FitMetric metric)
{
    switch (metric) {
    case FitMetric::Ttft: return CalibrationFitText::tr("TTFT (ms)");
    case FitMetric::Tpot: return CalibrationFitText::tr("TPOT (ms)");
    case FitMetric::OutputThroughput: return CalibrationFitText::tr("Output tokens/s");
    case FitMetric::PromptThroughput: return CalibrationFitText::tr("Prompt tokens/s");
    }
    return {};
}

QString fittedConstantBasisName(FittedConstant::Basis basis)
{
    switch (basis) {
    case FittedConstant::Basis::LeastSquares: return CalibrationFitText::tr("fitted to the speed");
    case FittedConstant::Basis::MemoryLog: return CalibrationFitText::tr("read from the log");
    case FittedConstant::Basis::Unchanged: return CalibrationFitText::tr("not determined");
    }
    return {};
}

Calibration CalibrationFit::calibration(const QList<CalibrationPoint> &points,
                                        const QStringList &accepted) const
{
    Calibration c;
    c.gpuId = gpuId;
    c.engine = engine;
    for (const FittedConstant &k : constants) {
        if (k.basis == FittedConstant::Basis::Unchanged)
            continue;
        if (accepted.isEmpty() ? k.after != k.before : accepted.contains(k.id))
            c.constants.insert(k.id, k.after);
    }
    for (const CalibrationPoint &p : points) {
        const CalibrationSource source {p.run.sourceFile, p.run.sourceDate};
        if (!c.sources.contains(source))
            c.sources.append(source);
    }
    return c;
}

Result<MatchedRuns> matchRuns(const Catalog &catalog, const Project &project,
                              const QList<MeasuredRun> &runs, const MatchHints &hints)
{
    std::map<std::pair<QString, int>, QList<CalibrationPoint>> groups; // (gpu, engine) -> points
    MatchedRuns out;
    for (const MeasuredRun &run : runs) {
        RunMatch m = matchRun(catalog, project, run, hints);
        if (!m.matched()) {
            out.unmatched.append({run, std::move(m)});
            continue;
        }
        auto point = calibrationPoint(project, m.deploymentIds.first(), run);
        if (!point)
            return std::unexpected(point.error());
        groups[{point->configuration.gpuId, int(point->deployment.engine)}].append(*point);
    }
    for (auto &[key, points] : groups)
        out.groups.append(std::move(points));
    return out;
}

QList<Calibration> withCalibration(QList<Calibration> calibrations, const Calibration &calibration)
{
    calibrations.removeIf([&calibration](const Calibration &c) {
        return c.gpuId == calibration.gpuId && c.engine == calibration.engine;
    });
    calibrations.append(calibration);
    return calibrations;
}

double medianError(const QList<FitResidual> &residuals, FitMetric metric, bool after)
{
    QList<double> errors;
    for (const FitResidual &r : residuals) {
        if (r.metric == metric)
            errors.append(std::abs(after ? r.errorAfter() : r.errorBefore()));
    }
    return median(errors);
}

Result<CalibrationFit> fitCalibration(const Catalog &catalog, const Project &project,
                                      const QList<CalibrationPoint> &points,
                                      const FitOptions &options)
{
    if (points.isEmpty())
        return fail(CalibrationFitText::tr("No measured run to fit"));
    CalibrationFit fit;
    fit.gpuId = points.first().configuration.gpuId;
    fit.engine = points.first().deployment.engine;
    for (const CalibrationPoint &p : points) {
        if (p.configuration.gpuId != fit.gpuId || p.deployment.engine != fit.engine)
            return fail(CalibrationFitText::tr("A calibration is for one GPU and one engine: the "
                                               "runs are on %1 with %2 and on %3 with %4")
                                .arg(fit.gpuId, engineName(fit.engine), p.configuration.gpuId,
                                     engineName(p.deployment.engine)));
        if (p.deployment.mode != DeploymentMode::Inference)
            return fail(CalibrationFitText::tr("Only serving deployments are calibrated"));
    }
    const auto gpu = catalog.gpu(fit.gpuId);
    if (!gpu)
        return fail(CalibrationFitText::tr("GPU \"%1\" is not in the catalog").arg(fit.gpuId),
                    fit.gpuId);
    const GpuClass gpuClass = gpuClassOf(gpu->unifiedMemory, gpu->memoryType);

    // before: the engine's defaults, with the project's calibration for this pair if any
    Calibration base;
    if (const Calibration *existing = calibrationFor(project.calibrations, fit.gpuId, fit.engine))
        base = *existing;
    base.gpuId = fit.gpuId;
    base.engine = fit.engine;
    EngineProfile profileBefore = defaultEngineProfile(fit.engine);
    if (auto applied = applyCalibration(profileBefore, base, gpuClass))
        profileBefore = *applied;
    else
        return std::unexpected(applied.error());
    const auto valueBefore = [&](const QString &id) {
        return engineParameterValue(profileBefore, id, gpuClass);
    };
    // constants a deployment sets itself: the fit cannot move them
    QSet<QString> held;
    for (const CalibrationPoint &p : points) {
        for (auto it = p.deployment.engineOverrides.cbegin();
             it != p.deployment.engineOverrides.cend(); ++it)
            held.insert(it.key());
    }

    // the memory constants, straight from the logs (median over them)
    QMap<QString, QList<double>> logged;
    for (const CalibrationPoint &p : points) {
        const MeasuredRun &r = p.run;
        const bool multi = p.configuration.gpusPerReplica() >= 2;
        const auto model = catalog.model(p.deployment.modelId);
        const bool moe = model && model->moe.isMoe();
        if (r.nonTorchGiB)
            logged[multi ? u"non_torch_multi_gib"_qs : u"non_torch_gib"_qs].append(*r.nonTorchGiB);
        if (r.activationPeakGiB)
            logged[moe ? u"activation_peak_moe_gib"_qs : u"activation_peak_gib"_qs].append(
                    *r.activationPeakGiB);
        if (r.cudaGraphGiB)
            logged[u"cuda_graphs_gib"_qs].append(*r.cudaGraphGiB);
        if (r.gpuMemoryUtilization)
            logged[u"memory_fraction"_qs].append(*r.gpuMemoryUtilization);
    }
    Calibration memoryBase = base;
    for (auto it = logged.cbegin(); it != logged.cend(); ++it) {
        const auto parameter = engineParameter(it.key());
        if (!parameter || held.contains(it.key()))
            continue;
        const double value = std::clamp(median(it.value()), parameter->minimum, parameter->maximum);
        memoryBase.constants.insert(it.key(), value);
        fit.constants.append({it.key(), valueBefore(it.key()), value,
                              FittedConstant::Basis::MemoryLog,
                              value == parameter->minimum || value == parameter->maximum});
    }

    // the speed figures
    QList<std::pair<int, FitMetric>> which;
    std::vector<double> measured;
    bool decode = false, prompt = false, quantized = false, wide = false;
    for (int i = 0; i < points.size(); ++i) {
        for (const auto &[metric, value] : measuredFigures(points[i].run)) {
            which.append({i, metric});
            measured.push_back(value);
            decode = decode || metric == FitMetric::Tpot || metric == FitMetric::OutputThroughput;
            prompt = prompt || metric == FitMetric::Ttft || metric == FitMetric::PromptThroughput;
        }
        if (SpeedModel::isQuantized(points[i].deployment.weights))
            quantized = true;
        else
            wide = true;
    }
    QStringList ids = options.parameters;
    if (ids.isEmpty() && !which.isEmpty()) {
        if (wide)
            ids.append(u"mbu"_qs);
        if (quantized)
            ids.append(u"mbu_quantized"_qs);
        if (decode)
            ids.append(u"step_overhead_ms"_qs);
        if (prompt)
            ids.append(u"mfu_prefill"_qs);
    }
    for (const QString &id : std::as_const(ids)) {
        if (!engineParameter(id))
            return fail(CalibrationFitText::tr("Unknown engine parameter \"%1\"").arg(id.left(60)),
                        id);
    }
    ids.removeIf([&](const QString &id) {
        if (!held.contains(id))
            return false;
        fit.skipped.append(
                CalibrationFitText::tr("%1 is set by a deployment itself: not fitted").arg(id));
        return true;
    });

    Evaluator evaluator(catalog, project, points, memoryBase);
    std::vector<double> x0;
    for (const QString &id : std::as_const(ids)) {
        const auto parameter = *engineParameter(id);
        x0.push_back(std::clamp(valueBefore(id), parameter.minimum, parameter.maximum));
    }

    // drop the figures that cannot be estimated at the start, saying so
    {
        QList<std::pair<int, FitMetric>> kept;
        std::vector<double> keptMeasured;
        const Calibration start = evaluator.candidate(ids, x0);
        for (qsizetype k = 0; k < which.size(); ++k) {
            const auto single = evaluator.figures({which[k]}, start);
            if (single) {
                kept.append(which[k]);
                keptMeasured.push_back(measured[size_t(k)]);
            } else if (k == 0 || which[k - 1].first != which[k].first) {
                const MeasuredRun &r = points[which[k].first].run;
                const DeploymentEstimate e = evaluator.estimate(which[k].first, start,
                                                                EstimateDepth::Speed);
                fit.skipped.append(
                        CalibrationFitText::tr("%1 line %2: not estimated (%3)")
                                .arg(r.sourceFile)
                                .arg(r.sourceLine)
                                .arg(e.throughput ? QString() : e.throughput.error().message));
            }
        }
        which = kept;
        measured = keptMeasured;
    }
    if (which.isEmpty() && fit.constants.isEmpty())
        return fail(CalibrationFitText::tr("None of the runs could be estimated"));

    const auto residualsOf =
            [&](const std::vector<double> &x) -> std::optional<std::vector<double>> {
        auto f = evaluator.figures(which, evaluator.candidate(ids, x));
        if (!f)
            return std::nullopt;
        // soft-L1 (robust): sign(r) sqrt(2 d^2 (sqrt(1 + (r/d)^2) - 1)) ~ r for |r| << d, and
        // grows as sqrt(|r|) beyond, so a few far-off points do not pull every constant
        const double d = options.robustScale;
        for (size_t i = 0; i < f->size(); ++i) {
            const double r = std::log((*f)[i] / measured[i]);
            (*f)[i] = d > 0
                    ? std::copysign(std::sqrt(2 * d * d * (std::sqrt(1 + (r / d) * (r / d)) - 1)), r)
                    : r;
        }
        return f;
    };
    const auto costOf = [](const std::vector<double> &r) {
        double s = 0;
        for (double v : r)
            s += v * v;
        return s;
    };

    // bounded Levenberg-Marquardt in scaled coordinates (x = u x scale)
    const size_t n = ids.size();
    std::vector<double> lo(n), hi(n), scale(n);
    for (size_t j = 0; j < n; ++j) {
        const auto parameter = *engineParameter(ids[qsizetype(j)]);
        lo[j] = parameter.minimum;
        hi[j] = parameter.maximum;
        scale[j] = std::max({std::abs(x0[j]), 1e-3 * (hi[j] - lo[j]), 1e-9});
    }
    std::vector<double> x = x0;
    std::vector<bool> determined(n, false);
    std::optional<std::vector<double>> r = which.isEmpty() ? std::optional<std::vector<double>>()
                                                           : residualsOf(x);
    const std::vector<double> rBefore = r ? *r : std::vector<double>();
    fit.costBefore = fit.costAfter = r ? costOf(*r) : 0;
    if (r && n > 0) {
        double cost = costOf(*r);
        double lambda = 1e-3;
        bool needJacobian = true;
        std::vector<std::vector<double>> jac; // [figure][parameter], d r / d u
        for (int iteration = 0; iteration < options.maxIterations; ++iteration) {
            fit.iterations = iteration + 1;
            if (needJacobian) {
                jac.assign(r->size(), std::vector<double>(n, 0));
                for (size_t j = 0; j < n; ++j) {
                    double h = 1e-4 * scale[j];
                    if (x[j] + h > hi[j])
                        h = -h;
                    std::vector<double> xh = x;
                    xh[j] += h;
                    const auto rh = residualsOf(xh);
                    if (!rh)
                        continue;
                    for (size_t i = 0; i < r->size(); ++i)
                        jac[i][j] = ((*rh)[i] - (*r)[i]) / (h / scale[j]);
                }
                needJacobian = false;
            }
            std::vector<std::vector<double>> a(n, std::vector<double>(n, 0));
            std::vector<double> g(n, 0);
            for (size_t i = 0; i < r->size(); ++i) {
                for (size_t j = 0; j < n; ++j) {
                    g[j] += jac[i][j] * (*r)[i];
                    for (size_t k = 0; k < n; ++k)
                        a[j][k] += jac[i][j] * jac[i][k];
                }
            }
            double largest = 0;
            for (size_t j = 0; j < n; ++j)
                largest = std::max(largest, a[j][j]);
            // free: determined by the data and not pressed against a bound
            std::vector<size_t> free;
            for (size_t j = 0; j < n; ++j) {
                const bool sensitive = a[j][j] > 1e-10 * std::max(largest, 1e-30);
                if (sensitive)
                    determined[j] = true;
                const bool atLow = x[j] <= lo[j] && g[j] > 0;
                const bool atHigh = x[j] >= hi[j] && g[j] < 0;
                if (sensitive && !atLow && !atHigh)
                    free.push_back(j);
            }
            if (free.empty())
                break;
            std::vector<std::vector<double>> m(free.size(), std::vector<double>(free.size(), 0));
            std::vector<double> b(free.size());
            for (size_t p = 0; p < free.size(); ++p) {
                for (size_t q = 0; q < free.size(); ++q)
                    m[p][q] = a[free[p]][free[q]];
                m[p][p] += lambda * a[free[p]][free[p]];
                b[p] = -g[free[p]];
            }
            std::vector<double> step;
            if (!solve(m, b, step)) {
                lambda *= 10;
                continue;
            }
            std::vector<double> xNew = x;
            for (size_t p = 0; p < free.size(); ++p) {
                const size_t j = free[p];
                xNew[j] = std::clamp(x[j] + step[p] * scale[j], lo[j], hi[j]);
            }
            const auto rNew = residualsOf(xNew);
            const double costNew = rNew ? costOf(*rNew) : kInfinity;
            if (costNew < cost) {
                const double gain = cost - costNew;
                x = xNew;
                r = rNew;
                cost = costNew;
                lambda = std::max(lambda / 3, 1e-9);
                needJacobian = true;
                if (gain < 1e-12 * (1 + cost))
                    break;
            } else {
                lambda *= 4;
                if (lambda > 1e10)
                    break;
            }
        }
        fit.costAfter = cost;
    }
    for (size_t j = 0; j < n; ++j) {
        const QString &id = ids[qsizetype(j)];
        FittedConstant k {id, valueBefore(id), x[j], FittedConstant::Basis::LeastSquares,
                          x[j] <= lo[j] || x[j] >= hi[j]};
        if (!determined[j]) {
            k.after = k.before;
            k.basis = FittedConstant::Basis::Unchanged;
            k.atBound = false;
            x[j] = k.before;
            fit.skipped.append(CalibrationFitText::tr("%1: these measurements do not depend on "
                                                      "it; left unchanged")
                                       .arg(id));
        }
        fit.constants.append(k);
    }

    // the residuals before (the constants as they were) and after (the fitted ones)
    if (!which.isEmpty()) {
        Calibration beforeCalibration = base;
        const auto before = evaluator.figures(which, beforeCalibration);
        const auto after = evaluator.figures(which, evaluator.candidate(ids, x));
        for (qsizetype k = 0; k < which.size(); ++k) {
            FitResidual res;
            res.point = which[k].first;
            res.metric = which[k].second;
            res.measured = measured[size_t(k)];
            res.before = before ? (*before)[size_t(k)] : 0;
            res.after = after ? (*after)[size_t(k)] : 0;
            fit.residuals.append(res);
        }
    }

    // the memory logs beside Headroom's per-GPU parts, before and after
    const Calibration afterCalibration = evaluator.candidate(ids, x);
    for (int i = 0; i < points.size(); ++i) {
        const MeasuredRun &run = points[i].run;
        if (!run.weightsGiB && !run.kvCacheGiB && !run.kvCacheTokens && !run.activationPeakGiB
            && !run.nonTorchGiB)
            continue;
        const DeploymentEstimate b = evaluator.estimate(i, base, EstimateDepth::Memory);
        const DeploymentEstimate a = evaluator.estimate(i, afterCalibration, EstimateDepth::Memory);
        if (!b.memory || !a.memory || b.memory->perGpu.isEmpty() || a.memory->perGpu.isEmpty()) {
            fit.skipped.append(CalibrationFitText::tr("%1: the memory could not be estimated")
                                       .arg(run.sourceFile));
            continue;
        }
        const GpuMemory &gb = b.memory->perGpu.first();
        const GpuMemory &ga = a.memory->perGpu.first();
        const auto add = [&](const char *part, std::optional<double> value, double before,
                             double after) {
            if (value)
                fit.memory.append({i, QString::fromLatin1(part), *value, before, after});
        };
        add("weights", run.weightsGiB, toGiB(gb.weights.bytes), toGiB(ga.weights.bytes));
        add("kv_cache_pool", run.kvCacheGiB, toGiB(gb.kvPoolBytes), toGiB(ga.kvPoolBytes));
        if (run.kvCacheTokens)
            add("kv_cache_tokens", double(*run.kvCacheTokens), double(b.memory->kvPoolTokens),
                double(a.memory->kvPoolTokens));
        add("activations", run.activationPeakGiB, toGiB(gb.activations.bytes),
            toGiB(ga.activations.bytes));
        if (run.nonTorchGiB && run.cudaGraphGiB)
            add("runtime", *run.nonTorchGiB + *run.cudaGraphGiB, toGiB(gb.runtime.bytes),
                toGiB(ga.runtime.bytes));
    }
    return fit;
}

} // namespace Headroom
