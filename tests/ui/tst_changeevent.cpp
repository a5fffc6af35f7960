// A change names what it touched (issue 16): each edit's event carries the changed property,
// the document keeps the evaluations a property cannot move (and never a stale one), and the
// views refresh only what depends on it while every figure still follows the edits that move
// it.
#include "apptranslator.h"
#include "board/boardview.h"
#include "board/configurationcard.h"
#include "board/deploymentrow.h"
#include "board/vrambar.h"
#include "commands/projectcommands.h"
#include "cost/configurationcost.h"
#include "document/projectdocument.h"
#include "format/displayformat.h"
#include "headroomtest.h"
#include "inspector/deploymenteditor.h"
#include "inspector/deploymentfigures.h"
#include "inspector/inspectorpanel.h"
#include "models/comparisonmodel.h"
#include "reports/reportspanel.h"

#include <QLabel>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace Headroom;
using Kind = ChangeEvent::Kind;
using Property = ChangeEvent::Property;
using I18n::AppTranslator;

namespace {

const Catalog &builtin()
{
    static const Catalog catalog = Catalog::builtin().value_or(Catalog {});
    return catalog;
}

Configuration configuration(const QString &id, int gpus, int tp)
{
    Configuration c;
    c.id = id;
    c.gpuId = QStringLiteral("h100-sxm-80gb");
    c.gpuCount = gpus;
    c.tensorParallel = tp;
    return c;
}

Deployment deployment(const QString &id, const QString &configurationId, const QString &model,
                      int sequences)
{
    Deployment d;
    d.id = id;
    d.configurationId = configurationId;
    d.modelId = model;
    d.weights = WeightFormat::Fp8;
    d.kv = KvFormat::Fp8;
    d.workload.concurrentSequences = sequences;
    d.workload.contextTokens = 8192;
    return d;
}

/** Two configurations: two models sharing one H100 ("shared"), one on a pair ("pair"). */
Project plan()
{
    Project p;
    p.configurations << configuration(QStringLiteral("shared"), 1, 1)
                     << configuration(QStringLiteral("pair"), 2, 2);
    p.deployments << deployment(QStringLiteral("a"), QStringLiteral("shared"),
                                QStringLiteral("llama-3.1-8b"), 4)
                  << deployment(QStringLiteral("b"), QStringLiteral("shared"),
                                QStringLiteral("qwen3-8b"), 4)
                  << deployment(QStringLiteral("c"), QStringLiteral("pair"),
                                QStringLiteral("llama-3.1-8b"), 8);
    return p;
}

/** The document's evaluation of every configuration equals one computed afresh. */
void compareWithFreshEvaluations(const ProjectDocument &document)
{
    for (const Configuration &c : document.project().configurations) {
        const ConfigurationEvaluation fresh = evaluateConfiguration(document.catalog(),
                                                                    document.project(), c);
        const ProjectDocument::Evaluation keptEvaluation = document.evaluation(c.id);
        const ConfigurationEvaluation &kept = *keptEvaluation;
        QCOMPARE(kept.configuration, fresh.configuration);
        QCOMPARE(kept.cost.assumptions, fresh.cost.assumptions);
        QCOMPARE(kept.bars, fresh.bars);
        QCOMPARE(kept.fits, fresh.fits);
        QCOMPARE(kept.maxBatch, fresh.maxBatch);
        QCOMPARE(kept.tokensPerSecond, fresh.tokensPerSecond);
        QCOMPARE(kept.costPerMillionTokens, fresh.costPerMillionTokens);
        QCOMPARE(kept.deployments.size(), fresh.deployments.size());
        for (qsizetype i = 0; i < fresh.deployments.size(); ++i) {
            const DeploymentEstimate &k = kept.deployments[i];
            const DeploymentEstimate &f = fresh.deployments[i];
            QCOMPARE(k.deployment, f.deployment);
            QCOMPARE(k.configuration, f.configuration);
            QCOMPARE(k.maxBatch.has_value(), f.maxBatch.has_value());
            if (f.maxBatch)
                QCOMPARE(k.maxBatch->value, f.maxBatch->value);
            QCOMPARE(k.speed.has_value(), f.speed.has_value());
            if (f.speed)
                QCOMPARE(k.speed->costPerMillionOutputTokens, f.speed->costPerMillionOutputTokens);
        }
    }
}

} // namespace

