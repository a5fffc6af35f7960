// A fleet plan's paths (cost/fleetpaths.h): demand growth, prices that follow price-performance,
// and when a GPU goes on sale, against figures worked by hand.

#include "catalog/catalog.h"
#include "cost/fleetpaths.h"
#include "headroomtest.h"

#include <QTest>

#include <cmath>

using namespace Headroom;

namespace {

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

} // namespace

class TestFleetPaths : public QObject
{
    Q_OBJECT

private slots:
    void demandGrowsPerPeriod()
    {
        // 300 users today, 3x by next year (growth 2.0 a year), quarterly: 300 x 3^(t/4)
        const QList<double> q = demandPerPeriod({300, 2.0, 1.0, {}}, 9, 4);
        QCOMPARE(q.size(), 9);
        QVERIFY(near(q[0], 300));
        QVERIFY(near(q[1], 300 * std::pow(3.0, 0.25)));
        QVERIFY(near(q[4], 900));
        QVERIFY(near(q[8], 2700));
        // the busiest period's 1.5 x the average; typed figures stand for their periods
        const QList<double> typed = demandPerPeriod({300, 2.0, 1.5, {-1, 500}}, 3, 4);
        QVERIFY(near(typed[0], 450));
        QVERIFY(near(typed[1], 750));
        QVERIFY(near(typed[2], 300 * std::pow(3.0, 0.5) * 1.5));
        QVERIFY(demandPerPeriod({300, 0, 1, {}}, 0, 4).isEmpty());
    }

    void pricesFollowPricePerformance()
    {
        QCOMPARE(kMlGpuPricePerformanceDoublingYears, 2.07);
        QCOMPARE(kGpuPricePerformanceDoublingYears, 2.46);
        // monthly over 2.07 years: half the price after 24.84 months; the path is geometric
        const QList<double> monthly = pricePath(30000, 2.07, 40, 12);
        QVERIFY(near(monthly[0], 30000));
        QVERIFY(near(monthly[12], 30000 * std::exp2(-1 / 2.07)));
        QVERIFY(near(monthly[24] * monthly[0], monthly[12] * monthly[12]));
        const QList<double> quarterly = pricePath(30000, 2.0, 9, 4);
        QVERIFY(near(quarterly[8], 15000)); // two years, one doubling
        for (double p : pricePath(30000, 0, 5, 4))
            QCOMPARE(p, 30000.0); // no trend: flat
    }

    void gpusGoOnSaleInTheirLaunchPeriod()
    {
        const QDate start(2026, 1, 1);
        QCOMPARE(firstAvailablePeriod(QDate(2022, 9, 1), start, 4), 0); // on sale already
        QCOMPARE(firstAvailablePeriod(QDate(2026, 3, 1), start, 4), 0); // Jan-Mar
        QCOMPARE(firstAvailablePeriod(QDate(2026, 4, 1), start, 4), 1);
        QCOMPARE(firstAvailablePeriod(QDate(2027, 12, 1), start, 4), 7);
        QCOMPARE(firstAvailablePeriod(QDate(2026, 4, 1), start, 12), 3);
        QCOMPARE(firstAvailablePeriod(QDate(), start, 4), -1);
        // every catalog GPU's launch month reads as a date
        const auto catalog = Catalog::builtin();
        QVERIFY(catalog);
        for (const GpuSpec &gpu : catalog->gpus())
            QVERIFY2(launchMonth(gpu.launch).isValid(), qPrintable(gpu.id + u' ' + gpu.launch));
        QCOMPARE(launchMonth(QStringLiteral("2024-12")), QDate(2024, 12, 1));
        QVERIFY(!launchMonth(QStringLiteral("soon")).isValid());
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestFleetPaths)
#include "tst_fleetpaths.moc"
