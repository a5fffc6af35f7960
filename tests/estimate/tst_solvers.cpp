// The inverse answers (max batch, max context, max batch beside other deployments) step along the
// slope of the tightest GPU's room instead of bisecting. They must answer exactly what a
// bisection over estimateMemory()'s "fits" answers, on every model of the shipped catalog, and
// the bytes-only estimates they run on must equal the explained ones.

#include "catalog/catalog.h"
#include "estimate/configurationevaluation.h"
#include "estimate/enginememory.h"
#include "estimate/memorybreakdown.h"
#include "estimate/parametercount.h"
#include "estimate/solvers.h"
#include "estimate/vramstack.h"
#include "headroomtest.h"
#include "store/sampleproject.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <limits>

using namespace Headroom;

namespace {

const Catalog &catalog()
{
    static const Catalog c = *Catalog::builtin();
    return c;
}

/** The reference: the largest x in [lo, hi] for which `fits` holds, by plain bisection, given
 *  that it holds at lo. */
std::int64_t bisect(std::int64_t lo, std::int64_t hi, const std::function<bool(std::int64_t)> &fits)
{
    if (fits(hi))
        return hi;
    while (hi - lo > 1) {
        const std::int64_t mid = lo + (hi - lo) / 2;
        (fits(mid) ? lo : hi) = mid;
    }
    return lo;
}

/** A room that shrinks as x grows, and the count of trials the search made. */
struct Curve
{
    std::function<std::int64_t(std::int64_t)> margin;
    int trials = 0;
    FitTrial operator()(std::int64_t x)
    {
        ++trials;
        const std::int64_t m = margin(x);
        return {m >= 0, m};
    }
};

/** A byte count from a real number, held within 2^62 (no overflow however steep the curve). */
std::int64_t bytes(double value)
{
    return std::int64_t(std::min(value, double(std::int64_t(1) << 62)));
}

bool fitsWith(const ModelSpec &model, const GpuSpec &gpu, const Configuration &config, Deployment d,
              const EngineProfile &engine, std::int64_t sequences, std::int64_t tokens)
{
    d.workload.concurrentSequences = int(sequences);
    d.workload.contextTokens = tokens;
    d.workload.inputTokens = 0;
    d.workload.outputTokens = 0;
    const auto r = estimateMemory(model, gpu, config, d, engine);
    return r && r->fits;
}

} // namespace

class TestSolvers : public QObject
{
    Q_OBJECT

private slots:
    void searchAnswersWhatBisectionAnswers_data();
    void searchAnswersWhatBisectionAnswers();
    void affineRoomTakesFewTrials();
    void bytesOnlyEqualsExplained();
    void trialsEqualFreshEstimates();
    void runtimeHoldsForTheLengthsItNames();
    void solversMatchBisectionOnTheCatalog();
    void sharedMaxBatchMatchesTheStackedBars();
};

void TestSolvers::searchAnswersWhatBisectionAnswers_data()
{
    QTest::addColumn<int>("shape");
    QTest::addColumn<qint64>("scale");
    for (int shape = 0; shape < 7; ++shape) {
        for (qint64 scale : {qint64(1), qint64(3), qint64(1000), qint64(123457), qint64(1) << 33})
            QTest::addRow("shape %d scale %lld", shape, scale) << shape << scale;
    }
}

