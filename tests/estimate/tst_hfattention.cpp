// Attention kinds per layer read from real config.json files (tests/data/hf/README.md says where
// each comes from): exact parameter counts, KV bytes per token and per-sequence state, each
// derived by hand from the module shapes in the comments.

#include "catalog/catalog.h"
#include "catalog/hfconfig.h"
#include "estimate/kvcache.h"
#include "estimate/memorybreakdown.h"
#include "estimate/parametercount.h"
#include "estimate/solvers.h"
#include "headroomtest.h"
#include "spec/modellimits.h"
#include "spec/specjson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace Headroom;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/hf/") + name;
}

ModelSpec readFixture(const QString &name)
{
    const auto spec = readHfConfigFile(fixture(name));
    if (!spec)
        qFatal("%s: %s", qPrintable(name), qPrintable(spec.error().message));
    return *spec;
}

int layersOf(const ModelSpec &m, AttentionKind kind)
{
    int n = 0;
    for (const AttentionLayerGroup &g : m.attentionLayers)
        n += g.kind == kind ? g.layers : 0;
    return n;
}

/** Qwen3-Next-80B-A3B-Instruct's real config.json (tests/data/hf/README.md), as an object the
 *  error tests below edit. */
QJsonObject qwen3NextConfig()
{
    QFile file(fixture(u"Qwen--Qwen3-Next-80B-A3B-Instruct_config.json"_qs));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the Qwen3-Next fixture");
    return QJsonDocument::fromJson(file.readAll()).object();
}

Configuration config(int gpus, int tp = 1)
{
    Configuration c;
    c.gpuCount = gpus;
    c.tensorParallel = tp;
    return c;
}

GpuSpec catalogGpu(const QString &id)
{
    static const Catalog catalog = *Catalog::builtin();
    const auto gpu = catalog.gpu(id);
    if (!gpu)
        qFatal("GPU %s is not in the catalog", qPrintable(id));
    return *gpu;
}

} // namespace

class TestHfAttention : public QObject
{
    Q_OBJECT

private slots:
    void gatedDeltaNetHybrids_data();
    void gatedDeltaNetHybrids();
    void qwen35LayerPattern();
    void stateSplitsByTp();
    void hybridErrorsNameTheField_data();
    void hybridErrorsNameTheField();
    void hugeStateNamesItsFields();
    void recurrentSpecRoundTrip();
    void stateIsItsOwnBarPart();
    void stateBoundsConcurrency();
    void llama4_data();
    void llama4();
    void llama4ChunkedLayersCapKv();
    void mlaAndSparseAttention_data();
    void mlaAndSparseAttention();
    void sharedIndexerLayers();
    void nemotronH_data();
    void nemotronH();
    void nemotronHPatternErrors_data();
    void nemotronHPatternErrors();
    void pythonJsonLiterals();
    void qwen3NextCheckpoint();
    void slidingWindowKv_data();
    void slidingWindowKv();
    void rwkv_data();
    void rwkv();
    void rwkvStateIsItsOwnBarPart();
    void rwkvErrorsNameTheField_data();
    void rwkvErrorsNameTheField();
    void unreadMixersNameTheField_data();
    void unreadMixersNameTheField();
};

void TestHfAttention::gatedDeltaNetHybrids_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<qint64>("active");
    QTest::addColumn<qint64>("kvPerToken"); // bf16 KV, TP 1
    QTest::addColumn<qint64>("state"); // per sequence, TP 1
    QTest::addColumn<qint64>("published"); // the model card's total, in billions x 1e9
    QTest::addColumn<qint64>("publishedActive");
    // Per layer (transformers Qwen3NextGatedDeltaNet / Qwen3_5GatedDeltaNet, Qwen3NextAttention):
    //  Gated DeltaNet, key_dim = n_k x d_k, value_dim = n_v x d_v, conv_dim = 2 key_dim + value_dim:
    //   in_proj_qkvz d x (2 key_dim + 2 value_dim) + in_proj_ba d x 2 n_v + out_proj value_dim x d
    //   + conv1d conv_dim x 4 + dt_bias n_v + A_log n_v + gated RMSNorm d_v
    //  full attention (attn_output_gate: q_proj doubled): d x H x 256 x 2 + 2 x d x KV x 256
    //   + H x 256 x d + q_norm 256 + k_norm 256
    //  FFN: dense 3 d I; MoE E x 3 d w + shared 3 d w_s + router d x E + shared_expert_gate d
    //  2 RMSNorms of d per layer, final norm d, untied embeddings 2 x V x d
    //  KV per token: 2 x KV x 256 x 2 B over the full-attention layers only (every 4th)
    //  state per linear layer: conv_dim x 3 x 2 B (bf16) + n_v x 128 x 128 x (4 B where the
    //  config says mamba_ssm_dtype float32, else 2 B)
    //
    // Qwen3.5-27B (dense): d 5120, 64 layers (48 linear + 16 full), H 24, KV 4, I 17408,
    //  V 248320, n_k 16, n_v 48. key_dim 2048, value_dim 6144, conv_dim 10240.
    //  DeltaNet 5120 x 16384 + 5120 x 96 + 6144 x 5120 + 10240 x 4 + 96 + 128 = 115,876,064
    //  attention 5120 x 24 x 512 + 2 x 5120 x 4 x 256 + 6144 x 5120 + 512 = 104,858,112
    //  MLP 3 x 5120 x 17408 = 267,386,880; norms 10,240
    //  total = 2 x 248320 x 5120 + 5120 + 48 x (115,876,064 + 10,240 + 267,386,880)
    //          + 16 x (104,858,112 + 10,240 + 267,386,880) = 26,895,998,464
    //  (model card: 27B with its vision tower, which is not counted here)
    //  KV 16 x 2 x 4 x 256 x 2 = 65,536 B/token (all 64 layers would be 262,144: 4x)
    //  state 48 x (10240 x 3 x 2 + 48 x 128 x 128 x 4) = 48 x (61,440 + 3,145,728) = 153,944,064
    QTest::newRow("Qwen3.5-27B") << u"Qwen--Qwen3.5-27B_config.json"_qs << qint64(26895998464)
                                 << qint64(26895998464) << qint64(65536) << qint64(153944064)
                                 << qint64(27000000000) << qint64(27000000000);
    // Qwen3.5-35B-A3B: d 2048, 40 layers (30 + 10), H 16, KV 2, 256 experts of 512, 8 per
    //  token, shared 512, n_k 16, n_v 32: key_dim 2048, value_dim 4096, conv_dim 8192.
    //  DeltaNet 2048 x 12288 + 2048 x 64 + 4096 x 2048 + 8192 x 4 + 64 + 128 = 33,718,464
    //  attention 2048 x 16 x 512 + 2 x 2048 x 2 x 256 + 4096 x 2048 + 512 = 27,263,488
    //  MoE all: 256 x 3 x 2048 x 512 + 3 x 2048 x 512 + 2048 x 256 + 2048 = 808,978,432
    //      active: 8 x 3,145,728 + 3,145,728 + 524,288 + 2048 = 28,837,888
    //  total = 2 x 248320 x 2048 + 2048 + 30 x (33,718,464 + 4096 + 808,978,432)
    //          + 10 x (27,263,488 + 4096 + 808,978,432) = 34,660,610,688
    //  active = 1,017,120,768 + 30 x (33,722,560 + 28,837,888)
    //          + 10 x (27,267,584 + 28,837,888) = 3,454,988,928
    //  KV 10 x 2 x 2 x 256 x 2 = 20,480; state 30 x (8192 x 3 x 2 + 32 x 128 x 128 x 4)
    //      = 30 x (49,152 + 2,097,152) = 64,389,120
    QTest::newRow("Qwen3.5-35B-A3B")
            << u"Qwen--Qwen3.5-35B-A3B_config.json"_qs << qint64(34660610688) << qint64(3454988928)
            << qint64(20480) << qint64(64389120) << qint64(35000000000) << qint64(3000000000);
    // Qwen3.5-397B-A17B: d 4096, 60 layers (45 + 15), H 32, KV 2, 512 experts of 1024, 10 per
    //  token, shared 1024, n_k 16, n_v 64: key_dim 2048, value_dim 8192, conv_dim 12288.
    //  DeltaNet 4096 x 20480 + 4096 x 128 + 8192 x 4096 + 12288 x 4 + 128 + 128 = 118,014,208
    //  attention 4096 x 32 x 512 + 2 x 4096 x 2 x 256 + 8192 x 4096 + 512 = 104,858,112
    //  MoE all: 512 x 3 x 4096 x 1024 + 3 x 4096 x 1024 + 4096 x 512 + 4096 = 6,457,135,104
    //      active: 10 x 12,582,912 + 12,582,912 + 2,097,152 + 4096 = 140,513,280
    //  total = 2 x 248320 x 4096 + 4096 + 45 x (118,014,208 + 8192 + 6,457,135,104)
    //          + 15 x (104,858,112 + 8192 + 6,457,135,104) = 396,346,350,336
    //  active = 17,349,040,896 (model card: 397B total, 17B active, with vision and MTP)
    //  KV 15 x 2 x 2 x 256 x 2 = 30,720; state 45 x (12288 x 3 x 2 + 64 x 128 x 128 x 4)
    //      = 45 x (73,728 + 4,194,304) = 192,061,440
    QTest::newRow("Qwen3.5-397B-A17B")
            << u"Qwen--Qwen3.5-397B-A17B_config.json"_qs << qint64(396346350336)
            << qint64(17349040896) << qint64(30720) << qint64(192061440) << qint64(397000000000)
            << qint64(17000000000);
    // Qwen3-Next-80B-A3B (its config.json): d 2048, 48 layers
    //  (36 + 12), same DeltaNet and attention shapes as Qwen3.5-35B-A3B, 512 experts of 512:
    //  MoE all 512 x 3,145,728 + 3,145,728 + 2048 x 512 + 2048 = 1,614,809,088
    //      active 10 x 3,145,728 + 3,145,728 + 1,048,576 + 2048 = 35,653,632
    //  total = 2 x 151936 x 2048 + 2048 + 36 x (33,718,464 + 4096 + 1,614,809,088)
    //          + 12 x (27,263,488 + 4096 + 1,614,809,088) = 79,674,391,296 (card: 80B)
    //  active = 3,874,929,408 (card: 3B "activated", counting no embeddings: 3.25B here)
    //  KV 12 x 2 x 2 x 256 x 2 = 24,576; no mamba_ssm_dtype: state in bf16,
    //  36 x (8192 x 3 x 2 + 32 x 128 x 128 x 2) = 36 x (49,152 + 1,048,576) = 39,518,208
    QTest::newRow("Qwen3-Next-80B-A3B")
            << u"Qwen--Qwen3-Next-80B-A3B-Instruct_config.json"_qs << qint64(79674391296)
            << qint64(3874929408) << qint64(24576) << qint64(39518208) << qint64(80000000000)
            << qint64(3000000000);
}

