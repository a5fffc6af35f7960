#pragma once

#include <QString>

#include <array>
#include <cstdint>
#include <optional>

namespace Headroom {

/** How many weights share one scale (docs/estimation.md, "Weight bytes"). */
enum class QuantStrategy {
    Tensor, // one scale per matrix
    Channel, // one scale per output row
    Group, // one scale per groupSize consecutive weights of a row
    Block, // one scale per blockRows x blockCols tile
};

/** The tensor groups a checkpoint quantizes (or leaves 16-bit) one by one. Norms, biases,
 *  routers/gates and other vectors are never quantized: they stay 16-bit. */
enum class QuantGroup {
    Attention, // q/k/v/o projections (MLA: q_a, q_b, kv_a, kv_b, o)
    DenseMlp, // the MLP of dense layers
    RoutedExperts, // the routed experts of MoE layers
    SharedExperts, // the shared experts of MoE layers
    Embedding, // token embeddings
    LmHead, // output projection (absent when tied)
};
inline constexpr int kQuantGroups = 6;

/** How one set of matrices is stored: weights, their scales and zero points, and what the
 *  activations are quantized to at run time. weightBits 16 = not quantized. */
struct QuantScheme
{
    int weightBits = 16;
    bool floatWeights = true; // FP8 / FP4 (E2M1) vs integer
    QuantStrategy strategy = QuantStrategy::Tensor;
    int groupSize = 0; // Group: weights per scale
    int blockRows = 0; // Block: tile shape
    int blockCols = 0;
    int scaleBits = 0; // bits of one scale (fp32 32, bf16 16, FP8 / E8M0 8)
    int zeroBits = 0; // bits of one zero point; 0 = symmetric
    int superGroupSize = 0; // second-level scales: one per superGroupSize weights (bnb double
    int superScaleBits = 0; // quantisation: an fp32 per 64 x 256 weights)
    int rowIndexBits = 0; // a per-input-row index (GPTQ g_idx, int32)
    int activationBits = 16; // 16 = weight-only (W4A16); 8 = W8A8; 4 = W4A4 (NVFP4)

    bool isQuantized() const { return weightBits > 0 && weightBits < 16; }
    /** Bits stored per weight, scales and zero points included; `hidden` stands for the
     *  input width of a per-channel scale (and the output width of a per-row index). */
    double bitsPerWeight(std::int64_t hidden) const;
    friend bool operator==(const QuantScheme &, const QuantScheme &) = default;
};

/** One tensor group of a checkpoint: its scheme, the share of its parameters that the
 *  ignore list leaves quantized, and the resulting average bits per parameter. */
struct QuantizedTensors
{
    QuantScheme scheme; // the scheme of its quantized part
    double quantizedShare = 0; // 0..1 of the group's parameters stored in `scheme`
    double bitsPerWeight = 16; // share x scheme bits + (1 - share) x 16

    friend bool operator==(const QuantizedTensors &, const QuantizedTensors &) = default;
};

/** How a checkpoint stores its weights, read from config.json's quantization_config (or a
 *  ModelOpt hf_quant_config.json). method empty = a plain 16-bit (or fp32) checkpoint. */
struct QuantizationSpec
{
    QString method; // quant_method: "compressed-tensors", "awq", "gptq", "bitsandbytes",
            // "fp8", "fbgemm_fp8", "modelopt", "mxfp4"
    QString format; // compressed-tensors format / ModelOpt quant_algo / bnb quant type
    std::array<QuantizedTensors, kQuantGroups> groups {};

    bool isQuantized() const { return !method.isEmpty(); }
    const QuantizedTensors &group(QuantGroup g) const { return groups.at(std::size_t(g)); }
    QuantizedTensors &group(QuantGroup g) { return groups.at(std::size_t(g)); }
    /** The scheme of the largest quantized group (routed experts first, then dense MLP,
     *  attention, shared experts, lm_head, embeddings); the 16-bit scheme when none is. */
    QuantScheme mainScheme() const;
    friend bool operator==(const QuantizationSpec &, const QuantizationSpec &) = default;
};

QString quantStrategyId(QuantStrategy strategy); // "tensor", "channel", "group", "block"
std::optional<QuantStrategy> quantStrategyFromId(QStringView id);
QString quantGroupId(QuantGroup group); // "attention", "dense_mlp", "routed_experts", ...
/** Names for people ("routed experts"): a QT_TRANSLATE_NOOP literal of Headroom::Estimate, and
 *  its translation. */
const char *quantGroupSource(QuantGroup group);
QString quantGroupName(QuantGroup group);

} // namespace Headroom
