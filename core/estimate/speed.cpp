#include "estimate/speed.h"

#include "estimate/disaggregation.h"
#include "estimate/disaggregationmodel.h"
#include "estimate/draftmodel.h"
#include "estimate/enginememory.h"
#include "estimate/speed_p.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

// The speed model of FORMULAS.md section 5, written out in docs/estimation.md ("Speed").
// Units: seconds, bytes, FLOPs; bandwidths in bytes/s.

namespace Headroom {

namespace SpeedModel {

const char *performanceBoundSource(PerformanceBound bound)
{
    switch (bound) {
    case PerformanceBound::MemoryBandwidth:
        return QT_TRANSLATE_NOOP("Headroom::Speed", "memory bandwidth");
    case PerformanceBound::Compute: return QT_TRANSLATE_NOOP("Headroom::Speed", "compute");
    case PerformanceBound::Communication:
        return QT_TRANSLATE_NOOP("Headroom::Speed", "communication");
    case PerformanceBound::Cpu: return QT_TRANSLATE_NOOP("Headroom::Speed", "the CPU");
    }
    return "";
}

} // namespace SpeedModel

using namespace SpeedModel;

namespace {

constexpr int kMaxPluralCount = 1 << 30; // %n takes an int

QList<int> curveConcurrencies(int maxConcurrency, int deployment)
{
    QList<int> points;
    for (int p = 1; p <= maxConcurrency; p *= 2) {
        points.append(p);
        const int between = p + p / 2; // 3, 6, 12, 24, ...
        if (p >= 2 && between <= maxConcurrency)
            points.append(between);
        if (p > (1 << 29))
            break;
    }
    points.append(maxConcurrency);
    if (deployment <= maxConcurrency)
        points.append(deployment);
    std::sort(points.begin(), points.end());
    points.erase(std::unique(points.begin(), points.end()), points.end());
    return points;
}

/** The curve point at a concurrency: decode step, then Little's law with the prefill. */
/** A point on GPUs shared with other engines (SpeedOptions::sharedStepWaitSeconds, the
 *  contention model of gpucontention.h): each decode step also waits `wait` for their steps,
 *  TPOT' = TPOT + wait, and the prefill on the same GPUs stretches as much, TTFT' = TTFT x
 *  TPOT' / TPOT (not a prefill pool apart). A closed loop's requests take longer, so its users
 *  complete fewer; an open loop still serves its rate, with more requests in flight. */
SpeedPoint onSharedGpus(SpeedPoint p, double wait, std::int64_t outputTokens, bool prefillApart,
                        bool openLoop)
{
    if (!(wait > 0) || !(p.tpotSeconds > 0))
        return p;
    const double stretch = (p.tpotSeconds + wait) / p.tpotSeconds;
    const double steps = double(std::max<std::int64_t>(outputTokens - 1, 0));
    const double latency = p.requestLatencySeconds;
    const double ttft = p.ttftSeconds;
    p.tpotSeconds += wait;
    p.tokensPerSecondPerSequence = 1.0 / p.tpotSeconds;
    if (!prefillApart) {
        p.ttftSeconds *= stretch;
        p.prefillWaitSeconds *= stretch;
        p.admissionWaitSeconds *= stretch;
    }
    p.requestLatencySeconds = latency + (p.ttftSeconds - ttft) + steps * wait;
    if (openLoop) {
        p.decodingSequences *= stretch; // rate x steps x TPOT'
        p.concurrency = std::max(1, int(std::lround(p.requestsPerSecond * p.requestLatencySeconds)));
    } else if (latency > 0) {
        const double fewer = latency / p.requestLatencySeconds;
        p.requestsPerSecond *= fewer;
        p.totalTokensPerSecond *= fewer;
    }
    return p;
}

/** The simulated replica: the speed model's decode step and prefill cost, the pool's room. */
SchedulerCosts schedulerCosts(const Model &m, const Prefill &pre, const SpeedEstimate &r,
                              const MemoryBreakdown &memory, std::int64_t meanContext)
{
    SchedulerCosts costs;
    costs.decodeStepSeconds = [&m, meanContext](int decoding) {
        return decodePoint(m, std::max(decoding, 1), meanContext).tpotSeconds;
    };
    costs.prefillSecondsPerToken = pre.batchedSeconds
            / double(std::max<std::int64_t>(r.inputTokens, 1));
    costs.prefillOnlyStepSeconds = decodePoint(m, 1, 0).tpotSeconds;
    costs.tokenBudget = std::max(m.tokenBudget, 1);
    costs.maxRunning = std::max(r.maxConcurrency, 1);
    costs.kvPoolTokens = memory.kvPoolTokens;
    // a prefix loaded from the KV offload tier: latency of its own, not GPU time
    costs.requestOverheadSeconds = requestOverheadAt(m, 1) + pre.loadSeconds;
    costs.requestOverheadIdleSeconds = requestOverheadAt(m, 0) + pre.loadSeconds;
    return costs;
}

LoadSettings loadSettings(const Workload &w, const SpeedEstimate &r, const SpeedOptions &options)
{
    LoadSettings s;
    s.kind = r.arrivalRate > 0 ? LoadKind::OpenLoop : LoadKind::ClosedLoop;
    s.users = r.concurrency;
    s.requestsPerSecond = r.arrivalRate / r.replicas;
    s.input = {w.inputKind, double(std::max<std::int64_t>(r.inputTokens, 1)), w.inputSpread};
    s.output = {w.outputKind, double(std::max<std::int64_t>(r.outputTokens, 1)), w.outputSpread};
    s.seed = options.simulationSeed;
    s.requests = std::max(options.simulatedRequests, 1);
    return s;
}

} // namespace

namespace SpeedModel {

QList<SpeedPoint> speedCurve(const Evaluator &ev, int curveMax, int concurrency)
{
    QList<SpeedPoint> curve;
    for (int c : curveConcurrencies(curveMax, concurrency))
        curve.append(ev.at(c));
    return curve;
}

bool takeLinkAsMemory(Model &m)
{
    if (m.config.gpusPerReplica() <= 1 || m.linkBytesPerSecond > 0)
        return false;
    m.linkBytesPerSecond = m.gpu.memoryBandwidthBytesPerSecond;
    return true;
}

SpeedPoint Evaluator::aloneAt(int concurrency) const
{
    return disaggregated ? disaggregatedClosedLoop(*disaggregated, concurrency)
                         : loadedPoint(m, pre, concurrency, meanContext, outputTokens);
}

SpeedPoint Evaluator::at(int concurrency) const
{
    return onSharedGpus(aloneAt(concurrency), sharedWait, outputTokens, disaggregated != nullptr,
                        false);
}

} // namespace SpeedModel

double expectedExpertsHit(int experts, int expertsPerToken, double tokens)
{
    if (experts <= 0 || expertsPerToken <= 0 || tokens <= 0)
        return 0;
    const double k = std::min(expertsPerToken, experts);
    return experts * (1.0 - std::pow(1.0 - k / experts, tokens));
}

QString performanceBoundId(PerformanceBound bound)
{
    switch (bound) {
    case PerformanceBound::MemoryBandwidth: return QStringLiteral("memory");
    case PerformanceBound::Compute: return QStringLiteral("compute");
    case PerformanceBound::Communication: return QStringLiteral("communication");
    case PerformanceBound::Cpu: return QStringLiteral("cpu");
    }
    return {};
}

QString performanceBoundName(PerformanceBound bound)
{
    return QCoreApplication::translate("Headroom::Speed", performanceBoundSource(bound));
}

namespace {

/** Warnings for what the GPU does not state: a link between GPUs (communication is taken at its
 *  memory bandwidth), a compute figure. */
void warnOnGpuFigures(Model &m, SpeedEstimate &r)
{
    if (takeLinkAsMemory(m)) {
        r.warnings.append(say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                                "The GPU states no link between GPUs; "
                                                "communication is taken at its memory "
                                                "bandwidth")));
    }
    if (!(m.flops > 0))
        r.warnings.append(say(
                QT_TRANSLATE_NOOP("Headroom::Speed",
                                  "The GPU states no compute figure: compute time is left out")));
}

