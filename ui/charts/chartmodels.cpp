#include "charts/chartmodels.h"

namespace Headroom {

// --- CostCurveModel

CostCurveModel::CostCurveModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void CostCurveModel::setAssumptions(const CostAssumptions &assumptions)
{
    beginResetModel();
    m_months = std::clamp(assumptions.horizonMonths, 1, kMaxHorizonMonths);
    m_curves = costCurves(assumptions, m_months);
    endResetModel();
}

QString CostCurveModel::curveName(int column)
{
    switch (column) {
    case MonthColumn: return tr("Month");
    case OwnColumn: return tr("Own");
    case OnDemandColumn: return tr("On demand");
    case ReservedColumn: return tr("Reserved (1 year)");
    case SpotColumn: return tr("Spot");
    case HybridColumn: return tr("Hybrid");
    default: return {};
    }
}

QString CostCurveModel::optionName(CostOption option)
{
    switch (option) {
    case CostOption::Own: return curveName(OwnColumn);
    case CostOption::OnDemand: return curveName(OnDemandColumn);
    case CostOption::Reserved1y: return curveName(ReservedColumn);
    case CostOption::Reserved3y: return tr("Reserved (3 years)");
    case CostOption::Spot: return curveName(SpotColumn);
    case CostOption::Hybrid: return curveName(HybridColumn);
    }
    return {};
}

int CostCurveModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_curves.own.size());
}

int CostCurveModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CostCurveModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || (role != Qt::DisplayRole && role != Qt::EditRole))
        return {};
    const int m = index.row();
    switch (index.column()) {
    case MonthColumn: return double(m);
    case OwnColumn: return m_curves.own.value(m);
    case OnDemandColumn: return m_curves.onDemand.value(m);
    case ReservedColumn: return m_curves.reserved1y.value(m);
    case SpotColumn: return m_curves.spot.value(m);
    case HybridColumn: return m_curves.hybrid.value(m);
    default: return {};
    }
}

QVariant CostCurveModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole)
        return curveName(section);
    return QAbstractTableModel::headerData(section, orientation, role);
}

// --- UsefulHourCostModel

UsefulHourCostModel::UsefulHourCostModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void UsefulHourCostModel::setAssumptions(const CostAssumptions &assumptions)
{
    beginResetModel();
    m_points.clear();
    for (int row = 0; row < kSteps; ++row) {
        CostAssumptions a = assumptions;
        a.utilization = utilizationAt(row);
        m_points.append(costPerUsefulGpuHour(a));
    }
    endResetModel();
}

double UsefulHourCostModel::maximum() const
{
    double top = 0;
    for (const UsefulHourCost &p : m_points)
        top = std::max({top, p.own.value_or(0), p.onDemand});
    return top;
}

int UsefulHourCostModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_points.size());
}

int UsefulHourCostModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant UsefulHourCostModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || (role != Qt::DisplayRole && role != Qt::EditRole))
        return {};
    const UsefulHourCost &p = m_points[index.row()];
    switch (index.column()) {
    case UtilizationColumn: return utilizationAt(index.row());
    case OwnColumn: return p.own ? QVariant(*p.own) : QVariant();
    case OnDemandColumn: return p.onDemand;
    default: return {};
    }
}

// --- SensitivityModel

SensitivityModel::SensitivityModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void SensitivityModel::setAssumptions(const CostAssumptions &assumptions)
{
    beginResetModel();
    m_rows = sensitivity(assumptions);
    m_base = baseSavings(assumptions);
    endResetModel();
}

double SensitivityModel::baseSavings(const CostAssumptions &a)
{
    const OwnershipRates rates = ownershipRates(a);
    const double perHour = a.utilization * a.onDemandPricePerGpuHour * billingFactor(a)
            - rates.fixed() - a.utilization * rates.variable();
    return a.gpuCount * kHoursPerMonth * a.horizonMonths * perHour;
}

int SensitivityModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SensitivityModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SensitivityModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || (role != Qt::DisplayRole && role != Qt::EditRole))
        return {};
    const SensitivityRow &r = m_rows[index.row()];
    switch (index.column()) {
    case InputColumn: return r.input;
    case LowColumn: return r.low;
    case HighColumn: return r.high;
    case BaseColumn: return m_base;
    case LowChangeColumn: return r.low - m_base;
    case HighChangeColumn: return r.high - m_base;
    default: return {};
    }
}

QVariant SensitivityModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case InputColumn: return tr("Input");
    case LowColumn:
    case LowChangeColumn: return tr("Input −20%");
    case HighColumn:
    case HighChangeColumn: return tr("Input +20%");
    case BaseColumn: return tr("As planned");
    default: return {};
    }
}

// --- SpeedCurveModel

SpeedCurveModel::SpeedCurveModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void SpeedCurveModel::setCurve(const QList<SpeedPoint> &curve)
{
    beginResetModel();
    m_curve = curve;
    endResetModel();
}

int SpeedCurveModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_curve.size());
}

int SpeedCurveModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SpeedCurveModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || (role != Qt::DisplayRole && role != Qt::EditRole))
        return {};
    const SpeedPoint &p = m_curve[index.row()];
    switch (index.column()) {
    case ConcurrencyColumn: return double(p.concurrency);
    case PerUserColumn: return p.tokensPerSecondPerSequence;
    case TotalColumn: return p.totalTokensPerSecond;
    case TtftColumn: return p.ttftSeconds;
    case TpotColumn: return p.tpotSeconds * 1000.0;
    default: return {};
    }
}

} // namespace Headroom
