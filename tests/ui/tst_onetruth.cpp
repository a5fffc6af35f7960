// One truth (issue 16): the board, the inspector, Compare, the PDF report and `headroom-cli open
// --json` show the same evaluation of the same plan. Three configurations with two deployments
// each: one that fits, one whose GPUs overflow only because the deployments share them, and the
// sample's 8 x H200 node with Llama-3.1-70B dropped on it as well.
#include "../cli/clitestutil.h"
#include "headroomtest.h"

#include "board/boardplanning.h"
#include "board/boardview.h"
#include "board/configurationcard.h"
#include "board/deploymentrow.h"
#include "catalog/catalogsnapshot.h"
#include "document/projectdocument.h"
#include "format/displayformat.h"
#include "inspector/configurationeditor.h"
#include "inspector/deploymenteditor.h"
#include "inspector/deploymentfigures.h"
#include "inspector/inspectorpanel.h"
#include "models/comparisonmodel.h"
#include "report/reportwriter.h"
#include "store/projectstore.h"
#include "store/sampleproject.h"

#include <QApplication>
#include <QJsonArray>
#include <QLabel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Headroom;

namespace {

const Catalog &builtin()
{
    static const Catalog catalog = Catalog::builtin().value_or(Catalog {});
    return catalog;
}

Configuration configuration(const QString &id, const QString &gpu, int gpus, int tp)
{
    Configuration c;
    c.id = id;
    c.gpuId = gpu;
    c.gpuCount = gpus;
    c.tensorParallel = tp;
    return c;
}

/** A deployment as a drop from the palette makes it (defaultDeployment()), then `sequences`
 *  concurrent sequences of `context` tokens. */
Deployment deployment(const QString &id, const Configuration &c, const QString &model,
                      int sequences, std::int64_t context)
{
    Deployment d = defaultDeployment(*builtin().model(model), *builtin().gpu(c.gpuId), c);
    d.id = id;
    d.configurationId = c.id;
    d.workload.concurrentSequences = sequences;
    d.workload.contextTokens = context;
    return d;
}

QString simplified(const QString &text)
{
    return text.normalized(QString::NormalizationForm_KC).simplified();
}

} // namespace

class TestOneTruth : public QObject
{
    Q_OBJECT

    Project m_project;
    QString m_h200;

private slots:
    void initTestCase()
    {
        QVERIFY(builtin().model(QStringLiteral("llama-3.1-70b")));
        m_project = sampleProject();
        for (const Configuration &c : m_project.configurations) {
            if (c.gpuId == u"h200-sxm-141gb" && c.gpuCount == 8)
                m_h200 = c.id;
        }
        QVERIFY2(!m_h200.isEmpty(), "the sample has an 8 x H200 node");
        const Configuration h200 = *std::find_if(m_project.configurations.cbegin(),
                                                 m_project.configurations.cend(),
                                                 [&](const Configuration &c) {
                                                     return c.id == m_h200;
                                                 });
        m_project.deployments.append(deployment(QStringLiteral("dropped-70b"), h200,
                                                QStringLiteral("llama-3.1-70b"), 1, 8192));

        // two 8B models side by side on two H100s: fits
        const Configuration pair = configuration(QStringLiteral("pair"), u"h100-sxm-80gb"_qs, 2, 2);
        m_project.configurations.append(pair);
        m_project.deployments.append(deployment(QStringLiteral("pair-llama"), pair,
                                                QStringLiteral("llama-3.1-8b"), 16, 8192));
        m_project.deployments.append(
                deployment(QStringLiteral("pair-qwen"), pair, QStringLiteral("qwen3-8b"), 8, 4096));
        // each alone would fit on one H100; together they do not
        const Configuration crowded = configuration(QStringLiteral("crowded"), u"h100-sxm-80gb"_qs,
                                                    1, 1);
        m_project.configurations.append(crowded);
        m_project.deployments.append(deployment(QStringLiteral("crowded-a"), crowded,
                                                QStringLiteral("llama-3.1-8b"), 24, 8192));
        m_project.deployments.append(deployment(QStringLiteral("crowded-b"), crowded,
                                                QStringLiteral("qwen3-8b"), 24, 8192));
    }

