// Disaggregated prefill/decode serving (issue 18, docs/estimation.md "Disaggregated serving"):
// TTFT = overhead + prefill on the prefill pool + queueing + KV transfer, TPOT = the decode step
// with no prefill in it, request rate = min(prefill capacity, decode capacity), the best x:y
// split against every split estimated, and the cost of both pools. The expected figures come
// from the aggregated estimate of the same GPU (its prefill) and hand formulas.
#include "catalog/catalog.h"
#include "catalog/catalogsnapshot.h"
#include "cost/configurationcost.h"
#include "estimate/configurationevaluation.h"
#include "estimate/disaggregation.h"
#include "estimate/speed.h"
#include "estimate/speedmodel.h"
#include "headroomtest.h"
#include "store/sampleproject.h"

#include <QTest>

#include <cmath>

using namespace Headroom;

namespace {

const Catalog &catalog()
{
    static const Catalog c = *Catalog::builtin();
    return c;
}

struct Case
{
    ModelSpec model;
    GpuSpec gpu;
    Configuration config;
    Deployment deployment;
    EngineProfile engine;
    SpeedOptions options;

    Result<SpeedEstimate> run() const
    {
        return estimateSpeed(model, gpu, config, deployment, engine, options);
    }
};

/** Llama-3.1-8B bf16 on `gpu`: P prefill and D decode replicas of TP `tp` (0 P = aggregated). */
Case makeCase(int prefill, int decode, const QString &gpu = QStringLiteral("h100-sxm-80gb"),
              int tp = 1)
{
    Case c;
    c.model = *catalog().model(QStringLiteral("llama-3.1-8b"));
    c.gpu = *catalog().gpu(gpu);
    c.config.gpuId = gpu;
    c.config.tensorParallel = tp;
    c.config.gpuCount = decode * tp;
    c.deployment.modelId = c.model.id;
    c.deployment.weights = WeightFormat::Bf16;
    c.deployment.workload.concurrentSequences = 1;
    c.deployment.workload.inputTokens = 1000;
    c.deployment.workload.outputTokens = 200;
    c.deployment.disaggregation.on = prefill > 0;
    c.deployment.disaggregation.prefillReplicas = std::max(prefill, 1);
    c.engine = defaultEngineProfile(EngineKind::Vllm);
    return c;
}

bool near(double a, double b, double relative = 1e-9)
{
    return std::abs(a - b) <= relative * std::max(std::abs(a), std::abs(b));
}

#define QNEAR(a, b) \
    QVERIFY2(near((a), (b)), \
             qPrintable(QStringLiteral("%1 != %2").arg(a, 0, 'g', 12).arg(b, 0, 'g', 12)))

/** Llama-3.1-8B's KV per token, bf16: 2 (K, V) x 32 layers x 8 KV heads x 128 x 2 bytes. */
constexpr double kLlama8bKvBytesPerToken = 2.0 * 32 * 8 * 128 * 2;

} // namespace

class TestDisaggregation : public QObject
{
    Q_OBJECT

private slots:
    void ttftIsPrefillPlusTransfer();
    void transferBetweenGpuTypesUsesTheNetwork();
    void ttftWaitsForThePrefillPool();
    void tpotIsTheDecodeStepWithoutPrefill();
    void rateIsTheSmallerCapacity();
    void openLoopSaturatesAtTheBindingCapacity();
    void bestSplitAgainstEverySplit();
    void bestSplitFunction();
    void costCountsBothPools();
    void configurationCostCountsThePrefillPool();
    void prefillPoolMemory();
    void refusesBadSettings();
    void explanationsNameThePools();
    void simulationAgreesWithTheClosedForm();
};

