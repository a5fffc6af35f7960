#include "board/boarddialogs.h"

#include <QClipboard>
#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Headroom {

QComboBox *searchableCombo(QWidget *parent)
{
    auto *combo = new QComboBox(parent);
    combo->setEditable(true);
    combo->setInsertPolicy(QComboBox::NoInsert);
    combo->completer()->setCompletionMode(QCompleter::PopupCompletion);
    combo->completer()->setFilterMode(Qt::MatchContains);
    combo->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(28);
    return combo;
}

namespace {

// The entry the combo's text names (typed or picked), or the current item.
QString chosenId(const QComboBox *combo)
{
    const int byText = combo->findText(combo->currentText(), Qt::MatchFixedString);
    const int index = byText >= 0 ? byText : (combo->currentText().isEmpty() ? -1 : -2);
    if (index == -2)
        return {};
    return combo->itemData(index >= 0 ? index : combo->currentIndex()).toString();
}

void selectId(QComboBox *combo, const QString &id)
{
    const int index = combo->findData(id);
    if (index >= 0)
        combo->setCurrentIndex(index);
}

} // namespace

AddConfigurationDialog::AddConfigurationDialog(const Catalog &catalog, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("addConfigurationDialog"));
    setWindowTitle(tr("Add Configuration"));
    auto *form = new QFormLayout;
    m_gpu = searchableCombo(this);
    m_gpu->setObjectName(QStringLiteral("gpuCombo"));
    for (const GpuSpec &gpu : catalog.gpus())
        m_gpu->addItem(gpu.name, gpu.id);
    m_gpu->setAccessibleName(tr("GPU"));
    form->addRow(tr("&GPU:"), m_gpu);
    const auto spin = [this](const char *name, int max, const QString &accessible) {
        auto *s = new QSpinBox(this);
        s->setObjectName(QString::fromLatin1(name));
        s->setRange(1, max);
        s->setAccessibleName(accessible);
        connect(s, &QSpinBox::valueChanged, this, &AddConfigurationDialog::validate);
        return s;
    };
    m_count = spin("countSpin", 1024, tr("GPU count"));
    m_tp = spin("tensorParallelSpin", 64, tr("Tensor parallel"));
    m_pp = spin("pipelineParallelSpin", 64, tr("Pipeline parallel"));
    form->addRow(tr("&Count:"), m_count);
    form->addRow(tr("&Tensor parallel:"), m_tp);
    form->addRow(tr("&Pipeline parallel:"), m_pp);
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_gpu, &QComboBox::currentTextChanged, this, &AddConfigurationDialog::validate);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    validate();
}

void AddConfigurationDialog::setGpuId(const QString &gpuId)
{
    selectId(m_gpu, gpuId);
}

QString AddConfigurationDialog::problem() const
{
    if (chosenId(m_gpu).isEmpty())
        return tr("Choose a GPU from the catalog.");
    if (m_tp->value() * m_pp->value() > m_count->value())
        return tr("A replica needs TP × PP = %1 GPUs; the configuration has %2.")
                .arg(m_tp->value() * m_pp->value())
                .arg(m_count->value());
    return {};
}

void AddConfigurationDialog::validate()
{
    const QString why = problem();
    m_problem->setText(why);
    m_problem->setVisible(!why.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
}

Configuration AddConfigurationDialog::configuration() const
{
    Configuration c;
    if (!problem().isEmpty())
        return c;
    c.gpuId = chosenId(m_gpu);
    c.gpuCount = m_count->value();
    c.tensorParallel = m_tp->value();
    c.pipelineParallel = m_pp->value();
    return c;
}

DeployModelDialog::DeployModelDialog(const Catalog &catalog, QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
{
    setObjectName(QStringLiteral("deployModelDialog"));
    setWindowTitle(tr("Deploy Model"));
    auto *form = new QFormLayout;
    m_model = searchableCombo(this);
    m_model->setObjectName(QStringLiteral("modelCombo"));
    for (const ModelSpec &m : catalog.models())
        m_model->addItem(m.name, m.id);
    m_model->setAccessibleName(tr("Model"));
    m_weights = new QComboBox(this);
    m_weights->setObjectName(QStringLiteral("weightCombo"));
    for (WeightFormat f : allWeightFormats())
        m_weights->addItem(weightFormatName(f), weightFormatId(f));
    m_weights->setAccessibleName(tr("Weight format"));
    m_engine = new QComboBox(this);
    m_engine->setObjectName(QStringLiteral("engineCombo"));
    for (EngineKind e : allEngines())
        m_engine->addItem(engineName(e), engineId(e));
    m_engine->setAccessibleName(tr("Engine"));
    form->addRow(tr("&Model:"), m_model);
    form->addRow(tr("&Weights:"), m_weights);
    form->addRow(tr("&Engine:"), m_engine);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_model, &QComboBox::currentIndexChanged, this, &DeployModelDialog::modelChosen);
    // GGUF files run on llama.cpp; the serving engines load the other formats.
    connect(m_weights, &QComboBox::currentIndexChanged, this, [this] {
        const bool gguf = weightFormatId(weightFormat()).startsWith(u'q');
        if (gguf)
            setEngine(EngineKind::LlamaCpp);
        else if (engine() == EngineKind::LlamaCpp)
            setEngine(EngineKind::Vllm);
    });
    connect(m_model, &QComboBox::currentTextChanged, this,
            [this] { m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!modelId().isEmpty()); });
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    modelChosen();
}

