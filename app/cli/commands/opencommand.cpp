#include "catalog/catalogsnapshot.h"
#include "cliio.h"
#include "commandline.h"
#include "cost/costmodel.h"
#include "engineconstantargs.h"
#include "estimate/configurationevaluation.h"
#include "estimate/estimatejson.h"
#include "estimate/speedjson.h"

#include "store/projectstore.h"
#include "store/sampleproject.h"
#include "store/trainingids.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QJsonArray>

namespace Headroom::Cli {

namespace {

struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Cli)
};

QString dateTimeText(const QDateTime &dateTime)
{
    return dateTime.isValid() ? dateTime.toUTC().toString(Qt::ISODate) : QString();
}

QJsonObject workloadJson(const Workload &w)
{
    return {{QStringLiteral("concurrent_sequences"), w.concurrentSequences},
            {QStringLiteral("context_tokens"), qint64(w.contextTokens)},
            {QStringLiteral("input_tokens"), qint64(w.inputTokens)},
            {QStringLiteral("output_tokens"), qint64(w.outputTokens)},
            {QStringLiteral("tokens_per_sequence"), qint64(w.tokensPerSequence())},
            {QStringLiteral("tpot_target_ms"), w.tpotTargetMs},
            {QStringLiteral("ttft_target_ms"), w.ttftTargetMs},
            {QStringLiteral("requests_per_second"), w.requestsPerSecond}};
}

QJsonObject trainingJson(const TrainingSettings &t)
{
    return {{QStringLiteral("optimizer"), optimizerId(t.optimizer)},
            {QStringLiteral("micro_batch"), t.microBatch},
            {QStringLiteral("sequence_tokens"), t.sequenceTokens},
            {QStringLiteral("gradient_checkpointing"), t.gradientCheckpointing},
            {QStringLiteral("flash_attention"), t.flashAttention},
            {QStringLiteral("zero_stage"), t.zeroStage},
            {QStringLiteral("lora_rank"), t.loraRank},
            {QStringLiteral("lora_targets"), loraTargetsId(t.loraTargets)},
            {QStringLiteral("offload"), trainingOffloadId(t.offload)},
            {QStringLiteral("paged_optimizer"), t.pagedOptimizer},
            {QStringLiteral("dataset_tokens"), t.datasetTokens},
            {QStringLiteral("epochs"), t.epochs}};
}

/** The memory estimate of one deployment (its own parts, alone on the GPUs), or the reason there
 *  is none. "fits" and "max_batch" are the configuration's answers with every deployment on it
 *  (configurationevaluation.h), the same the board, the inspector and the reports show. */
QJsonObject estimateJson(const DeploymentEstimate &e)
{
    if (!e.gpu || !e.model)
        return {{QStringLiteral("error"),
                 QCoreApplication::translate("Headroom::Cli", "unknown GPU or model")}};
    if (!e.memory)
        return {{QStringLiteral("error"), e.memory.error().message}};
    QJsonObject json {{QStringLiteral("fits"), e.configurationFits},
                      {QStringLiteral("overflow_bytes"), qint64(e.memory->overflowBytes)},
                      {QStringLiteral("kv_cache_bytes_per_token"),
                       qint64(e.memory->kvBytesPerToken)},
                      {QStringLiteral("engine_kv_pool_tokens"), qint64(e.memory->kvPoolTokens)},
                      {QStringLiteral("per_gpu"), perGpuToJson(*e.memory)}};
    if (e.maxBatch)
        json.insert(QStringLiteral("max_batch"), qint64(e.maxBatch->value));
    insertCalibration(json, e.engine);
    return json;
}

QJsonObject deploymentJson(const Deployment &d)
{
    QJsonObject json {{QStringLiteral("id"), d.id},
                      {QStringLiteral("configuration_id"), d.configurationId},
                      {QStringLiteral("model"), d.modelId},
                      {QStringLiteral("mode"), deploymentModeId(d.mode)},
                      {QStringLiteral("weights"), weightFormatId(d.weights)},
                      {QStringLiteral("kv"), kvFormatId(d.kv)},
                      {QStringLiteral("engine"), engineId(d.engine)},
                      {QStringLiteral("memory_fraction"), d.memoryFraction},
                      {QStringLiteral("batch_tier"), d.batchTier},
                      {QStringLiteral("workload"), workloadJson(d.workload)}};
    if (d.mode != DeploymentMode::Inference)
        json.insert(QStringLiteral("training"), trainingJson(d.training));
    QJsonObject overrides; // parameter id -> value; empty = the engine's defaults
    for (auto it = d.engineOverrides.cbegin(); it != d.engineOverrides.cend(); ++it)
        overrides.insert(it.key(), it.value());
    json.insert(QStringLiteral("engine_overrides"), overrides);
    return json;
}

