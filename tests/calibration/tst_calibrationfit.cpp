// The calibration fit (issue 21): engine constants recovered from measurements the speed model
// generated with known constants; the 932 measured serving points' H100 x TensorRT-LLM rows
// (tests/data/reference/serving) fitted, the median TPOT error falling; bounds; memory logs;
// the match of runs to deployments; the calibration applied to every matching deployment and
// stored in the project file.
#include "calibration/calibrationfit.h"
#include "calibration/calibrationmatch.h"
#include "catalog/catalog.h"
#include "estimate/deploymentestimate.h"
#include "estimate/engineconstants.h"
#include "headroomtest.h"
#include "referencecsv.h"
#include "store/projectstore.h"
#include "units/bytes.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>

using namespace Headroom;

namespace {

const Catalog &catalog()
{
    static const Catalog c = *Catalog::builtin();
    return c;
}

/** One H100 SXM, Llama-3.1-8B in BF16 on vLLM: the synthetic runs' deployment. */
Project h100Project(EngineKind engine = EngineKind::Vllm)
{
    Project p;
    Configuration c;
    c.id = u"c1"_qs;
    c.name = u"H100"_qs;
    c.gpuId = u"h100-sxm-80gb"_qs;
    c.gpuCount = 1;
    p.configurations = {c};
    Deployment d;
    d.id = u"d1"_qs;
    d.configurationId = c.id;
    d.modelId = u"llama-3.1-8b"_qs;
    d.engine = engine;
    d.workload.contextTokens = 4096;
    p.deployments = {d};
    return p;
}

/** Runs measured "by" the speed model with `truth` as the project's calibration: the mean TTFT,
 *  TPOT and output throughput at each concurrency and input length. */
QList<CalibrationPoint> syntheticPoints(const Project &project, const Calibration &truth)
{
    Project measured = project;
    measured.calibrations = {truth};
    QList<CalibrationPoint> points;
    int line = 0;
    for (int users : {1, 4, 16, 64}) {
        for (int input : {1024, 4096}) {
            MeasuredRun run;
            run.sourceFile = u"bench.json"_qs;
            run.sourceDate = QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC);
            run.sourceLine = ++line;
            run.concurrency = users;
            run.inputTokens = input;
            run.outputTokens = 256;
            run.meanTpotMs = 1; // a speed run (calibrationPoint() sets its workload); below
            auto point = calibrationPoint(measured, u"d1"_qs, run);
            if (!point)
                qFatal("%s", qPrintable(point.error().message));
            Project one = measured;
            one.configurations = {point->configuration};
            one.deployments = {point->deployment};
            const DeploymentEstimate e = estimateDeployment(catalog(), one, point->deployment,
                                                            EstimateDepth::Speed);
            if (!e.speed)
                qFatal("%s", qPrintable(e.speed.error().message));
            point->run.meanTtftMs = e.speed->ttftSeconds * 1e3;
            point->run.meanTpotMs = e.speed->tpotSeconds * 1e3;
            point->run.outputThroughput = e.speed->throughputTokensPerSecond;
            points.append(*point);
        }
    }
    return points;
}

const FittedConstant *constant(const CalibrationFit &fit, const QString &id)
{
    for (const FittedConstant &k : fit.constants) {
        if (k.id == id)
            return &k;
    }
    return nullptr;
}

} // namespace

class TestCalibrationFit : public QObject
{
    Q_OBJECT

private slots:
    void recoversKnownConstants();
    void recoversFromNoisyMeasurements();
    void boundsRespected();
    void servingPointsReduceTpotError();
    void memoryLogSetsMemoryConstants();
    void matchesRunsToDeployments();
    void refusesAFileOfAnotherModel();
    void limitConstantsAreNotProposed();
    void appliesToMatchingDeployments();
    void projectFileRoundTrip();
    void version7FileHasNoCalibration();
    void badInput();
};

