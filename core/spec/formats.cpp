#include "spec/formats.h"

#include "spec/idtable.h"

#include <QCoreApplication>

namespace Headroom {

namespace {

constexpr IdTable<WeightFormat, 17> kWeightIds {{
        {WeightFormat::Fp32, "fp32"},
        {WeightFormat::Bf16, "bf16"},
        {WeightFormat::Fp16, "fp16"},
        {WeightFormat::Fp8, "fp8"},
        {WeightFormat::Int8, "int8"},
        {WeightFormat::Int4Awq, "int4-awq"},
        {WeightFormat::Int4Gptq, "int4-gptq"},
        {WeightFormat::Nf4, "nf4"},
        {WeightFormat::Nvfp4, "nvfp4"},
        {WeightFormat::Mxfp4, "mxfp4"},
        {WeightFormat::GgufQ8_0, "q8_0"},
        {WeightFormat::GgufQ6_K, "q6_k"},
        {WeightFormat::GgufQ5_K_M, "q5_k_m"},
        {WeightFormat::GgufQ4_K_M, "q4_k_m"},
        {WeightFormat::GgufQ4_0, "q4_0"},
        {WeightFormat::GgufQ3_K_M, "q3_k_m"},
        {WeightFormat::GgufQ2_K, "q2_k"},
}};

// Other spellings people type (the engines' own names: vLLM --quantization awq, gptq;
// --kv-cache-dtype fp8_e4m3), read as the format; ids stay the canonical names above.
constexpr IdTable<WeightFormat, 6> kWeightAliases {{
        {WeightFormat::Int4Awq, "awq"},
        {WeightFormat::Int4Awq, "awq-int4"},
        {WeightFormat::Int4Gptq, "gptq"},
        {WeightFormat::Int4Gptq, "gptq-int4"},
        {WeightFormat::Nf4, "bnb-nf4"},
        {WeightFormat::Fp16, "half"},
}};

constexpr IdTable<KvFormat, 7> kKvIds {{
        {KvFormat::Fp32, "fp32"},
        {KvFormat::Fp16, "fp16"},
        {KvFormat::Bf16, "bf16"},
        {KvFormat::Fp8, "fp8"},
        {KvFormat::Int8, "int8"},
        {KvFormat::Q8_0, "q8_0"},
        {KvFormat::Q4_0, "q4_0"},
}};

constexpr IdTable<KvFormat, 4> kKvAliases {{
        {KvFormat::Fp8, "fp8_e4m3"},
        {KvFormat::Fp8, "fp8_e5m2"},
        {KvFormat::Fp16, "half"},
        {KvFormat::Fp16, "f16"},
}};

/** The ids, then "(alias, alias)" after the id they stand for. */
template<typename Enum, std::size_t N, std::size_t M>
QStringList spellingsOf(const IdTable<Enum, N> &ids, const IdTable<Enum, M> &aliases)
{
    QStringList list;
    for (const auto &[e, id] : ids) {
        QStringList other;
        for (const auto &[a, alias] : aliases) {
            if (a == e)
                other.append(QString::fromLatin1(alias));
        }
        list.append(other.isEmpty() ? QString::fromLatin1(id)
                                    : QStringLiteral("%1 (%2)").arg(QString::fromLatin1(id),
                                                                    other.join(u", ")));
    }
    return list;
}

constexpr IdTable<EngineKind, 5> kEngineIds {{
        {EngineKind::Vllm, "vllm"},
        {EngineKind::TensorRtLlm, "trtllm"},
        {EngineKind::SgLang, "sglang"},
        {EngineKind::LlamaCpp, "llamacpp"},
        {EngineKind::Transformers, "transformers"},
}};

constexpr IdTable<DeploymentMode, 4> kModeIds {{
        {DeploymentMode::Inference, "inference"},
        {DeploymentMode::FullFineTune, "full"},
        {DeploymentMode::Lora, "lora"},
        {DeploymentMode::Qlora, "qlora"},
}};

struct FormatsText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Formats)
};

} // namespace

QString weightFormatId(WeightFormat format)
{
    return idOf(kWeightIds, format);
}

bool isGguf(WeightFormat format)
{
    switch (format) {
    case WeightFormat::GgufQ8_0:
    case WeightFormat::GgufQ6_K:
    case WeightFormat::GgufQ5_K_M:
    case WeightFormat::GgufQ4_K_M:
    case WeightFormat::GgufQ4_0:
    case WeightFormat::GgufQ3_K_M:
    case WeightFormat::GgufQ2_K: return true;
    default: return false;
    }
}
QString kvFormatId(KvFormat format)
{
    return idOf(kKvIds, format);
}
QString engineId(EngineKind engine)
{
    return idOf(kEngineIds, engine);
}
QString deploymentModeId(DeploymentMode mode)
{
    return idOf(kModeIds, mode);
}

