#pragma once

#include "plan/workload.h"
#include "spec/formats.h"
#include "units/money.h"
#include "units/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cstdint>
#include <optional>

namespace Headroom {

class Catalog;

/** The latency percentile a target holds at. Mean: the speed model's figures (the search);
 *  P50/P90/P99: checked on the recommended plans with the load simulation. */
enum class LatencyPercentile { Mean, P50, P90, P99 };

QString latencyPercentileId(LatencyPercentile p); // "mean", "p50", "p90", "p99"
std::optional<LatencyPercentile> latencyPercentileFromId(QStringView id);

/** One model to serve and its traffic (docs/advisor.md). Either users (a closed loop: each user
 *  sends the next request when the last ends) or a request rate (open loop, sized for the
 *  peak; the average prices the tokens). */
struct AdvisedModel
{
    QString modelId;
    int users = 0; // concurrent users; 0 = sized by the request rate
    double requestsPerSecond = 0; // average
    double peakRequestsPerSecond = 0; // 0 = the average
    std::int64_t inputTokens = kDefaultInputTokens; // the one default (plan/workload.h)
    std::int64_t outputTokens = kDefaultOutputTokens;
    LengthDistribution input {LengthDistribution::Kind::Fixed, double(kDefaultInputTokens),
                              0}; // mean = inputTokens
    LengthDistribution output {LengthDistribution::Kind::Fixed, double(kDefaultOutputTokens),
                               0}; // mean = outputTokens
    double ttftTargetMs = 0; // 0 = no target
    double tpotTargetMs = 0;
    LatencyPercentile percentile = LatencyPercentile::Mean;
    /** The rate in each hour of the day (docs/advisor.md "Daily traffic"): 24 factors of the
     *  average rate, read as normalised to a mean of 1 (the rate in hour h = requestsPerSecond x
     *  f_h / mean f); empty = the same rate all day. Only with requestsPerSecond, not with a
     *  peak: the fleet is sized for the busiest hour. */
    QList<double> dailyProfile;

    /** The busiest hour's factor over the mean (1 without a profile). */
    double dailyPeakFactor() const
    {
        double sum = 0, most = 0;
        for (double f : dailyProfile) {
            sum += f;
            most = std::max(most, f);
        }
        return sum > 0 ? most * double(dailyProfile.size()) / sum : 1.0;
    }
    double sizingRequestsPerSecond() const
    {
        return peakRequestsPerSecond > 0 ? peakRequestsPerSecond
                                         : requestsPerSecond * dailyPeakFactor();
    }
    friend bool operator==(const AdvisedModel &, const AdvisedModel &) = default;
};

/** A fine-tuning job to plan beside the serving fleet (docs/advisor.md "Training jobs"): its
 *  size and its deadline. The advisor picks the GPUs that fit it in memory and finish it in
 *  time, rented (or owned) for the job; its cost is one-off, apart from the monthly cost. */
struct AdvisedTraining
{
    QString modelId;
    DeploymentMode method = DeploymentMode::Lora; // FullFineTune, Lora or Qlora
    double tokens = 0; // trained tokens, every epoch counted
    int sequenceTokens = 2048;
    double deadlineHours = 0; // 0 = none: the fewest GPUs that fit
    int zeroStage = -1; // -1 = by method: 3 (FSDP full shard) for full, 0 for LoRA / QLoRA
    bool gradientCheckpointing = true;
    int loraRank = 16;
    double mfu = 0.4; // share of the peak dense BF16 FLOPS (kDefaultTrainingMfu)

