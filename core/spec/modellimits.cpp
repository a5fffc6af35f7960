#include "spec/modellimits.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Headroom {

namespace {

struct ModelLimitsText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::ModelLimits)
};

constexpr std::int64_t kIntMax = std::numeric_limits<int>::max();

// The limits, each with the largest published model of its kind (as of 2025) and the margin:
//  layers 1024: Llama-3.1-405B has 126, Qwen3-235B 94 (8x)
//  hidden 131072: Megatron-1T 25600, MT-NLG-530B 20480, Llama-3.1-405B 16384 (5x-8x)
//  intermediate 524288: Megatron-1T 102400, PaLM-540B 73728, Llama-3.1-405B 53248 (5x-10x)
//  heads 1024: Megatron-1T 160, Llama-3.1-405B and DeepSeek-V3 128 (6x-8x); KV heads <= heads
//  head_dim 16384: Gemma-2/3 and PaLM 256 (64x)
//  vocab 4194304 (2^22): Gemma-3 262144, PaLM 256000 (16x)
//  context 2^31: Llama-4-Scout 10485760 (200x); a sliding window fits an int
//  experts 16384: Switch-C 2048, Kimi-K2 384 (8x); experts per token 1024: Qwen3-Next 10
//  shared experts 1024: Qwen1.5-MoE 4; expert width 524288: Grok-1 32768 (16x)
//  MLA ranks 131072: DeepSeek-V3 kv_lora_rank 512, q_lora_rank 1536; MLA head dims 16384: 192
//  linear-attention state 2^40 bytes per sequence and group: Qwen3-Next ~2 MiB per layer
//  recurrent heads 16384: Nemotron-H-56B 256 Mamba heads, Qwen3.5-397B 64 value heads (64x);
//  their dims 16384: Nemotron-H d_state 256, Qwen3.5 128; conv kernel 1024: all use 4;
//  state dtype 8 to 64 bits (fp8 to fp64): float32 in Qwen3.5 and Nemotron-3
//  DSA indexer heads 1024: DeepSeek-V3.2 64 (16x); their dim 16384: 128; top-k a context
//  parameters 2^50 (~1.1e15): Switch-C 1.6e12, Kimi-K2 1.0e12 (700x)
//  KV per token 2^30 bytes at 16 bits: Megatron-1T 13 MB, MT-NLG-530B 8.6 MB (80x)
//  KV per sequence at the max context 2^48 bytes: Llama-4-Scout 2.1e12 (130x)
//  MLP width per token 2^20: Grok-1 2 x 32768, DeepSeek-V3 8 x 2048 (16x)
// Every product the estimators form in 64-bit integers then stays far below 2^63.
constexpr ModelFieldLimit limitOf(ModelField field)
{
    switch (field) {
    case ModelField::Layers: return {1, 1024};
    case ModelField::Hidden: return {1, 131072};
    case ModelField::Intermediate: return {0, 524288};
    case ModelField::Heads: return {1, 1024};
    case ModelField::KvHeads: return {1, 1024};
    case ModelField::HeadDim: return {1, 16384};
    case ModelField::Vocab: return {1, 4194304};
    case ModelField::MaxContext: return {0, std::int64_t(1) << 31};
    case ModelField::SlidingWindow: return {0, kIntMax};
    case ModelField::NormsPerLayer: return {0, 16};
    case ModelField::Experts: return {0, 16384};
    case ModelField::ExpertsPerToken: return {0, 1024};
    case ModelField::SharedExperts: return {0, 1024};
    case ModelField::FirstDenseLayers: return {0, 1024};
    case ModelField::ExpertIntermediate: return {0, 524288};
    case ModelField::SharedExpertIntermediate: return {0, 524288};
    case ModelField::KvLoraRank: return {0, 131072};
    case ModelField::QLoraRank: return {0, 131072};
    case ModelField::QkRopeHeadDim: return {0, 16384};
    case ModelField::QkNopeHeadDim: return {0, 16384};
    case ModelField::VHeadDim: return {0, 16384};
    case ModelField::LayerGroups: return {0, 1024};
    case ModelField::GroupLayers: return {1, 1024};
    case ModelField::GroupWindow: return {0, kIntMax};
    case ModelField::GroupKvHeads: return {0, 1024};
    case ModelField::GroupHeadDim: return {0, 16384};
    case ModelField::GroupStateBytes: return {0, std::int64_t(1) << 40};
    case ModelField::ExtraParameters:
    case ModelField::DeclaredParameters:
    case ModelField::DeclaredActiveParameters: return {0, std::int64_t(1) << 50};
    case ModelField::RecurrentKeyHeads:
    case ModelField::RecurrentValueHeads:
    case ModelField::RecurrentKeyHeadDim:
    case ModelField::RecurrentValueHeadDim: return {0, 16384};
    case ModelField::RecurrentConvKernel: return {0, 1024};
    case ModelField::RecurrentStateBits: return {8, 64};
    case ModelField::IndexHeads: return {0, 1024};
    case ModelField::IndexHeadDim: return {0, 16384};
    case ModelField::IndexTopK: return {0, std::int64_t(1) << 31};
    case ModelField::MoeLatentSize: return {0, 131072};
    // DeepSeek-V3 / GLM: 1 MTP layer, MiniMax-M2: 3 modules; Qwen3-VL: 27 blocks of 1152 wide,
    // 4304 MLP; its largest profiled image 65,536 patches (docs/estimation.md, "Vision")
    case ModelField::MtpLayers: return {0, 64};
    case ModelField::VisionParameters: return {0, std::int64_t(1) << 44};
    case ModelField::VisionLayers: return {0, 1024};
    case ModelField::VisionHidden: return {0, 131072};
    case ModelField::VisionIntermediate: return {0, 524288};
    case ModelField::VisionPatches:
    case ModelField::VisionTokens: return {0, std::int64_t(1) << 24};
    }
    return {0, 0};
}

