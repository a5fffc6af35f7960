// The advisor's disaggregated prefill/decode plans (docs/advisor.md "Disaggregated prefill and
// decode"): its cheapest plan against brute force over the colocated and disaggregated spaces of
// a small catalog, a workload where splitting prefill from decode wins and one where it loses, a
// prefill pool on another GPU type, both pools in the constraints and the costs, the plan on a
// board (the same TTFT and TPOT as the board's estimate), the simulation, and the workload key.

#include "advisedworkloads.h"
#include "advisor/advisor.h"
#include "advisor/advisorjson.h"
#include "advisor/advisorworkload.h"
#include "catalog/catalog.h"
#include "cost/configurationcost.h"
#include "estimate/deploymentestimate.h"
#include "headroomtest.h"
#include "plan/project.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

#include <limits>

using namespace Headroom;

namespace {

/** A small space: vLLM, BF16 weights and KV, the small catalog. */
AdvisorWorkload small(const AdvisedModel &m)
{
    AdvisorWorkload w;
    w.models.append(m);
    w.constraints.gpuIds = kSmallCatalog;
    w.constraints.engines = {EngineKind::Vllm};
    w.constraints.weightFormats = {WeightFormat::Bf16};
    w.constraints.kvFormats = {KvFormat::Bf16};
    w.constraints.horizonMonths = 36; // the months the expected costs are over
    // rented: these GPU types rent in 1-GPU instances, so the pools' sizes alone decide
    // (owning buys an H100 in an 8-GPU server: tst_advisortraffic's whole units)
    w.constraints.acquisition = Acquisition::Rent;
    return w;
}

/** Long prompts on two AMD and two NVIDIA types, vLLM (it runs on both). */
AdvisorWorkload bothVendors()
{
    AdvisorWorkload w = small(users(u"llama-3.1-8b"_qs, 200, 4096, 256, 25, 3000));
    w.constraints.gpuIds = {u"mi325x-256gb"_qs, u"mi300x-192gb"_qs, u"b200-180gb"_qs,
                            u"h100-sxm-80gb"_qs};
    return w;
}

/** Every colocated and every disaggregated shape sized without bounds; the cheapest within
 *  the constraints. */
double bruteForceCheapest(const Catalog &catalog, const AdvisorWorkload &w,
                          bool *disaggregated = nullptr)
{
    double cheapest = std::numeric_limits<double>::infinity();
    if (w.constraints.disaggregation != DisaggregationSearch::Only) {
        for (const AdvisorCandidate &c : advisorCandidates(catalog, w, 0)) {
            if (!advisorMayRank(catalog, w, c.gpuId))
                continue;
            const auto part = sizeCandidate(catalog, Project {}, w, c);
            if (part && keepsConstraints(w.constraints, {*part}) && part->monthlyCost() < cheapest) {
                cheapest = part->monthlyCost();
                if (disaggregated)
                    *disaggregated = false;
            }
        }
    }
    for (const DisaggregatedCandidate &c : advisorDisaggregatedCandidates(catalog, w, 0)) {
        if (!advisorMayRank(catalog, w, c.decode.gpuId)
            || !advisorMayRank(catalog, w, c.prefillGpuId))
            continue;
        const auto part = sizeDisaggregatedCandidate(catalog, Project {}, w, c);
        if (part && keepsConstraints(w.constraints, {*part}) && part->monthlyCost() < cheapest) {
            cheapest = part->monthlyCost();
            if (disaggregated)
                *disaggregated = true;
        }
    }
    return cheapest;
}

AdvisorOptions noSimulation()
{
    AdvisorOptions options;
    options.verifyWithSimulation = false;
    return options;
}

double rentPerGpuMonth(const Catalog &catalog, const QString &gpuId)
{
    Configuration one;
    one.gpuId = gpuId;
    // one GPU's price as its source states it (one GPU alone would pay its whole instance)
    return configurationCost(Project {}, catalog, one).perGpu.onDemandPricePerGpuHour * 730.0;
}

} // namespace

class TestAdvisorDisagg : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog = *Catalog::builtin();

