#include "cost/costmodel.h"
#include "cost/hybridfleet.h"
#include "headroomtest.h"

#include <QTest>

#include <cmath>

using namespace Headroom;

Q_DECLARE_METATYPE(Headroom::DemandProfile)

/** Tests of the rent-vs-buy model against FORMULAS.md section 6 and closed forms. */
class TestCostModel : public QObject
{
    Q_OBJECT

private slots:
    void paybackClosedForm_data();
    void paybackClosedForm();
    void breakevenUtilizationFormula();
    void curvesMonotone_data();
    void curvesMonotone();
    void ownStartsAtCapex();
    void h100Ranges_data();
    void h100Ranges();
    void threeYearHorizon();
    void hybridMatchesBruteForce_data();
    void hybridMatchesBruteForce();
    void sensitivitySorted();
    void billingGranularity_data();
    void billingGranularity();
    void servingTiers();
    void tokensCost();
    void validation();
    void hybridCurveConsistent();
    void convertedAssumptions();
    void optionsRankedAtAMonth();
};

namespace {

/** Zero opex, no residual, no discounting, no drift: Own(t) = C0, Rent(t) = P u 730 t. */
CostAssumptions bare(double capex, double rent, double u)
{
    CostAssumptions a;
    a.purchasePricePerGpu = capex;
    a.onDemandPricePerGpuHour = rent;
    a.utilization = u;
    a.costOfCapital = 0;
    a.residualPercentAtLife = 0;
    a.powerKwPerGpu = 0;
    a.maintenancePercentPerYear = 0;
    a.staffCostPerGpuYear = 0;
    a.priceDriftPercentPerYear = 0;
    a.horizonMonths = 120;
    return a;
}

} // namespace

void TestCostModel::paybackClosedForm_data()
{
    QTest::addColumn<double>("capex");
    QTest::addColumn<double>("rent");
    QTest::addColumn<double>("utilization");
    // closed form: payback = C0 / (P x 730 x u), tolerance 1e-9 months
    QTest::newRow("H100 $40k at $8/h, u=0.6 (FORMULAS.md 6, 2023 peak)") << 40000.0 << 8.0 << 0.6;
    QTest::newRow("H100 $40k at $2.50/h, u=0.6") << 40000.0 << 2.5 << 0.6;
    QTest::newRow("$50k InfiniBand at $3/h, u=1 (14-month claim, section 7)")
            << 50000.0 << 3.0 << 1.0;
    QTest::newRow("$30k at $12/h, u=0.2") << 30000.0 << 12.0 << 0.2;
}

void TestCostModel::paybackClosedForm()
{
    QFETCH(double, capex);
    QFETCH(double, rent);
    QFETCH(double, utilization);
    const CostAssumptions a = bare(capex, rent, utilization);
    const CostCurves curves = costCurves(a, a.horizonMonths);
    const auto month = crossoverMonth(curves.own, curves.onDemand);
    QVERIFY(month.has_value());
    const double expected = capex / (rent * kHoursPerMonth * utilization);
    QVERIFY2(std::abs(*month - expected) < 1e-9,
             qPrintable(QString::number(*month) + u" vs " + QString::number(expected)));
}

void TestCostModel::breakevenUtilizationFormula()
{
    // u* = F / (P - V), FORMULAS.md section 6; tolerance 1e-12
    CostAssumptions a;
    const OwnershipRates r = ownershipRates(a);
    const auto u = breakevenUtilization(a);
    QVERIFY(u.has_value());
    QCOMPARE(*u, r.fixed() / (a.onDemandPricePerGpuHour - r.variable()));
    // at u*, owning and renting cost the same per wall-clock hour
    const double own = r.fixed() + *u * r.variable();
    const double rent = *u * a.onDemandPricePerGpuHour;
    QVERIFY(std::abs(own - rent) < 1e-12);
    // hand check of the defaults: CRF(10%, 5) = 0.263797 (annuity tables)
    QVERIFY(std::abs(capitalRecoveryFactor(0.10, 5) - 0.2637975) < 1e-6);
    QCOMPARE(capitalRecoveryFactor(0, 4), 0.25);
    // defaults by hand (FORMULAS.md 6 inputs): capital $1.05532/h, colo $0.32137/h, maintenance
    // $0.13699/h; tolerance 1e-5 $/h
    QVERIFY(std::abs(r.capital - 1.0553223) < 1e-5);
    QVERIFY(std::abs(r.colocation - 0.3213699) < 1e-5);
    QVERIFY(std::abs(r.maintenance - 0.1369863) < 1e-5);
    CostAssumptions straight;
    straight.costOfCapital = 0;
    straight.residualPercentAtLife = 20; // R_n = $8000: (40000 - 8000) / (5 x 8760)
    QVERIFY(std::abs(ownershipRates(straight).capital - 32000.0 / (5 * 8760)) < 1e-12);
    a.onDemandPricePerGpuHour = 0.01;
    QVERIFY(!breakevenUtilization(a).has_value());
}