/** The request's lengths (the workload's, or derived from its context), the replicas and the
 *  users per replica; the mean cached context of a decoding sequence. */
std::int64_t shapeWorkload(const Workload &w, const Configuration &config, SpeedEstimate &r)
{
    r.outputTokens = w.outputTokens > 0
            ? w.outputTokens
            : std::min(kDefaultOutputTokens, std::max<std::int64_t>(w.contextTokens / 2, 1));
    r.inputTokens = w.inputTokens > 0 || w.outputTokens > 0
            ? w.inputTokens
            : std::max<std::int64_t>(w.contextTokens - r.outputTokens, 0);
    const std::int64_t meanContext = r.inputTokens + r.outputTokens / 2;
    r.replicas = std::max(config.replicas(), 1);
    r.concurrency = int(std::max<std::int64_t>((std::max(w.concurrentSequences, 1) + r.replicas - 1)
                                                       / r.replicas,
                                               1));
    return meanContext;
}

/** The most sequences a replica runs at once, what the KV pool and the engine allow; the
 *  sequences running (beyond the limit the others wait: the figures are at it). */
int limitConcurrency(const Model &m, const MemoryBreakdown &memory, std::int64_t meanContext,
                     SpeedEstimate &r)
{
    std::int64_t poolSequences = memory.maxSequences / r.replicas;
    // engines that give blocks as sequences grow run as many as fit at their mean length
    // (preempting the odd one when the pool runs out); recurrent state is per sequence whatever
    // its length, so hybrid models keep the full-length count
    if (m.engine.kvBlocksOnDemand && !m.model.recurrent.isRecurrent() && memory.kvPoolTokens > 0
        && meanContext > 0)
        poolSequences = std::max(poolSequences, memory.kvPoolTokens / meanContext);
    r.maxConcurrency = int(std::min<std::int64_t>(poolSequences, m.maxSequences));
    if (r.maxConcurrency >= 1 && r.concurrency > r.maxConcurrency)
        r.warnings.append(say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                                "%1 sequences per replica are more than the KV "
                                                "pool and the engine allow at once (%2): the rest "
                                                "wait for a slot, which the TTFT includes; the "
                                                "other figures are at %2"),
                              {r.concurrency, r.maxConcurrency}));
    if (r.maxConcurrency < 1) {
        const int tokens = int(std::min(memory.tokensPerSequence, std::int64_t(kMaxPluralCount)));
        r.warnings.append(Explanation::plural(
                "Headroom::Speed",
                QT_TRANSLATE_N_NOOP("Headroom::Speed",
                                    "The KV cache pool holds no sequence of %n tokens"),
                tokens));
    }
    return r.maxConcurrency >= 1 ? std::min(r.concurrency, r.maxConcurrency) : r.concurrency;
}

