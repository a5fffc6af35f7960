#include "cost/configurationcost.h"

#include "catalog/unitcatalog.h"
#include "cost/costmodel.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <optional>

namespace Headroom {

namespace {

using Term = Explanation::Term;

struct ConfigurationCostText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::ConfigurationCost)
};

/** `usd` in `to`, or nothing when no rate connects them. */
std::optional<double> fromUsd(double usd, Currency to, const QList<ExchangeRate> &rates)
{
    const auto converted = convert(Money {usd, Currency::Usd}, to, rates);
    if (!converted)
        return std::nullopt;
    return converted->amount;
}

/** `source`: a QT_TRANSLATE_NOOP("Headroom::ConfigurationCost", ...) literal, filled with
 *  `terms` when shown (an origin's words are made by whoever reads them). */
Explanation say(const char *source, std::initializer_list<Explanation::Term> terms = {})
{
    return {"Headroom::ConfigurationCost", source, terms};
}

/** The same for a QT_TRANSLATE_N_NOOP literal with the count `n`. */
Explanation sayN(const char *source, int n, std::initializer_list<Explanation::Term> terms = {})
{
    return Explanation::plural("Headroom::ConfigurationCost", source, n, terms);
}

CostInputOrigin catalogOrigin(const Explanation &description, const Provenance &provenance,
                              double usd)
{
    return {CostInputSource::Catalog, description, provenance.source, provenance.asOf,
            Money {usd, Currency::Usd}};
}

/** The latest price book entry of `kind` for `gpuId`, converted to `to`. */
std::optional<std::pair<double, CostInputOrigin>> priceBookPrice(const Project &project,
                                                                 const QString &gpuId,
                                                                 const QString &kind, Currency to)
{
    const PriceBookEntry *best = nullptr;
    std::optional<double> bestAmount;
    for (const PriceBookEntry &e : project.priceBook) {
        if (e.gpuId != gpuId || e.kind != kind || e.price.amount < 0)
            continue;
        if (best && e.asOf < best->asOf)
            continue;
        const auto amount = convert(e.price, to, project.exchangeRates);
        if (!amount)
            continue; // a price in a currency we cannot convert is not used
        best = &e;
        bestAmount = amount->amount;
    }
    if (!best)
        return std::nullopt;
    const Explanation description = best->provider.isEmpty()
            ? say(QT_TRANSLATE_NOOP("Headroom::ConfigurationCost", "Price book: %1"), {kind})
            : say(QT_TRANSLATE_NOOP("Headroom::ConfigurationCost", "Price book: %1, %2"),
                  {best->provider, kind});
    return std::pair {*bestAmount,
                      CostInputOrigin {CostInputSource::PriceBook, description, best->source,
                                       best->asOf, best->price}};
}

/** The lowest price per GPU, in USD, among the units the catalog sells `gpuId` in
 *  (units.json): a whole system (node, rack, workstation) at its price / GPUs, a unit of GPUs
 *  alone (card, board) x kAllInPerStreetPrice as a street price is; nothing when none is. */
std::optional<std::pair<double, PurchaseUnit>> unitPricePerGpu(const QString &gpuId,
                                                               const QList<ExchangeRate> &rates)
{
    std::optional<std::pair<double, PurchaseUnit>> best;
    for (const PurchaseUnit &u : UnitCatalog::shared().purchaseUnits(gpuId)) {
        const auto usd = convert(u.price, Currency::Usd, rates);
        if (!usd || u.gpus < 1 || !(usd->amount > 0))
            continue;
        const bool gpusOnly = u.kind == PurchaseUnitKind::Card || u.kind == PurchaseUnitKind::Board;
        const double perGpu = usd->amount / u.gpus * (gpusOnly ? kAllInPerStreetPrice : 1.0);
        if (!best || perGpu < best->first)
            best = std::pair {perGpu, u};
    }
    return best;
}

/** The on-demand price per GPU-hour the catalog's instance shapes (units.json) span for
 *  `gpuId`, in USD: their lowest and highest, with the latest date; nothing when none. */
struct InstanceRange
{
    double low = 0;
    double high = 0;
    int shapes = 0;
    Provenance provenance;
};

