#pragma once

#include "units/money.h"

#include <QChartView>
#include <QColor>
#include <QList>
#include <QString>

#include <functional>
#include <utility>

QT_BEGIN_NAMESPACE
class QChart;
class QCategoryAxis;
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

/** Ticks at round values (steps of 1, 2 or 5 x 10^n, at least `minimumStep`) from `low` to
 *  `high`, labelled by `label(value, decimals)` (locale-aware text), where `decimals` is what
 *  the step needs to tell its ticks apart (0 for steps of 1 and more); the axis range is widened
 *  to whole ticks. */
void setTicks(QCategoryAxis *axis, double low, double high,
              const std::function<QString(double value, int decimals)> &label, int targetTicks = 6,
              double minimumStep = 0);

/** The decimals a tick step needs: 0 for 1 and more, 1 for 0.1 to 0.5, 2 for 0.01 to 0.05... */
int tickDecimals(double step);

/** A tooltip with `text(point)` while the mouse is over the series. */
void showHoverTooltips(QXYSeries *series, std::function<QString(const QPointF &)> text);

/** A money tick label without the currency (the axis title names it): "1.2M", "350k", "12". */
QString shortMoney(double amount, Currency currency);

/** The savings horizons of the summaries: (12, "1 year: %1"), (36, "3 years: %1"),
 *  (60, "5 years: %1"), translated. */
QList<std::pair<int, QString>> savingsHorizons();

/** Month ticks from 0 to `months` in steps of 1, 3, 6 or 12 months. */
void setMonthTicks(QCategoryAxis *axis, int months);

/** A chart view whose axes, legend and background follow the widget palette (dark or light);
 *  the charts of the reports derive from it and call restyle() after building their series. */
class ChartView : public QChartView
{
    Q_OBJECT

public:
    explicit ChartView(QWidget *parent = nullptr);
    void restyle();

    /** Asks for a file and writes the chart as PNG or SVG (also on the context menu). */
    void exportInteractively();

protected:
    void changeEvent(QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
};

} // namespace Headroom::Charts
