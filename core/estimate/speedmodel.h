#pragma once

// Internal to estimateSpeed() (speed.cpp): the pieces of the speed model of
// FORMULAS.md section 5, one pipeline stage at a time. Units: seconds, bytes, FLOPs, B/s.

#include "estimate/parallellinks.h"
#include "estimate/speed.h"

#include <QList>
#include <QString>

#include <memory>

namespace Headroom::SpeedModel {

constexpr double kActivationBytes = 2; // 16-bit activations on the wire
constexpr std::int64_t kShortPromptTokens = 1024;

/** What one GPU of one pipeline stage reads and computes per token. */
struct Stage
{
    int firstLayer = 0;
    int layers = 0;
    int gpuLayers = 0; // layers on the GPU (llama.cpp gpuLayers), the rest on the host
    double denseBytes = 0; // per GPU: every non-expert weight of its GPU layers (+ lm_head)
    double expertBytes = 0; // per GPU: one routed expert of each of its MoE layers, on the GPU
    double hostDenseBytes = 0; // offloaded layers (and lm_head), read over the host link
    double hostExpertBytes = 0; // one routed expert of each MoE layer, kept in host memory
    double hostResidentExpertBytes = 0; // every routed expert kept on the host, of GPU layers
    double flopsPerToken = 0; // per GPU: 2 x active parameters but attention's (no embedding) / TP
    double attentionGemmFlops = 0; // per GPU: 2 x attention parameters / attention TP, per token
            // of its DP rank
    int moeLayers = 0; // layers with routed experts
    double attentionWidth = 0; // heads x head_dim / attention TP, the width of QK^T and AV
    // per sequence at one context, kept from the last step at that context (the load model
    // asks for the same context many times): KV bytes on the GPU and on the host, attention
    // FLOPs per token
    mutable std::int64_t cachedContext = -1;
    mutable double kvGpuBytes = 0;
    mutable double kvHostBytes = 0;
    mutable double attentionFlops = 0;
};

struct Model;

/** The draft model's own speed model: its ModelSpec on the same GPUs, TP as the target's, one
 *  stage, its checkpoint's weight format, no speculation of its own. */
struct DraftContext
{
    Configuration config;
    Deployment deployment;
    std::shared_ptr<Model> model;
};

/** What configureModel() works out from a model's inputs (the GPU's efficiencies and links, the
 *  stages' reads, speculative decoding): kept with an estimate (SpeedEstimate::setup) for the
 *  next estimate of the same deployment, beside the others on its GPUs. */
struct Setup
{
    // tokens per step and sequences at once: the profile's, or the engine's as it starts on the
    // GPU (resolveEngineRuntime(), set by the estimate)
    int tokenBudget = 0;
    int maxSequences = 0;
    GpuClass gpuClass = GpuClass::Datacenter;
    const SpeedEfficiency *eff = nullptr; // the engine's, for this GPU class
    double mbu = 0; // weights
    double mbuKv = 0;
    double flops = 0; // peak of the weight format's math
    const char *flopsName = ""; // QT_TRANSLATE_NOOP("Headroom::Speed", ...): translated when shown
    double linkBytesPerSecond = 0; // TP/PP link
    Explanation linkName; // the GPU's interconnect, or "PCIe"
    double alpha = 0; // the TP group's all-reduce latency per step of its tree (x log2 TP)
    // one all-reduce's fixed latency over each group: its link's alpha x log2 of its GPUs
    double tpAllReduceLatency = 0;
    double attentionAllReduceLatency = 0;
    double expertAllReduceLatency = 0;
    // expert parallelism and attention data parallelism (Configuration): the groups' sizes and
    // the links they talk over (the whole TP group's above)
    int ep = 1;
    int dp = 1;
    int attentionTp = 1; // TP / DP
    int expertTp = 1; // TP / EP
    GroupLink tpLink;
    GroupLink attentionLink;
    GroupLink expertLink;
    GroupLink hopLink; // between pipeline stages on different nodes
    double mbuExperts = 0; // routed-expert reads (before the MoE scale)
    double moeBandwidthScale = 1; // the engine's, or its EP figure with expert parallelism
    double hostLinkBytesPerSecond = 0;
    double tpScale = 1;
    double kvReadFactor = 1; // eager attention moves the GQA-expanded cache
    QList<Stage> stages;
    double efficiency = 1;
    // speculative decoding (FORMULAS.md 9): each step verifies draft + 1 positions per sequence
    // and emits acceptedPerStep tokens on average, (1 - a^(k+1)) / (1 - a)
    int verifiedPerStep = 1;
    double acceptedPerStep = 1;
    double draftShare = 0; // k MTP passes, each ~ mtp layers / layers of a step
    int draftTokens = 0; // k: draft model decode steps per step (0 without a draft model)
    std::shared_ptr<const DraftContext> draft; // speculative decoding with a draft model
};

/** The speed model of one deployment: its inputs and what follows from them. */
struct Model : Setup
{
    Model(const ModelSpec &mo, const GpuSpec &g, const Configuration &c, const Deployment &d,
          const EngineProfile &e)
        : model(mo)
        , gpu(g)
        , config(c)
        , deployment(d)
        , engine(e)
    {
        tokenBudget = e.prefillChunkTokens;
        maxSequences = e.maxBatchSize;
    }
    const ModelSpec &model;
    const GpuSpec &gpu;
    const Configuration &config;
    const Deployment &deployment;
    const EngineProfile &engine;
    const ParameterCount *count = nullptr; // countParameters(model) where the caller has it
};

/** The setup kept from an earlier estimate of the same inputs, into `m` (its efficiencies
 *  pointed at m's engine again, its stages' caches its own); one with a draft model (whose
 *  model is its estimate's own) is made again at the same token budget and sequences. False
 *  when there is none to take. */
bool takeSetup(Model &m, const std::shared_ptr<const Setup> &kept);

/** One stage's decode step for `batch` sequences of mean cached length `context`. */
struct StepParts
{
    double memory = 0; // memoryWeights + memoryExperts + memoryKv
    double memoryWeights = 0;
    double memoryExperts = 0;
    double memoryKv = 0;
    double compute = 0;
    double communication = 0;
    double communicationLatency = 0; // the all-reduces' fixed latency (alpha) part
    double allToAll = 0; // expert parallelism: dispatch and combine (part of communication)
    double hostLink = 0;
    double expertsHit = 0;
    double moeScale = 1;