std::optional<InstanceRange> instanceRange(const QString &gpuId, const QList<ExchangeRate> &rates)
{
    std::optional<InstanceRange> range;
    for (const InstanceShape &s : UnitCatalog::shared().instances(gpuId)) {
        const auto usd = convert(s.pricePerHour, Currency::Usd, rates);
        if (!usd || s.gpus < 1 || !(usd->amount > 0))
            continue;
        const double perGpu = usd->amount / s.gpus;
        if (!range)
            range = InstanceRange {perGpu, perGpu, 0, s.provenance};
        range->low = std::min(range->low, perGpu);
        range->high = std::max(range->high, perGpu);
        ++range->shapes;
        if (s.provenance.asOf > range->provenance.asOf)
            range->provenance = s.provenance;
    }
    return range;
}

/** applyCatalogDefaults()'s purchase price: the GPU's street price x kAllInPerStreetPrice, else
 *  the cheapest unit it is sold in. */
void applyCatalogPurchase(CostAssumptions &a, const GpuSpec &gpu, const QList<ExchangeRate> &rates,
                          ConfigurationCost *origins)
{
    if (gpu.streetPriceUsd > 0) {
        const double usd = gpu.streetPriceUsd * kAllInPerStreetPrice;
        if (const auto v = fromUsd(usd, a.currency, rates)) {
            a.purchasePricePerGpu = *v;
            if (origins)
                origins->purchase = catalogOrigin(
                        say(QT_TRANSLATE_NOOP(
                                    "Headroom::ConfigurationCost",
                                    "%1 street price x %2 (all-in: server, network, install)"),
                            {gpu.name, Term::localized(kAllInPerStreetPrice, 'f', 3)}),
                        gpu.provenance, usd);
        }
        return;
    }
    const auto unit = unitPricePerGpu(gpu.id, rates);
    if (!unit)
        return;
    const auto v = fromUsd(unit->first, a.currency, rates);
    if (!v)
        return;
    a.purchasePricePerGpu = *v;
    if (origins)
        origins->purchase = catalogOrigin(
                sayN(QT_TRANSLATE_N_NOOP("Headroom::ConfigurationCost",
                                         "%1 / %n GPU(s) (the cheapest unit it is sold in)"),
                     unit->second.gpus, {unit->second.name}),
                unit->second.provenance, unit->first);
}

/** applyCatalogDefaults()'s on-demand price: the middle of the GPU's dated rental range, else
 *  the middle of the on-demand prices of the instance shapes that rent it. */
void applyCatalogOnDemand(CostAssumptions &a, const GpuSpec &gpu, const QList<ExchangeRate> &rates,
                          ConfigurationCost *origins)
{
    const RentalPriceRange &r = gpu.rental;
    std::optional<InstanceRange> range;
    if (r.onDemandHighUsdPerHour > 0)
        range = InstanceRange {r.onDemandLowUsdPerHour, r.onDemandHighUsdPerHour, 0, r.provenance};
    else
        range = instanceRange(gpu.id, rates);
    if (!range)
        return;
    const double middle = (range->low + range->high) / 2;
    const auto v = fromUsd(middle, a.currency, rates);
    if (!v)
        return;
    a.onDemandPricePerGpuHour = *v;
    if (!origins)
        return;
    origins->onDemand = catalogOrigin(
            range->shapes == 0
                    ? say(QT_TRANSLATE_NOOP("Headroom::ConfigurationCost",
                                            "%1: middle of the on-demand range"),
                          {gpu.name})
                    : sayN(QT_TRANSLATE_N_NOOP("Headroom::ConfigurationCost",
                                               "%1: middle of the on-demand prices of %n "
                                               "instance shape(s)"),
                           range->shapes, {gpu.name}),
            range->provenance, middle);
}

/** configurationCost()'s last step: the per-GPU prices kept in `perGpu`, and `assumptions`
 *  paying for the whole units and instances the configuration's GPUs come in. */
void payWholeUnits(ConfigurationCost &c, const Project &project, const Configuration &configuration)
{
    c.perGpu = c.assumptions;
    c.units = sharedWholeUnits(configuration.gpuId, configuration.gpuCount, project.exchangeRates);
    if (!configuration.unitPool.isEmpty()) {
        // bought together with the pool's other configurations of its type, in project order
        QList<int> used;
        qsizetype self = -1;
        for (const Configuration &other : project.configurations) {
            if (other.unitPool != configuration.unitPool || other.gpuId != configuration.gpuId)
                continue;
            if (other.id == configuration.id)
                self = used.size();
            used.append(other.gpuCount);
        }
        if (self >= 0) // its own units with the pool's purchase, when pooling saves
            c.units = poolWholeUnits(configuration.gpuId, used, project.exchangeRates).at(self);
    }
    c.assumptions = paidForWholeUnits(c.perGpu, c.units);
}

} // namespace

