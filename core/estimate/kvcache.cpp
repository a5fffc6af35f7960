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
    if (!keepsKv(group.kind))
        return 0;
    if (model.isMla())
        return double(layers) * (model.mla.kvLoraRank + model.mla.qkRopeHeadDim) * bytes
                + (group.sharedIndexer ? 0.0 : double(layers) * indexerBytesPerToken(model));
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

namespace {

std::int64_t ceilDiv(std::int64_t a, std::int64_t b)
{
    return b > 1 ? (a + b - 1) / b : a;
}

} // namespace

double indexerBytesPerToken(const ModelSpec &model)
{
    if (!model.isMla() || !model.mla.hasIndexer())
        return 0;
    // vLLM DeepseekV32IndexerCache: head_dim fp8 bytes + one fp32 scale per 128 (uint8 cache)
    const int dim = model.mla.indexHeadDim;
    return double(dim) + double((dim + 127) / 128) * 4;
}

RecurrentStateShape recurrentStateShape(const ModelSpec &model, AttentionKind kind, int tp)
{
    const RecurrentSpec &r = model.recurrent;
    const int t = std::max(tp, 1);
    if (kind == AttentionKind::Rwkv4 || kind == AttentionKind::Rwkv6) {
        // the token shifts: the previous token's input to the time mixing and to the channel
        // mixing, hidden wide each (transformers RwkvModel state[0] and state[1], in the model's
        // dtype); RWKV-4 keeps num, den and max per attention channel (state[2..4], fp32),
        // RWKV-6 a head_size x head_size WKV matrix per head (fp32)
        const std::int64_t channels = std::int64_t(r.valueHeads) * r.valueHeadDim;
        RecurrentStateShape s;
        s.convChannels = ceilDiv(model.hidden, t);
        s.convTokens = 2;
        s.ssmValues = kind == AttentionKind::Rwkv4
                ? 3 * ceilDiv(channels, t)
                : ceilDiv(r.valueHeads, t) * r.keyHeadDim * r.valueHeadDim;
        return s;
    }
    std::int64_t keyHeads = r.keyHeads;
    // vLLM extra_groups_for_head_shards: Mamba-2 groups not divisible by TP are replicated up to TP
    if (kind == AttentionKind::Mamba2 && keyHeads % t != 0)
        keyHeads += std::max<std::int64_t>(t - keyHeads, 0);
    RecurrentStateShape s;
    s.convChannels = ceilDiv(2 * keyHeads * r.keyHeadDim
                                     + std::int64_t(r.valueHeads) * r.valueHeadDim,
                             t);
    s.convTokens = std::max(r.convKernel - 1, 0);
    s.ssmValues = ceilDiv(r.valueHeads, t) * r.keyHeadDim * r.valueHeadDim;
    return s;
}

double stateBytesPerLayer(const ModelSpec &model, const AttentionLayerGroup &group, int tp)
{
    if (group.kind == AttentionKind::Linear)
        return double(group.stateBytesPerSequence) / std::max(group.layers, 1);
    if (!keepsState(group.kind))
        return 0;
    const RecurrentStateShape s = recurrentStateShape(model, group.kind, tp);
    return double(s.convChannels) * s.convTokens * model.recurrent.convStateBits / 8.0
            + double(s.ssmValues) * model.recurrent.ssmStateBits / 8.0;
}

std::int64_t stateBytesPerSequence(const ModelSpec &model, int tp, int firstLayer, int layers)
{
    double total = 0;
    forEachAttentionGroupIn(model, firstLayer, layers,
                            [&](const AttentionLayerGroup &group, int overlap) {
                                if (keepsState(group.kind))
                                    total += stateBytesPerLayer(model, group, tp) * overlap;
                            });
    return std::int64_t(std::ceil(total));
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
    double total = 0;
    forEachAttentionGroupIn(model, firstLayer, layers,
                            [&](const AttentionLayerGroup &group, int overlap) {
                                if (keepsState(group.kind)) {
                                    total += stateBytesPerLayer(model, group, tp) * overlap;
                                    return;
                                }
                                if (!keepsKv(group.kind))
                                    return;
                                std::int64_t held = tokens;
                                if ((group.kind == AttentionKind::SlidingWindow
                                     || group.kind == AttentionKind::Chunked)
                                    && group.windowTokens > 0)
                                    held = std::min<std::int64_t>(tokens, group.windowTokens);
                                total += kvBytesPerTokenOfLayers(model, group, overlap, format, tp)
                                        * double(pagedTokens(held, blockTokens));
                            });
    return std::int64_t(std::ceil(total));
}

} // namespace Headroom
