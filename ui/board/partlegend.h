#pragma once

#include "estimate/memorybreakdown.h"

#include <QList>
#include <QWidget>

namespace Headroom {

/** The colour key of a card: a swatch and a name for each part kind present, then free space
 *  (and over capacity when a GPU overflows). Wraps onto more lines as names get longer. */
class PartLegend final : public QWidget
{
    Q_OBJECT

public:
    explicit PartLegend(QWidget *parent = nullptr);

    void setKinds(const QList<MemoryPartKind> &kinds, bool overflow);
    const QList<MemoryPartKind> &kinds() const { return m_kinds; }
    bool showsOverflow() const { return m_overflow; }
    QStringList itemTexts() const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    struct Item
    {
        QColor color;
        QString text;
        bool hatched = false;
    };
    QList<Item> items() const;
    int layoutItems(int width, QList<QRect> *rects) const;

    QList<MemoryPartKind> m_kinds;
    bool m_overflow = false;
};

} // namespace Headroom
