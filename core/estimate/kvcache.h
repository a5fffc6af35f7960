#pragma once

#include "spec/formats.h"
#include "spec/modelspec.h"

#include <QList>

#include <algorithm>
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

/** Calls `visit(group, n)` for each attention group with n > 0 of its layers in the range of
 *  `layers` layers from `firstLayer` (to the last layer when `layers` < 0): a pipeline stage's
 *  share, or the layers one GPU holds. */
template<typename Visit>
void forEachAttentionGroupIn(const ModelSpec &model, int firstLayer, int layers, Visit &&visit)
{
    const int last = layers < 0 ? model.layers : firstLayer + layers;
    int start = 0;
    forEachAttentionGroup(model, [&](const AttentionLayerGroup &group) {
        const int overlap = std::min(start + group.layers, last) - std::max(start, firstLayer);
        start += group.layers;
        if (overlap > 0)
            visit(group, overlap);
    });
}

/** KV heads one GPU holds at tensor parallel `tp`: max(n_kv / T, 1) (replicated when T > n_kv). */
int kvHeadsPerGpu(int kvHeads, int tp);

/** KV bytes per token over `layers` layers of a group, per GPU at TP `tp`, ignoring windows.
 *  MHA/GQA: 2 x L x n_kv x head_dim x bytes; MLA: L x (kv_lora_rank + rope_dim) x bytes
 *  (the latent is replicated on every TP rank) + L x indexerBytesPerToken() where the group's
 *  layers run a DSA indexer. */
double kvBytesPerTokenOfLayers(const ModelSpec &model, const AttentionLayerGroup &group, int layers,
                               KvFormat format, int tp);

/** Bytes per token one layer's DSA indexer caches (DeepSeek-V3.2, GLM-5): vLLM keeps its key in
 *  FP8 with an fp32 scale per 128 values, whatever the KV format: index_head_dim + ceil(dim / 128)
 *  x 4 (132 B for 128); replicated on every TP rank like the MLA latent. 0 without an indexer. */
double indexerBytesPerToken(const ModelSpec &model);

/** Whole-model KV bytes per token (full-attention view, before any window cap). */
double kvBytesPerToken(const ModelSpec &model, KvFormat format, int tp = 1);

/** The per-sequence state of one recurrent layer on one GPU (FORMULAS.md section 8; vLLM
 *  MambaStateShapeCalculator): conv state convChannels x convTokens values, recurrent (SSM /
 *  temporal) state ssmValues values. */
struct RecurrentStateShape
{
    std::int64_t convChannels = 0; // conv_dim / TP: 2 x keyHeads x keyHeadDim + value dim
    std::int64_t convTokens = 0; // kernel - 1
    std::int64_t ssmValues = 0; // valueHeads / TP x keyHeadDim x valueHeadDim
};

/** The state shape of a GatedDeltaNet, Mamba2 or RWKV layer of `model` at TP `tp`. RWKV: the
 *  "conv" state is the token shift (hidden x 2 tokens), the recurrent state RWKV-4's 3 x
 *  attention_hidden_size (num, den, max) or RWKV-6's heads x head_size^2 WKV values. */
RecurrentStateShape recurrentStateShape(const ModelSpec &model, AttentionKind kind, int tp);

/** Bytes of constant per-sequence state one layer of `group` keeps on one GPU at TP `tp`:
 *  conv state x conv dtype + recurrent state x its dtype; a Linear group's stated bytes / its
 *  layers (not split); 0 for the kinds that keep per-token KV or nothing. */
double stateBytesPerLayer(const ModelSpec &model, const AttentionLayerGroup &group, int tp);

/** The constant state of one sequence on the layers [firstLayer, firstLayer + layers), per GPU:
 *  the part of kvBytesPerSequence() that does not grow with the tokens. */
std::int64_t stateBytesPerSequence(const ModelSpec &model, int tp, int firstLayer = 0,
                                   int layers = -1);

/** Tokens a paged engine allocates for `tokens`: rounded up to whole blocks (0 = no paging). */
std::int64_t pagedTokens(std::int64_t tokens, int blockTokens);

/** KV bytes of one sequence of `tokens` on the layers [firstLayer, firstLayer + layers), per GPU,
 *  with its recurrent state (the engine's pool holds both): sliding-window and chunked groups hold
 *  min(tokens, W); recurrent groups a constant state (stateBytesPerSequence()); shared-KV and
 *  mixer-less groups nothing. */
std::int64_t kvBytesPerSequence(const ModelSpec &model, KvFormat format, int tp,
                                std::int64_t tokens, int blockTokens, int firstLayer = 0,
                                int layers = -1);

} // namespace Headroom
