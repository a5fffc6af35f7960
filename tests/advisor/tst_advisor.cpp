// The advisor (core/advisor): its cheapest plan against brute force over the whole search space
// of a small catalog, the fleet search against brute force over every combination, the latency
// targets under the load simulation, the constraints, and the workload file's errors.

#include "advisedworkloads.h"
#include "advisor/advisor.h"
#include "advisor/advisortraffic.h"
#include "advisor/advisorworkload.h"
#include "catalog/catalog.h"
#include "cost/configurationcost.h"
#include "cost/costmodel.h"
#include "cost/unitfleet.h"
#include "estimate/configurationevaluation.h"
#include "estimate/deploymentestimate.h"
#include "headroomtest.h"
#include "plan/project.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

#include <limits>

using namespace Headroom;

namespace {

double speed(const ModelPlan &p)
{
    return p.tpotSeconds > 0 ? 1.0 / p.tpotSeconds : 0;
}

/** Every candidate of the model sized without any bound; the feasible ones within the
 *  constraints. */
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

/** The speed model's TPOT and TTFT of a part at `replicas` replicas. */
std::pair<double, double> speedAt(const Catalog &catalog, const ModelPlan &part, int replicas)
{
    Project project;
    Configuration config = part.configuration;
    config.gpuCount = part.candidate.gpusPerReplica() * replicas;
    project.configurations.append(config);
    project.deployments.append(part.deployment);
    const DeploymentEstimate e = estimateDeployment(catalog, project, part.deployment);
    if (!e.speed)
        return {std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
    return {e.speed->tpotSeconds, e.speed->ttftSeconds};
}

} // namespace

class TestAdvisor : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog = *Catalog::builtin();

private slots:
    /** A project calibration that cannot be applied (here a constant out of its range, as a
     *  hand-edited file could hold) refuses the plans of its GPU x engine: they are never
     *  estimated with the engine's defaults in its place (issue 30). */
    void brokenCalibrationRefusesInsteadOfDefaults()
    {
        AdvisorWorkload w;
        w.models.append(::users(u"llama-3.1-8b"_qs, 50, 50.0, 2000.0));
        w.constraints.gpuIds = {u"h100-sxm-80gb"_qs};
        w.constraints.disaggregation = DisaggregationSearch::Off;
        AdvisorOptions options;
        options.verifyWithSimulation = false;
        const auto healthy = advise(m_catalog, Project {}, w, options);
        QVERIFY(healthy);
        const auto onVllm = [](const AdvisorResult &r) {
            int n = 0;
            for (const AdvisorPlan &p : r.plans)
                n += p.parts.first().deployment.engine == EngineKind::Vllm ? 1 : 0;
            return n;
        };
        QVERIFY(onVllm(*healthy) > 0);

        Project project;
        Calibration broken;
        broken.id = u"c1"_qs;
        broken.gpuId = u"h100-sxm-80gb"_qs;
        broken.engine = EngineKind::Vllm;
        broken.constants.insert(u"memory_fraction"_qs, 7.0); // out of range
        project.calibrations.append(broken);
        const auto refused = advise(m_catalog, project, w, options);
        QVERIFY(refused);
        QCOMPARE(onVllm(*refused), 0);
        QVERIFY(refused->rejections.value(Rejection::Invalid) > 0);
        QVERIFY(refused->plans.size() > 0); // the other engines still plan
    }

