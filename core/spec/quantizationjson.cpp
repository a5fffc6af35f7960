#include "spec/specjson_p.h"

#include <QJsonArray>

#include <algorithm>

namespace Headroom::SpecJsonDetail {

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

} // namespace Headroom::SpecJsonDetail
