#include "advisor/advisordisagg.h"
#include "advisor/advisorinternal.h"

#include "catalog/catalog.h"
#include "estimate/disaggregation.h"
#include "estimate/memorybreakdown.h"
#include "estimate/throughput.h"
#include "estimate/weightbytes.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <queue>

namespace Headroom::AdvisorDisagg {

namespace {

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

void reject(Rejection *why, Rejection r)
{
    if (why)
        *why = r;
}

/** Sizes the pairs of one model; caches the probes. */
class PairSizer
{
public:
    explicit PairSizer(const ModelSizing &sizing)
        : h(sizing)
        , m(sizing.sizer.workload().models.at(sizing.modelIndex))
    { }

    /** The deployment of the shape at D decode and P prefill replicas; `targets` false clears
     *  the latency targets (the figures at the operating point are the same, the estimate
     *  quicker). */
    std::pair<Configuration, Deployment> materialize(const DisaggregatedCandidate &c,
                                                     int decodeReplicas, int prefillReplicas,
                                                     bool targets = true) const
    {
        auto [config, d] = h.sizer.materialize(c.decode, decodeReplicas);
        d.disaggregation.on = true;
        d.disaggregation.prefillReplicas = prefillReplicas;
        d.disaggregation.prefillGpuId = c.prefillGpuId;
        d.disaggregation.prefillTensorParallel = c.prefillTensorParallel;
        if (!targets) {
            d.workload.ttftTargetMs = 0;
            d.workload.tpotTargetMs = 0;
        }
        return {config, d};
    }

    struct Estimated
    {
        ThroughputEstimate speed;
        bool fits = false;
        double engineRequestOverheadSeconds = 0; // the engine's per request under load
    };

    /** The board's estimate (the advisor's sizer: resolveDeployment(), estimateResolved()): the
     *  decode pool's memory, the speed with the prefill pool's GPU from the catalog. */
    std::optional<Estimated> estimate(const Configuration &config, const Deployment &d,
                                      Rejection *why) const
    {
        const auto gpu = h.sizer.catalog().gpu(config.gpuId);
        const std::optional<ModelSpec> &model = h.sizer.model(h.modelIndex);
        if (!gpu || !model) {
            reject(why, Rejection::Invalid);
            return std::nullopt;
        }
        const auto e = h.sizer.estimate(*model, *gpu, config, d, h.modelIndex, why);
        if (!e)
            return std::nullopt;
        if (!e->speed.disaggregation) {
            reject(why, Rejection::Invalid);
            return std::nullopt;
        }
        return Estimated {e->speed, e->speed.disaggregation->prefillFits, e->requestOverheadSeconds};
    }

    const std::optional<DecodeProbe> &decodeProbe(const AdvisorCandidate &decode, Rejection *why)
    {
        const QString key = candidateKey(decode);
        auto it = m_decode.find(key);
        if (it == m_decode.end()) {
            Rejection r = Rejection::Invalid;
            it = m_decode.insert(key, probeDecode(decode, &r));
            m_decodeWhy.insert(key, r);
        }
        if (!*it)
            reject(why, m_decodeWhy.value(key));
        return *it;
    }

    const std::optional<PrefillFigures> &prefill(const DisaggregatedCandidate &c)
    {
        const AdvisorCandidate &d = c.decode;
        const QString key = QStringLiteral("%1|%2|%3|%4|%5|%6")
                                    .arg(c.prefillGpuId)
                                    .arg(c.prefillTensorParallel)
                                    .arg(d.pipelineParallel)
                                    .arg(int(d.weights))
                                    .arg(int(d.kv))
                                    .arg(int(d.engine));
        auto it = m_prefill.find(key);
        if (it == m_prefill.end()) {
            std::optional<PrefillFigures> figures;
            auto [config, dep] = materialize(c, 1, 1, false);
            dep.workload.concurrentSequences = 1;
            if (dep.workload.load == LoadKind::OpenLoop) {
                dep.workload.load = LoadKind::ClosedLoop;
                dep.workload.arrivalRate = 0;
                dep.workload.requestsPerSecond = 0;
            }
            if (const auto e = estimate(config, dep, nullptr))
                figures = PrefillFigures {e->speed.disaggregation->prefillSeconds,
                                          e->speed.disaggregation->prefillBatchedSeconds};
            it = m_prefill.insert(key, figures);
        }
        return *it;
    }

