#include "reports/reportspanel.h"

#include "charts/chartstyle.h"
#include "charts/costcharts.h"
#include "charts/speedchart.h"
#include "document/projectdocument.h"
#include "estimate/deploymentestimate.h"
#include "format/displayformat.h"
#include "format/texthelpers.h"
#include "models/comparisonmodel.h"
#include "report/executivesummary.h"
#include "report/reportwriter.h"
#include "reports/costassumptionseditor.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QScrollArea>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace Headroom {

namespace {

/** The Compare chart's least plot height: months and costs read without squinting. */
constexpr int kComparePlotHeight = 260;
/** The Compare rows shown at once; more scroll inside the table. */
constexpr int kCompareRowsInView = 12;

/** Speed chart entries for the deployments on `configurationId`; `message` says why there is
 *  nothing to draw. */
QList<SpeedChart::Entry> speedEntries(const ProjectDocument &document,
                                      const QString &configurationId, QString &message)
{
    QList<SpeedChart::Entry> entries;
    const ProjectDocument::Evaluation evaluation = document.evaluation(configurationId);
    for (const DeploymentEstimate &e : evaluation->deployments) {
        if (!e.speed) {
            message = ReportsPanel::tr("No speed estimate for %1: %2")
                              .arg(Display::modelName(e), e.speed.error().message);
            continue;
        }
        entries.append(SpeedChart::entryOf(e));
    }
    if (entries.isEmpty() && message.isEmpty())
        message = ReportsPanel::tr("No deployment on this configuration");
    return entries;
}

} // namespace

ReportsPanel::ReportsPanel(ProjectDocument &document, QWidget *parent)
    : QTabWidget(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("reportsPanel"));
    auto *corner = new QWidget(this);
    auto *cornerLayout = new QHBoxLayout(corner);
    cornerLayout->setContentsMargins(4, 0, 4, 0);
    m_selectorLabel = new QLabel(corner);
    m_selector = new QComboBox(corner);
    m_selector->setObjectName(QStringLiteral("configurationSelector"));
    m_selector->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_selectorLabel->setBuddy(m_selector);
    cornerLayout->addWidget(m_selectorLabel);
    cornerLayout->addWidget(m_selector);
    setCornerWidget(corner, Qt::TopRightCorner);
    connect(m_selector, &QComboBox::activated, this, [this](int index) {
        m_selected = m_selector->itemData(index).toString();
        refreshCost();
        refreshSpeed();
        emit configurationSelected(m_selected);
    });

    addTab(createRentVsBuyTab(), QString());
    addTab(createSpeedTab(), QString());
    addTab(createCompareTab(), QString());
    createActions();
    retranslate();
    connect(&m_document, &ProjectDocument::changed, this, &ReportsPanel::onChanged);
    connect(this, &QTabWidget::currentChanged, this, [this](int index) {
        if (index == SpeedTab)
            ensureSpeed();
    });
    refresh();
}

QWidget *ReportsPanel::createRentVsBuyTab()
{
    auto *page = new QSplitter(Qt::Horizontal);
    auto *charts = new QWidget(page);
    auto *v = new QVBoxLayout(charts);
    v->setContentsMargins(0, 0, 0, 0);
    m_summary = new QLabel(charts);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setObjectName(QStringLiteral("costSummary"));
    v->addWidget(m_summary);
    // side by side: the dock is wide and short
    auto *row = new QHBoxLayout;
    m_rentVsBuy = new RentVsBuyChart(charts);
    m_usefulHour = new UsefulHourChart(charts);
    m_sensitivity = new SensitivityChart(charts);
    row->addWidget(m_rentVsBuy, 4);
    row->addWidget(m_usefulHour, 3);
    row->addWidget(m_sensitivity, 3);
    v->addLayout(row, 1);
    page->addWidget(charts);

    auto *scroll = new QScrollArea(page);
    m_editorScroll = scroll;
    scroll->setFocusPolicy(Qt::NoFocus); // Tab goes to the editor's fields
    scroll->setWidgetResizable(true);
    m_editor = new CostAssumptionsEditor(m_document, scroll);
    scroll->setWidget(m_editor);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    const int editorWidth = m_editor->sizeHint().width()
            + scroll->verticalScrollBar()->sizeHint().width() + 8;
    scroll->setMinimumWidth(editorWidth);
    scroll->setMaximumWidth(editorWidth + 80); // the charts get the room
    page->addWidget(scroll);
    page->setStretchFactor(0, 4);
    page->setStretchFactor(1, 1);
    return page;
}

