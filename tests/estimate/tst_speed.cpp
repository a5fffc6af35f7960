// Exact checks of the speed model (docs/estimation.md "Speed", FORMULAS.md section 5): every
// expected value below is computed by hand from the formula and the catalog's datasheet figures.
#include "catalog/catalog.h"
#include "estimate/configurationevaluation.h"
#include "estimate/deploymentestimate.h"
#include "estimate/draftmodel.h"
#include "estimate/engineprofile.h"
#include "estimate/gpucontention.h"
#include "estimate/kvcache.h"
#include "estimate/memorybreakdown.h"
#include "estimate/parametercount.h"
#include "estimate/speed.h"
#include "estimate/weightbytes.h"
#include "headroomtest.h"

#include <QTest>

#include <cmath>

using namespace Headroom;

namespace {

const Catalog &catalog()
{
    static const Catalog c = *Catalog::builtin();
    return c;
}

struct Case
{
    ModelSpec model;
    GpuSpec gpu;
    Configuration config;
    Deployment deployment;
    EngineProfile engine;
    SpeedOptions options;

    Result<SpeedEstimate> run() const
    {
        return estimateSpeed(model, gpu, config, deployment, engine, options);
    }
};

Case makeCase(const QString &model, const QString &gpu, int tp = 1, int gpus = 0,
              EngineKind engine = EngineKind::Vllm)
{
    Case c;
    c.model = *catalog().model(model);
    c.gpu = *catalog().gpu(gpu);
    c.config.gpuId = gpu;
    c.config.tensorParallel = tp;
    c.config.gpuCount = gpus > 0 ? gpus : tp;
    c.deployment.modelId = model;
    c.deployment.engine = engine;
    c.deployment.weights = WeightFormat::Bf16;
    c.deployment.workload.concurrentSequences = 1;
    c.deployment.workload.inputTokens = 1000;
    c.deployment.workload.outputTokens = 200;
    c.engine = defaultEngineProfile(engine);
    return c;
}

/** The sequences decoding at once at a curve point (the rest wait for their first token): the
 *  batch its decode step and its parts are for. */
double batchOf(const SpeedPoint *p)
{
    return double(std::max(1L, std::lround(p->decodingSequences)));
}

const SpeedPoint *pointAt(const SpeedEstimate &e, int concurrency)
{
    for (const SpeedPoint &p : e.curve()) {
        if (p.concurrency == concurrency)
            return &p;
    }
    return nullptr;
}

bool near(double a, double b, double relative = 1e-9)
{
    return std::abs(a - b) <= relative * std::max(std::abs(a), std::abs(b));
}

#define QNEAR(a, b) \
    QVERIFY2(near((a), (b)), \
             qPrintable(QStringLiteral("%1 != %2").arg(a, 0, 'g', 12).arg(b, 0, 'g', 12)))

/** Llama-3.1-8B, bf16: bytes a decode step reads for weights = 2 B x every parameter but the
 *  embedding table (a lookup) and the final norm: layers + lm_head. */
double llama8bWeightReadBytes()
{
    const ParameterCount count = countParameters(*catalog().model(QStringLiteral("llama-3.1-8b")));
    return 2.0 * double(count.total() - count.embedding - count.finalNorm);
}

} // namespace

class TestSpeed : public QObject
{
    Q_OBJECT

private slots:
    void prefixCacheHitsSkipTheirPrefill();
    void speculativeDecodingEmitsAcceptedTokens();
    void denseBatchOneIsTheMemoryRoofline();
    void prefillIsTheComputeRoofline();
    void tensorParallelAllReduce();
    void expertHitFormula();
    void moeReadsMoreExpertsAtLargerBatch();
    void littlesLaw();
    void costPerMillionTokens();
    void sloSolverMonotonicAndExact();
    void replicasForTargetRate();
    void offloadSlowsDecodeByTheHostLink();
    void moeExpertOffload();
    void kvReadsGrowWithContext();
    void coldStart();
    void curveCoversThePool();
    void pipelineLayerSplitGivesNoSpeedAtBatchOne();
    void moreSequencesThanTheEngineRunsWait();
    void pipelineMicroBatches();
    void communicationBound();
    void sparseCustomGpuGivesFiniteFigures();
    void badInput_data();
    void badInput();
    void sharedGpusWaitEveryStep();
    void sharedGpusOpenLoop();
    void sharedGpusAloneFiguresAreTheEstimateAlone();
    void keptSetupGivesTheSameEstimate();
    void explainedWhenReadAfterItsInputsAreGone();
    void cpuWorkPerSequenceFloorsTheStep();
    void sharedConfigurationClosedLoops();
    void sharedConfigurationOpenLoops();
};

void TestSpeed::prefixCacheHitsSkipTheirPrefill()
{
    // 4000-token prompts with 75 % found in the prefix cache prefill 1000 tokens: exactly the
    // prefill of a 1000-token prompt; the KV context (what decode reads) stays 4000 + output
    Case c = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb"));
    c.deployment.workload.concurrentSequences = 8;
    c.deployment.workload.inputTokens = 4000;
    const auto cold = c.run();
    c.deployment.workload.prefixHitRate = 0.75;
    const auto warm = c.run();
    Case shortPrompt = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb"));
    shortPrompt.deployment.workload.inputTokens = 1000;
    const auto reference = shortPrompt.run();
    QVERIFY(cold && warm && reference);
    QNEAR(warm->prefillSeconds, reference->prefillSeconds);
    QVERIFY(warm->ttftSeconds < cold->ttftSeconds);
    QVERIFY(warm->tpotSeconds < cold->tpotSeconds); // fewer prefill steps interleaved
    QVERIFY(warm->prefillShare < cold->prefillShare);
    QVERIFY(warm->ttftExplanation.text().contains(u"prefix cache"));
    c.deployment.workload.prefixHitRate = 1.5;
    QVERIFY(!c.run());
}

void TestSpeed::speculativeDecodingEmitsAcceptedTokens()
{
    // DeepSeek-V3 with its one MTP layer drafting 1 token, accepted 80 % of the time: a step
    // verifies 2 positions per sequence and emits (1 - 0.8^2) / (1 - 0.8) = 1.8 tokens; the draft
    // costs 1 MTP layer of 61: time per token = step x (1 + 1/61) / 1.8
    Case c = makeCase(QStringLiteral("deepseek-v3"), QStringLiteral("h200-sxm-141gb"), 8);
    c.deployment.weights = WeightFormat::Fp8;
    c.deployment.kv = KvFormat::Fp8;
    const auto plain = c.run();
    c.deployment.speculative.method = SpeculativeMethod::Mtp;
    c.deployment.speculative.tokens = 1;
    c.deployment.speculative.acceptance = 0.8;
    const auto spec = c.run();
    QVERIFY2(plain && spec, spec ? "" : qPrintable(spec.error().message));
    const SpeedPoint *one = pointAt(*spec, 1);
    QNEAR(one->tpotSeconds, one->stepSeconds * (1 + 1.0 / 61) / 1.8);
    // one user reads the same weights either way; two positions hit a few more experts
    QVERIFY(one->stepSeconds >= pointAt(*plain, 1)->stepSeconds);
    qInfo("TPOT %.3f ms with MTP, %.3f ms without", spec->tpotSeconds * 1e3,
          plain->tpotSeconds * 1e3);
    QVERIFY(spec->tpotSeconds < plain->tpotSeconds);
    QVERIFY(spec->tpotExplanation.text().contains(u"speculative decoding"));
    // nothing accepted: every step emits one token and pays for the draft
    c.deployment.speculative.acceptance = 0;
    const auto rejected = c.run();
    QVERIFY(rejected);
    QVERIFY(rejected->tpotSeconds > plain->tpotSeconds);
}

