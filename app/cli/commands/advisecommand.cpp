#include "cliio.h"
#include "commandline.h"

#include "advisor/advisor.h"
#include "advisor/advisorjson.h"
#include "advisor/advisortraffic.h"
#include "advisor/advisorworkload.h"
#include "catalog/catalog.h"
#include "catalog/catalogsnapshot.h"
#include "plan/project.h"
#include "store/projectstore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace Headroom::Cli {

namespace {

QString tr(const char *source)
{
    return QCoreApplication::translate("Headroom::Cli", source);
}

const CommandSpec &adviseSpec()
{
    static const CommandSpec spec = [] {
        const QString value = QStringLiteral("value");
        return CommandSpec {
                u"advise"_qs,
                u"WORKLOAD.json | PLAN.headroom | --model <id> (--users <n> | --rate <r>) [options]"_qs,
                QT_TRANSLATE_NOOP("Headroom::Cli",
                                  "What to buy or rent to serve models to a load at latency "
                                  "targets: ranked plans, the Pareto front, rent vs own. A "
                                  "project file brings its saved workload and its prices."),
                {{u"model"_qs, value,
                  QT_TRANSLATE_NOOP("Headroom::Cli", "Catalog model id (short form)")},
                 {u"users"_qs, value, QT_TRANSLATE_NOOP("Headroom::Cli", "Concurrent users")},
                 {u"rate"_qs,
                  value,
                  QT_TRANSLATE_NOOP("Headroom::Cli", "Requests per second (instead of users)"),
                  false,
                  nullptr,
                  {u"rps"_qs}},
                 {u"input"_qs,
                  value,
                  QT_TRANSLATE_NOOP("Headroom::Cli", "Input tokens per request (default 3840)"),
                  false,
                  nullptr,
                  {u"input-tokens"_qs}},
                 {u"output"_qs,
                  value,
                  QT_TRANSLATE_NOOP("Headroom::Cli", "Output tokens per request (default 256)"),
                  false,
                  nullptr,
                  {u"output-tokens"_qs}},
                 {u"tpot-ms"_qs, value, QT_TRANSLATE_NOOP("Headroom::Cli", "TPOT target, ms")},
                 {u"ttft-ms"_qs, value, QT_TRANSLATE_NOOP("Headroom::Cli", "TTFT target, ms")},
                 {u"budget"_qs, value, QT_TRANSLATE_NOOP("Headroom::Cli", "Budget per month")},
                 {u"max-gpus"_qs, value, QT_TRANSLATE_NOOP("Headroom::Cli", "Most GPUs")},
                 {u"gpu"_qs, value,
                  QT_TRANSLATE_NOOP("Headroom::Cli", "Allowed GPU id (repeat; default: all)"), true},
                 {u"currency"_qs, value, QT_TRANSLATE_NOOP("Headroom::Cli", "USD, EUR, RUB or PLN")},
                 {u"plans"_qs, value,
                  QT_TRANSLATE_NOOP("Headroom::Cli", "Plans in the table (default 10)")},
                 {u"no-simulation"_qs, QString(),
                  QT_TRANSLATE_NOOP("Headroom::Cli",
                                    "Do not check the plans with the load simulation")},
                 {u"json"_qs, QString(), QT_TRANSLATE_NOOP("Headroom::Cli", "Print JSON")},
                 {u"timing"_qs, QString(),
                  QT_TRANSLATE_NOOP("Headroom::Cli", "Add the search time to the output")}}};
    }();
    return spec;
}

Result<double> positiveNumber(const CommandLine &line, const QString &name)
{
    bool ok = false;
    const double v = line.value(name).toDouble(&ok);
    if (!ok || !(v >= 0) || !std::isfinite(v))
        return fail(QCoreApplication::translate("Headroom::Cli",
                                                "--%1 must be a number of at least 0, got '%2'")
                            .arg(name, line.value(name)));
    return v;
}

Result<AdvisorWorkload> shortForm(const CommandLine &line)
{
    AdvisorWorkload w;
    AdvisedModel m;
    m.modelId = line.value(QStringLiteral("model"));
    const auto number = [&line](const char *name, double &into) -> Result<void> {
        const QString key = QLatin1StringView(name).toString();
        if (!line.isSet(key))
            return {};
        auto v = positiveNumber(line, key);
        if (!v)
            return std::unexpected(v.error());
        into = *v;
        return {};
    };
    double users = 0, input = double(kDefaultInputTokens), output = double(kDefaultOutputTokens),
           maxGpus = 0;
    for (auto r : {number("users", users), number("rate", m.requestsPerSecond),
                   number("input", input), number("output", output),
                   number("tpot-ms", m.tpotTargetMs), number("ttft-ms", m.ttftTargetMs),
                   number("budget", w.constraints.budgetPerMonth), number("max-gpus", maxGpus)})
        if (!r)
            return std::unexpected(r.error());
    m.users = int(std::llround(users));
    m.inputTokens = std::max<std::int64_t>(1, std::llround(input));
    m.outputTokens = std::max<std::int64_t>(1, std::llround(output));
    m.input.mean = double(m.inputTokens);
    m.output.mean = double(m.outputTokens);
    w.constraints.maxGpus = int(std::llround(maxGpus));
    w.models.append(m);
    return w;
}

void printTable(const AdvisorResult &result, CliIo &io)
{
    const QString code = currencyCode(result.currency);
    if (result.plans.isEmpty()) {
        for (const Explanation &w : result.warnings)
            io.out << w.text() << Qt::endl;
        for (auto it = result.rejections.begin(); it != result.rejections.end(); ++it)
            io.out << "  " << rejectionName(it.key()) << ": " << it.value() << Qt::endl;
        return;
    }
    io.out << tr("#  %1/month  GPUs  tokens/s/user  TTFT ms  %1/1M tok  plan").arg(code)
           << Qt::endl;
    for (int i = 0; i < result.plans.size(); ++i) {
        const AdvisorPlan &p = result.plans.at(i);
        QStringList parts;
        for (const ModelPlan &m : p.parts) {
            const QString way = partAcquisitionId(m);
            parts.append(QStringLiteral("%1 %2").arg(modelPlanShape(m),
                                                     way == QLatin1StringView("own") ? tr("own")
                                                             : way == QLatin1StringView("rent")
                                                             ? tr("rent")
                                                             : tr("hybrid")));
        }
        io.out << QStringLiteral("%1  %2  %3  %4  %5  %6  %7%8")
                          .arg(i + 1)
                          .arg(p.monthlyCost, 10, 'f', 0)
                          .arg(p.gpus, 4)
                          .arg(p.perUserTokensPerSecond, 13, 'f', 1)
                          .arg(p.ttftSeconds * 1e3, 7, 'f', 0)
                          .arg(p.costPerMillionTokens, 9, 'f', 3)
                          .arg(parts.join(QStringLiteral("; ")))
                          .arg(p.paretoOptimal ? QStringLiteral(" *") : QString())
               << Qt::endl;
    }
    io.out << Qt::endl << tr("* on the Pareto front (cost vs per-user speed)") << Qt::endl;
    for (int i = 0; i < result.plans.size(); ++i) {
        const AdvisorPlan &p = result.plans.at(i);
        io.out << Qt::endl
               << QStringLiteral("%1. ").arg(i + 1) << tr("Binds: ") << p.binds.text() << Qt::endl;
        if (i > 0)
            io.out << "   " << tr("Loses: ") << p.whyLoses.text() << Qt::endl;
        if (p.usesAssumedPrice())
            io.out << "   "
                   << tr("Assumed price: GPUs beyond those you have are costed at the project's "
                         "placeholder price (neither the price book nor the catalog prices them)")
                   << Qt::endl;
        io.out << "   "
               << tr("Power %1 kW, %2 kWh/month (%3 %4), %5 tokens/kWh")
                          .arg(p.powerKw, 0, 'f', 1)
                          .arg(p.energyKwhPerMonth, 0, 'f', 0)
                          .arg(p.energyCostPerMonth, 0, 'f', 0)
                          .arg(code)
                          .arg(p.tokensPerKwh, 0, 'f', 0)
               << Qt::endl;
        const bool profiled = std::any_of(p.parts.cbegin(), p.parts.cend(), [](const ModelPlan &m) {
            return !m.replicasPerHour.isEmpty();
        });
        if (p.ownedGpus > 0 || (p.boughtGpus > 0 && p.rentedGpus > 0) || profiled)
            io.out << "   "
                   << tr("GPUs: %1 already owned, %2 bought, up to %3 rented (%4 GPU-h/month)")
                              .arg(p.ownedGpus)
                              .arg(p.boughtGpus)
                              .arg(p.rentedGpus)
                              .arg(p.rentedGpuHoursPerMonth, 0, 'f', 0)
                   << Qt::endl;
        for (const ModelPlan &m : p.parts)
            if (const QString units = partUnitsText(m); !units.isEmpty())
                io.out << "   "
                       << (p.parts.size() > 1 ? m.deployment.modelId + QStringLiteral(": ")
                                              : QString())
                       << units << Qt::endl;
        io.out << "   "
               << tr("Rent %1 vs own %2 over 3 years (%3); breakeven %4")
                          .arg(p.rentVsOwn.rent3Years, 0, 'f', 0)
                          .arg(p.rentVsOwn.own3Years, 0, 'f', 0)
                          .arg(code)
                          .arg(p.rentVsOwn.breakevenMonth
                                       ? tr("month %1").arg(*p.rentVsOwn.breakevenMonth, 0, 'f', 1)
                                       : tr("none"))
               << Qt::endl;
        for (const TrainingPlan &t : p.training)
            io.out << "   " << tr("Training: ") << trainingPlanShape(t) << ", "
                   << tr("%1 %2 one-off (%3), binds: %4")
                              .arg(t.cost, 0, 'f', 0)
                              .arg(code)
                              .arg(t.owned ? tr("own") : tr("rent"))
                              .arg(trainingPlanBindingName(t.binding))
                   << Qt::endl;
        if (!p.training.isEmpty())
            io.out << "   "
                   << tr("Training jobs in all: %1 %2 one-off, apart from the monthly cost")
                              .arg(p.trainingCost, 0, 'f', 0)
                              .arg(code)
                   << Qt::endl;
    }
    io.out << Qt::endl
           << tr("%1 candidates, %2 evaluated, %3 feasible")
                      .arg(result.candidatesGenerated)
                      .arg(result.candidatesEvaluated)
                      .arg(result.feasibleCandidates)
           << Qt::endl;
    if (result.disaggregatedPairs > 0) // docs/advisor.md "Disaggregated prefill and decode"
        io.out << tr("disaggregated: %1 prefill x decode pairs, %2 estimated")
                          .arg(result.disaggregatedPairs)
                          .arg(result.disaggregatedEvaluated)
               << Qt::endl;
}

} // namespace

