#include "catalog/unitcatalog.h"

#include "spec/idtable.h"
#include "spec/specjson.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace Headroom {

namespace {

struct UnitCatalogText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Catalog)
};

constexpr IdTable<PurchaseUnitKind, 5> kKindIds {{
        {PurchaseUnitKind::Node, "node"},
        {PurchaseUnitKind::Rack, "rack"},
        {PurchaseUnitKind::Board, "board"},
        {PurchaseUnitKind::Card, "card"},
        {PurchaseUnitKind::Workstation, "workstation"},
}};

constexpr IdTable<Billing, 3> kBillingIds {{
        {Billing::Second, "second"},
        {Billing::Minute, "minute"},
        {Billing::Hour, "hour"},
}};

/** An amount {"amount", "currency"}: positive and finite, in a known currency. */
Result<Money> moneyField(const QJsonObject &entry, const char *key)
{
    const QJsonObject json = entry.value(QLatin1StringView(key)).toObject();
    const QJsonValue amount = json.value(u"amount");
    const auto currency = currencyFromCode(json.value(u"currency").toString());
    if (!amount.isDouble() || !(amount.toDouble() > 0) || !std::isfinite(amount.toDouble())
        || !currency)
        return fail(UnitCatalogText::tr("\"%1\" needs a positive amount and a currency (USD, "
                                        "EUR, RUB or PLN)")
                            .arg(QLatin1StringView(key)));
    return Money {amount.toDouble(), *currency};
}

std::optional<Money> optionalMoney(const QJsonObject &entry, const char *key)
{
    if (!entry.value(QLatin1StringView(key)).isObject())
        return std::nullopt;
    const auto money = moneyField(entry, key);
    return money ? std::optional<Money>(*money) : std::nullopt;
}

Result<int> gpuCountField(const QJsonObject &entry)
{
    const double gpus = entry.value(u"gpus").toDouble(-1);
    if (gpus < 1 || gpus > 100000 || gpus != std::floor(gpus))
        return fail(UnitCatalogText::tr("\"gpus\" must be a whole number of at least 1"));
    return int(gpus);
}

Result<PurchaseUnit> purchaseUnitFromJson(const QJsonObject &json)
{
    PurchaseUnit u;
    u.id = json.value(u"id").toString();
    u.name = json.value(u"name").toString();
    u.gpuId = json.value(u"gpu").toString();
    if (u.id.isEmpty() || u.gpuId.isEmpty())
        return fail(UnitCatalogText::tr("an entry needs an \"id\" and a \"gpu\""));
    const auto gpus = gpuCountField(json);
    if (!gpus)
        return std::unexpected(gpus.error());
    u.gpus = *gpus;
    const auto kind = purchaseUnitKindFromId(json.value(u"kind").toString());
    if (!kind)
        return fail(UnitCatalogText::tr("unknown \"kind\" \"%1\"")
                            .arg(json.value(u"kind").toString().left(40)));
    u.kind = *kind;
    const auto price = moneyField(json, "price");
    if (!price)
        return std::unexpected(price.error());
    u.price = *price;
    u.includes = json.value(u"includes").toString();
    u.powerKw = std::max(0.0, json.value(u"power_kw").toDouble());
    u.provenance = provenanceFromJson(json.value(u"provenance").toObject());
    return u;
}

Result<InstanceShape> instanceFromJson(const QJsonObject &json)
{
    InstanceShape s;
    s.id = json.value(u"id").toString();
    s.provider = json.value(u"provider").toString();
    s.name = json.value(u"name").toString();
    s.gpuId = json.value(u"gpu").toString();
    if (s.id.isEmpty() || s.gpuId.isEmpty())
        return fail(UnitCatalogText::tr("an entry needs an \"id\" and a \"gpu\""));
    const auto gpus = gpuCountField(json);
    if (!gpus)
        return std::unexpected(gpus.error());
    s.gpus = *gpus;
    const auto price = moneyField(json, "price_per_hour");
    if (!price)
        return std::unexpected(price.error());
    s.pricePerHour = *price;
    s.spotPerHour = optionalMoney(json, "spot_price_per_hour");
    s.reserved1yPerHour = optionalMoney(json, "reserved_1y_per_hour");
    s.reserved3yPerHour = optionalMoney(json, "reserved_3y_per_hour");
    s.billing = billingFromId(json.value(u"billing").toString()).value_or(Billing::Hour);
    s.minimumHours = std::max(0.0, json.value(u"minimum_hours").toDouble());
    s.region = json.value(u"region").toString();
    s.spot = json.value(u"spot").toBool() || s.spotPerHour.has_value();
    s.provenance = provenanceFromJson(json.value(u"provenance").toObject());
    return s;
}

/** Reads the array `key` of `root` with `read`, failing with the entry's index. */
template<typename T, typename Read>
Result<QList<T>> readEntries(const QJsonObject &root, const char *key, Read read)
{
    QList<T> list;
    const QJsonArray array = root.value(QLatin1StringView(key)).toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        auto entry = read(array.at(i).toObject());
        if (!entry)
            return fail(UnitCatalogText::tr("Units catalog, \"%1\" entry %2: %3")
                                .arg(QLatin1StringView(key))
                                .arg(i + 1)
                                .arg(entry.error().message));
        list.append(std::move(*entry));
    }
    return list;
}

} // namespace

QString purchaseUnitKindId(PurchaseUnitKind kind)
{
    return idOf(kKindIds, kind);
}

std::optional<PurchaseUnitKind> purchaseUnitKindFromId(QStringView id)
{
    return fromId(kKindIds, id, Qt::CaseSensitive);
}

QString billingId(Billing billing)
{
    return idOf(kBillingIds, billing);
}

std::optional<Billing> billingFromId(QStringView id)
{
    return fromId(kBillingIds, id, Qt::CaseSensitive);
}

Result<UnitCatalog> UnitCatalog::builtin()
{
    QFile file(QStringLiteral(":/catalog/units.json"));
    if (!file.open(QIODevice::ReadOnly))
        return fail(UnitCatalogText::tr("The built-in units catalog cannot be read"));
    return fromJson(file.readAll());
}

const UnitCatalog &UnitCatalog::shared()
{
    static const UnitCatalog units = builtin().value_or(UnitCatalog {});
    return units;
}

Result<UnitCatalog> UnitCatalog::fromJson(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return fail(UnitCatalogText::tr("The units catalog is not a JSON object: %1")
                            .arg(error.errorString()));
    const QJsonObject root = document.object();
    UnitCatalog catalog;
    auto units = readEntries<PurchaseUnit>(root, "purchase_units", purchaseUnitFromJson);
    if (!units)
        return std::unexpected(units.error());
    auto instances = readEntries<InstanceShape>(root, "instances", instanceFromJson);
    if (!instances)
        return std::unexpected(instances.error());
    catalog.m_units = std::move(*units);
    catalog.m_instances = std::move(*instances);
    return catalog;
}

QList<PurchaseUnit> UnitCatalog::purchaseUnits(const QString &gpuId) const
{
    QList<PurchaseUnit> list;
    for (const PurchaseUnit &u : m_units) {
        if (u.gpuId == gpuId)
            list.append(u);
    }
    return list;
}

QList<InstanceShape> UnitCatalog::instances(const QString &gpuId) const
{
    QList<InstanceShape> list;
    for (const InstanceShape &s : m_instances) {
        if (s.gpuId == gpuId)
            list.append(s);
    }
    return list;
}

} // namespace Headroom
