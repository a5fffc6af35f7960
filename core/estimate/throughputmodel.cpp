#include "estimate/throughputmodel.h"

#include "estimate/kvcache.h"
#include "estimate/parametercount.h"
#include "estimate/weightbytes.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace Headroom::SpeedModel {

namespace {

int tpOf(const Model &m)
{
    return m.config.tensorParallel;
}

/** The activation bits a format's GEMMs run at: the checkpoint's own scheme where the
 *  deployment keeps the checkpoint's format (W8A8 vs W8A16), else the format's usual kernels
 *  (docs/estimation.md, "Compute peak"). */
int activationBits(const ModelSpec &model, WeightFormat format)
{
    if (model.quantization.isQuantized()
        && weightFormatFromId(model.defaultWeightFormat) == std::optional(format))
        return model.quantization.mainScheme().activationBits;
    switch (format) {
    case WeightFormat::Fp8:
    case WeightFormat::Int8: return 8;
    case WeightFormat::Nvfp4: return 4;
    default: return 16; // AWQ/GPTQ/NF4/GGUF W4A16; MXFP4 x BF16 (vLLM's default for gpt-oss)
    }
}

double mathFlops(const GpuSpec &gpu, const ModelSpec &model, WeightFormat format, const char *&name)
{
    const int act = activationBits(model, format);
    if (act <= 4 && format == WeightFormat::Nvfp4 && gpu.fp4Flops > 0) {
        name = QT_TRANSLATE_NOOP("Headroom::Throughput", "FP4 (NVFP4 W4A4 on FP4 tensor cores)");
        return gpu.fp4Flops;
    }
    if (act <= 8 && format == WeightFormat::Fp8 && gpu.fp8Flops > 0) {
        name = QT_TRANSLATE_NOOP("Headroom::Throughput", "FP8");
        return gpu.fp8Flops;
    }
    if (act <= 8 && format == WeightFormat::Int8 && gpu.int8Ops > 0) {
        name = QT_TRANSLATE_NOOP("Headroom::Throughput", "INT8");
        return gpu.int8Ops;
    }
    if (format == WeightFormat::Nvfp4 || format == WeightFormat::Mxfp4) {
        name = QT_TRANSLATE_NOOP("Headroom::Throughput",
                                 "BF16 (FP4 weights dequantized: W4A16 kernels)");
        return gpu.bf16Flops;
    }
    name = QT_TRANSLATE_NOOP("Headroom::Throughput", "BF16");
    return gpu.bf16Flops;
}

QList<Stage> buildStages(const ModelSpec &model, const Configuration &config,
                         const Deployment &deployment, const EngineProfile &engine)
{
    const ParameterCount count = countParameters(model);
    const WeightLayout layout = weightLayout(model, deployment.weights);
    const int tp = config.tensorParallel;
    const int pp = config.pipelineParallel;
    const int e = model.moe.experts;
    const double hostExperts = std::clamp(engine.hostExpertFraction, 0.0, 1.0);
    const int headDim = model.headDim > 0 ? model.headDim : model.hidden / model.heads;
    const std::int64_t head = std::int64_t(model.vocab) * model.hidden; // lm_head (or tied)
    QList<Stage> stages;
    int first = 0;
    for (int s = 0; s < pp; ++s) {
        Stage st;
        st.firstLayer = first;
        st.layers = model.layers / pp + (s < model.layers % pp ? 1 : 0);
        st.gpuLayers = engine.gpuLayers < 0 ? st.layers
                                            : std::clamp(engine.gpuLayers - first, 0, st.layers);
        st.attentionWidth = double(model.heads) * headDim / tp;
        for (int layer = first; layer < first + st.layers; ++layer) {
            const std::int64_t total = count.layerTotal.value(layer);
            const std::int64_t active = count.layerActive.value(layer);
            const std::int64_t linear = count.layerLinear.value(layer);
            const double perExpert = routedExpertParameters(model, count, layer);
            // the layer's matrices by group at the layout's bits; what is not in a matrix of
            // the routed experts (their biases included) is read with every step
            const WeightGroups groups = layerWeightGroups(count, layer, 1);
            const double routed = double(groups[QuantGroup::RoutedExperts]);
            const bool sparse = perExpert > 0; // else every expert runs: read with the layer
            const double routedOther = sparse ? e * perExpert - routed : 0.0; // expert biases
            const double denseBytes
                    = (double(groups[QuantGroup::Attention]) * layout.bits(QuantGroup::Attention)
                       + double(groups[QuantGroup::DenseMlp]) * layout.bits(QuantGroup::DenseMlp)
                       + double(groups[QuantGroup::SharedExperts])
                               * layout.bits(QuantGroup::SharedExperts)
                       + (sparse ? 0.0 : routed * layout.bits(QuantGroup::RoutedExperts))
                       + (double(total - linear) - routedOther) * layout.otherBits)
                    / 8.0;
            const double expertBytes = sparse ? (routed * layout.bits(QuantGroup::RoutedExperts)
                                                 + routedOther * layout.otherBits)
                            / e / 8.0
                                              : 0.0;
            st.flopsPerToken += 2.0 * double(active) / tp;
            if (layer - first < st.gpuLayers) {
                st.denseBytes += denseBytes / tp;
                st.expertBytes += expertBytes * (1 - hostExperts) / tp;
                st.hostExpertBytes += expertBytes * hostExperts;
                st.hostResidentExpertBytes += expertBytes * hostExperts * e;
            } else {
                st.hostDenseBytes += denseBytes;
                st.hostExpertBytes += expertBytes;
            }
        }
        if (s == pp - 1) {
            const double headBytes = double(head) * layout.bits(QuantGroup::LmHead) / 8.0;
            const bool headOnGpu = engine.gpuLayers < 0 || engine.gpuLayers >= model.layers;
            (headOnGpu ? st.denseBytes : st.hostDenseBytes) += headOnGpu ? headBytes / tp
                                                                         : headBytes;
            st.flopsPerToken += 2.0 * double(head) / tp;
        }
        stages.append(st);
        first += st.layers;
    }
    return stages;
}

double attentionFlopsPerToken(const Model &m, const Stage &st, double context)
{
    // QK^T and AV: 2 x 2 x cached tokens x heads x head_dim per layer (windows capped)
    double flops = 0;
    int start = 0;
    forEachAttentionGroup(m.model, [&](const AttentionLayerGroup &g) {
        const int overlap = std::min(start + g.layers, st.firstLayer + st.layers)
                - std::max(start, st.firstLayer);
        start += g.layers;
        if (overlap <= 0 || keepsState(g.kind) || g.kind == AttentionKind::NoMixer)
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

StepParts stageStep(const Model &m, const Stage &st, double batch, std::int64_t context)
{
    StepParts p;
    const int tp = tpOf(m);
    const double bw = m.gpu.memoryBandwidthBytesPerSecond;
    p.expertsHit = expectedExpertsHit(m.model.moe.experts, m.model.moe.expertsPerToken, batch);
    p.moeScale = moeScaleAt(m, batch, p.expertsHit);
    const double kvGpu = batch * m.kvReadFactor
            * double(kvBytesPerSequence(m.model, m.deployment.kv, tp, context, 1, st.firstLayer,
                                        st.gpuLayers));
    const double kvHost = batch
            * double(kvBytesPerSequence(m.model, m.deployment.kv, 1, context, 1,
                                        st.firstLayer + st.gpuLayers, st.layers - st.gpuLayers));
    p.memory = st.denseBytes / (bw * m.mbu)
            + p.expertsHit * st.expertBytes / (bw * m.mbu * p.moeScale) + kvGpu / (bw * m.mbuKv);
    if (m.flops > 0)
        p.compute = batch * (st.flopsPerToken + attentionFlopsPerToken(m, st, double(context)))
                / (m.flops * m.eff->computeDecode.value);
    if (tp > 1)
        p.communication = 2.0 * st.layers
                * (m.alpha
                   + 2.0 * (tp - 1) / tp * batch * m.model.hidden * kActivationBytes
                           / m.linkBytesPerSecond);
    const double hostBytes = st.hostDenseBytes + p.expertsHit * st.hostExpertBytes + kvHost;
    if (hostBytes > 0)
        p.hostLink = hostBytes / m.hostLinkBytesPerSecond;
    return p;
}

/** One pipeline-stage hand-over; 0 without a second stage (and never 0 x infinity when the GPU
 *  states no link). */
double hopSeconds(const Model &m, double batch)
{
    if (m.stages.size() < 2)
        return 0.0;
    if (!(m.linkBytesPerSecond > 0))
        return m.engine.pipelineHopSeconds.value;
    return m.engine.pipelineHopSeconds.value
            + batch * m.model.hidden * kActivationBytes / m.linkBytesPerSecond;
}

} // namespace

void configureModel(Model &m)
{
    const ModelSpec &model = m.model;
    const GpuSpec &gpu = m.gpu;
    const Deployment &deployment = m.deployment;
    const EngineProfile &engine = m.engine;
    m.gpuClass = gpuClassOf(gpu.unifiedMemory, gpu.memoryType);
    m.eff = &engine.speed(m.gpuClass);
    const int tp = m.config.tensorParallel;
    m.tpScale = tp >= 4 ? engine.largeTpBandwidthScale.value : 1.0;
    m.mbu = (isQuantized(deployment.weights) ? m.eff->bandwidthQuantized.value
                                             : m.eff->bandwidth16Bit.value)
            * m.tpScale;
    m.mbuKv = m.eff->bandwidth16Bit.value * m.tpScale;
    m.flops = mathFlops(gpu, model, deployment.weights, m.flopsName);
    const bool nvlink = gpu.interconnectBytesPerSecond > 0;
    m.linkBytesPerSecond = nvlink ? gpu.interconnectBytesPerSecond : gpu.pcieBytesPerSecond;
    m.linkName = nvlink ? Explanation::verbatim(gpu.interconnect)
                        : Explanation("Headroom::Throughput",
                                      QT_TRANSLATE_NOOP("Headroom::Throughput", "PCIe"));
    m.alpha = nvlink ? engine.allReduceLatencyNvlinkSeconds.value
                     : engine.allReduceLatencyPcieSeconds.value;
    m.hostLinkBytesPerSecond = gpu.pcieBytesPerSecond > 0 ? gpu.pcieBytesPerSecond
                                                          : gpu.memoryBandwidthBytesPerSecond;
    m.efficiency = engine.schedulingEfficiency.value;
    if (!model.isMla() && model.kvHeads > 0)
        m.kvReadFactor = std::max(1.0,
                                  engine.kvGqaExpansionReads.value * model.heads / model.kvHeads);
    m.stages = buildStages(model, m.config, deployment, engine);
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
    return 1.0 - (1.0 - m.engine.moeBandwidthScale.value) / tokensPerExpert;
}

ThroughputPoint decodePoint(const Model &m, int concurrency, std::int64_t context)
{
    ThroughputPoint point;
    point.concurrency = concurrency;
    const int pp = int(m.stages.size());
    // micro-batches in flight: engines that pipeline split the batch over the stages
    const int micro = m.engine.pipelinesMicroBatches ? std::min(concurrency, pp) : 1;
    const double batch = std::ceil(double(concurrency) / micro);
    double sum = 0, slowest = 0;
    for (const Stage &st : m.stages) {
        const StepParts p = stageStep(m, st, batch, context);
        sum += p.total();
        slowest = std::max(slowest, p.total());
        point.memorySeconds += p.memory;
        point.computeSeconds += p.compute;
        point.communicationSeconds += p.communication;
        point.hostLinkSeconds += p.hostLink;
        point.expertsHitPerLayer = p.expertsHit;
    }
    const double hops = (pp - 1) * hopSeconds(m, batch);
    point.communicationSeconds += hops;
    const double gpuTime = std::max(sum, micro * slowest) + hops;
    const double launch = m.engine.hostOverheadPerLayerSeconds.value * m.model.layers;
    point.tpotSeconds = std::max(gpuTime, launch) + m.eff->stepOverheadSeconds.value;
    point.tokensPerSecondPerSequence = 1.0 / point.tpotSeconds;
    const double memory = point.memorySeconds + point.hostLinkSeconds;
    if (launch > gpuTime) // the CPU cannot launch the kernels faster
        point.bound = PerformanceBound::Compute;
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
    const int tp = tpOf(m);
    const bool derated = m.deployment.weights == WeightFormat::Fp8 || tokens < kShortPromptTokens
            || tp >= 4;
    p.mfu = derated ? std::min(m.engine.derivedPrefillCompute.value, m.eff->computePrefill.value)
                    : m.eff->computePrefill.value;
    p.mfuLabel = derated ? m.engine.derivedPrefillCompute.labelTerms()
                         : m.eff->computePrefill.labelTerms();
    const double t = double(tokens);
    double host = 0;
    for (const Stage &st : m.stages) {
        // 2 x P x S + causal attention 2 x L x S^2 x width (half of the 4 S^2 of the full square)
        const double f = t * st.flopsPerToken + attentionFlopsPerToken(m, st, t) * t / 2;
        p.flops += f * tp;
        if (m.flops > 0)
            p.compute += f / (m.flops * p.mfu);
        const StepParts step = stageStep(m, st, t, 0);
        p.memory += step.memory;
        host += step.hostLink;
        if (tp > 1)
            p.communication += 2.0 * st.layers
                    * (m.alpha
                       + 2.0 * (tp - 1) / tp * t * m.model.hidden * kActivationBytes
                               / m.linkBytesPerSecond);
    }
    p.communication += (m.stages.size() - 1) * hopSeconds(m, t);
    const double launch = m.engine.hostOverheadPerLayerSeconds.value * m.model.layers;
    p.seconds = std::max({p.compute, p.memory, launch}) + p.communication + host
            + m.eff->stepOverheadSeconds.value;
    p.batchedSeconds = p.compute + p.communication + host;
    return p;
}

double efficiencyAt(const Model &m, int concurrency)
{
    return concurrency >= 2 ? m.efficiency : 1.0;
}

void finishPoint(const Model &m, ThroughputPoint &point, const Prefill &pre,
                 std::int64_t outputTokens)
{
    // Little's law per replica: N = lambda x R, with R = output x TPOT + N prefills of the batch
    // (each request's decode waits for the prefills that join the batch during its life)
    point.requestLatencySeconds = double(outputTokens) * point.tpotSeconds
            + point.concurrency * pre.batchedSeconds;
    point.requestsPerSecond = efficiencyAt(m, point.concurrency) * point.concurrency
            / point.requestLatencySeconds;
    point.totalTokensPerSecond = point.requestsPerSecond * double(outputTokens);
    point.ttftSeconds = pre.seconds + point.tpotSeconds;
}

} // namespace Headroom::SpeedModel
