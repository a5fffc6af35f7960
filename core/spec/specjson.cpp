#include "spec/specjson.h"

#include "spec/idtable.h"
#include "spec/specjson_p.h"

#include <QJsonArray>

#include <algorithm>
#include <optional>

// GPU entries: gpuspecjson.cpp; ModelSpec::quantization: quantizationjson.cpp.

namespace Headroom {

using SpecJsonDetail::Reader;
using SpecJsonDetail::SpecJsonText;

namespace {

constexpr IdTable<MlpKind, 2> kMlpKinds {{
        {MlpKind::Gated, "gated"},
        {MlpKind::Plain, "plain"},
}};

constexpr IdTable<NormKind, 2> kNormKinds {{
        {NormKind::RmsNorm, "rmsnorm"},
        {NormKind::LayerNorm, "layernorm"},
}};

constexpr IdTable<MtpLayout, 3> kMtpLayouts {{
        {MtpLayout::DeepSeek, "deepseek"},
        {MtpLayout::Qwen, "qwen"},
        {MtpLayout::NotReleased, "not_released"},
}};

constexpr IdTable<AttentionKind, 10> kAttentionKinds {{
        {AttentionKind::Full, "full"},
        {AttentionKind::SlidingWindow, "sliding"},
        {AttentionKind::Chunked, "chunked"},
        {AttentionKind::Linear, "linear"},
        {AttentionKind::SharedKv, "shared"},
        {AttentionKind::GatedDeltaNet, "gated_deltanet"},
        {AttentionKind::Mamba2, "mamba2"},
        {AttentionKind::NoMixer, "none"},
        {AttentionKind::Rwkv4, "rwkv4"},
        {AttentionKind::Rwkv6, "rwkv6"},
}};

constexpr IdTable<LayerFfn, 4> kLayerFfns {{
        {LayerFfn::Default, "default"},
        {LayerFfn::Dense, "dense"},
        {LayerFfn::Moe, "moe"},
        {LayerFfn::NoFfn, "none"},
}};

/** A layer group's "ffn": absent or empty is the model's default. */
std::optional<LayerFfn> layerFfnFromId(const QString &id)
{
    if (id.isEmpty())
        return LayerFfn::Default;
    return fromId(kLayerFfns, id, Qt::CaseSensitive);
}

// --- writing -------------------------------------------------------------------------------

/** The sizes and switches every model has. */
void writeArchitecture(const ModelSpec &m, QJsonObject &json)
{
    json.insert(QStringLiteral("id"), m.id);
    json.insert(QStringLiteral("name"), m.name);
    json.insert(QStringLiteral("hf_id"), m.hfId);
    json.insert(QStringLiteral("family"), m.family);
    json.insert(QStringLiteral("model_type"), m.architecture);
    json.insert(QStringLiteral("num_layers"), m.layers);
    json.insert(QStringLiteral("hidden_size"), m.hidden);
    json.insert(QStringLiteral("intermediate_size"), m.intermediate);
    json.insert(QStringLiteral("num_attention_heads"), m.heads);
    json.insert(QStringLiteral("num_key_value_heads"), m.kvHeads);
    json.insert(QStringLiteral("head_dim"), m.headDim);
    json.insert(QStringLiteral("vocab_size"), m.vocab);
    json.insert(QStringLiteral("tie_word_embeddings"), m.tiedEmbeddings);
    json.insert(QStringLiteral("max_context"), static_cast<double>(m.maxContext));
    json.insert(QStringLiteral("mlp"), idOf(kMlpKinds, m.mlp));
    json.insert(QStringLiteral("norm"), idOf(kNormKinds, m.norm));
    json.insert(QStringLiteral("attention_bias"), m.attentionBias);
    json.insert(QStringLiteral("output_projection_bias"), m.outputProjectionBias);
    json.insert(QStringLiteral("mlp_bias"), m.mlpBias);
    json.insert(QStringLiteral("qk_norm"), m.qkNorm);
    if (m.attentionOutputGate)
        json.insert(QStringLiteral("attention_output_gate"), true);
    json.insert(QStringLiteral("learned_positions"), m.learnedPositions);
    json.insert(QStringLiteral("norms_per_layer"), m.normsPerLayer);
}

QJsonObject moeToJson(const MoeSpec &e)
{
    QJsonObject moe;
    moe.insert(QStringLiteral("num_experts"), e.experts);
    moe.insert(QStringLiteral("experts_per_token"), e.expertsPerToken);
    moe.insert(QStringLiteral("num_shared_experts"), e.sharedExperts);
    moe.insert(QStringLiteral("first_k_dense_layers"), e.firstDenseLayers);
    moe.insert(QStringLiteral("moe_intermediate_size"), e.expertIntermediate);
    moe.insert(QStringLiteral("shared_expert_intermediate_size"), e.sharedExpertIntermediate);
    moe.insert(QStringLiteral("router_bias"), e.routerBias);
    if (e.sharedExpertGate)
        moe.insert(QStringLiteral("shared_expert_gate"), true);
    if (e.latentSize > 0)
        moe.insert(QStringLiteral("latent_size"), e.latentSize);
    return moe;
}

QJsonObject mlaToJson(const MlaSpec &a)
{
    QJsonObject mla;
    mla.insert(QStringLiteral("kv_lora_rank"), a.kvLoraRank);
    mla.insert(QStringLiteral("q_lora_rank"), a.qLoraRank);
    mla.insert(QStringLiteral("qk_rope_head_dim"), a.qkRopeHeadDim);
    mla.insert(QStringLiteral("qk_nope_head_dim"), a.qkNopeHeadDim);
    mla.insert(QStringLiteral("v_head_dim"), a.vHeadDim);
    if (a.hasIndexer()) {
        mla.insert(QStringLiteral("index_n_heads"), a.indexHeads);
        mla.insert(QStringLiteral("index_head_dim"), a.indexHeadDim);
        mla.insert(QStringLiteral("index_topk"), a.indexTopK);
    }
    return mla;
}

QJsonObject recurrentToJson(const RecurrentSpec &r)
{
    QJsonObject o;
    o.insert(QStringLiteral("key_heads"), r.keyHeads);
    o.insert(QStringLiteral("value_heads"), r.valueHeads);
    o.insert(QStringLiteral("key_head_dim"), r.keyHeadDim);
    o.insert(QStringLiteral("value_head_dim"), r.valueHeadDim);
    o.insert(QStringLiteral("conv_kernel"), r.convKernel);
    o.insert(QStringLiteral("conv_state_bits"), r.convStateBits);
    o.insert(QStringLiteral("ssm_state_bits"), r.ssmStateBits);
    o.insert(QStringLiteral("conv_bias"), r.convBias);
    o.insert(QStringLiteral("projection_bias"), r.projectionBias);
    return o;
}

QJsonObject layerGroupToJson(const AttentionLayerGroup &g)
{
    QJsonObject o;
    o.insert(QStringLiteral("layers"), g.layers);
    o.insert(QStringLiteral("kind"), idOf(kAttentionKinds, g.kind));
    if (g.windowTokens > 0)
        o.insert(QStringLiteral("window"), g.windowTokens);
    if (g.kvHeads > 0)
        o.insert(QStringLiteral("kv_heads"), g.kvHeads);
    if (g.headDim > 0)
        o.insert(QStringLiteral("head_dim"), g.headDim);
    if (g.stateBytesPerSequence > 0)
        o.insert(QStringLiteral("state_bytes"), static_cast<double>(g.stateBytesPerSequence));
    if (g.ffn != LayerFfn::Default)
        o.insert(QStringLiteral("ffn"), idOf(kLayerFfns, g.ffn));
    if (g.sharedIndexer)
        o.insert(QStringLiteral("shared_indexer"), true);
    return o;
}

QJsonObject mtpToJson(const MtpSpec &t)
{
    QJsonObject mtp;
    mtp.insert(QStringLiteral("layers"), t.layers);
    mtp.insert(QStringLiteral("layout"), idOf(kMtpLayouts, t.layout));
    if (t.dedicatedEmbeddings)
        mtp.insert(QStringLiteral("dedicated_embeddings"), true);
    return mtp;
}

/** A counted tower, or only why it is not counted. */
QJsonObject visionToJson(const VisionSpec &v)
{
    if (!v.hasVision())
        return QJsonObject {{QStringLiteral("kind"), v.kind},
                            {QStringLiteral("uncounted"), v.uncounted},
                            {QStringLiteral("uncounted_field"), v.uncountedField}};
    QJsonObject vision;
    vision.insert(QStringLiteral("kind"), v.kind);
    vision.insert(QStringLiteral("parameters"), static_cast<double>(v.parameters));
    vision.insert(QStringLiteral("layers"), v.layers);
    vision.insert(QStringLiteral("hidden_size"), v.hidden);
    vision.insert(QStringLiteral("intermediate_size"), v.intermediate);
    vision.insert(QStringLiteral("patches_per_image"), static_cast<double>(v.patchesPerImage));
    vision.insert(QStringLiteral("tokens_per_image"), static_cast<double>(v.tokensPerImage));
    return vision;
}

/** The sections only some models have: each written when the model has it. */
void writeSections(const ModelSpec &m, QJsonObject &json)
{
    if (m.moe.isMoe())
        json.insert(QStringLiteral("moe"), moeToJson(m.moe));
    if (m.mla.isMla())
        json.insert(QStringLiteral("mla"), mlaToJson(m.mla));
    if (m.recurrent.isRecurrent())
        json.insert(QStringLiteral("recurrent"), recurrentToJson(m.recurrent));
    if (m.slidingWindow > 0)
        json.insert(QStringLiteral("sliding_window"), m.slidingWindow);
    if (!m.attentionLayers.isEmpty()) {
        QJsonArray groups;
        for (const AttentionLayerGroup &g : m.attentionLayers)
            groups.append(layerGroupToJson(g));
        json.insert(QStringLiteral("attention_layers"), groups);
    }
    if (m.mtp.hasMtp())
        json.insert(QStringLiteral("mtp"), mtpToJson(m.mtp));
    if (m.vision.hasVision() || !m.vision.uncounted.isEmpty())
        json.insert(QStringLiteral("vision"), visionToJson(m.vision));
}

/** The parameter counts, the weight format, the quantization and the provenance. */
void writeWeights(const ModelSpec &m, QJsonObject &json)
{
    if (m.extraParameters > 0)
        json.insert(QStringLiteral("extra_parameters"), static_cast<double>(m.extraParameters));
    json.insert(QStringLiteral("parameters"), static_cast<double>(m.declaredParameters));
    if (m.declaredActiveParameters > 0)
        json.insert(QStringLiteral("active_parameters"),
                    static_cast<double>(m.declaredActiveParameters));
    json.insert(QStringLiteral("default_weight_format"), m.defaultWeightFormat);
    if (m.quantization.isQuantized())
        json.insert(QStringLiteral("quantization"),
                    SpecJsonDetail::quantizationToJson(m.quantization));
    json.insert(QStringLiteral("provenance"), provenanceToJson(m.provenance));
}

// --- reading -------------------------------------------------------------------------------

/** The top-level sizes and switches, through the model's own reader `r`. */
void readArchitecture(Reader &r, ModelSpec &m)
{
    m.id = r.stringField("id");
    m.name = r.stringField("name");
    m.hfId = r.stringField("hf_id");
    m.family = r.stringField("family");
    m.architecture = r.stringField("model_type");
    m.layers = r.intField("num_layers", 1, 100000);
    m.hidden = r.intField("hidden_size", 1, 1 << 20);
    m.intermediate = r.intField("intermediate_size", 0, 1 << 22);
    m.heads = r.intField("num_attention_heads", 1, 1 << 16);
    m.kvHeads = r.intField("num_key_value_heads", 0, 1 << 16, m.heads);
    if (m.kvHeads == 0)
        m.kvHeads = m.heads;
    m.headDim = r.intField("head_dim", 0, 1 << 16);
    if (m.headDim == 0 && m.heads > 0)
        m.headDim = m.hidden / m.heads;
    m.vocab = r.intField("vocab_size", 1, 1 << 24);
    m.tiedEmbeddings = r.boolField("tie_word_embeddings");
    m.maxContext = r.int64Field("max_context", 4096);
    // anything but "plain" is gated, anything but "layernorm" RMSNorm
    m.mlp = fromId(kMlpKinds, r.stringField("mlp"), Qt::CaseSensitive).value_or(MlpKind::Gated);
    m.norm = fromId(kNormKinds, r.stringField("norm"), Qt::CaseSensitive).value_or(NormKind::RmsNorm);
    m.attentionBias = r.boolField("attention_bias");
    m.outputProjectionBias = r.boolField("output_projection_bias");
    m.mlpBias = r.boolField("mlp_bias");
    m.qkNorm = r.boolField("qk_norm");
    m.attentionOutputGate = r.boolField("attention_output_gate");
    m.learnedPositions = r.boolField("learned_positions");
    m.normsPerLayer = r.intField("norms_per_layer", 0, 16, 2);
}

/** A section's reader error, naming the model. */
Result<void> sectionResult(const Reader &r, const ModelSpec &m)
{
    if (!r.error.isEmpty())
        return fail(r.error, m.id);
    return {};
}

Result<void> readMoe(const QJsonObject &json, ModelSpec &m)
{
    Reader r {json, {}};
    m.moe.experts = r.intField("num_experts", 1, 1 << 16);
    m.moe.expertsPerToken = r.intField("experts_per_token", 1, 1 << 16);
    m.moe.sharedExperts = r.intField("num_shared_experts", 0, 1 << 10);
    m.moe.firstDenseLayers = r.intField("first_k_dense_layers", 0, 1 << 16);
    m.moe.expertIntermediate = r.intField("moe_intermediate_size", 1, 1 << 22);
    m.moe.sharedExpertIntermediate = r.intField("shared_expert_intermediate_size", 0, 1 << 22);
    m.moe.routerBias = r.boolField("router_bias");
    m.moe.sharedExpertGate = r.boolField("shared_expert_gate");
    m.moe.latentSize = r.intField("latent_size", 0, 1 << 20);
    if (!r.error.isEmpty())
        return fail(r.error, m.id);
    if (m.moe.expertsPerToken > m.moe.experts)
        return fail(
                SpecJsonText::tr("Model \"%1\": experts per token exceed the number of experts.")
                        .arg(m.id));
    return {};
}

Result<void> readMla(const QJsonObject &json, ModelSpec &m)
{
    Reader r {json, {}};
    m.mla.kvLoraRank = r.intField("kv_lora_rank", 1, 1 << 20);
    m.mla.qLoraRank = r.intField("q_lora_rank", 0, 1 << 20);
    m.mla.qkRopeHeadDim = r.intField("qk_rope_head_dim", 0, 1 << 16);
    m.mla.qkNopeHeadDim = r.intField("qk_nope_head_dim", 0, 1 << 16);
    m.mla.vHeadDim = r.intField("v_head_dim", 0, 1 << 16);
    m.mla.indexHeads = r.intField("index_n_heads", 0, 1 << 10);
    m.mla.indexHeadDim = r.intField("index_head_dim", 0, 1 << 14);
    m.mla.indexTopK = r.intField("index_topk", 0, 1 << 30);
    return sectionResult(r, m);
}

Result<void> readRecurrent(const QJsonObject &json, ModelSpec &m)
{
    Reader r {json, {}};
    m.recurrent.keyHeads = r.intField("key_heads", 0, 1 << 14);
    m.recurrent.valueHeads = r.intField("value_heads", 0, 1 << 14);
    m.recurrent.keyHeadDim = r.intField("key_head_dim", 0, 1 << 14);
    m.recurrent.valueHeadDim = r.intField("value_head_dim", 0, 1 << 14);
    m.recurrent.convKernel = r.intField("conv_kernel", 0, 1 << 10);
    m.recurrent.convStateBits = r.intField("conv_state_bits", 8, 64, 16);
    m.recurrent.ssmStateBits = r.intField("ssm_state_bits", 8, 64, 16);
    m.recurrent.convBias = r.boolField("conv_bias");
    m.recurrent.projectionBias = r.boolField("projection_bias");
    return sectionResult(r, m);
}

Result<void> readMtp(const QJsonObject &json, ModelSpec &m)
{
    Reader r {json, {}};
    m.mtp.layers = r.intField("layers", 0, 1 << 10);
    const auto layout = fromId(kMtpLayouts, r.stringField("layout"), Qt::CaseSensitive);
    if (!layout)
        return fail(SpecJsonText::tr("Model \"%1\": unknown MTP layout \"%2\".")
                            .arg(m.id, r.stringField("layout")));
    m.mtp.layout = *layout;
    m.mtp.dedicatedEmbeddings = r.boolField("dedicated_embeddings");
    return sectionResult(r, m);
}

Result<void> readVision(const QJsonObject &json, ModelSpec &m)
{
    Reader r {json, {}};
    m.vision.kind = r.stringField("kind");
    m.vision.uncounted = r.stringField("uncounted").left(500);
    m.vision.uncountedField = r.stringField("uncounted_field").left(100);
    m.vision.parameters = r.int64Field("parameters");
    m.vision.layers = r.intField("layers", 0, 1 << 16);
    m.vision.hidden = r.intField("hidden_size", 0, 1 << 20);
    m.vision.intermediate = r.intField("intermediate_size", 0, 1 << 22);
    m.vision.patchesPerImage = r.int64Field("patches_per_image");
    m.vision.tokensPerImage = r.int64Field("tokens_per_image");
    return sectionResult(r, m);
}

/** The sections only some models have, in the order they are read: each is read when the entry
 *  has it as an object. */
struct Section
{
    const char *key;
    Result<void> (*read)(const QJsonObject &json, ModelSpec &m);
};

constexpr Section kSections[] = {
        {"moe", &readMoe}, {"mla", &readMla},       {"recurrent", &readRecurrent},
        {"mtp", &readMtp}, {"vision", &readVision},
};

Result<void> readSections(const QJsonObject &json, ModelSpec &m)
{
    for (const Section &section : kSections) {
        const QJsonValue value = json.value(QLatin1StringView(section.key));
        if (!value.isObject())
            continue;
        if (auto r = section.read(value.toObject(), m); !r)
            return r;
    }
    return {};
}

Result<AttentionLayerGroup> layerGroupFromJson(const QJsonObject &o, const ModelSpec &m)
{
    Reader r {o, {}};
    AttentionLayerGroup g;
    g.layers = r.intField("layers", 1, 100000);
    const auto kind = fromId(kAttentionKinds, o.value(QStringLiteral("kind")).toString(),
                             Qt::CaseSensitive);
    if (!kind)
        return fail(SpecJsonText::tr("Model \"%1\": unknown attention kind \"%2\".")
                            .arg(m.id, o.value(QStringLiteral("kind")).toString()));
    g.kind = *kind;
    g.windowTokens = r.intField("window", 0, 1 << 30);
    g.kvHeads = r.intField("kv_heads", 0, 1 << 16);
    g.headDim = r.intField("head_dim", 0, 1 << 16);
    g.stateBytesPerSequence = r.int64Field("state_bytes");
    const auto ffn = layerFfnFromId(o.value(QStringLiteral("ffn")).toString());
    if (!ffn)
        return fail(SpecJsonText::tr("Model \"%1\": unknown layer FFN kind \"%2\".")
                            .arg(m.id, o.value(QStringLiteral("ffn")).toString()));
    g.ffn = *ffn;
    g.sharedIndexer = r.boolField("shared_indexer");
    if (!r.error.isEmpty())
        return fail(r.error, m.id);
    return g;
}

/** attention_layers into m.attentionLayers; the layers the groups cover. */
Result<int> readLayerGroups(const QJsonArray &groups, ModelSpec &m)
{
    int groupedLayers = 0;
    for (const QJsonValue &v : groups) {
        const Result<AttentionLayerGroup> g = layerGroupFromJson(v.toObject(), m);
        if (!g)
            return std::unexpected(g.error());
        groupedLayers += g->layers;
        m.attentionLayers.append(*g);
    }
    return groupedLayers;
}

/** The parameter counts and the weight format, through the model's own reader `r`. */
void readWeights(Reader &r, ModelSpec &m)
{
    m.extraParameters = r.int64Field("extra_parameters");
    m.declaredParameters = r.int64Field("parameters");
    m.declaredActiveParameters = r.int64Field("active_parameters");
    m.defaultWeightFormat = r.stringField("default_weight_format");
    if (m.defaultWeightFormat.isEmpty())
        m.defaultWeightFormat = QStringLiteral("bf16");
}

Result<void> readQuantization(const QJsonObject &json, ModelSpec &m)
{
    if (!json.value(QStringLiteral("quantization")).isObject())
        return {};
    auto quantization = SpecJsonDetail::quantizationFromJson(
            json.value(QStringLiteral("quantization")).toObject());
    if (!quantization)
        return fail(quantization.error().message, m.id);
    m.quantization = *quantization;
    return {};
}

/** What the fields say together: an id, layer groups that cover the layers, whole KV groups. */
Result<void> checkModel(const ModelSpec &m, bool grouped, int groupedLayers)
{
    if (m.id.isEmpty())
        return fail(SpecJsonText::tr("A model entry has no \"id\"."));
    if (grouped && groupedLayers != m.layers)
        return fail(
                SpecJsonText::tr(
                        "Model \"%1\": attention layer groups cover %2 layers, the model has %3.")
                        .arg(m.id)
                        .arg(groupedLayers)
                        .arg(m.layers));
    if (m.heads % std::max(1, m.kvHeads) != 0)
        return fail(SpecJsonText::tr(
                            "Model \"%1\": %2 attention heads are not a multiple of %3 KV heads.")
                            .arg(m.id)
                            .arg(m.heads)
                            .arg(m.kvHeads));
    return {};
}

} // namespace

QJsonObject provenanceToJson(const Provenance &provenance)
{
    QJsonObject json;
    json.insert(QStringLiteral("source"), provenance.source);
    json.insert(QStringLiteral("as_of"), provenance.asOf.toString(Qt::ISODate));
    if (!provenance.confidence.isEmpty())
        json.insert(QStringLiteral("confidence"), provenance.confidence);
    if (!provenance.notes.isEmpty())
        json.insert(QStringLiteral("notes"), provenance.notes);
    return json;
}

Provenance provenanceFromJson(const QJsonObject &json)
{
    Provenance p;
    p.source = json.value(QStringLiteral("source")).toString();
    p.asOf = QDate::fromString(json.value(QStringLiteral("as_of")).toString(), Qt::ISODate);
    p.confidence = json.value(QStringLiteral("confidence")).toString();
    p.notes = json.value(QStringLiteral("notes")).toString();
    return p;
}

QJsonObject modelSpecToJson(const ModelSpec &m)
{
    QJsonObject json;
    writeArchitecture(m, json);
    writeSections(m, json);
    writeWeights(m, json);
    return json;
}

Result<ModelSpec> modelSpecFromJson(const QJsonObject &json)
{
    // The top-level reader's first error is reported only after the sections' own errors.
    Reader r {json, {}};
    ModelSpec m;
    readArchitecture(r, m);
    if (auto sections = readSections(json, m); !sections)
        return std::unexpected(sections.error());
    m.slidingWindow = r.intField("sliding_window", 0, 1 << 30);
    const QJsonArray groups = json.value(QStringLiteral("attention_layers")).toArray();
    const Result<int> groupedLayers = readLayerGroups(groups, m);
    if (!groupedLayers)
        return std::unexpected(groupedLayers.error());
    readWeights(r, m);
    if (auto quantization = readQuantization(json, m); !quantization)
        return std::unexpected(quantization.error());
    m.provenance = provenanceFromJson(json.value(QStringLiteral("provenance")).toObject());
    if (!r.error.isEmpty())
        return fail(r.error, m.id);
    if (auto checked = checkModel(m, !groups.isEmpty(), *groupedLayers); !checked)
        return std::unexpected(checked.error());
    return m;
}

} // namespace Headroom
