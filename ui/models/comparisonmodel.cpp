#include "models/comparisonmodel.h"

#include "cost/costmodel.h"
#include "estimate/configurationevaluation.h"
#include "format/displayformat.h"
#include "format/texthelpers.h"
#include "format/textlines.h"

#include <QApplication>
#include <QFontMetricsF>

#include <QFont>

#include <algorithm>

namespace Headroom {

namespace {

constexpr int kTcoMonths = 36;

enum class Better { None, Higher, Lower };

Better betterOf(int column)
{
    switch (column) {
    case ComparisonModel::MaxBatchColumn:
    case ComparisonModel::TokensPerSecondColumn: return Better::Higher;
    case ComparisonModel::TtftColumn:
    case ComparisonModel::CostPerMillionColumn:
    case ComparisonModel::MonthlyRentedColumn:
    case ComparisonModel::ThreeYearOwnedColumn:
    case ComparisonModel::BreakevenColumn: return Better::Lower;
    default: return Better::None;
    }
}

} // namespace

QString configurationLabel(const Configuration &c, const Catalog &catalog)
{
    if (!c.name.isEmpty())
        return c.name;
    const auto gpu = catalog.gpu(c.gpuId);
    const QString gpuName = Display::nameOr(gpu, c.gpuId);
    QString label = ComparisonModel::tr("%1 \u00d7 %2").arg(c.gpuCount).arg(gpuName);
    if (c.tensorParallel > 1)
        label += ComparisonModel::tr(", TP%1").arg(c.tensorParallel);
    if (c.pipelineParallel > 1)
        label += ComparisonModel::tr(", PP%1").arg(c.pipelineParallel);
    return label;
}

QHash<QString, QString> configurationLabels(const QList<Configuration> &configurations,
                                            const Catalog &catalog)
{
    QHash<QString, QString> labels;
    QHash<QString, int> seen;
    for (const Configuration &c : configurations) {
        const QString label = configurationLabel(c, catalog);
        const int n = ++seen[label];
        //: a configuration whose label another one already has: "1 x H100 SXM5 80GB (2)"
        labels.insert(c.id, n == 1 ? label : ComparisonModel::tr("%1 (%2)").arg(label).arg(n));
    }
    return labels;
}

QList<ComparisonRow> comparisonRows(const Project &project, const Catalog &catalog)
{
    return comparisonRows(project, catalog, evaluateProject(catalog, project));
}

QList<ComparisonRow> comparisonRows(const Project &project, const Catalog &catalog,
                                    const QList<ConfigurationEvaluation> &evaluations)
{
    const QHash<QString, QString> labels = configurationLabels(project.configurations, catalog);
    QList<ComparisonRow> rows;
    for (const ConfigurationEvaluation &v : evaluations) {
        const Configuration &c = v.configuration;
        ComparisonRow row;
        row.configuration = c;
        row.name = labels.value(c.id, configurationLabel(c, catalog));
        row.gpus = c.gpuCount;
        row.cost = v.cost;
        const CostAssumptions &a = row.cost.assumptions;
        row.currency = a.currency;
        row.deployments = int(v.deployments.size());
        if (row.deployments > 0) {
            row.fits = v.fits;
            if (v.maxBatch)
                row.maxBatch = double(*v.maxBatch);
        }
        row.tokensPerSecond = v.tokensPerSecond;
        row.ttftSeconds = v.ttftSeconds;
        row.costPerMillionTokens = v.costPerMillionTokens;
        const CostCurves curves = costCurves(a, std::max(a.horizonMonths, kTcoMonths));
        row.monthlyRentedCost = curves.onDemand.value(1);
        row.threeYearOwnedCost = curves.own.value(kTcoMonths);
        const CostCurves horizon = costCurves(a, a.horizonMonths);
        row.breakevenMonth = crossoverMonth(horizon.own, horizon.onDemand);
        rows.append(row);
    }
    return rows;
}

ComparisonModel::ComparisonModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void ComparisonModel::setProject(const Project &project, const Catalog &catalog)
{
    setProject(project, catalog, evaluateProject(catalog, project));
}

void ComparisonModel::setProject(const Project &project, const Catalog &catalog,
                                 const QList<ConfigurationEvaluation> &evaluations)
{
    beginResetModel();
    m_rows = comparisonRows(project, catalog, evaluations);
    m_currency = displayedCurrency(project);
    QSet<QString> ids;
    for (const ComparisonRow &row : std::as_const(m_rows)) {
        ids.insert(row.configuration.id);
        if (!m_known.contains(row.configuration.id))
            m_checked.insert(row.configuration.id);
    }
    m_known = ids;
    m_checked.intersect(ids);
    endResetModel();
}

bool ComparisonModel::setRow(const Project &project, const Catalog &catalog,
                             const ConfigurationEvaluation &evaluation)
{
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].configuration.id != evaluation.configuration.id)
            continue;
        m_rows[i] = comparisonRows(project, catalog, {evaluation}).constFirst();
        // the best of a column is marked, in any row
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return true;
    }
    return false;
}