void TestSolvers::searchAnswersWhatBisectionAnswers()
{
    QFETCH(int, shape);
    QFETCH(qint64, scale);
    const std::int64_t limit = std::int64_t(1) << 24;
    const std::int64_t room = scale * 5000 + 17;
    // affine; blocks of 16 (paged KV); concave (windows saturate); convex; a cliff; flat until
    // the limit; and a room that is noisy but whose verdict is still monotone
    const std::function<std::int64_t(std::int64_t)> margins[] = {
            [=](std::int64_t x) { return room - scale * x; },
            [=](std::int64_t x) { return room - scale * 16 * ((x + 15) / 16); },
            [=](std::int64_t x) { return room - bytes(double(scale) * 40 * std::sqrt(double(x))); },
            [=](std::int64_t x) {
                return room - bytes(double(scale) * 1e-3 * double(x) * double(x));
            },
            [=](std::int64_t x) { return x < 777 ? room : -1; },
            [=](std::int64_t) { return room; },
            [=](std::int64_t x) {
                const std::int64_t m = room - scale * x;
                return m >= 0 ? m / (1 + x % 5) : m * (1 + x % 3);
            },
    };
    Curve curve {margins[shape]};
    const std::int64_t answer = largestFitting(0, curve.margin(0), limit, std::ref(curve));
    const std::int64_t expected = bisect(0, limit,
                                         [&](std::int64_t x) { return curve.margin(x) >= 0; });
    QCOMPARE(answer, expected);
    // never much worse than a galloping bisection over the same range
    QVERIFY2(curve.trials <= 2 * 2 * 25, qPrintable(QString::number(curve.trials)));

    Curve between {margins[shape]};
    const std::int64_t hi = std::max<std::int64_t>(expected + 1, 2);
    if (between.margin(hi) < 0 && between.margin(1) >= 0)
        QCOMPARE(largestFittingBetween(1, between.margin(1), hi, between.margin(hi),
                                       std::ref(between)),
                 expected);
}

void TestSolvers::affineRoomTakesFewTrials()
{
    // memory is affine in the sequences: the slope after one step lands on the answer
    for (std::int64_t perSequence : {1, 7, 4096, 1 << 20, 123456789}) {
        Curve curve {[=](std::int64_t x) { return std::int64_t(80) * (1 << 30) - perSequence * x; }};
        const std::int64_t answer = largestFitting(0, curve.margin(0), std::int64_t(1) << 40,
                                                   std::ref(curve));
        QCOMPARE(answer, std::int64_t(80) * (1 << 30) / perSequence);
        QVERIFY2(curve.trials <= 4, qPrintable(QString::number(curve.trials)));
    }
}

void TestSolvers::bytesOnlyEqualsExplained()
{
    const GpuSpec h100 = *catalog().gpu(QStringLiteral("h100-sxm-80gb"));
    for (const ModelSpec &model : catalog().models()) {
        for (EngineKind engine : {EngineKind::Vllm, EngineKind::TensorRtLlm, EngineKind::LlamaCpp,
                                  EngineKind::Transformers}) {
            Deployment d;
            d.engine = engine;
            d.workload.concurrentSequences = 8;
            d.workload.contextTokens = 4096;
            Configuration c;
            c.gpuCount = 8;
            c.tensorParallel = model.heads % 4 == 0 ? 4 : 1;
            c.pipelineParallel = c.tensorParallel == 4 ? 2 : 1;
            if (c.tensorParallel == 1)
                c.gpuCount = 1;
            const EngineProfile &profile = defaultEngineProfile(engine);
            const auto full = estimateMemory(model, h100, c, d, profile);
            const auto bytes = estimateMemory(model, h100, c, d, profile, MemoryDetail::Figures);
            QCOMPARE(bytes.has_value(), full.has_value());
            if (!full)
                continue;
            QCOMPARE(bytes->fits, full->fits);
            QCOMPARE(bytes->marginBytes, full->marginBytes);
            QCOMPARE(bytes->maxSequences, full->maxSequences);
            QCOMPARE(bytes->perGpu.size(), full->perGpu.size());
            for (qsizetype g = 0; g < full->perGpu.size(); ++g) {
                for (MemoryPartKind kind : allMemoryPartKinds())
                    QCOMPARE(bytes->perGpu[g].part(kind).bytes, full->perGpu[g].part(kind).bytes);
                QCOMPARE(bytes->perGpu[g].free, full->perGpu[g].free);
                QVERIFY(bytes->perGpu[g].weights.explanation.isEmpty());
                QVERIFY(!full->perGpu[g].weights.explanation.isEmpty());
            }
            // the solvers' trials: one GPU per stage, the same verdict
            const auto verdict = estimateMemory(model, h100, c, d, profile, MemoryDetail::Verdict);
            QCOMPARE(verdict->fits, full->fits);
            QCOMPARE(verdict->marginBytes, full->marginBytes);
            QCOMPARE(verdict->overflowBytes, full->overflowBytes);
            QCOMPARE(verdict->maxSequences, full->maxSequences);
            QCOMPARE(verdict->hostBytes, full->hostBytes);
            QCOMPARE(verdict->perGpu.size(), qsizetype(c.pipelineParallel));
            // the margin is the tightest GPU's room: negative exactly when something is short
            QCOMPARE(full->marginBytes < 0, !full->fits);
            if (!full->fits)
                QCOMPARE(-full->marginBytes, full->overflowBytes);
        }
    }
}