    void theOverflowIsRealAndSharedOnly()
    {
        const Catalog catalog = catalogForProject(m_project, builtin());
        const Configuration crowded = m_project.configurations.last();
        const ConfigurationEvaluation v = evaluateConfiguration(catalog, m_project, crowded);
        QVERIFY(!v.fits);
        QVERIFY(v.shortBytes > 0);
        QCOMPARE(v.shortGpu, 0);
        for (const DeploymentEstimate &e : v.deployments) {
            QVERIFY(e.memory);
            QVERIFY2(e.memory->fits, "each deployment alone fits on the GPU");
            QVERIFY(!e.configurationFits);
            // it does not start: max batch 0; the batch that would fit is kept for the advice
            QVERIFY(e.maxBatch);
            QCOMPARE(e.maxBatch->value, 0);
            QCOMPARE(e.maxBatch->binding, BindingConstraint::SharedGpu);
            QVERIFY(e.batchThatFits);
            QVERIFY(*e.batchThatFits > 0);
            QVERIFY(*e.batchThatFits < e.deployment.workload.concurrentSequences);
        }
        // the stack: the parts of both deployments, the reserve once
        const VramBarModel &bar = v.bars.first();
        std::int64_t parts = 0;
        std::int64_t reserve = 0;
        for (const DeploymentEstimate &e : v.deployments) {
            const GpuMemory &g = e.memory->perGpu.first();
            parts += g.usedBytes() - g.reserve.bytes;
            reserve = std::max(reserve, g.reserve.bytes);
        }
        QCOMPARE(bar.usedBytes(), parts + reserve);
        QCOMPARE(v.shortBytes, bar.usedBytes() - bar.capacity);
    }

