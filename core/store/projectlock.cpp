#include "store/projectlock.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLockFile>

namespace Headroom {

namespace {

struct ProjectStoreText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::ProjectStore)
};

} // namespace

ProjectLock::ProjectLock(const QString &projectPath)
    : m_projectPath(projectPath)
    , m_lock(std::make_unique<QLockFile>(lockPath(projectPath)))
{
    m_lock->setStaleLockTime(0); // only a dead holder makes a lock stale, not its age
}

ProjectLock::~ProjectLock() = default;

QString ProjectLock::lockPath(const QString &projectPath)
{
    return QFileInfo(projectPath).absoluteFilePath() + QStringLiteral(".lock");
}

Result<void> ProjectLock::tryLock()
{
    if (m_lock->isLocked())
        return {};
    if (m_lock->tryLock(0))
        return {};
    const QString name = QFileInfo(m_projectPath).fileName();
    if (m_lock->error() == QLockFile::LockFailedError) {
        qint64 pid = 0;
        QString host;
        QString application;
        if (m_lock->getLockInfo(&pid, &host, &application))
            return fail(ProjectStoreText::tr("'%1' is open in another Headroom (process %2 on %3)")
                                .arg(name)
                                .arg(pid)
                                .arg(host.isEmpty() ? ProjectStoreText::tr("this computer") : host),
                        QStringLiteral("%1 %2 %3").arg(pid).arg(host, application));
        return fail(ProjectStoreText::tr("'%1' is open in another Headroom").arg(name));
    }
    return fail(ProjectStoreText::tr("cannot lock '%1': the lock file '%2' cannot be written")
                        .arg(name, lockPath(m_projectPath)));
}

void ProjectLock::unlock()
{
    m_lock->unlock();
}

bool ProjectLock::isLocked() const
{
    return m_lock->isLocked();
}

} // namespace Headroom