void TestSolvers::trialsEqualFreshEstimates()
{
    // MemoryTrials keeps the checks, the runtime and the stages' weights from trial to trial:
    // each answer must still be the fresh estimate's, whatever the order of configurations
    // (minGpus() walks them) and lengths (maxContext() changes the runtime's token cap)
    const GpuSpec gpu = *catalog().gpu(QStringLiteral("h100-sxm-80gb"));
    QList<Configuration> configs;
    for (const auto &[gpus, tp] : {std::pair {1, 1}, {2, 2}, {4, 2}, {2, 2}, {8, 8}, {1, 1}}) {
        Configuration c;
        c.gpuId = gpu.id;
        c.gpuCount = gpus;
        c.tensorParallel = tp;
        c.pipelineParallel = gpus / tp;
        configs.append(c);
    }
    int compared = 0;
    for (const ModelSpec &model : catalog().models()) {
        const ParameterCount count = countParameters(model);
        for (EngineKind kind : {EngineKind::Vllm, EngineKind::SgLang, EngineKind::TensorRtLlm,
                                EngineKind::LlamaCpp}) {
            Deployment d;
            d.engine = kind;
            d.workload.concurrentSequences = 4;
            d.workload.contextTokens = 2048;
            const EngineProfile &engine = defaultEngineProfile(kind);
            MemoryTrials trials(model, gpu, d, engine, count);
            for (const Configuration &c : std::as_const(configs)) {
                // (refusals too: negative, an exabyte of KV cache, then fewer sequences of
                // the same length, which the trials' kept KV bytes must let through)
                for (const auto &[sequences, tokens] : {std::pair<int, qint64> {4, 2048},
                                                        {4, 2048},
                                                        {64, 40000},
                                                        {0, 1},
                                                        {64, 40000},
                                                        {-1, 2048},
                                                        {1 << 24, qint64(1) << 32},
                                                        {1, qint64(1) << 32}}) {
                    Deployment at = d;
                    at.workload.concurrentSequences = sequences;
                    at.workload.contextTokens = tokens;
                    const auto fresh = estimateMemory(model, gpu, c, at, engine,
                                                      MemoryDetail::Verdict, count);
                    const auto kept = trials.at(c, at.workload);
                    QCOMPARE(kept.has_value(), fresh.has_value());
                    if (!fresh) {
                        QCOMPARE(kept.error().message, fresh.error().message);
                        continue;
                    }
                    QCOMPARE(kept->fits, fresh->fits);
                    QCOMPARE(kept->marginBytes, fresh->marginBytes);
                    QCOMPARE(kept->overflowBytes, fresh->overflowBytes);
                    QCOMPARE(kept->maxSequences, fresh->maxSequences);
                    QCOMPARE(kept->kvPoolTokens, fresh->kvPoolTokens);
                    QCOMPARE(kept->hostBytes, fresh->hostBytes);
                    QCOMPARE(kept->perGpu.size(), fresh->perGpu.size());
                    for (qsizetype g = 0; g < fresh->perGpu.size(); ++g) {
                        for (MemoryPartKind part : allMemoryPartKinds())
                            QCOMPARE(kept->perGpu[g].part(part).bytes,
                                     fresh->perGpu[g].part(part).bytes);
                    }
                    ++compared;
                }
            }
        }
    }
    QVERIFY(compared > 1000);
}

/** The trials keep the engine's runtime while the tokens per sequence stay within the lengths it
 *  names (EngineRuntime::sameFromLength..sameToLength): resolving again anywhere there must give
 *  the same runtime, and just outside a bounded range a different one (the range is the whole
 *  stretch, so the trials re-resolve no more than they must). */
