#include "advisor/advisortraining.h"

#include "catalog/catalog.h"
#include "estimate/engineprofile.h"
#include "estimate/parallelsplit.h"
#include "estimate/parametercount.h"
#include "estimate/trainingmemory.h"
#include "estimate/trainingsolvers.h"
#include "estimate/trainingtime.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace Headroom {

namespace {

struct AdvisorTrainingText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Advisor)
};

using Term = Explanation::Term;

Explanation say(const char *source, std::initializer_list<Term> terms = {})
{
    return Explanation("Headroom::Advisor", source, terms);
}

/** The training-mode deployment of a job (Transformers: training runs in PyTorch). */
Deployment trainingDeployment(const AdvisedTraining &job)
{
    Deployment d;
    d.modelId = job.modelId;
    d.mode = job.method;
    d.engine = EngineKind::Transformers;
    d.weights = WeightFormat::Bf16;
    d.kv = KvFormat::Bf16;
    TrainingSettings &t = d.training;
    t.sequenceTokens = job.sequenceTokens;
    t.microBatch = 1;
    t.gradientCheckpointing = job.gradientCheckpointing;
    t.zeroStage = job.effectiveZeroStage();
    t.loraRank = job.loraRank;
    t.datasetTokens = job.tokens; // the board shows the job's time (at the default MFU)
    t.epochs = 1;
    return d;
}

/** The first split of `n` GPUs (TP 1, 2, 4, 8 within a node, PP a power of two, the rest data
 *  parallel; minTrainingGpus() tries them in this order) that fits; nullopt if none. */
std::optional<std::pair<int, int>> fittingSplit(const ModelSpec &model, const GpuSpec &gpu,
                                                const Deployment &d, const EngineProfile &engine,
                                                int n)
{
    for (int tp = 1; tp <= std::min(n, 8); tp *= 2) {
        for (int pp = 1; tp * pp <= n && pp <= model.layers; pp *= 2) {
            if (n % (tp * pp) != 0)
                continue;
            Configuration c;
            c.gpuId = gpu.id;
            c.gpuCount = n;
            c.tensorParallel = tp;
            c.pipelineParallel = pp;
            const auto m = estimateTrainingMemory(model, gpu, c, d, engine);
            if (m && m->fits)
                return std::pair {tp, pp};
        }
    }
    return std::nullopt;
}

/** The job's plan on `n` GPUs of `gpu` at the split (TP, PP; the rest data parallel), taking
 *  `time`: its figures, configuration and deployment. */
TrainingPlan trainingPlanOn(int jobIndex, const GpuSpec &gpu, int n, std::pair<int, int> split,
                            const Deployment &d, const TrainingTime &time)
{
    TrainingPlan p;
    p.jobIndex = jobIndex;
    p.gpuId = gpu.id;
    p.gpus = n;
    p.nodes = (n + kGpusPerNode - 1) / kGpusPerNode;
    p.tensorParallel = split.first;
    p.pipelineParallel = split.second;
    p.dataParallel = n / (split.first * split.second);
    p.hours = time.hours();
    p.tokensPerSecond = time.tokensPerSecond;
    p.flopsPerToken = time.flops.total();
    Configuration &c = p.configuration;
    c.id = QStringLiteral("advisor-training-%1").arg(jobIndex);
    c.gpuId = gpu.id;
    c.gpuCount = n;
    c.tensorParallel = p.tensorParallel;
    c.pipelineParallel = p.pipelineParallel;
    p.deployment = d;
    p.deployment.id = QStringLiteral("advisor-training-%1").arg(jobIndex);
    p.deployment.configurationId = c.id;
    p.explanation = time.explanation;
    return p;
}

/** Rented or owned (a one-off job is rented unless the acquisition is to own) at `price`. */
void priceTraining(TrainingPlan &p, const TrainingGpuPrice &price, Acquisition acquisition)
{
    switch (acquisition) {
    case Acquisition::Rent: p.owned = false; break;
    case Acquisition::Own: p.owned = true; break;
    case Acquisition::Either: // a one-off job is rented, whatever serving does
    case Acquisition::Hybrid: p.owned = false; break;
    }
    p.pricePerGpuHour = p.owned ? price.ownPerGpuHour : price.rentPerGpuHour;
    p.cost = p.gpus * p.hours * p.pricePerGpuHour;
}

/** What sets the job's GPUs: the fewest that fit in memory, or more to finish by the
 *  deadline. */
void bindTraining(TrainingPlan &p, const AdvisedTraining &job, int memoryGpus)
{
    p.memoryGpus = memoryGpus;
    p.binding = p.gpus > memoryGpus ? TrainingPlanBinding::Deadline : TrainingPlanBinding::Memory;
    if (p.binding == TrainingPlanBinding::Deadline)
        p.explanation.append(say(QT_TRANSLATE_NOOP("Headroom::Advisor",
                                                   "deadline: %1 h needs %2 GPUs (memory "
                                                   "needs %3)"),
                                 {Term(job.deadlineHours, 'g', 6), p.gpus, memoryGpus}),
                             "; ");
    else
        p.explanation.append(say(QT_TRANSLATE_NOOP("Headroom::Advisor",
                                                   "memory: the fewest GPUs it fits on: "
                                                   "%1"),
                                 {memoryGpus}),
                             "; ");
}

} // namespace

QString trainingPlanBindingId(TrainingPlanBinding binding)
{
    return binding == TrainingPlanBinding::Deadline ? QStringLiteral("deadline")
                                                    : QStringLiteral("memory");
}

