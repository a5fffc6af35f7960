#include "report/configurationpage.h"

#include "board/boardplanning.h"
#include "charts/chartmodels.h"
#include "charts/chartstyle.h"
#include "charts/costcharts.h"
#include "charts/speedchart.h"
#include "format/displayformat.h"
#include "format/partcolors.h"
#include "format/texthelpers.h"
#include "report/reportpage.h"
#include "report/reporttext.h"

#include <QAbstractBarSeries>
#include <QChartView>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLegend>
#include <QPainter>
#include <QScatterSeries>
#include <QSet>

#include <algorithm>
#include <memory>

// A configuration's page of the PDF report: VRAM bars, the Rent vs buy and the speed charts.

namespace Headroom {

namespace {

QPalette printPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Window, Qt::white);
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::Text, Qt::black);
    palette.setColor(QPalette::WindowText, Qt::black);
    return palette;
}

/** The series a chart's legend names. */
QList<QAbstractSeries *> legendSeries(QChart *chart)
{
    QList<QAbstractSeries *> inLegend;
    const auto series = chart->series();
    for (QAbstractSeries *s : series) {
        if (!s->property(Charts::kNoLegendProperty).toBool() && !s->name().isEmpty())
            inLegend.append(s);
    }
    return inLegend;
}

/** The chart's legend drawn with the painter (Qt Charts' own legend does not survive a scaled
 *  vector painter): a short line in each series' pen, then its name, wrapping as needed.
 *  Returns its height; draws nothing unless `paint`. */
double drawLegend(ReportPage &page, const QList<QAbstractSeries *> &series, bool paint = true)
{
    QPainter &p = page.painter();
    const QFont f = page.font(7.5);
    p.setFont(f);
    const QFontMetricsF metrics(f, p.device());
    const double line = page.lineHeight(7.5);
    const double swatch = page.pt(16);
    double x = page.area().left() + page.pt(24);
    double y = page.y();
    for (QAbstractSeries *s : series) {
        const double w = swatch + page.pt(4) + metrics.horizontalAdvance(s->name()) + page.pt(12);
        if (x + w > page.area().right()) {
            x = page.area().left() + page.pt(24);
            y += line;
        }
        x += w;
        if (!paint)
            continue;
        const double mid = y + line / 2;
        if (auto *scatter = qobject_cast<QScatterSeries *>(s)) {
            p.setPen(Qt::black);
            p.setBrush(scatter->color());
            p.drawEllipse(QPointF(x - w + swatch / 2, mid), page.pt(3), page.pt(3));
            p.setBrush(Qt::NoBrush);
        } else if (auto *xy = qobject_cast<QXYSeries *>(s)) {
            QPen pen = xy->pen();
            pen.setWidthF(page.pt(1.5));
            p.setPen(pen);
            p.drawLine(QPointF(x - w, mid), QPointF(x - w + swatch, mid));
        }
        p.setPen(Qt::black);
        p.drawText(QRectF(x - w + swatch + page.pt(4), y, w, line),
                   Qt::AlignLeft | Qt::AlignVCenter, s->name());
    }
    const double height = y + line - page.y() + page.pt(4);
    if (paint)
        page.advance(height);
    return height;
}

/** Styles a chart view for paper; its legend is drawn below it by drawLegend(). */
void prepareChart(QChartView &view)
{
    const QPalette palette = printPalette();
    view.setPalette(palette);
    Charts::styleChart(view.chart(), palette);
    view.chart()->legend()->hide();
    if (auto *chart = qobject_cast<Charts::ChartView *>(&view))
        chart->setLegendShown(false); // drawn below as vectors, wrapped to the page
}

/** Renders a chart view (prepareChart()) as vectors at the cursor, `height` pixels tall, then
 *  its legend. */
