#include "estimate/speedmodel.h"

#include "estimate/kvcache.h"
#include "estimate/weightbytes.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace Headroom::SpeedModel {

namespace {

int tpOf(const Model &m)
{
    return m.config.tensorParallel;
}

double attentionFlopsPerToken(const Model &m, const Stage &st, double context)
{
    // QK^T and AV: 2 x 2 x cached tokens x heads x head_dim per layer (windows capped)
    double flops = 0;
    forEachAttentionGroupIn(m.model, st.firstLayer, st.layers,
                            [&](const AttentionLayerGroup &g, int overlap) {
                                if (keepsState(g.kind) || g.kind == AttentionKind::NoMixer)
                                    return;
                                const double tokens = (g.kind == AttentionKind::SlidingWindow
                                                       || g.kind == AttentionKind::Chunked)
                                                && g.windowTokens > 0
                                        ? std::min(context, double(g.windowTokens))
                                        : context;
                                flops += 4.0 * overlap * tokens * st.attentionWidth;
                            });
    return flops;
}

/** `positions` per sequence go through the model (speculative decoding verifies several). */
StepParts stageStep(const Model &m, const Stage &st, double batch, std::int64_t context,
                    int positions = 1)
{
    StepParts p;
    const double bw = m.gpu.memoryBandwidthBytesPerSecond;
    // speculative decoding verifies draft + 1 positions of each sequence: more tokens through
    // the experts, the GEMMs and the all-reduces; weights and KV are read once
    const double tokens = batch * positions;
    // attention data parallelism: each DP rank runs its share of the sequences (the step waits
    // for the fullest rank)
    const double rankBatch = m.dp > 1 ? std::ceil(batch / m.dp) : batch;
    p.expertsHit = expectedExpertsHit(m.model.moe.experts, m.model.moe.expertsPerToken, tokens);
    p.moeScale = moeScaleAt(m, tokens, p.expertsHit);
    if (st.cachedContext != context) {
        st.kvGpuBytes = double(kvBytesPerSequence(m.model, m.deployment.kv, m.attentionTp, context,
                                                  1, st.firstLayer, st.gpuLayers));
        st.kvHostBytes = st.layers > st.gpuLayers
                ? double(kvBytesPerSequence(m.model, m.deployment.kv, 1, context, 1,
                                            st.firstLayer + st.gpuLayers, st.layers - st.gpuLayers))
                : 0.0;
        st.attentionFlops = attentionFlopsPerToken(m, st, double(context));
        st.cachedContext = context;
    }
    const double kvGpu = rankBatch * m.kvReadFactor * st.kvGpuBytes;
    const double kvHost = batch * st.kvHostBytes;
    p.memoryWeights = st.denseBytes / (bw * m.mbu);
    p.memoryExperts = p.expertsHit * st.expertBytes / (bw * m.mbuExperts * p.moeScale);
    p.memoryKv = kvGpu / (bw * m.mbuKv);
    p.memory = p.memoryWeights + p.memoryExperts + p.memoryKv;
    if (m.flops > 0)
        p.compute = (tokens * st.flopsPerToken
                     + rankBatch * positions * (st.attentionGemmFlops + st.attentionFlops))
                / (m.flops * m.eff->computeDecode.value);
    const Communication c = stageCommunication(m, st, tokens, rankBatch * positions);
    p.communication = c.seconds;
    p.communicationLatency = c.latency;
    p.allToAll = c.allToAll;
    const double hostBytes = st.hostDenseBytes + p.expertsHit * st.hostExpertBytes + kvHost;
    if (hostBytes > 0)
        p.hostLink = hostBytes / m.hostLinkBytesPerSecond;
    return p;
}

/** One pipeline-stage hand-over; 0 without a second stage (and never 0 x infinity when the GPU
 *  states no link). */
double hopSeconds(const Model &m, double batch, int stage)
{
    if (m.stages.size() < 2)
        return 0.0;
    const bool network = hopCrossesNodes(m.gpu, m.config.tensorParallel, stage);
    const double link = network ? m.hopLink.bytesPerSecond : m.tpLink.bytesPerSecond;
    const double fixed = m.engine.pipelineHopSeconds.value + (network ? m.hopLink.alpha : 0.0);
    if (!(link > 0))
        return fixed;
    return fixed + batch * m.model.hidden * kActivationBytes / link;
}

/** The hand-overs between the stages of one pass. */
double hopsSeconds(const Model &m, double batch)
{
    double sum = 0;
    for (int s = 0; s + 1 < int(m.stages.size()); ++s)
        sum += hopSeconds(m, batch, s);
    return sum;
}

/** One all-reduce of `tokens` activations over a group of `n` GPUs whose fixed latency is
 *  `latency` (ring: 2 (n - 1) / n of the data each way); 0 for a group of one. */
double allReduceSeconds(const GroupLink &link, int n, double latency, double tokens, double hidden)
{
    if (n < 2)
        return 0.0;
    return latency + 2.0 * (n - 1) / n * tokens * hidden * kActivationBytes / link.bytesPerSecond;
}

} // namespace

