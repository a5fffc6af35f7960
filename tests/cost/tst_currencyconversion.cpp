#include "apptranslator.h"
#include "catalog/catalog.h"
#include "cost/configurationcost.h"
#include "cost/costmodel.h"
#include "headroomtest.h"
#include "units/builtinrates.h"

#include <QScopeGuard>
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

/** The money fields of CostAssumptions (convertAssumptions() converts exactly these). */
constexpr double CostAssumptions::*kMoneyFields[] = {
        &CostAssumptions::purchasePricePerGpu,       &CostAssumptions::electricityPricePerKwh,
        &CostAssumptions::colocationPerKwMonth,      &CostAssumptions::staffCostPerGpuYear,
        &CostAssumptions::onDemandPricePerGpuHour,   &CostAssumptions::reserved1yPricePerGpuHour,
        &CostAssumptions::reserved3yPricePerGpuHour, &CostAssumptions::spotPricePerGpuHour,
        &CostAssumptions::egressPricePerGb,          &CostAssumptions::storagePricePerGbMonth,
};

const ExchangeRate kUsdPln {Currency::Usd, Currency::Pln, 3.66, QDate(2026, 11, 30),
                            QStringLiteral("test table")};

} // namespace

/** Display currency and exchange rates (docs/cost-model.md, "Currencies"): amounts are kept in
 *  the currency they were given in and converted for display, never relabelled. */
