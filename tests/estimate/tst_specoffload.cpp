// Speculative decoding with a draft model and KV offload to host memory / NVMe
// (docs/estimation.md "Draft model" and "KV offload"): the draft's memory against the hand
// formula, TPOT against (k x draft step + verify step) / tokens per step with the draft's step
// taken from its own estimate, and the offload tier's prefix split and transfer time.
#include "catalog/catalog.h"
#include "estimate/draftmodel.h"
#include "estimate/engineprofile.h"
#include "estimate/kvcache.h"
#include "estimate/launchcommand.h"
#include "estimate/memorybreakdown.h"
#include "estimate/parametercount.h"
#include "estimate/speed.h"
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

    Result<SpeedEstimate> speed() const
    {
        return estimateSpeed(model, gpu, config, deployment, engine);
    }
    Result<MemoryBreakdown> memory() const
    {
        return estimateMemory(model, gpu, config, deployment, engine);
    }
};

Case makeCase(const QString &model, const QString &gpu, int tp)
{
    Case c;
    c.model = *catalog().model(model);
    c.gpu = *catalog().gpu(gpu);
    c.config.gpuId = gpu;
    c.config.tensorParallel = tp;
    c.config.gpuCount = tp;
    c.deployment.modelId = model;
    c.deployment.engine = EngineKind::Vllm;
    c.deployment.weights = WeightFormat::Bf16;
    c.deployment.workload.concurrentSequences = 8;
    c.deployment.workload.inputTokens = 1000;
    c.deployment.workload.outputTokens = 200;
    c.engine = defaultEngineProfile(EngineKind::Vllm);
    return c;
}

/** Llama-3.1-70B on 4 x H100, drafted by Llama-3.2-1B. */
Case drafted(int tokens, double acceptance)
{
    Case c = makeCase(QStringLiteral("llama-3.1-70b"), QStringLiteral("h100-sxm-80gb"), 4);
    c.deployment.speculative.method = SpeculativeMethod::DraftModel;
    c.deployment.speculative.draftModelId = QStringLiteral("llama-3.2-1b");
    c.deployment.speculative.tokens = tokens;
    c.deployment.speculative.acceptance = acceptance;
    const auto resolved = resolveDraftModel(catalog(), c.deployment);
    Q_ASSERT(resolved);
    return c;
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

} // namespace

class TestSpecOffload : public QObject
{
    Q_OBJECT

private slots:
    void draftMemoryIsItsWeightsAndKv();
    void draftTpotIsDraftStepsPlusVerifyOverTokens();
    void draftWithoutAcceptanceCostsTime();
    void draftMustShareTheTokenizer();
    void vllmLaunchCommandNamesTheDraft();
    void offloadTierServesThePrefixesTheGpuCannotHold();
    void offloadTtftIncludesTheTransfer();
    void offloadDoesNotRaiseConcurrency();
    void offloadRefusesBadSettings_data();
    void offloadRefusesBadSettings();
};

void TestSpecOffload::draftMemoryIsItsWeightsAndKv()
{
    // Llama-3.2-1B in BF16 on each of 4 GPUs: parameters x 2 B / 4; its KV: 2 (K, V) x 16 layers
    // x 8 KV heads x 64 head_dim x 2 B / TP 4 per token, 1200 tokens (75 blocks of 16) for each
    // of 8 sequences
    Case plain = makeCase(QStringLiteral("llama-3.1-70b"), QStringLiteral("h100-sxm-80gb"), 4);
    const Case c = drafted(4, 0.8);
    const ModelSpec draft = *catalog().model(QStringLiteral("llama-3.2-1b"));
    const std::int64_t parameters = countParameters(draft).total();
    const std::int64_t weights = parameters * 2 / 4;
    const int headDim = draft.headDim > 0 ? draft.headDim : draft.hidden / draft.heads;
    const std::int64_t kvPerToken = 2LL * draft.layers * draft.kvHeads * headDim * 2 / 4;
    const std::int64_t kvPerSequence = kvPerToken * 1200;
    const auto without = plain.memory();
    const auto with = c.memory();
    QVERIFY2(without && with, with ? "" : qPrintable(with.error().message));
    QCOMPARE(with->draftParameters, parameters);
    for (const GpuMemory &g : with->perGpu)
        QCOMPARE(g.draft.bytes, weights + 8 * kvPerSequence);
    QVERIFY(with->perGpu.first().draft.explanation.text().contains(u"llama-3.2-1b"));
    // the weights leave less room for the pool; each token holds the target's KV and the draft's
    const GpuMemory &g0 = without->perGpu.first();
    const GpuMemory &g1 = with->perGpu.first();
    QCOMPARE(g1.weights.bytes, g0.weights.bytes);
    QCOMPARE(g1.kvCache.bytes, g0.kvCache.bytes);
    QCOMPARE(g1.kvPoolBytes, g0.kvPoolBytes - weights);
    QCOMPARE(g1.free, g0.free - g1.draft.bytes);
    QNEAR(g1.kvBytesPerToken, g0.kvBytesPerToken + double(kvPerToken));
    QCOMPARE(with->kvPoolTokens, std::int64_t(double(g1.kvPoolBytes) / g1.kvBytesPerToken));
    QVERIFY(with->maxSequences < without->maxSequences);
}