/** A value for a message: whole numbers in full ("10000000"), others shortest ("1e+300"). */
QString number(double value)
{
    if (std::isfinite(value) && value == std::floor(value) && std::abs(value) < 0x1p53)
        return QString::number(static_cast<std::int64_t>(value));
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

QString keyOf(const ModelFieldNames &names, ModelField field)
{
    return names.key ? names.key(field) : QString();
}

std::unexpected<Error> tooLarge(const ModelFieldNames &names, const QString &key,
                                const QString &value, std::int64_t max)
{
    return fail(ModelLimitsText::tr("%1 field '%2' is %3, more than any model has (at most %4)")
                        .arg(names.source, key, value)
                        .arg(max),
                key);
}

std::unexpected<Error> tooSmall(const ModelFieldNames &names, const QString &key,
                                const QString &value, std::int64_t min)
{
    return fail(ModelLimitsText::tr("%1 field '%2' is %3; it must be at least %4")
                        .arg(names.source, key, value)
                        .arg(min),
                key);
}

std::unexpected<Error> notWhole(const ModelFieldNames &names, const QString &key,
                                const QString &value)
{
    return fail(ModelLimitsText::tr("%1 field '%2' is %3, not a whole number")
                        .arg(names.source, key, value),
                key);
}

std::unexpected<Error> notNumber(const ModelFieldNames &names, const QString &key)
{
    return fail(ModelLimitsText::tr("%1 field '%2' is not a number").arg(names.source, key), key);
}

struct FieldValue
{
    ModelField field;
    std::int64_t value;
};

Result<void> checkRange(const ModelFieldNames &names, FieldValue f)
{
    const ModelFieldLimit limit = limitOf(f.field);
    if (f.value < limit.min)
        return tooSmall(names, keyOf(names, f.field), QString::number(f.value), limit.min);
    if (f.value > limit.max)
        return tooLarge(names, keyOf(names, f.field), QString::number(f.value), limit.max);
    return {};
}

Result<void> checkRanges(const ModelFieldNames &names, std::initializer_list<FieldValue> fields)
{
    for (const FieldValue &f : fields) {
        if (auto r = checkRange(names, f); !r)
            return r;
    }
    return {};
}

std::unexpected<Error> moreThan(const ModelFieldNames &names, FieldValue a, FieldValue b)
{
    const QString key = keyOf(names, a.field);
    return fail(ModelLimitsText::tr("%1 field '%2' (%3) is more than field '%4' (%5)")
                        .arg(names.source, key, QString::number(a.value), keyOf(names, b.field),
                             QString::number(b.value)),
                key);
}

Result<void> checkGroups(const ModelSpec &m, const ModelFieldNames &names)
{
    if (auto r = checkRange(names, {ModelField::LayerGroups, m.attentionLayers.size()}); !r)
        return r;
    std::int64_t covered = 0;
    for (const AttentionLayerGroup &g : m.attentionLayers) {
        if (auto r = checkRanges(names,
                                 {{ModelField::GroupLayers, g.layers},
                                  {ModelField::GroupWindow, g.windowTokens},
                                  {ModelField::GroupKvHeads, g.kvHeads},
                                  {ModelField::GroupHeadDim, g.headDim},
                                  {ModelField::GroupStateBytes, g.stateBytesPerSequence}});
            !r)
            return r;
        if (g.kvHeads > m.heads)
            return moreThan(names, {ModelField::GroupKvHeads, g.kvHeads},
                            {ModelField::Heads, m.heads});
        covered += g.layers;
    }
    if (!m.attentionLayers.isEmpty() && covered != m.layers) {
        const QString key = keyOf(names, ModelField::LayerGroups);
        return fail(ModelLimitsText::tr("%1 field '%2' covers %3 layers, but field '%4' is %5")
                            .arg(names.source, key, QString::number(covered),
                                 keyOf(names, ModelField::Layers), QString::number(m.layers)),
                    key);
    }
    return {};
}

Result<void> checkConsistency(const ModelSpec &m, const ModelFieldNames &names)
{
    if (m.kvHeads > m.heads)
        return moreThan(names, {ModelField::KvHeads, m.kvHeads}, {ModelField::Heads, m.heads});
    if (m.heads % m.kvHeads != 0) {
        const QString key = keyOf(names, ModelField::Heads);
        return fail(ModelLimitsText::tr("%1 field '%2' (%3) is not a multiple of field '%4' (%5)")
                            .arg(names.source, key, QString::number(m.heads),
                                 keyOf(names, ModelField::KvHeads), QString::number(m.kvHeads)),
                    key);
    }
    const FieldValue experts {ModelField::Experts, m.moe.experts};
    const FieldValue perToken {ModelField::ExpertsPerToken, m.moe.expertsPerToken};
    if (m.moe.expertsPerToken > m.moe.experts)
        return moreThan(names, perToken, experts);
    if (m.isMoe() && m.moe.expertsPerToken < 1)
        return tooSmall(names, keyOf(names, ModelField::ExpertsPerToken),
                        QString::number(m.moe.expertsPerToken), 1);
    if (m.moe.firstDenseLayers > m.layers)
        return moreThan(names, {ModelField::FirstDenseLayers, m.moe.firstDenseLayers},
                        {ModelField::Layers, m.layers});
    return checkGroups(m, names);
}

// --- what the fields imply together, in double so nothing overflows ---

double headDimOf(const ModelSpec &m)
{
    return m.headDim > 0 ? m.headDim : (m.heads > 0 ? double(m.hidden) / m.heads : 0.0);
}

double attentionBound(const ModelSpec &m)
{
    const double d = m.hidden;
    const double h = m.heads;
    if (m.isMla()) {
        const double qHead = double(m.mla.qkNopeHeadDim) + m.mla.qkRopeHeadDim;
        const double qLora = m.mla.qLoraRank;
        const double kvLora = m.mla.kvLoraRank;
        return d * qLora + qLora * h * qHead + d * h * qHead + d * (kvLora + m.mla.qkRopeHeadDim)
                + kvLora * h * (double(m.mla.qkNopeHeadDim) + m.mla.vHeadDim)
                + h * m.mla.vHeadDim * d + qLora + kvLora
                + (qLora + d + 1) * m.mla.indexHeads * double(m.mla.indexHeadDim)
                + (d + 3) * m.mla.indexHeadDim + d * m.mla.indexHeads;
    }
    const double kv = m.kvHeads > 0 ? m.kvHeads : m.heads;
    const double hd = headDimOf(m);
    return 3 * d * h * hd + 2 * d * kv * hd + 2 * h * hd + 2 * kv * hd + d + 2 * hd;
}

/** The larger of a Gated DeltaNet and a Mamba-2 mixer of the recurrent shapes (parametercount.cpp
 *  with every bias), 0 for a model without recurrent layers. */
double recurrentBound(const ModelSpec &m)
{
    const RecurrentSpec &r = m.recurrent;
    if (!r.isRecurrent())
        return 0;
    const double d = m.hidden;
    const double keyDim = double(r.keyHeads) * r.keyHeadDim;
    const double valueDim = double(r.valueHeads) * r.valueHeadDim;
    const double convDim = 2 * keyDim + valueDim;
    const double projection = 2 * keyDim + 2 * valueDim + 2.0 * r.valueHeads;
    return (d + 1) * projection + (valueDim + 1) * d + convDim * (r.convKernel + 1)
            + 3.0 * r.valueHeads + valueDim;
}

double mlpBound(const ModelSpec &m)
{
    const double d = m.hidden;
    const double dense = 3 * d * m.intermediate + 3.0 * m.intermediate + d;
    if (!m.isMoe())
        return dense;
    const double width = m.moe.expertIntermediate > 0 ? m.moe.expertIntermediate : m.intermediate;
    const double shared = m.moe.sharedExpertIntermediate > 0
            ? double(m.moe.sharedExpertIntermediate)
            : width * m.moe.sharedExperts;
    const double moe = double(m.moe.experts) * (3 * d * width + 3 * width + d) + 3 * d * shared
            + (d + 1) * m.moe.experts + d + 2 * d * m.moe.latentSize
            + double(m.moe.experts) * 3 * width * std::max<double>(m.moe.latentSize - d, 0);
    return std::max(dense, moe);
}

double embeddingBound(const ModelSpec &m)
{
    return 2.0 * m.vocab * m.hidden
            + (m.learnedPositions ? double(m.maxContext + 2) * m.hidden : 0);
}

QList<AttentionLayerGroup> groupsOf(const ModelSpec &m)
{
    if (!m.attentionLayers.isEmpty())
        return m.attentionLayers;
    AttentionLayerGroup all;
    all.layers = m.layers;
    if (m.slidingWindow > 0) {
        all.kind = AttentionKind::SlidingWindow;
        all.windowTokens = m.slidingWindow;
    }
    return {all};
}

/** One recurrent layer's state at TP 1 (kvcache.cpp stateBytesPerLayer()): conv + SSM state. */
double recurrentStateBound(const ModelSpec &m)
{
    const RecurrentSpec &r = m.recurrent;
    const double convDim = 2.0 * r.keyHeads * r.keyHeadDim + double(r.valueHeads) * r.valueHeadDim;
    return (convDim * std::max(r.convKernel - 1, 0) * r.convStateBits
            + double(r.valueHeads) * r.keyHeadDim * r.valueHeadDim * r.ssmStateBits)
            / 8.0;
}

/** KV bytes per token of one group at 16 bits, TP 1 (kvcache.cpp without the TP split). */
double kvBytesPerToken(const ModelSpec &m, const AttentionLayerGroup &g)
{
    if (!keepsKv(g.kind))
        return 0;
    if (m.isMla())
        return 2.0 * g.layers * (double(m.mla.kvLoraRank) + m.mla.qkRopeHeadDim)
                + double(g.layers) * (m.mla.indexHeadDim + (m.mla.indexHeadDim / 128.0 + 1) * 4);
    const double kv = g.kvHeads > 0 ? g.kvHeads : (m.kvHeads > 0 ? m.kvHeads : m.heads);
    const double hd = g.headDim > 0 ? g.headDim : headDimOf(m);
    return 4.0 * g.layers * kv * hd;
}

QString keyList(const ModelFieldNames &names, std::initializer_list<ModelField> fields)
{
    QStringList keys;
    for (ModelField f : fields)
        keys.append(u'\'' + keyOf(names, f) + u'\'');
    return keys.join(QStringLiteral(", "));
}

Result<void> checkParameters(const ModelSpec &m, const ModelFieldNames &names)
{
    const double total = modelParameterBound(m);
    if (total <= kMaxModelParameters)
        return {};
    const double embedding = embeddingBound(m);
    const double attention = double(m.layers) * attentionBound(m);
    const double mlp = double(m.layers) * mlpBound(m);
    QString fields;
    if (double(m.extraParameters) >= std::max({embedding, attention, mlp}))
        fields = keyList(names, {ModelField::ExtraParameters});
    else if (embedding >= std::max(attention, mlp))
        fields = m.learnedPositions && double(m.maxContext) > m.vocab
                ? keyList(names, {ModelField::MaxContext, ModelField::Hidden})
                : keyList(names, {ModelField::Vocab, ModelField::Hidden});
    else if (attention >= mlp)
        fields = m.isMla() ? keyList(names,
                                     {ModelField::Layers, ModelField::Hidden, ModelField::Heads,
                                      ModelField::KvLoraRank, ModelField::QLoraRank})
                           : keyList(names,
                                     {ModelField::Layers, ModelField::Hidden, ModelField::Heads,
                                      ModelField::HeadDim});
    else if (m.isMoe())
        fields = keyList(names,
                         {ModelField::Layers, ModelField::Hidden, ModelField::Experts,
                          ModelField::ExpertIntermediate});
    else
        fields = keyList(names, {ModelField::Layers, ModelField::Hidden, ModelField::Intermediate});
    return fail(ModelLimitsText::tr(
                        "%1 fields %2 imply %3 parameters, more than any model has (at most %4)")
                        .arg(names.source, fields, number(total), number(kMaxModelParameters)),
                fields);
}

Result<void> checkKvCache(const ModelSpec &m, const ModelFieldNames &names)
{
    const double tokens = m.maxContext > 0 ? double(m.maxContext) : double(1 << 24);
    double perToken = 0;
    double perSequence = 0;
    double state = 0;
    for (const AttentionLayerGroup &g : groupsOf(m)) {
        const double bytes = kvBytesPerToken(m, g);
        const bool windowed = (g.kind == AttentionKind::SlidingWindow
                               || g.kind == AttentionKind::Chunked)
                && g.windowTokens > 0;
        perToken += bytes;
        perSequence += bytes * (windowed ? std::min(tokens, double(g.windowTokens)) : tokens);
        if (g.kind == AttentionKind::Linear)
            perSequence += double(g.stateBytesPerSequence);
        if (isRecurrentMixer(g.kind))
            state += double(g.layers) * recurrentStateBound(m);
    }
    const bool stateDominates = state > perSequence;
    perSequence += state;
    if (stateDominates && perSequence > kMaxKvBytesPerSequence) { // name the state's fields
        const QString all = keyList(names,
                                    {ModelField::RecurrentValueHeads,
                                     ModelField::RecurrentKeyHeadDim,
                                     ModelField::RecurrentValueHeadDim});
        return fail(ModelLimitsText::tr("%1 fields %2 imply %3 bytes of recurrent state for one "
                                        "sequence, more than any model needs (at most %4)")
                            .arg(names.source, all, number(perSequence),
                                 number(kMaxKvBytesPerSequence)),
                    all);
    }
    const QString fields = m.isMla()
            ? keyList(names, {ModelField::Layers, ModelField::KvLoraRank, ModelField::QkRopeHeadDim})
            : keyList(names, {ModelField::Layers, ModelField::KvHeads, ModelField::HeadDim});
    if (perToken > kMaxKvBytesPerToken)
        return fail(ModelLimitsText::tr("%1 fields %2 imply %3 bytes of KV cache per token, more "
                                        "than any model needs (at most %4)")
                            .arg(names.source, fields, number(perToken),
                                 number(kMaxKvBytesPerToken)),
                    fields);
    if (perSequence > kMaxKvBytesPerSequence) {
        const QString all = fields + QStringLiteral(", ")
                + keyList(names, {ModelField::MaxContext});
        return fail(ModelLimitsText::tr(
                            "%1 fields %2 imply %3 bytes of KV cache for one sequence of the "
                            "maximum context, more than any model needs (at most %4)")
                            .arg(names.source, all, number(perSequence),
                                 number(kMaxKvBytesPerSequence)),
                    all);
    }
    return {};
}

Result<void> checkMlpWidth(const ModelSpec &m, const ModelFieldNames &names)
{
    const double width = double(m.moe.expertsPerToken) * m.moe.expertIntermediate;
    if (!m.isMoe() || width <= kMaxActiveMlpWidth)
        return {};
    const QString fields = keyList(names,
                                   {ModelField::ExpertsPerToken, ModelField::ExpertIntermediate});
    return fail(ModelLimitsText::tr("%1 fields %2 imply an MLP %3 wide per token, more than any "
                                    "model has (at most %4)")
                        .arg(names.source, fields, number(width), number(kMaxActiveMlpWidth)),
                fields);
}

} // namespace

