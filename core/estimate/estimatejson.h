#pragma once

#include "estimate/memorybreakdown.h"

#include <QJsonArray>

namespace Headroom {

/** The per-GPU bars as the CLI prints them (`per_gpu` of `estimate --json`); bytes as integers.
 *  The training parts (master_weights_bytes, gradients_bytes, optimizer_bytes) are 0 when
 *  serving. */
QJsonArray perGpuToJson(const MemoryBreakdown &memory);

} // namespace Headroom
