#include "catalog/hfconfig.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>

namespace Headroom {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Headroom::Catalog", text);
}

/** The text model's fields, falling back to the root (multimodal configs nest text_config). */
class ConfigReader
{
public:
    explicit ConfigReader(const QJsonObject &root)
        : m_root(root)
        , m_text(root.value(u"text_config").toObject())
    { }

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

    /** First present key among `keys`; error when none is present or it is not a number. */
    Result<std::int64_t> integer(std::initializer_list<QStringView> keys) const
    {
        for (QStringView key : keys) {
            if (!has(key))
                continue;
            const QJsonValue v = value(key);
            if (!v.isDouble() || v.toDouble() < 0)
                return fail(tr("config.json field '%1' is not a non-negative number")
                                    .arg(key.toString()),
                            key.toString());
            return std::int64_t(v.toDouble());
        }
        return fail(tr("config.json has no '%1'").arg(keys.begin()->toString()),
                    keys.begin()->toString());
    }
    std::int64_t integerOr(std::initializer_list<QStringView> keys, std::int64_t fallback) const
    {
        for (QStringView key : keys) {
            if (has(key) && value(key).isDouble())
                return std::int64_t(value(key).toDouble());
        }
        return fallback;
    }
    bool boolOr(QStringView key, bool fallback) const
    {
        return has(key) && value(key).isBool() ? value(key).toBool() : fallback;
    }

private:
    QJsonObject m_root;
    QJsonObject m_text;
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

void readAttentionLayers(const ConfigReader &c, const QString &type, ModelSpec &m)
{
    const int window = int(c.integerOr({u"sliding_window"}, 0));
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
        const int pattern = int(c.integerOr({u"sliding_window_pattern"}, 6));
        for (int i = 0; i < m.layers; ++i)
            sliding.append(pattern <= 0 || (i + 1) % pattern != 0); // 5 local : 1 global
    } else if (isOneOf(type, {u"qwen2", u"qwen2_moe", u"qwen3", u"qwen3_moe"})) {
        if (!c.boolOr(u"use_sliding_window", false))
            return;
        const int full = int(c.integerOr({u"max_window_layers"}, m.layers));
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

Result<void> readMoe(const ConfigReader &c, const QString &type, ModelSpec &m)
{
    const std::int64_t experts = c.integerOr({u"num_local_experts", u"n_routed_experts",
                                              u"num_experts"},
                                             0);
    if (experts <= 0)
        return {};
    m.moe.experts = int(experts);
    const auto perToken = c.integer({u"num_experts_per_tok", u"experts_per_token"});
    if (!perToken)
        return std::unexpected(perToken.error());
    m.moe.expertsPerToken = int(*perToken);
    m.moe.expertIntermediate = int(c.integerOr({u"moe_intermediate_size"}, m.intermediate));
    m.moe.sharedExperts = int(c.integerOr({u"n_shared_experts"}, 0));
    m.moe.firstDenseLayers = int(c.integerOr({u"first_k_dense_replace"}, 0));
    if (const std::int64_t shared = c.integerOr({u"shared_expert_intermediate_size"}, 0);
        shared > 0) {
        m.moe.sharedExperts = 1;
        m.moe.sharedExpertIntermediate = int(shared);
    }
    m.moe.routerBias = type == u"deepseek_v3" || type == u"gpt_oss"; // e_score_correction_bias
    return {};
}

void readMla(const ConfigReader &c, ModelSpec &m)
{
    m.mla.kvLoraRank = int(c.integerOr({u"kv_lora_rank"}, 0));
    if (m.mla.kvLoraRank <= 0)
        return;
    m.mla.qLoraRank = int(c.integerOr({u"q_lora_rank"}, 0));
    m.mla.qkRopeHeadDim = int(c.integerOr({u"qk_rope_head_dim"}, 64));
    m.mla.qkNopeHeadDim = int(c.integerOr({u"qk_nope_head_dim"}, 128));
    m.mla.vHeadDim = int(c.integerOr({u"v_head_dim"}, 128));
}

} // namespace

std::optional<WeightFormat> hfWeightFormat(const QJsonObject &root)
{
    const ConfigReader c(root);
    const QJsonObject q = root.value(u"quantization_config").toObject();
    const QString method = q.value(u"quant_method").toString().toLower();
    const int bits = q.value(u"bits").toInt(4);
    if (method == u"awq")
        return bits == 8 ? WeightFormat::Int8 : WeightFormat::Int4Awq;
    if (method == u"gptq")
        return bits == 8 ? WeightFormat::Int8 : WeightFormat::Int4Gptq;
    if (method == u"fp8" || method == u"fbgemm_fp8")
        return WeightFormat::Fp8;
    if (method == u"mxfp4") // gpt-oss experts: 4 bits + 8-bit scale per 32 = 4.25, like AWQ
        return WeightFormat::Int4Awq;
    if (method == u"bitsandbytes") {
        if (q.value(u"load_in_4bit").toBool())
            return WeightFormat::Nf4;
        if (q.value(u"load_in_8bit").toBool())
            return WeightFormat::Int8;
    }
    const QString dtype = (c.has(u"torch_dtype") ? c.value(u"torch_dtype") : c.value(u"dtype"))
                                  .toString();
    if (dtype == u"bfloat16")
        return WeightFormat::Bf16;
    if (dtype == u"float16")
        return WeightFormat::Fp16;
    if (dtype == u"float32")
        return WeightFormat::Fp32;
    return std::nullopt;
}

Result<ModelSpec> modelSpecFromHfConfig(const QJsonDocument &document)
{
    if (!document.isObject())
        return fail(tr("config.json is not a JSON object"));
    const QJsonObject root = document.object();
    const ConfigReader c(root);
    ModelSpec m;
    const QString type = c.value(u"model_type").toString();
    if (type.isEmpty())
        return fail(tr("config.json has no '%1'").arg(u"model_type"), QStringLiteral("model_type"));
    m.architecture = type;
    m.hfId = root.value(u"_name_or_path").toString();

    const auto layers = c.integer({u"num_hidden_layers", u"n_layer", u"num_layers"});
    const auto hidden = c.integer({u"hidden_size", u"d_model", u"n_embd"});
    const auto heads = c.integer({u"num_attention_heads", u"n_head"});
    const auto vocab = c.integer({u"vocab_size"});
    for (const auto *r : {&layers, &hidden, &heads, &vocab}) {
        if (!*r)
            return std::unexpected(r->error());
    }
    m.layers = int(*layers);
    m.hidden = int(*hidden);
    m.heads = int(*heads);
    m.vocab = int(*vocab);
    if (m.layers <= 0 || m.hidden <= 0 || m.heads <= 0)
        return fail(tr("config.json states zero layers, hidden size or heads"),
                    QStringLiteral("num_hidden_layers"));

    const bool opt = type == u"opt";
    const bool falcon = type == u"falcon";
    if (opt || falcon) {
        m.mlp = MlpKind::Plain;
        m.norm = NormKind::LayerNorm;
    }
    if (opt) {
        m.intermediate = int(c.integerOr({u"ffn_dim"}, 4 * std::int64_t(m.hidden)));
        m.attentionBias = m.outputProjectionBias = m.mlpBias = c.boolOr(u"enable_bias", true);
        m.learnedPositions = true;
    } else if (falcon) {
        m.intermediate = int(c.integerOr({u"ffn_hidden_size"}, 4 * std::int64_t(m.hidden)));
        m.attentionBias = m.outputProjectionBias = m.mlpBias = c.boolOr(u"bias", false);
        if (c.boolOr(u"new_decoder_architecture", false))
            m.kvHeads = int(c.integerOr({u"num_kv_heads"}, m.heads));
        else
            m.kvHeads = c.boolOr(u"multi_query", true) ? 1 : m.heads;
        if (!c.boolOr(u"new_decoder_architecture", false) && c.boolOr(u"parallel_attn", true))
            m.normsPerLayer = 1; // 7B: one shared input LayerNorm
    } else {
        const auto intermediate = c.integer({u"intermediate_size"});
        if (!intermediate && !c.has(u"moe_intermediate_size"))
            return std::unexpected(intermediate.error());
        m.intermediate = int(intermediate.value_or(0));
    }
    if (m.kvHeads == 0)
        m.kvHeads = int(c.integerOr({u"num_key_value_heads"}, m.heads));
    m.headDim = int(c.integerOr({u"head_dim"}, m.hidden / m.heads));
    m.maxContext = c.integerOr({u"max_position_embeddings", u"n_positions"}, falcon ? 2048 : 0);
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

    if (auto moe = readMoe(c, type, m); !moe)
        return std::unexpected(moe.error());
    if (type == u"gpt_oss") {
        m.mlpBias = true; // expert biases
        m.extraParameters += std::int64_t(m.layers) * m.heads; // attention sinks, one per head
    }
    if (type == u"qwen2_moe" && m.moe.sharedExperts > 0)
        m.extraParameters += std::int64_t(m.layers) * m.hidden; // shared_expert_gate d -> 1
    readMla(c, m);
    readAttentionLayers(c, type, m);
    if (const auto format = hfWeightFormat(root))
        m.defaultWeightFormat = weightFormatId(*format);
    m.provenance.source = tr("Hugging Face config.json");
    return m;
}

Result<ModelSpec> readHfConfigFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(tr("Cannot read %1: %2").arg(path, file.errorString()), path);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError)
        return fail(tr("%1 is not valid JSON: %2 at offset %3")
                            .arg(path, error.errorString())
                            .arg(error.offset),
                    path);
    return modelSpecFromHfConfig(document);
}

} // namespace Headroom
