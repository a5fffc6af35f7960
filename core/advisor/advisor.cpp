#include "advisor/advisor.h"
#include "advisor/advisorassemble.h"
#include "advisor/advisordisagg.h"
#include "advisor/advisorpacking.h"
#include "advisor/advisorsearch.h"
#include "advisor/advisorsizer.h"
#include "advisor/advisortraffic.h"

#include "catalog/catalog.h"
#include "cost/configurationcost.h"
#include "plan/project.h"

#include <QCoreApplication>
#include <QHash>
#include <QUuid>

#include <algorithm>

// advise(): the search of each model (advisorsearch.h), the cheapest fleets (advisorfleet.cpp,
// advisorpacking.h) made into plans (advisorassemble.h), those checked with the load
// simulation and ranked; and what the report and the board take from a plan.

namespace Headroom {

namespace {

struct AdvisorText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Advisor)
};

/** The workload is valid against the catalog, and its currency can be shown. */
Result<void> checkWorkload(const Catalog &catalog, const Project &project,
                           const AdvisorWorkload &workload)
{
    if (auto valid = validateAdvisorWorkload(workload, &catalog); !valid)
        return std::unexpected(valid.error());
    if (workload.constraints.currency) {
        if (auto ok = checkDisplayCurrency(*workload.constraints.currency, project.cost.currency,
                                           project.exchangeRates);
            !ok)
            return std::unexpected(ok.error());
    }
    return {};
}

/** `workload` with its budgets in the plans' currency (the workload's, else the project's
 *  display currency), converted with the project's exchange rates from the currency they were
 *  entered in; refused, with the reason, when no rate connects the two. (Its horizon is
 *  resolved by the sizer.) */
Result<AdvisorWorkload> budgetsInPlanCurrency(const Project &project, AdvisorWorkload workload)
{
    AdvisorConstraints &c = workload.constraints;
    Project shown = project;
    if (c.currency)
        shown.cost.displayCurrency = *c.currency;
    const Currency plans = displayedCurrency(shown);
    const Currency from = c.budgetCurrency.value_or(plans);
    c.budgetCurrency = plans;
    if (from == plans)
        return workload;
    for (double *budget : {&c.budgetPerMonth, &c.budgetUpFront}) {
        if (!(*budget > 0))
            continue;
        const auto converted = convert(Money {*budget, from}, plans, project.exchangeRates);
        if (!converted)
            return fail(AdvisorText::tr("The budget in %1 cannot be compared with plans in %2: %3")
                                .arg(currencyCode(from), currencyCode(plans),
                                     converted.error().message));
        *budget = converted->amount;
    }
    return workload;
}

/** The training jobs' prices: one-off, apart from the serving fleet (advisortraining.h). */
TrainingPriceOf trainingPriceOf(AdvisorSizer &sizer)
{
    return [&sizer](const GpuSpec &gpu) {
        const GpuEconomics &e = sizer.economics(gpu);
        return TrainingGpuPrice {e.rentPerMonth / kHoursPerMonth, e.ownPerMonth / kHoursPerMonth};
    };
}

void withTraining(QList<AdvisorPlan> &plans, const QList<TrainingPlan> &jobs)
{
    for (AdvisorPlan &p : plans) {
        p.training = jobs;
        p.trainingCost = 0;
        for (const TrainingPlan &t : jobs)
            p.trainingCost += t.cost;
    }
}

/** The workload's training jobs, the same in every ranked plan and every plan of the front. */
void addTrainingJobs(AdvisorSizer &sizer, QList<AdvisorPlan> &ranked, AdvisorResult &result)
{
    const QList<TrainingPlan> jobs = planTraining(sizer.catalog(), sizer.workload(),
                                                  trainingPriceOf(sizer), &result.warnings);
    withTraining(ranked, jobs);
    withTraining(result.paretoFront, jobs);
}

Explanation noPlanWarning()
{
    return Explanation("Headroom::Advisor",
                       QT_TRANSLATE_NOOP("Headroom::Advisor",
                                         "No plan serves the workload within the "
                                         "constraints: see the rejected candidates"));
}

/** A workload of training jobs only: one plan of them, when any job can run. */
void adviseTrainingOnly(AdvisorSizer &sizer, AdvisorResult &result)
{
    const QList<TrainingPlan> jobs = planTraining(sizer.catalog(), sizer.workload(),
                                                  trainingPriceOf(sizer), &result.warnings);
    if (!jobs.isEmpty()) {
        result.plans = {assemble(sizer, {})};
        withTraining(result.plans, jobs);
    }
}

