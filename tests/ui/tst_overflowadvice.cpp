// Overflow advice suggests configurations people build, and each one fits when evaluated
// (issue 19): TP divides the attention and KV heads and a node of 8 GPUs, the GPU count is 1, 2,
// 4, 8 or whole nodes, a larger GPU comes from the catalog, and an over-capacity configuration
// serves no batch anywhere.
#include "board/boardplanning.h"
#include "catalog/catalogsnapshot.h"
#include "estimate/configurationevaluation.h"
#include "estimate/parallelsplit.h"

#include <QTest>

using namespace Headroom;

namespace {

const Catalog &builtin()
{
    static const Catalog catalog = Catalog::builtin().value_or(Catalog {});
    return catalog;
}

Project planOf(const QString &gpuId, int gpus, int tp, int pp, const QString &modelId,
               WeightFormat weights, int sequences = 1, std::int64_t context = 8192)
{
    Project project;
    Configuration c;
    c.id = QStringLiteral("c");
    c.gpuId = gpuId;
    c.gpuCount = gpus;
    c.tensorParallel = tp;
    c.pipelineParallel = pp;
    project.configurations = {c};
    Deployment d;
    d.id = QStringLiteral("d");
    d.configurationId = c.id;
    d.modelId = modelId;
    d.weights = weights;
    d.workload.concurrentSequences = sequences;
    d.workload.contextTokens = context;
    project.deployments = {d};
    return project;
}

/** The project with the option applied: its configuration, or its deployment. */
ConfigurationEvaluation evaluateOption(const Catalog &catalog, Project project,
                                       const AdviceOption &option)
{
    if (option.configuration)
        project.configurations = {*option.configuration};
    if (option.deployment)
        project.deployments = {*option.deployment};
    return evaluateConfiguration(catalog, project, project.configurations.first());
}

bool isBuildableGpuCount(int gpus)
{
    return gpus == 1 || gpus == 2 || gpus == 4 || gpus == kGpusPerNode
            || (gpus > kGpusPerNode && gpus % kGpusPerNode == 0);
}

} // namespace

