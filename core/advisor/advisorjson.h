#pragma once

#include "advisor/advisor.h"

#include <QJsonObject>

namespace Headroom {

/** The advisor's answer as `headroom-cli advise --json` prints it (docs/advisor.md): the ranked
 *  plans, the Pareto front and the search's counts; deterministic (no timing). */
QJsonObject advisorResultToJson(const AdvisorResult &result);

} // namespace Headroom