QJsonObject configurationJson(const ConfigurationEvaluation &v)
{
    QJsonArray list;
    for (const DeploymentEstimate &e : v.deployments) {
        QJsonObject json = deploymentJson(e.deployment);
        json.insert(QStringLiteral("estimate"), estimateJson(e));
        json.insert(QStringLiteral("performance"),
                    e.speed ? performanceToJson(*e.speed, false)
                            : QJsonObject {{QStringLiteral("error"), e.speed.error().message}});
        list.append(json);
    }
    const Configuration &c = v.configuration;
    return {{QStringLiteral("id"), c.id},
            {QStringLiteral("name"), c.name},
            {QStringLiteral("gpu"), c.gpuId},
            {QStringLiteral("gpu_count"), c.gpuCount},
            {QStringLiteral("tensor_parallel"), c.tensorParallel},
            {QStringLiteral("pipeline_parallel"), c.pipelineParallel},
            {QStringLiteral("expert_parallel"), c.expertParallel},
            {QStringLiteral("data_parallel_attention"), c.dataParallelAttention},
            {QStringLiteral("utilization"),
             c.utilization ? QJsonValue(*c.utilization) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("acquisition"),
             c.acquisition ? QJsonValue(costOptionId(*c.acquisition))
                           : QJsonValue(QJsonValue::Null)},
            // bought in whole units with the configurations of the same pool ('' = its own)
            {QStringLiteral("unit_pool"), c.unitPool},
            {QStringLiteral("replicas"), c.replicas()},
            {QStringLiteral("evaluation"), evaluationToJson(v)},
            {QStringLiteral("deployments"), list}};
}

QJsonObject projectJson(const QString &path, const LoadedProject &loaded, const Catalog &builtin)
{
    const Project &p = loaded.project;
    const ProjectMetadata &m = p.metadata;
    const Catalog catalog = catalogForProject(p, builtin);
    QJsonArray configurations;
    for (const ConfigurationEvaluation &v : evaluateProject(catalog, p))
        configurations.append(configurationJson(v));
    QJsonArray calibrations;
    for (const Calibration &c : p.calibrations)
        calibrations.append(calibrationToJson(c));
    return {{QStringLiteral("file"), path},
            {QStringLiteral("read_only"), loaded.readOnly},
            {QStringLiteral("format_version"), loaded.fileVersion},
            {QStringLiteral("metadata"),
             QJsonObject {{QStringLiteral("title"), m.title},
                          {QStringLiteral("author"), m.author},
                          {QStringLiteral("notes"), m.notes},
                          {QStringLiteral("created"), dateTimeText(m.created)},
                          {QStringLiteral("modified"), dateTimeText(m.modified)},
                          {QStringLiteral("app_version"), m.appVersion}}},
            {QStringLiteral("configurations"), configurations},
            {QStringLiteral("calibrations"), calibrations}};
}

QString gibText(const QJsonValue &bytes)
{
    return QString::number(double(bytes.toInteger()) / double(1 << 30), 'f', 2);
}

