#include "estimate/kvcache.h"

#include "estimate/weightbytes.h"

#include <algorithm>
#include <cmath>

namespace Headroom {

QList<AttentionLayerGroup> attentionGroups(const ModelSpec &model)
{
    if (!model.attentionLayers.isEmpty())
        return model.attentionLayers;
    QList<AttentionLayerGroup> groups;
    forEachAttentionGroup(model, [&groups](const AttentionLayerGroup &g) { groups.append(g); });
    return groups;
}

int kvHeadsPerGpu(int kvHeads, int tp)
{
    if (tp <= 1)
        return kvHeads;
    return std::max((kvHeads + tp - 1) / tp, 1);
}

double kvBytesPerTokenOfLayers(const ModelSpec &model, const AttentionLayerGroup &group, int layers,
                               KvFormat format, int tp)
{
    const double bytes = kvBytesPerElement(format);
    if (group.kind == AttentionKind::Linear || group.kind == AttentionKind::SharedKv)
        return 0;
    if (model.isMla())
        return double(layers) * (model.mla.kvLoraRank + model.mla.qkRopeHeadDim) * bytes;
    const int kv = group.kvHeads > 0 ? group.kvHeads
                                     : (model.kvHeads > 0 ? model.kvHeads : model.heads);
    const int headDim = group.headDim > 0 ? group.headDim
            : model.headDim > 0           ? model.headDim
                                          : (model.heads > 0 ? model.hidden / model.heads : 0);
    return 2.0 * layers * kvHeadsPerGpu(kv, tp) * headDim * bytes;
}

double kvBytesPerToken(const ModelSpec &model, KvFormat format, int tp)
{
    double total = 0;
    forEachAttentionGroup(model, [&](const AttentionLayerGroup &group) {
        total += kvBytesPerTokenOfLayers(model, group, group.layers, format, tp);
    });
    return total;
}

std::int64_t pagedTokens(std::int64_t tokens, int blockTokens)
{
    if (blockTokens <= 1 || tokens <= 0)
        return std::max<std::int64_t>(tokens, 0);
    return (tokens + blockTokens - 1) / blockTokens * blockTokens;
}

std::int64_t kvBytesPerSequence(const ModelSpec &model, KvFormat format, int tp,
                                std::int64_t tokens, int blockTokens, int firstLayer, int layers)
{
    const int last = layers < 0 ? model.layers : firstLayer + layers;
    double total = 0;
    int start = 0;
    forEachAttentionGroup(model, [&](const AttentionLayerGroup &group) {
        const int end = start + group.layers;
        const int overlap = std::min(end, last) - std::max(start, firstLayer);
        start = end;
        if (overlap <= 0)
            return;
        if (group.kind == AttentionKind::Linear) {
            total += double(group.stateBytesPerSequence) * overlap / std::max(group.layers, 1);
            return;
        }
        std::int64_t held = tokens;
        if ((group.kind == AttentionKind::SlidingWindow || group.kind == AttentionKind::Chunked)
            && group.windowTokens > 0)
            held = std::min<std::int64_t>(tokens, group.windowTokens);
        total += kvBytesPerTokenOfLayers(model, group, overlap, format, tp)
                * double(pagedTokens(held, blockTokens));
    });
    return std::int64_t(std::ceil(total));
}

} // namespace Headroom
