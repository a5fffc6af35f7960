#pragma once

// The speed options of `estimate` (issue #5), read into the deployment, its configuration and
// the throughput options: the workload's shape and load, KV offload, the weight source and
// disaggregated prefill. Each returns an error message, translated, or nothing.

#include "catalog/catalog.h"
#include "estimate/speed.h"
#include "plan/configuration.h"
#include "plan/deployment.h"

#include <QMap>
#include <QString>

#include <cstdint>
#include <optional>

namespace Headroom::Cli {

/** A non-negative number option, or an error message. */
std::optional<QString> readNumber(const QMap<QString, QString> &values, const QString &name,
                                  double &value);

/** --kv-offload, --kv-offload-gib and --kv-offload-gbps. */
std::optional<QString> readKvOffload(const QMap<QString, QString> &values, KvOffload &offload);

/** Reads the speed options into the deployment and the throughput options. */
std::optional<QString> readSpeedOptions(const QMap<QString, QString> &values, Deployment &d,
                                        SpeedOptions &options);

/** --disagg PxD, --prefill-gpu and --prefill-tp: the prefill pool, and the decode replicas as the
 *  configuration's (D x TP x PP GPUs). */
std::optional<QString> readDisaggregation(const QMap<QString, QString> &values,
                                          const Catalog &catalog, std::int64_t gpus, Deployment &d,
                                          Configuration &config, SpeedOptions &options);

} // namespace Headroom::Cli
