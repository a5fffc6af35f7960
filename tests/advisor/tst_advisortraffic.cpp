// The advisor's daily profile, hybrid acquisition and GPUs already owned (core/advisor/
// advisortraffic.h, docs/advisor.md "Daily traffic, hybrid, owned GPUs"): the fleet sized for the
// busiest hour, the tokens priced on the day's volume, the hybrid's owned base against an
// exhaustive search over every base, the owned GPUs' saving against the capex, the owned GPUs
// shared among models against brute force, and the workload file's new keys.

#include "advisedworkloads.h"
#include "advisor/advisor.h"
#include "advisor/advisorjson.h"
#include "advisor/advisortraffic.h"
#include "advisor/advisorworkload.h"
#include "catalog/catalog.h"
#include "cost/configurationcost.h"
#include "cost/costmodel.h"
#include "cost/unitfleet.h"
#include "estimate/configurationevaluation.h"
#include "headroomtest.h"
#include "plan/project.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

using namespace Headroom;

namespace {

const QString kH100 = QStringLiteral("h100-sxm-80gb");
const QString kL40s = QStringLiteral("l40s-48gb");
// sold and rented one GPU at a time (units.json: a single card, 1-GPU instances), so that the
// per-GPU formulas below are the whole cost (an H100 is bought in an 8-GPU server:
// wholeUnitsArePaidFor)
const QString kSingly = QStringLiteral("rtx-pro-6000-96gb");
constexpr double kRate = 60; // requests/s on average: several H100 replicas at the peak

/** Quiet at night, busy in the working day: 24 factors, mean 1 after normalising. */
const QList<double> kProfile {0.2, 0.2, 0.2, 0.2, 0.2, 0.3, 0.5, 0.8, 1.2, 1.6, 1.8, 1.9,
                              1.9, 1.9, 1.8, 1.7, 1.5, 1.3, 1.1, 0.9, 0.7, 0.5, 0.4, 0.3};

AdvisedModel rate(const QString &model, double rps, const QList<double> &profile = {})
{
    AdvisedModel m;
    m.modelId = model;
    m.requestsPerSecond = rps;
    m.inputTokens = 1024;
    m.outputTokens = 256;
    m.input.mean = 1024;
    m.output.mean = 256;
    m.tpotTargetMs = 40;
    m.ttftTargetMs = 1500;
    m.dailyProfile = profile;
    return m;
}

/** One shape only, so that the test sizes exactly what the advisor sizes. */
void oneShape(AdvisorConstraints &c, const QString &gpu)
{
    c.gpuIds = {gpu};
    c.engines = {EngineKind::Vllm};
    c.weightFormats = {WeightFormat::Bf16};
    c.kvFormats = {KvFormat::Bf16};
    c.maxGpusPerReplica = 1;
    c.horizonMonths = 36; // the months perGpu() prices over here
}

/** The cost model's per-GPU assumptions the advisor prices with (one GPU round the clock). */
CostAssumptions perGpu(const Catalog &catalog, const QString &gpu, int horizon)
{
    Configuration one;
    one.gpuId = gpu;
    CostAssumptions a = configurationCost(Project {}, catalog, one).perGpu; // before whole units
    a.gpuCount = 1;
    a.utilization = 1;
    a.horizonMonths = horizon;
    return a;
}

double ownPerMonth(const CostAssumptions &a)
{
    return costCurves(a, a.horizonMonths).own.at(a.horizonMonths) / a.horizonMonths;
}

/** Running an owned GPU for a month: everything but capital (FORMULAS.md section 6). */
double runningPerMonth(const CostAssumptions &a)
{
    return 730.0 * ownershipRates(a).opex(1.0);
}

/** A part's GPUs in each hour. */
QList<int> gpusPerHour(const ModelPlan &p)
{
    QList<int> g;
    for (int h = 0; h < 24; ++h)
        g.append(p.replicasPerHour.isEmpty()
                         ? p.gpus
                         : p.replicasPerHour.at(h) * p.candidate.gpusPerReplica());
    return g;
}

/** Above `from` GPUs: GPU-hours a month. */
double hoursAbove(const QList<int> &g, int from)
{
    double h = 0;
    for (int x : g)
        h += std::max(0, x - from);
    return h * 730.0 / 24.0;
}

/** The part's cost with exactly `owned` GPUs already owned under the acquisition, by trying
 *  every base of bought GPUs (the hybrid) or the whole ways. */
double exhaustiveCost(const ModelPlan &p, Acquisition acquisition, int owned, double own,
                      double rentPerHour, double running)
{
    const QList<int> g = gpusPerHour(p);
    const int peak = *std::max_element(g.begin(), g.end());
    const double rentAll = rentPerHour * hoursAbove(g, owned);
    const double ownAll = own * (peak - owned);
    double best = std::numeric_limits<double>::infinity();
    switch (acquisition) {
    case Acquisition::Rent: best = rentAll; break;
    case Acquisition::Own: best = ownAll; break;
    case Acquisition::Either: best = std::min(rentAll, ownAll); break;
    case Acquisition::Hybrid:
        for (int k = 0; k <= peak - owned; ++k)
            best = std::min(best, k * own + rentPerHour * hoursAbove(g, owned + k));
        break;
    }
    return owned * running + best;
}

} // namespace

