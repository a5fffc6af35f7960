#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "estimate/deploymentestimate.h"
#include "headroomtest.h"
#include "inspector/engineconstantseditor.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>

#include <cmath>

using namespace Headroom;
using namespace Qt::StringLiterals;

namespace {

/** Llama-3.1-8B in BF16 on one H100 with vLLM, one sequence: memory-bound decode. */
Project oneH100()
{
    Project p;
    Configuration c;
    c.id = u"c"_s;
    c.gpuId = u"h100-sxm-80gb"_s;
    p.configurations.append(c);
    Deployment d;
    d.id = u"d"_s;
    d.configurationId = c.id;
    d.modelId = u"llama-3.1-8b"_s;
    d.workload.concurrentSequences = 1;
    d.workload.contextTokens = 4096;
    p.deployments.append(d);
    return p;
}

int rowOf(const QTableWidget &table, const QString &id)
{
    for (int row = 0; row < table.rowCount(); ++row) {
        if (table.cellWidget(row, 1)->objectName() == u"value/" + id)
            return row;
    }
    return -1;
}

} // namespace

class TestEngineConstantsEditor : public QObject
{
    Q_OBJECT

private:
    ProjectDocument *m_document = nullptr;
    EngineConstantsEditor *m_editor = nullptr;

    DeploymentEstimate estimate() const
    {
        return estimateDeployment(m_document->catalog(), m_document->project(),
                                  *m_document->deployment(u"d"_s));
    }
    QDoubleSpinBox *spin(const QString &id) const
    {
        return m_editor->findChild<QDoubleSpinBox *>(u"value/"_s + id);
    }
    QTableWidget *table() const
    {
        return m_editor->findChild<QTableWidget *>(u"engineConstants"_s);
    }
    bool isBold(const QString &id) const
    {
        return table()->item(rowOf(*table(), id), 0)->font().bold();
    }
    QString source(const QString &id) const
    {
        return table()->item(rowOf(*table(), id), 2)->text();
    }

private slots:
    void init()
    {
        m_document = new ProjectDocument(this);
        m_document->setBuiltinCatalog(*Catalog::builtin());
        m_document->resetProject(oneH100());
        m_editor = new EngineConstantsEditor(*m_document);
        m_editor->setDeployment(u"d"_s);
        m_editor->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_editor));
    }
    void cleanup()
    {
        delete m_editor;
        delete m_document;
    }

    void showsDefaults()
    {
        const EngineProfile vllm = defaultEngineProfile(EngineKind::Vllm);
        QCOMPARE(table()->rowCount(), engineConstants(DeploymentMode::Inference).size());
        QCOMPARE(spin(u"mbu"_s)->value(), vllm.datacenterSpeed.bandwidth16Bit.value);
        QCOMPARE(spin(u"step_overhead_ms"_s)->value(),
                 vllm.datacenterSpeed.stepOverheadSeconds.value * 1e3);
        QCOMPARE(spin(u"step_overhead_ms"_s)->suffix(), u" ms"_s);
        QCOMPARE(spin(u"max_batch"_s)->decimals(), 0);
        QCOMPARE(source(u"mbu"_s), vllm.datacenterSpeed.bandwidth16Bit.label());
        QVERIFY(!isBold(u"mbu"_s));
        QVERIFY(!m_editor->findChild<QToolButton *>(u"reset/mbu"_s)->isEnabled());
    }

    void editUndoReset()
    {
        const DeploymentEstimate before = estimate();
        QVERIFY(before.speed);
        const double mbu = before.engine.datacenterSpeed.bandwidth16Bit.value;
        // type a new MBU as a user would: half the default
        QDoubleSpinBox *box = spin(u"mbu"_s);
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, QString::number(mbu / 2, 'f', 2));
        QTest::keyClick(box, Qt::Key_Return);
        QCOMPARE(m_document->deployment(u"d"_s)->engineOverrides,
                 (QMap<QString, double> {{u"mbu"_s, mbu / 2}}));
        QCOMPARE(m_document->undoStack().count(), 1);
        QVERIFY(isBold(u"mbu"_s));
        QCOMPARE(source(u"mbu"_s), u"set by the user"_s);
        QVERIFY(m_editor->findChild<QToolButton *>(u"reset/mbu"_s)->isEnabled());
        // the estimate every view uses follows: BF16 decode reads take twice as long
        const DeploymentEstimate after = estimate();
        QVERIFY(after.speed);
        const double memoryBefore = before.speed->curve().first().memorySeconds;
        QVERIFY(std::abs(after.speed->curve().first().memorySeconds - 2 * memoryBefore) < 1e-12);
        QVERIFY(std::abs(after.speed->tpotSeconds - (before.speed->tpotSeconds + memoryBefore))
                < 1e-9);

        // arrow steps on the same parameter merge into that one undo step
        QTest::keyClick(box, Qt::Key_Up);
        QTest::keyClick(box, Qt::Key_Up);
        QCOMPARE(m_document->undoStack().count(), 1);
        QVERIFY(std::abs(m_document->deployment(u"d"_s)->engineOverrides.value(u"mbu"_s)
                         - (mbu / 2 + 0.02))
                < 1e-9);

        m_document->undoStack().undo();
        QVERIFY(m_document->deployment(u"d"_s)->engineOverrides.isEmpty());
        QCOMPARE(spin(u"mbu"_s)->value(), mbu);
        QVERIFY(!isBold(u"mbu"_s));
        QCOMPARE(estimate().speed->tpotSeconds, before.speed->tpotSeconds);

        m_document->undoStack().redo();
        QVERIFY(isBold(u"mbu"_s));
        QTest::mouseClick(m_editor->findChild<QToolButton *>(u"reset/mbu"_s), Qt::LeftButton);
        QVERIFY(m_document->deployment(u"d"_s)->engineOverrides.isEmpty());
        QCOMPARE(m_document->undoStack().count(), 2);
        QCOMPARE(spin(u"mbu"_s)->value(), mbu);
        QCOMPARE(source(u"mbu"_s), before.engine.datacenterSpeed.bandwidth16Bit.label());
        QVERIFY(!m_editor->findChild<QToolButton *>(u"reset/mbu"_s)->isEnabled());
    }

    void showsCalibration()
    {
        // the project's calibration of vLLM on the H100 (issue 21): its values, labelled
        Project p = oneH100();
        Calibration c;
        c.id = u"cal"_s;
        c.gpuId = u"h100-sxm-80gb"_s;
        c.engine = EngineKind::Vllm;
        c.constants = {{u"mbu"_s, 0.62}};
        c.sources = {{u"bench.json"_s, QDateTime(QDate(2026, 11, 30), QTime(9, 0), Qt::UTC)}};
        p.calibrations = {c};
        m_document->resetProject(p);
        m_editor->setDeployment(u"d"_s);
        QCOMPARE(spin(u"mbu"_s)->value(), 0.62);
        QCOMPARE(source(u"mbu"_s), u"calibrated (bench.json; 2026-11-30)"_s);
        QVERIFY(!isBold(u"mbu"_s)); // not the deployment's own override
        QCOMPARE(estimate().engine.calibrationId, u"cal"_s);
    }

    void followsTheDocument()
    {
        // an edit from elsewhere (another view, a loaded file) shows up; a bad one is reported
        Deployment d = *m_document->deployment(u"d"_s);
        d.engineOverrides = {{u"max_batch"_s, 12}, {u"future_knob"_s, 1}};
        m_document->replaceDeployment(d);
        QCOMPARE(spin(u"max_batch"_s)->value(), 12.0);
        QVERIFY(isBold(u"max_batch"_s));
        auto *problem = m_editor->findChild<QLabel *>(u"problem"_s);
        QVERIFY(problem->isVisible());
        QVERIFY2(problem->text().contains(u"\"future_knob\""), qPrintable(problem->text()));
        // a training mode shows the PyTorch memory constants only
        d.mode = DeploymentMode::Lora;
        d.engineOverrides.clear();
        m_document->replaceDeployment(d);
        QCOMPARE(table()->rowCount(), engineConstants(DeploymentMode::Lora).size());
        QVERIFY(!problem->isVisible());
        m_editor->setDeployment(u"gone"_s);
        QVERIFY(!m_editor->isEnabled());
        QCOMPARE(table()->rowCount(), 0);
    }
};

HEADROOM_TEST_MAIN(TestEngineConstantsEditor)
#include "tst_engineconstants.moc"
