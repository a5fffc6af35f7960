// `headroom-cli calibrate` end to end (issue 21): runs of the sample project's Llama-3.1-70B on
// two H100s "measured" by the speed model with known constants, written as a measurement file;
// the command recovers the constants, --apply stores them, and `estimate --project` and
// `open --json` then say the deployment is calibrated.
#include "../cli/clitestutil.h"
#include "headroomtest.h"
#include "measuredruns.h"

#include "calibration/calibrationfit.h"
#include "catalog/catalog.h"
#include "estimate/deploymentestimate.h"
#include "plan/deploymentdefaults.h"
#include "store/projectstore.h"
#include "store/sampleproject.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace Headroom;

namespace {

const QString kDeployment = u"sample-llama-70b"_qs;

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &data)
{
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size())
        qFatal("cannot write %s", qPrintable(name));
    return file.fileName();
}

double constantAfter(const QJsonObject &fit, const QString &id)
{
    for (const QJsonValue &v : fit.value(u"constants").toArray()) {
        if (v.toObject().value(u"id").toString() == id)
            return v.toObject().value(u"after").toDouble();
    }
    return -1;
}

QJsonObject deploymentEstimate(const QJsonObject &open, const QString &id)
{
    for (const QJsonValue &c : open.value(u"configurations").toArray()) {
        for (const QJsonValue &d : c.toObject().value(u"deployments").toArray()) {
            if (d.toObject().value(u"id").toString() == id)
                return d.toObject().value(u"estimate").toObject();
        }
    }
    return {};
}

} // namespace

class TestCalibrationCli : public QObject
{
    Q_OBJECT

private slots:
    void fitsAppliesAndLabels();
    void asksWhatTheFileDoesNotSay();
    void fitsWithoutADeployment();
    void badInput();
};

