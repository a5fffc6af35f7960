// Fuzz target for the project file reader (core/store/projectstore.h): any bytes in a .headroom
// file must load or give an error, never a crash, a hang or undefined behaviour; every model a
// loaded file carries (custom entries and catalog snapshots) must give a bounded estimate
// (fuzzestimate.h). Seed corpus: tests/data/fuzz/project.
// Each file named on the command line is copied into a temporary folder (load() may write a lock,
// a migration copy or remove stale temporaries beside it) and loaded from there, read-only style.
#include "fuzzestimate.h"
#include "store/projectstore.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv); // Qt Sql needs an application object
    const QStringList files = app.arguments().mid(1);
    const QTemporaryDir dir;
    if (!dir.isValid())
        return 1;
    const QString copy = dir.filePath(QStringLiteral("fuzz.headroom"));
    for (const QString &path : files) {
        QFile::remove(copy);
        if (!QFile::copy(path, copy))
            return 1;
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        const auto loaded = Headroom::ProjectStore().load(copy,
                                                          Headroom::ProjectStore::Migration::InCopy);
        if (!loaded)
            continue;
        for (const Headroom::ModelSpec &m : loaded->project.customModels)
            FuzzEstimate::checkBounded(m);
        for (const Headroom::ModelSpec &m : loaded->project.modelSnapshots)
            FuzzEstimate::checkBounded(m);
    }
    return 0;
}
