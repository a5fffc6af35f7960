#include "store/projectsql.h"

#include "spec/formats.h"
#include "spec/specjson.h"
#include "store/projectstore.h"
#include "store/trainingids.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

#include <array>
#include <cmath>
#include <limits>
#include <optional>

namespace Headroom::ProjectSql {

namespace {

constexpr std::array<const char *, 12> kTables {
        {"metadata", "configurations", "deployments", "cost_assumptions", "price_book",
         "exchange_rates", "custom_gpus", "custom_models", "catalog_snapshots", "board_layout",
         "recovery", nullptr}};

// Version 2 of the schema. docs/file-format.md describes every column.
constexpr const char *kSchema[] = {
        "CREATE TABLE metadata (id INTEGER PRIMARY KEY CHECK (id = 1), title TEXT, author TEXT, "
        "notes TEXT, created TEXT, modified TEXT, app_version TEXT)",
        "CREATE TABLE configurations (position INTEGER NOT NULL, id TEXT PRIMARY KEY NOT NULL, "
        "name TEXT, gpu_id TEXT NOT NULL, gpu_count INTEGER NOT NULL, "
        "tensor_parallel INTEGER NOT NULL, pipeline_parallel INTEGER NOT NULL)",
        "CREATE TABLE deployments (position INTEGER NOT NULL, id TEXT PRIMARY KEY NOT NULL, "
        "configuration_id TEXT NOT NULL, model_id TEXT NOT NULL, mode TEXT NOT NULL, "
        "weights TEXT NOT NULL, kv TEXT NOT NULL, engine TEXT NOT NULL, "
        "memory_fraction REAL NOT NULL, concurrent_sequences INTEGER NOT NULL, "
        "context_tokens INTEGER NOT NULL, input_tokens INTEGER NOT NULL, "
        "output_tokens INTEGER NOT NULL, tpot_target_ms REAL NOT NULL, "
        "ttft_target_ms REAL NOT NULL, requests_per_second REAL NOT NULL, "
        "optimizer TEXT NOT NULL, micro_batch INTEGER NOT NULL, "
        "sequence_tokens INTEGER NOT NULL, gradient_checkpointing INTEGER NOT NULL, "
        "flash_attention INTEGER NOT NULL, zero_stage INTEGER NOT NULL, "
        "lora_rank INTEGER NOT NULL, lora_targets TEXT NOT NULL, offload TEXT NOT NULL, "
        "paged_optimizer INTEGER NOT NULL, batch_tier INTEGER NOT NULL DEFAULT 0)",
        "CREATE TABLE cost_assumptions (key TEXT PRIMARY KEY NOT NULL, value)",
        "CREATE TABLE price_book (position INTEGER NOT NULL, gpu_id TEXT, provider TEXT, "
        "kind TEXT, amount REAL NOT NULL, currency TEXT NOT NULL, as_of TEXT, source TEXT)",
        "CREATE TABLE exchange_rates (position INTEGER NOT NULL, from_currency TEXT NOT NULL, "
        "to_currency TEXT NOT NULL, rate REAL NOT NULL, as_of TEXT, source TEXT)",
        "CREATE TABLE custom_gpus (position INTEGER NOT NULL, id TEXT NOT NULL, "
        "json TEXT NOT NULL)",
        "CREATE TABLE custom_models (position INTEGER NOT NULL, id TEXT NOT NULL, "
        "json TEXT NOT NULL)",
        "CREATE TABLE catalog_snapshots (position INTEGER NOT NULL, kind TEXT NOT NULL, "
        "id TEXT NOT NULL, json TEXT NOT NULL, PRIMARY KEY (kind, id))",
        "CREATE TABLE board_layout (position INTEGER NOT NULL, kind TEXT NOT NULL, key TEXT, "
        "value TEXT)",
        "CREATE TABLE recovery (original_path TEXT)",
};

QString sqlError(const QSqlError &error)
{
    return error.text();
}

QSqlDatabase db(const QString &connection)
{
    return QSqlDatabase::database(connection, false);
}

Result<void> run(QSqlQuery &query)
{
    // what load() would refuse is not written either
    const QVariantList values = query.boundValues();
    for (const QVariant &value : values) {
        if (value.typeId() == QMetaType::QString
            && value.toString().size() > ProjectStore::maxTextLength)
            return fail(tr("a text of %1 characters is too long to save (at most %2)")
                                .arg(value.toString().size())
                                .arg(ProjectStore::maxTextLength));
    }
    if (!query.exec())
        return fail(tr("could not write the project file: %1").arg(sqlError(query.lastError())),
                    query.lastQuery());
    return {};
}

Result<void> prepare(QSqlQuery &query, const char *sql)
{
    if (!query.prepare(QString::fromLatin1(sql)))
        return fail(tr("could not write the project file: %1").arg(sqlError(query.lastError())),
                    QString::fromLatin1(sql));
    return {};
}

QString dateText(const QDate &date)
{
    return date.isValid() ? date.toString(Qt::ISODate) : QString();
}

QString dateTimeText(const QDateTime &dateTime)
{
    return dateTime.isValid() ? dateTime.toUTC().toString(Qt::ISODateWithMs) : QString();
}

QString jsonText(const QJsonObject &json)
{
    return QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact));
}

