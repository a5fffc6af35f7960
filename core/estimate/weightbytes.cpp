#include "estimate/weightbytes.h"

#include "estimate/estimateterms.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace Headroom {

namespace {

WeightFormatBits uniform(double bits, const char *why)
{
    return {bits, bits, bits < 16 ? 16 : bits, why};
}

/** GGUF quants: one average of bits per weight over the whole file, embeddings included. */
WeightFormatBits ggufFormatBits(WeightFormat format)
{
    switch (format) {
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
    default: break;
    }
    return {};
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
        return {4.15625, 16, 16,
                QT_TRANSLATE_NOOP(
                        "Headroom::Estimate",
                        "AWQ 4-bit, group 128, as vLLM's awq_marlin loads it: packed weights 4 "
                        "bits + fp16 scale and 4-bit zero per 128 = 4.156 bits; embeddings and "
                        "lm_head stay 16-bit")};
    case WeightFormat::Int4Gptq:
        return {4.125, 16, 16,
                QT_TRANSLATE_NOOP(
                        "Headroom::Estimate",
                        "GPTQ 4-bit, group 128, as vLLM's gptq_marlin loads it: packed weights 4 "
                        "bits + fp16 scale per 128 = 4.125 bits (zeros and g_idx dropped after "
                        "loading); embeddings and lm_head stay 16-bit")};
    case WeightFormat::Nf4:
        return {4.127, 16, 16,
                QT_TRANSLATE_NOOP(
                        "Headroom::Estimate",
                        "NF4: 4 bits + 8-bit absmax per 64 weights + fp32 per 256 absmax (double "
                        "quantisation) = 4.127 bits (bitsandbytes); embeddings and lm_head "
                        "16-bit")};
    case WeightFormat::Nvfp4:
        return {4.5, 16, 16,
                QT_TRANSLATE_NOOP(
                        "Headroom::Estimate",
                        "NVFP4: 4-bit E2M1 + FP8 E4M3 scale per 16 weights = 4.5 bits (+ one fp32 "
                        "scale per matrix; ModelOpt, compressed-tensors nvfp4-pack-quantized); "
                        "embeddings and lm_head 16-bit")};
    case WeightFormat::Mxfp4:
        return {4.25, 16, 16,
                QT_TRANSLATE_NOOP("Headroom::Estimate",
                                  "MXFP4: 4-bit E2M1 + 8-bit E8M0 scale per 32 weights = 4.25 bits "
                                  "(OCP Microscaling; gpt-oss); embeddings and lm_head 16-bit")};
    case WeightFormat::GgufQ8_0:
    case WeightFormat::GgufQ6_K:
    case WeightFormat::GgufQ5_K_M:
    case WeightFormat::GgufQ4_K_M:
    case WeightFormat::GgufQ4_0:
    case WeightFormat::GgufQ3_K_M:
    case WeightFormat::GgufQ2_K: return ggufFormatBits(format);
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

std::int64_t WeightGroups::linear() const
{
    return (*this)[QuantGroup::Attention] + (*this)[QuantGroup::DenseMlp]
            + (*this)[QuantGroup::RoutedExperts] + (*this)[QuantGroup::SharedExperts];
}

std::int64_t WeightGroups::embeddings() const
{
    return (*this)[QuantGroup::Embedding] + (*this)[QuantGroup::LmHead];
}

WeightGroups layerWeightGroups(const ParameterCount &count, int firstLayer, int layers)
{
    WeightGroups w;
    const auto counted = int(std::min(
            {count.layerLinear.size(), count.layerTotal.size(), count.layerAttentionLinear.size(),
             count.layerRoutedLinear.size(), count.layerSharedLinear.size()}));
    const int from = std::clamp(firstLayer, 0, counted);
    const int to = std::clamp(firstLayer + layers, from, counted);
    if (count.layerSums.size() == count.layerTotal.size() + 1) { // countParameters()'s sums
        const ParameterCount::LayerSums &a = count.layerSums[from];
        const ParameterCount::LayerSums &b = count.layerSums[to];
        w[QuantGroup::Attention] = b.attentionLinear - a.attentionLinear;
        w[QuantGroup::RoutedExperts] = b.routedLinear - a.routedLinear;
        w[QuantGroup::SharedExperts] = b.sharedLinear - a.sharedLinear;
        w[QuantGroup::DenseMlp] = (b.linear - a.linear) - w[QuantGroup::Attention]
                - w[QuantGroup::RoutedExperts] - w[QuantGroup::SharedExperts];
        w.other = (b.total - a.total) - (b.linear - a.linear);
        return w;
    }
    for (int layer = from; layer < to; ++layer) {
        const std::int64_t linear = count.layerLinear[layer];
        const std::int64_t attention = count.layerAttentionLinear[layer];
        const std::int64_t routed = count.layerRoutedLinear[layer];
        const std::int64_t shared = count.layerSharedLinear[layer];
        w[QuantGroup::Attention] += attention;
        w[QuantGroup::RoutedExperts] += routed;
        w[QuantGroup::SharedExperts] += shared;
        w[QuantGroup::DenseMlp] += linear - attention - routed - shared;
        w.other += count.layerTotal[layer] - linear;
    }
    return w;
}

WeightGroups modelWeightGroups(const ParameterCount &count)
{
    WeightGroups w = layerWeightGroups(count, 0, int(count.layerTotal.size()));
    w[QuantGroup::Embedding] = count.embedding;
    w[QuantGroup::LmHead] = count.lmHead;
    w.other += count.finalNorm + count.extra;
    return w;
}

namespace {

using Term = Explanation::Term;

using EstimateTerms::say;

/** "4-bit float, group 32 with 8-bit scales, activations 16-bit" */
Explanation schemeText(const QuantScheme &s)
{
    Explanation text = s.floatWeights
            ? say(QT_TRANSLATE_NOOP("Headroom::Estimate", "%1-bit float"), {s.weightBits})
            : say(QT_TRANSLATE_NOOP("Headroom::Estimate", "%1-bit integer"), {s.weightBits});
    switch (s.strategy) {
    case QuantStrategy::Tensor:
        text.append(say(QT_TRANSLATE_NOOP("Headroom::Estimate", "one scale per matrix")), ", ");
        break;
    case QuantStrategy::Channel:
        text.append(say(QT_TRANSLATE_NOOP("Headroom::Estimate", "a %1-bit scale per output channel"),
                        {s.scaleBits}),
                    ", ");
        break;
    case QuantStrategy::Group:
        text.append(say(QT_TRANSLATE_NOOP("Headroom::Estimate", "a %1-bit scale per %2 weights"),
                        {s.scaleBits, s.groupSize}),
                    ", ");
        break;
    case QuantStrategy::Block:
        text.append(say(QT_TRANSLATE_NOOP("Headroom::Estimate", "a %1-bit scale per %2 x %3 block"),
                        {s.scaleBits, s.blockRows, s.blockCols}),
                    ", ");
        break;
    }
    if (s.zeroBits > 0)
        text.append(say(QT_TRANSLATE_NOOP("Headroom::Estimate", "%1-bit zero points"), {s.zeroBits}),
                    ", ");
    if (s.superGroupSize > 0)
        text.append(say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                          "a %1-bit second-level scale per %2 weights"),
                        {s.superScaleBits, s.superGroupSize}),
                    ", ");
    if (s.rowIndexBits > 0)
        text.append(say(QT_TRANSLATE_NOOP("Headroom::Estimate", "a %1-bit index per input row"),
                        {s.rowIndexBits}),
                    ", ");
    text.append(say(QT_TRANSLATE_NOOP("Headroom::Estimate", "activations %1-bit"),
                    {s.activationBits}),
                ", ");
    return text;
}

/** "the checkpoint's own layout (...): quantized: ...; 16-bit: ..." */
Explanation checkpointExplanation(const QuantizationSpec &q)
{
    Explanation quantized;
    Explanation plain;
    for (int i = 0; i < kQuantGroups; ++i) {
        const auto g = QuantGroup(i);
        const QuantizedTensors &t = q.group(g);
        const Explanation name("Headroom::Estimate", quantGroupSource(g));
        if (t.quantizedShare > 0 && t.scheme.isQuantized()) {
            quantized.append(
                    say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                          "%1 %2 bits per weight (%3% of them quantized: %4)"),
                        {name, Term(t.bitsPerWeight, 'g', 6), Term(t.quantizedShare * 100, 'f', 1),
                         schemeText(t.scheme)}),
                    "; ");
        } else {
            plain.append(name, ", ");
        }
    }
    if (quantized.isEmpty())
        quantized = say(QT_TRANSLATE_NOOP("Headroom::Estimate", "nothing"));
    plain.append(say(QT_TRANSLATE_NOOP("Headroom::Estimate", "norms, biases and routers")), ", ");
    return say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                 "the checkpoint's own layout (quantization_config "
                                 "%1 %2): quantized: %3; 16-bit: %4"),
               {q.method, q.format, quantized, plain});
}

} // namespace

