#pragma once

#include "calibration/measurement.h"
#include "units/result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace Headroom {

/** Stable ids ("vllm-bench", "sglang-bench", "genai-perf", "llama-bench", "vllm-log",
 *  "sglang-log", "trtllm-log") for files and the CLI, and translated names for people. */
QString measurementToolId(MeasurementTool tool);
std::optional<MeasurementTool> measurementToolFromId(QStringView id);
QString measurementToolName(MeasurementTool tool);
QList<MeasurementTool> allMeasurementTools();

/** The largest file the importers read (64 MiB); a larger one is refused with a message. */
inline constexpr qint64 kMaxMeasurementFileBytes = qint64(64) * 1024 * 1024;

/** The tool whose output `contents` is, judged from the contents (the file name only breaks a
 *  tie, e.g. a one-line .jsonl file); nullopt when it is none Headroom reads. Cheap: it does not
 *  validate the figures (importMeasurements does). */
std::optional<MeasurementTool> detectMeasurementTool(const QString &fileName,
                                                     const QByteArray &contents);

/** Reads the measured runs in a benchmark result or a server log, offline (docs/calibration.md,
 *  "Importing measurements"): vLLM `bench serve` / benchmark_serving.py JSON (or JSONL), SGLang
 *  bench_serving JSONL, genai-perf / AIPerf profile export CSV or JSON, llama-bench JSON, JSONL,
 *  CSV or markdown, and vLLM, SGLang and TensorRT-LLM startup logs. The format is detected from
 *  the contents. Each run carries the figures its file states and nothing else; sourceFile is
 *  the file name of `fileName` (no directory), sourceLine the run's line, sourceDate the run's
 *  date when the file states one (else invalid: importMeasurementFile fills the file's mtime).
 *  A directory in `fileName` is read for genai-perf's "-concurrencyN" artifact folder name.
 *  Fails with a translated message naming the line for malformed files, numbers that are
 *  negative, NaN or absurd, missing required columns, and files of no known format. */
Result<QList<MeasuredRun>> importMeasurements(const QString &fileName, const QByteArray &contents);

/** Reads the file at `path` (refusing one over kMaxMeasurementFileBytes) and imports it; runs
 *  without a stated date get the file's modification time. */
Result<QList<MeasuredRun>> importMeasurementFile(const QString &path);

} // namespace Headroom
