#include "charts/chartstyle.h"

#include "format/textlines.h"

#include "format/displayformat.h"
#include "format/texthelpers.h"
#include "report/reportwriter.h"

#include <QAbstractBarSeries>
#include <QAction>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QContextMenuEvent>
#include <QCoreApplication>
#include <QCursor>
#include <QEvent>
#include <QFileDialog>
#include <QFontMetricsF>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPalette>
#include <QResizeEvent>
#include <QScatterSeries>
#include <QToolTip>
#include <QXYSeries>

#include <cmath>

namespace Headroom::Charts {

namespace {

struct ChartsText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Charts)
};

} // namespace

QColor seriesColor(SeriesRole role)
{
    switch (role) {
    case SeriesRole::Own: return QColor(0x00, 0x72, 0xB2); // blue
    case SeriesRole::OnDemand: return QColor(0xD5, 0x5E, 0x00); // vermillion
    case SeriesRole::Reserved: return QColor(0x00, 0x9E, 0x73); // bluish green
    case SeriesRole::Spot: return QColor(0xCC, 0x79, 0xA7); // reddish purple
    case SeriesRole::Hybrid: return QColor(0xE6, 0x9F, 0x00); // orange
    case SeriesRole::Marker: return QColor(0xD5, 0x2B, 0x1E); // red
    }
    return Qt::gray;
}

QColor indexedColor(int index)
{
    static const QColor colors[] = {QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00),
                                    QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7),
                                    QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9),
                                    QColor(0x88, 0x4E, 0xA0), QColor(0x8C, 0x8C, 0x8C)};
    return colors[std::abs(index) % std::size(colors)];
}

void styleChart(QChart *chart, const QPalette &palette)
{
    // No QChart theme: a theme change would repaint the series in the theme's colours, and the
    // series colours are fixed. Only the chrome follows the palette.
    const QColor text = palette.color(QPalette::Text);
    const QColor base = palette.color(QPalette::Base);
    QColor grid = text;
    grid.setAlpha(40);
    QColor line = text;
    line.setAlpha(140);
    chart->setBackgroundBrush(base);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setBackgroundRoundness(0);
    chart->setTitleBrush(text);
    chart->setTitleFont(Display::boldFont(chart->titleFont()));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setLabelColor(text);
    chart->setAnimationOptions(QChart::NoAnimation);
    // the charts write their ticks themselves (setTicks); numbers Qt Charts would write (a value
    // axis, point labels) follow the language too, not the C locale's "15.0"
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    chart->setMargins(QMargins(6, 4, 26, 4)); // room for the last x label
    const auto axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setGridLineColor(grid);
        axis->setLinePenColor(line);
        // whole labels: the ticks are spaced for them (ChartView::setTicks), and an elided
        // label ("-10 t...", "Cena na...") says nothing
        axis->setTruncateLabels(false);
        QFont f = axis->titleFont();
        f.setBold(false);
        axis->setTitleFont(f);
    }
    const auto series = chart->series();
    for (QAbstractSeries *s : series) {
        if (auto *xy = qobject_cast<QXYSeries *>(s))
            xy->setPointLabelsColor(text);
    }
}

QString lineGlyphs(const QPen &pen)
{
    if (pen.widthF() >= 5) // a band under the lines (the hybrid fleet)
        return QStringLiteral("\u2588\u2588");
    switch (pen.style()) {
    case Qt::DashLine: return QStringLiteral("\u254D\u254D");
    case Qt::DotLine: return QStringLiteral("\u2508\u2508");
    case Qt::DashDotLine:
    case Qt::DashDotDotLine: return QStringLiteral("\u2501\u00B7\u2501");
    default: return QStringLiteral("\u2501\u2501");
    }
}

QString legendEntry(const QColor &color, const QString &glyphs, const QString &name)
{
    // a swatch drawn as the series is (a line in its pen style, a band, a block), then the name,
    // non-breaking: the label wraps between entries only
    const QString swatch = glyphs.isEmpty()
            ? QString()
            : QStringLiteral("<span style=\"color:%1; font-weight:bold\">%2</span>&nbsp;")
                      .arg(color.name(), glyphs);
    QString text = name.toHtmlEscaped();
    text.replace(u' ', QStringLiteral("&nbsp;"));
    return QStringLiteral("<span style=\"white-space:nowrap\">%1%2</span>").arg(swatch, text);
}

