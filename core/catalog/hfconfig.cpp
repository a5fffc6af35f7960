#include "catalog/hfconfig.h"

#include "catalog/hfquantization.h"
#include "spec/modellimits.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QMap>

namespace Headroom {

namespace {

struct CatalogText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Catalog)
};

/** How config.json names each field when the file does not say (the first of its aliases). */
QString defaultKey(ModelField field)
{
    switch (field) {
    case ModelField::Layers:
    case ModelField::ExtraParameters: return QStringLiteral("num_hidden_layers");
    case ModelField::Hidden: return QStringLiteral("hidden_size");
    case ModelField::Intermediate: return QStringLiteral("intermediate_size");
    case ModelField::Heads: return QStringLiteral("num_attention_heads");
    case ModelField::KvHeads:
    case ModelField::GroupKvHeads: return QStringLiteral("num_key_value_heads");
    case ModelField::HeadDim:
    case ModelField::GroupHeadDim: return QStringLiteral("head_dim");
    case ModelField::Vocab: return QStringLiteral("vocab_size");
    case ModelField::MaxContext: return QStringLiteral("max_position_embeddings");
    case ModelField::SlidingWindow:
    case ModelField::GroupWindow: return QStringLiteral("sliding_window");
    case ModelField::NormsPerLayer: return QStringLiteral("model_type");
    case ModelField::Experts: return QStringLiteral("num_local_experts");
    case ModelField::ExpertsPerToken: return QStringLiteral("num_experts_per_tok");
    case ModelField::SharedExperts: return QStringLiteral("n_shared_experts");
    case ModelField::FirstDenseLayers: return QStringLiteral("first_k_dense_replace");
    case ModelField::ExpertIntermediate: return QStringLiteral("moe_intermediate_size");
    case ModelField::SharedExpertIntermediate:
        return QStringLiteral("shared_expert_intermediate_size");
    case ModelField::KvLoraRank: return QStringLiteral("kv_lora_rank");
    case ModelField::QLoraRank: return QStringLiteral("q_lora_rank");
    case ModelField::QkRopeHeadDim: return QStringLiteral("qk_rope_head_dim");
    case ModelField::QkNopeHeadDim: return QStringLiteral("qk_nope_head_dim");
    case ModelField::VHeadDim: return QStringLiteral("v_head_dim");
    case ModelField::LayerGroups:
    case ModelField::GroupLayers:
    case ModelField::GroupStateBytes: return QStringLiteral("layer_types");
    case ModelField::DeclaredParameters:
    case ModelField::DeclaredActiveParameters: return QStringLiteral("num_parameters");
    case ModelField::RecurrentKeyHeads: return QStringLiteral("linear_num_key_heads");
    case ModelField::RecurrentValueHeads: return QStringLiteral("linear_num_value_heads");
    case ModelField::RecurrentKeyHeadDim: return QStringLiteral("linear_key_head_dim");
    case ModelField::RecurrentValueHeadDim: return QStringLiteral("linear_value_head_dim");
    case ModelField::RecurrentConvKernel: return QStringLiteral("linear_conv_kernel_dim");
    case ModelField::RecurrentStateBits: return QStringLiteral("mamba_ssm_dtype");
    case ModelField::IndexHeads: return QStringLiteral("index_n_heads");
    case ModelField::IndexHeadDim: return QStringLiteral("index_head_dim");
    case ModelField::IndexTopK: return QStringLiteral("index_topk");
    case ModelField::MoeLatentSize: return QStringLiteral("moe_latent_size");
    case ModelField::MtpLayers: return QStringLiteral("num_nextn_predict_layers");
    case ModelField::VisionParameters:
    case ModelField::VisionLayers: return QStringLiteral("vision_config.depth");
    case ModelField::VisionHidden: return QStringLiteral("vision_config.hidden_size");
    case ModelField::VisionIntermediate: return QStringLiteral("vision_config.intermediate_size");
    case ModelField::VisionPatches: return QStringLiteral("vision_config.patch_size");
    case ModelField::VisionTokens: return QStringLiteral("mm_tokens_per_image");
    }
    return {};
}

/** The text model's fields, falling back to the root (multimodal configs nest text_config).
 *  Every number goes through modelFieldValue() (modellimits.h) before it becomes an integer;
 *  the first bad or missing field is kept in `error`, and the key each field was read from
 *  names it in later messages. */
class ConfigReader
{
public:
    explicit ConfigReader(const QJsonObject &root)
        : m_root(root)
        , m_text(root.value(u"text_config").toObject())
    { }

    std::optional<Error> error;

    QJsonValue value(QStringView key) const
    {
        const QJsonValue v = m_text.value(key);
        return (v.isUndefined() || v.isNull()) ? m_root.value(key) : v;
    }
    bool has(QStringView key) const
    {
        const QJsonValue v = value(key);
        return !v.isUndefined() && !v.isNull();
    }

    /** The first of `keys` present, as `field`; an error when none is present. */
    std::int64_t integer(ModelField field, std::initializer_list<QStringView> keys)
    {
        for (QStringView key : keys) {
            if (has(key))
                return read(field, key);
        }
        const QString first = keys.begin()->toString();
        // Qualified in full: after a std:: return type lupdate no longer knows the class.
        if (!error)
            error = Error {Headroom::CatalogText::tr("config.json has no '%1'").arg(first), first};
        return 0;
    }
    /** The first of `keys` present, as `field`; `fallback` when none is. */
    std::int64_t integerOr(ModelField field, std::initializer_list<QStringView> keys,
                           std::int64_t fallback)
    {
        for (QStringView key : keys) {
            if (has(key))
                return read(field, key);
        }
        return fallback;
    }
    bool boolOr(QStringView key, bool fallback) const
    {
        return has(key) && value(key).isBool() ? value(key).toBool() : fallback;
    }

