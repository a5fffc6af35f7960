// The Catalog class (lookup, user entries, load errors) and `headroom-cli catalog` through the
// real executable.
#include "catalog/catalog.h"
#include "clitestutil.h"
#include "headroomtest.h"
#include "spec/specjson.h"

#include <QJsonArray>
#include <QTest>

using namespace Headroom;

namespace {

QByteArray document(const char *key, const QJsonArray &entries, int schema = 1)
{
    QJsonObject root;
    root.insert(QStringLiteral("schema"), schema);
    root.insert(QLatin1StringView(key), entries);
    return QJsonDocument(root).toJson();
}

QJsonObject minimalGpu(const QString &id)
{
    GpuSpec g;
    g.id = id;
    g.name = id;
    g.marketedMemoryBytes = 24'000'000'000;
    g.memoryBandwidthBytesPerSecond = 1e12;
    return gpuSpecToJson(g);
}

QJsonObject minimalModel(const QString &id)
{
    ModelSpec m;
    m.id = id;
    m.name = id;
    m.layers = 2;
    m.hidden = 64;
    m.heads = 4;
    m.kvHeads = 4;
    m.headDim = 16;
    m.vocab = 100;
    return modelSpecToJson(m);
}

} // namespace

class TestCatalog : public QObject
{
    Q_OBJECT

private slots:
    void builtinLoads()
    {
        const auto catalog = Catalog::builtin();
        QVERIFY2(catalog, qPrintable(catalog ? QString() : catalog.error().message));
        QVERIFY(catalog->gpu(QStringLiteral("h100-sxm-80gb")));
        QCOMPARE(catalog->gpu(QStringLiteral("h100-sxm-80gb"))->marketedMemoryBytes,
                 std::int64_t(80'000'000'000));
        QVERIFY(catalog->model(QStringLiteral("llama-3.1-8b")));
        QVERIFY(!catalog->gpu(QStringLiteral("llama-3.1-8b")));
        QVERIFY(!catalog->model(QStringLiteral("no-such-model")));
        QVERIFY(catalog->isBuiltin(QStringLiteral("h100-sxm-80gb")));
        QVERIFY(!catalog->isBuiltin(QStringLiteral("no-such-model")));
    }

    void validIds_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("valid");
        QTest::newRow("plain") << QStringLiteral("h100-sxm-80gb") << true;
        QTest::newRow("dots") << QStringLiteral("llama-3.1-8b") << true;
        QTest::newRow("upper") << QStringLiteral("H100") << false;
        QTest::newRow("space") << QStringLiteral("h100 sxm") << false;
        QTest::newRow("double hyphen") << QStringLiteral("a--b") << false;
        QTest::newRow("trailing hyphen") << QStringLiteral("a-") << false;
        QTest::newRow("empty") << QString() << false;
    }
    void validIds()
    {
        QFETCH(QString, id);
        QFETCH(bool, valid);
        QCOMPARE(Catalog::isValidId(id), valid);
    }

    void builtinEntriesCannotBeReplaced()
    {
        auto catalog = *Catalog::builtin();
        GpuSpec h100 = *catalog.gpu(QStringLiteral("h100-sxm-80gb"));
        h100.memoryBandwidthBytesPerSecond = 1;
        const auto replaced = catalog.addCustomGpu(h100);
        QVERIFY(!replaced);
        QVERIFY(replaced.error().message.contains(QStringLiteral("h100-sxm-80gb-custom")));
        QVERIFY(catalog.gpu(QStringLiteral("h100-sxm-80gb"))->memoryBandwidthBytesPerSecond > 1);

        // Editing a built-in entry saves a copy under a new id.
        h100.id = catalog.customIdFor(h100.id);
        QCOMPARE(h100.id, QStringLiteral("h100-sxm-80gb-custom"));
        const qsizetype before = catalog.gpus().size();
        QVERIFY(catalog.addCustomGpu(h100));
        QCOMPARE(catalog.gpus().size(), before + 1);
        QVERIFY(!catalog.isBuiltin(h100.id));
        QCOMPARE(catalog.gpu(h100.id)->memoryBandwidthBytesPerSecond, 1.0);
        QCOMPARE(catalog.customIdFor(QStringLiteral("h100-sxm-80gb")),
                 QStringLiteral("h100-sxm-80gb-custom-2"));
        // A user entry can be replaced and removed; a built-in one cannot be removed.
        h100.memoryBandwidthBytesPerSecond = 2;
        QVERIFY(catalog.addCustomGpu(h100));
        QCOMPARE(catalog.gpus().size(), before + 1);
        QCOMPARE(catalog.gpu(h100.id)->memoryBandwidthBytesPerSecond, 2.0);
        QVERIFY(catalog.removeCustom(h100.id));
        QVERIFY(!catalog.removeCustom(QStringLiteral("h100-sxm-80gb")));
        QCOMPARE(catalog.gpus().size(), before);

        ModelSpec llama = *catalog.model(QStringLiteral("llama-3.1-8b"));
        QVERIFY(!catalog.addCustomModel(llama));
        llama.id = catalog.customIdFor(llama.id);
        QVERIFY(catalog.addCustomModel(llama));
        QVERIFY(catalog.model(QStringLiteral("llama-3.1-8b-custom")));
        // beyond what a real model can be: refused, the field named, the entry kept as it was
        ModelSpec huge = llama;
        huge.layers = 10'000'000;
        const auto refused = catalog.addCustomModel(huge);
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.contains(QStringLiteral("'num_layers' is 10000000")),
                 qPrintable(refused.error().message));
        QCOMPARE(catalog.model(llama.id)->layers, llama.layers);
    }

