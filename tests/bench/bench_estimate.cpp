// Prints how many memory estimates per second the core computes: one deployment, and a sweep
// over GPUs, TP/PP splits, batches and contexts; then speed estimates and whole deployment
// estimates (memory, speed and the solvers: what the board computes per deployment) of the
// sample project, and whole configuration evaluations (every deployment stacked, max batch
// beside the others) of the sample with a shared 8 x H200 node. Rates are per second of this
// thread's CPU time (one core), so a busy machine does not skew them. Not a ctest test.

#include "catalog/hfconfig.h"
#include "estimate/configurationevaluation.h"
#include "estimate/deploymentestimate.h"
#include "estimate/memorybreakdown.h"
#include "estimate/speed.h"
#include "store/sampleproject.h"
#include "threadcputime.h"

#include <QTextStream>

using namespace Headroom;

namespace {

/** Milliseconds of CPU time this thread has used since start(): the figures are "per second on
 *  one core", whatever else the machine is running. */
class CpuTimer
{
public:
    void start() { m_start = now(); }
    void restart() { start(); }
    double elapsed() const { return now() - m_start; }

private:
    static double now() { return double(threadCpuNanoseconds()) / 1e6; }
    double m_start = 0;
};

} // namespace

int main(int argc, char **argv)
{
    // "evaluate": only the whole configuration evaluation, for 5 s (to profile it)
    const bool evaluateOnly = argc > 1 && qstrcmp(argv[1], "evaluate") == 0;
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

    CpuTimer timer;
    timer.start();
    std::int64_t sink = 0;
    int runs = 0;
    while (!evaluateOnly && timer.elapsed() < 1000) {
        for (int i = 0; i < 1000; ++i, ++runs)
            sink += estimateMemory(*model, h100, config, deployment)->perGpu.first().free;
    }
    out << QStringLiteral("one deployment: %1 estimates/s\n")
                    .arg(double(runs) * 1000.0 / double(timer.elapsed()), 0, 'f', 0);

    const EngineProfile &engine = defaultEngineProfile(deployment.engine);
    timer.restart();
    runs = 0;
    while (!evaluateOnly && timer.elapsed() < 1000) {
        for (int i = 0; i < 1000; ++i, ++runs)
            sink += estimateMemory(*model, h100, config, deployment, engine, MemoryDetail::Figures)
                            ->perGpu.first()
                            .free;
    }
    out << QStringLiteral("one deployment, bytes only (MemoryDetail::Figures): %1 estimates/s\n")
                    .arg(double(runs) * 1000.0 / double(timer.elapsed()), 0, 'f', 0);

    timer.restart();
    runs = 0;
    const QList<GpuSpec> &gpus = catalog->gpus(); // the shipped catalog
    while (!evaluateOnly && timer.elapsed() < 1000) {
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
    while (!evaluateOnly && timer.elapsed() < 1000) {
        for (int i = 0; i < 100; ++i, ++runs)
            speedSink += estimateSpeed(*model, h100, config, deployment, vllm)->tpotSeconds;
    }
    out << QStringLiteral("speed, one deployment (with its curve): %1 estimates/s\n")
                    .arg(double(runs) * 1000.0 / double(timer.elapsed()), 0, 'f', 0);

    const Project sample = sampleProject();
    timer.restart();
    runs = 0;
    while (!evaluateOnly && timer.elapsed() < 1000) {
        for (const Deployment &d : sample.deployments) {
            const DeploymentEstimate e = estimateDeployment(*catalog, sample, d);
            sink += e.memory ? e.memory->perGpu.first().free : 0;
            ++runs;
        }
    }
    out << QStringLiteral("whole deployment (memory, speed, solvers; sample project): %1/s\n")
                    .arg(double(runs) * 1000.0 / double(timer.elapsed()), 0, 'f', 0);

    // The sample, plus Llama-3.1-70B beside DeepSeek-V3 on the 8 x H200 node (a shared
    // configuration: max batch beside the other deployment).
    Project shared = sample;
    Deployment beside = sample.deployments.at(1);
    beside.id = QStringLiteral("beside");
    beside.configurationId = sample.deployments.at(2).configurationId;
    shared.deployments.append(beside);
    timer.restart();
    runs = 0;
    while (timer.elapsed() < (evaluateOnly ? 5000 : 1000)) {
        for (const ConfigurationEvaluation &v : evaluateProject(*catalog, shared)) {
            sink += v.maxBatch.value_or(0);
            runs += int(v.deployments.size());
        }
    }
    out << QStringLiteral("whole configuration evaluation (every deployment stacked, memory, "
                          "speed, solvers; %1 deployments): %2 deployments/s\n")
                    .arg(shared.deployments.size())
                    .arg(double(runs) * 1000.0 / double(timer.elapsed()), 0, 'f', 0);
    out << QStringLiteral("(checksum %1 %2)\n").arg(sink).arg(speedSink);
    return 0;
}
