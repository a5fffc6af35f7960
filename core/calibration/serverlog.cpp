#include "calibration/serverlog.h"

#include <QDateTime>

#include <algorithm>

namespace Headroom::ImportDetail {

namespace {

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
            if (rule.startsServer || (rule.startsRun && hasFigures(run))) {
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

} // namespace

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

std::function<std::optional<Error>(const QRegularExpressionMatch &, MeasuredRun &, int line)> setsGiB(
        std::optional<double> MeasuredRun::*slot, const char *name, bool kvPool)
{
    return [slot, name, kvPool](const QRegularExpressionMatch &m, MeasuredRun &run,
                                int line) -> std::optional<Error> {
        const QString what = QString::fromLatin1(name);
        const Result<double> v = kvPool ? capturedKv(m, 1, what, line)
                                        : captured(m, 1, what, line, kMaxGiB);
        if (!v)
            return v.error();
        setOnce(run.*slot, *v);
        return std::nullopt;
    };
}

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
    if (dtype == u"float32" || dtype == u"float")
        return QStringLiteral("fp32");
    return dtype;
}

int configInt(const QString &config, const char *key)
{
    bool ok = false;
    const int v = configValue(config, key).toInt(&ok);
    return ok && v > 0 && v < 1000000 ? v : 0;
}

int recognisedLines(const QStringList &lines, const QList<LogRule> &rules)
{
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
    return count;
}

Result<QList<MeasuredRun>> readServerLog(const QStringList &lines, MeasurementTool tool,
                                         const QList<LogRule> &rules)
{
    LogScan scan = scanLog(lines, tool, rules);
    if (scan.error)
        return std::unexpected(*scan.error);
    return scan.runs;
}

} // namespace Headroom::ImportDetail
