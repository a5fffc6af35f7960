#include "apptranslator.h"
#include "board/boarddialogs.h"
#include "board/boardplanning.h"
#include "board/boardview.h"
#include "board/configurationcard.h"
#include "board/deploymentrow.h"
#include "board/partlegend.h"
#include "board/vrambar.h"
#include "catalog/hfconfig.h"
#include "commands/projectcommands.h"
#include "document/mimetypes.h"
#include "document/projectdocument.h"
#include "format/displayformat.h"
#include "headroomtest.h"
#include "mainwindow/mainwindow.h"
#include "store/sampleproject.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QGuiApplication>
#include <QHelpEvent>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QPushButton>
#include <QScrollBar>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QToolTip>

#include <memory>

using namespace Headroom;

namespace {

/** The tooltip shown when the mouse rests on `widget` at `pos` (the help event Qt sends). */
QString toolTipShownAt(QWidget *widget, QPoint pos)
{
    QHelpEvent help(QEvent::ToolTip, pos, widget->mapToGlobal(pos));
    QCoreApplication::sendEvent(widget, &help);
    return QToolTip::text();
}

QString html(const QString &text)
{
    return text.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>"));
}

const Catalog &builtin()
{
    static const Catalog catalog = Catalog::builtin().value_or(Catalog {});
    return catalog;
}

struct Board
{
    ProjectDocument document;
    std::unique_ptr<BoardView> view;

    explicit Board(Project project = {})
    {
        document.setBuiltinCatalog(builtin());
        document.resetProject(std::move(project));
        view = std::make_unique<BoardView>(document);
        view->resize(1200, 900);
        view->show();
    }
};

std::unique_ptr<QMimeData> mime(const QString &type, const QString &id)
{
    auto data = std::make_unique<QMimeData>();
    data->setData(type, id.toUtf8());
    return data;
}

/** Enter, move and drop `data` on `target` at `pos`, as a drag from the palette would.
 *  Returns whether the drop was accepted; `highlighted` reports what the move showed. */
bool drop(QWidget *target, QPoint pos, const QMimeData *data, bool *highlighted = nullptr,
          const std::function<bool()> &highlight = {})
{
    QDragEnterEvent enter(pos, Qt::CopyAction | Qt::MoveAction, data, Qt::LeftButton,
                          Qt::NoModifier);
    QCoreApplication::sendEvent(target, &enter);
    if (!enter.isAccepted())
        return false;
    QDragMoveEvent move(pos, Qt::CopyAction | Qt::MoveAction, data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &move);
    if (highlighted && highlight)
        *highlighted = highlight();
    QDropEvent dropEvent(QPointF(pos), Qt::CopyAction | Qt::MoveAction, data, Qt::LeftButton,
                         Qt::NoModifier);
    QCoreApplication::sendEvent(target, &dropEvent);
    return dropEvent.isAccepted();
}

Configuration onlyConfiguration(const ProjectDocument &document)
{
    return document.project().configurations.value(0);
}

MemoryBreakdown coreMemory(const ProjectDocument &document, const QString &deploymentId)
{
    const Deployment d = *document.deployment(deploymentId);
    const Configuration c = *document.configuration(d.configurationId);
    const auto m = estimateMemory(*document.catalog().model(d.modelId),
                                  *document.catalog().gpu(c.gpuId), c, d);
    return m.value_or(MemoryBreakdown {});
}

/** An empty configuration of `gpus` x `gpuId` added through the board. */
QString addConfig(Board &b, const char *gpuId, int gpus = 1, int tp = 1)
{
    b.view->addConfiguration(QString::fromLatin1(gpuId), gpus, tp);
    return b.document.project().configurations.last().id;
}

} // namespace

