#include "charts/costcharts.h"

#include "charts/chartstyle.h"
#include "format/displayformat.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QCursor>
#include <QHorizontalBarSeries>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSortFilterProxyModel>
#include <QToolTip>
#include <QVBarModelMapper>
#include <QVXYModelMapper>
#include <QtMath>

#include <algorithm>

namespace Headroom {

namespace {

using Charts::SeriesRole;

constexpr int kTornadoRows = 6; // the inputs that matter; the rest barely move the savings

/** The tornado's rows: the first kTornadoRows of the ranked table, largest swing last (a
 *  horizontal bar chart draws its first category at the bottom). */
class TornadoOrder final : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

protected:
    bool filterAcceptsRow(int row, const QModelIndex &) const override
    {
        return row < kTornadoRows;
    }
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override
    {
        return left.row() > right.row();
    }
};

QLineSeries *mappedLine(QChart *chart, QAbstractItemModel *model, int xColumn, int yColumn,
                        const QString &name, const QColor &color,
                        Qt::PenStyle style = Qt::SolidLine)
{
    auto *series = new QLineSeries(chart);
    series->setName(name);
    QPen pen(color, 2.5, style);
    series->setPen(pen);
    auto *mapper = new QVXYModelMapper(series);
    mapper->setXColumn(xColumn);
    mapper->setYColumn(yColumn);
    mapper->setSeries(series);
    mapper->setModel(model);
    chart->addSeries(series);
    return series;
}

QCategoryAxis *categoryAxis(QChart *chart, const QString &title, Qt::Alignment alignment)
{
    auto *axis = new QCategoryAxis(chart);
    axis->setTitleText(title);
    axis->setGridLineVisible(true);
    chart->addAxis(axis, alignment);
    return axis;
}

void attach(QChart *chart, QAbstractAxis *x, QAbstractAxis *y)
{
    for (QAbstractSeries *s : chart->series()) {
        if (s->attachedAxes().isEmpty()) {
            s->attachAxis(x);
            s->attachAxis(y);
        }
    }
}

} // namespace

// --- RentVsBuyChart

RentVsBuyChart::RentVsBuyChart(QWidget *parent)
    : ChartView(parent)
    , m_model(new CostCurveModel(this))
{
    setMinimumSize(240, 220);
    QChart *c = chart();
    const struct
    {
        int column;
        SeriesRole role;
        Qt::PenStyle style;
    } curves[] = {// a translucent band under the lines: where the hybrid fleet owns everything
                  // or nothing it runs along own or on demand, and both stay visible
                  {CostCurveModel::HybridColumn, SeriesRole::Hybrid, Qt::SolidLine},
                  {CostCurveModel::OwnColumn, SeriesRole::Own, Qt::SolidLine},
                  {CostCurveModel::OnDemandColumn, SeriesRole::OnDemand, Qt::SolidLine},
                  {CostCurveModel::ReservedColumn, SeriesRole::Reserved, Qt::DashLine},
                  {CostCurveModel::SpotColumn, SeriesRole::Spot, Qt::DotLine}};
    for (const auto &curve : curves) {
        QLineSeries *s = mappedLine(c, m_model, CostCurveModel::MonthColumn, curve.column,
                                    CostCurveModel::curveName(curve.column),
                                    Charts::seriesColor(curve.role), curve.style);
        m_curves.append({curve.column, s});
        if (curve.role == SeriesRole::Hybrid) {
            QColor band = Charts::seriesColor(SeriesRole::Hybrid);
            band.setAlpha(110);
            s->setPen(QPen(band, 8, Qt::SolidLine, Qt::RoundCap));
        }
        Charts::showHoverTooltips(s, [this](const QPointF &p) {
            return tr("Month %1: %2").arg(qRound(p.x())).arg(Display::money(p.y(), m_currency, 0));
        });
    }
    m_crossoverMarker = new QScatterSeries(c);
    m_crossoverMarker->setMarkerSize(12);
    m_crossoverMarker->setColor(Charts::seriesColor(SeriesRole::Marker));
    m_crossoverMarker->setBorderColor(palette().color(QPalette::Text));
    // named in the legend ("Owning is cheaper from month 26"), not labelled on the plot, where
    // a long label ran over the curves or out of the frame
    c->addSeries(m_crossoverMarker);
    m_x = categoryAxis(c, tr("Months"), Qt::AlignBottom);
    m_y = categoryAxis(c, {}, Qt::AlignLeft);
    attach(c, m_x, m_y);
    restyle();
}

