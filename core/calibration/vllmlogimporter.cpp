// vLLM server startup log: the server's arguments, the engine's config and its memory profile
// (V0, V1 and 0.6.x lines).
//
// Precedence, where two lines state the same setting: the engine's config line ("Initializing
// ... LLM engine ... with config") is what the engine resolved (the checkpoint's quantization,
// the dtype, the context length) and overwrites whatever it states. The server's arguments
// ("non-default args: {...}", "args: Namespace(...)", printed before it) are what the user asked
// for: they only fill what is still empty, as the memory profile's lines do (ranks repeat those),
// so the two agree or the first wins: for gpu_memory_utilization that is the argument as typed,
// not the profile's rounding of it. The arguments give what no other line does: the model when
// the config line is missing, gpu_memory_utilization in V1 logs, max_num_seqs.
#include "calibration/importerformat.h"
#include "calibration/pythonliteral.h"
#include "calibration/serverlog.h"

#include <algorithm>

namespace Headroom::ImportDetail {

namespace {

/** Parallel sizes past this are not a deployment (as configInt). */
constexpr qint64 kMaxParallel = 999999;

/** "Initializing ... LLM engine with config: ...": the model, its formats, the parallelism and
 *  the context length, each where the line states it; starts a run. */
std::optional<Error> engineConfig(const QRegularExpressionMatch &m, MeasuredRun &run, int)
{
    const QString config = m.captured(1);
    run.engineName = QStringLiteral("vllm");
    if (const QString model = configValue(config, "model"); !model.isEmpty())
        run.modelName = model;
    const QString dtype = torchDtype(configValue(config, "dtype"));
    const QString quant = configValue(config, "quantization");
    if (const QString w = (quant.isEmpty() || quant == u"None") ? dtype : quant; !w.isEmpty())
        run.weightFormat = w;
    const QString kv = configValue(config, "kv_cache_dtype");
    if (const QString k = (kv.isEmpty() || kv == u"auto") ? dtype : kv; !k.isEmpty())
        run.kvFormat = k;
    if (const int tp = configInt(config, "tensor_parallel_size"))
        run.tensorParallel = tp;
    if (const int pp = configInt(config, "pipeline_parallel_size"))
        run.pipelineParallel = pp;
    if (run.tensorParallel > 0)
        run.gpuCount = run.tensorParallel * std::max(run.pipelineParallel, 1);
    if (const int len = configInt(config, "max_seq_len"))
        run.maxModelLength = len;
    return std::nullopt;
}

/** Longer text is not a model path or a format (Linux's PATH_MAX). */
constexpr qsizetype kMaxArgText = 4096;

/** A string argument as written, or empty where it is absent, None, blank, longer than a path
 *  or holds control characters. */
QString argText(const QHash<QString, PyValue> &args, const QString &key)
{
    const PyValue v = args.value(key);
    if (v.kind != PyValue::Kind::String || v.text.trimmed().isEmpty() || v.text.size() > kMaxArgText)
        return {};
    const bool control = std::any_of(v.text.cbegin(), v.text.cend(),
                                     [](QChar c) { return c.category() == QChar::Other_Control; });
    return control ? QString() : v.text;
}

/** A format argument ("bfloat16", "fp8"), or empty where it is absent or "auto". */
QString argFormat(const QHash<QString, PyValue> &args, const QString &key)
{
    const QString v = argText(args, key);
    return v == u"auto" ? QString() : v;
}

/** A whole-number argument in [1, max], or 0. */
int argCount(const QHash<QString, PyValue> &args, const QString &key, qint64 max)
{
    const PyValue v = args.value(key);
    return v.kind == PyValue::Kind::Int && v.integer >= 1 && v.integer <= max ? int(v.integer) : 0;
}

/** The model, formats, parallelism and limits a server was started with, where the run does
 *  not state them yet (the precedence at the top of this file). */
void fillFromServerArgs(const QHash<QString, PyValue> &args, MeasuredRun &run)
{
    // "model_tag" is `vllm serve`'s positional model, copied into "model"; never
    // "served_model_name", the name clients use
    const QString model = argText(args, u"model"_qs);
    if (run.modelName.isEmpty())
        run.modelName = model.isEmpty() ? argText(args, u"model_tag"_qs) : model;
    if (run.weightFormat.isEmpty()) // the checkpoint's own quantization is the config line's
        run.weightFormat = argFormat(args, u"quantization"_qs);
    if (run.kvFormat.isEmpty()) { // "auto": the model's dtype
        const QString kv = argFormat(args, u"kv_cache_dtype"_qs);
        run.kvFormat = kv.isEmpty() ? torchDtype(argFormat(args, u"dtype"_qs)) : kv;
    }
    if (run.tensorParallel == 0)
        run.tensorParallel = argCount(args, u"tensor_parallel_size"_qs, kMaxParallel);
    if (run.pipelineParallel == 0)
        run.pipelineParallel = argCount(args, u"pipeline_parallel_size"_qs, kMaxParallel);
    if (run.gpuCount == 0 && run.tensorParallel > 0)
        run.gpuCount = run.tensorParallel * std::max(run.pipelineParallel, 1);
    if (const int len = argCount(args, u"max_model_len"_qs, qint64(kMaxTokens)))
        setOnce(run.maxModelLength, len);
    if (const int seqs = argCount(args, u"max_num_seqs"_qs, qint64(kMaxCount)))
        setOnce(run.maxRunningRequests, seqs);
    const PyValue util = args.value(u"gpu_memory_utilization"_qs);
    if ((util.kind == PyValue::Kind::Float || util.kind == PyValue::Kind::Int) && util.number > 0
        && util.number <= 1)
        setOnce(run.gpuMemoryUtilization, util.number);
}

/** "non-default args: {...}" (vLLM 0.9 on) or "args: Namespace(...)" (before): a Python repr
 *  of the server's arguments; starts a server. A truncated or malformed repr says nothing. */
std::optional<Error> serverArgs(const QRegularExpressionMatch &m, MeasuredRun &run, int)
{
    if (const auto args = readPythonMapping(m.capturedView(1)))
        fillFromServerArgs(*args, run);
    return std::nullopt;
}

/** "total_gpu_memory (X GiB) x gpu_memory_utilization (Y)". */
std::optional<Error> totalGpuMemory(const QRegularExpressionMatch &m, MeasuredRun &run, int line)
{
    HR_CAPTURE(total, 1, "total_gpu_memory", kMaxGiB);
    HR_CAPTURE(util, 2, "gpu_memory_utilization", 1.0);
    setOnce(run.totalGpuMemoryGiB, total);
    setOnce(run.gpuMemoryUtilization, util);
    return std::nullopt;
}

/** "Memory profiling results: total_gpu_memory=...": vLLM 0.6.x's whole profile on one line. */
std::optional<Error> memoryProfile(const QRegularExpressionMatch &m, MeasuredRun &run, int line)
{
    HR_CAPTURE(total, 1, "total_gpu_memory", kMaxGiB);
    HR_CAPTURE(peak, 2, "peak_torch_memory", kMaxGiB);
    HR_CAPTURE(nonTorch, 3, "non_torch_memory", kMaxGiB);
    HR_CAPTURE_KV(kv, 4, "kv_cache_size");
    HR_CAPTURE(util, 5, "gpu_memory_utilization", 1.0);
    setOnce(run.totalGpuMemoryGiB, total);
    setOnce(run.nonTorchGiB, nonTorch);
    setOnce(run.kvCacheGiB, kv);
    setOnce(run.gpuMemoryUtilization, util);
    // peak_torch_memory includes the weights
    if (run.weightsGiB && peak >= *run.weightsGiB)
        setOnce(run.activationPeakGiB, peak - *run.weightsGiB);
    return std::nullopt;
}

/** "# GPU blocks: N". */
std::optional<Error> gpuBlocks(const QRegularExpressionMatch &m, MeasuredRun &run, int line)
{
    HR_CAPTURE(v, 1, "# GPU blocks", kMaxCount);
    setOnce(run.kvCacheBlocks, qint64(v));
    return std::nullopt;
}

/** "GPU KV cache size: N tokens". */
std::optional<Error> kvCacheTokens(const QRegularExpressionMatch &m, MeasuredRun &run, int line)
{
    HR_CAPTURE(v, 1, "GPU KV cache size", kMaxTokens);
    setOnce(run.kvCacheTokens, qint64(v));
    return std::nullopt;
}

/** "Maximum concurrency for N tokens per request: Xx". */
std::optional<Error> maxConcurrency(const QRegularExpressionMatch &m, MeasuredRun &run, int line)
{
    HR_CAPTURE(len, 1, "tokens per request", kMaxTokens);
    HR_CAPTURE(x, 2, "Maximum concurrency", kMaxTokens);
    setOnce(run.maxModelLength, int(len));
    setOnce(run.maxConcurrency, x);
    return std::nullopt;
}

QList<LogRule> vllmRules()
{
    QList<LogRule> rules;
    rules.append(
            {"non-default args: ", QRegularExpression(QStringLiteral("non-default args: (\\{.*)$")),
             true, serverArgs, true});
    rules.append({"args: Namespace(",
                  QRegularExpression(QStringLiteral("\\] args: (Namespace\\(.*)$")), true,
                  serverArgs, true});
    rules.append({"LLM engine",
                  QRegularExpression(QStringLiteral("Initializing (?:a V[01] |an )LLM engine "
                                                    "(?:\\(v[^)]*\\) )?with config: (.*)$")),
                  true, engineConfig});
    rules.append(
            {"took",
             QRegularExpression(QStringLiteral(
                     "(?:Model loading took|Loading model weights took) ([\\d.]+) ?(?:GiB|GB)")),
             false, setsGiB(&MeasuredRun::weightsGiB, "model loading")});
    rules.append({"total_gpu_memory (",
                  QRegularExpression(QStringLiteral("total_gpu_memory \\(([\\d.]+) ?GiB\\) x "
                                                    "gpu_memory_utilization \\(([\\d.]+)\\)")),
                  false, totalGpuMemory});
    rules.append({"model weights take",
                  QRegularExpression(QStringLiteral("model weights take ([\\d.]+) ?GiB")), false,
                  setsGiB(&MeasuredRun::weightsGiB, "model weights")});
    rules.append({"non_torch_memory takes",
                  QRegularExpression(QStringLiteral("non_torch_memory takes (-?[\\d.]+) ?GiB")),
                  false, setsGiB(&MeasuredRun::nonTorchGiB, "non_torch_memory")});
    rules.append(
            {"activation peak memory takes",
             QRegularExpression(QStringLiteral("activation peak memory takes (-?[\\d.]+) ?GiB")),
             false, setsGiB(&MeasuredRun::activationPeakGiB, "PyTorch activation peak memory")});
    rules.append({"reserved for KV Cache is",
                  QRegularExpression(QStringLiteral("reserved for KV Cache is (-?[\\d.]+) ?GiB")),
                  false, setsGiB(&MeasuredRun::kvCacheGiB, "KV Cache", true)});
    rules.append({"Available KV cache memory",
                  QRegularExpression(QStringLiteral("Available KV cache memory: (-?[\\d.]+) ?GiB")),
                  false, setsGiB(&MeasuredRun::kvCacheGiB, "Available KV cache memory", true)});
    // vLLM 0.6.x: one line with the whole profile
    rules.append({"Memory profiling results",
                  QRegularExpression(QStringLiteral(
                          "Memory profiling results: "
                          "total_gpu_memory=([\\d.]+)GiB.*?peak_torch_memory=([\\d.]+)GiB.*?"
                          "non_torch_memory=([\\d.]+)GiB kv_cache_size=(-?[\\d.]+)GiB "
                          "gpu_memory_utilization=([\\d.]+)")),
                  false, memoryProfile});
    rules.append({"blocks: ",
                  QRegularExpression(QStringLiteral("# (?:GPU|CUDA|cuda|gpu) blocks: (\\d{1,15})")),
                  false, gpuBlocks});
    rules.append({"GPU KV cache size",
                  QRegularExpression(QStringLiteral("GPU KV cache size: ([\\d,]{1,20}) tokens")),
                  false, kvCacheTokens});
    rules.append({"Maximum concurrency for",
                  QRegularExpression(QStringLiteral(
                          "Maximum concurrency for ([\\d,]{1,20}) tokens per request: ([\\d.]+)x")),
                  false, maxConcurrency});
    rules.append({"Graph capturing finished",
                  QRegularExpression(QStringLiteral(
                          "Graph capturing finished in \\d+ secs?, took (-?[\\d.]+) ?GiB")),
                  false, setsGiB(&MeasuredRun::cudaGraphGiB, "Graph capturing")});
    return rules;
}

int detectVllmLog(const FileHead &head, EvidenceKind kind)
{
    return kind == EvidenceKind::LogLines ? recognisedLines(head.file().lines, vllmRules()) : 0;
}

Result<QList<MeasuredRun>> readVllmLog(const MeasurementFile &file, EvidenceKind)
{
    return readServerLog(file.lines, MeasurementTool::VllmLog, vllmRules());
}

} // namespace

const ImporterFormat kVllmLogFormat {MeasurementTool::VllmLog, detectVllmLog, readVllmLog};

} // namespace Headroom::ImportDetail
