#include "advisor/advisorassemble.h"
#include "advisor/advisorinternal.h"
#include "advisor/advisorpacking.h"
#include "advisor/advisorsizer.h"
#include "advisor/advisortraffic.h"

#include "catalog/catalog.h"
#include "cost/configurationcost.h"
#include "cost/costmodel.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Headroom {

namespace {

using Term = Explanation::Term;

Explanation say(const char *source, std::initializer_list<Term> terms = {})
{
    return Explanation("Headroom::Advisor", source, terms);
}

Term money(double value)
{
    return Term(value, 'f', 0);
}

/** A fleet's rent and own curves, month by month: the sum of its parts'. */
struct FleetCurves
{
    QList<double> rent;
    QList<double> own;

    void add(const QList<double> &partRent, const QList<double> &partOwn)
    {
        rent.resize(std::max(rent.size(), partRent.size()));
        own.resize(std::max(own.size(), partOwn.size()));
        for (qsizetype i = 0; i < partRent.size(); ++i)
            rent[i] += partRent.at(i);
        for (qsizetype i = 0; i < partOwn.size(); ++i)
            own[i] += partOwn.at(i);
    }
};

/** The nodes of a GPU type that a rack of `rackPowerKw` holds (at least one). */
int nodesPerRack(double rackPowerKw, const GpuEconomics &e)
{
    return std::max(1, int(std::floor(rackPowerKw / (e.powerKw * e.gpusPerNode) + 1e-9)));
}

/** Adds a plan's parts up: the fleet's totals (a packed configuration counted once), its
 *  rent and own curves, energy and racks. */
class PlanTotals
{
public:
    explicit PlanTotals(AdvisorSizer &sizer)
        : m_sizer(sizer)
        , m_constraints(sizer.workload().constraints)
        , m_months(std::max(m_constraints.horizonMonths, 36))
    { }

    /** Adds every part of the plan; returns the output tokens per second of all. */
    double addParts(AdvisorPlan &plan);
    const FleetCurves &curves() const { return m_curves; }

private:
    void addRunning(AdvisorPlan &plan, const ModelPlan &p, const GpuSpec &gpu);
    void addPrefillPool(AdvisorPlan &plan, const ModelPlan &p);

