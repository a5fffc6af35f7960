// The KV cache and the recurrent state of an inference estimate, per GPU of each pipeline stage
// (docs/estimation.md, "3. KV cache"): private to estimateMemory() (memorybreakdown_p.h).

#include "estimate/memorybreakdown_p.h"

#include "estimate/estimateterms.h"
#include "estimate/kvcache.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace Headroom::InferenceMemory {

namespace {

using Term = Explanation::Term;

using EstimateTerms::gib;
using EstimateTerms::say;

/** The sequence-state part's formula with its values: per recurrent layer conv state + SSM
 *  state (kvcache.h recurrentStateShape()), or the state a Linear group states. */
Explanation stateExplanation(const ModelSpec &model, int tp, int firstLayer, int layers,
                             std::int64_t batch, std::int64_t perSequence, std::int64_t bytes)
{
    int recurrentLayers = 0;
    AttentionKind kind = AttentionKind::Linear;
    forEachAttentionGroupIn(model, firstLayer, layers,
                            [&](const AttentionLayerGroup &group, int overlap) {
                                if (isRecurrentMixer(group.kind)) {
                                    recurrentLayers += overlap;
                                    kind = group.kind;
                                }
                            });
    if (recurrentLayers == 0)
        return say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "%1 sequences x %2 B of linear-attention state per sequence "
                                     "(as the model states it) = %3 GiB"),
                   {batch, perSequence, gib(bytes)});
    const RecurrentStateShape s = recurrentStateShape(model, kind, tp);
    const RecurrentSpec &r = model.recurrent;
    if (kind == AttentionKind::Rwkv4 || kind == AttentionKind::Rwkv6)
        return say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "%1 sequences x %2 B per sequence: %3 RWKV layers x (token "
                                     "shift %4 channels x %5 tokens x %6 bits + WKV state %7 "
                                     "values x %8 bits) / 8 on this GPU at TP %9; no per-token "
                                     "KV, constant whatever the context = %10 GiB"),
                   {batch, perSequence, recurrentLayers, s.convChannels, s.convTokens,
                    r.convStateBits, s.ssmValues, r.ssmStateBits, tp, gib(bytes)});
    return say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                 "%1 sequences x %2 B per sequence: %3 recurrent layers x (conv "
                                 "state %4 channels x %5 tokens x %6 bits + recurrent state %7 "
                                 "values x %8 bits) / 8 on this GPU at TP %9; constant whatever "
                                 "the context (vLLM mamba_ssm_cache_dtype) = %10 GiB"),
               {batch, perSequence, recurrentLayers, s.convChannels, s.convTokens, r.convStateBits,
                s.ssmValues, r.ssmStateBits, tp, gib(bytes)});
}

StageKv sequenceKv(const MemoryInputs &in, const StageSpan &span)
{
    const ModelSpec &model = in.model;
    StageKv kv;
    // KV the workload needs: sequences x per-sequence bytes (windows capped, blocks rounded)
    kv.perSeq = kvBytesPerSequence(model, in.deployment.kv, in.atp, in.tokens,
                                   in.engine.blockTokens, span.firstLayer, span.onGpu);
    // the MTP layers are attention layers with their own cache, per token like a full
    // attention layer of the model (vLLM gives the draft's layers KV cache groups)
    if (in.loaded.mtp && span.stage == in.pp - 1) {
        AttentionLayerGroup mtpLayers;
        mtpLayers.layers = model.mtp.layers;
        kv.mtpKvPerToken = kvBytesPerTokenOfLayers(model, mtpLayers, model.mtp.layers,
                                                   in.deployment.kv, in.atp);
        kv.perSeq += std::int64_t(std::ceil(
                kv.mtpKvPerToken * double(pagedTokens(in.tokens, in.engine.blockTokens))));
    }
    // KV and recurrent state of one sequence: the engine's pool holds both (vLLM gives the
    // states blocks of the same pool), so the pool's sequences are pool / (KV + state)
    kv.statePerSeq = std::min(stateBytesPerSequence(model, in.atp, span.firstLayer, span.onGpu),
                              kv.perSeq);
    // with DP attention a GPU holds the sequences of its DP rank (the fullest rank's)
    kv.rankBatch = ceilDiv(in.batch, in.dp);
    return kv;
}

