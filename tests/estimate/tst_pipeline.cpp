// One estimate pipeline (issue 30): the document's evaluation (estimateDeployment() and
// evaluateConfiguration()), the advisor's sizer, the board's overflow advice and the split a
// dropped model gets (estimateResolvedMemory()) resolve a deployment the same way and agree on
// its numbers, with and without the project's calibration and the deployment's overrides; what
// cannot be resolved is an error everywhere, never estimated with the engine's defaults instead.
// `estimate` against the board: tst_estimatecli::agreesWithTheBoard.

#include "advisor/advisorsizer.h"
#include "catalog/catalog.h"
#include "catalog/catalogsnapshot.h"
#include "estimate/configurationevaluation.h"
#include "estimate/deploymentestimate.h"
#include "headroomtest.h"
#include "plan/project.h"

#include <QTest>

using namespace Headroom;

namespace {

struct Case
{
    Project project;
    Configuration configuration;
    Deployment deployment;
};

/** The advisor's own deployment of a candidate (AdvisorSizer::materialize()), placed on a
 *  project as Add to Board places it. */
Case advisorCase(AdvisorSizer &sizer, const AdvisorCandidate &candidate, int replicas)
{
    Case c;
    std::tie(c.configuration, c.deployment) = sizer.materialize(candidate, replicas);
    c.project.configurations = {c.configuration};
    c.project.deployments = {c.deployment};
    return c;
}

Calibration calibration(const QString &gpuId, EngineKind engine, double memoryFraction)
{
    Calibration cal;
    cal.id = u"cal"_qs;
    cal.gpuId = gpuId;
    cal.engine = engine;
    cal.constants = {{u"memory_fraction"_qs, memoryFraction},
                     {u"step_overhead_ms"_qs, 4.0},
                     {u"request_overhead_ms"_qs, 120.0}};
    return cal;
}

} // namespace

class TestPipeline : public QObject
{
    Q_OBJECT

private slots:
    void agreeEverywhere_data();
    void agreeEverywhere();
    void errorsAreNeverDefaults();
};

void TestPipeline::agreeEverywhere_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("engine");
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("replicas");
    QTest::addColumn<bool>("calibrated");
    QTest::addColumn<bool>("overridden");
    QTest::newRow("8b vLLM H100, defaults") << u"llama-3.1-8b"_qs << u"h100-sxm-80gb"_qs
                                            << int(EngineKind::Vllm) << 1 << 1 << false << false;
    QTest::newRow("8b vLLM H100, calibrated") << u"llama-3.1-8b"_qs << u"h100-sxm-80gb"_qs
                                              << int(EngineKind::Vllm) << 1 << 1 << true << false;
    QTest::newRow("70b SGLang 2 x H200 TP2, calibrated and overridden")
            << u"llama-3.1-70b"_qs << u"h200-sxm-141gb"_qs << int(EngineKind::SgLang) << 2 << 1
            << true << true;
    QTest::newRow("70b TensorRT-LLM 3 replicas of TP4 H100, calibrated")
            << u"llama-3.1-70b"_qs << u"h100-sxm-80gb"_qs << int(EngineKind::TensorRtLlm) << 4 << 3
            << true << false;
}

