#include "estimate/vramstack.h"

#include <algorithm>

namespace Headroom {

std::int64_t VramBarModel::usedBytes() const
{
    std::int64_t used = 0;
    for (const VramSegment &s : segments)
        used += s.bytes;
    return used;
}

std::int64_t VramBarModel::overflowBytes() const
{
    return std::max<std::int64_t>(usedBytes() - capacity, 0);
}

std::int64_t VramBarModel::partBytes(MemoryPartKind kind) const
{
    std::int64_t bytes = 0;
    for (const VramSegment &s : segments) {
        if (s.kind == kind)
            bytes += s.bytes;
    }
    return bytes;
}

std::int64_t VramBarModel::partBytes(MemoryPartKind kind, const QString &deploymentId) const
{
    std::int64_t bytes = 0;
    for (const VramSegment &s : segments) {
        if (s.kind == kind && s.deploymentId == deploymentId)
            bytes += s.bytes;
    }
    return bytes;
}

namespace {

const GpuMemory *gpuAt(const MemoryBreakdown &memory, int index)
{
    for (const GpuMemory &g : memory.perGpu) {
        if (g.index == index)
            return &g;
    }
    return nullptr;
}

QString labelOf(const DeploymentEstimate &e)
{
    return e.model ? e.model->name : e.deployment.modelId;
}

} // namespace

QList<VramBarModel> stackDeployments(const Configuration &config, std::int64_t capacity,
                                     const QList<DeploymentEstimate> &estimates)
{
    QList<VramBarModel> bars;
    const int gpus = std::clamp(config.gpuCount, 0, 4096);
    bars.reserve(gpus);
    const QList<MemoryPartKind> kinds = allMemoryPartKinds();
    for (int i = 0; i < gpus; ++i) {
        VramBarModel bar;
        bar.gpuIndex = i;
        bar.capacity = capacity;
        bar.pipelined = config.pipelineParallel > 1;
        bar.segments.reserve(estimates.size() * 4 + 1); // weights, KV, activations, runtime
        VramSegment reserve;
        reserve.kind = MemoryPartKind::Reserve;
        bool first = true;
        for (const DeploymentEstimate &e : estimates) {
            if (!e.memory)
                continue;
            const GpuMemory *g = gpuAt(*e.memory, i);
            if (!g)
                continue;
            if (first) {
                bar.stage = g->stage;
                bar.firstLayer = g->firstLayer;
                bar.layers = g->layers;
            }
            first = false;
            const QString label = labelOf(e);
            for (MemoryPartKind kind : kinds) {
                const MemoryPart &part = g->part(kind);
                if (kind == MemoryPartKind::Reserve) {
                    // Shared headroom: the largest reserve counts, once (see the header).
                    if (part.bytes > reserve.bytes) {
                        reserve.bytes = part.bytes;
                        reserve.deploymentId = e.deployment.id;
                        reserve.deploymentLabel = label;
                        reserve.explanation = part.explanation;
                    }
                    continue;
                }
                if (part.bytes <= 0)
                    continue;
                bar.segments.append({kind, e.deployment.id, label, part.bytes, part.explanation});
            }
        }
        if (reserve.bytes > 0)
            bar.segments.append(reserve);
        bars.append(bar);
    }
    return bars;
}

QList<MemoryPartKind> presentPartKinds(const QList<VramBarModel> &bars)
{
    QList<MemoryPartKind> kinds;
    for (MemoryPartKind kind : allMemoryPartKinds()) {
        const bool present = std::any_of(bars.cbegin(), bars.cend(), [kind](const VramBarModel &b) {
            return b.partBytes(kind) > 0;
        });
        if (present)
            kinds.append(kind);
    }
    return kinds;
}

} // namespace Headroom
