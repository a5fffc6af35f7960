#include "catalog/catalogentryeditor.h"

#include "catalog/editorfields.h"

#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace Headroom {

CatalogEntryEditor::CatalogEntryEditor(const Catalog &catalog, const QString &editedId,
                                       QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_editedId(editedId)
{ }

void CatalogEntryEditor::setNote(const QString &note)
{
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

QPushButton *CatalogEntryEditor::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

QVBoxLayout *CatalogEntryEditor::addNote()
{
    auto *layout = new QVBoxLayout(this);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("note"));
    m_note->setWordWrap(true);
    m_note->hide();
    layout->addWidget(m_note);
    return layout;
}

void CatalogEntryEditor::addNameRows(QFormLayout *form, const QString &id, const QString &name)
{
    m_id = EditorFields::lineEdit(this, QStringLiteral("id"), id);
    m_id->setReadOnly(!m_editedId.isEmpty());
    form->addRow(tr("&Id:"), m_id);
    m_name = EditorFields::lineEdit(this, QStringLiteral("name"), name);
    form->addRow(tr("&Name:"), m_name);
}

void CatalogEntryEditor::addProvenanceRows(QFormLayout *form, const Provenance &provenance,
                                           const QString &placeholder)
{
    m_source = EditorFields::lineEdit(this, QStringLiteral("source"), provenance.source);
    m_source->setPlaceholderText(placeholder);
    form->addRow(tr("&Source:"), m_source);
    m_asOf = EditorFields::dateEdit(this, QStringLiteral("asOf"), provenance.asOf);
    form->addRow(tr("As &of:"), m_asOf);
}

void CatalogEntryEditor::addButtons(QVBoxLayout *layout)
{
    m_message = EditorFields::messageLabel(this);
    layout->addWidget(m_message);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *edit : {m_id, m_name})
        connect(edit, &QLineEdit::textChanged, this, &CatalogEntryEditor::validate);
}

QString CatalogEntryEditor::nameProblem(const QString &id, const QString &name) const
{
    if (const QString idError = EditorFields::idProblem(m_catalog, id, m_editedId);
        !idError.isEmpty())
        return idError;
    if (name.isEmpty())
        return EditorFields::problem(tr("Name"), tr("enter the name the board shows."));
    return {};
}

Provenance CatalogEntryEditor::editedProvenance(const Provenance &original) const
{
    return EditorFields::editedProvenance(original, m_source, m_asOf);
}

void CatalogEntryEditor::validate()
{
    EditorFields::showMessage(m_message, m_buttons, validationMessage());
}

} // namespace Headroom
