#include "cost/costmodel.h"

#include "cost/hybridfleet.h"
#include "spec/idtable.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace Headroom {

double residualFraction(const CostAssumptions &a, double years)
{
    if (a.residualPercentAtLife < 0) // FORMULAS.md section 6: 10^(-k t), k = 0.14 -> 38% at 3 y
        return std::pow(10.0, -a.residualDecayPerYear * years);
    const double p = a.residualPercentAtLife / 100.0;
    if (p > 0)
        return std::pow(p, years / a.lifeYears); // geometric decay through p at the end of life
    return std::max(0.0, 1.0 - years / a.lifeYears); // to zero: straight line
}

double capitalRecoveryFactor(double rate, double years)
{
    if (rate == 0)
        return 1.0 / years;
    const double g = std::pow(1.0 + rate, years);
    return rate * g / (g - 1.0);
}

OwnershipRates ownershipRates(const CostAssumptions &a)
{
    // FORMULAS.md section 6; every rate in currency per GPU per wall-clock hour.
    const double c0 = a.purchasePricePerGpu;
    const double n = a.lifeYears;
    const double r = a.costOfCapital;
    const double residual = c0 * residualFraction(a, n);
    const double energyPerDraw = a.powerKwPerGpu * a.pue * a.electricityPricePerKwh; // per h
    OwnershipRates rates;
    rates.capital = (c0 - residual / std::pow(1.0 + r, n)) * capitalRecoveryFactor(r, n)
            / kHoursPerYear;
    rates.energyBusy = energyPerDraw * a.busyDrawFraction;
    rates.energyIdle = energyPerDraw * a.idleDrawFraction;
    rates.colocation = a.powerKwPerGpu * a.colocationPerKwMonth * 12.0 / kHoursPerYear;
    rates.maintenance = a.maintenancePercentPerYear / 100.0 * c0 / kHoursPerYear;
    rates.staff = a.staffCostPerGpuYear / kHoursPerYear;
    return rates;
}

namespace {

QString translated(const char *text) // for QT_TRANSLATE_NOOP tables
{
    return QCoreApplication::translate("Headroom::CostModel", text);
}

} // namespace

Result<CostAssumptions> validated(const CostAssumptions &a)
{
    const std::pair<double, const char *> nonNegative[] = {
            {a.purchasePricePerGpu, "purchase price"},
            {a.residualDecayPerYear, "residual decay"},
            {a.costOfCapital, "cost of capital"},
            {a.powerKwPerGpu, "power"},
            {a.busyDrawFraction, "busy draw"},
            {a.idleDrawFraction, "idle draw"},
            {a.pue, "PUE"},
            {a.electricityPricePerKwh, "electricity price"},
            {a.colocationPerKwMonth, "colocation price"},
            {a.maintenancePercentPerYear, "maintenance"},
            {a.staffCostPerGpuYear, "staff cost"},
            {a.onDemandPricePerGpuHour, "on-demand price"},
            {a.reserved1yPricePerGpuHour, "1-year reserved price"},
            {a.reserved3yPricePerGpuHour, "3-year reserved price"},
            {a.spotPricePerGpuHour, "spot price"},
            {a.spotPreemptionOverhead, "spot rework"},
            {a.utilization, "utilization"},
            {a.averageJobHours, "job length"},
            {a.egressPricePerGb, "egress price"},
            {a.storagePricePerGbMonth, "storage price"},
            {a.egressGbPerGpuMonth, "egress volume"},
            {a.storedGbPerGpu, "stored volume"},
    };
    for (const auto &[value, name] : nonNegative) {
        if (!(value >= 0) || !std::isfinite(value))
            return fail(QCoreApplication::translate("Headroom::CostModel",
                                                    "Cost input must be a non-negative number"),
                        QString::fromLatin1(name));
    }
    if (!(a.lifeYears > 0))
        return fail(
                QCoreApplication::translate("Headroom::CostModel", "Useful life must be positive"));
    if (a.utilization > 1)
        return fail(QCoreApplication::translate("Headroom::CostModel",
                                                "Utilization must be a fraction from 0 to 1"));
    if (a.residualPercentAtLife > 100)
        return fail(QCoreApplication::translate(
                "Headroom::CostModel", "Residual value must be at most 100% of the purchase price"));
    if (a.priceDriftPercentPerYear <= -100 || a.demandGrowthPercentPerYear <= -100)
        return fail(QCoreApplication::translate("Headroom::CostModel",
                                                "Yearly change must be above -100%"));
    if (a.billingGranularitySeconds <= 0)
        return fail(QCoreApplication::translate("Headroom::CostModel",
                                                "Billing granularity must be positive"));
    if (a.gpuCount < 1)
        return fail(
                QCoreApplication::translate("Headroom::CostModel", "GPU count must be at least 1"));
    if (a.horizonMonths < 1 || a.horizonMonths > kMaxHorizonMonths)
        return fail(QCoreApplication::translate("Headroom::CostModel",
                                                "Horizon must be 1 to 120 months"));
    return a;
}