QStringList ComparisonModel::checkedConfigurationIds() const
{
    QStringList ids;
    for (const ComparisonRow &row : m_rows) {
        if (m_checked.contains(row.configuration.id))
            ids.append(row.configuration.id);
    }
    return ids;
}

void ComparisonModel::setChecked(const QString &configurationId, bool checked)
{
    for (int r = 0; r < m_rows.size(); ++r) {
        if (m_rows[r].configuration.id == configurationId) {
            setData(index(r, NameColumn), checked ? Qt::Checked : Qt::Unchecked, Qt::CheckStateRole);
            return;
        }
    }
}

int ComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

std::optional<double> ComparisonModel::rawValue(const ComparisonRow &row, int column)
{
    switch (column) {
    case GpusColumn: return row.gpus;
    case FitsColumn:
        if (!row.fits)
            return std::nullopt;
        return *row.fits ? 1.0 : 0.0;
    case MaxBatchColumn: return row.maxBatch;
    case TokensPerSecondColumn: return row.tokensPerSecond;
    case TtftColumn: return row.ttftSeconds;
    case CostPerMillionColumn: return row.costPerMillionTokens;
    case MonthlyRentedColumn: return row.monthlyRentedCost;
    case ThreeYearOwnedColumn: return row.threeYearOwnedCost;
    case BreakevenColumn: return row.breakevenMonth;
    default: return std::nullopt;
    }
}

QString ComparisonModel::displayText(const ComparisonRow &row, int column)
{
    const auto v = rawValue(row, column);
    const QString none = tr("\u2014"); // em dash: no figure
    switch (column) {
    case NameColumn: return row.name;
    case GpusColumn: return Display::integer(row.gpus);
    case FitsColumn:
        if (!row.fits)
            return tr("no deployment");
        return *row.fits ? tr("yes") : tr("no");
    case MaxBatchColumn: return v ? Display::integer(std::int64_t(*v)) : none;
    case TokensPerSecondColumn: return v ? Display::tokensPerSecond(*v) : none;
    case TtftColumn: return v ? Display::seconds(*v) : none;
    case CostPerMillionColumn: return v ? Display::money(*v, row.currency) : none;
    case MonthlyRentedColumn:
    case ThreeYearOwnedColumn: return Display::money(v.value_or(0), row.currency, 0);
    case BreakevenColumn: return v ? tr("month %1").arg(Display::number(*v, 1)) : tr("never");
    default: return {};
    }
}

bool ComparisonModel::isBest(int row, int column) const
{
    const Better better = betterOf(column);
    if (better == Better::None || m_rows.size() < 2)
        return false;
    const auto mine = rawValue(m_rows[row], column);
    if (!mine)
        return false;
    for (const ComparisonRow &other : m_rows) {
        const auto theirs = rawValue(other, column);
        if (!theirs)
            continue;
        if (better == Better::Higher ? *theirs > *mine : *theirs < *mine)
            return false;
    }
    return true;
}