void TestSpeed::denseBatchOneIsTheMemoryRoofline()
{
    // H100 SXM: 3.35e12 B/s, 989e12 BF16 FLOPS (catalog); vLLM datacenter MBU 0.70, MFU 0.50,
    // step overhead 1.5 ms (engine profile); mean cached context 1000 + 200/2 = 1100 tokens.
    const Case c = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb"));
    const auto e = c.run();
    QVERIFY2(e.has_value(), qPrintable(e ? QString() : e.error().message));
    const double w = llama8bWeightReadBytes();
    const double kv = 131072.0 * 1100; // 2 x 32 x 8 x 128 x 2 B per token
    const double tMem = (w + kv) / (3.35e12 * 0.70);
    const ParameterCount count = countParameters(c.model);
    const double flops = 2.0 * double(count.total() - count.embedding - count.finalNorm)
            + 4.0 * 32 * 1100 * 32 * 128;
    const double tCmp = flops / (989e12 * 0.50);
    QVERIFY(tMem > tCmp);
    QNEAR(e->tpotSeconds, tMem + 1.5e-3);
    QNEAR(e->decodeTokensPerSecondPerSequence, 1.0 / (tMem + 1.5e-3));
    QCOMPARE(e->bound, PerformanceBound::MemoryBandwidth);
    // the explanations carry the values and the source of each constant
    QVERIFY(e->tpotExplanation.text().contains(u"3.35 TB/s x MBU 0.700"));
    QVERIFY(e->tpotExplanation.text().contains(u"measured (Qwen2.5 speed benchmark"));
    QVERIFY(e->tpotExplanation.text().contains(u"989 TFLOPS BF16"));
    QVERIFY(e->ttftExplanation.text().contains(u"prefill of 1000 tokens"));
    QVERIFY(e->ttftExplanation.text().contains(u"FORMULAS.md 5"));
    QVERIFY(e->speedExplanation.text().contains(u"Little's law"));
    QVERIFY(e->coldStartExplanation.text().contains(u"local NVMe"));
    QCOMPARE(e->curve().first().concurrency, 1);
    QNEAR(e->curve().first().memorySeconds, tMem);
    QNEAR(e->curve().first().computeSeconds, tCmp);
}

void TestSpeed::prefillIsTheComputeRoofline()
{
    // 2048 tokens, bf16, TP1: MFU 0.60 (FORMULAS.md 5: >= 1k tokens, 16-bit)
    Case c = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb"));
    c.deployment.workload.inputTokens = 2048;
    const auto e = c.run();
    QVERIFY(e.has_value());
    const ParameterCount count = countParameters(c.model);
    const double s = 2048;
    const double flops = 2.0 * double(count.total() - count.embedding - count.finalNorm) * s
            + 2.0 * 32 * s * s * 32 * 128;
    QNEAR(e->prefillSeconds, flops / (989e12 * 0.60) + 1.5e-3);
    // one user: the request overhead and its prefill, nobody to wait for
    QNEAR(e->ttftSeconds, 0.061 + e->prefillSeconds);
    // a short prompt (< 1k tokens) runs at the derated MFU 0.45
    c.deployment.workload.inputTokens = 512;
    const auto shortPrompt = c.run();
    QVERIFY(shortPrompt.has_value());
    const double f512 = 2.0 * double(count.total() - count.embedding - count.finalNorm) * 512
            + 2.0 * 32 * 512.0 * 512 * 32 * 128;
    QNEAR(shortPrompt->prefillSeconds, f512 / (989e12 * 0.45) + 1.5e-3);
}

void TestSpeed::tensorParallelAllReduce()
{
    // 2 x H100 TP2, 8 sequences: 2 all-reduces per layer x 32 layers x (alpha 8 us + 2(T-1)/T x
    // B x d x 2 B / 450 GB/s NVLink)
    Case c = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb"), 2);
    c.deployment.workload.concurrentSequences = 8;
    const auto e = c.run();
    QVERIFY(e.has_value());
    const SpeedPoint *p = pointAt(*e, 8);
    QVERIFY(p);
    const double b = batchOf(p);
    const double comm = 2.0 * 32 * (8e-6 + 2.0 * 1 / 2 * b * 4096 * 2 / 450e9);
    QNEAR(p->communicationSeconds, comm);
    QNEAR(p->communicationLatencySeconds, 2.0 * 32 * 8e-6);
    QNEAR(p->decodeStepSeconds, std::max(p->memorySeconds, p->computeSeconds) + comm + 1.5e-3);
    // the other users' prefills stretch the step
    QNEAR(p->tpotSeconds, p->decodeStepSeconds / (1 - p->prefillShare));
    // over PCIe (an L40S pair): alpha 20 us, 32 GB/s
    Case pcie = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("l40s-48gb"), 2);
    pcie.deployment.workload.concurrentSequences = 8;
    const auto ep = pcie.run();
    QVERIFY(ep.has_value());
    QNEAR(pointAt(*ep, 8)->communicationSeconds,
          2.0 * 32 * (20e-6 + 2.0 * 1 / 2 * batchOf(pointAt(*ep, 8)) * 4096 * 2 / 32e9));
    // the weights are split: each GPU reads half
    Case one = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb"));
    one.deployment.workload.concurrentSequences = 8;
    const auto e1 = one.run();
    QVERIFY(e1.has_value());
    QNEAR(pointAt(*e, 8)->memoryWeightsSeconds * 2, pointAt(*e1, 8)->memoryWeightsSeconds);
}

void TestSpeed::expertHitFormula()
{
    QCOMPARE(expectedExpertsHit(8, 2, 1), 2.0);
    QNEAR(expectedExpertsHit(8, 2, 4), 8 * (1 - 0.75 * 0.75 * 0.75 * 0.75)); // 5.46875
    QNEAR(expectedExpertsHit(128, 8, 2), 128 * (1 - (120.0 / 128) * (120.0 / 128)));
    QVERIFY(expectedExpertsHit(128, 8, 4096) > 127.999);
    QCOMPARE(expectedExpertsHit(0, 0, 16), 0.0);
    QCOMPARE(expectedExpertsHit(8, 2, 0), 0.0);
}

