#include "estimate/estimatejson.h"

#include "estimate/configurationevaluation.h"

#include <QJsonObject>

namespace Headroom {

namespace {

/** The JSON key of a part's bytes ("weights_bytes", "activation_bytes", ...): one table for the
 *  per-deployment and the stacked per-GPU objects. */
QString bytesKey(MemoryPartKind kind)
{
    switch (kind) {
    case MemoryPartKind::Weights: return QStringLiteral("weights_bytes");
    case MemoryPartKind::MasterWeights: return QStringLiteral("master_weights_bytes");
    case MemoryPartKind::Gradients: return QStringLiteral("gradients_bytes");
    case MemoryPartKind::OptimizerStates: return QStringLiteral("optimizer_bytes");
    case MemoryPartKind::KvCache: return QStringLiteral("kv_cache_bytes");
    case MemoryPartKind::SequenceState: return QStringLiteral("state_bytes");
    case MemoryPartKind::DraftModel: return QStringLiteral("draft_model_bytes");
    case MemoryPartKind::Activations: return QStringLiteral("activation_bytes");
    case MemoryPartKind::Runtime: return QStringLiteral("runtime_bytes");
    case MemoryPartKind::Reserve: return QStringLiteral("reserve_bytes");
    }
    return {};
}

} // namespace

QJsonArray perGpuToJson(const MemoryBreakdown &memory)
{
    QJsonArray perGpu;
    for (const GpuMemory &g : memory.perGpu) {
        QJsonObject json {{QStringLiteral("index"), g.index},
                          {QStringLiteral("free_bytes"), qint64(g.free)},
                          {QStringLiteral("capacity_bytes"), qint64(g.capacity)}};
        for (const MemoryPartKind kind : allMemoryPartKinds())
            json.insert(bytesKey(kind), qint64(g.part(kind).bytes));
        perGpu.append(json);
    }
    return perGpu;
}

QJsonObject evaluationToJson(const ConfigurationEvaluation &evaluation)
{
    QJsonArray perGpu;
    for (const VramBarModel &bar : evaluation.bars) {
        QJsonObject g {{QStringLiteral("index"), bar.gpuIndex},
                       {QStringLiteral("used_bytes"), qint64(bar.usedBytes())},
                       {QStringLiteral("free_bytes"), qint64(bar.freeBytes())},
                       {QStringLiteral("capacity_bytes"), qint64(bar.capacity)}};
        for (const MemoryPartKind kind : allMemoryPartKinds())
            g.insert(bytesKey(kind), qint64(bar.partBytes(kind)));
        perGpu.append(g);
    }
    QJsonObject json {{QStringLiteral("fits"), evaluation.fits},
                      {QStringLiteral("short_bytes"), qint64(evaluation.shortBytes)},
                      {QStringLiteral("short_gpu"), evaluation.shortGpu},
                      {QStringLiteral("per_gpu"), perGpu}};
    if (evaluation.maxBatch)
        json.insert(QStringLiteral("max_batch"), qint64(*evaluation.maxBatch));
    if (evaluation.tokensPerSecond)
        json.insert(QStringLiteral("tokens_per_second"), *evaluation.tokensPerSecond);
    if (evaluation.ttftSeconds)
        json.insert(QStringLiteral("ttft_s"), *evaluation.ttftSeconds);
    if (evaluation.costPerMillionTokens)
        json.insert(QStringLiteral("cost_per_million_tokens"), *evaluation.costPerMillionTokens);
    return json;
}

} // namespace Headroom
