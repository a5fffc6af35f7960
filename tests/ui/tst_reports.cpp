#include "charts/chartmodels.h"
#include "charts/chartstyle.h"
#include "charts/costcharts.h"
#include "charts/speedchart.h"
#include "commands/projectcommands.h"
#include "cost/configurationcost.h"
#include "cost/costmodel.h"
#include "document/projectdocument.h"
#include "estimate/deploymentestimate.h"
#include "format/displayformat.h"
#include "headroomtest.h"
#include "mainwindow/languagemanager.h"
#include "mainwindow/mainwindow.h"
#include "models/comparisonmodel.h"
#include "report/reportwriter.h"
#include "reports/costassumptionseditor.h"
#include "reports/reportspanel.h"
#include "store/sampleproject.h"

#include <QAbstractBarSeries>
#include <QAbstractItemModelTester>
#include <QAction>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineSeries>
#include <QPainter>
#include <QPrinter>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QToolTip>

using namespace Headroom;

namespace {

void loadSample(ProjectDocument &document)
{
    const auto builtin = Catalog::builtin();
    QVERIFY(builtin);
    document.setBuiltinCatalog(*builtin);
    document.resetProject(sampleProject());
}

QString snapshotDir()
{
    const QString dir = QDir::currentPath() + QStringLiteral("/snapshots");
    QDir().mkpath(dir);
    return dir;
}

} // namespace

