// `headroom-cli calibrate FILE... --project plan.headroom`: fits the engine constants of a
// project's GPU x engine to measured runs (issue 21, docs/calibration.md).
#include "calibration/calibrationfit.h"
#include "calibration/calibrationmatch.h"
#include "calibration/importers.h"
#include "catalog/catalogsnapshot.h"
#include "cliio.h"
#include "commandline.h"
#include "estimate/engineconstants.h"
#include "store/projectstore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QUuid>

#include <algorithm>
#include <map>

namespace Headroom::Cli {

namespace {

struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Cli)
};

const CommandSpec &calibrateSpec()
{
    static const CommandSpec spec {
            u"calibrate"_qs,
            u"<file>... --project <plan.headroom> [options]"_qs,
            QT_TRANSLATE_NOOP(
                    "Headroom::Cli",
                    "Fit the engine constants of the project's deployments to measured runs "
                    "(benchmark results, server logs): the constants before and after, each "
                    "run's error before and after; --apply stores the calibration in the "
                    "project, for every deployment of that GPU and engine."),
            {
                    {u"project"_qs, u"file"_qs,
                     QT_TRANSLATE_NOOP("Headroom::Cli", "the project file")},
                    {u"deployment"_qs, u"id"_qs,
                     QT_TRANSLATE_NOOP(
                             "Headroom::Cli",
                             "the deployment every run was measured on (when the files do not "
                             "say)")},
                    {u"model"_qs, u"id"_qs,
                     QT_TRANSLATE_NOOP("Headroom::Cli", "catalog model id of the runs")},
                    {u"gpu"_qs, u"id"_qs,
                     QT_TRANSLATE_NOOP("Headroom::Cli", "catalog GPU id of the runs")},
                    {u"engine"_qs, u"id"_qs,
                     QT_TRANSLATE_NOOP("Headroom::Cli",
                                       "engine of the runs: vllm, sglang, trtllm, ...")},
                    {u"tp"_qs, u"n"_qs,
                     QT_TRANSLATE_NOOP("Headroom::Cli", "tensor-parallel size of the runs")},
                    {u"fit"_qs, u"id"_qs,
                     QT_TRANSLATE_NOOP("Headroom::Cli",
                                       "an engine constant to fit (repeatable; default: mbu, "
                                       "step_overhead_ms, mfu_prefill as the runs allow)"),
                     true},
                    {u"accept"_qs, u"id"_qs,
                     QT_TRANSLATE_NOOP(
                             "Headroom::Cli",
                             "keep only this fitted constant (repeatable; default: every one "
                             "that changed and is not at the limit of the fit)"),
                     true},
                    {u"weights"_qs, u"format"_qs,
                     QT_TRANSLATE_NOOP("Headroom::Cli",
                                       "weight format of the runs, where the files do not say")},
                    {u"add-deployment"_qs,
                     {},
                     QT_TRANSLATE_NOOP("Headroom::Cli",
                                       "when no deployment of the project ran the files, add the "
                                       "one they were fitted against to the project")},
                    {u"apply"_qs,
                     {},
                     QT_TRANSLATE_NOOP("Headroom::Cli",
                                       "store the calibration in the project file")},
                    {u"note"_qs, u"text"_qs,
                     QT_TRANSLATE_NOOP("Headroom::Cli", "a note stored with the calibration")},
                    {u"json"_qs, {}, QT_TRANSLATE_NOOP("Headroom::Cli", "print one JSON object")},
            }};
    return spec;
}

QString basisId(FittedConstant::Basis basis)
{
    switch (basis) {
    case FittedConstant::Basis::LeastSquares: return u"fit"_qs;
    case FittedConstant::Basis::MemoryLog: return u"log"_qs;
    case FittedConstant::Basis::Unchanged: return u"unchanged"_qs;
    }
    return {};
}

QString number(double value)
{
    return QString::number(value, 'g', 4);
}

QString percent(double share)
{
    return QString::number(100 * share, 'f', 1) + u'%';
}