void RentVsBuyChart::setAssumptions(const CostAssumptions &a, const QString &title)
{
    m_model->setAssumptions(a);
    m_currency = a.currency;
    const CostCurves &curves = m_model->curves();
    m_months = int(curves.own.size()) - 1;
    double top = 0;
    for (const QList<double> *curve :
         {&curves.own, &curves.onDemand, &curves.reserved1y, &curves.spot, &curves.hybrid})
        for (double v : *curve)
            top = std::max(top, v);
    chart()->setTitle(title);
    // names and titles again: a language switch refreshes the chart through here
    for (const auto &[column, series] : std::as_const(m_curves))
        series->setName(CostCurveModel::curveName(column));
    m_x->setTitleText(tr("Months"));
    m_y->setTitleText(tr("Cumulative cost (%1)").arg(currencyCode(a.currency)));
    const Currency currency = a.currency;
    setTicks(m_y, 0, top,
             [currency, top](double v, int) { return Charts::shortMoney(v, currency, top); });
    setMonthTicks(m_x, m_months);

    m_crossover = crossoverMonth(curves.own, curves.onDemand);
    m_crossoverMarker->clear();
    if (m_crossover) {
        const int before = std::clamp(int(*m_crossover), 0, m_months);
        const int after = std::min(before + 1, m_months);
        const double f = *m_crossover - before;
        const double y = curves.onDemand[before]
                + f * (curves.onDemand[after] - curves.onDemand[before]);
        m_crossoverMarker->append(*m_crossover, y);
    }
    m_crossoverMarker->setName(crossoverText());
    // in the legend only when there is a crossover to mark (the headline says when there is not)
    m_crossoverMarker->setProperty(Charts::kNoLegendProperty, !m_crossover.has_value());
    restyle();
}

QString RentVsBuyChart::crossoverText() const
{
    if (m_crossover)
        return tr("Owning is cheaper from month %1").arg(qCeil(*m_crossover - 1e-9));
    return tr("Renting on demand stays cheaper within the horizon");
}

// --- UsefulHourChart

UsefulHourChart::UsefulHourChart(QWidget *parent)
    : ChartView(parent)
    , m_model(new UsefulHourCostModel(this))
{
    setMinimumSize(240, 220);
    QChart *c = chart();
    const auto tip = [](const QPointF &p) {
        return tr("Utilisation %1: %2").arg(Display::percent(p.x()), Display::number(p.y(), 2));
    };
    m_own = mappedLine(c, m_model, UsefulHourCostModel::UtilizationColumn,
                       UsefulHourCostModel::OwnColumn, {}, Charts::seriesColor(SeriesRole::Own));
    m_onDemand = mappedLine(c, m_model, UsefulHourCostModel::UtilizationColumn,
                            UsefulHourCostModel::OnDemandColumn, {},
                            Charts::seriesColor(SeriesRole::OnDemand));
    Charts::showHoverTooltips(m_own, tip);
    Charts::showHoverTooltips(m_onDemand, tip);
    m_breakevenLine = new QLineSeries(c);
    m_breakevenLine->setPen(QPen(Charts::seriesColor(SeriesRole::Marker), 2, Qt::DashLine));
    m_breakevenLine->setPointLabelsVisible(true);
    m_breakevenLine->setPointLabelsClipping(false);
    m_breakevenLine->setPointLabelsColor(palette().color(QPalette::Text));
    c->addSeries(m_breakevenLine);
    m_x = categoryAxis(c, {}, Qt::AlignBottom);
    m_y = categoryAxis(c, {}, Qt::AlignLeft);
    attach(c, m_x, m_y);
    restyle();
}

