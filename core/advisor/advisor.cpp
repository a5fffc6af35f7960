#include "advisor/advisor.h"
#include "advisor/advisordisagg.h"
#include "advisor/advisorinternal.h"
#include "advisor/advisorpacking.h"
#include "advisor/advisorsizer.h"
#include "advisor/advisortraffic.h"
#include "estimate/engineparameters.h"

#include "catalog/catalog.h"
#include "cost/configurationcost.h"
#include "cost/costmodel.h"
#include "estimate/deploymentestimate.h"
#include "estimate/engineprofile.h"
#include "estimate/kvcache.h"
#include "estimate/memorybreakdown.h"
#include "estimate/parallellinks.h"
#include "estimate/parallelsplit.h"
#include "estimate/parametercount.h"
#include "estimate/weightbytes.h"
#include "plan/project.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QUuid>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Headroom {

namespace {

struct AdvisorText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Advisor)
};

using Term = Explanation::Term;

Explanation say(const char *source, std::initializer_list<Term> terms = {})
{
    return Explanation("Headroom::Advisor", source, terms);
}

/** The binding's name, translated when shown (an explanation made on a worker thread follows
 *  a later language switch). */
Explanation planBindingTerm(PlanBinding binding)
{
    switch (binding) {
    case PlanBinding::Memory: return say(QT_TRANSLATE_NOOP("Headroom::Advisor", "memory"));
    case PlanBinding::Bandwidth:
        return say(QT_TRANSLATE_NOOP("Headroom::Advisor", "memory bandwidth"));
    case PlanBinding::Compute: return say(QT_TRANSLATE_NOOP("Headroom::Advisor", "compute"));
    case PlanBinding::Link: return say(QT_TRANSLATE_NOOP("Headroom::Advisor", "GPU links"));
    case PlanBinding::Power: return say(QT_TRANSLATE_NOOP("Headroom::Advisor", "power"));
    case PlanBinding::Budget: return say(QT_TRANSLATE_NOOP("Headroom::Advisor", "budget"));
    case PlanBinding::GpuLimit: return say(QT_TRANSLATE_NOOP("Headroom::Advisor", "most GPUs"));
    }
    return {};
}

Term money(double value)
{
    return Term(value, 'f', 0);
}

bool engineRuns(EngineKind engine, const GpuSpec &gpu)
{
    switch (engine) {
    case EngineKind::TensorRtLlm: return gpu.vendor == GpuVendor::Nvidia;
    case EngineKind::SgLang: return gpu.vendor == GpuVendor::Nvidia || gpu.vendor == GpuVendor::Amd;
    case EngineKind::Vllm: return gpu.vendor != GpuVendor::Apple;
    case EngineKind::LlamaCpp: return true;
    case EngineKind::Transformers: return gpu.vendor != GpuVendor::Apple;
    }
    return false;
}

bool isGguf(WeightFormat w)
{
    return weightFormatId(w).startsWith(u'q');
}

bool isGgufKv(KvFormat k)
{
    return k == KvFormat::Q8_0 || k == KvFormat::Q4_0;
}

QList<EngineKind> enginesOf(const AdvisorConstraints &c)
{
    return c.engines.isEmpty()
            ? QList<EngineKind> {EngineKind::Vllm, EngineKind::SgLang, EngineKind::TensorRtLlm}
            : c.engines;
}

QList<WeightFormat> weightsOf(const AdvisorConstraints &c, EngineKind engine)
{
    if (!c.weightFormats.isEmpty())
        return c.weightFormats;
    if (engine == EngineKind::LlamaCpp)
        return {WeightFormat::GgufQ8_0, WeightFormat::GgufQ4_K_M};
    return {WeightFormat::Bf16, WeightFormat::Fp8, WeightFormat::Int4Awq};
}

QList<KvFormat> kvOf(const AdvisorConstraints &c, EngineKind engine)
{
    if (!c.kvFormats.isEmpty())
        return c.kvFormats;
    if (engine == EngineKind::LlamaCpp)
        return {KvFormat::Fp16, KvFormat::Q8_0};
    return {KvFormat::Bf16, KvFormat::Fp8};
}

/** Whether engines serve `weights` and `kv` on `gpu` (FP8 weights: a GPU with FP8 units). */
bool formatsRun(EngineKind engine, WeightFormat weights, KvFormat kv, const GpuSpec &gpu)
{
    const bool llama = engine == EngineKind::LlamaCpp;
    if (isGguf(weights) != llama || (isGgufKv(kv) && !llama))
        return false;
    if (weights == WeightFormat::Fp8 && !(gpu.fp8Flops > 0))
        return false;
    return true;
}

/** a is at least as good as b on every axis the fleet search and the front read. */
bool dominatesPart(const ModelPlan &a, const ModelPlan &b)
{
    // a's cost if the fleet leaves it none of the owned GPUs against b's with all it can use
    return a.mostCostPerMonth <= b.monthlyCost() && perUserSpeed(a) >= perUserSpeed(b)
            && a.gpus <= b.gpus && a.nodes <= b.nodes && a.powerKw <= b.powerKw
            && a.mostUpFront <= b.upFront;
}

/** The parts that no other part dominates (ties: the first kept). */
QList<ModelPlan> nonDominated(QList<ModelPlan> parts)
{
    std::sort(parts.begin(), parts.end(), [](const ModelPlan &a, const ModelPlan &b) {
        if (a.monthlyCost() != b.monthlyCost())
            return a.monthlyCost() < b.monthlyCost();
        return perUserSpeed(a) > perUserSpeed(b);
    });
    QList<ModelPlan> kept;
    for (const ModelPlan &p : std::as_const(parts)) {
        const bool dominated = std::any_of(kept.begin(), kept.end(), [&p](const ModelPlan &k) {
            return dominatesPart(k, p);
        });
        if (!dominated)
            kept.append(p);
    }
    return kept;
}

