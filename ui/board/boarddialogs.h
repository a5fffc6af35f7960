#pragma once

#include "catalog/catalog.h"
#include "estimate/launchcommand.h"
#include "plan/configuration.h"
#include "plan/deployment.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace Headroom {

/** A combo box of catalog entries that filters as one types (any part of the name). */
QComboBox *searchableCombo(QWidget *parent);

/** Board > Add configuration: a GPU from the project catalog, how many, and the split. */
class AddConfigurationDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit AddConfigurationDialog(const Catalog &catalog, QWidget *parent = nullptr);

    /** The chosen configuration (no id yet); gpuId empty when nothing valid is chosen. */
    Configuration configuration() const;
    void setGpuId(const QString &gpuId);
    QComboBox *gpuCombo() const { return m_gpu; }
    QSpinBox *countSpin() const { return m_count; }
    QSpinBox *tensorParallelSpin() const { return m_tp; }
    QSpinBox *pipelineParallelSpin() const { return m_pp; }
    QString problem() const; // why OK is disabled, "" when valid

private:
    void validate();

    QComboBox *m_gpu = nullptr;
    QSpinBox *m_count = nullptr;
    QSpinBox *m_tp = nullptr;
    QSpinBox *m_pp = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

/** Card > Deploy model: a model from the project catalog, its weight format and engine. */
class DeployModelDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit DeployModelDialog(const Catalog &catalog, QWidget *parent = nullptr);

    QString modelId() const;
    void setModelId(const QString &modelId);
    WeightFormat weightFormat() const;
    void setWeightFormat(WeightFormat format);
    EngineKind engine() const;
    void setEngine(EngineKind engine);
    QComboBox *modelCombo() const { return m_model; }

private:
    void modelChosen();

    const Catalog &m_catalog;
    QComboBox *m_model = nullptr;
    QComboBox *m_weights = nullptr;
    QComboBox *m_engine = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

/** The command line that starts the engine as planned, with a Copy button. */
class LaunchCommandDialog final : public QDialog
{
    Q_OBJECT

public:
    /** `profile`: the deployment's engine as estimated (its overrides applied); other engines
     *  picked in the dialog use their defaults. */
    LaunchCommandDialog(const ModelSpec &model, const Configuration &config,
                        const Deployment &deployment, const EngineProfile &profile,
                        std::optional<GpuSpec> gpu = std::nullopt, QWidget *parent = nullptr);

    QString commandLine() const { return m_commandLine; }
    EngineKind engine() const;
    void setEngine(EngineKind engine);
    QPushButton *copyButton() const { return m_copy; }
    QPlainTextEdit *textEdit() const { return m_text; }

private:
    void updateCommand();

    ModelSpec m_model;
    Configuration m_configuration;
    Deployment m_deployment;
    EngineProfile m_profile;
    std::optional<GpuSpec> m_gpu; // SGLang's default memory fraction follows the GPU
    QString m_commandLine;
    QComboBox *m_engine = nullptr;
    QPlainTextEdit *m_text = nullptr;
    QLabel *m_notes = nullptr;
    QPushButton *m_copy = nullptr;
};

} // namespace Headroom
