// Finance's figures (cost/finance.h) against cases worked by hand (docs/cost-model.md,
// "Finance's figures", holds the first as a spreadsheet would).

#include "cost/finance.h"
#include "headroomtest.h"

#include <QTest>

#include <cmath>

using namespace Headroom;

namespace {

bool near(double a, double b, double tolerance = 1e-9)
{
    return std::abs(a - b) <= tolerance * std::max(1.0, std::abs(b));
}

const QList<double> kWorked {-1000, 300, 400, 500}; // buy for 1000, then save 300, 400, 500

} // namespace

class TestFinance : public QObject
{
    Q_OBJECT

private slots:
    void presentValueOfTheWorkedExample()
    {
        // 300 / 1.1 + 400 / 1.21 + 500 / 1.331 - 1000 = 272.7273 + 330.5785 + 375.6574 - 1000
        QVERIFY(near(netPresentValue(0.10, kWorked), -21.0368144252443));
        QVERIFY(near(netPresentValue(0.0, kWorked), 200.0));
        QCOMPARE(netPresentValue(0.10, {}), 0.0);
    }

    void periodRateCompoundsToTheAnnual()
    {
        // 1.1^(1/4) - 1 per quarter: 110 at the end of the year is worth 100 now
        QVERIFY(near(periodRate(0.10, 4), 0.0241136890844451));
        QVERIFY(near(netPresentValue(periodRate(0.10, 4), {-100, 0, 0, 0, 110}), 0.0, 1e-12));
        QVERIFY(near(periodRate(0.10, 1), 0.10));
    }

    void internalRateOfReturn_data()
    {
        QTest::addColumn<QList<double>>("flows");
        QTest::addColumn<double>("rate"); // NaN: none
        const double none = std::nan("");
        QTest::addRow("worked example") << kWorked << 0.0889633946933; // NPV(r) = 0, bisected
        QTest::addRow("one period") << QList<double> {-100, 110} << 0.10;
        QTest::addRow("a loss") << QList<double> {-100, 90} << -0.10;
        // -100 + 230 x - 132 x^2 = 0, x = 1 / (1 + r): x = 10/11 or 5/6, rates 10 % and 20 %;
        // the one nearer 0
        QTest::addRow("two roots") << QList<double> {-100, 230, -132} << 0.10;
        QTest::addRow("never paid back") << QList<double> {-100, 0, 0, 0} << none;
        QTest::addRow("all income") << QList<double> {100, 50} << none;
        QTest::addRow("nothing") << QList<double> {} << none;
        // a steep one: -1 then 10^4 a period later is 999,900 %
        QTest::addRow("steep") << QList<double> {-1, 1e4} << 9999.0;
    }

    void internalRateOfReturn()
    {
        QFETCH(QList<double>, flows);
        QFETCH(double, rate);
        const std::optional<double> irr = Headroom::internalRateOfReturn(flows);
        if (std::isnan(rate)) {
            QVERIFY(!irr);
            return;
        }
        QVERIFY(irr);
        QVERIFY2(near(*irr, rate, 1e-9), qPrintable(QString::number(*irr, 'g', 15)));
        QVERIFY(std::abs(netPresentValue(*irr, flows)) < 1e-6 * std::abs(flows.first()));
    }

    void straightLineDepreciationToSalvage()
    {
        // 100,000 to 10,000 over 3 years, quarterly: 7,500 a quarter for 12 quarters, then none
        const DepreciationSchedule three = straightLineDepreciation(100000, 10000, 3, 4, 16);
        QCOMPARE(three.charge.size(), 16);
        for (int t = 0; t < 12; ++t)
            QVERIFY(near(three.charge[t], 7500));
        for (int t = 12; t < 16; ++t)
            QCOMPARE(three.charge[t], 0.0);
        QVERIFY(near(three.bookValue[0], 92500));
        QVERIFY(near(three.bookValue[11], 10000));
        QVERIFY(near(three.bookValue[15], 10000));
        // 5.5 years monthly: 66 months of 90,000 / 66
        const DepreciationSchedule meta = straightLineDepreciation(100000, 10000, 5.5, 12, 72);
        QVERIFY(near(meta.charge[65], 90000.0 / 66));
        QCOMPARE(meta.charge[66], 0.0);
        // a life that ends within a period: 1.1 years quarterly is 4.4 quarters, the fifth
        // charges the last 0.4 of one
        const DepreciationSchedule odd = straightLineDepreciation(4400, 0, 1.1, 4, 6);
        QVERIFY(near(odd.charge[3], 1000));
        QVERIFY(near(odd.charge[4], 400));
        QCOMPARE(odd.charge[5], 0.0);
        QVERIFY(near(odd.bookValue[5], 0, 1e-12));
    }

    void paybackPeriodInterpolates()
    {
        // cumulative -1000, -700, -300, +200: paid back 300 / 500 of the way through period 3
        QVERIFY(near(*paybackPeriod(kWorked), 2.6));
        QVERIFY(near(*paybackPeriod({-1000, 1000}), 1.0));
        QCOMPARE(*paybackPeriod({50, -10}), 0.0);
        QVERIFY(!paybackPeriod({-1000, 100}));
    }

    void presetsAreTheHyperscalersLives()
    {
        QList<double> years;
        for (const DepreciationLife &life : depreciationLifePresets()) {
            years.append(life.years);
            QVERIFY(QByteArray(life.source).contains("years"));
        }
        QCOMPARE(years, QList<double>({3.0, 5.0, 5.5, 6.0}));
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestFinance)
#include "tst_finance.moc"