void TestDisaggregation::ttftIsPrefillPlusTransfer()
{
    // one user: no one to wait for; prefill alone on the prefill replica, its KV over NVLink
    // (both replicas are H100 SXM in one node), no prefill on the decode replica
    const Case aggregated = makeCase(0, 1);
    const auto alone = aggregated.run();
    QVERIFY(alone);
    const auto r = makeCase(1, 1).run();
    QVERIFY2(r, qPrintable(r ? QString() : r.error().message));
    QVERIFY(r->disaggregation);
    const DisaggregationEstimate &d = *r->disaggregation;
    const double kvBytes = kLlama8bKvBytesPerToken * 1000;
    QNEAR(d.kvTransferBytes, kvBytes);
    QVERIFY(d.nvlink);
    const double nvlink = aggregated.gpu.interconnectBytesPerSecond;
    QVERIFY(nvlink > 0);
    QNEAR(d.kvTransferSeconds, kvBytes / nvlink);
    QCOMPARE(d.prefillWaitSeconds, 0.0);
    QNEAR(r->ttftSeconds,
          aggregated.engine.requestOverheadSeconds.value + alone->prefillSeconds + kvBytes / nvlink);
}

void TestDisaggregation::transferBetweenGpuTypesUsesTheNetwork()
{
    // prefill on H200, decode on H100: two node classes, InfiniBand 400 Gb/s = 50 GB/s per GPU;
    // TP 2 on both sides: two GPUs send their shards at once
    Case c = makeCase(1, 1, QStringLiteral("h100-sxm-80gb"), 2);
    c.deployment.disaggregation.prefillGpuId = QStringLiteral("h200-sxm-141gb");
    c.options.prefillGpu = *catalog().gpu(QStringLiteral("h200-sxm-141gb"));
    const auto r = c.run();
    QVERIFY2(r, qPrintable(r ? QString() : r.error().message));
    const DisaggregationEstimate &d = *r->disaggregation;
    QVERIFY(!d.nvlink);
    QCOMPARE(d.prefillGpuId, QStringLiteral("h200-sxm-141gb"));
    QCOMPARE(d.linkLanes, 2);
    QNEAR(d.kvTransferSeconds, kLlama8bKvBytesPerToken * 1000 / (2 * 50e9));
    // its prefill is the H200's: the aggregated H200 estimate's, TP 2
    Case h200 = makeCase(0, 1, QStringLiteral("h200-sxm-141gb"), 2);
    const auto prefillAlone = h200.run();
    QVERIFY(prefillAlone);
    QNEAR(r->prefillSeconds, prefillAlone->prefillSeconds);
    QNEAR(r->ttftSeconds,
          c.engine.requestOverheadSeconds.value + prefillAlone->prefillSeconds
                  + d.kvTransferSeconds);
}

void TestDisaggregation::ttftWaitsForThePrefillPool()
{
    // 64 users on 2 decode replicas, one prefill replica: each prompt waits for the others' as
    // in an M/D/1 queue, u = X (N - 1) / N x t / P, wait = u / (2 (1 - u)) x t, with t the
    // batched prefill (input / the aggregated estimate's prefill tokens/s) and X = N / latency
    Case c = makeCase(1, 2);
    c.deployment.workload.concurrentSequences = 64;
    const auto r = c.run();
    QVERIFY(r);
    const auto aggregated = makeCase(0, 1).run();
    QVERIFY(aggregated);
    const double t = 1000.0 / aggregated->prefillTokensPerSecond;
    const double n = 64;
    const double latency = r->ttftSeconds + 199 * r->tpotSeconds;
    const double u = n / latency * (n - 1) / n * t / 1;
    QVERIFY(u > 0.05 && u < 1);
    const double wait = u / (2 * (1 - u)) * t;
    QVERIFY(near(r->disaggregation->prefillWaitSeconds, wait, 1e-6));
    QVERIFY(near(r->disaggregation->prefillShare, u, 1e-6));
    const double base = c.engine.requestOverheadSeconds.value + aggregated->prefillSeconds
            + r->disaggregation->kvTransferSeconds;
    QVERIFY(near(r->ttftSeconds, base + wait, 1e-6));
}

