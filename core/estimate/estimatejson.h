#pragma once

#include "estimate/memorybreakdown.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Headroom {

/** The per-GPU bars as the CLI prints them (`per_gpu` of `estimate --json`); bytes as integers.
 *  The training parts (master_weights_bytes, gradients_bytes, optimizer_bytes) are 0 when
 *  serving. */
QJsonArray perGpuToJson(const MemoryBreakdown &memory);

struct ConfigurationEvaluation;

/** A whole configuration's evaluation (configurationevaluation.h) as `open --json`, `report` and
 *  `estimate --json` give it: fits, short_bytes / short_gpu (what the fullest GPU lacks),
 *  max_batch, tokens_per_second, ttft_s, cost_per_million_tokens (absent when not known) and
 *  per_gpu: every deployment stacked on each GPU, the reserve once (<part>_bytes over all
 *  deployments, used_bytes, free_bytes negative on overflow, capacity_bytes). */
QJsonObject evaluationToJson(const ConfigurationEvaluation &evaluation);

} // namespace Headroom
