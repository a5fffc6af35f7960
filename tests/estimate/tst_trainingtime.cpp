// Training time (docs/fine-tuning.md, "Time"): the FLOPs per token against the formula computed
// here from the shapes, and the time against MosaicML's measured H100 training throughput
// (tests/data/reference/benchmarks/mpt_training_throughput_h100.csv).
#include "catalog/catalog.h"
#include "estimate/parametercount.h"
#include "estimate/trainingtime.h"
#include "headroomtest.h"

#include <QFile>
#include <QTest>

using namespace Headroom;

namespace {

GpuSpec h100()
{
    const auto catalog = Catalog::builtin();
    return catalog ? catalog->gpu(u"h100-sxm-80gb"_qs).value_or(GpuSpec {}) : GpuSpec {};
}

/** 2 layers, d 64, 4 heads of 16, gated MLP 128, vocab 100, untied: small enough to count by
 *  hand. */
ModelSpec tiny()
{
    ModelSpec m;
    m.id = QStringLiteral("tiny");
    m.layers = 2;
    m.hidden = 64;
    m.intermediate = 128;
    m.heads = 4;
    m.kvHeads = 4;
    m.headDim = 16;
    m.vocab = 100;
    m.maxContext = 4096;
    return m;
}

/** An MPT model of LLM Foundry's yamls: GELU MLP 4d, LayerNorm, no biases, tied embeddings. */
ModelSpec mpt(int d, int layers, int heads, int vocab)
{
    ModelSpec m;
    m.id = QStringLiteral("mpt");
    m.layers = layers;
    m.hidden = d;
    m.intermediate = 4 * d;
    m.heads = heads;
    m.kvHeads = heads;
    m.headDim = d / heads;
    m.vocab = vocab;
    m.tiedEmbeddings = true;
    m.mlp = MlpKind::Plain;
    m.norm = NormKind::LayerNorm;
    m.maxContext = 65536;
    return m;
}

} // namespace

class TestTrainingTime : public QObject
{
    Q_OBJECT

private slots:
    void flopsOfASmallModel_data();
    void flopsOfASmallModel();
    void slidingWindowCapsTheContext();
    void moeCountsActiveExperts();
    void timeIsTokensTimesFlopsOverRate();
    void qloraAddsDequantisation();
    void badInputsRefused();
    void mosaicMeasuredThroughput();
};

void TestTrainingTime::flopsOfASmallModel_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<bool>("checkpointing");
    QTest::addColumn<double>("expected");
    // by hand: per layer q, k, v, o 4 x 64 x 64 = 16384, gate/up/down 3 x 64 x 128 = 24576,
    // two RMSNorm weights 128: 41088; 2 layers 82176 + lm_head 100 x 64 = 6400: P = 88576.
    const double p = 88576;
    // attention forward at S = 32: 2 layers x 2 x 32 x 4 heads x (16 + 16) = 16384
    const double a = 16384;
    // LoRA rank 8, all linear: per layer q, k, v, o 4 x 8 x (64 + 64) = 4096, gate, up, down
    // 3 x 8 x (64 + 128) = 4608: 8704; 2 layers: 17408
    const double ad = 17408;
    QTest::newRow("full") << int(DeploymentMode::FullFineTune) << false << 6 * p + 3 * a;
    QTest::newRow("full+checkpointing")
            << int(DeploymentMode::FullFineTune) << true << 8 * p + 4 * a;
    QTest::newRow("lora") << int(DeploymentMode::Lora) << false << 4 * p + 3 * a + 6 * ad;
    QTest::newRow("lora+checkpointing")
            << int(DeploymentMode::Lora) << true << 6 * p + 4 * a + 8 * ad;
    QTest::newRow("qlora") << int(DeploymentMode::Qlora) << false << 4 * p + 3 * a + 6 * ad;
}

void TestTrainingTime::flopsOfASmallModel()
{
    QFETCH(int, mode);
    QFETCH(bool, checkpointing);
    QFETCH(double, expected);
    const ModelSpec m = tiny();
    TrainingSettings s;
    s.sequenceTokens = 32;
    s.loraRank = 8;
    s.loraTargets = LoraTargets::AllLinear;
    s.gradientCheckpointing = checkpointing;
    const TrainingFlops f = trainingFlopsPerToken(m, countParameters(m), DeploymentMode(mode), s);
    QCOMPARE(f.matmulParameters, 88576);
    QCOMPARE(f.total(), expected);
    QCOMPARE(f.attention, 16384.0 * (checkpointing ? 4 : 3));
    // MFU counts no recompute
    QCOMPARE(f.model(), f.total() - f.recompute);
}

