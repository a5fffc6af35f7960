#include "report/executivesummary.h"

#include "charts/chartmodels.h"
#include "report/reporttext.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace Headroom {

namespace {

constexpr int kThreeYears = 36;
/** The cheapest option at the horizon other than `except` (the cheapest that cannot be
 *  preempted, for spot). */
std::optional<CostOption> cheapestExcept(const CostAssumptions &a, CostOption except)
{
    for (const OptionCost &o : optionsByCost(a, costCurves(a, a.horizonMonths), a.horizonMonths))
        if (o.option != except)
            return o.option;
    return std::nullopt;
}

std::optional<CostOption> cheapestAtUtilization(CostAssumptions a, double utilization)
{
    a.utilization = utilization;
    return cheapestOption(a);
}

/** The utilisation between `from` (where the cheapest is `at`) and `to` (where it is not)
 *  at which it changes, by bisection. */
double flipBetween(const CostAssumptions &a, double from, double to, CostOption at)
{
    for (int i = 0; i < 30; ++i) {
        const double mid = (from + to) / 2;
        if (cheapestAtUtilization(a, mid) == at)
            from = mid;
        else
            to = mid;
    }
    return (from + to) / 2;
}

/** The nearest utilisations below and above the planned one (1% .. 100%, steps of 1% refined
 *  by bisection) where the cheapest option differs from `planned`. */
void findFlips(SummaryChoice &choice)
{
    const CostAssumptions &a = choice.row.cost.assumptions;
    const double u0 = a.utilization;
    constexpr int kSteps = 100;
    double previous = u0;
    for (int i = int(std::ceil(u0 * kSteps)) - 1; i >= 1; --i) {
        const double u = double(i) / kSteps;
        if (u >= u0)
            continue;
        if (const auto o = cheapestAtUtilization(a, u); o && *o != choice.option) {
            choice.flipBelow = flipBetween(a, previous, u, choice.option);
            choice.optionBelow = *o;
            break;
        }
        previous = u;
    }
    previous = u0;
    for (int i = int(std::floor(u0 * kSteps)) + 1; i <= kSteps; ++i) {
        const double u = double(i) / kSteps;
        if (const auto o = cheapestAtUtilization(a, u); o && *o != choice.option) {
            choice.flipAbove = flipBetween(a, previous, u, choice.option);
            choice.optionAbove = *o;
            break;
        }
        previous = u;
    }
}

/** The option a configuration is costed with: its `acquisition` when `options` (the priced
 *  ones, cheapest first) hold it, else the cheapest; nothing when none is priced. */
std::optional<CostOption> chosenOption(std::optional<CostOption> acquisition,
                                       const QList<OptionCost> &options)
{
    if (options.isEmpty())
        return std::nullopt;
    const bool priced = std::any_of(options.cbegin(), options.cend(),
                                    [&](const OptionCost &o) { return acquisition == o.option; });
    return priced ? *acquisition : options.constFirst().option;
}

/** The cheapest configuration and option of one group, with the prices of every member
 *  scaled by `scale` (identity for the plan as it is). */
template<typename Scale>
std::optional<SummaryChoice> chooseIn(const QList<ComparisonRow> &group, Scale scale,
                                      const QSet<QString> &interactive)
{
    std::optional<SummaryChoice> best;
    for (const ComparisonRow &row : group) {
        ComparisonRow scaled = row;
        scale(scaled.cost.assumptions);
        // spot capacity can be reclaimed at short notice: never the choice for a configuration
        // that serves users (an inference deployment, with or without latency targets), only
        // for batch work (training); the headline and its flips then weigh the others
        if (interactive.contains(row.configuration.id))
            scaled.cost.assumptions.spotPricePerGpuHour = 0;
        const CostAssumptions &a = scaled.cost.assumptions;
        const CostCurves curves = costCurves(a, a.horizonMonths);
        const auto option = chosenOption(row.configuration.acquisition,
                                         optionsByCost(a, curves, a.horizonMonths));
        if (!option)
            continue;
        const double cost = costCurve(curves, *option).value(a.horizonMonths);
        if (best && cost >= best->horizonCost - 1e-6 * std::abs(best->horizonCost))
            continue;
        SummaryChoice choice;
        choice.row = scaled;
        choice.option = *option;
        // the option is the configuration's own way only when that way has a price
        choice.planned = row.configuration.acquisition == *option;
        choice.horizonCost = cost;
        choice.hybridOwnedGpus = curves.hybridOwnedGpus;
        best = choice;
    }
    if (best)
        best->alternatives = int(group.size());
    return best;
}

QString choiceText(const SummaryChoice &choice)
{
    return CostCurveModel::optionName(choice.option);
}

/** The models a configuration serves, sorted, one per line: configurations with the same key
 *  are alternatives for the same job. */
QString servedKey(const QMap<QString, QStringList> &models, const QString &configurationId)
{
    QStringList served = models.value(configurationId);
    served.sort();
    return served.join(u'\n');
}

/** The rows that can be chosen, grouped by the models they serve. */
struct RowGroups
{
    QMap<QString, QStringList> models; // the models each configuration serves
    QSet<QString> interactive; // configurations serving users (an inference deployment)
    QList<QString> order; // groups in the order of their first configuration
    QMap<QString, QList<ComparisonRow>> rows;
};

/** Groups the rows; those that cannot be chosen are added to `leftOut` with why. */
RowGroups groupRows(const Project &project, const QList<ComparisonRow> &rows,
                    QList<LeftOut> &leftOut)
{
    RowGroups groups;
    for (const Deployment &d : project.deployments)
        if (!groups.models[d.configurationId].contains(d.modelId))
            groups.models[d.configurationId].append(d.modelId);
    for (const ComparisonRow &row : rows) {
        if (groups.models.value(row.configuration.id).isEmpty()) {
            leftOut.append({row.name, ReportText::tr("no deployment")});
            continue;
        }
        if (row.fits == false) {
            leftOut.append({row.name, ReportText::tr("its deployments do not fit")});
            continue;
        }
        if (!cheapestOption(row.cost.assumptions)) {
            leftOut.append({row.name, ReportText::tr("no price")});
            continue;
        }
        if (servesUsers(project, row.configuration.id))
            groups.interactive.insert(row.configuration.id);
        const QString key = servedKey(groups.models, row.configuration.id);
        if (!groups.rows.contains(key))
            groups.order.append(key);
        groups.rows[key].append(row);
    }
    return groups;
}

/** Adds `curve` month by month to `sum`. */
void addCurve(QList<double> &sum, const QList<double> &curve)
{
    if (sum.size() < curve.size())
        sum.resize(curve.size(), 0.0);
    for (qsizetype i = 0; i < curve.size(); ++i)
        sum[i] += curve[i];
}

/** What a chosen option costs over three years and per month, when owning pays, the cheapest
 *  that cannot be taken back (for spot) and where the choice flips; returns the cost curves
 *  of its configuration over the horizon. */
CostCurves completeChoice(SummaryChoice &choice)
{
    const CostAssumptions &a = choice.row.cost.assumptions;
    const CostCurves curves = costCurves(a, std::max(a.horizonMonths, kThreeYears));
    const QList<double> &curve = costCurve(curves, choice.option);
    choice.threeYearCost = curve.value(kThreeYears);
    choice.monthlyCost = choice.horizonCost / a.horizonMonths;
    const CostCurves horizon = costCurves(a, a.horizonMonths);
    choice.breakevenMonth = crossoverMonth(horizon.own, horizon.onDemand);
    if (choice.option == CostOption::Spot) {
        choice.uninterruptedOption = cheapestExcept(a, CostOption::Spot);
        if (choice.uninterruptedOption)
            choice.uninterruptedHorizonCost = costCurve(horizon, *choice.uninterruptedOption)
                                                      .value(a.horizonMonths);
    }
    // a planned way that is not the cheapest: the cheapest is named beside it, and the
    // utilisations at which the cheapest changes would speak of another option
    if (const auto cheapest = chosenOption(std::nullopt, optionsByCost(a, horizon, a.horizonMonths));
        choice.planned && cheapest && *cheapest != choice.option) {
        choice.cheaperOption = cheapest;
        choice.cheaperHorizonCost = costCurve(horizon, *cheapest).value(a.horizonMonths);
        return horizon;
    }
    findFlips(choice);
    return horizon;
}

/** The cheapest choice of each group, and their sums. */
void addChoices(ExecutiveSummary &summary, const RowGroups &groups)
{
    QList<double> own;
    QList<double> onDemand;
    for (const QString &key : groups.order) {
        auto choice = chooseIn(
                groups.rows.value(key), [](CostAssumptions &) {}, groups.interactive);
        if (!choice)
            continue;
        const CostCurves horizon = completeChoice(*choice);
        summary.horizonCost += choice->horizonCost;
        summary.threeYearCost += choice->threeYearCost;
        summary.monthlyCost += choice->monthlyCost;
        addCurve(own, horizon.own);
        addCurve(onDemand, horizon.onDemand);
        summary.choices.append(*choice);
    }
    if (!summary.choices.isEmpty())
        summary.breakevenMonth = crossoverMonth(own, onDemand);
}

/** The plan's cost with the purchase or rental prices times `factor`, and the choices that
 *  change with them. */
PriceScenario priceScenario(const QList<SummaryChoice> &choices, const RowGroups &groups,
                            PriceScenario::Input input, double factor)
{
    PriceScenario scenario;
    scenario.input = input;
    scenario.factor = factor;
    const auto scale = [&](CostAssumptions &a) {
        if (input == PriceScenario::Input::Purchase) {
            a.purchasePricePerGpu *= factor;
            return;
        }
        a.onDemandPricePerGpuHour *= factor;
        a.reserved1yPricePerGpuHour *= factor;
        a.reserved3yPricePerGpuHour *= factor;
        a.spotPricePerGpuHour *= factor;
    };
    for (const SummaryChoice &planned : choices) {
        const QString key = servedKey(groups.models, planned.row.configuration.id);
        const auto moved = chooseIn(groups.rows.value(key), scale, groups.interactive);
        if (!moved)
            continue;
        scenario.horizonCost += moved->horizonCost;
        if (moved->row.configuration.id != planned.row.configuration.id)
            scenario.changes.append(ReportText::tr("%1 (%2) instead of %3 (%4)")
                                            .arg(moved->row.name, choiceText(*moved),
                                                 planned.row.name, choiceText(planned)));
        else if (moved->option != planned.option)
            scenario.changes.append(
                    ReportText::tr("%1: %2 instead of %3")
                            .arg(planned.row.name, choiceText(*moved), choiceText(planned)));
    }
    return scenario;
}

} // namespace

