#pragma once

#include "estimate/disaggregation.h"
#include "estimate/engineprofile.h"
#include "estimate/loadsimulation.h"
#include "estimate/memorybreakdown.h"
#include "plan/configuration.h"
#include "plan/deployment.h"
#include "spec/gpuspec.h"
#include "spec/modelspec.h"
#include "units/deferred.h"
#include "units/result.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace Headroom {

struct ParameterCount;
namespace SpeedModel {
struct Setup;
}

/** What limits a decode step or a prefill (FORMULAS.md section 5). */
enum class PerformanceBound {
    MemoryBandwidth,
    Compute,
    Communication,
    Cpu, // the host: kernel launches, the engine's work per running sequence
};

QString performanceBoundId(PerformanceBound bound); // "memory", "compute", "communication"
QString performanceBoundName(PerformanceBound bound); // translated

/** One point of the speed-vs-concurrency curve of one replica. */
struct SpeedPoint
{
    int concurrency = 1; // sequences decoding together on one replica
    double tpotSeconds = 0; // time per output token
    double tokensPerSecondPerSequence = 0;
    double totalTokensPerSecond = 0; // this replica, after the scheduling efficiency
    double ttftSeconds = 0; // at this concurrency
    PerformanceBound bound = PerformanceBound::MemoryBandwidth;
    // what the decode step is made of, summed over the pipeline stages (seconds)
    double memorySeconds = 0; // weights and KV read from GPU memory
    double memoryWeightsSeconds = 0; // of it: dense weights (and lm_head)
    double memoryExpertsSeconds = 0; // of it: the routed experts hit
    double memoryKvSeconds = 0; // of it: the KV cache
    double communicationLatencySeconds = 0; // of the communication: all-reduce latency (alpha)
    double allToAllSeconds = 0; // of the communication: EP dispatch and combine
    double computeSeconds = 0;
    double communicationSeconds = 0; // TP all-reduces and PP hops
    double hostLinkSeconds = 0; // offloaded layers or experts over the host link
    double hostSeconds = 0; // the CPU's time per step (kernel launches, work per sequence)
    double expertsHitPerLayer = 0; // MoE: E(1-(1-k/E)^B); 0 for dense models
    double requestLatencySeconds = 0; // TTFT + (output - 1) x TPOT
    double requestsPerSecond = 0; // this replica: efficiency x concurrency / latency (Little)
    // under load (closed loop, FORMULAS.md 9)
    double stepSeconds = 0; // one engine step of the sequences decoding at once
    double draftSeconds = 0; // draft model: its k decode steps at the same batch, per step
    double decodeStepSeconds = 0; // per token: the step (and drafts) / tokens a step emits
    double decodingSequences = 1; // mean users decoding (the rest wait for their first token)
    double prefillShare = 0; // share of GPU time spent on the other users' prefills
    double requestOverheadSeconds = 0; // of the TTFT: the engine's, idle or busy replica
    double prefillWaitSeconds = 0; // of the TTFT: waiting behind the others' prefills
    double admissionWaitSeconds = 0; // users beyond what the replica runs wait for a slot
    bool saturated = false; // open loop: arrivals faster than the replica serves them
};

/** Inputs of the speed model that are not part of the deployment itself. */
struct SpeedOptions
{
    double pricePerGpuHour = 0; // 0 = no cost per token
    int curveMaxConcurrency = 0; // 0 = up to what the KV pool holds (at least 1)
    double weightLoadBytesPerSecond = 0; // cold start source; 0 = the default of weightSource
    WeightSource weightSource = WeightSource::LocalNvme;
    /** Also run the discrete-event simulation of the load (loadsimulation.h) for the mean and
     *  percentiles of TTFT, TPOT and end-to-end latency: ~10-100 ms, so not for sliders. */
    bool simulateLoad = false;
    int simulatedRequests = 10000;
    std::uint64_t simulationSeed = 1;
    /** Disaggregated serving (Deployment::disaggregation): the prefill pool's GPU when it is not
     *  the configuration's, and its price per GPU-hour (0 = pricePerGpuHour). */
    std::optional<GpuSpec> prefillGpu;
    double prefillPricePerGpuHour = 0;
    /** Other deployments' engines on the same GPUs (evaluateConfiguration(), the contention
     *  model of gpucontention.h): each decode step of this one also waits this long for their
     *  steps, and its prefill stretches as much (unless it runs on a prefill pool apart).
     *  `sharedWith` names them in the explanations. */
    double sharedStepWaitSeconds = 0;
    QStringList sharedWith;
    /** The operating point's figures only (TTFT, TPOT, throughput, the prefill pool's): no
     *  curve, service-level answers, cold start, cost or explanations. The first pass over
     *  deployments that share GPUs (evaluateConfiguration()): their speeds alone give each one's
     *  wait, then each is estimated once in full beside the others. */
    bool operatingPointOnly = false;
    /** The speed model an earlier estimate of the same inputs set up (SpeedEstimate::setup):
     *  taken instead of setting it up again (the pass beside the others on the same GPUs). */
    std::shared_ptr<const SpeedModel::Setup> setup;
};

/** Speed of a deployment: latency, throughput, service-level answers, cost per token. Every
 *  figure can explain itself: the *Explanation terms carry the formula with the values and
 *  the source of each constant, formatted when shown (Explanation::text()), as MemoryPart's. */
