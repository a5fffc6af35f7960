#include "estimate/parametercount.h"

#include "estimate/kvcache.h"

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

/** One layer's parameters (or one part of it): all, those a token uses, the linear matrices. */
struct Counted
{
    std::int64_t total = 0;
    std::int64_t active = 0;
    std::int64_t linear = 0;
    // parts of linear (ParameterCount::layerAttentionLinear, ...)
    std::int64_t attentionLinear = 0; // the token mixer's projections
    std::int64_t routedLinear = 0;
    std::int64_t sharedLinear = 0;

    Counted operator+(const Counted &o) const
    {
        return {total + o.total,
                active + o.active,
                linear + o.linear,
                attentionLinear + o.attentionLinear,
                routedLinear + o.routedLinear,
                sharedLinear + o.sharedLinear};
    }
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
        if (m.attentionOutputGate) // Qwen3-Next q_proj: d -> H x head_dim x 2 (query and gate)
            p.attentionLinear += d * h * hd;
        if (m.attentionBias)
            p.attentionOther += h * hd * (m.attentionOutputGate ? 2 : 1) + 2 * kv * hd;
        if (m.outputProjectionBias)
            p.attentionOther += d;
        if (m.qkNorm)
            p.attentionOther += 2 * hd;
    }
    p.norms = std::int64_t(m.normsPerLayer) * d * normWidth(m);
    return p;
}

/** Gated DeltaNet (transformers Qwen3NextGatedDeltaNet): in_proj_qkvz d x (2 key_dim + 2 value_dim),
 *  in_proj_ba d x 2 n_v, out_proj value_dim x d; conv1d conv_dim x kernel (no bias), dt_bias
 *  and A_log n_v each, gated RMSNorm head_v_dim. Qwen3.5 splits the same projections in four. */
Counted gatedDeltaNetParts(const ModelSpec &m)
{
    const RecurrentSpec &r = m.recurrent;
    const std::int64_t d = m.hidden;
    const std::int64_t keyDim = std::int64_t(r.keyHeads) * r.keyHeadDim;
    const std::int64_t valueDim = std::int64_t(r.valueHeads) * r.valueHeadDim;
    const std::int64_t linear = d * (2 * keyDim + 2 * valueDim) + d * 2 * r.valueHeads
            + valueDim * d;
    const std::int64_t other = (2 * keyDim + valueDim) * r.convKernel
            + 2 * std::int64_t(r.valueHeads) + r.valueHeadDim;
    return {linear + other, linear + other, linear, linear};
}

/** Mamba-2 (transformers NemotronHMamba2Mixer): in_proj d x (2 I + 2 n_groups d_state + n_heads),
 *  I = n_heads x head_dim; conv1d conv_dim x kernel (+ conv_dim bias), conv_dim = I + 2 n_groups
 *  d_state; dt_bias, A_log, D n_heads each; gated RMSNorm I; out_proj I x d (biases if use_bias). */
Counted mamba2Parts(const ModelSpec &m)
{
    const RecurrentSpec &r = m.recurrent;
    const std::int64_t d = m.hidden;
    const std::int64_t inner = std::int64_t(r.valueHeads) * r.valueHeadDim;
    const std::int64_t convDim = inner + 2 * std::int64_t(r.keyHeads) * r.keyHeadDim;
    const std::int64_t projection = inner + convDim + r.valueHeads;
    const std::int64_t linear = d * projection + inner * d;
    std::int64_t other = convDim * r.convKernel + (r.convBias ? convDim : 0)
            + 3 * std::int64_t(r.valueHeads) + inner;
    if (r.projectionBias)
        other += projection + d;
    return {linear + other, linear + other, linear, linear};
}

/** An RWKV block without its two LayerNorms (normsPerLayer): the time mixing and the channel
 *  mixing, counted together (its groups have LayerFfn::NoFfn). d = hidden_size, a =
 *  attention_hidden_size (valueHeads x valueHeadDim), I = intermediate_size.
 *  RWKV-4 (transformers modeling_rwkv.py RwkvSelfAttention, RwkvFeedForward): key, value,
 *  receptance d x a and output a x d; time_decay, time_first a each; time_mix_key / _value /
 *  _receptance d each; channel mixing key d x I, value I x d, receptance d x d, time_mix_key /
 *  _receptance d each.
 *  RWKV-6 (modeling_rwkv6.py Rwkv6SelfAttention, Rwkv6FeedForward; llama.cpp convert_hf_to_gguf
 *  reads the same low-rank widths): receptance, key, value, gate d x a and output a x d;
 *  time_maa_x / _w / _k / _v / _r / _g d each; time_maa_w1 d x 5E and time_maa_w2 5 x E x d;
 *  time_decay a, time_decay_w1 d x D, time_decay_w2 D x a, time_faaaa heads x head_size = a;
 *  ln_x a GroupNorm of a (weight and bias); E = 32 and D = 64, or 64 and 128 where d = 4096;
 *  channel mixing as RWKV-4 with time_maa_k / _r. The projections are what a quantized format
 *  compresses; the mixing vectors and low-rank matrices stay 16-bit. */
