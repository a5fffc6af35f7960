#include "clitestutil.h"
#include "headroomtest.h"

#include "store/projectstore.h"

#include "units/bytes.h"
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <QTest>

class TestStoreCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void newFromSampleThenOpen()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("sample.headroom"));
        CliRun run = runCli({QStringLiteral("new"), file, QStringLiteral("--from-sample")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());

        run = runCli({QStringLiteral("open"), file, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = run.json();
        QCOMPARE(json.value(QStringLiteral("metadata"))
                         .toObject()
                         .value(QStringLiteral("title"))
                         .toString(),
                 QStringLiteral("Sample: serving three model sizes"));
        const QJsonArray configurations = json.value(QStringLiteral("configurations")).toArray();
        QCOMPARE(configurations.size(), 3);
        const QJsonObject h200 = configurations[2].toObject();
        QCOMPARE(h200.value(QStringLiteral("gpu")).toString(), QStringLiteral("h200-sxm-141gb"));
        QCOMPARE(h200.value(QStringLiteral("gpu_count")).toInt(), 8);
        QCOMPARE(h200.value(QStringLiteral("tensor_parallel")).toInt(), 8);
        const QJsonObject d = h200.value(QStringLiteral("deployments")).toArray()[0].toObject();
        QCOMPARE(d.value(QStringLiteral("model")).toString(), QStringLiteral("deepseek-v3"));
        QCOMPARE(d.value(QStringLiteral("weights")).toString(), QStringLiteral("fp8"));
        QVERIFY(d.value(QStringLiteral("workload")).isObject());

        run = runCli({QStringLiteral("open"), file});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QStringLiteral("8 x h200-sxm-141gb, TP 8")));
        QVERIFY(run.out.contains(QStringLiteral("llama-3.1-70b")));
    }

    void openOldVersionLeavesFileUnchanged()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("old.headroom"));
        QVERIFY(QFile::copy(QStringLiteral(HEADROOM_TEST_DATA_DIR "/store/sample-v1.headroom"),
                            file));
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray before = f.readAll();
        f.close();
        const CliRun run = runCli({QStringLiteral("open"), file, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.json().value(QStringLiteral("configurations")).toArray().size(), 3);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                 QStringList {QStringLiteral("old.headroom")});
    }

    void newRefusesToOverwrite()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("x.headroom"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("keep me");
        f.close();
        CliRun run = runCli({QStringLiteral("new"), file, QStringLiteral("--from-sample")});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err.count(u'\n'), 1);
        QVERIFY(run.err.contains(QStringLiteral("--force")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("keep me"));
        f.close();
        run = runCli({QStringLiteral("new"), file, QStringLiteral("--from-sample"),
                      QStringLiteral("--force")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(runCli({QStringLiteral("open"), file}).exitCode, 0);
    }

    void openPrintsTheSameEstimatesAsEstimate()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("s.headroom"));
        QCOMPARE(runCli({QStringLiteral("new"), file, QStringLiteral("--from-sample")}).exitCode, 0);
        const CliRun open = runCli({QStringLiteral("open"), file, QStringLiteral("--json")});
        QCOMPARE(open.exitCode, 0);
        QJsonObject h100;
        for (const QJsonValue &c : open.json().value(u"configurations").toArray()) {
            if (c.toObject().value(u"gpu").toString() == u"h100-sxm-80gb")
                h100 = c.toObject();
        }
        QVERIFY(!h100.isEmpty());
        const QJsonObject d = h100.value(u"deployments").toArray().first().toObject();
        const QJsonObject w = d.value(u"workload").toObject();
        const CliRun estimate = runCli({QStringLiteral("estimate"),
                                        QStringLiteral("--model"),
                                        d.value(u"model").toString(),
                                        QStringLiteral("--gpu"),
                                        QStringLiteral("h100-sxm-80gb"),
                                        QStringLiteral("--gpus"),
                                        QString::number(h100.value(u"gpu_count").toInt()),
                                        QStringLiteral("--tp"),
                                        QString::number(h100.value(u"tensor_parallel").toInt()),
                                        QStringLiteral("--weights"),
                                        d.value(u"weights").toString(),
                                        QStringLiteral("--kv"),
                                        d.value(u"kv").toString(),
                                        QStringLiteral("--engine"),
                                        d.value(u"engine").toString(),
                                        QStringLiteral("--batch"),
                                        QString::number(w.value(u"concurrent_sequences").toInt()),
                                        QStringLiteral("--context"),
                                        QString::number(w.value(u"tokens_per_sequence").toInteger()),
                                        QStringLiteral("--json")});
        QCOMPARE(estimate.exitCode, 0);
        const QJsonObject e = d.value(u"estimate").toObject();
        QVERIFY(e.value(u"fits").toBool());
        QCOMPARE(e.value(u"per_gpu").toArray(), estimate.json().value(u"per_gpu").toArray());
        // one deployment on its configuration: estimate's answers are the configuration's
        QCOMPARE(h100.value(u"deployments").toArray().size(), 1);
        const QJsonObject v = h100.value(u"evaluation").toObject();
        QCOMPARE(v.value(u"fits").toBool(), estimate.json().value(u"fits").toBool());
        QCOMPARE(v.value(u"max_batch").toInteger(), estimate.json().value(u"max_batch").toInteger());
        QCOMPARE(e.value(u"max_batch").toInteger(), estimate.json().value(u"max_batch").toInteger());
    }

    void openUsesEngineOverrides()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("o.headroom"));
        QCOMPARE(runCli({QStringLiteral("new"), file, QStringLiteral("--from-sample")}).exitCode, 0);
        Headroom::ProjectStore store;
        auto loaded = store.load(file);
        QVERIFY(loaded);
        Headroom::Project p = loaded->project;
        QString h100Id;
        for (const Headroom::Configuration &c : p.configurations) {
            if (c.gpuId == u"h100-sxm-80gb")
                h100Id = c.id;
        }
        for (Headroom::Deployment &d : p.deployments) {
            if (d.configurationId == h100Id)
                d.engineOverrides = {{QStringLiteral("cuda_graphs_gib"), 2},
                                     {QStringLiteral("non_torch_multi_gib"), 1.25}};
        }
        QVERIFY(store.save(p, file));
        const CliRun open = runCli({QStringLiteral("open"), file, QStringLiteral("--json")});
        QCOMPARE(open.exitCode, 0);
        QJsonObject h100;
        for (const QJsonValue &c : open.json().value(u"configurations").toArray()) {
            if (c.toObject().value(u"id").toString() == h100Id)
                h100 = c.toObject();
        }
        const QJsonObject d = h100.value(u"deployments").toArray().first().toObject();
        QCOMPARE(d.value(u"engine_overrides").toObject(),
                 (QJsonObject {{QStringLiteral("cuda_graphs_gib"), 2},
                               {QStringLiteral("non_torch_multi_gib"), 1.25}}));
        const QJsonObject w = d.value(u"workload").toObject();
        QStringList args {QStringLiteral("estimate"),
                          QStringLiteral("--model"),
                          d.value(u"model").toString(),
                          QStringLiteral("--gpu"),
                          QStringLiteral("h100-sxm-80gb"),
                          QStringLiteral("--gpus"),
                          QString::number(h100.value(u"gpu_count").toInt()),
                          QStringLiteral("--tp"),
                          QString::number(h100.value(u"tensor_parallel").toInt()),
                          QStringLiteral("--weights"),
                          d.value(u"weights").toString(),
                          QStringLiteral("--kv"),
                          d.value(u"kv").toString(),
                          QStringLiteral("--engine"),
                          d.value(u"engine").toString(),
                          QStringLiteral("--batch"),
                          QString::number(w.value(u"concurrent_sequences").toInt()),
                          QStringLiteral("--context"),
                          QString::number(w.value(u"tokens_per_sequence").toInteger()),
                          QStringLiteral("--json")};
        const CliRun plain = runCli(args);
        args << QStringLiteral("--engine-constant")
             << QStringLiteral("cuda_graphs_gib=2")
             // the old spelling still reads
             << QStringLiteral("--engine-param") << QStringLiteral("non_torch_multi_gib=1.25");
        const CliRun edited = runCli(args);
        QCOMPARE(edited.exitCode, 0);
        const QJsonArray perGpu = d.value(u"estimate").toObject().value(u"per_gpu").toArray();
        QCOMPARE(perGpu, edited.json().value(u"per_gpu").toArray());
        QVERIFY(perGpu != plain.json().value(u"per_gpu").toArray());
        // the two constants, and beside vLLM's budget the CUDA context (0.45 GiB) and, at TP 2
        // from v0.11, NCCL (0.42 GiB): enginememory.cpp
        QCOMPARE(perGpu.first().toObject().value(u"runtime_bytes").toInteger(),
                 2 * (qint64(1) << 30) + (qint64(5) << 30) / 4 + Headroom::fromGiB(0.45)
                         + Headroom::fromGiB(0.42));
        // an id a newer version wrote: the file opens, that estimate names it
        p.deployments.first().engineOverrides.insert(QStringLiteral("future_knob"), 1);
        QVERIFY(store.save(p, file));
        const CliRun future = runCli({QStringLiteral("open"), file});
        QCOMPARE(future.exitCode, 0);
        QVERIFY2(future.out.contains(u"Unknown engine constant \"future_knob\""),
                 qPrintable(future.out));
    }

    void openBadFile()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("bad.headroom"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not sqlite");
        f.close();
        CliRun run = runCli({QStringLiteral("open"), file});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err.count(u'\n'), 1);
        QVERIFY(run.err.contains(QStringLiteral("not a SQLite database")));

        run = runCli({QStringLiteral("open"), dir.filePath(QStringLiteral("none.headroom"))});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QStringLiteral("does not exist")));
    }

    void usageErrors()
    {
        QCOMPARE(runCli({QStringLiteral("open")}).exitCode, 2);
        QCOMPARE(runCli({QStringLiteral("new")}).exitCode, 2);
        const CliRun run = runCli(
                {QStringLiteral("open"), QStringLiteral("--bogus"), QStringLiteral("f.headroom")});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err.count(u'\n'), 1);
        QCOMPARE(runCli({QStringLiteral("open"), QStringLiteral("--help")}).exitCode, 0);
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestStoreCli)
#include "tst_storecli.moc"
