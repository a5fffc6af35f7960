#pragma once

#include "cliio.h"
#include "estimate/engineconstants.h"
#include "estimate/enginememory.h"
#include "plan/deployment.h"
#include "spec/gpuspec.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QStringList>

#include <optional>

namespace Headroom::Cli {

/** Reads `--engine-constant id=value` arguments (in order; a later one wins) into `overrides`;
 *  returns an error message for a malformed one. Ids and ranges are checked by
 *  effectiveEngineProfile() (estimate/engineconstants.h). */
std::optional<QString> readEngineConstants(const QStringList &params,
                                           QMap<QString, double> &overrides);

/** --engine-version, --max-num-batched-tokens (or --chunked-prefill-size), --max-num-seqs (or
 *  --max-running-requests) and --enforce-eager into `settings`; an error message for a value
 *  that does not read, a version Headroom does not model for `engine`, or both spellings of one
 *  setting. */
std::optional<QString> readEngineSettings(const QMap<QString, QString> &values, EngineKind engine,
                                          EngineSettings &settings);

/** The engine's settings as it starts on the GPU: {"version", "max_batched_tokens",
 *  "max_sequences", "cuda_graphs", "cuda_graph_sizes", "memory_fraction"} and, per setting,
 *  whether the user set it ("set": [...]); the rest are the engine's defaults. */
QJsonObject engineSettingsJson(const EngineSettings &settings, const EngineRuntime &runtime);

/** The versions --engine-version takes, per engine: "vllm: 0.9 0.10 ... 0.21". */
QStringList engineVersionSpellings();

/** [{"id", "value", "source"}] for every parameter of the deployment's mode; "calibrated": true
 *  on those the project's calibration sets (and the deployment does not override). */
QJsonArray engineConstantsJson(const EngineProfile &profile, DeploymentMode mode,
                               const GpuSpec &gpu);

/** "calibrated": whether a calibration applies to the profile, and "calibration_id" if so. */
void insertCalibration(QJsonObject &json, const EngineProfile &profile);

/** "Engine constants:" and one line per parameter, "  id = value unit (source)". */
void printEngineConstants(CliIo &io, const EngineProfile &profile, DeploymentMode mode,
                          const GpuSpec &gpu);

} // namespace Headroom::Cli