    int effectiveZeroStage() const
    {
        return zeroStage >= 0 ? zeroStage : method == DeploymentMode::FullFineTune ? 3 : 0;
    }
    friend bool operator==(const AdvisedTraining &, const AdvisedTraining &) = default;
};

/** The most training jobs one workload takes. */
inline constexpr int kMostAdvisedTrainingJobs = 16;

/** How the fleet may be paid for. Either: each part wholly rented or wholly owned, the cheaper;
 *  Hybrid: each part owns the base of its hourly need that is cheaper owned than rented and
 *  rents the rest on demand for the hours it is needed (docs/advisor.md "Hybrid"). */
enum class Acquisition { Rent, Own, Either, Hybrid };

QString acquisitionId(Acquisition a); // "rent", "own", "either", "hybrid"
std::optional<Acquisition> acquisitionFromId(QStringView id);

/** GPUs the user already has: no purchase price, only their running costs. */
struct OwnedGpus
{
    QString gpuId;
    int count = 0;
    friend bool operator==(const OwnedGpus &, const OwnedGpus &) = default;
};
/** Whether the search takes disaggregated prefill/decode plans (docs/advisor.md
 *  "Disaggregated prefill and decode"): Auto searches both ways and keeps the cheaper, Off
 *  only colocated replicas, Only disaggregated ones. */
enum class DisaggregationSearch { Auto, Off, Only };

QString disaggregationSearchId(DisaggregationSearch d); // "auto", "off", "only"
std::optional<DisaggregationSearch> disaggregationSearchFromId(QStringView id);

/** What a plan may use. 0 or empty = no limit / everything the catalog has. */
struct AdvisorConstraints
{
    QStringList gpuIds; // allowed GPU types; empty = every catalog GPU
    QList<EngineKind> engines; // empty = vLLM, SGLang, TensorRT-LLM (NVIDIA only)
    QList<WeightFormat> weightFormats; // empty = BF16, FP8 (GPUs with FP8), INT4 AWQ
    QList<KvFormat> kvFormats; // empty = BF16, FP8
    int maxGpus = 0; // the whole fleet
    int maxNodes = 0;
    double maxPowerKw = 0; // the whole fleet, at the wall (node power x PUE)
    double rackPowerKw = 0; // per rack: whole nodes per rack
    double budgetPerMonth = 0; // in budgetCurrency
    double budgetUpFront = 0; // capex, owning; in budgetCurrency
    std::optional<Currency> currency; // the plans'; empty = the project's display currency
    // The currency the budgets were entered in; advise() converts them to the plans' currency
    // with the project's exchange rates. Empty = the plans' currency (workloads written before
    // budgets kept their currency).
    std::optional<Currency> budgetCurrency;
    // The months the plans are costed over; 0 = the project's horizon (CostAssumptions::
    // horizonMonths), so that the plan and the board's and the report's figures of it agree
    int horizonMonths = 0;
    /** The months the plans are costed over: the workload's, else the project's `projectMonths`. */
    int horizonOr(int projectMonths) const
    {
        return horizonMonths > 0 ? horizonMonths : std::clamp(projectMonths, 1, 120);
    }
    Acquisition acquisition = Acquisition::Either;
    bool mixedFleet = true; // models may run on different GPU types
    int maxGpusPerReplica = 64;
    bool packing = true; // several models' deployments may share GPUs (docs/advisor.md)
    /** GPUs already owned (constraints.owned): parts use them first, at their running costs;
     *  the fleet never uses more of a type than given. */
    QList<OwnedGpus> owned;
    bool ownedOnly = false; // search only the owned GPU types (constraints.owned_only)

    /** The owned GPUs of that type (0 = none). */
    int ownedCount(const QString &gpuId) const
    {
        for (const OwnedGpus &o : owned)
            if (o.gpuId == gpuId)
                return o.count;
        return 0;
    }
    DisaggregationSearch disaggregation = DisaggregationSearch::Auto; // "disaggregation"

    friend bool operator==(const AdvisorConstraints &, const AdvisorConstraints &) = default;
};

/** The question the advisor answers: these models, this traffic, these limits. */
struct AdvisorWorkload
{
    QList<AdvisedModel> models;
    AdvisorConstraints constraints;
    QList<AdvisedTraining> training; // fine-tuning jobs; may be the whole workload
    /** The plan "Add to report" put into the PDF's executive summary (advisorPlanKey() of it,
     *  advisor.h); empty = none. The report runs the advisor again and finds it by this key. */
    QString reportPlan;

    bool isEmpty() const { return models.isEmpty() && training.isEmpty(); }
    friend bool operator==(const AdvisorWorkload &, const AdvisorWorkload &) = default;
};

/** The most models one workload takes, and the most users / requests per second of one. */
inline constexpr int kMostAdvisedModels = 16;
inline constexpr int kMostAdvisedUsers = 10'000'000;

/** Checks ranges; with a catalog, that every model and GPU id is in it. The error names the
 *  field ("models[1].tpot_ms"). */
Result<void> validateAdvisorWorkload(const AdvisorWorkload &workload,
                                     const Catalog *catalog = nullptr);

/** Reads the WORKLOAD.json document (docs/advisor.md); refuses unknown keys, wrong types and
 *  values out of range with a translated message naming the field. */
Result<AdvisorWorkload> advisorWorkloadFromJson(const QJsonObject &json);
Result<AdvisorWorkload> advisorWorkloadFromJson(const QByteArray &text);
QJsonObject advisorWorkloadToJson(const AdvisorWorkload &workload);

} // namespace Headroom
