#pragma once

#include <QString>

#include <expected>

namespace Headroom {

/** A failure reported by core: a translated, user-readable message plus an optional detail
 *  (the field, file offset or value that was wrong) for logs and tests. */
struct Error
{
    QString message;
    QString detail;
};

/** Core returns values or errors, never throws across its API. */
template<typename T>
using Result = std::expected<T, Error>;

inline std::unexpected<Error> fail(QString message, QString detail = {})
{
    return std::unexpected<Error>(Error {std::move(message), std::move(detail)});
}

} // namespace Headroom
