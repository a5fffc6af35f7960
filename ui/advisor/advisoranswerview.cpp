#include "advisor/advisoranswerview.h"

#include "advisor/advisorplanchart.h"
#include "advisor/advisorplansmodel.h"
#include "advisor/advisortext.h"
#include "document/projectdocument.h"
#include "format/displayformat.h"
#include "format/texthelpers.h"
#include "report/reportnames.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace Headroom {

AdvisorAnswerView::AdvisorAnswerView(const ProjectDocument &document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("advisorStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    auto *answer = new QSplitter(Qt::Vertical, this);
    m_chart = new AdvisorPlanChart(document.catalog(), answer);
    m_plans = new AdvisorPlansModel(document.catalog(), this);
    buildTable(answer);
    m_details = new QLabel(answer);
    m_details->setObjectName(QStringLiteral("advisorDetails"));
    m_details->setWordWrap(true);
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *detailsScroll = new QScrollArea(answer);
    detailsScroll->setWidgetResizable(true);
    detailsScroll->setWidget(m_details);
    answer->setStretchFactor(0, 2);
    answer->setStretchFactor(1, 3);
    answer->setStretchFactor(2, 2);
    layout->addWidget(answer, 1);

    connect(m_chart, &AdvisorPlanChart::axesChanged, this, &AdvisorAnswerView::showChart);
    connect(m_chart, &AdvisorPlanChart::planClicked, this, &AdvisorAnswerView::selectRow);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        showDetails();
        showChart();
        emit selectionChanged();
    });
    retranslate();
}

void AdvisorAnswerView::buildTable(QWidget *parent)
{
    m_table = new QTableView(parent);
    m_table->setObjectName(QStringLiteral("advisorPlans"));
    m_table->setModel(m_plans);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    // rows as tall as their wrapped plan, kept so as the columns change width
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setWordWrap(true);
    m_table->setTextElideMode(Qt::ElideNone);
    m_table->setTabKeyNavigation(false);
    QHeaderView *columns = m_table->horizontalHeader();
    columns->setSectionResizeMode(QHeaderView::ResizeToContents);
    // what binds and the plan wrap between words, so that the table never scrolls sideways
    columns->setSectionResizeMode(AdvisorPlansModel::Binds, QHeaderView::Fixed);
    columns->setSectionResizeMode(AdvisorPlansModel::Plan, QHeaderView::Stretch);
}

void AdvisorAnswerView::retranslate()
{
    m_chart->retranslate();
    m_plans->retranslate();
    fitTable();
    showStatus();
    showChart(); // the chart reads the answer only: drawn when it changes
}

void AdvisorAnswerView::searchStarted()
{
    m_search = Search::Running;
    m_error.clear();
    m_stale = false;
    showStatus();
}

void AdvisorAnswerView::searchStopping()
{
    m_search = Search::Stopping;
    showStatus();
}

void AdvisorAnswerView::setAnswer(const Result<AdvisorResult> &answer, qint64 elapsedMs)
{
    m_search = Search::Idle;
    m_elapsedMs = elapsedMs;
    if (!answer) {
        m_error = answer.error().message;
        m_haveResult = false;
        m_result = {};
    } else {
        m_result = *answer;
        m_haveResult = true;
    }
    m_plans->setResult(m_result, m_document.project().advisor.reportPlan);
    fitTable();
    if (m_plans->rowCount() > 0)
        m_table->selectRow(0);
    showStatus();
    showChart(); // the chart reads the answer only: drawn when it changes
}

void AdvisorAnswerView::setRefusal(const QString &message)
{
    m_search = Search::Idle;
    m_error = message;
    m_haveResult = false;
    showStatus();
}

void AdvisorAnswerView::clear()
{
    m_search = Search::Idle;
    m_haveResult = false;
    m_stale = false;
    m_error.clear();
    m_result = {};
    m_plans->setResult(m_result, m_document.project().advisor.reportPlan);
    showStatus();
    showChart(); // the chart reads the answer only: drawn when it changes
}

void AdvisorAnswerView::markStale()
{
    if (m_haveResult)
        m_stale = true;
    showStatus();
}

void AdvisorAnswerView::reportPlanChanged()
{
    m_plans->setReportPlan(m_document.project().advisor.reportPlan);
    showDetails();
}

int AdvisorAnswerView::selectedRow() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

void AdvisorAnswerView::selectRow(int row)
{
    m_table->selectRow(row);
}

const AdvisorPlan *AdvisorAnswerView::selectedPlan() const
{
    return m_plans->plan(selectedRow());
}

QString AdvisorAnswerView::status() const
{
    return m_status->text();
}

