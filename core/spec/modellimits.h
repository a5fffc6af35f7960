#pragma once

#include "spec/modelspec.h"
#include "units/result.h"

#include <QJsonValue>
#include <QString>
#include <QVariant>

#include <cstdint>
#include <functional>

namespace Headroom {

/** The sizes and counts of a ModelSpec that a file states, for limits and for messages that name
 *  the bad one. Group* are the fields of ModelSpec::attentionLayers entries. */
enum class ModelField {
    Layers,
    Hidden,
    Intermediate,
    Heads,
    KvHeads,
    HeadDim,
    Vocab,
    MaxContext,
    SlidingWindow,
    NormsPerLayer,
    Experts,
    ExpertsPerToken,
    SharedExperts,
    FirstDenseLayers,
    ExpertIntermediate,
    SharedExpertIntermediate,
    KvLoraRank,
    QLoraRank,
    QkRopeHeadDim,
    QkNopeHeadDim,
    VHeadDim,
    LayerGroups,
    GroupLayers,
    GroupWindow,
    GroupKvHeads,
    GroupHeadDim,
    GroupStateBytes,
    ExtraParameters,
    DeclaredParameters,
    DeclaredActiveParameters,
    RecurrentKeyHeads, // RecurrentSpec (Gated DeltaNet, Mamba-2)
    RecurrentValueHeads,
    RecurrentKeyHeadDim,
    RecurrentValueHeadDim,
    RecurrentConvKernel,
    RecurrentStateBits,
    IndexHeads, // MlaSpec indexer (DSA)
    IndexHeadDim,
    IndexTopK,
    MoeLatentSize, // MoeSpec::latentSize
    MtpLayers, // ModelSpec::mtp.layers
    VisionParameters, // ModelSpec::vision
    VisionLayers,
    VisionHidden,
    VisionIntermediate,
    VisionPatches,
    VisionTokens,
};

/** The range a real model's field can take: generous (the largest published model of each kind
 *  passes many times over, see modellimits.cpp) but finite, so that a hostile file is refused
 *  at once instead of making the estimators overflow or run for minutes. */
struct ModelFieldLimit
{
    std::int64_t min = 0;
    std::int64_t max = 0;
};

ModelFieldLimit modelFieldLimit(ModelField field);

/** Limits on what the fields imply together (modellimits.cpp gives the largest real models). */
inline constexpr double kMaxModelParameters = 1125899906842624.0; // 2^50, ~1.1e15
inline constexpr double kMaxKvBytesPerToken = 1073741824.0; // 2^30 at 16 bits per value, TP 1
inline constexpr double kMaxKvBytesPerSequence = 281474976710656.0; // 2^48 at the max context
inline constexpr double kMaxActiveMlpWidth = 1048576.0; // experts per token x expert width

/** How a source spells the fields of a ModelSpec, so an error names the field in the source's
 *  own words: "config.json field 'num_hidden_layers'", "GGUF header field 'llama.block_count'". */
struct ModelFieldNames
{
    QString source; // translated where it is a phrase: "config.json", "GGUF header", "model 'x'"
    std::function<QString(ModelField)> key;
};

/** A number a source states for `field`, checked before any conversion to an integer: refused
 *  (the message names `key`, or names.key(field) when `key` is empty) when it is not finite, not
 *  whole, negative, or above the field's limit. The lower limit is checked by checkModelLimits(),
 *  after a reader has applied its defaults (0 often means "not stated"). */
Result<std::int64_t> modelFieldValue(double value, ModelField field, const ModelFieldNames &names,
                                     const QString &key = {});

/** The same for a QVariant as the GGUF reader keeps metadata: any integer or floating type; a
 *  list (per-layer values) gives its largest element; a bool, a string or anything else is not a
 *  number. An invalid QVariant (the key is absent) reads as 0. */
Result<std::int64_t> modelFieldValue(const QVariant &value, ModelField field,
                                     const ModelFieldNames &names, const QString &key = {});

/** The same for a JSON value: a number is checked as above, null or absent reads as 0, anything
 *  else (a string, a bool, an array, an object) is not a number. */
Result<std::int64_t> modelFieldValue(const QJsonValue &value, ModelField field,
                                     const ModelFieldNames &names, const QString &key = {});

/** One value against its field's limit, both ends. */
Result<void> checkModelField(ModelField field, std::int64_t value, const ModelFieldNames &names);

/** Checks every field of `model` against its limit, the fields against each other (KV heads
 *  divide the heads, experts per token at most the experts, layer groups cover the layers), and
 *  the parameters and KV cache they imply. The error names the first bad field. */
Result<void> checkModelLimits(const ModelSpec &model, const ModelFieldNames &names);

/** An upper bound of countParameters(model).total(), computed in floating point so that it
 *  cannot overflow whatever the fields are. */
double modelParameterBound(const ModelSpec &model);

/** The key of `field` in a model entry as specjson.cpp writes it (project files, snapshots):
 *  "layers", "moe.experts", "attention_layers.window", ... */
QString modelSpecJsonKey(ModelField field);

/** The names for a model entry of the catalog or a project file: "model '<id>'" and the specjson
 *  keys. */
ModelFieldNames storedModelNames(const QString &modelId);

} // namespace Headroom
