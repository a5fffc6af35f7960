#include "cliio.h"
#include "commandline.h"
#include "commands/engineconstantargs.h"
#include "commands/estimateoptions.h"
#include "commands/estimateoutput.h"
#include "commands/estimatespeedargs.h"
#include "plan/deploymentdefaults.h"
#include "store/projectstore.h"

#include "catalog/catalog.h"
#include "catalog/hfconfig.h"
#include "estimate/deploymentestimate.h"
#include "estimate/draftmodel.h"
#include "estimate/estimatejson.h"
#include "estimate/memorybreakdown.h"
#include "estimate/parametercount.h"
#include "estimate/solvers.h"
#include "estimate/speed.h"
#include "estimate/speedjson.h"
#include "estimate/trainingmemory.h"
#include "estimate/trainingsolvers.h"
#include "estimate/trainingtime.h"
#include "store/trainingids.h"
#include "units/bytes.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QMap>
#include <QRegularExpression>

#include <cmath>
#include <optional>
#include <tuple>

namespace Headroom::Cli {

namespace {

struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Cli)
};

struct EstimateArgs
{
    QString model;
    QString gpu;
    QMap<QString, QString> values;
    QStringList engineConstants; // --engine-constant id=value, repeatable
    bool json = false;
};

/** Reads the parsed command line into `parsed`; returns an error message or nothing. */
std::optional<QString> readArgs(const CommandLine &line, EstimateArgs &parsed)
{
    if (!line.positional().isEmpty())
        return CliText::tr("unexpected argument '%1' (%2)")
                .arg(line.positional().first(), line.seeHelp());
    for (const OptionSpec &option : line.spec().options) {
        if (!line.isSet(option.name))
            continue;
        if (option.name == u"json")
            parsed.json = true;
        else if (option.name == u"engine-constant")
            parsed.engineConstants = line.values(option.name);
        else
            parsed.values.insert(u"--"_qs + option.name, line.value(option.name));
    }
    if (parsed.values.contains(u"--users"_qs)) {
        if (parsed.values.contains(u"--batch"_qs))
            return CliText::tr("give --users or --batch, not both");
        parsed.values.insert(u"--batch"_qs, parsed.values.value(u"--users"_qs));
    }
    parsed.model = parsed.values.value(u"--model"_qs);
    parsed.gpu = parsed.values.value(u"--gpu"_qs);
    if (parsed.model.isEmpty() || parsed.gpu.isEmpty())
        return CliText::tr("estimate needs --model and --gpu (%1)").arg(line.seeHelp());
    return std::nullopt;
}

/** A non-negative integer option, or an error message. */
std::optional<QString> readCount(const EstimateArgs &a, const QString &name, std::int64_t &value)
{
    if (!a.values.contains(name))
        return std::nullopt;
    bool ok = false;
    const std::int64_t v = a.values.value(name).toLongLong(&ok);
    if (!ok || v < 0)
        return CliText::tr("%1 must be a non-negative integer, not '%2'")
                .arg(name, a.values.value(name));
    value = v;
    return std::nullopt;
}

Result<ModelSpec> loadModel(const Catalog &catalog, const QString &model)
{
    const QFileInfo info(model);
    if (!info.exists()) {
        if (const auto entry = catalog.model(model))
            return *entry;
        return fail(CliText::tr(
                            "Unknown model '%1' (give a catalog id or the path of a config.json)")
                            .arg(model),
                    model);
    }
    auto spec = readHfConfigFile(model);
    if (spec && spec->id.isEmpty())
        spec->id = info.fileName() == u"config.json" ? info.dir().dirName()
                                                     : info.completeBaseName();
    return spec;
}

// --- Fine-tuning (issue #6): settings, output and solvers of the training modes ---------------

/** An integer option in [min, max], or an error message. */
std::optional<QString> readInt(const EstimateArgs &a, const QString &name, int min, int max,
                               int &value)
{
    if (!a.values.contains(name))
        return std::nullopt;
    bool ok = false;
    const qlonglong v = a.values.value(name).toLongLong(&ok);
    if (!ok || v < min || v > max)
        return CliText::tr("%1 must be an integer from %2 to %3, not '%4'")
                .arg(name)
                .arg(min)
                .arg(max)
                .arg(a.values.value(name));
    value = int(v);
    return std::nullopt;
}

