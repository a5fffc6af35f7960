#include "advisor/advisor.h"
#include "advisor/advisorinternal.h"
#include "advisor/advisortraffic.h"

#include <QSet>

#include <algorithm>
#include <limits>

// The fleets of separate parts: whether one keeps the constraints, and the cheapest ones
// (docs/advisor.md "The search").

namespace Headroom {

namespace {

/** cheapestFleets()'s branch and bound: one part per model, the models in order, each model's
 *  parts by cost, bounded by the least the models after it add. */
class FleetSearch
{
public:
    FleetSearch(const AdvisorConstraints &constraints, const QList<QList<ModelPlan>> &perModel,
                int count)
        : m_constraints(constraints)
        , m_perModel(perModel)
        , m_n(int(perModel.size()))
        , m_order(m_n)
        , m_least(m_n + 1)
        , m_chosen(m_n, -1)
    {
        m_best.count = count;
    }

    /** Orders each model's parts by cost and sums the least the models from each one on add;
     *  false when a model has no part. */
    bool prepare();
    /** Chooses model i's part, then the next model's, after the choices that total `t`. */
    void visit(int i, const FleetTotals &t);

    const QList<QList<int>> &fleets() const { return m_best.fleets; }
    int steps() const { return m_steps; }

private:
    double upFrontLow(const ModelPlan &p) const;
    FleetTotals leastOf(const QList<ModelPlan> &list) const;
    bool breaksLimits(const FleetTotals &u, const FleetTotals &rest) const;
    void offerFleet(const FleetTotals &t);

