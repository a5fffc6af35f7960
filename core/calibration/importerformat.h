#pragma once

// Private to the importers of measured runs: the interface each input format implements (one
// file per format, vllmbenchimporter.cpp ... trtllmlogimporter.cpp) and the dispatcher in
// importers.cpp asks. Not part of the API.

#include "calibration/measurement.h"
#include "units/result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Headroom::ImportDetail {

/** A file to import: checked to be text of a size the importers read. */
struct MeasurementFile
{
    QString fileName; // as given, with its directory
    QString suffix; // lower case: "json", "jsonl", "csv" ...
    QByteArray contents;
    QStringList lines; // the text's lines, without their line ends
};

/** What detection looks at: the file, its first line and, for a file that opens like JSON,
 *  the objects that name its tool (parsed on first use, then kept; detection only: readers
 *  parse the file themselves). */
class FileHead
{
public:
    explicit FileHead(const MeasurementFile &file);

    const MeasurementFile &file() const { return m_file; }
    /** The first line that is not blank, trimmed. */
    const QByteArray &firstLine() const { return m_firstLine; }
    /** The whole JSON object (not in a .jsonl file), or the first element of a JSON array. */
    const std::optional<QJsonObject> &documentObject() const;
    /** The first line read as a JSON Lines line. */
    const std::optional<QJsonObject> &firstLineObject() const;
    /** The file opens like JSON, but neither the whole file nor its first line parses. */
    bool isMalformedJson() const;

private:
    /** JSON text parsed: the object it holds that may name a tool, and whether it failed. */
    struct Parsed
    {
        std::optional<QJsonObject> object;
        bool isMalformed = false;
    };

    bool opensJson() const;
    const Parsed &document() const;
    const Parsed &line() const;

    const MeasurementFile &m_file;
    QByteArray m_firstLine;
    mutable std::optional<Parsed> m_document; // parsed on first use
    mutable std::optional<Parsed> m_line;
};

/** The kinds of evidence that a file is a format's, strongest first. The dispatcher asks every
 *  format for each kind in this order; the first kind some format shows decides. */
enum class EvidenceKind {
    JsonDocument, // the whole JSON document (or its array's first element) has the tool's keys
    JsonLine, // the first line, read as JSON Lines, has them
    MetricCsv, // genai-perf's "Metric," CSV header
    CsvHeader, // llama-bench's CSV header
    MarkdownTable, // llama-bench's markdown table header, on any line
    LogLines, // lines a server log's rules recognise
    MalformedJson, // JSON that does not parse: a reader reports where
};

/** One input format of the importers. */
struct ImporterFormat
{
    MeasurementTool tool;
    /** How much evidence of `kind` the file shows of being this format's: 0 none, 1 some, or
     *  the number of lines recognised (LogLines: the most lines win; equal evidence goes to the
     *  format listed first in importers.cpp). Cheap: it does not validate figures. */
    int (*detect)(const FileHead &head, EvidenceKind kind);
    /** The runs of a file detect() claimed with `evidence`, or the error naming the line. */
    Result<QList<MeasuredRun>> (*read)(const MeasurementFile &file, EvidenceKind evidence);
};

extern const ImporterFormat kVllmBenchFormat; // vllmbenchimporter.cpp
extern const ImporterFormat kSglangBenchFormat; // sglangbenchimporter.cpp
extern const ImporterFormat kGenaiPerfFormat; // genaiperfimporter.cpp
extern const ImporterFormat kLlamaBenchFormat; // llamabenchimporter.cpp
extern const ImporterFormat kVllmLogFormat; // vllmlogimporter.cpp
extern const ImporterFormat kSglangLogFormat; // sglanglogimporter.cpp
extern const ImporterFormat kTrtLlmLogFormat; // trtllmlogimporter.cpp

} // namespace Headroom::ImportDetail
