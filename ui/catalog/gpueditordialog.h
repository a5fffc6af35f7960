#pragma once

#include "catalog/editorfields.h"
#include "spec/gpuspec.h"

#include <QDialog>

class QComboBox;
class QDateEdit;
class QDialogButtonBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace Headroom {

class Catalog;

/** Adds or edits a custom GPU. The fields start from `gpu`; `editedId` is the custom entry
 *  being edited (its id is then fixed, since plans refer to it), empty for a new entry or a
 *  copy. While a field is wrong, OK is disabled and a message names the field. */
class GpuEditorDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GpuEditorDialog)

public:
    GpuEditorDialog(const Catalog &catalog, const GpuSpec &gpu, const QString &editedId,
                    QWidget *parent = nullptr);

    /** A line above the form, e.g. that a built-in entry is being copied. */
    void setNote(const QString &note);
    GpuSpec gpu() const;
    /** Empty while every field is valid. */
    QString validationMessage() const;
    QPushButton *okButton() const;

private:
    void build();
    void addFigureRows(QFormLayout *form);
    void validate();

    const Catalog &m_catalog;
    GpuSpec m_original;
    QString m_editedId;
    QLabel *m_note = nullptr;
    QLineEdit *m_id = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_vendor = nullptr;
    QLineEdit *m_architecture = nullptr;
    QLineEdit *m_memoryType = nullptr;
    EditorFields::ScaledValue m_memory;
    EditorFields::ScaledValue m_usableMemory;
    EditorFields::ScaledValue m_bandwidth;
    EditorFields::ScaledValue m_bf16;
    EditorFields::ScaledValue m_fp8;
    EditorFields::ScaledValue m_tdp;
    EditorFields::ScaledValue m_rentLow;
    EditorFields::ScaledValue m_rentHigh;
    QLineEdit *m_source = nullptr;
    QDateEdit *m_asOf = nullptr;
    QLabel *m_message = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace Headroom
