// The importer of TensorRT-LLM server startup logs (core/calibration/trtllmlogimporter.cpp): real-shaped files
// (tests/data/calibration/README.md names the source and version of each) read figure by figure.
#include "calibration/importers.h"
#include "headroomtest.h"
#include "importfixtures.h"

#include <QTest>

#include <cmath>

using namespace Headroom;

class TestImportTrtLlmLog : public QObject
{
    Q_OBJECT

private slots:
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
};

HEADROOM_TEST_GUILESS_MAIN(TestImportTrtLlmLog)
#include "tst_importtrtllmlog.moc"