QWidget *ReportsPanel::createSpeedTab()
{
    auto *page = new QWidget;
    auto *v = new QVBoxLayout(page);
    v->setContentsMargins(0, 0, 0, 0);
    m_speedSummary = new QLabel(page);
    m_speedSummary->setWordWrap(true);
    v->addWidget(m_speedSummary);
    auto *h = new QHBoxLayout;
    m_speed = new SpeedChart(SpeedChart::Mode::Speed, page);
    m_latency = new SpeedChart(SpeedChart::Mode::Latency, page);
    h->addWidget(m_speed, 1);
    h->addWidget(m_latency, 1);
    v->addLayout(h, 1);
    return page;
}

QWidget *ReportsPanel::createCompareTab()
{
    // the table sized to its rows above a chart tall enough to read: in a dock too short for
    // both the tab scrolls, rather than squeezing the chart to a strip (issue 33)
    auto *scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("compareScroll"));
    scroll->setFocusPolicy(Qt::NoFocus); // Tab goes to the table
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the table scrolls its columns
    auto *page = new QWidget(scroll);
    auto *v = new QVBoxLayout(page);
    v->setContentsMargins(0, 0, 0, 0);
    m_comparison = new ComparisonModel(this);
    m_sorted = new QSortFilterProxyModel(this);
    m_sorted->setSourceModel(m_comparison);
    m_sorted->setSortRole(ComparisonModel::SortRole);
    m_table = new QTableView(page);
    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setModel(m_sorted);
    m_table->setTabKeyNavigation(false); // Tab leaves the table; arrows move between rows
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    v->addWidget(m_table);
    m_comparisonChart = new ComparisonCostChart(page);
    m_comparisonChart->setMinimumPlotHeight(kComparePlotHeight);
    v->addWidget(m_comparisonChart, 1);
    scroll->setWidget(page);
    connectCompareTab();
    return scroll;
}

void ReportsPanel::connectCompareTab()
{
    // every row in view (up to kCompareRowsInView, then the table scrolls its own rows)
    const auto fitRows = [this] {
        const int rows = std::clamp(int(m_sorted->rowCount()), 1, kCompareRowsInView);
        const QScrollBar *columns = m_table->horizontalScrollBar();
        m_table->setFixedHeight(m_table->horizontalHeader()->sizeHint().height()
                                + rows * m_table->verticalHeader()->defaultSectionSize()
                                + 2 * m_table->frameWidth()
                                + (columns->maximum() > 0 ? columns->sizeHint().height() : 0));
    };
    connect(m_sorted, &QAbstractItemModel::modelReset, this, fitRows);
    connect(m_sorted, &QAbstractItemModel::rowsInserted, this, fitRows);
    connect(m_sorted, &QAbstractItemModel::rowsRemoved, this, fitRows);
    connect(m_sorted, &QAbstractItemModel::headerDataChanged, this, fitRows);
    // a narrow dock: the columns scroll, and their scroll bar takes a row's room of its own
    connect(m_table->horizontalScrollBar(), &QScrollBar::rangeChanged, this, fitRows);
    connect(m_comparison, &ComparisonModel::checkedChanged, this,
            &ReportsPanel::refreshComparisonChart);
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex &index) {
        setSelectedConfiguration(index.data(ComparisonModel::ConfigurationIdRole).toString());
        emit configurationSelected(m_selected);
    });
}

