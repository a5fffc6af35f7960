#include "advisor/advisorworkload.h"
#include "advisor/advisorworkloadfields.h"

#include <QCoreApplication>
#include <QJsonArray>

// The workload's ids and its JSON (schema 1, docs/advisor.md "The workload file"); reading it
// back is in advisorworkloadread.cpp, its checks in advisorworkloadcheck.cpp.

namespace Headroom {

namespace {

struct AdvisorWorkloadText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Advisor)
};

template<typename T>
QJsonArray idArray(const QList<T> &list, QString (*toId)(T))
{
    QJsonArray array;
    for (const T &v : list)
        array.append(toId(v));
    return array;
}

QJsonObject modelJson(const AdvisedModel &m)
{
    QJsonObject o {{QStringLiteral("model"), m.modelId},
                   {QStringLiteral("input_tokens"), double(m.inputTokens)},
                   {QStringLiteral("output_tokens"), double(m.outputTokens)},
                   {QStringLiteral("ttft_ms"), m.ttftTargetMs},
                   {QStringLiteral("tpot_ms"), m.tpotTargetMs},
                   {QStringLiteral("percentile"), latencyPercentileId(m.percentile)}};
    if (m.users > 0)
        o.insert(QStringLiteral("users"), m.users);
    if (m.requestsPerSecond > 0)
        o.insert(QStringLiteral("requests_per_second"), m.requestsPerSecond);
    if (m.peakRequestsPerSecond > 0)
        o.insert(QStringLiteral("peak_requests_per_second"), m.peakRequestsPerSecond);
    if (m.input.kind != LengthDistribution::Kind::Fixed) {
        o.insert(QStringLiteral("input_distribution"), lengthKindId(m.input.kind));
        o.insert(QStringLiteral("input_spread"), m.input.spread);
    }
    if (m.output.kind != LengthDistribution::Kind::Fixed) {
        o.insert(QStringLiteral("output_distribution"), lengthKindId(m.output.kind));
        o.insert(QStringLiteral("output_spread"), m.output.spread);
    }
    if (!m.dailyProfile.isEmpty()) {
        QJsonArray profile;
        for (double f : m.dailyProfile)
            profile.append(f);
        o.insert(QStringLiteral("daily_profile"), profile);
    }
    return o;
}

QJsonObject constraintsJson(const AdvisorConstraints &c)
{
    QJsonObject constraints {{QStringLiteral("gpus"), QJsonArray::fromStringList(c.gpuIds)},
                             {QStringLiteral("engines"), idArray<EngineKind>(c.engines, engineId)},
                             {QStringLiteral("weight_formats"),
                              idArray<WeightFormat>(c.weightFormats, weightFormatId)},
                             {QStringLiteral("kv_formats"),
                              idArray<KvFormat>(c.kvFormats, kvFormatId)},
                             {QStringLiteral("max_gpus"), c.maxGpus},
                             {QStringLiteral("max_nodes"), c.maxNodes},
                             {QStringLiteral("max_power_kw"), c.maxPowerKw},
                             {QStringLiteral("rack_power_kw"), c.rackPowerKw},
                             {QStringLiteral("budget_per_month"), c.budgetPerMonth},
                             {QStringLiteral("budget_up_front"), c.budgetUpFront},
                             {QStringLiteral("horizon_months"), c.horizonMonths},
                             {QStringLiteral("acquisition"), acquisitionId(c.acquisition)},
                             {QStringLiteral("mixed_fleet"), c.mixedFleet},
                             {QStringLiteral("max_gpus_per_replica"), c.maxGpusPerReplica},
                             {QStringLiteral("packing"), c.packing},
                             {QStringLiteral("disaggregation"),
                              disaggregationSearchId(c.disaggregation)}};
    if (c.currency)
        constraints.insert(QStringLiteral("currency"), currencyCode(*c.currency));
    if (c.budgetCurrency)
        constraints.insert(QStringLiteral("budget_currency"), currencyCode(*c.budgetCurrency));
    if (!c.owned.isEmpty()) {
        QJsonArray owned;
        for (const OwnedGpus &o : c.owned)
            owned.append(QJsonObject {{QStringLiteral("gpu"), o.gpuId},
                                      {QStringLiteral("count"), o.count}});
        constraints.insert(QStringLiteral("owned"), owned);
    }
    if (c.ownedOnly)
        constraints.insert(QStringLiteral("owned_only"), true);
    return constraints;
}

