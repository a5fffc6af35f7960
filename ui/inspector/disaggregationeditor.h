#pragma once

#include "estimate/disaggregation.h"
#include "plan/deployment.h"
#include "spec/gpuspec.h"

#include <QList>
#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace Headroom {

class EditorForm;

/** Disaggregated prefill/decode serving of an inference deployment: on or off, the prefill
 *  replicas, their GPU and tensor parallel size; the decode pool is the configuration. Emits
 *  edited() with the whole settings; the deployment editor makes it one undo step. */
class DisaggregationEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DisaggregationEditor)

public:
    explicit DisaggregationEditor(QWidget *parent = nullptr);

    /** Shows `settings`; `gpus` fill the prefill GPU list (the configuration's GPU first, as
     *  "same as decode"); `decodeReplicas` the configuration's; `figures` the estimate's. */
    void load(const Disaggregation &settings, const QList<GpuSpec> &gpus, const QString &decodeGpu,
              int decodeReplicas, const std::optional<DisaggregationEstimate> &figures);

    QCheckBox *onEditor() const { return m_on; }
    QSpinBox *prefillReplicasEditor() const { return m_prefillReplicas; }
    QComboBox *prefillGpuEditor() const { return m_prefillGpu; }
    QSpinBox *prefillTensorParallelEditor() const { return m_prefillTp; }
    QLabel *decodeReplicasLabel() const { return m_decode; }
    QLabel *figuresLabel() const { return m_figures; }

signals:
    /** `key` names the field, so that steps of one spin box merge into one undo step. */
    void edited(const Disaggregation &settings, const QString &key);

private:
    void change(const QString &key, const std::function<void(Disaggregation &)> &apply);

    Disaggregation m_loaded;
    EditorForm *m_form = nullptr;
    QCheckBox *m_on;
    QSpinBox *m_prefillReplicas;
    QComboBox *m_prefillGpu;
    QSpinBox *m_prefillTp;
    QLabel *m_decode;
    QLabel *m_figures;
};

} // namespace Headroom
