#include "catalog/catalog.h"
#include "catalog/unitcatalog.h"
#include "cliio.h"
#include "commandline.h"
#include "cost/unitfleet.h"

#include "cost/configurationcost.h"
#include "cost/costmodel.h"
#include "units/builtinrates.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

#include <cmath>

namespace Headroom::Cli {

namespace {

/** A numeric option and the assumption it sets. */
struct NumberOption
{
    const char *name;
    double CostAssumptions::*field;
    const char *description;
};

constexpr NumberOption kNumberOptions[] = {
        {"purchase-price", &CostAssumptions::purchasePricePerGpu,
         QT_TRANSLATE_NOOP("Headroom::Cli", "All-in capex per GPU")},
        {"life-years", &CostAssumptions::lifeYears,
         QT_TRANSLATE_NOOP("Headroom::Cli", "Useful life in years")},
        {"residual-percent", &CostAssumptions::residualPercentAtLife,
         QT_TRANSLATE_NOOP("Headroom::Cli", "Residual value at end of life, % of capex")},
        {"cost-of-capital", &CostAssumptions::costOfCapital,
         QT_TRANSLATE_NOOP("Headroom::Cli",
                           "Cost of capital per year, fraction (0 = straight line)")},
        {"power-kw", &CostAssumptions::powerKwPerGpu,
         QT_TRANSLATE_NOOP("Headroom::Cli", "Node power per GPU, kW")},
        {"pue", &CostAssumptions::pue,
         QT_TRANSLATE_NOOP("Headroom::Cli", "Power usage effectiveness")},
        {"kwh-price", &CostAssumptions::electricityPricePerKwh,
         QT_TRANSLATE_NOOP("Headroom::Cli", "Electricity price per kWh")},
        {"colo-per-kw-month", &CostAssumptions::colocationPerKwMonth,
         QT_TRANSLATE_NOOP("Headroom::Cli", "Colocation price per kW-month")},
        {"maintenance-percent", &CostAssumptions::maintenancePercentPerYear,
         QT_TRANSLATE_NOOP("Headroom::Cli", "Maintenance per year, % of capex")},
        {"staff-per-gpu-year", &CostAssumptions::staffCostPerGpuYear,
         QT_TRANSLATE_NOOP("Headroom::Cli", "Staff cost per GPU-year")},
        {"rent-price", &CostAssumptions::onDemandPricePerGpuHour,
         QT_TRANSLATE_NOOP("Headroom::Cli", "On-demand price per GPU-hour")},
        {"reserved-price", &CostAssumptions::reserved1yPricePerGpuHour,
         QT_TRANSLATE_NOOP("Headroom::Cli", "1-year reserved price per GPU-hour")},
        {"utilization", &CostAssumptions::utilization,
         QT_TRANSLATE_NOOP("Headroom::Cli", "Busy fraction of hours, 0..1")},
};

struct Parsed
{
    QString gpuId;
    CostAssumptions assumptions; // in the display currency (--currency)
    Currency amountsIn = Currency::Usd; // what the amount options were given in
    QList<ExchangeRate> rates; // the table the conversion used
    QList<ExchangeRate> used; // the rates that converted the amounts to the display currency
    bool json = false;
};

/** A GPU of the built-in catalog brings its dated rental range: the middle of the on-demand and
 *  spot ranges are the defaults for prices not given on the command line (the shared rule of
 *  core/cost/configurationcost.h, limited to the rental prices). */
void applyCatalogPrices(const CommandLine &parser, Parsed &parsed)
{
    const auto catalog = Catalog::builtin();
    if (!catalog)
        return;
    const auto gpu = catalog->gpu(parsed.gpuId);
    if (!gpu)
        return;
    CatalogCostFields fields;
    fields.purchase = false;
    fields.power = false;
    fields.onDemand = !parser.isSet(QStringLiteral("rent-price"));
    applyCatalogDefaults(parsed.assumptions, *gpu, parsed.rates, fields);
}

Result<Currency> currencyOption(const CommandLine &parser, const QString &name)
{
    const QString code = parser.value(name);
    const auto currency = currencyFromCode(code);
    if (!currency)
        return fail(QCoreApplication::translate("Headroom::Cli",
                                                "Unknown currency '%1' (USD, EUR, RUB or PLN)")
                            .arg(code));
    return *currency;
}

/** "USD/PLN=3.66" as a rate dated today from the command line; nullopt if it does not read. */
std::optional<ExchangeRate> parseRate(const QString &text, const QRegularExpression &pattern)
{
    const auto m = pattern.match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    ExchangeRate rate;
    const auto from = currencyFromCode(m.captured(1));
    const auto to = currencyFromCode(m.captured(2));
    bool ok = false;
    rate.rate = m.captured(3).toDouble(&ok);
    if (!from.has_value() || !to.has_value() || !ok || !(rate.rate > 0) || !std::isfinite(rate.rate))
        return std::nullopt;
    rate.from = from.value();
    rate.to = to.value();
    if (rate.from == rate.to)
        return std::nullopt;
    rate.asOf = QDate::currentDate();
    rate.source = QCoreApplication::translate("Headroom::Cli", "command line");
    return rate;
}

/** The rate table: the built-in one (unless --no-builtin-rates) and each --rate
 *  FROM/TO=VALUE, dated today, so that it wins over a built-in rate for the same pair. */
Result<QList<ExchangeRate>> readRates(const CommandLine &parser)
{
    QList<ExchangeRate> rates;
    if (!parser.isSet(QStringLiteral("no-builtin-rates")))
        rates = builtinExchangeRates();
    static const QRegularExpression pattern(
            QStringLiteral("^([A-Za-z]{3})/([A-Za-z]{3})=([0-9.eE+-]+)$"));
    for (const QString &text : parser.values(QStringLiteral("rate"))) {
        const auto rate = parseRate(text, pattern);
        if (!rate)
            return fail(QCoreApplication::translate(
                                "Headroom::Cli",
                                "--rate must read FROM/TO=VALUE with two different currencies "
                                "(USD, EUR, RUB or PLN) and a positive rate, got '%1'")
                                .arg(text));
        rates.append(*rate);
    }
    return rates;
}

Result<double> number(const QString &name, const QString &text)
{
    bool ok = false;
    const double value = text.toDouble(&ok); // QString::toDouble is locale-independent (C)
    if (!ok || !std::isfinite(value) || value < 0)
        return fail(QCoreApplication::translate("Headroom::Cli",
                                                "--%1 must be a non-negative number, got '%2'")
                            .arg(name, text));
    return value;
}

Result<int> integer(const QString &name, const QString &text, int low, int high)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < low || value > high)
        return fail(
                QCoreApplication::translate("Headroom::Cli",
                                            "--%1 must be a whole number from %2 to %3, got '%4'")
                        .arg(name, QString::number(low), QString::number(high), text));
    return value;
}