void renderChart(ReportPage &page, QChartView &view, double height)
{
    const QRectF target(page.area().left(), page.y(), page.area().width(), height);
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.resize(760, int(760 * height / target.width()));
    view.show();
    QCoreApplication::processEvents();
    QPainter &painter = page.painter();
    painter.save();
    painter.translate(target.topLeft());
    painter.scale(target.width() / view.width(), target.height() / view.height());
    view.QWidget::render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
    painter.restore();
    view.hide();
    page.advance(height);
    drawLegend(page, legendSeries(view.chart()));
}

/** "49.8 GiB / 44.5 GiB, over by 5.3 GiB": what a GPU's bar holds of its capacity. */
QString vramValueText(const VramBarModel &g)
{
    return g.freeBytes() < 0
            ? ReportText::tr("%1 / %2, over by %3")
                      .arg(Display::gib(g.usedBytes()), Display::gib(g.capacity),
                           Display::gib(-g.freeBytes()))
            : ReportText::tr("%1 / %2").arg(Display::gib(g.usedBytes()), Display::gib(g.capacity));
}

/** Where the VRAM bars go across the page (pixels): the "GPU n" labels, the bars, the values. */
struct VramBarColumns
{
    double labelWidth = 0;
    double valueWidth = 0;
    double x0 = 0; // where the bars start
    double barWidth = 0;
    double barHeight = 0;
};

/** One GPU's bar at the cursor: its parts stacked, a white line where the next deployment
 *  starts, what lies beyond the capacity hatched; the kinds of part it shows are added to
 *  `used`. */
void vramBar(ReportPage &page, const VramBarModel &g, const VramBarColumns &at,
             QSet<MemoryPartKind> &used)
{
    QPainter &p = page.painter();
    const double scale = at.barWidth
            / double(std::max(g.capacity, std::max<std::int64_t>(g.usedBytes(), 1)));
    const double y = page.y();
    p.setFont(page.font(7));
    p.drawText(QRectF(page.area().left(), y, at.labelWidth - page.pt(3), at.barHeight),
               Qt::AlignRight | Qt::AlignVCenter, ReportText::tr("GPU %1").arg(g.gpuIndex));
    p.fillRect(QRectF(at.x0, y, at.barWidth, at.barHeight), QColor(0xEE, 0xEE, 0xEE));
    double x = at.x0;
    QString previous;
    for (const VramSegment &segment : g.segments) {
        used.insert(segment.kind);
        const double w = double(segment.bytes) * scale;
        p.fillRect(QRectF(x, y, w, at.barHeight), Display::memoryPartColor(segment.kind));
        if (!previous.isEmpty() && segment.deploymentId != previous
            && segment.kind != MemoryPartKind::Reserve) { // where the next deployment starts
            p.setPen(QPen(Qt::white, page.pt(1)));
            p.drawLine(QPointF(x, y), QPointF(x, y + at.barHeight));
        }
        previous = segment.deploymentId;
        x += w;
    }
    const double capacityX = at.x0 + double(g.capacity) * scale;
    const bool over = g.freeBytes() < 0;
    if (over)
        p.fillRect(QRectF(capacityX, y, x - capacityX, at.barHeight),
                   QBrush(Display::overflowColor(), Qt::BDiagPattern));
    p.setPen(QPen(Qt::black, page.pt(1)));
    p.drawLine(QPointF(capacityX, y - page.pt(1)),
               QPointF(capacityX, y + at.barHeight + page.pt(1)));
    p.setPen(over ? Display::overflowColor().darker(120) : QColor(Qt::black));
    p.drawText(QRectF(at.x0 + at.barWidth + page.pt(4), y, at.valueWidth - page.pt(4), at.barHeight),
               Qt::AlignLeft | Qt::AlignVCenter, vramValueText(g));
    p.setPen(Qt::black);
    page.advance(at.barHeight + page.pt(2));
}

/** The legend of the VRAM bars: a swatch and the name of each kind of part they show, from
 *  `x0` on, wrapping. */