QString legendHtml(const QStringList &entries)
{
    return entries.join(QStringLiteral(" &nbsp; "));
}

QString legendHtml(const QChart *chart)
{
    QStringList entries;
    const auto series = chart->series();
    for (const QAbstractSeries *s : series) {
        if (s->property(kNoLegendProperty).toBool() || !s->isVisible())
            continue;
        if (const auto *bars = qobject_cast<const QAbstractBarSeries *>(s)) {
            const auto sets = bars->barSets();
            for (QBarSet *set : sets)
                entries.append(legendEntry(set->color(), QStringLiteral("\u25A0"), set->label()));
        } else if (const auto *scatter = qobject_cast<const QScatterSeries *>(s)) {
            if (scatter->count() == 0)
                continue; // a marker with nothing to mark
            entries.append(legendEntry(scatter->color(), QStringLiteral("\u25CF"), s->name()));
        } else if (const auto *xy = qobject_cast<const QXYSeries *>(s)) {
            QColor color = xy->pen().color();
            color.setAlpha(255);
            entries.append(legendEntry(color, lineGlyphs(xy->pen()), s->name()));
        } else if (!s->name().isEmpty()) {
            entries.append(legendEntry(QColor(), QString(), s->name()));
        }
    }
    return legendHtml(entries);
}

ChartView::ChartView(QWidget *parent)
    : QChartView(parent)
    , m_legend(new QLabel(this))
{
    setRenderHint(QPainter::Antialiasing);
    m_legend->setObjectName(QStringLiteral("chartLegend"));
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setWordWrap(true);
    m_legend->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_legend->setContentsMargins(6, 2, 6, 4);
    m_legend->setAutoFillBackground(true);
    m_legend->setBackgroundRole(QPalette::Base);
    // the chart lays itself out after a resize (a posted layout request): ticks and titles fit
    // the plot area it ends with, once more and no more (fewer ticks can widen the plot)
    connect(chart(), &QChart::plotAreaChanged, this, [this](const QRectF &plot) {
        const bool moved = std::abs(plot.width() - m_fittedPlot.width()) >= 2
                || std::abs(plot.height() - m_fittedPlot.height()) >= 2;
        fitMinimumHeight(); // the rows around the plot are known now
        if (m_refits <= 0 || !moved)
            return;
        --m_refits;
        fitToPlot();
    });
}

void ChartView::restyle()
{
    styleChart(chart(), palette());
    chart()->legend()->hide(); // the wrapped label below stands for it
    m_legend->setText(legendText());
    layoutLegend();
    m_refits = 2;
    fitToPlot();
}

QString ChartView::legendText() const
{
    return legendHtml(chart());
}

void ChartView::setLegendShown(bool shown)
{
    m_legendShown = shown;
    layoutLegend();
}

void ChartView::setMinimumPlotHeight(int height)
{
    m_minimumPlotHeight = height;
    fitMinimumHeight();
}

int ChartView::legendHeight() const
{
    const bool shown = m_legendShown && !m_legend->text().isEmpty();
    return shown ? m_legend->heightForWidth(width()) : 0;
}

void ChartView::layoutLegend()
{
    const int h = legendHeight();
    m_legend->setVisible(h > 0);
    setViewportMargins(0, 0, 0, h);
    if (h > 0)
        m_legend->setGeometry(0, height() - h, width(), h);
    // QChartView sizes the chart to the whole view: fit it to the viewport above the legend
    if (chart()->size() != QSizeF(viewport()->size())) {
        chart()->resize(viewport()->size());
        setSceneRect(chart()->geometry());
    }
    fitMinimumHeight();
}

void ChartView::fitMinimumHeight()
{
    if (m_minimumPlotHeight <= 0)
        return;
    // the rows around the plot (title, tick labels, axis title, margins) as the chart laid them
    // out, else as the fonts say; the legend as it wraps at this width
    const QRectF plot = chart()->plotArea();
    const qreal chartHeight = chart()->size().height();
    const qreal around = plot.height() > 0 && chartHeight > plot.height()
            ? chartHeight - plot.height()
            : 6 * QFontMetricsF(chart()->titleFont()).height();
    const int needed = m_minimumPlotHeight + int(std::ceil(around)) + legendHeight()
            + 2 * frameWidth();
    if (needed != minimumHeight())
        setMinimumHeight(needed);
}

