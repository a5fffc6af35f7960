// Prints how long the board takes to follow a slider: 50 deployments on 10 configurations,
// a merged ChangeDeployment (as the Inspector pushes while a context slider moves), then the
// same step with every view that follows the document (the inspector showing the deployment,
// the reports panel), how much of a step is the configuration's evaluation (core), and the cost
// of refreshing the whole board and of painting it. Not a ctest test: run it by hand
// (offscreen is chosen when no display is set). With HEADROOM_BENCH_CPU=1 it reports the
// thread's CPU time instead of wall time: steadier on a machine busy with other work.

#include "board/boardview.h"
#include "board/configurationcard.h"
#include "commands/projectcommands.h"
#include "document/projectdocument.h"
#include "estimate/configurationevaluation.h"
#include "estimate/deploymentestimate.h"
#include "inspector/inspectorpanel.h"
#include "reports/reportspanel.h"
#include "threadcputime.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <memory>

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

/** Wall time, or with HEADROOM_BENCH_CPU=1 the CPU time of this thread. */
class Timer
{
public:
    void start() { restart(); }
    void restart()
    {
        m_wall.restart();
        m_cpu = cpuNs();
    }
    qint64 nsecsElapsed() const { return cpuTime() ? cpuNs() - m_cpu : m_wall.nsecsElapsed(); }
    qint64 elapsed() const { return nsecsElapsed() / 1000000; }
    static bool cpuTime()
    {
        static const bool cpu = qEnvironmentVariableIntValue("HEADROOM_BENCH_CPU") == 1;
        return cpu;
    }

private:
    static qint64 cpuNs() { return threadCpuNanoseconds(); }
    QElapsedTimer m_wall;
    qint64 m_cpu = 0;
};

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
    Timer timer;
    timer.start();
    if (Timer::cpuTime())
        out << "(thread CPU time)" << Qt::endl;
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

    // The part of a step that is the core's: evaluating the configuration once.
    QList<double> evaluation;
    const Configuration c3 = *document.configuration(QStringLiteral("c3"));
    for (int i = 0; i < 50; ++i) {
        timer.restart();
        (void)evaluateConfiguration(document.catalog(), document.project(), c3);
        evaluation << timer.nsecsElapsed() / 1e6;
    }
    out << "  of which evaluating the configuration (core): median "
        << QString::number(median(evaluation), 'f', 2) << " ms" << Qt::endl;

    // A step with the board and one other view, then with every view: the inspector shows the
    // deployment being edited, the reports panel its configuration.
    const auto stepWith = [&](bool withInspector, bool withReports) {
        std::unique_ptr<InspectorPanel> inspector;
        std::unique_ptr<ReportsPanel> reports;
        if (withInspector) {
            inspector = std::make_unique<InspectorPanel>(document);
            inspector->resize(420, 1000);
            inspector->show();
            inspector->setSelection(QStringLiteral("c3"), id);
        }
        if (withReports) {
            reports = std::make_unique<ReportsPanel>(document);
            reports->resize(1600, 420);
            reports->show();
            reports->setSelectedConfiguration(QStringLiteral("c3"));
        }
        QCoreApplication::processEvents();
        QList<double> steps;
        for (int i = 0; i < 100; ++i) {
            Deployment d = *document.deployment(id);
            d.workload.contextTokens = 2048 + 64 * (i % 100);
            timer.restart();
            document.undoStack().push(new ChangeDeployment(document, d, QStringLiteral("context")));
            steps << timer.nsecsElapsed() / 1e6;
            QCoreApplication::processEvents();
        }
        return median(steps);
    };
    out << "slider step with the board and the inspector: median "
        << QString::number(stepWith(true, false), 'f', 2) << " ms; with the board and the "
        << "reports panel " << QString::number(stepWith(false, true), 'f', 2) << " ms" << Qt::endl;

    {
        InspectorPanel inspector(document);
        inspector.resize(420, 1000);
        inspector.show();
        ReportsPanel reports(document);
        reports.resize(1600, 420);
        reports.show();
        inspector.setSelection(QStringLiteral("c3"), id);
        reports.setSelectedConfiguration(QStringLiteral("c3"));
        QCoreApplication::processEvents();
        QList<double> every;
        QList<double> otherCard;
        for (int i = 0; i < 200; ++i) {
            Deployment d = *document.deployment(id);
            d.workload.contextTokens = 2048 + 64 * (i % 100);
            timer.restart();
            document.undoStack().push(new ChangeDeployment(document, d, QStringLiteral("context")));
            every << timer.nsecsElapsed() / 1e6;
            QCoreApplication::processEvents();
        }
        // a step on a configuration the inspector and the throughput tab do not show
        for (int i = 0; i < 200; ++i) {
            Deployment d = *document.deployment(QStringLiteral("d5-1"));
            d.workload.contextTokens = 2048 + 64 * (i % 100);
            timer.restart();
            document.undoStack().push(new ChangeDeployment(document, d, QStringLiteral("other")));
            otherCard << timer.nsecsElapsed() / 1e6;
            QCoreApplication::processEvents();
        }
        // the reports panel on its Throughput tab: the speed charts of the configuration redrawn
        reports.setCurrentIndex(ReportsPanel::SpeedTab);
        QCoreApplication::processEvents();
        QList<double> speedShown;
        for (int i = 0; i < 100; ++i) {
            Deployment d = *document.deployment(id);
            d.workload.contextTokens = 2048 + 64 * (i % 100);
            timer.restart();
            document.undoStack().push(new ChangeDeployment(document, d, QStringLiteral("context")));
            speedShown << timer.nsecsElapsed() / 1e6;
            QCoreApplication::processEvents();
        }
        out << "slider step with every view (board, inspector, reports): median "
            << QString::number(median(every), 'f', 2) << " ms; on a card the inspector does "
            << "not show " << QString::number(median(otherCard), 'f', 2) << " ms; with the "
            << "Throughput tab shown " << QString::number(median(speedShown), 'f', 2) << " ms"
            << Qt::endl;
    }

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