/** Prefix caching: the cached share of each prompt is not prefilled again; the GPU pool's free
 *  room holds what it can of the users' prefixes, an offload tier the rest it can, whose KV is
 *  loaded over the tier's link (docs/estimation.md "KV offload"). The tokens each prompt
 *  prefills. */
std::int64_t prefixCache(const Model &m, const MemoryBreakdown &memory, int running,
                         SpeedEstimate &r)
{
    const Deployment &deployment = m.deployment;
    const PrefixTiers tiers = prefixTiers(deployment.workload.prefixHitRate, r.inputTokens,
                                          r.concurrency, running, memory.kvPoolTokens,
                                          memory.tokensPerSequence, memory.kvBytesPerToken,
                                          deployment.kvOffload,
                                          kvOffloadBandwidth(deployment.kvOffload, m.gpu, m.config));
    r.prefixGpuHitRate = tiers.gpuHitRate;
    r.prefixTierHitRate = tiers.tierHitRate;
    r.kvOffloadLoadBytes = tiers.loadBytes;
    r.kvOffloadBytesPerSecond = tiers.bytesPerSecond;
    r.kvOffloadLoadSeconds = tiers.loadSeconds;
    return std::max<std::int64_t>(std::llround(double(r.inputTokens)
                                               * (1 - tiers.gpuHitRate - tiers.tierHitRate)),
                                  1);
}

/** Disaggregated serving: the prompts run on the prefill pool's replicas (its own GPU and TP),
 *  the configuration's replicas only decode. The pool's configuration, speed model and prompt;
 *  the serving model of both pools points at them. */
struct PrefillPool
{
    Configuration config;
    std::optional<Model> model;
    std::optional<Prefill> pre;
    DisaggregatedServing serving;
};

