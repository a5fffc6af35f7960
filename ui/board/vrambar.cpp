#include "board/vrambar.h"

#include "format/displayformat.h"
#include "format/partcolors.h"
#include "format/texthelpers.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace Headroom {

namespace {

constexpr int kGap = 6; // between the index/total texts and the bar

// Dark text on light segments, light on dark: the fill is a fixed colour, not a palette role.
QColor textOn(const QColor &fill)
{
    const double luminance = 0.299 * fill.redF() + 0.587 * fill.greenF() + 0.114 * fill.blueF();
    return luminance > 0.55 ? QColor(0x10, 0x10, 0x10) : QColor(0xFA, 0xFA, 0xFA);
}

/** What a screen reader reads of a bar: its name, and the parts as the description, written
 *  when asked. */
class VramBarAccessible final : public QAccessibleWidget
{
public:
    explicit VramBarAccessible(VramBar *bar)
        : QAccessibleWidget(bar, QAccessible::Chart)
    { }
    QString text(QAccessible::Text t) const override
    {
        const auto *bar = static_cast<const VramBar *>(widget());
        if (t == QAccessible::Description && bar->accessibleDescription().isEmpty())
            return bar->descriptionText();
        return QAccessibleWidget::text(t);
    }
};

QAccessibleInterface *vramBarAccessible(const QString &className, QObject *object)
{
    if (className == QLatin1StringView(VramBar::staticMetaObject.className()))
        if (auto *bar = qobject_cast<VramBar *>(object))
            return new VramBarAccessible(bar);
    return nullptr;
}

} // namespace

VramBar::VramBar(QWidget *parent)
    : QWidget(parent)
{
    static const bool accessible = [] {
        QAccessible::installFactory(vramBarAccessible);
        return true;
    }();
    Q_UNUSED(accessible);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setMouseTracking(true);
    setAttribute(Qt::WA_Hover);
}

void VramBar::setModel(const VramBarModel &model)
{
    if (model == m_model)
        return;
    m_model = model;
    m_totalWidth = -1;
    updateAccessibility();
    update();
}

void VramBar::setCompact(bool compact)
{
    if (compact == m_compact)
        return;
    m_compact = compact;
    m_totalWidth = -1;
    updateGeometry();
    update();
}

void VramBar::setShowDeploymentLabels(bool show)
{
    if (show == m_showDeploymentLabels)
        return;
    m_showDeploymentLabels = show;
    updateGeometry();
    update();
}

int VramBar::headerHeight() const
{
    return m_compact ? 0 : fontMetrics().height() + 2;
}

int VramBar::labelRowHeight() const
{
    return (m_showDeploymentLabels && !m_compact) ? fontMetrics().height() + 2 : 0;
}

int VramBar::barHeight() const
{
    const int h = fontMetrics().height();
    return m_compact ? std::max(6, h * 3 / 5) : h + h / 2;
}

int VramBar::indexWidth() const
{
    return m_compact ? fontMetrics().horizontalAdvance(QStringLiteral("00")) : 0;
}

QString VramBar::totalText() const
{
    if (m_compact)
        return Display::gib(m_model.usedBytes());
    //: used memory of a GPU against its capacity: "62.3 GiB of 79.2 GiB"
    return tr("%1 of %2").arg(Display::gib(m_model.usedBytes()), Display::gib(m_model.capacity));
}

int VramBar::totalWidth() const
{
    if (!m_compact)
        return 0;
    // Every segment's position depends on it: measured once per model, font and language.
    if (m_totalWidth < 0) {
        // Wide enough for any value up to twice the capacity, so that compact bars line up.
        const QString widest = Display::gib(std::max(m_model.capacity * 2, m_model.usedBytes()));
        m_totalWidth = fontMetrics().horizontalAdvance(widest) + 2;
    }
    return m_totalWidth;
}

QSize VramBar::sizeHint() const
{
    const int h = m_compact ? std::max(fontMetrics().height(), barHeight()) + 2
                            : headerHeight() + labelRowHeight() + barHeight() + 4;
    return {fontMetrics().averageCharWidth() * 40, h};
}

QSize VramBar::minimumSizeHint() const
{
    return {fontMetrics().averageCharWidth() * 16, sizeHint().height()};
}

QRectF VramBar::barRect() const
{
    const double left = m_compact ? indexWidth() + kGap : 1;
    const double right = width() - (m_compact ? totalWidth() + kGap : 1);
    const double top = m_compact ? (height() - barHeight()) / 2.0
                                 : headerHeight() + labelRowHeight() + 1;
    return {left, top, std::max(right - left, 1.0), double(barHeight())};
}

double VramBar::scaleBytes() const
{
    return double(std::max({m_model.capacity, m_model.usedBytes(), std::int64_t(1)}));
}

double VramBar::xOf(std::int64_t bytes) const
{
    const QRectF bar = barRect();
    return bar.left() + bar.width() * double(bytes) / scaleBytes();
}

double VramBar::capacityX() const
{
    return xOf(m_model.capacity);
}

