#include "calibration/importercommon.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace Headroom::ImportDetail {

namespace {

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

/** The parser's complaint, naming the line and the column where `text` stops being JSON. */
std::unexpected<Error> malformedJson(const QByteArray &text, const QJsonParseError &error)
{
    const int line = lineAt(text, error.offset);
    const qsizetype lineStart = text.lastIndexOf('\n', std::max<qsizetype>(error.offset - 1, 0))
            + 1;
    return fail(CalibrationText::tr("Line %1, column %2: the JSON is malformed (%3).")
                        .arg(line)
                        .arg(error.offset - lineStart + 1)
                        .arg(error.errorString()),
                QStringLiteral("offset %1").arg(error.offset));
}

Result<QList<MeasuredRun>> readJsonArray(const QJsonArray &array, const QByteArray &text,
                                         const JsonRunReader &readElement)
{
    QList<MeasuredRun> runs;
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
        Result<MeasuredRun> run = readElement(JsonRecord {o, text, from, line});
        if (!run)
            return std::unexpected(run.error());
        runs.append(*run);
    }
    return runs;
}

} // namespace

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

int lineAt(const QByteArray &text, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    return int(std::count(text.constBegin(), text.constBegin() + offset, '\n')) + 1;
}

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

int keyLine(const QByteArray &text, qsizetype from, const QString &key, int fallback)
{
    const QByteArray needle = '"' + key.toUtf8() + '"';
    const qsizetype at = text.indexOf(needle, from);
    return at < 0 ? fallback : lineAt(text, at);
}

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

std::optional<double> ObjectReader::number(const QString &key, double max)
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

std::optional<int> ObjectReader::integer(const QString &key, double max)
{
    const auto v = number(key, max);
    if (!v)
        return std::nullopt;
    return int(std::llround(*v));
}

std::optional<double> ObjectReader::rate(const QString &key)
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

Result<QList<MeasuredRun>> readJsonDocument(const QByteArray &contents,
                                            const JsonRunReader &readObject,
                                            const JsonRunReader &readElement)
{
    const QByteArray text = quoteBareNonFinite(contents);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        return malformedJson(text, error);
    if (doc.isObject()) {
        const QJsonObject o = doc.object();
        Result<MeasuredRun> run = readObject(JsonRecord {o, text, 0, 1});
        if (!run)
            return std::unexpected(run.error());
        return QList<MeasuredRun> {*run};
    }
    return readJsonArray(doc.array(), text, readElement);
}

Result<QList<MeasuredRun>> readJsonLines(const QByteArray &contents, const JsonRunReader &readLine)
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
        Result<MeasuredRun> run = readLine(JsonRecord {o, none, 0, lineNumber});
        if (!run)
            return std::unexpected(run.error());
        runs.append(*run);
        if (end >= contents.size())
            break;
    }
    return runs;
}

} // namespace Headroom::ImportDetail
