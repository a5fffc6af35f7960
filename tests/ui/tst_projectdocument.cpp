#include "apptranslator.h"
#include "commands/projectcommands.h"
#include "document/projectdocument.h"
#include "headroomtest.h"

#include <functional>

#include <QSignalSpy>
#include <QTest>

using namespace Headroom;

namespace {

Configuration h100Pair()
{
    Configuration c;
    c.id = QStringLiteral("cfg-1");
    c.gpuId = QStringLiteral("h100-sxm-80gb");
    c.gpuCount = 2;
    c.tensorParallel = 2;
    return c;
}

Deployment llamaOn(const QString &configurationId, const QString &id)
{
    Deployment d;
    d.id = id;
    d.configurationId = configurationId;
    d.modelId = QStringLiteral("llama-3.1-70b");
    d.weights = WeightFormat::Fp8;
    return d;
}

} // namespace

class TestProjectDocument : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // English plural forms ("1 token", "32 sequences") come from the English catalogue
        QVERIFY(m_english.loadLanguage(QStringLiteral("en")));
        QCoreApplication::installTranslator(&m_english);
    }

    void addAndUndo()
    {
        ProjectDocument doc;
        QSignalSpy changes(&doc, &ProjectDocument::changed);
        QVERIFY(!doc.isModified());
        doc.undoStack().push(new AddConfiguration(doc, h100Pair()));
        QCOMPARE(doc.project().configurations.size(), 1);
        QVERIFY(doc.isModified());
        QCOMPARE(doc.displayName(), QStringLiteral("Untitled*"));
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes.first().first().value<ChangeEvent>().kind,
                 ChangeEvent::Kind::ConfigurationAdded);
        doc.undoStack().undo();
        QVERIFY(doc.project().configurations.isEmpty());
        QVERIFY(!doc.isModified());
        doc.undoStack().redo();
        QCOMPARE(doc.project().configurations.first(), h100Pair());
    }

    void sliderMovesMergeIntoOneStep()
    {
        ProjectDocument doc;
        doc.undoStack().push(new AddConfiguration(doc, h100Pair()));
        doc.undoStack().push(
                new AddDeployment(doc, llamaOn(QStringLiteral("cfg-1"), QStringLiteral("d1"))));
        const int before = doc.undoStack().count();
        Deployment d = *doc.deployment(QStringLiteral("d1"));
        for (int batch : {2, 4, 8, 16, 32}) {
            d.workload.concurrentSequences = batch;
            doc.undoStack().push(new ChangeDeployment(doc, d, QStringLiteral("batch")));
        }
        QCOMPARE(doc.undoStack().count(), before + 1);
        QCOMPARE(doc.deployment(QStringLiteral("d1"))->workload.concurrentSequences, 32);
        QCOMPARE(doc.undoStack().undoText(), QStringLiteral("Set batch to 32 sequences"));
        d.workload.contextTokens = 16384; // another field: its own step
        doc.undoStack().push(new ChangeDeployment(doc, d, QStringLiteral("context")));
        QCOMPARE(doc.undoStack().count(), before + 2);
        QCOMPARE(doc.undoStack().undoText(), QStringLiteral("Set context to 16,384 tokens"));
        doc.undoStack().undo();
        doc.undoStack().undo();
        QCOMPARE(doc.deployment(QStringLiteral("d1"))->workload.concurrentSequences, 1);
        QCOMPARE(doc.deployment(QStringLiteral("d1"))->workload.contextTokens, 4096);
    }

    void undoTextsSayWhatChanged()
    {
        ProjectDocument doc;
        doc.undoStack().push(new AddConfiguration(doc, h100Pair()));
        doc.undoStack().push(
                new AddDeployment(doc, llamaOn(QStringLiteral("cfg-1"), QStringLiteral("d1"))));
        const auto pushed = [&doc](const std::function<void(Deployment &)> &edit) {
            Deployment d = *doc.deployment(QStringLiteral("d1"));
            edit(d);
            doc.undoStack().push(new ChangeDeployment(doc, d));
            return doc.undoStack().undoText();
        };
        QCOMPARE(pushed([](Deployment &d) { d.kv = KvFormat::Fp8; }),
                 QStringLiteral("Change KV cache to FP8"));
        QCOMPARE(pushed([](Deployment &d) { d.engine = EngineKind::SgLang; }),
                 QStringLiteral("Change engine to %1").arg(engineName(EngineKind::SgLang)));
        QCOMPARE(pushed([](Deployment &d) { d.workload.outputTokens = 1; }),
                 QStringLiteral("Set output length to 1 token"));
        // two fields at once: the general text
        QCOMPARE(pushed([](Deployment &d) {
                     d.kv = KvFormat::Bf16;
                     d.workload.contextTokens = 2048;
                 }),
                 QStringLiteral("Change deployment"));
        Configuration c = h100Pair();
        c.gpuCount = 8;
        doc.undoStack().push(new ChangeConfiguration(doc, c));
        QCOMPARE(doc.undoStack().undoText(), QStringLiteral("Set GPU count to 8"));
        CostAssumptions cost = doc.project().cost;
        cost.currency = Currency::Pln;
        doc.undoStack().push(new ChangeCostAssumptions(doc, cost));
        QCOMPARE(doc.undoStack().undoText(), QStringLiteral("Change currency to PLN"));
        // undo and redo keep the text
        doc.undoStack().undo();
        QCOMPARE(doc.undoStack().redoText(), QStringLiteral("Change currency to PLN"));
    }

    void noOpEditsAreNotPushed()
    {
        ProjectDocument doc;
        doc.undoStack().push(new AddConfiguration(doc, h100Pair()));
        doc.undoStack().setClean();
        doc.undoStack().push(new ChangeConfiguration(doc, h100Pair()));
        QCOMPARE(doc.undoStack().count(), 1);
        QVERIFY(!doc.isModified());
        // A drag that returns to where it started leaves nothing to undo.
        Configuration c = h100Pair();
        c.gpuCount = 4;
        doc.undoStack().push(new ChangeConfiguration(doc, c, QStringLiteral("count")));
        c.gpuCount = 2;
        doc.undoStack().push(new ChangeConfiguration(doc, c, QStringLiteral("count")));
        QCOMPARE(doc.undoStack().count(), 1);
        QVERIFY(!doc.isModified());
        doc.undoStack().push(new MoveConfiguration(doc, 0, 0));
        QCOMPARE(doc.undoStack().count(), 1);
    }

    void removingAConfigurationTakesItsDeploymentsAndUndoRestoresOrder()
    {
        ProjectDocument doc;
        Project p;
        Configuration other = h100Pair();
        other.id = QStringLiteral("cfg-0");
        p.configurations = {other, h100Pair()};
        p.deployments = {llamaOn(QStringLiteral("cfg-1"), QStringLiteral("a")),
                         llamaOn(QStringLiteral("cfg-0"), QStringLiteral("b")),
                         llamaOn(QStringLiteral("cfg-1"), QStringLiteral("c"))};
        doc.resetProject(p);
        doc.undoStack().push(new RemoveConfiguration(doc, QStringLiteral("cfg-1")));
        QCOMPARE(doc.project().configurations.size(), 1);
        QCOMPARE(doc.project().deployments.size(), 1);
        QCOMPARE(doc.project().deployments.first().id, QStringLiteral("b"));
        doc.undoStack().undo();
        QCOMPARE(doc.project(), p);
    }

    void moveAndCost()
    {
        ProjectDocument doc;
        Project p;
        Configuration a = h100Pair();
        Configuration b = h100Pair();
        b.id = QStringLiteral("cfg-2");
        p.configurations = {a, b};
        doc.resetProject(p);
        doc.undoStack().push(new MoveConfiguration(doc, 0, 1));
        QCOMPARE(doc.project().configurations.first().id, QStringLiteral("cfg-2"));
        CostAssumptions cost = doc.project().cost;
        cost.utilization = 0.8;
        doc.undoStack().push(new ChangeCostAssumptions(doc, cost, QStringLiteral("utilization")));
        cost.utilization = 0.9;
        doc.undoStack().push(new ChangeCostAssumptions(doc, cost, QStringLiteral("utilization")));
        QCOMPARE(doc.undoStack().count(), 2);
        doc.undoStack().undo();
        doc.undoStack().undo();
        QCOMPARE(doc.project(), p);
    }

private:
    I18n::AppTranslator m_english;
};

HEADROOM_TEST_MAIN(TestProjectDocument)
#include "tst_projectdocument.moc"
