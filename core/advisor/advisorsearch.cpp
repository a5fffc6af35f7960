#include "advisor/advisorsearch.h"
#include "advisor/advisordisagg.h"
#include "advisor/advisorinternal.h"
#include "advisor/advisorsizer.h"

#include "catalog/catalog.h"
#include "estimate/kvcache.h"
#include "estimate/weightbytes.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Headroom {

namespace {

/** Candidates dealt with, of all the models' (what AdvisorOptions::progress reports). */
struct SearchProgress
{
    int done = 0;
    int total = 0;
};

/** A candidate with the lower bound of its cost: the fewest replicas its memory allows, the
 *  cheaper way per GPU. */
struct Bounded
{
    AdvisorCandidate candidate;
    double costLow = 0;
};

/** The lower bounds of one model's candidates, before any estimate. */
class CandidateBounds
{
public:
    CandidateBounds(AdvisorSizer &sizer, int modelIndex);

    /** The candidate's bound; nullopt (the reason in `why`) when a bound rules it out: its
     *  weights do not fit, its TPOT at one user misses the target, or one replica is over the
     *  most GPUs or the budget. */
    std::optional<Bounded> bound(const AdvisorCandidate &a, Rejection &why);

private:
    std::int64_t weightBytes(WeightFormat format);
    double perGpuCostLow(const GpuEconomics &e, bool hasOwned) const;
    std::optional<double> wholeUnitsLow(const AdvisorCandidate &a, const GpuEconomics &e,
                                        int gpus) const;
    int replicasLow(const GpuSpec &gpu, const AdvisorCandidate &a, std::int64_t weights) const;

