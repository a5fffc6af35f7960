#include "cost/hybridfleet.h"

#include "cost/costmodel.h"

#include <algorithm>
#include <cmath>

namespace Headroom {

DemandProfile profileFromHourlyDemand(const QList<double> &gpusPerHour)
{
    DemandProfile profile;
    if (gpusPerHour.isEmpty())
        return profile;
    const double weight = 1.0 / gpusPerHour.size();
    for (double gpus : gpusPerHour)
        profile.append(DemandLevel {std::max(0.0, gpus), weight});
    return profile;
}

DemandProfile profileFromUtilization(double gpus, double utilization)
{
    return DemandProfile {DemandLevel {gpus, utilization}, DemandLevel {0, 1.0 - utilization}};
}

namespace {

/** Owned busy GPUs and rented GPUs, averaged over the hours, with demand scaled by `scale`. */
std::pair<double, double> split(const DemandProfile &profile, int owned, double scale)
{
    double ownedBusy = 0;
    double rented = 0;
    for (const DemandLevel &level : profile) {
        const double d = level.gpus * scale;
        ownedBusy += level.hourFraction * std::min(d, double(owned));
        rented += level.hourFraction * std::max(0.0, d - owned);
    }
    return {ownedBusy, rented};
}

double peak(const DemandProfile &profile)
{
    double top = 0;
    for (const DemandLevel &level : profile)
        top = std::max(top, level.hourFraction > 0 ? level.gpus : 0.0);
    return top;
}

} // namespace

double hybridCostPerHour(const CostAssumptions &a, const DemandProfile &profile, int ownedGpus)
{
    const OwnershipRates rates = ownershipRates(a);
    const auto [ownedBusy, rented] = split(profile, ownedGpus, 1.0);
    return ownedGpus * rates.fixed() + rates.variable() * ownedBusy
            + a.onDemandPricePerGpuHour * billingFactor(a) * rented;
}

int optimalOwnedGpus(const CostAssumptions &a, const DemandProfile &profile)
{
    const OwnershipRates rates = ownershipRates(a);
    const double margin = a.onDemandPricePerGpuHour * billingFactor(a) - rates.variable();
    const int top = static_cast<int>(std::ceil(peak(profile)));
    int owned = 0;
    for (int k = 1; k <= top; ++k) {
        double share = 0; // E[clamp(D - (k - 1), 0, 1)]: busy hours of the k-th GPU
        for (const DemandLevel &level : profile)
            share += level.hourFraction * std::clamp(level.gpus - (k - 1), 0.0, 1.0);
        if (margin * share - rates.fixed() <= 0)
            break;
        owned = k;
    }
    return owned;
}

int optimalOwnedGpusBruteForce(const CostAssumptions &a, const DemandProfile &profile)
{
    const int top = static_cast<int>(std::ceil(peak(profile)));
    int best = 0;
    double bestCost = hybridCostPerHour(a, profile, 0);
    for (int n = 1; n <= top; ++n) {
        const double cost = hybridCostPerHour(a, profile, n);
        if (cost < bestCost) {
            bestCost = cost;
            best = n;
        }
    }
    return best;
}

QList<double> hybridCurve(const CostAssumptions &a, const DemandProfile &profile, int ownedGpus,
                          int months)
{
    const OwnershipRates rates = ownershipRates(a);
    const double c0 = a.purchasePricePerGpu;
    const int lifeMonths = std::max(1, static_cast<int>(std::lround(a.lifeYears * 12.0)));
    const double transfer = a.egressGbPerGpuMonth * a.egressPricePerGb
            + a.storedGbPerGpu * a.storagePricePerGbMonth;
    QList<double> curve {ownedGpus * c0};
    int boughtAt = 0;
    for (int m = 1; m <= months; ++m) {
        const double t = (m - 1) / 12.0;
        const double scale = std::pow(1.0 + a.demandGrowthPercentPerYear / 100.0, t);
        const auto [ownedBusy, rented] = split(profile, ownedGpus, scale);
        const double price = driftedPrice(a.onDemandPricePerGpuHour, a.priceDriftPercentPerYear, t);
        double value = curve.back()
                + kHoursPerMonth
                        * (ownedGpus * rates.opex(0) + rates.variable() * ownedBusy
                           + price * billingFactor(a) * rented)
                + transfer * std::max(0.0, peak(profile) * scale - ownedGpus);
        if (m - boughtAt == lifeMonths && m < months) {
            value += ownedGpus * c0 * (1.0 - residualFraction(a, a.lifeYears));
            boughtAt = m;
        }
        curve.append(value);
    }
    if (a.resellAtHorizon)
        curve.back() -= ownedGpus * c0 * residualFraction(a, (months - boughtAt) / 12.0);
    return curve;
}

ServingTierCosts servingTierCosts(const CostAssumptions &a, double batchShare)
{
    const OwnershipRates rates = ownershipRates(a);
    const double share = std::clamp(batchShare, 0.0, 1.0);
    const double busyHours = a.gpuCount * kHoursPerMonth * a.utilization; // per month
    const double realtimeHours = (1.0 - share) * busyHours;
    const double batchHours = share * busyHours;
    const double realtimeGpus = (1.0 - share) * a.gpuCount;
    const double b = billingFactor(a);
    ServingTierCosts costs;
    costs.realtimeOwn = realtimeGpus * kHoursPerMonth * rates.fixed()
            + realtimeHours * rates.variable();
    costs.realtimeOnDemand = realtimeHours * b * a.onDemandPricePerGpuHour;
    costs.batchDelayFactor = 1.0 + a.spotPreemptionOverhead;
    costs.batchSpot = batchHours * b * costs.batchDelayFactor * a.spotPricePerGpuHour;
    costs.batchOnDemand = batchHours * b * a.onDemandPricePerGpuHour;
    costs.mix = std::min(costs.realtimeOwn, costs.realtimeOnDemand) + costs.batchSpot;
    return costs;
}

} // namespace Headroom
