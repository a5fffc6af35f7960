// Expert parallelism (EP), attention data parallelism (DP) and replicas over several nodes
// (docs/estimation.md "Expert and attention data parallelism"): per-GPU memory and the speed
// model's communication against formulas computed here from the model's and GPU's figures.

#include "catalog/catalog.h"
#include "estimate/kvcache.h"
#include "estimate/memorybreakdown.h"
#include "estimate/parallellinks.h"
#include "estimate/speed.h"
#include "estimate/speedmodel.h"
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

ModelSpec model(const char *id)
{
    const auto m = catalog().model(QString::fromLatin1(id));
    Q_ASSERT(m);
    return *m;
}

GpuSpec gpu(const char *id)
{
    const auto g = catalog().gpu(QString::fromLatin1(id));
    Q_ASSERT(g);
    return *g;
}

Configuration config(const GpuSpec &g, int tp, int ep = 1, int dp = 1, int pp = 1)
{
    Configuration c;
    c.gpuId = g.id;
    c.tensorParallel = tp;
    c.pipelineParallel = pp;
    c.expertParallel = ep;
    c.dataParallelAttention = dp;
    c.gpuCount = tp * pp;
    return c;
}

Deployment deployment(const ModelSpec &m, WeightFormat weights, int batch, std::int64_t tokens)
{
    Deployment d;
    d.modelId = m.id;
    d.engine = EngineKind::Vllm;
    d.weights = weights;
    d.kv = KvFormat::Bf16;
    d.workload.concurrentSequences = batch;
    d.workload.contextTokens = tokens;
    return d;
}

} // namespace

class TestExpertParallel : public QObject
{
    Q_OBJECT

private slots:
    void routedExpertsWholePerGpu();
    void dataParallelAttentionWeightsAndKv();
    void mlaKvSplitByDataParallelRanks();
    void refusesWhatDoesNotSplit();
    void allToAllReplacesTheMoeAllReduce();
    void tensorParallelOverTwoNodesUsesTheNetwork();
    void catalogDomains();
};

void TestExpertParallel::routedExpertsWholePerGpu()
{
    // Qwen3-235B-A22B in BF16 on 8 H200, EP8: each GPU holds 16 of the 128 routed experts of
    // every layer whole: 16 x 94 layers x 3 x hidden x moe_intermediate x 2 B; with TP8 and
    // no EP it holds 1/8 of each expert: the same bytes, so the weights are equal
    const ModelSpec m = model("qwen3-235b-a22b");
    const GpuSpec g = gpu("h200-sxm-141gb");
    const Deployment d = deployment(m, WeightFormat::Bf16, 8, 4096);
    const auto tp = estimateMemory(m, g, config(g, 8), d);
    const auto ep = estimateMemory(m, g, config(g, 8, 8), d);
    QVERIFY(tp && ep);
    const double expertBytes = 3.0 * m.hidden * m.moe.expertIntermediate * 2.0;
    const double routedPerGpu = m.moe.experts / 8 * m.layers * expertBytes;
    QCOMPARE(m.moe.experts / 8, 16);
    QVERIFY(std::abs(double(ep->perGpu[0].weights.bytes - tp->perGpu[0].weights.bytes)) <= 8);
    // the routed experts are most of the GPU's weights: the rest (attention, embeddings,
    // routers) over TP8 is what is left
    const double rest = double(ep->perGpu[0].weights.bytes) - routedPerGpu;
    const double attentionPerGpu = m.layers * double(m.hidden) * m.headDim
            * (2.0 * m.heads + 2.0 * m.kvHeads) * 2.0 / 8;
    const double embeddingsPerGpu = 2.0 * m.vocab * double(m.hidden) * 2.0 / 8;
    QVERIFY2(std::abs(rest - attentionPerGpu - embeddingsPerGpu) / rest < 0.02,
             qPrintable(QString::number(rest)));
    const QString why = ep->perGpu[0].weights.explanation.text();
    QVERIFY2(why.contains(u"EP 8: 16 of the 128 routed experts whole"), qPrintable(why));
}