void TestCostModel::curvesMonotone_data()
{
    QTest::addColumn<double>("drift");
    QTest::addColumn<double>("growth");
    QTest::addColumn<int>("months");
    QTest::newRow("defaults, 60 months") << -10.0 << 0.0 << 60;
    QTest::newRow("falling prices, growth, 120 months (replacement at 60)") << -30.0 << 25.0 << 120;
    QTest::newRow("rising prices, 1 month") << 5.0 << 0.0 << 1;
}

void TestCostModel::curvesMonotone()
{
    QFETCH(double, drift);
    QFETCH(double, growth);
    QFETCH(int, months);
    CostAssumptions a;
    a.priceDriftPercentPerYear = drift;
    a.demandGrowthPercentPerYear = growth;
    a.gpuCount = 8;
    a.egressGbPerGpuMonth = 100;
    a.egressPricePerGb = 0.09;
    const CostCurves c = costCurves(a, months);
    for (const QList<double> *curve :
         {&c.own, &c.onDemand, &c.reserved1y, &c.reserved3y, &c.spot, &c.hybrid}) {
        QCOMPARE(curve->size(), months + 1);
        for (qsizetype i = 1; i < curve->size(); ++i)
            QVERIFY((*curve)[i] >= (*curve)[i - 1]);
    }
}

void TestCostModel::ownStartsAtCapex()
{
    CostAssumptions a;
    a.gpuCount = 8;
    const CostCurves c = costCurves(a, 12);
    QCOMPARE(c.own[0], 8 * a.purchasePricePerGpu); // capex paid at month 0
    QCOMPARE(c.onDemand[0], 0.0);
    QCOMPARE(c.reserved1y[12], 8 * 2.10 * 730 * 12); // paid whether used or not
    // resale at the horizon: 10^(-0.14) of C0 back after one year
    a.resellAtHorizon = true;
    const CostCurves sold = costCurves(a, 12);
    QVERIFY(std::abs(c.own[12] - sold.own[12] - 8 * 40000 * std::pow(10.0, -0.14)) < 1e-6);
    // residual 10^(-0.14 t): ~38% at 3 years (FORMULAS.md section 6)
    QVERIFY(std::abs(residualFraction(CostAssumptions {}, 3) - 0.38) < 0.005);
}

void TestCostModel::h100Ranges_data()
{
    QTest::addColumn<double>("price");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    // FORMULAS.md section 6 (public analyses 2023-2026): u* ~20% at hyperscaler $7-12/h,
    // 60-85% at 2025-26 neocloud $2.35-2.65/h; asserted with +-5-10 points of slack.
    QTest::newRow("hyperscaler $7/h") << 7.0 << 0.10 << 0.30;
    QTest::newRow("hyperscaler $12/h") << 12.0 << 0.10 << 0.30;
    QTest::newRow("neocloud $2.35/h") << 2.35 << 0.55 << 0.90;
    QTest::newRow("neocloud $2.65/h") << 2.65 << 0.55 << 0.90;
}

void TestCostModel::h100Ranges()
{
    QFETCH(double, price);
    QFETCH(double, low);
    QFETCH(double, high);
    CostAssumptions a; // public H100 defaults: $40k, 5 y, 10%, 1.275 kW, PUE 1.2, $0.10/kWh
    a.horizonMonths = 36;
    a.onDemandPricePerGpuHour = price;
    const auto u = breakevenUtilization(a);
    QVERIFY(u.has_value());
    QVERIFY2(*u >= low && *u <= high, qPrintable(QString::number(*u)));
}

void TestCostModel::threeYearHorizon()
{
    // At hyperscaler $8/h and 60% use an H100 pays back within the 3-year horizon; at $2.50/h
    // it does not (FORMULAS.md section 7: the 14-month payback needs ~$3/h at full use).
    CostAssumptions a;
    a.horizonMonths = 36;
    a.onDemandPricePerGpuHour = 8;
    CostCurves c = costCurves(a, 36);
    const auto fast = crossoverMonth(c.own, c.onDemand);
    QVERIFY(fast.has_value());
    QVERIFY2(*fast > 10 && *fast < 18, qPrintable(QString::number(*fast)));
    QVERIFY(savingsAtMonth(a, 36) > 0);
    a.onDemandPricePerGpuHour = 2.5;
    c = costCurves(a, 36);
    QVERIFY(!crossoverMonth(c.own, c.onDemand).has_value());
    QVERIFY(savingsAtMonth(a, 36) < 0);
}

