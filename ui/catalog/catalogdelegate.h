#pragma once

#include <QStyledItemDelegate>

namespace Headroom {

/** Draws a catalog row on two lines: the name in bold (with a "custom" tag for user entries),
 *  then the facts summary in a smaller, quieter font; both elided to the row's width. */
class CatalogDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CatalogDelegate)

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace Headroom
