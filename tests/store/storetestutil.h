#pragma once

#include "plan/project.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QUuid>

/** A project of `deployments` deployments over `deployments / 4 + 1` configurations; `seed`
 *  varies every field so that two seeds give different projects. */
inline Headroom::Project makeProject(int seed, int deployments)
{
    using namespace Headroom;
    Project p;
    p.metadata.title = QStringLiteral("Project %1").arg(seed);
    p.metadata.author = QStringLiteral("Tester");
    p.metadata.notes = QStringLiteral("notes of %1").arg(seed);
    p.metadata.created = QDateTime(QDate(2025, 1, 2), QTime(3, 4, 5, 678), Qt::UTC);
    p.metadata.modified = p.metadata.created.addSecs(seed);
    p.metadata.appVersion = QStringLiteral("0.1.0");
    const int configurations = deployments / 4 + 1;
    for (int i = 0; i < configurations; ++i) {
        Configuration c;
        c.id = QStringLiteral("c%1-%2").arg(seed).arg(i);
        c.name = QStringLiteral("Config %1").arg(i);
        c.gpuId = QStringLiteral("h100-sxm-80gb");
        c.gpuCount = 8 + seed % 3;
        c.tensorParallel = 4;
        c.pipelineParallel = 2;
        p.configurations.append(c);
    }
    for (int i = 0; i < deployments; ++i) {
        Deployment d;
        d.id = QStringLiteral("d%1-%2").arg(seed).arg(i);
        d.configurationId = p.configurations[i % configurations].id;
        d.modelId = QStringLiteral("llama-3.1-70b");
        d.mode = i % 3 == 0 ? DeploymentMode::Lora : DeploymentMode::Inference;
        d.weights = i % 2 ? WeightFormat::Fp8 : WeightFormat::Bf16;
        d.kv = KvFormat::Fp8;
        d.engine = i % 2 ? EngineKind::SgLang : EngineKind::Vllm;
        d.memoryFraction = 0.9;
        d.workload.concurrentSequences = 1 + i + seed;
        d.workload.contextTokens = 1024 * (1 + i % 8);
        d.workload.inputTokens = i;
        d.workload.outputTokens = 2 * i;
        d.workload.tpotTargetMs = 12.5 + seed;
        d.workload.ttftTargetMs = 0.1 * i;
        d.workload.requestsPerSecond = 1.0 / 3.0;
        d.training.optimizer = Optimizer::AdamW8bit;
        d.training.microBatch = 2;
        d.training.zeroStage = 3;
        d.training.loraTargets = LoraTargets::Mlp;
        d.training.offload = TrainingOffload::Optimizer;
        d.training.gradientCheckpointing = true;
        d.batchTier = i % 5 == 0;
        if (i % 2 == 1) { // engine constant overrides; an id of a newer version is kept
            d.engineOverrides.insert(QStringLiteral("mbu"), 0.61 + seed * 1e-3);
            d.engineOverrides.insert(QStringLiteral("max_batch"), 64 + i);
        }
        if (i % 4 == 3)
            d.engineOverrides.insert(QStringLiteral("future_knob"), -1.0 / 3.0);
        p.deployments.append(d);
    }
    p.cost.currency = Currency::Eur;
    p.cost.utilization = 0.7 + seed * 1e-3;
    p.cost.horizonMonths = 48;
    p.cost.resellAtHorizon = true;
    p.priceBook.append({QStringLiteral("h100-sxm-80gb"), QStringLiteral("cloud"),
                        QStringLiteral("on-demand"), Money {2.99, Currency::Usd}, QDate(2025, 5, 1),
                        QStringLiteral("price page")});
    p.exchangeRates.append(
            {Currency::Usd, Currency::Eur, 0.92, QDate(2025, 5, 1), QStringLiteral("ECB")});
    GpuSpec gpu;
    gpu.id = QStringLiteral("my-gpu");
    gpu.name = QStringLiteral("My GPU");
    gpu.marketedMemoryBytes = 48'000'000'000;
    gpu.memoryBandwidthBytesPerSecond = 1e12;
    gpu.bf16Flops = 1e14;
    p.customGpus.append(gpu);
    p.layout.settings.insert(QStringLiteral("chart/rentVsBuy/configuration"),
                             p.configurations.first().id);
    return p;
}

/** Calls `use` with a connection of its own to the file at `path`, as another tool would. */
template<typename Use>
auto withDatabase(const QString &path, Use use)
{
    const QString name = QUuid::createUuid().toString();
    auto result = [&] {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        auto r = use(db);
        db.close();
        return r;
    }();
    QSqlDatabase::removeDatabase(name);
    return result;
}

/** Runs SQL on a file directly, as another tool (or an attacker) would. */
inline bool execSql(const QString &path, const QStringList &statements)
{
    return withDatabase(path, [&statements](QSqlDatabase &db) {
        bool ok = db.open();
        for (const QString &sql : statements) {
            QSqlQuery q(db);
            if (ok && !q.exec(sql)) {
                qWarning("%s", qPrintable(q.lastError().text()));
                ok = false;
            }
        }
        return ok;
    });
}

/** SELECT count(*) FROM `from` on a file directly; -1 when the query fails. */
inline int countRows(const QString &path, const QString &from)
{
    return withDatabase(path, [&from](QSqlDatabase &db) {
        QSqlQuery q(db);
        const int count = db.open() && q.exec(QStringLiteral("SELECT count(*) FROM ") + from)
                        && q.next()
                ? q.value(0).toInt()
                : -1;
        q.finish();
        return count;
    });
}

inline QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
