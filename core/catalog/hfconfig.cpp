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
    m.qkNorm = isOneOf(type, {u"qwen3", u"qwen3_moe", u"gemma3", u"gemma3_text"});
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
    if (c.error)
        return std::unexpected(*c.error);
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