// --- cost assumptions as key/value rows ---

struct DoubleField
{
    const char *key;
    double CostAssumptions::*member;
    double min;
    double max;
};

constexpr double kBig = 1e15;

const std::array<DoubleField, 22> kCostDoubles {{
        {"purchase_price_per_gpu", &CostAssumptions::purchasePricePerGpu, 0, kBig},
        {"life_years", &CostAssumptions::lifeYears, 0, 100},
        {"residual_decay_per_year", &CostAssumptions::residualDecayPerYear, 0, 100},
        {"cost_of_capital", &CostAssumptions::costOfCapital, -1, 100},
        {"power_kw_per_gpu", &CostAssumptions::powerKwPerGpu, 0, 1e6},
        {"busy_draw_fraction", &CostAssumptions::busyDrawFraction, 0, 10},
        {"idle_draw_fraction", &CostAssumptions::idleDrawFraction, 0, 10},
        {"pue", &CostAssumptions::pue, 0, 100},
        {"electricity_price_per_kwh", &CostAssumptions::electricityPricePerKwh, 0, kBig},
        {"colocation_per_kw_month", &CostAssumptions::colocationPerKwMonth, 0, kBig},
        {"maintenance_percent_per_year", &CostAssumptions::maintenancePercentPerYear, 0, 1000},
        {"staff_cost_per_gpu_year", &CostAssumptions::staffCostPerGpuYear, 0, kBig},
        {"on_demand_price_per_gpu_hour", &CostAssumptions::onDemandPricePerGpuHour, 0, kBig},
        {"reserved_1y_price_per_gpu_hour", &CostAssumptions::reserved1yPricePerGpuHour, 0, kBig},
        {"reserved_3y_price_per_gpu_hour", &CostAssumptions::reserved3yPricePerGpuHour, 0, kBig},
        {"spot_price_per_gpu_hour", &CostAssumptions::spotPricePerGpuHour, 0, kBig},
        {"spot_preemption_overhead", &CostAssumptions::spotPreemptionOverhead, 0, 100},
        {"price_drift_percent_per_year", &CostAssumptions::priceDriftPercentPerYear, -100, 1e6},
        {"utilization", &CostAssumptions::utilization, 0, 1},
        {"demand_growth_percent_per_year", &CostAssumptions::demandGrowthPercentPerYear, -100, 1e6},
        {"egress_price_per_gb", &CostAssumptions::egressPricePerGb, 0, kBig},
        {"storage_price_per_gb_month", &CostAssumptions::storagePricePerGbMonth, 0, kBig},
}};

struct IntField
{
    const char *key;
    int CostAssumptions::*member;
    int min;
    int max;
};

const std::array<IntField, 2> kCostInts {{
        {"billing_granularity_seconds", &CostAssumptions::billingGranularitySeconds, 1, 366 * 86400},
        {"horizon_months", &CostAssumptions::horizonMonths, 1, 1200},
}};

// --- reading with validation: the first problem found is the error ---

class RowReader
{
public:
    RowReader(const QSqlQuery &query, const char *table)
        : m_query(query)
        , m_table(table)
    { }

    std::optional<Error> error;

    QString text(const char *column)
    {
        const QVariant v = value(column);
        if (v.isNull())
            return {};
        if (v.typeId() != QMetaType::QString)
            return bad(column, tr("text expected"));
        QString s = v.toString();
        if (s.size() > ProjectStore::maxTextLength)
            return bad(column, tr("text of %1 characters is too long").arg(s.size()));
        return s;
    }

    QString requiredText(const char *column)
    {
        const QString s = text(column);
        if (!error && s.isEmpty())
            bad(column, tr("value missing"));
        return s;
    }