/** The assumptions the options set, in `amountsIn`; the rest keep the CostAssumptions
 *  defaults (USD figures, converted to `amountsIn`). */
Result<CostAssumptions> readAssumptions(const CommandLine &parser, Currency amountsIn,
                                        const QList<ExchangeRate> &rates)
{
    const auto defaults = convertAssumptions(CostAssumptions {}, amountsIn, rates);
    if (!defaults)
        return std::unexpected(defaults.error());
    CostAssumptions a = *defaults;
    const auto gpus = integer(QStringLiteral("gpus"), parser.value(QStringLiteral("gpus")), 1,
                              1000000);
    if (!gpus)
        return std::unexpected(gpus.error());
    a.gpuCount = *gpus;
    if (parser.isSet(QStringLiteral("months"))) {
        const auto months = integer(QStringLiteral("months"),
                                    parser.value(QStringLiteral("months")), 1, kMaxHorizonMonths);
        if (!months)
            return std::unexpected(months.error());
        a.horizonMonths = *months;
    }
    for (const NumberOption &option : kNumberOptions) {
        const QString name = QString::fromLatin1(option.name);
        if (!parser.isSet(name))
            continue;
        const auto v = number(name, parser.value(name));
        if (!v)
            return std::unexpected(v.error());
        a.*option.field = *v;
    }
    if (parser.isSet(QStringLiteral("price-drift-percent"))) {
        bool ok = false;
        const QString text = parser.value(QStringLiteral("price-drift-percent"));
        a.priceDriftPercentPerYear = text.toDouble(&ok);
        if (!ok || !std::isfinite(a.priceDriftPercentPerYear))
            return fail(
                    QCoreApplication::translate("Headroom::Cli",
                                                "--price-drift-percent must be a number, got '%1'")
                            .arg(text));
    }
    return a;
}