QString breakToFit(const QString &text, const QFont &font, qreal room)
{
    const QFontMetricsF metrics(font);
    if (!(room > 0) || metrics.horizontalAdvance(text) <= room)
        return text;
    // the fewest lines that fit, balanced ("Rent vs buy:" / "1 x GeForce RTX 4090")
    QStringList lines = Display::fitLines(text, metrics, room);
    for (QString &line : lines)
        line = line.toHtmlEscaped();
    return lines.join(QStringLiteral("<br>"));
}

namespace {

/** The text `current` stands for: itself, or the plain text it was fitted from (kept in the
 *  object's properties). */
QString plainOf(const QObject *object, const QString &current)
{
    return current == object->property("headroomFitted").toString()
            ? object->property("headroomPlain").toString()
            : current;
}

void rememberFit(QObject *object, const QString &plain, const QString &fitted)
{
    object->setProperty("headroomPlain", plain);
    object->setProperty("headroomFitted", fitted);
}

} // namespace

void ChartView::fitTitles()
{
    // an axis title runs along the plot's side, the chart's title across the chart: one that
    // does not fit breaks at the space nearest its middle (both are rich text)
    const QRectF plot = chart()->plotArea();
    const auto axes = chart()->axes();
    for (QAbstractAxis *axis : axes) {
        // a little short of the plot's extent: the title is centred on it
        const qreal room = 0.92
                * (axis->orientation() == Qt::Vertical ? plot.height() : plot.width());
        const QString plain = plainOf(axis, axis->titleText());
        const QString fitted = breakToFit(plain, axis->titleFont(), room);
        rememberFit(axis, plain, fitted);
        if (fitted != axis->titleText())
            axis->setTitleText(fitted);
        // a word longer than the side is left out rather than cut: the chart's title and
        // headline carry the unit too
        const QFontMetricsF metrics(axis->titleFont());
        bool fits = true;
        for (const QString &line : fitted.split(QStringLiteral("<br>")))
            fits = fits && metrics.horizontalAdvance(line) <= room;
        // nor drawn in a plot too short for its line (Qt would leave "...")
        if (axis->orientation() == Qt::Horizontal && plot.height() > 0)
            fits = fits && plot.height() >= 4 * metrics.height();
        axis->setTitleVisible(fits || !(room > 0));
    }
    const QString plain = plainOf(chart(), chart()->title());
    // the title's room: the chart less its margins and the frame's insets on both sides
    const QMargins margins = chart()->margins();
    const QString fitted
            = breakToFit(plain, chart()->titleFont(),
                         0.92 * (chart()->size().width() - margins.left() - margins.right()) - 12);
    rememberFit(chart(), plain, fitted);
    if (fitted != chart()->title())
        chart()->setTitle(fitted);
}

void ChartView::makeRoomForLabels()
{
    // Qt Charts squeezes a left axis narrower than its labels in a small chart; drawn whole
    // (truncateLabels off) they would run out of the frame: widen the left margin instead
    qreal need = 0;
    const auto axes = chart()->axes(Qt::Vertical);
    for (QAbstractAxis *axis : axes) {
        if (axis->alignment() != Qt::AlignLeft)
            continue;
        QStringList labels;
        if (auto *bars = qobject_cast<QBarCategoryAxis *>(axis))
            labels = bars->categories();
        else if (auto *ticks = qobject_cast<QCategoryAxis *>(axis))
            labels = ticks->categoriesLabels();
        const QFontMetricsF metrics(axis->labelsFont());
        qreal widest = 0;
        for (const QString &l : std::as_const(labels))
            widest = std::max(widest, metrics.horizontalAdvance(l));
        const qreal title = axis->titleText().isEmpty() ? 0
                                                        : QFontMetricsF(axis->titleFont()).height()
                        * (1 + axis->titleText().count(QStringLiteral("<br>")));
        need = std::max(need, widest + title + 12);
    }
    const QMargins margins = chart()->margins();
    const qreal have = chart()->plotArea().left() - chart()->geometry().left();
    if (need > have + 1)
        chart()->setMargins(margins + QMargins(int(std::ceil(need - have)), 0, 0, 0));
}

void ChartView::fitToPlot()
{
    applyTicks();
    makeRoomForLabels();
    fitTitles();
    m_fittedPlot = chart()->plotArea();
}

