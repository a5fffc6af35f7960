#pragma once

#include "charts/chartmodels.h"

#include "charts/chartstyle.h"

QT_BEGIN_NAMESPACE
class QCategoryAxis;
QT_END_NAMESPACE

namespace Headroom {

struct DeploymentEstimate;

/** Speed or latency of deployments against concurrency (one replica each), from their
 *  SpeedEstimate::curve: Speed shows tokens/s per user (left axis, solid) and in total
 *  (right axis, dashed) with the TPOT target as tokens/s per user; Latency shows TTFT and TPOT
 *  with their targets. The operating point (the deployment's concurrency) is marked. */
class SpeedChart final : public Charts::ChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SpeedChart)

public:
    enum class Mode { Speed, Latency };
    struct Entry
    {
        QString label;
        QList<SpeedPoint> curve;
        int operatingConcurrency = 1; // per replica
        double tpotTargetMs = 0;
        double ttftTargetMs = 0;
    };

    explicit SpeedChart(Mode mode, QWidget *parent = nullptr);
    /** The chart's entry for a deployment whose speed was estimated: its model's name, its
     *  curve, its concurrency per replica (as many as fit, else as asked) and its targets. */
    static Entry entryOf(const DeploymentEstimate &estimate);
    /** `message` replaces the title when there is nothing to draw ("no speed estimate: ..."). */
    void setEntries(const QList<Entry> &entries, const QString &message = {});
    QList<SpeedCurveModel *> models() const { return m_models; }

private:
    struct Axes
    {
        QCategoryAxis *x = nullptr;
        QCategoryAxis *left = nullptr; // per user, or TPOT
        QCategoryAxis *right = nullptr; // in total, or TTFT
    };
    struct Extent // the highest value on each axis
    {
        double x = 1;
        double left = 0;
        double right = 0;
    };
    void clear();
    Axes addAxes();
    Extent addModels(const QList<Entry> &entries);
    void setRanges(const Axes &axes, Extent extent);
    void addCurves(const Entry &entry, int index, const QString &prefix, const Axes &axes,
                   double xMax);
    void addTargets(const Entry &entry, const QString &prefix, const Axes &axes, double xMax,
                    const QColor &color, const QColor &other);
    void addOperatingPoint(const Entry &entry, const QString &prefix, const Axes &axes,
                           const QColor &color);

    Mode m_mode;
    QList<SpeedCurveModel *> m_models;
};

} // namespace Headroom