    ModelFieldNames names() const
    {
        const QMap<ModelField, QString> keys = m_keys;
        return {QStringLiteral("config.json"),
                [keys](ModelField f) { return keys.value(f, defaultKey(f)); }};
    }

private:
    std::int64_t read(ModelField field, QStringView key)
    {
        if (!m_keys.contains(field))
            m_keys.insert(field, key.toString());
        const auto v = modelFieldValue(value(key), field, names(), key.toString());
        if (!v && !error)
            error = v.error();
        return v.value_or(0);
    }

    QJsonObject m_root;
    QJsonObject m_text;
    QMap<ModelField, QString> m_keys;
};

bool isOneOf(const QString &type, std::initializer_list<const char16_t *> types)
{
    for (const char16_t *t : types) {
        if (type == QStringView(t))
            return true;
    }
    return false;
}

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

/** Keeps `error` as the reader's error unless it already has one (the first bad field wins). */
void refuse(ConfigReader &c, std::optional<Error> error)
{
    if (!c.error)
        c.error = std::move(error);
}

/** Consecutive layers with the same attention and FFN as one group each. */
QList<AttentionLayerGroup> mergeGroups(const QList<AttentionLayerGroup> &perLayer)
{
    QList<AttentionLayerGroup> groups;
    for (AttentionLayerGroup g : perLayer) {
        if (!groups.isEmpty()) {
            AttentionLayerGroup &last = groups.last();
            g.layers = last.layers;
            if (g == last) {
                ++last.layers;
                continue;
            }
        }
        g.layers = 1;
        groups.append(g);
    }
    return groups;
}

std::optional<Error> unknownKind(const QString &field, const QString &kind, qsizetype index)
{
    return Error {CatalogText::tr("config.json: '%1' has an unknown kind '%2' at index %3")
                          .arg(field, kind)
                          .arg(index),
                  field};
}

std::optional<Error> wrongLength(const QString &field, qsizetype length, int layers)
{
    return Error {CatalogText::tr(
                          "config.json: '%1' lists %2 layers, but 'num_hidden_layers' is %3")
                          .arg(field)
                          .arg(length)
                          .arg(layers),
                  field};
}

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

/** The bits of a dtype string a config states for `field` ("float32", "bfloat16"); an error
 *  naming the field for anything else. */
int dtypeBits(ConfigReader &c, QStringView field, int fallback)
{
    if (!c.has(field))
        return fallback;
    const QString dtype = c.value(field).toString();
    if (dtype == u"float32")
        return 32;
    if (dtype == u"bfloat16" || dtype == u"float16")
        return 16;
    if (!c.error)
        c.error = Error {CatalogText::tr("config.json: '%1' is '%2', not a known dtype")
                                 .arg(field.toString(), c.value(field).toVariant().toString()),
                         field.toString()};
    return fallback;
}

/** The activations' dtype bits (torch_dtype / dtype): what vLLM's "auto" state dtypes follow. */
int modelDtypeBits(ConfigReader &c)
{
    const QString dtype = (c.has(u"torch_dtype") ? c.value(u"torch_dtype") : c.value(u"dtype"))
                                  .toString();
    return dtype == u"float32" ? 32 : 16;
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
    // transformers 5 writes layers_block_type (names) where older configs have the pattern
    QString field = QStringLiteral("hybrid_override_pattern");
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
                return;
            }
            pattern.append(QChar(ch));
        }
    } else if (!c.has(field)) {
        refuse(c, Error {CatalogText::tr("config.json has no '%1'").arg(field), field});
        return;
    }
    if (pattern.size() != m.layers) {
        refuse(c, wrongLength(field, pattern.size(), m.layers));
        return;
    }
    QList<AttentionLayerGroup> perLayer;
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
                return;
            }
            g.kind = AttentionKind::NoMixer;
            g.ffn = LayerFfn::Moe;
            break;
        default: refuse(c, unknownKind(field, QString(pattern.at(i)), i)); return;
        }
        perLayer.append(g);
    }
    m.attentionLayers = mergeGroups(perLayer);
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

void readMoe(ConfigReader &c, const QString &type, ModelSpec &m)
{
    const std::int64_t experts = c.integerOr(ModelField::Experts,
                                             {u"num_local_experts", u"n_routed_experts",
                                              u"num_experts"},
                                             0);
    if (experts <= 0)
        return;
    m.moe.experts = int(experts);
    m.moe.expertsPerToken = int(
            c.integer(ModelField::ExpertsPerToken, {u"num_experts_per_tok", u"experts_per_token"}));
    m.moe.expertIntermediate = int(c.integerOr(ModelField::ExpertIntermediate,
                                               {u"moe_intermediate_size"}, m.intermediate));
    m.moe.sharedExperts = int(c.integerOr(ModelField::SharedExperts, {u"n_shared_experts"}, 0));
    m.moe.firstDenseLayers = int(
            c.integerOr(ModelField::FirstDenseLayers, {u"first_k_dense_replace"}, 0));
    if (const std::int64_t shared = c.integerOr(ModelField::SharedExpertIntermediate,
                                                {u"shared_expert_intermediate_size"}, 0);
        shared > 0) {
        m.moe.sharedExperts = 1;
        m.moe.sharedExpertIntermediate = int(shared);
    }
    // e_score_correction_bias: DeepSeek-V3 and its descendants (noaux_tc routing), gpt-oss
    m.moe.routerBias = isOneOf(type,
                               {u"deepseek_v3", u"deepseek_v32", u"kimi_k2", u"glm_moe_dsa",
                                u"gpt_oss"})
            || c.value(u"topk_method").toString() == u"noaux_tc";
}

