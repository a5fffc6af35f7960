#pragma once

#include "spec/formats.h"
#include "spec/modelspec.h"

#include <QList>

#include <cstdint>

namespace Headroom {

/** The attention layer groups of a model: ModelSpec::attentionLayers, or all layers full
 *  attention (with the model's sliding window on every layer when it has one). */
QList<AttentionLayerGroup> attentionGroups(const ModelSpec &model);

/** Calls `visit` with each of attentionGroups(model), in layer order, without building a list
 *  (the estimators' inner loops). */
template<typename Visit>
void forEachAttentionGroup(const ModelSpec &model, Visit &&visit)
{
    if (!model.attentionLayers.isEmpty()) {
        for (const AttentionLayerGroup &group : model.attentionLayers)
            visit(group);
        return;
    }
    AttentionLayerGroup all;
    all.layers = model.layers;
    if (model.slidingWindow > 0) {
        all.kind = AttentionKind::SlidingWindow;
        all.windowTokens = model.slidingWindow;
    }
    visit(all);
}

/** KV heads one GPU holds at tensor parallel `tp`: max(n_kv / T, 1) (replicated when T > n_kv). */
int kvHeadsPerGpu(int kvHeads, int tp);

/** KV bytes per token over `layers` layers of a group, per GPU at TP `tp`, ignoring windows.
 *  MHA/GQA: 2 x L x n_kv x head_dim x bytes; MLA: L x (kv_lora_rank + rope_dim) x bytes
 *  (the latent is replicated on every TP rank). */
double kvBytesPerTokenOfLayers(const ModelSpec &model, const AttentionLayerGroup &group, int layers,
                               KvFormat format, int tp);

/** Whole-model KV bytes per token (full-attention view, before any window cap). */
double kvBytesPerToken(const ModelSpec &model, KvFormat format, int tp = 1);

/** Tokens a paged engine allocates for `tokens`: rounded up to whole blocks (0 = no paging). */
std::int64_t pagedTokens(std::int64_t tokens, int blockTokens);

/** KV bytes of one sequence of `tokens` on the layers [firstLayer, firstLayer + layers), per GPU:
 *  sliding-window and chunked groups hold min(tokens, W); linear groups a constant state;
 *  shared-KV groups nothing. */
std::int64_t kvBytesPerSequence(const ModelSpec &model, KvFormat format, int tp,
                                std::int64_t tokens, int blockTokens, int firstLayer = 0,
                                int layers = -1);

} // namespace Headroom
