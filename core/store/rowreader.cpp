#include "store/rowreader.h"

#include "store/projectstore.h"

#include <QSqlQuery>

#include <cmath>

namespace Headroom::ProjectSql {

RowReader::RowReader(const QSqlQuery &query, const char *table)
    : m_query(query)
    , m_table(table)
{ }

QString RowReader::text(const char *column)
{
    const QVariant v = value(column);
    if (v.isNull())
        return {};
    if (v.typeId() != QMetaType::QString)
        return bad(column, ProjectStoreText::tr("text expected"));
    QString s = v.toString();
    if (s.size() > ProjectStore::maxTextLength)
        return bad(column, ProjectStoreText::tr("text of %1 characters is too long").arg(s.size()));
    return s;
}

QString RowReader::requiredText(const char *column)
{
    const QString s = text(column);
    if (!error && s.isEmpty())
        bad(column, ProjectStoreText::tr("value missing"));
    return s;
}

std::int64_t RowReader::integer(const char *column, std::int64_t min, std::int64_t max)
{
    // Qualified in full: after a std:: return type lupdate no longer knows the class.
    const QVariant v = value(column);
    if (v.typeId() != QMetaType::LongLong && v.typeId() != QMetaType::Int) {
        bad(column, Headroom::ProjectSql::ProjectStoreText::tr("whole number expected"));
        return min;
    }
    const std::int64_t n = v.toLongLong();
    if (n < min || n > max) {
        bad(column,
            Headroom::ProjectSql::ProjectStoreText::tr("%1 is outside %2..%3")
                    .arg(n)
                    .arg(min)
                    .arg(max));
        return min;
    }
    return n;
}

int RowReader::integer32(const char *column, int min, int max)
{
    return static_cast<int>(integer(column, min, max));
}

bool RowReader::boolean(const char *column)
{
    return integer(column, 0, 1) != 0;
}

double RowReader::real(const char *column, double min, double max)
{
    const QVariant v = value(column);
    if (v.typeId() != QMetaType::Double && v.typeId() != QMetaType::LongLong
        && v.typeId() != QMetaType::Int) {
        bad(column, ProjectStoreText::tr("number expected"));
        return min;
    }
    const double d = v.toDouble();
    if (!(d >= min && d <= max)) {
        bad(column, ProjectStoreText::tr("%1 is outside %2..%3").arg(d).arg(min).arg(max));
        return min;
    }
    return d;
}

std::optional<double> RowReader::optionalReal(const char *column, double min, double max)
{
    if (value(column).isNull())
        return std::nullopt;
    const double d = real(column, min, max);
    return error ? std::nullopt : std::optional(d);
}

double RowReader::finiteReal(const char *column)
{
    const QVariant v = value(column);
    if (v.typeId() != QMetaType::Double && v.typeId() != QMetaType::LongLong
        && v.typeId() != QMetaType::Int) {
        bad(column, ProjectStoreText::tr("number expected"));
        return 0;
    }
    const double d = v.toDouble();
    if (!std::isfinite(d)) {
        bad(column, ProjectStoreText::tr("%1 is not a finite number").arg(d));
        return 0;
    }
    return d;
}

QDate RowReader::date(const char *column)
{
    const QString s = text(column);
    if (s.isEmpty())
        return {};
    const QDate d = QDate::fromString(s, Qt::ISODate);
    if (!d.isValid())
        bad(column, ProjectStoreText::tr("'%1' is not a date (YYYY-MM-DD)").arg(s.left(40)));
    return d;
}

QDateTime RowReader::dateTime(const char *column)
{
    const QString s = text(column);
    if (s.isEmpty())
        return {};
    const QDateTime d = QDateTime::fromString(s, Qt::ISODateWithMs);
    if (!d.isValid())
        bad(column, ProjectStoreText::tr("'%1' is not a date and time (ISO 8601)").arg(s.left(40)));
    return d;
}

QVariant RowReader::value(const char *column) const
{
    return m_query.value(QString::fromLatin1(column));
}

QString RowReader::bad(const char *column, const QString &problem)
{
    if (!error) {
        const QString where = QStringLiteral("%1.%2").arg(QLatin1StringView(m_table),
                                                          QLatin1StringView(column));
        error = Error {ProjectStoreText::tr("the project file has a bad value in %1: %2")
                               .arg(where, problem),
                       where};
    }
    return {};
}

} // namespace Headroom::ProjectSql
