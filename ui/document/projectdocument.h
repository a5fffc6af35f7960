#pragma once

#include "catalog/catalog.h"
#include "document/changeevent.h"
#include "estimate/configurationevaluation.h"
#include "plan/project.h"

#include <QHash>
#include <QObject>
#include <QUndoStack>

#include <memory>
#include <optional>

namespace Headroom {

/** Owns the open Project and its undo stack. Views never edit the Project directly: they push
 *  commands (ui/commands), which call the mutators below and so emit changed(). */
class ProjectDocument final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProjectDocument)

public:
    explicit ProjectDocument(QObject *parent = nullptr);

    const Project &project() const { return m_project; }
    /** The catalog the project's plans resolve in: the built-in one with the project's
     *  snapshots standing in for built-in entries and its custom entries added
     *  (catalogForProject). Kept current on every change of the project. */
    const Catalog &catalog() const { return m_catalog; }
    const Catalog &builtinCatalog() const { return m_builtinCatalog; }
    void setBuiltinCatalog(Catalog builtin);
    QUndoStack &undoStack() { return m_undoStack; }

    QString filePath() const { return m_filePath; }
    void setFilePath(const QString &path);
    bool isReadOnly() const { return m_readOnly; }
    void setReadOnly(bool readOnly) { m_readOnly = readOnly; }
    bool isModified() const { return !m_undoStack.isClean(); }
    void markSaved() { m_undoStack.setClean(); }
    /** After a save: takes the saved file's times and version (`saved`'s created, modified and
     *  appVersion; no undo step, the document stays clean) and marks the document saved, so
     *  the report's "Plan last changed" is the save's time. */
    void markSaved(const ProjectMetadata &saved);
    /** The window title part: file name (or "Untitled") with "*" when modified. */
    QString displayName() const;

    /** Replaces the whole project (New, Open): clears undo history. */
    void resetProject(Project project, const QString &filePath = {});
    /** Replaces the project as one undoable, unsaved step (restoring a recovery file). */
    void restoreProject(Project project);
    /** Used by the restore command. */
    void replaceProject(const Project &project);

    std::optional<Configuration> configuration(const QString &id) const;
    std::optional<Deployment> deployment(const QString &id) const;
    QList<Deployment> deploymentsOn(const QString &configurationId) const;
    qsizetype configurationIndex(const QString &id) const;

    /** The current evaluation of a configuration (core/estimate/configurationevaluation.h):
     *  what the board, the inspector, the reports and the exports all show. Computed on first
     *  use after a change that touches the configuration (its own fields, a deployment on it,
     *  the cost assumptions or the catalog) and kept until the next such change; a Memory
     *  request is served by a Full evaluation too. An unknown id gives an empty evaluation. */
    using Evaluation = std::shared_ptr<const ConfigurationEvaluation>;
    Evaluation evaluation(const QString &configurationId,
                          EstimateDepth depth = EstimateDepth::Full) const;
    /** The estimate of one deployment within its configuration's evaluation (kept alive by
     *  `holder`); nullptr when the deployment or its configuration is unknown. */
    const DeploymentEstimate *deploymentEstimate(const QString &deploymentId, Evaluation &holder,
                                                 EstimateDepth depth = EstimateDepth::Full) const;
    /** The evaluations of every configuration, in project order. */
    QList<ConfigurationEvaluation> evaluations() const;
    /** How many configuration evaluations were computed so far (for tests and benchmarks). */
    int evaluationCount() const { return m_evaluationCount; }

    // Mutators used by undo commands only.
    void insertConfiguration(qsizetype index, const Configuration &configuration);
    void removeConfiguration(const QString &id);
    void replaceConfiguration(const Configuration &configuration);
    void moveConfiguration(qsizetype from, qsizetype to);
    void insertDeployment(qsizetype index, const Deployment &deployment);
    void removeDeployment(const QString &id);
    void replaceDeployment(const Deployment &deployment);
    qsizetype deploymentIndex(const QString &id) const;
    void setCostAssumptions(const CostAssumptions &cost);
    /** Replaces the exchange-rate table; emits CostAssumptionsChanged (every displayed amount
     *  may move). */
    void setExchangeRates(const QList<ExchangeRate> &rates);
    void setMetadata(const ProjectMetadata &metadata);
    /** Adds or replaces (same id) a custom entry; emits CatalogChanged. */
    void setCustomGpu(const GpuSpec &gpu);
    void setCustomModel(const ModelSpec &model);
    void removeCustomGpu(const QString &id);
    void removeCustomModel(const QString &id);
    /** Replaces the engine calibrations (issue 21): every deployment of a calibrated GPU x
     *  engine moves, so every evaluation is computed again; emits CatalogChanged. */
    void setCalibrations(const QList<Calibration> &calibrations);
    /** The advisor's question (and the plan it puts in the report): no evaluation reads it. */
    void setAdvisorWorkload(const AdvisorWorkload &workload);

    /** A fresh id for a configuration or deployment. */
    static QString newId();

    /** Forgets every cached evaluation on a language switch: their warnings were translated
     *  when they were computed, so the views that refresh next read them in the new language. */
    void retranslateEvaluations() { invalidateAll(); }

signals:
    void changed(const Headroom::ChangeEvent &event);
    void modifiedChanged(bool modified);
    void filePathChanged(const QString &path);

private:
    void rebuildCatalog();
    /** Brings the evaluations up to date after the cost assumptions or rates changed. */
    void costChanged(ChangeEvent::Properties properties);
    /** Forgets the evaluations a change makes stale: of `configurationIds`, or all. */
    void invalidate(const QStringList &configurationIds);
    void invalidateAll();
    /** After a change of `properties` of the configurations `configurationIds` (or of a
     *  deployment on them): keeps each cached evaluation whose numbers the change cannot move,
     *  with its copies of the plan brought up to date (rebased()), and forgets the others. */
    void updateEvaluations(const QStringList &configurationIds, ChangeEvent::Properties properties);
    /** `evaluation` with the project's current configuration, deployments and configuration
     *  cost in place of its copies; empty when its deployments are no longer the same. */
    std::optional<ConfigurationEvaluation> rebased(const ConfigurationEvaluation &evaluation) const;

    struct CachedEvaluation
    {
        EstimateDepth depth = EstimateDepth::Memory;
        Evaluation evaluation;
    };
    mutable QHash<QString, CachedEvaluation> m_evaluations;
    mutable int m_evaluationCount = 0;

    Project m_project;
    Catalog m_builtinCatalog;
    Catalog m_catalog;
    QUndoStack m_undoStack;
    QString m_filePath;
    bool m_readOnly = false;
};

} // namespace Headroom
