#include "advisor/advisorworkload.h"

#include "catalog/catalog.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <cmath>

namespace Headroom {

namespace {

struct AdvisorWorkloadText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Advisor)
};

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

/** Reads the keys of one JSON object, remembering the ones read, so that an unknown key
 *  (a typo) is refused rather than ignored. */
class ObjectReader
{
public:
    ObjectReader(const QJsonObject &object, QString prefix)
        : m_object(object)
        , m_prefix(std::move(prefix))
    { }

    QString field(const char *key) const
    {
        return m_prefix.isEmpty() ? QLatin1StringView(key).toString()
                                  : m_prefix + u'.' + QLatin1StringView(key);
    }

    Result<std::optional<double>> number(const char *key, double least, double most)
    {
        m_read.insert(QLatin1StringView(key).toString());
        const QJsonValue v = m_object.value(QLatin1StringView(key));
        if (v.isUndefined() || v.isNull())
            return std::optional<double> {};
        if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < least
            || v.toDouble() > most)
            return std::unexpected(
                    fieldError(field(key),
                               AdvisorWorkloadText::tr("must be a number from %1 to %2")
                                       .arg(least)
                                       .arg(most)));
        return std::optional<double>(v.toDouble());
    }

    Result<std::optional<QString>> string(const char *key)
    {
        m_read.insert(QLatin1StringView(key).toString());
        const QJsonValue v = m_object.value(QLatin1StringView(key));
        if (v.isUndefined() || v.isNull())
            return std::optional<QString> {};
        if (!v.isString())
            return std::unexpected(
                    fieldError(field(key), AdvisorWorkloadText::tr("must be a string")));
        return std::optional<QString>(v.toString());
    }

    Result<std::optional<bool>> boolean(const char *key)
    {
        m_read.insert(QLatin1StringView(key).toString());
        const QJsonValue v = m_object.value(QLatin1StringView(key));
        if (v.isUndefined() || v.isNull())
            return std::optional<bool> {};
        if (!v.isBool())
            return std::unexpected(
                    fieldError(field(key), AdvisorWorkloadText::tr("must be true or false")));
        return std::optional<bool>(v.toBool());
    }

    Result<QStringList> strings(const char *key)
    {
        m_read.insert(QLatin1StringView(key).toString());
        const QJsonValue v = m_object.value(QLatin1StringView(key));
        if (v.isUndefined() || v.isNull())
            return QStringList {};
        if (!v.isArray())
            return std::unexpected(
                    fieldError(field(key), AdvisorWorkloadText::tr("must be a list of strings")));
        QStringList list;
        for (const QJsonValue item : v.toArray()) {
            if (!item.isString())
                return std::unexpected(
                        fieldError(field(key),
                                   AdvisorWorkloadText::tr("must be a list of strings")));
            list.append(item.toString());
        }
        return list;
    }

    void markRead(const char *key) { m_read.insert(QLatin1StringView(key).toString()); }

    /** The first key not read, if any. */
    Result<void> noOtherKeys() const
    {
        for (auto it = m_object.begin(); it != m_object.end(); ++it) {
            if (!m_read.contains(it.key()))
                return std::unexpected(
                        fieldError(m_prefix.isEmpty() ? it.key() : m_prefix + u'.' + it.key(),
                                   AdvisorWorkloadText::tr("is not a known key")));
        }
        return {};
    }

private:
    const QJsonObject &m_object;
    QString m_prefix;
    QSet<QString> m_read;
};

template<typename T>
Result<QList<T>> idList(ObjectReader &reader, const char *key,
                        std::optional<T> (*fromId)(QStringView))
{
    auto ids = reader.strings(key);
    if (!ids)
        return std::unexpected(ids.error());
    QList<T> list;
    for (const QString &id : *ids) {
        const auto value = fromId(id);
        if (!value)
            return std::unexpected(fieldError(reader.field(key),
                                              AdvisorWorkloadText::tr("unknown id \"%1\"").arg(id)));
        if (!list.contains(*value))
            list.append(*value);
    }
    return list;
}

#define HR_TRY(var, expr) \
    auto var = (expr); \
    if (!var) \
        return std::unexpected(var.error());

