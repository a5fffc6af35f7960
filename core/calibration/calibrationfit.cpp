#include "calibration/calibrationfit.h"

#include "calibration/boundedleastsquares.h"

#include "estimate/deploymentestimate.h"
#include "estimate/engineconstants.h"
#include "estimate/speedmodel.h"
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

/** An engine constant by its name ("Bandwidth utilisation (MBU), 8/16-bit"), the id when none. */
QString constantName(const QString &id)
{
    const auto parameter = engineConstant(id);
    return parameter ? parameter->name : id;
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

double estimatedFigure(const SpeedEstimate &e, const CalibrationPoint &p, FitMetric metric)
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
        std::optional<SpeedEstimate> speed;
        for (const auto &[point, metric] : which) {
            if (point != last) {
                const DeploymentEstimate e = estimate(point, c, EstimateDepth::Speed);
                speed.reset();
                if (e.speed)
                    speed = *e.speed;
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

QString memoryCheckName(const QString &part)
{
    if (part == u"weights")
        return CalibrationFitText::tr("Weights");
    if (part == u"kv_cache_pool")
        return CalibrationFitText::tr("KV cache pool");
    if (part == u"kv_cache_tokens")
        return CalibrationFitText::tr("KV cache tokens");
    if (part == u"activations")
        return CalibrationFitText::tr("Activation peak");
    if (part == u"runtime")
        return CalibrationFitText::tr("Runtime (CUDA graphs, non-torch)");
    return part;
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
        // by default a constant the fit pressed against a bound is not taken: the data ask for
        // more than the model allows (an MFU of 1.00, a 0 ms overhead), not for that value
        if (accepted.isEmpty() ? k.after != k.before && !k.atBound : accepted.contains(k.id))
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

namespace {

/** What the fit starts from: the GPU's class, the project's calibration for the pair (the
 *  engine's defaults where there is none) and the constants a deployment sets itself. */
struct FitStart
{
    GpuClass gpuClass = GpuClass::Datacenter;
    Calibration base;
    EngineProfile profileBefore;
    QSet<QString> held; // the fit cannot move them

    double valueBefore(const QString &id) const
    {
        return engineConstantValue(profileBefore, id, gpuClass);
    }
};

/** Checks that every point shares one GPU x engine and serves, and sets fit.gpuId and engine. */
Result<FitStart> fitStart(const Catalog &catalog, const Project &project,
                          const QList<CalibrationPoint> &points, CalibrationFit &fit)
{
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
    FitStart start;
    start.gpuClass = gpuClassOf(gpu->unifiedMemory, gpu->memoryType);
    // before: the engine's defaults, with the project's calibration for this pair if any
    if (const Calibration *existing = calibrationFor(project.calibrations, fit.gpuId, fit.engine))
        start.base = *existing;
    start.base.gpuId = fit.gpuId;
    start.base.engine = fit.engine;
    start.profileBefore = defaultEngineProfile(fit.engine);
    if (auto applied = applyCalibration(start.profileBefore, start.base, start.gpuClass))
        start.profileBefore = *applied;
    else
        return std::unexpected(applied.error());
    for (const CalibrationPoint &p : points) {
        for (auto it = p.deployment.engineOverrides.cbegin();
             it != p.deployment.engineOverrides.cend(); ++it)
            start.held.insert(it.key());
    }
    return start;
}

/** The memory constants, straight from the logs (median over them): appended to fit.constants
 *  and returned as the base of the speed fit. */
Calibration fitMemoryConstants(const Catalog &catalog, const QList<CalibrationPoint> &points,
                               const FitStart &start, CalibrationFit &fit)
{
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
    Calibration memoryBase = start.base;
    for (auto it = logged.cbegin(); it != logged.cend(); ++it) {
        const auto parameter = engineConstant(it.key());
        if (!parameter || start.held.contains(it.key()))
            continue;
        const double value = std::clamp(median(it.value()), parameter->minimum, parameter->maximum);
        memoryBase.constants.insert(it.key(), value);
        fit.constants.append({it.key(), start.valueBefore(it.key()), value,
                              FittedConstant::Basis::MemoryLog,
                              value == parameter->minimum || value == parameter->maximum});
    }
    return memoryBase;
}

/** The measured speed figures of the points, and what kinds of figures and weights they hold. */
struct SpeedFigures
{
    QList<std::pair<int, FitMetric>> which; // (point, metric)
    std::vector<double> measured;
    bool decode = false;
    bool prompt = false;
    bool quantized = false;
    bool wide = false;
};

SpeedFigures speedFigures(const QList<CalibrationPoint> &points)
{
    SpeedFigures f;
    for (int i = 0; i < points.size(); ++i) {
        for (const auto &[metric, value] : measuredFigures(points[i].run)) {
            f.which.append({i, metric});
            f.measured.push_back(value);
            f.decode = f.decode || metric == FitMetric::Tpot
                    || metric == FitMetric::OutputThroughput;
            f.prompt = f.prompt || metric == FitMetric::Ttft
                    || metric == FitMetric::PromptThroughput;
        }
        if (SpeedModel::isQuantized(points[i].deployment.weights))
            f.quantized = true;
        else
            f.wide = true;
    }
    return f;
}

/** The constants fitted by least squares: the options' or those the figures determine, less the
 *  held ones (said in fit.skipped). */
Result<QStringList> speedParameters(const FitOptions &options, const SpeedFigures &figures,
                                    const FitStart &start, CalibrationFit &fit)
{
    QStringList ids = options.parameters;
    if (ids.isEmpty() && !figures.which.isEmpty()) {
        if (figures.wide)
            ids.append(u"mbu"_qs);
        if (figures.quantized)
            ids.append(u"mbu_quantized"_qs);
        if (figures.decode)
            ids.append(u"step_overhead_ms"_qs);
        if (figures.prompt)
            ids.append(u"mfu_prefill"_qs);
    }
    for (const QString &id : std::as_const(ids)) {
        if (!engineConstant(id))
            return fail(CalibrationFitText::tr("Unknown engine constant \"%1\"").arg(id.left(60)),
                        id);
    }
    ids.removeIf([&](const QString &id) {
        if (!start.held.contains(id))
            return false;
        fit.skipped.append(
                CalibrationFitText::tr("%1 is set by a deployment itself: not fitted").arg(id));
        return true;
    });
    return ids;
}

/** Drops the figures that cannot be estimated at the start, saying so once per run. */
void dropUnestimated(const Evaluator &evaluator, const QList<CalibrationPoint> &points,
                     const Calibration &start, SpeedFigures &figures, CalibrationFit &fit)
{
    QList<std::pair<int, FitMetric>> kept;
    std::vector<double> keptMeasured;
    const auto &which = figures.which;
    for (qsizetype k = 0; k < which.size(); ++k) {
        const auto single = evaluator.figures({which[k]}, start);
        if (single) {
            kept.append(which[k]);
            keptMeasured.push_back(figures.measured[size_t(k)]);
        } else if (k == 0 || which[k - 1].first != which[k].first) {
            const MeasuredRun &r = points[which[k].first].run;
            const DeploymentEstimate e = evaluator.estimate(which[k].first, start,
                                                            EstimateDepth::Speed);
            fit.skipped.append(CalibrationFitText::tr("%1 line %2: not estimated (%3)")
                                       .arg(r.sourceFile)
                                       .arg(r.sourceLine)
                                       .arg(e.speed ? QString() : e.speed.error().message));
        }
    }
    figures.which = kept;
    figures.measured = keptMeasured;
}

/** The robust log residuals of the figures with the constants `ids` at x. Soft-L1:
 *  sign(r) sqrt(2 d^2 (sqrt(1 + (r/d)^2) - 1)) ~ r for |r| << d, and grows as sqrt(|r|) beyond,
 *  so a few far-off points do not pull every constant. */
std::optional<std::vector<double>> robustResiduals(const Evaluator &evaluator,
                                                   const SpeedFigures &figures,
                                                   const QStringList &ids,
                                                   const std::vector<double> &x, double d)
{
    auto f = evaluator.figures(figures.which, evaluator.candidate(ids, x));
    if (!f)
        return std::nullopt;
    for (size_t i = 0; i < f->size(); ++i) {
        const double r = std::log((*f)[i] / figures.measured[i]);
        (*f)[i] = d > 0
                ? std::copysign(std::sqrt(2 * d * d * (std::sqrt(1 + (r / d) * (r / d)) - 1)), r)
                : r;
    }
    return f;
}

/** The least-squares fit of `ids`; the constants land in fit.constants (an undetermined one
 *  unchanged, said in fit.skipped); returns the values fitted. */
std::vector<double> fitSpeedConstants(const Evaluator &evaluator, const SpeedFigures &figures,
                                      const QStringList &ids, const std::vector<double> &x0,
                                      const FitStart &start, const FitOptions &options,
                                      CalibrationFit &fit)
{
    BoundedLeastSquares problem;
    for (const QString &id : ids) {
        problem.lower.push_back(engineConstant(id)->minimum);
        problem.upper.push_back(engineConstant(id)->maximum);
    }
    problem.maxIterations = options.maxIterations;
    problem.residuals = [&](const std::vector<double> &x) {
        return robustResiduals(evaluator, figures, ids, x, options.robustScale);
    };
    BoundedLeastSquaresResult solved;
    if (figures.which.isEmpty()) { // memory logs only
        solved.x = x0;
        solved.determined.assign(x0.size(), false);
    } else {
        solved = minimizeBounded(problem, x0);
    }
    fit.iterations = solved.iterations;
    fit.costBefore = solved.costBefore;
    fit.costAfter = solved.costAfter;
    std::vector<double> &x = solved.x;
    for (size_t j = 0; j < x.size(); ++j) {
        const QString &id = ids[qsizetype(j)];
        FittedConstant k {id, start.valueBefore(id), x[j], FittedConstant::Basis::LeastSquares,
                          x[j] <= problem.lower[j] || x[j] >= problem.upper[j]};
        if (!solved.determined[j]) {
            k.after = k.before;
            k.basis = FittedConstant::Basis::Unchanged;
            k.atBound = false;
            x[j] = k.before;
            fit.skipped.append(CalibrationFitText::tr("%1: these measurements do not depend on "
                                                      "it; left unchanged")
                                       .arg(constantName(id)));
        }
        fit.constants.append(k);
    }
    return x;
}

/** Each figure before (the constants as they were) and after (the fitted ones). */
void appendResiduals(const Evaluator &evaluator, const SpeedFigures &figures,
                     const Calibration &before, const Calibration &after, CalibrationFit &fit)
{
    if (figures.which.isEmpty())
        return;
    const auto b = evaluator.figures(figures.which, before);
    const auto a = evaluator.figures(figures.which, after);
    for (qsizetype k = 0; k < figures.which.size(); ++k) {
        FitResidual res;
        res.point = figures.which[k].first;
        res.metric = figures.which[k].second;
        res.measured = figures.measured[size_t(k)];
        res.before = b ? (*b)[size_t(k)] : 0;
        res.after = a ? (*a)[size_t(k)] : 0;
        fit.residuals.append(res);
    }
}

/** The memory logs beside Headroom's per-GPU parts, before and after. */
void appendMemoryChecks(const Evaluator &evaluator, const QList<CalibrationPoint> &points,
                        const Calibration &before, const Calibration &after, CalibrationFit &fit)
{
    for (int i = 0; i < points.size(); ++i) {
        const MeasuredRun &run = points[i].run;
        if (!run.weightsGiB && !run.kvCacheGiB && !run.kvCacheTokens && !run.activationPeakGiB
            && !run.nonTorchGiB)
            continue;
        const DeploymentEstimate b = evaluator.estimate(i, before, EstimateDepth::Memory);
        const DeploymentEstimate a = evaluator.estimate(i, after, EstimateDepth::Memory);
        if (!b.memory || !a.memory || b.memory->perGpu.isEmpty() || a.memory->perGpu.isEmpty()) {
            fit.skipped.append(CalibrationFitText::tr("%1: the memory could not be estimated")
                                       .arg(run.sourceFile));
            continue;
        }
        const GpuMemory &gb = b.memory->perGpu.first();
        const GpuMemory &ga = a.memory->perGpu.first();
        const auto add = [&](const char *part, std::optional<double> value, double valueBefore,
                             double valueAfter) {
            if (value)
                fit.memory.append({i, QString::fromLatin1(part), *value, valueBefore, valueAfter});
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
}

} // namespace

Result<CalibrationFit> fitCalibration(const Catalog &catalog, const Project &project,
                                      const QList<CalibrationPoint> &points,
                                      const FitOptions &options)
{
    if (points.isEmpty())
        return fail(CalibrationFitText::tr("No measured run to fit"));
    CalibrationFit fit;
    const auto start = fitStart(catalog, project, points, fit);
    if (!start)
        return std::unexpected(start.error());
    const Calibration memoryBase = fitMemoryConstants(catalog, points, *start, fit);
    SpeedFigures figures = speedFigures(points);
    const auto ids = speedParameters(options, figures, *start, fit);
    if (!ids)
        return std::unexpected(ids.error());
    const Evaluator evaluator(catalog, project, points, memoryBase);
    std::vector<double> x0;
    for (const QString &id : *ids)
        x0.push_back(std::clamp(start->valueBefore(id), engineConstant(id)->minimum,
                                engineConstant(id)->maximum));
    dropUnestimated(evaluator, points, evaluator.candidate(*ids, x0), figures, fit);
    if (figures.which.isEmpty() && fit.constants.isEmpty())
        return fail(CalibrationFitText::tr("None of the runs could be estimated"));
    const std::vector<double> x = fitSpeedConstants(evaluator, figures, *ids, x0, *start, options,
                                                    fit);
    const Calibration after = evaluator.candidate(*ids, x);
    appendResiduals(evaluator, figures, start->base, after, fit);
    appendMemoryChecks(evaluator, points, start->base, after, fit);
    return fit;
}

} // namespace Headroom
