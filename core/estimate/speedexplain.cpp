// The words of the speed estimate: the TPOT, TTFT and throughput explanations with the values
// plugged in (docs/estimation.md, "Speed").

#include "estimate/speed_p.h"

#include "estimate/disaggregationmodel.h"
#include "estimate/kvcache.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <memory>
#include <mutex>

namespace Headroom::SpeedModel {

namespace {

using Term = Explanation::Term;

/** Expert parallelism, attention data parallelism and groups over several nodes in the TPOT
 *  explanation. */
Explanation parallelismExplanation(const Model &m, const SpeedPoint &here, int decoding)
{
    Explanation e;
    const int tp = m.config.tensorParallel;
    int moeLayers = 0;
    for (const Stage &st : m.stages)
        moeLayers += st.moeLayers;
    if (m.ep > 1)
        e.append(say(QT_TRANSLATE_NOOP(
                             "Headroom::Speed",
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
        e.append(say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                       "attention data parallelism DP %1: %1 groups of %2 GPUs, "
                                       "each runs attention on its %3 of the %4 sequences and "
                                       "reads their KV only; attention weights split over %2 "
                                       "GPUs"),
                     {m.dp, m.attentionTp, int(std::ceil(double(decoding) / m.dp)), decoding}),
                 "; ");
    if (m.tpLink.crossesNodes)
        e.append(say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                       "TP %1 spans more GPUs than a node holds (%2): its "
                                       "collectives go over %3"),
                     {tp, gpusPerNode(m.gpu), m.tpLink.name}),
                 "; ");
    int crossing = 0;
    for (int s = 0; s + 1 < int(m.stages.size()); ++s)
        crossing += hopCrossesNodes(m.gpu, tp, s) ? 1 : 0;
    if (crossing > 0)
        e.append(say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                       "%1 of the %2 pipeline hand-overs go to another node "
                                       "(%3 GPUs per node), over %4"),
                     {crossing, int(m.stages.size()) - 1, gpusPerNode(m.gpu), m.hopLink.name}),
                 "; ");
    return e;
}

/** The prefix cache's tiers in the TTFT explanation (docs/estimation.md "KV offload"). */
void explainPrefixTiers(const Model &m, const Prefill &pre, SpeedEstimate &r)
{
    const Deployment &deployment = m.deployment;
    const double h = std::clamp(deployment.workload.prefixHitRate, 0.0, 1.0);
    if (!(h > 0))
        return;
    if (r.prefixGpuHitRate < h)
        r.ttftExplanation.append(
                say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                      "the prefixes to keep, %1 users x %2 x %3 tokens, against "
                                      "the KV pool's room beside the running sequences: the GPU "
                                      "serves %4 of each prompt"),
                    {r.concurrency, Term(h, 'f', 2), r.inputTokens,
                     Term(r.prefixGpuHitRate, 'f', 3)}),
                "; ");
    if (!deployment.kvOffload.isOn())
        return;
    const char *tier = deployment.kvOffload.tier == KvOffloadTier::Nvme
            ? QT_TRANSLATE_NOOP("Headroom::Speed", "NVMe")
            : QT_TRANSLATE_NOOP("Headroom::Speed", "host memory");
    r.ttftExplanation.append(
            say(QT_TRANSLATE_NOOP("Headroom::Speed",
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

/** The decode step's formula: memory, compute, communication, host link and overhead, with the
 *  values at `here`. */
Explanation decodeStepExplanation(const Model &m, const SpeedPoint &here, int decoding,
                                  std::int64_t meanContext)
{
    const ModelSpec &model = m.model;
    const Stage &s0 = m.stages.first();
    double dense = 0, experts = 0;
    for (const Stage &st : std::as_const(m.stages)) {
        dense += st.denseBytes;
        experts += st.expertBytes;
    }
    const double kvRead = decoding * m.kvReadFactor
            * double(kvBytesPerSequence(model, m.deployment.kv, m.config.tensorParallel,
                                        meanContext, 1, 0, s0.gpuLayers * int(m.stages.size())));
    const double bw = m.gpu.memoryBandwidthBytesPerSecond;
    return say(QT_TRANSLATE_NOOP(
                       "Headroom::Speed",
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
                m.config.tensorParallel,
                m.config.pipelineParallel,
                say(performanceBoundSource(here.bound))});
}

/** Speculative decoding in the TPOT explanation: a draft model's steps, or the MTP layers'. */
Explanation speculativeExplanation(const Model &m, const SpeedPoint &here, int decoding)
{
    const Deployment &deployment = m.deployment;
    if (m.draft)
        return say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                     "speculative decoding with the draft model %1: a step = %2 "
                                     "draft decode steps of %3 ms (its own step at B = %4, TP "
                                     "%5, %6 weights) + one target step verifying %7 positions "
                                     "per sequence, %8 ms; at acceptance %9 per drafted token it "
                                     "emits (1 - a^%7) / (1 - a) = %10 tokens: time per token = "
                                     "(%2 x %3 + %8) / %10 ms"),
                   {deployment.speculative.draftModelId, m.draftTokens,
                    ms(here.draftSeconds / std::max(m.draftTokens, 1)), decoding,
                    m.config.tensorParallel, weightFormatId(m.draft->deployment.weights),
                    m.verifiedPerStep, ms(here.stepSeconds),
                    Term(deployment.speculative.acceptance, 'f', 2),
                    Term(m.acceptedPerStep, 'f', 3)});
    if (m.verifiedPerStep > 1)
        return say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                     "speculative decoding (MTP): each step verifies %1 "
                                     "positions per sequence and, at acceptance %2 per drafted "
                                     "token, emits (1 - a^%1) / (1 - a) = %3 tokens; %4 drafts "
                                     "cost %5 of a step: time per token = step x (1 + %5) / %3"),
                   {m.verifiedPerStep, Term(deployment.speculative.acceptance, 'f', 2),
                    Term(m.acceptedPerStep, 'f', 3), m.verifiedPerStep - 1,
                    Term(m.draftShare, 'f', 3)});
    return {};
}

