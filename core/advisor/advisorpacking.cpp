#include "advisor/advisorpacking.h"
#include "advisor/advisorinternal.h"
#include "advisor/advisortraffic.h"

#include "catalog/catalog.h"
#include "estimate/configurationevaluation.h"
#include "estimate/kvcache.h"
#include "estimate/parametercount.h"
#include "estimate/weightbytes.h"
#include "plan/project.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Headroom {

namespace {

bool sameShape(const AdvisorCandidate &a, const AdvisorCandidate &b)
{
    return a.gpuId == b.gpuId && a.tensorParallel == b.tensorParallel
            && a.pipelineParallel == b.pipelineParallel && a.expertParallel == b.expertParallel;
}

/** a is at least as good as b for the fleet search: costs, GPUs, power, capital, and every
 *  model's speed. */
bool dominatesGroup(const PackedGroup &a, const PackedGroup &b)
{
    const ModelPlan &x = a.parts.first();
    const ModelPlan &y = b.parts.first();
    if (!(x.monthlyCost() <= y.monthlyCost() && x.gpus <= y.gpus && x.nodes <= y.nodes
          && x.powerKw <= y.powerKw && x.upFront <= y.upFront))
        return false;
    for (qsizetype k = 0; k < a.parts.size(); ++k)
        if (perUserSpeed(a.parts.at(k)) < perUserSpeed(b.parts.at(k)))
            return false;
    return true;
}

/** Per shape (GPU type and split) and engine, the parts no other beats on cost, speed,
 *  replicas and memory (within one shape, GPUs, nodes, power and capital follow the replicas;
 *  `bytes`: what a part holds per GPU, its weights and its KV per token; the engine sets the
 *  rest of its memory). */
QList<ModelPlan> bestPerShape(
        const QList<ModelPlan> &parts,
        const std::function<std::pair<double, double>(const ModelPlan &)> &bytes)
{
    QList<std::pair<double, double>> held;
    for (const ModelPlan &p : parts)
        held.append(bytes(p));
    QList<ModelPlan> kept;
    for (const ModelPlan &p : parts) {
        const qsizetype i = &p - parts.constData();
        bool beaten = false;
        for (qsizetype j = 0; j < parts.size() && !beaten; ++j) {
            const ModelPlan &o = parts.at(j);
            if (j == i || !sameShape(o.candidate, p.candidate)
                || o.candidate.engine != p.candidate.engine)
                continue;
            const auto [ow, ok] = held.at(j);
            const auto [pw, pk] = held.at(i);
            const bool noWorse = o.monthlyCost() <= p.monthlyCost()
                    && perUserSpeed(o) >= perUserSpeed(p) && o.replicas <= p.replicas && ow <= pw
                    && ok <= pk;
            const bool better = o.monthlyCost() < p.monthlyCost()
                    || perUserSpeed(o) > perUserSpeed(p) || o.replicas < p.replicas || ow < pw
                    || ok < pk;
            beaten = noWorse && (better || j < i);
        }
        if (!beaten)
            kept.append(p);
    }
    return kept;
}

/** One choice of the fleet search: a model's own part, or a packed group. */
struct Unit
{
    QList<int> models;
    QList<ModelPlan> parts; // aligned with models
    FleetTotals totals; // the configuration(s) counted once
};

/** What a part holds per GPU, from its model's weights and KV: bounds before any estimate. */
class PartBytes
{
public:
    PartBytes(const PackingContext &context, int n)
    {
        for (int i = 0; i < n; ++i) {
            m_specs.append(context.catalog->model(context.workload->models.at(i).modelId));
            m_counts.append(m_specs.last() ? countParameters(*m_specs.last()) : ParameterCount {});
        }
    }

    /** The part's weights per GPU. */
    double weightsPerGpu(const ModelPlan &p) const
    {
        const int i = p.candidate.modelIndex;
        if (!m_specs.at(i))
            return std::numeric_limits<double>::infinity();
        return double(modelWeightBytes(*m_specs.at(i), m_counts.at(i), p.candidate.weights))
                / p.candidate.gpusPerReplica();
    }

