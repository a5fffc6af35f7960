#include "board/partlegend.h"

#include "format/partcolors.h"

#include <QPainter>

namespace Headroom {

PartLegend::PartLegend(QWidget *parent)
    : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void PartLegend::setKinds(const QList<MemoryPartKind> &kinds, bool overflow)
{
    if (kinds == m_kinds && overflow == m_overflow)
        return;
    m_kinds = kinds;
    m_overflow = overflow;
    setAccessibleName(tr("Legend: %1").arg(itemTexts().join(QStringLiteral(", "))));
    updateGeometry();
    update();
}

QList<PartLegend::Item> PartLegend::items() const
{
    QList<Item> list;
    for (MemoryPartKind kind : m_kinds)
        list.append({Display::memoryPartColor(kind), memoryPartName(kind), false});
    list.append({Display::freeColor(palette()), tr("Free"), false});
    if (m_overflow)
        list.append({Display::overflowColor(), tr("Over capacity"), true});
    return list;
}

QStringList PartLegend::itemTexts() const
{
    QStringList texts;
    for (const Item &item : items())
        texts << item.text;
    return texts;
}

int PartLegend::layoutItems(int width, QList<QRect> *rects) const
{
    const QFontMetrics fm = fontMetrics();
    const int swatch = fm.height() * 2 / 3;
    const int lineHeight = fm.height();
    const int spacing = fm.averageCharWidth() * 2;
    int x = 0;
    int y = 0;
    for (const Item &item : items()) {
        // +2: elidedText() elides a text given exactly its rounded advance
        const int w = swatch + 4 + fm.horizontalAdvance(item.text) + 2;
        if (x > 0 && x + w > width) {
            x = 0;
            y += lineHeight + 2;
        }
        if (rects)
            rects->append(QRect(x, y, std::min(w, width), lineHeight));
        x += w + spacing;
    }
    return y + lineHeight;
}

int PartLegend::heightForWidth(int width) const
{
    return layoutItems(std::max(width, 1), nullptr);
}

QSize PartLegend::sizeHint() const
{
    return {fontMetrics().averageCharWidth() * 40,
            heightForWidth(fontMetrics().averageCharWidth() * 40)};
}

QSize PartLegend::minimumSizeHint() const
{
    return {fontMetrics().averageCharWidth() * 10, fontMetrics().height()};
}

void PartLegend::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const QFontMetrics fm = fontMetrics();
    const int swatch = fm.height() * 2 / 3;
    QList<QRect> rects;
    layoutItems(width(), &rects);
    const QList<Item> list = items();
    for (qsizetype i = 0; i < list.size() && i < rects.size(); ++i) {
        const QRect r = rects[i];
        const QRect box(r.left(), r.top() + (r.height() - swatch) / 2, swatch, swatch);
        p.fillRect(box, list[i].color);
        if (list[i].hatched)
            p.fillRect(box, QBrush(list[i].color.darker(140), Qt::BDiagPattern));
        p.setPen(palette().color(QPalette::Mid));
        p.drawRect(box.adjusted(0, 0, -1, -1));
        p.setPen(palette().color(QPalette::WindowText));
        const QRect text = r.adjusted(swatch + 4, 0, 0, 0);
        p.drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(list[i].text, Qt::ElideRight, text.width()));
    }
}

} // namespace Headroom
