#include "headroomtest.h"
#include "units/money.h"

#include <QTest>

using namespace Headroom;

/** Exchange conversion: exact with a rate, round-trips, picks the latest dated rate. */
class TestMoney : public QObject
{
    Q_OBJECT

private slots:
    void convertExact_data();
    void convertExact();
    void latestRateWins();
    void viaThirdCurrency();
    void missingRate();
};

void TestMoney::convertExact_data()
{
    QTest::addColumn<double>("amount");
    QTest::addColumn<double>("rate");
    QTest::addColumn<double>("expected");
    // rates chosen as illustrations (not quotes); dyadic rates make x * r and / r exact in IEEE
    QTest::newRow("USD->EUR at 0.5") << 40000.0 << 0.5 << 20000.0;
    QTest::newRow("USD->EUR at 0.875") << 2.5 << 0.875 << 2.1875;
    QTest::newRow("USD->RUB at 80") << 2.5 << 80.0 << 200.0;
    QTest::newRow("USD->PLN at 4") << 1.25 << 4.0 << 5.0;
}

void TestMoney::convertExact()
{
    QFETCH(double, amount);
    QFETCH(double, rate);
    QFETCH(double, expected);
    const QList<ExchangeRate> rates {
            {Currency::Usd, Currency::Eur, rate, QDate(2026, 1, 2), QStringLiteral("test")}};
    const auto there = convert(Money {amount, Currency::Usd}, Currency::Eur, rates);
    QVERIFY(there.has_value());
    QCOMPARE(there->currency, Currency::Eur);
    QCOMPARE(there->amount, expected); // exact
    const auto back = convert(*there, Currency::Usd, rates); // inverse rate
    QVERIFY(back.has_value());
    QCOMPARE(*back, (Money {amount, Currency::Usd}));
    QCOMPARE(inverse(rates.first()).rate, 1.0 / rate);
    const auto same = convert(Money {amount, Currency::Usd}, Currency::Usd, {});
    QCOMPARE(*same, (Money {amount, Currency::Usd}));
}

void TestMoney::latestRateWins()
{
    const QList<ExchangeRate> rates {
            {Currency::Usd, Currency::Eur, 0.5, QDate(2025, 1, 1), QStringLiteral("old")},
            {Currency::Eur, Currency::Usd, 1.25, QDate(2026, 1, 1), QStringLiteral("new, inverse")},
    };
    const auto eur = convert(Money {10, Currency::Usd}, Currency::Eur, rates);
    QVERIFY(eur.has_value());
    QCOMPARE(eur->amount, 8.0); // 10 / 1.25
}

void TestMoney::viaThirdCurrency()
{
    const QList<ExchangeRate> rates {
            {Currency::Eur, Currency::Usd, 1.25, QDate(2026, 1, 1), {}},
            {Currency::Usd, Currency::Pln, 4.0, QDate(2026, 1, 1), {}},
    };
    const auto pln = convert(Money {8, Currency::Eur}, Currency::Pln, rates);
    QVERIFY(pln.has_value());
    QCOMPARE(*pln, (Money {40, Currency::Pln}));
}

void TestMoney::missingRate()
{
    QVERIFY(!convert(Money {1, Currency::Usd}, Currency::Rub, {}).has_value());
    const QList<ExchangeRate> bad {{Currency::Usd, Currency::Rub, 0, QDate(2026, 1, 1), {}}};
    QVERIFY(!convert(Money {1, Currency::Usd}, Currency::Rub, bad).has_value());
}

HEADROOM_TEST_APPLESS_MAIN(TestMoney)
#include "tst_money.moc"
