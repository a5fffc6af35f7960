#pragma once

#include "spec/quantizationspec.h"
#include "units/provenance.h"

#include <QList>
#include <QString>

#include <cstdint>

namespace Headroom {

/** How one group of layers attends; a model is a list of such groups (FORMULAS.md section 2). */
enum class AttentionKind {
    Full, // caches every token
    SlidingWindow, // caches min(context, windowTokens)
    Chunked, // caches min(context, windowTokens) (chunk size)
    Linear, // state-space / linear attention: constant stateBytesPerSequence
    SharedKv, // reuses another layer's cache: no bytes of its own
    GatedDeltaNet, // Qwen3-Next / Qwen3.5 linear attention: ModelSpec::recurrent state, no KV
    Mamba2, // Mamba-2 state-space mixer (Nemotron-H): ModelSpec::recurrent state, no KV
    NoMixer, // no token mixer: an MLP- or MoE-only block (Nemotron-H '-' and 'E')
    // RWKV blocks (time mixing and channel mixing in one, LayerFfn::NoFfn): no per-token KV, a
    // constant ModelSpec::recurrent state per sequence (kvcache.h recurrentStateShape())
    Rwkv4, // RWKV-4 (transformers RwkvBlock): token shifts + num / den / max per channel
    Rwkv6, // RWKV-6 "Finch" (Rwkv6Block): token shifts + a head_size^2 WKV matrix per head
};

/** The feed-forward part of a group's layers. */
enum class LayerFfn {
    Default, // the model's: dense for the first moe.firstDenseLayers layers, then MoE if any
    Dense, // an MLP `intermediate` wide
    Moe, // routed experts (+ shared experts)
    NoFfn, // a mixer-only block (Nemotron-H 'M' and '*')
};

/** True for the kinds that keep per-token KV (full, sliding window, chunked). */
constexpr bool keepsKv(AttentionKind kind)
{
    return kind == AttentionKind::Full || kind == AttentionKind::SlidingWindow
            || kind == AttentionKind::Chunked;
}

/** True for the mixers whose state follows from ModelSpec::recurrent (not stated per group). */
constexpr bool isRecurrentMixer(AttentionKind kind)
{
    return kind == AttentionKind::GatedDeltaNet || kind == AttentionKind::Mamba2
            || kind == AttentionKind::Rwkv4 || kind == AttentionKind::Rwkv6;
}

/** True for the kinds that keep a constant state per sequence instead of per-token KV. */
constexpr bool keepsState(AttentionKind kind)
{
    return kind == AttentionKind::Linear || isRecurrentMixer(kind);
}

/** A run of layers with the same attention; kvHeads/headDim of 0 mean "the model's". */
struct AttentionLayerGroup
{
    int layers = 0;
    AttentionKind kind = AttentionKind::Full;
    int windowTokens = 0;
    int kvHeads = 0;
    int headDim = 0;
    std::int64_t stateBytesPerSequence = 0; // Linear only: the whole group's state
    LayerFfn ffn = LayerFfn::Default;
    bool sharedIndexer = false; // DSA: reuses an earlier layer's top-k (no indexer of its own)

    friend bool operator==(const AttentionLayerGroup &, const AttentionLayerGroup &) = default;
};

/** Mixture of experts: experts == 0 means a dense model. */
struct MoeSpec
{
    int experts = 0;
    int expertsPerToken = 0;
    int sharedExperts = 0;
    int firstDenseLayers = 0; // DeepSeek first_k_dense_replace
    int expertIntermediate = 0; // moe_intermediate_size
    int sharedExpertIntermediate = 0; // 0 = expertIntermediate x sharedExperts
    bool routerBias = false;
    bool sharedExpertGate = false; // Qwen-Next / Qwen3.5: sigmoid gate d -> 1 on the shared expert
    int latentSize = 0; // Nemotron-3 moe_latent_size: routed experts work in this width (0 = d)

    bool isMoe() const { return experts > 0; }
    friend bool operator==(const MoeSpec &, const MoeSpec &) = default;
};

/** Multi-head latent attention (DeepSeek-V2/V3): kvLoraRank == 0 means not MLA. */
struct MlaSpec
{
    int kvLoraRank = 0;
    int qLoraRank = 0; // 0 = plain q projection
    int qkRopeHeadDim = 0;
    int qkNopeHeadDim = 0;
    int vHeadDim = 0;
    // DeepSeek Sparse Attention (DeepSeek-V3.2, GLM-5): a lightning indexer per layer
    int indexHeads = 0; // index_n_heads; 0 = no indexer
    int indexHeadDim = 0; // index_head_dim
    int indexTopK = 0; // index_topk: tokens each query attends to

    bool isMla() const { return kvLoraRank > 0; }
    bool hasIndexer() const { return indexHeads > 0 && indexHeadDim > 0; }
    friend bool operator==(const MlaSpec &, const MlaSpec &) = default;
};

/** The shapes of the recurrent mixers (GatedDeltaNet, Mamba2 and RWKV layer groups). RWKV-6:
 *  valueHeads heads of keyHeadDim = valueHeadDim = head_size, keyHeads 0; RWKV-4: valueHeads =
 *  attention_hidden_size channels of 1 x 1. Mamba-2 maps onto
 *  the same fields: n_groups key heads of d_state, mamba_num_heads value heads of mamba_head_dim,
 *  so that both keep conv_dim = 2 x keyHeads x keyHeadDim + valueHeads x valueHeadDim channels
 *  of convolution state and valueHeads x keyHeadDim x valueHeadDim values of recurrent state. */
struct RecurrentSpec
{
    int keyHeads = 0; // linear_num_key_heads; Mamba-2 n_groups
    int valueHeads = 0; // linear_num_value_heads; Mamba-2 mamba_num_heads
    int keyHeadDim = 0; // linear_key_head_dim; Mamba-2 ssm_state_size
    int valueHeadDim = 0; // linear_value_head_dim; Mamba-2 mamba_head_dim
    int convKernel = 0; // linear_conv_kernel_dim; Mamba-2 conv_kernel
    int convStateBits = 16; // the conv state's dtype: the model's activations (vLLM)
    int ssmStateBits = 16; // the recurrent state's: 32 where the config asks float32
    bool convBias = false; // Mamba-2 use_conv_bias
    bool projectionBias = false; // Mamba-2 use_bias (in_proj and out_proj)