/** GLM-5 style indexer sharing (transformers GlmMoeDsaConfig): `indexer_types` ("full" runs the
 *  indexer, "shared" reuses the previous full layer's top-k), else layer i shares unless
 *  max(i - index_skip_topk_offset + 1, 0) mod index_topk_freq == 0 (freq 1: every layer full). */
void readIndexerTypes(ConfigReader &c, ModelSpec &m)
{
    QList<bool> shared;
    const QJsonArray types = c.value(u"indexer_types").toArray();
    if (!types.isEmpty()) {
        if (types.size() != m.layers) {
            refuse(c, wrongLength(QStringLiteral("indexer_types"), types.size(), m.layers));
            return;
        }
        for (qsizetype i = 0; i < types.size(); ++i) {
            const QString t = types.at(i).toString();
            if (t != u"full" && t != u"shared") {
                refuse(c,
                       unknownKind(QStringLiteral("indexer_types"),
                                   types.at(i).toVariant().toString(), i));
                return;
            }
            shared.append(t == u"shared");
        }
    } else {
        const int freq = int(c.integerOr(ModelField::Layers, {u"index_topk_freq"}, 1));
        const int offset = int(c.integerOr(ModelField::Layers, {u"index_skip_topk_offset"}, 2));
        if (freq <= 1)
            return;
        for (int i = 0; i < m.layers; ++i)
            shared.append(std::max(i - offset + 1, 0) % freq != 0);
    }
    if (!shared.contains(true))
        return;
    QList<AttentionLayerGroup> perLayer;
    for (bool s : std::as_const(shared)) {
        AttentionLayerGroup g;
        g.layers = 1;
        g.sharedIndexer = s;
        perLayer.append(g);
    }
    m.attentionLayers = mergeGroups(perLayer);
}

void readMla(ConfigReader &c, ModelSpec &m)
{
    m.mla.kvLoraRank = int(c.integerOr(ModelField::KvLoraRank, {u"kv_lora_rank"}, 0));
    if (m.mla.kvLoraRank <= 0)
        return;
    m.mla.qLoraRank = int(c.integerOr(ModelField::QLoraRank, {u"q_lora_rank"}, 0));
    m.mla.qkRopeHeadDim = int(c.integerOr(ModelField::QkRopeHeadDim, {u"qk_rope_head_dim"}, 64));
    m.mla.qkNopeHeadDim = int(c.integerOr(ModelField::QkNopeHeadDim, {u"qk_nope_head_dim"}, 128));
    m.mla.vHeadDim = int(c.integerOr(ModelField::VHeadDim, {u"v_head_dim"}, 128));
    if (!c.has(u"head_dim")) // a query/key head is nope + rope wide (192 in DeepSeek-V3), not d/H
        m.headDim = m.mla.qkNopeHeadDim + m.mla.qkRopeHeadDim;
    // DeepSeek Sparse Attention (DeepSeek-V3.2, GLM-5): the lightning indexer's sizes
    m.mla.indexHeads = int(c.integerOr(ModelField::IndexHeads, {u"index_n_heads"}, 0));
    if (m.mla.indexHeads <= 0)
        return;
    m.mla.indexHeadDim = int(c.integerOr(ModelField::IndexHeadDim, {u"index_head_dim"}, 128));
    m.mla.indexTopK = int(c.integerOr(ModelField::IndexTopK, {u"index_topk"}, 2048));
    readIndexerTypes(c, m);
}

/** MTP modules (docs/estimation.md, "MTP"): DeepSeek-V3 / GLM / Kimi num_nextn_predict_layers,
 *  Qwen3-Next / Qwen3.5 mtp_num_hidden_layers, MiniMax-M2 use_mtp x num_mtp_modules x
 *  mtp_transformer_layers (modules its published checkpoint does not hold). */
void readMtp(ConfigReader &c, ModelSpec &m)
{
    if (c.has(u"num_nextn_predict_layers")) {
        m.mtp.layers = int(c.integer(ModelField::MtpLayers, {u"num_nextn_predict_layers"}));
        m.mtp.layout = MtpLayout::DeepSeek;
    } else if (c.has(u"mtp_num_hidden_layers")) {
        m.mtp.layers = int(c.integer(ModelField::MtpLayers, {u"mtp_num_hidden_layers"}));
        m.mtp.layout = MtpLayout::Qwen;
        m.mtp.dedicatedEmbeddings = c.boolOr(u"mtp_use_dedicated_embeddings", false);
    } else if (c.boolOr(u"use_mtp", false)) {
        const std::int64_t modules = c.integerOr(ModelField::MtpLayers, {u"num_mtp_modules"}, 1);
        const std::int64_t perModule = c.integerOr(ModelField::MtpLayers,
                                                   {u"mtp_transformer_layers"}, 1);
        m.mtp.layers = int(std::min<std::int64_t>(modules * perModule, 1 << 20));
        m.mtp.layout = MtpLayout::NotReleased;
    }
}

/** A vision_config's fields, named "vision_config.<key>" in messages. */
class VisionReader
{
public:
    explicit VisionReader(const QJsonObject &vision)
        : m_vision(vision)
    { }

    std::optional<Error> error;

