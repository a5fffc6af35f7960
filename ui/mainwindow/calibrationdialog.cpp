#include "mainwindow/calibrationdialog.h"

#include "calibration/importers.h"
#include "charts/chartstyle.h"
#include "commands/projectcommands.h"
#include "document/projectdocument.h"
#include "estimate/engineconstants.h"
#include "format/displayformat.h"
#include "format/texthelpers.h"
#include "format/textlines.h"
#include "models/comparisonmodel.h"

#include <QCategoryAxis>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QMimeData>
#include <QPushButton>
#include <QScatterSeries>
#include <QSplitter>
#include <QTableWidget>
#include <QUrl>
#include <QUuid>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace Headroom {

namespace {

QString constantValue(const QString &id, double value)
{
    const auto parameter = engineConstant(id);
    const int decimals = parameter ? parameter->decimals : 2;
    const QString unit = parameter && !parameter->unit.isEmpty() ? u' ' + parameter->unit
                                                                 : QString();
    return Display::number(value, decimals) + unit;
}

/** A figure of a run in its unit: ms for the latencies, tokens/s for the rates. */
QString metricValue(FitMetric metric, double value)
{
    switch (metric) {
    case FitMetric::Ttft:
    case FitMetric::Tpot: return Display::seconds(value / 1e3);
    case FitMetric::OutputThroughput:
    case FitMetric::PromptThroughput: return Display::tokensPerSecond(value);
    }
    return Display::number(value, 2);
}

QTableWidgetItem *tableItem(const QString &text, Qt::Alignment align = Qt::AlignLeft)
{
    auto *item = new QTableWidgetItem(text);
    item->setTextAlignment(align | Qt::AlignVCenter);
    return item;
}

/** The headers of `table`: `labels`, each whole in its tooltip (fitHeaders() may break them). */
void setHeaders(QTableWidget *table, const QStringList &labels)
{
    table->setColumnCount(int(labels.size()));
    for (int column = 0; column < labels.size(); ++column) {
        auto *item = new QTableWidgetItem(labels[column]);
        item->setToolTip(labels[column]);
        table->setHorizontalHeaderItem(column, item);
    }
}

/** A header wider than its column's figures on two lines ("Estimate now" / "-> fitted"): read
 *  whole without widening the column, which pushed the last one out of view (ru, pl). */
void fitHeaders(QTableWidget *table)
{
    const QFontMetricsF header(table->horizontalHeader()->font());
    const QFontMetricsF cells(table->font());
    for (int column = 0; column < table->columnCount(); ++column) {
        QTableWidgetItem *item = table->horizontalHeaderItem(column);
        const QString label = item->toolTip();
        qreal widest = 0;
        for (int row = 0; row < table->rowCount(); ++row)
            if (const QTableWidgetItem *cell = table->item(row, column))
                widest = std::max(widest, cells.horizontalAdvance(cell->text()));
        const QString text = header.horizontalAdvance(label) > widest
                ? Display::fitLines(label, header, widest, 2).join(u'\n')
                : label;
        if (text != item->text())
            item->setText(text);
    }
}

QString signedPercent(double error)
{
    if (std::abs(error) < 0.0005) // rounds to 0.0 %: no sign
        return Display::percent(0, 1);
    return (error > 0 ? QStringLiteral("+") : QString()) + Display::percent(error, 1);
}

} // namespace

CalibrationDialog::CalibrationDialog(ProjectDocument &document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("calibrationDialog"));
    setAcceptDrops(true); // benchmark results and logs dropped from a file manager
    auto *layout = new QVBoxLayout(this);
    buildInputs(layout);
    buildResults(layout);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Apply | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);
    connectActions();

    retranslate();
    resize(1100, 700);
    refit();
}

