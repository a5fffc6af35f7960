// Prints how long the board takes to follow a slider: 50 deployments on 10 configurations,
// a merged ChangeDeployment (as the Inspector pushes while a context slider moves), then the
// cost of refreshing the whole board and of painting it. Not a ctest test: run it by hand
// (offscreen is chosen when no display is set).

#include "board/boardview.h"
#include "board/configurationcard.h"
#include "commands/projectcommands.h"
#include "document/projectdocument.h"
#include "estimate/deploymentestimate.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>

using namespace Headroom;

namespace {

Project fiftyDeployments()
{
    const char *models[] = {"llama-3.1-8b", "qwen3-8b", "mistral-7b-v0.1", "llama-3.1-70b",
                            "qwen3-32b"};
    Project p;
    for (int c = 0; c < 10; ++c) {
        Configuration config;
        config.id = QStringLiteral("c%1").arg(c);
        config.gpuId = QStringLiteral("h100-sxm-80gb");
        config.gpuCount = 8;
        config.tensorParallel = 4;
        p.configurations.append(config);
        for (int d = 0; d < 5; ++d) {
            Deployment dep;
            dep.id = QStringLiteral("d%1-%2").arg(c).arg(d);
            dep.configurationId = config.id;
            dep.modelId = QString::fromLatin1(models[d]);
            dep.weights = WeightFormat::Fp8;
            dep.kv = KvFormat::Fp8;
            dep.workload.concurrentSequences = 8;
            dep.workload.contextTokens = 4096;
            p.deployments.append(dep);
        }
    }
    return p;
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values[values.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTextStream out(stdout);

    ProjectDocument document;
    document.setBuiltinCatalog(Catalog::builtin().value_or(Catalog {}));
    QElapsedTimer timer;
    timer.start();
    document.resetProject(fiftyDeployments());
    BoardView board(document);
    board.resize(1600, 1000);
    board.show();
    QCoreApplication::processEvents();
    for (const Deployment &d : document.project().deployments) {
        if (!document.catalog().model(d.modelId))
            out << "missing model " << d.modelId << Qt::endl;
    }
    out << "board with " << document.project().deployments.size() << " deployments on "
        << board.cards().size() << " cards: built and shown in " << timer.elapsed() << " ms"
        << Qt::endl;

    // One slider step: a merged context edit of one deployment, the board updates its card.
    QList<double> step;
    QList<double> stepPainted;
    const QString id = QStringLiteral("d3-3");
    for (int i = 0; i < 200; ++i) {
        Deployment d = *document.deployment(id);
        d.workload.contextTokens = 2048 + 64 * (i % 100);
        timer.restart();
        document.undoStack().push(new ChangeDeployment(document, d, QStringLiteral("context")));
        step << timer.nsecsElapsed() / 1e6;
        (void)board.card(QStringLiteral("c3"))->grab();
        stepPainted << timer.nsecsElapsed() / 1e6;
    }
    out << "slider step (one card, 5 deployments, full estimates): median "
        << QString::number(median(step), 'f', 2) << " ms, with the card painted "
        << QString::number(median(stepPainted), 'f', 2) << " ms" << Qt::endl;

    // Everything: 50 deployments re-estimated and every card updated, then painted.
    QList<double> all;
    QList<double> painted;
    for (int i = 0; i < 20; ++i) {
        timer.restart();
        board.refreshAll();
        all << timer.nsecsElapsed() / 1e6;
        QCoreApplication::processEvents();
        (void)board.grab();
        painted << timer.nsecsElapsed() / 1e6;
    }
    out << "full board refresh (50 deployments): median " << QString::number(median(all), 'f', 2)
        << " ms; with layout and paint " << QString::number(median(painted), 'f', 2) << " ms"
        << Qt::endl;

    // The estimates alone, for comparison.
    QList<double> estimates;
    for (int i = 0; i < 20; ++i) {
        timer.restart();
        for (const Deployment &d : document.project().deployments)
            (void)estimateDeployment(document.catalog(), document.project(), d);
        estimates << timer.nsecsElapsed() / 1e6;
    }
    out << "estimateDeployment x 50 (memory, speed, solvers): median "
        << QString::number(median(estimates), 'f', 2) << " ms" << Qt::endl;
    return 0;
}