QString trainingPlanBindingName(TrainingPlanBinding binding)
{
    return binding == TrainingPlanBinding::Deadline ? AdvisorTrainingText::tr("deadline")
                                                    : AdvisorTrainingText::tr("memory");
}

QList<int> trainingGpuCounts(int most, int gpusPerNode)
{
    QList<int> counts;
    const int node = std::max(gpusPerNode, 1);
    for (int n = 1; n <= most; n = n < node ? n + 1 : n + node)
        counts.append(n);
    return counts;
}

std::optional<TrainingPlan> planTrainingOnGpu(const Catalog &catalog, const AdvisedTraining &job,
                                              int jobIndex, const GpuSpec &gpu, int most,
                                              const TrainingGpuPrice &price,
                                              Acquisition acquisition, Explanation *why)
{
    const auto set = [why](const Explanation &text) -> std::optional<TrainingPlan> {
        if (why)
            *why = text;
        return std::nullopt;
    };
    const auto model = catalog.model(job.modelId);
    if (!model)
        return set(say(QT_TRANSLATE_NOOP("Headroom::Advisor", "\"%1\" is not in the catalog"),
                       {job.modelId}));
    if (gpu.unifiedMemory || gpu.vendor == GpuVendor::Apple || !(gpu.bf16Flops > 0))
        return set(say(QT_TRANSLATE_NOOP("Headroom::Advisor", "%1 does not run PyTorch training"),
                       {gpu.id}));
    const Deployment d = trainingDeployment(job);
    const EngineProfile engine = defaultEngineProfile(EngineKind::Transformers);
    const auto memory = minTrainingGpus(*model, gpu, d, engine, most);
    if (!memory)
        return set(Explanation::verbatim(memory.error().message));
    if (memory->gpus == 0)
        return set(say(QT_TRANSLATE_NOOP("Headroom::Advisor",
                                         "does not fit in memory on up to %1 GPUs"),
                       {most}));
    const ParameterCount count = countParameters(*model);
    const auto timeOn = [&](int n, int tp, int pp) {
        return estimateTrainingTime(*model, count, gpu, d.mode, d.training, n, job.tokens, job.mfu,
                                    tp, pp);
    };
    for (int n : trainingGpuCounts(most)) {
        if (n < memory->gpus)
            continue;
        const auto split = n == memory->gpus
                ? std::optional(std::pair {memory->tensorParallel, memory->pipelineParallel})
                : fittingSplit(*model, gpu, d, engine, n);
        if (!split)
            continue;
        const auto time = timeOn(n, split->first, split->second);
        if (!time)
            return set(Explanation::verbatim(time.error().message));
        if (job.deadlineHours > 0 && time->hours() > job.deadlineHours)
            continue;
        TrainingPlan p = trainingPlanOn(jobIndex, gpu, n, *split, d, *time);
        priceTraining(p, price, acquisition);
        bindTraining(p, job, memory->gpus);
        return p;
    }
    return set(say(QT_TRANSLATE_NOOP("Headroom::Advisor",
                                     "cannot finish within %1 h on up to %2 GPUs"),
                   {Term(job.deadlineHours), most}));
}

QList<TrainingPlan> planTraining(const Catalog &catalog, const AdvisorWorkload &workload,
                                 const TrainingPriceOf &price, QList<Explanation> *warnings)
{
    QList<TrainingPlan> plans;
    const AdvisorConstraints &c = workload.constraints;
    int most = c.maxGpus > 0 ? c.maxGpus : 512;
    if (c.maxNodes > 0)
        most = std::min(most, c.maxNodes * kGpusPerNode);
    for (int i = 0; i < workload.training.size(); ++i) {
        const AdvisedTraining &job = workload.training.at(i);
        std::optional<TrainingPlan> best;
        Explanation reasons;
        for (const GpuSpec &gpu : catalog.gpus()) {
            if (!c.gpuIds.isEmpty() && !c.gpuIds.contains(gpu.id))
                continue;
            Explanation why;
            auto p = planTrainingOnGpu(catalog, job, i, gpu, most, price(gpu), c.acquisition, &why);
            if (!p) {
                reasons.append(Explanation(nullptr, "%1: %2", {gpu.id, why}), "; ");
                continue;
            }
            const auto better = [](const TrainingPlan &a, const TrainingPlan &b) {
                if (a.cost != b.cost)
                    return a.cost < b.cost;
                if (a.hours != b.hours)
                    return a.hours < b.hours;
                return a.gpus < b.gpus;
            };
            if (!best || better(*p, *best))
                best = p;
        }
        if (best)
            plans.append(*best);
        else if (warnings)
            warnings->append(say(QT_TRANSLATE_NOOP("Headroom::Advisor",
                                                   "Training job %1 (%2): no allowed GPU runs it "
                                                   "by its deadline (%3)"),
                                 {i + 1, job.modelId, reasons}));
    }
    return plans;
}

QString trainingPlanShape(const TrainingPlan &p)
{
    return QStringLiteral("%1 %2: %3x %4 TP%5 PP%6 DP%7, %8 h")
            .arg(p.deployment.modelId, deploymentModeId(p.deployment.mode))
            .arg(p.gpus)
            .arg(p.gpuId)
            .arg(p.tensorParallel)
            .arg(p.pipelineParallel)
            .arg(p.dataParallel)
            .arg(p.hours, 0, 'f', 1);
}

} // namespace Headroom
