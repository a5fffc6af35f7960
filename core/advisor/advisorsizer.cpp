#include "advisor/advisorsizer.h"
#include "advisor/advisorinternal.h"

#include "cost/configurationcost.h"
#include "estimate/deploymentestimate.h"

#include <algorithm>
#include <limits>

namespace Headroom {

AdvisorSizer::AdvisorSizer(const Catalog &catalog, const Project &project,
                           const AdvisorWorkload &workload)
    : m_catalog(catalog)
    , m_project(project)
    , m_workload(workload)
{
    // the plans are costed over the workload's horizon, else the project's
    m_workload.constraints.horizonMonths = workload.constraints.horizonOr(
            project.cost.horizonMonths);
    if (workload.constraints.currency)
        m_project.cost.displayCurrency = *workload.constraints.currency;
    m_currency = displayedCurrency(m_project);
    for (const AdvisedModel &m : workload.models) {
        const auto spec = catalog.model(m.modelId);
        m_models.append(spec);
        m_counts.append(spec ? countParameters(*spec) : ParameterCount {});
    }
}

const GpuEconomics &AdvisorSizer::economics(const GpuSpec &gpu)
{
    auto it = m_economics.find(gpu.id);
    if (it != m_economics.end())
        return *it;
    GpuEconomics e;
    Configuration one;
    one.gpuId = gpu.id;
    const ConfigurationCost priced = configurationCost(m_project, m_catalog, one);
    CostAssumptions a = priced.perGpu; // one GPU's prices: the parts pay for whole units
    e.purchasePriced = priced.purchase.source != CostInputSource::Project;
    e.onDemandPriced = priced.onDemand.source != CostInputSource::Project;
    const int horizon = m_workload.constraints.horizonMonths;
    a.gpuCount = 1;
    a.utilization = 1; // a serving fleet runs round the clock
    a.horizonMonths = horizon;
    e.assumptions = a;
    e.rentPerMonth = a.onDemandPricePerGpuHour * kHoursPerMonth;
    const CostCurves curves = costCurves(a, horizon);
    e.ownPerMonth = curves.own.value(horizon) / horizon;
    e.upFront = a.purchasePricePerGpu;
    e.runningPerMonth = costCurves(runningAssumptions(a), horizon).own.value(horizon) / horizon;
    CostAssumptions unpriced = a;
    unpriced.purchasePricePerGpu = 0;
    e.capitalPerMonth = e.ownPerMonth - costCurves(unpriced, horizon).own.value(horizon) / horizon;
    e.powerKw = a.powerKwPerGpu;
    e.gpusPerNode = gpu.unifiedMemory ? 1 : kGpusPerNode;
    return *m_economics.insert(gpu.id, e);
}

void AdvisorSizer::cost(ModelPlan &part, const GpuSpec &gpu)
{
    const GpuEconomics e = economics(gpu); // a copy: economics() below may grow the hash
    const AdvisorConstraints &c = m_workload.constraints;
    const int gpus = part.decodeGpus(); // a disaggregated part's prefill pool apart
    part.powerKw = e.powerKw * gpus;
    part.gpusPerNode = e.gpusPerNode;
    part.nodes = (gpus + e.gpusPerNode - 1) / e.gpusPerNode;
    std::optional<GpuSpec> prefillGpu;
    if (part.prefill) {
        // the prefill pool at its own GPU type's price, on its own nodes (costPart() adds
        // its cost the way the part is paid for)
        AdvisorPrefillPool &pool = *part.prefill;
        prefillGpu = m_catalog.gpu(pool.gpuId);
        const GpuEconomics pe = prefillGpu ? economics(*prefillGpu) : e;
        // whole units of its type: the spare GPUs of the last unit and instance paid too
        const auto cover = units(pool.gpuId, pool.gpus);
        const int bought = std::max(pool.gpus, cover->bought(pool.gpus));
        const int rented = std::max(pool.gpus, cover->rented(pool.gpus));
        pool.rentPerMonth = pe.rentPerMonth * rented;
        pool.ownPerMonth = pe.ownPerMonth * pool.gpus + pe.capitalPerMonth * (bought - pool.gpus);
        pool.upFront = pe.upFront * bought;
        pool.powerKw = pe.powerKw * pool.gpus;
        pool.nodes = (pool.gpus + pe.gpusPerNode - 1) / pe.gpusPerNode;
        part.powerKw += pool.powerKw;
        part.nodes += pool.nodes;
    }
    part.replicasPerHour = hourlyReplicas(m_workload.models.at(part.candidate.modelIndex),
                                          part.replicas);
    part.gpuOwnPerMonth = e.ownPerMonth;
    part.gpuRentPerHour = e.rentPerMonth / kHoursPerMonth;
    part.gpuRunningPerMonth = e.runningPerMonth;
    part.gpuPurchase = e.upFront;
    part.gpuCapitalPerMonth = e.capitalPerMonth;
    part.units = units(gpu.id, gpus);
    for (const std::optional<GpuSpec> &type : {std::optional(gpu), prefillGpu}) {
        if (!type || c.ownedOnly)
            continue;
        const UnpricedGpu missing = missingPrices(*type);
        part.purchasePriceAssumed = part.purchasePriceAssumed || missing.purchase;
        part.onDemandPriceAssumed = part.onDemandPriceAssumed || missing.onDemand;
    }
    costPart(part, c, c.ownedCount(gpu.id));
}

std::pair<Configuration, Deployment> AdvisorSizer::materialize(const AdvisorCandidate &c,
                                                               int replicas) const
{
    const AdvisedModel &m = m_workload.models.at(c.modelIndex);
    Configuration config;
    config.id = QStringLiteral("advisor-%1").arg(c.modelIndex);
    config.gpuId = c.gpuId;
    config.tensorParallel = c.tensorParallel;
    config.pipelineParallel = c.pipelineParallel;
    config.expertParallel = c.expertParallel;
    config.gpuCount = c.gpusPerReplica() * std::max(replicas, 1);
    Deployment d;
    d.id = QStringLiteral("advisor-%1").arg(c.modelIndex);
    d.configurationId = config.id;
    d.modelId = m.modelId;
    d.weights = c.weights;
    d.kv = c.kv;
    d.engine = c.engine;
    Workload &w = d.workload;
    w.inputTokens = m.inputTokens;
    w.outputTokens = m.outputTokens;
    w.contextTokens = m.inputTokens + m.outputTokens;
    w.inputKind = m.input.kind;
    w.inputSpread = m.input.spread;
    w.outputKind = m.output.kind;
    w.outputSpread = m.output.spread;
    w.ttftTargetMs = m.ttftTargetMs;
    w.tpotTargetMs = m.tpotTargetMs;
    if (m.users > 0) {
        w.load = LoadKind::ClosedLoop;
        w.concurrentSequences = m.users;
    } else {
        w.load = LoadKind::OpenLoop;
        w.arrivalRate = m.sizingRequestsPerSecond();
        w.requestsPerSecond = m.sizingRequestsPerSecond();
        w.concurrentSequences = 1;
    }
    return {config, d};
}

std::optional<AdvisorSizer::Estimated> AdvisorSizer::estimate(const ModelSpec &model,
                                                              const GpuSpec &gpu,
                                                              const Configuration &config,
                                                              const Deployment &d, int modelIndex,
                                                              Rejection *why) const
{
    const auto reject = [why](Rejection r) {
        if (why)
            *why = r;
        return std::nullopt;
    };
    auto resolved = resolveDeployment(m_catalog, m_project, config, d, model, gpu);
    if (!resolved)
        return reject(Rejection::Invalid);
    EstimateOptions options;
    options.depth = EstimateDepth::Speed;
    options.memoryDetail = MemoryDetail::Figures;
    options.parameters = &m_counts.at(modelIndex);
    options.onlyWhenFits = true;
    options.speed.curveMaxConcurrency = 1;
    const DeploymentEstimate e = estimateResolved(std::move(*resolved), options);
    if (!e.memory)
        return reject(Rejection::Invalid);
    if (!e.memory->fits)
        return reject(Rejection::DoesNotFit);
    if (!e.speed)
        return reject(Rejection::Invalid);
    return Estimated {*e.speed, *e.memory, e.engine.requestOverheadSeconds.value};
}

std::optional<ModelPlan> AdvisorSizer::size(
        const AdvisorCandidate &c, Rejection *why, int replicas,
        const std::function<bool(const ModelPlan &, double)> &skip)
{
    const std::optional<ModelSpec> &model = m_models.at(c.modelIndex);
    const auto gpu = m_catalog.gpu(c.gpuId);
    if (!model || !gpu) {
        if (why)
            *why = Rejection::Invalid;
        return std::nullopt;
    }
    ModelPlan part;
    part.candidate = c;
    if (replicas <= 0) {
        replicas = fewestReplicas(part, *model, *gpu, why, skip);
        if (replicas <= 0)
            return std::nullopt;
    }
    return sizedAt(std::move(part), *model, *gpu, replicas, why);
}

int AdvisorSizer::fewestReplicas(ModelPlan &part, const ModelSpec &model, const GpuSpec &gpu,
                                 Rejection *why,
                                 const std::function<bool(const ModelPlan &, double)> &skip)
{
    const AdvisorCandidate &c = part.candidate;
    const AdvisedModel &m = m_workload.models.at(c.modelIndex);
    // one replica: what it holds and what meets the targets
    auto [config, d] = materialize(c, 1);
    d.workload.concurrentSequences = 1;
    const auto one = estimate(model, gpu, config, d, c.modelIndex, why);
    if (!one)
        return 0;
    part.maxConcurrency = one->speed.maxConcurrency;
    const int atSlo = one->speed.maxConcurrencyAtSlo < 0 ? one->speed.maxConcurrency
                                                         : one->speed.maxConcurrencyAtSlo;
    part.usersPerReplicaAtSlo = atSlo;
    if (atSlo <= 0) {
        if (why)
            *why = part.maxConcurrency <= 0 ? Rejection::DoesNotFit : Rejection::TargetUnreachable;
        return 0;
    }
    int replicas = 0;
    if (m.users > 0) {
        replicas = (m.users + atSlo - 1) / atSlo;
    } else {
        replicas = one->speed.replicasForTargetRate;
        if (replicas <= 0) {
            if (why)
                *why = Rejection::TargetUnreachable;
            return 0;
        }
    }
    if (skip) {
        // the cost is known now; the speed at one user bounds the speed under load
        part.gpus = c.gpusPerReplica() * replicas;
        part.replicas = replicas;
        cost(part, gpu);
        const double tpotAtOne = one->speed.tpotAtOneSeconds > 0 ? one->speed.tpotAtOneSeconds
                                                                 : one->speed.tpotSeconds;
        if (skip(part, tpotAtOne > 0 ? 1.0 / tpotAtOne : std::numeric_limits<double>::infinity())) {
            if (why)
                *why = Rejection::Dominated;
            return 0;
        }
    }
    return replicas;
}

std::optional<ModelPlan> AdvisorSizer::sizedAt(ModelPlan part, const ModelSpec &model,
                                               const GpuSpec &gpu, int replicas, Rejection *why)
{
    const AdvisorCandidate &c = part.candidate;
    const AdvisedModel &m = m_workload.models.at(c.modelIndex);
    auto [config, d] = materialize(c, replicas);
    const auto fleet = estimate(model, gpu, config, d, c.modelIndex, why);
    if (!fleet)
        return std::nullopt;
    if (part.maxConcurrency == 0) {
        part.maxConcurrency = fleet->speed.maxConcurrency;
        part.usersPerReplicaAtSlo = fleet->speed.maxConcurrencyAtSlo < 0
                ? fleet->speed.maxConcurrency
                : fleet->speed.maxConcurrencyAtSlo;
    }
    part.configuration = config;
    part.deployment = d;
    part.replicas = replicas;
    part.gpus = config.gpuCount;
    setServedSpeed(part, fleet->speed, m);
    part.binding = partBinding(part);
    cost(part, gpu);
    // a rack must hold one node
    const AdvisorConstraints &limits = m_workload.constraints;
    const GpuEconomics &e = economics(gpu);
    if (limits.rackPowerKw > 0 && e.powerKw * e.gpusPerNode > limits.rackPowerKw
        && e.powerKw * std::min(part.gpus, e.gpusPerNode) > limits.rackPowerKw) {
        if (why)
            *why = Rejection::OverPower;
        return std::nullopt;
    }
    Rejection broken {};
    if (!keepsConstraints(limits, {part}, &broken)) {
        if (why)
            *why = broken;
        return std::nullopt;
    }
    return part;
}

bool AdvisorSizer::simulate(ModelPlan &part) const
{
    const std::optional<ModelSpec> &model = m_models.at(part.candidate.modelIndex);
    const auto gpu = m_catalog.gpu(part.candidate.gpuId);
    if (!model || !gpu)
        return false;
    auto resolved = resolveDeployment(m_catalog, m_project, part.configuration, part.deployment,
                                      *model, *gpu);
    if (!resolved)
        return false;
    EstimateOptions options;
    options.depth = EstimateDepth::Speed;
    options.memoryDetail = MemoryDetail::Figures;
    options.parameters = &m_counts.at(part.candidate.modelIndex);
    options.speed.curveMaxConcurrency = 1;
    // packed: beside the other models, as the board's evaluateConfiguration() runs it
    options.speed.sharedStepWaitSeconds = part.sharedStepWaitSeconds;
    options.speed.sharedWith = part.sharedWith;
    const DeploymentEstimate e = estimateResolved(std::move(*resolved), options);
    // the percentiles every view shows for this deployment (the simulation's spread around
    // the estimate's means)
    const auto speed = simulateDeploymentLoad(e);
    part.simulated = speed ? speed->percentiles() : std::nullopt;
    if (!part.simulated)
        return false;
    const AdvisedModel &m = m_workload.models.at(part.candidate.modelIndex);
    const bool ttft = !(m.ttftTargetMs > 0)
            || statAt(part.simulated->ttft, m.percentile) * 1e3 <= m.ttftTargetMs;
    const bool tpot = !(m.tpotTargetMs > 0)
            || statAt(part.simulated->tpot, m.percentile) * 1e3 <= m.tpotTargetMs;
    part.sloVerified = ttft && tpot && !part.simulated->saturated;
    return part.sloVerified;
}

std::shared_ptr<const UnitCover> AdvisorSizer::units(const QString &gpuId, int gpus)
{
    std::shared_ptr<const UnitCover> &cover = m_units[gpuId];
    if (!cover || cover->most() < gpus) // a table the parts costed before keep theirs
        cover = std::make_shared<const UnitCover>(gpuId,
                                                  std::max({gpus, 2 * (cover ? cover->most() : 0),
                                                            64}),
                                                  m_project.exchangeRates);
    return cover;
}

const UnitCurves &AdvisorSizer::unitCurves(const GpuSpec &gpu, int months)
{
    auto it = m_unitCurves.find(gpu.id);
    if (it != m_unitCurves.end())
        return *it;
    return *m_unitCurves.insert(gpu.id, Headroom::unitCurves(economics(gpu).assumptions, months));
}

UnpricedGpu AdvisorSizer::missingPrices(const GpuSpec &gpu)
{
    const GpuEconomics &e = economics(gpu);
    const Acquisition way = m_workload.constraints.acquisition;
    UnpricedGpu missing {gpu.id};
    missing.purchase = way != Acquisition::Rent && !e.purchasePriced;
    missing.onDemand = way != Acquisition::Own && !e.onDemandPriced;
    return missing;
}

bool AdvisorSizer::mayRank(const GpuSpec &gpu)
{
    const AdvisorConstraints &c = m_workload.constraints;
    return c.ownedOnly || c.ownedCount(gpu.id) > 0 || missingPrices(gpu).isPriced();
}

double AdvisorSizer::perGpuMonthLow(const GpuSpec &gpu)
{
    const GpuEconomics &e = economics(gpu);
    switch (m_workload.constraints.acquisition) {
    case Acquisition::Rent: return e.rentPerMonth;
    case Acquisition::Own: return e.ownPerMonth;
    case Acquisition::Either:
    case Acquisition::Hybrid: break;
    }
    return std::min(e.rentPerMonth, e.ownPerMonth);
}

} // namespace Headroom