/** One GPU x engine's fit as JSON. */
QJsonObject fitJson(const CalibrationFit &fit, const QList<CalibrationPoint> &points)
{
    QJsonArray constants;
    for (const FittedConstant &k : fit.constants)
        constants.append(QJsonObject {{u"id"_qs, k.id},
                                      {u"before"_qs, k.before},
                                      {u"after"_qs, k.after},
                                      {u"basis"_qs, basisId(k.basis)},
                                      {u"at_bound"_qs, k.atBound}});
    QJsonArray residuals;
    for (const FitResidual &r : fit.residuals) {
        const CalibrationPoint &p = points[r.point];
        residuals.append(QJsonObject {{u"run"_qs, measuredRunLocation(p.run)},
                                      {u"deployment"_qs, p.deployment.id},
                                      {u"metric"_qs, fitMetricId(r.metric)},
                                      {u"measured"_qs, r.measured},
                                      {u"before"_qs, r.before},
                                      {u"after"_qs, r.after},
                                      {u"error_before"_qs, r.errorBefore()},
                                      {u"error_after"_qs, r.errorAfter()}});
    }
    QJsonArray memory;
    for (const MemoryCheck &m : fit.memory)
        memory.append(QJsonObject {{u"run"_qs, measuredRunLocation(points[m.point].run)},
                                   {u"part"_qs, m.part},
                                   {u"measured"_qs, m.measured},
                                   {u"before"_qs, m.before},
                                   {u"after"_qs, m.after}});
    QJsonObject medians;
    for (FitMetric metric : {FitMetric::Ttft, FitMetric::Tpot, FitMetric::OutputThroughput,
                             FitMetric::PromptThroughput}) {
        if (std::none_of(fit.residuals.cbegin(), fit.residuals.cend(),
                         [metric](const FitResidual &r) { return r.metric == metric; }))
            continue;
        medians.insert(fitMetricId(metric),
                       QJsonObject {{u"before"_qs, medianError(fit.residuals, metric, false)},
                                    {u"after"_qs, medianError(fit.residuals, metric, true)}});
    }
    return {{u"gpu"_qs, fit.gpuId},
            {u"engine"_qs, engineId(fit.engine)},
            {u"constants"_qs, constants},
            {u"residuals"_qs, residuals},
            {u"median_abs_error"_qs, medians},
            {u"memory"_qs, memory},
            {u"skipped"_qs, QJsonArray::fromStringList(fit.skipped)},
            {u"iterations"_qs, fit.iterations}};
}

void printFit(CliIo &io, const CalibrationFit &fit, const QList<CalibrationPoint> &points)
{
    QTextStream &out = io.out;
    out << CliText::tr("Calibration of %1 on %2 (%n run(s))", nullptr, int(points.size()))
                    .arg(engineName(fit.engine), fit.gpuId)
        << u'\n';
    out << CliText::tr("Engine constants:") << u'\n';
    for (const FittedConstant &k : fit.constants) {
        const auto parameter = engineConstant(k.id);
        const QString unit = parameter && !parameter->unit.isEmpty() ? u' ' + parameter->unit
                                                                     : QString();
        out << u"  %1: %2%5 -> %3%5 (%4)"_qs
                        .arg(k.id, number(k.before), number(k.after),
                             k.atBound ? fittedConstantBasisName(k.basis) + u", "_qs
                                             + CliText::tr("at the limit of the fit: stored only "
                                                           "with --accept")
                                       : fittedConstantBasisName(k.basis),
                             unit)
            << u'\n';
    }
    if (!fit.residuals.isEmpty()) {
        out << CliText::tr("Runs (measured, estimated before -> after, error before -> after):")
            << u'\n';
        for (const FitResidual &r : fit.residuals)
            out << u"  %1 %2: %3, %4 -> %5 (%6 -> %7)"_qs
                            .arg(measuredRunLocation(points[r.point].run), fitMetricName(r.metric),
                                 number(r.measured), number(r.before), number(r.after),
                                 percent(r.errorBefore()), percent(r.errorAfter()))
                << u'\n';
        for (FitMetric metric : {FitMetric::Ttft, FitMetric::Tpot, FitMetric::OutputThroughput,
                                 FitMetric::PromptThroughput}) {
            if (std::none_of(fit.residuals.cbegin(), fit.residuals.cend(),
                             [metric](const FitResidual &r) { return r.metric == metric; }))
                continue;
            out << CliText::tr("  median error of %1: %2 -> %3")
                            .arg(fitMetricName(metric),
                                 percent(medianError(fit.residuals, metric, false)),
                                 percent(medianError(fit.residuals, metric, true)))
                << u'\n';
        }
    }
    if (!fit.memory.isEmpty()) {
        out << CliText::tr("Memory per GPU, log vs Headroom before -> after (GiB; tokens for the "
                           "KV pool's tokens):")
            << u'\n';
        for (const MemoryCheck &m : fit.memory)
            out << u"  %1 %2: %3 vs %4 -> %5 (%6)"_qs.arg(measuredRunLocation(points[m.point].run),
                                                          memoryCheckName(m.part),
                                                          number(m.measured), number(m.before),
                                                          number(m.after),
                                                          number(m.after - m.measured))
                << u'\n';
    }
    for (const QString &s : fit.skipped)
        out << CliText::tr("Note: %1").arg(s) << u'\n';
    out.flush();
}

} // namespace

