#include "catalog/hfconfig_p.h"

namespace Headroom::HfConfigDetail {

namespace {

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

} // namespace

ConfigReader::ConfigReader(const QJsonObject &root)
    : m_root(root)
    , m_text(root.value(u"text_config").toObject())
{ }

QJsonValue ConfigReader::value(QStringView key) const
{
    const QJsonValue v = m_text.value(key);
    return (v.isUndefined() || v.isNull()) ? m_root.value(key) : v;
}

bool ConfigReader::has(QStringView key) const
{
    const QJsonValue v = value(key);
    return !v.isUndefined() && !v.isNull();
}

std::int64_t ConfigReader::integer(ModelField field, std::initializer_list<QStringView> keys)
{
    for (QStringView key : keys) {
        if (has(key))
            return read(field, key);
    }
    const QString first = keys.begin()->toString();
    // Qualified in full: after a std:: return type lupdate no longer knows the class.
    if (!error)
        error = Error {Headroom::HfConfigDetail::CatalogText::tr("config.json has no '%1'")
                               .arg(first),
                       first};
    return 0;
}

std::int64_t ConfigReader::integerOr(ModelField field, std::initializer_list<QStringView> keys,
                                     std::int64_t fallback)
{
    for (QStringView key : keys) {
        if (has(key))
            return read(field, key);
    }
    return fallback;
}

bool ConfigReader::boolOr(QStringView key, bool fallback) const
{
    return has(key) && value(key).isBool() ? value(key).toBool() : fallback;
}

ModelFieldNames ConfigReader::names() const
{
    const QMap<ModelField, QString> keys = m_keys;
    return {QStringLiteral("config.json"),
            [keys](ModelField f) { return keys.value(f, defaultKey(f)); }};
}

std::int64_t ConfigReader::read(ModelField field, QStringView key)
{
    if (!m_keys.contains(field))
        m_keys.insert(field, key.toString());
    const auto v = modelFieldValue(value(key), field, names(), key.toString());
    if (!v && !error)
        error = v.error();
    return v.value_or(0);
}

bool isOneOf(const QString &type, std::initializer_list<const char16_t *> types)
{
    for (const char16_t *t : types) {
        if (type == QStringView(t))
            return true;
    }
    return false;
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

} // namespace Headroom::HfConfigDetail