void TestCalibrationFit::recoversKnownConstants()
{
    const Project project = h100Project();
    Calibration truth;
    truth.id = u"truth"_qs;
    truth.gpuId = u"h100-sxm-80gb"_qs;
    truth.engine = EngineKind::Vllm;
    truth.constants = {{u"mbu"_qs, 0.62}, {u"step_overhead_ms"_qs, 3.1}, {u"mfu_prefill"_qs, 0.41}};
    const QList<CalibrationPoint> points = syntheticPoints(project, truth);
    const auto fit = fitCalibration(catalog(), project, points);
    QVERIFY2(fit.has_value(), qPrintable(fit ? QString() : fit.error().message));
    // the defaults (vLLM on HBM: MBU 0.70, 1.5 ms, MFU 0.60) are far from the truth
    for (const auto &[id, expected] : truth.constants.asKeyValueRange()) {
        const FittedConstant *k = constant(*fit, id);
        QVERIFY2(k, qPrintable(id));
        QVERIFY2(std::abs(k->before / expected - 1) > 0.1, qPrintable(id));
        QVERIFY2(std::abs(k->after / expected - 1) < 0.02,
                 qPrintable(u"%1: fitted %2, truth %3"_qs.arg(id).arg(k->after).arg(expected)));
        QCOMPARE(k->basis, FittedConstant::Basis::LeastSquares);
        qInfo("%s: default %.4g -> fitted %.4g (truth %.4g, %.2f %%)", qPrintable(id), k->before,
              k->after, expected, 100 * (k->after / expected - 1));
    }
    // every figure is reproduced after the fit; before, the TPOT is well off
    QCOMPARE(fit->residuals.size(), points.size() * 3);
    QVERIFY(medianError(fit->residuals, FitMetric::Tpot, false) > 0.05);
    for (const FitResidual &r : fit->residuals)
        QVERIFY2(std::abs(r.errorAfter()) < 0.01,
                 qPrintable(u"%1 point %2: %3"_qs.arg(fitMetricId(r.metric))
                                    .arg(r.point)
                                    .arg(r.errorAfter())));
    QVERIFY(fit->costAfter < fit->costBefore * 1e-3);
    // the calibration keeps the changed constants and names the file
    const Calibration c = fit->calibration(points);
    QCOMPARE(c.constants.size(), 3);
    QCOMPARE(c.sources.size(), 1);
    QCOMPARE(c.sources.first().fileName, u"bench.json"_qs);
    // accepting one constant only
    QCOMPARE(fit->calibration(points, {u"mbu"_qs}).constants.keys(), QStringList {u"mbu"_qs});
}

void TestCalibrationFit::recoversFromNoisyMeasurements()
{
    // the same runs with every figure off by up to +-1 % (a fixed pattern, not random): the
    // constants within 3 %
    const Project project = h100Project();
    Calibration truth;
    truth.gpuId = u"h100-sxm-80gb"_qs;
    truth.engine = EngineKind::Vllm;
    truth.constants = {{u"mbu"_qs, 0.62}, {u"step_overhead_ms"_qs, 3.1}, {u"mfu_prefill"_qs, 0.41}};
    QList<CalibrationPoint> points = syntheticPoints(project, truth);
    int k = 0;
    const auto noisy = [&k](std::optional<double> &v) { *v *= 1 + 0.01 * std::sin(1.7 * ++k); };
    for (CalibrationPoint &p : points) {
        noisy(p.run.meanTtftMs);
        noisy(p.run.meanTpotMs);
        noisy(p.run.outputThroughput);
    }
    const auto fit = fitCalibration(catalog(), project, points);
    QVERIFY(fit.has_value());
    for (const auto &[id, expected] : truth.constants.asKeyValueRange()) {
        const FittedConstant *k = constant(*fit, id);
        QVERIFY(k);
        qInfo("%s: fitted %.4g, truth %.4g (%.2f %%)", qPrintable(id), k->after, expected,
              100 * (k->after / expected - 1));
        QVERIFY2(std::abs(k->after / expected - 1) < 0.03, qPrintable(id));
    }
}

void TestCalibrationFit::boundsRespected()
{
    // runs three times faster than any MBU <= 1 allows: the fit stops at the bound
    const Project project = h100Project();
    Calibration truth;
    truth.gpuId = u"h100-sxm-80gb"_qs;
    truth.engine = EngineKind::Vllm;
    truth.constants = {{u"mbu"_qs, 0.9}, {u"step_overhead_ms"_qs, 0.5}};
    QList<CalibrationPoint> points = syntheticPoints(project, truth);
    for (CalibrationPoint &p : points) {
        p.run.meanTpotMs = *p.run.meanTpotMs / 3;
        p.run.meanTtftMs.reset();
        p.run.outputThroughput.reset();
    }
    FitOptions options;
    options.parameters = {u"mbu"_qs, u"step_overhead_ms"_qs};
    const auto fit = fitCalibration(catalog(), project, points, options);
    QVERIFY(fit.has_value());
    const FittedConstant *mbu = constant(*fit, u"mbu"_qs);
    const FittedConstant *step = constant(*fit, u"step_overhead_ms"_qs);
    QVERIFY(mbu && step);
    QCOMPARE(mbu->after, 1.0); // engineConstant("mbu")->maximum
    QVERIFY(mbu->atBound);
    QVERIFY(step->after >= 0 && step->after <= 100);
    QVERIFY(fit->costAfter < fit->costBefore);
}

