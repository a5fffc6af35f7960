#pragma once

#include "catalog/catalog.h"
#include "cost/costmodel.h"
#include "estimate/throughput.h"
#include "plan/project.h"
#include "units/result.h"

#include <QPageSize>
#include <QSize>
#include <QString>
#include <QStringList>

QT_BEGIN_NAMESPACE
class QChartView;
class QPagedPaintDevice;
class QPainter;
QT_END_NAMESPACE

namespace Headroom {

/** The PDF report (docs/reports.md): a title page (title, author, date), the assumptions with
 *  their sources and dates, the comparison table with the project's notes, then one page per
 *  configuration with its per-GPU VRAM bars, the rent-vs-buy chart and the speed chart. Texts in
 *  the UI language, amounts in the project's currency. Needs a QApplication (charts). */
Result<void> writePdfReport(const Project &project, const Catalog &catalog, const QString &path,
                            QPageSize::PageSizeId pageSize = QPageSize::A4);

/** Paints the same report on any paged device (a printer for print preview); returns the
 *  number of pages: 3 + one per configuration while the tables fit on their pages (longer
 *  tables continue on further pages). */
int paintReport(QPainter &painter, QPagedPaintDevice &device, const Project &project,
                const Catalog &catalog);

/** The comparison table as CSV (RFC 4180): a header row with units, raw numbers ('.' decimal
 *  point, no grouping), one row per configuration. */
Result<void> writeComparisonCsv(const Project &project, const Catalog &catalog, const QString &path);
/** The cumulative cost curves of `assumptions` (month, own, on demand, reserved, spot, hybrid). */
Result<void> writeCostCurvesCsv(const CostAssumptions &assumptions, const QString &path);
/** Throughput curves: one row per deployment and concurrency. */
struct LabelledCurve
{
    QString label;
    QList<ThroughputPoint> curve;
};
Result<void> writeThroughputCsv(const QList<LabelledCurve> &curves, const QString &path);

/** One CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
QString csvField(const QString &text);
/** Rows joined with CRLF, fields with commas; written as UTF-8. */
Result<void> writeCsv(const QList<QStringList> &rows, const QString &path);

/** A chart as PNG (pixels of `size`, default the view's size, at 2x for sharpness) or SVG,
 *  chosen by the file's suffix. */
Result<void> writeChartImage(QChartView *view, const QString &path, QSize size = {});

} // namespace Headroom
