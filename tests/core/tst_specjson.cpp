#include "headroomtest.h"
#include "spec/specjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Headroom;

class TestSpecJson : public QObject
{
    Q_OBJECT

private slots:
    void modelRoundTrip()
    {
        ModelSpec m;
        m.id = QStringLiteral("deepseek-v3");
        m.name = QStringLiteral("DeepSeek-V3");
        m.architecture = QStringLiteral("deepseek_v3");
        m.layers = 61;
        m.hidden = 7168;
        m.intermediate = 18432;
        m.heads = 128;
        m.kvHeads = 128;
        m.headDim = 192;
        m.vocab = 129280;
        m.maxContext = 163840;
        m.moe = {256, 8, 1, 3, 2048, 0, true};
        m.mla = {512, 1536, 64, 128, 128};
        m.attentionLayers = {{61, AttentionKind::Full, 0, 0, 0, 0}};
        m.declaredParameters = 671026419200;
        m.provenance = {QStringLiteral("deepseek-ai/DeepSeek-V3 config.json"),
                        QDate(2026, 11, 1),
                        QStringLiteral("high"),
                        {}};
        const auto back = modelSpecFromJson(modelSpecToJson(m));
        QVERIFY2(back.has_value(), qPrintable(back ? QString() : back.error().message));
        QCOMPARE(*back, m);
    }

    void gpuRoundTrip()
    {
        GpuSpec g;
        g.id = QStringLiteral("h100-sxm-80gb");
        g.name = QStringLiteral("H100 SXM 80GB");
        g.marketedMemoryBytes = 80000000000;
        g.usableMemoryBytes = 85017624576; // 79.18 GiB
        g.usableMemorySource = QStringLiteral("torch total_memory=81080MB");
        g.memoryBandwidthBytesPerSecond = 3.35e12;
        g.bf16Flops = 989e12;
        g.rental.onDemandLowUsdPerHour = 1.7;
        g.provenance.asOf = QDate(2026, 3, 1);
        const auto back = gpuSpecFromJson(gpuSpecToJson(g));
        QVERIFY(back.has_value());
        QCOMPARE(*back, g);
        QCOMPARE(back->memoryBytes(), std::int64_t(85017624576));
    }

    void rejectsBadModels_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("needle");
        QTest::newRow("negative layers")
                << QByteArray(R"({"id":"x","num_layers":-4})") << QStringLiteral("num_layers");
        QTest::newRow("string hidden")
                << QByteArray(R"({"id":"x","num_layers":2,"hidden_size":"big"})")
                << QStringLiteral("hidden_size");
        QTest::newRow("huge heads") << QByteArray(
                R"({"id":"x","num_layers":2,"hidden_size":64,"num_attention_heads":1e12})")
                                    << QStringLiteral("num_attention_heads");
        QTest::newRow("heads not multiple") << QByteArray(
                R"({"id":"x","num_layers":2,"hidden_size":64,"num_attention_heads":6,"num_key_value_heads":4,"vocab_size":10})")
                                            << QStringLiteral("KV heads");
        QTest::newRow("groups do not cover") << QByteArray(
                R"({"id":"x","num_layers":4,"hidden_size":64,"num_attention_heads":4,"vocab_size":10,"attention_layers":[{"layers":3,"kind":"full"}]})")
                                             << QStringLiteral("cover");
        QTest::newRow("no id") << QByteArray(
                R"({"num_layers":2,"hidden_size":64,"num_attention_heads":4,"vocab_size":10})")
                               << QStringLiteral("id");
    }

    void rejectsBadModels()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, needle);
        const auto result = modelSpecFromJson(QJsonDocument::fromJson(json).object());
        QVERIFY(!result.has_value());
        QVERIFY2(result.error().message.contains(needle), qPrintable(result.error().message));
    }
};

HEADROOM_TEST_APPLESS_MAIN(TestSpecJson)
#include "tst_specjson.moc"
