#pragma once

// Internal to estimateSpeed() (speed.cpp): the disaggregated serving model of
// docs/estimation.md "Disaggregated serving" on the speed model's pieces (speedmodel.h).

#include "estimate/speedmodel.h"

namespace Headroom::SpeedModel {

/** A prefill pool and a decode pool (the deployment's configuration) joined by a KV link. */
struct DisaggregatedServing
{
    const Model *decode = nullptr; // one decode replica (the configuration's)
    const Prefill *pre = nullptr; // one prompt on one prefill replica (its own GPU and TP)
    int prefillReplicas = 1;
    int decodeReplicas = 1;
    int most = 1; // sequences one decode replica runs at once (KV pool, engine limit)
    double transferSeconds = 0; // one prompt's KV from a prefill to a decode replica
    std::int64_t context = 0; // mean cached context while decoding
    std::int64_t outputTokens = 1;
};

/** Requests per second the prefill pool computes: P / t_prefill,b. */
double prefillCapacity(const DisaggregatedServing &s);
/** Requests per second the decode pool finishes at `batch` sequences per replica:
 *  D x efficiency x b / ((output - 1) x step(b)). */
double decodeCapacity(const DisaggregatedServing &s, int batch);

/** `usersPerReplica` x D users in a closed loop; the point is one decode replica's. */
SpeedPoint disaggregatedClosedLoop(const DisaggregatedServing &s, int usersPerReplica);
/** Poisson arrivals at `rate` requests per second to the whole deployment. */
SpeedPoint disaggregatedOpenLoop(const DisaggregatedServing &s, double rate,
                                 bool *saturated = nullptr);

/** One prefill replica's requests per second whose M/D/1 wait keeps the TTFT within
 *  `ttftTarget` (no target: 1 / t_prefill,b). */
double prefillRateAtTarget(const DisaggregatedServing &s, double ttftTarget);
/** One decode replica's requests per second at the largest batch whose step meets
 *  `tpotTarget` (no target: at the most sequences it runs). */
double decodeRateAtTarget(const DisaggregatedServing &s, double tpotTarget);

/** The serving of `r`'s decode replicas (its replicas, concurrency limit and lengths) with the
 *  prefill pool of `prefill`; sets r.disaggregation's pools and KV transfer. */
DisaggregatedServing startDisaggregation(const Model &prefillModel, const Prefill &pre,
                                         const Model &decode, const Configuration &prefillConfig,
                                         SpeedEstimate &r, std::int64_t meanContext);

/** The rest of r.disaggregation at the operating point `here`: capacities, the binding pool,
 *  the best split, the prefill pool's memory, its price; warnings into r. */
void finishDisaggregation(const DisaggregatedServing &s, const Model &prefillModel,
                          const Configuration &prefillConfig, const SpeedOptions &options,
                          const SpeedPoint &here, SpeedEstimate &r);

/** Cost per million output tokens over both pools' GPUs, and input tokens over the prefill
 *  pool's; `decodePrice` per GPU-hour of the `decodeGpus`. */
void estimateDisaggregatedCost(double decodePrice, int decodeGpus, SpeedEstimate &r);

Explanation disaggregatedTtftExplanation(const DisaggregationEstimate &e, const SpeedPoint &here,
                                         const EngineProfile &engine);
Explanation disaggregatedTpotExplanation(const DisaggregationEstimate &e, const SpeedPoint &here);

} // namespace Headroom::SpeedModel