void ReportsPanel::createActions()
{
    m_exportPdf = new QAction(this);
    m_exportPdf->setObjectName(QStringLiteral("exportPdfAction"));
    connect(m_exportPdf, &QAction::triggered, this, &ReportsPanel::exportPdf);
    m_exportChart = new QAction(this);
    m_exportChart->setObjectName(QStringLiteral("exportChartAction"));
    connect(m_exportChart, &QAction::triggered, this, &ReportsPanel::exportChart);
    m_exportCsv = new QAction(this);
    m_exportCsv->setObjectName(QStringLiteral("exportCsvAction"));
    connect(m_exportCsv, &QAction::triggered, this, &ReportsPanel::exportCsv);
    m_print = new QAction(this);
    m_print->setObjectName(QStringLiteral("printAction"));
    m_print->setShortcut(QKeySequence::Print);
    connect(m_print, &QAction::triggered, this, &ReportsPanel::print);
}

void ReportsPanel::retranslate()
{
    setTabText(RentVsBuyTab, tr("Rent vs buy"));
    setTabText(SpeedTab, tr("Speed"));
    setTabText(CompareTab, tr("Compare"));
    // no Alt+letter: every letter of the word is taken in the main window (tst_keyboard)
    m_selectorLabel->setText(tr("Configuration:"));
    m_exportPdf->setText(tr("Export &PDF Report\u2026"));
    m_exportChart->setText(tr("Export C&hart\u2026"));
    m_exportCsv->setText(tr("Export &Table as CSV\u2026"));
    m_print->setText(tr("&Print Report\u2026"));
}

void ReportsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QTabWidget::changeEvent(event);
}

void ReportsPanel::setSelectedConfiguration(const QString &configurationId)
{
    m_selected = configurationId;
    refreshSelector();
    refreshCost();
    refreshSpeed();
}

QString ReportsPanel::selectedConfigurationId() const
{
    if (m_document.configuration(m_selected))
        return m_selected;
    const auto &configurations = m_document.project().configurations;
    return configurations.isEmpty() ? QString() : configurations.constFirst().id;
}

ConfigurationCost ReportsPanel::selectedCost() const
{
    if (const auto c = m_document.configuration(selectedConfigurationId()))
        return configurationCost(m_document.project(), m_document.catalog(), *c);
    ConfigurationCost cost;
    const auto displayed = displayedAssumptions(m_document.project());
    cost.assumptions = displayed.value_or(m_document.project().cost);
    if (!displayed)
        cost.conversionError = displayed.error().message;
    return cost;
}

void ReportsPanel::onChanged(const ChangeEvent &event)
{
    using Kind = ChangeEvent::Kind;
    using Property = ChangeEvent::Property;
    if (event.kind == Kind::MetadataChanged || event.kind == Kind::AdvisorChanged)
        return; // the tabs show neither
    ++m_refreshCount;
    switch (event.kind) {
    case Kind::DeploymentChanged:
        // A deployment moves its configuration's speed and Compare row, never a configuration's
        // cost (its GPUs and prices) nor the labels.
        if (!event.touches(Property::Placement)) {
            const auto d = m_document.deployment(event.id);
            if (!d)
                break;
            if (d->configurationId == selectedConfigurationId())
                refreshSpeed();
            if (!m_comparison->setRow(m_document.project(), m_document.catalog(),
                                      *m_document.evaluation(d->configurationId)))
                break;
            return;
        }
        break;
    case Kind::ConfigurationChanged:
        if (event.onlyTouches(Property::Name)) {
            // the labels: the selector, the cost chart's title, Compare's names
            refreshSelector();
            refreshCost();
            if (!m_comparison->setRow(m_document.project(), m_document.catalog(),
                                      *m_document.evaluation(event.id)))
                break;
            refreshComparisonChart();
            return;
        }
        break;
    case Kind::CostAssumptionsChanged:
        // prices move the cost tab, the Compare costs and cost per token; speed stays
        refreshCost();
        m_comparison->setProject(m_document.project(), m_document.catalog(),
                                 m_document.evaluations());
        refreshComparisonChart();
        return;
    default: break;
    }
    refresh();
}