void TestSpecOffload::draftTpotIsDraftStepsPlusVerifyOverTokens()
{
    // a step = k draft decode steps (the draft's own step at the batch) + one target step over
    // k + 1 positions; it emits (1 - a^(k+1)) / (1 - a) tokens
    const int k = 4;
    const double a = 0.7;
    const Case c = drafted(k, a);
    // the draft alone, on the same GPUs at the same TP, in its checkpoint's format (BF16)
    Case alone = makeCase(QStringLiteral("llama-3.2-1b"), QStringLiteral("h100-sxm-80gb"), 4);
    Case plain = makeCase(QStringLiteral("llama-3.1-70b"), QStringLiteral("h100-sxm-80gb"), 4);
    const auto spec = c.speed();
    const auto draft = alone.speed();
    const auto target = plain.speed();
    QVERIFY2(spec && draft && target, spec ? "" : qPrintable(spec.error().message));
    const double tokens = (1 - std::pow(a, k + 1)) / (1 - a);
    QNEAR(spec->acceptedPerStep, tokens);
    // one user: every figure is that of a batch of 1 (with more users the share decoding at once
    // differs between the three deployments, and with it the batch of their steps)
    {
        const SpeedPoint *p = pointAt(*spec, 1);
        const SpeedPoint *d = pointAt(*draft, 1);
        const SpeedPoint *t = pointAt(*target, 1);
        QVERIFY(p && d && t);
        QNEAR(p->draftSeconds, k * d->stepSeconds);
        QNEAR(p->decodeStepSeconds, (k * d->stepSeconds + p->stepSeconds) / tokens);
        QVERIFY(p->stepSeconds >= t->stepSeconds); // k + 1 positions verified
        QVERIFY(p->decodeStepSeconds < t->decodeStepSeconds);
    }
    // the draft prefills the prompt too
    QNEAR(spec->prefillSeconds, target->prefillSeconds + draft->prefillSeconds);
    QNEAR(spec->draftPrefillSeconds, draft->prefillSeconds);
    QVERIFY(spec->tpotExplanation.text().contains(u"llama-3.2-1b"));
    QVERIFY(spec->throughputTokensPerSecond > target->throughputTokensPerSecond);
}

void TestSpecOffload::draftWithoutAcceptanceCostsTime()
{
    const Case c = drafted(3, 0);
    Case plain = makeCase(QStringLiteral("llama-3.1-70b"), QStringLiteral("h100-sxm-80gb"), 4);
    const auto spec = c.speed();
    const auto target = plain.speed();
    QVERIFY(spec && target);
    QCOMPARE(spec->acceptedPerStep, 1.0);
    QVERIFY(spec->tpotSeconds > target->tpotSeconds);
    QVERIFY(spec->throughputTokensPerSecond < target->throughputTokensPerSecond);
}

