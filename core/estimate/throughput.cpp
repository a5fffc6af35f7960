#include "estimate/throughput.h"

#include "estimate/disaggregationmodel.h"
#include "estimate/draftmodel.h"
#include "estimate/enginememory.h"
#include "estimate/kvcache.h"
#include "estimate/throughputmodel.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

// The speed model of FORMULAS.md section 5, written out in docs/estimation.md ("Speed").
// Units: seconds, bytes, FLOPs; bandwidths in bytes/s.

namespace Headroom {

using namespace SpeedModel;

namespace {

constexpr int kMaxPluralCount = 1 << 30; // %n takes an int

struct ThroughputText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Throughput)
};

using Term = Explanation::Term;

/** `source`: a QT_TRANSLATE_NOOP("Headroom::Throughput", ...) literal. */
Explanation say(const char *source, std::initializer_list<Term> terms = {})
{
    return {"Headroom::Throughput", source, terms};
}

Term ms(double seconds)
{
    return {seconds * 1e3, 'f', 3};
}

Term gb(double bytes)
{
    return {bytes / 1e9, 'f', 3};
}

const char *performanceBoundSource(PerformanceBound bound)
{
    switch (bound) {
    case PerformanceBound::MemoryBandwidth:
        return QT_TRANSLATE_NOOP("Headroom::Throughput", "memory bandwidth");
    case PerformanceBound::Compute: return QT_TRANSLATE_NOOP("Headroom::Throughput", "compute");
    case PerformanceBound::Communication:
        return QT_TRANSLATE_NOOP("Headroom::Throughput", "communication");
    }
    return "";
}

/** As QString::number(value). */
Term number(double value)
{
    return {value, 'g', 6};
}

Result<void> validateSpeed(const GpuSpec &gpu, const Deployment &d, const EngineProfile &e,
                           const ThroughputOptions &o, const SpeedEfficiency &eff)
{
    if (d.mode != DeploymentMode::Inference)
        return fail(ThroughputText::tr("Speed estimates are for inference deployments"),
                    deploymentModeId(d.mode));
    if (!(gpu.memoryBandwidthBytesPerSecond > 0))
        return fail(ThroughputText::tr("The GPU has no memory bandwidth"), gpu.id);
    const Workload &w = d.workload;
    if (w.tpotTargetMs < 0 || w.ttftTargetMs < 0 || w.requestsPerSecond < 0)
        return fail(ThroughputText::tr("Latency targets and request rates cannot be negative"),
                    QStringLiteral("workload"));
    if (!(w.arrivalRate >= 0) || !std::isfinite(w.arrivalRate))
        return fail(ThroughputText::tr("The request rate cannot be negative"),
                    QString::number(w.arrivalRate));
    if (w.load == LoadKind::OpenLoop && !(w.arrivalRate > 0))
        return fail(ThroughputText::tr("An open loop needs a request rate above 0 per second"),
                    QStringLiteral("arrival_rate"));
    if (!(w.prefixHitRate >= 0 && w.prefixHitRate <= 1))
        return fail(ThroughputText::tr("The prefix cache hit rate is a fraction from 0 to 1"),
                    QString::number(w.prefixHitRate));
    if (!(d.speculative.acceptance >= 0 && d.speculative.acceptance <= 1))
        return fail(ThroughputText::tr(
                            "The acceptance of drafted tokens is a fraction from 0 to 1"),
                    QString::number(d.speculative.acceptance));
    if (!(w.inputSpread >= 0 && w.inputSpread <= 1) || !(w.outputSpread >= 0 && w.outputSpread <= 1))
        return fail(ThroughputText::tr("The spread of a length is a fraction from 0 to 1"),
                    QStringLiteral("spread"));
    if (o.pricePerGpuHour < 0 || o.curveMaxConcurrency < 0 || o.weightLoadBytesPerSecond < 0
        || !(o.sharedStepWaitSeconds >= 0) || !std::isfinite(o.sharedStepWaitSeconds))
        return fail(ThroughputText::tr(
                            "Price, curve length and load throughput cannot be negative"),
                    QStringLiteral("options"));
    const auto fraction = [](const SourcedValue &v) { return v.value > 0 && v.value <= 1; };
    if (!fraction(eff.bandwidth16Bit) || !fraction(eff.bandwidthQuantized)
        || !fraction(eff.computePrefill) || !fraction(eff.computeDecode)
        || !fraction(e.largeTpBandwidthScale) || !fraction(e.derivedPrefillCompute)
        || !fraction(e.moeBandwidthScale) || !fraction(e.schedulingEfficiency)
        || !fraction(e.moePrefillScale) || !fraction(e.expertParallelBandwidthScale))
        return fail(ThroughputText::tr("Efficiency factors must be greater than 0 and at most 1"),
                    QStringLiteral("engine"));
    if (eff.stepOverheadSeconds.value < 0 || e.hostOverheadPerLayerSeconds.value < 0
        || e.allReduceLatencyNvlinkSeconds.value < 0 || e.allReduceLatencyPcieSeconds.value < 0
        || e.pipelineHopSeconds.value < 0 || e.startupSeconds.value < 0
        || e.requestOverheadSeconds.value < 0 || e.allToAllLatencySeconds.value < 0
        || e.allReduceLatencyNetworkSeconds.value < 0)
        return fail(ThroughputText::tr("Latencies cannot be negative"), QStringLiteral("engine"));
    if (!(e.prefillQueueShare.value >= 0 && e.prefillQueueShare.value <= 1))
        return fail(ThroughputText::tr("The share of other users' prefills waited for must be "
                                       "between 0 and 1"),
                    QString::number(e.prefillQueueShare.value));
    if (e.hostExpertFraction < 0 || e.hostExpertFraction > 1)
        return fail(ThroughputText::tr(
                            "The share of experts in host memory must be between 0 and 1"),
                    QString::number(e.hostExpertFraction));
    if (e.maxBatchSize < 1)
        return fail(ThroughputText::tr("The engine's batch limit must be at least 1"),
                    QString::number(e.maxBatchSize));
    return {};
}

