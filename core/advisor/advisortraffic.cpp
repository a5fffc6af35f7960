#include "advisor/advisortraffic.h"

#include "cost/costmodel.h"
#include "cost/unitfleet.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <limits>
#include <numeric>
#include <utility>

namespace Headroom {

namespace {

/** Levels of equal hours, from the bottom (the most hours) up. */
struct Segment
{
    int count = 0;
    double hours = 0; // per month, for each level
};

/** At most 24 levels of equal hours (no allocation: the search costs every candidate). */
struct Segments
{
    std::array<Segment, 24> at;
    int size = 0;
    const Segment *begin() const { return at.data(); }
    const Segment *end() const { return at.data() + size; }
};

Segments segmentsOf(const ModelPlan &part)
{
    Segments segments;
    if (part.replicasPerHour.isEmpty()) {
        if (part.decodeGpus() > 0) // a disaggregated part's prefill pool: costPart()
            segments.at[segments.size++] = {part.decodeGpus(), kHoursPerMonth};
        return segments;
    }
    const int perReplica = std::max(1, part.candidate.gpusPerReplica());
    std::array<int, 24> gpus {};
    const int hours = int(std::min<qsizetype>(part.replicasPerHour.size(), 24));
    for (int h = 0; h < hours; ++h)
        gpus[h] = part.replicasPerHour.at(h) * perReplica;
    std::sort(gpus.begin(), gpus.begin() + hours, std::greater<int>());
    // levels (g[i+1], g[i]] are needed in the i + 1 busiest hours
    for (int i = hours - 1; i >= 0; --i) {
        const int below = i + 1 < hours ? gpus[i + 1] : 0;
        if (gpus[i] > below)
            segments.at[segments.size++] = {gpus[i] - below, kHoursPerMonth * (i + 1) / hours};
    }
    return segments;
}

/** What a level costs paid `way` when it is not an owned GPU, and whether it is bought. */
std::pair<double, bool> levelCost(const ModelPlan &part, PartWay way, double hours)
{
    const double rent = part.gpuRentPerHour * hours;
    switch (way) {
    case PartWay::Rent: return {rent, false};
    case PartWay::Own: return {part.gpuOwnPerMonth, true};
    case PartWay::Hybrid:
        return part.gpuOwnPerMonth < rent ? std::pair {part.gpuOwnPerMonth, true}
                                          : std::pair {rent, false};
    }
    return {rent, false};
}

} // namespace

QList<int> hourlyReplicas(const AdvisedModel &model, int peakReplicas)
{
    QList<int> out;
    if (model.dailyProfile.isEmpty())
        return out;
    const double most = *std::max_element(model.dailyProfile.begin(), model.dailyProfile.end());
    for (double f : model.dailyProfile)
        out.append(most > 0 ? int(std::ceil(peakReplicas * f / most - 1e-9)) : 0);
    return out;
}

PartCosting costPartWay(const ModelPlan &part, PartWay way, int ownedCap, int boughtCap)
{
    PartCosting c;
    int ownedLeft = std::max(0, ownedCap);
    int boughtLeft = boughtCap < 0 ? std::numeric_limits<int>::max() : boughtCap;
    Segments rented; // the rented levels, from the bottom up
    for (const Segment &s : segmentsOf(part)) {
        const auto [other, bought] = levelCost(part, way, s.hours);
        // the owned GPUs take the bottom levels while they cost no more than the other way
        const int owned = other >= part.gpuRunningPerMonth ? std::min(s.count, ownedLeft) : 0;
        ownedLeft -= owned;
        c.owned += owned;
        c.cost += owned * part.gpuRunningPerMonth;
        c.busyGpuHours += owned * s.hours;
        c.idleGpuHours += owned * (kHoursPerMonth - s.hours);
        int rest = s.count - owned;
        if (bought) {
            const int buy = std::min(rest, boughtLeft);
            boughtLeft -= buy;
            rest -= buy;
            c.bought += buy;
            c.cost += buy * part.gpuOwnPerMonth;
            c.upFront += buy * part.gpuPurchase;
            c.busyGpuHours += buy * s.hours;
            c.idleGpuHours += buy * (kHoursPerMonth - s.hours);
        }
        if (rest > 0)
            rented.at[rented.size++] = {rest, s.hours};
    }
    if (part.units && c.bought > 0) {
        // whole units: the last unit's spare GPUs are bought too; they serve the lowest rented
        // levels (the most hours), the rest stand by (capital, no power)
        int spare = std::max(0, part.units->bought(c.bought) - c.bought);
        c.upFront += spare * part.gpuPurchase;
        for (int i = 0; i < rented.size && spare > 0; ++i) {
            Segment &s = rented.at[i];
            const int take = std::min(spare, s.count);
            spare -= take;
            s.count -= take;
            c.bought += take;
            c.cost += take * part.gpuOwnPerMonth;
            c.busyGpuHours += take * s.hours;
            c.idleGpuHours += take * (kHoursPerMonth - s.hours);
        }
        c.spareBought = spare;
        c.cost += spare * part.gpuCapitalPerMonth;
    }
    for (const Segment &s : rented) {
        c.rentedPeak += s.count;
        c.rentedGpuHours += s.count * s.hours;
        c.cost += s.count * part.gpuRentPerHour * s.hours;
        c.busyGpuHours += s.count * s.hours;
    }
    if (part.units && c.rentedPeak > 0) {
        // the peak's instances are rented whole for every rented hour
        const int held = std::max(c.rentedPeak, part.units->rented(c.rentedPeak));
        c.spareRented = held - c.rentedPeak;
        c.rentalFactor = double(held) / c.rentedPeak;
        c.cost += (c.rentalFactor - 1) * c.rentedGpuHours * part.gpuRentPerHour;
    }
    return c;
}

namespace {

PartCosting chosenWay(const ModelPlan &part, const AdvisorConstraints &c, int ownedCap,
                      PartCosting *rentWay, PartCosting *ownWay)
{
    const bool hybrid = c.acquisition == Acquisition::Hybrid;
    const int boughtCap = hybrid && c.budgetUpFront > 0 && part.gpuPurchase > 0
            ? int(std::floor(c.budgetUpFront / part.gpuPurchase + 1e-9))
            : -1;
    PartCosting rent = costPartWay(part, PartWay::Rent, ownedCap);
    PartCosting own = costPartWay(part, hybrid ? PartWay::Hybrid : PartWay::Own, ownedCap,
                                  boughtCap);
    PartCosting chosen = rent;
    switch (c.acquisition) {
    case Acquisition::Rent: chosen = rent; break;
    case Acquisition::Own:
    case Acquisition::Hybrid: chosen = own; break;
    case Acquisition::Either: {
        const bool ownFits = !(c.budgetUpFront > 0) || own.upFront <= c.budgetUpFront;
        chosen = ownFits && own.cost < rent.cost ? own : rent;
        break;
    }
    }
    if (rentWay && ownWay) {
        // both ways beside the GPUs already owned that the chosen way uses
        *rentWay = rent.owned == chosen.owned ? rent
                                              : costPartWay(part, PartWay::Rent, chosen.owned);
        *ownWay = own.owned == chosen.owned
                ? own
                : costPartWay(part, hybrid ? PartWay::Hybrid : PartWay::Own, chosen.owned,
                              boughtCap);
    }
    return chosen;
}

/** `given` more of the part's spare bought GPUs held by other parts' units (fewer when
 *  negative): their capital a month and their purchase prices no longer its own. */
void giveSpare(ModelPlan &p, int given)
{
    p.spareBoughtGpus -= given;
    p.unitsSpareGiven += given;
    p.costPerMonth -= given * p.gpuCapitalPerMonth;
    p.ownPerMonth -= given * p.gpuCapitalPerMonth;
    p.upFront -= given * p.gpuPurchase;
}

/** The part as it was costed alone: what it gave up to units bought together back
 *  (shareUnits() runs on the parts of plans that went through it before). */
void unshareUnits(ModelPlan &p)
{
    giveSpare(p, -p.unitsSpareGiven);
    p.nodes += std::exchange(p.unitsNodesGiven, 0);
    p.unitsSharedWith.clear();
    p.unitsSharedGpus = 0;
}

} // namespace

void costPart(ModelPlan &part, const AdvisorConstraints &c, int ownedCap)
{
    unshareUnits(part); // costed alone: shareUnits() shares its units again
    PartCosting rent, own;
    const PartCosting chosen = chosenWay(part, c, ownedCap, &rent, &own);
    part.rentPerMonth = rent.cost;
    part.ownPerMonth = own.cost;
    part.costPerMonth = chosen.cost;
    part.upFront = chosen.upFront;
    part.ownedGpus = chosen.owned;
    part.boughtGpus = chosen.bought;
    part.rentedGpus = chosen.rentedPeak;
    part.rentedGpuHoursPerMonth = chosen.rentedGpuHours;
    part.busyGpuHoursPerMonth = chosen.busyGpuHours;
    part.idleGpuHoursPerMonth = chosen.idleGpuHours;
    part.spareBoughtGpus = chosen.spareBought;
    part.spareRentedGpus = chosen.spareRented;
    if (ownedCap > 0) {
        const PartCosting none = chosenWay(part, c, 0, nullptr, nullptr);
        part.mostCostPerMonth = none.cost;
        part.mostUpFront = none.upFront;
    } else {
        part.mostCostPerMonth = chosen.cost;
        part.mostUpFront = chosen.upFront;
    }
    if (part.prefill) {
        // a disaggregated part's prefill pool (its own GPU type, round the clock): owned when
        // the decode pool buys, else the cheaper allowed way for it whole
        AdvisorPrefillPool &pool = *part.prefill;
        const bool ownFits = !(c.budgetUpFront > 0)
                || part.upFront + pool.upFront <= c.budgetUpFront;
        const bool own = c.acquisition == Acquisition::Own
                || (c.acquisition != Acquisition::Rent && ownFits
                    && (chosen.bought > 0 || pool.ownPerMonth < pool.rentPerMonth));
        pool.owned = own;
        part.rentPerMonth += pool.rentPerMonth;
        part.ownPerMonth += pool.ownPerMonth;
        const double poolCost = own ? pool.ownPerMonth : pool.rentPerMonth;
        part.costPerMonth += poolCost;
        part.mostCostPerMonth += poolCost;
        if (own) {
            part.upFront += pool.upFront;
            part.mostUpFront += pool.upFront;
            part.boughtGpus += pool.gpus;
        } else {
            part.rentedGpus += pool.gpus;
            part.rentedGpuHoursPerMonth += pool.gpus * kHoursPerMonth;
        }
    }
    part.owned = part.rentedGpus == 0;
}

QList<ModelPlan> shareOwnedGpus(const AdvisorConstraints &c, QList<ModelPlan> parts)
{
    for (const OwnedGpus &type : c.owned) {
        QList<int> sharing;
        int wanted = 0;
        for (int i = 0; i < parts.size(); ++i) {
            if (parts.at(i).candidate.gpuId != type.gpuId)
                continue;
            sharing.append(i);
            costPart(parts[i], c, type.count); // alone, it may take every owned GPU
            wanted += parts.at(i).ownedGpus;
        }
        if (wanted <= type.count)
            continue;
        // the ways of each part: either tries rent and own, the others have one
        const bool either = c.acquisition == Acquisition::Either;
        const PartWay single = c.acquisition == Acquisition::Rent ? PartWay::Rent
                : c.acquisition == Acquisition::Hybrid            ? PartWay::Hybrid
                                                                  : PartWay::Own;
        const int combinations = either ? 1 << std::min<qsizetype>(sharing.size(), 20) : 1;
        double best = std::numeric_limits<double>::infinity();
        QList<int> bestCaps;
        for (int mask = 0; mask < combinations; ++mask) {
            struct Saving
            {
                double perGpu;
                int count;
                int part; // in `sharing`
            };
            QList<Saving> savings;
            double base = 0;
            for (int k = 0; k < sharing.size(); ++k) {
                const ModelPlan &p = parts.at(sharing.at(k));
                const PartWay way = either ? ((mask >> k) & 1 ? PartWay::Own : PartWay::Rent)
                                           : single;
                base += costPartWay(p, way, 0).cost;
                for (const Segment &s : segmentsOf(p)) {
                    const double save = levelCost(p, way, s.hours).first - p.gpuRunningPerMonth;
                    if (save >= 0)
                        savings.append({save, s.count, k});
                }
            }
            std::stable_sort(savings.begin(), savings.end(),
                             [](const Saving &a, const Saving &b) { return a.perGpu > b.perGpu; });
            QList<int> caps(sharing.size(), 0);
            int left = type.count;
            double saved = 0;
            for (const Saving &s : std::as_const(savings)) {
                const int take = std::min(s.count, left);
                caps[s.part] += take;
                saved += take * s.perGpu;
                left -= take;
                if (left == 0)
                    break;
            }
            if (base - saved < best) {
                best = base - saved;
                bestCaps = caps;
            }
        }
        for (int k = 0; k < sharing.size(); ++k)
            costPart(parts[sharing.at(k)], c, bestCaps.at(k));
    }
    return parts;
}

namespace {

/** The pool's nodes (all the members' GPUs / `perNode`, rounded up) shared by the members in
 *  proportion to their GPUs (largest remainders, the earlier member on ties). */
QList<int> pooledNodes(const QList<int> &used, int perNode)
{
    const int total = std::accumulate(used.begin(), used.end(), 0);
    const int nodes = (total + perNode - 1) / perNode;
    QList<int> share;
    QList<std::pair<double, qsizetype>> remainders;
    int given = 0;
    for (qsizetype i = 0; i < used.size(); ++i) {
        const double exact = total > 0 ? double(nodes) * used.at(i) / total : 0.0;
        share.append(int(std::floor(exact)));
        given += share.last();
        remainders.append({exact - share.last(), i});
    }
    std::stable_sort(remainders.begin(), remainders.end(),
                     [](const auto &a, const auto &b) { return a.first > b.first; });
    for (qsizetype k = 0; k < remainders.size() && given < nodes; ++k, ++given)
        ++share[remainders.at(k).second];
    return share;
}

/** Whether the part buys every GPU of its own replicas in whole units (none already owned or
 *  rented; its prefill pool apart, not packed): what the board's configurations of one unit
 *  pool pay for (Configuration::unitPool). */
bool buysAllInUnits(const ModelPlan &p)
{
    const int poolBought = p.prefill && p.prefill->owned ? p.prefill->gpus : 0;
    const int poolRented = p.prefill && !p.prefill->owned ? p.prefill->gpus : 0;
    return p.units && !p.isPacked() && p.ownedGpus == 0 && p.rentedGpus == poolRented
            && p.decodeGpus() > 0 && p.boughtGpus - poolBought == p.decodeGpus();
}

} // namespace

QList<ModelPlan> shareUnits(QList<ModelPlan> parts)
{
    for (ModelPlan &p : parts)
        unshareUnits(p);
    QList<bool> done(parts.size(), false);
    for (qsizetype first = 0; first < parts.size(); ++first) {
        const ModelPlan &lead = parts.at(first);
        if (done.at(first) || !buysAllInUnits(lead))
            continue;
        QList<qsizetype> group; // the parts that buy this type in units
        QList<int> used, held;
        for (qsizetype i = first; i < parts.size(); ++i) {
            const ModelPlan &p = parts.at(i);
            if (done.at(i) || !buysAllInUnits(p) || p.candidate.gpuId != lead.candidate.gpuId)
                continue;
            done[i] = true;
            group.append(i);
            used.append(p.decodeGpus());
            held.append(p.decodeGpus() + p.spareBoughtGpus);
        }
        const int total = std::accumulate(used.begin(), used.end(), 0);
        if (group.size() < 2)
            continue;
        const int pooled = total <= lead.units->most()
                ? lead.units->bought(total)
                : sharedWholeUnits(lead.candidate.gpuId, total).boughtGpus();
        const QList<int> kept = pooledSpare(used, held, pooled);
        const QList<int> nodes = kept.isEmpty() ? QList<int>()
                                                : pooledNodes(used, std::max(lead.gpusPerNode, 1));
        for (qsizetype k = 0; k < kept.size(); ++k) {
            ModelPlan &p = parts[group.at(k)];
            giveSpare(p, p.spareBoughtGpus - kept.at(k));
            // the pool's nodes, not one per part: the GPUs of one sit in another's
            p.unitsNodesGiven = p.nodes - (p.prefill ? p.prefill->nodes : 0) - nodes.at(k);
            p.nodes -= p.unitsNodesGiven;
            p.unitsSharedGpus = total;
            for (qsizetype o : std::as_const(group))
                if (o != group.at(k))
                    p.unitsSharedWith.append(parts.at(o).deployment.modelId);
        }
    }
    return parts;
}

QList<ModelPlan> shareAmongParts(const AdvisorConstraints &c, QList<ModelPlan> parts)
{
    return shareUnits(shareOwnedGpus(c, std::move(parts)));
}

double leastMonthlyCost(const ModelPlan &part)
{
    return part.monthlyCost() - part.spareBoughtGpus * part.gpuCapitalPerMonth;
}

int leastNodes(const ModelPlan &part)
{
    return part.units && part.spareBoughtGpus > 0 ? (part.prefill ? part.prefill->nodes : 0)
                                                  : part.nodes;
}

double leastUpFront(const ModelPlan &part)
{
    return part.upFront - part.spareBoughtGpus * part.gpuPurchase;
}

CostAssumptions runningAssumptions(const CostAssumptions &perGpu)
{
    CostAssumptions a = perGpu;
    a.staffCostPerGpuYear += a.maintenancePercentPerYear / 100.0 * a.purchasePricePerGpu;
    a.maintenancePercentPerYear = 0;
    a.purchasePricePerGpu = 0;
    return a;
}

UnitCurves unitCurves(const CostAssumptions &perGpu, int months)
{
    UnitCurves unit;
    CostAssumptions a = perGpu;
    a.gpuCount = 1;
    a.utilization = 1;
    a.demandGrowthPercentPerYear = 0; // the workload's traffic, as sized
    a.egressGbPerGpuMonth = 0;
    a.storedGbPerGpu = 0;
    const CostCurves curves = costCurves(a, months);
    unit.rentAllDay = curves.onDemand;
    CostAssumptions owning = perGpu;
    owning.gpuCount = 1;
    owning.utilization = 1;
    unit.own = costCurves(owning, months).own;
    CostAssumptions unpriced = owning;
    unpriced.purchasePricePerGpu = 0;
    const QList<double> ownFree = costCurves(unpriced, months).own;
    unit.capital = unit.own;
    for (qsizetype m = 0; m < unit.capital.size(); ++m)
        unit.capital[m] -= ownFree.value(m);
    unit.running = costCurves(runningAssumptions(owning), months).own;
    unit.transferPerMonth = perGpu.egressGbPerGpuMonth * perGpu.egressPricePerGb
            + perGpu.storedGbPerGpu * perGpu.storagePricePerGbMonth;
    return unit;
}

PartCurves partCurves(const ModelPlan &part, const AdvisorConstraints &c, const UnitCurves &unit)
{
    const bool hybrid = c.acquisition == Acquisition::Hybrid;
    const int boughtCap = hybrid && c.budgetUpFront > 0 && part.gpuPurchase > 0
            ? int(std::floor(c.budgetUpFront / part.gpuPurchase + 1e-9))
            : -1;
    // the curves are linear in the GPUs: owned x running + bought x own + the units' spare
    // GPUs x capital + the rented GPU-hours (the instances' spare share included) at the
    // on-demand price (transfer and storage per rented GPU)
    const auto curveOf = [&unit](const PartCosting &way) {
        QList<double> curve(unit.own.size(), 0.0);
        for (qsizetype m = 0; m < curve.size(); ++m)
            curve[m] = way.owned * unit.running.value(m) + way.bought * unit.own.value(m)
                    + way.spareBought * unit.capital.value(m)
                    + way.rentedGpuHours * way.rentalFactor / kHoursPerMonth
                            * unit.rentAllDay.value(m)
                    + way.rentedPeak * unit.transferPerMonth * double(m);
        return curve;
    };
    PartCosting own = costPartWay(part, hybrid ? PartWay::Hybrid : PartWay::Own, part.ownedGpus,
                                  boughtCap);
    // the spare GPUs that units bought together with other parts hold for them (shareUnits())
    own.spareBought = std::max(0, own.spareBought - part.unitsSpareGiven);
    return {curveOf(costPartWay(part, PartWay::Rent, part.ownedGpus)), curveOf(own)};
}

CostOption partAcquisition(const ModelPlan &part)
{
    if (part.rentedGpus == 0)
        return CostOption::Own;
    return part.ownedGpus + part.boughtGpus > 0 ? CostOption::Hybrid : CostOption::OnDemand;
}

QString partAcquisitionId(const ModelPlan &part)
{
    switch (partAcquisition(part)) {
    case CostOption::Own: return QStringLiteral("own");
    case CostOption::Hybrid: return QStringLiteral("hybrid");
    default: return QStringLiteral("rent");
    }
}

} // namespace Headroom