void TestSpeed::moeReadsMoreExpertsAtLargerBatch()
{
    Case c = makeCase(QStringLiteral("mixtral-8x7b"), QStringLiteral("h100-sxm-80gb"), 2);
    c.options.curveMaxConcurrency = 64;
    const auto e = c.run();
    QVERIFY(e.has_value());
    QCOMPARE(pointAt(*e, 1)->expertsHitPerLayer, 2.0);
    QNEAR(pointAt(*e, 4)->expertsHitPerLayer, 5.46875);
    QVERIFY(pointAt(*e, 64)->expertsHitPerLayer > 7.99);
    // The memory term by hand, TP2, bf16, H100 (3.35 TB/s x MBU 0.70): dense weights (attention,
    // router, norms, lm_head) + experts hit x one expert (3 x 4096 x 14336 per layer) / MoE scale
    // + KV (4 of 8 KV heads per GPU: 65,536 B/token x 1,100 tokens x B). The MoE scale is 0.42 at
    // one token per hit expert (batch 1) and 1 - 0.58 / (B x k / hit) above.
    const ParameterCount count = countParameters(c.model);
    const double expert = 3.0 * 4096 * 14336 * 32 * 2; // bytes, one expert in every layer
    const double dense = 2.0 * double(count.total() - count.embedding - count.finalNorm)
            - 8 * expert;
    const double bw = 3.35e12 * 0.70;
    const auto memoryAt = [&](double batch) {
        const double hit = 8 * (1 - std::pow(0.75, batch));
        const double scale = 1 - 0.58 / std::max(1.0, batch * 2 / hit);
        return (dense / 2 + hit * expert / 2 / scale + batch * 65536.0 * 1100) / bw;
    };
    QNEAR(pointAt(*e, 1)->memorySeconds, memoryAt(1));
    QNEAR(pointAt(*e, 4)->memorySeconds, memoryAt(4));
    QNEAR(pointAt(*e, 64)->memorySeconds, memoryAt(batchOf(pointAt(*e, 64))));
    // batch 1 reads 2 of 8 experts: less than a dense model of the total size would
    QVERIFY(pointAt(*e, 1)->memorySeconds < (dense + 8 * expert) / 2 / bw);
}

void TestSpeed::littlesLaw()
{
    Case c = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb"), 1, 2);
    c.deployment.workload.concurrentSequences = 32; // 16 per replica
    const auto e = c.run();
    QVERIFY(e.has_value());
    QCOMPARE(e->replicas, 2);
    QCOMPARE(e->concurrency, 16);
    const SpeedPoint *p = pointAt(*e, 16);
    QVERIFY(p);
    // N = lambda x R per replica, with the engine's scheduling efficiency 0.9 at N >= 2
    QNEAR(p->requestsPerSecond * p->requestLatencySeconds, 0.9 * 16);
    QNEAR(p->totalTokensPerSecond, p->requestsPerSecond * 200);
    QNEAR(e->requestsPerSecond, 2 * p->requestsPerSecond);
    QNEAR(e->throughputTokensPerSecond, 2 * p->totalTokensPerSecond);
    // R = output x TPOT + N batched prefills (each request's decode waits for the others')
    QVERIFY(p->requestLatencySeconds > 200 * p->tpotSeconds);
    // at one sequence there is no imbalance: efficiency 1
    QNEAR(pointAt(*e, 1)->requestsPerSecond * pointAt(*e, 1)->requestLatencySeconds, 1.0);
}

void TestSpeed::costPerMillionTokens()
{
    Case c = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb"), 2, 4);
    c.deployment.workload.concurrentSequences = 64;
    c.options.pricePerGpuHour = 2.85;
    const auto e = c.run();
    QVERIFY(e.has_value());
    QVERIFY(e->costPerMillionOutputTokens.has_value());
    // $/GPU-h x G x 1e6 / (3600 x tokens/s), G = all 4 GPUs, tokens/s of both replicas
    QNEAR(*e->costPerMillionOutputTokens, 2.85 * 4 * 1e6 / (3600 * e->throughputTokensPerSecond));
    QVERIFY(e->costPerMillionInputTokens.has_value());
    QNEAR(*e->costPerMillionInputTokens,
          2.85 * 4 * 1e6 / (3600 * e->prefillTokensPerSecond * e->replicas));
    c.options.pricePerGpuHour = 0;
    const auto free = c.run();
    QVERIFY(free.has_value());
    QVERIFY(!free->costPerMillionOutputTokens.has_value());
}

void TestSpeed::sloSolverMonotonicAndExact()
{
    Case c = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb"));
    c.options.curveMaxConcurrency = 17;
    const auto base = c.run();
    QVERIFY(base.has_value());
    QCOMPARE(base->maxConcurrencyAtSlo, -1); // no target
    for (qsizetype i = 1; i < base->curve().size(); ++i) {
        QVERIFY(base->curve()[i].tpotSeconds > base->curve()[i - 1].tpotSeconds);
        QVERIFY(base->curve()[i].ttftSeconds > base->curve()[i - 1].ttftSeconds);
        QVERIFY(base->curve()[i].totalTokensPerSecond > base->curve()[i - 1].totalTokensPerSecond);
    }
    const double t16 = pointAt(*base, 16)->tpotSeconds;
    const double t17 = pointAt(*base, 17)->tpotSeconds;
    c.deployment.workload.tpotTargetMs = (t16 + t17) / 2 * 1e3;
    const auto e = c.run();
    QVERIFY(e.has_value());
    QCOMPARE(e->maxConcurrencyAtSlo, 16);
    QVERIFY(!e->sloExplanation.text().isEmpty());
    // a tighter target never allows more
    c.deployment.workload.tpotTargetMs = t16 * 1e3 * 0.999;
    const auto tighter = c.run();
    QVERIFY(tighter.has_value());
    QVERIFY(tighter->maxConcurrencyAtSlo < 16);
    // TTFT target below one request's prefill: nothing meets it
    c.deployment.workload.tpotTargetMs = 0;
    c.deployment.workload.ttftTargetMs = base->prefillSeconds * 1e3 * 0.5;
    const auto none = c.run();
    QVERIFY(none.has_value());
    QCOMPARE(none->maxConcurrencyAtSlo, 0);
    // doubling concurrencies bracket the search, then it bisects: for targets that bind
    // anywhere along the curve the answer A meets them and A + 1 does not (the points at A and
    // A + 1 read off a curve that ends at A + 1 and holds the deployment's A)
    Case whole = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb"));
    const auto alone = whole.run();
    QVERIFY(alone.has_value() && alone->curve().size() > 8);
    int binding = 0;
    for (const SpeedPoint &p : alone->curve()) {
        for (const double factor : {0.9995, 1.0, 1.0005}) {
            for (const bool tpot : {true, false}) {
                Case t = whole;
                double &target = tpot ? t.deployment.workload.tpotTargetMs
                                      : t.deployment.workload.ttftTargetMs;
                target = (tpot ? p.tpotSeconds : p.ttftSeconds) * 1e3 * factor;
                const auto solved = t.run();
                QVERIFY(solved.has_value());
                const int answer = solved->maxConcurrencyAtSlo;
                const auto meets = [&](int c) {
                    Case probe = whole;
                    probe.options.curveMaxConcurrency = c;
                    probe.deployment.workload.concurrentSequences = std::max(c - 1, 1);
                    const auto at = probe.run();
                    const SpeedPoint *q = at ? pointAt(*at, c) : nullptr;
                    return q
                            && (tpot ? q->tpotSeconds : q->ttftSeconds)
                            <= target / 1e3; // as solved
                };
                QVERIFY(answer == 0 || meets(answer));
                if (answer < alone->maxConcurrency)
                    QVERIFY(!meets(answer + 1));
                binding += answer < alone->maxConcurrency ? 1 : 0;
            }
        }
    }
    QVERIFY(binding > 20);
}

