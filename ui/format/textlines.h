#pragma once

#include <QFontMetricsF>
#include <QString>
#include <QStringList>

namespace Headroom::Display {

/** `text` broken at its spaces into the fewest lines, at most `maxLines` (0: no limit), that are
 *  each no wider than `room` (or than its widest word, where a word is wider), the breaks
 *  chosen so that the widest line is as narrow as it can be ("Max batch" / "(sequences)", not
 *  "Max batch (sequences)" / ""). Where even `maxLines` lines cannot fit, the narrowest
 *  arrangement in `maxLines` lines. Words are never split. One mechanism for chart titles and
 *  table headers. */
QStringList fitLines(const QString &text, const QFontMetricsF &metrics, qreal room,
                     int maxLines = 0);

} // namespace Headroom::Display