void TestExpertParallel::dataParallelAttentionWeightsAndKv()
{
    // DP8 on TP8: each GPU holds the whole attention (weights / 1 instead of / 8) and the KV of
    // its 64 / 8 sequences with all 4 KV heads (at TP8 a GPU holds 1 of the 4 heads, replicated)
    const ModelSpec m = model("qwen3-235b-a22b");
    const GpuSpec g = gpu("h200-sxm-141gb");
    const std::int64_t tokens = 4096; // whole blocks of 16
    const Deployment d = deployment(m, WeightFormat::Fp8, 64, tokens);
    const auto ep = estimateMemory(m, g, config(g, 8, 8), d);
    const auto dp = estimateMemory(m, g, config(g, 8, 8, 8), d);
    QVERIFY(ep && dp);
    const double attention = m.layers * double(m.hidden) * m.headDim
            * (2.0 * m.heads + 2.0 * m.kvHeads); // FP8: 1 byte each
    const double grown = double(dp->perGpu[0].weights.bytes - ep->perGpu[0].weights.bytes);
    QVERIFY2(std::abs(grown - attention * (1 - 1.0 / 8)) / grown < 0.01,
             qPrintable(QString::number(grown)));
    const double kvPerHeadToken = 2.0 * m.headDim * 2.0 * m.layers; // K and V, BF16
    QCOMPARE(double(ep->perGpu[0].kvCache.bytes), 64 * kvPerHeadToken * 1 * tokens);
    QCOMPARE(double(dp->perGpu[0].kvCache.bytes), 8 * kvPerHeadToken * m.kvHeads * tokens);
    QVERIFY(dp->perGpu[0].kvCache.explanation.text().contains(u"DP 8"));
}

void TestExpertParallel::mlaKvSplitByDataParallelRanks()
{
    // DeepSeek-V3's latent KV is not split by heads: at TP8 every GPU holds all sequences'
    // cache; with DP8 each holds its rank's 64 / 8
    const ModelSpec m = model("deepseek-v3");
    QVERIFY(m.isMla());
    const GpuSpec g = gpu("h200-sxm-141gb");
    const Deployment d = deployment(m, WeightFormat::Fp8, 64, 4096);
    const auto tp = estimateMemory(m, g, config(g, 8, 8), d);
    const auto dp = estimateMemory(m, g, config(g, 8, 8, 8), d);
    QVERIFY(tp && dp);
    QCOMPARE(dp->perGpu[0].kvCache.bytes * 8, tp->perGpu[0].kvCache.bytes);
    // each rank's pool holds its own sequences: the replica runs 8 ranks' worth
    const std::int64_t perSequence = dp->perGpu[0].kvCache.bytes / 8;
    QCOMPARE(dp->maxSequences, dp->kvPoolBytesPerGpu / perSequence * 8);
    QCOMPARE(tp->maxSequences, tp->kvPoolBytesPerGpu / (tp->perGpu[0].kvCache.bytes / 64));
}

void TestExpertParallel::refusesWhatDoesNotSplit()
{
    const GpuSpec g = gpu("h100-sxm-80gb");
    const ModelSpec dense = model("llama-3.1-8b");
    const auto denseEp = estimateMemory(dense, g, config(g, 2, 2),
                                        deployment(dense, WeightFormat::Bf16, 1, 1024));
    QVERIFY(!denseEp);
    QVERIFY2(denseEp.error().message.contains(u"dense model"), qPrintable(denseEp.error().message));
    ModelSpec moe = model("qwen3-30b-a3b");
    const Deployment d = deployment(moe, WeightFormat::Bf16, 1, 1024);
    QVERIFY(estimateMemory(moe, g, config(g, 4, 4, 2), d));
    QVERIFY(!estimateMemory(moe, g, config(g, 4, 8), d)); // EP does not divide TP
    QVERIFY(!estimateMemory(moe, g, config(g, 4, 1, 8), d)); // DP does not divide TP
    QVERIFY(!estimateMemory(moe, g, config(g, 4, 0), d));
    moe.moe.experts = 60;
    const auto odd = estimateMemory(moe, g, config(g, 8, 8), d);
    QVERIFY(!odd);
    QVERIFY2(odd.error().message.contains(u"60 routed experts"), qPrintable(odd.error().message));
    Deployment llama = d;
    llama.engine = EngineKind::LlamaCpp;
    QVERIFY(!estimateMemory(model("qwen3-30b-a3b"), g, config(g, 2, 2), llama));
}