void TestCalibrationFit::servingPointsReduceTpotError()
{
    // every H100 x TensorRT-LLM row of the measured serving points (Llama-3.1-8B BF16, Qwen3-32B
    // FP8, Qwen3-235B-A22B FP8 with expert parallelism): one project, one deployment per model
    // and parallelism, each row a run at its concurrency and lengths
    const auto rows = referenceTable("serving/measured_serving_points.csv");
    Project project;
    QList<std::pair<QString, MeasuredRun>> runs;
    for (const QHash<QString, QString> &r : rows) {
        if (r.value(u"gpu"_qs) != u"h100-sxm-80gb" || r.value(u"engine"_qs) != u"trtllm")
            continue;
        const QString key = u"%1-tp%2-pp%3-ep%4-%5-%6"_qs.arg(r.value(u"model"_qs),
                                                              r.value(u"tp"_qs), r.value(u"pp"_qs),
                                                              r.value(u"moe_ep"_qs),
                                                              r.value(u"weights"_qs),
                                                              r.value(u"kv"_qs));
        if (std::none_of(project.deployments.cbegin(), project.deployments.cend(),
                         [&](const Deployment &d) { return d.id == key; })) {
            Configuration c;
            c.id = u"c-"_qs + key;
            c.gpuId = r.value(u"gpu"_qs);
            c.tensorParallel = r.value(u"tp"_qs).toInt();
            c.pipelineParallel = r.value(u"pp"_qs).toInt();
            c.gpuCount = r.value(u"gpus"_qs).toInt();
            c.expertParallel = std::max(r.value(u"moe_ep"_qs).toInt(), 1);
            Deployment d;
            d.id = key;
            d.configurationId = c.id;
            d.modelId = r.value(u"model"_qs);
            d.engine = EngineKind::TensorRtLlm;
            d.weights = *weightFormatFromId(r.value(u"weights"_qs));
            d.kv = *kvFormatFromId(r.value(u"kv"_qs));
            project.configurations.append(c);
            project.deployments.append(d);
        }
        MeasuredRun run;
        run.sourceFile = u"measured_serving_points.csv"_qs;
        run.sourceLine = r.value(u"point_id"_qs).mid(2).toInt() + 1;
        run.concurrency = r.value(u"batch"_qs).toInt();
        run.inputTokens = r.value(u"input"_qs).toDouble();
        run.outputTokens = r.value(u"output"_qs).toDouble();
        run.meanTtftMs = r.value(u"measured_ttft_s"_qs).toDouble() * 1e3;
        run.meanTpotMs = r.value(u"measured_tpot_s"_qs).toDouble() * 1e3;
        runs.append({key, run});
    }
    QCOMPARE(runs.size(), 418);
    QList<CalibrationPoint> points;
    for (const auto &[id, run] : runs) {
        auto p = calibrationPoint(project, id, run);
        QVERIFY2(p.has_value(), qPrintable(p ? QString() : p.error().message));
        points.append(*p);
    }
    const auto fit = fitCalibration(catalog(), project, points);
    QVERIFY2(fit.has_value(), qPrintable(fit ? QString() : fit.error().message));
    const double tpotBefore = medianError(fit->residuals, FitMetric::Tpot, false);
    const double tpotAfter = medianError(fit->residuals, FitMetric::Tpot, true);
    const double ttftBefore = medianError(fit->residuals, FitMetric::Ttft, false);
    const double ttftAfter = medianError(fit->residuals, FitMetric::Ttft, true);
    qInfo("%lld figures, %d iterations; median |error| TPOT %.1f %% -> %.1f %%, TTFT %.1f %% -> "
          "%.1f %%",
          qint64(fit->residuals.size()), fit->iterations, 100 * tpotBefore, 100 * tpotAfter,
          100 * ttftBefore, 100 * ttftAfter);
    for (const FittedConstant &k : fit->constants)
        qInfo("  %s: %.4g -> %.4g%s", qPrintable(k.id), k.before, k.after,
              k.atBound ? " (at a bound)" : "");
    for (const QString &s : fit->skipped)
        qInfo("  skipped: %s", qPrintable(s));
    QCOMPARE(fit->residuals.size(), 2 * points.size()); // every row estimated
    QVERIFY(fit->costAfter < fit->costBefore);
    QVERIFY2(tpotAfter < tpotBefore, qPrintable(u"%1 -> %2"_qs.arg(tpotBefore).arg(tpotAfter)));
    for (const FittedConstant &k : fit->constants) {
        const auto p = engineConstant(k.id);
        QVERIFY(p && k.after >= p->minimum && k.after <= p->maximum);
    }
}

