#pragma once

#include "units/result.h"

#include <QSqlDatabase>
#include <QString>

class QSqlError;
class QSqlQuery;

/** Private to core/store: what the project file's reader, writer and schema share. */
namespace Headroom::ProjectSql {

/** The open connection named `connection` (never opens one). */
QSqlDatabase db(const QString &connection);
/** The driver's text of a failed statement. */
QString sqlError(const QSqlError &error);
/** Runs the SELECT `sql`; a failure is "could not read the project file: ..." naming it. */
Result<void> select(QSqlQuery &query, const char *sql);

} // namespace Headroom::ProjectSql
