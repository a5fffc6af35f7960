// llama-bench (llama.cpp): JSON, JSON Lines, CSV or the markdown table it prints; one run per
// test, a prompt-processing (pp) or a text-generation (tg) run.
#include "calibration/importercommon.h"
#include "calibration/importerformat.h"

#include <QDateTime>
#include <QRegularExpression>

#include <cmath>
#include <functional>

namespace Headroom::ImportDetail {

namespace {

bool looksLikeLlamaBench(const QJsonObject &o)
{
    return o.contains(u"avg_ts") && (o.contains(u"n_prompt") || o.contains(u"n_gen"));
}

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

/** One result of a JSON document or a JSON Lines line. */
Result<MeasuredRun> llamaJsonRun(const JsonRecord &r)
{
    return llamaBenchRun([&](const QString &k) { return r.object.value(k); }, r.line,
                         [&](const QString &k) { return keyLine(r.text, r.from, k, r.line); });
}

Result<QList<MeasuredRun>> llamaBenchCsv(const QStringList &lines)
{
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

/** A row of the markdown table, its cells by the header's names. */
struct MarkdownRow
{
    const QStringList &header;
    const QStringList &cells;

    QString cell(const char *name) const
    {
        const qsizetype at = header.indexOf(QLatin1StringView(name));
        return at < 0 ? QString() : cells.at(at);
    }
};

/** A table line's cells, trimmed, without the empty one after the closing '|'. */
QStringList markdownCells(const QString &line)
{
    QStringList cells = line.mid(1).split(u'|');
    if (!cells.isEmpty() && cells.last().trimmed().isEmpty())
        cells.removeLast();
    for (QString &c : cells)
        c = c.trimmed();
    return cells;
}

/** What the row says of the model and the settings (columns the table may leave out). */
void readMarkdownSettings(const MarkdownRow &row, MeasuredRun &run)
{
    run.modelName = row.cell("model");
    run.weightFormat = weightFormatFromModelType(run.modelName);
    if (const auto v = sizeWithUnit(row.cell("size"), false); v && *v <= kMaxGiB)
        run.modelSizeGiB = *v;
    if (const auto v = sizeWithUnit(row.cell("params"), true); v && *v <= kMaxParameters)
        run.modelParameters = qint64(std::llround(*v));
    bool ok = false;
    if (const int ngl = row.cell("ngl").toInt(&ok); ok)
        run.gpuLayers = ngl;
    if (const int b = row.cell("n_batch").toInt(&ok); ok && b >= 0)
        run.batchSize = b;
    if (const int b = row.cell("n_ubatch").toInt(&ok); ok && b >= 0)
        run.ubatchSize = b;
    const QString typeK = row.cell("type_k");
    const QString typeV = row.cell("type_v");
    run.kvFormat = (typeV.isEmpty() || typeV == typeK) ? typeK : typeK + u'/' + typeV;
}

/** One result row: its test ("pp512", "tg128", "pp512 @ d512", "pp512+tg128") and rate. */
Result<MeasuredRun> markdownRun(const MarkdownRow &row, int line)
{
    static const QRegularExpression testRe(QStringLiteral(
            "^(?:pp\\s*(\\d{1,9}))?(?:\\+)?(?:tg\\s*(\\d{1,9}))?(?:\\s*@\\s*d(\\d{1,9}))?$"));
    static const QRegularExpression tsRe(QStringLiteral("^([\\d.]+)\\s*±\\s*([\\d.]+)$"));
    MeasuredRun run = llamaBase();
    run.sourceLine = line;
    readMarkdownSettings(row, run);
    const QString test = row.cell("test");
    const auto t = testRe.match(test);
    if (!t.hasMatch() || (t.captured(1).isEmpty() && t.captured(2).isEmpty()))
        return fail(CalibrationText::tr("Line %1: the test \"%2\" is not a pp or tg test.")
                            .arg(line)
                            .arg(test.left(40)));
    const QString rate = row.cell("t/s");
    const auto ts = tsRe.match(rate);
    if (!ts.hasMatch())
        return fail(CalibrationText::tr("Line %1: \"%2\" is not a rate such as \"123.45 ± 1.23\".")
                            .arg(line)
                            .arg(rate.left(40)));
    auto tokensPerSecond = checkedNumber(ts.captured(1).toDouble(), Place {line, u"t/s"_qs},
                                         kMaxRate);
    if (!tokensPerSecond)
        return std::unexpected(tokensPerSecond.error());
    if (!t.captured(3).isEmpty())
        run.contextDepth = t.captured(3).toInt();
    setLlamaTest(run, t.captured(1).toInt(), t.captured(2).toInt(), *tokensPerSecond);
    return run;
}

Result<QList<MeasuredRun>> llamaBenchMarkdown(const QStringList &lines)
{
    QStringList header;
    QList<MeasuredRun> runs;
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (!line.startsWith(u'|'))
            continue;
        const QStringList cells = markdownCells(line);
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
        auto run = markdownRun(MarkdownRow {header, cells}, i + 1);
        if (!run)
            return std::unexpected(run.error());
        runs.append(*run);
    }
    if (header.isEmpty())
        return fail(CalibrationText::tr("Line %1: the table lacks the columns %2.")
                            .arg(1)
                            .arg(u"test, t/s"_qs));
    return runs;
}

bool isLlamaBench(const std::optional<QJsonObject> &o)
{
    return o && looksLikeLlamaBench(*o);
}

bool hasCsvHeader(const QByteArray &first)
{
    return first.contains("avg_ts") && first.contains(',')
            && (first.contains("n_prompt") || first.contains("model_filename"));
}

/** llama-bench's table, also after the backend's stderr lines of a `2>&1` capture. */
bool hasMarkdownTable(const QStringList &lines)
{
    static const QRegularExpression tableHeader(
            QStringLiteral("^\\s*\\|.*\\|\\s*test\\s*\\|\\s*t/s\\s*\\|"));
    for (const QString &line : lines) {
        if (line.contains(u"t/s"_qs) && tableHeader.match(line).hasMatch())
            return true;
    }
    return false;
}

int detectLlamaBench(const FileHead &head, EvidenceKind kind)
{
    switch (kind) {
    case EvidenceKind::JsonDocument: return isLlamaBench(head.documentObject());
    case EvidenceKind::JsonLine: return isLlamaBench(head.firstLineObject());
    case EvidenceKind::CsvHeader: return hasCsvHeader(head.firstLine());
    case EvidenceKind::MarkdownTable: return hasMarkdownTable(head.file().lines);
    default: return 0;
    }
}

Result<QList<MeasuredRun>> readLlamaBench(const MeasurementFile &file, EvidenceKind evidence)
{
    switch (evidence) {
    case EvidenceKind::JsonDocument:
        return readJsonDocument(file.contents, llamaJsonRun, llamaJsonRun);
    case EvidenceKind::JsonLine: return readJsonLines(file.contents, llamaJsonRun);
    case EvidenceKind::CsvHeader: return llamaBenchCsv(file.lines);
    default: return llamaBenchMarkdown(file.lines);
    }
}

} // namespace

const ImporterFormat kLlamaBenchFormat {MeasurementTool::LlamaBench, detectLlamaBench,
                                        readLlamaBench};

} // namespace Headroom::ImportDetail
