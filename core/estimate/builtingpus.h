#pragma once

#include "spec/gpuspec.h"

#include <QList>
#include <QStringView>

#include <optional>

namespace Headroom {

/** A small fallback set of GPUs until the catalog lands (values from shared/reference/gpus.csv). */
QList<GpuSpec> builtinGpus();

std::optional<GpuSpec> builtinGpu(QStringView id);

} // namespace Headroom
