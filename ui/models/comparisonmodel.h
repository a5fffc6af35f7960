#pragma once

#include "catalog/catalog.h"
#include "cost/configurationcost.h"
#include "estimate/configurationevaluation.h"
#include "plan/project.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QSet>

#include <optional>

namespace Headroom {

/** One configuration's figures in the Compare table, the CSV and the PDF. Several deployments
 *  on one configuration: tokens/s add up, TTFT and $/1M are the worst, max batch the smallest,
 *  and it fits only if every deployment fits (docs/reports.md). */
struct ComparisonRow
{
    Configuration configuration;
    QString name; // "2 x H100 SXM 80GB, TP2" or the configuration's own name
    Currency currency = Currency::Usd;
    int gpus = 0;
    int deployments = 0;
    std::optional<bool> fits; // empty: no deployment
    std::optional<double> maxBatch; // concurrent sequences at the deployments' context
    std::optional<double> tokensPerSecond; // output tokens/s, all replicas
    std::optional<double> ttftSeconds;
    std::optional<double> costPerMillionTokens; // on-demand price, output tokens
    double monthlyRentedCost = 0; // first month of the on-demand curve, whole configuration
    double threeYearOwnedCost = 0; // own curve at month 36
    std::optional<double> breakevenMonth; // own vs on-demand within the horizon
    ConfigurationCost cost;
};

/** The rows of every configuration of `project`, in project order, from their evaluations
 *  (evaluateProject(), or the document's): fits, max batch, speed and $/1M tokens are the
 *  evaluation's own answers, the ones the board and the inspector show. */
QList<ComparisonRow> comparisonRows(const Project &project, const Catalog &catalog,
                                    const QList<ConfigurationEvaluation> &evaluations);
/** Same, evaluating the project here (exports and tests without a document). */
QList<ComparisonRow> comparisonRows(const Project &project, const Catalog &catalog);

/** A configuration's label: its name, or "2 x H100 SXM 80GB, TP2". */
QString configurationLabel(const Configuration &configuration, const Catalog &catalog);
/** The labels of `configurations` by id, told apart where two would read the same: the second
 *  and later of a label get " (2)", " (3)" in the plan's order. */
QHash<QString, QString> configurationLabels(const QList<Configuration> &configurations,
                                            const Catalog &catalog);

/** The Compare table: configurations side by side. Display role: Display::* text (best of a
 *  column bold with a marker); SortRole: the raw number; column 0 is checkable (rows charted
 *  together). */
class ComparisonModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComparisonModel)

public:
    enum Column {
        NameColumn,
        GpusColumn,
        FitsColumn,
        MaxBatchColumn,
        TokensPerSecondColumn,
        TtftColumn,
        CostPerMillionColumn,
        MonthlyRentedColumn,
        ThreeYearOwnedColumn,
        BreakevenColumn,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole + 1;
    static constexpr int IsBestRole = Qt::UserRole + 2;
    static constexpr int ConfigurationIdRole = Qt::UserRole + 3;

    explicit ComparisonModel(QObject *parent = nullptr);

    void setProject(const Project &project, const Catalog &catalog,
                    const QList<ConfigurationEvaluation> &evaluations);
    void setProject(const Project &project, const Catalog &catalog);
    /** Replaces the row of `evaluation`'s configuration (a deployment or the name of one
     *  configuration changed); false, and nothing changed, when the model has no such row. */
    bool setRow(const Project &project, const Catalog &catalog,
                const ConfigurationEvaluation &evaluation);
    const QList<ComparisonRow> &rows() const { return m_rows; }
    QStringList checkedConfigurationIds() const;
    void setChecked(const QString &configurationId, bool checked);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /** The header with its unit, for CSV ("Monthly cost rented (USD)"). */
    static QString columnTitle(int column, Currency currency);
    /** The title the table and the PDF show: columnTitle() less the units the cells carry. */
    static QString headerTitle(int column, Currency currency);
    Currency currency() const { return m_currency; }
    /** The raw value of a cell; empty when there is none. */
    static std::optional<double> rawValue(const ComparisonRow &row, int column);
    /** The text of a cell (Display::*). */
    static QString displayText(const ComparisonRow &row, int column);

signals:
    void checkedChanged();

private:
    bool isBest(int row, int column) const;

    QList<ComparisonRow> m_rows;
    QSet<QString> m_checked;
    QSet<QString> m_known; // ids seen before: new configurations start checked
    Currency m_currency = Currency::Usd;
};

} // namespace Headroom
