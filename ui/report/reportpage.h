#pragma once

#include "report/reportwriter.h"

#include <QFont>
#include <QList>
#include <QRectF>
#include <QString>
#include <QStringList>

QT_BEGIN_NAMESPACE
class QFontMetricsF;
class QPagedPaintDevice;
class QPainter;
QT_END_NAMESPACE

namespace Headroom {

/** `text` wrapped to `width`: lines break only at spaces (U+0020) and at line breaks, never
 *  inside a word or a figure ("-$1,985", "1 985 zł" with its no-break spaces, "TP 2"); a word
 *  wider than `width` on its own is broken between letters. */
QStringList wrappedLines(const QFontMetricsF &metrics, const QString &text, double width);

/** The widest a text needs on one line: its widest word (as wrappedLines() breaks it), or all
 *  of it when `whole`. */
double widestWord(const QFontMetricsF &metrics, const QString &text, bool whole);

/** The report's cursor: lays out top to bottom on the body of a page (the printable area less
 *  the footer's band, so that nothing is drawn over the page number) and starts new pages,
 *  keeping headings, small tables and paragraphs whole. */
class ReportPage final
{
public:
    ReportPage(QPainter &painter, QPagedPaintDevice &device);
    Q_DISABLE_COPY_MOVE(ReportPage)

    double pt(double points) const { return points * m_dpi / 72.0; }
    QPainter &painter() { return m_painter; }
    QRectF area() const { return m_area; } // the body, device pixels
    double y() const { return m_y; }
    double left() const { return m_area.bottom() - m_y; }
    bool atTop() const { return m_y <= m_area.top() + 0.5; }
    void advance(double pixels) { m_y += pixels; }
    int pages() const { return m_pages; }
    QList<ReportTable> *tables() const { return m_tables; }
    void setTables(QList<ReportTable> *tables) { m_tables = tables; }

    /** The page number in the footer's band, below the body. */
    void footer();
    /** A page break the report's order asks for (a configuration's page). */
    void newPage();
    /** A page break because what comes next does not fit: the next page continues this one. */
    void continueOnNewPage();
    /** Starts a section of text on a new page, or below the run-over of the previous section
     *  when that is all a continued page holds (no page with a line or two on it). */
    void startSection();
    /** A new page when `height` does not fit below the cursor but would on an empty page. */
    void keepTogether(double height);

    QFont font(double points, bool bold = false) const;
    double lineHeight(double points, bool bold = false) const;
    /** What text() takes for `text`, without drawing it. */
    double textHeight(const QString &text, double points, bool bold = false,
                      double indent = 0) const;
    /** Draws wrapped text at the cursor, whole on the next page when it does not fit here;
     *  returns its height. */
    double text(const QString &text, double points, bool bold = false, double indent = 0);
    /** A section's heading, kept on a page with the `keepWithNext` pixels that follow it. */
    void heading(const QString &text, double keepWithNext = 0);
    double headingHeight(const QString &text) const;

private:
    QPainter &m_painter;
    QPagedPaintDevice &m_device;
    double m_dpi;
    QRectF m_area;
    double m_footerTop = 0;
    double m_y = 0;
    int m_pages = 1;
    bool m_continued = false; // this page holds what ran over from the previous one
    QList<ReportTable> *m_tables = nullptr;
};

} // namespace Headroom
