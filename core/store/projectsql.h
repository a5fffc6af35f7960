#pragma once

#include "plan/project.h"
#include "units/result.h"

#include <QCoreApplication>
#include <QString>

/** Private to core/store: the tables of a project file. Functions take the name of an open
 *  QSqlDatabase connection so that no QSql type appears in a header. */
namespace Headroom::ProjectSql {

/** The translation context of the project file's messages. */
struct ProjectStoreText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::ProjectStore)
};

Result<void> exec(const QString &connection, const QString &sql);
/** Creates every table of the current schema version in an empty database. */
Result<void> createSchema(const QString &connection);
/** Runs the migration ladder from `fromVersion` up to the current version (caller holds the
 *  transaction). */
Result<void> migrate(const QString &connection, int fromVersion);
/** Checks that every table the current schema needs is there. */
Result<void> checkTables(const QString &connection);

Result<void> writeProject(const QString &connection, const Project &project);
Result<Project> readProject(const QString &connection);

Result<void> writeOriginalPath(const QString &connection, const QString &originalPath);
QString readOriginalPath(const QString &connection);

} // namespace Headroom::ProjectSql