void TestHfAttention::gatedDeltaNetHybrids()
{
    QFETCH(QString, file);
    QFETCH(qint64, total);
    QFETCH(qint64, active);
    QFETCH(qint64, kvPerToken);
    QFETCH(qint64, state);
    QFETCH(qint64, published);
    QFETCH(qint64, publishedActive);
    const auto spec = readHfConfigFile(fixture(file));
    QVERIFY2(spec, qPrintable(spec ? QString() : spec.error().message));
    const ParameterCount count = countParameters(*spec);
    QCOMPARE(count.total(), total);
    QCOMPARE(count.active(), active);
    QCOMPARE(qint64(kvBytesPerToken(*spec, KvFormat::Bf16)), kvPerToken);
    QCOMPARE(stateBytesPerSequence(*spec, 1), state);
    // one sequence of 1000 tokens: its KV plus the constant state
    QCOMPARE(kvBytesPerSequence(*spec, KvFormat::Bf16, 1, 1000, 0), kvPerToken * 1000 + state);
    // published totals include the vision tower and the MTP layer (not counted here): within 3%
    QVERIFY(std::abs(double(count.total()) - double(published)) / double(published) < 0.03);
    // published "active" counts: the card rounds down (A3B, A17B) and leaves out embeddings
    if (publishedActive == published) {
        QCOMPARE(count.active(), count.total()); // dense
    } else {
        QVERIFY(double(count.active()) >= double(publishedActive));
        QVERIFY(double(count.active()) < 1.35 * double(publishedActive));
    }
}

void TestHfAttention::qwen35LayerPattern()
{
    const ModelSpec m = readFixture(u"Qwen--Qwen3.5-397B-A17B_config.json"_qs);
    QCOMPARE(m.architecture, u"qwen3_5_moe_text"_qs);
    QCOMPARE(m.attentionLayers.size(), 30); // 3 linear, 1 full, 15 times
    QCOMPARE(m.attentionLayers.at(0).kind, AttentionKind::GatedDeltaNet);
    QCOMPARE(m.attentionLayers.at(0).layers, 3);
    QCOMPARE(m.attentionLayers.at(1).kind, AttentionKind::Full);
    QCOMPARE(m.attentionLayers.at(1).layers, 1);
    QCOMPARE(layersOf(m, AttentionKind::Full), 15);
    QCOMPARE(m.attentionLayers.at(0).ffn, LayerFfn::Moe);
    QVERIFY(m.attentionOutputGate);
    QVERIFY(m.moe.sharedExpertGate);
    QCOMPARE(m.recurrent.valueHeads, 64);
    QCOMPARE(m.recurrent.ssmStateBits, 32); // mamba_ssm_dtype float32
    QCOMPARE(m.recurrent.convStateBits, 16); // dtype bfloat16

    // without layer_types, full_attention_interval 4 gives the same layers
    QJsonObject config = qwen3NextConfig();
    const auto fromInterval = modelSpecFromHfConfig(QJsonDocument(config));
    QVERIFY(fromInterval);
    QJsonArray types;
    for (int i = 0; i < 48; ++i)
        types.append((i + 1) % 4 == 0 ? u"full_attention"_qs : u"linear_attention"_qs);
    config.insert(u"layer_types"_qs, types);
    const auto fromList = modelSpecFromHfConfig(QJsonDocument(config));
    QVERIFY(fromList);
    QCOMPARE(fromList->attentionLayers, fromInterval->attentionLayers);
    QCOMPARE(layersOf(*fromList, AttentionKind::GatedDeltaNet), 36);
    QCOMPARE(fromList->recurrent.ssmStateBits, 16); // no mamba_ssm_dtype: the model's bf16
}

void TestHfAttention::stateSplitsByTp()
{
    // Qwen3.5-397B at TP 8 (vLLM MambaStateShapeCalculator.gated_delta_net_state_shape):
    //  conv 12288 / 8 = 1536 channels x 3 x 2 B = 9,216; recurrent 64 / 8 = 8 heads x 128 x 128
    //  x 4 B = 524,288; x 45 layers = 24,007,680 (= 192,061,440 / 8)
    const ModelSpec m = readFixture(u"Qwen--Qwen3.5-397B-A17B_config.json"_qs);
    const RecurrentStateShape s = recurrentStateShape(m, AttentionKind::GatedDeltaNet, 8);
    QCOMPARE(s.convChannels, qint64(1536));
    QCOMPARE(s.convTokens, qint64(3));
    QCOMPARE(s.ssmValues, qint64(8 * 128 * 128));
    QCOMPARE(stateBytesPerSequence(m, 8), qint64(24007680));
    // KV at TP 8: 2 KV heads replicated, one per GPU: 15 x 2 x 1 x 256 x 2 = 15,360 B/token
    QCOMPARE(qint64(kvBytesPerToken(m, KvFormat::Bf16, 8)), qint64(15360));
    // the layers [0, 30) of the first PP stage hold 22 or 23 of the linear layers: 0-29 has
    // 30 - 7 full (3, 7, ..., 27) = 23 linear layers
    QCOMPARE(stateBytesPerSequence(m, 1, 0, 30), qint64(23) * (73728 + 4194304));
}

void TestHfAttention::hybridErrorsNameTheField_data()
{
    QTest::addColumn<QJsonObject>("config");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("needle");
    QJsonObject unknown = qwen3NextConfig();
    QJsonArray types;
    for (int i = 0; i < 48; ++i)
        types.append(i == 5 ? u"sparse_attention"_qs : u"full_attention"_qs);
    unknown.insert(u"layer_types"_qs, types);
    QTest::newRow("unknown layer kind")
            << unknown << u"layer_types"_qs << u"'sparse_attention' at index 5"_qs;
    QJsonObject shortList = qwen3NextConfig();
    shortList.insert(u"layer_types"_qs, QJsonArray {u"full_attention"_qs});
    QTest::newRow("too few layer_types") << shortList << u"layer_types"_qs << u"1 layers"_qs;
    QJsonObject dtype = qwen3NextConfig();
    dtype.insert(u"mamba_ssm_dtype"_qs, u"float8"_qs);
    QTest::newRow("unknown state dtype") << dtype << u"mamba_ssm_dtype"_qs << u"float8"_qs;
    QJsonObject huge = qwen3NextConfig();
    huge.insert(u"linear_num_value_heads"_qs, 1e9);
    QTest::newRow("huge value heads") << huge << u"linear_num_value_heads"_qs << u"1000000000"_qs;
    QJsonObject negative = qwen3NextConfig();
    negative.insert(u"linear_conv_kernel_dim"_qs, -4);
    QTest::newRow("negative kernel") << negative << u"linear_conv_kernel_dim"_qs << u"-4"_qs;
}

