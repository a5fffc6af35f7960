#pragma once

#include "plan/workload.h"

#include <QWidget>

#include <functional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QVBoxLayout;

namespace Headroom {

class SliderSpinBox;

/** What an inference deployment serves: concurrent sequences, context (or an input/output
 *  split) and the service-level targets. */
class WorkloadEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkloadEditor)

public:
    explicit WorkloadEditor(QWidget *parent = nullptr);

    /** Loads the workload; the context slider spans 512 .. the model's max context. */
    void load(const Workload &workload, std::int64_t modelMaxContext);

    /** Whether the user holds one of the sliders. */
    bool isDragging() const;

    SliderSpinBox *sequencesEditor() const { return m_sequences; }
    SliderSpinBox *contextEditor() const { return m_context; }
    QSpinBox *inputTokensEditor() const { return m_input; }
    QSpinBox *outputTokensEditor() const { return m_output; }
    QDoubleSpinBox *tpotEditor() const { return m_tpot; }
    QDoubleSpinBox *ttftEditor() const { return m_ttft; }
    QDoubleSpinBox *requestRateEditor() const { return m_rate; }
    QComboBox *loadEditor() const { return m_load; }
    QDoubleSpinBox *arrivalRateEditor() const { return m_arrivalRate; }
    QComboBox *inputDistributionEditor() const { return m_inputKind; }
    QDoubleSpinBox *inputSpreadEditor() const { return m_inputSpread; }
    QComboBox *outputDistributionEditor() const { return m_outputKind; }
    QDoubleSpinBox *outputSpreadEditor() const { return m_outputSpread; }
    QDoubleSpinBox *prefixHitEditor() const { return m_prefixHit; }

signals:
    void edited(const Headroom::Workload &workload, const QString &mergeKey);
    /** One edit ended (slider released, spin box left): the next one is a new undo step. */
    void editFinished();

private:
    void buildSequences(QVBoxLayout *layout);
    void buildLoad(QVBoxLayout *layout);
    void buildTargets(QVBoxLayout *layout);
    void connectEdits();
    void edit(const QString &mergeKey, const std::function<void(Workload &)> &change);
    void showSplit();
    void showLoad();

    Workload m_loaded;
    SliderSpinBox *m_sequences;
    SliderSpinBox *m_context;
    QLabel *m_contextNote;
    QSpinBox *m_input;
    QSpinBox *m_output;
    QDoubleSpinBox *m_tpot;
    QDoubleSpinBox *m_ttft;
    QDoubleSpinBox *m_rate;
    QComboBox *m_load;
    QDoubleSpinBox *m_arrivalRate;
    QComboBox *m_inputKind;
    QDoubleSpinBox *m_inputSpread;
    QComboBox *m_outputKind;
    QDoubleSpinBox *m_outputSpread;
    QDoubleSpinBox *m_prefixHit;
};

} // namespace Headroom