void TestTrainingTime::slidingWindowCapsTheContext()
{
    ModelSpec m = tiny();
    const double full = attentionForwardFlopsPerToken(m, 1000);
    QCOMPARE(full, 2 * 2.0 * 1000 * 4 * 32);
    m.slidingWindow = 100;
    QCOMPARE(attentionForwardFlopsPerToken(m, 1000), 2 * 2.0 * 100 * 4 * 32);
    QCOMPARE(attentionForwardFlopsPerToken(m, 50), 2 * 2.0 * 50 * 4 * 32);
    // one full layer, one recurrent one: only the full one attends
    m.slidingWindow = 0;
    m.attentionLayers = {AttentionLayerGroup {1, AttentionKind::Full},
                         AttentionLayerGroup {1, AttentionKind::Mamba2}};
    QCOMPARE(attentionForwardFlopsPerToken(m, 1000), 2.0 * 1000 * 4 * 32);
}

void TestTrainingTime::moeCountsActiveExperts()
{
    ModelSpec m = tiny();
    m.moe.experts = 8;
    m.moe.expertsPerToken = 2;
    m.moe.expertIntermediate = 32;
    const ParameterCount count = countParameters(m);
    QVERIFY(count.active() < count.total());
    TrainingSettings s;
    s.sequenceTokens = 32;
    const TrainingFlops f = trainingFlopsPerToken(m, count, DeploymentMode::FullFineTune, s);
    double layers = 0;
    for (std::int64_t v : count.layerActive)
        layers += double(v);
    QCOMPARE(double(f.matmulParameters), layers + 100 * 64);
    // each token: 2 experts of gate/up/down 3 x 64 x 32, attention 16384, router 8 x 64, norms
    QCOMPARE(double(f.matmulParameters), 2 * (16384 + 2 * 3 * 64 * 32 + 8 * 64 + 128) + 6400.0);
}

void TestTrainingTime::timeIsTokensTimesFlopsOverRate()
{
    const ModelSpec m = tiny();
    const GpuSpec gpu = h100();
    QVERIFY(gpu.bf16Flops > 0);
    TrainingSettings s;
    s.sequenceTokens = 32;
    const auto t = estimateTrainingTime(m, countParameters(m), gpu, DeploymentMode::FullFineTune, s,
                                        16, 1e12, 0.5);
    QVERIFY(t);
    const double flops = 6 * 88576.0 + 3 * 16384.0;
    QCOMPARE(t->seconds(), 1e12 * flops / (16 * gpu.bf16Flops * 0.5));
    QCOMPARE(t->dequantSeconds, 0.0);
    QCOMPARE(t->tokensPerSecond, 1e12 / t->seconds());
    // twice the GPUs, half the time
    const auto t2 = estimateTrainingTime(m, countParameters(m), gpu, DeploymentMode::FullFineTune,
                                         s, 32, 1e12, 0.5);
    QCOMPARE(t2->seconds() * 2, t->seconds());
}

void TestTrainingTime::qloraAddsDequantisation()
{
    const ModelSpec m = tiny();
    const GpuSpec gpu = h100();
    const ParameterCount count = countParameters(m);
    TrainingSettings s;
    s.sequenceTokens = 32;
    s.microBatch = 2;
    s.gradientCheckpointing = true;
    const auto t = estimateTrainingTime(m, count, gpu, DeploymentMode::Qlora, s, 4, 1e9);
    QVERIFY(t);
    // forward, backward, recompute: 3 passes of 2.5 B per linear weight per micro-batch of 64
    const double linear = 2 * (16384 + 24576);
    QCOMPARE(t->dequantSeconds,
             1e9 * 3 * 2.5 * linear / (64 * 4 * gpu.memoryBandwidthBytesPerSecond));
    QCOMPARE(t->seconds(), t->computeSeconds + t->dequantSeconds);
}