/** The measurement files, the deployment they ran and what the fit says. */
void CalibrationDialog::buildInputs(QVBoxLayout *layout)
{
    auto *files = new QHBoxLayout;
    m_filesLabel = new QLabel(this);
    m_files = new QListWidget(this);
    m_files->setObjectName(QStringLiteral("calibrationFiles"));
    m_files->setMaximumHeight(fontMetrics().height() * 5);
    m_filesLabel->setBuddy(m_files);
    auto *fileButtons = new QVBoxLayout;
    m_add = new QPushButton(this);
    m_add->setObjectName(QStringLiteral("calibrationAddFiles"));
    m_clear = new QPushButton(this);
    fileButtons->addWidget(m_add);
    fileButtons->addWidget(m_clear);
    fileButtons->addStretch();
    files->addWidget(m_files, 1);
    files->addLayout(fileButtons);
    layout->addWidget(m_filesLabel);
    layout->addLayout(files);

    auto *form = new QFormLayout;
    m_deploymentLabel = new QLabel(this);
    m_deployment = new QComboBox(this);
    m_deployment->setObjectName(QStringLiteral("calibrationDeployment"));
    m_deploymentLabel->setBuddy(m_deployment);
    form->addRow(m_deploymentLabel, m_deployment);
    layout->addLayout(form);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("calibrationStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
}

/** The fitted constants above, each run's error below beside its chart. */
void CalibrationDialog::buildResults(QVBoxLayout *layout)
{
    auto *split = new QSplitter(Qt::Vertical, this);
    m_constants = new QTableWidget(0, 4, split);
    m_constants->setObjectName(QStringLiteral("calibrationConstants"));
    m_constants->verticalHeader()->hide();
    m_constants->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_constants->horizontalHeader()->setStretchLastSection(true);
    m_constants->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_constants->setTabKeyNavigation(false);
    auto *below = new QSplitter(Qt::Horizontal, split);
    m_residuals = new QTableWidget(0, 5, below);
    m_residuals->setObjectName(QStringLiteral("calibrationResiduals"));
    m_residuals->verticalHeader()->hide();
    m_residuals->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_residuals->horizontalHeader()->setStretchLastSection(true);
    m_residuals->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_residuals->setTabKeyNavigation(false);
    m_residuals->setWordWrap(false);
    m_chart = new Charts::ChartView(below);
    m_chart->setObjectName(QStringLiteral("calibrationChart"));
    m_chart->setMinimumWidth(300);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    below->setStretchFactor(0, 2);
    below->setStretchFactor(1, 1);
    layout->addWidget(split, 1);
}

void CalibrationDialog::connectActions()
{
    connect(m_add, &QPushButton::clicked, this, [this] {
        addFiles(QFileDialog::getOpenFileNames(
                this, tr("Measurement Files"), QString(),
                tr("Benchmark results and server logs (*.json *.jsonl *.csv *.md *.log *.txt);;"
                   "All files (*)")));
    });
    connect(m_clear, &QPushButton::clicked, this, [this] {
        m_runs.clear();
        m_files->clear();
        m_problems.clear();
        refit();
    });
    connect(m_deployment, &QComboBox::currentIndexChanged, this, [this] { refit(); });
    connect(m_constants, &QTableWidget::itemChanged, this, [this] {
        m_buttons->button(QDialogButtonBox::Apply)
                ->setEnabled(calibrations() != m_document.project().calibrations);
    });
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this,
            &CalibrationDialog::apply);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void CalibrationDialog::retranslate()
{
    setWindowTitle(tr("Calibrate to Measurements"));
    m_filesLabel->setText(
            tr("&Files: vLLM, SGLang, genai-perf, AIPerf or llama-bench results and vLLM, SGLang "
               "or TensorRT-LLM server logs"));
    m_add->setText(tr("&Add Files\u2026"));
    m_clear->setText(tr("C&lear"));
    m_deploymentLabel->setText(tr("&Deployment:"));
    setHeaders(m_constants,
               {tr("Apply"), tr("Engine constant"), tr("Now \u2192 fitted"), tr("Basis")});
    setHeaders(m_residuals,
               {tr("Run"), tr("Figure"), tr("Measured"), tr("Estimate now \u2192 fitted"),
                tr("Error now \u2192 fitted")});
    m_buttons->button(QDialogButtonBox::Apply)->setText(tr("A&pply Calibration"));
    // the deployments, by what the board calls them
    const QString current = m_deployment->currentData().toString();
    const QSignalBlocker blocker(m_deployment);
    m_deployment->clear();
    m_deployment->addItem(tr("As the files say (model, GPU, engine)"), QString());
    const Project &project = m_document.project();
    const auto labels = configurationLabels(project.configurations, m_document.catalog());
    for (const Deployment &d : project.deployments) {
        const auto model = m_document.catalog().model(d.modelId);
        m_deployment->addItem(tr("%1 on %2 (%3)")
                                      .arg(Display::nameOr(model, d.modelId),
                                           labels.value(d.configurationId), engineName(d.engine)),
                              d.id);
    }
    m_deployment->setCurrentIndex(std::max(m_deployment->findData(current), 0));
}

void CalibrationDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showFits();
    }
    QDialog::changeEvent(event);
}

