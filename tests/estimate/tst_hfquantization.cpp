#include "catalog/catalog.h"
#include "catalog/hfconfig.h"
#include "catalog/hfquantization.h"
#include "estimate/engineprofile.h"
#include "estimate/parametercount.h"
#include "estimate/speedmodel.h"
#include "estimate/weightbytes.h"
#include "headroomtest.h"
#include "spec/specjson.h"

#include <QJsonArray>
#include <QTest>

using namespace Headroom;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/hf/") + name;
}

const QuantizedTensors &group(const ModelSpec &m, QuantGroup g)
{
    return m.quantization.group(g);
}

/** A reduced synthetic Llama-3.1-8B (the real tests/data/hf/llama-3.1-8b.json sizes) with a
 *  quantization_config written in by the test: made up, not a real checkpoint's config. */
QJsonObject llama8b(const QJsonObject &quantization)
{
    QJsonObject c {{u"model_type"_qs, u"llama"_qs},    {u"num_hidden_layers"_qs, 32},
                   {u"hidden_size"_qs, 4096},          {u"intermediate_size"_qs, 14336},
                   {u"num_attention_heads"_qs, 32},    {u"num_key_value_heads"_qs, 8},
                   {u"vocab_size"_qs, 128256},         {u"max_position_embeddings"_qs, 131072},
                   {u"torch_dtype"_qs, u"bfloat16"_qs}};
    if (!quantization.isEmpty())
        c.insert(u"quantization_config"_qs, quantization);
    return c;
}

// Llama-3.1-8B by group (tst_hfconfig: 8,030,261,248 in all):
//   attention 32 x (4096 x 4096 x 2 + 2 x 4096 x 1024) = 32 x 41,943,040 = 1,342,177,280
//   MLP       32 x 3 x 4096 x 14336                     = 5,637,144,576
//   embeddings and lm_head 2 x 128256 x 4096            = 1,050,673,152
//   norms 32 x 2 x 4096 + 4096                          = 266,240
constexpr qint64 kLlamaAttention = 1342177280;
constexpr qint64 kLlamaMlp = 5637144576;
constexpr qint64 kLlamaTable = 525336576; // one of embeddings / lm_head
constexpr qint64 kLlamaNorms = 266240;

/** A compressed-tensors config_groups entry in the form llm-compressor writes (synthetic). */
QJsonObject ctConfig(const QJsonObject &weights, const QJsonValue &activations,
                     const QJsonArray &ignore = {u"lm_head"_qs})
{
    QJsonObject group {{u"targets"_qs, QJsonArray {u"Linear"_qs}},
                       {u"weights"_qs, weights},
                       {u"input_activations"_qs, activations}};
    return {{u"quant_method"_qs, u"compressed-tensors"_qs},
            {u"format"_qs, u"naive-quantized"_qs},
            {u"config_groups"_qs, QJsonObject {{u"group_0"_qs, group}}},
            {u"ignore"_qs, ignore}};
}

} // namespace

class TestHfQuantization : public QObject
{
    Q_OBJECT

private slots:
    void gptOss_data();
    void gptOss();
    void fp8Block();
    void minimaxModulesToNotConvert();
    void modeloptNvfp4();
    void modeloptFp8();
    void modeloptWithoutQuantMethod();
    void compressedTensors_data();
    void compressedTensors();
    void ignoreRegexLeavesPartQuantized();
    void integerMethods_data();
    void integerMethods();
    void errorsNameTheField_data();
    void errorsNameTheField();
    void otherFormatKeepsUniformRule();
    void specJsonRoundTrip();
    void newFormatIds();
    void fp4ComputeOnBlackwell();
};