Counted rwkvParts(const ModelSpec &m, AttentionKind kind)
{
    const std::int64_t d = m.hidden;
    const std::int64_t a = std::int64_t(m.recurrent.valueHeads) * m.recurrent.valueHeadDim;
    const std::int64_t ffn = 2 * d * std::int64_t(m.intermediate) + d * d;
    if (kind == AttentionKind::Rwkv4) {
        const std::int64_t attention = 4 * d * a;
        const std::int64_t other = 2 * a + 3 * d + 2 * d;
        const std::int64_t all = attention + ffn + other;
        return {all, all, attention + ffn, attention};
    }
    const std::int64_t mix = d == 4096 ? 64 : 32;
    const std::int64_t decay = d == 4096 ? 128 : 64;
    const std::int64_t attention = 5 * d * a;
    const std::int64_t other = 6 * d + 10 * mix * d + a + decay * (d + a) + a + 2 * a + 2 * d;
    const std::int64_t all = attention + ffn + other;
    return {all, all, attention + ffn, attention};
}

/** The DSA lightning indexer of one layer (vLLM deepseek_v2.py Indexer, transformers
 *  DeepseekV32Indexer): wq_b q_lora x (heads x dim), wk d x dim, weights_proj d x heads, k_norm a
 *  LayerNorm of dim (weight and bias). */
Counted indexerParts(const ModelSpec &m)
{
    if (!m.isMla() || !m.mla.hasIndexer())
        return {};
    const std::int64_t dim = m.mla.indexHeadDim;
    const std::int64_t heads = m.mla.indexHeads;
    const std::int64_t d = m.hidden;
    const std::int64_t linear = std::int64_t(m.mla.qLoraRank) * heads * dim + d * dim + d * heads;
    return {linear + 2 * dim, linear + 2 * dim, linear, linear};
}