const CommandSpec &costSpec()
{
    static const CommandSpec spec = [] {
        const QString value = QStringLiteral("value");
        CommandSpec c {u"cost"_qs,
                       u"--gpu <id> --gpus <n> [options]"_qs,
                       QT_TRANSLATE_NOOP("Headroom::Cli",
                                         "Rent vs buy for a fleet of GPUs: cumulative cost curves, "
                                         "breakeven month and utilisation, savings."),
                       {{u"gpu"_qs, value,
                         QT_TRANSLATE_NOOP("Headroom::Cli", "GPU id (labels the output)")},
                        {u"gpus"_qs, value, QT_TRANSLATE_NOOP("Headroom::Cli", "Number of GPUs")}}};
        for (const NumberOption &option : kNumberOptions)
            c.options.append({QString::fromLatin1(option.name), value, option.description});
        c.options.append({u"months"_qs, value,
                          QT_TRANSLATE_NOOP("Headroom::Cli", "Horizon in months (1-120)")});
        c.options.append({u"price-drift-percent"_qs, value,
                          QT_TRANSLATE_NOOP("Headroom::Cli", "Rent price change per year, %")});
        c.options.append(
                {u"currency"_qs, value,
                 QT_TRANSLATE_NOOP("Headroom::Cli",
                                   "Show amounts in USD, EUR, RUB or PLN, converted with the "
                                   "exchange rates (default: the --amounts-in currency)")});
        c.options.append(
                {u"amounts-in"_qs, value,
                 QT_TRANSLATE_NOOP("Headroom::Cli",
                                   "Currency of the amounts given as options (default USD)")});
        c.options.append({u"rate"_qs, u"FROM/TO=VALUE"_qs,
                          QT_TRANSLATE_NOOP("Headroom::Cli",
                                            "An exchange rate: 1 FROM = VALUE TO (wins over a "
                                            "built-in rate for the pair)"),
                          true});
        c.options.append({u"no-builtin-rates"_qs,
                          {},
                          QT_TRANSLATE_NOOP("Headroom::Cli",
                                            "Use only the --rate rates, not the built-in table")});
        c.options.append({u"json"_qs, {}, QT_TRANSLATE_NOOP("Headroom::Cli", "Print JSON")});
        return c;
    }();
    return spec;
}

Result<Parsed> parse(const CommandLine &parser)
{
    if (!parser.positional().isEmpty())
        return fail(QCoreApplication::translate("Headroom::Cli", "Unexpected argument '%1'")
                            .arg(parser.positional().first()));

    Parsed parsed;
    parsed.json = parser.isSet(QStringLiteral("json"));
    parsed.gpuId = parser.value(QStringLiteral("gpu"));
    const QRegularExpression idPattern(QStringLiteral("^[a-z0-9][a-z0-9._-]*$"));
    if (!idPattern.match(parsed.gpuId).hasMatch())
        return fail(QCoreApplication::translate("Headroom::Cli",
                                                "--gpu needs a lower-case GPU id, got '%1'")
                            .arg(parsed.gpuId));
    if (!parser.isSet(QStringLiteral("gpus")))
        return fail(QCoreApplication::translate("Headroom::Cli", "--gpus is required"));
    const auto rates = readRates(parser);
    if (!rates)
        return std::unexpected(rates.error());
    parsed.rates = *rates;
    if (parser.isSet(QStringLiteral("amounts-in"))) {
        const auto c = currencyOption(parser, QStringLiteral("amounts-in"));
        if (!c)
            return std::unexpected(c.error());
        parsed.amountsIn = *c;
    }
    Currency shown = parsed.amountsIn;
    if (parser.isSet(QStringLiteral("currency"))) {
        const auto c = currencyOption(parser, QStringLiteral("currency"));
        if (!c)
            return std::unexpected(c.error());
        shown = *c;
    }
    // the same rule and the same refusal as the app's currency switch (configurationcost.h)
    if (auto ok = checkDisplayCurrency(shown, parsed.amountsIn, parsed.rates); !ok)
        return std::unexpected(ok.error());
    const auto read = readAssumptions(parser, parsed.amountsIn, parsed.rates);
    if (!read)
        return std::unexpected(read.error());
    const auto displayed = convertAssumptions(*read, shown, parsed.rates);
    if (!displayed)
        return std::unexpected(displayed.error());
    parsed.assumptions = *displayed;
    parsed.used = conversionRates(parsed.amountsIn, shown, parsed.rates)
                          .value_or(QList<ExchangeRate> {});
    applyCatalogPrices(parser, parsed);
    const auto checked = validated(parsed.assumptions);
    if (!checked)
        return fail(checked.error().detail.isEmpty()
                            ? checked.error().message
                            : checked.error().message + u": " + checked.error().detail);
    return parsed;
}

