#pragma once

#include <QObject>

namespace Headroom {

/** Scrolling a panel with the mouse wheel scrolls the panel: a combo box, spin box or slider
 *  inside a scroll area takes the wheel only once it has the keyboard focus (clicked or tabbed
 *  to); otherwise the scroll area gets the wheel, and the value stays as it is (the
 *  inspector's KV cache no longer turns from BF16 to FP32 while the panel scrolls past it).
 *  Installed once on the application (install()); the widgets lose Qt's wheel focus, so the
 *  wheel no longer gives them the focus either. */
class WheelGuard : public QObject
{
    Q_OBJECT

public:
    /** Installs the guard on the application (once; later calls do nothing). */
    static void install();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

} // namespace Headroom
