#pragma once

#include "estimate/vramstack.h"

#include <QWidget>

class QPainter;

namespace Headroom {

/** One GPU's memory as a stacked horizontal bar: the segments of every deployment in stacking
 *  order, the free space, a line at the capacity, and in red whatever lies beyond it. Segment
 *  sizes are in GiB inside the bar where they fit; every segment explains itself in a tooltip.
 *  Compact bars (large configurations) are thin and show only the GPU index and the total.
 *  Tooltips and the accessible description are written only when asked for. */
class VramBar final : public QWidget
{
    Q_OBJECT

public:
    explicit VramBar(QWidget *parent = nullptr);

    void setModel(const VramBarModel &model);
    const VramBarModel &model() const { return m_model; }
    void setCompact(bool compact);
    bool isCompact() const { return m_compact; }
    /** Name the deployments above their spans (when a configuration holds several). */
    void setShowDeploymentLabels(bool show);

    QRectF barRect() const; // where the bar is drawn
    QRectF segmentRect(int index) const; // pixel extent of model().segments[index]
    QRectF freeRect() const; // empty when full
    QRectF overflowRect() const; // empty when it fits
    double capacityX() const;
    /** Index into model().segments at `pos`; -1 = free space, -2 = over capacity, -3 = none. */
    int hitTest(QPointF pos) const;
    QString toolTipAt(QPointF pos) const;
    /** What the accessible description says (each part and the free space), written now: a
     *  screen reader gets it through the bar's accessibility interface when it asks. */
    QString descriptionText() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    void paintTexts(QPainter &p) const;
    void paintSegments(QPainter &p) const;
    void paintDeploymentLabels(QPainter &p) const;
    void paintOverflow(QPainter &p) const;
    void paintOutline(QPainter &p) const;
    double scaleBytes() const;
    double xOf(std::int64_t bytes) const;
    int headerHeight() const;
    int labelRowHeight() const;
    int barHeight() const;
    int indexWidth() const;
    int totalWidth() const;
    QString totalText() const;
    void updateAccessibility();

    VramBarModel m_model;
    bool m_compact = false;
    bool m_showDeploymentLabels = false;
    mutable int m_totalWidth = -1; // totalWidth(), measured when first needed
};

} // namespace Headroom
