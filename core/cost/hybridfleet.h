#pragma once

#include "plan/costassumptions.h"

#include <QList>

namespace Headroom {

/** One level of a demand profile: `gpus` needed for `hourFraction` of all hours. */
struct DemandLevel
{
    double gpus = 0;
    double hourFraction = 0;
};

/** Demand as levels whose hour fractions sum to 1 (or less: the rest needs no GPU). */
using DemandProfile = QList<DemandLevel>;

/** A profile from GPUs needed in each hour of the week (168 values, or any count: each
 *  value weighs 1/count). */
DemandProfile profileFromHourlyDemand(const QList<double> &gpusPerHour);

/** Two levels: `gpus` busy for `utilization` of the hours, none otherwise. */
DemandProfile profileFromUtilization(double gpus, double utilization);

/** Life-cycle cost per wall-clock hour of owning `ownedGpus` and renting the rest on demand:
 *  n F + V E[min(D, n)] + P b E[max(D - n, 0)] (F, V from ownershipRates, P at month 0). */
double hybridCostPerHour(const CostAssumptions &a, const DemandProfile &profile, int ownedGpus);

/** The owned fleet size minimising hybridCostPerHour. The marginal k-th GPU pays when
 *  (P b - V) E[clamp(D - (k - 1), 0, 1)] > F; that expectation falls with k, so the optimum is
 *  the count of GPUs that pay. Ties go to the smaller fleet. */
int optimalOwnedGpus(const CostAssumptions &a, const DemandProfile &profile);

/** The same by trying every n from 0 to the peak demand (for tests and small fleets). */
int optimalOwnedGpusBruteForce(const CostAssumptions &a, const DemandProfile &profile);

/** Cumulative cash curve (index 0 = month 0) of owning `ownedGpus` and renting the rest on
 *  demand, with demand growth and price drift as in costCurves(); transfer and storage are
 *  charged per GPU of the peak rented fleet. */
QList<double> hybridCurve(const CostAssumptions &a, const DemandProfile &profile, int ownedGpus,
                          int months);

/** Costs per month at month 0 of serving real-time work (on demand, or owned) and batch work
 *  (spot: preemptions only delay batch work, by the rework factor). `batchShare` of the fleet's
 *  busy GPU-hours is batch. */
struct ServingTierCosts
{
    double realtimeOwn = 0; // owned GPUs sized for the real-time share of the fleet
    double realtimeOnDemand = 0;
    double batchSpot = 0; // spot price x (1 + rework) x billed hours
    double batchOnDemand = 0;
    double batchDelayFactor = 1; // wall-clock stretch of batch work: 1 + rework
    double mix = 0; // cheaper real-time option + batch on spot
};
ServingTierCosts servingTierCosts(const CostAssumptions &a, double batchShare);

} // namespace Headroom