class TestAdvisorTraffic : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog = *Catalog::builtin();

    AdvisorPlan best(const AdvisorWorkload &w)
    {
        AdvisorOptions options;
        options.verifyWithSimulation = false;
        const auto result = advise(m_catalog, Project {}, w, options);
        if (!result || result->plans.isEmpty())
            return {};
        return result->plans.first();
    }

private slots:
    /** The replicas are those of the busiest hour's rate sized flat, each hour ceil(peak
     *  replicas x f_h / max f) (never fewer than that hour's rate sized alone); renting pays
     *  the GPU-hours of each hour, and the tokens are priced on the average rate's volume. */
    void profileSizesForThePeakHour()
    {
        AdvisorWorkload w;
        w.constraints.disaggregation = DisaggregationSearch::Off; // the colocated space
        w.models.append(rate(u"llama-3.1-8b"_qs, kRate, kProfile));
        oneShape(w.constraints, kH100);
        w.constraints.acquisition = Acquisition::Rent;
        const AdvisorPlan plan = best(w);
        QCOMPARE(plan.parts.size(), 1);
        const ModelPlan &part = plan.parts.first();

        const double mean = std::accumulate(kProfile.begin(), kProfile.end(), 0.0) / 24.0;
        const double most = *std::max_element(kProfile.begin(), kProfile.end());
        AdvisorWorkload flat = w;
        flat.models.first().dailyProfile.clear();
        flat.models.first().requestsPerSecond = kRate * most / mean;
        const auto atPeak = sizeCandidate(m_catalog, Project {}, flat, part.candidate);
        QVERIFY(atPeak);
        QVERIFY(atPeak->replicas >= 3); // several levels to price
        QCOMPARE(part.replicas, atPeak->replicas);
        QCOMPARE(part.gpus, atPeak->gpus);
        QCOMPARE(part.replicasPerHour.size(), 24);
        int replicaHours = 0;
        for (int h = 0; h < 24; ++h) {
            const int expected = int(std::ceil(atPeak->replicas * kProfile.at(h) / most - 1e-9));
            QCOMPARE(part.replicasPerHour.at(h), expected);
            replicaHours += expected;
            AdvisorWorkload hour = flat;
            hour.models.first().requestsPerSecond = kRate * kProfile.at(h) / mean;
            const auto alone = sizeCandidate(m_catalog, Project {}, hour, part.candidate);
            QVERIFY(alone);
            QVERIFY(alone->replicas <= expected);
        }
        QVERIFY(replicaHours < 24 * part.replicas);

        const CostAssumptions a = perGpu(m_catalog, kH100, 36);
        const double gpuHours = replicaHours * 730.0 / 24.0; // one GPU per replica
        QVERIFY(qFuzzyCompare(plan.monthlyCost, a.onDemandPricePerGpuHour * gpuHours));
        QVERIFY(qFuzzyCompare(part.rentedGpuHoursPerMonth, gpuHours));
        QCOMPARE(part.rentedGpus, part.gpus);
        QCOMPARE(plan.upFront, 0.0);
        // the day's volume: the average rate all month
        const double tokensPerMonth = kRate * 256 * 3600 * 730;
        QVERIFY(qFuzzyCompare(plan.costPerMillionTokens, plan.monthlyCost / tokensPerMonth * 1e6));
        const double kwh = a.powerKwPerGpu * a.busyDrawFraction * a.pue * gpuHours;
        QVERIFY(qFuzzyCompare(plan.energyKwhPerMonth, kwh));
        QVERIFY(qFuzzyCompare(plan.tokensPerKwh, tokensPerMonth / kwh));
        // the rent curve is the same GPU-hours at the on-demand price
        QVERIFY(qFuzzyCompare(plan.rentVsOwn.rent3Years, 36 * plan.monthlyCost));
        // the shape says it
        QVERIFY2(modelPlanShape(part).contains(u"rent up to "_qs), qPrintable(modelPlanShape(part)));
        // on a board: the peak hour's fleet at the peak rate, estimated as the advisor did
        const PlanItems items = planItems(plan, u"Plan 1"_qs);
        Project project;
        project.configurations = items.configurations;
        project.deployments = items.deployments;
        QCOMPARE(items.configurations.first().gpuCount, part.gpus);
        QVERIFY(qFuzzyCompare(items.deployments.first().workload.arrivalRate, kRate * most / mean));
        const ConfigurationEvaluation e = evaluateConfiguration(m_catalog, project,
                                                                items.configurations.first());
        QVERIFY(e.fits && e.deployments.first().speed);
        QCOMPARE(e.deployments.first().speed->tpotSeconds, part.tpotSeconds);
    }

    /** Hybrid: the cost is the least over every owned base (exhaustive in the test), never above
     *  renting or owning the whole part; flat load: the cheaper of the two. */
    void hybridIsTheCheapestBase()
    {
        AdvisorWorkload w;
        w.constraints.disaggregation = DisaggregationSearch::Off; // the colocated space
        w.models.append(rate(u"llama-3.1-8b"_qs, kRate, kProfile));
        oneShape(w.constraints, kSingly);
        w.constraints.acquisition = Acquisition::Hybrid;
        const AdvisorPlan plan = best(w);
        QCOMPARE(plan.parts.size(), 1);
        const ModelPlan &part = plan.parts.first();
        const CostAssumptions a = perGpu(m_catalog, kSingly, 36);
        const double own = ownPerMonth(a);
        const double price = a.onDemandPricePerGpuHour;
        const QList<int> g = gpusPerHour(part);
        double cheapest = std::numeric_limits<double>::infinity();
        int base = -1;
        for (int k = 0; k <= part.gpus; ++k) {
            const double cost = k * own + price * hoursAbove(g, k);
            if (cost < cheapest - 1e-9) {
                cheapest = cost;
                base = k;
            }
        }
        QVERIFY(qFuzzyCompare(plan.monthlyCost, cheapest));
        QCOMPARE(part.boughtGpus, base);
        QVERIFY(part.boughtGpus > 0 && part.rentedGpus > 0); // this profile mixes
        QCOMPARE(part.rentedGpus, part.gpus - base);
        QVERIFY(qFuzzyCompare(part.rentedGpuHoursPerMonth, hoursAbove(g, base)));
        QVERIFY(qFuzzyCompare(plan.upFront, base * a.purchasePricePerGpu));
        QCOMPARE(partAcquisitionId(part), u"hybrid"_qs);
        // on a board the configuration is costed the hybrid way
        QVERIFY(planItems(plan, u"Plan 1"_qs).configurations.first().acquisition
                == CostOption::Hybrid);
        QVERIFY(modelPlanShape(part).contains(
                u"own %1 + rent up to %2"_qs.arg(base).arg(part.rentedGpus)));

        // never above renting or owning the whole part, each sized the same
        for (Acquisition way : {Acquisition::Rent, Acquisition::Own, Acquisition::Either}) {
            AdvisorWorkload other = w;
            other.constraints.acquisition = way;
            const AdvisorPlan p = best(other);
            QCOMPARE(p.gpus, plan.gpus);
            QVERIFY(plan.monthlyCost <= p.monthlyCost * (1 + 1e-12));
        }
        // the curves: own = the base's own curve + the burst's rent; the breakeven where own
        // crosses rent
        CostAssumptions bought = a;
        bought.gpuCount = base;
        const double ownAt36 = costCurves(bought, 36).own.at(36)
                + 36 * price * part.rentedGpuHoursPerMonth;
        QVERIFY(qFuzzyCompare(plan.rentVsOwn.own3Years, ownAt36));
        QVERIFY(qFuzzyCompare(plan.rentVsOwn.rent3Years, 36 * price * hoursAbove(g, 0)));
        QList<double> ownCurve, rentCurve;
        const QList<double> baseCurve = costCurves(bought, 36).own;
        for (int m = 0; m <= 36; ++m) {
            ownCurve.append(baseCurve.at(m) + m * price * part.rentedGpuHoursPerMonth);
            rentCurve.append(m * price * hoursAbove(g, 0));
        }
        const auto breakeven = crossoverMonth(ownCurve, rentCurve);
        QVERIFY(breakeven && plan.rentVsOwn.breakevenMonth);
        QVERIFY(qFuzzyCompare(*plan.rentVsOwn.breakevenMonth, *breakeven));

        // flat load: the cheaper of owning and renting the whole part
        AdvisorWorkload flat;
        flat.constraints.disaggregation = DisaggregationSearch::Off; // the colocated space
        AdvisedModel users = rate(u"llama-3.1-8b"_qs, 0);
        users.users = 300;
        flat.models.append(users);
        oneShape(flat.constraints, kSingly);
        flat.constraints.acquisition = Acquisition::Hybrid;
        const AdvisorPlan hybrid = best(flat);
        flat.constraints.acquisition = Acquisition::Either;
        const AdvisorPlan either = best(flat);
        QVERIFY(hybrid.gpus > 0);
        QVERIFY(qFuzzyCompare(hybrid.monthlyCost, either.monthlyCost));
        QVERIFY(qFuzzyCompare(hybrid.monthlyCost, std::min(own, price * 730.0) * hybrid.gpus));
        QVERIFY(hybrid.rentedGpus == 0 || hybrid.boughtGpus == 0);
    }

    /** GPUs already owned: the cost falls by exactly their capex share (the purchase price over
     *  the horizon, within the GPUs' life), none beyond the count is used, and renting uses
     *  them at their running costs. */
    void ownedGpusSaveTheirCapex()
    {
        AdvisorWorkload w;
        w.constraints.disaggregation = DisaggregationSearch::Off; // the colocated space
        AdvisedModel users = rate(u"llama-3.1-8b"_qs, 0);
        users.users = 400;
        w.models.append(users);
        oneShape(w.constraints, kSingly);
        w.constraints.acquisition = Acquisition::Own;
        const AdvisorPlan without = best(w);
        QVERIFY(without.gpus >= 3);
        const CostAssumptions a = perGpu(m_catalog, kSingly, 36);
        const double capex = a.purchasePricePerGpu / 36.0; // life 5 years > the horizon
        QVERIFY(qFuzzyCompare(ownPerMonth(a) - runningPerMonth(a), capex));

        const int n = without.gpus - 1;
        w.constraints.owned = {{kSingly, n}};
        const AdvisorPlan with = best(w);
        QCOMPARE(with.gpus, without.gpus);
        QCOMPARE(with.ownedGpus, n);
        QCOMPARE(with.boughtGpus, without.gpus - n);
        QVERIFY(qFuzzyCompare(without.monthlyCost - with.monthlyCost, n * capex));
        QVERIFY(qFuzzyCompare(with.upFront, (without.gpus - n) * a.purchasePricePerGpu));
        // the own curve: the owned ones' running costs, the bought ones' own curve
        QVERIFY(qFuzzyCompare(without.rentVsOwn.own3Years - with.rentVsOwn.own3Years,
                              n * a.purchasePricePerGpu));
        QVERIFY(modelPlanShape(with.parts.first()).contains(u"have %1"_qs.arg(n)));

        // more owned than needed: only what the part needs, nothing bought
        w.constraints.owned = {{kSingly, without.gpus + 5}};
        const AdvisorPlan plenty = best(w);
        QCOMPARE(plenty.ownedGpus, without.gpus);
        QCOMPARE(plenty.upFront, 0.0);
        QVERIFY(qFuzzyCompare(plenty.monthlyCost, without.gpus * runningPerMonth(a)));

        // renting: the owned GPUs run at their running costs, the rest rented round the clock
        w.constraints.acquisition = Acquisition::Rent;
        w.constraints.owned = {{kSingly, n}};
        const AdvisorPlan rented = best(w);
        QVERIFY(qFuzzyCompare(rented.monthlyCost,
                              n * runningPerMonth(a)
                                      + (rented.gpus - n) * a.onDemandPricePerGpuHour * 730.0));
        QCOMPARE(rented.rentedGpus, rented.gpus - n);
        QCOMPARE(rented.upFront, 0.0);
    }

    /** Whole units (docs/advisor.md "Whole units"): an H100 is bought in an 8-GPU server, so a
     *  part that needs 3 pays for 8: 3 serving at the own cost, 5 spare at their capital (no
     *  power), 8 purchase prices up front; with a daily profile the spare GPUs serve the peak
     *  hours before any is rented. An MI300X rents only in 8-GPU instances, so 3 rented pay
     *  8 x the price every hour. The board costs the plan's configuration the same. */
    void wholeUnitsArePaidFor()
    {
        const UnitCatalog &units = UnitCatalog::shared();
        AdvisorWorkload w;
        w.constraints.disaggregation = DisaggregationSearch::Off;
        w.models.append(rate(u"llama-3.1-8b"_qs, 6));
        oneShape(w.constraints, kH100);
        w.constraints.acquisition = Acquisition::Own;
        const AdvisorPlan owned = best(w);
        QCOMPARE(owned.parts.size(), 1);
        const ModelPlan &part = owned.parts.first();
        QVERIFY(part.gpus > 0 && part.gpus < 8); // a server holds it, with room to spare
        QCOMPARE(wholeUnits(units, kH100, part.gpus).boughtGpus(), 8);
        QCOMPARE(part.boughtGpus, part.gpus);
        QCOMPARE(part.spareBoughtGpus, 8 - part.gpus);
        const CostAssumptions a = perGpu(m_catalog, kH100, 36);
        CostAssumptions unpriced = a;
        unpriced.purchasePricePerGpu = 0;
        const double capital = ownPerMonth(a) - ownPerMonth(unpriced);
        QVERIFY(capital > 0);
        QVERIFY(qFuzzyCompare(owned.monthlyCost,
                              part.gpus * ownPerMonth(a) + part.spareBoughtGpus * capital));
        QVERIFY(qFuzzyCompare(owned.upFront, 8 * a.purchasePricePerGpu));
        // the board: the configuration bought in whole units costs what the advisor said
        Project project;
        const PlanItems items = planItems(owned, u"Plan 1"_qs);
        project.configurations = items.configurations;
        const ConfigurationCost board = configurationCost(project, m_catalog,
                                                          items.configurations.first());
        QCOMPARE(board.units.boughtGpus(), 8);
        QVERIFY(qFuzzyCompare(board.assumptions.purchasePricePerGpu * part.gpus,
                              8 * board.perGpu.purchasePricePerGpu));
        CostAssumptions boardAssumptions = board.assumptions;
        boardAssumptions.horizonMonths = 36;
        QVERIFY(qFuzzyCompare(costCurves(boardAssumptions, 36).own.value(36),
                              owned.rentVsOwn.own3Years));

        // a daily profile, hybrid: the spare GPUs bought serve before any GPU is rented
        w.models.first() = rate(u"llama-3.1-8b"_qs, 6, kProfile);
        w.constraints.acquisition = Acquisition::Hybrid;
        const AdvisorPlan hybrid = best(w);
        const ModelPlan &h = hybrid.parts.first();
        if (h.boughtGpus > 0)
            QVERIFY(h.rentedGpus == 0 || h.spareBoughtGpus == 0);
        QCOMPARE(h.boughtGpus + h.spareBoughtGpus,
                 wholeUnits(units, kH100, h.boughtGpus).boughtGpus());

        // renting in 8-GPU instances only
        const QString mi300x = u"mi300x-192gb"_qs;
        const QList<InstanceShape> shapes = units.instances(mi300x);
        QVERIFY(!shapes.isEmpty());
        QVERIFY(std::all_of(shapes.begin(), shapes.end(),
                            [](const InstanceShape &s) { return s.gpus == 8; }));
        oneShape(w.constraints, mi300x);
        w.models.first() = rate(u"llama-3.1-8b"_qs, 6);
        w.constraints.acquisition = Acquisition::Rent;
        const AdvisorPlan rented = best(w);
        QCOMPARE(rented.parts.size(), 1);
        const ModelPlan &r = rented.parts.first();
        QVERIFY(r.rentedGpus > 0 && r.rentedGpus < 8);
        QCOMPARE(r.spareRentedGpus, 8 - r.rentedGpus);
        const CostAssumptions m = perGpu(m_catalog, mi300x, 36);
        QVERIFY(qFuzzyCompare(rented.monthlyCost, 8 * m.onDemandPricePerGpuHour * 730.0));
    }

    /** Two models that each buy a few H100s in 8-GPU servers buy the servers together: the
     *  spare GPUs of one model's server hold the other's, the parts keep the pooled units'
     *  spare only and pay for it, and the plan buys what the pooled GPUs need. */
    void unitsSharedAmongModels()
    {
        const UnitCatalog &units = UnitCatalog::shared();
        AdvisorWorkload w;
        w.constraints.disaggregation = DisaggregationSearch::Off;
        w.constraints.packing = false; // parts of their own: the units are what they share
        w.models = {rate(u"llama-3.1-8b"_qs, 4), rate(u"qwen2.5-7b"_qs, 4)};
        oneShape(w.constraints, kH100);
        w.constraints.acquisition = Acquisition::Own;
        const AdvisorPlan plan = best(w);
        QCOMPARE(plan.parts.size(), 2);
        const ModelPlan &a = plan.parts.at(0);
        const ModelPlan &b = plan.parts.at(1);
        const int used = a.boughtGpus + b.boughtGpus;
        QVERIFY2(used > 0 && used <= 8, qPrintable(QString::number(used)));
        // apart each would buy a server of its own: 16 GPUs
        QCOMPARE(wholeUnits(units, kH100, a.boughtGpus).boughtGpus()
                         + wholeUnits(units, kH100, b.boughtGpus).boughtGpus(),
                 16);
        const int held = wholeUnits(units, kH100, used).boughtGpus();
        QCOMPARE(held, 8);
        QCOMPARE(a.spareBoughtGpus + b.spareBoughtGpus, held - used);
        QCOMPARE(a.unitsSharedWith, QStringList {b.deployment.modelId});
        QCOMPARE(b.unitsSharedWith, QStringList {a.deployment.modelId});
        QCOMPARE(a.unitsSharedGpus, used);
        // one server is one node: the plan's nodes are the pool's, not one per model
        QCOMPARE(plan.nodes, (used + 7) / 8);
        QCOMPARE(a.nodes + b.nodes, plan.nodes);
        const CostAssumptions per = perGpu(m_catalog, kH100, 36);
        CostAssumptions unpriced = per;
        unpriced.purchasePricePerGpu = 0;
        const double capital = ownPerMonth(per) - ownPerMonth(unpriced);
        QVERIFY(qFuzzyCompare(plan.monthlyCost, used * ownPerMonth(per) + (held - used) * capital));
        QVERIFY(qFuzzyCompare(plan.upFront, held * per.purchasePricePerGpu));
        // the board: the plan's two configurations bought in one unit pool cost what the
        // advisor said, together
        Project project;
        const PlanItems items = planItems(plan, u"Plan 1"_qs);
        project.configurations = items.configurations;
        QCOMPARE(project.configurations.size(), 2);
        QVERIFY(!project.configurations.at(0).unitPool.isEmpty());
        QCOMPARE(project.configurations.at(1).unitPool, project.configurations.at(0).unitPool);
        double boardOwn = 0;
        int boardHeld = 0;
        for (const Configuration &config : std::as_const(project.configurations)) {
            const ConfigurationCost board = configurationCost(project, m_catalog, config);
            QCOMPARE(board.units.pooledGpus, used);
            boardHeld += board.units.boughtGpus();
            CostAssumptions boardAssumptions = board.assumptions;
            boardAssumptions.horizonMonths = 36;
            boardOwn += costCurves(boardAssumptions, 36).own.value(36);
        }
        QCOMPARE(boardHeld, held);
        QVERIFY(qFuzzyCompare(boardOwn, plan.rentVsOwn.own3Years));
        // the plan's parts shared again (the simulation's check does) stay as they are
        const QList<ModelPlan> again = shareAmongParts(w.constraints, plan.parts);
        for (qsizetype i = 0; i < again.size(); ++i) {
            QCOMPARE(again.at(i).spareBoughtGpus, plan.parts.at(i).spareBoughtGpus);
            QCOMPARE(again.at(i).monthlyCost(), plan.parts.at(i).monthlyCost());
            QCOMPARE(again.at(i).upFront, plan.parts.at(i).upFront);
            QCOMPARE(again.at(i).unitsSharedWith, plan.parts.at(i).unitsSharedWith);
            QCOMPARE(again.at(i).nodes, plan.parts.at(i).nodes);
        }
        // each part's costs add up to the plan's, and its words name the units and the other
        QVERIFY(qFuzzyCompare(a.monthlyCost() + b.monthlyCost(), plan.monthlyCost));
        const QString words = partUnitsText(a);
        QVERIFY2(words.contains(b.deployment.modelId) && words.contains(u"(8 GPU"),
                 qPrintable(words));
        AdvisorResult result;
        result.plans = {plan};
        const QJsonObject part = firstPartJson(result);
        QCOMPARE(part.value(u"units_shared_with"_qs).toArray().first().toString(),
                 b.deployment.modelId);
        QCOMPARE(part.value(u"units_shared_gpus"_qs).toInt(), used);
        QCOMPARE(part.value(u"spare_bought_gpus"_qs).toInt(), a.spareBoughtGpus);
    }

    void ownedShared_data()
    {
        QTest::addColumn<Acquisition>("acquisition");
        QTest::addColumn<int>("owned");
        QTest::addColumn<bool>("competes");
        QTest::newRow("hybrid, 5 owned") << Acquisition::Hybrid << 5 << true;
        QTest::newRow("hybrid, 24 owned") << Acquisition::Hybrid << 24 << false;
        QTest::newRow("either, 4 owned") << Acquisition::Either << 4 << true;
        QTest::newRow("either, 8 owned") << Acquisition::Either << 8 << true;
        QTest::newRow("rent, 6 owned") << Acquisition::Rent << 6 << true;
        QTest::newRow("own, 3 owned") << Acquisition::Own << 3 << true;
    }

    /** Two models, owned H100s shared: the fleet search (and the advisor) equal brute force
     *  over every pair of parts and every split of the owned GPUs between them, and never use
     *  more owned GPUs than exist. */
    void ownedShared()
    {
        QFETCH(Acquisition, acquisition);
        QFETCH(int, owned);
        QFETCH(bool, competes);
        AdvisorWorkload w;
        w.constraints.disaggregation = DisaggregationSearch::Off; // the colocated space
        w.constraints.packing = false; // separate parts: brute force over their pairs
        w.models.append(rate(u"llama-3.1-8b"_qs, 50, kProfile));
        QList<double> evening = kProfile;
        std::rotate(evening.begin(), evening.begin() + 8, evening.end());
        w.models.append(rate(u"qwen3-8b"_qs, 40, evening));
        AdvisorConstraints &c = w.constraints;
        c.gpuIds = {kSingly, kL40s};
        c.engines = {EngineKind::Vllm};
        c.kvFormats = {KvFormat::Bf16};
        c.weightFormats = {WeightFormat::Bf16, WeightFormat::Fp8};
        c.maxGpusPerReplica = 2;
        c.acquisition = acquisition;
        c.owned = {{kSingly, owned}};
        c.horizonMonths = 36; // the months costOf() prices over
        QList<QList<ModelPlan>> lists(2);
        for (int i = 0; i < 2; ++i)
            for (const AdvisorCandidate &a : advisorCandidates(m_catalog, w, i))
                if (const auto part = sizeCandidate(m_catalog, Project {}, w, a))
                    lists[i].append(*part);
        QVERIFY(!lists.at(0).isEmpty() && !lists.at(1).isEmpty());

        const auto costOf = [&](const ModelPlan &p, int u) {
            const CostAssumptions a = perGpu(m_catalog, p.candidate.gpuId, 36);
            return exhaustiveCost(p, acquisition, u, ownPerMonth(a), a.onDemandPricePerGpuHour,
                                  runningPerMonth(a));
        };
        double brute = std::numeric_limits<double>::infinity();
        for (const ModelPlan &a : lists.at(0)) {
            for (const ModelPlan &b : lists.at(1)) {
                const int capA = a.candidate.gpuId == kSingly ? std::min(owned, a.gpus) : 0;
                for (int ua = 0; ua <= capA; ++ua) {
                    const int capB = b.candidate.gpuId == kSingly
                            ? std::min(owned - (a.candidate.gpuId == kSingly ? ua : 0), b.gpus)
                            : 0;
                    for (int ub = 0; ub <= capB; ++ub)
                        brute = std::min(brute, costOf(a, ua) + costOf(b, ub));
                }
            }
        }
        const auto fleet = cheapestFleet(c, lists);
        QVERIFY(fleet);
        const QList<ModelPlan> parts = shareOwnedGpus(c,
                                                      {lists.at(0).at(fleet->at(0)),
                                                       lists.at(1).at(fleet->at(1))});
        int used = 0;
        double cost = 0;
        for (const ModelPlan &p : parts) {
            cost += p.monthlyCost();
            if (p.candidate.gpuId == kSingly)
                used += p.ownedGpus;
            // each part costs what brute force gives for its owned GPUs
            QVERIFY(qFuzzyCompare(p.monthlyCost(), costOf(p, p.ownedGpus)));
        }
        QVERIFY(used <= owned);
        QVERIFY(keepsConstraints(c, parts));
        // the rows where both parts want more owned GPUs than exist test the sharing
        QCOMPARE(lists.at(0).at(fleet->at(0)).ownedGpus + lists.at(1).at(fleet->at(1)).ownedGpus
                         > owned,
                 competes);
        QVERIFY2(qFuzzyCompare(cost, brute), qPrintable(u"%1 vs %2"_qs.arg(cost).arg(brute)));
        // the advisor (its lists pruned of dominated parts) finds the same
        const AdvisorPlan plan = best(w);
        QVERIFY(qFuzzyCompare(plan.monthlyCost, brute));
        QVERIFY(plan.ownedGpus <= owned);
        // two parts each given every owned GPU break the count
        if (lists.at(0).first().gpus > 0) {
            ModelPlan a = lists.at(0).first(), b = lists.at(1).first();
            a.candidate.gpuId = b.candidate.gpuId = kSingly;
            a.ownedGpus = b.ownedGpus = owned;
            QVERIFY(!keepsConstraints(c, {a, b}));
        }
    }

    /** owned_only: only the owned GPU types are searched. */
    void ownedOnly()
    {
        AdvisorWorkload w;
        w.constraints.disaggregation = DisaggregationSearch::Off; // the colocated space
        AdvisedModel users = rate(u"llama-3.1-8b"_qs, 0);
        users.users = 100;
        w.models.append(users);
        w.constraints.owned = {{kL40s, 2}};
        w.constraints.ownedOnly = true;
        const QList<AdvisorCandidate> space = advisorCandidates(m_catalog, w, 0);
        QVERIFY(!space.isEmpty());
        for (const AdvisorCandidate &a : space)
            QCOMPARE(a.gpuId, kL40s);
        AdvisorOptions options;
        options.verifyWithSimulation = false;
        const auto result = advise(m_catalog, Project {}, w, options);
        QVERIFY(result && !result->plans.isEmpty());
        for (const AdvisorPlan &p : result->plans) {
            QCOMPARE(p.parts.first().candidate.gpuId, kL40s);
            QVERIFY(p.ownedGpus >= 1 && p.ownedGpus <= 2);
        }
        w.constraints.ownedOnly = false;
        QVERIFY(advisorCandidates(m_catalog, w, 0).size() > space.size());
    }

    void badKeysRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        const QByteArray head = R"({"models": [{"model": "a", "requests_per_second": 2, )";
        QTest::newRow("23 hours") << head + R"("daily_profile": [1,1,1,1,1,1,1,1,1,1,1,1,
                                    1,1,1,1,1,1,1,1,1,1,1]}]})"
                                  << u"models[0].daily_profile"_qs;
        QTest::newRow("negative") << head + R"("daily_profile": [1,1,1,1,1,1,1,1,1,1,1,1,
                                    1,1,1,1,1,1,1,1,1,1,1,-1]}]})"
                                  << u"models[0].daily_profile"_qs;
        QTest::newRow("all zero") << head + R"("daily_profile": [0,0,0,0,0,0,0,0,0,0,0,0,
                                    0,0,0,0,0,0,0,0,0,0,0,0]}]})"
                                  << u"models[0].daily_profile"_qs;
        QTest::newRow("not numbers")
                << head + R"("daily_profile": "busy"}]})" << u"models[0].daily_profile"_qs;
        QTest::newRow("with a peak") << head + R"("peak_requests_per_second": 4,
                                     "daily_profile": [1,1,1,1,1,1,1,1,1,1,1,1,
                                     1,1,1,1,1,1,1,1,1,1,1,1]}]})"
                                     << u"models[0].daily_profile"_qs;
        QTest::newRow("with users")
                << QByteArray(R"({"models": [{"model": "a", "users": 5, "daily_profile":
                    [1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1]}]})")
                << u"models[0].daily_profile"_qs;
        const QByteArray one = R"({"models": [{"model": "a", "users": 5}], "constraints": )";
        QTest::newRow("acquisition")
                << one + R"({"acquisition": "lease"}})" << u"constraints.acquisition"_qs;
        QTest::newRow("owned not a list") << one + R"({"owned": 4}})" << u"constraints.owned"_qs;
        QTest::newRow("owned count 0") << one + R"({"owned": [{"gpu": "x", "count": 0}]}})"
                                       << u"constraints.owned[0].count"_qs;
        QTest::newRow("owned count 1.5")
                << one + R"({"owned": [{"gpu": "x", "count": 2}, {"gpu": "y", "count": 1.5}]}})"
                << u"constraints.owned[1].count"_qs;
        QTest::newRow("owned no gpu")
                << one + R"({"owned": [{"count": 2}]}})" << u"constraints.owned[0].gpu"_qs;
        QTest::newRow("owned typo") << one + R"({"owned": [{"gpu": "x", "count": 2, "n": 1}]}})"
                                    << u"constraints.owned[0].n"_qs;
        QTest::newRow("owned twice")
                << one + R"({"owned": [{"gpu": "x", "count": 2}, {"gpu": "x", "count": 1}]}})"
                << u"constraints.owned[1].gpu"_qs;
        QTest::newRow("owned_only alone")
                << one + R"({"owned_only": true}})" << u"constraints.owned_only"_qs;
        QTest::newRow("owned_only string")
                << one + R"({"owned_only": "yes"}})" << u"constraints.owned_only"_qs;
    }

    void badKeysRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        const auto w = advisorWorkloadFromJson(json);
        QVERIFY(!w);
        QCOMPARE(w.error().detail, field);
        QVERIFY2(w.error().message.contains(field), qPrintable(w.error().message));
    }

    /** The new keys survive the file; an owned GPU not in the catalog is refused; the result's
     *  JSON carries the owned, bought and rented GPUs. */
    void roundTripAndJson()
    {
        AdvisorWorkload w;
        w.constraints.disaggregation = DisaggregationSearch::Off; // the colocated space
        w.models.append(rate(u"llama-3.1-8b"_qs, 6, kProfile));
        oneShape(w.constraints, kH100);
        w.constraints.acquisition = Acquisition::Hybrid;
        w.constraints.owned = {{kH100, 1}, {kL40s, 3}};
        w.constraints.ownedOnly = true;
        const QJsonObject json = advisorWorkloadToJson(w);
        QCOMPARE(json.value(u"constraints"_qs).toObject().value(u"acquisition"_qs).toString(),
                 u"hybrid"_qs);
        const auto again = advisorWorkloadFromJson(json);
        QVERIFY2(again, qPrintable(again ? QString() : again.error().message));
        QCOMPARE(*again, w);
        QCOMPARE(again->models.first().sizingRequestsPerSecond(),
                 6 * 1.9 / (std::accumulate(kProfile.begin(), kProfile.end(), 0.0) / 24));

        AdvisorWorkload unknown = w;
        unknown.constraints.owned = {{u"no-such-gpu"_qs, 1}};
        const auto valid = validateAdvisorWorkload(unknown, &m_catalog);
        QVERIFY(!valid);
        QCOMPARE(valid.error().detail, u"constraints.owned[0].gpu"_qs);

        AdvisorOptions options;
        options.verifyWithSimulation = false;
        const auto result = advise(m_catalog, Project {}, w, options);
        QVERIFY(result && !result->plans.isEmpty());
        const AdvisorPlan &plan = result->plans.first();
        const QJsonObject out = advisorResultToJson(*result);
        const QJsonObject first = out.value(u"plans"_qs).toArray().first().toObject();
        const QJsonObject part = first.value(u"parts"_qs).toArray().first().toObject();
        QCOMPARE(part.value(u"acquisition"_qs).toString(), partAcquisitionId(plan.parts.first()));
        QCOMPARE(part.value(u"owned_gpus"_qs).toInt(), 1);
        QCOMPARE(part.value(u"rented_gpus"_qs).toInt(), plan.parts.first().rentedGpus);
        QCOMPARE(part.value(u"replicas_per_hour"_qs).toArray().size(), 24);
        QCOMPARE(first.value(u"owned_gpus"_qs).toInt(), plan.ownedGpus);
        QCOMPARE(first.value(u"bought_gpus"_qs).toInt(), plan.boughtGpus);
        QCOMPARE(first.value(u"rented_gpus"_qs).toInt(), plan.rentedGpus);
        QVERIFY(first.contains(u"rented_gpu_hours_per_month"_qs));
    }

    /** The plans checked by the simulation keep their profile: the hours' replicas follow the
     *  peak's (more replicas at the peak scale every hour). */
    void simulatedPlansKeepTheProfile()
    {
        AdvisorWorkload w;
        w.constraints.disaggregation = DisaggregationSearch::Off; // the colocated space
        w.models.append(rate(u"llama-3.1-8b"_qs, 6, kProfile));
        w.models.first().percentile = LatencyPercentile::P90;
        oneShape(w.constraints, kH100);
        w.constraints.acquisition = Acquisition::Hybrid;
        AdvisorOptions options;
        const auto result = advise(m_catalog, Project {}, w, options);
        QVERIFY(result && !result->plans.isEmpty());
        const ModelPlan &part = result->plans.first().parts.first();
        QVERIFY(part.sloVerified);
        const double most = *std::max_element(kProfile.begin(), kProfile.end());
        for (int h = 0; h < 24; ++h)
            QCOMPARE(part.replicasPerHour.at(h),
                     int(std::ceil(part.replicas * kProfile.at(h) / most - 1e-9)));
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestAdvisorTraffic)
#include "tst_advisortraffic.moc"