void TestExpertParallel::allToAllReplacesTheMoeAllReduce()
{
    // Qwen3-235B (every layer MoE) on 8 H100, TP8 EP8, 32 sequences: per layer the attention
    // all-reduce over 8 GPUs and a dispatch + combine of B x hidden x 2 B x 7/8 over NVLink,
    // each with the engine's all-to-all latency
    const ModelSpec m = model("qwen3-235b-a22b");
    const GpuSpec g = gpu("h100-sxm-80gb");
    const Deployment d = deployment(m, WeightFormat::Fp8, 32, 1024);
    const EngineProfile &e = defaultEngineProfile(EngineKind::Vllm);
    const double B = 32, H = m.hidden, link = g.interconnectBytesPerSecond;
    // the all-reduce's latency: the profile's per step of its tree, log2 8 = 3 steps
    const double alpha = e.allReduceLatencyNvlinkSeconds.value;
    const double allReduce = 3 * alpha + 2.0 * 7 / 8 * B * H * 2 / link;
    const double allToAll = 2.0 * (e.allToAllLatencySeconds.value + B * H * 2 * 7 / 8 / link);

    const Configuration epc = config(g, 8, 8);
    SpeedModel::Model ep(m, g, epc, d, e);
    SpeedModel::configureModel(ep);
    const SpeedPoint p = SpeedModel::decodePoint(ep, 32, 1024);
    QCOMPARE(p.allToAllSeconds, m.layers * allToAll);
    QVERIFY(std::abs(p.communicationSeconds - m.layers * (allReduce + allToAll)) < 1e-12);

    // without EP: two all-reduces per layer over TP, no all-to-all
    const Configuration tpc = config(g, 8);
    SpeedModel::Model tp(m, g, tpc, d, e);
    SpeedModel::configureModel(tp);
    const SpeedPoint q = SpeedModel::decodePoint(tp, 32, 1024);
    QCOMPARE(q.allToAllSeconds, 0.0);
    QVERIFY(std::abs(q.communicationSeconds - 2 * m.layers * allReduce) < 1e-12);

    // the expert reads: the same bytes per GPU (hits / 8 whole experts), read at the EP scale
    // without the large-TP and sliced-expert derating
    QVERIFY(p.memoryExpertsSeconds < q.memoryExpertsSeconds);
    const double hits = expectedExpertsHit(m.moe.experts, m.moe.expertsPerToken, B);
    QCOMPARE(p.expertsHitPerLayer, hits);

    // the TPOT explanation names it
    const auto speed = estimateSpeed(m, g, epc, d, e);
    QVERIFY(speed);
    QVERIFY2(speed->tpotExplanation.text().contains(u"expert parallelism EP 8"),
             qPrintable(speed->tpotExplanation.text()));
}

