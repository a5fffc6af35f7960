#pragma once

#include "charts/chartmodels.h"

#include "charts/chartstyle.h"

namespace Headroom {

/** Speed or latency of deployments against concurrency (one replica each), from their
 *  ThroughputEstimate::curve: Speed shows tokens/s per user (left axis, solid) and in total
 *  (right axis, dashed) with the TPOT target as tokens/s per user; Latency shows TTFT and TPOT
 *  with their targets. The operating point (the deployment's concurrency) is marked. */
class ThroughputChart final : public Charts::ChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ThroughputChart)

public:
    enum class Mode { Speed, Latency };
    struct Entry
    {
        QString label;
        QList<ThroughputPoint> curve;
        int operatingConcurrency = 1; // per replica
        double tpotTargetMs = 0;
        double ttftTargetMs = 0;
    };

    explicit ThroughputChart(Mode mode, QWidget *parent = nullptr);
    /** `message` replaces the title when there is nothing to draw ("no speed estimate: ..."). */
    void setEntries(const QList<Entry> &entries, const QString &message = {});
    QList<ThroughputCurveModel *> models() const { return m_models; }

private:
    Mode m_mode;
    QList<ThroughputCurveModel *> m_models;
};

} // namespace Headroom
