#include "mainwindow/wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QScrollBar>
#include <QWheelEvent>

namespace Headroom {

namespace {

/** A value that a turn of the wheel would change, inside a panel that scrolls: that panel. */
QAbstractScrollArea *guarded(QObject *object)
{
    auto *widget = qobject_cast<QWidget *>(object);
    if (!widget || qobject_cast<QScrollBar *>(widget)
        || !(qobject_cast<QComboBox *>(widget) || qobject_cast<QAbstractSpinBox *>(widget)
             || qobject_cast<QAbstractSlider *>(widget)))
        return nullptr;
    for (QWidget *p = widget->parentWidget(); p; p = p->parentWidget()) {
        if (auto *area = qobject_cast<QAbstractScrollArea *>(p))
            return area;
    }
    return nullptr;
}

} // namespace

void WheelGuard::install()
{
    static WheelGuard *guard = nullptr;
    if (guard || !qApp)
        return;
    guard = new WheelGuard(qApp);
    qApp->installEventFilter(guard);
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Polish || event->type() == QEvent::Show) {
        // Qt gives wheel-focus widgets the focus on the first turn, before any filter sees it
        auto *w = static_cast<QWidget *>(watched);
        if (guarded(watched) && w->focusPolicy() == Qt::WheelFocus)
            w->setFocusPolicy(Qt::StrongFocus);
    } else if (event->type() == QEvent::Wheel) {
        auto *w = static_cast<QWidget *>(watched);
        if (QAbstractScrollArea *area = guarded(watched); area && !w->hasFocus()) {
            // the panel scrolls instead (an application filter that keeps an event ends its
            // delivery: it is handed to the scroll area's viewport here)
            const auto *wheel = static_cast<QWheelEvent *>(event);
            QWidget *viewport = area->viewport();
            const QPointF at = viewport->mapFromGlobal(wheel->globalPosition());
            QWheelEvent scroll(at, wheel->globalPosition(), wheel->pixelDelta(),
                               wheel->angleDelta(), wheel->buttons(), wheel->modifiers(),
                               wheel->phase(), wheel->inverted(), wheel->source(),
                               wheel->pointingDevice());
            QCoreApplication::sendEvent(viewport, &scroll);
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace Headroom
