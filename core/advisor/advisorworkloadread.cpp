#include "advisor/advisorworkload.h"
#include "advisor/advisorworkloadfields.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <cmath>

// Reading the workload file (schema 1, docs/advisor.md "The workload file"): every key known,
// every value in range, then validateAdvisorWorkload() (advisorworkloadcheck.cpp).

namespace Headroom {

namespace {

using AdvisorFields::fieldError;

struct AdvisorWorkloadText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Advisor)
};

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

    Result<std::optional<double>> number(const char *key, double least, double most);

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

    Result<QStringList> strings(const char *key);

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

Result<std::optional<double>> ObjectReader::number(const char *key, double least, double most)
{
    m_read.insert(QLatin1StringView(key).toString());
    const QJsonValue v = m_object.value(QLatin1StringView(key));
    if (v.isUndefined() || v.isNull())
        return std::optional<double> {};
    if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < least || v.toDouble() > most)
        return std::unexpected(fieldError(field(key),
                                          AdvisorWorkloadText::tr("must be a number from %1 to %2")
                                                  .arg(least)
                                                  .arg(most)));
    return std::optional<double>(v.toDouble());
}

Result<QStringList> ObjectReader::strings(const char *key)
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
                    fieldError(field(key), AdvisorWorkloadText::tr("must be a list of strings")));
        list.append(item.toString());
    }
    return list;
}

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
    m.inputTokens = std::llround(input->value_or(double(kDefaultInputTokens)));
    HR_TRY(output, r.number("output_tokens", 1, 1e8));
    m.outputTokens = std::llround(output->value_or(double(kDefaultOutputTokens)));
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

/** The shapes allowed: GPU types, engines, weight and KV formats. */
Result<void> readChoices(ObjectReader &r, AdvisorConstraints &c)
{
    HR_TRY(gpus, r.strings("gpus"));
    c.gpuIds = *gpus;
    HR_TRY(engines, idList<EngineKind>(r, "engines", engineFromId));
    c.engines = *engines;
    HR_TRY(weights, idList<WeightFormat>(r, "weight_formats", weightFormatFromId));
    c.weightFormats = *weights;
    HR_TRY(kv, idList<KvFormat>(r, "kv_formats", kvFormatFromId));
    c.kvFormats = *kv;
    return {};
}

/** The limits: GPUs, nodes, power, budgets. */
Result<void> readLimits(ObjectReader &r, AdvisorConstraints &c)
{
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
    return {};
}

/** How the fleet is paid for and built: currency, horizon, acquisition, mixed fleet, GPUs per
 *  replica, packing. */
Result<void> readWays(ObjectReader &r, AdvisorConstraints &c)
{
    for (const auto &[key, field] :
         {std::pair {"currency", &AdvisorConstraints::currency},
          std::pair {"budget_currency", &AdvisorConstraints::budgetCurrency}}) {
        HR_TRY(currency, r.string(key));
        if (!currency->has_value())
            continue;
        const auto code = currencyFromCode(**currency);
        if (!code)
            return std::unexpected(
                    fieldError(r.field(key),
                               AdvisorWorkloadText::tr("must be USD, EUR, RUB or PLN")));
        c.*field = *code;
    }
    HR_TRY(horizon, r.number("horizon_months", 0, 120));
    c.horizonMonths = int(std::llround(horizon->value_or(0))); // 0 or none: the project's
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
    return {};
}

/** One entry of constraints.owned: {"gpu": id, "count": n}. */
Result<OwnedGpus> readOwnedGpus(const QJsonValue &value, int i)
{
    const QString prefix = QStringLiteral("constraints.owned[%1]").arg(i);
    if (!value.isObject())
        return std::unexpected(fieldError(prefix, AdvisorWorkloadText::tr("must be an object")));
    const QJsonObject item = value.toObject();
    ObjectReader o(item, prefix);
    OwnedGpus g;
    HR_TRY(gpu, o.string("gpu"));
    if (!gpu->has_value() || (*gpu)->isEmpty())
        return std::unexpected(fieldError(o.field("gpu"),
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
    return g;
}

/** constraints.owned: the GPUs already owned. */
Result<void> readOwned(ObjectReader &r, const QJsonObject &object, AdvisorConstraints &c)
{
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
            HR_TRY(g, readOwnedGpus(list.at(i), i));
            c.owned.append(*g);
        }
    }
    return {};
}

/** Only the GPUs owned; the disaggregated search. */
Result<void> readSearch(ObjectReader &r, AdvisorConstraints &c)
{
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
    return {};
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
    HR_TRY(choices, readChoices(r, c));
    HR_TRY(limits, readLimits(r, c));
    HR_TRY(ways, readWays(r, c));
    HR_TRY(owned, readOwned(r, object, c));
    HR_TRY(search, readSearch(r, c));
    if (auto rest = r.noOtherKeys(); !rest)
        return std::unexpected(rest.error());
    return c;
}

} // namespace

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

} // namespace Headroom