void TestHfQuantization::gptOss_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<qint64>("activeWithoutEmbedding");
    QTest::addColumn<qint64>("experts");
    QTest::addColumn<qint64>("bytes");
    // gpt-oss (transformers modeling_gpt_oss.py), d 2880, 64 heads x 64, 8 KV heads, vocab
    // 201088, expert width 2880, untied head. Per layer:
    //   attention q 2880x4096 + k, v 2880x512 + o 4096x2880 = 26,542,080, biases 4096 + 2 x 512
    //   + 2880 = 8000, sinks 64, norms 2 x 2880, router 2880 x E + E
    //   experts E x (gate_up 2880x5760 + down 2880x2880) = E x 24,883,200, biases E x 8640
    // 20b (24 layers, 32 experts): layer 823,186,976; + 2 x 579,133,440 tables + 2880 norm
    //   = 20,914,757,184 (published 20.91 B); active with 4 experts minus the embedding table
    //   = 3,608,307,264 (published 3.61 B)
    // 120b (36 layers, 128 experts): 116,829,156,672 (published 116.83 B); 5,132,849,472 active
    //   (published 5.13 B)
    // Checkpoint: expert matrices MXFP4 (4 bits + an E8M0 scale per 32 = 4.25 bits), the rest
    // BF16: 20b 19,110,297,600 x 4.25 / 8 + 1,804,459,584 x 2 = 13,761,264,768 B = 12.82 GiB
    // (published ~12.8 GiB of safetensors); 120b 114,661,785,600 x 4.25 / 8 + 2,167,371,072 x 2
    // = 65,248,815,744 B = 60.77 GiB (published ~60.8 GiB)
    QTest::newRow("gpt-oss-20b") << u"openai--gpt-oss-20b_config.json"_qs << qint64(20914757184)
                                 << qint64(3608307264) << qint64(19110297600)
                                 << qint64(13761264768);
    QTest::newRow("gpt-oss-120b") << u"openai--gpt-oss-120b_config.json"_qs << qint64(116829156672)
                                  << qint64(5132849472) << qint64(114661785600)
                                  << qint64(65248815744);
}

void TestHfQuantization::gptOss()
{
    QFETCH(QString, file);
    QFETCH(qint64, total);
    QFETCH(qint64, activeWithoutEmbedding);
    QFETCH(qint64, experts);
    QFETCH(qint64, bytes);
    const auto spec = readHfConfigFile(fixture(file));
    QVERIFY2(spec, qPrintable(spec ? QString() : spec.error().message));
    const ParameterCount count = countParameters(*spec);
    QCOMPARE(count.total(), total);
    QCOMPARE(count.active() - count.embedding, activeWithoutEmbedding);
    QCOMPARE(count.routedLinear(), experts);
    QCOMPARE(spec->defaultWeightFormat, u"mxfp4"_qs);
    QCOMPARE(spec->quantization.method, u"mxfp4"_qs);
    // only the experts: attention, router, embeddings and lm_head stay BF16
    QCOMPARE(group(*spec, QuantGroup::RoutedExperts).quantizedShare, 1.0);
    QCOMPARE(group(*spec, QuantGroup::RoutedExperts).bitsPerWeight, 4.25);
    QCOMPARE(group(*spec, QuantGroup::RoutedExperts).scheme.activationBits, 16);
    for (QuantGroup g : {QuantGroup::Attention, QuantGroup::Embedding, QuantGroup::LmHead})
        QCOMPARE(group(*spec, g).quantizedShare, 0.0);
    QCOMPARE(modelWeightBytes(*spec, count, WeightFormat::Mxfp4), bytes);
    const WeightLayout layout = weightLayout(*spec, WeightFormat::Mxfp4);
    QVERIFY(layout.checkpoint);
    const QString text = layout.explanation().text();
    QVERIFY2(text.contains(u"routed experts 4.25 bits"_qs), qPrintable(text));
    QVERIFY2(text.contains(u"16-bit: attention projections"_qs), qPrintable(text));
}

void TestHfQuantization::fp8Block()
{
    // Qwen3-30B-A3B-FP8: FP8 e4m3 with an fp32 scale per 128 x 128 block = 8 + 32 / 16384
    // bits; modules_to_not_convert: lm_head, norms and the routers (mlp.gate).
    // attention 48 x (2048x4096 x 2 + 2 x 2048x512) = 905,969,664; experts 48 x 128 x 3 x
    // 2048 x 768 = 28,991,029,248; rest (norms, q/k norms, routers) 12,793,856; tables 2 x
    // 311,164,928 at 16 bits:
    // (905,969,664 + 28,991,029,248) x 8.001953125 / 8 + (12,793,856 + 622,329,856) x 2
    // = 31,174,545,408 B
    const auto spec = readHfConfigFile(fixture(u"Qwen--Qwen3-30B-A3B-FP8_config.json"_qs));
    QVERIFY2(spec, qPrintable(spec ? QString() : spec.error().message));
    QCOMPARE(spec->defaultWeightFormat, u"fp8"_qs);
    const QuantizedTensors &experts = group(*spec, QuantGroup::RoutedExperts);
    QCOMPARE(experts.scheme.strategy, QuantStrategy::Block);
    QCOMPARE(experts.scheme.blockRows, 128);
    QCOMPARE(experts.scheme.scaleBits, 32);
    QCOMPARE(experts.scheme.activationBits, 8);
    QCOMPARE(experts.quantizedShare, 1.0);
    QCOMPARE(experts.bitsPerWeight, 8.001953125);
    QCOMPARE(group(*spec, QuantGroup::Attention).quantizedShare, 1.0);
    QCOMPARE(group(*spec, QuantGroup::LmHead).quantizedShare, 0.0);
    const ParameterCount count = countParameters(*spec);
    QCOMPARE(count.total(), qint64(30532122624));
    QCOMPARE(count.attentionLinear(), qint64(905969664));
    QCOMPARE(count.routedLinear(), qint64(28991029248));
    QCOMPARE(modelWeightBytes(*spec, count, WeightFormat::Fp8), qint64(31174545408));
}

