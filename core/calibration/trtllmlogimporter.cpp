// TensorRT-LLM server startup log: the PyTorch backend's memory profile and the C++ runtime's KV
// cache lines (the engine backend writes only the latter).
#include "calibration/importerformat.h"
#include "calibration/serverlog.h"

namespace Headroom::ImportDetail {

namespace {

/** "Memory usage when calculating max tokens in paged kv cache: total: X GiB, available: Y GiB". */
std::optional<Error> pagedKvTotal(const QRegularExpressionMatch &m, MeasuredRun &run, int line)
{
    HR_CAPTURE(total, 1, "total", kMaxGiB);
    HR_CAPTURE(available, 2, "available", kMaxGiB);
    Q_UNUSED(available);
    setOnce(run.totalGpuMemoryGiB, total);
    return std::nullopt;
}

/** "[MemUsageChange] Allocated X GiB for max tokens in paged KV cache (N)". */
std::optional<Error> pagedKvAllocated(const QRegularExpressionMatch &m, MeasuredRun &run, int line)
{
    HR_CAPTURE_KV(gib, 1, "paged KV cache");
    HR_CAPTURE(tokens, 2, "max tokens", kMaxTokens);
    run.engineName = QStringLiteral("tensorrt-llm");
    setOnce(run.kvCacheGiB, gib);
    setOnce(run.kvCacheTokens, qint64(tokens));
    return std::nullopt;
}

/** "Peak memory during memory usage profiling (torch + non-torch): X GiB, available KV cache
 *  memory when calculating max tokens: Y GiB, fraction is set F, ... device total memory T GiB". */
std::optional<Error> profilingPeak(const QRegularExpressionMatch &m, MeasuredRun &run, int line)
{
    HR_CAPTURE(peak, 1, "Peak memory", kMaxGiB);
    HR_CAPTURE_KV(kv, 2, "available KV cache memory");
    Q_UNUSED(peak);
    Q_UNUSED(kv);
    if (m.capturedStart(3) >= 0) {
        HR_CAPTURE(fraction, 3, "fraction", 1.0);
        setOnce(run.freeGpuMemoryFraction, fraction);
    }
    if (m.capturedStart(4) >= 0) {
        HR_CAPTURE(total, 4, "device total memory", kMaxGiB);
        setOnce(run.totalGpuMemoryGiB, total);
    }
    return std::nullopt;
}

/** "max_seq_len=N, max_num_requests=M, max_num_tokens=T, max_batch_size=B". */
std::optional<Error> runtimeLimits(const QRegularExpressionMatch &m, MeasuredRun &run, int line)
{
    HR_CAPTURE(len, 1, "max_seq_len", kMaxTokens);
    HR_CAPTURE(requests, 2, "max_num_requests", kMaxCount);
    setOnce(run.maxModelLength, int(len));
    setOnce(run.maxRunningRequests, int(requests));
    if (m.capturedStart(4) >= 0) {
        HR_CAPTURE(batch, 4, "max_batch_size", kMaxCount);
        setOnce(run.batchSize, int(batch));
    }
    return std::nullopt;
}

/** "Loaded engine size: N MiB" (the engine backend). */
std::optional<Error> engineSize(const QRegularExpressionMatch &m, MeasuredRun &run, int line)
{
    HR_CAPTURE(mib, 1, "Loaded engine size", kMaxGiB * 1024);
    setOnce(run.weightsGiB, mib / 1024.0);
    return std::nullopt;
}

/** "Number of blocks in KV cache primary pool: N". */
std::optional<Error> primaryPoolBlocks(const QRegularExpressionMatch &m, MeasuredRun &run, int line)
{
    HR_CAPTURE(v, 1, "primary pool blocks", kMaxCount);
    setOnce(run.kvCacheBlocks, qint64(v));
    return std::nullopt;
}

QList<LogRule> trtllmRules()
{
    QList<LogRule> rules;
    rules.append({"max tokens in paged kv cache: total",
                  QRegularExpression(QStringLiteral(
                          "Memory usage when calculating max tokens in paged kv cache: total: "
                          "([\\d.]+) ?GiB, available: ([\\d.]+) ?GiB")),
                  false, pagedKvTotal});
    rules.append({"for max tokens",
                  QRegularExpression(
                          QStringLiteral("\\[MemUsageChange\\] Allocated (-?[\\d.]+) ?GiB for max "
                                         "tokens(?: in paged KV cache)? \\((\\d{1,15})\\)")),
                  false, pagedKvAllocated});
    rules.append({"Memory used after loading model weights (inside torch)",
                  QRegularExpression(
                          QStringLiteral("Memory used after loading model weights \\(inside "
                                         "torch\\) in memory usage profiling: ([\\d.]+) ?GiB")),
                  false, setsGiB(&MeasuredRun::weightsGiB, "model weights (inside torch)")});
    rules.append(
            {"Memory dynamically allocated during inference",
             QRegularExpression(
                     QStringLiteral("Memory dynamically allocated during inference \\(inside "
                                    "torch\\) in memory usage profiling: ([\\d.]+) ?GiB")),
             false,
             setsGiB(&MeasuredRun::activationPeakGiB, "dynamically allocated during inference")});
    rules.append({"Memory used outside torch",
                  QRegularExpression(QStringLiteral("Memory used outside torch \\([^)]*\\) in "
                                                    "memory usage profiling: ([\\d.]+) ?GiB")),
                  false, setsGiB(&MeasuredRun::nonTorchGiB, "outside torch")});
    rules.append({"Peak memory during memory usage profiling",
                  QRegularExpression(QStringLiteral(
                          "Peak memory during memory usage profiling \\(torch \\+ non-torch\\): "
                          "([\\d.]+) ?GiB, available KV cache memory when calculating max tokens: "
                          "(-?[\\d.]+) ?GiB(?:, fraction is set ([\\d.]+))?(?:.*?device total "
                          "memory ([\\d.]+) ?GiB)?")),
                  false, profilingPeak});
    rules.append({"max_num_requests=",
                  QRegularExpression(QStringLiteral(
                          "max_seq_len=(\\d{1,12}), max_num_requests=(\\d{1,12}), "
                          "max_num_tokens=(\\d{1,12})(?:, max_batch_size=(\\d{1,12}))?")),
                  false, runtimeLimits});
    rules.append({"Loaded engine size",
                  QRegularExpression(QStringLiteral("Loaded engine size: (\\d{1,12}) MiB")), false,
                  engineSize});
    rules.append({"KV cache primary pool",
                  QRegularExpression(
                          QStringLiteral("Number of blocks in KV cache primary pool: (\\d{1,15})")),
                  false, primaryPoolBlocks});
    return rules;
}

int detectTrtLlmLog(const FileHead &head, EvidenceKind kind)
{
    return kind == EvidenceKind::LogLines ? recognisedLines(head.file().lines, trtllmRules()) : 0;
}

Result<QList<MeasuredRun>> readTrtLlmLog(const MeasurementFile &file, EvidenceKind)
{
    return readServerLog(file.lines, MeasurementTool::TrtLlmLog, trtllmRules());
}

} // namespace

const ImporterFormat kTrtLlmLogFormat {MeasurementTool::TrtLlmLog, detectTrtLlmLog, readTrtLlmLog};

} // namespace Headroom::ImportDetail