void TestCalibrationFit::memoryLogSetsMemoryConstants()
{
    // a vLLM start-up log at --gpu-memory-utilization 0.85 (figures of the kind vLLM prints:
    // "Model loading took 14.99 GiB", the profiling run's peak and non-torch memory, the graphs)
    // of a version that captures its graphs outside the budget (before v0.21)
    Project project = h100Project();
    project.deployments[0].engineSettings.version = u"0.11"_qs;
    MeasuredRun log;
    log.tool = MeasurementTool::VllmLog;
    log.sourceFile = u"vllm-serve.log"_qs;
    log.gpuMemoryUtilization = 0.85;
    log.weightsGiB = 14.99;
    log.activationPeakGiB = 5.1;
    log.nonTorchGiB = 0.2;
    log.cudaGraphGiB = 0.45;
    // vLLM's pool: util x total - weights - peak activation - non-torch (FORMULAS.md 3), with
    // CUDA's 79.18 GiB for the H100
    const double total = 79.18;
    log.kvCacheGiB = 0.85 * total - 14.99 - 5.1 - 0.2;
    const auto point = calibrationPoint(project, u"d1"_qs, log);
    QVERIFY(point.has_value());
    const auto fit = fitCalibration(catalog(), project, {*point});
    QVERIFY2(fit.has_value(), qPrintable(fit ? QString() : fit.error().message));
    const QMap<QString, double> expected {{u"memory_fraction"_qs, 0.85},
                                          {u"activation_peak_gib"_qs, 5.1},
                                          {u"non_torch_gib"_qs, 0.2},
                                          {u"cuda_graphs_gib"_qs, 0.45}};
    for (const auto &[id, value] : expected.asKeyValueRange()) {
        const FittedConstant *k = constant(*fit, id);
        QVERIFY2(k, qPrintable(id));
        QCOMPARE(k->basis, FittedConstant::Basis::MemoryLog);
        QCOMPARE(k->after, value);
    }
    QVERIFY(fit->residuals.isEmpty()); // no speed figures: nothing fitted by least squares
    // the per-GPU parts beside the log's: weights within 1 %, the KV pool within 0.1 GiB
    // after (the defaults' 0.9 and 4.76 GiB left it ~3.7 GiB off before)
    bool sawWeights = false, sawPool = false;
    for (const MemoryCheck &m : fit->memory) {
        qInfo("%s: log %.3f, Headroom %.3f before, %.3f after", qPrintable(m.part), m.measured,
              m.before, m.after);
        if (m.part == u"weights") {
            sawWeights = true;
            QVERIFY(std::abs(m.after / m.measured - 1) < 0.01);
        } else if (m.part == u"kv_cache_pool") {
            sawPool = true;
            QVERIFY(std::abs(m.before - m.measured) > 1);
            QVERIFY2(std::abs(m.after - m.measured) < 0.1, qPrintable(QString::number(m.after)));
        }
    }
    QVERIFY(sawWeights && sawPool);
    // the dialog and the CLI name each part in words, never by its id (issue 33)
    for (const MemoryCheck &m : fit->memory)
        QVERIFY2(!memoryCheckName(m.part).contains(u'_'), qPrintable(m.part));
    QCOMPARE(memoryCheckName(u"kv_cache_pool"_qs), u"KV cache pool"_qs);
}

