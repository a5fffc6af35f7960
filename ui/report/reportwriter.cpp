#include "report/reportwriter.h"

#include "advisor/advisor.h"
#include "advisor/advisortraining.h"
#include "board/boardplanning.h"

#include "charts/chartmodels.h"
#include "charts/chartstyle.h"
#include "charts/costcharts.h"
#include "charts/throughputchart.h"
#include "cost/configurationcost.h"
#include "estimate/deploymentestimate.h"
#include "format/displayformat.h"
#include "format/partcolors.h"
#include "format/texthelpers.h"
#include "models/comparisonmodel.h"
#include "report/executivesummary.h"
#include "report/reporttext.h"

#include <QAbstractBarSeries>
#include <QChartView>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QScatterSeries>

#include <algorithm>

namespace Headroom {

namespace {

// ---- the paged report

/** Lays out top to bottom on one page of the device; starts a new page when told. */
class PageCursor
{
public:
    PageCursor(QPainter &painter, QPagedPaintDevice &device)
        : m_painter(painter)
        , m_device(device)
        , m_dpi(device.logicalDpiY())
    {
        m_area = QRectF(0, 0, device.width(), device.height());
        m_y = m_area.top();
    }

    double pt(double points) const { return points * m_dpi / 72.0; }
    QPainter &painter() { return m_painter; }
    QRectF area() const { return m_area; }
    double y() const { return m_y; }
    double left() const { return m_area.bottom() - m_y; }
    void advance(double pixels) { m_y += pixels; }
    int pages() const { return m_pages; }
    QList<ReportTable> *tables() const { return m_tables; }
    void setTables(QList<ReportTable> *tables) { m_tables = tables; }

    void newPage()
    {
        m_device.newPage();
        ++m_pages;
        m_y = m_area.top();
        footer();
    }
    void footer()
    {
        QFont f = font(7);
        m_painter.setFont(f);
        m_painter.setPen(Qt::darkGray);
        const QRectF r(m_area.left(), m_area.bottom() - pt(9), m_area.width(), pt(9));
        m_painter.drawText(r, Qt::AlignRight | Qt::AlignVCenter,
                           ReportText::tr("Page %1").arg(QLocale().toString(m_pages)));
        m_area.setBottom(m_area.bottom() - 0); // the footer sits in the margin's last 9 pt
        m_painter.setPen(Qt::black);
    }
    QFont font(double points, bool bold = false) const
    {
        QFont f(QStringLiteral("DejaVu Sans"));
        f.setPointSizeF(points);
        f.setBold(bold);
        return f;
    }
    /** Draws wrapped text at the cursor; returns its height. */
    double text(const QString &text, double points, bool bold = false, double indent = 0)
    {
        const QFont f = font(points, bold);
        m_painter.setFont(f);
        const QFontMetricsF metrics(f, &m_device);
        QRectF box(m_area.left() + indent, m_y, m_area.width() - indent, left());
        const QRectF needed = metrics.boundingRect(box, Qt::TextWordWrap, text);
        if (needed.height() > left() && m_y > m_area.top()) { // runs on at the next page's top
            newPage();
            m_painter.setFont(f);
            box = QRectF(m_area.left() + indent, m_y, m_area.width() - indent, left());
        }
        m_painter.drawText(box, Qt::TextWordWrap, text);
        m_y += needed.height();
        return needed.height();
    }
    void heading(const QString &text)
    {
        advance(pt(6));
        this->text(text, 13, true);
        advance(pt(4));
    }
    double lineHeight(double points) const
    {
        return QFontMetricsF(font(points), &m_device).height();
    }

private:
    QPainter &m_painter;
    QPagedPaintDevice &m_device;
    double m_dpi;
    QRectF m_area;
    double m_y = 0;
    int m_pages = 1;
    QList<ReportTable> *m_tables = nullptr;
};

/** Which columns of a table hold figures (right-aligned, never wrapped): as given, or by
 *  default every column but the first of a wide table. */
QList<bool> figureColumns(qsizetype columns, const QList<bool> &given)
{
    if (!given.isEmpty())
        return given;
    QList<bool> figures;
    for (qsizetype i = 0; i < columns; ++i)
        figures.append(i > 0 && columns > 4);
    return figures;
}

constexpr double kMinTablePoints = 6.0; // smallest font a table shrinks to

/** The widest a text needs on one line: its longest word, or all of it when `whole`. */
double widestWord(const QFontMetricsF &metrics, const QString &text, bool whole)
{
    if (whole)
        return metrics.horizontalAdvance(text);
    double w = 0;
    static const QRegularExpression space(QStringLiteral("\\s+"));
    for (const QString &word : text.split(space, Qt::SkipEmptyParts))
        w = std::max(w, metrics.horizontalAdvance(word));
    return w;
}

/** Lays a table out (its font size and column widths), then paints it at the cursor. */
class TablePainter
{
public:
    TablePainter(PageCursor &page, const QStringList &header, const QList<QStringList> &rows,
                 const QList<QList<bool>> &bold, const QList<bool> &figure)
        : m_page(page)
        , m_painter(page.painter())
        , m_header(header)
        , m_rows(rows)
        , m_bold(bold)
        , m_figure(figure)
        , m_pad(page.pt(2))
    { }

