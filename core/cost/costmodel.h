#pragma once

#include "plan/costassumptions.h"
#include "units/result.h"

#include <QList>
#include <QString>

#include <optional>

namespace Headroom {

/** Hours in the model's month and year (FORMULAS.md section 6: 8760 h/year, 730 h/month). */
inline constexpr double kHoursPerYear = 8760.0;
inline constexpr double kHoursPerMonth = 730.0;
/** Longest horizon the curves cover, in months. */
inline constexpr int kMaxHorizonMonths = 120;

/** Owning cost of one GPU per wall-clock hour, split as in FORMULAS.md section 6. All in the
 *  assumptions' currency per GPU-hour. fixed() is paid every hour, busy or idle; variable() only
 *  for busy hours. */
struct OwnershipRates
{
    double capital = 0; // (C0 - R_n/(1+r)^n) * CRF / 8760
    double energyBusy = 0; // kW * busy draw * PUE * price/kWh
    double energyIdle = 0; // kW * idle draw * PUE * price/kWh
    double colocation = 0; // kW * price/kW-month * 12 / 8760
    double maintenance = 0; // m * C0 / 8760
    double staff = 0; // staff cost per GPU-year / 8760

    /** F: capital + colocation + maintenance + staff + idle energy (idle draw is paid always). */
    double fixed() const { return capital + colocation + maintenance + staff + energyIdle; }
    /** V: the extra energy of a busy hour over an idle one. */
    double variable() const { return energyBusy - energyIdle; }
    /** Cash operating cost per hour at utilisation u (everything but capital). */
    double opex(double u) const { return fixed() - capital + u * variable(); }
};

/** Cumulative cost curves for the whole fleet, one value per month, index 0 = month 0. */
struct CostCurves
{
    QList<double> own; // capex at month 0 (C0 x N), then opex; replacement at end of life
    QList<double> onDemand;
    QList<double> reserved1y; // committed hours paid used or not, 1-year terms
    QList<double> reserved3y;
    QList<double> spot; // spot price x (1 + rework)
    QList<double> hybrid; // own the optimal base fleet, rent the rest on demand
    int hybridOwnedGpus = 0;
};

/** Residual value of a GPU bought for C0, as a fraction of C0 at age `years`: 10^(-k t), or
 *  when residualPercentAtLife >= 0 the curve through X% at the end of life, p^(t/n). */
double residualFraction(const CostAssumptions &a, double years);

/** Capital recovery factor r(1+r)^n / ((1+r)^n - 1); 1/n when r = 0. */
double capitalRecoveryFactor(double rate, double years);

/** The per-hour owning breakdown (FORMULAS.md section 6). */
OwnershipRates ownershipRates(const CostAssumptions &a);

/** Validates the inputs: negative amounts, utilisation outside 0..1, life <= 0, PUE < 1 ... */
Result<CostAssumptions> validated(const CostAssumptions &a);

/** The assumptions with every amount converted to `to` (rates as in convert()), shown in `to`;
 *  percentages, fractions and physical inputs unchanged. */
Result<CostAssumptions> convertAssumptions(const CostAssumptions &a, Currency to,
                                           const QList<ExchangeRate> &rates);

/** Utilisation in year t with demand growth, capped at 1. */
double utilizationAt(const CostAssumptions &a, double years);

/** Utilisation from a schedule: hours/day x days/week over the 168 hours of a week. */
double utilizationFromSchedule(double hoursPerDay, double daysPerWeek);

/** Rented price at year t with drift: P(t) = P0 (1 + d)^t, d = drift% / 100. */
double driftedPrice(double price0, double driftPercentPerYear, double years);

/** Billed hours per used hour: sessions of averageJobHours rounded up to the granularity. */
double billingFactor(const CostAssumptions &a);

/** The cumulative curves over `months` (1..120) months. */
CostCurves costCurves(const CostAssumptions &a, int months);

/** First month at which `own` drops to or below `rent`, linearly interpolated between months;
 *  nullopt if never within the curves. */
std::optional<double> crossoverMonth(const QList<double> &own, const QList<double> &rent);

/** Breakeven utilisation u* = F / (P - V) against on-demand price P (at month 0, billing
 *  factor applied); nullopt when P <= V (renting always cheaper per busy hour). */
std::optional<double> breakevenUtilization(const CostAssumptions &a);

/** on-demand minus own at `month` (positive: owning saves), for the whole fleet. */
double savingsAtMonth(const CostAssumptions &a, int month);

/** "own", "on_demand", "reserved_1y", "reserved_3y", "spot", "hybrid" (files, CLI JSON). */
QString costOptionId(CostOption option);
std::optional<CostOption> costOptionFromId(QStringView id);
/** Every option, in CostOption's order. */
QList<CostOption> costOptions();

/** The cumulative cost curve of `option` in `curves`. */
const QList<double> &costCurve(const CostCurves &curves, CostOption option);

/** One option's cumulative cost at a month. */
struct OptionCost
{
    CostOption option = CostOption::Own;
    double cost = 0;
};

/** Every option with a price, cheapest first (ties in CostOption's order), at `month` of
 *  `curves` (clamped to the curves): options priced at 0 are left out (no quote, not free),
 *  and the hybrid fleet unless it mixes owned and rented GPUs (else it is owning or renting). */
QList<OptionCost> optionsByCost(const CostAssumptions &a, const CostCurves &curves, int month);

/** Cost per useful (busy) GPU-hour: owning (F + u V) / u, life-cycle; on-demand as billed
 *  over the horizon, including drift. nullopt for owning when u = 0. */
struct UsefulHourCost
{
    std::optional<double> own;
    double onDemand = 0;
};
UsefulHourCost costPerUsefulGpuHour(const CostAssumptions &a);

/** Cost of one million tokens at `costPerGpuHour` and `tokensPerSecond` per GPU. */
Result<double> costPerMillionTokens(double costPerGpuHour, double tokensPerSecond);

/** One row of the tornado table: the savings at the horizon with one input at -20% and +20%. */
struct SensitivityRow
{
    QString input; // translated name
    double low = 0; // savings with the input x 0.8
    double high = 0; // savings with the input x 1.2
    double swing() const { return high > low ? high - low : low - high; }
};

/** Each input +-20% (utilisation capped at 1), ranked by swing, largest first. */
QList<SensitivityRow> sensitivity(const CostAssumptions &a);

} // namespace Headroom
