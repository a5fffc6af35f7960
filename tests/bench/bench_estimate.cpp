// Prints how many memory estimates per second the core computes: one deployment, and a sweep
// over GPUs, TP/PP splits, batches and contexts; then speed estimates and whole deployment
// estimates (memory, speed and the solvers: what the board computes per deployment) of the
// sample project. Not a ctest test: run it by hand.

#include "catalog/hfconfig.h"
#include "estimate/deploymentestimate.h"
#include "estimate/memorybreakdown.h"
#include "estimate/throughput.h"
#include "store/sampleproject.h"

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
    const auto catalog = Catalog::builtin();
    if (!catalog) {
        out << catalog.error().message << Qt::endl;
        return 1;
    }
    const GpuSpec h100 = *catalog->gpu(QStringLiteral("h100-sxm-80gb"));
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
    const QList<GpuSpec> &gpus = catalog->gpus(); // the shipped catalog
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

    deployment.workload.concurrentSequences = 32;
    deployment.workload.contextTokens = 8192;
    config = Configuration {};
    const EngineProfile vllm = defaultEngineProfile(EngineKind::Vllm);
    timer.restart();
    runs = 0;
    double speedSink = 0;
    while (timer.elapsed() < 1000) {
        for (int i = 0; i < 100; ++i, ++runs)
            speedSink += estimateThroughput(*model, h100, config, deployment, vllm)->tpotSeconds;
    }
    out << QStringLiteral("speed, one deployment (with its curve): %1 estimates/s\n")
                    .arg(double(runs) * 1000.0 / double(timer.elapsed()), 0, 'f', 0);

    const Project sample = sampleProject();
    timer.restart();
    runs = 0;
    while (timer.elapsed() < 1000) {
        for (const Deployment &d : sample.deployments) {
            const DeploymentEstimate e = estimateDeployment(*catalog, sample, d);
            sink += e.memory ? e.memory->perGpu.first().free : 0;
            ++runs;
        }
    }
    out << QStringLiteral("whole deployment (memory, speed, solvers; sample project): %1/s\n")
                    .arg(double(runs) * 1000.0 / double(timer.elapsed()), 0, 'f', 0);
    out << QStringLiteral("(checksum %1 %2)\n").arg(sink).arg(speedSink);
    return 0;
}