void TestSpeed::replicasForTargetRate()
{
    Case c = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb"));
    c.options.curveMaxConcurrency = 64;
    c.deployment.workload.tpotTargetMs = 1000; // loose: the KV pool / batch limit decides
    const auto loose = c.run();
    QVERIFY(loose.has_value());
    const int atSlo = loose->maxConcurrencyAtSlo;
    QVERIFY(atSlo > 0);
    c.options.curveMaxConcurrency = atSlo;
    const auto probe = c.run();
    const double perReplica = pointAt(*probe, atSlo)->requestsPerSecond;
    c.deployment.workload.requestsPerSecond = perReplica * 3.5;
    const auto e = c.run();
    QVERIFY(e.has_value());
    QCOMPARE(e->replicasForTargetRate, 4); // ceil(3.5)
}

void TestSpeed::offloadSlowsDecodeByTheHostLink()
{
    // llama.cpp, Llama-3.1-8B Q4_K_M on an RTX 4090 (PCIe 4.0 x16, 32 GB/s): 16 of 32 layers on
    // the GPU; the other 16 and the output layer are read over the host link each token.
    Case c = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("rtx-4090-24gb"), 1, 1,
                      EngineKind::LlamaCpp);
    c.deployment.weights = WeightFormat::GgufQ4_K_M;
    c.deployment.kv = KvFormat::Fp16;
    const auto full = c.run();
    c.engine.gpuLayers = 16;
    const auto half = c.run();
    QVERIFY(full.has_value() && half.has_value());
    const ParameterCount count = countParameters(c.model);
    // GGUF Q4_K_M: matrices at 4.85 bits, norms stay 16-bit (weightbytes.cpp)
    double linear = double(count.lmHead), norms = 0;
    for (int layer = 16; layer < 32; ++layer) {
        linear += double(count.layerLinear.at(layer));
        norms += double(count.layerTotal.at(layer) - count.layerLinear.at(layer));
    }
    const double hostBytes = linear * 4.85 / 8 + norms * 2 + 16 * 2 * 8 * 128 * 2.0 * 1100;
    QNEAR(half->curve().first().hostLinkSeconds, hostBytes / 32e9);
    QCOMPARE(full->curve().first().hostLinkSeconds, 0.0);
    QVERIFY(half->tpotSeconds > full->tpotSeconds + 0.5 * hostBytes / 32e9);
    const auto memory = estimateMemory(c.model, c.gpu, c.config, c.deployment, c.engine);
    QVERIFY(memory.has_value());
    QVERIFY(half->hostBytes > 0);
    QCOMPARE(half->hostBytes, memory->hostBytes);
    QVERIFY(half->tpotExplanation.text().contains(u"host link"));
}

void TestSpeed::moeExpertOffload()
{
    // Qwen3-30B-A3B with half the routed experts in host memory: the host RAM they need is
    // half of every routed expert's bytes, and decode pays for the hit ones over PCIe
    Case c = makeCase(QStringLiteral("qwen3-30b-a3b"), QStringLiteral("rtx-4090-24gb"), 1, 1,
                      EngineKind::LlamaCpp);
    c.deployment.weights = WeightFormat::GgufQ4_K_M;
    const auto onGpu = c.run();
    c.engine.hostExpertFraction = 0.5;
    const auto offloaded = c.run();
    QVERIFY(onGpu.has_value() && offloaded.has_value());
    const ModelSpec &m = c.model;
    const double perExpert = 3.0 * m.hidden * m.moe.expertIntermediate; // gate, up, down
    const double routed = perExpert * m.moe.experts * m.layers * 4.85 / 8;
    // besides the input embedding, which llama.cpp always keeps in host memory
    QVERIFY2(near(double(offloaded->hostBytes - onGpu->hostBytes), 0.5 * routed, 1e-6),
             qPrintable(QString::number(offloaded->hostBytes)));
    const double hit = 0.5 * perExpert * m.layers * 4.85 / 8 * m.moe.expertsPerToken;
    QNEAR(offloaded->curve().first().hostLinkSeconds, hit / 32e9);
    QVERIFY(offloaded->tpotSeconds > onGpu->tpotSeconds);
    // and the VRAM bar no longer holds them: the GPU's weights shrink by exactly that share
    const auto allOnGpu = estimateMemory(c.model, c.gpu, c.config, c.deployment,
                                         defaultEngineProfile(EngineKind::LlamaCpp));
    const auto halfOnGpu = estimateMemory(c.model, c.gpu, c.config, c.deployment, c.engine);
    QVERIFY(allOnGpu.has_value() && halfOnGpu.has_value());
    QVERIFY(near(double(allOnGpu->perGpu.first().weights.bytes
                        - halfOnGpu->perGpu.first().weights.bytes),
                 0.5 * routed, 1e-6));
    QCOMPARE(halfOnGpu->hostBytes, offloaded->hostBytes);
    // with half the layers on the CPU as well, their experts are counted once (with the layers)
    c.engine.gpuLayers = m.layers / 2;
    const auto both = c.run();
    const auto memory = estimateMemory(c.model, c.gpu, c.config, c.deployment, c.engine);
    QVERIFY(both.has_value() && memory.has_value());
    QCOMPARE(both->hostBytes, memory->hostBytes);
    c.engine.hostExpertFraction = 0;
    const auto layersOnly = estimateMemory(c.model, c.gpu, c.config, c.deployment, c.engine);
    QVERIFY(layersOnly.has_value());
    QVERIFY2(near(double(memory->hostBytes - layersOnly->hostBytes), 0.25 * routed, 1e-6),
             qPrintable(QString::number(memory->hostBytes - layersOnly->hostBytes)));
}

void TestSpeed::kvReadsGrowWithContext()
{
    Case c = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb"));
    c.deployment.workload.concurrentSequences = 8;
    c.deployment.workload.inputTokens = 1000;
    const auto shortContext = c.run();
    c.deployment.workload.inputTokens = 32000;
    const auto longContext = c.run();
    QVERIFY(shortContext.has_value() && longContext.has_value());
    // 8 x (32100 - 1100) tokens x 131072 B more to read / (3.35 TB/s x 0.7)
    const double more = 8.0 * (32100 - 1100) * 131072 / (3.35e12 * 0.7);
    const SpeedPoint *longPoint = pointAt(*longContext, 8);
    const SpeedPoint *shortPoint = pointAt(*shortContext, 8);
    QNEAR(longPoint->memoryKvSeconds / batchOf(longPoint) * 8
                  - shortPoint->memoryKvSeconds / batchOf(shortPoint) * 8,
          more);
}

