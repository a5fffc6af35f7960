#include "format/partcolors.h"

namespace Headroom::Display {

QColor memoryPartColor(MemoryPartKind kind)
{
    switch (kind) {
    case MemoryPartKind::Weights: return QColor(0x00, 0x72, 0xB2); // blue
    case MemoryPartKind::MasterWeights: return QColor(0x56, 0xB4, 0xE9); // sky blue
    case MemoryPartKind::Gradients: return QColor(0xCC, 0x79, 0xA7); // reddish purple
    case MemoryPartKind::OptimizerStates: return QColor(0x88, 0x4E, 0xA0); // purple
    case MemoryPartKind::KvCache: return QColor(0x00, 0x9E, 0x73); // bluish green
    case MemoryPartKind::SequenceState: return QColor(0xF0, 0xE4, 0x42); // yellow (Okabe-Ito)
    case MemoryPartKind::DraftModel: return QColor(0x33, 0x22, 0x88); // indigo (Tol)
    case MemoryPartKind::Activations: return QColor(0xE6, 0x9F, 0x00); // orange
    case MemoryPartKind::Runtime: return QColor(0x8C, 0x8C, 0x8C); // grey
    case MemoryPartKind::Reserve: return QColor(0xC8, 0xB8, 0x8A); // sand
    }
    return Qt::gray;
}

QColor freeColor(const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    return base.lightness() > 128 ? base.darker(108) : base.lighter(140);
}

QColor overflowColor()
{
    return QColor(0xD5, 0x2B, 0x1E);
}

QColor capacityLineColor(const QPalette &palette)
{
    return palette.color(QPalette::WindowText);
}

} // namespace Headroom::Display