void TestSpecOffload::draftMustShareTheTokenizer()
{
    Case c = drafted(2, 0.8);
    // another vocabulary: refused with a clear message
    c.deployment.speculative.draftModelId = QStringLiteral("qwen2.5-7b");
    QVERIFY(resolveDraftModel(catalog(), c.deployment));
    auto memory = c.memory();
    QVERIFY(!memory);
    QVERIFY2(memory.error().message.contains(u"tokenizer"), qPrintable(memory.error().message));
    // a draft whose heads the target's TP does not split (Llama-3.2-1B: 32 heads, 8 KV heads)
    c.deployment.speculative.draftModelId = QStringLiteral("llama-3.2-1b");
    QVERIFY(resolveDraftModel(catalog(), c.deployment));
    c.config.tensorParallel = c.config.gpuCount = 64; // splits the target's 64 heads
    memory = c.memory();
    QVERIFY(!memory);
    QVERIFY2(memory.error().message.contains(u"draft model's 32 attention heads"),
             qPrintable(memory.error().message));
    c.config.tensorParallel = c.config.gpuCount = 4;
    // not in the catalog, or not given
    c.deployment.speculative.draftModelId = QStringLiteral("no-such-model");
    const auto missing = resolveDraftModel(catalog(), c.deployment);
    QVERIFY(!missing);
    QVERIFY(missing.error().message.contains(u"no-such-model"));
    c.deployment.speculative.draftModelId.clear();
    QVERIFY(!resolveDraftModel(catalog(), c.deployment));
    // a draft id that was not resolved is not estimated as if there were none
    Case unresolved = makeCase(QStringLiteral("llama-3.1-70b"), QStringLiteral("h100-sxm-80gb"), 4);
    unresolved.deployment.speculative.method = SpeculativeMethod::DraftModel;
    unresolved.deployment.speculative.draftModelId = QStringLiteral("llama-3.2-1b");
    QVERIFY(!unresolved.memory());
    // the catalog's candidates for Llama-3.1-70B: its vocabulary, smaller, the smallest first
    const QList<ModelSpec> candidates = draftCandidates(catalog(),
                                                        *catalog().model(
                                                                QStringLiteral("llama-3.1-70b")));
    QVERIFY(!candidates.isEmpty());
    QCOMPARE(candidates.first().id, QStringLiteral("llama-3.2-1b"));
    for (const ModelSpec &m : candidates)
        QCOMPARE(m.vocab, 128256);
}

void TestSpecOffload::vllmLaunchCommandNamesTheDraft()
{
    const Case c = drafted(3, 0.8);
    const auto command = launchCommand(c.model, c.config, c.deployment);
    QVERIFY(command);
    QVERIFY2(command->commandLine().contains(
                     uR"({"model":"meta-llama/Llama-3.2-1B","num_speculative_tokens":3})"_qs),
             qPrintable(command->commandLine()));
}

namespace {

/** Llama-3.1-8B on one H100 with 200 users re-sending 8000-token prompts, half of each a prefix
 *  seen before: the pool runs about 50 of them, so it keeps almost none of the prefixes. */
Case crowded()
{
    Case c = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb"), 1);
    c.deployment.workload.concurrentSequences = 200;
    c.deployment.workload.inputTokens = 8000;
    c.deployment.workload.prefixHitRate = 0.5;
    return c;
}

} // namespace

void TestSpecOffload::offloadTierServesThePrefixesTheGpuCannotHold()
{
    Case c = crowded();
    c.deployment.kvOffload.tier = KvOffloadTier::HostMemory;
    c.deployment.kvOffload.capacityBytes = std::int64_t(40) << 30;
    const auto memory = c.memory();
    const auto r = c.speed();
    QVERIFY(memory && r);
    // the prefixes to keep: 200 users x 0.5 x 8000 tokens; the GPU keeps what the pool holds
    // beside the running sequences, the tier what it holds of the rest
    const double h = 0.5;
    const double working = 200 * h * 8000;
    const int running = std::min(200, r->maxConcurrency);
    const double room = std::max(0.0,
                                 double(memory->kvPoolTokens)
                                         - double(running) * double(memory->tokensPerSequence));
    const double perToken = kvBytesPerToken(c.model, c.deployment.kv, 1);
    const double tierTokens = double(c.deployment.kvOffload.capacityBytes) / perToken;
    const double onGpu = std::min(working, room);
    const double onTier = std::min(working - onGpu, tierTokens);
    QNEAR(r->prefixGpuHitRate, h * onGpu / working);
    QNEAR(r->prefixTierHitRate, h * onTier / working);
    QVERIFY(r->prefixTierHitRate > 0.1);
    QVERIFY(r->prefixGpuHitRate < 0.05);
    // without a tier the same prompts prefill what the GPU cannot keep
    Case off = crowded();
    const auto r0 = off.speed();
    QVERIFY(r0);
    QNEAR(r0->prefixGpuHitRate, r->prefixGpuHitRate);
    QCOMPARE(r0->prefixTierHitRate, 0.0);
    QVERIFY(r->ttftSeconds < r0->ttftSeconds);
    // a lone user's prefix fits on the GPU: no tier hit, nothing to load
    Case lone = c;
    lone.deployment.workload.concurrentSequences = 1;
    const auto r1 = lone.speed();
    QVERIFY(r1);
    QNEAR(r1->prefixGpuHitRate, h);
    QCOMPARE(r1->prefixTierHitRate, 0.0);
    QCOMPARE(r1->kvOffloadLoadSeconds, 0.0);
}