Result<LengthDistribution::Kind> lengthKind(ObjectReader &reader, const char *key)
{
    HR_TRY(id, reader.string(key));
    if (!id->has_value())
        return LengthDistribution::Kind::Fixed;
    const auto kind = lengthKindFromId(**id);
    if (!kind)
        return std::unexpected(
                fieldError(reader.field(key),
                           AdvisorWorkloadText::tr(
                                   "must be \"fixed\", \"uniform\" or \"exponential\"")));
    return *kind;
}

Result<AdvisedModel> readModel(const QJsonValue &value, int index)
{
    const QString prefix = QStringLiteral("models[%1]").arg(index);
    if (!value.isObject())
        return std::unexpected(fieldError(prefix, AdvisorWorkloadText::tr("must be an object")));
    const QJsonObject object = value.toObject();
    ObjectReader r(object, prefix);
    AdvisedModel m;
    HR_TRY(id, r.string("model"));
    if (!id->has_value() || (*id)->isEmpty())
        return std::unexpected(
                fieldError(r.field("model"),
                           AdvisorWorkloadText::tr("a catalog model id is required")));
    m.modelId = **id;
    HR_TRY(users, r.number("users", 0, kMostAdvisedUsers));
    m.users = int(std::llround(users->value_or(0)));
    HR_TRY(rps, r.number("requests_per_second", 0, 1e9));
    m.requestsPerSecond = rps->value_or(0);
    HR_TRY(peak, r.number("peak_requests_per_second", 0, 1e9));
    m.peakRequestsPerSecond = peak->value_or(0);
    HR_TRY(input, r.number("input_tokens", 1, 1e8));
    m.inputTokens = std::llround(input->value_or(1024));
    HR_TRY(output, r.number("output_tokens", 1, 1e8));
    m.outputTokens = std::llround(output->value_or(256));
    HR_TRY(inputKind, lengthKind(r, "input_distribution"));
    HR_TRY(outputKind, lengthKind(r, "output_distribution"));
    HR_TRY(inputSpread, r.number("input_spread", 0, 1));
    HR_TRY(outputSpread, r.number("output_spread", 0, 1));
    m.input = {*inputKind, double(m.inputTokens), inputSpread->value_or(0)};
    m.output = {*outputKind, double(m.outputTokens), outputSpread->value_or(0)};
    HR_TRY(ttft, r.number("ttft_ms", 0, 1e7));
    m.ttftTargetMs = ttft->value_or(0);
    HR_TRY(tpot, r.number("tpot_ms", 0, 1e7));
    m.tpotTargetMs = tpot->value_or(0);
    HR_TRY(percentile, r.string("percentile"));
    if (percentile->has_value()) {
        const auto p = latencyPercentileFromId(**percentile);
        if (!p)
            return std::unexpected(
                    fieldError(r.field("percentile"),
                               AdvisorWorkloadText::tr(
                                       "must be \"mean\", \"p50\", \"p90\" or \"p99\"")));
        m.percentile = *p;
    }
    r.markRead("daily_profile");
    const QJsonValue profile = object.value(QLatin1StringView("daily_profile"));
    if (!profile.isUndefined() && !profile.isNull()) {
        const auto bad = [&r] {
            return std::unexpected(
                    fieldError(r.field("daily_profile"),
                               AdvisorWorkloadText::tr(
                                       "must be a list of 24 hourly factors of at least 0")));
        };
        if (!profile.isArray())
            return bad();
        for (const QJsonValue f : profile.toArray()) {
            if (!f.isDouble())
                return bad();
            m.dailyProfile.append(f.toDouble());
        }
    }
    if (auto rest = r.noOtherKeys(); !rest)
        return std::unexpected(rest.error());
    return m;
}

QString trainingField(int index, const char *key)
{
    return QStringLiteral("training[%1].%2").arg(index).arg(QLatin1StringView(key));
}

