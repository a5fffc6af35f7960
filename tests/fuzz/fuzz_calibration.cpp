// Fuzz target for the importers of measured runs (core/calibration/importers.h): any byte string
// must give runs or an error naming the line, never a crash, a hang or undefined behaviour; and
// every figure of a run it accepts must be finite and not negative. Seed corpus:
// tests/data/calibration (and its genai-perf folder).
// It reads each file named on the command line: afl-fuzz runs it with @@, and a crash it finds
// replays the same way under a debugger.
#include "calibration/importers.h"

#include <QFile>

#include <cmath>
#include <cstdlib>

namespace {

void checkFigure(const std::optional<double> &v, bool mayBeInfinite = false)
{
    if (v && (std::isnan(*v) || *v < 0 || (!mayBeInfinite && std::isinf(*v))))
        std::abort();
}

} // namespace

int main(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QString name = QString::fromLocal8Bit(argv[i]);
        QFile file(name);
        if (!file.open(QIODevice::ReadOnly))
            return 1;
        const auto runs = Headroom::importMeasurements(name,
                                                       file.read(Headroom::kMaxMeasurementFileBytes
                                                                 + 1));
        if (!runs)
            continue;
        for (const Headroom::MeasuredRun &run : *runs) {
            checkFigure(run.requestRate, true);
            for (const auto &v : {run.inputTokens,
                                  run.outputTokens,
                                  run.meanTtftMs,
                                  run.medianTtftMs,
                                  run.p99TtftMs,
                                  run.meanTpotMs,
                                  run.medianTpotMs,
                                  run.p99TpotMs,
                                  run.meanItlMs,
                                  run.medianItlMs,
                                  run.p99ItlMs,
                                  run.requestThroughput,
                                  run.outputThroughput,
                                  run.totalTokenThroughput,
                                  run.promptTokensPerSecond,
                                  run.generationTokensPerSecond,
                                  run.totalGpuMemoryGiB,
                                  run.weightsGiB,
                                  run.nonTorchGiB,
                                  run.activationPeakGiB,
                                  run.cudaGraphGiB,
                                  run.kvCacheGiB,
                                  run.maxConcurrency})
                checkFigure(v);
        }
    }
    return 0;
}
