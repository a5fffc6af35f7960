#pragma once

#include "advisor/advisor.h"

#include <QList>
#include <QWidget>

class QCategoryAxis;
class QChart;
class QComboBox;
class QLabel;
class QXYSeries;

namespace Headroom {

namespace Charts {
class ChartView;
}

/** The chart's cost axis and the axis it is weighed against (AdvisorPlanChart). */
enum class AdvisorChartCost { PerMonth, PerMillionTokens };
enum class AdvisorChartBenefit { SpeedPerUser, Ttft };
double advisorChartCost(const AdvisorPlan &plan, AdvisorChartCost cost);
double advisorChartBenefit(const AdvisorPlan &plan, AdvisorChartBenefit benefit); // higher: better

/** The plans no other plan beats on both axes (costs no more and does better), in `plans`'
 *  order: the chart's front and the table's bold rows. */
QList<bool> advisorFront(const QList<AdvisorPlan> &plans, AdvisorChartCost cost,
                         AdvisorChartBenefit benefit);

/** The advisor's plans on a chart (AdvisorAnswerView): what each costs, per month or per 1M
 *  output tokens (the axis chosen above it), against its speed per user or its time to first
 *  token; the Pareto front joined, the selected plan marked, a plan told on hover and picked by
 *  a click. */
class AdvisorPlanChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AdvisorPlanChart)

public:
    /** Names the plans from `catalog` (the document's: it outlives the chart). */
    explicit AdvisorPlanChart(const Catalog &catalog, QWidget *parent = nullptr);

    AdvisorChartCost cost() const;
    AdvisorChartBenefit benefit() const;
    /** Draws `plans`, priced in `currency`: those `front` flags joined, the `selected` one (an
     *  index, -1 for none) marked. */
    void draw(const QList<AdvisorPlan> &plans, Currency currency, const QList<bool> &front,
              int selected);
    void retranslate();

signals:
    void axesChanged(); // another cost or benefit chosen
    void planClicked(int index);

private:
    struct Series;
    Series addSeries(QChart *chart, const QList<bool> &front, int selected) const;
    std::pair<QCategoryAxis *, QCategoryAxis *> addAxes(QChart *chart) const;
    void connectPoints(QXYSeries *series);
    void setTicks(QCategoryAxis *x, QCategoryAxis *y, double widest, double most);
    QPointF pointOf(const AdvisorPlan &plan) const; // x: the benefit's figure, y: the cost
    int planAt(const QPointF &point) const; // -1 when none
    QString tooltip(const QPointF &point) const;

    QLabel *m_axisLabel = nullptr;
    QComboBox *m_axis = nullptr;
    QLabel *m_againstLabel = nullptr;
    QComboBox *m_against = nullptr;
    Charts::ChartView *m_view = nullptr;
    // what is drawn
    QList<AdvisorPlan> m_plans;
    const Catalog &m_catalog;
    Currency m_currency = Currency::Usd;
    AdvisorChartCost m_cost = AdvisorChartCost::PerMonth;
    AdvisorChartBenefit m_benefit = AdvisorChartBenefit::SpeedPerUser;
};

} // namespace Headroom
