#include "catalog/catalogsnapshot.h"

#include <QSet>

namespace Headroom {

void snapshotCatalogEntries(Project &project, const Catalog &catalog)
{
    QSet<QString> gpuIds;
    QSet<QString> modelIds;
    for (const Configuration &c : project.configurations)
        gpuIds.insert(c.gpuId);
    for (const Deployment &d : project.deployments)
        modelIds.insert(d.modelId);

    QList<GpuSpec> gpus;
    for (const QString &id : gpuIds) {
        if (catalog.isBuiltin(id)) {
            if (const auto gpu = catalog.gpu(id))
                gpus.append(*gpu);
        }
    }
    QList<ModelSpec> models;
    for (const QString &id : modelIds) {
        if (catalog.isBuiltin(id)) {
            if (const auto model = catalog.model(id))
                models.append(*model);
        }
    }
    const auto byId = [](const auto &a, const auto &b) { return a.id < b.id; };
    std::sort(gpus.begin(), gpus.end(), byId);
    std::sort(models.begin(), models.end(), byId);
    project.gpuSnapshots = gpus;
    project.modelSnapshots = models;
}

Catalog catalogForProject(const Project &project, const Catalog &builtin)
{
    Catalog catalog = builtin;
    for (const GpuSpec &gpu : project.gpuSnapshots)
        catalog.replaceBuiltinGpu(gpu);
    for (const ModelSpec &model : project.modelSnapshots)
        catalog.replaceBuiltinModel(model);
    for (const GpuSpec &gpu : project.customGpus)
        (void)catalog.addCustomGpu(gpu);
    for (const ModelSpec &model : project.customModels)
        (void)catalog.addCustomModel(model);
    return catalog;
}

} // namespace Headroom