Result<CostAssumptions> convertAssumptions(const CostAssumptions &a, Currency to,
                                           const QList<ExchangeRate> &rates)
{
    const auto factor = convert(Money {1.0, a.currency}, to, rates);
    if (!factor)
        return std::unexpected(factor.error());
    CostAssumptions out = a;
    out.currency = to;
    out.displayCurrency = to;
    for (double CostAssumptions::*field : {
                 &CostAssumptions::purchasePricePerGpu,
                 &CostAssumptions::electricityPricePerKwh,
                 &CostAssumptions::colocationPerKwMonth,
                 &CostAssumptions::staffCostPerGpuYear,
                 &CostAssumptions::onDemandPricePerGpuHour,
                 &CostAssumptions::reserved1yPricePerGpuHour,
                 &CostAssumptions::reserved3yPricePerGpuHour,
                 &CostAssumptions::spotPricePerGpuHour,
                 &CostAssumptions::egressPricePerGb,
                 &CostAssumptions::storagePricePerGbMonth,
         }) {
        const auto converted = convert(Money {a.*field, a.currency}, to, rates);
        if (!converted)
            return std::unexpected(converted.error());
        out.*field = converted->amount;
    }
    return out;
}

double utilizationAt(const CostAssumptions &a, double years)
{
    return std::min(1.0,
                    a.utilization * std::pow(1.0 + a.demandGrowthPercentPerYear / 100.0, years));
}

double utilizationFromSchedule(double hoursPerDay, double daysPerWeek)
{
    return std::clamp(hoursPerDay, 0.0, 24.0) * std::clamp(daysPerWeek, 0.0, 7.0) / 168.0;
}

double driftedPrice(double price0, double driftPercentPerYear, double years)
{
    return price0 * std::pow(1.0 + driftPercentPerYear / 100.0, years);
}

double billingFactor(const CostAssumptions &a)
{
    if (a.averageJobHours <= 0)
        return 1.0;
    const double seconds = a.averageJobHours * 3600.0;
    const double g = a.billingGranularitySeconds;
    return std::ceil(seconds / g - 1e-9) * g / seconds;
}

namespace {

/** Transfer and storage per rented GPU per month. */
double transferPerGpuMonth(const CostAssumptions &a)
{
    return a.egressGbPerGpuMonth * a.egressPricePerGb + a.storedGbPerGpu * a.storagePricePerGbMonth;
}

QList<double> ownCurve(const CostAssumptions &a, int months)
{
    const OwnershipRates rates = ownershipRates(a);
    const double gpus = a.gpuCount;
    const double c0 = a.purchasePricePerGpu;
    const int lifeMonths = std::max(1, static_cast<int>(std::lround(a.lifeYears * 12.0)));
    QList<double> curve {c0 * gpus};
    int boughtAt = 0;
    for (int m = 1; m <= months; ++m) {
        const double u = utilizationAt(a, (m - 1) / 12.0);
        double value = curve.back() + gpus * kHoursPerMonth * rates.opex(u);
        if (m - boughtAt == lifeMonths && m < months) { // sell at R_n, buy a new one
            value += gpus * c0 * (1.0 - residualFraction(a, a.lifeYears));
            boughtAt = m;
        }
        curve.append(value);
    }
    if (a.resellAtHorizon)
        curve.back() -= gpus * c0 * residualFraction(a, (months - boughtAt) / 12.0);
    return curve;
}

/** Pay-per-use curve: price x billed busy hours, drifting monthly. */
QList<double> usageCurve(const CostAssumptions &a, double price0, double extraWork, int months)
{
    QList<double> curve {0.0};
    const double gpus = a.gpuCount;
    for (int m = 1; m <= months; ++m) {
        const double t = (m - 1) / 12.0;
        const double hours = gpus * kHoursPerMonth * utilizationAt(a, t) * billingFactor(a);
        const double price = driftedPrice(price0, a.priceDriftPercentPerYear, t);
        curve.append(curve.back() + hours * (1.0 + extraWork) * price
                     + gpus * transferPerGpuMonth(a));
    }
    return curve;
}

/** Committed curve: every hour paid, price fixed for each term at its start. */
QList<double> reservedCurve(const CostAssumptions &a, double price0, int termYears, int months)
{
    QList<double> curve {0.0};
    const double gpus = a.gpuCount;
    for (int m = 1; m <= months; ++m) {
        const int termStart = ((m - 1) / (12 * termYears)) * termYears;
        const double price = driftedPrice(price0, a.priceDriftPercentPerYear, termStart);
        curve.append(curve.back() + gpus * (kHoursPerMonth * price + transferPerGpuMonth(a)));
    }
    return curve;
}

} // namespace