Communication stageCommunication(const Model &m, const Stage &st, double tokens,
                                 double attentionTokens)
{
    Communication c;
    const double hidden = m.model.hidden;
    const int tp = m.config.tensorParallel;
    // the attention's all-reduce over its TP group, on its DP rank's tokens
    if (m.attentionTp > 1) {
        c.seconds += st.layers
                * allReduceSeconds(m.attentionLink, m.attentionTp, m.attentionAllReduceLatency,
                                   attentionTokens, hidden);
        c.latency += st.layers * m.attentionAllReduceLatency;
    }
    // the MLP's all-reduce over TP, but for the MoE layers of an expert-parallel model
    const int moeLayers = m.ep > 1 ? st.moeLayers : 0;
    if (tp > 1) {
        c.seconds += (st.layers - moeLayers)
                * allReduceSeconds(m.tpLink, tp, m.tpAllReduceLatency, tokens, hidden);
        c.latency += (st.layers - moeLayers) * m.tpAllReduceLatency;
    }
    if (moeLayers > 0) {
        // dispatch and combine: each GPU sends the (EP - 1) / EP of its tokens whose experts live
        // elsewhere and gets their outputs back; experts sliced over TP / EP GPUs all-reduce too
        const double latency = m.engine.allToAllLatencySeconds.value
                + (m.expertLink.crossesNodes ? m.expertLink.alpha : 0.0);
        const double oneWay = tokens * hidden * kActivationBytes * (m.ep - 1) / m.ep
                / m.expertLink.bytesPerSecond;
        c.allToAll = moeLayers * 2.0 * (latency + oneWay);
        c.seconds += c.allToAll;
        c.latency += moeLayers * 2.0 * latency;
        if (m.expertTp > 1) {
            c.seconds += moeLayers
                    * allReduceSeconds(m.expertLink, m.expertTp, m.expertAllReduceLatency, tokens,
                                       hidden);
            c.latency += moeLayers * m.expertAllReduceLatency;
        }
    }
    return c;
}

bool isQuantized(WeightFormat f)
{
    return weightFormatBits(f).linearBits < 7;
}

/** The MoE scale on expert reads: the profile's figure when each hit expert sees one token (batch
 *  1: small scattered GEMVs), towards 1 as the tokens per hit expert grow (real GEMMs):
 *  1 - (1 - s) / (B x k / experts hit). */
double moeScaleAt(const Model &m, double batch, double expertsHit)
{
    if (!(expertsHit > 0))
        return 1;
    const double tokensPerExpert = std::max(1.0, batch * m.model.moe.expertsPerToken / expertsHit);
    return 1.0 - (1.0 - m.moeBandwidthScale) / tokensPerExpert;
}