/** The host link, the CPU's launch time and its work per sequence decoding in the TPOT
 *  explanation. */
void explainHostTime(const Model &m, const SpeedPoint &here, int decoding, Explanation &tpot)
{
    const EngineProfile &engine = m.engine;
    double hostDense = 0;
    for (const Stage &st : std::as_const(m.stages))
        hostDense += st.hostDenseBytes;
    if (hostDense > 0 || here.hostLinkSeconds > 0)
        tpot.append(say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                          "host link: %1 GB of offloaded layers and experts / %2 "
                                          "GB/s (GPU host link)"),
                        {gb(here.hostLinkSeconds * m.hostLinkBytesPerSecond),
                         number(m.hostLinkBytesPerSecond / 1e9)}),
                    "; ");
    if (engine.hostOverheadPerLayerSeconds.value > 0)
        tpot.append(say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                          "CPU launch %1 ms per layer x %2 layers = %3 ms (the "
                                          "step takes the longer of GPU and CPU time), %4"),
                        {ms(engine.hostOverheadPerLayerSeconds.value), m.model.layers,
                         ms(engine.hostOverheadPerLayerSeconds.value * m.model.layers),
                         engine.hostOverheadPerLayerSeconds.labelTerms()}),
                    "; ");
    if (const double perSequence = engine.hostSecondsPerSequence.value; perSequence > 0)
        tpot.append(
                say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                      "CPU work per running sequence %1 us x %2 = %3 ms, beside "
                                      "the GPU's step (the step takes the longer), %4"),
                    {number(perSequence * 1e6), decoding, ms(perSequence * decoding),
                     engine.hostSecondsPerSequence.labelTerms()}),
                "; ");
}

/** TPOT: the decode step stretched by the other users' prefills (none in a decode pool), the
 *  constants' sources, parallelism, speculative decoding and the host's share. */
void explainTpot(const Model &m, const SpeedPoint &here, std::int64_t meanContext, SpeedEstimate &r)
{
    const EngineProfile &engine = m.engine;
    const int decoding = std::max(1, int(std::lround(here.decodingSequences)));
    const Explanation step = decodeStepExplanation(m, here, decoding, meanContext);
    r.tpotExplanation
            = say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                    "TPOT = decode step %1 ms / (1 - %2 share of GPU time on the "
                                    "other users' prefills) = %3 ms: %4 users in a closed loop "
                                    "(each sends the next request when the last ends), %5 of them "
                                    "decoding at once on average, %6 requests/s"),
                  {ms(here.decodeStepSeconds), Term(here.prefillShare, 'f', 3),
                   ms(here.tpotSeconds), here.concurrency, Term(here.decodingSequences, 'f', 1),
                   Term(here.requestsPerSecond, 'f', 3)})
                      .append(step, "; ");
    if (r.disaggregation) // no prefill in the decode pool's steps
        r.tpotExplanation = disaggregatedTpotExplanation(*r.disaggregation, here).append(step, "; ");
    r.tpotExplanation.append(
            say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                  "GPU class %1; MBU %2; MFU %3; step overhead %4; MoE scale %5 at "
                                  "one token per expert, 1 - (1 - scale) / tokens per hit expert "
                                  "above; TP>=4 scale %6"),
                {gpuClassName(m.gpuClass),
                 isQuantized(m.deployment.weights) ? m.eff->bandwidthQuantized.labelTerms()
                                                   : m.eff->bandwidth16Bit.labelTerms(),
                 m.eff->computeDecode.labelTerms(), m.eff->stepOverheadSeconds.labelTerms(),
                 engine.moeBandwidthScale.labelTerms(), engine.largeTpBandwidthScale.labelTerms()}),
            "; ");
    if (const Explanation parallel = parallelismExplanation(m, here, decoding); !parallel.isEmpty())
        r.tpotExplanation.append(parallel, "; ");
    if (const Explanation speculative = speculativeExplanation(m, here, decoding);
        !speculative.isEmpty())
        r.tpotExplanation.append(speculative, "; ");
    explainHostTime(m, here, decoding, r.tpotExplanation);
}

