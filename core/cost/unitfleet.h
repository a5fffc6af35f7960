#pragma once

#include "catalog/unitcatalog.h"
#include "units/money.h"

#include <QList>
#include <QString>

#include <algorithm>
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

/** The whole units `gpus` GPUs of `gpuId` are bought in and the whole instances they are
 *  rented in on demand (docs/cost-model.md "Whole units"): the cheapest purchase units and the
 *  cheapest provider's instances, chosen by their prices in `currency` (`rates` converts
 *  others; USD unless asked). A GPU the unit catalog sells (or rents) in no unit is bought (or
 *  rented) one at a time. */
struct WholeUnits
{
    int used = 0;
    std::optional<UnitPurchase> purchase;
    std::optional<InstanceRental> rental; // on demand
    // Bought in units together with other configurations (poolWholeUnits()): `purchase` is the
    // pool's units, and these GPUs pay for `used` and the spare they keep; 0 = its own units
    int pooledGpus = 0; // the pool's GPUs, every member's
    int keptSpare = 0;

    int boughtGpus() const
    {
        return pooledGpus > 0 ? used + keptSpare : purchase ? purchase->gpus : used;
    }
    int rentedGpus() const { return rental ? rental->gpus : used; }
    /** The units bought or the instances rented hold more GPUs than are used. */
    bool hasSpare() const { return boughtGpus() > used || rentedGpus() > used; }
    /** The same with only the units and instances that hold spare GPUs. */
    WholeUnits withSpare() const
    {
        WholeUnits w = *this;
        if (boughtGpus() <= used)
            w.purchase.reset();
        if (rentedGpus() <= used)
            w.rental.reset();
        return w;
    }
    /** GPUs paid for over GPUs used: what a per-GPU price is multiplied by (1 when none). */
    double purchaseFactor() const { return used > 0 ? double(boughtGpus()) / used : 1.0; }
    double rentalFactor() const { return used > 0 ? double(rentedGpus()) / used : 1.0; }
};
WholeUnits wholeUnits(const UnitCatalog &units, const QString &gpuId, int gpus,
                      const QList<ExchangeRate> &rates = {}, Currency currency = Currency::Usd);
/** wholeUnits() of the built-in catalog (UnitCatalog::shared()), kept per thread for a GPU type
 *  whose units are all priced in USD (then `rates` cannot change the choice): every evaluation
 *  of a configuration asks it. */
WholeUnits sharedWholeUnits(const QString &gpuId, int gpus, const QList<ExchangeRate> &rates = {});

/** Whole units bought together (the advisor's parts on GPUs of their own, the board's
 *  configurations of one unit pool): members of one GPU type with `used` GPUs each, whose own
 *  units would hold `ownHeld` each, buy the units for all at once, holding `pooledHeld` (>= the
 *  sum of `used`). The spare GPUs each member keeps: its own spare, the members with the least
 *  giving theirs up first (in order on ties), until the spare left is the pool's. Empty when
 *  pooling holds no fewer GPUs than the members' own units. */
QList<int> pooledSpare(const QList<int> &used, const QList<int> &ownHeld, int pooledHeld);

/** `units` of each member of a unit pool (`used` GPUs each, in the order given): the pool's
 *  purchase (sharedWholeUnits() of all their GPUs) and the spare each keeps (pooledSpare());
 *  their own units when pooling saves nothing. Rentals stay each member's own. */
QList<WholeUnits> poolWholeUnits(const QString &gpuId, const QList<int> &used,
                                 const QList<ExchangeRate> &rates = {});

/** sharedWholeUnits()' GPU counts for 0 .. `most` GPUs of one type, computed at once (one cover
 *  table per provider: far cheaper than asking each count), as a table the advisor's
 *  parts read while they are costed thousands of times; beyond `most`, the GPUs themselves. */
class UnitCover
{
public:
    UnitCover() = default;
    UnitCover(const QString &gpuId, int most, const QList<ExchangeRate> &rates = {});
    int most() const { return int(m_bought.size()) - 1; }
    int bought(int gpus) const { return at(m_bought, gpus); }
    int rented(int gpus) const { return at(m_rented, gpus); }
    /** The fewest GPUs the units bought (rented) for `gpus` or more GPUs hold: what bounds
     *  the cost of a part of at least `gpus` GPUs from below. */
    int leastBought(int gpus) const { return least(m_leastBought, gpus); }
    int leastRented(int gpus) const { return least(m_leastRented, gpus); }

private:
    static int at(const QList<int> &table, int gpus)
    {
        return gpus >= 0 && gpus < table.size() ? table.at(gpus) : gpus;
    }
    static int least(const QList<int> &table, int gpus)
    {
        // beyond the table, B GPUs hold B >= the table's size
        return gpus >= 0 && gpus < table.size() ? std::min(table.at(gpus), int(table.size()))
                                                : gpus;
    }
    QList<int> m_bought; // index = GPUs used
    QList<int> m_rented;
    QList<int> m_leastBought; // suffix minima of the two above
    QList<int> m_leastRented;
};

/** "1 x HGX B200 8-GPU server (8 GPUs), 5 used" (translated). */
QString describePurchase(const UnitPurchase &purchase);
/** "2 x p5.48xlarge (AWS, us-east-1; 16 GPUs), 12 used" (translated). */
QString describeRental(const InstanceRental &rental);
/** "Bought as 1 x HGX H100 8-GPU server (8 GPUs), 2 used. Rented as 2 x 1x H100 (1 GPU) at
 *  RunPod, ...; 2 used." (translated): the sentences of the units known; empty when none. */
QString describeWholeUnits(const WholeUnits &units);

} // namespace Headroom
