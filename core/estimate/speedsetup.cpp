// configureModel() of speedmodel.h: the speed model's efficiencies, math peak, links and
// pipeline stages, set once per estimate before any step is computed (docs/estimation.md,
// "What a decode step reads and computes").

#include "estimate/speedmodel.h"

#include "estimate/draftmodel.h"
#include "estimate/parallelsplit.h"
#include "estimate/parametercount.h"
#include "estimate/weightbytes.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <memory>

namespace Headroom::SpeedModel {

namespace {

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
    // NVFP4's FP8-scaled blocks of 16 run on NVIDIA's FP4 tensor cores (Blackwell); CDNA4's FP4
    // takes MX (E8M0) block scales only, so an NVFP4 checkpoint is dequantized there
    if (act <= 4 && format == WeightFormat::Nvfp4 && gpu.fp4Flops > 0
        && gpu.vendor == GpuVendor::Nvidia) {
        name = QT_TRANSLATE_NOOP("Headroom::Speed", "FP4 (NVFP4 W4A4 on FP4 tensor cores)");
        return gpu.fp4Flops;
    }
    if (act <= 8 && format == WeightFormat::Fp8 && gpu.fp8Flops > 0) {
        name = QT_TRANSLATE_NOOP("Headroom::Speed", "FP8");
        return gpu.fp8Flops;
    }
    if (act <= 8 && format == WeightFormat::Int8 && gpu.int8Ops > 0) {
        name = QT_TRANSLATE_NOOP("Headroom::Speed", "INT8");
        return gpu.int8Ops;
    }
    if (format == WeightFormat::Nvfp4 || format == WeightFormat::Mxfp4) {
        name = QT_TRANSLATE_NOOP("Headroom::Speed", "BF16 (FP4 weights dequantized: W4A16 kernels)");
        return gpu.bf16Flops;
    }
    name = QT_TRANSLATE_NOOP("Headroom::Speed", "BF16");
    return gpu.bf16Flops;
}

/** What one layer reads and computes: its parameters by group at the layout's bits. */
struct LayerReads
{
    double active = 0; // parameters a token runs through
    double attention = 0; // attention projection parameters
    double attentionBytes = 0; // split over the attention TP group
    double denseBytes = 0; // read with every step, split over TP
    double expertBytes = 0; // one routed expert, 0 when every expert runs
    bool sparse = false;
};

/** The per-layer counts a layer's reads follow from: layers with the same counts read the same
 *  (most models repeat one layer, or a few). */
struct LayerKey
{
    std::int64_t total, active, linear, attention, routed, shared;
    friend bool operator==(const LayerKey &, const LayerKey &) = default;
};

LayerKey layerKey(const ParameterCount &count, int layer)
{
    return {count.layerTotal.value(layer),        count.layerActive.value(layer),
            count.layerLinear.value(layer),       count.layerAttentionLinear.value(layer),
            count.layerRoutedLinear.value(layer), count.layerSharedLinear.value(layer)};
}

LayerReads layerReads(const ModelSpec &model, const ParameterCount &count,
                      const WeightLayout &layout, int layer)
{
    const int e = model.moe.experts;
    const std::int64_t total = count.layerTotal.value(layer);
    const std::int64_t linear = count.layerLinear.value(layer);
    const double perExpert = routedExpertParameters(model, count, layer);
    // the layer's matrices by group at the layout's bits; what is not in a matrix of the routed
    // experts (their biases included) is read with every step
    const WeightGroups groups = layerWeightGroups(count, layer, 1);
    const double routed = double(groups[QuantGroup::RoutedExperts]);
    LayerReads r;
    r.sparse = perExpert > 0; // else every expert runs: read with the layer
    const double routedOther = r.sparse ? e * perExpert - routed : 0.0; // expert biases
    r.attention = double(groups[QuantGroup::Attention]);
    r.attentionBytes = r.attention * layout.bits(QuantGroup::Attention) / 8.0;
    r.denseBytes = (double(groups[QuantGroup::DenseMlp]) * layout.bits(QuantGroup::DenseMlp)
                    + double(groups[QuantGroup::SharedExperts])
                            * layout.bits(QuantGroup::SharedExperts)
                    + (r.sparse ? 0.0 : routed * layout.bits(QuantGroup::RoutedExperts))
                    + (double(total - linear) - routedOther) * layout.otherBits)
            / 8.0;
    r.expertBytes = r.sparse
            ? (routed * layout.bits(QuantGroup::RoutedExperts) + routedOther * layout.otherBits) / e
                    / 8.0
            : 0.0;
    r.active = double(count.layerActive.value(layer));
    return r;
}

QList<Stage> buildStages(const ModelSpec &model, const Configuration &config,
                         const Deployment &deployment, const EngineProfile &engine,
                         const ParameterCount *counted)
{
    const CountedParameters own(model, counted);
    const ParameterCount &count = *own;
    const WeightLayout layout = weightLayout(model, deployment.weights);
    const int tp = config.tensorParallel;
    const int atp = std::max(config.attentionTensorParallel(), 1);
    const int pp = config.pipelineParallel;
    const int e = model.moe.experts;
    const double hostExperts = std::clamp(engine.hostExpertFraction, 0.0, 1.0);
    const int headDim = model.headDim > 0 ? model.headDim : model.hidden / model.heads;
    const std::int64_t head = std::int64_t(model.vocab) * model.hidden; // lm_head (or tied)
    QList<Stage> stages;
    std::optional<LayerKey> lastKey; // the layer before, whose reads `r` holds
    LayerReads r;
    int first = 0;
    for (int s = 0; s < pp; ++s) {
        Stage st;
        st.firstLayer = first;
        st.layers = layersOfStage(model.layers, pp, s);
        st.gpuLayers = engine.gpuLayers < 0 ? st.layers
                                            : std::clamp(engine.gpuLayers - first, 0, st.layers);
        st.attentionWidth = double(model.heads) * headDim / atp;
        // runs of layers that read the same (on the GPU, or on the host), added n at a time
        const int end = first + st.layers;
        const int onGpuEnd = first + st.gpuLayers;
        for (int layer = first; layer < end;) {
            if (const LayerKey key = layerKey(count, layer); key != lastKey) {
                r = layerReads(model, count, layout, layer);
                lastKey = key;
            }
            const int runEnd = layer < onGpuEnd ? onGpuEnd : end;
            int next = layer + 1;
            while (next < runEnd && layerKey(count, next) == *lastKey)
                ++next;
            const double n = next - layer;
            // attention is split over its TP group (TP / DP), the rest over TP
            st.flopsPerToken += n * 2.0 * (r.active - r.attention) / tp;
            st.attentionGemmFlops += n * 2.0 * r.attention / atp;
            st.moeLayers += r.sparse ? next - layer : 0;
            // with EP a GPU holds experts / EP whole experts sliced over TP / EP: per expert hit
            // it reads expertBytes / (TP / EP), and of the experts hit, 1 / EP are its own
            if (layer < onGpuEnd) {
                st.denseBytes += n * (r.denseBytes / tp + r.attentionBytes / atp);
                st.expertBytes += n * (r.expertBytes * (1 - hostExperts) / tp);
                st.hostExpertBytes += n * (r.expertBytes * hostExperts);
                st.hostResidentExpertBytes += n * (r.expertBytes * hostExperts * e);
            } else {
                st.hostDenseBytes += n * (r.denseBytes + r.attentionBytes);
                st.hostExpertBytes += n * r.expertBytes;
            }
            layer = next;
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

/** The fixed latency of one all-reduce over `n` GPUs: the link's latency per step of the
 *  all-reduce's tree (NCCL's, or the engines' custom all-reduce), log2 n steps. Fitted on the
 *  932 serving points: their TP8 rows lose ~14 us more per all-reduce than their TP2 and TP4
 *  rows (docs/estimation.md). */
double allReduceLatency(const GroupLink &link, int n)
{
    return n < 2 ? 0.0 : link.alpha * std::log2(double(n));
}

/** The GPU class's efficiencies, the weight format's math peak. */
void configureEfficiency(Model &m)
{
    const EngineProfile &engine = m.engine;
    m.gpuClass = gpuClassOf(m.gpu.unifiedMemory, m.gpu.memoryType);
    m.eff = &engine.speed(m.gpuClass);
    const int tp = m.config.tensorParallel;
    m.tpScale = tp >= 4 ? engine.largeTpBandwidthScale.value : 1.0;
    m.mbu = (isQuantized(m.deployment.weights) ? m.eff->bandwidthQuantized.value
                                               : m.eff->bandwidth16Bit.value)
            * m.tpScale;
    m.mbuKv = m.eff->bandwidth16Bit.value * m.tpScale;
    m.flops = mathFlops(m.gpu, m.model, m.deployment.weights, m.flopsName);
}

/** The parallel groups and the links they talk over: a group within the GPU's interconnect
 *  domain talks over it, beyond it over PCIe, beyond a node over the network; stages hand over
 *  within a node, or over the network. */
void configureLinks(Model &m)
{
    const GpuSpec &gpu = m.gpu;
    const EngineProfile &engine = m.engine;
    const int tp = m.config.tensorParallel;
    m.ep = std::max(m.config.expertParallel, 1);
    m.dp = std::max(m.config.dataParallelAttention, 1);
    m.attentionTp = std::max(tp / m.dp, 1);
    m.expertTp = std::max(tp / m.ep, 1);
    m.tpLink = groupLink(gpu, engine, tp);
    m.attentionLink = groupLink(gpu, engine, m.attentionTp);
    m.expertLink = groupLink(gpu, engine, m.ep);
    m.hopLink = groupLink(gpu, engine, gpusPerNode(gpu) + 1);
    // a GPU that states no link (speedOf() warns): its memory bandwidth
    for (GroupLink *link : {&m.tpLink, &m.attentionLink, &m.expertLink, &m.hopLink})
        if (!(link->bytesPerSecond > 0))
            link->bytesPerSecond = gpu.memoryBandwidthBytesPerSecond;
    const GroupLink local = groupLink(gpu, engine, std::min(tp, gpusPerNode(gpu)));
    m.linkBytesPerSecond = tp > 1 ? groupLink(gpu, engine, tp).bytesPerSecond
                                  : local.bytesPerSecond;
    m.linkName = tp > 1 ? m.tpLink.name : local.name;
    m.alpha = tp > 1 ? m.tpLink.alpha : local.alpha;
    m.tpAllReduceLatency = allReduceLatency(m.tpLink, tp);
    m.attentionAllReduceLatency = allReduceLatency(m.attentionLink, m.attentionTp);
    m.expertAllReduceLatency = allReduceLatency(m.expertLink, m.expertTp);
}

/** The routed experts' reads, the host link, the scheduling and the KV reads. */
void configureReads(Model &m)
{
    const EngineProfile &engine = m.engine;
    // routed experts: sliced over TP (the large-TP scale applies to the slices), or with EP
    // whole on a GPU at the engine's EP scale (sliced only over TP / EP)
    m.moeBandwidthScale = m.ep > 1 ? engine.expertParallelBandwidthScale.value
                                   : engine.moeBandwidthScale.value;
    m.mbuExperts = m.ep > 1
            ? m.mbu / m.tpScale * (m.expertTp >= 4 ? engine.largeTpBandwidthScale.value : 1.0)
            : m.mbu;
    m.hostLinkBytesPerSecond = m.gpu.pcieBytesPerSecond > 0 ? m.gpu.pcieBytesPerSecond
                                                            : m.gpu.memoryBandwidthBytesPerSecond;
    m.efficiency = engine.schedulingEfficiency.value;
    if (!m.model.isMla() && m.model.kvHeads > 0)
        m.kvReadFactor = std::max(1.0,
                                  engine.kvGqaExpansionReads.value * m.model.heads
                                          / m.model.kvHeads);
}

/** Speculative decoding with the model's MTP layers: each step verifies k + 1 positions. */
void configureMtp(Model &m)
{
    const SpeculativeDecoding &spec = m.deployment.speculative;
    const ModelSpec &model = m.model;
    if (spec.method != SpeculativeMethod::Mtp || !model.mtp.loadable() || model.layers <= 0)
        return;
    const int k = std::max(spec.tokens, 1);
    const double a = std::clamp(spec.acceptance, 0.0, 1.0);
    m.verifiedPerStep = k + 1;
    m.acceptedPerStep = a < 1 ? (1 - std::pow(a, k + 1)) / (1 - a) : double(k + 1);
    m.draftShare = double(k) * model.mtp.layers / model.layers;
}

/** Speculative decoding with a draft model: a step is k draft decode steps at the batch, then
 *  one target step verifying k + 1 positions per sequence; the draft's own speed model. */
void configureDraft(Model &m, const ModelSpec &draft)
{
    const SpeculativeDecoding &spec = m.deployment.speculative;
    const int k = std::max(spec.tokens, 1);
    const double a = std::clamp(spec.acceptance, 0.0, 1.0);
    m.verifiedPerStep = k + 1;
    m.acceptedPerStep = a < 1 ? (1 - std::pow(a, k + 1)) / (1 - a) : double(k + 1);
    m.draftTokens = k;
    auto context = std::make_shared<DraftContext>();
    context->config = m.config;
    context->config.pipelineParallel = 1; // the draft is not pipelined
    context->config.gpuCount = context->config.gpusPerReplica();
    context->deployment = m.deployment;
    context->deployment.modelId = draft.id;
    context->deployment.weights = draftWeightFormat(draft);
    context->deployment.speculative = {};
    context->deployment.kvOffload = {};
    context->model = std::make_shared<Model>(draft, m.gpu, context->config, context->deployment,
                                             m.engine);
    configureModel(*context->model);
    m.draft = std::move(context);
}

} // namespace

bool takeSetup(Model &m, const std::shared_ptr<const Setup> &kept)
{
    if (!kept)
        return false;
    if (kept->draft) { // the draft's model is its estimate's own: set up again, same budget
        m.tokenBudget = kept->tokenBudget;
        m.maxSequences = kept->maxSequences;
        configureModel(m);
        return true;
    }
    static_cast<Setup &>(m) = *kept;
    m.eff = &m.engine.speed(m.gpuClass); // the engine this model reads, wherever it now is
    m.stages.detach(); // their per-context caches are written as this estimate reads them
    return true;
}

void configureModel(Model &m)
{
    configureEfficiency(m);
    configureLinks(m);
    configureReads(m);
    m.stages = buildStages(m.model, m.config, m.deployment, m.engine, m.count);
    configureMtp(m);
    if (const ModelSpec *draft = draftModelOf(m.deployment))
        configureDraft(m, *draft);
}

} // namespace Headroom::SpeedModel
