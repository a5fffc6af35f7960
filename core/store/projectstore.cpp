#include "store/projectstore.h"

#include "store/projectsql.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUuid>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

namespace Headroom {

namespace {

struct ProjectStoreText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::ProjectStore)
};

/** One QSqlDatabase connection with a unique name, removed again when this goes away. */
class Connection
{
public:
    Connection(const QString &path, bool readOnly)
        : m_name(QStringLiteral("headroom-store-")
                 + QUuid::createUuid().toString(QUuid::WithoutBraces))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        if (readOnly)
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open())
            m_error = db.lastError().text();
    }
    ~Connection()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    Q_DISABLE_COPY_MOVE(Connection)

    const QString &name() const { return m_name; }
    bool isOpen() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; }

private:
    QString m_name;
    QString m_error;
};

struct Header
{
    int version = 0;
    std::int32_t applicationId = 0;
};

std::uint32_t bigEndian32(const QByteArray &bytes, int offset)
{
    const auto b = [&](int i) { return std::uint32_t(std::uint8_t(bytes[offset + i])); };
    return (b(0) << 24) | (b(1) << 16) | (b(2) << 8) | b(3);
}

/** Writable by us: the permission bits as well as access(2), which says yes to root. */
bool isWritable(const QFileInfo &info)
{
    return info.isWritable() && (info.permissions() & QFile::WriteOwner);
}

QString fileName(const QString &path)
{
    return QFileInfo(path).fileName();
}

/** Reads the 100-byte SQLite header: is it SQLite, is it ours, is it whole. */
Result<Header> readHeader(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return fail(ProjectStoreText::tr("'%1' does not exist").arg(path), path);
    if (!info.isFile())
        return fail(ProjectStoreText::tr("'%1' is not a file").arg(path), path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(ProjectStoreText::tr("cannot read '%1': %2").arg(path, file.errorString()),
                    path);
    const QByteArray header = file.read(100);
    static constexpr char kMagic[] = "SQLite format 3";
    if (header.size() < 16 || !header.startsWith(QByteArrayView(kMagic, sizeof kMagic)))
        return fail(ProjectStoreText::tr("'%1' is not a Headroom project (not a SQLite database)")
                            .arg(fileName(path)),
                    path);
    if (header.size() < 100)
        return fail(ProjectStoreText::tr("'%1' is truncated (shorter than a SQLite header)")
                            .arg(fileName(path)),
                    path);
    std::uint32_t pageSize = (std::uint32_t(std::uint8_t(header[16])) << 8)
            | std::uint8_t(header[17]);
    if (pageSize == 1)
        pageSize = 65536;
    const std::uint32_t pageCount = bigEndian32(header, 28);
    const bool countValid = bigEndian32(header, 24) == bigEndian32(header, 92);
    if (pageSize < 512 || (pageSize & (pageSize - 1)) != 0)
        return fail(ProjectStoreText::tr("'%1' is damaged (bad SQLite page size)")
                            .arg(fileName(path)),
                    path);
    if (info.size() % pageSize != 0
        || (countValid && info.size() < qint64(pageSize) * qint64(pageCount)))
        return fail(ProjectStoreText::tr("'%1' is truncated (%2 bytes, expected %3)")
                            .arg(fileName(path))
                            .arg(info.size())
                            .arg(qint64(pageSize) * qint64(pageCount)),
                    path);
    Header h;
    h.version = int(bigEndian32(header, 60));
    h.applicationId = std::int32_t(bigEndian32(header, 68));
    if (h.applicationId != ProjectStore::applicationId)
        return fail(ProjectStoreText::tr("'%1' is not a Headroom project (a SQLite database of "
                                         "another application, id 0x%2)")
                            .arg(fileName(path))
                            .arg(std::uint32_t(h.applicationId), 8, 16, QLatin1Char('0')),
                    path);
    if (h.version > ProjectStore::schemaVersion)
        return fail(ProjectStoreText::tr("'%1' was written by a newer Headroom (file format "
                                         "version %2; this version reads up to %3)")
                            .arg(fileName(path))
                            .arg(h.version)
                            .arg(ProjectStore::schemaVersion),
                    path);
    if (h.version < 1)
        return fail(ProjectStoreText::tr("'%1' has no file format version").arg(fileName(path)),
                    path);
    return h;
}

Result<void> checkIntegrity(const Connection &connection, const QString &path)
{
    QSqlQuery q(QSqlDatabase::database(connection.name(), false));
    if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next())
        return fail(ProjectStoreText::tr("'%1' is damaged: %2")
                            .arg(fileName(path), q.lastError().text()),
                    path);
    QString result = q.value(0).toString();
    if (result == u"ok")
        return {};
    for (int more = 0; more < 2 && q.next(); ++more)
        result += QStringLiteral("; ") + q.value(0).toString();
    return fail(ProjectStoreText::tr("'%1' is damaged: %2")
                        .arg(fileName(path), result.simplified().left(300)),
                path);
}