void TestHfAttention::hugeStateNamesItsFields()
{
    // 16384 value heads of 16384 x 16384 in float32: 1.76e13 B per layer, 36 linear layers:
    // far past any real model (Qwen3.5-397B keeps 4.3 MB per layer); the message names the
    // recurrent fields, not the KV ones
    QJsonObject config = qwen3NextConfig();
    config.insert(u"linear_num_value_heads"_qs, 16384);
    config.insert(u"linear_key_head_dim"_qs, 16384);
    config.insert(u"linear_value_head_dim"_qs, 16384);
    config.insert(u"linear_num_key_heads"_qs, 1);
    config.insert(u"mamba_ssm_dtype"_qs, u"float32"_qs);
    const auto spec = modelSpecFromHfConfig(QJsonDocument(config));
    QVERIFY(!spec);
    QVERIFY2(spec.error().message.contains(u"recurrent state"_qs), qPrintable(spec.error().message));
    QVERIFY2(spec.error().message.contains(u"'linear_num_value_heads'"_qs),
             qPrintable(spec.error().message));
    QVERIFY(spec.error().detail.contains(u"linear_value_head_dim"_qs));
    // the same bound holds for a stored model (catalog or project file)
    ModelSpec m = readFixture(u"Qwen--Qwen3.5-35B-A3B_config.json"_qs);
    m.recurrent.valueHeads = 16384;
    m.recurrent.keyHeadDim = 16384;
    m.recurrent.valueHeadDim = 16384;
    const auto stored = checkModelLimits(m, storedModelNames(u"x"_qs));
    QVERIFY(!stored);
    QVERIFY2(stored.error().message.contains(u"'recurrent.value_heads'"_qs),
             qPrintable(stored.error().message));
    m.recurrent.valueHeads = 20000; // past the field's own limit
    const auto field = checkModelLimits(m, storedModelNames(u"x"_qs));
    QVERIFY(!field);
    QCOMPARE(field.error().detail, u"recurrent.value_heads"_qs);
}

void TestHfAttention::hybridErrorsNameTheField()
{
    QFETCH(QJsonObject, config);
    QFETCH(QString, field);
    QFETCH(QString, needle);
    const auto spec = modelSpecFromHfConfig(QJsonDocument(config));
    QVERIFY(!spec);
    QCOMPARE(spec.error().detail, field);
    QVERIFY2(spec.error().message.contains(field), qPrintable(spec.error().message));
    QVERIFY2(spec.error().message.contains(needle), qPrintable(spec.error().message));
}

void TestHfAttention::recurrentSpecRoundTrip()
{
    ModelSpec m = readFixture(u"Qwen--Qwen3.5-35B-A3B_config.json"_qs);
    m.id = u"qwen3.5-35b-a3b"_qs;
    m.recurrent.convBias = true; // every field away from its default
    m.recurrent.projectionBias = true;
    m.attentionLayers.first().ffn = LayerFfn::NoFfn;
    const auto back = modelSpecFromJson(modelSpecToJson(m));
    QVERIFY2(back, qPrintable(back ? QString() : back.error().message));
    QCOMPARE(back->recurrent, m.recurrent);
    QCOMPARE(back->attentionLayers, m.attentionLayers);
    QCOMPARE(back->attentionOutputGate, true);
    QCOMPARE(back->moe.sharedExpertGate, true);
    QCOMPARE(*back, m);
    QJsonObject json = modelSpecToJson(m);
    QJsonArray groups = json.value(u"attention_layers"_qs).toArray();
    QJsonObject g = groups.at(0).toObject();
    g.insert(u"ffn"_qs, u"sometimes"_qs);
    groups.replace(0, g);
    json.insert(u"attention_layers"_qs, groups);
    const auto bad = modelSpecFromJson(json);
    QVERIFY(!bad);
    QVERIFY(bad.error().message.contains(u"sometimes"_qs));
}

void TestHfAttention::stateIsItsOwnBarPart()
{
    // Qwen3.5-35B-A3B on one H200, 8 sequences of 32768 tokens, vLLM (blocks of 16)
    const ModelSpec m = readFixture(u"Qwen--Qwen3.5-35B-A3B_config.json"_qs);
    Deployment d;
    d.engine = EngineKind::Vllm;
    d.kv = KvFormat::Bf16;
    d.workload.concurrentSequences = 8;
    d.workload.contextTokens = 32768;
    d.workload.inputTokens = 0;
    d.workload.outputTokens = 0;
    const auto memory = estimateMemory(m, catalogGpu(u"h200-sxm-141gb"_qs), config(1), d);
    QVERIFY2(memory, qPrintable(memory ? QString() : memory.error().message));
    const GpuMemory &g = memory->perGpu.first();
    // KV: 8 x 32768 x 20,480 B; state: 8 x 64,389,120 B
    QCOMPARE(g.kvCache.bytes, qint64(8) * 32768 * 20480);
    QCOMPARE(g.sequenceState.bytes, qint64(8) * 64389120);
    QCOMPARE(g.part(MemoryPartKind::SequenceState).bytes, g.sequenceState.bytes);
    QVERIFY(allMemoryPartKinds().contains(MemoryPartKind::SequenceState));
    QCOMPARE(memoryPartId(MemoryPartKind::SequenceState), u"state"_qs);
    const QString why = g.sequenceState.explanation.text();
    QVERIFY2(why.contains(u"30 recurrent layers"_qs), qPrintable(why));
    QVERIFY2(why.contains(u"8192 channels x 3 tokens x 16 bits"_qs), qPrintable(why));
    QVERIFY2(why.contains(u"524288 values x 32 bits"_qs), qPrintable(why));
    // a full-attention model has no state part
    ModelSpec dense = m;
    dense.attentionLayers.clear();
    const auto plain = estimateMemory(dense, catalogGpu(u"h200-sxm-141gb"_qs), config(1), d);
    QVERIFY(plain);
    QCOMPARE(plain->perGpu.first().sequenceState.bytes, qint64(0));
}

void TestHfAttention::stateBoundsConcurrency()
{
    // The pool holds KV and state: max sequences = pool / (KV of one sequence + its state),
    // and the solver agrees with a bisection on the fit.
    const ModelSpec m = readFixture(u"Qwen--Qwen3.5-35B-A3B_config.json"_qs);
    const GpuSpec gpu = catalogGpu(u"h200-sxm-141gb"_qs);
    Deployment d;
    d.engine = EngineKind::Vllm;
    d.kv = KvFormat::Bf16;
    d.workload.concurrentSequences = 1;
    d.workload.contextTokens = 1024;
    const auto one = estimateMemory(m, gpu, config(1), d);
    QVERIFY(one);
    const std::int64_t perSequence = qint64(1024) * 20480 + 64389120; // 1024 = 64 blocks of 16
    QCOMPARE(one->maxSequences, one->kvPoolBytesPerGpu / perSequence);
    const auto most = maxConcurrentSequences(m, gpu, config(1), d,
                                             defaultEngineProfile(EngineKind::Vllm));
    QVERIFY(most);
    d.workload.concurrentSequences = int(most->value);
    QVERIFY(estimateMemory(m, gpu, config(1), d)->fits);
    d.workload.concurrentSequences = int(most->value) + 1;
    QVERIFY(!estimateMemory(m, gpu, config(1), d)->fits);
    // without the state the pool would hold more sequences of this length
    QVERIFY(one->kvPoolBytesPerGpu / (qint64(1024) * 20480) > one->maxSequences);
}

