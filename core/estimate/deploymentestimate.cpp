#include "estimate/deploymentestimate.h"

#include "cost/configurationcost.h"

#include "estimate/draftmodel.h"
#include "estimate/engineparameters.h"
#include "estimate/parametercount.h"
#include "estimate/trainingmemory.h"

#include <QCoreApplication>

namespace Headroom {

namespace {

struct DeploymentEstimateText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::DeploymentEstimate)
};

DeploymentEstimate estimate(const Catalog &catalog, const Project &project, const Deployment &given,
                            EstimateDepth depth, std::optional<double> onDemandPricePerGpuHour)
{
    DeploymentEstimate e;
    e.deployment = given;
    const Deployment &deployment = e.deployment;
    // what could not be estimated: the engine's defaults, and the reason for memory and speed
    const auto unestimated = [&e](std::unexpected<Error> error) {
        e.engine = defaultEngineProfile(e.deployment.engine);
        if (e.deployment.mode != DeploymentMode::Inference)
            e.engine = trainingEngineProfile(e.engine);
        e.memory = error;
        e.throughput = std::move(error);
        return e;
    };

    const Configuration *configuration = nullptr;
    for (const Configuration &c : project.configurations) {
        if (c.id == deployment.configurationId) {
            configuration = &c;
            break;
        }
    }
    if (!configuration)
        return unestimated(
                fail(DeploymentEstimateText::tr("The deployment's configuration is missing"),
                     deployment.configurationId));
    e.configuration = *configuration;
    e.gpu = catalog.gpu(e.configuration.gpuId);
    e.model = catalog.model(deployment.modelId);
    if (!e.gpu)
        return unestimated(fail(DeploymentEstimateText::tr("GPU \"%1\" is not in the catalog")
                                        .arg(e.configuration.gpuId),
                                e.configuration.gpuId));
    if (!e.model)
        return unestimated(fail(DeploymentEstimateText::tr("Model \"%1\" is not in the catalog")
                                        .arg(deployment.modelId),
                                deployment.modelId));

    // speculative decoding's draft model, from the same catalog
    if (auto draft = resolveDraftModel(catalog, e.deployment); !draft)
        return unestimated(std::unexpected(draft.error()));

    // defaults, training constants, the project's calibration for this GPU x engine, the
    // deployment's overrides (per GPU class)
    auto engine = effectiveEngineProfile(deployment,
                                         gpuClassOf(e.gpu->unifiedMemory, e.gpu->memoryType),
                                         calibrationFor(project.calibrations, e.gpu->id,
                                                        deployment.engine));
    if (!engine)
        return unestimated(std::unexpected(engine.error()));
    e.engine = std::move(*engine);
    e.memory = estimateMemory(*e.model, *e.gpu, e.configuration, deployment, e.engine);
    if (depth == EstimateDepth::Memory || !e.memory) {
        e.throughput = fail(DeploymentEstimateText::tr("Not estimated"));
        return e;
    }

    if (deployment.mode != DeploymentMode::Inference) {
        const Configuration &c = e.configuration;
        if (auto s = maxMicroBatch(*e.model, *e.gpu, c, deployment, e.engine))
            e.maxMicroBatch = *s;
        if (auto s = maxTrainingSequence(*e.model, *e.gpu, c, deployment, e.engine))
            e.maxTrainingSequence = *s;
        if (auto s = minTrainingGpus(*e.model, *e.gpu, deployment, e.engine))
            e.minTrainingGpus = *s;
        if (const double tokens = deployment.training.trainedTokens(); tokens > 0)
            e.trainingTime = estimateTrainingTime(*e.model, countParameters(*e.model), *e.gpu,
                                                  deployment.mode, deployment.training, c.gpuCount,
                                                  tokens, kDefaultTrainingMfu, c.tensorParallel,
                                                  c.pipelineParallel);
        e.throughput = fail(
                DeploymentEstimateText::tr("Speed is estimated for inference deployments"));
        return e;
    }

    ThroughputOptions options;
    // the configuration's on-demand price (price book, else the GPU's dated catalog range, else
    // the project's figure): the same price the reports' cost curves use
    options.pricePerGpuHour = onDemandPricePerGpuHour
            ? *onDemandPricePerGpuHour
            : costAssumptionsFor(project, catalog, e.configuration).onDemandPricePerGpuHour;
    if (deployment.disaggregation.on) {
        // the prefill pool: its GPU from the catalog, its on-demand price as the configuration's
        const QString prefillGpuId = prefillGpuIdOf(e.configuration, deployment.disaggregation);
        if (prefillGpuId != e.gpu->id) {
            options.prefillGpu = catalog.gpu(prefillGpuId);
            e.prefillGpu = options.prefillGpu;
            if (!options.prefillGpu) {
                e.throughput = fail(DeploymentEstimateText::tr("The prefill pool's GPU \"%1\" is "
                                                               "not in the catalog")
                                            .arg(prefillGpuId),
                                    prefillGpuId);
                return e;
            }
            options.prefillPricePerGpuHour
                    = costAssumptionsFor(project, catalog,
                                         prefillConfiguration(e.configuration,
                                                              deployment.disaggregation,
                                                              prefillGpuId))
                              .onDemandPricePerGpuHour;
        }
    }
    e.throughput = estimateThroughput(*e.model, *e.gpu, e.configuration, deployment, e.engine,
                                      *e.memory, options);
    e.speedOptions = std::move(options);
    if (depth == EstimateDepth::Speed)
        return e;
    if (auto s = maxConcurrentSequences(*e.model, *e.gpu, e.configuration, deployment, e.engine))
        e.maxSequences = *s;
    if (auto s = maxContext(*e.model, *e.gpu, e.configuration, deployment, e.engine))
        e.maxContext = *s;
    e.minGpus = minGpus(*e.model, *e.gpu, deployment, e.engine);
    return e;
}

} // namespace

DeploymentEstimate estimateDeployment(const Catalog &catalog, const Project &project,
                                      const Deployment &deployment, EstimateDepth depth)
{
    return estimate(catalog, project, deployment, depth, std::nullopt);
}

DeploymentEstimate estimateDeployment(const Catalog &catalog, const Project &project,
                                      const Deployment &deployment, EstimateDepth depth,
                                      double onDemandPricePerGpuHour)
{
    return estimate(catalog, project, deployment, depth, onDemandPricePerGpuHour);
}

std::optional<ThroughputEstimate> simulateDeploymentLoad(const DeploymentEstimate &estimate)
{
    if (!estimate.throughput || !estimate.memory || !estimate.model || !estimate.gpu)
        return std::nullopt;
    ThroughputOptions options = estimate.speedOptions;
    options.simulateLoad = true;
    const auto speed = estimateThroughput(*estimate.model, *estimate.gpu, estimate.configuration,
                                          estimate.deployment, estimate.engine, *estimate.memory,
                                          options);
    if (!speed || !speed->simulated)
        return std::nullopt;
    return *speed;
}

void estimateOnSharedGpus(DeploymentEstimate &estimate, double stepWaitSeconds,
                          const QStringList &sharedWith)
{
    if (!estimate.throughput || !estimate.memory || !estimate.model || !estimate.gpu)
        return;
    estimate.speedOptions.sharedStepWaitSeconds = stepWaitSeconds;
    estimate.speedOptions.sharedWith = sharedWith;
    estimate.throughput = estimateThroughput(*estimate.model, *estimate.gpu, estimate.configuration,
                                             estimate.deployment, estimate.engine, *estimate.memory,
                                             estimate.speedOptions);
}

} // namespace Headroom