void TestSpeed::coldStart()
{
    Case c = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb"));
    const auto nvme = c.run();
    c.options.weightSource = WeightSource::ObjectStorage;
    const auto object = c.run();
    c.options.weightLoadBytesPerSecond = 1e9;
    const auto stated = c.run();
    QVERIFY(nvme && object && stated);
    const auto memory = estimateMemory(c.model, c.gpu, c.config, c.deployment, c.engine);
    const double w = double(memory->perGpu.first().weights.bytes);
    QNEAR(nvme->coldStartSeconds, w / 2.5e9 + 45);
    QNEAR(object->coldStartSeconds, w / 0.15e9 + 45);
    QNEAR(stated->coldStartSeconds, w / 1e9 + 45);
    QVERIFY(!nvme->coldStartExplanation.text().isEmpty());
}

void TestSpeed::curveCoversThePool()
{
    Case c = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb"));
    c.deployment.engineSettings.maxSequences = 256; // vLLM max_num_seqs (1024 by default here)
    const auto e = c.run();
    QVERIFY(e.has_value());
    QCOMPARE(e->maxConcurrency, 256); // the max_num_seqs set; the pool holds ~400 x 1200
    QCOMPARE(e->curve().last().concurrency, 256);
    QVERIFY(e->curve().size() >= 14); // 1 2 3 4 6 8 12 16 24 32 48 64 96 128 192 256
    QVERIFY(pointAt(*e, 96));
    QNEAR(e->maxThroughputTokensPerSecond, e->curve().last().totalTokensPerSecond);
    // a large batch of a small model is compute bound
    QCOMPARE(e->curve().last().bound, PerformanceBound::MemoryBandwidth); // KV reads dominate
}

void TestSpeed::pipelineLayerSplitGivesNoSpeedAtBatchOne()
{
    // llama.cpp layer split over 4 GPUs: the GPUs run in turn, so the memory time per token is
    // the one-GPU time (FORMULAS.md 5: no bandwidth gain), plus 3 hops
    Case one = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("rtx-4090-24gb"), 1, 1,
                        EngineKind::LlamaCpp);
    one.deployment.weights = WeightFormat::GgufQ4_K_M;
    Case four = one;
    four.config.pipelineParallel = 4;
    four.config.gpuCount = 4;
    const auto e1 = one.run();
    const auto e4 = four.run();
    QVERIFY(e1 && e4);
    QNEAR(e4->curve().first().memorySeconds, e1->curve().first().memorySeconds);
    const double hops = 3 * (0.3e-3 + 4096 * 2 / 32e9);
    QNEAR(e4->tpotSeconds, e1->tpotSeconds + hops);
}

void TestSpeed::moreSequencesThanTheEngineRunsWait()
{
    // llama-server runs 4 slots (maxBatchSize 4): 8 sequences run as 4, the others wait
    Case c = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("rtx-4090-24gb"), 1, 1,
                      EngineKind::LlamaCpp);
    c.deployment.weights = WeightFormat::GgufQ4_K_M;
    c.deployment.workload.concurrentSequences = 8;
    const auto e = c.run();
    QVERIFY(e.has_value());
    QCOMPARE(e->maxConcurrency, 4);
    QCOMPARE(e->concurrency, 8);
    QNEAR(e->throughputTokensPerSecond, pointAt(*e, 4)->totalTokensPerSecond);
    QNEAR(e->tpotSeconds, pointAt(*e, 4)->tpotSeconds);
    QVERIFY(!e->warnings.isEmpty());
}

void TestSpeed::pipelineMicroBatches()
{
    // vLLM, Llama-3.1-8B on 2 x H100 as PP2 (layers 0-15 | 16-31 + lm_head), 8 sequences: two
    // micro-batches of 4 in flight, TPOT = max(sum of stage times, 2 x slowest stage) + 1 hop
    // + 1.5 ms; the last stage (with lm_head) is the slowest, memory bound
    Case c = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb"));
    c.config.pipelineParallel = 2;
    c.config.gpuCount = 2;
    c.deployment.workload.concurrentSequences = 8;
    const auto e = c.run();
    QVERIFY(e.has_value());
    const ParameterCount count = countParameters(c.model);
    const SpeedPoint *here = pointAt(*e, 8);
    const double micro = std::ceil(batchOf(here) / 2); // sequences per micro-batch
    const double last = 2.0 * (16 * double(count.layerTotal.at(16)) + double(count.lmHead))
            + micro * 1100 * 131072.0 / 2; // weights + KV of a micro-batch over 16 of 32 layers
    const double stage = last / (3.35e12 * 0.70);
    const double hop = 50e-6 + micro * 4096 * 2 / 450e9;
    QNEAR(here->decodeStepSeconds, 2 * stage + hop + 1.5e-3);
    QNEAR(e->tpotSeconds, here->tpotSeconds);
    // at one sequence only one micro-batch is in flight: the stages run in turn
    const SpeedPoint *one = pointAt(*e, 1);
    QNEAR(one->tpotSeconds, one->memorySeconds + 50e-6 + 4096 * 2 / 450e9 + 1.5e-3);
}

void TestSpeed::communicationBound()
{
    // Llama-3.2-1B over 8 L40S (PCIe) at TP8: 2 x 16 layers x (20 us + ...) of all-reduces
    // outweigh reading 1/8 of 2.5 GB of weights
    Case c = makeCase(QStringLiteral("llama-3.2-1b"), QStringLiteral("l40s-48gb"), 8);
    const auto e = c.run();
    QVERIFY(e.has_value());
    QCOMPARE(e->bound, PerformanceBound::Communication);
    QVERIFY(e->curve().first().communicationSeconds > e->curve().first().memorySeconds);
    // the same model on one GPU is memory bound
    const auto one = makeCase(QStringLiteral("llama-3.2-1b"), QStringLiteral("l40s-48gb")).run();
    QVERIFY(one.has_value());
    QCOMPARE(one->bound, PerformanceBound::MemoryBandwidth);
}

void TestSpeed::sparseCustomGpuGivesFiniteFigures()
{
    // a user's own GPU with only memory, bandwidth and BF16 compute filled in (the editor's
    // minimum): no interconnect, no host link, no memory type, at TP 1 and TP 2
    for (int tp : {1, 2}) {
        Case c = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb"), tp);
        c.gpu.interconnect.clear();
        c.gpu.interconnectBytesPerSecond = 0;
        c.gpu.pcieBytesPerSecond = 0;
        c.gpu.memoryType.clear();
        c.gpu.fp8Flops = 0;
        c.deployment.workload.concurrentSequences = 32;
        const auto r = c.run();
        QVERIFY2(r.has_value(), r ? "" : qPrintable(r.error().message));
        for (double v : {r->ttftSeconds, r->tpotSeconds, r->throughputTokensPerSecond,
                         r->requestsPerSecond, r->coldStartSeconds}) {
            QVERIFY2(std::isfinite(v) && v > 0, qPrintable(QString::number(v)));
        }
        for (const SpeedPoint &p : r->curve())
            QVERIFY(std::isfinite(p.tpotSeconds) && std::isfinite(p.totalTokensPerSecond));
    }
}

void TestSpeed::badInput_data()
{
    QTest::addColumn<int>("which");
    QTest::newRow("zero bandwidth") << 0;
    QTest::newRow("negative price") << 1;
    QTest::newRow("negative TPOT target") << 2;
    QTest::newRow("training deployment") << 3;
    QTest::newRow("zero efficiency") << 4;
    QTest::newRow("negative batch") << 5;
    QTest::newRow("expert share above 1") << 6;
    QTest::newRow("zero GPUs") << 7;
}