/** TTFT: the request overhead, the prefill, the wait behind the others' prefills and for a
 *  slot; the prefix cache, its tiers and the draft's prefill. */
void explainTtft(const Model &m, const Prefill &pre, const SpeedPoint &here, SpeedEstimate &r)
{
    const Deployment &deployment = m.deployment;
    const EngineProfile &engine = m.engine;
    const bool waves = deployment.workload.fixedLengths() && r.arrivalRate <= 0;
    const Explanation wait = waves
            ? say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                    "%1 x %2 users x %3 ms (equal lengths keep the users in step: "
                                    "requests come in waves)"),
                  {Term(engine.prefillQueueShare.value, 'f', 3), std::max(here.concurrency - 1, 0),
                   ms(pre.batchedSeconds)})
            : say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                    "u / (2 (1 - u)) x %1 ms with u = %2 (varied lengths or "
                                    "random arrivals: an M/D/1 queue)"),
                  {ms(pre.batchedSeconds), Term(here.prefillShare, 'f', 3)});
    r.ttftExplanation = say(
            QT_TRANSLATE_NOOP("Headroom::Speed",
                              "TTFT = request overhead %1 ms + prefill %2 ms + waiting behind "
                              "the other requests' prefills %3 = %4 ms + waiting for a slot %5 ms "
                              "= %6 ms; prefill of %7 tokens = max(compute %8 ms, weight read %9 "
                              "ms) + communication %10 ms + overhead; compute = (2 x P x S + 2 x "
                              "L x S^2 x heads x head_dim) = %11 TFLOP / (TP %12 x %13 TFLOPS x "
                              "MFU %14)"),
            {ms(here.requestOverheadSeconds), ms(pre.seconds), wait, ms(here.prefillWaitSeconds),
             ms(here.admissionWaitSeconds), ms(here.ttftSeconds), r.inputTokens, ms(pre.compute),
             ms(pre.memory), ms(pre.communication), Term(pre.flops / 1e12, 'f', 3),
             m.config.tensorParallel, number(m.flops / 1e12), number(pre.mfu)});
    if (deployment.workload.prefixHitRate > 0)
        r.ttftExplanation.append(
                say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                      "%1 of each prompt's %2 tokens come from the prefix cache: "
                                      "%3 tokens are prefilled"),
                    {Term(r.prefixGpuHitRate + r.prefixTierHitRate, 'f', 2), r.inputTokens,
                     pre.tokens}),
                "; ");
    explainPrefixTiers(m, pre, r);
    if (pre.draftSeconds > 0)
        r.ttftExplanation.append(say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                                       "the prefill includes the draft model's "
                                                       "own prefill of the prompt, %1 ms"),
                                     {ms(pre.draftSeconds)}),
                                 "; ");
    r.ttftExplanation.append(say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                                   "MFU %1; request overhead %2 (%3 ms when the "
                                                   "replica is idle, %4); share of the "
                                                   "others' prefills %5"),
                                 {pre.mfuLabel, engine.requestOverheadSeconds.labelTerms(),
                                  ms(requestOverheadAt(m, 0)),
                                  engine.requestOverheadIdleSeconds.labelTerms(),
                                  engine.prefillQueueShare.labelTerms()}),
                             "; ");
}