WeightLayout weightLayout(const ModelSpec &model, WeightFormat format)
{
    WeightLayout layout;
    if (model.quantization.isQuantized()
        && weightFormatFromId(model.defaultWeightFormat) == std::optional(format)) {
        layout.checkpoint = true;
        layout.quantization = &model.quantization;
        for (int i = 0; i < kQuantGroups; ++i)
            layout.groupBits.at(std::size_t(i)) = model.quantization.group(QuantGroup(i))
                                                          .bitsPerWeight;
        return layout;
    }
    const WeightFormatBits bits = weightFormatBits(format);
    for (QuantGroup g : {QuantGroup::Attention, QuantGroup::DenseMlp, QuantGroup::RoutedExperts,
                         QuantGroup::SharedExperts})
        layout.groupBits.at(std::size_t(g)) = bits.linearBits;
    layout.groupBits.at(std::size_t(QuantGroup::Embedding)) = bits.embeddingBits;
    layout.groupBits.at(std::size_t(QuantGroup::LmHead)) = bits.embeddingBits;
    layout.otherBits = bits.otherBits;
    layout.source = bits.source;
    return layout;
}

Explanation WeightLayout::explanation() const
{
    if (quantization)
        return checkpointExplanation(*quantization);
    return {"Headroom::Estimate", source};
}

std::int64_t weightBytes(const WeightLayout &layout, const WeightGroups &groups)
{
    double total = double(groups.other) * layout.otherBits;
    for (int i = 0; i < kQuantGroups; ++i)
        total += double(groups.groups.at(std::size_t(i))) * layout.groupBits.at(std::size_t(i));
    return std::int64_t(std::llround(total / 8.0));
}

std::int64_t modelWeightBytes(const ModelSpec &model, const ParameterCount &count,
                              WeightFormat format)
{
    return weightBytes(weightLayout(model, format), modelWeightGroups(count));
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