void CalibrationDialog::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void CalibrationDialog::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls())
        if (url.isLocalFile())
            paths.append(url.toLocalFile());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    addFiles(paths);
}

void CalibrationDialog::addFiles(const QStringList &paths)
{
    for (const QString &path : paths) {
        const auto runs = importMeasurementFile(path);
        if (!runs) {
            m_problems.append(runs.error().message);
            continue;
        }
        m_runs.append(*runs);
        //: a measurement file in the list: its name and how many runs it holds
        m_files->addItem(
                tr("%1 (%n run(s))", nullptr, int(runs->size())).arg(QFileInfo(path).fileName()));
    }
    refit();
}

void CalibrationDialog::setDeployment(const QString &deploymentId)
{
    m_deployment->setCurrentIndex(std::max(m_deployment->findData(deploymentId), 0));
}

void CalibrationDialog::setAccepted(const QString &id, bool accepted)
{
    for (int row = 0; row < m_constants->rowCount(); ++row)
        if (m_constants->item(row, 0)->data(Qt::UserRole).toString() == id)
            m_constants->item(row, 0)->setCheckState(accepted ? Qt::Checked : Qt::Unchecked);
}

void CalibrationDialog::refit()
{
    m_groups.clear();
    m_fits.clear();
    QStringList problems = m_problems;
    MatchHints hints;
    hints.deploymentId = m_deployment->currentData().toString();
    const Catalog &catalog = m_document.catalog();
    const Project &project = m_document.project();
    const auto matched = matchRuns(catalog, project, m_runs, hints);
    if (!matched) {
        problems.append(matched.error().message);
    } else {
        for (const auto &[run, m] : matched->unmatched) {
            QStringList ask;
            for (MatchField f : m.unmatched)
                ask.append(matchFieldName(f));
            problems.append(tr("%1: not matched to one deployment (%2): choose the deployment "
                               "it ran")
                                    .arg(measuredRunLocation(run),
                                         m.problems.isEmpty()
                                                 ? ask.join(QStringLiteral(", "))
                                                 : m.problems.join(QStringLiteral("; "))));
        }
        for (const QList<CalibrationPoint> &points : matched->groups) {
            const auto fit = fitCalibration(catalog, project, points);
            if (!fit) {
                problems.append(fit.error().message);
                continue;
            }
            m_groups.append(points);
            m_fits.append(*fit);
        }
    }
    problems.removeDuplicates();
    m_matchProblems = problems;
    showFits();
}

QString CalibrationDialog::status() const
{
    return m_status->text();
}

void CalibrationDialog::showFits()
{
    const QSignalBlocker blocker(m_constants);
    m_constants->setRowCount(0);
    m_residuals->setRowCount(0);
    QStringList lines;
    if (m_runs.isEmpty())
        lines.append(tr("Add the benchmark results and server logs of a deployment in this plan: "
                        "the fit shows each run's error now and with the fitted constants."));
    RunErrors errors;
    for (qsizetype f = 0; f < m_fits.size(); ++f) {
        lines.append(fitLines(m_fits[f], m_groups[f]));
        addConstantRows(m_fits[f], int(f));
        addResidualRows(m_fits[f], m_groups[f], errors);
    }
    lines.append(m_matchProblems);
    m_status->setText(lines.join(u'\n'));
    fitHeaders(m_constants);
    fitHeaders(m_residuals);
    // the constants to tick in view, three at least
    const int shown = std::clamp(m_constants->rowCount(), 1, 3);
    m_constants->setMinimumHeight(m_constants->horizontalHeader()->sizeHint().height()
                                  + shown * m_constants->verticalHeader()->defaultSectionSize()
                                  + 2 * m_constants->frameWidth());
    showErrorChart(errors);
    m_buttons->button(QDialogButtonBox::Apply)
            ->setEnabled(calibrations() != m_document.project().calibrations);
}

