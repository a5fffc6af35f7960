#include "spec/modellimits.h"

#include "spec/modellimits_p.h"

#include <QStringList>

#include <algorithm>

// What the fields of a model imply together (parameters, KV cache, MLP width), bounded in double
// so that nothing overflows; the fields one by one are checked in modellimits.cpp.

namespace Headroom {

using ModelLimitsDetail::keyOf;
using ModelLimitsDetail::ModelLimitsText;
using ModelLimitsDetail::number;

namespace {

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

} // namespace

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

namespace ModelLimitsDetail {

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

} // namespace ModelLimitsDetail

} // namespace Headroom
