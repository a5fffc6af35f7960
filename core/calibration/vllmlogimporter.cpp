// vLLM server startup log: the engine's config and its memory profile (V0, V1 and 0.6.x lines).
#include "calibration/importerformat.h"
#include "calibration/serverlog.h"

#include <algorithm>

namespace Headroom::ImportDetail {

namespace {

/** "Initializing ... LLM engine with config: ...": the model, its formats, the parallelism and
 *  the context length; starts a run. */
std::optional<Error> engineConfig(const QRegularExpressionMatch &m, MeasuredRun &run, int)
{
    const QString config = m.captured(1);
    run.engineName = QStringLiteral("vllm");
    run.modelName = configValue(config, "model");
    const QString dtype = torchDtype(configValue(config, "dtype"));
    const QString quant = configValue(config, "quantization");
    run.weightFormat = (quant.isEmpty() || quant == u"None") ? dtype : quant;
    const QString kv = configValue(config, "kv_cache_dtype");
    run.kvFormat = (kv.isEmpty() || kv == u"auto") ? dtype : kv;
    run.tensorParallel = configInt(config, "tensor_parallel_size");
    run.pipelineParallel = configInt(config, "pipeline_parallel_size");
    if (run.tensorParallel > 0)
        run.gpuCount = run.tensorParallel * std::max(run.pipelineParallel, 1);
    if (const int len = configInt(config, "max_seq_len"))
        run.maxModelLength = len;
    return std::nullopt;
}

/** "Model loading took X GiB" (V1), "Loading model weights took X GB" (V0). */
std::optional<Error> modelLoading(const QRegularExpressionMatch &m, MeasuredRun &run, int line)
{
    HR_CAPTURE(v, 1, "model loading", kMaxGiB);
    setOnce(run.weightsGiB, v);
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

/** "model weights take X GiB" (the V0 worker's memory profile). */
std::optional<Error> modelWeights(const QRegularExpressionMatch &m, MeasuredRun &run, int line)
{
    HR_CAPTURE(v, 1, "model weights", kMaxGiB);
    setOnce(run.weightsGiB, v);
    return std::nullopt;
}

/** "non_torch_memory takes X GiB". */
std::optional<Error> nonTorchMemory(const QRegularExpressionMatch &m, MeasuredRun &run, int line)
{
    HR_CAPTURE(v, 1, "non_torch_memory", kMaxGiB);
    setOnce(run.nonTorchGiB, v);
    return std::nullopt;
}

/** "PyTorch activation peak memory takes X GiB". */
std::optional<Error> activationPeak(const QRegularExpressionMatch &m, MeasuredRun &run, int line)
{
    HR_CAPTURE(v, 1, "PyTorch activation peak memory", kMaxGiB);
    setOnce(run.activationPeakGiB, v);
    return std::nullopt;
}

/** "the rest of the memory reserved for KV Cache is X GiB". */
std::optional<Error> reservedKvCache(const QRegularExpressionMatch &m, MeasuredRun &run, int line)
{
    HR_CAPTURE_KV(v, 1, "KV Cache");
    setOnce(run.kvCacheGiB, v);
    return std::nullopt;
}

/** "Available KV cache memory: X GiB" (V1). */
std::optional<Error> availableKvCache(const QRegularExpressionMatch &m, MeasuredRun &run, int line)
{
    HR_CAPTURE_KV(v, 1, "Available KV cache memory");
    setOnce(run.kvCacheGiB, v);
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

/** "Graph capturing finished in N secs, took X GiB". */
std::optional<Error> graphCapture(const QRegularExpressionMatch &m, MeasuredRun &run, int line)
{
    HR_CAPTURE(v, 1, "Graph capturing", kMaxGiB);
    setOnce(run.cudaGraphGiB, v);
    return std::nullopt;
}

QList<LogRule> vllmRules()
{
    QList<LogRule> rules;
    rules.append({"LLM engine",
                  QRegularExpression(QStringLiteral("Initializing (?:a V[01] |an )LLM engine "
                                                    "(?:\\(v[^)]*\\) )?with config: (.*)$")),
                  true, engineConfig});
    rules.append(
            {"took",
             QRegularExpression(QStringLiteral(
                     "(?:Model loading took|Loading model weights took) ([\\d.]+) ?(?:GiB|GB)")),
             false, modelLoading});
    rules.append({"total_gpu_memory (",
                  QRegularExpression(QStringLiteral("total_gpu_memory \\(([\\d.]+) ?GiB\\) x "
                                                    "gpu_memory_utilization \\(([\\d.]+)\\)")),
                  false, totalGpuMemory});
    rules.append({"model weights take",
                  QRegularExpression(QStringLiteral("model weights take ([\\d.]+) ?GiB")), false,
                  modelWeights});
    rules.append({"non_torch_memory takes",
                  QRegularExpression(QStringLiteral("non_torch_memory takes (-?[\\d.]+) ?GiB")),
                  false, nonTorchMemory});
    rules.append(
            {"activation peak memory takes",
             QRegularExpression(QStringLiteral("activation peak memory takes (-?[\\d.]+) ?GiB")),
             false, activationPeak});
    rules.append({"reserved for KV Cache is",
                  QRegularExpression(QStringLiteral("reserved for KV Cache is (-?[\\d.]+) ?GiB")),
                  false, reservedKvCache});
    rules.append({"Available KV cache memory",
                  QRegularExpression(QStringLiteral("Available KV cache memory: (-?[\\d.]+) ?GiB")),
                  false, availableKvCache});
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
                  false, graphCapture});
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