Result<void> openChecked(const Connection &connection, const QString &path)
{
    if (!connection.isOpen())
        return fail(ProjectStoreText::tr("cannot open '%1': %2")
                            .arg(fileName(path), connection.error()),
                    path);
    return checkIntegrity(connection, path);
}

/** Migrates `path` in place, in one transaction. */
Result<void> migrateFile(const QString &path, int version)
{
    Connection connection(path, false);
    if (auto r = openChecked(connection, path); !r)
        return r;
    QSqlDatabase db = QSqlDatabase::database(connection.name(), false);
    if (!db.transaction())
        return fail(ProjectStoreText::tr("cannot migrate '%1': %2")
                            .arg(fileName(path), db.lastError().text()));
    if (auto r = ProjectSql::migrate(connection.name(), version); !r) {
        db.rollback();
        return fail(ProjectStoreText::tr("cannot migrate '%1' from version %2: %3")
                            .arg(fileName(path))
                            .arg(version)
                            .arg(r.error().message),
                    r.error().detail);
    }
    if (!db.commit())
        return fail(ProjectStoreText::tr("cannot migrate '%1': %2")
                            .arg(fileName(path), db.lastError().text()));
    return {};
}

Result<LoadedProject> readFile(const QString &path)
{
    Connection connection(path, true);
    if (auto r = openChecked(connection, path); !r)
        return std::unexpected(r.error());
    if (auto r = ProjectSql::checkTables(connection.name()); !r)
        return fail(ProjectStoreText::tr("'%1' is damaged: %2")
                            .arg(fileName(path), r.error().message),
                    r.error().detail);
    Result<Project> project = ProjectSql::readProject(connection.name());
    if (!project)
        return fail(ProjectStoreText::tr("'%1' cannot be opened: %2")
                            .arg(fileName(path), project.error().message),
                    project.error().detail);
    LoadedProject loaded;
    loaded.project = std::move(*project);
    loaded.originalPath = ProjectSql::readOriginalPath(connection.name());
    return loaded;
}

bool syncPath(const QString &path, int flags)
{
    const int fd = ::open(QFile::encodeName(path).constData(), flags);
    if (fd < 0)
        return false;
    const bool ok = ::fsync(fd) == 0;
    ::close(fd);
    return ok;
}

/** The temporary file a save of `target` writes before renaming it over the target: hidden,
 *  beside it (a rename is atomic only within one file system), named after the saving
 *  process so that a later open or save can tell a dead save's leftover from a live one. */
QString temporaryPathFor(const QFileInfo &target)
{
    return target.absoluteDir().filePath(
            QStringLiteral(".%1.tmp-%2-%3")
                    .arg(target.fileName())
                    .arg(::getpid())
                    .arg(QUuid::createUuid().toString(QUuid::Id128).left(8)));
}

/** Removes what saves of `target` that were killed midway left beside it: temporary files
 *  whose process is gone, and those of the old naming (no process id) older than an hour.
 *  The temporary file of a save still running in another process is left alone. */
