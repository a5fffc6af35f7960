#include "calibration/servingbench.h"

#include <QDateTime>
#include <QJsonArray>

namespace Headroom::ImportDetail {

namespace {

QString engineFromBackend(const QString &backend)
{
    const QString b = backend.toLower();
    if (b.startsWith(u"vllm"))
        return QStringLiteral("vllm");
    if (b.startsWith(u"sglang"))
        return QStringLiteral("sglang");
    if (b == u"trt" || b.startsWith(u"tensorrt"))
        return QStringLiteral("tensorrt-llm");
    if (b.startsWith(u"lmdeploy"))
        return QStringLiteral("lmdeploy");
    if (b == u"tgi")
        return QStringLiteral("tgi");
    if (b.startsWith(u"llama.cpp") || b.startsWith(u"llamacpp"))
        return QStringLiteral("llama.cpp");
    return {}; // "openai", "openai-chat": any OpenAI-compatible server
}

/** Mean of a per-request array of numbers (input_lens, ttfts), for files that hold the details
 *  but not the summary; `scale` converts (seconds to ms). */
Result<std::optional<double>> arrayMean(const QJsonValue &value, const Place &place, double scale,
                                        double max)
{
    if (!value.isArray())
        return std::optional<double> {};
    const QJsonArray a = value.toArray();
    if (a.isEmpty())
        return std::optional<double> {};
    double sum = 0;
    for (const QJsonValue &v : a) {
        auto r = jsonNumber(v, place, max);
        if (!r)
            return std::unexpected(r.error());
        sum += r->value_or(0.0);
    }
    return std::optional<double>(sum / double(a.size()) * scale);
}

/** Which model, engine and date the object names. */
void readServingIdentity(const QJsonObject &o, MeasuredRun &run)
{
    run.modelName = jsonText(o.value(u"model_id"));
    if (run.modelName.isEmpty())
        run.modelName = jsonText(o.value(u"model"));
    if (run.modelName.isEmpty())
        run.modelName = jsonText(o.value(u"tokenizer_id"));
    run.engineName = engineFromBackend(jsonText(o.value(u"backend")));
    const QString date = jsonText(o.value(u"date"));
    if (!date.isEmpty()) {
        // vLLM writes datetime.now().strftime("%Y%m%d-%H%M%S"), local time
        const QDateTime d = QDateTime::fromString(date, QStringLiteral("yyyyMMdd-HHmmss"));
        if (d.isValid())
            run.sourceDate = d;
    }
}

/** The offered load, the requests and their mean lengths from the totals. */
void readServingLoad(ObjectReader &r, MeasuredRun &run)
{
    run.concurrency = r.integer(QStringLiteral("max_concurrency"));
    run.requestRate = r.rate(QStringLiteral("request_rate"));
    run.completedRequests = r.integer(QStringLiteral("completed"));
    run.failedRequests = r.integer(QStringLiteral("failed"));
    run.durationSeconds = r.number(QStringLiteral("duration"), kMaxSeconds);
    const auto totalIn = r.number(QStringLiteral("total_input_tokens"), kMaxTokens * kMaxCount);
    const auto totalOut = r.number(QStringLiteral("total_output_tokens"), kMaxTokens * kMaxCount);
    if (run.completedRequests && *run.completedRequests > 0) {
        if (totalIn)
            run.inputTokens = *totalIn / *run.completedRequests;
        if (totalOut)
            run.outputTokens = *totalOut / *run.completedRequests;
    }
}

/** `slot` from the mean of the per-request array `key` (a --save-detailed file). */
void readPerRequestMean(ObjectReader &r, const JsonRecord &record, const QString &key, double scale,
                        double max, std::optional<double> &slot)
{
    auto m = arrayMean(record.object.value(key),
                       Place {keyLine(record.text, record.from, key, record.line), key}, scale,
                       max);
    if (!m)
        r.setError(m.error());
    else
        slot = *m;
}

void readServingLatencies(ObjectReader &r, MeasuredRun &run)
{
    run.meanTtftMs = r.number(QStringLiteral("mean_ttft_ms"), kMaxMs);
    run.medianTtftMs = r.number(QStringLiteral("median_ttft_ms"), kMaxMs);
    run.p99TtftMs = r.number(QStringLiteral("p99_ttft_ms"), kMaxMs);
    run.meanTpotMs = r.number(QStringLiteral("mean_tpot_ms"), kMaxMs);
    run.medianTpotMs = r.number(QStringLiteral("median_tpot_ms"), kMaxMs);
    run.p99TpotMs = r.number(QStringLiteral("p99_tpot_ms"), kMaxMs);
    run.meanItlMs = r.number(QStringLiteral("mean_itl_ms"), kMaxMs);
    run.medianItlMs = r.number(QStringLiteral("median_itl_ms"), kMaxMs);
    run.p99ItlMs = r.number(QStringLiteral("p99_itl_ms"), kMaxMs);
}

void readServingThroughputs(ObjectReader &r, MeasuredRun &run)
{
    run.requestThroughput = r.number(QStringLiteral("request_throughput"), kMaxRate);
    run.outputThroughput = r.number(QStringLiteral("output_throughput"), kMaxRate);
    run.totalTokenThroughput = r.number(QStringLiteral("total_token_throughput"), kMaxRate);
}

} // namespace

bool looksLikeServingBench(const QJsonObject &o)
{
    return o.contains(u"request_throughput") || o.contains(u"mean_ttft_ms")
            || o.contains(u"output_throughput");
}

bool looksLikeSglangBench(const QJsonObject &o)
{
    // SGLang's line has its own names for the e2e latency and the retokenized output count.
    return o.contains(u"total_output_tokens_retokenized") || o.contains(u"mean_e2e_latency_ms")
            || o.contains(u"accept_length") || o.contains(u"random_range_ratio");
}

Result<MeasuredRun> servingBenchRun(const JsonRecord &record, MeasurementTool tool)
{
    const QJsonObject &o = record.object;
    ObjectReader r(o, record.text, record.from, record.line);
    MeasuredRun run;
    run.tool = tool;
    run.sourceLine = record.line;
    readServingIdentity(o, run);
    readServingLoad(r, run);
    if (!run.inputTokens && !r.error())
        readPerRequestMean(r, record, QStringLiteral("input_lens"), 1.0, kMaxTokens,
                           run.inputTokens);
    if (!run.outputTokens && !r.error() && o.value(u"output_lens").isArray())
        readPerRequestMean(r, record, QStringLiteral("output_lens"), 1.0, kMaxTokens,
                           run.outputTokens);
    readServingLatencies(r, run);
    if (!run.meanTtftMs && !r.error()) {
        // the per-request ttfts (seconds) of a --save-detailed file without the summary
        readPerRequestMean(r, record, QStringLiteral("ttfts"), 1000.0, kMaxMs, run.meanTtftMs);
    }
    readServingThroughputs(r, run);
    if (r.error())
        return std::unexpected(*r.error());
    if (!run.requestThroughput && !run.outputThroughput && !run.meanTtftMs)
        return fail(CalibrationText::tr("Line %1: this object holds no serving figures "
                                        "(request_throughput, output_throughput or mean_ttft_ms).")
                            .arg(record.line),
                    QString());
    return run;
}

Result<MeasuredRun> servingBenchLine(const JsonRecord &record, MeasurementTool tool)
{
    return servingBenchRun(record,
                           looksLikeSglangBench(record.object) ? MeasurementTool::SglangBench
                                                               : tool);
}

} // namespace Headroom::ImportDetail