    /** The KV transfer of one prompt from a prefill to a decode replica of the pair. */
    double transferSeconds(const DisaggregatedCandidate &c, const DecodeProbe &probe) const
    {
        const auto decodeGpu = h.sizer.catalog().gpu(c.decode.gpuId);
        const auto prefillGpu = h.sizer.catalog().gpu(c.prefillGpuId);
        if (!decodeGpu || !prefillGpu)
            return 0;
        const int gprP = c.prefillTensorParallel * c.decode.pipelineParallel;
        const int gprD = c.decode.gpusPerReplica();
        const double link = kvLinkBytesPerSecond(*prefillGpu, *decodeGpu, gprP, gprD,
                                                 std::min(gprP, gprD));
        return link > 0 ? probe.kvTransferBytes / link : 0;
    }

    /** The least prefill replicas any sizing can end with (the TTFT target's M/D/1 queue at the
     *  most prompts per second the targets allow); 0 when the TTFT target is out of reach. */
    int prefillLow(const DisaggregatedCandidate &c, const DecodeProbe &probe,
                   const PrefillFigures &f) const
    {
        const double alone = probe.overheadSeconds + f.seconds + transferSeconds(c, probe);
        const double tb = f.batchedSeconds > 0 ? f.batchedSeconds : f.seconds;
        return replicasLow(alone, tb);
    }

    /** The same from a prompt's time alone and in a busy batch, or lower bounds of both. */
    int replicasLow(double alone, double tb) const
    {
        double uStar = 1;
        if (m.ttftTargetMs > 0) {
            const double slack = m.ttftTargetMs / 1e3 - alone;
            if (!(slack > 0))
                return 0;
            const double s = tb > 0 ? slack / tb : std::numeric_limits<double>::infinity();
            uStar = std::isfinite(s) ? 2 * s / (1 + 2 * s) : 1;
        }
        double prompts = 0; // the fewest prompts per second the sized plan can see
        double share = 1;
        if (m.users > 0) {
            const double k = double(std::max<std::int64_t>(m.outputTokens - 1, 0));
            if (m.users > 1 && m.ttftTargetMs > 0 && (m.tpotTargetMs > 0 || k == 0))
                prompts = m.users / (m.ttftTargetMs / 1e3 + k * m.tpotTargetMs / 1e3);
            share = m.users > 1 ? double(m.users - 1) / m.users : 0;
        } else {
            prompts = m.sizingRequestsPerSecond();
        }
        const double need = prompts * share * tb / uStar;
        int p = int(std::ceil(need - 1e-9));
        if (uStar >= 1 && m.users <= 0 && double(p) <= need) // an open loop needs u < 1
            p += 1;
        return std::clamp(p, 1, kMostPrefillReplicas);
    }

    /** Sizes the pair: D from the decode probe, the fewest P meeting the TTFT target from
     *  `prefillStart` up, then one decode replica more while the TPOT misses. */
    std::optional<ModelPlan> size(const DisaggregatedCandidate &c, Rejection *why,
                                  int decodeReplicas = 0, int prefillStart = 0)
    {
        const auto &probe = decodeProbe(c.decode, why);
        if (!probe)
            return std::nullopt;
        const auto &figures = prefill(c);
        if (!figures) {
            reject(why, Rejection::Invalid);
            return std::nullopt;
        }
        if (prefillStart <= 0) {
            prefillStart = prefillLow(c, *probe, *figures);
            if (prefillStart <= 0) {
                reject(why, Rejection::TargetUnreachable);
                return std::nullopt;
            }
        }
        int d = decodeReplicas > 0 ? decodeReplicas : probe->replicas;
        const double ttft = m.ttftTargetMs / 1e3;
        const double tpot = m.tpotTargetMs / 1e3;
        struct Check
        {
            std::optional<Estimated> e;
            bool prefillOk = false;
            bool decodeOk = false;
        };
        Rejection last = Rejection::TargetUnreachable;
        const auto check = [&](int p, int dd) {
            Check out;
            auto [config, dep] = materialize(c, dd, p, false);
            out.e = estimate(config, dep, &last);
            if (!out.e)
                return out;
            const ThroughputEstimate &s = out.e->speed;
            const bool prefillBinds = s.disaggregation->binding == DisaggregationPool::Prefill;
            out.prefillOk = (!(ttft > 0) || s.ttftSeconds <= ttft)
                    && !(s.saturated && prefillBinds);
            out.decodeOk = (!(tpot > 0) || s.tpotSeconds <= tpot)
                    && !(s.saturated && !prefillBinds);
            return out;
        };
        for (int round = 0; round < 8; ++round) {
            // the fewest prefill replicas meeting the TTFT: double, then halve the gap
            int lo = prefillStart - 1, p = prefillStart;
            Check at = check(p, d);
            if (!at.e) {
                reject(why, last);
                return std::nullopt;
            }
            while (!at.prefillOk && p < kMostPrefillReplicas) {
                lo = p;
                p = std::min(p * 2, kMostPrefillReplicas);
                at = check(p, d);
                if (!at.e) {
                    reject(why, last);
                    return std::nullopt;
                }
            }
            if (!at.prefillOk) {
                reject(why, Rejection::TargetUnreachable);
                return std::nullopt;
            }
            while (p - lo > 1) {
                const int mid = lo + (p - lo) / 2;
                Check midAt = check(mid, d);
                if (midAt.e && midAt.prefillOk) {
                    p = mid;
                    at = std::move(midAt);
                } else {
                    lo = mid;
                }
            }
            if (at.decodeOk)
                return finish(c, *probe, p, d, at.e->speed, at.e->fits, why);
            d += std::max(1, (d + 7) / 8);
            prefillStart = p;
        }
        reject(why, Rejection::TargetUnreachable);
        return std::nullopt;
    }

