#include "document/projectdocument.h"

#include "catalog/catalogsnapshot.h"
#include "commands/projectcommands.h"
#include "cost/configurationcost.h"

#include <QFileInfo>
#include <QUuid>

namespace Headroom {

namespace {

template<typename T>
qsizetype indexOfId(const QList<T> &items, const QString &id)
{
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (items[i].id == id)
            return i;
    }
    return -1;
}

template<typename T>
void upsertById(QList<T> &items, const T &item)
{
    const qsizetype i = indexOfId(items, item.id);
    if (i >= 0)
        items[i] = item;
    else
        items.append(item);
}

} // namespace

ProjectDocument::ProjectDocument(QObject *parent)
    : QObject(parent)
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

void ProjectDocument::setFilePath(const QString &path)
{
    if (m_filePath == path)
        return;
    m_filePath = path;
    emit filePathChanged(path);
}

QString ProjectDocument::displayName() const
{
    const QString name = m_filePath.isEmpty() ? tr("Untitled") : QFileInfo(m_filePath).fileName();
    return isModified() ? name + u'*' : name;
}

void ProjectDocument::resetProject(Project project, const QString &filePath)
{
    m_undoStack.clear();
    m_project = std::move(project);
    rebuildCatalog();
    invalidateAll();
    setFilePath(filePath);
    emit changed({ChangeEvent::Kind::ProjectReset, {}});
    emit modifiedChanged(false);
}

void ProjectDocument::restoreProject(Project project)
{
    m_undoStack.push(new ReplaceProject(*this, std::move(project)));
}

void ProjectDocument::replaceProject(const Project &project)
{
    m_project = project;
    invalidateAll();
    rebuildCatalog();
    emit changed({ChangeEvent::Kind::ProjectReset, {}});
}

std::optional<Configuration> ProjectDocument::configuration(const QString &id) const
{
    const qsizetype i = indexOfId(m_project.configurations, id);
    return i >= 0 ? std::optional(m_project.configurations[i]) : std::nullopt;
}

std::optional<Deployment> ProjectDocument::deployment(const QString &id) const
{
    const qsizetype i = indexOfId(m_project.deployments, id);
    return i >= 0 ? std::optional(m_project.deployments[i]) : std::nullopt;
}

QList<Deployment> ProjectDocument::deploymentsOn(const QString &configurationId) const
{
    QList<Deployment> result;
    for (const Deployment &d : m_project.deployments) {
        if (d.configurationId == configurationId)
            result.append(d);
    }
    return result;
}

qsizetype ProjectDocument::configurationIndex(const QString &id) const
{
    return indexOfId(m_project.configurations, id);
}

qsizetype ProjectDocument::deploymentIndex(const QString &id) const
{
    return indexOfId(m_project.deployments, id);
}

void ProjectDocument::insertConfiguration(qsizetype index, const Configuration &configuration)
{
    index = std::clamp<qsizetype>(index, 0, m_project.configurations.size());
    m_project.configurations.insert(index, configuration);
    invalidate({configuration.id});
    emit changed({ChangeEvent::Kind::ConfigurationAdded, configuration.id});
}

void ProjectDocument::removeConfiguration(const QString &id)
{
    const qsizetype i = configurationIndex(id);
    if (i < 0)
        return;
    m_project.configurations.removeAt(i);
    invalidate({id});
    emit changed({ChangeEvent::Kind::ConfigurationRemoved, id});
}

void ProjectDocument::replaceConfiguration(const Configuration &configuration)
{
    const qsizetype i = configurationIndex(configuration.id);
    if (i < 0)
        return;
    const ChangeEvent::Properties properties = ChangeEvent::difference(m_project.configurations[i],
                                                                       configuration);
    m_project.configurations[i] = configuration;
    updateEvaluations({configuration.id}, properties);
    emit changed({ChangeEvent::Kind::ConfigurationChanged, configuration.id, properties});
}

void ProjectDocument::moveConfiguration(qsizetype from, qsizetype to)
{
    const qsizetype n = m_project.configurations.size();
    if (from < 0 || from >= n || to < 0 || to >= n || from == to)
        return;
    m_project.configurations.move(from, to);
    emit changed({ChangeEvent::Kind::ConfigurationsReordered, {}});
}

void ProjectDocument::insertDeployment(qsizetype index, const Deployment &deployment)
{
    index = std::clamp<qsizetype>(index, 0, m_project.deployments.size());
    m_project.deployments.insert(index, deployment);
    invalidate({deployment.configurationId});
    emit changed({ChangeEvent::Kind::DeploymentAdded, deployment.id});
}

