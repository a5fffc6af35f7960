#include "apptranslator.h"
#include "charts/chartmodels.h"
#include "commands/projectcommands.h"
#include "cost/configurationcost.h"
#include "cost/costmodel.h"
#include "document/projectdocument.h"
#include "estimate/configurationevaluation.h"
#include "estimate/deploymentestimate.h"
#include "estimate/parametercount.h"
#include "estimate/trainingmemory.h"
#include "estimate/trainingtime.h"
#include "format/displayformat.h"
#include "headroomtest.h"
#include "inspector/configurationeditor.h"
#include "inspector/deploymenteditor.h"
#include "inspector/deploymentfigures.h"
#include "inspector/disaggregationeditor.h"
#include "inspector/durationspinbox.h"
#include "inspector/engineconstantseditor.h"
#include "inspector/enginesettingseditor.h"
#include "inspector/inspectorpanel.h"
#include "inspector/parallelismeditor.h"
#include "inspector/sliderspinbox.h"
#include "inspector/trainingeditor.h"
#include "inspector/workloadeditor.h"
#include "mainwindow/wheelguard.h"
#include "store/sampleproject.h"

#include "cost/configurationcost.h"
#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QStyleFactory>
#include <QTableWidget>

#include <QTest>
#include <QToolButton>
#include <QTranslator>
#include <QWheelEvent>
#include <QtTest/qtestspontaneevent.h>

using namespace Headroom;

namespace {

const QString kSmall = QStringLiteral("sample-llama-8b"); // llama.cpp on one RTX 4090, 8k context
const QString kLarge = QStringLiteral("sample-llama-70b"); // vLLM on 2 x H100, TP2, 2048 + 512
const QString kLargeConfig = QStringLiteral("sample-h100x2");

/** The text the memory table shows for one part on the first GPU column, or a null string. */
QString memoryCell(const InspectorPanel &panel, const QString &partId)
{
    const QTableWidget *table = panel.deploymentEditor()->figures()->memoryTable();
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->verticalHeaderItem(r)->data(Qt::UserRole).toString() == partId)
            return table->item(r, 0)->text();
    }
    return {};
}

Result<MemoryBreakdown> memoryOf(const ProjectDocument &doc, const QString &deploymentId)
{
    return estimateDeployment(doc.catalog(), doc.project(), *doc.deployment(deploymentId),
                              EstimateDepth::Memory)
            .memory;
}

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    p.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    p.setColor(QPalette::AlternateBase, QColor(0x33, 0x33, 0x33));
    p.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3a));
    p.setColor(QPalette::ButtonText, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xe0));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, QColor(0x1e, 0x1e, 0x1e));
    p.setColor(QPalette::ToolTipText, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
    return p;
}

/** A stand-in for Russian or Polish: every string some 40% longer, in extra words that wrap. */
class LongTranslator final : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *disambiguation,
                      int n) const override
    {
        Q_UNUSED(context)
        Q_UNUSED(disambiguation)
        Q_UNUSED(n)
        QString text = QString::fromUtf8(sourceText);
        if (text.isEmpty() || text.trimmed().isEmpty())
            return text;
        const qsizetype extraWords = (text.size() * 2 / 5 + 5) / 6;
        QString padding;
        for (qsizetype i = 0; i < extraWords; ++i)
            padding += QStringLiteral(" żółwi");
        // keep a trailing colon last, as a translated label would
        if (text.endsWith(u':'))
            return text.chopped(1) + padding + u':';
        return text + padding;
    }
};

void activate(QComboBox *combo, int data)
{
    const int index = combo->findData(data);
    QVERIFY(index >= 0);
    combo->setCurrentIndex(index);
    emit combo->activated(index); // what a click on the item sends
}

} // namespace

