#include "cost/fleettiming.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Headroom {

namespace {

Result<void> validateTiming(const TimingInputs &in)
{
    const qsizetype periods = in.demand.size();
    if (in.purchasePrice.size() != periods || in.rentPrice.size() != periods
        || in.residualAtEnd.size() != periods)
        return fail(QCoreApplication::translate("Headroom::Finance",
                                                "The prices per period must cover every "
                                                "period of the demand"),
                    QStringLiteral("periods"));
    const auto negative = [](const auto &list) {
        return std::any_of(list.begin(), list.end(), [](auto v) { return !(v >= 0); });
    };
    if (negative(in.demand) || negative(in.purchasePrice) || negative(in.rentPrice)
        || negative(in.residualAtEnd) || !(in.ownCostPerPeriod >= 0) || in.leadPeriods < 0
        || in.initialOwned < 0)
        return fail(QCoreApplication::translate("Headroom::Finance",
                                                "Demand, prices, upkeep, GPUs owned and the "
                                                "lead time cannot be negative"),
                    QStringLiteral("negative"));
    if (!(in.ratePerPeriod > -1) || !std::isfinite(in.ratePerPeriod))
        return fail(QCoreApplication::translate("Headroom::Finance",
                                                "The discount rate must be above -100 %"),
                    QStringLiteral("rate"));
    return {};
}

/** The discount factor of a flow at time t (periods): (1 + r)^-t. */
double discount(double rate, double t)
{
    return std::pow(1.0 + rate, -t);
}

} // namespace

double timingPresentCost(const TimingInputs &in, const QList<int> &bought)
{
    const int periods = int(in.demand.size());
    const double r = in.ratePerPeriod;
    double cost = 0;
    int owned = in.initialOwned;
    for (int t = 0; t < periods; ++t) {
        const int b = bought.value(t);
        cost += b
                * (in.purchasePrice[t] * discount(r, t)
                   - in.residualAtEnd[t] * discount(r, periods));
        if (t - in.leadPeriods >= 0)
            owned += bought.value(t - in.leadPeriods);
        const int rented = std::max(in.demand[t] - owned, 0);
        cost += (owned * in.ownCostPerPeriod + rented * in.rentPrice[t]) * discount(r, t + 1);
    }
    return cost;
}

Result<TimingPlan> planPurchases(const TimingInputs &in)
{
    if (auto valid = validateTiming(in); !valid)
        return std::unexpected(valid.error());
    const int periods = int(in.demand.size());
    const int lead = in.leadPeriods;
    const double r = in.ratePerPeriod;
    // never more than the most demanded: a GPU beyond it only costs (its residual below its
    // price is what a plan assumes)
    const int most = std::max(in.initialOwned,
                              periods > 0 ? *std::max_element(in.demand.begin(), in.demand.end())
                                          : 0);
    const int states = most + 1;
    // best[t][n]: the least present cost of periods t .. T - 1 with n GPUs owned before period
    // t's arrivals; choice[t][n]: the GPUs owned after them
    QList<QList<double>> best(periods + 1, QList<double>(states, 0.0));
    QList<QList<int>> choice(periods, QList<int>(states, 0));
    for (int t = periods - 1; t >= 0; --t) {
        const int bought = t - lead; // arrivals now were bought then
        const double unit = bought >= 0 ? in.purchasePrice[bought] * discount(r, bought)
                        - in.residualAtEnd[bought] * discount(r, periods)
                                        : 0.0;
        const double end = discount(r, t + 1);
        for (int before = in.initialOwned; before < states; ++before) {
            double least = std::numeric_limits<double>::infinity();
            int pick = before;
            const int last = bought >= 0 ? most : before;
            for (int n = before; n <= last; ++n) {
                const int rented = std::max(in.demand[t] - n, 0);
                const double cost = (n - before) * unit
                        + (n * in.ownCostPerPeriod + rented * in.rentPrice[t]) * end
                        + best[t + 1][n];
                if (n == before || cost < least - 1e-12 * std::max(1.0, std::abs(least))) {
                    least = cost;
                    pick = n;
                }
            }
            best[t][before] = least;
            choice[t][before] = pick;
        }
    }
    TimingPlan plan;
    plan.bought = QList<int>(periods, 0);
    int owned = in.initialOwned;
    for (int t = 0; t < periods; ++t) {
        const int after = choice[t][owned];
        if (t - lead >= 0)
            plan.bought[t - lead] = after - owned;
        owned = after;
        plan.owned.append(owned);
        plan.rented.append(std::max(in.demand[t] - owned, 0));
    }
    plan.presentCost = timingPresentCost(in, plan.bought);
    return plan;
}

} // namespace Headroom
