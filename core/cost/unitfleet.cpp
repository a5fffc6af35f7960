#include "cost/unitfleet.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <limits>
#include <map>
#include <vector>

namespace Headroom {

namespace {

struct UnitFleetText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Cost)
};

/** One item of the covering knapsack: GPUs it holds and what it costs. */
struct Item
{
    int gpus = 1;
    double cost = 0;
};

/** The cheapest cover of at least k GPUs, for every k up to a need. */
struct Best
{
    double cost = std::numeric_limits<double>::infinity();
    int held = 0;
    int count = 0;
    int item = -1; // the last item taken
};

/** best[k]: the cheapest multiset of items holding at least k GPUs, for k = 0 .. need. Ties:
 *  fewer GPUs held, then fewer items. */
std::vector<Best> coverTable(const std::vector<Item> &items, int need)
{
    std::vector<Best> best(size_t(std::max(need, 0)) + 1);
    best[0] = {0, 0, 0, -1};
    for (int k = 1; k <= need; ++k) {
        for (size_t i = 0; i < items.size(); ++i) {
            const Best &rest = best[size_t(std::max(0, k - items[i].gpus))];
            const Best candidate {rest.cost + items[i].cost, rest.held + items[i].gpus,
                                  rest.count + 1, int(i)};
            const Best &current = best[size_t(k)];
            if (std::tie(candidate.cost, candidate.held, candidate.count)
                < std::tie(current.cost, current.held, current.count))
                best[size_t(k)] = candidate;
        }
    }
    return best;
}

/** The cheapest multiset of items holding at least `need` GPUs: counts per item (empty when no
 *  item). */
std::vector<int> cheapestCover(const std::vector<Item> &items, int need)
{
    if (items.empty() || need < 1)
        return {};
    const std::vector<Best> best = coverTable(items, need);
    std::vector<int> counts(items.size(), 0);
    for (int k = need; k > 0 && best[size_t(k)].item >= 0;) {
        const int i = best[size_t(k)].item;
        ++counts[size_t(i)];
        k = std::max(0, k - items[size_t(i)].gpus);
    }
    return counts;
}

std::optional<Money> termPrice(const InstanceShape &shape, RentalTerm term)
{
    switch (term) {
    case RentalTerm::OnDemand: return shape.pricePerHour;
    case RentalTerm::Spot: return shape.spotPerHour;
    case RentalTerm::Reserved1y: return shape.reserved1yPerHour;
    case RentalTerm::Reserved3y: return shape.reserved3yPerHour;
    }
    return std::nullopt;
}

/** The cheapest rental among `shapes` (one provider and region). */
std::optional<InstanceRental> cheapestIn(const QList<InstanceShape> &shapes, int gpus,
                                         RentalTerm term, Currency currency,
                                         const QList<ExchangeRate> &rates)
{
    QList<InstanceShape> priced;
    std::vector<Item> items;
    for (const InstanceShape &s : shapes) {
        const auto price = termPrice(s, term);
        const auto converted = price ? convert(*price, currency, rates) : Result<Money>();
        if (!price || !converted)
            continue;
        priced.append(s);
        items.push_back({s.gpus, converted->amount});
    }
    const std::vector<int> counts = cheapestCover(items, gpus);
    if (counts.empty())
        return std::nullopt;
    InstanceRental r;
    r.provider = shapes.first().provider;
    r.region = shapes.first().region;
    r.term = term;
    r.used = gpus;
    r.perHour = Money {0, currency};
    for (size_t i = 0; i < counts.size(); ++i) {
        if (counts[i] == 0)
            continue;
        r.instances.append({priced[qsizetype(i)], counts[i]});
        r.gpus += counts[i] * items[i].gpus;
        r.perHour.amount += counts[i] * items[i].cost;
    }
    return r;
}

} // namespace

