// The importer of llama-bench results (JSON, JSON Lines, CSV and the markdown table) (core/calibration/llamabenchimporter.cpp): real-shaped files
// (tests/data/calibration/README.md names the source and version of each) read figure by figure.
#include "calibration/importers.h"
#include "headroomtest.h"
#include "importfixtures.h"

#include <QTest>

#include <cmath>

using namespace Headroom;

class TestImportLlamaBench : public QObject
{
    Q_OBJECT

private slots:
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
};

HEADROOM_TEST_GUILESS_MAIN(TestImportLlamaBench)
#include "tst_importllamabench.moc"