    /** Its weights per GPU and its KV bytes per token (bestPerShape()'s `bytes`). */
    std::pair<double, double> held(const ModelPlan &p) const
    {
        const int i = p.candidate.modelIndex;
        return std::pair {weightsPerGpu(p),
                          m_specs.at(i) ? kvBytesPerToken(*m_specs.at(i), p.candidate.kv) : 0.0};
    }

private:
    QList<std::optional<ModelSpec>> m_specs; // by model index
    QList<ParameterCount> m_counts;
};

/** The replicas two parts (of one GPU type and split) may be packed on: from the larger of
 *  their replicas up to their sum less one, at most what maxMonthlyCost buys (the least a GPU of
 *  the type costs per month, the acquisition allowed) and the most GPUs; none when first >
 *  second. */
std::pair<int, int> replicaRange(const PackingContext &context, const ModelPlan &pa,
                                 const ModelPlan &pb)
{
    const AdvisorConstraints &c = context.workload->constraints;
    const double rent = pa.rentPerMonth / pa.gpus;
    const double own = pa.ownPerMonth / pa.gpus;
    const double perGpu = c.acquisition == Acquisition::Rent ? rent
            : c.acquisition == Acquisition::Own              ? own
                                                             : std::min(rent, own);
    const int perReplica = pa.candidate.gpusPerReplica();
    const int lo = std::max(pa.replicas, pb.replicas);
    int hi = pa.replicas + pb.replicas - 1;
    if (perGpu > 0 && std::isfinite(context.maxMonthlyCost))
        hi = int(std::min<double>(hi,
                                  std::floor(context.maxMonthlyCost * (1 + 1e-12)
                                             / (perGpu * perReplica))));
    if (c.maxGpus > 0)
        hi = std::min(hi, c.maxGpus / perReplica);
    return {lo, hi};
}

/** The fewest replicas from `lo` to `hi` that pack the pair: feasible at R replicas is monotone
 *  in R (fewer sequences per replica: faster and less KV per GPU), so by bisection.
 *  `estimates`: counts the packings estimated. */
std::optional<PackedGroup> fewestPacking(const PackingContext &context,
                                         const QList<ModelPlan> &pair, int lo, int hi,
                                         int &estimates)
{
    ++estimates;
    std::optional<PackedGroup> best = packParts(context, pair, lo);
    if (!best && hi > lo) {
        ++estimates;
        best = packParts(context, pair, hi);
        int fails = lo; // packing at `fails` replicas does not work
        int works = hi;
        while (best && works - fails > 1) {
            const int mid = (fails + works) / 2;
            ++estimates;
            if (auto g = packParts(context, pair, mid)) {
                best = g;
                works = mid;
            } else {
                fails = mid;
            }
        }
    }
    return best;
}

/** Every pair of two models' parts with the same GPU type and split whose weights fit beside
 *  each other, packed on the fewest replicas that work. */
QList<PackedGroup> packPairs(const PackingContext &context, const PartBytes &bytes,
                             const QList<ModelPlan> &as, const QList<ModelPlan> &bs, int &estimates)
{
    QList<PackedGroup> found;
    for (const ModelPlan &pa : as) {
        if (context.cancel && context.cancel->load())
            break;
        for (const ModelPlan &pb : bs) {
            if (!sameShape(pa.candidate, pb.candidate))
                continue;
            const auto gpu = context.catalog->gpu(pa.candidate.gpuId);
            if (!gpu
                || bytes.weightsPerGpu(pa) + bytes.weightsPerGpu(pb) > double(gpu->memoryBytes()))
                continue;
            const auto [lo, hi] = replicaRange(context, pa, pb);
            if (lo > hi)
                continue;
            if (auto best = fewestPacking(context, {pa, pb}, lo, hi, estimates))
                found.append(*best);
        }
    }
    return found;
}

/** The packings no other of them dominates (of equal ones, the first). */
QList<PackedGroup> undominated(const QList<PackedGroup> &found)
{
    QList<PackedGroup> out;
    for (const PackedGroup &g : found) {
        if (std::none_of(found.begin(), found.end(), [&g](const PackedGroup &k) {
                return &k != &g && dominatesGroup(k, g) && (!dominatesGroup(g, k) || &k < &g);
            }))
            out.append(g);
    }
    return out;
}

/** cheapestPackedFleets()'s branch and bound: the first model not yet served is served next,
 *  by one of its units, bounded by the least the models still unserved add. */
class PackedFleetSearch
{
public:
    PackedFleetSearch(const AdvisorConstraints &constraints, int n, int count)
        : m_constraints(constraints)
        , m_n(n)
        , m_units(n)
        , m_least(n)
        , m_covered(n, false)
        , m_parts(n)
    {
        m_best.count = count;
    }

