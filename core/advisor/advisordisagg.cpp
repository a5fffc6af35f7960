#include "advisor/advisordisagg.h"
#include "advisor/advisordisaggpair.h"
#include "advisor/advisorinternal.h"

#include "catalog/catalog.h"
#include "estimate/parametercount.h"
#include "estimate/weightbytes.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <queue>

namespace Headroom::AdvisorDisagg {

namespace {

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

/** search(): decode shapes by their cost bound with the least prefill pool of their group,
 *  and the pairs of the shapes taken by their own bounds, best first, each pair's bound raised
 *  to its exact one before it is sized. */
class PairSearch
{
public:
    PairSearch(const ModelSizing &sizing, const QList<AdvisorCandidate> &space,
               const Limits &limits, Shared &shared, AdvisorResult &result)
        : m_sizing(sizing)
        , m_space(space)
        , m_limits(limits)
        , m_shared(shared)
        , m_result(result)
        , m_sizer(sizing)
    { }

    QList<ModelPlan> run(const QList<DecodeShape> &shapes);

private:
    /** The prefill shapes of a group (engine, formats, PP; the GPU type without a mixed fleet)
     *  and the least a prefill pool of each costs (its prompts at the FLOPs bound). */
    struct Group
    {
        QList<std::pair<QString, int>> shapes;
        QList<double> costLow; // per shape, the pool's bound
        double least = std::numeric_limits<double>::infinity();
    };

    QString groupOf(const AdvisorCandidate &d) const;
    double poolLow(const QString &gpuId, int tp, int pp, double transfer) const;
    const Group &groupFor(const AdvisorCandidate &decode);
    QList<DecodeShape> ordered(const QList<DecodeShape> &shapes);
    bool stopsAt(double bound, Rejection *why) const;
    void takeShape(const AdvisorCandidate &decode);
    void raiseBound(Pending p);
    void sizePair(const Pending &p);