    std::int64_t integer(const char *column, std::int64_t min, std::int64_t max)
    {
        const QVariant v = value(column);
        if (v.typeId() != QMetaType::LongLong && v.typeId() != QMetaType::Int) {
            bad(column, tr("whole number expected"));
            return min;
        }
        const std::int64_t n = v.toLongLong();
        if (n < min || n > max) {
            bad(column, tr("%1 is outside %2..%3").arg(n).arg(min).arg(max));
            return min;
        }
        return n;
    }

    int integer32(const char *column, int min, int max)
    {
        return static_cast<int>(integer(column, min, max));
    }

    bool boolean(const char *column) { return integer(column, 0, 1) != 0; }

    double real(const char *column, double min, double max)
    {
        const QVariant v = value(column);
        if (v.typeId() != QMetaType::Double && v.typeId() != QMetaType::LongLong
            && v.typeId() != QMetaType::Int) {
            bad(column, tr("number expected"));
            return min;
        }
        const double d = v.toDouble();
        if (!(d >= min && d <= max)) {
            bad(column, tr("%1 is outside %2..%3").arg(d).arg(min).arg(max));
            return min;
        }
        return d;
    }

    QDate date(const char *column)
    {
        const QString s = text(column);
        if (s.isEmpty())
            return {};
        const QDate d = QDate::fromString(s, Qt::ISODate);
        if (!d.isValid())
            bad(column, tr("'%1' is not a date (YYYY-MM-DD)").arg(s.left(40)));
        return d;
    }

    QDateTime dateTime(const char *column)
    {
        const QString s = text(column);
        if (s.isEmpty())
            return {};
        const QDateTime d = QDateTime::fromString(s, Qt::ISODateWithMs);
        if (!d.isValid())
            bad(column, tr("'%1' is not a date and time (ISO 8601)").arg(s.left(40)));
        return d;
    }

    template<typename Enum>
    Enum enumeration(const char *column, std::optional<Enum> (*fromId)(QStringView), Enum fallback)
    {
        const QString s = text(column);
        if (error)
            return fallback;
        if (const std::optional<Enum> e = fromId(s))
            return *e;
        bad(column, tr("unknown value '%1'").arg(s.left(40)));
        return fallback;
    }

    Currency currency(const char *column)
    {
        return enumeration<Currency>(column, &currencyFromCode, Currency::Usd);
    }

private:
    QVariant value(const char *column) const { return m_query.value(QString::fromLatin1(column)); }

    QString bad(const char *column, const QString &problem)
    {
        if (!error) {
            const QString where = QStringLiteral("%1.%2").arg(QLatin1StringView(m_table),
                                                              QLatin1StringView(column));
            error = Error {tr("the project file has a bad value in %1: %2").arg(where, problem),
                           where};
        }
        return {};
    }

    const QSqlQuery &m_query;
    const char *m_table;
};

Result<void> select(QSqlQuery &query, const char *sql)
{
    if (!query.exec(QString::fromLatin1(sql)))
        return fail(tr("could not read the project file: %1").arg(sqlError(query.lastError())),
                    QString::fromLatin1(sql));
    return {};
}

// --- writers, one per table ---

Result<void> writeMetadata(const QString &connection, const ProjectMetadata &m)
{
    QSqlQuery q(db(connection));
    if (auto r = prepare(q,
                         "INSERT INTO metadata (id, title, author, notes, created, modified, "
                         "app_version) VALUES (1, ?, ?, ?, ?, ?, ?)");
        !r)
        return r;
    q.addBindValue(m.title);
    q.addBindValue(m.author);
    q.addBindValue(m.notes);
    q.addBindValue(dateTimeText(m.created));
    q.addBindValue(dateTimeText(m.modified));
    q.addBindValue(m.appVersion);
    return run(q);
}

Result<void> writeConfigurations(const QString &connection, const QList<Configuration> &list)
{
    QSqlQuery q(db(connection));
    if (auto r = prepare(q,
                         "INSERT INTO configurations (position, id, name, gpu_id, gpu_count, "
                         "tensor_parallel, pipeline_parallel) VALUES (?, ?, ?, ?, ?, ?, ?)");
        !r)
        return r;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const Configuration &c = list[i];
        q.addBindValue(qint64(i));
        q.addBindValue(c.id);
        q.addBindValue(c.name);
        q.addBindValue(c.gpuId);
        q.addBindValue(c.gpuCount);
        q.addBindValue(c.tensorParallel);
        q.addBindValue(c.pipelineParallel);
        if (auto r = run(q); !r)
            return r;
    }
    return {};
}