    /** The largest size from `points` down at which every column gets what it needs. */
    void layOut(const QList<double> &fractions, double points)
    {
        for (; points >= kMinTablePoints - 1e-9; points -= 0.25) {
            if (const auto widths = widthsAt(fractions, points)) {
                m_points = points;
                m_widths = *widths;
                m_wrap = Qt::TextWordWrap;
                return;
            }
        }
        // a word wider than its column at the smallest font breaks rather than being clipped
        m_points = kMinTablePoints;
        m_widths.clear();
        for (double fraction : fractions)
            m_widths.append(fraction * m_page.area().width());
        m_wrap = Qt::TextWrapAnywhere;
    }

    void draw(const QString &title)
    {
        if (m_page.tables()) {
            m_page.tables()->append({title, {}});
            m_record = &m_page.tables()->last();
        }
        if (rowHeight(m_header, {}, true)
                    + (m_rows.isEmpty() ? 0 : rowHeight(m_rows[0], m_bold.value(0), false))
            > m_page.left())
            m_page.newPage(); // a header never stands alone at the foot of a page
        paintHeader();
        for (int r = 0; r < m_rows.size(); ++r)
            drawRow(m_rows[r], m_bold.value(r), r % 2 == 1);
    }

private:
    bool isFigure(int column) const { return m_figure.value(column); }
    Qt::Alignment alignment(int column) const
    {
        return (isFigure(column) ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop;
    }

    /** The narrowest width each of the `columns` may have at `size` points. */
    QList<double> needed(double size, qsizetype columns) const
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
    std::optional<QList<double>> widthsAt(const QList<double> &fractions, double points) const
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

    double rowHeight(const QStringList &cells, const QList<bool> &bolds, bool isHeader) const
    {
        double h = 0;
        for (int i = 0; i < cells.size(); ++i) {
            const QFontMetricsF m(m_page.font(m_points, isHeader || bolds.value(i)),
                                  m_painter.device());
            const double w = m_widths.value(i) - 2 * m_pad;
            h = std::max(h, m.boundingRect(QRectF(0, 0, w, 1e6), m_wrap, cells[i]).height());
        }
        return h + 2 * m_pad;
    }

    void paintCells(const QStringList &cells, const QList<bool> &bolds, bool isHeader, double h)
    {
        double x = m_page.area().left();
        for (int i = 0; i < cells.size(); ++i) {
            const QFont f = m_page.font(m_points, isHeader || bolds.value(i));
            m_painter.setFont(f);
            const double w = m_widths.value(i);
            const QRectF rect(x + m_pad, m_page.y() + m_pad, w - 2 * m_pad, h - 2 * m_pad);
            m_painter.drawText(rect, m_wrap | alignment(i), cells[i]);
            if (m_record)
                m_record->cells.append({cells[i], f, rect, alignment(i), isHeader,
                                        !isHeader && isFigure(i), m_page.pages()});
            x += w;
        }
    }

    void paintHeader()
    {
        const double width = m_page.area().width();
        const double hh = rowHeight(m_header, {}, true);
        m_painter.fillRect(QRectF(m_page.area().left(), m_page.y(), width, hh),
                           QColor(0xE8, 0xE8, 0xE8));
        paintCells(m_header, {}, true, hh);
        m_painter.setPen(QPen(QColor(0xC0, 0xC0, 0xC0), 0));
        m_painter.drawLine(QPointF(m_page.area().left(), m_page.y() + hh),
                           QPointF(m_page.area().right(), m_page.y() + hh));
        m_painter.setPen(Qt::black);
        m_page.advance(hh);
    }

    void drawRow(const QStringList &cells, const QList<bool> &bolds, bool shade)
    {
        const double h = rowHeight(cells, bolds, false);
        if (h > m_page.left()) {
            m_page.newPage();
            paintHeader(); // repeated on the continuation page, in the same columns
        }
        const QRectF band(m_page.area().left(), m_page.y(), m_page.area().width(), h);
        if (shade)
            m_painter.fillRect(band, QColor(0xF6, 0xF6, 0xF6));
        paintCells(cells, bolds, false, h);
        m_painter.setPen(QPen(QColor(0xC0, 0xC0, 0xC0), 0));
        m_painter.drawLine(band.bottomLeft(), band.bottomRight());
        m_painter.setPen(Qt::black);
        m_page.advance(h);
    }

    PageCursor &m_page;
    QPainter &m_painter;
    const QStringList &m_header;
    const QList<QStringList> &m_rows;
    const QList<QList<bool>> &m_bold;
    const QList<bool> m_figure; // per column: right-aligned, never wrapped
    const double m_pad;
    double m_points = kMinTablePoints;
    QList<double> m_widths;
    int m_wrap = Qt::TextWordWrap;
    ReportTable *m_record = nullptr; // where the painted cells are noted, if anywhere
};

/** A table; the font shrinks (down to kMinTablePoints) until every word of every header and
 *  cell and every figure fits on a line of its column; the columns keep their fractions of the
 *  width, except that each gets at least what its longest word (or figure) needs, taken from
 *  the columns with room to spare. Rows continue on a new page when the page is full, with the
 *  header repeated. */
void drawTable(PageCursor &page, const QStringList &header, const QList<QStringList> &rows,
               const QList<double> &fractions, const QList<QList<bool>> &bold = {},
               double points = 8, const QString &title = {}, const QList<bool> &figures = {})
{
    TablePainter table(page, header, rows, bold, figureColumns(fractions.size(), figures));
    table.layOut(fractions, points);
    table.draw(title);
}

QPalette printPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Window, Qt::white);
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::Text, Qt::black);
    palette.setColor(QPalette::WindowText, Qt::black);
    return palette;
}

