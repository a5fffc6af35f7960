#pragma once

#include "catalog/catalog.h"
#include "document/changeevent.h"
#include "plan/project.h"

#include <QObject>
#include <QUndoStack>

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
    void setMetadata(const ProjectMetadata &metadata);
    /** Adds or replaces (same id) a custom entry; emits CatalogChanged. */
    void setCustomGpu(const GpuSpec &gpu);
    void setCustomModel(const ModelSpec &model);
    void removeCustomGpu(const QString &id);
    void removeCustomModel(const QString &id);

    /** A fresh id for a configuration or deployment. */
    static QString newId();

signals:
    void changed(const Headroom::ChangeEvent &event);
    void modifiedChanged(bool modified);
    void filePathChanged(const QString &path);

private:
    void rebuildCatalog();

    Project m_project;
    Catalog m_builtinCatalog;
    Catalog m_catalog;
    QUndoStack m_undoStack;
    QString m_filePath;
    bool m_readOnly = false;
};

} // namespace Headroom
