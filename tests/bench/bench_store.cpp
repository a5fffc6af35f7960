// Saves and loads a 500-deployment project and prints the times (not a ctest test).
#include "../store/storetestutil.h"

#include "store/projectstore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    constexpr int kDeployments = 500;
    constexpr int kRounds = 10;
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("bench.headroom"));
    const Headroom::Project project = makeProject(1, kDeployments);
    const Headroom::ProjectStore store;
    qint64 bestSave = -1;
    qint64 bestLoad = -1;
    for (int i = 0; i < kRounds; ++i) {
        QElapsedTimer timer;
        timer.start();
        if (!store.save(project, file))
            return 1;
        const qint64 saved = timer.nsecsElapsed();
        timer.restart();
        const auto loaded = store.load(file);
        const qint64 read = timer.nsecsElapsed();
        if (!loaded || !(loaded->project == project))
            return 1;
        bestSave = bestSave < 0 ? saved : std::min(bestSave, saved);
        bestLoad = bestLoad < 0 ? read : std::min(bestLoad, read);
    }
    out << "project: " << kDeployments << " deployments, " << project.configurations.size()
        << " configurations, file " << QFileInfo(file).size() / 1024 << " KiB\n";
    out << "save: " << double(bestSave) / 1e6 << " ms (best of " << kRounds << ")\n";
    out << "load: " << double(bestLoad) / 1e6 << " ms (best of " << kRounds << ")\n";
    return 0;
}
