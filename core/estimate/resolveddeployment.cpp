#include "estimate/resolveddeployment.h"

#include "catalog/catalog.h"
#include "estimate/disaggregation.h"
#include "estimate/draftmodel.h"
#include "estimate/engineconstants.h"
#include "plan/project.h"

#include <QCoreApplication>

namespace Headroom {

namespace {

struct ResolveText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::DeploymentEstimate)
};

} // namespace

Result<ResolvedDeployment> resolveDeployment(const Catalog &catalog, const Project &project,
                                             const Configuration &configuration,
                                             const Deployment &deployment, const ModelSpec &model,
                                             const GpuSpec &gpu)
{
    ResolvedDeployment r {configuration, deployment, gpu, model, std::nullopt, {}};
    // speculative decoding's draft model, from the same catalog
    if (auto draft = resolveDraftModel(catalog, r.deployment); !draft)
        return std::unexpected(draft.error());
    if (deployment.disaggregation.on) {
        const QString prefillGpuId = prefillGpuIdOf(configuration, deployment.disaggregation);
        if (prefillGpuId != gpu.id) {
            r.prefillGpu = catalog.gpu(prefillGpuId);
            if (!r.prefillGpu)
                return fail(ResolveText::tr("The prefill pool's GPU \"%1\" is not in the catalog")
                                    .arg(prefillGpuId),
                            prefillGpuId);
        }
    }
    auto engine = effectiveEngineProfile(r.deployment,
                                         gpuClassOf(gpu.unifiedMemory, gpu.memoryType),
                                         calibrationFor(project.calibrations, gpu.id,
                                                        deployment.engine));
    if (!engine)
        return std::unexpected(engine.error());
    r.engine = std::move(*engine);
    return r;
}

Result<ResolvedDeployment> resolveDeployment(const Catalog &catalog, const Project &project,
                                             const Configuration &configuration,
                                             const Deployment &deployment)
{
    const auto gpu = catalog.gpu(configuration.gpuId);
    if (!gpu)
        return fail(ResolveText::tr("GPU \"%1\" is not in the catalog").arg(configuration.gpuId),
                    configuration.gpuId);
    const auto model = catalog.model(deployment.modelId);
    if (!model)
        return fail(ResolveText::tr("Model \"%1\" is not in the catalog").arg(deployment.modelId),
                    deployment.modelId);
    return resolveDeployment(catalog, project, configuration, deployment, *model, *gpu);
}

Result<ResolvedDeployment> resolveDeployment(const Catalog &catalog, const Project &project,
                                             const Deployment &deployment)
{
    for (const Configuration &c : project.configurations) {
        if (c.id == deployment.configurationId)
            return resolveDeployment(catalog, project, c, deployment);
    }
    return fail(ResolveText::tr("The deployment's configuration is missing"),
                deployment.configurationId);
}

} // namespace Headroom
