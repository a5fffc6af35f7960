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

void readAttentionLayers(ConfigReader &c, const QString &type, ModelSpec &m)
{
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
    m.moe.routerBias = type == u"deepseek_v3" || type == u"gpt_oss"; // e_score_correction_bias
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

/** vision_config of a multimodal config.json; an error naming the field for a tower it cannot
 *  count (never a silent guess). */
std::optional<Error> readVision(const QJsonObject &root, ModelSpec &m)
{
    const QJsonValue value = root.value(u"vision_config");
    if (value.isUndefined() || value.isNull())
        return std::nullopt;
    if (!value.isObject())
        return Error {CatalogText::tr("config.json: 'vision_config' is not an object"),
                      QStringLiteral("vision_config")};
    const QJsonObject config = value.toObject();
    VisionReader v(config);
    const QString kind = config.value(u"model_type").toString();
    VisionSpec s;
    s.kind = kind;
    if (kind.startsWith(u"qwen3_vl") || kind.startsWith(u"qwen3_5"))
        countQwenVision(v, s);
    else if (kind == u"siglip_vision_model")
        countSiglipVision(v, root, m, s);
    else
        return Error {CatalogText::tr("config.json: 'vision_config.model_type' is '%1', a vision "
                                      "tower Headroom cannot count")
                              .arg(kind.left(60)),
                      QStringLiteral("vision_config.model_type")};
    if (v.error)
        return v.error;
    m.vision = s;
    return std::nullopt;
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

/** The sizes every model states; an error when one is missing, bad, or zero. */
Result<void> readSizes(ConfigReader &c, ModelSpec &m)
{
    m.layers = int(c.integer(ModelField::Layers, {u"num_hidden_layers", u"n_layer", u"num_layers"}));
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
    } else if (!opt && !falcon && c.boolOr(u"attention_bias", false)) {
        m.attentionBias = m.outputProjectionBias = true; // Llama-style attention_bias: q, k, v, o
    }
    if (c.boolOr(u"mlp_bias", false))
        m.mlpBias = true;
    m.qkNorm = isOneOf(type,
                       {u"qwen3", u"qwen3_moe", u"gemma3", u"gemma3_text", u"qwen3_vl_text",
                        u"qwen3_vl_moe_text"});
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
    readAttentionLayers(c, type, m);
    readMtp(c, m);
    if (c.error)
        return std::unexpected(*c.error);
    if (auto vision = readVision(root, m))
        return std::unexpected(*vision);
    if (auto limits = checkModelLimits(m, c.names()); !limits)
        return std::unexpected(limits.error());
    if (const auto format = hfWeightFormat(root))
        m.defaultWeightFormat = weightFormatId(*format);
    if (auto quantization = readHfQuantization(root, hfQuantConfig, m); !quantization)
        return std::unexpected(quantization.error());
    m.provenance.source = CatalogText::tr("Hugging Face config.json");
    return m;
}

Result<ModelSpec> readHfConfigFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(CatalogText::tr("Cannot read %1: %2").arg(path, file.errorString()), path);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
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