    /** The units each model may be served by: its own parts, and the groups whose first model
     *  it is (the search serves the models in order). */
    void addUnits(const QList<QList<ModelPlan>> &perModel, const QList<PackedGroup> &groups);
    /** Each model's units, the cheapest first, and the least each model adds; false when a
     *  model has no unit. */
    bool prepare();
    /** Serves the first model not yet served, after the units that total `t`. */
    void visit(const FleetTotals &t);

    const QList<QList<ModelPlan>> &fleets() const { return m_best.fleets; }
    int steps() const { return m_steps; }

private:
    static Unit unitOf(const QList<ModelPlan> &parts);
    FleetTotals restAfter(const QList<int> &taking) const;
    bool breaksLimits(const FleetTotals &u, const FleetTotals &rest) const;
    void take(const Unit &unit, const FleetTotals &t);

    const AdvisorConstraints &m_constraints;
    const int m_n;
    QList<QList<Unit>> m_units; // by the first model each serves
    QList<FleetTotals> m_least; // per model: a unit's totals shared equally by its models
    QList<bool> m_covered; // the models served so far
    QList<ModelPlan> m_parts; // by model
    QString m_fleetGpu; // the first unit's GPU type (one type when mixed fleets are off)
    RankedFleets<QList<ModelPlan>> m_best;
    int m_steps = 0;
};

Unit PackedFleetSearch::unitOf(const QList<ModelPlan> &parts)
{
    Unit u;
    for (const ModelPlan &p : parts) {
        u.models.append(p.candidate.modelIndex);
        u.parts.append(p);
        u.totals.slowest = std::min(u.totals.slowest, perUserSpeed(p));
    }
    u.totals.add(parts.first());
    if (parts.size() == 1) {
        // the least it adds to a fleet: another part's GPUs may fill its spare bought ones
        // (shareUnits()); the fleet's exact totals are visit()'s
        u.totals.cost = leastMonthlyCost(parts.first());
        u.totals.upFront = leastUpFront(parts.first());
        u.totals.nodes = leastNodes(parts.first());
    }
    return u;
}

void PackedFleetSearch::addUnits(const QList<QList<ModelPlan>> &perModel,
                                 const QList<PackedGroup> &groups)
{
    const int n = m_n;
    for (int i = 0; i < n; ++i)
        for (const ModelPlan &p : perModel.at(i))
            m_units[i].append(unitOf({p}));
    for (const PackedGroup &g : groups) {
        if (g.parts.size() < 2)
            continue;
        const int first = g.parts.first().candidate.modelIndex;
        if (first < 0 || first >= n
            || std::any_of(g.parts.begin(), g.parts.end(), [n](const ModelPlan &p) {
                   return p.candidate.modelIndex < 0 || p.candidate.modelIndex >= n;
               }))
            continue;
        m_units[first].append(unitOf(g.parts));
    }
}

bool PackedFleetSearch::prepare()
{
    for (int i = 0; i < m_n; ++i) {
        FleetTotals &l = m_least[i];
        l.cost = l.gpus = l.nodes = l.powerKw = l.upFront = std::numeric_limits<double>::infinity();
    }
    for (int i = 0; i < m_n; ++i) {
        std::stable_sort(m_units[i].begin(), m_units[i].end(), [](const Unit &a, const Unit &b) {
            return a.totals.cost < b.totals.cost;
        });
        for (const Unit &u : std::as_const(m_units[i])) {
            const double share = 1.0 / double(u.models.size());
            for (int m : u.models) {
                FleetTotals &l = m_least[m];
                l.cost = std::min(l.cost, u.totals.cost * share);
                l.gpus = std::min(l.gpus, u.totals.gpus * share);
                l.nodes = std::min(l.nodes, u.totals.nodes * share);
                l.powerKw = std::min(l.powerKw, u.totals.powerKw * share);
                l.upFront = std::min(l.upFront, u.totals.upFront * share);
            }
        }
    }
    return std::all_of(m_least.cbegin(), m_least.cend(),
                       [](const FleetTotals &l) { return std::isfinite(l.cost); });
}

/** The least the models neither served nor being served by `taking` add. */
FleetTotals PackedFleetSearch::restAfter(const QList<int> &taking) const
{
    FleetTotals r;
    for (int m = 0; m < m_n; ++m) {
        if (m_covered.at(m) || taking.contains(m))
            continue;
        const FleetTotals &l = m_least.at(m);
        r.cost += l.cost;
        r.gpus += l.gpus;
        r.nodes += l.nodes;
        r.powerKw += l.powerKw;
        r.upFront += l.upFront;
    }
    return r;
}

bool PackedFleetSearch::breaksLimits(const FleetTotals &u, const FleetTotals &rest) const
{
    const AdvisorConstraints &c = m_constraints;
    return (c.budgetPerMonth > 0 && u.cost + rest.cost > withSlack(c.budgetPerMonth))
            || (c.maxGpus > 0 && u.gpus + rest.gpus > c.maxGpus + 1e-9)
            || (c.maxNodes > 0 && u.nodes + rest.nodes > c.maxNodes + 1e-9)
            || (c.maxPowerKw > 0 && u.powerKw + rest.powerKw > withSlack(c.maxPowerKw))
            || (c.budgetUpFront > 0 && u.upFront + rest.upFront > withSlack(c.budgetUpFront));
}

void PackedFleetSearch::visit(const FleetTotals &t)
{
    ++m_steps;
    const int i = int(std::find(m_covered.begin(), m_covered.end(), false) - m_covered.begin());
    if (i == m_n) {
        auto shared = sharedFleet(m_constraints, m_parts, t.slowest);
        if (shared && !(m_best.isFull() && shared->second.cost > m_best.worstCost()))
            m_best.offer(shared->second, std::move(shared->first));
        return;
    }
    for (const Unit &unit : std::as_const(m_units.at(i))) {
        if (std::any_of(unit.models.begin(), unit.models.end(),
                        [this](int m) { return m_covered.at(m); }))
            continue;
        take(unit, t);
    }
}

/** Serves the unit's models by it (within the bounds and the fleet's GPU type), then the rest. */
void PackedFleetSearch::take(const Unit &unit, const FleetTotals &t)
{
    FleetTotals u = t;
    u.cost += unit.totals.cost;
    u.gpus += unit.totals.gpus;
    u.nodes += unit.totals.nodes;
    u.powerKw += unit.totals.powerKw;
    u.upFront += unit.totals.upFront;
    u.slowest = std::min(u.slowest, unit.totals.slowest);
    const FleetTotals rest = restAfter(unit.models);
    if (m_best.isFull() && u.cost + rest.cost > m_best.worstCost())
        return;
    if (breaksLimits(u, rest))
        return;
    const QString gpu = unit.parts.first().candidate.gpuId;
    const bool firstUnit = m_fleetGpu.isEmpty();
    if (!m_constraints.mixedFleet && !firstUnit && gpu != m_fleetGpu)
        return;
    if (firstUnit)
        m_fleetGpu = gpu;
    for (qsizetype k = 0; k < unit.models.size(); ++k) {
        m_covered[unit.models.at(k)] = true;
        m_parts[unit.models.at(k)] = unit.parts.at(k);
    }
    visit(u);
    for (int m : unit.models)
        m_covered[m] = false;
    if (firstUnit)
        m_fleetGpu.clear();
}
} // namespace

