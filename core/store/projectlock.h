#pragma once

#include "units/result.h"

#include <QString>

#include <memory>

class QLockFile;

namespace Headroom {

/** Marks a project file as open in this process: `<path>.lock` beside it (QLockFile). A lock
 *  left by a process that died is taken over. */
class ProjectLock final
{
public:
    explicit ProjectLock(const QString &projectPath);
    ~ProjectLock();
    Q_DISABLE_COPY_MOVE(ProjectLock)

    static QString lockPath(const QString &projectPath);

    /** Takes the lock, or says who holds it (pid, host, application). */
    Result<void> tryLock();
    void unlock();
    bool isLocked() const;

private:
    QString m_projectPath;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace Headroom
