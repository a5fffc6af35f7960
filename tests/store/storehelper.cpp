// A second process for the store tests: saves in a loop (to be killed mid-save) or holds a lock.
#include "storetestutil.h"

#include "store/projectlock.h"
#include "store/projectstore.h"

#include <QCoreApplication>
#include <QTextStream>
#include <QThread>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    QTextStream out(stdout);
    if (args.size() == 4 && args[1] == u"save-loop") {
        const int deployments = args[3].toInt();
        const Headroom::Project a = makeProject(1, deployments);
        const Headroom::Project b = makeProject(2, deployments);
        const Headroom::ProjectStore store;
        for (int i = 0;; ++i) {
            if (!store.save(i % 2 ? a : b, args[2]))
                return 1;
        }
    }
    if (args.size() == 3 && args[1] == u"lock") {
        Headroom::ProjectLock lock(args[2]);
        const Headroom::Result<void> locked = lock.tryLock();
        out << (locked ? QStringLiteral("locked") : locked.error().message) << Qt::endl;
        for (;;)
            QThread::sleep(1);
    }
    return 2;
}
