#pragma once

// Private to the speed estimate (speed.cpp, speedchecks.cpp, speedexplain.cpp,
// speedservice.cpp): its words (context Headroom::Speed) and the steps one file hands
// another. Not part of the API.

#include "estimate/speedmodel.h"

#include <cstdint>
#include <initializer_list>

namespace Headroom::SpeedModel {

/** `source`: a QT_TRANSLATE_NOOP("Headroom::Speed", ...) literal. */
inline Explanation say(const char *source, std::initializer_list<Explanation::Term> terms = {})
{
    return {"Headroom::Speed", source, terms};
}

inline Explanation::Term ms(double seconds)
{
    return {seconds * 1e3, 'f', 3};
}

inline Explanation::Term gb(double bytes)
{
    return {bytes / 1e9, 'f', 3};
}

/** As QString::number(value). */
inline Explanation::Term number(double value)
{
    return {value, 'g', 6};
}

struct DisaggregatedServing;

/** A replica's figures at a concurrency: the speed model's closed loop, or the disaggregated
 *  pools'; `sharedWait` the step's wait for other engines on the same GPUs. */
struct Evaluator
{
    const Model &m;
    const Prefill &pre;
    std::int64_t meanContext = 0;
    std::int64_t outputTokens = 1;
    const DisaggregatedServing *disaggregated = nullptr; // a prefill pool apart
    double sharedWait = 0; // SpeedOptions::sharedStepWaitSeconds

    /** A closed loop of `concurrency` users, alone on the GPUs. */
    SpeedPoint aloneAt(int concurrency) const;
    /** The same beside the other engines on the GPUs: what every figure is at. */
    SpeedPoint at(int concurrency) const;
};

/** A QT_TRANSLATE_NOOP("Headroom::Speed", ...) literal naming the bound. */
const char *performanceBoundSource(PerformanceBound bound);

/** The prefill pool's GPU: the options' when it is the one the deployment names, the
 *  configuration's when it names none (or that one); nullptr when it is not at hand. */
const GpuSpec *prefillGpuOf(const GpuSpec &gpu, const Configuration &config,
                            const Deployment &deployment, const SpeedOptions &options);

/** The memory model's checks, then the speed model's (speedchecks.cpp). */
Result<void> validateInputs(const ModelSpec &model, const GpuSpec &gpu, const Configuration &config,
                            const Deployment &deployment, const EngineProfile &engine,
                            const SpeedOptions &options);

/** Largest concurrency meeting the TPOT and TTFT targets; replicas for the target rate
 *  (speedservice.cpp). */
void solveServiceLevel(const Evaluator &ev, const Workload &w, const Configuration &config,
                       SpeedEstimate &r);

/** One replica's weights from the source, then the engine's start-up. */
void estimateColdStart(const MemoryBreakdown &memory, const Configuration &config,
                       const EngineProfile &engine, const SpeedOptions &options, SpeedEstimate &r);

/** Cost per million output and input tokens. */
void estimateCost(const SpeedOptions &options, const Configuration &config, SpeedEstimate &r);

/** The TPOT, TTFT and throughput explanations, with the values plugged in: the step and the
 *  latencies at `here` (alone on the GPUs), the throughput at `shared` (beside the other engines
 *  on them: the same point without any) (speedexplain.cpp). */
void explain(const Model &m, const Prefill &pre, const SpeedPoint &here, const SpeedPoint &shared,
             std::int64_t meanContext, SpeedEstimate &r);

/** On GPUs shared with other engines (`sharedWith`): each step's wait for theirs in the TPOT and
 *  (but for a prefill pool apart) the TTFT explanations. */
void explainSharedGpus(const QStringList &sharedWith, bool prefillApart, SpeedEstimate &r);

/** explain() and explainSharedGpus() when the explanations are first read
 *  (Explanation::deferred()), and the curve up to `curveMax` (none: 0) when it is
 *  (SpeedEstimate::curve()), on copies of the inputs: the board's evaluations and the advisor's
 *  candidates are mostly never explained or drawn. `r` holds its figures and setup. */
void explainWhenRead(const Model &m, const Prefill &pre, const SpeedPoint &here,
                     const SpeedPoint &shared, std::int64_t meanContext,
                     const QStringList &sharedWith, bool prefillApart, int curveMax,
                     SpeedEstimate &r);

/** The curve: powers of two and the points between up to `curveMax`, and the deployment's
 *  `concurrency`. */
QList<SpeedPoint> speedCurve(const Evaluator &ev, int curveMax, int concurrency);

/** A GPU that states no link between GPUs talks at its memory bandwidth (speedOf() warns);
 *  whether `m` needed that. */
bool takeLinkAsMemory(Model &m);

} // namespace Headroom::SpeedModel