void TestTrainingTime::badInputsRefused()
{
    const ModelSpec m = tiny();
    const ParameterCount count = countParameters(m);
    const GpuSpec gpu = h100();
    const TrainingSettings s;
    QVERIFY(!estimateTrainingTime(m, count, gpu, DeploymentMode::Inference, s, 1, 1e9));
    QVERIFY(!estimateTrainingTime(m, count, gpu, DeploymentMode::Lora, s, 0, 1e9));
    QVERIFY(!estimateTrainingTime(m, count, gpu, DeploymentMode::Lora, s, 1, 0));
    QVERIFY(!estimateTrainingTime(m, count, gpu, DeploymentMode::Lora, s, 1, -5));
    QVERIFY(!estimateTrainingTime(m, count, gpu, DeploymentMode::Lora, s, 1, 1e9, 0));
    QVERIFY(!estimateTrainingTime(m, count, gpu, DeploymentMode::Lora, s, 1, 1e9, 1.5));
    GpuSpec none = gpu;
    none.bf16Flops = 0;
    QVERIFY(!estimateTrainingTime(m, count, none, DeploymentMode::Lora, s, 1, 1e9));
}

void TestTrainingTime::mosaicMeasuredThroughput()
{
    // MosaicML LLM Foundry, H100 80GB BF16, FSDP full shard, no activation checkpointing: MFU
    // counts 6N + 12·L·S·d per token, as our FLOPs do; at the measured MFU the time must give the
    // measured tokens/s/GPU (checks the accounting, attention term included: half the FLOPs of
    // the 3B at 16K), and at the default MFU 0.4 it must fall within 15 % of it.
    QFile file(QStringLiteral(HEADROOM_TEST_DATA_DIR)
               + u"/reference/benchmarks/mpt_training_throughput_h100.csv"_qs);
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    const QStringList header = QString::fromUtf8(file.readLine()).trimmed().split(u',');
    const GpuSpec gpu = h100();
    QCOMPARE(gpu.bf16Flops, 989e12); // Mosaic's GPU_AVAILABLE_FLOPS for the H100
    int rows = 0;
    while (!file.atEnd()) {
        const QStringList cells = QString::fromUtf8(file.readLine()).trimmed().split(u',');
        if (cells.size() < header.size())
            continue;
        const auto col = [&](const char *name) {
            return cells.at(header.indexOf(QLatin1StringView(name)));
        };
        const ModelSpec m = mpt(col("d_model").toInt(), col("n_layers").toInt(),
                                col("n_heads").toInt(), col("vocab_size").toInt());
        TrainingSettings s;
        s.sequenceTokens = col("seq_len").toInt();
        s.microBatch = col("micro_batch").toInt();
        s.gradientCheckpointing = col("activation_checkpointing") == u"true";
        s.zeroStage = col("sharding") == u"FULL_SHARD" ? 3 : 0;
        const int gpus = col("gpus").toInt();
        const double measured = col("tokens_per_s_per_gpu").toDouble();
        const double mfu = col("mfu_percent").toDouble() / 100;
        const ParameterCount count = countParameters(m);
        const auto atMeasured = estimateTrainingTime(m, count, gpu, DeploymentMode::FullFineTune, s,
                                                     gpus, 1e9, mfu);
        const auto atDefault = estimateTrainingTime(m, count, gpu, DeploymentMode::FullFineTune, s,
                                                    gpus, 1e9);
        QVERIFY(atMeasured && atDefault);
        // FSDP within one NVLink node: the gathers hide behind the compute
        QCOMPARE(atMeasured->communicationSeconds, 0.0);
        const double perGpu = atMeasured->tokensPerSecond / gpus;
        const QByteArray what = (col("model") + u' ' + col("seq_len")).toUtf8();
        const QByteArray atItsMfu = what + " at its MFU: " + QByteArray::number(perGpu) + " vs "
                + QByteArray::number(measured);
        QVERIFY2(std::abs(perGpu / measured - 1) < 0.02, atItsMfu.constData());
        const double predicted = atDefault->tokensPerSecond / gpus;
        const QByteArray atDefaultMfu = what + " at MFU 0.4: " + QByteArray::number(predicted)
                + " vs " + QByteArray::number(measured);
        QVERIFY2(std::abs(predicted / measured - 1) < 0.15, atDefaultMfu.constData());
        ++rows;
    }
    QCOMPARE(rows, 5);
}

HEADROOM_TEST_GUILESS_MAIN(TestTrainingTime)
#include "tst_trainingtime.moc"