AdvisorPlan assemble(AdvisorSizer &sizer, QList<ModelPlan> parts)
{
    AdvisorPlan plan;
    const AdvisorConstraints &c = sizer.workload().constraints;
    plan.parts = std::move(parts);
    double tokens = 0;
    plan.perUserTokensPerSecond = std::numeric_limits<double>::infinity();
    QList<double> rentCurve, ownCurve;
    const int months = std::max(c.horizonMonths, 36);
    QSet<QString> configurations; // packed parts share one: its GPUs and costs count once
    for (const ModelPlan &p : std::as_const(plan.parts)) {
        tokens += p.outputTokensPerSecond;
        plan.perUserTokensPerSecond = std::min(plan.perUserTokensPerSecond, perUserSpeed(p));
        plan.ttftSeconds = std::max(plan.ttftSeconds, p.ttftSeconds);
        if (p.isPacked() && !configurations.contains(p.configuration.id))
            configurations.insert(p.configuration.id);
        else if (p.isPacked())
            continue;
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
        const auto gpu = sizer.catalog().gpu(p.candidate.gpuId);
        if (!gpu)
            continue;
        GpuEconomics e = sizer.economics(*gpu);
        const CostAssumptions &a = e.assumptions;
        // rent: the part's rent way; own: its own way (hybrid: the base owned, the burst rented)
        const PartCurves curves = partCurves(p, c, sizer.unitCurves(*gpu, months));
        rentCurve.resize(std::max(rentCurve.size(), curves.rent.size()));
        ownCurve.resize(std::max(ownCurve.size(), curves.own.size()));
        for (qsizetype i = 0; i < curves.rent.size(); ++i)
            rentCurve[i] += curves.rent.at(i);
        for (qsizetype i = 0; i < curves.own.size(); ++i)
            ownCurve[i] += curves.own.at(i);
        // the GPU-hours serving at the busy draw, the owned ones not needed at the idle draw
        const double kwh = e.powerKw
                * (p.busyGpuHoursPerMonth * a.busyDrawFraction
                   + p.idleGpuHoursPerMonth * a.idleDrawFraction)
                * a.pue;
        plan.energyKwhPerMonth += kwh;
        plan.energyCostPerMonth += kwh * a.electricityPricePerKwh;
        if (c.rackPowerKw > 0) {
            const int nodesPerRack
                    = std::max(1,
                               int(std::floor(c.rackPowerKw / (e.powerKw * e.gpusPerNode) + 1e-9)));
            plan.racks += (p.nodes - (p.prefill ? p.prefill->nodes : 0) + nodesPerRack - 1)
                    / nodesPerRack;
        }
        if (p.prefill) {
            // the prefill pool at its GPU type, round the clock: rent curve renting it, own
            // curve owning it
            const auto prefillGpu = sizer.catalog().gpu(p.prefill->gpuId);
            if (!prefillGpu)
                continue;
            const GpuEconomics pe = sizer.economics(*prefillGpu);
            CostAssumptions pa = pe.assumptions;
            pa.gpuCount = p.prefill->gpus;
            const CostCurves pool = costCurves(pa, months);
            rentCurve.resize(std::max(rentCurve.size(), pool.onDemand.size()));
            ownCurve.resize(std::max(ownCurve.size(), pool.own.size()));
            for (qsizetype i = 0; i < pool.onDemand.size(); ++i)
                rentCurve[i] += pool.onDemand.at(i);
            for (qsizetype i = 0; i < pool.own.size(); ++i)
                ownCurve[i] += pool.own.at(i);
            const double poolKwh = p.prefill->powerKw * pa.busyDrawFraction * pa.pue
                    * kHoursPerMonth;
            plan.energyKwhPerMonth += poolKwh;
            plan.energyCostPerMonth += poolKwh * pa.electricityPricePerKwh;
            if (c.rackPowerKw > 0) {
                const int nodesPerRack
                        = std::max(1,
                                   int(std::floor(c.rackPowerKw / (pe.powerKw * pe.gpusPerNode)
                                                  + 1e-9)));
                plan.racks += (p.prefill->nodes + nodesPerRack - 1) / nodesPerRack;
            }
        }
    }
    if (!std::isfinite(plan.perUserTokensPerSecond))
        plan.perUserTokensPerSecond = 0;
    plan.rentVsOwn.rentAtHorizon = rentCurve.value(c.horizonMonths);
    plan.rentVsOwn.ownAtHorizon = ownCurve.value(c.horizonMonths);
    plan.rentVsOwn.rent3Years = rentCurve.value(36);
    plan.rentVsOwn.own3Years = ownCurve.value(36);
    // owning that buys nothing (the hybrid renting all beyond the owned GPUs) never breaks even
    if (ownCurve != rentCurve)
        plan.rentVsOwn.breakevenMonth = crossoverMonth(ownCurve, rentCurve);
    if (tokens > 0) {
        plan.costPerMillionTokens = plan.monthlyCost / (tokens * 3600.0 * kHoursPerMonth) * 1e6;
        if (plan.energyKwhPerMonth > 0)
            plan.tokensPerKwh = tokens * 3600.0 * kHoursPerMonth / plan.energyKwhPerMonth;
    }
    // what binds: a constraint the plan nearly reaches, else the first part's sizing
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
    for (const ModelPlan &p : std::as_const(plan.parts)) {
        const QString model = sizer.workload().models.at(p.candidate.modelIndex).modelId;
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
        plan.binds.append(e, "; ");
        if (p.isPacked())
            plan.binds.append(packingExplanation(p), "; ");
        if (p.prefill)
            plan.binds.append(
                    Explanation::plural(
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
    if (plan.binding == PlanBinding::Budget)
        plan.binds.append(say(QT_TRANSLATE_NOOP("Headroom::Advisor", "close to the budget")), "; ");
    else if (plan.binding == PlanBinding::Power)
        plan.binds.append(say(QT_TRANSLATE_NOOP("Headroom::Advisor",
                                                "close to the power limit (%1 of %2 kW)"),
                              {Term(plan.powerKw, 'f', 1), c.maxPowerKw}),
                          "; ");
    else if (plan.binding == PlanBinding::GpuLimit)
        plan.binds.append(say(QT_TRANSLATE_NOOP("Headroom::Advisor",
                                                "close to the most GPUs or nodes")),
                          "; ");
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

/** The plans no other plan beats on both monthly cost and per-user speed, cheapest first:
 *  `plans` are ranked (cost, then speed), so a plan is on the front when it is faster than
 *  every plan before it. */
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

/** How a part is paid for, when it is more than one way all day: " (have 4 + own 8 + rent up
 *  to 4, 1460 GPU-h/month)"; empty for a part wholly rented or bought round the clock. */
QString paidFor(const ModelPlan &m)
{
    if (m.ownedGpus == 0 && m.replicasPerHour.isEmpty() && (m.rentedGpus == 0 || m.boughtGpus == 0))
        return {};
    QStringList ways;
    if (m.ownedGpus > 0)
        //: GPUs the user already has, used by this part of a plan
        ways.append(AdvisorText::tr("have %1").arg(m.ownedGpus));
    if (m.boughtGpus > 0)
        //: GPUs bought for this part of a plan
        ways.append(AdvisorText::tr("own %1").arg(m.boughtGpus));
    if (m.rentedGpus > 0)
        //: %1 = the most GPUs rented at once, %2 = GPU-hours rented per month
        ways.append(AdvisorText::tr("rent up to %1, %2 GPU-h/month")
                            .arg(m.rentedGpus)
                            .arg(m.rentedGpuHoursPerMonth, 0, 'f', 0));
    return QStringLiteral(" (%1)").arg(ways.join(QStringLiteral(" + ")));
}

} // namespace

/** The part's GPUs, split, formats and engine (ids: the same in every language). */
static QString shapeCore(const ModelPlan &m)
{
    const QString prefill = m.prefill ? QStringLiteral(" + prefill %1x[%2 TP%3 PP%4]")
                                                .arg(m.prefill->replicas)
                                                .arg(m.prefill->gpuId)
                                                .arg(m.prefill->tensorParallel)
                                                .arg(m.prefill->pipelineParallel)
                                      : QString();
    return QStringLiteral("%1: %2x[%3 TP%4 PP%5%6] %7/%8 %9")
                   .arg(m.deployment.modelId)
                   .arg(m.replicas)
                   .arg(m.candidate.gpuId)
                   .arg(m.candidate.tensorParallel)
                   .arg(m.candidate.pipelineParallel)
                   .arg(m.candidate.expertParallel > 1
                                ? QStringLiteral(" EP%1").arg(m.candidate.expertParallel)
                                : QString())
                   .arg(weightFormatId(m.candidate.weights), kvFormatId(m.candidate.kv),
                        engineId(m.candidate.engine))
            + prefill;
}

static QString shapeOf(const ModelPlan &m)
{
    return shapeCore(m) + paidFor(m);
}

QString modelPlanShape(const ModelPlan &m)
{
    if (!m.isPacked())
        return shapeOf(m);
    //: a part whose GPUs serve other models too (packing); %2: their ids
    return AdvisorText::tr("%1, shared with %2")
            .arg(shapeOf(m), m.sharedWith.join(QStringLiteral(", ")));
}

QString advisorPlanKey(const AdvisorPlan &plan)
{
    // untranslated: a key stored in one language is found by a report in another
    QStringList parts;
    for (const ModelPlan &part : plan.parts) {
        QString key = shapeCore(part)
                + QStringLiteral(" have%1 own%2 rent%3")
                          .arg(part.ownedGpus)
                          .arg(part.boughtGpus)
                          .arg(part.rentedGpus);
        if (part.isPacked())
            key += QStringLiteral(" shared:") + part.sharedWith.join(u',');
        parts.append(key);
    }
    return parts.join(QStringLiteral("; "));
}

const AdvisorPlan *findAdvisorPlan(const AdvisorResult &result, const QString &key)
{
    if (key.isEmpty())
        return nullptr;
    for (const AdvisorPlan &plan : result.plans) {
        if (advisorPlanKey(plan) == key)
            return &plan;
    }
    return nullptr;
}

std::optional<ReportRecommendation> reportRecommendation(const Catalog &catalog,
                                                         const Project &project)
{
    const AdvisorWorkload &w = project.advisor;
    if (w.reportPlan.isEmpty())
        return std::nullopt;
    ReportRecommendation out;
    const auto result = advise(catalog, project, w);
    if (!result) {
        out.problem = result.error().message;
        return out;
    }
    out.currency = result->currency;
    if (const AdvisorPlan *plan = findAdvisorPlan(*result, w.reportPlan)) {
        out.plan = *plan;
        out.rank = int(plan - result->plans.constData()) + 1;
    } else {
        out.problem = AdvisorText::tr("The plan added from the advisor (%1) no longer meets the "
                                      "workload with the plan's prices and catalog now: run the "
                                      "advisor again.")
                              .arg(w.reportPlan);
    }
    return out;
}

PlanItems planItems(const AdvisorPlan &plan, const QString &label)
{
    PlanItems items;
    QHash<QString, QString> ids; // the plan's configuration ids -> fresh ones
    const auto fresh = [] { return QUuid::createUuid().toString(QUuid::WithoutBraces); };
    for (const ModelPlan &part : plan.parts) {
        if (!ids.contains(part.configuration.id)) {
            Configuration c = part.configuration;
            c.id = fresh();
            QStringList models; // every part on it (packed parts share it)
            for (const ModelPlan &other : plan.parts)
                if (other.configuration.id == part.configuration.id)
                    models.append(other.deployment.modelId);
            c.name = QStringLiteral("%1: %2").arg(label, models.join(QStringLiteral(" + ")));
            ids.insert(part.configuration.id, c.id);
            items.configurations.append(c);
        }
        Deployment d = part.deployment;
        d.id = fresh();
        d.configurationId = ids.value(part.configuration.id);
        items.deployments.append(d);
    }
    for (const TrainingPlan &job : plan.training) {
        Configuration c = job.configuration;
        c.id = fresh();
        c.name = QStringLiteral("%1: %2 %3")
                         .arg(label, job.deployment.modelId, deploymentModeId(job.deployment.mode));
        items.configurations.append(c);
        Deployment d = job.deployment;
        d.id = fresh();
        d.configurationId = c.id;
        items.deployments.append(d);
    }
    return items;
}

QString planBindingId(PlanBinding binding)
{
    switch (binding) {
    case PlanBinding::Memory: return QStringLiteral("memory");
    case PlanBinding::Bandwidth: return QStringLiteral("bandwidth");
    case PlanBinding::Compute: return QStringLiteral("compute");
    case PlanBinding::Link: return QStringLiteral("link");
    case PlanBinding::Power: return QStringLiteral("power");
    case PlanBinding::Budget: return QStringLiteral("budget");
    case PlanBinding::GpuLimit: return QStringLiteral("gpu_limit");
    }
    return {};
}

QString planBindingName(PlanBinding binding)
{
    return planBindingTerm(binding).text();
}

QString rejectionName(Rejection rejection)
{
    switch (rejection) {
    case Rejection::WeightsDoNotFit:
        return AdvisorText::tr("weights larger than the replica's memory");
    case Rejection::DoesNotFit: return AdvisorText::tr("does not fit in memory");
    case Rejection::SlowerThanTarget:
        return AdvisorText::tr("slower than the TPOT target at one user");
    case Rejection::TargetUnreachable:
        return AdvisorText::tr("no concurrency meets the latency targets");
    case Rejection::OverGpus: return AdvisorText::tr("more GPUs or nodes than allowed");
    case Rejection::OverPower: return AdvisorText::tr("over the power limit");
    case Rejection::OverBudget: return AdvisorText::tr("over the budget");
    case Rejection::Invalid: return AdvisorText::tr("engine or format not supported");
    case Rejection::Dominated: return AdvisorText::tr("dominated by a cheaper, faster plan");
    case Rejection::Costly:
        return AdvisorText::tr("costs over the cap, a multiple of the cheapest plan");
    }
    return {};
}

QList<AdvisorCandidate> advisorCandidates(const Catalog &catalog, const AdvisorWorkload &workload,
                                          int modelIndex)
{
    QList<AdvisorCandidate> out;
    const auto model = catalog.model(workload.models.value(modelIndex).modelId);
    if (!model)
        return out;
    const AdvisorConstraints &c = workload.constraints;
    const QList<ParallelSplit> splits = buildableSplits(*model, c.maxGpusPerReplica);
    for (const GpuSpec &gpu : catalog.gpus()) {
        if (!c.gpuIds.isEmpty() && !c.gpuIds.contains(gpu.id))
            continue;
        if (c.ownedOnly && c.ownedCount(gpu.id) <= 0)
            continue;
        for (EngineKind engine : enginesOf(c)) {
            if (!engineRuns(engine, gpu))
                continue;
            for (WeightFormat w : weightsOf(c, engine)) {
                for (KvFormat k : kvOf(c, engine)) {
                    if (!formatsRun(engine, w, k, gpu))
                        continue;
                    for (const ParallelSplit &s : splits) {
                        AdvisorCandidate
                                a {modelIndex,         gpu.id, engine, w, k, s.tensorParallel,
                                   s.pipelineParallel, 1};
                        out.append(a);
                        if (model->isMoe() && s.tensorParallel > 1) {
                            a.expertParallel = s.tensorParallel;
                            out.append(a);
                        }
                    }
                }
            }
        }
    }
    return out;
}

std::optional<ModelPlan> sizeCandidate(const Catalog &catalog, const Project &project,
                                       const AdvisorWorkload &workload,
                                       const AdvisorCandidate &candidate, Rejection *why)
{
    AdvisorSizer sizer(catalog, project, workload);
    return sizer.size(candidate, why);
}

QList<DisaggregatedCandidate> advisorDisaggregatedCandidates(const Catalog &catalog,
                                                             const AdvisorWorkload &workload,
                                                             int modelIndex)
{
    QList<DisaggregatedCandidate> out;
    if (workload.constraints.disaggregation == DisaggregationSearch::Off)
        return out;
    const QList<AdvisorCandidate> space = advisorCandidates(catalog, workload, modelIndex);
    for (const AdvisorCandidate &decode : space) {
        if (!AdvisorDisagg::engineDisaggregates(decode.engine))
            continue;
        for (const auto &[gpuId, tp] :
             AdvisorDisagg::prefillShapes(catalog, workload, space, decode))
            out.append({decode, gpuId, tp});
    }
    return out;
}

std::optional<ModelPlan> sizeDisaggregatedCandidate(const Catalog &catalog, const Project &project,
                                                    const AdvisorWorkload &workload,
                                                    const DisaggregatedCandidate &candidate,
                                                    Rejection *why)
{
    AdvisorSizer sizer(catalog, project, workload);
    const int i = candidate.decode.modelIndex;
    if (i < 0 || i >= workload.models.size() || !sizer.model(i)) {
        if (why)
            *why = Rejection::Invalid;
        return std::nullopt;
    }
    return AdvisorDisagg::size(AdvisorDisagg::ModelSizing {sizer, i}, candidate, why);
}

bool keepsConstraints(const AdvisorConstraints &c, const QList<ModelPlan> &parts, Rejection *why)
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
    QList<QList<int>> best;
    QList<FleetTotals> bestTotals;
    if (perModel.isEmpty() || count <= 0)
        return best;
    const int n = int(perModel.size());
    // the least capital a part may need: sharing the owned GPUs may leave a part fewer than it
    // was costed with, and then either may rent it (no capital) where it owned
    const auto upFrontLow = [&constraints](const ModelPlan &p) {
        return !constraints.owned.isEmpty() && constraints.acquisition == Acquisition::Either
                ? 0.0
                : p.upFront;
    };
    // each list by cost, and the least any remaining model adds
    QList<QList<int>> order(n);
    QList<FleetTotals> least(n + 1);
    for (int i = n - 1; i >= 0; --i) {
        const QList<ModelPlan> &list = perModel.at(i);
        if (list.isEmpty())
            return best;
        QList<int> &o = order[i];
        for (int j = 0; j < list.size(); ++j)
            o.append(j);
        std::stable_sort(o.begin(), o.end(), [&list](int a, int b) {
            return list.at(a).monthlyCost() < list.at(b).monthlyCost();
        });
        FleetTotals m {std::numeric_limits<double>::infinity(),
                       0,
                       std::numeric_limits<int>::max(),
                       std::numeric_limits<int>::max(),
                       std::numeric_limits<double>::infinity(),
                       std::numeric_limits<double>::infinity()};
        for (const ModelPlan &p : list) {
            m.cost = std::min(m.cost, p.monthlyCost());
            m.gpus = std::min(m.gpus, double(p.gpus));
            m.nodes = std::min(m.nodes, double(p.nodes));
            m.powerKw = std::min(m.powerKw, p.powerKw);
            m.upFront = std::min(m.upFront, upFrontLow(p));
        }
        const FleetTotals &after = least.at(i + 1);
        least[i] = {m.cost + after.cost,       0,
                    m.gpus + after.gpus,       m.nodes + after.nodes,
                    m.powerKw + after.powerKw, m.upFront + after.upFront};
    }
    int steps = 0;
    QList<int> chosen(n, -1);
    QList<ModelPlan> parts;
    const auto eps = [](double limit) { return limit * (1 + 1e-12); };
    std::function<void(int, const FleetTotals &)> visit = [&](int i, const FleetTotals &t) {
        ++steps;
        if (i == n) {
            FleetTotals exact = t;
            if (!constraints.owned.isEmpty() && n > 1) {
                // the parts' costs assumed each could use every owned GPU of its type: share them
                const QList<ModelPlan> shared = shareOwnedGpus(constraints, parts);
                exact.cost = exact.upFront = 0;
                for (const ModelPlan &p : shared) {
                    exact.cost += p.monthlyCost();
                    exact.upFront += p.upFront;
                }
                if (!keepsConstraints(constraints, shared))
                    return;
                if (bestTotals.size() >= count && exact.cost > bestTotals.last().cost)
                    return;
            } else if (!keepsConstraints(constraints, parts)) {
                return;
            }
            const auto at = std::upper_bound(bestTotals.begin(), bestTotals.end(), exact,
                                             ranksBefore);
            const qsizetype pos = at - bestTotals.begin();
            if (pos >= count)
                return;
            bestTotals.insert(pos, exact);
            best.insert(pos, chosen);
            if (bestTotals.size() > count) {
                bestTotals.removeLast();
                best.removeLast();
            }
            return;
        }
        const FleetTotals &rest = least.at(i + 1);
        for (int j : order.at(i)) {
            const ModelPlan &p = perModel.at(i).at(j);
            FleetTotals u {t.cost + p.monthlyCost(), std::min(t.slowest, perUserSpeed(p)),
                           t.gpus + p.gpus,          t.nodes + p.nodes,
                           t.powerKw + p.powerKw,    t.upFront + upFrontLow(p)};
            // bounds: the list is by cost, so a too costly one ends the loop
            if (bestTotals.size() >= count && u.cost + rest.cost > bestTotals.last().cost)
                break;
            if (constraints.budgetPerMonth > 0
                && u.cost + rest.cost > eps(constraints.budgetPerMonth))
                break;
            if ((constraints.maxGpus > 0 && u.gpus + rest.gpus > constraints.maxGpus)
                || (constraints.maxNodes > 0 && u.nodes + rest.nodes > constraints.maxNodes)
                || (constraints.maxPowerKw > 0
                    && u.powerKw + rest.powerKw > eps(constraints.maxPowerKw))
                || (constraints.budgetUpFront > 0
                    && u.upFront + rest.upFront > eps(constraints.budgetUpFront)))
                continue;
            if (!constraints.mixedFleet && i > 0
                && p.candidate.gpuId != perModel.at(0).at(chosen.at(0)).candidate.gpuId)
                continue;
            chosen[i] = j;
            parts.append(p);
            visit(i + 1, u);
            parts.removeLast();
        }
        chosen[i] = -1;
    };
    visit(0, FleetTotals {});
    if (visited)
        *visited = steps;
    return best;
}

std::optional<QList<int>> cheapestFleet(const AdvisorConstraints &constraints,
                                        const QList<QList<ModelPlan>> &perModel, int *visited)
{
    const QList<QList<int>> fleets = cheapestFleets(constraints, perModel, 1, visited);
    if (fleets.isEmpty())
        return std::nullopt;
    return fleets.first();
}

Result<AdvisorResult> advise(const Catalog &catalog, const Project &project,
                             const AdvisorWorkload &workload, const AdvisorOptions &options)
{
    if (auto valid = validateAdvisorWorkload(workload, &catalog); !valid)
        return std::unexpected(valid.error());
    if (workload.constraints.currency) {
        if (auto ok = checkDisplayCurrency(*workload.constraints.currency, project.cost.currency,
                                           project.exchangeRates);
            !ok)
            return std::unexpected(ok.error());
    }
    AdvisorSizer sizer(catalog, project, workload);
    AdvisorResult result;
    result.currency = sizer.currency();
    const AdvisorConstraints &c = workload.constraints;
    // the training jobs: one-off, apart from the serving fleet (advisortraining.h)
    const TrainingPriceOf trainingPrice = [&sizer](const GpuSpec &gpu) {
        const GpuEconomics &e = sizer.economics(gpu);
        return TrainingGpuPrice {e.rentPerMonth / kHoursPerMonth, e.ownPerMonth / kHoursPerMonth};
    };
    const auto withTraining = [&](QList<AdvisorPlan> &plans, const QList<TrainingPlan> &jobs) {
        for (AdvisorPlan &p : plans) {
            p.training = jobs;
            p.trainingCost = 0;
            for (const TrainingPlan &t : jobs)
                p.trainingCost += t.cost;
        }
    };
    if (workload.models.isEmpty()) {
        const QList<TrainingPlan> jobs = planTraining(catalog, workload, trainingPrice,
                                                      &result.warnings);
        if (!jobs.isEmpty()) {
            result.plans = {assemble(sizer, {})};
            withTraining(result.plans, jobs);
        }
        return result;
    }

    QList<QList<AdvisorCandidate>> spaces;
    int total = 0;
    for (int i = 0; i < workload.models.size(); ++i) {
        spaces.append(advisorCandidates(catalog, workload, i));
        total += int(spaces.last().size());
    }
    result.candidatesGenerated = total;
    QList<QList<ModelPlan>> perModel;
    QList<QList<ModelPlan>> allFeasible; // every part sized, dominated ones too (packing)
    int done = 0;
    for (int i = 0; i < workload.models.size(); ++i) {
        const ModelSpec model = *sizer.model(i);
        const AdvisedModel &traffic = workload.models.at(i);
        QList<AdvisorCandidate> space = spaces.at(i);
        // the lower bounds of each candidate: GPUs of one replica, per-user speed
        struct Bounded
        {
            AdvisorCandidate candidate;
            double costLow = 0; // one replica, the cheaper way per GPU
            double speedHigh = std::numeric_limits<double>::infinity();
            double powerLow = 0;
            double upFrontLow = 0;
        };
        QList<Bounded> bounded;
        QHash<int, std::int64_t> weightBytesOf;
        // the share of the day with traffic (a replica at least then)
        double activeHours = 1;
        if (!traffic.dailyProfile.isEmpty())
            activeHours = double(std::count_if(traffic.dailyProfile.begin(),
                                               traffic.dailyProfile.end(),
                                               [](double f) { return f > 0; }))
                    / double(traffic.dailyProfile.size());
        for (const AdvisorCandidate &a : std::as_const(space)) {
            ++done;
            const auto gpu = catalog.gpu(a.gpuId);
            std::int64_t &weights = weightBytesOf[int(a.weights)];
            if (weights == 0)
                weights = modelWeightBytes(model, sizer.count(i), a.weights);
            const double perGpu = double(weights) / a.gpusPerReplica();
            if (perGpu > double(gpu->memoryBytes())) {
                ++result.rejections[Rejection::WeightsDoNotFit];
                continue;
            }
            Bounded b;
            b.candidate = a;
            const GpuEconomics &e = sizer.economics(*gpu);
            // a GPU rented at least the hours the profile has traffic, owned ones at their
            // running costs
            const double rentLow = e.rentPerMonth * activeHours;
            double perGpuCost = c.acquisition == Acquisition::Rent ? rentLow
                    : c.acquisition == Acquisition::Own            ? e.ownPerMonth
                                                        : std::min(rentLow, e.ownPerMonth);
            const bool hasOwned = c.ownedCount(a.gpuId) > 0;
            if (hasOwned)
                perGpuCost = std::min(perGpuCost, e.runningPerMonth);
            // replicas: a sequence holds at least its prompt's KV, in at most the replica's
            // memory beside the weights (full-attention models: windows and recurrent layers
            // keep less)
            int replicasLow = 1;
            if (traffic.users > 0 && model.slidingWindow == 0 && model.attentionLayers.isEmpty()) {
                const double kvPerSequence = kvBytesPerToken(model, a.kv, 1)
                        * double(traffic.inputTokens);
                const double room = double(gpu->memoryBytes()) * a.gpusPerReplica()
                        - double(weights);
                if (kvPerSequence > 0 && room > 0) {
                    const double sequences = std::max(1.0, std::floor(room / kvPerSequence));
                    replicasLow = int(std::ceil(double(traffic.users) / sequences - 1e-9));
                }
            }
            b.costLow = perGpuCost * a.gpusPerReplica() * replicasLow;
            b.powerLow = e.powerKw * a.gpusPerReplica() * replicasLow;
            b.upFrontLow = c.acquisition == Acquisition::Own && !hasOwned
                    ? e.upFront * a.gpusPerReplica() * replicasLow
                    : 0;
            if (!model.isMoe() && gpu->memoryBandwidthBytesPerSecond > 0) {
                // the decode step reads every weight once per token: TPOT >= weights / (G x BW)
                const double tpotLow = perGpu / gpu->memoryBandwidthBytesPerSecond;
                if (traffic.tpotTargetMs > 0 && tpotLow * 1e3 > traffic.tpotTargetMs) {
                    ++result.rejections[Rejection::SlowerThanTarget];
                    continue;
                }
                b.speedHigh = 1.0 / tpotLow;
            }
            if ((c.maxGpus > 0 && a.gpusPerReplica() > c.maxGpus)
                || (c.budgetPerMonth > 0 && b.costLow > c.budgetPerMonth)) {
                ++result.rejections[c.maxGpus > 0 && a.gpusPerReplica() > c.maxGpus
                                            ? Rejection::OverGpus
                                            : Rejection::OverBudget];
                continue;
            }
            bounded.append(b);
        }
        // cheapest bound first, so that cheap plans found early prune the costly shapes
        std::stable_sort(bounded.begin(), bounded.end(),
                         [](const Bounded &a, const Bounded &b) { return a.costLow < b.costLow; });
        const bool colocated = c.disaggregation != DisaggregationSearch::Only;
        QList<AdvisorDisagg::DecodeShape> decodeShapes; // the disaggregated search's
        if (c.disaggregation != DisaggregationSearch::Off)
            for (const Bounded &b : std::as_const(bounded))
                if (AdvisorDisagg::engineDisaggregates(b.candidate.engine))
                    decodeShapes.append({b.candidate, b.costLow});
        if (!colocated) // "only": the disaggregated shapes alone
            bounded.clear();
        QList<ModelPlan> feasible;
        QList<ModelPlan> front; // non-dominated so far (cost, speed, GPUs, power, up front)
        QList<double> tableCosts; // the cheapest costs found, up to `window`
        const qsizetype window = qsizetype(std::max(options.maxPlans, 1)) * 2;
        int evaluated = 0;
        // the cost cap: one model's plans beyond costRatio x the cheapest are not shown; the
        // candidates are by their cost bound, so the first beyond it ends the search
        const bool capped = options.costRatio > 0 && workload.models.size() == 1;
        double cheapest = std::numeric_limits<double>::infinity();
        for (qsizetype k = 0; k < bounded.size(); ++k) {
            const Bounded &b = bounded.at(k);
            if (options.cancel && options.cancel->load()) {
                result.cancelled = true;
                break;
            }
            if (capped && b.costLow > options.costRatio * cheapest) {
                result.rejections[Rejection::Costly] += int(bounded.size() - k);
                break;
            }
            ++evaluated;
            ++result.candidatesEvaluated;
            if (options.progress && evaluated % 64 == 0) // candidates dealt with, of all
                options.progress(done - int(bounded.size() - k), total);
            // dominated: a plan found costs no more, is no slower than this one can be, uses no
            // more GPUs, power or capital, and this one cannot enter the table's window
            const auto skip = [&](const ModelPlan &sized, double speedHigh) {
                if (capped && sized.monthlyCost() > options.costRatio * cheapest)
                    return true;
                if (tableCosts.size() < window || sized.monthlyCost() <= tableCosts.last())
                    return false;
                return std::any_of(front.begin(), front.end(), [&](const ModelPlan &p) {
                    return p.mostCostPerMonth <= sized.monthlyCost() && perUserSpeed(p) >= speedHigh
                            && p.gpus <= sized.gpus && p.nodes <= sized.nodes
                            && p.powerKw <= sized.powerKw && p.mostUpFront <= sized.upFront;
                });
            };
            Rejection why = Rejection::Invalid;
            auto part = sizer.size(b.candidate, &why, 0, skip);
            if (!part) {
                ++result.rejections[why];
                continue;
            }
            cheapest = std::min(cheapest, part->monthlyCost());
            tableCosts.insert(std::upper_bound(tableCosts.begin(), tableCosts.end(),
                                               part->monthlyCost()),
                              part->monthlyCost());
            if (tableCosts.size() > window)
                tableCosts.removeLast();
            feasible.append(*part);
            if (!std::any_of(front.begin(), front.end(),
                             [&part](const ModelPlan &p) { return dominatesPart(p, *part); })) {
                front.erase(std::remove_if(front.begin(), front.end(),
                                           [&part](const ModelPlan &p) {
                                               return dominatesPart(*part, p);
                                           }),
                            front.end());
                front.append(*part);
            }
        }
        if (!decodeShapes.isEmpty() && !result.cancelled) {
            // disaggregated prefill/decode (advisordisagg.h), bounded by what was found here
            AdvisorDisagg::Limits limits;
            limits.capped = capped;
            limits.costRatio = options.costRatio;
            limits.window = window;
            limits.cancel = options.cancel;
            AdvisorDisagg::Shared shared {cheapest, tableCosts};
            feasible.append(AdvisorDisagg::search(AdvisorDisagg::ModelSizing {sizer, i},
                                                  decodeShapes, space, limits, shared, result));
        }
        result.feasibleCandidates += int(feasible.size());
        perModel.append(workload.models.size() == 1 ? feasible : nonDominated(feasible));
        allFeasible.append(feasible);
        if (result.cancelled)
            break;
    }
    if (options.progress)
        options.progress(total, total);
    if (result.cancelled || perModel.size() != workload.models.size())
        return result;

    // the fleets: every feasible plan for one model, the cheapest combinations for several
    const int keep = workload.models.size() == 1 ? int(perModel.first().size()) : 500;
    int visited = 0;
    QList<AdvisorPlan> plans;
    if (c.packing && workload.models.size() > 1) {
        // several models: also their parts packed onto shared GPUs (advisorpacking.h)
        PackingContext packing {&catalog, &project, &workload, [&](ModelPlan &p) {
                                    if (const auto gpu = catalog.gpu(p.candidate.gpuId))
                                        sizer.cost(p, *gpu);
                                }};
        packing.cancel = options.cancel;
        // the count-th cheapest fleet of separate parts: a group costing more is not needed
        const QList<QList<int>> separate = cheapestFleets(c, perModel, keep);
        if (separate.size() >= keep) {
            packing.maxMonthlyCost = 0;
            for (int i = 0; i < separate.last().size(); ++i)
                packing.maxMonthlyCost += perModel.at(i).at(separate.last().at(i)).monthlyCost();
        }
        const QList<PackedGroup> groups = packedGroups(packing, allFeasible,
                                                       &result.packingsEvaluated);
        if (options.cancel && options.cancel->load()) {
            result.cancelled = true;
            return result;
        }
        for (const QList<ModelPlan> &parts :
             cheapestPackedFleets(c, perModel, groups, keep, &visited))
            plans.append(assemble(sizer, shareOwnedGpus(c, parts)));
    } else {
        const QList<QList<int>> fleets = cheapestFleets(c, perModel, keep, &visited);
        for (const QList<int> &fleet : fleets) {
            QList<ModelPlan> parts;
            for (int i = 0; i < fleet.size(); ++i)
                parts.append(perModel.at(i).at(fleet.at(i)));
            plans.append(assemble(sizer, shareOwnedGpus(c, parts)));
        }
    }
    result.combinationsVisited = visited;
    markFront(plans, result.paretoFront);

    // the ranked table: simulate, adding replicas until the simulation meets the targets
    QList<AdvisorPlan> ranked;
    const int verify = std::max(options.maxPlans * 2, options.maxPlans);
    for (int k = 0; k < plans.size() && ranked.size() < verify; ++k) {
        if (options.cancel && options.cancel->load()) {
            result.cancelled = true;
            break;
        }
        QList<ModelPlan> parts = plans.at(k).parts;
        bool ok = true;
        if (options.verifyWithSimulation) {
            for (ModelPlan &p : parts) {
                if (p.isPacked()) {
                    // simulated beside the others (each step waits for theirs); a packed part
                    // that misses is not grown alone
                    if (!sizer.simulate(p)) {
                        ok = false;
                        break;
                    }
                    continue;
                }
                for (int attempt = 0; attempt < 8 && !sizer.simulate(p); ++attempt) {
                    const int more = p.replicas + std::max(1, (p.replicas + 7) / 8);
                    Rejection why {};
                    auto bigger = p.prefill
                            ? AdvisorDisagg::grow(AdvisorDisagg::ModelSizing {sizer,
                                                                              p.candidate.modelIndex},
                                                  p, &why)
                            : sizer.size(p.candidate, &why, more);
                    if (!bigger) {
                        ok = false;
                        break;
                    }
                    bigger->maxConcurrency = p.maxConcurrency;
                    bigger->usersPerReplicaAtSlo = p.usersPerReplicaAtSlo;
                    bigger->binding = p.binding;
                    p = *bigger;
                }
                if (!ok || !p.sloVerified) {
                    ok = false;
                    break;
                }
            }
        }
        if (!ok)
            continue;
        parts = shareOwnedGpus(c, parts);
        if (!keepsConstraints(c, parts))
            continue;
        ranked.append(assemble(sizer, parts));
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const AdvisorPlan &a, const AdvisorPlan &b) {
        if (a.monthlyCost != b.monthlyCost)
            return a.monthlyCost < b.monthlyCost;
        return a.perUserTokensPerSecond > b.perUserTokensPerSecond;
    });
    if (ranked.size() > options.maxPlans)
        ranked.resize(options.maxPlans);
    for (AdvisorPlan &p : ranked) {
        p.paretoOptimal = std::any_of(result.paretoFront.begin(), result.paretoFront.end(),
                                      [&p](const AdvisorPlan &f) {
                                          return f.monthlyCost == p.monthlyCost
                                                  && f.perUserTokensPerSecond
                                                  == p.perUserTokensPerSecond;
                                      });
        if (&p != &ranked.first())
            p.whyLoses = whyLoses(ranked.first(), p);
    }
    if (!workload.training.isEmpty()) {
        const QList<TrainingPlan> jobs = planTraining(catalog, workload, trainingPrice,
                                                      &result.warnings);
        withTraining(ranked, jobs);
        withTraining(result.paretoFront, jobs);
    }
    result.plans = ranked;
    if (result.plans.isEmpty())
        result.warnings.append(
                Explanation("Headroom::Advisor",
                            QT_TRANSLATE_NOOP("Headroom::Advisor",
                                              "No plan serves the workload within the "
                                              "constraints: see the rejected candidates")));
    return result;
}

} // namespace Headroom
