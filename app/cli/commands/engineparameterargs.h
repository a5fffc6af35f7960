#pragma once

#include "cliio.h"
#include "estimate/engineparameters.h"
#include "plan/deployment.h"
#include "spec/gpuspec.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QStringList>

#include <optional>

namespace Headroom::Cli {

/** Reads `--engine-param id=value` arguments (in order; a later one wins) into `overrides`;
 *  returns an error message for a malformed one. Ids and ranges are checked by
 *  effectiveEngineProfile() (estimate/engineparameters.h). */
std::optional<QString> readEngineParams(const QStringList &params, QMap<QString, double> &overrides);

/** [{"id", "value", "source"}] for every parameter of the deployment's mode; "calibrated": true
 *  on those the project's calibration sets (and the deployment does not override). */
QJsonArray engineParametersJson(const EngineProfile &profile, DeploymentMode mode,
                                const GpuSpec &gpu);

/** "calibrated": whether a calibration applies to the profile, and "calibration_id" if so. */
void insertCalibration(QJsonObject &json, const EngineProfile &profile);

/** "Engine parameters:" and one line per parameter, "  id = value unit (source)". */
void printEngineParameters(CliIo &io, const EngineProfile &profile, DeploymentMode mode,
                           const GpuSpec &gpu);

} // namespace Headroom::Cli
