// Packing several models onto the same GPUs (core/advisor/advisorpacking.h): the contention
// model against its formula, packing chosen when it is cheaper and refused when it breaks a
// target, the fleet search over parts and packed groups against brute force, the constraints,
// planItems() of a packed plan on a board, and the workload key.

#include "advisedworkloads.h"
#include "advisor/advisor.h"
#include "advisor/advisorjson.h"
#include "advisor/advisorpacking.h"
#include "advisor/advisorworkload.h"
#include "catalog/catalog.h"
#include "estimate/configurationevaluation.h"
#include "estimate/gpucontention.h"
#include "estimate/parallelsplit.h"
#include "headroomtest.h"
#include "plan/project.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <limits>

using namespace Headroom;

namespace {

/** Two small models that each leave most of a GPU empty. */
AdvisorWorkload smallPair()
{
    AdvisorWorkload w;
    w.constraints.disaggregation = DisaggregationSearch::Off; // the colocated space
    w.models.append(users(u"llama-3.2-3b"_qs, 16, 60, 3000));
    w.models.append(users(u"qwen3-4b"_qs, 16, 60, 3000));
    w.constraints.gpuIds = kSmallCatalog;
    w.constraints.engines = {EngineKind::Vllm};
    w.constraints.weightFormats = {WeightFormat::Bf16, WeightFormat::Fp8};
    w.constraints.kvFormats = {KvFormat::Bf16};
    w.constraints.acquisition = Acquisition::Rent;
    return w;
}

/** Every candidate of the model sized alone, the feasible ones within the constraints. */
QList<ModelPlan> bruteForce(const Catalog &catalog, const AdvisorWorkload &w, int model)
{
    QList<ModelPlan> out;
    for (const AdvisorCandidate &c : advisorCandidates(catalog, w, model)) {
        if (!advisorMayRank(catalog, w, c.gpuId))
            continue;
        const auto part = sizeCandidate(catalog, Project {}, w, c);
        if (part && keepsConstraints(w.constraints, {*part}))
            out.append(*part);
    }
    return out;
}

/** Renting only: a part's price from the per-GPU figures of the parts sized alone. */
struct RentBook
{
    QHash<QString, std::pair<double, double>> perGpu; // rent, power

    explicit RentBook(const QList<QList<ModelPlan>> &lists)
    {
        for (const QList<ModelPlan> &list : lists)
            for (const ModelPlan &p : list)
                perGpu.insert(p.candidate.gpuId, {p.rentPerMonth / p.gpus, p.powerKw / p.gpus});
    }
    void operator()(ModelPlan &p) const
    {
        const auto [rent, power] = perGpu.value(p.candidate.gpuId);
        p.rentPerMonth = rent * p.gpus;
        p.ownPerMonth = 0;
        p.upFront = 0;
        p.owned = false;
        p.powerKw = power * p.gpus;
        p.nodes = (p.gpus + kGpusPerNode - 1) / kGpusPerNode;
    }
};

struct Fleet
{
    double cost = 0;
    double slowest = std::numeric_limits<double>::infinity();
};

/** A fleet's cost, its configurations counted once. */
Fleet fleetOf(const QList<ModelPlan> &parts)
{
    Fleet f;
    QSet<QString> seen;
    for (const ModelPlan &p : parts) {
        f.slowest = std::min(f.slowest, p.tpotSeconds > 0 ? 1.0 / p.tpotSeconds : 0);
        if (!seen.contains(p.configuration.id))
            f.cost += p.monthlyCost();
        seen.insert(p.configuration.id);
    }
    return f;
}

} // namespace

class TestAdvisorPacking : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog = *Catalog::builtin();

