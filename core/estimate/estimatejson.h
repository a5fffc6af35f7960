#pragma once

#include "estimate/memorybreakdown.h"

#include <QJsonArray>

namespace Headroom {

/** The per-GPU bars as the CLI prints them (`per_gpu` of `estimate --json`); bytes as integers. */
QJsonArray perGpuToJson(const MemoryBreakdown &memory);

} // namespace Headroom
