#include "advisor/advisorplanchart.h"

#include "advisor/advisorformhelpers.h"
#include "advisor/advisorplansmodel.h"
#include "advisor/advisortext.h"
#include "charts/chartstyle.h"
#include "format/displayformat.h"

#include <QCategoryAxis>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>
#include <numeric>

namespace Headroom {

QList<bool> advisorFront(const QList<AdvisorPlan> &plans, AdvisorChartCost cost,
                         AdvisorChartBenefit benefit)
{
    // cheapest first (ties: the better benefit); a plan is on the front when its benefit beats
    // that of every plan costing no more
    QList<int> order(plans.size());
    std::iota(order.begin(), order.end(), 0);
    const auto costOf = [&](int i) { return advisorChartCost(plans.at(i), cost); };
    const auto benefitOf = [&](int i) { return advisorChartBenefit(plans.at(i), benefit); };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        if (costOf(a) != costOf(b))
            return costOf(a) < costOf(b);
        return benefitOf(a) > benefitOf(b);
    });
    QList<bool> front(plans.size(), false);
    double best = -std::numeric_limits<double>::infinity();
    for (int i : std::as_const(order)) {
        if (benefitOf(i) > best) {
            front[i] = true;
            best = benefitOf(i);
        }
    }
    return front;
}

double advisorChartCost(const AdvisorPlan &plan, AdvisorChartCost cost)
{
    return cost == AdvisorChartCost::PerMillionTokens ? plan.costPerMillionTokens
                                                      : plan.monthlyCost;
}

double advisorChartBenefit(const AdvisorPlan &plan, AdvisorChartBenefit benefit)
{
    // higher is better: the speed per user, or a shorter time to the first token
    return benefit == AdvisorChartBenefit::Ttft ? -plan.ttftSeconds : plan.perUserTokensPerSecond;
}

/** The series drawn, and the extent of their points. */
struct AdvisorPlanChart::Series
{
    QLineSeries *front = nullptr;
    QScatterSeries *others = nullptr;
    QScatterSeries *selected = nullptr;
    double widest = 0; // x
    double most = 0; // y
};

AdvisorPlanChart::AdvisorPlanChart(const Catalog &catalog, QWidget *parent)
    : QWidget(parent)
    , m_catalog(catalog)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *axisRow = new QHBoxLayout;
    m_axisLabel = new QLabel(this);
    m_axis = new QComboBox(this);
    m_axis->setObjectName(QStringLiteral("advisorChartAxis"));
    m_axisLabel->setBuddy(m_axis);
    m_against = new QComboBox(this);
    m_against->setObjectName(QStringLiteral("advisorChartAgainst"));
    m_axis->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_against->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_againstLabel = new QLabel(this);
    axisRow->addWidget(m_axisLabel);
    axisRow->addWidget(m_axis);
    axisRow->addWidget(m_againstLabel);
    axisRow->addWidget(m_against);
    axisRow->addStretch();
    layout->addLayout(axisRow);
    m_view = new Charts::ChartView(this);
    m_view->setObjectName(QStringLiteral("advisorChart"));
    m_view->setMinimumHeight(200);
    layout->addWidget(m_view, 1);
    for (QComboBox *combo : {m_axis, m_against})
        connect(combo, &QComboBox::currentIndexChanged, this, &AdvisorPlanChart::axesChanged);
}

AdvisorChartCost AdvisorPlanChart::cost() const
{
    return AdvisorChartCost(std::max(m_axis->currentIndex(), 0));
}

AdvisorChartBenefit AdvisorPlanChart::benefit() const
{
    return AdvisorChartBenefit(std::max(m_against->currentIndex(), 0));
}

void AdvisorPlanChart::retranslate()
{
    const QSignalBlocker axisBlocker(m_axis);
    const QSignalBlocker againstBlocker(m_against);
    AdvisorForms::refill(m_axis,
                         {AdvisorText::tr("Cost per month"),
                          AdvisorText::tr("Cost per 1M output tokens")});
    m_axisLabel->setText(AdvisorText::tr("Chart:"));
    AdvisorForms::refill(m_against,
                         {AdvisorText::tr("Tokens/s per user"),
                          AdvisorText::tr("Time to first token")});
    m_againstLabel->setText(AdvisorText::tr("against"));
}

void AdvisorPlanChart::draw(const QList<AdvisorPlan> &plans, Currency currency,
                            const QList<bool> &front, int selected)
{
    m_plans = plans;
    m_currency = currency;
    m_cost = cost();
    m_benefit = benefit();
    auto *chart = new QChart;
    const Series series = addSeries(chart, front, selected);
    const auto [x, y] = addAxes(chart);
    connectPoints(series.front);
    connectPoints(series.others);
    chart->setTitle(
            m_benefit == AdvisorChartBenefit::Ttft
                    ? AdvisorText::tr("What each plan costs against its time to first token")
                    : AdvisorText::tr("What each plan costs against its speed per user"));
    QChart *old = m_view->chart();
    m_view->setChart(chart);
    delete old;
    setTicks(x, y, series.widest, series.most);
    m_view->restyle();
}

