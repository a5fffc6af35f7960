#include "store/projectsql.h"

#include "store/projectstore.h"
#include "store/sqlhelpers.h"
#include "units/builtinrates.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <array>

namespace Headroom::ProjectSql {

namespace {

constexpr std::array<const char *, 16> kTables {
        {"metadata", "configurations", "deployments", "cost_assumptions", "price_book",
         "exchange_rates", "custom_gpus", "custom_models", "catalog_snapshots", "board_layout",
         "recovery", "deployment_engine_overrides", "advisor_workload", "calibrations",
         "calibration_constants", nullptr}};

constexpr const char *kEngineOverridesTable
        = "CREATE TABLE deployment_engine_overrides (deployment_id TEXT NOT NULL, "
          "parameter TEXT NOT NULL, value REAL NOT NULL, PRIMARY KEY (deployment_id, parameter))";

/** The advisor's question (core/advisor/advisorworkload.h): one row, the WORKLOAD.json
 *  document; no row = none asked. */
constexpr const char *kAdvisorWorkloadTable
        = "CREATE TABLE advisor_workload (id INTEGER PRIMARY KEY CHECK (id = 1), "
          "json TEXT NOT NULL)";
// Engine constants fitted to the user's measurements (issue 21), per GPU x engine; sources is a
// JSON array of {"file": name, "date": ISO date-time}.
constexpr const char *kCalibrationsTable
        = "CREATE TABLE calibrations (position INTEGER NOT NULL, id TEXT PRIMARY KEY NOT NULL, "
          "gpu_id TEXT NOT NULL, engine TEXT NOT NULL, created TEXT, note TEXT NOT NULL DEFAULT "
          "'', sources TEXT NOT NULL DEFAULT '[]')";
constexpr const char *kCalibrationConstantsTable
        = "CREATE TABLE calibration_constants (calibration_id TEXT NOT NULL, parameter TEXT NOT "
          "NULL, value REAL NOT NULL, PRIMARY KEY (calibration_id, parameter))";

// Version 13 of the schema. docs/file-format.md describes every column.
constexpr const char *kSchema[] = {
        "CREATE TABLE metadata (id INTEGER PRIMARY KEY CHECK (id = 1), title TEXT, author TEXT, "
        "notes TEXT, created TEXT, modified TEXT, app_version TEXT)",
        "CREATE TABLE configurations (position INTEGER NOT NULL, id TEXT PRIMARY KEY NOT NULL, "
        "name TEXT, gpu_id TEXT NOT NULL, gpu_count INTEGER NOT NULL, "
        "tensor_parallel INTEGER NOT NULL, pipeline_parallel INTEGER NOT NULL, "
        "expert_parallel INTEGER NOT NULL DEFAULT 1, "
        "data_parallel_attention INTEGER NOT NULL DEFAULT 1, utilization REAL, acquisition TEXT, "
        "unit_pool TEXT NOT NULL DEFAULT '')",
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
        "paged_optimizer INTEGER NOT NULL, batch_tier INTEGER NOT NULL DEFAULT 0, "
        "dataset_tokens REAL NOT NULL DEFAULT 0, epochs REAL NOT NULL DEFAULT 1, "
        "speculative_method TEXT NOT NULL DEFAULT 'none', "
        "speculative_tokens INTEGER NOT NULL DEFAULT 1, text_only INTEGER NOT NULL DEFAULT 0, "
        "load_kind TEXT NOT NULL DEFAULT 'closed', arrival_rate REAL NOT NULL DEFAULT 0, "
        "input_distribution TEXT NOT NULL DEFAULT 'fixed', input_spread REAL NOT NULL DEFAULT 0, "
        "output_distribution TEXT NOT NULL DEFAULT 'fixed', "
        "output_spread REAL NOT NULL DEFAULT 0, prefix_hit_rate REAL NOT NULL DEFAULT 0, "
        "speculative_acceptance REAL NOT NULL DEFAULT 0.8, "
        "speculative_draft_model TEXT NOT NULL DEFAULT '', "
        "kv_offload_tier TEXT NOT NULL DEFAULT 'none', "
        "kv_offload_capacity_bytes INTEGER NOT NULL DEFAULT 0, "
        "kv_offload_bytes_per_second REAL NOT NULL DEFAULT 0, "
        "disagg_on INTEGER NOT NULL DEFAULT 0, disagg_prefill_replicas INTEGER NOT NULL DEFAULT 1, "
        "disagg_prefill_gpu TEXT NOT NULL DEFAULT '', disagg_prefill_tp INTEGER NOT NULL DEFAULT "
        "0, engine_version TEXT NOT NULL DEFAULT '', "
        "engine_max_batched_tokens INTEGER NOT NULL DEFAULT 0, "
        "engine_max_sequences INTEGER NOT NULL DEFAULT 0, engine_eager INTEGER NOT NULL DEFAULT 0)",
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
        kEngineOverridesTable,
        kAdvisorWorkloadTable,
        kCalibrationsTable,
        kCalibrationConstantsTable,
};

} // namespace

Result<void> exec(const QString &connection, const QString &sql)
{
    QSqlQuery q(db(connection));
    if (!q.exec(sql))
        return fail(ProjectStoreText::tr("could not use the project file: %1")
                            .arg(sqlError(q.lastError())),
                    sql);
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

namespace {

/** 4 -> 5. The amounts stay as they are, in the currency the file states: it is also the one
 *  they are shown in. Each built-in rate whose pair (either way round) the file's table lacks
 *  is appended, so that the catalog's USD prices and a switch of display currency convert. */
Result<void> migrateMoney(const QString &connection)
{
    if (auto r = exec(connection,
                      QStringLiteral("INSERT OR IGNORE INTO cost_assumptions (key, value) "
                                     "SELECT 'display_currency', COALESCE((SELECT value FROM "
                                     "cost_assumptions WHERE key = 'currency'), 'USD')"));
        !r)
        return r;
    for (const ExchangeRate &rate : builtinExchangeRates()) {
        const QString from = currencyCode(rate.from);
        const QString to = currencyCode(rate.to);
        QSqlQuery q(db(connection));
        q.prepare(QStringLiteral(
                "INSERT INTO exchange_rates (position, from_currency, to_currency, rate, as_of, "
                "source) SELECT COALESCE((SELECT MAX(position) + 1 FROM exchange_rates), 0), "
                "?, ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM exchange_rates WHERE "
                "(from_currency = ? AND to_currency = ?) OR (from_currency = ? AND "
                "to_currency = ?))"));
        for (const QVariant &v : {QVariant(from), QVariant(to), QVariant(rate.rate),
                                  QVariant(rate.asOf.toString(Qt::ISODate)), QVariant(rate.source),
                                  QVariant(from), QVariant(to), QVariant(to), QVariant(from)})
            q.addBindValue(v);
        if (!q.exec())
            return fail(ProjectStoreText::tr("could not use the project file: %1")
                                .arg(sqlError(q.lastError())));
    }
    return {};
}

/** ALTER TABLE `table` ADD COLUMN, one column definition at a time. */
Result<void> addColumns(const QString &connection, const char *table,
                        std::initializer_list<const char *> columns)
{
    for (const char *column : columns) {
        if (auto r = exec(connection,
                          QStringLiteral("ALTER TABLE %1 ADD COLUMN ").arg(QLatin1StringView(table))
                                  + QLatin1StringView(column));
            !r)
            return r;
    }
    return {};
}

// --- the ladder: step N takes a version-N file to version N + 1 ---

/** 1 -> 2: deployments gain batch_tier; recovery files record their original */
Result<void> migrate1(const QString &connection)
{
    if (auto r = exec(connection,
                      QStringLiteral("ALTER TABLE deployments ADD COLUMN batch_tier "
                                     "INTEGER NOT NULL DEFAULT 0"));
        !r)
        return r;
    return exec(connection,
                QStringLiteral("CREATE TABLE IF NOT EXISTS recovery (original_path TEXT)"));
}

/** 2 -> 3: per-deployment engine constant overrides */
Result<void> migrate2(const QString &connection)
{
    return exec(connection, QString::fromLatin1(kEngineOverridesTable));
}

/** 3 -> 4: speculative decoding and text-only serving (off in older files) */
Result<void> migrate3(const QString &connection)
{
    return addColumns(connection, "deployments",
                      {"speculative_method TEXT NOT NULL DEFAULT 'none'",
                       "speculative_tokens INTEGER NOT NULL DEFAULT 1",
                       "text_only INTEGER NOT NULL DEFAULT 0"});
}

// 4 -> 5: migrateMoney() above

/** 5 -> 6: the load the speed figures are for (a closed loop of fixed lengths, what older files
 *  meant), prefix caching (none) and the drafts' acceptance */
Result<void> migrate5(const QString &connection)
{
    return addColumns(connection, "deployments",
                      {"load_kind TEXT NOT NULL DEFAULT 'closed'",
                       "arrival_rate REAL NOT NULL DEFAULT 0",
                       "input_distribution TEXT NOT NULL DEFAULT 'fixed'",
                       "input_spread REAL NOT NULL DEFAULT 0",
                       "output_distribution TEXT NOT NULL DEFAULT 'fixed'",
                       "output_spread REAL NOT NULL DEFAULT 0",
                       "prefix_hit_rate REAL NOT NULL DEFAULT 0",
                       "speculative_acceptance REAL NOT NULL DEFAULT 0.8"});
}

/** 6 -> 7: expert parallelism and attention data parallelism (1: experts and attention
 *  TP-sharded), speculative decoding with a draft model (none), a KV offload tier for the prefix
 *  cache (none) and disaggregated prefill/decode serving (off): what older files meant */
Result<void> migrate6(const QString &connection)
{
    if (auto r = addColumns(connection, "configurations",
                            {"expert_parallel INTEGER NOT NULL DEFAULT 1",
                             "data_parallel_attention INTEGER NOT NULL DEFAULT 1"});
        !r)
        return r;
    if (auto r = addColumns(connection, "deployments",
                            {"speculative_draft_model TEXT NOT NULL DEFAULT ''",
                             "kv_offload_tier TEXT NOT NULL DEFAULT 'none'",
                             "kv_offload_capacity_bytes INTEGER NOT NULL DEFAULT 0",
                             "kv_offload_bytes_per_second REAL NOT NULL DEFAULT 0"});
        !r)
        return r;
    return addColumns(connection, "deployments",
                      {"disagg_on INTEGER NOT NULL DEFAULT 0",
                       "disagg_prefill_replicas INTEGER NOT NULL DEFAULT 1",
                       "disagg_prefill_gpu TEXT NOT NULL DEFAULT ''",
                       "disagg_prefill_tp INTEGER NOT NULL DEFAULT 0"});
}

/** 7 -> 8: the advisor's workload (none asked: no row); engine constants calibrated to
 *  measurements (none in older files) */
Result<void> migrate7(const QString &connection)
{
    for (const char *table :
         {kAdvisorWorkloadTable, kCalibrationsTable, kCalibrationConstantsTable}) {
        QString sql = QString::fromLatin1(table);
        sql.replace(QStringLiteral("CREATE TABLE "), QStringLiteral("CREATE TABLE IF NOT EXISTS "));
        if (auto r = exec(connection, sql); !r)
            return r;
    }
    return {};
}

/** 8 -> 9: a training deployment's dataset and epochs (0 tokens: not stated) */
Result<void> migrate8(const QString &connection)
{
    return addColumns(connection, "deployments",
                      {"dataset_tokens REAL NOT NULL DEFAULT 0", "epochs REAL NOT NULL DEFAULT 1"});
}

/** 9 -> 10: the engine's own settings (the engine's defaults in older files) */
Result<void> migrate9(const QString &connection)
{
    return addColumns(connection, "deployments",
                      {"engine_version TEXT NOT NULL DEFAULT ''",
                       "engine_max_batched_tokens INTEGER NOT NULL DEFAULT 0",
                       "engine_max_sequences INTEGER NOT NULL DEFAULT 0",
                       "engine_eager INTEGER NOT NULL DEFAULT 0"});
}

/** 10 -> 11: a configuration's own utilisation (none: the project's, what older files meant) */
Result<void> migrate10(const QString &connection)
{
    return addColumns(connection, "configurations", {"utilization REAL"});
}

/** 11 -> 12: how a configuration is paid for (none: the cheapest option, what older files meant) */
Result<void> migrate11(const QString &connection)
{
    return addColumns(connection, "configurations", {"acquisition TEXT"});
}

/** 12 -> 13: configurations bought in whole units together (none in older files: each its own) */
Result<void> migrate12(const QString &connection)
{
    return addColumns(connection, "configurations", {"unit_pool TEXT NOT NULL DEFAULT ''"});
}

using MigrationStep = Result<void> (*)(const QString &connection);

/** kMigrationSteps[N - 1] takes a version-N file to version N + 1. */
constexpr std::array<MigrationStep, 12> kMigrationSteps {
        {&migrate1, &migrate2, &migrate3, &migrateMoney, &migrate5, &migrate6, &migrate7, &migrate8,
         &migrate9, &migrate10, &migrate11, &migrate12}};
static_assert(kMigrationSteps.size() + 1 == ProjectStore::schemaVersion,
              "a new schema version needs its migration step");

} // namespace

Result<void> migrate(const QString &connection, int fromVersion)
{
    for (int version = fromVersion; version < ProjectStore::schemaVersion; ++version) {
        if (version < 1 || version > int(kMigrationSteps.size()))
            return fail(ProjectStoreText::tr(
                                "the project file has schema version %1, which cannot be migrated")
                                .arg(version));
        if (auto r = kMigrationSteps.at(std::size_t(version - 1))(connection); !r)
            return r;
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
            return fail(ProjectStoreText::tr("the project file is missing the table '%1'")
                                .arg(QLatin1StringView(table)),
                        QLatin1StringView(table));
    }
    return {};
}

} // namespace Headroom::ProjectSql
