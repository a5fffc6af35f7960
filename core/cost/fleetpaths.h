#pragma once

#include <QDate>
#include <QList>

// A fleet plan's paths over its periods (issue 31; docs/cost-model.md, "Demand and prices over
// time"): what each period demands, what a GPU costs to buy or rent as its price-performance
// follows the trend, and from which period a GPU is on sale.

namespace Headroom {

/** How fast GPUs' FLOP/s per dollar doubles: every 2.46 years across GPUs, every 2.07 years for
 *  the GPUs used in machine learning (Epoch AI, "Trends in GPU price-performance", Hobbhahn and
 *  Besiroglu, 2022). */
inline constexpr double kGpuPricePerformanceDoublingYears = 2.46;
inline constexpr double kMlGpuPricePerformanceDoublingYears = 2.07;

/** A workload's demand over a plan: `start` (users or requests/s) growing by `growthPerYear`
 *  (1.0 = doubles in a year), compounded per period, times the busiest period's
 *  `peakToAverage`; `typed` figures, where given (>= 0), stand for their periods instead. */
struct DemandPath
{
    double start = 0;
    double growthPerYear = 0;
    double peakToAverage = 1;
    QList<double> typed; // per period; < 0 (or past its end) = the growth's
};

/** The demand each period plans for (the peak): start x (1 + growth)^(t / periodsPerYear) x
 *  peakToAverage, or the typed figure x peakToAverage. */
QList<double> demandPerPeriod(const DemandPath &path, int periods, int periodsPerYear);

/** A price that follows price-performance: price0 x 2^(-t / doublingYears) in period t (t in
 *  years from the plan's start); flat when doublingYears <= 0. The same GPU buys or rents for
 *  less as newer ones make its FLOP/s cheaper. */
QList<double> pricePath(double price0, double doublingYears, int periods, int periodsPerYear);

/** The first period (from 0) whose months include `launch` or follow it, for a plan that starts
 *  at `start`'s month; 0 for a GPU launched before; -1 when `launch` is invalid. */
int firstAvailablePeriod(QDate launch, QDate start, int periodsPerYear);

/** A catalog launch month ("2022-09") as the first day of that month; invalid otherwise. */
QDate launchMonth(const QString &launch);

} // namespace Headroom
