#pragma once

#include "estimate/configurationevaluation.h"
#include "models/comparisonmodel.h"

#include <QList>

namespace Headroom {

class ReportPage;

/** A configuration's page of the report: its verdict, its per-GPU VRAM bars as the board draws
 *  them, the Rent vs buy chart with the savings of owning and the speed chart, the deployments
 *  whose speed is calibrated said so above it. */
void paintConfigurationPage(ReportPage &page, const ConfigurationEvaluation &evaluation,
                            const ComparisonRow &row);

/** The inference deployments of `evaluation` whose speed comes from engine constants
 *  calibrated to the user's measurements (the project's Calibration for their GPU x engine). */
QList<const DeploymentEstimate *> calibratedSpeeds(const ConfigurationEvaluation &evaluation);

} // namespace Headroom