void TestHfAttention::llama4_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<qint64>("active");
    QTest::addColumn<int>("moeLayers");
    // Llama 4 text model (transformers Llama4TextDecoderLayer; the vision tower is not counted
    // here): d 5120, 48 layers, H 40, KV 8, h 128, V 202048, untied.
    //  attention 5120 x 40 x 128 + 2 x 5120 x 8 x 128 + 40 x 128 x 5120 = 62,914,560 (the q/k
    //  norms are L2 norms without weights); 2 RMSNorms 10,240
    //  MoE layer: E experts x 3 x 5120 x 8192 (intermediate_size) + shared expert 3 x 5120 x 8192
    //  + router 5120 x E; active: 1 expert + shared + router
    //  dense layer (intermediate_size_mlp): 3 x 5120 x 16384 = 251,658,240
    //  embeddings 2 x 202048 x 5120 + final norm 5120 = 2,068,976,640
    // Scout (16 experts, every layer MoE): MoE 16 x 125,829,120 + 125,829,120 + 81,920
    //  = 2,139,176,960; active 2 x 125,829,120 + 81,920 = 251,740,160
    //  total 2,068,976,640 + 48 x (62,924,800 + 2,139,176,960) = 107,769,861,120
    //  active 2,068,976,640 + 48 x (62,924,800 + 251,740,160) = 17,172,894,720
    //  (model card: 109B total with the vision tower, 17B active)
    QTest::newRow("Scout") << u"meta-llama--Llama-4-Scout-17B-16E-Instruct_config.json"_qs
                           << qint64(107769861120) << qint64(17172894720) << 48;
    // Maverick (128 experts, interleave_moe_layer_step 2: layers 1, 3, ..., 47 MoE, the even
    //  layers dense): MoE 128 x 125,829,120 + 125,829,120 + 655,360 = 16,232,611,840; active
    //  251,658,240 + 655,360 = 252,313,600
    //  total 2,068,976,640 + 48 x 62,924,800 + 24 x 251,658,240 + 24 x 16,232,611,840
    //      = 400,711,848,960
    //  active 2,068,976,640 + 3,020,390,400 + 6,039,797,760 + 24 x 252,313,600 = 17,184,691,200
    //  (model card: 400B total, 17B active)
    QTest::newRow("Maverick") << u"meta-llama--Llama-4-Maverick-17B-128E-Instruct_config.json"_qs
                              << qint64(400711848960) << qint64(17184691200) << 24;
}

void TestHfAttention::llama4()
{
    QFETCH(QString, file);
    QFETCH(qint64, total);
    QFETCH(qint64, active);
    QFETCH(int, moeLayers);
    const ModelSpec m = readFixture(file);
    QCOMPARE(m.architecture, u"llama4_text"_qs);
    const ParameterCount count = countParameters(m);
    QCOMPARE(count.total(), total);
    QCOMPARE(count.active(), active);
    int moe = 0;
    for (const AttentionLayerGroup &g : m.attentionLayers)
        moe += g.ffn == LayerFfn::Moe ? g.layers : 0;
    QCOMPARE(moe, moeLayers);
    // every 4th layer (3, 7, ..., 47) global, the other 36 chunked at 8192
    QCOMPARE(layersOf(m, AttentionKind::Full), 12);
    QCOMPARE(layersOf(m, AttentionKind::Chunked), 36);
    QCOMPARE(m.attentionLayers.first().windowTokens, 8192);
    // KV per token (full view): 48 x 2 x 8 x 128 x 2 B = 196,608
    QCOMPARE(qint64(kvBytesPerToken(m, KvFormat::Bf16)), qint64(196608));
    QCOMPARE(stateBytesPerSequence(m, 1), qint64(0));
}

void TestHfAttention::llama4ChunkedLayersCapKv()
{
    // One sequence of 1,048,576 tokens on Scout, bf16, no paging: the 12 global layers hold every
    // token, the 36 chunked layers 8192: 12 x 4096 x 1,048,576 + 36 x 4096 x 8192
    // = 51,539,607,552 + 1,207,959,552 = 52,747,567,104 B (all 48 layers full: 206 GB)
    const ModelSpec m = readFixture(u"meta-llama--Llama-4-Scout-17B-16E-Instruct_config.json"_qs);
    QCOMPARE(kvBytesPerSequence(m, KvFormat::Bf16, 1, 1048576, 0), qint64(52747567104));
    // below the chunk every layer holds every token: 48 x 4096 x 4096
    QCOMPARE(kvBytesPerSequence(m, KvFormat::Bf16, 1, 4096, 0), qint64(48) * 4096 * 4096);
    // an explicit no_rope_layers list is followed, and must be 0/1 per layer
    QFile file(fixture(u"meta-llama--Llama-4-Scout-17B-16E-Instruct_config.json"_qs));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    QJsonObject text = root.value(u"text_config"_qs).toObject();
    QJsonArray rope;
    for (int i = 0; i < 48; ++i)
        rope.append(i < 40 ? 1 : 0); // 40 chunked, the last 8 global
    text.insert(u"no_rope_layers"_qs, rope);
    root.insert(u"text_config"_qs, text);
    const auto listed = modelSpecFromHfConfig(QJsonDocument(root));
    QVERIFY(listed);
    QCOMPARE(listed->attentionLayers.size(), 2);
    QCOMPARE(layersOf(*listed, AttentionKind::Chunked), 40);
    rope.replace(7, 2);
    text.insert(u"no_rope_layers"_qs, rope);
    root.insert(u"text_config"_qs, text);
    const auto bad = modelSpecFromHfConfig(QJsonDocument(root));
    QVERIFY(!bad);
    QCOMPARE(bad.error().detail, u"no_rope_layers"_qs);
    QVERIFY2(bad.error().message.contains(u"'2' at index 7"_qs), qPrintable(bad.error().message));
}

void TestHfAttention::mlaAndSparseAttention_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<qint64>("active");
    QTest::addColumn<qint64>("kvBf16");
    QTest::addColumn<qint64>("kvFp8");
    QTest::addColumn<QString>("format");
    // MLA layer (transformers DeepseekV3Attention): q_a d x q_lora + q_a_norm q_lora + q_b q_lora x
    //  H x (nope + rope) + kv_a d x (kv_lora + rope) + kv_a_norm kv_lora + kv_b kv_lora x H x
    //  (nope + v) + o H x v x d. MoE: E x 3 d w + 1 shared 3 d w + router d x E + E (the
    //  e_score_correction_bias of noaux_tc routing); the first_k_dense_replace layers 3 d I.
    //  2 RMSNorms per layer, untied embeddings 2 V d + final norm d. MTP layers not counted.
    // DSA indexer per layer (vLLM deepseek_v2.py Indexer): wq_b q_lora x heads x dim + wk d x dim
    //  + weights_proj d x heads + k_norm LayerNorm 2 dim; its key cache: dim FP8 bytes + a 4-byte
    //  scale per 128 = 132 B per token per layer, whatever the KV format.
    // KV per token: L x (512 + 64) x bytes + L x 132 with an indexer.
    //
    // DeepSeek-V3.2: DeepSeek-V3 (671,026,419,200 total, 37,552,297,472 active: the existing
    //  deepseek-v3.json row) + 61 indexers of 1536 x 64 x 128 + 7168 x 128 + 7168 x 64 + 256
    //  = 13,959,424: total 671,877,944,064 (card: 685B with the 14B MTP layer), active
    //  38,403,822,336; KV 61 x 576 x 2 + 61 x 132 = 70,272 + 8,052 = 78,324 (FP8: 43,188)
    QTest::newRow("DeepSeek-V3.2")
            << u"deepseek-ai--DeepSeek-V3.2_config.json"_qs << qint64(671877944064)
            << qint64(38403822336) << qint64(78324) << qint64(43188) << u"fp8"_qs;
    // GLM-5: d 6144, 78 layers (3 dense of 12288), H 64, q_lora 2048, kv_lora 512, nope 192,
    //  rope 64, v 256, 256 experts of 2048 (8 per token), V 154880.
    //  MLA 6144 x 2048 + 2048 + 2048 x 64 x 256 + 6144 x 576 + 512 + 512 x 64 x 448 + 64 x 256 x
    //  6144 = 165,022,208; indexer 2048 x 32 x 128 + 6144 x 128 + 6144 x 32 + 256 = 9,371,904
    //  MoE 256 x 37,748,736 + 37,748,736 + 6144 x 256 + 256 = 9,702,998,272 (active 8 + 1
    //  experts: 341,311,744); dense 3 x 6144 x 12288 = 226,492,416
    //  total 2 x 154880 x 6144 + 6144 + 78 x (174,394,112 + 12,288) + 3 x 226,492,416
    //      + 75 x 9,702,998,272 = 743,911,218,432 (card: 744B total, 40B active)
    //  active 41,784,728,832; KV 78 x 576 x 2 + 78 x 132 = 89,856 + 10,296 = 100,152
    QTest::newRow("GLM-5") << u"zai-org--GLM-5_config.json"_qs << qint64(743911218432)
                           << qint64(41784728832) << qint64(100152) << qint64(55224) << u"bf16"_qs;
    // Kimi K2 (model_type kimi_k2, DeepSeek-V3 architecture): d 7168, 61 layers (1 dense),
    //  H 64, 384 experts of 2048, V 163840, no indexer.
    //  MLA 7168 x 1536 + 1536 + 1536 x 64 x 192 + 7168 x 576 + 512 + 512 x 64 x 256 + 64 x 128
    //  x 7168 = 101,124,096; MoE 384 x 44,040,192 + 44,040,192 + 7168 x 384 + 384
    //  = 16,958,226,816 (active 399,114,624); dense 3 x 7168 x 18432 = 396,361,728
    //  total 2 x 163840 x 7168 + 7168 + 61 x (101,124,096 + 14,336) + 396,361,728
    //      + 60 x 16,958,226,816 = 1,026,408,232,448 (card: 1T total, 32B active)
    //  active 32,861,500,928; KV 61 x 576 x 2 = 70,272
    QTest::newRow("Kimi-K2") << u"moonshotai--Kimi-K2-Instruct_config.json"_qs
                             << qint64(1026408232448) << qint64(32861500928) << qint64(70272)
                             << qint64(35136) << u"fp8"_qs;
}

