#pragma once

#include <QString>
#include <QWidget>

class QLabel;
class QScrollArea;

namespace Headroom {

class ConfigurationEditor;
class DeploymentEditor;
class ProjectDocument;
struct ChangeEvent;

/** The right dock: editors and figures for what is selected on the board. Follows the document
 *  (undo, redo, edits elsewhere) and keeps the selection while the item exists. */
class InspectorPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InspectorPanel)

public:
    explicit InspectorPanel(ProjectDocument &document, QWidget *parent = nullptr);
    ~InspectorPanel() override;

    /** deploymentId empty: the configuration is selected; both empty: nothing is. */
    void setSelection(const QString &configurationId, const QString &deploymentId);
    QString configurationId() const { return m_configurationId; }
    QString deploymentId() const { return m_deploymentId; }

    DeploymentEditor *deploymentEditor() const { return m_deploymentEditor; }
    ConfigurationEditor *configurationEditor() const { return m_configurationEditor; }
    QLabel *emptyState() const { return m_empty; }
    /** How many times the editors were loaded again (selection, document changes that touch
     *  what they show): for tests and benchmarks. */
    int refreshCount() const { return m_refreshCount; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildEditors();
    void refresh();
    void onChanged(const ChangeEvent &event);
    /** Whether `event` can change anything the editors show for the selection. */
    bool shows(const ChangeEvent &event) const;

    ProjectDocument &m_document;
    QString m_configurationId;
    QString m_deploymentId;
    QScrollArea *m_scroll;
    QLabel *m_empty = nullptr;
    DeploymentEditor *m_deploymentEditor = nullptr;
    ConfigurationEditor *m_configurationEditor = nullptr;
    bool m_rebuildPending = false;
    int m_refreshCount = 0;
    QMetaObject::Connection m_focusConnection;
};

} // namespace Headroom
