// Overflow advice suggests configurations people build, and each one fits when evaluated
// (issue 19): TP divides the attention and KV heads and a node of 8 GPUs, the GPU count is 1, 2,
// 4, 8 or whole nodes, a larger GPU comes from the catalog, and an over-capacity configuration
// serves no batch anywhere. The smallest change comes first (issue 33): the GPUs there are split
// anew before lighter formats, and more GPUs (the fewest, the present TP kept) only after both.
#include "board/boardplanning.h"
#include "catalog/catalogsnapshot.h"
#include "estimate/configurationevaluation.h"
#include "estimate/parallelsplit.h"
#include "headroomtest.h"

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

/** Every layout of `gpus` GPUs of `base` engines run for `model`: replicas of 1, 2, 4 or 8 GPUs
 *  or whole nodes, TP 1, 2, 4 or 8 dividing the heads, the KV heads and a node, or `base`'s own
 *  TP (the estimate accepted it), the rest pipeline stages. */
QList<Configuration> layoutsOn(const Configuration &base, const ModelSpec &model, int gpus)
{
    QList<Configuration> layouts;
    for (int perReplica = 1; perReplica <= gpus; ++perReplica) {
        if (gpus % perReplica != 0 || !isBuildableGpuCount(perReplica))
            continue;
        for (const int tp : {1, 2, 4, 8}) {
            if (perReplica % tp != 0 || perReplica / tp > model.layers
                || (!isBuildableTensorParallel(model, tp) && tp != base.tensorParallel))
                continue;
            Configuration c = base;
            c.gpuCount = gpus;
            c.tensorParallel = tp;
            c.pipelineParallel = perReplica / tp;
            layouts.append(c);
        }
    }
    return layouts;
}

/** Whether some layout of `gpus` GPUs (layoutsOn()) holds the project's deployment. */
bool someLayoutFits(const Catalog &catalog, const Project &project, const ModelSpec &model, int gpus)
{
    for (const Configuration &c : layoutsOn(project.configurations.first(), model, gpus)) {
        AdviceOption option;
        option.configuration = c;
        if (evaluateOption(catalog, project, option).fits)
            return true;
    }
    return false;
}