void TestCostModel::hybridMatchesBruteForce_data()
{
    QTest::addColumn<DemandProfile>("profile");
    QTest::addColumn<double>("price");
    QList<double> week; // a working week: 10 GPUs 9-18 on weekdays, 2 otherwise
    for (int h = 0; h < 168; ++h)
        week.append((h / 24 < 5 && h % 24 >= 9 && h % 24 < 18) ? 10.0 : 2.0);
    QTest::newRow("office week, $2.50") << profileFromHourlyDemand(week) << 2.5;
    QTest::newRow("office week, $8") << profileFromHourlyDemand(week) << 8.0;
    const DemandProfile levels {{4, 0.5}, {12, 0.3}, {20.5, 0.15}, {40, 0.05}};
    QTest::newRow("levels, $2.50") << levels << 2.5;
    QTest::newRow("levels, $4") << levels << 4.0;
    QTest::newRow("levels, $12") << levels << 12.0;
    QTest::newRow("constant 7 GPUs") << DemandProfile {{7, 1.0}} << 2.5;
}

void TestCostModel::hybridMatchesBruteForce()
{
    QFETCH(DemandProfile, profile);
    QFETCH(double, price);
    CostAssumptions a;
    a.onDemandPricePerGpuHour = price;
    QCOMPARE(optimalOwnedGpus(a, profile), optimalOwnedGpusBruteForce(a, profile));
}

void TestCostModel::sensitivitySorted()
{
    const QList<SensitivityRow> rows = sensitivity(CostAssumptions {});
    QCOMPARE(rows.size(), 12);
    for (qsizetype i = 1; i < rows.size(); ++i)
        QVERIFY(rows[i - 1].swing() >= rows[i].swing());
    QVERIFY(rows.first().swing() > 0);
}

void TestCostModel::billingGranularity_data()
{
    QTest::addColumn<int>("granularity");
    QTest::addColumn<double>("jobHours");
    QTest::addColumn<double>("factor");
    // ceil(job / g) x g / job, exact
    QTest::newRow("continuous") << 3600 << 0.0 << 1.0;
    QTest::newRow("hourly, 90 min jobs") << 3600 << 1.5 << 2.0 / 1.5;
    QTest::newRow("per minute, 90 min jobs") << 60 << 1.5 << 1.0;
    QTest::newRow("per second, 10 s jobs") << 1 << 10.0 / 3600 << 1.0;
}

void TestCostModel::billingGranularity()
{
    QFETCH(int, granularity);
    QFETCH(double, jobHours);
    QFETCH(double, factor);
    CostAssumptions a;
    a.billingGranularitySeconds = granularity;
    a.averageJobHours = jobHours;
    QVERIFY(std::abs(billingFactor(a) - factor) < 1e-12);
}

void TestCostModel::servingTiers()
{
    CostAssumptions a;
    a.gpuCount = 10;
    const ServingTierCosts t = servingTierCosts(a, 0.5);
    const double batchHours = 0.5 * 10 * 730 * 0.6;
    QVERIFY(std::abs(t.batchSpot - batchHours * 1.1 * 1.4) < 1e-6);
    QVERIFY(std::abs(t.batchOnDemand - batchHours * 2.5) < 1e-6);
    QCOMPARE(t.batchDelayFactor, 1.1);
    QCOMPARE(t.mix, std::min(t.realtimeOwn, t.realtimeOnDemand) + t.batchSpot);
    QCOMPARE(utilizationFromSchedule(12, 7), 0.5);
    // P(t) = P0 (1 + d)^t: -10%/yr for 2 years -> 0.81 P0 (FORMULAS.md 6), tolerance 1e-12
    QVERIFY(std::abs(driftedPrice(2.5, -10, 2) - 2.5 * 0.81) < 1e-12);
    CostAssumptions grow;
    grow.demandGrowthPercentPerYear = 100; // 0.6 -> 1.2, capped at 1 after a year
    QCOMPARE(utilizationAt(grow, 1), 1.0);
    QCOMPARE(utilizationFromSchedule(8, 5), 40.0 / 168.0);
}

void TestCostModel::tokensCost()
{
    // $2.50/h at 1000 tokens/s = 3.6M tokens/h -> $0.694 per 1M
    const auto cost = costPerMillionTokens(2.5, 1000);
    QVERIFY(cost.has_value());
    QVERIFY(std::abs(*cost - 2.5 / 3.6) < 1e-12);
    QVERIFY(!costPerMillionTokens(2.5, 0).has_value());
}

