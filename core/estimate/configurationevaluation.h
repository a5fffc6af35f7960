#pragma once

#include "cost/configurationcost.h"
#include "estimate/deploymentestimate.h"
#include "estimate/vramstack.h"

#include <optional>

namespace Headroom {

/** One configuration of a project evaluated whole: every deployment on it estimated, their
 *  memory stacked on each GPU (the reserve once, estimate/vramstack.h), and the answers that
 *  every view, the report and the CLI show. One definition of each:
 *  - fits: the GPU is known, every deployment on it was estimated, and no GPU's stack exceeds
 *    its capacity (shortBytes == 0). An empty configuration fits.
 *  - max batch of a deployment (DeploymentEstimate::maxBatch): the most concurrent sequences it
 *    can hold at its context while the other deployments keep their workloads; 0 when even
 *    one sequence does not fit, and 0 whenever the configuration does not fit (it would not
 *    start: board, inspector, reports and CLI all say "does not fit", never a batch).
 *  - speed, tokens/s and cost per token: only for a configuration that fits (one that does not
 *    fit does not start); $/1M tokens = the configuration's on-demand price for all its GPUs
 *    over the output tokens of all its deployments. */
struct ConfigurationEvaluation
{
    Configuration configuration;
    std::optional<GpuSpec> gpu;
    QList<DeploymentEstimate> deployments; // those on the configuration, in project order
    QList<VramBarModel> bars; // one per GPU
    bool fits = false;
    std::int64_t shortBytes = 0; // what the fullest GPU lacks (0 when it fits)
    int shortGpu = -1; // that GPU's index, -1 when it fits
    ConfigurationCost cost; // costAssumptionsFor(): price book, catalog, project
    std::optional<double> tokensPerSecond; // output tokens/s of every deployment (fits only)
    std::optional<double> ttftSeconds; // the slowest deployment's (fits only)
    std::optional<double> costPerMillionTokens; // fits only, with an on-demand price
    std::optional<std::int64_t> maxBatch; // the smallest of the inference deployments'

    const DeploymentEstimate *deployment(const QString &deploymentId) const;
};

/** Evaluates `configuration` of `project` with the entries of `catalog` (catalogForProject()).
 *  Depth Memory skips speed and the solvers (max batch included). */
ConfigurationEvaluation evaluateConfiguration(const Catalog &catalog, const Project &project,
                                              const Configuration &configuration,
                                              EstimateDepth depth = EstimateDepth::Full);

/** Every configuration of the project, in order. */
QList<ConfigurationEvaluation> evaluateProject(const Catalog &catalog, const Project &project,
                                               EstimateDepth depth = EstimateDepth::Full);

} // namespace Headroom