bool servesUsers(const Project &project, const QString &configurationId)
{
    return std::any_of(project.deployments.cbegin(), project.deployments.cend(),
                       [&](const Deployment &d) {
                           return d.configurationId == configurationId
                                   && d.mode == DeploymentMode::Inference;
                       });
}

std::optional<CostOption> cheapestOption(const CostAssumptions &a)
{
    return chosenOption(std::nullopt,
                        optionsByCost(a, costCurves(a, a.horizonMonths), a.horizonMonths));
}

QString PriceScenario::name() const
{
    const bool down = factor < 1;
    if (input == Input::Purchase)
        return down ? QCoreApplication::translate("Headroom::Report", "GPU purchase price −20%")
                    : QCoreApplication::translate("Headroom::Report", "GPU purchase price +20%");
    return down ? QCoreApplication::translate("Headroom::Report", "Rental prices −20%")
                : QCoreApplication::translate("Headroom::Report", "Rental prices +20%");
}

ExecutiveSummary executiveSummary(const Project &project, const QList<ComparisonRow> &rows)
{
    ExecutiveSummary summary;
    const CostAssumptions planned = displayedAssumptions(project).value_or(project.cost);
    summary.currency = rows.isEmpty() ? planned.currency : rows.first().currency;
    summary.horizonMonths = std::clamp(planned.horizonMonths, 1, kMaxHorizonMonths);
    summary.planUtilization = planned.utilization;
    const RowGroups groups = groupRows(project, rows, summary.leftOut);
    addChoices(summary, groups);
    for (const auto input : {PriceScenario::Input::Purchase, PriceScenario::Input::Rental})
        for (const double factor : {0.8, 1.2})
            summary.scenarios.append(priceScenario(summary.choices, groups, input, factor));
    return summary;
}

} // namespace Headroom