class TestCurrencyConversion : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const auto builtin = Catalog::builtin();
        QVERIFY(builtin);
        m_catalog = *builtin;
    }

    void knownPlanUsdToPlnIsAmountTimesRate()
    {
        Project project;
        project.exchangeRates = {kUsdPln};
        project.cost.staffCostPerGpuYear = 1234.5;
        project.cost.egressPricePerGb = 0.09;
        const Configuration own = configuration(QStringLiteral("my-own-gpu"), 2);
        const CostAssumptions usd = configurationCost(project, m_catalog, own).assumptions;
        QCOMPARE(usd.currency, Currency::Usd);

        project.cost.displayCurrency = Currency::Pln;
        const ConfigurationCost pln = configurationCost(project, m_catalog, own);
        QVERIFY(pln.conversionError.isEmpty());
        QCOMPARE(pln.assumptions.currency, Currency::Pln);
        for (double CostAssumptions::*field : kMoneyFields)
            QCOMPARE(pln.assumptions.*field, project.cost.*field * kUsdPln.rate);
        // what is not money does not move
        QCOMPARE(pln.assumptions.utilization, usd.utilization);
        QCOMPARE(pln.assumptions.powerKwPerGpu, usd.powerKwPerGpu);
        QCOMPARE(pln.assumptions.lifeYears, usd.lifeYears);
        // the curves are linear in the amounts: every total is the dollar total x rate
        const CostCurves a = costCurves(usd, usd.horizonMonths);
        const CostCurves b = costCurves(pln.assumptions, usd.horizonMonths);
        for (int m = 0; m <= usd.horizonMonths; ++m) {
            QVERIFY(qFuzzyCompare(b.own[m], a.own[m] * kUsdPln.rate));
            QVERIFY(qFuzzyCompare(b.onDemand[m] + 1, a.onDemand[m] * kUsdPln.rate + 1));
        }
    }

    void catalogPricesConvertFromUsd()
    {
        Project project;
        project.exchangeRates = {kUsdPln};
        project.cost.displayCurrency = Currency::Pln;
        const GpuSpec gpu = *m_catalog.gpu(QStringLiteral("rtx-4090-24gb"));
        QVERIFY(gpu.streetPriceUsd > 0);
        const ConfigurationCost cost = configurationCost(project, m_catalog,
                                                         configuration(gpu.id, 1));
        const double usd = gpu.streetPriceUsd * kAllInPerStreetPrice;
        QCOMPARE(cost.purchase.source, CostInputSource::Catalog);
        QCOMPARE(cost.assumptions.purchasePricePerGpu, usd * kUsdPln.rate);
        QCOMPARE(cost.purchase.original, std::optional(Money {usd, Currency::Usd}));
        const double onDemandUsd = (gpu.rental.onDemandLowUsdPerHour
                                    + gpu.rental.onDemandHighUsdPerHour)
                / 2;
        QCOMPARE(cost.onDemand.source, CostInputSource::Catalog);
        QCOMPARE(cost.assumptions.onDemandPricePerGpuHour, onDemandUsd * kUsdPln.rate);
        // not the project's generic H100 default under a new symbol
        QVERIFY(cost.assumptions.purchasePricePerGpu != project.cost.purchasePricePerGpu);
    }

    void switchingBackRestoresTheAmountsExactly()
    {
        Project project;
        project.cost.currency = Currency::Pln; // an old file's amounts, in the currency it states
        project.cost.purchasePricePerGpu = 40000.3;
        project.cost.electricityPricePerKwh = 0.1;
        project.cost.onDemandPricePerGpuHour = 2.5;
        project.cost.displayCurrency = Currency::Pln;
        const Project stored = project;
        const Configuration own = configuration(QStringLiteral("my-own-gpu"), 1);
        const CostAssumptions before = configurationCost(project, m_catalog, own).assumptions;
        for (Currency via : {Currency::Usd, Currency::Rub, Currency::Eur, Currency::Usd}) {
            project.cost.displayCurrency = via;
            const ConfigurationCost shown = configurationCost(project, m_catalog, own);
            QVERIFY2(shown.conversionError.isEmpty(), qPrintable(shown.conversionError));
            QCOMPARE(shown.assumptions.currency, via);
            QVERIFY(shown.assumptions.purchasePricePerGpu != 40000.3);
        }
        project.cost.displayCurrency = Currency::Pln;
        QCOMPARE(project.cost.purchasePricePerGpu, stored.cost.purchasePricePerGpu);
        const CostAssumptions after = configurationCost(project, m_catalog, own).assumptions;
        QCOMPARE(after, before); // bit for bit: the originals were never touched
        QCOMPARE(after.purchasePricePerGpu, 40000.3);
    }

    void inverseRateRoundTripsThroughConvert()
    {
        // PLN -> USD divides by the stored USD/PLN rate, USD -> PLN multiplies by it
        const QList<ExchangeRate> rates {kUsdPln};
        for (double amount : {40000.0, 2.5, 0.1, 2338.0, 1e-3}) {
            const auto usd = convert(Money {amount, Currency::Pln}, Currency::Usd, rates);
            QVERIFY(usd);
            QCOMPARE(usd->amount, amount / kUsdPln.rate);
        }
    }

    void missingRateRefusesAndNamesIt()
    {
        Project project;
        project.exchangeRates = {
                {Currency::Usd, Currency::Eur, 0.92, QDate(2026, 1, 1), QStringLiteral("x")}};
        const auto check = checkDisplayCurrency(Currency::Pln, Currency::Usd, project.exchangeRates);
        QVERIFY(!check);
        QVERIFY2(check.error().message.contains(QStringLiteral("from USD to PLN")),
                 qPrintable(check.error().message));
        QVERIFY(checkDisplayCurrency(Currency::Eur, Currency::Usd, project.exchangeRates));
        QVERIFY(checkDisplayCurrency(Currency::Usd, Currency::Usd, {}));

        // a project whose display currency lost its rate is shown as stored, not relabelled
        project.cost.displayCurrency = Currency::Pln;
        const auto displayed = displayedAssumptions(project);
        QVERIFY(!displayed);
        QCOMPARE(displayed.error().message, check.error().message);
        const ConfigurationCost cost = configurationCost(project, m_catalog,
                                                         configuration(QStringLiteral("my-own-gpu"),
                                                                       1));
        QCOMPARE(cost.conversionError, check.error().message);
        QCOMPARE(cost.assumptions.currency, Currency::Usd);
        QCOMPARE(cost.assumptions.purchasePricePerGpu, project.cost.purchasePricePerGpu);
        QCOMPARE(displayedCurrency(project), Currency::Usd);

        // amounts kept in PLN reach EUR through USD (PLN -> USD -> EUR), the catalog's USD
        // directly; nothing reaches RUB
        project.exchangeRates.append(kUsdPln);
        project.cost.currency = Currency::Pln;
        project.cost.displayCurrency = Currency::Eur;
        QVERIFY(displayedAssumptions(project));
        project.cost.displayCurrency = Currency::Rub;
        const auto rub = checkDisplayCurrency(Currency::Rub, Currency::Pln, project.exchangeRates);
        QVERIFY(!rub);
        QVERIFY2(rub.error().message.contains(QStringLiteral("from PLN to RUB")),
                 qPrintable(rub.error().message));
    }

    void notesNameTheRateSourceAndDate()
    {
        const auto used = conversionRates(Currency::Usd, Currency::Pln, {kUsdPln});
        QVERIFY(used);
        QCOMPARE(*used, QList<ExchangeRate> {kUsdPln});
        // the inverse direction names the rate as stored
        QCOMPARE(*conversionRates(Currency::Pln, Currency::Usd, {kUsdPln}),
                 QList<ExchangeRate> {kUsdPln});
        QVERIFY(conversionRates(Currency::Usd, Currency::Usd, {})->isEmpty());
        const QString note = conversionNote(*used);
        QCOMPARE(note, QStringLiteral("converted at 1 USD = 3.66 PLN (test table, 2026-11-30)"));
        Project project;
        project.exchangeRates = {kUsdPln};
        project.cost.displayCurrency = Currency::Pln;
        const QDate fresh(2026, 12, 6); // 6 days after the rate
        QCOMPARE(amountsNote(project, fresh), QStringLiteral("Amounts in PLN, ") + note);
        project.cost.displayCurrency = Currency::Usd;
        QCOMPARE(amountsNote(project, fresh), QStringLiteral("Amounts in USD"));
    }

    /** A stale rate is said where converted amounts are shown (issue 33: the built-in USD/PLN
     *  and USD/RUB rates were 23 months old beside prices of this month, with no word). */
    void staleRatesAreFlagged()
    {
        // English plural forms ("3 months"), as the application loads them
        I18n::AppTranslator english;
        QVERIFY(english.loadLanguage(QStringLiteral("en")));
        QCoreApplication::installTranslator(&english);
        const auto uninstall = qScopeGuard(
                [&english] { QCoreApplication::removeTranslator(&english); });
        Project project;
        project.exchangeRates = {kUsdPln};
        project.cost.displayCurrency = Currency::Pln;
        const QDate rateDay = kUsdPln.asOf;
        QVERIFY(staleRatesNote({kUsdPln}, rateDay.addDays(kStaleRateDays)).isEmpty());
        QCOMPARE(staleRatesNote({kUsdPln}, rateDay.addDays(kStaleRateDays + 1)),
                 QStringLiteral("The rate 1 USD = 3.66 PLN (test table, 2026-11-30) is 3 months "
                                "old: update it under Exchange rates."));
        // 23 months, as the built-in rates of 2024-12-31 read on 2026-12-06
        const QString note = amountsNote(project, rateDay.addDays(700));
        QVERIFY2(note.endsWith(QStringLiteral("is 23 months old: update it under Exchange rates.")),
                 qPrintable(note));
        QVERIFY(note.startsWith(QStringLiteral("Amounts in PLN, converted at 1 USD = 3.66 PLN")));
        ExchangeRate undated = kUsdPln;
        undated.asOf = {};
        QVERIFY(staleRatesNote({undated}, rateDay).contains(QStringLiteral("has no date")));
        // nothing converted, nothing to flag
        project.cost.displayCurrency = Currency::Usd;
        QCOMPARE(amountsNote(project, rateDay.addDays(700)), QStringLiteral("Amounts in USD"));
    }

    void builtinRatesAreDatedSourcedAndConnectEveryCurrency()
    {
        const QList<ExchangeRate> rates = builtinExchangeRates();
        QVERIFY(!rates.isEmpty());
        for (const ExchangeRate &r : rates) {
            QVERIFY(r.rate > 0);
            QVERIFY(r.asOf.isValid());
            QVERIFY(!r.source.isEmpty());
            QVERIFY(r.from != r.to);
        }
        const Currency all[] = {Currency::Usd, Currency::Eur, Currency::Rub, Currency::Pln};
        for (Currency from : all)
            for (Currency to : all)
                QVERIFY(convert(Money {1, from}, to, rates));
        // a new project starts with them
        QCOMPARE(Project {}.exchangeRates, rates);
    }

private:
    Catalog m_catalog;
};

HEADROOM_TEST_GUILESS_MAIN(TestCurrencyConversion)
#include "tst_currencyconversion.moc"