QJsonValue optionalNumber(std::optional<double> value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonArray array(const QList<double> &values)
{
    QJsonArray out;
    for (double v : values)
        out.append(v);
    return out;
}

QJsonArray ratesJson(const QList<ExchangeRate> &rates)
{
    QJsonArray out;
    for (const ExchangeRate &r : rates)
        out.append(QJsonObject {{QStringLiteral("from"), currencyCode(r.from)},
                                {QStringLiteral("to"), currencyCode(r.to)},
                                {QStringLiteral("rate"), r.rate},
                                {QStringLiteral("as_of"), r.asOf.toString(Qt::ISODate)},
                                {QStringLiteral("source"), r.source}});
    return out;
}

QString money(double amount)
{
    return QString::number(amount, 'f', 0);
}

void printTable(const Parsed &p, const CostCurves &curves, CliIo &io)
{
    const CostAssumptions &a = p.assumptions;
    const QString code = currencyCode(a.currency);
    io.out << QCoreApplication::translate(
                      "Headroom::Cli",
                      "Rent vs buy: %1 x %2, %3 months, utilization %4, amounts in %5")
                      .arg(QString::number(a.gpuCount), p.gpuId, QString::number(a.horizonMonths),
                           QString::number(a.utilization, 'f', 2), code)
           << Qt::endl;
    if (!p.used.isEmpty())
        io.out << QCoreApplication::translate("Headroom::Cli", "Amounts given in %1, %2")
                          .arg(currencyCode(p.amountsIn), conversionNote(p.used))
               << Qt::endl;
    io.out << QCoreApplication::translate("Headroom::Cli", "month        own  on-demand   reserved")
           << Qt::endl;
    for (int m = 0; m <= a.horizonMonths; ++m) {
        if (m % 12 != 0 && m != a.horizonMonths)
            continue;
        io.out << QString::number(m).rightJustified(5) << money(curves.own[m]).rightJustified(11)
               << money(curves.onDemand[m]).rightJustified(11)
               << money(curves.reserved1y[m]).rightJustified(11) << Qt::endl;
    }
    const QList<OptionCost> options = optionsByCost(a, curves, a.horizonMonths);
    if (!options.isEmpty())
        io.out << QCoreApplication::translate("Headroom::Cli", "Cheapest over %1 months: %2, %3 %4")
                          .arg(QString::number(a.horizonMonths),
                               costOptionId(options.constFirst().option),
                               money(options.constFirst().cost), code)
               << Qt::endl;
    const auto breakeven = crossoverMonth(curves.own, curves.onDemand);
    io.out << QCoreApplication::translate("Headroom::Cli", "Breakeven month (own vs on-demand): %1")
                      .arg(breakeven ? QString::number(*breakeven, 'f', 1)
                                     : QCoreApplication::translate("Headroom::Cli", "never"))
           << Qt::endl;
    const auto u = breakevenUtilization(a);
    io.out << QCoreApplication::translate("Headroom::Cli", "Breakeven utilization: %1")
                      .arg(u ? QString::number(*u * 100, 'f', 1) + u'%'
                             : QCoreApplication::translate("Headroom::Cli", "none"))
           << Qt::endl;
    for (int m : {12, 36, 60})
        io.out << QCoreApplication::translate("Headroom::Cli",
                                              "Savings of owning at %1 months: %2 %3")
                          .arg(QString::number(m), money(savingsAtMonth(a, m)), code)
               << Qt::endl;
    const UsefulHourCost useful = costPerUsefulGpuHour(a);
    io.out << QCoreApplication::translate("Headroom::Cli",
                                          "Cost per useful GPU-hour: own %1, on-demand %2 %3")
                      .arg(useful.own ? QString::number(*useful.own, 'f', 2)
                                      : QCoreApplication::translate("Headroom::Cli", "n/a"),
                           QString::number(useful.onDemand, 'f', 2), code)
           << Qt::endl;
}

/** The whole units and instances the GPUs come in (units.json), priced in the display
 *  currency: what the curves pay for (paidForWholeUnits()). */
WholeUnits unitsFor(const Parsed &p)
{
    const auto units = UnitCatalog::builtin();
    if (!units || p.gpuId.isEmpty())
        return {};
    return wholeUnits(*units, p.gpuId, p.assumptions.gpuCount, p.rates, p.assumptions.currency);
}

void printUnits(const WholeUnits &u, CliIo &io)
{
    if (u.purchase)
        io.out << QCoreApplication::translate("Headroom::Cli", "Bought as: %1, %2 %3")
                          .arg(describePurchase(*u.purchase), money(u.purchase->total.amount),
                               currencyCode(u.purchase->total.currency))
               << Qt::endl;
    if (u.rental)
        io.out << QCoreApplication::translate("Headroom::Cli", "Rented as: %1, %2 %3 per hour")
                          .arg(describeRental(*u.rental),
                               QString::number(u.rental->perHour.amount, 'f', 2),
                               currencyCode(u.rental->perHour.currency))
               << Qt::endl;
}

QJsonObject unitsJson(const WholeUnits &u)
{
    QJsonObject json;
    if (u.purchase) {
        QJsonArray list;
        for (const UnitPurchase::Count &c : u.purchase->units)
            list.append(QJsonObject {{QStringLiteral("unit"), c.unit.id},
                                     {QStringLiteral("count"), c.count},
                                     {QStringLiteral("gpus_each"), c.unit.gpus},
                                     {QStringLiteral("source"), c.unit.provenance.source},
                                     {QStringLiteral("as_of"),
                                      c.unit.provenance.asOf.toString(Qt::ISODate)}});
        json.insert(QStringLiteral("purchase"),
                    QJsonObject {{QStringLiteral("units"), list},
                                 {QStringLiteral("gpus"), u.purchase->gpus},
                                 {QStringLiteral("spare_gpus"), u.purchase->spareGpus()},
                                 {QStringLiteral("total"), u.purchase->total.amount}});
    }
    if (u.rental) {
        QJsonArray list;
        for (const InstanceRental::Count &c : u.rental->instances)
            list.append(QJsonObject {{QStringLiteral("instance"), c.shape.id},
                                     {QStringLiteral("count"), c.count},
                                     {QStringLiteral("gpus_each"), c.shape.gpus},
                                     {QStringLiteral("source"), c.shape.provenance.source},
                                     {QStringLiteral("as_of"),
                                      c.shape.provenance.asOf.toString(Qt::ISODate)}});
        json.insert(QStringLiteral("on_demand"),
                    QJsonObject {{QStringLiteral("provider"), u.rental->provider},
                                 {QStringLiteral("region"), u.rental->region},
                                 {QStringLiteral("instances"), list},
                                 {QStringLiteral("gpus"), u.rental->gpus},
                                 {QStringLiteral("spare_gpus"), u.rental->spareGpus()},
                                 {QStringLiteral("per_hour"), u.rental->perHour.amount}});
    }
    return json;
}

} // namespace

