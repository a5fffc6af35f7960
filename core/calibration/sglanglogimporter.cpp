// SGLang server startup log: the server arguments, the weights, the KV cache pool and the CUDA
// graphs, per tensor-parallel rank (the ranks' tags give the TP size where the arguments do not).
#include "calibration/importerformat.h"
#include "calibration/serverlog.h"

#include <algorithm>

namespace Headroom::ImportDetail {

namespace {

/** "server_args=ServerArgs(...)": the model, its formats, the parallelism, mem_fraction_static
 *  and the context length; starts a run. */
std::optional<Error> serverArgs(const QRegularExpressionMatch &m, MeasuredRun &run, int)
{
    const QString config = m.captured(1);
    run.engineName = QStringLiteral("sglang");
    run.modelName = configValue(config, "model_path");
    const QString dtype = torchDtype(configValue(config, "dtype"));
    const QString quant = configValue(config, "quantization");
    run.weightFormat = (quant.isEmpty() || quant == u"None")
            ? (dtype == u"auto" ? QString() : dtype)
            : quant;
    const QString kv = configValue(config, "kv_cache_dtype");
    if (!kv.isEmpty() && kv != u"auto")
        run.kvFormat = kv;
    run.tensorParallel = configInt(config, "tp_size");
    run.pipelineParallel = configInt(config, "pp_size");
    if (run.tensorParallel > 0)
        run.gpuCount = run.tensorParallel * std::max(run.pipelineParallel, 1);
    bool ok = false;
    const double fraction = configValue(config, "mem_fraction_static").toDouble(&ok);
    if (ok && fraction > 0 && fraction <= 1)
        run.gpuMemoryUtilization = fraction;
    if (const int len = configInt(config, "context_length"))
        run.maxModelLength = len;
    return std::nullopt;
}

/** "Load weight end. type=..., dtype=..., avail mem=X GB, mem usage=Y GB". */
std::optional<Error> loadWeightEnd(const QRegularExpressionMatch &m, MeasuredRun &run, int line)
{
    run.engineName = QStringLiteral("sglang");
    if (run.weightFormat.isEmpty() && !m.captured(2).isEmpty())
        run.weightFormat = torchDtype(m.captured(2));
    if (m.capturedStart(4) >= 0) {
        HR_CAPTURE(v, 4, "mem usage", kMaxGiB);
        setOnce(run.weightsGiB, v);
    }
    return std::nullopt;
}

/** "KV Cache is allocated. #tokens: N, K size: X GB, V size: Y GB" (or one "KV size" for MLA). */
std::optional<Error> kvCacheAllocated(const QRegularExpressionMatch &m, MeasuredRun &run, int line)
{
    HR_CAPTURE(tokens, 1, "#tokens", kMaxTokens);
    setOnce(run.kvCacheTokens, qint64(tokens));
    if (m.capturedStart(2) >= 0) {
        HR_CAPTURE(k, 2, "K size", kMaxGiB);
        HR_CAPTURE(v, 3, "V size", kMaxGiB);
        setOnce(run.kvCacheGiB, k + v);
    } else {
        HR_CAPTURE(kv, 4, "KV size", kMaxGiB);
        setOnce(run.kvCacheGiB, kv);
    }
    return std::nullopt;
}

/** "max_total_num_tokens=N, ... max_running_requests=M, context_len=L". */
std::optional<Error> maxTotalTokens(const QRegularExpressionMatch &m, MeasuredRun &run, int line)
{
    HR_CAPTURE(tokens, 1, "max_total_num_tokens", kMaxTokens);
    setOnce(run.kvCacheTokens, qint64(tokens));
    const QString rest = m.captured(2);
    if (const int n = configInt(rest, "max_running_requests"))
        setOnce(run.maxRunningRequests, n);
    if (const int n = configInt(rest, "context_len"))
        setOnce(run.maxModelLength, n);
    return std::nullopt;
}

QList<LogRule> sglangRules()
{
    QList<LogRule> rules;
    rules.append(
            {"server_args=", QRegularExpression(QStringLiteral("server_args=ServerArgs\\((.*)$")),
             true, serverArgs});
    rules.append({"Load weight end",
                  QRegularExpression(QStringLiteral(
                          "Load weight end\\..*?type=(\\w+)(?:, dtype=([\\w.]+))?.*?avail "
                          "mem=([\\d.]+) ?GB(?:, mem usage=(-?[\\d.]+) ?GB)?")),
                  false, loadWeightEnd});
    rules.append({"KV Cache is allocated",
                  QRegularExpression(QStringLiteral(
                          "KV Cache is allocated\\..*?#tokens: (\\d{1,15}), (?:K size: ([\\d.]+) "
                          "?GB, V size: ([\\d.]+) ?GB|KV size: ([\\d.]+) ?GB)")),
                  false, kvCacheAllocated});
    rules.append({"max_total_num_tokens=",
                  QRegularExpression(QStringLiteral("max_total_num_tokens=(\\d{1,15})(.*)$")),
                  false, maxTotalTokens});
    rules.append({"Capture cuda graph end",
                  QRegularExpression(
                          QStringLiteral("Capture cuda graph end\\..*?mem usage=(-?[\\d.]+) ?GB")),
                  false, setsGiB(&MeasuredRun::cudaGraphGiB, "cuda graph mem usage")});
    return rules;
}

int detectSglangLog(const FileHead &head, EvidenceKind kind)
{
    return kind == EvidenceKind::LogLines ? recognisedLines(head.file().lines, sglangRules()) : 0;
}

Result<QList<MeasuredRun>> readSglangLog(const MeasurementFile &file, EvidenceKind)
{
    return readServerLog(file.lines, MeasurementTool::SglangLog, sglangRules());
}

} // namespace

const ImporterFormat kSglangLogFormat {MeasurementTool::SglangLog, detectSglangLog, readSglangLog};

} // namespace Headroom::ImportDetail