void TestDisaggregation::tpotIsTheDecodeStepWithoutPrefill()
{
    // TPOT = step(b) of the decode replica, b the mean decoding sequences; the aggregated
    // deployment at the same users stretches its step by the prefills it also computes
    Case c = makeCase(2, 1);
    c.deployment.workload.concurrentSequences = 32;
    const auto r = c.run();
    QVERIFY(r);
    SpeedModel::Model m(c.model, c.gpu, c.config, c.deployment, c.engine);
    SpeedModel::configureModel(m);
    const int b = int(std::lround(r->decodingSequences));
    QVERIFY(b > 1);
    QNEAR(r->tpotSeconds, SpeedModel::decodePoint(m, b, 1000 + 100).tpotSeconds);
    QCOMPARE(r->prefillShare, 0.0);
    Case aggregated = makeCase(0, 1);
    aggregated.deployment.workload.concurrentSequences = 32;
    const auto a = aggregated.run();
    QVERIFY(a);
    QVERIFY(a->prefillShare > 0);
    QVERIFY(r->tpotSeconds < a->tpotSeconds);
}

void TestDisaggregation::rateIsTheSmallerCapacity()
{
    // prefill capacity = P x input / batched prefill tokens per second; decode capacity =
    // D x efficiency x most / ((output - 1) x step(most)); the smaller binds
    const auto aggregated = makeCase(0, 1).run();
    QVERIFY(aggregated);
    for (const auto &[p, d] : {std::pair {1, 1}, std::pair {4, 1}, std::pair {1, 4}}) {
        Case c = makeCase(p, d);
        const auto r = c.run();
        QVERIFY(r);
        const DisaggregationEstimate &e = *r->disaggregation;
        QNEAR(e.prefillCapacity, p * aggregated->prefillTokensPerSecond / 1000.0);
        SpeedModel::Model m(c.model, c.gpu, c.config, c.deployment, c.engine);
        SpeedModel::configureModel(m);
        const int most = r->maxConcurrency;
        QVERIFY(most > 1);
        const double step = SpeedModel::decodePoint(m, most, 1100).tpotSeconds;
        QNEAR(e.decodeCapacity, d * c.engine.schedulingEfficiency.value * most / (199 * step));
        QCOMPARE(e.binding,
                 e.prefillCapacity < e.decodeCapacity ? DisaggregationPool::Prefill
                                                      : DisaggregationPool::Decode);
        QCOMPARE(e.decodeReplicas, d);
        QCOMPARE(e.prefillReplicas, p);
    }
    // more prefill replicas move the binding pool to the decode side
    QCOMPARE(makeCase(1, 4).run()->disaggregation->binding, DisaggregationPool::Prefill);
    QCOMPARE(makeCase(4, 1).run()->disaggregation->binding, DisaggregationPool::Decode);
}

void TestDisaggregation::openLoopSaturatesAtTheBindingCapacity()
{
    Case c = makeCase(1, 4);
    const auto r = c.run();
    QVERIFY(r);
    const double prefillCapacity = r->disaggregation->prefillCapacity;
    c.deployment.workload.load = LoadKind::OpenLoop;
    c.deployment.workload.arrivalRate = 0.9 * prefillCapacity;
    const auto below = c.run();
    QVERIFY(below);
    QVERIFY(!below->saturated);
    QNEAR(below->requestsPerSecond, 0.9 * prefillCapacity);
    QNEAR(below->disaggregation->prefillShare, 0.9);
    QNEAR(below->disaggregation->prefillBusy, 0.9);
    // u = 0.9: wait = 0.9 / 0.2 x t
    QNEAR(below->disaggregation->prefillWaitSeconds,
          0.9 / 0.2 * below->disaggregation->prefillBatchedSeconds);
    c.deployment.workload.arrivalRate = 1.01 * prefillCapacity;
    const auto above = c.run();
    QVERIFY(above);
    QVERIFY(above->saturated);
    QVERIFY(texts(above->warnings).join(u' ').contains(QStringLiteral("prefill pool")));
}

