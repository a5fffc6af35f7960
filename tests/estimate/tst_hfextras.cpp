// MTP layers and vision towers read from real config.json files (tests/data/hf/README.md says
// where each comes from), counted from the module shapes, and what loading them does to memory.
#include "catalog/catalog.h"
#include "catalog/hfconfig.h"
#include "estimate/kvcache.h"
#include "estimate/launchcommand.h"
#include "estimate/memorybreakdown.h"
#include "estimate/parametercount.h"
#include "headroomtest.h"
#include "spec/specjson.h"

#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace Headroom;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/hf/") + name;
}

ModelSpec read(const QString &name)
{
    const auto spec = readHfConfigFile(fixture(name));
    if (!spec)
        qFatal("%s: %s", qPrintable(name), qPrintable(spec.error().message));
    return *spec;
}

GpuSpec h200()
{
    static const Catalog catalog = *Catalog::builtin();
    return *catalog.gpu(QStringLiteral("h200-sxm-141gb"));
}

Configuration config(int tp, int pp)
{
    Configuration c;
    c.gpuId = QStringLiteral("h200-sxm-141gb");
    c.tensorParallel = tp;
    c.pipelineParallel = pp;
    c.gpuCount = tp * pp;
    return c;
}

Deployment deployment(WeightFormat weights)
{
    Deployment d;
    d.weights = weights;
    d.kv = KvFormat::Bf16;
    d.workload.concurrentSequences = 4;
    d.workload.contextTokens = 4096;
    return d;
}

} // namespace

class TestHfExtras : public QObject
{
    Q_OBJECT

private slots:
    void deepSeekMtpMatchesThe685B();
    void glm5AndQwenMtpLayout();
    void miniMaxMtpIsNotInTheCheckpoint();
    void qwen3VlVisionMatchesPublishedTotal();
    void qwen35VisionWithoutDeepStack();
    void gemma3Vision();
    void unknownVisionTowerNamesTheField();
    void hostileVisionConfigRefused();
    void kimiK25MoonVit();
    void specJsonRoundTrip();
    void mtpOnAddsExactlyTheMtpBytes();
    void mtpOnLastPipelineStageOnly();
    void mtpNeedsMtpLayers();
    void visionWeightsAndActivations();
    void launchCommands();
};

void TestHfExtras::deepSeekMtpMatchesThe685B()
{
    const ModelSpec m = read(u"deepseek-ai--DeepSeek-V3_config.json"_qs);
    QCOMPARE(m.mtp.layers, 1); // num_nextn_predict_layers
    QCOMPARE(m.mtp.layout, MtpLayout::DeepSeek);
    const ParameterCount c = countParameters(m);
    // The main model stays the published 671 B (models.csv params_total_computed).
    QCOMPARE(c.total(), qint64(671026419200));
    // The MTP block is a MoE decoder layer like layers 3..60 (d 7168, 128 heads, MLA):
    //   attention: q_a 7168x1536 + q_b 1536x(128x192) + kv_a 7168x(512+64) + kv_b 512x(128x256)
    //              + o (128x128)x7168 = 187,107,328; q_a / kv_a norms 1536 + 512; 2 norms 2x7168
    //   experts: 256 x 3 x 7168 x 2048 + shared 3 x 7168 x 2048; router 7168 x 256 + 256 bias
    //   -> 11,507,286,272
    // + eh_proj 2 x 7168 x 7168 = 102,760,448 + enorm, hnorm, shared_head.norm 3 x 7168
    // + shared_head.head 129280 x 7168 = 926,679,040 (loaded by vLLM)
    //   = 12,536,747,264 loaded; the checkpoint adds the module's embed_tokens copy (926,679,040)
    QCOMPARE(c.mtp(), qint64(12536747264));
    QCOMPARE(c.mtpCheckpointOnly, qint64(926679040));
    // DeepSeek: "685B ... 671B of the Main Model weights and 14B of the MTP Module weights"
    // (huggingface.co/deepseek-ai/DeepSeek-V3 README); 684.49 B rounds to it within 0.1 %
    QCOMPARE(c.checkpoint(), qint64(684489845504));
    QVERIFY(std::abs(double(c.checkpoint()) - 685e9) / 685e9 < 0.001);
    QVERIFY(std::abs(double(c.mtp() + c.mtpCheckpointOnly) - 14e9) / 14e9 < 0.05);
}

