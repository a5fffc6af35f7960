// When to buy (cost/fleettiming.h): the dynamic programme against every purchase schedule of
// small cases, cases worked by hand, and refusals.

#include "cost/fleettiming.h"
#include "headroomtest.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>
#include <functional>

using namespace Headroom;

namespace {

TimingInputs flat(const QList<int> &demand, double price, double rent)
{
    TimingInputs in;
    in.demand = demand;
    for (qsizetype t = 0; t < demand.size(); ++t) {
        in.purchasePrice.append(price);
        in.rentPrice.append(rent);
        in.residualAtEnd.append(0);
    }
    return in;
}

/** The least present cost over every schedule buying 0 .. most GPUs in each period. */
double bruteForce(const TimingInputs &in, int most)
{
    QList<int> bought(in.demand.size(), 0);
    double least = std::numeric_limits<double>::infinity();
    const std::function<void(qsizetype)> visit = [&](qsizetype t) {
        if (t == bought.size()) {
            least = std::min(least, timingPresentCost(in, bought));
            return;
        }
        for (int b = 0; b <= most; ++b) {
            bought[t] = b;
            visit(t + 1);
        }
    };
    visit(0);
    return least;
}

} // namespace

class TestFleetTiming : public QObject
{
    Q_OBJECT

private slots:
    void workedByHand()
    {
        // 2 GPUs for 3 periods: buying at 10 beats renting at 4 a period (12), not at 3 (9)
        const auto buy = planPurchases(flat({2, 2, 2}, 10, 4));
        QVERIFY(buy);
        QCOMPARE(buy->bought, QList<int>({2, 0, 0}));
        QCOMPARE(buy->rented, QList<int>({0, 0, 0}));
        QCOMPARE(buy->presentCost, 20.0);
        const auto rent = planPurchases(flat({2, 2, 2}, 10, 3));
        QVERIFY(rent);
        QCOMPARE(rent->bought, QList<int>({0, 0, 0}));
        QCOMPARE(rent->rented, QList<int>({2, 2, 2}));
        QCOMPARE(rent->presentCost, 18.0);
        // a lead time of one period: bought in period 0 to serve from period 1; the first
        // period's demand is rented
        TimingInputs lead = flat({1, 3, 3}, 5, 4);
        lead.leadPeriods = 1;
        const auto led = planPurchases(lead);
        QVERIFY(led);
        QCOMPARE(led->bought, QList<int>({3, 0, 0}));
        QCOMPARE(led->owned, QList<int>({0, 3, 3}));
        QCOMPARE(led->rented, QList<int>({1, 0, 0}));
        QCOMPARE(led->presentCost, 3 * 5.0 + 4.0);
        // GPUs owned before the plan serve first; a residual value at the end pays back part
        TimingInputs owned = flat({3, 3}, 10, 4);
        owned.initialOwned = 2;
        owned.residualAtEnd = {6, 6};
        const auto kept = planPurchases(owned);
        QVERIFY(kept);
        QCOMPARE(kept->bought, QList<int>({1, 0})); // 10 - 6 = 4 < 8 of renting
        QCOMPARE(kept->presentCost, 4.0);
    }

    void discountedFlows()
    {
        // at 10 % a period, renting 2 periods at 5.5 costs 5 + 4.5454... against buying at 10
        TimingInputs in = flat({1, 1}, 10, 5.5);
        in.ratePerPeriod = 0.10;
        const auto plan = planPurchases(in);
        QVERIFY(plan);
        QCOMPARE(plan->bought, QList<int>({0, 0}));
        QVERIFY(std::abs(plan->presentCost - (5.5 / 1.1 + 5.5 / 1.21)) < 1e-12);
    }

    void matchesEverySchedule()
    {
        // random small plans: the programme's cost is the least over every schedule, and every
        // period's demand is served (owned + rented)
        QRandomGenerator random(29031);
        int compared = 0, bought = 0;
        for (int c = 0; c < 300; ++c) {
            TimingInputs in;
            const int periods = 1 + int(random.bounded(4));
            for (int t = 0; t < periods; ++t) {
                in.demand.append(int(random.bounded(5)));
                const double price = 5 + random.bounded(15.0);
                in.purchasePrice.append(price);
                in.rentPrice.append(1 + random.bounded(5.0));
                in.residualAtEnd.append(random.bounded(0.6) * price);
            }
            in.ownCostPerPeriod = random.bounded(1.0);
            in.leadPeriods = int(random.bounded(2));
            in.ratePerPeriod = random.bounded(0.05);
            in.initialOwned = int(random.bounded(3));
            const auto plan = planPurchases(in);
            QVERIFY(plan);
            const double least = bruteForce(in, 4);
            QVERIFY2(std::abs(plan->presentCost - least) <= 1e-9 * std::max(1.0, least),
                     qPrintable(QStringLiteral("case %1: %2 against %3")
                                        .arg(c)
                                        .arg(plan->presentCost, 0, 'g', 12)
                                        .arg(least, 0, 'g', 12)));
            QCOMPARE(plan->presentCost, timingPresentCost(in, plan->bought));
            for (int t = 0; t < periods; ++t)
                QVERIFY(plan->owned[t] + plan->rented[t] >= in.demand[t]);
            for (int b : plan->bought)
                bought += b;
            ++compared;
        }
        QCOMPARE(compared, 300);
        QVERIFY(bought > 50); // the cases buy as well as rent
    }

    void refusesWhatCannotBePlanned()
    {
        TimingInputs shortPrices = flat({1, 1}, 10, 4);
        shortPrices.rentPrice.removeLast();
        QVERIFY(!planPurchases(shortPrices));
        QVERIFY(!planPurchases(flat({1, -1}, 10, 4)));
        QVERIFY(!planPurchases(flat({1}, -10, 4)));
        TimingInputs rate = flat({1}, 10, 4);
        rate.ratePerPeriod = -1;
        const auto refused = planPurchases(rate);
        QVERIFY(!refused);
        QVERIFY(!refused.error().message.isEmpty());
        TimingInputs lead = flat({1}, 10, 4);
        lead.leadPeriods = -1;
        QVERIFY(!planPurchases(lead));
        const auto none = planPurchases(TimingInputs {});
        QVERIFY(none && none->bought.isEmpty() && none->presentCost == 0);
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestFleetTiming)
#include "tst_fleettiming.moc"