private slots:
    void cheapestEqualsBruteForce_data()
    {
        QTest::addColumn<int>("input");
        QTest::addColumn<double>("rps");
        QTest::addColumn<double>("ttftMs");
        QTest::addColumn<int>("mode");
        const int automatic = int(DisaggregationSearch::Auto);
        QTest::newRow("long prompts, tight TTFT") << 8192 << 0.0 << 300.0 << automatic;
        QTest::newRow("short prompts") << 256 << 0.0 << 1000.0 << automatic;
        QTest::newRow("prefill on another type") << 4096 << 0.0 << 3000.0 << automatic;
        QTest::newRow("requests/s") << 4096 << 20.0 << 1000.0 << automatic;
        QTest::newRow("only disaggregated")
                << 1024 << 0.0 << 1000.0 << int(DisaggregationSearch::Only);
    }

    /** The advisor's cheapest plan, with its bounds and with the cost cap off, costs what the
     *  cheapest of every colocated and every disaggregated shape sized without bounds costs. */
    void cheapestEqualsBruteForce()
    {
        QFETCH(int, input);
        QFETCH(double, rps);
        QFETCH(double, ttftMs);
        QFETCH(int, mode);
        AdvisedModel m = users(u"llama-3.1-8b"_qs, rps > 0 ? 0 : 200, input, 256, 25, ttftMs);
        m.requestsPerSecond = rps;
        AdvisorWorkload w = small(m);
        w.constraints.disaggregation = DisaggregationSearch(mode);
        const double cheapest = bruteForceCheapest(m_catalog, w);
        QVERIFY(std::isfinite(cheapest));
        for (double ratio : {3.0, 0.0}) {
            AdvisorOptions options = noSimulation();
            options.costRatio = ratio;
            const auto result = advise(m_catalog, Project {}, w, options);
            QVERIFY2(result, qPrintable(result ? QString() : result.error().message));
            QVERIFY(!result->plans.isEmpty());
            QCOMPARE(result->plans.first().monthlyCost, cheapest);
            // the pairs are bounded: far fewer estimated than the space holds
            QVERIFY(result->disaggregatedEvaluated < result->disaggregatedPairs);
            if (w.constraints.disaggregation == DisaggregationSearch::Only)
                for (const AdvisorPlan &p : result->plans)
                    QVERIFY(p.parts.first().isDisaggregated());
        }
    }

    /** Long prompts with a tight TTFT and TPOT: a prefill pool apart lets the decode replicas
     *  run their steps without prefills, and the plan costs less than any colocated one. */
    void disaggregationWinsWithLongPrompts()
    {
        AdvisorWorkload w = small(users(u"llama-3.1-8b"_qs, 200, 8192, 256, 25, 300));
        w.constraints.disaggregation = DisaggregationSearch::Off;
        const auto off = advise(m_catalog, Project {}, w, noSimulation());
        w.constraints.disaggregation = DisaggregationSearch::Auto;
        const auto both = advise(m_catalog, Project {}, w, noSimulation());
        QVERIFY(off && both && !off->plans.isEmpty() && !both->plans.isEmpty());
        const ModelPlan &part = both->plans.first().parts.first();
        QVERIFY(part.isDisaggregated());
        QVERIFY(both->plans.first().monthlyCost < 0.9 * off->plans.first().monthlyCost);
        QVERIFY(!off->plans.first().parts.first().isDisaggregated());
        // it meets the targets in the speed model
        QVERIFY(part.ttftSeconds <= 0.3 && part.tpotSeconds <= 0.025);
    }

    /** Short prompts: the colocated plan is cheaper; "auto" keeps it, "only" costs more. */
    void disaggregationLosesWithShortPrompts()
    {
        AdvisorWorkload w = small(users(u"llama-3.1-8b"_qs, 200, 256, 256, 25, 1000));
        w.constraints.disaggregation = DisaggregationSearch::Off;
        const auto off = advise(m_catalog, Project {}, w, noSimulation());
        w.constraints.disaggregation = DisaggregationSearch::Only;
        const auto only = advise(m_catalog, Project {}, w, noSimulation());
        w.constraints.disaggregation = DisaggregationSearch::Auto;
        const auto both = advise(m_catalog, Project {}, w, noSimulation());
        QVERIFY(off && only && both && !off->plans.isEmpty() && !only->plans.isEmpty());
        QVERIFY(!both->plans.first().parts.first().isDisaggregated());
        QCOMPARE(both->plans.first().monthlyCost, off->plans.first().monthlyCost);
        QVERIFY(only->plans.first().monthlyCost > off->plans.first().monthlyCost);
        QVERIFY(only->plans.first().parts.first().isDisaggregated());
    }

    /** Prefill on one GPU type, decode on another, when that is cheapest; without a mixed
     *  fleet both pools are one type and the plan costs more. */
    void prefillOnAnotherGpuType()
    {
        AdvisorWorkload w = small(users(u"llama-3.1-8b"_qs, 200, 4096, 256, 25, 3000));
        const auto mixed = advise(m_catalog, Project {}, w, noSimulation());
        QVERIFY(mixed && !mixed->plans.isEmpty());
        const ModelPlan &part = mixed->plans.first().parts.first();
        QVERIFY(part.isDisaggregated());
        QVERIFY(part.prefill->gpuId != part.candidate.gpuId);
        w.constraints.mixedFleet = false;
        QVERIFY(advisorDisaggregatedCandidates(m_catalog, w, 0).size()
                < advisorDisaggregatedCandidates(m_catalog, small(w.models.first()), 0).size());
        const auto single = advise(m_catalog, Project {}, w, noSimulation());
        QVERIFY(single && !single->plans.isEmpty());
        QVERIFY(single->plans.first().monthlyCost > mixed->plans.first().monthlyCost);
        for (const AdvisorPlan &p : single->plans)
            for (const ModelPlan &q : p.parts)
                QVERIFY(!q.prefill || q.prefill->gpuId == q.candidate.gpuId);
    }

    /** A prefill pool is never of another vendor than its decode pool: no engine moves the KV
     *  between an AMD and an NVIDIA GPU (issue 32). Each vendor still pairs its own types. */
    void prefillStaysWithTheDecodeVendor()
    {
        AdvisorWorkload w = bothVendors();
        const auto vendor = [this](const QString &gpu) { return m_catalog.gpu(gpu)->vendor; };
        const QList<DisaggregatedCandidate> pairs = advisorDisaggregatedCandidates(m_catalog, w, 0);
        QVERIFY(!pairs.isEmpty());
        bool amdPairsAmd = false, nvidiaPairsNvidia = false;
        for (const DisaggregatedCandidate &p : pairs) {
            QCOMPARE(vendor(p.prefillGpuId), vendor(p.decode.gpuId));
            amdPairsAmd = amdPairsAmd
                    || (vendor(p.decode.gpuId) == GpuVendor::Amd
                        && p.prefillGpuId != p.decode.gpuId);
            nvidiaPairsNvidia = nvidiaPairsNvidia
                    || (vendor(p.decode.gpuId) == GpuVendor::Nvidia
                        && p.prefillGpuId != p.decode.gpuId);
        }
        QVERIFY(amdPairsAmd && nvidiaPairsNvidia);
        const auto result = advise(m_catalog, Project {}, w, noSimulation());
        QVERIFY(result && !result->plans.isEmpty());
        for (const AdvisorPlan &p : result->plans)
            for (const ModelPlan &q : p.parts)
                QVERIFY(!q.prefill || vendor(q.prefill->gpuId) == vendor(q.candidate.gpuId));
    }

    /** Every disaggregated plan of a fleet open to both vendors, not only the cheapest ones:
     *  each decode pool's prefill pools are of its own vendor, whichever vendor's decode shape
     *  the search took first (the prefill pools were once grouped without the vendor, and the
     *  first decode type's served the others'). */
    void everyPlanPairsOneVendor()
    {
        AdvisorWorkload w = bothVendors();
        w.constraints.disaggregation = DisaggregationSearch::Only;
        AdvisorOptions options = noSimulation();
        options.maxPlans = 500;
        options.costRatio = 0;
        const auto result = advise(m_catalog, Project {}, w, options);
        QVERIFY(result && !result->plans.isEmpty());
        const auto vendor = [this](const QString &gpu) { return m_catalog.gpu(gpu)->vendor; };
        QSet<int> decodeVendors;
        for (const AdvisorPlan &p : result->plans)
            for (const ModelPlan &q : p.parts) {
                QVERIFY(q.prefill);
                QCOMPARE(vendor(q.prefill->gpuId), vendor(q.candidate.gpuId));
                decodeVendors.insert(int(vendor(q.candidate.gpuId)));
            }
        QCOMPARE(decodeVendors.size(), 2); // both vendors' decode shapes were paired
    }

    /** Each pool rents whole instances of its type (an MI300X only in 8-GPU instances): the
     *  month and the rent curve pay for the instances' GPUs, the pools' spare included. */
    void poolsRentWholeInstances()
    {
        AdvisorWorkload w = small(users(u"llama-3.1-8b"_qs, 200, 4096, 256, 25, 3000));
        w.constraints.gpuIds = {u"mi300x-192gb"_qs};
        w.constraints.disaggregation = DisaggregationSearch::Only;
        const auto result = advise(m_catalog, Project {}, w, noSimulation());
        QVERIFY(result && !result->plans.isEmpty());
        const auto whole = [](int gpus) { return (gpus + 7) / 8 * 8; };
        const double perGpu = rentPerGpuMonth(m_catalog, u"mi300x-192gb"_qs);
        int withSpare = 0;
        for (const AdvisorPlan &plan : result->plans) {
            const ModelPlan &part = plan.parts.first();
            QVERIFY(part.prefill);
            const int paid = whole(part.decodeGpus()) + whole(part.prefill->gpus);
            withSpare += paid > part.gpus;
            QVERIFY2(qFuzzyCompare(plan.monthlyCost, perGpu * paid),
                     qPrintable(u"%1: %2 vs %3 (%4 decode, %5 prefill)"_qs.arg(modelPlanShape(part))
                                        .arg(plan.monthlyCost)
                                        .arg(perGpu * paid)
                                        .arg(part.decodeGpus())
                                        .arg(part.prefill->gpus)));
            QVERIFY(qFuzzyCompare(plan.rentVsOwn.rentAtHorizon, perGpu * paid * 36));
        }
        QVERIFY(withSpare > 0);
    }

    /** GPUs, power and costs count both pools, each at its own GPU type's price; the GPU and
     *  budget limits hold for the two together. */
    void constraintsCountBothPools()
    {
        AdvisorWorkload w = small(users(u"llama-3.1-8b"_qs, 200, 4096, 256, 25, 3000));
        w.constraints.disaggregation = DisaggregationSearch::Only;
        const auto result = advise(m_catalog, Project {}, w, noSimulation());
        QVERIFY(result && !result->plans.isEmpty());
        const AdvisorPlan &plan = result->plans.first();
        const ModelPlan &part = plan.parts.first();
        QVERIFY(part.prefill);
        const AdvisorPrefillPool &pool = *part.prefill;
        const int decodeGpus = part.replicas * part.candidate.gpusPerReplica();
        QCOMPARE(pool.gpus, pool.replicas * pool.tensorParallel * pool.pipelineParallel);
        QCOMPARE(part.gpus, decodeGpus + pool.gpus);
        QCOMPARE(plan.gpus, part.gpus);
        const double decodeRent = rentPerGpuMonth(m_catalog, part.candidate.gpuId) * decodeGpus;
        const double prefillRent = rentPerGpuMonth(m_catalog, pool.gpuId) * pool.gpus;
        QCOMPARE(pool.rentPerMonth, prefillRent);
        QCOMPARE(part.rentPerMonth, decodeRent + prefillRent);
        QCOMPARE(plan.monthlyCost, decodeRent + prefillRent);
        const auto nodePower = [this](const QString &gpu) {
            return m_catalog.gpu(gpu)->tdpWatts / 1e3 * 1275.0 / 700.0;
        };
        QCOMPARE(part.powerKw,
                 nodePower(part.candidate.gpuId) * decodeGpus + nodePower(pool.gpuId) * pool.gpus);
        const CostAssumptions a;
        QCOMPARE(plan.energyKwhPerMonth, part.powerKw * a.busyDrawFraction * a.pue * 730.0);
        QCOMPARE(plan.nodes, (decodeGpus + 7) / 8 + (pool.gpus + 7) / 8);
        QCOMPARE(plan.rentVsOwn.rentAtHorizon, (decodeRent + prefillRent) * 36);

        // one GPU fewer than that plan, and a budget below it: no plan breaks them
        w.constraints.maxGpus = plan.gpus - 1;
        const auto fewer = advise(m_catalog, Project {}, w, noSimulation());
        QVERIFY(fewer);
        for (const AdvisorPlan &p : fewer->plans)
            QVERIFY(p.gpus <= plan.gpus - 1);
        w.constraints.maxGpus = 0;
        w.constraints.budgetPerMonth = plan.monthlyCost - 1;
        const auto cheaper = advise(m_catalog, Project {}, w, noSimulation());
        QVERIFY(cheaper);
        for (const AdvisorPlan &p : cheaper->plans)
            QVERIFY(p.monthlyCost <= plan.monthlyCost - 1);
    }

    /** "Add to board": a configuration of the decode pool and a deployment with its prefill
     *  pool; the board's estimate of it gives the advisor's TTFT and TPOT, and its simulation
     *  runs (a prefill pool on another GPU type too). */
    void planItemsPutThePlanOnABoard()
    {
        AdvisorWorkload w = small(users(u"llama-3.1-8b"_qs, 200, 4096, 256, 25, 3000));
        const auto result = advise(m_catalog, Project {}, w, noSimulation());
        QVERIFY(result && !result->plans.isEmpty());
        const AdvisorPlan plan = result->plans.first();
        const ModelPlan &part = plan.parts.first();
        QVERIFY(part.prefill && part.prefill->gpuId != part.candidate.gpuId);
        const PlanItems items = planItems(plan, u"Plan 1"_qs);
        QCOMPARE(items.configurations.size(), 1);
        QCOMPARE(items.deployments.size(), 1);
        const Configuration &c = items.configurations.first();
        const Deployment &d = items.deployments.first();
        QCOMPARE(c.gpuId, part.candidate.gpuId);
        QCOMPARE(c.gpuCount, part.replicas * part.candidate.gpusPerReplica());
        QCOMPARE(d.configurationId, c.id);
        QVERIFY(d.disaggregation.on);
        QCOMPARE(d.disaggregation.prefillReplicas, part.prefill->replicas);
        QCOMPARE(d.disaggregation.prefillGpuId, part.prefill->gpuId);
        QCOMPARE(d.disaggregation.prefillTensorParallel, part.prefill->tensorParallel);
        Project project;
        project.configurations = items.configurations;
        project.deployments = items.deployments;
        const DeploymentEstimate e = estimateDeployment(m_catalog, project, d);
        QVERIFY2(e.speed, qPrintable(e.speed ? QString() : e.speed.error().message));
        QCOMPARE(e.speed->ttftSeconds, part.ttftSeconds);
        QCOMPARE(e.speed->tpotSeconds, part.tpotSeconds);
        QVERIFY(e.speed->disaggregation);
        QCOMPARE(e.speed->disaggregation->prefillGpus, part.prefill->gpus);
        QVERIFY(e.speed->disaggregation->prefillFits);
        const auto simulated = simulateDeploymentLoad(e);
        QVERIFY(simulated && simulated->percentiles());
    }

    /** The recommended disaggregated plans meet their targets at their percentile in the load
     *  simulation of the deployment as the board estimates it. */
    void targetsHoldUnderSimulation()
    {
        AdvisedModel m = users(u"llama-3.1-8b"_qs, 200, 4096, 256, 25, 3000);
        m.percentile = LatencyPercentile::P90;
        AdvisorWorkload w = small(m);
        w.constraints.disaggregation = DisaggregationSearch::Only;
        AdvisorOptions options;
        options.maxPlans = 4;
        const auto result = advise(m_catalog, Project {}, w, options);
        QVERIFY(result && !result->plans.isEmpty());
        for (const AdvisorPlan &plan : result->plans) {
            QVERIFY(plan.sloVerified);
            for (const ModelPlan &part : plan.parts) {
                QVERIFY(part.isDisaggregated());
                Project project;
                project.configurations.append(part.configuration);
                project.deployments.append(part.deployment);
                const auto speed = simulateDeploymentLoad(
                        estimateDeployment(m_catalog, project, part.deployment));
                QVERIFY(speed);
                const auto load = speed->percentiles();
                QVERIFY(load && !load->saturated);
                QVERIFY2(load->tpot.p90 * 1e3 <= 25, qPrintable(QString::number(load->tpot.p90)));
                QVERIFY2(load->ttft.p90 * 1e3 <= 3000, qPrintable(QString::number(load->ttft.p90)));
            }
        }
    }

    /** The shape every view writes and the JSON carry the prefill pool. */
    void shapeAndJsonShowThePrefillPool()
    {
        AdvisorWorkload w = small(users(u"llama-3.1-8b"_qs, 200, 4096, 256, 25, 3000));
        const auto result = advise(m_catalog, Project {}, w, noSimulation());
        QVERIFY(result && !result->plans.isEmpty());
        const ModelPlan &part = result->plans.first().parts.first();
        QVERIFY(part.prefill);
        const QString shape = modelPlanShape(part);
        QVERIFY2(shape.endsWith(QStringLiteral(" vllm + prefill %1x[%2 TP%3 PP%4]")
                                        .arg(part.prefill->replicas)
                                        .arg(part.prefill->gpuId)
                                        .arg(part.prefill->tensorParallel)
                                        .arg(part.prefill->pipelineParallel)),
                 qPrintable(shape));
        const QJsonObject first = firstPartJson(*result);
        const QJsonObject prefill = first.value(u"prefill"_qs).toObject();
        QCOMPARE(prefill.value(u"gpu"_qs).toString(), part.prefill->gpuId);
        QCOMPARE(prefill.value(u"replicas"_qs).toInt(), part.prefill->replicas);
        QCOMPARE(prefill.value(u"gpus"_qs).toInt(), part.prefill->gpus);
        QCOMPARE(first.value(u"gpus"_qs).toInt(), part.gpus);
        QVERIFY(advisorResultToJson(*result)
                        .value(u"search"_qs)
                        .toObject()
                        .value(u"disaggregated_pairs"_qs)
                        .toInt()
                > 0);
    }

    void workloadKeyRoundTrips()
    {
        for (auto mode :
             {DisaggregationSearch::Auto, DisaggregationSearch::Off, DisaggregationSearch::Only}) {
            AdvisorWorkload w = small(users(u"llama-3.1-8b"_qs, 10, 1024, 256, 50, 0));
            w.constraints.disaggregation = mode;
            const QJsonObject json = advisorWorkloadToJson(w);
            QCOMPARE(json.value(u"constraints"_qs).toObject().value(u"disaggregation"_qs).toString(),
                     disaggregationSearchId(mode));
            const auto back = advisorWorkloadFromJson(json);
            QVERIFY(back);
            QCOMPARE(*back, w);
        }
        const auto plain = advisorWorkloadFromJson(
                QByteArray(R"({"models": [{"model": "a", "users": 5}]})"));
        QVERIFY(plain);
        QCOMPARE(plain->constraints.disaggregation, DisaggregationSearch::Auto);
    }

    void badKeyRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("unknown") << QByteArray(R"({"models": [{"model": "a", "users": 5}],
                                                   "constraints": {"disaggregation": "maybe"}})");
        QTest::newRow("not a string") << QByteArray(R"({"models": [{"model": "a", "users": 5}],
                                                        "constraints": {"disaggregation": true}})");
    }

    void badKeyRefused()
    {
        QFETCH(QByteArray, json);
        const auto w = advisorWorkloadFromJson(json);
        QVERIFY(!w);
        QCOMPARE(w.error().detail, u"constraints.disaggregation"_qs);
        QVERIFY2(w.error().message.contains(u"constraints.disaggregation"_qs),
                 qPrintable(w.error().message));
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestAdvisorDisagg)
#include "tst_advisordisagg.moc"