void ChartView::setTicks(QCategoryAxis *axis, double low, double high,
                         std::function<QString(double, int)> label, int mostTicks,
                         double minimumStep, TickRange range)
{
    m_ticks.removeIf([axis](const TickSpec &t) { return !t.axis || t.axis == axis; });
    m_ticks.append({axis, low, high, std::move(label), std::max(mostTicks, 2), minimumStep, range});
    m_refits = 2;
    applyTicks();
}

void ChartView::setMonthTicks(QCategoryAxis *axis, int months)
{
    m_ticks.removeIf([axis](const TickSpec &t) { return !t.axis || t.axis == axis; });
    TickSpec spec;
    spec.axis = axis;
    spec.high = months;
    spec.mostTicks = months + 2; // every month at most, and the horizon
    spec.months = months;
    m_ticks.append(spec);
    m_refits = 2;
    applyTicks();
}

void ChartView::applyTicks()
{
    const QRectF plot = chart()->plotArea();
    for (const TickSpec &t : std::as_const(m_ticks)) {
        if (!t.axis)
            continue;
        const bool horizontal = t.axis->orientation() == Qt::Horizontal;
        const qreal length = horizontal ? plot.width() : plot.height();
        const QFontMetricsF metrics(t.axis->labelsFont());
        // fewer ticks until their labels fit side by side (a line and a half apart upright)
        for (int target = t.mostTicks; target >= 2; --target) {
            if (t.months > 0)
                Charts::setMonthTicks(t.axis, t.months, target);
            else
                Charts::setTicks(t.axis, t.low, t.high, t.label, target, t.minimumStep, t.range);
            if (!(length > 0))
                break; // not laid out yet: the next resize chooses again
            const QStringList labels = t.axis->categoriesLabels();
            qreal extent = 0;
            for (const QString &l : labels)
                extent = std::max(extent,
                                  horizontal ? metrics.horizontalAdvance(l)
                                                  + metrics.averageCharWidth() * 2
                                             : metrics.height() * 1.5);
            // round ticks are evenly spaced; month ticks end with the horizon, perhaps closer
            qreal room = length / std::max<qsizetype>(labels.size() - 1, 1);
            for (qsizetype i = 1; t.months > 0 && i < labels.size(); ++i)
                room = std::min(room,
                                (t.axis->endValue(labels.at(i)) - t.axis->endValue(labels.at(i - 1)))
                                        / t.months * length);
            if (room >= extent)
                break;
        }
    }
}

void ChartView::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    layoutLegend();
    m_refits = 2;
    fitToPlot();
}

void ChartView::exportInteractively()
{
    QFileDialog dialog(this, ChartsText::tr("Export Chart"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setNameFilters(
            {ChartsText::tr("PNG images (*.png)"), ChartsText::tr("SVG drawings (*.svg)")});
    dialog.setDefaultSuffix(QStringLiteral("png"));
    dialog.selectFile(ChartsText::tr("chart") + QStringLiteral(".png"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    if (const auto written = writeChartImage(this, dialog.selectedFiles().constFirst()); !written)
        QMessageBox::warning(this, ChartsText::tr("Export failed"), written.error().message);
}

void ChartView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    QAction *exportAction = menu.addAction(
            QCoreApplication::translate("Headroom::Charts", "Export Chart\u2026"));
    connect(exportAction, &QAction::triggered, this, &ChartView::exportInteractively);
    menu.exec(event->globalPos());
}

void ChartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        restyle();
    // a language switch sets the default locale first: the ticks are written again in it,
    // whether or not the chart's owner draws the chart again
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange) {
        chart()->setLocale(QLocale());
        applyTicks();
    }
    QChartView::changeEvent(event);
}

int tickDecimals(double step)
{
    if (!(step > 0) || step >= 1)
        return 0;
    return int(std::ceil(-std::log10(step) - 1e-9));
}

void setTicks(QCategoryAxis *axis, double low, double high,
              const std::function<QString(double, int)> &label, int targetTicks, double minimumStep,
              TickRange range)
{
    const auto labels = axis->categoriesLabels();
    for (const QString &l : labels)
        axis->remove(l);
    if (!(high > low))
        high = low + 1;
    const double rough = std::max((high - low) / std::max(targetTicks, 1), minimumStep);
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    double step = magnitude;
    for (double m : {1.0, 2.0, 5.0, 10.0}) {
        step = m * magnitude;
        if (step >= rough * (1 - 1e-9))
            break;
    }
    const bool inside = range == TickRange::AsGiven;
    // a range kept as given holds a tick: 20 and 40 on 0.5 to 41.5, not 50 past its end
    while (inside && std::ceil(low / step - 1e-9) * step > high + 1e-9 && step > minimumStep) {
        const double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-9));
        step = std::max(step * (mantissa > 3 ? 0.4 : 0.5), minimumStep); // 5 -> 2 -> 1 -> 0.5
    }
    const int decimals = tickDecimals(step);
    const double first = inside ? std::ceil(low / step - 1e-9) * step
                                : std::floor(low / step) * step;
    const double last = inside ? std::floor(high / step + 1e-9) * step
                               : std::ceil(high / step) * step;
    axis->setStartValue(first);
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    for (double v = first; v <= last + step / 2; v += step) {
        const double value = std::abs(v) < step / 1e6 ? 0.0 : v;
        QString text = label(value, decimals);
        while (axis->categoriesLabels().contains(text))
            text += QChar(0x200B); // a label function that rounds further: keep them distinct
        axis->append(text, value);
    }
    axis->setRange(inside ? low : first, inside ? high : last);
}