    AdvisorSizer &m_sizer;
    const AdvisorConstraints &m_constraints;
    const int m_months;
    FleetCurves m_curves;
};

/** The part's GPUs, costs and ways of paying, added to the plan's. */
void addCosts(AdvisorPlan &plan, const ModelPlan &p)
{
    plan.gpus += p.gpus;
    plan.nodes += p.nodes;
    plan.powerKw += p.powerKw;
    plan.monthlyCost += p.monthlyCost();
    plan.rentPerMonth += p.rentPerMonth;
    plan.ownPerMonth += p.ownPerMonth;
    plan.upFront += p.upFront;
    plan.ownedGpus += p.ownedGpus;
    plan.boughtGpus += p.boughtGpus;
    plan.rentedGpus += p.rentedGpus;
    plan.rentedGpuHoursPerMonth += p.rentedGpuHoursPerMonth;
}

double PlanTotals::addParts(AdvisorPlan &plan)
{
    double tokens = 0;
    plan.perUserTokensPerSecond = std::numeric_limits<double>::infinity();
    QSet<QString> configurations; // packed parts share one: its GPUs and costs count once
    for (const ModelPlan &p : std::as_const(plan.parts)) {
        tokens += p.outputTokensPerSecond;
        plan.perUserTokensPerSecond = std::min(plan.perUserTokensPerSecond, perUserSpeed(p));
        plan.ttftSeconds = std::max(plan.ttftSeconds, p.ttftSeconds);
        if (p.isPacked() && !configurations.contains(p.configuration.id))
            configurations.insert(p.configuration.id);
        else if (p.isPacked())
            continue;
        addCosts(plan, p);
        const auto gpu = m_sizer.catalog().gpu(p.candidate.gpuId);
        if (!gpu)
            continue;
        addRunning(plan, p, *gpu);
        if (p.prefill)
            addPrefillPool(plan, p);
    }
    return tokens;
}

/** The part's (a disaggregated part's decode pool's) curves, energy and racks. */
void PlanTotals::addRunning(AdvisorPlan &plan, const ModelPlan &p, const GpuSpec &gpu)
{
    GpuEconomics e = m_sizer.economics(gpu);
    const CostAssumptions &a = e.assumptions;
    // rent: the part's rent way; own: its own way (hybrid: the base owned, the burst rented)
    const PartCurves curves = partCurves(p, m_constraints, m_sizer.unitCurves(gpu, m_months));
    m_curves.add(curves.rent, curves.own);
    // the GPU-hours serving at the busy draw, the owned ones not needed at the idle draw
    const double kwh = e.powerKw
            * (p.busyGpuHoursPerMonth * a.busyDrawFraction
               + p.idleGpuHoursPerMonth * a.idleDrawFraction)
            * a.pue;
    plan.energyKwhPerMonth += kwh;
    plan.energyCostPerMonth += kwh * a.electricityPricePerKwh;
    if (m_constraints.rackPowerKw > 0) {
        const int perRack = nodesPerRack(m_constraints.rackPowerKw, e);
        plan.racks += (p.nodes - (p.prefill ? p.prefill->nodes : 0) + perRack - 1) / perRack;
    }
}

/** The prefill pool at its GPU type, round the clock: rent curve renting it, own curve owning
 *  it; its energy and racks. */
void PlanTotals::addPrefillPool(AdvisorPlan &plan, const ModelPlan &p)
{
    const auto prefillGpu = m_sizer.catalog().gpu(p.prefill->gpuId);
    if (!prefillGpu)
        return;
    const GpuEconomics pe = m_sizer.economics(*prefillGpu);
    // the pool's GPUs in whole units, as the sizer costed it (and the board costs it)
    CostAssumptions pa = paidForWholeUnits(pe.assumptions,
                                           sharedWholeUnits(p.prefill->gpuId, p.prefill->gpus));
    pa.gpuCount = p.prefill->gpus;
    const CostCurves pool = costCurves(pa, m_months);
    m_curves.add(pool.onDemand, pool.own);
    const double poolKwh = p.prefill->powerKw * pa.busyDrawFraction * pa.pue * kHoursPerMonth;
    plan.energyKwhPerMonth += poolKwh;
    plan.energyCostPerMonth += poolKwh * pa.electricityPricePerKwh;
    if (m_constraints.rackPowerKw > 0) {
        const int perRack = nodesPerRack(m_constraints.rackPowerKw, pe);
        plan.racks += (p.prefill->nodes + perRack - 1) / perRack;
    }
}

/** Rent against own over the horizon and 3 years; the cost and energy per output token. */
void addEconomics(AdvisorPlan &plan, double tokens, const FleetCurves &curves, int horizonMonths)
{
    if (!std::isfinite(plan.perUserTokensPerSecond))
        plan.perUserTokensPerSecond = 0;
    plan.rentVsOwn.rentAtHorizon = curves.rent.value(horizonMonths);
    plan.rentVsOwn.ownAtHorizon = curves.own.value(horizonMonths);
    plan.rentVsOwn.rent3Years = curves.rent.value(36);
    plan.rentVsOwn.own3Years = curves.own.value(36);
    // owning that buys nothing (the hybrid renting all beyond the owned GPUs) never breaks even
    if (curves.own != curves.rent)
        plan.rentVsOwn.breakevenMonth = crossoverMonth(curves.own, curves.rent);
    if (tokens > 0) {
        plan.costPerMillionTokens = plan.monthlyCost / (tokens * 3600.0 * kHoursPerMonth) * 1e6;
        if (plan.energyKwhPerMonth > 0)
            plan.tokensPerKwh = tokens * 3600.0 * kHoursPerMonth / plan.energyKwhPerMonth;
    }
}

/** What binds: a constraint the plan nearly reaches, else the first part's sizing. */
void bindPlan(AdvisorPlan &plan, const AdvisorConstraints &c)
{
    const auto near = [](double used, double limit) { return limit > 0 && used >= 0.95 * limit; };
    plan.binding = plan.parts.isEmpty() ? PlanBinding::Memory : plan.parts.constFirst().binding;
    plan.sloVerified = !plan.parts.isEmpty()
            && std::all_of(plan.parts.cbegin(), plan.parts.cend(),
                           [](const ModelPlan &p) { return p.sloVerified; });
    if (near(plan.monthlyCost, c.budgetPerMonth) || near(plan.upFront, c.budgetUpFront))
        plan.binding = PlanBinding::Budget;
    else if (near(plan.powerKw, c.maxPowerKw))
        plan.binding = PlanBinding::Power;
    else if (near(plan.gpus, c.maxGpus) || near(plan.nodes, c.maxNodes))
        plan.binding = PlanBinding::GpuLimit;
}

/** What sizes one part: its memory or its latency targets, its sharing, its prefill pool. */
void explainPart(Explanation &binds, const ModelPlan &p, const QString &model)
{
    Explanation e;
    switch (p.binding) {
    case PlanBinding::Memory:
        e = Explanation::plural("Headroom::Advisor",
                                QT_TRANSLATE_N_NOOP("Headroom::Advisor",
                                                    "%1: memory: the KV pool holds %2 "
                                                    "sequences per replica, so %n replica(s)"),
                                p.replicas, {model, p.maxConcurrency});
        break;
    default:
        e = Explanation::plural(
                "Headroom::Advisor",
                QT_TRANSLATE_N_NOOP("Headroom::Advisor",
                                    "%1: %2: the latency targets allow %3 sequences per "
                                    "replica (the KV pool holds %4), so %n replica(s)"),
                p.replicas,
                {model, planBindingTerm(p.binding), p.usersPerReplicaAtSlo, p.maxConcurrency});
        break;
    }
    binds.append(e, "; ");
    if (p.isPacked())
        binds.append(packingExplanation(p), "; ");
    if (p.prefill)
        binds.append(Explanation::plural(
                             "Headroom::Advisor",
                             QT_TRANSLATE_N_NOOP("Headroom::Advisor",
                                                 "%1: the TTFT target needs a prefill pool of "
                                                 "%n replica(s) on %2 (a prompt alone %3 ms, its "
                                                 "KV transfer %4 ms)"),
                             p.prefill->replicas,
                             {model, p.prefill->gpuId, Term(p.prefill->prefillSeconds * 1e3, 'f', 1),
                              Term(p.prefill->kvTransferSeconds * 1e3, 'f', 1)}),
                     "; ");
}

/** Why the plan is the size it is: each part's sizing, then a constraint it nearly reaches. */
void explainPlan(AdvisorPlan &plan, const AdvisorWorkload &workload)
{
    for (const ModelPlan &p : std::as_const(plan.parts))
        explainPart(plan.binds, p, workload.models.at(p.candidate.modelIndex).modelId);
    if (plan.binding == PlanBinding::Budget)
        plan.binds.append(say(QT_TRANSLATE_NOOP("Headroom::Advisor", "close to the budget")), "; ");
    else if (plan.binding == PlanBinding::Power)
        plan.binds.append(say(QT_TRANSLATE_NOOP("Headroom::Advisor",
                                                "close to the power limit (%1 of %2 kW)"),
                              {Term(plan.powerKw, 'f', 1), workload.constraints.maxPowerKw}),
                          "; ");
    else if (plan.binding == PlanBinding::GpuLimit)
        plan.binds.append(say(QT_TRANSLATE_NOOP("Headroom::Advisor",
                                                "close to the most GPUs or nodes")),
                          "; ");
}

} // namespace