void vramLegend(ReportPage &page, const QSet<MemoryPartKind> &used, double x0)
{
    QPainter &p = page.painter();
    double x = x0;
    p.setFont(page.font(7));
    const QFontMetricsF metrics(page.font(7), p.device());
    for (MemoryPartKind kind : allMemoryPartKinds()) {
        if (!used.contains(kind))
            continue;
        const QString name = memoryPartName(kind);
        const double w = page.pt(8) + page.pt(3) + metrics.horizontalAdvance(name) + page.pt(10);
        if (x + w > page.area().right()) {
            x = x0;
            page.advance(page.lineHeight(7) + page.pt(2));
        }
        const double yy = page.y() + page.pt(2);
        p.fillRect(QRectF(x, yy + page.pt(1), page.pt(8), page.pt(6)),
                   Display::memoryPartColor(kind));
        p.drawText(QRectF(x + page.pt(11), yy, w, page.lineHeight(7)),
                   Qt::AlignLeft | Qt::AlignVCenter, name);
        x += w;
    }
    page.advance(page.lineHeight(7) + page.pt(6));
}

/** Per-GPU VRAM bars of `evaluation` as the board draws them: every deployment stacked on
 *  each GPU, the reserve once; in `height` pixels at most. */
void vramBars(ReportPage &page, const ConfigurationEvaluation &evaluation, double height)
{
    page.text(ReportText::tr("Memory per GPU"), 10, true);
    if (evaluation.deployments.isEmpty()) {
        page.text(ReportText::tr("No deployment on this configuration."), 9);
        return;
    }
    for (const DeploymentEstimate &e : evaluation.deployments) {
        const QString model = Display::modelName(e);
        const QString what = ReportText::tr("%1, %n sequence(s) \u00d7 %2", "",
                                            e.deployment.workload.concurrentSequences)
                                     .arg(model,
                                          Display::tokens(
                                                  e.deployment.workload.tokensPerSequence()));
        page.text(e.memory ? what : ReportText::tr("%1: %2").arg(what, e.memory.error().message), 8);
    }
    const int bars = std::max(int(evaluation.bars.size()), 1);
    const double budget = height - page.lineHeight(8) * 2;
    VramBarColumns at;
    at.barHeight = std::clamp(budget / bars - page.pt(2), page.pt(4), page.pt(13));
    at.labelWidth = page.pt(40);
    // "49.8 GiB / 44.5 GiB, over by 5.3 GiB" (longer in ru/pl): the value column is as wide as
    // its longest label, up to 45 % of the line
    double widest = 0;
    for (const VramBarModel &g : evaluation.bars)
        widest = std::max(widest,
                          QFontMetricsF(page.font(7), page.painter().device())
                                  .horizontalAdvance(vramValueText(g)));
    at.valueWidth = std::min(std::max(page.pt(90), widest + page.pt(8)), page.area().width() * 0.45);
    at.x0 = page.area().left() + at.labelWidth;
    at.barWidth = page.area().width() - at.labelWidth - at.valueWidth;
    QSet<MemoryPartKind> used;
    for (const VramBarModel &g : evaluation.bars)
        vramBar(page, g, at, used);
    vramLegend(page, used, at.x0);
}

/** The speed chart of a configuration's deployments, the notes above it (those whose speed is
 *  calibrated), or why there is no chart. */
struct SpeedPart
{
    std::unique_ptr<SpeedChart> chart;
    QStringList notes;
    QString message; // when there is no chart
};

SpeedPart speedPart(const ConfigurationEvaluation &evaluation)
{
    SpeedPart part;
    QList<SpeedChart::Entry> entries;
    for (const DeploymentEstimate &e : evaluation.deployments) {
        if (!e.speed) {
            part.message = ReportText::tr("No speed estimate for %1: %2")
                                   .arg(Display::modelName(e), e.speed.error().message);
            continue;
        }
        entries.append(SpeedChart::entryOf(e));
    }
    for (const DeploymentEstimate *e : calibratedSpeeds(evaluation))
        //: %1 = a model, %2 = the measurements' files and date ("bench.json; 2026-11-30")
        part.notes.append(ReportText::tr("%1: speed figures calibrated to measurements (%2).")
                                  .arg(Display::modelName(*e), e->engine.calibrationSource));
    if (entries.isEmpty()) {
        if (part.message.isEmpty())
            part.message = ReportText::tr("No deployment on this configuration.");
        return part;
    }
    part.chart = std::make_unique<SpeedChart>(SpeedChart::Mode::Speed);
    part.chart->setEntries(entries);
    prepareChart(*part.chart);
    return part;
}

