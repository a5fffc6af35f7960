// `headroom-cli estimate --mode full|lora|qlora ...`: the training flags, JSON fields and errors.
#include "../cli/clitestutil.h"
#include "headroomtest.h"

#include <QJsonArray>
#include <QTest>

#include <cmath>

namespace {

const qint64 kLlama8b = 8030261248; // models.csv, Llama-3.1-8B
const qint64 kAdapters = 41943040; // r 16, all linear (tst_trainingmemory)

QString fixture(const QString &name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/hf/") + name;
}

QStringList estimate(const QStringList &extra)
{
    return QStringList {u"estimate"_qs, u"--model"_qs, fixture(u"llama-3.1-8b.json"_qs),
                        u"--gpu"_qs, u"h100-sxm-80gb"_qs}
    + extra;
}

qint64 ceilDiv(qint64 a, qint64 b)
{
    return (a + b - 1) / b;
}

QJsonObject firstGpu(const CliRun &run)
{
    return run.json().value(u"per_gpu").toArray().first().toObject();
}

} // namespace

class TestTrainingCli : public QObject
{
    Q_OBJECT

private slots:
    void fullFineTuneZero3Json();
    void inferenceJsonHasZeroTrainingParts();
    void loraTargetsAndOptimizer_data();
    void loraTargetsAndOptimizer();
    void offloadHostBytes();
    void checkpointingShrinksActivations();
    void tableShowsTrainingParts();
    void timeForTheDataset();
    void badInput_data();
    void badInput();
};

void TestTrainingCli::fullFineTuneZero3Json()
{
    const CliRun run = runCli(estimate({u"--mode"_qs, u"full"_qs, u"--gpus"_qs, u"8"_qs,
                                        u"--zero"_qs, u"3"_qs, u"--json"_qs}));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = run.json();
    QCOMPARE(json.value(u"mode").toString(), u"full"_qs);
    QCOMPARE(json.value(u"model").toObject().value(u"trainable_parameters").toInteger(), kLlama8b);
    QCOMPARE(json.value(u"per_gpu").toArray().size(), 8);
    // mixed-precision AdamW, ZeRO-3 over 8: 2 + 4 + 2 + 8 B/param, each / 8
    const QJsonObject g = firstGpu(run);
    QCOMPARE(g.value(u"weights_bytes").toInteger(), ceilDiv(2 * kLlama8b, 8));
    QCOMPARE(g.value(u"master_weights_bytes").toInteger(), ceilDiv(4 * kLlama8b, 8));
    QCOMPARE(g.value(u"gradients_bytes").toInteger(), ceilDiv(2 * kLlama8b, 8));
    QCOMPARE(g.value(u"optimizer_bytes").toInteger(), ceilDiv(8 * kLlama8b, 8));
    QCOMPARE(g.value(u"kv_cache_bytes").toInteger(), 0);
    QVERIFY(g.value(u"activation_bytes").toInteger() > 0);
    QCOMPARE(json.value(u"host_bytes").toInteger(), 0);
    QVERIFY(json.value(u"fits").toBool());
    QCOMPARE(json.value(u"training").toObject().value(u"zero").toInt(), 3);
    QCOMPARE(json.value(u"training").toObject().value(u"optimizer").toString(), u"adamw"_qs);
    QVERIFY(json.value(u"max_micro_batch").toInteger() >= 1);
    QVERIFY(json.value(u"min_gpus").toInt() >= 2); // 128.5 GB of states: more than one GPU
}

void TestTrainingCli::inferenceJsonHasZeroTrainingParts()
{
    const CliRun run = runCli(estimate({u"--json"_qs}));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject g = firstGpu(run);
    for (const char16_t *key : {u"master_weights_bytes", u"gradients_bytes", u"optimizer_bytes"}) {
        QVERIFY(g.contains(QStringView(key)));
        QCOMPARE(g.value(QStringView(key)).toInteger(), 0);
    }
    QCOMPARE(g.value(u"weights_bytes").toInteger(), 2 * kLlama8b);
    QVERIFY(run.json().contains(u"host_bytes"));
}

