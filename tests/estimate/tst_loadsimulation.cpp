// The discrete-event simulation of a replica under load (core/estimate/loadsimulation.h) against
// exact results of queueing theory, and the closed-form steady state of the speed model
// (loadedPoint, openLoopPoint) against the simulation.
#include "catalog/catalog.h"
#include "estimate/loadsimulation.h"
#include "estimate/speed.h"
#include "headroomtest.h"

#include <QTest>

#include <cmath>

using namespace Headroom;

namespace {

const Catalog &catalog()
{
    static const Catalog c = *Catalog::builtin();
    return c;
}

/** A replica whose decode step costs `step` whatever the batch, prompts `perToken` each. */
SchedulerCosts flatCosts(double step, double perToken)
{
    SchedulerCosts c;
    c.decodeStepSeconds = [step](int) { return step; };
    c.prefillSecondsPerToken = perToken;
    c.prefillOnlyStepSeconds = 0;
    c.tokenBudget = 1 << 20;
    c.maxRunning = 1 << 20;
    return c;
}

LoadSettings fixedLengths(int input, int output)
{
    LoadSettings s;
    s.input = {LengthDistribution::Kind::Fixed, double(input), 0};
    s.output = {LengthDistribution::Kind::Fixed, double(output), 0};
    return s;
}

/** A vLLM deployment in FP8 weights and KV of `users` users asking `input` / `output` tokens. */
std::pair<Configuration, Deployment> vllmFp8(const QString &model, const QString &gpu, int tp,
                                             int users, int input, int output)
{
    Configuration config;
    config.gpuId = gpu;
    config.tensorParallel = tp;
    config.gpuCount = tp;
    Deployment d;
    d.modelId = model;
    d.engine = EngineKind::Vllm;
    d.weights = WeightFormat::Fp8;
    d.kv = KvFormat::Fp8;
    d.workload.concurrentSequences = users;
    d.workload.inputTokens = input;
    d.workload.outputTokens = output;
    return {config, d};
}

double relative(double a, double b)
{
    return std::abs(a - b) / std::abs(b);
}

} // namespace

class TestLoadSimulation : public QObject
{
    Q_OBJECT

private slots:
    void percentilesAreNearestRank();
    void oneUserIsTheSpeedModel();
    void poissonArrivalsQueueAsMd1_data();
    void poissonArrivalsQueueAsMd1();
    void closedLoopObeysLittlesLaw();
    void sameSeedSameRun();
    void fullPoolPreemptsAndStillFinishes();
    void percentilesAnchorToTheEstimate();
    void closedFormFollowsSimulation_data();
    void closedFormFollowsSimulation();
    void openLoopClosedForm();
    void variedLengthsQueueWithoutWaves_data();
    void variedLengthsQueueWithoutWaves();
};

void TestLoadSimulation::percentilesAreNearestRank()
{
    QList<double> values;
    for (int i = 100; i >= 1; --i)
        values.append(i);
    const LatencyStats s = latencyStats(values);
    QCOMPARE(s.mean, 50.5);
    QCOMPARE(s.p50, 50.0);
    QCOMPARE(s.p90, 90.0);
    QCOMPARE(s.p99, 99.0);
    QCOMPARE(latencyStats({}).p99, 0.0);
    QCOMPARE(latencyStats({7}).p50, 7.0);
}

void TestLoadSimulation::oneUserIsTheSpeedModel()
{
    // one user: prefill alone, then one decode step per token, nothing else
    SchedulerCosts c = flatCosts(0.010, 0.0001);
    c.prefillOnlyStepSeconds = 0.002;
    c.requestOverheadSeconds = 0.05;
    LoadSettings s = fixedLengths(1000, 101);
    s.requests = 50;
    const LoadResult r = simulateLoad(c, s);
    QCOMPARE(r.completed, 50);
    const double ttft = 0.05 + 0.002 + 1000 * 0.0001;
    QVERIFY(relative(r.ttft.mean, ttft) < 1e-9);
    QVERIFY(relative(r.ttft.p99, ttft) < 1e-9);
    QVERIFY(relative(r.tpot.mean, 0.010) < 1e-9);
    QVERIFY(relative(r.endToEnd.mean, ttft + 100 * 0.010) < 1e-9);
    QVERIFY(relative(r.requestsPerSecond, 1 / (ttft - 0.05 + 100 * 0.010)) < 1e-6);
}

void TestLoadSimulation::poissonArrivalsQueueAsMd1_data()
{
    QTest::addColumn<double>("utilisation");
    QTest::newRow("rho 0.3") << 0.3;
    QTest::newRow("rho 0.5") << 0.5;
    QTest::newRow("rho 0.8") << 0.8;
}