/** What a fit says: its runs, the median errors now and fitted, what it left alone and how the
 *  logged memory compares. */
QStringList CalibrationDialog::fitLines(const CalibrationFit &fit,
                                        const QList<CalibrationPoint> &points) const
{
    QStringList lines;
    const auto gpu = m_document.catalog().gpu(fit.gpuId);
    lines.append(tr("%1 on %2: %n run(s)", nullptr, int(points.size()))
                         .arg(engineName(fit.engine), Display::nameOr(gpu, fit.gpuId)));
    for (FitMetric metric : {FitMetric::Ttft, FitMetric::Tpot, FitMetric::OutputThroughput,
                             FitMetric::PromptThroughput}) {
        if (std::none_of(fit.residuals.cbegin(), fit.residuals.cend(),
                         [metric](const FitResidual &r) { return r.metric == metric; }))
            continue;
        lines.append(tr("Median error of %1: %2 now, %3 fitted")
                             .arg(fitMetricName(metric),
                                  Display::percent(medianError(fit.residuals, metric, false), 1),
                                  Display::percent(medianError(fit.residuals, metric, true), 1)));
    }
    lines.append(fit.skipped);
    for (const MemoryCheck &m : fit.memory)
        lines.append(tr("%1 %2: the log says %3, Headroom %4 now, %5 fitted")
                             .arg(measuredRunLocation(points[m.point].run), memoryCheckName(m.part),
                                  Display::number(m.measured, 2), Display::number(m.before, 2),
                                  Display::number(m.after, 2)));
    return lines;
}

