#include "catalog/hfconfig.h"
#include "estimate/kvcache.h"
#include "estimate/parametercount.h"
#include "headroomtest.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Headroom;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/hf/") + name;
}

} // namespace

class TestHfConfig : public QObject
{
    Q_OBJECT

private slots:
    void parsesReferenceModels_data();
    void parsesReferenceModels();
    void gemma2Alternates();
    void gemma3NestedTextConfigAndPattern();
    void layerTypesList();
    void quantizationConfig_data();
    void quantizationConfig();
    void glm4MoeBiasesAndQkNorms();
    void errorsNameTheField_data();
    void errorsNameTheField();
};

void TestHfConfig::parsesReferenceModels_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<qint64>("active");
    QTest::addColumn<qint64>("kvPerToken");
    QTest::addColumn<QString>("format");
    // expected values: tests/data/reference/models.csv params_*_computed and
    // kv_cache_bytes_per_token_fp16 of the same model; exact
    QTest::newRow("llama-3.1-8b") << u"llama-3.1-8b.json"_qs << qint64(8030261248)
                                  << qint64(8030261248) << qint64(131072) << u"bf16"_qs;
    QTest::newRow("mixtral-8x7b") << u"mixtral-8x7b.json"_qs << qint64(46702792704)
                                  << qint64(12879925248) << qint64(131072) << u"bf16"_qs;
    QTest::newRow("deepseek-v3") << u"deepseek-v3.json"_qs << qint64(671026419200)
                                 << qint64(37552297472) << qint64(70272) << u"fp8"_qs;
    QTest::newRow("gemma-2-9b") << u"gemma-2-9b.json"_qs << qint64(9241705984) << qint64(9241705984)
                                << qint64(344064) << u"fp32"_qs;
    QTest::newRow("qwen3-30b-a3b") << u"qwen3-30b-a3b.json"_qs << qint64(30532122624)
                                   << qint64(3353032704) << qint64(98304) << u"bf16"_qs;
    QTest::newRow("qwen2.5-7b awq") << u"qwen2.5-7b-instruct-awq.json"_qs << qint64(7615616512)
                                    << qint64(7615616512) << qint64(57344) << u"int4-awq"_qs;
    // Falcon: no linear biases, two LayerNorms per layer, tied head; OPT: biases everywhere,
    // learned positions (+2 offset), tied embeddings
    QTest::newRow("falcon-40b") << u"falcon-40b.json"_qs << qint64(41303293952)
                                << qint64(41303293952) << qint64(122880) << u"bf16"_qs;
    QTest::newRow("opt-13b") << u"opt-13b.json"_qs << qint64(12853473280) << qint64(12853473280)
                             << qint64(819200) << u"fp16"_qs;
}

void TestHfConfig::parsesReferenceModels()
{
    QFETCH(QString, file);
    QFETCH(qint64, total);
    QFETCH(qint64, active);
    QFETCH(qint64, kvPerToken);
    QFETCH(QString, format);
    const auto spec = readHfConfigFile(fixture(file));
    QVERIFY2(spec, qPrintable(spec ? QString() : spec.error().message));
    const ParameterCount count = countParameters(*spec);
    QCOMPARE(count.total(), total);
    QCOMPARE(count.active(), active);
    QCOMPARE(qint64(kvBytesPerToken(*spec, KvFormat::Fp16)), kvPerToken);
    QCOMPARE(spec->defaultWeightFormat, format);
}

void TestHfConfig::gemma2Alternates()
{
    const auto spec = readHfConfigFile(fixture(u"gemma-2-9b.json"_qs));
    QVERIFY(spec);
    QCOMPARE(spec->attentionLayers.size(), 42);
    QCOMPARE(spec->attentionLayers.first().kind, AttentionKind::SlidingWindow);
    QCOMPARE(spec->attentionLayers.first().windowTokens, 4096);
    QCOMPARE(spec->attentionLayers.at(1).kind, AttentionKind::Full);
    QVERIFY(spec->tiedEmbeddings);
    QCOMPARE(spec->headDim, 256); // explicit, not 3584 / 16 = 224
}

void TestHfConfig::gemma3NestedTextConfigAndPattern()
{
    const auto spec = readHfConfigFile(fixture(u"gemma-3-27b-it.json"_qs));
    QVERIFY(spec);
    QCOMPARE(spec->hidden, 5376);
    QCOMPARE(spec->architecture, u"gemma3_text"_qs); // the text model inside
    QVERIFY(spec->qkNorm);
    QCOMPARE(spec->normsPerLayer, 4);
    int layers = 0, full = 0;
    for (const AttentionLayerGroup &g : spec->attentionLayers) {
        layers += g.layers;
        if (g.kind == AttentionKind::Full)
            full += g.layers;
    }
    QCOMPARE(layers, 62);
    QCOMPARE(full, 10); // layers 5, 11, ..., 59: 5 local : 1 global
    QCOMPARE(spec->attentionLayers.first().layers, 5);
    QCOMPARE(spec->defaultWeightFormat, u"bf16"_qs);
}