/** Several models: the `keep` cheapest fleets with their parts also packed onto shared GPUs
 *  (advisorpacking.h); nullopt when cancelled while packing. */
std::optional<QList<QList<ModelPlan>>> packedFleets(AdvisorSizer &sizer, const Project &project,
                                                    const AdvisorOptions &options,
                                                    const ModelsFound &found, int keep,
                                                    int *visited, AdvisorResult &result)
{
    const Catalog &catalog = sizer.catalog();
    const AdvisorConstraints &c = sizer.workload().constraints;
    const QList<QList<ModelPlan>> &perModel = found.perModel;
    PackingContext packing {&catalog, &project, &sizer.workload(), [&](ModelPlan &p) {
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
    const QList<PackedGroup> groups = packedGroups(packing, found.allFeasible,
                                                   &result.packingsEvaluated);
    if (options.cancel && options.cancel->load()) {
        result.cancelled = true;
        return std::nullopt;
    }
    return cheapestPackedFleets(c, perModel, groups, keep, visited);
}

/** The fleets made into plans: every feasible plan for one model, the cheapest combinations for
 *  several; nullopt when cancelled while packing. */
std::optional<QList<AdvisorPlan>> fleetPlans(AdvisorSizer &sizer, const Project &project,
                                             const AdvisorOptions &options,
                                             const ModelsFound &found, AdvisorResult &result)
{
    const AdvisorWorkload &workload = sizer.workload();
    const AdvisorConstraints &c = workload.constraints;
    const QList<QList<ModelPlan>> &perModel = found.perModel;
    const int keep = workload.models.size() == 1 ? int(perModel.first().size()) : 500;
    int visited = 0;
    QList<AdvisorPlan> plans;
    if (c.packing && workload.models.size() > 1) {
        const auto fleets = packedFleets(sizer, project, options, found, keep, &visited, result);
        if (!fleets)
            return std::nullopt;
        for (const QList<ModelPlan> &parts : *fleets)
            plans.append(assemble(sizer, shareAmongParts(c, parts)));
    } else {
        const QList<QList<int>> fleets = cheapestFleets(c, perModel, keep, &visited);
        for (const QList<int> &fleet : fleets) {
            QList<ModelPlan> parts;
            for (int i = 0; i < fleet.size(); ++i)
                parts.append(perModel.at(i).at(fleet.at(i)));
            plans.append(assemble(sizer, shareAmongParts(c, parts)));
        }
    }
    result.combinationsVisited = visited;
    return plans;
}

/** Simulates a part with GPUs of its own, adding replicas (up to 8 times) until the simulation
 *  meets its targets; false when it never does. */
bool growUntilVerified(AdvisorSizer &sizer, ModelPlan &p)
{
    for (int attempt = 0; attempt < 8 && !sizer.simulate(p); ++attempt) {
        const int more = p.replicas + std::max(1, (p.replicas + 7) / 8);
        Rejection why {};
        auto bigger = p.prefill
                ? AdvisorDisagg::grow(AdvisorDisagg::ModelSizing {sizer, p.candidate.modelIndex}, p,
                                      &why)
                : sizer.size(p.candidate, &why, more);
        if (!bigger)
            return false;
        bigger->maxConcurrency = p.maxConcurrency;
        bigger->usersPerReplicaAtSlo = p.usersPerReplicaAtSlo;
        bigger->binding = p.binding;
        p = *bigger;
    }
    return p.sloVerified;
}

/** Whether every part meets its targets in the simulation, grown where it may be. */
bool verifyParts(AdvisorSizer &sizer, QList<ModelPlan> &parts)
{
    for (ModelPlan &p : parts) {
        if (p.isPacked()) {
            // simulated beside the others (each step waits for theirs); a packed part that
            // misses is not grown alone
            if (!sizer.simulate(p))
                return false;
            continue;
        }
        if (!growUntilVerified(sizer, p))
            return false;
    }
    return true;
}

/** The plans, cheapest first, that meet the targets in the simulation (when asked) and still
 *  keep the constraints: up to twice the table's plans. */
QList<AdvisorPlan> verifiedPlans(AdvisorSizer &sizer, const AdvisorOptions &options,
                                 const QList<AdvisorPlan> &plans, AdvisorResult &result)
{
    const AdvisorConstraints &c = sizer.workload().constraints;
    QList<AdvisorPlan> verified;
    const int verify = std::max(options.maxPlans * 2, options.maxPlans);
    for (int k = 0; k < plans.size() && verified.size() < verify; ++k) {
        if (options.cancel && options.cancel->load()) {
            result.cancelled = true;
            break;
        }
        QList<ModelPlan> parts = plans.at(k).parts;
        if (options.verifyWithSimulation && !verifyParts(sizer, parts))
            continue;
        parts = shareAmongParts(c, parts);
        if (!keepsConstraints(c, parts))
            continue;
        verified.append(assemble(sizer, parts));
    }
    return verified;
}

/** The ranked table: by monthly cost, then per-user speed, the first `maxPlans`; each marked
 *  when on the front, and told why it ranks after the first. */
void rankPlans(QList<AdvisorPlan> &ranked, int maxPlans, const QList<AdvisorPlan> &front)
{
    std::stable_sort(ranked.begin(), ranked.end(), [](const AdvisorPlan &a, const AdvisorPlan &b) {
        if (a.monthlyCost != b.monthlyCost)
            return a.monthlyCost < b.monthlyCost;
        return a.perUserTokensPerSecond > b.perUserTokensPerSecond;
    });
    if (ranked.size() > maxPlans)
        ranked.resize(maxPlans);
    for (AdvisorPlan &p : ranked) {
        p.paretoOptimal = std::any_of(front.begin(), front.end(), [&p](const AdvisorPlan &f) {
            return f.monthlyCost == p.monthlyCost
                    && f.perUserTokensPerSecond == p.perUserTokensPerSecond;
        });
        if (&p != &ranked.first())
            p.whyLoses = whyLoses(ranked.first(), p);
    }
}

} // namespace

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

/** The share of the month a part's GPUs serve (ModelPlan::busyGpuHoursPerMonth over its GPUs
 *  round the clock; a disaggregated part's prefill pool serves round the clock): 1 unless a
 *  daily profile lets GPUs idle. What its configuration is costed at on the board. */
double partUtilization(const ModelPlan &part)
{
    if (part.gpus <= 0)
        return 1;
    const double busy = part.busyGpuHoursPerMonth
            + (part.prefill ? part.prefill->gpus * kHoursPerMonth : 0.0);
    return std::clamp(busy / (part.gpus * kHoursPerMonth), 0.0, 1.0);
}

PlanItems planItems(const AdvisorPlan &plan, const QString &label)
{
    PlanItems items;
    QHash<QString, QString> ids; // the plan's configuration ids -> fresh ones
    QHash<QString, QString> pools; // GPU type -> the unit pool of the parts that share units
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
            // costed on the board as the advisor costed it, not at the project's utilisation
            c.utilization = partUtilization(part);
            c.acquisition = partAcquisition(part);
            if (!part.unitsSharedWith.isEmpty()) { // bought in units together (shareUnits())
                QString &pool = pools[c.gpuId];
                if (pool.isEmpty())
                    pool = fresh();
                c.unitPool = pool;
            }
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
        c.acquisition = job.owned ? CostOption::Own : CostOption::OnDemand;
        items.configurations.append(c);
        Deployment d = job.deployment;
        d.id = fresh();
        d.configurationId = c.id;
        items.deployments.append(d);
    }
    return items;
}

