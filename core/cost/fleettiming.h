#pragma once

#include "units/result.h"

#include <QList>

// When to buy (issue 31, "the fleet plan"): one GPU kind over a plan's periods, each period's
// demand served by GPUs owned (bought with a lead time, kept to the horizon and sold there at
// their residual value) or rented for the period, at the least present cost. Exact: dynamic
// programming over the GPUs owned; tst_fleettiming checks it against every purchase schedule of
// small cases (docs/cost-model.md, "When to buy").

namespace Headroom {

struct TimingInputs
{
    QList<int> demand; // GPUs needed in each period t = 0 .. T - 1
    QList<double> purchasePrice; // per GPU bought in period t, paid at its start
    QList<double> rentPrice; // per GPU rented for period t, paid at its end
    /** Per GPU bought in period t: what it sells for at the horizon's end (after period T - 1). */
    QList<double> residualAtEnd;
    double ownCostPerPeriod = 0; // power, colocation, upkeep per GPU owned, paid at each end
    int leadPeriods = 0; // a GPU bought in period t serves from period t + leadPeriods
    double ratePerPeriod = 0; // the discount rate (finance.h periodRate())
    int initialOwned = 0; // GPUs owned before the plan (serving from t = 0; their price is sunk)
};

struct TimingPlan
{
    QList<int> bought; // per period
    QList<int> owned; // serving in the period (bought earlier and arrived, or owned before)
    QList<int> rented; // demand - owned, never below 0
    double presentCost = 0; // of all the flows, at the start of period 0
};

/** The flows' present value of buying `bought` (every list as long as the demand): purchases
 *  at each period's start, rent and upkeep at its end, the sales at the horizon's end. */
double timingPresentCost(const TimingInputs &in, const QList<int> &bought);

/** The purchases that serve every period at the least present cost (the one with the fewest
 *  GPUs bought among equals). Refused: lists of other lengths than the demand, a negative
 *  demand, price, rate <= -1 or lead time. */
Result<TimingPlan> planPurchases(const TimingInputs &in);

} // namespace Headroom