/** The prefill pool's GPU: the options' when it is the one the deployment names, the
 *  configuration's when it names none (or that one); nullptr when it is not at hand. */
const GpuSpec *prefillGpuOf(const GpuSpec &gpu, const Configuration &config,
                            const Deployment &deployment, const ThroughputOptions &options)
{
    const QString id = prefillGpuIdOf(config, deployment.disaggregation);
    if (id == gpu.id || id == config.gpuId)
        return &gpu;
    if (options.prefillGpu && options.prefillGpu->id == id)
        return &*options.prefillGpu;
    return nullptr;
}

/** The memory model's checks, then the speed model's. */
Result<void> validateInputs(const ModelSpec &model, const GpuSpec &gpu, const Configuration &config,
                            const Deployment &deployment, const EngineProfile &engine,
                            const ThroughputOptions &options)
{
    if (auto valid = validateEstimate(model, gpu, config, deployment); !valid)
        return valid;
    const GpuClass gpuClass = gpuClassOf(gpu.unifiedMemory, gpu.memoryType);
    if (auto valid = validateSpeed(gpu, deployment, engine, options, engine.speed(gpuClass)); !valid)
        return valid;
    if (!deployment.disaggregation.on)
        return {};
    // the prefill pool: its settings, its GPU, and the memory model's checks on its replicas
    if (auto valid = validateDisaggregation(deployment.disaggregation); !valid)
        return valid;
    const GpuSpec *prefillGpu = prefillGpuOf(gpu, config, deployment, options);
    if (!prefillGpu)
        return fail(ThroughputText::tr("The prefill pool's GPU \"%1\" is not in the catalog")
                            .arg(prefillGpuIdOf(config, deployment.disaggregation)),
                    QStringLiteral("prefill_gpu"));
    const Configuration prefillConfig = prefillConfiguration(config, deployment.disaggregation,
                                                             prefillGpu->id);
    if (auto valid = validateEstimate(model, *prefillGpu, prefillConfig, deployment); !valid)
        return fail(ThroughputText::tr("Prefill pool: %1").arg(valid.error().message),
                    valid.error().detail);
    const GpuClass prefillClass = gpuClassOf(prefillGpu->unifiedMemory, prefillGpu->memoryType);
    if (auto valid = validateSpeed(*prefillGpu, deployment, engine, options,
                                   engine.speed(prefillClass));
        !valid)
        return fail(ThroughputText::tr("Prefill pool: %1").arg(valid.error().message),
                    valid.error().detail);
    return {};
}

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
/** A point on GPUs shared with other engines (ThroughputOptions::sharedStepWaitSeconds, the
 *  contention model of gpucontention.h): each decode step also waits `wait` for their steps,
 *  TPOT' = TPOT + wait, and the prefill on the same GPUs stretches as much, TTFT' = TTFT x
 *  TPOT' / TPOT (not a prefill pool apart). A closed loop's requests take longer, so its users
 *  complete fewer; an open loop still serves its rate, with more requests in flight. */
ThroughputPoint onSharedGpus(ThroughputPoint p, double wait, std::int64_t outputTokens,
                             bool prefillApart, bool openLoop)
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

struct Evaluator
{
    const Model &m;
    const Prefill &pre;
    std::int64_t meanContext = 0;
    std::int64_t outputTokens = 1;
    const DisaggregatedServing *disaggregated = nullptr; // a prefill pool apart
    double sharedWait = 0; // ThroughputOptions::sharedStepWaitSeconds

    /** A closed loop of `concurrency` users, alone on the GPUs. */
    ThroughputPoint aloneAt(int concurrency) const
    {
        return disaggregated ? disaggregatedClosedLoop(*disaggregated, concurrency)
                             : loadedPoint(m, pre, concurrency, meanContext, outputTokens);
    }
    /** The same beside the other engines on the GPUs: what every figure is at. */
    ThroughputPoint at(int concurrency) const
    {
        return onSharedGpus(aloneAt(concurrency), sharedWait, outputTokens,
                            disaggregated != nullptr, false);
    }
};

