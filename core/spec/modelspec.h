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
};

/** A run of layers with the same attention; kvHeads/headDim of 0 mean "the model's". */
struct AttentionLayerGroup
{
    int layers = 0;
    AttentionKind kind = AttentionKind::Full;
    int windowTokens = 0;
    int kvHeads = 0;
    int headDim = 0;
    std::int64_t stateBytesPerSequence = 0;

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

    bool isMla() const { return kvLoraRank > 0; }
    friend bool operator==(const MlaSpec &, const MlaSpec &) = default;
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

    bool hasVision() const { return parameters > 0; }
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
    bool learnedPositions = false; // OPT / GPT-2: max positions x hidden table
    int normsPerLayer = 2; // Gemma-2/3 have 4

    MoeSpec moe;
    MlaSpec mla;

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