SpeedPoint decodePoint(const Model &m, int concurrency, std::int64_t context)
{
    SpeedPoint point;
    point.concurrency = concurrency;
    const int pp = int(m.stages.size());
    // micro-batches in flight: engines that pipeline split the batch over the stages
    const int micro = m.engine.pipelinesMicroBatches ? std::min(concurrency, pp) : 1;
    const double batch = std::ceil(double(concurrency) / micro);
    double sum = 0, slowest = 0;
    for (const Stage &st : m.stages) {
        const StepParts p = stageStep(m, st, batch, context, m.verifiedPerStep);
        sum += p.total();
        slowest = std::max(slowest, p.total());
        point.memorySeconds += p.memory;
        point.memoryWeightsSeconds += p.memoryWeights;
        point.memoryExpertsSeconds += p.memoryExperts;
        point.memoryKvSeconds += p.memoryKv;
        point.communicationLatencySeconds += p.communicationLatency;
        point.computeSeconds += p.compute;
        point.communicationSeconds += p.communication;
        point.allToAllSeconds += p.allToAll;
        point.hostLinkSeconds += p.hostLink;
        point.expertsHitPerLayer = p.expertsHit;
    }
    const double hops = hopsSeconds(m, batch);
    point.communicationSeconds += hops;
    const double gpuTime = std::max(sum, micro * slowest) + hops;
    // the CPU: launching the layers' kernels (eager PyTorch), and the engine's work per running
    // sequence, which the overlap schedulers run beside the GPU's step
    const double launch = m.engine.hostOverheadPerLayerSeconds.value * m.model.layers;
    point.hostSeconds = std::max(launch, m.engine.hostSecondsPerSequence.value * concurrency);
    const double step = std::max(gpuTime, point.hostSeconds) + m.eff->stepOverheadSeconds.value;
    // with speculative decoding a step (plus its drafts) emits acceptedPerStep tokens
    point.stepSeconds = step;
    if (m.draft)
        point.draftSeconds = m.draftTokens
                * decodePoint(*m.draft->model, concurrency, context).stepSeconds;
    point.tpotSeconds = (step * (1 + m.draftShare) + point.draftSeconds) / m.acceptedPerStep;
    point.tokensPerSecondPerSequence = 1.0 / point.tpotSeconds;
    const double memory = point.memorySeconds + point.hostLinkSeconds;
    if (point.hostSeconds > gpuTime) // the CPU cannot keep up with the GPU
        point.bound = PerformanceBound::Cpu;
    else if (point.communicationSeconds > std::max(memory, point.computeSeconds))
        point.bound = PerformanceBound::Communication;
    else if (point.computeSeconds > memory)
        point.bound = PerformanceBound::Compute;
    else
        point.bound = PerformanceBound::MemoryBandwidth;
    return point;
}

Prefill prefill(const Model &m, std::int64_t tokens)
{
    Prefill p;
    p.tokens = tokens;
    const int tp = tpOf(m);
    const bool derated = m.deployment.weights == WeightFormat::Fp8 || tokens < kShortPromptTokens
            || tp >= 4;
    p.mfu = derated ? std::min(m.engine.derivedPrefillCompute.value, m.eff->computePrefill.value)
                    : m.eff->computePrefill.value;
    p.mfuLabel = derated ? m.engine.derivedPrefillCompute.labelTerms()
                         : m.eff->computePrefill.labelTerms();
    if (m.model.isMoe()) { // grouped expert GEMMs and routing run far below the dense roofline
        p.mfu *= m.engine.moePrefillScale.value;
        p.mfuLabel.append(Explanation("Headroom::Speed",
                                      QT_TRANSLATE_NOOP("Headroom::Speed",
                                                        "x MoE prefill scale %1, %2"),
                                      {Explanation::Term(m.engine.moePrefillScale.value, 'g', 6),
                                       m.engine.moePrefillScale.labelTerms()}),
                          "; ");
    }
    const double t = double(tokens);
    double host = 0;
    for (const Stage &st : m.stages) {
        // 2 x P x S + causal attention 2 x L x S^2 x width (half of the 4 S^2 of the full square)
        // one request's attention runs on one DP rank's attention-TP group
        const double f = t * (st.flopsPerToken + st.attentionGemmFlops)
                + attentionFlopsPerToken(m, st, t) * t / 2;
        p.flops += f * tp;
        if (m.flops > 0)
            p.compute += f / (m.flops * p.mfu);
        const StepParts step = stageStep(m, st, t, 0);
        p.memory += step.memory;
        host += step.hostLink;
        p.communication += stageCommunication(m, st, t, t).seconds;
    }
    p.communication += hopsSeconds(m, t);
    const double launch = m.engine.hostOverheadPerLayerSeconds.value * m.model.layers;
    p.seconds = std::max({p.compute, p.memory, launch}) + p.communication + host
            + m.eff->stepOverheadSeconds.value;
    p.batchedSeconds = p.compute + p.communication + host;
    if (m.draft) { // the draft prefills the prompt too, to draft from its end
        const Prefill d = prefill(*m.draft->model, tokens);
        p.draftSeconds = d.seconds;
        p.seconds += d.seconds;
        p.batchedSeconds += d.batchedSeconds;
    }
    return p;
}

