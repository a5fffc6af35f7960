#pragma once

// Private to the importers of measured runs (importers.cpp and the format files beside it): the
// checked numbers, text and JSON helpers every format shares. Not part of the API.

#include "calibration/measurement.h"
#include "units/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace Headroom::ImportDetail {

/** The importers' messages, all under one translation context. */
struct CalibrationText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Calibration)
};

// Bounds past which a figure is not a measurement but a broken or hostile file.
inline constexpr double kMaxMs = 1e9; // about 11.6 days
inline constexpr double kMaxRate = 1e9; // tokens or requests per second
inline constexpr double kMaxTokens = 1e9; // tokens per request, or in a KV cache
inline constexpr double kMaxCount = 2e9; // requests, blocks, batch sizes (fits an int)
inline constexpr double kMaxGiB = 1e6;
inline constexpr double kMaxSeconds = 1e8;
inline constexpr double kMaxParameters = 1e15;

/** Where a file's figure stands, for messages: the 1-based line and the name it goes by. */
struct Place
{
    int line = 0;
    QString name;
};

/** One figure checked against its range: NaN, negative and absurd values are errors naming the
 *  line and the field. */
Result<double> checkedNumber(double value, const Place &place, double max);

/** A number as files write it: JSON numbers, or text such as "1,234.56", "inf", "NaN" (Python's
 *  json writes NaN and Infinity bare; they are quoted before parsing). "N/A", "", null: absent. */
std::optional<double> parseLooseNumber(const QString &text, bool *ok);

/** Reads a figure from a JSON value; absent when null or missing. */
Result<std::optional<double>> jsonNumber(const QJsonValue &value, const Place &place, double max);

/** A lenient number for figures that only describe the run (ids, names): no error. */
std::optional<qint64> jsonInteger(const QJsonValue &v);

/** A JSON string or number as text; empty for anything else. */
QString jsonText(const QJsonValue &v);

/** The 1-based line of byte `offset` of `text`. */
int lineAt(const QByteArray &text, qsizetype offset);

/** Python's json module writes NaN, Infinity and -Infinity bare, which is not JSON: they are
 *  quoted (outside strings) so that the parser accepts them and the checks can refuse or
 *  accept them by field (request_rate may be infinite, a latency may not). Lines stay put. */
QByteArray quoteBareNonFinite(const QByteArray &in);

/** The line where `"key"` first appears at or after `from`, or `fallback`. */
int keyLine(const QByteArray &text, qsizetype from, const QString &key, int fallback);

/** A CSV line split into fields (RFC 4180 quoting, as Python's csv module and llama-bench write). */
QStringList splitCsv(const QString &line);

/** The text's lines, without their "\n" or "\r\n". */
QStringList textLines(const QString &text);

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

    std::optional<double> number(const QString &key, double max);
    std::optional<int> integer(const QString &key, double max = kMaxCount);
    /** A rate that may be infinite ("inf": all requests at once). */
    std::optional<double> rate(const QString &key);

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

/** One JSON object of a file and where it stands: `text` is the file's (sanitised) text, in
 *  which its keys are looked up for messages from `from` on, or empty where `line` says all
 *  (a JSON Lines line). */
struct JsonRecord
{
    const QJsonObject &object;
    const QByteArray &text;
    qsizetype from = 0;
    int line = 1;
};

/** Reads one run from one JSON object. */
using JsonRunReader = std::function<Result<MeasuredRun>(const JsonRecord &)>;

/** A JSON document of one run (an object, read by `readObject`) or of several (an array of
 *  objects, each read by `readElement` and named by the line it starts on). */
Result<QList<MeasuredRun>> readJsonDocument(const QByteArray &contents,
                                            const JsonRunReader &readObject,
                                            const JsonRunReader &readElement);

/** JSON Lines: one object, one run, per line that is not blank. */
Result<QList<MeasuredRun>> readJsonLines(const QByteArray &contents, const JsonRunReader &readLine);

} // namespace Headroom::ImportDetail
