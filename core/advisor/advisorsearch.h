#pragma once

// advise()'s search of each model (docs/advisor.md "The search"): the candidates' lower bounds,
// the colocated shapes by their cost bound, then the disaggregated ones (advisordisagg.h).
// Internal to advise() (advisor.cpp).

#include "advisor/advisor.h"

namespace Headroom {

class AdvisorSizer;

/** Each model's parts that serve its traffic within the constraints, in workload order. */
struct ModelsFound
{
    QList<QList<ModelPlan>> perModel; // what the fleet search combines (several models: the
            // parts no other part of the model dominates)
    QList<QList<ModelPlan>> allFeasible; // every part sized, dominated ones too (packing)
};

/** Searches each model of the workload in turn, counting in `result` (candidates, rejections)
 *  and reporting to `options.progress`; cancelled (result.cancelled), it stops after the model
 *  it was searching, with fewer lists than models. */
ModelsFound searchModels(AdvisorSizer &sizer, const AdvisorOptions &options, AdvisorResult &result);

} // namespace Headroom
