#include "estimate/parametercount.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace Headroom {

namespace {

struct LayerParts
{
    std::int64_t attentionLinear = 0;
    std::int64_t attentionOther = 0; // biases, q/k norms, MLA low-rank norms
    std::int64_t norms = 0;
};

int headDimOf(const ModelSpec &m)
{
    return m.headDim > 0 ? m.headDim : (m.heads > 0 ? m.hidden / m.heads : 0);
}

int normWidth(const ModelSpec &m)
{
    return m.norm == NormKind::LayerNorm ? 2 : 1; // LayerNorm: weight + bias
}

LayerParts attentionParts(const ModelSpec &m)
{
    const std::int64_t d = m.hidden;
    const std::int64_t h = m.heads;
    const std::int64_t kv = m.kvHeads > 0 ? m.kvHeads : m.heads;
    const std::int64_t hd = headDimOf(m);
    LayerParts p;
    if (m.isMla()) {
        // DeepSeek-V2/V3: q_a (d x q_lora) + q_a_norm + q_b (q_lora x H*(nope+rope)),
        // kv_a (d x (kv_lora + rope)) + kv_a_norm + kv_b (kv_lora x H*(nope+v)), o (H*v x d)
        const std::int64_t qHead = m.mla.qkNopeHeadDim + m.mla.qkRopeHeadDim;
        const std::int64_t qLora = m.mla.qLoraRank;
        const std::int64_t kvLora = m.mla.kvLoraRank;
        p.attentionLinear = qLora > 0 ? d * qLora + qLora * h * qHead : d * h * qHead;
        p.attentionLinear += d * (kvLora + m.mla.qkRopeHeadDim);
        p.attentionLinear += kvLora * h * (m.mla.qkNopeHeadDim + m.mla.vHeadDim);
        p.attentionLinear += h * m.mla.vHeadDim * d;
        p.attentionOther = (qLora > 0 ? qLora : 0) + kvLora;
    } else {
        p.attentionLinear = d * h * hd + 2 * d * kv * hd + h * hd * d;
        if (m.attentionBias)
            p.attentionOther += h * hd + 2 * kv * hd;
        if (m.outputProjectionBias)
            p.attentionOther += d;
        if (m.qkNorm)
            p.attentionOther += 2 * hd;
    }
    p.norms = std::int64_t(m.normsPerLayer) * d * normWidth(m);
    return p;
}

std::int64_t mlpMatrices(const ModelSpec &m, std::int64_t width)
{
    return (m.mlp == MlpKind::Gated ? 3 : 2) * std::int64_t(m.hidden) * width;
}

std::int64_t mlpBiases(const ModelSpec &m, std::int64_t width)
{
    if (!m.mlpBias)
        return 0;
    return (m.mlp == MlpKind::Gated ? 2 * width : width) + m.hidden;
}

/** MTP modules (docs/estimation.md, "MTP"): each decoder layer is shaped like the last main layer
 *  (vLLM deepseek_mtp.py / glm4_moe_mtp.py build the model's own decoder layer with its MoE;
 *  qwen3_next_mtp.py a full-attention layer, which is what the last main layer of Qwen3-Next /
 *  Qwen3.5 is). */
void countMtp(const ModelSpec &m, ParameterCount &c)
{
    if (!m.mtp.loadable() || c.layerTotal.isEmpty())
        return;
    const std::int64_t d = m.hidden;
    const std::int64_t layers = m.mtp.layers;
    const std::int64_t layerLinear = c.layerLinear.back();
    const std::int64_t layerOther = c.layerTotal.back() - layerLinear;
    const std::int64_t vocabRows = std::int64_t(m.vocab) * d;
    const std::int64_t norm = d * normWidth(m);
    if (m.mtp.layout == MtpLayout::DeepSeek) {
        // per module (one layer each): eh_proj 2d -> d (no bias); enorm, hnorm, shared_head.norm;
        // shared_head.head (vocab x d) is the module's own (vLLM SharedHead loads it);
        // embed_tokens is in the checkpoint too but vLLM shares the model's at PP 1
        c.mtpLinear = layers * (layerLinear + 2 * d * d);
        c.mtpOther = layers * (layerOther + 3 * norm);
        c.mtpEmbedding = layers * vocabRows;
        c.mtpCheckpointOnly = layers * vocabRows;
    } else {
        // one fc 2d -> d (no bias), pre_fc_norm_embedding, pre_fc_norm_hidden, one final norm;
        // lm_head and embeddings shared with the main model unless mtp_use_dedicated_embeddings
        c.mtpLinear = layers * layerLinear + 2 * d * d;
        c.mtpOther = layers * layerOther + 3 * norm;
        c.mtpEmbedding = m.mtp.dedicatedEmbeddings ? vocabRows : 0;
    }
}

} // namespace

std::int64_t ParameterCount::total() const
{
    return embedding + lmHead + finalNorm + extra
            + std::accumulate(layerTotal.cbegin(), layerTotal.cend(), std::int64_t(0));
}

std::int64_t ParameterCount::active() const
{
    return embedding + lmHead + finalNorm + extra
            + std::accumulate(layerActive.cbegin(), layerActive.cend(), std::int64_t(0));
}

std::int64_t ParameterCount::linear() const
{
    return std::accumulate(layerLinear.cbegin(), layerLinear.cend(), std::int64_t(0));
}

std::int64_t ParameterCount::attentionLinear() const
{
    return std::accumulate(layerAttentionLinear.cbegin(), layerAttentionLinear.cend(),
                           std::int64_t(0));
}