CostCurves costCurves(const CostAssumptions &a, int months)
{
    months = std::clamp(months, 1, kMaxHorizonMonths);
    CostCurves curves;
    curves.own = ownCurve(a, months);
    curves.onDemand = usageCurve(a, a.onDemandPricePerGpuHour, 0, months);
    curves.reserved1y = reservedCurve(a, a.reserved1yPricePerGpuHour, 1, months);
    curves.reserved3y = reservedCurve(a, a.reserved3yPricePerGpuHour, 3, months);
    curves.spot = usageCurve(a, a.spotPricePerGpuHour, a.spotPreemptionOverhead, months);
    const DemandProfile profile = profileFromUtilization(a.gpuCount, a.utilization);
    curves.hybridOwnedGpus = optimalOwnedGpus(a, profile);
    curves.hybrid = hybridCurve(a, profile, curves.hybridOwnedGpus, months);
    return curves;
}

std::optional<double> crossoverMonth(const QList<double> &own, const QList<double> &rent)
{
    const qsizetype count = std::min(own.size(), rent.size());
    for (qsizetype i = 0; i < count; ++i) {
        const double gap = own[i] - rent[i];
        if (gap > 0)
            continue;
        if (i == 0)
            return 0.0;
        const double before = own[i - 1] - rent[i - 1]; // > 0
        return (i - 1) + before / (before - gap);
    }
    return std::nullopt;
}

std::optional<double> breakevenUtilization(const CostAssumptions &a)
{
    // FORMULAS.md section 6: u* = F / (P - V)
    const OwnershipRates rates = ownershipRates(a);
    const double margin = a.onDemandPricePerGpuHour * billingFactor(a) - rates.variable();
    if (margin <= 0)
        return std::nullopt;
    return rates.fixed() / margin;
}

double savingsAtMonth(const CostAssumptions &a, int month)
{
    const CostCurves curves = costCurves(a, std::max(month, a.horizonMonths));
    return curves.onDemand[month] - curves.own[month];
}

namespace {
constexpr IdTable<CostOption, 6> kCostOptionIds {{{CostOption::Own, "own"},
                                                  {CostOption::OnDemand, "on_demand"},
                                                  {CostOption::Reserved1y, "reserved_1y"},
                                                  {CostOption::Reserved3y, "reserved_3y"},
                                                  {CostOption::Spot, "spot"},
                                                  {CostOption::Hybrid, "hybrid"}}};
} // namespace

QString costOptionId(CostOption option)
{
    return idOf(kCostOptionIds, option);
}

std::optional<CostOption> costOptionFromId(QStringView id)
{
    return fromId(kCostOptionIds, id, Qt::CaseSensitive);
}

QList<CostOption> costOptions()
{
    return allOf(kCostOptionIds);
}

const QList<double> &costCurve(const CostCurves &curves, CostOption option)
{
    switch (option) {
    case CostOption::Own: return curves.own;
    case CostOption::OnDemand: return curves.onDemand;
    case CostOption::Reserved1y: return curves.reserved1y;
    case CostOption::Reserved3y: return curves.reserved3y;
    case CostOption::Spot: return curves.spot;
    case CostOption::Hybrid: return curves.hybrid;
    }
    return curves.onDemand;
}

QList<OptionCost> optionsByCost(const CostAssumptions &a, const CostCurves &curves, int month)
{
    QList<OptionCost> options;
    if (curves.own.isEmpty())
        return options;
    const int m = std::clamp(month, 0, int(curves.own.size()) - 1);
    const auto add = [&](CostOption option, bool priced) {
        const QList<double> &curve = costCurve(curves, option);
        if (priced && m < curve.size())
            options.append({option, curve[m]});
    };
    add(CostOption::Own, a.purchasePricePerGpu > 0);
    add(CostOption::OnDemand, a.onDemandPricePerGpuHour > 0);
    add(CostOption::Reserved1y, a.reserved1yPricePerGpuHour > 0);
    add(CostOption::Reserved3y, a.reserved3yPricePerGpuHour > 0);
    add(CostOption::Spot, a.spotPricePerGpuHour > 0);
    add(CostOption::Hybrid,
        a.onDemandPricePerGpuHour > 0 && a.purchasePricePerGpu > 0 && curves.hybridOwnedGpus > 0
                && curves.hybridOwnedGpus < a.gpuCount);
    std::stable_sort(options.begin(), options.end(),
                     [](const OptionCost &x, const OptionCost &y) { return x.cost < y.cost; });
    return options;
}

