#include "catalog/hfconfig_p.h"

#include <QJsonArray>

// How config.json lays out the layers: which mixer (full or sliding-window attention, Gated
// DeltaNet, Mamba-2, none) and which FFN (dense, MoE, none) each one has.

namespace Headroom::HfConfigDetail {

namespace {

QList<AttentionLayerGroup> mergeLayers(const QList<bool> &sliding, int window)
{
    QList<AttentionLayerGroup> groups;
    for (bool local : sliding) {
        const AttentionKind kind = local ? AttentionKind::SlidingWindow : AttentionKind::Full;
        if (!groups.isEmpty() && groups.last().kind == kind) {
            ++groups.last().layers;
            continue;
        }
        AttentionLayerGroup g;
        g.layers = 1;
        g.kind = kind;
        g.windowTokens = local ? window : 0;
        groups.append(g);
    }
    return groups;
}

/** A 0/1 list of `layers` entries that config.json may state under `field`; empty when absent.
 *  An entry that is not 0 or 1, or a list of another length, is an error naming the field. */
QList<bool> flagList(ConfigReader &c, QStringView field, int layers)
{
    QList<bool> flags;
    const QJsonArray list = c.value(field).toArray();
    if (list.isEmpty())
        return flags;
    if (list.size() != layers) {
        refuse(c, wrongLength(field.toString(), list.size(), layers));
        return {};
    }
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonValue v = list.at(i);
        const int flag = v.isBool() ? int(v.toBool()) : (v.isDouble() ? v.toInt(-1) : -1);
        if (flag != 0 && flag != 1) {
            refuse(c, unknownKind(field.toString(), v.toVariant().toString(), i));
            return {};
        }
        flags.append(flag == 1);
    }
    return flags;
}

/** The block pattern as hybrid_override_pattern writes it: 'M', '*', '-', 'E' per layer.
 *  transformers 5 writes layers_block_type (names) where older configs have the pattern;
 *  `field` is set to the key it was read from. None, refused, when neither is there or a block
 *  name is unknown. */
std::optional<QString> nemotronPattern(ConfigReader &c, QString &field)
{
    field = QStringLiteral("hybrid_override_pattern");
    QString pattern = c.value(field).toString();
    if (!c.has(field) && c.value(u"layers_block_type").isArray()) {
        field = QStringLiteral("layers_block_type");
        const QJsonArray blocks = c.value(field).toArray();
        pattern.clear();
        for (qsizetype i = 0; i < blocks.size(); ++i) {
            const QString b = blocks.at(i).toString();
            const char16_t ch = b == u"mamba" ? u'M'
                    : b == u"attention"       ? u'*'
                    : b == u"mlp"             ? u'-'
                    : b == u"moe"             ? u'E'
                                              : u'?';
            if (ch == u'?') {
                refuse(c, unknownKind(field, blocks.at(i).toVariant().toString(), i));
                return std::nullopt;
            }
            pattern.append(QChar(ch));
        }
    } else if (!c.has(field)) {
        refuse(c, Error {CatalogText::tr("config.json has no '%1'").arg(field), field});
        return std::nullopt;
    }
    return pattern;
}

/** One group per block of `pattern`: a norm and one mixer, 'M' a Mamba-2 mixer, '*' attention,
 *  '-' a plain (squared-ReLU) MLP, 'E' an MoE. False, refused, at a block it cannot read. */
bool nemotronBlocks(ConfigReader &c, const ModelSpec &m, const QString &pattern,
                    const QString &field, QList<AttentionLayerGroup> &perLayer)
{
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        AttentionLayerGroup g;
        g.layers = 1;
        switch (pattern.at(i).unicode()) {
        case u'M':
            g.kind = AttentionKind::Mamba2;
            g.ffn = LayerFfn::NoFfn;
            break;
        case u'*':
            g.kind = AttentionKind::Full;
            g.ffn = LayerFfn::NoFfn;
            break;
        case u'-':
            g.kind = AttentionKind::NoMixer;
            g.ffn = LayerFfn::Dense;
            break;
        case u'E':
            if (!m.isMoe()) { // MoE blocks need the experts' sizes
                refuse(c,
                       Error {CatalogText::tr("config.json has no '%1'").arg(u"n_routed_experts"),
                              QStringLiteral("n_routed_experts")});
                return false;
            }
            g.kind = AttentionKind::NoMixer;
            g.ffn = LayerFfn::Moe;
            break;
        default: refuse(c, unknownKind(field, QString(pattern.at(i)), i)); return false;
        }
        perLayer.append(g);
    }
    return true;
}