    void cheapestEqualsBruteForce_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("users");
        QTest::addColumn<double>("rps");
        QTest::addColumn<double>("tpotMs");
        QTest::addColumn<double>("ttftMs");
        QTest::newRow("8b, 200 users, 30 ms") << u"llama-3.1-8b"_qs << 200 << 0.0 << 30.0 << 1000.0;
        QTest::newRow("70b, 300 users, 50 ms")
                << u"llama-3.1-70b"_qs << 300 << 0.0 << 50.0 << 3000.0;
        QTest::newRow("8b, 15 requests/s") << u"llama-3.1-8b"_qs << 0 << 15.0 << 40.0 << 1500.0;
        QTest::newRow("qwen3 MoE, 100 users") << u"qwen3-30b-a3b"_qs << 100 << 0.0 << 30.0 << 0.0;
    }

    /** The advisor's cheapest plan (with its bounds) costs what the cheapest of every candidate
     *  sized without bounds costs; one replica fewer misses a target in the speed model. */
    void cheapestEqualsBruteForce()
    {
        QFETCH(QString, model);
        QFETCH(int, users);
        QFETCH(double, rps);
        QFETCH(double, tpotMs);
        QFETCH(double, ttftMs);
        AdvisorWorkload w;
        AdvisedModel m = ::users(model, users, tpotMs, ttftMs);
        m.requestsPerSecond = rps;
        w.models.append(m);
        w.constraints.gpuIds = kSmallCatalog;
        w.constraints.disaggregation
                = DisaggregationSearch::Off; // the colocated space (tst_advisordisagg: both)
        AdvisorOptions options;
        options.verifyWithSimulation = false;
        const auto result = advise(m_catalog, Project {}, w, options);
        QVERIFY2(result, qPrintable(result ? QString() : result.error().message));
        QVERIFY(!result->plans.isEmpty());
        QVERIFY(result->candidatesEvaluated < result->candidatesGenerated); // the bounds prune

        const QList<ModelPlan> all = bruteForce(m_catalog, w, 0);
        QVERIFY(!all.isEmpty());
        double cheapest = std::numeric_limits<double>::infinity();
        for (const ModelPlan &p : all)
            cheapest = std::min(cheapest, p.monthlyCost());
        const AdvisorPlan &best = result->plans.first();
        QCOMPARE(best.monthlyCost, cheapest);
        // ties broken by speed: nothing as cheap is faster
        for (const ModelPlan &p : all)
            if (p.monthlyCost() == cheapest)
                QVERIFY(speed(p) <= best.perUserTokensPerSecond * (1 + 1e-12));

        // the replicas are the fewest that meet the targets in the speed model
        const ModelPlan &part = best.parts.first();
        const auto [tpot, ttft] = speedAt(m_catalog, part, part.replicas);
        QVERIFY(tpot * 1e3 <= tpotMs);
        QVERIFY(ttftMs <= 0 || ttft * 1e3 <= ttftMs);
        if (part.replicas > 1 && users > 0) {
            const auto [tpotFewer, ttftFewer] = speedAt(m_catalog, part, part.replicas - 1);
            QVERIFY(tpotFewer * 1e3 > tpotMs || (ttftMs > 0 && ttftFewer * 1e3 > ttftMs)
                    || part.binding == PlanBinding::Memory);
        }
        // the ranking: by monthly cost, then per-user speed
        for (int i = 1; i < result->plans.size(); ++i) {
            const AdvisorPlan &a = result->plans.at(i - 1);
            const AdvisorPlan &b = result->plans.at(i);
            QVERIFY(a.monthlyCost < b.monthlyCost
                    || (a.monthlyCost == b.monthlyCost
                        && a.perUserTokensPerSecond >= b.perUserTokensPerSecond));
            QVERIFY(!b.whyLoses.isEmpty());
            QVERIFY(!b.binds.isEmpty());
        }
        // the front: cheaper first, each faster than every cheaper one
        for (int i = 1; i < result->paretoFront.size(); ++i) {
            QVERIFY(result->paretoFront.at(i - 1).monthlyCost
                    <= result->paretoFront.at(i).monthlyCost);
            QVERIFY(result->paretoFront.at(i - 1).perUserTokensPerSecond
                    < result->paretoFront.at(i).perUserTokensPerSecond);
        }
    }

    /** Two models: the exact fleet search equals brute force over every pair of candidates,
     *  under a GPU and a power limit; the 5 cheapest fleets too. */
    void fleetEqualsBruteForce()
    {
        AdvisorWorkload w;
        w.models.append(users(u"llama-3.1-70b"_qs, 200, 50, 3000));
        w.models.append(users(u"llama-3.1-8b"_qs, 400, 30, 1000));
        w.constraints.gpuIds = {u"l40s-48gb"_qs, u"h100-sxm-80gb"_qs};
        w.constraints.disaggregation
                = DisaggregationSearch::Off; // the colocated space (tst_advisordisagg: both)
        w.constraints.maxGpus = 12;
        w.constraints.maxPowerKw = 14;
        QList<QList<ModelPlan>> lists {bruteForce(m_catalog, w, 0), bruteForce(m_catalog, w, 1)};
        QVERIFY(!lists.at(0).isEmpty() && !lists.at(1).isEmpty());
        QList<double> costs;
        for (const ModelPlan &a : lists.at(0))
            for (const ModelPlan &b : lists.at(1))
                if (a.gpus + b.gpus <= 12 && a.powerKw + b.powerKw <= 14)
                    costs.append(a.monthlyCost() + b.monthlyCost());
        QVERIFY(!costs.isEmpty());
        std::sort(costs.begin(), costs.end());
        int visited = 0;
        const auto fleet = cheapestFleet(w.constraints, lists, &visited);
        QVERIFY(fleet);
        const ModelPlan &a = lists.at(0).at(fleet->at(0));
        const ModelPlan &b = lists.at(1).at(fleet->at(1));
        QCOMPARE(a.monthlyCost() + b.monthlyCost(), costs.first());
        QVERIFY(a.gpus + b.gpus <= 12);
        QVERIFY(visited < lists.at(0).size() * lists.at(1).size()); // the bounds prune
        const QList<QList<int>> five = cheapestFleets(w.constraints, lists, 5);
        QCOMPARE(five.size(), 5);
        for (int i = 0; i < 5; ++i)
            QCOMPARE(lists.at(0).at(five.at(i).at(0)).monthlyCost()
                             + lists.at(1).at(five.at(i).at(1)).monthlyCost(),
                     costs.at(i));
        // the advisor (its lists pruned of dominated parts) finds the same cheapest fleet
        AdvisorOptions options;
        options.verifyWithSimulation = false;
        const auto result = advise(m_catalog, Project {}, w, options);
        QVERIFY(result && !result->plans.isEmpty());
        QCOMPARE(result->plans.first().monthlyCost, costs.first());
    }

    /** One GPU type for every model when mixed fleets are off. */
    void singleTypeFleet()
    {
        AdvisorWorkload w;
        w.models.append(users(u"llama-3.1-70b"_qs, 200, 50, 3000));
        w.models.append(users(u"llama-3.1-8b"_qs, 400, 30, 1000));
        w.constraints.gpuIds = {u"l40s-48gb"_qs, u"h100-sxm-80gb"_qs};
        w.constraints.mixedFleet = false;
        AdvisorOptions options;
        options.verifyWithSimulation = false;
        const auto result = advise(m_catalog, Project {}, w, options);
        QVERIFY(result && !result->plans.isEmpty());
        for (const AdvisorPlan &p : result->plans)
            QCOMPARE(p.parts.at(0).candidate.gpuId, p.parts.at(1).candidate.gpuId);
    }

    /** "Add to board": a plan's parts become configurations and deployments with fresh ids, each
     *  deployment on its part's configuration, and a project holding them estimates each part
     *  as the advisor did (the same TPOT). */
    void planItemsPutThePlanOnABoard()
    {
        AdvisorWorkload w;
        w.models.append(users(u"llama-3.1-70b"_qs, 200, 50, 3000));
        w.models.append(users(u"llama-3.1-8b"_qs, 400, 30, 1000));
        w.constraints.gpuIds = kSmallCatalog;
        w.constraints.disaggregation
                = DisaggregationSearch::Off; // the colocated space (tst_advisordisagg: both)
        AdvisorOptions options;
        options.verifyWithSimulation = false;
        const auto result = advise(m_catalog, Project {}, w, options);
        QVERIFY(result && !result->plans.isEmpty());
        const AdvisorPlan plan = result->plans.first();
        const PlanItems items = planItems(plan, u"Plan 1"_qs);
        const PlanItems again = planItems(plan, u"Plan 1"_qs);
        QCOMPARE(items.configurations.size(), 2);
        QCOMPARE(items.deployments.size(), 2);
        Project project;
        project.configurations = items.configurations;
        project.deployments = items.deployments;
        for (int i = 0; i < 2; ++i) {
            const ModelPlan &part = plan.parts.at(i);
            const Configuration &c = items.configurations.at(i);
            const Deployment &d = items.deployments.at(i);
            QVERIFY(c.id != part.configuration.id && c.id != again.configurations.at(i).id);
            QCOMPARE(d.configurationId, c.id);
            QCOMPARE(c.name, u"Plan 1: "_qs + part.deployment.modelId);
            QCOMPARE(c.gpuCount, part.gpus);
            QCOMPARE(c.gpuId, part.candidate.gpuId);
            QCOMPARE(d.modelId, part.deployment.modelId);
            QCOMPARE(d.workload, part.deployment.workload);
            const ConfigurationEvaluation e = evaluateConfiguration(m_catalog, project, c);
            QVERIFY(e.fits);
            QCOMPARE(e.deployments.size(), 1);
            QVERIFY(e.deployments.first().speed.has_value());
            QCOMPARE(e.deployments.first().speed->tpotSeconds, part.tpotSeconds);
        }
    }

    /** A GPU type lacking a price the acquisition pays it with is left out of the ranking and
     *  named, never costed at the project's placeholder (an H100's) figures: the H200 has an
     *  on-demand range but no purchase price in the catalog (issue 33). Renting ranks it; so
     *  does a price book entry; GPUs already owned stay, a plan buying more of them marked. */
    void unpricedGpusAreLeftOutAndNamed()
    {
        AdvisorWorkload w;
        w.models.append(users(u"llama-3.1-8b"_qs, 50, 50.0, 2000.0));
        w.constraints.gpuIds = {u"h100-sxm-80gb"_qs, u"h200-sxm-141gb"_qs};
        w.constraints.disaggregation = DisaggregationSearch::Off;
        AdvisorOptions options;
        options.verifyWithSimulation = false;
        const auto onH200 = [](const AdvisorResult &r) {
            int n = 0;
            for (const AdvisorPlan &p : r.plans)
                n += p.parts.first().candidate.gpuId == u"h200-sxm-141gb"_qs ? 1 : 0;
            return n;
        };
        const auto either = advise(m_catalog, Project {}, w, options);
        QVERIFY(either && !either->plans.isEmpty());
        QCOMPARE(either->unpricedGpus.size(), 1);
        QCOMPARE(either->unpricedGpus.first().gpuId, u"h200-sxm-141gb"_qs);
        QVERIFY(either->unpricedGpus.first().purchase);
        QVERIFY(!either->unpricedGpus.first().onDemand);
        QCOMPARE(onH200(*either), 0);
        QVERIFY(unpricedGpusNote(either->unpricedGpus, m_catalog).contains(u"H200"_qs));
        for (const AdvisorPlan &p : either->plans)
            QVERIFY(!p.usesAssumedPrice());

        w.constraints.acquisition = Acquisition::Rent;
        const auto renting = advise(m_catalog, Project {}, w, options);
        QVERIFY(renting && renting->unpricedGpus.isEmpty());
        QVERIFY(onH200(*renting) > 0);

        w.constraints.acquisition = Acquisition::Either;
        Project priced;
        priced.priceBook.append({u"h200-sxm-141gb"_qs, u"Vendor"_qs, u"purchase"_qs,
                                 Money {36000, Currency::Usd}, QDate(2026, 11, 2), u"quote"_qs});
        const auto quoted = advise(m_catalog, priced, w, options);
        QVERIFY(quoted && quoted->unpricedGpus.isEmpty());
        QVERIFY(quoted->candidatesGenerated > either->candidatesGenerated);

        w.constraints.owned = {{u"h200-sxm-141gb"_qs, 1}};
        w.constraints.gpuIds = {u"h200-sxm-141gb"_qs};
        w.models.first().users = 2000; // more than one H200 serves
        const auto owned = advise(m_catalog, Project {}, w, options);
        QVERIFY(owned && owned->unpricedGpus.isEmpty() && !owned->plans.isEmpty());
        for (const AdvisorPlan &p : owned->plans)
            QCOMPARE(p.usesAssumedPrice(), p.boughtGpus > 0 || p.rentedGpus > 0);
        QVERIFY(owned->plans.first().usesAssumedPrice());
    }

    /** One workload default (issue 32): the advisor's model, the board's deployment and the
     *  speed model agree on the request assumed when none is stated, 3,840 in and 256 out. */
    void oneWorkloadDefault()
    {
        const AdvisedModel asked;
        QCOMPARE(asked.inputTokens, kDefaultInputTokens);
        QCOMPARE(asked.outputTokens, kDefaultOutputTokens);
        QCOMPARE(asked.input.mean, double(kDefaultInputTokens));
        Project project;
        Configuration c;
        c.id = u"c"_qs;
        c.gpuId = u"h100-sxm-80gb"_qs;
        project.configurations.append(c);
        Deployment d; // the board's default workload: a context, no lengths
        d.id = u"d"_qs;
        d.configurationId = c.id;
        d.modelId = u"llama-3.1-8b"_qs;
        project.deployments.append(d);
        QCOMPARE(d.workload.tokensPerSequence(), asked.inputTokens + asked.outputTokens);
        const DeploymentEstimate e = estimateDeployment(m_catalog, project, d);
        QVERIFY(e.speed.has_value());
        QCOMPARE(e.speed->inputTokens, asked.inputTokens);
        QCOMPARE(e.speed->outputTokens, asked.outputTokens);
        // a workload file that leaves the lengths out means the same
        const auto read = advisorWorkloadFromJson(
                QJsonDocument::fromJson(R"({"models": [{"model": "llama-3.1-8b", "users": 5}]})")
                        .object());
        QVERIFY2(read, read ? "" : qPrintable(read.error().message));
        QCOMPARE(read->models.first().inputTokens, kDefaultInputTokens);
    }

    /** A budget keeps its currency: $60,000 a month entered in USD is the same budget when the
     *  plans are shown in PLN (converted at the project's rate), never read as 60,000 zł
     *  (issue 33); a workload without a budget currency (older files) means the plans'. */
    void budgetKeepsItsCurrency()
    {
        AdvisorWorkload w;
        w.models.append(users(u"llama-3.1-70b"_qs, 300, 40.0, 1000.0));
        w.constraints.gpuIds = kSmallCatalog;
        w.constraints.acquisition = Acquisition::Rent;
        w.constraints.disaggregation = DisaggregationSearch::Off;
        w.constraints.budgetPerMonth = 60000;
        w.constraints.budgetCurrency = Currency::Usd;
        AdvisorOptions options;
        options.verifyWithSimulation = false;
        options.maxPlans = 1000;
        Project inUsd;
        const auto usd = advise(m_catalog, inUsd, w, options);
        QVERIFY(usd && !usd->plans.isEmpty());
        Project inPln = inUsd;
        inPln.cost.displayCurrency = Currency::Pln;
        const auto pln = advise(m_catalog, inPln, w, options);
        QVERIFY(pln);
        QCOMPARE(pln->currency, Currency::Pln);
        QCOMPARE(pln->plans.size(), usd->plans.size());
        const double rate = convert(Money {1, Currency::Usd}, Currency::Pln, inPln.exchangeRates)
                                    ->amount;
        for (const AdvisorPlan &p : pln->plans)
            QVERIFY(p.monthlyCost <= 60000 * rate * (1 + 1e-9));
        // read as the plans' currency, the same figure is a quarter of the budget
        w.constraints.budgetCurrency.reset();
        const auto reread = advise(m_catalog, inPln, w, options);
        QVERIFY(reread && reread->plans.size() < pln->plans.size());
        // kept in the workload file
        w.constraints.budgetCurrency = Currency::Eur;
        const auto again = advisorWorkloadFromJson(advisorWorkloadToJson(w));
        QVERIFY(again);
        QVERIFY(again->constraints.budgetCurrency.has_value());
        QCOMPARE(*again->constraints.budgetCurrency, Currency::Eur);
    }

    /** Add to Board keeps the plan's use: a plan serving round the clock puts configurations
     *  costed at 100 % busy on the board, so the board's rent and own curves are the advisor's
     *  and the own/rent verdict cannot flip (issue 33). */
    void planOnTheBoardIsCostedAsTheAdvisorCostedIt()
    {
        AdvisorWorkload w;
        w.models.append(users(u"llama-3.1-8b"_qs, 200, 50, 3000));
        w.constraints.gpuIds = {u"h100-sxm-80gb"_qs};
        w.constraints.disaggregation = DisaggregationSearch::Off;
        AdvisorOptions options;
        options.verifyWithSimulation = false;
        Project project;
        project.cost.utilization = 0.6;
        const auto result = advise(m_catalog, project, w, options);
        QVERIFY(result && !result->plans.isEmpty());
        const AdvisorPlan &plan = result->plans.first();
        const PlanItems items = planItems(plan, u"Plan 1"_qs);
        QCOMPARE(items.configurations.size(), 1);
        const Configuration &c = items.configurations.first();
        QCOMPARE(c.utilization.value_or(-1.0), 1.0);
        // and its way of paying: the part's (owned when it buys, on demand when it rents)
        const ModelPlan &part = plan.parts.first();
        QVERIFY(c.acquisition == (part.rentedGpus == 0 ? CostOption::Own : CostOption::OnDemand));
        QCOMPARE(costOptionId(*c.acquisition) == u"own"_qs, partAcquisitionId(part) == u"own"_qs);
        // a fleet that may only be rented stays rented on the board, however cheap owning is
        w.constraints.acquisition = Acquisition::Rent;
        const auto rented = advise(m_catalog, project, w, options);
        QVERIFY(rented && !rented->plans.isEmpty());
        QVERIFY(planItems(rented->plans.first(), u"Plan 1"_qs).configurations.first().acquisition
                == CostOption::OnDemand);
        w.constraints.acquisition = Acquisition::Own;
        const auto owned = advise(m_catalog, project, w, options);
        QVERIFY(owned && !owned->plans.isEmpty());
        QVERIFY(planItems(owned->plans.first(), u"Plan 1"_qs).configurations.first().acquisition
                == CostOption::Own);
        project.configurations = items.configurations;
        const ConfigurationCost cost = configurationCost(project, m_catalog, c);
        QCOMPARE(cost.utilization.source, CostInputSource::Configuration);
        QCOMPARE(cost.assumptions.utilization, 1.0);
        CostAssumptions a = cost.assumptions;
        a.horizonMonths = w.constraints.horizonOr(project.cost.horizonMonths);
        const CostCurves curves = costCurves(a, 36);
        QCOMPARE(curves.onDemand.value(36), plan.rentVsOwn.rent3Years);
        QCOMPARE(curves.own.value(36), plan.rentVsOwn.own3Years);
    }

    /** Add to Report: the report asks the workload again and finds the chosen plan by its
     *  parts (its rank and figures as advise() gives them); a plan that no longer answers the
     *  workload is named, not printed; no plan chosen, no section. The key survives the file. */
    void reportFindsTheChosenPlanAgain()
    {
        Project project;
        project.advisor.models.append(users(u"llama-3.1-8b"_qs, 200, 50, 3000));
        project.advisor.constraints.gpuIds = kSmallCatalog;
        QVERIFY(!reportRecommendation(m_catalog, project));
        const auto result = advise(m_catalog, project, project.advisor);
        QVERIFY(result && result->plans.size() >= 3);
        project.advisor.reportPlan = advisorPlanKey(result->plans.at(2));
        QCOMPARE(findAdvisorPlan(*result, project.advisor.reportPlan), &result->plans.at(2));
        const auto found = reportRecommendation(m_catalog, project);
        QVERIFY(found && found->plan);
        QCOMPARE(found->rank, 3);
        QCOMPARE(found->plan->monthlyCost, result->plans.at(2).monthlyCost);
        QVERIFY(found->problem.isEmpty());
        // the key in the workload file, read back the same
        const auto again = advisorWorkloadFromJson(advisorWorkloadToJson(project.advisor));
        QVERIFY(again);
        QCOMPARE(again->reportPlan, project.advisor.reportPlan);
        // a GPU no longer allowed: the plan is gone, and the report says so
        project.advisor.constraints.gpuIds.removeAll(
                result->plans.at(2).parts.first().candidate.gpuId);
        const auto gone = reportRecommendation(m_catalog, project);
        QVERIFY(gone && !gone->plan);
        QVERIFY2(gone->problem.contains(project.advisor.reportPlan), qPrintable(gone->problem));
    }

    /** Every recommended plan meets its targets at its percentile in the load simulation
     *  (simulateDeploymentLoad() of the deployment as the board would estimate it). */
    void targetsHoldUnderSimulation_data()
    {
        QTest::addColumn<int>("percentile");
        QTest::newRow("mean") << int(LatencyPercentile::Mean);
        QTest::newRow("p90") << int(LatencyPercentile::P90);
        QTest::newRow("p99") << int(LatencyPercentile::P99);
    }

    void targetsHoldUnderSimulation()
    {
        QFETCH(int, percentile);
        AdvisorWorkload w;
        AdvisedModel m = users(u"llama-3.1-8b"_qs, 150, 30, 800);
        m.output = {LengthDistribution::Kind::Exponential, 256, 0};
        m.percentile = LatencyPercentile(percentile);
        w.models.append(m);
        w.constraints.gpuIds = kSmallCatalog;
        AdvisorOptions options;
        options.maxPlans = 5;
        const auto result = advise(m_catalog, Project {}, w, options);
        QVERIFY(result && !result->plans.isEmpty());
        for (const AdvisorPlan &plan : result->plans) {
            QVERIFY(plan.sloVerified);
            for (const ModelPlan &part : plan.parts) {
                Project project;
                project.configurations.append(part.configuration);
                project.deployments.append(part.deployment);
                const auto speed = simulateDeploymentLoad(
                        estimateDeployment(m_catalog, project, part.deployment));
                QVERIFY(speed);
                const auto load = speed->percentiles(); // what the inspector shows
                QVERIFY(load);
                const auto at = [percentile](const LatencyStats &s) {
                    switch (LatencyPercentile(percentile)) {
                    case LatencyPercentile::Mean: return s.mean;
                    case LatencyPercentile::P50: return s.p50;
                    case LatencyPercentile::P90: return s.p90;
                    case LatencyPercentile::P99: return s.p99;
                    }
                    return s.mean;
                };
                QVERIFY2(at(load->tpot) * 1e3 <= 30,
                         qPrintable(QString::number(at(load->tpot) * 1e3)));
                QVERIFY2(at(load->ttft) * 1e3 <= 800,
                         qPrintable(QString::number(at(load->ttft) * 1e3)));
            }
        }
    }

    /** The plans keep every limit: GPUs, power, budget, allowed GPUs and engines, renting. */
    void constraintsRespected()
    {
        AdvisorWorkload w;
        w.models.append(users(u"llama-3.1-8b"_qs, 300, 40, 2000));
        AdvisorConstraints &c = w.constraints;
        c.gpuIds = {u"l4-24gb"_qs, u"l40s-48gb"_qs, u"a100-sxm-80gb"_qs};
        c.engines = {EngineKind::Vllm};
        c.maxGpus = 4;
        c.maxPowerKw = 3;
        c.budgetPerMonth = 6000;
        c.acquisition = Acquisition::Rent;
        AdvisorOptions options;
        options.verifyWithSimulation = false;
        options.maxPlans = 50;
        const auto result = advise(m_catalog, Project {}, w, options);
        QVERIFY(result && !result->plans.isEmpty());
        for (const AdvisorPlan &p : result->plans) {
            QVERIFY(p.gpus <= 4);
            QVERIFY(p.powerKw <= 3 + 1e-9);
            QVERIFY(p.monthlyCost <= 6000 + 1e-9);
            QCOMPARE(p.upFront, 0.0);
            for (const ModelPlan &part : p.parts) {
                QVERIFY(c.gpuIds.contains(part.candidate.gpuId));
                QCOMPARE(part.candidate.engine, EngineKind::Vllm);
                QVERIFY(!part.owned);
                // renting round the clock: the on-demand price x 730 h x the GPUs of the
                // whole instances that hold them
                Configuration one;
                one.gpuId = part.candidate.gpuId;
                const double price = configurationCost(Project {}, m_catalog, one)
                                             .perGpu.onDemandPricePerGpuHour;
                const int rented = sharedWholeUnits(part.candidate.gpuId, part.gpus).rentedGpus();
                QCOMPARE(part.monthlyCost(), price * 730.0 * rented);
            }
        }
        // a limit nothing meets: no plan, and why
        c.maxGpus = 1;
        c.gpuIds = {u"l4-24gb"_qs};
        w.models.first().modelId = u"llama-3.1-70b"_qs;
        const auto none = advise(m_catalog, Project {}, w, options);
        QVERIFY(none);
        QVERIFY(none->plans.isEmpty());
        QVERIFY(!none->warnings.isEmpty());
        QVERIFY(!none->rejections.isEmpty());
    }

    /** Energy and power figures: node power x busy draw x PUE x 730 h. */
    void energyFigures()
    {
        AdvisorWorkload w;
        w.models.append(users(u"llama-3.1-8b"_qs, 100, 50, 0));
        w.constraints.gpuIds = {u"h100-sxm-80gb"_qs};
        AdvisorOptions options;
        options.verifyWithSimulation = false;
        const auto result = advise(m_catalog, Project {}, w, options);
        QVERIFY(result && !result->plans.isEmpty());
        const AdvisorPlan &p = result->plans.first();
        const CostAssumptions a = CostAssumptions {};
        const double tdpKw = m_catalog.gpu(u"h100-sxm-80gb"_qs)->tdpWatts / 1e3;
        QCOMPARE(p.powerKw, tdpKw * 1275.0 / 700.0 * p.gpus);
        QCOMPARE(p.energyKwhPerMonth, p.powerKw * a.busyDrawFraction * a.pue * 730.0);
        QVERIFY(p.tokensPerKwh > 0);
        QVERIFY(p.rentVsOwn.rent3Years > 0 && p.rentVsOwn.own3Years > 0);
    }

    void cancelAndProgress()
    {
        AdvisorWorkload w;
        w.models.append(users(u"llama-3.1-8b"_qs, 100, 50, 0));
        std::atomic<bool> cancel {true};
        AdvisorOptions options;
        options.cancel = &cancel;
        int last = -1, total = -1;
        options.progress = [&](int done, int all) {
            last = done;
            total = all;
        };
        const auto result = advise(m_catalog, Project {}, w, options);
        QVERIFY(result);
        QVERIFY(result->cancelled);
        QVERIFY(result->plans.isEmpty());
        cancel = false;
        const auto done = advise(m_catalog, Project {}, w, options);
        QVERIFY(done && !done->cancelled && !done->plans.isEmpty());
        QCOMPARE(last, total);
        QCOMPARE(total, done->candidatesGenerated);
    }

    void badWorkloadRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        QTest::newRow("no models") << QByteArray(R"({"schema": 1})") << u"models"_qs;
        QTest::newRow("empty models") << QByteArray(R"({"models": []})") << u"models"_qs;
        QTest::newRow("negative tpot") << QByteArray(
                R"({"models": [{"model": "llama-3.1-8b", "users": 5, "tpot_ms": -1}]})")
                                       << u"models[0].tpot_ms"_qs;
        QTest::newRow("no traffic") << QByteArray(R"({"models": [{"model": "llama-3.1-8b"}]})")
                                    << u"models[0].users"_qs;
        QTest::newRow("users and rate") << QByteArray(
                R"({"models": [{"model": "a", "users": 5, "requests_per_second": 2}]})")
                                        << u"models[0].users"_qs;
        QTest::newRow("typo") << QByteArray(R"({"models": [{"model": "a", "users": 5}],
                                                "constraints": {"max_gpu": 4}})")
                              << u"constraints.max_gpu"_qs;
        QTest::newRow("currency") << QByteArray(R"({"models": [{"model": "a", "users": 5}],
                                                    "constraints": {"currency": "XYZ"}})")
                                  << u"constraints.currency"_qs;
        QTest::newRow("engine") << QByteArray(R"({"models": [{"model": "a", "users": 5}],
                                                  "constraints": {"engines": ["vllm", "nope"]}})")
                                << u"constraints.engines"_qs;
        QTest::newRow("percentile")
                << QByteArray(R"({"models": [{"model": "a", "users": 5, "percentile": "p95"}]})")
                << u"models[0].percentile"_qs;
        QTest::newRow("peak below average")
                << QByteArray(R"({"models": [{"model": "a", "requests_per_second": 5,
                                              "peak_requests_per_second": 2}]})")
                << u"models[0].peak_requests_per_second"_qs;
        QTest::newRow("string users")
                << QByteArray(R"({"models": [{"model": "a", "users": "many"}]})")
                << u"models[0].users"_qs;
        QTest::newRow("horizon") << QByteArray(R"({"models": [{"model": "a", "users": 5}],
                                                   "constraints": {"horizon_months": -1}})")
                                 << u"constraints.horizon_months"_qs;
    }

    void badWorkloadRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        const auto w = advisorWorkloadFromJson(json);
        QVERIFY(!w);
        QCOMPARE(w.error().detail, field);
        QVERIFY2(w.error().message.contains(field), qPrintable(w.error().message));
    }

    void unknownIdsRefusedAgainstCatalog()
    {
        AdvisorWorkload w;
        w.models.append(users(u"no-such-model"_qs, 5, 0, 0));
        auto valid = validateAdvisorWorkload(w, &m_catalog);
        QVERIFY(!valid);
        QCOMPARE(valid.error().detail, u"models[0].model"_qs);
        w.models.first().modelId = u"llama-3.1-8b"_qs;
        w.constraints.gpuIds = {u"no-such-gpu"_qs};
        valid = validateAdvisorWorkload(w, &m_catalog);
        QVERIFY(!valid);
        QCOMPARE(valid.error().detail, u"constraints.gpus"_qs);
        QVERIFY(!advise(m_catalog, Project {}, w));
    }

    void exampleFileRoundTrips()
    {
        QFile file(QStringLiteral(HEADROOM_TEST_DATA_DIR "/advisor/workload.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto w = advisorWorkloadFromJson(file.readAll());
        QVERIFY2(w, qPrintable(w ? QString() : w.error().message));
        QCOMPARE(w->models.size(), 2);
        QCOMPARE(w->models.at(0).percentile, LatencyPercentile::P90);
        QCOMPARE(w->models.at(1).sizingRequestsPerSecond(), 20.0);
        QCOMPARE(w->models.at(1).output.kind, LengthDistribution::Kind::Exponential);
        QCOMPARE(w->constraints.maxGpus, 32);
        QCOMPARE(w->constraints.currency, std::optional<Currency>(Currency::Usd));
        QVERIFY(validateAdvisorWorkload(*w, &m_catalog));
        const auto again = advisorWorkloadFromJson(advisorWorkloadToJson(*w));
        QVERIFY(again);
        QCOMPARE(*again, *w);
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestAdvisor)
#include "tst_advisor.moc"
