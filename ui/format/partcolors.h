#pragma once

#include "estimate/memorybreakdown.h"

#include <QColor>
#include <QPalette>

namespace Headroom::Display {

/** One colour per bar segment, shared by the board, the inspector, the charts and the report so
 *  a segment looks the same everywhere. Chosen to stay distinct on light and dark palettes and
 *  for the common colour-vision deficiencies (Okabe-Ito based). */
QColor memoryPartColor(MemoryPartKind kind);
QColor freeColor(const QPalette &palette); // the unused part of a bar
QColor overflowColor(); // red: what does not fit
QColor capacityLineColor(const QPalette &palette);

} // namespace Headroom::Display
