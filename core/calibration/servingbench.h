#pragma once

// Private to the importers of measured runs: the JSON object of a serving benchmark, as vLLM's
// `bench serve` / benchmark_serving.py write it and SGLang's bench_serving (vLLM's names and a
// few of its own). Read by vllmbenchimporter.cpp, sglangbenchimporter.cpp and, for JSON that is
// not a profile export, genaiperfimporter.cpp. Not part of the API.

#include "calibration/importercommon.h"

namespace Headroom::ImportDetail {

/** Whether the object holds a serving benchmark's figures (vLLM's names). */
bool looksLikeServingBench(const QJsonObject &o);

/** Whether the object is SGLang's bench_serving line (names only SGLang writes). */
bool looksLikeSglangBench(const QJsonObject &o);

/** One run from one serving benchmark object, named `tool`. */
Result<MeasuredRun> servingBenchRun(const JsonRecord &record, MeasurementTool tool);

/** One run from a JSON Lines line: a line with SGLang's names is SGLang's, whatever `tool` the
 *  file's first line named. */
Result<MeasuredRun> servingBenchLine(const JsonRecord &record, MeasurementTool tool);

} // namespace Headroom::ImportDetail