std::optional<PackedGroup> packParts(const PackingContext &context, const QList<ModelPlan> &alone,
                                     int replicas)
{
    if (alone.size() < 2 || replicas < 1)
        return std::nullopt;
    const AdvisorWorkload &workload = *context.workload;
    const AdvisorCandidate &shape = alone.first().candidate;
    Configuration config = alone.first().configuration;
    QStringList ids;
    for (const ModelPlan &p : alone) {
        // a disaggregated part keeps its own prefill pool: packing shares one configuration
        if (!sameShape(p.candidate, shape) || p.isDisaggregated())
            return std::nullopt;
        ids.append(QString::number(p.candidate.modelIndex));
    }
    config.id = QStringLiteral("advisor-pack-%1").arg(ids.join(u'-'));
    config.name.clear();
    config.gpuCount = shape.gpusPerReplica() * replicas;
    Project project = *context.project;
    project.configurations = {config};
    project.deployments.clear();
    for (const ModelPlan &p : alone) {
        Deployment d = p.deployment;
        d.configurationId = config.id;
        project.deployments.append(d);
    }
    const ConfigurationEvaluation v = evaluateConfiguration(*context.catalog, project, config);
    if (!v.fits || v.deployments.size() != alone.size())
        return std::nullopt;
    // the evaluation runs them beside each other: the contention model (gpucontention.h)
    for (const DeploymentEstimate &e : v.deployments)
        if (!e.speed || e.speed->saturated || !e.maxBatch)
            return std::nullopt;
    PackedGroup group;
    for (qsizetype k = 0; k < alone.size(); ++k) {
        const DeploymentEstimate &e = v.deployments.at(k);
        const SpeedEstimate &s = *e.speed;
        const AdvisedModel &m = workload.models.at(alone.at(k).candidate.modelIndex);
        if ((m.tpotTargetMs > 0 && s.tpotSeconds * 1e3 > m.tpotTargetMs)
            || (m.ttftTargetMs > 0 && s.ttftSeconds * 1e3 > m.ttftTargetMs))
            return std::nullopt;
        // the sequences in flight (all replicas) must fit beside the others
        const double inFlight = m.users > 0 ? double(m.users)
                                            : m.sizingRequestsPerSecond()
                        * (s.ttftSeconds + double(m.outputTokens) * s.tpotSeconds);
        if (double(e.maxBatch->value) < std::ceil(inFlight - 1e-9))
            return std::nullopt;
        ModelPlan p = alone.at(k);
        p.configuration = config;
        p.deployment = project.deployments.at(k);
        p.replicas = replicas;
        p.gpus = config.gpuCount;
        p.maxConcurrency = int(e.maxBatch->value / replicas);
        p.ttftAloneSeconds = s.ttftAloneSeconds;
        p.tpotAloneSeconds = s.tpotAloneSeconds;
        p.contentionStretch = s.contentionStretch;
        p.sharedStepWaitSeconds = s.sharedStepWaitSeconds;
        // a closed loop's cycles stretch with its steps; an open loop serves its rate
        setServedSpeed(p, s, m);
        p.simulated.reset();
        p.sloVerified = false;
        p.sharedWith.clear();
        for (qsizetype o = 0; o < alone.size(); ++o)
            if (o != k)
                p.sharedWith.append(alone.at(o).deployment.modelId);
        context.price(p);
        group.parts.append(p);
    }
    if (!keepsConstraints(workload.constraints, group.parts))
        return std::nullopt;
    return group;
}