void TestExpertParallel::tensorParallelOverTwoNodesUsesTheNetwork()
{
    // TP16 on H100 (8 per HGX node): the all-reduces cross nodes at 50 GB/s per GPU with the
    // network's latency; on GB200 (72 in one NVLink domain) they stay on NVLink
    const ModelSpec m = model("qwen3-235b-a22b");
    const Deployment d = deployment(m, WeightFormat::Fp8, 16, 1024);
    const EngineProfile &e = defaultEngineProfile(EngineKind::Vllm);
    const GpuSpec h100 = gpu("h100-sxm-80gb");
    QCOMPARE(h100.internodeBytesPerSecond, 50e9);
    const Configuration c16 = config(h100, 16);
    SpeedModel::Model net(m, h100, c16, d, e);
    SpeedModel::configureModel(net);
    QVERIFY(net.tpLink.crossesNodes);
    const double B = 16, H = m.hidden;
    const double allReduce = 4 * e.allReduceLatencyNetworkSeconds.value // log2 16 steps
            + 2.0 * 15 / 16 * B * H * 2 / 50e9;
    const SpeedPoint p = SpeedModel::decodePoint(net, 16, 1024);
    QVERIFY(std::abs(p.communicationSeconds - 2 * m.layers * allReduce) < 1e-12);

    const GpuSpec gb200 = gpu("gb200-186gb");
    const Configuration g16 = config(gb200, 16);
    SpeedModel::Model nvl(m, gb200, g16, d, e);
    SpeedModel::configureModel(nvl);
    QVERIFY(!nvl.tpLink.crossesNodes);
    QCOMPARE(nvl.tpLink.bytesPerSecond, gb200.interconnectBytesPerSecond);

    // PP: the hand-over after stage 0 of TP8 x PP2 goes to the next node; of TP4 x PP2 it
    // stays inside the first
    QVERIFY(hopCrossesNodes(h100, 8, 0));
    // TP8 x PP2 on H100, 16 sequences in 2 micro-batches of 8: the all-reduces of both stages
    // on NVLink, the hand-over from node 0 to node 1 over the network
    const Configuration pp2 = config(h100, 8, 1, 1, 2);
    SpeedModel::Model two(m, h100, pp2, d, e);
    SpeedModel::configureModel(two);
    const double micro = 8;
    const double tpComm = 2 * m.layers
            * (3 * e.allReduceLatencyNvlinkSeconds.value // log2 8 steps
               + 2.0 * 7 / 8 * micro * H * 2 / h100.interconnectBytesPerSecond);
    const double hop = e.pipelineHopSeconds.value + e.allReduceLatencyNetworkSeconds.value
            + micro * H * 2 / 50e9;
    const double pp2Comm = SpeedModel::decodePoint(two, 16, 1024).communicationSeconds;
    QVERIFY2(std::abs(pp2Comm - tpComm - hop) < 1e-12, qPrintable(QString::number(pp2Comm)));
    const auto speed = estimateSpeed(m, h100, pp2, d, e);
    QVERIFY(speed);
    QVERIFY2(speed->tpotExplanation.text().contains(
                     u"1 of the 1 pipeline hand-overs go to another"),
             qPrintable(speed->tpotExplanation.text()));
    QVERIFY(!hopCrossesNodes(h100, 4, 0));
    QVERIFY(hopCrossesNodes(h100, 4, 1));
    QVERIFY(!hopCrossesNodes(gb200, 8, 0));
}

void TestExpertParallel::catalogDomains()
{
    QCOMPARE(gpu("h100-sxm-80gb").nvlinkDomainGpus, 8);
    QCOMPARE(gpu("b200-180gb").nvlinkDomainGpus, 8);
    QCOMPARE(gpu("gb200-186gb").nvlinkDomainGpus, 72);
    QCOMPARE(gpu("gb300-288gb").nvlinkDomainGpus, 72);
    QCOMPARE(gpu("l40s-48gb").nvlinkDomainGpus, 1);
    QCOMPARE(gpu("gb300-288gb").internodeBytesPerSecond, 100e9);
    QVERIFY(gpu("l40s-48gb").internodeSource.contains(u"InfiniBand NDR"));
    // a bridged pair: TP2 on the bridge, TP4 over PCIe
    const GpuSpec a100 = gpu("a100-pcie-80gb");
    const EngineProfile &e = defaultEngineProfile(EngineKind::Vllm);
    QCOMPARE(groupLink(a100, e, 2).bytesPerSecond, a100.interconnectBytesPerSecond);
    QCOMPARE(groupLink(a100, e, 4).bytesPerSecond, a100.pcieBytesPerSecond);
}

HEADROOM_TEST_APPLESS_MAIN(TestExpertParallel)
#include "tst_expertparallel.moc"
