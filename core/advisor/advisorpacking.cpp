#include "advisor/advisorpacking.h"
#include "advisor/advisorinternal.h"

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
        if (!sameShape(p.candidate, shape))
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
        if (!e.throughput || e.throughput->saturated || !e.maxBatch)
            return std::nullopt;
    PackedGroup group;
    for (qsizetype k = 0; k < alone.size(); ++k) {
        const DeploymentEstimate &e = v.deployments.at(k);
        const ThroughputEstimate &s = *e.throughput;
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
        p.ttftSeconds = s.ttftSeconds;
        p.tpotSeconds = s.tpotSeconds;
        p.contentionStretch = s.contentionStretch;
        p.sharedStepWaitSeconds = s.sharedStepWaitSeconds;
        p.bound = s.bound;
        // a closed loop's cycles stretch with its steps; an open loop serves its rate
        p.outputTokensPerSecond = m.users > 0 ? s.throughputTokensPerSecond
                                              : m.requestsPerSecond * double(m.outputTokens);
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
    const AdvisorWorkload &workload = *context.workload;
    const int n = int(perModel.size());
    // the weights per GPU of a part, for a bound before any estimate
    QList<std::optional<ModelSpec>> specs;
    QList<ParameterCount> counts;
    for (int i = 0; i < n; ++i) {
        specs.append(context.catalog->model(workload.models.at(i).modelId));
        counts.append(specs.last() ? countParameters(*specs.last()) : ParameterCount {});
    }
    const auto weightsPerGpu = [&](const ModelPlan &p) {
        const int i = p.candidate.modelIndex;
        if (!specs.at(i))
            return std::numeric_limits<double>::infinity();
        return double(modelWeightBytes(*specs.at(i), counts.at(i), p.candidate.weights))
                / p.candidate.gpusPerReplica();
    };
    const auto bytes = [&](const ModelPlan &p) {
        const int i = p.candidate.modelIndex;
        return std::pair {weightsPerGpu(p),
                          specs.at(i) ? kvBytesPerToken(*specs.at(i), p.candidate.kv) : 0.0};
    };
    QList<QList<ModelPlan>> lists;
    for (const QList<ModelPlan> &parts : perModel)
        lists.append(bestPerShape(parts, bytes));
    for (int a = 0; a < n; ++a) {
        for (int b = a + 1; b < n; ++b) {
            QList<PackedGroup> found;
            for (const ModelPlan &pa : lists.at(a)) {
                if (context.cancel && context.cancel->load())
                    break;
                for (const ModelPlan &pb : lists.at(b)) {
                    if (!sameShape(pa.candidate, pb.candidate))
                        continue;
                    const auto gpu = context.catalog->gpu(pa.candidate.gpuId);
                    if (!gpu || weightsPerGpu(pa) + weightsPerGpu(pb) > double(gpu->memoryBytes()))
                        continue;
                    const QList<ModelPlan> pair {pa, pb};
                    // feasible at R replicas is monotone in R (fewer sequences per replica:
                    // faster and less KV per GPU): the fewest by bisection
                    // the least a GPU of this type costs per month, the acquisition allowed
                    const AdvisorConstraints &c = workload.constraints;
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
                    if (lo > hi)
                        continue;
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
                    if (best)
                        found.append(*best);
                }
            }
            // the pair's packings no other of them dominates
            for (const PackedGroup &g : std::as_const(found)) {
                if (std::none_of(found.begin(), found.end(), [&g](const PackedGroup &k) {
                        return &k != &g && dominatesGroup(k, g)
                                && (!dominatesGroup(g, k) || &k < &g);
                    }))
                    out.append(g);
            }
        }
    }
    if (evaluated)
        *evaluated = estimates;
    return out;
}