void TestHfExtras::glm5AndQwenMtpLayout()
{
    const ModelSpec glm = read(u"zai-org--GLM-5_config.json"_qs);
    QCOMPARE(glm.mtp.layers, 1);
    QCOMPARE(glm.mtp.layout, MtpLayout::DeepSeek);
    const ParameterCount g = countParameters(glm);
    // one module: the last decoder layer + eh_proj 2d x d + 3 RMSNorms + its own lm_head
    const qint64 d = glm.hidden;
    QCOMPARE(g.mtp(), g.layerTotal.back() + 2 * d * d + 3 * d + qint64(glm.vocab) * d);
    QCOMPARE(g.mtpEmbedding, qint64(154880) * 6144);

    const ModelSpec qwen = read(u"Qwen--Qwen3.5-397B-A17B_config.json"_qs);
    QCOMPARE(qwen.mtp.layers, 1); // text_config.mtp_num_hidden_layers
    QCOMPARE(qwen.mtp.layout, MtpLayout::Qwen);
    QVERIFY(!qwen.mtp.dedicatedEmbeddings);
    const ParameterCount q = countParameters(qwen);
    // fc 2 x 4096 -> 4096 + pre_fc_norm_embedding, pre_fc_norm_hidden, norm: 3 x 4096; the
    // decoder layer is a full-attention MoE layer like layer 59 (layer_types); lm_head and
    // embeddings shared (vLLM qwen3_next_mtp.py)
    QCOMPARE(q.mtp(), q.layerTotal.back() + 2 * 4096 * 4096 + 3 * 4096);
    QCOMPARE(q.mtpEmbedding, 0);
    QCOMPARE(q.mtpCheckpointOnly, 0);
}

void TestHfExtras::miniMaxMtpIsNotInTheCheckpoint()
{
    const ModelSpec m = read(u"MiniMaxAI--MiniMax-M2.5_config.json"_qs);
    QCOMPARE(m.mtp.layers, 3); // num_mtp_modules 3 x mtp_transformer_layers 1
    QCOMPARE(m.mtp.layout, MtpLayout::NotReleased);
    QVERIFY(!m.mtp.loadable());
    QCOMPARE(countParameters(m).mtp(), 0);
}

void TestHfExtras::qwen3VlVisionMatchesPublishedTotal()
{
    const ModelSpec m = read(u"Qwen--Qwen3-VL-8B-Instruct_config.json"_qs);
    QCOMPARE(m.vision.kind, u"qwen3_vl"_qs);
    // h 1152, I 4304, patch 16, temporal 2, 27 blocks, 2304 positions, merge 2, out 4096:
    //   patch_embed 3x2x16x16x1152 + 1152 = 1,770,624; pos_embed 2304 x 1152 = 2,654,208
    //   blocks 27 x (4h^2 + 2hI + 9h + I = 15,239,504) = 411,466,608
    //   merger: LayerNorm 2h + fc1 4608x4608 + 4608 + fc2 4608x4096 + 4096 = 40,119,040
    //   3 DeepStack mergers (LayerNorm 2 x 4608): 3 x 40,126,720 = 120,380,160
    //   = 576,388,336
    QCOMPARE(m.vision.parameters, qint64(576388336));
    const ParameterCount c = countParameters(m);
    // HF's safetensors count for Qwen/Qwen3-VL-8B-Instruct: 8,767,123,696 ("8.77B"); the text
    // model (qwen3_vl_text) is Qwen3-8B-shaped with its per-head q/k norms: 8,190,735,360
    QCOMPARE(c.total() + c.vision, qint64(8767123696));
    QCOMPARE(m.vision.patchesPerImage, 65536); // 16,777,216 pixels / (16 x 16)
    QCOMPARE(m.vision.tokensPerImage, 16384); // merged 2 x 2
}

