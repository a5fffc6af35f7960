#pragma once

#include "plan/trainingsettings.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace Headroom {

/** Stable lower-case ids of the training enums, as the project file and the CLI write them. */
QString optimizerId(Optimizer optimizer); // "adamw", "adamw-8bit", "sgd", "adamw-bf16"
QString loraTargetsId(LoraTargets targets); // "attention", "mlp", "all-linear"
QString trainingOffloadId(TrainingOffload offload); // "none", "optimizer", "all"

std::optional<Optimizer> optimizerFromId(QStringView id);
std::optional<LoraTargets> loraTargetsFromId(QStringView id);
std::optional<TrainingOffload> trainingOffloadFromId(QStringView id);

} // namespace Headroom