void TestLoadSimulation::poissonArrivalsQueueAsMd1()
{
    // one request at a time, one output token (the prefill's): an M/D/1 queue with service S;
    // Pollaczek-Khinchine: mean wait = rho S / (2 (1 - rho)), so TTFT = S + that
    QFETCH(double, utilisation);
    SchedulerCosts c = flatCosts(0.010, 0.0002);
    c.maxRunning = 1;
    const double service = 500 * 0.0002;
    LoadSettings s = fixedLengths(500, 1);
    s.kind = LoadKind::OpenLoop;
    s.requestsPerSecond = utilisation / service;
    s.requests = 200000;
    s.seed = 7;
    const LoadResult r = simulateLoad(c, s);
    QCOMPARE(r.completed, 200000);
    QVERIFY(!r.saturated);
    const double expected = service + utilisation * service / (2 * (1 - utilisation));
    qInfo("rho %.1f: TTFT simulated %.5f s, Pollaczek-Khinchine %.5f s", utilisation, r.ttft.mean,
          expected);
    QVERIFY2(relative(r.ttft.mean, expected) < 0.03, qPrintable(QString::number(r.ttft.mean)));
    QVERIFY(relative(r.requestsPerSecond, s.requestsPerSecond) < 0.02);
    QVERIFY(r.ttft.p50 <= r.ttft.p90 && r.ttft.p90 <= r.ttft.p99);
    QVERIFY(r.ttft.p50 >= service * (1 - 1e-9)); // times near 1e5 s carry ~1e-11 s of rounding
}

void TestLoadSimulation::closedLoopObeysLittlesLaw()
{
    // N users with no think time: N = requests/s x mean end-to-end latency
    SchedulerCosts c;
    c.decodeStepSeconds = [](int b) { return 0.008 + 0.00005 * b; };
    c.prefillSecondsPerToken = 0.00003;
    c.prefillOnlyStepSeconds = 0.006;
    c.tokenBudget = 2048;
    c.maxRunning = 64;
    LoadSettings s;
    s.users = 48;
    s.input = {LengthDistribution::Kind::Uniform, 1500, 0.5};
    s.output = {LengthDistribution::Kind::Exponential, 300, 0};
    s.requests = 20000;
    const LoadResult r = simulateLoad(c, s);
    const double users = r.requestsPerSecond * r.endToEnd.mean;
    qInfo("Little: %.3f users from %.3f req/s x %.4f s", users, r.requestsPerSecond,
          r.endToEnd.mean);
    QVERIFY2(relative(users, 48) < 0.02, qPrintable(QString::number(users)));
    QVERIFY(r.meanRunning <= 48 + 1e-9 && r.meanRunning > 40);
    QVERIFY(r.tpot.p50 <= r.tpot.p99);
}

void TestLoadSimulation::sameSeedSameRun()
{
    SchedulerCosts c = flatCosts(0.01, 0.0001);
    LoadSettings s;
    s.kind = LoadKind::OpenLoop;
    s.requestsPerSecond = 20;
    s.input = {LengthDistribution::Kind::Exponential, 800, 0};
    s.output = {LengthDistribution::Kind::Uniform, 100, 0.9};
    s.requests = 3000;
    const LoadResult a = simulateLoad(c, s);
    const LoadResult b = simulateLoad(c, s);
    QCOMPARE(a.ttft.mean, b.ttft.mean);
    QCOMPARE(a.tpot.p99, b.tpot.p99);
    s.seed = 2;
    QVERIFY(simulateLoad(c, s).ttft.mean != a.ttft.mean);
}

void TestLoadSimulation::fullPoolPreemptsAndStillFinishes()
{
    SchedulerCosts c = flatCosts(0.01, 0.00001);
    c.kvPoolTokens = 20000; // 16 users x (1000 + 1000) tokens do not fit at once
    LoadSettings s = fixedLengths(1000, 1000);
    s.users = 16;
    s.requests = 200;
    const LoadResult r = simulateLoad(c, s);
    QCOMPARE(r.completed, 200);
    QVERIFY(r.preemptions > 0);
    QVERIFY(r.meanRunning < 16);
    // without the limit nobody is preempted
    c.kvPoolTokens = 0;
    QCOMPARE(simulateLoad(c, s).preemptions, 0);
}