/** The chart's legend drawn with the painter (Qt Charts' own legend does not survive a scaled
 *  vector painter): a short line in each series' pen, then its name, wrapping as needed. */
void drawLegend(PageCursor &page, QChart *chart, const QList<QAbstractSeries *> &series)
{
    QPainter &p = page.painter();
    const QFont f = page.font(7.5);
    p.setFont(f);
    const QFontMetricsF metrics(f, p.device());
    const double line = page.lineHeight(7.5);
    const double swatch = page.pt(16);
    double x = page.area().left() + page.pt(24);
    double y = page.y();
    Q_UNUSED(chart);
    for (QAbstractSeries *s : series) {
        if (s->name().isEmpty())
            continue;
        const double w = swatch + page.pt(4) + metrics.horizontalAdvance(s->name()) + page.pt(12);
        if (x + w > page.area().right()) {
            x = page.area().left() + page.pt(24);
            y += line;
        }
        const double mid = y + line / 2;
        if (auto *scatter = qobject_cast<QScatterSeries *>(s)) {
            p.setPen(Qt::black);
            p.setBrush(scatter->color());
            p.drawEllipse(QPointF(x + swatch / 2, mid), page.pt(3), page.pt(3));
            p.setBrush(Qt::NoBrush);
        } else if (auto *xy = qobject_cast<QXYSeries *>(s)) {
            QPen pen = xy->pen();
            pen.setWidthF(page.pt(1.5));
            p.setPen(pen);
            p.drawLine(QPointF(x, mid), QPointF(x + swatch, mid));
        } else if (auto *bars = qobject_cast<QAbstractBarSeries *>(s)) {
            Q_UNUSED(bars);
        }
        p.setPen(Qt::black);
        p.drawText(QRectF(x + swatch + page.pt(4), y, w, line), Qt::AlignLeft | Qt::AlignVCenter,
                   s->name());
        x += w;
    }
    page.advance(y + line - page.y() + page.pt(4));
}

/** Renders a chart view as vectors at the cursor, `height` pixels tall, then its legend. */
void renderChart(PageCursor &page, QChartView &view, double height)
{
    const QRectF target(page.area().left(), page.y(), page.area().width(), height);
    const QPalette palette = printPalette();
    view.setPalette(palette);
    Charts::styleChart(view.chart(), palette);
    QList<QAbstractSeries *> inLegend;
    const auto series = view.chart()->series();
    for (QAbstractSeries *s : series) {
        if (!s->property(Charts::kNoLegendProperty).toBool())
            inLegend.append(s);
    }
    view.chart()->legend()->hide();
    if (auto *chart = qobject_cast<Charts::ChartView *>(&view))
        chart->setLegendShown(false); // drawn below as vectors, wrapped to the page
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
    drawLegend(page, view.chart(), inLegend);
}

QString monthText(const std::optional<double> &month, int horizon)
{
    // the month in which owning has become cheaper, as the Rent vs buy chart says it
    return month ? ReportText::tr("month %1").arg(qCeil(*month - 1e-9))
                 : ReportText::tr("not within %n month(s)", "", horizon);
}

QString optionText(const SummaryChoice &choice)
{
    if (choice.option == CostOption::Hybrid)
        return ReportText::tr("Hybrid: own %n GPU(s), rent the rest on demand", "",
                              choice.hybridOwnedGpus);
    return CostCurveModel::optionName(choice.option);
}

/** The executive summary's table: the cheapest option of each configuration and of the whole
 *  plan, what it costs and when owning pays; then what the table leaves out. */
