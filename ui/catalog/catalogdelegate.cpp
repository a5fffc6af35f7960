#include "catalog/catalogdelegate.h"

#include "format/texthelpers.h"
#include "models/catalogmodel.h"

#include <QApplication>
#include <QPainter>

namespace Headroom {

namespace {

constexpr int kPadding = 4;

QFont factsFont(const QFont &base)
{
    QFont font = base;
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * 0.9);
    else
        font.setPixelSize(std::max(8, font.pixelSize() * 9 / 10));
    return font;
}

QColor blend(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t),
                            float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

} // namespace

void CatalogDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                            const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const bool selected = opt.state & QStyle::State_Selected;
    const QPalette::ColorGroup group = opt.state & QStyle::State_Active ? QPalette::Active
                                                                        : QPalette::Inactive;
    const QColor text = opt.palette.color(group,
                                          selected ? QPalette::HighlightedText : QPalette::Text);
    const QColor background = opt.palette.color(group,
                                                selected ? QPalette::Highlight : QPalette::Base);
    const QRect area = opt.rect.adjusted(kPadding * 2, kPadding, -kPadding * 2, -kPadding);

    painter->save();
    const QFont bold = Display::boldFont(opt.font);
    const QFontMetrics boldMetrics(bold);
    QString tag;
    int tagWidth = 0;
    QFont tagFont = factsFont(opt.font);
    const QFontMetrics tagMetrics(tagFont);
    if (index.data(CatalogModel::IsCustomRole).toBool()) {
        tag = tr("custom", "a user's own catalog entry");
        tagWidth = tagMetrics.horizontalAdvance(tag) + 2 * kPadding;
    }
    const int nameWidth = std::max(0, area.width() - (tagWidth ? tagWidth + kPadding : 0));
    const QString name = boldMetrics.elidedText(index.data(CatalogModel::NameRole).toString(),
                                                Qt::ElideRight, nameWidth);
    const QRect nameRect(area.left(), area.top(), nameWidth, boldMetrics.height());
    painter->setFont(bold);
    painter->setPen(text);
    painter->drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter, name);

    if (!tag.isEmpty()) {
        const int left = area.left() + boldMetrics.horizontalAdvance(name) + kPadding;
        const QRect tagRect(left, nameRect.top() + (nameRect.height() - tagMetrics.height()) / 2,
                            tagWidth, tagMetrics.height());
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(blend(background, text, 0.6));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(QRectF(tagRect).adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
        painter->setFont(tagFont);
        painter->drawText(tagRect, Qt::AlignCenter, tag);
    }

    const QFont small = factsFont(opt.font);
    const QFontMetrics smallMetrics(small);
    const QRect factsRect(area.left(), nameRect.bottom() + 1 + kPadding / 2, area.width(),
                          smallMetrics.height());
    painter->setFont(small);
    painter->setPen(blend(background, text, 0.78));
    painter->drawText(factsRect, Qt::AlignLeft | Qt::AlignVCenter,
                      smallMetrics.elidedText(index.data(CatalogModel::FactsRole).toString(),
                                              Qt::ElideRight, factsRect.width()));
    painter->restore();
}

QSize CatalogDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QFontMetrics boldMetrics(Display::boldFont(opt.font));
    const QFontMetrics smallMetrics(factsFont(opt.font));
    // A modest width: rows fill the list's width and elide, so a narrow dock never scrolls
    // sideways.
    const int width = std::min(boldMetrics.horizontalAdvance(opt.text),
                               24 * boldMetrics.averageCharWidth());
    return {width + 4 * kPadding,
            boldMetrics.height() + smallMetrics.height() + 2 * kPadding + kPadding / 2 + 1};
}

} // namespace Headroom
