#include "headroomtest.h"
#include "storetestutil.h"

#include "cost/configurationcost.h"
#include "store/projectstore.h"
#include "store/sampleproject.h"
#include "units/builtinrates.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <csignal>
#include <unistd.h>

using namespace Headroom;
using namespace Qt::StringLiterals;

namespace {

/** A version-13 file as version 12 wrote it: no unit pools. */
QStringList downgradeToVersion12()
{
    return {QStringLiteral("ALTER TABLE configurations DROP COLUMN unit_pool"),
            QStringLiteral("PRAGMA user_version = 12")};
}

/** A version-12 file as version 11 wrote it: no way of paying per configuration. */
QStringList downgradeToVersion11()
{
    QStringList sql = downgradeToVersion12();
    sql.removeLast();
    sql.append({QStringLiteral("ALTER TABLE configurations DROP COLUMN acquisition"),
                QStringLiteral("PRAGMA user_version = 11")});
    return sql;
}

/** A version-11 file as version 10 wrote it: no configuration's own utilisation. */
QStringList downgradeToVersion10()
{
    QStringList sql = downgradeToVersion11();
    sql.removeLast();
    sql.append({QStringLiteral("ALTER TABLE configurations DROP COLUMN utilization"),
                QStringLiteral("PRAGMA user_version = 10")});
    return sql;
}

/** A version-10 file as version 9 wrote it: no engine settings. */
QStringList downgradeToVersion9()
{
    QStringList sql = downgradeToVersion10();
    sql.removeLast();
    for (const char *column :
         {"engine_version", "engine_max_batched_tokens", "engine_max_sequences", "engine_eager"})
        sql.append(QStringLiteral("ALTER TABLE deployments DROP COLUMN ")
                   + QLatin1StringView(column));
    sql.append(QStringLiteral("PRAGMA user_version = 9"));
    return sql;
}

/** A version-9 file as version 8 wrote it: no dataset size or epochs of a training job. */
QStringList downgradeToVersion8()
{
    QStringList sql = downgradeToVersion9();
    sql.removeLast();
    sql.append({QStringLiteral("ALTER TABLE deployments DROP COLUMN dataset_tokens"),
                QStringLiteral("ALTER TABLE deployments DROP COLUMN epochs"),
                QStringLiteral("PRAGMA user_version = 8")});
    return sql;
}

/** SQL that makes a current file a version-6 one: the columns of the 6 -> 7 step dropped. */
/** A version-8 file as version 7 wrote it: no advisor workload table. */
QStringList downgradeToVersion7()
{
    QStringList sql = downgradeToVersion8();
    sql.removeLast();
    sql.append({QStringLiteral("DROP TABLE advisor_workload"),
                QStringLiteral("PRAGMA user_version = 7")});
    return sql;
}

QStringList downgradeToVersion6()
{
    QStringList sql = downgradeToVersion7();
    for (const char *column : {"expert_parallel", "data_parallel_attention"})
        sql.append(QStringLiteral("ALTER TABLE configurations DROP COLUMN ")
                   + QLatin1StringView(column));
    for (const char *column :
         {"speculative_draft_model", "kv_offload_tier", "kv_offload_capacity_bytes",
          "kv_offload_bytes_per_second", "disagg_on", "disagg_prefill_replicas",
          "disagg_prefill_gpu", "disagg_prefill_tp"})
        sql.append(QStringLiteral("ALTER TABLE deployments DROP COLUMN ")
                   + QLatin1StringView(column));
    sql.append(QStringLiteral("PRAGMA user_version = 6"));
    return sql;
}

} // namespace

