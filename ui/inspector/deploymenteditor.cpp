#include "inspector/deploymenteditor.h"

#include "plan/deploymentdefaults.h"

#include "commands/projectcommands.h"
#include "document/projectdocument.h"
#include "estimate/deploymentestimate.h"
#include "estimate/draftmodel.h"
#include "format/displayformat.h"
#include "format/texthelpers.h"
#include "inspector/deploymentfigures.h"
#include "inspector/disaggregationeditor.h"
#include "inspector/editorform.h"
#include "inspector/editorhelpers.h"
#include "inspector/engineconstantseditor.h"
#include "inspector/enginesettingseditor.h"
#include "inspector/parallelismeditor.h"
#include "inspector/trainingeditor.h"
#include "inspector/workloadeditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QToolButton>
#include <QVBoxLayout>

#include <optional>

namespace Headroom {

using namespace Inspector;

namespace {

/** The engine's own fraction for this GPU and version (`defaults`: resolved for `byDefault`,
 *  the deployment without its fraction), what it is a fraction of, and where it comes from. */
QString fractionNote(const EngineProfile &engine, const std::optional<EngineRuntime> &defaults,
                     const Deployment &byDefault)
{
    if (engine.budgetBase == MemoryBudgetBase::None)
        return DeploymentEditor::tr("%1 allocates as it goes; no memory fraction applies.")
                .arg(engineName(engine.kind));
    const QString base = engine.budgetBase == MemoryBudgetBase::FreeAfterLoad
            ? DeploymentEditor::tr("of the memory free after loading")
            : engine.activationsInsideBudget
            ? DeploymentEditor::tr("of total memory")
            : DeploymentEditor::tr("of the memory free before the weights load");
    QString source = defaults ? memoryFractionSource(engine, *defaults, byDefault).text()
                              : engine.memoryFractionSource.text();
    if (source.isEmpty())
        source = DeploymentEditor::tr("assumed");
    //: %1 = "90%", %2 = "of total memory", %3 = where the default comes from
    return DeploymentEditor::tr("Engine default: %1 %2 (%3).")
            .arg(Display::percent(defaults ? defaults->memoryFraction : engine.memoryFraction),
                 base, source);
}

/** The capacity a newly chosen KV offload tier starts with, per replica. */
constexpr std::int64_t kDefaultOffloadBytes = std::int64_t(256) << 30;

QComboBox *combo(QWidget *parent)
{
    auto *box = new QComboBox(parent);
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    return box;
}

} // namespace

DeploymentEditor::DeploymentEditor(ProjectDocument &document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_title(new QLabel(this))
    , m_weights(combo(this))
    , m_kv(combo(this))
    , m_engine(combo(this))
    , m_fraction(new QDoubleSpinBox(this))
    , m_fractionNote(makeNote(this))
    , m_speculative(combo(this))
    , m_speculativeTokens(new QSpinBox(this))
    , m_acceptance(new QDoubleSpinBox(this))
    , m_draftModel(combo(this))
    , m_kvOffload(combo(this))
    , m_kvOffloadGib(new QDoubleSpinBox(this))
    , m_textOnly(new QCheckBox(tr("Text only (vision tower not loaded)"), this))
    , m_mode(combo(this))
    , m_engineSettings(new EngineSettingsEditor(this))
    , m_workload(new WorkloadEditor(this))
    , m_disaggregation(new DisaggregationEditor(this))
    , m_training(new TrainingEditor(this))
    , m_figures(new DeploymentFigures(this))
    , m_gpu(makeNote(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_title->setObjectName(QStringLiteral("deploymentTitle"));
    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_title->setFont(Display::titleFont(m_title->font(), 1.2));
    layout->addWidget(m_title);
    buildModelSection(layout);
    layout->addWidget(m_engineSettings);
    layout->addWidget(m_workload);
    layout->addWidget(m_disaggregation);
    layout->addWidget(m_training);
    layout->addWidget(m_figures);
    buildConfigurationSection(layout);
    buildEngineConstants(layout);
    setModelTabOrder();
    connectModelEdits();
    connectSectionEdits();
}

void DeploymentEditor::buildModelSection(QVBoxLayout *layout)
{
    EditorForm *form = nullptr;
    layout->addWidget(makeSection(tr("Model and engine"), &form, this));
    for (WeightFormat f : allWeightFormats())
        m_weights->addItem(weightFormatName(f), int(f));
    for (KvFormat f : allKvFormats())
        m_kv->addItem(kvFormatName(f), int(f));
    for (EngineKind e : allEngines())
        m_engine->addItem(engineName(e), int(e));
    for (DeploymentMode m : allDeploymentModes())
        m_mode->addItem(deploymentModeName(m), int(m));
    m_fraction->setRange(0, 1);
    m_fraction->setDecimals(2);
    m_fraction->setSingleStep(0.01);
    m_fraction->setKeyboardTracking(false);
    //: memory fraction 0: the engine's own default
    m_fraction->setSpecialValueText(tr("Engine default"));
    form->addRow(tr("Mo&de:"), m_mode);
    form->addRow(tr("&Weights:"), m_weights);
    form->addRow(tr("&KV cache:"), m_kv);
    form->addRow(tr("E&ngine:"), m_engine);
    form->addRow(tr("Memor&y fraction:"), m_fraction);
    form->addRow(m_fractionNote);
    m_fractionNote->setObjectName(QStringLiteral("memoryFractionNote"));
    m_speculative->addItem(tr("Off"), int(SpeculativeMethod::None));
    //: speculative decoding drafted by the checkpoint's own multi-token-prediction layers
    m_speculative->addItem(tr("MTP layers of the model"), int(SpeculativeMethod::Mtp));
    //: speculative decoding drafted by a smaller model with the same tokenizer
    m_speculative->addItem(tr("Draft model"), int(SpeculativeMethod::DraftModel));
    m_speculativeTokens->setRange(1, kMostSpeculativeTokens);
    m_speculativeTokens->setKeyboardTracking(false);
    m_speculativeTokens->setAccessibleName(tr("Speculative tokens per step"));
    form->addRow(tr("Specula&tive decoding:"), m_speculative);
    form->addRow(tr("Dr&aft tokens:"), m_speculativeTokens);
    m_acceptance->setRange(0, 100);
    m_acceptance->setDecimals(0);
    m_acceptance->setSuffix(tr(" %"));
    m_acceptance->setKeyboardTracking(false);
    m_acceptance->setToolTip(tr("The chance that each drafted token is accepted. DeepSeek-V3's "
                                "report gives 85-90 % for its first MTP token."));
    form->addRow(tr("Accepted drafts:"), m_acceptance);
    m_draftModel->setToolTip(tr("A smaller catalog model with the same vocabulary drafts the "
                                "tokens; its weights and KV cache sit on every GPU."));
    form->addRow(tr("D&raft model:"), m_draftModel);
    m_kvOffload->addItem(tr("Off"), int(KvOffloadTier::None));
    m_kvOffload->addItem(tr("Host memory"), int(KvOffloadTier::HostMemory));
    m_kvOffload->addItem(tr("NVMe"), int(KvOffloadTier::Nvme));
    m_kvOffload->setToolTip(tr("Keeps prefix-cache KV beyond the GPU and loads it for prompts "
                               "that hit it. It does not raise the running sequences."));
    form->addRow(tr("KV offload:"), m_kvOffload);
    m_kvOffloadGib->setRange(0, 1e6);
    m_kvOffloadGib->setDecimals(0);
    m_kvOffloadGib->setSuffix(tr(" GiB"));
    m_kvOffloadGib->setKeyboardTracking(false);
    m_kvOffloadGib->setAccessibleName(tr("KV offload capacity per replica"));
    form->addRow(tr("Offload capacity:"), m_kvOffloadGib);
    form->addRow(m_textOnly);
    m_modelForm = form;
}

void DeploymentEditor::buildConfigurationSection(QVBoxLayout *layout)
{
    EditorForm *configForm = nullptr;
    layout->addWidget(makeSection(tr("Configuration"), &configForm, this));
    configForm->addRow(m_gpu);
    m_parallelism = new ParallelismEditor(m_document, configForm);
}

/** The engine's constants are many and rarely edited: folded away until asked for. */
void DeploymentEditor::buildEngineConstants(QVBoxLayout *layout)
{
    auto *engineBox = new QGroupBox(tr("Engine constants"), this);
    auto *engineLayout = new QVBoxLayout(engineBox);
    m_engineToggle = new QToolButton(engineBox);
    m_engineToggle->setCheckable(true);
    m_engineToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_engineToggle->setArrowType(Qt::RightArrow);
    m_engineToggle->setText(tr("Show"));
    m_engineToggle->setAccessibleName(tr("Show the engine constants"));
    m_engineConstants = new EngineConstantsEditor(m_document, engineBox);
    m_engineConstants->setVisible(false);
    engineLayout->addWidget(m_engineToggle, 0, Qt::AlignLeft);
    engineLayout->addWidget(m_engineConstants);
    layout->addWidget(engineBox);
    connect(m_engineToggle, &QToolButton::toggled, this, [this](bool shown) {
        m_engineToggle->setArrowType(shown ? Qt::DownArrow : Qt::RightArrow);
        m_engineToggle->setText(shown ? tr("Hide") : tr("Show"));
        m_engineConstants->setVisible(shown);
    });
}

/** The mode decides the rows below it, so it comes first in the layout and in tab order. */
void DeploymentEditor::setModelTabOrder()
{
    QWidget::setTabOrder(m_mode, m_weights);
    QWidget::setTabOrder(m_weights, m_kv);
    QWidget::setTabOrder(m_kv, m_engine);
    QWidget::setTabOrder(m_engine, m_fraction);
    QWidget::setTabOrder(m_fraction, m_speculative);
    QWidget::setTabOrder(m_speculative, m_speculativeTokens);
    QWidget::setTabOrder(m_speculativeTokens, m_acceptance);
    QWidget::setTabOrder(m_acceptance, m_draftModel);
    QWidget::setTabOrder(m_draftModel, m_kvOffload);
    QWidget::setTabOrder(m_kvOffload, m_kvOffloadGib);
    QWidget::setTabOrder(m_kvOffloadGib, m_textOnly);
}

void DeploymentEditor::connectModelEdits()
{
    const auto comboEdit = [this](QComboBox *box, const QString &field, auto apply) {
        connect(box, &QComboBox::activated, this, [this, box, field, apply] {
            const int v = box->currentData().toInt();
            edit(field, [&](Deployment &d) { apply(d, v); });
        });
    };
    comboEdit(m_mode, QStringLiteral("mode"), [](Deployment &d, int v) {
        d.mode = DeploymentMode(v);
        d.weights = weightsForMode(d.mode, d.weights);
    });
    comboEdit(m_weights, QStringLiteral("weights"),
              [](Deployment &d, int v) { d.weights = WeightFormat(v); });
    comboEdit(m_kv, QStringLiteral("kv"), [](Deployment &d, int v) { d.kv = KvFormat(v); });
    comboEdit(m_engine, QStringLiteral("engine"),
              [](Deployment &d, int v) { d.engine = EngineKind(v); });
    comboEdit(m_speculative, QStringLiteral("speculative"), [this](Deployment &d, int v) {
        d.speculative.method = SpeculativeMethod(v);
        // a draft model starts with the smallest one the catalog offers for this model
        if (d.speculative.method == SpeculativeMethod::DraftModel
            && d.speculative.draftModelId.isEmpty()) {
            if (const auto target = m_document.catalog().model(d.modelId)) {
                const QList<ModelSpec> drafts = draftCandidates(m_document.catalog(), *target);
                if (!drafts.isEmpty())
                    d.speculative.draftModelId = drafts.first().id;
            }
        }
    });
    connect(m_draftModel, &QComboBox::activated, this, [this] {
        const QString id = m_draftModel->currentData().toString();
        edit(QStringLiteral("speculativeDraft"),
             [&id](Deployment &d) { d.speculative.draftModelId = id; });
    });
    comboEdit(m_kvOffload, QStringLiteral("kvOffload"), [](Deployment &d, int v) {
        d.kvOffload.tier = KvOffloadTier(v);
        if (d.kvOffload.isOn() && d.kvOffload.capacityBytes <= 0)
            d.kvOffload.capacityBytes = kDefaultOffloadBytes;
    });
    connect(m_kvOffloadGib, &QDoubleSpinBox::valueChanged, this, [this](double gib) {
        edit(QStringLiteral("kvOffloadCapacity"), [gib](Deployment &d) {
            d.kvOffload.capacityBytes = std::llround(gib * double(std::int64_t(1) << 30));
        });
    });
    connect(m_speculativeTokens, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QStringLiteral("speculativeTokens"), [v](Deployment &d) { d.speculative.tokens = v; });
    });
    connect(m_acceptance, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(QStringLiteral("speculativeAcceptance"),
             [v](Deployment &d) { d.speculative.acceptance = v / 100; });
    });
    connect(m_textOnly, &QCheckBox::toggled, this, [this](bool on) {
        edit(QStringLiteral("textOnly"), [on](Deployment &d) { d.textOnly = on; });
    });
    connect(m_fraction, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(QStringLiteral("memoryFraction"), [v](Deployment &d) { d.memoryFraction = v; });
    });
}

