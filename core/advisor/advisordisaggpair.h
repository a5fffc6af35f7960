#pragma once

// The disaggregated search's sizer of prefill/decode pairs (docs/advisor.md "Disaggregated
// prefill and decode"): internal to advisordisagg.cpp.

#include "advisor/advisordisagg.h"

#include <QHash>

namespace Headroom::AdvisorDisagg {

/** The decode pool's probe: a prefill pool of this many replicas of the decode's own shape, so
 *  that prompts hardly wait (more of the users decode at once: a TPOT on the safe side); the
 *  sizing checks the TPOT again with the pair's own prefill pool. Not more: the prefill pool's
 *  memory is estimated per GPU. */
constexpr int kProbePrefillReplicas = 8;

/** The decode pool of a shape, sized at the TPOT target (the TTFT is the prefill pool's). */
struct DecodeProbe
{
    int replicas = 0; // D
    int usersPerReplicaAtSlo = 0;
    int maxConcurrency = 0;
    double kvTransferBytes = 0; // one prompt's KV
    double overheadSeconds = 0; // the engine's per request
};

/** One prompt on one prefill replica of a shape. */
struct PrefillFigures
{
    double seconds = 0; // alone
    double batchedSeconds = 0; // GPU time in a busy batch
};

/** Sets `why`, when given. */
inline void reject(Rejection *why, Rejection r)
{
    if (why)
        *why = r;
}

/** Sizes the pairs of one model; caches the probes. */
class PairSizer
{
public:
    explicit PairSizer(const ModelSizing &sizing);

    /** The deployment of the shape at D decode and P prefill replicas; `targets` false clears
     *  the latency targets (the figures at the operating point are the same, the estimate
     *  quicker). */
    std::pair<Configuration, Deployment> materialize(const DisaggregatedCandidate &c,
                                                     int decodeReplicas, int prefillReplicas,
                                                     bool targets = true) const;

    struct Estimated
    {
        SpeedEstimate speed;
        bool fits = false;
        double engineRequestOverheadSeconds = 0; // the engine's per request under load
    };

    /** The board's estimate (the advisor's sizer: resolveDeployment(), estimateResolved()): the
     *  decode pool's memory, the speed with the prefill pool's GPU from the catalog. */
    std::optional<Estimated> estimate(const Configuration &config, const Deployment &d,
                                      Rejection *why) const;

    const std::optional<DecodeProbe> &decodeProbe(const AdvisorCandidate &decode, Rejection *why);
    const std::optional<PrefillFigures> &prefill(const DisaggregatedCandidate &c);

    /** The KV transfer of one prompt from a prefill to a decode replica of the pair. */
    double transferSeconds(const DisaggregatedCandidate &c, const DecodeProbe &probe) const;

    /** The least prefill replicas any sizing can end with (the TTFT target's M/D/1 queue at the
     *  most prompts per second the targets allow); 0 when the TTFT target is out of reach. */
    int prefillLow(const DisaggregatedCandidate &c, const DecodeProbe &probe,
                   const PrefillFigures &f) const;
    /** The same from a prompt's time alone and in a busy batch, or lower bounds of both. */
    int replicasLow(double alone, double tb) const;

    /** Sizes the pair: D from the decode probe, the fewest P meeting the TTFT target from
     *  `prefillStart` up, then one decode replica more while the TPOT misses. */
    std::optional<ModelPlan> size(const DisaggregatedCandidate &c, Rejection *why,
                                  int decodeReplicas = 0, int prefillStart = 0);

    /** A lower bound of a prompt's prefill on `gpus` GPUs of `gpu`: its 2 x active parameters x
     *  tokens at the GPU's highest peak (an MFU of at most 1), 0.9 of it for rounding. */
    double prefillSecondsLow(const GpuSpec &gpu, int gpus) const;

private:
    /** The pair estimated at P prefill and D decode replicas: which pools meet their targets. */
    struct Check
    {
        std::optional<Estimated> e;
        bool prefillOk = false;
        bool decodeOk = false;
    };
    struct FewestPrefill
    {
        int replicas = 0;
        Check at;
    };

    Check check(const DisaggregatedCandidate &c, int p, int d, Rejection &last) const;
    std::optional<FewestPrefill> fewestPrefill(const DisaggregatedCandidate &c, int start, int d,
                                               Rejection &last, Rejection *why) const;
    std::optional<ModelPlan> finish(const DisaggregatedCandidate &c, const DecodeProbe &probe,
                                    int p, int d, const SpeedEstimate &s, bool fits,
                                    Rejection *why) const;
    bool isPartTooHot(const GpuSpec &decodeGpu, int decodeGpus, const GpuSpec &prefillGpu,
                      int prefillGpus) const;
    static QString candidateKey(const AdvisorCandidate &c);
    std::optional<DecodeProbe> probeDecode(const AdvisorCandidate &decode, Rejection *why) const;

    const ModelSizing &h; // the model and the advisor's sizer
    const AdvisedModel &m;
    QHash<QString, std::optional<DecodeProbe>> m_decode;
    QHash<QString, Rejection> m_decodeWhy;
    QHash<QString, std::optional<PrefillFigures>> m_prefill;
};

} // namespace Headroom::AdvisorDisagg
