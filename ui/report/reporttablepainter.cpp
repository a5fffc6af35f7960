#include "report/reporttablepainter.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <numeric>

namespace Headroom {

namespace {

constexpr double kMinTablePoints = 6.0; // smallest font a table shrinks to
constexpr int kRowsKept = 3; // rows that start a table with its header, or end it on a page
constexpr int kRowsLeft = 2; // rows a page keeps before the rest of a table goes over
constexpr double kSmallTable = 0.4; // a table up to this part of a page is kept whole

/** Which columns of a table hold figures: as given, or by default every column but the
 *  first of a wide table. */
QList<bool> figureColumns(qsizetype columns, const QList<bool> &given)
{
    if (!given.isEmpty())
        return given;
    QList<bool> figures;
    for (qsizetype i = 0; i < columns; ++i)
        figures.append(i > 0 && columns > 4);
    return figures;
}

} // namespace

ReportTablePainter::ReportTablePainter(ReportPage &page, QStringList header,
                                       QList<QStringList> rows, const QList<double> &fractions,
                                       QList<QList<bool>> bold, double points,
                                       const QList<bool> &figures)
    : m_page(page)
    , m_painter(page.painter())
    , m_header(std::move(header))
    , m_rows(std::move(rows))
    , m_bold(std::move(bold))
    , m_figure(figureColumns(fractions.size(), figures))
    , m_pad(page.pt(2))
{
    layOut(fractions, points);
    m_headerHeight = rowHeight(m_header, {}, true);
    for (qsizetype r = 0; r < m_rows.size(); ++r)
        m_rowHeights.append(rowHeight(m_rows[r], m_bold.value(r), false));
}

Qt::Alignment ReportTablePainter::alignment(int column) const
{
    return (isFigure(column) ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop;
}

/** The largest size from `points` down at which every column gets what it needs. */
void ReportTablePainter::layOut(const QList<double> &fractions, double points)
{
    for (; points >= kMinTablePoints - 1e-9; points -= 0.25) {
        if (const auto widths = widthsAt(fractions, points)) {
            m_points = points;
            m_widths = *widths;
            return;
        }
    }
    // a word wider than its column at the smallest font breaks rather than being clipped
    m_points = kMinTablePoints;
    m_widths.clear();
    for (double fraction : fractions)
        m_widths.append(fraction * m_page.area().width());
    std::fill(m_figure.begin(), m_figure.end(), false);
}

/** The narrowest width each of the `columns` may have at `size` points. */
QList<double> ReportTablePainter::needed(double size, qsizetype columns) const
{
    const QFontMetricsF regular(m_page.font(size), m_painter.device());
    const QFontMetricsF strong(m_page.font(size, true), m_painter.device());
    QList<double> need(columns, 0.0);
    for (int i = 0; i < columns; ++i)
        need[i] = widestWord(strong, m_header.value(i), false);
    for (qsizetype r = 0; r < m_rows.size(); ++r)
        for (int i = 0; i < columns; ++i)
            need[i] = std::max(need[i],
                               widestWord(m_bold.value(r).value(i) ? strong : regular,
                                          m_rows[r].value(i), isFigure(i)));
    for (double &n : need)
        n += 2 * m_pad + 1; // a pixel of slack against rounding
    return need;
}

/** The columns' widths at `points`: their fractions of the width, each widened to what it
 *  needs with what the columns with room to spare give up; none when they cannot. */
std::optional<QList<double>> ReportTablePainter::widthsAt(const QList<double> &fractions,
                                                          double points) const
{
    const QList<double> need = needed(points, fractions.size());
    QList<double> w;
    double short_ = 0; // what the columns below their need lack
    double spare = 0; // what the others have beyond it
    for (int i = 0; i < fractions.size(); ++i) {
        w.append(fractions[i] * m_page.area().width());
        if (w[i] < need[i])
            short_ += need[i] - w[i];
        else
            spare += w[i] - need[i];
    }
    if (short_ > spare)
        return std::nullopt;
    // take from the columns with room in proportion to their room
    for (int i = 0; i < fractions.size(); ++i) {
        if (w[i] < need[i])
            w[i] = need[i];
        else if (spare > 0)
            w[i] -= (w[i] - need[i]) * short_ / spare;
    }
    return w;
}

/** A cell's lines: a figure on one, text (and headers) wrapped at its spaces. */
QStringList ReportTablePainter::cellLines(const QString &text, int column, bool bold,
                                          bool isHeader) const
{
    if (isFigure(column) && !isHeader)
        return text.split(u'\n');
    const QFontMetricsF m(m_page.font(m_points, bold), m_painter.device());
    return wrappedLines(m, text, m_widths.value(column) - 2 * m_pad);
}

double ReportTablePainter::rowHeight(const QStringList &cells, const QList<bool> &bolds,
                                     bool isHeader) const
{
    double h = 0;
    for (int i = 0; i < cells.size(); ++i) {
        const bool bold = isHeader || bolds.value(i);
        const double line = m_page.lineHeight(m_points, bold);
        h = std::max(h,
                     double(std::max<qsizetype>(cellLines(cells[i], i, bold, isHeader).size(), 1))
                             * line);
    }
    return h + 2 * m_pad;
}

double ReportTablePainter::height() const
{
    return std::accumulate(m_rowHeights.cbegin(), m_rowHeights.cend(), m_headerHeight);
}

double ReportTablePainter::startHeight() const
{
    const auto first = m_rowHeights.cbegin();
    return std::accumulate(first, first + std::min<qsizetype>(kRowsKept, m_rowHeights.size()),
                           m_headerHeight);
}

double ReportTablePainter::keepHeight() const
{
    const double whole = height();
    return whole <= m_page.area().height() * kSmallTable ? whole : startHeight();
}

void ReportTablePainter::draw(const QString &title, double tail)
{
    if (m_page.tables()) {
        m_page.tables()->append({title, {}});
        m_record = &m_page.tables()->last();
    }
    m_page.keepTogether(keepHeight()); // a header never stands alone at the foot of a page
    paintHeader();
    int onPage = 0; // rows of this table on this page
    for (int r = 0; r < m_rows.size(); ++r) {
        if (breaksBefore(r, onPage, tail)) {
            m_page.continueOnNewPage();
            paintHeader(); // repeated on the continuation page, in the same columns
            onPage = 0;
        }
        drawRow(r, r % 2 == 1);
        ++onPage;
    }
}

/** Whether row `row` starts the next page: when it does not fit, or when the rows from it to
 *  the end with the `tail` do not, it is one of the last kRowsKept and the page keeps
 *  kRowsLeft rows (the last rows are not left alone on a page, nor what follows them). */
bool ReportTablePainter::breaksBefore(int row, int rowsOnPage, double tail) const
{
    if (m_rowHeights[row] > m_page.left())
        return rowsOnPage > 0; // else the header would be left alone
    if (m_rows.size() - row > kRowsKept || rowsOnPage < kRowsLeft)
        return false;
    const auto from = m_rowHeights.cbegin() + row;
    const double rest = std::accumulate(from, m_rowHeights.cend(), tail);
    return rest > m_page.left() && m_headerHeight + rest <= m_page.area().height();
}

void ReportTablePainter::paintCells(const QStringList &cells, const QList<bool> &bolds,
                                    bool isHeader, double h)
{
    double x = m_page.area().left();
    for (int i = 0; i < cells.size(); ++i) {
        const bool bold = isHeader || bolds.value(i);
        const QFont f = m_page.font(m_points, bold);
        m_painter.setFont(f);
        const double w = m_widths.value(i);
        const QRectF rect(x + m_pad, m_page.y() + m_pad, w - 2 * m_pad, h - 2 * m_pad);
        const double line = m_page.lineHeight(m_points, bold);
        double y = rect.top();
        for (const QString &text : cellLines(cells[i], i, bold, isHeader)) {
            m_painter.drawText(QRectF(rect.left(), y, rect.width(), line), alignment(i), text);
            y += line;
        }
        if (m_record)
            m_record->cells.append({cells[i], f, rect, alignment(i), isHeader,
                                    !isHeader && isFigure(i), m_page.pages()});
        x += w;
    }
}

void ReportTablePainter::paintHeader()
{
    const double width = m_page.area().width();
    m_painter.fillRect(QRectF(m_page.area().left(), m_page.y(), width, m_headerHeight),
                       QColor(0xE8, 0xE8, 0xE8));
    paintCells(m_header, {}, true, m_headerHeight);
    m_painter.setPen(QPen(QColor(0xC0, 0xC0, 0xC0), 0));
    m_painter.drawLine(QPointF(m_page.area().left(), m_page.y() + m_headerHeight),
                       QPointF(m_page.area().right(), m_page.y() + m_headerHeight));
    m_painter.setPen(Qt::black);
    m_page.advance(m_headerHeight);
}

void ReportTablePainter::drawRow(int row, bool shade)
{
    const double h = m_rowHeights[row];
    const QRectF band(m_page.area().left(), m_page.y(), m_page.area().width(), h);
    if (shade)
        m_painter.fillRect(band, QColor(0xF6, 0xF6, 0xF6));
    paintCells(m_rows[row], m_bold.value(row), false, h);
    m_painter.setPen(QPen(QColor(0xC0, 0xC0, 0xC0), 0));
    m_painter.drawLine(band.bottomLeft(), band.bottomRight());
    m_painter.setPen(Qt::black);
    m_page.advance(h);
}

void drawTable(ReportPage &page, const QStringList &header, const QList<QStringList> &rows,
               const QList<double> &fractions, const QList<QList<bool>> &bold, double points,
               const QString &title, const QList<bool> &figures)
{
    ReportTablePainter(page, header, rows, fractions, bold, points, figures).draw(title);
}

} // namespace Headroom