    AdvisorSizer &m_sizer;
    const AdvisorConstraints &m_constraints;
    const ModelSpec m_model;
    const AdvisedModel &m_traffic;
    const int m_modelIndex;
    double m_activeHours = 1; // the share of the day with traffic (a replica at least then)
    QHash<int, std::int64_t> m_weightBytes; // by weight format
};

CandidateBounds::CandidateBounds(AdvisorSizer &sizer, int modelIndex)
    : m_sizer(sizer)
    , m_constraints(sizer.workload().constraints)
    , m_model(*sizer.model(modelIndex))
    , m_traffic(sizer.workload().models.at(modelIndex))
    , m_modelIndex(modelIndex)
{
    if (!m_traffic.dailyProfile.isEmpty())
        m_activeHours = double(std::count_if(m_traffic.dailyProfile.begin(),
                                             m_traffic.dailyProfile.end(),
                                             [](double f) { return f > 0; }))
                / double(m_traffic.dailyProfile.size());
}

std::int64_t CandidateBounds::weightBytes(WeightFormat format)
{
    std::int64_t &weights = m_weightBytes[int(format)];
    if (weights == 0)
        weights = modelWeightBytes(m_model, m_sizer.count(m_modelIndex), format);
    return weights;
}

/** Per GPU-month: a GPU rented at least the hours the profile has traffic, owned ones at their
 *  running costs. */
double CandidateBounds::perGpuCostLow(const GpuEconomics &e, bool hasOwned) const
{
    const Acquisition acquisition = m_constraints.acquisition;
    const double rentLow = e.rentPerMonth * m_activeHours;
    double perGpuCost = acquisition == Acquisition::Rent ? rentLow
            : acquisition == Acquisition::Own            ? e.ownPerMonth
                                                         : std::min(rentLow, e.ownPerMonth);
    if (hasOwned)
        perGpuCost = std::min(perGpuCost, e.runningPerMonth);
    return perGpuCost;
}

/** With a flat load and none of the type owned, a part of at least `gpus` GPUs costs at least
 *  its whole units: owning G >= gpus costs G x (O - C) + C x the units' GPUs (C: a spare GPU's
 *  capital), renting the instances' GPUs x the month's rent (docs/advisor.md "Whole units").
 *  Nothing where a profile, owned GPUs or the hybrid make the per-GPU bound the one that holds. */
std::optional<double> CandidateBounds::wholeUnitsLow(const AdvisorCandidate &a,
                                                     const GpuEconomics &e, int gpus) const
{
    const Acquisition way = m_constraints.acquisition;
    if (!m_traffic.dailyProfile.isEmpty() || m_constraints.ownedCount(a.gpuId) > 0
        || way == Acquisition::Hybrid || gpus < 1)
        return std::nullopt;
    const auto units = m_sizer.units(a.gpuId, gpus);
    const double own = (e.ownPerMonth - e.capitalPerMonth) * gpus
            + e.capitalPerMonth * units->leastBought(gpus);
    const double rent = e.rentPerMonth * units->leastRented(gpus);
    return way == Acquisition::Rent ? rent : way == Acquisition::Own ? own : std::min(own, rent);
}

/** The fewest replicas: a sequence holds at least its prompt's KV, in at most the replica's
 *  memory beside the weights (full-attention models: windows and recurrent layers keep less). */
int CandidateBounds::replicasLow(const GpuSpec &gpu, const AdvisorCandidate &a,
                                 std::int64_t weights) const
{
    int replicas = 1;
    if (m_traffic.users > 0 && m_model.slidingWindow == 0 && m_model.attentionLayers.isEmpty()) {
        const double kvPerSequence = kvBytesPerToken(m_model, a.kv, 1)
                * double(m_traffic.inputTokens);
        const double room = double(gpu.memoryBytes()) * a.gpusPerReplica() - double(weights);
        if (kvPerSequence > 0 && room > 0) {
            const double sequences = std::max(1.0, std::floor(room / kvPerSequence));
            replicas = int(std::ceil(double(m_traffic.users) / sequences - 1e-9));
        }
    }
    return replicas;
}

std::optional<Bounded> CandidateBounds::bound(const AdvisorCandidate &a, Rejection &why)
{
    const auto gpu = m_sizer.catalog().gpu(a.gpuId);
    const std::int64_t weights = weightBytes(a.weights);
    const double perGpu = double(weights) / a.gpusPerReplica();
    if (perGpu > double(gpu->memoryBytes())) {
        why = Rejection::WeightsDoNotFit;
        return std::nullopt;
    }
    const GpuEconomics &e = m_sizer.economics(*gpu);
    const double perGpuCost = perGpuCostLow(e, m_constraints.ownedCount(a.gpuId) > 0);
    const int gpus = a.gpusPerReplica() * replicasLow(*gpu, a, weights);
    const Bounded b {a, wholeUnitsLow(a, e, gpus).value_or(perGpuCost * gpus)};
    if (!m_model.isMoe() && gpu->memoryBandwidthBytesPerSecond > 0) {
        // the decode step reads every weight once per token: TPOT >= weights / (G x BW)
        const double tpotLow = perGpu / gpu->memoryBandwidthBytesPerSecond;
        if (m_traffic.tpotTargetMs > 0 && tpotLow * 1e3 > m_traffic.tpotTargetMs) {
            why = Rejection::SlowerThanTarget;
            return std::nullopt;
        }
    }
    const AdvisorConstraints &c = m_constraints;
    const bool overGpus = c.maxGpus > 0 && a.gpusPerReplica() > c.maxGpus;
    if (overGpus || (c.budgetPerMonth > 0 && b.costLow > c.budgetPerMonth)) {
        why = overGpus ? Rejection::OverGpus : Rejection::OverBudget;
        return std::nullopt;
    }
    return b;
}

/** a is at least as good as b on every axis the fleet search and the front read. */
bool dominatesPart(const ModelPlan &a, const ModelPlan &b)
{
    // a's cost if the fleet leaves it none of the owned GPUs against b's with all it can use
    return a.mostCostPerMonth <= b.monthlyCost() && perUserSpeed(a) >= perUserSpeed(b)
            && a.gpus <= b.gpus && a.nodes <= b.nodes && a.powerKw <= b.powerKw
            && a.mostUpFront <= b.upFront;
}

/** The parts that no other part dominates (ties: the first kept). */
QList<ModelPlan> nonDominated(QList<ModelPlan> parts)
{
    std::sort(parts.begin(), parts.end(), [](const ModelPlan &a, const ModelPlan &b) {
        if (a.monthlyCost() != b.monthlyCost())
            return a.monthlyCost() < b.monthlyCost();
        return perUserSpeed(a) > perUserSpeed(b);
    });
    QList<ModelPlan> kept;
    for (const ModelPlan &p : std::as_const(parts)) {
        const bool dominated = std::any_of(kept.begin(), kept.end(), [&p](const ModelPlan &k) {
            return dominatesPart(k, p);
        });
        if (!dominated)
            kept.append(p);
    }
    return kept;
}

/** One model's search: its candidates by their cost bound, cheapest first, so that cheap
 *  plans found early prune the costly shapes; then its disaggregated shapes. */
class ModelSearch
{
public:
    ModelSearch(AdvisorSizer &sizer, const AdvisorOptions &options, int modelIndex,
                AdvisorResult &result)
        : m_sizer(sizer)
        , m_options(options)
        , m_result(result)
        , m_modelIndex(modelIndex)
        , m_window(qsizetype(std::max(options.maxPlans, 1)) * 2)
        , m_capped(options.costRatio > 0 && sizer.workload().models.size() == 1)
    { }

