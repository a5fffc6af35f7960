#include "estimate/disaggregation.h"

#include "estimate/disaggregationmodel.h"
#include "estimate/kvcache.h"
#include "estimate/memorybreakdown.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Headroom {

namespace {

struct DisaggregationText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Speed)
};

using Term = Explanation::Term;

/** `source`: a QT_TRANSLATE_NOOP("Headroom::Speed", ...) literal. */
Explanation say(const char *source, std::initializer_list<Term> terms = {})
{
    return {"Headroom::Speed", source, terms};
}

Term ms(double seconds)
{
    return {seconds * 1e3, 'f', 3};
}

Term rate(double perSecond)
{
    return {perSecond, 'f', 3};
}

} // namespace

Explanation disaggregationPoolWords(DisaggregationPool pool)
{
    return pool == DisaggregationPool::Prefill
            ? say(QT_TRANSLATE_NOOP("Headroom::Speed", "prefill pool"))
            : say(QT_TRANSLATE_NOOP("Headroom::Speed", "decode pool"));
}

QString disaggregationPoolId(DisaggregationPool pool)
{
    return pool == DisaggregationPool::Prefill ? QStringLiteral("prefill")
                                               : QStringLiteral("decode");
}

QString disaggregationPoolName(DisaggregationPool pool)
{
    return disaggregationPoolWords(pool).text();
}

QString prefillGpuIdOf(const Configuration &decode, const Disaggregation &settings)
{
    return settings.prefillGpuId.isEmpty() ? decode.gpuId : settings.prefillGpuId;
}

Configuration prefillConfiguration(const Configuration &decode, const Disaggregation &settings,
                                   const QString &prefillGpuId)
{
    Configuration c;
    c.id = decode.id;
    c.gpuId = prefillGpuId;
    c.tensorParallel = settings.prefillTensorParallel > 0 ? settings.prefillTensorParallel
                                                          : decode.tensorParallel;
    c.pipelineParallel = decode.pipelineParallel;
    c.gpuCount = std::max(settings.prefillReplicas, 1) * c.gpusPerReplica();
    return c;
}

Result<void> validateDisaggregation(const Disaggregation &settings)
{
    if (!settings.on)
        return {};
    if (settings.prefillReplicas < 1 || settings.prefillReplicas > kMostPrefillReplicas)
        return fail(DisaggregationText::tr("The prefill pool needs from 1 to %1 replicas")
                            .arg(kMostPrefillReplicas),
                    QString::number(settings.prefillReplicas));
    if (settings.prefillTensorParallel < 0 || settings.prefillTensorParallel > 1024)
        return fail(DisaggregationText::tr("The prefill pool's tensor parallel size must be from 1 "
                                           "to 1024 (0 = the configuration's)"),
                    QString::number(settings.prefillTensorParallel));
    return {};
}

DisaggregationSplit bestDisaggregationSplit(int totalGpus, int prefillGpusPerReplica,
                                            int decodeGpusPerReplica, double prefillPerReplica,
                                            double decodePerReplica)
{
    DisaggregationSplit best;
    if (prefillGpusPerReplica < 1 || decodeGpusPerReplica < 1)
        return best;
    int bestGpus = 0;
    for (int x = 1; x * prefillGpusPerReplica + decodeGpusPerReplica <= totalGpus; ++x) {
        const int y = (totalGpus - x * prefillGpusPerReplica) / decodeGpusPerReplica;
        const double rate = std::min(x * prefillPerReplica, y * decodePerReplica);
        const int gpus = x * prefillGpusPerReplica + y * decodeGpusPerReplica;
        // x rises and y falls: on a tie the earlier split keeps more decode replicas
        const bool better = best.prefillReplicas == 0 || rate > best.requestsPerSecond * (1 + 1e-12)
                || (rate >= best.requestsPerSecond * (1 - 1e-12) && gpus < bestGpus);
        if (better) {
            best = {x, y, rate};
            bestGpus = gpus;
        }
    }
    return best;
}

double kvLinkBytesPerSecond(const GpuSpec &prefillGpu, const GpuSpec &decodeGpu,
                            int prefillGpusPerReplica, int decodeGpusPerReplica, int lanes,
                            bool *nvlink)
{
    const bool sameNode = prefillGpu.id == decodeGpu.id && prefillGpu.interconnectBytesPerSecond > 0
            && prefillGpusPerReplica + decodeGpusPerReplica <= kGpusPerNode;
    if (nvlink)
        *nvlink = sameNode;
    const double perGpu = sameNode ? prefillGpu.interconnectBytesPerSecond
                                   : kInterNodeBytesPerSecond;
    return perGpu * std::max(lanes, 1);
}