void summaryChoices(PageCursor &page, const ExecutiveSummary &summary)
{
    const Currency c = summary.currency;
    const auto money = [c](double amount) { return Display::money(amount, c, 0); };
    page.text(ReportText::tr("Cheapest way to run the plan's deployments over %n month(s) "
                             "at %1 utilisation:",
                             "", summary.horizonMonths)
                      .arg(Display::percent(summary.planUtilization)),
              10, true);
    page.advance(page.pt(3));
    const QStringList header {ReportText::tr("Configuration"), ReportText::tr("Cheapest option"),
                              ReportText::tr("Per month"), ReportText::tr("3 years"),
                              ReportText::tr("Owning cheaper from")};
    QList<QStringList> table;
    QList<QList<bool>> bold;
    for (const SummaryChoice &choice : summary.choices) {
        QString name = choice.row.name;
        if (choice.alternatives > 1)
            name += u' ' + ReportText::tr("(cheapest of %n that fit)", "", choice.alternatives);
        table.append({name, optionText(choice), money(choice.monthlyCost),
                      money(choice.threeYearCost),
                      monthText(choice.breakevenMonth, summary.horizonMonths)});
        bold.append(QList<bool> {});
    }
    if (summary.choices.size() > 1) {
        table.append({ReportText::tr("Whole plan"), QString(), money(summary.monthlyCost),
                      money(summary.threeYearCost),
                      monthText(summary.breakevenMonth, summary.horizonMonths)});
        bold.append({true, true, true, true, true});
    }
    drawTable(page, header, table, {0.34, 0.22, 0.13, 0.13, 0.18}, bold, 8.5,
              QStringLiteral("summary"), {false, false, true, true, false});
    page.advance(page.pt(3));
    page.text(ReportText::tr("Per month: the cost over the horizon divided by its months "
                             "(owning: purchase included). 3 years: cumulative cash cost at "
                             "month 36. Owning cheaper from: the month in which owning "
                             "costs less in total than renting on demand. Options compared: "
                             "%1.")
                      .arg(QStringList {CostCurveModel::optionName(CostOption::Own),
                                        CostCurveModel::optionName(CostOption::OnDemand),
                                        CostCurveModel::optionName(CostOption::Reserved1y),
                                        CostCurveModel::optionName(CostOption::Reserved3y),
                                        CostCurveModel::optionName(CostOption::Spot),
                                        CostCurveModel::optionName(CostOption::Hybrid)}
                                   .join(QStringLiteral(", "))),
              7.5);
    for (const SummaryChoice &choice : summary.choices) {
        if (!choice.uninterruptedOption)
            continue;
        page.advance(page.pt(2));
        page.text(ReportText::tr("%1: spot capacity can be taken back at any time; for "
                                 "serving that cannot wait, the cheapest is %2 (%3 over the "
                                 "horizon).")
                          .arg(choice.row.name,
                               CostCurveModel::optionName(*choice.uninterruptedOption),
                               money(choice.uninterruptedHorizonCost)),
                  8.5);
    }
    for (const LeftOut &out : summary.leftOut)
        page.text(ReportText::tr("Not counted: %1 (%2).").arg(out.name, out.reason), 8.5);
}

/** What would change the summary's choice: the utilisation and the prices. */
void summaryRisks(PageCursor &page, const ExecutiveSummary &summary)
{
    const Currency c = summary.currency;
    const auto money = [c](double amount) { return Display::money(amount, c, 0); };
    page.heading(ReportText::tr("Risks"));
    page.text(ReportText::tr("Utilisation (planned %1):")
                      .arg(Display::percent(summary.planUtilization)),
              9.5, true);
    for (const SummaryChoice &choice : summary.choices) {
        QStringList parts;
        if (choice.flipBelow)
            parts.append(ReportText::tr("below %1, %2 is cheaper")
                                 .arg(Display::percent(*choice.flipBelow, 1),
                                      CostCurveModel::optionName(choice.optionBelow)));
        if (choice.flipAbove)
            parts.append(ReportText::tr("above %1, %2 is cheaper")
                                 .arg(Display::percent(*choice.flipAbove, 1),
                                      CostCurveModel::optionName(choice.optionAbove)));
        const QString what = parts.isEmpty()
                ? ReportText::tr("%1 stays the cheapest from 1% to 100%").arg(optionText(choice))
                : parts.join(QStringLiteral("; "));
        page.text(QStringLiteral("\u2022 ") + ReportText::tr("%1: %2").arg(choice.row.name, what),
                  9, false, page.pt(8));
    }
    page.advance(page.pt(4));
    page.text(ReportText::tr("Price sensitivity:"), 9.5, true);
    page.advance(page.pt(2));
    QList<QStringList> scenarios {
            {ReportText::tr("As planned"), money(summary.horizonCost), QString(), QString()}};
    for (const PriceScenario &s : summary.scenarios) {
        const double change = s.horizonCost - summary.horizonCost;
        scenarios.append({s.name(), money(s.horizonCost),
                          (change > 0 ? QStringLiteral("+") : QString()) + money(change),
                          s.changes.isEmpty() ? ReportText::tr("the same")
                                              : s.changes.join(QStringLiteral("; "))});
    }
    drawTable(page,
              {ReportText::tr("Prices"),
               ReportText::tr("Cost over %n month(s)", "", summary.horizonMonths),
               ReportText::tr("Change"), ReportText::tr("Cheapest choice")},
              scenarios, {0.28, 0.18, 0.14, 0.40}, {}, 8.5, QStringLiteral("sensitivity"),
              {false, true, true, false});
}

