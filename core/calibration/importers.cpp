#include "calibration/importers.h"

#include "spec/idtable.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStringDecoder>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>

namespace Headroom {

namespace {

struct CalibrationText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Calibration)
};

constexpr IdTable<MeasurementTool, 7> kToolIds {{
        {MeasurementTool::VllmBench, "vllm-bench"},
        {MeasurementTool::SglangBench, "sglang-bench"},
        {MeasurementTool::GenaiPerf, "genai-perf"},
        {MeasurementTool::LlamaBench, "llama-bench"},
        {MeasurementTool::VllmLog, "vllm-log"},
        {MeasurementTool::SglangLog, "sglang-log"},
        {MeasurementTool::TrtLlmLog, "trtllm-log"},
}};

// Bounds past which a figure is not a measurement but a broken or hostile file.
constexpr double kMaxMs = 1e9; // about 11.6 days
constexpr double kMaxRate = 1e9; // tokens or requests per second
constexpr double kMaxTokens = 1e9; // tokens per request, or in a KV cache
constexpr double kMaxCount = 2e9; // requests, blocks, batch sizes (fits an int)
constexpr double kMaxGiB = 1e6;
constexpr double kMaxSeconds = 1e8;
constexpr double kMaxParameters = 1e15;

/** Where a file's figure stands, for messages: the 1-based line and the name it goes by. */
struct Place
{
    int line = 0;
    QString name;
};

/** One figure checked against its range: NaN, negative and absurd values are errors naming the
 *  line and the field. */
Result<double> checkedNumber(double value, const Place &place, double max)
{
    if (std::isnan(value))
        return fail(CalibrationText::tr("Line %1: \"%2\" is not a number.")
                            .arg(place.line)
                            .arg(place.name),
                    place.name);
    if (value < 0)
        return fail(CalibrationText::tr("Line %1: \"%2\" is negative (%3).")
                            .arg(place.line)
                            .arg(place.name)
                            .arg(value),
                    place.name);
    if (!std::isfinite(value) || value > max)
        return fail(CalibrationText::tr("Line %1: \"%2\" is out of range (%3).")
                            .arg(place.line)
                            .arg(place.name)
                            .arg(value),
                    place.name);
    return value;
}

/** A number as files write it: JSON numbers, or text such as "1,234.56", "inf", "NaN" (Python's
 *  json writes NaN and Infinity bare; they are quoted before parsing). "N/A", "", null: absent. */
std::optional<double> parseLooseNumber(const QString &text, bool *ok)
{
    *ok = true;
    QString t = text.trimmed();
    if (t.isEmpty() || t.compare(u"N/A", Qt::CaseInsensitive) == 0 || t == u"None" || t == u"null")
        return std::nullopt;
    if (t.compare(u"nan", Qt::CaseInsensitive) == 0)
        return std::numeric_limits<double>::quiet_NaN();
    if (t.compare(u"inf", Qt::CaseInsensitive) == 0
        || t.compare(u"infinity", Qt::CaseInsensitive) == 0
        || t.compare(u"+inf", Qt::CaseInsensitive) == 0)
        return std::numeric_limits<double>::infinity();
    if (t.compare(u"-inf", Qt::CaseInsensitive) == 0
        || t.compare(u"-infinity", Qt::CaseInsensitive) == 0)
        return -std::numeric_limits<double>::infinity();
    t.remove(u',');
    const double v = t.toDouble(ok);
    if (!*ok)
        return std::nullopt;
    return v;
}

/** Reads a figure from a JSON value; absent when null or missing. */
Result<std::optional<double>> jsonNumber(const QJsonValue &value, const Place &place, double max)
{
    std::optional<double> raw;
    if (value.isDouble()) {
        raw = value.toDouble();
    } else if (value.isString()) {
        bool ok = false;
        raw = parseLooseNumber(value.toString(), &ok);
        if (!ok)
            return fail(CalibrationText::tr("Line %1: \"%2\" is not a number.")
                                .arg(place.line)
                                .arg(place.name),
                        place.name);
    } else if (value.isBool()) {
        raw = value.toBool() ? 1.0 : 0.0;
    } else if (!value.isNull() && !value.isUndefined()) {
        return fail(CalibrationText::tr("Line %1: \"%2\" is not a number.")
                            .arg(place.line)
                            .arg(place.name),
                    place.name);
    }
    if (!raw)
        return std::optional<double> {};
    auto checked = checkedNumber(*raw, place, max);
    if (!checked)
        return std::unexpected(checked.error());
    return std::optional<double>(*checked);
}

// ---------------------------------------------------------------------------------------------
// Text helpers

int lineAt(const QByteArray &text, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    return int(std::count(text.constBegin(), text.constBegin() + offset, '\n')) + 1;
}

/** Python's json module writes NaN, Infinity and -Infinity bare, which is not JSON: they are
 *  quoted (outside strings) so that the parser accepts them and the checks can refuse or
 *  accept them by field (request_rate may be infinite, a latency may not). Lines stay put. */
QByteArray quoteBareNonFinite(const QByteArray &in)
{
    if (!in.contains("NaN") && !in.contains("Infinity"))
        return in;
    QByteArray out;
    out.reserve(in.size() + 64);
    bool inString = false;
    for (qsizetype i = 0; i < in.size(); ++i) {
        const char c = in.at(i);
        if (inString) {
            out.append(c);
            if (c == '\\' && i + 1 < in.size())
                out.append(in.at(++i));
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
            out.append(c);
            continue;
        }
        for (const char *word : {"-Infinity", "Infinity", "NaN"}) {
            const qsizetype n = qsizetype(std::strlen(word));
            if (in.mid(i, n) == word) {
                out.append('"').append(word).append('"');
                i += n - 1;
                goto next;
            }
        }
        out.append(c);
    next:;
    }
    return out;
}

/** Where the top-level array's object elements begin: offset and 1-based line (one pass). */
struct ElementStart
{
    qsizetype offset = 0;
    int line = 1;
};

QList<ElementStart> topLevelObjectStarts(const QByteArray &text)
{
    QList<ElementStart> starts;
    int depth = 0;
    int line = 1;
    bool inString = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text.at(i);
        if (c == '\n')
            ++line;
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (c == '{' && depth == 1)
                starts.append({i, line});
            ++depth;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return starts;
}

/** The line where `"key"` first appears at or after `from`, or `fallback`. */
int keyLine(const QByteArray &text, qsizetype from, const QString &key, int fallback)
{
    const QByteArray needle = '"' + key.toUtf8() + '"';
    const qsizetype at = text.indexOf(needle, from);
    return at < 0 ? fallback : lineAt(text, at);
}

QString fileNameOnly(const QString &fileName)
{
    return QFileInfo(fileName).fileName();
}

/** genai-perf names its artifact folder "<model>-<endpoint>-concurrency<N>" or
 *  "...-request_rate<R>"; the folder is all that states the load for a CSV export. */
void loadFromArtifactFolder(const QString &fileName, MeasuredRun &run)
{
    const QString folder = QFileInfo(fileName).dir().dirName();
    static const QRegularExpression concurrency(QStringLiteral("-concurrency(\\d{1,9})$"));
    static const QRegularExpression rate(QStringLiteral("-request_rate(\\d{1,9}(?:\\.\\d+)?)$"));
    if (!run.concurrency) {
        const auto m = concurrency.match(folder);
        if (m.hasMatch())
            run.concurrency = m.captured(1).toInt();
    }
    if (!run.requestRate) {
        const auto m = rate.match(folder);
        if (m.hasMatch())
            run.requestRate = m.captured(1).toDouble();
    }
}

/** A lenient number for figures that only describe the run (ids, names): no error. */
std::optional<qint64> jsonInteger(const QJsonValue &v)
{
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (std::isfinite(d) && std::abs(d) < 9e15)
            return qint64(d);
    } else if (v.isString()) {
        bool ok = false;
        const qint64 n = v.toString().trimmed().toLongLong(&ok);
        if (ok)
            return n;
    }
    return std::nullopt;
}

QString jsonText(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isDouble())
        return QString::number(v.toDouble());
    return {};
}

/** Runs the checked reads of one object: the first error wins and stops the rest. */
class ObjectReader
{
public:
    ObjectReader(const QJsonObject &object, const QByteArray &text, qsizetype from, int line)
        : m_object(object)
        , m_text(text)
        , m_from(from)
        , m_line(line)
    { }

    bool has(const QString &key) const { return m_object.contains(key); }
    QJsonValue value(const QString &key) const { return m_object.value(key); }