namespace SpeedModel {

namespace {

double prefillTime(const DisaggregatedServing &s)
{
    return s.pre->batchedSeconds > 0 ? s.pre->batchedSeconds : s.pre->seconds;
}

double decodeSteps(const DisaggregatedServing &s)
{
    return double(std::max<std::int64_t>(s.outputTokens - 1, 0));
}

/** Request overhead, the prompt alone on a prefill replica and its KV over the link. */
double aloneSeconds(const DisaggregatedServing &s)
{
    return s.decode->engine.requestOverheadSeconds.value + s.pre->seconds + s.transferSeconds;
}

/** Fills the figures of a decode replica's point around its decode step. */
void finish(const DisaggregatedServing &s, SpeedPoint &point, double ttft, double wait,
            double decoding, double perReplicaRate)
{
    point.decodingSequences = decoding;
    point.prefillShare = 0; // the decode replicas compute no prefill
    point.prefillWaitSeconds = wait;
    point.decodeStepSeconds = point.tpotSeconds; // no prefill stretch: TPOT = step(b)
    point.tokensPerSecondPerSequence = 1.0 / point.tpotSeconds;
    point.ttftSeconds = ttft;
    point.requestLatencySeconds = ttft + decodeSteps(s) * point.tpotSeconds;
    point.requestsPerSecond = perReplicaRate;
    point.totalTokensPerSecond = perReplicaRate * double(s.outputTokens);
}

} // namespace

double prefillCapacity(const DisaggregatedServing &s)
{
    return s.prefillReplicas / prefillTime(s);
}

double decodeCapacity(const DisaggregatedServing &s, int batch)
{
    const int b = std::clamp(batch, 1, std::max(s.most, 1));
    const SpeedPoint p = decodePoint(*s.decode, b, s.context);
    return s.decodeReplicas * efficiencyAt(*s.decode, b) * b
            / (std::max(decodeSteps(s), 1.0) * p.tpotSeconds);
}

SpeedPoint disaggregatedClosedLoop(const DisaggregatedServing &s, int usersPerReplica)
{
    // N = users per decode replica x D users in a closed loop. A request's prefill waits for the
    // others' on the P prefill replicas as in an M/D/1 queue: u = X (N - 1) / N x t_prefill,b / P,
    // wait = u / (2 (1 - u)) x t_prefill,b; its KV crosses the link; then it decodes on a
    // decode replica among b = X / D x k x step(b) others (Little), TPOT = step(b), no prefill
    // in the step. X = N / (TTFT + k TPOT). The wait is the fixed point w = W(w): W falls as w
    // grows (fewer requests per second), so w - W(w) rises and bisection finds it.
    const int perReplica = std::max(usersPerReplica, 1);
    const double n = double(perReplica) * s.decodeReplicas;
    const double k = decodeSteps(s);
    const double tb = prefillTime(s);
    const double alone = aloneSeconds(s);
    const int most = std::max(s.most, 1);
    const int top = std::min(perReplica, most);
    SpeedPoint point = decodePoint(*s.decode, top, s.context);
    double decoding = top;
    const auto decodeAt = [&](double ttft) {
        // from the top each time (as loadedPoint): the same fixed point for the same TTFT
        if (point.concurrency != top)
            point = decodePoint(*s.decode, top, s.context);
        for (int i = 0; i < 64 && k > 0; ++i) {
            decoding = std::clamp(perReplica * k * point.tpotSeconds
                                          / (ttft + k * point.tpotSeconds),
                                  1.0, double(top));
            const int batch = std::clamp(int(std::lround(decoding)), 1, top);
            if (batch == point.concurrency)
                break;
            point = decodePoint(*s.decode, batch, s.context);
        }
    };
    const auto waitFor = [&](double w) {
        decodeAt(alone + w);
        const double x = n / (alone + w + k * point.tpotSeconds);
        const double u = x * (n - 1) / n * tb / s.prefillReplicas;
        return u < 1 ? u / (2 * (1 - u)) * tb : std::numeric_limits<double>::infinity();
    };
    double wait = 0;
    if (n > 1 && tb > 0) {
        double lo = 0, hi = std::max(2 * n * tb / s.prefillReplicas, tb);
        for (int i = 0; i < 60 && hi - waitFor(hi) < 0; ++i)
            hi *= 2;
        for (int i = 0; i < 100 && hi - lo > 1e-12 + 1e-9 * hi; ++i) {
            const double mid = (lo + hi) / 2;
            (mid - waitFor(mid) < 0 ? lo : hi) = mid;
        }
        wait = hi;
    }
    decodeAt(alone + wait);
    const double latency = alone + wait + k * point.tpotSeconds;
    const int batch = point.concurrency;
    finish(s, point, alone + wait, wait, decoding,
           efficiencyAt(*s.decode, batch) * perReplica / latency);
    point.concurrency = perReplica;
    return point;
}

SpeedPoint disaggregatedOpenLoop(const DisaggregatedServing &s, double rate, bool *saturated)
{
    // Poisson arrivals at `rate`: the prefill pool is busy u = rate x t_prefill,b / P, a prompt
    // waits u / (2 (1 - u)) x t_prefill,b (M/D/1); each decode replica holds
    // b = rate / D x k x step(b) requests (Little), from b = 1 up to the smallest fixed point.
    const double tb = prefillTime(s);
    const double u = rate * tb / s.prefillReplicas;
    const double wait = u < 1 ? u / (2 * (1 - u)) * tb : 0;
    const double k = decodeSteps(s);
    const double perReplica = rate / s.decodeReplicas;
    const int most = std::max(s.most, 1);
    SpeedPoint point = decodePoint(*s.decode, 1, s.context);
    double decoding = 1;
    for (int i = 0; i < 64 && k > 0; ++i) {
        decoding = std::max(perReplica * k * point.tpotSeconds, 1.0);
        const int batch = std::clamp(int(std::lround(decoding)), 1, most);
        if (batch == point.concurrency)
            break;
        point = decodePoint(*s.decode, batch, s.context);
    }
    finish(s, point, aloneSeconds(s) + wait, wait, decoding, perReplica);
    point.concurrency = std::max(1, int(std::lround(perReplica * point.requestLatencySeconds)));
    point.saturated = u >= 1 || decoding > most;
    if (saturated)
        *saturated = point.saturated;
    return point;
}

double prefillRateAtTarget(const DisaggregatedServing &s, double ttftTarget)
{
    // the utilisation whose M/D/1 wait fits the TTFT target's slack: u / (2 (1 - u)) x t <= slack
    const double tb = prefillTime(s);
    if (!(ttftTarget > 0))
        return 1.0 / tb;
    const double slack = (ttftTarget - aloneSeconds(s)) / tb;
    if (slack < 0)
        return 0;
    return 2 * slack / (1 + 2 * slack) / tb;
}

double decodeRateAtTarget(const DisaggregatedServing &s, double tpotTarget)
{
    const int most = std::max(s.most, 1);
    if (!(tpotTarget > 0))
        return decodeCapacity(s, most) / s.decodeReplicas;
    // the step grows with the batch: the largest batch whose step meets the target
    int lo = 0, hi = most;
    while (lo < hi) {
        const int mid = lo + (hi - lo + 1) / 2;
        if (decodePoint(*s.decode, mid, s.context).tpotSeconds <= tpotTarget)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo > 0 ? decodeCapacity(s, lo) / s.decodeReplicas : 0.0;
}

DisaggregatedServing startDisaggregation(const Model &prefillModel, const Prefill &pre,
                                         const Model &decode, const Configuration &prefillConfig,
                                         SpeedEstimate &r, std::int64_t meanContext)
{
    DisaggregatedServing s;
    s.decode = &decode;
    s.pre = &pre;
    s.prefillReplicas = std::max(prefillModel.deployment.disaggregation.prefillReplicas, 1);
    s.decodeReplicas = std::max(r.replicas, 1);
    s.most = std::max(r.maxConcurrency, 1);
    s.context = meanContext;
    s.outputTokens = std::max<std::int64_t>(r.outputTokens, 1);

    DisaggregationEstimate &e = r.disaggregation.emplace();
    e.prefillReplicas = s.prefillReplicas;
    e.decodeReplicas = s.decodeReplicas;
    e.prefillGpuId = prefillModel.gpu.id;
    e.prefillGpuName = prefillModel.gpu.name.isEmpty() ? prefillModel.gpu.id
                                                       : prefillModel.gpu.name;
    e.prefillGpusPerReplica = prefillConfig.gpusPerReplica();
    e.decodeGpusPerReplica = decode.config.gpusPerReplica();
    e.prefillGpus = prefillConfig.gpuCount;
    e.prefillTensorParallel = prefillConfig.tensorParallel;
    e.prefillTokens = pre.tokens;
    e.prefillSeconds = pre.seconds;
    e.prefillBatchedSeconds = pre.batchedSeconds;
    e.prefillComputeSeconds = pre.compute;
    e.prefillMemorySeconds = pre.memory;
    e.prefillCommunicationSeconds = pre.communication;
    e.prefillPeakFlops = prefillModel.flops;
    e.prefillMfu = pre.mfu;
    // the whole prompt's KV (the cached prefix too: the decode replica holds all of it), the
    // whole model's layers; each GPU of the smaller replica sends its shard at once
    e.kvTransferBytes = double(kvBytesPerSequence(decode.model, decode.deployment.kv, 1,
                                                  std::max<std::int64_t>(r.inputTokens, 1), 1, 0,
                                                  decode.model.layers));
    e.linkLanes = std::min(e.prefillGpusPerReplica, e.decodeGpusPerReplica);
    e.linkBytesPerSecond = kvLinkBytesPerSecond(prefillModel.gpu, decode.gpu,
                                                e.prefillGpusPerReplica, e.decodeGpusPerReplica,
                                                e.linkLanes, &e.nvlink);
    e.kvTransferSeconds = e.kvTransferBytes / e.linkBytesPerSecond;
    s.transferSeconds = e.kvTransferSeconds;
    return s;
}

namespace {

/** Each pool's capacity, the one that binds, and the prefill queue's wait and utilisation. */
void poolLoads(const DisaggregatedServing &s, const SpeedPoint &here, double arrivalRate,
               double total, DisaggregationEstimate &e)
{
    e.prefillCapacity = prefillCapacity(s);
    e.decodeCapacity = decodeCapacity(s, s.most);
    e.binding = e.prefillCapacity < e.decodeCapacity ? DisaggregationPool::Prefill
                                                     : DisaggregationPool::Decode;
    e.prefillWaitSeconds = here.prefillWaitSeconds;
    // the utilisation the queue saw: open loop rate x t / P; closed loop the others' share, the
    // u whose M/D/1 wait is the one found (w = u / (2 (1 - u)) t)
    const double t = prefillTime(s);
    e.prefillBusy = total * t / s.prefillReplicas;
    e.prefillShare = arrivalRate > 0 ? arrivalRate * t / s.prefillReplicas
                                     : 2 * e.prefillWaitSeconds / (t + 2 * e.prefillWaitSeconds);
}

/** The best split of both pools' GPUs, at the workload's targets when it sets them. */
void bestSplit(const DisaggregatedServing &s, const Workload &w, DisaggregationEstimate &e)
{
    const double prefillPer = prefillRateAtTarget(s, w.ttftTargetMs / 1e3);
    const double decodePer = decodeRateAtTarget(s, w.tpotTargetMs / 1e3);
    e.bestSplitAtTargets = w.ttftTargetMs > 0 || w.tpotTargetMs > 0;
    e.bestSplit = bestDisaggregationSplit(e.prefillGpus + s.decodeReplicas * e.decodeGpusPerReplica,
                                          e.prefillGpusPerReplica, e.decodeGpusPerReplica,
                                          prefillPer, decodePer);
}

/** The prefill pool's memory: its weights, and the KV of the prompts it holds at once (a batch
 *  of the engine's token budget) until they are sent; a warning when it does not fit. */
void prefillPoolMemory(const DisaggregatedServing &s, const Model &prefillModel,
                       const Configuration &prefillConfig, SpeedEstimate &r)
{
    DisaggregationEstimate &e = *r.disaggregation;
    Deployment held = prefillModel.deployment;
    const std::int64_t input = std::max<std::int64_t>(r.inputTokens, 1);
    e.prefillInFlight = std::max<std::int64_t>(1, prefillModel.tokenBudget / input);
    held.workload.inputTokens = input;
    held.workload.outputTokens = 0;
    held.workload.contextTokens = input;
    held.workload.concurrentSequences = int(
            std::min<std::int64_t>(e.prefillInFlight * s.prefillReplicas, kMostEstimatedSequences));
    const auto memory = estimateMemory(prefillModel.model, prefillModel.gpu, prefillConfig, held,
                                       prefillModel.engine, MemoryDetail::Figures);
    e.prefillFits = memory && memory->fits;
    e.prefillShortBytes = memory ? memory->overflowBytes : 0;
    if (!e.prefillFits)
        r.warnings.append(say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                                "The prefill pool does not fit: each %1 needs %2 "
                                                "GB more for the weights and the KV of %3 prompts "
                                                "of %4 tokens"),
                              {e.prefillGpuName, Term(double(e.prefillShortBytes) / 1e9, 'f', 2),
                               e.prefillInFlight, input}));
}

/** Both pools with the values plugged in: the throughput explanation of a disaggregated
 *  deployment. */
Explanation poolsExplanation(const DisaggregatedServing &s, const Model &prefillModel, double total,
                             const SpeedEstimate &r)
{
    const DisaggregationEstimate &e = *r.disaggregation;
    return say(QT_TRANSLATE_NOOP(
                       "Headroom::Speed",
                       "disaggregated: prefill pool %1 x %2 (TP %3) computes %4 prompts/s "
                       "(%1 / %5 ms per prompt in a busy batch), busy %6; KV transfer "
                       "%7 GB per prompt over %8 at %9 GB/s = %10 ms; decode pool (replicas: "
                       "%11, GPUs: %12) finishes %13 requests/s at %14 sequences each "
                       "(%11 x b / ((%15 - 1) x step %16 ms)); request rate = min(%4, %13) "
                       "= %17 requests/s, bound by the %18; now %19 requests/s, %20 "
                       "tokens/s; best split of the %21 GPUs: %22 prefill : %23 decode "
                       "replicas, %24 requests/s%25"),
               {e.prefillReplicas,
                e.prefillGpuName,
                e.prefillTensorParallel,
                rate(e.prefillCapacity),
                ms(prefillTime(s)),
                Term(e.prefillBusy, 'f', 3),
                Term(e.kvTransferBytes / 1e9, 'f', 3),
                e.nvlink ? Term(prefillModel.gpu.interconnect)
                         : Term(say(
                                 QT_TRANSLATE_NOOP("Headroom::Speed",
                                                   "the network between nodes (InfiniBand 400 Gb/s "
                                                   "per GPU, assumed)"))),
                Term(e.linkBytesPerSecond / 1e9, 'g', 4),
                ms(e.kvTransferSeconds),
                e.decodeReplicas,
                e.decodeReplicas * e.decodeGpusPerReplica,
                rate(e.decodeCapacity),
                s.most,
                s.outputTokens,
                ms(decodePoint(*s.decode, s.most, s.context).tpotSeconds),
                rate(std::min(e.prefillCapacity, e.decodeCapacity)),
                disaggregationPoolWords(e.binding),
                rate(total),
                Term(r.throughputTokensPerSecond, 'f', 1),
                e.prefillGpus + e.decodeReplicas * e.decodeGpusPerReplica,
                e.bestSplit.prefillReplicas,
                e.bestSplit.decodeReplicas,
                rate(e.bestSplit.requestsPerSecond),
                e.bestSplitAtTargets ? Term(say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                                                  " within the TTFT and TPOT "
                                                                  "targets")))
                                     : Term(QString())});
}

} // namespace

