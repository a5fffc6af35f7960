#pragma once

#include "advisor/advisor.h"

#include <atomic>
#include <functional>
#include <limits>

namespace Headroom {

/** Several models' parts packed onto one configuration (the same GPUs), sized together
 *  (docs/advisor.md "Several models on the same GPUs"). Each part carries the whole
 *  configuration: its id, replicas, GPUs, nodes, power and costs, counted once in a plan. */
struct PackedGroup
{
    QList<ModelPlan> parts; // by model index, two or more

    double monthlyCost() const { return parts.isEmpty() ? 0 : parts.first().monthlyCost(); }
};

/** What packing needs from advise(). */
struct PackingContext
{
    const Catalog *catalog = nullptr; // catalogForProject()
    const Project *project = nullptr; // its cost assumptions and calibrations
    const AdvisorWorkload *workload = nullptr;
    /** Fills a part's costs, power, nodes and rent or own from its GPU type and `gpus` (the
     *  advisor's own pricing of a part). */
    std::function<void(ModelPlan &)> price;
    /** A group costing more per month cannot be in the fleets wanted (the count-th cheapest
     *  fleet of separate parts costs this): not estimated. */
    double maxMonthlyCost = std::numeric_limits<double>::infinity();
    const std::atomic<bool> *cancel = nullptr; // set: packedGroups() returns what it found
};

/** `alone` (parts of different models, each sized alone, with the same GPU type and split)
 *  packed on one configuration of `replicas` replicas: evaluateConfiguration() of it (the
 *  memory of all of them stacked on each GPU, the board's definition of fitting; each
 *  deployment's speed alone), then the contention model (sharedGpuSpeeds()). nullopt when it
 *  does not fit, a model misses a latency target beside the others, its sequences in flight
 *  exceed what it can hold beside the others, or the group alone breaks a constraint. */
std::optional<PackedGroup> packParts(const PackingContext &context, const QList<ModelPlan> &alone,
                                     int replicas);

/** For every pair of models, every pair of their parts with the same GPU type and split (of
 *  each model's parts, those that no other of the same shape and engine beats on cost, speed,
 *  replicas, weights and KV bytes): the fewest replicas that pack them (from the larger of the
 *  two parts' replicas, which each needs alone, up to their sum less one: at the sum the
 *  separate parts use as many GPUs and are faster, and at most what maxMonthlyCost buys), the
 *  packings no other of the pair's dominates. `evaluated`: packings estimated. */
QList<PackedGroup> packedGroups(const PackingContext &context,
                                const QList<QList<ModelPlan>> &perModel, int *evaluated = nullptr);

/** The `count` cheapest fleets that serve every model once, each by a part of its own list or
 *  within a packed group, keeping the constraints: exact over the lists and the groups (branch
 *  and bound; ranked as cheapestFleets(): cost, then the faster slowest part). Each fleet's
 *  parts by model index. */
QList<QList<ModelPlan>> cheapestPackedFleets(const AdvisorConstraints &constraints,
                                             const QList<QList<ModelPlan>> &perModel,
                                             const QList<PackedGroup> &groups, int count,
                                             int *visited = nullptr);

/** What a packed part's sharing costs it, for a plan's "what binds": "llama-3.2-3b shares its
 *  GPUs with qwen3-4b: each step waits for theirs, TPOT 24.1 ms (alone 12.0 ms)"; empty for
 *  a part with GPUs of its own. */
Explanation packingExplanation(const ModelPlan &part);

} // namespace Headroom