void TestHfExtras::qwen35VisionWithoutDeepStack()
{
    const ModelSpec m = read(u"Qwen--Qwen3.5-397B-A17B_config.json"_qs);
    // the Qwen3-VL tower above without its 3 DeepStack mergers, out_hidden_size 4096 too:
    // 576,388,336 - 120,380,160
    QCOMPARE(m.vision.parameters, qint64(456010480));
}

void TestHfExtras::gemma3Vision()
{
    const ModelSpec m = read(u"gemma-3-27b-it.json"_qs);
    QCOMPARE(m.vision.kind, u"siglip_vision_model"_qs);
    // SigLIP h 1152, I 4304, 27 layers, patch 14 on 896: 64 x 64 = 4096 patches
    //   patch_embedding 3x14x14x1152 + 1152 = 678,528; position_embedding 4096 x 1152 = 4,718,592
    //   layers 27 x 15,239,504 = 411,466,608; post_layernorm 2,304
    //   projector: mm_soft_emb_norm 1152 + mm_input_projection 1152 x 5376 = 6,194,304
    //   = 423,060,336
    QCOMPARE(m.vision.parameters, qint64(423060336));
    QCOMPARE(m.vision.patchesPerImage, 4096);
    QCOMPARE(m.vision.tokensPerImage, 256); // mm_tokens_per_image
    // Google: Gemma 3 27B has 27.4 B parameters (text + vision); within 0.2 %
    const ParameterCount c = countParameters(m);
    QVERIFY2(std::abs(double(c.total() + c.vision) - 27.4e9) / 27.4e9 < 0.002,
             qPrintable(QString::number(c.total() + c.vision)));
}

void TestHfExtras::unknownVisionTowerNamesTheField()
{
    // a tower Headroom cannot count leaves the text model readable; the estimate refuses it,
    // naming the field, until the deployment is text only, which then says what was left out
    QJsonObject hf {{u"model_type"_qs, u"llava"_qs},
                    {u"num_hidden_layers"_qs, 2},
                    {u"hidden_size"_qs, 64},
                    {u"intermediate_size"_qs, 128},
                    {u"num_attention_heads"_qs, 4},
                    {u"vocab_size"_qs, 100},
                    {u"vision_config"_qs, QJsonObject {{u"model_type"_qs, u"clip_vision"_qs}}}};
    const auto spec = modelSpecFromHfConfig(QJsonDocument(hf));
    QVERIFY(spec);
    QCOMPARE(spec->vision.uncountedField, u"vision_config.model_type"_qs);
    QVERIFY(spec->vision.uncounted.contains(u"clip_vision"_qs));
    QVERIFY(!spec->vision.hasVision());
    QVERIFY(spec->vision.describesVision());
    Deployment d = deployment(WeightFormat::Bf16);
    const auto refused = estimateMemory(*spec, h200(), config(1, 1), d);
    QVERIFY(!refused);
    QCOMPARE(refused.error().detail, u"vision_config.model_type"_qs);
    QVERIFY(refused.error().message.contains(u"clip_vision"_qs));
    QVERIFY(refused.error().message.contains(u"--text-only"_qs));
    d.textOnly = true;
    const auto text = estimateMemory(*spec, h200(), config(1, 1), d);
    QVERIFY(text);
    QVERIFY(texts(text->warnings).join(u'\n').contains(u"clip_vision"_qs));
    QCOMPARE(text->visionParameters, 0);
    // the project's catalog keeps what could not be counted
    ModelSpec named = *spec;
    named.id = u"llava-test"_qs;
    const auto again = modelSpecFromJson(modelSpecToJson(named));
    QVERIFY2(again, qPrintable(again ? QString() : again.error().message));
    QCOMPARE(again->vision.uncountedField, spec->vision.uncountedField);
    QVERIFY(!estimateMemory(*again, h200(), config(1, 1), deployment(WeightFormat::Bf16)));
}

