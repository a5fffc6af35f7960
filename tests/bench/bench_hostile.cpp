// Prints how long the estimate takes for the largest models the limits of core/spec/modellimits.h
// accept (memory, the three solvers, speed), and how long the readers take to refuse the hostile
// files of tests/data/hf/hostile and tests/data/gguf/hostile-*. Every accepted input should take
// well under 100 ms. Not a ctest test and never asserts on time: run it by hand.

#include "catalog/catalog.h"
#include "catalog/ggufreader.h"
#include "catalog/hfconfig.h"
#include "estimate/memorybreakdown.h"
#include "estimate/solvers.h"
#include "estimate/speed.h"
#include "spec/modellimits.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTextStream>

#include <functional>

using namespace Headroom;

namespace {

/** Deepest and widest: 1024 layers in 1024 alternating sliding/full groups, 16384 experts. */
ModelSpec deepestModel()
{
    ModelSpec m;
    m.id = QStringLiteral("max-layers-groups-experts");
    m.layers = 1024;
    m.hidden = 8192;
    m.intermediate = 32768;
    m.heads = 1024;
    m.kvHeads = 8;
    m.headDim = 128;
    m.vocab = 4194304;
    m.maxContext = 100'000'000; // the KV of one sequence stays under 2^48 bytes
    m.moe.experts = 16384;
    m.moe.expertsPerToken = 64;
    m.moe.expertIntermediate = 1024;
    m.slidingWindow = 4096;
    for (int i = 0; i < m.layers; ++i) {
        AttentionLayerGroup g;
        g.layers = 1;
        g.kind = i % 2 ? AttentionKind::Full : AttentionKind::SlidingWindow;
        g.windowTokens = i % 2 ? 0 : 4096;
        m.attentionLayers.append(g);
    }
    return m;
}

/** The longest context: 2^31 tokens (the KV bound then allows 128 KiB per token). */
ModelSpec longestModel()
{
    ModelSpec m;
    m.id = QStringLiteral("max-context");
    m.layers = 32;
    m.hidden = 4096;
    m.intermediate = 14336;
    m.heads = 32;
    m.kvHeads = 8;
    m.headDim = 128;
    m.vocab = 4194304;
    m.maxContext = std::int64_t(1) << 31;
    return m;
}

/** The most parameters: 8.4e14, close to the 2^50 bound. */
ModelSpec heaviestModel()
{
    ModelSpec m;
    m.id = QStringLiteral("max-parameters");
    m.layers = 1024;
    m.hidden = 65536;
    m.intermediate = 65536;
    m.heads = 512;
    m.kvHeads = 8;
    m.headDim = 128;
    m.vocab = 4194304;
    m.maxContext = 1048576;
    m.moe.experts = 256;
    m.moe.expertsPerToken = 16;
    m.moe.expertIntermediate = 16384;
    return m;
}

struct Timing
{
    double meanMs = 0;
    double maxMs = 0;
    int runs = 0;
};

/** Runs `f` at least 3 times and for at least 300 ms. */
Timing timed(const std::function<void()> &f)
{
    Timing t;
    QElapsedTimer total;
    total.start();
    double sum = 0;
    while (t.runs < 3 || total.elapsed() < 300) {
        QElapsedTimer one;
        one.start();
        f();
        const double ms = double(one.nsecsElapsed()) / 1e6;
        sum += ms;
        t.maxMs = std::max(t.maxMs, ms);
        ++t.runs;
    }
    t.meanMs = sum / t.runs;
    return t;
}

void print(QTextStream &out, const QString &what, const Timing &t, const QString &outcome = {})
{
    out << QStringLiteral("  %1: %2 ms mean, %3 ms max (%4 runs)%5\n")
                    .arg(what, -30)
                    .arg(t.meanMs, 0, 'f', 3)
                    .arg(t.maxMs, 0, 'f', 3)
                    .arg(t.runs)
                    .arg(outcome.isEmpty() ? QString() : QStringLiteral("; ") + outcome);
}

template<typename T>
QString outcomeOf(const Result<T> &r, const std::function<QString(const T &)> &figure)
{
    return r ? figure(*r) : QStringLiteral("error: ") + r.error().message;
}

void benchModel(QTextStream &out, const ModelSpec &model, const GpuSpec &gpu)
{
    const ModelFieldNames names {QStringLiteral("bench"),
                                 [](ModelField f) { return QString::number(int(f)); }};
    const auto accepted = checkModelLimits(model, names);
    out << model.id << QStringLiteral(" on ") << gpu.id << QStringLiteral(": ")
        << (accepted ? QStringLiteral("accepted") : accepted.error().message)
        << QStringLiteral(", parameter bound %1\n").arg(modelParameterBound(model), 0, 'g', 3);
    Configuration config;
    config.gpuCount = 8;
    config.tensorParallel = 8;
    Configuration deepPipeline; // the deepest split minGpus tries
    deepPipeline.gpuCount = 64;
    deepPipeline.pipelineParallel = 64;
    Deployment deployment;
    deployment.workload.concurrentSequences = 32;
    deployment.workload.contextTokens = 8192;
    const EngineProfile engine = defaultEngineProfile(EngineKind::Vllm);
    QString outcome;
    const auto memoryOutcome = [&](const Result<MemoryBreakdown> &r) {
        outcome = outcomeOf<MemoryBreakdown>(r, [](const MemoryBreakdown &m) {
            return m.fits ? QStringLiteral("fits") : QStringLiteral("does not fit");
        });
    };
    const auto solverOutcome = [&](const Result<SolverAnswer> &r) {
        outcome = outcomeOf<SolverAnswer>(r, [](const SolverAnswer &a) {
            return QString::number(a.value);
        });
    };
    const Timing memory = timed(
            [&] { memoryOutcome(estimateMemory(model, gpu, config, deployment, engine)); });
    print(out, QStringLiteral("estimateMemory (TP 8)"), memory, outcome);
    const Timing deep = timed(
            [&] { memoryOutcome(estimateMemory(model, gpu, deepPipeline, deployment, engine)); });
    print(out, QStringLiteral("estimateMemory (PP 64)"), deep, outcome);
    const Timing sequences = timed(
            [&] { solverOutcome(maxConcurrentSequences(model, gpu, config, deployment, engine)); });
    print(out, QStringLiteral("maxConcurrentSequences (TP 8)"), sequences, outcome);
    const Timing context = timed(
            [&] { solverOutcome(maxContext(model, gpu, config, deployment, engine)); });
    print(out, QStringLiteral("maxContext (TP 8)"), context, outcome);
    const Timing gpus = timed([&] {
        outcome = QString::number(minGpus(model, gpu, deployment, engine).gpus) + u" GPUs";
    });
    print(out, QStringLiteral("minGpus (up to 64)"), gpus, outcome);
    const Timing speed = timed([&] {
        outcome = outcomeOf<SpeedEstimate>(estimateSpeed(model, gpu, config, deployment, engine),
                                           [](const SpeedEstimate &t) {
                                               return QStringLiteral("%1 tokens/s")
                                                       .arg(t.throughputTokensPerSecond, 0, 'g', 3);
                                           });
    });
    print(out, QStringLiteral("estimateSpeed (TP 8)"), speed, outcome);
}

void benchRefusals(QTextStream &out)
{
    out << QStringLiteral("refusing the hostile files (parse + limits):\n");
    const QDir hf(QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/hf/hostile"));
    for (const QString &name : hf.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        const QString path = hf.filePath(name);
        print(out, name, timed([&] { (void)readHfConfigFile(path); }));
    }
    const QDir gguf(QStringLiteral(HEADROOM_SOURCE_DIR "/tests/data/gguf"));
    for (const QString &name : gguf.entryList({QStringLiteral("hostile-*.gguf")}, QDir::Files)) {
        const QString path = gguf.filePath(name);
        print(out, name, timed([&] {
                  if (const auto header = readGgufHeader(path))
                      (void)modelSpecFromGguf(*header);
              }));
    }
}

} // namespace

int main()
{
    QTextStream out(stdout);
    const auto catalog = Catalog::builtin();
    if (!catalog) {
        out << catalog.error().message << Qt::endl;
        return 1;
    }
    const GpuSpec h100 = *catalog->gpu(QStringLiteral("h100-sxm-80gb"));
    const GpuSpec mi325x = *catalog->gpu(QStringLiteral("mi325x-256gb"));
    for (const ModelSpec &model : {deepestModel(), longestModel(), heaviestModel()}) {
        benchModel(out, model, h100);
        benchModel(out, model, mi325x);
    }
    // a real model that no 64 GPUs hold takes minGpus just as long: the cost is in the search
    const ModelSpec *largest = nullptr;
    for (const ModelSpec &m : catalog->models()) {
        if (!largest || modelParameterBound(m) > modelParameterBound(*largest))
            largest = &m;
    }
    if (largest)
        benchModel(out, *largest, *catalog->gpu(QStringLiteral("rtx-3090-24gb")));
    benchRefusals(out);
    return 0;
}