void TestCalibrationCli::fitsAppliesAndLabels()
{
    QTemporaryDir dir;
    const QString plan = dir.filePath(u"plan.headroom"_qs);
    const Project sample = sampleProject();
    QVERIFY(ProjectStore().save(sample, plan).has_value());
    const QMap<QString, double> truth {{u"mbu"_qs, 0.62}, {u"step_overhead_ms"_qs, 3.1}};
    const QString runs = write(dir, u"runs.jsonl"_qs, measuredRunsFile(sample, kDeployment, truth));

    // without --apply: the fit, nothing stored
    CliRun run = runCli({u"calibrate"_qs, runs, u"--project"_qs, plan, u"--gpu"_qs,
                         u"h100-sxm-80gb"_qs, u"--json"_qs});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QJsonObject json = run.json();
    QCOMPARE(json.value(u"applied").toBool(), false);
    QJsonArray fits = json.value(u"calibrations").toArray();
    QCOMPARE(fits.size(), 1);
    QJsonObject fit = fits.first().toObject();
    QCOMPARE(fit.value(u"gpu").toString(), u"h100-sxm-80gb"_qs);
    QCOMPARE(fit.value(u"engine").toString(), u"vllm"_qs);
    QVERIFY(std::abs(constantAfter(fit, u"mbu"_qs) / 0.62 - 1) < 0.02);
    QVERIFY(std::abs(constantAfter(fit, u"step_overhead_ms"_qs) / 3.1 - 1) < 0.02);
    QCOMPARE(fit.value(u"residuals").toArray().size(), 6 * 3); // TTFT, TPOT, throughput each
    const QJsonObject tpot = fit.value(u"median_abs_error").toObject().value(u"tpot_ms").toObject();
    QVERIFY(tpot.value(u"before").toDouble() > 0.05);
    QVERIFY(tpot.value(u"after").toDouble() < 0.005);
    QVERIFY(ProjectStore().load(plan)->project.calibrations.isEmpty());

    // --apply --accept mbu: the calibration stored with that constant only
    run = runCli({u"calibrate"_qs, runs, u"--project"_qs, plan, u"--gpu"_qs, u"h100-sxm-80gb"_qs,
                  u"--apply"_qs, u"--accept"_qs, u"mbu"_qs, u"--note"_qs, u"lab"_qs});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(run.out.contains(u"mbu: 0.7 -> 0.62"));
    auto loaded = ProjectStore().load(plan);
    QVERIFY(loaded.has_value());
    QCOMPARE(loaded->project.calibrations.size(), 1);
    Calibration stored = loaded->project.calibrations.first();
    QCOMPARE(stored.constants.keys(), QStringList {u"mbu"_qs});
    QCOMPARE(stored.note, u"lab"_qs);
    QCOMPARE(stored.sources.size(), 1);
    QCOMPARE(stored.sources.first().fileName, u"runs.jsonl"_qs);
    QCOMPARE(stored.sources.first().date.date(), QDate(2026, 11, 30)); // the run's own date

    // --apply again, every constant: it replaces the pair's calibration
    run = runCli({u"calibrate"_qs, runs, u"--project"_qs, plan, u"--gpu"_qs, u"h100-sxm-80gb"_qs,
                  u"--apply"_qs});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    loaded = ProjectStore().load(plan);
    QCOMPARE(loaded->project.calibrations.size(), 1);
    stored = loaded->project.calibrations.first();
    QVERIFY(stored.constants.contains(u"step_overhead_ms"_qs));
    QVERIFY(!stored.constants.contains(u"mfu_prefill"_qs)); // FP8 prefill: not determined

    // estimate --project: the calibrated constants, labelled
    run = runCli({u"estimate"_qs, u"--model"_qs, u"llama-3.1-70b"_qs, u"--gpu"_qs,
                  u"h100-sxm-80gb"_qs, u"--tp"_qs, u"2"_qs, u"--weights"_qs, u"fp8"_qs, u"--kv"_qs,
                  u"fp8"_qs, u"--project"_qs, plan, u"--json"_qs});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    json = run.json();
    QCOMPARE(json.value(u"calibrated").toBool(), true);
    QCOMPARE(json.value(u"calibration_id").toString(), stored.id);
    bool sawMbu = false;
    for (const QJsonValue &v : json.value(u"engine_constants").toArray()) {
        const QJsonObject p = v.toObject();
        if (p.value(u"id").toString() == u"mbu") {
            sawMbu = true;
            QCOMPARE(p.value(u"value").toDouble(), stored.constants.value(u"mbu"_qs));
            QVERIFY(p.value(u"calibrated").toBool());
            QVERIFY(p.value(u"source").toString().startsWith(
                    u"calibrated (runs.jsonl; 2026-11-30"));
        }
    }
    QVERIFY(sawMbu);
    // another engine on the same GPU, or no project: not calibrated
    run = runCli({u"estimate"_qs, u"--model"_qs, u"llama-3.1-70b"_qs, u"--gpu"_qs,
                  u"h100-sxm-80gb"_qs, u"--tp"_qs, u"2"_qs, u"--engine"_qs, u"sglang"_qs,
                  u"--project"_qs, plan, u"--json"_qs});
    QCOMPARE(run.json().value(u"calibrated").toBool(true), false);
    run = runCli({u"estimate"_qs, u"--model"_qs, u"llama-3.1-70b"_qs, u"--gpu"_qs,
                  u"h100-sxm-80gb"_qs, u"--tp"_qs, u"2"_qs, u"--json"_qs});
    QCOMPARE(run.json().value(u"calibrated").toBool(true), false);

    // open --json: the matching deployment is calibrated, the others are not
    run = runCli({u"open"_qs, plan, u"--json"_qs});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    json = run.json();
    QCOMPARE(json.value(u"calibrations").toArray().size(), 1);
    QCOMPARE(deploymentEstimate(json, kDeployment).value(u"calibration_id").toString(), stored.id);
    QCOMPARE(deploymentEstimate(json, u"sample-llama-8b"_qs).value(u"calibrated").toBool(true),
             false);
}

