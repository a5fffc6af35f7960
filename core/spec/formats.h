#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Headroom {

/** Weight storage formats. Ids (lower case) are what the CLI and the project file use. */
enum class WeightFormat {
    Fp32,
    Bf16,
    Fp16,
    Fp8,
    Int8,
    Int4Awq,
    Int4Gptq,
    Nf4,
    Nvfp4, // NVIDIA FP4: E2M1 + FP8 scale per 16 (ModelOpt / compressed-tensors)
    Mxfp4, // OCP MX FP4: E2M1 + E8M0 scale per 32 (gpt-oss)
    GgufQ8_0,
    GgufQ6_K,
    GgufQ5_K_M,
    GgufQ4_K_M,
    GgufQ4_0,
    GgufQ3_K_M,
    GgufQ2_K,
};

/** KV cache element formats. */
enum class KvFormat { Fp32, Fp16, Bf16, Fp8, Int8, Q8_0, Q4_0 };

/** Serving engines (and plain transformers) whose memory semantics differ (FORMULAS.md 3). */
enum class EngineKind { Vllm, TensorRtLlm, SgLang, LlamaCpp, Transformers };

/** What a deployment does: serve, or one of the training modes. */
enum class DeploymentMode { Inference, FullFineTune, Lora, Qlora };

QString weightFormatId(WeightFormat format); // "bf16", "int4-awq", "q4_k_m", ...
/** A GGUF quant (Q8_0 ... Q2_K): llama.cpp's formats, served from a .gguf file. */
bool isGguf(WeightFormat format);
QString kvFormatId(KvFormat format); // "fp8", "q8_0", ...
QString engineId(EngineKind engine); // "vllm", "trtllm", "sglang", "llamacpp", ...
QString deploymentModeId(DeploymentMode mode); // "inference", "full", "lora", "qlora"

/** The id, or another accepted spelling ("awq", "gptq", "fp8_e4m3"): whatever the spelling
 *  lists below name is read, and nothing else. */
std::optional<WeightFormat> weightFormatFromId(QStringView id);
std::optional<KvFormat> kvFormatFromId(QStringView id);
/** Every id with the other spellings it accepts: "int4-awq (awq, awq-int4)", for help texts;
 *  made from the same tables the parsers read. */
QStringList weightFormatSpellings();
QStringList kvFormatSpellings();
std::optional<EngineKind> engineFromId(QStringView id);
std::optional<DeploymentMode> deploymentModeFromId(QStringView id);

QList<WeightFormat> allWeightFormats();
QList<KvFormat> allKvFormats();
QList<EngineKind> allEngines();
QList<DeploymentMode> allDeploymentModes();

/** Names for people ("AWQ 4-bit", "vLLM"): translated. */
QString weightFormatName(WeightFormat format);
QString kvFormatName(KvFormat format);
QString engineName(EngineKind engine);
QString deploymentModeName(DeploymentMode mode);

} // namespace Headroom
