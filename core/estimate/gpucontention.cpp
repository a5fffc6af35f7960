#include "estimate/gpucontention.h"

#include <cmath>

namespace Headroom {

QList<SharedGpuSpeed> sharedGpuSpeeds(const QList<SharedGpuLoad> &loads)
{
    const qsizetype n = loads.size();
    QList<SharedGpuSpeed> out(n);
    for (qsizetype i = 0; i < n; ++i) {
        out[i].ttftSeconds = loads.at(i).ttftSeconds;
        out[i].tpotSeconds = loads.at(i).tpotSeconds;
    }
    if (n < 2)
        return out;
    const auto busy = [](const SharedGpuLoad &load, const SharedGpuSpeed &speed) {
        if (!(load.requestsPerSecond > 0))
            return 1.0;
        // a prefill pool apart holds its requests off these GPUs until they decode
        const double inFlight = load.requestsPerSecond
                * ((load.prefillApart ? 0.0 : speed.ttftSeconds)
                   + load.outputTokens * speed.tpotSeconds);
        return 1.0 - std::exp(-std::max(0.0, inFlight));
    };
    for (int round = 0; round < 100; ++round) {
        QList<double> u(n);
        for (qsizetype j = 0; j < n; ++j)
            u[j] = busy(loads.at(j), out.at(j));
        double change = 0;
        for (qsizetype i = 0; i < n; ++i) {
            const SharedGpuLoad &load = loads.at(i);
            double waits = 0;
            for (qsizetype j = 0; j < n; ++j)
                if (j != i)
                    waits += u.at(j) * loads.at(j).tpotSeconds;
            SharedGpuSpeed &s = out[i];
            s.busyFraction = u.at(i);
            const double tpot = load.tpotSeconds + waits;
            s.stretch = load.tpotSeconds > 0 ? tpot / load.tpotSeconds : 1.0;
            change = std::max(change, std::abs(tpot - s.tpotSeconds));
            s.tpotSeconds = tpot;
            s.ttftSeconds = load.prefillApart ? load.ttftSeconds : load.ttftSeconds * s.stretch;
        }
        if (round > 0 && change <= 1e-15)
            break;
    }
    return out;
}

} // namespace Headroom