void TestDisaggregation::bestSplitAgainstEverySplit()
{
    // 8 GPUs: every x:y split estimated as its own deployment; the best split the estimate of
    // one of them names is the one with the highest min(prefill, decode capacity)
    double best = 0;
    int bestPrefill = 0;
    for (int x = 1; x <= 7; ++x) {
        const auto r = makeCase(x, 8 - x).run();
        QVERIFY(r);
        const double rate = std::min(r->disaggregation->prefillCapacity,
                                     r->disaggregation->decodeCapacity);
        if (rate > best * (1 + 1e-12)) {
            best = rate;
            bestPrefill = x;
        }
    }
    const auto r = makeCase(2, 6).run();
    QVERIFY(r);
    const DisaggregationSplit split = r->disaggregation->bestSplit;
    QCOMPARE(split.prefillReplicas, bestPrefill);
    QCOMPARE(split.decodeReplicas, 8 - bestPrefill);
    QNEAR(split.requestsPerSecond, best);
    QVERIFY(!r->disaggregation->bestSplitAtTargets);
}

void TestDisaggregation::bestSplitFunction()
{
    // prefill replicas of 2 GPUs at 3 requests/s, decode replicas of 1 GPU at 2 requests/s, 10
    // GPUs: x = 2, y = 6: min(6, 12) = 6; x = 3, y = 4: min(9, 8) = 8; x = 4, y = 2: 4
    const DisaggregationSplit s = bestDisaggregationSplit(10, 2, 1, 3.0, 2.0);
    QCOMPARE(s.prefillReplicas, 3);
    QCOMPARE(s.decodeReplicas, 4);
    QCOMPARE(s.requestsPerSecond, 8.0);
    // not even 1:1 fits
    QCOMPARE(bestDisaggregationSplit(2, 2, 1, 1.0, 1.0), DisaggregationSplit {});
    // a tie: 1:2 and 2:1 both give 2 requests/s on 3 GPUs; the first keeps more decode replicas
    const DisaggregationSplit tie = bestDisaggregationSplit(3, 1, 1, 2.0, 2.0);
    QCOMPARE(tie.prefillReplicas, 1);
    QCOMPARE(tie.decodeReplicas, 2);
    // prefill-bound everywhere: more prefill replicas win
    QCOMPARE(bestDisaggregationSplit(3, 1, 1, 1.0, 5.0).prefillReplicas, 2);
}

void TestDisaggregation::costCountsBothPools()
{
    // $2 per GPU-hour: 2 prefill + 3 decode GPUs over the output tokens; input tokens over the
    // prefill pool's 2 GPUs and its prefill tokens/s
    Case c = makeCase(2, 3);
    c.deployment.workload.concurrentSequences = 48;
    c.options.pricePerGpuHour = 2;
    const auto r = c.run();
    QVERIFY(r);
    QVERIFY(r->costPerMillionOutputTokens);
    QNEAR(*r->costPerMillionOutputTokens,
          2.0 * (2 + 3) * 1e6 / (3600 * r->throughputTokensPerSecond));
    QNEAR(*r->costPerMillionInputTokens, 2.0 * 2 * 1e6 / (3600 * r->prefillTokensPerSecond * 2));
    QCOMPARE(r->disaggregation->prefillGpus, 2);
    // a prefill GPU of another type without its own price: no cost per token (not a guess)
    c.deployment.disaggregation.prefillGpuId = QStringLiteral("h200-sxm-141gb");
    c.options.prefillGpu = *catalog().gpu(QStringLiteral("h200-sxm-141gb"));
    QVERIFY(!c.run()->costPerMillionOutputTokens);
    c.options.prefillPricePerGpuHour = 3;
    const auto priced = c.run();
    QNEAR(*priced->costPerMillionOutputTokens,
          (2.0 * 3 + 3.0 * 2) * 1e6 / (3600 * priced->throughputTokensPerSecond));
}