void TestHfExtras::hostileVisionConfigRefused()
{
    // synthetic (reduced) configs: a missing size and a size that would overflow are never
    // guessed: the tower stays uncounted, naming the field, and only text-only estimates run
    QJsonObject vision {{u"model_type"_qs, u"qwen3_vl"_qs},    {u"hidden_size"_qs, 1152},
                        {u"intermediate_size"_qs, 4304},       {u"patch_size"_qs, 16},
                        {u"num_position_embeddings"_qs, 2304}, {u"out_hidden_size"_qs, 64}};
    QJsonObject hf {{u"model_type"_qs, u"qwen3_vl"_qs},
                    {u"num_hidden_layers"_qs, 2},
                    {u"hidden_size"_qs, 64},
                    {u"intermediate_size"_qs, 128},
                    {u"num_attention_heads"_qs, 4},
                    {u"vocab_size"_qs, 100},
                    {u"vision_config"_qs, vision}};
    const auto uncounted = [&hf]() {
        const auto spec = modelSpecFromHfConfig(QJsonDocument(hf));
        if (!spec)
            qFatal("%s", qPrintable(spec.error().message));
        if (spec->vision.hasVision())
            return QStringLiteral("counted");
        const auto e = estimateMemory(*spec, h200(), config(1, 1), deployment(WeightFormat::Bf16));
        return e ? QStringLiteral("estimated") : e.error().detail;
    };
    QCOMPARE(uncounted(), u"vision_config.depth"_qs);
    vision.insert(u"depth"_qs, 27);
    vision.insert(u"spatial_merge_size"_qs, 1 << 20);
    hf.insert(u"vision_config"_qs, vision);
    QCOMPARE(uncounted(), u"vision_config"_qs);
    vision.insert(u"spatial_merge_size"_qs, -2);
    hf.insert(u"vision_config"_qs, vision);
    QCOMPARE(uncounted(), u"vision_config.spatial_merge_size"_qs);
    hf.insert(u"vision_config"_qs, 7);
    QCOMPARE(uncounted(), u"vision_config"_qs);
    // 1000 MTP layers: past the limit, named by its key (the text model itself is refused)
    hf.remove(u"vision_config"_qs);
    hf.insert(u"num_nextn_predict_layers"_qs, 1000);
    const auto spec = modelSpecFromHfConfig(QJsonDocument(hf));
    QVERIFY(!spec);
    QCOMPARE(spec.error().detail, u"num_nextn_predict_layers"_qs);
}

void TestHfExtras::kimiK25MoonVit()
{
    // Kimi-K2.5 describes MoonViT by vt_* fields with an empty model_type; counted from them.
    // The checkpoint's tensors (tests/data/hf/README.md): patch_embed 1152 x 3 x 14 x 14 + 1152
    // = 678,528; pos_emb 64 x 64 x 1152 = 4,718,592; 27 blocks of wqkv 3456 x 1152 + 3456, wo
    // 1152 x 1152 + 1152, fc0 4304 x 1152 + 4304, fc1 1152 x 4304 + 1152, norm0/norm1 2 x 2304
    // = 15,239,504 each, 411,466,608; final_layernorm 2,304; mm_projector pre_norm 2,304,
    // proj.0 4608 x 4608 + 4608 = 21,238,272, proj.2 7168 x 4608 + 7168 = 33,037,312
    const ModelSpec m = read(u"moonshotai--Kimi-K2.5_config.json"_qs);
    QVERIFY2(m.vision.uncounted.isEmpty(), qPrintable(m.vision.uncounted));
    QCOMPARE(m.vision.kind, u"moonvit"_qs);
    QCOMPARE(m.vision.parameters,
             qint64(678528 + 4718592 + 411466608 + 2304 + 2304 + 21238272 + 33037312));
    QCOMPARE(m.vision.layers, 27);
    QCOMPARE(m.vision.tokensPerImage, 4096); // 16,384 patches merged 2 x 2
    // the text model is Kimi-K2's (DeepSeek-V3 shape, 384 experts)
    QCOMPARE(m.layers, 61);
    QCOMPARE(m.moe.experts, 384);
    Deployment d = deployment(
            weightFormatFromId(m.defaultWeightFormat).value_or(WeightFormat::Bf16));
    const auto with = estimateMemory(m, h200(), config(8, 1), d);
    d.textOnly = true;
    const auto text = estimateMemory(m, h200(), config(8, 1), d);
    QVERIFY2(with && text, qPrintable(with ? text.error().message : with.error().message));
    QCOMPARE(with->visionParameters, m.vision.parameters);
    QCOMPARE(text->visionParameters, 0);
    QVERIFY(texts(text->warnings).join(u'\n').contains(u"moonvit"_qs));
}