void TestCalibrationCli::asksWhatTheFileDoesNotSay()
{
    QTemporaryDir dir;
    const QString plan = dir.filePath(u"plan.headroom"_qs);
    Project sample = sampleProject();
    // a second Llama-3.1-70B on vLLM, on H200s: a file that does not name its GPU is ambiguous
    Deployment second = sample.deployments.first();
    for (const Deployment &d : sample.deployments) {
        if (d.id == kDeployment)
            second = d;
    }
    second.id = u"llama-70b-h200"_qs;
    second.configurationId = u"sample-h200x8"_qs;
    sample.deployments.append(second);
    QVERIFY(ProjectStore().save(sample, plan).has_value());
    const QString runs = write(dir, u"runs.jsonl"_qs,
                               measuredRunsFile(sampleProject(), kDeployment,
                                                {{u"mbu"_qs, 0.62}, {u"step_overhead_ms"_qs, 3.1}}));
    CliRun run = runCli({u"calibrate"_qs, runs, u"--project"_qs, plan});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(u"--gpu"), qPrintable(run.err));
    QVERIFY(run.err.contains(kDeployment) && run.err.contains(u"llama-70b-h200"));
    // the user's answer
    run = runCli({u"calibrate"_qs, runs, u"--project"_qs, plan, u"--gpu"_qs, u"h100-sxm-80gb"_qs,
                  u"--json"_qs});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QJsonObject fit = run.json().value(u"calibrations").toArray().first().toObject();
    QVERIFY(std::abs(constantAfter(fit, u"mbu"_qs) / 0.62 - 1) < 0.02);
    run = runCli({u"calibrate"_qs, runs, u"--project"_qs, plan, u"--deployment"_qs, kDeployment});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
}

