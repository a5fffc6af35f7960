#pragma once

#include "estimate/parametercount.h"
#include "spec/formats.h"
#include "spec/quantizationspec.h"
#include "units/explanation.h"

#include <QString>

#include <array>
#include <cstdint>

namespace Headroom {

/** How a weight format stores each tensor group (docs/estimation.md, "Weights"). */
struct WeightFormatBits
{
    double linearBits = 16; // attention/MLP/expert matrices, scales and zero points included
    double embeddingBits = 16; // token embeddings and lm_head
    double otherBits = 16; // norms, biases, router vectors
    const char *source = ""; // where the figures come from (QT_TRANSLATE_NOOP, Headroom::Estimate)

    Explanation explanation() const { return {"Headroom::Estimate", source}; }
};

WeightFormatBits weightFormatBits(WeightFormat format);

/** Bytes of a set of parameters: linear, embedding/lm_head and other (norms, biases). */
std::int64_t weightBytes(WeightFormat format, std::int64_t linear, std::int64_t embedding,
                         std::int64_t other);

/** Bytes of the whole model in a format. */
std::int64_t modelWeightBytes(const ParameterCount &count, WeightFormat format);

/** Parameters by tensor group: one pipeline stage's, or the whole model's. */
struct WeightGroups
{
    std::array<std::int64_t, kQuantGroups> groups {}; // by QuantGroup
    std::int64_t other = 0; // norms, biases, routers, sinks, extra parameters

    std::int64_t &operator[](QuantGroup g) { return groups.at(std::size_t(g)); }
    std::int64_t operator[](QuantGroup g) const { return groups.at(std::size_t(g)); }
    std::int64_t linear() const; // the four matrix groups
    std::int64_t embeddings() const; // embeddings + lm_head
};

/** The matrix groups and the rest of `layers` layers from `firstLayer` (no embeddings, head or
 *  final norm). */
WeightGroups layerWeightGroups(const ParameterCount &count, int firstLayer, int layers);
/** Every parameter of the model by group. */
WeightGroups modelWeightGroups(const ParameterCount &count);

/** Bits per parameter of each tensor group as one deployment stores them: the checkpoint's own
 *  layout (ModelSpec::quantization) when the deployment keeps the checkpoint's format, else the
 *  format's uniform rule (weightFormatBits). */
struct WeightLayout
{
    std::array<double, kQuantGroups> groupBits {16, 16, 16, 16, 16, 16}; // by QuantGroup
    double otherBits = 16;
    bool checkpoint = false; // from the checkpoint's quantization_config
    /** The checkpoint's quantization_config (checkpoint), else nullptr: it belongs to the
     *  ModelSpec the layout was made from, which must outlive explanation()'s call. */
    const QuantizationSpec *quantization = nullptr;
    const char *source = ""; // the uniform rule's source (weightFormatBits), when not checkpoint

    double bits(QuantGroup g) const { return groupBits.at(std::size_t(g)); }
    /** What was quantized and what stays 16-bit: built when asked (views, --explain), not by
     *  every estimate that only needs the bits. */
    Explanation explanation() const;
};

WeightLayout weightLayout(const ModelSpec &model, WeightFormat format);

/** Bytes of `groups` in `layout`, rounded to a byte. */
std::int64_t weightBytes(const WeightLayout &layout, const WeightGroups &groups);

/** Bytes of the whole model as `format` stores it (the checkpoint's layout where it applies). */
std::int64_t modelWeightBytes(const ModelSpec &model, const ParameterCount &count,
                              WeightFormat format);

/** Bytes per KV element: fp32 4, fp16/bf16 2, fp8/int8 1, q8_0 8.5/8, q4_0 4.5/8. */
double kvBytesPerElement(KvFormat format);

} // namespace Headroom
