#include "advisor/advisortrainingform.h"

#include "advisor/advisorformhelpers.h"
#include "advisor/advisortext.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "format/displayformat.h"
#include "format/texthelpers.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Headroom {

using AdvisorForms::limitSpin;

namespace {

constexpr DeploymentMode kTrainingMethods[] = {DeploymentMode::Lora, DeploymentMode::Qlora,
                                               DeploymentMode::FullFineTune};

AdvisedTraining newJob(const QString &modelId)
{
    AdvisedTraining t;
    t.modelId = modelId;
    t.tokens = 1e8;
    return t;
}

} // namespace

AdvisorTrainingForm::AdvisorTrainingForm(const ProjectDocument &document, AdvisorWorkload &workload,
                                         QWidget *parent)
    : QGroupBox(parent)
    , m_document(document)
    , m_workload(workload)
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(AdvisorForms::listWithButtons(this, QStringLiteral("Training"),
                                                    QStringLiteral("Training"), 4, true,
                                                    &m_training, &m_addTraining, &m_removeTraining));
    m_form = new QFormLayout;
    buildFields();
    for (QWidget *field :
         std::initializer_list<QWidget *> {m_model, m_method, m_tokens, m_sequence, m_deadline})
        m_form->addRow(new QLabel(this), field);
    layout->addLayout(m_form);
    connectFields();
}

void AdvisorTrainingForm::buildFields()
{
    m_model = new QComboBox(this);
    m_model->setObjectName(QStringLiteral("advisorTrainingModel"));
    m_model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_model->setMinimumContentsLength(18);
    m_method = new QComboBox(this);
    m_method->setObjectName(QStringLiteral("advisorTrainingMethod"));
    m_tokens = limitSpin<QDoubleSpinBox>(this, 1e8); // millions: up to 100T tokens
    m_tokens->setObjectName(QStringLiteral("advisorTrainingTokens"));
    m_tokens->setDecimals(1);
    m_tokens->setMinimum(0.1);
    m_tokens->setSingleStep(10);
    m_sequence = limitSpin<QSpinBox>(this, 1'048'576);
    m_sequence->setObjectName(QStringLiteral("advisorTrainingSequence"));
    m_sequence->setMinimum(1);
    m_sequence->setSingleStep(512);
    m_deadline = limitSpin<QDoubleSpinBox>(this, 1e6);
    m_deadline->setObjectName(QStringLiteral("advisorTrainingDeadline"));
    m_deadline->setDecimals(1);
    m_deadline->setSingleStep(12);
}

void AdvisorTrainingForm::connectFields()
{
    connect(m_training, &QListWidget::currentRowChanged, this, [this] { loadFields(); });
    connect(m_addTraining, &QPushButton::clicked, this, &AdvisorTrainingForm::addJob);
    connect(m_removeTraining, &QPushButton::clicked, this, &AdvisorTrainingForm::removeJob);
    for (QComboBox *combo : {m_model, m_method})
        connect(combo, &QComboBox::currentIndexChanged, this, &AdvisorTrainingForm::fieldEdited);
    connect(m_sequence, &QSpinBox::valueChanged, this, &AdvisorTrainingForm::fieldEdited);
    for (QDoubleSpinBox *spin : {m_tokens, m_deadline})
        connect(spin, &QDoubleSpinBox::valueChanged, this, &AdvisorTrainingForm::fieldEdited);
}

void AdvisorTrainingForm::fillCatalog(const QList<ModelSpec> &models)
{
    const QSignalBlocker blocker(m_model);
    m_model->clear();
    for (const ModelSpec &m : models)
        m_model->addItem(m.name, m.id);
}

void AdvisorTrainingForm::retranslate()
{
    setTitle(AdvisorText::tr("Training jobs"));
    m_addTraining->setText(AdvisorText::tr("Add Job"));
    m_removeTraining->setText(AdvisorText::tr("Remove Job"));
    AdvisorForms::nameRows(m_form,
                           {AdvisorText::tr("Model:"), AdvisorText::tr("Method:"),
                            AdvisorText::tr("Tokens:"), AdvisorText::tr("Sequence:"),
                            AdvisorText::tr("Deadline:")});
    const QSignalBlocker blocker(m_method);
    AdvisorForms::refill(m_method,
                         {AdvisorText::tr("LoRA"), AdvisorText::tr("QLoRA"),
                          AdvisorText::tr("Full fine-tuning")});
    m_tokens->setSuffix(AdvisorText::tr(" M tokens"));
    m_sequence->setSuffix(AdvisorText::tr(" tokens"));
    m_deadline->setSuffix(AdvisorText::tr(" h"));
    m_deadline->setSpecialValueText(AdvisorText::tr("none"));
    m_deadline->setToolTip(AdvisorText::tr("None: the fewest GPUs the job fits on, however long it "
                                           "takes; else the fewest that finish it in time."));
    refreshList();
    // the choices shown whole in this language (a combo box measures them once otherwise)
    m_method->setSizeAdjustPolicy(QComboBox::AdjustToContents);
}