    std::int64_t integer(ModelField field, QStringView key, std::int64_t fallback = -1)
    {
        const QString name = u"vision_config." + key.toString();
        const QJsonValue v = m_vision.value(key);
        if (v.isUndefined() || v.isNull()) {
            if (fallback < 0 && !error)
                error = Error {Headroom::CatalogText::tr("config.json has no '%1'").arg(name), name};
            return std::max<std::int64_t>(fallback, 0);
        }
        const auto value = modelFieldValue(v, field, names(name), name);
        if (!value && !error)
            error = value.error();
        return value.value_or(0);
    }
    QJsonValue value(QStringView key) const { return m_vision.value(key); }
    /** Whether `parameters` (computed in floating point: no overflow) is within the limit. */
    bool fits(double parameters)
    {
        const auto most = modelFieldLimit(ModelField::VisionParameters).max;
        if (parameters <= double(most))
            return true;
        if (!error)
            error = Error {Headroom::CatalogText::tr("config.json: 'vision_config' describes a "
                                                     "vision tower of %1 parameters, more than "
                                                     "any model has (at most %2)")
                                   .arg(parameters, 0, 'g', 3)
                                   .arg(most),
                           QStringLiteral("vision_config")};
        return false;
    }

private:
    static ModelFieldNames names(const QString &key)
    {
        return {QStringLiteral("config.json"), [key](ModelField) { return key; }};
    }

    QJsonObject m_vision;
};

/** Qwen3-VL and Qwen3.5 (transformers modeling_qwen3_vl.py Qwen3VLVisionModel; Qwen3.5 is the
 *  same without DeepStack): patch_embed Conv3d (C x T x P x P -> h, bias), pos_embed
 *  (num_position_embeddings x h), depth blocks of 2 LayerNorms + qkv (h -> 3h) + proj (h -> h) +
 *  fc1 (h -> I) + fc2 (I -> h), all with biases: 4h^2 + 2hI + 9h + I each; the merger LayerNorm(h)
 *  + fc1 (4h -> 4h) + fc2 (4h -> out), biases; each DeepStack merger the same with
 *  LayerNorm(4h). The largest image vLLM profiles: the processor's longest_edge of 16,777,216
 *  pixels (preprocessor_config.json, not read: assumed) = 65,536 patches of 16 x 16, merged
 *  2 x 2 into 16,384 tokens. */
void countQwenVision(VisionReader &v, VisionSpec &s)
{
    const std::int64_t h = v.integer(ModelField::VisionHidden, u"hidden_size");
    const std::int64_t i = v.integer(ModelField::VisionIntermediate, u"intermediate_size");
    const std::int64_t depth = v.integer(ModelField::VisionLayers, u"depth");
    const std::int64_t patch = v.integer(ModelField::VisionPatches, u"patch_size");
    const std::int64_t temporal = v.integer(ModelField::VisionPatches, u"temporal_patch_size", 2);
    const std::int64_t channels = v.integer(ModelField::VisionPatches, u"in_channels", 3);
    const std::int64_t positions = v.integer(ModelField::VisionPatches, u"num_position_embeddings");
    const std::int64_t merge = v.integer(ModelField::VisionPatches, u"spatial_merge_size", 2);
    const std::int64_t out = v.integer(ModelField::VisionHidden, u"out_hidden_size");
    const auto deepstack = std::int64_t(v.value(u"deepstack_visual_indexes").toArray().size());
    if (v.error)
        return;
    const auto count = [&](auto one) {
        using T = decltype(one);
        const T merged = T(h) * T(merge) * T(merge);
        const T mergerCommon = merged * merged + merged + merged * T(out) + T(out);
        return T(channels) * T(temporal) * T(patch) * T(patch) * T(h) + T(h) + T(positions) * T(h)
                + T(depth) * (4 * T(h) * T(h) + 2 * T(h) * T(i) + 9 * T(h) + T(i))
                + (2 * T(h) + mergerCommon) + T(deepstack) * (2 * merged + mergerCommon);
    };
    if (!v.fits(count(0.0)))
        return;
    s.parameters = count(std::int64_t(0));
    s.layers = int(depth);
    s.hidden = int(h);
    s.intermediate = int(i);
    constexpr std::int64_t kLongestEdgePixels = 16777216; // Qwen3-VL preprocessor max pixels
    s.patchesPerImage = patch > 0 ? kLongestEdgePixels / (patch * patch) : 0;
    s.tokensPerImage = merge > 0 ? s.patchesPerImage / (merge * merge) : 0;
}

/** Gemma 3 (transformers modeling_siglip.py SiglipVisionModel without the pooling head, and
 *  modeling_gemma3.py Gemma3MultiModalProjector): patch_embedding Conv2d (3 x P x P -> h, bias),
 *  position_embedding ((image / P)^2 x h), layers of 2 LayerNorms + q, k, v, out (h -> h) + fc1
 *  (h -> I) + fc2 (I -> h), biases: 4h^2 + 2hI + 9h + I each; post_layernorm 2h; the projector's
 *  mm_soft_emb_norm (RMSNorm h) and mm_input_projection_weight (h x text hidden). One image is
 *  (image / P)^2 patches, pooled to mm_tokens_per_image tokens. */
void countSiglipVision(VisionReader &v, const QJsonObject &root, const ModelSpec &m, VisionSpec &s)
{
    const std::int64_t h = v.integer(ModelField::VisionHidden, u"hidden_size");
    const std::int64_t i = v.integer(ModelField::VisionIntermediate, u"intermediate_size");
    const std::int64_t layers = v.integer(ModelField::VisionLayers, u"num_hidden_layers");
    const std::int64_t patch = v.integer(ModelField::VisionPatches, u"patch_size");
    const std::int64_t image = v.integer(ModelField::VisionPatches, u"image_size");
    const std::int64_t channels = v.integer(ModelField::VisionPatches, u"num_channels", 3);
    if (v.error)
        return;
    if (v.value(u"vision_use_head").toBool(false)) {
        v.error = Error {Headroom::CatalogText::tr("config.json: 'vision_config.vision_use_head' "
                                                   "is true; Headroom counts SigLIP towers "
                                                   "without the pooling head only"),
                         QStringLiteral("vision_config.vision_use_head")};
        return;
    }
    const std::int64_t side = patch > 0 ? image / patch : 0;
    const auto count = [&](auto one) {
        using T = decltype(one);
        return T(channels) * T(patch) * T(patch) * T(h) + T(h) + T(side) * T(side) * T(h)
                + T(layers) * (4 * T(h) * T(h) + 2 * T(h) * T(i) + 9 * T(h) + T(i)) + 3 * T(h)
                + T(h) * T(m.hidden);
    };
    if (!v.fits(count(0.0)))
        return;
    s.patchesPerImage = side * side;
    s.parameters = count(std::int64_t(0));
    s.layers = int(layers);
    s.hidden = int(h);
    s.intermediate = int(i);
    const QJsonValue tokens = root.value(u"mm_tokens_per_image");
    s.tokensPerImage = tokens.isDouble() ? std::clamp<std::int64_t>(tokens.toInteger(), 0, 1 << 24)
                                         : 256;
}