void UsefulHourChart::setAssumptions(const CostAssumptions &a)
{
    m_model->setAssumptions(a);
    // titles and names here: a language switch refreshes the chart through here
    chart()->setTitle(tr("Cost per useful GPU-hour"));
    m_own->setName(CostCurveModel::curveName(CostCurveModel::OwnColumn));
    m_onDemand->setName(CostCurveModel::curveName(CostCurveModel::OnDemandColumn));
    m_x->setTitleText(tr("Utilisation"));
    const Currency currency = a.currency;
    m_y->setTitleText(tr("%1 per GPU-hour").arg(currencyCode(currency)));
    // Owning at very low utilisation explodes (F / u); keep the interesting range readable.
    const double onDemandTop = m_model->data(m_model->index(0, UsefulHourCostModel::OnDemandColumn))
                                       .toDouble();
    const double ownAtQuarter = m_model->data(m_model->index(4, UsefulHourCostModel::OwnColumn))
                                        .toDouble();
    const double top = std::min(m_model->maximum(), std::max(onDemandTop, ownAtQuarter) * 1.6);
    setTicks(m_y, 0, top,
             [](double v, int d) { return Display::number(v, v >= 100 ? 0 : std::max(d, 2)); });
    setTicks(
            m_x, 0, 1, [](double v, int) { return Display::percent(v); }, 4);

    m_breakeven = breakevenUtilization(a);
    m_breakevenLine->clear();
    if (m_breakeven && *m_breakeven <= 1) {
        m_breakevenLine->setName(tr("Breakeven %1").arg(Display::percent(*m_breakeven)));
        m_breakevenLine->append(*m_breakeven, 0);
        m_breakevenLine->append(*m_breakeven, m_y->max());
        m_breakevenLine->setPointLabelsFormat(QString());
    } else {
        m_breakevenLine->setName(tr("No breakeven up to 100%"));
    }
    restyle();
}

// --- SensitivityChart

SensitivityChart::SensitivityChart(QWidget *parent)
    : ChartView(parent)
    , m_model(new SensitivityModel(this))
{
    setMinimumSize(260, 220);
    QChart *c = chart();
    c->setTitle(tr("What moves the savings (±20%)"));
    auto *series = new QHorizontalBarSeries(c);
    m_series = series;
    auto *mapper = new QVBarModelMapper(series);
    mapper->setFirstBarSetColumn(SensitivityModel::LowChangeColumn);
    mapper->setLastBarSetColumn(SensitivityModel::HighChangeColumn);
    auto *order = new TornadoOrder(this);
    order->setSourceModel(m_model);
    order->sort(0);
    mapper->setSeries(series);
    mapper->setModel(order);
    c->addSeries(series);
    m_categories = new QBarCategoryAxis(c);
    QFont small = m_categories->labelsFont();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    m_categories->setLabelsFont(small);
    c->addAxis(m_categories, Qt::AlignLeft);
    m_values = new QCategoryAxis(c);
    c->addAxis(m_values, Qt::AlignBottom);
    series->attachAxis(m_categories);
    series->attachAxis(m_values);
    connect(series, &QHorizontalBarSeries::hovered, this,
            [this](bool state, int index, QBarSet *set) {
                if (!state) {
                    QToolTip::hideText();
                    return;
                }
                QToolTip::showText(QCursor::pos(),
                                   tr("%1, %2: savings change by %3")
                                           .arg(m_model->data(m_model->index(index, 0)).toString(),
                                                set->label(), Display::number(set->at(index), 0)));
            });
    restyle();
}