/** Nemotron-H's plain MLPs, one norm per block, its MoE's extras and its Mamba-2 mixers. */
void readNemotronSizes(ConfigReader &c, ModelSpec &m)
{
    m.mlp = MlpKind::Plain;
    m.normsPerLayer = 1;
    if (!c.has(u"head_dim"))
        m.headDim = int(c.integerOr(ModelField::HeadDim, {u"attention_head_dim"}, m.headDim));
    if (m.isMoe()) {
        m.moe.routerBias = true; // DeepseekV3TopkRouter: e_score_correction_bias
        if (const std::int64_t shared = c.integerOr(ModelField::SharedExpertIntermediate,
                                                    {u"moe_shared_expert_intermediate_size"}, 0);
            shared > 0)
            m.moe.sharedExpertIntermediate = int(shared);
        m.moe.latentSize = int(c.integerOr(ModelField::MoeLatentSize, {u"moe_latent_size"}, 0));
    }
    RecurrentSpec &r = m.recurrent;
    r.keyHeads = int(c.integer(ModelField::RecurrentKeyHeads, {u"n_groups"}));
    r.valueHeads = int(c.integer(ModelField::RecurrentValueHeads, {u"mamba_num_heads"}));
    r.keyHeadDim = int(c.integer(ModelField::RecurrentKeyHeadDim, {u"ssm_state_size"}));
    r.valueHeadDim = int(c.integer(ModelField::RecurrentValueHeadDim, {u"mamba_head_dim"}));
    r.convKernel = int(c.integerOr(ModelField::RecurrentConvKernel, {u"conv_kernel"}, 4));
    r.convBias = c.boolOr(u"use_conv_bias", true);
    r.projectionBias = c.boolOr(u"use_bias", false);
    // vLLM NemotronHForCausalLMConfig: the SSM state in the config's mamba_ssm_cache_dtype,
    // float32 when it says nothing; the conv state in the model's dtype
    r.convStateBits = modelDtypeBits(c);
    r.ssmStateBits = dtypeBits(c, u"mamba_ssm_cache_dtype", 32);
}
} // namespace

void readAttentionLayers(ConfigReader &c, const QString &type, ModelSpec &m)
{
    // full and sliding-window layers are all a plain model's layer_types can name: a recurrent
    // or other kind would need shapes this reader does not know, so it is refused, not guessed
    const QJsonArray named = c.value(u"layer_types").toArray();
    for (qsizetype i = 0; i < named.size(); ++i) {
        const QString t = named.at(i).toString();
        // GLM-5.x names its DSA layers; the indexer itself is read with the MLA sizes
        const bool sparse = t == u"deepseek_sparse_attention" && m.mla.hasIndexer();
        if (t != u"full_attention" && t != u"sliding_attention" && !sparse) {
            refuse(c,
                   unknownKind(QStringLiteral("layer_types"), named.at(i).toVariant().toString(),
                               i));
            return;
        }
    }
    const int window = int(c.integerOr(ModelField::SlidingWindow, {u"sliding_window"}, 0));
    if (window <= 0)
        return;
    QList<bool> sliding;
    const QJsonArray layerTypes = c.value(u"layer_types").toArray();
    if (!layerTypes.isEmpty()) {
        for (const QJsonValue &t : layerTypes)
            sliding.append(t.toString() == u"sliding_attention");
    } else if (isOneOf(type, {u"gemma2"})) {
        for (int i = 0; i < m.layers; ++i)
            sliding.append(i % 2 == 0); // HF Gemma2: even layers are local
    } else if (isOneOf(type, {u"gemma3", u"gemma3_text"})) {
        const int pattern = int(
                c.integerOr(ModelField::SlidingWindow, {u"sliding_window_pattern"}, 6));
        for (int i = 0; i < m.layers; ++i)
            sliding.append(pattern <= 0 || (i + 1) % pattern != 0); // 5 local : 1 global
    } else if (isOneOf(type, {u"qwen2", u"qwen2_moe", u"qwen3", u"qwen3_moe"})) {
        if (!c.boolOr(u"use_sliding_window", false))
            return;
        const int full = int(c.integerOr(ModelField::Layers, {u"max_window_layers"}, m.layers));
        for (int i = 0; i < m.layers; ++i)
            sliding.append(i >= full);
    } else {
        m.slidingWindow = window; // Mistral, Phi-3: every layer
        return;
    }
    m.slidingWindow = window;
    if (sliding.size() == m.layers)
        m.attentionLayers = mergeLayers(sliding, window);
}

