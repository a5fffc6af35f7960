#pragma once

#include "units/provenance.h"

#include <QDialog>

class QDateEdit;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QVBoxLayout;

namespace Headroom {

class Catalog;

/** What the custom GPU and model editors share: a note above the form, the id and name rows
 *  (the id fixed while an entry is edited, since plans refer to it), the source and as-of rows,
 *  and under the form the line that names a wrong field with OK and Cancel. A subclass builds
 *  its own rows between them and says what is wrong (validationMessage()); OK is disabled
 *  while anything is. */
class CatalogEntryEditor : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CatalogEntryEditor)

public:
    /** A line above the form, e.g. that a built-in entry is being copied. */
    void setNote(const QString &note);
    QPushButton *okButton() const;
    /** Empty while every field is valid. */
    virtual QString validationMessage() const = 0;

protected:
    /** `editedId`: the custom entry being edited, empty for a new entry or a copy. */
    CatalogEntryEditor(const Catalog &catalog, const QString &editedId, QWidget *parent);

    /** The dialog's layout with the (hidden) note on top. */
    QVBoxLayout *addNote();
    void addNameRows(QFormLayout *form, const QString &id, const QString &name);
    /** `placeholder`: where such figures come from ("Datasheet, URL or measurement"). */
    void addProvenanceRows(QFormLayout *form, const Provenance &provenance,
                           const QString &placeholder);
    /** The message line and OK / Cancel at the end of `layout`; edits of the id and the name
     *  validate again. */
    void addButtons(QVBoxLayout *layout);
    /** Why the id or the name cannot be taken ("<field>: ..."), empty when they can. */
    QString nameProblem(const QString &id, const QString &name) const;
    /** The provenance given back: `original` unless the user changed the source or the date. */
    Provenance editedProvenance(const Provenance &original) const;
    /** Shows validationMessage() and enables OK when it is empty. */
    virtual void validate();

    const Catalog &m_catalog;
    const QString m_editedId;
    QLineEdit *m_id = nullptr;
    QLineEdit *m_name = nullptr;

private:
    QLabel *m_note = nullptr;
    QLineEdit *m_source = nullptr;
    QDateEdit *m_asOf = nullptr;
    QLabel *m_message = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace Headroom