/** The sections' edits, each one undo step on the deployment (or its configuration). */
void DeploymentEditor::connectSectionEdits()
{
    connect(m_workload, &WorkloadEditor::edited, this,
            [this](const Workload &w, const QString &key) {
                edit(QStringLiteral("workload.") + key, [&w](Deployment &d) { d.workload = w; });
            });
    connect(m_engineSettings, &EngineSettingsEditor::edited, this,
            [this](const EngineSettings &s, const QString &key) {
                edit(key.isEmpty() ? QString() : QStringLiteral("engineSettings.") + key,
                     [&s](Deployment &d) { d.engineSettings = s; });
            });
    connect(m_disaggregation, &DisaggregationEditor::edited, this,
            [this](const Disaggregation &s, const QString &key) {
                edit(key.isEmpty() ? QString() : QStringLiteral("disaggregation.") + key,
                     [&s](Deployment &d) { d.disaggregation = s; });
            });
    connect(m_workload, &WorkloadEditor::editFinished, this, [this] {
        ++m_editSession;
        if (m_fullEstimate.isActive())
            showFullEstimate();
    });
    // The solvers search over many estimates (fewest GPUs for a 405B model: tens of ms), too
    // slow for every step of a drag; the memory table follows the slider, the rest follows as
    // soon as it rests or is let go.
    m_fullEstimate.setSingleShot(true);
    m_fullEstimate.setInterval(150);
    connect(&m_fullEstimate, &QTimer::timeout, this, &DeploymentEditor::showFullEstimate);
    connect(m_training, &TrainingEditor::edited, this,
            [this](const TrainingSettings &s, const QString &key) {
                edit(key.isEmpty() ? QString() : QStringLiteral("training.") + key,
                     [&s](Deployment &d) { d.training = s; });
            });
    connect(m_parallelism, &ParallelismEditor::edited, this,
            [this](const Configuration &c, const QString &key) {
                m_document.undoStack().push(
                        new ChangeConfiguration(m_document, c,
                                                mergeKey(QStringLiteral("configuration.") + key)));
            });
}

