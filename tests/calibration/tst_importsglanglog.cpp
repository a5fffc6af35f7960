// The importer of SGLang server startup logs (core/calibration/sglanglogimporter.cpp): real-shaped files
// (tests/data/calibration/README.md names the source and version of each) read figure by figure.
#include "calibration/importers.h"
#include "headroomtest.h"
#include "importfixtures.h"

#include <QTest>

#include <cmath>

using namespace Headroom;

class TestImportSglangLog : public QObject
{
    Q_OBJECT

private slots:
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
};

HEADROOM_TEST_GUILESS_MAIN(TestImportSglangLog)
#include "tst_importsglanglog.moc"
