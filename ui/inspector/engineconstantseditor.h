#pragma once

#include "estimate/engineconstants.h"

#include <QString>
#include <QStringList>
#include <QWidget>

class QLabel;
class QTableWidget;

namespace Headroom {

class ProjectDocument;
struct ChangeEvent;

/** The engine constants of one deployment (docs/estimation.md "Editing engine constants"): a
 *  row per parameter with its effective value (the deployment's override or the default of its
 *  engine and GPU class), where that value comes from and a reset button. An edit pushes a
 *  ChangeDeployment (consecutive edits of one parameter merge); overridden rows are bold. */
class EngineConstantsEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EngineConstantsEditor)

public:
    EngineConstantsEditor(ProjectDocument &document, QWidget *parent = nullptr);

    void setDeployment(const QString &deploymentId);
    QString deploymentId() const { return m_deploymentId; }

private:
    void refresh();
    /** Whether `event` can change the constants shown for the deployment. */
    bool shows(const ChangeEvent &event) const;
    void rebuildRows(const QList<EngineConstant> &parameters);
    void setOverride(const QString &id, double value);
    void resetOverride(const QString &id);

    ProjectDocument &m_document;
    QString m_deploymentId;
    QStringList m_rowIds; // parameter id of each table row
    QLabel *m_heading = nullptr;
    QLabel *m_problem = nullptr; // overrides the estimate refuses (from a newer file, say)
    QTableWidget *m_table = nullptr;
};

} // namespace Headroom