void ReportsPanel::refresh()
{
    refreshSelector();
    refreshCost();
    refreshSpeed();
    m_comparison->setProject(m_document.project(), m_document.catalog(), m_document.evaluations());
    refreshComparisonChart();
}

void ReportsPanel::refreshSelector()
{
    const QSignalBlocker blocker(m_selector);
    m_selector->clear();
    const QList<Configuration> &configurations = m_document.project().configurations;
    const QHash<QString, QString> labels = configurationLabels(configurations, m_document.catalog());
    for (const Configuration &c : configurations)
        m_selector->addItem(labels.value(c.id), c.id);
    m_selector->setCurrentIndex(m_selector->findData(selectedConfigurationId()));
    m_selector->setEnabled(m_selector->count() > 0);
}

void ReportsPanel::refreshCost()
{
    const ConfigurationCost cost = selectedCost();
    const CostAssumptions &a = cost.assumptions;
    const auto configuration = m_document.configuration(selectedConfigurationId());
    const QString label = configuration
            ? configurationLabels(m_document.project().configurations, m_document.catalog())
                      .value(configuration->id)
            : tr("No configuration");
    // An empty plan shows no figures at all: no curve, price or crossover belongs to nothing.
    const bool empty = !configuration;
    for (QWidget *w : {static_cast<QWidget *>(m_rentVsBuy), static_cast<QWidget *>(m_usefulHour),
                       static_cast<QWidget *>(m_sensitivity), m_editorScroll})
        w->setVisible(!empty);
    if (empty) {
        m_summary->setText(emptyText().toHtmlEscaped());
        return;
    }
    m_editor->setConfigurationCost(cost);
    m_rentVsBuy->setAssumptions(a, tr("Rent vs buy: %1").arg(label));
    m_usefulHour->setAssumptions(a);
    m_sensitivity->setAssumptions(a);

    m_summary->setText(costHeadline(a, m_rentVsBuy->model()->curves(), m_rentVsBuy->crossoverText(),
                                    servesUsers(m_document.project(), configuration->id),
                                    configuration->acquisition));
}

void ReportsPanel::refreshSpeed()
{
    // Rebuilding the charts costs more than the evaluation behind them: a slider step must not
    // redraw a tab no one sees.
    m_speedStale = true;
    if (isVisible() && currentIndex() == SpeedTab)
        drawSpeed();
}

void ReportsPanel::ensureSpeed() const
{
    if (m_speedStale)
        const_cast<ReportsPanel *>(this)->drawSpeed();
}

SpeedChart *ReportsPanel::speedChart() const
{
    ensureSpeed();
    return m_speed;
}

SpeedChart *ReportsPanel::latencyChart() const
{
    ensureSpeed();
    return m_latency;
}

void ReportsPanel::showEvent(QShowEvent *event)
{
    QTabWidget::showEvent(event);
    if (currentIndex() == SpeedTab)
        ensureSpeed();
}

QString ReportsPanel::emptyText()
{
    return tr("No configuration yet. Rent vs buy, speed and the comparison appear once the "
              "board has one: drag a GPU from the catalog onto the board, then a model onto its "
              "card, or open the sample plan (File menu).");
}

void ReportsPanel::drawSpeed()
{
    m_speedSummary->setText(emptyText());
    const bool empty = m_document.project().configurations.isEmpty();
    m_speed->setVisible(!empty);
    m_latency->setVisible(!empty);
    m_speedSummary->setVisible(empty);
    if (empty)
        return;
    m_speedStale = false;
    QString message;
    const auto entries = speedEntries(m_document, selectedConfigurationId(), message);
    m_speed->setEntries(entries, entries.isEmpty() ? message : QString());
    m_latency->setEntries(entries, entries.isEmpty() ? message : QString());
    m_speedSummary->setText(entries.isEmpty() ? message : QString());
    m_speedSummary->setVisible(!m_speedSummary->text().isEmpty());
}