Result<void> writeDeployments(const QString &connection, const QList<Deployment> &list)
{
    QSqlQuery q(db(connection));
    if (auto r
        = prepare(q,
                  "INSERT INTO deployments (position, id, configuration_id, model_id, mode, "
                  "weights, kv, engine, memory_fraction, concurrent_sequences, context_tokens, "
                  "input_tokens, output_tokens, tpot_target_ms, ttft_target_ms, "
                  "requests_per_second, optimizer, micro_batch, sequence_tokens, "
                  "gradient_checkpointing, flash_attention, zero_stage, lora_rank, "
                  "lora_targets, offload, paged_optimizer, batch_tier) VALUES (?, ?, ?, ?, ?, "
                  "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        !r)
        return r;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const Deployment &d = list[i];
        const Workload &w = d.workload;
        const TrainingSettings &t = d.training;
        q.addBindValue(qint64(i));
        q.addBindValue(d.id);
        q.addBindValue(d.configurationId);
        q.addBindValue(d.modelId);
        q.addBindValue(deploymentModeId(d.mode));
        q.addBindValue(weightFormatId(d.weights));
        q.addBindValue(kvFormatId(d.kv));
        q.addBindValue(engineId(d.engine));
        q.addBindValue(d.memoryFraction);
        q.addBindValue(w.concurrentSequences);
        q.addBindValue(qint64(w.contextTokens));
        q.addBindValue(qint64(w.inputTokens));
        q.addBindValue(qint64(w.outputTokens));
        q.addBindValue(w.tpotTargetMs);
        q.addBindValue(w.ttftTargetMs);
        q.addBindValue(w.requestsPerSecond);
        q.addBindValue(optimizerId(t.optimizer));
        q.addBindValue(t.microBatch);
        q.addBindValue(t.sequenceTokens);
        q.addBindValue(int(t.gradientCheckpointing));
        q.addBindValue(int(t.flashAttention));
        q.addBindValue(t.zeroStage);
        q.addBindValue(t.loraRank);
        q.addBindValue(loraTargetsId(t.loraTargets));
        q.addBindValue(trainingOffloadId(t.offload));
        q.addBindValue(int(t.pagedOptimizer));
        q.addBindValue(int(d.batchTier));
        if (auto r = run(q); !r)
            return r;
    }
    return {};
}

Result<void> writeCost(const QString &connection, const CostAssumptions &c)
{
    QSqlQuery q(db(connection));
    if (auto r = prepare(q, "INSERT INTO cost_assumptions (key, value) VALUES (?, ?)"); !r)
        return r;
    auto put = [&q](const char *key, const QVariant &value) {
        q.addBindValue(QString::fromLatin1(key));
        q.addBindValue(value);
        return run(q);
    };
    if (auto r = put("currency", currencyCode(c.currency)); !r)
        return r;
    if (auto r = put("resell_at_horizon", int(c.resellAtHorizon)); !r)
        return r;
    for (const DoubleField &f : kCostDoubles) {
        if (auto r = put(f.key, c.*f.member); !r)
            return r;
    }
    for (const IntField &f : kCostInts) {
        if (auto r = put(f.key, c.*f.member); !r)
            return r;
    }
    return {};
}

Result<void> writePrices(const QString &connection, const Project &p)
{
    QSqlQuery q(db(connection));
    if (auto r = prepare(q,
                         "INSERT INTO price_book (position, gpu_id, provider, kind, amount, "
                         "currency, as_of, source) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
        !r)
        return r;
    for (qsizetype i = 0; i < p.priceBook.size(); ++i) {
        const PriceBookEntry &e = p.priceBook[i];
        q.addBindValue(qint64(i));
        q.addBindValue(e.gpuId);
        q.addBindValue(e.provider);
        q.addBindValue(e.kind);
        q.addBindValue(e.price.amount);
        q.addBindValue(currencyCode(e.price.currency));
        q.addBindValue(dateText(e.asOf));
        q.addBindValue(e.source);
        if (auto r = run(q); !r)
            return r;
    }
    QSqlQuery x(db(connection));
    if (auto r = prepare(x,
                         "INSERT INTO exchange_rates (position, from_currency, to_currency, "
                         "rate, as_of, source) VALUES (?, ?, ?, ?, ?, ?)");
        !r)
        return r;
    for (qsizetype i = 0; i < p.exchangeRates.size(); ++i) {
        const ExchangeRate &e = p.exchangeRates[i];
        x.addBindValue(qint64(i));
        x.addBindValue(currencyCode(e.from));
        x.addBindValue(currencyCode(e.to));
        x.addBindValue(e.rate);
        x.addBindValue(dateText(e.asOf));
        x.addBindValue(e.source);
        if (auto r = run(x); !r)
            return r;
    }
    return {};
}

Result<void> writeSpecs(const QString &connection, const Project &p)
{
    QSqlQuery g(db(connection));
    QSqlQuery m(db(connection));
    if (auto r = prepare(g, "INSERT INTO custom_gpus (position, id, json) VALUES (?, ?, ?)"); !r)
        return r;
    if (auto r = prepare(m, "INSERT INTO custom_models (position, id, json) VALUES (?, ?, ?)"); !r)
        return r;
    for (qsizetype i = 0; i < p.customGpus.size(); ++i) {
        g.addBindValue(qint64(i));
        g.addBindValue(p.customGpus[i].id);
        g.addBindValue(jsonText(gpuSpecToJson(p.customGpus[i])));
        if (auto r = run(g); !r)
            return r;
    }
    for (qsizetype i = 0; i < p.customModels.size(); ++i) {
        m.addBindValue(qint64(i));
        m.addBindValue(p.customModels[i].id);
        m.addBindValue(jsonText(modelSpecToJson(p.customModels[i])));
        if (auto r = run(m); !r)
            return r;
    }
    QSqlQuery s(db(connection));
    if (auto r = prepare(s,
                         "INSERT INTO catalog_snapshots (position, kind, id, json) "
                         "VALUES (?, ?, ?, ?)");
        !r)
        return r;
    for (qsizetype i = 0; i < p.gpuSnapshots.size(); ++i) {
        s.addBindValue(qint64(i));
        s.addBindValue(QStringLiteral("gpu"));
        s.addBindValue(p.gpuSnapshots[i].id);
        s.addBindValue(jsonText(gpuSpecToJson(p.gpuSnapshots[i])));
        if (auto r = run(s); !r)
            return r;
    }
    for (qsizetype i = 0; i < p.modelSnapshots.size(); ++i) {
        s.addBindValue(qint64(i));
        s.addBindValue(QStringLiteral("model"));
        s.addBindValue(p.modelSnapshots[i].id);
        s.addBindValue(jsonText(modelSpecToJson(p.modelSnapshots[i])));
        if (auto r = run(s); !r)
            return r;
    }
    return {};
}

Result<void> writeLayout(const QString &connection, const BoardLayout &layout)
{
    QSqlQuery q(db(connection));
    if (auto r = prepare(q,
                         "INSERT INTO board_layout (position, kind, key, value) "
                         "VALUES (?, ?, ?, ?)");
        !r)
        return r;
    qint64 position = 0;
    for (const QString &card : layout.cardOrder) {
        q.addBindValue(position++);
        q.addBindValue(QStringLiteral("card"));
        q.addBindValue(QString());
        q.addBindValue(card);
        if (auto r = run(q); !r)
            return r;
    }
    for (auto it = layout.settings.cbegin(); it != layout.settings.cend(); ++it) {
        q.addBindValue(position++);
        q.addBindValue(QStringLiteral("setting"));
        q.addBindValue(it.key());
        q.addBindValue(it.value());
        if (auto r = run(q); !r)
            return r;
    }
    return {};
}

// --- readers ---

Result<ProjectMetadata> readMetadata(const QString &connection)
{
    QSqlQuery q(db(connection));
    if (auto r = select(q, "SELECT * FROM metadata WHERE id = 1"); !r)
        return std::unexpected(r.error());
    ProjectMetadata m;
    if (!q.next())
        return fail(tr("the project file has no metadata row"), QStringLiteral("metadata"));
    RowReader row(q, "metadata");
    m.title = row.text("title");
    m.author = row.text("author");
    m.notes = row.text("notes");
    m.created = row.dateTime("created");
    m.modified = row.dateTime("modified");
    m.appVersion = row.text("app_version");
    if (row.error)
        return std::unexpected(*row.error);
    return m;
}

constexpr int kMaxCount = 1 << 20;

Result<QList<Configuration>> readConfigurations(const QString &connection)
{
    QSqlQuery q(db(connection));
    q.setForwardOnly(true);
    if (auto r = select(q, "SELECT * FROM configurations ORDER BY position"); !r)
        return std::unexpected(r.error());
    QList<Configuration> list;
    while (q.next()) {
        RowReader row(q, "configurations");
        Configuration c;
        c.id = row.requiredText("id");
        c.name = row.text("name");
        c.gpuId = row.requiredText("gpu_id");
        c.gpuCount = row.integer32("gpu_count", 1, kMaxCount);
        c.tensorParallel = row.integer32("tensor_parallel", 1, kMaxCount);
        c.pipelineParallel = row.integer32("pipeline_parallel", 1, kMaxCount);
        if (row.error)
            return std::unexpected(*row.error);
        list.append(c);
    }
    return list;
}

constexpr std::int64_t kMaxTokens = std::int64_t(1) << 40;

Result<QList<Deployment>> readDeployments(const QString &connection)
{
    QSqlQuery q(db(connection));
    q.setForwardOnly(true);
    if (auto r = select(q, "SELECT * FROM deployments ORDER BY position"); !r)
        return std::unexpected(r.error());
    QList<Deployment> list;
    while (q.next()) {
        RowReader row(q, "deployments");
        Deployment d;
        d.id = row.requiredText("id");
        d.configurationId = row.requiredText("configuration_id");
        d.modelId = row.requiredText("model_id");
        d.mode = row.enumeration("mode", &deploymentModeFromId, DeploymentMode::Inference);
        d.weights = row.enumeration("weights", &weightFormatFromId, WeightFormat::Bf16);
        d.kv = row.enumeration("kv", &kvFormatFromId, KvFormat::Bf16);
        d.engine = row.enumeration("engine", &engineFromId, EngineKind::Vllm);
        d.memoryFraction = row.real("memory_fraction", 0, 1);
        Workload &w = d.workload;
        w.concurrentSequences = row.integer32("concurrent_sequences", 0, kMaxCount);
        w.contextTokens = row.integer("context_tokens", 0, kMaxTokens);
        w.inputTokens = row.integer("input_tokens", 0, kMaxTokens);
        w.outputTokens = row.integer("output_tokens", 0, kMaxTokens);
        w.tpotTargetMs = row.real("tpot_target_ms", 0, 1e12);
        w.ttftTargetMs = row.real("ttft_target_ms", 0, 1e12);
        w.requestsPerSecond = row.real("requests_per_second", 0, 1e12);
        TrainingSettings &t = d.training;
        t.optimizer = row.enumeration("optimizer", &optimizerFromId, Optimizer::AdamW);
        t.microBatch = row.integer32("micro_batch", 1, kMaxCount);
        t.sequenceTokens = row.integer32("sequence_tokens", 1, std::numeric_limits<int>::max());
        t.gradientCheckpointing = row.boolean("gradient_checkpointing");
        t.flashAttention = row.boolean("flash_attention");
        t.zeroStage = row.integer32("zero_stage", 0, 3);
        t.loraRank = row.integer32("lora_rank", 0, kMaxCount);
        t.loraTargets = row.enumeration("lora_targets", &loraTargetsFromId, LoraTargets::AllLinear);
        t.offload = row.enumeration("offload", &trainingOffloadFromId, TrainingOffload::None);
        t.pagedOptimizer = row.boolean("paged_optimizer");
        d.batchTier = row.boolean("batch_tier");
        if (row.error)
            return std::unexpected(*row.error);
        list.append(d);
    }
    return list;
}

Result<CostAssumptions> readCost(const QString &connection)
{
    QSqlQuery q(db(connection));
    if (auto r = select(q, "SELECT key, value FROM cost_assumptions"); !r)
        return std::unexpected(r.error());
    CostAssumptions c;
    while (q.next()) {
        const QString key = q.value(0).toString();
        RowReader row(q, "cost_assumptions");
        if (key == u"currency") {
            c.currency = row.currency("value");
        } else if (key == u"resell_at_horizon") {
            c.resellAtHorizon = row.boolean("value");
        } else {
            bool known = false;
            for (const DoubleField &f : kCostDoubles) {
                if (key == QLatin1StringView(f.key)) {
                    c.*f.member = row.real("value", f.min, f.max);
                    known = true;
                }
            }
            for (const IntField &f : kCostInts) {
                if (key == QLatin1StringView(f.key)) {
                    c.*f.member = row.integer32("value", f.min, f.max);
                    known = true;
                }
            }
            if (!known) // a key of a newer minor writer: ignore it
                continue;
        }
        if (row.error) {
            row.error->message += QStringLiteral(" (") + key.left(60) + u')';
            return std::unexpected(*row.error);
        }
    }
    return c;
}

Result<void> readPrices(const QString &connection, Project &p)
{
    QSqlQuery q(db(connection));
    q.setForwardOnly(true);
    if (auto r = select(q, "SELECT * FROM price_book ORDER BY position"); !r)
        return r;
    while (q.next()) {
        RowReader row(q, "price_book");
        PriceBookEntry e;
        e.gpuId = row.text("gpu_id");
        e.provider = row.text("provider");
        e.kind = row.text("kind");
        e.price.amount = row.real("amount", 0, kBig);
        e.price.currency = row.currency("currency");
        e.asOf = row.date("as_of");
        e.source = row.text("source");
        if (row.error)
            return std::unexpected(*row.error);
        p.priceBook.append(e);
    }
    QSqlQuery x(db(connection));
    x.setForwardOnly(true);
    if (auto r = select(x, "SELECT * FROM exchange_rates ORDER BY position"); !r)
        return r;
    while (x.next()) {
        RowReader row(x, "exchange_rates");
        ExchangeRate e;
        e.from = row.currency("from_currency");
        e.to = row.currency("to_currency");
        e.rate = row.real("rate", 0, kBig);
        e.asOf = row.date("as_of");
        e.source = row.text("source");
        if (row.error)
            return std::unexpected(*row.error);
        p.exchangeRates.append(e);
    }
    return {};
}

Result<QJsonObject> jsonOf(RowReader &row, const char *table)
{
    const QString text = row.text("json");
    if (row.error)
        return std::unexpected(*row.error);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &parseError);
    if (!doc.isObject())
        return fail(tr("the project file has a bad catalog entry in %1: %2")
                            .arg(QLatin1StringView(table), parseError.errorString()),
                    QLatin1StringView(table) + QStringLiteral(".json"));
    return doc.object();
}

template<typename Spec>
Result<Spec> specOf(RowReader &row, const char *table, Result<Spec> (*fromJson)(const QJsonObject &))
{
    const Result<QJsonObject> json = jsonOf(row, table);
    if (!json)
        return std::unexpected(json.error());
    Result<Spec> spec = fromJson(*json);
    if (!spec)
        return fail(tr("the project file has a bad catalog entry in %1: %2")
                            .arg(QLatin1StringView(table), spec.error().message),
                    spec.error().detail);
    return spec;
}

template<typename Spec>
Result<void> readSpecs(const QString &connection, const char *sql, const char *table,
                       Result<Spec> (*fromJson)(const QJsonObject &), QList<Spec> &out)
{
    QSqlQuery q(db(connection));
    q.setForwardOnly(true);
    if (auto r = select(q, sql); !r)
        return r;
    while (q.next()) {
        RowReader row(q, table);
        Result<Spec> spec = specOf(row, table, fromJson);
        if (!spec)
            return std::unexpected(spec.error());
        out.append(*spec);
    }
    return {};
}

Result<BoardLayout> readLayout(const QString &connection)
{
    QSqlQuery q(db(connection));
    q.setForwardOnly(true);
    if (auto r = select(q, "SELECT * FROM board_layout ORDER BY position"); !r)
        return std::unexpected(r.error());
    BoardLayout layout;
    while (q.next()) {
        RowReader row(q, "board_layout");
        const QString kind = row.text("kind");
        const QString key = row.text("key");
        const QString value = row.text("value");
        if (row.error)
            return std::unexpected(*row.error);
        if (kind == u"card")
            layout.cardOrder.append(value);
        else if (kind == u"setting")
            layout.settings.insert(key, value);
    }
    return layout;
}

} // namespace

