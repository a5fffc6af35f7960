#pragma once

#include "plan/configuration.h"

#include <QObject>

class QLabel;
class QSpinBox;

namespace Headroom {

class EditorForm;

class ProjectDocument;

/** Why `configuration` cannot be applied: TP x PP must divide the GPU count, and every model
 *  deployed on it must split that way (TP divides its heads, PP at most its layers). Empty when
 *  it can. */
QString configurationProblem(const ProjectDocument &document, const Configuration &configuration);

/** GPU count, tensor and pipeline parallel sizes of a configuration, with the replicas they
 *  give, as rows of a form (so they align with the rows around them). An edit that cannot be
 *  applied shows why and is not emitted. */
class ParallelismEditor final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ParallelismEditor)

public:
    /** Adds its rows to `form`; owned by the form's widget. */
    ParallelismEditor(const ProjectDocument &document, EditorForm *form);

    /** Loads the configuration; a rejected draft survives reloads of the same configuration. */
    void load(const Configuration &configuration);

    QSpinBox *gpuCountEditor() const { return m_count; }
    QSpinBox *tensorParallelEditor() const { return m_tp; }
    QSpinBox *pipelineParallelEditor() const { return m_pp; }
    QSpinBox *expertParallelEditor() const { return m_ep; }
    QSpinBox *dataParallelAttentionEditor() const { return m_dp; }
    QLabel *problemLabel() const { return m_problem; }

signals:
    void edited(const Headroom::Configuration &configuration, const QString &mergeKey);

private:
    void onEdited(const QString &mergeKey);
    void showReplicas(const Configuration &configuration);
    void showProblem(const QString &problem);
    void enableExpertParallel(const Configuration &configuration);

    const ProjectDocument &m_document;
    Configuration m_loaded;
    bool m_draftRejected = false;
    QSpinBox *m_count;
    QSpinBox *m_tp;
    QSpinBox *m_pp;
    QSpinBox *m_ep;
    QSpinBox *m_dp;
    QLabel *m_replicas;
    QLabel *m_problem;
};

} // namespace Headroom