void TestCalibrationCli::fitsWithoutADeployment()
{
    // issue 32: every fact given (the file names the model and engine, --gpu and --tp the rest),
    // but the project has no such deployment: calibrate fits against one and offers to add it
    const Catalog catalog = *Catalog::builtin();
    Project generating = sampleProject();
    Configuration two;
    two.id = u"two-h100"_qs;
    two.gpuId = u"h100-sxm-80gb"_qs;
    two.gpuCount = 2;
    two.tensorParallel = 2;
    const Deployment bf16 = newDeployment(u"llama-3.1-70b"_qs, u"bf16"_qs, two.id, std::nullopt,
                                          EngineKind::Vllm);
    generating.configurations = {two};
    generating.deployments = {bf16};
    const QMap<QString, double> truth {{u"mbu"_qs, 0.62}, {u"step_overhead_ms"_qs, 3.1}};
    QTemporaryDir dir;
    const QString runs = write(dir, u"runs.jsonl"_qs, measuredRunsFile(generating, bf16.id, truth));
    Project plan = sampleProject(); // its Llama-3.1-70B removed: nothing runs it
    plan.deployments.removeIf([](const Deployment &d) { return d.modelId == u"llama-3.1-70b"_qs; });
    const QString path = dir.filePath(u"plan.headroom"_qs);
    QVERIFY(ProjectStore().save(plan, path).has_value());
    const QStringList facts {u"calibrate"_qs,     runs,       u"--project"_qs, path, u"--gpu"_qs,
                             u"h100-sxm-80gb"_qs, u"--tp"_qs, u"2"_qs};

    CliRun run = runCli(facts + QStringList {u"--json"_qs});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QJsonObject json = run.json();
    QJsonArray proposed = json.value(u"proposed_deployments").toArray();
    QCOMPARE(proposed.size(), 1);
    QJsonObject p = proposed.first().toObject();
    QCOMPARE(p.value(u"model").toString(), u"llama-3.1-70b"_qs);
    QCOMPARE(p.value(u"gpu").toString(), u"h100-sxm-80gb"_qs);
    QCOMPARE(p.value(u"tp").toInt(), 2);
    QCOMPARE(p.value(u"weights").toString(), u"bf16"_qs);
    QCOMPARE(p.value(u"added").toBool(), false);
    const QJsonObject fit = json.value(u"calibrations").toArray().first().toObject();
    QVERIFY(std::abs(constantAfter(fit, u"mbu"_qs) / 0.62 - 1) < 0.02);
    QVERIFY(std::abs(constantAfter(fit, u"step_overhead_ms"_qs) / 3.1 - 1) < 0.02);
    QCOMPARE(ProjectStore().load(path)->project.deployments.size(), plan.deployments.size());

    // the text says what it did and how to keep it
    run = runCli(facts);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains(u"--add-deployment"), qPrintable(run.out));

    // the file's weights are unknown: --weights says them
    run = runCli(facts + QStringList {u"--weights"_qs, u"fp8"_qs, u"--json"_qs});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    p = run.json().value(u"proposed_deployments").toArray().first().toObject();
    QCOMPARE(p.value(u"weights").toString(), u"fp8"_qs);
    QCOMPARE(runCli(facts + QStringList {u"--weights"_qs, u"fp7"_qs}).exitCode, 2);

    // --apply stores the calibration only; --add-deployment adds the deployment too
    run = runCli(facts + QStringList {u"--apply"_qs});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    auto loaded = ProjectStore().load(path);
    QCOMPARE(loaded->project.deployments.size(), plan.deployments.size());
    QCOMPARE(loaded->project.calibrations.size(), 1);
    QCOMPARE(loaded->project.calibrations.first().gpuId, u"h100-sxm-80gb"_qs);
    run = runCli(facts + QStringList {u"--add-deployment"_qs});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    loaded = ProjectStore().load(path);
    QCOMPARE(loaded->project.deployments.size(), plan.deployments.size() + 1);
    const Deployment &added = loaded->project.deployments.last();
    QCOMPARE(added.modelId, u"llama-3.1-70b"_qs);
    QCOMPARE(added.engine, EngineKind::Vllm);
    QVERIFY(std::any_of(loaded->project.configurations.cbegin(),
                        loaded->project.configurations.cend(), [&](const Configuration &c) {
                            return c.id == added.configurationId && c.tensorParallel == 2
                                    && c.gpuId == u"h100-sxm-80gb"_qs;
                        }));
    QCOMPARE(loaded->project.calibrations.size(), 1); // kept from --apply
    // now a deployment runs it: matched, nothing proposed
    run = runCli(facts + QStringList {u"--json"_qs});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(run.json().value(u"proposed_deployments").toArray().isEmpty());
}

void TestCalibrationCli::badInput()
{
    QTemporaryDir dir;
    const QString plan = dir.filePath(u"plan.headroom"_qs);
    QVERIFY(ProjectStore().save(sampleProject(), plan).has_value());
    QCOMPARE(runCli({u"calibrate"_qs, u"runs.json"_qs}).exitCode, 2); // no --project
    QCOMPARE(runCli({u"calibrate"_qs, u"--project"_qs, plan}).exitCode, 2); // no file
    CliRun run = runCli({u"calibrate"_qs, dir.filePath(u"missing.json"_qs), u"--project"_qs, plan});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(!run.err.isEmpty());
    const QString garbage = write(dir, u"garbage.json"_qs, "{\"not\": \"runs\"}");
    QCOMPARE(runCli({u"calibrate"_qs, garbage, u"--project"_qs, plan}).exitCode, 2);
    QCOMPARE(runCli({u"calibrate"_qs, garbage, u"--project"_qs, plan, u"--tp"_qs, u"0"_qs}).exitCode,
             2);
    QCOMPARE(runCli({u"calibrate"_qs, garbage, u"--project"_qs, plan, u"--engine"_qs, u"x"_qs})
                     .exitCode,
             2);
}

HEADROOM_TEST_GUILESS_MAIN(TestCalibrationCli)
#include "tst_calibrationcli.moc"