ModelFieldLimit modelFieldLimit(ModelField field)
{
    return limitOf(field);
}

Result<std::int64_t> modelFieldValue(double value, ModelField field, const ModelFieldNames &names,
                                     const QString &key)
{
    const QString k = key.isEmpty() ? keyOf(names, field) : key;
    const ModelFieldLimit limit = limitOf(field);
    if (!std::isfinite(value) || value != std::floor(value))
        return notWhole(names, k, number(value));
    if (value < 0)
        return tooSmall(names, k, number(value), 0);
    if (value > double(limit.max))
        return tooLarge(names, k, number(value), limit.max);
    return static_cast<std::int64_t>(value); // a whole number in [0, 2^50]: exact
}

Result<std::int64_t> modelFieldValue(const QVariant &value, ModelField field,
                                     const ModelFieldNames &names, const QString &key)
{
    const QString k = key.isEmpty() ? keyOf(names, field) : key;
    const ModelFieldLimit limit = limitOf(field);
    switch (value.typeId()) {
    case QMetaType::UnknownType: return 0;
    case QMetaType::UChar:
    case QMetaType::UShort:
    case QMetaType::UInt:
    case QMetaType::ULong:
    case QMetaType::ULongLong: {
        const qulonglong u = value.toULongLong();
        if (u > static_cast<qulonglong>(limit.max))
            return tooLarge(names, k, QString::number(u), limit.max);
        return static_cast<std::int64_t>(u);
    }
    case QMetaType::Char:
    case QMetaType::SChar:
    case QMetaType::Short:
    case QMetaType::Int:
    case QMetaType::Long:
    case QMetaType::LongLong: {
        const qlonglong s = value.toLongLong();
        if (s < 0)
            return tooSmall(names, k, QString::number(s), 0);
        if (s > limit.max)
            return tooLarge(names, k, QString::number(s), limit.max);
        return static_cast<std::int64_t>(s);
    }
    case QMetaType::Float:
    case QMetaType::Double: return modelFieldValue(value.toDouble(), field, names, k);
    case QMetaType::QVariantList: {
        std::int64_t largest = 0; // per-layer values: the largest one
        for (const QVariant &element : value.toList()) {
            if (element.typeId() == QMetaType::QVariantList)
                return notNumber(names, k);
            const auto v = modelFieldValue(element, field, names, k);
            if (!v)
                return v;
            largest = std::max(largest, *v);
        }
        return largest;
    }
    default: return notNumber(names, k);
    }
}