void TestSolvers::runtimeHoldsForTheLengthsItNames()
{
    const auto same = [](const EngineRuntime &a, const EngineRuntime &b) {
        return a.version == b.version && a.maxBatchedTokens == b.maxBatchedTokens
                && a.maxSequences == b.maxSequences && a.cudaGraphs == b.cudaGraphs
                && a.cudaGraphSizes == b.cudaGraphSizes
                && a.cudaGraphMaxBatch == b.cudaGraphMaxBatch
                && a.memoryFraction == b.memoryFraction && a.tokensSet == b.tokensSet
                && a.sequencesSet == b.sequencesSet && a.fractionSet == b.fractionSet;
    };
    Configuration config;
    config.gpuCount = config.tensorParallel = 2;
    int bounded = 0;
    for (const char *gpuId : {"h100-sxm-80gb", "a100-sxm-80gb", "l4-24gb"}) {
        const std::optional<GpuSpec> gpu = catalog().gpu(QString::fromLatin1(gpuId));
        QVERIFY2(gpu, gpuId);
        config.gpuId = gpu->id;
        for (EngineKind engine : {EngineKind::Vllm, EngineKind::SgLang, EngineKind::TensorRtLlm,
                                  EngineKind::LlamaCpp}) {
            const EngineProfile &profile = defaultEngineProfile(engine);
            for (const QString &version : engineVersions(engine)) {
                for (int setting = 0; setting < 3; ++setting) {
                    Deployment d;
                    d.engine = engine;
                    d.engineSettings.version = version;
                    d.engineSettings.maxSequences = setting == 1 ? 3 : 0;
                    d.engineSettings.maxBatchedTokens = setting == 2 ? 4096 : 0;
                    const auto at = [&](std::int64_t length) {
                        d.workload.contextTokens = length;
                        d.workload.inputTokens = d.workload.outputTokens = 0;
                        return resolveEngineRuntime(profile, *gpu, config, d);
                    };
                    for (std::int64_t length : {1, 2, 7, 8, 9, 100, 683, 684, 1000, 2047, 2048,
                                                2049, 3000, 8192, 32768, 32769, 100000}) {
                        const EngineRuntime r = at(length);
                        const QByteArray whereText = QStringLiteral("%1 %2 %3 setting %4 length %5")
                                                             .arg(gpu->id, engineId(engine), version)
                                                             .arg(setting)
                                                             .arg(length)
                                                             .toUtf8();
                        const char *where = whereText.constData();
                        QVERIFY2(r.sameFromLength <= length && length <= r.sameToLength, where);
                        const std::int64_t to = std::min<std::int64_t>(r.sameToLength, 1 << 20);
                        for (std::int64_t other :
                             {r.sameFromLength, to, (r.sameFromLength + to) / 2})
                            QVERIFY2(same(at(other), r), where);
                        if (r.sameFromLength > 1) {
                            QVERIFY2(!same(at(r.sameFromLength - 1), r), where);
                            ++bounded;
                        }
                        if (r.sameToLength < std::numeric_limits<std::int64_t>::max())
                            QVERIFY2(!same(at(r.sameToLength + 1), r), where);
                    }
                }
            }
        }
    }
    QVERIFY(bounded > 0); // vLLM caps its budget by the length somewhere in the grid
}

