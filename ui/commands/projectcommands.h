#pragma once

#include "plan/project.h"

#include <QCoreApplication>
#include <QUndoCommand>
#include <QUndoStack>

namespace Headroom {

class ProjectDocument;

/** The translation context of the commands' texts, "Headroom::Commands". */
struct Commands
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Commands)
};

/** Ids that let consecutive edits of one field (a slider drag) merge into one undo step. */
enum CommandId { ChangeDeploymentId = 1, ChangeConfigurationId, ChangeCostAssumptionsId };

/** A command whose text (Edit > Undo, the history) says what it does in the user's words and
 *  follows a live language switch (retranslateCommands()). */
class DocumentCommand : public QUndoCommand
{
public:
    /** The text in the current language. */
    virtual QString describe() const = 0;
    void retranslate() { setText(describe()); }
};

/** Rewrites the text of every command of `stack` in the current language. */
void retranslateCommands(QUndoStack &stack);

/** What an edit did, in the user's words: "Set context to 16,384 tokens", "Change KV cache to
 *  FP8"; a general text when several fields changed at once. */
QString describeChange(const Deployment &before, const Deployment &after);
QString describeChange(const Configuration &before, const Configuration &after);
QString describeChange(const CostAssumptions &before, const CostAssumptions &after);
QString describeChange(const ProjectMetadata &before, const ProjectMetadata &after);

class AddConfiguration final : public DocumentCommand
{
public:
    AddConfiguration(ProjectDocument &document, Configuration configuration, qsizetype index = -1);
    void undo() override;
    void redo() override;
    QString describe() const override;

private:
    ProjectDocument &m_document;
    Configuration m_configuration;
    qsizetype m_index;
};

/** Removes a configuration and every deployment on it; undo puts all back where they were. */
class RemoveConfiguration final : public DocumentCommand
{
public:
    RemoveConfiguration(ProjectDocument &document, const QString &configurationId);
    void undo() override;
    void redo() override;
    QString describe() const override;

private:
    ProjectDocument &m_document;
    Configuration m_configuration;
    qsizetype m_index = -1;
    QList<QPair<qsizetype, Deployment>> m_deployments;
};

class MoveConfiguration final : public DocumentCommand
{
public:
    MoveConfiguration(ProjectDocument &document, qsizetype from, qsizetype to);
    void undo() override;
    void redo() override;
    QString describe() const override;

private:
    ProjectDocument &m_document;
    qsizetype m_from;
    qsizetype m_to;
};

/** Any edit of a configuration's fields; edits with the same merge key merge. */
class ChangeConfiguration final : public DocumentCommand
{
public:
    ChangeConfiguration(ProjectDocument &document, Configuration after, QString mergeKey = {});
    void undo() override;
    void redo() override;
    QString describe() const override;
    int id() const override { return ChangeConfigurationId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    ProjectDocument &m_document;
    Configuration m_before;
    Configuration m_after;
    QString m_mergeKey;
};

class AddDeployment final : public DocumentCommand
{
public:
    AddDeployment(ProjectDocument &document, Deployment deployment);
    void undo() override;
    void redo() override;
    QString describe() const override;

private:
    ProjectDocument &m_document;
    Deployment m_deployment;
};

class RemoveDeployment final : public DocumentCommand
{
public:
    RemoveDeployment(ProjectDocument &document, const QString &deploymentId);
    void undo() override;
    void redo() override;
    QString describe() const override;

private:
    ProjectDocument &m_document;
    Deployment m_deployment;
    qsizetype m_index = -1;
};

/** Any edit of a deployment's fields (formats, engine, workload, training); consecutive edits
 *  with the same merge key ("batch", "context") merge into one undo step. */
class ChangeDeployment final : public DocumentCommand
{
public:
    ChangeDeployment(ProjectDocument &document, Deployment after, QString mergeKey = {});
    void undo() override;
    void redo() override;
    QString describe() const override;
    int id() const override { return ChangeDeploymentId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    ProjectDocument &m_document;
    Deployment m_before;
    Deployment m_after;
    QString m_mergeKey;
};

class ChangeCostAssumptions final : public DocumentCommand
{
public:
    ChangeCostAssumptions(ProjectDocument &document, CostAssumptions after, QString mergeKey = {});
    void undo() override;
    void redo() override;
    QString describe() const override;
    int id() const override { return ChangeCostAssumptionsId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    ProjectDocument &m_document;
    CostAssumptions m_before;
    CostAssumptions m_after;
    QString m_mergeKey;
};

/** Replaces the project's exchange-rate table (an added, edited or removed rate). */
class SetExchangeRates final : public DocumentCommand
{
public:
    SetExchangeRates(ProjectDocument &document, QList<ExchangeRate> after);
    void undo() override;
    void redo() override;
    QString describe() const override;

private:
    ProjectDocument &m_document;
    QList<ExchangeRate> m_before;
    QList<ExchangeRate> m_after;
};

/** Replaces the engine calibrations (an accepted fit; Edit > Calibrate to Measurements). */
class SetCalibrations final : public DocumentCommand
{
public:
    SetCalibrations(ProjectDocument &document, QList<Calibration> after);
    void undo() override;
    void redo() override;
    QString describe() const override;

private:
    ProjectDocument &m_document;
    QList<Calibration> m_before;
    QList<Calibration> m_after;
};

/** Replaces the advisor's workload (its question, or the plan it puts in the report). */
class SetAdvisorWorkload final : public DocumentCommand
{
public:
    SetAdvisorWorkload(ProjectDocument &document, AdvisorWorkload after);
    void undo() override;
    void redo() override;
    QString describe() const override;

private:
    ProjectDocument &m_document;
    AdvisorWorkload m_before;
    AdvisorWorkload m_after;
};

/** Puts an advisor's plan on the board: its configurations and deployments (planItems()),
 *  appended, as one step. */
class AddAdvisorPlan final : public DocumentCommand
{
public:
    AddAdvisorPlan(ProjectDocument &document, QList<Configuration> configurations,
                   QList<Deployment> deployments, QString label);
    void undo() override;
    void redo() override;
    QString describe() const override;

private:
    ProjectDocument &m_document;
    QList<Configuration> m_configurations;
    QList<Deployment> m_deployments;
    QString m_label;
};

/** Sets the plan's title, author and notes (File > Plan Details). */
class ChangeMetadata final : public DocumentCommand
{
public:
    ChangeMetadata(ProjectDocument &document, ProjectMetadata after);
    void undo() override;
    void redo() override;
    QString describe() const override;

private:
    ProjectDocument &m_document;
    ProjectMetadata m_before;
    ProjectMetadata m_after;
};

/** Replaces the whole project in one step (restoring autosaved work). */
class ReplaceProject final : public DocumentCommand
{
public:
    ReplaceProject(ProjectDocument &document, Project after);
    void undo() override;
    void redo() override;
    QString describe() const override;

private:
    ProjectDocument &m_document;
    Project m_before;
    Project m_after;
};

} // namespace Headroom