void TestSpeed::badInput()
{
    QFETCH(int, which);
    Case c = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb"));
    switch (which) {
    case 0: c.gpu.memoryBandwidthBytesPerSecond = 0; break;
    case 1: c.options.pricePerGpuHour = -1; break;
    case 2: c.deployment.workload.tpotTargetMs = -5; break;
    case 3: c.deployment.mode = DeploymentMode::Lora; break;
    case 4: c.engine.datacenterSpeed.bandwidth16Bit.value = 0; break;
    case 5: c.deployment.workload.concurrentSequences = -3; break;
    case 6: c.engine.hostExpertFraction = 1.5; break;
    case 7: c.config.gpuCount = 0; break;
    }
    const auto e = c.run();
    QVERIFY(!e.has_value());
    QVERIFY(!e.error().message.isEmpty());
}

namespace {

/** A project with one H100 and the given deployments on it (vLLM, BF16). */
Project sharedProject(const QList<Deployment> &deployments)
{
    Project p;
    Configuration c;
    c.id = u"shared"_qs;
    c.gpuId = u"h100-sxm-80gb"_qs;
    c.gpuCount = 1;
    p.configurations = {c};
    for (Deployment d : deployments) {
        d.configurationId = c.id;
        p.deployments.append(d);
    }
    return p;
}

Deployment servingDeployment(const QString &id, const QString &model, int users)
{
    Deployment d;
    d.id = id;
    d.modelId = model;
    d.engine = EngineKind::Vllm;
    d.weights = WeightFormat::Bf16;
    d.kv = KvFormat::Bf16;
    d.workload.concurrentSequences = users;
    d.workload.inputTokens = 1000;
    d.workload.outputTokens = 200;
    d.workload.contextTokens = 1200;
    return d;
}

/** Deployment `id`'s speed in `project` (evaluateConfiguration(), as every view shows it). */
SpeedEstimate speedIn(const Project &project, const QString &id)
{
    const ConfigurationEvaluation v = evaluateConfiguration(catalog(), project,
                                                            project.configurations.first());
    const DeploymentEstimate *e = v.deployment(id);
    if (!e || !e->speed)
        qFatal("no speed for %s", qPrintable(id));
    return *e->speed;
}

} // namespace

/** SpeedOptions::sharedStepWaitSeconds: every closed-loop point's step waits W more,
 *  TPOT' = TPOT + W, TTFT' = TTFT x TPOT' / TPOT, the requests (and tokens) per second fall as
 *  the request's latency grows; the service-level solver sees those points; the simulation's
 *  percentiles are anchored to the shared figures. */
void TestSpeed::sharedGpusWaitEveryStep()
{
    Case c = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb"));
    c.deployment.workload.concurrentSequences = 8;
    c.options.curveMaxConcurrency = 17;
    const auto alone = c.run();
    QVERIFY(alone.has_value());
    const double wait = 0.004;
    c.options.sharedStepWaitSeconds = wait;
    c.options.sharedWith = {u"qwen3-4b"_qs};
    const auto shared = c.run();
    QVERIFY(shared.has_value());
    QCOMPARE(shared->curve().size(), alone->curve().size());
    const double steps = 199; // output - 1
    for (qsizetype i = 0; i < alone->curve().size(); ++i) {
        const SpeedPoint &a = alone->curve().at(i);
        const SpeedPoint &b = shared->curve().at(i);
        const double stretch = (a.tpotSeconds + wait) / a.tpotSeconds;
        QNEAR(b.tpotSeconds, a.tpotSeconds + wait);
        QNEAR(b.ttftSeconds, a.ttftSeconds * stretch);
        QNEAR(b.requestLatencySeconds, a.ttftSeconds * stretch + steps * b.tpotSeconds);
        QNEAR(b.totalTokensPerSecond,
              a.totalTokensPerSecond * a.requestLatencySeconds / b.requestLatencySeconds);
    }
    QNEAR(shared->tpotSeconds, alone->tpotSeconds + wait);
    QNEAR(shared->tpotAloneSeconds, alone->tpotSeconds);
    QNEAR(shared->ttftAloneSeconds, alone->ttftSeconds);
    QNEAR(shared->contentionStretch, (alone->tpotSeconds + wait) / alone->tpotSeconds);
    QNEAR(shared->ttftSeconds, alone->ttftSeconds * shared->contentionStretch);
    QNEAR(shared->throughputTokensPerSecond,
          alone->throughputTokensPerSecond / shared->contentionStretch);
    QVERIFY(shared->tpotExplanation.text().contains(u"qwen3-4b"_qs));
    QVERIFY(shared->ttftExplanation.text().contains(u"qwen3-4b"_qs));
    QCOMPARE(alone->contentionStretch, 1.0);

    // the solver: the largest concurrency whose shared TPOT meets the target
    QVERIFY(pointAt(*alone, 16) && pointAt(*alone, 17));
    const double t16 = pointAt(*alone, 16)->tpotSeconds + wait;
    const double t17 = pointAt(*alone, 17)->tpotSeconds + wait;
    c.deployment.workload.tpotTargetMs = (t16 + t17) / 2 * 1e3;
    const auto solved = c.run();
    QVERIFY(solved.has_value());
    QCOMPARE(solved->maxConcurrencyAtSlo, 16);
    c.options.sharedStepWaitSeconds = 0;
    const auto solvedAlone = c.run();
    QVERIFY(solvedAlone->maxConcurrencyAtSlo > 16);

    // the simulation runs with the wait, anchored to the shared means
    c.deployment.workload.tpotTargetMs = 0;
    c.options.sharedStepWaitSeconds = wait;
    c.options.simulateLoad = true;
    c.options.simulatedRequests = 400;
    const auto simulated = c.run();
    QVERIFY(simulated && simulated->simulated);
    const auto p = simulated->percentiles();
    QVERIFY(p.has_value());
    QNEAR(p->tpot.mean, shared->tpotSeconds);
    // the scheduler's own steps include the wait: its TPOT is at least alone + W
    QVERIFY(simulated->simulated->tpot.mean >= alone->curve().first().decodeStepSeconds + wait);
}

/** The figures alone that a shared estimate reports are the estimate without the wait, in
 *  every path: users beyond what the replica runs (the wait for a slot), a prefill pool apart
 *  (disaggregated: its TTFT only grows by the longer wait for a slot), an open loop. */
