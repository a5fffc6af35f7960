// Units of purchase and rental (issue 32): the units catalog's shape and the built-in file, and
// the cheapest whole units and instances for a number of GPUs, checked against brute force.
#include "apptranslator.h"
#include "catalog/catalog.h"
#include "catalog/unitcatalog.h"
#include "cost/configurationcost.h"
#include "cost/unitfleet.h"
#include "headroomtest.h"
#include "plan/project.h"

#include <QLocale>
#include <QTest>

#include <cmath>

using namespace Headroom;

namespace {

// Prices of this fixture are round numbers for the arithmetic, not market prices.
const QByteArray kUnits = R"({
  "schema": 1,
  "purchase_units": [
    {"id": "node-8", "name": "HGX X 8-GPU server", "gpu": "h100-sxm-80gb", "gpus": 8, "kind": "node",
     "price": {"amount": 240000, "currency": "USD"}, "includes": "server", "power_kw": 10.2,
     "provenance": {"source": "fixture", "as_of": "2026-11-01", "confidence": "high"}},
    {"id": "board-4", "name": "X 4-GPU board", "gpu": "h100-sxm-80gb", "gpus": 4, "kind": "board",
     "price": {"amount": 130000, "currency": "USD"}},
    {"id": "card-eur", "name": "X card", "gpu": "l40s-48gb", "gpus": 1, "kind": "card",
     "price": {"amount": 9000, "currency": "EUR"}}
  ],
  "instances": [
    {"id": "a-8", "provider": "A", "name": "a.8x", "gpu": "h100-sxm-80gb", "gpus": 8,
     "price_per_hour": {"amount": 40, "currency": "USD"}, "spot_price_per_hour": {"amount": 20, "currency": "USD"},
     "billing": "second", "region": "r1"},
    {"id": "a-1", "provider": "A", "name": "a.1x", "gpu": "h100-sxm-80gb", "gpus": 1,
     "price_per_hour": {"amount": 6, "currency": "USD"}, "billing": "second", "region": "r1"},
    {"id": "b-8", "provider": "B", "name": "b.8x", "gpu": "h100-sxm-80gb", "gpus": 8,
     "price_per_hour": {"amount": 30, "currency": "USD"}, "billing": "hour", "region": "r2"}
  ]
})";

UnitCatalog fixture()
{
    auto units = UnitCatalog::fromJson(kUnits);
    if (!units)
        qFatal("%s", qPrintable(units.error().message));
    return *units;
}

/** The cheapest cover by trying every count of every item up to `need` (small cases). */
double bruteForce(const QList<std::pair<int, double>> &items, int need, int index = 0)
{
    if (need <= 0)
        return 0;
    if (index == items.size())
        return std::numeric_limits<double>::infinity();
    double best = std::numeric_limits<double>::infinity();
    const auto [gpus, cost] = items[index];
    for (int n = 0; n * gpus < need + gpus; ++n)
        best = std::min(best, n * cost + bruteForce(items, need - n * gpus, index + 1));
    return best;
}

} // namespace

