#pragma once

#include "units/money.h"
#include "units/provenance.h"
#include "units/result.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace Headroom {

/** How a GPU is sold: in an 8-GPU HGX server, a 72-GPU NVL72 rack, a 4-GPU board, a single
 *  PCIe card or a workstation. */
enum class PurchaseUnitKind { Node, Rack, Board, Card, Workstation };

QString purchaseUnitKindId(PurchaseUnitKind kind); // "node", "rack", "board", "card", "workstation"
std::optional<PurchaseUnitKind> purchaseUnitKindFromId(QStringView id);

/** One way to buy GPUs: the whole unit at its (dated, sourced) price. */
struct PurchaseUnit
{
    QString id; // "hgx-h100-8gpu"
    QString name; // "HGX H100 8-GPU server"
    QString gpuId;
    int gpus = 1;
    PurchaseUnitKind kind = PurchaseUnitKind::Node;
    Money price;
    QString includes; // what the price covers: "server with CPUs, RAM and NICs", "GPU only"
    double powerKw = 0; // the unit's power draw at load; 0 = not stated
    Provenance provenance;
};

enum class Billing { Second, Minute, Hour };

QString billingId(Billing billing); // "second", "minute", "hour"
std::optional<Billing> billingFromId(QStringView id);

/** One instance shape a cloud rents: GPUs per instance and the price per instance-hour. */
struct InstanceShape
{
    QString id; // "aws-p5.48xlarge-us-east-1"
    QString provider; // "AWS"
    QString name; // "p5.48xlarge"
    QString gpuId;
    int gpus = 1;
    Money pricePerHour;
    std::optional<Money> spotPerHour;
    std::optional<Money> reserved1yPerHour;
    std::optional<Money> reserved3yPerHour;
    Billing billing = Billing::Hour;
    double minimumHours = 0;
    QString region;
    bool spot = false;
    Provenance provenance;
};

/** The units GPUs are bought and rented in (resources/catalog/units.json, docs/cost-model.md
 *  "Units of purchase and rental"). */
class UnitCatalog
{
public:
    /** The built-in units (:/catalog/units.json). */
    static Result<UnitCatalog> builtin();
    /** builtin(), read once and kept (empty if it cannot be read: builtin() says why). */
    static const UnitCatalog &shared();
    /** Reads units.json's shape; a malformed entry fails with its index and the field. */
    static Result<UnitCatalog> fromJson(const QByteArray &json);

    const QList<PurchaseUnit> &purchaseUnits() const { return m_units; }
    const QList<InstanceShape> &instances() const { return m_instances; }
    QList<PurchaseUnit> purchaseUnits(const QString &gpuId) const;
    QList<InstanceShape> instances(const QString &gpuId) const;

private:
    QList<PurchaseUnit> m_units;
    QList<InstanceShape> m_instances;
};

} // namespace Headroom
