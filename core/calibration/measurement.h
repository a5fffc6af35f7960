#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace Headroom {

/** The tool a measurement was read from (core/calibration/importers.h). */
enum class MeasurementTool {
    VllmBench, // `vllm bench serve` / benchmark_serving.py --save-result JSON
    SglangBench, // SGLang bench_serving JSONL (one object per line)
    GenaiPerf, // NVIDIA genai-perf / AIPerf profile export (CSV or JSON)
    LlamaBench, // llama-bench (JSON, CSV or the markdown table)
    VllmLog, // vLLM server startup log (memory profiling lines)
    SglangLog, // SGLang server startup log
    TrtLlmLog, // TensorRT-LLM server startup log
};

/** One measured run read from a user's benchmark output or server log: what identifies the
 *  deployment (as the file states it; empty or 0 where the file does not say), the workload,
 *  and the figures measured. Every figure is optional: an importer fills what its file holds
 *  and nothing else. Times in milliseconds, memory in GiB (2^30 bytes), throughput in tokens
 *  (or requests) per second. */
struct MeasuredRun
{
    // where it came from
    MeasurementTool tool = MeasurementTool::VllmBench;
    QString sourceFile; // file name as given (no directory)
    QDateTime sourceDate; // the run's date if the file states it, else the file's mtime
    int sourceLine = 0; // 1-based line of the run in its file (0: whole file)

    // what it ran on, as stated by the file (matched to a deployment later)
    QString modelName; // e.g. "meta-llama/Llama-3.1-8B-Instruct" or a GGUF file name
    QString gpuName; // e.g. "NVIDIA H100 80GB HBM3"
    QString engineName; // "vllm", "sglang", "tensorrt-llm", "llama.cpp"
    QString weightFormat; // as written ("bf16", "fp8", "Q4_K_M", "awq" ...)
    QString kvFormat;
    int tensorParallel = 0;
    int pipelineParallel = 0;
    int gpuCount = 0;

    // workload
    std::optional<int> concurrency; // max concurrency (closed loop)
    std::optional<double> requestRate; // requests/s offered (open loop); inf = all at once
    std::optional<double> inputTokens; // mean input (prompt) tokens per request
    std::optional<double> outputTokens; // mean output tokens per request
    std::optional<int> completedRequests;
    std::optional<int> batchSize; // llama-bench n_batch / engine batch

    // serving speed
    std::optional<double> meanTtftMs, medianTtftMs, p99TtftMs;
    std::optional<double> meanTpotMs, medianTpotMs, p99TpotMs;
    std::optional<double> meanItlMs, medianItlMs, p99ItlMs;
    std::optional<double> requestThroughput; // requests/s
    std::optional<double> outputThroughput; // output tokens/s, all users
    std::optional<double> totalTokenThroughput; // input + output tokens/s

    // llama-bench: one test is a prompt-processing (pp) or a text-generation (tg) run
    std::optional<double> promptTokensPerSecond; // pp
    std::optional<double> generationTokensPerSecond; // tg

    // server logs: memory profiling, per GPU
    std::optional<double> totalGpuMemoryGiB; // as the runtime reports it
    std::optional<double> gpuMemoryUtilization; // vLLM --gpu-memory-utilization
    std::optional<double> weightsGiB;
    std::optional<double> nonTorchGiB;
    std::optional<double> activationPeakGiB;
    std::optional<double> cudaGraphGiB;
    std::optional<double> kvCacheGiB;
    std::optional<qint64> kvCacheTokens;
    std::optional<double> maxConcurrency; // "Maximum concurrency for N tokens per request: X"
    std::optional<int> maxModelLength;

    // added by the importers (core/calibration/importers.h): further figures some formats state
    std::optional<int> failedRequests; // requests that failed (vLLM bench `failed`)
    std::optional<double> durationSeconds; // benchmark wall time
    std::optional<qint64> modelParameters; // llama-bench model_n_params
    std::optional<double> modelSizeGiB; // llama-bench model_size (bytes of the weights file)
    std::optional<int> gpuLayers; // llama-bench n_gpu_layers (-1 or >= layers: all offloaded)
    std::optional<int> ubatchSize; // llama-bench n_ubatch
    std::optional<int> contextDepth; // llama-bench n_depth: tokens already in the KV cache
    std::optional<qint64> kvCacheBlocks; // vLLM "# GPU blocks", TensorRT-LLM primary pool blocks
    std::optional<int> maxRunningRequests; // SGLang max_running_requests, TRT-LLM max_num_requests
    std::optional<double> freeGpuMemoryFraction; // TensorRT-LLM: share of free memory for KV

    friend bool operator==(const MeasuredRun &, const MeasuredRun &) = default;
};

/** Where a run stands in its file: "bench.jsonl:3", or the file's name for a whole-file run
 *  (how the CLI and the calibration dialog name a run). */
inline QString measuredRunLocation(const MeasuredRun &run)
{
    return run.sourceLine > 0 ? QStringLiteral("%1:%2").arg(run.sourceFile).arg(run.sourceLine)
                              : run.sourceFile;
}

} // namespace Headroom