class TestReports : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void costCurveModelHoldsTheCostModelCurves()
    {
        ProjectDocument document;
        loadSample(document);
        ReportsPanel panel(document);
        // the 8 x H200 configuration (2 x H100 would be bought in a whole 8-GPU server, which
        // 2 GPUs' rent does not catch up with: no crossover)
        const Configuration c = document.project().configurations.at(2);
        panel.setSelectedConfiguration(c.id);
        const CostAssumptions a = costAssumptionsFor(document.project(), document.catalog(), c);
        QCOMPARE(panel.selectedCost().assumptions, a);
        QCOMPARE(a.gpuCount, 8);
        const CostCurves expected = costCurves(a, a.horizonMonths);
        const CostCurveModel *model = panel.rentVsBuyChart()->model();
        QAbstractItemModelTester tester(const_cast<CostCurveModel *>(model));
        QCOMPARE(model->rowCount(), a.horizonMonths + 1);
        for (int m = 0; m <= a.horizonMonths; ++m) {
            QCOMPARE(model->data(model->index(m, CostCurveModel::MonthColumn)).toDouble(), m);
            QCOMPARE(model->data(model->index(m, CostCurveModel::OwnColumn)).toDouble(),
                     expected.own[m]);
            QCOMPARE(model->data(model->index(m, CostCurveModel::OnDemandColumn)).toDouble(),
                     expected.onDemand[m]);
            QCOMPARE(model->data(model->index(m, CostCurveModel::ReservedColumn)).toDouble(),
                     expected.reserved1y[m]);
            QCOMPARE(model->data(model->index(m, CostCurveModel::SpotColumn)).toDouble(),
                     expected.spot[m]);
            QCOMPARE(model->data(model->index(m, CostCurveModel::HybridColumn)).toDouble(),
                     expected.hybrid[m]);
        }
        // the series read the model: the own line has every point of the own curve
        const auto series = panel.rentVsBuyChart()->chart()->series();
        const QLineSeries *own = nullptr;
        for (QAbstractSeries *s : series)
            if (s->name() == CostCurveModel::curveName(CostCurveModel::OwnColumn))
                own = qobject_cast<QLineSeries *>(s);
        QVERIFY(own);
        QCOMPARE(own->count(), a.horizonMonths + 1);
        QCOMPARE(own->at(12).y(), expected.own[12]);
        // crossover labelled as the cost model says
        const auto crossover = crossoverMonth(expected.own, expected.onDemand);
        QCOMPARE(panel.rentVsBuyChart()->crossover(), crossover);
        QVERIFY(crossover);
        QCOMPARE(panel.rentVsBuyChart()->crossoverText(),
                 QStringLiteral("Owning is cheaper from month %1").arg(qCeil(*crossover)));
        QVERIFY(panel.costSummary()->text().contains(panel.rentVsBuyChart()->crossoverText()));
    }

    void usefulHourAndSensitivityModelsMatchTheCostModel()
    {
        ProjectDocument document;
        loadSample(document);
        ReportsPanel panel(document);
        const CostAssumptions a = panel.selectedCost().assumptions;
        const UsefulHourCostModel *useful = panel.usefulHourChart()->model();
        QCOMPARE(useful->rowCount(), UsefulHourCostModel::kSteps);
        for (int r = 0; r < useful->rowCount(); ++r) {
            CostAssumptions at = a;
            at.utilization = double(r + 1) / UsefulHourCostModel::kSteps;
            const UsefulHourCost expected = costPerUsefulGpuHour(at);
            QCOMPARE(useful->data(useful->index(r, 0)).toDouble(), at.utilization);
            QCOMPARE(useful->data(useful->index(r, 1)).toDouble(), *expected.own);
            QCOMPARE(useful->data(useful->index(r, 2)).toDouble(), expected.onDemand);
        }
        QCOMPARE(panel.usefulHourChart()->breakeven(), breakevenUtilization(a));

        const QList<SensitivityRow> expected = sensitivity(a);
        const SensitivityModel *tornado = panel.sensitivityChart()->model();
        QCOMPARE(tornado->rowCount(), expected.size());
        for (int r = 0; r < expected.size(); ++r) {
            QCOMPARE(tornado->data(tornado->index(r, 0)).toString(), expected[r].input);
            QCOMPARE(tornado->data(tornado->index(r, 1)).toDouble(), expected[r].low);
            QCOMPARE(tornado->data(tornado->index(r, 2)).toDouble(), expected[r].high);
        }
    }

    // Issue 19 items 2-3: the headline speaks of the horizon the user chose and names the
    // cheapest priced option there, spot included; horizons past it are not quoted
    void headlineNamesTheCheapestOptionAtTheHorizon()
    {
        ProjectDocument document;
        loadSample(document);
        ReportsPanel panel(document);
        panel.setSelectedConfiguration(QStringLiteral("sample-h100x2"));
        CostAssumptions a = panel.selectedCost().assumptions;
        for (int horizon : {24, 36, 48}) {
            a.horizonMonths = horizon;
            const CostCurves curves = costCurves(a, horizon);
            const QList<OptionCost> options = optionsByCost(a, curves, horizon);
            QVERIFY(options.size() >= 4);
            const QString text = QTextDocumentFragment::fromHtml(
                                         ReportsPanel::costHeadline(a, curves, QStringLiteral("x")))
                                         .toPlainText();
            // (no translator here: the English source with its "(s)")
            const QString cheapest
                    = QCoreApplication::translate("Headroom::ReportsPanel",
                                                  "Cheapest over %n month(s): %1, %2.", nullptr,
                                                  horizon)
                              .arg(CostCurveModel::optionName(options.constFirst().option),
                                   Display::money(options.constFirst().cost, a.currency, 0));
            QVERIFY2(cheapest.contains(QString::number(horizon)), qPrintable(cheapest));
            QVERIFY2(text.startsWith(cheapest), qPrintable(text));
            // savings at 1 and 3 years only within the horizon, and at the horizon itself
            const QString savings = text.section(QStringLiteral("renting on demand: "), 1);
            QCOMPARE(savings.contains(QStringLiteral("3 years:")), horizon >= 36);
            QCOMPARE(savings.contains(QStringLiteral("5 years:")), false);
            QCOMPARE(savings.contains(QStringLiteral("%1 month(s):").arg(horizon)), horizon != 36);
            QVERIFY(text.contains(Display::money(savingsAtMonth(a, horizon), a.currency, 0)));
        }
        // the sample's spot price is the cheapest: the headline says so and warns
        a.horizonMonths = 36;
        const CostCurves curves = costCurves(a, 36);
        QCOMPARE(optionsByCost(a, curves, 36).constFirst().option, CostOption::Spot);
        QVERIFY(ReportsPanel::costHeadline(a, curves, {})
                        .contains(QStringLiteral("Spot capacity can be reclaimed")));
        // for a configuration that serves users the headline is the cheapest option that
        // cannot be reclaimed, spot named beside it for batch work (issue 32: one verdict)
        const QList<OptionCost> ranked = optionsByCost(a, curves, 36);
        const QString serving = QTextDocumentFragment::fromHtml(
                                        ReportsPanel::costHeadline(a, curves, {}, true))
                                        .toPlainText();
        QVERIFY2(serving.startsWith(
                         QCoreApplication::translate("Headroom::ReportsPanel",
                                                     "Cheapest over %n month(s): %1, %2.", nullptr,
                                                     36)
                                 .arg(CostCurveModel::optionName(ranked.at(1).option),
                                      Display::money(ranked.at(1).cost, a.currency, 0))),
                 qPrintable(serving));
        QVERIFY2(serving.contains(QStringLiteral("Spot, %1, is cheaper for batch work only")
                                          .arg(Display::money(ranked.at(0).cost, a.currency, 0))),
                 qPrintable(serving));
        // with no spot price quoted, spot is no option (not free)
        a.spotPricePerGpuHour = 0;
        const auto noSpot = optionsByCost(a, costCurves(a, 36), 36);
        QVERIFY(std::none_of(noSpot.begin(), noSpot.end(),
                             [](const OptionCost &o) { return o.option == CostOption::Spot; }));
        // the panel shows the same text for its configuration
        QCOMPARE(panel.costSummary()->text(),
                 ReportsPanel::costHeadline(panel.selectedCost().assumptions,
                                            panel.rentVsBuyChart()->model()->curves(),
                                            panel.rentVsBuyChart()->crossoverText(), true));
    }

    // Issue 33: an advisor plan's way of paying (Configuration::acquisition) leads the headline,
    // the cheapest named beside it, as the PDF's executive summary takes it
    void plannedAcquisitionLeadsTheHeadline()
    {
        ProjectDocument document;
        loadSample(document);
        ReportsPanel panel(document);
        panel.setSelectedConfiguration(QStringLiteral("sample-h100x2"));
        const CostAssumptions a = panel.selectedCost().assumptions;
        const int h = a.horizonMonths;
        const CostCurves curves = costCurves(a, h);
        QList<OptionCost> ranked = optionsByCost(a, curves, h);
        ranked.removeIf([](const OptionCost &o) { return o.option == CostOption::Spot; });
        QVERIFY(ranked.size() >= 3);
        const OptionCost planned = ranked.last();
        const QString text = QTextDocumentFragment::fromHtml(
                                     ReportsPanel::costHeadline(a, curves, {}, true, planned.option))
                                     .toPlainText();
        const QString expected = QCoreApplication::translate("Headroom::ReportsPanel",
                                                             "Planned over %n month(s): %1, %2.",
                                                             nullptr, h)
                                         .arg(CostCurveModel::optionName(planned.option),
                                              Display::money(planned.cost, a.currency, 0))
                + u' '
                + QStringLiteral("The cheapest would be %1, %2.")
                          .arg(CostCurveModel::optionName(ranked.first().option),
                               Display::money(ranked.first().cost, a.currency, 0));
        QVERIFY2(text.startsWith(expected), qPrintable(text));
        // the cheapest planned: no second option named
        QVERIFY(!ReportsPanel::costHeadline(a, curves, {}, true, ranked.first().option)
                         .contains(QStringLiteral("The cheapest would be")));
        // the panel reads the configuration's own
        Configuration c = *document.configuration(QStringLiteral("sample-h100x2"));
        c.acquisition = planned.option;
        document.undoStack().push(new ChangeConfiguration(document, c));
        QVERIFY2(QTextDocumentFragment::fromHtml(panel.costSummary()->text())
                         .toPlainText()
                         .startsWith(expected),
                 qPrintable(panel.costSummary()->text()));
    }

    // Issue 19 item 2: at 1280 px every chart's legend names every series in full, wrapped
    // under the plot (not elided in one row), and every axis and chart title fits its side
    void chartsFitTheirSpace()
    {
        ProjectDocument document;
        loadSample(document);
        ReportsPanel panel(document);
        panel.setSelectedConfiguration(QStringLiteral("sample-rtx4090"));
        panel.resize(1280, 330);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        for (int tab : {int(ReportsPanel::RentVsBuyTab), int(ReportsPanel::SpeedTab),
                        int(ReportsPanel::CompareTab)}) {
            panel.setCurrentIndex(tab);
            for (int i = 0; i < 5; ++i)
                QCoreApplication::processEvents(); // the charts' posted layouts
            const auto charts = panel.currentWidget()->findChildren<Charts::ChartView *>();
            QVERIFY(!charts.isEmpty());
            for (const Charts::ChartView *view : charts) {
                const QLabel *legend = view->legendLabel();
                const QString title = view->chart()->title();
                QVERIFY2(legend->isVisible(), qPrintable(title));
                QVERIFY(!view->chart()->legend()->isVisible());
                const QString legendText = QTextDocumentFragment::fromHtml(legend->text())
                                                   .toPlainText()
                                                   .replace(QChar(0xA0), u' ');
                // Compare names each configuration once, in its colour, and each line style once
                if (view == panel.comparisonChart()) {
                    QVERIFY(legendText.contains(
                            CostCurveModel::curveName(CostCurveModel::OnDemandColumn)));
                    for (const ComparisonRow &row : panel.comparisonModel()->rows())
                        QVERIFY2(legendText.contains(row.name), qPrintable(legendText));
                }
                for (const QAbstractSeries *series : view->chart()->series()) {
                    if (series->property(Charts::kNoLegendProperty).toBool()
                        || view == panel.comparisonChart())
                        continue;
                    if (auto *bars = qobject_cast<const QAbstractBarSeries *>(series)) {
                        for (QBarSet *set : bars->barSets())
                            QVERIFY2(legendText.contains(set->label()), qPrintable(legendText));
                    } else if (!(qobject_cast<const QScatterSeries *>(series)
                                 && static_cast<const QXYSeries *>(series)->count() == 0)) {
                        QVERIFY2(legendText.contains(series->name()),
                                 qPrintable(series->name() + u" / "_qs + legendText));
                    }
                }
                // the legend shows all its lines, inside the view, below the plot
                QVERIFY(legend->height() >= legend->heightForWidth(legend->width()));
                QVERIFY(legend->geometry().bottom() <= view->height());
                QVERIFY(view->chart()->plotArea().bottom() <= legend->geometry().top());
                // each line of each title fits where it is drawn
                const QRectF plot = view->chart()->plotArea();
                for (const QAbstractAxis *axis : view->chart()->axes()) {
                    const qreal room = axis->orientation() == Qt::Vertical ? plot.height()
                                                                           : plot.width();
                    if (!axis->isTitleVisible()) // left out where no line would fit
                        continue;
                    const QFontMetricsF metrics(axis->titleFont());
                    for (const QString &line :
                         axis->titleText().split(QStringLiteral("<br>"), Qt::SkipEmptyParts))
                        QVERIFY2(metrics.horizontalAdvance(line) <= room,
                                 qPrintable(line + u" in "_qs + title));
                    QVERIFY(!axis->truncateLabels());
                }
            }
        }
        // the hybrid fleet is a band drawn first: the lines it runs along stay visible on it
        const auto series = panel.rentVsBuyChart()->chart()->series();
        const auto *band = qobject_cast<const QLineSeries *>(series.constFirst());
        QVERIFY(band);
        QCOMPARE(band->name(), CostCurveModel::curveName(CostCurveModel::HybridColumn));
        QVERIFY(band->pen().widthF() >= 5);
    }

    // Issue 33 item 4: at 1280x800 with six configurations Compare shows every row of its table
    // and a chart with a plot tall enough to read and its whole legend (the tab scrolls when
    // the dock is too short for both); it was a 40 px strip under 4.5 rows
    void compareIsLegibleAt1280x800()
    {
        MainWindow window;
        window.newFromSample();
        for (const char *gpu : {"l40s-48gb", "a100-sxm-80gb", "rtx-5090-32gb"}) {
            Configuration c;
            c.id = QString::fromLatin1(gpu);
            c.gpuId = QString::fromLatin1(gpu);
            c.gpuCount = 2;
            window.document().undoStack().push(new AddConfiguration(window.document(), c));
        }
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ReportsPanel *panel = window.reports();
        panel->setCurrentIndex(ReportsPanel::CompareTab);
        for (const QString &language : {u"en"_qs, u"ru"_qs, u"pl"_qs}) {
            QVERIFY(LanguageManager::instance()->setLanguage(language));
            for (int i = 0; i < 5; ++i)
                QCoreApplication::processEvents(); // the charts' posted layouts
            QTableView *table = panel->comparisonView();
            QCOMPARE(table->model()->rowCount(), 6);
            QCOMPARE(table->verticalScrollBar()->maximum(), 0);
            for (int row = 0; row < 6; ++row) {
                const QRect cell = table->visualRect(table->model()->index(row, 0));
                QVERIFY2(table->viewport()->rect().contains(cell),
                         qPrintable(u"row %1 of %2"_qs.arg(row).arg(language)));
            }
            const ComparisonCostChart *chart = panel->comparisonChart();
            QVERIFY2(chart->chart()->plotArea().height() >= 200,
                     qPrintable(QString::number(chart->chart()->plotArea().height())));
            const QLabel *legend = chart->legendLabel();
            QVERIFY(legend->isVisible());
            QVERIFY(legend->height() >= legend->heightForWidth(legend->width()));
            QVERIFY(chart->chart()->plotArea().bottom() <= legend->geometry().top());
            QVERIFY(window.grab().save(snapshotDir() + u"/compare-1280x800-"_qs + language
                                       + u".png"_qs));
            // scrolled to the chart, for a look
            auto *scroll = panel->findChild<QScrollArea *>(u"compareScroll"_qs);
            QVERIFY(scroll);
            scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
            QCoreApplication::processEvents();
            QVERIFY(window.grab().save(snapshotDir() + u"/compare-1280x800-chart-"_qs + language
                                       + u".png"_qs));
            scroll->verticalScrollBar()->setValue(0);
        }
        QVERIFY(LanguageManager::instance()->setLanguage(u"en"_qs));
    }

    // Issue 19 item 10: two configurations that would read the same are told apart in the
    // picker and the Compare table
    void sameNamedConfigurationsAreToldApart()
    {
        ProjectDocument document;
        loadSample(document);
        ReportsPanel panel(document);
        Configuration twin = document.project().configurations.at(1);
        twin.id = QStringLiteral("twin");
        document.undoStack().push(new AddConfiguration(document, twin));
        const QString label = configurationLabel(twin, document.catalog());
        auto *selector = panel.findChild<QComboBox *>(QStringLiteral("configurationSelector"));
        QVERIFY(selector);
        QStringList texts;
        for (int i = 0; i < selector->count(); ++i)
            texts.append(selector->itemText(i));
        QCOMPARE(texts.count(label), 1);
        QVERIFY2(texts.contains(label + QStringLiteral(" (2)")), qPrintable(texts.join(u'|')));
        QCOMPARE(QSet<QString>(texts.begin(), texts.end()).size(), texts.size());
        QStringList names;
        for (const ComparisonRow &row : panel.comparisonModel()->rows())
            names.append(row.name);
        QCOMPARE(QSet<QString>(names.begin(), names.end()).size(), names.size());
        QVERIFY(names.contains(label + QStringLiteral(" (2)")));
    }

    void editorPushesMergingCommands()
    {
        ProjectDocument document;
        loadSample(document);
        ReportsPanel panel(document);
        QDoubleSpinBox *box = nullptr;
        for (QDoubleSpinBox *b : panel.costEditor()->findChildren<QDoubleSpinBox *>())
            if (b->accessibleName() == QStringLiteral("Utilisation"))
                box = b;
        QVERIFY(box);
        QCOMPARE(box->value(), 60.0);
        const int before = document.undoStack().count();
        box->setValue(70);
        box->setValue(80);
        QCOMPARE(document.project().cost.utilization, 0.8);
        QCOMPARE(document.undoStack().count(), before + 1); // one merged step
        // the charts follow the document
        const CostAssumptions a = panel.selectedCost().assumptions;
        QCOMPARE(a.utilization, 0.8);
        QCOMPARE(panel.rentVsBuyChart()->model()->curves().onDemand,
                 costCurves(a, a.horizonMonths).onDemand);
        document.undoStack().undo();
        QCOMPARE(box->value(), 60.0);
        // a catalog price is shown read-only with its source
        QDoubleSpinBox *onDemand = nullptr;
        for (QDoubleSpinBox *b : panel.costEditor()->findChildren<QDoubleSpinBox *>())
            if (b->accessibleName() == QStringLiteral("On-demand per GPU-hour"))
                onDemand = b;
        QVERIFY(onDemand);
        QVERIFY(onDemand->isReadOnly());
        QCOMPARE(onDemand->value(), std::round(a.onDemandPricePerGpuHour * 100) / 100);
    }

    void comparisonSortsByRawValue()
    {
        ProjectDocument document;
        loadSample(document);
        ReportsPanel panel(document);
        QAbstractItemModelTester tester(panel.comparisonModel());
        QTableView *view = panel.comparisonView();
        QAbstractItemModel *sorted = view->model();
        QCOMPARE(sorted->rowCount(), document.project().configurations.size());
        for (int column :
             {int(ComparisonModel::ThreeYearOwnedColumn), int(ComparisonModel::MonthlyRentedColumn),
              int(ComparisonModel::MaxBatchColumn)}) {
            view->sortByColumn(column, Qt::AscendingOrder);
            double previous = -1e300;
            for (int r = 0; r < sorted->rowCount(); ++r) {
                const QVariant v = sorted->index(r, column).data(ComparisonModel::SortRole);
                QVERIFY(v.isValid());
                QVERIFY2(v.toDouble() >= previous, qPrintable(QString::number(column)));
                previous = v.toDouble();
            }
        }
        // the display text is formatted, the raw value is not: 1 x RTX 4090 is cheapest to own
        view->sortByColumn(ComparisonModel::ThreeYearOwnedColumn, Qt::AscendingOrder);
        QCOMPARE(sorted->index(0, 0).data(ComparisonModel::ConfigurationIdRole).toString(),
                 QStringLiteral("sample-rtx4090"));
        QVERIFY(sorted->index(0, ComparisonModel::ThreeYearOwnedColumn)
                        .data(ComparisonModel::IsBestRole)
                        .toBool());
        QVERIFY(sorted->index(0, ComparisonModel::ThreeYearOwnedColumn)
                        .data()
                        .toString()
                        .endsWith(QStringLiteral("\u2605")));
        QVERIFY(sorted->index(0, ComparisonModel::ThreeYearOwnedColumn)
                        .data(Qt::FontRole)
                        .value<QFont>()
                        .bold());
        view->sortByColumn(ComparisonModel::ThreeYearOwnedColumn, Qt::DescendingOrder);
        QCOMPARE(sorted->index(0, 0).data(ComparisonModel::ConfigurationIdRole).toString(),
                 QStringLiteral("sample-h200x8"));
        // the TTFT cells carry their unit (Display::seconds): the header names none; the CSV
        // header keeps "(s)" for its raw seconds
        const ComparisonModel *comparison = panel.comparisonModel();
        QCOMPARE(comparison->headerData(ComparisonModel::TtftColumn, Qt::Horizontal).toString(),
                 QStringLiteral("TTFT"));
        QCOMPARE(ComparisonModel::columnTitle(ComparisonModel::TtftColumn, Currency::Usd),
                 QStringLiteral("TTFT (s)"));
        for (const ComparisonRow &row : comparison->rows())
            if (row.ttftSeconds)
                QCOMPARE(ComparisonModel::displayText(row, ComparisonModel::TtftColumn),
                         Display::seconds(*row.ttftSeconds));
        // the values are the cost model's
        const Project &p = document.project();
        for (const ComparisonRow &row : panel.comparisonModel()->rows()) {
            const CostAssumptions a = costAssumptionsFor(p, document.catalog(), row.configuration);
            QCOMPARE(row.threeYearOwnedCost, costCurves(a, std::max(36, a.horizonMonths)).own[36]);
            QCOMPARE(row.monthlyRentedCost, costCurves(a, a.horizonMonths).onDemand[1]);
        }
    }

    void checkedRowsAreChartedTogether()
    {
        ProjectDocument document;
        loadSample(document);
        ReportsPanel panel(document);
        ComparisonModel *model = panel.comparisonModel();
        QCOMPARE(model->checkedConfigurationIds().size(), 3);
        QCOMPARE(panel.comparisonChart()->models().size(), 3);
        model->setChecked(QStringLiteral("sample-h200x8"), false);
        QCOMPARE(panel.comparisonChart()->models().size(), 2);
        QCOMPARE(panel.comparisonChart()->chart()->series().size(), 4); // own + on demand each
        const Configuration c = *document.configuration(QStringLiteral("sample-h100x2"));
        const CostAssumptions a = costAssumptionsFor(document.project(), document.catalog(), c);
        QCOMPARE(panel.comparisonChart()->models().at(1)->curves().own,
                 costCurves(a, a.horizonMonths).own);
    }

    void speedChartHoldsTheCurve()
    {
        // one replica's curve as estimateSpeed() gives it, with targets
        QList<SpeedPoint> curve;
        for (int n = 1; n <= 40; ++n) {
            SpeedPoint p;
            p.concurrency = n;
            p.tpotSeconds = 0.02 + 0.001 * n;
            p.tokensPerSecondPerSequence = 1.0 / p.tpotSeconds;
            p.totalTokensPerSecond = n * p.tokensPerSecondPerSequence;
            p.ttftSeconds = 0.2 + 0.01 * n;
            curve.append(p);
        }
        SpeedChart speed(SpeedChart::Mode::Speed);
        speed.setEntries({{QStringLiteral("Model A"), curve, 16, 40, 1000}});
        QCOMPARE(speed.models().size(), 1);
        const SpeedCurveModel *model = speed.models().first();
        QCOMPARE(model->rowCount(), curve.size());
        for (int r = 0; r < curve.size(); ++r) {
            QCOMPARE(model->data(model->index(r, SpeedCurveModel::ConcurrencyColumn)).toDouble(),
                     double(curve[r].concurrency));
            QCOMPARE(model->data(model->index(r, SpeedCurveModel::PerUserColumn)).toDouble(),
                     curve[r].tokensPerSecondPerSequence);
            QCOMPARE(model->data(model->index(r, SpeedCurveModel::TotalColumn)).toDouble(),
                     curve[r].totalTokensPerSecond);
            QCOMPARE(model->data(model->index(r, SpeedCurveModel::TtftColumn)).toDouble(),
                     curve[r].ttftSeconds);
        }
        // series: per user, total, the TPOT target (25 tok/s per user) and the operating point
        const auto series = speed.chart()->series();
        QCOMPARE(series.size(), 4);
        const auto *target = qobject_cast<QLineSeries *>(series.at(2));
        QVERIFY(target);
        QCOMPARE(target->at(0).y(), 1000.0 / 40);
        const auto *point = qobject_cast<QScatterSeries *>(series.at(3));
        QVERIFY(point);
        QCOMPARE(point->count(), 1);
        QCOMPARE(point->at(0), QPointF(16, curve[15].tokensPerSecondPerSequence));

        SpeedChart latency(SpeedChart::Mode::Latency);
        latency.setEntries({{QStringLiteral("Model A"), curve, 16, 40, 1000}});
        // TPOT, TTFT, both targets, the operating point
        QCOMPARE(latency.chart()->series().size(), 5);

        // the axes: round 1-2-5 steps, labels told apart by their own digits (no "0 1 1 2 2"),
        // whole sequences on x, room past the operating point so its marker is not cut
        for (SpeedChart *chart : {&speed, &latency}) {
            for (QAbstractAxis *axis : chart->chart()->axes()) {
                auto *category = qobject_cast<QCategoryAxis *>(axis);
                QVERIFY(category);
                const QStringList labels = category->categoriesLabels();
                QVERIFY(labels.size() >= 3);
                for (const QString &l : labels)
                    QVERIFY2(!l.contains(QChar(0x200B)), qPrintable(labels.join(u' ')));
                QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), labels.size());
            }
            auto *x = qobject_cast<QCategoryAxis *>(chart->chart()->axes(Qt::Horizontal).first());
            QVERIFY(x->max() > 40 * 1.02); // the curve ends at 40
            for (const QString &l : x->categoriesLabels())
                QVERIFY2(!l.contains(u'.') && !l.contains(u','), qPrintable(l));
        }
        // a short curve: 4 sequences, 8 ticks wanted, still whole steps
        SpeedChart small(SpeedChart::Mode::Speed);
        small.setEntries({{QStringLiteral("Model B"), curve.mid(0, 4), 4, 0, 0}});
        auto *smallX = qobject_cast<QCategoryAxis *>(small.chart()->axes(Qt::Horizontal).first());
        QCOMPARE(smallX->categoriesLabels(),
                 (QStringList {QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2"),
                               QStringLiteral("3"), QStringLiteral("4"), QStringLiteral("5")}));

        SpeedChart empty(SpeedChart::Mode::Speed);
        empty.setEntries({}, QStringLiteral("No speed estimate for X: reason"));
        QCOMPARE(empty.chart()->title(), QStringLiteral("No speed estimate for X: reason"));
        QVERIFY(empty.chart()->series().isEmpty());
    }

    // Issue 19 item 4: every money tick of an axis in one unit ("8k", "10k", "12k"; not
    // "8000", "10k"), with only the decimals a tick needs
    void moneyTicksShareOneUnit()
    {
        QCOMPARE(Charts::shortMoney(8000, Currency::Usd, 12000), QStringLiteral("8k"));
        QCOMPARE(Charts::shortMoney(2500, Currency::Usd, 12000), QStringLiteral("2.5k"));
        QCOMPARE(Charts::shortMoney(8000, Currency::Usd, 9000), Display::number(8000, 0));
        QCOMPARE(Charts::shortMoney(500000, Currency::Usd, 1.5e6), QStringLiteral("0.5M"));
        QCOMPARE(Charts::shortMoney(0, Currency::Usd, 1.5e6), QStringLiteral("0"));
        ProjectDocument document;
        loadSample(document);
        ReportsPanel panel(document);
        for (const Configuration &c : document.project().configurations) {
            panel.setSelectedConfiguration(c.id);
            auto *y = qobject_cast<QCategoryAxis *>(
                    panel.rentVsBuyChart()->chart()->axes(Qt::Vertical).first());
            QVERIFY(y);
            QSet<QString> units;
            for (const QString &label : y->categoriesLabels())
                if (label != QStringLiteral("0"))
                    units.insert(QString(label).remove(
                            QRegularExpression(QStringLiteral("[0-9.,\\s]"))));
            QVERIFY2(units.size() == 1, qPrintable(y->categoriesLabels().join(u' ')));
        }
    }

    void speedTabFollowsTheEstimates()
    {
        ProjectDocument document;
        loadSample(document);
        ReportsPanel panel(document);
        panel.setSelectedConfiguration(QStringLiteral("sample-h100x2"));
        const Deployment d = *document.deployment(QStringLiteral("sample-llama-70b"));
        const DeploymentEstimate e = estimateDeployment(document.catalog(), document.project(), d);
        if (!e.speed) {
            QVERIFY(panel.speedChart()->models().isEmpty());
            QVERIFY(panel.speedChart()->chart()->title().contains(e.speed.error().message));
            return;
        }
        QCOMPARE(panel.speedChart()->models().size(), 1);
        QCOMPARE(panel.speedChart()->models().first()->curve().size(), e.speed->curve().size());
        for (qsizetype i = 0; i < e.speed->curve().size(); ++i)
            QCOMPARE(panel.speedChart()->models().first()->curve().at(i).totalTokensPerSecond,
                     e.speed->curve().at(i).totalTokensPerSecond);
    }

    void printingPaintsTheReport()
    {
        ProjectDocument document;
        loadSample(document);
        QTemporaryDir dir;
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(dir.filePath(QStringLiteral("printed.pdf")));
        QPainter painter(&printer);
        QCOMPARE(paintReport(painter, printer, document.project(), document.catalog()),
                 3 + int(document.project().configurations.size()));
        painter.end();
        QVERIFY(QFileInfo(printer.outputFileName()).size() > 10000);
    }

    void selectionFollowsTheDocument()
    {
        ProjectDocument document;
        loadSample(document);
        ReportsPanel panel(document);
        const QString first = document.project().configurations.first().id;
        QCOMPARE(panel.selectedConfigurationId(), first); // empty = the first
        panel.setSelectedConfiguration(QStringLiteral("sample-h200x8"));
        QCOMPARE(panel.selectedConfigurationId(), QStringLiteral("sample-h200x8"));
        QCOMPARE(panel.selectedCost().assumptions.gpuCount, 8);
        panel.setSelectedConfiguration(QStringLiteral("no-such-configuration"));
        QCOMPARE(panel.selectedConfigurationId(), first);
        // removing the shown configuration falls back to the first; the compare table follows
        panel.setSelectedConfiguration(QStringLiteral("sample-h200x8"));
        document.undoStack().push(
                new RemoveConfiguration(document, QStringLiteral("sample-h200x8")));
        QCOMPARE(panel.selectedConfigurationId(), first);
        QCOMPARE(panel.comparisonModel()->rowCount(), 2);
        QCOMPARE(panel.rentVsBuyChart()->model()->curves().own,
                 costCurves(panel.selectedCost().assumptions,
                            panel.selectedCost().assumptions.horizonMonths)
                         .own);
        document.undoStack().undo();
        QCOMPARE(panel.comparisonModel()->rowCount(), 3);
    }

    /** The cost editor shows a configuration's prices per GPU as their sources state them and
     *  names the whole units its costs pay for: 2 x H100 SXM are bought in an 8-GPU server
     *  (the cost curves pay for 8), rented in 1-GPU instances. A configuration whose units hold
     *  no spare GPU shows no such note. */
    void costEditorNamesTheWholeUnits()
    {
        ProjectDocument document;
        loadSample(document);
        ReportsPanel panel(document);
        panel.setSelectedConfiguration(QStringLiteral("sample-h100x2"));
        CostAssumptionsEditor *editor = panel.costEditor();
        const ConfigurationCost cost = panel.selectedCost();
        QCOMPARE(cost.units.boughtGpus(), 8);
        auto *units = editor->findChild<QLabel *>(QStringLiteral("unitsNote"));
        QVERIFY(units);
        QVERIFY(!units->isHidden());
        QVERIFY2(units->text().contains(QRegularExpression(u"HGX H100 .*\\(8 GPU.*\\), 2 used"_qs)),
                 qPrintable(units->text()));
        // the box shows the price per GPU, the curves pay for the server
        auto *purchase = editor->findChild<QDoubleSpinBox *>(QStringLiteral("purchase"));
        QCOMPARE(purchase->value(), std::round(cost.perGpu.purchasePricePerGpu));
        QCOMPARE(cost.assumptions.purchasePricePerGpu, cost.perGpu.purchasePricePerGpu * 4);
        QCOMPARE(panel.rentVsBuyChart()
                         ->model()
                         ->data(panel.rentVsBuyChart()->model()->index(0, CostCurveModel::OwnColumn))
                         .toDouble(),
                 8 * cost.perGpu.purchasePricePerGpu);
        editor->resize(340, 1400);
        QVERIFY(editor->grab().save(snapshotDir() + u"/costeditor-units-en.png"_qs));
        panel.setSelectedConfiguration(QStringLiteral("sample-rtx4090"));
        QVERIFY(units->isHidden());
    }

    void currencySwitchConvertsWithANote()
    {
        ProjectDocument document;
        loadSample(document);
        ReportsPanel panel(document);
        panel.setSelectedConfiguration(QStringLiteral("sample-rtx4090"));
        CostAssumptionsEditor *editor = panel.costEditor();
        const auto box = [editor](const char *name) {
            return editor->findChild<QDoubleSpinBox *>(QString::fromLatin1(name));
        };
        const auto note = [editor](const QString &name) {
            auto *label = editor->findChild<QLabel *>(name);
            return label ? label->text() : QStringLiteral("(no label %1)").arg(name);
        };
        const ConfigurationCost usd = panel.selectedCost();
        QCOMPARE(usd.assumptions.currency, Currency::Usd);
        QCOMPARE(usd.purchase.source, CostInputSource::Catalog);
        const double purchaseUsd = box("purchase")->value();
        const double electricityUsd = box("electricity")->value();
        const double onDemandUsd = box("onDemand")->value();
        QCOMPARE(purchaseUsd, std::round(usd.assumptions.purchasePricePerGpu));

        // a rate of the test's own, newer than the built-in one, so it is the one used
        const ExchangeRate rate {Currency::Usd, Currency::Pln, 3.66, QDate(2026, 11, 30),
                                 QStringLiteral("test source")};
        QList<ExchangeRate> rates = document.project().exchangeRates;
        rates.append(rate);
        document.undoStack().push(new SetExchangeRates(document, rates));
        const int steps = document.undoStack().count();

        auto *currency = editor->findChild<QComboBox *>();
        QVERIFY(currency);
        const int pln = currency->findText(QStringLiteral("PLN"));
        currency->setCurrentIndex(pln);
        emit currency->activated(pln);
        QCOMPARE(document.undoStack().count(), steps + 1);
        QCOMPARE(document.project().cost.displayCurrency, Currency::Pln);
        // the stored amounts did not change; the shown ones are the dollars x 3.66
        QCOMPARE(document.project().cost.purchasePricePerGpu, 40000.0);
        QCOMPARE(box("purchase")->value(),
                 std::round(usd.assumptions.purchasePricePerGpu * rate.rate));
        QCOMPARE(box("electricity")->value(),
                 std::round(usd.assumptions.electricityPricePerKwh * rate.rate * 1000) / 1000);
        QCOMPARE(box("onDemand")->value(),
                 std::round(usd.assumptions.onDemandPricePerGpuHour * rate.rate * 100) / 100);
        QVERIFY(QString(box("purchase")->prefix() + box("purchase")->suffix())
                        .contains(Display::currencySymbol(Currency::Pln)));
        const QString rateText = QStringLiteral("1 USD = 3.66 PLN (test source, 2026-11-30)");
        QVERIFY2(note(QStringLiteral("currencyNote")).contains(rateText),
                 qPrintable(note(QStringLiteral("currencyNote"))));
        for (const char *field : {"purchase", "electricity", "onDemand", "spot"})
            QVERIFY2(note(QString::fromLatin1(field) + QStringLiteral("Note")).contains(rateText),
                     qPrintable(note(QString::fromLatin1(field) + QStringLiteral("Note"))));
        QVERIFY(note(QStringLiteral("purchaseNote"))
                        .contains(Display::money(usd.purchase.original->amount, Currency::Usd, 0)));
        // the savings headline is in złoty, not dollars relabelled
        const QString summary = panel.findChild<QLabel *>(QStringLiteral("costSummary"))->text();
        QVERIFY2(summary.contains(Display::currencySymbol(Currency::Pln)), qPrintable(summary));

        // back to USD: exactly the first figures
        document.undoStack().undo();
        QCOMPARE(document.project().cost.displayCurrency, Currency::Usd);
        QCOMPARE(box("purchase")->value(), purchaseUsd);
        QCOMPARE(box("electricity")->value(), electricityUsd);
        QCOMPARE(box("onDemand")->value(), onDemandUsd);
        QCOMPARE(panel.selectedCost().assumptions, usd.assumptions);

        // a project edit typed in złoty is kept in dollars
        document.undoStack().redo();
        QCOMPARE(document.project().cost.displayCurrency, Currency::Pln);
        const int edits = document.undoStack().count();
        box("electricity")->setValue(0.8);
        QCOMPARE(document.undoStack().count(), edits + 1);
        QCOMPARE(document.project().cost.electricityPricePerKwh, 0.8 / 3.66);
        QCOMPARE(document.project().cost.currency, Currency::Usd);
        QCOMPARE(box("electricity")->value(), 0.8);
        document.undoStack().undo();
        QCOMPARE(document.project().cost.electricityPricePerKwh, 0.1);

        // without a rate to RUB the switch is refused, saying which rate is missing
        QList<ExchangeRate> noRub;
        for (const ExchangeRate &r : document.project().exchangeRates)
            if (r.from != Currency::Rub && r.to != Currency::Rub)
                noRub.append(r);
        document.undoStack().push(new SetExchangeRates(document, noRub));
        const int before = document.undoStack().count();
        const CostAssumptions shownBefore = panel.selectedCost().assumptions;
        const int rub = currency->findText(QStringLiteral("RUB"));
        currency->setCurrentIndex(rub);
        emit currency->activated(rub);
        QCOMPARE(document.undoStack().count(), before);
        QCOMPARE(document.project().cost.displayCurrency, Currency::Pln);
        QCOMPARE(currency->currentText(), QStringLiteral("PLN"));
        QCOMPARE(panel.selectedCost().assumptions, shownBefore);
        const auto expected = checkDisplayCurrency(Currency::Rub, Currency::Usd, noRub);
        QVERIFY(!expected);
        QCOMPARE(note(QStringLiteral("currencyNote")), expected.error().message);
        QVERIFY(expected.error().message.contains(QStringLiteral("from USD to RUB")));
        // the rate edits undo too
        document.undoStack().undo();
        QCOMPARE(document.project().exchangeRates, rates);
    }

    void currencyAndHoverTooltips()
    {
        ProjectDocument document;
        loadSample(document);
        ReportsPanel panel(document);
        panel.setSelectedConfiguration(QStringLiteral("sample-h100x2"));
        auto *currency = panel.costEditor()->findChild<QComboBox *>();
        QVERIFY(currency);
        const int eur = currency->findText(QStringLiteral("EUR"));
        QVERIFY(eur >= 0);
        currency->setCurrentIndex(eur);
        emit currency->activated(eur);
        QCOMPARE(document.project().cost.displayCurrency, Currency::Eur);
        QCOMPARE(document.project().cost.currency, Currency::Usd); // the amounts stay in USD
        QCOMPARE(panel.comparisonModel()
                         ->headerData(ComparisonModel::MonthlyRentedColumn, Qt::Horizontal)
                         .toString()
                         .replace(u'\n', u' '),
                 QStringLiteral("Monthly cost rented (EUR)"));
        document.undoStack().undo();
        QCOMPARE(document.project().cost.displayCurrency, Currency::Usd);

        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QLineSeries *own = nullptr;
        for (QAbstractSeries *s : panel.rentVsBuyChart()->chart()->series())
            if (s->name() == CostCurveModel::curveName(CostCurveModel::OwnColumn))
                own = qobject_cast<QLineSeries *>(s);
        QVERIFY(own);
        emit own->hovered(own->at(12), true);
        QTRY_VERIFY(QToolTip::isVisible());
        QCOMPARE(QToolTip::text(),
                 QStringLiteral("Own\nMonth 12: %1")
                         .arg(Display::money(own->at(12).y(), Currency::Usd, 0)));
        emit own->hovered(own->at(12), false);
        QTRY_VERIFY(!QToolTip::isVisible());
    }

    void csvOfTheCurrentTab()
    {
        ProjectDocument document;
        loadSample(document);
        ReportsPanel panel(document);
        QTemporaryDir dir;
        const struct
        {
            int tab;
            QByteArray header;
        } cases[] = {{ReportsPanel::RentVsBuyTab, "Month,Own cumulative (USD)"},
                     {ReportsPanel::SpeedTab, "Deployment,Concurrency (sequences)"},
                     {ReportsPanel::CompareTab, "Configuration id,Configuration,GPUs"}};
        for (const auto &c : cases) {
            panel.setCurrentIndex(c.tab);
            const QString path = dir.filePath(QStringLiteral("tab-%1.csv").arg(c.tab));
            QString error;
            QVERIFY2(panel.writeCurrentCsv(path, &error), qPrintable(error));
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY2(file.readLine().startsWith(c.header), c.header.constData());
        }
        QString error;
        QVERIFY(!panel.writeCurrentCsv(dir.filePath(QStringLiteral("missing/x.csv")), &error));
        QVERIFY(error.contains(QStringLiteral("x.csv")));
        QCOMPARE(panel.currentChart(), panel.comparisonChart());
        for (QAction *action : {panel.exportPdfAction(), panel.exportChartAction(),
                                panel.exportCsvAction(), panel.printAction()}) {
            QVERIFY(action);
            QVERIFY(!action->text().isEmpty());
        }
    }

    void snapshots_data()
    {
        QTest::addColumn<int>("tab");
        QTest::addColumn<bool>("dark");
        QTest::addColumn<QString>("name");
        QTest::newRow("rent-vs-buy") << int(ReportsPanel::RentVsBuyTab) << false
                                     << QStringLiteral("reports-rent-vs-buy");
        QTest::newRow("throughput")
                << int(ReportsPanel::SpeedTab) << false << QStringLiteral("reports-throughput");
        QTest::newRow("compare") << int(ReportsPanel::CompareTab) << false
                                 << QStringLiteral("reports-compare");
        QTest::newRow("rent-vs-buy dark") << int(ReportsPanel::RentVsBuyTab) << true
                                          << QStringLiteral("reports-rent-vs-buy-dark");
        QTest::newRow("throughput dark")
                << int(ReportsPanel::SpeedTab) << true << QStringLiteral("reports-throughput-dark");
        QTest::newRow("compare dark")
                << int(ReportsPanel::CompareTab) << true << QStringLiteral("reports-compare-dark");
    }

    void snapshots()
    {
        QFETCH(int, tab);
        QFETCH(bool, dark);
        QFETCH(QString, name);
        ProjectDocument document;
        loadSample(document);
        ReportsPanel panel(document);
        if (dark) {
            QPalette palette;
            palette.setColor(QPalette::Window, QColor(0x2B, 0x2B, 0x2B));
            palette.setColor(QPalette::Base, QColor(0x1E, 0x1E, 0x1E));
            palette.setColor(QPalette::Text, QColor(0xEE, 0xEE, 0xEE));
            palette.setColor(QPalette::WindowText, QColor(0xEE, 0xEE, 0xEE));
            palette.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
            palette.setColor(QPalette::ButtonText, QColor(0xEE, 0xEE, 0xEE));
            panel.setPalette(palette);
        }
        panel.setSelectedConfiguration(QStringLiteral("sample-h100x2"));
        panel.setCurrentIndex(tab);
        panel.resize(1600, 520);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const QImage image = panel.grab().toImage();
        QVERIFY(!image.isNull());
        const QString path = snapshotDir() + u'/' + name + QStringLiteral(".png");
        QVERIFY(image.save(path));
        // not blank: the chart area has more than the background colour
        QSet<QRgb> colors;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colors.insert(image.pixel(x, y));
        QVERIFY(colors.size() > 20);
    }
};

HEADROOM_TEST_MAIN(TestReports)
#include "tst_reports.moc"
