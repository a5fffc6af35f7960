#include "advisor/advisorworkload.h"
#include "advisor/advisorworkloadfields.h"

#include "catalog/catalog.h"

#include <QCoreApplication>

#include <cmath>

// The workload's checks (validateAdvisorWorkload()): each model's traffic and targets, the
// training jobs, then the constraints; the first field that is wrong is the error.

namespace Headroom {

namespace {

using AdvisorFields::constraintField;
using AdvisorFields::fieldError;
using AdvisorFields::modelField;
using AdvisorFields::mustBeAtLeast;
using AdvisorFields::trainingField;

struct AdvisorWorkloadText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Advisor)
};

/** A model's id, its users or rate, its lengths and targets. */
Result<void> validateTraffic(const AdvisedModel &m, int i, const Catalog *catalog)
{
    if (m.modelId.isEmpty())
        return std::unexpected(
                fieldError(modelField(i, "model"),
                           AdvisorWorkloadText::tr("a catalog model id is required")));
    if (catalog && !catalog->model(m.modelId))
        return std::unexpected(
                fieldError(modelField(i, "model"),
                           AdvisorWorkloadText::tr("\"%1\" is not in the catalog").arg(m.modelId)));
    if (m.users < 0 || m.users > kMostAdvisedUsers)
        return std::unexpected(fieldError(modelField(i, "users"), mustBeAtLeast(0)));
    if (!(m.requestsPerSecond >= 0) || !(m.peakRequestsPerSecond >= 0))
        return std::unexpected(fieldError(modelField(i, "requests_per_second"), mustBeAtLeast(0)));
    if (m.users == 0 && !(m.sizingRequestsPerSecond() > 0))
        return std::unexpected(
                fieldError(modelField(i, "users"),
                           AdvisorWorkloadText::tr("give the concurrent users or a request rate")));
    if (m.users > 0 && m.sizingRequestsPerSecond() > 0)
        return std::unexpected(
                fieldError(modelField(i, "users"),
                           AdvisorWorkloadText::tr(
                                   "give the concurrent users or a request rate, not both")));
    if (m.peakRequestsPerSecond > 0 && m.peakRequestsPerSecond < m.requestsPerSecond)
        return std::unexpected(
                fieldError(modelField(i, "peak_requests_per_second"),
                           AdvisorWorkloadText::tr("must be at least the average rate")));
    if (m.inputTokens < 1)
        return std::unexpected(fieldError(modelField(i, "input_tokens"), mustBeAtLeast(1)));
    if (m.outputTokens < 1)
        return std::unexpected(fieldError(modelField(i, "output_tokens"), mustBeAtLeast(1)));
    if (!(m.ttftTargetMs >= 0))
        return std::unexpected(fieldError(modelField(i, "ttft_ms"), mustBeAtLeast(0)));
    if (!(m.tpotTargetMs >= 0))
        return std::unexpected(fieldError(modelField(i, "tpot_ms"), mustBeAtLeast(0)));
    return {};
}

/** A model's daily profile: 24 factors, not all zero, with a rate and no peak. */
Result<void> validateDailyProfile(const AdvisedModel &m, int i)
{
    const QString field = modelField(i, "daily_profile");
    double sum = 0;
    for (double f : m.dailyProfile) {
        if (!(f >= 0) || !std::isfinite(f) || m.dailyProfile.size() != 24)
            return std::unexpected(
                    fieldError(field,
                               AdvisorWorkloadText::tr(
                                       "must be a list of 24 hourly factors of at least "
                                       "0")));
        sum += f;
    }
    if (!(sum > 0))
        return std::unexpected(fieldError(field, AdvisorWorkloadText::tr("must not be all zero")));
    if (m.users > 0 || !(m.requestsPerSecond > 0))
        return std::unexpected(
                fieldError(field, AdvisorWorkloadText::tr("needs requests_per_second (not users)")));
    if (m.peakRequestsPerSecond > 0)
        return std::unexpected(
                fieldError(field,
                           AdvisorWorkloadText::tr(
                                   "give a daily profile or a peak rate, not both")));
    return {};
}

/** The models: at least one (or a training job), at most the most, each one's figures. */
Result<void> validateModels(const AdvisorWorkload &workload, const Catalog *catalog)
{
    if (workload.models.isEmpty() && workload.training.isEmpty())
        return std::unexpected(
                fieldError(QStringLiteral("models"),
                           AdvisorWorkloadText::tr("at least one model is required")));
    if (workload.models.size() > kMostAdvisedModels)
        return std::unexpected(
                fieldError(QStringLiteral("models"),
                           AdvisorWorkloadText::tr("at most %1 models").arg(kMostAdvisedModels)));
    for (int i = 0; i < workload.models.size(); ++i) {
        const AdvisedModel &m = workload.models.at(i);
        if (auto traffic = validateTraffic(m, i, catalog); !traffic)
            return traffic;
        if (!m.dailyProfile.isEmpty()) {
            if (auto profile = validateDailyProfile(m, i); !profile)
                return profile;
        }
    }
    return {};
}