private slots:
    /** Closed loops are always busy: each TPOT gains the other's whole step, TTFT stretches
     *  the same; alone nothing changes. */
    void contentionClosedLoops()
    {
        const QList<SharedGpuSpeed> s = sharedGpuSpeeds(
                {{0.5, 0.020, 256, 0}, {0.8, 0.030, 512, 0}});
        QCOMPARE(s.size(), 2);
        QCOMPARE(s.at(0).tpotSeconds, 0.020 + 0.030);
        QCOMPARE(s.at(1).tpotSeconds, 0.030 + 0.020);
        QCOMPARE(s.at(0).stretch, 0.050 / 0.020);
        QCOMPARE(s.at(0).ttftSeconds, 0.5 * 0.050 / 0.020);
        QCOMPARE(s.at(1).ttftSeconds, 0.8 * 0.050 / 0.030);
        QCOMPARE(s.at(0).busyFraction, 1.0);
        const QList<SharedGpuSpeed> alone = sharedGpuSpeeds({{0.5, 0.020, 256, 0}});
        QCOMPARE(alone.first().tpotSeconds, 0.020);
        QCOMPARE(alone.first().ttftSeconds, 0.5);
        // three: each waits for both others
        const QList<SharedGpuSpeed> three = sharedGpuSpeeds(
                {{0.1, 0.01, 100, 0}, {0.1, 0.02, 100, 0}, {0.1, 0.04, 100, 0}});
        QCOMPARE(three.at(0).tpotSeconds, 0.07);
        QCOMPARE(three.at(2).tpotSeconds, 0.07);
    }

    /** An open loop is busy 1 - exp(-L) of the time, L = rate x (TTFT' + output x TPOT'): the
     *  answer satisfies those equations at their fixed point. */
    void contentionOpenLoop()
    {
        const SharedGpuLoad a {0.2, 0.010, 200, 0.05}; // 0.05 requests/s per replica
        const SharedGpuLoad b {0.3, 0.015, 100, 0}; // closed
        const QList<SharedGpuSpeed> s = sharedGpuSpeeds({a, b});
        const double inFlight = 0.05 * (s.at(0).ttftSeconds + 200 * s.at(0).tpotSeconds);
        const double u = 1 - std::exp(-inFlight);
        QVERIFY(u > 0.05 && u < 0.5); // a light load: far from always busy
        QVERIFY(std::abs(s.at(0).busyFraction - u) < 1e-9);
        QVERIFY(std::abs(s.at(1).tpotSeconds - (0.015 + u * 0.010)) < 1e-12);
        QVERIFY(std::abs(s.at(0).tpotSeconds - (0.010 + 0.015)) < 1e-12); // b always busy
        QVERIFY(std::abs(s.at(1).ttftSeconds - 0.3 * s.at(1).stretch) < 1e-12);

        // its prefill on a pool apart: busy on these GPUs only while it decodes, and its TTFT
        // does not stretch
        SharedGpuLoad apart = a;
        apart.prefillApart = true;
        const QList<SharedGpuSpeed> d = sharedGpuSpeeds({apart, b});
        const double decodeOnly = 1 - std::exp(-0.05 * 200 * d.at(0).tpotSeconds);
        QVERIFY(std::abs(d.at(0).busyFraction - decodeOnly) < 1e-9);
        QVERIFY(d.at(0).busyFraction < s.at(0).busyFraction);
        QCOMPARE(d.at(0).ttftSeconds, 0.2);
        QVERIFY(std::abs(d.at(1).tpotSeconds - (0.015 + decodeOnly * 0.010)) < 1e-12);
    }

    /** Two small models that each leave most of a GPU empty: the cheapest plan packs them on
     *  one configuration, cheaper than the cheapest plan without packing; its GPUs and cost
     *  count once; each part meets its targets under the contention model. */
    void packingChosenWhenCheaper()
    {
        AdvisorWorkload w = smallPair();
        AdvisorOptions options;
        options.verifyWithSimulation = false;
        const auto packed = advise(m_catalog, Project {}, w, options);
        QVERIFY(packed && !packed->plans.isEmpty());
        QVERIFY(packed->packingsEvaluated > 0);
        w.constraints.packing = false;
        const auto separate = advise(m_catalog, Project {}, w, options);
        QVERIFY(separate && !separate->plans.isEmpty());
        QCOMPARE(separate->packingsEvaluated, 0);
        for (const ModelPlan &p : separate->plans.first().parts)
            QVERIFY(!p.isPacked());

        const AdvisorPlan &best = packed->plans.first();
        QVERIFY(best.monthlyCost < separate->plans.first().monthlyCost);
        const ModelPlan &a = best.parts.at(0);
        const ModelPlan &b = best.parts.at(1);
        QVERIFY(a.isPacked() && b.isPacked());
        QCOMPARE(a.configuration.id, b.configuration.id);
        QCOMPARE(a.deployment.configurationId, a.configuration.id);
        QCOMPARE(a.sharedWith, QStringList {u"qwen3-4b"_qs});
        QCOMPARE(b.sharedWith, QStringList {u"llama-3.2-3b"_qs});
        QCOMPARE(best.gpus, a.gpus);
        QCOMPARE(best.monthlyCost, a.monthlyCost());
        QCOMPARE(best.powerKw, a.powerKw);
        QVERIFY(modelPlanShape(a).endsWith(u", shared with qwen3-4b"_qs));
        QVERIFY2(best.binds.text().contains(
                         u"llama-3.2-3b shares its GPUs with qwen3-4b: each step waits for theirs, "
                         "TPOT %1 ms"_qs.arg(a.tpotSeconds * 1e3, 0, 'f', 1)),
                 qPrintable(best.binds.text()));
        // both closed loops: each TPOT is its own step plus the other's
        QVERIFY(std::abs(a.tpotSeconds - (a.tpotAloneSeconds + b.tpotAloneSeconds)) < 1e-12);
        QVERIFY(std::abs(b.tpotSeconds - (a.tpotAloneSeconds + b.tpotAloneSeconds)) < 1e-12);
        QVERIFY(std::abs(a.ttftSeconds - a.ttftAloneSeconds * a.contentionStretch) < 1e-12);
        for (int i = 0; i < 2; ++i) {
            QVERIFY(best.parts.at(i).tpotSeconds * 1e3 <= w.models.at(i).tpotTargetMs);
            QVERIFY(best.parts.at(i).ttftSeconds * 1e3 <= w.models.at(i).ttftTargetMs);
        }
        // the JSON says so
        const QJsonObject json = advisorResultToJson(*packed);
        const QJsonObject part = json[u"plans"_qs][0][u"parts"_qs][0].toObject();
        QCOMPARE(part[u"shared_with"_qs].toArray().first().toString(), u"qwen3-4b"_qs);
        QCOMPARE(part[u"configuration"_qs].toString(), a.configuration.id);
        QVERIFY(json[u"search"_qs][u"packings_evaluated"_qs].toInt() > 0);
    }

    /** Open loops: a light request rate keeps an engine busy only part of the time, so the
     *  other waits for its steps that share of the time (u = 1 - exp(-L)). */
    void openLoopPacking()
    {
        AdvisorWorkload w = smallPair();
        for (AdvisedModel &m : w.models) {
            m.users = 0;
            m.requestsPerSecond = 0.02;
        }
        AdvisorOptions options;
        options.verifyWithSimulation = false;
        const auto result = advise(m_catalog, Project {}, w, options);
        QVERIFY(result && !result->plans.isEmpty());
        const AdvisorPlan &best = result->plans.first();
        const ModelPlan &a = best.parts.at(0);
        const ModelPlan &b = best.parts.at(1);
        QVERIFY(a.isPacked());
        const auto busy = [&w](const ModelPlan &p) {
            const AdvisedModel &m = w.models.at(p.candidate.modelIndex);
            const double inFlight = m.requestsPerSecond / p.replicas
                    * (p.ttftSeconds + double(m.outputTokens) * p.tpotSeconds);
            return 1 - std::exp(-inFlight);
        };
        QVERIFY(busy(a) < 0.99 && busy(b) < 0.99);
        QVERIFY(std::abs(a.tpotSeconds - (a.tpotAloneSeconds + busy(b) * b.tpotAloneSeconds))
                < 1e-9 * a.tpotSeconds);
        QVERIFY(std::abs(b.tpotSeconds - (b.tpotAloneSeconds + busy(a) * a.tpotAloneSeconds))
                < 1e-9 * b.tpotSeconds);
        // an open loop serves its rate
        QCOMPARE(a.outputTokensPerSecond, 0.02 * 256);
    }

    /** A packing whose contention breaks a target is refused: with the TPOT target between
     *  the parts' TPOT alone and their sum, the same parts do not pack. */
    void notWhenItBreaksATarget()
    {
        AdvisorWorkload w = smallPair();
        AdvisorOptions options;
        options.verifyWithSimulation = false;
        const auto loose = advise(m_catalog, Project {}, w, options);
        QVERIFY(loose && !loose->plans.isEmpty());
        const ModelPlan a = loose->plans.first().parts.at(0);
        const ModelPlan b = loose->plans.first().parts.at(1);
        QVERIFY(a.isPacked());
        const double alone = std::max(a.tpotAloneSeconds, b.tpotAloneSeconds);
        const double between = (alone + a.tpotSeconds) / 2 * 1e3; // ms
        w.models[0].tpotTargetMs = between;
        w.models[1].tpotTargetMs = between;
        const auto tight = advise(m_catalog, Project {}, w, options);
        QVERIFY(tight && !tight->plans.isEmpty());
        for (const AdvisorPlan &plan : tight->plans) {
            for (int i = 0; i < 2; ++i)
                QVERIFY(plan.parts.at(i).tpotSeconds * 1e3 <= between);
            // the loose plan's packing (same shapes, formats and replicas) is not among them
            QVERIFY(!(plan.parts.at(0).isPacked() && plan.parts.at(0).candidate == a.candidate
                      && plan.parts.at(1).candidate == b.candidate
                      && plan.parts.at(0).replicas == a.replicas));
        }
        // directly: packParts refuses those parts at those replicas
        const AdvisorWorkload tightWorkload = w;
        QList<ModelPlan> alones;
        for (const ModelPlan &p : {a, b}) {
            const auto sized = sizeCandidate(m_catalog, Project {}, tightWorkload, p.candidate);
            if (sized)
                alones.append(*sized);
        }
        QCOMPARE(alones.size(), 2);
        const RentBook book({alones});
        const Project project;
        const PackingContext context {&m_catalog, &project, &tightWorkload,
                                      [&book](ModelPlan &p) { book(p); }};
        QVERIFY(!packParts(context, alones, a.replicas));
        // with the loose targets it packs them, as the advisor did
        const AdvisorWorkload looseWorkload = smallPair();
        const PackingContext looseContext {&m_catalog, &project, &looseWorkload,
                                           [&book](ModelPlan &p) { book(p); }};
        const auto group = packParts(looseContext, alones, a.replicas);
        QVERIFY(group);
        QCOMPARE(group->parts.at(0).tpotSeconds, a.tpotSeconds);
        QCOMPARE(group->parts.at(1).ttftSeconds, b.ttftSeconds);
        QCOMPARE(group->monthlyCost(), a.monthlyCost());
    }

    void exactAgainstBruteForce_data()
    {
        QTest::addColumn<QStringList>("models");
        QTest::addColumn<int>("maxGpus");
        QTest::newRow("two small models") << QStringList {u"llama-3.2-3b"_qs, u"qwen3-4b"_qs} << 0;
        QTest::newRow("two, at most 2 GPUs")
                << QStringList {u"llama-3.2-3b"_qs, u"llama-3.2-1b"_qs} << 2;
        QTest::newRow("three small models")
                << QStringList {u"llama-3.2-1b"_qs, u"llama-3.2-3b"_qs, u"qwen3-4b"_qs} << 0;
        QTest::newRow("three, at most 2 GPUs")
                << QStringList {u"llama-3.2-1b"_qs, u"llama-3.2-3b"_qs, u"qwen3-4b"_qs} << 2;
    }

    /** The fleet search over parts and packed groups equals brute force over every way of
     *  serving each model once (its own part, or within a group), the 5 cheapest too. */
    void exactAgainstBruteForce()
    {
        QFETCH(QStringList, models);
        QFETCH(int, maxGpus);
        AdvisorWorkload w = smallPair();
        w.models.clear();
        for (const QString &m : models)
            w.models.append(users(m, 16, 60, 3000));
        w.constraints.maxGpus = maxGpus;
        QList<QList<ModelPlan>> lists;
        for (int i = 0; i < w.models.size(); ++i) {
            lists.append(bruteForce(m_catalog, w, i));
            QVERIFY(!lists.last().isEmpty());
        }
        const RentBook book(lists);
        const Project project;
        const PackingContext context {&m_catalog, &project, &w, [&book](ModelPlan &p) { book(p); }};
        int evaluated = 0;
        const QList<PackedGroup> groups = packedGroups(context, lists, &evaluated);
        QVERIFY(!groups.isEmpty());
        for (const PackedGroup &g : groups)
            QCOMPARE(g.parts.size(), 2);

        // brute force: every cover of the models by single parts and groups
        QList<Fleet> all;
        const int n = int(w.models.size());
        std::function<void(QList<ModelPlan> &, QList<bool> &)> cover = [&](QList<ModelPlan> &parts,
                                                                           QList<bool> &covered) {
            const int i = int(std::find(covered.begin(), covered.end(), false) - covered.begin());
            if (i == n) {
                if (keepsConstraints(w.constraints, parts))
                    all.append(fleetOf(parts));
                return;
            }
            covered[i] = true;
            for (const ModelPlan &p : lists.at(i)) {
                parts[i] = p;
                cover(parts, covered);
            }
            for (const PackedGroup &g : groups) {
                const int a = g.parts.at(0).candidate.modelIndex;
                const int b = g.parts.at(1).candidate.modelIndex;
                if (a != i || covered.at(b))
                    continue;
                covered[b] = true;
                parts[a] = g.parts.at(0);
                parts[b] = g.parts.at(1);
                cover(parts, covered);
                covered[b] = false;
            }
            covered[i] = false;
        };
        QList<ModelPlan> parts(n);
        QList<bool> covered(n, false);
        cover(parts, covered);
        QVERIFY(!all.isEmpty());
        std::sort(all.begin(), all.end(), [](const Fleet &a, const Fleet &b) {
            if (a.cost != b.cost)
                return a.cost < b.cost;
            return a.slowest > b.slowest;
        });

        int visited = 0;
        const QList<QList<ModelPlan>> five = cheapestPackedFleets(w.constraints, lists, groups, 5,
                                                                  &visited);
        QCOMPARE(five.size(), std::min<qsizetype>(5, all.size()));
        for (int k = 0; k < five.size(); ++k) {
            QVERIFY(keepsConstraints(w.constraints, five.at(k)));
            const Fleet f = fleetOf(five.at(k));
            QCOMPARE(f.cost, all.at(k).cost);
            for (int i = 0; i < n; ++i)
                QCOMPARE(five.at(k).at(i).candidate.modelIndex, i);
        }
        QCOMPARE(fleetOf(five.first()).slowest, all.first().slowest);
        QVERIFY(visited < all.size()); // the bounds prune
        // with a GPU limit below one GPU per model only packing serves them all
        if (maxGpus > 0 && maxGpus < n)
            QVERIFY(std::any_of(five.first().begin(), five.first().end(),
                                [](const ModelPlan &p) { return p.isPacked(); }));

        // the advisor finds the cheapest
        AdvisorOptions options;
        options.verifyWithSimulation = false;
        const auto result = advise(m_catalog, Project {}, w, options);
        QVERIFY(result && !result->plans.isEmpty());
        QCOMPARE(result->plans.first().monthlyCost, all.first().cost);
    }

    /** The constraints hold for packed plans: GPUs, power and budget count the shared
     *  configuration once; one GPU type when mixed fleets are off. */
    void constraintsRespected()
    {
        AdvisorWorkload w = smallPair();
        AdvisorOptions options;
        options.verifyWithSimulation = false;
        w.constraints.packing = false;
        const auto separate = advise(m_catalog, Project {}, w, options);
        QVERIFY(separate && !separate->plans.isEmpty());
        w.constraints.packing = true;

        // one GPU: only a packed plan serves both
        w.constraints.maxGpus = 1;
        auto result = advise(m_catalog, Project {}, w, options);
        QVERIFY(result && !result->plans.isEmpty());
        for (const AdvisorPlan &p : result->plans) {
            QCOMPARE(p.gpus, 1);
            QVERIFY(p.parts.at(0).isPacked());
            QVERIFY(keepsConstraints(w.constraints, p.parts));
        }
        w.constraints.packing = false;
        result = advise(m_catalog, Project {}, w, options);
        QVERIFY(result && result->plans.isEmpty());
        w.constraints.packing = true;
        w.constraints.maxGpus = 0;

        // a budget below the cheapest separate plan
        w.constraints.budgetPerMonth = separate->plans.first().monthlyCost * 0.999;
        result = advise(m_catalog, Project {}, w, options);
        QVERIFY(result && !result->plans.isEmpty());
        for (const AdvisorPlan &p : result->plans) {
            QVERIFY(p.monthlyCost <= w.constraints.budgetPerMonth);
            QVERIFY(p.parts.at(0).isPacked());
        }
        w.constraints.budgetPerMonth = 0;

        // power: the shared configuration's once
        const AdvisorPlan cheapest = advise(m_catalog, Project {}, w, options)->plans.first();
        QVERIFY(cheapest.parts.at(0).isPacked());
        w.constraints.maxPowerKw = cheapest.parts.at(0).powerKw * 1.0001;
        result = advise(m_catalog, Project {}, w, options);
        QVERIFY(result && !result->plans.isEmpty());
        QCOMPARE(result->plans.first().monthlyCost, cheapest.monthlyCost);
        for (const AdvisorPlan &p : result->plans)
            QVERIFY(p.powerKw <= w.constraints.maxPowerKw);
        w.constraints.maxPowerKw = 0;

        w.constraints.mixedFleet = false;
        result = advise(m_catalog, Project {}, w, options);
        QVERIFY(result && !result->plans.isEmpty());
        for (const AdvisorPlan &p : result->plans)
            QCOMPARE(p.parts.at(0).candidate.gpuId, p.parts.at(1).candidate.gpuId);
    }

    /** "Add to board": the packed parts become one configuration with both deployments; the
     *  board's evaluation of it fits and shows the advisor's TTFT, TPOT and tokens/s for each
     *  (the contention model over each deployment's speed alone on the GPUs); the simulation
     *  checks the packed parts beside each other. */
    void planItemsGiveOneConfiguration()
    {
        const AdvisorWorkload w = smallPair();
        AdvisorOptions options;
        const auto result = advise(m_catalog, Project {}, w, options);
        QVERIFY(result && !result->plans.isEmpty());
        const AdvisorPlan plan = result->plans.first();
        QVERIFY(plan.parts.at(0).isPacked());
        QVERIFY(plan.sloVerified);
        for (const ModelPlan &p : plan.parts) {
            QVERIFY(p.simulated.has_value());
            // the simulation's mean is anchored on the shared estimate
            QVERIFY(std::abs(p.simulated->tpot.mean - p.tpotSeconds) <= 1e-9 * p.tpotSeconds);
            QVERIFY(p.contentionStretch > 1);
        }

        const PlanItems items = planItems(plan, u"Plan 1"_qs);
        QCOMPARE(items.configurations.size(), 1);
        QCOMPARE(items.deployments.size(), 2);
        const Configuration &c = items.configurations.first();
        QCOMPARE(c.name, u"Plan 1: llama-3.2-3b + qwen3-4b"_qs);
        QCOMPARE(c.gpuCount, plan.gpus);
        for (const Deployment &d : items.deployments)
            QCOMPARE(d.configurationId, c.id);
        Project project;
        project.configurations = items.configurations;
        project.deployments = items.deployments;
        const ConfigurationEvaluation e = evaluateConfiguration(m_catalog, project, c);
        QVERIFY(e.fits);
        QCOMPARE(e.deployments.size(), 2);
        QList<SharedGpuLoad> loads;
        for (int i = 0; i < 2; ++i) {
            const DeploymentEstimate &d = e.deployments.at(i);
            const ModelPlan &part = plan.parts.at(i);
            QVERIFY(d.speed.has_value());
            // the board shows the advisor's figures
            QCOMPARE(d.speed->tpotSeconds, part.tpotSeconds);
            QCOMPARE(d.speed->ttftSeconds, part.ttftSeconds);
            QCOMPARE(d.speed->throughputTokensPerSecond, part.outputTokensPerSecond);
            QVERIFY(d.maxBatch && d.maxBatch->value >= w.models.at(i).users);
            // each alone on the same GPUs (a configuration of its own)
            Project alone = project;
            alone.deployments = {project.deployments.at(i)};
            const ConfigurationEvaluation a = evaluateConfiguration(m_catalog, alone, c);
            const SpeedEstimate &t = *a.deployments.first().speed;
            QCOMPARE(t.tpotSeconds, part.tpotAloneSeconds);
            QCOMPARE(t.ttftSeconds, part.ttftAloneSeconds);
            loads.append({t.ttftSeconds, t.tpotSeconds, double(w.models.at(i).outputTokens), 0});
        }
        const QList<SharedGpuSpeed> shared = sharedGpuSpeeds(loads);
        for (int i = 0; i < 2; ++i) {
            const double tpot = plan.parts.at(i).tpotSeconds;
            const double ttft = plan.parts.at(i).ttftSeconds;
            QVERIFY(std::abs(shared.at(i).tpotSeconds - tpot) <= 1e-12 * tpot);
            QVERIFY(std::abs(shared.at(i).ttftSeconds - ttft) <= 1e-12 * ttft);
        }
    }

    /** constraints.packing: a boolean, true by default, round-tripped. */
    void workloadKey()
    {
        const auto bad = advisorWorkloadFromJson(QByteArray(
                R"({"models": [{"model": "a", "users": 5}], "constraints": {"packing": "yes"}})"));
        QVERIFY(!bad);
        QCOMPARE(bad.error().detail, u"constraints.packing"_qs);
        QVERIFY(bad.error().message.contains(u"constraints.packing"_qs));
        const auto byDefault = advisorWorkloadFromJson(
                QByteArray(R"({"models": [{"model": "a", "users": 5}]})"));
        QVERIFY(byDefault && byDefault->constraints.packing);
        const auto off = advisorWorkloadFromJson(QByteArray(
                R"({"models": [{"model": "a", "users": 5}], "constraints": {"packing": false}})"));
        QVERIFY(off && !off->constraints.packing);
        const QJsonObject json = advisorWorkloadToJson(*off);
        QCOMPARE(json[u"constraints"_qs][u"packing"_qs].toBool(true), false);
        const auto again = advisorWorkloadFromJson(json);
        QVERIFY(again);
        QCOMPARE(*again, *off);
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestAdvisorPacking)
#include "tst_advisorpacking.moc"