void TestSpeed::keptSetupGivesTheSameEstimate()
{
    // the pass beside the others takes the speed model the first pass set up: every figure,
    // point and word as when it is set up afresh (the copy's efficiencies read its own engine)
    QList<Case> cases {makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb")),
                       makeCase(QStringLiteral("llama-3.1-70b"), QStringLiteral("h100-sxm-80gb"), 4,
                                8),
                       makeCase(QStringLiteral("deepseek-v3"), QStringLiteral("h200-sxm-141gb"), 8,
                                8, EngineKind::SgLang),
                       makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("rtx-4090-24gb"), 1,
                                1, EngineKind::LlamaCpp)};
    cases[1].config.pipelineParallel = 2;
    cases[2].deployment.weights = WeightFormat::Fp8;
    cases[2].config.expertParallel = 8;
    cases[3].deployment.weights = WeightFormat::GgufQ4_K_M;
    cases[3].engine.gpuLayers = 20;
    for (Case c : cases) {
        c.deployment.workload.concurrentSequences = 24;
        c.deployment.workload.tpotTargetMs = 60;
        c.options.operatingPointOnly = true;
        const auto first = c.run();
        QVERIFY2(first.has_value(), first ? "" : qPrintable(first.error().message));
        QVERIFY(first->setup);
        c.options.operatingPointOnly = false;
        c.options.sharedStepWaitSeconds = 0.002;
        c.options.sharedWith = {QStringLiteral("other")};
        const Case afresh = c;
        Case moved = c; // the inputs elsewhere, as after the estimate moved into its list
        moved.options.setup = first->setup;
        c.engine = EngineProfile {}; // what the first estimate read is gone
        const auto kept = moved.run();
        const auto fresh = afresh.run();
        QVERIFY(kept.has_value() && fresh.has_value());
        QCOMPARE(kept->ttftSeconds, fresh->ttftSeconds);
        QCOMPARE(kept->tpotSeconds, fresh->tpotSeconds);
        QCOMPARE(kept->maxConcurrencyAtSlo, fresh->maxConcurrencyAtSlo);
        QCOMPARE(kept->curve().size(), fresh->curve().size());
        for (qsizetype i = 0; i < fresh->curve().size(); ++i) {
            QCOMPARE(kept->curve()[i].tpotSeconds, fresh->curve()[i].tpotSeconds);
            QCOMPARE(kept->curve()[i].ttftSeconds, fresh->curve()[i].ttftSeconds);
        }
        QCOMPARE(kept->tpotExplanation.text(), fresh->tpotExplanation.text());
        QCOMPARE(kept->ttftExplanation.text(), fresh->ttftExplanation.text());
        QCOMPARE(kept->speedExplanation.text(), fresh->speedExplanation.text());
        QCOMPARE(texts(kept->warnings), texts(fresh->warnings));
    }
}

void TestSpeed::sharedGpusAloneFiguresAreTheEstimateAlone()
{
    for (int path = 0; path < 3; ++path) {
        Case c = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb"));
        c.deployment.workload.concurrentSequences = 600; // more than the replica runs
        if (path == 1) {
            c.config.gpuCount = 2; // one prefill and one decode replica
            c.deployment.disaggregation.on = true;
            c.deployment.disaggregation.prefillReplicas = 1;
            c.deployment.workload.concurrentSequences = 64;
        } else if (path == 2) {
            c.deployment.workload.load = LoadKind::OpenLoop;
            c.deployment.workload.arrivalRate = 3;
        }
        const auto alone = c.run();
        QVERIFY2(alone.has_value(), qPrintable(alone ? QString() : alone.error().message));
        c.options.sharedStepWaitSeconds = 0.002;
        const auto shared = c.run();
        QVERIFY(shared.has_value());
        QNEAR(shared->tpotAloneSeconds, alone->tpotSeconds);
        QNEAR(shared->ttftAloneSeconds, alone->ttftSeconds);
        QNEAR(shared->tpotSeconds, alone->tpotSeconds + 0.002);
        QVERIFY(shared->ttftSeconds >= alone->ttftSeconds);
        if (path == 0)
            QVERIFY(alone->concurrency > alone->maxConcurrency); // the slot-wait path
        if (path == 1) // the prompt runs on its own pool: only the wait for a slot grows
            QVERIFY(shared->ttftSeconds < alone->ttftSeconds * shared->contentionStretch);
    }
}

/** An open loop beside other engines still serves its rate, its latencies stretched; when the
 *  waits keep more sequences in flight than the replica runs, it is saturated. */
void TestSpeed::sharedGpusOpenLoop()
{
    Case c = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb"));
    c.deployment.workload.load = LoadKind::OpenLoop;
    c.deployment.workload.arrivalRate = 2;
    const auto alone = c.run();
    QVERIFY(alone && !alone->saturated);
    const double wait = 0.003;
    c.options.sharedStepWaitSeconds = wait;
    const auto shared = c.run();
    QVERIFY(shared && !shared->saturated);
    QNEAR(shared->tpotSeconds, alone->tpotSeconds + wait);
    QNEAR(shared->ttftSeconds, alone->ttftSeconds * shared->contentionStretch);
    QNEAR(shared->throughputTokensPerSecond, alone->throughputTokensPerSecond);
    QNEAR(shared->decodingSequences, alone->decodingSequences * shared->contentionStretch);
    // a wait so long that rate x steps x TPOT' exceeds the sequences the replica runs
    c.options.sharedStepWaitSeconds = 2.0 * alone->maxConcurrency / (2 * 199);
    const auto overloaded = c.run();
    QVERIFY(overloaded.has_value());
    QVERIFY(overloaded->saturated);
}

/** Two closed loops on one GPU: each TPOT is its own alone plus the other's alone (both always
 *  busy), its TTFT stretches as much, its tokens/s fall by the stretch; the configuration's
 *  tokens/s and cost per 1M follow; the inspector's simulation uses the same wait. */
/** The TTFT, TPOT and throughput explanations and the curve are made when first read, from the
 *  estimate's own copies of its inputs: read after the caller's model, GPU, deployment and engine
 *  are gone (AddressSanitizer checks), they say what an estimate read at once says; on shared
 *  GPUs too, and for a draft model's setup, which is made again. */
void TestSpeed::explainedWhenReadAfterItsInputsAreGone()
{
    for (int variant = 0; variant < 3; ++variant) {
        const auto make = [variant] {
            Case c = makeCase(QStringLiteral("llama-3.1-70b"), QStringLiteral("h100-sxm-80gb"), 4);
            c.deployment.workload.concurrentSequences = 16;
            if (variant == 1) {
                c.options.sharedStepWaitSeconds = 0.002;
                c.options.sharedWith = {QStringLiteral("qwen2.5-7b")};
            } else if (variant == 2) {
                c.deployment.speculative.method = SpeculativeMethod::DraftModel;
                c.deployment.speculative.draftModelId = QStringLiteral("llama-3.2-1b");
                if (!resolveDraftModel(catalog(), c.deployment))
                    qFatal("the draft is not in the catalog");
                c.deployment.speculative.tokens = 3;
                c.deployment.speculative.acceptance = 0.7;
            }
            return c;
        };
        Result<SpeedEstimate> later = std::unexpected(Error {});
        QStringList atOnce;
        QList<SpeedPoint> curveAtOnce;
        {
            const Case c = make();
            later = c.run();
            const auto read = c.run();
            QVERIFY(later && read);
            for (const Explanation *e :
                 {&read->ttftExplanation, &read->tpotExplanation, &read->speedExplanation})
                atOnce.append(e->text());
            curveAtOnce = read->curve();
        }
        const QStringList whenRead {later->ttftExplanation.text(), later->tpotExplanation.text(),
                                    later->speedExplanation.text()};
        QCOMPARE(whenRead, atOnce);
        QVERIFY(!atOnce.first().isEmpty());
        QCOMPARE(later->curve().size(), curveAtOnce.size());
        for (qsizetype i = 0; i < curveAtOnce.size(); ++i) {
            QCOMPARE(later->curve().at(i).tpotSeconds, curveAtOnce.at(i).tpotSeconds);
            QCOMPARE(later->curve().at(i).ttftSeconds, curveAtOnce.at(i).ttftSeconds);
        }
        QCOMPARE(later->curve().first().tpotSeconds, later->tpotAtOneSeconds);
        if (variant == 1)
            QVERIFY(whenRead.at(1).contains(u"qwen2.5-7b"));
    }
}