void TestHfAttention::mlaAndSparseAttention()
{
    QFETCH(QString, file);
    QFETCH(qint64, total);
    QFETCH(qint64, active);
    QFETCH(qint64, kvBf16);
    QFETCH(qint64, kvFp8);
    QFETCH(QString, format);
    const ModelSpec m = readFixture(file);
    QVERIFY(m.isMla());
    QVERIFY(m.moe.routerBias);
    const ParameterCount count = countParameters(m);
    QCOMPARE(count.total(), total);
    QCOMPARE(count.active(), active);
    QCOMPARE(qint64(kvBytesPerToken(m, KvFormat::Bf16)), kvBf16);
    QCOMPARE(qint64(kvBytesPerToken(m, KvFormat::Fp8)), kvFp8);
    // MLA and the indexer cache are replicated on every TP rank
    QCOMPARE(qint64(kvBytesPerToken(m, KvFormat::Bf16, 8)), kvBf16);
    QCOMPARE(stateBytesPerSequence(m, 1), qint64(0));
    QCOMPARE(m.defaultWeightFormat, format);
}

void TestHfAttention::sharedIndexerLayers()
{
    // GLM-5 with indexer_types: the "shared" layers reuse a full layer's top-k and have no
    // indexer weights and no indexer cache. 78 layers, every other one shared (39 + 39):
    //  parameters 743,911,218,432 - 39 x 9,371,904 = 743,545,714,176
    //  KV 78 x 1152 + 39 x 132 = 89,856 + 5,148 = 95,004 B/token at 16 bits
    QFile file(fixture(u"zai-org--GLM-5_config.json"_qs));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    QJsonArray types;
    for (int i = 0; i < 78; ++i)
        types.append(i % 2 == 0 ? u"full"_qs : u"shared"_qs);
    root.insert(u"indexer_types"_qs, types);
    auto spec = modelSpecFromHfConfig(QJsonDocument(root));
    QVERIFY2(spec, qPrintable(spec ? QString() : spec.error().message));
    QCOMPARE(spec->attentionLayers.size(), 78);
    QCOMPARE(countParameters(*spec).total(), qint64(743545714176));
    QCOMPARE(qint64(kvBytesPerToken(*spec, KvFormat::Bf16)), qint64(95004));
    spec->id = u"glm-5-shared"_qs;
    const auto back = modelSpecFromJson(modelSpecToJson(*spec));
    QVERIFY(back);
    QCOMPARE(*back, *spec);
    // index_topk_freq 2 with the default offset 2: layer i shares when max(i - 1, 0) is odd
    root.remove(u"indexer_types"_qs);
    root.insert(u"index_topk_freq"_qs, 2);
    const auto freq = modelSpecFromHfConfig(QJsonDocument(root));
    QVERIFY(freq);
    int shared = 0;
    for (const AttentionLayerGroup &g : freq->attentionLayers)
        shared += g.sharedIndexer ? g.layers : 0;
    QCOMPARE(shared, 38); // layers 2, 4, ..., 76
    types.replace(3, u"half"_qs);
    root.insert(u"indexer_types"_qs, types);
    const auto bad = modelSpecFromHfConfig(QJsonDocument(root));
    QVERIFY(!bad);
    QCOMPARE(bad.error().detail, u"indexer_types"_qs);
    QVERIFY2(bad.error().message.contains(u"'half' at index 3"_qs), qPrintable(bad.error().message));
}

