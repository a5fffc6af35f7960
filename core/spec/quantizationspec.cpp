#include "spec/quantizationspec.h"

#include "spec/idtable.h"

#include <QCoreApplication>

namespace Headroom {

namespace {

constexpr IdTable<QuantStrategy, 4> kStrategyIds {{
        {QuantStrategy::Tensor, "tensor"},
        {QuantStrategy::Channel, "channel"},
        {QuantStrategy::Group, "group"},
        {QuantStrategy::Block, "block"},
}};

constexpr IdTable<QuantGroup, kQuantGroups> kGroupIds {{
        {QuantGroup::Attention, "attention"},
        {QuantGroup::DenseMlp, "dense_mlp"},
        {QuantGroup::RoutedExperts, "routed_experts"},
        {QuantGroup::SharedExperts, "shared_experts"},
        {QuantGroup::Embedding, "embedding"},
        {QuantGroup::LmHead, "lm_head"},
}};

} // namespace

double QuantScheme::bitsPerWeight(std::int64_t hidden) const
{
    if (!isQuantized())
        return weightBits > 0 ? weightBits : 16;
    double bits = weightBits;
    const double perScale = scaleBits + zeroBits;
    switch (strategy) {
    case QuantStrategy::Tensor: break; // one scale per matrix: a few bytes, left out
    case QuantStrategy::Channel:
        if (hidden > 0)
            bits += perScale / double(hidden);
        break;
    case QuantStrategy::Group:
        if (groupSize > 0)
            bits += perScale / groupSize;
        break;
    case QuantStrategy::Block:
        if (blockRows > 0 && blockCols > 0)
            bits += perScale / (double(blockRows) * blockCols);
        break;
    }
    if (superGroupSize > 0)
        bits += double(superScaleBits) / superGroupSize;
    if (rowIndexBits > 0 && hidden > 0)
        bits += double(rowIndexBits) / double(hidden);
    return bits;
}

QuantScheme QuantizationSpec::mainScheme() const
{
    for (QuantGroup g : {QuantGroup::RoutedExperts, QuantGroup::DenseMlp, QuantGroup::Attention,
                         QuantGroup::SharedExperts, QuantGroup::LmHead, QuantGroup::Embedding}) {
        if (group(g).quantizedShare > 0 && group(g).scheme.isQuantized())
            return group(g).scheme;
    }
    return {};
}

QString quantStrategyId(QuantStrategy strategy)
{
    return idOf(kStrategyIds, strategy);
}

std::optional<QuantStrategy> quantStrategyFromId(QStringView id)
{
    return fromId(kStrategyIds, id);
}

QString quantGroupId(QuantGroup group)
{
    return idOf(kGroupIds, group);
}

const char *quantGroupSource(QuantGroup group)
{
    switch (group) {
    case QuantGroup::Attention:
        return QT_TRANSLATE_NOOP("Headroom::Estimate", "attention projections");
    case QuantGroup::DenseMlp: return QT_TRANSLATE_NOOP("Headroom::Estimate", "dense MLP");
    case QuantGroup::RoutedExperts:
        return QT_TRANSLATE_NOOP("Headroom::Estimate", "routed experts");
    case QuantGroup::SharedExperts:
        return QT_TRANSLATE_NOOP("Headroom::Estimate", "shared experts");
    case QuantGroup::Embedding: return QT_TRANSLATE_NOOP("Headroom::Estimate", "embeddings");
    case QuantGroup::LmHead: return QT_TRANSLATE_NOOP("Headroom::Estimate", "lm_head");
    }
    return "";
}

QString quantGroupName(QuantGroup group)
{
    return QCoreApplication::translate("Headroom::Estimate", quantGroupSource(group));
}

} // namespace Headroom