AdvisorPlan assemble(AdvisorSizer &sizer, QList<ModelPlan> parts)
{
    AdvisorPlan plan;
    const AdvisorConstraints &c = sizer.workload().constraints;
    plan.parts = std::move(parts);
    PlanTotals totals(sizer);
    const double tokens = totals.addParts(plan);
    addEconomics(plan, tokens, totals.curves(), c.horizonMonths);
    bindPlan(plan, c);
    explainPlan(plan, sizer.workload());
    return plan;
}

Explanation whyLoses(const AdvisorPlan &best, const AdvisorPlan &plan)
{
    QStringList mine, theirs;
    for (const ModelPlan &p : plan.parts)
        mine.append(modelPlanShape(p));
    for (const ModelPlan &p : best.parts)
        theirs.append(modelPlanShape(p));
    if (plan.monthlyCost > best.monthlyCost)
        return say(QT_TRANSLATE_NOOP("Headroom::Advisor",
                                     "costs %1 more per month than the first plan (%2 against "
                                     "%3)"),
                   {money(plan.monthlyCost - best.monthlyCost), mine.join(QStringLiteral(", ")),
                    theirs.join(QStringLiteral(", "))});
    return say(QT_TRANSLATE_NOOP("Headroom::Advisor",
                                 "costs the same as the first plan but is slower per user (%1 "
                                 "against %2 tokens/s)"),
               {Term(plan.perUserTokensPerSecond, 'f', 1),
                Term(best.perUserTokensPerSecond, 'f', 1)});
}

void markFront(QList<AdvisorPlan> &plans, QList<AdvisorPlan> &front)
{
    double fastest = -1;
    for (AdvisorPlan &p : plans) {
        if (p.perUserTokensPerSecond > fastest) {
            p.paretoOptimal = true;
            front.append(p);
            fastest = p.perUserTokensPerSecond;
        }
    }
}

} // namespace Headroom
