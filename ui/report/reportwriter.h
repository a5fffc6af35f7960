#pragma once

#include "catalog/catalog.h"
#include "cost/costmodel.h"
#include "estimate/speed.h"
#include "plan/project.h"
#include "units/result.h"

#include <QFont>
#include <QLocale>
#include <QPageSize>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QStringList>

QT_BEGIN_NAMESPACE
class QChartView;
class QPagedPaintDevice;
class QPainter;
class QPdfWriter;
QT_END_NAMESPACE

namespace Headroom {

/** The page size for a reader of the UI language `ui` on a system of locale `system`: A4 unless
 *  the system clearly says otherwise, US Letter for English on a system of US customary units
 *  (QLocale::ImperialUSSystem: en_US, not the C locale nor Canada's metric one); A4 for everyone
 *  else (ru, pl, en-GB, ...). */
QPageSize::PageSizeId reportPageSize(const QLocale &ui = QLocale(),
                                     const QLocale &system = QLocale::system());

/** The PDF report (docs/reports.md): a title page (title, author, date), the assumptions with
 *  their sources and dates, the comparison table with the project's notes, then one page per
 *  configuration with its per-GPU VRAM bars, the rent-vs-buy chart and the speed chart. Texts in
 *  the UI language, GPUs, models and engines by their names, amounts in the project's currency
 *  (never broken over two lines), dates in ISO form (2026-12-02). Headings and small tables are
 *  kept with what follows them, no page holds only a line or two, and nothing is drawn over the
 *  page number. Needs a QApplication (charts). */
Result<void> writePdfReport(const Project &project, const Catalog &catalog, const QString &path,
                            QPageSize::PageSizeId pageSize = reportPageSize());

/** Sets up `writer` as writePdfReport() does: page size, portrait, 15 mm margins, 300 dpi. */
void preparePdfWriter(QPdfWriter &writer, QPageSize::PageSizeId pageSize, const QString &title);

/** One table cell as the report painted it: its text, font, the rectangle its text was drawn
 *  into (device pixels, padding excluded), its alignment and the page it is on. */
struct ReportCell
{
    QString text;
    QFont font;
    QRectF rect;
    Qt::Alignment alignment;
    bool header = false;
    bool singleLine = false; // figures are never wrapped
    int page = 1;
};
/** Every cell of one table (for the tests that check that nothing is clipped). */
struct ReportTable
{
    QString title;
    QList<ReportCell> cells;
};

/** Paints the same report on any paged device (a printer for print preview); returns the
 *  number of pages: 3 + one per configuration while the sections fit on their pages (longer
 *  ones continue on further pages, and the next section of text starts below a page that
 *  holds only the end of the previous one). The tables painted are added to `tables` if
 *  given. */
int paintReport(QPainter &painter, QPagedPaintDevice &device, const Project &project,
                const Catalog &catalog, QList<ReportTable> *tables = nullptr);

/** The comparison table as CSV (RFC 4180): a header row with units, raw numbers ('.' decimal
 *  point, no grouping), one row per configuration. */
Result<void> writeComparisonCsv(const Project &project, const Catalog &catalog, const QString &path);
/** The cumulative cost curves of `assumptions` (month, own, on demand, reserved, spot, hybrid). */
Result<void> writeCostCurvesCsv(const CostAssumptions &assumptions, const QString &path);
/** Throughput curves: one row per deployment and concurrency. */
struct LabelledCurve
{
    QString label;
    QList<SpeedPoint> curve;
};
Result<void> writeSpeedCsv(const QList<LabelledCurve> &curves, const QString &path);

/** One CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
QString csvField(const QString &text);
/** Rows joined with CRLF, fields with commas; written as UTF-8. */
Result<void> writeCsv(const QList<QStringList> &rows, const QString &path);

/** A chart as PNG (pixels of `size`, default the view's size, at 2x for sharpness) or SVG,
 *  chosen by the file's suffix. */
Result<void> writeChartImage(QChartView *view, const QString &path, QSize size = {});

} // namespace Headroom