int runCostCommand(const QStringList &args, CliIo &io)
{
    CommandLine line(costSpec());
    if (const auto done = line.parse(args, io))
        return *done;
    const auto parsed = parse(line);
    if (!parsed)
        return io.error(parsed.error().message, Usage);
    const WholeUnits units = unitsFor(*parsed);
    Parsed paying = *parsed; // the prices given per GPU, paying for whole units
    paying.assumptions = paidForWholeUnits(parsed->assumptions, units);
    const CostAssumptions &a = paying.assumptions;
    const CostCurves curves = costCurves(a, a.horizonMonths);
    if (!parsed->json) {
        printTable(paying, curves, io);
        printUnits(units, io);
        return Ok;
    }
    QJsonObject savings;
    for (int m : {12, 36, 60})
        savings.insert(QString::number(m), savingsAtMonth(a, m));
    const UsefulHourCost useful = costPerUsefulGpuHour(a);
    // every priced option at the horizon, cheapest first (the Rent vs buy headline's)
    QJsonArray options;
    for (const OptionCost &o : optionsByCost(a, curves, a.horizonMonths))
        options.append(QJsonObject {{QStringLiteral("option"), costOptionId(o.option)},
                                    {QStringLiteral("cost"), o.cost}});
    QJsonObject json {
            {QStringLiteral("gpu"), parsed->gpuId},
            {QStringLiteral("gpus"), a.gpuCount},
            {QStringLiteral("currency"), currencyCode(a.currency)},
            {QStringLiteral("amounts_in"), currencyCode(parsed->amountsIn)},
            {QStringLiteral("exchange_rates"), ratesJson(parsed->used)},
            {QStringLiteral("months"), a.horizonMonths},
            {QStringLiteral("breakeven_month"),
             optionalNumber(crossoverMonth(curves.own, curves.onDemand))},
            {QStringLiteral("breakeven_utilization"), optionalNumber(breakevenUtilization(a))},
            {QStringLiteral("savings_at_months"), savings},
            {QStringLiteral("options_at_horizon"), options},
            {QStringLiteral("curves"),
             QJsonObject {{QStringLiteral("own"), array(curves.own)},
                          {QStringLiteral("on_demand"), array(curves.onDemand)},
                          {QStringLiteral("reserved"), array(curves.reserved1y)}}},
            {QStringLiteral("cost_per_useful_gpu_hour"),
             QJsonObject {{QStringLiteral("own"), optionalNumber(useful.own)},
                          {QStringLiteral("on_demand"), useful.onDemand}}},
            {QStringLiteral("units"), unitsJson(units)},
    };
    io.printJson(json);
    return Ok;
}

} // namespace Headroom::Cli