void printDeployment(QTextStream &out, const QJsonObject &d)
{
    const QJsonObject w = d.value(QStringLiteral("workload")).toObject();
    out << "    deployment " << d.value(QStringLiteral("id")).toString() << ": "
        << d.value(QStringLiteral("model")).toString() << ", "
        << d.value(QStringLiteral("mode")).toString() << ", weights "
        << d.value(QStringLiteral("weights")).toString() << ", kv "
        << d.value(QStringLiteral("kv")).toString() << ", engine "
        << d.value(QStringLiteral("engine")).toString() << '\n';
    const QJsonObject overrides = d.value(QStringLiteral("engine_overrides")).toObject();
    for (auto it = overrides.constBegin(); it != overrides.constEnd(); ++it)
        out << QCoreApplication::translate("Headroom::Cli", "      engine %1 = %2 (set by the user)")
                        .arg(it.key())
                        .arg(it.value().toDouble())
            << '\n';
    if (const QJsonObject e = d.value(QStringLiteral("estimate")).toObject();
        e.value(QStringLiteral("calibrated")).toBool())
        out << QCoreApplication::translate("Headroom::Cli", "      engine constants calibrated (%1)")
                        .arg(e.value(QStringLiteral("calibration_id")).toString())
            << '\n';
    out << "      workload: " << w.value(QStringLiteral("concurrent_sequences")).toInt()
        << " sequences x " << w.value(QStringLiteral("tokens_per_sequence")).toInteger()
        << " tokens";
    if (const double tpot = w.value(QStringLiteral("tpot_target_ms")).toDouble(); tpot > 0)
        out << ", TPOT target " << tpot << " ms";
    if (const double ttft = w.value(QStringLiteral("ttft_target_ms")).toDouble(); ttft > 0)
        out << ", TTFT target " << ttft << " ms";
    out << '\n';
    const QJsonObject e = d.value(QStringLiteral("estimate")).toObject();
    if (e.contains(QStringLiteral("error"))) {
        out << "      estimate: " << e.value(QStringLiteral("error")).toString() << '\n';
        return;
    }
    out << "      estimate: KV pool "
        << e.value(QStringLiteral("engine_kv_pool_tokens")).toInteger() << " tokens";
    if (e.contains(QStringLiteral("max_batch")))
        out << ", max batch " << e.value(QStringLiteral("max_batch")).toInteger();
    out << '\n';
    for (const QJsonValue &v : e.value(QStringLiteral("per_gpu")).toArray()) {
        const QJsonObject g = v.toObject();
        out << "        GPU " << g.value(QStringLiteral("index")).toInt() << ": weights "
            << gibText(g.value(QStringLiteral("weights_bytes"))) << " GiB, KV "
            << gibText(g.value(QStringLiteral("kv_cache_bytes"))) << " GiB\n";
    }
}

void printPerformance(QTextStream &out, const QJsonObject &p)
{
    if (p.isEmpty())
        return;
    if (p.contains(QStringLiteral("error"))) {
        out << "      speed: " << p.value(QStringLiteral("error")).toString() << '\n';
        return;
    }
    out << "      speed: TTFT "
        << QString::number(p.value(QStringLiteral("ttft_s")).toDouble(), 'f', 3) << " s, TPOT "
        << QString::number(p.value(QStringLiteral("tpot_s")).toDouble() * 1e3, 'f', 2) << " ms, "
        << QString::number(p.value(QStringLiteral("throughput_tokens_per_s")).toDouble(), 'f', 1)
        << " tokens/s (" << p.value(QStringLiteral("bound")).toString() << " bound)";
    if (p.contains(QStringLiteral("cost_per_million_output_tokens")))
        out << ", "
            << QString::number(p.value(QStringLiteral("cost_per_million_output_tokens")).toDouble(),
                               'f', 3)
            << " per million output tokens";
    out << '\n';
}

/** The configuration's verdict: fits, or what its fullest GPU lacks; then the stacked GPUs. */
void printEvaluation(QTextStream &out, const QJsonObject &v)
{
    if (v.value(QStringLiteral("fits")).toBool())
        out << "  fits";
    else if (v.value(QStringLiteral("short_bytes")).toInteger() > 0)
        out << "  does not fit: needs " << gibText(v.value(QStringLiteral("short_bytes")))
            << " GiB more on GPU " << v.value(QStringLiteral("short_gpu")).toInt();
    else
        out << "  does not fit: not every deployment could be estimated";
    if (v.contains(QStringLiteral("max_batch")))
        out << ", max batch " << v.value(QStringLiteral("max_batch")).toInteger();
    if (v.contains(QStringLiteral("tokens_per_second")))
        out << ", "
            << QString::number(v.value(QStringLiteral("tokens_per_second")).toDouble(), 'f', 1)
            << " tokens/s";
    if (v.contains(QStringLiteral("cost_per_million_tokens")))
        out << ", "
            << QString::number(v.value(QStringLiteral("cost_per_million_tokens")).toDouble(), 'f', 3)
            << " per million output tokens";
    out << '\n';
    for (const QJsonValue &value : v.value(QStringLiteral("per_gpu")).toArray()) {
        const QJsonObject g = value.toObject();
        out << "    GPU " << g.value(QStringLiteral("index")).toInt() << ": used "
            << gibText(g.value(QStringLiteral("used_bytes"))) << " of "
            << gibText(g.value(QStringLiteral("capacity_bytes"))) << " GiB, free "
            << gibText(g.value(QStringLiteral("free_bytes"))) << " GiB\n";
    }
}

