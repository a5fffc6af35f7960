#pragma once

// The workload file's field names and errors, shared by its reading (advisorworkloadread.cpp)
// and its checks (advisorworkloadcheck.cpp); defined in advisorworkload.cpp.

#include "units/result.h"

#include <QString>

namespace Headroom::AdvisorFields {

/** "models[0].tpot_ms: must be ..." (translated), naming the field. */
Error fieldError(const QString &field, const QString &message);

QString modelField(int index, const char *key); // "models[0].tpot_ms"
QString trainingField(int index, const char *key); // "training[0].tokens"
QString constraintField(const char *key); // "constraints.max_gpus"

/** "must be a number of at least 0" (translated). */
QString mustBeAtLeast(double least);

} // namespace Headroom::AdvisorFields
