#include "report/reportpage.h"

#include "report/reporttext.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>

namespace Headroom {

namespace {

constexpr double kFooterPoints = 9; // the page number's line
constexpr double kFooterGapPoints = 5; // between the body and the page number
// a continued page with less than this part of its body used takes the next section below
constexpr double kShortPage = 0.3;

/** `word` cut into pieces no wider than `width` (at least one letter each). */
QStringList brokenWord(const QFontMetricsF &metrics, const QString &word, double width)
{
    QStringList pieces;
    QString piece;
    for (const QChar c : word) {
        if (!piece.isEmpty() && metrics.horizontalAdvance(QString(piece + c)) > width) {
            pieces.append(piece);
            piece.clear();
        }
        piece += c;
    }
    if (!piece.isEmpty())
        pieces.append(piece);
    return pieces;
}

/** One paragraph (no line break) wrapped at its spaces. */
void wrapParagraph(const QFontMetricsF &metrics, const QString &paragraph, double width,
                   QStringList &lines)
{
    QString line;
    for (const QString &word : paragraph.split(u' ', Qt::SkipEmptyParts)) {
        const QString candidate = line.isEmpty() ? word : line + u' ' + word;
        if (metrics.horizontalAdvance(candidate) <= width) {
            line = candidate;
            continue;
        }
        if (!line.isEmpty())
            lines.append(line);
        QStringList pieces = brokenWord(metrics, word, width);
        line = pieces.takeLast();
        lines.append(pieces);
    }
    lines.append(line);
}

} // namespace

QStringList wrappedLines(const QFontMetricsF &metrics, const QString &text, double width)
{
    QStringList lines;
    if (text.isEmpty())
        return lines;
    for (const QString &paragraph : text.split(u'\n'))
        wrapParagraph(metrics, paragraph, width, lines);
    return lines;
}

double widestWord(const QFontMetricsF &metrics, const QString &text, bool whole)
{
    double w = 0;
    for (const QString &line : text.split(u'\n')) {
        if (whole) {
            w = std::max(w, metrics.horizontalAdvance(line));
            continue;
        }
        for (const QString &word : line.split(u' ', Qt::SkipEmptyParts))
            w = std::max(w, metrics.horizontalAdvance(word));
    }
    return w;
}

ReportPage::ReportPage(QPainter &painter, QPagedPaintDevice &device)
    : m_painter(painter)
    , m_device(device)
    , m_dpi(device.logicalDpiY())
{
    // the page number has a band of its own at the foot of the printable area
    m_footerTop = device.height() - pt(kFooterPoints);
    m_area = QRectF(0, 0, device.width(), m_footerTop - pt(kFooterGapPoints));
    m_y = m_area.top();
}

void ReportPage::footer()
{
    m_painter.setFont(font(7));
    m_painter.setPen(Qt::darkGray);
    const QRectF band(m_area.left(), m_footerTop, m_area.width(), pt(kFooterPoints));
    m_painter.drawText(band, Qt::AlignRight | Qt::AlignVCenter,
                       ReportText::tr("Page %1").arg(QLocale().toString(m_pages)));
    m_painter.setPen(Qt::black);
}

void ReportPage::newPage()
{
    m_device.newPage();
    ++m_pages;
    m_y = m_area.top();
    m_continued = false;
    footer();
}

void ReportPage::continueOnNewPage()
{
    newPage();
    m_continued = true;
}

void ReportPage::startSection()
{
    if (m_continued && m_y - m_area.top() < m_area.height() * kShortPage) {
        advance(pt(14));
        m_continued = false;
        return;
    }
    newPage();
}

void ReportPage::keepTogether(double height)
{
    if (height > left() && !atTop() && height <= m_area.height())
        continueOnNewPage();
}

QFont ReportPage::font(double points, bool bold) const
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPointSizeF(points);
    f.setBold(bold);
    return f;
}

double ReportPage::lineHeight(double points, bool bold) const
{
    return QFontMetricsF(font(points, bold), &m_device).height();
}

double ReportPage::textHeight(const QString &text, double points, bool bold, double indent) const
{
    const QFontMetricsF metrics(font(points, bold), &m_device);
    return double(wrappedLines(metrics, text, m_area.width() - indent).size()) * metrics.height();
}

double ReportPage::text(const QString &text, double points, bool bold, double indent)
{
    const QFont f = font(points, bold);
    const QFontMetricsF metrics(f, &m_device);
    const double width = m_area.width() - indent;
    const QStringList lines = wrappedLines(metrics, text, width);
    const double line = metrics.height();
    const double needed = double(lines.size()) * line;
    keepTogether(needed); // runs on at the next page's top
    for (const QString &l : lines) {
        if (line > left() && !atTop()) // only a paragraph taller than a page is split
            continueOnNewPage();
        m_painter.setFont(f);
        m_painter.drawText(QRectF(m_area.left() + indent, m_y, width, line),
                           Qt::AlignLeft | Qt::AlignTop, l);
        m_y += line;
    }
    return needed;
}

double ReportPage::headingHeight(const QString &text) const
{
    return pt(6) + textHeight(text, 13, true) + pt(4);
}

void ReportPage::heading(const QString &text, double keepWithNext)
{
    keepTogether(headingHeight(text) + keepWithNext);
    if (!atTop())
        advance(pt(6));
    this->text(text, 13, true);
    advance(pt(4));
}

} // namespace Headroom