    std::optional<double> number(const QString &key, double max)
    {
        if (m_error || !m_object.contains(key))
            return std::nullopt;
        auto r = jsonNumber(m_object.value(key), Place {m_line, key}, max);
        if (!r) {
            // the key's own line, looked up only for the message (a scan of the text)
            const int line = m_text.isEmpty() ? m_line : keyLine(m_text, m_from, key, m_line);
            m_error = jsonNumber(m_object.value(key), Place {line, key}, max).error();
            return std::nullopt;
        }
        return *r;
    }

    std::optional<int> integer(const QString &key, double max = kMaxCount)
    {
        const auto v = number(key, max);
        if (!v)
            return std::nullopt;
        return int(std::llround(*v));
    }

    /** A rate that may be infinite ("inf": all requests at once). */
    std::optional<double> rate(const QString &key)
    {
        if (m_error || !m_object.contains(key))
            return std::nullopt;
        const QJsonValue v = m_object.value(key);
        bool ok = false;
        const std::optional<double> raw = v.isString() ? parseLooseNumber(v.toString(), &ok)
                                                       : std::optional<double> {};
        if (raw && ok && std::isinf(*raw) && *raw > 0)
            return raw;
        return number(key, kMaxRate);
    }

    void setError(Error e)
    {
        if (!m_error)
            m_error = std::move(e);
    }
    const std::optional<Error> &error() const { return m_error; }
    int line() const { return m_line; }

private:
    const QJsonObject &m_object;
    const QByteArray &m_text;
    qsizetype m_from;
    int m_line;
    std::optional<Error> m_error;
};

// ---------------------------------------------------------------------------------------------
// vLLM bench serve / benchmark_serving.py and SGLang bench_serving: one JSON object per run

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

bool looksLikeLlamaBench(const QJsonObject &o)
{
    return o.contains(u"avg_ts") && (o.contains(u"n_prompt") || o.contains(u"n_gen"));
}

bool looksLikeGenaiPerf(const QJsonObject &o)
{
    if (o.contains(u"input_config")
        && (o.contains(u"request_throughput") || o.contains(u"request_latency")
            || o.contains(u"time_to_first_token")))
        return true;
    for (const char *key : {"time_to_first_token", "request_latency", "output_token_throughput"}) {
        const QJsonValue v = o.value(QLatin1StringView(key));
        if (v.isObject() && v.toObject().contains(u"unit"))
            return true;
    }
    return false;
}

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

Result<MeasuredRun> servingBenchRun(const QJsonObject &o, MeasurementTool tool,
                                    const QByteArray &text, qsizetype from, int line)
{
    ObjectReader r(o, text, from, line);
    MeasuredRun run;
    run.tool = tool;
    run.sourceLine = line;
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
    if (!run.inputTokens && !r.error()) {
        auto m = arrayMean(o.value(u"input_lens"),
                           Place {keyLine(text, from, QStringLiteral("input_lens"), line),
                                  QStringLiteral("input_lens")},
                           1.0, kMaxTokens);
        if (!m)
            r.setError(m.error());
        else
            run.inputTokens = *m;
    }
    if (!run.outputTokens && !r.error() && o.value(u"output_lens").isArray()) {
        auto m = arrayMean(o.value(u"output_lens"),
                           Place {keyLine(text, from, QStringLiteral("output_lens"), line),
                                  QStringLiteral("output_lens")},
                           1.0, kMaxTokens);
        if (!m)
            r.setError(m.error());
        else
            run.outputTokens = *m;
    }

    run.meanTtftMs = r.number(QStringLiteral("mean_ttft_ms"), kMaxMs);
    run.medianTtftMs = r.number(QStringLiteral("median_ttft_ms"), kMaxMs);
    run.p99TtftMs = r.number(QStringLiteral("p99_ttft_ms"), kMaxMs);
    run.meanTpotMs = r.number(QStringLiteral("mean_tpot_ms"), kMaxMs);
    run.medianTpotMs = r.number(QStringLiteral("median_tpot_ms"), kMaxMs);
    run.p99TpotMs = r.number(QStringLiteral("p99_tpot_ms"), kMaxMs);
    run.meanItlMs = r.number(QStringLiteral("mean_itl_ms"), kMaxMs);
    run.medianItlMs = r.number(QStringLiteral("median_itl_ms"), kMaxMs);
    run.p99ItlMs = r.number(QStringLiteral("p99_itl_ms"), kMaxMs);
    if (!run.meanTtftMs && !r.error()) {
        // the per-request ttfts (seconds) of a --save-detailed file without the summary
        auto m = arrayMean(o.value(u"ttfts"),
                           Place {keyLine(text, from, QStringLiteral("ttfts"), line),
                                  QStringLiteral("ttfts")},
                           1000.0, kMaxMs);
        if (!m)
            r.setError(m.error());
        else
            run.meanTtftMs = *m;
    }
    run.requestThroughput = r.number(QStringLiteral("request_throughput"), kMaxRate);
    run.outputThroughput = r.number(QStringLiteral("output_throughput"), kMaxRate);
    run.totalTokenThroughput = r.number(QStringLiteral("total_token_throughput"), kMaxRate);
    if (r.error())
        return std::unexpected(*r.error());
    if (!run.requestThroughput && !run.outputThroughput && !run.meanTtftMs)
        return fail(CalibrationText::tr("Line %1: this object holds no serving figures "
                                        "(request_throughput, output_throughput or mean_ttft_ms).")
                            .arg(line),
                    QString());
    return run;
}

// ---------------------------------------------------------------------------------------------
// genai-perf / AIPerf profile export

/** Milliseconds per unit of a time metric ("ms", "ns", "us", "s", "sec"); nullopt if not time. */
std::optional<double> msPerUnit(QString unit)
{
    unit = unit.trimmed().toLower();
    if (unit == u"ms")
        return 1.0;
    if (unit == u"ns")
        return 1e-6;
    if (unit == u"us" || unit == u"µs")
        return 1e-3;
    if (unit == u"s" || unit == u"sec" || unit == u"seconds")
        return 1000.0;
    return std::nullopt;
}

/** The statistics of one genai-perf metric, as figures (ms for times). */
struct MetricStats
{
    std::optional<double> avg, p50, p99;
};

/** genai-perf's metric names, normalised: "time_to_first_token" and "Time To First Token" both
 *  become "time to first token". */
QString normalisedMetric(QString name)
{
    name = name.toLower();
    name.replace(u'_', u' ');
    return name.simplified();
}

/** Fills a run from genai-perf metrics (by normalised name). genai-perf's and AIPerf's
 *  inter_token_latency is per request (latency - TTFT) / (output tokens - 1): vLLM's TPOT;
 *  AIPerf's inter_chunk_latency is the gap between streamed chunks: vLLM's ITL. */
void fillGenaiMetric(MeasuredRun &run, const QString &metric, const MetricStats &s)
{
    if (metric == u"time to first token") {
        run.meanTtftMs = s.avg;
        run.medianTtftMs = s.p50;
        run.p99TtftMs = s.p99;
    } else if (metric == u"inter token latency") {
        run.meanTpotMs = s.avg;
        run.medianTpotMs = s.p50;
        run.p99TpotMs = s.p99;
    } else if (metric == u"inter chunk latency") {
        run.meanItlMs = s.avg;
        run.medianItlMs = s.p50;
        run.p99ItlMs = s.p99;
    } else if (metric == u"output token throughput") {
        run.outputThroughput = s.avg;
    } else if (metric == u"request throughput") {
        run.requestThroughput = s.avg;
    } else if (metric == u"input sequence length") {
        run.inputTokens = s.avg;
    } else if (metric == u"output sequence length") {
        run.outputTokens = s.avg;
    } else if (metric == u"request count") {
        if (s.avg)
            run.completedRequests = int(std::llround(*s.avg));
    } else if (metric == u"benchmark duration") {
        // AIPerf reports it in seconds as its display unit; converted to ms by the caller
        if (s.avg)
            run.durationSeconds = *s.avg / 1000.0;
    }
}

bool isGenaiMetric(const QString &metric)
{
    static const QStringList known {u"time to first token"_qs,    u"inter token latency"_qs,
                                    u"inter chunk latency"_qs,    u"output token throughput"_qs,
                                    u"request throughput"_qs,     u"input sequence length"_qs,
                                    u"output sequence length"_qs, u"request count"_qs,
                                    u"benchmark duration"_qs};
    return known.contains(metric);
}

double metricMax(const QString &metric, bool isTime)
{
    if (isTime)
        return kMaxMs;
    if (metric.contains(u"throughput"))
        return kMaxRate;
    if (metric.contains(u"count"))
        return kMaxCount;
    return kMaxTokens;
}