void TestCalibrationFit::matchesRunsToDeployments()
{
    QCOMPARE(matchGpuId(catalog(), u"NVIDIA H100 80GB HBM3"_qs), u"h100-sxm-80gb"_qs);
    QCOMPARE(matchGpuId(catalog(), u"NVIDIA H100 PCIe"_qs), u"h100-pcie-80gb"_qs);
    QCOMPARE(matchGpuId(catalog(), u"NVIDIA A100-SXM4-40GB"_qs), u"a100-sxm-40gb"_qs);
    QCOMPARE(matchGpuId(catalog(), u"NVIDIA A100 80GB PCIe"_qs), u"a100-pcie-80gb"_qs);
    QCOMPARE(matchGpuId(catalog(), u"NVIDIA GeForce RTX 4090"_qs), u"rtx-4090-24gb"_qs);
    QCOMPARE(matchGpuId(catalog(), u"NVIDIA H200"_qs), u"h200-sxm-141gb"_qs);
    QCOMPARE(matchGpuId(catalog(), u"NVIDIA L40S"_qs), u"l40s-48gb"_qs);
    QCOMPARE(matchGpuId(catalog(), u"AMD Instinct MI300X"_qs), u"mi300x-192gb"_qs);
    QCOMPARE(matchGpuId(catalog(), u"Some GPU"_qs), QString());
    QCOMPARE(matchModelId(catalog(), u"meta-llama/Llama-3.1-8B-Instruct"_qs), u"llama-3.1-8b"_qs);
    QCOMPARE(matchModelId(catalog(), u"Qwen/Qwen2.5-7B-Instruct"_qs), u"qwen2.5-7b"_qs);
    QCOMPARE(matchModelId(catalog(), u"LLAMA-3.1-70B"_qs), u"llama-3.1-70b"_qs);
    QCOMPARE(matchModelId(catalog(), u"Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf"_qs), QString());
    QCOMPARE(matchModelId(catalog(), u"Llama-3.1-8B-Instruct-Q4_K_M.gguf"_qs), u"llama-3.1-8b"_qs);
    QCOMPARE(matchEngine(u"TensorRT-LLM"_qs), std::optional(EngineKind::TensorRtLlm));
    QCOMPARE(matchEngine(u"vLLM"_qs), std::optional(EngineKind::Vllm));

    Project project = h100Project();
    MeasuredRun run;
    run.modelName = u"meta-llama/Llama-3.1-8B-Instruct"_qs;
    run.gpuName = u"NVIDIA H100 80GB HBM3"_qs;
    run.engineName = u"vllm"_qs;
    RunMatch m = matchRun(catalog(), project, run);
    QVERIFY(m.matched()); // TP not stated, but one deployment runs that model, GPU and engine
    QCOMPARE(m.deploymentIds, QStringList {u"d1"_qs});
    // a second deployment of the same model at TP 2: the TP is asked
    Configuration c2 = project.configurations.first();
    c2.id = u"c2"_qs;
    c2.tensorParallel = 2;
    c2.gpuCount = 2;
    Deployment d2 = project.deployments.first();
    d2.id = u"d2"_qs;
    d2.configurationId = c2.id;
    project.configurations.append(c2);
    project.deployments.append(d2);
    m = matchRun(catalog(), project, run);
    QVERIFY(!m.matched());
    QCOMPARE(m.unmatched, QList<MatchField> {MatchField::TensorParallel});
    QCOMPARE(m.deploymentIds.size(), 2);
    run.tensorParallel = 2;
    QCOMPARE(matchRun(catalog(), project, run).deploymentIds, QStringList {u"d2"_qs});
    // a file that does not name the GPU: asked, not guessed; the user's answer matches
    run.gpuName.clear();
    m = matchRun(catalog(), project, run);
    QVERIFY(!m.matched());
    QVERIFY(m.unmatched.contains(MatchField::Gpu));
    MatchHints hints;
    hints.gpuId = u"h100-sxm-80gb"_qs;
    QVERIFY(matchRun(catalog(), project, run, hints).matched());
    hints = {};
    hints.deploymentId = u"d1"_qs;
    QCOMPARE(matchRun(catalog(), project, run, hints).deploymentIds, QStringList {u"d1"_qs});
    // another engine: no deployment, and it says why
    run.engineName = u"sglang"_qs;
    run.gpuName = u"NVIDIA H100 80GB HBM3"_qs;
    m = matchRun(catalog(), project, run);
    QVERIFY(m.deploymentIds.isEmpty());
    QVERIFY(!m.problems.isEmpty());
}