/** MoonViT (Kimi-VL, Kimi-K2.5), described by vt_* fields with an empty model_type (vLLM
 *  model_executor/models/kimi_k25_vit.py; the tensors of moonshotai/Kimi-K2.5's checkpoint):
 *  patch_embed.proj Conv2d (3 x P x P -> h, bias), pos_emb (init_pos_emb_height x width x h),
 *  vt_num_hidden_layers blocks of norm0, norm1 (LayerNorm, 2h each) + wqkv (h -> 3h) + wo
 *  (h -> h) + fc0 (h -> I) + fc1 (I -> h), biases: 4h^2 + 2hI + 9h + I each; final_layernorm
 *  2h; the patch merger (mm_projector) pre_norm (LayerNorm h) + proj.0 (k h -> k h) + proj.2
 *  (k h -> text hidden), biases, k = the merge kernel's area. The largest image: the processor's
 *  in_patch_limit of 16,384 patches (preprocessor_config.json, not read: assumed), merged k to
 *  one token. */
void countMoonVit(VisionReader &v, const ModelSpec &m, VisionSpec &s)
{
    const std::int64_t h = v.integer(ModelField::VisionHidden, u"vt_hidden_size");
    const std::int64_t i = v.integer(ModelField::VisionIntermediate, u"vt_intermediate_size");
    const std::int64_t layers = v.integer(ModelField::VisionLayers, u"vt_num_hidden_layers");
    const std::int64_t patch = v.integer(ModelField::VisionPatches, u"patch_size");
    const std::int64_t posH = v.integer(ModelField::VisionPatches, u"init_pos_emb_height");
    const std::int64_t posW = v.integer(ModelField::VisionPatches, u"init_pos_emb_width");
    const std::int64_t text = v.integer(ModelField::VisionHidden, u"text_hidden_size", m.hidden);
    std::int64_t kernel = 1;
    for (const QJsonValue side : v.value(u"merge_kernel_size").toArray())
        kernel *= std::clamp<std::int64_t>(side.toInteger(1), 1, 16);
    if (v.error)
        return;
    const auto count = [&](auto one) {
        using T = decltype(one);
        const T merged = T(kernel) * T(h);
        return 3 * T(patch) * T(patch) * T(h) + T(h) + T(posH) * T(posW) * T(h)
                + T(layers) * (4 * T(h) * T(h) + 2 * T(h) * T(i) + 9 * T(h) + T(i)) + 2 * T(h)
                + 2 * T(h) + merged * merged + merged + merged * T(text) + T(text);
    };
    if (!v.fits(count(0.0)))
        return;
    s.kind = s.kind.isEmpty() ? QStringLiteral("moonvit") : s.kind;
    s.parameters = count(std::int64_t(0));
    s.layers = int(layers);
    s.hidden = int(h);
    s.intermediate = int(i);
    constexpr std::int64_t kInPatchLimit = 16384; // Kimi processors' in_patch_limit (assumed)
    s.patchesPerImage = kInPatchLimit;
    s.tokensPerImage = kInPatchLimit / kernel;
}

/** vision_config of a multimodal config.json. A tower it cannot count (an unknown kind, a field
 *  missing or out of range) leaves the text model readable and says why in
 *  VisionSpec::uncounted, naming the field: an estimate then needs the deployment to be text
 *  only (never a silent guess). */
void readVision(const QJsonObject &root, ModelSpec &m)
{
    const QJsonValue value = root.value(u"vision_config");
    if (value.isUndefined() || value.isNull())
        return;
    VisionSpec s;
    const auto uncounted = [&m, &s](const Error &error) {
        m.vision = VisionSpec {};
        m.vision.kind = s.kind;
        m.vision.uncounted = error.message;
        m.vision.uncountedField = error.detail;
    };
    if (!value.isObject())
        return uncounted(Error {CatalogText::tr("config.json: 'vision_config' is not an object"),
                                QStringLiteral("vision_config")});
    const QJsonObject config = value.toObject();
    VisionReader v(config);
    const QString kind = config.value(u"model_type").toString();
    s.kind = kind.left(60);
    if (config.contains(u"vt_hidden_size"))
        countMoonVit(v, m, s);
    else if (kind.startsWith(u"qwen3_vl") || kind.startsWith(u"qwen3_5"))
        countQwenVision(v, s);
    else if (kind == u"siglip_vision_model")
        countSiglipVision(v, root, m, s);
    else
        return uncounted(Error {CatalogText::tr("config.json: 'vision_config.model_type' is '%1', "
                                                "a vision tower Headroom cannot count")
                                        .arg(kind.left(60)),
                                QStringLiteral("vision_config.model_type")});
    if (v.error)
        return uncounted(*v.error);
    m.vision = s;
}

} // namespace