Counted mixerParts(const ModelSpec &m, const AttentionLayerGroup &group)
{
    switch (group.kind) {
    case AttentionKind::GatedDeltaNet: return gatedDeltaNetParts(m);
    case AttentionKind::Mamba2: return mamba2Parts(m);
    case AttentionKind::Rwkv4:
    case AttentionKind::Rwkv6: return rwkvParts(m, group.kind);
    case AttentionKind::NoMixer: return {};
    default: break;
    }
    const LayerParts a = attentionParts(m);
    const std::int64_t all = a.attentionLinear + a.attentionOther;
    const Counted attention {all, all, a.attentionLinear, a.attentionLinear};
    return group.sharedIndexer ? attention : attention + indexerParts(m);
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

Counted denseFfnParts(const ModelSpec &m)
{
    const std::int64_t mlp = mlpMatrices(m, m.intermediate);
    const std::int64_t all = mlp + mlpBiases(m, m.intermediate);
    return {all, all, mlp};
}

Counted moeFfnParts(const ModelSpec &m)
{
    const std::int64_t d = m.hidden;
    const int width = m.moe.expertIntermediate > 0 ? m.moe.expertIntermediate : m.intermediate;
    // Nemotron-3 moe_latent_size: fc1_latent_proj d x latent and fc2_latent_proj latent x d
    // around the routed experts, which then work in the latent width
    const std::int64_t latent = m.moe.latentSize;
    const std::int64_t latentProjection = latent > 0 ? 2 * d * latent : 0;
    const std::int64_t expertMatrices = latent > 0
            ? (m.mlp == MlpKind::Gated ? 3 : 2) * latent * width
            : mlpMatrices(m, width);
    const std::int64_t expert = expertMatrices + mlpBiases(m, width);
    const std::int64_t sharedWidth = m.moe.sharedExpertIntermediate > 0
            ? m.moe.sharedExpertIntermediate
            : std::int64_t(width) * m.moe.sharedExperts;
    const std::int64_t shared = sharedWidth > 0 ? mlpMatrices(m, sharedWidth) : 0;
    const std::int64_t router = d * m.moe.experts + (m.moe.routerBias ? m.moe.experts : 0)
            + (m.moe.sharedExpertGate ? d : 0);
    // the latent projections count as linear, in no expert group (the dense rest)
    return {m.moe.experts * expert + shared + router + latentProjection,
            m.moe.expertsPerToken * expert + shared + router + latentProjection,
            m.moe.experts * expertMatrices + shared + latentProjection,
            0,
            m.moe.experts * expertMatrices,
            shared};
}

void setLayer(ParameterCount &c, int layer, const Counted &all)
{
    c.layerTotal[layer] = all.total;
    c.layerActive[layer] = all.active;
    c.layerLinear[layer] = all.linear;
    c.layerAttentionLinear[layer] = all.attentionLinear;
    c.layerRoutedLinear[layer] = all.routedLinear;
    c.layerSharedLinear[layer] = all.sharedLinear;
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

namespace {

/** The sum of `perLayer` over every layer: the last of countParameters()'s running sums, or the
 *  layers added up where a count was made without them. */
std::int64_t overLayers(const ParameterCount &c, const ParameterCount::PerLayer &perLayer,
                        std::int64_t ParameterCount::LayerSums::*sum)
{
    if (c.layerSums.size() == perLayer.size() + 1)
        return c.layerSums.back().*sum;
    return std::accumulate(perLayer.cbegin(), perLayer.cend(), std::int64_t(0));
}

} // namespace

std::int64_t ParameterCount::total() const
{
    return embedding + lmHead + finalNorm + extra
            + overLayers(*this, layerTotal, &LayerSums::total);
}

std::int64_t ParameterCount::active() const
{
    return embedding + lmHead + finalNorm + extra
            + overLayers(*this, layerActive, &LayerSums::active);
}

std::int64_t ParameterCount::linear() const
{
    return overLayers(*this, layerLinear, &LayerSums::linear);
}

std::int64_t ParameterCount::attentionLinear() const
{
    return overLayers(*this, layerAttentionLinear, &LayerSums::attentionLinear);
}

std::int64_t ParameterCount::routedLinear() const
{
    return overLayers(*this, layerRoutedLinear, &LayerSums::routedLinear);
}

std::int64_t ParameterCount::sharedLinear() const
{
    return overLayers(*this, layerSharedLinear, &LayerSums::sharedLinear);
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

    const int layers = std::max(m.layers, 0);
    c.layerTotal.resize(layers);
    c.layerActive.resize(layers);
    c.layerLinear.resize(layers);
    c.layerAttentionLinear.resize(layers);
    c.layerRoutedLinear.resize(layers);
    c.layerSharedLinear.resize(layers);
    const std::int64_t norms = std::int64_t(m.normsPerLayer) * d * normWidth(m);
    const Counted dense = denseFfnParts(m);
    const Counted moe = m.isMoe() ? moeFfnParts(m) : dense;
    const int firstDense = m.isMoe() ? std::clamp(m.moe.firstDenseLayers, 0, layers) : layers;
    // each group's mixer and FFN once, then written out per layer
    int layer = 0;
    forEachAttentionGroup(m, [&](const AttentionLayerGroup &group) {
        const Counted mixer = mixerParts(m, group) + Counted {norms, norms, 0};
        const int end = std::min(layer + std::max(group.layers, 0), layers);
        for (; layer < end; ++layer) {
            Counted ffn;
            switch (group.ffn) {
            case LayerFfn::Default: ffn = layer < firstDense ? dense : moe; break;
            case LayerFfn::Dense: ffn = dense; break;
            case LayerFfn::Moe: ffn = moe; break;
            case LayerFfn::NoFfn: break;
            }
            setLayer(c, layer, mixer + ffn);
        }
    });
    // layers no group covers (a spec checkModelLimits() would refuse) count as full attention
    const Counted rest = mixerParts(m, AttentionLayerGroup {}) + Counted {norms, norms, 0};
    for (; layer < layers; ++layer) {
        setLayer(c, layer, rest + (layer < firstDense ? dense : moe));
    }
    c.layerSums.resize(layers + 1);
    for (layer = 0; layer < layers; ++layer) {
        const ParameterCount::LayerSums &s = c.layerSums[layer];
        c.layerSums[layer + 1] = {s.total + c.layerTotal[layer],
                                  s.active + c.layerActive[layer],
                                  s.linear + c.layerLinear[layer],
                                  s.attentionLinear + c.layerAttentionLinear[layer],
                                  s.routedLinear + c.layerRoutedLinear[layer],
                                  s.sharedLinear + c.layerSharedLinear[layer]};
    }
    countMtp(m, c);
    c.vision = m.vision.parameters;
    return c;
}

QList<Explanation> parameterCountWarnings(const ModelSpec &model, const ParameterCount &count)
{
    QList<Explanation> warnings;
    const auto check = [&](std::int64_t declared, std::int64_t computed, const char *what) {
        if (declared <= 0)
            return;
        const double diff = std::abs(double(computed - declared)) / double(declared);
        if (diff > 0.02)
            warnings.append({"Headroom::Estimate",
                             QT_TRANSLATE_NOOP("Headroom::Estimate",
                                               "%1 parameters computed from the architecture (%2) "
                                               "differ from the declared %3 by %4%"),
                             {Explanation("Headroom::Estimate", what), computed, declared,
                              Explanation::Term(diff * 100, 'f', 1)}});
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
