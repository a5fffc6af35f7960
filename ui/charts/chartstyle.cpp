#include "charts/chartstyle.h"

#include "format/displayformat.h"
#include "report/reportwriter.h"

#include <QAction>
#include <QCategoryAxis>
#include <QChart>
#include <QContextMenuEvent>
#include <QCoreApplication>
#include <QCursor>
#include <QEvent>
#include <QFileDialog>
#include <QLegend>
#include <QMenu>
#include <QMessageBox>
#include <QPalette>
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
    QFont title = chart->titleFont();
    title.setBold(true);
    chart->setTitleFont(title);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setLabelColor(text);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(6, 4, 26, 4)); // room for the last x label
    const auto axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setGridLineColor(grid);
        axis->setLinePenColor(line);
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

ChartView::ChartView(QWidget *parent)
    : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
}

void ChartView::restyle()
{
    styleChart(chart(), palette());
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
    QChartView::changeEvent(event);
}

int tickDecimals(double step)
{
    if (!(step > 0) || step >= 1)
        return 0;
    return int(std::ceil(-std::log10(step) - 1e-9));
}

void setTicks(QCategoryAxis *axis, double low, double high,
              const std::function<QString(double, int)> &label, int targetTicks, double minimumStep)
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
    const int decimals = tickDecimals(step);
    const double first = std::floor(low / step) * step;
    const double last = std::ceil(high / step) * step;
    axis->setStartValue(first);
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    for (double v = first; v <= last + step / 2; v += step) {
        const double value = std::abs(v) < step / 1e6 ? 0.0 : v;
        QString text = label(value, decimals);
        while (axis->categoriesLabels().contains(text))
            text += QChar(0x200B); // a label function that rounds further: keep them distinct
        axis->append(text, value);
    }
    axis->setRange(first, last);
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

QString shortMoney(double amount, Currency currency)
{
    // the currency is in the axis title; ticks stay short: "150k", "1.2M"
    Q_UNUSED(currency);
    const double a = std::abs(amount);
    if (a >= 1e6)
        //: millions on a chart axis: "1.2M"
        return QCoreApplication::translate("Headroom::Charts", "%1M")
                .arg(Display::number(amount / 1e6, a >= 1e7 ? 0 : 1));
    if (a >= 1e4)
        //: thousands on a chart axis: "350k"
        return QCoreApplication::translate("Headroom::Charts", "%1k")
                .arg(Display::number(amount / 1e3, 0));
    return Display::number(amount, a >= 100 || a == 0 ? 0 : 2);
}

QList<std::pair<int, QString>> savingsHorizons()
{
    return {{12, ChartsText::tr("1 year: %1")},
            {36, ChartsText::tr("3 years: %1")},
            {60, ChartsText::tr("5 years: %1")}};
}

void setMonthTicks(QCategoryAxis *axis, int months)
{
    const auto labels = axis->categoriesLabels();
    for (const QString &l : labels)
        axis->remove(l);
    const int step = months <= 12 ? 1 : months <= 24 ? 3 : months <= 60 ? 6 : 12;
    axis->setStartValue(0);
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    for (int m = 0; m <= months; m += step)
        axis->append(Display::number(m), m);
    if (months % step != 0)
        axis->append(Display::number(months), months);
    axis->setRange(0, months);
}

} // namespace Headroom::Charts
