#include "catalog/modeleditordialog.h"

#include "catalog/catalog.h"
#include "catalog/editorfields.h"
#include "estimate/parametercount.h"
#include "models/catalogmodel.h"
#include "spec/modellimits.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <limits>

namespace Headroom {

using namespace EditorFields;

namespace {

QStringList familiesOf(const Catalog &catalog)
{
    QStringList families;
    for (const ModelSpec &m : catalog.models()) {
        if (!m.family.isEmpty() && !families.contains(m.family))
            families.append(m.family);
    }
    families.sort(Qt::CaseInsensitive);
    return families;
}

} // namespace

ModelEditorDialog::ModelEditorDialog(const Catalog &catalog, const ModelSpec &model,
                                     const QString &editedId, QWidget *parent)
    : CatalogEntryEditor(catalog, editedId, parent)
    , m_original(model)
{
    setWindowTitle(editedId.isEmpty() ? tr("New Custom Model") : tr("Edit Custom Model"));
    setObjectName(QStringLiteral("modelEditor"));
    setMinimumWidth(720);
    build();
    validate();
}

QSpinBox *ModelEditorDialog::intField(const QString &objectName, int value, int maximum)
{
    auto *spin = new QSpinBox(this);
    spin->setObjectName(objectName);
    spin->setRange(0, maximum);
    spin->setValue(value);
    spin->setGroupSeparatorShown(true);
    spin->setAlignment(Qt::AlignRight);
    spin->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(spin, &QSpinBox::valueChanged, this, &ModelEditorDialog::validate);
    return spin;
}

void ModelEditorDialog::build()
{
    const ModelSpec &m = m_original;
    QVBoxLayout *layout = addNote();
    auto *columns = new QHBoxLayout;
    layout->addLayout(columns);
    auto *identity = new QGroupBox(tr("Entry"), this);
    auto *identityForm = new QFormLayout(identity);
    columns->addWidget(identity, 3);
    auto *shape = new QGroupBox(tr("Architecture"), this);
    auto *shapeForm = new QFormLayout(shape);
    columns->addWidget(shape, 2);

    addNameRows(identityForm, m.id, m.name);
    m_family = new QComboBox(this);
    m_family->setObjectName(QStringLiteral("family"));
    m_family->setEditable(true);
    m_family->addItems(familiesOf(m_catalog));
    m_family->setCurrentText(m.family);
    identityForm->addRow(tr("&Family:"), m_family);
    m_hfId = lineEdit(this, QStringLiteral("hfId"), m.hfId);
    m_hfId->setPlaceholderText(tr("organisation/model"));
    identityForm->addRow(tr("Hu&gging Face id:"), m_hfId);
    addProvenanceRows(identityForm, m.provenance, tr("config.json, paper or URL"));

    addArchitectureRows(shapeForm);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    addButtons(layout);
}

/** The model's shape as its config.json gives it: layers, sizes, heads, vocabulary, experts. */
void ModelEditorDialog::addArchitectureRows(QFormLayout *form)
{
    const ModelSpec &m = m_original;
    const int big = std::numeric_limits<int>::max();
    m_layers = intField(QStringLiteral("layers"), m.layers, 10000);
    form->addRow(tr("&Layers:"), m_layers);
    m_hidden = intField(QStringLiteral("hidden"), m.hidden, 1 << 20);
    form->addRow(tr("Hidden si&ze:"), m_hidden);
    m_intermediate = intField(QStringLiteral("intermediate"), m.intermediate, 1 << 22);
    form->addRow(tr("&MLP size:"), m_intermediate);
    m_heads = intField(QStringLiteral("heads"), m.heads, 4096);
    form->addRow(tr("&Attention heads:"), m_heads);
    m_kvHeads = intField(QStringLiteral("kvHeads"), m.kvHeads, 4096);
    form->addRow(tr("&KV heads:"), m_kvHeads);
    m_headDim = intField(QStringLiteral("headDim"), m.headDim, 4096);
    form->addRow(tr("&Head size:"), m_headDim);
    m_vocab = intField(QStringLiteral("vocab"), m.vocab, big);
    form->addRow(tr("&Vocabulary:"), m_vocab);
    m_context = intField(QStringLiteral("context"), int(std::min<std::int64_t>(m.maxContext, big)),
                         big);
    m_context->setSuffix(tr(" tokens"));
    form->addRow(tr("Max &context:"), m_context);
    m_tied = new QCheckBox(tr("&Tied input and output embeddings"), this);
    m_tied->setObjectName(QStringLiteral("tied"));
    m_tied->setChecked(m.tiedEmbeddings);
    connect(m_tied, &QCheckBox::toggled, this, &ModelEditorDialog::validate);
    form->addRow(m_tied);
    m_experts = intField(QStringLiteral("experts"), m.moe.experts, 4096);
    m_experts->setSpecialValueText(tr("dense"));
    form->addRow(tr("&Experts:"), m_experts);
    m_activeExperts = intField(QStringLiteral("activeExperts"), m.moe.expertsPerToken, 4096);
    form->addRow(tr("Experts &per token:"), m_activeExperts);
    m_expertIntermediate = intField(QStringLiteral("expertIntermediate"), m.moe.expertIntermediate,
                                    1 << 22);
    form->addRow(tr("Expe&rt MLP size:"), m_expertIntermediate);
}

ModelSpec ModelEditorDialog::model() const
{
    ModelSpec m = m_original;
    m.id = m_id->text().trimmed();
    m.name = m_name->text().trimmed();
    m.family = m_family->currentText().trimmed();
    m.hfId = m_hfId->text().trimmed();
    m.layers = m_layers->value();
    m.hidden = m_hidden->value();
    m.intermediate = m_intermediate->value();
    m.heads = m_heads->value();
    m.kvHeads = m_kvHeads->value();
    m.headDim = m_headDim->value();
    m.vocab = m_vocab->value();
    if (m_context->value()
        != std::min<std::int64_t>(m_original.maxContext, std::numeric_limits<int>::max()))
        m.maxContext = m_context->value();
    m.tiedEmbeddings = m_tied->isChecked();
    m.moe.experts = m_experts->value();
    m.moe.expertsPerToken = m_activeExperts->value();
    m.moe.expertIntermediate = m_expertIntermediate->value();
    if (!m.isMoe())
        m.moe = MoeSpec {};
    m.provenance = editedProvenance(m_original.provenance);
    return m;
}

QString ModelEditorDialog::validationMessage() const
{
    const ModelSpec m = model();
    if (const QString name = nameProblem(m.id, m.name); !name.isEmpty())
        return name;
    if (m.layers <= 0)
        return problem(tr("Layers"), tr("must be at least 1."));
    int groupLayers = 0;
    for (const AttentionLayerGroup &group : m.attentionLayers)
        groupLayers += group.layers;
    if (!m.attentionLayers.isEmpty() && groupLayers != m.layers)
        return problem(tr("Layers"),
                       tr("this model's attention pattern covers %1 layers.").arg(groupLayers));
    if (m.hidden <= 0)
        return problem(tr("Hidden size"), tr("must be at least 1."));
    if (m.heads <= 0)
        return problem(tr("Attention heads"), tr("must be at least 1."));
    if (m.heads > m.hidden)
        return problem(tr("Attention heads"), tr("cannot be more than the hidden size."));
    if (m.kvHeads <= 0)
        return problem(tr("KV heads"), tr("must be at least 1."));
    if (m.heads % m.kvHeads != 0)
        return problem(tr("KV heads"), tr("must divide the %1 attention heads.").arg(m.heads));
    if (m.headDim <= 0)
        return problem(tr("Head size"), tr("must be at least 1."));
    if (!m.isMoe() && m.intermediate <= 0)
        return problem(tr("MLP size"), tr("must be at least 1 for a dense model."));
    if (m.vocab <= 0)
        return problem(tr("Vocabulary"), tr("must be at least 1."));
    if (m.maxContext <= 0)
        return problem(tr("Max context"), tr("must be at least 1 token."));
    if (m_experts->value() == 0 && m_activeExperts->value() > 0)
        return problem(tr("Experts per token"), tr("a dense model has no experts."));
    if (m.isMoe()) {
        if (m.moe.expertsPerToken <= 0)
            return problem(tr("Experts per token"), tr("must be at least 1."));
        if (m.moe.expertsPerToken > m.moe.experts)
            return problem(tr("Experts per token"),
                           tr("cannot be more than the %1 experts.").arg(m.moe.experts));
        if (m.moe.expertIntermediate <= 0)
            return problem(tr("Expert MLP size"), tr("must be at least 1."));
    }
    // within the limits of a real model (the catalog refuses anything else), named as here
    const ModelFieldNames names {m.name, [](ModelField field) {
                                     switch (field) {
                                     case ModelField::Layers: return tr("Layers");
                                     case ModelField::Hidden: return tr("Hidden size");
                                     case ModelField::Intermediate: return tr("MLP size");
                                     case ModelField::Heads: return tr("Attention heads");
                                     case ModelField::KvHeads: return tr("KV heads");
                                     case ModelField::HeadDim: return tr("Head size");
                                     case ModelField::Vocab: return tr("Vocabulary");
                                     case ModelField::MaxContext: return tr("Max context");
                                     case ModelField::ExpertsPerToken:
                                         return tr("Experts per token");
                                     case ModelField::ExpertIntermediate:
                                         return tr("Expert MLP size");
                                     default: return modelSpecJsonKey(field);
                                     }
                                 }};
    if (const auto limits = checkModelLimits(m, names); !limits)
        return limits.error().message;
    return {};
}

void ModelEditorDialog::validate()
{
    CatalogEntryEditor::validate();
    if (!okButton()->isEnabled()) {
        m_summary->clear();
        return;
    }
    const ModelSpec m = model();
    const ParameterCount count = countParameters(m);
    m_summary->setText(CatalogModel::modelFacts(m, count.total(), count.active()));
}

} // namespace Headroom