void SensitivityChart::setAssumptions(const CostAssumptions &a)
{
    m_model->setAssumptions(a);
    QStringList names;
    double low = 0;
    double high = 0;
    const QList<SensitivityRow> &rows = m_model->rows();
    for (qsizetype i = 0; i < std::min<qsizetype>(rows.size(), kTornadoRows); ++i) {
        names.append(rows[i].input);
        low = std::min({low, rows[i].low - m_model->base(), rows[i].high - m_model->base()});
        high = std::max({high, rows[i].low - m_model->base(), rows[i].high - m_model->base()});
    }
    std::reverse(names.begin(), names.end());
    m_categories->setCategories(names);
    const QList<QBarSet *> sets = m_series->barSets();
    for (qsizetype i = 0; i < sets.size(); ++i) // the labels are the model's headers
        sets[i]->setColor(i == 0 ? Charts::seriesColor(SeriesRole::OnDemand)
                                 : Charts::seriesColor(SeriesRole::Own));
    const Currency currency = a.currency;
    chart()->setTitle(tr("What moves the savings (±20%)"));
    m_values->setTitleText(tr("Savings change (%1)").arg(currencyCode(currency)));
    setToolTip(tr("Savings of owning over renting on demand across the horizon: %1 as planned; "
                  "each bar is the change with one input 20% lower or higher.",
                  nullptr)
                       .arg(Display::money(m_model->base(), currency, 0)));
    setTicks(
            m_values, low, high,
            [currency, scale = std::max(std::abs(low), std::abs(high))](double v, int) {
                return Charts::shortMoney(v, currency, scale);
            },
            4);
    restyle();
}

// --- ComparisonCostChart

ComparisonCostChart::ComparisonCostChart(QWidget *parent)
    : ChartView(parent)
{
    setMinimumSize(360, 150); // the table above it keeps its rows in view first
    chart()->setTitle(tr("Cumulative cost of the checked configurations"));
    restyle();
}

void ComparisonCostChart::setEntries(const QList<Entry> &entries)
{
    QChart *c = chart();
    c->removeAllSeries();
    for (QAbstractAxis *axis : c->axes()) {
        c->removeAxis(axis);
        delete axis;
    }
    qDeleteAll(m_models);
    m_models.clear();
    m_labels.clear();
    auto *x = categoryAxis(c, tr("Months"), Qt::AlignBottom);
    auto *y = categoryAxis(c, {}, Qt::AlignLeft);
    double top = 0;
    int months = 1;
    Currency currency = Currency::Usd;
    for (int i = 0; i < entries.size(); ++i) {
        auto *model = new CostCurveModel(this);
        model->setAssumptions(entries[i].assumptions);
        m_models.append(model);
        currency = entries[i].assumptions.currency;
        months = std::max(months, int(model->curves().own.size()) - 1);
        for (double v : model->curves().own)
            top = std::max(top, v);
        for (double v : model->curves().onDemand)
            top = std::max(top, v);
        const QColor color = Charts::indexedColor(i);
        m_labels.append(entries[i].label);
        mappedLine(c, model, CostCurveModel::MonthColumn, CostCurveModel::OwnColumn,
                   tr("%1: own").arg(entries[i].label), color);
        mappedLine(c, model, CostCurveModel::MonthColumn, CostCurveModel::OnDemandColumn,
                   tr("%1: on demand").arg(entries[i].label), color, Qt::DashLine);
    }
    y->setTitleText(tr("Cumulative cost (%1)").arg(currencyCode(currency)));
    setTicks(y, 0, top,
             [currency, top](double v, int) { return Charts::shortMoney(v, currency, top); });
    attach(c, x, y);
    setMonthTicks(x, months);
    if (entries.isEmpty())
        c->setTitle(tr("Check configurations in the table to compare their costs"));
    else // the currency here too: a short chart leaves its axis title out
        c->setTitle(tr("Cumulative cost of the checked configurations (%1)")
                            .arg(currencyCode(currency)));
    restyle();
}

QString ComparisonCostChart::legendText() const
{
    // a configuration's two curves share its colour and every option its line style: the legend
    // names each once (n + 2 entries, not 2n "name: own", "name: on demand")
    if (m_labels.isEmpty())
        return {};
    const QColor text = palette().color(QPalette::Text);
    QStringList entries {Charts::legendEntry(text, Charts::lineGlyphs(QPen(Qt::SolidLine)),
                                             CostCurveModel::curveName(CostCurveModel::OwnColumn)),
                         Charts::legendEntry(text, Charts::lineGlyphs(QPen(Qt::DashLine)),
                                             CostCurveModel::curveName(
                                                     CostCurveModel::OnDemandColumn))};
    for (int i = 0; i < m_labels.size(); ++i)
        entries.append(Charts::legendEntry(Charts::indexedColor(i), QStringLiteral("\u25A0"),
                                           m_labels[i]));
    return Charts::legendHtml(entries);
}

} // namespace Headroom
