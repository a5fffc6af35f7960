// The importer of vLLM server startup logs (V1, V0, 0.6.x) (core/calibration/vllmlogimporter.cpp): real-shaped files
// (tests/data/calibration/README.md names the source and version of each) read figure by figure.
#include "calibration/importers.h"
#include "importfixtures.h"

#include <QTest>

#include <cmath>

using namespace Headroom;

class TestImportVllmLog : public QObject
{
    Q_OBJECT

private slots:
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
};

QTEST_GUILESS_MAIN(TestImportVllmLog)
#include "tst_importvllmlog.moc"