    void everyViewShowsTheSameAnswers()
    {
        ProjectDocument document;
        document.setBuiltinCatalog(builtin());
        document.resetProject(m_project);
        BoardView board(document);
        board.resize(1280, 800);
        board.show();
        InspectorPanel inspector(document);
        inspector.resize(420, 800);
        inspector.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));

        const QList<ConfigurationEvaluation> evaluations = document.evaluations();
        QCOMPARE(evaluations.size(), m_project.configurations.size());
        const QList<ComparisonRow> rows = comparisonRows(document.project(), document.catalog());

        // the PDF and the CLI read the same plan from a file
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("plan.headroom"));
        QVERIFY(ProjectStore().save(m_project, file));
        const CliRun open = runCli({QStringLiteral("open"), file, QStringLiteral("--json")});
        QCOMPARE(open.exitCode, 0);
        QHash<QString, QJsonObject> cli;
        for (const QJsonValue &c : open.json().value(u"configurations").toArray())
            cli.insert(c.toObject().value(u"id").toString(), c.toObject());
        const QString pdf = dir.filePath(QStringLiteral("plan.pdf"));
        QVERIFY(writePdfReport(m_project, builtin(), pdf));
        QString pdfText;
        if (!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()) {
            QProcess process;
            process.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
            QVERIFY(process.waitForFinished(60000));
            pdfText = simplified(QString::fromUtf8(process.readAllStandardOutput()));
        }

        int overflowing = 0;
        int sharedSpeeds = 0;
        int fitting = 0;
        for (qsizetype i = 0; i < evaluations.size(); ++i) {
            const ConfigurationEvaluation &v = evaluations[i];
            const QString id = v.configuration.id;
            if (v.deployments.isEmpty())
                continue;
            (v.fits ? fitting : overflowing) += 1;
            const QString verdict = fitVerdict(v);
            QVERIFY(!verdict.isEmpty());
            if (!v.fits) {
                QVERIFY(v.shortBytes > 0);
                QVERIFY2(verdict.startsWith(QStringLiteral("Does not fit: needs %1 more on GPU %2.")
                                                    .arg(Display::gib(v.shortBytes))
                                                    .arg(v.shortGpu)),
                         qPrintable(verdict));
            }

            // board: the card shows the document's evaluation and says the same
            ConfigurationCard *card = board.card(id);
            QVERIFY(card);
            QCOMPARE(card->barModels(), v.bars);
            QCOMPARE(card->isWarningVisible(), !v.fits);
            if (!v.fits)
                QVERIFY2(card->warningText().startsWith(verdict), qPrintable(card->warningText()));

            // inspector: the configuration's summary opens with the verdict
            inspector.setSelection(id, {});
            QCOMPARE(inspector.configurationEditor()->summary()->text().split(u'\n').first(),
                     verdict);

            // Compare
            const ComparisonRow &row = rows[i];
            QCOMPARE(row.configuration.id, id);
            QCOMPARE(row.fits, std::optional<bool>(v.fits));
            QCOMPARE(ComparisonModel::displayText(row, ComparisonModel::FitsColumn),
                     v.fits ? QStringLiteral("yes") : QStringLiteral("no"));
            QCOMPARE(row.maxBatch.has_value(), v.maxBatch.has_value());
            if (v.maxBatch)
                QCOMPARE(*row.maxBatch, double(*v.maxBatch));
            QCOMPARE(row.costPerMillionTokens.has_value(), v.costPerMillionTokens.has_value());
            if (v.costPerMillionTokens)
                QCOMPARE(*row.costPerMillionTokens, *v.costPerMillionTokens);
            QCOMPARE(row.tokensPerSecond.has_value(), v.fits);

            // CLI: the configuration's evaluation and each deployment's max batch
            const QJsonObject c = cli.value(id);
            const QJsonObject ce = c.value(u"evaluation").toObject();
            QCOMPARE(ce.value(u"fits").toBool(), v.fits);
            QCOMPARE(ce.value(u"short_bytes").toInteger(), qint64(v.shortBytes));
            QCOMPARE(ce.value(u"short_gpu").toInt(), v.shortGpu);
            QCOMPARE(ce.value(u"per_gpu").toArray().size(), v.bars.size());
            for (qsizetype g = 0; g < v.bars.size(); ++g)
                QCOMPARE(ce.value(u"per_gpu")
                                 .toArray()
                                 .at(g)
                                 .toObject()
                                 .value(u"used_bytes")
                                 .toInteger(),
                         qint64(v.bars[g].usedBytes()));
            if (v.maxBatch)
                QCOMPARE(ce.value(u"max_batch").toInteger(), qint64(*v.maxBatch));
            if (v.costPerMillionTokens)
                QCOMPARE(ce.value(u"cost_per_million_tokens").toDouble(), *v.costPerMillionTokens);
            else
                QVERIFY(!ce.contains(u"cost_per_million_tokens"));
            const QJsonArray cliDeployments = c.value(u"deployments").toArray();
            QCOMPARE(cliDeployments.size(), v.deployments.size());

            for (qsizetype k = 0; k < v.deployments.size(); ++k) {
                const DeploymentEstimate &e = v.deployments[k];
                QVERIFY(e.maxBatch);
                const QString batch = Display::integer(e.maxBatch->value);
                // board row
                DeploymentRow *r = card->row(e.deployment.id);
                QVERIFY(r);
                QCOMPARE(r->figure(QStringLiteral("maxBatch"))->text(),
                         e.maxBatch->value > 0 ? QStringLiteral("Max batch %1").arg(batch)
                                               : QStringLiteral("Max batch 0: does not fit"));
                // inspector figures
                inspector.setSelection(id, e.deployment.id);
                DeploymentFigures *figures = inspector.deploymentEditor()->figures();
                QTRY_COMPARE(figures->value(QStringLiteral("maxSequences"))->text(),
                             e.maxBatch->value > 0 ? batch : QStringLiteral("0: does not fit"));
                // over capacity: 0 everywhere, never a batch beside "does not fit"
                if (!v.fits)
                    QCOMPARE(e.maxBatch->value, 0);
                // CLI
                const QJsonObject de = cliDeployments.at(k).toObject();
                QCOMPARE(de.value(u"id").toString(), e.deployment.id);
                const QJsonObject estimate = de.value(u"estimate").toObject();
                QCOMPARE(estimate.value(u"fits").toBool(), v.fits);
                QCOMPARE(estimate.value(u"max_batch").toInteger(), qint64(e.maxBatch->value));

                // the speed beside the other deployment on the same GPUs, in every view
                if (!e.speed)
                    continue;
                const SpeedEstimate &t = *e.speed;
                const auto serving = std::count_if(v.deployments.begin(), v.deployments.end(),
                                                   [](const DeploymentEstimate &o) {
                                                       return o.speed.has_value();
                                                   });
                if (serving > 1) {
                    QVERIFY2(t.sharedStepWaitSeconds > 0 && t.tpotSeconds > t.tpotAloneSeconds,
                             qPrintable(e.deployment.id));
                    ++sharedSpeeds;
                } else
                    QCOMPARE(t.sharedStepWaitSeconds, 0.0);
                QCOMPARE(figures->value(QStringLiteral("tpot"))->text(),
                         Display::seconds(t.tpotSeconds));
                QCOMPARE(figures->value(QStringLiteral("ttft"))->text(),
                         Display::seconds(t.ttftSeconds));
                const QJsonObject performance = de.value(u"performance").toObject();
                QCOMPARE(performance.value(u"tpot_s").toDouble(), t.tpotSeconds);
                QCOMPARE(performance.value(u"ttft_s").toDouble(), t.ttftSeconds);
                QCOMPARE(performance.value(u"shared_gpus").toObject().value(u"step_wait_s").toDouble(),
                         t.sharedStepWaitSeconds);
            }

            // PDF: the configuration's page states the same verdict and max batch
            if (!pdfText.isEmpty()) {
                QVERIFY2(pdfText.contains(simplified(verdict)), qPrintable(verdict));
                if (row.maxBatch)
                    QVERIFY(pdfText.contains(simplified(
                            QStringLiteral("Max batch: %1.").arg(Display::number(*row.maxBatch)))));
            }
        }
        QVERIFY2(overflowing >= 1 && fitting >= 1, "the plan has both kinds");
        QVERIFY2(sharedSpeeds >= 2, "deployments beside each other were compared");
        if (pdfText.isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed: the PDF text was not compared");
    }

    void aChangeReevaluatesOnlyItsConfiguration()
    {
        ProjectDocument document;
        document.setBuiltinCatalog(builtin());
        document.resetProject(m_project);
        for (const Configuration &c : m_project.configurations)
            (void)document.evaluation(c.id);
        const int before = document.evaluationCount();
        QCOMPARE(before, int(m_project.configurations.size()));
        for (const Configuration &c : m_project.configurations)
            (void)document.evaluation(c.id); // cached
        QCOMPARE(document.evaluationCount(), before);

        Deployment d = *document.deployment(QStringLiteral("pair-qwen"));
        d.workload.concurrentSequences = 4;
        document.replaceDeployment(d);
        for (const Configuration &c : m_project.configurations)
            (void)document.evaluation(c.id);
        QCOMPARE(document.evaluationCount(), before + 1);
        QCOMPARE(document.evaluation(QStringLiteral("pair"))
                         ->deployment(QStringLiteral("pair-qwen"))
                         ->deployment.workload.concurrentSequences,
                 4);
    }
};

HEADROOM_TEST_MAIN(TestOneTruth)
#include "tst_onetruth.moc"