void genaiInputConfig(const QJsonObject &config, MeasuredRun &run)
{
    for (const char *key : {"model_names", "model"}) {
        const QJsonValue v = config.value(QLatin1StringView(key));
        if (v.isArray() && !v.toArray().isEmpty())
            run.modelName = v.toArray().first().toString();
        else if (v.isString())
            run.modelName = v.toString();
        if (!run.modelName.isEmpty())
            break;
    }
    const QJsonObject endpoint = config.value(u"endpoint").toObject();
    if (run.modelName.isEmpty()) {
        const QJsonValue names = endpoint.value(u"model_names");
        if (names.isArray() && !names.toArray().isEmpty())
            run.modelName = names.toArray().first().toString();
    }
    // genai-perf before 0.0.10: flat keys; later: perf_analyzer.stimulus; AIPerf: loadgen
    std::optional<qint64> concurrency = jsonInteger(config.value(u"concurrency"));
    if (!concurrency)
        concurrency = jsonInteger(config.value(u"perf_analyzer")
                                          .toObject()
                                          .value(u"stimulus")
                                          .toObject()
                                          .value(u"concurrency"));
    if (!concurrency)
        concurrency = jsonInteger(config.value(u"loadgen").toObject().value(u"concurrency"));
    if (concurrency && *concurrency > 0 && *concurrency < kMaxCount)
        run.concurrency = int(*concurrency);
    std::optional<qint64> rate = jsonInteger(config.value(u"request_rate"));
    if (rate && *rate > 0 && *rate < kMaxRate)
        run.requestRate = double(*rate);
}

Result<MeasuredRun> genaiPerfJsonRun(const QJsonObject &o, const QByteArray &text)
{
    MeasuredRun run;
    run.tool = MeasurementTool::GenaiPerf;
    run.sourceLine = 1;
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        const QString metric = normalisedMetric(it.key());
        if (!isGenaiMetric(metric) || !it.value().isObject())
            continue;
        const QJsonObject stats = it.value().toObject();
        const QString unit = stats.value(u"unit").toString();
        const std::optional<double> scale = msPerUnit(unit);
        const bool isTime = scale.has_value();
        const int line = keyLine(text, 0, it.key(), 1);
        MetricStats s;
        for (auto [key, slot] :
             {std::pair {"avg", &s.avg}, std::pair {"p50", &s.p50}, std::pair {"p99", &s.p99}}) {
            auto v = jsonNumber(stats.value(QLatin1StringView(key)),
                                Place {line, it.key() + u'.' + QLatin1StringView(key)},
                                metricMax(metric, isTime) / scale.value_or(1.0));
            if (!v)
                return std::unexpected(v.error());
            if (*v)
                *slot = **v * scale.value_or(1.0);
        }
        if (metric == u"benchmark duration" && !isTime)
            continue;
        fillGenaiMetric(run, metric, s);
    }
    genaiInputConfig(o.value(u"input_config").toObject(), run);
    const QString start = o.value(u"start_time").toString();
    if (!start.isEmpty()) {
        const QDateTime d = QDateTime::fromString(start, Qt::ISODateWithMs);
        if (d.isValid())
            run.sourceDate = d;
    }
    if (!run.requestThroughput && !run.outputThroughput && !run.meanTtftMs)
        return fail(CalibrationText::tr("The genai-perf export holds no request throughput, "
                                        "output token throughput or time to first token."));
    return run;
}

/** A CSV line split into fields (RFC 4180 quoting, as Python's csv module and llama-bench write). */
QStringList splitCsv(const QString &line)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < line.size() && line.at(i + 1) == u'"') {
                    field.append(u'"');
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field.append(c);
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            fields.append(field);
            field.clear();
        } else {
            field.append(c);
        }
    }
    fields.append(field);
    return fields;
}

QStringList textLines(const QString &text)
{
    QStringList lines = text.split(u'\n');
    for (QString &l : lines) {
        if (l.endsWith(u'\r'))
            l.chop(1);
    }
    return lines;
}

Result<MeasuredRun> genaiPerfCsvRun(const QString &text)
{
    const QStringList lines = textLines(text);
    MeasuredRun run;
    run.tool = MeasurementTool::GenaiPerf;
    run.sourceLine = 1;
    QStringList header;
    bool sawRequestHeader = false;
    static const QRegularExpression nameUnit(QStringLiteral("^(.*?)\\s*\\(([^()]*)\\)\\s*$"));
    for (int i = 0; i < lines.size(); ++i) {
        const QStringList fields = splitCsv(lines.at(i));
        if (fields.size() < 2)
            continue;
        if (fields.first().trimmed() == u"Metric") {
            header = fields;
            for (QString &h : header)
                h = h.trimmed().toLower();
            if (header.contains(u"avg"_qs))
                sawRequestHeader = true;
            continue;
        }
        if (header.isEmpty())
            return fail(CalibrationText::tr("Line %1: the CSV lacks the columns %2.")
                                .arg(i + 1)
                                .arg(u"Metric, avg"_qs));
        if (header.contains(u"gpu"_qs))
            continue; // GPU telemetry: per-GPU rows
        QString metric = fields.first().trimmed();
        QString unit;
        const auto m = nameUnit.match(metric);
        if (m.hasMatch()) {
            metric = m.captured(1);
            unit = m.captured(2);
        }
        metric = normalisedMetric(metric);
        if (!isGenaiMetric(metric))
            continue;
        const std::optional<double> scale = msPerUnit(unit);
        const bool isTime = scale.has_value();
        MetricStats s;
        const auto column = [&](const char *name) -> Result<std::optional<double>> {
            qsizetype at = header.indexOf(QLatin1StringView(name));
            if (at < 0 && std::strcmp(name, "avg") == 0)
                at = header.indexOf(u"value"_qs);
            if (at < 0 || at >= fields.size())
                return std::optional<double> {};
            bool ok = false;
            const std::optional<double> v = parseLooseNumber(fields.at(at), &ok);
            const Place place {i + 1, fields.first().trimmed() + u' ' + QLatin1StringView(name)};
            if (!ok)
                return fail(CalibrationText::tr("Line %1: \"%2\" is not a number.")
                                    .arg(place.line)
                                    .arg(place.name),
                            place.name);
            if (!v)
                return std::optional<double> {};
            auto c = checkedNumber(*v, place, metricMax(metric, isTime) / scale.value_or(1.0));
            if (!c)
                return std::unexpected(c.error());
            return std::optional<double>(*c * scale.value_or(1.0));
        };
        for (auto [key, slot] :
             {std::pair {"avg", &s.avg}, std::pair {"p50", &s.p50}, std::pair {"p99", &s.p99}}) {
            auto v = column(key);
            if (!v)
                return std::unexpected(v.error());
            *slot = *v;
        }
        if (metric == u"benchmark duration" && !isTime)
            continue;
        fillGenaiMetric(run, metric, s);
    }
    if (!sawRequestHeader)
        return fail(CalibrationText::tr("Line %1: the CSV lacks the columns %2.")
                            .arg(1)
                            .arg(u"Metric, avg"_qs));
    if (!run.requestThroughput && !run.outputThroughput && !run.meanTtftMs)
        return fail(CalibrationText::tr("The genai-perf export holds no request throughput, "
                                        "output token throughput or time to first token."));
    return run;
}

// ---------------------------------------------------------------------------------------------
// llama-bench

/** llama.cpp's file type names ("Q4_K - Medium", "mostly Q4_0", "BF16") as the usual short
 *  names ("Q4_K_M", "Q4_0", "BF16"). */
QString ggufTypeName(QString type)
{
    type = type.trimmed();
    if (type.startsWith(u"mostly "))
        type = type.mid(7);
    static const QRegularExpression bpw(QStringLiteral("\\s*-\\s*[\\d.]+\\s*bpw$"));
    type.remove(bpw);
    type.replace(u" - Medium"_qs, u"_M"_qs);
    type.replace(u" - Small"_qs, u"_S"_qs);
    type.replace(u" - Large"_qs, u"_L"_qs);
    type.replace(u" - Extra small"_qs, u"_XS"_qs);
    return type;
}

/** model_type "qwen2 7B Q4_K - Medium": the file type follows the architecture and the size. */
QString weightFormatFromModelType(const QString &modelType)
{
    static const QRegularExpression re(QStringLiteral(
            "^\\S+\\s+(?:\\?B|[\\d.]+[KMBT]?(?:x[\\d.]+[KMBT]?)?(?:-A[\\d.]+B)?)\\s+(.+)$"));
    const auto m = re.match(modelType.trimmed());
    return m.hasMatch() ? ggufTypeName(m.captured(1)) : QString();
}

/** Fills the test's figures: pp (prompt only), tg (generation only), or pp+tg (both: avg_ts is
 *  then (n_prompt + n_gen) / time, a total token rate). */
void setLlamaTest(MeasuredRun &run, int nPrompt, int nGen, double tokensPerSecond)
{
    run.inputTokens = nPrompt;
    run.outputTokens = nGen;
    if (nPrompt > 0 && nGen == 0)
        run.promptTokensPerSecond = tokensPerSecond;
    else if (nGen > 0 && nPrompt == 0)
        run.generationTokensPerSecond = tokensPerSecond;
    else
        run.totalTokenThroughput = tokensPerSecond;
}