std::optional<UnitPurchase> cheapestPurchase(const UnitCatalog &units, const QString &gpuId,
                                             int gpus, Currency currency,
                                             const QList<ExchangeRate> &rates)
{
    QList<PurchaseUnit> priced;
    std::vector<Item> items;
    for (const PurchaseUnit &u : units.purchaseUnits(gpuId)) {
        const auto price = convert(u.price, currency, rates);
        if (!price)
            continue;
        priced.append(u);
        items.push_back({u.gpus, price->amount});
    }
    const std::vector<int> counts = cheapestCover(items, gpus);
    if (counts.empty())
        return std::nullopt;
    UnitPurchase p;
    p.used = gpus;
    p.total = Money {0, currency};
    for (size_t i = 0; i < counts.size(); ++i) {
        if (counts[i] == 0)
            continue;
        p.units.append({priced[qsizetype(i)], counts[i]});
        p.gpus += counts[i] * items[i].gpus;
        p.total.amount += counts[i] * items[i].cost;
    }
    return p;
}

std::optional<InstanceRental> cheapestRental(const UnitCatalog &units, const QString &gpuId,
                                             int gpus, RentalTerm term, Currency currency,
                                             const QList<ExchangeRate> &rates)
{
    std::map<std::pair<QString, QString>, QList<InstanceShape>> places; // (provider, region)
    for (const InstanceShape &s : units.instances(gpuId))
        places[{s.provider, s.region}].append(s);
    std::optional<InstanceRental> best;
    for (const auto &[place, shapes] : places) {
        const auto r = cheapestIn(shapes, gpus, term, currency, rates);
        if (r
            && (!best
                || std::tie(r->perHour.amount, r->gpus)
                        < std::tie(best->perHour.amount, best->gpus)))
            best = r;
    }
    return best;
}

WholeUnits wholeUnits(const UnitCatalog &units, const QString &gpuId, int gpus,
                      const QList<ExchangeRate> &rates, Currency currency)
{
    WholeUnits w;
    w.used = gpus;
    if (gpus < 1)
        return w;
    w.purchase = cheapestPurchase(units, gpuId, gpus, currency, rates);
    w.rental = cheapestRental(units, gpuId, gpus, RentalTerm::OnDemand, currency, rates);
    return w;
}

WholeUnits sharedWholeUnits(const QString &gpuId, int gpus, const QList<ExchangeRate> &rates)
{
    const UnitCatalog &units = UnitCatalog::shared();
    thread_local QHash<std::pair<QString, int>, WholeUnits> cache;
    thread_local QHash<QString, bool> inUsd; // every unit of the type priced in USD
    auto usd = inUsd.find(gpuId);
    if (usd == inUsd.end()) {
        bool all = true;
        for (const PurchaseUnit &u : units.purchaseUnits(gpuId))
            all = all && u.price.currency == Currency::Usd;
        for (const InstanceShape &shape : units.instances(gpuId))
            all = all && shape.pricePerHour.currency == Currency::Usd;
        usd = inUsd.insert(gpuId, all);
    }
    if (!*usd)
        return wholeUnits(units, gpuId, gpus, rates);
    const std::pair key {gpuId, gpus};
    auto it = cache.constFind(key);
    if (it == cache.constEnd())
        it = cache.insert(key, wholeUnits(units, gpuId, gpus, rates));
    return *it;
}

UnitCover::UnitCover(const QString &gpuId, int most, const QList<ExchangeRate> &rates)
{
    const UnitCatalog &units = UnitCatalog::shared();
    most = std::max(most, 0);
    // the same choices as wholeUnits(), every count at once: one cover table for the purchase
    // units, one per provider and region for the instances (the cheapest place wins each count)
    std::vector<Item> sold;
    for (const PurchaseUnit &u : units.purchaseUnits(gpuId))
        if (const auto price = convert(u.price, Currency::Usd, rates))
            sold.push_back({u.gpus, price->amount});
    std::map<std::pair<QString, QString>, std::vector<Item>> places;
    for (const InstanceShape &s : units.instances(gpuId))
        if (const auto price = convert(s.pricePerHour, Currency::Usd, rates))
            places[{s.provider, s.region}].push_back({s.gpus, price->amount});
    const std::vector<Best> bought = sold.empty() ? std::vector<Best> {} : coverTable(sold, most);
    std::vector<std::vector<Best>> rented;
    for (const auto &[place, items] : places)
        rented.push_back(coverTable(items, most));
    m_bought.reserve(most + 1);
    m_rented.reserve(most + 1);
    for (int n = 0; n <= most; ++n) {
        m_bought.append(bought.empty() ? n : bought[size_t(n)].held);
        const Best *cheapest = nullptr;
        for (const std::vector<Best> &table : rented) {
            const Best &b = table[size_t(n)];
            if (!cheapest || std::tie(b.cost, b.held) < std::tie(cheapest->cost, cheapest->held))
                cheapest = &b;
        }
        m_rented.append(cheapest ? cheapest->held : n);
    }
    m_leastBought = m_bought;
    m_leastRented = m_rented;
    for (qsizetype n = m_bought.size() - 2; n >= 0; --n) {
        m_leastBought[n] = std::min(m_leastBought[n], m_leastBought[n + 1]);
        m_leastRented[n] = std::min(m_leastRented[n], m_leastRented[n + 1]);
    }
}

