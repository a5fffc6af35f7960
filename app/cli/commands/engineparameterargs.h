#pragma once

#include "cliio.h"
#include "estimate/engineparameters.h"
#include "plan/deployment.h"
#include "spec/gpuspec.h"

#include <QJsonArray>
#include <QMap>
#include <QStringList>

#include <optional>

namespace Headroom::Cli {

/** Reads `--engine-param id=value` arguments (in order; a later one wins) into `overrides`;
 *  returns an error message for a malformed one. Ids and ranges are checked by
 *  effectiveEngineProfile() (estimate/engineparameters.h). */
std::optional<QString> readEngineParams(const QStringList &params, QMap<QString, double> &overrides);

/** [{"id", "value", "source"}] for every parameter of the deployment's mode. */
QJsonArray engineParametersJson(const EngineProfile &profile, DeploymentMode mode,
                                const GpuSpec &gpu);

/** "Engine parameters:" and one line per parameter, "  id = value unit (source)". */
void printEngineParameters(CliIo &io, const EngineProfile &profile, DeploymentMode mode,
                           const GpuSpec &gpu);

} // namespace Headroom::Cli
