// The importer of genai-perf and AIPerf profile exports (JSON and CSV) (core/calibration/genaiperfimporter.cpp): real-shaped files
// (tests/data/calibration/README.md names the source and version of each) read figure by figure.
#include "calibration/importers.h"
#include "headroomtest.h"
#include "importfixtures.h"

#include <QTest>

#include <cmath>

using namespace Headroom;

class TestImportGenaiPerf : public QObject
{
    Q_OBJECT

private slots:
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
};

HEADROOM_TEST_GUILESS_MAIN(TestImportGenaiPerf)
#include "tst_importgenaiperf.moc"
