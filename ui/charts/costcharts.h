#pragma once

#include "charts/chartmodels.h"

#include "charts/chartstyle.h"

#include <optional>

QT_BEGIN_NAMESPACE
class QCategoryAxis;
class QScatterSeries;
class QLineSeries;
class QBarCategoryAxis;
class QHorizontalBarSeries;
QT_END_NAMESPACE

namespace Headroom {

/** Cumulative cost of owning and of renting (on demand, reserved, spot, hybrid) over the
 *  horizon, with the crossover month marked and labelled. Series read a CostCurveModel. */
class RentVsBuyChart final : public Charts::ChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RentVsBuyChart)

public:
    explicit RentVsBuyChart(QWidget *parent = nullptr);
    void setAssumptions(const CostAssumptions &assumptions, const QString &title);
    CostCurveModel *model() const { return m_model; }
    std::optional<double> crossover() const { return m_crossover; }
    /** "Owning is cheaper from month 17" or "Renting on demand stays cheaper over 36 months". */
    QString crossoverText() const;

private:
    CostCurveModel *m_model;
    QList<std::pair<int, QLineSeries *>> m_curves; // column, its series
    QCategoryAxis *m_x;
    QCategoryAxis *m_y;
    QScatterSeries *m_crossoverMarker;
    std::optional<double> m_crossover;
    int m_months = 0;
    Currency m_currency = Currency::Usd;
};

/** Cost per useful (busy) GPU-hour against utilisation, owning vs on demand, with the breakeven
 *  utilisation marked. */
class UsefulHourChart final : public Charts::ChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UsefulHourChart)

public:
    explicit UsefulHourChart(QWidget *parent = nullptr);
    void setAssumptions(const CostAssumptions &assumptions);
    UsefulHourCostModel *model() const { return m_model; }
    std::optional<double> breakeven() const { return m_breakeven; }

private:
    UsefulHourCostModel *m_model;
    QLineSeries *m_own;
    QLineSeries *m_onDemand;
    QCategoryAxis *m_x;
    QCategoryAxis *m_y;
    QLineSeries *m_breakevenLine;
    std::optional<double> m_breakeven;
};

/** The sensitivity table as a tornado: savings of owning with each input at -20% and +20%,
 *  largest swing on top. */
class SensitivityChart final : public Charts::ChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SensitivityChart)

public:
    explicit SensitivityChart(QWidget *parent = nullptr);
    void setAssumptions(const CostAssumptions &assumptions);
    SensitivityModel *model() const { return m_model; }

private:
    SensitivityModel *m_model;
    QHorizontalBarSeries *m_series;
    QBarCategoryAxis *m_categories;
    QCategoryAxis *m_values;
};

/** Owning and on-demand cumulative cost of several configurations, for the Compare tab: a
 *  colour per configuration, solid owned and dashed on demand; its legend names each once. */
class ComparisonCostChart final : public Charts::ChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComparisonCostChart)

public:
    explicit ComparisonCostChart(QWidget *parent = nullptr);
    struct Entry
    {
        QString label;
        CostAssumptions assumptions;
    };
    void setEntries(const QList<Entry> &entries);
    QList<CostCurveModel *> models() const { return m_models; }

protected:
    QString legendText() const override;

private:
    QList<CostCurveModel *> m_models;
    QStringList m_labels; // the entries' labels, in their colours' order
};

} // namespace Headroom