void TestHfAttention::nemotronH_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<qint64>("active");
    QTest::addColumn<qint64>("kvPerToken");
    QTest::addColumn<qint64>("state");
    QTest::addColumn<int>("mamba");
    QTest::addColumn<int>("attention");
    // Nemotron-H (transformers NemotronHBlock): one RMSNorm d and one mixer per character of
    //  hybrid_override_pattern. Mamba-2 'M' (NemotronHMamba2Mixer): I = heads x head_dim,
    //  conv_dim = I + 2 x n_groups x d_state: in_proj d x (I + conv_dim + heads) + conv1d
    //  conv_dim x 4 + conv bias conv_dim + dt_bias, A_log, D heads each + gated norm I + out_proj
    //  I x d (use_bias false). Attention '*': d x H x h + 2 x d x KV x h + H x h x d. MLP '-':
    //  up + down 2 x d x I (squared ReLU, no gate). MoE 'E': E x 2 x d x w + shared 2 x d x w_s +
    //  router d x E + E (e_score_correction_bias). Untied embeddings 2 V d + final norm d.
    //  KV per token: attention blocks x 2 x KV x h x 2 B. State per Mamba block (vLLM
    //  mamba2_state_shape): conv_dim x 3 x 2 B + heads x head_dim x d_state x 4 B (vLLM's
    //  NemotronH hook: the config's mamba_ssm_cache_dtype, float32 when absent).
    //
    // Nemotron-H-56B: d 8192, 118 blocks (54 M, 10 *, 54 -), H 64, KV 8, h 128, I 32768,
    //  256 Mamba heads of 64, 8 groups, d_state 256, V 131072. I_m 16384, conv_dim 20480.
    //  Mamba 8192 x 36,992 + 20480 x 4 + 20480 + 768 + 16384 + 16384 x 8192 = 438,424,320
    //  attention 8192 x 8192 + 2 x 8192 x 1024 + 8192 x 8192 = 150,994,944; MLP 536,870,912
    //  total 2 x 131072 x 8192 + 8192 + 54 x 438,432,512 + 10 x 151,003,136 + 54 x 536,879,104
    //      = 56,324,350,464 (card: 56B)
    //  KV 10 x 2 x 8 x 128 x 2 = 40,960; state 54 x (20480 x 3 x 2 + 256 x 64 x 256 x 4)
    //      = 54 x (122,880 + 16,777,216) = 912,605,184
    QTest::newRow("Nemotron-H-56B")
            << u"nvidia--Nemotron-H-56B-Base-8K_config.json"_qs << qint64(56324350464)
            << qint64(56324350464) << qint64(40960) << qint64(912605184) << 54 << 10;
    // Nemotron-3-Nano-30B-A3B: d 2688, 52 blocks (23 M, 6 *, 23 E), H 32, KV 2, h 128 (not
    //  2688 / 32), 64 Mamba heads of 64, 8 groups, d_state 128; 128 experts of 1856, 6 per
    //  token, shared 3712; V 131072; mamba_ssm_cache_dtype float32. I_m 4096, conv_dim 6144.
    //  Mamba 2688 x 10,304 + 6144 x 4 + 6144 + 192 + 4096 + 4096 x 2688 = 38,742,208
    //  attention 2688 x 4096 + 2 x 2688 x 256 + 4096 x 2688 = 23,396,352
    //  MoE 128 x 2 x 2688 x 1856 + 2 x 2688 x 3712 + 2688 x 128 + 128 = 1,297,465,472;
    //      active 6 x 9,977,856 + 19,955,712 + 344,192 = 80,167,040
    //  total 2 x 131072 x 2688 + 2688 + 23 x 38,744,896 + 6 x 23,399,040 + 23 x 1,297,468,160
    //      = 31,577,940,288 (card: 31.6B total)
    //  active 3,580,076,352 (card: 3.6B active with embeddings)
    //  KV 6 x 2 x 2 x 128 x 2 = 6,144; state 23 x (6144 x 3 x 2 + 64 x 64 x 128 x 4)
    //      = 23 x (36,864 + 2,097,152) = 49,082,368
    // Nemotron-3-Super-120B-A12B (FP8 checkpoint): d 4096, 88 blocks (40 M, 8 *, 40 E), H 32,
    //  KV 2, h 128, 128 Mamba heads of 64, 8 groups, d_state 128; 512 experts of 2688, 22 per
    //  token, working in moe_latent_size 1024 (fc1_latent_proj d x 1024 + fc2_latent_proj
    //  1024 x d around them), shared expert 5376 on d. I_m 8192, conv_dim 10240.
    //  Mamba 4096 x 18,560 + 10240 x 4 + 10240 + 384 + 8192 + 8192 x 4096 = 109,635,968
    //  attention 4096 x 4096 + 2 x 4096 x 256 + 4096 x 4096 = 35,651,584
    //  MoE 512 x 2 x 1024 x 2688 + 2 x 4096 x 5376 + 4096 x 512 + 512 + 2 x 4096 x 1024
    //      = 2,873,098,752; active 22 x 5,505,024 + 44,040,192 + 2,097,664 + 8,388,608
    //      = 175,636,992
    //  total 2 x 131072 x 4096 + 4096 + 40 x 109,640,064 + 8 x 35,655,680 + 40 x 2,873,102,848
    //      = 120,668,707,840 (card: 120B total, 12B active); active 12,770,237,440
    //  KV 8 x 2 x 2 x 128 x 2 = 8,192; state 40 x (10240 x 3 x 2 + 128 x 64 x 128 x 4)
    //      = 40 x (61,440 + 4,194,304) = 170,229,760
    QTest::newRow("Nemotron-3-Super-120B-A12B")
            << u"nvidia--NVIDIA-Nemotron-3-Super-120B-A12B-FP8_config.json"_qs
            << qint64(120668707840) << qint64(12770237440) << qint64(8192) << qint64(170229760)
            << 40 << 8;
    // Nemotron-3.5-Lightning-30B-A3B: the Nano's shapes, stated as transformers 5's
    //  layers_block_type names instead of the pattern: the same counts as the Nano below
    QTest::newRow("Nemotron-3.5-Lightning (layers_block_type)")
            << u"nvidia--NVIDIA-Nemotron-3.5-Lightning-30B-A3B-NVFP4_config.json"_qs
            << qint64(31577940288) << qint64(3580076352) << qint64(6144) << qint64(49082368) << 23
            << 6;
    // Nemotron-3-Ultra-550B-A55B: transformers 5 form, layers_block_type and no
    //  num_hidden_layers: 108 blocks (48 M, 12 *, 48 E), d 8192, H 64, KV 2, h 128, 256 Mamba
    //  heads of 64, 8 groups, d_state 128; 512 experts of 5120 in latent 2048, 22 per token,
    //  shared 10240. I_m 16384, conv_dim 18432.
    //  Mamba 8192 x 35,072 + 18432 x 5 + 768 + 16384 + 16384 x 8192 = 421,636,864
    //  attention 8192 x 8192 + 2 x 8192 x 256 + 8192 x 8192 = 138,412,032
    //  MoE 512 x 2 x 2048 x 5120 + 2 x 8192 x 10240 + 8192 x 512 + 512 + 2 x 8192 x 2048
    //      = 10,942,939,648; active 22 x 20,971,520 + 167,772,160 + 4,194,816 + 33,554,432
    //      = 666,894,848
    //  total 2 x 131072 x 8192 + 8192 + 48 x 421,645,056 + 12 x 138,420,224
    //      + 48 x 10,942,947,840 = 549,308,993,536 (card: 550B total, 55B active);
    //  active 56,058,843,136
    //  KV 12 x 2 x 2 x 128 x 2 = 12,288; state 48 x (18432 x 3 x 2 + 256 x 64 x 128 x 4)
    //      = 48 x (110,592 + 8,388,608) = 407,961,600
    QTest::newRow("Nemotron-3-Ultra-550B-A55B (layers_block_type)")
            << u"nvidia--NVIDIA-Nemotron-3-Ultra-550B-A55B-BF16_config.json"_qs
            << qint64(549308993536) << qint64(56058843136) << qint64(12288) << qint64(407961600)
            << 48 << 12;
    QTest::newRow("Nemotron-3-Nano-30B-A3B")
            << u"nvidia--NVIDIA-Nemotron-3-Nano-30B-A3B-BF16_config.json"_qs << qint64(31577940288)
            << qint64(3580076352) << qint64(6144) << qint64(49082368) << 23 << 6;
}

void TestHfAttention::nemotronH()
{
    QFETCH(QString, file);
    QFETCH(qint64, total);
    QFETCH(qint64, active);
    QFETCH(qint64, kvPerToken);
    QFETCH(qint64, state);
    QFETCH(int, mamba);
    QFETCH(int, attention);
    const ModelSpec m = readFixture(file);
    QCOMPARE(layersOf(m, AttentionKind::Mamba2), mamba);
    QCOMPARE(layersOf(m, AttentionKind::Full), attention);
    QCOMPARE(m.recurrent.ssmStateBits, 32);
    const ParameterCount count = countParameters(m);
    QCOMPARE(count.total(), total);
    QCOMPARE(count.active(), active);
    QCOMPARE(qint64(kvBytesPerToken(m, KvFormat::Bf16)), kvPerToken);
    QCOMPARE(stateBytesPerSequence(m, 1), state);
    // the round trip keeps the per-layer blocks
    ModelSpec named = m;
    named.id = u"nemotron"_qs;
    const auto back = modelSpecFromJson(modelSpecToJson(named));
    QVERIFY(back);
    QCOMPARE(*back, named);
    QCOMPARE(countParameters(*back).total(), total);
}

void TestHfAttention::nemotronHPatternErrors_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("needle");
    QTest::newRow("unknown block")
            << u"M-M*X-"_qs << u"hybrid_override_pattern"_qs << u"'X' at index 4"_qs;
    QTest::newRow("too short") << u"M-M*"_qs << u"hybrid_override_pattern"_qs << u"4 layers"_qs;
    QTest::newRow("MoE without experts")
            << u"M-ME*-"_qs << u"n_routed_experts"_qs << u"n_routed_experts"_qs;
    QTest::newRow("missing") << QString() << u"hybrid_override_pattern"_qs
                             << u"hybrid_override_pattern"_qs;
}

void TestHfAttention::nemotronHPatternErrors()
{
    QFETCH(QString, pattern);
    QFETCH(QString, field);
    QFETCH(QString, needle);
    // a reduced SYNTHETIC Nemotron-H config (6 blocks)
    QJsonObject config {{u"model_type"_qs, u"nemotron_h"_qs},
                        {u"hidden_size"_qs, 256},
                        {u"intermediate_size"_qs, 1024},
                        {u"num_hidden_layers"_qs, 6},
                        {u"num_attention_heads"_qs, 4},
                        {u"num_key_value_heads"_qs, 2},
                        {u"vocab_size"_qs, 1000},
                        {u"mamba_num_heads"_qs, 8},
                        {u"mamba_head_dim"_qs, 32},
                        {u"n_groups"_qs, 2},
                        {u"ssm_state_size"_qs, 16}};
    if (!pattern.isNull())
        config.insert(u"hybrid_override_pattern"_qs, pattern);
    const auto spec = modelSpecFromHfConfig(QJsonDocument(config));
    QVERIFY(!spec);
    QCOMPARE(spec.error().detail, field);
    QVERIFY2(spec.error().message.contains(needle), qPrintable(spec.error().message));
    // the same config with a valid pattern reads
    config.insert(u"hybrid_override_pattern"_qs, u"M-M*M-"_qs);
    QVERIFY(modelSpecFromHfConfig(QJsonDocument(config)));
}

void TestHfAttention::pythonJsonLiterals()
{
    // Python's json module writes bare Infinity / NaN (the real Nemotron-H config has
    // "time_step_limit": [0.0, Infinity]): they read as null, strings stay as they are
    QJsonParseError error;
    const QJsonDocument d = parseHfConfigJson(
            R"({"a": [0.0, Infinity, -Infinity, NaN], "s": "NaN \" Infinity", "n": 1})", &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonArray a = d.object().value(u"a"_qs).toArray();
    QCOMPARE(a.size(), 4);
    QVERIFY(a.at(1).isNull() && a.at(2).isNull() && a.at(3).isNull());
    QCOMPARE(d.object().value(u"s"_qs).toString(), u"NaN \" Infinity"_qs);
    QCOMPARE(d.object().value(u"n"_qs).toInt(), 1);
    // anything else that is not JSON is still an error
    parseHfConfigJson(R"({"a": Inf})", &error);
    QVERIFY(error.error != QJsonParseError::NoError);
}

