#pragma once

#include "board/boardview.h"

#include <QContextMenuEvent>
#include <QDropEvent>
#include <QPainter>
#include <QWidget>

namespace Headroom {

/** The scrolled widget: holds the cards and the empty-board hint, takes drops on the
 *  background and draws the drop highlight while a GPU is dragged over it. */
class BoardCanvas final : public QWidget
{
public:
    explicit BoardCanvas(BoardView &board)
        : m_board(board)
    {
        setObjectName(QStringLiteral("boardCanvas"));
        setAcceptDrops(true);
        setBackgroundRole(QPalette::Window);
        setAutoFillBackground(true);
    }

    void setHighlight(bool highlight)
    {
        if (highlight == m_highlight)
            return;
        m_highlight = highlight;
        update();
    }
    bool isHighlighted() const { return m_highlight; }

protected:
    void paintEvent(QPaintEvent *) override
    {
        if (!m_highlight)
            return;
        QPainter p(this);
        QColor fill = palette().color(QPalette::Highlight);
        fill.setAlphaF(0.08f);
        p.fillRect(rect(), fill);
        p.setPen(QPen(palette().color(QPalette::Highlight), 3, Qt::DashLine));
        p.drawRect(rect().adjusted(2, 2, -3, -3));
    }
    void dragEnterEvent(QDragEnterEvent *event) override { m_board.handleDrag(event, this); }
    void dragMoveEvent(QDragMoveEvent *event) override { m_board.handleDrag(event, this); }
    void dragLeaveEvent(QDragLeaveEvent *) override { m_board.clearDropHighlight(); }
    void dropEvent(QDropEvent *event) override { m_board.handleDrop(event, this); }
    void contextMenuEvent(QContextMenuEvent *event) override
    {
        m_board.showBoardMenu(event->globalPos());
        event->accept();
    }

private:
    BoardView &m_board;
    bool m_highlight = false;
};

} // namespace Headroom
