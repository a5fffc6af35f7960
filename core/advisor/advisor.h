#pragma once

#include "advisor/advisortraining.h"
#include "advisor/advisorworkload.h"
#include "estimate/loadsimulation.h"
#include "estimate/speed.h"
#include "plan/configuration.h"
#include "plan/deployment.h"
#include "units/explanation.h"

#include <QList>
#include <QMap>

#include <algorithm>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace Headroom {

class UnitCover;

class Catalog;
struct Project;

/** What sets a plan's size or stops it (docs/advisor.md "What binds"). */
enum class PlanBinding {
    Memory, // the KV pool (or the engine's batch limit) caps the users per replica
    Bandwidth, // the latency targets cap them, the decode step reading memory
    Compute, // the latency targets cap them, the step computing
    Link, // the latency targets cap them, the step communicating (TP / EP / PP links)
    Cpu, // the latency targets cap them, the engine's CPU work per step outlasting the GPU's
    Power, // the fleet's or a rack's power limit
    Budget, // the monthly or up-front budget
    GpuLimit, // the most GPUs or nodes
};

QString planBindingId(PlanBinding binding); // "memory", "bandwidth", ...
QString planBindingName(PlanBinding binding); // translated

/** One shape of one replica of one model: the unit the search evaluates. */
struct AdvisorCandidate
{
    int modelIndex = 0; // in AdvisorWorkload::models
    QString gpuId;
    EngineKind engine = EngineKind::Vllm;
    WeightFormat weights = WeightFormat::Bf16;
    KvFormat kv = KvFormat::Bf16;
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int expertParallel = 1;

    int gpusPerReplica() const { return tensorParallel * pipelineParallel; }
    friend bool operator==(const AdvisorCandidate &, const AdvisorCandidate &) = default;
};

/** The prefill pool of a disaggregated part (docs/advisor.md "Disaggregated prefill and
 *  decode"): `replicas` x (TP x the decode pool's PP) GPUs of `gpuId`, which may be another GPU
 *  type than the decode pool's. What the window shows for that pool; its GPUs, nodes, costs and
 *  power are also counted in the part's totals. */
struct AdvisorPrefillPool
{
    QString gpuId;
    int tensorParallel = 1;
    int pipelineParallel = 1; // the decode pool's
    int replicas = 0;
    int gpus = 0; // replicas x TP x PP
    int nodes = 0; // its own nodes (whole nodes of its GPU type)
    double rentPerMonth = 0; // at its GPU type's price
    double ownPerMonth = 0;
    double upFront = 0; // owning (the part's way)
    bool owned = false; // bought (else rented), as costPart() chose
    double powerKw = 0;
    double prefillSeconds = 0; // one prompt alone on a prefill replica
    double kvTransferSeconds = 0; // one prompt's KV to a decode replica

    int gpusPerReplica() const { return tensorParallel * pipelineParallel; }
    friend bool operator==(const AdvisorPrefillPool &, const AdvisorPrefillPool &) = default;
};

/** One model's part of a plan: the candidate with its replicas, its figures and its costs. */
struct ModelPlan
{
    AdvisorCandidate candidate;
    Configuration configuration; // ready for the board: replicas x TP x PP GPUs
    Deployment deployment; // the model, formats, engine and the workload with its targets
    int replicas = 0;
    int gpus = 0;
    int nodes = 0;
    int usersPerReplicaAtSlo = 0; // the most per replica that meet the targets (speed model)
    int maxConcurrency = 0; // per replica, what the KV pool and the engine hold
    double ttftSeconds = 0; // at the served load (speed model)
    double tpotSeconds = 0;
    double outputTokensPerSecond = 0; // the served load, all replicas
    PerformanceBound bound = PerformanceBound::MemoryBandwidth;
    PlanBinding binding = PlanBinding::Memory;
    // per month, in the result's currency
    double rentPerMonth = 0; // on demand, round the clock
    double ownPerMonth = 0; // the own curve at the horizon / horizon months
    double upFront = 0; // capex of owning
    bool owned = false; // the cheaper allowed way for this part
    double powerKw = 0; // node power of its GPUs (no PUE)
    std::optional<LoadResult> simulated; // the load simulation of the recommended plans
    bool sloVerified = false; // the simulation meets the targets at the percentile
    // Packing (docs/advisor.md "Several models on the same GPUs"): a part whose deployment
    // shares its configuration with other models' parts. Then its configuration (the id
    // included), replicas, GPUs, nodes, power and costs are the whole shared configuration's,
    // the same in each of those parts, and a plan counts them once (by the configuration id);
    // ttftSeconds / tpotSeconds are under the contention model (estimate/gpucontention.h).
    // The window: show sharedWith beside the part, and the slow-down (contentionStretch).
    QStringList sharedWith; // the other models on its GPUs; empty = the GPUs are its own
    double ttftAloneSeconds = 0; // packed: the speed model's figures alone on those GPUs
    double tpotAloneSeconds = 0;
    double contentionStretch = 1; // packed: TPOT (and TTFT) beside the others / alone
    double sharedStepWaitSeconds = 0; // packed: each step's wait for the others' (TPOT - alone)

