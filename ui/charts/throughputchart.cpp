#include "charts/throughputchart.h"

#include "charts/chartstyle.h"
#include "format/displayformat.h"

#include <QCategoryAxis>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QVXYModelMapper>

#include <algorithm>

namespace Headroom {

namespace {

QLineSeries *mapped(QChart *chart, ThroughputCurveModel *model, int column, const QString &name,
                    const QColor &color, Qt::PenStyle style)
{
    auto *series = new QLineSeries(chart);
    series->setName(name);
    series->setPen(QPen(color, 2.5, style));
    auto *mapper = new QVXYModelMapper(series);
    mapper->setXColumn(ThroughputCurveModel::ConcurrencyColumn);
    mapper->setYColumn(column);
    mapper->setSeries(series);
    mapper->setModel(model);
    chart->addSeries(series);
    return series;
}

QLineSeries *targetLine(QChart *chart, const QString &name, double y, double xMax,
                        const QColor &color)
{
    auto *line = new QLineSeries(chart);
    line->setName(name);
    line->setPen(QPen(color, 1.5, Qt::DashDotDotLine));
    line->append(1, y);
    line->append(xMax, y);
    chart->addSeries(line);
    return line;
}

double columnMax(const ThroughputCurveModel *model, int column)
{
    double top = 0;
    for (int r = 0; r < model->rowCount(); ++r)
        top = std::max(top, model->data(model->index(r, column)).toDouble());
    return top;
}

} // namespace

ThroughputChart::ThroughputChart(Mode mode, QWidget *parent)
    : ChartView(parent)
    , m_mode(mode)
{
    setMinimumSize(360, 240);
    restyle();
}

void ThroughputChart::setEntries(const QList<Entry> &entries, const QString &message)
{
    QChart *c = chart();
    c->removeAllSeries();
    const auto axes = c->axes();
    for (QAbstractAxis *axis : axes) {
        c->removeAxis(axis);
        delete axis;
    }
    qDeleteAll(m_models);
    m_models.clear();
    if (entries.isEmpty()) {
        c->setTitle(message.isEmpty() ? tr("No speed estimate") : message);
        restyle();
        return;
    }

    auto *x = new QCategoryAxis(c);
    x->setTitleText(tr("Concurrent sequences per replica"));
    c->addAxis(x, Qt::AlignBottom);
    auto *left = new QCategoryAxis(c);
    c->addAxis(left, Qt::AlignLeft);
    QCategoryAxis *right = nullptr;
    if (m_mode == Mode::Speed) {
        c->setTitle(tr("Speed vs concurrency"));
        left->setTitleText(tr("Per user (tokens/s)"));
        right = new QCategoryAxis(c);
        right->setTitleText(tr("Total per replica (tokens/s)"));
        right->setGridLineVisible(false);
        c->addAxis(right, Qt::AlignRight);
    } else {
        c->setTitle(tr("Latency vs concurrency"));
        left->setTitleText(tr("Time per output token (ms)"));
        right = new QCategoryAxis(c);
        right->setTitleText(tr("Time to first token (s)"));
        right->setGridLineVisible(false);
        c->addAxis(right, Qt::AlignRight);
    }

    double xMax = 1;
    double leftMax = 0;
    double rightMax = 0;
    for (const Entry &e : entries) {
        auto *model = new ThroughputCurveModel(this);
        model->setCurve(e.curve);
        m_models.append(model);
        if (!e.curve.isEmpty())
            xMax = std::max(xMax, double(e.curve.constLast().concurrency));
        if (m_mode == Mode::Speed) {
            leftMax = std::max({leftMax, columnMax(model, ThroughputCurveModel::PerUserColumn),
                                e.tpotTargetMs > 0 ? 1000.0 / e.tpotTargetMs : 0.0});
            rightMax = std::max(rightMax, columnMax(model, ThroughputCurveModel::TotalColumn));
        } else {
            leftMax = std::max(
                    {leftMax, columnMax(model, ThroughputCurveModel::TpotColumn), e.tpotTargetMs});
            rightMax = std::max({rightMax, columnMax(model, ThroughputCurveModel::TtftColumn),
                                 e.ttftTargetMs / 1000.0});
        }
    }
    // whole sequences; a little room past the last point, so its marker is not cut by the frame
    setTicks(
            x, 0, xMax * 1.04, [](double v, int d) { return Display::number(v, d); }, 8, 1);
    // a little room above the highest curve or target, so a target line is not the frame
    leftMax *= 1.08;
    rightMax *= 1.08;
    const auto numberLabel = [](double v, int decimals) { return Display::number(v, decimals); };
    setTicks(left, 0, leftMax, numberLabel);
    setTicks(right, 0, rightMax, numberLabel);

    for (int i = 0; i < entries.size(); ++i) {
        const Entry &e = entries[i];
        ThroughputCurveModel *model = m_models[i];
        // two colours per deployment: one for the left-axis curve (per user, TPOT), one for
        // the right-axis curve (total, TTFT); each target line in the colour of its curve
        const QColor color = Charts::indexedColor(2 * i);
        const QColor other = Charts::indexedColor(2 * i + 1);
        const QString prefix = entries.size() > 1 ? e.label + QStringLiteral(": ") : QString();
        QLineSeries *a = nullptr;
        QLineSeries *b = nullptr;
        if (m_mode == Mode::Speed) {
            a = mapped(c, model, ThroughputCurveModel::PerUserColumn, prefix + tr("per user"),
                       color, Qt::SolidLine);
            b = mapped(c, model, ThroughputCurveModel::TotalColumn, prefix + tr("total"), other,
                       Qt::DashLine);
            Charts::showHoverTooltips(a, [](const QPointF &p) {
                return tr("%1 sequences: %2").arg(qRound(p.x())).arg(Display::tokensPerSecond(p.y()));
            });
            Charts::showHoverTooltips(b, [](const QPointF &p) {
                return tr("%1 sequences: %2").arg(qRound(p.x())).arg(Display::tokensPerSecond(p.y()));
            });
        } else {
            a = mapped(c, model, ThroughputCurveModel::TpotColumn, prefix + tr("TPOT"), color,
                       Qt::SolidLine);
            b = mapped(c, model, ThroughputCurveModel::TtftColumn, prefix + tr("TTFT"), other,
                       Qt::DashLine);
            Charts::showHoverTooltips(a, [](const QPointF &p) {
                return tr("%1 sequences: %2").arg(qRound(p.x())).arg(Display::seconds(p.y() / 1000));
            });
            Charts::showHoverTooltips(b, [](const QPointF &p) {
                return tr("%1 sequences: %2").arg(qRound(p.x())).arg(Display::seconds(p.y()));
            });
        }
        a->attachAxis(x);
        a->attachAxis(left);
        b->attachAxis(x);
        b->attachAxis(right);

        QLineSeries *target = nullptr;
        if (m_mode == Mode::Speed && e.tpotTargetMs > 0)
            target = targetLine(c,
                                prefix
                                        + tr("TPOT target (%1 per user)")
                                                  .arg(Display::tokensPerSecond(1000.0
                                                                                / e.tpotTargetMs)),
                                1000.0 / e.tpotTargetMs, xMax, color);
        if (m_mode == Mode::Latency && e.tpotTargetMs > 0)
            target = targetLine(c,
                                prefix
                                        + tr("TPOT target %1")
                                                  .arg(Display::seconds(e.tpotTargetMs / 1000)),
                                e.tpotTargetMs, xMax, color);
        if (target) {
            target->attachAxis(x);
            target->attachAxis(left);
        }
        if (m_mode == Mode::Latency && e.ttftTargetMs > 0) {
            QLineSeries *ttft = targetLine(
                    c, prefix + tr("TTFT target %1").arg(Display::seconds(e.ttftTargetMs / 1000)),
                    e.ttftTargetMs / 1000, xMax, other);
            ttft->attachAxis(x);
            ttft->attachAxis(right);
        }

        // the operating point: the deployment's concurrency on the curve
        for (const ThroughputPoint &p : e.curve) {
            if (p.concurrency != e.operatingConcurrency)
                continue;
            auto *point = new QScatterSeries(c);
            point->setName(prefix + tr("operating point (%1 sequences)").arg(p.concurrency));
            point->setMarkerSize(11);
            point->setColor(color);
            point->setBorderColor(palette().color(QPalette::Text));
            point->append(p.concurrency,
                          m_mode == Mode::Speed ? p.tokensPerSecondPerSequence
                                                : p.tpotSeconds * 1000);
            c->addSeries(point);
            point->attachAxis(x);
            point->attachAxis(left);
            break;
        }
    }
    if (!message.isEmpty())
        c->setTitle(message);
    restyle();
}

} // namespace Headroom