void showHoverTooltips(QXYSeries *series, std::function<QString(const QPointF &)> text)
{
    QObject::connect(series, &QXYSeries::hovered, series,
                     [series, text = std::move(text)](const QPointF &point, bool state) {
                         if (state)
                             QToolTip::showText(QCursor::pos(),
                                                series->name() + u'\n' + text(point));
                         else
                             QToolTip::hideText();
                     });
}

QString shortMoney(double amount, Currency currency, double scale)
{
    // the currency is in the axis title; ticks stay short: "150k", "1.2M"
    Q_UNUSED(currency);
    const double a = std::abs(amount);
    const double s = std::max(std::abs(scale), a);
    if (a == 0)
        return Display::number(0, 0);
    // as many decimals as the tick needs in the unit: "2.5k", "5k", "7.5k"
    const auto inUnit = [](double v) {
        int decimals = 0;
        while (decimals < 2
               && std::abs(v * std::pow(10.0, decimals) - std::round(v * std::pow(10.0, decimals)))
                       > 1e-6)
            ++decimals;
        return Display::number(v, decimals);
    };
    if (s >= 1e6)
        //: millions on a chart axis: "1.2M"
        return QCoreApplication::translate("Headroom::Charts", "%1M").arg(inUnit(amount / 1e6));
    if (s >= 1e4)
        //: thousands on a chart axis: "350k"
        return QCoreApplication::translate("Headroom::Charts", "%1k").arg(inUnit(amount / 1e3));
    return Display::number(amount, a >= 100 || a == 0 ? 0 : 2);
}

QList<std::pair<int, QString>> savingsHorizons()
{
    return {{12, ChartsText::tr("1 year: %1")},
            {36, ChartsText::tr("3 years: %1")},
            {60, ChartsText::tr("5 years: %1")}};
}

QString savingsWithin(const CostCurves &curves, Currency currency)
{
    // read off the curves the chart draws, not recomputed per horizon (savingsAtMonth())
    const int horizon = int(curves.own.size()) - 1;
    const auto saved = [&](int month) {
        return Display::money(curves.onDemand.value(month) - curves.own.value(month), currency, 0);
    };
    QStringList savings;
    bool atHorizon = false;
    for (const auto &[months, label] : savingsHorizons()) {
        if (months > horizon)
            break;
        atHorizon = atHorizon || months == horizon;
        savings.append(label.arg(saved(months)));
    }
    if (!atHorizon)
        savings.append(ChartsText::tr("%n month(s): %1", nullptr, horizon).arg(saved(horizon)));
    return savings.join(QStringLiteral(", "));
}

void setMonthTicks(QCategoryAxis *axis, int months, int mostTicks)
{
    const auto labelCount = [months](int step) {
        return months / step + 1 + (months % step != 0 ? 1 : 0);
    };
    int step = months <= 12 ? 1 : months <= 24 ? 3 : months <= 60 ? 6 : 12;
    for (int coarser : {12, 24, 60}) {
        if (labelCount(step) <= mostTicks || step >= coarser)
            break;
        step = coarser;
    }
    const auto labels = axis->categoriesLabels();
    for (const QString &l : labels)
        axis->remove(l);
    axis->setStartValue(0);
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    for (int m = 0; m <= months; m += step)
        axis->append(Display::number(m), m);
    if (months % step != 0)
        axis->append(Display::number(months), months);
    axis->setRange(0, months);
}

} // namespace Headroom::Charts