/** The position of the first option `matches` accepts, -1 when none does. */
template<typename Match>
qsizetype indexOf(const QList<AdviceOption> &options, Match matches)
{
    const auto it = std::find_if(options.cbegin(), options.cend(), matches);
    return it == options.cend() ? -1 : it - options.cbegin();
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

    void theGpusThereAreAreSplitAnewFirst_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("sequences");
        QTest::addColumn<int>("context");
        QTest::addColumn<int>("tpAfter");
        QTest::addColumn<int>("ppAfter");
        // 141 GB of BF16 weights, more than one H200 holds: TP 2, 4 replicas instead of 8 (the
        // advice said "16 GPUs with tensor parallel 2", then FP8 weights first); nothing in the
        // workload helps, so it is the suggestion
        QTest::newRow("70B BF16 on 8 H200 at TP 1")
                << u"llama-3.1-70b"_qs << 1 << 1 << 8192 << 2 << 1;
        // 2 KV heads copied on each of 8 GPUs: TP 2 x PP 4 holds the KV cache of 64 x 32K on the
        // same GPUs (the advice bought 16 GPUs as TP 2 x PP 8)
        QTest::newRow("Qwen3.5-397B, 64 x 32K on 8 H200 at TP 8")
                << u"qwen3.5-397b-a17b"_qs << 8 << 64 << 32768 << 2 << 4;
    }

    /** The first change to the GPUs or formats is a split of the 8 GPUs there are, which says
     *  how many replicas it leaves when that changes; the lighter formats come after it, and no
     *  option buys GPUs while the GPUs there are hold it (issue 33). */
    void theGpusThereAreAreSplitAnewFirst()
    {
        QFETCH(QString, model);
        QFETCH(int, tp);
        QFETCH(int, sequences);
        QFETCH(int, context);
        QFETCH(int, tpAfter);
        QFETCH(int, ppAfter);
        const Project project = planOf(u"h200-sxm-141gb"_qs, 8, tp, 1, model, WeightFormat::Bf16,
                                       sequences, context);
        const Catalog catalog = catalogForProject(project, builtin());
        const ConfigurationEvaluation v = evaluateConfiguration(catalog, project,
                                                                project.configurations.first());
        QVERIFY(!v.fits);
        const auto advice = overflowAdvice(v, catalog, project);
        QVERIFY(advice);
        qInfo().noquote() << advice->suggestion << "|"
                          << QString(advice->alternatives).replace(u'\n', u'|');
        const Deployment &before = project.deployments.first();
        // only changes of the workload (batch, context) may come before it
        const qsizetype at = indexOf(advice->options, [&before](const AdviceOption &o) {
            return o.configuration || !o.deployment || o.deployment->weights != before.weights
                    || o.deployment->kv != before.kv;
        });
        QVERIFY2(at >= 0, qPrintable(advice->alternatives));
        if (!v.deployments.first().batchThatFits) // the weights do not fit: nothing comes before
            QCOMPARE(at, 0);
        const AdviceOption &split = advice->options.at(at);
        QVERIFY2(split.configuration && !split.deployment, qPrintable(split.text));
        const Configuration &c = *split.configuration;
        QCOMPARE(c.gpuId, u"h200-sxm-141gb"_qs);
        QCOMPARE(c.gpuCount, 8);
        QCOMPARE(c.tensorParallel, tpAfter);
        QCOMPARE(c.pipelineParallel, ppAfter);
        QVERIFY(isBuildableTensorParallel(*catalog.model(model), c.tensorParallel));
        QVERIFY2(split.text.contains(u"tensor parallel %1"_qs.arg(tpAfter)), qPrintable(split.text));
        if (c.replicas() != 8 / tp) // 8 replicas at TP 1, 4 at TP 2: the advice says so
            QVERIFY2(split.text.contains(u"instead of %1"_qs.arg(8 / tp)), qPrintable(split.text));
        QVERIFY(evaluateOption(catalog, project, split).fits);
        for (qsizetype i = 0; i < advice->options.size(); ++i) {
            const AdviceOption &option = advice->options.at(i);
            QVERIFY2(!option.configuration || option.configuration->gpuCount <= 8,
                     qPrintable(option.text));
            if (option.deployment && option.deployment->weights != before.weights)
                QVERIFY2(i > at, qPrintable(option.text)); // lighter weights after the split
        }
    }

    void moreGpusAreTheFewestInALayoutEnginesRun_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("sequences");
        QTest::addColumn<int>("context");
        QTest::addColumn<int>("gpusAfter");
        QTest::addColumn<int>("tpAfter");
        QTest::addColumn<int>("ppAfter");
        // 1.3-1.5 TB of BF16 weights on 8 x H200 at TP 8: TP 8 kept, a second node as a stage
        QTest::newRow("DeepSeek-V3 BF16 at TP 8")
                << u"deepseek-v3"_qs << 8 << 1 << 8192 << 16 << 8 << 2;
        QTest::newRow("GLM-5 BF16 at TP 8") << u"glm-5"_qs << 8 << 1 << 8192 << 16 << 8 << 2;
        // 8 replicas of one GPU: one replica of 16 GPUs (the advice said 128 GPUs, 8 replicas)
        QTest::newRow("DeepSeek-V3 BF16 at TP 1")
                << u"deepseek-v3"_qs << 1 << 1 << 8192 << 16 << 8 << 2;
        // the KV cache of 128 x 32K tokens beside 810 GB of weights: 16 GPUs do not hold it
        QTest::newRow("405B BF16, 128 x 32K at TP 8")
                << u"llama-3.1-405b"_qs << 8 << 128 << 32768 << 24 << 8 << 3;
    }

    /** 8 x H200 whose every split is too small: after the lighter formats, the advice buys the
     *  fewest GPUs (no buildable count between holds it), as the largest TP with pipeline stages
     *  across nodes (TP 8 x PP 2, not TP 2 x PP 12), and says when the replicas change (issue
     *  33). */
    void moreGpusAreTheFewestInALayoutEnginesRun()
    {
        QFETCH(QString, model);
        QFETCH(int, tp);
        QFETCH(int, sequences);
        QFETCH(int, context);
        QFETCH(int, gpusAfter);
        QFETCH(int, tpAfter);
        QFETCH(int, ppAfter);
        const Project project = planOf(u"h200-sxm-141gb"_qs, 8, tp, 1, model, WeightFormat::Bf16,
                                       sequences, context);
        const Catalog catalog = catalogForProject(project, builtin());
        const ModelSpec spec = *catalog.model(model);
        const ConfigurationEvaluation v = evaluateConfiguration(catalog, project,
                                                                project.configurations.first());
        QVERIFY(!v.fits);
        const auto advice = overflowAdvice(v, catalog, project);
        QVERIFY(advice);
        qInfo().noquote() << advice->suggestion << "|"
                          << QString(advice->alternatives).replace(u'\n', u'|');
        // no split of the 8 GPUs holds it, so none is offered and buying GPUs is right
        QVERIFY(!someLayoutFits(catalog, project, spec, 8));
        const auto sameGpu = [](const AdviceOption &o) {
            return o.configuration && o.configuration->gpuId == u"h200-sxm-141gb"_qs;
        };
        const qsizetype more = indexOf(advice->options, sameGpu);
        QVERIFY2(more >= 0, qPrintable(advice->alternatives));
        const AdviceOption &option = advice->options.at(more);
        const Configuration &c = *option.configuration;
        QCOMPARE(c.gpuCount, gpusAfter);
        QCOMPARE(c.tensorParallel, tpAfter);
        QCOMPARE(c.pipelineParallel, ppAfter);
        QVERIFY(isBuildableTensorParallel(spec, c.tensorParallel));
        QVERIFY2(option.text.contains(
                         u"tensor parallel %1 × pipeline parallel %2"_qs.arg(tpAfter).arg(ppAfter)),
                 qPrintable(option.text));
        QVERIFY(evaluateOption(catalog, project, option).fits);
        if (c.replicas() != 8 / tp) // the replicas change: the advice says from how many
            QVERIFY2(option.text.contains(u"instead of %1"_qs.arg(8 / tp)), qPrintable(option.text));
        else
            QVERIFY2(!option.text.contains(u"instead of"_qs), qPrintable(option.text));
        for (int gpus = 9; gpus < gpusAfter; ++gpus)
            QVERIFY2(!someLayoutFits(catalog, project, spec, gpus), qPrintable(option.text));
        // lighter formats (a change of the deployment) come before buying
        for (qsizetype i = more + 1; i < advice->options.size(); ++i)
            QVERIFY2(!advice->options.at(i).deployment, qPrintable(advice->options.at(i).text));
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

HEADROOM_TEST_APPLESS_MAIN(TestOverflowAdvice)
#include "tst_overflowadvice.moc"