/** The throughput: Little's law at the concurrency, over the replicas. */
Explanation speedExplanation(const Model &m, const SpeedPoint &shared, const SpeedEstimate &r)
{
    return say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                 "replicas: %1, concurrency B = %2 per replica; requests/s per "
                                 "replica = efficiency %3 x %2 / (TTFT %6 ms + (%4 - 1) x TPOT %5 "
                                 "ms) = %7 (Little's law); x %4 output tokens = "
                                 "%8 tokens/s per replica, %9 tokens/s in all; at the concurrency "
                                 "the pool and engine allow (%10): %11 tokens/s"),
               {r.replicas, shared.concurrency, efficiencyAt(m, shared.concurrency), r.outputTokens,
                ms(shared.tpotSeconds), ms(shared.ttftSeconds - shared.admissionWaitSeconds),
                Term(shared.requestsPerSecond, 'f', 3), Term(shared.totalTokensPerSecond, 'f', 1),
                Term(r.throughputTokensPerSecond, 'f', 1), r.maxConcurrency,
                Term(r.maxThroughputTokensPerSecond, 'f', 1)});
}

} // namespace

void explain(const Model &m, const Prefill &pre, const SpeedPoint &here, const SpeedPoint &shared,
             std::int64_t meanContext, SpeedEstimate &r)
{
    const EngineProfile &engine = m.engine;
    explainTpot(m, here, meanContext, r);
    explainTtft(m, pre, here, r);
    const Explanation scheduling = say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                                         "scheduling efficiency %1"),
                                       {engine.schedulingEfficiency.labelTerms()});
    r.speedExplanation = speedExplanation(m, shared, r);
    r.speedExplanation.append(scheduling, "; ");
    if (r.disaggregation) {
        r.ttftExplanation = disaggregatedTtftExplanation(*r.disaggregation, here, engine);
        r.speedExplanation = r.disaggregation->explanation;
        r.speedExplanation.append(scheduling, "; ");
    }
}

void explainSharedGpus(const QStringList &sharedWith, bool prefillApart, SpeedEstimate &r)
{
    const QString others = sharedWith.join(QStringLiteral(", "));
    const double wait = r.sharedStepWaitSeconds;
    r.tpotExplanation.append(say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                                   "on GPUs shared with %1: each step also waits "
                                                   "%2 ms for their steps, TPOT %3 ms + %2 ms = "
                                                   "%4 ms"),
                                 {others, ms(wait), ms(r.tpotAloneSeconds), ms(r.tpotSeconds)}),
                             "; ");
    if (!prefillApart)
        r.ttftExplanation.append(say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                                       "the prefill interleaves with the steps of "
                                                       "%1: TTFT %2 ms x %3 = %4 ms"),
                                     {others, ms(r.ttftAloneSeconds),
                                      Term(r.contentionStretch, 'f', 3), ms(r.ttftSeconds)}),
                                 "; ");
}

namespace {

/** An estimate's inputs and figures, kept to explain it and draw its curve when first read. */
struct Later
{
    ModelSpec model;
    GpuSpec gpu;
    Configuration config;
    Deployment deployment;
    EngineProfile engine;
    Prefill pre;
    SpeedPoint here;
    SpeedPoint shared;
    std::int64_t meanContext = 0;
    QStringList sharedWith;
    bool prefillApart = false;
    int curveMax = 0; // the curve's top concurrency; 0: no curve to make
    SpeedEstimate r; // the figures and the setup, explained by made()
    QList<SpeedPoint> curve;
    std::once_flag once;

    /** The explanations and the curve, made together (their model's per-context caches are
     *  written as it runs). */
    const Later &made()
    {
        std::call_once(once, [this] {
            Model m(model, gpu, config, deployment, engine);
            takeSetup(m, r.setup);
            takeLinkAsMemory(m);
            explain(m, pre, here, shared, meanContext, r);
            if (r.sharedStepWaitSeconds > 0)
                explainSharedGpus(sharedWith, prefillApart, r);
            if (curveMax > 0)
                curve = speedCurve(Evaluator {m, pre, meanContext, r.outputTokens, nullptr,
                                              r.sharedStepWaitSeconds},
                                   curveMax, r.concurrency);
        });
        return *this;
    }
};

} // namespace

void explainWhenRead(const Model &m, const Prefill &pre, const SpeedPoint &here,
                     const SpeedPoint &shared, std::int64_t meanContext,
                     const QStringList &sharedWith, bool prefillApart, int curveMax,
                     SpeedEstimate &r)
{
    const auto later = std::make_shared<Later>(m.model, m.gpu, m.config, m.deployment, m.engine,
                                               pre, here, shared, meanContext, sharedWith,
                                               prefillApart, curveMax, r);
    r.ttftExplanation = Explanation::deferred([later] { return later->made().r.ttftExplanation; });
    r.tpotExplanation = Explanation::deferred([later] { return later->made().r.tpotExplanation; });
    r.speedExplanation = Explanation::deferred([later] { return later->made().r.speedExplanation; });
    if (curveMax > 0)
        r.curvePoints = Deferred<QList<SpeedPoint>>([later] { return later->made().curve; });
}

} // namespace Headroom::SpeedModel