/** Reads --mode and the training options into the deployment; returns an error message. */
std::optional<QString> applyTrainingArgs(const EstimateArgs &a, Deployment &d)
{
    if (a.values.contains(u"--mode"_qs)) {
        const auto mode = deploymentModeFromId(a.values.value(u"--mode"_qs));
        if (!mode)
            return CliText::tr("Unknown mode '%1' (inference, full, lora or qlora)")
                    .arg(a.values.value(u"--mode"_qs));
        d.mode = *mode;
    }
    TrainingSettings &t = d.training;
    if (a.values.contains(u"--optimizer"_qs)) {
        const auto optimizer = optimizerFromId(a.values.value(u"--optimizer"_qs));
        if (!optimizer)
            return CliText::tr("Unknown optimizer '%1' (adamw, adamw-8bit, sgd or adamw-bf16)")
                    .arg(a.values.value(u"--optimizer"_qs));
        t.optimizer = *optimizer;
    }
    if (a.values.contains(u"--lora-targets"_qs)) {
        // the CLI spellings of the issue, and the project file's ids
        static const QMap<QString, QString> aliases = {{u"attn"_qs, u"attention"_qs},
                                                       {u"all"_qs, u"all-linear"_qs}};
        const QString id = a.values.value(u"--lora-targets"_qs);
        const auto targets = loraTargetsFromId(aliases.value(id, id));
        if (!targets)
            return CliText::tr("Unknown LoRA targets '%1' (attn, mlp or all)").arg(id);
        t.loraTargets = *targets;
    }
    if (a.values.contains(u"--offload"_qs)) {
        const auto offload = trainingOffloadFromId(a.values.value(u"--offload"_qs));
        if (!offload)
            return CliText::tr("Unknown offload '%1' (none, optimizer or all)")
                    .arg(a.values.value(u"--offload"_qs));
        t.offload = *offload;
    }
    for (const auto &[name, value, min, max] :
         {std::tuple {u"--micro-batch"_qs, &t.microBatch, 1, 1 << 20},
          std::tuple {u"--sequence"_qs, &t.sequenceTokens, 1, 1 << 24},
          std::tuple {u"--zero"_qs, &t.zeroStage, 0, 3},
          std::tuple {u"--lora-rank"_qs, &t.loraRank, 1, 1 << 16}}) {
        if (const auto message = readInt(a, name, min, max, *value))
            return message;
    }
    if (const auto message = readNumber(a.values, u"--tokens"_qs, t.datasetTokens))
        return message;
    if (const auto message = readNumber(a.values, u"--epochs"_qs, t.epochs))
        return message;
    if (!(t.epochs > 0))
        return CliText::tr("--epochs must be above 0");
    t.gradientCheckpointing = a.values.contains(u"--checkpointing"_qs);
    t.pagedOptimizer = a.values.contains(u"--paged-optimizer"_qs);
    t.flashAttention = !a.values.contains(u"--no-flash-attention"_qs);
    if (d.mode == DeploymentMode::Inference) {
        for (const QString &option : trainingValueOptions() + trainingFlagOptions()) {
            if (option != u"--mode" && a.values.contains(option))
                return CliText::tr("%1 needs a training mode (--mode full, lora or qlora)")
                        .arg(option);
        }
        return std::nullopt;
    }
    for (const auto &[inference, training] : {std::pair {u"--batch"_qs, u"--micro-batch"_qs},
                                              std::pair {u"--context"_qs, u"--sequence"_qs},
                                              std::pair {u"--input"_qs, u"--sequence"_qs},
                                              std::pair {u"--output"_qs, u"--sequence"_qs}}) {
        if (a.values.contains(inference))
            return CliText::tr("%1 is for inference; training modes take %2")
                    .arg(inference, training);
    }
    // training runs in PyTorch: transformers constants unless an engine is named; the mode's
    // weights (weightsForMode(): 16-bit for full fine-tuning, NF4 for QLoRA) unless --weights
    // says otherwise
    if (!a.values.contains(u"--engine"_qs))
        d.engine = EngineKind::Transformers;
    if (!a.values.contains(u"--weights"_qs))
        d.weights = weightsForMode(d.mode, d.weights);
    return std::nullopt;
}