void startPrefillPool(PrefillPool &pool, const Model &m, const SpeedOptions &options,
                      std::int64_t prefilled, std::int64_t meanContext, SpeedEstimate &r)
{
    const GpuSpec &prefillGpu = *prefillGpuOf(m.gpu, m.config, m.deployment, options);
    pool.config = prefillConfiguration(m.config, m.deployment.disaggregation, prefillGpu.id);
    pool.model.emplace(m.model, prefillGpu, pool.config, m.deployment, m.engine);
    pool.model->tokenBudget = m.tokenBudget;
    pool.model->maxSequences = m.maxSequences;
    configureModel(*pool.model);
    takeLinkAsMemory(*pool.model);
    pool.pre = prefill(*pool.model, prefilled);
    pool.serving = startDisaggregation(*pool.model, *pool.pre, m, pool.config, r, meanContext);
}

/** The prefill pool's prefill in the figures, its memory, its cost and the pools' balance. */
void finishPrefillPool(const PrefillPool &pool, const SpeedOptions &options, const SpeedPoint &here,
                       SpeedEstimate &r)
{
    r.prefillSeconds = pool.pre->seconds;
    r.prefillTokensPerSecond = pool.pre->batchedSeconds > 0
            ? double(std::max<std::int64_t>(r.inputTokens, 1)) / pool.pre->batchedSeconds
            : 0;
    finishDisaggregation(pool.serving, *pool.model, pool.config, options, here, r);
}

/** The operating point alone on the GPUs, and beside the other engines on them (the same point
 *  when there are none): the figures are the latter's. */
struct OperatingPoint
{
    SpeedPoint alone;
    SpeedPoint here;
};

/** An open loop's point, saturated when the waits hold more sequences than the replica runs;
 *  a closed loop's users beyond the running ones wait for a slot. */
OperatingPoint operatingPoint(const Evaluator &ev, int running, SpeedEstimate &r)
{
    const Workload &w = ev.m.deployment.workload;
    const bool disaggregated = ev.disaggregated != nullptr;
    r.load = w.load;
    r.arrivalRate = w.load == LoadKind::OpenLoop ? w.arrivalRate : 0;
    const bool open = r.arrivalRate > 0;
    OperatingPoint p;
    p.alone = open ? (disaggregated ? disaggregatedOpenLoop(*ev.disaggregated, r.arrivalRate)
                                    : openLoopPoint(ev.m, ev.pre, r.arrivalRate / r.replicas,
                                                    std::max(r.maxConcurrency, 1), ev.meanContext,
                                                    r.outputTokens))
                   : ev.aloneAt(running);
    p.here = onSharedGpus(p.alone, ev.sharedWait, r.outputTokens, disaggregated, open);
    if (open && ev.sharedWait > 0 && p.here.decodingSequences > std::max(r.maxConcurrency, 1))
        p.here.saturated = true; // the waits hold more sequences than the replica runs
    if (open) {
        r.concurrency = p.here.concurrency;
        r.saturated = p.here.saturated;
        if (p.here.saturated && !disaggregated) // else finishDisaggregation() names the pool
            r.warnings.append(say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                                    "At %1 requests/s the replicas cannot keep "
                                                    "up: prefills take %2 % of each GPU's time "
                                                    "and %3 requests would decode at once (at "
                                                    "most %4); the queue grows without end and "
                                                    "the latencies shown are a lower bound"),
                                  {r.arrivalRate, qRound(100 * p.here.prefillShare),
                                   qRound(p.here.decodingSequences), r.maxConcurrency}));
    } else if (running >= 1 && r.concurrency > running) {
        // closed loop: the users beyond the running ones wait for a slot; the replica still
        // completes running / latency requests per second, so each waits (N - M) / M latencies
        for (SpeedPoint *q : {&p.alone, &p.here}) {
            q->admissionWaitSeconds = double(r.concurrency - running) / running
                    * q->requestLatencySeconds;
            q->ttftSeconds += q->admissionWaitSeconds;
        }
    }
    return p;
}