MeasuredRun llamaBase()
{
    MeasuredRun run;
    run.tool = MeasurementTool::LlamaBench;
    run.engineName = QStringLiteral("llama.cpp");
    run.concurrency = 1; // llama-bench runs one sequence
    run.gpuCount = 0;
    return run;
}

/** One llama-bench result from its fields by name (JSON, JSONL and CSV share the names). */
Result<MeasuredRun> llamaBenchRun(const std::function<QJsonValue(const QString &)> &field, int line,
                                  const std::function<int(const QString &)> &lineOf)
{
    MeasuredRun run = llamaBase();
    run.sourceLine = line;
    std::optional<Error> error;
    const auto num = [&](const QString &key, double max) -> std::optional<double> {
        if (error)
            return std::nullopt;
        auto r = jsonNumber(field(key), Place {line, key}, max);
        if (!r) {
            // the key's own line, looked up only for the message (a scan of the text)
            error = jsonNumber(field(key), Place {lineOf(key), key}, max).error();
            return std::nullopt;
        }
        return *r;
    };
    run.modelName = jsonText(field(u"model_filename"_qs));
    const QString modelType = jsonText(field(u"model_type"_qs));
    if (run.modelName.isEmpty())
        run.modelName = modelType;
    run.weightFormat = weightFormatFromModelType(modelType);
    run.gpuName = jsonText(field(u"gpu_info"_qs));
    const QString typeK = jsonText(field(u"type_k"_qs));
    const QString typeV = jsonText(field(u"type_v"_qs));
    run.kvFormat = (typeV.isEmpty() || typeV == typeK) ? typeK : typeK + u'/' + typeV;
    if (const auto v = num(u"model_n_params"_qs, kMaxParameters))
        run.modelParameters = qint64(*v);
    if (const auto v = num(u"model_size"_qs, kMaxGiB * 1073741824.0))
        run.modelSizeGiB = *v / 1073741824.0;
    if (const auto v = num(u"n_batch"_qs, kMaxCount))
        run.batchSize = int(*v);
    if (const auto v = num(u"n_ubatch"_qs, kMaxCount))
        run.ubatchSize = int(*v);
    // n_gpu_layers is -1 for "all" in recent builds: read it leniently
    if (const auto ngl = jsonInteger(field(u"n_gpu_layers"_qs)); ngl && *ngl >= -1 && *ngl < 100000)
        run.gpuLayers = int(*ngl);
    const auto nPrompt = num(u"n_prompt"_qs, kMaxTokens);
    const auto nGen = num(u"n_gen"_qs, kMaxTokens);
    if (const auto v = num(u"n_depth"_qs, kMaxTokens))
        run.contextDepth = int(*v);
    const auto avgTs = num(u"avg_ts"_qs, kMaxRate);
    if (error)
        return std::unexpected(*error);
    if (!avgTs || (!nPrompt && !nGen))
        return fail(CalibrationText::tr("Line %1: the llama-bench result lacks %2.")
                            .arg(line)
                            .arg(u"avg_ts, n_prompt, n_gen"_qs));
    setLlamaTest(run, int(nPrompt.value_or(0)), int(nGen.value_or(0)), *avgTs);
    const QString time = jsonText(field(u"test_time"_qs));
    if (!time.isEmpty()) {
        const QDateTime d = QDateTime::fromString(time, Qt::ISODate);
        if (d.isValid())
            run.sourceDate = d;
    }
    return run;
}

Result<QList<MeasuredRun>> llamaBenchCsv(const QString &text)
{
    const QStringList lines = textLines(text);
    int headerIndex = -1;
    for (int i = 0; i < lines.size(); ++i) {
        if (!lines.at(i).trimmed().isEmpty()) {
            headerIndex = i;
            break;
        }
    }
    if (headerIndex < 0)
        return fail(CalibrationText::tr("The file is empty."));
    const QStringList header = splitCsv(lines.at(headerIndex));
    QStringList missing;
    for (const char *required : {"n_prompt", "n_gen", "avg_ts"}) {
        if (!header.contains(QLatin1StringView(required)))
            missing.append(QLatin1StringView(required));
    }
    if (!missing.isEmpty())
        return fail(CalibrationText::tr("Line %1: the CSV lacks the columns %2.")
                            .arg(headerIndex + 1)
                            .arg(missing.join(u", "_qs)));
    QList<MeasuredRun> runs;
    for (int i = headerIndex + 1; i < lines.size(); ++i) {
        if (lines.at(i).trimmed().isEmpty())
            continue;
        const QStringList fields = splitCsv(lines.at(i));
        if (fields.size() != header.size())
            return fail(CalibrationText::tr("Line %1 has %2 fields where the header has %3.")
                                .arg(i + 1)
                                .arg(fields.size())
                                .arg(header.size()));
        const auto field = [&](const QString &key) -> QJsonValue {
            const qsizetype at = header.indexOf(key);
            return at < 0 ? QJsonValue() : QJsonValue(fields.at(at));
        };
        auto run = llamaBenchRun(field, i + 1, [&](const QString &) { return i + 1; });
        if (!run)
            return std::unexpected(run.error());
        runs.append(*run);
    }
    return runs;
}

/** "3.56 GiB", "512.00 MiB" in GiB; "6.74 B", "494.03 M" in parameters. */
std::optional<double> sizeWithUnit(const QString &text, bool parameters)
{
    const QStringList parts = text.simplified().split(u' ');
    if (parts.size() != 2)
        return std::nullopt;
    bool ok = false;
    const double v = parts.at(0).toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0)
        return std::nullopt;
    const QString unit = parts.at(1);
    if (parameters) {
        if (unit == u"B")
            return v * 1e9;
        if (unit == u"M")
            return v * 1e6;
        return std::nullopt;
    }
    if (unit == u"GiB")
        return v;
    if (unit == u"MiB")
        return v / 1024.0;
    return std::nullopt;
}

Result<QList<MeasuredRun>> llamaBenchMarkdown(const QString &text)
{
    const QStringList lines = textLines(text);
    QStringList header;
    QList<MeasuredRun> runs;
    static const QRegularExpression testRe(QStringLiteral(
            "^(?:pp\\s*(\\d{1,9}))?(?:\\+)?(?:tg\\s*(\\d{1,9}))?(?:\\s*@\\s*d(\\d{1,9}))?$"));
    static const QRegularExpression tsRe(QStringLiteral("^([\\d.]+)\\s*±\\s*([\\d.]+)$"));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (!line.startsWith(u'|'))
            continue;
        QStringList cells = line.mid(1).split(u'|');
        if (!cells.isEmpty() && cells.last().trimmed().isEmpty())
            cells.removeLast();
        for (QString &c : cells)
            c = c.trimmed();
        if (header.isEmpty() || cells.contains(u"t/s"_qs)) {
            if (cells.contains(u"t/s"_qs) && cells.contains(u"test"_qs)) {
                header = cells;
                continue;
            }
            if (header.isEmpty())
                return fail(CalibrationText::tr("Line %1: the table lacks the columns %2.")
                                    .arg(i + 1)
                                    .arg(u"test, t/s"_qs));
        }
        if (!cells.isEmpty() && cells.first().startsWith(u"---"))
            continue;
        if (cells.size() != header.size())
            return fail(CalibrationText::tr("Line %1 has %2 fields where the header has %3.")
                                .arg(i + 1)
                                .arg(cells.size())
                                .arg(header.size()));
        const auto cell = [&](const char *name) -> QString {
            const qsizetype at = header.indexOf(QLatin1StringView(name));
            return at < 0 ? QString() : cells.at(at);
        };
        MeasuredRun run = llamaBase();
        run.sourceLine = i + 1;
        run.modelName = cell("model");
        run.weightFormat = weightFormatFromModelType(run.modelName);
        if (const auto v = sizeWithUnit(cell("size"), false); v && *v <= kMaxGiB)
            run.modelSizeGiB = *v;
        if (const auto v = sizeWithUnit(cell("params"), true); v && *v <= kMaxParameters)
            run.modelParameters = qint64(std::llround(*v));
        bool ok = false;
        if (const int ngl = cell("ngl").toInt(&ok); ok)
            run.gpuLayers = ngl;
        if (const int b = cell("n_batch").toInt(&ok); ok && b >= 0)
            run.batchSize = b;
        if (const int b = cell("n_ubatch").toInt(&ok); ok && b >= 0)
            run.ubatchSize = b;
        const QString typeK = cell("type_k");
        const QString typeV = cell("type_v");
        run.kvFormat = (typeV.isEmpty() || typeV == typeK) ? typeK : typeK + u'/' + typeV;
        const QString test = cell("test");
        const auto t = testRe.match(test);
        if (!t.hasMatch() || (t.captured(1).isEmpty() && t.captured(2).isEmpty()))
            return fail(CalibrationText::tr("Line %1: the test \"%2\" is not a pp or tg test.")
                                .arg(i + 1)
                                .arg(test.left(40)));
        const QString rate = cell("t/s");
        const auto ts = tsRe.match(rate);
        if (!ts.hasMatch())
            return fail(
                    CalibrationText::tr("Line %1: \"%2\" is not a rate such as \"123.45 ± 1.23\".")
                            .arg(i + 1)
                            .arg(rate.left(40)));
        auto tokensPerSecond = checkedNumber(ts.captured(1).toDouble(), Place {i + 1, u"t/s"_qs},
                                             kMaxRate);
        if (!tokensPerSecond)
            return std::unexpected(tokensPerSecond.error());
        if (!t.captured(3).isEmpty())
            run.contextDepth = t.captured(3).toInt();
        setLlamaTest(run, t.captured(1).toInt(), t.captured(2).toInt(), *tokensPerSecond);
        runs.append(run);
    }
    if (header.isEmpty())
        return fail(CalibrationText::tr("Line %1: the table lacks the columns %2.")
                            .arg(1)
                            .arg(u"test, t/s"_qs));
    return runs;
}