void TestPipeline::agreeEverywhere()
{
    QFETCH(QString, model);
    QFETCH(QString, gpu);
    QFETCH(int, engine);
    QFETCH(int, tp);
    QFETCH(int, replicas);
    QFETCH(bool, calibrated);
    QFETCH(bool, overridden);
    const Catalog builtin = *Catalog::builtin();

    Project base;
    if (calibrated)
        base.calibrations = {calibration(gpu, EngineKind(engine), 0.8)};
    AdvisorWorkload workload;
    AdvisedModel m;
    m.modelId = model;
    m.users = 40 * replicas;
    m.inputTokens = 2048;
    m.outputTokens = 256;
    workload.models = {m};
    AdvisorCandidate candidate;
    candidate.gpuId = gpu;
    candidate.engine = EngineKind(engine);
    candidate.tensorParallel = tp;
    AdvisorSizer sizer(builtin, base, workload);
    Case c = advisorCase(sizer, candidate, replicas);
    c.project.calibrations = base.calibrations;
    if (overridden) {
        c.deployment.engineOverrides.insert(u"step_overhead_ms"_qs, 6.0);
        c.project.deployments = {c.deployment};
    }
    const Catalog catalog = catalogForProject(c.project, builtin);

    // the document: one deployment, and the whole configuration it evaluates
    const DeploymentEstimate board = estimateDeployment(catalog, c.project, c.deployment);
    QVERIFY2(board.memory, qPrintable(board.memory ? QString() : board.memory.error().message));
    QVERIFY2(board.speed, qPrintable(board.speed ? QString() : board.speed.error().message));
    QVERIFY(board.memory->fits);
    const ConfigurationEvaluation evaluation = evaluateConfiguration(catalog, c.project,
                                                                     c.configuration,
                                                                     EstimateDepth::Full);
    QCOMPARE(evaluation.deployments.size(), 1);
    const DeploymentEstimate &evaluated = evaluation.deployments.first();
    QCOMPARE(evaluated.memory->kvPoolTokens, board.memory->kvPoolTokens);
    QCOMPARE(evaluated.speed->tpotSeconds, board.speed->tpotSeconds);
    QCOMPARE(evaluated.speed->ttftSeconds, board.speed->ttftSeconds);

    // the advisor's sizer, on the same deployment: Add to Board shows what the advisor ranked
    Rejection why = Rejection::Invalid;
    const auto sized = sizer.estimate(*builtin.model(model), *builtin.gpu(gpu), c.configuration,
                                      c.deployment, 0, &why);
    QVERIFY2(sized, qPrintable(rejectionName(why)));
    QCOMPARE(sized->memory.kvPoolTokens, board.memory->kvPoolTokens);
    QCOMPARE(sized->memory.fits, board.memory->fits);
    QCOMPARE(sized->speed.tpotSeconds, board.speed->tpotSeconds);
    QCOMPARE(sized->speed.ttftSeconds, board.speed->ttftSeconds);
    QCOMPARE(sized->speed.maxConcurrency, board.speed->maxConcurrency);
    if (overridden) { // the deployment's override moved the step: it was applied everywhere
        Deployment plain = c.deployment;
        plain.engineOverrides.clear();
        const auto without = sizer.estimate(*builtin.model(model), *builtin.gpu(gpu),
                                            c.configuration, plain, 0, &why);
        QVERIFY(without && without->speed.tpotSeconds < sized->speed.tpotSeconds);
    }

    // the overflow advice's and the drop's trials
    const auto memory = estimateResolvedMemory(catalog, c.project, c.configuration, c.deployment);
    QVERIFY(memory);
    QCOMPARE(memory->kvPoolTokens, board.memory->kvPoolTokens);
    QCOMPARE(memory->fits, board.memory->fits);

    // the calibration moved the answer on every path: applied, not ignored on all of them
    if (calibrated) {
        Project plain = c.project;
        plain.calibrations.clear();
        const DeploymentEstimate defaults = estimateDeployment(catalog, plain, c.deployment);
        QVERIFY(defaults.memory->kvPoolTokens != board.memory->kvPoolTokens);
        QVERIFY(defaults.speed->ttftSeconds != board.speed->ttftSeconds);
    }
}

void TestPipeline::errorsAreNeverDefaults()
{
    const Catalog builtin = *Catalog::builtin();
    Project broken;
    broken.calibrations = {calibration(u"h100-sxm-80gb"_qs, EngineKind::Vllm, 7.0)}; // > 1
    AdvisorWorkload workload;
    AdvisedModel m;
    m.modelId = u"llama-3.1-8b"_qs;
    m.users = 20;
    workload.models = {m};
    AdvisorCandidate candidate;
    candidate.gpuId = u"h100-sxm-80gb"_qs;
    AdvisorSizer sizer(builtin, broken, workload);
    Case c = advisorCase(sizer, candidate, 1);
    c.project.calibrations = broken.calibrations;

    const DeploymentEstimate board = estimateDeployment(builtin, c.project, c.deployment);
    QVERIFY(!board.memory);
    QVERIFY(!board.speed);
    QVERIFY2(board.memory.error().message.contains(u"memory_fraction"_qs)
                     || board.memory.error().detail.contains(u"memory_fraction"_qs),
             qPrintable(board.memory.error().message + u" / "_qs + board.memory.error().detail));

    Rejection why = Rejection::Dominated;
    QVERIFY(!sizer.estimate(*builtin.model(m.modelId), *builtin.gpu(candidate.gpuId),
                            c.configuration, c.deployment, 0, &why));
    QCOMPARE(why, Rejection::Invalid);
    QVERIFY(!estimateResolvedMemory(builtin, c.project, c.configuration, c.deployment));
    const auto resolved = resolveDeployment(builtin, c.project, c.deployment);
    QVERIFY(!resolved);
    QCOMPARE(resolved.error().message, board.memory.error().message);

    // a model or a prefill GPU the catalog lacks: an error naming it
    Deployment missing = c.deployment;
    missing.modelId = u"no-such-model"_qs;
    const auto noModel = resolveDeployment(builtin, Project {}, c.configuration, missing);
    QVERIFY(!noModel);
    QVERIFY(noModel.error().message.contains(u"no-such-model"_qs));
    Deployment disaggregated = c.deployment;
    disaggregated.disaggregation.on = true;
    disaggregated.disaggregation.prefillGpuId = u"no-such-gpu"_qs;
    const auto noPrefill = resolveDeployment(builtin, Project {}, c.configuration, disaggregated);
    QVERIFY(!noPrefill);
    QVERIFY(noPrefill.error().message.contains(u"no-such-gpu"_qs));
}

HEADROOM_TEST_GUILESS_MAIN(TestPipeline)
#include "tst_pipeline.moc"