/** A row per constant of the fit (the `fitIndex`th): what moved is proposed, checked. */
void CalibrationDialog::addConstantRows(const CalibrationFit &fit, int fitIndex)
{
    for (const FittedConstant &k : fit.constants) {
        const int row = m_constants->rowCount();
        m_constants->insertRow(row);
        auto *check = tableItem(QString());
        check->setFlags(k.basis == FittedConstant::Basis::Unchanged
                                ? Qt::ItemIsEnabled
                                : Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        // what the fit moved (beyond rounding) is proposed; the rest is left as it is, and so is
        // a constant the fit pressed against its bound (the data ask for more than the model
        // allows, not for that value: CalibrationFit::calibration())
        const bool moved = std::abs(k.after - k.before) > 1e-4 * std::max(1.0, std::abs(k.before));
        check->setCheckState(k.basis != FittedConstant::Basis::Unchanged && moved && !k.atBound
                                     ? Qt::Checked
                                     : Qt::Unchecked);
        check->setData(Qt::UserRole, k.id);
        check->setData(Qt::UserRole + 1, fitIndex);
        m_constants->setItem(row, 0, check);
        const auto parameter = engineConstant(k.id);
        m_constants->setItem(row, 1, tableItem(parameter ? parameter->name : k.id));
        m_constants->setItem(row, 2,
                             tableItem(constantValue(k.id, k.before) + QStringLiteral(" \u2192 ")
                                               + constantValue(k.id, k.after),
                                       Qt::AlignRight));
        m_constants->setItem(row, 3,
                             tableItem(k.atBound ? tr("%1, at the limit of the fit: not "
                                                      "proposed")
                                                           .arg(fittedConstantBasisName(k.basis))
                                                 : fittedConstantBasisName(k.basis)));
    }
}

/** A row per figure of each run: measured, estimated now and fitted, the error now and fitted;
 *  the errors are added to `errors` for the chart, run by run. */
void CalibrationDialog::addResidualRows(const CalibrationFit &fit,
                                        const QList<CalibrationPoint> &points, RunErrors &errors)
{
    for (const FitResidual &r : fit.residuals) {
        const int row = m_residuals->rowCount();
        m_residuals->insertRow(row);
        m_residuals->setItem(row, 0, tableItem(measuredRunLocation(points[r.point].run)));
        m_residuals->setItem(row, 1, tableItem(fitMetricName(r.metric)));
        m_residuals->setItem(row, 2, tableItem(metricValue(r.metric, r.measured), Qt::AlignRight));
        m_residuals->setItem(row, 3,
                             tableItem(metricValue(r.metric, r.before) + QStringLiteral(" \u2192 ")
                                               + metricValue(r.metric, r.after),
                                       Qt::AlignRight));
        m_residuals->setItem(row, 4,
                             tableItem(signedPercent(r.errorBefore()) + QStringLiteral(" \u2192 ")
                                               + signedPercent(r.errorAfter()),
                                       Qt::AlignRight));
        errors.before.append(QPointF(row + 1, r.errorBefore() * 100));
        errors.after.append(QPointF(row + 1, r.errorAfter() * 100));
        errors.worst = std::max({errors.worst, std::abs(r.errorBefore()), std::abs(r.errorAfter())});
    }
}

/** The chart: each run's error now and fitted, run by run (the residuals' rows). */
void CalibrationDialog::showErrorChart(const RunErrors &errors)
{
    // the view's own chart, emptied: the view follows its layout (ticks, titles, legend)
    QChart *chart = m_chart->chart();
    chart->removeAllSeries();
    const auto axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        chart->removeAxis(axis);
        delete axis;
    }
    auto *before = new QScatterSeries(chart);
    before->setName(tr("Now"));
    before->setColor(Charts::seriesColor(Charts::SeriesRole::OnDemand));
    before->setMarkerSize(8);
    before->append(errors.before);
    auto *after = new QScatterSeries(chart);
    after->setName(tr("Fitted"));
    after->setColor(Charts::seriesColor(Charts::SeriesRole::Own));
    after->setMarkerSize(8);
    after->append(errors.after);
    chart->addSeries(before);
    chart->addSeries(after);
    const double runs = double(std::max<qsizetype>(m_residuals->rowCount(), 1));
    auto *zero = new QLineSeries(chart);
    zero->setName(tr("Measured"));
    zero->setColor(Charts::seriesColor(Charts::SeriesRole::Marker));
    zero->append(0.5, 0);
    zero->append(runs + 0.5, 0);
    chart->addSeries(zero);
    // ticks written by the view in the reader's locale ("-7,5", "15"); the rows at whole
    // numbers only, half a row of room at either end
    auto *x = new QCategoryAxis(chart);
    x->setTitleText(tr("Run (table row)"));
    auto *y = new QCategoryAxis(chart);
    y->setTitleText(tr("Error (%)"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    chart->setTitle(tr("Each run's error, now and fitted"));
    const auto number = [](double v, int decimals) { return Display::number(v, decimals); };
    m_chart->setTicks(x, 0.5, runs + 0.5, number, 8, 1, Charts::TickRange::AsGiven);
    const double top = errors.worst * 110;
    m_chart->setTicks(y, -top, top, number);
    m_chart->restyle();
}

QList<Calibration> CalibrationDialog::calibrations() const
{
    QList<Calibration> out = m_document.project().calibrations;
    for (qsizetype f = 0; f < m_fits.size(); ++f) {
        QStringList accepted;
        for (int row = 0; row < m_constants->rowCount(); ++row) {
            const QTableWidgetItem *check = m_constants->item(row, 0);
            if (check->data(Qt::UserRole + 1).toInt() == f && check->checkState() == Qt::Checked)
                accepted.append(check->data(Qt::UserRole).toString());
        }
        if (accepted.isEmpty())
            continue;
        Calibration c = m_fits[f].calibration(m_groups[f], accepted);
        if (c.constants.isEmpty())
            continue;
        // the id and date are the stored calibration's, kept while the dialog shows the same fit
        const Calibration *earlier = calibrationFor(out, c.gpuId, c.engine);
        c.id = earlier && earlier->constants == c.constants ? earlier->id
                                                            : QStringLiteral("cal-")
                        + QUuid::createUuid().toString(QUuid::WithoutBraces).left(8);
        c.created = earlier && earlier->constants == c.constants ? earlier->created
                                                                 : QDateTime::currentDateTimeUtc();
        if (earlier && earlier->constants == c.constants && earlier->sources == c.sources)
            continue; // nothing new for this pair
        out = withCalibration(out, c);
    }
    return out;
}

void CalibrationDialog::apply()
{
    const QList<Calibration> after = calibrations();
    if (after != m_document.project().calibrations)
        m_document.undoStack().push(new SetCalibrations(m_document, after));
    accept();
}

} // namespace Headroom