struct SpeedEstimate
{
    double prefillSeconds = 0; // the input of one request, alone
    double ttftSeconds = 0; // at the deployment's concurrency
    double tpotSeconds = 0; // at the deployment's concurrency
    double decodeTokensPerSecondPerSequence = 0;
    double throughputTokensPerSecond = 0; // all replicas, output tokens
    PerformanceBound bound = PerformanceBound::MemoryBandwidth;
    int maxConcurrencyAtSlo = -1; // per replica; -1 = no target set, 0 = none meets it
    double requestsPerSecond = 0; // sustained by all replicas (Little's law)
    int replicasForTargetRate = 0; // 0 = no target rate
    double coldStartSeconds = 0; // loading the weights of one replica
    std::int64_t hostBytes = 0; // host RAM for offloaded layers or experts
    std::optional<double> costPerMillionOutputTokens; // only with a price
    std::optional<double> costPerMillionInputTokens;
    /** One replica, concurrency 1 .. curve max: made when first read (most estimates are never
     *  drawn), from the estimate's own copies of its inputs. */
    const QList<SpeedPoint> &curve() const { return curvePoints.get(); }
    Deferred<QList<SpeedPoint>> curvePoints;
    double tpotAtOneSeconds = 0; // one sequence per replica (the curve's first point); 0 = none
    Explanation ttftExplanation;
    Explanation tpotExplanation;
    Explanation speedExplanation;
    QList<Explanation> warnings; // words, made text when shown

    // added by the Speed issue
    std::int64_t inputTokens = 0; // what the figures assume (the workload's, or derived)
    std::int64_t outputTokens = 0;
    int concurrency = 1; // per replica, the deployment's
    int replicas = 1;
    int maxConcurrency = 0; // per replica: min(KV pool sequences, engine batch limit)
    double maxThroughputTokensPerSecond = 0; // all replicas at maxConcurrency
    double prefillTokensPerSecond = 0; // one replica doing only prefill (batched)
    double coldStartBytes = 0;
    double coldStartLoadBytesPerSecond = 0;
    GpuClass gpuClass = GpuClass::Datacenter;
    Explanation sloExplanation;
    Explanation coldStartExplanation;
    Explanation costExplanation;

    // under load (docs/estimation.md "Under load")
    LoadKind load = LoadKind::ClosedLoop;
    double arrivalRate = 0; // open loop, all replicas
    bool saturated = false; // open loop: the replicas cannot keep up with the arrivals
    double decodingSequences = 1; // per replica, on average
    double prefillShare = 0; // of a replica's GPU time, on the other requests' prefills
    double requestLatencySeconds = 0; // TTFT + (output - 1) x TPOT
    std::optional<LoadResult> simulated; // SpeedOptions::simulateLoad, as simulated
    /** The speed model as this estimate set it up, for the next estimate of the same inputs
     *  (SpeedOptions::setup); figures only, nothing a view reads. */
    std::shared_ptr<const SpeedModel::Setup> setup;
    /** The latency percentiles every view shows: the simulation's spread around this estimate's
     *  means (anchoredTo(): TTFT, TPOT and end to end); empty without a simulation. */
    std::optional<LoadResult> percentiles() const;

    // speculative decoding with a draft model (0 without one)
    double acceptedPerStep = 1; // tokens each step emits: (1 - a^(k+1)) / (1 - a)
    double draftStepSeconds = 0; // the draft's own decode step at the deployment's batch
    double draftPrefillSeconds = 0; // the draft's prefill of the prompt (part of the TTFT)
    // prefix cache and KV offload tier (draftmodel.h prefixTiers())
    double prefixGpuHitRate = 0; // share of each prompt served from the GPU's prefix cache
    double prefixTierHitRate = 0; // share loaded from the offload tier
    double kvOffloadLoadBytes = 0; // per request, over the tier's link
    double kvOffloadBytesPerSecond = 0;
    double kvOffloadLoadSeconds = 0; // of the TTFT
    // disaggregated prefill/decode (Deployment::disaggregation): the replicas above are the
    // decode pool's; the prefill pool, the KV transfer and the binding pool are here
    std::optional<DisaggregationEstimate> disaggregation;
    // on GPUs shared with other engines (SpeedOptions::sharedStepWaitSeconds): the figures
    // above include the wait; alone, TPOT and TTFT would be these (1 and the same when alone)
    double sharedStepWaitSeconds = 0;
    double contentionStretch = 1; // TPOT / TPOT alone (and TTFT / TTFT alone, prefill on them)
    double tpotAloneSeconds = 0;
    double ttftAloneSeconds = 0;
};

/** Expected distinct experts one MoE layer reads for `tokens` tokens routed to k of E experts
 *  independently and uniformly: E(1 - (1 - k/E)^tokens). 0 when experts <= 0. */
double expectedExpertsHit(int experts, int expertsPerToken, double tokens);

/** Speed of a deployment with the engine's profile (efficiency factors included). */
Result<SpeedEstimate> estimateSpeed(const ModelSpec &model, const GpuSpec &gpu,
                                    const Configuration &config, const Deployment &deployment,
                                    const EngineProfile &engine, const SpeedOptions &options = {});

/** The same on the deployment's memory estimate, already made (estimateMemory() with the same
 *  inputs; estimateDeployment() passes its own instead of estimating it twice), and the model's
 *  countParameters() where the caller has it. */
Result<SpeedEstimate> estimateSpeed(const ModelSpec &model, const GpuSpec &gpu,
                                    const Configuration &config, const Deployment &deployment,
                                    const EngineProfile &engine, const MemoryBreakdown &memory,
                                    const SpeedOptions &options = {},
                                    const ParameterCount *count = nullptr);

} // namespace Headroom