QString tr(const char *text)
{
    return QCoreApplication::translate("Headroom::ProjectStore", text);
}

Result<void> exec(const QString &connection, const QString &sql)
{
    QSqlQuery q(db(connection));
    if (!q.exec(sql))
        return fail(tr("could not use the project file: %1").arg(sqlError(q.lastError())), sql);
    return {};
}

Result<void> createSchema(const QString &connection)
{
    for (const char *sql : kSchema) {
        if (auto r = exec(connection, QString::fromLatin1(sql)); !r)
            return r;
    }
    return {};
}

Result<void> migrate(const QString &connection, int fromVersion)
{
    // The ladder: step N takes a version-N file to version N + 1.
    for (int version = fromVersion; version < ProjectStore::schemaVersion; ++version) {
        switch (version) {
        case 1: // 1 -> 2: deployments gain batch_tier; recovery files record their original
            if (auto r = exec(connection,
                              QStringLiteral("ALTER TABLE deployments ADD COLUMN batch_tier "
                                             "INTEGER NOT NULL DEFAULT 0"));
                !r)
                return r;
            if (auto r = exec(connection,
                              QStringLiteral("CREATE TABLE IF NOT EXISTS recovery "
                                             "(original_path TEXT)"));
                !r)
                return r;
            break;
        default:
            return fail(tr("the project file has schema version %1, which cannot be migrated")
                                .arg(version));
        }
    }
    return exec(connection,
                QStringLiteral("PRAGMA user_version = %1").arg(ProjectStore::schemaVersion));
}