std::optional<WeightFormat> weightFormatFromId(QStringView id)
{
    if (auto format = fromId(kWeightIds, id))
        return format;
    return fromId(kWeightAliases, id);
}
std::optional<KvFormat> kvFormatFromId(QStringView id)
{
    if (auto format = fromId(kKvIds, id))
        return format;
    return fromId(kKvAliases, id);
}
QStringList weightFormatSpellings()
{
    return spellingsOf(kWeightIds, kWeightAliases);
}
QStringList kvFormatSpellings()
{
    return spellingsOf(kKvIds, kKvAliases);
}
std::optional<EngineKind> engineFromId(QStringView id)
{
    return fromId(kEngineIds, id);
}
std::optional<DeploymentMode> deploymentModeFromId(QStringView id)
{
    return fromId(kModeIds, id);
}

QList<WeightFormat> allWeightFormats()
{
    return allOf(kWeightIds);
}
QList<KvFormat> allKvFormats()
{
    return allOf(kKvIds);
}
QList<EngineKind> allEngines()
{
    return allOf(kEngineIds);
}
QList<DeploymentMode> allDeploymentModes()
{
    return allOf(kModeIds);
}

QString weightFormatName(WeightFormat format)
{
    switch (format) {
    case WeightFormat::Fp32: return FormatsText::tr("FP32");
    case WeightFormat::Bf16: return FormatsText::tr("BF16");
    case WeightFormat::Fp16: return FormatsText::tr("FP16");
    case WeightFormat::Fp8: return FormatsText::tr("FP8");
    case WeightFormat::Int8: return FormatsText::tr("INT8 (W8A8)");
    case WeightFormat::Int4Awq: return FormatsText::tr("AWQ 4-bit");
    case WeightFormat::Int4Gptq: return FormatsText::tr("GPTQ 4-bit");
    case WeightFormat::Nf4: return FormatsText::tr("NF4 (bitsandbytes)");
    case WeightFormat::Nvfp4: return FormatsText::tr("NVFP4");
    case WeightFormat::Mxfp4: return FormatsText::tr("MXFP4");
    case WeightFormat::GgufQ8_0: return FormatsText::tr("GGUF Q8_0");
    case WeightFormat::GgufQ6_K: return FormatsText::tr("GGUF Q6_K");
    case WeightFormat::GgufQ5_K_M: return FormatsText::tr("GGUF Q5_K_M");
    case WeightFormat::GgufQ4_K_M: return FormatsText::tr("GGUF Q4_K_M");
    case WeightFormat::GgufQ4_0: return FormatsText::tr("GGUF Q4_0");
    case WeightFormat::GgufQ3_K_M: return FormatsText::tr("GGUF Q3_K_M");
    case WeightFormat::GgufQ2_K: return FormatsText::tr("GGUF Q2_K");
    }
    return {};
}

QString kvFormatName(KvFormat format)
{
    switch (format) {
    case KvFormat::Fp32: return FormatsText::tr("FP32");
    case KvFormat::Fp16: return FormatsText::tr("FP16");
    case KvFormat::Bf16: return FormatsText::tr("BF16");
    case KvFormat::Fp8: return FormatsText::tr("FP8");
    case KvFormat::Int8: return FormatsText::tr("INT8");
    case KvFormat::Q8_0: return FormatsText::tr("Q8_0 (llama.cpp)");
    case KvFormat::Q4_0: return FormatsText::tr("Q4_0 (llama.cpp)");
    }
    return {};
}

QString engineName(EngineKind engine)
{
    switch (engine) {
    case EngineKind::Vllm: return FormatsText::tr("vLLM");
    case EngineKind::TensorRtLlm: return FormatsText::tr("TensorRT-LLM");
    case EngineKind::SgLang: return FormatsText::tr("SGLang");
    case EngineKind::LlamaCpp: return FormatsText::tr("llama.cpp");
    case EngineKind::Transformers: return FormatsText::tr("Transformers");
    }
    return {};
}

QString deploymentModeName(DeploymentMode mode)
{
    switch (mode) {
    case DeploymentMode::Inference: return FormatsText::tr("Inference");
    case DeploymentMode::FullFineTune: return FormatsText::tr("Full fine-tune");
    case DeploymentMode::Lora: return FormatsText::tr("LoRA");
    case DeploymentMode::Qlora: return FormatsText::tr("QLoRA");
    }
    return {};
}

} // namespace Headroom
