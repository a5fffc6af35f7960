#pragma once

#include "units/result.h"

#include <QCoreApplication>
#include <QString>

namespace Headroom {

/** The translation context of the PDF report, its summary and the exports ("Headroom::Report"). */
struct ReportText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Report)
};

/** The error of an export that could not write `path`: "Could not write "<path>": <detail>". */
Result<void> reportFileError(const QString &path, const QString &detail);

} // namespace Headroom
