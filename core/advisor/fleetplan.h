#pragma once

#include "advisor/advisor.h"
#include "cost/fleetpaths.h"
#include "cost/fleettiming.h"

#include <optional>

// A fleet plan over time (issue 31; docs/cost-model.md, "A plan over time"): one advised shape
// rolled forward, each period's GPUs sized by the advisor for that period's demand, bought or
// rented by the timing search at prices on the price-performance path, and finance's figures
// of the plan against renting everything. One reader of the same sizing the advisor ranks with.

namespace Headroom {

struct FleetSettings
{
    int periodsPerYear = 4;
    int periods = 12;
    double discountRatePerYear = 0.08;
    int leadPeriods = 1; // a purchase serves from the period after
    double doublingYears = kMlGpuPricePerformanceDoublingYears; // prices' path; 0 = flat
    double depreciationYears = 5; // straight line to nothing (finance.h's presets)
};

struct FleetPeriod
{
    double demand = 0; // the model's users (or requests/s) planned for
    int gpusNeeded = 0; // the advisor's sizing of the shape for that demand
    int bought = 0;
    int owned = 0;
    int rented = 0;
    double capital = 0; // purchases, at the period's price
    double rent = 0;
    double upkeep = 0; // the owned GPUs' power, colocation, upkeep
    double rentAll = 0; // renting every GPU needed instead
    double depreciation = 0; // of every GPU bought so far, straight line
    double bookValue = 0; // what they are worth on the books at the period's end
};

struct FleetSchedule
{
    QString gpuId;
    QList<FleetPeriod> periods;
    double presentCost = 0; // the plan's flows, sales at the end included
    double presentCostRentingAll = 0;
    /** Owning as planned against renting everything: per time t = 0 .. T the rent saved less
     *  what the plan pays (purchases at t's start, rent and upkeep at t's end, sales at T). */
    QList<double> savings;
    std::optional<double> irrPerPeriod; // of `savings`
    std::optional<double> paybackPeriods; // of `savings`
};

/** Rolls `shape` forward over the periods of `settings` with the demand of model
 *  `shape.modelIndex` of `workload` following `demand` (users, or requests/s when the model is
 *  sized by its rate). Refused with the advisor's reason when the shape cannot serve a period's
 *  demand. */
Result<FleetSchedule> planFleet(const Catalog &catalog, const Project &project,
                                const AdvisorWorkload &workload, const AdvisorCandidate &shape,
                                const DemandPath &demand, const FleetSettings &settings);

} // namespace Headroom
