#include "estimate/throughput.h"

#include "estimate/kvcache.h"
#include "estimate/parametercount.h"
#include "estimate/weightbytes.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

// The speed model of FORMULAS.md section 5, written out in docs/estimation.md ("Speed").
// Units: seconds, bytes, FLOPs; bandwidths in bytes/s.

namespace Headroom {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Headroom::Throughput", text);
}

QString ms(double seconds)
{
    return QString::number(seconds * 1e3, 'f', 3);
}

QString gb(double bytes)
{
    return QString::number(bytes / 1e9, 'f', 3);
}

constexpr double kActivationBytes = 2; // 16-bit activations on the wire
constexpr std::int64_t kDefaultOutputTokens = 256;
constexpr std::int64_t kShortPromptTokens = 1024;

/** What one GPU of one pipeline stage reads and computes per token. */
struct Stage
{
    int firstLayer = 0;
    int layers = 0;
    int gpuLayers = 0; // layers on the GPU (llama.cpp gpuLayers), the rest on the host
    double denseBytes = 0; // per GPU: every non-expert weight of its GPU layers (+ lm_head)
    double expertBytes = 0; // per GPU: one routed expert of each of its MoE layers, on the GPU
    double hostDenseBytes = 0; // offloaded layers (and lm_head), read over the host link
    double hostExpertBytes = 0; // one routed expert of each MoE layer, kept in host memory
    double flopsPerToken = 0; // per GPU: 2 x active parameters (no embedding lookup) / TP
    double attentionWidth = 0; // heads x head_dim / TP, the width of QK^T and AV
};

struct Model
{
    Model(const ModelSpec &mo, const GpuSpec &g, const Configuration &c, const Deployment &d,
          const EngineProfile &e)
        : model(mo)
        , gpu(g)
        , config(c)
        , deployment(d)
        , engine(e)
    { }
    const ModelSpec &model;
    const GpuSpec &gpu;
    const Configuration &config;
    const Deployment &deployment;
    const EngineProfile &engine;
    GpuClass gpuClass = GpuClass::Datacenter;
    SpeedEfficiency eff;
    double mbu = 0; // weights
    double mbuKv = 0;
    double flops = 0; // peak of the weight format's math
    QString flopsName;
    double linkBytesPerSecond = 0; // TP/PP link
    QString linkName;
    double alpha = 0;
    double hostLinkBytesPerSecond = 0;
    double tpScale = 1;
    QList<Stage> stages;
    double efficiency = 1;
};

int tpOf(const Model &m)
{
    return m.config.tensorParallel;
}

bool isQuantized(WeightFormat f)
{
    return weightFormatBits(f).linearBits < 7;
}

double mathFlops(const GpuSpec &gpu, WeightFormat format, QString &name)
{
    if (format == WeightFormat::Fp8 && gpu.fp8Flops > 0) {
        name = tr("FP8");
        return gpu.fp8Flops;
    }
    if (format == WeightFormat::Int8 && gpu.int8Ops > 0) {
        name = tr("INT8");
        return gpu.int8Ops;
    }
    name = tr("BF16");
    return gpu.bf16Flops;
}