class TestInspector : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        auto builtin = Catalog::builtin();
        QVERIFY2(builtin.has_value(), qPrintable(builtin.error().message));
        m_builtin = *builtin;
        // English plural forms ("2,560 tokens"), as the application loads them
        QVERIFY(m_english.loadLanguage(QStringLiteral("en")));
        QCoreApplication::installTranslator(&m_english);
    }

    void init()
    {
        m_doc = std::make_unique<ProjectDocument>();
        m_doc->setBuiltinCatalog(m_builtin);
        m_doc->resetProject(sampleProject());
        m_panel = std::make_unique<InspectorPanel>(*m_doc);
        m_panel->resize(340, 800);
    }

    void cleanup()
    {
        m_panel.reset();
        m_doc.reset();
    }

    void nothingSelectedSaysWhatToDo()
    {
        QVERIFY(!m_panel->emptyState()->isHidden());
        QVERIFY(m_panel->deploymentEditor()->isHidden());
        QVERIFY(m_panel->configurationEditor()->isHidden());
        QVERIFY(m_panel->emptyState()->text().contains(QStringLiteral("Select a deployment")));
    }

    void deploymentShowsItsValues()
    {
        m_panel->setSelection(kLargeConfig, kLarge);
        DeploymentEditor *e = m_panel->deploymentEditor();
        QVERIFY(!e->isHidden());
        QVERIFY(m_panel->emptyState()->isHidden());
        const QString h100 = m_doc->catalog().gpu(QStringLiteral("h100-sxm-80gb"))->name;
        QCOMPARE(e->title()->text(), QStringLiteral("Llama-3.1-70B on 2 × ") + h100);
        QCOMPARE(e->weightsEditor()->currentData().toInt(), int(WeightFormat::Fp8));
        QCOMPARE(e->weightsEditor()->count(), allWeightFormats().size());
        QCOMPARE(e->kvEditor()->currentData().toInt(), int(KvFormat::Fp8));
        QCOMPARE(e->engineEditor()->currentData().toInt(), int(EngineKind::Vllm));
        QCOMPARE(e->modeEditor()->currentData().toInt(), int(DeploymentMode::Inference));
        QCOMPARE(e->memoryFractionEditor()->value(), 0.0);
        QCOMPARE(e->memoryFractionEditor()->text(), QStringLiteral("Engine default"));
        // the default of the newest vLLM Headroom models (0.92 from v0.21), not a fixed 0.9
        const QLabel *note = e->findChild<QLabel *>(QStringLiteral("memoryFractionNote"));
        QVERIFY2(note->text().contains(Display::percent(0.92)), qPrintable(note->text()));
        QVERIFY(note->text().contains(u"vLLM 0.21"));

        WorkloadEditor *w = e->workloadEditor();
        QVERIFY(!w->isHidden());
        QVERIFY(e->trainingEditor()->isHidden());
        QCOMPARE(w->sequencesEditor()->value(), 32);
        QCOMPARE(w->inputTokensEditor()->value(), 2048);
        QCOMPARE(w->outputTokensEditor()->value(), 512);
        QCOMPARE(w->contextEditor()->value(), 2560); // input + output
        QVERIFY(!w->contextEditor()->isEnabled()); // the split decides the context
        QCOMPARE(w->tpotEditor()->value(), 50.0);
        QCOMPARE(w->ttftEditor()->value(), 2000.0);
        // durations read as the figures write them, not "2,000.0 ms"
        QCOMPARE(w->ttftEditor()->text(), Display::seconds(2.0));
        QCOMPARE(w->tpotEditor()->text(), Display::seconds(0.05));
        QCOMPARE(DurationSpinBox::parseMilliseconds(QStringLiteral("2.5 s")), 2500.0);
        QCOMPARE(DurationSpinBox::parseMilliseconds(QStringLiteral("1500 ms")), 1500.0);
        QCOMPARE(DurationSpinBox::parseMilliseconds(QStringLiteral("80")), 80.0);
        QCOMPARE(DurationSpinBox::parseMilliseconds(QStringLiteral("2 min")), 120'000.0);
        QVERIFY(!DurationSpinBox::parseMilliseconds(QStringLiteral("fast")));
        QCOMPARE(w->requestRateEditor()->value(), 0.0);
        QCOMPARE(e->parallelismEditor()->gpuCountEditor()->value(), 2);
        QCOMPARE(e->parallelismEditor()->tensorParallelEditor()->value(), 2);
        QCOMPARE(e->parallelismEditor()->pipelineParallelEditor()->value(), 1);

        const auto memory = memoryOf(*m_doc, kLarge);
        QVERIFY(memory.has_value());
        QCOMPARE(memoryCell(*m_panel, QStringLiteral("kv_cache")),
                 Display::gib(memory->perGpu[0].kvCache.bytes));
        QCOMPARE(memoryCell(*m_panel, QStringLiteral("weights")),
                 Display::gib(memory->perGpu[0].weights.bytes));
        QVERIFY(memoryCell(*m_panel, memoryPartId(MemoryPartKind::OptimizerStates)).isNull());
        checkMemoryTable(kLarge);
        QCOMPARE(m_doc->undoStack().count(), 0); // loading pushes nothing
        {
            // typing "3 s" sets 3000 ms in one undo step
            const int steps = m_doc->undoStack().count();
            w->ttftEditor()->selectAll();
            QTest::keyClicks(w->ttftEditor(), QStringLiteral("3 s"));
            QTest::keyClick(w->ttftEditor(), Qt::Key_Return);
            QCOMPARE(m_doc->deployment(kLarge)->workload.ttftTargetMs, 3000.0);
            QCOMPARE(m_doc->undoStack().count(), steps + 1);
            m_doc->undoStack().undo();
            QCOMPARE(w->ttftEditor()->value(), 2000.0);
        }
    }

    void formatAndFractionEditsAreEstimated()
    {
        m_panel->setSelection({}, kLarge);
        DeploymentEditor *e = m_panel->deploymentEditor();
        const QString kvFp8 = memoryCell(*m_panel, QStringLiteral("kv_cache"));
        activate(e->kvEditor(), int(KvFormat::Bf16));
        QCOMPARE(m_doc->deployment(kLarge)->kv, KvFormat::Bf16);
        checkMemoryTable(kLarge);
        QVERIFY(memoryCell(*m_panel, QStringLiteral("kv_cache")) != kvFp8);
        e->memoryFractionEditor()->setValue(0.95);
        QCOMPARE(m_doc->deployment(kLarge)->memoryFraction, 0.95);
        checkMemoryTable(kLarge);
        activate(e->engineEditor(), int(EngineKind::TensorRtLlm));
        QCOMPARE(m_doc->deployment(kLarge)->engine, EngineKind::TensorRtLlm);
        checkMemoryTable(kLarge);
        QCOMPARE(m_doc->undoStack().count(), 3);
        e->memoryFractionEditor()->setValue(0); // back to the engine's default
        QCOMPARE(e->memoryFractionEditor()->text(), QStringLiteral("Engine default"));
        QCOMPARE(m_doc->deployment(kLarge)->memoryFraction, 0.0);
    }

    /** The wheel over the inspector scrolls it and changes no value it passes over (issue 33:
     *  the KV cache turned from BF16 to FP32 while the panel scrolled); a focused combo still
     *  takes the wheel. */
    void wheelScrollsThePanelNotTheValues()
    {
        WheelGuard::install();
        m_panel->resize(340, 300); // short: the panel scrolls
        m_panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
        m_panel->setSelection({}, kLarge);
        DeploymentEditor *e = m_panel->deploymentEditor();
        QComboBox *kv = e->kvEditor();
        auto *scroll = m_panel->findChild<QScrollArea *>();
        QVERIFY(scroll);
        QVERIFY(QTest::qWaitFor([scroll] { return scroll->verticalScrollBar()->maximum() > 0; }));
        scroll->verticalScrollBar()->setValue(0);
        scroll->ensureWidgetVisible(kv);
        const int before = scroll->verticalScrollBar()->value();
        const int kvBefore = kv->currentIndex();
        const auto turn = [](QWidget *w, int delta) {
            const QPointF at(w->width() / 2.0, w->height() / 2.0);
            QWheelEvent wheel(at, w->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton,
                              Qt::NoModifier, Qt::NoScrollPhase, false);
            QSpontaneKeyEvent::setSpontaneous(&wheel); // as from the mouse: it propagates
            QApplication::sendEvent(w, &wheel);
        };
        QVERIFY(!kv->hasFocus());
        QCOMPARE(kv->focusPolicy(), Qt::StrongFocus); // the wheel gives it no focus
        turn(kv, -120); // down: towards the end of the list, and of the panel
        QCOMPARE(kv->currentIndex(), kvBefore);
        QCOMPARE(m_doc->undoStack().count(), 0);
        QVERIFY2(scroll->verticalScrollBar()->value() > before,
                 qPrintable(QStringLiteral("%1 -> %2 of %3")
                                    .arg(before)
                                    .arg(scroll->verticalScrollBar()->value())
                                    .arg(scroll->verticalScrollBar()->maximum())));
        // clicked or tabbed to, it is the user's: the wheel changes it
        kv->setFocus();
        QVERIFY(QTest::qWaitFor([kv] { return kv->hasFocus(); }));
        turn(kv, -120);
        QVERIFY(kv->currentIndex() != kvBefore);
    }

    void draftModelAndKvOffloadAreOneUndoStepEach()
    {
        m_panel->setSelection({}, kLarge); // Llama-3.1-70B
        m_panel->show();
        DeploymentEditor *e = m_panel->deploymentEditor();
        QVERIFY(!e->draftModelEditor()->isVisibleTo(m_panel.get()));
        QVERIFY(!e->kvOffloadCapacityEditor()->isEnabled());
        // Draft model: the smallest catalog model with the same vocabulary to start with
        activate(e->speculativeEditor(), int(SpeculativeMethod::DraftModel));
        QCOMPARE(m_doc->undoStack().count(), 1);
        QCOMPARE(m_doc->deployment(kLarge)->speculative.method, SpeculativeMethod::DraftModel);
        QCOMPARE(m_doc->deployment(kLarge)->speculative.draftModelId,
                 QStringLiteral("llama-3.2-1b"));
        QVERIFY(e->draftModelEditor()->isVisibleTo(m_panel.get()));
        QCOMPARE(e->draftModelEditor()->currentData().toString(), QStringLiteral("llama-3.2-1b"));
        const auto memory = memoryOf(*m_doc, kLarge);
        QVERIFY(memory);
        QVERIFY(memory->perGpu[0].draft.bytes > 0);
        QCOMPARE(memoryCell(*m_panel, memoryPartId(MemoryPartKind::DraftModel)),
                 Display::gib(memory->perGpu[0].draft.bytes));
        // another draft from the combo: one more step
        const int eight = e->draftModelEditor()->findData(QStringLiteral("llama-3.1-8b"));
        QVERIFY(eight >= 0);
        e->draftModelEditor()->setCurrentIndex(eight);
        emit e->draftModelEditor()->activated(eight);
        QCOMPARE(m_doc->undoStack().count(), 2);
        QCOMPARE(m_doc->deployment(kLarge)->speculative.draftModelId,
                 QStringLiteral("llama-3.1-8b"));
        m_doc->undoStack().undo();
        QCOMPARE(m_doc->deployment(kLarge)->speculative.draftModelId,
                 QStringLiteral("llama-3.2-1b"));
        QCOMPARE(e->draftModelEditor()->currentData().toString(), QStringLiteral("llama-3.2-1b"));
        m_doc->undoStack().undo();
        QCOMPARE(m_doc->deployment(kLarge)->speculative.method, SpeculativeMethod::None);
        QVERIFY(!e->draftModelEditor()->isVisibleTo(m_panel.get()));
        // KV offload: the tier (with a starting capacity), then the capacity
        activate(e->kvOffloadEditor(), int(KvOffloadTier::HostMemory));
        QCOMPARE(m_doc->undoStack().count(), 1);
        QCOMPARE(m_doc->deployment(kLarge)->kvOffload.tier, KvOffloadTier::HostMemory);
        QCOMPARE(m_doc->deployment(kLarge)->kvOffload.capacityBytes, std::int64_t(256) << 30);
        QVERIFY(e->kvOffloadCapacityEditor()->isEnabled());
        QCOMPARE(e->kvOffloadCapacityEditor()->value(), 256.0);
        e->kvOffloadCapacityEditor()->setValue(100);
        QCOMPARE(m_doc->undoStack().count(), 2);
        QCOMPARE(m_doc->deployment(kLarge)->kvOffload.capacityBytes, std::int64_t(100) << 30);
        m_doc->undoStack().undo();
        QCOMPARE(m_doc->deployment(kLarge)->kvOffload.capacityBytes, std::int64_t(256) << 30);
        QCOMPARE(e->kvOffloadCapacityEditor()->value(), 256.0);
        m_doc->undoStack().undo();
        QCOMPARE(m_doc->deployment(kLarge)->kvOffload, KvOffload {});
        QCOMPARE(e->kvOffloadEditor()->currentData().toInt(), int(KvOffloadTier::None));
    }

    void engineConstantsFoldOut()
    {
        m_panel->setSelection({}, kLarge);
        DeploymentEditor *e = m_panel->deploymentEditor();
        QVERIFY(e->engineConstantsEditor()->isHidden());
        QCOMPARE(e->engineConstantsEditor()->deploymentId(), kLarge);
        e->engineConstantsToggle()->click();
        QVERIFY(!e->engineConstantsEditor()->isHidden());
        QCOMPARE(e->engineConstantsToggle()->text(), QStringLiteral("Hide"));
        m_panel->setSelection({}, kSmall);
        QCOMPARE(e->engineConstantsEditor()->deploymentId(), kSmall);
        m_panel->resize(340, 4000);
        m_panel->show();
        QCoreApplication::processEvents();
        const QWidget *content = m_panel->findChild<QScrollArea *>()->widget();
        QVERIFY2(content->minimumSizeHint().width() <= 340,
                 qPrintable(QString::number(content->minimumSizeHint().width())));
        saveSnapshot(m_panel->findChild<QScrollArea *>()->widget(),
                     QStringLiteral("engine-constants"));
    }

    void identicalGpusShareAColumn()
    {
        m_panel->setSelection({}, kLarge);
        const QTableWidget *table = m_panel->deploymentEditor()->figures()->memoryTable();
        QCOMPARE(table->columnCount(), 1); // TP2: both GPUs hold the same
        QCOMPARE(table->horizontalHeaderItem(0)->text(), QStringLiteral("GPUs 0–1"));

        ParallelismEditor *p = m_panel->deploymentEditor()->parallelismEditor();
        p->pipelineParallelEditor()->setValue(2); // rejected: TP2 x PP2 on 2 GPUs
        p->tensorParallelEditor()->setValue(1); // PP2: the stages differ (embeddings, lm_head)
        QCOMPARE(m_doc->configuration(kLargeConfig)->pipelineParallel, 2);
        const auto memory = memoryOf(*m_doc, kLarge);
        QCOMPARE(memory->perGpu.size(), 2);
        QVERIFY(memory->perGpu[0].weights.bytes != memory->perGpu[1].weights.bytes);
        QCOMPARE(table->columnCount(), 2);
        QCOMPARE(table->horizontalHeaderItem(1)->text(), QStringLiteral("GPU 1"));
        for (int gpu = 0; gpu < 2; ++gpu) {
            QCOMPARE(table->item(0, gpu)->text(), Display::gib(memory->perGpu[gpu].weights.bytes));
            QCOMPARE(table->item(0, gpu)->toolTip(), memory->perGpu[gpu].weights.explanation.text());
        }
    }

    void contextSliderDragIsOneUndoStep()
    {
        m_panel->setSelection({}, kSmall);
        SliderSpinBox *context = m_panel->deploymentEditor()->workloadEditor()->contextEditor();
        QCOMPARE(context->value(), 8192);
        const QString kvBefore = memoryCell(*m_panel, QStringLiteral("kv_cache"));
        QCOMPARE(kvBefore, Display::gib(memoryOf(*m_doc, kSmall)->perGpu[0].kvCache.bytes));

        QSlider *slider = context->slider();
        const int start = slider->value();
        QCOMPARE(context->steps().value(start), 8192);
        for (int step = 1; step <= 5; ++step)
            slider->setValue(start + step);
        QCOMPARE(m_doc->undoStack().count(), 1);
        const int expected = context->steps().value(start + 5);
        QCOMPARE(expected, 20480); // 8,192 -> 10,240 -> 12,288 -> 14,336 -> 16,384 -> 20,480
        QCOMPARE(m_doc->deployment(kSmall)->workload.contextTokens, expected);
        QCOMPARE(context->spinBox()->value(), expected);
        const auto after = memoryOf(*m_doc, kSmall);
        const QString kvAfter = memoryCell(*m_panel, QStringLiteral("kv_cache"));
        QCOMPARE(kvAfter, Display::gib(after->perGpu[0].kvCache.bytes));
        QVERIFY(kvAfter != kvBefore);

        m_doc->undoStack().undo();
        QCOMPARE(m_doc->deployment(kSmall)->workload.contextTokens, 8192);
        QCOMPARE(context->value(), 8192);
        QCOMPARE(slider->value(), start);
        QCOMPARE(memoryCell(*m_panel, QStringLiteral("kv_cache")), kvBefore);
        QCOMPARE(m_panel->deploymentId(), kSmall);

        m_doc->undoStack().redo();
        QCOMPARE(context->value(), expected);
        QCOMPARE(memoryCell(*m_panel, QStringLiteral("kv_cache")), kvAfter);
    }

    void whileDraggingTheAnswersFollowWhenTheSliderRests()
    {
        m_panel->setSelection({}, kLarge);
        WorkloadEditor *w = m_panel->deploymentEditor()->workloadEditor();
        DeploymentFigures *f = m_panel->deploymentEditor()->figures();
        QLabel *maxContextValue = f->value(QStringLiteral("maxContext"));
        const QString before = maxContextValue->text();
        QSlider *slider = w->sequencesEditor()->slider();
        slider->setSliderDown(true);
        slider->setValue(slider->value() + 4); // 32 -> 64 sequences
        QCOMPARE(m_doc->deployment(kLarge)->workload.concurrentSequences, 64);
        const DeploymentEstimate e = estimateDeployment(m_doc->catalog(), m_doc->project(),
                                                        *m_doc->deployment(kLarge));
        QCOMPARE(memoryCell(*m_panel, QStringLiteral("kv_cache")),
                 Display::gib(e.memory->perGpu[0].kvCache.bytes)); // at once
        QVERIFY(e.maxContext.has_value());
        const QString expected = Display::tokens(e.maxContext->value);
        QVERIFY(expected != before);
        QTRY_COMPARE(maxContextValue->text(), expected); // once the slider rests
        slider->setValue(slider->value() + 1);
        slider->setSliderDown(false); // let go: everything current at once
        const DeploymentEstimate released = estimateDeployment(m_doc->catalog(), m_doc->project(),
                                                               *m_doc->deployment(kLarge));
        QCOMPARE(maxContextValue->text(), Display::tokens(released.maxContext->value));
        QCOMPARE(m_doc->undoStack().count(), 1);
    }

    void releasingTheSliderEndsTheUndoStep()
    {
        m_panel->setSelection({}, kSmall);
        SliderSpinBox *sequences = m_panel->deploymentEditor()->workloadEditor()->sequencesEditor();
        sequences->slider()->setValue(sequences->slider()->value() + 1);
        emit sequences->slider()->sliderReleased();
        sequences->slider()->setValue(sequences->slider()->value() + 1);
        QCOMPARE(m_doc->undoStack().count(), 2);
        QCOMPARE(m_doc->deployment(kSmall)->workload.concurrentSequences, 6); // 4 -> 5 -> 6
    }

    void spinBoxMovesTheSliderToTheNearestStep()
    {
        m_panel->setSelection({}, kSmall);
        SliderSpinBox *context = m_panel->deploymentEditor()->workloadEditor()->contextEditor();
        context->spinBox()->setValue(9000);
        QCOMPARE(m_doc->deployment(kSmall)->workload.contextTokens, 9000);
        QCOMPARE(context->steps().value(context->slider()->value()), 8192);
        QCOMPARE(context->steps().first(), 512);
        QCOMPARE(context->steps().last(),
                 int(m_doc->catalog().model(QStringLiteral("llama-3.1-8b"))->maxContext));
    }

    void qloraShowsTrainingEditors()
    {
        m_panel->setSelection({}, kSmall);
        DeploymentEditor *e = m_panel->deploymentEditor();
        activate(e->modeEditor(), int(DeploymentMode::Qlora));
        QCOMPARE(m_doc->deployment(kSmall)->mode, DeploymentMode::Qlora);
        QCOMPARE(m_doc->deployment(kSmall)->weights, WeightFormat::Nf4); // QLoRA's base
        QCOMPARE(e->weightsEditor()->currentData().toInt(), int(WeightFormat::Nf4));
        QCOMPARE(m_doc->undoStack().count(), 1);
        QVERIFY(e->workloadEditor()->isHidden());
        TrainingEditor *t = e->trainingEditor();
        QVERIFY(!t->isHidden());
        QVERIFY(!t->loraRankEditor()->isHidden());
        QVERIFY(!t->loraTargetsEditor()->isHidden());
        const TrainingSettings defaults;
        QCOMPARE(t->loraRankEditor()->value(), defaults.loraRank);
        QCOMPARE(t->sequenceEditor()->value(), defaults.sequenceTokens);
        QCOMPARE(t->optimizerEditor()->currentData().toInt(), int(defaults.optimizer));
        QCOMPARE(t->zeroStageEditor()->currentData().toInt(), defaults.zeroStage);
        DeploymentFigures *f = e->figures();
        // the serving answers and the speed give way to the training answers
        QVERIFY(!f->value(QStringLiteral("maxSequences"))->isVisibleTo(m_panel.get()));
        QVERIFY(!f->value(QStringLiteral("maxContext"))->isVisibleTo(m_panel.get()));
        QVERIFY(!f->value(QStringLiteral("minGpus"))->isVisibleTo(m_panel.get()));
        QVERIFY(f->speedSection()->isHidden());
        checkTrainingAnswers(kSmall);
        checkMemoryTable(kSmall);

        t->loraRankEditor()->setValue(64);
        QCOMPARE(m_doc->deployment(kSmall)->training.loraRank, 64);
        t->checkpointingEditor()->setChecked(true);
        QVERIFY(m_doc->deployment(kSmall)->training.gradientCheckpointing);
        activate(t->zeroStageEditor(), 3);
        QCOMPARE(m_doc->deployment(kSmall)->training.zeroStage, 3);
        checkMemoryTable(kSmall);
        checkTrainingAnswers(kSmall);

        activate(e->modeEditor(), int(DeploymentMode::FullFineTune));
        QVERIFY(t->loraRankEditor()->isHidden()); // LoRA settings are for LoRA modes only
        QCOMPARE(m_doc->deployment(kSmall)->weights, WeightFormat::Bf16); // trainable weights
        checkMemoryTable(kSmall); // fp32 master weights, gradients and AdamW states
        QVERIFY(!memoryCell(*m_panel, memoryPartId(MemoryPartKind::OptimizerStates)).isNull());
        QVERIFY(!memoryCell(*m_panel, memoryPartId(MemoryPartKind::Gradients)).isNull());
        checkTrainingAnswers(kSmall);
        activate(t->offloadEditor(), int(TrainingOffload::All));
        const auto offloaded = memoryOf(*m_doc, kSmall); // ZeRO 3 with everything offloaded
        QVERIFY(offloaded.has_value());
        QVERIFY(offloaded->hostBytes > 0);
        const QLabel *host = e->figures()->findChild<QLabel *>(QStringLiteral("hostMemory"));
        QVERIFY(!host->isHidden());
        QCOMPARE(host->text(), QStringLiteral("Host RAM: ") + Display::gib(offloaded->hostBytes));

        // the dataset: its training time on the configuration (docs/fine-tuning.md "Time")
        QCOMPARE(f->value(QStringLiteral("trainingTime"))->text(), QStringLiteral("—"));
        t->datasetTokensEditor()->setValue(100); // millions of tokens
        t->epochsEditor()->setValue(2);
        QCOMPARE(m_doc->deployment(kSmall)->training.datasetTokens, 1e8);
        QCOMPARE(m_doc->deployment(kSmall)->training.epochs, 2.0);
        {
            const DeploymentEstimate est = estimateDeployment(m_doc->catalog(), m_doc->project(),
                                                              *m_doc->deployment(kSmall));
            const auto time = estimateTrainingTime(*est.model, countParameters(*est.model),
                                                   *est.gpu, est.deployment.mode,
                                                   est.deployment.training,
                                                   est.configuration.gpuCount, 2e8, 0.4,
                                                   est.configuration.tensorParallel,
                                                   est.configuration.pipelineParallel);
            QVERIFY(time);
            QVERIFY(f->value(QStringLiteral("trainingTime"))->isVisibleTo(m_panel.get()));
            QCOMPARE(f->value(QStringLiteral("trainingTime"))->text(),
                     QStringLiteral("%1 h for %2 tokens")
                             .arg(Display::number(time->hours(), time->hours() < 10 ? 2 : 1),
                                  Display::number(2e8)));
        }

        while (m_doc->undoStack().canUndo())
            m_doc->undoStack().undo();
        QCOMPARE(*m_doc->deployment(kSmall), sampleProject().deployments.first());
        QVERIFY(!e->workloadEditor()->isHidden());
        QVERIFY(t->isHidden());
    }

    void maxBatchIsTheSolversAnswer()
    {
        m_panel->setSelection({}, kLarge);
        const Deployment d = *m_doc->deployment(kLarge);
        const auto model = m_doc->catalog().model(d.modelId);
        const auto gpu = m_doc->catalog().gpu(QStringLiteral("h100-sxm-80gb"));
        const Configuration config = *m_doc->configuration(kLargeConfig);
        const auto answer = maxConcurrentSequences(*model, *gpu, config, d,
                                                   defaultEngineProfile(d.engine));
        QVERIFY(answer.has_value());
        QVERIFY(answer->value > 0);
        DeploymentFigures *f = m_panel->deploymentEditor()->figures();
        QCOMPARE(f->value(QStringLiteral("maxSequences"))->text(), Display::integer(answer->value));
        QLabel *binding = f->binding(QStringLiteral("maxSequences"));
        QVERIFY(!binding->isHidden());
        QVERIFY(binding->text().contains(bindingConstraintName(answer->binding)));
        QVERIFY(binding->font().bold());
        QCOMPARE(binding->backgroundRole(), QPalette::Highlight);

        const auto context = maxContext(*model, *gpu, config, d, defaultEngineProfile(d.engine));
        QCOMPARE(f->value(QStringLiteral("maxContext"))->text(), Display::tokens(context->value));
        const MinGpusAnswer fewest = minGpus(*model, *gpu, d, defaultEngineProfile(d.engine));
        QVERIFY(f->value(QStringLiteral("minGpus"))
                        ->text()
                        .contains(QStringLiteral("TP %1 × PP %2")
                                          .arg(fewest.tensorParallel)
                                          .arg(fewest.pipelineParallel)));

        // the answer is at this context: more sequences in the workload do not change it
        m_panel->deploymentEditor()->workloadEditor()->sequencesEditor()->spinBox()->setValue(64);
        QCOMPARE(f->value(QStringLiteral("maxSequences"))->text(), Display::integer(answer->value));
    }

    void speedFiguresFollowTheEstimate()
    {
        m_panel->setSelection({}, kLarge);
        const DeploymentEstimate e = estimateDeployment(m_doc->catalog(), m_doc->project(),
                                                        *m_doc->deployment(kLarge));
        DeploymentFigures *f = m_panel->deploymentEditor()->figures();
        if (!e.speed) {
            QCOMPARE(f->value(QStringLiteral("ttft"))->text(), QStringLiteral("—"));
            QCOMPARE(f->value(QStringLiteral("total"))->text(), QStringLiteral("—"));
            QCOMPARE(f->findChild<QLabel *>(QStringLiteral("speedNote"))->text(),
                     e.speed.error().message);
            return;
        }
        QCOMPARE(f->value(QStringLiteral("ttft"))->text(), Display::seconds(e.speed->ttftSeconds));
        QCOMPARE(f->value(QStringLiteral("tpot"))->text(), Display::seconds(e.speed->tpotSeconds));
        QCOMPARE(f->value(QStringLiteral("total"))->text(),
                 Display::tokensPerSecond(e.speed->throughputTokensPerSecond));
        QCOMPARE(f->value(QStringLiteral("bound"))->text(), performanceBoundName(e.speed->bound));
        QVERIFY(!f->value(QStringLiteral("replicasForRate"))->isVisibleTo(m_panel.get()));
        m_panel->deploymentEditor()->workloadEditor()->requestRateEditor()->setValue(20);
        QCOMPARE(m_doc->deployment(kLarge)->workload.requestsPerSecond, 20.0);
        const DeploymentEstimate rated = estimateDeployment(m_doc->catalog(), m_doc->project(),
                                                            *m_doc->deployment(kLarge));
        QVERIFY(rated.speed->replicasForTargetRate > 0);
        QVERIFY(f->value(QStringLiteral("replicasForRate"))->isVisibleTo(m_panel.get()));
        QCOMPARE(f->value(QStringLiteral("replicasForRate"))->text(),
                 DeploymentFigures::tr("%n replica(s)", "", rated.speed->replicasForTargetRate));
        m_doc->undoStack().undo();
        if (e.speed->costPerMillionOutputTokens)
            QCOMPARE(f->value(QStringLiteral("cost"))->text(),
                     Display::money(*e.speed->costPerMillionOutputTokens,
                                    m_doc->project().cost.currency));
    }

    /** A second model on the same GPUs: the inspector shows the speeds beside it (the
     *  evaluation's, each step waiting for the other's), says so, and its percentiles come
     *  from the simulation with the same wait. */
    void sharedGpusSlowTheFigures()
    {
        m_panel->setSelection({}, kLarge);
        DeploymentFigures *f = m_panel->deploymentEditor()->figures();
        const DeploymentEstimate alone = estimateDeployment(m_doc->catalog(), m_doc->project(),
                                                            *m_doc->deployment(kLarge));
        QVERIFY(alone.speed);
        QCOMPARE(f->value(QStringLiteral("tpot"))->text(),
                 Display::seconds(alone.speed->tpotSeconds));
        Deployment other = *m_doc->deployment(kLarge);
        other.id = QStringLiteral("beside");
        other.modelId = QStringLiteral("qwen3-4b");
        other.workload.concurrentSequences = 4;
        m_doc->undoStack().push(new AddDeployment(*m_doc, other));
        const QList<ConfigurationEvaluation> all = evaluateProject(m_doc->catalog(),
                                                                   m_doc->project());
        const DeploymentEstimate *shared = nullptr;
        for (const ConfigurationEvaluation &v : all)
            if (const DeploymentEstimate *e = v.deployment(kLarge))
                shared = e;
        QVERIFY(shared && shared->speed);
        const SpeedEstimate &t = *shared->speed;
        QVERIFY(t.tpotSeconds > alone.speed->tpotSeconds);
        QCOMPARE(t.tpotAloneSeconds, alone.speed->tpotSeconds);
        QCOMPARE(f->value(QStringLiteral("tpot"))->text(), Display::seconds(t.tpotSeconds));
        QCOMPARE(f->value(QStringLiteral("ttft"))->text(), Display::seconds(t.ttftSeconds));
        QCOMPARE(f->value(QStringLiteral("total"))->text(),
                 Display::tokensPerSecond(t.throughputTokensPerSecond));
        const QString note = f->findChild<QLabel *>(QStringLiteral("speedNote"))->text();
        QVERIFY2(note.contains(QStringLiteral("qwen3-4b"))
                         && note.contains(Display::seconds(t.tpotAloneSeconds)),
                 qPrintable(note));
        f->finishSimulation();
        const auto speed = simulateDeploymentLoad(*shared);
        QVERIFY(speed && speed->simulated);
        QCOMPARE(speed->tpotSeconds, t.tpotSeconds);
        QVERIFY(f->value(QStringLiteral("percentiles"))
                        ->text()
                        .contains(Display::seconds(speed->percentiles()->tpot.p50)));
        // undone: alone again, and the note is gone
        m_doc->undoStack().undo();
        QCOMPARE(f->value(QStringLiteral("tpot"))->text(),
                 Display::seconds(alone.speed->tpotSeconds));
        QVERIFY(!f->findChild<QLabel *>(QStringLiteral("speedNote"))
                         ->text()
                         .contains(QStringLiteral("qwen3-4b")));
    }

    void loadEditorAndSimulatedPercentiles()
    {
        m_panel->setSelection({}, kLarge);
        WorkloadEditor *w = m_panel->deploymentEditor()->workloadEditor();
        DeploymentFigures *f = m_panel->deploymentEditor()->figures();
        QCOMPARE(w->loadEditor()->currentData().toInt(), int(LoadKind::ClosedLoop));
        QVERIFY(!w->arrivalRateEditor()->isEnabled()); // a closed loop has users, not a rate
        // the percentiles come from the same simulation the CLI runs (seed 1, 10,000 requests)
        f->finishSimulation();
        const DeploymentEstimate estimate = estimateDeployment(m_doc->catalog(), m_doc->project(),
                                                               *m_doc->deployment(kLarge));
        const auto speed = simulateDeploymentLoad(estimate);
        QVERIFY(speed && speed->simulated);
        const auto expected = speed->percentiles();
        QVERIFY(expected && expected->completed == 10000);
        // around the means the inspector shows, with the simulation's spread
        QCOMPARE(expected->ttft.mean, estimate.speed->ttftSeconds);
        QCOMPARE(expected->ttft.p99 / expected->ttft.mean,
                 speed->simulated->ttft.p99 / speed->simulated->ttft.mean);
        QCOMPARE(expected->tpot.p50 / expected->tpot.mean,
                 speed->simulated->tpot.p50 / speed->simulated->tpot.mean);
        const QString percentiles = f->value(QStringLiteral("percentiles"))->text();
        QVERIFY2(percentiles.contains(Display::seconds(expected->ttft.p99)),
                 qPrintable(percentiles));
        QVERIFY(percentiles.contains(Display::seconds(expected->tpot.p50)));

        // switching to an open loop is one undo step and starts from a rate
        const int steps = m_doc->undoStack().count();
        w->loadEditor()->setCurrentIndex(w->loadEditor()->findData(int(LoadKind::OpenLoop)));
        emit w->loadEditor()->activated(w->loadEditor()->currentIndex());
        const Workload open = m_doc->deployment(kLarge)->workload;
        QCOMPARE(open.load, LoadKind::OpenLoop);
        QCOMPARE(open.arrivalRate, 1.0);
        QCOMPARE(m_doc->undoStack().count(), steps + 1);
        QVERIFY(w->arrivalRateEditor()->isEnabled());
        w->arrivalRateEditor()->setValue(3);
        QCOMPARE(m_doc->deployment(kLarge)->workload.arrivalRate, 3.0);
        const DeploymentEstimate atRate = estimateDeployment(m_doc->catalog(), m_doc->project(),
                                                             *m_doc->deployment(kLarge));
        QVERIFY(atRate.speed);
        QCOMPARE(atRate.speed->requestsPerSecond, 3.0);
        QCOMPARE(f->value(QStringLiteral("ttft"))->text(),
                 Display::seconds(atRate.speed->ttftSeconds));
        // uniform output lengths get a spread to start from
        w->outputDistributionEditor()->setCurrentIndex(
                w->outputDistributionEditor()->findData(int(LengthDistribution::Kind::Uniform)));
        emit w->outputDistributionEditor()->activated(w->outputDistributionEditor()->currentIndex());
        QCOMPARE(m_doc->deployment(kLarge)->workload.outputSpread, 0.5);
        QVERIFY(w->outputSpreadEditor()->isEnabled());
        QCOMPARE(w->outputSpreadEditor()->value(), 50.0);
        m_doc->undoStack().setIndex(steps);
        QCOMPARE(m_doc->deployment(kLarge)->workload.load, LoadKind::ClosedLoop);
        QCOMPARE(m_doc->deployment(kLarge)->workload.outputKind, LengthDistribution::Kind::Fixed);
        QCOMPARE(w->loadEditor()->currentData().toInt(), int(LoadKind::ClosedLoop));
    }

    void expertParallelSpinBoxesForMoeModels()
    {
        // Llama-3.1-70B is dense: EP and DP do not apply
        m_panel->setSelection(kLargeConfig, {});
        ParallelismEditor *p = m_panel->configurationEditor()->parallelismEditor();
        QVERIFY(!p->expertParallelEditor()->isEnabled());
        QVERIFY(!p->dataParallelAttentionEditor()->isEnabled());

        // DeepSeek-V3 (256 routed experts, MLA) on 8 H200 with SGLang
        const QString config = QStringLiteral("sample-h200x8");
        const QString v3 = QStringLiteral("sample-deepseek-v3");
        m_panel->setSelection({}, v3);
        p = m_panel->deploymentEditor()->parallelismEditor();
        QVERIFY(p->expertParallelEditor()->isEnabled());
        QVERIFY(p->dataParallelAttentionEditor()->isEnabled());
        QCOMPARE(p->expertParallelEditor()->value(), 1);
        const auto before = memoryOf(*m_doc, v3);
        const QString kvBefore = memoryCell(*m_panel, QStringLiteral("kv_cache"));

        p->expertParallelEditor()->setValue(8);
        QCOMPARE(m_doc->configuration(config)->expertParallel, 8);
        QCOMPARE(m_doc->undoStack().count(), 1);
        p->dataParallelAttentionEditor()->setValue(8);
        QCOMPARE(m_doc->configuration(config)->dataParallelAttention, 8);
        QCOMPARE(m_doc->undoStack().count(), 2);
        // MLA's latent cache is not split by heads: each DP rank holds its 8 of the 64 sequences
        const auto after = memoryOf(*m_doc, v3);
        QCOMPARE(after->perGpu[0].kvCache.bytes * 8, before->perGpu[0].kvCache.bytes);
        QCOMPARE(memoryCell(*m_panel, QStringLiteral("kv_cache")),
                 Display::gib(after->perGpu[0].kvCache.bytes));
        QVERIFY(memoryCell(*m_panel, QStringLiteral("kv_cache")) != kvBefore);

        p->expertParallelEditor()->setValue(3); // does not divide TP 8: refused, nothing pushed
        QVERIFY(!p->problemLabel()->isHidden());
        QCOMPARE(m_doc->undoStack().count(), 2);
        QCOMPARE(m_doc->configuration(config)->expertParallel, 8);

        m_doc->undoStack().undo(); // one step takes DP back
        QCOMPARE(m_doc->configuration(config)->dataParallelAttention, 1);
        QCOMPARE(m_doc->configuration(config)->expertParallel, 8);
        QCOMPARE(p->dataParallelAttentionEditor()->value(), 1);
        QCOMPARE(memoryCell(*m_panel, QStringLiteral("kv_cache")), kvBefore);
        m_doc->undoStack().undo();
        QCOMPARE(m_doc->configuration(config)->expertParallel, 1);
        QCOMPARE(p->expertParallelEditor()->value(), 1);
    }

    void invalidParallelismShowsWhyAndPushesNothing()
    {
        m_panel->setSelection(kLargeConfig, {});
        ConfigurationEditor *c = m_panel->configurationEditor();
        ParallelismEditor *p = c->parallelismEditor();
        QLabel *problem = p->problemLabel();
        QVERIFY(problem->isHidden());

        p->tensorParallelEditor()->setValue(4); // 4 does not divide 2 GPUs
        QVERIFY(!problem->isHidden());
        QVERIFY(problem->text().contains(QStringLiteral("does not divide 2 GPUs")));
        QCOMPARE(m_doc->undoStack().count(), 0);
        QCOMPARE(m_doc->configuration(kLargeConfig)->tensorParallel, 2);

        p->gpuCountEditor()->setValue(4); // the draft TP 4 on 4 GPUs splits Llama's 64 heads
        QVERIFY(problem->isHidden());
        QCOMPARE(m_doc->undoStack().count(), 1);
        QCOMPARE(m_doc->configuration(kLargeConfig)->gpuCount, 4);
        QCOMPARE(m_doc->configuration(kLargeConfig)->tensorParallel, 4);

        p->gpuCountEditor()->setValue(12);
        QCOMPARE(m_doc->configuration(kLargeConfig)->gpuCount, 12);
        const int steps = m_doc->undoStack().count();
        p->tensorParallelEditor()->setValue(3); // divides 12 GPUs, not 64 attention heads
        QVERIFY(!problem->isHidden());
        QVERIFY2(problem->text().startsWith(QStringLiteral("Llama-3.1-70B: ")),
                 qPrintable(problem->text()));
        QVERIFY(problem->text().contains(QStringLiteral("64 attention heads")));
        QCOMPARE(m_doc->undoStack().count(), steps);
        QCOMPARE(m_doc->configuration(kLargeConfig)->tensorParallel, 4);
        QCOMPARE(p->tensorParallelEditor()->value(), 3); // the rejected draft stays to be fixed
        Deployment other = *m_doc->deployment(kSmall); // an edit elsewhere keeps the draft
        other.workload.concurrentSequences = 8;
        m_doc->undoStack().push(new ChangeDeployment(*m_doc, other));
        QCOMPARE(p->tensorParallelEditor()->value(), 3);
        QVERIFY(!problem->isHidden());
        m_doc->undoStack().undo();

        m_doc->undoStack().undo();
        QVERIFY(problem->isHidden());
        QCOMPARE(p->tensorParallelEditor()->value(),
                 m_doc->configuration(kLargeConfig)->tensorParallel);
    }

    void aSplitThatNoLongerWorksIsExplainedOnLoad()
    {
        Project p = sampleProject();
        p.configurations[1].gpuCount = 6; // Llama-3.1-70B's 64 heads do not split 6 ways
        p.configurations[1].tensorParallel = 6;
        m_doc->resetProject(p);
        m_panel->setSelection(kLargeConfig, {});
        QLabel *problem = m_panel->configurationEditor()->parallelismEditor()->problemLabel();
        QVERIFY(!problem->isHidden());
        QVERIFY(problem->text().contains(QStringLiteral("64 attention heads")));
        QCOMPARE(m_doc->undoStack().count(), 0);
        m_panel->configurationEditor()->parallelismEditor()->tensorParallelEditor()->setValue(2);
        QVERIFY(problem->isHidden());
        QCOMPARE(m_doc->configuration(kLargeConfig)->replicas(), 3);
    }

    void editsElsewhereShowAtOnce()
    {
        m_panel->setSelection({}, kLarge);
        DeploymentEditor *e = m_panel->deploymentEditor();
        Configuration c = *m_doc->configuration(kLargeConfig); // as the board would
        c.gpuId = QStringLiteral("h200-sxm-141gb");
        m_doc->undoStack().push(new ChangeConfiguration(*m_doc, c));
        QVERIFY(e->title()->text().endsWith(
                m_doc->catalog().gpu(QStringLiteral("h200-sxm-141gb"))->name));
        checkMemoryTable(kLarge);

        CostAssumptions cost = m_doc->project().cost;
        cost.onDemandPricePerGpuHour *= 2;
        m_doc->undoStack().push(new ChangeCostAssumptions(*m_doc, cost));
        const DeploymentEstimate priced = estimateDeployment(m_doc->catalog(), m_doc->project(),
                                                             *m_doc->deployment(kLarge));
        QVERIFY(priced.speed && priced.speed->costPerMillionOutputTokens);
        QCOMPARE(e->figures()->value(QStringLiteral("cost"))->text(),
                 Display::money(*priced.speed->costPerMillionOutputTokens, cost.currency));
    }

    void disaggregatedServingSection()
    {
        m_panel->setSelection({}, kLarge);
        DisaggregationEditor *e = m_panel->deploymentEditor()->disaggregationEditor();
        DeploymentFigures *f = m_panel->deploymentEditor()->figures();
        QVERIFY(e->isVisibleTo(m_panel.get()));
        QVERIFY(!e->prefillReplicasEditor()->isVisibleTo(m_panel.get()));
        QVERIFY(!f->value(QStringLiteral("pools"))->isVisibleTo(m_panel.get()));
        const int steps = m_doc->undoStack().count();
        // turning it on is one undo step: one prefill replica on the configuration's GPU
        e->onEditor()->click();
        QCOMPARE(m_doc->undoStack().count(), steps + 1);
        QCOMPARE(m_doc->deployment(kLarge)->disaggregation, (Disaggregation {true, 1, {}, 0}));
        QVERIFY(e->prefillReplicasEditor()->isVisibleTo(m_panel.get()));
        QVERIFY(e->decodeReplicasLabel()->text().contains(QStringLiteral("1 replica")));
        QVERIFY2(m_panel->deploymentEditor()->title()->text().endsWith(
                         QStringLiteral("+ 2 × H100 SXM5 80GB for prefill")),
                 qPrintable(m_panel->deploymentEditor()->title()->text()));
        // the spin box's steps merge into one undo step
        e->prefillReplicasEditor()->setValue(2);
        e->prefillReplicasEditor()->setValue(3);
        QCOMPARE(m_doc->deployment(kLarge)->disaggregation.prefillReplicas, 3);
        QCOMPARE(m_doc->undoStack().count(), steps + 2);
        QComboBox *gpu = e->prefillGpuEditor();
        const int h200 = gpu->findData(QStringLiteral("h200-sxm-141gb"));
        QVERIFY(h200 > 0);
        QCOMPARE(gpu->findData(kLargeConfig), -1); // the decode GPU is "same as decode"
        gpu->setCurrentIndex(h200);
        emit gpu->activated(h200);
        QCOMPARE(m_doc->deployment(kLarge)->disaggregation.prefillGpuId,
                 QStringLiteral("h200-sxm-141gb"));
        QCOMPARE(m_doc->undoStack().count(), steps + 3);
        // the figures name the binding pool, as the evaluation does
        const DeploymentEstimate estimate = estimateDeployment(m_doc->catalog(), m_doc->project(),
                                                               *m_doc->deployment(kLarge));
        QVERIFY2(estimate.speed,
                 qPrintable(estimate.speed ? QString() : estimate.speed.error().message));
        const DisaggregationEstimate &pools = *estimate.speed->disaggregation;
        QCOMPARE(pools.prefillGpuId, QStringLiteral("h200-sxm-141gb"));
        QCOMPARE(pools.prefillReplicas, 3);
        QVERIFY(f->value(QStringLiteral("pools"))->isVisibleTo(m_panel.get()));
        QVERIFY(f->value(QStringLiteral("pools"))
                        ->text()
                        .contains(disaggregationPoolName(pools.binding)));
        QVERIFY(e->figuresLabel()->text().contains(disaggregationPoolName(pools.binding)));
        QCOMPARE(f->value(QStringLiteral("ttft"))->text(),
                 Display::seconds(estimate.speed->ttftSeconds));
        // undo: back to the same GPU, then to aggregated serving
        m_doc->undoStack().undo();
        QCOMPARE(m_doc->deployment(kLarge)->disaggregation.prefillGpuId, QString());
        QCOMPARE(gpu->currentIndex(), 0);
        m_doc->undoStack().setIndex(steps);
        QCOMPARE(m_doc->deployment(kLarge)->disaggregation, Disaggregation {});
        QVERIFY(!e->onEditor()->isChecked());
        QVERIFY(!e->prefillReplicasEditor()->isVisibleTo(m_panel.get()));
        QVERIFY(!f->value(QStringLiteral("pools"))->isVisibleTo(m_panel.get()));
    }

    void engineSettingsSection()
    {
        // the sample's 70B on vLLM, 2 x H100: the engine's own defaults for that GPU are shown,
        // each setting is one undo step that the estimate follows
        m_panel->setSelection({}, kLarge);
        EngineSettingsEditor *e = m_panel->deploymentEditor()->engineSettingsEditor();
        QVERIFY(e->isVisibleTo(m_panel.get()));
        QCOMPARE(e->versionEditor()->currentText(), QStringLiteral("Newest (0.21)"));
        QCOMPARE(e->tokensEditor()->text(), QStringLiteral("Engine default (8192)"));
        QCOMPARE(e->sequencesEditor()->text(), QStringLiteral("Engine default (1024)"));
        const QString note = m_panel->findChild<QLabel *>(QStringLiteral("memoryFractionNote"))
                                     ->text();
        QVERIFY2(note.contains(Display::percent(0.92)) && note.contains(u"vLLM 0.21"),
                 qPrintable(note));
        const qint64 before = memoryOf(*m_doc, kLarge)->perGpu.first().activations.bytes;
        const int steps = m_doc->undoStack().count();
        e->tokensEditor()->setValue(2048);
        QCOMPARE(m_doc->deployment(kLarge)->engineSettings.maxBatchedTokens, 2048);
        QCOMPARE(m_doc->undoStack().count(), steps + 1);
        e->sequencesEditor()->setValue(64); // a smaller sampler run: a smaller profiled peak
        QCOMPARE(m_doc->deployment(kLarge)->engineSettings.maxSequences, 64);
        QVERIFY(memoryOf(*m_doc, kLarge)->perGpu.last().activations.bytes < before);
        const int v011 = e->versionEditor()->findData(QStringLiteral("0.11"));
        QVERIFY(v011 > 0);
        e->versionEditor()->setCurrentIndex(v011);
        emit e->versionEditor()->activated(v011);
        QCOMPARE(m_doc->deployment(kLarge)->engineSettings.version, QStringLiteral("0.11"));
        QVERIFY(m_panel->findChild<QLabel *>(QStringLiteral("memoryFractionNote"))
                        ->text()
                        .contains(Display::percent(0.9)));
        e->eagerEditor()->click();
        QVERIFY(m_doc->deployment(kLarge)->engineSettings.eager);
        QCOMPARE(memoryOf(*m_doc, kLarge)->perGpu.first().runtime.bytes,
                 qint64(0.13 * (qint64(1) << 30)) + (qint64(87) << 30) / 100);
        m_doc->undoStack().setIndex(steps);
        QVERIFY(m_doc->deployment(kLarge)->engineSettings.isDefault());
        QCOMPARE(e->tokensEditor()->value(), 0);
        QCOMPARE(memoryOf(*m_doc, kLarge)->perGpu.first().activations.bytes, before);
    }

    void deploymentEditsItsConfiguration()
    {
        m_panel->setSelection({}, kLarge);
        ParallelismEditor *p = m_panel->deploymentEditor()->parallelismEditor();
        p->gpuCountEditor()->setValue(4);
        QCOMPARE(m_doc->configuration(kLargeConfig)->gpuCount, 4);
        QCOMPARE(m_doc->configuration(kLargeConfig)->replicas(), 2);
        QVERIFY(m_panel->deploymentEditor()->title()->text().contains(QStringLiteral("4 × ")));
        m_doc->undoStack().undo();
        QCOMPARE(p->gpuCountEditor()->value(), 2);
    }

    /** A configuration's own utilisation (an advisor plan's): shown as the project's until set;
     *  its cost follows (issue 33: one costing); the spin box's edits are one undo step. */
    void configurationUtilizationIsEditedAndCosted()
    {
        m_panel->setSelection(kLargeConfig, {});
        QSpinBox *u = m_panel->configurationEditor()->utilizationEditor();
        QCOMPARE(u->value(), u->minimum());
        QVERIFY2(u->text().contains(QStringLiteral("60")),
                 qPrintable(u->text())); // the project's 60 %
        const auto costOf = [this] {
            return configurationCost(m_doc->project(), m_doc->catalog(),
                                     *m_doc->configuration(kLargeConfig));
        };
        QCOMPARE(costOf().assumptions.utilization, 0.6);
        u->setValue(100);
        QCOMPARE(m_doc->configuration(kLargeConfig)->utilization.value_or(-1.0), 1.0);
        QCOMPARE(costOf().assumptions.utilization, 1.0);
        QCOMPARE(costOf().utilization.source, CostInputSource::Configuration);
        QCOMPARE(m_doc->undoStack().undoText(), QStringLiteral("Set utilisation to 100 %"));
        u->setValue(80);
        QCOMPARE(costOf().assumptions.utilization, 0.8);
        QCOMPARE(m_doc->undoStack().count(), 1);
        m_doc->undoStack().undo();
        QVERIFY(!m_doc->configuration(kLargeConfig)->utilization.has_value());
        QCOMPARE(u->value(), u->minimum());
        m_doc->undoStack().redo();
        u->setValue(u->minimum()); // back to the project's
        QVERIFY(!m_doc->configuration(kLargeConfig)->utilization.has_value());
    }

    /** "Paid by": the cheapest option unless one is chosen (an advisor plan's way), one undo
     *  step, and back. */
    void configurationAcquisitionIsEdited()
    {
        m_panel->setSelection(kLargeConfig, {});
        QComboBox *paid = m_panel->configurationEditor()->acquisitionEditor();
        QCOMPARE(paid->count(), 7); // the cheapest, then the six options
        QCOMPARE(paid->currentData().toString(), QString());
        const int own = paid->findData(costOptionId(CostOption::Own));
        QVERIFY(own > 0);
        QCOMPARE(paid->itemText(own), CostCurveModel::optionName(CostOption::Own));
        paid->setCurrentIndex(own);
        emit paid->activated(own);
        QVERIFY(m_doc->configuration(kLargeConfig)->acquisition == CostOption::Own);
        QCOMPARE(m_doc->undoStack().undoText(), QStringLiteral("Pay for the GPUs: Own"));
        m_doc->undoStack().undo();
        QVERIFY(!m_doc->configuration(kLargeConfig)->acquisition.has_value());
        QCOMPARE(paid->currentData().toString(), QString());
        m_doc->undoStack().redo();
        QCOMPARE(paid->currentIndex(), own);
        paid->setCurrentIndex(0);
        emit paid->activated(0);
        QVERIFY(!m_doc->configuration(kLargeConfig)->acquisition.has_value());
        QCOMPARE(m_doc->undoStack().undoText(), QStringLiteral("Pay for the GPUs the cheapest way"));
    }

    void configurationSelectionShowsItsEditors()
    {
        m_panel->setSelection(kLargeConfig, {});
        ConfigurationEditor *c = m_panel->configurationEditor();
        QVERIFY(!c->isHidden());
        QVERIFY(m_panel->deploymentEditor()->isHidden());
        QVERIFY(m_panel->emptyState()->isHidden());
        QCOMPARE(c->gpuEditor()->currentData().toString(), QStringLiteral("h100-sxm-80gb"));
        QCOMPARE(c->gpuEditor()->count(), m_doc->catalog().gpus().size());
        QCOMPARE(c->parallelismEditor()->gpuCountEditor()->value(), 2);
        QCOMPARE(c->parallelismEditor()->tensorParallelEditor()->value(), 2);
        const GpuSpec h100 = *m_doc->catalog().gpu(QStringLiteral("h100-sxm-80gb"));
        QVERIFY(c->findChild<QLabel *>(QStringLiteral("capacity"))
                        ->text()
                        .contains(Display::gib(h100.memoryBytes())));
        QVERIFY(c->findChild<QLabel *>(QStringLiteral("interconnect"))
                        ->text()
                        .contains(h100.interconnect));
        // the configuration's verdict first, then one line per deployment
        const QStringList summary = c->summary()->text().split(u'\n');
        QVERIFY2(summary.size() >= 2, qPrintable(c->summary()->text()));
        QVERIFY2(summary.at(0).startsWith(QStringLiteral("Fits: "))
                         || summary.at(0).startsWith(QStringLiteral("Does not fit: ")),
                 qPrintable(summary.at(0)));
        QVERIFY(summary.at(1).startsWith(QStringLiteral("Llama-3.1-70B, ")));

        const int h200 = c->gpuEditor()->findData(QStringLiteral("h200-sxm-141gb"));
        QVERIFY(h200 >= 0);
        c->gpuEditor()->setCurrentIndex(h200);
        emit c->gpuEditor()->activated(h200);
        QCOMPARE(m_doc->configuration(kLargeConfig)->gpuId, QStringLiteral("h200-sxm-141gb"));
        QCOMPARE(m_doc->undoStack().count(), 1);

        c->nameEditor()->setText(QStringLiteral("Chat tier"));
        emit c->nameEditor()->editingFinished();
        QCOMPARE(m_doc->configuration(kLargeConfig)->name, QStringLiteral("Chat tier"));
        QCOMPARE(c->title()->text(), QStringLiteral("Chat tier"));
        m_doc->undoStack().undo();
        m_doc->undoStack().undo();
        QCOMPARE(c->gpuEditor()->currentData().toString(), QStringLiteral("h100-sxm-80gb"));
        QVERIFY(c->nameEditor()->text().isEmpty());
    }

    void removedSelectionGoesToTheEmptyState()
    {
        m_panel->setSelection({}, kSmall);
        activate(m_panel->deploymentEditor()->weightsEditor(), int(WeightFormat::GgufQ8_0));
        m_doc->undoStack().undo();
        QCOMPARE(m_panel->deploymentId(), kSmall);
        QVERIFY(!m_panel->deploymentEditor()->isHidden());
        QCOMPARE(m_panel->deploymentEditor()->weightsEditor()->currentData().toInt(),
                 int(WeightFormat::GgufQ4_K_M));
        m_doc->undoStack().push(new RemoveDeployment(*m_doc, kSmall));
        QVERIFY(m_panel->deploymentEditor()->isHidden());
        QVERIFY(!m_panel->emptyState()->isHidden());
        QVERIFY(m_panel->deploymentId().isEmpty());
    }

    void everyEditorHasAnAccessibleName()
    {
        for (const auto &[config, deployment] :
             {std::pair(QString(), kLarge), std::pair(kLargeConfig, QString())}) {
            m_panel->setSelection(config, deployment);
            const QList<QWidget *> widgets = m_panel->findChildren<QWidget *>();
            int editors = 0;
            for (QWidget *w : widgets) {
                const bool editor = qobject_cast<QAbstractSpinBox *>(w)
                        || qobject_cast<QComboBox *>(w) || qobject_cast<QSlider *>(w)
                        || qobject_cast<QLineEdit *>(w);
                if (!editor || qobject_cast<QAbstractSpinBox *>(w->parentWidget())
                    || qobject_cast<QComboBox *>(w->parentWidget()))
                    continue; // the line edit inside a spin box or combo box
                ++editors;
                QVERIFY2(!w->accessibleName().isEmpty(), w->metaObject()->className());
            }
            QVERIFY(editors > 5);
            for (QCheckBox *box : m_panel->findChildren<QCheckBox *>())
                QVERIFY(!box->text().isEmpty());
            int mnemonics = 0;
            for (QLabel *label : m_panel->findChildren<QLabel *>()) {
                if (!label->text().contains(u'&'))
                    continue;
                ++mnemonics; // Alt+letter must reach an editor
                QVERIFY2(label->buddy(), qPrintable(label->text()));
            }
            QVERIFY(mnemonics >= 5);
        }
    }

    void mnemonicsAreUnique()
    {
        const auto check = [this](const char *what) {
            QHash<QChar, QString> seen;
            const auto add = [&](const QWidget *w, const QString &text) {
                const qsizetype amp = text.indexOf(u'&');
                if (amp < 0 || amp + 1 >= text.size() || !w->isVisibleTo(m_panel.get()))
                    return;
                const QChar key = text.at(amp + 1).toLower();
                QVERIFY2(!seen.contains(key),
                         qPrintable(QStringLiteral("%1: %2 and %3")
                                            .arg(QLatin1StringView(what), seen.value(key), text)));
                seen.insert(key, text);
            };
            for (const QLabel *label : m_panel->findChildren<QLabel *>())
                add(label, label->text());
            for (const QCheckBox *box : m_panel->findChildren<QCheckBox *>())
                add(box, box->text());
            QVERIFY(seen.size() >= 5);
        };
        m_panel->setSelection({}, kLarge);
        check("inference");
        activate(m_panel->deploymentEditor()->modeEditor(), int(DeploymentMode::Lora));
        check("training");
        m_panel->setSelection(kLargeConfig, {});
        check("configuration");
    }

    void tabOrderFollowsTheLayout_data()
    {
        QTest::addColumn<QString>("configuration");
        QTest::addColumn<QString>("deployment");
        QTest::newRow("inference") << QString() << kLarge;
        QTest::newRow("configuration") << kLargeConfig << QString();
    }

    void tabOrderFollowsTheLayout()
    {
        QFETCH(QString, configuration);
        QFETCH(QString, deployment);
        m_panel->setSelection(configuration, deployment);
        m_panel->resize(340, 4000);
        m_panel->show();
        QCoreApplication::processEvents();
        // the editors in focus-chain order; each must sit below the previous one, or to its
        // right on the same row (a slider and its spin box)
        QList<QWidget *> chain;
        QWidget *w = m_panel.get();
        do {
            w = w->nextInFocusChain();
            const bool editor = (w->focusPolicy() & Qt::TabFocus) && w->isVisible()
                    && w->isEnabled() && !qobject_cast<QAbstractSpinBox *>(w->parentWidget())
                    && !qobject_cast<QComboBox *>(w->parentWidget())
                    && !qobject_cast<QTableWidget *>(w->parentWidget());
            if (editor && m_panel->isAncestorOf(w) && !qobject_cast<QScrollArea *>(w))
                chain.append(w);
        } while (w != m_panel.get());
        QVERIFY(chain.size() >= 5);
        for (qsizetype i = 1; i < chain.size(); ++i) {
            const QRect a(chain[i - 1]->mapTo(m_panel.get(), QPoint()), chain[i - 1]->size());
            const QRect b(chain[i]->mapTo(m_panel.get(), QPoint()), chain[i]->size());
            const bool sameRow = std::abs(a.center().y() - b.center().y()) <= 10;
            QVERIFY2(sameRow ? b.x() > a.x() : b.center().y() > a.center().y(),
                     qPrintable(
                             QStringLiteral("%1 (%2) after %3 (%4)")
                                     .arg(QString::fromLatin1(chain[i]->metaObject()->className()),
                                          chain[i]->accessibleName(),
                                          QString::fromLatin1(
                                                  chain[i - 1]->metaObject()->className()),
                                          chain[i - 1]->accessibleName())));
        }
    }

    void focusedEditorScrollsIntoView()
    {
        m_panel->setSelection({}, kLarge);
        m_panel->resize(340, 300);
        m_panel->show();
        m_panel->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_panel.get()));
        QScrollArea *scroll = m_panel->findChild<QScrollArea *>();
        QCOMPARE(scroll->verticalScrollBar()->value(), 0);
        QSpinBox *pp = m_panel->deploymentEditor()->parallelismEditor()->pipelineParallelEditor();
        pp->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(pp->hasFocus());
        QVERIFY(scroll->verticalScrollBar()->value() > 0);
        const QPoint inViewport = pp->mapTo(scroll->viewport(), QPoint());
        QVERIFY(inViewport.y() >= 0);
        QVERIFY(inViewport.y() + pp->height() <= scroll->viewport()->height());
        m_panel.reset(); // deleting a panel with a focused editor is safe
    }

    void languageChangeRebuildsAndKeepsTheSelection()
    {
        m_panel->setSelection({}, kLarge);
        const QPointer<DeploymentEditor> before = m_panel->deploymentEditor();
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(m_panel.get(), &change);
        QTRY_VERIFY(before.isNull());
        DeploymentEditor *after = m_panel->deploymentEditor();
        QVERIFY(!after->isHidden());
        QCOMPARE(after->workloadEditor()->sequencesEditor()->value(), 32);
        after->workloadEditor()->sequencesEditor()->spinBox()->setValue(48);
        QCOMPARE(m_doc->deployment(kLarge)->workload.concurrentSequences, 48);
    }

    void missingCatalogEntriesDoNotBreakThePanel()
    {
        Project p = sampleProject();
        p.deployments[0].modelId = QStringLiteral("no-such-model");
        p.configurations[1].gpuId = QStringLiteral("no-such-gpu");
        m_doc->resetProject(p);
        m_panel->setSelection({}, kSmall);
        DeploymentEditor *e = m_panel->deploymentEditor();
        QVERIFY(e->title()->text().startsWith(QStringLiteral("no-such-model on ")));
        QVERIFY(e->figures()->memoryTable()->isHidden());
        const QLabel *note = e->figures()->findChild<QLabel *>(QStringLiteral("memoryNote"));
        QVERIFY(note->text().contains(QStringLiteral("no-such-model")));
        QCOMPARE(e->figures()->value(QStringLiteral("maxSequences"))->text(), QStringLiteral("—"));

        m_panel->setSelection(kLargeConfig, {});
        ConfigurationEditor *c = m_panel->configurationEditor();
        QCOMPARE(c->gpuEditor()->currentData().toString(), QStringLiteral("no-such-gpu"));
        QVERIFY(!c->findChild<QLabel *>(QStringLiteral("gpuProblem"))->isHidden());
        c->parallelismEditor()->gpuCountEditor()->setValue(4); // still editable
        QCOMPARE(m_doc->configuration(kLargeConfig)->gpuCount, 4);
    }

    void fitsANarrowDock_data()
    {
        QTest::addColumn<QString>("configuration");
        QTest::addColumn<QString>("deployment");
        QTest::newRow("inference") << QString() << kLarge;
        QTest::newRow("frontier") << QString() << QStringLiteral("sample-deepseek-v3");
        QTest::newRow("configuration") << kLargeConfig << QString();
    }

    void fitsANarrowDock()
    {
        QFETCH(QString, configuration);
        QFETCH(QString, deployment);
        m_panel->setSelection(configuration, deployment);
        m_panel->show();
        QCoreApplication::processEvents();
        const QWidget *content = m_panel->findChild<QScrollArea *>()->widget();
        QVERIFY2(content->minimumSizeHint().width() <= 340,
                 qPrintable(QString::number(content->minimumSizeHint().width())));
        // in a short dock the panel scrolls, and wrapped labels keep the height they need
        m_panel->resize(340, 300);
        QCoreApplication::processEvents();
        QVERIFY(content->width() <= 340);
        if (content->hasHeightForWidth())
            QVERIFY2(content->height() >= content->heightForWidth(content->width()),
                     qPrintable(QStringLiteral("%1 < %2")
                                        .arg(content->height())
                                        .arg(content->heightForWidth(content->width()))));
        QVERIFY(content->height() >= content->minimumSizeHint().height());
    }

    void longerTranslationsStillFit_data() { fitsANarrowDock_data(); }

    void longerTranslationsStillFit()
    {
        QFETCH(QString, configuration);
        QFETCH(QString, deployment);
        LongTranslator translator;
        QVERIFY(QCoreApplication::installTranslator(&translator));
        const QPointer<QWidget> before = m_panel->findChild<QScrollArea *>()->widget();
        QTRY_VERIFY(before.isNull()); // rebuilt in the new language
        m_panel->setSelection(configuration, deployment);
        m_panel->resize(340, 4000);
        m_panel->show();
        QCoreApplication::processEvents();
        QWidget *content = m_panel->findChild<QScrollArea *>()->widget();
        QVERIFY(m_panel->emptyState()->text().contains(QStringLiteral("żółwi")));
        const int width = content->minimumSizeHint().width();
        if (QTest::currentDataTag() == QByteArrayLiteral("inference"))
            saveSnapshot(content, QStringLiteral("long-translation"));
        QCoreApplication::removeTranslator(&translator);
        QVERIFY2(width <= 340, qPrintable(QString::number(width)));
    }

    void snapshots_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("dark");
        for (bool dark : {false, true}) {
            const QString suffix = dark ? QStringLiteral("-dark") : QStringLiteral("-light");
            QTest::newRow(qPrintable(u"deployment" + suffix)) << u"deployment" + suffix << dark;
            QTest::newRow(qPrintable(u"training" + suffix)) << u"training" + suffix << dark;
            QTest::newRow(qPrintable(u"configuration" + suffix))
                    << u"configuration" + suffix << dark;
            QTest::newRow(qPrintable(u"overflow" + suffix)) << u"overflow" + suffix << dark;
            QTest::newRow(qPrintable(u"frontier" + suffix)) << u"frontier" + suffix << dark;
        }
    }

    void snapshots()
    {
        QFETCH(QString, name);
        QFETCH(bool, dark);
        if (dark)
            m_panel->setPalette(darkPalette());
        if (name.startsWith(u"deployment")) {
            m_panel->setSelection({}, kLarge);
        } else if (name.startsWith(u"training")) {
            m_panel->setSelection({}, kSmall);
            activate(m_panel->deploymentEditor()->modeEditor(), int(DeploymentMode::Qlora));
        } else if (name.startsWith(u"frontier")) {
            m_panel->setSelection({}, QStringLiteral("sample-deepseek-v3")); // SGLang, TP8
        } else if (name.startsWith(u"overflow")) {
            m_panel->setSelection({}, kLarge); // 70B in BF16 does not fit two 80 GB GPUs
            activate(m_panel->deploymentEditor()->weightsEditor(), int(WeightFormat::Bf16));
            QVERIFY(!memoryOf(*m_doc, kLarge)->fits);
            QVERIFY(memoryCell(*m_panel, QStringLiteral("free")).endsWith(QStringLiteral(" over")));
        } else {
            m_panel->setSelection(kLargeConfig, {});
        }
        m_panel->resize(340, 4000);
        m_panel->show();
        m_panel->deploymentEditor()->figures()->finishSimulation(); // the percentiles, shown
        QCoreApplication::processEvents();
        saveSnapshot(m_panel->findChild<QScrollArea *>()->widget(), name);
    }