std::optional<WeightFormat> hfWeightFormat(const QJsonObject &root)
{
    const ConfigReader c(root);
    if (const auto quantized = hfQuantizationFormat(root); quantized && *quantized)
        return **quantized;
    const QString dtype = (c.has(u"torch_dtype") ? c.value(u"torch_dtype") : c.value(u"dtype"))
                                  .toString();
    if (dtype == u"bfloat16")
        return WeightFormat::Bf16;
    if (dtype == u"float16")
        return WeightFormat::Fp16;
    if (dtype == u"float32") // as stored; deploymentdefaults.h serves it in 16 bits
        return WeightFormat::Fp32;
    return std::nullopt;
}

namespace {

/** OPT and Falcon: plain MLP, LayerNorm, their own names for the MLP width and KV heads. */
void readOptOrFalcon(ConfigReader &c, bool opt, ModelSpec &m)
{
    m.mlp = MlpKind::Plain;
    m.norm = NormKind::LayerNorm;
    const std::int64_t fallback = 4 * std::int64_t(m.hidden);
    if (opt) {
        m.intermediate = int(c.integerOr(ModelField::Intermediate, {u"ffn_dim"}, fallback));
        m.attentionBias = m.outputProjectionBias = m.mlpBias = c.boolOr(u"enable_bias", true);
        m.learnedPositions = true;
        return;
    }
    m.intermediate = int(c.integerOr(ModelField::Intermediate, {u"ffn_hidden_size"}, fallback));
    m.attentionBias = m.outputProjectionBias = m.mlpBias = c.boolOr(u"bias", false);
    if (c.boolOr(u"new_decoder_architecture", false))
        m.kvHeads = int(c.integerOr(ModelField::KvHeads, {u"num_kv_heads"}, m.heads));
    else
        m.kvHeads = c.boolOr(u"multi_query", true) ? 1 : m.heads;
    if (!c.boolOr(u"new_decoder_architecture", false) && c.boolOr(u"parallel_attn", true))
        m.normsPerLayer = 1; // 7B: one shared input LayerNorm
}

/** RWKV (transformers RwkvConfig for model_type "rwkv", RWKV-4; the RWKV organisation's
 *  Rwkv6Config for "rwkv6"): attention-free blocks of time mixing and channel mixing
 *  (parametercount.cpp rwkvParts()), a LayerNorm pre_ln before the first block, LayerNorm ln_out,
 *  untied head. No per-token KV: each block keeps a constant state per sequence (kvcache.cpp).
 *  RWKV-6 heads = attention_hidden_size / head_size; its intermediate_size, when null, is
 *  (hidden x 3.5) // 32 x 32 (modeling_rwkv6.py). Other RWKV generations (rwkv5, rwkv7) have
 *  other blocks and are refused, naming model_type. */
Result<void> readRwkv(ConfigReader &c, const QString &type, ModelSpec &m)
{
    if (type != u"rwkv" && type != u"rwkv6")
        return fail(CatalogText::tr("config.json: 'model_type' is '%1', an RWKV generation "
                                    "Headroom cannot count (it reads 'rwkv' and 'rwkv6')")
                            .arg(type.left(60)),
                    QStringLiteral("model_type"));
    const bool v6 = type == u"rwkv6";
    m.layers = int(c.integer(ModelField::Layers, {u"num_hidden_layers"}));
    m.hidden = int(c.integer(ModelField::Hidden, {u"hidden_size"}));
    m.vocab = int(c.integer(ModelField::Vocab, {u"vocab_size"}));
    if (c.error)
        return std::unexpected(*c.error);
    const int attention = int(c.integerOr(ModelField::Hidden, {u"attention_hidden_size"}, m.hidden));
    const std::int64_t defaultWidth = v6 ? std::int64_t(m.hidden) * 7 / 2 / 32 * 32
                                         : 4 * std::int64_t(m.hidden);
    m.intermediate = int(
            c.integerOr(ModelField::Intermediate, {u"intermediate_size"}, defaultWidth));
    const int headSize = v6 ? int(c.integer(ModelField::HeadDim, {u"head_size"})) : 1;
    if (c.error)
        return std::unexpected(*c.error);
    if (headSize <= 0 || attention % headSize != 0)
        return fail(CatalogText::tr("config.json: 'attention_hidden_size' %1 is not a whole "
                                    "number of 'head_size' %2 heads")
                            .arg(attention)
                            .arg(headSize),
                    QStringLiteral("head_size"));
    m.heads = m.kvHeads = attention / headSize;
    m.headDim = headSize;
    m.maxContext = c.integerOr(ModelField::MaxContext, {u"context_length"}, 0);
    m.tiedEmbeddings = c.boolOr(u"tie_word_embeddings", false);
    m.norm = NormKind::LayerNorm;
    m.mlp = MlpKind::Plain;
    m.normsPerLayer = 2; // ln1, ln2
    m.extraParameters = 2 * std::int64_t(m.hidden); // blocks.0.pre_ln, weight and bias
    RecurrentSpec &r = m.recurrent;
    r.keyHeads = 0;
    r.valueHeads = m.heads;
    r.keyHeadDim = r.valueHeadDim = headSize;
    r.convKernel = 3; // the token shift: the previous token's two inputs (kvcache.cpp)
    r.convStateBits = modelDtypeBits(c);
    r.ssmStateBits = 32; // transformers keeps num / den / max and the WKV state in float32
    AttentionLayerGroup g;
    g.layers = m.layers;
    g.kind = v6 ? AttentionKind::Rwkv6 : AttentionKind::Rwkv4;
    g.ffn = LayerFfn::NoFfn;
    m.attentionLayers = {g};
    return {};
}

/** A config.json whose fields describe layers other than attention (state-space, linear or
 *  recurrent mixers: Jamba, Bamba, Falcon-H1, Granite-4 hybrids, Mamba, RecurrentGemma,
 *  MiniMax-Text-01's lightning attention) under a model_type no reader above handles: an error
 *  naming the first such field, never a silent all-attention guess. */
std::optional<Error> unreadMixers(ConfigReader &c, const QString &type)
{
    for (const char16_t *key :
         {u"attn_layer_period", u"attn_layer_offset", u"attn_layer_indices", u"block_types",
          u"mamba_d_state", u"mamba_d_conv", u"mamba_expand", u"mamba_n_heads", u"mamba_num_heads",
          u"ssm_state_size", u"state_size", u"time_step_rank", u"linear_num_value_heads",
          u"layers_block_type", u"hybrid_override_pattern", u"lru_width"}) {
        if (c.has(key))
            return Error {CatalogText::tr("config.json: '%1' describes layers that are not "
                                          "attention, which Headroom cannot read for "
                                          "model_type '%2'")
                                  .arg(QStringView(key).toString(), type.left(60)),
                          QStringView(key).toString()};
    }
    // MiniMax-M2 states attn_type_list with every layer 1 (softmax attention); a 0 is a
    // lightning (linear) attention layer (MiniMax-Text-01)
    const QJsonArray kinds = c.value(u"attn_type_list").toArray();
    for (qsizetype i = 0; i < kinds.size(); ++i) {
        if (kinds.at(i).toInt(-1) != 1)
            return unknownKind(QStringLiteral("attn_type_list"), kinds.at(i).toVariant().toString(),
                               i);
    }
    return std::nullopt;
}

/** The sizes every model states; an error when one is missing, bad, or zero. */
Result<void> readSizes(ConfigReader &c, ModelSpec &m)
{
    // transformers 5 Nemotron-H configs state the blocks (layers_block_type), not their count
    if (const QJsonValue blocks = c.value(u"layers_block_type");
        blocks.isArray() && !c.has(u"num_hidden_layers"))
        m.layers = int(std::min<qsizetype>(blocks.toArray().size(), 1 << 20));
    else
        m.layers = int(
                c.integer(ModelField::Layers, {u"num_hidden_layers", u"n_layer", u"num_layers"}));
    m.hidden = int(c.integer(ModelField::Hidden, {u"hidden_size", u"d_model", u"n_embd"}));
    m.heads = int(c.integer(ModelField::Heads, {u"num_attention_heads", u"n_head"}));
    m.vocab = int(c.integer(ModelField::Vocab, {u"vocab_size"}));
    if (c.error)
        return std::unexpected(*c.error);
    const ModelFieldNames names = c.names();
    if (auto r = checkModelField(ModelField::Layers, m.layers, names); !r)
        return r;
    if (auto r = checkModelField(ModelField::Hidden, m.hidden, names); !r)
        return r;
    return checkModelField(ModelField::Heads, m.heads, names);
}

} // namespace

