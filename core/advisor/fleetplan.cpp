#include "advisor/fleetplan.h"

#include "advisor/advisorsizer.h"
#include "cost/finance.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace Headroom {

namespace {

struct FleetText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Finance)
};

Result<void> validateFleet(const AdvisorWorkload &workload, const AdvisorCandidate &shape,
                           const FleetSettings &settings)
{
    if (settings.periodsPerYear < 1 || 12 % settings.periodsPerYear != 0 || settings.periods < 1
        || settings.periods > 6 * settings.periodsPerYear || !(settings.depreciationYears > 0))
        return fail(FleetText::tr("A plan has 1, 2, 3, 4, 6 or 12 periods a year, at most six "
                                  "years, and a depreciation life"),
                    QStringLiteral("periods"));
    if (shape.modelIndex < 0 || shape.modelIndex >= workload.models.size())
        return fail(FleetText::tr("The plan's shape names no model of the workload"),
                    QStringLiteral("model"));
    return {};
}

/** The GPUs `shape` needs in each period (the advisor's sizing of that period's demand), and
 *  one GPU's economics. */
Result<std::pair<QList<int>, GpuEconomics>> sizePeriods(const Catalog &catalog,
                                                        const Project &project,
                                                        AdvisorWorkload workload,
                                                        const AdvisorCandidate &shape,
                                                        const QList<double> &demand)
{
    const std::optional<GpuSpec> gpu = catalog.gpu(shape.gpuId);
    if (!gpu)
        return fail(FleetText::tr("The plan's GPU is not in the catalog"), shape.gpuId);
    AdvisedModel &model = workload.models[shape.modelIndex];
    const bool byUsers = model.users > 0;
    QList<int> needed;
    for (qsizetype t = 0; t < demand.size(); ++t) {
        if (!(demand[t] > 0)) {
            needed.append(0);
            continue;
        }
        if (byUsers) {
            model.users = int(std::ceil(demand[t] - 1e-9));
        } else {
            model.requestsPerSecond = demand[t];
            model.peakRequestsPerSecond = 0;
        }
        Rejection why = Rejection::Invalid;
        const std::optional<ModelPlan> part = sizeCandidate(catalog, project, workload, shape, &why);
        if (!part)
            return fail(FleetText::tr("Period %1: the shape cannot serve %2 (%3)")
                                .arg(t + 1)
                                .arg(demand[t], 0, 'f', 1)
                                .arg(rejectionName(why)),
                        QStringLiteral("period"));
        needed.append(part->gpus);
    }
    AdvisorSizer sizer(catalog, project, workload);
    return std::pair {needed, sizer.economics(*gpu)};
}

} // namespace

Result<FleetSchedule> planFleet(const Catalog &catalog, const Project &project,
                                const AdvisorWorkload &workload, const AdvisorCandidate &shape,
                                const DemandPath &demand, const FleetSettings &settings)
{
    if (auto valid = validateFleet(workload, shape, settings); !valid)
        return std::unexpected(valid.error());
    const int periods = settings.periods;
    const int perYear = settings.periodsPerYear;
    const QList<double> wanted = demandPerPeriod(demand, periods, perYear);
    const auto sized = sizePeriods(catalog, project, workload, shape, wanted);
    if (!sized)
        return std::unexpected(sized.error());
    const auto &[needed, economics] = *sized;
    const double months = 12.0 / perYear;
    TimingInputs in;
    in.demand = needed;
    in.purchasePrice = pricePath(economics.upFront, settings.doublingYears, periods, perYear);
    in.rentPrice = pricePath(economics.rentPerMonth * months, settings.doublingYears, periods,
                             perYear);
    for (int s = 0; s < periods; ++s)
        in.residualAtEnd.append(
                in.purchasePrice[s]
                * residualFraction(economics.assumptions, double(periods - s) / perYear));
    in.ownCostPerPeriod = economics.runningPerMonth * months;
    in.leadPeriods = settings.leadPeriods;
    in.ratePerPeriod = periodRate(settings.discountRatePerYear, perYear);
    const auto timing = planPurchases(in);
    if (!timing)
        return std::unexpected(timing.error());

    FleetSchedule s;
    s.gpuId = shape.gpuId;
    s.presentCost = timing->presentCost;
    s.presentCostRentingAll = timingPresentCost(in, QList<int>(periods, 0));
    s.savings = QList<double>(periods + 1, 0.0);
    QList<double> charges(periods, 0.0);
    QList<double> books(periods, 0.0);
    for (int t = 0; t < periods; ++t) {
        FleetPeriod p;
        p.demand = wanted[t];
        p.gpusNeeded = needed[t];
        p.bought = timing->bought[t];
        p.owned = timing->owned[t];
        p.rented = timing->rented[t];
        p.capital = p.bought * in.purchasePrice[t];
        p.rent = p.rented * in.rentPrice[t];
        p.upkeep = p.owned * in.ownCostPerPeriod;
        p.rentAll = p.gpusNeeded * in.rentPrice[t];
        s.savings[t] -= p.capital;
        s.savings[t + 1] += p.rentAll - p.rent - p.upkeep;
        s.savings[periods] += p.bought * in.residualAtEnd[t];
        // each purchase depreciates once in service (it arrives after the lead time)
        const int from = std::min(t + settings.leadPeriods, periods);
        const DepreciationSchedule d = straightLineDepreciation(p.capital, 0,
                                                                settings.depreciationYears, perYear,
                                                                periods - from);
        for (int k = t; k < periods; ++k) {
            charges[k] += k < from ? 0.0 : d.charge[k - from];
            books[k] += k < from ? p.capital : d.bookValue[k - from];
        }
        s.periods.append(p);
    }
    for (int t = 0; t < periods; ++t) {
        s.periods[t].depreciation = charges[t];
        s.periods[t].bookValue = books[t];
    }
    s.irrPerPeriod = internalRateOfReturn(s.savings);
    s.paybackPeriods = paybackPeriod(s.savings);
    return s;
}

} // namespace Headroom
