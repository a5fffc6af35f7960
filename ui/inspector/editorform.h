#pragma once

#include <QGridLayout>

class QLabel;

namespace Headroom {

/** "Label  field" rows for a narrow dock. A grid rather than a QFormLayout: long labels wrap
 *  onto more lines and the row grows with them (QFormLayout clips wrapped labels in its label
 *  column), so translations ~30% longer than English still fit ~340 px. */
class EditorForm final : public QGridLayout
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EditorForm)

public:
    explicit EditorForm(QWidget *parent);

    /** A row "text: field"; the label is the field's buddy and names it for accessibility. */
    QLabel *addRow(const QString &text, QWidget *field);
    void addRow(QLabel *label, QWidget *field);
    /** A widget across both columns (notes, check boxes, sub-editors). */
    void addRow(QWidget *wide);
    /** Shows or hides the whole row holding `widget`. */
    void setRowVisible(QWidget *widget, bool visible);

private:
    int m_rows = 0;
};

} // namespace Headroom