void applyCatalogDefaults(CostAssumptions &a, const GpuSpec &gpu, const QList<ExchangeRate> &rates,
                          CatalogCostFields fields, ConfigurationCost *origins)
{
    if (fields.purchase)
        applyCatalogPurchase(a, gpu, rates, origins);
    if (fields.power && gpu.tdpWatts > 0) {
        a.powerKwPerGpu = gpu.tdpWatts / 1000.0 * kNodePowerPerTdp;
        if (origins) {
            origins->power
                    = catalogOrigin(say(QT_TRANSLATE_NOOP("Headroom::ConfigurationCost",
                                                          "%1 TDP x %2 (node power per GPU)"),
                                        {gpu.name, Term::localized(kNodePowerPerTdp, 'f', 3)}),
                                    gpu.provenance, 0);
            origins->power.original.reset(); // kW, not money
        }
    }
    if (fields.onDemand)
        applyCatalogOnDemand(a, gpu, rates, origins);
    const RentalPriceRange &r = gpu.rental;
    if (fields.spot && r.spotHighUsdPerHour > 0) {
        const double middle = (r.spotLowUsdPerHour + r.spotHighUsdPerHour) / 2;
        if (const auto v = fromUsd(middle, a.currency, rates)) {
            a.spotPricePerGpuHour = *v;
            if (origins)
                origins->spot = catalogOrigin(say(QT_TRANSLATE_NOOP("Headroom::ConfigurationCost",
                                                                    "%1: middle of the spot range"),
                                                  {gpu.name}),
                                              r.provenance, middle);
        }
    }
}

Result<void> checkDisplayCurrency(Currency to, Currency storedIn, const QList<ExchangeRate> &rates)
{
    for (Currency from : {storedIn, Currency::Usd}) { // the project's amounts, the catalog's
        if (!convert(Money {1.0, from}, to, rates))
            return fail(ConfigurationCostText::tr(
                                "Cannot show amounts in %1: the exchange-rate table has no rate "
                                "from %2 to %1. Add one, with its source and date.")
                                .arg(currencyCode(to), currencyCode(from)));
    }
    return {};
}

Result<CostAssumptions> displayedAssumptions(const Project &project)
{
    const CostAssumptions &a = project.cost;
    if (a.displayCurrency == a.currency)
        return a;
    if (auto ok = checkDisplayCurrency(a.displayCurrency, a.currency, project.exchangeRates); !ok)
        return std::unexpected(ok.error());
    return convertAssumptions(a, a.displayCurrency, project.exchangeRates);
}

Currency displayedCurrency(const Project &project)
{
    const auto displayed = displayedAssumptions(project);
    return displayed ? displayed->currency : project.cost.currency;
}

QString amountsNote(const Project &project, QDate today)
{
    const Currency shown = displayedCurrency(project);
    QString text = ConfigurationCostText::tr("Amounts in %1").arg(currencyCode(shown));
    const auto rates = conversionRates(project.cost.currency, shown, project.exchangeRates);
    if (rates && !rates->isEmpty()) {
        text += QStringLiteral(", ") + conversionNote(*rates);
        if (const QString stale = staleRatesNote(*rates, today); !stale.isEmpty())
            text += QStringLiteral(". ") + stale;
    }
    return text;
}