void TestCalibrationFit::refusesAFileOfAnotherModel()
{
    // issue 33: an 8B benchmark offered to a 70B deployment (chosen by hand) was fitted anyway
    Project project = h100Project();
    Configuration c70 = project.configurations.first();
    c70.id = u"c70"_qs;
    c70.gpuCount = 2;
    c70.tensorParallel = 2;
    Deployment d70 = project.deployments.first();
    d70.id = u"d70"_qs;
    d70.configurationId = c70.id;
    d70.modelId = u"llama-3.1-70b"_qs;
    project.configurations.append(c70);
    project.deployments.append(d70);
    MeasuredRun run;
    run.modelName = u"meta-llama/Llama-3.1-8B-Instruct"_qs;
    run.gpuName = u"NVIDIA H100 80GB HBM3"_qs;
    run.engineName = u"vllm"_qs;
    MatchHints hints;
    hints.deploymentId = u"d70"_qs;
    RunMatch m = matchRun(catalog(), project, run, hints);
    QVERIFY(!m.matched());
    QCOMPARE(m.contradicted, QList<MatchField> {MatchField::Model});
    const QString why = m.problems.join(u' ');
    QVERIFY2(why.contains(u"Llama-3.1-8B-Instruct")
                     && why.contains(catalog().model(u"llama-3.1-70b"_qs)->name),
             qPrintable(why));
    // the same when the user names the model instead of the deployment
    hints = {};
    hints.modelId = u"llama-3.1-70b"_qs;
    QCOMPARE(matchRun(catalog(), project, run, hints).contradicted,
             QList<MatchField> {MatchField::Model});
    // a name the catalog does not know (a fine-tune on a local path) contradicts nothing
    run.modelName = u"/models/our-70b-finetune"_qs;
    hints = {};
    hints.deploymentId = u"d70"_qs;
    m = matchRun(catalog(), project, run, hints);
    QVERIFY(m.contradicted.isEmpty());
    QVERIFY(m.matched());
    QCOMPARE(m.deploymentIds, QStringList {u"d70"_qs});
    // another GPU or engine than the deployment's: refused too
    run.gpuName = u"NVIDIA H200"_qs;
    run.engineName = u"sglang"_qs;
    m = matchRun(catalog(), project, run, hints);
    QCOMPARE(m.contradicted, (QList<MatchField> {MatchField::Gpu, MatchField::Engine}));
    QVERIFY(!m.matched());
    // and matchRuns() leaves such a run unmatched, never fitted
    run.gpuName = u"NVIDIA H100 80GB HBM3"_qs;
    run.engineName = u"vllm"_qs;
    run.modelName = u"Llama-3.1-8B-Instruct"_qs;
    run.inputTokens = 1000;
    run.outputTokens = 100;
    run.concurrency = 1;
    run.meanTpotMs = 10;
    const auto matched = matchRuns(catalog(), project, {run}, hints);
    QVERIFY(matched.has_value());
    QVERIFY(matched->groups.isEmpty());
    QCOMPARE(matched->unmatched.size(), 1);
}

void TestCalibrationFit::limitConstantsAreNotProposed()
{
    // issue 33: a fit proposed, pre-ticked, prefill MFU 1.00 and a 0 ms step overhead (bounds)
    const auto mfu = *engineConstant(u"mfu_prefill"_qs);
    const auto overhead = *engineConstant(u"step_overhead_ms"_qs);
    CalibrationFit fit;
    fit.gpuId = u"h100-sxm-80gb"_qs;
    fit.constants = {{u"mbu"_qs, 0.70, 0.62, FittedConstant::Basis::LeastSquares, false},
                     {u"mfu_prefill"_qs, 0.60, mfu.maximum, FittedConstant::Basis::LeastSquares,
                      true},
                     {u"step_overhead_ms"_qs, 1.5, overhead.minimum,
                      FittedConstant::Basis::LeastSquares, true}};
    QCOMPARE(fit.calibration({}).constants.keys(), QStringList {u"mbu"_qs});
    // named, it is kept: the user's decision
    const Calibration named = fit.calibration({}, {u"mfu_prefill"_qs});
    QCOMPARE(named.constants.keys(), QStringList {u"mfu_prefill"_qs});
    QCOMPARE(named.constants.value(u"mfu_prefill"_qs), mfu.maximum);

    // and a real fit that runs into the bound marks it: TPOT 40 % faster than any MBU allows
    const Project project = h100Project();
    QList<CalibrationPoint> points;
    for (int users : {1, 8}) {
        MeasuredRun r;
        r.modelName = u"llama-3.1-8b"_qs;
        r.inputTokens = 1000;
        r.outputTokens = 200;
        r.concurrency = users;
        r.meanTpotMs = 1.0; // far below what 3.35 TB/s can give an 8B BF16 model (~5 ms)
        auto point = calibrationPoint(project, u"d1"_qs, r);
        QVERIFY(point.has_value());
        points.append(*point);
    }
    FitOptions options;
    options.parameters = {u"mbu"_qs};
    const auto fitted = fitCalibration(catalog(), project, points, options);
    QVERIFY(fitted.has_value());
    const auto k = std::find_if(fitted->constants.cbegin(), fitted->constants.cend(),
                                [](const FittedConstant &c) { return c.id == u"mbu"_qs; });
    QVERIFY(k != fitted->constants.cend());
    QVERIFY(k->atBound);
    QCOMPARE(k->after, engineConstant(u"mbu"_qs)->maximum);
    QVERIFY(!fitted->calibration(points).constants.contains(u"mbu"_qs));
}

