#include "catalog/catalog.h"
#include "estimate/enginememory.h"
#include "estimate/kvcache.h"
#include "estimate/memorybreakdown.h"
#include "estimate/parametercount.h"
#include "estimate/solvers.h"
#include "estimate/weightbytes.h"
#include "headroomtest.h"
#include "referencemodels.h"
#include "units/bytes.h"

#include <QTest>

using namespace Headroom;

namespace {

/** A GPU of the shipped catalog. */
GpuSpec catalogGpu(const QString &id)
{
    static const Catalog catalog = *Catalog::builtin();
    const auto gpu = catalog.gpu(id);
    if (!gpu)
        qFatal("GPU %s is not in the catalog", qPrintable(id));
    return *gpu;
}

ModelSpec reference(QStringView name)
{
    for (const ReferenceModel &ref : readReferenceModels()) {
        if (ref.spec.name == name)
            return ref.spec;
    }
    return {};
}

Configuration config(int gpus, int tp = 1, int pp = 1)
{
    Configuration c;
    c.gpuCount = gpus;
    c.tensorParallel = tp;
    c.pipelineParallel = pp;
    return c;
}

} // namespace

class TestMemoryBreakdown : public QObject
{
    Q_OBJECT

private slots:
    void weightBytesPerFormat_data();
    void weightBytesPerFormat();
    void kvPerGpuUnderTp_data();
    void kvPerGpuUnderTp();
    void slidingWindowCapsKv();
    void pagedBlocksRoundUp();
    void vllmKvPoolH100();
    void pipelineStagesDiffer();
    void invalidInput_data();
    void invalidInput();
    void solvers();
    void minGpusFor70b();
    void llamaCppOffload();
    void engineSemantics_data();
    void engineSemantics();
};

void TestMemoryBreakdown::weightBytesPerFormat_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<WeightFormat>("format");
    QTest::addColumn<double>("gib");
    QTest::addColumn<double>("tolerance");
    // FORMULAS.md 1: "FP8-dynamic 70B ... 67.7 GiB" (measured), 1%
    QTest::newRow("llama-3.1-70b fp8") << u"Llama-3.1-70B"_qs << WeightFormat::Fp8 << 67.7 << 0.01;
    // FORMULAS.md 3 / vLLM 0.11 log: Llama-3.1-8B bf16 weights 14.99 GiB, 0.5%
    QTest::newRow("llama-3.1-8b bf16")
            << u"Llama-3.1-8B"_qs << WeightFormat::Bf16 << 14.99 << 0.005;
    // 8,030,261,248 params x 2 B exactly, expressed in GiB: 14.958, 0.1%
    QTest::newRow("llama-3.1-8b fp16 exact")
            << u"Llama-3.1-8B"_qs << WeightFormat::Fp16 << 8030261248.0 * 2 / kGiB << 0.001;
    // Q4_K_M 4.85 bits: 8.03e9 x 4.85 / 8 = 4.53 GiB (assumed average, FORMULAS.md 1), 0.5%
    QTest::newRow("llama-3.1-8b q4_k_m") << u"Llama-3.1-8B"_qs << WeightFormat::GgufQ4_K_M
                                         << 8030261248.0 * 4.85 / 8 / kGiB << 0.005;
    // AWQ as awq_marlin loads it: 6.98e9 linear x 4.156 bits + 1.05e9 embed/lm_head x 16 bits
    // ~ 5.33 GiB, 2%
    QTest::newRow("llama-3.1-8b awq")
            << u"Llama-3.1-8B"_qs << WeightFormat::Int4Awq << 5.33 << 0.02;
}

void TestMemoryBreakdown::weightBytesPerFormat()
{
    QFETCH(QString, model);
    QFETCH(WeightFormat, format);
    QFETCH(double, gib);
    QFETCH(double, tolerance);
    const double actual = toGiB(modelWeightBytes(countParameters(reference(model)), format));
    QVERIFY2(std::abs(actual - gib) <= gib * tolerance, qPrintable(QString::number(actual)));
}

