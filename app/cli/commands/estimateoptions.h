#pragma once

// The options of `estimate` (estimateoptions.cpp): the deployment, its workload and the
// training settings, each with its help text.

#include "commandline.h"

#include <QStringList>

namespace Headroom::Cli {

/** The training options that take a value, and those that are flags. */
const QStringList &trainingValueOptions();
const QStringList &trainingFlagOptions();

/** Every option of `estimate`: the parser accepts exactly these and the help lists them. */
const CommandSpec &estimateSpec();

} // namespace Headroom::Cli
