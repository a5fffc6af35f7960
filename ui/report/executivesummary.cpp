#include "report/executivesummary.h"

#include "charts/chartmodels.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace Headroom {

namespace {

struct SummaryText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Report)
};

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

/** The cheapest configuration and option of one group, with the prices of every member
 *  scaled by `scale` (identity for the plan as it is). */
template<typename Scale>
std::optional<SummaryChoice> chooseIn(const QList<ComparisonRow> &group, Scale scale)
{
    std::optional<SummaryChoice> best;
    for (const ComparisonRow &row : group) {
        ComparisonRow scaled = row;
        scale(scaled.cost.assumptions);
        const CostAssumptions &a = scaled.cost.assumptions;
        const auto option = cheapestOption(a);
        if (!option)
            continue;
        const CostCurves curves = costCurves(a, a.horizonMonths);
        const double cost = costCurve(curves, *option).value(a.horizonMonths);
        if (best && cost >= best->horizonCost - 1e-6 * std::abs(best->horizonCost))
            continue;
        SummaryChoice choice;
        choice.row = scaled;
        choice.option = *option;
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

} // namespace

std::optional<CostOption> cheapestOption(const CostAssumptions &a)
{
    const QList<OptionCost> options = optionsByCost(a, costCurves(a, a.horizonMonths),
                                                    a.horizonMonths);
    if (options.isEmpty())
        return std::nullopt;
    return options.constFirst().option;
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

    // the models each configuration serves: configurations serving the same ones are
    // alternatives for the same job
    QMap<QString, QStringList> models;
    for (const Deployment &d : project.deployments)
        if (!models[d.configurationId].contains(d.modelId))
            models[d.configurationId].append(d.modelId);
    QList<QString> order; // groups in the order of their first configuration
    QMap<QString, QList<ComparisonRow>> groups;
    for (const ComparisonRow &row : rows) {
        QStringList served = models.value(row.configuration.id);
        if (served.isEmpty()) {
            summary.leftOut.append({row.name, SummaryText::tr("no deployment")});
            continue;
        }
        if (row.fits == false) {
            summary.leftOut.append({row.name, SummaryText::tr("its deployments do not fit")});
            continue;
        }
        if (!cheapestOption(row.cost.assumptions)) {
            summary.leftOut.append({row.name, SummaryText::tr("no price")});
            continue;
        }
        served.sort();
        const QString key = served.join(u'\n');
        if (!groups.contains(key))
            order.append(key);
        groups[key].append(row);
    }

    QList<double> own;
    QList<double> onDemand;
    const auto add = [](QList<double> &sum, const QList<double> &curve) {
        if (sum.size() < curve.size())
            sum.resize(curve.size(), 0.0);
        for (qsizetype i = 0; i < curve.size(); ++i)
            sum[i] += curve[i];
    };
    for (const QString &key : order) {
        auto choice = chooseIn(groups[key], [](CostAssumptions &) {});
        if (!choice)
            continue;
        const CostAssumptions &a = choice->row.cost.assumptions;
        const CostCurves curves = costCurves(a, std::max(a.horizonMonths, kThreeYears));
        const QList<double> &curve = costCurve(curves, choice->option);
        choice->threeYearCost = curve.value(kThreeYears);
        choice->monthlyCost = choice->horizonCost / a.horizonMonths;
        const CostCurves horizon = costCurves(a, a.horizonMonths);
        choice->breakevenMonth = crossoverMonth(horizon.own, horizon.onDemand);
        if (choice->option == CostOption::Spot) {
            choice->uninterruptedOption = cheapestExcept(a, CostOption::Spot);
            if (choice->uninterruptedOption)
                choice->uninterruptedHorizonCost = costCurve(horizon, *choice->uninterruptedOption)
                                                           .value(a.horizonMonths);
        }
        findFlips(*choice);
        summary.horizonCost += choice->horizonCost;
        summary.threeYearCost += choice->threeYearCost;
        summary.monthlyCost += choice->monthlyCost;
        add(own, horizon.own);
        add(onDemand, horizon.onDemand);
        summary.choices.append(*choice);
    }
    if (!summary.choices.isEmpty())
        summary.breakevenMonth = crossoverMonth(own, onDemand);

    for (const auto input : {PriceScenario::Input::Purchase, PriceScenario::Input::Rental}) {
        for (const double factor : {0.8, 1.2}) {
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
            for (qsizetype g = 0; g < summary.choices.size(); ++g) {
                const SummaryChoice &planned = summary.choices[g];
                const QString key = [&] {
                    QStringList served = models.value(planned.row.configuration.id);
                    served.sort();
                    return served.join(u'\n');
                }();
                const auto moved = chooseIn(groups[key], scale);
                if (!moved)
                    continue;
                scenario.horizonCost += moved->horizonCost;
                if (moved->row.configuration.id != planned.row.configuration.id)
                    scenario.changes.append(SummaryText::tr("%1 (%2) instead of %3 (%4)")
                                                    .arg(moved->row.name, choiceText(*moved),
                                                         planned.row.name, choiceText(planned)));
                else if (moved->option != planned.option)
                    scenario.changes.append(SummaryText::tr("%1: %2 instead of %3")
                                                    .arg(planned.row.name, choiceText(*moved),
                                                         choiceText(planned)));
            }
            summary.scenarios.append(scenario);
        }
    }
    return summary;
}

} // namespace Headroom