/** The KV bytes per token of the stage's layers on this GPU. */
double kvBytesPerTokenOn(const MemoryInputs &in, const StageSpan &span)
{
    double perToken = 0;
    forEachAttentionGroupIn(in.model, span.firstLayer, span.onGpu,
                            [&](const AttentionLayerGroup &group, int overlap) {
                                perToken += kvBytesPerTokenOfLayers(in.model, group, overlap,
                                                                    in.deployment.kv, in.atp);
                            });
    return perToken;
}

void explainKv(const MemoryInputs &in, const StageKv &kv, GpuMemory &g)
{
    g.kvCache.explanation = say(
            QT_TRANSLATE_NOOP("Headroom::Estimate",
                              "%1 sequences x %2 B per sequence (%3 tokens, blocks of %4, "
                              "sliding windows capped; %5 B/token on this GPU at TP %6, KV %7) "
                              "= %8 GiB"),
            {kv.rankBatch, kv.perSeq - kv.statePerSeq, in.tokens, in.engine.blockTokens,
             g.kvBytesPerToken, in.atp, kvFormatId(in.deployment.kv), gib(g.kvCache.bytes)});
    if (in.dp > 1)
        g.kvCache.explanation += say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                       "; attention data parallel DP %1: this "
                                                       "GPU's rank holds %2 of the %3 "
                                                       "sequences, their KV split over its %4 "
                                                       "attention GPUs"),
                                     {in.dp, kv.rankBatch, in.batch, in.atp});
}

/** The draft's KV comes from the same pool: each sequence holds the target's and the draft's, so
 *  the pool holds fewer sequences and tokens. */
void draftPart(const MemoryInputs &in, StageKv &kv, GpuMemory &g)
{
    const DraftMemory &draft = in.draft;
    g.draft.bytes = draft.weightBytes + in.batch * draft.kvBytesPerSequence;
    kv.perSeq += draft.kvBytesPerSequence;
    g.kvBytesPerToken += draft.kvBytesPerToken;
    if (in.explain)
        g.draft.explanation
                = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                        "draft model %1: %2 parameters x %3 bits / 8 / TP %4 "
                                        "= %5 GiB of weights (its checkpoint's format, on every "
                                        "GPU of the replica: vLLM draft_tensor_parallel_size = "
                                        "the target's TP) + %6 sequences x %7 B of its KV per "
                                        "sequence (%8 tokens, %9 B/token on this GPU, KV %10; "
                                        "from the KV pool) = %11 GiB"),
                      {in.draftModel->id, draft.parameters,
                       Term(weightFormatBits(draft.format).linearBits, 'g', 4), in.tp,
                       gib(draft.weightBytes), in.batch, draft.kvBytesPerSequence, in.tokens,
                       Term(draft.kvBytesPerToken, 'f', 1), kvFormatId(in.deployment.kv),
                       gib(g.draft.bytes)});
}

} // namespace

StageKv kvAndState(const MemoryInputs &in, const StageSpan &span, GpuMemory &g)
{
    StageKv kv = sequenceKv(in, span);
    g.kvCache.bytes = kv.rankBatch * (kv.perSeq - kv.statePerSeq);
    g.sequenceState.bytes = kv.rankBatch * kv.statePerSeq;
    if (in.explain && kv.statePerSeq > 0)
        g.sequenceState.explanation = stateExplanation(in.model, in.atp, span.firstLayer,
                                                       span.onGpu, kv.rankBatch, kv.statePerSeq,
                                                       g.sequenceState.bytes);
    g.kvBytesPerToken = kvBytesPerTokenOn(in, span);
    if (in.explain)
        explainKv(in, kv, g);
    g.kvBytesPerToken += kv.mtpKvPerToken;
    if (in.explain && kv.mtpKvPerToken > 0)
        g.kvCache.explanation += say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                       "; includes the %1 MTP layers' %2 "
                                                       "B/token"),
                                     {in.model.mtp.layers, kv.mtpKvPerToken});
    if (in.draftModel)
        draftPart(in, kv, g);
    return kv;
}

} // namespace Headroom::InferenceMemory