// ---------------------------------------------------------------------------------------------
// Server logs: each recognised line sets figures of the current run; a line that starts an
// engine begins a new run once the current one has figures. The first value of a figure wins
// (tensor-parallel ranks repeat their lines).

struct LogRule
{
    const char *marker; // a plain substring every matching line holds (cheap pre-filter)
    QRegularExpression pattern;
    bool startsRun = false;
    std::function<std::optional<Error>(const QRegularExpressionMatch &, MeasuredRun &, int line)>
            apply;
};

template<typename T>
void setOnce(std::optional<T> &slot, T value)
{
    if (!slot)
        slot = value;
}

/** A captured figure checked for range (the patterns only match digits, so it is >= 0 unless
 *  the pattern allows a sign). */
Result<double> captured(const QRegularExpressionMatch &m, int group, const QString &name, int line,
                        double max)
{
    QString t = m.captured(group);
    t.remove(u',');
    bool ok = false;
    const double v = t.toDouble(&ok);
    if (!ok)
        return fail(CalibrationText::tr("Line %1: \"%2\" is not a number.").arg(line).arg(name),
                    name);
    return checkedNumber(v, Place {line, name}, max);
}

/** A KV cache size from a log: negative when the weights and activations left no room, a
 *  failed start rather than a measurement. */
Result<double> capturedKv(const QRegularExpressionMatch &m, int group, const QString &name, int line)
{
    bool ok = false;
    const double v = m.captured(group).toDouble(&ok);
    if (ok && v < 0)
        return fail(
                CalibrationText::tr(
                        "Line %1: the log gives a negative KV cache size (%2 GiB): the engine did "
                        "not start with these settings.")
                        .arg(line)
                        .arg(v),
                name);
    return captured(m, group, name, line, kMaxGiB);
}

#define HR_CAPTURE_KV(var, group, name) \
    const auto var##_r = capturedKv(m, group, QStringLiteral(name), line); \
    if (!var##_r) \
        return var##_r.error(); \
    const double var = *var##_r;

#define HR_CAPTURE(var, group, name, max) \
    const auto var##_r = captured(m, group, QStringLiteral(name), line, max); \
    if (!var##_r) \
        return var##_r.error(); \
    const double var = *var##_r;

QString configValue(const QString &config, const char *key)
{
    const QRegularExpression re(
            QStringLiteral("(?:^|[\\s,(])%1=('([^']*)'|\"([^\"]*)\"|([^,\\s)]*))")
                    .arg(QLatin1StringView(key)));
    const auto m = re.match(config);
    if (!m.hasMatch())
        return {};
    for (int g : {2, 3, 4}) {
        if (m.capturedStart(g) >= 0)
            return m.captured(g);
    }
    return {};
}

QString torchDtype(QString dtype)
{
    if (dtype.startsWith(u"torch."))
        dtype = dtype.mid(6);
    if (dtype == u"bfloat16")
        return QStringLiteral("bf16");
    if (dtype == u"float16" || dtype == u"half")
        return QStringLiteral("fp16");
    if (dtype == u"float32")
        return QStringLiteral("fp32");
    return dtype;
}

int configInt(const QString &config, const char *key)
{
    bool ok = false;
    const int v = configValue(config, key).toInt(&ok);
    return ok && v > 0 && v < 1000000 ? v : 0;
}

QList<LogRule> vllmRules()
{
    QList<LogRule> rules;
    rules.append(
            {"LLM engine",
             QRegularExpression(QStringLiteral("Initializing (?:a V[01] |an )LLM engine "
                                               "(?:\\(v[^)]*\\) )?with config: (.*)$")),
             true,
             [](const QRegularExpressionMatch &m, MeasuredRun &run, int) -> std::optional<Error> {
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
             }});
    rules.append(
            {"took",
             QRegularExpression(QStringLiteral(
                     "(?:Model loading took|Loading model weights took) ([\\d.]+) ?(?:GiB|GB)")),
             false,
             [](const QRegularExpressionMatch &m, MeasuredRun &run,
                int line) -> std::optional<Error> {
                 HR_CAPTURE(v, 1, "model loading", kMaxGiB);
                 setOnce(run.weightsGiB, v);
                 return std::nullopt;
             }});
    rules.append({"total_gpu_memory (",
                  QRegularExpression(QStringLiteral("total_gpu_memory \\(([\\d.]+) ?GiB\\) x "
                                                    "gpu_memory_utilization \\(([\\d.]+)\\)")),
                  false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
                      HR_CAPTURE(total, 1, "total_gpu_memory", kMaxGiB);
                      HR_CAPTURE(util, 2, "gpu_memory_utilization", 1.0);
                      setOnce(run.totalGpuMemoryGiB, total);
                      setOnce(run.gpuMemoryUtilization, util);
                      return std::nullopt;
                  }});
    rules.append({"model weights take",
                  QRegularExpression(QStringLiteral("model weights take ([\\d.]+) ?GiB")), false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
                      HR_CAPTURE(v, 1, "model weights", kMaxGiB);
                      setOnce(run.weightsGiB, v);
                      return std::nullopt;
                  }});
    rules.append({"non_torch_memory takes",
                  QRegularExpression(QStringLiteral("non_torch_memory takes (-?[\\d.]+) ?GiB")),
                  false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
                      HR_CAPTURE(v, 1, "non_torch_memory", kMaxGiB);
                      setOnce(run.nonTorchGiB, v);
                      return std::nullopt;
                  }});
    rules.append(
            {"activation peak memory takes",
             QRegularExpression(QStringLiteral("activation peak memory takes (-?[\\d.]+) ?GiB")),
             false,
             [](const QRegularExpressionMatch &m, MeasuredRun &run,
                int line) -> std::optional<Error> {
                 HR_CAPTURE(v, 1, "PyTorch activation peak memory", kMaxGiB);
                 setOnce(run.activationPeakGiB, v);
                 return std::nullopt;
             }});
    rules.append({"reserved for KV Cache is",
                  QRegularExpression(QStringLiteral("reserved for KV Cache is (-?[\\d.]+) ?GiB")),
                  false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
                      HR_CAPTURE_KV(v, 1, "KV Cache");
                      setOnce(run.kvCacheGiB, v);
                      return std::nullopt;
                  }});
    rules.append({"Available KV cache memory",
                  QRegularExpression(QStringLiteral("Available KV cache memory: (-?[\\d.]+) ?GiB")),
                  false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
                      HR_CAPTURE_KV(v, 1, "Available KV cache memory");
                      setOnce(run.kvCacheGiB, v);
                      return std::nullopt;
                  }});
    // vLLM 0.6.x: one line with the whole profile
    rules.append({"Memory profiling results",
                  QRegularExpression(QStringLiteral(
                          "Memory profiling results: "
                          "total_gpu_memory=([\\d.]+)GiB.*?peak_torch_memory=([\\d.]+)GiB.*?"
                          "non_torch_memory=([\\d.]+)GiB kv_cache_size=(-?[\\d.]+)GiB "
                          "gpu_memory_utilization=([\\d.]+)")),
                  false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
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
                  }});
    rules.append({"blocks: ",
                  QRegularExpression(QStringLiteral("# (?:GPU|CUDA|cuda|gpu) blocks: (\\d{1,15})")),
                  false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
                      HR_CAPTURE(v, 1, "# GPU blocks", kMaxCount);
                      setOnce(run.kvCacheBlocks, qint64(v));
                      return std::nullopt;
                  }});
    rules.append({"GPU KV cache size",
                  QRegularExpression(QStringLiteral("GPU KV cache size: ([\\d,]{1,20}) tokens")),
                  false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
                      HR_CAPTURE(v, 1, "GPU KV cache size", kMaxTokens);
                      setOnce(run.kvCacheTokens, qint64(v));
                      return std::nullopt;
                  }});
    rules.append({"Maximum concurrency for",
                  QRegularExpression(QStringLiteral(
                          "Maximum concurrency for ([\\d,]{1,20}) tokens per request: ([\\d.]+)x")),
                  false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
                      HR_CAPTURE(len, 1, "tokens per request", kMaxTokens);
                      HR_CAPTURE(x, 2, "Maximum concurrency", kMaxTokens);
                      setOnce(run.maxModelLength, int(len));
                      setOnce(run.maxConcurrency, x);
                      return std::nullopt;
                  }});
    rules.append({"Graph capturing finished",
                  QRegularExpression(QStringLiteral(
                          "Graph capturing finished in \\d+ secs?, took (-?[\\d.]+) ?GiB")),
                  false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
                      HR_CAPTURE(v, 1, "Graph capturing", kMaxGiB);
                      setOnce(run.cudaGraphGiB, v);
                      return std::nullopt;
                  }});
    return rules;
}