void AdvisorAnswerView::showStatus()
{
    QStringList lines;
    if (m_search == Search::Running)
        lines.append(
                AdvisorText::tr("Searching every allowed GPU, split, format and engine\u2026"));
    else if (m_search == Search::Stopping)
        lines.append(AdvisorText::tr("Stopping the search\u2026"));
    else if (!m_error.isEmpty())
        lines.append(AdvisorText::tr("The workload cannot be searched: %1").arg(m_error));
    else if (!m_haveResult)
        lines.append(AdvisorText::tr("State the models, their traffic and latency targets, and "
                                     "the limits; then Find Plans ranks what to buy or rent."));
    else
        lines = answerLines();
    m_status->setText(lines.join(u'\n'));
    showDetails();
}

QStringList AdvisorAnswerView::answerLines() const
{
    const AdvisorResult &r = m_result;
    QStringList lines;
    if (r.cancelled)
        lines.append(AdvisorText::tr("Cancelled: the plans found so far."));
    lines.append(
            AdvisorText::tr("%1 feasible plans ranked from %2 candidates (%3 estimated) in %4.")
                    .arg(Display::integer(r.feasibleCandidates),
                         Display::integer(r.candidatesGenerated),
                         Display::integer(r.candidatesEvaluated),
                         Display::seconds(double(m_elapsedMs) / 1e3)));
    if (const QString unpriced = unpricedGpusNote(r.unpricedGpus, m_document.catalog());
        !unpriced.isEmpty())
        lines.append(unpriced);
    if (r.plans.isEmpty()) {
        QStringList reasons;
        for (auto it = r.rejections.cbegin(); it != r.rejections.cend(); ++it)
            reasons.append(AdvisorText::tr("%1: %2").arg(rejectionName(it.key()),
                                                         Display::integer(it.value())));
        for (const Explanation &w : r.warnings)
            lines.append(w.text()); // in the language shown now
        if (!reasons.isEmpty())
            lines.append(AdvisorText::tr("Candidates left out: %1")
                                 .arg(reasons.join(QStringLiteral("; "))));
    } else {
        lines.append(AdvisorText::tr("Bold: on the chart's Pareto front (no other plan is both "
                                     "cheaper and better on the chart's other axis)."));
        if (findAdvisorPlan(r, m_document.project().advisor.reportPlan))
            lines.last() += u' ' + AdvisorText::tr("\u2605: the plan in the report.");
        if (std::any_of(r.plans.cbegin(), r.plans.cend(),
                        [](const AdvisorPlan &p) { return p.usesAssumedPrice(); }))
            lines.append(AdvisorPlansModel::assumedPriceNote());
    }
    if (m_stale)
        lines.append(AdvisorText::tr("The workload or the prices changed: Find Plans again for an "
                                     "answer that matches them."));
    return lines;
}

void AdvisorAnswerView::fitTable()
{
    // what binds: as wide as its longest word (or header), in the bold of the front's rows
    const QFontMetrics metrics(Display::boldFont(m_table->font()));
    int widest = metrics.horizontalAdvance(
            m_plans->headerData(AdvisorPlansModel::Binds, Qt::Horizontal).toString());
    static const QRegularExpression space(QStringLiteral("\\s+"));
    for (int row = 0; row < m_plans->rowCount(); ++row) {
        const QString text = m_plans->index(row, AdvisorPlansModel::Binds).data().toString();
        for (const QString &word : text.split(space, Qt::SkipEmptyParts))
            widest = std::max(widest, metrics.horizontalAdvance(word));
    }
    m_table->horizontalHeader()->resizeSection(AdvisorPlansModel::Binds,
                                               widest + 2 * metrics.averageCharWidth());
}

void AdvisorAnswerView::showChart()
{
    const QList<bool> front = advisorFront(m_result.plans, m_chart->cost(), m_chart->benefit());
    m_plans->setFront(front);
    m_chart->draw(m_result.plans, m_result.currency, front, selectedRow());
}

void AdvisorAnswerView::showDetails()
{
    const AdvisorPlan *p = selectedPlan();
    if (!p) {
        m_details->clear();
        return;
    }
    QStringList lines;
    lines.append(AdvisorText::tr("<b>Plan %1</b>: %2")
                         .arg(selectedRow() + 1)
                         .arg(AdvisorPlansModel::planText(*p, QStringLiteral("<br>"),
                                                          m_document.catalog())));
    const auto named = [this](const Explanation &e) {
        return withCatalogNames(e.text(), m_document.catalog()).toHtmlEscaped();
    };
    lines.append(AdvisorText::tr("<b>Binds:</b> %1").arg(named(p->binds)));
    if (!p->whyLoses.isEmpty())
        lines.append(AdvisorText::tr("<b>Against the first:</b> %1").arg(named(p->whyLoses)));
    if (const QString latency = latencyLine(*p); !latency.isEmpty())
        lines.append(latency);
    lines += costLines(*p);
    m_details->setText(lines.join(QStringLiteral("<br>")));
}