void TestCostModel::validation()
{
    CostAssumptions a;
    QVERIFY(validated(a).has_value());
    a.utilization = 1.5;
    QVERIFY(!validated(a).has_value());
    a = {};
    a.purchasePricePerGpu = -1;
    QVERIFY(!validated(a).has_value());
    a = {};
    a.horizonMonths = 121;
    QVERIFY(!validated(a).has_value());
    a = {};
    a.electricityPricePerKwh = 0; // every operating cost may be zero
    a.colocationPerKwMonth = 0;
    a.maintenancePercentPerYear = 0;
    QVERIFY(validated(a).has_value());
}

void TestCostModel::hybridCurveConsistent()
{
    // owning all N of a two-level profile is the own curve; owning none is on-demand
    CostAssumptions a;
    a.gpuCount = 4;
    a.priceDriftPercentPerYear = -15;
    a.egressGbPerGpuMonth = 50;
    a.egressPricePerGb = 0.08;
    const CostCurves c = costCurves(a, 72);
    const DemandProfile profile = profileFromUtilization(4, a.utilization);
    const QList<double> all = hybridCurve(a, profile, 4, 72);
    const QList<double> none = hybridCurve(a, profile, 0, 72);
    for (int m = 0; m <= 72; ++m) {
        QVERIFY(std::abs(all[m] - c.own[m]) < 1e-6);
        QVERIFY(std::abs(none[m] - c.onDemand[m]) < 1e-6);
    }
}

void TestCostModel::convertedAssumptions()
{
    // illustrative dyadic rate USD->EUR 0.5: every amount halves, u* unchanged (it is a ratio)
    const QList<ExchangeRate> rates {
            {Currency::Usd, Currency::Eur, 0.5, QDate(2026, 12, 1), QStringLiteral("test")}};
    const CostAssumptions usd;
    const auto eur = convertAssumptions(usd, Currency::Eur, rates);
    QVERIFY(eur.has_value());
    QCOMPARE(eur->currency, Currency::Eur);
    QCOMPARE(eur->purchasePricePerGpu, 20000.0);
    QCOMPARE(eur->onDemandPricePerGpuHour, 1.25);
    QCOMPARE(eur->pue, usd.pue);
    QVERIFY(std::abs(*breakevenUtilization(*eur) - *breakevenUtilization(usd)) < 1e-12);
    QVERIFY(!convertAssumptions(usd, Currency::Rub, rates).has_value());
}

HEADROOM_TEST_APPLESS_MAIN(TestCostModel)
#include "tst_costmodel.moc"

void TestCostModel::optionsRankedAtAMonth()
{
    // every priced option, at its curve's value at the month, cheapest first
    CostAssumptions a;
    a.gpuCount = 4;
    a.spotPricePerGpuHour = 1.1;
    const CostCurves c = costCurves(a, 48);
    for (int month : {12, 36, 48}) {
        const QList<OptionCost> options = optionsByCost(a, c, month);
        QVERIFY(std::is_sorted(options.begin(), options.end(),
                               [](const OptionCost &x, const OptionCost &y) {
                                   return x.cost < y.cost;
                               }));
        for (const OptionCost &o : options) {
            const QList<double> &curve = o.option == CostOption::Own ? c.own
                    : o.option == CostOption::OnDemand               ? c.onDemand
                    : o.option == CostOption::Reserved1y             ? c.reserved1y
                    : o.option == CostOption::Reserved3y             ? c.reserved3y
                    : o.option == CostOption::Spot                   ? c.spot
                                                                     : c.hybrid;
            QCOMPARE(o.cost, curve[month]);
        }
        const auto has = [&options](CostOption option) {
            return std::any_of(options.begin(), options.end(),
                               [option](const OptionCost &o) { return o.option == option; });
        };
        QVERIFY(has(CostOption::Own) && has(CostOption::OnDemand) && has(CostOption::Spot));
        // the hybrid fleet is an option only when it mixes owned and rented GPUs
        QCOMPARE(has(CostOption::Hybrid), c.hybridOwnedGpus > 0 && c.hybridOwnedGpus < 4);
    }
    // a price of 0 is no quote: the option is left out, not ranked first as free
    a.spotPricePerGpuHour = 0;
    a.reserved3yPricePerGpuHour = 0;
    const QList<OptionCost> priced = optionsByCost(a, costCurves(a, 36), 36);
    for (const OptionCost &o : priced)
        QVERIFY(o.option != CostOption::Spot && o.option != CostOption::Reserved3y);
    // a month past the curves reads their last month
    QCOMPARE(optionsByCost(a, c, 500).constFirst().cost, optionsByCost(a, c, 48).constFirst().cost);
    QCOMPARE(costOptionId(CostOption::OnDemand), QStringLiteral("on_demand"));
}
