#include "catalog/hfconfig_p.h"

#include <QJsonArray>

#include <algorithm>

// The vision towers of multimodal config.json files, counted from their module shapes.

namespace Headroom::HfConfigDetail {

namespace {

/** A vision_config's fields, named "vision_config.<key>" in messages. */
class VisionReader
{
public:
    explicit VisionReader(const QJsonObject &vision)
        : m_vision(vision)
    { }

    std::optional<Error> error;

    std::int64_t integer(ModelField field, QStringView key, std::int64_t fallback = -1)
    {
        const QString name = u"vision_config." + key.toString();
        const QJsonValue v = m_vision.value(key);
        if (v.isUndefined() || v.isNull()) {
            if (fallback < 0 && !error)
                error = Error {Headroom::HfConfigDetail::CatalogText::tr("config.json has no '%1'")
                                       .arg(name),
                               name};
            return std::max<std::int64_t>(fallback, 0);
        }
        const auto value = modelFieldValue(v, field, names(name), name);
        if (!value && !error)
            error = value.error();
        return value.value_or(0);
    }
    QJsonValue value(QStringView key) const { return m_vision.value(key); }
    /** Whether `parameters` (computed in floating point: no overflow) is within the limit. */
    bool fits(double parameters)
    {
        const auto most = modelFieldLimit(ModelField::VisionParameters).max;
        if (parameters <= double(most))
            return true;
        if (!error)
            error = Error {Headroom::HfConfigDetail::CatalogText::tr(
                                   "config.json: 'vision_config' describes a "
                                   "vision tower of %1 parameters, more than "
                                   "any model has (at most %2)")
                                   .arg(parameters, 0, 'g', 3)
                                   .arg(most),
                           QStringLiteral("vision_config")};
        return false;
    }

private:
    static ModelFieldNames names(const QString &key)
    {
        return {QStringLiteral("config.json"), [key](ModelField) { return key; }};
    }

