#include "inspector/editorform.h"

#include <QLabel>

namespace Headroom {

EditorForm::EditorForm(QWidget *parent)
    : QGridLayout(parent)
{
    setColumnStretch(0, 0);
    setColumnStretch(1, 1);
}

QLabel *EditorForm::addRow(const QString &text, QWidget *field)
{
    auto *label = new QLabel(text, parentWidget());
    label->setBuddy(field);
    field->setAccessibleName(QString(text).remove(u'&').remove(u':').trimmed());
    addRow(label, field);
    return label;
}

void EditorForm::addRow(QLabel *label, QWidget *field)
{
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    const int row = m_rows++;
    addWidget(label, row, 0);
    addWidget(field, row, 1);
}

void EditorForm::addRow(QWidget *wide)
{
    addWidget(wide, m_rows++, 0, 1, 2);
}

void EditorForm::setRowVisible(QWidget *widget, bool visible)
{
    const int index = indexOf(widget);
    if (index < 0)
        return;
    int row = 0, column = 0, rowSpan = 0, columnSpan = 0;
    getItemPosition(index, &row, &column, &rowSpan, &columnSpan);
    for (int c = 0; c < columnCount(); ++c) {
        if (QLayoutItem *item = itemAtPosition(row, c); item && item->widget())
            item->widget()->setVisible(visible);
    }
}

} // namespace Headroom
