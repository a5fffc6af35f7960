// The importers of measured runs (issue 21): real-shaped files of each tool (tests/data/
// calibration/README.md names the source and version of each format) read figure by figure,
// the format detected from the contents, and hostile files refused with the line named.
#include "calibration/importers.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Headroom;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/calibration/") + name;
}

QByteArray bytes(const QString &name)
{
    QFile f(fixture(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(name));
    return f.readAll();
}

QList<MeasuredRun> read(const QString &name)
{
    const auto runs = importMeasurementFile(fixture(name));
    if (!runs)
        qFatal("%s: %s", qPrintable(name), qPrintable(runs.error().message));
    return *runs;
}

/** The file's figure, compared to the printed digits (relative 1e-9). */
bool same(const std::optional<double> &value, double expected)
{
    return value && std::abs(*value - expected) <= 1e-9 * std::max(1.0, std::abs(expected));
}

#define CHECK_FIGURE(value, expected) \
    QVERIFY2(same(value, expected), \
             qPrintable(QStringLiteral(#value " = %1, expected %2") \
                                .arg((value) ? QString::number(*(value), 'g', 12) : u"none"_qs) \
                                .arg(expected, 0, 'g', 12)))

QString refusal(const QByteArray &contents, const QString &name = u"bad.json"_qs)
{
    const auto runs = importMeasurements(name, contents);
    if (runs)
        return {};
    return runs.error().message;
}

} // namespace

class TestCalibrationImport : public QObject
{
    Q_OBJECT

private slots:
    void toolIds()
    {
        QCOMPARE(allMeasurementTools().size(), 7);
        QStringList ids;
        for (MeasurementTool tool : allMeasurementTools()) {
            const QString id = measurementToolId(tool);
            QVERIFY(!id.isEmpty());
            QVERIFY(!measurementToolName(tool).isEmpty());
            QCOMPARE(measurementToolFromId(id), tool);
            ids.append(id);
        }
        QCOMPARE(ids,
                 (QStringList {u"vllm-bench"_qs, u"sglang-bench"_qs, u"genai-perf"_qs,
                               u"llama-bench"_qs, u"vllm-log"_qs, u"sglang-log"_qs,
                               u"trtllm-log"_qs}));
        QCOMPARE(measurementToolFromId(u"LLAMA-BENCH"), MeasurementTool::LlamaBench);
        QVERIFY(!measurementToolFromId(u"perf"));
    }

    void detection_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("tool");
        QTest::newRow("vllm bench serve")
                << u"vllm_bench_serve.json"_qs << int(MeasurementTool::VllmBench);
        QTest::newRow("benchmark_serving")
                << u"vllm_benchmark_serving_old.json"_qs << int(MeasurementTool::VllmBench);
        QTest::newRow("sglang jsonl")
                << u"sglang_bench_serving.jsonl"_qs << int(MeasurementTool::SglangBench);
        QTest::newRow("genai-perf json")
                << u"profile_export_genai_perf.json"_qs << int(MeasurementTool::GenaiPerf);
        QTest::newRow("genai-perf csv")
                << u"genai-perf/meta-llama_Llama-3.1-8B-Instruct-openai-chat-concurrency16/profile_export_genai_perf.csv"_qs
                << int(MeasurementTool::GenaiPerf);
        QTest::newRow("aiperf csv")
                << u"profile_export_aiperf.csv"_qs << int(MeasurementTool::GenaiPerf);
        QTest::newRow("llama json") << u"llama_bench.json"_qs << int(MeasurementTool::LlamaBench);
        QTest::newRow("llama jsonl") << u"llama_bench.jsonl"_qs << int(MeasurementTool::LlamaBench);
        QTest::newRow("llama csv") << u"llama_bench.csv"_qs << int(MeasurementTool::LlamaBench);
        QTest::newRow("llama md") << u"llama_bench.md"_qs << int(MeasurementTool::LlamaBench);
        QTest::newRow("vllm v1 log") << u"vllm_v1.log"_qs << int(MeasurementTool::VllmLog);
        QTest::newRow("vllm v1 memory log")
                << u"vllm_v1_memory.log"_qs << int(MeasurementTool::VllmLog);
        QTest::newRow("vllm v0 log") << u"vllm_v0.log"_qs << int(MeasurementTool::VllmLog);
        QTest::newRow("vllm 0.6 log") << u"vllm_v06.log"_qs << int(MeasurementTool::VllmLog);
        QTest::newRow("sglang log") << u"sglang_server.log"_qs << int(MeasurementTool::SglangLog);
        QTest::newRow("trtllm log") << u"trtllm_server.log"_qs << int(MeasurementTool::TrtLlmLog);
    }

    void detection()
    {
        QFETCH(QString, file);
        QFETCH(int, tool);
        // the contents decide, not the name: the same bytes under a neutral name
        QCOMPARE(detectMeasurementTool(u"measurement.txt"_qs, bytes(file)), MeasurementTool(tool));
        const auto runs = importMeasurements(u"measurement.txt"_qs, bytes(file));
        QVERIFY2(runs.has_value(), runs ? "" : qPrintable(runs.error().message));
        QVERIFY(!runs->isEmpty());
        for (const MeasuredRun &run : *runs)
            QCOMPARE(int(run.tool), tool);
    }

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

    void sglangBench()
    {
        const auto runs = read(u"sglang_bench_serving.jsonl"_qs);
        QCOMPARE(runs.size(), 2);
        const MeasuredRun &a = runs.at(0);
        const MeasuredRun &b = runs.at(1);
        QCOMPARE(a.tool, MeasurementTool::SglangBench);
        QCOMPARE(a.engineName, u"sglang"_qs);
        QCOMPARE(a.sourceLine, 1);
        QCOMPARE(b.sourceLine, 2);
        QVERIFY(a.requestRate && std::isinf(*a.requestRate)); // Python wrote Infinity bare
        QCOMPARE(a.concurrency, 16);
        QCOMPARE(a.completedRequests, 500);
        CHECK_FIGURE(a.inputTokens, 384512.0 / 500);
        CHECK_FIGURE(a.outputTokens, 380144.0 / 500);
        CHECK_FIGURE(a.durationSeconds, 61.25);
        CHECK_FIGURE(a.requestThroughput, 8.163265306122449);
        CHECK_FIGURE(a.outputThroughput, 6206.43265306122);
        CHECK_FIGURE(a.meanTtftMs, 120.55);
        CHECK_FIGURE(a.medianTtftMs, 101.3);
        CHECK_FIGURE(a.p99TtftMs, 455.2);
        CHECK_FIGURE(a.meanTpotMs, 27.1);
        CHECK_FIGURE(a.p99TpotMs, 35.9);
        CHECK_FIGURE(a.meanItlMs, 26.95);
        CHECK_FIGURE(a.p99ItlMs, 77.3);
        QVERIFY(!a.totalTokenThroughput); // SGLang's line has none
        CHECK_FIGURE(b.requestRate, 8.0);
        QVERIFY(!b.concurrency);
        CHECK_FIGURE(b.meanTtftMs, 88.2);
        CHECK_FIGURE(b.outputThroughput, 6024.46909667195);
    }

    void genaiPerfJson()
    {
        const auto runs = read(u"profile_export_genai_perf.json"_qs);
        QCOMPARE(runs.size(), 1);
        const MeasuredRun &r = runs.first();
        QCOMPARE(r.tool, MeasurementTool::GenaiPerf);
        QCOMPARE(r.modelName, u"meta-llama/Llama-3.1-8B-Instruct"_qs);
        QCOMPARE(r.concurrency, 16); // input_config.perf_analyzer.stimulus.concurrency
        CHECK_FIGURE(r.meanTtftMs, 58.31);
        CHECK_FIGURE(r.medianTtftMs, 52.44);
        CHECK_FIGURE(r.p99TtftMs, 131.7);
        // genai-perf's inter-token latency is per request: (latency - TTFT) / (tokens - 1), TPOT
        CHECK_FIGURE(r.meanTpotMs, 10.17);
        CHECK_FIGURE(r.medianTpotMs, 10.09);
        CHECK_FIGURE(r.p99TpotMs, 11.92);
        QVERIFY(!r.meanItlMs);
        CHECK_FIGURE(r.outputThroughput, 1517.06);
        CHECK_FIGURE(r.requestThroughput, 11.852);
        CHECK_FIGURE(r.inputTokens, 550.12);
        CHECK_FIGURE(r.outputTokens, 128.0);
        QCOMPARE(r.completedRequests, 600);
    }

    void genaiPerfCsv()
    {
        const auto runs = read(
                u"genai-perf/meta-llama_Llama-3.1-8B-Instruct-openai-chat-concurrency16/profile_export_genai_perf.csv"_qs);
        QCOMPARE(runs.size(), 1);
        const MeasuredRun &r = runs.first();
        QCOMPARE(r.sourceFile, u"profile_export_genai_perf.csv"_qs);
        QCOMPARE(r.concurrency, 16); // from the artifact folder's name
        CHECK_FIGURE(r.meanTtftMs, 58.31);
        CHECK_FIGURE(r.medianTtftMs, 52.44);
        CHECK_FIGURE(r.p99TtftMs, 131.70);
        CHECK_FIGURE(r.meanTpotMs, 10.17);
        CHECK_FIGURE(r.p99TpotMs, 11.92);
        CHECK_FIGURE(r.outputThroughput, 1517.06); // "1,517.06", quoted
        CHECK_FIGURE(r.requestThroughput, 11.85);
        CHECK_FIGURE(r.inputTokens, 550.12);
        CHECK_FIGURE(r.outputTokens, 128.0);
        QCOMPARE(r.completedRequests, 600);
        QVERIFY(r.sourceDate.isValid()); // the file's mtime
    }

    void aiperfCsv()
    {
        const auto runs = read(u"profile_export_aiperf.csv"_qs);
        QCOMPARE(runs.size(), 1);
        const MeasuredRun &r = runs.first();
        CHECK_FIGURE(r.meanTtftMs, 110.53);
        CHECK_FIGURE(r.medianTtftMs, 92.27);
        CHECK_FIGURE(r.p99TtftMs, 507.38);
        CHECK_FIGURE(r.meanItlMs, 9.84); // AIPerf's inter-chunk latency
        CHECK_FIGURE(r.p99ItlMs, 21.75);
        CHECK_FIGURE(r.meanTpotMs, 9.91);
        CHECK_FIGURE(r.outputThroughput, 3017.44);
        CHECK_FIGURE(r.requestThroughput, 11.79);
        CHECK_FIGURE(r.durationSeconds, 60.41);
        QCOMPARE(r.completedRequests, 712);
        CHECK_FIGURE(r.inputTokens, 1024.0);
        CHECK_FIGURE(r.outputTokens, 256.0);
    }

    void genaiPerfNanoseconds()
    {
        // genai-perf of early 2024 wrote its latencies in ns
        const QByteArray csv = "Metric,avg,min,max,p99,p90,p75\n"
                               "Time To First Token (ns),\"41,234,567\",1,2,\"99,000,000\",3,4\n"
                               "Inter Token Latency (ns),\"9,500,000\",1,2,\"12,000,000\",3,4\n"
                               "\n"
                               "Metric,Value\n"
                               "Output Token Throughput (per sec),812.50\n"
                               "Request Throughput (per sec),6.25\n";
        const auto runs = importMeasurements(u"profile_export_genai_perf.csv"_qs, csv);
        QVERIFY2(runs.has_value(), runs ? "" : qPrintable(runs.error().message));
        CHECK_FIGURE(runs->first().meanTtftMs, 41.234567);
        CHECK_FIGURE(runs->first().p99TtftMs, 99.0);
        CHECK_FIGURE(runs->first().meanTpotMs, 9.5);
        QVERIFY(!runs->first().medianTtftMs); // no p50 column
        CHECK_FIGURE(runs->first().outputThroughput, 812.5);
    }

    void llamaBenchJson()
    {
        for (const QString &file : {u"llama_bench.json"_qs, u"llama_bench.jsonl"_qs}) {
            const auto runs = read(file);
            QCOMPARE(runs.size(), 2);
            const MeasuredRun &pp = runs.at(0);
            const MeasuredRun &tg = runs.at(1);
            QCOMPARE(pp.tool, MeasurementTool::LlamaBench);
            QCOMPARE(pp.engineName, u"llama.cpp"_qs);
            QCOMPARE(pp.modelName, u"models/Qwen2.5-7B-Instruct-Q4_K_M.gguf"_qs);
            QCOMPARE(pp.weightFormat, u"Q4_K_M"_qs); // "qwen2 7B Q4_K - Medium"
            QCOMPARE(pp.gpuName, u"NVIDIA GeForce RTX 4080"_qs);
            QCOMPARE(pp.kvFormat, u"f16"_qs);
            QCOMPARE(pp.modelParameters, qint64(7615616512));
            CHECK_FIGURE(pp.modelSizeGiB, 4677120000.0 / 1073741824.0);
            QCOMPARE(pp.batchSize, 2048);
            QCOMPARE(pp.ubatchSize, 512);
            QCOMPARE(pp.gpuLayers, 99);
            QCOMPARE(pp.contextDepth, 0);
            QCOMPARE(pp.concurrency, 1);
            CHECK_FIGURE(pp.inputTokens, 512.0);
            CHECK_FIGURE(pp.outputTokens, 0.0);
            CHECK_FIGURE(pp.promptTokensPerSecond, 7100.002165);
            QVERIFY(!pp.generationTokensPerSecond);
            QCOMPARE(pp.sourceDate, QDateTime(QDate(2025, 4, 24), QTime(11, 58, 50), Qt::UTC));
            CHECK_FIGURE(tg.generationTokensPerSecond, 118.881588);
            CHECK_FIGURE(tg.outputTokens, 128.0);
            QVERIFY(!tg.promptTokensPerSecond);
        }
        // the JSON array's elements are named by the line they start on
        const auto runs = read(u"llama_bench.json"_qs);
        QCOMPARE(runs.at(0).sourceLine, 2);
        QVERIFY(runs.at(1).sourceLine > runs.at(0).sourceLine + 10);
    }

    void llamaBenchCsv()
    {
        const auto runs = read(u"llama_bench.csv"_qs);
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs.at(0).sourceLine, 2);
        QCOMPARE(runs.at(1).sourceLine, 3);
        CHECK_FIGURE(runs.at(0).promptTokensPerSecond, 7285.676949);
        CHECK_FIGURE(runs.at(1).generationTokensPerSecond, 119.915244);
        QCOMPARE(runs.at(0).weightFormat, u"Q4_K_M"_qs);
        QCOMPARE(runs.at(0).gpuLayers, 99);
        QCOMPARE(runs.at(0).modelParameters, qint64(7615616512));
        QCOMPARE(runs.at(1).sourceDate, QDateTime(QDate(2025, 4, 24), QTime(11, 57, 10), Qt::UTC));
    }

    void llamaBenchMarkdown()
    {
        const auto runs = read(u"llama_bench.md"_qs);
        QCOMPARE(runs.size(), 5);
        const MeasuredRun &pp = runs.at(0);
        QCOMPARE(pp.sourceLine, 3);
        QCOMPARE(pp.modelName, u"qwen2 7B Q4_K - Medium"_qs);
        QCOMPARE(pp.weightFormat, u"Q4_K_M"_qs);
        CHECK_FIGURE(pp.modelSizeGiB, 4.36);
        QCOMPARE(pp.modelParameters, qint64(7620000000));
        QCOMPARE(pp.gpuLayers, 99);
        QCOMPARE(pp.batchSize, 1024);
        CHECK_FIGURE(pp.promptTokensPerSecond, 7340.20);
        CHECK_FIGURE(pp.inputTokens, 512.0);
        CHECK_FIGURE(runs.at(1).generationTokensPerSecond, 120.60);
        CHECK_FIGURE(runs.at(1).outputTokens, 128.0);
        QCOMPARE(runs.at(2).contextDepth, 512);
        CHECK_FIGURE(runs.at(2).promptTokensPerSecond, 6425.91);
        QCOMPARE(runs.at(3).contextDepth, 512);
        CHECK_FIGURE(runs.at(3).generationTokensPerSecond, 116.71);
        // pp512+tg128: (512 + 128) tokens over the whole test, a total rate
        CHECK_FIGURE(runs.at(4).totalTokenThroughput, 891.33);
        QVERIFY(!runs.at(4).promptTokensPerSecond && !runs.at(4).generationTokensPerSecond);
        CHECK_FIGURE(runs.at(4).inputTokens, 512.0);
        CHECK_FIGURE(runs.at(4).outputTokens, 128.0);
        // the 2024 printer wrote "pp 512" with a space
        const QByteArray old = "| model | size | params | backend | ngl | test | t/s |\n"
                               "| --- | ---: | ---: | --- | --: | --- | ---: |\n"
                               "| llama 7B mostly Q4_0 | 3.56 GiB | 6.74 B | CUDA | 99 | pp 512 | "
                               "2368.80 ± 93.24 |\n";
        // captured with 2>&1: the backend's lines come first
        const QByteArray captured
                = "ggml_cuda_init: found 1 CUDA devices:\n"
                  "  Device 0: NVIDIA GeForce RTX 4090, compute capability 8.9, VMM: yes\n"
                + old + "\nbuild: 3f4fc97f (4132)\n";
        const auto capturedRuns = importMeasurements(u"bench.txt"_qs, captured);
        QVERIFY2(capturedRuns.has_value(),
                 capturedRuns ? "" : qPrintable(capturedRuns.error().message));
        QCOMPARE(capturedRuns->size(), 1);
        QCOMPARE(capturedRuns->first().sourceLine, 5);
        const auto oldRuns = importMeasurements(u"bench.md"_qs, old);
        QVERIFY2(oldRuns.has_value(), oldRuns ? "" : qPrintable(oldRuns.error().message));
        QCOMPARE(oldRuns->first().weightFormat, u"Q4_0"_qs);
        CHECK_FIGURE(oldRuns->first().promptTokensPerSecond, 2368.80);
    }

    void vllmV1Log()
    {
        const auto runs = read(u"vllm_v1.log"_qs);
        QCOMPARE(runs.size(), 1);
        const MeasuredRun &r = runs.first();
        QCOMPARE(r.tool, MeasurementTool::VllmLog);
        QCOMPARE(r.engineName, u"vllm"_qs);
        QCOMPARE(r.modelName, u"meta-llama/Llama-3.1-8B-Instruct"_qs);
        QCOMPARE(r.weightFormat, u"bf16"_qs);
        QCOMPARE(r.kvFormat, u"bf16"_qs); // kv_cache_dtype=auto: the model's dtype
        QCOMPARE(r.tensorParallel, 1);
        QCOMPARE(r.pipelineParallel, 1);
        QCOMPARE(r.sourceLine, 5);
        CHECK_FIGURE(r.weightsGiB, 14.9917);
        QCOMPARE(r.kvCacheTokens, qint64(449904));
        CHECK_FIGURE(r.maxConcurrency, 13.73);
        QCOMPARE(r.maxModelLength, 32768);
        CHECK_FIGURE(r.cudaGraphGiB, 0.53);
        QVERIFY(!r.kvCacheGiB); // this version does not print it
        QVERIFY(!r.sourceDate.isNull()); // vLLM's lines carry no year: the file's mtime
    }

    void vllmV1MemoryLog()
    {
        const auto runs = read(u"vllm_v1_memory.log"_qs);
        QCOMPARE(runs.size(), 1);
        const MeasuredRun &r = runs.first();
        QCOMPARE(r.modelName, u"Qwen/Qwen3-32B-FP8"_qs);
        QCOMPARE(r.weightFormat, u"fp8"_qs);
        QCOMPARE(r.kvFormat, u"fp8"_qs);
        QCOMPARE(r.tensorParallel, 2);
        QCOMPARE(r.gpuCount, 2);
        CHECK_FIGURE(r.weightsGiB, 16.8931);
        CHECK_FIGURE(r.kvCacheGiB, 52.31);
        QCOMPARE(r.kvCacheTokens, qint64(857024));
        CHECK_FIGURE(r.maxConcurrency, 104.62);
        QCOMPARE(r.maxModelLength, 8192);
        CHECK_FIGURE(r.cudaGraphGiB, 0.74);
    }

    void vllmV0Log()
    {
        const auto runs = read(u"vllm_v0.log"_qs);
        QCOMPARE(runs.size(), 1);
        const MeasuredRun &r = runs.first();
        QCOMPARE(r.modelName, u"mistralai/Mistral-7B-Instruct-v0.3"_qs);
        CHECK_FIGURE(r.weightsGiB, 13.5083); // "Loading model weights took 13.5083 GB"
        CHECK_FIGURE(r.totalGpuMemoryGiB, 79.19);
        CHECK_FIGURE(r.gpuMemoryUtilization, 0.90);
        CHECK_FIGURE(r.nonTorchGiB, 0.12);
        CHECK_FIGURE(r.activationPeakGiB, 2.21);
        CHECK_FIGURE(r.kvCacheGiB, 55.43);
        QCOMPARE(r.kvCacheBlocks, qint64(28380));
        CHECK_FIGURE(r.maxConcurrency, 13.86);
        QCOMPARE(r.maxModelLength, 32768);
        CHECK_FIGURE(r.cudaGraphGiB, 0.40);

        const auto old = read(u"vllm_v06.log"_qs);
        QCOMPARE(old.size(), 1);
        const MeasuredRun &o = old.first();
        QCOMPARE(o.weightFormat, u"fp16"_qs);
        CHECK_FIGURE(o.weightsGiB, 2.6419);
        CHECK_FIGURE(o.totalGpuMemoryGiB, 7.92);
        CHECK_FIGURE(o.nonTorchGiB, 0.47);
        CHECK_FIGURE(o.kvCacheGiB, 3.54);
        CHECK_FIGURE(o.gpuMemoryUtilization, 0.90);
        CHECK_FIGURE(o.activationPeakGiB, 3.12 - 2.6419); // peak_torch_memory holds the weights
        QCOMPARE(o.kvCacheBlocks, qint64(1207));
        CHECK_FIGURE(o.maxConcurrency, 9.43);
        QCOMPARE(o.maxModelLength, 2048);
    }

    void vllmRestartsAreRuns()
    {
        // a log of two server starts: two runs
        const QByteArray twice = bytes(u"vllm_v0.log"_qs) + bytes(u"vllm_v1.log"_qs);
        const auto runs = importMeasurements(u"server.log"_qs, twice);
        QVERIFY(runs.has_value());
        QCOMPARE(runs->size(), 2);
        CHECK_FIGURE(runs->at(0).weightsGiB, 13.5083);
        CHECK_FIGURE(runs->at(1).weightsGiB, 14.9917);
        QCOMPARE(runs->at(1).sourceLine, 13 + 5);
    }

    void sglangLog()
    {
        const auto runs = read(u"sglang_server.log"_qs);
        QCOMPARE(runs.size(), 1);
        const MeasuredRun &r = runs.first();
        QCOMPARE(r.tool, MeasurementTool::SglangLog);
        QCOMPARE(r.engineName, u"sglang"_qs);
        QCOMPARE(r.modelName, u"meta-llama/Llama-3.1-70B-Instruct"_qs);
        QCOMPARE(r.tensorParallel, 2);
        QCOMPARE(r.gpuCount, 2);
        QCOMPARE(r.weightFormat, u"bf16"_qs);
        CHECK_FIGURE(r.gpuMemoryUtilization, 0.87); // mem_fraction_static
        CHECK_FIGURE(r.weightsGiB, 33.16);
        QCOMPARE(r.kvCacheTokens, qint64(255434));
        CHECK_FIGURE(r.kvCacheGiB, 19.49 + 19.49);
        CHECK_FIGURE(r.cudaGraphGiB, 0.61);
        QCOMPARE(r.maxRunningRequests, 4097);
        QCOMPARE(r.maxModelLength, 131072);
        QCOMPARE(r.sourceDate, QDateTime(QDate(2025, 3, 14), QTime(9, 19, 48)));
        // an MLA model's pool: one KV size
        const QByteArray mla
                = "[2025-11-04 05:27:13 DP0 TP0 EP0] Load weight end. type=DeepseekV3ForCausalLM, "
                  "dtype=torch.bfloat16, avail mem=75.11 GB, mem usage=107.07 GB.\n"
                  "[2025-11-04 05:27:13 DP0 TP7 EP7] KV Cache is allocated. #tokens: 524288, KV "
                  "size: 17.16 GB\n";
        const auto mlaRuns = importMeasurements(u"sglang.log"_qs, mla);
        QVERIFY(mlaRuns.has_value());
        CHECK_FIGURE(mlaRuns->first().kvCacheGiB, 17.16);
        CHECK_FIGURE(mlaRuns->first().weightsGiB, 107.07);
        QCOMPARE(mlaRuns->first().tensorParallel, 8); // from the TP tags
    }

    void trtllmLog()
    {
        const auto runs = read(u"trtllm_server.log"_qs);
        QCOMPARE(runs.size(), 1);
        const MeasuredRun &r = runs.first();
        QCOMPARE(r.tool, MeasurementTool::TrtLlmLog);
        QCOMPARE(r.engineName, u"tensorrt-llm"_qs);
        CHECK_FIGURE(r.weightsGiB, 15.03);
        CHECK_FIGURE(r.activationPeakGiB, 2.86);
        CHECK_FIGURE(r.nonTorchGiB, 1.34);
        CHECK_FIGURE(r.totalGpuMemoryGiB, 79.10);
        CHECK_FIGURE(r.freeGpuMemoryFraction, 0.9);
        CHECK_FIGURE(r.kvCacheGiB, 53.37);
        QCOMPARE(r.kvCacheTokens, qint64(437216));
        QCOMPARE(r.kvCacheBlocks, qint64(13663));
        QCOMPARE(r.maxModelLength, 131072);
        QCOMPARE(r.maxRunningRequests, 2048);
        QCOMPARE(r.batchSize, 2048);
        QCOMPARE(r.sourceDate, QDateTime(QDate(2025, 12, 20), QTime(4, 21, 3)));
        // the TensorRT engine backend: C++ lines only
        const QByteArray cpp = "[TensorRT-LLM][INFO] Loaded engine size: 15330 MiB\n"
                               "[TensorRT-LLM][INFO] Memory usage when calculating max tokens in "
                               "paged kv cache: "
                               "total: 79.10 GiB, available: 63.62 GiB\n"
                               "[TensorRT-LLM][INFO] [MemUsageChange] Allocated 62.99 GiB for max "
                               "tokens in paged KV cache (294848).\n";
        const auto cppRuns = importMeasurements(u"trtllm.log"_qs, cpp);
        QVERIFY(cppRuns.has_value());
        CHECK_FIGURE(cppRuns->first().weightsGiB, 15330.0 / 1024);
        CHECK_FIGURE(cppRuns->first().totalGpuMemoryGiB, 79.10);
        CHECK_FIGURE(cppRuns->first().kvCacheGiB, 62.99);
        QCOMPARE(cppRuns->first().kvCacheTokens, qint64(294848));
    }

    void hostile_data()
    {
        QTest::addColumn<QByteArray>("contents");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("expected"); // a fragment of the message

        QByteArray truncated = bytes(u"vllm_bench_serve.json"_qs);
        const qsizetype cut = truncated.indexOf("\"mean_ttft_ms\"") + 20;
        truncated.truncate(cut);
        const int cutLine = int(truncated.count('\n')) + 1; // the line the JSON stops on
        QTest::newRow("truncated json")
                << truncated << u"run.json"_qs << u"Line %1, column"_qs.arg(cutLine);
        QTest::newRow("nan ttft") << QByteArray(
                "{\"completed\": 5,\n \"request_throughput\": 1.0,\n \"mean_ttft_ms\": NaN}")
                                  << u"run.json"_qs
                                  << u"Line 3: \"mean_ttft_ms\" is not a number"_qs;
        QTest::newRow("negative ttft") << QByteArray(
                "{\"completed\": 5,\n \"request_throughput\": 1.0,\n \"mean_ttft_ms\": -4.5}")
                                       << u"run.json"_qs
                                       << u"Line 3: \"mean_ttft_ms\" is negative"_qs;
        QTest::newRow("absurd throughput")
                << QByteArray("{\"completed\": 5,\n\n \"output_throughput\": 4e12}")
                << u"run.json"_qs << u"Line 3: \"output_throughput\" is out of range"_qs;
        QTest::newRow("huge number")
                << QByteArray("{\"request_throughput\": 1e999}") << u"run.json"_qs << u"Line 1"_qs;
        QTest::newRow("infinite latency")
                << QByteArray("{\"request_throughput\": 1, \"p99_ttft_ms\": Infinity}")
                << u"run.json"_qs << u"\"p99_ttft_ms\" is out of range"_qs;
        QTest::newRow("jsonl line not an object")
                << (bytes(u"sglang_bench_serving.jsonl"_qs) + "[1, 2, 3]\n") << u"bench.jsonl"_qs
                << u"Line 3 is not a JSON object"_qs;
        QTest::newRow("jsonl line malformed") << (bytes(u"sglang_bench_serving.jsonl"_qs)
                                                  + "{\"backend\": \"sglang\", \"request_\n")
                                              << u"bench.jsonl"_qs << u"Line 3, column"_qs;
        QTest::newRow("empty") << QByteArray() << u"run.json"_qs << u"empty"_qs;
        QTest::newRow("blank") << QByteArray(" \n\n\t\n") << u"run.log"_qs << u"empty"_qs;
        QByteArray binary("INFO start\nabc");
        binary.append('\0').append("\x01\x02\xff\xfe", 4);
        QTest::newRow("binary") << binary << u"run.log"_qs << u"Line 2 (byte 15) is not text"_qs;
        QTest::newRow("invalid utf-8") << QByteArray("line one\nline two\n\xc3\x28 bad\n")
                                       << u"run.log"_qs << u"Line 3"_qs;
        QTest::newRow("no known line") << QByteArray("hello\nworld\nINFO nothing to see\n")
                                       << u"server.log"_qs << u"No line of this file"_qs;
        QTest::newRow("csv missing columns") << QByteArray(
                "build_commit,model_filename,n_prompt,avg_ts\n\"a\",\"m.gguf\",\"512\",\"100\"\n")
                                             << u"bench.csv"_qs
                                             << u"Line 1: the CSV lacks the columns n_gen"_qs;
        QTest::newRow("csv short row") << (bytes(u"llama_bench.csv"_qs) + "\"8cf427ff\",\"5163\"\n")
                                       << u"bench.csv"_qs << u"Line 4 has 2 fields"_qs;
        QTest::newRow("csv negative rate")
                << QByteArray(bytes(u"llama_bench.csv"_qs)).replace("\"119.915244\"", "\"-119.9\"")
                << u"bench.csv"_qs << u"Line 3: \"avg_ts\" is negative"_qs;
        QTest::newRow("genai csv nan")
                << QByteArray("Metric,avg,p50,p99\nTime To First Token (ms),nan,1,2\n")
                << u"p.csv"_qs << u"Line 2: \"Time To First Token (ms) avg\" is not a number"_qs;
        QTest::newRow("markdown bad rate") << QByteArray(
                "| model | test | t/s |\n| --- | --- | ---: |\n| m | pp512 | fast |\n")
                                           << u"bench.md"_qs << u"Line 3: \"fast\""_qs;
        QTest::newRow("markdown bad test") << QByteArray(
                "| model | test | t/s |\n| --- | --- | ---: |\n| m | warmup | 1.0 ± 0.1 |\n")
                                           << u"bench.md"_qs << u"Line 3: the test \"warmup\""_qs;
        QTest::newRow("log absurd gib")
                << QByteArray("INFO x [gpu_model_runner.py:1] Model loading took 99999999999.5 GiB "
                              "and 3 seconds\n")
                << u"server.log"_qs << u"Line 1: \"model loading\" is out of range"_qs;
        QTest::newRow("log negative kv")
                << QByteArray("INFO a\nINFO 08-12 [worker.py:295] model weights take 6.59GiB; "
                              "non_torch_memory takes 8.29GiB; "
                              "PyTorch activation peak memory takes 4.93GiB; the rest of the "
                              "memory reserved for KV Cache is -7.83GiB.\n")
                << u"server.log"_qs << u"Line 2: the log gives a negative KV cache size"_qs;
        QTest::newRow("json without figures")
                << QByteArray("{\"backend\": \"vllm\", \"request_throughput\": null}")
                << u"run.json"_qs << u"holds no serving figures"_qs;
        QTest::newRow("json of something else") << QByteArray("{\"name\": \"x\", \"value\": 3}")
                                                << u"run.json"_qs << u"No line of this file"_qs;
        QTest::newRow("deep nesting") << (QByteArray(5000, '[') + QByteArray(5000, ']'))
                                      << u"run.json"_qs << u"Line 1, column"_qs;
    }

    void hostile()
    {
        QFETCH(QByteArray, contents);
        QFETCH(QString, name);
        QFETCH(QString, expected);
        const QString message = refusal(contents, name);
        QVERIFY2(message.contains(expected), qPrintable(u"message: "_qs + message));
        QVERIFY(!detectMeasurementTool(name, contents) || !message.isEmpty());
    }

    void longLinesAndJunk()
    {
        // a 1 MB line of junk before a real log line: read, and in reasonable time (linear scans)
        QByteArray log(1 << 20, 'x');
        log += "\nINFO 02-21 14:10:21 model_runner.py:1115] Loading model weights took 13.5083 "
               "GB\n";
        const auto runs = importMeasurements(u"server.log"_qs, log);
        QVERIFY(runs.has_value());
        CHECK_FIGURE(runs->first().weightsGiB, 13.5083);
        QCOMPARE(runs->first().sourceLine, 2);
        // a 1 MB line of digits in a JSON number: refused, not crashed
        QByteArray number = "{\"request_throughput\": " + QByteArray(1 << 20, '9') + "}";
        QVERIFY(!importMeasurements(u"run.json"_qs, number).has_value());
        // random bytes
        QByteArray junk;
        quint32 state = 12345;
        for (int i = 0; i < 100000; ++i) {
            state = state * 1664525u + 1013904223u;
            junk.append(char(state >> 24));
        }
        QVERIFY(!importMeasurements(u"junk.bin"_qs, junk).has_value());
    }

    void fileLimits()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"big.log"_qs);
        QFile big(path);
        QVERIFY(big.open(QIODevice::WriteOnly));
        QVERIFY(big.resize(kMaxMeasurementFileBytes + 1));
        big.close();
        const auto runs = importMeasurementFile(path);
        QVERIFY(!runs.has_value());
        QVERIFY2(runs.error().message.contains(u"64 MiB"_qs), qPrintable(runs.error().message));
        const auto missing = importMeasurementFile(dir.filePath(u"absent.json"_qs));
        QVERIFY(!missing.has_value());
        QVERIFY(missing.error().message.contains(u"absent.json"_qs));
    }
};

QTEST_GUILESS_MAIN(TestCalibrationImport)
#include "tst_calibrationimport.moc"
