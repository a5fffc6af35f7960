#pragma once

#include "report/reportpage.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Headroom {

/** A table of the report, laid out (its font size and column widths) when made, then painted
 *  at the cursor. The font shrinks (down to 6 pt) until every word of every header and cell
 *  and every figure fits on a line of its column; the columns keep their fractions of the
 *  width, except that each gets at least what its longest word (or figure) needs, taken from
 *  the columns with room to spare. Figures (right-aligned) never wrap. Rows continue on a new
 *  page when the page is full, with the header repeated; a page never holds the header alone
 *  or with one row, and the last rows go over together with what must follow the table. */
class ReportTablePainter final
{
public:
    /** `figures`: per column, whether it holds figures; empty = every column but the first of
     *  a table of more than four columns. */
    ReportTablePainter(ReportPage &page, QStringList header, QList<QStringList> rows,
                       const QList<double> &fractions, QList<QList<bool>> bold = {},
                       double points = 8, const QList<bool> &figures = {});

    /** The whole table's height. */
    double height() const;
    /** What must stay with a heading above it: the whole table when it is small, else its
     *  header and first rows. */
    double keepHeight() const;
    /** Paints the table at the cursor, `tail` pixels (the text that must follow it) kept with
     *  its last rows; its cells are noted under `title` when the page notes tables. */
    void draw(const QString &title, double tail = 0);

private:
    bool isFigure(int column) const { return m_figure.value(column); }
    Qt::Alignment alignment(int column) const;
    void layOut(const QList<double> &fractions, double points);
    QList<double> needed(double points, qsizetype columns) const;
    std::optional<QList<double>> widthsAt(const QList<double> &fractions, double points) const;
    QStringList cellLines(const QString &text, int column, bool bold, bool isHeader) const;
    double rowHeight(const QStringList &cells, const QList<bool> &bolds, bool isHeader) const;
    double startHeight() const;
    bool breaksBefore(int row, int rowsOnPage, double tail) const;
    void paintCells(const QStringList &cells, const QList<bool> &bolds, bool isHeader, double h);
    void paintHeader();
    void drawRow(int row, bool shade);

    ReportPage &m_page;
    QPainter &m_painter;
    const QStringList m_header;
    const QList<QStringList> m_rows;
    const QList<QList<bool>> m_bold;
    QList<bool> m_figure; // per column: right-aligned, never wrapped
    const double m_pad;
    double m_points = 6;
    QList<double> m_widths;
    QList<double> m_rowHeights;
    double m_headerHeight = 0;
    ReportTable *m_record = nullptr; // where the painted cells are noted, if anywhere
};

/** Lays out and paints a table at the cursor (ReportTablePainter), its start kept together. */
void drawTable(ReportPage &page, const QStringList &header, const QList<QStringList> &rows,
               const QList<double> &fractions, const QList<QList<bool>> &bold = {},
               double points = 8, const QString &title = {}, const QList<bool> &figures = {});

} // namespace Headroom