void TestSpecOffload::offloadTtftIncludesTheTransfer()
{
    // the tier's hits are loaded over the GPU's PCIe link (host memory) or one NVMe drive:
    // bytes = tier hits x input x KV bytes per token, time = bytes / bandwidth; the prefill is
    // that of the tokens neither tier holds
    for (KvOffloadTier tier : {KvOffloadTier::HostMemory, KvOffloadTier::Nvme}) {
        Case c = crowded();
        c.deployment.kvOffload.tier = tier;
        c.deployment.kvOffload.capacityBytes = std::int64_t(40) << 30;
        const auto r = c.speed();
        QVERIFY(r);
        const double bandwidth = tier == KvOffloadTier::Nvme ? 7e9 : c.gpu.pcieBytesPerSecond;
        const double bytes = r->prefixTierHitRate * 8000
                * kvBytesPerToken(c.model, c.deployment.kv, 1);
        QNEAR(r->kvOffloadBytesPerSecond, bandwidth);
        QNEAR(r->kvOffloadLoadBytes, bytes);
        QNEAR(r->kvOffloadLoadSeconds, bytes / bandwidth);
        // the same deployment prefilling only the tokens no tier holds, alone, + the transfer
        Case reference = makeCase(QStringLiteral("llama-3.1-8b"), QStringLiteral("h100-sxm-80gb"),
                                  1);
        reference.deployment.workload.inputTokens = std::llround(
                8000 * (1 - r->prefixGpuHitRate - r->prefixTierHitRate));
        const auto ref = reference.speed();
        QVERIFY(ref);
        QNEAR(r->prefillSeconds, ref->prefillSeconds + bytes / bandwidth);
        const QString text = r->ttftExplanation.text();
        QVERIFY2(text.contains(tier == KvOffloadTier::Nvme ? u"NVMe" : u"host memory"),
                 qPrintable(text));
        QVERIFY(text.contains(u"KV must be on the GPU"));
        // a stated bandwidth replaces the default
        c.deployment.kvOffload.bytesPerSecond = 1e9;
        const auto slow = c.speed();
        QVERIFY(slow);
        QNEAR(slow->kvOffloadLoadSeconds, bytes / 1e9);
    }
}

void TestSpecOffload::offloadDoesNotRaiseConcurrency()
{
    Case c = crowded();
    const auto memory0 = c.memory();
    const auto r0 = c.speed();
    c.deployment.kvOffload.tier = KvOffloadTier::Nvme;
    c.deployment.kvOffload.capacityBytes = std::int64_t(4000) << 30;
    const auto memory1 = c.memory();
    const auto r1 = c.speed();
    QVERIFY(memory0 && memory1 && r0 && r1);
    QCOMPARE(r1->maxConcurrency, r0->maxConcurrency);
    QCOMPARE(memory1->kvPoolTokens, memory0->kvPoolTokens);
    QCOMPARE(memory1->perGpu.first().free, memory0->perGpu.first().free);
}

void TestSpecOffload::offloadRefusesBadSettings_data()
{
    QTest::addColumn<int>("tier");
    QTest::addColumn<qint64>("capacity");
    QTest::addColumn<double>("bandwidth");
    QTest::addColumn<QString>("message");
    QTest::newRow("negative capacity") << int(KvOffloadTier::HostMemory) << qint64(-1) << 0.0
                                       << u"capacity cannot be negative"_qs;
    QTest::newRow("no capacity") << int(KvOffloadTier::Nvme) << qint64(0) << 0.0
                                 << u"capacity above 0"_qs;
    QTest::newRow("negative bandwidth") << int(KvOffloadTier::HostMemory) << qint64(1 << 30) << -1.0
                                        << u"bandwidth cannot be negative"_qs;
}

void TestSpecOffload::offloadRefusesBadSettings()
{
    QFETCH(int, tier);
    QFETCH(qint64, capacity);
    QFETCH(double, bandwidth);
    QFETCH(QString, message);
    Case c = crowded();
    c.deployment.kvOffload = {KvOffloadTier(tier), capacity, bandwidth};
    const auto r = c.speed();
    QVERIFY(!r);
    QVERIFY2(r.error().message.contains(message), qPrintable(r.error().message));
}

HEADROOM_TEST_GUILESS_MAIN(TestSpecOffload)
#include "tst_specoffload.moc"
