#include "spec/modellimits.h"

#include "spec/idtable.h"
#include "spec/modellimits_p.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Headroom {

using ModelLimitsDetail::checkKvCache;
using ModelLimitsDetail::checkMlpWidth;
using ModelLimitsDetail::checkParameters;
using ModelLimitsDetail::keyOf;
using ModelLimitsDetail::ModelLimitsText;
using ModelLimitsDetail::number;

namespace {

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

/** The keys of specjson.cpp's model entries, in the order of ModelField. */
constexpr IdTable<ModelField, 47> kJsonKeys {{
        {ModelField::Layers, "num_layers"},
        {ModelField::Hidden, "hidden_size"},
        {ModelField::Intermediate, "intermediate_size"},
        {ModelField::Heads, "num_attention_heads"},
        {ModelField::KvHeads, "num_key_value_heads"},
        {ModelField::HeadDim, "head_dim"},
        {ModelField::Vocab, "vocab_size"},
        {ModelField::MaxContext, "max_context"},
        {ModelField::SlidingWindow, "sliding_window"},
        {ModelField::NormsPerLayer, "norms_per_layer"},
        {ModelField::Experts, "moe.num_experts"},
        {ModelField::ExpertsPerToken, "moe.experts_per_token"},
        {ModelField::SharedExperts, "moe.num_shared_experts"},
        {ModelField::FirstDenseLayers, "moe.first_k_dense_layers"},
        {ModelField::ExpertIntermediate, "moe.moe_intermediate_size"},
        {ModelField::SharedExpertIntermediate, "moe.shared_expert_intermediate_size"},
        {ModelField::KvLoraRank, "mla.kv_lora_rank"},
        {ModelField::QLoraRank, "mla.q_lora_rank"},
        {ModelField::QkRopeHeadDim, "mla.qk_rope_head_dim"},
        {ModelField::QkNopeHeadDim, "mla.qk_nope_head_dim"},
        {ModelField::VHeadDim, "mla.v_head_dim"},
        {ModelField::LayerGroups, "attention_layers"},
        {ModelField::GroupLayers, "attention_layers.layers"},
        {ModelField::GroupWindow, "attention_layers.window"},
        {ModelField::GroupKvHeads, "attention_layers.kv_heads"},
        {ModelField::GroupHeadDim, "attention_layers.head_dim"},
        {ModelField::GroupStateBytes, "attention_layers.state_bytes"},
        {ModelField::ExtraParameters, "extra_parameters"},
        {ModelField::DeclaredParameters, "parameters"},
        {ModelField::DeclaredActiveParameters, "active_parameters"},
        {ModelField::RecurrentKeyHeads, "recurrent.key_heads"},
        {ModelField::RecurrentValueHeads, "recurrent.value_heads"},
        {ModelField::RecurrentKeyHeadDim, "recurrent.key_head_dim"},
        {ModelField::RecurrentValueHeadDim, "recurrent.value_head_dim"},
        {ModelField::RecurrentConvKernel, "recurrent.conv_kernel"},
        {ModelField::RecurrentStateBits, "recurrent.ssm_state_bits"},
        {ModelField::IndexHeads, "mla.index_n_heads"},
        {ModelField::IndexHeadDim, "mla.index_head_dim"},
        {ModelField::IndexTopK, "mla.index_topk"},
        {ModelField::MoeLatentSize, "moe.latent_size"},
        {ModelField::MtpLayers, "mtp.layers"},
        {ModelField::VisionParameters, "vision.parameters"},
        {ModelField::VisionLayers, "vision.layers"},
        {ModelField::VisionHidden, "vision.hidden_size"},
        {ModelField::VisionIntermediate, "vision.intermediate_size"},
        {ModelField::VisionPatches, "vision.patches_per_image"},
        {ModelField::VisionTokens, "vision.tokens_per_image"},
}};

constexpr bool inFieldOrder(const IdTable<ModelField, kJsonKeys.size()> &table)
{
    for (std::size_t i = 0; i < table.size(); ++i) {
        if (static_cast<std::size_t>(table[i].first) != i)
            return false;
    }
    return true;
}
static_assert(kJsonKeys.size() == static_cast<std::size_t>(ModelField::VisionTokens) + 1
                      && inFieldOrder(kJsonKeys),
              "every ModelField needs its key, in the enum's order");
} // namespace

namespace ModelLimitsDetail {

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

} // namespace ModelLimitsDetail

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
    return idOf(kJsonKeys, field);
}

ModelFieldNames storedModelNames(const QString &modelId)
{
    return {ModelLimitsText::tr("model '%1'").arg(modelId.left(60)), &modelSpecJsonKey};
}

} // namespace Headroom