double efficiencyAt(const Model &m, int concurrency)
{
    return concurrency >= 2 ? m.efficiency : 1.0;
}

double requestOverheadAt(const Model &m, double busy)
{
    const double loaded = m.engine.requestOverheadSeconds.value;
    const double idle = std::min(m.engine.requestOverheadIdleSeconds.value, loaded);
    return idle + (loaded - idle) * std::clamp(busy, 0.0, 1.0);
}

SpeedPoint loadedPoint(const Model &m, const Prefill &pre, int running, std::int64_t context,
                       std::int64_t outputTokens)
{
    // Closed loop (FORMULAS.md 9): each of the n users sends its next request when the last one
    // ends, so X = n / (TTFT + k x TPOT) requests per second, k = output - 1 decode steps. The
    // others' prefills, X (n - 1) / n per second of t_prefill,b each, take a share
    // u = c / (TTFT + k x TPOT) of the GPU (c = (n - 1) t_prefill,b) and stretch the decode step
    // of the b users decoding: TPOT = step(b) / (1 - u), a quadratic in TPOT for a given b:
    //   k TPOT^2 + (TTFT - c - k step) TPOT - step x TTFT = 0.
    // b = X k TPOT (Little's law) grows with step(b): from b = n the integer iteration falls
    // monotonically to the largest fixed point, in a few steps.
    // The wait behind the others' prefills: users who ask for equal lengths stay in step (the
    // benchmark tools' way), so requests come in waves and wait a share of all the others'
    // prefills (prefillQueueShare, fitted on measured benchmarks); lengths that vary break the
    // waves up, and a request waits as in an M/D/1 queue on the prefills, u / (2 (1 - u)) x
    // t_prefill,b, which depends on u: a few rounds settle it.
    const int n = std::max(running, 1);
    const Workload &w = m.deployment.workload;
    const bool waves = w.fixedLengths();
    // alone, nothing is in flight when a request comes; with others running, always something
    const double overhead = requestOverheadAt(m, n > 1 ? 1.0 : 0.0);
    const double alone = overhead + pre.seconds;
    double wait = waves ? m.engine.prefillQueueShare.value * (n - 1) * pre.batchedSeconds : 0;
    const double k = double(std::max<std::int64_t>(outputTokens - 1, 0));
    const double c = (n - 1) * pre.batchedSeconds;
    SpeedPoint point = decodePoint(m, n, context);
    double tpot = point.tpotSeconds, share = 0, decoding = n;
    if (n > 1 && k > 0) {
        const auto solve = [&](double step, double ttft) {
            const double b = ttft - c - k * step;
            double t = (-b + std::sqrt(b * b + 4 * k * step * ttft)) / (2 * k);
            double u = c / (ttft + k * t);
            if (!(u <= kMostPrefillShare)) { // the prefills would take the whole GPU
                u = kMostPrefillShare;
                t = step / (1 - u);
            }
            return std::pair {t, u};
        };
        for (int round = 0; round < (waves ? 1 : 8); ++round) {
            const double ttft = alone + wait;
            for (int i = 0; i < 64; ++i) {
                std::tie(tpot, share) = solve(point.tpotSeconds, ttft);
                decoding = std::clamp(n * k * tpot / (ttft + k * tpot), 1.0, double(n));
                const int batch = std::clamp(int(std::lround(decoding)), 1, n);
                if (batch == point.concurrency)
                    break;
                point = decodePoint(m, batch, context);
            }
            std::tie(tpot, share) = solve(point.tpotSeconds, ttft);
            if (waves)
                break;
            const double next = share / (2 * (1 - share)) * pre.batchedSeconds;
            const bool settled = std::abs(next - wait) <= 1e-9 + 1e-6 * wait;
            wait = next;
            if (settled)
                break;
        }
    }
    point.concurrency = n;
    point.decodingSequences = decoding;
    point.prefillShare = share;
    point.requestOverheadSeconds = overhead;
    point.prefillWaitSeconds = wait;
    point.decodeStepSeconds = point.tpotSeconds;
    point.tpotSeconds = tpot;
    point.tokensPerSecondPerSequence = 1.0 / point.tpotSeconds;
    point.ttftSeconds = alone + wait;
    point.requestLatencySeconds = point.ttftSeconds + k * point.tpotSeconds;
    point.requestsPerSecond = efficiencyAt(m, n) * n / point.requestLatencySeconds;
    point.totalTokensPerSecond = point.requestsPerSecond * double(outputTokens);
    return point;
}