Result<std::int64_t> modelFieldValue(const QJsonValue &value, ModelField field,
                                     const ModelFieldNames &names, const QString &key)
{
    if (value.isUndefined() || value.isNull())
        return 0;
    if (value.isDouble())
        return modelFieldValue(value.toDouble(), field, names, key);
    return notNumber(names, key.isEmpty() ? keyOf(names, field) : key);
}

Result<void> checkModelField(ModelField field, std::int64_t value, const ModelFieldNames &names)
{
    return checkRange(names, {field, value});
}

double modelParameterBound(const ModelSpec &m)
{
    return embeddingBound(m)
            + double(m.layers) * (std::max(attentionBound(m), recurrentBound(m)) + mlpBound(m))
            + 2.0 * m.hidden * std::max(m.normsPerLayer + 1, 1) * std::max<double>(m.layers, 1)
            + double(m.extraParameters)
            // each MTP layer is at most a main layer plus its norms, eh_proj and lm_head
            + double(m.mtp.layers)
            * (attentionBound(m) + mlpBound(m) + 3.0 * double(m.hidden) * m.hidden
               + embeddingBound(m))
            + double(m.vision.parameters);
}

Result<void> checkModelLimits(const ModelSpec &m, const ModelFieldNames &names)
{
    if (auto r = checkRanges(names,
                             {{ModelField::Layers, m.layers},
                              {ModelField::Hidden, m.hidden},
                              {ModelField::Intermediate, m.intermediate},
                              {ModelField::Heads, m.heads},
                              {ModelField::KvHeads, m.kvHeads},
                              {ModelField::HeadDim, m.headDim},
                              {ModelField::Vocab, m.vocab},
                              {ModelField::MaxContext, m.maxContext},
                              {ModelField::SlidingWindow, m.slidingWindow},
                              {ModelField::NormsPerLayer, m.normsPerLayer},
                              {ModelField::Experts, m.moe.experts},
                              {ModelField::ExpertsPerToken, m.moe.expertsPerToken},
                              {ModelField::SharedExperts, m.moe.sharedExperts},
                              {ModelField::FirstDenseLayers, m.moe.firstDenseLayers},
                              {ModelField::ExpertIntermediate, m.moe.expertIntermediate},
                              {ModelField::SharedExpertIntermediate, m.moe.sharedExpertIntermediate},
                              {ModelField::KvLoraRank, m.mla.kvLoraRank},
                              {ModelField::QLoraRank, m.mla.qLoraRank},
                              {ModelField::QkRopeHeadDim, m.mla.qkRopeHeadDim},
                              {ModelField::QkNopeHeadDim, m.mla.qkNopeHeadDim},
                              {ModelField::VHeadDim, m.mla.vHeadDim},
                              {ModelField::ExtraParameters, m.extraParameters},
                              {ModelField::DeclaredParameters, m.declaredParameters},
                              {ModelField::DeclaredActiveParameters, m.declaredActiveParameters},
                              {ModelField::RecurrentKeyHeads, m.recurrent.keyHeads},
                              {ModelField::RecurrentValueHeads, m.recurrent.valueHeads},
                              {ModelField::RecurrentKeyHeadDim, m.recurrent.keyHeadDim},
                              {ModelField::RecurrentValueHeadDim, m.recurrent.valueHeadDim},
                              {ModelField::RecurrentConvKernel, m.recurrent.convKernel},
                              {ModelField::RecurrentStateBits, m.recurrent.convStateBits},
                              {ModelField::RecurrentStateBits, m.recurrent.ssmStateBits},
                              {ModelField::IndexHeads, m.mla.indexHeads},
                              {ModelField::IndexHeadDim, m.mla.indexHeadDim},
                              {ModelField::IndexTopK, m.mla.indexTopK},
                              {ModelField::MoeLatentSize, m.moe.latentSize},
                              {ModelField::MtpLayers, m.mtp.layers},
                              {ModelField::VisionParameters, m.vision.parameters},
                              {ModelField::VisionLayers, m.vision.layers},
                              {ModelField::VisionHidden, m.vision.hidden},
                              {ModelField::VisionIntermediate, m.vision.intermediate},
                              {ModelField::VisionPatches, m.vision.patchesPerImage},
                              {ModelField::VisionTokens, m.vision.tokensPerImage}});
        !r)
        return r;
    if (auto r = checkConsistency(m, names); !r)
        return r;
    if (auto r = checkParameters(m, names); !r)
        return r;
    if (auto r = checkKvCache(m, names); !r)
        return r;
    return checkMlpWidth(m, names);
}