Result<AdvisorResult> advise(const Catalog &catalog, const Project &project,
                             const AdvisorWorkload &workload, const AdvisorOptions &options)
{
    if (auto valid = checkWorkload(catalog, project, workload); !valid)
        return std::unexpected(valid.error());
    const auto asked = budgetsInPlanCurrency(project, workload);
    if (!asked)
        return std::unexpected(asked.error());
    AdvisorSizer sizer(catalog, project, *asked);
    AdvisorResult result;
    result.currency = sizer.currency();
    if (workload.models.isEmpty()) {
        adviseTrainingOnly(sizer, result);
        return result;
    }
    const ModelsFound found = searchModels(sizer, options, result);
    if (result.cancelled || found.perModel.size() != workload.models.size())
        return result;
    auto plans = fleetPlans(sizer, project, options, found, result);
    if (!plans) // cancelled while packing
        return result;
    markFront(*plans, result.paretoFront);
    // the ranked table: simulate, adding replicas until the simulation meets the targets
    QList<AdvisorPlan> ranked = verifiedPlans(sizer, options, *plans, result);
    rankPlans(ranked, options.maxPlans, result.paretoFront);
    if (!workload.training.isEmpty())
        addTrainingJobs(sizer, ranked, result);
    result.plans = ranked;
    if (result.plans.isEmpty())
        result.warnings.append(noPlanWarning());
    return result;
}

} // namespace Headroom