    // The daily profile, the hybrid way and the GPUs already owned (docs/advisor.md "Daily
    // traffic, hybrid, owned GPUs"; core/advisor/advisortraffic.h). The window shows
    // ownedGpus + boughtGpus owned and up to rentedGpus rented for rentedGpuHoursPerMonth.
    QList<int> replicasPerHour; // 24: replicas needed in each hour; empty = `replicas` all day
    int ownedGpus = 0; // of the user's GPUs (constraints.owned): running costs, no capex
    int boughtGpus = 0; // bought: the capex (upFront)
    int rentedGpus = 0; // on demand, the most at once (the peak hour's burst)
    double rentedGpuHoursPerMonth = 0; // on demand, only the hours needed (730 h a month)
    double costPerMonth = 0; // the chosen way: owned running + bought + rented GPU-hours
    double busyGpuHoursPerMonth = 0; // serving (energy at the busy draw)
    double idleGpuHoursPerMonth = 0; // owned or bought but not needed that hour (idle draw)
    // per GPU of its type, in the result's currency: what re-costs the part when the fleet
    // shares the owned GPUs among its parts (shareOwnedGpus())
    double gpuOwnPerMonth = 0; // bought: the own curve at the horizon / horizon
    double gpuRentPerHour = 0; // on demand
    double gpuRunningPerMonth = 0; // already owned: the own curve without capital
    double gpuPurchase = 0;
    // Whole units (docs/advisor.md "Whole units"): GPUs are bought in the units and rented in
    // the instances of the unit catalog, so a part pays for the spare GPUs of its last unit
    // (capital and maintenance per GPU-month, no power) and of its last instance (the rented
    // hours scaled by instance GPUs / GPUs rented); null = one GPU at a time
    std::shared_ptr<const UnitCover> units;
    double gpuCapitalPerMonth = 0; // a bought GPU's own cost without its power and running
    int spareBoughtGpus = 0; // in the units bought, beyond boughtGpus
    int spareRentedGpus = 0; // in the instances rented at the peak, beyond rentedGpus
    // Units bought together (shareUnits()): the other models whose parts buy the same GPU type
    // in the same units, the spare GPUs of one's last unit serving another; empty = its own
    QStringList unitsSharedWith;
    int unitsSharedGpus = 0; // the GPUs bought in those units, every sharing part's
    int unitsSpareGiven = 0; // spare GPUs of its own last unit that the others' GPUs fill
    int unitsNodesGiven = 0; // its nodes its GPUs need not have: they sit in the others' units
    int gpusPerNode = 8; // of its GPU type (nodes = its GPUs / this, rounded up)
    double mostCostPerMonth = 0; // the cost if the fleet leaves it none of the owned GPUs
    double mostUpFront = 0; // its up-front then
    // a GPU type the user owns some of that the price book and the catalog do not price: its
    // further GPUs bought or rented are costed at the project's placeholder figures
    bool purchasePriceAssumed = false;
    bool onDemandPriceAssumed = false;

    /** Disaggregated prefill/decode: the candidate, configuration, replicas, usersPerReplicaAtSlo
     *  and maxConcurrency above are the decode pool's, the deployment has disaggregation on; the
     *  prefill pool is here. gpus, nodes, the costs, upFront and powerKw above count BOTH pools
     *  (each at its own GPU type's price). Empty = prefill and decode share the replicas. */
    std::optional<AdvisorPrefillPool> prefill;