QString DeploymentEditor::mergeKey(const QString &field) const
{
    if (field.isEmpty())
        return {};
    return field + u'#' + QString::number(m_editSession);
}

void DeploymentEditor::edit(const QString &field, const std::function<void(Deployment &)> &change)
{
    std::optional<Deployment> current = m_document.deployment(m_loaded.id);
    if (!current)
        return;
    Deployment after = *current;
    change(after);
    if (after == *current)
        return;
    m_document.undoStack().push(new ChangeDeployment(m_document, after, mergeKey(field)));
}

void DeploymentEditor::load(const QString &deploymentId)
{
    const std::optional<Deployment> found = m_document.deployment(deploymentId);
    if (!found)
        return;
    if (found->id != m_loaded.id)
        ++m_editSession; // another deployment: never merge into the previous one's step
    m_loaded = *found;
    const Deployment &d = m_loaded;
    const bool dragging = m_workload->isDragging();
    // the document's evaluation of the configuration: the numbers the board shows
    const ProjectDocument::Evaluation evaluation
            = m_document.evaluation(d.configurationId,
                                    dragging ? EstimateDepth::Memory : EstimateDepth::Full);
    const DeploymentEstimate *evaluated = evaluation->deployment(d.id);
    if (!evaluated)
        return;
    const DeploymentEstimate &estimate = *evaluated;
    showTitle(estimate);
    showValues(estimate);
    showRows(estimate);
    const std::optional<EngineRuntime> runtime = showFraction(estimate);
    loadSections(estimate, runtime);
    if (dragging) {
        m_figures->displayMemory(*evaluation, estimate);
        m_fullEstimate.start();
    } else {
        m_fullEstimate.stop();
        m_figures->display(*evaluation, estimate, evaluation->cost.assumptions.currency);
    }
}