QList<Stage> buildStages(const ModelSpec &model, const Configuration &config,
                         const Deployment &deployment, const EngineProfile &engine)
{
    const ParameterCount count = countParameters(model);
    const WeightFormatBits bits = weightFormatBits(deployment.weights);
    const int tp = config.tensorParallel;
    const int pp = config.pipelineParallel;
    const int e = model.moe.experts;
    const int k = model.moe.expertsPerToken;
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
            // routed experts: total - active = (E - k) experts
            const double perExpert = (e > k && total > active) ? double(total - active) / (e - k)
                                                               : 0;
            const double dense = double(linear) - e * perExpert;
            const double denseBytes = (dense * bits.linearBits
                                       + double(total - linear) * bits.otherBits)
                    / 8.0;
            const double expertBytes = perExpert * bits.linearBits / 8.0;
            st.flopsPerToken += 2.0 * double(active) / tp;
            if (layer - first < st.gpuLayers) {
                st.denseBytes += denseBytes / tp;
                st.expertBytes += expertBytes * (1 - hostExperts) / tp;
                st.hostExpertBytes += expertBytes * hostExperts;
            } else {
                st.hostDenseBytes += denseBytes;
                st.hostExpertBytes += expertBytes;
            }
        }
        if (s == pp - 1) {
            const double headBytes = double(head) * bits.embeddingBits / 8.0;
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

/** One stage's decode step for `batch` sequences of mean cached length `context`. */
struct StepParts
{
    double memory = 0;
    double compute = 0;
    double communication = 0;
    double hostLink = 0;
    double expertsHit = 0;

    double total() const { return std::max(memory, compute) + communication + hostLink; }
};

double attentionFlopsPerToken(const Model &m, const Stage &st, double context)
{
    // QK^T and AV: 2 x 2 x cached tokens x heads x head_dim per layer (windows capped)
    double flops = 0;
    int start = 0;
    for (const AttentionLayerGroup &g : attentionGroups(m.model)) {
        const int overlap = std::min(start + g.layers, st.firstLayer + st.layers)
                - std::max(start, st.firstLayer);
        start += g.layers;
        if (overlap <= 0 || g.kind == AttentionKind::Linear)
            continue;
        const double tokens = (g.kind == AttentionKind::SlidingWindow
                               || g.kind == AttentionKind::Chunked)
                        && g.windowTokens > 0
                ? std::min(context, double(g.windowTokens))
                : context;
        flops += 4.0 * overlap * tokens * st.attentionWidth;
    }
    return flops;
}

StepParts stageStep(const Model &m, const Stage &st, double batch, std::int64_t context)
{
    StepParts p;
    const int tp = tpOf(m);
    const double bw = m.gpu.memoryBandwidthBytesPerSecond;
    p.expertsHit = expectedExpertsHit(m.model.moe.experts, m.model.moe.expertsPerToken, batch);
    const double kvGpu = batch
            * double(kvBytesPerSequence(m.model, m.deployment.kv, tp, context, 1, st.firstLayer,
                                        st.gpuLayers));
    const double kvHost = batch
            * double(kvBytesPerSequence(m.model, m.deployment.kv, 1, context, 1,
                                        st.firstLayer + st.gpuLayers, st.layers - st.gpuLayers));
    p.memory = st.denseBytes / (bw * m.mbu)
            + p.expertsHit * st.expertBytes / (bw * m.mbu * m.engine.moeBandwidthScale.value)
            + kvGpu / (bw * m.mbuKv);
    if (m.flops > 0)
        p.compute = batch * (st.flopsPerToken + attentionFlopsPerToken(m, st, double(context)))
                / (m.flops * m.eff.computeDecode.value);
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

double hopSeconds(const Model &m, double batch)
{
    return m.engine.pipelineHopSeconds.value
            + batch * m.model.hidden * kActivationBytes / m.linkBytesPerSecond;
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
    point.tpotSeconds = std::max(gpuTime, launch) + m.eff.stepOverheadSeconds.value;
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

/** Prefill of one request of `tokens`, alone (weights read once, compute for every token). */
struct Prefill
{
    double seconds = 0; // alone: max(compute, weight read) + communication + overhead
    double batchedSeconds = 0; // GPU time it takes from a busy batch: compute + communication
    double flops = 0;
    double mfu = 0;
    QString mfuLabel;
    double compute = 0;
    double memory = 0;
    double communication = 0;
};

Prefill prefill(const Model &m, std::int64_t tokens)
{
    Prefill p;
    const int tp = tpOf(m);
    const bool derated = m.deployment.weights == WeightFormat::Fp8 || tokens < kShortPromptTokens
            || tp >= 4;
    p.mfu = derated ? std::min(m.engine.derivedPrefillCompute.value, m.eff.computePrefill.value)
                    : m.eff.computePrefill.value;
    p.mfuLabel = derated ? m.engine.derivedPrefillCompute.label() : m.eff.computePrefill.label();
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
            + m.eff.stepOverheadSeconds.value;
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

Result<void> validateSpeed(const GpuSpec &gpu, const Deployment &d, const EngineProfile &e,
                           const ThroughputOptions &o, const SpeedEfficiency &eff)
{
    if (d.mode != DeploymentMode::Inference)
        return fail(tr("Speed estimates are for inference deployments"), deploymentModeId(d.mode));
    if (!(gpu.memoryBandwidthBytesPerSecond > 0))
        return fail(tr("The GPU has no memory bandwidth"), gpu.id);
    const Workload &w = d.workload;
    if (w.tpotTargetMs < 0 || w.ttftTargetMs < 0 || w.requestsPerSecond < 0)
        return fail(tr("Latency targets and request rates cannot be negative"),
                    QStringLiteral("workload"));
    if (o.pricePerGpuHour < 0 || o.curveMaxConcurrency < 0 || o.weightLoadBytesPerSecond < 0)
        return fail(tr("Price, curve length and load throughput cannot be negative"),
                    QStringLiteral("options"));
    const auto fraction = [](const SourcedValue &v) { return v.value > 0 && v.value <= 1; };
    if (!fraction(eff.bandwidth16Bit) || !fraction(eff.bandwidthQuantized)
        || !fraction(eff.computePrefill) || !fraction(eff.computeDecode)
        || !fraction(e.largeTpBandwidthScale) || !fraction(e.derivedPrefillCompute)
        || !fraction(e.moeBandwidthScale) || !fraction(e.schedulingEfficiency))
        return fail(tr("Efficiency factors must be greater than 0 and at most 1"),
                    QStringLiteral("engine"));
    if (eff.stepOverheadSeconds.value < 0 || e.hostOverheadPerLayerSeconds.value < 0
        || e.allReduceLatencyNvlinkSeconds.value < 0 || e.allReduceLatencyPcieSeconds.value < 0
        || e.pipelineHopSeconds.value < 0 || e.startupSeconds.value < 0)
        return fail(tr("Latencies cannot be negative"), QStringLiteral("engine"));
    if (e.hostExpertFraction < 0 || e.hostExpertFraction > 1)
        return fail(tr("The share of experts in host memory must be between 0 and 1"),
                    QString::number(e.hostExpertFraction));
    if (e.maxBatchSize < 1)
        return fail(tr("The engine's batch limit must be at least 1"),
                    QString::number(e.maxBatchSize));
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
    switch (bound) {
    case PerformanceBound::MemoryBandwidth: return tr("memory bandwidth");
    case PerformanceBound::Compute: return tr("compute");
    case PerformanceBound::Communication: return tr("communication");
    }
    return {};
}

Result<ThroughputEstimate> estimateThroughput(const ModelSpec &model, const GpuSpec &gpu,
                                              const Configuration &config,
                                              const Deployment &deployment,
                                              const EngineProfile &engine,
                                              const ThroughputOptions &options)
{
    if (auto valid = validateEstimate(model, gpu, config, deployment); !valid)
        return std::unexpected(valid.error());
    const GpuClass gpuClass = gpuClassOf(gpu.unifiedMemory, gpu.memoryType);
    if (auto valid = validateSpeed(gpu, deployment, engine, options, engine.speed(gpuClass)); !valid)
        return std::unexpected(valid.error());
    const auto memory = estimateMemory(model, gpu, config, deployment, engine);
    if (!memory)
        return std::unexpected(memory.error());

    Model m(model, gpu, config, deployment, engine);
    m.gpuClass = gpuClass;
    m.eff = engine.speed(gpuClass);
    const int tp = config.tensorParallel;
    m.tpScale = tp >= 4 ? engine.largeTpBandwidthScale.value : 1.0;
    m.mbu = (isQuantized(deployment.weights) ? m.eff.bandwidthQuantized.value
                                             : m.eff.bandwidth16Bit.value)
            * m.tpScale;
    m.mbuKv = m.eff.bandwidth16Bit.value * m.tpScale;
    m.flops = mathFlops(gpu, deployment.weights, m.flopsName);
    const bool nvlink = gpu.interconnectBytesPerSecond > 0;
    m.linkBytesPerSecond = nvlink ? gpu.interconnectBytesPerSecond : gpu.pcieBytesPerSecond;
    m.linkName = nvlink ? gpu.interconnect : tr("PCIe");
    m.alpha = nvlink ? engine.allReduceLatencyNvlinkSeconds.value
                     : engine.allReduceLatencyPcieSeconds.value;
    m.hostLinkBytesPerSecond = gpu.pcieBytesPerSecond > 0 ? gpu.pcieBytesPerSecond
                                                          : gpu.memoryBandwidthBytesPerSecond;
    m.efficiency = engine.schedulingEfficiency.value;
    m.stages = buildStages(model, config, deployment, engine);

    ThroughputEstimate r;
    r.gpuClass = gpuClass;
    r.warnings = memory->warnings;
    if (config.gpusPerReplica() > 1 && !(m.linkBytesPerSecond > 0)) {
        m.linkBytesPerSecond = gpu.memoryBandwidthBytesPerSecond;
        r.warnings.append(tr("The GPU states no link between GPUs; communication is taken at "
                             "its memory bandwidth"));
    }
    if (!(m.flops > 0))
        r.warnings.append(tr("The GPU states no compute figure: compute time is left out"));

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
    const std::int64_t poolSequences = memory->maxSequences / r.replicas;
    r.maxConcurrency = int(std::min<std::int64_t>(poolSequences, engine.maxBatchSize));
    if (r.maxConcurrency < 1)
        r.warnings.append(
                QCoreApplication::translate("Headroom::Throughput",
                                            "The KV cache pool holds no sequence of %n tokens",
                                            nullptr,
                                            int(std::min<std::int64_t>(memory->tokensPerSequence,
                                                                       1 << 30))));

    const Prefill pre = prefill(m, std::max<std::int64_t>(r.inputTokens, 1));
    const auto pointAt = [&](int concurrency) {
        ThroughputPoint p = decodePoint(m, concurrency, meanContext);
        finishPoint(m, p, pre, r.outputTokens);
        return p;
    };

    const ThroughputPoint here = pointAt(r.concurrency);
    r.prefillSeconds = pre.seconds;
    r.ttftSeconds = here.ttftSeconds;
    r.tpotSeconds = here.tpotSeconds;
    r.decodeTokensPerSecondPerSequence = here.tokensPerSecondPerSequence;
    r.throughputTokensPerSecond = here.totalTokensPerSecond * r.replicas;
    r.requestsPerSecond = here.requestsPerSecond * r.replicas;
    r.bound = here.bound;
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
        r.sloExplanation = tr("largest concurrency per replica with TPOT <= %1 ms and TTFT <= %2 "
                              "ms (0 = no target) within the %3 sequences the KV pool and the "
                              "engine allow: %4")
                                   .arg(w.tpotTargetMs)
                                   .arg(w.ttftTargetMs)
                                   .arg(r.maxConcurrency)
                                   .arg(lo);
    }
    if (w.requestsPerSecond > 0) {
        const int c = r.maxConcurrencyAtSlo > 0 ? r.maxConcurrencyAtSlo
                : r.maxConcurrencyAtSlo == 0    ? 0
                                                : r.maxConcurrency;
        const double perReplica = c > 0 ? pointAt(c).requestsPerSecond : 0;
        if (perReplica > 0) {
            r.replicasForTargetRate = int(std::ceil(w.requestsPerSecond / perReplica - 1e-9));
            r.sloExplanation += (r.sloExplanation.isEmpty() ? QString() : QStringLiteral("; "))
                    + tr("%1 requests/s at %2 sequences per replica: ceil(%3 / %1) = %4 "
                         "replicas (%5 GPUs)")
                              .arg(perReplica, 0, 'f', 3)
                              .arg(c)
                              .arg(w.requestsPerSecond)
                              .arg(r.replicasForTargetRate)
                              .arg(r.replicasForTargetRate * config.gpusPerReplica());
        } else {
            r.warnings.append(tr("No concurrency meets the targets: no replica count reaches the "
                                 "request rate"));
        }
    }

    // host memory: offloaded layers (memory breakdown) + experts kept on the host
    r.hostBytes = memory->hostBytes;
    double hostExpertBytes = 0;
    for (const Stage &st : std::as_const(m.stages))
        hostExpertBytes += st.hostExpertBytes * model.moe.experts;
    if (engine.gpuLayers < 0)
        r.hostBytes += std::int64_t(hostExpertBytes);

    // cold start: one replica's weights from the source, then the engine's start-up
    double replicaWeights = double(memory->hostBytes);
    for (int g = 0; g < config.gpusPerReplica() && g < memory->perGpu.size(); ++g)
        replicaWeights += double(memory->perGpu.at(g).weights.bytes);
    const SourcedValue source = options.weightLoadBytesPerSecond > 0
            ? SourcedValue {options.weightLoadBytesPerSecond, false, tr("stated")}
            : weightSourceBytesPerSecond(options.weightSource);
    r.coldStartBytes = replicaWeights;
    r.coldStartLoadBytesPerSecond = source.value;
    r.coldStartSeconds = replicaWeights / source.value + engine.startupSeconds.value;
    r.coldStartExplanation = tr("%1 GB of weights / %2 GB/s from %3 + start-up %4 s = %5 s; "
                                "load rate %6; start-up %7")
                                     .arg(gb(replicaWeights), QString::number(source.value / 1e9),
                                          weightSourceName(options.weightSource),
                                          QString::number(engine.startupSeconds.value),
                                          QString::number(r.coldStartSeconds, 'f', 1),
                                          source.label(), engine.startupSeconds.label());

    // cost per token: $/GPU-h x G / (3600 x tokens/s) x 1e6, all GPUs and all replicas
    const int gpus = r.replicas * config.gpusPerReplica();
    if (options.pricePerGpuHour > 0 && r.throughputTokensPerSecond > 0) {
        r.costPerMillionOutputTokens = options.pricePerGpuHour * gpus * 1e6
                / (3600.0 * r.throughputTokensPerSecond);
        if (r.prefillTokensPerSecond > 0)
            r.costPerMillionInputTokens = options.pricePerGpuHour * gpus * 1e6
                    / (3600.0 * r.prefillTokensPerSecond * r.replicas);
        r.costExplanation = tr("output: %1 per GPU-hour x %2 GPUs x 1e6 / (3600 x %3 tokens/s) = "
                               "%4 per million; input (GPUs doing only prefill): %1 x %2 x 1e6 / "
                               "(3600 x %5 tokens/s) = %6 per million")
                                    .arg(options.pricePerGpuHour)
                                    .arg(gpus)
                                    .arg(r.throughputTokensPerSecond, 0, 'f', 1)
                                    .arg(*r.costPerMillionOutputTokens, 0, 'f', 4)
                                    .arg(r.prefillTokensPerSecond * r.replicas, 0, 'f', 1)
                                    .arg(r.costPerMillionInputTokens.value_or(0), 0, 'f', 4);
    }

    // explanations, with the values plugged in
    const Stage &s0 = m.stages.first();
    double dense = 0, experts = 0, hostDense = 0;
    for (const Stage &st : std::as_const(m.stages)) {
        dense += st.denseBytes;
        experts += st.expertBytes;
        hostDense += st.hostDenseBytes;
    }
    const double kvRead = here.concurrency
            * double(kvBytesPerSequence(model, deployment.kv, tp, meanContext, 1, 0,
                                        s0.gpuLayers * int(m.stages.size())));
    const double bw = gpu.memoryBandwidthBytesPerSecond;
    r.tpotExplanation
            = tr("TPOT = max(memory %1 ms, compute %2 ms) + communication %3 ms + host link %4 "
                 "ms + step overhead %5 ms = %6 ms at %7 sequences per replica (mean cached "
                 "context %8 tokens); memory = (weights %9 GB + %10 experts hit x %11 GB / MoE "
                 "scale %12 + KV %13 GB) per GPU / (%14 TB/s x MBU %15); compute = %7 x %16 "
                 "GFLOP per token per GPU / (%17 TFLOPS %18 x MFU %19); all-reduce 2 x L x "
                 "(alpha %20 us + 2(T-1)/T x B x %21 x 2 B / %22 GB/s, %23), TP %24, PP %25; "
                 "bound: %26")
                      .arg(ms(here.memorySeconds), ms(here.computeSeconds),
                           ms(here.communicationSeconds), ms(here.hostLinkSeconds),
                           ms(m.eff.stepOverheadSeconds.value), ms(here.tpotSeconds))
                      .arg(here.concurrency)
                      .arg(meanContext)
                      .arg(gb(dense), QString::number(here.expertsHitPerLayer, 'f', 2), gb(experts),
                           QString::number(engine.moeBandwidthScale.value), gb(kvRead),
                           QString::number(bw / 1e12), QString::number(m.mbu, 'f', 3))
                      .arg(QString::number(s0.flopsPerToken / 1e9, 'f', 2),
                           QString::number(m.flops / 1e12), m.flopsName,
                           QString::number(m.eff.computeDecode.value),
                           QString::number(m.alpha * 1e6), QString::number(model.hidden),
                           QString::number(m.linkBytesPerSecond / 1e9), m.linkName)
                      .arg(tp)
                      .arg(config.pipelineParallel)
                      .arg(performanceBoundName(here.bound))
            + QStringLiteral("; ")
            + tr("GPU class %1; MBU %2; MFU %3; step overhead %4; MoE scale %5; TP>=4 scale %6")
                      .arg(gpuClassName(gpuClass),
                           isQuantized(deployment.weights) ? m.eff.bandwidthQuantized.label()
                                                           : m.eff.bandwidth16Bit.label(),
                           m.eff.computeDecode.label(), m.eff.stepOverheadSeconds.label(),
                           engine.moeBandwidthScale.label(), engine.largeTpBandwidthScale.label());
    if (hostDense > 0 || here.hostLinkSeconds > 0)
        r.tpotExplanation += QStringLiteral("; ")
                + tr("host link: %1 GB of offloaded layers and experts / %2 GB/s (GPU host link)")
                          .arg(gb(here.hostLinkSeconds * m.hostLinkBytesPerSecond),
                               QString::number(m.hostLinkBytesPerSecond / 1e9));
    if (engine.hostOverheadPerLayerSeconds.value > 0)
        r.tpotExplanation += QStringLiteral("; ")
                + tr("CPU launch %1 ms per layer x %2 layers = %3 ms (the step takes the longer "
                     "of GPU and CPU time), %4")
                          .arg(ms(engine.hostOverheadPerLayerSeconds.value))
                          .arg(model.layers)
                          .arg(ms(engine.hostOverheadPerLayerSeconds.value * model.layers))
                          .arg(engine.hostOverheadPerLayerSeconds.label());
    r.ttftExplanation
            = tr("TTFT = prefill %1 ms + one decode step %2 ms = %3 ms (no queueing); prefill of "
                 "%4 tokens = max(compute %5 ms, weight read %6 ms) + communication %7 ms + "
                 "overhead; compute = (2 x P x S + 2 x L x S^2 x heads x head_dim) = %8 TFLOP / "
                 "(TP %9 x %10 TFLOPS x MFU %11)")
                      .arg(ms(pre.seconds), ms(here.tpotSeconds), ms(here.ttftSeconds))
                      .arg(r.inputTokens)
                      .arg(ms(pre.compute), ms(pre.memory), ms(pre.communication),
                           QString::number(pre.flops / 1e12, 'f', 3))
                      .arg(tp)
                      .arg(QString::number(m.flops / 1e12), QString::number(pre.mfu))
            + QStringLiteral("; ") + tr("MFU %1").arg(pre.mfuLabel);
    r.throughputExplanation
            = tr("%1 replicas x %2 sequences: requests/s per replica = efficiency %3 x %2 / "
                 "(%4 output tokens x TPOT %5 ms + %2 x batched prefill %6 ms) = %7 (Little's "
                 "law); x %4 output tokens = %8 tokens/s per replica, %9 tokens/s in all; at the "
                 "%10 sequences the pool allows: %11 tokens/s")
                      .arg(r.replicas)
                      .arg(here.concurrency)
                      .arg(efficiencyAt(m, here.concurrency))
                      .arg(r.outputTokens)
                      .arg(ms(here.tpotSeconds), ms(pre.batchedSeconds),
                           QString::number(here.requestsPerSecond, 'f', 3),
                           QString::number(here.totalTokensPerSecond, 'f', 1),
                           QString::number(r.throughputTokensPerSecond, 'f', 1))
                      .arg(r.maxConcurrency)
                      .arg(r.maxThroughputTokensPerSecond, 0, 'f', 1)
            + QStringLiteral("; ")
            + tr("scheduling efficiency %1").arg(engine.schedulingEfficiency.label());
    if (w.inputTokens == 0 && w.outputTokens == 0)
        r.warnings.append(tr("No input or output length given: assumed %1 input and %2 output "
                             "tokens from the context")
                                  .arg(r.inputTokens)
                                  .arg(r.outputTokens));
    return r;
}

} // namespace Headroom