int runTrainingEstimate(CliIo &io, const EstimateArgs &a, const DeploymentEstimate &e)
{
    if (!e.memory)
        return io.error(e.memory.error().message);
    const ModelSpec &model = *e.model;
    const GpuSpec &gpu = *e.gpu;
    const Configuration &config = e.configuration;
    const Deployment &d = e.deployment;
    const EngineProfile &engine = e.engine;
    const auto *breakdown = &*e.memory;
    const std::int64_t batchAnswer = e.maxMicroBatch ? e.maxMicroBatch->value : 0;
    const std::int64_t sequenceAnswer = e.maxTrainingSequence ? e.maxTrainingSequence->value : 0;
    const TrainingGpusAnswer minAnswer = e.minTrainingGpus.value_or(TrainingGpusAnswer {});
    // the time for the dataset, when its size is given (docs/fine-tuning.md "Time")
    std::optional<TrainingTime> time;
    if (e.trainingTime) {
        if (!*e.trainingTime)
            return io.error(e.trainingTime->error().message);
        time = **e.trainingTime;
    }
    if (a.json) {
        QJsonObject json = trainingToJson(model, gpu, d, *breakdown, batchAnswer, sequenceAnswer,
                                          minAnswer);
        if (time)
            json.insert(u"time"_qs,
                        QJsonObject {{u"tokens"_qs, d.training.trainedTokens()},
                                     {u"flops_per_token"_qs, time->flops.total()},
                                     {u"mfu"_qs, time->mfu},
                                     {u"hours"_qs, time->hours()},
                                     {u"compute_hours"_qs, time->computeSeconds / 3600},
                                     {u"dequant_hours"_qs, time->dequantSeconds / 3600},
                                     {u"communication_hours"_qs, time->communicationSeconds / 3600},
                                     {u"tokens_per_second"_qs, time->tokensPerSecond},
                                     {u"explanation"_qs, time->explanation.text()}});
        json.insert(u"engine_constants"_qs, engineConstantsJson(engine, d.mode, gpu));
        io.printJson(json);
    } else {
        printTrainingTable(io, model, gpu, d, *breakdown, batchAnswer, sequenceAnswer, minAnswer);
        if (time)
            io.out << CliText::tr("Time for %1 tokens on %2 x %3: %4 h (%5)")
                              .arg(d.training.trainedTokens(), 0, 'g', 4)
                              .arg(config.gpuCount)
                              .arg(gpu.id)
                              .arg(time->hours(), 0, 'f', 2)
                              .arg(time->explanation.text())
                   << u'\n';
        printEngineConstants(io, engine, d.mode, gpu);
    }
    return Ok;
}

/** The whole numbers of the command line, with their defaults. */
struct Counts
{
    std::int64_t gpus = 0, tp = 1, pp = 1, ep = 1, dp = 1, batch = 1, context = 4096, input = 0,
                 output = 0;
};

std::optional<QString> readCounts(const EstimateArgs &a, Counts &c)
{
    for (const auto &[name, value] :
         {std::pair {u"--gpus"_qs, &c.gpus}, std::pair {u"--tp"_qs, &c.tp},
          std::pair {u"--pp"_qs, &c.pp}, std::pair {u"--ep"_qs, &c.ep},
          std::pair {u"--dp"_qs, &c.dp}, std::pair {u"--batch"_qs, &c.batch},
          std::pair {u"--context"_qs, &c.context}, std::pair {u"--input"_qs, &c.input},
          std::pair {u"--output"_qs, &c.output}}) {
        if (const auto message = readCount(a, name, *value))
            return message;
    }
    if (c.batch > (1 << 24) || c.context > (std::int64_t(1) << 32))
        return CliText::tr("--batch or --context is too large");
    return std::nullopt;
}

/** The deployment's formats and engine: what is not given follows the board's rules for a
 *  dropped model (plan/deploymentdefaults.h). */
Result<Deployment> deploymentFormats(const EstimateArgs &a, const ModelSpec &model)
{
    std::optional<WeightFormat> weights;
    if (a.values.contains(u"--weights"_qs)) {
        weights = weightFormatFromId(a.values.value(u"--weights"_qs));
        if (!weights)
            return fail(
                    CliText::tr("Unknown weight format '%1'").arg(a.values.value(u"--weights"_qs)));
    } else if (!weightFormatFromId(model.defaultWeightFormat)) {
        return fail(CliText::tr("Unknown weight format '%1'").arg(model.defaultWeightFormat));
    }
    std::optional<EngineKind> engineKind;
    if (a.values.contains(u"--engine"_qs)) {
        engineKind = engineFromId(a.values.value(u"--engine"_qs));
        if (!engineKind)
            return fail(CliText::tr("Unknown engine '%1'").arg(a.values.value(u"--engine"_qs)));
    }
    Deployment d = newDeployment(model.id, model.defaultWeightFormat, {}, weights, engineKind);
    if (a.values.contains(u"--kv"_qs)) {
        const auto kv = kvFormatFromId(a.values.value(u"--kv"_qs));
        if (!kv)
            return fail(CliText::tr("Unknown KV cache format '%1'").arg(a.values.value(u"--kv"_qs)));
        d.kv = *kv;
    }
    if (a.values.contains(u"--memory-fraction"_qs)) {
        bool ok = false;
        d.memoryFraction = a.values.value(u"--memory-fraction"_qs).toDouble(&ok);
        if (!ok || d.memoryFraction <= 0 || d.memoryFraction > 1)
            return fail(CliText::tr("--memory-fraction must be a number in (0, 1]"));
    }
    return d;
}