/** The executive summary (ExecutiveSummary): the cheapest way to run the plan, what it costs,
 *  when owning pays, and what would change the choice. */
void summarySection(PageCursor &page, const ExecutiveSummary &summary)
{
    page.heading(ReportText::tr("Executive summary"));
    if (summary.choices.isEmpty()) {
        page.text(ReportText::tr("No recommendation: no configuration has a deployment that fits "
                                 "and a price."),
                  10);
        return;
    }
    summaryChoices(page, summary);
    summaryRisks(page, summary);
}

QString percentileText(LatencyPercentile p)
{
    switch (p) {
    case LatencyPercentile::Mean: return ReportText::tr("on average");
    case LatencyPercentile::P50: return ReportText::tr("at P50");
    case LatencyPercentile::P90: return ReportText::tr("at P90");
    case LatencyPercentile::P99: return ReportText::tr("at P99");
    }
    return {};
}

/** The advisor's plan the user added to the report (Add to Report): the workload it answers,
 *  the plan, what it costs and why, found again with the plan's prices now. */
void advisorSection(PageCursor &page, const Project &project,
                    const std::optional<ReportRecommendation> &recommendation)
{
    if (!recommendation)
        return;
    page.heading(ReportText::tr("Advisor's recommendation"));
    QStringList asked;
    for (const AdvisedModel &m : project.advisor.models) {
        const QString traffic = m.users > 0
                ? ReportText::tr("%n concurrent user(s)", "", m.users)
                : ReportText::tr("%1 requests/s (peak %2)")
                          .arg(Display::number(m.requestsPerSecond, 2),
                               Display::number(m.sizingRequestsPerSecond(), 2));
        QStringList targets;
        if (m.ttftTargetMs > 0)
            targets.append(
                    ReportText::tr("TTFT at most %1").arg(Display::seconds(m.ttftTargetMs / 1e3)));
        if (m.tpotTargetMs > 0)
            targets.append(
                    ReportText::tr("TPOT at most %1").arg(Display::seconds(m.tpotTargetMs / 1e3)));
        asked.append(ReportText::tr("%1: %2, %3 input and %4 output tokens%5")
                             .arg(m.modelId, traffic, Display::integer(m.inputTokens),
                                  Display::integer(m.outputTokens),
                                  targets.isEmpty() ? QString()
                                                    : QStringLiteral("; ")
                                                  + targets.join(QStringLiteral(", ")) + u' '
                                                  + percentileText(m.percentile)));
    }
    page.text(ReportText::tr("Workload: %1.").arg(asked.join(QStringLiteral("; "))), 9);
    if (!recommendation->plan) {
        page.text(recommendation->problem, 9, true);
        return;
    }
    const AdvisorPlan &plan = *recommendation->plan;
    const Currency c = recommendation->currency;
    const auto money = [c](double amount) { return Display::money(amount, c, 0); };
    page.advance(page.pt(2));
    QList<QStringList> parts;
    for (const ModelPlan &part : plan.parts)
        parts.append({modelPlanShape(part),
                      part.owned ? ReportText::tr("own") : ReportText::tr("rent"),
                      money(part.monthlyCost())});
    drawTable(page,
              {ReportText::tr("Plan %1 of the advisor's ranking").arg(recommendation->rank),
               ReportText::tr("Way"), ReportText::tr("Per month")},
              parts, {0.66, 0.14, 0.20}, {}, 8.5, QStringLiteral("advisor-plan"),
              {false, false, true});
    page.advance(page.pt(3));
    const QString breakeven = plan.rentVsOwn.breakevenMonth
            ? ReportText::tr("from month %1").arg(Display::number(*plan.rentVsOwn.breakevenMonth, 0))
            : ReportText::tr("not within 10 years");
    drawTable(page,
              {ReportText::tr("Per month"), ReportText::tr("Per 1M tokens"),
               ReportText::tr("Per user"), ReportText::tr("TTFT"), ReportText::tr("GPUs"),
               ReportText::tr("Power"), ReportText::tr("Owning cheaper")},
              {{money(plan.monthlyCost), Display::money(plan.costPerMillionTokens, c, 3),
                Display::tokensPerSecond(plan.perUserTokensPerSecond),
                Display::seconds(plan.ttftSeconds), Display::integer(plan.gpus),
                ReportText::tr("%1 kW").arg(Display::number(plan.powerKw, 1)), breakeven}},
              {0.16, 0.15, 0.14, 0.11, 0.09, 0.12, 0.23}, {}, 8.5,
              QStringLiteral("advisor-figures"), {true, true, true, true, true, true, false});
    page.advance(page.pt(3));
    page.text(ReportText::tr("What binds: %1.").arg(plan.binds.text()), 8.5);
    for (const TrainingPlan &t : plan.training)
        page.text(ReportText::tr("Training: %1, %2 one-off (%3).")
                          .arg(trainingPlanShape(t), money(t.cost), t.explanation.text()),
                  8.5);
    page.text(plan.sloVerified
                      ? ReportText::tr("Its latency targets hold in the load simulation at the "
                                       "served load.")
                      : ReportText::tr("Its latency targets were not checked in the load "
                                       "simulation."),
              8.5);
}