    /** Every part of the model's `space` that serves its traffic within the constraints. */
    QList<ModelPlan> run(const QList<AdvisorCandidate> &space, SearchProgress &progress);

private:
    QList<Bounded> bounded(const QList<AdvisorCandidate> &space, SearchProgress &progress);
    QList<AdvisorDisagg::DecodeShape> decodeShapes(const QList<Bounded> &bounded) const;
    void searchColocated(const QList<Bounded> &bounded, const SearchProgress &progress);
    bool isSkipped(const ModelPlan &sized, double speedHigh) const;
    void keep(const ModelPlan &part);
    void searchDisaggregated(const QList<AdvisorDisagg::DecodeShape> &shapes,
                             const QList<AdvisorCandidate> &space);

    AdvisorSizer &m_sizer;
    const AdvisorOptions &m_options;
    AdvisorResult &m_result;
    const int m_modelIndex;
    const qsizetype m_window; // the table's: the cheapest costs kept
    // the cost cap: one model's plans beyond costRatio x the cheapest are not shown; the
    // candidates are by their cost bound, so the first beyond it ends the search
    const bool m_capped;
    double m_cheapest = std::numeric_limits<double>::infinity();
    QList<double> m_tableCosts; // the cheapest costs found, up to m_window
    QList<ModelPlan> m_front; // non-dominated so far (cost, speed, GPUs, power, up front)
    QList<ModelPlan> m_feasible;
};

QList<ModelPlan> ModelSearch::run(const QList<AdvisorCandidate> &space, SearchProgress &progress)
{
    const QList<Bounded> candidates = bounded(space, progress);
    const QList<AdvisorDisagg::DecodeShape> shapes = decodeShapes(candidates);
    // "only": the disaggregated shapes alone
    if (m_sizer.workload().constraints.disaggregation != DisaggregationSearch::Only)
        searchColocated(candidates, progress);
    if (!shapes.isEmpty() && !m_result.cancelled)
        searchDisaggregated(shapes, space);
    return m_feasible;
}

/** The candidates no bound rules out, cheapest bound first. */
QList<Bounded> ModelSearch::bounded(const QList<AdvisorCandidate> &space, SearchProgress &progress)
{
    CandidateBounds bounds(m_sizer, m_modelIndex);
    QList<Bounded> out;
    for (const AdvisorCandidate &a : space) {
        ++progress.done;
        Rejection why {};
        if (const auto b = bounds.bound(a, why))
            out.append(*b);
        else
            ++m_result.rejections[why];
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Bounded &a, const Bounded &b) { return a.costLow < b.costLow; });
    return out;
}

/** The disaggregated search's decode shapes: the bounded candidates of engines that serve
 *  disaggregated, unless the workload turns it off. */
QList<AdvisorDisagg::DecodeShape> ModelSearch::decodeShapes(const QList<Bounded> &bounded) const
{
    QList<AdvisorDisagg::DecodeShape> shapes;
    if (m_sizer.workload().constraints.disaggregation != DisaggregationSearch::Off)
        for (const Bounded &b : bounded)
            if (AdvisorDisagg::engineDisaggregates(b.candidate.engine))
                shapes.append({b.candidate, b.costLow});
    return shapes;
}

void ModelSearch::searchColocated(const QList<Bounded> &bounded, const SearchProgress &progress)
{
    int evaluated = 0;
    for (qsizetype k = 0; k < bounded.size(); ++k) {
        const Bounded &b = bounded.at(k);
        if (m_options.cancel && m_options.cancel->load()) {
            m_result.cancelled = true;
            break;
        }
        if (m_capped && b.costLow > m_options.costRatio * m_cheapest) {
            m_result.rejections[Rejection::Costly] += int(bounded.size() - k);
            break;
        }
        ++evaluated;
        ++m_result.candidatesEvaluated;
        if (m_options.progress && evaluated % 64 == 0) // candidates dealt with, of all
            m_options.progress(progress.done - int(bounded.size() - k), progress.total);
        Rejection why = Rejection::Invalid;
        const auto skip = [this](const ModelPlan &sized, double speedHigh) {
            return isSkipped(sized, speedHigh);
        };
        const auto part = m_sizer.size(b.candidate, &why, 0, skip);
        if (!part) {
            ++m_result.rejections[why];
            continue;
        }
        keep(*part);
    }
}

/** Dominated: a plan found costs no more, is no slower than this one can be, uses no more
 *  GPUs, power or capital, and this one cannot enter the table's window. */