/** Qwen3-Next / Qwen3.5 (transformers Qwen3NextConfig): Gated DeltaNet layers with full attention
 *  every full_attention_interval-th layer (or as layer_types says), attn_output_gate, q/k norms;
 *  MoE on the layers (i + 1) % decoder_sparse_step == 0 not in mlp_only_layers. */
void readGatedDeltaNetHybrid(ConfigReader &c, ModelSpec &m)
{
    RecurrentSpec &r = m.recurrent;
    r.keyHeads = int(c.integerOr(ModelField::RecurrentKeyHeads, {u"linear_num_key_heads"}, 16));
    r.valueHeads = int(
            c.integerOr(ModelField::RecurrentValueHeads, {u"linear_num_value_heads"}, 32));
    r.keyHeadDim = int(c.integerOr(ModelField::RecurrentKeyHeadDim, {u"linear_key_head_dim"}, 128));
    r.valueHeadDim = int(
            c.integerOr(ModelField::RecurrentValueHeadDim, {u"linear_value_head_dim"}, 128));
    r.convKernel = int(c.integerOr(ModelField::RecurrentConvKernel, {u"linear_conv_kernel_dim"}, 4));
    // vLLM: conv state in the model's dtype (mamba_cache_dtype "auto"); the temporal state in
    // mamba_ssm_cache_dtype, which its Qwen3.5 config hook sets from the config's mamba_ssm_dtype
    r.convStateBits = modelDtypeBits(c);
    r.ssmStateBits = dtypeBits(c, u"mamba_ssm_dtype", r.convStateBits);
    m.attentionOutputGate = c.boolOr(u"attn_output_gate", true);
    m.qkNorm = true;
    if (m.moe.isMoe() && m.moe.sharedExpertIntermediate > 0)
        m.moe.sharedExpertGate = true;

    const int interval = int(c.integerOr(ModelField::Layers, {u"full_attention_interval"}, 4));
    const int sparseStep = int(c.integerOr(ModelField::Layers, {u"decoder_sparse_step"}, 1));
    QList<int> mlpOnly;
    for (const QJsonValue &v : c.value(u"mlp_only_layers").toArray())
        mlpOnly.append(v.toInt(-1));
    const QJsonArray types = c.value(u"layer_types").toArray();
    if (!types.isEmpty() && types.size() != m.layers) {
        refuse(c, wrongLength(QStringLiteral("layer_types"), types.size(), m.layers));
        return;
    }
    QList<AttentionLayerGroup> perLayer;
    for (int i = 0; i < m.layers; ++i) {
        AttentionLayerGroup g;
        g.layers = 1;
        if (!types.isEmpty()) {
            const QString t = types.at(i).toString();
            if (t == u"linear_attention") {
                g.kind = AttentionKind::GatedDeltaNet;
            } else if (t != u"full_attention") {
                refuse(c,
                       unknownKind(QStringLiteral("layer_types"),
                                   types.at(i).toVariant().toString(), i));
                return;
            }
        } else if (interval <= 0 || (i + 1) % interval != 0) {
            g.kind = AttentionKind::GatedDeltaNet;
        }
        if (m.isMoe())
            g.ffn = !mlpOnly.contains(i) && sparseStep > 0 && (i + 1) % sparseStep == 0
                    ? LayerFfn::Moe
                    : LayerFfn::Dense;
        perLayer.append(g);
    }
    m.attentionLayers = mergeGroups(perLayer);
}

