#pragma once

#include "plan/deployment.h"

#include <QTimer>
#include <QWidget>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;
class QLabel;
class QToolButton;
class QVBoxLayout;

namespace Headroom {

struct DeploymentEstimate;
struct EngineRuntime;
class DeploymentFigures;
class DisaggregationEditor;
class EngineSettingsEditor;
class EditorForm;
class EngineConstantsEditor;
class ParallelismEditor;
class ProjectDocument;
class TrainingEditor;
class WorkloadEditor;

/** Edits one deployment: formats, engine, mode, workload or training settings, and the split
 *  of its configuration; shows its figures. Every edit is one undo command. */
class DeploymentEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DeploymentEditor)

public:
    explicit DeploymentEditor(ProjectDocument &document, QWidget *parent = nullptr);

    /** Shows the deployment as the document holds it now. */
    void load(const QString &deploymentId);
    QString deploymentId() const { return m_loaded.id; }

    QLabel *title() const { return m_title; }
    QComboBox *weightsEditor() const { return m_weights; }
    QComboBox *kvEditor() const { return m_kv; }
    QComboBox *engineEditor() const { return m_engine; }
    QDoubleSpinBox *memoryFractionEditor() const { return m_fraction; }
    QComboBox *modeEditor() const { return m_mode; }
    QComboBox *speculativeEditor() const { return m_speculative; }
    QSpinBox *speculativeTokensEditor() const { return m_speculativeTokens; }
    QDoubleSpinBox *acceptanceEditor() const { return m_acceptance; }
    QComboBox *draftModelEditor() const { return m_draftModel; }
    QComboBox *kvOffloadEditor() const { return m_kvOffload; }
    QDoubleSpinBox *kvOffloadCapacityEditor() const { return m_kvOffloadGib; }
    QCheckBox *textOnlyEditor() const { return m_textOnly; }
    WorkloadEditor *workloadEditor() const { return m_workload; }
    DisaggregationEditor *disaggregationEditor() const { return m_disaggregation; }
    EngineSettingsEditor *engineSettingsEditor() const { return m_engineSettings; }
    TrainingEditor *trainingEditor() const { return m_training; }
    ParallelismEditor *parallelismEditor() const { return m_parallelism; }
    DeploymentFigures *figures() const { return m_figures; }
    QToolButton *engineConstantsToggle() const { return m_engineToggle; }
    EngineConstantsEditor *engineConstantsEditor() const { return m_engineConstants; }

private:
    void buildModelSection(QVBoxLayout *layout);
    void buildConfigurationSection(QVBoxLayout *layout);
    void buildEngineConstants(QVBoxLayout *layout);
    void setModelTabOrder();
    void connectModelEdits();
    void connectSectionEdits();
    void showTitle(const DeploymentEstimate &estimate);
    void showValues(const DeploymentEstimate &estimate);
    void showRows(const DeploymentEstimate &estimate);
    std::optional<EngineRuntime> showFraction(const DeploymentEstimate &estimate);
    void loadSections(const DeploymentEstimate &estimate,
                      const std::optional<EngineRuntime> &runtime);
    void edit(const QString &field, const std::function<void(Deployment &)> &change);
    QString mergeKey(const QString &field) const;
    void showFullEstimate();

    ProjectDocument &m_document;
    Deployment m_loaded;
    int m_editSession = 0; // bumped when an edit ends: the next drag is a new undo step
    QTimer m_fullEstimate; // while a slider is held: solvers and speed once it rests
    QLabel *m_title;
    QComboBox *m_weights;
    QComboBox *m_kv;
    QComboBox *m_engine;
    QDoubleSpinBox *m_fraction;
    QLabel *m_fractionNote;
    QComboBox *m_speculative; // off, the model's MTP layers (when it has them), a draft model
    QSpinBox *m_speculativeTokens;
    QDoubleSpinBox *m_acceptance;
    QComboBox *m_draftModel; // catalog models with the target's vocabulary (method Draft model)
    QComboBox *m_kvOffload; // off, host memory, NVMe
    QDoubleSpinBox *m_kvOffloadGib; // the tier's capacity per replica
    QCheckBox *m_textOnly; // shown for multimodal models only
    EditorForm *m_modelForm = nullptr;
    QComboBox *m_mode;
    EngineSettingsEditor *m_engineSettings; // inference only; before the workload in the chain
    WorkloadEditor *m_workload;
    DisaggregationEditor *m_disaggregation; // inference only
    TrainingEditor *m_training;
    DeploymentFigures *m_figures;
    QLabel *m_gpu;
    ParallelismEditor *m_parallelism = nullptr;
    QToolButton *m_engineToggle = nullptr;
    EngineConstantsEditor *m_engineConstants = nullptr;
};

} // namespace Headroom