QList<QList<ModelPlan>> cheapestPackedFleets(const AdvisorConstraints &constraints,
                                             const QList<QList<ModelPlan>> &perModel,
                                             const QList<PackedGroup> &groups, int count,
                                             int *visited)
{
    QList<QList<ModelPlan>> best;
    QList<FleetTotals> bestTotals;
    const int n = int(perModel.size());
    if (n == 0 || count <= 0)
        return best;
    // the units each model may be served by, the cheapest first: its own parts, and the groups
    // whose first model it is (the search serves the models in order)
    QList<QList<Unit>> units(n);
    const auto unitOf = [](const QList<ModelPlan> &parts) {
        Unit u;
        for (const ModelPlan &p : parts) {
            u.models.append(p.candidate.modelIndex);
            u.parts.append(p);
            u.totals.slowest = std::min(u.totals.slowest, perUserSpeed(p));
        }
        u.totals.add(parts.first());
        return u;
    };
    for (int i = 0; i < n; ++i)
        for (const ModelPlan &p : perModel.at(i))
            units[i].append(unitOf({p}));
    for (const PackedGroup &g : groups) {
        if (g.parts.size() < 2)
            continue;
        const int first = g.parts.first().candidate.modelIndex;
        if (first < 0 || first >= n
            || std::any_of(g.parts.begin(), g.parts.end(), [n](const ModelPlan &p) {
                   return p.candidate.modelIndex < 0 || p.candidate.modelIndex >= n;
               }))
            continue;
        units[first].append(unitOf(g.parts));
    }
    // the least each model adds: a unit's totals shared equally by its models
    QList<FleetTotals> least(n);
    for (int i = 0; i < n; ++i) {
        FleetTotals &l = least[i];
        l.cost = l.gpus = l.nodes = l.powerKw = l.upFront = std::numeric_limits<double>::infinity();
    }
    for (int i = 0; i < n; ++i) {
        std::stable_sort(units[i].begin(), units[i].end(), [](const Unit &a, const Unit &b) {
            return a.totals.cost < b.totals.cost;
        });
        for (const Unit &u : std::as_const(units[i])) {
            const double share = 1.0 / double(u.models.size());
            for (int m : u.models) {
                FleetTotals &l = least[m];
                l.cost = std::min(l.cost, u.totals.cost * share);
                l.gpus = std::min(l.gpus, u.totals.gpus * share);
                l.nodes = std::min(l.nodes, u.totals.nodes * share);
                l.powerKw = std::min(l.powerKw, u.totals.powerKw * share);
                l.upFront = std::min(l.upFront, u.totals.upFront * share);
            }
        }
    }
    for (const FleetTotals &l : std::as_const(least))
        if (!std::isfinite(l.cost))
            return best; // a model nothing serves
    int steps = 0;
    QList<bool> covered(n, false);
    QList<ModelPlan> parts(n);
    QString fleetGpu; // the first unit's GPU type (one type when mixed fleets are off)
    const auto eps = [](double limit) { return limit * (1 + 1e-12); };
    const auto restAfter = [&](const QList<int> &taking) {
        FleetTotals r;
        for (int m = 0; m < n; ++m) {
            if (covered.at(m) || taking.contains(m))
                continue;
            const FleetTotals &l = least.at(m);
            r.cost += l.cost;
            r.gpus += l.gpus;
            r.nodes += l.nodes;
            r.powerKw += l.powerKw;
            r.upFront += l.upFront;
        }
        return r;
    };
    std::function<void(const FleetTotals &)> visit = [&](const FleetTotals &t) {
        ++steps;
        const int i = int(std::find(covered.begin(), covered.end(), false) - covered.begin());
        if (i == n) {
            if (!keepsConstraints(constraints, parts))
                return;
            const auto at = std::upper_bound(bestTotals.begin(), bestTotals.end(), t, ranksBefore);
            const qsizetype pos = at - bestTotals.begin();
            if (pos >= count)
                return;
            bestTotals.insert(pos, t);
            best.insert(pos, parts);
            if (bestTotals.size() > count) {
                bestTotals.removeLast();
                best.removeLast();
            }
            return;
        }
        for (const Unit &unit : std::as_const(units.at(i))) {
            if (std::any_of(unit.models.begin(), unit.models.end(),
                            [&covered](int m) { return covered.at(m); }))
                continue;
            FleetTotals u = t;
            u.cost += unit.totals.cost;
            u.gpus += unit.totals.gpus;
            u.nodes += unit.totals.nodes;
            u.powerKw += unit.totals.powerKw;
            u.upFront += unit.totals.upFront;
            u.slowest = std::min(u.slowest, unit.totals.slowest);
            const FleetTotals rest = restAfter(unit.models);
            if (bestTotals.size() >= count && u.cost + rest.cost > bestTotals.last().cost)
                continue;
            if ((constraints.budgetPerMonth > 0
                 && u.cost + rest.cost > eps(constraints.budgetPerMonth))
                || (constraints.maxGpus > 0 && u.gpus + rest.gpus > constraints.maxGpus + 1e-9)
                || (constraints.maxNodes > 0 && u.nodes + rest.nodes > constraints.maxNodes + 1e-9)
                || (constraints.maxPowerKw > 0
                    && u.powerKw + rest.powerKw > eps(constraints.maxPowerKw))
                || (constraints.budgetUpFront > 0
                    && u.upFront + rest.upFront > eps(constraints.budgetUpFront)))
                continue;
            const QString gpu = unit.parts.first().candidate.gpuId;
            const bool firstUnit = fleetGpu.isEmpty();
            if (!constraints.mixedFleet && !firstUnit && gpu != fleetGpu)
                continue;
            if (firstUnit)
                fleetGpu = gpu;
            for (qsizetype k = 0; k < unit.models.size(); ++k) {
                covered[unit.models.at(k)] = true;
                parts[unit.models.at(k)] = unit.parts.at(k);
            }
            visit(u);
            for (int m : unit.models)
                covered[m] = false;
            if (firstUnit)
                fleetGpu.clear();
        }
    };
    visit(FleetTotals {});
    if (visited)
        *visited = steps;
    return best;
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