    /** The part at P and D with the estimate made there. */
    std::optional<ModelPlan> finish(const DisaggregatedCandidate &c, const DecodeProbe &probe,
                                    int p, int d, const ThroughputEstimate &s, bool fits,
                                    Rejection *why) const
    {
        if (!fits) {
            reject(why, Rejection::DoesNotFit);
            return std::nullopt;
        }
        const auto decodeGpu = h.sizer.catalog().gpu(c.decode.gpuId);
        const auto prefillGpu = h.sizer.catalog().gpu(c.prefillGpuId);
        ModelPlan part;
        part.candidate = c.decode;
        auto [config, dep] = materialize(c, d, p);
        part.configuration = config;
        part.deployment = dep;
        part.replicas = d;
        part.maxConcurrency = probe.maxConcurrency;
        part.usersPerReplicaAtSlo = probe.usersPerReplicaAtSlo;
        part.ttftSeconds = s.ttftSeconds;
        part.tpotSeconds = s.tpotSeconds;
        part.bound = s.bound;
        part.outputTokensPerSecond = m.users > 0 ? s.throughputTokensPerSecond
                                                 : m.requestsPerSecond * double(m.outputTokens);
        part.binding = part.usersPerReplicaAtSlo >= part.maxConcurrency ? PlanBinding::Memory
                                                                        : bindingOf(part.bound);
        AdvisorPrefillPool pool;
        pool.gpuId = c.prefillGpuId;
        pool.tensorParallel = c.prefillTensorParallel;
        pool.pipelineParallel = c.decode.pipelineParallel;
        pool.replicas = p;
        pool.gpus = p * pool.gpusPerReplica();
        pool.prefillSeconds = s.disaggregation->prefillSeconds;
        pool.kvTransferSeconds = s.disaggregation->kvTransferSeconds;
        part.prefill = pool;
        part.gpus = config.gpuCount + pool.gpus;
        h.sizer.cost(part, *decodeGpu);
        // a rack must hold one node of each pool's GPU type
        const AdvisorConstraints &limits = h.sizer.workload().constraints;
        const auto nodeTooHot = [&limits, this](const GpuSpec &gpu, int gpus) {
            const int perNode = gpu.unifiedMemory ? 1 : kGpusPerNode;
            return h.sizer.economics(gpu).powerKw * std::min(gpus, perNode) > limits.rackPowerKw;
        };
        if (limits.rackPowerKw > 0
            && (nodeTooHot(*decodeGpu, config.gpuCount) || nodeTooHot(*prefillGpu, pool.gpus))) {
            reject(why, Rejection::OverPower);
            return std::nullopt;
        }
        Rejection broken {};
        if (!keepsConstraints(limits, {part}, &broken)) {
            reject(why, broken);
            return std::nullopt;
        }
        return part;
    }