QVariant ComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const ComparisonRow &row = m_rows[index.row()];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole: {
        const QString text = displayText(row, column);
        //: marks the best value of a column in the Compare table
        return isBest(index.row(), column) ? tr("%1 \u2605").arg(text) : text;
    }
    case Qt::ToolTipRole:
        if (isBest(index.row(), column))
            return tr("Best in this column");
        if (column == CostPerMillionColumn)
            return tr("Output tokens at the on-demand price of %1 per GPU-hour")
                    .arg(Display::money(row.cost.assumptions.onDemandPricePerGpuHour, row.currency));
        return {};
    case Qt::FontRole:
        if (isBest(index.row(), column))
            return Display::boldFont(QFont());
        return {};
    case Qt::TextAlignmentRole:
        return column == NameColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                    : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::CheckStateRole:
        if (column == NameColumn)
            return m_checked.contains(row.configuration.id) ? Qt::Checked : Qt::Unchecked;
        return {};
    case SortRole: {
        if (column == NameColumn)
            return row.name;
        const auto v = rawValue(row, column);
        return v ? QVariant(*v) : QVariant();
    }
    case IsBestRole: return isBest(index.row(), column);
    case ConfigurationIdRole: return row.configuration.id;
    default: return {};
    }
}

bool ComparisonModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::CheckStateRole || index.column() != NameColumn)
        return false;
    const QString id = m_rows[index.row()].configuration.id;
    const bool checked = value.toInt() == Qt::Checked;
    if (checked == m_checked.contains(id))
        return true;
    if (checked)
        m_checked.insert(id);
    else
        m_checked.remove(id);
    emit dataChanged(index, index, {Qt::CheckStateRole});
    emit checkedChanged();
    return true;
}

Qt::ItemFlags ComparisonModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == NameColumn)
        f |= Qt::ItemIsUserCheckable;
    return f;
}

QString ComparisonModel::columnTitle(int column, Currency currency)
{
    const QString code = currencyCode(currency);
    switch (column) {
    case NameColumn: return tr("Configuration");
    case GpusColumn: return tr("GPUs");
    case FitsColumn: return tr("Fits");
    case MaxBatchColumn: return tr("Max batch (sequences)");
    case TokensPerSecondColumn: return tr("Throughput (tokens/s)");
    case TtftColumn: return tr("TTFT (s)");
    case CostPerMillionColumn: return tr("Cost per 1M tokens (%1)").arg(code);
    case MonthlyRentedColumn: return tr("Monthly cost rented (%1)").arg(code);
    case ThreeYearOwnedColumn: return tr("3-year TCO owned (%1)").arg(code);
    case BreakevenColumn: return tr("Breakeven (month)");
    default: return {};
    }
}

QString ComparisonModel::headerTitle(int column, Currency currency)
{
    // the TTFT cells carry their own unit ("550 ms", "2.4 s"); the CSV's raw seconds need "(s)"
    return column == TtftColumn ? tr("TTFT") : columnTitle(column, currency);
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        // no wider than the column's figures (or its longest word), on up to three lines
        // ("Throughput" / "(tokens/s)"): the table is as narrow as its figures in a dock of
        // 1280 px, in every language
        const QFontMetricsF header(QApplication::font("QHeaderView"));
        // the best figure of a column is bold
        const QFontMetricsF cells(Display::boldFont(QApplication::font("QTableView")));
        qreal widest = 0;
        for (int row = 0; row < rowCount(); ++row)
            widest = std::max(widest, cells.horizontalAdvance(data(index(row, section)).toString()));
        return Display::fitLines(headerTitle(section, m_currency), header, widest, 3).join(u'\n');
    }
    if (role == Qt::ToolTipRole && section == BreakevenColumn)
        return tr("Month from which owning costs less than renting on demand");
    return {};
}

} // namespace Headroom