std::int64_t ParameterCount::routedLinear() const
{
    return std::accumulate(layerRoutedLinear.cbegin(), layerRoutedLinear.cend(), std::int64_t(0));
}

std::int64_t ParameterCount::sharedLinear() const
{
    return std::accumulate(layerSharedLinear.cbegin(), layerSharedLinear.cend(), std::int64_t(0));
}

ParameterCount countParameters(const ModelSpec &m)
{
    ParameterCount c;
    const std::int64_t d = m.hidden;
    c.embedding = std::int64_t(m.vocab) * d;
    if (m.learnedPositions) // OPT keeps 2 extra position rows (padding offset)
        c.embedding += (m.maxContext + (m.architecture == u"opt" ? 2 : 0)) * d;
    c.lmHead = m.tiedEmbeddings ? 0 : std::int64_t(m.vocab) * d;
    c.finalNorm = d * normWidth(m);
    c.extra = m.extraParameters;

    const LayerParts attn = attentionParts(m);
    const std::int64_t base = attn.attentionLinear + attn.attentionOther + attn.norms;
    // every dense layer counts the same, and so does every MoE layer: two rows, written out
    const int layers = std::max(m.layers, 0);
    c.layerTotal.resize(layers);
    c.layerActive.resize(layers);
    c.layerLinear.resize(layers);
    c.layerAttentionLinear.resize(layers);
    c.layerRoutedLinear.resize(layers);
    c.layerSharedLinear.resize(layers);
    std::fill(c.layerAttentionLinear.begin(), c.layerAttentionLinear.end(), attn.attentionLinear);
    std::fill(c.layerRoutedLinear.begin(), c.layerRoutedLinear.end(), 0);
    std::fill(c.layerSharedLinear.begin(), c.layerSharedLinear.end(), 0);
    std::int64_t *total = c.layerTotal.data();
    std::int64_t *active = c.layerActive.data();
    std::int64_t *linear = c.layerLinear.data();
    const int denseLayers = m.isMoe() ? std::clamp(m.moe.firstDenseLayers, 0, layers) : layers;
    if (denseLayers > 0) {
        const std::int64_t mlp = mlpMatrices(m, m.intermediate);
        const std::int64_t dense = base + mlp + mlpBiases(m, m.intermediate);
        std::fill(total, total + denseLayers, dense);
        std::fill(active, active + denseLayers, dense);
        std::fill(linear, linear + denseLayers, attn.attentionLinear + mlp);
    }
    if (denseLayers < layers) {
        const int width = m.moe.expertIntermediate > 0 ? m.moe.expertIntermediate : m.intermediate;
        const std::int64_t expert = mlpMatrices(m, width) + mlpBiases(m, width);
        const std::int64_t sharedWidth = m.moe.sharedExpertIntermediate > 0
                ? m.moe.sharedExpertIntermediate
                : std::int64_t(width) * m.moe.sharedExperts;
        const std::int64_t shared = sharedWidth > 0 ? mlpMatrices(m, sharedWidth) : 0;
        const std::int64_t router = d * m.moe.experts + (m.moe.routerBias ? m.moe.experts : 0);
        std::fill(total + denseLayers, total + layers,
                  base + m.moe.experts * expert + shared + router);
        std::fill(active + denseLayers, active + layers,
                  base + m.moe.expertsPerToken * expert + shared + router);
        std::fill(linear + denseLayers, linear + layers,
                  attn.attentionLinear + m.moe.experts * mlpMatrices(m, width) + shared);
        std::fill(c.layerRoutedLinear.begin() + denseLayers, c.layerRoutedLinear.end(),
                  m.moe.experts * mlpMatrices(m, width));
        std::fill(c.layerSharedLinear.begin() + denseLayers, c.layerSharedLinear.end(), shared);
    }
    countMtp(m, c);
    c.vision = m.vision.parameters;
    return c;
}

QStringList parameterCountWarnings(const ModelSpec &model, const ParameterCount &count)
{
    QStringList warnings;
    const auto check = [&](std::int64_t declared, std::int64_t computed, const char *what) {
        if (declared <= 0)
            return;
        const double diff = std::abs(double(computed - declared)) / double(declared);
        if (diff > 0.02)
            warnings.append(QCoreApplication::translate(
                                    "Headroom::Estimate",
                                    "%1 parameters computed from the architecture (%2) differ "
                                    "from the declared %3 by %4%")
                                    .arg(QCoreApplication::translate("Headroom::Estimate", what))
                                    .arg(computed)
                                    .arg(declared)
                                    .arg(diff * 100, 0, 'f', 1));
    };
    // published totals count the vision tower (Gemma-3-27B 27.4 B, Llama-4-Scout 109 B) but
    // not the MTP modules (DeepSeek-V3 671 B)
    check(model.declaredParameters, count.total() + count.vision,
          QT_TRANSLATE_NOOP("Headroom::Estimate", "Total"));
    check(model.declaredActiveParameters, count.active(),
          QT_TRANSLATE_NOOP("Headroom::Estimate", "Active"));
    return warnings;
}

double routedExpertParameters(const ModelSpec &model, const ParameterCount &count, int layer)
{
    const int e = model.moe.experts;
    const int k = model.moe.expertsPerToken;
    const std::int64_t total = count.layerTotal.value(layer);
    const std::int64_t active = count.layerActive.value(layer);
    return (e > k && total > active) ? double(total - active) / (e - k) : 0.0;
}

} // namespace Headroom
