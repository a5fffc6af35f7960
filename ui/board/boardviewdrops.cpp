// BoardView's drag and drop: what a drop onto the board or a card means, its highlight, and
// dragging a card to reorder (the class is in boardview.cpp).
#include "board/boardcanvas.h"
#include "board/boardview.h"
#include "board/configurationcard.h"
#include "document/mimetypes.h"
#include "document/projectdocument.h"

#include <QDrag>
#include <QDropEvent>
#include <QMimeData>

namespace Headroom {

namespace {

QString idFrom(const QMimeData *mime, const QString &type)
{
    return mime && mime->hasFormat(type) ? QString::fromUtf8(mime->data(type)).trimmed()
                                         : QString();
}

} // namespace

// --- Drops ---------------------------------------------------------------------------------

QPoint BoardView::toCanvas(const QDropEvent *event, const QWidget *receiver) const
{
    const QPoint pos = event->position().toPoint();
    if (receiver == m_canvas)
        return pos;
    if (receiver == this)
        return m_canvas->mapFrom(this, pos);
    return receiver->mapTo(m_canvas, pos);
}

ConfigurationCard *BoardView::cardAtCanvas(QPoint canvasPos) const
{
    for (ConfigurationCard *c : m_cards) {
        if (c->isVisible() && c->geometry().contains(canvasPos))
            return c;
    }
    return nullptr;
}

ConfigurationCard *BoardView::dropTarget(const QDropEvent *event, QWidget *receiver) const
{
    if (auto *c = qobject_cast<ConfigurationCard *>(receiver))
        return c;
    return cardAtCanvas(toCanvas(event, receiver));
}

qsizetype BoardView::insertionIndex(QPoint canvasPos) const
{
    for (qsizetype i = 0; i < m_cards.size(); ++i) {
        const QRect g = m_cards[i]->geometry();
        if (canvasPos.y() < g.top())
            return i;
        if (canvasPos.y() <= g.bottom() && canvasPos.x() < g.center().x())
            return i;
    }
    return m_cards.size();
}

BoardView::DropKind BoardView::dropKind(const QMimeData *mime, ConfigurationCard *onCard) const
{
    const QString config = idFrom(mime, MimeTypes::configurationId());
    if (!config.isEmpty())
        return m_document.configuration(config) ? DropKind::Configuration : DropKind::None;
    const QString model = idFrom(mime, MimeTypes::modelId());
    if (!model.isEmpty()) {
        if (!m_document.catalog().model(model))
            return DropKind::None;
        return onCard ? DropKind::Model : DropKind::ModelOnBackground;
    }
    const QString gpu = idFrom(mime, MimeTypes::gpuId());
    if (!gpu.isEmpty())
        return m_document.catalog().gpu(gpu) ? DropKind::Gpu : DropKind::None;
    return DropKind::None;
}

void BoardView::clearDropHighlight()
{
    m_canvas->setHighlight(false);
    for (ConfigurationCard *c : m_cards)
        c->setDropHighlight(false);
}

void BoardView::handleDrag(QDropEvent *event, QWidget *receiver)
{
    ConfigurationCard *target = dropTarget(event, receiver);
    const DropKind kind = dropKind(event->mimeData(), target);
    clearDropHighlight();
    if (kind == DropKind::None) {
        event->ignore();
        return;
    }
    if (kind == DropKind::Gpu || kind == DropKind::ModelOnBackground)
        m_canvas->setHighlight(true);
    else if (target)
        target->setDropHighlight(true);
    if (kind == DropKind::Configuration) {
        event->setDropAction(Qt::MoveAction);
        event->accept();
    } else {
        event->acceptProposedAction();
    }
}

void BoardView::handleDrop(QDropEvent *event, QWidget *receiver)
{
    ConfigurationCard *target = dropTarget(event, receiver);
    const QMimeData *mime = event->mimeData();
    const DropKind kind = dropKind(mime, target);
    clearDropHighlight();
    switch (kind) {
    case DropKind::None: event->ignore(); return;
    case DropKind::Gpu: {
        const qsizetype index = target ? m_cards.indexOf(target) + 1
                                       : insertionIndex(toCanvas(event, receiver));
        addConfiguration(idFrom(mime, MimeTypes::gpuId()), 1, 1, 1, index);
        event->acceptProposedAction();
        return;
    }
    case DropKind::Model:
        deployModel(target->configurationId(), idFrom(mime, MimeTypes::modelId()));
        event->acceptProposedAction();
        return;
    case DropKind::ModelOnBackground:
        deployModelOnNewConfiguration(idFrom(mime, MimeTypes::modelId()),
                                      insertionIndex(toCanvas(event, receiver)));
        event->acceptProposedAction();
        return;
    case DropKind::Configuration: {
        const QString id = idFrom(mime, MimeTypes::configurationId());
        const qsizetype from = m_document.configurationIndex(id);
        qsizetype to = target ? m_cards.indexOf(target) : insertionIndex(toCanvas(event, receiver));
        if (!target && to > from)
            --to; // an insertion point after the card itself, counted before it is taken out
        moveConfiguration(id, to);
        event->setDropAction(Qt::MoveAction);
        event->accept();
        return;
    }
    }
}

void BoardView::startCardDrag(ConfigurationCard *card)
{
    auto *mime = new QMimeData;
    mime->setData(MimeTypes::configurationId(), card->configurationId().toUtf8());
    auto *drag = new QDrag(card);
    drag->setMimeData(mime);
    const QPixmap pixmap = card->grab();
    drag->setPixmap(pixmap.scaledToWidth(std::max(pixmap.width() / 2, 1), Qt::SmoothTransformation));
    drag->exec(Qt::MoveAction);
}

} // namespace Headroom