    QJsonObject m_vision;
};

/** Qwen3-VL and Qwen3.5 (transformers modeling_qwen3_vl.py Qwen3VLVisionModel; Qwen3.5 is the
 *  same without DeepStack): patch_embed Conv3d (C x T x P x P -> h, bias), pos_embed
 *  (num_position_embeddings x h), depth blocks of 2 LayerNorms + qkv (h -> 3h) + proj (h -> h) +
 *  fc1 (h -> I) + fc2 (I -> h), all with biases: 4h^2 + 2hI + 9h + I each; the merger LayerNorm(h)
 *  + fc1 (4h -> 4h) + fc2 (4h -> out), biases; each DeepStack merger the same with
 *  LayerNorm(4h). The largest image vLLM profiles: the processor's longest_edge of 16,777,216
 *  pixels (preprocessor_config.json, not read: assumed) = 65,536 patches of 16 x 16, merged
 *  2 x 2 into 16,384 tokens. */
void countQwenVision(VisionReader &v, VisionSpec &s)
{
    const std::int64_t h = v.integer(ModelField::VisionHidden, u"hidden_size");
    const std::int64_t i = v.integer(ModelField::VisionIntermediate, u"intermediate_size");
    const std::int64_t depth = v.integer(ModelField::VisionLayers, u"depth");
    const std::int64_t patch = v.integer(ModelField::VisionPatches, u"patch_size");
    const std::int64_t temporal = v.integer(ModelField::VisionPatches, u"temporal_patch_size", 2);
    const std::int64_t channels = v.integer(ModelField::VisionPatches, u"in_channels", 3);
    const std::int64_t positions = v.integer(ModelField::VisionPatches, u"num_position_embeddings");
    const std::int64_t merge = v.integer(ModelField::VisionPatches, u"spatial_merge_size", 2);
    const std::int64_t out = v.integer(ModelField::VisionHidden, u"out_hidden_size");
    const auto deepstack = std::int64_t(v.value(u"deepstack_visual_indexes").toArray().size());
    if (v.error)
        return;
    const auto count = [&](auto one) {
        using T = decltype(one);
        const T merged = T(h) * T(merge) * T(merge);
        const T mergerCommon = merged * merged + merged + merged * T(out) + T(out);
        return T(channels) * T(temporal) * T(patch) * T(patch) * T(h) + T(h) + T(positions) * T(h)
                + T(depth) * (4 * T(h) * T(h) + 2 * T(h) * T(i) + 9 * T(h) + T(i))
                + (2 * T(h) + mergerCommon) + T(deepstack) * (2 * merged + mergerCommon);
    };
    if (!v.fits(count(0.0)))
        return;
    s.parameters = count(std::int64_t(0));
    s.layers = int(depth);
    s.hidden = int(h);
    s.intermediate = int(i);
    constexpr std::int64_t kLongestEdgePixels = 16777216; // Qwen3-VL preprocessor max pixels
    s.patchesPerImage = patch > 0 ? kLongestEdgePixels / (patch * patch) : 0;
    s.tokensPerImage = merge > 0 ? s.patchesPerImage / (merge * merge) : 0;
}

/** Gemma 3 (transformers modeling_siglip.py SiglipVisionModel without the pooling head, and
 *  modeling_gemma3.py Gemma3MultiModalProjector): patch_embedding Conv2d (3 x P x P -> h, bias),
 *  position_embedding ((image / P)^2 x h), layers of 2 LayerNorms + q, k, v, out (h -> h) + fc1
 *  (h -> I) + fc2 (I -> h), biases: 4h^2 + 2hI + 9h + I each; post_layernorm 2h; the projector's
 *  mm_soft_emb_norm (RMSNorm h) and mm_input_projection_weight (h x text hidden). One image is
 *  (image / P)^2 patches, pooled to mm_tokens_per_image tokens. */
void countSiglipVision(VisionReader &v, const QJsonObject &root, const ModelSpec &m, VisionSpec &s)
{
    const std::int64_t h = v.integer(ModelField::VisionHidden, u"hidden_size");
    const std::int64_t i = v.integer(ModelField::VisionIntermediate, u"intermediate_size");
    const std::int64_t layers = v.integer(ModelField::VisionLayers, u"num_hidden_layers");
    const std::int64_t patch = v.integer(ModelField::VisionPatches, u"patch_size");
    const std::int64_t image = v.integer(ModelField::VisionPatches, u"image_size");
    const std::int64_t channels = v.integer(ModelField::VisionPatches, u"num_channels", 3);
    if (v.error)
        return;
    if (v.value(u"vision_use_head").toBool(false)) {
        v.error = Error {Headroom::HfConfigDetail::CatalogText::tr(
                                 "config.json: 'vision_config.vision_use_head' "
                                 "is true; Headroom counts SigLIP towers "
                                 "without the pooling head only"),
                         QStringLiteral("vision_config.vision_use_head")};
        return;
    }
    const std::int64_t side = patch > 0 ? image / patch : 0;
    const auto count = [&](auto one) {
        using T = decltype(one);
        return T(channels) * T(patch) * T(patch) * T(h) + T(h) + T(side) * T(side) * T(h)
                + T(layers) * (4 * T(h) * T(h) + 2 * T(h) * T(i) + 9 * T(h) + T(i)) + 3 * T(h)
                + T(h) * T(m.hidden);
    };
    if (!v.fits(count(0.0)))
        return;
    s.patchesPerImage = side * side;
    s.parameters = count(std::int64_t(0));
    s.layers = int(layers);
    s.hidden = int(h);
    s.intermediate = int(i);
    const QJsonValue tokens = root.value(u"mm_tokens_per_image");
    s.tokensPerImage = tokens.isDouble() ? std::clamp<std::int64_t>(tokens.toInteger(), 0, 1 << 24)
                                         : 256;
}

/** MoonViT (Kimi-VL, Kimi-K2.5), described by vt_* fields with an empty model_type (vLLM
 *  model_executor/models/kimi_k25_vit.py; the tensors of moonshotai/Kimi-K2.5's checkpoint):
 *  patch_embed.proj Conv2d (3 x P x P -> h, bias), pos_emb (init_pos_emb_height x width x h),
 *  vt_num_hidden_layers blocks of norm0, norm1 (LayerNorm, 2h each) + wqkv (h -> 3h) + wo
 *  (h -> h) + fc0 (h -> I) + fc1 (I -> h), biases: 4h^2 + 2hI + 9h + I each; final_layernorm
 *  2h; the patch merger (mm_projector) pre_norm (LayerNorm h) + proj.0 (k h -> k h) + proj.2
 *  (k h -> text hidden), biases, k = the merge kernel's area. The largest image: the processor's
 *  in_patch_limit of 16,384 patches (preprocessor_config.json, not read: assumed), merged k to
 *  one token. */
void countMoonVit(VisionReader &v, const ModelSpec &m, VisionSpec &s)
{
    const std::int64_t h = v.integer(ModelField::VisionHidden, u"vt_hidden_size");
    const std::int64_t i = v.integer(ModelField::VisionIntermediate, u"vt_intermediate_size");
    const std::int64_t layers = v.integer(ModelField::VisionLayers, u"vt_num_hidden_layers");
    const std::int64_t patch = v.integer(ModelField::VisionPatches, u"patch_size");
    const std::int64_t posH = v.integer(ModelField::VisionPatches, u"init_pos_emb_height");
    const std::int64_t posW = v.integer(ModelField::VisionPatches, u"init_pos_emb_width");
    const std::int64_t text = v.integer(ModelField::VisionHidden, u"text_hidden_size", m.hidden);
    std::int64_t kernel = 1;
    for (const QJsonValue side : v.value(u"merge_kernel_size").toArray())
        kernel *= std::clamp<std::int64_t>(side.toInteger(1), 1, 16);
    if (v.error)
        return;
    const auto count = [&](auto one) {
        using T = decltype(one);
        const T merged = T(kernel) * T(h);
        return 3 * T(patch) * T(patch) * T(h) + T(h) + T(posH) * T(posW) * T(h)
                + T(layers) * (4 * T(h) * T(h) + 2 * T(h) * T(i) + 9 * T(h) + T(i)) + 2 * T(h)
                + 2 * T(h) + merged * merged + merged + merged * T(text) + T(text);
    };
    if (!v.fits(count(0.0)))
        return;
    s.kind = s.kind.isEmpty() ? QStringLiteral("moonvit") : s.kind;
    s.parameters = count(std::int64_t(0));
    s.layers = int(layers);
    s.hidden = int(h);
    s.intermediate = int(i);
    constexpr std::int64_t kInPatchLimit = 16384; // Kimi processors' in_patch_limit (assumed)
    s.patchesPerImage = kInPatchLimit;
    s.tokensPerImage = kInPatchLimit / kernel;
}

} // namespace

/** vision_config of a multimodal config.json. A tower it cannot count (an unknown kind, a field
 *  missing or out of range) leaves the text model readable and says why in
 *  VisionSpec::uncounted, naming the field: an estimate then needs the deployment to be text
 *  only (never a silent guess). */
void readVision(const QJsonObject &root, ModelSpec &m)
{
    const QJsonValue value = root.value(u"vision_config");
    if (value.isUndefined() || value.isNull())
        return;
    VisionSpec s;
    const auto uncounted = [&m, &s](const Error &error) {
        m.vision = VisionSpec {};
        m.vision.kind = s.kind;
        m.vision.uncounted = error.message;
        m.vision.uncountedField = error.detail;
    };
    if (!value.isObject())
        return uncounted(Error {CatalogText::tr("config.json: 'vision_config' is not an object"),
                                QStringLiteral("vision_config")});
    const QJsonObject config = value.toObject();
    VisionReader v(config);
    const QString kind = config.value(u"model_type").toString();
    s.kind = kind.left(60);
    if (config.contains(u"vt_hidden_size"))
        countMoonVit(v, m, s);
    else if (kind.startsWith(u"qwen3_vl") || kind.startsWith(u"qwen3_5"))
        countQwenVision(v, s);
    else if (kind == u"siglip_vision_model")
        countSiglipVision(v, root, m, s);
    else
        return uncounted(Error {CatalogText::tr("config.json: 'vision_config.model_type' is '%1', "
                                                "a vision tower Headroom cannot count")
                                        .arg(kind.left(60)),
                                QStringLiteral("vision_config.model_type")});
    if (v.error)
        return uncounted(*v.error);
    m.vision = s;
}

} // namespace Headroom::HfConfigDetail