    const AdvisorConstraints &m_constraints;
    const QList<QList<ModelPlan>> &m_perModel;
    int m_n = 0;
    QList<QList<int>> m_order; // each model's parts by cost
    QList<FleetTotals> m_least; // the least the models from i on add
    QList<int> m_chosen; // the part chosen for each model; -1: not yet
    QList<ModelPlan> m_parts; // the parts chosen so far
    RankedFleets<QList<int>> m_best;
    int m_steps = 0;
};

/** The least capital a part may need: sharing the owned GPUs may leave a part fewer than it was
 *  costed with, and then either may rent it (no capital) where it owned; another part's GPUs
 *  may fill its spare bought ones (shareUnits()). */
double FleetSearch::upFrontLow(const ModelPlan &p) const
{
    return !m_constraints.owned.isEmpty() && m_constraints.acquisition == Acquisition::Either
            ? 0.0
            : leastUpFront(p);
}

/** The least any part of the list adds, on each axis. */
FleetTotals FleetSearch::leastOf(const QList<ModelPlan> &list) const
{
    FleetTotals m {std::numeric_limits<double>::infinity(),
                   0,
                   std::numeric_limits<int>::max(),
                   std::numeric_limits<int>::max(),
                   std::numeric_limits<double>::infinity(),
                   std::numeric_limits<double>::infinity()};
    for (const ModelPlan &p : list) {
        m.cost = std::min(m.cost, leastMonthlyCost(p));
        m.gpus = std::min(m.gpus, double(p.gpus));
        m.nodes = std::min(m.nodes, double(leastNodes(p)));
        m.powerKw = std::min(m.powerKw, p.powerKw);
        m.upFront = std::min(m.upFront, upFrontLow(p));
    }
    return m;
}

bool FleetSearch::prepare()
{
    for (int i = m_n - 1; i >= 0; --i) {
        const QList<ModelPlan> &list = m_perModel.at(i);
        if (list.isEmpty())
            return false;
        QList<int> &o = m_order[i];
        for (int j = 0; j < list.size(); ++j)
            o.append(j);
        std::stable_sort(o.begin(), o.end(), [&list](int a, int b) {
            return leastMonthlyCost(list.at(a)) < leastMonthlyCost(list.at(b));
        });
        const FleetTotals m = leastOf(list);
        const FleetTotals &after = m_least.at(i + 1);
        m_least[i] = {m.cost + after.cost,       0,
                      m.gpus + after.gpus,       m.nodes + after.nodes,
                      m.powerKw + after.powerKw, m.upFront + after.upFront};
    }
    return true;
}

/** Whether the choices so far with the least of the rest break a limit of GPUs, nodes, power or
 *  capital. */
bool FleetSearch::breaksLimits(const FleetTotals &u, const FleetTotals &rest) const
{
    const AdvisorConstraints &c = m_constraints;
    return (c.maxGpus > 0 && u.gpus + rest.gpus > c.maxGpus)
            || (c.maxNodes > 0 && u.nodes + rest.nodes > c.maxNodes)
            || (c.maxPowerKw > 0 && u.powerKw + rest.powerKw > withSlack(c.maxPowerKw))
            || (c.budgetUpFront > 0 && u.upFront + rest.upFront > withSlack(c.budgetUpFront));
}

void FleetSearch::visit(int i, const FleetTotals &t)
{
    ++m_steps;
    if (i == m_n) {
        offerFleet(t);
        return;
    }
    const FleetTotals &rest = m_least.at(i + 1);
    for (int j : m_order.at(i)) {
        const ModelPlan &p = m_perModel.at(i).at(j);
        // the least it costs (and the fewest nodes) in the plan: the fleet's exact totals are
        // offerFleet()'s
        FleetTotals u {t.cost + leastMonthlyCost(p),
                       std::min(t.slowest, perUserSpeed(p)),
                       t.gpus + p.gpus,
                       t.nodes + leastNodes(p),
                       t.powerKw + p.powerKw,
                       t.upFront + upFrontLow(p)};
        // bounds: the list is by cost, so a too costly one ends the loop
        if (m_best.isFull() && u.cost + rest.cost > m_best.worstCost())
            break;
        if (m_constraints.budgetPerMonth > 0
            && u.cost + rest.cost > withSlack(m_constraints.budgetPerMonth))
            break;
        if (breaksLimits(u, rest))
            continue;
        if (!m_constraints.mixedFleet && i > 0
            && p.candidate.gpuId != m_perModel.at(0).at(m_chosen.at(0)).candidate.gpuId)
            continue;
        m_chosen[i] = j;
        m_parts.append(p);
        visit(i + 1, u);
        m_parts.removeLast();
    }
    m_chosen[i] = -1;
}

/** A whole fleet: kept when it keeps the constraints and ranks among the best. */
void FleetSearch::offerFleet(const FleetTotals &t)
{
    // the parts' costs assumed each could use every owned GPU of its type, and paid for the
    // spare GPUs of its own last unit (the search's bounds, less those): share them
    const auto shared = sharedFleet(m_constraints, m_parts, t.slowest);
    if (shared && !(m_best.isFull() && shared->second.cost > m_best.worstCost()))
        m_best.offer(shared->second, m_chosen);
}

} // namespace

std::optional<std::pair<QList<ModelPlan>, FleetTotals>> sharedFleet(const AdvisorConstraints &c,
                                                                    const QList<ModelPlan> &parts,
                                                                    double slowest)
{
    QList<ModelPlan> shared = parts.size() > 1 ? shareAmongParts(c, parts) : parts;
    FleetTotals totals = fleetTotals(shared);
    totals.slowest = slowest;
    if (!keepsConstraints(c, shared, totals))
        return std::nullopt;
    return std::pair {std::move(shared), totals};
}

FleetTotals fleetTotals(const QList<ModelPlan> &parts)
{
    FleetTotals t;
    QSet<QString> configurations; // packed parts share one: counted once
    for (const ModelPlan &p : parts) {
        if (p.isPacked() && !configurations.contains(p.configuration.id))
            configurations.insert(p.configuration.id);
        else if (p.isPacked())
            continue;
        t.add(p);
    }
    return t;
}

bool keepsConstraints(const AdvisorConstraints &c, const QList<ModelPlan> &parts, Rejection *why)
{
    return keepsConstraints(c, parts, fleetTotals(parts), why);
}

bool keepsConstraints(const AdvisorConstraints &c, const QList<ModelPlan> &parts,
                      const FleetTotals &t, Rejection *why)
{
    const auto set = [why](Rejection r) {
        if (why)
            *why = r;
        return false;
    };
    if ((c.maxGpus > 0 && t.gpus > c.maxGpus) || (c.maxNodes > 0 && t.nodes > c.maxNodes))
        return set(Rejection::OverGpus);
    if (c.maxPowerKw > 0 && t.powerKw > c.maxPowerKw * (1 + 1e-12))
        return set(Rejection::OverPower);
    if ((c.budgetPerMonth > 0 && t.cost > c.budgetPerMonth * (1 + 1e-12))
        || (c.budgetUpFront > 0 && t.upFront > c.budgetUpFront * (1 + 1e-12)))
        return set(Rejection::OverBudget);
    if (!c.mixedFleet) {
        for (const ModelPlan &p : parts)
            if (p.candidate.gpuId != parts.first().candidate.gpuId)
                return set(Rejection::Invalid);
    }
    for (const OwnedGpus &o : c.owned) {
        int used = 0;
        for (const ModelPlan &p : parts)
            if (p.candidate.gpuId == o.gpuId)
                used += p.ownedGpus;
        if (used > o.count)
            return set(Rejection::OverGpus);
    }
    return true;
}

QList<QList<int>> cheapestFleets(const AdvisorConstraints &constraints,
                                 const QList<QList<ModelPlan>> &perModel, int count, int *visited)
{
    if (perModel.isEmpty() || count <= 0)
        return {};
    FleetSearch search(constraints, perModel, count);
    if (!search.prepare())
        return {};
    search.visit(0, FleetTotals {});
    if (visited)
        *visited = search.steps();
    return search.fleets();
}

std::optional<QList<int>> cheapestFleet(const AdvisorConstraints &constraints,
                                        const QList<QList<ModelPlan>> &perModel, int *visited)
{
    const QList<QList<int>> fleets = cheapestFleets(constraints, perModel, 1, visited);
    if (fleets.isEmpty())
        return std::nullopt;
    return fleets.first();
}

} // namespace Headroom
