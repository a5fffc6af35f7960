#include "commands/projectcommands.h"

#include "document/projectdocument.h"

#include <QCoreApplication>

namespace Headroom {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Headroom::Commands", text);
}

} // namespace

AddConfiguration::AddConfiguration(ProjectDocument &document, Configuration configuration,
                                   qsizetype index)
    : m_document(document)
    , m_configuration(std::move(configuration))
    , m_index(index < 0 ? document.project().configurations.size() : index)
{
    setText(tr("Add configuration"));
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
    setText(tr("Remove configuration"));
    setObsolete(m_index < 0);
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
    setText(tr("Move configuration"));
    const qsizetype n = document.project().configurations.size();
    setObsolete(from == to || from < 0 || to < 0 || from >= n || to >= n);
}

void MoveConfiguration::redo()
{
    m_document.moveConfiguration(m_from, m_to);
}
void MoveConfiguration::undo()
{
    m_document.moveConfiguration(m_to, m_from);
}

ChangeConfiguration::ChangeConfiguration(ProjectDocument &document, Configuration after,
                                         QString mergeKey)
    : m_document(document)
    , m_before(document.configuration(after.id).value_or(after))
    , m_after(std::move(after))
    , m_mergeKey(std::move(mergeKey))
{
    setText(tr("Change configuration"));
    setObsolete(m_before == m_after);
}

void ChangeConfiguration::redo()
{
    m_document.replaceConfiguration(m_after);
}
void ChangeConfiguration::undo()
{
    m_document.replaceConfiguration(m_before);
}

bool ChangeConfiguration::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ChangeConfiguration *>(other);
    if (m_mergeKey.isEmpty() || next->m_mergeKey != m_mergeKey || next->m_after.id != m_after.id)
        return false;
    m_after = next->m_after;
    setObsolete(m_after == m_before);
    return true;
}

AddDeployment::AddDeployment(ProjectDocument &document, Deployment deployment)
    : m_document(document)
    , m_deployment(std::move(deployment))
{
    setText(tr("Deploy model"));
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
    setText(tr("Remove deployment"));
    setObsolete(m_index < 0);
}

void RemoveDeployment::redo()
{
    m_document.removeDeployment(m_deployment.id);
}
void RemoveDeployment::undo()
{
    m_document.insertDeployment(m_index, m_deployment);
}

ChangeDeployment::ChangeDeployment(ProjectDocument &document, Deployment after, QString mergeKey)
    : m_document(document)
    , m_before(document.deployment(after.id).value_or(after))
    , m_after(std::move(after))
    , m_mergeKey(std::move(mergeKey))
{
    setText(tr("Change deployment"));
    setObsolete(m_before == m_after);
}

void ChangeDeployment::redo()
{
    m_document.replaceDeployment(m_after);
}
void ChangeDeployment::undo()
{
    m_document.replaceDeployment(m_before);
}

bool ChangeDeployment::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ChangeDeployment *>(other);
    if (m_mergeKey.isEmpty() || next->m_mergeKey != m_mergeKey || next->m_after.id != m_after.id)
        return false;
    m_after = next->m_after;
    setObsolete(m_after == m_before);
    return true;
}

ChangeCostAssumptions::ChangeCostAssumptions(ProjectDocument &document, CostAssumptions after,
                                             QString mergeKey)
    : m_document(document)
    , m_before(document.project().cost)
    , m_after(std::move(after))
    , m_mergeKey(std::move(mergeKey))
{
    setText(tr("Change cost assumptions"));
    setObsolete(m_before == m_after);
}

void ChangeCostAssumptions::redo()
{
    m_document.setCostAssumptions(m_after);
}
void ChangeCostAssumptions::undo()
{
    m_document.setCostAssumptions(m_before);
}

bool ChangeCostAssumptions::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ChangeCostAssumptions *>(other);
    if (m_mergeKey.isEmpty() || next->m_mergeKey != m_mergeKey)
        return false;
    m_after = next->m_after;
    setObsolete(m_after == m_before);
    return true;
}

ReplaceProject::ReplaceProject(ProjectDocument &document, Project after)
    : m_document(document)
    , m_before(document.project())
    , m_after(std::move(after))
{
    setText(tr("Restore unsaved work"));
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