void DeployModelDialog::modelChosen()
{
    // Offer the model's own format (BF16 for most; FP8 for models published in FP8).
    if (const auto m = m_catalog.model(modelId()))
        setWeightFormat(weightFormatFromId(m->defaultWeightFormat).value_or(WeightFormat::Bf16));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!modelId().isEmpty());
}

QString DeployModelDialog::modelId() const
{
    return chosenId(m_model);
}

void DeployModelDialog::setModelId(const QString &modelId)
{
    selectId(m_model, modelId);
}

WeightFormat DeployModelDialog::weightFormat() const
{
    return weightFormatFromId(m_weights->currentData().toString()).value_or(WeightFormat::Bf16);
}

void DeployModelDialog::setWeightFormat(WeightFormat format)
{
    selectId(m_weights, weightFormatId(format));
}

EngineKind DeployModelDialog::engine() const
{
    return engineFromId(m_engine->currentData().toString()).value_or(EngineKind::Vllm);
}

void DeployModelDialog::setEngine(EngineKind engine)
{
    selectId(m_engine, engineId(engine));
}

LaunchCommandDialog::LaunchCommandDialog(const ModelSpec &model, const Configuration &config,
                                         const Deployment &deployment, const EngineProfile &profile,
                                         std::optional<GpuSpec> gpu, QWidget *parent)
    : QDialog(parent)
    , m_model(model)
    , m_configuration(config)
    , m_deployment(deployment)
    , m_profile(profile)
    , m_gpu(std::move(gpu))
{
    setObjectName(QStringLiteral("launchCommandDialog"));
    setWindowTitle(tr("Launch Command — %1").arg(model.name));
    m_engine = new QComboBox(this);
    m_engine->setObjectName(QStringLiteral("engineCombo"));
    m_engine->setAccessibleName(tr("Engine"));
    for (EngineKind e :
         {EngineKind::Vllm, EngineKind::SgLang, EngineKind::LlamaCpp, EngineKind::TensorRtLlm})
        m_engine->addItem(engineName(e), engineId(e));
    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(QStringLiteral("commandText"));
    m_text->setReadOnly(true);
    m_text->setAccessibleName(tr("Command line"));
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setMinimumWidth(m_text->fontMetrics().averageCharWidth() * 72);
    m_notes = new QLabel(this);
    m_notes->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_copy = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    m_copy->setObjectName(QStringLiteral("copyButton"));
    connect(m_copy, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(m_commandLine);
        m_copy->setText(tr("Copied"));
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_engine, &QComboBox::currentIndexChanged, this, &LaunchCommandDialog::updateCommand);
    auto *form = new QFormLayout;
    form->addRow(tr("&Engine:"), m_engine);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_notes);
    layout->addWidget(buttons);
    const int index = m_engine->findData(engineId(deployment.engine));
    m_engine->setCurrentIndex(std::max(index, 0));
    updateCommand();
}

EngineKind LaunchCommandDialog::engine() const
{
    return engineFromId(m_engine->currentData().toString()).value_or(EngineKind::Vllm);
}

void LaunchCommandDialog::setEngine(EngineKind engine)
{
    selectId(m_engine, engineId(engine));
}

void LaunchCommandDialog::updateCommand()
{
    const EngineKind e = engine();
    const EngineProfile profile = e == m_deployment.engine ? m_profile : defaultEngineProfile(e);
    const auto command = launchCommand(m_model, m_configuration, m_deployment, e, profile,
                                       m_gpu ? &*m_gpu : nullptr);
    m_copy->setText(tr("&Copy"));
    if (!command) {
        m_commandLine.clear();
        m_text->setPlainText(command.error().message);
        m_notes->clear();
        m_copy->setEnabled(false);
        return;
    }
    m_commandLine = command->commandLine();
    m_text->setPlainText(command->multiLine());
    m_notes->setText(command->notes.join(u'\n'));
    m_notes->setVisible(!command->notes.isEmpty());
    m_copy->setEnabled(true);
}

} // namespace Headroom