class TestOverflowAdvice : public QObject
{
    Q_OBJECT

private slots:
    void everyOptionIsBuildableAndFits_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("tp");
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("weights");
        QTest::addColumn<int>("sequences");
        // 141 GB of BF16 weights on one 24 GB card: the old advice said "27 GPUs (TP 1, PP 27)"
        QTest::newRow("70B BF16 on one RTX 4090")
                << u"rtx-4090-24gb"_qs << 1 << 1 << u"llama-3.1-70b"_qs << int(WeightFormat::Bf16)
                << 1;
        QTest::newRow("405B BF16 on 8 H100")
                << u"h100-sxm-80gb"_qs << 8 << 8 << u"llama-3.1-405b"_qs << int(WeightFormat::Bf16)
                << 1;
        // 40 heads, 8 KV heads
        QTest::newRow("Qwen2.5-32B on one L4")
                << u"l4-24gb"_qs << 1 << 1 << u"qwen2.5-32b"_qs << int(WeightFormat::Bf16) << 4;
        // 8 replicas of one GPU: the 8 GPUs regrouped as TP 2, nothing bought (the old advice
        // said "16 GPUs with tensor parallel 2")
        QTest::newRow("70B BF16 on 8 H200 at TP 1")
                << u"h200-sxm-141gb"_qs << 8 << 1 << u"llama-3.1-70b"_qs << int(WeightFormat::Bf16)
                << 1;
        // the weights fit, the batch does not
        QTest::newRow("8B with 4096 sequences")
                << u"h100-sxm-80gb"_qs << 1 << 1 << u"llama-3.1-8b"_qs << int(WeightFormat::Bf16)
                << 4096;
    }

    void everyOptionIsBuildableAndFits()
    {
        QFETCH(QString, gpu);
        QFETCH(int, gpus);
        QFETCH(int, tp);
        QFETCH(QString, model);
        QFETCH(int, weights);
        QFETCH(int, sequences);
        if (!builtin().gpu(gpu))
            QSKIP("GPU not in the built-in catalog");
        const Project project = planOf(gpu, gpus, tp, 1, model, WeightFormat(weights), sequences);
        const Catalog catalog = catalogForProject(project, builtin());
        const ConfigurationEvaluation v = evaluateConfiguration(catalog, project,
                                                                project.configurations.first());
        QVERIFY(!v.fits);
        // over capacity: no batch
        QVERIFY(v.maxBatch);
        QCOMPARE(*v.maxBatch, 0);
        QCOMPARE(v.deployments.first().maxBatch->value, 0);

        const auto advice = overflowAdvice(v, catalog, project);
        QVERIFY(advice);
        QVERIFY(!advice->options.isEmpty());
        QCOMPARE(advice->suggestion, advice->options.first().text);
        const ModelSpec spec = *catalog.model(model);
        bool moreGpus = false;
        qInfo().noquote() << advice->message << advice->suggestion << "|"
                          << QString(advice->alternatives).replace(u'\n', u'|');
        for (const AdviceOption &option : advice->options) {
            if (!option.configuration && !option.deployment)
                continue; // words only (training)
            const ConfigurationEvaluation after = evaluateOption(catalog, project, option);
            QVERIFY2(after.fits, qPrintable(option.text));
            QVERIFY2(after.maxBatch && *after.maxBatch > 0, qPrintable(option.text));
            if (!option.configuration)
                continue;
            const Configuration &c = *option.configuration;
            QVERIFY2(spec.heads % c.tensorParallel == 0, qPrintable(option.text));
            QVERIFY2(spec.kvHeads % c.tensorParallel == 0, qPrintable(option.text));
            QVERIFY2(kGpusPerNode % c.tensorParallel == 0, qPrintable(option.text));
            QVERIFY2(isBuildableGpuCount(c.gpusPerReplica()), qPrintable(option.text));
            if (c.gpuId != gpu) {
                QVERIFY(catalog.gpu(c.gpuId)->memoryBytes() > catalog.gpu(gpu)->memoryBytes());
                QVERIFY(option.text.contains(catalog.gpu(c.gpuId)->name));
            } else {
                moreGpus = true;
                // the same GPUs regrouped into larger replicas, or more GPUs
                QVERIFY(c.gpuCount > gpus
                        || (c.gpuCount == gpus && option.text.startsWith(u"Regroup"_qs)));
                QVERIFY2(option.text.contains(u"tensor parallel %1"_qs.arg(c.tensorParallel)),
                         qPrintable(option.text));
            }
        }
        if (gpus / tp > 1) { // several replicas: regrouping them is offered before buying
            const auto regroup = std::find_if(advice->options.cbegin(), advice->options.cend(),
                                              [](const AdviceOption &o) {
                                                  return o.configuration.has_value();
                                              });
            QVERIFY(regroup != advice->options.cend());
            QCOMPARE(regroup->configuration->gpuCount, gpus);
            QVERIFY2(regroup->text.startsWith(u"Regroup"_qs), qPrintable(regroup->text));
        }
        if (v.deployments.first().batchThatFits) // the weights fit: fewer sequences do
            QVERIFY2(advice->suggestion.startsWith(u"Lower the batch to"_qs),
                     qPrintable(advice->suggestion));
        else
            QVERIFY2(moreGpus, qPrintable(advice->alternatives));
    }

    /** With the project's calibration (here a lower memory fraction, as a fit to the user's
     *  logs could set), every option the advice offers fits the project as the board evaluates
     *  it, calibration included: the advice never contradicts the verdict beside it (issue
     *  30). */
    void optionsFitTheCalibratedProject()
    {
        int offered = 0;
        for (const double fraction : {0.86, 0.88, 0.90}) {
            for (const int batch : {2, 4, 6}) {
                Project project = planOf(u"h100-sxm-80gb"_qs, 2, 2, 1, u"llama-3.1-70b"_qs,
                                         WeightFormat::Bf16, batch);
                Calibration calibration;
                calibration.id = u"cal"_qs;
                calibration.gpuId = u"h100-sxm-80gb"_qs;
                calibration.engine = project.deployments.first().engine;
                calibration.constants.insert(u"memory_fraction"_qs, fraction);
                project.calibrations = {calibration};
                const Catalog catalog = catalogForProject(project, builtin());
                const ConfigurationEvaluation v
                        = evaluateConfiguration(catalog, project, project.configurations.first());
                if (v.fits)
                    continue;
                const auto advice = overflowAdvice(v, catalog, project);
                QVERIFY(advice);
                for (const AdviceOption &option : advice->options) {
                    if (!option.configuration && !option.deployment)
                        continue;
                    ++offered;
                    const ConfigurationEvaluation after = evaluateOption(catalog, project, option);
                    QVERIFY2(after.fits,
                             qPrintable(u"%1 at fraction %2, batch %3"_qs.arg(option.text)
                                                .arg(fraction)
                                                .arg(batch)));
                }
            }
        }
        QVERIFY(offered > 0);
    }

    void theOldPipelineOfTwentySevenIsGone()
    {
        const Project project = planOf(u"rtx-4090-24gb"_qs, 1, 1, 1, u"llama-3.1-70b"_qs,
                                       WeightFormat::Bf16);
        const Catalog catalog = catalogForProject(project, builtin());
        const auto advice = overflowAdvice(evaluateConfiguration(catalog, project,
                                                                 project.configurations.first()),
                                           catalog, project);
        QVERIFY(advice);
        for (const AdviceOption &option : advice->options) {
            QVERIFY2(!option.text.contains(u"PP 27"_qs), qPrintable(option.text));
            if (option.configuration)
                QVERIFY(option.configuration->pipelineParallel <= option.configuration->gpuCount / 8
                        || option.configuration->pipelineParallel == 1);
        }
    }

    void aFittingConfigurationHasNoAdvice()
    {
        const Project project = planOf(u"h100-sxm-80gb"_qs, 1, 1, 1, u"llama-3.1-8b"_qs,
                                       WeightFormat::Bf16, 8);
        const Catalog catalog = catalogForProject(project, builtin());
        const ConfigurationEvaluation v = evaluateConfiguration(catalog, project,
                                                                project.configurations.first());
        QVERIFY(v.fits);
        QVERIFY(*v.maxBatch > 8);
        QVERIFY(!overflowAdvice(v, catalog, project));
    }
};

QTEST_APPLESS_MAIN(TestOverflowAdvice)
#include "tst_overflowadvice.moc"