void TestHfExtras::specJsonRoundTrip()
{
    for (const QString &file :
         {u"Qwen--Qwen3.5-397B-A17B_config.json"_qs, u"deepseek-ai--DeepSeek-V3_config.json"_qs,
          u"MiniMaxAI--MiniMax-M2.5_config.json"_qs}) {
        ModelSpec m = read(file);
        m.id = QStringLiteral("x");
        m.name = QStringLiteral("X");
        const auto back = modelSpecFromJson(modelSpecToJson(m));
        QVERIFY2(back, qPrintable(back ? QString() : back.error().message));
        QCOMPARE(back->mtp, m.mtp);
        QCOMPARE(back->vision, m.vision);
    }
}

void TestHfExtras::mtpOnAddsExactlyTheMtpBytes()
{
    const ModelSpec m = read(u"deepseek-ai--DeepSeek-V3_config.json"_qs);
    const ParameterCount c = countParameters(m);
    Deployment off = deployment(WeightFormat::Bf16);
    Deployment on = off;
    on.speculative.method = SpeculativeMethod::Mtp;
    const auto a = estimateMemory(m, h200(), config(1, 1), off);
    const auto b = estimateMemory(m, h200(), config(1, 1), on);
    QVERIFY(a && b);
    const GpuMemory &ga = a->perGpu.first();
    const GpuMemory &gb = b->perGpu.first();
    // bf16: 2 bytes for each of the 12,536,747,264 MTP parameters, TP 1
    QCOMPARE(gb.weights.bytes - ga.weights.bytes, 2 * qint64(12536747264));
    // one MLA layer: (512 + 64) x 2 B = 1,152 B per token; 4 sequences x 4,096 tokens
    QCOMPARE(gb.kvCache.bytes - ga.kvCache.bytes, qint64(4) * 4096 * 1152);
    QCOMPARE(b->mtpParameters, c.mtp());
    QCOMPARE(a->mtpParameters, 0);
    // off: the model's info says what is not loaded
    QVERIFY(texts(a->warnings).join(u'\n').contains(u"1 MTP layers"_qs));
    QVERIFY(!texts(b->warnings).join(u'\n').contains(u"MTP layers"_qs));
}

void TestHfExtras::mtpOnLastPipelineStageOnly()
{
    const ModelSpec m = read(u"deepseek-ai--DeepSeek-V3_config.json"_qs);
    Deployment off = deployment(WeightFormat::Bf16);
    Deployment on = off;
    on.speculative.method = SpeculativeMethod::Mtp;
    const auto a = estimateMemory(m, h200(), config(8, 2), off);
    const auto b = estimateMemory(m, h200(), config(8, 2), on);
    QVERIFY(a && b);
    QCOMPARE(b->perGpu.first().weights.bytes, a->perGpu.first().weights.bytes); // stage 0
    QCOMPARE(b->perGpu.first().kvCache.bytes, a->perGpu.first().kvCache.bytes);
    // last stage, TP 8: the MTP tensors and (PP > 1) their own embed_tokens, 2 B each, / 8
    const qint64 added = 2 * (qint64(12536747264) + qint64(129280) * 7168);
    const qint64 diff = b->perGpu.last().weights.bytes - a->perGpu.last().weights.bytes;
    QVERIFY2(std::abs(diff - added / 8) <= 1, qPrintable(QString::number(diff)));
    // the MLA latent is replicated on every TP rank
    QCOMPARE(b->perGpu.last().kvCache.bytes - a->perGpu.last().kvCache.bytes,
             qint64(4) * 4096 * 1152);
}

