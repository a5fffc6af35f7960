#include "store/projectsql.h"

#include "cost/costmodel.h"
#include "spec/formats.h"
#include "spec/modellimits.h"
#include "spec/specjson.h"
#include "store/costfields.h"
#include "store/projectstore.h"
#include "store/rowreader.h"
#include "store/sqlhelpers.h"
#include "store/trainingids.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <limits>
#include <optional>

namespace Headroom::ProjectSql {

namespace {

// --- readers ---

Result<ProjectMetadata> readMetadata(const QString &connection)
{
    QSqlQuery q(db(connection));
    if (auto r = select(q, "SELECT * FROM metadata WHERE id = 1"); !r)
        return std::unexpected(r.error());
    ProjectMetadata m;
    if (!q.next())
        return fail(ProjectStoreText::tr("the project file has no metadata row"),
                    QStringLiteral("metadata"));
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
        c.expertParallel = row.integer32("expert_parallel", 1, kMaxCount);
        c.dataParallelAttention = row.integer32("data_parallel_attention", 1, kMaxCount);
        c.utilization = row.optionalReal("utilization", 0, 1);
        c.acquisition = row.optionalEnumeration<CostOption>("acquisition", &costOptionFromId);
        c.unitPool = row.text("unit_pool");
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
        t.datasetTokens = row.real("dataset_tokens", 0, 1e16);
        t.epochs = row.real("epochs", 0, 1e6);
        d.batchTier = row.boolean("batch_tier");
        d.speculative.method = row.enumeration("speculative_method", &speculativeMethodFromId,
                                               SpeculativeMethod::None);
        d.speculative.tokens = row.integer32("speculative_tokens", 1, kMostSpeculativeTokens);
        d.textOnly = row.boolean("text_only");
        w.load = row.enumeration("load_kind", &loadKindFromId, LoadKind::ClosedLoop);
        w.arrivalRate = row.real("arrival_rate", 0, 1e9);
        w.inputKind = row.enumeration("input_distribution", &lengthKindFromId,
                                      LengthDistribution::Kind::Fixed);
        w.inputSpread = row.real("input_spread", 0, 1);
        w.outputKind = row.enumeration("output_distribution", &lengthKindFromId,
                                       LengthDistribution::Kind::Fixed);
        w.outputSpread = row.real("output_spread", 0, 1);
        w.prefixHitRate = row.real("prefix_hit_rate", 0, 1);
        d.speculative.acceptance = row.real("speculative_acceptance", 0, 1);
        d.speculative.draftModelId = row.text("speculative_draft_model");
        d.kvOffload.tier = row.enumeration("kv_offload_tier", &kvOffloadTierFromId,
                                           KvOffloadTier::None);
        d.kvOffload.capacityBytes = row.integer("kv_offload_capacity_bytes", 0,
                                                std::numeric_limits<std::int64_t>::max());
        d.kvOffload.bytesPerSecond = row.real("kv_offload_bytes_per_second", 0, 1e15);
        d.disaggregation.on = row.boolean("disagg_on");
        d.disaggregation.prefillReplicas = row.integer32("disagg_prefill_replicas", 1,
                                                         kMostPrefillReplicas);
        d.disaggregation.prefillGpuId = row.text("disagg_prefill_gpu");
        d.disaggregation.prefillTensorParallel = row.integer32("disagg_prefill_tp", 0, 1024);
        d.engineSettings.version = row.text("engine_version").left(40);
        d.engineSettings.maxBatchedTokens = row.integer32("engine_max_batched_tokens", 0,
                                                          kMostBatchedTokens);
        d.engineSettings.maxSequences = row.integer32("engine_max_sequences", 0,
                                                      kMostEngineSequences);
        d.engineSettings.eager = row.boolean("engine_eager");
        if (row.error)
            return std::unexpected(*row.error);
        list.append(d);
    }
    return list;
}

/** deployment_engine_overrides into the deployments' engineOverrides. Ids this version does
 *  not know are kept (a newer Headroom wrote them) and reported by estimateDeployment(); a
 *  value that is not a finite number, or a row of no deployment, is refused. */
Result<void> readEngineOverrides(const QString &connection, QList<Deployment> &list)
{
    QSqlQuery q(db(connection));
    q.setForwardOnly(true);
    if (auto r = select(q,
                        "SELECT * FROM deployment_engine_overrides "
                        "ORDER BY deployment_id, parameter");
        !r)
        return r;
    QHash<QString, qsizetype> index;
    for (qsizetype i = 0; i < list.size(); ++i)
        index.insert(list[i].id, i);
    while (q.next()) {
        RowReader row(q, "deployment_engine_overrides");
        const QString deploymentId = row.requiredText("deployment_id");
        const QString parameter = row.requiredText("parameter");
        const double value = row.finiteReal("value");
        if (row.error)
            return std::unexpected(*row.error);
        const auto at = index.constFind(deploymentId);
        if (at == index.cend())
            return fail(ProjectStoreText::tr("the project file has engine constants for a "
                                             "deployment '%1' that does not exist")
                                .arg(deploymentId.left(60)),
                        QStringLiteral("deployment_engine_overrides.deployment_id"));
        list[*at].engineOverrides.insert(parameter, value);
    }
    return {};
}

/** calibrations and their calibration_constants. Ids of constants this version does not know
 *  are kept, as engine overrides are; a constant of no calibration is refused. */
Result<QList<Calibration>> readCalibrations(const QString &connection)
{
    QList<Calibration> list;
    QSqlQuery q(db(connection));
    q.setForwardOnly(true);
    if (auto r = select(q, "SELECT * FROM calibrations ORDER BY position"); !r)
        return std::unexpected(r.error());
    while (q.next()) {
        RowReader row(q, "calibrations");
        Calibration c;
        c.id = row.requiredText("id");
        c.gpuId = row.requiredText("gpu_id");
        c.engine = row.enumeration("engine", &engineFromId, EngineKind::Vllm);
        c.created = row.dateTime("created");
        c.note = row.text("note");
        const QString sources = row.text("sources");
        if (row.error)
            return std::unexpected(*row.error);
        const QJsonDocument json = QJsonDocument::fromJson(sources.toUtf8());
        if (!sources.isEmpty() && !json.isArray())
            return fail(ProjectStoreText::tr("the calibration '%1' has unreadable sources")
                                .arg(c.id.left(60)),
                        QStringLiteral("calibrations.sources"));
        for (const QJsonValue &v : json.array()) {
            const QJsonObject o = v.toObject();
            c.sources.append({o.value(QStringLiteral("file")).toString(),
                              QDateTime::fromString(o.value(QStringLiteral("date")).toString(),
                                                    Qt::ISODateWithMs)});
        }
        list.append(c);
    }
    QSqlQuery constants(db(connection));
    constants.setForwardOnly(true);
    if (auto r = select(constants,
                        "SELECT * FROM calibration_constants ORDER BY calibration_id, parameter");
        !r)
        return std::unexpected(r.error());
    while (constants.next()) {
        RowReader row(constants, "calibration_constants");
        const QString id = row.requiredText("calibration_id");
        const QString parameter = row.requiredText("parameter");
        const double value = row.finiteReal("value");
        if (row.error)
            return std::unexpected(*row.error);
        auto at = std::find_if(list.begin(), list.end(),
                               [&id](const Calibration &c) { return c.id == id; });
        if (at == list.end())
            return fail(ProjectStoreText::tr("the project file has calibrated constants for a "
                                             "calibration '%1' that does not exist")
                                .arg(id.left(60)),
                        QStringLiteral("calibration_constants.calibration_id"));
        at->constants.insert(parameter, value);
    }
    return list;
}

Result<CostAssumptions> readCost(const QString &connection)
{
    QSqlQuery q(db(connection));
    if (auto r = select(q, "SELECT key, value FROM cost_assumptions"); !r)
        return std::unexpected(r.error());
    CostAssumptions c;
    std::optional<Currency> display;
    while (q.next()) {
        const QString key = q.value(0).toString();
        RowReader row(q, "cost_assumptions");
        if (key == u"currency") {
            c.currency = row.currency("value");
        } else if (key == u"display_currency") {
            display = row.currency("value");
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
    c.displayCurrency = display.value_or(c.currency); // shown as stored unless the file says
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
    p.exchangeRates.clear(); // the file's table, not a new plan's built-in one
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
        return fail(ProjectStoreText::tr("the project file has a bad catalog entry in %1: %2")
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
        return fail(ProjectStoreText::tr("the project file has a bad catalog entry in %1: %2")
                            .arg(QLatin1StringView(table), spec.error().message),
                    spec.error().detail);
    return spec;
}

/** A model entry (custom or snapshot) as specjson reads it, within the limits of a real model. */
Result<ModelSpec> storedModelSpec(const QJsonObject &json)
{
    Result<ModelSpec> spec = modelSpecFromJson(json);
    if (!spec)
        return spec;
    if (auto limits = checkModelLimits(*spec, storedModelNames(spec->id)); !limits)
        return std::unexpected(limits.error());
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
        // "card" rows of older files repeated the configurations' order: the board follows
        // configurations.position
        if (kind == u"setting")
            layout.settings.insert(key, value);
    }
    return layout;
}

/** The advisor's workload: the row's document, read and validated as a WORKLOAD.json file. */
Result<AdvisorWorkload> readAdvisorWorkload(const QString &connection)
{
    QSqlQuery q(db(connection));
    q.setForwardOnly(true);
    if (auto r = select(q, "SELECT json FROM advisor_workload WHERE id = 1"); !r)
        return std::unexpected(r.error());
    if (!q.next())
        return AdvisorWorkload {};
    auto workload = advisorWorkloadFromJson(q.value(0).toString().toUtf8());
    if (!workload)
        return fail(ProjectStoreText::tr("the project file's advisor workload: %1")
                            .arg(workload.error().message),
                    QStringLiteral("advisor_workload.json"));
    return *workload;
}

/** Every deployment is on a configuration of the file. */
Result<void> checkDeploymentsPlaced(const Project &p)
{
    QSet<QString> configurationIds;
    for (const Configuration &c : std::as_const(p.configurations))
        configurationIds.insert(c.id);
    for (const Deployment &d : std::as_const(p.deployments)) {
        if (!configurationIds.contains(d.configurationId))
            return fail(ProjectStoreText::tr("the project file has a deployment '%1' on a "
                                             "configuration '%2' that does not exist")
                                .arg(d.id.left(60), d.configurationId.left(60)),
                        QStringLiteral("deployments.configuration_id"));
    }
    return {};
}

} // namespace

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
    if (auto r = readEngineOverrides(connection, p.deployments); !r)
        return std::unexpected(r.error());
    if (auto r = checkDeploymentsPlaced(p); !r)
        return std::unexpected(r.error());
    auto calibrations = readCalibrations(connection);
    if (!calibrations)
        return std::unexpected(calibrations.error());
    p.calibrations = *calibrations;
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
                                      "custom_models", &storedModelSpec, p.customModels);
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
                                      "catalog_snapshots", &storedModelSpec, p.modelSnapshots);
        !r)
        return std::unexpected(r.error());
    auto layout = readLayout(connection);
    if (!layout)
        return std::unexpected(layout.error());
    p.layout = *layout;
    auto advisor = readAdvisorWorkload(connection);
    if (!advisor)
        return std::unexpected(advisor.error());
    p.advisor = *advisor;
    return p;
}

QString readOriginalPath(const QString &connection)
{
    QSqlQuery q(db(connection));
    if (!q.exec(QStringLiteral("SELECT original_path FROM recovery")) || !q.next())
        return {};
    return q.value(0).toString();
}

} // namespace Headroom::ProjectSql