void TestHfQuantization::minimaxModulesToNotConvert()
{
    // MiniMax-M2.5: modules_to_not_convert ["gate", "e_score_correction_bias", "lm_head"] by
    // whole name components: "gate" is the router block_sparse_moe.gate, never w1/w2/w3
    const auto spec = readHfConfigFile(fixture(u"MiniMaxAI--MiniMax-M2.5_config.json"_qs));
    QVERIFY2(spec, qPrintable(spec ? QString() : spec.error().message));
    QCOMPARE(spec->defaultWeightFormat, u"fp8"_qs);
    QCOMPARE(group(*spec, QuantGroup::RoutedExperts).quantizedShare, 1.0);
    QCOMPARE(group(*spec, QuantGroup::Attention).quantizedShare, 1.0);
    QCOMPARE(group(*spec, QuantGroup::LmHead).quantizedShare, 0.0);
    QCOMPARE(group(*spec, QuantGroup::Embedding).quantizedShare, 0.0);
    // bytes from the groups: matrices at 8 + 32/16384 bits, everything else 2 bytes
    const ParameterCount count = countParameters(*spec);
    const double linear = double(count.attentionLinear() + count.routedLinear());
    QCOMPARE(count.linear(), count.attentionLinear() + count.routedLinear());
    const auto expected = qint64(std::llround(linear * (8 + 32.0 / 16384) / 8
                                              + double(count.total() - count.linear()) * 2));
    QCOMPARE(modelWeightBytes(*spec, count, WeightFormat::Fp8), expected);
}

void TestHfQuantization::modeloptNvfp4()
{
    // nvidia/Qwen3-235B-A22B-NVFP4: config.json has no quantization_config; the
    // hf_quant_config.json beside it says NVFP4, group 16, exclude_modules the 94 routers and
    // lm_head. NVFP4 = 4-bit E2M1 + an FP8 scale per 16 = 4.5 bits (+ fp32 per tensor).
    // attention 94 x (4096x8192 x 2 + 2 x 4096x512) = 6,702,497,792; experts 94 x 128 x 3 x
    // 4096 x 1536 = 227,096,395,776; total 235,093,634,560:
    // 233,798,893,568 x 4.5 / 8 + 1,294,740,992 x 2 = 134,101,359,616 B (124.9 GiB)
    const auto spec = readHfConfigFile(fixture(u"nvidia--Qwen3-235B-A22B-NVFP4_config.json"_qs));
    QVERIFY2(spec, qPrintable(spec ? QString() : spec.error().message));
    QCOMPARE(spec->quantization.method, u"modelopt"_qs);
    QCOMPARE(spec->quantization.format, u"NVFP4"_qs);
    QCOMPARE(spec->defaultWeightFormat, u"nvfp4"_qs);
    const QuantizedTensors &experts = group(*spec, QuantGroup::RoutedExperts);
    QCOMPARE(experts.scheme.groupSize, 16);
    QCOMPARE(experts.scheme.scaleBits, 8);
    QCOMPARE(experts.scheme.activationBits, 4);
    QCOMPARE(experts.bitsPerWeight, 4.5);
    QCOMPARE(group(*spec, QuantGroup::Attention).bitsPerWeight, 4.5);
    QCOMPARE(group(*spec, QuantGroup::LmHead).quantizedShare, 0.0);
    const ParameterCount count = countParameters(*spec);
    QCOMPARE(count.total(), qint64(235093634560));
    QCOMPARE(modelWeightBytes(*spec, count, WeightFormat::Nvfp4), qint64(134101359616));
}