QRectF VramBar::segmentRect(int index) const
{
    if (index < 0 || index >= m_model.segments.size())
        return {};
    std::int64_t start = 0;
    for (int i = 0; i < index; ++i)
        start += m_model.segments[i].bytes;
    const QRectF bar = barRect();
    const double x0 = xOf(start);
    const double x1 = xOf(start + m_model.segments[index].bytes);
    return {x0, bar.top(), x1 - x0, bar.height()};
}

QRectF VramBar::freeRect() const
{
    if (m_model.freeBytes() <= 0)
        return {};
    const QRectF bar = barRect();
    const double x0 = xOf(m_model.usedBytes());
    return {x0, bar.top(), capacityX() - x0, bar.height()};
}

QRectF VramBar::overflowRect() const
{
    if (m_model.overflowBytes() <= 0)
        return {};
    const QRectF bar = barRect();
    const double x0 = capacityX();
    return {x0, bar.top(), xOf(m_model.usedBytes()) - x0, bar.height()};
}

int VramBar::hitTest(QPointF pos) const
{
    const QRectF bar = barRect().adjusted(0, -2, 0, 2);
    if (!bar.contains(pos))
        return -3;
    if (overflowRect().adjusted(0, -2, 0, 2).contains(pos))
        return -2;
    for (int i = 0; i < m_model.segments.size(); ++i) {
        if (segmentRect(i).adjusted(0, -2, 0, 2).contains(pos))
            return i;
    }
    return freeRect().adjusted(0, -2, 0, 2).contains(pos) ? -1 : -3;
}

QString VramBar::toolTipAt(QPointF pos) const
{
    const int hit = hitTest(pos);
    const QString gpu = tr("GPU %1").arg(m_model.gpuIndex);
    const double capacity = double(std::max<std::int64_t>(m_model.capacity, 1));
    if (hit >= 0) {
        const VramSegment &s = m_model.segments[hit];
        //: tooltip: part of a GPU's memory; %1 = part, %2 = model, %3 = GPU
        return tr("<b>%1</b> — %2, %3<br>%4 (%5 of the GPU)<br><small>%6</small>")
                .arg(Display::htmlLines(memoryPartName(s.kind)),
                     Display::htmlLines(s.deploymentLabel), gpu, Display::gib(s.bytes, 2),
                     Display::percent(double(s.bytes) / capacity),
                     Display::htmlLines(s.explanation.text()));
    }
    if (hit == -1)
        return tr("<b>Free</b>, %1<br>%2 of %3 unused")
                .arg(gpu, Display::gib(m_model.freeBytes(), 2), Display::gib(m_model.capacity, 2));
    if (hit == -2)
        return tr("<b>Over capacity</b>, %1<br>%2 more than the %3 this GPU has")
                .arg(gpu, Display::gib(m_model.overflowBytes(), 2),
                     Display::gib(m_model.capacity, 2));
    return {};
}

bool VramBar::event(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        updateAccessibility(); // setModel() leaves an unchanged model alone
        update();
    }
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange
        || event->type() == QEvent::FontChange)
        m_totalWidth = -1;
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString tip = toolTipAt(help->pos());
        if (tip.isEmpty()) {
            QToolTip::showText(help->globalPos(), accessibleName(), this);
        } else {
            QToolTip::showText(help->globalPos(), tip, this);
        }
        return true;
    }
    return QWidget::event(event);
}

void VramBar::updateAccessibility()
{
    setAccessibleName(
            tr("GPU %1: %2 used of %3")
                    .arg(m_model.gpuIndex)
                    .arg(Display::gib(m_model.usedBytes()), Display::gib(m_model.capacity)));
}

QString VramBar::descriptionText() const
{
    QStringList parts;
    for (const VramSegment &s : m_model.segments)
        parts << memoryPartName(s.kind) + u' ' + Display::gib(s.bytes);
    if (m_model.overflowBytes() > 0)
        parts << tr("over capacity by %1").arg(Display::gib(m_model.overflowBytes()));
    else
        parts << tr("free %1").arg(Display::gib(m_model.freeBytes()));
    return parts.join(QStringLiteral(", "));
}

void VramBar::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, false);
    paintTexts(p);
    paintSegments(p);
    if (labelRowHeight() > 0)
        paintDeploymentLabels(p);
    if (m_model.overflowBytes() > 0)
        paintOverflow(p);
    paintOutline(p);
}

/** "GPU n" and the total (normal), or the index and the total (compact). */
void VramBar::paintTexts(QPainter &p) const
{
    const bool overflow = m_model.overflowBytes() > 0;
    const QFontMetrics fm = fontMetrics();
    p.setPen(palette().color(QPalette::WindowText));
    if (m_compact) {
        p.drawText(QRectF(0, 0, indexWidth(), height()), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(m_model.gpuIndex));
        p.drawText(QRectF(width() - totalWidth(), 0, totalWidth(), height()),
                   Qt::AlignRight | Qt::AlignVCenter, totalText());
    } else {
        const QRectF header(0, 0, width(), headerHeight());
        const QString total = totalText();
        QFont bold = font();
        bold.setBold(overflow); // an overflowing GPU's total stands out
        const int totalW = QFontMetrics(bold).horizontalAdvance(total);
        QString name = tr("GPU %1").arg(m_model.gpuIndex);
        if (m_model.pipelined && m_model.layers > 0)
            //: %1 = GPU name, %2 = pipeline stage, %3-%4 = layer range
            name = tr("%1 · stage %2, layers %3–%4")
                           .arg(name)
                           .arg(m_model.stage)
                           .arg(m_model.firstLayer)
                           .arg(m_model.firstLayer + m_model.layers - 1);
        p.drawText(header, Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(name, Qt::ElideRight, std::max(width() - totalW - kGap, 1)));
        p.setFont(bold);
        p.drawText(header, Qt::AlignRight | Qt::AlignVCenter, total);
        p.setFont(font());
    }
}

