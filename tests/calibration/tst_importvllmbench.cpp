// The importer of the vLLM benchmark results (`vllm bench serve`, benchmark_serving.py) (core/calibration/vllmbenchimporter.cpp): real-shaped files
// (tests/data/calibration/README.md names the source and version of each) read figure by figure.
#include "calibration/importers.h"
#include "headroomtest.h"
#include "importfixtures.h"

#include <QTest>

#include <cmath>

using namespace Headroom;

class TestImportVllmBench : public QObject
{
    Q_OBJECT

private slots:
    void vllmBenchServe()
    {
        const auto runs = read(u"vllm_bench_serve.json"_qs);
        QCOMPARE(runs.size(), 1);
        const MeasuredRun &r = runs.first();
        QCOMPARE(r.tool, MeasurementTool::VllmBench);
        QCOMPARE(r.sourceFile, u"vllm_bench_serve.json"_qs);
        QCOMPARE(r.sourceLine, 1);
        QCOMPARE(r.sourceDate, QDateTime(QDate(2025, 9, 14), QTime(15, 30, 12)));
        QCOMPARE(r.modelName, u"meta-llama/Llama-3.1-8B-Instruct"_qs);
        QCOMPARE(r.engineName, QString()); // backend "openai": any OpenAI-compatible server
        QCOMPARE(r.concurrency, 64);
        QVERIFY(r.requestRate && std::isinf(*r.requestRate)); // "inf": all requests at once
        QCOMPARE(r.completedRequests, 1000);
        QCOMPARE(r.failedRequests, 0);
        CHECK_FIGURE(r.durationSeconds, 92.41377425193787);
        CHECK_FIGURE(r.inputTokens, 1024000.0 / 1000);
        CHECK_FIGURE(r.outputTokens, 128000.0 / 1000);
        CHECK_FIGURE(r.requestThroughput, 10.820898063712337);
        CHECK_FIGURE(r.outputThroughput, 1385.0749521551791);
        CHECK_FIGURE(r.totalTokenThroughput, 12465.674569396612);
        CHECK_FIGURE(r.meanTtftMs, 412.7731240771338);
        CHECK_FIGURE(r.medianTtftMs, 398.10456149280071);
        CHECK_FIGURE(r.p99TtftMs, 702.2380541265011);
        CHECK_FIGURE(r.meanTpotMs, 42.95612094417401);
        CHECK_FIGURE(r.medianTpotMs, 43.11822837614012);
        CHECK_FIGURE(r.p99TpotMs, 47.90145218238831);
        CHECK_FIGURE(r.meanItlMs, 42.61250310116613);
        CHECK_FIGURE(r.medianItlMs, 41.00927012041211);
        CHECK_FIGURE(r.p99ItlMs, 88.61920781060457);
        QVERIFY(!r.kvCacheGiB); // nothing the file does not hold
        QVERIFY(!r.promptTokensPerSecond);
    }

    void vllmBenchmarkServingOld()
    {
        const auto runs = read(u"vllm_benchmark_serving_old.json"_qs);
        QCOMPARE(runs.size(), 1);
        const MeasuredRun &r = runs.first();
        QCOMPARE(r.engineName, u"vllm"_qs);
        QCOMPARE(r.modelName, u"Qwen/Qwen2.5-7B-Instruct"_qs);
        QCOMPARE(r.sourceDate, QDateTime(QDate(2025, 3, 10), QTime(9, 15, 44)));
        QVERIFY(!r.concurrency); // max_concurrency null: open loop
        CHECK_FIGURE(r.requestRate, 2.0);
        QCOMPARE(r.completedRequests, 4);
        CHECK_FIGURE(r.inputTokens, 1848.0 / 4);
        CHECK_FIGURE(r.outputTokens, 512.0 / 4);
        CHECK_FIGURE(r.meanTtftMs, 41.2);
        CHECK_FIGURE(r.medianTtftMs, 40.85);
        CHECK_FIGURE(r.p99TtftMs, 43.24);
        CHECK_FIGURE(r.meanTpotMs, 12.03);
        CHECK_FIGURE(r.p99TpotMs, 12.21);
        CHECK_FIGURE(r.p99ItlMs, 12.2);
        CHECK_FIGURE(r.requestThroughput, 1.0660536289215088);
        CHECK_FIGURE(r.outputThroughput, 136.45486450195312);
        CHECK_FIGURE(r.totalTokenThroughput, 628.9716432094574);
    }

    void vllmPerRequestArrays()
    {
        // a --save-detailed file without the summary: the means of the per-request arrays
        const QByteArray json = R"({"backend": "vllm", "completed": 4, "request_throughput": 1.5,
            "input_lens": [412, 520, 391, 525], "output_lens": [128, 128, 100, 100],
            "ttfts": [0.0412, 0.0398, 0.0433, 0.0405]})";
        const auto runs = importMeasurements(u"detailed.json"_qs, json);
        QVERIFY(runs.has_value());
        CHECK_FIGURE(runs->first().inputTokens, (412.0 + 520 + 391 + 525) / 4);
        CHECK_FIGURE(runs->first().outputTokens, (128.0 + 128 + 100 + 100) / 4);
        CHECK_FIGURE(runs->first().meanTtftMs, (41.2 + 39.8 + 43.3 + 40.5) / 4);
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestImportVllmBench)
#include "tst_importvllmbench.moc"
