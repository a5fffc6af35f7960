#pragma once

#include "catalog/unitcatalog.h"
#include "units/money.h"

#include <QList>
#include <QString>

#include <optional>

namespace Headroom {

/** Units bought for a number of GPUs: whole units, the GPUs they hold and those used. */
struct UnitPurchase
{
    struct Count
    {
        PurchaseUnit unit;
        int count = 0;
    };
    QList<Count> units;
    int gpus = 0; // held by the units
    int used = 0; // the GPUs asked for
    Money total; // in the currency asked for

    int spareGpus() const { return gpus - used; }
};

/** Which price of an instance shape is paid. */
enum class RentalTerm { OnDemand, Spot, Reserved1y, Reserved3y };

/** Instances rented for a number of GPUs, from one provider in one region. */
struct InstanceRental
{
    struct Count
    {
        InstanceShape shape;
        int count = 0;
    };
    QString provider;
    QString region;
    RentalTerm term = RentalTerm::OnDemand;
    QList<Count> instances;
    int gpus = 0;
    int used = 0;
    Money perHour; // in the currency asked for

    int spareGpus() const { return gpus - used; }
};

/** The cheapest whole units of `gpuId` that hold at least `gpus` GPUs: any mix of the GPU's
 *  purchase units (two 8-GPU nodes and a 4-GPU board for 20), compared in `currency` with
 *  `rates` (an entry no rate converts is left out); ties go to fewer spare GPUs, then fewer
 *  units. Nothing when the GPU has no purchase unit or `gpus` < 1. Exact (a covering knapsack
 *  over the GPU counts). */
std::optional<UnitPurchase> cheapestPurchase(const UnitCatalog &units, const QString &gpuId,
                                             int gpus, Currency currency,
                                             const QList<ExchangeRate> &rates = {});

/** The cheapest whole instances of `gpuId` holding at least `gpus` GPUs at `term`, all from one
 *  provider and region (a fleet is rented in one place); shapes without a price for the term
 *  are left out. Nothing when none can. */
std::optional<InstanceRental> cheapestRental(const UnitCatalog &units, const QString &gpuId,
                                             int gpus, RentalTerm term, Currency currency,
                                             const QList<ExchangeRate> &rates = {});

/** "1 x HGX B200 8-GPU server (8 GPUs), 5 used" (translated). */
QString describePurchase(const UnitPurchase &purchase);
/** "2 x p5.48xlarge (AWS, us-east-1; 16 GPUs), 12 used" (translated). */
QString describeRental(const InstanceRental &rental);

} // namespace Headroom