void TestHfQuantization::modeloptFp8()
{
    // nvidia/Llama-3.1-70B-Instruct-FP8 (hf_quant_config.json: FP8, exclude lm_head): per-tensor
    // FP8 on every projection. 80 x (8192x8192 x 2 + 2 x 8192x1024 + 3 x 8192x28672) =
    // 68,451,041,280 x 1 B + (70,553,706,496 - 68,451,041,280) x 2 B = 72,656,371,712 B
    // = 67.67 GiB (the checkpoint's measured 67.7 GiB, weightbytes.cpp)
    const auto spec = readHfConfigFile(
            fixture(u"nvidia--Llama-3.1-70B-Instruct-FP8_config.json"_qs));
    QVERIFY2(spec, qPrintable(spec ? QString() : spec.error().message));
    QCOMPARE(spec->defaultWeightFormat, u"fp8"_qs);
    QCOMPARE(group(*spec, QuantGroup::DenseMlp).scheme.strategy, QuantStrategy::Tensor);
    QCOMPARE(group(*spec, QuantGroup::DenseMlp).bitsPerWeight, 8.0);
    QCOMPARE(group(*spec, QuantGroup::LmHead).quantizedShare, 0.0);
    QCOMPARE(modelWeightBytes(*spec, countParameters(*spec), WeightFormat::Fp8),
             qint64(72656371712));
}

void TestHfQuantization::modeloptWithoutQuantMethod()
{
    // Qwen3-32B-FP8-Static-PerTensor: quantization_config without quant_method (ModelOpt's
    // quant_algo FP8), and hf_quant_config.json beside it: static per-tensor FP8, W8A8
    const auto spec = readHfConfigFile(
            fixture(u"Qwen--Qwen3-32B-FP8-Static-PerTensor_config.json"_qs));
    QVERIFY2(spec, qPrintable(spec ? QString() : spec.error().message));
    QCOMPARE(spec->defaultWeightFormat, u"fp8"_qs);
    QCOMPARE(group(*spec, QuantGroup::Attention).scheme.activationBits, 8);
    QCOMPARE(group(*spec, QuantGroup::DenseMlp).quantizedShare, 1.0);
    QCOMPARE(group(*spec, QuantGroup::LmHead).quantizedShare, 0.0);
}

void TestHfQuantization::compressedTensors_data()
{
    QTest::addColumn<QJsonObject>("quantization");
    QTest::addColumn<QString>("format");
    QTest::addColumn<double>("bits");
    QTest::addColumn<int>("activationBits");
    // The schemes of llm-compressor's presets (synthetic configs in its form, see ctConfig):
    // FP8_DYNAMIC: float 8 per channel (a BF16 scale per output row: 16 / 4096 bits here, the
    // hidden width standing for the input width), dynamic per-token FP8 activations
    QTest::newRow("FP8_DYNAMIC") << ctConfig({{u"num_bits"_qs, 8},
                                              {u"type"_qs, u"float"_qs},
                                              {u"strategy"_qs, u"channel"_qs},
                                              {u"symmetric"_qs, true}},
                                             QJsonObject {{u"num_bits"_qs, 8},
                                                          {u"type"_qs, u"float"_qs},
                                                          {u"strategy"_qs, u"token"_qs},
                                                          {u"dynamic"_qs, true}})
                                 << u"fp8"_qs << 8 + 16.0 / 4096 << 8;
    // W8A8 int8 per channel
    QTest::newRow("W8A8") << ctConfig({{u"num_bits"_qs, 8},
                                       {u"type"_qs, u"int"_qs},
                                       {u"strategy"_qs, u"channel"_qs},
                                       {u"symmetric"_qs, true}},
                                      QJsonObject {{u"num_bits"_qs, 8},
                                                   {u"type"_qs, u"int"_qs},
                                                   {u"strategy"_qs, u"token"_qs},
                                                   {u"dynamic"_qs, true}})
                          << u"int8"_qs << 8 + 16.0 / 4096 << 8;
    // W4A16 (pack-quantized): int4 + a BF16 scale per 128, no activation quantization
    QTest::newRow("W4A16") << ctConfig({{u"num_bits"_qs, 4},
                                        {u"type"_qs, u"int"_qs},
                                        {u"strategy"_qs, u"group"_qs},
                                        {u"group_size"_qs, 128},
                                        {u"symmetric"_qs, true}},
                                       QJsonValue::Null)
                           << u"int4-gptq"_qs << 4 + 16.0 / 128 << 16;
    // W4A16_ASYM: + a 4-bit zero point per group
    QTest::newRow("W4A16 asym") << ctConfig({{u"num_bits"_qs, 4},
                                             {u"type"_qs, u"int"_qs},
                                             {u"strategy"_qs, u"group"_qs},
                                             {u"group_size"_qs, 128},
                                             {u"symmetric"_qs, false}},
                                            QJsonValue::Null)
                                << u"int4-gptq"_qs << 4 + 20.0 / 128 << 16;
    // NVFP4 (nvfp4-pack-quantized): float 4, tensor_group 16, FP8 scales, FP4 activations
    QTest::newRow("NVFP4") << ctConfig({{u"num_bits"_qs, 4},
                                        {u"type"_qs, u"float"_qs},
                                        {u"strategy"_qs, u"tensor_group"_qs},
                                        {u"group_size"_qs, 16}},
                                       QJsonObject {{u"num_bits"_qs, 4},
                                                    {u"type"_qs, u"float"_qs},
                                                    {u"strategy"_qs, u"tensor_group"_qs},
                                                    {u"group_size"_qs, 16}})
                           << u"nvfp4"_qs << 4.5 << 4;
    // FP8_BLOCK: float 8, 128 x 128 blocks with a BF16 scale
    QTest::newRow("FP8_BLOCK") << ctConfig({{u"num_bits"_qs, 8},
                                            {u"type"_qs, u"float"_qs},
                                            {u"strategy"_qs, u"block"_qs},
                                            {u"block_structure"_qs, QJsonArray {128, 128}}},
                                           QJsonObject {{u"num_bits"_qs, 8},
                                                        {u"type"_qs, u"float"_qs},
                                                        {u"strategy"_qs, u"group"_qs},
                                                        {u"group_size"_qs, 128}})
                               << u"fp8"_qs << 8 + 16.0 / 16384 << 8;
}

