#pragma once

#include <QList>

namespace Headroom {

/** One deployment on GPUs it shares with other deployments (several engines on one
 *  configuration), as estimated alone (docs/estimation.md "Deployments sharing GPUs"). */
struct SharedGpuLoad
{
    double ttftSeconds = 0; // alone on the GPUs, at its load
    double tpotSeconds = 0; // alone: one decode step, its share of the prefills included
    double outputTokens = 0; // per request (mean)
    double requestsPerSecond = 0; // per replica, an open loop; 0 = a closed loop (always busy)
    bool prefillApart = false; // disaggregated: its prefill runs on a pool of its own
};

/** Its figures beside the others. */
struct SharedGpuSpeed
{
    double ttftSeconds = 0;
    double tpotSeconds = 0;
    double busyFraction = 1; // the share of the time its engine has sequences running
    double stretch = 1; // tpotSeconds / the TPOT alone (= ttftSeconds / the TTFT alone)
};

/** The contention model: the engines on one GPU time-share it. A decode step of a
 *  deployment is GPU time (reading its weights and KV, computing, communicating); while
 *  another engine is busy, each of its steps waits for one step of that engine, so
 *
 *      TPOT_i' = TPOT_i + sum over j != i of u_j x TPOT_j,     stretch_i = TPOT_i' / TPOT_i,
 *      TTFT_i' = TTFT_i x stretch_i   (its prefill chunks interleave with the others' steps;
 *                                       unchanged when the prefill runs on a pool apart),
 *
 *  u_j = the share of the time engine j is busy: 1 for a closed loop (its users always have a
 *  request running), 1 - exp(-L_j) for an open loop with L_j = rate_j x (TTFT_j' + output x
 *  TPOT_j') sequences in flight per replica (Poisson arrivals: the chance that none is; without
 *  the TTFT when its prefill runs on a pool apart). The
 *  open loops' u and the latencies depend on each other: iterated to the fixed point (u only
 *  grows, bounded by 1). One load alone: its figures unchanged. evaluateConfiguration() then
 *  estimates each deployment again with its wait, TPOT_i' - TPOT_i, on every step
 *  (SpeedOptions::sharedStepWaitSeconds): the board, the inspector, the reports, the CLI
 *  and the advisor's packed plans all show those figures. */
QList<SharedGpuSpeed> sharedGpuSpeeds(const QList<SharedGpuLoad> &loads);

} // namespace Headroom