Result<void> checkTables(const QString &connection)
{
    QSqlQuery q(db(connection));
    if (auto r = select(q, "SELECT name FROM sqlite_master WHERE type = 'table'"); !r)
        return r;
    QStringList present;
    while (q.next())
        present.append(q.value(0).toString());
    for (const char *table : kTables) {
        if (table && !present.contains(QLatin1StringView(table)))
            return fail(tr("the project file is missing the table '%1'")
                                .arg(QLatin1StringView(table)),
                        QLatin1StringView(table));
    }
    return {};
}

Result<void> writeProject(const QString &connection, const Project &p)
{
    if (auto r = writeMetadata(connection, p.metadata); !r)
        return r;
    if (auto r = writeConfigurations(connection, p.configurations); !r)
        return r;
    if (auto r = writeDeployments(connection, p.deployments); !r)
        return r;
    if (auto r = writeCost(connection, p.cost); !r)
        return r;
    if (auto r = writePrices(connection, p); !r)
        return r;
    if (auto r = writeSpecs(connection, p); !r)
        return r;
    return writeLayout(connection, p.layout);
}

Result<Project> readProject(const QString &connection)
{
    Project p;
    auto metadata = readMetadata(connection);
    if (!metadata)
        return std::unexpected(metadata.error());
    p.metadata = *metadata;
    auto configurations = readConfigurations(connection);
    if (!configurations)
        return std::unexpected(configurations.error());
    p.configurations = *configurations;
    auto deployments = readDeployments(connection);
    if (!deployments)
        return std::unexpected(deployments.error());
    p.deployments = *deployments;
    QSet<QString> configurationIds;
    for (const Configuration &c : std::as_const(p.configurations))
        configurationIds.insert(c.id);
    for (const Deployment &d : std::as_const(p.deployments)) {
        if (!configurationIds.contains(d.configurationId))
            return fail(tr("the project file has a deployment '%1' on a configuration '%2' "
                           "that does not exist")
                                .arg(d.id.left(60), d.configurationId.left(60)),
                        QStringLiteral("deployments.configuration_id"));
    }
    auto cost = readCost(connection);
    if (!cost)
        return std::unexpected(cost.error());
    p.cost = *cost;
    if (auto r = readPrices(connection, p); !r)
        return std::unexpected(r.error());
    if (auto r = readSpecs<GpuSpec>(connection, "SELECT * FROM custom_gpus ORDER BY position",
                                    "custom_gpus", &gpuSpecFromJson, p.customGpus);
        !r)
        return std::unexpected(r.error());
    if (auto r = readSpecs<ModelSpec>(connection, "SELECT * FROM custom_models ORDER BY position",
                                      "custom_models", &modelSpecFromJson, p.customModels);
        !r)
        return std::unexpected(r.error());
    if (auto r = readSpecs<GpuSpec>(connection,
                                    "SELECT * FROM catalog_snapshots WHERE kind = 'gpu' "
                                    "ORDER BY position",
                                    "catalog_snapshots", &gpuSpecFromJson, p.gpuSnapshots);
        !r)
        return std::unexpected(r.error());
    if (auto r = readSpecs<ModelSpec>(connection,
                                      "SELECT * FROM catalog_snapshots WHERE kind = 'model' "
                                      "ORDER BY position",
                                      "catalog_snapshots", &modelSpecFromJson, p.modelSnapshots);
        !r)
        return std::unexpected(r.error());
    auto layout = readLayout(connection);
    if (!layout)
        return std::unexpected(layout.error());
    p.layout = *layout;
    return p;
}

Result<void> writeOriginalPath(const QString &connection, const QString &originalPath)
{
    QSqlQuery q(db(connection));
    if (auto r = prepare(q, "INSERT INTO recovery (original_path) VALUES (?)"); !r)
        return r;
    q.addBindValue(originalPath);
    return run(q);
}

QString readOriginalPath(const QString &connection)
{
    QSqlQuery q(db(connection));
    if (!q.exec(QStringLiteral("SELECT original_path FROM recovery")) || !q.next())
        return {};
    return q.value(0).toString();
}

} // namespace Headroom::ProjectSql