namespace {

/** The price book's dated prices of the configuration's GPU, each over the catalog's. */
void applyPriceBook(const Project &project, const Configuration &configuration, ConfigurationCost &c)
{
    struct BookField
    {
        const char *kind;
        double CostAssumptions::*field;
        CostInputOrigin ConfigurationCost::*origin;
    };
    static constexpr BookField kBookFields[] = {
            {"purchase", &CostAssumptions::purchasePricePerGpu, &ConfigurationCost::purchase},
            {"on-demand", &CostAssumptions::onDemandPricePerGpuHour, &ConfigurationCost::onDemand},
            {"reserved-1y", &CostAssumptions::reserved1yPricePerGpuHour,
             &ConfigurationCost::reserved1y},
            {"reserved-3y", &CostAssumptions::reserved3yPricePerGpuHour,
             &ConfigurationCost::reserved3y},
            {"spot", &CostAssumptions::spotPricePerGpuHour, &ConfigurationCost::spot},
    };
    for (const BookField &f : kBookFields) {
        const auto price = priceBookPrice(project, configuration.gpuId, QString::fromLatin1(f.kind),
                                          c.assumptions.currency);
        if (!price)
            continue;
        c.assumptions.*f.field = price->first;
        c.*f.origin = price->second;
    }
}

/** Reserved prices of the configuration's GPU from its on-demand price. */
void scaleReservedPrices(const Project &project, ConfigurationCost &c)
{
    // Neither the catalog nor (often) the price book has reserved prices: keep the project's
    // reserved discount off on-demand (2.10 / 2.50 at the defaults) on this GPU's on-demand
    // price, rather than the project's absolute H100 figures for, say, an RTX 4090
    const double projectOnDemand = project.cost.onDemandPricePerGpuHour;
    if (c.onDemand.source != CostInputSource::Project && projectOnDemand > 0) {
        for (const auto &[field, origin] : {std::pair {&CostAssumptions::reserved1yPricePerGpuHour,
                                                       &ConfigurationCost::reserved1y},
                                            std::pair {&CostAssumptions::reserved3yPricePerGpuHour,
                                                       &ConfigurationCost::reserved3y}}) {
            if ((c.*origin).source != CostInputSource::Project)
                continue; // a dated reserved price of its own
            const double ratio = project.cost.*field / projectOnDemand;
            c.assumptions.*field = c.assumptions.onDemandPricePerGpuHour * ratio;
            c.*origin = c.onDemand;
            (c.*origin).description
                    = say(QT_TRANSLATE_NOOP("Headroom::ConfigurationCost",
                                            "%1 x %2 (the project's reserved / on-demand ratio)"),
                          {c.onDemand.description, Term::localized(ratio, 'f', 3)});
            if ((c.*origin).original)
                (c.*origin).original->amount *= ratio;
        }
    }
}

} // namespace

ConfigurationCost configurationCost(const Project &project, const Catalog &catalog,
                                    const Configuration &configuration)
{
    ConfigurationCost c;
    const auto displayed = displayedAssumptions(project);
    c.assumptions = displayed.value_or(project.cost);
    if (!displayed) {
        c.conversionError = displayed.error().message;
        c.assumptions.displayCurrency = c.assumptions.currency; // shown as stored, never relabelled
    }
    c.assumptions.gpuCount = configuration.gpuCount;
    const CostInputOrigin projectOrigin {CostInputSource::Project,
                                         say(QT_TRANSLATE_NOOP("Headroom::ConfigurationCost",
                                                               "Project assumption")),
                                         {},
                                         {},
                                         std::nullopt};
    c.purchase = c.power = c.onDemand = c.reserved1y = c.reserved3y = c.spot = c.utilization
            = projectOrigin;
    if (configuration.utilization) {
        c.assumptions.utilization = *configuration.utilization;
        c.utilization = {CostInputSource::Configuration,
                         say(QT_TRANSLATE_NOOP("Headroom::ConfigurationCost",
                                               "this configuration's own (an advisor plan's "
                                               "use); the project's is %1 %"),
                             {Term::localized(project.cost.utilization * 100, 'f', 0)}),
                         {},
                         {},
                         std::nullopt};
    }

    if (const auto gpu = catalog.gpu(configuration.gpuId))
        applyCatalogDefaults(c.assumptions, *gpu, project.exchangeRates, {}, &c);

    applyPriceBook(project, configuration, c);
    scaleReservedPrices(project, c);
    payWholeUnits(c, project, configuration);
    return c;
}

CostAssumptions paidForWholeUnits(CostAssumptions a, const WholeUnits &units)
{
    a.purchasePricePerGpu *= units.purchaseFactor();
    const double rented = units.rentalFactor();
    for (double CostAssumptions::*price :
         {&CostAssumptions::onDemandPricePerGpuHour, &CostAssumptions::reserved1yPricePerGpuHour,
          &CostAssumptions::reserved3yPricePerGpuHour, &CostAssumptions::spotPricePerGpuHour})
        a.*price *= rented;
    return a;
}

CostAssumptions costAssumptionsFor(const Project &project, const Catalog &catalog,
                                   const Configuration &configuration)
{
    return configurationCost(project, catalog, configuration).assumptions;
}

QString costInputSourceName(CostInputSource source)
{
    switch (source) {
    case CostInputSource::PriceBook: return ConfigurationCostText::tr("Price book");
    case CostInputSource::Catalog: return ConfigurationCostText::tr("Catalog");
    case CostInputSource::Project: return ConfigurationCostText::tr("Project");
    case CostInputSource::Configuration: return ConfigurationCostText::tr("Configuration");
    }
    return {};
}

} // namespace Headroom
