#include "store/projectsql.h"

#include "cost/costmodel.h"
#include "spec/formats.h"
#include "spec/specjson.h"
#include "store/costfields.h"
#include "store/projectstore.h"
#include "store/sqlhelpers.h"
#include "store/trainingids.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <cmath>

namespace Headroom::ProjectSql {

namespace {

Result<void> run(QSqlQuery &query)
{
    // what load() would refuse is not written either
    const QVariantList values = query.boundValues();
    for (const QVariant &value : values) {
        if (value.typeId() == QMetaType::QString
            && value.toString().size() > ProjectStore::maxTextLength)
            return fail(
                    ProjectStoreText::tr("a text of %1 characters is too long to save (at most %2)")
                            .arg(value.toString().size())
                            .arg(ProjectStore::maxTextLength));
    }
    if (!query.exec())
        return fail(ProjectStoreText::tr("could not write the project file: %1")
                            .arg(sqlError(query.lastError())),
                    query.lastQuery());
    return {};
}

Result<void> prepare(QSqlQuery &query, const char *sql)
{
    if (!query.prepare(QString::fromLatin1(sql)))
        return fail(ProjectStoreText::tr("could not write the project file: %1")
                            .arg(sqlError(query.lastError())),
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

/** A null QString binds as NULL: the NOT NULL text columns hold '' for "none". */
QString notNull(const QString &text)
{
    return text.isNull() ? QStringLiteral("") : text;
}

Result<void> writeConfigurations(const QString &connection, const QList<Configuration> &list)
{
    QSqlQuery q(db(connection));
    if (auto r = prepare(q,
                         "INSERT INTO configurations (position, id, name, gpu_id, gpu_count, "
                         "tensor_parallel, pipeline_parallel, expert_parallel, "
                         "data_parallel_attention, utilization, acquisition, unit_pool) VALUES "
                         "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
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
        q.addBindValue(c.expertParallel);
        q.addBindValue(c.dataParallelAttention);
        q.addBindValue(c.utilization ? QVariant(*c.utilization)
                                     : QVariant(QMetaType::fromType<double>()));
        q.addBindValue(c.acquisition ? QVariant(costOptionId(*c.acquisition))
                                     : QVariant(QMetaType::fromType<QString>()));
        q.addBindValue(notNull(c.unitPool)); // '' = its own units
        if (auto r = run(q); !r)
            return r;
    }
    return {};
}

constexpr const char *kInsertDeployment
        = "INSERT INTO deployments (position, id, configuration_id, model_id, mode, "
          "weights, kv, engine, memory_fraction, concurrent_sequences, context_tokens, "
          "input_tokens, output_tokens, tpot_target_ms, ttft_target_ms, "
          "requests_per_second, optimizer, micro_batch, sequence_tokens, "
          "gradient_checkpointing, flash_attention, zero_stage, lora_rank, "
          "lora_targets, offload, paged_optimizer, batch_tier, speculative_method, "
          "speculative_tokens, text_only, load_kind, arrival_rate, input_distribution, "
          "input_spread, output_distribution, output_spread, prefix_hit_rate, "
          "speculative_acceptance, speculative_draft_model, kv_offload_tier, "
          "kv_offload_capacity_bytes, kv_offload_bytes_per_second, disagg_on, "
          "disagg_prefill_replicas, disagg_prefill_gpu, disagg_prefill_tp, "
          "dataset_tokens, epochs, engine_version, engine_max_batched_tokens, "
          "engine_max_sequences, engine_eager) VALUES ("
          "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
          "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

// The columns of kInsertDeployment are bound in their order, in four runs.

/** position .. requests_per_second: what is deployed where, and the workload's sizes. */
void bindDeploymentAndWorkload(QSqlQuery &q, qsizetype position, const Deployment &d)
{
    const Workload &w = d.workload;
    q.addBindValue(qint64(position));
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
}

/** optimizer .. text_only: the training settings, then the serving switches. */
void bindTrainingAndServing(QSqlQuery &q, const Deployment &d)
{
    const TrainingSettings &t = d.training;
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
    q.addBindValue(speculativeMethodId(d.speculative.method));
    q.addBindValue(d.speculative.tokens);
    q.addBindValue(int(d.textOnly));
}

/** load_kind .. disagg_prefill_tp: the load, the draft, KV offload and disaggregation. */
void bindLoadAndPlacement(QSqlQuery &q, const Deployment &d)
{
    const Workload &w = d.workload;
    q.addBindValue(loadKindId(w.load));
    q.addBindValue(w.arrivalRate);
    q.addBindValue(lengthKindId(w.inputKind));
    q.addBindValue(w.inputSpread);
    q.addBindValue(lengthKindId(w.outputKind));
    q.addBindValue(w.outputSpread);
    q.addBindValue(w.prefixHitRate);
    q.addBindValue(d.speculative.acceptance);
    q.addBindValue(notNull(d.speculative.draftModelId)); // '' = no draft
    q.addBindValue(kvOffloadTierId(d.kvOffload.tier));
    q.addBindValue(qint64(d.kvOffload.capacityBytes));
    q.addBindValue(d.kvOffload.bytesPerSecond);
    q.addBindValue(int(d.disaggregation.on));
    q.addBindValue(d.disaggregation.prefillReplicas);
    q.addBindValue(notNull(d.disaggregation.prefillGpuId)); // '' = the configuration's GPU
    q.addBindValue(d.disaggregation.prefillTensorParallel);
}

/** dataset_tokens .. engine_eager: the training data, then the engine's own settings. */
void bindDatasetAndEngine(QSqlQuery &q, const Deployment &d)
{
    q.addBindValue(d.training.datasetTokens);
    q.addBindValue(d.training.epochs);
    q.addBindValue(notNull(d.engineSettings.version)); // '' = the newest version
    q.addBindValue(d.engineSettings.maxBatchedTokens);
    q.addBindValue(d.engineSettings.maxSequences);
    q.addBindValue(int(d.engineSettings.eager));
}

Result<void> writeDeployments(const QString &connection, const QList<Deployment> &list)
{
    QSqlQuery q(db(connection));
    if (auto r = prepare(q, kInsertDeployment); !r)
        return r;
    for (qsizetype i = 0; i < list.size(); ++i) {
        bindDeploymentAndWorkload(q, i, list[i]);
        bindTrainingAndServing(q, list[i]);
        bindLoadAndPlacement(q, list[i]);
        bindDatasetAndEngine(q, list[i]);
        if (auto r = run(q); !r)
            return r;
    }
    return {};
}

/** deployment_engine_overrides: one row per overridden engine constant. */
Result<void> writeEngineOverrides(const QString &connection, const QList<Deployment> &list)
{
    QSqlQuery q(db(connection));
    if (auto r = prepare(q,
                         "INSERT INTO deployment_engine_overrides (deployment_id, parameter, "
                         "value) VALUES (?, ?, ?)");
        !r)
        return r;
    for (const Deployment &d : list) {
        for (auto it = d.engineOverrides.cbegin(); it != d.engineOverrides.cend(); ++it) {
            if (!std::isfinite(it.value())) // load() refuses it: not written either
                return fail(ProjectStoreText::tr(
                                    "the engine constant '%1' of deployment '%2' is not a number")
                                    .arg(it.key().left(60), d.id.left(60)),
                            it.key());
            q.addBindValue(d.id);
            q.addBindValue(it.key());
            q.addBindValue(it.value());
            if (auto r = run(q); !r)
                return r;
        }
    }
    return {};
}

/** calibrations and calibration_constants: one row per calibration, one per fitted constant. */
Result<void> writeCalibrations(const QString &connection, const QList<Calibration> &list)
{
    QSqlQuery q(db(connection));
    if (auto r = prepare(q,
                         "INSERT INTO calibrations (position, id, gpu_id, engine, created, note, "
                         "sources) VALUES (?, ?, ?, ?, ?, ?, ?)");
        !r)
        return r;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const Calibration &c = list[i];
        QJsonArray sources;
        for (const CalibrationSource &s : c.sources)
            sources.append(QJsonObject {{QStringLiteral("file"), s.fileName},
                                        {QStringLiteral("date"), dateTimeText(s.date)}});
        q.addBindValue(qint64(i));
        q.addBindValue(c.id);
        q.addBindValue(c.gpuId);
        q.addBindValue(engineId(c.engine));
        q.addBindValue(dateTimeText(c.created));
        q.addBindValue(notNull(c.note));
        q.addBindValue(QString::fromUtf8(QJsonDocument(sources).toJson(QJsonDocument::Compact)));
        if (auto r = run(q); !r)
            return r;
    }
    QSqlQuery constants(db(connection));
    if (auto r = prepare(constants,
                         "INSERT INTO calibration_constants (calibration_id, parameter, value) "
                         "VALUES (?, ?, ?)");
        !r)
        return r;
    for (const Calibration &c : list) {
        for (auto it = c.constants.cbegin(); it != c.constants.cend(); ++it) {
            if (!std::isfinite(it.value()))
                return fail(ProjectStoreText::tr(
                                    "the calibrated constant '%1' of '%2' is not a number")
                                    .arg(it.key().left(60), c.id.left(60)),
                            it.key());
            constants.addBindValue(c.id);
            constants.addBindValue(it.key());
            constants.addBindValue(it.value());
            if (auto r = run(constants); !r)
                return r;
        }
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
    if (auto r = put("display_currency", currencyCode(c.displayCurrency)); !r)
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

Result<void> writeAdvisorWorkload(const QString &connection, const AdvisorWorkload &workload)
{
    if (workload.isEmpty())
        return {};
    QSqlQuery q(db(connection));
    if (auto r = prepare(q, "INSERT INTO advisor_workload (id, json) VALUES (1, ?)"); !r)
        return r;
    q.addBindValue(jsonText(advisorWorkloadToJson(workload)));
    return run(q);
}

} // namespace

Result<void> writeProject(const QString &connection, const Project &p)
{
    if (auto r = writeMetadata(connection, p.metadata); !r)
        return r;
    if (auto r = writeConfigurations(connection, p.configurations); !r)
        return r;
    if (auto r = writeDeployments(connection, p.deployments); !r)
        return r;
    if (auto r = writeEngineOverrides(connection, p.deployments); !r)
        return r;
    if (auto r = writeCalibrations(connection, p.calibrations); !r)
        return r;
    if (auto r = writeCost(connection, p.cost); !r)
        return r;
    if (auto r = writePrices(connection, p); !r)
        return r;
    if (auto r = writeSpecs(connection, p); !r)
        return r;
    if (auto r = writeAdvisorWorkload(connection, p.advisor); !r)
        return r;
    return writeLayout(connection, p.layout);
}

Result<void> writeOriginalPath(const QString &connection, const QString &originalPath)
{
    QSqlQuery q(db(connection));
    if (auto r = prepare(q, "INSERT INTO recovery (original_path) VALUES (?)"); !r)
        return r;
    q.addBindValue(originalPath);
    return run(q);
}

} // namespace Headroom::ProjectSql