void ProjectDocument::removeDeployment(const QString &id)
{
    const qsizetype i = deploymentIndex(id);
    if (i < 0)
        return;
    invalidate({m_project.deployments[i].configurationId});
    m_project.deployments.removeAt(i);
    emit changed({ChangeEvent::Kind::DeploymentRemoved, id});
}

void ProjectDocument::replaceDeployment(const Deployment &deployment)
{
    const qsizetype i = deploymentIndex(deployment.id);
    if (i < 0)
        return;
    const QString before = m_project.deployments[i].configurationId;
    const ChangeEvent::Properties properties = ChangeEvent::difference(m_project.deployments[i],
                                                                       deployment);
    m_project.deployments[i] = deployment;
    updateEvaluations({before, deployment.configurationId}, properties);
    emit changed({ChangeEvent::Kind::DeploymentChanged, deployment.id, properties});
}

void ProjectDocument::setCostAssumptions(const CostAssumptions &cost)
{
    const ChangeEvent::Properties properties = ChangeEvent::difference(m_project.cost, cost);
    m_project.cost = cost;
    costChanged(properties);
}

void ProjectDocument::setExchangeRates(const QList<ExchangeRate> &rates)
{
    m_project.exchangeRates = rates;
    costChanged(ChangeEvent::Properties(ChangeEvent::Property::CostInputs)
                | ChangeEvent::Property::Currency);
}

void ProjectDocument::costChanged(ChangeEvent::Properties properties)
{
    // The cost assumptions reach an evaluation through its configuration's cost (kept current
    // by rebased()) and its on-demand price, which its speed turned into cost per token: one
    // whose price moved is evaluated again.
    for (auto it = m_evaluations.begin(); it != m_evaluations.end();) {
        std::optional<ConfigurationEvaluation> kept = rebased(*it->evaluation);
        const bool priced = kept && it->depth == EstimateDepth::Full;
        if (!kept
            || (priced
                && kept->cost.assumptions.onDemandPricePerGpuHour
                        != it->evaluation->cost.assumptions.onDemandPricePerGpuHour)) {
            it = m_evaluations.erase(it);
            continue;
        }
        it->evaluation = std::make_shared<const ConfigurationEvaluation>(std::move(*kept));
        ++it;
    }
    emit changed({ChangeEvent::Kind::CostAssumptionsChanged, {}, properties});
}

void ProjectDocument::setMetadata(const ProjectMetadata &metadata)
{
    const ChangeEvent::Properties properties = ChangeEvent::difference(m_project.metadata, metadata);
    m_project.metadata = metadata; // no evaluation reads it
    emit changed({ChangeEvent::Kind::MetadataChanged, {}, properties});
}

void ProjectDocument::markSaved(const ProjectMetadata &saved)
{
    ProjectMetadata m = m_project.metadata;
    m.created = saved.created;
    m.modified = saved.modified;
    m.appVersion = saved.appVersion;
    if (m != m_project.metadata)
        setMetadata(m);
    m_undoStack.setClean();
}

void ProjectDocument::setCalibrations(const QList<Calibration> &calibrations)
{
    m_project.calibrations = calibrations;
    invalidateAll();
    emit changed({ChangeEvent::Kind::CatalogChanged, {}});
}

void ProjectDocument::setAdvisorWorkload(const AdvisorWorkload &workload)
{
    m_project.advisor = workload;
    emit changed({ChangeEvent::Kind::AdvisorChanged, {}});
}

void ProjectDocument::setBuiltinCatalog(Catalog builtin)
{
    m_builtinCatalog = std::move(builtin);
    rebuildCatalog();
    emit changed({ChangeEvent::Kind::CatalogChanged, {}});
}

void ProjectDocument::rebuildCatalog()
{
    invalidateAll(); // any entry may have changed
    m_catalog = catalogForProject(m_project, m_builtinCatalog);
}

void ProjectDocument::setCustomGpu(const GpuSpec &gpu)
{
    upsertById(m_project.customGpus, gpu);
    rebuildCatalog();
    emit changed({ChangeEvent::Kind::CatalogChanged, gpu.id});
}

void ProjectDocument::setCustomModel(const ModelSpec &model)
{
    upsertById(m_project.customModels, model);
    rebuildCatalog();
    emit changed({ChangeEvent::Kind::CatalogChanged, model.id});
}

