#pragma once

#include "advisor/advisor.h"

#include <algorithm>
#include <limits>
#include <optional>
#include <utility>

// The advisor's own helpers, shared by its files (advise() in advisor.cpp, the searches, the
// fleets, packing and the plans' assembly).

namespace Headroom {

/** The binding's name, translated when shown (an explanation made on a worker thread follows
 *  a later language switch); advisornames.cpp. */
Explanation planBindingTerm(PlanBinding binding);

/** What a speed-model bound makes a plan's binding. */
inline PlanBinding bindingOf(PerformanceBound bound)
{
    switch (bound) {
    case PerformanceBound::MemoryBandwidth: return PlanBinding::Bandwidth;
    case PerformanceBound::Compute: return PlanBinding::Compute;
    case PerformanceBound::Communication: return PlanBinding::Link;
    case PerformanceBound::Cpu: return PlanBinding::Cpu;
    }
    return PlanBinding::Bandwidth;
}

/** A part's speed at the load it serves, from the estimate there: TTFT, TPOT, the bound, and
 *  the output tokens/s of all its replicas (a closed loop's users as the estimate serves them,
 *  an open loop's rate as asked). */
inline void setServedSpeed(ModelPlan &part, const SpeedEstimate &s, const AdvisedModel &m)
{
    part.ttftSeconds = s.ttftSeconds;
    part.tpotSeconds = s.tpotSeconds;
    part.bound = s.bound;
    part.outputTokensPerSecond = m.users > 0 ? s.throughputTokensPerSecond
                                             : m.requestsPerSecond * double(m.outputTokens);
}

/** What binds a part: memory once the users it serves within the targets reach the most its
 *  KV pool runs at once, else the speed's bound. */
inline PlanBinding partBinding(const ModelPlan &part)
{
    return part.usersPerReplicaAtSlo >= part.maxConcurrency ? PlanBinding::Memory
                                                            : bindingOf(part.bound);
}

/** A latency statistic at the workload's percentile. */
inline double statAt(const LatencyStats &s, LatencyPercentile p)
{
    switch (p) {
    case LatencyPercentile::Mean: return s.mean;
    case LatencyPercentile::P50: return s.p50;
    case LatencyPercentile::P90: return s.p90;
    case LatencyPercentile::P99: return s.p99;
    }
    return s.mean;
}

/** A part's speed for one user: 1 / TPOT (0 when unknown). */
inline double perUserSpeed(const ModelPlan &p)
{
    return p.tpotSeconds > 0 ? 1.0 / p.tpotSeconds : 0;
}

/** What a fleet, or part of one, adds up to: the exact fleet searches (cheapestFleets(),
 *  cheapestPackedFleets()) rank and bound by it. */
struct FleetTotals
{
    double cost = 0;
    double slowest = std::numeric_limits<double>::infinity(); // the slowest part's per-user speed
    double gpus = 0;
    double nodes = 0;
    double powerKw = 0;
    double upFront = 0;

    /** Adds `share` of the part (a packed group's parts share their configuration). */
    void add(const ModelPlan &p, double share = 1)
    {
        cost += p.monthlyCost() * share;
        gpus += p.gpus * share;
        nodes += p.nodes * share;
        powerKw += p.powerKw * share;
        upFront += p.upFront * share;
    }
};

/** The totals of a fleet's parts (a packed configuration's once). */
FleetTotals fleetTotals(const QList<ModelPlan> &parts);

/** keepsConstraints() with the parts' totals already made (fleetTotals()). */
bool keepsConstraints(const AdvisorConstraints &constraints, const QList<ModelPlan> &parts,
                      const FleetTotals &totals, Rejection *why = nullptr);

/** A whole fleet the searches found, as a plan holds it: its parts sharing the owned GPUs and
 *  the units they buy (shareAmongParts()) and their exact totals (the search's `slowest`
 *  kept); nothing when it breaks a constraint. The searches' bounds were lower bounds of it. */
std::optional<std::pair<QList<ModelPlan>, FleetTotals>> sharedFleet(
        const AdvisorConstraints &constraints, const QList<ModelPlan> &parts, double slowest);

/** A limit with the slack that rounding needs (a fleet at its limit keeps it). */
inline double withSlack(double limit)
{
    return limit * (1 + 1e-12);
}

/** Ranking: cheaper first; equal cost: the faster slowest part. */
inline bool ranksBefore(const FleetTotals &a, const FleetTotals &b)
{
    if (a.cost != b.cost)
        return a.cost < b.cost;
    return a.slowest > b.slowest;
}

/** The `count` best fleets found so far, ranked (ranksBefore()), with their totals: what the
 *  exact fleet searches keep. */
template<typename Fleet>
struct RankedFleets
{
    int count = 0;
    QList<FleetTotals> totals;
    QList<Fleet> fleets;

    bool isFull() const { return totals.size() >= count; }
    /** The last kept fleet's cost (isFull(): a fleet costing more cannot enter). */
    double worstCost() const { return totals.last().cost; }

    /** Keeps the fleet if it ranks among the `count` best. */
    void offer(const FleetTotals &t, const Fleet &fleet)
    {
        const auto at = std::upper_bound(totals.begin(), totals.end(), t, ranksBefore);
        const qsizetype pos = at - totals.begin();
        if (pos >= count)
            return;
        totals.insert(pos, t);
        fleets.insert(pos, fleet);
        if (totals.size() > count) {
            totals.removeLast();
            fleets.removeLast();
        }
    }
};

} // namespace Headroom
