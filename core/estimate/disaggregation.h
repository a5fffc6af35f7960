#pragma once

// Disaggregated prefill/decode serving (docs/estimation.md "Disaggregated serving"): a pool of
// prefill replicas computes the prompts, sends each prompt's KV over the link to a pool of
// decode replicas (the deployment's configuration), which decode with no prefill in their steps.

#include "estimate/parallelsplit.h"
#include "plan/configuration.h"
#include "plan/deployment.h"
#include "spec/gpuspec.h"
#include "units/explanation.h"
#include "units/result.h"

#include <QString>

#include <cstdint>

namespace Headroom {

/** The pool that limits a disaggregated deployment's request rate. */
enum class DisaggregationPool { Prefill, Decode };

QString disaggregationPoolId(DisaggregationPool pool); // "prefill", "decode"
QString disaggregationPoolName(DisaggregationPool pool); // translated
Explanation disaggregationPoolWords(DisaggregationPool pool); // the same, as words

/** The link between nodes when none is stated: InfiniBand NDR, 400 Gb/s = 50 GB/s per GPU. */
constexpr double kInterNodeBytesPerSecond = 50e9;

/** x prefill and y decode replicas, and the request rate they sustain together. */
struct DisaggregationSplit
{
    int prefillReplicas = 0;
    int decodeReplicas = 0;
    double requestsPerSecond = 0; // min(x x prefill rate, y x decode rate)

    friend bool operator==(const DisaggregationSplit &, const DisaggregationSplit &) = default;
};

/** The figures of a disaggregated deployment (SpeedEstimate::disaggregation). */
struct DisaggregationEstimate
{
    int prefillReplicas = 1;
    int decodeReplicas = 1;
    QString prefillGpuId;
    QString prefillGpuName;
    int prefillGpusPerReplica = 1;
    int decodeGpusPerReplica = 1;
    int prefillGpus = 1; // prefill replicas x GPUs per replica
    double prefillSeconds = 0; // one prompt alone on a prefill replica
    double prefillBatchedSeconds = 0; // GPU time of one prompt in a busy prefill batch
    double prefillWaitSeconds = 0; // queueing for a prefill replica (M/D/1)
    double prefillShare = 0; // u of the prefill queue (closed loop: the other users' share)
    double prefillBusy = 0; // share of the prefill pool's GPU time at the operating point
    double prefillCapacity = 0; // requests/s: prefill replicas / batched prefill time
    double decodeCapacity = 0; // requests/s: decode replicas at their most concurrent sequences
    DisaggregationPool binding = DisaggregationPool::Decode;
    double kvTransferBytes = 0; // one prompt's KV, the whole model
    double linkBytesPerSecond = 0; // the KV link, all lanes of a replica together
    int linkLanes = 1; // GPUs sending at once (each sends its TP shard)
    bool nvlink = false; // both replicas in one node on NVLink, else between nodes
    double kvTransferSeconds = 0;
    DisaggregationSplit bestSplit; // for prefill + decode GPUs together
    bool bestSplitAtTargets = false; // the split meets the workload's TTFT/TPOT targets
    bool prefillFits = true; // the prefill replicas' weights and prompts' KV fit their GPUs
    std::int64_t prefillShortBytes = 0; // what the fullest prefill GPU lacks
    std::int64_t prefillInFlight = 1; // prompts whose KV a prefill replica holds at once
    double prefillPricePerGpuHour = 0; // 0 = no price
    // one prompt's prefill on a prefill replica, for the explanation
    std::int64_t prefillTokens = 0; // computed (after prefix cache hits)
    int prefillTensorParallel = 1;
    double prefillComputeSeconds = 0;
    double prefillMemorySeconds = 0;
    double prefillCommunicationSeconds = 0;
    double prefillPeakFlops = 0;
    double prefillMfu = 0;
    Explanation explanation; // the prefill pool, the transfer, the decode pool
};

/** The prefill pool's configuration: prefill replicas x (prefill TP x the decode's PP) GPUs of
 *  `prefillGpuId`. */
Configuration prefillConfiguration(const Configuration &decode, const Disaggregation &settings,
                                   const QString &prefillGpuId);

/** The GPU id of the prefill pool: the setting's, else the decode configuration's. */
QString prefillGpuIdOf(const Configuration &decode, const Disaggregation &settings);

/** Checks the settings (replicas, TP); the error names the field (translated). */
Result<void> validateDisaggregation(const Disaggregation &settings);

/** The x:y split of `totalGpus` (x prefill replicas of `prefillGpusPerReplica` GPUs, y decode
 *  replicas of `decodeGpusPerReplica`, x, y >= 1) with the highest request rate
 *  min(x x prefillPerReplica, y x decodePerReplica), y the most decode replicas the GPUs left
 *  hold; on a tie the fewest GPUs used, then the most decode replicas. {0, 0, 0} when not even 1:1 fits. */
DisaggregationSplit bestDisaggregationSplit(int totalGpus, int prefillGpusPerReplica,
                                            int decodeGpusPerReplica, double prefillPerReplica,
                                            double decodePerReplica);

/** The KV link between a prefill and a decode replica: NVLink when both are the same GPU with an
 *  NVLink-class interconnect and fit one node (kGpusPerNode) together, else kInterNodeBytesPerSecond per GPU;
 *  `lanes` GPUs send their shards at once. */
double kvLinkBytesPerSecond(const GpuSpec &prefillGpu, const GpuSpec &decodeGpu,
                            int prefillGpusPerReplica, int decodeGpusPerReplica, int lanes,
                            bool *nvlink = nullptr);

} // namespace Headroom