/** The estimate's figures at the operating point. */
void recordPoint(const OperatingPoint &p, const Model &m, const Prefill &pre, double sharedWait,
                 SpeedEstimate &r)
{
    const SpeedPoint &here = p.here;
    r.prefillSeconds = pre.seconds;
    r.sharedStepWaitSeconds = sharedWait > 0 ? sharedWait : 0;
    r.tpotAloneSeconds = p.alone.tpotSeconds;
    r.ttftAloneSeconds = p.alone.ttftSeconds;
    r.contentionStretch = p.alone.tpotSeconds > 0 ? here.tpotSeconds / p.alone.tpotSeconds : 1.0;
    r.ttftSeconds = here.ttftSeconds;
    r.tpotSeconds = here.tpotSeconds;
    r.decodeTokensPerSecondPerSequence = here.tokensPerSecondPerSequence;
    r.decodingSequences = here.decodingSequences;
    r.prefillShare = here.prefillShare;
    r.requestLatencySeconds = here.requestLatencySeconds + here.admissionWaitSeconds;
    r.throughputTokensPerSecond = here.totalTokensPerSecond * r.replicas;
    r.requestsPerSecond = here.requestsPerSecond * r.replicas;
    r.bound = here.bound;
    if (m.draftTokens > 0)
        r.draftStepSeconds = here.draftSeconds / m.draftTokens;
    r.prefillTokensPerSecond = pre.batchedSeconds > 0
            ? double(std::max<std::int64_t>(r.inputTokens, 1)) / pre.batchedSeconds
            : 0;
}

/** The most a replica serves (at the most sequences it runs) and its speed at one sequence; the
 *  curve's top concurrency (the option's, else what the pool allows). */
int speedLimits(const Evaluator &ev, const SpeedOptions &options, SpeedEstimate &r)
{
    const SpeedPoint top = ev.at(std::max(r.maxConcurrency, 1));
    r.maxThroughputTokensPerSecond = r.maxConcurrency > 0 ? top.totalTokensPerSecond * r.replicas
                                                          : 0;
    r.tpotAtOneSeconds = ev.at(1).tpotSeconds;
    return options.curveMaxConcurrency > 0 ? options.curveMaxConcurrency
                                           : std::max(r.maxConcurrency, 1);
}

/** The seeded simulation of one replica under the load: the speed model's costs, each step's
 *  wait beside other engines, the prefill pool's share apart. */
void simulate(const Evaluator &ev, const MemoryBreakdown &memory, const PrefillPool *pool,
              const SpeedOptions &options, SpeedEstimate &r)
{
    SchedulerCosts costs = schedulerCosts(ev.m, ev.pre, r, memory, ev.meanContext);
    if (const double sharedWait = ev.sharedWait; sharedWait > 0) {
        // every step also waits for the other engines' steps on the same GPUs
        costs.decodeStepSeconds = [step = costs.decodeStepSeconds, sharedWait](int decoding) {
            return step(decoding) + sharedWait;
        };
        costs.prefillOnlyStepSeconds += sharedWait;
    }
    if (pool) {
        // the decode replica's share of the prefill pool, one prompt at a time; the KV
        // transfer after it (docs/estimation.md "Disaggregated serving")
        const double tokens = double(std::max<std::int64_t>(r.inputTokens, 1));
        costs.separatePrefill = true;
        costs.prefillPoolSecondsPerToken = pool->pre->batchedSeconds / tokens
                * pool->serving.decodeReplicas / std::max(pool->serving.prefillReplicas, 1);
        costs.prefillFixedSeconds = std::max(pool->pre->seconds - pool->pre->batchedSeconds, 0.0);
        costs.transferSecondsPerToken = pool->serving.transferSeconds / tokens;
    }
    r.simulated = simulateLoad(costs, loadSettings(ev.m.deployment.workload, r, options));
}