SpeedPoint openLoopPoint(const Model &m, const Prefill &pre, double rate, int most,
                         std::int64_t context, std::int64_t outputTokens)
{
    // Open loop (FORMULAS.md 9): Poisson arrivals at `rate` per second. The prefills take a
    // share u = rate x t_prefill,b of the GPU; a request waits for the prefills ahead of it as
    // in an M/D/1 queue, u / (2 (1 - u)) x t_prefill,b (Pollaczek-Khinchine); rate x (output - 1)
    // x TPOT requests decode at once (Little's law), their step stretched by the prefills.
    const double decodeSteps = double(std::max<std::int64_t>(outputTokens - 1, 0));
    const double share = rate * pre.batchedSeconds;
    const double wait = share < 1 ? share / (2 * (1 - share)) * pre.batchedSeconds : 0;
    const double usable = std::min(share, kMostPrefillShare);
    // b = rate x k x step(b) / (1 - u) grows with b: from b = 1 the integer iteration rises
    // monotonically to the smallest fixed point (or to `most`)
    SpeedPoint point = decodePoint(m, 1, context);
    double decoding = 1;
    for (int i = 0; i < 64 && decodeSteps > 0; ++i) {
        decoding = std::max(rate * decodeSteps * point.tpotSeconds / (1 - usable), 1.0);
        const int batch = std::clamp(int(std::lround(decoding)), 1, std::max(most, 1));
        if (batch == point.concurrency)
            break;
        point = decodePoint(m, batch, context);
    }
    point.decodingSequences = decoding;
    point.prefillShare = share;
    point.prefillWaitSeconds = wait;
    point.decodeStepSeconds = point.tpotSeconds;
    point.tpotSeconds = point.decodeStepSeconds / (1 - usable);
    point.tokensPerSecondPerSequence = 1.0 / point.tpotSeconds;
    // a request finds another in the replica with the probability that a Poisson number of
    // mean rate x latency (M/G/inf) is not zero
    const double busyLatency = pre.seconds + wait + decodeSteps * point.tpotSeconds;
    point.requestOverheadSeconds = requestOverheadAt(m, 1 - std::exp(-rate * busyLatency));
    const double ttft = point.requestOverheadSeconds + pre.seconds + wait;
    point.ttftSeconds = ttft;
    point.requestLatencySeconds = ttft + decodeSteps * point.tpotSeconds;
    point.concurrency = std::max(1, int(std::lround(rate * point.requestLatencySeconds)));
    point.requestsPerSecond = rate;
    point.totalTokensPerSecond = rate * double(outputTokens);
    point.saturated = share >= 1 || decoding > most;
    return point;
}

} // namespace Headroom::SpeedModel
