// `headroom-cli advise` end to end: the example workload file, the short form against the same
// workload as a file, --timing kept out of the deterministic JSON, bad input refused.

#include "clitestutil.h"
#include "headroomtest.h"

#include "advisor/advisorworkload.h"
#include "plan/project.h"
#include "store/projectstore.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

class TestAdviseCli : public QObject
{
    Q_OBJECT

private slots:
    void exampleFile()
    {
        const QString file = QStringLiteral(HEADROOM_TEST_DATA_DIR "/advisor/workload.json");
        const CliRun run = runCli({u"advise"_qs, file, u"--json"_qs, u"--plans"_qs, u"3"_qs});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = run.json();
        QVERIFY(!json.contains(u"elapsed_ms"_qs));
        const QJsonArray plans = json.value(u"plans"_qs).toArray();
        QCOMPARE(plans.size(), 3);
        const QStringList allowed {u"l40s-48gb"_qs, u"a100-sxm-80gb"_qs, u"h100-sxm-80gb"_qs,
                                   u"h200-sxm-141gb"_qs};
        double last = 0;
        for (const QJsonValue v : plans) {
            const QJsonObject plan = v.toObject();
            QVERIFY(plan.value(u"gpus"_qs).toInt() <= 32);
            QVERIFY(plan.value(u"power_kw"_qs).toDouble() <= 60);
            QVERIFY(plan.value(u"monthly_cost"_qs).toDouble() >= last);
            last = plan.value(u"monthly_cost"_qs).toDouble();
            QVERIFY(plan.value(u"slo_verified"_qs).toBool());
            const QJsonArray parts = plan.value(u"parts"_qs).toArray();
            QCOMPARE(parts.size(), 2);
            for (const QJsonValue p : parts) {
                QVERIFY(allowed.contains(p.toObject().value(u"gpu"_qs).toString()));
                QVERIFY(p.toObject().contains(u"simulated"_qs));
            }
            QVERIFY(plan.value(u"rent_vs_own"_qs).toObject().contains(u"own_3_years"_qs));
        }
        QVERIFY(json.value(u"search"_qs).toObject().value(u"evaluated"_qs).toInt() > 0);
        // every plan found: a packed part never keeps a prefill pool of its own (its GPUs went
        // negative, and so its power), and no figure is negative
        const CliRun all = runCli({u"advise"_qs, file, u"--json"_qs, u"--plans"_qs, u"500"_qs});
        for (const QJsonValue v : all.json().value(u"plans"_qs).toArray()) {
            QVERIFY(v.toObject().value(u"power_kw"_qs).toDouble() >= 0);
            for (const QJsonValue p : v.toObject().value(u"parts"_qs).toArray()) {
                const QJsonObject part = p.toObject();
                QVERIFY(part.value(u"power_kw"_qs).toDouble() >= 0);
                QVERIFY(part.value(u"gpus"_qs).toInt() > 0);
                QVERIFY(part.value(u"shared_with"_qs).toArray().isEmpty()
                        || part.value(u"prefill"_qs).isNull()
                        || part.value(u"prefill"_qs).isUndefined());
            }
        }
        // the same run again prints the same JSON (deterministic)
        const CliRun again = runCli({u"advise"_qs, file, u"--json"_qs, u"--plans"_qs, u"3"_qs});
        QCOMPARE(again.out, run.out);
        const CliRun timed = runCli(
                {u"advise"_qs, file, u"--json"_qs, u"--plans"_qs, u"3"_qs, u"--timing"_qs});
        QVERIFY(timed.json().contains(u"elapsed_ms"_qs));
    }