    double monthlyCost() const { return costPerMonth; }
    bool isPacked() const { return !sharedWith.isEmpty(); }
    bool isDisaggregated() const { return prefill.has_value(); }
    /** It buys or rents GPUs at a placeholder price: marked wherever it is shown. */
    bool assumedPrice() const
    {
        return (purchasePriceAssumed && boughtGpus > 0) || (onDemandPriceAssumed && rentedGpus > 0);
    }
    int decodeGpus() const { return gpus - (prefill ? prefill->gpus : 0); }
};

/** Rent against own for a whole plan over the workload's horizon and 3 years. */
struct RentVsOwn
{
    double rentAtHorizon = 0;
    double ownAtHorizon = 0;
    double rent3Years = 0;
    double own3Years = 0;
    std::optional<double> breakevenMonth; // owning becomes cheaper; empty = not within 120
};

/** A fleet that serves every model of the workload. */
struct AdvisorPlan
{
    QList<ModelPlan> parts; // one per model, in workload order
    int gpus = 0;
    int nodes = 0;
    int racks = 0; // 0 when no rack limit is given
    double powerKw = 0; // node power of all GPUs (no PUE)
    double energyKwhPerMonth = 0; // busy draw x PUE, round the clock
    double energyCostPerMonth = 0;
    double tokensPerKwh = 0; // output tokens of the served load
    double monthlyCost = 0; // the parts' chosen ways (rent or own)
    double rentPerMonth = 0;
    double ownPerMonth = 0;
    double upFront = 0; // capex of the owned parts
    double costPerMillionTokens = 0; // output tokens of the served load
    double perUserTokensPerSecond = 0; // the slowest part's 1 / TPOT
    double ttftSeconds = 0; // the slowest part's
    RentVsOwn rentVsOwn;
    PlanBinding binding = PlanBinding::Memory;
    bool paretoOptimal = false; // no other plan is both cheaper and faster per user
    bool sloVerified = false;
    /** A part costed at a placeholder price (ModelPlan::assumedPrice()). */
    bool usesAssumedPrice() const
    {
        return std::any_of(parts.begin(), parts.end(),
                           [](const ModelPlan &p) { return p.assumedPrice(); });
    }
    Explanation binds; // what binds, with the figures
    Explanation whyLoses; // against the first plan; empty for the first
    // the parts' sums (ModelPlan): the window's "own N + rent up to M"
    int ownedGpus = 0; // already owned, used
    int boughtGpus = 0;
    int rentedGpus = 0; // at the busiest hour
    double rentedGpuHoursPerMonth = 0;
    /** The workload's training jobs (docs/advisor.md "Training jobs"), each on its cheapest
     *  GPU type that finishes by its deadline: the same in every plan, apart from the serving
     *  figures above (not in gpus, power, monthlyCost or upFront). */
    QList<TrainingPlan> training;
    double trainingCost = 0; // one-off: the training jobs' GPU-hours x price, summed
};

/** Why candidates were dropped, counted (shown when no plan is feasible). */
enum class Rejection {
    WeightsDoNotFit, // bound: the weights alone exceed the replica's memory
    DoesNotFit, // the memory estimate refused it
    SlowerThanTarget, // bound: TPOT at one user already above the target
    TargetUnreachable, // no concurrency meets the targets
    OverGpus,
    OverPower,
    OverBudget,
    Invalid, // the estimate refused the combination (engine and format)
    Dominated, // sized and costed, then dropped: a plan found is cheaper and faster
    Costly, // one model: its cost (or cost bound) exceeds AdvisorOptions::costRatio x the cheapest
};

QString rejectionName(Rejection rejection); // translated

/** A GPU type the ranking left out: the price book and the catalog lack a price the
 *  acquisition pays it with (docs/advisor.md "Prices"). */
struct UnpricedGpu
{
    QString gpuId;
    bool purchase = false; // no purchase price
    bool onDemand = false; // no on-demand price
    bool isPriced() const { return !purchase && !onDemand; }
    friend bool operator==(const UnpricedGpu &, const UnpricedGpu &) = default;
};

