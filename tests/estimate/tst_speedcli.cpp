// The speed flags of `headroom-cli estimate` and the "performance" objects of `estimate --json`
// and `open --json`; figures checked against the formulas of docs/estimation.md ("Speed").
#include "../cli/clitestutil.h"
#include "headroomtest.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

QStringList llama8b(const QStringList &more)
{
    return QStringList {u"estimate"_qs, u"--model"_qs,       u"llama-3.1-8b"_qs,
                        u"--gpu"_qs,    u"h100-sxm-80gb"_qs, u"--input"_qs,
                        u"1000"_qs,     u"--output"_qs,      u"200"_qs}
    + more;
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
}

} // namespace

class TestSpeedCli : public QObject
{
    Q_OBJECT

private slots:
    void performanceJson();
    void noPriceNoTarget();
    void humanReadable();
    void badInput_data();
    void badInput();
    void openProjectPerformance();
    void loadAndPercentiles();
};

void TestSpeedCli::performanceJson()
{
    const CliRun run = runCli(llama8b({u"--tpot-ms"_qs, u"30"_qs, u"--ttft-ms"_qs, u"1000"_qs,
                                       u"--price-per-gpu-hour"_qs, u"2.5"_qs, u"--json"_qs}));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject p = run.json().value(u"performance").toObject();
    for (const char16_t *key :
         {u"ttft_s", u"tpot_s", u"decode_tokens_per_s_per_sequence", u"throughput_tokens_per_s",
          u"bound", u"max_concurrency_at_slo", u"cost_per_million_output_tokens"})
        QVERIFY2(p.contains(QStringView(key)), qPrintable(QString::fromUtf16(key)));
    // batch 1, bf16: TPOT = (weights read + KV read) / (3.35 TB/s x MBU 0.70) + 1.5 ms, with
    // weights read = 2 B x (8,030,261,248 - 525,336,576 embedding - 4,096 final norm) and
    // KV = 131,072 B/token x (1000 + 200 / 2) tokens
    const double weights = 2.0 * (8030261248.0 - 525336576.0 - 4096.0);
    const double tpot = (weights + 131072.0 * 1100) / (3.35e12 * 0.70) + 1.5e-3;
    QVERIFY2(near(p.value(u"tpot_s").toDouble(), tpot),
             qPrintable(QString::number(p.value(u"tpot_s").toDouble(), 'g', 12)));
    QVERIFY(near(p.value(u"decode_tokens_per_s_per_sequence").toDouble(), 1 / tpot));
    QCOMPARE(p.value(u"bound").toString(), u"memory"_qs);
    QVERIFY(p.value(u"ttft_s").toDouble() > p.value(u"prefill_s").toDouble());
    // $/GPU-h x 1 GPU x 1e6 / (3600 x tokens/s)
    QVERIFY(near(p.value(u"cost_per_million_output_tokens").toDouble(),
                 2.5 * 1e6 / (3600 * p.value(u"throughput_tokens_per_s").toDouble())));
    QVERIFY(p.value(u"max_concurrency_at_slo").isDouble());
    QVERIFY(p.value(u"max_concurrency_at_slo").toInt() >= 1);
    QVERIFY(p.value(u"curve").toArray().size() >= 10);
}

void TestSpeedCli::noPriceNoTarget()
{
    const CliRun run = runCli(llama8b({u"--json"_qs}));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject p = run.json().value(u"performance").toObject();
    QVERIFY(!p.contains(u"cost_per_million_output_tokens"));
    QVERIFY(p.value(u"max_concurrency_at_slo").isNull());
    QVERIFY(p.value(u"throughput_tokens_per_s").toDouble() > 0);
}

void TestSpeedCli::humanReadable()
{
    const CliRun run = runCli(
            llama8b({u"--price-per-gpu-hour"_qs, u"2.5"_qs, u"--tpot-ms"_qs, u"25"_qs}));
    QCOMPARE(run.exitCode, 0);
    for (const char16_t *text : {u"TTFT", u"TPOT", u"tokens/s per sequence",
                                 u"Max concurrency at SLO", u"Cost per million output tokens"})
        QVERIFY2(run.out.contains(QStringView(text)), qPrintable(run.out));
}

void TestSpeedCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("negative TPOT") << QStringList {u"--tpot-ms"_qs, u"-1"_qs};
    QTest::newRow("price not a number") << QStringList {u"--price-per-gpu-hour"_qs, u"abc"_qs};
    QTest::newRow("unknown weight source") << QStringList {u"--weight-source"_qs, u"tape"_qs};
    QTest::newRow("missing value") << QStringList {u"--ttft-ms"_qs};
    QTest::newRow("open loop without a rate") << QStringList {u"--load"_qs, u"open"_qs};
    QTest::newRow("unknown load") << QStringList {u"--load"_qs, u"burst"_qs};
    QTest::newRow("rate with a closed loop")
            << QStringList {u"--load"_qs, u"closed"_qs, u"--rate"_qs, u"2"_qs};
    QTest::newRow("users and batch")
            << QStringList {u"--users"_qs, u"4"_qs, u"--batch"_qs, u"4"_qs};
    QTest::newRow("spread beyond 1") << QStringList {u"--input-dist"_qs, u"uniform:1.5"_qs};
    QTest::newRow("spread on a fixed length") << QStringList {u"--output-dist"_qs, u"fixed:0.2"_qs};
    QTest::newRow("unknown distribution") << QStringList {u"--output-dist"_qs, u"zipf"_qs};
    QTest::newRow("prefix hits beyond 1") << QStringList {u"--prefix-hit"_qs, u"1.2"_qs};
    QTest::newRow("negative acceptance")
            << QStringList {u"--speculative-acceptance"_qs, u"-0.1"_qs};
}

void TestSpeedCli::badInput()
{
    QFETCH(QStringList, args);
    const CliRun run = runCli(llama8b(args));
    QCOMPARE(run.exitCode, 2);
    QVERIFY(!run.err.isEmpty());
}

void TestSpeedCli::openProjectPerformance()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(u"sample.headroom"_qs);
    QCOMPARE(runCli({u"new"_qs, u"--from-sample"_qs, file}).exitCode, 0);
    const CliRun run = runCli({u"open"_qs, file, u"--json"_qs});
    QCOMPARE(run.exitCode, 0);
    int deployments = 0;
    for (const QJsonValue &c : run.json().value(u"configurations").toArray()) {
        for (const QJsonValue &d : c.toObject().value(u"deployments").toArray()) {
            const QJsonObject p = d.toObject().value(u"performance").toObject();
            QVERIFY2(!p.contains(u"error"), qPrintable(p.value(u"error").toString()));
            QVERIFY(p.value(u"tpot_s").toDouble() > 0);
            QVERIFY(near(p.value(u"decode_tokens_per_s_per_sequence").toDouble(),
                         1 / p.value(u"tpot_s").toDouble()));
            // the project's on-demand price gives a cost per token
            QVERIFY(p.value(u"cost_per_million_output_tokens").toDouble() > 0);
            ++deployments;
        }
    }
    QVERIFY(deployments >= 3);
    const CliRun text = runCli({u"open"_qs, file});
    QVERIFY(text.out.contains(u"speed: TTFT"));
}

