#pragma once

#include "units/money.h"

#include <QDate>
#include <QList>
#include <QString>

namespace Headroom {

/** The ways to pay for GPUs that the cost curves compare (cost/costmodel.h). */
enum class CostOption { Own, OnDemand, Reserved1y, Reserved3y, Spot, Hybrid };

/** Inputs of the owning-vs-renting model (FORMULAS.md section 6). Amounts are in `currency`;
 *  per-GPU unless the name says otherwise. Defaults are the public H100 figures. */
struct CostAssumptions
{
    Currency currency = Currency::Usd; // the currency every amount below is in
    // The currency the project is shown in. The project keeps its amounts in `currency` and
    // converts them for display with its exchange rates (configurationCost()); switching the
    // display currency never changes or relabels a stored amount.
    Currency displayCurrency = Currency::Usd;

    // owning
    double purchasePricePerGpu
            = 40000; // all-in capex share per GPU (GPU + server + network + install)
    double lifeYears = 5;
    double residualDecayPerYear = 0.14; // residual fraction = 10^(-k t)
    double costOfCapital = 0.10; // per year; 0 = straight line
    double powerKwPerGpu = 1.275;
    double busyDrawFraction = 0.75;
    double idleDrawFraction = 0.25;
    double pue = 1.2;
    double electricityPricePerKwh = 0.10;
    double colocationPerKwMonth = 184;
    double maintenancePercentPerYear = 3;
    double staffCostPerGpuYear = 0;
    bool resellAtHorizon = false;

    // renting
    double onDemandPricePerGpuHour = 2.50;
    double reserved1yPricePerGpuHour = 2.10;
    double reserved3yPricePerGpuHour = 1.80;
    double spotPricePerGpuHour = 1.40;
    double spotPreemptionOverhead = 0.10; // extra work re-done after preemptions
    double priceDriftPercentPerYear = 0; // P(t) = P0 (1 + d)^t; negative = prices fall
    int billingGranularitySeconds = 3600;

    // use
    double utilization = 0.6; // fraction of hours busy
    double demandGrowthPercentPerYear = 0;
    int horizonMonths = 60;

    // transfer and storage
    double egressPricePerGb = 0;
    double storagePricePerGbMonth = 0;

    // appended for the cost model (core/cost, docs/cost-model.md)
    int gpuCount = 1; // GPUs in the fleet; curves are totals for all of them
    double residualPercentAtLife = -1; // < 0: use the decay curve; else R_n = X% of C0
    double averageJobHours = 0; // length of one rented session; 0 = continuous (no rounding)
    double egressGbPerGpuMonth = 0; // data leaving the cloud, per rented GPU
    double storedGbPerGpu = 0; // data kept in cloud storage, per rented GPU

    friend bool operator==(const CostAssumptions &, const CostAssumptions &) = default;
};

/** One dated price in the project's price book. */
struct PriceBookEntry
{
    QString gpuId;
    QString provider;
    QString kind; // "on-demand", "reserved-1y", "reserved-3y", "spot", "purchase"
    Money price; // per GPU-hour, or per GPU for "purchase"
    QDate asOf;
    QString source;

    friend bool operator==(const PriceBookEntry &, const PriceBookEntry &) = default;
};

} // namespace Headroom