void finishDisaggregation(const DisaggregatedServing &s, const Model &prefillModel,
                          const Configuration &prefillConfig, const SpeedOptions &options,
                          const SpeedPoint &here, SpeedEstimate &r)
{
    DisaggregationEstimate &e = *r.disaggregation;
    const double total = here.requestsPerSecond * s.decodeReplicas;
    poolLoads(s, here, r.arrivalRate, total, e);
    bestSplit(s, prefillModel.deployment.workload, e);
    prefillPoolMemory(s, prefillModel, prefillConfig, r);

    const bool sameGpu = prefillModel.gpu.id == s.decode->gpu.id;
    e.prefillPricePerGpuHour = options.prefillPricePerGpuHour > 0 ? options.prefillPricePerGpuHour
            : sameGpu                                             ? options.pricePerGpuHour
                                                                  : 0;
    if (r.saturated)
        r.warnings.append(say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                                "At %1 requests/s the %2 cannot keep up (prefill "
                                                "pool %3 requests/s, decode pool %4 requests/s): "
                                                "the queue grows without end and the latencies "
                                                "shown are a lower bound"),
                              {r.arrivalRate, disaggregationPoolWords(e.binding),
                               Term(e.prefillCapacity, 'f', 2), Term(e.decodeCapacity, 'f', 2)}));
    e.explanation = poolsExplanation(s, prefillModel, total, r);
}

