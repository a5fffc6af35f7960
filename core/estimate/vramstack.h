#pragma once

#include "estimate/deploymentestimate.h"

#include <QList>
#include <QString>

#include <cstdint>

namespace Headroom {

/** One coloured piece of a per-GPU bar: a memory part of one deployment. */
struct VramSegment
{
    MemoryPartKind kind = MemoryPartKind::Weights;
    QString deploymentId;
    QString deploymentLabel; // the model's name
    std::int64_t bytes = 0;
    Explanation explanation; // the formula with values and its source (MemoryPart::explanation)
    friend bool operator==(const VramSegment &, const VramSegment &) = default;
};

/** What one GPU of a configuration holds once every deployment on it is stacked. */
struct VramBarModel
{
    int gpuIndex = 0;
    std::int64_t capacity = 0;
    int stage = 0; // pipeline stage (of the first deployment)
    int firstLayer = 0;
    int layers = 0;
    bool pipelined = false; // the configuration splits layers over stages (PP > 1)
    QList<VramSegment> segments;

    std::int64_t usedBytes() const;
    std::int64_t freeBytes() const { return capacity - usedBytes(); } // negative = overflow
    std::int64_t overflowBytes() const;
    std::int64_t partBytes(MemoryPartKind kind) const; // all deployments together
    std::int64_t partBytes(MemoryPartKind kind, const QString &deploymentId) const;
    friend bool operator==(const VramBarModel &, const VramBarModel &) = default;
};

/** One bar per GPU of `config` (capacity = `gpu`'s memory). Every deployment whose memory was
 *  estimated contributes its parts in the order of allMemoryPartKinds(), one deployment after
 *  the other.
 *
 *  Several deployments on one configuration run as separate engine processes on the same GPUs.
 *  Each process loads its own weights, holds its own KV cache and activations, and has its own
 *  CUDA context, cuBLAS workspaces and NCCL buffers, so those parts add up. The reserve is
 *  different: it is the slice of each GPU that an engine leaves outside its memory fraction
 *  ((1 - f) x total, minus what CUDA graphs take of it) -- headroom of the GPU, not something
 *  the process allocates. Two engines share that headroom rather than each keeping a private
 *  one, so it is counted once: the largest reserve of the deployments on the GPU (the most
 *  cautious engine's), placed after all deployments' parts. Summing it would double-count
 *  the same free memory and report overflow that does not happen. */
QList<VramBarModel> stackDeployments(const Configuration &config, std::int64_t capacity,
                                     const QList<DeploymentEstimate> &estimates);

/** The part kinds with any bytes on any bar, in stacking order (for the legend). */
QList<MemoryPartKind> presentPartKinds(const QList<VramBarModel> &bars);

} // namespace Headroom