void TestHfQuantization::compressedTensors()
{
    QFETCH(QJsonObject, quantization);
    QFETCH(QString, format);
    QFETCH(double, bits);
    QFETCH(int, activationBits);
    const auto spec = modelSpecFromHfConfig(QJsonDocument(llama8b(quantization)));
    QVERIFY2(spec, qPrintable(spec ? QString() : spec.error().message));
    QCOMPARE(spec->defaultWeightFormat, format);
    QCOMPARE(spec->quantization.method, u"compressed-tensors"_qs);
    for (QuantGroup g : {QuantGroup::Attention, QuantGroup::DenseMlp}) {
        QCOMPARE(group(*spec, g).quantizedShare, 1.0);
        QCOMPARE(group(*spec, g).bitsPerWeight, bits);
        QCOMPARE(group(*spec, g).scheme.activationBits, activationBits);
    }
    // ignore ["lm_head"]; embeddings are no Linear: both 16-bit
    QCOMPARE(group(*spec, QuantGroup::LmHead).quantizedShare, 0.0);
    QCOMPARE(group(*spec, QuantGroup::Embedding).quantizedShare, 0.0);
    const auto expected = qint64(std::llround(double(kLlamaAttention + kLlamaMlp) * bits / 8
                                              + double(2 * kLlamaTable + kLlamaNorms) * 2));
    const auto f = weightFormatFromId(format);
    QVERIFY(f);
    QCOMPARE(modelWeightBytes(*spec, countParameters(*spec), *f), expected);
}

void TestHfQuantization::ignoreRegexLeavesPartQuantized()
{
    // ignore "re:.*down_proj$": a third of the MLP (down of gate/up/down) stays 16-bit
    const QJsonObject q = ctConfig({{u"num_bits"_qs, 8},
                                    {u"type"_qs, u"float"_qs},
                                    {u"strategy"_qs, u"tensor"_qs}},
                                   QJsonValue::Null,
                                   QJsonArray {u"lm_head"_qs, u"re:.*down_proj$"_qs});
    const auto spec = modelSpecFromHfConfig(QJsonDocument(llama8b(q)));
    QVERIFY2(spec, qPrintable(spec ? QString() : spec.error().message));
    const QuantizedTensors &mlp = group(*spec, QuantGroup::DenseMlp);
    QCOMPARE(mlp.quantizedShare, 2.0 / 3.0);
    QCOMPARE(mlp.bitsPerWeight, 2.0 / 3.0 * 8 + 1.0 / 3.0 * 16);
    QCOMPARE(group(*spec, QuantGroup::Attention).quantizedShare, 1.0);
    // a re: pattern anchors at the start (re.match): "re:mlp" matches no "model.layers..." name
    const QJsonObject anchored = ctConfig({{u"num_bits"_qs, 8},
                                           {u"type"_qs, u"float"_qs},
                                           {u"strategy"_qs, u"tensor"_qs}},
                                          QJsonValue::Null, QJsonArray {u"re:mlp"_qs});
    const auto spec2 = modelSpecFromHfConfig(QJsonDocument(llama8b(anchored)));
    QVERIFY(spec2);
    QCOMPARE(group(*spec2, QuantGroup::DenseMlp).quantizedShare, 1.0);
    QCOMPARE(group(*spec2, QuantGroup::LmHead).quantizedShare, 1.0); // not ignored: quantized
}

