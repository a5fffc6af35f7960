#include "estimate/estimatejson.h"

#include <QJsonObject>

namespace Headroom {

QJsonArray perGpuToJson(const MemoryBreakdown &memory)
{
    QJsonArray perGpu;
    for (const GpuMemory &g : memory.perGpu) {
        perGpu.append(
                QJsonObject {{QStringLiteral("index"), g.index},
                             {QStringLiteral("weights_bytes"), qint64(g.weights.bytes)},
                             {QStringLiteral("master_weights_bytes"), qint64(g.masterWeights.bytes)},
                             {QStringLiteral("gradients_bytes"), qint64(g.gradients.bytes)},
                             {QStringLiteral("optimizer_bytes"), qint64(g.optimizerStates.bytes)},
                             {QStringLiteral("kv_cache_bytes"), qint64(g.kvCache.bytes)},
                             {QStringLiteral("activation_bytes"), qint64(g.activations.bytes)},
                             {QStringLiteral("runtime_bytes"), qint64(g.runtime.bytes)},
                             {QStringLiteral("reserve_bytes"), qint64(g.reserve.bytes)},
                             {QStringLiteral("free_bytes"), qint64(g.free)},
                             {QStringLiteral("capacity_bytes"), qint64(g.capacity)}});
    }
    return perGpu;
}

} // namespace Headroom
