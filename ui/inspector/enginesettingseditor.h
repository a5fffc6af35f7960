#pragma once

#include "estimate/enginememory.h"
#include "plan/deployment.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace Headroom {

class EditorForm;

/** The settings a user gives the serving engine itself (docs/estimation.md "Engine memory"):
 *  the version whose rules apply, the tokens per step, the sequences at once and CUDA graphs.
 *  Each unset value shows the engine's own default for this GPU. Emits edited() with the whole
 *  settings; the deployment editor makes it one undo step. */
class EngineSettingsEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EngineSettingsEditor)

public:
    explicit EngineSettingsEditor(QWidget *parent = nullptr);

    /** Shows `settings` of a deployment on `engine`; `runtime` is what the engine resolves them
     *  to on the deployment's GPU (the defaults shown for unset values). */
    void load(const EngineSettings &settings, EngineKind engine, const EngineRuntime &runtime);

    QComboBox *versionEditor() const { return m_version; }
    QSpinBox *tokensEditor() const { return m_tokens; }
    QSpinBox *sequencesEditor() const { return m_sequences; }
    QCheckBox *eagerEditor() const { return m_eager; }

signals:
    /** `key` names the field, so that steps of one spin box merge into one undo step. */
    void edited(const EngineSettings &settings, const QString &key);

private:
    void change(const QString &key, const std::function<void(EngineSettings &)> &apply);

    EngineSettings m_loaded;
    EditorForm *m_form = nullptr;
    QComboBox *m_version;
    QSpinBox *m_tokens;
    QSpinBox *m_sequences;
    QCheckBox *m_eager;
    QLabel *m_note;
};

} // namespace Headroom