void TestCalibrationFit::appliesToMatchingDeployments()
{
    Project project = h100Project();
    // a second deployment on another GPU and one with another engine: not calibrated
    Configuration other = project.configurations.first();
    other.id = u"c-h200"_qs;
    other.gpuId = u"h200-sxm-141gb"_qs;
    project.configurations.append(other);
    Deployment onH200 = project.deployments.first();
    onH200.id = u"d-h200"_qs;
    onH200.configurationId = other.id;
    Deployment sglang = project.deployments.first();
    sglang.id = u"d-sglang"_qs;
    sglang.engine = EngineKind::SgLang;
    Deployment overridden = project.deployments.first();
    overridden.id = u"d-own"_qs;
    overridden.engineOverrides = {{u"mbu"_qs, 0.5}};
    project.deployments += {onH200, sglang, overridden};
    Calibration c;
    c.id = u"cal1"_qs;
    c.gpuId = u"h100-sxm-80gb"_qs;
    c.engine = EngineKind::Vllm;
    c.constants = {{u"mbu"_qs, 0.62}, {u"step_overhead_ms"_qs, 3.1}};
    c.sources = {{u"bench.json"_qs, QDateTime(QDate(2026, 11, 30), QTime(9, 0), Qt::UTC)}};
    project.calibrations = {c};

    const auto before = estimateDeployment(catalog(), Project(h100Project()),
                                           h100Project().deployments.first());
    const auto e = estimateDeployment(catalog(), project, project.deployments.first());
    QCOMPARE(e.engine.calibrationId, u"cal1"_qs);
    QCOMPARE(engineConstantValue(e.engine, u"mbu"_qs, GpuClass::Datacenter), 0.62);
    QCOMPARE(engineConstantSource(e.engine, u"mbu"_qs, GpuClass::Datacenter),
             u"calibrated (bench.json; 2026-11-30)"_qs);
    // the explanations every view shows carry the label
    QCOMPARE(e.engine.datacenterSpeed.bandwidth16Bit.label(),
             u"calibrated (bench.json; 2026-11-30)"_qs);
    // one user decoding is memory-bound: TPOT = bytes read / (bandwidth x MBU) + step overhead,
    // so with vLLM's defaults (MBU 0.70, 1.5 ms) the calibrated TPOT is
    // (TPOT - 1.5 ms) x 0.70 / 0.62 + 3.1 ms
    QVERIFY(e.speed && before.speed);
    const double expected = (before.speed->tpotSeconds - 1.5e-3) * 0.70 / 0.62 + 3.1e-3;
    QVERIFY2(std::abs(e.speed->tpotSeconds / expected - 1) < 0.005,
             qPrintable(u"%1 vs %2"_qs.arg(e.speed->tpotSeconds).arg(expected)));
    // the others: not calibrated
    QVERIFY(estimateDeployment(catalog(), project, onH200).engine.calibrationId.isEmpty());
    QVERIFY(estimateDeployment(catalog(), project, sglang).engine.calibrationId.isEmpty());
    // the deployment's own override wins over the calibration; the rest stays calibrated
    const auto own = estimateDeployment(catalog(), project, overridden);
    QCOMPARE(engineConstantValue(own.engine, u"mbu"_qs, GpuClass::Datacenter), 0.5);
    QCOMPARE(engineConstantSource(own.engine, u"mbu"_qs, GpuClass::Datacenter),
             u"set by the user"_qs);
    QCOMPARE(engineConstantValue(own.engine, u"step_overhead_ms"_qs, GpuClass::Datacenter), 3.1);
    // a calibrated value out of range is refused with the parameter's message, not applied
    project.calibrations.first().constants.insert(u"mbu"_qs, 1.5);
    const auto bad = estimateDeployment(catalog(), project, project.deployments.first());
    QVERIFY(!bad.memory);
    QVERIFY(bad.memory.error().message.contains(u"mbu"));
}