namespace {

Result<MatchHints> matchHints(const CommandLine &line)
{
    MatchHints hints;
    hints.deploymentId = line.value(u"deployment"_qs);
    hints.modelId = line.value(u"model"_qs);
    hints.gpuId = line.value(u"gpu"_qs);
    if (line.isSet(u"engine"_qs)) {
        hints.engine = engineFromId(line.value(u"engine"_qs));
        if (!hints.engine)
            return fail(CliText::tr("Unknown engine '%1'").arg(line.value(u"engine"_qs)));
    }
    if (line.isSet(u"tp"_qs)) {
        bool ok = false;
        hints.tensorParallel = line.value(u"tp"_qs).toInt(&ok);
        if (!ok || hints.tensorParallel < 1)
            return fail(CliText::tr("--tp must be a whole number of at least 1"));
    }
    return hints;
}

Result<QList<MeasuredRun>> readRuns(const QStringList &files)
{
    QList<MeasuredRun> runs;
    for (const QString &file : files) {
        const auto read = importMeasurementFile(file);
        if (!read)
            return std::unexpected(read.error());
        runs.append(*read);
    }
    return runs;
}

/** Adds to `project` a deployment for every run no deployment agrees with but whose model,
 *  GPU, engine and TP are known (proposedDeployment()); returns what it added. */
QList<ProposedDeployment> addProposedDeployments(const Catalog &catalog, Project &project,
                                                 const MatchedRuns &matched)
{
    QList<ProposedDeployment> added;
    for (const auto &[run, m] : matched.unmatched) {
        const auto p = proposedDeployment(catalog, m, run);
        if (!p)
            continue;
        const bool known = std::any_of(project.deployments.cbegin(), project.deployments.cend(),
                                       [&p](const Deployment &d) {
                                           return d.id == p->deployment.id;
                                       });
        if (known)
            continue;
        if (std::none_of(project.configurations.cbegin(), project.configurations.cend(),
                         [&p](const Configuration &c) { return c.id == p->configuration.id; }))
            project.configurations.append(p->configuration);
        project.deployments.append(p->deployment);
        added.append(*p);
    }
    return added;
}

/** The runs still unmatched, each with what to give: empty when every run matched. */
QString unmatchedText(const MatchedRuns &matched)
{
    QStringList unmatched;
    for (const auto &[run, m] : matched.unmatched) {
        QStringList ask;
        for (MatchField f : m.unmatched)
            ask.append(u"--"_qs + matchFieldId(f));
        if (ask.isEmpty() || m.deploymentIds.size() > 1)
            ask.append(u"--deployment"_qs);
        ask.removeDuplicates();
        unmatched.append(CliText::tr("%1: not matched to one deployment (%2); candidates: %3; "
                                     "give %4")
                                 .arg(measuredRunLocation(run),
                                      m.problems.isEmpty() ? CliText::tr("several agree")
                                                           : m.problems.join(u"; "_qs),
                                      m.deploymentIds.isEmpty() ? CliText::tr("none")
                                                                : m.deploymentIds.join(u", "_qs),
                                      ask.join(u", "_qs)));
    }
    return unmatched.join(u'\n');
}

QJsonArray proposedJson(const QList<ProposedDeployment> &proposed, bool added)
{
    QJsonArray list;
    for (const ProposedDeployment &p : proposed)
        list.append(QJsonObject {{u"id"_qs, p.deployment.id},
                                 {u"model"_qs, p.deployment.modelId},
                                 {u"gpu"_qs, p.configuration.gpuId},
                                 {u"tp"_qs, p.configuration.tensorParallel},
                                 {u"weights"_qs, weightFormatId(p.deployment.weights)},
                                 {u"engine"_qs, engineId(p.deployment.engine)},
                                 {u"added"_qs, added}});
    return list;
}

void printProposed(CliIo &io, const QList<ProposedDeployment> &proposed, bool added)
{
    for (const ProposedDeployment &p : proposed) {
        io.out << CliText::tr("No deployment of the project ran %1 on %2 with %3 at TP %4: "
                              "fitted against one (%5 weights)")
                          .arg(p.deployment.modelId, p.configuration.gpuId,
                               engineName(p.deployment.engine))
                          .arg(p.configuration.tensorParallel)
                          .arg(weightFormatName(p.deployment.weights))
               << u'\n';
        io.out << (added ? CliText::tr("Added to the project as deployment %1").arg(p.deployment.id)
                         : CliText::tr("Add it to the project with --add-deployment; a stored "
                                       "calibration applies to every such deployment added "
                                       "later"))
               << u'\n';
    }
}

/** The fit of each GPU x engine group; applied to `stored` (and `project`) when asked. */
struct FitOutcome
{
    QJsonArray fits;
    bool changed = false;
};

Result<FitOutcome> fitGroups(const CommandLine &line, CliIo &io, const Catalog &catalog,
                             Project &project, Project &stored, const MatchedRuns &matched)
{
    const bool apply = line.isSet(u"apply"_qs);
    FitOptions options;
    options.parameters = line.values(u"fit"_qs);
    const QStringList accepted = line.values(u"accept"_qs);
    FitOutcome outcome;
    for (const QList<CalibrationPoint> &points : matched.groups) {
        const auto fit = fitCalibration(catalog, project, points, options);
        if (!fit)
            return std::unexpected(fit.error());
        QJsonObject json = fitJson(*fit, points);
        Calibration calibration = fit->calibration(points, accepted);
        if (apply && !calibration.constants.isEmpty()) {
            calibration.id = u"cal-"_qs
                    + QUuid::createUuid().toString(QUuid::WithoutBraces).left(8);
            calibration.created = QDateTime::currentDateTimeUtc();
            calibration.note = line.value(u"note"_qs);
            // the new calibration replaces the pair's earlier one
            project.calibrations = withCalibration(project.calibrations, calibration);
            stored.calibrations = withCalibration(stored.calibrations, calibration);
            json.insert(u"applied"_qs, calibrationToJson(calibration));
            outcome.changed = true;
        }
        if (line.isSet(u"json"_qs)) {
            outcome.fits.append(json);
            continue;
        }
        printFit(io, *fit, points);
        if (apply && calibration.constants.isEmpty())
            io.out << CliText::tr("Nothing to store: no constant changed") << u'\n';
        else if (apply)
            io.out << CliText::tr("Stored as calibration %1 for every %2 deployment on %3")
                              .arg(calibration.id, engineName(calibration.engine), calibration.gpuId)
                   << u'\n';
    }
    return outcome;
}

} // namespace

