#include "spec/specjson.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <limits>
#include <optional>

namespace Headroom {

namespace {

struct SpecJsonText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::SpecJson)
};

// Reads an integer field that must be within [min, max]; absent reads as fallback.
bool readInt(const QJsonObject &json, const char *key, std::int64_t min, std::int64_t max,
             std::int64_t fallback, std::int64_t &out, QString &error)
{
    const QJsonValue value = json.value(QLatin1StringView(key));
    if (value.isUndefined() || value.isNull()) {
        out = fallback;
        return true;
    }
    if (!value.isDouble()) {
        error = SpecJsonText::tr("Field \"%1\" must be a number.").arg(QLatin1StringView(key));
        return false;
    }
    const double d = value.toDouble();
    if (d < static_cast<double>(min) || d > static_cast<double>(max)
        || d != static_cast<double>(static_cast<std::int64_t>(d))) {
        error = SpecJsonText::tr("Field \"%1\" is out of range: %2.")
                        .arg(QLatin1StringView(key))
                        .arg(d);
        return false;
    }
    out = static_cast<std::int64_t>(d);
    return true;
}

struct Reader
{
    const QJsonObject &json;
    QString error;

    int intField(const char *key, int min = 0, int max = 1 << 30, int fallback = 0)
    {
        std::int64_t v = fallback;
        if (error.isEmpty())
            readInt(json, key, min, max, fallback, v, error);
        return static_cast<int>(v);
    }
    std::int64_t int64Field(const char *key, std::int64_t fallback = 0)
    {
        std::int64_t v = fallback;
        if (error.isEmpty())
            readInt(json, key, 0, std::int64_t(1) << 53, fallback, v, error);
        return v;
    }
    double doubleField(const char *key, double fallback = 0)
    {
        const QJsonValue value = json.value(QLatin1StringView(key));
        if (value.isUndefined() || value.isNull())
            return fallback;
        if (!value.isDouble() || value.toDouble() < 0) {
            if (error.isEmpty())
                error = SpecJsonText::tr("Field \"%1\" must be a non-negative number.")
                                .arg(QLatin1StringView(key));
            return fallback;
        }
        return value.toDouble();
    }
    QString stringField(const char *key) { return json.value(QLatin1StringView(key)).toString(); }
    bool boolField(const char *key, bool fallback = false)
    {
        return json.value(QLatin1StringView(key)).toBool(fallback);
    }
};

QString mtpLayoutId(MtpLayout layout)
{
    switch (layout) {
    case MtpLayout::DeepSeek: return QStringLiteral("deepseek");
    case MtpLayout::Qwen: return QStringLiteral("qwen");
    case MtpLayout::NotReleased: return QStringLiteral("not_released");
    }
    return {};
}

std::optional<MtpLayout> mtpLayoutFromId(const QString &id)
{
    for (MtpLayout layout : {MtpLayout::DeepSeek, MtpLayout::Qwen, MtpLayout::NotReleased}) {
        if (mtpLayoutId(layout) == id)
            return layout;
    }
    return std::nullopt;
}

QString attentionKindId(AttentionKind kind)
{
    switch (kind) {
    case AttentionKind::Full: return QStringLiteral("full");
    case AttentionKind::SlidingWindow: return QStringLiteral("sliding");
    case AttentionKind::Chunked: return QStringLiteral("chunked");
    case AttentionKind::Linear: return QStringLiteral("linear");
    case AttentionKind::SharedKv: return QStringLiteral("shared");
    case AttentionKind::GatedDeltaNet: return QStringLiteral("gated_deltanet");
    case AttentionKind::Mamba2: return QStringLiteral("mamba2");
    case AttentionKind::NoMixer: return QStringLiteral("none");
    case AttentionKind::Rwkv4: return QStringLiteral("rwkv4");
    case AttentionKind::Rwkv6: return QStringLiteral("rwkv6");
    }
    return {};
}

