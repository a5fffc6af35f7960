#pragma once

#include "advisor/advisorworkload.h"
#include "plan/configuration.h"
#include "plan/deployment.h"
#include "units/explanation.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace Headroom {

class Catalog;
struct GpuSpec;

/** What sets a training job's GPUs (docs/advisor.md "Training jobs"). */
enum class TrainingPlanBinding {
    Memory, // the fewest GPUs the model states and one micro-batch fit on
    Deadline, // more GPUs than memory needs, to finish in time
};

QString trainingPlanBindingId(TrainingPlanBinding binding); // "memory", "deadline"
QString trainingPlanBindingName(TrainingPlanBinding binding); // translated

/** One training job of the workload, planned on one GPU type: a one-off job, apart from the
 *  serving fleet (its GPUs are not in AdvisorPlan::gpus, power or monthly cost). */
struct TrainingPlan
{
    int jobIndex = 0; // in AdvisorWorkload::training
    QString gpuId;
    Configuration configuration; // ready for the board: gpus, TP x PP (the rest data parallel)
    Deployment deployment; // the training-mode deployment (Transformers, its TrainingSettings)
    int gpus = 0;
    int nodes = 0;
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int dataParallel = 1;
    int memoryGpus = 0; // the fewest GPUs that fit in memory (minTrainingGpus)
    double hours = 0; // the job's wall-clock time at the MFU
    double tokensPerSecond = 0; // the whole job
    double flopsPerToken = 0; // executed (recompute included)
    double cost = 0; // one-off, in the result's currency: GPU-hours x the price per GPU-hour
    double pricePerGpuHour = 0; // on demand, or owning's monthly cost per GPU / 730 h
    bool owned = false;
    TrainingPlanBinding binding = TrainingPlanBinding::Memory;
    Explanation explanation; // the time and what binds, with the figures
};

/** The price of one GPU-hour of `gpu` for a training job, renting and owning. */
struct TrainingGpuPrice
{
    double rentPerGpuHour = 0; // on demand
    double ownPerGpuHour = 0; // owning's monthly cost at the horizon / hours per month
};

using TrainingPriceOf = std::function<TrainingGpuPrice(const GpuSpec &)>;

/** The GPU counts a training job may use: 1..8, then whole nodes (multiples of
 *  `gpusPerNode`), up to `most`. */
QList<int> trainingGpuCounts(int most, int gpusPerNode = 8);

/** The job on one GPU type: the fewest GPUs (of trainingGpuCounts(), up to `most`) that fit in
 *  memory (the first split that fits, TP then PP smallest, as minTrainingGpus() tries them) and
 *  finish by the deadline at that split; nullopt when none up to `most` does. Costed at `price`:
 *  rent (and either) the on-demand price, own a share of owning. `why` (if given) gets the
 *  reason (translated when shown). */
std::optional<TrainingPlan> planTrainingOnGpu(const Catalog &catalog, const AdvisedTraining &job,
                                              int jobIndex, const GpuSpec &gpu, int most,
                                              const TrainingGpuPrice &price,
                                              Acquisition acquisition, Explanation *why = nullptr);

/** Each job of the workload on its cheapest allowed GPU type (ties: the shorter job, then the
 *  fewer GPUs); a job no GPU type can run by its deadline is left out with a warning in
 *  `warnings`. */
QList<TrainingPlan> planTraining(const Catalog &catalog, const AdvisorWorkload &workload,
                                 const TrainingPriceOf &price,
                                 QList<Explanation> *warnings = nullptr);

/** A training part's shape, as the CLI and the reasons write it: "llama-3.1-8b lora: 8x
 *  h100-sxm-80gb TP1 PP1 DP8, 12.5 h". */
QString trainingPlanShape(const TrainingPlan &plan);

} // namespace Headroom