void TestDisaggregation::configurationCostCountsThePrefillPool()
{
    // the sample's Llama-3.1-70B FP8 on 2 x H100 (TP 2) with 2 prefill replicas on H200 (TP 2):
    // the configuration's $/1M tokens = (2 H100 + 4 H200 at their on-demand prices) over its
    // output tokens/s; the deployment's own cost the same
    Project project = sampleProject();
    Deployment *d70 = nullptr;
    for (Deployment &d : project.deployments)
        if (d.id == QStringLiteral("sample-llama-70b"))
            d70 = &d;
    QVERIFY(d70);
    d70->disaggregation = {true, 2, QStringLiteral("h200-sxm-141gb"), 0};
    const Catalog projectCatalog = catalogForProject(project, catalog());
    const Configuration &h100s = project.configurations.at(1);
    QCOMPARE(h100s.id, QStringLiteral("sample-h100x2"));
    const ConfigurationEvaluation v = evaluateConfiguration(projectCatalog, project, h100s);
    QVERIFY(v.fits);
    const DeploymentEstimate *e = v.deployment(d70->id);
    QVERIFY(e && e->speed);
    const auto &pools = e->speed->disaggregation;
    QVERIFY(pools);
    QCOMPARE(pools->prefillGpus, 4);
    const double h100 = v.cost.assumptions.onDemandPricePerGpuHour;
    const double h200 = costAssumptionsFor(project, projectCatalog,
                                           Configuration {QString(), QString(),
                                                          QStringLiteral("h200-sxm-141gb"), 4, 2, 1})
                                .onDemandPricePerGpuHour;
    QVERIFY(h100 > 0 && h200 > 0 && h200 != h100);
    QCOMPARE(pools->prefillPricePerGpuHour, h200);
    QVERIFY(v.tokensPerSecond && v.costPerMillionTokens);
    QNEAR(*v.costPerMillionTokens, (2 * h100 + 4 * h200) * 1e6 / (3600 * *v.tokensPerSecond));
    QNEAR(*e->speed->costPerMillionOutputTokens,
          (2 * h100 + 4 * h200) * 1e6 / (3600 * e->speed->throughputTokensPerSecond));
}