class TestBoard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HeadroomTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_board"));
        QSettings().clear();
        QVERIFY(!builtin().gpus().isEmpty());
    }

    void emptyBoardShowsAHint()
    {
        Board b;
        QVERIFY(b.view->cards().isEmpty());
        QVERIFY(b.view->emptyHint()->isVisible());
        QVERIFY(b.view->emptyHint()->text().startsWith(QStringLiteral("No configuration yet.")));
        QVERIFY(b.view->sampleButton()->isVisible());
        QVERIFY(!b.view->deployModelAction()->isEnabled());
    }

    void droppingAGpuAddsAConfiguration()
    {
        Board b;
        QSignalSpy selection(b.view.get(), &BoardView::selectionChanged);
        const auto data = mime(MimeTypes::gpuId(), QStringLiteral("h100-sxm-80gb"));
        bool highlighted = false;
        QVERIFY(drop(b.view.get(), QPoint(300, 300), data.get(), &highlighted,
                     [&] { return b.view->isBackgroundHighlighted(); }));
        QVERIFY(highlighted);
        QVERIFY(!b.view->isBackgroundHighlighted());
        QCOMPARE(b.document.project().configurations.size(), 1);
        const Configuration c = onlyConfiguration(b.document);
        QCOMPARE(c.gpuId, QStringLiteral("h100-sxm-80gb"));
        QCOMPARE(c.gpuCount, 1);
        QCOMPARE(c.tensorParallel, 1);
        QCOMPARE(c.pipelineParallel, 1);
        QCOMPARE(b.document.undoStack().count(), 1);
        QCOMPARE(b.view->cards().size(), 1);
        QCOMPARE(b.view->cards().first()->titleText(), QStringLiteral("1 × H100 SXM5 80GB"));
        QVERIFY(!b.view->emptyHint()->isVisible());
        QCOMPARE(b.view->selectedConfigurationId(), c.id);
        QCOMPARE(selection.count(), 1);
        QCOMPARE(selection.first().at(0).toString(), c.id);

        // A second GPU dropped on the canvas background goes after it.
        const auto l40s = mime(MimeTypes::gpuId(), QStringLiteral("l40s-48gb"));
        const QPoint below(20, b.view->cards().first()->geometry().bottom() + 40);
        QVERIFY(drop(b.view->canvas(), below, l40s.get()));
        QCOMPARE(b.document.project().configurations.size(), 2);
        QCOMPARE(b.document.project().configurations[1].gpuId, QStringLiteral("l40s-48gb"));

        // Unknown ids and other data are refused and change nothing.
        const auto unknown = mime(MimeTypes::gpuId(), QStringLiteral("no-such-gpu"));
        QVERIFY(!drop(b.view.get(), QPoint(300, 300), unknown.get()));
        const auto text = std::make_unique<QMimeData>();
        text->setText(QStringLiteral("h100-sxm-80gb"));
        QVERIFY(!drop(b.view.get(), QPoint(300, 300), text.get()));
        QCOMPARE(b.document.project().configurations.size(), 2);

        b.document.undoStack().undo();
        b.document.undoStack().undo();
        QVERIFY(b.view->cards().isEmpty());
        QTRY_VERIFY(b.view->emptyHint()->isVisible());
    }

    void aModelOnTheBackgroundGetsAConfigurationOfItsOwn()
    {
        Board b;
        // an empty board: the model gets the default GPU, as many as hold it in a real split
        const auto data = mime(MimeTypes::modelId(), QStringLiteral("llama-3.1-70b"));
        bool highlighted = false;
        QVERIFY(drop(b.view->canvas(), b.view->canvas()->rect().center(), data.get(), &highlighted,
                     [&] { return b.view->isBackgroundHighlighted(); }));
        QVERIFY(highlighted);
        QCOMPARE(b.document.project().configurations.size(), 1);
        QCOMPARE(b.document.project().deployments.size(), 1);
        const Configuration c = onlyConfiguration(b.document);
        QCOMPARE(c.gpuId, QStringLiteral("h100-sxm-80gb"));
        QCOMPARE(c.gpuCount, 2); // 141 GB of BF16 weights: two H100s, TP 2
        QCOMPARE(c.tensorParallel, 2);
        QCOMPARE(c.pipelineParallel, 1);
        QVERIFY(b.document.evaluation(c.id)->fits);
        QCOMPARE(b.view->selectedConfigurationId(), c.id);
        // one undo step takes both away
        b.document.undoStack().undo();
        QVERIFY(b.document.project().configurations.isEmpty());
        QVERIFY(b.document.project().deployments.isEmpty());

        // beside a card: a new configuration of that card's GPU
        const QString l40s = addConfig(b, "l40s-48gb");
        ConfigurationCard *card = b.view->card(l40s);
        const auto small = mime(MimeTypes::modelId(), QStringLiteral("llama-3.1-8b"));
        const QPoint background(card->geometry().right() + 60, card->geometry().center().y());
        QVERIFY(drop(b.view->canvas(), background, small.get()));
        QCOMPARE(b.document.project().configurations.size(), 2);
        QCOMPARE(b.document.project().configurations.last().gpuId, QStringLiteral("l40s-48gb"));
        QCOMPARE(b.document.project().configurations.last().gpuCount, 1);
        QVERIFY(b.document.deploymentsOn(l40s).isEmpty());
    }

    void droppingAModelOnACardDeploysIt()
    {
        Board b;
        const QString configId = addConfig(b, "h100-sxm-80gb");
        ConfigurationCard *card = b.view->card(configId);
        QVERIFY(card);
        QCOMPARE(card->hintText(), QStringLiteral("Drop a model here, or use Edit > Deploy Model…"));

        const auto data = mime(MimeTypes::modelId(), QStringLiteral("llama-3.1-8b"));
        bool highlighted = false;
        QVERIFY(drop(card, card->rect().center(), data.get(), &highlighted,
                     [&] { return card->isDropHighlighted(); }));
        QVERIFY(highlighted);
        QVERIFY(!card->isDropHighlighted());
        QCOMPARE(b.document.project().deployments.size(), 1);
        const Deployment d = b.document.project().deployments.first();
        QCOMPARE(d.configurationId, configId);
        QCOMPARE(d.modelId, QStringLiteral("llama-3.1-8b"));
        QCOMPARE(d.weights, WeightFormat::Bf16);
        QCOMPARE(d.kv, KvFormat::Bf16);
        QCOMPARE(d.engine, EngineKind::Vllm);
        QCOMPARE(d.workload.concurrentSequences, 1);
        // The longest context that fits, capped at the model's max and at 8,192.
        const ModelSpec model = *builtin().model(d.modelId);
        const GpuSpec gpu = *builtin().gpu(QStringLiteral("h100-sxm-80gb"));
        Deployment probe = d;
        probe.workload.contextTokens = 8192;
        const auto longest = maxContext(model, gpu, onlyConfiguration(b.document), probe,
                                        defaultEngineProfile(EngineKind::Vllm));
        QVERIFY(longest.has_value());
        QCOMPARE(d.workload.contextTokens,
                 std::min<std::int64_t>({longest->value, model.maxContext, 8192}));
        QCOMPARE(d.workload.contextTokens, 8192);
        QCOMPARE(b.view->selectedDeploymentId(), d.id);
        QCOMPARE(card->rows().size(), 1);
        QCOMPARE(card->rows().first()->nameText(), QStringLiteral("Llama-3.1-8B"));
        QVERIFY(card->hintText().isEmpty());
        QVERIFY(!card->isWarningVisible());

        // Dropped through the board itself at the card's position: the same.
        const QPoint onCard = b.view->canvas()->mapTo(b.view.get(), card->geometry().center());
        QVERIFY(drop(b.view.get(), onCard, data.get()));
        QCOMPARE(b.document.deploymentsOn(configId).size(), 2);
    }

    void anFp32CheckpointIsServedInBf16LikeTheCliDoes()
    {
        // plan/deploymentdefaults.h: one rule for the board, the inspector and the CLI
        auto gemma = readHfConfigFile(QStringLiteral(HEADROOM_TEST_DATA_DIR "/hf/gemma-2-9b.json"));
        QVERIFY(gemma);
        QCOMPARE(gemma->defaultWeightFormat, QStringLiteral("fp32"));
        gemma->id = QStringLiteral("my-gemma-2-9b");
        Project p;
        p.customModels.append(*gemma);
        Board b(p);
        const QString configId = addConfig(b, "h100-sxm-80gb");
        ConfigurationCard *card = b.view->card(configId);
        const auto data = mime(MimeTypes::modelId(), gemma->id);
        QVERIFY(drop(card, card->rect().center(), data.get()));
        QCOMPARE(b.document.project().deployments.size(), 1);
        const Deployment d = b.document.project().deployments.first();
        QCOMPARE(d.weights, WeightFormat::Bf16);
        QCOMPARE(d.engine, EngineKind::Vllm);
        QCOMPARE(d.kv, KvFormat::Bf16);
    }

    void anOverflowingModelStillDeploysAndSaysWhatWouldFit()
    {
        Board b;
        const QString configId = addConfig(b, "h100-sxm-80gb");
        ConfigurationCard *card = b.view->card(configId);
        const auto data = mime(MimeTypes::modelId(), QStringLiteral("llama-3.1-70b"));
        QVERIFY(drop(card, card->rect().center(), data.get()));
        const Deployment d = b.document.project().deployments.first();
        QCOMPARE(d.weights, WeightFormat::Bf16);
        QCOMPARE(d.workload.contextTokens, 8192); // does not fit: the capped default

        const MemoryBreakdown memory = coreMemory(b.document, d.id);
        QVERIFY(!memory.fits);
        const GpuMemory &g0 = memory.perGpu.first();
        const std::int64_t shortfall = g0.usedBytes() - g0.capacity;
        QVERIFY(shortfall > 0);
        QCOMPARE(card->barModels().first().overflowBytes(), shortfall);
        QVERIFY(card->isWarningVisible());
        QVERIFY2(card->warningText().startsWith(
                         QStringLiteral("Does not fit: needs %1 more on GPU 0.")
                                 .arg(Display::gib(shortfall))),
                 qPrintable(card->warningText()));

        // The suggestion is the first change that the core says fits.
        const ModelSpec model = *builtin().model(d.modelId);
        const GpuSpec gpu = *builtin().gpu(QStringLiteral("h100-sxm-80gb"));
        Deployment fp8 = d;
        fp8.weights = WeightFormat::Fp8;
        Deployment awq = d;
        awq.weights = WeightFormat::Int4Awq;
        const Configuration config = onlyConfiguration(b.document);
        QString expected;
        if (estimateMemory(model, gpu, config, fp8)->fits)
            expected = QStringLiteral("Use %1 weights.").arg(weightFormatName(WeightFormat::Fp8));
        else if (estimateMemory(model, gpu, config, awq)->fits)
            expected = QStringLiteral("Use %1 weights.").arg(weightFormatName(WeightFormat::Int4Awq));
        QVERIFY(!expected.isEmpty());
        QVERIFY2(card->warningText().endsWith(expected), qPrintable(card->warningText()));

        // Something that cannot start has no speed.
        DeploymentRow *row = card->rows().first();
        QCOMPARE(row->figure(QStringLiteral("tokensPerUser"))->text(),
                 QStringLiteral("— decode per user"));
        QVERIFY(row->figureToolTip(QStringLiteral("ttft"))
                        .startsWith(QStringLiteral("Does not fit in GPU memory")));

        VramBar *bar = card->bars().first();
        QVERIFY(!bar->overflowRect().isEmpty());
        QVERIFY(bar->freeRect().isEmpty());
        QVERIFY(card->legend()->showsOverflow());
        QVERIFY(bar->toolTipAt(bar->overflowRect().center()).contains(Display::gib(shortfall, 2)));
    }

    // Issue 17: a hybrid model (Qwen3-Next: Gated DeltaNet + full attention) shows its KV cache
    // and its per-sequence state as two parts of the bar, each explained with its formula; the
    // bar is written to $HEADROOM_SNAPSHOT_DIR/hybrid-bar.png when that is set
    void hybridModelShowsKvAndStateParts()
    {
        Project project = sampleProject();
        for (Deployment &d : project.deployments) {
            if (d.id != QStringLiteral("sample-llama-70b"))
                continue;
            d.modelId = QStringLiteral("qwen3-next-80b-a3b");
            d.weights = WeightFormat::Fp8;
            d.kv = KvFormat::Fp8;
            d.workload.concurrentSequences = 64;
            d.workload.contextTokens = 32768;
        }
        Board b(std::move(project));
        QCoreApplication::processEvents();
        ConfigurationCard *card = b.view->card(QStringLiteral("sample-h100x2"));
        VramBar *bar = card->bars().first();
        const MemoryBreakdown memory = coreMemory(b.document, QStringLiteral("sample-llama-70b"));
        const GpuMemory &g = memory.perGpu.first();
        QVERIFY(g.kvCache.bytes > 0);
        QVERIFY(g.sequenceState.bytes > 0);
        QCOMPARE(bar->model().partBytes(MemoryPartKind::KvCache), g.kvCache.bytes);
        QCOMPARE(bar->model().partBytes(MemoryPartKind::SequenceState), g.sequenceState.bytes);
        QSet<MemoryPartKind> explained;
        for (int s = 0; s < bar->model().segments.size(); ++s) {
            const VramSegment &segment = bar->model().segments[s];
            if (segment.kind != MemoryPartKind::KvCache
                && segment.kind != MemoryPartKind::SequenceState)
                continue;
            const QString tip = bar->toolTipAt(bar->segmentRect(s).center());
            QVERIFY2(tip.contains(g.part(segment.kind).explanation.text().toHtmlEscaped()),
                     qPrintable(tip));
            explained.insert(segment.kind);
        }
        QCOMPARE(explained.size(), 2);
        QVERIFY(g.sequenceState.explanation.text().contains(QStringLiteral("recurrent layers")));
        QVERIFY(card->legend()->itemTexts().contains(memoryPartName(MemoryPartKind::SequenceState)));
        const QString dir = qEnvironmentVariable("HEADROOM_SNAPSHOT_DIR");
        if (!dir.isEmpty()) {
            QDir().mkpath(dir);
            QVERIFY(card->grab().save(dir + QStringLiteral("/hybrid-bar.png")));
        }
    }

    void barSegmentsMatchTheCoreEstimate()
    {
        Board b(sampleProject());
        QCOMPARE(b.view->cards().size(), 3);
        QCoreApplication::processEvents();
        for (ConfigurationCard *card : b.view->cards()) {
            QCOMPARE(card->estimates().size(), 1);
            const QString id = card->estimates().first().deployment.id;
            const MemoryBreakdown memory = coreMemory(b.document, id);
            const Configuration config = *b.document.configuration(card->configurationId());
            QCOMPARE(card->bars().size(), config.gpuCount);
            QCOMPARE(card->bars().first()->isCompact(), config.gpuCount > 4);
            for (int i = 0; i < config.gpuCount; ++i) {
                VramBar *bar = card->bars()[i];
                const VramBarModel &model = bar->model();
                const GpuMemory &g = memory.perGpu[i];
                QCOMPARE(model.gpuIndex, i);
                QCOMPARE(model.capacity, g.capacity);
                for (MemoryPartKind kind : allMemoryPartKinds())
                    QCOMPARE(model.partBytes(kind), g.part(kind).bytes);
                QCOMPARE(model.freeBytes(), g.free);
                // Pixels: each segment's width is its share of the bar.
                const double scale = double(std::max(g.capacity, g.usedBytes()));
                const double width = bar->barRect().width();
                for (int s = 0; s < model.segments.size(); ++s) {
                    const double expected = width * double(model.segments[s].bytes) / scale;
                    QVERIFY(qAbs(bar->segmentRect(s).width() - expected) < 0.5);
                }
                QVERIFY(qAbs(bar->freeRect().width() - width * double(g.free) / scale) < 0.5);
                QVERIFY(qAbs(bar->capacityX() - bar->barRect().right()) < 0.5);
                QVERIFY(bar->accessibleName().startsWith(QStringLiteral("GPU %1:").arg(i)));
            }
            // The legend names the kinds present, in stacking order, then free space.
            QStringList names;
            for (MemoryPartKind kind : allMemoryPartKinds()) {
                if (memory.perGpu.first().part(kind).bytes > 0)
                    names << memoryPartName(kind);
            }
            names << QStringLiteral("Free");
            QCOMPARE(card->legend()->itemTexts(), names);
        }
    }

    void segmentTooltipsExplainThemselves()
    {
        Board b(sampleProject());
        ConfigurationCard *card = b.view->card(QStringLiteral("sample-h100x2"));
        VramBar *bar = card->bars().first();
        const MemoryBreakdown memory = coreMemory(b.document, QStringLiteral("sample-llama-70b"));
        for (int s = 0; s < bar->model().segments.size(); ++s) {
            const VramSegment &segment = bar->model().segments[s];
            const QRectF r = bar->segmentRect(s);
            if (r.width() < 1)
                continue;
            const QString tip = bar->toolTipAt(r.center());
            QVERIFY2(tip.contains(memoryPartName(segment.kind)), qPrintable(tip));
            QVERIFY(tip.contains(Display::gib(segment.bytes, 2)));
            QVERIFY(tip.contains(QStringLiteral("Llama-3.1-70B")));
            const QString explanation = memory.perGpu.first().part(segment.kind).explanation.text();
            QVERIFY(!explanation.isEmpty());
            QVERIFY2(tip.contains(explanation.toHtmlEscaped()), qPrintable(tip));
        }
        QVERIFY(bar->toolTipAt(bar->freeRect().center()).contains(QStringLiteral("Free")));

        // Figures: each has a tooltip; speed shows "—" until the speed model answers.
        DeploymentRow *row = card->rows().first();
        const DeploymentEstimate &e = card->estimates().first();
        for (const char *name : {"formats", "context", "sequences", "maxBatch", "tokensPerUser",
                                 "tokensTotal", "ttft", "cost"}) {
            QLabel *figure = row->figure(QString::fromLatin1(name));
            QVERIFY2(figure && !row->figureToolTip(QString::fromLatin1(name)).isEmpty(), name);
            QVERIFY(!figure->accessibleName().isEmpty());
        }
        QCOMPARE(row->figure(QStringLiteral("formats"))->text(),
                 QStringLiteral("FP8 · KV FP8 · vLLM"));
        QVERIFY(e.maxSequences.has_value());
        QCOMPARE(row->figure(QStringLiteral("maxBatch"))->text(),
                 QStringLiteral("Max batch %1").arg(Display::integer(e.maxSequences->value)));
        if (e.speed) {
            QCOMPARE(row->figure(QStringLiteral("tokensPerUser"))->text(),
                     QStringLiteral("%1 decode per user")
                             .arg(Display::tokensPerSecond(
                                     e.speed->decodeTokensPerSecondPerSequence)));
            QCOMPARE(row->figure(QStringLiteral("ttft"))->text(),
                     QStringLiteral("TTFT %1").arg(Display::seconds(e.speed->ttftSeconds)));
            QVERIFY(row->figureToolTip(QStringLiteral("ttft"))
                            .contains(e.speed->ttftExplanation.text().left(20).toHtmlEscaped()));
        } else {
            QCOMPARE(row->figure(QStringLiteral("tokensPerUser"))->text(),
                     QStringLiteral("— decode per user"));
            QCOMPARE(row->figure(QStringLiteral("ttft"))->text(), QStringLiteral("TTFT —"));
            QCOMPARE(row->figureToolTip(QStringLiteral("ttft")), e.speed.error().message);
        }
    }

    /** A deployment whose engine constants are calibrated to the user's measurements says so on
     *  its card, with the files in its tooltip (issue 33); the others do not. */
    void calibratedSpeedIsMarkedOnTheCard()
    {
        Project project = sampleProject();
        Calibration k;
        k.id = QStringLiteral("k1");
        k.gpuId = QStringLiteral("h100-sxm-80gb");
        k.engine = EngineKind::Vllm;
        k.constants.insert(QStringLiteral("mbu"), 0.62);
        k.sources.append(
                {QStringLiteral("bench.json"), QDateTime(QDate(2026, 11, 30), QTime(9, 0))});
        project.calibrations.append(k);
        Board b(project);
        ConfigurationCard *card = b.view->card(QStringLiteral("sample-h100x2"));
        QVERIFY(card);
        DeploymentRow *row = card->rows().first();
        QCOMPARE(row->figure(QStringLiteral("formats"))->text(),
                 QStringLiteral("FP8 · KV FP8 · vLLM · calibrated"));
        const QString tip = row->figureToolTip(QStringLiteral("formats"));
        QVERIFY2(tip.contains(QStringLiteral("bench.json")), qPrintable(tip));
        Board plain(sampleProject());
        QCOMPARE(plain.view->card(QStringLiteral("sample-h100x2"))
                         ->rows()
                         .first()
                         ->figure(QStringLiteral("formats"))
                         ->text(),
                 QStringLiteral("FP8 · KV FP8 · vLLM"));
    }

    // Issue 33: a price neither the price book nor the catalog gives (here: catalog prices in
    // USD and no rate to the project's euros) is the project's placeholder, marked on the card
    void placeholderPriceIsMarkedOnTheCard()
    {
        Board priced(sampleProject());
        const auto costOf = [](Board &b) {
            return b.view->card(QStringLiteral("sample-h100x2"))->rows().first();
        };
        QVERIFY2(!costOf(priced)->figure(QStringLiteral("cost"))->text().contains(u'*'),
                 qPrintable(costOf(priced)->figure(QStringLiteral("cost"))->text()));
        Project euros = sampleProject();
        euros.cost.currency = Currency::Eur;
        euros.cost.displayCurrency = Currency::Eur;
        euros.exchangeRates.clear();
        Board b(euros);
        DeploymentRow *row = costOf(b);
        QVERIFY2(row->figure(QStringLiteral("cost"))->text().contains(QStringLiteral(" *")),
                 qPrintable(row->figure(QStringLiteral("cost"))->text()));
        const QString tip = row->figureToolTip(QStringLiteral("cost"));
        QVERIFY2(tip.contains(QStringLiteral("placeholder")) && tip.contains(QStringLiteral("EUR")),
                 qPrintable(tip));
    }

    // Tooltips and accessible descriptions are written from the kept estimate when asked for
    // (issue 16): the same text as ever, in the language of the moment.
    void tooltipsAreWrittenWhenShown()
    {
        Board b(sampleProject());
        QVERIFY(QTest::qWaitForWindowExposed(b.view.get()));
        ConfigurationCard *card = b.view->card(QStringLiteral("sample-h100x2"));
        DeploymentRow *row = card->rows().first();
        const DeploymentEstimate &e = card->estimates().first();
        QVERIFY(e.speed);

        // a figure's tooltip: the text it always had, built when the mouse rests on it
        QLabel *ttft = row->figure(QStringLiteral("ttft"));
        QVERIFY(ttft->toolTip().isEmpty()); // nothing formatted ahead
        const QString expected = QStringLiteral("<b>%1</b><br><small>%2</small>")
                                         .arg(html(QStringLiteral(
                                                      "Time to first token at this concurrency")),
                                              html(e.speed->ttftExplanation.text()));
        QCOMPARE(toolTipShownAt(ttft, ttft->rect().center()), expected);
        QCOMPARE(row->figureToolTip(QStringLiteral("ttft")), expected);
        // and what a screen reader is told, asked through the accessibility interface
        QAccessibleInterface *figure = QAccessible::queryAccessibleInterface(ttft);
        QVERIFY(figure);
        QCOMPARE(figure->text(QAccessible::Name), ttft->text());
        QCOMPARE(figure->text(QAccessible::Description), expected);

        // a bar segment
        VramBar *bar = card->bars().first();
        int weights = -1;
        for (int s = 0; s < bar->model().segments.size(); ++s)
            if (bar->model().segments[s].kind == MemoryPartKind::Weights)
                weights = s;
        QVERIFY(weights >= 0);
        const QPoint at = bar->segmentRect(weights).center().toPoint();
        const QString segmentTip = toolTipShownAt(bar, at);
        QCOMPARE(segmentTip, bar->toolTipAt(at));
        QVERIFY(segmentTip.contains(
                html(bar->model().segments[weights].explanation.text()).left(30)));
        QAccessibleInterface *barAccess = QAccessible::queryAccessibleInterface(bar);
        QVERIFY(barAccess);
        QCOMPARE(barAccess->text(QAccessible::Name), bar->accessibleName());
        QVERIFY(barAccess->text(QAccessible::Description)
                        .contains(memoryPartName(MemoryPartKind::Weights)));

        // a live language switch: the next tooltip is in the new language
        QLabel *sequences = row->figure(QStringLiteral("sequences"));
        const QString english = QStringLiteral("Sequences served at once, all replicas together");
        QCOMPARE(toolTipShownAt(sequences, sequences->rect().center()), english);
        I18n::AppTranslator russian;
        QVERIFY(russian.loadLanguage(QStringLiteral("ru")));
        QCoreApplication::installTranslator(&russian);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        const QString translated = QCoreApplication::translate("Headroom::DeploymentRow",
                                                               "Sequences served at once, all "
                                                               "replicas together");
        QVERIFY(translated != english);
        QCOMPARE(toolTipShownAt(sequences, sequences->rect().center()), translated);
        QCOMPARE(QAccessible::queryAccessibleInterface(sequences)->text(QAccessible::Description),
                 translated);
        QVERIFY(toolTipShownAt(bar, at) != segmentTip);
        QCoreApplication::removeTranslator(&russian);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        QCOMPARE(toolTipShownAt(sequences, sequences->rect().center()), english);
        QCOMPARE(toolTipShownAt(bar, at), segmentTip);
        QToolTip::hideText();
    }
    void changingTheContextUpdatesTheKvSegmentAndUndoRestoresIt()
    {
        Board b(sampleProject());
        ConfigurationCard *card = b.view->card(QStringLiteral("sample-h100x2"));
        const QString id = QStringLiteral("sample-llama-70b");
        const std::int64_t before = card->bars().first()->model().partBytes(MemoryPartKind::KvCache);
        QCOMPARE(before, coreMemory(b.document, id).perGpu.first().kvCache.bytes);
        const int refreshes = b.view->cardRefreshCount();

        // Two slider steps merge into one undo step; only this card is recomputed.
        for (std::int64_t input : {4096, 6144}) {
            Deployment d = *b.document.deployment(id);
            d.workload.inputTokens = input;
            b.document.undoStack().push(
                    new ChangeDeployment(b.document, d, QStringLiteral("context")));
        }
        QCOMPARE(b.document.undoStack().count(), 1);
        QCOMPARE(b.view->cardRefreshCount(), refreshes + 2);
        const std::int64_t after = card->bars().first()->model().partBytes(MemoryPartKind::KvCache);
        QCOMPARE(after, coreMemory(b.document, id).perGpu.first().kvCache.bytes);
        QVERIFY(after > before);
        QCOMPARE(card->rows().first()->figure(QStringLiteral("context"))->text(),
                 QStringLiteral("Context %1").arg(Display::tokens(6144 + 512)));

        b.document.undoStack().undo();
        QCOMPARE(card->bars().first()->model().partBytes(MemoryPartKind::KvCache), before);
        b.document.undoStack().redo();
        QCOMPARE(card->bars().first()->model().partBytes(MemoryPartKind::KvCache), after);
    }

    void deploymentsOnOneConfigurationStack()
    {
        Board b;
        const QString configId = addConfig(b, "h100-sxm-80gb", 2, 2);
        b.view->deployModel(configId, QStringLiteral("llama-3.1-8b"));
        b.view->deployModel(configId, QStringLiteral("qwen3-8b"));
        const QList<Deployment> on = b.document.deploymentsOn(configId);
        QCOMPARE(on.size(), 2);
        ConfigurationCard *card = b.view->card(configId);
        QCOMPARE(card->rows().size(), 2);
        const MemoryBreakdown a = coreMemory(b.document, on[0].id);
        const MemoryBreakdown c = coreMemory(b.document, on[1].id);
        for (int i = 0; i < 2; ++i) {
            const VramBarModel &bar = card->bars()[i]->model();
            for (MemoryPartKind kind : allMemoryPartKinds()) {
                const std::int64_t pa = a.perGpu[i].part(kind).bytes;
                const std::int64_t pc = c.perGpu[i].part(kind).bytes;
                // Reserve is headroom of the GPU, shared: the larger one counts, once.
                const std::int64_t expected = kind == MemoryPartKind::Reserve ? std::max(pa, pc)
                                                                              : pa + pc;
                QCOMPARE(bar.partBytes(kind), expected);
                if (kind != MemoryPartKind::Reserve) {
                    QCOMPARE(bar.partBytes(kind, on[0].id), pa);
                    QCOMPARE(bar.partBytes(kind, on[1].id), pc);
                }
            }
            for (const VramSegment &s : bar.segments)
                QVERIFY(s.deploymentLabel == QStringLiteral("Llama-3.1-8B")
                        || s.deploymentLabel == QStringLiteral("Qwen3-8B"));
        }
    }

    void trainingModesShowTheirParts()
    {
        Board b;
        const QString configId = addConfig(b, "h100-sxm-80gb", 8, 1);
        b.view->deployModel(configId, QStringLiteral("llama-3.1-8b"));
        Deployment d = b.document.project().deployments.first();
        d.mode = DeploymentMode::FullFineTune;
        b.document.undoStack().push(new ChangeDeployment(b.document, d));
        ConfigurationCard *card = b.view->card(configId);
        const MemoryBreakdown memory = coreMemory(b.document, d.id);
        QVERIFY(memory.perGpu.first().gradients.bytes > 0);
        for (int i = 0; i < 8; ++i) {
            for (MemoryPartKind kind : {MemoryPartKind::MasterWeights, MemoryPartKind::Gradients,
                                        MemoryPartKind::OptimizerStates, MemoryPartKind::Weights})
                QCOMPARE(card->bars()[i]->model().partBytes(kind),
                         memory.perGpu[i].part(kind).bytes);
        }
        QVERIFY(card->legend()->itemTexts().contains(memoryPartName(MemoryPartKind::Gradients)));
        DeploymentRow *row = card->rows().first();
        QCOMPARE(row->figure(QStringLiteral("sequences"))->text(),
                 QStringLiteral("Micro-batch %1").arg(d.training.microBatch));
        const DeploymentEstimate &e = card->estimates().first();
        QVERIFY(e.maxMicroBatch.has_value());
        QCOMPARE(row->figure(QStringLiteral("maxBatch"))->text(),
                 QStringLiteral("Max micro-batch %1").arg(Display::integer(e.maxMicroBatch->value)));
        QVERIFY(row->figure(QStringLiteral("formats"))
                        ->text()
                        .startsWith(deploymentModeName(DeploymentMode::FullFineTune)));
    }

    void selectionFollowsClicksAndSurvivesUndo()
    {
        Board b(sampleProject());
        QSignalSpy spy(b.view.get(), &BoardView::selectionChanged);
        ConfigurationCard *card = b.view->card(QStringLiteral("sample-h100x2"));
        QTest::mouseClick(card, Qt::LeftButton, {}, QPoint(card->width() / 2, 8));
        QCOMPARE(b.view->selectedConfigurationId(), QStringLiteral("sample-h100x2"));
        QVERIFY(b.view->selectedDeploymentId().isEmpty());
        QCOMPARE(spy.count(), 1);
        DeploymentRow *row = card->rows().first();
        QTest::mouseClick(row, Qt::LeftButton, {}, QPoint(row->width() / 2, row->height() / 2));
        QCOMPARE(b.view->selectedDeploymentId(), QStringLiteral("sample-llama-70b"));
        QCOMPARE(spy.count(), 2);
        QCOMPARE(spy.last().at(1).toString(), QStringLiteral("sample-llama-70b"));
        QVERIFY(row->isSelected());

        // An edit and its undo keep the selection; so does a whole-project replacement.
        Deployment d = *b.document.deployment(QStringLiteral("sample-llama-70b"));
        d.workload.concurrentSequences = 8;
        b.document.undoStack().push(new ChangeDeployment(b.document, d));
        b.document.undoStack().undo();
        QCOMPARE(b.view->selectedDeploymentId(), QStringLiteral("sample-llama-70b"));
        b.document.restoreProject(sampleProject());
        QCOMPARE(b.view->selectedConfigurationId(), QStringLiteral("sample-h100x2"));
        QCOMPARE(b.view->selectedDeploymentId(), QStringLiteral("sample-llama-70b"));
        QVERIFY(b.view->card(QStringLiteral("sample-h100x2"))->rows().first()->isSelected());

        // Removing what is selected selects its configuration; unknown ids clear.
        b.view->removeSelection();
        QCOMPARE(b.view->selectedConfigurationId(), QStringLiteral("sample-h100x2"));
        QVERIFY(b.view->selectedDeploymentId().isEmpty());
        b.view->select(QStringLiteral("nope"));
        QVERIFY(b.view->selectedConfigurationId().isEmpty());
    }

    void aSliderStepDoesNotScrollTheBoard()
    {
        Board b(sampleProject());
        b.view->resize(500, 300);
        QVERIFY(QTest::qWaitForWindowExposed(b.view.get()));
        b.view->select(QStringLiteral("sample-rtx4090"), QStringLiteral("sample-llama-8b"));
        QCoreApplication::processEvents();
        QScrollBar *bar = b.view->verticalScrollBar();
        QVERIFY(bar->maximum() > 0);
        bar->setValue(bar->maximum());
        Deployment d = *b.document.deployment(QStringLiteral("sample-llama-8b"));
        d.workload.contextTokens = 4096;
        b.document.undoStack().push(new ChangeDeployment(b.document, d, QStringLiteral("context")));
        QCoreApplication::processEvents();
        QCOMPARE(bar->value(), bar->maximum());
        // A new selection does bring its card into view.
        b.view->select(QStringLiteral("sample-rtx4090"));
        QCoreApplication::processEvents();
        QVERIFY(bar->value() < bar->maximum());
    }

    void keyboardDoesWhatTheMouseDoes()
    {
        Board b(sampleProject());
        QVERIFY(QTest::qWaitForWindowExposed(b.view.get()));
        QSignalSpy inspector(b.view.get(), &BoardView::inspectorRequested);
        const QList<ConfigurationCard *> cards = b.view->cards();
        cards[0]->setFocus();
        QCOMPARE(b.view->selectedConfigurationId(), QStringLiteral("sample-rtx4090"));
        // Tab goes left to right through the cards, selecting each.
        QTest::keyClick(cards[0], Qt::Key_Tab);
        QVERIFY(cards[1]->hasFocus());
        QCOMPARE(b.view->selectedConfigurationId(), QStringLiteral("sample-h100x2"));
        QTest::keyClick(cards[1], Qt::Key_Tab);
        QVERIFY(cards[2]->hasFocus());
        QTest::keyClick(cards[2], Qt::Key_Left);
        QTest::keyClick(cards[1], Qt::Key_Left);
        QVERIFY(cards[0]->hasFocus());
        QTest::keyClick(cards[0], Qt::Key_Right);
        QVERIFY(cards[1]->hasFocus());
        QCOMPARE(b.view->selectedConfigurationId(), QStringLiteral("sample-h100x2"));
        QTest::keyClick(cards[1], Qt::Key_Down);
        QCOMPARE(b.view->selectedDeploymentId(), QStringLiteral("sample-llama-70b"));
        QTest::keyClick(cards[1], Qt::Key_Return);
        QCOMPARE(inspector.count(), 1);
        QCOMPARE(inspector.first().at(1).toString(), QStringLiteral("sample-llama-70b"));

        // Delete: the deployment, then the configuration; undo brings both back.
        QTest::keyClick(cards[1], Qt::Key_Delete);
        QVERIFY(!b.document.deployment(QStringLiteral("sample-llama-70b")));
        QCOMPARE(b.document.undoStack().undoText(), QStringLiteral("Remove deployment"));
        QTest::keyClick(cards[1], Qt::Key_Delete);
        QVERIFY(!b.document.configuration(QStringLiteral("sample-h100x2")));
        QCOMPARE(b.view->cards().size(), 2);
        QCOMPARE(b.view->selectedConfigurationId(), QStringLiteral("sample-h200x8"));
        b.document.undoStack().undo();
        b.document.undoStack().undo();
        QCOMPARE(b.view->cards().size(), 3);
        QVERIFY(b.document.deployment(QStringLiteral("sample-llama-70b")));
        QCOMPARE(b.view->card(QStringLiteral("sample-h100x2"))->rows().size(), 1);
        QVERIFY(b.view->cards()[1]->focusPolicy() & Qt::TabFocus);
    }

    void cardsReorderByDrag()
    {
        Board b(sampleProject());
        const auto data = mime(MimeTypes::configurationId(), QStringLiteral("sample-h200x8"));
        ConfigurationCard *first = b.view->cards().first();
        QVERIFY(drop(first, first->rect().center(), data.get()));
        QStringList order;
        for (const Configuration &c : b.document.project().configurations)
            order << c.id;
        QCOMPARE(order,
                 QStringList({QStringLiteral("sample-h200x8"), QStringLiteral("sample-rtx4090"),
                              QStringLiteral("sample-h100x2")}));
        QCOMPARE(b.view->cards().first()->configurationId(), QStringLiteral("sample-h200x8"));
        QCOMPARE(b.document.undoStack().undoText(), QStringLiteral("Move configuration"));
        b.document.undoStack().undo();
        QCOMPARE(b.view->cards().first()->configurationId(), QStringLiteral("sample-rtx4090"));
    }

    void menuPathsDoWhatDropsDo()
    {
        MainWindow window;
        BoardView *board = window.board();
        QVERIFY(board);
        QCOMPARE(window.centralWidget(), board);
        auto *edit = window.findChild<QMenu *>(QStringLiteral("menuEdit"));
        QStringList texts;
        for (QAction *a : edit->actions())
            texts << a->text();
        for (const char *text :
             {"&Add Configuration…", "Deploy &Model…", "&Delete", "Copy &Launch Command…"})
            QVERIFY2(texts.contains(QString::fromUtf8(text)), text);

        // Edit > Add Configuration: the dialog's choice, like a drop with a count and split.
        board->addConfigurationAction()->trigger();
        auto *add = board->findChild<AddConfigurationDialog *>();
        QVERIFY(add);
        add->setGpuId(QStringLiteral("l40s-48gb"));
        add->countSpin()->setValue(2);
        add->tensorParallelSpin()->setValue(4);
        QVERIFY(!add->problem().isEmpty()); // TP 4 needs 4 GPUs
        add->tensorParallelSpin()->setValue(2);
        QVERIFY(add->problem().isEmpty());
        add->accept();
        QCOMPARE(window.document().project().configurations.size(), 1);
        const Configuration c = onlyConfiguration(window.document());
        QCOMPARE(c.gpuId, QStringLiteral("l40s-48gb"));
        QCOMPARE(c.gpuCount, 2);
        QCOMPARE(c.tensorParallel, 2);

        // Edit > Deploy Model with the defaults gives what a drop gives.
        board->deployModelAction()->trigger();
        auto *deploy = board->findChild<DeployModelDialog *>();
        QVERIFY(deploy);
        deploy->setModelId(QStringLiteral("llama-3.1-8b"));
        QCOMPARE(deploy->weightFormat(), WeightFormat::Bf16);
        deploy->setWeightFormat(WeightFormat::GgufQ4_K_M); // GGUF: llama.cpp
        QCOMPARE(deploy->engine(), EngineKind::LlamaCpp);
        deploy->setWeightFormat(WeightFormat::Bf16);
        QCOMPARE(deploy->engine(), EngineKind::Vllm);
        deploy->accept();
        QCOMPARE(window.document().project().deployments.size(), 1);
        Deployment viaMenu = window.document().project().deployments.first();
        const auto data = mime(MimeTypes::modelId(), QStringLiteral("llama-3.1-8b"));
        ConfigurationCard *card = board->card(c.id);
        QVERIFY(drop(card, card->rect().center(), data.get()));
        Deployment viaDrop = window.document().project().deployments.last();
        QVERIFY(viaMenu.id != viaDrop.id);
        viaDrop.id = viaMenu.id;
        QCOMPARE(viaDrop, viaMenu);

        // Edit > Delete removes the selected deployment.
        board->select(c.id, viaMenu.id);
        board->deleteAction()->trigger();
        QVERIFY(!window.document().deployment(viaMenu.id));
    }

    void activatingAModelDeploysItOnTheSelection()
    {
        Board b;
        // no card: the model gets a configuration of its own (the keyboard path of a drop on
        // the empty board); undone, the board is empty again
        QVERIFY(b.view->deployModelOnSelection(QStringLiteral("llama-3.1-8b")));
        QCOMPARE(b.document.project().configurations.size(), 1);
        QCOMPARE(b.document.project().deployments.size(), 1);
        b.document.undoStack().undo();
        QVERIFY(b.document.project().configurations.isEmpty());
        const QString first = addConfig(b, "h100-sxm-80gb");
        const QString second = addConfig(b, "l40s-48gb");
        QCOMPARE(b.view->selectedConfigurationId(), second);
        QVERIFY(b.view->deployModelOnSelection(QStringLiteral("llama-3.1-8b")));
        QCOMPARE(b.document.deploymentsOn(second).size(), 1);
        b.view->select({});
        QVERIFY(b.view->deployModelOnSelection(QStringLiteral("qwen3-8b")));
        QCOMPARE(b.document.deploymentsOn(first).size(), 1);
        QVERIFY(!b.view->deployModelOnSelection(QStringLiteral("no-such-model")));
    }

    void launchCommandDialogCopiesTheCommand()
    {
        Board b(sampleProject());
        b.view->select(QStringLiteral("sample-h100x2"), QStringLiteral("sample-llama-70b"));
        QVERIFY(b.view->copyLaunchCommandAction()->isEnabled());
        b.view->copyLaunchCommandAction()->trigger();
        auto *dialog = b.view->findChild<LaunchCommandDialog *>();
        QVERIFY(dialog);
        const auto expected = b.view->launchCommandFor(QStringLiteral("sample-llama-70b"));
        QVERIFY(expected.has_value());
        QCOMPARE(dialog->commandLine(), expected->commandLine());
        QVERIFY(dialog->commandLine().startsWith(
                QStringLiteral("vllm serve meta-llama/Llama-3.1-70B")));
        QTest::mouseClick(dialog->copyButton(), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), expected->commandLine());
        dialog->setEngine(EngineKind::SgLang);
        QCOMPARE(dialog->commandLine(),
                 b.view->launchCommandFor(QStringLiteral("sample-llama-70b"), EngineKind::SgLang)
                         ->commandLine());
        dialog->close();
    }

    void contextMenusOfferTheSameEdits()
    {
        Board b(sampleProject());
        QVERIFY(QTest::qWaitForWindowExposed(b.view.get()));
        ConfigurationCard *card = b.view->card(QStringLiteral("sample-h100x2"));
        DeploymentRow *row = card->rows().first();
        QStringList texts;
        // The menu runs its own event loop: read it, pick "Remove deployment", close it.
        QTimer::singleShot(0, this, [&] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            QVERIFY(menu);
            for (QAction *a : menu->actions()) {
                if (!a->isSeparator())
                    texts << a->text();
            }
            for (QAction *a : menu->actions()) {
                if (a->text() == QStringLiteral("Remove deployment"))
                    a->trigger();
            }
            menu->close();
        });
        const QPoint pos = row->geometry().center();
        QContextMenuEvent event(QContextMenuEvent::Mouse, pos, card->mapToGlobal(pos));
        QCoreApplication::sendEvent(card, &event);
        QCOMPARE(texts,
                 QStringList({QStringLiteral("Deploy model…"),
                              QStringLiteral("Copy launch command…"),
                              QStringLiteral("Remove deployment"),
                              QStringLiteral("&Add Configuration…")}));
        QVERIFY(!b.document.deployment(QStringLiteral("sample-llama-70b")));
        QCOMPARE(b.document.undoStack().undoText(), QStringLiteral("Remove deployment"));
    }

    void veryLargeConfigurationsShowOneReplica()
    {
        Board b;
        const QString configId = addConfig(b, "h100-sxm-80gb", 32, 4);
        b.view->deployModel(configId, QStringLiteral("llama-3.1-70b"), WeightFormat::Fp8);
        ConfigurationCard *card = b.view->card(configId);
        QCOMPARE(card->barModels().size(), 32);
        QCOMPARE(card->bars().size(), 4);
        QCOMPARE(card->moreBarsText(),
                 QStringLiteral("28 more GPU(s) hold the other replicas, the same as above."));
        // ... and they are the same: replica 7's last GPU holds what GPU 3 holds.
        QCOMPARE(card->barModels()[31].segments, card->barModels()[3].segments);
    }

    void pipelineStagesSayWhichLayers()
    {
        Board b;
        Configuration c;
        c.id = QStringLiteral("pp");
        c.gpuId = QStringLiteral("h100-sxm-80gb");
        c.gpuCount = 2;
        c.pipelineParallel = 2;
        b.document.undoStack().push(new AddConfiguration(b.document, c));
        b.view->deployModel(c.id, QStringLiteral("llama-3.1-70b"), WeightFormat::Fp8);
        const MemoryBreakdown memory = coreMemory(b.document,
                                                  b.document.project().deployments.first().id);
        ConfigurationCard *card = b.view->card(c.id);
        QVERIFY(card->moreBarsText().isEmpty());
        for (int i = 0; i < 2; ++i) {
            const VramBarModel &bar = card->bars()[i]->model();
            QVERIFY(bar.pipelined);
            QCOMPARE(bar.stage, memory.perGpu[i].stage);
            QCOMPARE(bar.firstLayer, memory.perGpu[i].firstLayer);
            QCOMPARE(bar.layers, memory.perGpu[i].layers);
            QCOMPARE(bar.partBytes(MemoryPartKind::Weights), memory.perGpu[i].weights.bytes);
        }
        QCOMPARE(card->bars()[1]->model().firstLayer, 40);
    }

    void launchCommandsFollowEngineOverrides()
    {
        Board b(sampleProject());
        Deployment d = *b.document.deployment(QStringLiteral("sample-llama-8b"));
        d.engineOverrides.insert(QStringLiteral("gpu_layers"), 20);
        b.document.undoStack().push(new ChangeDeployment(b.document, d));
        const auto cmd = b.view->launchCommandFor(d.id);
        QVERIFY(cmd.has_value());
        QVERIFY2(cmd->commandLine().contains(QStringLiteral(" -ngl 20 ")),
                 qPrintable(cmd->commandLine()));
    }

    void largeConfigurationsStayCompact()
    {
        Board b(sampleProject());
        ConfigurationCard *node = b.view->card(QStringLiteral("sample-h200x8"));
        QCOMPARE(node->bars().size(), 8);
        ConfigurationCard *pair = b.view->card(QStringLiteral("sample-h100x2"));
        for (VramBar *bar : node->bars()) {
            QVERIFY(bar->isCompact());
            QVERIFY(bar->height() < pair->bars().first()->height());
        }
        QCOMPARE(node->subtitleText(),
                 QStringLiteral("NVLink 4 + NVSwitch · TP 8 · PP 1 · 1 replica(s)"));
        QVERIFY(!node->accessibleName().isEmpty());
    }
};

HEADROOM_TEST_MAIN(TestBoard)
#include "tst_board.moc"