/** "Left out for want of a price ...: H200 SXM (purchase), ...": the GPU types the ranking
 *  left out and the prices each lacks (translated); empty when none. */
QString unpricedGpusNote(const QList<UnpricedGpu> &unpriced, const Catalog &catalog);

struct AdvisorOptions
{
    int maxPlans = 10; // in the ranked table
    bool verifyWithSimulation = true; // simulate the ranked plans, add replicas until they meet
    /** One model: plans costing more than this times the cheapest are left out of the table and
     *  the front (and their candidates unevaluated); 0 = none left out. */
    double costRatio = 3.0;
    /** Called from the thread that runs advise(): candidates done and the total. */
    std::function<void(int done, int total)> progress;
    /** Set from another thread to stop: advise() returns what it found, cancelled = true. */
    const std::atomic<bool> *cancel = nullptr;
};

struct AdvisorResult
{
    QList<AdvisorPlan> plans; // ranked: monthly cost, then per-user speed
    QList<AdvisorPlan> paretoFront; // cost per month vs per-user speed, cheapest first
    Currency currency = Currency::Usd;
    int candidatesGenerated = 0; // every shape the search space holds
    int candidatesEvaluated = 0; // estimated (not pruned by a bound)
    int feasibleCandidates = 0;
    int combinationsVisited = 0; // the fleet search
    QMap<Rejection, int> rejections;
    QList<UnpricedGpu> unpricedGpus; // left out of the ranking, in catalog order
    bool cancelled = false;
    QList<Explanation> warnings; // translated when shown (text())
    int packingsEvaluated = 0; // packed groups estimated (several models, packing allowed)
    // the disaggregated search (docs/advisor.md "Disaggregated prefill and decode"): prefill x
    // decode pairs of the decode shapes that passed the bounds, and the decode pools and pairs
    // estimated (not in the counts above)
    int disaggregatedPairs = 0;
    int disaggregatedEvaluated = 0;
};

/** A part's shape, as every view writes it: "llama-3.1-8b: 2x[h100-sxm-80gb TP4 PP1] fp8/fp8
 *  vllm" (replicas x the replica's GPUs and split, weight / KV format, engine); a packed part
 *  adds ", shared with llama-3.2-3b" (translated); with GPUs already owned, a hybrid or a
 *  daily profile, how it is paid for: "(have 4 + own 8 + rent up to 4, 1460 GPU-h/month)"; a
 *  disaggregated part its prefill pool: "... vllm + prefill 3x[h100-sxm-80gb TP2 PP1]". */
QString modelPlanShape(const ModelPlan &part);

/** The whole units a part pays for (docs/advisor.md "Whole units"): its bought GPUs' purchase
 *  units and its rented peak's instances, with the GPUs used in each ("Bought as 1 x HGX H100
 *  8-GPU server (8 GPUs), 3 used."; translated); empty when its GPU type is bought and rented
 *  one at a time or it buys and rents none. */
QString partUnitsText(const ModelPlan &part);

/** Names a plan by what it is, not by its rank: its parts' shapes and ways of paying, for
 *  AdvisorWorkload::reportPlan. */
QString advisorPlanKey(const AdvisorPlan &plan);

/** The plan of `result` whose advisorPlanKey() is `key`; nullptr when none is. */
const AdvisorPlan *findAdvisorPlan(const AdvisorResult &result, const QString &key);

/** The plan "Add to report" chose (AdvisorWorkload::reportPlan), found again by asking the
 *  project's workload with the project's prices now: what the report prints. */
struct ReportRecommendation
{
    std::optional<AdvisorPlan> plan; // empty: not found again (`problem` says why)
    int rank = 0; // 1-based, in the ranked table
    Currency currency = Currency::Usd;
    QString problem; // translated; empty when found
};

/** nullopt when the project's report has no advisor plan. Runs advise() with the default
 *  options (as the advisor window does). */
std::optional<ReportRecommendation> reportRecommendation(const Catalog &catalog,
                                                         const Project &project);

