#include "headroomtest.h"
#include "store/projectlock.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Headroom;

class TestProjectLock : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void secondLockInProcessFails()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("plan.headroom"));
        ProjectLock first(file);
        QVERIFY(first.tryLock());
        QVERIFY(QFileInfo::exists(file + QStringLiteral(".lock")));
        ProjectLock second(file);
        const Result<void> r = second.tryLock();
        QVERIFY(!r);
        QVERIFY2(r.error().message.contains(QString::number(QCoreApplication::applicationPid())),
                 qPrintable(r.error().message));
        first.unlock();
        QVERIFY(second.tryLock());
    }

    void lockHeldByAnotherProcess()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("plan.headroom"));
        QProcess holder;
        holder.start(QStringLiteral(HEADROOM_STORE_HELPER_PATH), {QStringLiteral("lock"), file});
        QVERIFY(holder.waitForReadyRead(30000));
        QCOMPARE(holder.readLine().trimmed(), QByteArray("locked"));
        ProjectLock lock(file);
        const Result<void> r = lock.tryLock();
        QVERIFY(!r);
        QVERIFY2(r.error().message.contains(QString::number(holder.processId())),
                 qPrintable(r.error().message));
        QVERIFY2(r.error().message.contains(QStringLiteral("another Headroom")),
                 qPrintable(r.error().message));
        // a holder that dies leaves a stale lock, which is taken over
        ::kill(pid_t(holder.processId()), SIGKILL);
        QVERIFY(holder.waitForFinished());
        QVERIFY(QFileInfo::exists(file + QStringLiteral(".lock")));
        const Result<void> taken = lock.tryLock();
        QVERIFY2(taken, taken ? "" : qPrintable(taken.error().message));
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestProjectLock)
#include "tst_projectlock.moc"
