// genai-perf / AIPerf profile export (CSV or JSON): one run per file, its load from the input
// config or the artifact folder's name.
#include "calibration/importerformat.h"
#include "calibration/servingbench.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>

#include <cmath>
#include <cstring>

namespace Headroom::ImportDetail {

namespace {

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

/** The statistic `name` ("avg", "p50", "p99") of a CSV row, in ms for a time (`scale`: ms per
 *  unit); "avg" is also the "Value" column of the second table. */
Result<std::optional<double>> csvColumn(const QStringList &header, const QStringList &fields,
                                        const char *name, int line, const QString &metric,
                                        std::optional<double> scale)
{
    const bool isTime = scale.has_value();
    qsizetype at = header.indexOf(QLatin1StringView(name));
    if (at < 0 && std::strcmp(name, "avg") == 0)
        at = header.indexOf(u"value"_qs);
    if (at < 0 || at >= fields.size())
        return std::optional<double> {};
    bool ok = false;
    const std::optional<double> v = parseLooseNumber(fields.at(at), &ok);
    const Place place {line, fields.first().trimmed() + u' ' + QLatin1StringView(name)};
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
}

/** One metric row of the CSV ("Time To First Token (ms),58.31,..."): its figures into `run`. */
std::optional<Error> readCsvMetric(const QStringList &header, const QStringList &fields, int line,
                                   MeasuredRun &run)
{
    static const QRegularExpression nameUnit(QStringLiteral("^(.*?)\\s*\\(([^()]*)\\)\\s*$"));
    QString metric = fields.first().trimmed();
    QString unit;
    const auto m = nameUnit.match(metric);
    if (m.hasMatch()) {
        metric = m.captured(1);
        unit = m.captured(2);
    }
    metric = normalisedMetric(metric);
    if (!isGenaiMetric(metric))
        return std::nullopt;
    const std::optional<double> scale = msPerUnit(unit);
    const bool isTime = scale.has_value();
    MetricStats s;
    for (auto [key, slot] :
         {std::pair {"avg", &s.avg}, std::pair {"p50", &s.p50}, std::pair {"p99", &s.p99}}) {
        auto v = csvColumn(header, fields, key, line, metric, scale);
        if (!v)
            return v.error();
        *slot = *v;
    }
    if (metric == u"benchmark duration" && !isTime)
        return std::nullopt;
    fillGenaiMetric(run, metric, s);
    return std::nullopt;
}

Result<MeasuredRun> genaiPerfCsvRun(const QStringList &lines)
{
    MeasuredRun run;
    run.tool = MeasurementTool::GenaiPerf;
    run.sourceLine = 1;
    QStringList header;
    bool sawRequestHeader = false;
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
        if (auto error = readCsvMetric(header, fields, i + 1, run))
            return std::unexpected(*error);
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

bool isGenaiPerf(const std::optional<QJsonObject> &o)
{
    return o && looksLikeGenaiPerf(*o);
}

int detectGenaiPerf(const FileHead &head, EvidenceKind kind)
{
    switch (kind) {
    case EvidenceKind::JsonDocument: return isGenaiPerf(head.documentObject());
    case EvidenceKind::JsonLine: return isGenaiPerf(head.firstLineObject());
    case EvidenceKind::MetricCsv: return head.firstLine().startsWith("Metric,");
    default: return 0;
    }
}

/** The profile export's JSON object; an array or JSON Lines of objects with genai-perf's keys
 *  are read as serving benchmark objects named genai-perf. */
Result<QList<MeasuredRun>> readGenaiPerfRuns(const MeasurementFile &file, EvidenceKind evidence)
{
    if (evidence == EvidenceKind::JsonDocument)
        return readJsonDocument(
                file.contents,
                [](const JsonRecord &r) { return genaiPerfJsonRun(r.object, r.text); },
                [](const JsonRecord &r) { return servingBenchRun(r, MeasurementTool::GenaiPerf); });
    if (evidence == EvidenceKind::JsonLine)
        return readJsonLines(file.contents, [](const JsonRecord &r) {
            return servingBenchLine(r, MeasurementTool::GenaiPerf);
        });
    auto run = genaiPerfCsvRun(file.lines);
    if (!run)
        return std::unexpected(run.error());
    return QList<MeasuredRun> {*run};
}

Result<QList<MeasuredRun>> readGenaiPerf(const MeasurementFile &file, EvidenceKind evidence)
{
    auto runs = readGenaiPerfRuns(file, evidence);
    if (runs) {
        for (MeasuredRun &run : *runs) {
            if (run.tool == MeasurementTool::GenaiPerf)
                loadFromArtifactFolder(file.fileName, run);
        }
    }
    return runs;
}

} // namespace

const ImporterFormat kGenaiPerfFormat {MeasurementTool::GenaiPerf, detectGenaiPerf, readGenaiPerf};

} // namespace Headroom::ImportDetail
