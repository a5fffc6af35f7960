// Single requests and light loads against published measurements
// (tests/data/reference/benchmarks/light_load_ttft.csv): NVIDIA NIM 1.8 (TensorRT-LLM) and
// vLLM 0.11 at concurrency 1, where nothing else runs on the replica, so a request pays the
// engine's overhead on an idle replica (EngineProfile::requestOverheadIdleSeconds), not the one
// fitted on loaded closed-loop benchmarks. The rows at 4-50 users are printed beside them (the
// serving tail of tst_servingpoints).
#include "catalog/catalog.h"
#include "estimate/speed.h"
#include "headroomtest.h"
#include "referencecsv.h"

#include <QTest>

using namespace Headroom;

class TestLightLoad : public QObject
{
    Q_OBJECT

private slots:
    void publishedRows();
};

void TestLightLoad::publishedRows()
{
    const Catalog catalog = *Catalog::builtin();
    const auto rows = referenceTable("benchmarks/light_load_ttft.csv");
    QVERIFY(rows.size() >= 10);
    int single = 0;
    double busyTtft = 0, aloneTtft = 0;
    for (const QHash<QString, QString> &r : rows) {
        const auto model = catalog.model(r.value(u"model"_qs));
        const auto gpu = catalog.gpu(r.value(u"gpu"_qs));
        const auto engine = engineFromId(r.value(u"engine"_qs));
        const auto weights = weightFormatFromId(r.value(u"weights"_qs));
        const auto kv = kvFormatFromId(r.value(u"kv"_qs));
        QVERIFY2(model && gpu && engine && weights && kv, qPrintable(r.value(u"row"_qs)));
        Configuration c;
        c.gpuId = gpu->id;
        c.gpuCount = r.value(u"gpus"_qs).toInt();
        c.tensorParallel = r.value(u"tp"_qs).toInt();
        Deployment d;
        d.modelId = model->id;
        d.engine = *engine;
        d.weights = *weights;
        d.kv = *kv;
        const int users = r.value(u"concurrency"_qs).toInt();
        d.workload.concurrentSequences = users;
        d.workload.inputTokens = r.value(u"input"_qs).toLongLong();
        d.workload.outputTokens = r.value(u"output"_qs).toLongLong();
        d.workload.contextTokens = d.workload.inputTokens + d.workload.outputTokens;
        const auto e = estimateSpeed(*model, *gpu, c, d, defaultEngineProfile(d.engine));
        QVERIFY2(e, qPrintable(e ? QString() : e.error().message));
        const double ttft = r.value(u"ttft_ms"_qs).toDouble() / 1e3;
        const double itl = r.value(u"itl_ms"_qs).toDouble() / 1e3;
        const double ttftError = (e->ttftSeconds - ttft) / ttft;
        const double tpotError = itl > 0 ? (e->tpotSeconds - itl) / itl : 0;
        qInfo("%-10s %-7s %-14s c %3d  TTFT %7.1f ms measured %7.1f (%+5.0f %%)  TPOT %5.1f ms "
              "measured %5.1f (%+4.0f %%)",
              qPrintable(r.value(u"row"_qs)), qPrintable(r.value(u"engine"_qs)),
              qPrintable(model->id), users, e->ttftSeconds * 1e3, ttft * 1e3, 100 * ttftError,
              e->tpotSeconds * 1e3, itl * 1e3, 100 * tpotError);
        if (users == 1) {
            ++single;
            // alone on the replica: the TTFT is the prefill and the idle overhead
            QVERIFY2(std::abs(ttftError) <= 0.20, qPrintable(r.value(u"row"_qs)));
            QVERIFY2(std::abs(tpotError) <= 0.15, qPrintable(r.value(u"row"_qs)));
        }
        if (r.value(u"row"_qs) == u"nim-1")
            aloneTtft = e->ttftSeconds;
        if (r.value(u"row"_qs) == u"nim-2")
            busyTtft = e->ttftSeconds;
    }
    QCOMPARE(single, 3);
    // a request that finds others running waits for more than one alone (as measured)
    QVERIFY(busyTtft > aloneTtft);
}

HEADROOM_TEST_APPLESS_MAIN(TestLightLoad)
#include "tst_lightload.moc"
