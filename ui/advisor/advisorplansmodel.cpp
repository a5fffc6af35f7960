#include "advisor/advisorplansmodel.h"

#include "advisor/advisortraffic.h"
#include "charts/chartmodels.h"
#include "format/displayformat.h"
#include "format/texthelpers.h"
#include "report/reportnames.h"

#include <QFont>

namespace Headroom {

AdvisorPlansModel::AdvisorPlansModel(const Catalog &catalog, QObject *parent)
    : QAbstractTableModel(parent)
    , m_catalog(catalog)
{ }

void AdvisorPlansModel::setResult(const AdvisorResult &result, const QString &reportPlanKey)
{
    beginResetModel();
    m_plans = result.plans;
    m_front.clear();
    m_currency = result.currency;
    m_reportPlan = reportPlanKey;
    endResetModel();
}

void AdvisorPlansModel::setReportPlan(const QString &key)
{
    m_reportPlan = key;
    if (!m_plans.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, Columns - 1));
}

void AdvisorPlansModel::setFront(const QList<bool> &front)
{
    if (front == m_front)
        return;
    m_front = front;
    if (!m_plans.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, Columns - 1), {Qt::FontRole});
}

const AdvisorPlan *AdvisorPlansModel::plan(int row) const
{
    return row >= 0 && row < m_plans.size() ? &m_plans.at(row) : nullptr;
}

int AdvisorPlansModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_plans.size());
}

int AdvisorPlansModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : Columns;
}

QString AdvisorPlansModel::planText(const AdvisorPlan &plan, const QString &separator,
                                    const Catalog &catalog)
{
    QStringList parts;
    for (const ModelPlan &part : plan.parts)
        parts.append(tr("%1, %2").arg(planPartText(part, catalog),
                                      CostCurveModel::optionName(partAcquisition(part))));
    return parts.join(separator);
}

QString AdvisorPlansModel::assumedPriceNote()
{
    return tr("*: GPUs beyond those you have are costed at the project's placeholder price: "
              "neither the price book nor the catalog prices them.");
}

QVariant AdvisorPlansModel::data(const QModelIndex &index, int role) const
{
    const AdvisorPlan *p = plan(index.row());
    if (!p)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Rank:
            // the plan in the report is marked
            return advisorPlanKey(*p) == m_reportPlan
                    ? QStringLiteral("%1 \u2605").arg(index.row() + 1)
                    : QString::number(index.row() + 1);
        case PerMonth:
            // a placeholder price in it is marked (the tooltip and the answer's lines say so)
            return p->usesAssumedPrice()
                    ? tr("%1 *").arg(Display::money(p->monthlyCost, m_currency, 0))
                    : Display::money(p->monthlyCost, m_currency, 0);
        case PerMillion: return Display::money(p->costPerMillionTokens, m_currency, 3);
        case UserSpeed: return Display::tokensPerSecond(p->perUserTokensPerSecond);
        case Ttft: return Display::seconds(p->ttftSeconds);
        case Gpus: return Display::integer(p->gpus);
        case Power: return tr("%1 kW").arg(Display::number(p->powerKw, 1));
        case Binds: return planBindingName(p->binding);
        case Plan: return planText(*p, QStringLiteral("; "), m_catalog);
        }
        return {};
    case Qt::ToolTipRole: {
        const auto named = [this](const Explanation &e) {
            return withCatalogNames(e.text(), m_catalog);
        };
        QString text = tr("Binds: %1").arg(named(p->binds));
        if (advisorPlanKey(*p) == m_reportPlan)
            text.prepend(tr("In the report.") + u'\n');
        if (!p->whyLoses.isEmpty())
            text += u'\n' + tr("Against the first: %1").arg(named(p->whyLoses));
        if (p->usesAssumedPrice())
            text += u'\n' + assumedPriceNote();
        return text;
    }
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(
                (index.column() == Binds || index.column() == Plan ? Qt::AlignLeft : Qt::AlignRight)
                | Qt::AlignVCenter);
    case Qt::FontRole:
        if (m_front.size() == m_plans.size() ? m_front.at(index.row()) : p->paretoOptimal) {
            return Display::boldFont(QFont());
        }
        return {};
    default: return {};
    }
}

QVariant AdvisorPlansModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Rank: return tr("#");
    case PerMonth: return tr("Per month");
    case PerMillion: return tr("Per 1M tokens");
    case UserSpeed: return tr("Per user");
    case Ttft: return tr("TTFT");
    case Gpus: return tr("GPUs");
    case Power: return tr("Power");
    case Binds: return tr("Binds");
    case Plan: return tr("Plan");
    }
    return {};
}

void AdvisorPlansModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, Columns - 1);
    if (!m_plans.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, Columns - 1));
}

} // namespace Headroom