class TestProjectStore : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    ProjectStore m_store;

    QString path(const QString &name) const { return m_dir->filePath(name); }

    /** A saved project file of `deployments` deployments. */
    QString saved(const QString &name, int deployments = 4)
    {
        const QString file = path(name);
        const Result<void> r = m_store.save(makeProject(1, deployments), file);
        if (!r)
            qWarning("%s", qPrintable(r.error().message));
        return file;
    }

    /** Loading `file` fails with a message containing `expected`, and leaves it unchanged. */
    void expectBad(const QString &file, const QString &expected)
    {
        const QByteArray before = fileBytes(file);
        const Result<LoadedProject> r = m_store.load(file);
        QVERIFY(!r);
        QVERIFY2(r.error().message.contains(expected), qPrintable(r.error().message));
        QVERIFY(!r.error().message.contains(u'\n'));
        QCOMPARE(fileBytes(file), before);
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }
    void cleanup() { QCOMPARE(QSqlDatabase::connectionNames(), QStringList()); }

    void roundTrip()
    {
        const Project project = makeProject(7, 25);
        const QString file = path(QStringLiteral("plan.headroom"));
        QVERIFY(m_store.save(project, file));
        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        QCOMPARE(loaded->project.deployments, project.deployments);
        QVERIFY(loaded->project == project);
        QVERIFY(!loaded->readOnly);
        QCOMPARE(loaded->fileVersion, ProjectStore::schemaVersion);
        QVERIFY(loaded->backupPath.isEmpty());
        // saving over an existing file replaces it; no temporary files are left
        const Project other = makeProject(8, 3);
        QVERIFY(m_store.save(other, file));
        QVERIFY(m_store.load(file)->project == other);
        QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files),
                 QStringList {QStringLiteral("plan.headroom")});
    }

    void fp4FormatsRoundTrip()
    {
        // the ids "nvfp4" and "mxfp4" go into deployments.weights and come back
        Project project = makeProject(2, 2);
        QVERIFY(project.deployments.size() >= 2);
        project.deployments[0].weights = WeightFormat::Nvfp4;
        project.deployments[1].weights = WeightFormat::Mxfp4;
        const QString file = path(QStringLiteral("fp4.headroom"));
        QVERIFY(m_store.save(project, file));
        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        QCOMPARE(loaded->project.deployments.at(0).weights, WeightFormat::Nvfp4);
        QCOMPARE(loaded->project.deployments.at(1).weights, WeightFormat::Mxfp4);
    }

    void fileIsMarkedAsOurs()
    {
        const QByteArray bytes = fileBytes(saved(QStringLiteral("a.headroom")));
        QVERIFY(bytes.startsWith("SQLite format 3"));
        QCOMPARE(bytes.mid(68, 4), QByteArray("HDR1"));
        QCOMPARE(int(bytes[63]), ProjectStore::schemaVersion);
    }

    void sampleRoundTrip()
    {
        const Project sample = sampleProject();
        QCOMPARE(sample.configurations.size(), 3);
        QCOMPARE(sample.deployments.size(), 3);
        QCOMPARE(sample.metadata.title, QStringLiteral("Sample: serving three model sizes"));
        const QString file = path(QStringLiteral("sample.headroom"));
        QVERIFY(m_store.save(sample, file));
        QVERIFY(m_store.load(file)->project == sample);
    }

    void hostileStringsRoundTrip()
    {
        Project project = makeProject(1, 2);
        QString control;
        for (char16_t c = 0; c < 32; ++c)
            control += QChar(c);
        project.metadata.title = QStringLiteral("'; DROP TABLE deployments; --") + control;
        project.metadata.author = QStringLiteral(
                "Robert\"); DELETE FROM metadata; -- \u00e9\U0001F600");
        project.metadata.notes = QString(1'000'000, u'x') + QChar(0) + QStringLiteral("end");
        project.configurations[0].name = QStringLiteral("%s %n %x \\ ' \" ? :name @p $1");
        project.layout.settings.insert(QStringLiteral("k\u0000ey"), QStringLiteral("\r\n\t"));
        const QString file = path(QStringLiteral("hostile.headroom"));
        QVERIFY(m_store.save(project, file));
        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        QCOMPARE(loaded->project.metadata.title, project.metadata.title);
        QCOMPARE(loaded->project.metadata.notes.size(), project.metadata.notes.size());
        QVERIFY(loaded->project == project);
    }

    void refusesToSaveWhatItCannotLoad()
    {
        Project project = makeProject(1, 1);
        project.metadata.notes = QString(ProjectStore::maxTextLength + 1, u'n');
        const QString file = saved(QStringLiteral("keep.headroom"));
        const QByteArray before = fileBytes(file);
        const Result<void> r = m_store.save(project, file);
        QVERIFY(!r);
        QVERIFY2(r.error().message.contains(QStringLiteral("too long")),
                 qPrintable(r.error().message));
        QCOMPARE(fileBytes(file), before);
        QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files),
                 QStringList {QStringLiteral("keep.headroom")});
        QVERIFY(!m_store.save(project, path(QStringLiteral("no/such/folder/x.headroom"))));
    }

    void migratesVersion1()
    {
        const QString file = path(QStringLiteral("sample-v1.headroom"));
        const QString fixture = QStringLiteral(HEADROOM_TEST_DATA_DIR "/store/sample-v1.headroom");
        QVERIFY(QFile::copy(fixture, file));
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        QCOMPARE(loaded->fileVersion, 1);
        QCOMPARE(loaded->backupPath, path(QStringLiteral("sample-v1.v1.headroom")));
        QCOMPARE(fileBytes(loaded->backupPath), fileBytes(fixture));
        const Project sample = sampleProject();
        QCOMPARE(loaded->project.configurations, sample.configurations);
        QCOMPARE(loaded->project.deployments, sample.deployments);
        QCOMPARE(loaded->project.metadata.title, sample.metadata.title);
        QCOMPARE(int(fileBytes(file)[63]), ProjectStore::schemaVersion);
        // the second load finds the current version: no second backup
        const Result<LoadedProject> again = m_store.load(file);
        QVERIFY(again);
        QCOMPARE(again->fileVersion, ProjectStore::schemaVersion);
        QVERIFY(again->backupPath.isEmpty());
        QVERIFY(again->project == loaded->project);
    }

    /** The advisor's workload is saved with the project (schema 8) and read back equal; a
     *  version-7 file (no table) reads as none asked, and a bad document is refused naming it. */
    void advisorWorkloadRoundTripAndVersion7Default()
    {
        Project project = sampleProject();
        AdvisedModel m;
        m.modelId = QStringLiteral("llama-3.1-70b");
        m.users = 300;
        m.tpotTargetMs = 60;
        m.ttftTargetMs = 3000;
        m.percentile = LatencyPercentile::P90;
        m.output = {LengthDistribution::Kind::Exponential, 256, 0};
        project.advisor.models.append(m);
        project.advisor.constraints.gpuIds = {QStringLiteral("h100-sxm-80gb")};
        project.advisor.constraints.maxPowerKw = 40;
        project.advisor.constraints.currency = Currency::Pln;
        project.advisor.constraints.acquisition = Acquisition::Own;
        const QString file = path(QStringLiteral("advisor.headroom"));
        QVERIFY(m_store.save(project, file));
        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        QCOMPARE(loaded->project.advisor, project.advisor);
        QCOMPARE(loaded->project, project);

        QVERIFY(execSql(file,
                        {QStringLiteral("UPDATE advisor_workload SET json = "
                                        "'{\"models\": [{\"model\": \"x\"}]}'")}));
        const Result<LoadedProject> bad = m_store.load(file);
        QVERIFY(!bad);
        QVERIFY2(bad.error().message.contains(QStringLiteral("models[0].users")),
                 qPrintable(bad.error().message));

        QVERIFY(m_store.save(project, file));
        QVERIFY(execSql(file, downgradeToVersion7()));
        QCOMPARE(int(fileBytes(file)[63]), 7);
        const Result<LoadedProject> old = m_store.load(file);
        QVERIFY2(old, old ? "" : qPrintable(old.error().message));
        QCOMPARE(old->fileVersion, 7);
        QVERIFY(old->project.advisor.isEmpty());
        QCOMPARE(old->project.advisor, AdvisorWorkload {});
        QCOMPARE(int(fileBytes(file)[63]), ProjectStore::schemaVersion);
    }

    /** A training deployment's dataset and epochs are saved (schema 9) and read back; a
     *  version-8 file (no columns) reads as not stated: 0 tokens, 1 epoch. */
    void trainingDatasetRoundTripAndVersion8Default()
    {
        Project project = sampleProject();
        QVERIFY(!project.deployments.isEmpty());
        Deployment &d = project.deployments[0];
        d.mode = DeploymentMode::Lora;
        d.engine = EngineKind::Transformers;
        d.training.datasetTokens = 2.5e9;
        d.training.epochs = 1.5;
        const QString file = path(QStringLiteral("dataset.headroom"));
        QVERIFY(m_store.save(project, file));
        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        QCOMPARE(loaded->project.deployments[0].training.datasetTokens, 2.5e9);
        QCOMPARE(loaded->project.deployments[0].training.epochs, 1.5);
        QCOMPARE(loaded->project, project);

        QVERIFY(execSql(file, downgradeToVersion8()));
        QCOMPARE(int(fileBytes(file)[63]), 8);
        const Result<LoadedProject> old = m_store.load(file);
        QVERIFY2(old, old ? "" : qPrintable(old.error().message));
        QCOMPARE(old->fileVersion, 8);
        QCOMPARE(old->project.deployments[0].training.datasetTokens, 0.0);
        QCOMPARE(old->project.deployments[0].training.epochs, 1.0);
        QCOMPARE(old->project.deployments[0].training.trainedTokens(), 0.0);
        QCOMPARE(int(fileBytes(file)[63]), ProjectStore::schemaVersion);
    }

    void engineSettingsRoundTripAndVersion9Default()
    {
        // the engine's own settings survive a save; a version-9 file has the engine's defaults
        Project project = sampleProject();
        Deployment &d = project.deployments[0];
        d.engineSettings = {QStringLiteral("0.11"), 4096, 64, true};
        const QString file = path(QStringLiteral("enginesettings.headroom"));
        QVERIFY(m_store.save(project, file));
        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        QCOMPARE(loaded->project.deployments[0].engineSettings, d.engineSettings);
        QCOMPARE(loaded->project, project);

        QVERIFY(execSql(file, downgradeToVersion9()));
        QCOMPARE(int(fileBytes(file)[63]), 9);
        const Result<LoadedProject> old = m_store.load(file);
        QVERIFY2(old, old ? "" : qPrintable(old.error().message));
        QCOMPARE(old->fileVersion, 9);
        QVERIFY(old->project.deployments[0].engineSettings.isDefault());
        QCOMPARE(int(fileBytes(file)[63]), ProjectStore::schemaVersion);
    }

    void configurationUtilizationRoundTripAndVersion10Default()
    {
        // a configuration's own utilisation (an advisor plan's) survives a save, and "none"
        // stays none; a version-10 file has none (the project's)
        Project project = sampleProject();
        QVERIFY(project.configurations.size() >= 2);
        project.configurations[0].utilization = 0.875;
        const QString file = path(QStringLiteral("utilization.headroom"));
        QVERIFY(m_store.save(project, file));
        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        QCOMPARE(loaded->project.configurations[0].utilization.value_or(-1.0), 0.875);
        QVERIFY(!loaded->project.configurations[1].utilization.has_value());
        QCOMPARE(loaded->project, project);

        QVERIFY(execSql(file, downgradeToVersion10()));
        const Result<LoadedProject> old = m_store.load(file);
        QVERIFY2(old, old ? "" : qPrintable(old.error().message));
        QCOMPARE(old->fileVersion, 10);
        QVERIFY(!old->project.configurations[0].utilization.has_value());
        QCOMPARE(int(fileBytes(file)[63]), ProjectStore::schemaVersion);
    }

    void configurationAcquisitionRoundTripAndVersion11Default()
    {
        // how a configuration is paid for (an advisor plan's way) survives a save, and "none"
        // (the cheapest) stays none; a version-11 file has none
        Project project = sampleProject();
        QVERIFY(project.configurations.size() >= 3);
        project.configurations[0].acquisition = CostOption::Hybrid;
        project.configurations[1].acquisition = CostOption::OnDemand;
        const QString file = path(QStringLiteral("acquisition.headroom"));
        QVERIFY(m_store.save(project, file));
        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        QVERIFY(loaded->project.configurations[0].acquisition == CostOption::Hybrid);
        QVERIFY(loaded->project.configurations[1].acquisition == CostOption::OnDemand);
        QVERIFY(!loaded->project.configurations[2].acquisition.has_value());
        QCOMPARE(loaded->project, project);

        QVERIFY(execSql(file, downgradeToVersion11()));
        const Result<LoadedProject> old = m_store.load(file);
        QVERIFY2(old, old ? "" : qPrintable(old.error().message));
        QCOMPARE(old->fileVersion, 11);
        QVERIFY(!old->project.configurations[0].acquisition.has_value());
        QCOMPARE(int(fileBytes(file)[63]), ProjectStore::schemaVersion);
    }

    void configurationUnitPoolRoundTripAndVersion12Default()
    {
        // configurations bought in whole units together (an advisor plan's) keep their pool
        // through a save; a version-12 file has none (each its own units)
        Project project = sampleProject();
        QVERIFY(project.configurations.size() >= 2);
        project.configurations[0].unitPool = QStringLiteral("pool-1");
        project.configurations[1].unitPool = QStringLiteral("pool-1");
        const QString file = path(QStringLiteral("unitpool.headroom"));
        QVERIFY(m_store.save(project, file));
        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        QCOMPARE(loaded->project.configurations[1].unitPool, QStringLiteral("pool-1"));
        QCOMPARE(loaded->project, project);

        QVERIFY(execSql(file, downgradeToVersion12()));
        const Result<LoadedProject> old = m_store.load(file);
        QVERIFY2(old, old ? "" : qPrintable(old.error().message));
        QCOMPARE(old->fileVersion, 12);
        QVERIFY(old->project.configurations[0].unitPool.isEmpty());
        QCOMPARE(int(fileBytes(file)[63]), ProjectStore::schemaVersion);
    }

    void expertParallelRoundTripAndVersion6Default()
    {
        Project project = sampleProject();
        project.configurations[0].tensorParallel = 8;
        project.configurations[0].gpuCount = 8;
        project.configurations[0].expertParallel = 4;
        project.configurations[0].dataParallelAttention = 2;
        const QString file = path(QStringLiteral("ep.headroom"));
        QVERIFY(m_store.save(project, file));
        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        QCOMPARE(loaded->project.configurations[0].expertParallel, 4);
        QCOMPARE(loaded->project.configurations[0].dataParallelAttention, 2);
        QVERIFY(loaded->project == project);
        // a version-6 file has neither column: it meant experts and attention over all TP GPUs
        QVERIFY(execSql(file, downgradeToVersion6()));
        QCOMPARE(int(fileBytes(file)[63]), 6);
        const Result<LoadedProject> old = m_store.load(file);
        QVERIFY2(old, old ? "" : qPrintable(old.error().message));
        QCOMPARE(old->fileVersion, 6);
        QCOMPARE(old->project.configurations[0].expertParallel, 1);
        QCOMPARE(old->project.configurations[0].dataParallelAttention, 1);
        QCOMPARE(old->project.configurations[0].tensorParallel, 8);
        QCOMPARE(int(fileBytes(file)[63]), ProjectStore::schemaVersion);
    }

    void engineOverridesRoundTrip()
    {
        Project project = sampleProject();
        QMap<QString, double> &overrides = project.deployments[1].engineOverrides;
        overrides.insert(QStringLiteral("mbu"), 0.625);
        overrides.insert(QStringLiteral("step_overhead_ms"), 2.25);
        overrides.insert(QStringLiteral("future_knob"), 1e-300); // unknown ids survive
        project.deployments[2].engineOverrides.insert(QStringLiteral("gpu_layers"), -1);
        const QString file = path(QStringLiteral("overrides.headroom"));
        QVERIFY(m_store.save(project, file));
        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        QVERIFY(loaded->project.deployments[0].engineOverrides.isEmpty());
        QCOMPARE(loaded->project.deployments[1].engineOverrides, overrides);
        QCOMPARE(loaded->project.deployments[1].engineOverrides.value(u"future_knob"_s), 1e-300);
        QCOMPARE(loaded->project.deployments[2].engineOverrides.value(u"gpu_layers"_s), -1.0);
        QVERIFY(loaded->project == project);
        // one row per override, as docs/file-format.md says
        QVERIFY(execSql(file,
                        {QStringLiteral("DELETE FROM deployment_engine_overrides "
                                        "WHERE parameter = 'future_knob'")}));
        const Result<LoadedProject> again = m_store.load(file);
        QVERIFY(again);
        QCOMPARE(again->project.deployments[1].engineOverrides.size(), 2);
    }

    void refusesToSaveNonFiniteOverride()
    {
        Project project = makeProject(1, 2);
        project.deployments[0].engineOverrides.insert(QStringLiteral("mbu"), std::nan(""));
        const QString file = saved(QStringLiteral("keep.headroom"));
        const QByteArray before = fileBytes(file);
        const Result<void> r = m_store.save(project, file);
        QVERIFY(!r);
        QVERIFY2(r.error().message.contains(QStringLiteral("'mbu'")), qPrintable(r.error().message));
        QCOMPARE(fileBytes(file), before);
        QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files),
                 QStringList {QStringLiteral("keep.headroom")});
    }

    void migratesVersion2()
    {
        const QString file = path(QStringLiteral("sample-v2.headroom"));
        const QString fixture = QStringLiteral(HEADROOM_TEST_DATA_DIR "/store/sample-v2.headroom");
        QCOMPARE(int(fileBytes(fixture)[63]), 2);
        QVERIFY(QFile::copy(fixture, file));
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        QCOMPARE(loaded->fileVersion, 2);
        QCOMPARE(loaded->backupPath, path(QStringLiteral("sample-v2.v2.headroom")));
        QCOMPARE(fileBytes(loaded->backupPath), fileBytes(fixture));
        const Project sample = sampleProject();
        QCOMPARE(loaded->project.configurations, sample.configurations);
        QCOMPARE(loaded->project.deployments, sample.deployments);
        for (const Deployment &d : loaded->project.deployments)
            QVERIFY(d.engineOverrides.isEmpty());
        QCOMPARE(int(fileBytes(file)[63]), ProjectStore::schemaVersion);
        // the migrated file holds overrides like a new one
        Project edited = loaded->project;
        edited.deployments[0].engineOverrides.insert(QStringLiteral("max_batch"), 8);
        QVERIFY(m_store.save(edited, file));
        const Result<LoadedProject> again = m_store.load(file);
        QVERIFY(again);
        QVERIFY(again->backupPath.isEmpty());
        QCOMPARE(again->project.deployments[0].engineOverrides.value(u"max_batch"_s), 8.0);
    }

    void migratesVersion4KeepingItsAmounts()
    {
        const QString file = path(QStringLiteral("sample-v4-pln.headroom"));
        const QString fixture = QStringLiteral(HEADROOM_TEST_DATA_DIR
                                               "/store/sample-v4-pln.headroom");
        QCOMPARE(int(fileBytes(fixture)[63]), 4);
        QVERIFY(QFile::copy(fixture, file));
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        // what the old file says, read as another tool would
        const auto raw = withDatabase(fixture, [](QSqlDatabase &db) {
            QMap<QString, QVariant> values;
            if (!db.open())
                return values;
            QSqlQuery q(QStringLiteral("SELECT key, value FROM cost_assumptions"), db);
            while (q.next())
                values.insert(q.value(0).toString(), q.value(1));
            QSqlQuery r(QStringLiteral("SELECT from_currency, to_currency, rate, source FROM "
                                       "exchange_rates ORDER BY position"),
                        db);
            QStringList rates;
            while (r.next())
                rates.append(QStringLiteral("%1 %2 %3 %4")
                                     .arg(r.value(0).toString(), r.value(1).toString(),
                                          QString::number(r.value(2).toDouble(), 'g', 17),
                                          r.value(3).toString()));
            values.insert(QStringLiteral("rates"), rates);
            return values;
        });
        QCOMPARE(raw.value(u"currency"_s).toString(), QStringLiteral("PLN"));
        QVERIFY(!raw.contains(u"display_currency"_s));
        const QStringList oldRates = raw.value(u"rates"_s).toStringList();
        QCOMPARE(oldRates.size(), 1);

        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        QCOMPARE(loaded->fileVersion, 4);
        QCOMPARE(fileBytes(loaded->backupPath), fileBytes(fixture));
        const CostAssumptions &cost = loaded->project.cost;
        // the amounts are the file's, in the currency it states, and shown in it
        QCOMPARE(cost.currency, Currency::Pln);
        QCOMPARE(cost.displayCurrency, Currency::Pln);
        for (const auto &[key, value] :
             {std::pair {"purchase_price_per_gpu", cost.purchasePricePerGpu},
              std::pair {"electricity_price_per_kwh", cost.electricityPricePerKwh},
              std::pair {"colocation_per_kw_month", cost.colocationPerKwMonth},
              std::pair {"on_demand_price_per_gpu_hour", cost.onDemandPricePerGpuHour},
              std::pair {"reserved_1y_price_per_gpu_hour", cost.reserved1yPricePerGpuHour},
              std::pair {"spot_price_per_gpu_hour", cost.spotPricePerGpuHour},
              std::pair {"utilization", cost.utilization}}) {
            QVERIFY2(raw.contains(QLatin1StringView(key)), key);
            QCOMPARE(value, raw.value(QLatin1StringView(key)).toDouble());
        }
        const Result<CostAssumptions> shown = displayedAssumptions(loaded->project);
        QVERIFY(shown);
        QCOMPARE(*shown, cost); // PLN shown as PLN: not converted, not relabelled
        // the file's own rate first, untouched; the built-in ones for the pairs it lacked
        const QList<ExchangeRate> &rates = loaded->project.exchangeRates;
        const ExchangeRate &own = rates.first();
        QCOMPARE(QStringLiteral("%1 %2 %3 %4")
                         .arg(currencyCode(own.from), currencyCode(own.to),
                              QString::number(own.rate, 'g', 17), own.source),
                 oldRates.first());
        for (const ExchangeRate &builtin : builtinExchangeRates()) {
            const bool samePair = (builtin.from == own.from && builtin.to == own.to)
                    || (builtin.from == own.to && builtin.to == own.from);
            QCOMPARE(rates.contains(builtin), !samePair);
        }
        QCOMPARE(rates.size(), builtinExchangeRates().size()); // the file's EUR/PLN replaced one
        // the RTX 4090's catalog price is converted from USD, not a default relabelled
        Catalog catalog = *Catalog::builtin();
        const Configuration rtx = loaded->project.configurations.first();
        QCOMPARE(rtx.gpuId, QStringLiteral("rtx-4090-24gb"));
        const GpuSpec gpu = *catalog.gpu(rtx.gpuId);
        const ConfigurationCost c = configurationCost(loaded->project, catalog, rtx);
        const ExchangeRate usdPln = *std::find_if(rates.begin(), rates.end(), [](const auto &r) {
            return r.from == Currency::Usd && r.to == Currency::Pln;
        });
        QCOMPARE(c.assumptions.currency, Currency::Pln);
        QCOMPARE(c.assumptions.purchasePricePerGpu,
                 gpu.streetPriceUsd * kAllInPerStreetPrice * usdPln.rate);
        // the migrated file saves and loads like a new one
        QVERIFY(m_store.save(loaded->project, file));
        const Result<LoadedProject> again = m_store.load(file);
        QVERIFY(again);
        QVERIFY(again->backupPath.isEmpty());
        QVERIFY(again->project == loaded->project);
        // a version-4 file meant a closed loop of fixed lengths (the 5 -> 6 step)
        for (const Deployment &d : loaded->project.deployments) {
            QCOMPARE(d.workload.load, LoadKind::ClosedLoop);
            QCOMPARE(d.workload.arrivalRate, 0.0);
            QCOMPARE(d.workload.inputKind, LengthDistribution::Kind::Fixed);
            QCOMPARE(d.workload.outputKind, LengthDistribution::Kind::Fixed);
            // and no draft model or KV offload (the 6 -> 7 step)
            QVERIFY(d.speculative.draftModelId.isEmpty());
            QCOMPARE(d.kvOffload, KvOffload {});
            // and served aggregated (the 6 -> 7 step)
            QCOMPARE(d.disaggregation, Disaggregation {});
        }
    }

    void disaggregationRoundTrip()
    {
        Project project = makeProject(2, 3);
        QVERIFY(project.deployments.size() >= 2);
        Disaggregation &pools = project.deployments[0].disaggregation;
        pools.on = true;
        pools.prefillReplicas = 3;
        pools.prefillGpuId = QStringLiteral("h200-sxm-141gb");
        pools.prefillTensorParallel = 2;
        const QString file = path(QStringLiteral("disagg.headroom"));
        QVERIFY(m_store.save(project, file));
        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        QCOMPARE(loaded->project.deployments[0].disaggregation, pools);
        QCOMPARE(loaded->project.deployments[1].disaggregation, Disaggregation {});
        QVERIFY(loaded->project == project);
    }

    void disaggregationDefaultsOfVersion6()
    {
        // a version-6 file: the columns of the 6 -> 7 step dropped, the version set back; it loads
        // with every deployment served aggregated, as version 6 meant
        const QString file = saved(QStringLiteral("v6.headroom"));
        QVERIFY(execSql(file, downgradeToVersion6()));
        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        QVERIFY(!loaded->project.deployments.isEmpty());
        for (const Deployment &d : loaded->project.deployments)
            QCOMPARE(d.disaggregation, Disaggregation {});
    }

    void loadSettingsRoundTrip()
    {
        Project project = makeProject(2, 3);
        QVERIFY(project.deployments.size() >= 2);
        Workload &open = project.deployments[0].workload;
        open.load = LoadKind::OpenLoop;
        open.arrivalRate = 12.5;
        open.inputKind = LengthDistribution::Kind::Uniform;
        open.inputSpread = 0.25;
        open.outputKind = LengthDistribution::Kind::Exponential;
        open.prefixHitRate = 0.4;
        project.deployments[0].speculative.acceptance = 0.65;
        const QString file = path(QStringLiteral("load.headroom"));
        QVERIFY(m_store.save(project, file));
        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        QCOMPARE(loaded->project.deployments[0].workload, open);
        QCOMPARE(loaded->project.deployments[0].speculative.acceptance, 0.65);
        QCOMPARE(loaded->project.deployments[1].speculative.acceptance, 0.8);
        QCOMPARE(loaded->project.deployments[1].workload.load, LoadKind::ClosedLoop);
        // what the file holds, read as another tool would
        const auto row = withDatabase(file, [](QSqlDatabase &db) {
            QStringList values;
            if (!db.open())
                return values;
            QSqlQuery q(QStringLiteral("SELECT load_kind, arrival_rate, input_distribution, "
                                       "input_spread, output_distribution FROM deployments "
                                       "ORDER BY position LIMIT 1"),
                        db);
            if (q.next())
                for (int c = 0; c < 5; ++c)
                    values.append(q.value(c).toString());
            return values;
        });
        QCOMPARE(row,
                 (QStringList {u"open"_s, u"12.5"_s, u"uniform"_s, u"0.25"_s, u"exponential"_s}));
    }

    void draftAndOffloadRoundTrip()
    {
        Project project = makeProject(2, 3);
        QVERIFY(project.deployments.size() >= 2);
        Deployment &d = project.deployments[0];
        d.speculative.method = SpeculativeMethod::DraftModel;
        d.speculative.draftModelId = QStringLiteral("llama-3.2-1b");
        d.speculative.tokens = 5;
        d.kvOffload = {KvOffloadTier::Nvme, std::int64_t(1500) << 30, 14e9};
        const QString file = path(QStringLiteral("draft.headroom"));
        QVERIFY(m_store.save(project, file));
        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        QCOMPARE(loaded->project.deployments[0].speculative, d.speculative);
        QCOMPARE(loaded->project.deployments[0].kvOffload, d.kvOffload);
        QCOMPARE(loaded->project.deployments[1].kvOffload, KvOffload {});
        // what the file holds, read as another tool would
        const auto row = withDatabase(file, [](QSqlDatabase &db) {
            QStringList values;
            if (!db.open())
                return values;
            QSqlQuery q(QStringLiteral("SELECT speculative_method, speculative_draft_model, "
                                       "kv_offload_tier, kv_offload_capacity_bytes, "
                                       "kv_offload_bytes_per_second FROM deployments ORDER BY "
                                       "position LIMIT 1"),
                        db);
            if (q.next())
                for (int c = 0; c < 5; ++c)
                    values.append(q.value(c).toString());
            return values;
        });
        QCOMPARE(row,
                 (QStringList {u"draft"_s, u"llama-3.2-1b"_s, u"nvme"_s,
                               QString::number(std::int64_t(1500) << 30), u"1.4e+10"_s}));
        // a tier this version does not know is refused, not read as off
        QVERIFY(execSql(file, {QStringLiteral("UPDATE deployments SET kv_offload_tier = 'tape'")}));
        QVERIFY(!m_store.load(file));
    }

    void migratesVersion6WithDraftAndOffloadOff()
    {
        // a version-6 file: the deployments table without the 6 -> 7 columns
        Project project = makeProject(1, 2);
        const QString file = path(QStringLiteral("v6.headroom"));
        QVERIFY(m_store.save(project, file));
        QVERIFY(execSql(file, downgradeToVersion6()));
        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        QCOMPARE(loaded->fileVersion, 6);
        QCOMPARE(loaded->project.deployments, project.deployments);
        for (const Deployment &d : loaded->project.deployments) {
            QVERIFY(d.speculative.draftModelId.isEmpty());
            QCOMPARE(d.kvOffload.tier, KvOffloadTier::None);
            QCOMPARE(d.kvOffload.capacityBytes, 0);
            QCOMPARE(d.kvOffload.bytesPerSecond, 0.0);
        }
        QCOMPARE(int(fileBytes(file)[63]), ProjectStore::schemaVersion);
    }

    void displayCurrencyRoundTrips()
    {
        Project project = makeProject(3, 2);
        project.cost.currency = Currency::Rub;
        project.cost.displayCurrency = Currency::Pln;
        const QString file = path(QStringLiteral("display.headroom"));
        QVERIFY(m_store.save(project, file));
        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        QCOMPARE(loaded->project.cost.currency, Currency::Rub);
        QCOMPARE(loaded->project.cost.displayCurrency, Currency::Pln);
        QCOMPARE(loaded->project.exchangeRates, project.exchangeRates);
        // a file that lost the key shows its amounts in their own currency
        QVERIFY(execSql(file,
                        {QStringLiteral("DELETE FROM cost_assumptions WHERE key = "
                                        "'display_currency'")}));
        const Result<LoadedProject> again = m_store.load(file);
        QVERIFY(again);
        QCOMPARE(again->project.cost.displayCurrency, Currency::Rub);
    }

    void migratesReadOnlyFileInMemory()
    {
        const QString file = path(QStringLiteral("old.headroom"));
        QVERIFY(QFile::copy(QStringLiteral(HEADROOM_TEST_DATA_DIR "/store/sample-v1.headroom"),
                            file));
        QFile::setPermissions(file, QFile::ReadOwner);
        const QByteArray before = fileBytes(file);
        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        QVERIFY(loaded->readOnly);
        QCOMPARE(loaded->fileVersion, 1);
        QVERIFY(loaded->backupPath.isEmpty());
        QCOMPARE(fileBytes(file), before);
        QCOMPARE(loaded->project.deployments.size(), 3);
    }

    void refusesNewerVersion()
    {
        const QString file = saved(QStringLiteral("future.headroom"));
        QVERIFY(execSql(file, {QStringLiteral("PRAGMA user_version = 99")}));
        expectBad(file, QStringLiteral("newer Headroom (file format version 99"));
    }

    void refusesNotSqlite()
    {
        const QString file = path(QStringLiteral("text.headroom"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("hello, this is not a database at all\n");
        f.close();
        expectBad(file, QStringLiteral("not a SQLite database"));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.close();
        expectBad(file, QStringLiteral("not a SQLite database"));
        expectBad(path(QStringLiteral("missing.headroom")), QStringLiteral("does not exist"));
        QVERIFY(!QFileInfo::exists(path(QStringLiteral("missing.headroom"))));
    }

    void refusesOtherApplicationsDatabase()
    {
        const QString file = path(QStringLiteral("other.sqlite"));
        QVERIFY(execSql(file,
                        {QStringLiteral("CREATE TABLE t (x)"),
                         QStringLiteral("INSERT INTO t VALUES (1)")}));
        expectBad(file, QStringLiteral("another application"));
    }

    void refusesTruncated()
    {
        const QString file = saved(QStringLiteral("cut.headroom"), 200);
        const QByteArray bytes = fileBytes(file);
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes.left(bytes.size() / 2 + 100));
        f.close();
        expectBad(file, QStringLiteral("truncated"));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes.left(50));
        f.close();
        expectBad(file, QStringLiteral("truncated"));
    }

    void refusesCorruptPages()
    {
        const QString file = saved(QStringLiteral("corrupt.headroom"), 300);
        QByteArray bytes = fileBytes(file);
        QVERIFY(bytes.size() > 4096 * 6);
        for (qsizetype i = 4096 * 3 + 8; i < 4096 * 5; ++i)
            bytes[i] = char(0x5a ^ (i & 0xff));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
        f.close();
        expectBad(file, QStringLiteral("corrupt.headroom"));
    }

    void oldCardRowsAreIgnoredTheOrderIsTheConfigurations()
    {
        // files of before December 2026 listed the cards again in board_layout; the board's
        // order is the configurations' position, whatever those rows say
        const Project project = makeProject(1, 4);
        QVERIFY(project.configurations.size() >= 2);
        const QString file = path(QStringLiteral("cards.headroom"));
        QVERIFY(m_store.save(project, file));
        QVERIFY(execSql(file,
                        {QStringLiteral("INSERT INTO board_layout (position, kind, key, value) "
                                        "VALUES (-2, 'card', NULL, '%1'), (-1, 'card', NULL, '%2')")
                                 .arg(project.configurations.last().id,
                                      project.configurations.first().id)}));
        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        QCOMPARE(loaded->project, project);
        // and a save writes no card rows
        QVERIFY(m_store.save(loaded->project, file));
        QCOMPARE(countRows(file, QStringLiteral("board_layout WHERE kind = 'card'")), 0);
    }

    void refusesMissingTable()
    {
        const QString file = saved(QStringLiteral("notable.headroom"));
        QVERIFY(execSql(file, {QStringLiteral("DROP TABLE price_book")}));
        expectBad(file, QStringLiteral("missing the table 'price_book'"));
    }

    void refusesBadValues_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("expected");
        QTest::newRow("negative gpu count")
                << QStringLiteral("UPDATE configurations SET gpu_count = -2")
                << QStringLiteral("configurations.gpu_count: -2 is outside");
        QTest::newRow("text for a number")
                << QStringLiteral("UPDATE configurations SET tensor_parallel = 'many'")
                << QStringLiteral("configurations.tensor_parallel: whole number expected");
        QTest::newRow("unknown weight format")
                << QStringLiteral("UPDATE deployments SET weights = 'fp3'")
                << QStringLiteral("deployments.weights: unknown value 'fp3'");
        QTest::newRow("unknown optimizer")
                << QStringLiteral("UPDATE deployments SET optimizer = 'adam''; DROP TABLE x'")
                << QStringLiteral("deployments.optimizer: unknown value");
        QTest::newRow("zero stage") << QStringLiteral("UPDATE deployments SET zero_stage = 7")
                                    << QStringLiteral("deployments.zero_stage");
        QTest::newRow("utilization")
                << QStringLiteral("UPDATE cost_assumptions SET value = 3 WHERE key = 'utilization'")
                << QStringLiteral("cost_assumptions.value");
        QTest::newRow("configuration utilization")
                << QStringLiteral("UPDATE configurations SET utilization = 1.5")
                << QStringLiteral("configurations.utilization: 1.5 is outside");
        QTest::newRow("configuration acquisition")
                << QStringLiteral("UPDATE configurations SET acquisition = 'lease'")
                << QStringLiteral("configurations.acquisition: unknown value 'lease'");
        QTest::newRow("currency") << QStringLiteral("UPDATE price_book SET currency = 'XYZ'")
                                  << QStringLiteral("price_book.currency: unknown value 'XYZ'");
        QTest::newRow("date") << QStringLiteral("UPDATE exchange_rates SET as_of = 'yesterday'")
                              << QStringLiteral("exchange_rates.as_of");
        QTest::newRow("huge string")
                << QStringLiteral("UPDATE metadata SET title = printf('%.*c', 5000000, 'x')")
                << QStringLiteral("metadata.title: text of 5000000 characters is too long");
        QTest::newRow("blob for text") << QStringLiteral("UPDATE metadata SET author = x'00ff'")
                                       << QStringLiteral("metadata.author: text expected");
        QTest::newRow("bad json") << QStringLiteral("UPDATE custom_gpus SET json = '{not json'")
                                  << QStringLiteral("custom_gpus");
        QTest::newRow("dangling configuration")
                << QStringLiteral("UPDATE deployments SET configuration_id = 'gone'")
                << QStringLiteral("configuration 'gone' that does not exist");
        QTest::newRow("override not a number")
                << QStringLiteral("UPDATE deployment_engine_overrides SET value = 'NaN'")
                << QStringLiteral("deployment_engine_overrides.value: number expected");
        QTest::newRow("override infinite")
                << QStringLiteral("UPDATE deployment_engine_overrides SET value = 9e999")
                << QStringLiteral("deployment_engine_overrides.value: inf is not a finite number");
        QTest::newRow("override blob")
                << QStringLiteral("UPDATE deployment_engine_overrides SET value = x'7ff8'")
                << QStringLiteral("deployment_engine_overrides.value: number expected");
        QTest::newRow("override empty id")
                << QStringLiteral("UPDATE deployment_engine_overrides SET parameter = '' "
                                  "WHERE parameter = 'mbu'")
                << QStringLiteral("deployment_engine_overrides.parameter: value missing");
        QTest::newRow("override of no deployment")
                << QStringLiteral("UPDATE deployment_engine_overrides SET deployment_id = 'gone' "
                                  "WHERE rowid = (SELECT min(rowid) FROM "
                                  "deployment_engine_overrides)")
                << QStringLiteral("engine constants for a deployment 'gone' that does not exist");
        QTest::newRow("no prefill replicas")
                << QStringLiteral("UPDATE deployments SET disagg_prefill_replicas = 0")
                << QStringLiteral("deployments.disagg_prefill_replicas: 0 is outside");
        QTest::newRow("no metadata")
                << QStringLiteral("DELETE FROM metadata") << QStringLiteral("no metadata");
    }

    void refusesBadValues()
    {
        QFETCH(QString, sql);
        QFETCH(QString, expected);
        const QString file = saved(QStringLiteral("bad.headroom"));
        QVERIFY(execSql(file, {sql}));
        expectBad(file, expected);
    }

    void readOnlyFile()
    {
        const QString file = saved(QStringLiteral("ro.headroom"));
        QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::ReadGroup));
        const QByteArray before = fileBytes(file);
        const Result<LoadedProject> loaded = m_store.load(file);
        QVERIFY(loaded);
        QVERIFY(loaded->readOnly);
        QVERIFY(loaded->project == makeProject(1, 4));
        const Result<void> r = m_store.save(makeProject(2, 1), file);
        QVERIFY(!r);
        QVERIFY2(r.error().message.contains(QStringLiteral("read-only")),
                 qPrintable(r.error().message));
        QCOMPARE(fileBytes(file), before);
    }

    void recovery()
    {
        const QString recoveryDir = path(QStringLiteral("recovery"));
        const QString original = path(QStringLiteral("plan.headroom"));
        const Project project = makeProject(3, 5);
        QVERIFY(m_store.recoveryFiles(recoveryDir).isEmpty());
        QVERIFY(m_store.saveRecovery(project, original, recoveryDir));
        QVERIFY(m_store.saveRecovery(makeProject(4, 1), QString(), recoveryDir));
        const QString recoveryFile = ProjectStore::recoveryPath(original, recoveryDir);
        QVERIFY(QFileInfo::exists(recoveryFile));
        QVERIFY(!QFileInfo::exists(original));
        const QList<RecoveryFile> files = m_store.recoveryFiles(recoveryDir);
        QCOMPARE(files.size(), 2);
        QStringList originals {files[0].originalPath, files[1].originalPath};
        originals.sort();
        QCOMPARE(originals, (QStringList {QString(), original}));
        const Result<LoadedProject> loaded = m_store.loadRecovery(recoveryFile);
        QVERIFY(loaded);
        QVERIFY(loaded->project == project);
        QCOMPARE(loaded->originalPath, original);
        QVERIFY(ProjectStore::removeRecovery(recoveryFile));
        QCOMPARE(m_store.recoveryFiles(recoveryDir).size(), 1);
    }

    void killDuringSave()
    {
        constexpr int kDeployments = 500;
        const Project a = makeProject(1, kDeployments);
        const Project b = makeProject(2, kDeployments);
        const QString file = path(QStringLiteral("killed.headroom"));
        QVERIFY(m_store.save(a, file));
        QRandomGenerator random(20260101);
        int sawA = 0;
        int sawB = 0;
        for (int round = 0; round < 20; ++round) {
            QProcess child;
            child.start(QStringLiteral(HEADROOM_STORE_HELPER_PATH),
                        {QStringLiteral("save-loop"), file, QString::number(kDeployments)});
            QVERIFY(child.waitForStarted());
            QTest::qSleep(30 + int(random.bounded(400)));
            ::kill(pid_t(child.processId()), SIGKILL);
            QVERIFY(child.waitForFinished());
            const Result<LoadedProject> loaded = m_store.load(file);
            QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
            const bool isA = loaded->project == a;
            const bool isB = loaded->project == b;
            QVERIFY(isA || isB);
            sawA += isA;
            sawB += isB;
        }
        qInfo("after 20 kills: old/new project %d/%d times", sawA, sawB);
        // each load removed what the killed save before it left: only the plan is there
        const QStringList left = QDir(m_dir->path())
                                         .entryList({QStringLiteral("*killed*")},
                                                    QDir::Files | QDir::Hidden | QDir::System);
        QCOMPARE(left, QStringList {QStringLiteral("killed.headroom")});
    }

    void staleTemporariesGoLiveOnesStay()
    {
        const QString file = path(QStringLiteral("temps.headroom"));
        QVERIFY(m_store.save(makeProject(1, 3), file));
        QProcess finished; // a process that has ended: its pid names a dead save
        finished.start(QStringLiteral("true"));
        QVERIFY(finished.waitForFinished());
        const qint64 deadPid = finished.processId() > 0 ? finished.processId() : 999999999;
        const qint64 livePid = ::getppid(); // ctest or the shell that runs this test
        const auto temp = [this](const QString &name) {
            QFile f(path(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("partial");
        };
        const QString dead = QStringLiteral(".temps.headroom.tmp-%1-0badc0de").arg(deadPid);
        const QString live = QStringLiteral(".temps.headroom.tmp-%1-0badc0de").arg(livePid);
        const QString other = QStringLiteral(".other.headroom.tmp-%1-0badc0de").arg(deadPid);
        const QString legacy = QStringLiteral("temps.headroom.tmp-1a2b3c4d");
        for (const QString &name : {dead, live, other, legacy})
            temp(name);
        QFile old(path(legacy)); // the old naming has no pid: removed once it is an hour old
        QVERIFY(old.open(QIODevice::ReadWrite));
        QVERIFY(old.setFileTime(QDateTime::currentDateTimeUtc().addSecs(-7200),
                                QFileDevice::FileModificationTime));
        old.close();
        QVERIFY(m_store.load(file));
        QVERIFY(!QFile::exists(path(dead)));
        QVERIFY(!QFile::exists(path(legacy)));
        QVERIFY(QFile::exists(path(live))); // another process may still be saving
        QVERIFY(QFile::exists(path(other))); // another plan's leftovers are not ours to judge
        temp(dead);
        QVERIFY(m_store.save(makeProject(2, 3), file)); // a save cleans up too
        QVERIFY(!QFile::exists(path(dead)));
        QVERIFY(QFile::exists(path(live)));
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestProjectStore)
#include "tst_projectstore.moc"