    void customEntriesRoundTrip()
    {
        auto catalog = *Catalog::builtin();
        GpuSpec g = *catalog.gpu(QStringLiteral("rtx-4090-24gb"));
        g.id = catalog.customIdFor(g.id);
        g.streetPriceUsd = 1234;
        QVERIFY(catalog.addCustomGpu(g));
        ModelSpec m = *catalog.model(QStringLiteral("qwen3-8b"));
        m.id = QStringLiteral("my-qwen3-8b");
        QVERIFY(catalog.addCustomModel(m));
        const QJsonObject saved = catalog.customToJson();
        QCOMPARE(saved.value(QStringLiteral("gpus")).toArray().size(), 1);
        QCOMPARE(saved.value(QStringLiteral("models")).toArray().size(), 1);

        auto fresh = *Catalog::builtin();
        QVERIFY(fresh.customGpus().isEmpty());
        QVERIFY(fresh.addCustomFromJson(saved));
        QCOMPARE(fresh.customGpus(), QList<GpuSpec> {g});
        QCOMPARE(fresh.customModels(), QList<ModelSpec> {m});
        QCOMPARE(fresh.gpus().size(), catalog.gpus().size());

        // A document that would replace a built-in entry is refused as a whole.
        QJsonObject bad = saved;
        QJsonArray models = bad.value(QStringLiteral("models")).toArray();
        QJsonObject builtinCopy = models.at(0).toObject();
        builtinCopy.insert(QStringLiteral("id"), QStringLiteral("qwen3-8b"));
        models.append(builtinCopy);
        bad.insert(QStringLiteral("models"), models);
        auto other = *Catalog::builtin();
        const auto result = other.addCustomFromJson(bad);
        QVERIFY(!result);
        QVERIFY2(result.error().message.contains(QStringLiteral("qwen3-8b")),
                 qPrintable(result.error().message));
        QVERIFY(other.customGpus().isEmpty());
        QVERIFY(other.customModels().isEmpty());
    }

    void customEntriesAreChecked()
    {
        auto catalog = *Catalog::builtin();
        GpuSpec g = *catalog.gpu(QStringLiteral("l4-24gb"));
        g.id = QStringLiteral("My GPU");
        QVERIFY(!catalog.addCustomGpu(g));
        g.id = QStringLiteral("llama-3.1-8b"); // a model's id
        QVERIFY(!catalog.addCustomGpu(g));
        g.id = QStringLiteral("my-gpu");
        g.marketedMemoryBytes = 0;
        g.usableMemoryBytes = 0;
        QVERIFY(!catalog.addCustomGpu(g));
    }