/** "Llama-3.1-70B on 2 × H100 SXM 80GB", and the prefill pool's GPUs where there is one. */
void DeploymentEditor::showTitle(const DeploymentEstimate &estimate)
{
    const Deployment &d = m_loaded;
    const QString modelName = Display::modelName(estimate);
    const QString gpuName = Display::nameOr(estimate.gpu, estimate.configuration.gpuId);
    //: title of a deployment: "Llama-3.1-70B on 2 × H100 SXM 80GB"
    m_title->setText(
            tr("%1 on %2 × %3")
                    .arg(modelName, Display::integer(estimate.configuration.gpuCount), gpuName));
    if (d.disaggregation.on && d.mode == DeploymentMode::Inference) {
        // the prefill pool's GPUs are the deployment's too (and its cost counts them)
        const QString prefillId = prefillGpuIdOf(estimate.configuration, d.disaggregation);
        const std::optional<GpuSpec> prefillGpu = m_document.catalog().gpu(prefillId);
        const Configuration prefill = prefillConfiguration(estimate.configuration, d.disaggregation,
                                                           prefillId);
        //: appended to the title: "+ 2 × H200 SXM 141GB for prefill"
        m_title->setText(m_title->text() + u' '
                         + tr("+ %1 × %2 for prefill")
                                   .arg(Display::integer(prefill.gpuCount),
                                        Display::nameOr(prefillGpu, prefillId)));
    }
    m_gpu->setText(
            tr("%1 (select the configuration on the board to change the GPU type)").arg(gpuName));
}

