#include "commands/projectcommands.h"

#include "charts/chartmodels.h"
#include "document/projectdocument.h"
#include "format/displayformat.h"

#include <QCoreApplication>

namespace Headroom {

namespace {

/** The one text of `texts`, or `general` when there are several (or none). */
QString oneOr(const QStringList &texts, const QString &general)
{
    return texts.size() == 1 ? texts.first() : general;
}

} // namespace

void retranslateCommands(QUndoStack &stack)
{
    for (int i = 0; i < stack.count(); ++i) {
        // every command the document's stack holds is one of ours (ui/commands)
        if (auto *command = dynamic_cast<DocumentCommand *>(
                    const_cast<QUndoCommand *>(stack.command(i))))
            command->retranslate();
    }
}

QString describeChange(const Deployment &before, const Deployment &after)
{
    QStringList texts;
    const Workload &a = before.workload;
    const Workload &b = after.workload;
    if (before.mode != after.mode)
        texts << Commands::tr("Change mode to %1").arg(deploymentModeName(after.mode));
    if (before.weights != after.weights)
        texts << Commands::tr("Change weights to %1").arg(weightFormatName(after.weights));
    if (before.kv != after.kv)
        texts << Commands::tr("Change KV cache to %1").arg(kvFormatName(after.kv));
    if (before.engine != after.engine)
        texts << Commands::tr("Change engine to %1").arg(engineName(after.engine));
    if (before.memoryFraction != after.memoryFraction)
        texts << (after.memoryFraction > 0 ? Commands::tr("Set memory fraction to %1")
                                                     .arg(Display::number(after.memoryFraction, 2))
                                           : Commands::tr("Use the engine's memory fraction"));
    if (a.concurrentSequences != b.concurrentSequences)
        texts << Commands::tr("Set batch to %Ln sequence(s)", nullptr, b.concurrentSequences);
    if (a.contextTokens != b.contextTokens)
        texts << Commands::tr("Set context to %1").arg(Display::tokens(b.contextTokens));
    if (a.inputTokens != b.inputTokens)
        texts << Commands::tr("Set input length to %1").arg(Display::tokens(b.inputTokens));
    if (a.outputTokens != b.outputTokens)
        texts << Commands::tr("Set output length to %1").arg(Display::tokens(b.outputTokens));
    if (a.tpotTargetMs != b.tpotTargetMs)
        texts << Commands::tr("Set TPOT target to %1 ms").arg(Display::number(b.tpotTargetMs));
    if (a.ttftTargetMs != b.ttftTargetMs)
        texts << Commands::tr("Set TTFT target to %1 ms").arg(Display::number(b.ttftTargetMs));
    if (a.requestsPerSecond != b.requestsPerSecond)
        texts << Commands::tr("Set request rate to %1 per second")
                         .arg(Display::number(b.requestsPerSecond, 2));
    if (before.training != after.training)
        texts << Commands::tr("Change training settings");
    if (before.engineOverrides != after.engineOverrides)
        texts << Commands::tr("Change engine constants");
    if (before.batchTier != after.batchTier)
        texts << (after.batchTier ? Commands::tr("Run as a batch job")
                                  : Commands::tr("Run in real time"));
    if (before.modelId != after.modelId || before.configurationId != after.configurationId)
        texts << Commands::tr("Change deployment");
    return oneOr(texts, Commands::tr("Change deployment"));
}

QString describeChange(const Configuration &before, const Configuration &after)
{
    QStringList texts;
    if (before.name != after.name)
        texts << (after.name.isEmpty()
                          ? Commands::tr("Clear configuration name")
                          : Commands::tr("Rename configuration to %1").arg(after.name));
    if (before.gpuId != after.gpuId)
        texts << Commands::tr("Change GPU to %1").arg(after.gpuId);
    if (before.gpuCount != after.gpuCount)
        texts << Commands::tr("Set GPU count to %Ln", nullptr, after.gpuCount);
    if (before.tensorParallel != after.tensorParallel)
        texts << Commands::tr("Set tensor parallel to %1").arg(after.tensorParallel);
    if (before.pipelineParallel != after.pipelineParallel)
        texts << Commands::tr("Set pipeline parallel to %1").arg(after.pipelineParallel);
    if (before.expertParallel != after.expertParallel)
        texts << Commands::tr("Set expert parallel to %1").arg(after.expertParallel);
    if (before.dataParallelAttention != after.dataParallelAttention)
        texts << Commands::tr("Set attention data parallel to %1").arg(after.dataParallelAttention);
    if (before.utilization != after.utilization)
        texts << (after.utilization ? Commands::tr("Set utilisation to %1 %")
                                              .arg(Display::number(*after.utilization * 100, 0))
                                    : Commands::tr("Use the project's utilisation"));
    if (before.acquisition != after.acquisition)
        texts << (after.acquisition ? Commands::tr("Pay for the GPUs: %1")
                                              .arg(CostCurveModel::optionName(*after.acquisition))
                                    : Commands::tr("Pay for the GPUs the cheapest way"));
    return oneOr(texts, Commands::tr("Change configuration"));
}

QString describeChange(const CostAssumptions &before, const CostAssumptions &after)
{
    QStringList texts;
    if (before.currency != after.currency)
        texts << Commands::tr("Change currency to %1").arg(currencyCode(after.currency));
    if (before.displayCurrency != after.displayCurrency)
        texts << Commands::tr("Show amounts in %1").arg(currencyCode(after.displayCurrency));
    if (before.horizonMonths != after.horizonMonths)
        texts << Commands::tr("Set horizon to %Ln month(s)", nullptr, after.horizonMonths);
    CostAssumptions rest = after;
    rest.currency = before.currency;
    rest.displayCurrency = before.displayCurrency;
    rest.horizonMonths = before.horizonMonths;
    if (!(rest == before))
        texts << Commands::tr("Change cost assumptions");
    return oneOr(texts, Commands::tr("Change cost assumptions"));
}

QString describeChange(const ProjectMetadata &before, const ProjectMetadata &after)
{
    QStringList texts;
    if (before.title != after.title)
        texts << (after.title.isEmpty() ? Commands::tr("Clear the plan's title")
                                        : Commands::tr("Set plan title to %1").arg(after.title));
    if (before.author != after.author)
        texts << (after.author.isEmpty() ? Commands::tr("Clear the plan's author")
                                         : Commands::tr("Set author to %1").arg(after.author));
    if (before.notes != after.notes)
        texts << Commands::tr("Change the plan's notes");
    return oneOr(texts, Commands::tr("Change plan details"));
}

AddConfiguration::AddConfiguration(ProjectDocument &document, Configuration configuration,
                                   qsizetype index)
    : m_document(document)
    , m_configuration(std::move(configuration))
    , m_index(index < 0 ? document.project().configurations.size() : index)
{
    setText(describe());
}

QString AddConfiguration::describe() const
{
    return Commands::tr("Add configuration");
}

void AddConfiguration::redo()
{
    m_document.insertConfiguration(m_index, m_configuration);
}
void AddConfiguration::undo()
{
    m_document.removeConfiguration(m_configuration.id);
}

RemoveConfiguration::RemoveConfiguration(ProjectDocument &document, const QString &configurationId)
    : m_document(document)
    , m_configuration(document.configuration(configurationId).value_or(Configuration {}))
    , m_index(document.configurationIndex(configurationId))
{
    const QList<Deployment> &all = document.project().deployments;
    for (qsizetype i = 0; i < all.size(); ++i) {
        if (all[i].configurationId == configurationId)
            m_deployments.append({i, all[i]});
    }
    setText(describe());
    setObsolete(m_index < 0);
}

QString RemoveConfiguration::describe() const
{
    return Commands::tr("Remove configuration");
}

void RemoveConfiguration::redo()
{
    for (auto it = m_deployments.crbegin(); it != m_deployments.crend(); ++it)
        m_document.removeDeployment(it->second.id);
    m_document.removeConfiguration(m_configuration.id);
}

void RemoveConfiguration::undo()
{
    m_document.insertConfiguration(m_index, m_configuration);
    for (const auto &[index, deployment] : m_deployments)
        m_document.insertDeployment(index, deployment);
}

MoveConfiguration::MoveConfiguration(ProjectDocument &document, qsizetype from, qsizetype to)
    : m_document(document)
    , m_from(from)
    , m_to(to)
{
    setText(describe());
    const qsizetype n = document.project().configurations.size();
    setObsolete(from == to || from < 0 || to < 0 || from >= n || to >= n);
}

QString MoveConfiguration::describe() const
{
    return Commands::tr("Move configuration");
}

void MoveConfiguration::redo()
{
    m_document.moveConfiguration(m_from, m_to);
}
void MoveConfiguration::undo()
{
    m_document.moveConfiguration(m_to, m_from);
}

AddDeployment::AddDeployment(ProjectDocument &document, Deployment deployment)
    : m_document(document)
    , m_deployment(std::move(deployment))
{
    setText(describe());
}

QString AddDeployment::describe() const
{
    return Commands::tr("Deploy model");
}

void AddDeployment::redo()
{
    m_document.insertDeployment(m_document.project().deployments.size(), m_deployment);
}
void AddDeployment::undo()
{
    m_document.removeDeployment(m_deployment.id);
}

RemoveDeployment::RemoveDeployment(ProjectDocument &document, const QString &deploymentId)
    : m_document(document)
    , m_deployment(document.deployment(deploymentId).value_or(Deployment {}))
    , m_index(document.deploymentIndex(deploymentId))
{
    setText(describe());
    setObsolete(m_index < 0);
}

QString RemoveDeployment::describe() const
{
    return Commands::tr("Remove deployment");
}

void RemoveDeployment::redo()
{
    m_document.removeDeployment(m_deployment.id);
}
void RemoveDeployment::undo()
{
    m_document.insertDeployment(m_index, m_deployment);
}

Configuration ConfigurationAccess::current(ProjectDocument &document, const Configuration &after)
{
    return document.configuration(after.id).value_or(after);
}
void ConfigurationAccess::apply(ProjectDocument &document, const Configuration &value)
{
    document.replaceConfiguration(value);
}

Deployment DeploymentAccess::current(ProjectDocument &document, const Deployment &after)
{
    return document.deployment(after.id).value_or(after);
}
void DeploymentAccess::apply(ProjectDocument &document, const Deployment &value)
{
    document.replaceDeployment(value);
}

CostAssumptions CostAssumptionsAccess::current(ProjectDocument &document, const CostAssumptions &)
{
    return document.project().cost;
}
void CostAssumptionsAccess::apply(ProjectDocument &document, const CostAssumptions &value)
{
    document.setCostAssumptions(value);
}

QString describeChange(const QList<ExchangeRate> &before, const QList<ExchangeRate> &after)
{
    if (after.size() > before.size())
        return Commands::tr("Add exchange rate");
    if (after.size() < before.size())
        return Commands::tr("Remove exchange rate");
    return Commands::tr("Edit exchange rate");
}

QList<ExchangeRate> ExchangeRatesAccess::current(ProjectDocument &document,
                                                 const QList<ExchangeRate> &)
{
    return document.project().exchangeRates;
}
void ExchangeRatesAccess::apply(ProjectDocument &document, const QList<ExchangeRate> &value)
{
    document.setExchangeRates(value);
}

QString describeChange(const QList<Calibration> &before, const QList<Calibration> &after)
{
    return after.size() < before.size() ? Commands::tr("Remove calibration")
                                        : Commands::tr("Calibrate engine constants");
}

QList<Calibration> CalibrationsAccess::current(ProjectDocument &document, const QList<Calibration> &)
{
    return document.project().calibrations;
}
void CalibrationsAccess::apply(ProjectDocument &document, const QList<Calibration> &value)
{
    document.setCalibrations(value);
}

QString describeChange(const AdvisorWorkload &before, const AdvisorWorkload &after)
{
    if (after.reportPlan != before.reportPlan && after.models == before.models
        && after.constraints == before.constraints)
        return after.reportPlan.isEmpty() ? Commands::tr("Remove the plan from the report")
                                          : Commands::tr("Add a plan to the report");
    return Commands::tr("Change the advisor's workload");
}

AdvisorWorkload AdvisorWorkloadAccess::current(ProjectDocument &document, const AdvisorWorkload &)
{
    return document.project().advisor;
}
void AdvisorWorkloadAccess::apply(ProjectDocument &document, const AdvisorWorkload &value)
{
    document.setAdvisorWorkload(value);
}

AddAdvisorPlan::AddAdvisorPlan(ProjectDocument &document, QList<Configuration> configurations,
                               QList<Deployment> deployments, QString label)
    : m_document(document)
    , m_configurations(std::move(configurations))
    , m_deployments(std::move(deployments))
    , m_label(std::move(label))
{
    setText(describe());
}

QString AddAdvisorPlan::describe() const
{
    return Commands::tr("Add %1 to the board").arg(m_label);
}

void AddAdvisorPlan::redo()
{
    for (const Configuration &c : std::as_const(m_configurations))
        m_document.insertConfiguration(m_document.project().configurations.size(), c);
    for (const Deployment &d : std::as_const(m_deployments))
        m_document.insertDeployment(m_document.project().deployments.size(), d);
}

void AddAdvisorPlan::undo()
{
    for (auto it = m_deployments.crbegin(); it != m_deployments.crend(); ++it)
        m_document.removeDeployment(it->id);
    for (auto it = m_configurations.crbegin(); it != m_configurations.crend(); ++it)
        m_document.removeConfiguration(it->id);
}

namespace {

/** The document's metadata with the title, author and notes of `edited`: the save times are
 *  the file's, not the edit's to undo. */
ProjectMetadata withEditedFields(ProjectMetadata current, const ProjectMetadata &edited)
{
    current.title = edited.title;
    current.author = edited.author;
    current.notes = edited.notes;
    return current;
}

} // namespace

ProjectMetadata MetadataAccess::current(ProjectDocument &document, const ProjectMetadata &)
{
    return document.project().metadata;
}
void MetadataAccess::apply(ProjectDocument &document, const ProjectMetadata &value)
{
    document.setMetadata(withEditedFields(document.project().metadata, value));
}

ReplaceProject::ReplaceProject(ProjectDocument &document, Project after)
    : m_document(document)
    , m_before(document.project())
    , m_after(std::move(after))
{
    setText(describe());
}

QString ReplaceProject::describe() const
{
    return Commands::tr("Restore unsaved work");
}

void ReplaceProject::redo()
{
    m_document.replaceProject(m_after);
}
void ReplaceProject::undo()
{
    m_document.replaceProject(m_before);
}

} // namespace Headroom
