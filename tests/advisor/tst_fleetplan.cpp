// A plan over time (advisor/fleetplan.h): each period sized by the advisor for its demand, the
// purchases never leaving a period short, and finance's figures consistent with the present
// costs (docs/cost-model.md, "A plan over time").

#include "advisedworkloads.h"
#include "advisor/fleetplan.h"
#include "catalog/catalog.h"
#include "cost/finance.h"
#include "headroomtest.h"
#include "plan/project.h"

#include <QTest>

#include <cmath>

using namespace Headroom;

class TestFleetPlan : public QObject
{
    Q_OBJECT

    Catalog m_catalog = *Catalog::builtin();

    static AdvisorWorkload chat()
    {
        AdvisorWorkload w;
        w.models.append(users(u"llama-3.1-8b"_qs, 100, 50.0, 2000.0));
        return w;
    }
    static AdvisorCandidate h100()
    {
        AdvisorCandidate c;
        c.gpuId = u"h100-sxm-80gb"_qs;
        return c;
    }

private slots:
    void growingDemandIsServedEveryPeriod()
    {
        // 100 users tripling a year, three years by quarter
        FleetSettings settings;
        const auto plan = planFleet(m_catalog, Project {}, chat(), h100(), {100, 2.0, 1.0, {}},
                                    settings);
        QVERIFY2(plan, plan ? "" : qPrintable(plan.error().message));
        QCOMPARE(plan->periods.size(), 12);
        for (const FleetPeriod &p : plan->periods)
            qInfo("users %6.0f  GPUs %3d  bought %3d  owned %3d  rented %3d  capital %8.0f  "
                  "rent %7.0f  upkeep %6.0f",
                  p.demand, p.gpusNeeded, p.bought, p.owned, p.rented, p.capital, p.rent, p.upkeep);
        qInfo("present cost %.0f, renting all %.0f, IRR %.2f %% a quarter, payback %.1f quarters",
              plan->presentCost, plan->presentCostRentingAll, 100 * plan->irrPerPeriod.value_or(0),
              plan->paybackPeriods.value_or(-1));
        for (int t = 0; t < 12; ++t) {
            const FleetPeriod &p = plan->periods[t];
            QVERIFY(p.owned + p.rented >= p.gpusNeeded); // never short
            if (t > 0)
                QVERIFY(p.gpusNeeded >= plan->periods[t - 1].gpusNeeded);
        }
        // each period's GPUs are the advisor's sizing of that period's users
        for (int t : {0, 5, 11}) {
            AdvisorWorkload w = chat();
            w.models[0].users = int(std::ceil(100 * std::pow(3.0, t / 4.0) - 1e-9));
            const auto part = sizeCandidate(m_catalog, Project {}, w, h100());
            QVERIFY(part);
            QCOMPARE(plan->periods[t].gpusNeeded, part->gpus);
        }
        QVERIFY(plan->periods.last().gpusNeeded > plan->periods.first().gpusNeeded);
        // depreciation: what was bought is charged or still on the books, every period; the
        // GPU bought first depreciates once in service, the next quarter, a twentieth of its
        // price a quarter (5 years)
        double capital = 0, charged = 0;
        for (const FleetPeriod &p : plan->periods) {
            capital += p.capital;
            charged += p.depreciation;
            QVERIFY(std::abs(charged + p.bookValue - capital) <= 1e-6 * capital);
        }
        QCOMPARE(plan->periods.first().bought, 1);
        QCOMPARE(plan->periods.first().depreciation, 0.0);
        QCOMPARE(plan->periods[1].bought, 0);
        QVERIFY(std::abs(plan->periods[1].depreciation - plan->periods.first().capital / 20)
                <= 1e-9 * plan->periods.first().capital);
        // the savings' present value is what renting everything costs more than the plan
        const double r = periodRate(settings.discountRatePerYear, settings.periodsPerYear);
        QVERIFY(std::abs(netPresentValue(r, plan->savings)
                         - (plan->presentCostRentingAll - plan->presentCost))
                <= 1e-9 * plan->presentCostRentingAll);
        QVERIFY(plan->presentCost <= plan->presentCostRentingAll + 1e-9); // renting is a plan too
        int bought = 0;
        for (const FleetPeriod &p : plan->periods)
            bought += p.bought;
        if (bought > 0) {
            QVERIFY(plan->irrPerPeriod);
            QVERIFY(std::abs(netPresentValue(*plan->irrPerPeriod, plan->savings))
                    < 1e-6 * plan->presentCostRentingAll);
        }
    }

    void flatDemandNeedsTheSameEachPeriod()
    {
        FleetSettings settings;
        settings.periods = 8;
        const auto plan = planFleet(m_catalog, Project {}, chat(), h100(), {100, 0, 1.0, {}},
                                    settings);
        QVERIFY(plan);
        for (const FleetPeriod &p : plan->periods)
            QCOMPARE(p.gpusNeeded, plan->periods.first().gpusNeeded);
        // no purchase arrives in time for the first period (a lead of one): it rents
        QCOMPARE(plan->periods.first().owned, 0);
        QCOMPARE(plan->periods.first().rented, plan->periods.first().gpusNeeded);
    }

    void refusesWhatCannotBePlanned()
    {
        FleetSettings settings;
        settings.periods = 0;
        QVERIFY(!planFleet(m_catalog, Project {}, chat(), h100(), {100, 0, 1, {}}, settings));
        settings.periods = 8;
        settings.periodsPerYear = 5;
        QVERIFY(!planFleet(m_catalog, Project {}, chat(), h100(), {100, 0, 1, {}}, settings));
        settings.periodsPerYear = 4;
        settings.depreciationYears = 0;
        QVERIFY(!planFleet(m_catalog, Project {}, chat(), h100(), {100, 0, 1, {}}, settings));
        settings.depreciationYears = 5;
        AdvisorCandidate nobody = h100();
        nobody.modelIndex = 3;
        QVERIFY(!planFleet(m_catalog, Project {}, chat(), nobody, {100, 0, 1, {}}, settings));
        AdvisorCandidate nowhere = h100();
        nowhere.gpuId = u"no-such-gpu"_qs;
        const auto refused = planFleet(m_catalog, Project {}, chat(), nowhere, {100, 0, 1, {}},
                                       settings);
        QVERIFY(!refused);
        QVERIFY(!refused.error().message.isEmpty());
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestFleetPlan)
#include "tst_fleetplan.moc"