Result<ModelSpec> modelSpecFromHfConfig(const QJsonDocument &document)
{
    return modelSpecFromHfConfig(document, {});
}

Result<ModelSpec> modelSpecFromHfConfig(const QJsonDocument &document,
                                        const QJsonObject &hfQuantConfig)
{
    if (!document.isObject())
        return fail(CatalogText::tr("config.json is not a JSON object"));
    const QJsonObject root = document.object();
    ConfigReader c(root);
    ModelSpec m;
    const QString type = c.value(u"model_type").toString();
    if (type.isEmpty())
        return fail(CatalogText::tr("config.json has no '%1'").arg(u"model_type"),
                    QStringLiteral("model_type"));
    m.architecture = type;
    m.hfId = root.value(u"_name_or_path").toString();
    if (type.startsWith(u"rwkv")) {
        if (auto rwkv = readRwkv(c, type, m); !rwkv)
            return std::unexpected(rwkv.error());
        if (auto limits = checkModelLimits(m, c.names()); !limits)
            return std::unexpected(limits.error());
        if (const auto format = hfWeightFormat(root))
            m.defaultWeightFormat = weightFormatId(*format);
        if (auto quantization = readHfQuantization(root, hfQuantConfig, m); !quantization)
            return std::unexpected(quantization.error());
        m.provenance.source = CatalogText::tr("Hugging Face config.json");
        return m;
    }
    const bool hybridReader = type == u"nemotron_h"
            || isOneOf(type,
                       {u"qwen3_next", u"qwen3_5", u"qwen3_5_text", u"qwen3_5_moe",
                        u"qwen3_5_moe_text"});
    if (!hybridReader) {
        if (auto unread = unreadMixers(c, type))
            return std::unexpected(*unread);
    }
    if (auto sizes = readSizes(c, m); !sizes)
        return std::unexpected(sizes.error());

    const bool opt = type == u"opt";
    const bool falcon = type == u"falcon";
    if (opt || falcon) {
        readOptOrFalcon(c, opt, m);
    } else if (c.has(u"intermediate_size") || !c.has(u"moe_intermediate_size")) {
        m.intermediate = int(c.integer(ModelField::Intermediate, {u"intermediate_size"}));
    }
    if (m.kvHeads == 0)
        m.kvHeads = int(c.integerOr(ModelField::KvHeads, {u"num_key_value_heads"}, m.heads));
    m.headDim = int(c.integerOr(ModelField::HeadDim, {u"head_dim"}, m.hidden / m.heads));
    m.maxContext = c.integerOr(ModelField::MaxContext, {u"max_position_embeddings", u"n_positions"},
                               falcon ? 2048 : 0);
    const bool tiedByDefault = opt || falcon || type.startsWith(u"gemma");
    m.tiedEmbeddings = c.boolOr(u"tie_word_embeddings", tiedByDefault);

    if (isOneOf(type, {u"qwen2", u"qwen2_moe"})) {
        m.attentionBias = true; // Qwen2: q, k, v biases, none on o_proj
    } else if (type == u"glm4_moe") {
        m.attentionBias = c.boolOr(u"attention_bias", false); // Glm4MoeAttention: o_proj unbiased
    } else if (!opt && !falcon && c.boolOr(u"attention_bias", false)) {
        m.attentionBias = m.outputProjectionBias = true; // Llama-style attention_bias: q, k, v, o
    }
    if (c.boolOr(u"mlp_bias", false))
        m.mlpBias = true;
    m.qkNorm = isOneOf(type,
                       {u"qwen3", u"qwen3_moe", u"gemma3", u"gemma3_text", u"qwen3_vl_text",
                        u"qwen3_vl_moe_text"})
            || (type == u"glm4_moe" && c.boolOr(u"use_qk_norm", false)); // q_norm, k_norm
    if (type.startsWith(u"gemma2") || type.startsWith(u"gemma3"))
        m.normsPerLayer = 4;

    readMoe(c, type, m);
    if (type == u"gpt_oss") {
        m.mlpBias = true; // expert biases
        m.extraParameters += std::int64_t(m.layers) * m.heads; // attention sinks, one per head
    }
    if (type == u"qwen2_moe" && m.moe.sharedExperts > 0)
        m.extraParameters += std::int64_t(m.layers) * m.hidden; // shared_expert_gate d -> 1
    readMla(c, m);
    if (isOneOf(type,
                {u"qwen3_next", u"qwen3_5", u"qwen3_5_text", u"qwen3_5_moe", u"qwen3_5_moe_text"}))
        readGatedDeltaNetHybrid(c, m);
    else if (isOneOf(type, {u"llama4", u"llama4_text"}))
        readLlama4Layers(c, m);
    else if (type == u"nemotron_h")
        readNemotronH(c, m);
    else
        readAttentionLayers(c, type, m);
    readMtp(c, m);
    // Qwen3-Next configs state no MTP field, yet the checkpoints hold one MTP layer (mtp.fc,
    // mtp.layers.0.*: 81,324,862,720 tensors' parameters in all) that vLLM's qwen3_next_mtp loads
    if (type == u"qwen3_next" && !m.mtp.hasMtp() && !c.has(u"mtp_num_hidden_layers")) {
        m.mtp.layers = 1;
        m.mtp.layout = MtpLayout::Qwen;
    }
    if (c.error)
        return std::unexpected(*c.error);
    readVision(root, m);
    if (auto limits = checkModelLimits(m, c.names()); !limits)
        return std::unexpected(limits.error());
    if (const auto format = hfWeightFormat(root))
        m.defaultWeightFormat = weightFormatId(*format);
    if (auto quantization = readHfQuantization(root, hfQuantConfig, m); !quantization)
        return std::unexpected(quantization.error());
    m.provenance.source = CatalogText::tr("Hugging Face config.json");
    return m;
}