constexpr double kMinChartPoints = 120; // a chart lower than this goes to the next page

/** The Rent vs buy chart with the savings above it, then the speed chart: both on this page
 *  when they fit at a readable height, else the speed chart on the next. */
void configurationCharts(ReportPage &page, const ComparisonRow &row,
                         const ConfigurationEvaluation &evaluation)
{
    const CostAssumptions &a = row.cost.assumptions;
    RentVsBuyChart cost;
    cost.setAssumptions(a,
                        QCoreApplication::translate("Headroom::RentVsBuyChart", "Rent vs buy: %1")
                                .arg(row.name));
    prepareChart(cost);
    // the savings within the horizon the chart draws, no further
    const QString savings = ReportText::tr("%1. Savings of owning: %2.")
                                    .arg(cost.crossoverText(),
                                         Charts::savingsWithin(cost.model()->curves(), a.currency));
    const SpeedPart speed = speedPart(evaluation);
    double notes = 0;
    for (const QString &note : speed.notes)
        notes += page.textHeight(note, 8.5);
    const double costAround = page.textHeight(savings, 9, true)
            + drawLegend(page, legendSeries(cost.chart()), false);
    const double speedAround = page.pt(6) + notes
            + (speed.chart ? drawLegend(page, legendSeries(speed.chart->chart()), false)
                           : page.textHeight(speed.message, 9));
    const double widest = page.area().width() * 0.5;
    double height = std::min((page.left() - costAround - speedAround) / (speed.chart ? 2 : 1),
                             widest);
    const bool apart = height < page.pt(kMinChartPoints);
    if (apart)
        height = std::min(page.left() - costAround, widest);
    if (height < page.pt(kMinChartPoints)) {
        page.continueOnNewPage();
        height = std::min(page.left() - costAround, widest);
    }
    page.text(savings, 9, true);
    renderChart(page, cost, height);
    if (apart)
        page.continueOnNewPage();
    else
        page.advance(page.pt(6));
    for (const QString &note : speed.notes)
        page.text(note, 8.5);
    if (!speed.chart) {
        page.text(speed.message, 9);
        return;
    }
    renderChart(page, *speed.chart,
                std::min(height, page.left() - (speedAround - page.pt(6) - notes)));
}

} // namespace

void paintConfigurationPage(ReportPage &page, const ConfigurationEvaluation &evaluation,
                            const ComparisonRow &row)
{
    page.heading(row.name);
    // the verdict in the words of the board and the inspector (board/boardplanning.h)
    if (const QString verdict = fitVerdict(evaluation); !verdict.isEmpty()) {
        QString line = verdict;
        if (row.maxBatch)
            line += u' ' + ReportText::tr("Max batch: %1.").arg(Display::number(*row.maxBatch));
        page.text(line, 9, !evaluation.fits);
    }
    vramBars(page, evaluation, page.area().height() * 0.24);
    configurationCharts(page, row, evaluation);
}

/** The inference deployments of `evaluation` whose speed comes from engine constants
 *  calibrated to the user's measurements (the project's Calibration for their GPU x engine). */
QList<const DeploymentEstimate *> calibratedSpeeds(const ConfigurationEvaluation &evaluation)
{
    QList<const DeploymentEstimate *> calibrated;
    for (const DeploymentEstimate &e : evaluation.deployments)
        if (!e.engine.calibrationId.isEmpty() && e.speed)
            calibrated.append(&e);
    return calibrated;
}

} // namespace Headroom
