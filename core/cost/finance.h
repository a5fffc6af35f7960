#pragma once

#include <QList>

#include <optional>

// Finance's figures over a plan's periods (docs/cost-model.md, "Finance's figures"): present
// value, internal rate of return, straight-line depreciation and book value, payback. Cash flows
// are per period, flows[0] at the start (t = 0) and flows[t] at the end of period t; rates are
// per period (periodRate() makes one of an annual rate).

namespace Headroom {

/** A depreciation life finance may choose, with who books it (their annual reports). */
struct DepreciationLife
{
    double years = 0;
    const char *source = ""; // QT_TRANSLATE_NOOP("Headroom::Finance", ...): translated when shown
};

/** 3, 5, 5.5 and 6 years: the hyperscalers' published server lives. */
const QList<DepreciationLife> &depreciationLifePresets();

/** The rate per period equal to `annualRate` compounded: (1 + annual)^(1 / periodsPerYear) - 1. */
double periodRate(double annualRate, int periodsPerYear);

/** sum over t of flows[t] / (1 + rate)^t; `rate` > -1. */
double netPresentValue(double rate, const QList<double> &flows);

/** The rate per period at which netPresentValue() is 0. Flows that never change sign have none
 *  (nullopt), nor do flows of nothing; flows that change sign more than once may have several, and the one nearest 0 is
 *  given. Searched over -99.99 % .. 10^6 per period, to 1e-12. */
std::optional<double> internalRateOfReturn(const QList<double> &flows);

/** Straight-line depreciation of `cost` down to `salvage` over `lifeYears`: per period (of
 *  1 / periodsPerYear year) the charge and the book value at the period's end, for `periods`
 *  periods; a life that ends within a period charges that period the rest. */
struct DepreciationSchedule
{
    QList<double> charge;
    QList<double> bookValue;
};
DepreciationSchedule straightLineDepreciation(double cost, double salvage, double lifeYears,
                                              int periodsPerYear, int periods);

/** When the cumulative flows first reach 0, in periods, linear within the period that gets
 *  there (0 when flows[0] >= 0); nullopt when they never do. */
std::optional<double> paybackPeriod(const QList<double> &flows);

} // namespace Headroom