QList<LogRule> sglangRules()
{
    QList<LogRule> rules;
    rules.append(
            {"server_args=", QRegularExpression(QStringLiteral("server_args=ServerArgs\\((.*)$")),
             true,
             [](const QRegularExpressionMatch &m, MeasuredRun &run, int) -> std::optional<Error> {
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
             }});
    rules.append({"Load weight end",
                  QRegularExpression(QStringLiteral(
                          "Load weight end\\..*?type=(\\w+)(?:, dtype=([\\w.]+))?.*?avail "
                          "mem=([\\d.]+) ?GB(?:, mem usage=(-?[\\d.]+) ?GB)?")),
                  false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
                      run.engineName = QStringLiteral("sglang");
                      if (run.weightFormat.isEmpty() && !m.captured(2).isEmpty())
                          run.weightFormat = torchDtype(m.captured(2));
                      if (m.capturedStart(4) >= 0) {
                          HR_CAPTURE(v, 4, "mem usage", kMaxGiB);
                          setOnce(run.weightsGiB, v);
                      }
                      return std::nullopt;
                  }});
    rules.append({"KV Cache is allocated",
                  QRegularExpression(QStringLiteral(
                          "KV Cache is allocated\\..*?#tokens: (\\d{1,15}), (?:K size: ([\\d.]+) "
                          "?GB, V size: ([\\d.]+) ?GB|KV size: ([\\d.]+) ?GB)")),
                  false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
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
                  }});
    rules.append({"max_total_num_tokens=",
                  QRegularExpression(QStringLiteral("max_total_num_tokens=(\\d{1,15})(.*)$")), false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
                      HR_CAPTURE(tokens, 1, "max_total_num_tokens", kMaxTokens);
                      setOnce(run.kvCacheTokens, qint64(tokens));
                      const QString rest = m.captured(2);
                      if (const int n = configInt(rest, "max_running_requests"))
                          setOnce(run.maxRunningRequests, n);
                      if (const int n = configInt(rest, "context_len"))
                          setOnce(run.maxModelLength, n);
                      return std::nullopt;
                  }});
    rules.append({"Capture cuda graph end",
                  QRegularExpression(
                          QStringLiteral("Capture cuda graph end\\..*?mem usage=(-?[\\d.]+) ?GB")),
                  false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
                      HR_CAPTURE(v, 1, "cuda graph mem usage", kMaxGiB);
                      setOnce(run.cudaGraphGiB, v);
                      return std::nullopt;
                  }});
    return rules;
}

QList<LogRule> trtllmRules()
{
    QList<LogRule> rules;
    rules.append({"max tokens in paged kv cache: total",
                  QRegularExpression(QStringLiteral(
                          "Memory usage when calculating max tokens in paged kv cache: total: "
                          "([\\d.]+) ?GiB, available: ([\\d.]+) ?GiB")),
                  false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
                      HR_CAPTURE(total, 1, "total", kMaxGiB);
                      HR_CAPTURE(available, 2, "available", kMaxGiB);
                      Q_UNUSED(available);
                      setOnce(run.totalGpuMemoryGiB, total);
                      return std::nullopt;
                  }});
    rules.append({"for max tokens",
                  QRegularExpression(
                          QStringLiteral("\\[MemUsageChange\\] Allocated (-?[\\d.]+) ?GiB for max "
                                         "tokens(?: in paged KV cache)? \\((\\d{1,15})\\)")),
                  false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
                      HR_CAPTURE_KV(gib, 1, "paged KV cache");
                      HR_CAPTURE(tokens, 2, "max tokens", kMaxTokens);
                      run.engineName = QStringLiteral("tensorrt-llm");
                      setOnce(run.kvCacheGiB, gib);
                      setOnce(run.kvCacheTokens, qint64(tokens));
                      return std::nullopt;
                  }});
    rules.append({"Memory used after loading model weights (inside torch)",
                  QRegularExpression(
                          QStringLiteral("Memory used after loading model weights \\(inside "
                                         "torch\\) in memory usage profiling: ([\\d.]+) ?GiB")),
                  false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
                      HR_CAPTURE(v, 1, "model weights (inside torch)", kMaxGiB);
                      setOnce(run.weightsGiB, v);
                      return std::nullopt;
                  }});
    rules.append({"Memory dynamically allocated during inference",
                  QRegularExpression(
                          QStringLiteral("Memory dynamically allocated during inference \\(inside "
                                         "torch\\) in memory usage profiling: ([\\d.]+) ?GiB")),
                  false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
                      HR_CAPTURE(v, 1, "dynamically allocated during inference", kMaxGiB);
                      setOnce(run.activationPeakGiB, v);
                      return std::nullopt;
                  }});
    rules.append({"Memory used outside torch",
                  QRegularExpression(QStringLiteral("Memory used outside torch \\([^)]*\\) in "
                                                    "memory usage profiling: ([\\d.]+) ?GiB")),
                  false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
                      HR_CAPTURE(v, 1, "outside torch", kMaxGiB);
                      setOnce(run.nonTorchGiB, v);
                      return std::nullopt;
                  }});
    rules.append({"Peak memory during memory usage profiling",
                  QRegularExpression(QStringLiteral(
                          "Peak memory during memory usage profiling \\(torch \\+ non-torch\\): "
                          "([\\d.]+) ?GiB, available KV cache memory when calculating max tokens: "
                          "(-?[\\d.]+) ?GiB(?:, fraction is set ([\\d.]+))?(?:.*?device total "
                          "memory ([\\d.]+) ?GiB)?")),
                  false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
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
                  }});
    rules.append({"max_num_requests=",
                  QRegularExpression(QStringLiteral(
                          "max_seq_len=(\\d{1,12}), max_num_requests=(\\d{1,12}), "
                          "max_num_tokens=(\\d{1,12})(?:, max_batch_size=(\\d{1,12}))?")),
                  false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
                      HR_CAPTURE(len, 1, "max_seq_len", kMaxTokens);
                      HR_CAPTURE(requests, 2, "max_num_requests", kMaxCount);
                      setOnce(run.maxModelLength, int(len));
                      setOnce(run.maxRunningRequests, int(requests));
                      if (m.capturedStart(4) >= 0) {
                          HR_CAPTURE(batch, 4, "max_batch_size", kMaxCount);
                          setOnce(run.batchSize, int(batch));
                      }
                      return std::nullopt;
                  }});
    rules.append({"Loaded engine size",
                  QRegularExpression(QStringLiteral("Loaded engine size: (\\d{1,12}) MiB")), false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
                      HR_CAPTURE(mib, 1, "Loaded engine size", kMaxGiB * 1024);
                      setOnce(run.weightsGiB, mib / 1024.0);
                      return std::nullopt;
                  }});
    rules.append({"KV cache primary pool",
                  QRegularExpression(
                          QStringLiteral("Number of blocks in KV cache primary pool: (\\d{1,15})")),
                  false,
                  [](const QRegularExpressionMatch &m, MeasuredRun &run,
                     int line) -> std::optional<Error> {
                      HR_CAPTURE(v, 1, "primary pool blocks", kMaxCount);
                      setOnce(run.kvCacheBlocks, qint64(v));
                      return std::nullopt;
                  }});
    return rules;
}

#undef HR_CAPTURE
#undef HR_CAPTURE_KV

bool hasFigures(const MeasuredRun &r)
{
    return r.weightsGiB || r.kvCacheGiB || r.kvCacheTokens || r.totalGpuMemoryGiB || r.kvCacheBlocks
            || r.cudaGraphGiB || r.maxConcurrency;
}

