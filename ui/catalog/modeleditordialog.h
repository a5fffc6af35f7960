#pragma once

#include "catalog/catalogentryeditor.h"
#include "spec/modelspec.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace Headroom {

class Catalog;

/** Adds or edits a custom model: its architecture (layers, hidden size, heads, MoE) and where
 *  the numbers came from. `editedId` is the custom entry being edited (its id is then fixed),
 *  empty for a new entry or a copy. While a field is wrong, OK is disabled and a message names
 *  the field; a live line shows the parameter count the fields give. */
class ModelEditorDialog final : public CatalogEntryEditor
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModelEditorDialog)

public:
    ModelEditorDialog(const Catalog &catalog, const ModelSpec &model, const QString &editedId,
                      QWidget *parent = nullptr);

    ModelSpec model() const;
    QString validationMessage() const override;

private:
    void build();
    void addArchitectureRows(QFormLayout *form);
    QSpinBox *intField(const QString &objectName, int value, int maximum);
    void validate() override; // and the parameter count the fields give

    ModelSpec m_original;
    QComboBox *m_family = nullptr;
    QLineEdit *m_hfId = nullptr;
    QSpinBox *m_layers = nullptr;
    QSpinBox *m_hidden = nullptr;
    QSpinBox *m_intermediate = nullptr;
    QSpinBox *m_heads = nullptr;
    QSpinBox *m_kvHeads = nullptr;
    QSpinBox *m_headDim = nullptr;
    QSpinBox *m_vocab = nullptr;
    QSpinBox *m_context = nullptr;
    QCheckBox *m_tied = nullptr;
    QSpinBox *m_experts = nullptr;
    QSpinBox *m_activeExperts = nullptr;
    QSpinBox *m_expertIntermediate = nullptr;
    QLabel *m_summary = nullptr;
};

} // namespace Headroom
