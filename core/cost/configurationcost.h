#pragma once

#include "catalog/catalog.h"
#include "cost/unitfleet.h"
#include "plan/project.h"
#include "units/explanation.h"

#include <QDate>
#include <QString>

#include <optional>

namespace Headroom {

/** Where one per-GPU input of a configuration's cost came from (docs/cost-model.md,
 *  "Per-configuration cost"). */
enum class CostInputSource {
    PriceBook, // the project's price book entry for the GPU (latest date wins)
    Catalog, // the catalog entry: street price, rental ranges, TDP
    Project, // the project's own assumption
    Configuration, // the configuration's own (Configuration::utilization: an advisor plan's)
};

struct CostInputOrigin
{
    CostInputSource source = CostInputSource::Project;
    Explanation description; // "H100 SXM 80GB street price x 1.231 (all-in)", words when shown
    QString reference; // the source text of the figure (URL, provider), may be empty
    QDate asOf; // may be null
    // The figure as its source states it, before conversion to the display currency (a
    // catalog price in USD, a price book entry in its own currency); nullopt for the project's
    // own figures (in CostAssumptions::currency)
    std::optional<Money> original;
};

/** The cost assumptions of one configuration, and where each per-GPU price came from. */
struct ConfigurationCost
{
    /** What the configuration pays: perGpu with each price per GPU used, the whole units'
     *  spare GPUs included (purchase x units.purchaseFactor(), on-demand, reserved and spot x
     *  units.rentalFactor(); docs/cost-model.md "Whole units"). Every cost is computed from
     *  these. */
    CostAssumptions assumptions;
    /** The same with the prices per GPU as their sources state them: what the cost editor
     *  shows and edits. */
    CostAssumptions perGpu;
    WholeUnits units; // the units and instances the configuration's GPUs come in
    CostInputOrigin purchase;
    CostInputOrigin power;
    CostInputOrigin onDemand;
    CostInputOrigin reserved1y;
    CostInputOrigin reserved3y;
    CostInputOrigin spot;
    CostInputOrigin utilization; // the project's, or the configuration's own
    // Why the project's amounts are not shown in its display currency (no exchange rate from
    // CostAssumptions::currency to it); empty when they are. Then `assumptions` stay in the
    // currency the amounts are stored in, labelled as such.
    QString conversionError;
};

/** All-in capex per GPU over the GPU's street price: the H100 SXM reference of FORMULAS.md 6,
 *  $40,000 all-in (GPU, server share, network, install) over a $32,500 street price. */
inline constexpr double kAllInPerStreetPrice = 40000.0 / 32500.0;
/** Node power per GPU over the GPU's TDP: 1.275 kW per H100 (700 W TDP) in an 8-GPU server,
 *  FORMULAS.md 6. */
inline constexpr double kNodePowerPerTdp = 1275.0 / 700.0;

/** Which catalog figures applyCatalogDefaults() may set. */
struct CatalogCostFields
{
    bool purchase = true;
    bool power = true;
    bool onDemand = true;
    bool spot = true;
};

/** Sets the prices of `a` that `gpu` knows: purchase = street price x kAllInPerStreetPrice
 *  (else the cheapest unit it is sold in, units.json: a whole system at its price / GPUs, GPUs
 *  alone x kAllInPerStreetPrice), power = TDP x kNodePowerPerTdp, on-demand and spot = the
 *  middle of the dated rental ranges (on-demand, else of the instance shapes' prices).
 *  Catalog prices are USD: for another currency they are converted with `rates`, and left
 *  alone when no rate connects USD to it. Figures the catalog lacks (0) are left alone. Returns
 *  the origin of each field it set, in `origins` (purchase, power, onDemand, spot) if given. */
void applyCatalogDefaults(CostAssumptions &a, const GpuSpec &gpu,
                          const QList<ExchangeRate> &rates = {}, CatalogCostFields fields = {},
                          ConfigurationCost *origins = nullptr);

/** Whether amounts in `storedIn` and the catalog's USD prices can be shown in `to` with
 *  `rates`; else the translated refusal naming the missing rate. */
Result<void> checkDisplayCurrency(Currency to, Currency storedIn, const QList<ExchangeRate> &rates);

/** The project's assumptions in its display currency (CostAssumptions::displayCurrency),
 *  converted from the currency they are stored in with the project's exchange rates; the
 *  stored assumptions, unconverted, with the error when no rate connects the two. */
Result<CostAssumptions> displayedAssumptions(const Project &project);

/** The currency the project's amounts are shown in: its display currency, or the currency they
 *  are stored in when no exchange rate connects the two. */
Currency displayedCurrency(const Project &project);

/** "Amounts in PLN, converted at 1 USD = 4.1012 PLN (NBP table A, 2024-12-31)": the currency
 *  shown and, when it is not the stored one, the rates that converted the project's amounts,
 *  each flagged when it is stale on `today` (staleRatesNote()). */
QString amountsNote(const Project &project, QDate today = QDate::currentDate());

/** The cost assumptions of one configuration, in the project's display currency: the project's
 *  assumptions (displayedAssumptions()) with gpuCount = the configuration's GPUs, bought in
 *  whole units and rented in whole instances (wholeUnits()); each per-GPU price from the project's price book for the GPU when it
 *  has one (kinds "purchase", "on-demand", "reserved-1y", "reserved-3y", "spot"; latest asOf),
 *  else from the catalog entry (applyCatalogDefaults), else the project's own figure; the
 *  utilisation the configuration's own (Configuration::utilization) when it has one. */
ConfigurationCost configurationCost(const Project &project, const Catalog &catalog,
                                    const Configuration &configuration);

/** `perGpu` paying for the whole units and instances `units` holds: the purchase price x
 *  units.purchaseFactor(), the on-demand, reserved and spot prices x units.rentalFactor()
 *  (docs/cost-model.md "Whole units"); the rest as it is. */
CostAssumptions paidForWholeUnits(CostAssumptions perGpu, const WholeUnits &units);

/** configurationCost(...).assumptions. */
CostAssumptions costAssumptionsFor(const Project &project, const Catalog &catalog,
                                   const Configuration &configuration);

/** Translated name of a source: "Price book", "Catalog", "Project", "Configuration". */
QString costInputSourceName(CostInputSource source);

} // namespace Headroom