void ReportsPanel::refreshComparisonChart()
{
    QList<ComparisonCostChart::Entry> entries;
    const QStringList checked = m_comparison->checkedConfigurationIds();
    for (const ComparisonRow &row : m_comparison->rows()) {
        if (checked.contains(row.configuration.id))
            entries.append({row.name, row.cost.assumptions});
    }
    m_comparisonChart->setEntries(entries);
    m_comparisonChart->setVisible(!m_document.project().configurations.isEmpty());
}

QChartView *ReportsPanel::currentChart() const
{
    switch (currentIndex()) {
    case SpeedTab: return speedChart();
    case CompareTab: return m_comparisonChart;
    default: return m_rentVsBuy;
    }
}

bool ReportsPanel::writeCurrentCsv(const QString &path, QString *error) const
{
    Result<void> written;
    if (currentIndex() == CompareTab) {
        written = writeComparisonCsv(m_document.project(), m_document.catalog(), path);
    } else if (currentIndex() == SpeedTab) {
        QList<LabelledCurve> curves;
        QString message;
        for (const auto &e : speedEntries(m_document, selectedConfigurationId(), message))
            curves.append({e.label, e.curve});
        written = writeSpeedCsv(curves, path);
    } else {
        written = writeCostCurvesCsv(selectedCost().assumptions, path);
    }
    if (!written && error)
        *error = written.error().message;
    return bool(written);
}

QString ReportsPanel::chooseFile(const QString &title, const QString &filter, const QString &suffix)
{
    QFileDialog dialog(this, title);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setNameFilters(filter.split(QStringLiteral(";;")));
    dialog.setDefaultSuffix(suffix);
    const QString base = m_document.filePath().isEmpty()
            ? tr("report")
            : QFileInfo(m_document.filePath()).completeBaseName();
    dialog.selectFile(base + u'.' + suffix);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().constFirst();
}

void ReportsPanel::showError(const QString &message)
{
    QMessageBox::warning(this, tr("Export failed"), message);
}

void ReportsPanel::exportPdf()
{
    const QString path = chooseFile(tr("Export PDF Report"), tr("PDF documents (*.pdf)"),
                                    QStringLiteral("pdf"));
    if (path.isEmpty())
        return;
    QString error;
    if (!writePdf(path, &error))
        showError(error);
}

Project ReportsPanel::reportedProject() const
{
    // the plan as reported: with unsaved edits it was last changed now, not at its last save
    Project project = m_document.project();
    if (m_document.isModified())
        project.metadata.modified = QDateTime::currentDateTimeUtc();
    return project;
}

bool ReportsPanel::writePdf(const QString &path, QString *error)
{
    const auto written = writePdfReport(reportedProject(), m_document.catalog(), path,
                                        reportPageSize());
    if (!written) {
        if (error)
            *error = written.error().message;
        return false;
    }
    emit exported(tr("PDF report written to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void ReportsPanel::exportChart()
{
    if (auto *chart = qobject_cast<Charts::ChartView *>(currentChart()))
        chart->exportInteractively();
}

void ReportsPanel::exportCsv()
{
    const QString path = chooseFile(tr("Export Table as CSV"), tr("CSV files (*.csv)"),
                                    QStringLiteral("csv"));
    if (path.isEmpty())
        return;
    QString error;
    if (!writeCurrentCsv(path, &error))
        showError(error);
    else
        emit exported(tr("Table written to %1").arg(QDir::toNativeSeparators(path)));
}

void ReportsPanel::print()
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(
            QPageSize(reportPageSize())); // the exported PDF's paper, not the printer's default
    QPrintPreviewDialog preview(&printer, this);
    preview.setWindowTitle(tr("Print Report"));
    connect(&preview, &QPrintPreviewDialog::paintRequested, this, [this](QPrinter *p) {
        QPainter painter(p);
        paintReport(painter, *p, reportedProject(), m_document.catalog());
    });
    preview.exec();
}

} // namespace Headroom
