#pragma once

// The one estimate pipeline (docs/estimation.md "4a. One estimate pipeline"): a deployment is
// resolved once, in one order, by resolveDeployment(), and estimated once over the resolved value
// by estimateResolved() (deploymentestimate.h). The document's evaluation, the advisor's sizer,
// `estimate`, the board's overflow advice and the drop onto the board all go through it, so the
// same inputs give the same numbers everywhere.

#include "estimate/engineprofile.h"
#include "plan/configuration.h"
#include "plan/deployment.h"
#include "spec/gpuspec.h"
#include "spec/modelspec.h"
#include "units/result.h"

#include <optional>

namespace Headroom {

class Catalog;
struct Project;

/** A deployment with everything its estimate reads, resolved. */
struct ResolvedDeployment
{
    Configuration configuration;
    Deployment deployment; // its draft model resolved (resolveDraftModel())
    GpuSpec gpu;
    ModelSpec model;
    /** Disaggregated serving with the prefill pool on another GPU type: that GPU. */
    std::optional<GpuSpec> prefillGpu;
    /** The engine constants, in this order: the engine's defaults, PyTorch's in a training mode,
     *  the project's calibration for the GPU x engine, the deployment's own overrides
     *  (effectiveEngineProfile()). */
    EngineProfile engine;
};

/** Resolves `deployment` on `configuration` with its model and GPU already looked up: the draft
 *  model and the prefill pool's GPU from `catalog`, then the engine constants with `project`'s
 *  calibration. An error says what could not be resolved or applied (a draft or a GPU missing
 *  from the catalog, a calibration or an override out of range): never the defaults in its
 *  place. */
Result<ResolvedDeployment> resolveDeployment(const Catalog &catalog, const Project &project,
                                             const Configuration &configuration,
                                             const Deployment &deployment, const ModelSpec &model,
                                             const GpuSpec &gpu);

/** The same, the model and the configuration's GPU looked up in `catalog`. */
Result<ResolvedDeployment> resolveDeployment(const Catalog &catalog, const Project &project,
                                             const Configuration &configuration,
                                             const Deployment &deployment);

/** The same on the configuration of `project` the deployment names. */
Result<ResolvedDeployment> resolveDeployment(const Catalog &catalog, const Project &project,
                                             const Deployment &deployment);

} // namespace Headroom