struct LogScan
{
    QList<MeasuredRun> runs;
    int recognised = 0;
    std::optional<Error> error;
};

/** The date a log line starts with: SGLang "[2025-03-14 09:20:11 TP0]", TensorRT-LLM
 *  "[12/20/2025-04:21:10]". vLLM's "INFO 03-14 09:12:41" has no year and is left alone. */
QDateTime logLineDate(const QString &line)
{
    static const QRegularExpression iso(
            QStringLiteral("^\\[?(\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2})"));
    static const QRegularExpression us(
            QStringLiteral("^\\[(\\d{2}/\\d{2}/\\d{4}-\\d{2}:\\d{2}:\\d{2})\\]"));
    if (const auto m = iso.match(line); m.hasMatch())
        return QDateTime::fromString(m.captured(1), QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    if (const auto m = us.match(line); m.hasMatch())
        return QDateTime::fromString(m.captured(1), QStringLiteral("MM/dd/yyyy-HH:mm:ss"));
    return {};
}

LogScan scanLog(const QStringList &lines, MeasurementTool tool, const QList<LogRule> &rules)
{
    LogScan scan;
    MeasuredRun run;
    run.tool = tool;
    int maxTpRank = -1;
    static const QRegularExpression tpTag(QStringLiteral("[\\s\\[]TP(\\d{1,4})[\\s\\]]"));
    const auto finish = [&] {
        if (!hasFigures(run))
            return;
        if (run.tensorParallel == 0 && maxTpRank >= 0 && tool == MeasurementTool::SglangLog)
            run.tensorParallel = maxTpRank + 1;
        scan.runs.append(run);
    };
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        for (const LogRule &rule : rules) {
            if (!line.contains(QLatin1StringView(rule.marker)))
                continue;
            const auto m = rule.pattern.match(line);
            if (!m.hasMatch())
                continue;
            ++scan.recognised;
            if (rule.startsRun && hasFigures(run)) {
                finish();
                run = MeasuredRun();
                run.tool = tool;
                maxTpRank = -1;
            }
            if (run.sourceLine == 0)
                run.sourceLine = i + 1;
            if (!run.sourceDate.isValid())
                run.sourceDate = logLineDate(line);
            if (tool == MeasurementTool::SglangLog) {
                if (const auto t = tpTag.match(line); t.hasMatch())
                    maxTpRank = std::max(maxTpRank, t.captured(1).toInt());
            }
            if (auto e = rule.apply(m, run, i + 1)) {
                scan.error = *e;
                return scan;
            }
        }
    }
    finish();
    for (MeasuredRun &r : scan.runs) {
        if (r.engineName.isEmpty()) {
            r.engineName = tool == MeasurementTool::VllmLog ? QStringLiteral("vllm")
                    : tool == MeasurementTool::SglangLog    ? QStringLiteral("sglang")
                                                            : QStringLiteral("tensorrt-llm");
        }
    }
    return scan;
}

// ---------------------------------------------------------------------------------------------
// Detection and dispatch

enum class Shape { Json, Jsonl, GenaiCsv, LlamaCsv, LlamaMarkdown, Log };

struct Detected
{
    MeasurementTool tool;
    Shape shape;
};

QByteArray firstNonEmptyLine(const QByteArray &contents, qsizetype *offset = nullptr)
{
    qsizetype start = 0;
    while (start < contents.size()) {
        qsizetype end = contents.indexOf('\n', start);
        if (end < 0)
            end = contents.size();
        const QByteArray line = contents.mid(start, end - start).trimmed();
        if (!line.isEmpty()) {
            if (offset)
                *offset = start;
            return line;
        }
        start = end + 1;
    }
    return {};
}

std::optional<MeasurementTool> toolOfJsonObject(const QJsonObject &o)
{
    if (looksLikeLlamaBench(o))
        return MeasurementTool::LlamaBench;
    if (looksLikeGenaiPerf(o))
        return MeasurementTool::GenaiPerf;
    if (looksLikeServingBench(o))
        return looksLikeSglangBench(o) ? MeasurementTool::SglangBench : MeasurementTool::VllmBench;
    return std::nullopt;
}

/** The log tool with the most recognised lines (cheap: markers only). */
std::optional<MeasurementTool> logToolByMarkers(const QStringList &lines)
{
    const std::array<std::pair<MeasurementTool, QList<LogRule>>, 3>
            sets {std::pair {MeasurementTool::VllmLog, vllmRules()},
                  std::pair {MeasurementTool::SglangLog, sglangRules()},
                  std::pair {MeasurementTool::TrtLlmLog, trtllmRules()}};
    std::optional<MeasurementTool> best;
    int bestCount = 0;
    for (const auto &[tool, rules] : sets) {
        int count = 0;
        for (const QString &line : lines) {
            for (const LogRule &rule : rules) {
                if (line.contains(QLatin1StringView(rule.marker))
                    && rule.pattern.match(line).hasMatch()) {
                    ++count;
                    break;
                }
            }
        }
        if (count > bestCount) {
            bestCount = count;
            best = tool;
        }
    }
    return best;
}

std::optional<Detected> detect(const QString &fileName, const QByteArray &contents,
                               const QStringList &lines)
{
    const QByteArray first = firstNonEmptyLine(contents);
    if (first.isEmpty())
        return std::nullopt;
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    bool malformedJson = false;
    if (first.startsWith('{') || first.startsWith('[')) {
        const QByteArray sanitised = quoteBareNonFinite(contents);
        QJsonParseError wholeError;
        const QJsonDocument whole = QJsonDocument::fromJson(sanitised, &wholeError);
        if (whole.isObject() && suffix != u"jsonl") {
            if (const auto t = toolOfJsonObject(whole.object()))
                return Detected {*t, Shape::Json};
        } else if (whole.isArray()) {
            const QJsonArray a = whole.array();
            if (!a.isEmpty() && a.first().isObject()) {
                if (const auto t = toolOfJsonObject(a.first().toObject()))
                    return Detected {*t, Shape::Json};
            }
        }
        // JSON Lines: judged by the first line
        QJsonParseError lineError;
        const QJsonDocument line = QJsonDocument::fromJson(quoteBareNonFinite(first), &lineError);
        if (line.isObject()) {
            if (const auto t = toolOfJsonObject(line.object()))
                return Detected {*t, Shape::Jsonl};
        }
        // neither parses: malformed JSON, unless it is a log whose lines open with "[date]"
        malformedJson = wholeError.error != QJsonParseError::NoError
                && lineError.error != QJsonParseError::NoError;
    }
    if (first.startsWith("Metric,"))
        return Detected {MeasurementTool::GenaiPerf, Shape::GenaiCsv};
    if (first.contains("avg_ts") && first.contains(',')
        && (first.contains("n_prompt") || first.contains("model_filename")))
        return Detected {MeasurementTool::LlamaBench, Shape::LlamaCsv};
    // llama-bench's table, also after the backend's stderr lines of a `2>&1` capture
    static const QRegularExpression tableHeader(
            QStringLiteral("^\\s*\\|.*\\|\\s*test\\s*\\|\\s*t/s\\s*\\|"));
    for (const QString &line : lines) {
        if (line.contains(u"t/s"_qs) && tableHeader.match(line).hasMatch())
            return Detected {MeasurementTool::LlamaBench, Shape::LlamaMarkdown};
    }
    if (const auto tool = logToolByMarkers(lines))
        return Detected {*tool, Shape::Log};
    if (malformedJson) // reported, with its line, by the parser
        return Detected {MeasurementTool::VllmBench,
                         suffix == u"jsonl" ? Shape::Jsonl : Shape::Json};
    return std::nullopt;
}