void removeStaleTemporaries(const QFileInfo &target)
{
    const QDir dir = target.absoluteDir();
    const QString name = target.fileName();
    const QString prefix = u'.' + name + QStringLiteral(".tmp-");
    const QString legacyPrefix = name + QStringLiteral(".tmp-");
    const QFileInfoList entries = dir.entryInfoList({prefix + u'*', legacyPrefix + u'*'},
                                                    QDir::Files | QDir::Hidden | QDir::System);
    const QDateTime hourAgo = QDateTime::currentDateTimeUtc().addSecs(-3600);
    for (const QFileInfo &entry : entries) {
        const QString file = entry.fileName();
        bool stale = false;
        if (file.startsWith(prefix)) {
            bool ok = false;
            const qint64 pid = file.mid(prefix.size()).section(u'-', 0, 0).toLongLong(&ok);
            stale = ok && pid > 0 && pid != ::getpid() && ::kill(pid_t(pid), 0) != 0
                    && errno == ESRCH;
        } else {
            stale = entry.lastModified().toUTC() < hourAgo;
        }
        if (stale)
            QFile::remove(entry.absoluteFilePath());
    }
}

QString freeBackupPath(const QString &path, int version)
{
    const QString first = ProjectStore::backupPath(path, version);
    if (!QFileInfo::exists(first))
        return first;
    QString stem = first;
    stem.chop(int(sizeof(".headroom") - 1));
    for (int k = 2;; ++k) {
        const QString candidate = stem + QStringLiteral("-%1.headroom").arg(k);
        if (!QFileInfo::exists(candidate))
            return candidate;
    }
}

} // namespace

QString ProjectStore::backupPath(const QString &path, int version)
{
    const QFileInfo info(path);
    QString stem = info.fileName();
    if (stem.endsWith(QStringLiteral(".headroom")))
        stem.chop(int(sizeof(".headroom") - 1));
    return info.absoluteDir().filePath(stem + QStringLiteral(".v%1.headroom").arg(version));
}

Result<LoadedProject> ProjectStore::load(const QString &path, Migration migration) const
{
    const Result<Header> header = readHeader(path);
    if (!header)
        return std::unexpected(header.error());
    const QFileInfo info(path);
    const bool readOnly = !isWritable(info) || !isWritable(QFileInfo(info.absolutePath()));
    if (!readOnly)
        removeStaleTemporaries(info);
    if (header->version == schemaVersion) {
        Result<LoadedProject> loaded = readFile(path);
        if (loaded) {
            loaded->readOnly = readOnly;
            loaded->fileVersion = header->version;
        }
        return loaded;
    }
    {
        // check the old file before touching anything
        Connection connection(path, true);
        if (auto r = openChecked(connection, path); !r)
            return std::unexpected(r.error());
    }
    QString backup;
    QString migrated = path;
    QTemporaryDir scratch;
    if (readOnly || migration == Migration::InCopy) { // the file itself stays as it is
        if (!scratch.isValid())
            return fail(ProjectStoreText::tr("cannot migrate '%1': no temporary folder")
                                .arg(fileName(path)));
        migrated = scratch.filePath(QStringLiteral("migrating.headroom"));
        if (!QFile::copy(path, migrated))
            return fail(ProjectStoreText::tr("cannot migrate '%1': copying it failed")
                                .arg(fileName(path)));
        QFile::setPermissions(migrated, QFile::ReadOwner | QFile::WriteOwner);
    } else {
        backup = freeBackupPath(path, header->version);
        if (!QFile::copy(path, backup))
            return fail(ProjectStoreText::tr(
                                "cannot migrate '%1': the backup '%2' could not be written")
                                .arg(fileName(path), backup));
        syncPath(backup, O_RDONLY);
    }
    if (auto r = migrateFile(migrated, header->version); !r)
        return std::unexpected(r.error());
    Result<LoadedProject> loaded = readFile(migrated);
    if (loaded) {
        loaded->readOnly = readOnly;
        loaded->fileVersion = header->version;
        loaded->backupPath = backup;
    }
    return loaded;
}

Result<void> ProjectStore::save(const Project &project, const QString &path) const
{
    return write(project, path, QString());
}