private:
    /** Every part the table shows is the estimate's, and every non-zero part is shown. */
    void checkMemoryTable(const QString &deploymentId)
    {
        const auto memory = memoryOf(*m_doc, deploymentId);
        QVERIFY(memory.has_value());
        for (MemoryPartKind kind : allMemoryPartKinds()) {
            const std::int64_t bytes = memory->perGpu[0].part(kind).bytes;
            const QString shown = memoryCell(*m_panel, memoryPartId(kind));
            if (bytes == 0)
                QVERIFY2(shown.isNull(), qPrintable(memoryPartId(kind)));
            else
                QCOMPARE(shown, Display::gib(bytes));
        }
        QCOMPARE(memoryCell(*m_panel, QStringLiteral("free")),
                 memory->perGpu[0].free >= 0
                         ? Display::gib(memory->perGpu[0].free)
                         : QStringLiteral("%1 over").arg(Display::gib(-memory->perGpu[0].free)));
    }

    /** The training limits are what the training solvers answer. */
    void checkTrainingAnswers(const QString &deploymentId)
    {
        const DeploymentEstimate e = estimateDeployment(m_doc->catalog(), m_doc->project(),
                                                        *m_doc->deployment(deploymentId));
        const auto engine = trainingEngineProfile(defaultEngineProfile(e.deployment.engine));
        const auto batch = maxMicroBatch(*e.model, *e.gpu, e.configuration, e.deployment, engine);
        QVERIFY(batch.has_value());
        DeploymentFigures *f = m_panel->deploymentEditor()->figures();
        QVERIFY(f->value(QStringLiteral("maxMicroBatch"))->isVisibleTo(m_panel.get()));
        QCOMPARE(f->value(QStringLiteral("maxMicroBatch"))->text(), Display::integer(batch->value));
        if (batch->binding != TrainingBinding::None)
            QCOMPARE(f->binding(QStringLiteral("maxMicroBatch"))->text(),
                     QStringLiteral("limited by ") + trainingBindingName(batch->binding));
        const auto sequence = maxTrainingSequence(*e.model, *e.gpu, e.configuration, e.deployment,
                                                  engine);
        QVERIFY(sequence.has_value());
        QCOMPARE(f->value(QStringLiteral("maxTrainingSequence"))->text(),
                 Display::tokens(sequence->value));
        const auto gpus = minTrainingGpus(*e.model, *e.gpu, e.deployment, engine);
        QVERIFY(gpus.has_value());
        QVERIFY(f->value(QStringLiteral("minTrainingGpus"))
                        ->text()
                        .contains(QStringLiteral("(TP %1 × PP %2 × DP %3)")
                                          .arg(gpus->tensorParallel)
                                          .arg(gpus->pipelineParallel)
                                          .arg(gpus->dataParallel))
                || gpus->gpus == 0);
    }

    /** The whole content, down to the last shown editor (the layout ends in a stretch), into
     *  build/tests/ui/snapshots/inspector-<name>[-200].png. */
    void saveSnapshot(QWidget *content, const QString &name)
    {
        int bottom = 0;
        for (QWidget *child : content->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
            if (child->isVisible())
                bottom = std::max(bottom, child->geometry().bottom());
        }
        QVERIFY(bottom > 0);
        const QImage image = content->grab(QRect(0, 0, content->width(), bottom + 12)).toImage();
        QVERIFY(!image.isNull());
        QCOMPARE(image.width(), qRound(340 * content->devicePixelRatioF()));
        const QString dir = QCoreApplication::applicationDirPath() + QStringLiteral("/snapshots");
        QVERIFY(QDir().mkpath(dir));
        const QString scale = content->devicePixelRatioF() > 1 ? QStringLiteral("-200") : QString();
        QVERIFY(image.save(dir + QStringLiteral("/inspector-") + name + scale
                           + QStringLiteral(".png")));
    }

    Catalog m_builtin;
    I18n::AppTranslator m_english;
    std::unique_ptr<ProjectDocument> m_doc;
    std::unique_ptr<InspectorPanel> m_panel;
};

HEADROOM_TEST_MAIN(TestInspector)
#include "tst_inspector.moc"
