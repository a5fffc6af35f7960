#pragma once

#include "estimate/parametercount.h"
#include "spec/formats.h"
#include "units/explanation.h"

#include <QString>

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

/** Bytes per KV element: fp32 4, fp16/bf16 2, fp8/int8 1, q8_0 8.5/8, q4_0 4.5/8. */
double kvBytesPerElement(KvFormat format);

} // namespace Headroom