Result<void> ProjectStore::write(const Project &project, const QString &path,
                                 const QString &originalPath) const
{
    const QFileInfo info(path);
    if (info.exists() && (!info.isFile() || !isWritable(info)))
        return fail(ProjectStoreText::tr("cannot save '%1': the file is read-only").arg(path), path);
    if (!QFileInfo(info.absolutePath()).isDir())
        return fail(ProjectStoreText::tr("cannot save '%1': the folder does not exist").arg(path),
                    path);
    removeStaleTemporaries(info);
    const QString temp = temporaryPathFor(info);
    auto failed = [&temp](const Error &error) {
        QFile::remove(temp);
        return std::unexpected(error);
    };
    {
        Connection connection(temp, false);
        if (!connection.isOpen())
            return failed(
                    Error {ProjectStoreText::tr("cannot save '%1': %2").arg(path, connection.error()),
                           temp});
        const QString &c = connection.name();
        for (const QString &pragma :
             {QStringLiteral("PRAGMA journal_mode = MEMORY"),
              QStringLiteral("PRAGMA synchronous = OFF"),
              QStringLiteral("PRAGMA application_id = %1").arg(applicationId),
              QStringLiteral("PRAGMA user_version = %1").arg(schemaVersion),
              QStringLiteral("BEGIN")}) {
            if (auto r = ProjectSql::exec(c, pragma); !r)
                return failed(r.error());
        }
        Result<void> written = ProjectSql::createSchema(c);
        if (written)
            written = ProjectSql::writeProject(c, project);
        if (written && !originalPath.isNull())
            written = ProjectSql::writeOriginalPath(c, originalPath);
        if (written)
            written = ProjectSql::exec(c, QStringLiteral("COMMIT"));
        if (!written)
            return failed(Error {ProjectStoreText::tr("cannot save '%1': %2")
                                         .arg(path, written.error().message),
                                 written.error().detail});
    }
    if (!syncPath(temp, O_RDONLY))
        return failed(
                Error {ProjectStoreText::tr("cannot save '%1': writing to disk failed").arg(path),
                       temp});
    if (info.exists())
        QFile::setPermissions(temp, QFile::permissions(path));
    if (std::rename(QFile::encodeName(temp).constData(),
                    QFile::encodeName(info.absoluteFilePath()).constData())
        != 0)
        return failed(
                Error {ProjectStoreText::tr("cannot save '%1': replacing the file failed").arg(path),
                       temp});
    syncPath(info.absolutePath(), O_RDONLY | O_DIRECTORY);
    return {};
}

QString ProjectStore::recoveryPath(const QString &path, const QString &recoveryDir)
{
    QString name = QStringLiteral("untitled");
    if (!path.isEmpty()) {
        const QFileInfo info(path);
        const QByteArray hash = QCryptographicHash::hash(info.absoluteFilePath().toUtf8(),
                                                         QCryptographicHash::Sha1)
                                        .toHex()
                                        .left(12);
        name = info.completeBaseName() + u'-' + QString::fromLatin1(hash);
    }
    return QDir(recoveryDir).filePath(name + QStringLiteral(".recovery.headroom"));
}

Result<void> ProjectStore::saveRecovery(const Project &project, const QString &path,
                                        const QString &recoveryDir) const
{
    if (!QDir().mkpath(recoveryDir))
        return fail(ProjectStoreText::tr("cannot create the recovery folder '%1'").arg(recoveryDir),
                    recoveryDir);
    const QString original = path.isEmpty() ? QStringLiteral("")
                                            : QFileInfo(path).absoluteFilePath();
    return write(project, recoveryPath(path, recoveryDir), original);
}

Result<LoadedProject> ProjectStore::loadRecovery(const QString &recoveryFile) const
{
    return load(recoveryFile);
}

QList<RecoveryFile> ProjectStore::recoveryFiles(const QString &recoveryDir) const
{
    QList<RecoveryFile> files;
    const QDir dir(recoveryDir);
    const QFileInfoList entries = dir.entryInfoList({QStringLiteral("*.recovery.headroom")},
                                                    QDir::Files, QDir::Time);
    for (const QFileInfo &entry : entries) {
        if (!readHeader(entry.absoluteFilePath()))
            continue;
        Connection connection(entry.absoluteFilePath(), true);
        if (!connection.isOpen())
            continue;
        files.append({entry.absoluteFilePath(), ProjectSql::readOriginalPath(connection.name()),
                      entry.lastModified()});
    }
    return files;
}

bool ProjectStore::removeRecovery(const QString &recoveryFile)
{
    return QFile::remove(recoveryFile);
}

} // namespace Headroom