void TestHfQuantization::integerMethods_data()
{
    QTest::addColumn<QJsonObject>("quantization");
    QTest::addColumn<QString>("format");
    QTest::addColumn<double>("bits");
    // AutoAWQ GEMM, group 128: 4 bits + fp16 scale + 4-bit packed zero per 128 = 4.15625
    QTest::newRow("awq") << QJsonObject {{u"quant_method"_qs, u"awq"_qs},
                                         {u"bits"_qs, 4},
                                         {u"group_size"_qs, 128},
                                         {u"zero_point"_qs, true},
                                         {u"version"_qs, u"gemm"_qs}}
                         << u"int4-awq"_qs << 4 + 20.0 / 128;
    // GPTQ: qzeros are stored even when symmetric, and g_idx: an int32 per input row
    // (32 / 4096 here)
    QTest::newRow("gptq") << QJsonObject {{u"quant_method"_qs, u"gptq"_qs},
                                          {u"bits"_qs, 4},
                                          {u"group_size"_qs, 128},
                                          {u"desc_act"_qs, false},
                                          {u"sym"_qs, true}}
                          << u"int4-gptq"_qs << 4 + 20.0 / 128 + 32.0 / 4096;
    // bitsandbytes NF4 with double quant: 4 + 8/64 + 32/(64 x 256) = 4.126953125
    QTest::newRow("nf4 double quant") << QJsonObject {{u"quant_method"_qs, u"bitsandbytes"_qs},
                                                      {u"load_in_4bit"_qs, true},
                                                      {u"bnb_4bit_quant_type"_qs, u"nf4"_qs},
                                                      {u"bnb_4bit_use_double_quant"_qs, true}}
                                      << u"nf4"_qs << 4.126953125;
    // without double quant the absmax is an fp32 per 64: 4.5
    QTest::newRow("nf4") << QJsonObject {{u"quant_method"_qs, u"bitsandbytes"_qs},
                                         {u"load_in_4bit"_qs, true},
                                         {u"bnb_4bit_quant_type"_qs, u"nf4"_qs}}
                         << u"nf4"_qs << 4.5;
    // LLM.int8(): int8 + an fp32 scale per output row (32 / 4096)
    QTest::newRow("int8") << QJsonObject {{u"quant_method"_qs, u"bitsandbytes"_qs},
                                          {u"load_in_8bit"_qs, true}}
                          << u"int8"_qs << 8 + 32.0 / 4096;
    // fbgemm_fp8: fp32 scale per output row
    QTest::newRow("fbgemm_fp8") << QJsonObject {{u"quant_method"_qs, u"fbgemm_fp8"_qs}} << u"fp8"_qs
                                << 8 + 32.0 / 4096;
}

void TestHfQuantization::integerMethods()
{
    QFETCH(QJsonObject, quantization);
    QFETCH(QString, format);
    QFETCH(double, bits);
    const auto spec = modelSpecFromHfConfig(QJsonDocument(llama8b(quantization)));
    QVERIFY2(spec, qPrintable(spec ? QString() : spec.error().message));
    QCOMPARE(spec->defaultWeightFormat, format);
    QCOMPARE(group(*spec, QuantGroup::DenseMlp).bitsPerWeight, bits);
    QCOMPARE(group(*spec, QuantGroup::Attention).bitsPerWeight, bits);
    // these methods never quantize lm_head or the embeddings
    QCOMPARE(group(*spec, QuantGroup::LmHead).quantizedShare, 0.0);
    QCOMPARE(group(*spec, QuantGroup::Embedding).quantizedShare, 0.0);
}