void TestSpeedCli::loadAndPercentiles()
{
    // a closed loop of 16 users: the closed form's means and the simulation's percentiles
    const CliRun closed = runCli(llama8b({u"--users"_qs, u"16"_qs, u"--json"_qs}));
    QCOMPARE(closed.exitCode, 0);
    const QJsonObject p = closed.json().value(u"performance").toObject();
    QCOMPARE(p.value(u"load").toObject().value(u"kind").toString(), u"closed"_qs);
    QCOMPARE(p.value(u"concurrency_per_replica").toInt(), 16);
    for (const char16_t *metric : {u"ttft", u"tpot", u"end_to_end"}) {
        const QString m = QString::fromUtf16(metric);
        const double p50 = p.value(m + u"_p50_s"_qs).toDouble();
        const double p90 = p.value(m + u"_p90_s"_qs).toDouble();
        const double p99 = p.value(m + u"_p99_s"_qs).toDouble();
        QVERIFY2(p50 > 0 && p50 <= p90 && p90 <= p99, qPrintable(m));
    }
    QCOMPARE(p.value(u"simulation").toObject().value(u"requests").toInt(), 10000);
    // the closed form's TPOT follows the simulated mean
    const double tpot = p.value(u"tpot_s").toDouble();
    QVERIFY(std::abs(tpot - p.value(u"tpot_mean_simulated_s").toDouble()) < 0.15 * tpot);
    // end to end = TTFT + (output - 1) x TPOT
    QVERIFY(near(p.value(u"end_to_end_s").toDouble(), p.value(u"ttft_s").toDouble() + 199 * tpot));
    // the same seed gives the same percentiles
    const CliRun again = runCli(llama8b({u"--users"_qs, u"16"_qs, u"--json"_qs}));
    QCOMPARE(again.json().value(u"performance").toObject().value(u"ttft_p99_s").toDouble(),
             p.value(u"ttft_p99_s").toDouble());

    // an open loop at 4 requests/s with exponential output lengths
    const CliRun open = runCli(
            llama8b({u"--rate"_qs, u"4"_qs, u"--output-dist"_qs, u"exponential"_qs, u"--json"_qs}));
    QCOMPARE(open.exitCode, 0);
    const QJsonObject q = open.json().value(u"performance").toObject();
    QCOMPARE(q.value(u"load").toObject().value(u"kind").toString(), u"open"_qs);
    QCOMPARE(q.value(u"requests_per_s").toDouble(), 4.0);
    QVERIFY(!q.value(u"load").toObject().value(u"saturated").toBool());
    const double simulatedRate
            = q.value(u"simulation").toObject().value(u"requests_per_s").toDouble();
    QVERIFY2(std::abs(simulatedRate - 4) < 0.2, qPrintable(QString::number(simulatedRate)));
    // exponential lengths spread the latencies far more than fixed ones
    QVERIFY(q.value(u"end_to_end_p99_s").toDouble() > 3 * q.value(u"end_to_end_p50_s").toDouble());

    // far beyond what one GPU serves: saturated, said in the warnings
    const CliRun flood = runCli(llama8b({u"--rate"_qs, u"1000"_qs, u"--json"_qs}));
    QCOMPARE(flood.exitCode, 0);
    const QJsonObject f = flood.json().value(u"performance").toObject();
    QVERIFY(f.value(u"load").toObject().value(u"saturated").toBool());
    QVERIFY(!f.value(u"warnings").toArray().isEmpty());

    // a prefix cache that holds half of each prompt halves the prefill
    const CliRun cached = runCli(llama8b({u"--prefix-hit"_qs, u"0.5"_qs, u"--json"_qs}));
    QCOMPARE(cached.exitCode, 0);
    const CliRun half = runCli(QStringList {u"estimate"_qs, u"--model"_qs, u"llama-3.1-8b"_qs,
                                            u"--gpu"_qs, u"h100-sxm-80gb"_qs, u"--input"_qs,
                                            u"500"_qs, u"--output"_qs, u"200"_qs, u"--json"_qs});
    QVERIFY(near(cached.json().value(u"performance").toObject().value(u"prefill_s").toDouble(),
                 half.json().value(u"performance").toObject().value(u"prefill_s").toDouble()));

    // the text output names the percentiles
    const CliRun text = runCli(llama8b({u"--users"_qs, u"8"_qs}));
    QVERIFY2(text.out.contains(u"P99"), qPrintable(text.out));
}

HEADROOM_TEST_GUILESS_MAIN(TestSpeedCli)
#include "tst_speedcli.moc"
