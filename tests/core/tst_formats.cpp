#include "headroomtest.h"
#include "spec/formats.h"
#include "units/bytes.h"
#include "units/money.h"

#include <QTest>

using namespace Headroom;

class TestFormats : public QObject
{
    Q_OBJECT

private slots:
    void weightIdsRoundTrip()
    {
        const QList<WeightFormat> formats = allWeightFormats();
        QCOMPARE(formats.size(), 17); // + nvfp4, mxfp4
        for (WeightFormat f : formats) {
            const QString id = weightFormatId(f);
            QVERIFY2(!id.isEmpty(), "every format has an id");
            QCOMPARE(id, id.toLower());
            QCOMPARE(weightFormatFromId(id), std::optional<WeightFormat>(f));
            QVERIFY(!weightFormatName(f).isEmpty());
        }
        QCOMPARE(weightFormatFromId(u"Q4_K_M"),
                 std::optional<WeightFormat>(WeightFormat::GgufQ4_K_M));
        QCOMPARE(weightFormatFromId(u"int4-awq"),
                 std::optional<WeightFormat>(WeightFormat::Int4Awq));
        QVERIFY(!weightFormatFromId(u"int3").has_value());
    }

    void kvAndEngineIds()
    {
        for (KvFormat f : allKvFormats())
            QCOMPARE(kvFormatFromId(kvFormatId(f)), std::optional<KvFormat>(f));
        for (EngineKind e : allEngines())
            QCOMPARE(engineFromId(engineId(e)), std::optional<EngineKind>(e));
        QCOMPARE(engineId(EngineKind::TensorRtLlm), QStringLiteral("trtllm"));
        QCOMPARE(engineId(EngineKind::LlamaCpp), QStringLiteral("llamacpp"));
        QVERIFY(!engineFromId(u"ollama").has_value());
    }

    void byteUnits()
    {
        // An "80 GB" H100 reports 79.18 GiB: GB and GiB differ by 7.4 %.
        QCOMPARE(kGiB, std::int64_t(1073741824));
        QCOMPARE(kGB, std::int64_t(1000000000));
        QVERIFY(qAbs(toGiB(80 * kGB) - 74.506) < 0.001);
        QCOMPARE(fromGiB(1.5), std::int64_t(1610612736));
    }

    void currencies()
    {
        QCOMPARE(currencyCode(Currency::Rub), QStringLiteral("RUB"));
        QCOMPARE(currencyFromCode(u"pln"), std::optional<Currency>(Currency::Pln));
        QVERIFY(!currencyFromCode(u"BTC").has_value());
    }
};

HEADROOM_TEST_APPLESS_MAIN(TestFormats)
#include "tst_formats.moc"
