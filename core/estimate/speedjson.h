#pragma once

#include "estimate/speed.h"

#include <QJsonObject>

namespace Headroom {

/** The `performance` object of `estimate --json` and `open --json`: ttft_s, tpot_s,
 *  decode_tokens_per_s_per_sequence, throughput_tokens_per_s, bound, max_concurrency_at_slo
 *  (null without a target) and, with a price, cost_per_million_output_tokens; then the rest
 *  (prefill, requests/s, cold start, host bytes, the curve). */
QJsonObject performanceToJson(const SpeedEstimate &estimate, bool withCurve = true);

} // namespace Headroom