Result<AdvisedTraining> readTraining(const QJsonValue &value, int index)
{
    const QString prefix = QStringLiteral("training[%1]").arg(index);
    if (!value.isObject())
        return std::unexpected(fieldError(prefix, AdvisorWorkloadText::tr("must be an object")));
    const QJsonObject object = value.toObject();
    ObjectReader r(object, prefix);
    AdvisedTraining t;
    HR_TRY(id, r.string("model"));
    if (!id->has_value() || (*id)->isEmpty())
        return std::unexpected(
                fieldError(r.field("model"),
                           AdvisorWorkloadText::tr("a catalog model id is required")));
    t.modelId = **id;
    HR_TRY(method, r.string("method"));
    if (method->has_value()) {
        const auto mode = deploymentModeFromId(**method);
        if (!mode || *mode == DeploymentMode::Inference)
            return std::unexpected(
                    fieldError(r.field("method"),
                               AdvisorWorkloadText::tr("must be \"full\", \"lora\" or \"qlora\"")));
        t.method = *mode;
    }
    HR_TRY(tokens, r.number("tokens", 1, 1e16));
    if (!tokens->has_value())
        return std::unexpected(
                fieldError(r.field("tokens"),
                           AdvisorWorkloadText::tr(
                                   "the trained tokens (every epoch counted) are required")));
    t.tokens = **tokens;
    HR_TRY(sequence, r.number("sequence", 1, 1 << 24));
    t.sequenceTokens = int(std::llround(sequence->value_or(2048)));
    HR_TRY(deadline, r.number("deadline_hours", 0, 1e6));
    t.deadlineHours = deadline->value_or(0);
    HR_TRY(zero, r.number("zero_stage", 0, 3));
    if (zero->has_value() && **zero != std::floor(**zero))
        return std::unexpected(
                fieldError(r.field("zero_stage"), AdvisorWorkloadText::tr("must be 0, 1, 2 or 3")));
    t.zeroStage = zero->has_value() ? int(**zero) : -1;
    HR_TRY(checkpointing, r.boolean("gradient_checkpointing"));
    t.gradientCheckpointing = checkpointing->value_or(true);
    HR_TRY(rank, r.number("lora_rank", 1, 4096));
    t.loraRank = int(std::llround(rank->value_or(16)));
    HR_TRY(mfu, r.number("mfu", 0.01, 1));
    t.mfu = mfu->value_or(0.4);
    if (auto rest = r.noOtherKeys(); !rest)
        return std::unexpected(rest.error());
    return t;
}

Result<AdvisorConstraints> readConstraints(const QJsonValue &value)
{
    AdvisorConstraints c;
    if (value.isUndefined() || value.isNull())
        return c;
    if (!value.isObject())
        return std::unexpected(fieldError(QStringLiteral("constraints"),
                                          AdvisorWorkloadText::tr("must be an object")));
    const QJsonObject object = value.toObject();
    ObjectReader r(object, QStringLiteral("constraints"));
    HR_TRY(gpus, r.strings("gpus"));
    c.gpuIds = *gpus;
    HR_TRY(engines, idList<EngineKind>(r, "engines", engineFromId));
    c.engines = *engines;
    HR_TRY(weights, idList<WeightFormat>(r, "weight_formats", weightFormatFromId));
    c.weightFormats = *weights;
    HR_TRY(kv, idList<KvFormat>(r, "kv_formats", kvFormatFromId));
    c.kvFormats = *kv;
    HR_TRY(maxGpus, r.number("max_gpus", 0, 1e6));
    c.maxGpus = int(maxGpus->value_or(0));
    HR_TRY(maxNodes, r.number("max_nodes", 0, 1e6));
    c.maxNodes = int(maxNodes->value_or(0));
    HR_TRY(power, r.number("max_power_kw", 0, 1e9));
    c.maxPowerKw = power->value_or(0);
    HR_TRY(rack, r.number("rack_power_kw", 0, 1e6));
    c.rackPowerKw = rack->value_or(0);
    HR_TRY(budget, r.number("budget_per_month", 0, 1e12));
    c.budgetPerMonth = budget->value_or(0);
    HR_TRY(upFront, r.number("budget_up_front", 0, 1e13));
    c.budgetUpFront = upFront->value_or(0);
    HR_TRY(currency, r.string("currency"));
    if (currency->has_value()) {
        const auto code = currencyFromCode(**currency);
        if (!code)
            return std::unexpected(
                    fieldError(r.field("currency"),
                               AdvisorWorkloadText::tr("must be USD, EUR, RUB or PLN")));
        c.currency = *code;
    }
    HR_TRY(horizon, r.number("horizon_months", 1, 120));
    c.horizonMonths = int(std::llround(horizon->value_or(36)));
    HR_TRY(acquisition, r.string("acquisition"));
    if (acquisition->has_value()) {
        const auto a = acquisitionFromId(**acquisition);
        if (!a)
            return std::unexpected(
                    fieldError(r.field("acquisition"),
                               AdvisorWorkloadText::tr(
                                       "must be \"rent\", \"own\", \"either\" or \"hybrid\"")));
        c.acquisition = *a;
    }
    HR_TRY(mixed, r.boolean("mixed_fleet"));
    c.mixedFleet = mixed->value_or(true);
    HR_TRY(perReplica, r.number("max_gpus_per_replica", 1, 512));
    c.maxGpusPerReplica = int(perReplica->value_or(64));
    HR_TRY(packing, r.boolean("packing"));
    c.packing = packing->value_or(true);
    r.markRead("owned");
    const QJsonValue owned = object.value(QLatin1StringView("owned"));
    if (!owned.isUndefined() && !owned.isNull()) {
        if (!owned.isArray())
            return std::unexpected(
                    fieldError(r.field("owned"),
                               AdvisorWorkloadText::tr(
                                       "must be a list of {\"gpu\": id, \"count\": n}")));
        const QJsonArray list = owned.toArray();
        for (int i = 0; i < list.size(); ++i) {
            const QString prefix = QStringLiteral("constraints.owned[%1]").arg(i);
            if (!list.at(i).isObject())
                return std::unexpected(
                        fieldError(prefix, AdvisorWorkloadText::tr("must be an object")));
            const QJsonObject item = list.at(i).toObject();
            ObjectReader o(item, prefix);
            OwnedGpus g;
            HR_TRY(gpu, o.string("gpu"));
            if (!gpu->has_value() || (*gpu)->isEmpty())
                return std::unexpected(
                        fieldError(o.field("gpu"),
                                   AdvisorWorkloadText::tr("a catalog GPU id is required")));
            g.gpuId = **gpu;
            HR_TRY(count, o.number("count", 1, 1e6));
            if (!count->has_value() || std::floor(**count) != **count)
                return std::unexpected(
                        fieldError(o.field("count"),
                                   AdvisorWorkloadText::tr("must be a whole number from %1 to %2")
                                           .arg(1)
                                           .arg(1000000)));
            g.count = int(**count);
            if (auto rest = o.noOtherKeys(); !rest)
                return std::unexpected(rest.error());
            c.owned.append(g);
        }
    }
    HR_TRY(ownedOnly, r.boolean("owned_only"));
    c.ownedOnly = ownedOnly->value_or(false);
    HR_TRY(disaggregation, r.string("disaggregation"));
    if (disaggregation->has_value()) {
        const auto d = disaggregationSearchFromId(**disaggregation);
        if (!d)
            return std::unexpected(
                    fieldError(r.field("disaggregation"),
                               AdvisorWorkloadText::tr("must be \"auto\", \"off\" or \"only\"")));
        c.disaggregation = *d;
    }
    if (auto rest = r.noOtherKeys(); !rest)
        return std::unexpected(rest.error());
    return c;
}

