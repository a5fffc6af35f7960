#pragma once

// STAND-IN (branch calfit): the real importers of benchmark outputs and server logs come from
// the calimport branch and replace this file and importers.cpp at the merge. This one reads
// only a JSON array of objects whose keys are MeasuredRun's field names.

#include "calibration/measurement.h"
#include "units/result.h"

#include <QList>
#include <QString>

namespace Headroom {

/** The runs in one measurement file (stand-in: a JSON array of MeasuredRun-like objects; tool
 *  as "vllm_bench", ...; sourceFile defaults to the file's name, sourceDate to its mtime). */
Result<QList<MeasuredRun>> importMeasurementFile(const QString &path);

} // namespace Headroom
