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
QString describeChange(const QList<ExchangeRate> &before, const QList<ExchangeRate> &after);
QString describeChange(const QList<Calibration> &before, const QList<Calibration> &after);
QString describeChange(const AdvisorWorkload &before, const AdvisorWorkload &after);

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

/** An edit of one value of the project (a configuration's fields, a deployment's, the cost
 *  assumptions): the value before and after; consecutive edits with the same merge key ("batch",
 *  "context") of the same target merge into one undo step. `Access` reads the value the edit
 *  replaces, writes a value, says whether two values are the same target and gives the id. */
template<typename Value, typename Access>
class ChangeValue final : public DocumentCommand
{
public:
    ChangeValue(ProjectDocument &document, Value after, QString mergeKey = {})
        : m_document(document)
        , m_before(Access::current(document, after))
        , m_after(std::move(after))
        , m_mergeKey(std::move(mergeKey))
    {
        setText(describe());
        setObsolete(m_before == m_after);
    }
    void undo() override { Access::apply(m_document, m_before); }
    void redo() override { Access::apply(m_document, m_after); }
    QString describe() const override { return describeChange(m_before, m_after); }
    int id() const override { return Access::kId; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const ChangeValue *>(other);
        if (m_mergeKey.isEmpty() || next->m_mergeKey != m_mergeKey
            || !Access::sameTarget(next->m_after, m_after))
            return false;
        m_after = next->m_after;
        setObsolete(m_after == m_before);
        setText(describe());
        return true;
    }

private:
    ProjectDocument &m_document;
    Value m_before;
    Value m_after;
    QString m_mergeKey;
};

struct ConfigurationAccess
{
    static constexpr int kId = ChangeConfigurationId;
    static Configuration current(ProjectDocument &document, const Configuration &after);
    static void apply(ProjectDocument &document, const Configuration &value);
    static bool sameTarget(const Configuration &a, const Configuration &b) { return a.id == b.id; }
};

struct DeploymentAccess
{
    static constexpr int kId = ChangeDeploymentId;
    static Deployment current(ProjectDocument &document, const Deployment &after);
    static void apply(ProjectDocument &document, const Deployment &value);
    static bool sameTarget(const Deployment &a, const Deployment &b) { return a.id == b.id; }
};

struct CostAssumptionsAccess
{
    static constexpr int kId = ChangeCostAssumptionsId;
    static CostAssumptions current(ProjectDocument &document, const CostAssumptions &after);
    static void apply(ProjectDocument &document, const CostAssumptions &value);
    static bool sameTarget(const CostAssumptions &, const CostAssumptions &) { return true; }
};

/** Values of the project replaced whole, each edit one undo step that never merges. */
struct ExchangeRatesAccess
{
    static constexpr int kId = -1;
    static QList<ExchangeRate> current(ProjectDocument &document, const QList<ExchangeRate> &);
    static void apply(ProjectDocument &document, const QList<ExchangeRate> &value);
    static bool sameTarget(const QList<ExchangeRate> &, const QList<ExchangeRate> &)
    {
        return true;
    }
};

struct CalibrationsAccess
{
    static constexpr int kId = -1;
    static QList<Calibration> current(ProjectDocument &document, const QList<Calibration> &);
    static void apply(ProjectDocument &document, const QList<Calibration> &value);
    static bool sameTarget(const QList<Calibration> &, const QList<Calibration> &) { return true; }
};

struct AdvisorWorkloadAccess
{
    static constexpr int kId = -1;
    static AdvisorWorkload current(ProjectDocument &document, const AdvisorWorkload &);
    static void apply(ProjectDocument &document, const AdvisorWorkload &value);
    static bool sameTarget(const AdvisorWorkload &, const AdvisorWorkload &) { return true; }
};

/** The plan's title, author and notes; the save times stay the file's, not the edit's. */
struct MetadataAccess
{
    static constexpr int kId = -1;
    static ProjectMetadata current(ProjectDocument &document, const ProjectMetadata &);
    static void apply(ProjectDocument &document, const ProjectMetadata &value);
    static bool sameTarget(const ProjectMetadata &, const ProjectMetadata &) { return true; }
};

/** Any edit of a configuration's fields. */
using ChangeConfiguration = ChangeValue<Configuration, ConfigurationAccess>;
/** Any edit of a deployment's fields (formats, engine, workload, training). */
using ChangeDeployment = ChangeValue<Deployment, DeploymentAccess>;
/** Any edit of the project's cost assumptions. */
using ChangeCostAssumptions = ChangeValue<CostAssumptions, CostAssumptionsAccess>;
/** Replaces the project's exchange-rate table (an added, edited or removed rate). */
using SetExchangeRates = ChangeValue<QList<ExchangeRate>, ExchangeRatesAccess>;
/** Replaces the engine calibrations (an accepted fit; Edit > Calibrate to Measurements). */
using SetCalibrations = ChangeValue<QList<Calibration>, CalibrationsAccess>;
/** Replaces the advisor's workload (its question, or the plan it puts in the report). */
using SetAdvisorWorkload = ChangeValue<AdvisorWorkload, AdvisorWorkloadAccess>;
/** Sets the plan's title, author and notes (File > Plan Details). */
using ChangeMetadata = ChangeValue<ProjectMetadata, MetadataAccess>;

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