    /** A lower bound of a prompt's prefill on `gpus` GPUs of `gpu`: its 2 x active parameters x
     *  tokens at the GPU's highest peak (an MFU of at most 1), 0.9 of it for rounding. */
    double prefillSecondsLow(const GpuSpec &gpu, int gpus) const
    {
        const double peak = std::max({gpu.bf16Flops, gpu.fp8Flops, gpu.fp4Flops, gpu.int8Ops});
        if (!(peak > 0))
            return 0;
        return 0.9 * 2.0 * double(h.sizer.count(h.modelIndex).active())
                * double(std::max<std::int64_t>(m.inputTokens, 1))
                / (double(std::max(gpus, 1)) * peak);
    }

private:
    static QString candidateKey(const AdvisorCandidate &c)
    {
        return QStringLiteral("%1|%2|%3|%4|%5|%6|%7")
                .arg(c.gpuId)
                .arg(int(c.engine))
                .arg(int(c.weights))
                .arg(int(c.kv))
                .arg(c.tensorParallel)
                .arg(c.pipelineParallel)
                .arg(c.expertParallel);
    }

    std::optional<DecodeProbe> probeDecode(const AdvisorCandidate &decode, Rejection *why) const
    {
        // one decode replica, the prefill pool out of the way, the TPOT target alone
        DisaggregatedCandidate c {decode, decode.gpuId, decode.tensorParallel};
        auto [config, d] = materialize(c, 1, kProbePrefillReplicas);
        d.workload.ttftTargetMs = 0;
        d.workload.concurrentSequences = 1;
        const auto e = estimate(config, d, why);
        if (!e)
            return std::nullopt;
        const ThroughputEstimate &s = e->speed;
        DecodeProbe probe;
        probe.maxConcurrency = s.maxConcurrency;
        probe.usersPerReplicaAtSlo = s.maxConcurrencyAtSlo < 0 ? s.maxConcurrency
                                                               : s.maxConcurrencyAtSlo;
        if (probe.usersPerReplicaAtSlo <= 0) {
            reject(why,
                   probe.maxConcurrency <= 0 ? Rejection::DoesNotFit : Rejection::TargetUnreachable);
            return std::nullopt;
        }
        if (m.users > 0) {
            probe.replicas = (m.users + probe.usersPerReplicaAtSlo - 1)
                    / probe.usersPerReplicaAtSlo;
        } else {
            probe.replicas = s.replicasForTargetRate;
            if (probe.replicas <= 0) {
                reject(why, Rejection::TargetUnreachable);
                return std::nullopt;
            }
        }
        probe.kvTransferBytes = s.disaggregation->kvTransferBytes;
        probe.overheadSeconds = e->engineRequestOverheadSeconds;
        return probe;
    }