void ProjectDocument::removeCustomGpu(const QString &id)
{
    const qsizetype i = indexOfId(m_project.customGpus, id);
    if (i < 0)
        return;
    m_project.customGpus.removeAt(i);
    rebuildCatalog();
    emit changed({ChangeEvent::Kind::CatalogChanged, id});
}

void ProjectDocument::removeCustomModel(const QString &id)
{
    const qsizetype i = indexOfId(m_project.customModels, id);
    if (i < 0)
        return;
    m_project.customModels.removeAt(i);
    rebuildCatalog();
    emit changed({ChangeEvent::Kind::CatalogChanged, id});
}

QString ProjectDocument::newId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

void ProjectDocument::invalidate(const QStringList &configurationIds)
{
    for (const QString &id : configurationIds)
        m_evaluations.remove(id);
}

void ProjectDocument::invalidateAll()
{
    m_evaluations.clear();
}

namespace {

/** Whether a change of `properties` can move the numbers of an evaluation made at `depth`. */
bool movesNumbers(ChangeEvent::Properties properties, EstimateDepth depth)
{
    using Property = ChangeEvent::Property;
    ChangeEvent::Properties inert = ChangeEvent::DeploymentLabels | Property::Name
            | Property::Metadata;
    if (depth == EstimateDepth::Memory)
        inert |= ChangeEvent::SpeedOnly;
    return !!(properties & ~inert);
}

} // namespace

void ProjectDocument::updateEvaluations(const QStringList &configurationIds,
                                        ChangeEvent::Properties properties)
{
    for (const QString &id : configurationIds) {
        const auto it = m_evaluations.find(id);
        if (it == m_evaluations.end())
            continue;
        std::optional<ConfigurationEvaluation> kept;
        if (!movesNumbers(properties, it->depth))
            kept = rebased(*it->evaluation);
        if (kept)
            it->evaluation = std::make_shared<const ConfigurationEvaluation>(std::move(*kept));
        else
            m_evaluations.erase(it);
    }
}

std::optional<ConfigurationEvaluation> ProjectDocument::rebased(
        const ConfigurationEvaluation &evaluation) const
{
    const qsizetype c = configurationIndex(evaluation.configuration.id);
    if (c < 0)
        return std::nullopt;
    ConfigurationEvaluation v = evaluation;
    v.configuration = m_project.configurations[c];
    v.cost = configurationCost(m_project, m_catalog, v.configuration);
    qsizetype k = 0;
    for (const Deployment &d : m_project.deployments) {
        if (d.configurationId != v.configuration.id)
            continue;
        // the same deployments, in the same order (evaluateConfiguration's)
        if (k >= v.deployments.size() || v.deployments[k].deployment.id != d.id)
            return std::nullopt;
        DeploymentEstimate &e = v.deployments[k++];
        e.deployment = d;
        e.configuration = v.configuration;
    }
    if (k != v.deployments.size())
        return std::nullopt;
    return v;
}

ProjectDocument::Evaluation ProjectDocument::evaluation(const QString &configurationId,
                                                        EstimateDepth depth) const
{
    const auto it = m_evaluations.constFind(configurationId);
    if (it != m_evaluations.cend() && (it->depth == EstimateDepth::Full || it->depth == depth))
        return it->evaluation;
    const qsizetype i = indexOfId(m_project.configurations, configurationId);
    if (i < 0) {
        static const Evaluation none = std::make_shared<const ConfigurationEvaluation>();
        return none;
    }
    CachedEvaluation cached;
    cached.depth = depth;
    cached.evaluation = std::make_shared<const ConfigurationEvaluation>(
            evaluateConfiguration(m_catalog, m_project, m_project.configurations[i], depth));
    ++m_evaluationCount;
    m_evaluations.insert(configurationId, cached);
    return cached.evaluation;
}

QList<ConfigurationEvaluation> ProjectDocument::evaluations() const
{
    QList<ConfigurationEvaluation> all;
    all.reserve(m_project.configurations.size());
    for (const Configuration &c : m_project.configurations)
        all.append(*evaluation(c.id));
    return all;
}

const DeploymentEstimate *ProjectDocument::deploymentEstimate(const QString &deploymentId,
                                                              Evaluation &holder,
                                                              EstimateDepth depth) const
{
    const qsizetype i = indexOfId(m_project.deployments, deploymentId);
    if (i < 0)
        return nullptr;
    holder = evaluation(m_project.deployments[i].configurationId, depth);
    return holder->deployment(deploymentId);
}

} // namespace Headroom