/** Llama 4 (transformers Llama4TextConfig): the RoPE layers (no_rope_layers[i] == 1; by default
 *  all but every no_rope_layer_interval-th) attend within chunks of attention_chunk_size, the
 *  others globally; MoE on moe_layers (by default every interleave_moe_layer_step-th layer), the
 *  other layers a dense MLP intermediate_size_mlp wide; experts and the shared expert are
 *  intermediate_size wide; the q/k norms are L2 norms without weights. */
void readLlama4Layers(ConfigReader &c, ModelSpec &m)
{
    const std::int64_t expertWidth = m.intermediate;
    m.intermediate = int(
            c.integerOr(ModelField::Intermediate, {u"intermediate_size_mlp"}, expertWidth));
    if (m.isMoe()) {
        m.moe.expertIntermediate = int(expertWidth);
        m.moe.sharedExperts = 1;
        m.moe.sharedExpertIntermediate = int(expertWidth);
    }
    const int chunk = int(c.integerOr(ModelField::GroupWindow, {u"attention_chunk_size"}, 0));
    const int interval = int(c.integerOr(ModelField::Layers, {u"no_rope_layer_interval"}, 4));
    const int step = int(c.integerOr(ModelField::Layers, {u"interleave_moe_layer_step"}, 1));
    const QList<bool> rope = flagList(c, u"no_rope_layers", m.layers);
    QList<int> moeLayers;
    const bool moeListed = c.value(u"moe_layers").isArray();
    for (const QJsonValue &v : c.value(u"moe_layers").toArray())
        moeLayers.append(v.toInt(-1));
    QList<AttentionLayerGroup> perLayer;
    for (int i = 0; i < m.layers; ++i) {
        AttentionLayerGroup g;
        g.layers = 1;
        const bool usesRope = rope.isEmpty() ? interval <= 0 || (i + 1) % interval != 0
                                             : rope.at(i);
        if (usesRope && chunk > 0) {
            g.kind = AttentionKind::Chunked;
            g.windowTokens = chunk;
        }
        const bool moe = moeListed ? moeLayers.contains(i) : step > 0 && (i + 1) % step == 0;
        g.ffn = m.isMoe() && moe ? LayerFfn::Moe : LayerFfn::Dense;
        perLayer.append(g);
    }
    m.attentionLayers = mergeGroups(perLayer);
}

/** Nemotron-H (transformers NemotronHBlock): `hybrid_override_pattern` gives one block per layer,
 *  each a norm and one mixer: 'M' a Mamba-2 mixer, '*' attention, '-' a plain (squared-ReLU)
 *  MLP, 'E' an MoE of plain experts with a shared expert. */
void readNemotronH(ConfigReader &c, ModelSpec &m)
{
    QString field;
    const std::optional<QString> pattern = nemotronPattern(c, field);
    if (!pattern)
        return;
    if (pattern->size() != m.layers) {
        refuse(c, wrongLength(field, pattern->size(), m.layers));
        return;
    }
    QList<AttentionLayerGroup> perLayer;
    if (!nemotronBlocks(c, m, *pattern, field, perLayer))
        return;
    m.attentionLayers = mergeGroups(perLayer);
    readNemotronSizes(c, m);
}

} // namespace Headroom::HfConfigDetail