void titlePage(PageCursor &page, const Project &project, const ExecutiveSummary &summary,
               const std::optional<ReportRecommendation> &recommendation)
{
    page.advance(page.area().height() * 0.04);
    const QString title = project.metadata.title.isEmpty() ? ReportText::tr("Untitled plan")
                                                           : project.metadata.title;
    page.text(title, 22, true);
    page.advance(page.pt(4));
    page.text(ReportText::tr("GPU capacity and cost report"), 13);
    page.advance(page.pt(10));
    if (!project.metadata.author.isEmpty())
        page.text(ReportText::tr("Author: %1").arg(project.metadata.author), 10);
    page.text(ReportText::tr("Date: %1")
                      .arg(QLocale().toString(QDate::currentDate(), QLocale::LongFormat)),
              10);
    if (project.metadata.modified.isValid())
        page.text(ReportText::tr("Plan last changed: %1")
                          .arg(QLocale().toString(project.metadata.modified.toLocalTime().date(),
                                                  QLocale::LongFormat)),
                  10);
    page.text(amountsNote(project), 10);
    summarySection(page, summary);
    advisorSection(page, project, recommendation);
    page.advance(page.pt(12));
    page.text(ReportText::tr("Made with Headroom %1. Estimates, not measurements: every figure "
                             "comes from the formulas and dated sources listed in this report.")
                      .arg(QCoreApplication::applicationVersion()),
              7.5);
}

QString dateText(const QDate &date)
{
    return date.isValid() ? QLocale().toString(date, QLocale::ShortFormat)
                          : ReportText::tr("\u2014");
}

/** The project's own cost assumptions: input, value, source, date. */
QList<QStringList> projectAssumptionRows(const Project &project, const CostAssumptions &a)
{
    const Currency c = a.currency;
    const QString projectSource = ReportText::tr("Project assumption");
    const QString projectDate = dateText(project.metadata.modified.toLocalTime().date());
    return {
            {ReportText::tr("Utilisation"), Display::percent(a.utilization), projectSource,
             projectDate},
            {ReportText::tr("Horizon (months)"), Display::integer(a.horizonMonths), projectSource,
             projectDate},
            {ReportText::tr("Useful life"),
             ReportText::tr("%1 years").arg(Display::number(a.lifeYears, 1)), projectSource,
             projectDate},
            {ReportText::tr("Cost of capital"), Display::percent(a.costOfCapital, 1), projectSource,
             projectDate},
            {ReportText::tr("PUE"), Display::number(a.pue, 2), projectSource, projectDate},
            {ReportText::tr("Electricity"),
             ReportText::tr("%1 per kWh").arg(Display::money(a.electricityPricePerKwh, c, 3)),
             projectSource, projectDate},
            {ReportText::tr("Colocation"),
             ReportText::tr("%1 per kW-month").arg(Display::money(a.colocationPerKwMonth, c, 0)),
             projectSource, projectDate},
            {ReportText::tr("Maintenance"),
             ReportText::tr("%1 of capex per year")
                     .arg(Display::percent(a.maintenancePercentPerYear / 100, 1)),
             projectSource, projectDate},
            {ReportText::tr("Spot rework"), Display::percent(a.spotPreemptionOverhead),
             projectSource, projectDate},
            {ReportText::tr("Rent price change"),
             ReportText::tr("%1 per year").arg(Display::percent(a.priceDriftPercentPerYear / 100, 1)),
             projectSource, projectDate},
    };
}

/** The rates that converted the figures of this report (the project's, the catalog's USD) into
 *  `c`, and the engine constants calibrated to the user's measurements. */
QList<QStringList> conversionAndCalibrationRows(const Project &project, Currency c)
{
    QList<QStringList> table;
    QList<ExchangeRate> used;
    for (Currency from : {project.cost.currency, Currency::Usd}) {
        for (const ExchangeRate &r :
             conversionRates(from, c, project.exchangeRates).value_or(QList<ExchangeRate> {}))
            if (!used.contains(r))
                used.append(r);
    }
    for (const ExchangeRate &r : used)
        table.append(
                {ReportText::tr("Exchange rate"),
                 ReportText::tr("1 %1 = %2 %3")
                         .arg(currencyCode(r.from), Display::number(r.rate, 4), currencyCode(r.to)),
                 r.source, dateText(r.asOf)});
    // engine constants calibrated to the user's measurements (issue 21), per GPU x engine
    for (const Calibration &k : project.calibrations) {
        QStringList constants;
        for (auto it = k.constants.cbegin(); it != k.constants.cend(); ++it)
            constants.append(it.key() + QStringLiteral(" = ") + Display::number(it.value(), 3));
        table.append(
                {ReportText::tr("Engine constants, %1 on %2").arg(engineName(k.engine), k.gpuId),
                 constants.join(QStringLiteral(", ")),
                 ReportText::tr("calibrated (%1)").arg(calibrationSourceText(k)),
                 dateText(k.created.toLocalTime().date())});
    }
    return table;
}

