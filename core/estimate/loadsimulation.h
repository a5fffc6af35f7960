#pragma once

// A seeded discrete-event simulation of one replica's continuous-batching scheduler under load
// (FORMULAS.md section 9, docs/estimation.md "Under load"): requests arrive in a closed loop
// (N users, each sending the next request when the last ends) or an open loop (Poisson arrivals
// at a rate), wait for a slot and for room in the KV pool, are prefilled in chunks that share
// the engine's token budget with the decode steps, decode one token per step, and are
// preempted (recomputed) when the pool runs out. It gives the distribution of TTFT, TPOT and
// end-to-end latency: mean, P50, P90 and P99. The closed-form steady state of loadedPoint()
// is its mean-field approximation; tests compare the two.

#include "plan/workload.h"

#include <QList>

#include <cstdint>
#include <functional>

namespace Headroom {

/** What the simulated engine costs and holds (from the speed and memory models). */
struct SchedulerCosts
{
    /** One step's GPU time with `decoding` sequences decoding (>= 1) at their mean context. */
    std::function<double(int decoding)> decodeStepSeconds;
    double prefillSecondsPerToken = 0; // GPU time of one prompt token inside a batch
    double prefillOnlyStepSeconds = 0; // a step with no decode: weights read, launch, overhead
    int tokenBudget = 8192; // prompt + decode tokens per step (chunked prefill)
    int maxRunning = 256; // sequences the engine runs at once
    std::int64_t kvPoolTokens = 0; // tokens the KV pool holds; 0 = no limit
    double requestOverheadSeconds = 0; // added to every TTFT and end-to-end latency
    // in its place when the request finds none running; < 0: requestOverheadSeconds
    double requestOverheadIdleSeconds = -1;
    // Disaggregated serving: prompts are computed by a prefill pool apart, first come first
    // served at this replica's share of it (the pool's GPU time per prompt token, per decode
    // replica), each a fixed latency more, then their KV crosses to this replica, which runs
    // decode steps only. The first token comes with the transferred KV.
    bool separatePrefill = false;
    double prefillPoolSecondsPerToken = 0;
    double prefillFixedSeconds = 0;
    double transferSecondsPerToken = 0;
};

struct LoadSettings
{
    LoadKind kind = LoadKind::ClosedLoop;
    int users = 1; // closed loop
    double requestsPerSecond = 0; // open loop
    LengthDistribution input;
    LengthDistribution output;
    std::uint64_t seed = 1;
    int requests = 10000; // measured requests, after a warm-up of max(users, 10 %) more
};

/** Mean and percentiles of one latency, seconds. */
struct LatencyStats
{
    double mean = 0;
    double p50 = 0;
    double p90 = 0;
    double p99 = 0;
};

struct LoadResult
{
    LatencyStats ttft;
    LatencyStats tpot; // per request: (end - first token) / (output - 1), requests of >= 2 tokens
    LatencyStats endToEnd;
    double requestsPerSecond = 0; // completed over the measured span
    double outputTokensPerSecond = 0;
    double meanRunning = 0; // time-weighted sequences admitted
    double meanDecoding = 0; // time-weighted sequences decoding in a step
    int completed = 0; // measured requests
    int preemptions = 0;
    bool saturated = false; // open loop: arrivals outpace the replica (the queue kept growing)
};

/** Mean and the 50th, 90th and 99th percentiles (nearest rank) of `values`; zeros when empty. */
LatencyStats latencyStats(QList<double> values);

/** `simulated`'s spread around `mean`: each percentile scaled by mean / simulated mean, the mean
 *  made `mean`. The estimate's closed-form means are what the measured serving points check
 *  (docs/estimation.md "The simulation"); the scheduler's simulation says how spread the
 *  latencies are around them. Unchanged where either mean is not positive. */
LatencyStats anchoredTo(const LatencyStats &simulated, double mean);

/** Runs the simulation. Deterministic for a seed. Costs must be positive where they are rates;
 *  a closed loop needs users >= 1, an open loop a rate > 0. */
LoadResult simulateLoad(const SchedulerCosts &costs, const LoadSettings &settings);

} // namespace Headroom