void estimateDisaggregatedCost(double decodePrice, int decodeGpus, SpeedEstimate &r)
{
    const DisaggregationEstimate &e = *r.disaggregation;
    const double prefillPrice = e.prefillPricePerGpuHour;
    if (!(decodePrice > 0) || !(prefillPrice > 0) || !(r.throughputTokensPerSecond > 0))
        return;
    // both pools' GPUs serve the output tokens; the prefill pool's alone the input tokens
    const double perHour = decodePrice * decodeGpus + prefillPrice * e.prefillGpus;
    r.costPerMillionOutputTokens = perHour * 1e6 / (3600.0 * r.throughputTokensPerSecond);
    const double inputPerSecond = r.prefillTokensPerSecond * e.prefillReplicas;
    if (inputPerSecond > 0)
        r.costPerMillionInputTokens = prefillPrice * e.prefillGpus * 1e6
                / (3600.0 * inputPerSecond);
    r.costExplanation = say(
            QT_TRANSLATE_NOOP("Headroom::Speed",
                              "output: (decode pool %1 per GPU-hour x %2 GPUs + prefill pool %3 x "
                              "%4 GPUs) x 1e6 / (3600 x %5 tokens/s) = %6 per million; input "
                              "(the prefill pool): %3 x %4 x 1e6 / (3600 x %7 tokens/s) = %8 per "
                              "million"),
            {decodePrice, decodeGpus, prefillPrice, e.prefillGpus,
             Term(r.throughputTokensPerSecond, 'f', 1), Term(*r.costPerMillionOutputTokens, 'f', 4),
             Term(inputPerSecond, 'f', 1), Term(r.costPerMillionInputTokens.value_or(0), 'f', 4)});
}