void printText(QTextStream &out, const QJsonObject &json)
{
    const QJsonObject m = json.value(QStringLiteral("metadata")).toObject();
    out << "title: " << m.value(QStringLiteral("title")).toString() << '\n';
    for (const char *key : {"author", "created", "modified", "app_version"}) {
        const QString value = m.value(QLatin1StringView(key)).toString();
        if (!value.isEmpty())
            out << key << ": " << value << '\n';
    }
    if (json.value(QStringLiteral("read_only")).toBool())
        out << "read-only\n";
    for (const QJsonValue &value : json.value(QStringLiteral("configurations")).toArray()) {
        const QJsonObject c = value.toObject();
        out << "configuration " << c.value(QStringLiteral("id")).toString() << ": "
            << c.value(QStringLiteral("gpu_count")).toInt() << " x "
            << c.value(QStringLiteral("gpu")).toString() << ", TP "
            << c.value(QStringLiteral("tensor_parallel")).toInt() << ", PP "
            << c.value(QStringLiteral("pipeline_parallel")).toInt() << ", "
            << c.value(QStringLiteral("replicas")).toInt() << " replica(s)\n";
        printEvaluation(out, c.value(QStringLiteral("evaluation")).toObject());
        for (const QJsonValue &d : c.value(QStringLiteral("deployments")).toArray()) {
            printDeployment(out, d.toObject());
            printPerformance(out, d.toObject().value(QStringLiteral("performance")).toObject());
        }
    }
    out.flush();
}

/** Parses `args` (after the subcommand) and takes its one file; the exit code when done. */
std::optional<int> parseWithFile(CommandLine &line, const QStringList &args, CliIo &io,
                                 QString &file)
{
    if (const auto done = line.parse(args, io))
        return done;
    const QStringList positional = line.positional();
    if (positional.size() != 1)
        return io.error(CliText::tr("'%1' needs exactly one file (%2)")
                                .arg(line.spec().name, line.seeHelp()));
    file = positional.first();
    return std::nullopt;
}

} // namespace

int runOpenCommand(const QStringList &args, CliIo &io)
{
    static const CommandSpec spec {
            u"open"_qs,
            u"<file.headroom> [--json]"_qs,
            QT_TRANSLATE_NOOP("Headroom::Cli",
                              "Print a project file's metadata, configurations and deployments."),
            {{u"json"_qs, {}, QT_TRANSLATE_NOOP("Headroom::Cli", "print JSON")}}};
    CommandLine line(spec);
    QString file;
    if (const auto done = parseWithFile(line, args, io, file))
        return *done;
    const Result<LoadedProject> loaded = ProjectStore().load(file, ProjectStore::Migration::InCopy);
    if (!loaded)
        return io.error(loaded.error().message, Usage);
    const auto builtin = Catalog::builtin();
    if (!builtin)
        return io.error(builtin.error().message, Failure);
    const QJsonObject json = projectJson(file, *loaded, *builtin);
    if (line.isSet(u"json"_qs))
        io.printJson(json);
    else
        printText(io.out, json);
    return Ok;
}

int runNewCommand(const QStringList &args, CliIo &io)
{
    static const CommandSpec spec {
            u"new"_qs,
            u"<file.headroom> [--from-sample] [--force]"_qs,
            QT_TRANSLATE_NOOP("Headroom::Cli", "Write a new project file."),
            {{u"from-sample"_qs, {}, QT_TRANSLATE_NOOP("Headroom::Cli", "write the sample project")},
             {u"force"_qs, {}, QT_TRANSLATE_NOOP("Headroom::Cli", "overwrite an existing file")}}};
    CommandLine line(spec);
    QString file;
    if (const auto done = parseWithFile(line, args, io, file))
        return *done;
    if (QFileInfo::exists(file) && !line.isSet(u"force"_qs))
        return io.error(CliText::tr("'%1' exists already (use --force to overwrite it)").arg(file));
    Project project = line.isSet(u"from-sample"_qs) ? sampleProject() : Project {};
    project.metadata.modified = QDateTime::currentDateTimeUtc();
    if (!project.metadata.created.isValid())
        project.metadata.created = project.metadata.modified;
    project.metadata.appVersion = QStringLiteral(HEADROOM_VERSION_STRING);
    if (const Result<void> saved = ProjectStore().save(project, file); !saved)
        return io.error(saved.error().message, Failure);
    io.out << CliText::tr("wrote %1").arg(file) << Qt::endl;
    return Ok;
}

} // namespace Headroom::Cli