class TestUnitFleet : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // the English plurals ("1 GPU", "8 GPUs") of describePurchase() and describeRental()
        QVERIFY(m_english.loadLanguage(QStringLiteral("en")));
        QCoreApplication::installTranslator(&m_english);
    }

    void readsTheShape()
    {
        const UnitCatalog units = fixture();
        QCOMPARE(units.purchaseUnits().size(), 3);
        QCOMPARE(units.purchaseUnits(u"h100-sxm-80gb"_qs).size(), 2);
        const PurchaseUnit node = units.purchaseUnits().first();
        QCOMPARE(node.kind, PurchaseUnitKind::Node);
        QCOMPARE(node.gpus, 8);
        QCOMPARE(node.price, (Money {240000, Currency::Usd}));
        QCOMPARE(node.powerKw, 10.2);
        QCOMPARE(node.provenance.asOf, QDate(2026, 11, 1));
        const InstanceShape a8 = units.instances().first();
        QCOMPARE(a8.billing, Billing::Second);
        QVERIFY(a8.spot);
        QCOMPARE(a8.spotPerHour->amount, 20.0);
        QVERIFY(!units.instances().at(1).spot);
    }

    void refusesBadEntries_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("says");
        QTest::newRow("not json") << QByteArray("{") << u"not a JSON object"_qs;
        QTest::newRow("no gpu") << QByteArray(R"({"purchase_units": [{"id": "x", "gpus": 8,
            "kind": "node", "price": {"amount": 1, "currency": "USD"}}]})")
                                << u"\"gpu\""_qs;
        QTest::newRow("zero gpus") << QByteArray(R"({"purchase_units": [{"id": "x", "gpu": "g",
            "gpus": 0, "kind": "node", "price": {"amount": 1, "currency": "USD"}}]})")
                                   << u"\"gpus\""_qs;
        QTest::newRow("fraction of a gpu") << QByteArray(R"({"instances": [{"id": "x", "gpu": "g",
            "gpus": 1.5, "price_per_hour": {"amount": 1, "currency": "USD"}}]})")
                                           << u"\"gpus\""_qs;
        QTest::newRow("bad kind") << QByteArray(R"({"purchase_units": [{"id": "x", "gpu": "g",
            "gpus": 8, "kind": "pallet", "price": {"amount": 1, "currency": "USD"}}]})")
                                  << u"pallet"_qs;
        QTest::newRow("negative price") << QByteArray(R"({"instances": [{"id": "x", "gpu": "g",
            "gpus": 8, "price_per_hour": {"amount": -3, "currency": "USD"}}]})")
                                        << u"price_per_hour"_qs;
        QTest::newRow("unknown currency") << QByteArray(R"({"instances": [{"id": "x", "gpu": "g",
            "gpus": 8, "price_per_hour": {"amount": 3, "currency": "XYZ"}}]})")
                                          << u"currency"_qs;
    }

    void refusesBadEntries()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, says);
        const auto units = UnitCatalog::fromJson(json);
        QVERIFY(!units.has_value());
        QVERIFY2(units.error().message.contains(says), qPrintable(units.error().message));
    }

    void buysWholeUnits()
    {
        const UnitCatalog units = fixture();
        // 5 GPUs: one 8-GPU node ($240k) beats two 4-GPU boards ($260k); 3 spare
        auto p = cheapestPurchase(units, u"h100-sxm-80gb"_qs, 5, Currency::Usd);
        QVERIFY(p.has_value());
        QCOMPARE(p->units.size(), 1);
        QCOMPARE(p->units.first().unit.id, u"node-8"_qs);
        QCOMPARE(p->gpus, 8);
        QCOMPARE(p->spareGpus(), 3);
        QCOMPARE(p->total.amount, 240000.0);
        QCOMPARE(describePurchase(*p), u"1 x HGX X 8-GPU server (8 GPUs), 5 used"_qs);
        // 4 GPUs: one board; 12: a node and a board; 0 or an unknown GPU: nothing
        QCOMPARE(cheapestPurchase(units, u"h100-sxm-80gb"_qs, 4, Currency::Usd)->total.amount,
                 130000.0);
        p = cheapestPurchase(units, u"h100-sxm-80gb"_qs, 12, Currency::Usd);
        QCOMPARE(p->total.amount, 370000.0);
        QCOMPARE(p->gpus, 12);
        QVERIFY(!cheapestPurchase(units, u"h100-sxm-80gb"_qs, 0, Currency::Usd));
        QVERIFY(!cheapestPurchase(units, u"b200-180gb"_qs, 8, Currency::Usd));
        // every count up to 40 agrees with brute force
        for (int n = 1; n <= 40; ++n)
            QCOMPARE(cheapestPurchase(units, u"h100-sxm-80gb"_qs, n, Currency::Usd)->total.amount,
                     bruteForce({{8, 240000}, {4, 130000}}, n));
    }

    void convertsCurrencies()
    {
        const UnitCatalog units = fixture();
        // a EUR card asked in USD: converted with the rate, or left out without one
        const QList<ExchangeRate> rates {
                {Currency::Usd, Currency::Eur, 0.9, QDate(2026, 11, 1), u"test"_qs}};
        const auto p = cheapestPurchase(units, u"l40s-48gb"_qs, 3, Currency::Usd, rates);
        QVERIFY(p.has_value());
        QCOMPARE(p->total.currency, Currency::Usd);
        QVERIFY(std::abs(p->total.amount - 3 * 9000 / 0.9) < 1e-6);
        QVERIFY(!cheapestPurchase(units, u"l40s-48gb"_qs, 3, Currency::Usd));
    }

    void rentsWholeInstancesInOnePlace()
    {
        const UnitCatalog units = fixture();
        // 10 GPUs on demand: A has 8x at 40 + 1x at 6 (2 x 1x = 52/h, 10 held); B two 8x = 60/h
        auto r = cheapestRental(units, u"h100-sxm-80gb"_qs, 10, RentalTerm::OnDemand, Currency::Usd);
        QVERIFY(r.has_value());
        QCOMPARE(r->provider, u"A"_qs);
        QCOMPARE(r->perHour.amount, 52.0);
        QCOMPARE(r->gpus, 10);
        QCOMPARE(r->spareGpus(), 0);
        QCOMPARE(describeRental(*r), u"1 x a.8x (8 GPUs) + 2 x a.1x (2 GPUs) at A, r1; 10 used"_qs);
        // 16 GPUs: B's two 8x (60/h) beat A's (80/h); never a mix of A and B
        r = cheapestRental(units, u"h100-sxm-80gb"_qs, 16, RentalTerm::OnDemand, Currency::Usd);
        QCOMPARE(r->provider, u"B"_qs);
        QCOMPARE(r->perHour.amount, 60.0);
        // spot: only A's 8x has a spot price
        r = cheapestRental(units, u"h100-sxm-80gb"_qs, 3, RentalTerm::Spot, Currency::Usd);
        QCOMPARE(r->perHour.amount, 20.0);
        QCOMPARE(r->spareGpus(), 5);
        QVERIFY(!cheapestRental(units, u"h100-sxm-80gb"_qs, 3, RentalTerm::Reserved3y,
                                Currency::Usd));
    }

    void builtinUnitsAreSound()
    {
        const auto units = UnitCatalog::builtin();
        QVERIFY2(units.has_value(), units ? "" : qPrintable(units.error().message));
        const Catalog catalog = *Catalog::builtin();
        QVERIFY(!units->purchaseUnits().isEmpty());
        QVERIFY(!units->instances().isEmpty());
        QSet<QString> ids;
        for (const PurchaseUnit &u : units->purchaseUnits()) {
            QVERIFY2(catalog.gpu(u.gpuId).has_value(), qPrintable(u.id));
            QVERIFY2(!u.provenance.source.isEmpty() && u.provenance.asOf.isValid(),
                     qPrintable(u.id));
            QVERIFY2(!ids.contains(u.id), qPrintable(u.id));
            ids.insert(u.id);
        }
        for (const InstanceShape &s : units->instances()) {
            QVERIFY2(catalog.gpu(s.gpuId).has_value(), qPrintable(s.id));
            QVERIFY2(!s.provenance.source.isEmpty() && s.provenance.asOf.isValid(),
                     qPrintable(s.id));
            QVERIFY2(!s.provider.isEmpty() && !s.name.isEmpty(), qPrintable(s.id));
            QVERIFY2(!ids.contains(s.id), qPrintable(s.id));
            ids.insert(s.id);
        }
    }

    /** A GPU the catalog gives no street price (GB200, B200) is priced from the unit it is
     *  sold in: a whole rack or node at its price / its GPUs; one without a rental range from
     *  its instance shapes' on-demand prices; a street price still wins (an H100 stays at the
     *  $40,000 of FORMULAS.md 6); a GPU neither prices stays the project's. */
    void catalogPricesFromUnits()
    {
        const Catalog catalog = *Catalog::builtin();
        const UnitCatalog &units = UnitCatalog::shared();
        const auto cost = [&](const QString &gpu) {
            Configuration c;
            c.gpuId = gpu;
            return configurationCost(Project {}, catalog, c);
        };
        const ConfigurationCost gb200 = cost(u"gb200-186gb"_qs);
        const QList<PurchaseUnit> racks = units.purchaseUnits(u"gb200-186gb"_qs);
        QCOMPARE(racks.size(), 1);
        QCOMPARE(racks.first().kind, PurchaseUnitKind::Rack);
        QCOMPARE(gb200.purchase.source, CostInputSource::Catalog);
        QCOMPARE(gb200.perGpu.purchasePricePerGpu,
                 racks.first().price.amount / racks.first().gpus); // $3.4M / 72
        QCOMPARE(gb200.purchase.asOf, racks.first().provenance.asOf);
        QVERIFY(gb200.purchase.description.text().contains(racks.first().name));
        const QList<InstanceShape> rented = units.instances(u"gb200-186gb"_qs);
        QVERIFY(!rented.isEmpty());
        double low = 1e9, high = 0;
        for (const InstanceShape &s : rented) {
            low = std::min(low, s.pricePerHour.amount / s.gpus);
            high = std::max(high, s.pricePerHour.amount / s.gpus);
        }
        QCOMPARE(gb200.onDemand.source, CostInputSource::Catalog);
        QCOMPARE(gb200.perGpu.onDemandPricePerGpuHour, (low + high) / 2);

        const ConfigurationCost b200 = cost(u"b200-180gb"_qs);
        QCOMPARE(b200.perGpu.purchasePricePerGpu, 515000.0 / 8); // DGX B200
        QCOMPARE(cost(u"h100-sxm-80gb"_qs).perGpu.purchasePricePerGpu, 40000.0);
        const Explanation street = cost(u"h100-sxm-80gb"_qs).purchase.description;
        QCOMPARE(street.text().contains(u"street price x 1.231"_qs), true);
        // the factor is written when shown, in the reader's locale
        QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
        QVERIFY2(street.text().contains(u"1,231"_qs), qPrintable(street.text()));
        QLocale::setDefault(QLocale::c());
        // a card alone is a street price: x the all-in factor
        const ConfigurationCost card = cost(u"rtx-pro-6000-96gb"_qs);
        QCOMPARE(card.purchase.source, CostInputSource::Catalog);
        const ConfigurationCost apple = cost(u"apple-m3-max-128gb"_qs);
        QCOMPARE(apple.purchase.source, CostInputSource::Project);
        QCOMPARE(apple.onDemand.source, CostInputSource::Project);
    }

    /** A configuration pays for the whole units its GPUs are bought in and the whole
     *  instances they are rented in: each price per GPU used x GPUs paid for / GPUs used
     *  (docs/cost-model.md "Whole units"); the per-GPU prices stay as their sources state. */
    void configurationsPayForWholeUnits_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("bought"); // GPUs the units hold
        QTest::addColumn<int>("rented"); // GPUs the instances hold
        QTest::newRow("2 x H100: an 8-GPU server, 1-GPU instances")
                << u"h100-sxm-80gb"_qs << 2 << 8 << 2;
        QTest::newRow("16 x H100: two servers") << u"h100-sxm-80gb"_qs << 16 << 16 << 16;
        QTest::newRow("3 x GB200: an NVL72 rack, a 4-GPU instance")
                << u"gb200-186gb"_qs << 3 << 72 << 4;
        QTest::newRow("3 x MI300X: 8-GPU instances only") << u"mi300x-192gb"_qs << 3 << 3 << 8;
        QTest::newRow("3 x L40S: cards and 1-GPU instances") << u"l40s-48gb"_qs << 3 << 3 << 3;
    }

    void configurationsPayForWholeUnits()
    {
        QFETCH(QString, gpu);
        QFETCH(int, gpus);
        QFETCH(int, bought);
        QFETCH(int, rented);
        const Catalog catalog = *Catalog::builtin();
        Configuration c;
        c.gpuId = gpu;
        c.gpuCount = gpus;
        const ConfigurationCost cost = configurationCost(Project {}, catalog, c);
        QCOMPARE(cost.units.used, gpus);
        QCOMPARE(cost.units.boughtGpus(), bought);
        QCOMPARE(cost.units.rentedGpus(), rented);
        const CostAssumptions &paid = cost.assumptions;
        const CostAssumptions &listed = cost.perGpu;
        QCOMPARE(paid.gpuCount, gpus);
        QCOMPARE(paid.purchasePricePerGpu * gpus, listed.purchasePricePerGpu * bought);
        for (double CostAssumptions::*price :
             {&CostAssumptions::onDemandPricePerGpuHour, &CostAssumptions::reserved1yPricePerGpuHour,
              &CostAssumptions::reserved3yPricePerGpuHour, &CostAssumptions::spotPricePerGpuHour})
            QVERIFY(qFuzzyCompare(1 + paid.*price * gpus, 1 + listed.*price * rented));
        // power and the rest are the GPUs used
        QCOMPARE(paid.powerKwPerGpu, listed.powerKwPerGpu);
        if (bought != gpus)
            QVERIFY(cost.units.purchase
                    && describePurchase(*cost.units.purchase).contains(u"used"_qs));
    }

    void poolsBuyUnitsTogether()
    {
        // the rule: the least spare given up first, until the spare left is the pool's
        QCOMPARE(pooledSpare({3, 2}, {8, 8}, 8), (QList<int> {0, 3}));
        QCOMPARE(pooledSpare({2, 3}, {8, 8}, 8), (QList<int> {3, 0}));
        QCOMPARE(pooledSpare({3, 3}, {8, 8}, 8), (QList<int> {0, 2})); // ties: in order
        QCOMPARE(pooledSpare({8, 8}, {8, 8}, 16), QList<int> {}); // nothing to save
        QCOMPARE(pooledSpare({5}, {8}, 8), QList<int> {}); // one member: its own units
        // three H100 configurations of one pool on the board: 3 + 2 + 1 GPUs fill one 8-GPU
        // server; the one apart (no pool) keeps its own
        const Catalog catalog = *Catalog::builtin();
        Project project;
        for (int gpus : {3, 2, 1, 2}) {
            Configuration c;
            c.id = QString::number(project.configurations.size());
            c.gpuId = u"h100-sxm-80gb"_qs;
            c.gpuCount = gpus;
            c.unitPool = project.configurations.size() < 3 ? u"plan"_qs : QString();
            project.configurations.append(c);
        }
        int held = 0;
        QList<int> paid;
        for (const Configuration &c : std::as_const(project.configurations)) {
            const ConfigurationCost cost = configurationCost(project, catalog, c);
            paid.append(cost.units.boughtGpus());
            QCOMPARE(cost.assumptions.purchasePricePerGpu * c.gpuCount,
                     cost.perGpu.purchasePricePerGpu * cost.units.boughtGpus());
            if (!c.unitPool.isEmpty()) {
                held += cost.units.boughtGpus();
                QCOMPARE(cost.units.pooledGpus, 6);
                QVERIFY(describeWholeUnits(cost.units).contains(u"together"_qs));
            }
        }
        QCOMPARE(held, 8);
        // spares alone 5, 6, 7: the 3-GPU one gives up its 5, the 2-GPU one 6, the 1-GPU one
        // keeps 2 of its 7
        QCOMPARE(paid, (QList<int> {3, 2, 3, 8}));
    }

private:
    I18n::AppTranslator m_english;
};

HEADROOM_TEST_GUILESS_MAIN(TestUnitFleet)
#include "tst_unitfleet.moc"
