#pragma once

#include "units/money.h"

#include <QList>

namespace Headroom {

/** The exchange rates a new project starts with (and a file of version 4 or older gains when
 *  it is migrated): official reference rates of the central banks on a stated date, each with
 *  its source. The project's copy is the one used and can be edited; these never change
 *  under a saved plan. Values and sources are listed in builtinrates.cpp and
 *  docs/cost-model.md. */
QList<ExchangeRate> builtinExchangeRates();

} // namespace Headroom