QString modelSpecJsonKey(ModelField field)
{
    switch (field) {
    case ModelField::Layers: return QStringLiteral("num_layers");
    case ModelField::Hidden: return QStringLiteral("hidden_size");
    case ModelField::Intermediate: return QStringLiteral("intermediate_size");
    case ModelField::Heads: return QStringLiteral("num_attention_heads");
    case ModelField::KvHeads: return QStringLiteral("num_key_value_heads");
    case ModelField::HeadDim: return QStringLiteral("head_dim");
    case ModelField::Vocab: return QStringLiteral("vocab_size");
    case ModelField::MaxContext: return QStringLiteral("max_context");
    case ModelField::SlidingWindow: return QStringLiteral("sliding_window");
    case ModelField::NormsPerLayer: return QStringLiteral("norms_per_layer");
    case ModelField::Experts: return QStringLiteral("moe.num_experts");
    case ModelField::ExpertsPerToken: return QStringLiteral("moe.experts_per_token");
    case ModelField::SharedExperts: return QStringLiteral("moe.num_shared_experts");
    case ModelField::FirstDenseLayers: return QStringLiteral("moe.first_k_dense_layers");
    case ModelField::ExpertIntermediate: return QStringLiteral("moe.moe_intermediate_size");
    case ModelField::SharedExpertIntermediate:
        return QStringLiteral("moe.shared_expert_intermediate_size");
    case ModelField::KvLoraRank: return QStringLiteral("mla.kv_lora_rank");
    case ModelField::QLoraRank: return QStringLiteral("mla.q_lora_rank");
    case ModelField::QkRopeHeadDim: return QStringLiteral("mla.qk_rope_head_dim");
    case ModelField::QkNopeHeadDim: return QStringLiteral("mla.qk_nope_head_dim");
    case ModelField::VHeadDim: return QStringLiteral("mla.v_head_dim");
    case ModelField::LayerGroups: return QStringLiteral("attention_layers");
    case ModelField::GroupLayers: return QStringLiteral("attention_layers.layers");
    case ModelField::GroupWindow: return QStringLiteral("attention_layers.window");
    case ModelField::GroupKvHeads: return QStringLiteral("attention_layers.kv_heads");
    case ModelField::GroupHeadDim: return QStringLiteral("attention_layers.head_dim");
    case ModelField::GroupStateBytes: return QStringLiteral("attention_layers.state_bytes");
    case ModelField::ExtraParameters: return QStringLiteral("extra_parameters");
    case ModelField::DeclaredParameters: return QStringLiteral("parameters");
    case ModelField::DeclaredActiveParameters: return QStringLiteral("active_parameters");
    case ModelField::RecurrentKeyHeads: return QStringLiteral("recurrent.key_heads");
    case ModelField::RecurrentValueHeads: return QStringLiteral("recurrent.value_heads");
    case ModelField::RecurrentKeyHeadDim: return QStringLiteral("recurrent.key_head_dim");
    case ModelField::RecurrentValueHeadDim: return QStringLiteral("recurrent.value_head_dim");
    case ModelField::RecurrentConvKernel: return QStringLiteral("recurrent.conv_kernel");
    case ModelField::RecurrentStateBits: return QStringLiteral("recurrent.ssm_state_bits");
    case ModelField::IndexHeads: return QStringLiteral("mla.index_n_heads");
    case ModelField::IndexHeadDim: return QStringLiteral("mla.index_head_dim");
    case ModelField::IndexTopK: return QStringLiteral("mla.index_topk");
    case ModelField::MoeLatentSize: return QStringLiteral("moe.latent_size");
    case ModelField::MtpLayers: return QStringLiteral("mtp.layers");
    case ModelField::VisionParameters: return QStringLiteral("vision.parameters");
    case ModelField::VisionLayers: return QStringLiteral("vision.layers");
    case ModelField::VisionHidden: return QStringLiteral("vision.hidden_size");
    case ModelField::VisionIntermediate: return QStringLiteral("vision.intermediate_size");
    case ModelField::VisionPatches: return QStringLiteral("vision.patches_per_image");
    case ModelField::VisionTokens: return QStringLiteral("vision.tokens_per_image");
    }
    return {};
}

ModelFieldNames storedModelNames(const QString &modelId)
{
    return {ModelLimitsText::tr("model '%1'").arg(modelId.left(60)), &modelSpecJsonKey};
}

} // namespace Headroom