void TestMemoryBreakdown::kvPerGpuUnderTp_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<KvFormat>("kv");
    QTest::addColumn<int>("tp");
    QTest::addColumn<qint64>("bytes");
    // FORMULAS.md 2 checks, exact
    QTest::newRow("llama-2-7b fp16") << u"Llama-2-7B"_qs << KvFormat::Fp16 << 1 << qint64(524288);
    QTest::newRow("llama-3.1-8b fp16")
            << u"Llama-3.1-8B"_qs << KvFormat::Bf16 << 1 << qint64(131072);
    QTest::newRow("llama-3.1-70b fp16")
            << u"Llama-3.1-70B"_qs << KvFormat::Fp16 << 1 << qint64(327680);
    QTest::newRow("deepseek-v3 mla") << u"DeepSeek-V3"_qs << KvFormat::Bf16 << 1 << qint64(70272);
    // MLA latent is replicated on every TP rank
    QTest::newRow("deepseek-v3 mla tp8")
            << u"DeepSeek-V3"_qs << KvFormat::Bf16 << 8 << qint64(70272);
    // 192,512 / 4 = 48,128 at 16-bit (FORMULAS.md quotes this figure "at FP8"; FP8 halves it)
    QTest::newRow("qwen3-235b tp4 fp16")
            << u"Qwen3-235B-A22B"_qs << KvFormat::Fp16 << 4 << qint64(48128);
    QTest::newRow("qwen3-235b tp4 fp8")
            << u"Qwen3-235B-A22B"_qs << KvFormat::Fp8 << 4 << qint64(24064);
    // TP8 > 4 KV heads: replicated, still one head per GPU
    QTest::newRow("qwen3-235b tp8 fp8")
            << u"Qwen3-235B-A22B"_qs << KvFormat::Fp8 << 8 << qint64(24064);
    // q8_0 8.5 bits: 131,072 / 2 x 8.5 / 8
    QTest::newRow("llama-3.1-8b q8_0")
            << u"Llama-3.1-8B"_qs << KvFormat::Q8_0 << 1 << qint64(69632);
}

void TestMemoryBreakdown::kvPerGpuUnderTp()
{
    QFETCH(QString, model);
    QFETCH(KvFormat, kv);
    QFETCH(int, tp);
    QFETCH(qint64, bytes);
    QCOMPARE(qint64(kvBytesPerToken(reference(model), kv, tp)), bytes);
}

void TestMemoryBreakdown::slidingWindowCapsKv()
{
    ModelSpec mistral = reference(u"Mistral-7B-v0.1");
    mistral.slidingWindow = 4096; // all layers (models.csv)
    QCOMPARE(kvBytesPerSequence(mistral, KvFormat::Fp16, 1, 32768, 0), qint64(131072) * 4096);
    QCOMPARE(kvBytesPerSequence(mistral, KvFormat::Fp16, 1, 1000, 0), qint64(131072) * 1000);
    ModelSpec gemma = reference(u"Gemma-2-9B");
    AttentionLayerGroup local {21, AttentionKind::SlidingWindow, 4096};
    AttentionLayerGroup global {21, AttentionKind::Full};
    gemma.attentionLayers = {local, global};
    // 344,064 B/token: half the layers capped at 4096 tokens
    QCOMPARE(kvBytesPerSequence(gemma, KvFormat::Fp16, 1, 8192, 0),
             qint64(172032) * 4096 + qint64(172032) * 8192);
}

void TestMemoryBreakdown::pagedBlocksRoundUp()
{
    QCOMPARE(pagedTokens(1, 16), qint64(16));
    QCOMPARE(pagedTokens(16, 16), qint64(16));
    QCOMPARE(pagedTokens(17, 16), qint64(32));
    QCOMPARE(pagedTokens(17, 0), qint64(17));
}