std::optional<AttentionKind> attentionKindFromId(const QString &id)
{
    for (AttentionKind k : {AttentionKind::Full, AttentionKind::SlidingWindow,
                            AttentionKind::Chunked, AttentionKind::Linear, AttentionKind::SharedKv,
                            AttentionKind::GatedDeltaNet, AttentionKind::Mamba2,
                            AttentionKind::NoMixer, AttentionKind::Rwkv4, AttentionKind::Rwkv6}) {
        if (attentionKindId(k) == id)
            return k;
    }
    return std::nullopt;
}

QString layerFfnId(LayerFfn ffn)
{
    switch (ffn) {
    case LayerFfn::Default: return QStringLiteral("default");
    case LayerFfn::Dense: return QStringLiteral("dense");
    case LayerFfn::Moe: return QStringLiteral("moe");
    case LayerFfn::NoFfn: return QStringLiteral("none");
    }
    return {};
}

std::optional<LayerFfn> layerFfnFromId(const QString &id)
{
    if (id.isEmpty())
        return LayerFfn::Default;
    for (LayerFfn f : {LayerFfn::Default, LayerFfn::Dense, LayerFfn::Moe, LayerFfn::NoFfn}) {
        if (layerFfnId(f) == id)
            return f;
    }
    return std::nullopt;
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

namespace {

/** ModelSpec::quantization: {"method", "format", "groups": {"routed_experts": {...}}}; only the
 *  groups that hold quantized weights are written. */
QJsonObject quantizationToJson(const QuantizationSpec &q)
{
    QJsonObject groups;
    for (int i = 0; i < kQuantGroups; ++i) {
        const QuantizedTensors &t = q.groups.at(std::size_t(i));
        if (!(t.quantizedShare > 0))
            continue;
        const QuantScheme &s = t.scheme;
        QJsonObject o;
        o.insert(QStringLiteral("weight_bits"), s.weightBits);
        o.insert(QStringLiteral("float"), s.floatWeights);
        o.insert(QStringLiteral("strategy"), quantStrategyId(s.strategy));
        if (s.groupSize > 0)
            o.insert(QStringLiteral("group_size"), s.groupSize);
        if (s.blockRows > 0)
            o.insert(QStringLiteral("block"), QJsonArray {s.blockRows, s.blockCols});
        o.insert(QStringLiteral("scale_bits"), s.scaleBits);
        if (s.zeroBits > 0)
            o.insert(QStringLiteral("zero_bits"), s.zeroBits);
        if (s.superGroupSize > 0) {
            o.insert(QStringLiteral("super_group_size"), s.superGroupSize);
            o.insert(QStringLiteral("super_scale_bits"), s.superScaleBits);
        }
        if (s.rowIndexBits > 0)
            o.insert(QStringLiteral("row_index_bits"), s.rowIndexBits);
        o.insert(QStringLiteral("activation_bits"), s.activationBits);
        o.insert(QStringLiteral("quantized_share"), t.quantizedShare);
        o.insert(QStringLiteral("bits_per_weight"), t.bitsPerWeight);
        groups.insert(quantGroupId(QuantGroup(i)), o);
    }
    QJsonObject json;
    json.insert(QStringLiteral("method"), q.method);
    if (!q.format.isEmpty())
        json.insert(QStringLiteral("format"), q.format);
    json.insert(QStringLiteral("groups"), groups);
    return json;
}

Result<QuantizationSpec> quantizationFromJson(const QJsonObject &json)
{
    QuantizationSpec q;
    q.method = json.value(QStringLiteral("method")).toString();
    q.format = json.value(QStringLiteral("format")).toString();
    if (q.method.isEmpty())
        return fail(SpecJsonText::tr("Field \"%1\" is missing.").arg(u"quantization.method"));
    const QJsonObject groups = json.value(QStringLiteral("groups")).toObject();
    for (int i = 0; i < kQuantGroups; ++i) {
        const QJsonValue v = groups.value(quantGroupId(QuantGroup(i)));
        if (!v.isObject())
            continue;
        const QJsonObject o = v.toObject();
        Reader r {o, {}};
        QuantizedTensors &t = q.groups.at(std::size_t(i));
        QuantScheme &s = t.scheme;
        s.weightBits = r.intField("weight_bits", 1, 16, 16);
        s.floatWeights = r.boolField("float");
        const auto strategy = quantStrategyFromId(o.value(QStringLiteral("strategy")).toString());
        if (!strategy)
            return fail(SpecJsonText::tr("Field \"%1\" is out of range: %2.")
                                .arg(u"strategy", o.value(QStringLiteral("strategy")).toString()));
        s.strategy = *strategy;
        s.groupSize = r.intField("group_size", 0, 1 << 20);
        const QJsonArray block = o.value(QStringLiteral("block")).toArray();
        s.blockRows = block.size() == 2 ? std::max(block.at(0).toInt(), 0) : 0;
        s.blockCols = block.size() == 2 ? std::max(block.at(1).toInt(), 0) : 0;
        s.scaleBits = r.intField("scale_bits", 0, 64);
        s.zeroBits = r.intField("zero_bits", 0, 64);
        s.superGroupSize = r.intField("super_group_size", 0, 1 << 30);
        s.superScaleBits = r.intField("super_scale_bits", 0, 64);
        s.rowIndexBits = r.intField("row_index_bits", 0, 64);
        s.activationBits = r.intField("activation_bits", 1, 32, 16);
        t.quantizedShare = std::min(r.doubleField("quantized_share"), 1.0);
        t.bitsPerWeight = std::min(r.doubleField("bits_per_weight", 16), 64.0);
        if (!r.error.isEmpty())
            return fail(r.error);
    }
    return q;
}

} // namespace

QJsonObject modelSpecToJson(const ModelSpec &m)
{
    QJsonObject json;
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
    json.insert(QStringLiteral("mlp"),
                m.mlp == MlpKind::Gated ? QStringLiteral("gated") : QStringLiteral("plain"));
    json.insert(QStringLiteral("norm"),
                m.norm == NormKind::RmsNorm ? QStringLiteral("rmsnorm")
                                            : QStringLiteral("layernorm"));
    json.insert(QStringLiteral("attention_bias"), m.attentionBias);
    json.insert(QStringLiteral("output_projection_bias"), m.outputProjectionBias);
    json.insert(QStringLiteral("mlp_bias"), m.mlpBias);
    json.insert(QStringLiteral("qk_norm"), m.qkNorm);
    if (m.attentionOutputGate)
        json.insert(QStringLiteral("attention_output_gate"), true);
    json.insert(QStringLiteral("learned_positions"), m.learnedPositions);
    json.insert(QStringLiteral("norms_per_layer"), m.normsPerLayer);
    if (m.moe.isMoe()) {
        QJsonObject moe;
        moe.insert(QStringLiteral("num_experts"), m.moe.experts);
        moe.insert(QStringLiteral("experts_per_token"), m.moe.expertsPerToken);
        moe.insert(QStringLiteral("num_shared_experts"), m.moe.sharedExperts);
        moe.insert(QStringLiteral("first_k_dense_layers"), m.moe.firstDenseLayers);
        moe.insert(QStringLiteral("moe_intermediate_size"), m.moe.expertIntermediate);
        moe.insert(QStringLiteral("shared_expert_intermediate_size"),
                   m.moe.sharedExpertIntermediate);
        moe.insert(QStringLiteral("router_bias"), m.moe.routerBias);
        if (m.moe.sharedExpertGate)
            moe.insert(QStringLiteral("shared_expert_gate"), true);
        if (m.moe.latentSize > 0)
            moe.insert(QStringLiteral("latent_size"), m.moe.latentSize);
        json.insert(QStringLiteral("moe"), moe);
    }
    if (m.mla.isMla()) {
        QJsonObject mla;
        mla.insert(QStringLiteral("kv_lora_rank"), m.mla.kvLoraRank);
        mla.insert(QStringLiteral("q_lora_rank"), m.mla.qLoraRank);
        mla.insert(QStringLiteral("qk_rope_head_dim"), m.mla.qkRopeHeadDim);
        mla.insert(QStringLiteral("qk_nope_head_dim"), m.mla.qkNopeHeadDim);
        mla.insert(QStringLiteral("v_head_dim"), m.mla.vHeadDim);
        if (m.mla.hasIndexer()) {
            mla.insert(QStringLiteral("index_n_heads"), m.mla.indexHeads);
            mla.insert(QStringLiteral("index_head_dim"), m.mla.indexHeadDim);
            mla.insert(QStringLiteral("index_topk"), m.mla.indexTopK);
        }
        json.insert(QStringLiteral("mla"), mla);
    }
    if (m.recurrent.isRecurrent())
        json.insert(QStringLiteral("recurrent"), recurrentToJson(m.recurrent));
    if (m.slidingWindow > 0)
        json.insert(QStringLiteral("sliding_window"), m.slidingWindow);
    if (!m.attentionLayers.isEmpty()) {
        QJsonArray groups;
        for (const AttentionLayerGroup &g : m.attentionLayers) {
            QJsonObject o;
            o.insert(QStringLiteral("layers"), g.layers);
            o.insert(QStringLiteral("kind"), attentionKindId(g.kind));
            if (g.windowTokens > 0)
                o.insert(QStringLiteral("window"), g.windowTokens);
            if (g.kvHeads > 0)
                o.insert(QStringLiteral("kv_heads"), g.kvHeads);
            if (g.headDim > 0)
                o.insert(QStringLiteral("head_dim"), g.headDim);
            if (g.stateBytesPerSequence > 0)
                o.insert(QStringLiteral("state_bytes"),
                         static_cast<double>(g.stateBytesPerSequence));
            if (g.ffn != LayerFfn::Default)
                o.insert(QStringLiteral("ffn"), layerFfnId(g.ffn));
            if (g.sharedIndexer)
                o.insert(QStringLiteral("shared_indexer"), true);
            groups.append(o);
        }
        json.insert(QStringLiteral("attention_layers"), groups);
    }
    if (m.mtp.hasMtp()) {
        QJsonObject mtp;
        mtp.insert(QStringLiteral("layers"), m.mtp.layers);
        mtp.insert(QStringLiteral("layout"), mtpLayoutId(m.mtp.layout));
        if (m.mtp.dedicatedEmbeddings)
            mtp.insert(QStringLiteral("dedicated_embeddings"), true);
        json.insert(QStringLiteral("mtp"), mtp);
    }
    if (m.vision.hasVision()) {
        QJsonObject vision;
        vision.insert(QStringLiteral("kind"), m.vision.kind);
        vision.insert(QStringLiteral("parameters"), static_cast<double>(m.vision.parameters));
        vision.insert(QStringLiteral("layers"), m.vision.layers);
        vision.insert(QStringLiteral("hidden_size"), m.vision.hidden);
        vision.insert(QStringLiteral("intermediate_size"), m.vision.intermediate);
        vision.insert(QStringLiteral("patches_per_image"),
                      static_cast<double>(m.vision.patchesPerImage));
        vision.insert(QStringLiteral("tokens_per_image"),
                      static_cast<double>(m.vision.tokensPerImage));
        json.insert(QStringLiteral("vision"), vision);
    } else if (!m.vision.uncounted.isEmpty()) {
        json.insert(QStringLiteral("vision"),
                    QJsonObject {{QStringLiteral("kind"), m.vision.kind},
                                 {QStringLiteral("uncounted"), m.vision.uncounted},
                                 {QStringLiteral("uncounted_field"), m.vision.uncountedField}});
    }
    if (m.extraParameters > 0)
        json.insert(QStringLiteral("extra_parameters"), static_cast<double>(m.extraParameters));
    json.insert(QStringLiteral("parameters"), static_cast<double>(m.declaredParameters));
    if (m.declaredActiveParameters > 0)
        json.insert(QStringLiteral("active_parameters"),
                    static_cast<double>(m.declaredActiveParameters));
    json.insert(QStringLiteral("default_weight_format"), m.defaultWeightFormat);
    if (m.quantization.isQuantized())
        json.insert(QStringLiteral("quantization"), quantizationToJson(m.quantization));
    json.insert(QStringLiteral("provenance"), provenanceToJson(m.provenance));
    return json;
}

Result<ModelSpec> modelSpecFromJson(const QJsonObject &json)
{
    Reader r {json, {}};
    ModelSpec m;
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
    m.mlp = r.stringField("mlp") == QStringLiteral("plain") ? MlpKind::Plain : MlpKind::Gated;
    m.norm = r.stringField("norm") == QStringLiteral("layernorm") ? NormKind::LayerNorm
                                                                  : NormKind::RmsNorm;
    m.attentionBias = r.boolField("attention_bias");
    m.outputProjectionBias = r.boolField("output_projection_bias");
    m.mlpBias = r.boolField("mlp_bias");
    m.qkNorm = r.boolField("qk_norm");
    m.attentionOutputGate = r.boolField("attention_output_gate");
    m.learnedPositions = r.boolField("learned_positions");
    m.normsPerLayer = r.intField("norms_per_layer", 0, 16, 2);
    if (json.value(QStringLiteral("moe")).isObject()) {
        const QJsonObject moeJson = json.value(QStringLiteral("moe")).toObject();
        Reader mr {moeJson, {}};
        m.moe.experts = mr.intField("num_experts", 1, 1 << 16);
        m.moe.expertsPerToken = mr.intField("experts_per_token", 1, 1 << 16);
        m.moe.sharedExperts = mr.intField("num_shared_experts", 0, 1 << 10);
        m.moe.firstDenseLayers = mr.intField("first_k_dense_layers", 0, 1 << 16);
        m.moe.expertIntermediate = mr.intField("moe_intermediate_size", 1, 1 << 22);
        m.moe.sharedExpertIntermediate = mr.intField("shared_expert_intermediate_size", 0, 1 << 22);
        m.moe.routerBias = mr.boolField("router_bias");
        m.moe.sharedExpertGate = mr.boolField("shared_expert_gate");
        m.moe.latentSize = mr.intField("latent_size", 0, 1 << 20);
        if (!mr.error.isEmpty())
            return fail(mr.error, m.id);
        if (m.moe.expertsPerToken > m.moe.experts)
            return fail(SpecJsonText::tr(
                                "Model \"%1\": experts per token exceed the number of experts.")
                                .arg(m.id));
    }
    if (json.value(QStringLiteral("mla")).isObject()) {
        const QJsonObject mlaJson = json.value(QStringLiteral("mla")).toObject();
        Reader mr {mlaJson, {}};
        m.mla.kvLoraRank = mr.intField("kv_lora_rank", 1, 1 << 20);
        m.mla.qLoraRank = mr.intField("q_lora_rank", 0, 1 << 20);
        m.mla.qkRopeHeadDim = mr.intField("qk_rope_head_dim", 0, 1 << 16);
        m.mla.qkNopeHeadDim = mr.intField("qk_nope_head_dim", 0, 1 << 16);
        m.mla.vHeadDim = mr.intField("v_head_dim", 0, 1 << 16);
        m.mla.indexHeads = mr.intField("index_n_heads", 0, 1 << 10);
        m.mla.indexHeadDim = mr.intField("index_head_dim", 0, 1 << 14);
        m.mla.indexTopK = mr.intField("index_topk", 0, 1 << 30);
        if (!mr.error.isEmpty())
            return fail(mr.error, m.id);
    }
    if (json.value(QStringLiteral("recurrent")).isObject()) {
        const QJsonObject recurrentJson = json.value(QStringLiteral("recurrent")).toObject();
        Reader rr {recurrentJson, {}};
        m.recurrent.keyHeads = rr.intField("key_heads", 0, 1 << 14);
        m.recurrent.valueHeads = rr.intField("value_heads", 0, 1 << 14);
        m.recurrent.keyHeadDim = rr.intField("key_head_dim", 0, 1 << 14);
        m.recurrent.valueHeadDim = rr.intField("value_head_dim", 0, 1 << 14);
        m.recurrent.convKernel = rr.intField("conv_kernel", 0, 1 << 10);
        m.recurrent.convStateBits = rr.intField("conv_state_bits", 8, 64, 16);
        m.recurrent.ssmStateBits = rr.intField("ssm_state_bits", 8, 64, 16);
        m.recurrent.convBias = rr.boolField("conv_bias");
        m.recurrent.projectionBias = rr.boolField("projection_bias");
        if (!rr.error.isEmpty())
            return fail(rr.error, m.id);
    }
    if (json.value(QStringLiteral("mtp")).isObject()) {
        const QJsonObject mtpJson = json.value(QStringLiteral("mtp")).toObject();
        Reader tr {mtpJson, {}};
        m.mtp.layers = tr.intField("layers", 0, 1 << 10);
        const auto layout = mtpLayoutFromId(tr.stringField("layout"));
        if (!layout)
            return fail(SpecJsonText::tr("Model \"%1\": unknown MTP layout \"%2\".")
                                .arg(m.id, tr.stringField("layout")));
        m.mtp.layout = *layout;
        m.mtp.dedicatedEmbeddings = tr.boolField("dedicated_embeddings");
        if (!tr.error.isEmpty())
            return fail(tr.error, m.id);
    }
    if (json.value(QStringLiteral("vision")).isObject()) {
        const QJsonObject visionJson = json.value(QStringLiteral("vision")).toObject();
        Reader vr {visionJson, {}};
        m.vision.kind = vr.stringField("kind");
        m.vision.uncounted = vr.stringField("uncounted").left(500);
        m.vision.uncountedField = vr.stringField("uncounted_field").left(100);
        m.vision.parameters = vr.int64Field("parameters");
        m.vision.layers = vr.intField("layers", 0, 1 << 16);
        m.vision.hidden = vr.intField("hidden_size", 0, 1 << 20);
        m.vision.intermediate = vr.intField("intermediate_size", 0, 1 << 22);
        m.vision.patchesPerImage = vr.int64Field("patches_per_image");
        m.vision.tokensPerImage = vr.int64Field("tokens_per_image");
        if (!vr.error.isEmpty())
            return fail(vr.error, m.id);
    }
    m.slidingWindow = r.intField("sliding_window", 0, 1 << 30);
    const QJsonArray groups = json.value(QStringLiteral("attention_layers")).toArray();
    int groupedLayers = 0;
    for (const QJsonValue &v : groups) {
        const QJsonObject o = v.toObject();
        Reader gr {o, {}};
        AttentionLayerGroup g;
        g.layers = gr.intField("layers", 1, 100000);
        const auto kind = attentionKindFromId(o.value(QStringLiteral("kind")).toString());
        if (!kind)
            return fail(SpecJsonText::tr("Model \"%1\": unknown attention kind \"%2\".")
                                .arg(m.id, o.value(QStringLiteral("kind")).toString()));
        g.kind = *kind;
        g.windowTokens = gr.intField("window", 0, 1 << 30);
        g.kvHeads = gr.intField("kv_heads", 0, 1 << 16);
        g.headDim = gr.intField("head_dim", 0, 1 << 16);
        g.stateBytesPerSequence = gr.int64Field("state_bytes");
        const auto ffn = layerFfnFromId(o.value(QStringLiteral("ffn")).toString());
        if (!ffn)
            return fail(SpecJsonText::tr("Model \"%1\": unknown layer FFN kind \"%2\".")
                                .arg(m.id, o.value(QStringLiteral("ffn")).toString()));
        g.ffn = *ffn;
        g.sharedIndexer = gr.boolField("shared_indexer");
        if (!gr.error.isEmpty())
            return fail(gr.error, m.id);
        groupedLayers += g.layers;
        m.attentionLayers.append(g);
    }
    m.extraParameters = r.int64Field("extra_parameters");
    m.declaredParameters = r.int64Field("parameters");
    m.declaredActiveParameters = r.int64Field("active_parameters");
    m.defaultWeightFormat = r.stringField("default_weight_format");
    if (m.defaultWeightFormat.isEmpty())
        m.defaultWeightFormat = QStringLiteral("bf16");
    if (json.value(QStringLiteral("quantization")).isObject()) {
        auto quantization = quantizationFromJson(
                json.value(QStringLiteral("quantization")).toObject());
        if (!quantization)
            return fail(quantization.error().message, m.id);
        m.quantization = *quantization;
    }
    m.provenance = provenanceFromJson(json.value(QStringLiteral("provenance")).toObject());
    if (!r.error.isEmpty())
        return fail(r.error, m.id);
    if (m.id.isEmpty())
        return fail(SpecJsonText::tr("A model entry has no \"id\"."));
    if (!groups.isEmpty() && groupedLayers != m.layers)
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
    return m;
}

QString gpuVendorId(GpuVendor vendor)
{
    switch (vendor) {
    case GpuVendor::Nvidia: return QStringLiteral("nvidia");
    case GpuVendor::Amd: return QStringLiteral("amd");
    case GpuVendor::Apple: return QStringLiteral("apple");
    case GpuVendor::Intel: return QStringLiteral("intel");
    case GpuVendor::Other: return QStringLiteral("other");
    }
    return {};
}

std::optional<GpuVendor> gpuVendorFromId(QStringView id)
{
    for (GpuVendor v : {GpuVendor::Nvidia, GpuVendor::Amd, GpuVendor::Apple, GpuVendor::Intel,
                        GpuVendor::Other}) {
        if (id.compare(gpuVendorId(v), Qt::CaseInsensitive) == 0)
            return v;
    }
    return std::nullopt;
}

QJsonObject gpuSpecToJson(const GpuSpec &g)
{
    QJsonObject json;
    json.insert(QStringLiteral("id"), g.id);
    json.insert(QStringLiteral("name"), g.name);
    json.insert(QStringLiteral("vendor"), gpuVendorId(g.vendor));
    json.insert(QStringLiteral("architecture"), g.architecture);
    json.insert(QStringLiteral("form_factor"), g.formFactor);
    json.insert(QStringLiteral("memory_bytes_marketed"), static_cast<double>(g.marketedMemoryBytes));
    json.insert(QStringLiteral("memory_bytes_usable"), static_cast<double>(g.usableMemoryBytes));
    if (!g.usableMemorySource.isEmpty())
        json.insert(QStringLiteral("memory_usable_source"), g.usableMemorySource);
    json.insert(QStringLiteral("unified_memory"), g.unifiedMemory);
    json.insert(QStringLiteral("memory_type"), g.memoryType);
    json.insert(QStringLiteral("memory_bandwidth_bytes_per_s"), g.memoryBandwidthBytesPerSecond);
    json.insert(QStringLiteral("bf16_dense_flops"), g.bf16Flops);
    json.insert(QStringLiteral("fp8_dense_flops"), g.fp8Flops);
    json.insert(QStringLiteral("int8_dense_ops"), g.int8Ops);
    json.insert(QStringLiteral("fp4_dense_flops"), g.fp4Flops);
    json.insert(QStringLiteral("tdp_w"), g.tdpWatts);
    json.insert(QStringLiteral("interconnect"), g.interconnect);
    json.insert(QStringLiteral("interconnect_bytes_per_s"), g.interconnectBytesPerSecond);
    json.insert(QStringLiteral("pcie_bytes_per_s"), g.pcieBytesPerSecond);
    json.insert(QStringLiteral("nvlink_domain_gpus"), g.nvlinkDomainGpus);
    json.insert(QStringLiteral("internode_bytes_per_s"), g.internodeBytesPerSecond);
    json.insert(QStringLiteral("internode_source"), g.internodeSource);
    json.insert(QStringLiteral("launch"), g.launch);
    json.insert(QStringLiteral("launch_price_usd"), g.launchPriceUsd);
    json.insert(QStringLiteral("street_price_usd"), g.streetPriceUsd);
    QJsonObject rental;
    rental.insert(QStringLiteral("on_demand_low_usd_per_h"), g.rental.onDemandLowUsdPerHour);
    rental.insert(QStringLiteral("on_demand_high_usd_per_h"), g.rental.onDemandHighUsdPerHour);
    rental.insert(QStringLiteral("spot_low_usd_per_h"), g.rental.spotLowUsdPerHour);
    rental.insert(QStringLiteral("spot_high_usd_per_h"), g.rental.spotHighUsdPerHour);
    rental.insert(QStringLiteral("provenance"), provenanceToJson(g.rental.provenance));
    json.insert(QStringLiteral("rental"), rental);
    json.insert(QStringLiteral("provenance"), provenanceToJson(g.provenance));
    return json;
}

Result<GpuSpec> gpuSpecFromJson(const QJsonObject &json)
{
    Reader r {json, {}};
    GpuSpec g;
    g.id = r.stringField("id");
    g.name = r.stringField("name");
    const auto vendor = gpuVendorFromId(r.stringField("vendor"));
    g.vendor = vendor.value_or(GpuVendor::Other);
    g.architecture = r.stringField("architecture");
    g.formFactor = r.stringField("form_factor");
    g.marketedMemoryBytes = r.int64Field("memory_bytes_marketed");
    g.usableMemoryBytes = r.int64Field("memory_bytes_usable");
    g.usableMemorySource = r.stringField("memory_usable_source");
    g.unifiedMemory = r.boolField("unified_memory");
    g.memoryType = r.stringField("memory_type");
    g.memoryBandwidthBytesPerSecond = r.doubleField("memory_bandwidth_bytes_per_s");
    g.bf16Flops = r.doubleField("bf16_dense_flops");
    g.fp8Flops = r.doubleField("fp8_dense_flops");
    g.int8Ops = r.doubleField("int8_dense_ops");
    g.fp4Flops = r.doubleField("fp4_dense_flops");
    g.tdpWatts = r.doubleField("tdp_w");
    g.interconnect = r.stringField("interconnect");
    g.interconnectBytesPerSecond = r.doubleField("interconnect_bytes_per_s");
    g.pcieBytesPerSecond = r.doubleField("pcie_bytes_per_s");
    // the scale-out network: one InfiniBand NDR NIC per GPU unless the entry says otherwise
    g.nvlinkDomainGpus = json.contains(u"nvlink_domain_gpus")
            ? int(r.int64Field("nvlink_domain_gpus"))
            : (g.interconnectBytesPerSecond > 0 ? 8 : 1);
    g.internodeBytesPerSecond = json.contains(u"internode_bytes_per_s")
            ? r.doubleField("internode_bytes_per_s")
            : kDefaultInternodeBytesPerSecond;
    g.internodeSource = json.contains(u"internode_source")
            ? r.stringField("internode_source")
            : QString::fromLatin1(kDefaultInternodeSource);
    g.launch = r.stringField("launch");
    g.launchPriceUsd = r.doubleField("launch_price_usd");
    g.streetPriceUsd = r.doubleField("street_price_usd");
    const QJsonObject rental = json.value(QStringLiteral("rental")).toObject();
    Reader rr {rental, {}};
    g.rental.onDemandLowUsdPerHour = rr.doubleField("on_demand_low_usd_per_h");
    g.rental.onDemandHighUsdPerHour = rr.doubleField("on_demand_high_usd_per_h");
    g.rental.spotLowUsdPerHour = rr.doubleField("spot_low_usd_per_h");
    g.rental.spotHighUsdPerHour = rr.doubleField("spot_high_usd_per_h");
    g.rental.provenance = provenanceFromJson(rental.value(QStringLiteral("provenance")).toObject());
    g.provenance = provenanceFromJson(json.value(QStringLiteral("provenance")).toObject());
    if (!r.error.isEmpty())
        return fail(r.error, g.id);
    if (!rr.error.isEmpty())
        return fail(rr.error, g.id);
    if (g.id.isEmpty())
        return fail(SpecJsonText::tr("A GPU entry has no \"id\"."));
    if (g.memoryBytes() <= 0)
        return fail(SpecJsonText::tr("GPU \"%1\" has no memory size.").arg(g.id));
    if (g.nvlinkDomainGpus < 1 || g.internodeBytesPerSecond < 0)
        return fail(SpecJsonText::tr("GPU \"%1\" has an interconnect domain below one GPU or a "
                                     "negative network bandwidth.")
                            .arg(g.id));
    return g;
}

} // namespace Headroom
