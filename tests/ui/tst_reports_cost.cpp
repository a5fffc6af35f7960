#include "catalog/catalog.h"
#include "cost/configurationcost.h"
#include "headroomtest.h"

#include <QTest>

using namespace Headroom;

namespace {

Configuration configuration(const QString &gpuId, int count)
{
    Configuration c;
    c.id = QStringLiteral("cfg");
    c.gpuId = gpuId;
    c.gpuCount = count;
    return c;
}

} // namespace

/** The per-configuration cost rule (docs/cost-model.md, "Per-configuration cost"). */
class TestReportsCost : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const auto builtin = Catalog::builtin();
        QVERIFY(builtin);
        m_catalog = *builtin;
    }

    void catalogPricesReplaceTheProjectDefaults()
    {
        Project project;
        project.cost.reserved1yPricePerGpuHour = 1.23;
        const GpuSpec gpu = *m_catalog.gpu(QStringLiteral("rtx-4090-24gb"));
        const ConfigurationCost cost = configurationCost(project, m_catalog,
                                                         configuration(gpu.id, 3));
        const CostAssumptions &a = cost.assumptions;
        QCOMPARE(a.gpuCount, 3);
        QCOMPARE(a.purchasePricePerGpu, gpu.streetPriceUsd * kAllInPerStreetPrice);
        QCOMPARE(a.powerKwPerGpu, gpu.tdpWatts / 1000.0 * kNodePowerPerTdp);
        QCOMPARE(a.onDemandPricePerGpuHour,
                 (gpu.rental.onDemandLowUsdPerHour + gpu.rental.onDemandHighUsdPerHour) / 2);
        QCOMPARE(a.spotPricePerGpuHour,
                 (gpu.rental.spotLowUsdPerHour + gpu.rental.spotHighUsdPerHour) / 2);
        // the catalog has no reserved price: the project's reserved / on-demand ratio on the
        // catalog's on-demand price
        QCOMPARE(a.reserved1yPricePerGpuHour,
                 a.onDemandPricePerGpuHour * 1.23 / project.cost.onDemandPricePerGpuHour);
        QCOMPARE(a.reserved3yPricePerGpuHour,
                 a.onDemandPricePerGpuHour * project.cost.reserved3yPricePerGpuHour
                         / project.cost.onDemandPricePerGpuHour);
        QCOMPARE(cost.purchase.source, CostInputSource::Catalog);
        QCOMPARE(cost.onDemand.source, CostInputSource::Catalog);
        QCOMPARE(cost.onDemand.asOf, gpu.rental.provenance.asOf);
        QCOMPARE(cost.reserved1y.source, CostInputSource::Catalog);
        // everything else is the project's
        CostAssumptions expected = project.cost;
        expected.gpuCount = 3;
        expected.purchasePricePerGpu = a.purchasePricePerGpu;
        expected.powerKwPerGpu = a.powerKwPerGpu;
        expected.onDemandPricePerGpuHour = a.onDemandPricePerGpuHour;
        expected.spotPricePerGpuHour = a.spotPricePerGpuHour;
        expected.reserved1yPricePerGpuHour = a.reserved1yPricePerGpuHour;
        expected.reserved3yPricePerGpuHour = a.reserved3yPricePerGpuHour;
        QCOMPARE(a, expected);
        QCOMPARE(costAssumptionsFor(project, m_catalog, configuration(gpu.id, 3)), a);
    }

    void h100IsTheReference()
    {
        // The ratios are the H100 figures of FORMULAS.md 6: the catalog H100 gives them back.
        const ConfigurationCost cost
                = configurationCost(Project {}, m_catalog,
                                    configuration(QStringLiteral("h100-sxm-80gb"), 8));
        QVERIFY(std::abs(cost.assumptions.purchasePricePerGpu - 40000) < 1e-9);
        QVERIFY(std::abs(cost.assumptions.powerKwPerGpu - 1.275) < 1e-12);
    }

    void priceBookWinsAndTheLatestDateCounts()
    {
        Project project;
        const QString gpu = QStringLiteral("h100-sxm-80gb");
        project.priceBook = {
                {gpu,
                 QStringLiteral("Old cloud"),
                 QStringLiteral("on-demand"),
                 {3.00, Currency::Usd},
                 QDate(2025, 1, 1),
                 QStringLiteral("quote 1")},
                {gpu,
                 QStringLiteral("New cloud"),
                 QStringLiteral("on-demand"),
                 {2.20, Currency::Usd},
                 QDate(2026, 6, 1),
                 QStringLiteral("quote 2")},
                {gpu,
                 QStringLiteral("Vendor"),
                 QStringLiteral("purchase"),
                 {31000, Currency::Usd},
                 QDate(2026, 2, 1),
                 QStringLiteral("invoice")},
                {QStringLiteral("rtx-4090-24gb"),
                 QStringLiteral("Other"),
                 QStringLiteral("reserved-1y"),
                 {0.10, Currency::Usd},
                 QDate(2026, 1, 1),
                 {}},
        };
        const ConfigurationCost cost = configurationCost(project, m_catalog, configuration(gpu, 2));
        // the prices as the price book states them; 2 GPUs are rented in 1-GPU instances and
        // bought in a whole 8-GPU server, which the configuration pays for
        QCOMPARE(cost.perGpu.onDemandPricePerGpuHour, 2.20);
        QCOMPARE(cost.units.rentedGpus(), 2);
        QCOMPARE(cost.assumptions.onDemandPricePerGpuHour, 2.20);
        QCOMPARE(cost.units.boughtGpus(), 8);
        QCOMPARE(cost.perGpu.purchasePricePerGpu, 31000.0);
        QCOMPARE(cost.assumptions.purchasePricePerGpu, 31000.0 * 8 / 2);
        QCOMPARE(cost.onDemand.source, CostInputSource::PriceBook);
        QCOMPARE(cost.onDemand.asOf, QDate(2026, 6, 1));
        QCOMPARE(cost.onDemand.reference, QStringLiteral("quote 2"));
        QCOMPARE(cost.purchase.source, CostInputSource::PriceBook);
        // another GPU's entry does not apply: the project's reserved discount on the price
        // book's on-demand price
        QCOMPARE(cost.assumptions.reserved1yPricePerGpuHour,
                 2.20 * project.cost.reserved1yPricePerGpuHour
                         / project.cost.onDemandPricePerGpuHour);
    }

    void otherCurrenciesConvertOrKeepTheProjectFigure()
    {
        Project project;
        project.exchangeRates.clear(); // not the built-in table
        project.cost.currency = Currency::Eur;
        project.cost.displayCurrency = Currency::Eur;
        project.cost.onDemandPricePerGpuHour = 9.99;
        const QString id = QStringLiteral("rtx-4090-24gb");
        const GpuSpec gpu = *m_catalog.gpu(id);
        // no rate: USD catalog prices are not used as euros
        ConfigurationCost cost = configurationCost(project, m_catalog, configuration(id, 1));
        QCOMPARE(cost.assumptions.onDemandPricePerGpuHour, 9.99);
        QCOMPARE(cost.onDemand.source, CostInputSource::Project);
        // with a rate they are converted
        project.exchangeRates = {{Currency::Usd, Currency::Eur, 0.5, QDate(2026, 1, 1), {}}};
        cost = configurationCost(project, m_catalog, configuration(id, 1));
        QCOMPARE(cost.assumptions.onDemandPricePerGpuHour,
                 (gpu.rental.onDemandLowUsdPerHour + gpu.rental.onDemandHighUsdPerHour) / 2 * 0.5);
        QCOMPARE(cost.onDemand.source, CostInputSource::Catalog);
        // a price book entry in a currency with no rate is skipped
        project.priceBook = {{id,
                              QStringLiteral("PL"),
                              QStringLiteral("on-demand"),
                              {5, Currency::Pln},
                              QDate(2026, 3, 1),
                              {}}};
        cost = configurationCost(project, m_catalog, configuration(id, 1));
        QCOMPARE(cost.onDemand.source, CostInputSource::Catalog);
    }

    void unknownGpuKeepsTheProject()
    {
        Project project;
        const ConfigurationCost cost = configurationCost(project, m_catalog,
                                                         configuration(QStringLiteral("my-own-gpu"),
                                                                       4));
        CostAssumptions expected = project.cost;
        expected.gpuCount = 4;
        QCOMPARE(cost.assumptions, expected);
        QCOMPARE(cost.purchase.source, CostInputSource::Project);
        QCOMPARE(cost.spot.source, CostInputSource::Project);
    }

private:
    Catalog m_catalog;
};

HEADROOM_TEST_GUILESS_MAIN(TestReportsCost)
#include "tst_reports_cost.moc"
