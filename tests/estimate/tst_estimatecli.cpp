#include "../cli/clitestutil.h"

#include <QJsonArray>
#include <QTest>

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/hf/") + name;
}

} // namespace

class TestEstimateCli : public QObject
{
    Q_OBJECT

private slots:
    void jsonShape();
    void pipelineBarsDiffer();
    void tableWithoutJson();
    void badInput_data();
    void badInput();
};

void TestEstimateCli::jsonShape()
{
    const CliRun run = runCli({u"estimate"_qs, u"--model"_qs, fixture(u"llama-3.1-8b.json"_qs),
                               u"--gpu"_qs, u"h100-sxm-80gb"_qs, u"--context"_qs, u"16000"_qs,
                               u"--json"_qs});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = run.json();
    QCOMPARE(json.value(u"model").toObject().value(u"parameters").toInteger(), 8030261248);
    QCOMPARE(json.value(u"gpu").toObject().value(u"memory_bytes").toInteger(), 85017624576);
    QCOMPARE(json.value(u"kv_cache_bytes_per_token").toInteger(), 131072);
    QCOMPARE(json.value(u"per_gpu").toArray().size(), 1);
    QVERIFY(json.value(u"fits").toBool());
    // FORMULAS.md 3: vLLM 0.11 KV pool 51.38 GiB, 1%
    const double pool = double(json.value(u"engine_kv_pool_bytes_per_gpu").toInteger());
    QVERIFY(std::abs(pool / (1 << 30) - 51.38) < 0.51);
    QCOMPARE(json.value(u"min_gpus").toInt(), 1);
    QVERIFY(json.value(u"max_batch").toInteger() > 0);
    for (const char16_t *key : {u"engine_kv_pool_tokens", u"max_context"})
        QVERIFY(json.contains(QStringView(key)));
}

void TestEstimateCli::pipelineBarsDiffer()
{
    const CliRun run = runCli({u"estimate"_qs, u"--model"_qs, fixture(u"deepseek-v3.json"_qs),
                               u"--gpu"_qs, u"h200-sxm-141gb"_qs, u"--gpus"_qs, u"8"_qs, u"--tp"_qs,
                               u"4"_qs, u"--pp"_qs, u"2"_qs, u"--json"_qs});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray perGpu = run.json().value(u"per_gpu").toArray();
    QCOMPARE(perGpu.size(), 8);
    QVERIFY(perGpu.at(0).toObject().value(u"weights_bytes")
            != perGpu.at(4).toObject().value(u"weights_bytes"));
    // config says fp8: 671e9 params at ~1 B per param over 8 GPUs ~ 78-80 GiB each
    const double w = double(perGpu.at(0).toObject().value(u"weights_bytes").toInteger());
    QVERIFY(w / (1 << 30) > 70 && w / (1 << 30) < 90);
}

void TestEstimateCli::tableWithoutJson()
{
    const CliRun run = runCli({u"estimate"_qs, u"--model"_qs, fixture(u"mixtral-8x7b.json"_qs),
                               u"--gpu"_qs, u"a100-sxm-80gb"_qs, u"--weights"_qs, u"int4-awq"_qs,
                               u"--engine"_qs, u"sglang"_qs});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains(u"weights"));
    QVERIFY(run.out.contains(u"Fits."));
}

void TestEstimateCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    const QString llama = fixture(u"llama-3.1-8b.json"_qs);
    const QString gpu = u"h100-sxm-80gb"_qs;
    QTest::newRow("unknown model")
            << QStringList {u"--model"_qs, u"no-such-model"_qs, u"--gpu"_qs, gpu};
    QTest::newRow("unknown gpu") << QStringList {u"--model"_qs, llama, u"--gpu"_qs, u"tpu-v9"_qs};
    QTest::newRow("tp not dividing heads")
            << QStringList {u"--model"_qs, llama, u"--gpu"_qs, gpu, u"--tp"_qs, u"3"_qs};
    QTest::newRow("negative batch")
            << QStringList {u"--model"_qs, llama, u"--gpu"_qs, gpu, u"--batch"_qs, u"-4"_qs};
    QTest::newRow("malformed config")
            << QStringList {u"--model"_qs, fixture(u"malformed.json"_qs), u"--gpu"_qs, gpu};
    QTest::newRow("missing field")
            << QStringList {u"--model"_qs, fixture(u"missing-layers.json"_qs), u"--gpu"_qs, gpu};
    QTest::newRow("zero gpus") << QStringList {u"--model"_qs, llama,      u"--gpu"_qs,
                                               gpu,           u"--tp"_qs, u"0"_qs};
}

void TestEstimateCli::badInput()
{
    QFETCH(QStringList, args);
    const CliRun run = runCli(QStringList {u"estimate"_qs} + args + QStringList {u"--json"_qs});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err.trimmed().count(u'\n'), 0); // one line
    QVERIFY(!run.err.trimmed().isEmpty());
}

QTEST_GUILESS_MAIN(TestEstimateCli)
#include "tst_estimatecli.moc"
