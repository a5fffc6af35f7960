// The importer of SGLang bench_serving JSON Lines (core/calibration/sglangbenchimporter.cpp): real-shaped files
// (tests/data/calibration/README.md names the source and version of each) read figure by figure.
#include "calibration/importers.h"
#include "headroomtest.h"
#include "importfixtures.h"

#include <QTest>

#include <cmath>

using namespace Headroom;

class TestImportSglangBench : public QObject
{
    Q_OBJECT

private slots:
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
};

HEADROOM_TEST_GUILESS_MAIN(TestImportSglangBench)
#include "tst_importsglangbench.moc"