Explanation disaggregatedTtftExplanation(const DisaggregationEstimate &e, const SpeedPoint &here,
                                         const EngineProfile &engine)
{
    return say(
            QT_TRANSLATE_NOOP("Headroom::Speed",
                              "TTFT = request overhead %1 ms + prefill on the prefill pool %2 ms "
                              "+ waiting for a prefill replica %3 ms (u / (2 (1 - u)) x %4 ms, "
                              "u = %5 of %6 replicas, an M/D/1 queue) + KV transfer %7 ms + "
                              "waiting for a slot %8 ms = %9 ms; prefill of %10 tokens on %11 "
                              "(TP %12) = max(compute %13 ms, weight read %14 ms) + "
                              "communication %15 ms + overhead, at %16 TFLOPS x MFU %17"),
            {ms(engine.requestOverheadSeconds.value), ms(e.prefillSeconds),
             ms(here.prefillWaitSeconds), ms(e.prefillBatchedSeconds), Term(e.prefillShare, 'f', 3),
             e.prefillReplicas, ms(e.kvTransferSeconds), ms(here.admissionWaitSeconds),
             ms(here.ttftSeconds), e.prefillTokens, e.prefillGpuName, e.prefillTensorParallel,
             ms(e.prefillComputeSeconds), ms(e.prefillMemorySeconds),
             ms(e.prefillCommunicationSeconds), Term(e.prefillPeakFlops / 1e12, 'g', 6),
             Term(e.prefillMfu, 'g', 6)});
}

Explanation disaggregatedTpotExplanation(const DisaggregationEstimate &e, const SpeedPoint &here)
{
    return say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                 "TPOT = decode step %1 ms: the decode pool (%2 replicas) computes "
                                 "no prefill, %3 sequences decoding at once per replica, %4 "
                                 "requests/s per replica"),
               {ms(here.tpotSeconds), e.decodeReplicas, Term(here.decodingSequences, 'f', 1),
                rate(here.requestsPerSecond)});
}

} // namespace SpeedModel

} // namespace Headroom
