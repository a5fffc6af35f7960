#pragma once

#include <QDate>
#include <QString>

namespace Headroom {

/** Where a number came from and when: every catalog entry and price carries one. */
struct Provenance
{
    QString source;
    QDate asOf;
    QString confidence; // "high", "medium", "low" or empty
    QString notes;

    friend bool operator==(const Provenance &, const Provenance &) = default;
};

} // namespace Headroom
