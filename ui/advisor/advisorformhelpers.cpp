#include "advisor/advisorformhelpers.h"

#include "catalog/catalog.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace Headroom::AdvisorForms {

QWidget *listWithButtons(QWidget *parent, const QString &list, const QString &item, int rows,
                         bool narrow, QListWidget **view, QPushButton **add, QPushButton **remove)
{
    auto *widget = new QWidget(parent);
    auto *row = new QHBoxLayout(widget);
    row->setContentsMargins(0, 0, 0, 0);
    *view = new QListWidget(widget);
    (*view)->setObjectName(QStringLiteral("advisor") + list);
    (*view)->setMaximumHeight(parent->fontMetrics().height() * rows);
    if (narrow) {
        (*view)->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        (*view)->setMinimumWidth(parent->fontMetrics().averageCharWidth() * 16);
    }
    auto *buttons = new QVBoxLayout;
    *add = new QPushButton(widget);
    (*add)->setObjectName(QStringLiteral("advisorAdd") + item);
    *remove = new QPushButton(widget);
    (*remove)->setObjectName(QStringLiteral("advisorRemove") + item);
    buttons->addWidget(*add);
    buttons->addWidget(*remove);
    buttons->addStretch();
    row->addWidget(*view, 1);
    row->addLayout(buttons);
    return widget;
}

int keptRow(int row, qsizetype count)
{
    return count > 0 ? std::clamp(row, 0, int(count) - 1) : -1;
}

void refill(QComboBox *combo, const QStringList &texts)
{
    const int current = combo->currentIndex();
    combo->clear();
    combo->addItems(texts);
    combo->setCurrentIndex(std::max(current, 0));
}

void nameRows(QFormLayout *form, const QStringList &labels)
{
    for (int i = 0; i < labels.size(); ++i) {
        auto *label = qobject_cast<QLabel *>(form->itemAt(i, QFormLayout::LabelRole)->widget());
        label->setText(labels.at(i));
        label->setBuddy(form->itemAt(i, QFormLayout::FieldRole)->widget());
    }
}

QList<ModelSpec> modelsByName(const Catalog &catalog)
{
    QList<ModelSpec> models = catalog.models();
    std::sort(models.begin(), models.end(), [](const ModelSpec &a, const ModelSpec &b) {
        return QString::localeAwareCompare(a.name, b.name) < 0;
    });
    return models;
}

QList<GpuSpec> gpusByName(const Catalog &catalog)
{
    QList<GpuSpec> gpus = catalog.gpus();
    std::sort(gpus.begin(), gpus.end(), [](const GpuSpec &a, const GpuSpec &b) {
        return QString::localeAwareCompare(a.name, b.name) < 0;
    });
    return gpus;
}

} // namespace Headroom::AdvisorForms
