#pragma once

#include "plan/costassumptions.h"

#include <QString>

#include <optional>

namespace Headroom {

/** GPUs of one type planned together: count, and how a replica splits over them.
 *  A replica spans tensorParallel x pipelineParallel GPUs; the rest are further replicas.
 *  Within the tensorParallel GPUs of a pipeline stage (SGLang's definition, docs/estimation.md
 *  "Expert and attention data parallelism"): expertParallel GPUs share the routed experts, each
 *  holding experts / EP whole experts (sliced over TP / EP GPUs); dataParallelAttention groups
 *  of TP / DP GPUs each run attention on their own share of the sequences. 1 and 1: experts and
 *  attention TP-sharded over all TP GPUs. vLLM's `-tp T -dp D --enable-expert-parallel` is
 *  TP = T x D, DP = D, EP = T x D here. */
struct Configuration
{
    QString id; // stable within a project (uuid without braces)
    QString name; // optional label; empty = derived from the GPU
    QString gpuId;
    int gpuCount = 1;
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int expertParallel = 1; // EP: GPUs of a stage the routed experts are spread over (divides TP)
    int dataParallelAttention = 1; // DP: attention groups of TP / DP GPUs (divides TP)
    // The fraction of hours these GPUs are busy, when it is the configuration's own rather than
    // the project's (CostAssumptions::utilization): an advisor plan's, which sized and costed
    // it (docs/cost-model.md "Per-configuration cost"). Empty = the project's.
    std::optional<double> utilization {};
    // How these GPUs are paid for, when it is decided: an advisor plan's acquisition (owned,
    // rented on demand, or hybrid), or the user's choice in the inspector. The executive summary
    // and the Rent vs buy headline cost it that way, naming the cheapest beside it when that
    // differs (docs/cost-model.md "Per-configuration cost"). Empty = the cheapest option.
    std::optional<CostOption> acquisition {};
    // Bought in whole units together with the configurations of the same GPU type that carry
    // the same pool (an advisor plan's models on GPUs of their own, shareUnits()): the spare
    // GPUs of one's last unit hold another's (docs/cost-model.md "Whole units"). Empty = its
    // own units.
    QString unitPool {};

    int attentionTensorParallel() const
    {
        return dataParallelAttention > 0 ? tensorParallel / dataParallelAttention : tensorParallel;
    }
    int expertTensorParallel() const
    {
        return expertParallel > 0 ? tensorParallel / expertParallel : tensorParallel;
    }

    int gpusPerReplica() const { return tensorParallel * pipelineParallel; }
    int replicas() const { return gpusPerReplica() > 0 ? gpuCount / gpusPerReplica() : 0; }
    friend bool operator==(const Configuration &, const Configuration &) = default;
};

} // namespace Headroom
