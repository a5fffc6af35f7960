#pragma once

#include "plan/project.h"
#include "units/result.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <cstdint>

namespace Headroom {

/** What load() found besides the project itself. */
struct LoadedProject
{
    Project project;
    bool readOnly = false; // the file (or its folder) cannot be written: open it read-only
    int fileVersion = 0; // schema version the file had before any migration
    QString backupPath; // where the pre-migration copy went; empty when nothing was migrated
    QString originalPath; // recovery files only: the project file they stand in for
};

/** A recovery file left behind by autosave, offered after a crash. */
struct RecoveryFile
{
    QString path; // the recovery file
    QString originalPath; // the project it belongs to; empty for an untitled project
    QDateTime saved;
};

/** Reads and writes .headroom project files (SQLite, docs/file-format.md). A load reads the whole
 *  file into memory; a save writes a temporary file beside the target in one transaction and
 *  renames it over the target, so the file on disk is always either the old or the new one. The
 *  temporary file of a save killed midway is removed by the next load or save of that file. */
class ProjectStore
{
public:
    static constexpr std::int32_t applicationId = 0x48445231; // 'HDR1'
    static constexpr int schemaVersion = 13;
    static constexpr qsizetype maxTextLength = 4 * 1024 * 1024; // characters per text value

    /** How load() treats a file of an older version. */
    enum class Migration {
        InPlace, // back the file up, then migrate it (what opening a project in the app does)
        InCopy, // migrate a temporary copy; the file stays as it is (read-only tools)
    };

    Result<LoadedProject> load(const QString &path, Migration migration = Migration::InPlace) const;
    Result<void> save(const Project &project, const QString &path) const;

    /** Autosave: the recovery file of `path` (empty path = an untitled project) lives in
     *  `recoveryDir` (the app passes a folder under QStandardPaths::AppLocalDataLocation). */
    static QString recoveryPath(const QString &path, const QString &recoveryDir);
    Result<void> saveRecovery(const Project &project, const QString &path,
                              const QString &recoveryDir) const;
    Result<LoadedProject> loadRecovery(const QString &recoveryFile) const;
    /** Recovery files in `recoveryDir`, newest first. */
    QList<RecoveryFile> recoveryFiles(const QString &recoveryDir) const;
    static bool removeRecovery(const QString &recoveryFile);

    /** `<dir>/<name>.v<N>.headroom`: where load() copies a file before migrating it. */
    static QString backupPath(const QString &path, int version);

private:
    Result<void> write(const Project &project, const QString &path,
                       const QString &originalPath) const;
};

} // namespace Headroom