void TestHfExtras::mtpNeedsMtpLayers()
{
    const ModelSpec m = read(u"Qwen--Qwen3-VL-8B-Instruct_config.json"_qs);
    Deployment d = deployment(WeightFormat::Bf16);
    d.speculative.method = SpeculativeMethod::Mtp;
    const auto r = estimateMemory(m, h200(), config(1, 1), d);
    QVERIFY(!r);
    QCOMPARE(r.error().detail, u"speculative"_qs);
    const ModelSpec mm = read(u"MiniMaxAI--MiniMax-M2.5_config.json"_qs);
    QVERIFY(!estimateMemory(mm, h200(), config(8, 1), d)); // not in the checkpoint
    const ModelSpec ds = read(u"deepseek-ai--DeepSeek-V3_config.json"_qs);
    d.speculative.tokens = 17;
    QVERIFY(!estimateMemory(ds, h200(), config(8, 1), d));
}

void TestHfExtras::visionWeightsAndActivations()
{
    const ModelSpec m = read(u"Qwen--Qwen3-VL-8B-Instruct_config.json"_qs);
    Deployment with = deployment(WeightFormat::Bf16);
    Deployment textOnly = with;
    textOnly.textOnly = true;
    const auto a = estimateMemory(m, h200(), config(2, 1), with);
    const auto b = estimateMemory(m, h200(), config(2, 1), textOnly);
    QVERIFY(a && b);
    // 576,388,336 vision parameters x 2 B / TP 2
    QCOMPARE(a->perGpu.first().weights.bytes - b->perGpu.first().weights.bytes, qint64(576388336));
    // encoder peak for one 65,536-patch image at TP 2:
    //   65,536 x (3 x 1152 + (3 x 1152 + 2 x 4304) / 2) x 2 B = 65,536 x 9,488 x 2
    //   + 16,384 tokens x 4096 x 2 B = 1,243,611,136 + 134,217,728 = 1,377,828,864
    QCOMPARE(visionEncoderPeakBytes(m, 2), qint64(1377828864));
    QCOMPARE(a->perGpu.first().activations.bytes - b->perGpu.first().activations.bytes,
             qint64(1377828864));
    QCOMPARE(a->visionParameters, qint64(576388336));
    QCOMPARE(b->visionParameters, 0);
}

void TestHfExtras::launchCommands()
{
    const ModelSpec m = read(u"deepseek-ai--DeepSeek-V3_config.json"_qs);
    Deployment d = deployment(WeightFormat::Fp8);
    d.speculative = {SpeculativeMethod::Mtp, 2};
    d.engine = EngineKind::Vllm;
    auto vllm = launchCommand(m, config(8, 1), d);
    QVERIFY(vllm);
    QVERIFY2(vllm->commandLine().contains(
                     uR"(--speculative-config '{"method":"mtp","num_speculative_tokens":2}')"_qs),
             qPrintable(vllm->commandLine()));
    d.engine = EngineKind::SgLang;
    const auto sglang = launchCommand(m, config(8, 1), d);
    QVERIFY(sglang);
    QVERIFY2(sglang->commandLine().contains(
                     u"--speculative-algorithm EAGLE --speculative-num-steps 2 "
                     "--speculative-eagle-topk 1 --speculative-num-draft-tokens 3"_qs),
             qPrintable(sglang->commandLine()));
    d.speculative = {};
    d.engine = EngineKind::Vllm;
    QVERIFY(!launchCommand(m, config(8, 1), d)->commandLine().contains(u"speculative"_qs));
    const ModelSpec vl = read(u"Qwen--Qwen3-VL-8B-Instruct_config.json"_qs);
    d.textOnly = true;
    QVERIFY(launchCommand(vl, config(1, 1), d)->commandLine().endsWith(u"--language-model-only"_qs));
}

HEADROOM_TEST_GUILESS_MAIN(TestHfExtras)
#include "tst_hfextras.moc"