QList<PackedGroup> packedGroups(const PackingContext &context,
                                const QList<QList<ModelPlan>> &perModel, int *evaluated)
{
    QList<PackedGroup> out;
    int estimates = 0;
    const int n = int(perModel.size());
    const PartBytes bytes(context, n);
    QList<QList<ModelPlan>> lists;
    for (const QList<ModelPlan> &parts : perModel)
        lists.append(bestPerShape(parts, [&bytes](const ModelPlan &p) { return bytes.held(p); }));
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b)
            out.append(undominated(packPairs(context, bytes, lists.at(a), lists.at(b), estimates)));
    if (evaluated)
        *evaluated = estimates;
    return out;
}

QList<QList<ModelPlan>> cheapestPackedFleets(const AdvisorConstraints &constraints,
                                             const QList<QList<ModelPlan>> &perModel,
                                             const QList<PackedGroup> &groups, int count,
                                             int *visited)
{
    const int n = int(perModel.size());
    if (n == 0 || count <= 0)
        return {};
    PackedFleetSearch search(constraints, n, count);
    search.addUnits(perModel, groups);
    if (!search.prepare())
        return {}; // a model nothing serves
    search.visit(FleetTotals {});
    if (visited)
        *visited = search.steps();
    return search.fleets();
}

Explanation packingExplanation(const ModelPlan &part)
{
    if (!part.isPacked())
        return {};
    return Explanation("Headroom::Advisor",
                       QT_TRANSLATE_NOOP("Headroom::Advisor",
                                         "%1 shares its GPUs with %2: each step waits for "
                                         "theirs, TPOT %3 ms (alone %4 ms)"),
                       {part.deployment.modelId, part.sharedWith.join(QStringLiteral(", ")),
                        Explanation::Term(part.tpotSeconds * 1e3, 'f', 1),
                        Explanation::Term(part.tpotAloneSeconds * 1e3, 'f', 1)});
}

} // namespace Headroom