/** The free space (the whole bar up to the capacity) behind the segments, then the segments
 *  with their sizes where they fit. */
void VramBar::paintSegments(QPainter &p) const
{
    const QPalette &pal = palette();
    const QRectF bar = barRect();
    const QFontMetrics fm = fontMetrics();
    const double scale = scaleBytes();
    const double capacityAt = capacityX();
    p.fillRect(QRectF(bar.left(), bar.top(), capacityAt - bar.left(), bar.height()),
               Display::freeColor(pal));

    QString previousDeployment;
    std::int64_t start = 0;
    for (int i = 0; i < m_model.segments.size(); ++i) {
        const VramSegment &s = m_model.segments[i];
        const double x0 = bar.left() + bar.width() * double(start) / scale;
        start += s.bytes;
        const QRectF r(x0, bar.top(), bar.left() + bar.width() * double(start) / scale - x0,
                       bar.height());
        const QColor fill = Display::memoryPartColor(s.kind);
        p.fillRect(r, fill);
        // The label goes in the part of the segment that is not hidden by the overflow.
        const QRectF visible = r.intersected(
                QRectF(bar.left(), bar.top(), capacityAt - bar.left(), bar.height()));
        if (!m_compact && visible.width() > 2) {
            const QString text = Display::gib(s.bytes);
            if (fm.horizontalAdvance(text) + 6 <= visible.width()) {
                p.setPen(textOn(fill));
                p.drawText(visible, Qt::AlignCenter, text);
            }
        }
        if (s.deploymentId != previousDeployment && i > 0) {
            // A deployment boundary: a gap in the window colour.
            p.fillRect(QRectF(r.left() - 1, bar.top(), 2, bar.height()), pal.color(QPalette::Base));
        }
        previousDeployment = s.deploymentId;
    }
}

/** Deployment names above their spans. */
void VramBar::paintDeploymentLabels(QPainter &p) const
{
    const QFontMetrics fm = fontMetrics();
    const double labelTop = headerHeight();
    p.setPen(palette().color(QPalette::WindowText));
    int i = 0;
    while (i < m_model.segments.size()) {
        const QString id = m_model.segments[i].deploymentId;
        const QString label = m_model.segments[i].deploymentLabel;
        const double x0 = segmentRect(i).left();
        int j = i;
        while (j + 1 < m_model.segments.size() && m_model.segments[j + 1].deploymentId == id
               && m_model.segments[j + 1].kind != MemoryPartKind::Reserve)
            ++j;
        const double x1 = segmentRect(j).right();
        if (m_model.segments[i].kind != MemoryPartKind::Reserve && x1 - x0 > 8) {
            const QRectF span(x0 + 1, labelTop, x1 - x0 - 2, labelRowHeight() - 1);
            p.drawLine(QPointF(span.left(), span.bottom()), QPointF(span.right(), span.bottom()));
            p.drawText(span.adjusted(2, 0, -2, -2), Qt::AlignLeft | Qt::AlignVCenter,
                       fm.elidedText(label, Qt::ElideRight, int(span.width()) - 4));
        }
        i = j + 1;
    }
}

/** What lies beyond the capacity: red, hatched, with the amount. */
void VramBar::paintOverflow(QPainter &p) const
{
    const QRectF r = overflowRect();
    const QFontMetrics fm = fontMetrics();
    p.fillRect(r, Display::overflowColor());
    p.fillRect(r, QBrush(Display::overflowColor().darker(140), Qt::BDiagPattern));
    const QString text = u'+' + Display::gib(m_model.overflowBytes());
    if (!m_compact && fm.horizontalAdvance(text) + 6 <= r.width()) {
        p.setPen(Qt::white);
        p.drawText(r, Qt::AlignCenter, text);
    }
}

/** The outline of the GPU's memory and the capacity line. */
void VramBar::paintOutline(QPainter &p) const
{
    const QPalette &pal = palette();
    const QRectF bar = barRect();
    const bool overflow = m_model.overflowBytes() > 0;
    const double capacityAt = capacityX();
    p.setPen(QPen(pal.color(QPalette::Mid), 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(bar.left(), bar.top(), capacityAt - bar.left() - 1, bar.height() - 1));
    p.setPen(QPen(Display::capacityLineColor(pal), 2));
    const double cx = std::round(capacityAt) - (overflow ? 0 : 1);
    p.drawLine(QPointF(cx, bar.top() - 2), QPointF(cx, bar.bottom() + 2));
}

} // namespace Headroom