HEADROOM_TEST_APPLESS_MAIN(TestHfAttention)
void TestHfAttention::qwen3NextCheckpoint()
{
    // The Qwen3-Next config.json states no MTP field, but the checkpoint holds one MTP layer
    // (Qwen layout: fc 2d -> d, pre_fc_norm_embedding, pre_fc_norm_hidden, norm, and a
    // full-attention MoE layer): 2048 x 4096 + 3 x 2048 + (27,263,488 + 4096 + 1,614,809,088)
    //  = 8,388,608 + 6,144 + 1,642,076,672 = 1,650,471,424.
    // Main model 79,674,391,296 + MTP = 81,324,862,720: exactly the sum of the 75,944 tensors of
    // the published safetensors (a public weight listing of Qwen/Qwen3-Next-80B-A3B-Instruct,
    // tests/data/hf/README.md).
    const ModelSpec m = readFixture(u"Qwen--Qwen3-Next-80B-A3B-Instruct_config.json"_qs);
    QCOMPARE(m.mtp.layers, 1);
    QCOMPARE(m.mtp.layout, MtpLayout::Qwen);
    const ParameterCount count = countParameters(m);
    QCOMPARE(count.total(), qint64(79674391296));
    QCOMPARE(count.mtp(), qint64(1650471424));
    QCOMPARE(count.checkpoint(), qint64(81324862720));
    // 36 Gated DeltaNet + 12 full-attention layers, as layer_types would list them
    QCOMPARE(layersOf(m, AttentionKind::GatedDeltaNet), 36);
    QCOMPARE(layersOf(m, AttentionKind::Full), 12);
}

void TestHfAttention::slidingWindowKv_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("fullLayers");
    QTest::addColumn<int>("window");
    QTest::addColumn<qint64>("perToken"); // bf16, every layer, before the window cap
    QTest::addColumn<qint64>("at100k"); // one sequence of 100,000 tokens, no paging
    QTest::addColumn<qint64>("extra"); // ModelSpec::extraParameters (attention sinks)
    // per layer and token: 2 (K and V) x n_kv x head_dim x 2 B; sliding layers hold
    // min(tokens, window), full layers every token
    // gpt-oss-120b: 36 layers alternating sliding (128) / full from layer_types, 8 KV heads of
    //  64: 2048 B per layer; 36 x 2048 = 73,728 B/token; at 100,000 tokens
    //  18 x 2048 x 100,000 + 18 x 2048 x 128 = 3,691,118,592 B; sinks: 36 layers x 64 heads
    QTest::newRow("gpt-oss-120b") << u"openai--gpt-oss-120b_config.json"_qs << 18 << 128
                                  << qint64(73728) << qint64(3691118592) << qint64(2304);
    // gpt-oss-20b: 24 layers, the same heads: 12 x 2048 x 100,128 = 2,460,745,728; 24 x 64 sinks
    QTest::newRow("gpt-oss-20b") << u"openai--gpt-oss-20b_config.json"_qs << 12 << 128
                                 << qint64(49152) << qint64(2460745728) << qint64(1536);
    // Gemma 3 27B: 62 layers, every 6th global (sliding_window_pattern 6: 10 full), window
    //  1024, 16 KV heads of 128: 8192 B per layer; 62 x 8192 = 507,904 B/token; at 100,000
    //  10 x 8192 x 100,000 + 52 x 8192 x 1024 = 8,628,207,616 B
    QTest::newRow("gemma-3-27b") << u"gemma-3-27b-it.json"_qs << 10 << 1024 << qint64(507904)
                                 << qint64(8628207616) << qint64(0);
    // Gemma 2 9B: 42 layers alternating (even layers local), window 4096, 8 KV heads of 256:
    //  8192 B per layer; 21 x 8192 x 100,000 + 21 x 8192 x 4096 = 17,907,843,072 B
    QTest::newRow("gemma-2-9b") << u"gemma-2-9b.json"_qs << 21 << 4096 << qint64(344064)
                                << qint64(17907843072) << qint64(0);
}

void TestHfAttention::slidingWindowKv()
{
    QFETCH(QString, file);
    QFETCH(int, fullLayers);
    QFETCH(int, window);
    QFETCH(qint64, perToken);
    QFETCH(qint64, at100k);
    QFETCH(qint64, extra);
    const ModelSpec m = readFixture(file);
    QCOMPARE(layersOf(m, AttentionKind::Full), fullLayers);
    QCOMPARE(layersOf(m, AttentionKind::SlidingWindow), m.layers - fullLayers);
    for (const AttentionLayerGroup &g : m.attentionLayers)
        QCOMPARE(g.windowTokens, g.kind == AttentionKind::SlidingWindow ? window : 0);
    QCOMPARE(qint64(kvBytesPerToken(m, KvFormat::Bf16)), perToken);
    QCOMPARE(kvBytesPerSequence(m, KvFormat::Bf16, 1, 100000, 0), at100k);
    QCOMPARE(stateBytesPerSequence(m, 1), qint64(0));
    QCOMPARE(m.extraParameters, extra);
}

void TestHfAttention::rwkv_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("hidden"); // 0: as the file says; else the file resized (7B)
    QTest::addColumn<int>("kind");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<qint64>("state"); // per sequence, TP 1, bf16 shifts + fp32 WKV
    // RWKV-4 (transformers modeling_rwkv.py), d = hidden, a = attention_hidden_size, I:
    //  per block: ln1 + ln2 LayerNorms 4d; attention key / value / receptance d x a, output
    //  a x d, time_decay + time_first 2a, time_mix_key / _value / _receptance 3d; feed forward
    //  key d x I, value I x d, receptance d x d, time_mix_key / _receptance 2d
    //  model: emb V x d, blocks.0.pre_ln 2d, ln_out 2d, head d x V (untied)
    //  state per layer: token shifts 2 x d x 2 B + num / den / max 3 x a x 4 B; no KV
    // rwkv-4-169m-pile: d = a = 768, I = 3072, 12 layers, V 50277
    //  block 3,072 + 2,359,296 + 1,536 + 2,304 + 4,718,592 + 589,824 + 1,536 = 7,676,160
    //  total 12 x 7,676,160 + 2 x 50277 x 768 + 2 x 768 + 2 x 768 = 169,342,464 ("169m")
    //  state 12 x (2 x 768 x 2 + 3 x 768 x 4) = 12 x (3,072 + 9,216) = 147,456 B
    QTest::newRow("RWKV-4 169M") << u"RWKV--rwkv-4-169m-pile_config.json"_qs << 0
                                 << int(AttentionKind::Rwkv4) << qint64(169342464)
                                 << qint64(147456);
    // RWKV-6 (modeling_rwkv6.py): per block ln1 + ln2 4d; receptance / key / value / gate d x a
    //  and output a x d = 5da; time_maa_x, _w, _k, _v, _r, _g 6d; time_maa_w1 d x 5E + w2
    //  5 x E x d = 10Ed; time_decay a; time_decay_w1 d x D + w2 D x a; time_faaaa a; ln_x 2a;
    //  feed forward 2dI + d^2 + time_maa_k / _r 2d; E = 32, D = 64 (64 and 128 at d = 4096)
    //  state per layer: token shifts 2 x d x 2 B + heads x 64 x 64 x 4 B
    // v6-Finch-1B6: d = a = 2048, 32 heads of 64, I = (2048 x 3.5) // 32 x 32 = 7168, 24
    //  layers, V 65536
    //  block 8,192 + 20,971,520 + 12,288 + 655,360 + 2,048 + 262,144 + 2,048 + 4,096
    //      + 29,360,128 + 4,194,304 + 4,096 = 55,476,224
    //  total 24 x 55,476,224 + 2 x 65536 x 2048 + 4 x 2048 = 1,599,873,024 ("1.6B")
    //  state 24 x (8,192 + 32 x 4096 x 4) = 24 x 532,480 = 12,779,520 B
    QTest::newRow("RWKV-6 1.6B") << u"RWKV--v6-Finch-1B6-HF_config.json"_qs << 0
                                 << int(AttentionKind::Rwkv6) << qint64(1599873024)
                                 << qint64(12779520);
    // the same file at the 7B's sizes (d = a = 4096, 32 layers, I 14336: E 64, D 128):
    //  block 16,384 + 83,886,080 + 24,576 + 2,621,440 + 4,096 + 1,048,576 + 4,096 + 8,192
    //      + 117,440,512 + 16,777,216 + 8,192 = 221,839,360
    //  total 32 x 221,839,360 + 2 x 65536 x 4096 + 4 x 4096 = 7,635,746,816 ("7.6B")
    //  state 32 x (16,384 + 64 x 4096 x 4) = 32 x 1,064,960 = 34,078,720 B
    QTest::newRow("RWKV-6 7B sizes")
            << u"RWKV--v6-Finch-1B6-HF_config.json"_qs << 4096 << int(AttentionKind::Rwkv6)
            << qint64(7635746816) << qint64(34078720);
}