void TestHfQuantization::errorsNameTheField_data()
{
    QTest::addColumn<QJsonObject>("quantization");
    QTest::addColumn<QString>("field");
    QTest::newRow("strategy") << ctConfig({{u"num_bits"_qs, 8},
                                           {u"type"_qs, u"int"_qs},
                                           {u"strategy"_qs, u"foo"_qs}},
                                          QJsonValue::Null)
                              << u"quantization_config.config_groups.group_0.weights.strategy"_qs;
    QTest::newRow("num_bits") << ctConfig({{u"num_bits"_qs, 5}, {u"type"_qs, u"int"_qs}},
                                          QJsonValue::Null)
                              << u"quantization_config.config_groups.group_0.weights.num_bits"_qs;
    QTest::newRow("type") << ctConfig({{u"num_bits"_qs, 8}, {u"type"_qs, u"posit"_qs}},
                                      QJsonValue::Null)
                          << u"quantization_config.config_groups.group_0.weights.type"_qs;
    QTest::newRow("quant_method") << QJsonObject {{u"quant_method"_qs, u"foo"_qs}}
                                  << u"quantization_config.quant_method"_qs;
    QTest::newRow("awq bits") << QJsonObject {{u"quant_method"_qs, u"awq"_qs}, {u"bits"_qs, 3}}
                              << u"quantization_config.bits"_qs;
    QTest::newRow("bnb type") << QJsonObject {{u"quant_method"_qs, u"bitsandbytes"_qs},
                                              {u"load_in_4bit"_qs, true},
                                              {u"bnb_4bit_quant_type"_qs, u"nf3"_qs}}
                              << u"quantization_config.bnb_4bit_quant_type"_qs;
    QTest::newRow("fp8 block") << QJsonObject {{u"quant_method"_qs, u"fp8"_qs},
                                               {u"weight_block_size"_qs, QJsonArray {128}}}
                               << u"quantization_config.weight_block_size"_qs;
    QTest::newRow("modelopt algo")
            << QJsonObject {{u"quant_method"_qs, u"modelopt"_qs}, {u"quant_algo"_qs, u"FP5"_qs}}
            << u"quantization_config.quant_algo"_qs;
}

void TestHfQuantization::errorsNameTheField()
{
    QFETCH(QJsonObject, quantization);
    QFETCH(QString, field);
    const auto spec = modelSpecFromHfConfig(QJsonDocument(llama8b(quantization)));
    QVERIFY(!spec);
    QCOMPARE(spec.error().detail, field);
    QVERIFY2(spec.error().message.startsWith(u"config.json: "_qs + field),
             qPrintable(spec.error().message));
}

void TestHfQuantization::otherFormatKeepsUniformRule()
{
    // gpt-oss picked as AWQ by the user: today's uniform rule (every matrix 4.25 bits), and
    // as BF16: 2 bytes per parameter
    const auto spec = readHfConfigFile(fixture(u"openai--gpt-oss-20b_config.json"_qs));
    QVERIFY(spec);
    const ParameterCount count = countParameters(*spec);
    QVERIFY(!weightLayout(*spec, WeightFormat::Int4Awq).checkpoint);
    QCOMPARE(modelWeightBytes(*spec, count, WeightFormat::Bf16), count.total() * 2);
    QCOMPARE(modelWeightBytes(*spec, count, WeightFormat::Int4Awq),
             modelWeightBytes(count, WeightFormat::Int4Awq));
}

void TestHfQuantization::specJsonRoundTrip()
{
    for (const QString &file :
         {u"openai--gpt-oss-20b_config.json"_qs, u"Qwen--Qwen3-30B-A3B-FP8_config.json"_qs}) {
        auto spec = readHfConfigFile(fixture(file));
        QVERIFY(spec);
        spec->id = u"test"_qs;
        spec->name = u"Test"_qs;
        const QJsonObject json = modelSpecToJson(*spec);
        QVERIFY(json.value(u"quantization"_qs).isObject());
        const auto back = modelSpecFromJson(json);
        QVERIFY2(back, qPrintable(back ? QString() : back.error().message));
        QCOMPARE(back->quantization.method, spec->quantization.method);
        QVERIFY(back->quantization == spec->quantization);
    }
}