AdvisorPlanChart::Series AdvisorPlanChart::addSeries(QChart *chart, const QList<bool> &front,
                                                     int selected) const
{
    Series s;
    s.front = new QLineSeries(chart);
    s.front->setName(AdvisorText::tr("Pareto front"));
    s.front->setColor(Charts::seriesColor(Charts::SeriesRole::Own));
    s.front->setPointsVisible(true);
    s.others = new QScatterSeries(chart);
    s.others->setName(AdvisorText::tr("Other plans"));
    s.others->setColor(Charts::seriesColor(Charts::SeriesRole::OnDemand));
    s.others->setMarkerSize(9);
    s.selected = new QScatterSeries(chart);
    s.selected->setName(AdvisorText::tr("Selected"));
    s.selected->setColor(Charts::seriesColor(Charts::SeriesRole::Marker));
    s.selected->setMarkerSize(15);
    s.selected->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    QList<QPointF> frontPoints;
    for (int i = 0; i < m_plans.size(); ++i) {
        const QPointF point = pointOf(m_plans.at(i));
        if (front.at(i))
            frontPoints.append(point);
        else
            s.others->append(point);
        if (i == selected)
            s.selected->append(point);
        s.most = std::max(s.most, point.y());
        s.widest = std::max(s.widest, point.x());
    }
    std::sort(frontPoints.begin(), frontPoints.end(),
              [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); });
    s.front->append(frontPoints);
    for (QXYSeries *xy : std::initializer_list<QXYSeries *> {s.front, s.others, s.selected})
        chart->addSeries(xy);
    return s;
}

std::pair<QCategoryAxis *, QCategoryAxis *> AdvisorPlanChart::addAxes(QChart *chart) const
{
    const QString currency = currencyCode(m_currency);
    auto *x = new QCategoryAxis(chart);
    x->setTitleText(m_benefit == AdvisorChartBenefit::Ttft
                            ? AdvisorText::tr("Time to first token (s)")
                            : AdvisorText::tr("Tokens/s per user"));
    x->setGridLineVisible(true);
    auto *y = new QCategoryAxis(chart);
    y->setTitleText(m_cost == AdvisorChartCost::PerMillionTokens
                            ? AdvisorText::tr("Cost per 1M output tokens (%1)").arg(currency)
                            : AdvisorText::tr("Cost per month (%1)").arg(currency));
    y->setGridLineVisible(true);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    return {x, y};
}

void AdvisorPlanChart::connectPoints(QXYSeries *series)
{
    Charts::showHoverTooltips(series, [this](const QPointF &point) { return tooltip(point); });
    connect(series, &QXYSeries::clicked, this, [this](const QPointF &point) {
        if (const int i = planAt(point); i >= 0)
            emit planClicked(i);
    });
}

void AdvisorPlanChart::setTicks(QCategoryAxis *x, QCategoryAxis *y, double widest, double most)
{
    const auto number = [](double v, int decimals) { return Display::number(v, decimals); };
    const double top = most > 0 ? most * 1.05 : 1;
    m_view->setTicks(x, 0, widest > 0 ? widest * 1.05 : 1, number);
    if (m_cost == AdvisorChartCost::PerMillionTokens)
        m_view->setTicks(y, 0, top, number);
    else
        m_view->setTicks(y, 0, top, [currency = m_currency, top](double v, int) {
            return Charts::shortMoney(v, currency, top);
        });
}

QPointF AdvisorPlanChart::pointOf(const AdvisorPlan &plan) const
{
    // x: the speed per user, or the TTFT in seconds; y: the cost
    return QPointF(m_benefit == AdvisorChartBenefit::Ttft ? plan.ttftSeconds
                                                          : plan.perUserTokensPerSecond,
                   advisorChartCost(plan, m_cost));
}

int AdvisorPlanChart::planAt(const QPointF &point) const
{
    // the series hold the plans' own figures
    for (int i = 0; i < m_plans.size(); ++i) {
        const QPointF p = pointOf(m_plans.at(i));
        if (qFuzzyCompare(p.x() + 1, point.x() + 1) && qFuzzyCompare(p.y() + 1, point.y() + 1))
            return i;
    }
    return -1;
}

QString AdvisorPlanChart::tooltip(const QPointF &point) const
{
    const int i = planAt(point);
    if (i < 0)
        return QString();
    const AdvisorPlan &p = m_plans.at(i);
    return AdvisorText::tr("Plan %1: %2 per month, %3 per user, TTFT %4\n%5")
            .arg(i + 1)
            .arg(Display::money(p.monthlyCost, m_currency, 0),
                 Display::tokensPerSecond(p.perUserTokensPerSecond),
                 Display::seconds(p.ttftSeconds),
                 AdvisorPlansModel::planText(p, QStringLiteral("\n"), m_catalog));
}

} // namespace Headroom