template<typename T>
QJsonArray idArray(const QList<T> &list, QString (*toId)(T))
{
    QJsonArray array;
    for (const T &v : list)
        array.append(toId(v));
    return array;
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

} // namespace

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

Result<void> validateAdvisorWorkload(const AdvisorWorkload &workload, const Catalog *catalog)
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
        if (m.modelId.isEmpty())
            return std::unexpected(
                    fieldError(modelField(i, "model"),
                               AdvisorWorkloadText::tr("a catalog model id is required")));
        if (catalog && !catalog->model(m.modelId))
            return std::unexpected(
                    fieldError(modelField(i, "model"),
                               AdvisorWorkloadText::tr("\"%1\" is not in the catalog")
                                       .arg(m.modelId)));
        if (m.users < 0 || m.users > kMostAdvisedUsers)
            return std::unexpected(fieldError(modelField(i, "users"), mustBeAtLeast(0)));
        if (!(m.requestsPerSecond >= 0) || !(m.peakRequestsPerSecond >= 0))
            return std::unexpected(
                    fieldError(modelField(i, "requests_per_second"), mustBeAtLeast(0)));
        if (m.users == 0 && !(m.sizingRequestsPerSecond() > 0))
            return std::unexpected(
                    fieldError(modelField(i, "users"),
                               AdvisorWorkloadText::tr(
                                       "give the concurrent users or a request rate")));
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
        if (!m.dailyProfile.isEmpty()) {
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
                return std::unexpected(
                        fieldError(field, AdvisorWorkloadText::tr("must not be all zero")));
            if (m.users > 0 || !(m.requestsPerSecond > 0))
                return std::unexpected(
                        fieldError(field,
                                   AdvisorWorkloadText::tr(
                                           "needs requests_per_second (not users)")));
            if (m.peakRequestsPerSecond > 0)
                return std::unexpected(
                        fieldError(field,
                                   AdvisorWorkloadText::tr(
                                           "give a daily profile or a peak rate, not both")));
        }
    }
    if (auto training = validateAdvisedTraining(workload, catalog); !training)
        return training;
    const AdvisorConstraints &c = workload.constraints;
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
    if (c.horizonMonths < 1 || c.horizonMonths > 120)
        return std::unexpected(fieldError(constraintField("horizon_months"),
                                          AdvisorWorkloadText::tr("must be a number from %1 to %2")
                                                  .arg(1)
                                                  .arg(120)));
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
    if (c.maxGpusPerReplica < 1 || c.maxGpusPerReplica > 512)
        return std::unexpected(fieldError(constraintField("max_gpus_per_replica"),
                                          AdvisorWorkloadText::tr("must be a number from %1 to %2")
                                                  .arg(1)
                                                  .arg(512)));
    return {};
}