int runAdviseCommand(const QStringList &args, CliIo &io)
{
    CommandLine line(adviseSpec());
    if (const auto done = line.parse(args, io))
        return *done;
    Result<AdvisorWorkload> workload = fail(QString());
    Project project;
    const QStringList files = line.positional();
    if (files.size() > 1)
        return io.error(tr("advise takes one workload file (%1)").arg(line.seeHelp()));
    if (!files.isEmpty()) {
        if (line.isSet(QStringLiteral("model")))
            return io.error(tr("give a workload file or --model, not both"));
        if (files.first().endsWith(QLatin1StringView(".headroom"))) {
            const Result<LoadedProject> loaded
                    = ProjectStore().load(files.first(), ProjectStore::Migration::InCopy);
            if (!loaded)
                return io.error(loaded.error().message);
            project = loaded->project;
            if (project.advisor.isEmpty())
                return io.error(tr("'%1' has no advisor workload saved").arg(files.first()));
            workload = project.advisor;
        } else {
            QFile file(files.first());
            if (!file.open(QIODevice::ReadOnly))
                return io.error(tr("cannot read '%1': %2").arg(files.first(), file.errorString()),
                                Failure);
            workload = advisorWorkloadFromJson(file.readAll());
        }
    } else if (line.isSet(QStringLiteral("model"))) {
        workload = shortForm(line);
    } else {
        return io.error(tr("give a workload file or --model (%1)").arg(line.seeHelp()));
    }
    if (!workload)
        return io.error(workload.error().message);
    if (line.isSet(QStringLiteral("gpu")))
        workload->constraints.gpuIds = line.values(QStringLiteral("gpu"));
    if (line.isSet(QStringLiteral("currency"))) {
        const auto currency = currencyFromCode(line.value(QStringLiteral("currency")));
        if (!currency)
            return io.error(tr("Unknown currency '%1' (USD, EUR, RUB or PLN)")
                                    .arg(line.value(QStringLiteral("currency"))));
        workload->constraints.currency = *currency;
    }
    AdvisorOptions options;
    if (line.isSet(QStringLiteral("plans"))) {
        bool ok = false;
        options.maxPlans = line.value(QStringLiteral("plans")).toInt(&ok);
        if (!ok || options.maxPlans < 1 || options.maxPlans > 1000)
            return io.error(tr("--plans must be a whole number from 1 to 1000"));
    }
    options.verifyWithSimulation = !line.isSet(QStringLiteral("no-simulation"));
    const auto builtin = Catalog::builtin();
    if (!builtin)
        return io.error(builtin.error().message, Failure);
    const std::optional<Catalog> catalog = catalogForProject(project, *builtin);
    if (auto valid = validateAdvisorWorkload(*workload, &*catalog); !valid)
        return io.error(valid.error().message);
    QElapsedTimer timer;
    timer.start();
    const auto result = advise(*catalog, project, *workload, options);
    const qint64 elapsed = timer.elapsed();
    if (!result)
        return io.error(result.error().message);
    if (line.isSet(QStringLiteral("json"))) {
        QJsonObject json = advisorResultToJson(*result);
        if (line.isSet(QStringLiteral("timing")))
            json.insert(QStringLiteral("elapsed_ms"), double(elapsed));
        io.printJson(json);
    } else {
        if (const QString unpriced = unpricedGpusNote(result->unpricedGpus, *catalog);
            !unpriced.isEmpty())
            io.out << unpriced << Qt::endl;
        printTable(*result, io);
        if (line.isSet(QStringLiteral("timing")))
            io.out << tr("%1 ms").arg(elapsed) << Qt::endl;
    }
    return result->plans.isEmpty() ? Failure : Ok;
}

} // namespace Headroom::Cli