void TestLoadSimulation::percentilesAnchorToTheEstimate()
{
    // the views show the simulation's spread around the closed form's means, which the measured
    // serving points check: each percentile scaled by mean / simulated mean
    const LatencyStats anchored = anchoredTo({0.2, 0.1, 0.3, 0.4}, 0.1);
    QCOMPARE(anchored.mean, 0.1);
    QCOMPARE(anchored.p50, 0.05);
    QCOMPARE(anchored.p90, 0.15);
    QCOMPARE(anchored.p99, 0.2);
    QCOMPARE(anchoredTo({0, 0, 0, 0}, 0.1).p99, 0.0); // nothing simulated: nothing to scale

    // on a deployment: the estimate's TTFT and TPOT are the percentiles' means
    const auto [config, d] = vllmFp8(u"llama-3.1-8b"_qs, u"h100-sxm-80gb"_qs, 1, 32, 1024, 256);
    SpeedOptions options;
    options.simulateLoad = true;
    options.simulatedRequests = 2000;
    const auto e = estimateSpeed(*catalog().model(d.modelId), *catalog().gpu(config.gpuId), config,
                                 d, defaultEngineProfile(d.engine), options);
    QVERIFY(e && e->simulated);
    const LoadResult p = *e->percentiles();
    QCOMPARE(p.ttft.mean, e->ttftSeconds);
    QCOMPARE(p.tpot.mean, e->tpotSeconds);
    QCOMPARE(p.endToEnd.mean, e->requestLatencySeconds);
    QCOMPARE(p.ttft.p99 / p.ttft.mean, e->simulated->ttft.p99 / e->simulated->ttft.mean);
    QCOMPARE(p.completed, e->simulated->completed);
}

void TestLoadSimulation::closedFormFollowsSimulation_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("users");
    QTest::addColumn<int>("input");
    QTest::addColumn<int>("output");
    for (int users : {1, 4, 16, 64, 128}) {
        QTest::addRow("8B H100 %d users 1024/256", users)
                << u"llama-3.1-8b"_qs << u"h100-sxm-80gb"_qs << 1 << users << 1024 << 256;
        QTest::addRow("70B 4xH100 %d users 4096/512", users)
                << u"llama-3.1-70b"_qs << u"h100-sxm-80gb"_qs << 4 << users << 4096 << 512;
    }
    QTest::addRow("Qwen3-235B 8xH200 32 users 2048/1024")
            << u"qwen3-235b-a22b"_qs << u"h200-sxm-141gb"_qs << 8 << 32 << 2048 << 1024;
}

void TestLoadSimulation::closedFormFollowsSimulation()
{
    // The closed form is the simulation's mean field: its TPOT and its throughput follow the
    // simulated means of the same replica. TTFT differs by design (the closed form adds the
    // fitted wave share of measured benchmarks); it is printed.
    QFETCH(QString, model);
    QFETCH(QString, gpu);
    QFETCH(int, tp);
    QFETCH(int, users);
    QFETCH(int, input);
    QFETCH(int, output);
    const auto [config, d] = vllmFp8(model, gpu, tp, users, input, output);
    SpeedOptions options;
    options.simulateLoad = true;
    options.simulatedRequests = 4000;
    const auto e = estimateSpeed(*catalog().model(model), *catalog().gpu(gpu), config, d,
                                 defaultEngineProfile(d.engine), options);
    QVERIFY(e && e->simulated);
    const LoadResult &s = *e->simulated;
    qInfo("TPOT closed form %.2f ms, simulated %.2f ms (P99 %.2f); TTFT closed form %.1f ms, "
          "simulated %.1f ms (P99 %.1f); requests/s %.2f vs %.2f",
          e->tpotSeconds * 1e3, s.tpot.mean * 1e3, s.tpot.p99 * 1e3, e->ttftSeconds * 1e3,
          s.ttft.mean * 1e3, s.ttft.p99 * 1e3, e->requestsPerSecond, s.requestsPerSecond);
    QVERIFY2(relative(e->tpotSeconds, s.tpot.mean) < 0.15, "TPOT");
    QVERIFY2(relative(e->requestsPerSecond, s.requestsPerSecond) < 0.20, "requests/s");
    QVERIFY(s.ttft.p50 <= s.ttft.p90 && s.ttft.p90 <= s.ttft.p99);
    QVERIFY(s.tpot.p50 <= s.tpot.p90 && s.tpot.p90 <= s.tpot.p99);
}