Result<AdvisorWorkload> advisorWorkloadFromJson(const QJsonObject &json)
{
    ObjectReader r(json, QString());
    AdvisorWorkload w;
    HR_TRY(schema, r.number("schema", 1, 1));
    const QJsonValue models = json.value(QLatin1StringView("models"));
    const QJsonValue training = json.value(QLatin1StringView("training"));
    r.markRead("training");
    if (!training.isUndefined() && !training.isNull()) {
        if (!training.isArray())
            return std::unexpected(
                    fieldError(QStringLiteral("training"),
                               AdvisorWorkloadText::tr("must be a list of training jobs")));
        const QJsonArray jobs = training.toArray();
        for (int i = 0; i < jobs.size(); ++i) {
            HR_TRY(job, readTraining(jobs.at(i), i));
            w.training.append(*job);
        }
    }
    if (models.isUndefined() && !w.training.isEmpty()) {
        // a workload of training jobs only
    } else if (!models.isArray())
        return std::unexpected(fieldError(QStringLiteral("models"),
                                          AdvisorWorkloadText::tr("must be a list of models")));
    r.markRead("models");
    const QJsonArray array = models.toArray();
    for (int i = 0; i < array.size(); ++i) {
        HR_TRY(model, readModel(array.at(i), i));
        w.models.append(*model);
    }
    r.markRead("constraints");
    HR_TRY(constraints, readConstraints(json.value(QLatin1StringView("constraints"))));
    w.constraints = *constraints;
    HR_TRY(reportPlan, r.string("report_plan"));
    w.reportPlan = reportPlan->value_or(QString());
    if (auto rest = r.noOtherKeys(); !rest)
        return std::unexpected(rest.error());
    if (auto valid = validateAdvisorWorkload(w); !valid)
        return std::unexpected(valid.error());
    return w;
}

Result<AdvisorWorkload> advisorWorkloadFromJson(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        return fail(AdvisorWorkloadText::tr("The workload is not valid JSON: %1 (at byte %2)")
                            .arg(error.errorString())
                            .arg(error.offset));
    if (!document.isObject())
        return fail(AdvisorWorkloadText::tr("The workload must be a JSON object"));
    return advisorWorkloadFromJson(document.object());
}

QJsonObject advisorWorkloadToJson(const AdvisorWorkload &workload)
{
    QJsonArray models;
    for (const AdvisedModel &m : workload.models) {
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
        models.append(o);
    }
    const AdvisorConstraints &c = workload.constraints;
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
    if (!c.owned.isEmpty()) {
        QJsonArray owned;
        for (const OwnedGpus &o : c.owned)
            owned.append(QJsonObject {{QStringLiteral("gpu"), o.gpuId},
                                      {QStringLiteral("count"), o.count}});
        constraints.insert(QStringLiteral("owned"), owned);
    }
    if (c.ownedOnly)
        constraints.insert(QStringLiteral("owned_only"), true);
    QJsonObject document {{QStringLiteral("schema"), 1},
                          {QStringLiteral("models"), models},
                          {QStringLiteral("constraints"), constraints}};
    QJsonArray training;
    for (const AdvisedTraining &t : workload.training) {
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
        training.append(o);
    }
    if (!training.isEmpty())
        document.insert(QStringLiteral("training"), training);
    if (!workload.reportPlan.isEmpty())
        document.insert(QStringLiteral("report_plan"), workload.reportPlan);
    return document;
}

} // namespace Headroom
