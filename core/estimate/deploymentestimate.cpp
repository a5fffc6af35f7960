#include "estimate/deploymentestimate.h"

#include "cost/configurationcost.h"

#include "estimate/engineparameters.h"
#include "estimate/trainingmemory.h"

#include <QCoreApplication>

namespace Headroom {

namespace {

struct DeploymentEstimateText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::DeploymentEstimate)
};

} // namespace

DeploymentEstimate estimateDeployment(const Catalog &catalog, const Project &project,
                                      const Deployment &deployment, EstimateDepth depth)
{
    DeploymentEstimate e;
    e.deployment = deployment;
    e.engine = defaultEngineProfile(deployment.engine);
    if (deployment.mode != DeploymentMode::Inference)
        e.engine = trainingEngineProfile(e.engine);
    const auto notEstimated = fail(DeploymentEstimateText::tr("Not estimated"));
    e.memory = notEstimated;
    e.throughput = notEstimated;

    bool foundConfiguration = false;
    for (const Configuration &c : project.configurations) {
        if (c.id == deployment.configurationId) {
            e.configuration = c;
            foundConfiguration = true;
            break;
        }
    }
    if (!foundConfiguration) {
        e.memory = fail(DeploymentEstimateText::tr("The deployment's configuration is missing"),
                        deployment.configurationId);
        e.throughput = std::unexpected(e.memory.error());
        return e;
    }
    e.gpu = catalog.gpu(e.configuration.gpuId);
    e.model = catalog.model(deployment.modelId);
    if (!e.gpu) {
        e.memory = fail(DeploymentEstimateText::tr("GPU \"%1\" is not in the catalog")
                                .arg(e.configuration.gpuId),
                        e.configuration.gpuId);
        e.throughput = std::unexpected(e.memory.error());
        return e;
    }
    if (!e.model) {
        e.memory = fail(DeploymentEstimateText::tr("Model \"%1\" is not in the catalog")
                                .arg(deployment.modelId),
                        deployment.modelId);
        e.throughput = std::unexpected(e.memory.error());
        return e;
    }

    // defaults, training constants, the deployment's overrides (per GPU class)
    auto engine = effectiveEngineProfile(deployment,
                                         gpuClassOf(e.gpu->unifiedMemory, e.gpu->memoryType));
    if (!engine) {
        e.memory = std::unexpected(engine.error());
        e.throughput = std::unexpected(engine.error());
        return e;
    }
    e.engine = *engine;
    e.memory = estimateMemory(*e.model, *e.gpu, e.configuration, deployment, e.engine);
    if (depth == EstimateDepth::Memory || !e.memory)
        return e;

    if (deployment.mode != DeploymentMode::Inference) {
        const Configuration &c = e.configuration;
        if (auto s = maxMicroBatch(*e.model, *e.gpu, c, deployment, e.engine))
            e.maxMicroBatch = *s;
        if (auto s = maxTrainingSequence(*e.model, *e.gpu, c, deployment, e.engine))
            e.maxTrainingSequence = *s;
        if (auto s = minTrainingGpus(*e.model, *e.gpu, deployment, e.engine))
            e.minTrainingGpus = *s;
        e.throughput = fail(
                DeploymentEstimateText::tr("Speed is estimated for inference deployments"));
        return e;
    }

    ThroughputOptions options;
    // the configuration's on-demand price (price book, else the GPU's dated catalog range, else
    // the project's figure): the same price the reports' cost curves use
    options.pricePerGpuHour = costAssumptionsFor(project, catalog, e.configuration)
                                      .onDemandPricePerGpuHour;
    e.throughput = estimateThroughput(*e.model, *e.gpu, e.configuration, deployment, e.engine,
                                      options);
    if (auto s = maxConcurrentSequences(*e.model, *e.gpu, e.configuration, deployment, e.engine))
        e.maxSequences = *s;
    if (auto s = maxContext(*e.model, *e.gpu, e.configuration, deployment, e.engine))
        e.maxContext = *s;
    e.minGpus = minGpus(*e.model, *e.gpu, deployment, e.engine);
    return e;
}

} // namespace Headroom
