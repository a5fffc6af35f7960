#pragma once

#include "store/projectsql.h"
#include "units/money.h"
#include "units/result.h"

#include <QDate>
#include <QDateTime>
#include <QString>
#include <QStringView>
#include <QVariant>

#include <cstdint>
#include <optional>

class QSqlQuery;

namespace Headroom::ProjectSql {

/** Reads the columns of one row of a project file with validation: the first problem found is
 *  kept in `error` ("the project file has a bad value in <table>.<column>: ..."), and every later
 *  read returns its fallback. Private to core/store. */
class RowReader
{
public:
    RowReader(const QSqlQuery &query, const char *table);

    std::optional<Error> error;

    /** Text, or empty for NULL; a non-text value or one over ProjectStore::maxTextLength is bad. */
    QString text(const char *column);
    /** Text that may not be empty. */
    QString requiredText(const char *column);
    /** A whole number in [min, max]; `min` when it is bad. */
    std::int64_t integer(const char *column, std::int64_t min, std::int64_t max);
    int integer32(const char *column, int min, int max);
    bool boolean(const char *column);
    /** A number in [min, max]; `min` when it is bad. */
    double real(const char *column, double min, double max);
    /** A number in [min, max], or nothing for NULL; nothing when it is bad. */
    std::optional<double> optionalReal(const char *column, double min, double max);
    /** Any finite number; 0 when it is bad. */
    double finiteReal(const char *column);
    /** YYYY-MM-DD, or an invalid date for empty text. */
    QDate date(const char *column);
    /** ISO 8601 with milliseconds, or an invalid date-time for empty text. */
    QDateTime dateTime(const char *column);

    /** An id that `fromId` knows; `fallback` when it is bad. */
    template<typename Enum>
    Enum enumeration(const char *column, std::optional<Enum> (*fromId)(QStringView), Enum fallback)
    {
        const QString s = text(column);
        if (error)
            return fallback;
        if (const std::optional<Enum> e = fromId(s))
            return *e;
        bad(column, ProjectStoreText::tr("unknown value '%1'").arg(s.left(40)));
        return fallback;
    }

    /** An id that `fromId` knows, or nothing for NULL or empty text; nothing when it is bad. */
    template<typename Enum>
    std::optional<Enum> optionalEnumeration(const char *column,
                                            std::optional<Enum> (*fromId)(QStringView))
    {
        if (value(column).isNull() || text(column).isEmpty())
            return std::nullopt;
        const Enum e = enumeration<Enum>(column, fromId, Enum {});
        return error ? std::nullopt : std::optional(e);
    }

    Currency currency(const char *column)
    {
        return enumeration<Currency>(column, &currencyFromCode, Currency::Usd);
    }

private:
    QVariant value(const char *column) const;
    QString bad(const char *column, const QString &problem);

    const QSqlQuery &m_query;
    const char *m_table;
};

} // namespace Headroom::ProjectSql
