#include "estimate/weightbytes.h"

#include <QCoreApplication>

#include <cmath>

namespace Headroom {

namespace {

WeightFormatBits uniform(double bits, const char *why)
{
    return {bits, bits, bits < 16 ? 16 : bits, why};
}

} // namespace

WeightFormatBits weightFormatBits(WeightFormat format)
{
    switch (format) {
    case WeightFormat::Fp32:
        return {32, 32, 32, QT_TRANSLATE_NOOP("Headroom::Estimate", "fp32: 4 bytes per parameter")};
    case WeightFormat::Bf16:
    case WeightFormat::Fp16:
        return {16, 16, 16,
                QT_TRANSLATE_NOOP("Headroom::Estimate", "16-bit: 2 bytes per parameter")};
    case WeightFormat::Fp8:
    case WeightFormat::Int8:
        return {8, 16, 16,
                QT_TRANSLATE_NOOP(
                        "Headroom::Estimate",
                        "8-bit linear layers 1 byte per parameter (per-channel scales negligible), "
                        "embeddings and lm_head 2 bytes (FP8-dynamic checkpoints; measured: "
                        "Llama-3.1-70B FP8 67.7 GiB)")};
    case WeightFormat::Int4Awq:
    case WeightFormat::Int4Gptq:
        return {4.25, 16, 16,
                QT_TRANSLATE_NOOP(
                        "Headroom::Estimate",
                        "4-bit group 128: 4 bits + fp16 scale + packed zero per 128 weights ~4.25 "
                        "bits (assumed, rounded up); embeddings and lm_head stay 16-bit (vLLM)")};
    case WeightFormat::Nf4:
        return {4.127, 16, 16,
                QT_TRANSLATE_NOOP(
                        "Headroom::Estimate",
                        "NF4: 4 bits + 8-bit absmax per 64 weights + fp32 per 256 absmax (double "
                        "quantisation) = 4.127 bits (bitsandbytes); embeddings and lm_head "
                        "16-bit")};
    case WeightFormat::GgufQ8_0:
        return uniform(8.5,
                       QT_TRANSLATE_NOOP("Headroom::Estimate",
                                         "GGUF Q8_0: 8.5 bits per weight (32 int8 + fp16 scale)"));
    case WeightFormat::GgufQ6_K:
        return uniform(6.5625,
                       QT_TRANSLATE_NOOP("Headroom::Estimate",
                                         "GGUF Q6_K: 6.5625 bits per weight (llama.cpp k-quants)"));
    case WeightFormat::GgufQ5_K_M:
        return uniform(5.69,
                       QT_TRANSLATE_NOOP("Headroom::Estimate",
                                         "GGUF Q5_K_M: ~5.69 bits per weight, whole-file average"));
    case WeightFormat::GgufQ4_K_M:
        return uniform(4.85,
                       QT_TRANSLATE_NOOP("Headroom::Estimate",
                                         "GGUF Q4_K_M: ~4.85 bits per weight, whole-file average"));
    case WeightFormat::GgufQ4_0:
        return uniform(4.5,
                       QT_TRANSLATE_NOOP("Headroom::Estimate",
                                         "GGUF Q4_0: 4.5 bits per weight (32 4-bit + fp16 scale)"));
    case WeightFormat::GgufQ3_K_M:
        return uniform(3.9,
                       QT_TRANSLATE_NOOP("Headroom::Estimate",
                                         "GGUF Q3_K_M: ~3.9 bits per weight, whole-file average"));
    case WeightFormat::GgufQ2_K:
        return uniform(2.63,
                       QT_TRANSLATE_NOOP("Headroom::Estimate",
                                         "GGUF Q2_K: ~2.63 bits per weight, whole-file average"));
    }
    return {};
}

std::int64_t weightBytes(WeightFormat format, std::int64_t linear, std::int64_t embedding,
                         std::int64_t other)
{
    const WeightFormatBits bits = weightFormatBits(format);
    const double total = double(linear) * bits.linearBits + double(embedding) * bits.embeddingBits
            + double(other) * bits.otherBits;
    return std::int64_t(std::llround(total / 8.0));
}

std::int64_t modelWeightBytes(const ParameterCount &count, WeightFormat format)
{
    const std::int64_t embedding = count.embedding + count.lmHead;
    const std::int64_t linear = count.linear();
    return weightBytes(format, linear, embedding, count.total() - linear - embedding);
}

double kvBytesPerElement(KvFormat format)
{
    switch (format) {
    case KvFormat::Fp32: return 4;
    case KvFormat::Fp16:
    case KvFormat::Bf16: return 2;
    case KvFormat::Fp8:
    case KvFormat::Int8: return 1;
    case KvFormat::Q8_0: return 8.5 / 8;
    case KvFormat::Q4_0: return 4.5 / 8;
    }
    return 2;
}

} // namespace Headroom