void TestCalibrationFit::projectFileRoundTrip()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"plan.headroom"_qs);
    Project project = h100Project();
    Calibration c;
    c.id = u"cal1"_qs;
    c.gpuId = u"h100-sxm-80gb"_qs;
    c.engine = EngineKind::TensorRtLlm;
    c.constants = {{u"mbu"_qs, 0.615}, {u"non_torch_gib"_qs, 0.21}};
    c.sources = {{u"a.json"_qs, QDateTime(QDate(2026, 11, 30), QTime(9, 0), Qt::UTC)},
                 {u"vllm.log"_qs, QDateTime(QDate(2026, 12, 1), QTime(8, 30), Qt::UTC)}};
    c.created = QDateTime(QDate(2026, 12, 2), QTime(10, 0), Qt::UTC);
    c.note = u"lab run"_qs;
    Calibration second = c;
    second.id = u"cal2"_qs;
    second.engine = EngineKind::Vllm;
    second.constants = {{u"step_overhead_ms"_qs, 2.5}};
    second.sources.clear();
    project.calibrations = {c, second};
    QVERIFY(ProjectStore().save(project, path).has_value());
    const auto loaded = ProjectStore().load(path);
    QVERIFY2(loaded.has_value(), qPrintable(loaded ? QString() : loaded.error().message));
    QCOMPARE(loaded->project.calibrations, project.calibrations);
}

void TestCalibrationFit::version7FileHasNoCalibration()
{
    // a version-7 file (no calibration tables): it loads, with no calibration
    QTemporaryDir dir;
    const QString path = dir.filePath(u"v7.headroom"_qs);
    QVERIFY(ProjectStore().save(h100Project(), path).has_value());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_qs, u"v7"_qs);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(u"DROP TABLE calibration_constants"_qs));
        QVERIFY(q.exec(u"DROP TABLE calibrations"_qs));
        // nor the training dataset columns of version 9
        QVERIFY(q.exec(u"ALTER TABLE deployments DROP COLUMN dataset_tokens"_qs));
        QVERIFY(q.exec(u"ALTER TABLE deployments DROP COLUMN epochs"_qs));
        // nor the engine settings of version 10
        for (const QString &column : {u"engine_version"_qs, u"engine_max_batched_tokens"_qs,
                                      u"engine_max_sequences"_qs, u"engine_eager"_qs})
            QVERIFY(q.exec(u"ALTER TABLE deployments DROP COLUMN "_qs + column));
        // nor a configuration's own utilisation of version 11
        QVERIFY(q.exec(u"ALTER TABLE configurations DROP COLUMN utilization"_qs));
        // nor a configuration's acquisition of version 12
        QVERIFY(q.exec(u"ALTER TABLE configurations DROP COLUMN acquisition"_qs));
        // nor the unit pools of version 13
        QVERIFY(q.exec(u"ALTER TABLE configurations DROP COLUMN unit_pool"_qs));
        QVERIFY(q.exec(u"PRAGMA user_version = 7"_qs));
        db.close();
    }
    QSqlDatabase::removeDatabase(u"v7"_qs);
    const auto loaded = ProjectStore().load(path, ProjectStore::Migration::InCopy);
    QVERIFY2(loaded.has_value(), qPrintable(loaded ? QString() : loaded.error().message));
    QVERIFY(loaded->project.calibrations.isEmpty());
    QCOMPARE(loaded->project.deployments.size(), 1);
}

void TestCalibrationFit::badInput()
{
    const Project project = h100Project();
    MeasuredRun run;
    run.sourceFile = u"x.json"_qs;
    run.meanTpotMs = 10;
    QVERIFY(!calibrationPoint(project, u"d1"_qs, run)); // no lengths
    run.inputTokens = 100;
    run.outputTokens = 100;
    QVERIFY(!calibrationPoint(project, u"d1"_qs, run)); // no concurrency or rate
    run.concurrency = 4;
    QVERIFY(!calibrationPoint(project, u"nope"_qs, run));
    const auto point = calibrationPoint(project, u"d1"_qs, run);
    QVERIFY(point.has_value());
    QVERIFY(!fitCalibration(catalog(), project, {}));
    FitOptions options;
    options.parameters = {u"no_such_constant"_qs};
    QVERIFY(!fitCalibration(catalog(), project, {*point}, options));
    // runs on two GPUs are two calibrations
    CalibrationPoint other = *point;
    other.configuration.gpuId = u"h200-sxm-141gb"_qs;
    QVERIFY(!fitCalibration(catalog(), project, {*point, other}));
}

HEADROOM_TEST_GUILESS_MAIN(TestCalibrationFit)
#include "tst_calibrationfit.moc"