void TestLoadSimulation::openLoopClosedForm()
{
    // open loop: the closed form serves the rate it is given, its latency grows towards
    // saturation, and the simulation agrees on the throughput and the TPOT
    Configuration config;
    config.gpuId = u"h100-sxm-80gb"_qs;
    Deployment d;
    d.modelId = u"llama-3.1-8b"_qs;
    d.engine = EngineKind::Vllm;
    d.workload.inputTokens = 2048;
    d.workload.outputTokens = 256;
    d.workload.load = LoadKind::OpenLoop;
    const auto model = catalog().model(d.modelId);
    const auto gpu = catalog().gpu(config.gpuId);
    const EngineProfile &engine = defaultEngineProfile(d.engine);
    double previousTtft = 0, previousTpot = 0;
    for (double rate : {1.0, 4.0, 8.0}) {
        d.workload.arrivalRate = rate;
        SpeedOptions options;
        options.simulateLoad = true;
        options.simulatedRequests = 4000;
        const auto e = estimateSpeed(*model, *gpu, config, d, engine, options);
        QVERIFY(e && e->simulated);
        QVERIFY(!e->saturated);
        QCOMPARE(e->requestsPerSecond, rate);
        QVERIFY(e->ttftSeconds > previousTtft && e->tpotSeconds > previousTpot);
        previousTtft = e->ttftSeconds;
        previousTpot = e->tpotSeconds;
        qInfo("%.0f req/s: TPOT %.2f ms vs simulated %.2f; TTFT %.1f ms vs simulated %.1f (P99 "
              "%.1f); %.1f in flight",
              rate, e->tpotSeconds * 1e3, e->simulated->tpot.mean * 1e3, e->ttftSeconds * 1e3,
              e->simulated->ttft.mean * 1e3, e->simulated->ttft.p99 * 1e3,
              e->simulated->meanRunning);
        QVERIFY(relative(e->simulated->requestsPerSecond, rate) < 0.05);
        QVERIFY2(relative(e->tpotSeconds, e->simulated->tpot.mean) < 0.15, "TPOT");
    }
    // far past what one replica serves: saturated, and said so
    d.workload.arrivalRate = 500;
    const auto e = estimateSpeed(*model, *gpu, config, d, engine);
    QVERIFY(e && e->saturated);
    QVERIFY(!e->warnings.isEmpty());
}

void TestLoadSimulation::variedLengthsQueueWithoutWaves_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("users");
    QTest::addColumn<int>("input");
    QTest::addColumn<int>("output");
    QTest::newRow("8B 32 users 2048/256") << u"llama-3.1-8b"_qs << 1 << 32 << 2048 << 256;
    QTest::newRow("70B TP2 64 users 2048/512") << u"llama-3.1-70b"_qs << 2 << 64 << 2048 << 512;
    QTest::newRow("70B TP4 16 users 8192/1024") << u"llama-3.1-70b"_qs << 4 << 16 << 8192 << 1024;
}

void TestLoadSimulation::variedLengthsQueueWithoutWaves()
{
    // Lengths that vary break the benchmark's waves: the closed form then waits as an M/D/1
    // queue on the prefills, and its mean TTFT follows the simulation's (which has no fitted
    // term at all); equal lengths keep the fitted wave share and wait longer.
    QFETCH(QString, model);
    QFETCH(int, tp);
    QFETCH(int, users);
    QFETCH(int, input);
    QFETCH(int, output);
    auto [config, d] = vllmFp8(model, u"h200-sxm-141gb"_qs, tp, users, input, output);
    const auto m = catalog().model(model);
    const auto gpu = catalog().gpu(config.gpuId);
    const EngineProfile &engine = defaultEngineProfile(d.engine);
    const auto fixed = estimateSpeed(*m, *gpu, config, d, engine);
    d.workload.inputKind = LengthDistribution::Kind::Uniform;
    d.workload.inputSpread = 0.5;
    d.workload.outputKind = LengthDistribution::Kind::Uniform;
    d.workload.outputSpread = 0.5;
    SpeedOptions options;
    options.simulateLoad = true;
    options.simulatedRequests = 4000;
    const auto varied = estimateSpeed(*m, *gpu, config, d, engine, options);
    QVERIFY(fixed && varied && varied->simulated);
    const LoadResult &s = *varied->simulated;
    qInfo("TTFT closed form %.1f ms (equal lengths %.1f), simulated mean %.1f, P50 %.1f, P99 "
          "%.1f; TPOT %.2f vs %.2f ms",
          varied->ttftSeconds * 1e3, fixed->ttftSeconds * 1e3, s.ttft.mean * 1e3, s.ttft.p50 * 1e3,
          s.ttft.p99 * 1e3, varied->tpotSeconds * 1e3, s.tpot.mean * 1e3);
    QVERIFY2(relative(varied->ttftSeconds, s.ttft.mean) < 0.35, "TTFT");
    QVERIFY2(relative(varied->tpotSeconds, s.tpot.mean) < 0.15, "TPOT");
    QVERIFY(varied->ttftSeconds < fixed->ttftSeconds);
    QVERIFY(varied->ttftExplanation.text().contains(u"M/D/1"));
    QVERIFY(fixed->ttftExplanation.text().contains(u"waves"));
}

HEADROOM_TEST_APPLESS_MAIN(TestLoadSimulation)
#include "tst_loadsimulation.moc"