void TestHfQuantization::newFormatIds()
{
    QCOMPARE(weightFormatFromId(u"nvfp4"), std::optional(WeightFormat::Nvfp4));
    QCOMPARE(weightFormatFromId(u"mxfp4"), std::optional(WeightFormat::Mxfp4));
    QCOMPARE(weightFormatId(WeightFormat::Nvfp4), u"nvfp4"_qs);
    QVERIFY(allWeightFormats().contains(WeightFormat::Mxfp4));
    QVERIFY(!weightFormatName(WeightFormat::Nvfp4).isEmpty());
    QCOMPARE(weightFormatBits(WeightFormat::Nvfp4).linearBits, 4.5);
    QCOMPARE(weightFormatBits(WeightFormat::Mxfp4).linearBits, 4.25);
    QCOMPARE(weightFormatBits(WeightFormat::Mxfp4).embeddingBits, 16.0);
}

void TestHfQuantization::fp4ComputeOnBlackwell()
{
    // B200-like GPU (dense peaks: BF16 2.25, FP8 4.5, FP4 9 PFLOPS) and H100-like (no FP4)
    GpuSpec b200;
    b200.id = u"b200"_qs;
    b200.memoryBandwidthBytesPerSecond = 8e12;
    b200.bf16Flops = 2.25e15;
    b200.fp8Flops = 4.5e15;
    b200.fp4Flops = 9e15;
    GpuSpec h100 = b200;
    h100.fp4Flops = 0;
    const auto spec = readHfConfigFile(fixture(u"nvidia--Qwen3-235B-A22B-NVFP4_config.json"_qs));
    QVERIFY(spec);
    const auto gpt = readHfConfigFile(fixture(u"openai--gpt-oss-120b_config.json"_qs));
    QVERIFY(gpt);
    Configuration config;
    config.gpuCount = 1;
    const auto peak = [&](const ModelSpec &model, const GpuSpec &gpu, WeightFormat f) {
        Deployment d;
        d.weights = f;
        SpeedModel::Model m(model, gpu, config, d, defaultEngineProfile(EngineKind::Vllm));
        SpeedModel::configureModel(m);
        return m.flops;
    };
    // NVFP4 checkpoint (W4A4): FP4 peak on Blackwell, BF16 (W4A16 fallback) without FP4
    QCOMPARE(peak(*spec, b200, WeightFormat::Nvfp4), 9e15);
    QCOMPARE(peak(*spec, h100, WeightFormat::Nvfp4), 2.25e15);
    // the same model run as FP8: the FP8 peak
    QCOMPARE(peak(*spec, b200, WeightFormat::Fp8), 4.5e15);
    // MXFP4 (gpt-oss): vLLM's default MoE kernels take BF16 activations
    QCOMPARE(peak(*gpt, b200, WeightFormat::Mxfp4), 2.25e15);
    // every catalog GPU: NVFP4 takes the FP4 peak on Blackwell (whose entries state one) and
    // nowhere else (Hopper, Ada, Ampere: no FP4 units; MI355X: FP4 with MX scales only, NVFP4
    // dequantized); MXFP4 (gpt-oss) the BF16 peak everywhere
    const Catalog catalog = *Catalog::builtin();
    int blackwell = 0;
    for (const GpuSpec &gpu : catalog.gpus()) {
        const bool fp4 = gpu.architecture.startsWith(u"Blackwell"_qs);
        blackwell += fp4 ? 1 : 0;
        QVERIFY2(!fp4 || gpu.fp4Flops > 0, qPrintable(gpu.id));
        QCOMPARE(peak(*spec, gpu, WeightFormat::Nvfp4), fp4 ? gpu.fp4Flops : gpu.bf16Flops);
        QCOMPARE(peak(*gpt, gpu, WeightFormat::Mxfp4), gpu.bf16Flops);
    }
    QCOMPARE(blackwell, 7); // RTX 5090, RTX PRO 6000 (x2), B200, GB200, B300, GB300
    // a W8A16 checkpoint (compressed-tensors int8, no input_activations) computes in BF16
    const auto w8a16 = modelSpecFromHfConfig(QJsonDocument(llama8b(
            ctConfig({{u"num_bits"_qs, 8}, {u"type"_qs, u"int"_qs}, {u"strategy"_qs, u"channel"_qs}},
                     QJsonValue::Null))));
    QVERIFY(w8a16);
    GpuSpec ampere = h100;
    ampere.int8Ops = 4.5e15;
    QCOMPARE(w8a16->defaultWeightFormat, u"int8"_qs);
    QCOMPARE(peak(*w8a16, ampere, WeightFormat::Int8), 2.25e15);
}

HEADROOM_TEST_APPLESS_MAIN(TestHfQuantization)
#include "tst_hfquantization.moc"