void TestSolvers::solversMatchBisectionOnTheCatalog()
{
    int compared = 0;
    for (const QString &gpuId : {QStringLiteral("h100-sxm-80gb"), QStringLiteral("rtx-4090-24gb")}) {
        const GpuSpec gpu = *catalog().gpu(gpuId);
        for (const ModelSpec &model : catalog().models()) {
            for (EngineKind kind : {EngineKind::Vllm, EngineKind::TensorRtLlm, EngineKind::LlamaCpp,
                                    EngineKind::Transformers}) {
                for (int tp : {1, 8}) {
                    if (model.heads % tp != 0)
                        continue;
                    Configuration c;
                    c.gpuId = gpu.id;
                    c.gpuCount = tp;
                    c.tensorParallel = tp;
                    Deployment d;
                    d.engine = kind;
                    d.weights = WeightFormat::Fp8;
                    d.workload.concurrentSequences = 16;
                    d.workload.contextTokens = 6000;
                    const EngineProfile &engine = defaultEngineProfile(kind);
                    if (!validateEstimate(model, gpu, c, d))
                        continue;
                    const std::int64_t tokens = d.workload.tokensPerSequence();
                    const auto batch = maxConcurrentSequences(model, gpu, c, d, engine);
                    QVERIFY(batch.has_value());
                    const bool any = fitsWith(model, gpu, c, d, engine, 0, tokens);
                    const std::int64_t expectedBatch = any
                            ? bisect(0, (std::int64_t(1) << 24) - 1,
                                     [&](std::int64_t n) {
                                         return fitsWith(model, gpu, c, d, engine, n, tokens);
                                     })
                            : 0;
                    QCOMPARE(batch->value, expectedBatch);

                    const auto context = maxContext(model, gpu, c, d, engine);
                    QVERIFY(context.has_value());
                    const std::int64_t limit = model.maxContext > 0 ? model.maxContext
                                                                    : (std::int64_t(1) << 24);
                    const bool one = fitsWith(model, gpu, c, d, engine, 16, 1);
                    const std::int64_t expectedContext = one
                            ? bisect(1, limit,
                                     [&](std::int64_t t) {
                                         return fitsWith(model, gpu, c, d, engine, 16, t);
                                     })
                            : 0;
                    QCOMPARE(context->value, expectedContext);
                    ++compared;
                }
            }
        }
    }
    QVERIFY(compared > 50);
}

void TestSolvers::sharedMaxBatchMatchesTheStackedBars()
{
    // the sample's 8 x H200 node with Llama-3.1-70B beside DeepSeek-V3, and with a second copy
    Project project = sampleProject();
    const QString node = project.deployments.at(2).configurationId;
    for (int copies = 1; copies <= 2; ++copies) {
        Deployment beside = project.deployments.at(1);
        beside.id = QStringLiteral("beside-%1").arg(copies);
        beside.configurationId = node;
        project.deployments.append(beside);
        const Configuration &configuration = project.configurations.at(2);
        const ConfigurationEvaluation v = evaluateConfiguration(catalog(), project, configuration);
        QCOMPARE(v.deployments.size(), copies + 1);
        for (qsizetype i = 0; i < v.deployments.size(); ++i) {
            const DeploymentEstimate &e = v.deployments.at(i);
            QVERIFY(e.maxSequences && e.maxBatch);
            // the reference: restack every deployment's bars for each trial
            const auto fitsShared = [&](std::int64_t n) {
                QList<DeploymentEstimate> trial = v.deployments;
                Deployment d = trial[i].deployment;
                d.workload.concurrentSequences = int(n);
                trial[i].memory = estimateMemory(*e.model, *v.gpu, configuration, d, e.engine);
                if (!trial[i].memory)
                    return false;
                for (const VramBarModel &bar :
                     stackDeployments(configuration, v.gpu->memoryBytes(), trial)) {
                    if (bar.overflowBytes() > 0)
                        return false;
                }
                return true;
            };
            const std::int64_t alone = e.maxSequences->value;
            const std::int64_t expected = alone <= 0 ? alone
                    : fitsShared(alone)              ? alone
                    : !fitsShared(1)                 ? 0
                                                     : bisect(1, alone, fitsShared);
            // what fits beside the others; a configuration that does not fit serves no batch and
            // keeps the answer for the advice (configurationevaluation.h)
            QCOMPARE(v.fits ? e.maxBatch->value : e.batchThatFits.value_or(0), expected);
            if (!v.fits)
                QCOMPARE(e.maxBatch->value, 0);
            if (expected < alone)
                QCOMPARE(e.maxBatch->binding, BindingConstraint::SharedGpu);
        }
    }
}

HEADROOM_TEST_APPLESS_MAIN(TestSolvers)
#include "tst_solvers.moc"