void AdvisorTrainingForm::load()
{
    m_loading = true;
    refreshList();
    if (m_training->currentRow() < 0 && !m_workload.training.isEmpty())
        m_training->setCurrentRow(0);
    m_loading = false;
    loadFields();
}

void AdvisorTrainingForm::addJob()
{
    if (m_workload.training.size() >= kMostAdvisedTrainingJobs || m_model->count() == 0)
        return;
    const QString model = !m_workload.models.isEmpty() ? m_workload.models.constFirst().modelId
                                                       : m_model->itemData(0).toString();
    m_workload.training.append(newJob(model));
    refreshList();
    m_training->setCurrentRow(int(m_workload.training.size()) - 1);
    loadFields();
    emit edited();
}

void AdvisorTrainingForm::removeJob()
{
    const int row = m_training->currentRow();
    if (row < 0 || row >= m_workload.training.size())
        return;
    m_workload.training.removeAt(row);
    refreshList();
    m_training->setCurrentRow(std::min(row, int(m_workload.training.size()) - 1));
    loadFields();
    emit edited();
}

void AdvisorTrainingForm::fieldEdited()
{
    if (m_loading)
        return;
    storeFields();
    emit edited();
}

void AdvisorTrainingForm::refreshList()
{
    const QSignalBlocker blocker(m_training);
    const int row = m_training->currentRow();
    m_training->clear();
    for (const AdvisedTraining &t : std::as_const(m_workload.training)) {
        const auto spec = m_document.catalog().model(t.modelId);
        const int method = AdvisorForms::indexIn(kTrainingMethods, t.method);
        //: a training job: the model, its method, the tokens trained (millions)
        m_training->addItem(AdvisorText::tr("%1: %2, %3 M tokens")
                                    .arg(Display::nameOr(spec, t.modelId),
                                         m_method->itemText(method),
                                         Display::number(t.tokens / 1e6, 1)));
    }
    m_training->setCurrentRow(AdvisorForms::keptRow(row, m_workload.training.size()));
    m_removeTraining->setEnabled(!m_workload.training.isEmpty());
    m_addTraining->setEnabled(m_workload.training.size() < kMostAdvisedTrainingJobs);
}

void AdvisorTrainingForm::loadFields()
{
    const int row = m_training->currentRow();
    const bool have = row >= 0 && row < m_workload.training.size();
    for (int i = 0; i < m_form->rowCount(); ++i)
        m_form->setRowVisible(i, have); // the selected job's fields, none without one
    if (!have)
        return;
    const bool wasLoading = m_loading;
    m_loading = true;
    const AdvisedTraining &t = m_workload.training.at(row);
    if (m_model->findData(t.modelId) < 0)
        m_model->addItem(t.modelId, t.modelId);
    m_model->setCurrentIndex(m_model->findData(t.modelId));
    m_method->setCurrentIndex(AdvisorForms::indexIn(kTrainingMethods, t.method));
    m_tokens->setValue(t.tokens / 1e6);
    m_sequence->setValue(t.sequenceTokens);
    m_deadline->setValue(t.deadlineHours);
    m_loading = wasLoading;
}

void AdvisorTrainingForm::storeFields()
{
    const int row = m_training->currentRow();
    if (row < 0 || row >= m_workload.training.size())
        return;
    AdvisedTraining &t = m_workload.training[row];
    t.modelId = m_model->currentData().toString();
    t.method = kTrainingMethods[std::clamp(m_method->currentIndex(), 0, 2)];
    t.sequenceTokens = m_sequence->value();
    // the figures as the file has them unless edited (the fields round them for display)
    if (m_tokens->value() != m_tokens->valueFromText(m_tokens->textFromValue(t.tokens / 1e6)))
        t.tokens = m_tokens->value() * 1e6;
    if (m_deadline->value() != m_deadline->valueFromText(m_deadline->textFromValue(t.deadlineHours)))
        t.deadlineHours = m_deadline->value();
    refreshList();
}

} // namespace Headroom