void TestDisaggregation::prefillPoolMemory()
{
    // Llama-3.1-70B bf16 (~141 GB of weights): decode on 4 H100 (TP 4) fits, a prefill
    // replica of TP 1 cannot hold the weights: the prefill pool does not fit, named as such
    Case c;
    c.model = *catalog().model(QStringLiteral("llama-3.1-70b"));
    c.gpu = *catalog().gpu(QStringLiteral("h100-sxm-80gb"));
    c.config = {QString(), QString(), c.gpu.id, 4, 4, 1};
    c.deployment.modelId = c.model.id;
    c.deployment.workload.inputTokens = 2000;
    c.deployment.workload.outputTokens = 200;
    c.deployment.disaggregation = {true, 2, QString(), 1};
    c.engine = defaultEngineProfile(EngineKind::Vllm);
    const auto r = c.run();
    QVERIFY2(r, qPrintable(r ? QString() : r.error().message));
    QVERIFY(!r->disaggregation->prefillFits);
    QVERIFY(r->disaggregation->prefillShortBytes > 60'000'000'000);
    QVERIFY(texts(r->warnings).join(u' ').contains(QStringLiteral("prefill pool does not fit")));
    c.deployment.disaggregation.prefillTensorParallel = 4;
    const auto tp4 = c.run();
    QVERIFY(tp4->disaggregation->prefillFits);
    QCOMPARE(tp4->disaggregation->prefillGpus, 8);
    // the vLLM token budget (8192) holds 4 prompts of 2000 tokens at once
    QCOMPARE(tp4->disaggregation->prefillInFlight, 4);
}

void TestDisaggregation::refusesBadSettings()
{
    Case c = makeCase(1, 1);
    c.deployment.disaggregation.prefillReplicas = 0;
    QVERIFY(!c.run());
    c.deployment.disaggregation.prefillReplicas = kMostPrefillReplicas + 1;
    QVERIFY(!c.run());
    c.deployment.disaggregation.prefillReplicas = 1;
    c.deployment.disaggregation.prefillTensorParallel = -1;
    QVERIFY(!c.run());
    c.deployment.disaggregation.prefillTensorParallel = 3; // does not divide 32 heads
    const auto tp3 = c.run();
    QVERIFY(!tp3);
    QVERIFY(tp3.error().message.startsWith(QStringLiteral("Prefill pool: ")));
    c.deployment.disaggregation.prefillTensorParallel = 0;
    c.deployment.disaggregation.prefillGpuId = QStringLiteral("no-such-gpu");
    const auto unknown = c.run();
    QVERIFY(!unknown);
    QVERIFY(unknown.error().message.contains(QStringLiteral("no-such-gpu")));
    // off: the settings are not looked at
    c.deployment.disaggregation.on = false;
    c.deployment.disaggregation.prefillReplicas = 0;
    QVERIFY(c.run());
    QVERIFY(!c.run()->disaggregation);
}

void TestDisaggregation::explanationsNameThePools()
{
    Case c = makeCase(2, 3);
    c.deployment.workload.concurrentSequences = 24;
    const auto r = c.run();
    QVERIFY(r);
    const QString ttft = r->ttftExplanation.text();
    QVERIFY2(ttft.contains(QStringLiteral("prefill on the prefill pool"))
                     && ttft.contains(QStringLiteral("KV transfer")),
             qPrintable(ttft));
    QVERIFY(r->tpotExplanation.text().contains(QStringLiteral("decode pool (3 replicas)")));
    const QString throughput = r->speedExplanation.text();
    QVERIFY2(throughput.contains(QStringLiteral("prefill pool 2 x H100"))
                     && throughput.contains(QStringLiteral("decode pool (replicas: 3, GPUs: 3)"))
                     && throughput.contains(QStringLiteral("bound by the")),
             qPrintable(throughput));
}

HEADROOM_TEST_GUILESS_MAIN(TestDisaggregation)
#include "tst_disaggregation.moc"

void TestDisaggregation::simulationAgreesWithTheClosedForm()
{
    // the seeded simulation of the decode replica fed by its share of the prefill pool: its
    // mean TPOT is the decode step (no prefill in it), its mean TTFT the closed form's prefill
    // + wait + transfer; a spread on the lengths opens the percentiles
    Case c = makeCase(1, 2);
    c.deployment.workload.concurrentSequences = 64;
    c.options.simulateLoad = true;
    c.options.simulatedRequests = 4000;
    const auto r = c.run();
    QVERIFY(r);
    QVERIFY(r->simulated);
    const LoadResult &s = *r->simulated;
    QVERIFY(!s.saturated);
    QCOMPARE(s.preemptions, 0);
    qInfo("1P:2D, 64 users: TTFT mean %.1f ms simulated, %.1f ms closed form; TPOT %.2f / %.2f ms",
          s.ttft.mean * 1e3, r->ttftSeconds * 1e3, s.tpot.mean * 1e3, r->tpotSeconds * 1e3);
    QVERIFY2(near(s.tpot.mean, r->tpotSeconds, 0.08),
             qPrintable(QStringLiteral("%1 vs %2").arg(s.tpot.mean).arg(r->tpotSeconds)));
    QVERIFY2(near(s.ttft.mean, r->ttftSeconds, 0.25),
             qPrintable(QStringLiteral("%1 vs %2").arg(s.ttft.mean).arg(r->ttftSeconds)));
    // no request is faster than its prompt alone and its KV transfer
    const double floor = c.engine.requestOverheadSeconds.value + r->prefillSeconds
            + r->disaggregation->kvTransferSeconds;
    QVERIFY(s.ttft.p50 >= floor * (1 - 1e-9));
    QVERIFY(s.ttft.p50 <= s.ttft.p90 && s.ttft.p90 <= s.ttft.p99);

    c.deployment.workload.inputKind = LengthDistribution::Kind::Exponential;
    c.deployment.workload.outputKind = LengthDistribution::Kind::Exponential;
    const auto varied = c.run();
    QVERIFY(varied && varied->simulated);
    QVERIFY(varied->simulated->ttft.p99 > 1.5 * varied->simulated->ttft.p50);
    // and the same seed gives the same figures
    const auto again = c.run();
    QCOMPARE(again->simulated->ttft.p99, varied->simulated->ttft.p99);
}
