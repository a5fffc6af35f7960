#include "store/sqlhelpers.h"

#include "store/projectsql.h"

#include <QSqlError>
#include <QSqlQuery>

namespace Headroom::ProjectSql {

QSqlDatabase db(const QString &connection)
{
    return QSqlDatabase::database(connection, false);
}

QString sqlError(const QSqlError &error)
{
    return error.text();
}

Result<void> select(QSqlQuery &query, const char *sql)
{
    if (!query.exec(QString::fromLatin1(sql)))
        return fail(ProjectStoreText::tr("could not read the project file: %1")
                            .arg(sqlError(query.lastError())),
                    QString::fromLatin1(sql));
    return {};
}

} // namespace Headroom::ProjectSql