Result<QList<MeasuredRun>> parseJson(const QByteArray &contents, const Detected &d)
{
    const QByteArray text = quoteBareNonFinite(contents);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError) {
        const int line = lineAt(text, error.offset);
        const qsizetype lineStart = text.lastIndexOf('\n', std::max<qsizetype>(error.offset - 1, 0))
                + 1;
        return fail(CalibrationText::tr("Line %1, column %2: the JSON is malformed (%3).")
                            .arg(line)
                            .arg(error.offset - lineStart + 1)
                            .arg(error.errorString()),
                    QStringLiteral("offset %1").arg(error.offset));
    }
    QList<MeasuredRun> runs;
    if (doc.isObject()) {
        if (d.tool == MeasurementTool::GenaiPerf) {
            auto run = genaiPerfJsonRun(doc.object(), text);
            if (!run)
                return std::unexpected(run.error());
            runs.append(*run);
        } else if (d.tool == MeasurementTool::LlamaBench) {
            const QJsonObject o = doc.object();
            auto run = llamaBenchRun([&](const QString &k) { return o.value(k); }, 1,
                                     [&](const QString &k) { return keyLine(text, 0, k, 1); });
            if (!run)
                return std::unexpected(run.error());
            runs.append(*run);
        } else {
            auto run = servingBenchRun(doc.object(), d.tool, text, 0, 1);
            if (!run)
                return std::unexpected(run.error());
            runs.append(*run);
        }
        return runs;
    }
    const QJsonArray array = doc.array();
    const QList<ElementStart> starts = topLevelObjectStarts(text);
    for (qsizetype i = 0; i < array.size(); ++i) {
        const qsizetype from = i < starts.size() ? starts.at(i).offset : 0;
        const int line = i < starts.size() ? starts.at(i).line : 1;
        if (!array.at(i).isObject())
            return fail(
                    CalibrationText::tr("Line %1: element %2 of the array is not a JSON object.")
                            .arg(line)
                            .arg(i + 1));
        const QJsonObject o = array.at(i).toObject();
        Result<MeasuredRun> run = d.tool == MeasurementTool::LlamaBench
                ? llamaBenchRun([&](const QString &k) { return o.value(k); }, line,
                                [&](const QString &k) { return keyLine(text, from, k, line); })
                : servingBenchRun(o, d.tool, text, from, line);
        if (!run)
            return std::unexpected(run.error());
        runs.append(*run);
    }
    return runs;
}

Result<QList<MeasuredRun>> parseJsonl(const QByteArray &contents, const Detected &d)
{
    QList<MeasuredRun> runs;
    qsizetype start = 0;
    int lineNumber = 0;
    while (start <= contents.size()) {
        qsizetype end = contents.indexOf('\n', start);
        if (end < 0)
            end = contents.size();
        ++lineNumber;
        const QByteArray raw = contents.mid(start, end - start).trimmed();
        start = end + 1;
        if (raw.isEmpty()) {
            if (end >= contents.size())
                break;
            continue;
        }
        const QByteArray line = quoteBareNonFinite(raw);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError)
            return fail(CalibrationText::tr("Line %1, column %2: the JSON is malformed (%3).")
                                .arg(lineNumber)
                                .arg(error.offset + 1)
                                .arg(error.errorString()),
                        QStringLiteral("offset %1").arg(error.offset));
        if (!doc.isObject())
            return fail(CalibrationText::tr("Line %1 is not a JSON object.").arg(lineNumber));
        const QJsonObject o = doc.object();
        const QByteArray none;
        Result<MeasuredRun> run = d.tool == MeasurementTool::LlamaBench
                ? llamaBenchRun([&](const QString &k) { return o.value(k); }, lineNumber,
                                [&](const QString &) { return lineNumber; })
                : servingBenchRun(o,
                                  looksLikeSglangBench(o) ? MeasurementTool::SglangBench : d.tool,
                                  none, 0, lineNumber);
        if (!run)
            return std::unexpected(run.error());
        runs.append(*run);
        if (end >= contents.size())
            break;
    }
    return runs;
}

/** Where the bytes stop being UTF-8 text (a NUL or an invalid sequence), or -1. */
qsizetype firstNonText(const QByteArray &contents)
{
    const qsizetype nul = contents.indexOf('\0');
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString decoded = decoder.decode(contents);
    if (!decoder.hasError())
        return nul;
    // locate the first invalid sequence
    const qsizetype replacement = decoded.indexOf(QChar::ReplacementCharacter);
    const qsizetype approx = replacement < 0
            ? 0
            : QStringView(decoded).left(replacement).toUtf8().size();
    return nul < 0 ? approx : std::min(nul, approx);
}

} // namespace

QString measurementToolId(MeasurementTool tool)
{
    return idOf(kToolIds, tool);
}

std::optional<MeasurementTool> measurementToolFromId(QStringView id)
{
    return fromId(kToolIds, id);
}

QList<MeasurementTool> allMeasurementTools()
{
    return allOf(kToolIds);
}

QString measurementToolName(MeasurementTool tool)
{
    switch (tool) {
    case MeasurementTool::VllmBench: return CalibrationText::tr("vLLM benchmark");
    case MeasurementTool::SglangBench: return CalibrationText::tr("SGLang benchmark");
    case MeasurementTool::GenaiPerf: return CalibrationText::tr("genai-perf / AIPerf");
    case MeasurementTool::LlamaBench: return CalibrationText::tr("llama-bench");
    case MeasurementTool::VllmLog: return CalibrationText::tr("vLLM server log");
    case MeasurementTool::SglangLog: return CalibrationText::tr("SGLang server log");
    case MeasurementTool::TrtLlmLog: return CalibrationText::tr("TensorRT-LLM server log");
    }
    return {};
}

std::optional<MeasurementTool> detectMeasurementTool(const QString &fileName,
                                                     const QByteArray &contents)
{
    if (contents.isEmpty() || contents.size() > kMaxMeasurementFileBytes
        || firstNonText(contents) >= 0)
        return std::nullopt;
    const auto d = detect(fileName, contents, textLines(QString::fromUtf8(contents)));
    if (!d)
        return std::nullopt;
    return d->tool;
}

Result<QList<MeasuredRun>> importMeasurements(const QString &fileName, const QByteArray &contents)
{
    if (contents.size() > kMaxMeasurementFileBytes)
        return fail(
                CalibrationText::tr(
                        "The file is larger than %1 MiB, the most Headroom reads as a measurement.")
                        .arg(kMaxMeasurementFileBytes / (1024 * 1024)),
                fileName);
    if (QByteArrayView(contents).trimmed().isEmpty())
        return fail(CalibrationText::tr("The file is empty."), fileName);
    if (const qsizetype bad = firstNonText(contents); bad >= 0)
        return fail(CalibrationText::tr("Line %1 (byte %2) is not text: this is not a benchmark "
                                        "result or a server log.")
                            .arg(lineAt(contents, bad))
                            .arg(bad + 1),
                    fileName);
    const QString text = QString::fromUtf8(contents);
    const QStringList lines = textLines(text);
    const auto d = detect(fileName, contents, lines);
    if (!d)
        return fail(CalibrationText::tr(
                            "No line of this file is one Headroom reads: it is not a vLLM, "
                            "SGLang, genai-perf, AIPerf or llama-bench result, nor a vLLM, "
                            "SGLang or TensorRT-LLM server log."),
                    fileName);

    Result<QList<MeasuredRun>> runs = QList<MeasuredRun> {};
    switch (d->shape) {
    case Shape::Json: runs = parseJson(contents, *d); break;
    case Shape::Jsonl: runs = parseJsonl(contents, *d); break;
    case Shape::GenaiCsv: {
        auto run = genaiPerfCsvRun(text);
        if (!run)
            runs = std::unexpected(run.error());
        else
            runs = QList<MeasuredRun> {*run};
        break;
    }
    case Shape::LlamaCsv: runs = llamaBenchCsv(text); break;
    case Shape::LlamaMarkdown: runs = llamaBenchMarkdown(text); break;
    case Shape::Log: {
        const QList<LogRule> rules = d->tool == MeasurementTool::VllmLog ? vllmRules()
                : d->tool == MeasurementTool::SglangLog                  ? sglangRules()
                                                                         : trtllmRules();
        LogScan scan = scanLog(lines, d->tool, rules);
        if (scan.error)
            runs = std::unexpected(*scan.error);
        else
            runs = scan.runs;
        break;
    }
    }
    if (!runs)
        return std::unexpected(
                Error {runs.error().message, fileName + u": "_qs + runs.error().detail});
    if (runs->isEmpty())
        return fail(CalibrationText::tr("The file holds no run Headroom reads."), fileName);
    const QString name = fileNameOnly(fileName);
    for (MeasuredRun &run : *runs) {
        run.sourceFile = name;
        if (run.tool == MeasurementTool::GenaiPerf)
            loadFromArtifactFolder(fileName, run);
    }
    return runs;
}

Result<QList<MeasuredRun>> importMeasurementFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(CalibrationText::tr("Cannot open \"%1\": %2").arg(path, file.errorString()),
                    path);
    if (file.size() > kMaxMeasurementFileBytes)
        return fail(
                CalibrationText::tr(
                        "The file is larger than %1 MiB, the most Headroom reads as a measurement.")
                        .arg(kMaxMeasurementFileBytes / (1024 * 1024)),
                path);
    const QByteArray contents = file.read(kMaxMeasurementFileBytes + 1);
    auto runs = importMeasurements(path, contents);
    if (!runs)
        return runs;
    const QDateTime modified = QFileInfo(file).lastModified();
    for (MeasuredRun &run : *runs) {
        if (!run.sourceDate.isValid())
            run.sourceDate = modified;
    }
    return runs;
}

} // namespace Headroom