int runCalibrateCommand(const QStringList &args, CliIo &io)
{
    CommandLine line(calibrateSpec());
    if (const auto done = line.parse(args, io))
        return *done;
    const QStringList files = line.positional();
    if (files.isEmpty())
        return io.error(CliText::tr("calibrate needs at least one measurement file (%1)")
                                .arg(line.seeHelp()));
    const QString projectPath = line.value(u"project"_qs);
    if (projectPath.isEmpty())
        return io.error(CliText::tr("calibrate needs --project (%1)").arg(line.seeHelp()));
    const auto hints = matchHints(line);
    if (!hints)
        return io.error(hints.error().message);
    const bool addDeployment = line.isSet(u"add-deployment"_qs);
    const bool writes = line.isSet(u"apply"_qs) || addDeployment;

    Result<LoadedProject> loaded = ProjectStore().load(projectPath,
                                                       writes ? ProjectStore::Migration::InPlace
                                                              : ProjectStore::Migration::InCopy);
    if (!loaded)
        return io.error(loaded.error().message);
    if (writes && loaded->readOnly)
        return io.error(CliText::tr("'%1' is open read-only: the calibration cannot be stored")
                                .arg(projectPath),
                        Failure);
    Project &project = loaded->project;
    Project stored = project; // what is saved: the working copy may hold proposed deployments
    const auto builtin = Catalog::builtin();
    if (!builtin)
        return io.error(builtin.error().message, Failure);
    const Catalog catalog = catalogForProject(project, *builtin);
    if (!hints->modelId.isEmpty() && !catalog.model(hints->modelId))
        return io.error(CliText::tr("Unknown model '%1'").arg(hints->modelId));
    if (!hints->gpuId.isEmpty() && !catalog.gpu(hints->gpuId))
        return io.error(CliText::tr("Unknown GPU '%1'").arg(hints->gpuId));

    // read and match every run: what does not match is asked for, never guessed; a run whose
    // facts are all known but that no deployment ran is fitted against a proposed one
    auto runs = readRuns(files);
    if (!runs)
        return io.error(runs.error().message);
    if (line.isSet(u"weights"_qs)) {
        if (!weightFormatFromId(line.value(u"weights"_qs)))
            return io.error(
                    CliText::tr("Unknown weight format '%1'").arg(line.value(u"weights"_qs)));
        for (MeasuredRun &run : *runs) {
            if (run.weightFormat.isEmpty())
                run.weightFormat = line.value(u"weights"_qs);
        }
    }
    auto matched = matchRuns(catalog, project, *runs, *hints);
    if (!matched)
        return io.error(matched.error().message);
    const QList<ProposedDeployment> proposed = addProposedDeployments(catalog, project, *matched);
    if (!proposed.isEmpty())
        matched = matchRuns(catalog, project, *runs, *hints);
    if (!matched)
        return io.error(matched.error().message);
    if (const QString unmatched = unmatchedText(*matched); !unmatched.isEmpty())
        return io.error(unmatched);
    if (addDeployment) {
        stored.configurations = project.configurations;
        stored.deployments = project.deployments;
    }
    if (!line.isSet(u"json"_qs))
        printProposed(io, proposed, addDeployment);

    const auto outcome = fitGroups(line, io, catalog, project, stored, *matched);
    if (!outcome)
        return io.error(outcome.error().message, Failure);
    const bool changed = outcome->changed || (addDeployment && !proposed.isEmpty());
    if (changed) {
        stored.metadata.modified = QDateTime::currentDateTimeUtc();
        if (const Result<void> saved = ProjectStore().save(stored, projectPath); !saved)
            return io.error(saved.error().message, Failure);
    }
    if (line.isSet(u"json"_qs))
        io.printJson(
                QJsonObject {{u"project"_qs, projectPath},
                             {u"applied"_qs, outcome->changed},
                             {u"proposed_deployments"_qs, proposedJson(proposed, addDeployment)},
                             {u"calibrations"_qs, outcome->fits}});
    io.out.flush();
    return Ok;
}

} // namespace Headroom::Cli
