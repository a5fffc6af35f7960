#pragma once

#include "cost/costmodel.h"
#include "models/comparisonmodel.h"
#include "plan/project.h"

#include <QList>
#include <QString>

#include <optional>

namespace Headroom {

/** The priced option (optionsByCost()) with the lowest cumulative cost at month
 *  `a.horizonMonths` of costCurves(a). nullopt when `a` has no price at all. */
std::optional<CostOption> cheapestOption(const CostAssumptions &a);

/** Whether the configuration serves users (an inference deployment on it): spot, whose capacity
 *  can be reclaimed at short notice, is then never its headline option (the summary, the Rent vs
 *  buy headline). */
bool servesUsers(const Project &project, const QString &configurationId);

/** The recommendation for one group of configurations that serve the same models (the plan's
 *  alternatives for those deployments): the configuration and option that cost least over the
 *  horizon, and what moves it. */
struct SummaryChoice
{
    ComparisonRow row; // the configuration chosen
    int alternatives = 1; // configurations in the group that fit
    CostOption option = CostOption::OnDemand;
    // The option is the configuration's decided acquisition (Configuration::acquisition: an
    // advisor plan's way, or the user's), not the cheapest; then the cheapest, when it differs,
    // and what it costs over the horizon
    bool planned = false;
    std::optional<CostOption> cheaperOption;
    double cheaperHorizonCost = 0;
    int hybridOwnedGpus = 0; // when option == Hybrid
    double horizonCost = 0; // cumulative cost at the horizon
    double threeYearCost = 0; // at month 36
    double monthlyCost = 0; // horizonCost / horizon months
    std::optional<double> breakevenMonth; // owning vs renting on demand (crossoverMonth)
    // When the cheapest is spot (preemptible): the cheapest option that is not, and its cost
    std::optional<CostOption> uninterruptedOption;
    double uninterruptedHorizonCost = 0;
    // Utilisation at which the cheapest option of this configuration changes, nearest to the
    // planned one on each side (1% .. 100%), and the option beyond it
    std::optional<double> flipBelow;
    CostOption optionBelow = CostOption::OnDemand;
    std::optional<double> flipAbove;
    CostOption optionAbove = CostOption::Own;
};

/** The plan's cost with one price moved by a factor. */
struct PriceScenario
{
    enum class Input { Purchase, Rental };
    Input input = Input::Purchase;
    double factor = 1; // 0.8, 1.2
    double horizonCost = 0; // the cheapest choice of every group, with the moved price
    QStringList changes; // translated "RTX 4090: On demand instead of Own"; empty = same choice
    QString name() const; // translated "GPU purchase price −20%"
};

struct LeftOut
{
    QString name;
    QString reason; // translated
};

/** The report's first page: the cheapest way to run the plan's deployments over the horizon,
 *  from the cost model (costCurves of each configuration's assumptions, as the Rent vs buy view
 *  draws them), and the risks of that choice. */
struct ExecutiveSummary
{
    Currency currency = Currency::Usd;
    int horizonMonths = 0;
    double planUtilization = 0;
    QList<SummaryChoice> choices; // project order of the chosen configurations
    QList<LeftOut> leftOut; // configurations with no deployment, or that do not fit
    double horizonCost = 0; // sums over the choices
    double threeYearCost = 0;
    double monthlyCost = 0;
    std::optional<double> breakevenMonth; // summed owning vs summed on demand of the choices
    QList<PriceScenario> scenarios; // purchase -20/+20 %, rental -20/+20 %
};

/** Groups the configurations by the models deployed on them (the same set of models = the
 *  same job), keeps those whose deployments fit, and picks in each group the configuration and
 *  option with the lowest cost over the horizon. `rows` as comparisonRows() gives them. */
ExecutiveSummary executiveSummary(const Project &project, const QList<ComparisonRow> &rows);

} // namespace Headroom
