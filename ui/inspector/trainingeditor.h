#pragma once

#include "plan/trainingsettings.h"
#include "spec/formats.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace Headroom {

class EditorForm;

/** The settings of a training-mode deployment (full fine-tune, LoRA, QLoRA). */
class TrainingEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TrainingEditor)

public:
    explicit TrainingEditor(QWidget *parent = nullptr);

    /** Loads the settings; LoRA rank and targets show for LoRA and QLoRA only. */
    void load(const TrainingSettings &settings, DeploymentMode mode, std::int64_t modelMaxContext);

    QComboBox *optimizerEditor() const { return m_optimizer; }
    QSpinBox *microBatchEditor() const { return m_microBatch; }
    QSpinBox *sequenceEditor() const { return m_sequence; }
    QCheckBox *checkpointingEditor() const { return m_checkpointing; }
    QCheckBox *flashAttentionEditor() const { return m_flash; }
    QComboBox *zeroStageEditor() const { return m_zero; }
    QSpinBox *loraRankEditor() const { return m_rank; }
    QComboBox *loraTargetsEditor() const { return m_targets; }
    QComboBox *offloadEditor() const { return m_offload; }
    QCheckBox *pagedOptimizerEditor() const { return m_paged; }
    /** The dataset per epoch, in millions of tokens (0 = not stated), and the epochs. */
    QDoubleSpinBox *datasetTokensEditor() const { return m_dataset; }
    QDoubleSpinBox *epochsEditor() const { return m_epochs; }

signals:
    void edited(const Headroom::TrainingSettings &settings, const QString &mergeKey);

private:
    void connectEdits();
    void edit(const QString &mergeKey, const std::function<void(TrainingSettings &)> &change);

    TrainingSettings m_loaded;
    EditorForm *m_form = nullptr;
    QComboBox *m_optimizer;
    QSpinBox *m_microBatch;
    QSpinBox *m_sequence;
    QCheckBox *m_checkpointing;
    QCheckBox *m_flash;
    QComboBox *m_zero;
    QSpinBox *m_rank;
    QComboBox *m_targets;
    QComboBox *m_offload;
    QCheckBox *m_paged;
    QDoubleSpinBox *m_dataset;
    QDoubleSpinBox *m_epochs;
};

} // namespace Headroom