void TestTrainingCli::loraTargetsAndOptimizer_data()
{
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<qint64>("trainable");
    QTest::addColumn<qint64>("optimizerBytes");
    // adapter counts by hand in tst_trainingmemory; 8-bit AdamW 2 + 8 / 2048 B/param
    QTest::newRow("lora attn r16")
            << QStringList {u"--mode"_qs, u"lora"_qs, u"--lora-targets"_qs, u"attn"_qs}
            << qint64(13631488) << qint64(8 * 13631488);
    QTest::newRow("qlora all r16 8-bit")
            << QStringList {u"--mode"_qs, u"qlora"_qs,       u"--lora-targets"_qs,
                            u"all"_qs,    u"--optimizer"_qs, u"adamw-8bit"_qs}
            << kAdapters << qint64(std::llround(double(kAdapters) * (2.0 + 8.0 / 2048)));
    QTest::newRow("qlora mlp r32 sgd")
            << QStringList {u"--mode"_qs,      u"qlora"_qs, u"--lora-targets"_qs, u"mlp"_qs,
                            u"--lora-rank"_qs, u"32"_qs,    u"--optimizer"_qs,    u"sgd"_qs}
            << qint64(2 * 28311552) << qint64(4 * 2 * 28311552);
}

void TestTrainingCli::loraTargetsAndOptimizer()
{
    QFETCH(QStringList, flags);
    QFETCH(qint64, trainable);
    QFETCH(qint64, optimizerBytes);
    const CliRun run = runCli(estimate(flags + QStringList {u"--json"_qs}));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.json().value(u"model").toObject().value(u"trainable_parameters").toInteger(),
             trainable);
    const QJsonObject g = firstGpu(run);
    QCOMPARE(g.value(u"optimizer_bytes").toInteger(), optimizerBytes);
    QCOMPARE(g.value(u"gradients_bytes").toInteger(), 2 * trainable);
    QCOMPARE(g.value(u"master_weights_bytes").toInteger(), 0);
}

void TestTrainingCli::offloadHostBytes()
{
    const CliRun run = runCli(
            estimate({u"--mode"_qs, u"full"_qs, u"--gpus"_qs, u"2"_qs, u"--zero"_qs, u"2"_qs,
                      u"--offload"_qs, u"optimizer"_qs, u"--json"_qs}));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject g = firstGpu(run);
    QCOMPARE(g.value(u"optimizer_bytes").toInteger(), 0);
    QCOMPARE(g.value(u"master_weights_bytes").toInteger(), 0);
    QCOMPARE(g.value(u"gradients_bytes").toInteger(), ceilDiv(2 * kLlama8b, 2));
    // both GPUs' shards of fp32 master (4 B) and moments (8 B) live in host RAM
    QCOMPARE(run.json().value(u"host_bytes").toInteger(),
             2 * (ceilDiv(4 * kLlama8b, 2) + ceilDiv(8 * kLlama8b, 2)));
}

void TestTrainingCli::checkpointingShrinksActivations()
{
    const QStringList base = {u"--mode"_qs,        u"qlora"_qs, u"--sequence"_qs, u"4096"_qs,
                              u"--micro-batch"_qs, u"2"_qs,     u"--json"_qs};
    const CliRun plain = runCli(estimate(base));
    const CliRun ckpt = runCli(estimate(base + QStringList {u"--checkpointing"_qs}));
    QCOMPARE(plain.exitCode, 0);
    QCOMPARE(ckpt.exitCode, 0);
    const qint64 a = firstGpu(plain).value(u"activation_bytes").toInteger();
    const qint64 b = firstGpu(ckpt).value(u"activation_bytes").toInteger();
    // by hand (tst_trainingmemory): per token 32 x 168,064 + 1,298,944 without checkpointing,
    // 32 x 8,192 + 168,064 + 1,298,944 with it; 2 x 4,096 tokens
    QCOMPARE(a, qint64(8192) * (32 * 168064 + 1298944));
    QCOMPARE(b, qint64(8192) * (32 * 8192 + 168064 + 1298944));
    QCOMPARE(ckpt.json().value(u"training").toObject().value(u"checkpointing").toBool(), true);
}

void TestTrainingCli::tableShowsTrainingParts()
{
    const CliRun run = runCli(estimate({u"--mode"_qs, u"qlora"_qs, u"--paged-optimizer"_qs}));
    QCOMPARE(run.exitCode, 0);
    for (const char16_t *text :
         {u"gradients", u"optimizer", u"master", u"Host RAM", u"Largest micro-batch", u"Fits."})
        QVERIFY2(run.out.contains(QStringView(text)), qPrintable(run.out));
    QVERIFY(run.out.contains(u"paged"));
}

