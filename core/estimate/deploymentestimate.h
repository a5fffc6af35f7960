#pragma once

#include "catalog/catalog.h"
#include "estimate/memorybreakdown.h"
#include "estimate/parametercount.h"
#include "estimate/resolveddeployment.h"
#include "estimate/solvers.h"
#include "estimate/speed.h"
#include "estimate/trainingsolvers.h"
#include "estimate/trainingtime.h"
#include "plan/project.h"

#include <memory>
#include <optional>

namespace Headroom {

/** Everything the board, the inspector, the reports and `open --json` show for one deployment:
 *  the entries it resolved to, its memory, its speed and the inverse answers. One function so
 *  that every view shows the same numbers. */
struct DeploymentEstimate
{
    std::optional<GpuSpec> gpu; // empty when the id is not in the catalog
    std::optional<ModelSpec> model;
    Configuration configuration;
    Deployment deployment;
    EngineProfile engine;
    /** The model's parameters as estimateResolved() counted them, for the passes after it (the
     *  speed beside the other deployments, the shared max batch, the simulation); null where
     *  the caller counted them (EstimateOptions::parameters). */
    std::shared_ptr<const ParameterCount> parameters;
    Result<MemoryBreakdown> memory;
    Result<SpeedEstimate> speed;
    std::optional<SolverAnswer> maxSequences; // at this context, alone on its GPUs (inference)
    /** The max batch every view shows: at this context, with the other deployments of its
     *  configuration as they are (evaluateConfiguration(); equals maxSequences when alone). */
    std::optional<SolverAnswer> maxBatch;
    /** When the configuration does not fit (maxBatch 0): the batch at which this deployment
     *  would, the others as they are; for the overflow advice only ("Lower the batch to ..."). */
    std::optional<std::int64_t> batchThatFits;
    bool configurationFits = false; // its whole configuration fits (evaluateConfiguration())
    std::optional<SolverAnswer> maxContext; // at this concurrency
    std::optional<MinGpusAnswer> minGpus; // for one replica (inference modes)
    // training modes (engine = trainingEngineProfile(), the PyTorch constants)
    std::optional<TrainingSolverAnswer> maxMicroBatch;
    std::optional<TrainingSolverAnswer> maxTrainingSequence;
    std::optional<TrainingGpusAnswer> minTrainingGpus;
    /** Disaggregated serving: the prefill pool's GPU when it is not the configuration's (what
     *  simulateDeploymentLoad() estimates it with); empty otherwise. */
    std::optional<GpuSpec> prefillGpu;
    /** What the speed was estimated with (its price, the prefill pool's GPU, the other engines
     *  on the same GPUs): simulateDeploymentLoad() estimates it again with the same. */
    SpeedOptions speedOptions;
    /** The time to train the dataset (TrainingSettings::trainedTokens()) on the configuration at
     *  the default MFU; empty when no dataset size is stated (trainingtime.h). */
    std::optional<Result<TrainingTime>> trainingTime;
};

enum class EstimateDepth {
    Memory, // memory only (fast path while a slider moves)
    Full, // memory, speed and the solvers
    Speed, // memory and speed, no solvers (the calibration fit's many trials)
};

/** How far estimateResolved() goes and what it is given. */
struct EstimateOptions
{
    EstimateDepth depth = EstimateDepth::Full;
    MemoryDetail memoryDetail = MemoryDetail::Explained;
    /** The model's parameters, counted once by the caller (the advisor's sizer); else counted. */
    const ParameterCount *parameters = nullptr;
    /** Stop after the memory when the deployment does not fit (the advisor refuses it). */
    bool onlyWhenFits = false;
    /** The speed's options (price per GPU-hour, the curve, the other engines on the same GPUs);
     *  the prefill pool's GPU is the resolved deployment's. */
    SpeedOptions speed;
};

/** The one estimate over a resolved deployment (resolveDeployment()): its memory, then (inference,
 *  depth Speed or Full) its speed, then (Full) the inverse answers; training modes get their
 *  solvers instead of a speed. */
DeploymentEstimate estimateResolved(ResolvedDeployment resolved,
                                    const EstimateOptions &options = {});

/** The memory alone (bytes, no explanations) of `deployment` on `configuration` as every view
 *  estimates it: resolveDeployment() with `project`'s calibration, then estimateResolved() at
 *  depth Memory; an error when it cannot be resolved. For trials (the overflow advice, the split
 *  a dropped model gets). */
Result<MemoryBreakdown> estimateResolvedMemory(const Catalog &catalog, const Project &project,
                                               const Configuration &configuration,
                                               const Deployment &deployment);

/** Resolves the deployment in `catalog` (a project catalog: catalogForProject()) and `project`
 *  (resolveDeployment()) and estimates it (estimateResolved()); what could not be resolved is
 *  the memory's and the speed's error, beside the engine's defaults. The price per GPU-hour for cost per token is the
 *  configuration's on-demand price (costAssumptionsFor(), in the project's currency). */
DeploymentEstimate estimateDeployment(const Catalog &catalog, const Project &project,
                                      const Deployment &deployment,
                                      EstimateDepth depth = EstimateDepth::Full);

/** The same with the configuration's on-demand price per GPU-hour already looked up
 *  (evaluateConfiguration() passes its ConfigurationCost's instead of costing it again);
 *  `operatingPointOnly` as SpeedOptions' (the first pass over deployments that share GPUs,
 *  finished by estimateOnSharedGpus()). */
DeploymentEstimate estimateDeployment(const Catalog &catalog, const Project &project,
                                      const Deployment &deployment, EstimateDepth depth,
                                      double onDemandPricePerGpuHour,
                                      bool operatingPointOnly = false);

/** The speed estimate of an estimated inference deployment with its load simulation
 *  (loadsimulation.h), with its speedOptions and the CLI's simulation defaults (10,000
 *  requests, seed 1): its
 *  percentiles() are what every view shows. Empty when the deployment has no speed estimate.
 *  Takes ~10-100 ms: run it on demand. */
std::optional<SpeedEstimate> simulateDeploymentLoad(const DeploymentEstimate &estimate);

/** Estimates the speed of `estimate` (an inference deployment with its memory) again, in full,
 *  on GPUs it shares with other engines: each decode step also waits `stepWaitSeconds` for
 *  theirs (SpeedOptions::sharedStepWaitSeconds; evaluateConfiguration() finds the wait with
 *  sharedGpuSpeeds(); 0 when it waits for none). `sharedWith` names the others in the
 *  explanations. */
void estimateOnSharedGpus(DeploymentEstimate &estimate, double stepWaitSeconds,
                          const QStringList &sharedWith);

} // namespace Headroom