void TestHfAttention::rwkv()
{
    QFETCH(QString, file);
    QFETCH(int, hidden);
    QFETCH(int, kind);
    QFETCH(qint64, total);
    QFETCH(qint64, state);
    QFile f(fixture(file));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonObject json = QJsonDocument::fromJson(f.readAll()).object();
    if (hidden > 0) {
        json.insert(u"hidden_size"_qs, hidden);
        json.insert(u"attention_hidden_size"_qs, hidden);
        json.insert(u"num_hidden_layers"_qs, 32);
    }
    const auto spec = modelSpecFromHfConfig(QJsonDocument(json));
    QVERIFY2(spec, qPrintable(spec ? QString() : spec.error().message));
    QCOMPARE(layersOf(*spec, AttentionKind(kind)), spec->layers);
    const ParameterCount count = countParameters(*spec);
    QCOMPARE(count.total(), total);
    QCOMPARE(count.active(), total);
    // no per-token KV; a constant state whatever the context
    QCOMPARE(kvBytesPerToken(*spec, KvFormat::Bf16), 0.0);
    QCOMPARE(stateBytesPerSequence(*spec, 1), state);
    QCOMPARE(kvBytesPerSequence(*spec, KvFormat::Bf16, 1, 1000, 16), state);
    QCOMPARE(kvBytesPerSequence(*spec, KvFormat::Bf16, 1, 1000000, 16), state);
    // the catalog's JSON keeps the kind
    ModelSpec named = *spec;
    named.id = u"rwkv"_qs;
    const auto back = modelSpecFromJson(modelSpecToJson(named));
    QVERIFY2(back, qPrintable(back ? QString() : back.error().message));
    QCOMPARE(back->attentionLayers, named.attentionLayers);
    QCOMPARE(back->recurrent, named.recurrent);
    QCOMPARE(countParameters(*back).total(), total);
}

void TestHfAttention::rwkvStateIsItsOwnBarPart()
{
    // RWKV-6 1.6B on one L4, 32 sequences of 100,000 tokens: no KV part, the state part
    // 32 x 12,779,520 B, explained with its formula
    const ModelSpec m = readFixture(u"RWKV--v6-Finch-1B6-HF_config.json"_qs);
    Deployment d;
    d.engine = EngineKind::Transformers;
    d.kv = KvFormat::Bf16;
    d.workload.concurrentSequences = 32;
    d.workload.contextTokens = 100000;
    d.workload.inputTokens = 0;
    d.workload.outputTokens = 0;
    const auto memory = estimateMemory(m, catalogGpu(u"l4-24gb"_qs), config(1), d);
    QVERIFY2(memory, qPrintable(memory ? QString() : memory.error().message));
    const GpuMemory &g = memory->perGpu.first();
    QCOMPARE(g.kvCache.bytes, qint64(0));
    QCOMPARE(g.sequenceState.bytes, qint64(32) * 12779520);
    const QString why = g.sequenceState.explanation.text();
    QVERIFY2(why.contains(u"24 RWKV layers"_qs), qPrintable(why));
    QVERIFY2(why.contains(u"token shift 2048 channels x 2 tokens x 16 bits"_qs), qPrintable(why));
    QVERIFY2(why.contains(u"WKV state 131072 values x 32 bits"_qs), qPrintable(why));
}

void TestHfAttention::rwkvErrorsNameTheField_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("needle");
    // RWKV-5 and RWKV-7 blocks have other tensors: refused, not counted as RWKV-6
    QTest::newRow("rwkv7") << u"model_type"_qs << QJsonValue(u"rwkv7"_qs) << u"model_type"_qs
                           << u"'rwkv7'"_qs;
    QTest::newRow("rwkv5") << u"model_type"_qs << QJsonValue(u"rwkv5"_qs) << u"model_type"_qs
                           << u"'rwkv5'"_qs;
    QTest::newRow("head size") << u"head_size"_qs << QJsonValue(48) << u"head_size"_qs
                               << u"'head_size' 48"_qs;
    QTest::newRow("no layers") << u"num_hidden_layers"_qs << QJsonValue() << u"num_hidden_layers"_qs
                               << u"'num_hidden_layers'"_qs;
}

void TestHfAttention::rwkvErrorsNameTheField()
{
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(QString, field);
    QFETCH(QString, needle);
    QFile f(fixture(u"RWKV--v6-Finch-1B6-HF_config.json"_qs));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonObject json = QJsonDocument::fromJson(f.readAll()).object();
    if (value.isUndefined() || value.isNull())
        json.remove(key);
    else
        json.insert(key, value);
    const auto spec = modelSpecFromHfConfig(QJsonDocument(json));
    QVERIFY(!spec);
    QCOMPARE(spec.error().detail, field);
    QVERIFY2(spec.error().message.contains(needle), qPrintable(spec.error().message));
}

void TestHfAttention::unreadMixersNameTheField_data()
{
    QTest::addColumn<QJsonObject>("config");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("needle");
    // the fields (as their models' config.json files name them) of layers no reader here
    // understands, on configs that also state every attention size: refused, not read as
    // all-attention transformers
    const QJsonObject llama {{u"hidden_size"_qs, 4096},      {u"intermediate_size"_qs, 14336},
                             {u"num_hidden_layers"_qs, 32},  {u"num_attention_heads"_qs, 32},
                             {u"num_key_value_heads"_qs, 8}, {u"vocab_size"_qs, 65536}};
    const auto with = [&](const char16_t *type, const QString &key, const QJsonValue &value) {
        QJsonObject c = llama;
        c.insert(u"model_type"_qs, QString::fromUtf16(type));
        c.insert(key, value);
        return c;
    };
    // Jamba: attention every attn_layer_period-th layer, Mamba elsewhere
    QTest::newRow("jamba") << with(u"jamba", u"attn_layer_period"_qs, 8) << u"attn_layer_period"_qs
                           << u"model_type 'jamba'"_qs;
    // Bamba / Granite-4 hybrids: attention on listed layers, Mamba-2 elsewhere
    QTest::newRow("bamba") << with(u"bamba", u"attn_layer_indices"_qs, QJsonArray {9, 18, 27})
                           << u"attn_layer_indices"_qs << u"'attn_layer_indices'"_qs;
    // Falcon-H1: parallel Mamba-2 heads in every layer
    QTest::newRow("falcon_h1") << with(u"falcon_h1", u"mamba_d_state"_qs, 256)
                               << u"mamba_d_state"_qs << u"not attention"_qs;
    // RecurrentGemma: RG-LRU blocks
    QTest::newRow("recurrent_gemma") << with(u"recurrent_gemma", u"lru_width"_qs, 2560)
                                     << u"lru_width"_qs << u"'lru_width'"_qs;
    // MiniMax-Text-01: lightning (linear) attention where attn_type_list says 0
    QTest::newRow("minimax lightning")
            << with(u"minimax", u"attn_type_list"_qs, QJsonArray {0, 0, 0, 1})
            << u"attn_type_list"_qs << u"unknown kind '0' at index 0"_qs;
}

void TestHfAttention::unreadMixersNameTheField()
{
    QFETCH(QJsonObject, config);
    QFETCH(QString, field);
    QFETCH(QString, needle);
    const auto spec = modelSpecFromHfConfig(QJsonDocument(config));
    QVERIFY(!spec);
    QCOMPARE(spec.error().detail, field);
    QVERIFY2(spec.error().message.contains(needle), qPrintable(spec.error().message));
    // MiniMax-M2's attn_type_list, every layer 1 (softmax attention), reads as attention
    QJsonObject minimax = config;
    QJsonArray allSoftmax;
    for (int i = 0; i < 32; ++i)
        allSoftmax.append(1);
    minimax = QJsonObject {{u"model_type"_qs, u"minimax_m2"_qs},
                           {u"hidden_size"_qs, 4096},
                           {u"intermediate_size"_qs, 14336},
                           {u"num_hidden_layers"_qs, 32},
                           {u"num_attention_heads"_qs, 32},
                           {u"num_key_value_heads"_qs, 8},
                           {u"vocab_size"_qs, 65536},
                           {u"attn_type_list"_qs, allSoftmax}};
    QVERIFY(modelSpecFromHfConfig(QJsonDocument(minimax)));
}

#include "tst_hfattention.moc"