void TestTrainingCli::timeForTheDataset()
{
    // Llama-3.1-8B full fine-tune, checkpointing, 8 H100s ZeRO-3, 1e9 tokens x 2 epochs:
    // P = 8,030,261,248 - the embedding 128,256 x 4,096 - the final norm 4,096; attention's
    // forward 32 layers x 2 x 2,048 x 32 heads x (128 + 128); with the recompute 8P + 4 A_f per
    // token, at 8 x 989 TFLOPS x 0.4 (the gathers over NVLink hide behind the compute)
    const CliRun run = runCli(estimate({u"--mode"_qs, u"full"_qs, u"--gpus"_qs, u"8"_qs,
                                        u"--zero"_qs, u"3"_qs, u"--checkpointing"_qs, u"--tokens"_qs,
                                        u"1e9"_qs, u"--epochs"_qs, u"2"_qs, u"--json"_qs}));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject time = run.json().value(u"time").toObject();
    const double p = double(kLlama8b) - 128256.0 * 4096 - 4096;
    const double attention = 32 * 2 * 2048.0 * 32 * 256;
    const double flops = 8 * p + 4 * attention;
    QCOMPARE(time.value(u"flops_per_token").toDouble(), flops);
    QCOMPARE(time.value(u"tokens").toDouble(), 2e9);
    const double hours = 2e9 * flops / (8 * 989e12 * 0.4) / 3600;
    QVERIFY(std::abs(time.value(u"hours").toDouble() / hours - 1) < 1e-9);
    QCOMPARE(time.value(u"communication_hours").toDouble(), 0.0);
    const CliRun table = runCli(estimate({u"--mode"_qs, u"lora"_qs, u"--tokens"_qs, u"5e8"_qs}));
    QCOMPARE(table.exitCode, 0);
    QVERIFY2(table.out.contains(u"Time for 5e+08 tokens on 1 x h100-sxm-80gb: "),
             qPrintable(table.out));
}

void TestTrainingCli::badInput_data()
{
    QTest::addColumn<QStringList>("flags");
    const auto row = [](const char *name, QStringList flags) { QTest::newRow(name) << flags; };
    row("unknown mode", {u"--mode"_qs, u"pretrain"_qs});
    row("unknown optimizer", {u"--mode"_qs, u"full"_qs, u"--optimizer"_qs, u"adam"_qs});
    row("zero 5", {u"--mode"_qs, u"full"_qs, u"--zero"_qs, u"5"_qs});
    row("micro-batch 0", {u"--mode"_qs, u"full"_qs, u"--micro-batch"_qs, u"0"_qs});
    row("negative sequence", {u"--mode"_qs, u"full"_qs, u"--sequence"_qs, u"-512"_qs});
    row("lora rank 0", {u"--mode"_qs, u"lora"_qs, u"--lora-rank"_qs, u"0"_qs});
    row("lora targets", {u"--mode"_qs, u"lora"_qs, u"--lora-targets"_qs, u"embeddings"_qs});
    row("offload", {u"--mode"_qs, u"full"_qs, u"--offload"_qs, u"nvme"_qs});
    row("training flag without mode", {u"--micro-batch"_qs, u"4"_qs});
    row("checkpointing without mode", {u"--checkpointing"_qs});
    row("tokens without mode", {u"--tokens"_qs, u"1e9"_qs});
    row("negative tokens", {u"--mode"_qs, u"lora"_qs, u"--tokens"_qs, u"-5"_qs});
    row("epochs 0", {u"--mode"_qs, u"lora"_qs, u"--tokens"_qs, u"1e9"_qs, u"--epochs"_qs, u"0"_qs});
    row("full fine-tune of int4", {u"--mode"_qs, u"full"_qs, u"--weights"_qs, u"int4-awq"_qs});
    row("parameter offload without zero 3",
        {u"--mode"_qs, u"full"_qs, u"--offload"_qs, u"all"_qs, u"--zero"_qs, u"2"_qs});
    row("missing value", {u"--mode"_qs, u"full"_qs, u"--zero"_qs});
    row("inference batch in a training mode", {u"--mode"_qs, u"lora"_qs, u"--batch"_qs, u"8"_qs});
    row("inference context in a training mode",
        {u"--mode"_qs, u"qlora"_qs, u"--context"_qs, u"8192"_qs});
}

void TestTrainingCli::badInput()
{
    QFETCH(QStringList, flags);
    const CliRun run = runCli(estimate(flags + QStringList {u"--json"_qs}));
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err.trimmed().count(u'\n'), 0); // one line
    QVERIFY(!run.err.trimmed().isEmpty());
}

HEADROOM_TEST_GUILESS_MAIN(TestTrainingCli)
#include "tst_trainingcli.moc"
