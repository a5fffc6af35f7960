#pragma once

#include <QString>

namespace Headroom {

/** GPUs of one type planned together: count, and how a replica splits over them.
 *  A replica spans tensorParallel x pipelineParallel GPUs; the rest are further replicas. */
struct Configuration
{
    QString id; // stable within a project (uuid without braces)
    QString name; // optional label; empty = derived from the GPU
    QString gpuId;
    int gpuCount = 1;
    int tensorParallel = 1;
    int pipelineParallel = 1;

    int gpusPerReplica() const { return tensorParallel * pipelineParallel; }
    int replicas() const { return gpusPerReplica() > 0 ? gpuCount / gpusPerReplica() : 0; }
    friend bool operator==(const Configuration &, const Configuration &) = default;
};

} // namespace Headroom