QString describePurchase(const UnitPurchase &purchase)
{
    QStringList parts;
    for (const UnitPurchase::Count &c : purchase.units)
        parts.append(UnitFleetText::tr("%1 x %2 (%n GPU(s))", nullptr, c.count * c.unit.gpus)
                             .arg(c.count)
                             .arg(c.unit.name));
    return UnitFleetText::tr("%1, %n used", nullptr, purchase.used).arg(parts.join(u" + "));
}

QString describeRental(const InstanceRental &rental)
{
    QStringList parts;
    for (const InstanceRental::Count &c : rental.instances)
        parts.append(UnitFleetText::tr("%1 x %2 (%n GPU(s))", nullptr, c.count * c.shape.gpus)
                             .arg(c.count)
                             .arg(c.shape.name));
    return UnitFleetText::tr("%1 at %2, %3; %n used", nullptr, rental.used)
            .arg(parts.join(u" + "), rental.provider, rental.region);
}

QList<int> pooledSpare(const QList<int> &used, const QList<int> &ownHeld, int pooledHeld)
{
    int total = 0, held = 0;
    QList<int> spare;
    for (qsizetype i = 0; i < used.size(); ++i) {
        total += used.at(i);
        held += ownHeld.value(i, used.at(i));
        spare.append(std::max(0, ownHeld.value(i, used.at(i)) - used.at(i)));
    }
    int freed = held - std::max(pooledHeld, total);
    if (used.size() < 2 || freed <= 0)
        return {};
    QList<qsizetype> order;
    for (qsizetype i = 0; i < used.size(); ++i)
        order.append(i);
    std::stable_sort(order.begin(), order.end(),
                     [&spare](qsizetype a, qsizetype b) { return spare.at(a) < spare.at(b); });
    for (qsizetype i : std::as_const(order)) {
        const int given = std::min(freed, spare.at(i));
        spare[i] -= given;
        freed -= given;
    }
    return spare;
}

QList<WholeUnits> poolWholeUnits(const QString &gpuId, const QList<int> &used,
                                 const QList<ExchangeRate> &rates)
{
    QList<WholeUnits> units;
    QList<int> held;
    int total = 0;
    for (int gpus : used) {
        units.append(sharedWholeUnits(gpuId, gpus, rates));
        held.append(units.last().boughtGpus());
        total += gpus;
    }
    const WholeUnits pool = sharedWholeUnits(gpuId, total, rates);
    const QList<int> kept = pool.purchase ? pooledSpare(used, held, pool.boughtGpus())
                                          : QList<int>();
    for (qsizetype i = 0; i < kept.size(); ++i) {
        units[i].purchase = pool.purchase;
        units[i].pooledGpus = total;
        units[i].keptSpare = kept.at(i);
    }
    return units;
}

QString describeWholeUnits(const WholeUnits &units)
{
    QStringList sentences;
    if (units.purchase && units.pooledGpus > 0)
        //: %1: the units ("1 x HGX H100 8-GPU server (8 GPUs), 5 used"); %n: this
        //: configuration's GPUs in them; %2: the spare GPUs it pays for
        sentences.append(UnitFleetText::tr("Bought together with other configurations as %1; "
                                           "%n of the GPUs are this one's, and it pays for %2 "
                                           "spare.",
                                           nullptr, units.used)
                                 .arg(describePurchase(*units.purchase))
                                 .arg(units.keptSpare));
    else if (units.purchase)
        sentences.append(UnitFleetText::tr("Bought as %1.").arg(describePurchase(*units.purchase)));
    if (units.rental)
        sentences.append(UnitFleetText::tr("Rented as %1.").arg(describeRental(*units.rental)));
    return sentences.join(u' ');
}

} // namespace Headroom
