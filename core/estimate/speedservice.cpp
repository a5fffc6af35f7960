// What the speed means for a service: the concurrency within the latency targets and the
// replicas for a request rate, the cold start of a replica and the cost per token
// (docs/estimation.md, "Prefill, TTFT, throughput, service level").

#include "estimate/speed_p.h"

#include "estimate/disaggregationmodel.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace Headroom::SpeedModel {

namespace {

using Term = Explanation::Term;

} // namespace

/** Largest concurrency meeting the TPOT and TTFT targets; replicas for the target rate. */
void solveServiceLevel(const Evaluator &ev, const Workload &w, const Configuration &config,
                       SpeedEstimate &r)
{
    const auto pointAt = [&ev](int concurrency) { return ev.at(concurrency); };
    // service level: the largest concurrency whose TPOT and TTFT meet the targets
    const double tpotTarget = w.tpotTargetMs / 1e3;
    const double ttftTarget = w.ttftTargetMs / 1e3;
    if (tpotTarget > 0 || ttftTarget > 0) {
        const auto meets = [&](int c) {
            const SpeedPoint p = pointAt(c);
            return (tpotTarget <= 0 || p.tpotSeconds <= tpotTarget)
                    && (ttftTarget <= 0 || p.ttftSeconds <= ttftTarget);
        };
        int lo = 0, hi = std::max(r.maxConcurrency, 0); // meets(lo) (or lo = 0), search (lo, hi]
        // doubling concurrencies bracket it first (the targets hold up to some concurrency and
        // not beyond, as the bisection takes them to): 2 log2 of the answer points at most
        for (int c = 1; c <= hi;) {
            if (!meets(c)) {
                hi = c - 1;
                break;
            }
            lo = c;
            if (c == hi)
                break;
            c = c > hi / 2 ? hi : 2 * c;
        }
        while (lo < hi) {
            const int mid = lo + (hi - lo + 1) / 2;
            if (meets(mid))
                lo = mid;
            else
                hi = mid - 1;
        }
        r.maxConcurrencyAtSlo = lo;
        r.sloExplanation = say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                                 "largest concurrency per replica with TPOT <= %1 "
                                                 "ms and TTFT <= %2 ms (0 = no target) within the "
                                                 "%3 sequences the KV pool and the engine allow: "
                                                 "%4"),
                               {w.tpotTargetMs, w.ttftTargetMs, r.maxConcurrency, lo});
    }
    if (w.requestsPerSecond > 0) {
        const int c = r.maxConcurrencyAtSlo > 0 ? r.maxConcurrencyAtSlo
                : r.maxConcurrencyAtSlo == 0    ? 0
                                                : r.maxConcurrency;
        const double perReplica = c > 0 ? pointAt(c).requestsPerSecond : 0;
        if (perReplica > 0) {
            r.replicasForTargetRate = int(std::ceil(w.requestsPerSecond / perReplica - 1e-9));
            r.sloExplanation.append(
                    say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                          "%1 requests/s at %2 sequences per replica: ceil(%3 / "
                                          "%1) = %4 replicas (%5 GPUs)"),
                        {Term(perReplica, 'f', 3), c, w.requestsPerSecond, r.replicasForTargetRate,
                         r.replicasForTargetRate * config.gpusPerReplica()}),
                    "; ");
        } else {
            r.warnings.append(say(QT_TRANSLATE_NOOP("Headroom::Speed",
                                                    "No concurrency meets the targets: no replica "
                                                    "count reaches the request rate")));
        }
    }
}

/** One replica's weights from the source, then the engine's start-up. */
void estimateColdStart(const MemoryBreakdown &memory, const Configuration &config,
                       const EngineProfile &engine, const SpeedOptions &options, SpeedEstimate &r)
{
    // cold start: one replica's weights from the source, then the engine's start-up
    double replicaWeights = double(memory.hostBytes);
    for (int g = 0; g < config.gpusPerReplica() && g < memory.perGpu.size(); ++g)
        replicaWeights += double(memory.perGpu.at(g).weights.bytes);
    const SourcedValue source = options.weightLoadBytesPerSecond > 0
            ? SourcedValue {options.weightLoadBytesPerSecond, false,
                            QStringLiteral(QT_TRANSLATE_NOOP("Headroom::EngineSource", "stated"))}
            : weightSourceBytesPerSecond(options.weightSource);
    r.coldStartBytes = replicaWeights;
    r.coldStartLoadBytesPerSecond = source.value;
    r.coldStartSeconds = replicaWeights / source.value + engine.startupSeconds.value;
    r.coldStartExplanation = say(
            QT_TRANSLATE_NOOP("Headroom::Speed",
                              "%1 GB of weights / %2 GB/s from %3 + start-up %4 s = %5 s; load "
                              "rate %6; start-up %7"),
            {gb(replicaWeights), number(source.value / 1e9), weightSourceName(options.weightSource),
             number(engine.startupSeconds.value), Term(r.coldStartSeconds, 'f', 1),
             source.labelTerms(), engine.startupSeconds.labelTerms()});
}

/** Cost per million output and input tokens. */
void estimateCost(const SpeedOptions &options, const Configuration &config, SpeedEstimate &r)
{
    // cost per token: $/GPU-h x G / (3600 x tokens/s) x 1e6, all GPUs and all replicas
    const int gpus = r.replicas * config.gpusPerReplica();
    if (r.disaggregation) {
        estimateDisaggregatedCost(options.pricePerGpuHour, gpus, r);
        return;
    }
    if (options.pricePerGpuHour > 0 && r.throughputTokensPerSecond > 0) {
        r.costPerMillionOutputTokens = options.pricePerGpuHour * gpus * 1e6
                / (3600.0 * r.throughputTokensPerSecond);
        if (r.prefillTokensPerSecond > 0)
            r.costPerMillionInputTokens = options.pricePerGpuHour * gpus * 1e6
                    / (3600.0 * r.prefillTokensPerSecond * r.replicas);
        r.costExplanation = say(
                QT_TRANSLATE_NOOP("Headroom::Speed",
                                  "output: %1 per GPU-hour x %2 GPUs x 1e6 / (3600 x %3 tokens/s) "
                                  "= %4 per million; input (GPUs doing only prefill): %1 x %2 x "
                                  "1e6 / (3600 x %5 tokens/s) = %6 per million"),
                {options.pricePerGpuHour, gpus, Term(r.throughputTokensPerSecond, 'f', 1),
                 Term(*r.costPerMillionOutputTokens, 'f', 4),
                 Term(r.prefillTokensPerSecond * r.replicas, 'f', 1),
                 Term(r.costPerMillionInputTokens.value_or(0), 'f', 4)});
    }
}

} // namespace Headroom::SpeedModel