    double total() const { return std::max(memory, compute) + communication + hostLink; }
};

/** Prefill of one request of `tokens`, alone (weights read once, compute for every token). */
struct Prefill
{
    std::int64_t tokens = 0; // prompt tokens computed (after prefix cache hits)
    double seconds = 0; // alone: max(compute, weight read) + communication + overhead
    double draftSeconds = 0; // of `seconds`: the draft model's prefill of the same prompt
    double loadSeconds = 0; // of `seconds`: prefix KV loaded from the offload tier
    double batchedSeconds = 0; // GPU time it takes from a busy batch: compute + communication
    double flops = 0;
    double mfu = 0;
    Explanation mfuLabel;
    double compute = 0;
    double memory = 0;
    double communication = 0;
};

/** Fills the derived fields of `m` (class, efficiencies, FLOPS, links, stages). */
void configureModel(Model &m);

bool isQuantized(WeightFormat format);
/** A stage's collectives for `tokens` through the model and `attentionTokens` through the
 *  attention of one DP rank: per layer the attention's all-reduce over its TP group, the MLP's
 *  over TP or, with EP, the MoE layers' all-to-all dispatch and combine over the EP group. */
struct Communication
{
    double seconds = 0;
    double latency = 0; // the fixed (alpha) part
    double allToAll = 0; // dispatch + combine, latency included
};
Communication stageCommunication(const Model &m, const Stage &st, double tokens,
                                 double attentionTokens);

/** The MoE scale on expert reads at `batch` tokens hitting `expertsHit` experts per layer. */
double moeScaleAt(const Model &m, double batch, double expertsHit);
/** One replica's decode step at `concurrency` sequences of mean cached length `context`. */
SpeedPoint decodePoint(const Model &m, int concurrency, std::int64_t context);
/** The prefill of one request of `tokens`. */
Prefill prefill(const Model &m, std::int64_t tokens);
/** The engine's overhead on a request that finds the replica busy with probability `busy`:
 *  the idle figure alone, the loaded one busy (EngineProfile::requestOverheadIdleSeconds). */
double requestOverheadAt(const Model &m, double busy);
/** The scheduling efficiency at a concurrency (1 for a single sequence). */
double efficiencyAt(const Model &m, int concurrency);
constexpr double kMostPrefillShare = 0.95; // of GPU time on prefill: beyond it the queue grows

/** One replica serving `running` users in a closed loop (FORMULAS.md 9): the decode step of
 *  the users decoding at once, stretched by the other users' prefills; TTFT as the request
 *  overhead, its own prefill and the share of the others' it waits behind; Little's law. */
SpeedPoint loadedPoint(const Model &m, const Prefill &pre, int running, std::int64_t context,
                       std::int64_t outputTokens);

/** One replica under Poisson arrivals at `rate` requests per second, at most `most` sequences
 *  decoding at once; `saturated` when the prefills alone take the whole GPU or the decoding
 *  requests exceed `most` (the queue then grows without end). */
SpeedPoint openLoopPoint(const Model &m, const Prefill &pre, double rate, int most,
                         std::int64_t context, std::int64_t outputTokens);

} // namespace Headroom::SpeedModel