    const ModelSizing &h; // the model and the advisor's sizer
    const AdvisedModel &m;
    QHash<QString, std::optional<DecodeProbe>> m_decode;
    QHash<QString, Rejection> m_decodeWhy;
    QHash<QString, std::optional<PrefillFigures>> m_prefill;
};

/** A pair waiting to be sized, by the lower bound of its cost. */
struct Pending
{
    double costLow = 0;
    qsizetype order = 0; // ties: the order pushed (deterministic)
    DisaggregatedCandidate candidate;
    int prefillLow = 1;
};

struct LaterFirst
{
    bool operator()(const Pending &a, const Pending &b) const
    {
        if (a.costLow != b.costLow)
            return a.costLow > b.costLow;
        return a.order > b.order;
    }
};

} // namespace

bool engineDisaggregates(EngineKind engine)
{
    return engine == EngineKind::Vllm || engine == EngineKind::SgLang
            || engine == EngineKind::TensorRtLlm;
}

QList<std::pair<QString, int>> prefillShapes(const Catalog &catalog,
                                             const AdvisorWorkload &workload,
                                             const QList<AdvisorCandidate> &space,
                                             const AdvisorCandidate &decode)
{
    QList<std::pair<QString, int>> out;
    const auto model = catalog.model(workload.models.value(decode.modelIndex).modelId);
    if (!model)
        return out;
    const double weights = double(modelWeightBytes(*model, countParameters(*model), decode.weights));
    for (const AdvisorCandidate &c : space) {
        if (c.engine != decode.engine || c.weights != decode.weights || c.kv != decode.kv
            || c.pipelineParallel != decode.pipelineParallel || c.expertParallel != 1)
            continue;
        if (!workload.constraints.mixedFleet && c.gpuId != decode.gpuId)
            continue;
        const std::pair<QString, int> shape {c.gpuId, c.tensorParallel};
        if (out.contains(shape))
            continue;
        const auto gpu = catalog.gpu(c.gpuId);
        if (!gpu || weights / c.gpusPerReplica() > double(gpu->memoryBytes()))
            continue;
        out.append(shape);
    }
    return out;
}

std::optional<ModelPlan> size(const ModelSizing &sizing, const DisaggregatedCandidate &candidate,
                              Rejection *why)
{
    PairSizer sizer(sizing);
    return sizer.size(candidate, why);
}

QList<ModelPlan> search(const ModelSizing &sizing, const QList<DecodeShape> &shapes,
                        const QList<AdvisorCandidate> &space, const Limits &limits, Shared &shared,
                        AdvisorResult &result)
{
    QList<ModelPlan> found;
    PairSizer sizer(sizing);
    const auto groupOf = [&sizing](const AdvisorCandidate &d) {
        return QStringLiteral("%1|%2|%3|%4|%5")
                .arg(int(d.engine))
                .arg(int(d.weights))
                .arg(int(d.kv))
                .arg(d.pipelineParallel)
                .arg(sizing.sizer.workload().constraints.mixedFleet ? QString() : d.gpuId);
    };
    // the prefill shapes of each group (engine, formats, PP) and the least a prefill pool of
    // the group costs (its prompts at the FLOPs bound, no transfer, no overhead)
    struct Group
    {
        QList<std::pair<QString, int>> shapes;
        QList<double> costLow; // per shape, the pool's bound
        double least = std::numeric_limits<double>::infinity();
    };
    QHash<QString, Group> groups;
    const auto poolLow = [&](const QString &gpuId, int tp, int pp, double transfer) {
        const auto gpu = sizing.sizer.catalog().gpu(gpuId);
        if (!gpu)
            return std::numeric_limits<double>::infinity();
        const double t = sizer.prefillSecondsLow(*gpu, tp * pp);
        const int p = sizer.replicasLow(t + transfer, t);
        return p > 0 ? sizing.sizer.perGpuMonthLow(*gpu) * tp * pp * p
                     : std::numeric_limits<double>::infinity();
    };
    QList<DecodeShape> ordered;
    for (const DecodeShape &shape : shapes) {
        const QString key = groupOf(shape.candidate);
        auto it = groups.find(key);
        if (it == groups.end()) {
            Group g;
            g.shapes = prefillShapes(sizing.sizer.catalog(), sizing.sizer.workload(), space,
                                     shape.candidate);
            for (const auto &[gpuId, tp] : std::as_const(g.shapes)) {
                g.costLow.append(poolLow(gpuId, tp, shape.candidate.pipelineParallel, 0));
                g.least = std::min(g.least, g.costLow.last());
            }
            it = groups.insert(key, g);
        }
        result.disaggregatedPairs += int(it->shapes.size());
        if (it->shapes.isEmpty() || !std::isfinite(it->least)) {
            result.rejections[Rejection::TargetUnreachable] += int(it->shapes.size());
            continue;
        }
        ordered.append({shape.candidate, shape.costLow + it->least});
    }
    std::stable_sort(ordered.begin(), ordered.end(), [](const DecodeShape &a, const DecodeShape &b) {
        return a.costLow < b.costLow;
    });

    std::priority_queue<Pending, std::vector<Pending>, LaterFirst> pending;
    qsizetype pushed = 0;
    qsizetype next = 0;
    const auto stopsAt = [&](double bound, Rejection *why) {
        if (limits.capped && bound > limits.costRatio * shared.cheapest) {
            *why = Rejection::Costly;
            return true;
        }
        if (shared.tableCosts.size() >= limits.window && bound > shared.tableCosts.last()) {
            *why = Rejection::Dominated;
            return true;
        }
        return false;
    };
    QHash<QString, DecodeProbe> probes; // of the shapes taken
    while (next < ordered.size() || !pending.empty()) {
        if (limits.cancel && limits.cancel->load()) {
            result.cancelled = true;
            break;
        }
        const double shapeLow = next < ordered.size() ? ordered.at(next).costLow
                                                      : std::numeric_limits<double>::infinity();
        const double pairLow = pending.empty() ? std::numeric_limits<double>::infinity()
                                               : pending.top().costLow;
        Rejection stop {};
        if (stopsAt(std::min(shapeLow, pairLow), &stop)) {
            result.rejections[stop] += int(pending.size() + (ordered.size() - next));
            break;
        }
        if (shapeLow <= pairLow) {
            // the next decode shape: its decode pool, then its pairs' bounds (FLOPs bound of
            // the prefill, the pair's own KV transfer)
            const AdvisorCandidate &decode = ordered.at(next++).candidate;
            const Group &group = groups.value(groupOf(decode));
            Rejection why = Rejection::Invalid;
            const auto &probe = sizer.decodeProbe(decode, &why);
            ++result.disaggregatedEvaluated;
            if (!probe) {
                result.rejections[why] += int(group.shapes.size());
                continue;
            }
            const auto decodeGpu = sizing.sizer.catalog().gpu(decode.gpuId);
            const double decodeCost = sizing.sizer.perGpuMonthLow(*decodeGpu)
                    * decode.gpusPerReplica() * probe->replicas;
            for (qsizetype k = 0; k < group.shapes.size(); ++k) {
                const auto &[gpuId, tp] = group.shapes.at(k);
                const DisaggregatedCandidate c {decode, gpuId, tp};
                const double transfer = sizer.transferSeconds(c, *probe);
                const double low = poolLow(gpuId, tp, decode.pipelineParallel, transfer);
                if (!std::isfinite(low)) {
                    ++result.rejections[Rejection::TargetUnreachable];
                    continue;
                }
                pending.push(Pending {decodeCost + low, pushed++, c, 0});
            }
            continue;
        }
        Pending p = pending.top();
        pending.pop();
        if (p.prefillLow == 0) {
            // first its prefill pool's own figures: the bound rises to the pair's exact one
            const auto &probe = sizer.decodeProbe(p.candidate.decode, nullptr);
            const auto &figures = sizer.prefill(p.candidate);
            const int low = figures && probe ? sizer.prefillLow(p.candidate, *probe, *figures) : 0;
            if (low <= 0) {
                ++result.rejections[figures ? Rejection::TargetUnreachable : Rejection::Invalid];
                continue;
            }
            const auto decodeGpu = sizing.sizer.catalog().gpu(p.candidate.decode.gpuId);
            const auto prefillGpu = sizing.sizer.catalog().gpu(p.candidate.prefillGpuId);
            p.costLow = sizing.sizer.perGpuMonthLow(*decodeGpu)
                            * p.candidate.decode.gpusPerReplica() * probe->replicas
                    + sizing.sizer.perGpuMonthLow(*prefillGpu) * p.candidate.prefillTensorParallel
                            * p.candidate.decode.pipelineParallel * low;
            p.prefillLow = low;
            pending.push(p);
            continue;
        }
        ++result.disaggregatedEvaluated;
        Rejection why = Rejection::Invalid;
        auto part = sizer.size(p.candidate, &why, 0, p.prefillLow);
        if (!part) {
            ++result.rejections[why];
            continue;
        }
        const double cost = part->monthlyCost();
        shared.cheapest = std::min(shared.cheapest, cost);
        shared.tableCosts.insert(std::upper_bound(shared.tableCosts.begin(),
                                                  shared.tableCosts.end(), cost),
                                 cost);
        if (shared.tableCosts.size() > limits.window)
            shared.tableCosts.removeLast();
        found.append(*part);
    }
    return found;
}

std::optional<ModelPlan> grow(const ModelSizing &sizing, const ModelPlan &part, Rejection *why)
{
    if (!part.prefill || !part.simulated) {
        reject(why, Rejection::Invalid);
        return std::nullopt;
    }
    const AdvisedModel &m = sizing.sizer.workload().models.at(sizing.modelIndex);
    const LoadResult &s = *part.simulated;
    const bool ttftMiss = (m.ttftTargetMs > 0 && statAt(s.ttft, m.percentile) * 1e3 > m.ttftTargetMs)
            || s.saturated;
    const bool tpotMiss = (m.tpotTargetMs > 0 && statAt(s.tpot, m.percentile) * 1e3 > m.tpotTargetMs)
            || s.saturated;
    const int p = part.prefill->replicas;
    const int d = part.replicas;
    const int morePrefill = ttftMiss || !tpotMiss ? p + std::max(1, (p + 7) / 8) : p;
    const int moreDecode = tpotMiss ? d + std::max(1, (d + 7) / 8) : d;
    const DisaggregatedCandidate c {part.candidate, part.prefill->gpuId,
                                    part.prefill->tensorParallel};
    PairSizer sizer(sizing);
    // the figures at exactly those replicas: the start of the P search meets the TTFT
    auto bigger = sizer.size(c, why, moreDecode, std::min(morePrefill, kMostPrefillReplicas));
    if (bigger) {
        bigger->maxConcurrency = part.maxConcurrency;
        bigger->usersPerReplicaAtSlo = part.usersPerReplicaAtSlo;
        bigger->binding = part.binding;
    }
    return bigger;
}

} // namespace Headroom::AdvisorDisagg
