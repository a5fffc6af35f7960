#pragma once

#include "advisor/advisor.h"

#include <QAbstractTableModel>

namespace Headroom {

/** The advisor's ranked plans as a table (AdvisorDialog): cost per month and per 1M output
 *  tokens, per-user speed, TTFT, GPUs, power, what binds, and the plan's parts; plans on the
 *  Pareto front in bold; the reasons (what binds, why it loses to the first) as the tooltip. */
class AdvisorPlansModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Rank, PerMonth, PerMillion, UserSpeed, Ttft, Gpus, Power, Binds, Plan, Columns };

    /** Names the plans from `catalog` (the document's: it outlives the model). */
    explicit AdvisorPlansModel(const Catalog &catalog, QObject *parent = nullptr);

    void setResult(const AdvisorResult &result, const QString &reportPlanKey);
    void setReportPlan(const QString &key);
    /** The rows in bold: on the chart's Pareto front (one flag per plan); empty: the result's
     *  own front (cost per month vs speed per user). */
    void setFront(const QList<bool> &front);
    const AdvisorPlan *plan(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /** After a language switch: headers and texts again. */
    void retranslate();

    /** "*: ... placeholder price ...": what the mark on a plan's monthly cost means. */
    static QString assumedPriceNote();
    /** "Llama 3.1 8B: 2 × H100 SXM 80GB, TP2; FP8 weights, FP8 KV cache; vLLM, On demand; …":
     *  each part in the catalog's names (planPartText(), as the PDF names it) and its way of
     *  paying in the executive summary's words. */
    static QString planText(const AdvisorPlan &plan, const QString &separator,
                            const Catalog &catalog);

private:
    QList<AdvisorPlan> m_plans;
    const Catalog &m_catalog;
    Currency m_currency = Currency::Usd;
    QString m_reportPlan;
    QList<bool> m_front;
};

} // namespace Headroom
