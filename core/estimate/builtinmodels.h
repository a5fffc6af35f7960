#pragma once

#include "spec/modelspec.h"

#include <QList>
#include <QStringView>

#include <optional>

namespace Headroom {

/** A few fallback models until the catalog lands (fields from shared/reference/models.csv). */
QList<ModelSpec> builtinModels();

std::optional<ModelSpec> builtinModel(QStringView id);

} // namespace Headroom