    bool isRecurrent() const { return valueHeads > 0; }
    friend bool operator==(const RecurrentSpec &, const RecurrentSpec &) = default;
};

enum class MlpKind {
    Gated, // SwiGLU / GeGLU: gate, up, down (3 matrices)
    Plain, // GELU / ReLU: up, down (2 matrices)
};

enum class NormKind {
    RmsNorm, // weight only
    LayerNorm, // weight and bias
};

/** How a checkpoint's next-token-prediction (MTP) modules are built (docs/estimation.md, "MTP"). */
enum class MtpLayout {
    // DeepSeek-V3 / GLM-4.5+ / Kimi (num_nextn_predict_layers): per module enorm, hnorm,
    // eh_proj (2d -> d), one decoder layer like the last main layer, shared_head (norm and its
    // own lm_head); the checkpoint also holds an embed_tokens copy that vLLM shares at PP 1
    DeepSeek,
    // Qwen3-Next / Qwen3.5 (mtp_num_hidden_layers): pre_fc_norm_embedding, pre_fc_norm_hidden,
    // fc (2d -> d), the decoder layers, one final norm; embeddings and lm_head shared
    Qwen,
    // the config declares modules the published checkpoint does not hold and engines do not
    // load (MiniMax-M2: use_mtp / num_mtp_modules; its 229 B are the main model alone)
    NotReleased,
};

/** MTP modules beside the main model; layers == 0: none. Counted apart from the main model,
 *  loaded only when the deployment speculates with MTP. */
struct MtpSpec
{
    int layers = 0; // decoder layers over all modules
    MtpLayout layout = MtpLayout::DeepSeek;
    bool dedicatedEmbeddings = false; // Qwen mtp_use_dedicated_embeddings

    bool hasMtp() const { return layers > 0; }
    bool loadable() const { return layers > 0 && layout != MtpLayout::NotReleased; }
    friend bool operator==(const MtpSpec &, const MtpSpec &) = default;
};

/** A vision tower (and its projector into the language model), from config.json's
 *  vision_config; parameters == 0: a text model. */
struct VisionSpec
{
    QString kind; // vision_config model_type: "qwen3_vl", "siglip_vision_model", ...
    std::int64_t parameters = 0; // tower + projector, counted from the module shapes
    int layers = 0;
    int hidden = 0;
    int intermediate = 0;
    std::int64_t patchesPerImage = 0; // patches of the largest image the engine profiles
    std::int64_t tokensPerImage = 0; // what one such image becomes in the language model
    /** A vision_config Headroom could not count (an unknown tower, a field missing or out of
     *  range): why, translated, and the field. The text model still reads; an estimate needs
     *  the deployment to be text only (validateEstimate()), so nothing is guessed. */
    QString uncounted;
    QString uncountedField;

    bool hasVision() const { return parameters > 0; }
    /** A vision tower is described at all: counted, or not countable. */
    bool describesVision() const { return hasVision() || !uncounted.isEmpty(); }
    friend bool operator==(const VisionSpec &, const VisionSpec &) = default;
};

/** The architecture of a model, as a HF config.json or a GGUF header states it. */
struct ModelSpec
{
    QString id; // catalog id, lower case with hyphens: "llama-3.1-8b"
    QString name; // display name: "Llama-3.1-8B"
    QString hfId; // "meta-llama/Llama-3.1-8B"
    QString family; // "Llama", "Qwen", ...
    QString architecture; // HF model_type: "llama", "qwen3_moe", ...

    int layers = 0;
    int hidden = 0;
    int intermediate = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0; // explicit; never assume hidden / heads
    int vocab = 0;
    bool tiedEmbeddings = false;
    std::int64_t maxContext = 0;

    MlpKind mlp = MlpKind::Gated;
    NormKind norm = NormKind::RmsNorm;
    bool attentionBias = false; // q, k, v (and o) biases (Qwen2 q/k/v; OPT all)
    bool outputProjectionBias = false;
    bool mlpBias = false;
    bool qkNorm = false; // Qwen3 / Gemma-3 per-head q and k norms
    bool attentionOutputGate = false; // Qwen3-Next / Qwen3.5 attn_output_gate: q_proj doubled
    bool learnedPositions = false; // OPT / GPT-2: max positions x hidden table
    int normsPerLayer = 2; // Gemma-2/3 have 4

    MoeSpec moe;
    MlaSpec mla;
    RecurrentSpec recurrent;

    int slidingWindow = 0; // 0 = none
    QList<AttentionLayerGroup> attentionLayers; // empty = all layers full attention

    MtpSpec mtp;
    VisionSpec vision;

    std::int64_t extraParameters = 0; // what no other field holds (attention sinks, gates)
    std::int64_t declaredParameters = 0;
    std::int64_t declaredActiveParameters = 0;
    QString defaultWeightFormat = QStringLiteral("bf16");
    QuantizationSpec quantization; // how the checkpoint stores its weights (quantizationspec.h)

    Provenance provenance;

    bool isMoe() const { return moe.isMoe(); }
    bool isMla() const { return mla.isMla(); }
    friend bool operator==(const ModelSpec &, const ModelSpec &) = default;
};

} // namespace Headroom
