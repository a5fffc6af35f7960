// The importers' dispatcher: the tools' ids and names, the checks every file passes (size,
// text), detection over the formats (importerformat.h; one file per format) and the reading by
// the one that claims the file.
#include "calibration/importers.h"

#include "calibration/importercommon.h"
#include "calibration/importerformat.h"
#include "spec/idtable.h"

#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

#include <algorithm>
#include <array>

namespace Headroom {

using namespace ImportDetail;

namespace {

constexpr IdTable<MeasurementTool, 7> kToolIds {{
        {MeasurementTool::VllmBench, "vllm-bench"},
        {MeasurementTool::SglangBench, "sglang-bench"},
        {MeasurementTool::GenaiPerf, "genai-perf"},
        {MeasurementTool::LlamaBench, "llama-bench"},
        {MeasurementTool::VllmLog, "vllm-log"},
        {MeasurementTool::SglangLog, "sglang-log"},
        {MeasurementTool::TrtLlmLog, "trtllm-log"},
}};

/** The formats, in the order that settles equal evidence: llama-bench's keys before
 *  genai-perf's before the serving benchmarks' (an object with both is llama-bench's), and the
 *  vLLM log before SGLang's before TensorRT-LLM's. */
constexpr std::array kFormats {&kLlamaBenchFormat,  &kGenaiPerfFormat, &kVllmBenchFormat,
                               &kSglangBenchFormat, &kVllmLogFormat,   &kSglangLogFormat,
                               &kTrtLlmLogFormat};

constexpr std::array kEvidenceStrongestFirst {EvidenceKind::JsonDocument,  EvidenceKind::JsonLine,
                                              EvidenceKind::MetricCsv,     EvidenceKind::CsvHeader,
                                              EvidenceKind::MarkdownTable, EvidenceKind::LogLines,
                                              EvidenceKind::MalformedJson};

/** The format that claims a file and the evidence it showed. */
struct Claim
{
    const ImporterFormat *format = nullptr;
    EvidenceKind evidence = EvidenceKind::JsonDocument;
};

/** The format with the strongest evidence, by kind: the first kind any format shows decides;
 *  among the formats that show it, the one with the most (ties: the first listed). */
std::optional<Claim> claim(const MeasurementFile &file)
{
    const FileHead head(file);
    if (head.firstLine().isEmpty())
        return std::nullopt;
    for (EvidenceKind kind : kEvidenceStrongestFirst) {
        Claim best;
        int bestWeight = 0;
        for (const ImporterFormat *format : kFormats) {
            if (const int weight = format->detect(head, kind); weight > bestWeight) {
                best = Claim {format, kind};
                bestWeight = weight;
            }
        }
        if (best.format)
            return best;
    }
    return std::nullopt;
}

MeasurementFile measurementFile(const QString &fileName, const QByteArray &contents)
{
    return MeasurementFile {fileName, QFileInfo(fileName).suffix().toLower(), contents,
                            textLines(QString::fromUtf8(contents))};
}

QString fileNameOnly(const QString &fileName)
{
    return QFileInfo(fileName).fileName();
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

/** Why `contents` is no file to import (too large, empty, not text), if it is not. */
std::optional<Error> refusal(const QString &fileName, const QByteArray &contents)
{
    if (contents.size() > kMaxMeasurementFileBytes)
        return fail(CalibrationText::tr("The file is larger than %1 MiB, the most Headroom reads "
                                        "as a measurement.")
                            .arg(kMaxMeasurementFileBytes / (1024 * 1024)),
                    fileName)
                .error();
    if (QByteArrayView(contents).trimmed().isEmpty())
        return fail(CalibrationText::tr("The file is empty."), fileName).error();
    if (const qsizetype bad = firstNonText(contents); bad >= 0)
        return fail(CalibrationText::tr("Line %1 (byte %2) is not text: this is not a benchmark "
                                        "result or a server log.")
                            .arg(lineAt(contents, bad))
                            .arg(bad + 1),
                    fileName)
                .error();
    return std::nullopt;
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
    const auto claimed = claim(measurementFile(fileName, contents));
    if (!claimed)
        return std::nullopt;
    return claimed->format->tool;
}

Result<QList<MeasuredRun>> importMeasurements(const QString &fileName, const QByteArray &contents)
{
    if (auto refused = refusal(fileName, contents))
        return std::unexpected(*refused);
    const MeasurementFile file = measurementFile(fileName, contents);
    const auto claimed = claim(file);
    if (!claimed)
        return fail(CalibrationText::tr(
                            "No line of this file is one Headroom reads: it is not a vLLM, "
                            "SGLang, genai-perf, AIPerf or llama-bench result, nor a vLLM, "
                            "SGLang or TensorRT-LLM server log."),
                    fileName);
    Result<QList<MeasuredRun>> runs = claimed->format->read(file, claimed->evidence);
    if (!runs)
        return std::unexpected(
                Error {runs.error().message, fileName + u": "_qs + runs.error().detail});
    if (runs->isEmpty())
        return fail(CalibrationText::tr("The file holds no run Headroom reads."), fileName);
    const QString name = fileNameOnly(fileName);
    for (MeasuredRun &run : *runs)
        run.sourceFile = name;
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
