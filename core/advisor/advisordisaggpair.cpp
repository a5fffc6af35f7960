#include "advisor/advisordisaggpair.h"
#include "advisor/advisorinternal.h"

#include "catalog/catalog.h"
#include "estimate/disaggregation.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace Headroom::AdvisorDisagg {

PairSizer::PairSizer(const ModelSizing &sizing)
    : h(sizing)
    , m(sizing.sizer.workload().models.at(sizing.modelIndex))
{ }

std::pair<Configuration, Deployment> PairSizer::materialize(const DisaggregatedCandidate &c,
                                                            int decodeReplicas, int prefillReplicas,
                                                            bool targets) const
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

std::optional<PairSizer::Estimated> PairSizer::estimate(const Configuration &config,
                                                        const Deployment &d, Rejection *why) const
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

const std::optional<DecodeProbe> &PairSizer::decodeProbe(const AdvisorCandidate &decode,
                                                         Rejection *why)
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

const std::optional<PrefillFigures> &PairSizer::prefill(const DisaggregatedCandidate &c)
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

double PairSizer::transferSeconds(const DisaggregatedCandidate &c, const DecodeProbe &probe) const
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

int PairSizer::prefillLow(const DisaggregatedCandidate &c, const DecodeProbe &probe,
                          const PrefillFigures &f) const
{
    const double alone = probe.overheadSeconds + f.seconds + transferSeconds(c, probe);
    const double tb = f.batchedSeconds > 0 ? f.batchedSeconds : f.seconds;
    return replicasLow(alone, tb);
}

int PairSizer::replicasLow(double alone, double tb) const
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

std::optional<ModelPlan> PairSizer::size(const DisaggregatedCandidate &c, Rejection *why,
                                         int decodeReplicas, int prefillStart)
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
    Rejection last = Rejection::TargetUnreachable; // the last estimate refused
    for (int round = 0; round < 8; ++round) {
        const auto fewest = fewestPrefill(c, prefillStart, d, last, why);
        if (!fewest)
            return std::nullopt;
        const Check &at = fewest->at;
        if (at.decodeOk)
            return finish(c, *probe, fewest->replicas, d, at.e->speed, at.e->fits, why);
        d += std::max(1, (d + 7) / 8);
        prefillStart = fewest->replicas;
    }
    reject(why, Rejection::TargetUnreachable);
    return std::nullopt;
}

/** The pair at P prefill and D decode replicas; an estimate refused sets `last`. */
PairSizer::Check PairSizer::check(const DisaggregatedCandidate &c, int p, int d,
                                  Rejection &last) const
{
    const double ttft = m.ttftTargetMs / 1e3;
    const double tpot = m.tpotTargetMs / 1e3;
    Check out;
    auto [config, dep] = materialize(c, d, p, false);
    out.e = estimate(config, dep, &last);
    if (!out.e)
        return out;
    const SpeedEstimate &s = out.e->speed;
    const bool prefillBinds = s.disaggregation->binding == DisaggregationPool::Prefill;
    out.prefillOk = (!(ttft > 0) || s.ttftSeconds <= ttft) && !(s.saturated && prefillBinds);
    out.decodeOk = (!(tpot > 0) || s.tpotSeconds <= tpot) && !(s.saturated && !prefillBinds);
    return out;
}

/** The fewest prefill replicas from `start` up that meet the TTFT target at D decode replicas:
 *  double, then halve the gap; nullopt (the reason in `why`) when none up to the most do. */
std::optional<PairSizer::FewestPrefill> PairSizer::fewestPrefill(const DisaggregatedCandidate &c,
                                                                 int start, int d, Rejection &last,
                                                                 Rejection *why) const
{
    int lo = start - 1, p = start;
    Check at = check(c, p, d, last);
    if (!at.e) {
        reject(why, last);
        return std::nullopt;
    }
    while (!at.prefillOk && p < kMostPrefillReplicas) {
        lo = p;
        p = std::min(p * 2, kMostPrefillReplicas);
        at = check(c, p, d, last);
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
        Check midAt = check(c, mid, d, last);
        if (midAt.e && midAt.prefillOk) {
            p = mid;
            at = std::move(midAt);
        } else {
            lo = mid;
        }
    }
    return FewestPrefill {p, std::move(at)};
}

/** The part at P and D with the estimate made there. */
std::optional<ModelPlan> PairSizer::finish(const DisaggregatedCandidate &c,
                                           const DecodeProbe &probe, int p, int d,
                                           const SpeedEstimate &s, bool fits, Rejection *why) const
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
    setServedSpeed(part, s, m);
    part.binding = partBinding(part);
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
    const AdvisorConstraints &limits = h.sizer.workload().constraints;
    // a rack must hold one node of each pool's GPU type
    if (limits.rackPowerKw > 0
        && isPartTooHot(*decodeGpu, config.gpuCount, *prefillGpu, pool.gpus)) {
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

/** Whether a rack cannot hold one node of each pool's GPU type. */
bool PairSizer::isPartTooHot(const GpuSpec &decodeGpu, int decodeGpus, const GpuSpec &prefillGpu,
                             int prefillGpus) const
{
    const double rackPowerKw = h.sizer.workload().constraints.rackPowerKw;
    const auto nodeTooHot = [rackPowerKw, this](const GpuSpec &gpu, int gpus) {
        const int perNode = gpu.unifiedMemory ? 1 : kGpusPerNode;
        return h.sizer.economics(gpu).powerKw * std::min(gpus, perNode) > rackPowerKw;
    };
    return nodeTooHot(decodeGpu, decodeGpus) || nodeTooHot(prefillGpu, prefillGpus);
}

double PairSizer::prefillSecondsLow(const GpuSpec &gpu, int gpus) const
{
    const double peak = std::max({gpu.bf16Flops, gpu.fp8Flops, gpu.fp4Flops, gpu.int8Ops});
    if (!(peak > 0))
        return 0;
    return 0.9 * 2.0 * double(h.sizer.count(h.modelIndex).active())
            * double(std::max<std::int64_t>(m.inputTokens, 1)) / (double(std::max(gpus, 1)) * peak);
}

QString PairSizer::candidateKey(const AdvisorCandidate &c)
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

std::optional<DecodeProbe> PairSizer::probeDecode(const AdvisorCandidate &decode,
                                                  Rejection *why) const
{
    // one decode replica, the prefill pool out of the way, the TPOT target alone
    DisaggregatedCandidate c {decode, decode.gpuId, decode.tensorParallel};
    auto [config, d] = materialize(c, 1, kProbePrefillReplicas);
    d.workload.ttftTargetMs = 0;
    d.workload.concurrentSequences = 1;
    const auto e = estimate(config, d, why);
    if (!e)
        return std::nullopt;
    const SpeedEstimate &s = e->speed;
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
        probe.replicas = (m.users + probe.usersPerReplicaAtSlo - 1) / probe.usersPerReplicaAtSlo;
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

} // namespace Headroom::AdvisorDisagg