/** The simulated replica: the speed model's decode step and prefill cost, the pool's room. */
SchedulerCosts schedulerCosts(const Model &m, const Prefill &pre, const ThroughputEstimate &r,
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

LoadSettings loadSettings(const Workload &w, const ThroughputEstimate &r,
                          const ThroughputOptions &options)
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

/** Largest concurrency meeting the TPOT and TTFT targets; replicas for the target rate. */
void solveServiceLevel(const Evaluator &ev, const Workload &w, const Configuration &config,
                       ThroughputEstimate &r)
{
    const auto pointAt = [&ev](int concurrency) { return ev.at(concurrency); };
    // service level: the largest concurrency whose TPOT and TTFT meet the targets
    const double tpotTarget = w.tpotTargetMs / 1e3;
    const double ttftTarget = w.ttftTargetMs / 1e3;
    if (tpotTarget > 0 || ttftTarget > 0) {
        const auto meets = [&](int c) {
            const ThroughputPoint p = pointAt(c);
            return (tpotTarget <= 0 || p.tpotSeconds <= tpotTarget)
                    && (ttftTarget <= 0 || p.ttftSeconds <= ttftTarget);
        };
        int lo = 0, hi = std::max(r.maxConcurrency, 0); // meets(lo) (or lo = 0), search (lo, hi]
        while (lo < hi) {
            const int mid = lo + (hi - lo + 1) / 2;
            if (meets(mid))
                lo = mid;
            else
                hi = mid - 1;
        }
        r.maxConcurrencyAtSlo = lo;
        r.sloExplanation = say(QT_TRANSLATE_NOOP("Headroom::Throughput",
                                                 "largest concurrency per replica with TPOT <= %1 "
                                                 "ms and TTFT <= %2 ms (0 = no target) within the "
                                                 "%3 sequences the KV pool and the engine allow: "
                                                 "%4"),
                               {w.tpotTargetMs, w.ttftTargetMs, r.maxConcurrency, lo});
    }
    if (w.requestsPerSecond > 0) {
        const int c = r.maxConcurrencyAtSlo > 0 ? r.maxConcurrencyAtSlo
                : r.maxConcurrencyAtSlo == 0    ? 0
                                                : r.maxConcurrency;
        const double perReplica = c > 0 ? pointAt(c).requestsPerSecond : 0;
        if (perReplica > 0) {
            r.replicasForTargetRate = int(std::ceil(w.requestsPerSecond / perReplica - 1e-9));
            r.sloExplanation.append(
                    say(QT_TRANSLATE_NOOP("Headroom::Throughput",
                                          "%1 requests/s at %2 sequences per replica: ceil(%3 / "
                                          "%1) = %4 replicas (%5 GPUs)"),
                        {Term(perReplica, 'f', 3), c, w.requestsPerSecond, r.replicasForTargetRate,
                         r.replicasForTargetRate * config.gpusPerReplica()}),
                    "; ");
        } else {
            r.warnings.append(ThroughputText::tr(
                    "No concurrency meets the targets: no replica count reaches the request rate"));
        }
    }
}

/** One replica's weights from the source, then the engine's start-up. */
void estimateColdStart(const MemoryBreakdown &memory, const Configuration &config,
                       const EngineProfile &engine, const ThroughputOptions &options,
                       ThroughputEstimate &r)
{
    // cold start: one replica's weights from the source, then the engine's start-up
    double replicaWeights = double(memory.hostBytes);
    for (int g = 0; g < config.gpusPerReplica() && g < memory.perGpu.size(); ++g)
        replicaWeights += double(memory.perGpu.at(g).weights.bytes);
    const SourcedValue source = options.weightLoadBytesPerSecond > 0
            ? SourcedValue {options.weightLoadBytesPerSecond, false, ThroughputText::tr("stated")}
            : weightSourceBytesPerSecond(options.weightSource);
    r.coldStartBytes = replicaWeights;
    r.coldStartLoadBytesPerSecond = source.value;
    r.coldStartSeconds = replicaWeights / source.value + engine.startupSeconds.value;
    r.coldStartExplanation = say(
            QT_TRANSLATE_NOOP("Headroom::Throughput",
                              "%1 GB of weights / %2 GB/s from %3 + start-up %4 s = %5 s; load "
                              "rate %6; start-up %7"),
            {gb(replicaWeights), number(source.value / 1e9), weightSourceName(options.weightSource),
             number(engine.startupSeconds.value), Term(r.coldStartSeconds, 'f', 1),
             source.labelTerms(), engine.startupSeconds.labelTerms()});
}

/** Cost per million output and input tokens. */
void estimateCost(const ThroughputOptions &options, const Configuration &config,
                  ThroughputEstimate &r)
{
    // cost per token: $/GPU-h x G / (3600 x tokens/s) x 1e6, all GPUs and all replicas
    const int gpus = r.replicas * config.gpusPerReplica();
    if (r.disaggregation) {
        estimateDisaggregatedCost(options.pricePerGpuHour, gpus, r);
        return;
    }
    if (options.pricePerGpuHour > 0 && r.throughputTokensPerSecond > 0) {
        r.costPerMillionOutputTokens = options.pricePerGpuHour * gpus * 1e6
                / (3600.0 * r.throughputTokensPerSecond);
        if (r.prefillTokensPerSecond > 0)
            r.costPerMillionInputTokens = options.pricePerGpuHour * gpus * 1e6
                    / (3600.0 * r.prefillTokensPerSecond * r.replicas);
        r.costExplanation = say(
                QT_TRANSLATE_NOOP("Headroom::Throughput",
                                  "output: %1 per GPU-hour x %2 GPUs x 1e6 / (3600 x %3 tokens/s) "
                                  "= %4 per million; input (GPUs doing only prefill): %1 x %2 x "
                                  "1e6 / (3600 x %5 tokens/s) = %6 per million"),
                {options.pricePerGpuHour, gpus, Term(r.throughputTokensPerSecond, 'f', 1),
                 Term(*r.costPerMillionOutputTokens, 'f', 4),
                 Term(r.prefillTokensPerSecond * r.replicas, 'f', 1),
                 Term(r.costPerMillionInputTokens.value_or(0), 'f', 4)});
    }
}

/** Expert parallelism, attention data parallelism and groups over several nodes in the TPOT
 *  explanation. */
Explanation parallelismExplanation(const Model &m, const ThroughputPoint &here, int decoding)
{
    Explanation e;
    const int tp = m.config.tensorParallel;
    int moeLayers = 0;
    for (const Stage &st : m.stages)
        moeLayers += st.moeLayers;
    if (m.ep > 1)
        e.append(say(QT_TRANSLATE_NOOP(
                             "Headroom::Throughput",
                             "expert parallelism EP %1: each GPU holds %2 of the %3 routed "
                             "experts whole (sliced over %4 GPUs) and reads the %5 hit among "
                             "them per layer, at MoE scale %6 (%7); each of the %8 MoE layers "
                             "dispatches and combines its tokens over %9: 2 x (latency %10 us "
                             "+ B x %11 x 2 B x (EP - 1) / EP / %12 GB/s) = %13 ms in all, "
                             "in place of the MLP all-reduce"),
                     {m.ep, Term(double(m.model.moe.experts) / m.ep, 'g', 4), m.model.moe.experts,
                      m.expertTp, Term(here.expertsHitPerLayer / m.ep, 'f', 2),
                      Term(m.moeBandwidthScale, 'f', 3),
                      m.engine.expertParallelBandwidthScale.labelTerms(), moeLayers,
                      m.expertLink.name, number(m.engine.allToAllLatencySeconds.value * 1e6),
                      number(m.model.hidden), number(m.expertLink.bytesPerSecond / 1e9),
                      ms(here.allToAllSeconds)}),
                 "; ");
    if (m.dp > 1)
        e.append(say(QT_TRANSLATE_NOOP("Headroom::Throughput",
                                       "attention data parallelism DP %1: %1 groups of %2 GPUs, "
                                       "each runs attention on its %3 of the %4 sequences and "
                                       "reads their KV only; attention weights split over %2 "
                                       "GPUs"),
                     {m.dp, m.attentionTp, int(std::ceil(double(decoding) / m.dp)), decoding}),
                 "; ");
    if (m.tpLink.crossesNodes)
        e.append(say(QT_TRANSLATE_NOOP("Headroom::Throughput",
                                       "TP %1 spans more GPUs than a node holds (%2): its "
                                       "collectives go over %3"),
                     {tp, gpusPerNode(m.gpu), m.tpLink.name}),
                 "; ");
    int crossing = 0;
    for (int s = 0; s + 1 < int(m.stages.size()); ++s)
        crossing += hopCrossesNodes(m.gpu, tp, s) ? 1 : 0;
    if (crossing > 0)
        e.append(say(QT_TRANSLATE_NOOP("Headroom::Throughput",
                                       "%1 of the %2 pipeline hand-overs go to another node "
                                       "(%3 GPUs per node), over %4"),
                     {crossing, int(m.stages.size()) - 1, gpusPerNode(m.gpu), m.hopLink.name}),
                 "; ");
    return e;
}

/** The prefix cache's tiers in the TTFT explanation (docs/estimation.md "KV offload"). */
void explainPrefixTiers(const Model &m, const Prefill &pre, ThroughputEstimate &r)
{
    const Deployment &deployment = m.deployment;
    const double h = std::clamp(deployment.workload.prefixHitRate, 0.0, 1.0);
    if (!(h > 0))
        return;
    if (r.prefixGpuHitRate < h)
        r.ttftExplanation.append(
                say(QT_TRANSLATE_NOOP("Headroom::Throughput",
                                      "the prefixes to keep, %1 users x %2 x %3 tokens, against "
                                      "the KV pool's room beside the running sequences: the GPU "
                                      "serves %4 of each prompt"),
                    {r.concurrency, Term(h, 'f', 2), r.inputTokens,
                     Term(r.prefixGpuHitRate, 'f', 3)}),
                "; ");
    if (!deployment.kvOffload.isOn())
        return;
    const char *tier = deployment.kvOffload.tier == KvOffloadTier::Nvme
            ? QT_TRANSLATE_NOOP("Headroom::Throughput", "NVMe")
            : QT_TRANSLATE_NOOP("Headroom::Throughput", "host memory");
    r.ttftExplanation.append(
            say(QT_TRANSLATE_NOOP("Headroom::Throughput",
                                  "KV offload to %1 (%2 GB per replica): %3 of each prompt is "
                                  "loaded from it, %4 tokens x %5 B/token = %6 GB / %7 GB/s = %8 "
                                  "ms per request; the tier does not raise the running sequences "
                                  "(KV must be on the GPU to decode)"),
                {say(tier), gb(double(deployment.kvOffload.capacityBytes)),
                 Term(r.prefixTierHitRate, 'f', 3),
                 Term(r.prefixTierHitRate * double(r.inputTokens), 'f', 0),
                 Term(r.kvOffloadLoadBytes > 0 && r.prefixTierHitRate > 0
                              ? r.kvOffloadLoadBytes / (r.prefixTierHitRate * double(r.inputTokens))
                              : 0.0,
                      'f', 0),
                 gb(r.kvOffloadLoadBytes), number(r.kvOffloadBytesPerSecond / 1e9),
                 ms(pre.loadSeconds)}),
            "; ");
}

/** The TPOT, TTFT and throughput explanations, with the values plugged in: the step and the
 *  latencies at `here` (alone on the GPUs), the throughput at `shared` (beside the other engines
 *  on them: the same point without any). */
void explain(const Model &m, const Prefill &pre, const ThroughputPoint &here,
             const ThroughputPoint &shared, std::int64_t meanContext, ThroughputEstimate &r)
{
    const ModelSpec &model = m.model;
    const GpuSpec &gpu = m.gpu;
    const Configuration &config = m.config;
    const Deployment &deployment = m.deployment;
    const EngineProfile &engine = m.engine;
    const int tp = config.tensorParallel;
    // explanations, with the values plugged in
    const Stage &s0 = m.stages.first();
    double dense = 0, experts = 0, hostDense = 0;
    for (const Stage &st : std::as_const(m.stages)) {
        dense += st.denseBytes;
        experts += st.expertBytes;
        hostDense += st.hostDenseBytes;
    }
    const int decoding = std::max(1, int(std::lround(here.decodingSequences)));
    const double kvRead = decoding * m.kvReadFactor
            * double(kvBytesPerSequence(model, deployment.kv, tp, meanContext, 1, 0,
                                        s0.gpuLayers * int(m.stages.size())));
    const double bw = gpu.memoryBandwidthBytesPerSecond;
    r.tpotExplanation = say(
            QT_TRANSLATE_NOOP(
                    "Headroom::Throughput",
                    "decode step = max(memory %1 ms, compute %2 ms) + communication %3 "
                    "ms + host link %4 ms + step overhead %5 ms = %6 ms at B = %7 "
                    "sequences (mean cached context %8 tokens); memory = (weights %9 "
                    "GB + %10 experts hit x %11 GB / MoE scale %12 + KV %13 GB) per GPU, "
                    "summed over the stages, / (%14 TB/s x MBU %15); compute = %7 x (%16 "
                    "GFLOP per token per GPU + attention) / (%17 TFLOPS %18 x MFU %19); "
                    "all-reduce 2 x L x (alpha %20 us x log2 T + 2(T-1)/T x B x %21 x 2 B / %22 "
                    "GB/s, %23), TP %24, PP %25; bound: %26"),
            {ms(here.memorySeconds),
             ms(here.computeSeconds),
             ms(here.communicationSeconds),
             ms(here.hostLinkSeconds),
             ms(m.eff->stepOverheadSeconds.value),
             ms(here.stepSeconds),
             decoding,
             meanContext,
             gb(dense),
             Term(here.expertsHitPerLayer, 'f', 2),
             gb(experts),
             Term(moeScaleAt(m, decoding, here.expertsHitPerLayer), 'f', 3),
             gb(kvRead),
             number(bw / 1e12),
             Term(m.mbu, 'f', 3),
             Term(s0.flopsPerToken / 1e9, 'f', 2),
             number(m.flops / 1e12),
             say(m.flopsName),
             number(m.eff->computeDecode.value),
             number(m.alpha * 1e6),
             number(model.hidden),
             number(m.linkBytesPerSecond / 1e9),
             m.linkName,
             tp,
             config.pipelineParallel,
             say(performanceBoundSource(here.bound))});
    const Explanation step = r.tpotExplanation; // the decode step, whatever stretches it
    r.tpotExplanation
            = say(QT_TRANSLATE_NOOP("Headroom::Throughput",
                                    "TPOT = decode step %1 ms / (1 - %2 share of GPU time on the "
                                    "other users' prefills) = %3 ms: %4 users in a closed loop "
                                    "(each sends the next request when the last ends), %5 of them "
                                    "decoding at once on average, %6 requests/s"),
                  {ms(here.decodeStepSeconds), Term(here.prefillShare, 'f', 3),
                   ms(here.tpotSeconds), here.concurrency, Term(here.decodingSequences, 'f', 1),
                   Term(here.requestsPerSecond, 'f', 3)})
                      .append(r.tpotExplanation, "; ");
    if (r.disaggregation) // no prefill in the decode pool's steps
        r.tpotExplanation = disaggregatedTpotExplanation(*r.disaggregation, here).append(step, "; ");
    r.tpotExplanation.append(
            say(QT_TRANSLATE_NOOP("Headroom::Throughput",
                                  "GPU class %1; MBU %2; MFU %3; step overhead %4; MoE scale %5 at "
                                  "one token per expert, 1 - (1 - scale) / tokens per hit expert "
                                  "above; TP>=4 scale %6"),
                {gpuClassName(m.gpuClass),
                 isQuantized(deployment.weights) ? m.eff->bandwidthQuantized.labelTerms()
                                                 : m.eff->bandwidth16Bit.labelTerms(),
                 m.eff->computeDecode.labelTerms(), m.eff->stepOverheadSeconds.labelTerms(),
                 engine.moeBandwidthScale.labelTerms(), engine.largeTpBandwidthScale.labelTerms()}),
            "; ");
    if (const Explanation parallel = parallelismExplanation(m, here, decoding); !parallel.isEmpty())
        r.tpotExplanation.append(parallel, "; ");
    if (m.draft)
        r.tpotExplanation.append(
                say(QT_TRANSLATE_NOOP("Headroom::Throughput",
                                      "speculative decoding with the draft model %1: a step = %2 "
                                      "draft decode steps of %3 ms (its own step at B = %4, TP "
                                      "%5, %6 weights) + one target step verifying %7 positions "
                                      "per sequence, %8 ms; at acceptance %9 per drafted token it "
                                      "emits (1 - a^%7) / (1 - a) = %10 tokens: time per token = "
                                      "(%2 x %3 + %8) / %10 ms"),
                    {deployment.speculative.draftModelId, m.draftTokens,
                     ms(here.draftSeconds / std::max(m.draftTokens, 1)), decoding, tp,
                     weightFormatId(m.draft->deployment.weights), m.verifiedPerStep,
                     ms(here.stepSeconds), Term(deployment.speculative.acceptance, 'f', 2),
                     Term(m.acceptedPerStep, 'f', 3)}),
                "; ");
    else if (m.verifiedPerStep > 1)
        r.tpotExplanation.append(
                say(QT_TRANSLATE_NOOP("Headroom::Throughput",
                                      "speculative decoding (MTP): each step verifies %1 "
                                      "positions per sequence and, at acceptance %2 per drafted "
                                      "token, emits (1 - a^%1) / (1 - a) = %3 tokens; %4 drafts "
                                      "cost %5 of a step: time per token = step x (1 + %5) / %3"),
                    {m.verifiedPerStep, Term(deployment.speculative.acceptance, 'f', 2),
                     Term(m.acceptedPerStep, 'f', 3), m.verifiedPerStep - 1,
                     Term(m.draftShare, 'f', 3)}),
                "; ");
    if (hostDense > 0 || here.hostLinkSeconds > 0)
        r.tpotExplanation.append(say(QT_TRANSLATE_NOOP("Headroom::Throughput",
                                                       "host link: %1 GB of offloaded layers and "
                                                       "experts / %2 GB/s (GPU host link)"),
                                     {gb(here.hostLinkSeconds * m.hostLinkBytesPerSecond),
                                      number(m.hostLinkBytesPerSecond / 1e9)}),
                                 "; ");
    if (engine.hostOverheadPerLayerSeconds.value > 0)
        r.tpotExplanation.append(
                say(QT_TRANSLATE_NOOP("Headroom::Throughput",
                                      "CPU launch %1 ms per layer x %2 layers = %3 ms (the step "
                                      "takes the longer of GPU and CPU time), %4"),
                    {ms(engine.hostOverheadPerLayerSeconds.value), model.layers,
                     ms(engine.hostOverheadPerLayerSeconds.value * model.layers),
                     engine.hostOverheadPerLayerSeconds.labelTerms()}),
                "; ");
    const bool waves = deployment.workload.fixedLengths() && r.arrivalRate <= 0;
    const Explanation wait = waves
            ? say(QT_TRANSLATE_NOOP("Headroom::Throughput",
                                    "%1 x %2 users x %3 ms (equal lengths keep the users in step: "
                                    "requests come in waves)"),
                  {Term(engine.prefillQueueShare.value, 'f', 3), std::max(here.concurrency - 1, 0),
                   ms(pre.batchedSeconds)})
            : say(QT_TRANSLATE_NOOP("Headroom::Throughput",
                                    "u / (2 (1 - u)) x %1 ms with u = %2 (varied lengths or "
                                    "random arrivals: an M/D/1 queue)"),
                  {ms(pre.batchedSeconds), Term(here.prefillShare, 'f', 3)});
    r.ttftExplanation = say(
            QT_TRANSLATE_NOOP("Headroom::Throughput",
                              "TTFT = request overhead %1 ms + prefill %2 ms + waiting behind "
                              "the other requests' prefills %3 = %4 ms + waiting for a slot %5 ms "
                              "= %6 ms; prefill of %7 tokens = max(compute %8 ms, weight read %9 "
                              "ms) + communication %10 ms + overhead; compute = (2 x P x S + 2 x "
                              "L x S^2 x heads x head_dim) = %11 TFLOP / (TP %12 x %13 TFLOPS x "
                              "MFU %14)"),
            {ms(here.requestOverheadSeconds), ms(pre.seconds), wait, ms(here.prefillWaitSeconds),
             ms(here.admissionWaitSeconds), ms(here.ttftSeconds), r.inputTokens, ms(pre.compute),
             ms(pre.memory), ms(pre.communication), Term(pre.flops / 1e12, 'f', 3), tp,
             number(m.flops / 1e12), number(pre.mfu)});
    if (deployment.workload.prefixHitRate > 0)
        r.ttftExplanation.append(
                say(QT_TRANSLATE_NOOP("Headroom::Throughput",
                                      "%1 of each prompt's %2 tokens come from the prefix cache: "
                                      "%3 tokens are prefilled"),
                    {Term(r.prefixGpuHitRate + r.prefixTierHitRate, 'f', 2), r.inputTokens,
                     pre.tokens}),
                "; ");
    explainPrefixTiers(m, pre, r);
    if (pre.draftSeconds > 0)
        r.ttftExplanation.append(say(QT_TRANSLATE_NOOP("Headroom::Throughput",
                                                       "the prefill includes the draft model's "
                                                       "own prefill of the prompt, %1 ms"),
                                     {ms(pre.draftSeconds)}),
                                 "; ");
    r.ttftExplanation.append(say(QT_TRANSLATE_NOOP("Headroom::Throughput",
                                                   "MFU %1; request overhead %2 (%3 ms when the "
                                                   "replica is idle, %4); share of the "
                                                   "others' prefills %5"),
                                 {pre.mfuLabel, engine.requestOverheadSeconds.labelTerms(),
                                  ms(requestOverheadAt(m, 0)),
                                  engine.requestOverheadIdleSeconds.labelTerms(),
                                  engine.prefillQueueShare.labelTerms()}),
                             "; ");
    r.throughputExplanation = say(
            QT_TRANSLATE_NOOP("Headroom::Throughput",
                              "replicas: %1, concurrency B = %2 per replica; requests/s per "
                              "replica = efficiency %3 x %2 / (TTFT %6 ms + (%4 - 1) x TPOT %5 "
                              "ms) = %7 (Little's law); x %4 output tokens = "
                              "%8 tokens/s per replica, %9 tokens/s in all; at the concurrency the "
                              "pool and engine allow (%10): %11 tokens/s"),
            {r.replicas, shared.concurrency, efficiencyAt(m, shared.concurrency), r.outputTokens,
             ms(shared.tpotSeconds), ms(shared.ttftSeconds - shared.admissionWaitSeconds),
             Term(shared.requestsPerSecond, 'f', 3), Term(shared.totalTokensPerSecond, 'f', 1),
             Term(r.throughputTokensPerSecond, 'f', 1), r.maxConcurrency,
             Term(r.maxThroughputTokensPerSecond, 'f', 1)});
    r.throughputExplanation.append(say(QT_TRANSLATE_NOOP("Headroom::Throughput",
                                                         "scheduling efficiency %1"),
                                       {engine.schedulingEfficiency.labelTerms()}),
                                   "; ");
    if (r.disaggregation) {
        r.ttftExplanation = disaggregatedTtftExplanation(*r.disaggregation, here, engine);
        r.throughputExplanation = r.disaggregation->explanation;
        r.throughputExplanation.append(say(QT_TRANSLATE_NOOP("Headroom::Throughput",
                                                             "scheduling efficiency %1"),
                                           {engine.schedulingEfficiency.labelTerms()}),
                                       "; ");
    }
}

} // namespace

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
    }
    return {};
}