Result<void> validateAdvisedTraining(const AdvisorWorkload &workload, const Catalog *catalog)
{
    if (workload.training.size() > kMostAdvisedTrainingJobs)
        return std::unexpected(fieldError(QStringLiteral("training"),
                                          AdvisorWorkloadText::tr("at most %1 training jobs")
                                                  .arg(kMostAdvisedTrainingJobs)));
    for (int i = 0; i < workload.training.size(); ++i) {
        const AdvisedTraining &t = workload.training.at(i);
        if (t.modelId.isEmpty())
            return std::unexpected(
                    fieldError(trainingField(i, "model"),
                               AdvisorWorkloadText::tr("a catalog model id is required")));
        if (catalog && !catalog->model(t.modelId))
            return std::unexpected(
                    fieldError(trainingField(i, "model"),
                               AdvisorWorkloadText::tr("\"%1\" is not in the catalog")
                                       .arg(t.modelId)));
        if (t.method == DeploymentMode::Inference)
            return std::unexpected(
                    fieldError(trainingField(i, "method"),
                               AdvisorWorkloadText::tr("must be \"full\", \"lora\" or \"qlora\"")));
        if (!(t.tokens >= 1) || !std::isfinite(t.tokens))
            return std::unexpected(fieldError(trainingField(i, "tokens"), mustBeAtLeast(1)));
        if (t.sequenceTokens < 1)
            return std::unexpected(fieldError(trainingField(i, "sequence"), mustBeAtLeast(1)));
        if (!(t.deadlineHours >= 0) || !std::isfinite(t.deadlineHours))
            return std::unexpected(fieldError(trainingField(i, "deadline_hours"), mustBeAtLeast(0)));
        if (t.zeroStage < -1 || t.zeroStage > 3)
            return std::unexpected(fieldError(trainingField(i, "zero_stage"),
                                              AdvisorWorkloadText::tr("must be 0, 1, 2 or 3")));
        if (t.loraRank < 1)
            return std::unexpected(fieldError(trainingField(i, "lora_rank"), mustBeAtLeast(1)));
        if (!(t.mfu > 0 && t.mfu <= 1))
            return std::unexpected(fieldError(
                    trainingField(i, "mfu"),
                    AdvisorWorkloadText::tr("must be a number from %1 to %2").arg(0.01).arg(1)));
    }
    return {};
}

/** The constraints' GPUs and limits. */
Result<void> validateLimits(const AdvisorConstraints &c, const Catalog *catalog)
{
    if (catalog) {
        for (const QString &id : c.gpuIds)
            if (!catalog->gpu(id))
                return std::unexpected(
                        fieldError(constraintField("gpus"),
                                   AdvisorWorkloadText::tr("\"%1\" is not in the catalog").arg(id)));
    }
    const auto nonNegative = [](double v) { return v >= 0 && std::isfinite(v); };
    if (c.maxGpus < 0)
        return std::unexpected(fieldError(constraintField("max_gpus"), mustBeAtLeast(0)));
    if (c.maxNodes < 0)
        return std::unexpected(fieldError(constraintField("max_nodes"), mustBeAtLeast(0)));
    if (!nonNegative(c.maxPowerKw))
        return std::unexpected(fieldError(constraintField("max_power_kw"), mustBeAtLeast(0)));
    if (!nonNegative(c.rackPowerKw))
        return std::unexpected(fieldError(constraintField("rack_power_kw"), mustBeAtLeast(0)));
    if (!nonNegative(c.budgetPerMonth))
        return std::unexpected(fieldError(constraintField("budget_per_month"), mustBeAtLeast(0)));
    if (!nonNegative(c.budgetUpFront))
        return std::unexpected(fieldError(constraintField("budget_up_front"), mustBeAtLeast(0)));
    if (c.horizonMonths < 0 || c.horizonMonths > 120) // 0: the project's
        return std::unexpected(fieldError(constraintField("horizon_months"),
                                          AdvisorWorkloadText::tr("must be a number from %1 to %2")
                                                  .arg(0)
                                                  .arg(120)));
    return {};
}

/** The GPUs already owned: known, counted, each type once. */
Result<void> validateOwned(const AdvisorConstraints &c, const Catalog *catalog)
{
    for (int i = 0; i < c.owned.size(); ++i) {
        const OwnedGpus &o = c.owned.at(i);
        const QString prefix = QStringLiteral("constraints.owned[%1]").arg(i);
        if (catalog && !catalog->gpu(o.gpuId))
            return std::unexpected(
                    fieldError(prefix + QStringLiteral(".gpu"),
                               AdvisorWorkloadText::tr("\"%1\" is not in the catalog").arg(o.gpuId)));
        if (o.count < 1 || o.count > 1000000)
            return std::unexpected(
                    fieldError(prefix + QStringLiteral(".count"),
                               AdvisorWorkloadText::tr("must be a whole number from %1 to %2")
                                       .arg(1)
                                       .arg(1000000)));
        for (int j = 0; j < i; ++j)
            if (c.owned.at(j).gpuId == o.gpuId)
                return std::unexpected(
                        fieldError(prefix + QStringLiteral(".gpu"),
                                   AdvisorWorkloadText::tr("\"%1\" is given twice").arg(o.gpuId)));
    }
    if (c.ownedOnly && c.owned.isEmpty())
        return std::unexpected(fieldError(constraintField("owned_only"),
                                          AdvisorWorkloadText::tr("needs constraints.owned")));
    return {};
}

} // namespace

Result<void> validateAdvisorWorkload(const AdvisorWorkload &workload, const Catalog *catalog)
{
    if (auto models = validateModels(workload, catalog); !models)
        return models;
    if (auto training = validateAdvisedTraining(workload, catalog); !training)
        return training;
    const AdvisorConstraints &c = workload.constraints;
    if (auto limits = validateLimits(c, catalog); !limits)
        return limits;
    if (auto owned = validateOwned(c, catalog); !owned)
        return owned;
    if (c.maxGpusPerReplica < 1 || c.maxGpusPerReplica > 512)
        return std::unexpected(fieldError(constraintField("max_gpus_per_replica"),
                                          AdvisorWorkloadText::tr("must be a number from %1 to %2")
                                                  .arg(1)
                                                  .arg(512)));
    return {};
}

} // namespace Headroom