bool ModelSearch::isSkipped(const ModelPlan &sized, double speedHigh) const
{
    if (m_capped && sized.monthlyCost() > m_options.costRatio * m_cheapest)
        return true;
    if (m_tableCosts.size() < m_window || sized.monthlyCost() <= m_tableCosts.last())
        return false;
    return std::any_of(m_front.begin(), m_front.end(), [&](const ModelPlan &p) {
        return p.mostCostPerMonth <= sized.monthlyCost() && perUserSpeed(p) >= speedHigh
                && p.gpus <= sized.gpus && p.nodes <= sized.nodes && p.powerKw <= sized.powerKw
                && p.mostUpFront <= sized.upFront;
    });
}

/** A feasible part: in the table's costs and, unless dominated, on the front. */
void ModelSearch::keep(const ModelPlan &part)
{
    m_cheapest = std::min(m_cheapest, part.monthlyCost());
    m_tableCosts.insert(std::upper_bound(m_tableCosts.begin(), m_tableCosts.end(),
                                         part.monthlyCost()),
                        part.monthlyCost());
    if (m_tableCosts.size() > m_window)
        m_tableCosts.removeLast();
    m_feasible.append(part);
    if (!std::any_of(m_front.begin(), m_front.end(),
                     [&part](const ModelPlan &p) { return dominatesPart(p, part); })) {
        m_front.erase(std::remove_if(m_front.begin(), m_front.end(),
                                     [&part](const ModelPlan &p) { return dominatesPart(part, p); }),
                      m_front.end());
        m_front.append(part);
    }
}

/** Disaggregated prefill/decode (advisordisagg.h), bounded by what the colocated search found. */
void ModelSearch::searchDisaggregated(const QList<AdvisorDisagg::DecodeShape> &shapes,
                                      const QList<AdvisorCandidate> &space)
{
    AdvisorDisagg::Limits limits;
    limits.capped = m_capped;
    limits.costRatio = m_options.costRatio;
    limits.window = m_window;
    limits.cancel = m_options.cancel;
    AdvisorDisagg::Shared shared {m_cheapest, m_tableCosts};
    m_feasible.append(AdvisorDisagg::search(AdvisorDisagg::ModelSizing {m_sizer, m_modelIndex},
                                            shapes, space, limits, shared, m_result));
}

/** `space` without the candidates on GPU types the ranking may not use (AdvisorSizer::mayRank),
 *  those types listed in `result` once, in catalog order. */
QList<AdvisorCandidate> pricedCandidates(AdvisorSizer &sizer, const QList<AdvisorCandidate> &space,
                                         AdvisorResult &result)
{
    QList<AdvisorCandidate> out;
    QHash<QString, bool> ranked;
    for (const AdvisorCandidate &c : space) {
        auto it = ranked.find(c.gpuId);
        if (it == ranked.end()) {
            const auto gpu = sizer.catalog().gpu(c.gpuId);
            it = ranked.insert(c.gpuId, gpu && sizer.mayRank(*gpu));
            const bool listed = std::any_of(result.unpricedGpus.cbegin(),
                                            result.unpricedGpus.cend(), [&](const UnpricedGpu &u) {
                                                return u.gpuId == c.gpuId;
                                            });
            if (gpu && !*it && !listed)
                result.unpricedGpus.append(sizer.missingPrices(*gpu));
        }
        if (*it)
            out.append(c);
    }
    return out;
}

} // namespace

ModelsFound searchModels(AdvisorSizer &sizer, const AdvisorOptions &options, AdvisorResult &result)
{
    const AdvisorWorkload &workload = sizer.workload();
    QList<QList<AdvisorCandidate>> spaces;
    SearchProgress progress;
    for (int i = 0; i < workload.models.size(); ++i) {
        spaces.append(
                pricedCandidates(sizer, advisorCandidates(sizer.catalog(), workload, i), result));
        progress.total += int(spaces.last().size());
    }
    result.candidatesGenerated = progress.total;
    ModelsFound found;
    for (int i = 0; i < workload.models.size(); ++i) {
        const QList<ModelPlan> feasible = ModelSearch(sizer, options, i, result)
                                                  .run(spaces.at(i), progress);
        result.feasibleCandidates += int(feasible.size());
        found.perModel.append(workload.models.size() == 1 ? feasible : nonDominated(feasible));
        found.allFeasible.append(feasible);
        if (result.cancelled)
            break;
    }
    if (options.progress)
        options.progress(progress.total, progress.total);
    return found;
}

} // namespace Headroom
