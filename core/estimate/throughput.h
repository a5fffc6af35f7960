#pragma once

#include "estimate/engineprofile.h"
#include "estimate/memorybreakdown.h"
#include "plan/configuration.h"
#include "plan/deployment.h"
#include "spec/gpuspec.h"
#include "spec/modelspec.h"
#include "units/result.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Headroom {

/** What limits a decode step or a prefill (FORMULAS.md section 5). */
enum class PerformanceBound { MemoryBandwidth, Compute, Communication };

QString performanceBoundId(PerformanceBound bound); // "memory", "compute", "communication"
QString performanceBoundName(PerformanceBound bound); // translated

/** One point of the speed-vs-concurrency curve of one replica. */
struct ThroughputPoint
{
    int concurrency = 1; // sequences decoding together on one replica
    double tpotSeconds = 0; // time per output token
    double tokensPerSecondPerSequence = 0;
    double totalTokensPerSecond = 0; // this replica, after the scheduling efficiency
    double ttftSeconds = 0; // at this concurrency
    PerformanceBound bound = PerformanceBound::MemoryBandwidth;
};

/** Inputs of the speed model that are not part of the deployment itself. */
struct ThroughputOptions
{
    double pricePerGpuHour = 0; // 0 = no cost per token
    int curveMaxConcurrency = 0; // 0 = up to what the KV pool holds (at least 1)
    double weightLoadBytesPerSecond = 0; // cold start source; 0 = local NVMe default
};

/** Speed of a deployment: latency, throughput, service-level answers, cost per token. Every
 *  figure can explain itself: the *Explanation strings carry the formula with the values
 *  plugged in and the source of each constant, as MemoryPart does. */
struct ThroughputEstimate
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
    QList<ThroughputPoint> curve; // one replica, concurrency 1 .. curve max
    QString ttftExplanation;
    QString tpotExplanation;
    QString throughputExplanation;
    QStringList warnings;
};

/** Speed of a deployment with the engine's profile (efficiency factors included). */
Result<ThroughputEstimate> estimateThroughput(const ModelSpec &model, const GpuSpec &gpu,
                                              const Configuration &config,
                                              const Deployment &deployment,
                                              const EngineProfile &engine,
                                              const ThroughputOptions &options = {});

} // namespace Headroom