    const ModelSizing &m_sizing;
    const QList<AdvisorCandidate> &m_space;
    const Limits &m_limits;
    Shared &m_shared;
    AdvisorResult &m_result;
    PairSizer m_sizer;
    QHash<QString, Group> m_groups;
    std::priority_queue<Pending, std::vector<Pending>, LaterFirst> m_pending;
    qsizetype m_pushed = 0;
    QList<ModelPlan> m_found;
};

QString PairSearch::groupOf(const AdvisorCandidate &d) const
{
    // a mixed fleet pairs any GPU type of the decode's vendor (prefillShapes()): the vendor is
    // in the key, else the first decode type's pools would serve another vendor's decodes
    const auto gpu = m_sizing.sizer.catalog().gpu(d.gpuId);
    return QStringLiteral("%1|%2|%3|%4|%5")
            .arg(int(d.engine))
            .arg(int(d.weights))
            .arg(int(d.kv))
            .arg(d.pipelineParallel)
            .arg(m_sizing.sizer.workload().constraints.mixedFleet
                         ? QString::number(gpu ? int(gpu->vendor) : -1)
                         : d.gpuId);
}

/** The least a prefill pool of TP x PP GPUs of the type costs: its prompts at the FLOPs bound
 *  with `transfer`, no overhead; infinite when no pool meets the TTFT target. */
double PairSearch::poolLow(const QString &gpuId, int tp, int pp, double transfer) const
{
    const auto gpu = m_sizing.sizer.catalog().gpu(gpuId);
    if (!gpu)
        return std::numeric_limits<double>::infinity();
    const double t = m_sizer.prefillSecondsLow(*gpu, tp * pp);
    const int p = m_sizer.replicasLow(t + transfer, t);
    return p > 0 ? m_sizing.sizer.perGpuMonthLow(*gpu) * tp * pp * p
                 : std::numeric_limits<double>::infinity();
}

const PairSearch::Group &PairSearch::groupFor(const AdvisorCandidate &decode)
{
    const QString key = groupOf(decode);
    auto it = m_groups.find(key);
    if (it == m_groups.end()) {
        Group g;
        g.shapes = prefillShapes(m_sizing.sizer.catalog(), m_sizing.sizer.workload(), m_space,
                                 decode);
        for (const auto &[gpuId, tp] : std::as_const(g.shapes)) {
            g.costLow.append(poolLow(gpuId, tp, decode.pipelineParallel, 0));
            g.least = std::min(g.least, g.costLow.last());
        }
        it = m_groups.insert(key, g);
    }
    return *it;
}

/** The decode shapes whose group has a prefill pool, by their bound with the group's least
 *  pool. */
QList<DecodeShape> PairSearch::ordered(const QList<DecodeShape> &shapes)
{
    QList<DecodeShape> out;
    for (const DecodeShape &shape : shapes) {
        const Group &group = groupFor(shape.candidate);
        m_result.disaggregatedPairs += int(group.shapes.size());
        if (group.shapes.isEmpty() || !std::isfinite(group.least)) {
            m_result.rejections[Rejection::TargetUnreachable] += int(group.shapes.size());
            continue;
        }
        out.append({shape.candidate, shape.costLow + group.least});
    }
    std::stable_sort(out.begin(), out.end(), [](const DecodeShape &a, const DecodeShape &b) {
        return a.costLow < b.costLow;
    });
    return out;
}

/** Whether the best bound left ends the search: over the cost cap, or the table's window full
 *  of cheaper plans. */
bool PairSearch::stopsAt(double bound, Rejection *why) const
{
    if (m_limits.capped && bound > m_limits.costRatio * m_shared.cheapest) {
        *why = Rejection::Costly;
        return true;
    }
    if (m_shared.tableCosts.size() >= m_limits.window && bound > m_shared.tableCosts.last()) {
        *why = Rejection::Dominated;
        return true;
    }
    return false;
}

QList<ModelPlan> PairSearch::run(const QList<DecodeShape> &shapes)
{
    const QList<DecodeShape> byBound = ordered(shapes);
    qsizetype next = 0;
    while (next < byBound.size() || !m_pending.empty()) {
        if (m_limits.cancel && m_limits.cancel->load()) {
            m_result.cancelled = true;
            break;
        }
        const double shapeLow = next < byBound.size() ? byBound.at(next).costLow
                                                      : std::numeric_limits<double>::infinity();
        const double pairLow = m_pending.empty() ? std::numeric_limits<double>::infinity()
                                                 : m_pending.top().costLow;
        Rejection stop {};
        if (stopsAt(std::min(shapeLow, pairLow), &stop)) {
            m_result.rejections[stop] += int(m_pending.size() + (byBound.size() - next));
            break;
        }
        if (shapeLow <= pairLow) {
            takeShape(byBound.at(next++).candidate);
            continue;
        }
        Pending p = m_pending.top();
        m_pending.pop();
        if (p.prefillLow == 0)
            raiseBound(p);
        else
            sizePair(p);
    }
    return m_found;
}

/** The next decode shape: its decode pool, then its pairs' bounds (FLOPs bound of the
 *  prefill, the pair's own KV transfer). */
void PairSearch::takeShape(const AdvisorCandidate &decode)
{
    const Group &group = *m_groups.constFind(groupOf(decode));
    Rejection why = Rejection::Invalid;
    const auto &probe = m_sizer.decodeProbe(decode, &why);
    ++m_result.disaggregatedEvaluated;
    if (!probe) {
        m_result.rejections[why] += int(group.shapes.size());
        return;
    }
    const auto decodeGpu = m_sizing.sizer.catalog().gpu(decode.gpuId);
    const double decodeCost = m_sizing.sizer.perGpuMonthLow(*decodeGpu) * decode.gpusPerReplica()
            * probe->replicas;
    for (qsizetype k = 0; k < group.shapes.size(); ++k) {
        const auto &[gpuId, tp] = group.shapes.at(k);
        const DisaggregatedCandidate c {decode, gpuId, tp};
        const double transfer = m_sizer.transferSeconds(c, *probe);
        const double low = poolLow(gpuId, tp, decode.pipelineParallel, transfer);
        if (!std::isfinite(low)) {
            ++m_result.rejections[Rejection::TargetUnreachable];
            continue;
        }
        m_pending.push(Pending {decodeCost + low, m_pushed++, c, 0});
    }
}

/** First a pair's prefill pool's own figures: the bound rises to the pair's exact one. */
void PairSearch::raiseBound(Pending p)
{
    const auto &probe = m_sizer.decodeProbe(p.candidate.decode, nullptr);
    const auto &figures = m_sizer.prefill(p.candidate);
    const int low = figures && probe ? m_sizer.prefillLow(p.candidate, *probe, *figures) : 0;
    if (low <= 0) {
        ++m_result.rejections[figures ? Rejection::TargetUnreachable : Rejection::Invalid];
        return;
    }
    AdvisorSizer &sizer = m_sizing.sizer;
    const auto decodeGpu = sizer.catalog().gpu(p.candidate.decode.gpuId);
    const auto prefillGpu = sizer.catalog().gpu(p.candidate.prefillGpuId);
    p.costLow = sizer.perGpuMonthLow(*decodeGpu) * p.candidate.decode.gpusPerReplica()
                    * probe->replicas
            + sizer.perGpuMonthLow(*prefillGpu) * p.candidate.prefillTensorParallel
                    * p.candidate.decode.pipelineParallel * low;
    p.prefillLow = low;
    m_pending.push(p);
}

/** The pair sized: found, its cost shared with the colocated search's bounds. */
void PairSearch::sizePair(const Pending &p)
{
    ++m_result.disaggregatedEvaluated;
    Rejection why = Rejection::Invalid;
    auto part = m_sizer.size(p.candidate, &why, 0, p.prefillLow);
    if (!part) {
        ++m_result.rejections[why];
        return;
    }
    const double cost = part->monthlyCost();
    m_shared.cheapest = std::min(m_shared.cheapest, cost);
    m_shared.tableCosts.insert(std::upper_bound(m_shared.tableCosts.begin(),
                                                m_shared.tableCosts.end(), cost),
                               cost);
    if (m_shared.tableCosts.size() > m_limits.window)
        m_shared.tableCosts.removeLast();
    m_found.append(*part);
}

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
    const auto decodeGpu = catalog.gpu(decode.gpuId);
    if (!decodeGpu)
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
        // the prompts' KV moves over the engine's transfer path, which joins GPUs of one vendor
        // (NCCL or NIXL over UCX/RDMA on NVIDIA, RCCL on AMD): no engine pairs a prefill pool
        // of one vendor with a decode pool of another
        if (gpu->vendor != decodeGpu->vendor)
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
    return PairSearch(sizing, space, limits, shared, result).run(shapes);
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