/** What "Add to board" adds: the plan's configurations and deployments, with fresh ids
 *  (QUuid) and the configurations named "<label>: <model>" (`label` e.g. "Plan 1"); packed
 *  parts give one configuration, "<label>: <model> + <model>", with their deployments; a training
 *  job adds its configuration "<label>: <model> <method>" and its training-mode deployment.
 *  A serving configuration keeps the plan's use (Configuration::utilization, partUtilization())
 *  and every configuration the plan's way of paying for it (Configuration::acquisition,
 *  partAcquisition(), advisortraffic.h), so the board, the report and the PDF cost it as the advisor did. */
struct PlanItems
{
    QList<Configuration> configurations;
    QList<Deployment> deployments;
};
PlanItems planItems(const AdvisorPlan &plan, const QString &label);
double partUtilization(const ModelPlan &part);

/** Answers the workload against `catalog` (catalogForProject()) with the cost assumptions,
 *  price book and exchange rates of `project` (its display currency, or the workload's).
 *  Runs on one thread; safe to run on a worker thread (it reads its arguments only). */
Result<AdvisorResult> advise(const Catalog &catalog, const Project &project,
                             const AdvisorWorkload &workload, const AdvisorOptions &options = {});

/** The search space of one model: every allowed GPU x engine x weight and KV format x
 *  buildable TP x PP (x EP = TP for MoE), before any bound. */
QList<AdvisorCandidate> advisorCandidates(const Catalog &catalog, const AdvisorWorkload &workload,
                                          int modelIndex);

/** Sizes one candidate without bounds: replicas for the model's traffic at its targets, costs
 *  and power; nullopt (with the reason) when it cannot serve the traffic. */
std::optional<ModelPlan> sizeCandidate(const Catalog &catalog, const Project &project,
                                       const AdvisorWorkload &workload,
                                       const AdvisorCandidate &candidate, Rejection *why = nullptr);

/** A disaggregated shape: the decode pool's candidate and the prefill pool's GPU and TP (its
 *  pipeline stages, formats and engine are the decode pool's). */
struct DisaggregatedCandidate
{
    AdvisorCandidate decode;
    QString prefillGpuId;
    int prefillTensorParallel = 1;
    friend bool operator==(const DisaggregatedCandidate &, const DisaggregatedCandidate &) = default;
};

/** Every disaggregated shape of one model: each candidate of an engine that serves
 *  disaggregated (vLLM, SGLang, TensorRT-LLM) x each allowed GPU and TP its formats and engine
 *  run on, with the decode's PP, whose weights fit (the same GPU type only without
 *  mixed_fleet). Empty when the workload's `disaggregation` is "off". */
QList<DisaggregatedCandidate> advisorDisaggregatedCandidates(const Catalog &catalog,
                                                             const AdvisorWorkload &workload,
                                                             int modelIndex);

/** Sizes one disaggregated shape without bounds (docs/advisor.md): the decode replicas for the
 *  users / rate at the TPOT target, the fewest prefill replicas meeting the TTFT target, both
 *  pools costed; nullopt (with the reason) when it cannot serve the traffic. */
std::optional<ModelPlan> sizeDisaggregatedCandidate(const Catalog &catalog, const Project &project,
                                                    const AdvisorWorkload &workload,
                                                    const DisaggregatedCandidate &candidate,
                                                    Rejection *why = nullptr);

/** Whether a fleet of these parts keeps the workload's constraints (GPUs, nodes, power, racks,
 *  budgets); the first one it breaks in `why`. Parts sharing a configuration id (packed) count
 *  its GPUs, nodes, power and costs once. */
bool keepsConstraints(const AdvisorConstraints &constraints, const QList<ModelPlan> &parts,
                      Rejection *why = nullptr);

/** The cheapest combination, one candidate per model, that keeps the constraints: exact
 *  (branch and bound over the lists; ties: the faster slowest part). Empty lists or none
 *  feasible: empty. Used by advise(); exposed to test it against brute force. */
std::optional<QList<int>> cheapestFleet(const AdvisorConstraints &constraints,
                                        const QList<QList<ModelPlan>> &perModel,
                                        int *visited = nullptr);

/** The `count` cheapest combinations (ranked as cheapestFleet() ranks). */
QList<QList<int>> cheapestFleets(const AdvisorConstraints &constraints,
                                 const QList<QList<ModelPlan>> &perModel, int count,
                                 int *visited = nullptr);

} // namespace Headroom