void TestMemoryBreakdown::vllmKvPoolH100()
{
    // FORMULAS.md 3, measured (llm-d's vLLM log, v0.10: tests/data/enginelogs vllm-16): H100
    // 79.18 GiB, util 0.9, Llama-3.1-8B bf16: weights 14.99, activation 4.76, non-torch 0.13
    // -> KV pool 51.38 GiB; tolerance 1%. The peak is now the engine's rule: the sampler run of
    // 1024 sequences x 128,256 vocabulary x 39 B (enginememory.cpp)
    Deployment d;
    d.workload.contextTokens = 16000;
    d.engineSettings.version = QStringLiteral("0.10");
    const auto r = estimateMemory(reference(u"Llama-3.1-8B"),
                                  catalogGpu(QStringLiteral("h100-sxm-80gb")), config(1), d);
    QVERIFY(r);
    QCOMPARE(r->perGpu.size(), 1);
    QVERIFY(std::abs(toGiB(r->kvPoolBytesPerGpu) - 51.38) < 51.38 * 0.01);
    QVERIFY(r->fits);
    QCOMPARE(r->perGpu.first().capacity, qint64(81'080) << 20); // the catalog's 81,080 MiB
    QVERIFY(r->perGpu.first().activations.explanation.text().contains(u"sampler"));
    // pool tokens = pool / 131,072 B
    QCOMPARE(r->kvPoolTokens, r->kvPoolBytesPerGpu / 131072);
    const GpuMemory &g = r->perGpu.first();
    QCOMPARE(g.weights.bytes + g.kvCache.bytes + g.activations.bytes + g.runtime.bytes
                     + g.reserve.bytes + g.free,
             g.capacity);
}

void TestMemoryBreakdown::pipelineStagesDiffer()
{
    Deployment d;
    const auto r = estimateMemory(reference(u"Llama-3.1-70B"),
                                  catalogGpu(QStringLiteral("h100-sxm-80gb")), config(4, 2, 2), d);
    QVERIFY(r);
    QCOMPARE(r->perGpu.size(), 4);
    QCOMPARE(r->perGpu.at(0).weights.bytes, r->perGpu.at(1).weights.bytes); // same TP group
    QCOMPARE(r->perGpu.at(0).layers, 40);
    // embedding on stage 0, lm_head on stage 1: equal sizes untied; add the final norm
    const qint64 diff = r->perGpu.at(2).weights.bytes - r->perGpu.at(0).weights.bytes;
    QCOMPARE(diff, qint64(8192)); // final norm 8192 params x 2 B / TP 2
    // a tied model: the last stage carries its own lm_head copy
    const auto tied = estimateMemory(reference(u"Llama-3.2-1B"),
                                     catalogGpu(QStringLiteral("rtx-4090-24gb")), config(2, 1, 2),
                                     d);
    QVERIFY(tied);
    QVERIFY(tied->perGpu.at(1).weights.bytes > tied->perGpu.at(0).weights.bytes);
}

void TestMemoryBreakdown::invalidInput_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("batch");
    QTest::newRow("zero gpus") << 0 << 1 << 1;
    QTest::newRow("tp not dividing heads") << 3 << 3 << 1;
    QTest::newRow("negative batch") << 1 << 1 << -1;
    QTest::newRow("gpus not a multiple") << 3 << 2 << 1;
}

void TestMemoryBreakdown::invalidInput()
{
    QFETCH(int, gpus);
    QFETCH(int, tp);
    QFETCH(int, batch);
    Deployment d;
    d.workload.concurrentSequences = batch;
    const auto r = estimateMemory(reference(u"Llama-3.1-8B"),
                                  catalogGpu(QStringLiteral("h100-sxm-80gb")), config(gpus, tp), d);
    QVERIFY(!r);
    QVERIFY(!r.error().message.isEmpty());
}

void TestMemoryBreakdown::solvers()
{
    const ModelSpec model = reference(u"Llama-3.1-8B");
    const GpuSpec h100 = catalogGpu(QStringLiteral("h100-sxm-80gb"));
    Deployment d;
    d.workload.contextTokens = 8192;
    const EngineProfile vllm = defaultEngineProfile(EngineKind::Vllm);
    const auto batch = maxConcurrentSequences(model, h100, config(1), d, vllm);
    QVERIFY(batch);
    const auto r = estimateMemory(model, h100, config(1), d, vllm);
    // pool / (8192 tokens x 131,072 B), 51.38 GiB -> 51 sequences
    QCOMPARE(batch->value, r->kvPoolBytesPerGpu / (8192 * 131072));
    QCOMPARE(batch->binding, BindingConstraint::KvCache);
    QCOMPARE(r->maxSequences, batch->value); // the engine view agrees with the solver
    d.workload.concurrentSequences = 1;
    const auto ctx = maxContext(model, h100, config(1), d, vllm);
    QVERIFY(ctx);
    QCOMPARE(ctx->binding, BindingConstraint::ModelContext); // 131,072 tokens fit one sequence
    d.workload.concurrentSequences = 64;
    const auto ctx64 = maxContext(model, h100, config(1), d, vllm);
    QCOMPARE(ctx64->binding, BindingConstraint::KvCache);
    QCOMPARE(ctx64->value, r->kvPoolTokens / 64 / 16 * 16);
}

void TestMemoryBreakdown::minGpusFor70b()
{
    Deployment d;
    d.workload.contextTokens = 8192;
    d.workload.concurrentSequences = 1;
    d.engineSettings.version = QStringLiteral("0.10"); // a 4.77 GiB profiled peak, as below
    const ModelSpec model = reference(u"Llama-3.1-70B");
    const GpuSpec h100 = catalogGpu(QStringLiteral("h100-sxm-80gb"));
    const EngineProfile vllm = defaultEngineProfile(EngineKind::Vllm);
    // 70.55e9 x 2 B = 131.4 GiB of weights: on 2 GPUs each keeps ~0.25 GiB of KV pool, less
    // than an 8k sequence needs per GPU (8192 x 163,840 B = 1.25 GiB) -> 3 GPUs at PP3
    MinGpusAnswer a = minGpus(model, h100, d, vllm);
    QCOMPARE(a.gpus, 3);
    QCOMPARE(a.pipelineParallel, 3);
    QCOMPARE(a.binding, BindingConstraint::KvCache); // 2 GPUs hold the weights, not the KV
    d.workload.contextTokens = 1024; // 1024 x 163,840 B = 0.16 GiB: fits on 2 at TP1 x PP2
    a = minGpus(model, h100, d, vllm);
    QCOMPARE(a.gpus, 2);
    QCOMPARE(a.tensorParallel, 1);
    QCOMPARE(a.binding, BindingConstraint::Weights); // 1 GPU cannot hold 131 GiB
    // Llama-3.1-8B fits one H100: nothing binds
    a = minGpus(reference(u"Llama-3.1-8B"), h100, d, vllm);
    QCOMPARE(a.gpus, 1);
    QCOMPARE(a.binding, BindingConstraint::None);
}

void TestMemoryBreakdown::llamaCppOffload()
{
    const ModelSpec model = reference(u"Llama-3.1-70B");
    const GpuSpec rtx = catalogGpu(QStringLiteral("rtx-4090-24gb"));
    Deployment d;
    d.engine = EngineKind::LlamaCpp;
    d.weights = WeightFormat::GgufQ4_K_M;
    d.workload.contextTokens = 4096;
    EngineProfile engine = defaultEngineProfile(EngineKind::LlamaCpp);
    const auto all = estimateMemory(model, rtx, config(1), d, engine);
    QVERIFY(all);
    QVERIFY(!all->fits); // 70.55e9 x 4.85 / 8 = 39.8 GiB > 24 GiB
    // llama.cpp keeps only the input embedding in host memory: 128,256 x 8192 at Q4_K_M's
    // embedding bits
    const auto layout = weightLayout(model, d.weights);
    QCOMPARE(all->hostBytes,
             qint64(std::llround(128256.0 * 8192 * layout.bits(QuantGroup::Embedding) / 8)));
    engine.gpuLayers = 40; // half the 80 layers on the GPU
    const auto half = estimateMemory(model, rtx, config(1), d, engine);
    QVERIFY(half);
    QVERIFY(half->fits);
    // GPU + host hold every byte once: weights of all layers + KV of 4096 tokens (4096 x
    // 327,680 B, rounded to 256-token padding: exact), 1% for the per-group rounding
    const qint64 total = modelWeightBytes(countParameters(model), d.weights) + 4096LL * 327680;
    const GpuMemory &g = half->perGpu.first();
    const qint64 sum = g.weights.bytes + g.kvCache.bytes + half->hostBytes;
    QVERIFY(std::abs(double(sum - total)) < 0.01 * double(total));
    QCOMPARE(g.kvCache.bytes, 4096LL * 327680 / 2);
}

void TestMemoryBreakdown::engineSemantics_data()
{
    QTest::addColumn<EngineKind>("engine");
    QTest::addColumn<double>("fraction");
    QTest::newRow("vllm") << EngineKind::Vllm << 0.0;
    QTest::newRow("vllm 0.5") << EngineKind::Vllm << 0.5;
    QTest::newRow("trtllm") << EngineKind::TensorRtLlm << 0.0;
    QTest::newRow("sglang") << EngineKind::SgLang << 0.0;
    QTest::newRow("llamacpp") << EngineKind::LlamaCpp << 0.0;
    QTest::newRow("transformers") << EngineKind::Transformers << 0.0;
}

void TestMemoryBreakdown::engineSemantics()
{
    // FORMULAS.md 3 table: what each engine's fraction is a fraction of; exact identities
    QFETCH(EngineKind, engine);
    QFETCH(double, fraction);
    Deployment d;
    d.engine = engine;
    d.memoryFraction = fraction;
    d.workload.concurrentSequences = 4;
    const GpuSpec h100 = catalogGpu(QStringLiteral("h100-sxm-80gb"));
    const auto r = estimateMemory(reference(u"Llama-3.1-8B"), h100, config(1), d);
    QVERIFY(r);
    const GpuMemory &g = r->perGpu.first();
    const qint64 c = g.capacity;
    QCOMPARE(g.weights.bytes + g.kvCache.bytes + g.activations.bytes + g.runtime.bytes
                     + g.reserve.bytes + g.free,
             c);
    const double f = r->memoryFraction;
    const qint64 afterLoad = c - g.weights.bytes - g.activations.bytes - g.runtime.bytes;
    switch (engine) {
    case EngineKind::Vllm: {
        // the newest version's default (0.92, vLLM 0.21) of the total; CUDA graphs estimated
        // and taken from the budget too (0.21), the CUDA context beside it
        QCOMPARE(f, fraction > 0 ? fraction : 0.92);
        const EngineBuffers b = engineBuffers(reference(u"Llama-3.1-8B"), config(1), d,
                                              defaultEngineProfile(EngineKind::Vllm),
                                              resolveEngineRuntime(defaultEngineProfile(
                                                                           EngineKind::Vllm),
                                                                   h100, config(1), d),
                                              0);
        QCOMPARE(g.kvPoolBytes,
                 qint64(f * double(c)) - g.weights.bytes - g.activations.bytes - b.nonTorch
                         - b.cudaGraphs);
        QCOMPARE(g.runtime.bytes, b.nonTorch + b.cudaGraphs + b.outsideBudget);
        break;
    }
    case EngineKind::TensorRtLlm: QCOMPARE(g.kvPoolBytes, qint64(0.9 * double(afterLoad))); break;
    case EngineKind::SgLang:
        // SGLang 0.5.4's fraction for an H100 at TP 1: (81,080 - 13,440) / 81,080 = 0.834, of
        // the memory free before the weights load (total - 0.42 GiB)
        QCOMPARE(f, 0.834);
        QCOMPARE(g.kvPoolBytes,
                 qint64(0.834 * double(c - (std::int64_t(42) << 30) / 100)) - g.weights.bytes);
        break;
    case EngineKind::LlamaCpp:
    case EngineKind::Transformers:
        QCOMPARE(g.kvPoolBytes, afterLoad);
        QCOMPARE(g.reserve.bytes, qint64(0));
        break;
    }
    QVERIFY(r->fits);
    QVERIFY(!g.activations.explanation.text().isEmpty() && !g.reserve.explanation.text().isEmpty());
}

HEADROOM_TEST_APPLESS_MAIN(TestMemoryBreakdown)
#include "tst_memorybreakdown.moc"