QJsonDocument parseHfConfigJson(const QByteArray &text, QJsonParseError *error)
{
    QJsonDocument document = QJsonDocument::fromJson(text, error);
    if (!error || error->error == QJsonParseError::NoError)
        return document;
    // Python's json.dumps writes NaN / Infinity / -Infinity outside strings: make them null
    QByteArray fixed;
    fixed.reserve(text.size());
    bool inString = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char ch = text.at(i);
        if (inString) {
            fixed.append(ch);
            if (ch == '\\' && i + 1 < text.size())
                fixed.append(text.at(++i));
            else if (ch == '"')
                inString = false;
            continue;
        }
        if (ch == '"')
            inString = true;
        const QByteArrayView rest = QByteArrayView(text).sliced(i);
        bool replaced = false;
        for (const char *token : {"-Infinity", "Infinity", "NaN"}) {
            if (rest.startsWith(token)) {
                fixed.append("null");
                i += qsizetype(qstrlen(token)) - 1;
                replaced = true;
                break;
            }
        }
        if (!replaced)
            fixed.append(ch);
    }
    QJsonParseError second;
    document = QJsonDocument::fromJson(fixed, &second);
    if (second.error == QJsonParseError::NoError)
        *error = second;
    return document;
}

Result<ModelSpec> readHfConfigFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(CatalogText::tr("Cannot read %1: %2").arg(path, file.errorString()), path);
    QJsonParseError error;
    const QJsonDocument document = parseHfConfigJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError)
        return fail(CatalogText::tr("%1 is not valid JSON: %2 at offset %3")
                            .arg(path, error.errorString())
                            .arg(error.offset),
                    path);
    // ModelOpt writes its quantization beside config.json, as hf_quant_config.json
    const QFileInfo info(path);
    QStringList candidates;
    if (const QString name = info.fileName(); name.endsWith(u"_config.json"))
        candidates.append(name.chopped(int(sizeof("config.json") - 1)) + u"hf_quant_config.json");
    candidates.append(QStringLiteral("hf_quant_config.json"));
    QJsonObject hfQuant;
    for (const QString &candidate : std::as_const(candidates)) {
        const QString quantPath = info.dir().filePath(candidate);
        if (candidate == info.fileName() || !QFileInfo::exists(quantPath))
            continue;
        QFile quantFile(quantPath);
        if (!quantFile.open(QIODevice::ReadOnly))
            return fail(CatalogText::tr("Cannot read %1: %2").arg(quantPath, quantFile.errorString()),
                        quantPath);
        const QJsonDocument quant = QJsonDocument::fromJson(quantFile.readAll(), &error);
        if (error.error != QJsonParseError::NoError || !quant.isObject())
            return fail(CatalogText::tr("%1 is not valid JSON: %2 at offset %3")
                                .arg(quantPath, error.errorString())
                                .arg(error.offset),
                        quantPath);
        hfQuant = quant.object();
        break;
    }
    return modelSpecFromHfConfig(document, hfQuant);
}

} // namespace Headroom