/** The engines' CPU work per running sequence (hostSecondsPerSequence, 50 us) runs beside the
 *  GPU's step: one user's speed is the GPU's, and where many sequences of a small model decode
 *  the step is exactly that work x the sequences plus the step overhead (the serving points'
 *  streamed rate stops near 1 / 50 us = 20 k tokens/s per replica). */
void TestSpeed::cpuWorkPerSequenceFloorsTheStep()
{
    Case c = makeCase(QStringLiteral("llama-3.2-1b"), QStringLiteral("h100-sxm-80gb"));
    c.deployment.workload.inputTokens = 100;
    c.deployment.workload.outputTokens = 1000;
    c.options.curveMaxConcurrency = 512;
    const double perSequence = c.engine.hostSecondsPerSequence.value;
    QCOMPARE(perSequence, 50e-6);
    const auto floored = c.run();
    c.engine.hostSecondsPerSequence.value = 0;
    const auto gpuOnly = c.run();
    QVERIFY(floored && gpuOnly);
    QCOMPARE(floored->curve().first().tpotSeconds, gpuOnly->curve().first().tpotSeconds);
    const SpeedPoint &top = floored->curve().last();
    QCOMPARE(top.concurrency, 512);
    const double sequences = top.hostSeconds / perSequence;
    QNEAR(sequences, std::round(sequences));
    QVERIFY(sequences > 0.9 * 512 && sequences <= 512);
    const double overhead = c.engine.datacenterSpeed.stepOverheadSeconds.value;
    QNEAR(top.stepSeconds, top.hostSeconds + overhead);
    QVERIFY(gpuOnly->curve().last().stepSeconds < top.stepSeconds);
    QCOMPARE(top.bound, PerformanceBound::Cpu); // what binds is the CPU, not the GPU's compute
    QCOMPARE(performanceBoundId(top.bound), u"cpu"_qs);
    QVERIFY(floored->curve().first().bound != PerformanceBound::Cpu);
    QVERIFY(gpuOnly->curve().last().bound != PerformanceBound::Cpu);
    QVERIFY(floored->tpotExplanation.text().contains(u"CPU work per running sequence"));
}

void TestSpeed::sharedConfigurationClosedLoops()
{
    const Deployment a = servingDeployment(u"a"_qs, u"llama-3.1-8b"_qs, 8);
    const Deployment b = servingDeployment(u"b"_qs, u"qwen3-4b"_qs, 16);
    const SpeedEstimate aloneA = speedIn(sharedProject({a}), u"a"_qs);
    const SpeedEstimate aloneB = speedIn(sharedProject({b}), u"b"_qs);
    QCOMPARE(aloneA.contentionStretch, 1.0);
    const Project both = sharedProject({a, b});
    const SpeedEstimate sharedA = speedIn(both, u"a"_qs);
    const SpeedEstimate sharedB = speedIn(both, u"b"_qs);
    QNEAR(sharedA.tpotSeconds, aloneA.tpotSeconds + aloneB.tpotSeconds);
    QNEAR(sharedB.tpotSeconds, aloneB.tpotSeconds + aloneA.tpotSeconds);
    const double stretchA = sharedA.tpotSeconds / aloneA.tpotSeconds;
    QNEAR(sharedA.contentionStretch, stretchA);
    QNEAR(sharedA.ttftSeconds, aloneA.ttftSeconds * stretchA);
    QNEAR(sharedA.throughputTokensPerSecond, aloneA.throughputTokensPerSecond / stretchA);
    QNEAR(sharedA.tpotAloneSeconds, aloneA.tpotSeconds);
    QVERIFY(sharedA.tpotExplanation.text().contains(u"qwen3-4b"_qs));
    QVERIFY(sharedB.tpotExplanation.text().contains(u"llama-3.1-8b"_qs));

    const ConfigurationEvaluation v = evaluateConfiguration(catalog(), both,
                                                            both.configurations.first());
    QVERIFY(v.fits);
    QNEAR(*v.tokensPerSecond, sharedA.throughputTokensPerSecond + sharedB.throughputTokensPerSecond);
    QNEAR(*v.ttftSeconds, std::max(sharedA.ttftSeconds, sharedB.ttftSeconds));
    QNEAR(*v.costPerMillionTokens,
          v.cost.assumptions.onDemandPricePerGpuHour / 3600 / *v.tokensPerSecond * 1e6);
    // the inspector's percentiles: the simulation with the same wait, anchored to these means
    const auto simulated = simulateDeploymentLoad(*v.deployment(u"a"_qs));
    QVERIFY(simulated.has_value());
    QNEAR(simulated->tpotSeconds, sharedA.tpotSeconds);
    QNEAR(simulated->percentiles()->tpot.mean, sharedA.tpotSeconds);
}

/** Open loops: each waits for the other only while that one has work, u = 1 - exp(-L), the
 *  fixed point of sharedGpuSpeeds() over the speeds alone; each still serves its rate. */
void TestSpeed::sharedConfigurationOpenLoops()
{
    Deployment a = servingDeployment(u"a"_qs, u"llama-3.1-8b"_qs, 1);
    Deployment b = servingDeployment(u"b"_qs, u"qwen3-4b"_qs, 1);
    for (Deployment *d : {&a, &b}) {
        d->workload.load = LoadKind::OpenLoop;
        d->workload.arrivalRate = 0.5;
    }
    const SpeedEstimate aloneA = speedIn(sharedProject({a}), u"a"_qs);
    const SpeedEstimate aloneB = speedIn(sharedProject({b}), u"b"_qs);
    const QList<SharedGpuSpeed> model = sharedGpuSpeeds(
            {{aloneA.ttftSeconds, aloneA.tpotSeconds, 200, 0.5},
             {aloneB.ttftSeconds, aloneB.tpotSeconds, 200, 0.5}});
    QVERIFY(model.at(1).busyFraction < 1); // not always busy at this rate
    const Project both = sharedProject({a, b});
    const SpeedEstimate sharedA = speedIn(both, u"a"_qs);
    const SpeedEstimate sharedB = speedIn(both, u"b"_qs);
    QNEAR(sharedA.tpotSeconds, model.at(0).tpotSeconds);
    QNEAR(sharedA.ttftSeconds, model.at(0).ttftSeconds);
    QNEAR(sharedB.tpotSeconds, model.at(1).tpotSeconds);
    QNEAR(sharedA.tpotSeconds - aloneA.tpotSeconds, model.at(1).busyFraction * aloneB.tpotSeconds);
    QNEAR(sharedA.throughputTokensPerSecond, aloneA.throughputTokensPerSecond);
}

HEADROOM_TEST_APPLESS_MAIN(TestSpeed)
#include "tst_speed.moc"
