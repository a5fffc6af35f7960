#include "estimate/builtinmodels.h"

namespace Headroom {

namespace {

ModelSpec dense(const char *id, const char *name, const char *hfId, int layers, int hidden,
                int intermediate, int heads, int kvHeads, int headDim, int vocab,
                std::int64_t maxContext, bool tied)
{
    ModelSpec m;
    m.id = QString::fromLatin1(id);
    m.name = QString::fromLatin1(name);
    m.hfId = QString::fromLatin1(hfId);
    m.layers = layers;
    m.hidden = hidden;
    m.intermediate = intermediate;
    m.heads = heads;
    m.kvHeads = kvHeads;
    m.headDim = headDim;
    m.vocab = vocab;
    m.maxContext = maxContext;
    m.tiedEmbeddings = tied;
    m.provenance.source = QStringLiteral("shared/reference/models.csv (HF config.json)");
    m.provenance.asOf = QDate(2026, 3, 1);
    return m;
}

} // namespace

QList<ModelSpec> builtinModels()
{
    ModelSpec llama8 = dense("llama-3.1-8b", "Llama-3.1-8B", "meta-llama/Llama-3.1-8B", 32, 4096,
                             14336, 32, 8, 128, 128256, 131072, false);
    llama8.architecture = QStringLiteral("llama");
    ModelSpec llama70 = dense("llama-3.1-70b", "Llama-3.1-70B", "meta-llama/Llama-3.1-70B", 80,
                              8192, 28672, 64, 8, 128, 128256, 131072, false);
    llama70.architecture = QStringLiteral("llama");
    ModelSpec mixtral = dense("mixtral-8x7b", "Mixtral-8x7B-v0.1", "mistralai/Mixtral-8x7B-v0.1",
                              32, 4096, 14336, 32, 8, 128, 32000, 32768, false);
    mixtral.architecture = QStringLiteral("mixtral");
    mixtral.moe = {8, 2, 0, 0, 14336, 0, false};
    ModelSpec qwen3 = dense("qwen3-30b-a3b", "Qwen3-30B-A3B", "Qwen/Qwen3-30B-A3B", 48, 2048, 6144,
                            32, 4, 128, 151936, 40960, false);
    qwen3.architecture = QStringLiteral("qwen3_moe");
    qwen3.qkNorm = true;
    qwen3.moe = {128, 8, 0, 0, 768, 0, false};
    ModelSpec deepseek = dense("deepseek-v3", "DeepSeek-V3", "deepseek-ai/DeepSeek-V3", 61, 7168,
                               18432, 128, 128, 0, 129280, 163840, false);
    deepseek.architecture = QStringLiteral("deepseek_v3");
    deepseek.moe = {256, 8, 1, 3, 2048, 0, true};
    deepseek.mla = {512, 1536, 64, 128, 128};
    deepseek.defaultWeightFormat = QStringLiteral("fp8");
    return {llama8, llama70, mixtral, qwen3, deepseek};
}

std::optional<ModelSpec> builtinModel(QStringView id)
{
    for (const ModelSpec &m : builtinModels()) {
        if (id.compare(m.id, Qt::CaseInsensitive) == 0)
            return m;
    }
    return std::nullopt;
}

} // namespace Headroom
