#pragma once

// Private helpers of modellimits.cpp and modelbounds.cpp: not part of the API.

#include "spec/modellimits.h"

#include <QCoreApplication>

namespace Headroom::ModelLimitsDetail {

struct ModelLimitsText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::ModelLimits)
};

/** A value for a message: whole numbers in full ("10000000"), others shortest ("1e+300"). */
QString number(double value);
QString keyOf(const ModelFieldNames &names, ModelField field);

// What the fields imply together (modelbounds.cpp): each an error naming the fields.
Result<void> checkParameters(const ModelSpec &m, const ModelFieldNames &names);
Result<void> checkKvCache(const ModelSpec &m, const ModelFieldNames &names);
Result<void> checkMlpWidth(const ModelSpec &m, const ModelFieldNames &names);

} // namespace Headroom::ModelLimitsDetail