/** The deployment's values in the model and engine section, without emitting edits. */
void DeploymentEditor::showValues(const DeploymentEstimate &estimate)
{
    const Deployment &d = m_loaded;
    const QSignalBlocker b1(m_mode), b2(m_weights), b3(m_kv), b4(m_engine), b5(m_fraction),
            b6(m_speculative), b7(m_speculativeTokens), b8(m_textOnly), b9(m_acceptance),
            b10(m_draftModel), b11(m_kvOffload), b12(m_kvOffloadGib);
    selectData(m_speculative, int(d.speculative.method));
    m_draftModel->clear();
    if (estimate.model)
        for (const ModelSpec &m : draftCandidates(m_document.catalog(), *estimate.model))
            m_draftModel->addItem(m.name.isEmpty() ? m.id : m.name, m.id);
    if (!d.speculative.draftModelId.isEmpty()
        && m_draftModel->findData(d.speculative.draftModelId) < 0)
        m_draftModel->addItem(d.speculative.draftModelId, d.speculative.draftModelId);
    m_draftModel->setCurrentIndex(m_draftModel->findData(d.speculative.draftModelId));
    selectData(m_kvOffload, int(d.kvOffload.tier));
    m_kvOffloadGib->setValue(double(d.kvOffload.capacityBytes) / double(std::int64_t(1) << 30));
    m_speculativeTokens->setValue(d.speculative.tokens);
    m_acceptance->setValue(d.speculative.acceptance * 100);
    m_textOnly->setChecked(d.textOnly);
    selectData(m_mode, int(d.mode));
    selectData(m_weights, int(d.weights));
    selectData(m_kv, int(d.kv));
    selectData(m_engine, int(d.engine));
    m_fraction->setValue(d.memoryFraction);
}

