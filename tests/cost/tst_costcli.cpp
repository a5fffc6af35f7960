#include "../cli/clitestutil.h"
#include "headroomtest.h"

#include <QDate>
#include <QJsonArray>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

/** headroom-cli cost through the real executable: JSON keys, values, exit codes. */
class TestCostCli : public QObject
{
    Q_OBJECT

private slots:
    void jsonKeys();
    void paybackClosedForm();
    void catalogRentalRangeIsTheDefault();
    void table();
    void currencyConverts();
    void missingRateRefuses();
    void badInput_data();
    void badInput();
    void missingRequired();
    void wholeUnits();
};

void TestCostCli::jsonKeys()
{
    const CliRun run = runCli({QStringLiteral("cost"), QStringLiteral("--gpu"),
                               QStringLiteral("h100-sxm"), QStringLiteral("--gpus"),
                               QStringLiteral("8"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = run.json();
    for (const char *key : {"breakeven_month", "breakeven_utilization", "savings_at_months",
                            "curves", "cost_per_useful_gpu_hour"})
        QVERIFY2(json.contains(QString::fromLatin1(key)), key);
    const QJsonObject savings = json.value(QStringLiteral("savings_at_months")).toObject();
    for (const char *key : {"12", "36", "60"})
        QVERIFY(savings.value(QString::fromLatin1(key)).isDouble());
    const QJsonObject curves = json.value(QStringLiteral("curves")).toObject();
    const QJsonArray own = curves.value(QStringLiteral("own")).toArray();
    QCOMPARE(own.size(), 61); // default horizon 60 months, index 0 = month 0
    QCOMPARE(own.at(0).toDouble(), 8 * 40000.0); // capex paid at month 0
    QCOMPARE(curves.value(QStringLiteral("on_demand")).toArray().size(), 61);
    QCOMPARE(curves.value(QStringLiteral("reserved")).toArray().size(), 61);
    // the options at the horizon, cheapest first, each at its curve's last value
    const QJsonArray options = json.value(QStringLiteral("options_at_horizon")).toArray();
    QVERIFY(options.size() >= 3);
    for (qsizetype i = 1; i < options.size(); ++i)
        QVERIFY(options.at(i - 1)[u"cost"_qs].toDouble() <= options.at(i)[u"cost"_qs].toDouble());
    for (const QJsonValue &o : options) {
        const QString option = o[u"option"_qs].toString();
        if (option == u"own" || option == u"on_demand" || option == u"reserved")
            QCOMPARE(o[u"cost"_qs].toDouble(), curves.value(option).toArray().last().toDouble());
    }
    // defaults (FORMULAS.md section 6): u* = 64% at $2.50/h; neocloud range 60-85%
    const double u = json.value(QStringLiteral("breakeven_utilization")).toDouble();
    QVERIFY2(u > 0.6 && u < 0.7, qPrintable(QString::number(u)));
    const QJsonObject useful = json.value(QStringLiteral("cost_per_useful_gpu_hour")).toObject();
    QVERIFY(useful.value(QStringLiteral("own")).isDouble());
    QVERIFY(useful.value(QStringLiteral("on_demand")).isDouble());
}

void TestCostCli::paybackClosedForm()
{
    // zero opex, residual 0, r = 0, no drift (default): payback = C0 / (P x 730 x u)
    // = 40000 / (8 x 730 x 0.5) = 13.699 months, tolerance 1e-6.
    const CliRun run = runCli({QStringLiteral("cost"),  QStringLiteral("--gpu"),
                               QStringLiteral("h100"),  QStringLiteral("--gpus"),
                               QStringLiteral("2"),     QStringLiteral("--purchase-price"),
                               QStringLiteral("40000"), QStringLiteral("--residual-percent"),
                               QStringLiteral("0"),     QStringLiteral("--cost-of-capital"),
                               QStringLiteral("0"),     QStringLiteral("--power-kw"),
                               QStringLiteral("0"),     QStringLiteral("--maintenance-percent"),
                               QStringLiteral("0"),     QStringLiteral("--rent-price"),
                               QStringLiteral("8"),     QStringLiteral("--utilization"),
                               QStringLiteral("0.5"),   QStringLiteral("--months"),
                               QStringLiteral("24"),    QStringLiteral("--currency"),
                               QStringLiteral("EUR"),   QStringLiteral("--amounts-in"),
                               QStringLiteral("EUR"),   QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = run.json();
    const double month = json.value(QStringLiteral("breakeven_month")).toDouble();
    QVERIFY2(std::abs(month - 40000.0 / (8 * 730 * 0.5)) < 1e-6, qPrintable(QString::number(month)));
    QCOMPARE(json.value(QStringLiteral("curves"))
                     .toObject()
                     .value(QStringLiteral("own"))
                     .toArray()
                     .size(),
             25);
    // owning with zero opex, r = 0, R = 0: capital/h = C0 / (5 x 8760); per useful hour / 0.5
    const double own = json.value(QStringLiteral("cost_per_useful_gpu_hour"))
                               .toObject()
                               .value(QStringLiteral("own"))
                               .toDouble();
    QVERIFY(std::abs(own - 40000.0 / (5 * 8760) / 0.5) < 1e-9);
}

void TestCostCli::catalogRentalRangeIsTheDefault()
{
    const CliRun show = runCli({QStringLiteral("catalog"), QStringLiteral("show"),
                                QStringLiteral("h100-sxm-80gb"), QStringLiteral("--json")});
    QCOMPARE(show.exitCode, 0);
    const QJsonObject rental = show.json().value(u"rental").toObject();
    const double mid = (rental.value(u"on_demand_low_usd_per_h").toDouble()
                        + rental.value(u"on_demand_high_usd_per_h").toDouble())
            / 2;
    QVERIFY(mid > 0);
    const QStringList base {QStringLiteral("cost"),
                            QStringLiteral("--gpu"),
                            QStringLiteral("h100-sxm-80gb"),
                            QStringLiteral("--gpus"),
                            QStringLiteral("8"),
                            QStringLiteral("--json")};
    const CliRun byCatalog = runCli(base);
    const CliRun explicitPrice = runCli(
            base + QStringList {QStringLiteral("--rent-price"), QString::number(mid, 'g', 17)});
    QCOMPARE(byCatalog.exitCode, 0);
    QCOMPARE(explicitPrice.exitCode, 0);
    const auto curve = [](const CliRun &run) {
        return run.json().value(u"curves").toObject().value(u"on_demand").toArray();
    };
    QCOMPARE(curve(byCatalog), curve(explicitPrice));
    // An id outside the catalog keeps the documented default.
    const CliRun other = runCli({QStringLiteral("cost"), QStringLiteral("--gpu"),
                                 QStringLiteral("my-own-gpu"), QStringLiteral("--gpus"),
                                 QStringLiteral("8"), QStringLiteral("--json")});
    QCOMPARE(other.exitCode, 0);
    QVERIFY(curve(other) != curve(byCatalog));
}

void TestCostCli::table()
{
    const CliRun run = runCli({QStringLiteral("cost"), QStringLiteral("--gpu"),
                               QStringLiteral("h100"), QStringLiteral("--gpus"), QStringLiteral("1"),
                               QStringLiteral("--rent-price"), QStringLiteral("8")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains(QStringLiteral("Breakeven month")));
    QVERIFY(run.err.isEmpty());
}

void TestCostCli::currencyConverts()
{
    // the same plan in USD and shown in PLN at a given rate: every amount x the rate
    const QStringList base {QStringLiteral("cost"),
                            QStringLiteral("--gpu"),
                            QStringLiteral("rtx-4090-24gb"),
                            QStringLiteral("--gpus"),
                            QStringLiteral("4"),
                            QStringLiteral("--purchase-price"),
                            QStringLiteral("2338"),
                            QStringLiteral("--rate"),
                            QStringLiteral("USD/PLN=3.66"),
                            QStringLiteral("--json")};
    const CliRun usd = runCli(base);
    const CliRun pln = runCli(base + QStringList {QStringLiteral("--currency"), u"pln"_s});
    QCOMPARE(usd.exitCode, 0);
    QCOMPARE(pln.exitCode, 0);
    QCOMPARE(pln.json().value(u"currency").toString(), QStringLiteral("PLN"));
    QCOMPARE(pln.json().value(u"amounts_in").toString(), QStringLiteral("USD"));
    const QJsonArray used = pln.json().value(u"exchange_rates").toArray();
    QCOMPARE(used.size(), 1);
    QCOMPARE(used.at(0).toObject().value(u"rate").toDouble(), 3.66);
    QCOMPARE(used.at(0).toObject().value(u"from").toString(), QStringLiteral("USD"));
    const auto curves = [](const CliRun &run, const char *name) {
        return run.json().value(u"curves").toObject().value(QLatin1StringView(name)).toArray();
    };
    QCOMPARE(curves(pln, "own").at(0).toDouble(), 4 * 2338 * 3.66); // capex at month 0
    for (const char *name : {"own", "on_demand", "reserved"}) {
        const QJsonArray a = curves(usd, name);
        const QJsonArray b = curves(pln, name);
        QCOMPARE(a.size(), b.size());
        for (qsizetype m = 1; m < a.size(); ++m)
            QVERIFY2(std::abs(b.at(m).toDouble() - a.at(m).toDouble() * 3.66)
                             <= 1e-9 * std::abs(b.at(m).toDouble()),
                     name);
    }
    // the table names the rate next to the converted figures
    const CliRun table = runCli(base.mid(0, base.size() - 1)
                                + QStringList {QStringLiteral("--currency"), u"PLN"_s});
    QCOMPARE(table.exitCode, 0);
    QVERIFY2(table.out.contains(QStringLiteral("converted at 1 USD = 3.66 PLN (command line, ")),
             qPrintable(table.out));
    // the built-in table is used when no --rate is given, and says where its rate is from
    const CliRun builtin = runCli({QStringLiteral("cost"), QStringLiteral("--gpu"), u"h100"_s,
                                   QStringLiteral("--gpus"), u"1"_s, QStringLiteral("--currency"),
                                   u"PLN"_s});
    QCOMPARE(builtin.exitCode, 0);
    QVERIFY2(builtin.out.contains(QStringLiteral("NBP")), qPrintable(builtin.out));
}

void TestCostCli::missingRateRefuses()
{
    const CliRun run = runCli({QStringLiteral("cost"), QStringLiteral("--gpu"),
                               QStringLiteral("h100"), QStringLiteral("--gpus"), u"1"_s,
                               QStringLiteral("--no-builtin-rates"), QStringLiteral("--rate"),
                               QStringLiteral("USD/EUR=0.9"), QStringLiteral("--currency"),
                               u"PLN"_s});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.contains(QStringLiteral("no rate from USD to PLN")), qPrintable(run.err));
    QCOMPARE(runCli({QStringLiteral("cost"), QStringLiteral("--gpu"), u"h100"_s,
                     QStringLiteral("--gpus"), u"1"_s, QStringLiteral("--rate"), u"USD/USD=2"_s})
                     .exitCode,
             2);
}

void TestCostCli::badInput_data()
{
    QTest::addColumn<QStringList>("extra");
    QTest::newRow("negative price")
            << QStringList {QStringLiteral("--purchase-price"), QStringLiteral("-5")};
    QTest::newRow("utilization > 1")
            << QStringList {QStringLiteral("--utilization"), QStringLiteral("1.5")};
    QTest::newRow("unknown currency")
            << QStringList {QStringLiteral("--currency"), QStringLiteral("GBP")};
    QTest::newRow("unknown option") << QStringList {QStringLiteral("--frobnicate")};
    QTest::newRow("not a number") << QStringList {QStringLiteral("--pue"), QStringLiteral("x")};
    QTest::newRow("months > 120") << QStringList {QStringLiteral("--months"), QStringLiteral("121")};
}

void TestCostCli::badInput()
{
    QFETCH(QStringList, extra);
    const CliRun run = runCli(QStringList {QStringLiteral("cost"), QStringLiteral("--gpu"),
                                           QStringLiteral("h100"), QStringLiteral("--gpus"),
                                           QStringLiteral("1")}
                              + extra);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.err.trimmed().count(u'\n'), 0); // one line
    QVERIFY(!run.err.trimmed().isEmpty());
    QVERIFY(run.out.isEmpty());
}

void TestCostCli::missingRequired()
{
    const CliRun noCount = runCli(
            {QStringLiteral("cost"), QStringLiteral("--gpu"), QStringLiteral("h100")});
    QCOMPARE(noCount.exitCode, 2);
    const CliRun noGpu = runCli(
            {QStringLiteral("cost"), QStringLiteral("--gpus"), QStringLiteral("2")});
    QCOMPARE(noGpu.exitCode, 2);
    const CliRun zero = runCli({QStringLiteral("cost"), QStringLiteral("--gpu"),
                                QStringLiteral("h100"), QStringLiteral("--gpus"),
                                QStringLiteral("0")});
    QCOMPARE(zero.exitCode, 2);
}

void TestCostCli::wholeUnits()
{
    // issue 32: 12 H100s come as whole units and instances, with the spare capacity said
    const CliRun run = runCli(
            {u"cost"_qs, u"--gpu"_qs, u"h100-sxm-80gb"_qs, u"--gpus"_qs, u"12"_qs, u"--json"_qs});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QJsonObject units = run.json().value(u"units").toObject();
    const QJsonObject purchase = units.value(u"purchase").toObject();
    const int held = purchase.value(u"gpus").toInt();
    QVERIFY(held >= 12);
    QCOMPARE(purchase.value(u"spare_gpus").toInt(), held - 12);
    int counted = 0;
    for (const QJsonValue &u : purchase.value(u"units").toArray()) {
        counted += u.toObject().value(u"count").toInt() * u.toObject().value(u"gpus_each").toInt();
        QVERIFY(!u.toObject().value(u"source").toString().isEmpty());
        QVERIFY(QDate::fromString(u.toObject().value(u"as_of").toString(), Qt::ISODate).isValid());
    }
    QCOMPARE(counted, held);
    QVERIFY(purchase.value(u"total").toDouble() > 0);
    const QJsonObject rented = units.value(u"on_demand").toObject();
    QVERIFY(!rented.value(u"provider").toString().isEmpty());
    QVERIFY(rented.value(u"gpus").toInt() >= 12);
    counted = 0;
    for (const QJsonValue &i : rented.value(u"instances").toArray())
        counted += i.toObject().value(u"count").toInt() * i.toObject().value(u"gpus_each").toInt();
    QCOMPARE(counted, rented.value(u"gpus").toInt());
    // the table says it in words
    const CliRun text = runCli(
            {u"cost"_qs, u"--gpu"_qs, u"h100-sxm-80gb"_qs, u"--gpus"_qs, u"12"_qs});
    QVERIFY2(text.out.contains(u"Bought as: ") && text.out.contains(u"12 used"),
             qPrintable(text.out));
    QVERIFY(text.out.contains(u"Rented as: "));
}

HEADROOM_TEST_APPLESS_MAIN(TestCostCli)
#include "tst_costcli.moc"