class TestChangeEvent : public QObject
{
    Q_OBJECT

    AppTranslator m_english;

    struct Views
    {
        ProjectDocument document;
        std::unique_ptr<BoardView> board;
        std::unique_ptr<InspectorPanel> inspector;
        std::unique_ptr<ReportsPanel> reports;

        Views()
        {
            document.setBuiltinCatalog(builtin());
            document.resetProject(plan());
            board = std::make_unique<BoardView>(document);
            board->resize(1200, 900);
            board->show();
            inspector = std::make_unique<InspectorPanel>(document);
            inspector->resize(420, 900);
            inspector->show();
            reports = std::make_unique<ReportsPanel>(document);
            reports->resize(1200, 400);
        }
        void push(QUndoCommand *command) { document.undoStack().push(command); }
        Deployment deployment(const QString &id) const { return *document.deployment(id); }
    };

private slots:
    void initTestCase()
    {
        QVERIFY(builtin().model(QStringLiteral("qwen3-8b")));
        QVERIFY(m_english.loadLanguage(QStringLiteral("en")));
        QCoreApplication::installTranslator(&m_english);
    }

    void eachEditNamesItsProperty_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<int>("kind");
        QTest::addColumn<uint>("properties");
        const auto row = [](const char *edit, Kind kind, ChangeEvent::Properties p) {
            QTest::newRow(edit) << QString::fromLatin1(edit) << int(kind) << uint(p.toInt());
        };
        row("batch", Kind::DeploymentChanged, Property::Batch);
        row("context", Kind::DeploymentChanged, Property::Context);
        row("input", Kind::DeploymentChanged, Property::Context);
        row("weights", Kind::DeploymentChanged, Property::Weights);
        row("kv", Kind::DeploymentChanged, Property::KvCache);
        row("engine", Kind::DeploymentChanged, Property::Engine);
        row("fraction", Kind::DeploymentChanged, Property::MemoryFraction);
        row("tpot", Kind::DeploymentChanged, Property::LatencyTargets);
        row("tier", Kind::DeploymentChanged, Property::BatchTier);
        row("weights and kv", Kind::DeploymentChanged, Property::Weights | Property::KvCache);
        row("move", Kind::DeploymentChanged, Property::Placement);
        row("name", Kind::ConfigurationChanged, Property::Name);
        row("gpus", Kind::ConfigurationChanged, Property::GpuCount);
        row("tp", Kind::ConfigurationChanged, Property::Parallelism);
        row("gpu", Kind::ConfigurationChanged, Property::Gpu);
        row("utilisation", Kind::CostAssumptionsChanged, Property::CostInputs);
        row("currency", Kind::CostAssumptionsChanged, Property::Currency);
        row("display currency", Kind::CostAssumptionsChanged, Property::Currency);
        row("horizon", Kind::CostAssumptionsChanged, Property::Horizon);
        row("title", Kind::MetadataChanged, Property::Metadata);
    }

    void eachEditNamesItsProperty()
    {
        QFETCH(QString, edit);
        QFETCH(int, kind);
        QFETCH(uint, properties);
        ProjectDocument document;
        document.setBuiltinCatalog(builtin());
        document.resetProject(plan());
        Deployment d = *document.deployment(QStringLiteral("a"));
        Configuration c = *document.configuration(QStringLiteral("pair"));
        CostAssumptions cost = document.project().cost;
        QUndoCommand *command = nullptr;
        QString id = d.id;
        if (edit == u"batch")
            d.workload.concurrentSequences = 6;
        else if (edit == u"context")
            d.workload.contextTokens = 4096;
        else if (edit == u"input")
            d.workload.inputTokens = 1000;
        else if (edit == u"weights")
            d.weights = WeightFormat::Int4Awq;
        else if (edit == u"kv")
            d.kv = KvFormat::Bf16;
        else if (edit == u"engine")
            d.engine = EngineKind::SgLang;
        else if (edit == u"fraction")
            d.memoryFraction = 0.8;
        else if (edit == u"tpot")
            d.workload.tpotTargetMs = 40;
        else if (edit == u"tier")
            d.batchTier = true;
        else if (edit == u"weights and kv") {
            d.weights = WeightFormat::Bf16;
            d.kv = KvFormat::Bf16;
        } else if (edit == u"move")
            d.configurationId = QStringLiteral("pair");
        if (kind == int(Kind::DeploymentChanged))
            command = new ChangeDeployment(document, d);
        id = kind == int(Kind::ConfigurationChanged) ? c.id : id;
        if (edit == u"name")
            c.name = QStringLiteral("Batch node");
        else if (edit == u"gpus")
            c.gpuCount = 4;
        else if (edit == u"tp")
            c.tensorParallel = 1;
        else if (edit == u"gpu")
            c.gpuId = QStringLiteral("h200-sxm-141gb");
        if (kind == int(Kind::ConfigurationChanged))
            command = new ChangeConfiguration(document, c);
        if (edit == u"utilisation")
            cost.utilization = 0.9;
        else if (edit == u"currency")
            cost.currency = Currency::Eur;
        else if (edit == u"display currency")
            cost.displayCurrency = Currency::Pln;
        else if (edit == u"horizon")
            cost.horizonMonths = 24;
        if (kind == int(Kind::CostAssumptionsChanged)) {
            command = new ChangeCostAssumptions(document, cost);
            id.clear();
        }
        if (kind == int(Kind::MetadataChanged)) {
            ProjectMetadata m = document.project().metadata;
            m.title = QStringLiteral("Q3 capacity");
            command = new ChangeMetadata(document, m);
            id.clear();
        }
        QVERIFY(command);

        QSignalSpy changes(&document, &ProjectDocument::changed);
        document.undoStack().push(command);
        document.undoStack().undo();
        QCOMPARE(changes.size(), 2);
        for (const QList<QVariant> &args : changes) {
            // redo and undo change the same fields
            const auto event = args.first().value<ChangeEvent>();
            QCOMPARE(int(event.kind), kind);
            QCOMPARE(event.id, id);
            QCOMPARE(uint(event.properties.toInt()), properties);
        }
        // the kinds that are not an edit of fields say that anything may have changed
        changes.clear();
        document.undoStack().push(new RemoveDeployment(document, QStringLiteral("b")));
        QVERIFY(changes.first().first().value<ChangeEvent>().properties
                == ChangeEvent::AllProperties);
    }

    void theCacheKeepsWhatAPropertyCannotMove()
    {
        ProjectDocument document;
        document.setBuiltinCatalog(builtin());
        document.resetProject(plan());
        const auto evaluateAll = [&] {
            for (const Configuration &c : document.project().configurations)
                (void)document.evaluation(c.id);
        };
        evaluateAll();
        int count = document.evaluationCount();

        // a name, the metadata, a batch tier and the cost assumptions that are not the
        // configurations' prices: nothing is evaluated again, and nothing kept is stale
        Configuration c = *document.configuration(QStringLiteral("pair"));
        c.name = QStringLiteral("Batch node");
        document.undoStack().push(new ChangeConfiguration(document, c));
        ProjectMetadata m = document.project().metadata;
        m.author = QStringLiteral("Ada");
        document.undoStack().push(new ChangeMetadata(document, m));
        Deployment a = *document.deployment(QStringLiteral("a"));
        a.batchTier = true;
        document.undoStack().push(new ChangeDeployment(document, a));
        CostAssumptions cost = document.project().cost;
        cost.utilization = 0.9;
        cost.horizonMonths = 36;
        document.undoStack().push(new ChangeCostAssumptions(document, cost));
        evaluateAll();
        QCOMPARE(document.evaluationCount(), count);
        QCOMPARE(document.evaluation(QStringLiteral("pair"))->configuration.name,
                 QStringLiteral("Batch node"));
        QCOMPARE(document.evaluation(QStringLiteral("pair"))->deployments.first().configuration.name,
                 QStringLiteral("Batch node"));
        QCOMPARE(document.evaluation(QStringLiteral("shared"))->cost.assumptions.utilization, 0.9);
        QVERIFY(document.evaluation(QStringLiteral("shared"))
                        ->deployment(QStringLiteral("a"))
                        ->deployment.batchTier);
        compareWithFreshEvaluations(document);

        // a batch re-evaluates its own configuration only
        a.workload.concurrentSequences = 8;
        document.undoStack().push(new ChangeDeployment(document, a));
        evaluateAll();
        QCOMPARE(document.evaluationCount(), count + 1);
        count = document.evaluationCount();
        compareWithFreshEvaluations(document);

        // a price the configurations use: from the project's price book
        PriceBookEntry price;
        price.gpuId = QStringLiteral("h100-sxm-80gb");
        price.kind = QStringLiteral("on-demand");
        price.price = Money {3.25, Currency::Usd};
        price.asOf = QDate(2026, 1, 1);
        Project withPrices = document.project();
        withPrices.priceBook << price;
        document.resetProject(withPrices);
        evaluateAll();
        count = document.evaluationCount();
        cost = document.project().cost;
        cost.utilization = 0.5; // not a price: kept
        document.undoStack().push(new ChangeCostAssumptions(document, cost));
        evaluateAll();
        QCOMPARE(document.evaluationCount(), count);
        compareWithFreshEvaluations(document);
        cost.currency = Currency::Eur; // the on-demand price in euros: evaluated again
        document.undoStack().push(new ChangeCostAssumptions(document, cost));
        evaluateAll();
        compareWithFreshEvaluations(document);
        document.undoStack().undo();
        evaluateAll();
        compareWithFreshEvaluations(document);
        cost.displayCurrency = Currency::Pln; // shown in złoty: every price converted
        document.undoStack().push(new ChangeCostAssumptions(document, cost));
        evaluateAll();
        compareWithFreshEvaluations(document);
        QList<ExchangeRate> rates = document.project().exchangeRates;
        rates.append({Currency::Usd, Currency::Pln, 3.66, QDate(2026, 11, 30), {}}); // newer
        document.undoStack().push(new SetExchangeRates(document, rates));
        evaluateAll();
        compareWithFreshEvaluations(document);
        QCOMPARE(document.evaluation(QStringLiteral("pair"))->cost.assumptions.currency,
                 Currency::Pln);
        document.undoStack().undo();
        document.undoStack().undo();
        evaluateAll();
        compareWithFreshEvaluations(document);

        // whatever the edit, what the document gives equals a fresh evaluation
        Configuration pair = *document.configuration(QStringLiteral("pair"));
        pair.gpuCount = 4;
        document.undoStack().push(new ChangeConfiguration(document, pair));
        compareWithFreshEvaluations(document);
        Deployment b = *document.deployment(QStringLiteral("b"));
        b.configurationId = QStringLiteral("pair");
        document.undoStack().push(new ChangeDeployment(document, b));
        compareWithFreshEvaluations(document);
        b.workload.tpotTargetMs = 30;
        document.undoStack().push(new ChangeDeployment(document, b));
        compareWithFreshEvaluations(document);
        while (document.undoStack().canUndo()) {
            document.undoStack().undo();
            compareWithFreshEvaluations(document);
        }
    }

    void viewsRefreshOnlyWhatAPropertyMoves()
    {
        Views v;
        v.inspector->setSelection(QStringLiteral("shared"), QStringLiteral("b"));
        v.reports->setSelectedConfiguration(QStringLiteral("shared"));
        QCoreApplication::processEvents();
        int cards = v.board->cardRefreshCount();
        int inspector = v.inspector->refreshCount();
        int reports = v.reports->refreshCount();
        int evaluations = v.document.evaluationCount();
        QSignalSpy resets(v.reports->comparisonModel(), &QAbstractItemModel::modelReset);
        QSignalSpy rowChanges(v.reports->comparisonModel(), &QAbstractItemModel::dataChanged);

        // metadata: no view shows it
        ProjectMetadata m;
        m.title = QStringLiteral("Q3 capacity");
        v.push(new ChangeMetadata(v.document, m));
        QCOMPARE(v.board->cardRefreshCount(), cards);
        QCOMPARE(v.inspector->refreshCount(), inspector);
        QCOMPARE(v.reports->refreshCount(), reports);
        QCOMPARE(v.document.evaluationCount(), evaluations);

        // a configuration's name: its card's title and the reports' labels, nothing evaluated
        Configuration pair = *v.document.configuration(QStringLiteral("pair"));
        pair.name = QStringLiteral("Batch node");
        v.push(new ChangeConfiguration(v.document, pair));
        QCOMPARE(v.board->card(pair.id)->titleText(), QStringLiteral("Batch node"));
        QCOMPARE(v.board->cardRefreshCount(), cards);
        QCOMPARE(v.inspector->refreshCount(), inspector); // it shows the other configuration
        QCOMPARE(v.document.evaluationCount(), evaluations);
        QCOMPARE(resets.size(), 0);
        const auto compareName = [&](const QString &id) {
            for (const ComparisonRow &row : v.reports->comparisonModel()->rows())
                if (row.configuration.id == id)
                    return row.name;
            return QString();
        };
        QCOMPARE(compareName(pair.id), QStringLiteral("Batch node"));

        // a deployment on the other configuration: its card, its Compare row; not the
        // inspector, which shows a deployment elsewhere
        Deployment c = v.deployment(QStringLiteral("c"));
        c.workload.concurrentSequences = 16;
        v.push(new ChangeDeployment(v.document, c, QStringLiteral("batch")));
        QCOMPARE(v.board->cardRefreshCount(), cards + 1);
        QCOMPARE(v.inspector->refreshCount(), inspector);
        QCOMPARE(v.document.evaluationCount(), evaluations + 1);
        QCOMPARE(resets.size(), 0);
        QVERIFY(rowChanges.size() > 0);
        QCOMPARE(v.board->card(pair.id)->rows().first()->figure(QStringLiteral("sequences"))->text(),
                 QStringLiteral("16 sequences"));

        // the cost assumptions (not a price the configurations use): figures that show money
        // follow, and no memory is computed again
        evaluations = v.document.evaluationCount();
        inspector = v.inspector->refreshCount();
        CostAssumptions cost = v.document.project().cost;
        cost.utilization = 0.95;
        v.push(new ChangeCostAssumptions(v.document, cost));
        QCOMPARE(v.document.evaluationCount(), evaluations);
        QCOMPARE(v.inspector->refreshCount(), inspector + 1);
        QCOMPARE(v.reports->selectedCost().assumptions.utilization, 0.95);
    }

    void aBatchEditMovesEveryFigureThatDependsOnIt()
    {
        Views v;
        // the inspector shows b; a shares its GPU
        v.inspector->setSelection(QStringLiteral("shared"), QStringLiteral("b"));
        QCoreApplication::processEvents();
        ConfigurationCard *card = v.board->card(QStringLiteral("shared"));
        DeploymentFigures *figures = v.inspector->deploymentEditor()->figures();
        const auto maxBatchOf = [&](const QString &id) {
            return v.document.evaluation(QStringLiteral("shared"))->deployment(id)->maxBatch->value;
        };
        const std::int64_t kvBefore = card->bars().first()->model().partBytes(
                MemoryPartKind::KvCache);
        const std::int64_t maxBefore = maxBatchOf(QStringLiteral("b"));
        QCOMPARE(figures->value(QStringLiteral("maxSequences"))->text(),
                 Display::integer(maxBefore));

        Deployment a = v.deployment(QStringLiteral("a"));
        a.workload.concurrentSequences = 24;
        v.push(new ChangeDeployment(v.document, a, QStringLiteral("batch")));
        const std::int64_t maxAfter = maxBatchOf(QStringLiteral("b"));
        QVERIFY2(maxAfter < maxBefore, "a takes more of the GPU the two share");
        // the card: a's KV cache and row, b's max batch
        QVERIFY(card->bars().first()->model().partBytes(MemoryPartKind::KvCache) > kvBefore);
        QCOMPARE(card->row(QStringLiteral("a"))->figure(QStringLiteral("sequences"))->text(),
                 QStringLiteral("24 sequences"));
        QCOMPARE(card->row(QStringLiteral("b"))->figure(QStringLiteral("maxBatch"))->text(),
                 maxAfter > 0 ? QStringLiteral("Max batch %1").arg(Display::integer(maxAfter))
                              : QStringLiteral("Max batch 0: does not fit"));
        // the inspector, showing b
        QTRY_COMPARE(figures->value(QStringLiteral("maxSequences"))->text(),
                     Display::integer(maxAfter));

        // and undo puts it all back
        v.document.undoStack().undo();
        QCOMPARE(card->bars().first()->model().partBytes(MemoryPartKind::KvCache), kvBefore);
        QTRY_COMPARE(figures->value(QStringLiteral("maxSequences"))->text(),
                     Display::integer(maxBefore));
    }
};

HEADROOM_TEST_MAIN(TestChangeEvent)
#include "tst_changeevent.moc"
