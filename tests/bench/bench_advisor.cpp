// Prints how long the advisor's search takes over the whole built-in catalog for one model (and
// for two models sharing a fleet): candidates in the search space, candidates evaluated after
// the bounds, feasible ones, and the CPU time of this thread (one core), without and with the
// load simulation of the ranked plans, and without the cost cap (AdvisorOptions::costRatio).
// Not a ctest test.

#include "advisor/advisor.h"
#include "catalog/catalog.h"
#include "plan/project.h"
#include "threadcputime.h"

#include <QTextStream>

using namespace Headroom;

namespace {

double cpuMs()
{
    return double(threadCpuNanoseconds()) / 1e6;
}

AdvisedModel traffic(const QString &model, int users, double tpotMs, double ttftMs)
{
    AdvisedModel m;
    m.modelId = model;
    m.users = users;
    m.inputTokens = 2048;
    m.outputTokens = 512;
    m.input.mean = 2048;
    m.output.mean = 512;
    m.tpotTargetMs = tpotMs;
    m.ttftTargetMs = ttftMs;
    return m;
}

void run(QTextStream &out, const Catalog &catalog, const QString &label,
         const AdvisorWorkload &workload, bool simulate, double costRatio = 3.0)
{
    AdvisorOptions options;
    options.verifyWithSimulation = simulate;
    options.costRatio = costRatio;
    const double start = cpuMs();
    const auto result = advise(catalog, Project {}, workload, options);
    const double ms = cpuMs() - start;
    if (!result) {
        out << label << ": " << result.error().message << Qt::endl;
        return;
    }
    out << QStringLiteral("%1%2: %3 candidates, %4 evaluated (%5 pruned by bounds), %6 feasible, "
                          "%7 fleet nodes, %11 packings; %8 ms on one core; best %9 GPUs, %10 "
                          "USD/month; disaggregated: %12 pairs, %13 evaluated, best %14\n")
                    .arg(label,
                         simulate                ? QStringLiteral(" + simulation")
                                 : costRatio > 0 ? QString()
                                                 : QStringLiteral(", no cost cap"))
                    .arg(result->candidatesGenerated)
                    .arg(result->candidatesEvaluated)
                    .arg(result->candidatesGenerated - result->candidatesEvaluated)
                    .arg(result->feasibleCandidates)
                    .arg(result->combinationsVisited)
                    .arg(ms, 0, 'f', 1)
                    .arg(result->plans.isEmpty() ? 0 : result->plans.first().gpus)
                    .arg(result->plans.isEmpty() ? 0.0 : result->plans.first().monthlyCost, 0, 'f',
                         0)
                    .arg(result->packingsEvaluated)
                    .arg(result->disaggregatedPairs)
                    .arg(result->disaggregatedEvaluated)
                    .arg(result->plans.isEmpty() || result->plans.first().parts.isEmpty()
                                         || !result->plans.first().parts.first().prefill
                                 ? QStringLiteral("colocated")
                                 : QStringLiteral("disaggregated"));
}

} // namespace

int main()
{
    QTextStream out(stdout);
    const auto catalog = Catalog::builtin();
    if (!catalog) {
        out << catalog.error().message << Qt::endl;
        return 1;
    }
    out << QStringLiteral("catalog: %1 GPUs\n").arg(catalog->gpus().size());
    const struct
    {
        const char *model;
        int users;
    } singles[] = {{"llama-3.1-8b", 200},
                   {"llama-3.1-70b", 500},
                   {"qwen3-235b-a22b", 300},
                   {"deepseek-v3", 200}};
    for (const auto &s : singles) {
        AdvisorWorkload w;
        w.models.append(traffic(QString::fromLatin1(s.model), s.users, 50, 3000));
        const QString label
                = QStringLiteral("%1, %2 users").arg(QLatin1StringView(s.model)).arg(s.users);
        run(out, *catalog, label, w, false, 0);
        for (bool simulate : {false, true})
            run(out, *catalog, label, w, simulate);
    }
    // a daily profile (quiet nights, busy days) bought and rented as the hybrid; then with 16
    // H100s already owned
    AdvisorWorkload daily;
    AdvisedModel rate = traffic(QStringLiteral("llama-3.1-8b"), 0, 50, 3000);
    rate.requestsPerSecond = 60;
    rate.dailyProfile = {0.2, 0.2, 0.2, 0.2, 0.2, 0.3, 0.5, 0.8, 1.2, 1.6, 1.8, 1.9,
                         1.9, 1.9, 1.8, 1.7, 1.5, 1.3, 1.1, 0.9, 0.7, 0.5, 0.4, 0.3};
    daily.models.append(rate);
    daily.constraints.acquisition = Acquisition::Hybrid;
    for (bool simulate : {false, true})
        run(out, *catalog, QStringLiteral("llama-3.1-8b, 60 requests/s, daily profile, hybrid"),
            daily, simulate);
    daily.constraints.owned = {{QStringLiteral("h100-sxm-80gb"), 16}};
    run(out, *catalog, QStringLiteral("the same with 16 H100 owned"), daily, false);
    AdvisorWorkload two;
    two.models.append(traffic(QStringLiteral("llama-3.1-70b"), 500, 50, 3000));
    two.models.append(traffic(QStringLiteral("llama-3.1-8b"), 1000, 30, 2000));
    two.constraints.maxGpus = 64;
    for (bool simulate : {false, true})
        run(out, *catalog, QStringLiteral("two models, at most 64 GPUs"), two, simulate);
    two.constraints.packing = false;
    run(out, *catalog, QStringLiteral("two models, at most 64 GPUs, no packing"), two, false);
    // two small models that each leave most of a GPU empty: packing pays
    AdvisorWorkload small;
    small.models.append(traffic(QStringLiteral("llama-3.2-3b"), 20, 50, 3000));
    small.models.append(traffic(QStringLiteral("qwen3-4b"), 20, 50, 3000));
    for (bool simulate : {false, true})
        run(out, *catalog, QStringLiteral("two small models"), small, simulate);
    small.constraints.packing = false;
    run(out, *catalog, QStringLiteral("two small models, no packing"), small, false);
    two.constraints.owned = {{QStringLiteral("h100-sxm-80gb"), 16}};
    run(out, *catalog, QStringLiteral("two models, at most 64 GPUs, 16 H100 owned"), two, false);
    return 0;
}
