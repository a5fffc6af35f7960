#pragma once

#include "plan/costassumptions.h"

#include <array>

/** Private to core/store: the cost_assumptions keys and their valid ranges. */
namespace Headroom::ProjectSql {

struct DoubleField
{
    const char *key;
    double CostAssumptions::*member;
    double min;
    double max;
};

inline constexpr double kBig = 1e15;

inline const std::array<DoubleField, 22> kCostDoubles {{
        {"purchase_price_per_gpu", &CostAssumptions::purchasePricePerGpu, 0, kBig},
        {"life_years", &CostAssumptions::lifeYears, 0, 100},
        {"residual_decay_per_year", &CostAssumptions::residualDecayPerYear, 0, 100},
        {"cost_of_capital", &CostAssumptions::costOfCapital, -1, 100},
        {"power_kw_per_gpu", &CostAssumptions::powerKwPerGpu, 0, 1e6},
        {"busy_draw_fraction", &CostAssumptions::busyDrawFraction, 0, 10},
        {"idle_draw_fraction", &CostAssumptions::idleDrawFraction, 0, 10},
        {"pue", &CostAssumptions::pue, 0, 100},
        {"electricity_price_per_kwh", &CostAssumptions::electricityPricePerKwh, 0, kBig},
        {"colocation_per_kw_month", &CostAssumptions::colocationPerKwMonth, 0, kBig},
        {"maintenance_percent_per_year", &CostAssumptions::maintenancePercentPerYear, 0, 1000},
        {"staff_cost_per_gpu_year", &CostAssumptions::staffCostPerGpuYear, 0, kBig},
        {"on_demand_price_per_gpu_hour", &CostAssumptions::onDemandPricePerGpuHour, 0, kBig},
        {"reserved_1y_price_per_gpu_hour", &CostAssumptions::reserved1yPricePerGpuHour, 0, kBig},
        {"reserved_3y_price_per_gpu_hour", &CostAssumptions::reserved3yPricePerGpuHour, 0, kBig},
        {"spot_price_per_gpu_hour", &CostAssumptions::spotPricePerGpuHour, 0, kBig},
        {"spot_preemption_overhead", &CostAssumptions::spotPreemptionOverhead, 0, 100},
        {"price_drift_percent_per_year", &CostAssumptions::priceDriftPercentPerYear, -100, 1e6},
        {"utilization", &CostAssumptions::utilization, 0, 1},
        {"demand_growth_percent_per_year", &CostAssumptions::demandGrowthPercentPerYear, -100, 1e6},
        {"egress_price_per_gb", &CostAssumptions::egressPricePerGb, 0, kBig},
        {"storage_price_per_gb_month", &CostAssumptions::storagePricePerGbMonth, 0, kBig},
}};

struct IntField
{
    const char *key;
    int CostAssumptions::*member;
    int min;
    int max;
};

inline const std::array<IntField, 2> kCostInts {{
        {"billing_granularity_seconds", &CostAssumptions::billingGranularitySeconds, 1, 366 * 86400},
        {"horizon_months", &CostAssumptions::horizonMonths, 1, 1200},
}};

} // namespace Headroom::ProjectSql