std::optional<QString> readSpeculative(const EstimateArgs &a, const Catalog &catalog, Deployment &d)
{
    if (a.values.contains(u"--speculative"_qs)) {
        const auto method = speculativeMethodFromId(a.values.value(u"--speculative"_qs));
        if (!method)
            return CliText::tr("Unknown speculative decoding method '%1' (none, mtp or draft)")
                    .arg(a.values.value(u"--speculative"_qs));
        d.speculative.method = *method;
    }
    if (a.values.contains(u"--speculative-tokens"_qs)) {
        bool ok = false;
        d.speculative.tokens = a.values.value(u"--speculative-tokens"_qs).toInt(&ok);
        if (!ok || d.speculative.tokens < 1 || d.speculative.tokens > kMostSpeculativeTokens)
            return CliText::tr("--speculative-tokens must be a whole number from 1 to %1")
                    .arg(kMostSpeculativeTokens);
    }
    if (a.values.contains(u"--spec-draft"_qs)) {
        if (a.values.contains(u"--speculative"_qs)
            && d.speculative.method != SpeculativeMethod::DraftModel)
            return CliText::tr("--spec-draft drafts with a model: leave out --speculative or give "
                               "--speculative draft");
        d.speculative.method = SpeculativeMethod::DraftModel;
        d.speculative.draftModelId = a.values.value(u"--spec-draft"_qs);
    }
    if (const auto draft = resolveDraftModel(catalog, d); !draft)
        return draft.error().message;
    return std::nullopt;
}

Configuration configurationOf(const GpuSpec &gpu, const Counts &c)
{
    Configuration config;
    config.gpuId = gpu.id;
    config.tensorParallel = int(c.tp);
    config.pipelineParallel = int(c.pp);
    config.expertParallel = int(c.ep);
    config.dataParallelAttention = int(c.dp);
    config.gpuCount = c.gpus > 0 ? int(c.gpus) : int(c.tp * c.pp);
    return config;
}

/** The deployment and configuration the command line describes, and its speed options. */
struct EstimateRequest
{
    Deployment deployment;
    Configuration configuration;
    SpeedOptions speed;
};

Result<EstimateRequest> estimateRequest(const EstimateArgs &a, const Counts &counts,
                                        const Catalog &catalog, const ModelSpec &model,
                                        const GpuSpec &gpu)
{
    auto formats = deploymentFormats(a, model);
    if (!formats)
        return std::unexpected(formats.error());
    EstimateRequest r {*formats, configurationOf(gpu, counts), {}};
    Deployment &d = r.deployment;
    std::optional<QString> message = readSpeculative(a, catalog, d);
    if (!message)
        message = readKvOffload(a.values, d.kvOffload);
    d.textOnly = a.values.contains(u"--text-only"_qs);
    d.workload.concurrentSequences = int(counts.batch);
    d.workload.contextTokens = counts.context;
    d.workload.inputTokens = counts.input;
    d.workload.outputTokens = counts.output;
    if (!message)
        message = readSpeedOptions(a.values, d, r.speed);
    if (!message)
        message = readDisaggregation(a.values, catalog, counts.gpus, d, r.configuration, r.speed);
    // Fine-tuning (issue #6): training modes have their own settings, solvers and output
    if (!message)
        message = applyTrainingArgs(a, d);
    // engine constants the user sets (docs/estimation.md "Editing engine constants")
    if (!message)
        message = readEngineConstants(a.engineConstants, d.engineOverrides);
    // the engine's own settings (docs/estimation.md "Engine memory")
    if (!message)
        message = readEngineSettings(a.values, d.engine, d.engineSettings);
    if (message)
        return fail(*message);
    return r;
}

/** The project whose calibration for this GPU x engine applies (docs/calibration.md); empty
 *  without --project. */
Result<Project> calibrationProject(const EstimateArgs &a)
{
    if (!a.values.contains(u"--project"_qs))
        return Project();
    auto loaded = ProjectStore().load(a.values.value(u"--project"_qs),
                                      ProjectStore::Migration::InCopy);
    if (!loaded)
        return std::unexpected(loaded.error());
    return std::move(loaded->project);
}