void TestHfConfig::layerTypesList()
{
    QJsonObject config {{u"model_type"_qs, u"gpt_oss"_qs},
                        {u"num_hidden_layers"_qs, 4},
                        {u"hidden_size"_qs, 2880},
                        {u"intermediate_size"_qs, 2880},
                        {u"num_attention_heads"_qs, 64},
                        {u"num_key_value_heads"_qs, 8},
                        {u"head_dim"_qs, 64},
                        {u"vocab_size"_qs, 201088},
                        {u"num_local_experts"_qs, 32},
                        {u"num_experts_per_tok"_qs, 4},
                        {u"sliding_window"_qs, 128},
                        {u"layer_types"_qs,
                         QJsonArray {u"sliding_attention"_qs, u"full_attention"_qs,
                                     u"sliding_attention"_qs, u"full_attention"_qs}}};
    const auto spec = modelSpecFromHfConfig(QJsonDocument(config));
    QVERIFY(spec);
    QCOMPARE(spec->attentionLayers.size(), 4);
    QCOMPARE(spec->attentionLayers.at(2).windowTokens, 128);
    QCOMPARE(spec->moe.experts, 32);
    QVERIFY(spec->moe.routerBias);
}

void TestHfConfig::quantizationConfig_data()
{
    QTest::addColumn<QJsonObject>("quantization");
    QTest::addColumn<QString>("format");
    QTest::newRow("awq") << QJsonObject {{u"quant_method"_qs, u"awq"_qs}, {u"bits"_qs, 4}}
                         << u"int4-awq"_qs;
    QTest::newRow("gptq") << QJsonObject {{u"quant_method"_qs, u"gptq"_qs}, {u"bits"_qs, 4}}
                          << u"int4-gptq"_qs;
    QTest::newRow("gptq 8-bit") << QJsonObject {{u"quant_method"_qs, u"gptq"_qs}, {u"bits"_qs, 8}}
                                << u"int8"_qs;
    QTest::newRow("fp8") << QJsonObject {{u"quant_method"_qs, u"fp8"_qs}} << u"fp8"_qs;
    QTest::newRow("nf4") << QJsonObject {{u"quant_method"_qs, u"bitsandbytes"_qs},
                                         {u"load_in_4bit"_qs, true}}
                         << u"nf4"_qs;
    QTest::newRow("none") << QJsonObject {} << u"fp16"_qs; // falls back to torch_dtype
}

void TestHfConfig::quantizationConfig()
{
    QFETCH(QJsonObject, quantization);
    QFETCH(QString, format);
    QJsonObject config {{u"torch_dtype"_qs, u"float16"_qs}};
    if (!quantization.isEmpty())
        config.insert(u"quantization_config"_qs, quantization);
    const auto parsed = hfWeightFormat(config);
    QVERIFY(parsed);
    QCOMPARE(weightFormatId(*parsed), format);
}

void TestHfConfig::errorsNameTheField_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("field");
    QFile missing(fixture(u"missing-layers.json"_qs));
    QVERIFY(missing.open(QIODevice::ReadOnly));
    QTest::newRow("missing layers") << missing.readAll() << u"num_hidden_layers"_qs;
    QTest::newRow("layers a string")
            << QByteArray(R"({"model_type":"llama","num_hidden_layers":"32","hidden_size":1,)"
                          R"("num_attention_heads":1,"vocab_size":1,"intermediate_size":1})")
            << u"num_hidden_layers"_qs;
    QTest::newRow("no model_type") << QByteArray(R"({"hidden_size":1})") << u"model_type"_qs;
    QTest::newRow("array") << QByteArray("[1,2]") << QString();
}

void TestHfConfig::errorsNameTheField()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, field);
    const auto spec = modelSpecFromHfConfig(QJsonDocument::fromJson(json));
    QVERIFY(!spec);
    QCOMPARE(spec.error().detail, field);
    if (!field.isEmpty())
        QVERIFY(spec.error().message.contains(field));
}

void TestHfConfig::glm4MoeBiasesAndQkNorms()
{
    // A reduced, made-up glm4_moe config (the field names of zai-org/GLM-4.5's): HF
    // Glm4MoeAttention has q/k/v biases (attention_bias) but an unbiased o_proj, and per-head
    // q_norm / k_norm when use_qk_norm is true.
    QJsonObject config {{u"model_type"_qs, u"glm4_moe"_qs},
                        {u"num_hidden_layers"_qs, 2},
                        {u"hidden_size"_qs, 64},
                        {u"intermediate_size"_qs, 128},
                        {u"num_attention_heads"_qs, 4},
                        {u"num_key_value_heads"_qs, 2},
                        {u"head_dim"_qs, 16},
                        {u"vocab_size"_qs, 100},
                        {u"attention_bias"_qs, true},
                        {u"use_qk_norm"_qs, true},
                        {u"tie_word_embeddings"_qs, false}};
    const auto spec = modelSpecFromHfConfig(QJsonDocument(config));
    QVERIFY2(spec, qPrintable(spec ? QString() : spec.error().message));
    QVERIFY(spec->attentionBias);
    QVERIFY(!spec->outputProjectionBias);
    QVERIFY(spec->qkNorm);
    // per layer: q 64x64 + k, v 64x32 each + o 64x64 = 12,288; biases 64 + 32 + 32 = 128;
    // q/k norms 16 + 16; MLP 3 x 64 x 128 = 24,576; two RMSNorms 128: 37,152.
    // embeddings and lm_head 2 x 100 x 64 = 12,800, final norm 64: 2 x 37,152 + 12,864 = 87,168
    QCOMPARE(countParameters(*spec).total(), qint64(87168));
    config.insert(u"use_qk_norm"_qs, false);
    QVERIFY(!modelSpecFromHfConfig(QJsonDocument(config))->qkNorm);
}

HEADROOM_TEST_APPLESS_MAIN(TestHfConfig)
#include "tst_hfconfig.moc"