QJsonObject trainingJson(const AdvisedTraining &t)
{
    QJsonObject o {{QStringLiteral("model"), t.modelId},
                   {QStringLiteral("method"), deploymentModeId(t.method)},
                   {QStringLiteral("tokens"), t.tokens},
                   {QStringLiteral("sequence"), t.sequenceTokens},
                   {QStringLiteral("deadline_hours"), t.deadlineHours},
                   {QStringLiteral("gradient_checkpointing"), t.gradientCheckpointing},
                   {QStringLiteral("lora_rank"), t.loraRank},
                   {QStringLiteral("mfu"), t.mfu}};
    if (t.zeroStage >= 0)
        o.insert(QStringLiteral("zero_stage"), t.zeroStage);
    return o;
}

} // namespace

namespace AdvisorFields {

Error fieldError(const QString &field, const QString &message)
{
    //: %1 = a field of the workload file ("models[0].tpot_ms"), %2 = what is wrong with it
    return Error {AdvisorWorkloadText::tr("%1: %2").arg(field, message), field};
}

QString modelField(int index, const char *key)
{
    return QStringLiteral("models[%1].%2").arg(index).arg(QLatin1StringView(key));
}

QString constraintField(const char *key)
{
    return QStringLiteral("constraints.%1").arg(QLatin1StringView(key));
}

QString mustBeAtLeast(double least)
{
    return AdvisorWorkloadText::tr("must be a number of at least %1").arg(least);
}

QString trainingField(int index, const char *key)
{
    return QStringLiteral("training[%1].%2").arg(index).arg(QLatin1StringView(key));
}

} // namespace AdvisorFields

QString latencyPercentileId(LatencyPercentile p)
{
    switch (p) {
    case LatencyPercentile::Mean: return QStringLiteral("mean");
    case LatencyPercentile::P50: return QStringLiteral("p50");
    case LatencyPercentile::P90: return QStringLiteral("p90");
    case LatencyPercentile::P99: return QStringLiteral("p99");
    }
    return QStringLiteral("mean");
}

std::optional<LatencyPercentile> latencyPercentileFromId(QStringView id)
{
    for (LatencyPercentile p : {LatencyPercentile::Mean, LatencyPercentile::P50,
                                LatencyPercentile::P90, LatencyPercentile::P99})
        if (id == latencyPercentileId(p))
            return p;
    return std::nullopt;
}

QString acquisitionId(Acquisition a)
{
    switch (a) {
    case Acquisition::Rent: return QStringLiteral("rent");
    case Acquisition::Own: return QStringLiteral("own");
    case Acquisition::Either: return QStringLiteral("either");
    case Acquisition::Hybrid: return QStringLiteral("hybrid");
    }
    return QStringLiteral("either");
}

std::optional<Acquisition> acquisitionFromId(QStringView id)
{
    for (Acquisition a :
         {Acquisition::Rent, Acquisition::Own, Acquisition::Either, Acquisition::Hybrid})
        if (id == acquisitionId(a))
            return a;
    return std::nullopt;
}

QString disaggregationSearchId(DisaggregationSearch d)
{
    switch (d) {
    case DisaggregationSearch::Auto: return QStringLiteral("auto");
    case DisaggregationSearch::Off: return QStringLiteral("off");
    case DisaggregationSearch::Only: return QStringLiteral("only");
    }
    return QStringLiteral("auto");
}

std::optional<DisaggregationSearch> disaggregationSearchFromId(QStringView id)
{
    for (DisaggregationSearch d :
         {DisaggregationSearch::Auto, DisaggregationSearch::Off, DisaggregationSearch::Only})
        if (id == disaggregationSearchId(d))
            return d;
    return std::nullopt;
}

QJsonObject advisorWorkloadToJson(const AdvisorWorkload &workload)
{
    QJsonArray models;
    for (const AdvisedModel &m : workload.models)
        models.append(modelJson(m));
    QJsonObject document {{QStringLiteral("schema"), 1},
                          {QStringLiteral("models"), models},
                          {QStringLiteral("constraints"), constraintsJson(workload.constraints)}};
    QJsonArray training;
    for (const AdvisedTraining &t : workload.training)
        training.append(trainingJson(t));
    if (!training.isEmpty())
        document.insert(QStringLiteral("training"), training);
    if (!workload.reportPlan.isEmpty())
        document.insert(QStringLiteral("report_plan"), workload.reportPlan);
    return document;
}

} // namespace Headroom