/** Where a price comes from: the project, or the catalog's or the user's source. */
QString originText(const CostInputOrigin &o)
{
    if (o.source == CostInputSource::Project)
        return o.description; // "Project assumption"
    QString s = costInputSourceName(o.source) + QStringLiteral(": ") + o.description;
    if (!o.reference.isEmpty())
        s += QStringLiteral(" (") + o.reference + u')';
    return s;
}

/** Each configuration's prices with their sources and dates. */
QList<QStringList> priceRows(const QList<ComparisonRow> &rows, Currency c)
{
    QList<QStringList> prices;
    for (const ComparisonRow &row : rows) {
        const ConfigurationCost &k = row.cost;
        const CostAssumptions &x = k.assumptions;
        prices.append({row.name + QStringLiteral(": ") + ReportText::tr("purchase per GPU"),
                       Display::money(x.purchasePricePerGpu, c, 0), originText(k.purchase),
                       dateText(k.purchase.asOf)});
        prices.append({row.name + QStringLiteral(": ") + ReportText::tr("power per GPU"),
                       ReportText::tr("%1 kW").arg(Display::number(x.powerKwPerGpu, 3)),
                       originText(k.power), dateText(k.power.asOf)});
        prices.append({row.name + QStringLiteral(": ") + ReportText::tr("on demand per GPU-hour"),
                       Display::money(x.onDemandPricePerGpuHour, c), originText(k.onDemand),
                       dateText(k.onDemand.asOf)});
        prices.append(
                {row.name + QStringLiteral(": ") + ReportText::tr("reserved (1 year) per GPU-hour"),
                 Display::money(x.reserved1yPricePerGpuHour, c), originText(k.reserved1y),
                 dateText(k.reserved1y.asOf)});
        prices.append({row.name + QStringLiteral(": ") + ReportText::tr("spot per GPU-hour"),
                       Display::money(x.spotPricePerGpuHour, c), originText(k.spot),
                       dateText(k.spot.asOf)});
    }
    return prices;
}

void assumptionsPage(PageCursor &page, const Project &project, const QList<ComparisonRow> &rows)
{
    const CostAssumptions a = displayedAssumptions(project).value_or(project.cost);
    page.heading(ReportText::tr("Assumptions"));
    const QStringList header {ReportText::tr("Input"), ReportText::tr("Value"),
                              ReportText::tr("Source"), ReportText::tr("As of")};
    drawTable(page, header,
              projectAssumptionRows(project, a) + conversionAndCalibrationRows(project, a.currency),
              {0.22, 0.22, 0.44, 0.12}, {}, 8, QStringLiteral("assumptions"));

    page.heading(ReportText::tr("Prices per configuration"));
    drawTable(page, header, priceRows(rows, a.currency), {0.28, 0.14, 0.46, 0.12}, {}, 7,
              QStringLiteral("prices"));
}

