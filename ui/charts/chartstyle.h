#pragma once

#include "cost/costmodel.h"
#include "units/money.h"

#include <QCategoryAxis>
#include <QChartView>
#include <QColor>
#include <QFont>
#include <QList>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <functional>
#include <utility>

QT_BEGIN_NAMESPACE
class QChart;
class QLabel;
class QPen;
class QXYSeries;
class QPalette;
QT_END_NAMESPACE

namespace Headroom::Charts {

/** A series property: true when the series has no legend entry (markers, helper lines). */
inline constexpr char kNoLegendProperty[] = "headroomNoLegend";

/** Fixed, distinct series colours (Okabe-Ito), readable on light and dark palettes. */
enum class SeriesRole { Own, OnDemand, Reserved, Spot, Hybrid, Marker };
QColor seriesColor(SeriesRole role);
/** The colour of the n-th of several series of the same kind (deployments, configurations). */
QColor indexedColor(int index);

/** Theme, background, fonts and legend that follow `palette` (dark or light). */
void styleChart(QChart *chart, const QPalette &palette);

/** What setTicks does with the range: widens it to whole ticks, or keeps it and puts the ticks
 *  inside it (a count axis from 0.5 to n + 0.5, whose first and last points stay off the frame
 *  and whose ticks are whole numbers from 1 to n). */
enum class TickRange { WholeTicks, AsGiven };

/** Ticks at round values (steps of 1, 2 or 5 x 10^n, at least `minimumStep`) from `low` to
 *  `high`, labelled by `label(value, decimals)` (locale-aware text, written in the default
 *  QLocale when called), where `decimals` is what the step needs to tell its ticks apart (0 for
 *  steps of 1 and more); the axis range is widened to whole ticks, or kept (`range`). */
void setTicks(QCategoryAxis *axis, double low, double high,
              const std::function<QString(double value, int decimals)> &label, int targetTicks = 6,
              double minimumStep = 0, TickRange range = TickRange::WholeTicks);

/** The decimals a tick step needs: 0 for 1 and more, 1 for 0.1 to 0.5, 2 for 0.01 to 0.05... */
int tickDecimals(double step);

/** A tooltip with `text(point)` while the mouse is over the series. */
void showHoverTooltips(QXYSeries *series, std::function<QString(const QPointF &)> text);

/** A money tick label without the currency (the axis title names it): "1.2M", "350k", "12".
 *  The unit follows `scale`, the largest amount on the axis, so that every tick of an axis has
 *  the same one ("8k", "10k", "12k", not "8000", "10k"). */
QString shortMoney(double amount, Currency currency, double scale);

/** The savings horizons of the summaries: (12, "1 year: %1"), (36, "3 years: %1"),
 *  (60, "5 years: %1"), translated. */
QList<std::pair<int, QString>> savingsHorizons();

/** The savings of owning over renting on demand (on demand minus own) quoted at the
 *  savingsHorizons() within `curves` and at their last month: "1 year: $1,200, 24 months:
 *  $3,400". */
QString savingsWithin(const CostCurves &curves, Currency currency);

/** Month ticks from 0 to `months` and the horizon: every 1, 3, 6 or 12 months (by the horizon),
 *  or every 12, 24 or 60 where that would be more than `mostTicks` labels. */
void setMonthTicks(QCategoryAxis *axis, int months, int mostTicks = 1000);

/** The legend of `chart` as rich text that wraps between entries, never inside one: a swatch
 *  in each series' colour and line style (solid, dashed, dotted, band, bar) and its name.
 *  Series with kNoLegendProperty are left out. */
QString legendHtml(const QChart *chart);
/** One legend entry: a swatch of `glyphs` in `color` and `name`, never broken inside. */
QString legendEntry(const QColor &color, const QString &glyphs, const QString &name);
/** Legend entries joined as legendHtml() joins them. */
QString legendHtml(const QStringList &entries);
/** The glyphs that stand for a line drawn with `pen` (solid, dashed, dotted, a band). */
QString lineGlyphs(const QPen &pen);

/** `text`, or when wider than `room` in `font` wrapped onto as many lines as it needs (rich
 *  text, "<br>" between words): for chart and axis titles, which Qt Charts elides instead. */
QString breakToFit(const QString &text, const QFont &font, qreal room);

/** A chart view whose axes, legend and background follow the widget palette (dark or light);
 *  the charts of the reports derive from it and call restyle() after building their series.
 *  Its legend is a label under the plot that wraps onto as many lines as the names need (Qt
 *  Charts' own legend elides them in one row), and an axis title too long for the plot's side
 *  is broken onto two lines. */
class ChartView : public QChartView
{
    Q_OBJECT

public:
    explicit ChartView(QWidget *parent = nullptr);
    void restyle();
    /** The wrapped legend under the plot (hidden when the PDF draws its own). */
    QLabel *legendLabel() const { return m_legend; }
    void setLegendShown(bool shown);
    /** The plot area's least height: the view asks for it, its titles, labels and legend (at
     *  its width) in its minimum height, so a short dock scrolls rather than squeezing it. */
    void setMinimumPlotHeight(int height);

    /** Round ticks on `axis` as Charts::setTicks, as many as its labels leave room for at the
     *  view's size (at most `mostTicks`), chosen again whenever the view is resized. */
    void setTicks(QCategoryAxis *axis, double low, double high,
                  std::function<QString(double value, int decimals)> label, int mostTicks = 6,
                  double minimumStep = 0, TickRange range = TickRange::WholeTicks);

    /** Month ticks on `axis` as Charts::setMonthTicks, as many as its labels leave room for at
     *  the view's size (the horizon's label too, after a shorter last step), chosen again
     *  whenever the view is resized. */
    void setMonthTicks(QCategoryAxis *axis, int months);

    /** Asks for a file and writes the chart as PNG or SVG (also on the context menu). */
    void exportInteractively();

protected:
    /** The legend's rich text: legendHtml(chart()), unless a chart says it more briefly. */
    virtual QString legendText() const;
    void changeEvent(QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void layoutLegend();
    int legendHeight() const;
    void fitMinimumHeight();
    void fitTitles();
    void applyTicks();
    void makeRoomForLabels();
    /** Ticks, titles and the room for labels, for the plot area the chart has now. */
    void fitToPlot();

    struct TickSpec
    {
        QPointer<QCategoryAxis> axis;
        double low = 0;
        double high = 1;
        std::function<QString(double, int)> label;
        int mostTicks = 8;
        double minimumStep = 0;
        TickRange range = TickRange::WholeTicks;
        int months = 0; // > 0: month ticks up to this horizon (Charts::setMonthTicks)
    };
    QList<TickSpec> m_ticks;
    QRectF m_fittedPlot; // the plot area ticks and titles were last fitted to
    int m_refits = 0; // fits left to follow the chart's own layout after a change
    QLabel *m_legend;
    bool m_legendShown = true;
    int m_minimumPlotHeight = 0;
};

} // namespace Headroom::Charts