/** Which rows of the model and engine section apply to the mode and the model. */
void DeploymentEditor::showRows(const DeploymentEstimate &estimate)
{
    const Deployment &d = m_loaded;
    const bool training = d.mode != DeploymentMode::Inference;
    // training runs in PyTorch whatever the serving engine, and holds no KV cache to format
    for (QWidget *row :
         {static_cast<QWidget *>(m_kv), static_cast<QWidget *>(m_engine),
          static_cast<QWidget *>(m_fraction), static_cast<QWidget *>(m_speculative),
          static_cast<QWidget *>(m_speculativeTokens), static_cast<QWidget *>(m_acceptance),
          static_cast<QWidget *>(m_kvOffload), static_cast<QWidget *>(m_kvOffloadGib)})
        m_modelForm->setRowVisible(row, !training);
    m_modelForm->setRowVisible(m_draftModel,
                               !training && d.speculative.method == SpeculativeMethod::DraftModel);
    m_kvOffloadGib->setEnabled(d.kvOffload.isOn());
    // MTP is offered only for a checkpoint that holds MTP layers (and can always be turned off)
    const bool hasMtp = estimate.model && estimate.model->mtp.loadable();
    if (auto *items = qobject_cast<QStandardItemModel *>(m_speculative->model()))
        if (QStandardItem *mtp = items->item(m_speculative->findData(int(SpeculativeMethod::Mtp))))
            mtp->setEnabled(hasMtp || d.speculative.method == SpeculativeMethod::Mtp);
    m_speculative->setToolTip(
            hasMtp ? tr("The checkpoint holds %n MTP layer(s); they are loaded only when "
                        "speculative decoding uses them.",
                        nullptr, estimate.model->mtp.layers)
                   : tr("This model has no MTP layers."));
    m_speculativeTokens->setEnabled(d.speculative.isOn());
    m_acceptance->setEnabled(d.speculative.isOn());
    m_modelForm->setRowVisible(m_textOnly,
                               !training && estimate.model
                                       && estimate.model->vision.describesVision());
}

/** The memory fraction's note and whether it applies; returns the engine's settings as it
 *  starts on this GPU (none where the catalog does not hold the GPU). */
std::optional<EngineRuntime> DeploymentEditor::showFraction(const DeploymentEstimate &estimate)
{
    const Deployment &d = m_loaded;
    const bool training = d.mode != DeploymentMode::Inference;
    // the engine's settings as it starts on this GPU; its defaults without the deployment's
    // fraction, for the fraction's note
    const auto gpu = m_document.catalog().gpu(estimate.configuration.gpuId);
    Deployment byDefault = d;
    byDefault.memoryFraction = 0;
    std::optional<EngineRuntime> runtime, defaults;
    if (gpu) {
        runtime = resolveEngineRuntime(estimate.engine, *gpu, estimate.configuration, d);
        defaults = resolveEngineRuntime(estimate.engine, *gpu, estimate.configuration, byDefault);
    }
    m_fractionNote->setText(training ? tr("Training memory uses the PyTorch (transformers) "
                                          "constants; the serving engine does not apply.")
                                     : fractionNote(estimate.engine, defaults, byDefault));
    // engines that do not pre-allocate ignore the fraction: offer it only where it means something
    m_fraction->setEnabled(estimate.engine.budgetBase != MemoryBudgetBase::None
                           || d.memoryFraction > 0);
    return runtime;
}

/** Loads the sections below the model and engine: the workload or training, the engine's
 *  settings, disaggregation, the split of the configuration and the engine's constants. */
void DeploymentEditor::loadSections(const DeploymentEstimate &estimate,
                                    const std::optional<EngineRuntime> &runtime)
{
    const Deployment &d = m_loaded;
    const bool inference = d.mode == DeploymentMode::Inference;
    const std::int64_t maxContext = estimate.model ? estimate.model->maxContext : 0;
    m_workload->setVisible(inference);
    m_training->setVisible(!inference);
    m_workload->load(d.workload, maxContext);
    m_engineSettings->setVisible(inference && runtime.has_value());
    if (runtime)
        m_engineSettings->load(d.engineSettings, d.engine, *runtime);
    m_disaggregation->setVisible(inference);
    m_disaggregation->load(d.disaggregation, m_document.catalog().gpus(),
                           estimate.configuration.gpuId, estimate.configuration.replicas(),
                           estimate.speed ? estimate.speed->disaggregation : std::nullopt);
    m_training->load(d.training, d.mode, maxContext);
    m_parallelism->load(estimate.configuration);
    if (m_engineConstants->deploymentId() != d.id)
        m_engineConstants->setDeployment(d.id); // it follows the document itself
}

void DeploymentEditor::showFullEstimate()
{
    m_fullEstimate.stop();
    ProjectDocument::Evaluation evaluation;
    const DeploymentEstimate *e = m_document.deploymentEstimate(m_loaded.id, evaluation);
    if (!e)
        return;
    m_figures->display(*evaluation, *e, evaluation->cost.assumptions.currency);
}

} // namespace Headroom
