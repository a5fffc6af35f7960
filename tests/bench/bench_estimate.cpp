// Prints how many memory estimates per second the core computes: one deployment, and a sweep
// over GPUs, TP/PP splits, batches and contexts. Not a ctest test: run it by hand.

#include "catalog/hfconfig.h"
#include "estimate/builtingpus.h"
#include "estimate/memorybreakdown.h"

#include <QElapsedTimer>
#include <QTextStream>

using namespace Headroom;

int main()
{
    QTextStream out(stdout);
    const auto model = readHfConfigFile(
            QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/hf/llama-3.1-8b.json"));
    if (!model) {
        out << model.error().message << Qt::endl;
        return 1;
    }
    const GpuSpec h100 = *builtinGpu(u"h100-sxm-80gb");
    Configuration config;
    Deployment deployment;
    deployment.workload.concurrentSequences = 32;
    deployment.workload.contextTokens = 8192;

    QElapsedTimer timer;
    timer.start();
    std::int64_t sink = 0;
    int runs = 0;
    while (timer.elapsed() < 1000) {
        for (int i = 0; i < 1000; ++i, ++runs)
            sink += estimateMemory(*model, h100, config, deployment)->perGpu.first().free;
    }
    out << QStringLiteral("one deployment: %1 estimates/s\n")
                    .arg(double(runs) * 1000.0 / double(timer.elapsed()), 0, 'f', 0);

    timer.restart();
    runs = 0;
    const QList<GpuSpec> gpus = builtinGpus();
    while (timer.elapsed() < 1000) {
        for (const GpuSpec &gpu : gpus) {
            for (int tp : {1, 2, 4, 8}) {
                for (int pp : {1, 2}) {
                    config.tensorParallel = tp;
                    config.pipelineParallel = pp;
                    config.gpuCount = tp * pp;
                    for (int batch : {1, 8, 64}) {
                        for (std::int64_t ctx : {2048, 32768, 131072}) {
                            deployment.workload.concurrentSequences = batch;
                            deployment.workload.contextTokens = ctx;
                            const auto r = estimateMemory(*model, gpu, config, deployment);
                            sink += r ? r->perGpu.first().free : 0;
                            ++runs;
                        }
                    }
                }
            }
        }
    }
    out << QStringLiteral("sweep (%1 points per pass): %2 estimates/s\n")
                    .arg(gpus.size() * 4 * 2 * 3 * 3)
                    .arg(double(runs) * 1000.0 / double(timer.elapsed()), 0, 'f', 0);
    out << QStringLiteral("(checksum %1)\n").arg(sink);
    return 0;
}
