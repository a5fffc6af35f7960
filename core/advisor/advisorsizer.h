#pragma once

// The advisor's sizer (docs/advisor.md "The search"): sizes and costs one candidate shape
// for one model of the workload, through the one estimate pipeline (resolveDeployment(), then
// estimateResolved()), with the catalog entries, the parameter counts and the per-GPU economics
// each looked up once. advise() (advisor.cpp, its search in advisorsearch.cpp) and the
// disaggregated search (advisordisagg.h) size with it.

#include "advisor/advisor.h"
#include "advisor/advisortraffic.h"
#include "catalog/catalog.h"
#include "cost/costmodel.h"
#include "cost/unitfleet.h"
#include "estimate/memorybreakdown.h"
#include "estimate/parametercount.h"
#include "estimate/resolveddeployment.h"
#include "estimate/speed.h"
#include "plan/project.h"

#include <QHash>

#include <functional>
#include <memory>
#include <optional>

namespace Headroom {

/** What one GPU type costs and draws, per GPU, in the result's currency. */
struct GpuEconomics
{
    CostAssumptions assumptions; // gpuCount 1, utilization 1, the workload's horizon
    double rentPerMonth = 0; // on demand round the clock
    double ownPerMonth = 0; // own curve at the horizon / horizon
    double upFront = 0;
    double runningPerMonth = 0; // a GPU already owned: the own curve without capital / horizon
    double capitalPerMonth = 0; // a spare GPU of a unit bought: the own curve less at price 0
    double powerKw = 0; // node power per GPU
    int gpusPerNode = kGpusPerNode;
    // Whether the price book or the catalog prices the GPU (configurationCost()); false = the
    // project's placeholder figure (an H100's) stands in, which the ranking never uses
    bool purchasePriced = true;
    bool onDemandPriced = true;
};

class AdvisorSizer
{
public:
    AdvisorSizer(const Catalog &catalog, const Project &project, const AdvisorWorkload &workload);

    Currency currency() const { return m_currency; }
    const AdvisorWorkload &workload() const { return m_workload; }
    const Catalog &catalog() const { return m_catalog; }
    const std::optional<ModelSpec> &model(int index) const { return m_models.at(index); }
    const ParameterCount &count(int index) const { return m_counts.at(index); }

    /** One GPU type's economics, computed once. */
    const GpuEconomics &economics(const GpuSpec &gpu);
    /** Whether the plans may use `gpu`: the GPUs already owned when only those may be used;
     *  else every price the acquisition pays it with is the price book's or the catalog's
     *  (renting: on demand; owning: purchase; either and hybrid: both), and, for a type the
     *  user owns some of, a placeholder price is marked (ModelPlan::assumedPrice) rather
     *  than the type left out. */
    bool mayRank(const GpuSpec &gpu);
    /** The prices the acquisition needs that the price book and the catalog lack for `gpu`. */
    UnpricedGpu missingPrices(const GpuSpec &gpu);
    /** Per GPU-month, the cheapest way the acquisition allows (a lower bound of the cost). */
    double perGpuMonthLow(const GpuSpec &gpu);

    /** Chooses how a part of `gpus` GPUs (at the busiest hour) is paid for (costPart(): the
     *  owned GPUs of its type first, then the acquisition's way) and fills its costs and power;
     *  a disaggregated part's prefill pool at its own GPU type's price. */
    void cost(ModelPlan &part, const GpuSpec &gpu);

    /** The deployment of a candidate for `replicas` replicas, with the model's traffic. */
    std::pair<Configuration, Deployment> materialize(const AdvisorCandidate &c, int replicas) const;

    struct Estimated
    {
        SpeedEstimate speed;
        MemoryBreakdown memory;
        double requestOverheadSeconds = 0; // the engine's per request under load
    };

    /** The deployment as the board would estimate it (resolveDeployment() with the project's
     *  calibration and the deployment's overrides, then estimateResolved()): its memory, then,
     *  when it fits, its speed. Empty with `why` when it cannot be resolved or estimated
     *  (Invalid: never the defaults in place of a calibration) or does not fit (DoesNotFit). */
    std::optional<Estimated> estimate(const ModelSpec &model, const GpuSpec &gpu,
                                      const Configuration &config, const Deployment &d,
                                      int modelIndex, Rejection *why) const;

    /** Sizes the candidate at `replicas` replicas (0 = the fewest the speed model allows).
     *  `skip`, when given, sees the part sized and costed (its speed not yet estimated at the
     *  served load) with the most per-user speed it can have (at one user), and may drop it. */
    std::optional<ModelPlan> size(const AdvisorCandidate &c, Rejection *why, int replicas = 0,
                                  const std::function<bool(const ModelPlan &, double)> &skip = {});

    /** Simulates the part; true when the simulation meets its targets at the percentile. */
    bool simulate(ModelPlan &part) const;

    /** The whole units of a GPU type for up to `gpus` GPUs (ModelPlan::units), computed once
     *  a type (again, larger, when a part needs more). */
    std::shared_ptr<const UnitCover> units(const QString &gpuId, int gpus);

    /** One GPU's cost curves over `months` (the plans' rent vs own), computed once a type. */
    const UnitCurves &unitCurves(const GpuSpec &gpu, int months);

private:
    /** size()'s first step: one replica estimated, what it holds and what meets the targets
     *  (in `part`), then the replicas the traffic needs; 0 (with `why`) when none can serve it
     *  or `skip` drops it. */
    int fewestReplicas(ModelPlan &part, const ModelSpec &model, const GpuSpec &gpu, Rejection *why,
                       const std::function<bool(const ModelPlan &, double)> &skip);
    /** size()'s second: the part at `replicas` replicas, estimated, costed and checked against
     *  the rack and the constraints. */
    std::optional<ModelPlan> sizedAt(ModelPlan part, const ModelSpec &model, const GpuSpec &gpu,
                                     int replicas, Rejection *why);

    const Catalog &m_catalog;
    Project m_project;
    AdvisorWorkload m_workload; // its horizon resolved (AdvisorConstraints::horizonOr())
    Currency m_currency = Currency::Usd;
    QList<std::optional<ModelSpec>> m_models;
    QList<ParameterCount> m_counts;
    QHash<QString, GpuEconomics> m_economics;
    QHash<QString, std::shared_ptr<const UnitCover>> m_units;
    QHash<QString, UnitCurves> m_unitCurves; // assemble()'s months: max(horizon, 36)
};

} // namespace Headroom
