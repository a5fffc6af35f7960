#pragma once

#include <QLayout>
#include <QList>
#include <QStyle>

namespace Headroom {

/** Lays items out left to right and wraps them onto further rows (the Qt flow layout example),
 *  with height-for-width so a scroll area grows as rows wrap. Items in a row align to the top. */
class FlowLayout final : public QLayout
{
public:
    explicit FlowLayout(QWidget *parent = nullptr, int margin = -1, int hSpacing = -1,
                        int vSpacing = -1);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    void insertWidget(int index, QWidget *widget);
    /** Widen items (up to 1.6 x their width) so that whole columns fill each row: for cards of
     *  one width, the board then has no ragged gap on the right. */
    void setJustified(bool justified) { m_justified = justified; }
    int horizontalSpacing() const;
    int verticalSpacing() const;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    int count() const override;
    QLayoutItem *itemAt(int index) const override;
    QSize minimumSize() const override;
    void setGeometry(const QRect &rect) override;
    QSize sizeHint() const override;
    QLayoutItem *takeAt(int index) override;

private:
    int doLayout(const QRect &rect, bool testOnly) const;
    int smartSpacing(QStyle::PixelMetric pm) const;

    QList<QLayoutItem *> m_items;
    int m_hSpace;
    int m_vSpace;
    bool m_justified = false;
};

} // namespace Headroom
