#pragma once

#include "cost/costmodel.h"
#include "estimate/speed.h"

#include <QAbstractTableModel>

namespace Headroom {

/** Cumulative cost curves for a QVXYModelMapper: column 0 = month, then one column per curve
 *  (own, on-demand, reserved 1 y, spot, hybrid); row m = month m. Values are costCurves(). */
class CostCurveModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CostCurveModel)

public:
    enum Column {
        MonthColumn,
        OwnColumn,
        OnDemandColumn,
        ReservedColumn,
        SpotColumn,
        HybridColumn,
        ColumnCount
    };

    explicit CostCurveModel(QObject *parent = nullptr);
    void setAssumptions(const CostAssumptions &assumptions);
    const CostCurves &curves() const { return m_curves; }
    static QString curveName(int column); // translated
    static QString optionName(CostOption option); // translated: "Own", "Reserved (3 years)"...

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    CostCurves m_curves;
    int m_months = 0;
};

/** Cost per useful GPU-hour against utilisation: column 0 = utilisation (fraction), 1 = owning,
 *  2 = on demand; rows = utilisation 5% .. 100% in steps of 5% (costPerUsefulGpuHour()). */
class UsefulHourCostModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UsefulHourCostModel)

public:
    enum Column { UtilizationColumn, OwnColumn, OnDemandColumn, ColumnCount };
    static constexpr int kSteps = 20;

    explicit UsefulHourCostModel(QObject *parent = nullptr);
    void setAssumptions(const CostAssumptions &assumptions);
    /** The utilisation of row `row`: (row + 1) / kSteps. */
    static double utilizationAt(int row) { return double(row + 1) / kSteps; }
    double maximum() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    QList<UsefulHourCost> m_points;
};

/** The sensitivity table (sensitivity()): column 0 = input name, 1 = savings with the input
 *  -20%, 2 = +20%, 3 = the savings of the plan as it is, 4 and 5 = columns 1 and 2 minus
 *  column 3 (the tornado's bars); rows ranked by swing, largest first. */
class SensitivityModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SensitivityModel)

public:
    enum Column {
        InputColumn,
        LowColumn,
        HighColumn,
        BaseColumn,
        LowChangeColumn,
        HighChangeColumn,
        ColumnCount
    };

    explicit SensitivityModel(QObject *parent = nullptr);
    void setAssumptions(const CostAssumptions &assumptions);
    const QList<SensitivityRow> &rows() const { return m_rows; }
    /** The metric sensitivity() varies, at the assumptions as they are: life-cycle savings of
     *  owning over on demand across the horizon, N x 730 x months x (u P b - F - u V)
     *  (docs/cost-model.md, "Sensitivity"). */
    static double baseSavings(const CostAssumptions &assumptions);
    double base() const { return m_base; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<SensitivityRow> m_rows;
    double m_base = 0;
};

/** One replica's speed against concurrency (SpeedEstimate::curve): column 0 =
 *  concurrency, 1 = tokens/s per user, 2 = total tokens/s, 3 = TTFT (s), 4 = TPOT (ms). */
class SpeedCurveModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SpeedCurveModel)

public:
    enum Column {
        ConcurrencyColumn,
        PerUserColumn,
        TotalColumn,
        TtftColumn,
        TpotColumn,
        ColumnCount
    };

    explicit SpeedCurveModel(QObject *parent = nullptr);
    void setCurve(const QList<SpeedPoint> &curve);
    const QList<SpeedPoint> &curve() const { return m_curve; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    QList<SpeedPoint> m_curve;
};

} // namespace Headroom