QString performanceBoundName(PerformanceBound bound)
{
    return QCoreApplication::translate("Headroom::Throughput", performanceBoundSource(bound));
}

namespace {

/** The speed model on inputs already checked (validateInputs()) and their memory estimate. */
ThroughputEstimate speedOf(const ModelSpec &model, const GpuSpec &gpu, const Configuration &config,
                           const Deployment &deployment, const EngineProfile &engine,
                           const MemoryBreakdown &memory, const ThroughputOptions &options)
{
    const GpuClass gpuClass = gpuClassOf(gpu.unifiedMemory, gpu.memoryType);
    // the engine's token budget per step and sequences at once, as it starts on this GPU (the
    // memory estimate resolved the same)
    const EngineRuntime runtime = resolveEngineRuntime(engine, gpu, config, deployment);

    Model m(model, gpu, config, deployment, engine);
    m.tokenBudget = runtime.maxBatchedTokens;
    m.maxSequences = runtime.maxSequences;
    configureModel(m);

    ThroughputEstimate r;
    r.gpuClass = gpuClass;
    if (config.gpusPerReplica() > 1 && !(m.linkBytesPerSecond > 0)) {
        m.linkBytesPerSecond = gpu.memoryBandwidthBytesPerSecond;
        r.warnings.append(ThroughputText::tr("The GPU states no link between GPUs; communication "
                                             "is taken at its memory bandwidth"));
    }
    if (!(m.flops > 0))
        r.warnings.append(
                ThroughputText::tr("The GPU states no compute figure: compute time is left out"));

    const Workload &w = deployment.workload;
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
    std::int64_t poolSequences = memory.maxSequences / r.replicas;
    // engines that give blocks as sequences grow run as many as fit at their mean length
    // (preempting the odd one when the pool runs out); recurrent state is per sequence whatever
    // its length, so hybrid models keep the full-length count
    if (engine.kvBlocksOnDemand && !model.recurrent.isRecurrent() && memory.kvPoolTokens > 0
        && meanContext > 0)
        poolSequences = std::max(poolSequences, memory.kvPoolTokens / meanContext);
    r.maxConcurrency = int(std::min<std::int64_t>(poolSequences, m.maxSequences));
    if (r.maxConcurrency >= 1 && r.concurrency > r.maxConcurrency)
        r.warnings.append(
                ThroughputText::tr(
                        "%1 sequences per replica are more than the KV pool and the engine allow "
                        "at once (%2): the rest wait for a slot, which the TTFT includes; the "
                        "other "
                        "figures are at %2")
                        .arg(r.concurrency)
                        .arg(r.maxConcurrency));
    if (r.maxConcurrency < 1) {
        const int tokens = int(std::min(memory.tokensPerSequence, std::int64_t(kMaxPluralCount)));
        r.warnings.append(
                QCoreApplication::translate("Headroom::Throughput",
                                            "The KV cache pool holds no sequence of %n tokens",
                                            nullptr, tokens));
    }

    // sequences beyond what the pool and the engine hold at once wait: figures at that limit
    const int running = r.maxConcurrency >= 1 ? std::min(r.concurrency, r.maxConcurrency)
                                              : r.concurrency;
    // prefix caching: the cached share of each prompt is not prefilled again; the GPU pool's
    // free room holds what it can of the users' prefixes, an offload tier the rest it can, whose
    // KV is loaded over the tier's link (docs/estimation.md "KV offload")
    const PrefixTiers tiers = prefixTiers(w.prefixHitRate, r.inputTokens, r.concurrency, running,
                                          memory.kvPoolTokens, memory.tokensPerSequence,
                                          memory.kvBytesPerToken, deployment.kvOffload,
                                          kvOffloadBandwidth(deployment.kvOffload, gpu, config));
    r.prefixGpuHitRate = tiers.gpuHitRate;
    r.prefixTierHitRate = tiers.tierHitRate;
    r.kvOffloadLoadBytes = tiers.loadBytes;
    r.kvOffloadBytesPerSecond = tiers.bytesPerSecond;
    r.kvOffloadLoadSeconds = tiers.loadSeconds;
    const std::int64_t prefilled = std::max<std::int64_t>(std::llround(double(r.inputTokens)
                                                                       * (1 - tiers.gpuHitRate
                                                                          - tiers.tierHitRate)),
                                                          1);
    Prefill pre = prefill(m, prefilled);
    pre.loadSeconds = tiers.loadSeconds;
    pre.seconds += tiers.loadSeconds; // the request waits for its prefix's KV
    r.acceptedPerStep = m.acceptedPerStep;
    r.draftPrefillSeconds = pre.draftSeconds;
    const double sharedWait = options.sharedStepWaitSeconds;
    Evaluator ev {m, pre, meanContext, r.outputTokens, nullptr, sharedWait};
    // disaggregated: the prompts run on the prefill pool's replicas (its own GPU and TP), the
    // configuration's replicas only decode
    const bool disaggregated = deployment.disaggregation.on;
    const GpuSpec &prefillGpu = disaggregated ? *prefillGpuOf(gpu, config, deployment, options)
                                              : gpu;
    const Configuration prefillConfig = prefillConfiguration(config, deployment.disaggregation,
                                                             prefillGpu.id);
    std::optional<Model> prefillModel;
    std::optional<Prefill> prefillPre;
    DisaggregatedServing serving;
    if (disaggregated) {
        prefillModel.emplace(model, prefillGpu, prefillConfig, deployment, engine);
        prefillModel->tokenBudget = m.tokenBudget;
        prefillModel->maxSequences = m.maxSequences;
        configureModel(*prefillModel);
        if (prefillConfig.gpusPerReplica() > 1 && !(prefillModel->linkBytesPerSecond > 0))
            prefillModel->linkBytesPerSecond = prefillGpu.memoryBandwidthBytesPerSecond;
        prefillPre = prefill(*prefillModel, prefilled);
        serving = startDisaggregation(*prefillModel, *prefillPre, m, prefillConfig, r, meanContext);
        ev.disaggregated = &serving;
    }
    const auto pointAt = [&ev](int concurrency) { return ev.at(concurrency); };
    r.load = w.load;
    r.arrivalRate = w.load == LoadKind::OpenLoop ? w.arrivalRate : 0;
    const bool open = r.arrivalRate > 0;
    // the operating point alone on the GPUs, then beside the other engines on them (the same
    // point when there are none): the figures are the latter's
    ThroughputPoint alone = open
            ? (disaggregated
                       ? disaggregatedOpenLoop(serving, r.arrivalRate)
                       : openLoopPoint(m, pre, r.arrivalRate / r.replicas,
                                       std::max(r.maxConcurrency, 1), meanContext, r.outputTokens))
            : ev.aloneAt(running);
    ThroughputPoint here = onSharedGpus(alone, sharedWait, r.outputTokens, disaggregated, open);
    if (open && sharedWait > 0 && here.decodingSequences > std::max(r.maxConcurrency, 1))
        here.saturated = true; // the waits hold more sequences than the replica runs
    if (open) {
        r.concurrency = here.concurrency;
        r.saturated = here.saturated;
        if (here.saturated && !disaggregated) // else finishDisaggregation() names the pool
            r.warnings.append(ThroughputText::tr(
                                      "At %1 requests/s the replicas cannot keep up: prefills take "
                                      "%2 % of each "
                                      "GPU's time and %3 requests would decode at once (at most "
                                      "%4); the queue "
                                      "grows without end and the latencies shown are a lower bound")
                                      .arg(r.arrivalRate)
                                      .arg(qRound(100 * here.prefillShare))
                                      .arg(qRound(here.decodingSequences))
                                      .arg(r.maxConcurrency));
    } else if (running >= 1 && r.concurrency > running) {
        // closed loop: the users beyond the running ones wait for a slot; the replica still
        // completes running / latency requests per second, so each waits (N - M) / M latencies
        for (ThroughputPoint *p : {&alone, &here}) {
            p->admissionWaitSeconds = double(r.concurrency - running) / running
                    * p->requestLatencySeconds;
            p->ttftSeconds += p->admissionWaitSeconds;
        }
    }
    r.prefillSeconds = pre.seconds;
    r.sharedStepWaitSeconds = sharedWait > 0 ? sharedWait : 0;
    r.tpotAloneSeconds = alone.tpotSeconds;
    r.ttftAloneSeconds = alone.ttftSeconds;
    r.contentionStretch = alone.tpotSeconds > 0 ? here.tpotSeconds / alone.tpotSeconds : 1.0;
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
    const ThroughputPoint top = pointAt(std::max(r.maxConcurrency, 1));
    r.maxThroughputTokensPerSecond = r.maxConcurrency > 0 ? top.totalTokensPerSecond * r.replicas
                                                          : 0;

    // curve: powers of two and the points between, up to what the pool (or the option) allows
    const int curveMax = options.curveMaxConcurrency > 0 ? options.curveMaxConcurrency
                                                         : std::max(r.maxConcurrency, 1);
    for (int c : curveConcurrencies(curveMax, r.concurrency))
        r.curve.append(pointAt(c));

    // host memory: offloaded layers and experts kept on the host (the memory breakdown's)
    r.hostBytes = memory.hostBytes;

    if (disaggregated) {
        r.prefillSeconds = prefillPre->seconds;
        r.prefillTokensPerSecond = prefillPre->batchedSeconds > 0
                ? double(std::max<std::int64_t>(r.inputTokens, 1)) / prefillPre->batchedSeconds
                : 0;
        finishDisaggregation(serving, *prefillModel, prefillConfig, options, here, r);
    }

    if (options.simulateLoad) {
        SchedulerCosts costs = schedulerCosts(m, pre, r, memory, meanContext);
        if (sharedWait > 0) {
            // every step also waits for the other engines' steps on the same GPUs
            costs.decodeStepSeconds = [step = costs.decodeStepSeconds, sharedWait](int decoding) {
                return step(decoding) + sharedWait;
            };
            costs.prefillOnlyStepSeconds += sharedWait;
        }
        if (disaggregated) {
            // the decode replica's share of the prefill pool, one prompt at a time; the KV
            // transfer after it (docs/estimation.md "Disaggregated serving")
            const double tokens = double(std::max<std::int64_t>(r.inputTokens, 1));
            costs.separatePrefill = true;
            costs.prefillPoolSecondsPerToken = prefillPre->batchedSeconds / tokens
                    * serving.decodeReplicas / std::max(serving.prefillReplicas, 1);
            costs.prefillFixedSeconds = std::max(prefillPre->seconds - prefillPre->batchedSeconds,
                                                 0.0);
            costs.transferSecondsPerToken = serving.transferSeconds / tokens;
        }
        r.simulated = simulateLoad(costs, loadSettings(w, r, options));
    }

    solveServiceLevel(ev, w, config, r);
    estimateColdStart(memory, config, engine, options, r);
    estimateCost(options, config, r);
    explain(m, disaggregated ? *prefillPre : pre, alone, here, meanContext, r);
    if (sharedWait > 0) {
        const QString others = options.sharedWith.join(QStringLiteral(", "));
        r.tpotExplanation.append(
                say(QT_TRANSLATE_NOOP("Headroom::Throughput",
                                      "on GPUs shared with %1: each step also waits %2 ms for "
                                      "their steps, TPOT %3 ms + %2 ms = %4 ms"),
                    {others, ms(sharedWait), ms(r.tpotAloneSeconds), ms(r.tpotSeconds)}),
                "; ");
        if (!disaggregated)
            r.ttftExplanation.append(
                    say(QT_TRANSLATE_NOOP("Headroom::Throughput",
                                          "the prefill interleaves with the steps of %1: TTFT "
                                          "%2 ms x %3 = %4 ms"),
                        {others, ms(r.ttftAloneSeconds), Term(r.contentionStretch, 'f', 3),
                         ms(r.ttftSeconds)}),
                    "; ");
    }
    if (w.inputTokens == 0 && w.outputTokens == 0)
        r.warnings.append(ThroughputText::tr("No input or output length given: assumed %1 input "
                                             "and %2 output tokens from the context")
                                  .arg(r.inputTokens)
                                  .arg(r.outputTokens));
    return r;
}

} // namespace

Result<ThroughputEstimate> estimateThroughput(const ModelSpec &model, const GpuSpec &gpu,
                                              const Configuration &config,
                                              const Deployment &deployment,
                                              const EngineProfile &engine,
                                              const ThroughputOptions &options)
{
    if (auto valid = validateInputs(model, gpu, config, deployment, engine, options); !valid)
        return std::unexpected(valid.error());
    const auto memory = estimateMemory(model, gpu, config, deployment, engine,
                                       MemoryDetail::Figures);
    if (!memory)
        return std::unexpected(memory.error());
    return speedOf(model, gpu, config, deployment, engine, *memory, options);
}

Result<ThroughputEstimate> estimateThroughput(const ModelSpec &model, const GpuSpec &gpu,
                                              const Configuration &config,
                                              const Deployment &deployment,
                                              const EngineProfile &engine,
                                              const MemoryBreakdown &memory,
                                              const ThroughputOptions &options)
{
    if (auto valid = validateInputs(model, gpu, config, deployment, engine, options); !valid)
        return std::unexpected(valid.error());
    return speedOf(model, gpu, config, deployment, engine, memory, options);
}

std::optional<LoadResult> ThroughputEstimate::percentiles() const
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