void comparisonPage(PageCursor &page, const Project &project, const Catalog &catalog,
                    const QList<ConfigurationEvaluation> &evaluations)
{
    page.heading(ReportText::tr("Configurations compared"));
    ComparisonModel model;
    model.setProject(project, catalog, evaluations);
    QStringList header;
    for (int c = 0; c < ComparisonModel::ColumnCount; ++c)
        header.append(ComparisonModel::headerTitle(c, model.currency())); // the cell wraps it
    QList<QStringList> rows;
    QList<QList<bool>> bold;
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList cells;
        QList<bool> b;
        for (int c = 0; c < ComparisonModel::ColumnCount; ++c) {
            cells.append(model.data(model.index(r, c)).toString());
            b.append(model.data(model.index(r, c), ComparisonModel::IsBestRole).toBool());
        }
        rows.append(cells);
        bold.append(b);
    }
    drawTable(page, header, rows, {0.15, 0.05, 0.05, 0.115, 0.11, 0.07, 0.1, 0.12, 0.12, 0.115},
              bold, 7.5, QStringLiteral("comparison"));
    page.advance(page.pt(4));
    page.text(ReportText::tr(
                      "\u2605 and bold: the best value of a column. Throughput counts output "
                      "tokens of every replica; cost per 1M tokens at the on-demand price; monthly "
                      "cost rented is the first month on demand at the planned utilisation; 3-year "
                      "TCO owned is the cash cost of owning after 36 months."),
              7);
    page.heading(ReportText::tr("Notes"));
    page.text(project.metadata.notes.isEmpty() ? ReportText::tr("No notes.")
                                               : project.metadata.notes,
              10);
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
void vramBar(PageCursor &page, const VramBarModel &g, const VramBarColumns &at,
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
void vramLegend(PageCursor &page, const QSet<MemoryPartKind> &used, double x0)
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
void vramBars(PageCursor &page, const ConfigurationEvaluation &evaluation, double height)
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

void configurationPage(PageCursor &page, const ConfigurationEvaluation &evaluation,
                       const ComparisonRow &row)
{
    page.heading(row.name);
    const CostAssumptions &a = row.cost.assumptions;
    // the verdict in the words of the board and the inspector (board/boardplanning.h)
    if (const QString verdict = fitVerdict(evaluation); !verdict.isEmpty()) {
        QString line = verdict;
        if (row.maxBatch)
            line += u' ' + ReportText::tr("Max batch: %1.").arg(Display::number(*row.maxBatch));
        page.text(line, 9, !evaluation.fits);
    }
    vramBars(page, evaluation, page.area().height() * 0.24);

    const double chartHeight = std::min(page.left() / 2 - page.pt(40), page.area().width() * 0.5);
    RentVsBuyChart cost;
    cost.setAssumptions(a,
                        QCoreApplication::translate("Headroom::RentVsBuyChart", "Rent vs buy: %1")
                                .arg(row.name));
    // the savings within the horizon the chart draws, no further
    page.text(ReportText::tr("%1. Savings of owning: %2.")
                      .arg(cost.crossoverText(),
                           Charts::savingsWithin(cost.model()->curves(), a.currency)),
              9, true);
    renderChart(page, cost, chartHeight);
    page.advance(page.pt(6));

    QList<ThroughputChart::Entry> entries;
    QString message;
    for (const DeploymentEstimate &e : evaluation.deployments) {
        if (!e.throughput) {
            message = ReportText::tr("No speed estimate for %1: %2")
                              .arg(Display::modelName(e), e.throughput.error().message);
            continue;
        }
        entries.append(ThroughputChart::entryOf(e));
    }
    if (entries.isEmpty()) {
        page.text(message.isEmpty() ? ReportText::tr("No deployment on this configuration.")
                                    : message,
                  9);
        return;
    }
    ThroughputChart speed(ThroughputChart::Mode::Speed);
    const double speedHeight = std::min(page.left() - page.pt(30), chartHeight);
    speed.setEntries(entries);
    renderChart(page, speed, speedHeight);
}

} // namespace

int paintReport(QPainter &painter, QPagedPaintDevice &device, const Project &project,
                const Catalog &catalog, QList<ReportTable> *tables)
{
    // one evaluation of every configuration for the whole report, as the window shows it
    const QList<ConfigurationEvaluation> evaluations = evaluateProject(catalog, project);
    const QList<ComparisonRow> rows = comparisonRows(project, catalog, evaluations);
    PageCursor page(painter, device);
    page.setTables(tables);
    page.footer();
    titlePage(page, project, executiveSummary(project, rows),
              reportRecommendation(catalog, project));
    page.newPage();
    assumptionsPage(page, project, rows);
    page.newPage();
    comparisonPage(page, project, catalog, evaluations);
    for (qsizetype i = 0; i < rows.size(); ++i) {
        page.newPage();
        configurationPage(page, evaluations[i], rows[i]);
    }
    return page.pages();
}

QPageSize::PageSizeId reportPageSize(const QLocale &ui, const QLocale &system)
{
    // Letter is North America's paper; an English reader elsewhere (and every Russian or Polish
    // one) prints on A4
    const bool northAmerica = system.territory() == QLocale::UnitedStates
            || system.territory() == QLocale::Canada;
    return ui.language() == QLocale::English && northAmerica ? QPageSize::Letter : QPageSize::A4;
}

void preparePdfWriter(QPdfWriter &writer, QPageSize::PageSizeId pageSize, const QString &title)
{
    writer.setPageLayout(QPageLayout(QPageSize(pageSize), QPageLayout::Portrait,
                                     QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
    writer.setResolution(300);
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("Headroom"));
}

Result<void> writePdfReport(const Project &project, const Catalog &catalog, const QString &path,
                            QPageSize::PageSizeId pageSize)
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return fail(
                ReportText::tr("The PDF report needs the graphical libraries (a QApplication)"));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return reportFileError(path, file.errorString());
    {
        QPdfWriter writer(&file);
        preparePdfWriter(writer, pageSize, project.metadata.title);
        QPainter painter;
        if (!painter.begin(&writer))
            return reportFileError(path, ReportText::tr("cannot start the PDF"));
        paintReport(painter, writer, project, catalog);
        painter.end();
    }
    if (!file.commit())
        return reportFileError(path, file.errorString());
    return {};
}

} // namespace Headroom
