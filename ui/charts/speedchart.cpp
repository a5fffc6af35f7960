#include "charts/speedchart.h"

#include "charts/chartstyle.h"
#include "estimate/deploymentestimate.h"
#include "format/displayformat.h"
#include "format/texthelpers.h"

#include <QCategoryAxis>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QVXYModelMapper>

#include <algorithm>

namespace Headroom {

namespace {

QLineSeries *mapped(QChart *chart, SpeedCurveModel *model, int column, const QString &name,
                    const QColor &color, Qt::PenStyle style)
{
    auto *series = new QLineSeries(chart);
    series->setName(name);
    series->setPen(QPen(color, 2.5, style));
    auto *mapper = new QVXYModelMapper(series);
    mapper->setXColumn(SpeedCurveModel::ConcurrencyColumn);
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

double columnMax(const SpeedCurveModel *model, int column)
{
    double top = 0;
    for (int r = 0; r < model->rowCount(); ++r)
        top = std::max(top, model->data(model->index(r, column)).toDouble());
    return top;
}

} // namespace

SpeedChart::SpeedChart(Mode mode, QWidget *parent)
    : ChartView(parent)
    , m_mode(mode)
{
    setMinimumSize(360, 240);
    restyle();
}

SpeedChart::Entry SpeedChart::entryOf(const DeploymentEstimate &estimate)
{
    const Deployment &d = estimate.deployment;
    Entry entry;
    entry.label = Display::modelName(estimate);
    entry.curve = estimate.speed->curve();
    entry.operatingConcurrency = estimate.memory && estimate.memory->sequencesPerReplica > 0
            ? estimate.memory->sequencesPerReplica
            : d.workload.concurrentSequences;
    entry.tpotTargetMs = d.workload.tpotTargetMs;
    entry.ttftTargetMs = d.workload.ttftTargetMs;
    return entry;
}

void SpeedChart::setEntries(const QList<Entry> &entries, const QString &message)
{
    clear();
    if (entries.isEmpty()) {
        chart()->setTitle(message.isEmpty() ? tr("No speed estimate") : message);
        restyle();
        return;
    }
    const Axes axes = addAxes();
    const Extent extent = addModels(entries);
    setRanges(axes, extent);
    for (int i = 0; i < entries.size(); ++i) {
        const QString prefix = entries.size() > 1 ? entries[i].label + QStringLiteral(": ")
                                                  : QString();
        addCurves(entries[i], i, prefix, axes, extent.x);
    }
    if (!message.isEmpty())
        chart()->setTitle(message);
    restyle();
}

void SpeedChart::clear()
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
}

SpeedChart::Axes SpeedChart::addAxes()
{
    QChart *c = chart();
    Axes axes;
    axes.x = new QCategoryAxis(c);
    axes.x->setTitleText(tr("Concurrent sequences per replica"));
    c->addAxis(axes.x, Qt::AlignBottom);
    axes.left = new QCategoryAxis(c);
    c->addAxis(axes.left, Qt::AlignLeft);
    if (m_mode == Mode::Speed) {
        c->setTitle(tr("Speed vs concurrency"));
        axes.left->setTitleText(tr("Per user (tokens/s)"));
        axes.right = new QCategoryAxis(c);
        axes.right->setTitleText(tr("Total per replica (tokens/s)"));
    } else {
        c->setTitle(tr("Latency vs concurrency"));
        axes.left->setTitleText(tr("Time per output token (ms)"));
        axes.right = new QCategoryAxis(c);
        axes.right->setTitleText(tr("Time to first token (s)"));
    }
    axes.right->setGridLineVisible(false);
    c->addAxis(axes.right, Qt::AlignRight);
    return axes;
}

/** One curve model per entry; what the axes must reach to show every curve and target. */
SpeedChart::Extent SpeedChart::addModels(const QList<Entry> &entries)
{
    Extent top;
    for (const Entry &e : entries) {
        auto *model = new SpeedCurveModel(this);
        model->setCurve(e.curve);
        m_models.append(model);
        if (!e.curve.isEmpty())
            top.x = std::max(top.x, double(e.curve.constLast().concurrency));
        if (m_mode == Mode::Speed) {
            top.left = std::max({top.left, columnMax(model, SpeedCurveModel::PerUserColumn),
                                 e.tpotTargetMs > 0 ? 1000.0 / e.tpotTargetMs : 0.0});
            top.right = std::max(top.right, columnMax(model, SpeedCurveModel::TotalColumn));
        } else {
            top.left = std::max(
                    {top.left, columnMax(model, SpeedCurveModel::TpotColumn), e.tpotTargetMs});
            top.right = std::max({top.right, columnMax(model, SpeedCurveModel::TtftColumn),
                                  e.ttftTargetMs / 1000.0});
        }
    }
    return top;
}

void SpeedChart::setRanges(const Axes &axes, Extent extent)
{
    // whole sequences; a little room past the last point, so its marker is not cut by the frame
    setTicks(
            axes.x, 0, extent.x * 1.04, [](double v, int d) { return Display::number(v, d); }, 8, 1);
    // a little room above the highest curve or target, so a target line is not the frame
    extent.left *= 1.08;
    extent.right *= 1.08;
    const auto numberLabel = [](double v, int decimals) { return Display::number(v, decimals); };
    setTicks(axes.left, 0, extent.left, numberLabel);
    setTicks(axes.right, 0, extent.right, numberLabel);
}

/** The entry's two curves (`index` in the entries), its targets and its operating point. */
void SpeedChart::addCurves(const Entry &e, int index, const QString &prefix, const Axes &axes,
                           double xMax)
{
    QChart *c = chart();
    SpeedCurveModel *model = m_models[index];
    // two colours per deployment: one for the left-axis curve (per user, TPOT), one for
    // the right-axis curve (total, TTFT); each target line in the colour of its curve
    const QColor color = Charts::indexedColor(2 * index);
    const QColor other = Charts::indexedColor(2 * index + 1);
    QLineSeries *a = nullptr;
    QLineSeries *b = nullptr;
    if (m_mode == Mode::Speed) {
        a = mapped(c, model, SpeedCurveModel::PerUserColumn, prefix + tr("per user"), color,
                   Qt::SolidLine);
        b = mapped(c, model, SpeedCurveModel::TotalColumn, prefix + tr("total"), other,
                   Qt::DashLine);
        Charts::showHoverTooltips(a, [](const QPointF &p) {
            return tr("%1 sequences: %2").arg(qRound(p.x())).arg(Display::tokensPerSecond(p.y()));
        });
        Charts::showHoverTooltips(b, [](const QPointF &p) {
            return tr("%1 sequences: %2").arg(qRound(p.x())).arg(Display::tokensPerSecond(p.y()));
        });
    } else {
        a = mapped(c, model, SpeedCurveModel::TpotColumn, prefix + tr("TPOT"), color, Qt::SolidLine);
        b = mapped(c, model, SpeedCurveModel::TtftColumn, prefix + tr("TTFT"), other, Qt::DashLine);
        Charts::showHoverTooltips(a, [](const QPointF &p) {
            return tr("%1 sequences: %2").arg(qRound(p.x())).arg(Display::seconds(p.y() / 1000));
        });
        Charts::showHoverTooltips(b, [](const QPointF &p) {
            return tr("%1 sequences: %2").arg(qRound(p.x())).arg(Display::seconds(p.y()));
        });
    }
    a->attachAxis(axes.x);
    a->attachAxis(axes.left);
    b->attachAxis(axes.x);
    b->attachAxis(axes.right);
    addTargets(e, prefix, axes, xMax, color, other);
    addOperatingPoint(e, prefix, axes, color);
}

void SpeedChart::addTargets(const Entry &e, const QString &prefix, const Axes &axes, double xMax,
                            const QColor &color, const QColor &other)
{
    QChart *c = chart();
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
        target->attachAxis(axes.x);
        target->attachAxis(axes.left);
    }
    if (m_mode == Mode::Latency && e.ttftTargetMs > 0) {
        QLineSeries *ttft = targetLine(
                c, prefix + tr("TTFT target %1").arg(Display::seconds(e.ttftTargetMs / 1000)),
                e.ttftTargetMs / 1000, xMax, other);
        ttft->attachAxis(axes.x);
        ttft->attachAxis(axes.right);
    }
}

/** The operating point: the deployment's concurrency on the curve. */
void SpeedChart::addOperatingPoint(const Entry &e, const QString &prefix, const Axes &axes,
                                   const QColor &color)
{
    for (const SpeedPoint &p : e.curve) {
        if (p.concurrency != e.operatingConcurrency)
            continue;
        QChart *c = chart();
        auto *point = new QScatterSeries(c);
        point->setName(prefix + tr("operating point (%1 sequences)").arg(p.concurrency));
        point->setMarkerSize(11);
        point->setColor(color);
        point->setBorderColor(palette().color(QPalette::Text));
        point->append(p.concurrency,
                      m_mode == Mode::Speed ? p.tokensPerSecondPerSequence : p.tpotSeconds * 1000);
        c->addSeries(point);
        point->attachAxis(axes.x);
        point->attachAxis(axes.left);
        return;
    }
}

} // namespace Headroom
