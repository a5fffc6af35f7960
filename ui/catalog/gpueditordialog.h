#pragma once

#include "catalog/catalogentryeditor.h"
#include "catalog/editorfields.h"
#include "spec/gpuspec.h"

class QComboBox;
class QFormLayout;
class QLineEdit;

namespace Headroom {

class Catalog;

/** Adds or edits a custom GPU. The fields start from `gpu`; `editedId` is the custom entry
 *  being edited (its id is then fixed, since plans refer to it), empty for a new entry or a
 *  copy. While a field is wrong, OK is disabled and a message names the field. */
class GpuEditorDialog final : public CatalogEntryEditor
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GpuEditorDialog)

public:
    GpuEditorDialog(const Catalog &catalog, const GpuSpec &gpu, const QString &editedId,
                    QWidget *parent = nullptr);

    GpuSpec gpu() const;
    QString validationMessage() const override;

private:
    void build();
    void addFigureRows(QFormLayout *form);

    GpuSpec m_original;
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
};

} // namespace Headroom