    /** The short form ranks as the same workload written to a file does (the lengths it leaves
     *  out are the one default, 3,840 in and 256 out). */
    void shortFormEqualsFile()
    {
        const QStringList shortForm {u"advise"_qs,    u"--model"_qs,   u"llama-3.1-8b"_qs,
                                     u"--users"_qs,   u"120"_qs,       u"--tpot-ms"_qs,
                                     u"40"_qs,        u"--ttft-ms"_qs, u"1500"_qs,
                                     u"--budget"_qs,  u"5000"_qs,      u"--gpu"_qs,
                                     u"l40s-48gb"_qs, u"--gpu"_qs,     u"h100-sxm-80gb"_qs,
                                     u"--json"_qs};
        const CliRun a = runCli(shortForm);
        QCOMPARE(a.exitCode, 0);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"w.json"_qs);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"models": [{"model": "llama-3.1-8b", "users": 120, "tpot_ms": 40,
                       "ttft_ms": 1500, "input_tokens": 3840, "output_tokens": 256}],
                       "constraints": {"budget_per_month": 5000,
                                       "gpus": ["l40s-48gb", "h100-sxm-80gb"]}})");
        file.close();
        const CliRun b = runCli({u"advise"_qs, path, u"--json"_qs});
        QCOMPARE(b.exitCode, 0);
        QCOMPARE(a.json().value(u"plans"_qs), b.json().value(u"plans"_qs));
        const QJsonArray plans = a.json().value(u"plans"_qs).toArray();
        QVERIFY(!plans.isEmpty());
        for (const QJsonValue p : plans)
            QVERIFY(p.toObject().value(u"monthly_cost"_qs).toDouble() <= 5000);
        // the table names the plan
        const CliRun table = runCli(shortForm.mid(0, shortForm.size() - 1));
        QCOMPARE(table.exitCode, 0);
        QVERIFY(table.out.contains(u"llama-3.1-8b"_qs));
    }

    /** A project file brings its saved workload: the same plans as the workload's own file. */
    void projectFile()
    {
        QFile example(QStringLiteral(HEADROOM_TEST_DATA_DIR "/advisor/workload.json"));
        QVERIFY(example.open(QIODevice::ReadOnly));
        const auto workload = Headroom::advisorWorkloadFromJson(example.readAll());
        QVERIFY(workload);
        QTemporaryDir dir;
        Headroom::Project project;
        project.advisor = *workload;
        const QString plan = dir.filePath(u"plan.headroom"_qs);
        QVERIFY(Headroom::ProjectStore().save(project, plan));
        const CliRun fromProject = runCli(
                {u"advise"_qs, plan, u"--json"_qs, u"--plans"_qs, u"2"_qs});
        QCOMPARE(fromProject.exitCode, 0);
        const CliRun fromFile = runCli(
                {u"advise"_qs, example.fileName(), u"--json"_qs, u"--plans"_qs, u"2"_qs});
        QCOMPARE(fromProject.out, fromFile.out);
        // a project without a workload is refused
        const QString empty = dir.filePath(u"empty.headroom"_qs);
        QVERIFY(Headroom::ProjectStore().save(Headroom::Project {}, empty));
        const CliRun none = runCli({u"advise"_qs, empty});
        QCOMPARE(none.exitCode, 2);
    }

    void unitsBoughtTogether()
    {
        // two models on H100s of their own buy one 8-GPU server together: each part's line
        // names its model, the units and the other model
        QTemporaryDir dir;
        const QString path = dir.filePath(u"two.json"_qs);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"schema": 1, "models": [
            {"model": "llama-3.1-8b", "users": 40, "input_tokens": 2048, "output_tokens": 512,
             "ttft_ms": 3000, "tpot_ms": 50},
            {"model": "qwen2.5-7b", "users": 40, "input_tokens": 2048, "output_tokens": 512,
             "ttft_ms": 3000, "tpot_ms": 50}],
            "constraints": {"gpus": ["h100-sxm-80gb"], "acquisition": "own", "packing": false}})");
        file.close();
        const CliRun run = runCli(
                {u"advise"_qs, path, u"--plans"_qs, u"1"_qs, u"--no-simulation"_qs});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(
                         u"llama-3.1-8b: Bought together with qwen2.5-7b as 1 x HGX H100"_qs)
                         && run.out.contains(u"qwen2.5-7b: Bought together with llama-3.1-8b"_qs),
                 qPrintable(run.out));
    }

    void badInput()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"bad.json"_qs);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"models": [{"model": "llama-3.1-8b", "users": 10, "tpot_ms": -5}]})");
        file.close();
        CliRun run = runCli({u"advise"_qs, path});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(u"models[0].tpot_ms"_qs), qPrintable(run.err));
        run = runCli({u"advise"_qs, u"--model"_qs, u"no-such-model"_qs, u"--users"_qs, u"3"_qs});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(u"models[0].model"_qs));
        run = runCli({u"advise"_qs});
        QCOMPARE(run.exitCode, 2);
        run = runCli({u"advise"_qs, u"--model"_qs, u"llama-3.1-8b"_qs, u"--users"_qs, u"-3"_qs});
        QCOMPARE(run.exitCode, 2);
        // nothing can meet it: exit 1, the reasons on stdout
        run = runCli({u"advise"_qs, u"--model"_qs, u"llama-3.1-405b"_qs, u"--users"_qs, u"10"_qs,
                      u"--max-gpus"_qs, u"1"_qs, u"--gpu"_qs, u"l4-24gb"_qs});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(!run.out.isEmpty());
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestAdviseCli)
#include "tst_advisecli.moc"
