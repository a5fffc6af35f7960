#include "estimate/deploymentestimate.h"

#include "cost/configurationcost.h"

#include "estimate/disaggregation.h"
#include "estimate/engineconstants.h"
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
                            EstimateDepth depth, std::optional<double> onDemandPricePerGpuHour,
                            bool operatingPointOnly)
{
    auto resolved = resolveDeployment(catalog, project, given);
    if (!resolved) { // the engine's defaults to show, and the reason for memory and speed
        DeploymentEstimate e;
        e.deployment = given;
        for (const Configuration &c : project.configurations) {
            if (c.id == given.configurationId)
                e.configuration = c;
        }
        e.gpu = catalog.gpu(e.configuration.gpuId);
        e.model = catalog.model(given.modelId);
        e.engine = defaultEngineProfile(given.engine);
        if (given.mode != DeploymentMode::Inference)
            e.engine = trainingEngineProfile(e.engine);
        e.memory = std::unexpected(resolved.error());
        e.speed = std::unexpected(resolved.error());
        return e;
    }
    EstimateOptions options;
    options.depth = depth;
    options.speed.operatingPointOnly = operatingPointOnly;
    if (given.mode == DeploymentMode::Inference && depth != EstimateDepth::Memory) {
        // the configuration's on-demand price (price book, else the GPU's dated catalog range,
        // else the project's figure): the same price the reports' cost curves use; the prefill
        // pool's at its own GPU type's
        const Configuration &c = resolved->configuration;
        options.speed.pricePerGpuHour = onDemandPricePerGpuHour
                ? *onDemandPricePerGpuHour
                : costAssumptionsFor(project, catalog, c).onDemandPricePerGpuHour;
        if (resolved->prefillGpu)
            options.speed.prefillPricePerGpuHour
                    = costAssumptionsFor(project, catalog,
                                         prefillConfiguration(c, given.disaggregation,
                                                              resolved->prefillGpu->id))
                              .onDemandPricePerGpuHour;
    }
    return estimateResolved(std::move(*resolved), options);
}

} // namespace

DeploymentEstimate estimateResolved(ResolvedDeployment resolved, const EstimateOptions &options)
{
    DeploymentEstimate e;
    e.configuration = std::move(resolved.configuration);
    e.deployment = std::move(resolved.deployment);
    e.gpu = std::move(resolved.gpu);
    e.model = std::move(resolved.model);
    e.prefillGpu = std::move(resolved.prefillGpu);
    e.engine = std::move(resolved.engine);
    const ModelSpec &model = *e.model;
    const GpuSpec &gpu = *e.gpu;
    const Configuration &c = e.configuration;
    const Deployment &deployment = e.deployment;
    // the model's parameters counted once for the memory, the speed and the solvers (and kept
    // for the passes after this one)
    if (!options.parameters)
        e.parameters = std::make_shared<const ParameterCount>(countParameters(model));
    const ParameterCount &count = options.parameters ? *options.parameters : *e.parameters;
    e.memory = estimateMemory(model, gpu, c, deployment, e.engine, options.memoryDetail, count);
    if (options.depth == EstimateDepth::Memory || !e.memory
        || (options.onlyWhenFits && !e.memory->fits)) {
        e.speed = fail(DeploymentEstimateText::tr("Not estimated"));
        return e;
    }

    if (deployment.mode != DeploymentMode::Inference) {
        if (auto s = maxMicroBatch(model, gpu, c, deployment, e.engine))
            e.maxMicroBatch = *s;
        if (auto s = maxTrainingSequence(model, gpu, c, deployment, e.engine))
            e.maxTrainingSequence = *s;
        if (auto s = minTrainingGpus(model, gpu, deployment, e.engine))
            e.minTrainingGpus = *s;
        if (const double tokens = deployment.training.trainedTokens(); tokens > 0)
            e.trainingTime = estimateTrainingTime(model, count, gpu, deployment.mode,
                                                  deployment.training, c.gpuCount, tokens,
                                                  kDefaultTrainingMfu, c.tensorParallel,
                                                  c.pipelineParallel);
        e.speed = fail(DeploymentEstimateText::tr("Speed is estimated for inference deployments"));
        return e;
    }

    e.speedOptions = options.speed;
    e.speedOptions.prefillGpu = e.prefillGpu;
    e.speed = estimateSpeed(model, gpu, c, deployment, e.engine, *e.memory, e.speedOptions, &count);
    if (options.depth == EstimateDepth::Speed)
        return e;
    if (auto s = maxConcurrentSequences(model, gpu, c, deployment, e.engine, &count))
        e.maxSequences = *s;
    if (auto s = maxContext(model, gpu, c, deployment, e.engine, &count))
        e.maxContext = *s;
    e.minGpus = minGpus(model, gpu, deployment, e.engine, 64, &count);
    return e;
}

Result<MemoryBreakdown> estimateResolvedMemory(const Catalog &catalog, const Project &project,
                                               const Configuration &configuration,
                                               const Deployment &deployment)
{
    auto resolved = resolveDeployment(catalog, project, configuration, deployment);
    if (!resolved)
        return std::unexpected(resolved.error());
    EstimateOptions options;
    options.depth = EstimateDepth::Memory;
    options.memoryDetail = MemoryDetail::Figures;
    return estimateResolved(std::move(*resolved), options).memory;
}

DeploymentEstimate estimateDeployment(const Catalog &catalog, const Project &project,
                                      const Deployment &deployment, EstimateDepth depth)
{
    return estimate(catalog, project, deployment, depth, std::nullopt, false);
}

DeploymentEstimate estimateDeployment(const Catalog &catalog, const Project &project,
                                      const Deployment &deployment, EstimateDepth depth,
                                      double onDemandPricePerGpuHour, bool operatingPointOnly)
{
    return estimate(catalog, project, deployment, depth, onDemandPricePerGpuHour,
                    operatingPointOnly);
}

std::optional<SpeedEstimate> simulateDeploymentLoad(const DeploymentEstimate &estimate)
{
    if (!estimate.speed || !estimate.memory || !estimate.model || !estimate.gpu)
        return std::nullopt;
    SpeedOptions options = estimate.speedOptions;
    options.simulateLoad = true;
    options.setup = estimate.speed->setup; // the same inputs: set up once
    const auto speed = estimateSpeed(*estimate.model, *estimate.gpu, estimate.configuration,
                                     estimate.deployment, estimate.engine, *estimate.memory,
                                     options, estimate.parameters.get());
    if (!speed || !speed->simulated)
        return std::nullopt;
    return *speed;
}

void estimateOnSharedGpus(DeploymentEstimate &estimate, double stepWaitSeconds,
                          const QStringList &sharedWith)
{
    if (!estimate.speed || !estimate.memory || !estimate.model || !estimate.gpu)
        return;
    estimate.speedOptions.sharedStepWaitSeconds = stepWaitSeconds;
    estimate.speedOptions.sharedWith = sharedWith;
    estimate.speedOptions.operatingPointOnly = false;
    estimate.speedOptions.setup = estimate.speed->setup; // the same inputs: set up once
    estimate.speed = estimateSpeed(*estimate.model, *estimate.gpu, estimate.configuration,
                                   estimate.deployment, estimate.engine, *estimate.memory,
                                   estimate.speedOptions, estimate.parameters.get());
}

} // namespace Headroom