QString AdvisorAnswerView::latencyLine(const AdvisorPlan &p) const
{
    QStringList latency;
    for (const ModelPlan &part : p.parts) {
        if (!part.simulated)
            continue;
        latency.append(AdvisorText::tr("%1: TTFT P50 %2, P99 %3; TPOT P50 %4, P99 %5")
                               .arg(modelDisplayName(m_document.catalog(), part.deployment.modelId),
                                    Display::seconds(part.simulated->ttft.p50),
                                    Display::seconds(part.simulated->ttft.p99),
                                    Display::seconds(part.simulated->tpot.p50),
                                    Display::seconds(part.simulated->tpot.p99)));
    }
    if (latency.isEmpty())
        return {};
    return AdvisorText::tr("<b>Under load</b> (simulated; targets %1): %2")
            .arg(p.sloVerified ? AdvisorText::tr("met") : AdvisorText::tr("not checked"),
                 latency.join(QStringLiteral("; ")));
}

QStringList AdvisorAnswerView::costLines(const AdvisorPlan &p) const
{
    const Currency c = m_result.currency;
    const auto money = [c](double amount) { return Display::money(amount, c, 0); };
    QStringList lines;
    if (p.monthlyCost > 0 && p.costPerMillionTokens > 0) {
        // the board prices a configuration's tokens renting on demand
        const double rented = p.costPerMillionTokens * p.rentPerMonth / p.monthlyCost;
        lines.append(AdvisorText::tr("<b>Per 1M output tokens:</b> %1 paid as planned; %2 "
                                     "renting on demand (as the board prices them).")
                             .arg(Display::money(p.costPerMillionTokens, c, 3),
                                  Display::money(rented, c, 3)));
    }
    if (p.ownedGpus > 0 || p.rentedGpus > 0)
        lines.append(AdvisorText::tr("<b>GPUs:</b> %1 already owned, %2 bought, up to %3 rented "
                                     "(%4 GPU-hours a month).")
                             .arg(Display::integer(p.ownedGpus), Display::integer(p.boughtGpus),
                                  Display::integer(p.rentedGpus),
                                  Display::number(p.rentedGpuHoursPerMonth, 0)));
    for (const ModelPlan &part : p.parts)
        if (const QString units = withCatalogNames(partUnitsText(part), m_document.catalog());
            !units.isEmpty())
            lines.append(
                    AdvisorText::tr("<b>Units:</b> %1")
                            .arg((p.parts.size() > 1
                                          ? QStringLiteral("%1: %2")
                                                    .arg(modelDisplayName(m_document.catalog(),
                                                                          part.deployment.modelId),
                                                         units)
                                          : units)
                                         .toHtmlEscaped()));
    for (const TrainingPlan &t : p.training)
        lines.append(AdvisorText::tr("<b>Training:</b> %1, %2 one-off; %3.")
                             .arg(trainingPlanShape(t).toHtmlEscaped(), money(t.cost),
                                  t.explanation.text().toHtmlEscaped()));
    const RentVsOwn &r = p.rentVsOwn;
    lines.append(AdvisorText::tr("<b>Rent vs own:</b> over %n month(s) renting costs %1, owning "
                                 "%2; over 3 years %3 against %4; %5.",
                                 nullptr, m_horizonMonths)
                         .arg(money(r.rentAtHorizon), money(r.ownAtHorizon), money(r.rent3Years),
                              money(r.own3Years),
                              r.breakevenMonth
                                      ? AdvisorText::tr("owning is cheaper from month %1")
                                                .arg(Display::number(*r.breakevenMonth, 0))
                                      : AdvisorText::tr("owning does not pay within 10 years")));
    lines.append(AdvisorText::tr("<b>Up front:</b> %1. <b>Power:</b> %2 kW on %3 node(s); %4 kWh "
                                 "a month (%5); %6 tokens per kWh.")
                         .arg(money(p.upFront), Display::number(p.powerKw, 1),
                              Display::integer(p.nodes), Display::number(p.energyKwhPerMonth, 0),
                              money(p.energyCostPerMonth), Display::number(p.tokensPerKwh, 0)));
    return lines;
}

} // namespace Headroom
