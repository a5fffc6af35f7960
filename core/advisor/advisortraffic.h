#pragma once

#include "advisor/advisor.h"
#include "plan/costassumptions.h"

#include <QList>

namespace Headroom {

/** The daily profile, the hybrid way and the GPUs already owned (docs/advisor.md "Daily traffic,
 *  hybrid, owned GPUs"). A part's need is the GPUs of each hour of the day, g_h = replicas_h x
 *  GPUs per replica; its level j (the j-th GPU from the bottom) is needed H_j of the 24 hours,
 *  M_j = 730 x H_j / 24 hours a month. Per GPU: O owning (the own curve / horizon), P on demand
 *  per hour, U running a GPU already owned (the own curve without capital). */

/** Replicas in each hour of the day for `peakReplicas` at the busiest hour: ceil(peakReplicas x
 *  f_h / max f), so that no hour's replicas carry more requests each than the busiest hour's
 *  (the load the speed model sized and the simulation checks). Empty without a profile. */
QList<int> hourlyReplicas(const AdvisedModel &model, int peakReplicas);

/** How a part's GPUs beyond the owned ones are paid: all rented for the hours needed, all
 *  bought (the peak), or the hybrid (a level is bought when O < P x M_j, else rented). */
enum class PartWay { Rent, Own, Hybrid };

struct PartCosting
{
    int owned = 0; // already owned GPUs used: the bottom levels where U <= their other cost
    int bought = 0;
    int rentedPeak = 0;
    double rentedGpuHours = 0; // per month
    double cost = 0; // per month: U x owned + O x bought + P x rented GPU-hours
    double upFront = 0; // purchase price x bought
    double busyGpuHours = 0; // per month, serving
    double idleGpuHours = 0; // per month, owned or bought but not needed
    // whole units (ModelPlan::units): the spare GPUs paid for in the last unit bought and the
    // last instance rented at the peak; rented GPU-hours are paid x rentalFactor
    int spareBought = 0;
    int spareRented = 0;
    double rentalFactor = 1;
};

/** The part paid `way`, using at most `ownedCap` owned GPUs and buying at most `boughtCap`
 *  (< 0: no cap; the hybrid buys its best levels first) — from the part's per-GPU figures and
 *  replicasPerHour (or gpus all day). */
PartCosting costPartWay(const ModelPlan &part, PartWay way, int ownedCap, int boughtCap = -1);

/** Fills the part's costs for the constraints' acquisition with at most `ownedCap` of its type's
 *  owned GPUs: rentPerMonth (the rent way), ownPerMonth (own, or the hybrid), the chosen way's
 *  cost and GPUs, mostCostPerMonth (with none owned). Either: the cheaper of rent and own, rent
 *  when buying breaks the up-front budget. */
void costPart(ModelPlan &part, const AdvisorConstraints &constraints, int ownedCap);

/** The parts re-costed so that no owned GPU type is used beyond its count, at the least total
 *  cost (each way's saving per owned GPU falls level by level, so the levels with the largest
 *  savings across the parts take them; either: every rent / own choice of the parts sharing a
 *  type is tried). Parts that do not compete are returned unchanged. */
QList<ModelPlan> shareOwnedGpus(const AdvisorConstraints &constraints, QList<ModelPlan> parts);

/** Whole units bought together (docs/advisor.md "Whole units"): the parts that buy GPUs of one
 *  type in units buy the units for all their GPUs at once, so the spare GPUs of one part's
 *  last unit hold another's GPUs. The spare GPUs the pooled units leave are kept by the parts
 *  with the most spare; each part pays for the spare GPUs it keeps (capital a month, the
 *  purchase up front), so the parts' costs add up to the pooled units'. A disaggregated
 *  part's prefill pool, a packed configuration and the rented instances keep their own. */
QList<ModelPlan> shareUnits(QList<ModelPlan> parts);

/** shareOwnedGpus(), then shareUnits(): what the parts of every plan go through. */
QList<ModelPlan> shareAmongParts(const AdvisorConstraints &constraints, QList<ModelPlan> parts);

/** The least a part may cost a month, and up front, in a plan: less its spare bought GPUs,
 *  which another part's GPUs may fill (shareUnits()). The fleet searches' bounds. */
double leastMonthlyCost(const ModelPlan &part);
double leastUpFront(const ModelPlan &part);
/** The fewest nodes a part may add to a plan: none of its own when another part's units may
 *  hold its GPUs (it has spare bought GPUs to pool), its prefill pool's still. */
int leastNodes(const ModelPlan &part);

/** The cost model's assumptions of a GPU already owned: no purchase (the maintenance, a share of
 *  the purchase price, kept as a running cost). */
CostAssumptions runningAssumptions(const CostAssumptions &perGpu);

/** One GPU's cumulative curves (index = month) over `months`: owned (the own curve), already
 *  owned (the running curve), rented all day (on demand at utilisation 1, no demand growth,
 *  without transfer and storage) and the transfer and storage per rented GPU-month. */
struct UnitCurves
{
    QList<double> own;
    QList<double> capital; // own - own at a purchase price of 0: a spare GPU bought in a unit
    QList<double> running;
    QList<double> rentAllDay;
    double transferPerMonth = 0;
};
UnitCurves unitCurves(const CostAssumptions &perGpu, int months);

/** A part's cumulative curves: rent = its rent way, own = its own way (the hybrid's base owned
 *  + its burst rented), each owned x running + bought x own + rented GPU-hours / 730 x
 *  rentAllDay (+ transfer per rented GPU). */
struct PartCurves
{
    QList<double> rent;
    QList<double> own;
};
PartCurves partCurves(const ModelPlan &part, const AdvisorConstraints &constraints,
                      const UnitCurves &unit);

/** How the part pays for its GPUs (what Add to Board gives its configuration,
 *  Configuration::acquisition): hybrid when it owns or already owns some and rents the peak
 *  hours, own when it rents none, on demand when it rents them all. */
CostOption partAcquisition(const ModelPlan &part);
/** "rent", "own" or "hybrid" (owned or bought GPUs and rented ones): partAcquisition()'s id in
 *  the advisor's JSON and the CLI. */
QString partAcquisitionId(const ModelPlan &part);

} // namespace Headroom
