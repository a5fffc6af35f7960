#pragma once

#include "spec/gpuspec.h"
#include "spec/modelspec.h"
#include "units/result.h"

#include <QJsonObject>

namespace Headroom {

/** The JSON shape of catalog entries (resources/catalog, one file per kind) and of the snapshots in a
 *  project file. Keys are snake_case; sizes in bytes, rates in bytes/s and FLOP/s. */
QJsonObject modelSpecToJson(const ModelSpec &model);
Result<ModelSpec> modelSpecFromJson(const QJsonObject &json);

QJsonObject gpuSpecToJson(const GpuSpec &gpu);
Result<GpuSpec> gpuSpecFromJson(const QJsonObject &json);

QJsonObject provenanceToJson(const Provenance &provenance);
Provenance provenanceFromJson(const QJsonObject &json);

QString gpuVendorId(GpuVendor vendor);
std::optional<GpuVendor> gpuVendorFromId(QStringView id);

} // namespace Headroom