UsefulHourCost costPerUsefulGpuHour(const CostAssumptions &a)
{
    UsefulHourCost cost;
    const OwnershipRates rates = ownershipRates(a);
    if (a.utilization > 0)
        cost.own = (rates.fixed() + a.utilization * rates.variable()) / a.utilization;
    const CostCurves curves = costCurves(a, a.horizonMonths);
    double usedHours = 0;
    for (int m = 1; m <= a.horizonMonths; ++m)
        usedHours += a.gpuCount * kHoursPerMonth * utilizationAt(a, (m - 1) / 12.0);
    cost.onDemand = usedHours > 0 ? curves.onDemand.back() / usedHours
                                  : a.onDemandPricePerGpuHour * billingFactor(a);
    return cost;
}

Result<double> costPerMillionTokens(double costPerGpuHour, double tokensPerSecond)
{
    if (!(tokensPerSecond > 0))
        return fail(
                QCoreApplication::translate("Headroom::CostModel", "Throughput must be positive"));
    return costPerGpuHour / (tokensPerSecond * 3600.0) * 1e6;
}

QList<SensitivityRow> sensitivity(const CostAssumptions &a)
{
    // Savings of owning over on-demand across the horizon, life-cycle view:
    // N x 730 x months x (u P b - F - u V).
    const auto savings = [](const CostAssumptions &x) {
        const OwnershipRates rates = ownershipRates(x);
        const double perHour = x.utilization * x.onDemandPricePerGpuHour * billingFactor(x)
                - rates.fixed() - x.utilization * rates.variable();
        return x.gpuCount * kHoursPerMonth * x.horizonMonths * perHour;
    };
    const std::pair<double CostAssumptions::*, const char *> inputs[] = {
            {&CostAssumptions::purchasePricePerGpu,
             QT_TRANSLATE_NOOP("Headroom::CostModel", "Purchase price")},
            {&CostAssumptions::lifeYears, QT_TRANSLATE_NOOP("Headroom::CostModel", "Useful life")},
            {&CostAssumptions::residualDecayPerYear,
             QT_TRANSLATE_NOOP("Headroom::CostModel", "Residual decay")},
            {&CostAssumptions::costOfCapital,
             QT_TRANSLATE_NOOP("Headroom::CostModel", "Cost of capital")},
            {&CostAssumptions::powerKwPerGpu,
             QT_TRANSLATE_NOOP("Headroom::CostModel", "Power per GPU")},
            {&CostAssumptions::pue, QT_TRANSLATE_NOOP("Headroom::CostModel", "PUE")},
            {&CostAssumptions::electricityPricePerKwh,
             QT_TRANSLATE_NOOP("Headroom::CostModel", "Electricity price")},
            {&CostAssumptions::colocationPerKwMonth,
             QT_TRANSLATE_NOOP("Headroom::CostModel", "Colocation price")},
            {&CostAssumptions::maintenancePercentPerYear,
             QT_TRANSLATE_NOOP("Headroom::CostModel", "Maintenance")},
            {&CostAssumptions::staffCostPerGpuYear,
             QT_TRANSLATE_NOOP("Headroom::CostModel", "Staff cost")},
            {&CostAssumptions::onDemandPricePerGpuHour,
             QT_TRANSLATE_NOOP("Headroom::CostModel", "On-demand price")},
            {&CostAssumptions::utilization, QT_TRANSLATE_NOOP("Headroom::CostModel", "Utilization")},
    };
    QList<SensitivityRow> rows;
    for (const auto &[field, name] : inputs) {
        CostAssumptions low = a;
        CostAssumptions high = a;
        low.*field *= 0.8;
        high.*field = std::min(high.*field * 1.2,
                               field == &CostAssumptions::utilization ? 1.0 : HUGE_VAL);
        rows.append(SensitivityRow {translated(name), savings(low), savings(high)});
    }
    std::stable_sort(rows.begin(), rows.end(), [](const SensitivityRow &x, const SensitivityRow &y) {
        return x.swing() > y.swing();
    });
    return rows;
}

} // namespace Headroom