    void loadErrorsNameTheEntry_data()
    {
        QTest::addColumn<QByteArray>("gpus");
        QTest::addColumn<QByteArray>("models");
        QTest::addColumn<QString>("expected");
        const QByteArray goodGpus = document("gpus", {minimalGpu(QStringLiteral("gpu-a"))});
        const QByteArray goodModels = document("models", {minimalModel(QStringLiteral("model-a"))});
        QJsonObject badGpu = minimalGpu(QStringLiteral("gpu-bad"));
        badGpu.insert(QStringLiteral("memory_bandwidth_bytes_per_s"), QStringLiteral("fast"));
        QJsonObject badModel = minimalModel(QStringLiteral("model-bad"));
        badModel.insert(QStringLiteral("num_layers"), -1);
        QTest::newRow("bad gpu field")
                << document("gpus", {minimalGpu(QStringLiteral("gpu-a")), badGpu}) << goodModels
                << QStringLiteral("gpu-bad");
        QTest::newRow("bad model field")
                << goodGpus << document("models", {badModel}) << QStringLiteral("model-bad");
        QTest::newRow("bad id") << document("gpus", {minimalGpu(QStringLiteral("GPU A"))})
                                << goodModels << QStringLiteral("GPU A");
        QTest::newRow("duplicate id")
                << goodGpus << document("models", {minimalModel(QStringLiteral("gpu-a"))})
                << QStringLiteral("gpu-a");
        QTest::newRow("no id") << document("gpus", {QJsonObject {}}) << goodModels
                               << QStringLiteral("#1");
        QTest::newRow("schema") << document("gpus", {}, 2) << goodModels << QStringLiteral("2");
        QTest::newRow("not json") << QByteArray("{") << goodModels << QStringLiteral("JSON");
    }
    void loadErrorsNameTheEntry()
    {
        QFETCH(QByteArray, gpus);
        QFETCH(QByteArray, models);
        QFETCH(QString, expected);
        const auto catalog = Catalog::fromJson(gpus, models);
        QVERIFY(!catalog);
        QVERIFY2(catalog.error().message.contains(expected), qPrintable(catalog.error().message));
    }

    void cliListsGpus()
    {
        const CliRun run = runCli({QStringLiteral("catalog"), QStringLiteral("gpus")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QStringLiteral("h100-sxm-80gb")));
        QVERIFY(run.out.contains(QStringLiteral("apple-m2-ultra-192gb")));
        QVERIFY(run.err.isEmpty());
    }

    void cliListsJson_data()
    {
        QTest::addColumn<QString>("what");
        QTest::newRow("gpus") << QStringLiteral("gpus");
        QTest::newRow("models") << QStringLiteral("models");
    }
    void cliListsJson()
    {
        QFETCH(QString, what);
        const CliRun run = runCli({QStringLiteral("catalog"), what, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonDocument doc = QJsonDocument::fromJson(run.out.toUtf8());
        QVERIFY(doc.isArray());
        const auto catalog = *Catalog::builtin();
        const qsizetype expected = what == u"gpus" ? catalog.gpus().size()
                                                   : catalog.models().size();
        QCOMPARE(doc.array().size(), expected);
        for (const QJsonValue &v : doc.array()) {
            if (what == u"gpus")
                QVERIFY(gpuSpecFromJson(v.toObject()));
            else
                QVERIFY(modelSpecFromJson(v.toObject()));
        }
    }

    void cliShow()
    {
        CliRun run = runCli({QStringLiteral("catalog"), QStringLiteral("show"),
                             QStringLiteral("deepseek-v3"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const auto model = modelSpecFromJson(run.json());
        QVERIFY(model);
        QCOMPARE(*model, *Catalog::builtin()->model(QStringLiteral("deepseek-v3")));

        run = runCli({QStringLiteral("catalog"), QStringLiteral("show"),
                      QStringLiteral("h100-sxm-80gb")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QStringLiteral("memory_bytes_marketed: 80000000000")));
    }

    void cliErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("unknown id")
                << QStringList {QStringLiteral("catalog"), QStringLiteral("show"),
                                QStringLiteral("no-such-gpu")};
        QTest::newRow("show without id")
                << QStringList {QStringLiteral("catalog"), QStringLiteral("show")};
        QTest::newRow("unknown subcommand")
                << QStringList {QStringLiteral("catalog"), QStringLiteral("frobnicate")};
        QTest::newRow("unknown option")
                << QStringList {QStringLiteral("catalog"), QStringLiteral("gpus"),
                                QStringLiteral("--bogus")};
        QTest::newRow("extra argument")
                << QStringList {QStringLiteral("catalog"), QStringLiteral("gpus"),
                                QStringLiteral("extra")};
    }
    void cliErrors()
    {
        QFETCH(QStringList, args);
        const CliRun run = runCli(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err.trimmed().count(u'\n'), 0);
        QVERIFY(run.err.startsWith(QStringLiteral("headroom-cli: ")));
    }

    void cliHelp()
    {
        const CliRun run = runCli({QStringLiteral("catalog"), QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QStringLiteral("catalog show")));
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