/** The speed model on inputs already checked (validateInputs()) and their memory estimate. */
SpeedEstimate speedOf(const ModelSpec &model, const GpuSpec &gpu, const Configuration &config,
                      const Deployment &deployment, const EngineProfile &engine,
                      const MemoryBreakdown &memory, const SpeedOptions &options,
                      const ParameterCount *count = nullptr)
{
    // the engine's token budget per step and sequences at once, as it starts on this GPU (the
    // memory estimate resolved the same)
    Model m(model, gpu, config, deployment, engine);
    m.count = count;
    std::shared_ptr<const Setup> setup = options.setup;
    if (!takeSetup(m, setup)) {
        const EngineRuntime runtime = resolveEngineRuntime(engine, gpu, config, deployment);
        m.tokenBudget = runtime.maxBatchedTokens;
        m.maxSequences = runtime.maxSequences;
        configureModel(m);
        setup = std::make_shared<const Setup>(m);
    }

    SpeedEstimate r;
    r.setup = std::move(setup);
    r.gpuClass = gpuClassOf(gpu.unifiedMemory, gpu.memoryType);
    warnOnGpuFigures(m, r);
    const Workload &w = deployment.workload;
    const std::int64_t meanContext = shapeWorkload(w, config, r);
    const int running = limitConcurrency(m, memory, meanContext, r);
    const std::int64_t prefilled = prefixCache(m, memory, running, r);
    Prefill pre = prefill(m, prefilled);
    pre.loadSeconds = r.kvOffloadLoadSeconds;
    pre.seconds += r.kvOffloadLoadSeconds; // the request waits for its prefix's KV
    r.acceptedPerStep = m.acceptedPerStep;
    r.draftPrefillSeconds = pre.draftSeconds;
    const double sharedWait = options.sharedStepWaitSeconds;
    Evaluator ev {m, pre, meanContext, r.outputTokens, nullptr, sharedWait};
    const bool disaggregated = deployment.disaggregation.on;
    PrefillPool pool;
    if (disaggregated) {
        startPrefillPool(pool, m, options, prefilled, meanContext, r);
        ev.disaggregated = &pool.serving;
    }

    const OperatingPoint point = operatingPoint(ev, running, r);
    recordPoint(point, m, pre, sharedWait, r);
    const int curveMax = options.operatingPointOnly ? 0 : speedLimits(ev, options, r);
    if (disaggregated && curveMax > 0) // (the pools' serving model is this call's own)
        r.curvePoints = Deferred(speedCurve(ev, curveMax, r.concurrency));
    // host memory: offloaded layers and experts kept on the host (the memory breakdown's)
    r.hostBytes = memory.hostBytes;
    if (disaggregated)
        finishPrefillPool(pool, options, point.here, r);
    if (options.operatingPointOnly)
        return r;
    if (options.simulateLoad)
        simulate(ev, memory, disaggregated ? &pool : nullptr, options, r);

    solveServiceLevel(ev, w, config, r);
    estimateColdStart(memory, config, engine, options, r);
    estimateCost(options, config, r);
    explainWhenRead(m, disaggregated ? *pool.pre : pre, point.alone, point.here, meanContext,
                    options.sharedWith, disaggregated, disaggregated ? 0 : curveMax, r);
    if (w.inputTokens == 0 && w.outputTokens == 0)
        r.warnings.append(say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                                "No input or output length given: assumed %1 "
                                                "input and %2 output tokens from the context"),
                              {r.inputTokens, r.outputTokens}));
    return r;
}

} // namespace

Result<SpeedEstimate> estimateSpeed(const ModelSpec &model, const GpuSpec &gpu,
                                    const Configuration &config, const Deployment &deployment,
                                    const EngineProfile &engine, const SpeedOptions &options)
{
    if (auto valid = validateInputs(model, gpu, config, deployment, engine, options); !valid)
        return std::unexpected(valid.error());
    const auto memory = estimateMemory(model, gpu, config, deployment, engine,
                                       MemoryDetail::Figures);
    if (!memory)
        return std::unexpected(memory.error());
    return speedOf(model, gpu, config, deployment, engine, *memory, options);
}

Result<SpeedEstimate> estimateSpeed(const ModelSpec &model, const GpuSpec &gpu,
                                    const Configuration &config, const Deployment &deployment,
                                    const EngineProfile &engine, const MemoryBreakdown &memory,
                                    const SpeedOptions &options, const ParameterCount *count)
{
    if (auto valid = validateInputs(model, gpu, config, deployment, engine, options); !valid)
        return std::unexpected(valid.error());
    return speedOf(model, gpu, config, deployment, engine, memory, options, count);
}

std::optional<LoadResult> SpeedEstimate::percentiles() const
{
    if (!simulated)
        return std::nullopt;
    LoadResult r = *simulated;
    r.ttft = anchoredTo(r.ttft, ttftSeconds);
    r.tpot = anchoredTo(r.tpot, tpotSeconds);
    r.endToEnd = anchoredTo(r.endToEnd, requestLatencySeconds);
    return r;
}

} // namespace Headroom
