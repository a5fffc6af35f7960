#pragma once

#include "plan/project.h"

#include <QUndoCommand>

namespace Headroom {

class ProjectDocument;

/** Ids that let consecutive edits of one field (a slider drag) merge into one undo step. */
enum CommandId { ChangeDeploymentId = 1, ChangeConfigurationId, ChangeCostAssumptionsId };

class AddConfiguration final : public QUndoCommand
{
public:
    AddConfiguration(ProjectDocument &document, Configuration configuration, qsizetype index = -1);
    void undo() override;
    void redo() override;

private:
    ProjectDocument &m_document;
    Configuration m_configuration;
    qsizetype m_index;
};

/** Removes a configuration and every deployment on it; undo puts all back where they were. */
class RemoveConfiguration final : public QUndoCommand
{
public:
    RemoveConfiguration(ProjectDocument &document, const QString &configurationId);
    void undo() override;
    void redo() override;

private:
    ProjectDocument &m_document;
    Configuration m_configuration;
    qsizetype m_index = -1;
    QList<QPair<qsizetype, Deployment>> m_deployments;
};

class MoveConfiguration final : public QUndoCommand
{
public:
    MoveConfiguration(ProjectDocument &document, qsizetype from, qsizetype to);
    void undo() override;
    void redo() override;

private:
    ProjectDocument &m_document;
    qsizetype m_from;
    qsizetype m_to;
};

/** Any edit of a configuration's fields; edits with the same merge key merge. */
class ChangeConfiguration final : public QUndoCommand
{
public:
    ChangeConfiguration(ProjectDocument &document, Configuration after, QString mergeKey = {});
    void undo() override;
    void redo() override;
    int id() const override { return ChangeConfigurationId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    ProjectDocument &m_document;
    Configuration m_before;
    Configuration m_after;
    QString m_mergeKey;
};

class AddDeployment final : public QUndoCommand
{
public:
    AddDeployment(ProjectDocument &document, Deployment deployment);
    void undo() override;
    void redo() override;

private:
    ProjectDocument &m_document;
    Deployment m_deployment;
};

class RemoveDeployment final : public QUndoCommand
{
public:
    RemoveDeployment(ProjectDocument &document, const QString &deploymentId);
    void undo() override;
    void redo() override;

private:
    ProjectDocument &m_document;
    Deployment m_deployment;
    qsizetype m_index = -1;
};

/** Any edit of a deployment's fields (formats, engine, workload, training); consecutive edits
 *  with the same merge key ("batch", "context") merge into one undo step. */
class ChangeDeployment final : public QUndoCommand
{
public:
    ChangeDeployment(ProjectDocument &document, Deployment after, QString mergeKey = {});
    void undo() override;
    void redo() override;
    int id() const override { return ChangeDeploymentId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    ProjectDocument &m_document;
    Deployment m_before;
    Deployment m_after;
    QString m_mergeKey;
};

class ChangeCostAssumptions final : public QUndoCommand
{
public:
    ChangeCostAssumptions(ProjectDocument &document, CostAssumptions after, QString mergeKey = {});
    void undo() override;
    void redo() override;
    int id() const override { return ChangeCostAssumptionsId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    ProjectDocument &m_document;
    CostAssumptions m_before;
    CostAssumptions m_after;
    QString m_mergeKey;
};

/** Replaces the whole project in one step (restoring autosaved work). */
class ReplaceProject final : public QUndoCommand
{
public:
    ReplaceProject(ProjectDocument &document, Project after);
    void undo() override;
    void redo() override;

private:
    ProjectDocument &m_document;
    Project m_before;
    Project m_after;
};

} // namespace Headroom
