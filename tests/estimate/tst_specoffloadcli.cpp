// `headroom-cli estimate --spec-draft ... --kv-offload ...`: the flags, their errors and the
// `speculative` and `kv_offload` objects of the JSON (docs/estimation.md "Draft model",
// "KV offload").
#include "../cli/clitestutil.h"
#include "headroomtest.h"

#include <QJsonArray>
#include <QTest>

#include <cmath>

namespace {

QStringList llama70b(const QStringList &more)
{
    return QStringList {u"estimate"_qs,
                        u"--model"_qs,
                        u"llama-3.1-70b"_qs,
                        u"--gpu"_qs,
                        u"h100-sxm-80gb"_qs,
                        u"--tp"_qs,
                        u"4"_qs,
                        u"--input"_qs,
                        u"1000"_qs,
                        u"--output"_qs,
                        u"200"_qs}
    + more;
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
}

} // namespace

class TestSpecOffloadCli : public QObject
{
    Q_OBJECT

private slots:
    void draftModelJson();
    void kvOffloadJson();
    void badInput_data();
    void badInput();
};

void TestSpecOffloadCli::draftModelJson()
{
    const CliRun plain = runCli(llama70b({u"--json"_qs}));
    const CliRun run = runCli(
            llama70b({u"--spec-draft"_qs, u"llama-3.2-1b"_qs, u"--speculative-tokens"_qs, u"3"_qs,
                      u"--speculative-acceptance"_qs, u"0.6"_qs, u"--json"_qs}));
    QCOMPARE(plain.exitCode, 0);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QJsonObject json = run.json();
    const QJsonObject spec = json.value(u"speculative").toObject();
    QCOMPARE(spec.value(u"method").toString(), u"draft"_qs);
    QCOMPARE(spec.value(u"draft_model").toString(), u"llama-3.2-1b"_qs);
    QCOMPARE(spec.value(u"tokens").toInt(), 3);
    QCOMPARE(spec.value(u"draft_weight_format").toString(), u"bf16"_qs);
    // (1 - 0.6^4) / (1 - 0.6) tokens per step
    QVERIFY(near(spec.value(u"tokens_per_step").toDouble(), (1 - std::pow(0.6, 4)) / 0.4));
    // the draft part of each GPU: its weights / TP 4 + its KV for the one sequence
    const qint64 weights = spec.value(u"draft_weight_bytes_per_gpu").toInteger();
    const qint64 kv = spec.value(u"draft_kv_bytes_per_sequence_per_gpu").toInteger();
    QCOMPARE(weights, spec.value(u"draft_parameters").toInteger() * 2 / 4);
    const QJsonObject gpu = json.value(u"per_gpu").toArray().first().toObject();
    QCOMPARE(gpu.value(u"draft_model_bytes").toInteger(), weights + kv);
    QCOMPARE(plain.json().value(u"speculative").toObject().value(u"draft_model").type(),
             QJsonValue::Null);
    QCOMPARE(plain.json()
                     .value(u"per_gpu")
                     .toArray()
                     .first()
                     .toObject()
                     .value(u"draft_model_bytes")
                     .toInteger(),
             0);
    QVERIFY(json.value(u"performance").toObject().value(u"tpot_s").toDouble()
            < plain.json().value(u"performance").toObject().value(u"tpot_s").toDouble());
    // `--speculative draft` with the draft is the same
    const CliRun spelled = runCli(
            llama70b({u"--speculative"_qs, u"draft"_qs, u"--spec-draft"_qs, u"llama-3.2-1b"_qs,
                      u"--speculative-tokens"_qs, u"3"_qs, u"--speculative-acceptance"_qs,
                      u"0.6"_qs, u"--json"_qs}));
    QCOMPARE(spelled.json().value(u"speculative"), json.value(u"speculative"));
    // the text output names the draft in the memory parts
    const CliRun text = runCli(llama70b({u"--spec-draft"_qs, u"llama-3.2-1b"_qs}));
    QVERIFY2(text.out.contains(u"Draft model: ")
                     && text.out.contains(u"  - draft model llama-3.2-1b"),
             qPrintable(text.out));
}

void TestSpecOffloadCli::kvOffloadJson()
{
    const CliRun run = runCli(llama70b(
            {u"--batch"_qs, u"300"_qs, u"--prefix-hit"_qs, u"0.8"_qs, u"--kv-offload"_qs, u"nvme"_qs,
             u"--kv-offload-gib"_qs, u"100"_qs, u"--kv-offload-gbps"_qs, u"14"_qs, u"--json"_qs}));
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QJsonObject offload = run.json().value(u"kv_offload").toObject();
    QCOMPARE(offload.value(u"tier").toString(), u"nvme"_qs);
    QCOMPARE(offload.value(u"capacity_bytes").toInteger(), qint64(100) << 30);
    QCOMPARE(offload.value(u"bytes_per_s").toDouble(), 14e9);
    QVERIFY(offload.value(u"prefix_tier_hit_rate").toDouble() > 0);
    QVERIFY(near(offload.value(u"load_s").toDouble(),
                 offload.value(u"load_bytes_per_request").toDouble() / 14e9));
    const CliRun off = runCli(llama70b({u"--json"_qs}));
    QCOMPARE(off.json().value(u"kv_offload").toObject().value(u"tier").toString(), u"none"_qs);
}

void TestSpecOffloadCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown draft")
            << QStringList {u"--spec-draft"_qs, u"no-such-model"_qs} << u"no-such-model"_qs;
    QTest::newRow("other tokenizer")
            << QStringList {u"--spec-draft"_qs, u"qwen2.5-7b"_qs} << u"tokenizer"_qs;
    QTest::newRow("draft with mtp")
            << QStringList {u"--speculative"_qs, u"mtp"_qs, u"--spec-draft"_qs, u"llama-3.2-1b"_qs}
            << u"--spec-draft"_qs;
    QTest::newRow("draft method without a draft")
            << QStringList {u"--speculative"_qs, u"draft"_qs} << u"needs a draft model"_qs;
    QTest::newRow("unknown tier") << QStringList {u"--kv-offload"_qs, u"tape"_qs,
                                                  u"--kv-offload-gib"_qs, u"10"_qs}
                                  << u"tape"_qs;
    QTest::newRow("tier without capacity")
            << QStringList {u"--kv-offload"_qs, u"host"_qs} << u"--kv-offload-gib"_qs;
    QTest::newRow("negative capacity")
            << QStringList {u"--kv-offload"_qs, u"host"_qs, u"--kv-offload-gib"_qs, u"-4"_qs}
            << u"-4"_qs;
    QTest::newRow("zero capacity")
            << QStringList {u"--kv-offload"_qs, u"host"_qs, u"--kv-offload-gib"_qs, u"0"_qs}
            << u"above 0"_qs;
    QTest::newRow("capacity without a tier")
            << QStringList {u"--kv-offload-gib"_qs, u"10"_qs} << u"--kv-offload"_qs;
}

void TestSpecOffloadCli::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliRun run = runCli(llama70b(args));
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
}

HEADROOM_TEST_GUILESS_MAIN(TestSpecOffloadCli)
#include "tst_specoffloadcli.moc"