void printInference(CliIo &io, bool json, const DeploymentEstimate &e, const ModelSpec &model,
                    const GpuSpec &gpu, const EstimateRequest &r)
{
    const Deployment &d = r.deployment;
    const Configuration &config = r.configuration;
    const EngineProfile &engine = e.engine;
    const MemoryBreakdown &breakdown = *e.memory;
    const Result<SpeedEstimate> &speed = e.speed;
    const MinGpusAnswer min = e.minGpus.value_or(MinGpusAnswer {});
    const std::int64_t batchAnswer = e.maxSequences && breakdown.fits ? e.maxSequences->value : 0;
    const std::int64_t contextAnswer = e.maxContext ? e.maxContext->value : 0;
    const EngineRuntime runtime = resolveEngineRuntime(engine, gpu, config, d);
    if (json) {
        QJsonObject out = inferenceToJson(model, gpu, breakdown, batchAnswer, contextAnswer,
                                          min.gpus);
        out.insert(u"host_bytes"_qs, qint64(breakdown.hostBytes)); // llama.cpp layers on the CPU
        out.insert(u"configuration"_qs,
                   QJsonObject {{u"gpus"_qs, config.gpuCount},
                                {u"tensor_parallel"_qs, config.tensorParallel},
                                {u"pipeline_parallel"_qs, config.pipelineParallel},
                                {u"expert_parallel"_qs, config.expertParallel},
                                {u"data_parallel_attention"_qs, config.dataParallelAttention}});
        out.insert(u"speculative"_qs, speculativeToJson(d, breakdown, speed ? &*speed : nullptr));
        out.insert(u"kv_offload"_qs, kvOffloadToJson(d.kvOffload, speed ? &*speed : nullptr));
        out.insert(u"performance"_qs,
                   speed ? performanceToJson(*speed)
                         : QJsonObject {{u"error"_qs, speed.error().message}});
        out.insert(u"engine_constants"_qs, engineConstantsJson(engine, d.mode, gpu));
        out.insert(u"engine_settings"_qs, engineSettingsJson(d.engineSettings, runtime));
        insertCalibration(out, engine);
        io.printJson(out);
        return;
    }
    printInferenceTable(io, model, gpu, engine.kind, breakdown, batchAnswer, contextAnswer, min);
    if (speed)
        printPerformance(io, *speed);
    else
        io.out << CliText::tr("Speed: %1").arg(speed.error().message) << u'\n';
    io.out << CliText::tr("Engine settings: %1 %2, %3 tokens per step, %4 sequences at once, %5")
                      .arg(engineName(d.engine), runtime.version)
                      .arg(runtime.maxBatchedTokens)
                      .arg(runtime.maxSequences)
                      .arg(runtime.cudaGraphs ? CliText::tr("CUDA graphs for %1 batch sizes")
                                                        .arg(runtime.cudaGraphSizes)
                                              : CliText::tr("no CUDA graphs"))
           << u'\n';
    printEngineConstants(io, engine, d.mode, gpu);
}

} // namespace

int runEstimateCommand(const QStringList &args, CliIo &io)
{
    CommandLine line(estimateSpec());
    if (const auto done = line.parse(args, io))
        return *done;
    EstimateArgs a;
    if (const auto message = readArgs(line, a))
        return io.error(*message);
    Counts counts;
    if (const auto message = readCounts(a, counts))
        return io.error(*message);
    const auto catalog = Catalog::builtin();
    if (!catalog)
        return io.error(catalog.error().message, Failure);
    const auto model = loadModel(*catalog, a.model);
    if (!model)
        return io.error(model.error().message);
    const auto gpu = catalog->gpu(a.gpu);
    if (!gpu)
        return io.error(CliText::tr("Unknown GPU '%1'").arg(a.gpu));
    const auto request = estimateRequest(a, counts, *catalog, *model, *gpu);
    if (!request)
        return io.error(request.error().message);
    const auto project = calibrationProject(a);
    if (!project)
        return io.error(project.error().message);
    // the one estimate every view makes (resolveDeployment(), estimateResolved())
    auto resolved = resolveDeployment(*catalog, *project, request->configuration,
                                      request->deployment, *model, *gpu);
    if (!resolved)
        return io.error(resolved.error().message);
    EstimateOptions options;
    options.speed = request->speed;
    const DeploymentEstimate e = estimateResolved(std::move(*resolved), options);
    if (request->deployment.mode != DeploymentMode::Inference)
        return runTrainingEstimate(io, a, e);
    if (!e.memory)
        return io.error(e.memory.error().message);
    printInference(io, a.json, e, *model, *gpu, *request);
    return Ok;
}

} // namespace Headroom::Cli
