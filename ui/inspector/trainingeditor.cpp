#include "inspector/trainingeditor.h"

#include "inspector/editorform.h"
#include "inspector/editorhelpers.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <vector>

namespace Headroom {

using namespace Inspector;

TrainingEditor::TrainingEditor(QWidget *parent)
    : QWidget(parent)
    , m_optimizer(new QComboBox(this))
    , m_microBatch(new QSpinBox(this))
    , m_sequence(new QSpinBox(this))
    , m_checkpointing(new QCheckBox(tr("Gradient chec&kpointing"), this))
    , m_flash(new QCheckBox(tr("Flash attentio&n"), this))
    , m_zero(new QComboBox(this))
    , m_rank(new QSpinBox(this))
    , m_targets(new QComboBox(this))
    , m_offload(new QComboBox(this))
    , m_paged(new QCheckBox(tr("Paged optimi&zer"), this))
    , m_dataset(new QDoubleSpinBox(this))
    , m_epochs(new QDoubleSpinBox(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    EditorForm *form = nullptr;
    layout->addWidget(makeSection(tr("Training"), &form, this));
    m_form = form;

    for (Optimizer o :
         {Optimizer::AdamW, Optimizer::AdamW8bit, Optimizer::AdamWBf16, Optimizer::Sgd})
        m_optimizer->addItem(optimizerName(o), int(o));
    for (int stage = 0; stage <= 3; ++stage)
        m_zero->addItem(zeroStageName(stage), stage);
    for (LoraTargets t : {LoraTargets::Attention, LoraTargets::Mlp, LoraTargets::AllLinear})
        m_targets->addItem(loraTargetsName(t), int(t));
    for (TrainingOffload o :
         {TrainingOffload::None, TrainingOffload::Optimizer, TrainingOffload::All})
        m_offload->addItem(offloadName(o), int(o));
    for (QComboBox *combo : {m_optimizer, m_zero, m_targets, m_offload})
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    for (QSpinBox *spin : {m_microBatch, m_sequence, m_rank}) {
        spin->setKeyboardTracking(false);
        spin->setGroupSeparatorShown(true);
    }
    m_microBatch->setRange(1, 4096);
    m_rank->setRange(1, 4096);

    form->addRow(tr("&Optimizer:"), m_optimizer);
    form->addRow(tr("M&icro-batch:"), m_microBatch);
    form->addRow(tr("Se&quence length (tokens):"), m_sequence);
    form->addRow(m_checkpointing);
    form->addRow(m_flash);
    form->addRow(tr("ZeRO / F&SDP:"), m_zero);
    form->addRow(tr("LoRA &rank:"), m_rank);
    form->addRow(tr("LoRA &targets:"), m_targets);
    form->addRow(tr("Offlo&ad:"), m_offload);
    form->addRow(m_paged);
    // the dataset, for the training time (docs/fine-tuning.md "Time"): millions of tokens
    m_dataset->setRange(0, 1e10);
    m_dataset->setDecimals(1);
    m_dataset->setSuffix(tr(" M tokens"));
    m_dataset->setSpecialValueText(tr("not stated"));
    m_epochs->setRange(0.01, 1000);
    m_epochs->setDecimals(2);
    for (QDoubleSpinBox *spin : {m_dataset, m_epochs}) {
        spin->setKeyboardTracking(false);
        spin->setGroupSeparatorShown(true);
    }
    form->addRow(tr("Dataset:"), m_dataset);
    form->addRow(tr("Epochs:"), m_epochs);
    connectEdits();
}

void TrainingEditor::connectEdits()
{
    connect(m_dataset, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(QStringLiteral("datasetTokens"),
             [v](TrainingSettings &s) { s.datasetTokens = std::round(v * 1e6); });
    });
    connect(m_epochs, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(QStringLiteral("epochs"), [v](TrainingSettings &s) { s.epochs = v; });
    });
    const auto comboEdit = [this](QComboBox *combo, const QString &key, auto apply) {
        connect(combo, &QComboBox::activated, this, [this, combo, key, apply] {
            const int v = combo->currentData().toInt();
            edit(key, [&](TrainingSettings &s) { apply(s, v); });
        });
    };
    comboEdit(m_optimizer, QStringLiteral("optimizer"),
              [](TrainingSettings &s, int v) { s.optimizer = Optimizer(v); });
    comboEdit(m_zero, QStringLiteral("zero"), [](TrainingSettings &s, int v) { s.zeroStage = v; });
    comboEdit(m_targets, QStringLiteral("loraTargets"),
              [](TrainingSettings &s, int v) { s.loraTargets = LoraTargets(v); });
    comboEdit(m_offload, QStringLiteral("offload"),
              [](TrainingSettings &s, int v) { s.offload = TrainingOffload(v); });
    connect(m_microBatch, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QStringLiteral("microBatch"), [v](TrainingSettings &s) { s.microBatch = v; });
    });
    connect(m_sequence, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QStringLiteral("sequence"), [v](TrainingSettings &s) { s.sequenceTokens = v; });
    });
    connect(m_rank, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QStringLiteral("loraRank"), [v](TrainingSettings &s) { s.loraRank = v; });
    });
    connect(m_checkpointing, &QCheckBox::toggled, this, [this](bool on) {
        edit({}, [on](TrainingSettings &s) { s.gradientCheckpointing = on; });
    });
    connect(m_flash, &QCheckBox::toggled, this,
            [this](bool on) { edit({}, [on](TrainingSettings &s) { s.flashAttention = on; }); });
    connect(m_paged, &QCheckBox::toggled, this,
            [this](bool on) { edit({}, [on](TrainingSettings &s) { s.pagedOptimizer = on; }); });
}

void TrainingEditor::load(const TrainingSettings &settings, DeploymentMode mode,
                          std::int64_t modelMaxContext)
{
    m_loaded = settings;
    const QList<QWidget *> editors {m_optimizer, m_microBatch, m_sequence, m_checkpointing,
                                    m_flash,     m_zero,       m_rank,     m_targets,
                                    m_offload,   m_paged,      m_dataset,  m_epochs};
    std::vector<QSignalBlocker> blockers;
    blockers.reserve(editors.size());
    for (QWidget *w : editors)
        blockers.emplace_back(w);
    selectData(m_optimizer, int(settings.optimizer));
    m_microBatch->setValue(settings.microBatch);
    const int maxContext = modelMaxContext > 0
            ? int(std::min<std::int64_t>(modelMaxContext, 1 << 24))
            : (1 << 24);
    m_sequence->setRange(1, maxContext);
    m_sequence->setValue(settings.sequenceTokens);
    m_checkpointing->setChecked(settings.gradientCheckpointing);
    m_flash->setChecked(settings.flashAttention);
    selectData(m_zero, settings.zeroStage);
    m_rank->setValue(settings.loraRank);
    selectData(m_targets, int(settings.loraTargets));
    selectData(m_offload, int(settings.offload));
    m_paged->setChecked(settings.pagedOptimizer);
    m_dataset->setValue(settings.datasetTokens / 1e6);
    m_epochs->setValue(settings.epochs);
    const bool lora = mode == DeploymentMode::Lora || mode == DeploymentMode::Qlora;
    m_form->setRowVisible(m_rank, lora);
    m_form->setRowVisible(m_targets, lora);
}

void TrainingEditor::edit(const QString &mergeKey,
                          const std::function<void(TrainingSettings &)> &change)
{
    TrainingSettings s = m_loaded;
    change(s);
    if (s == m_loaded)
        return;
    emit edited(s, mergeKey);
}

} // namespace Headroom
