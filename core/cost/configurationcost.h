#pragma once

#include "catalog/catalog.h"
#include "plan/project.h"

#include <QDate>
#include <QString>

namespace Headroom {

/** Where one per-GPU input of a configuration's cost came from (docs/cost-model.md,
 *  "Per-configuration cost"). */
enum class CostInputSource {
    PriceBook, // the project's price book entry for the GPU (latest date wins)
    Catalog, // the catalog entry: street price, rental ranges, TDP
    Project, // the project's own assumption
};

struct CostInputOrigin
{
    CostInputSource source = CostInputSource::Project;
    QString description; // translated: "H100 SXM 80GB street price x 1.231 (all-in)"
    QString reference; // the source text of the figure (URL, provider), may be empty
    QDate asOf; // may be null
};

/** The cost assumptions of one configuration, and where each per-GPU price came from. */
struct ConfigurationCost
{
    CostAssumptions assumptions;
    CostInputOrigin purchase;
    CostInputOrigin power;
    CostInputOrigin onDemand;
    CostInputOrigin reserved1y;
    CostInputOrigin reserved3y;
    CostInputOrigin spot;
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

/** Sets the prices of `a` that `gpu` knows: purchase = street price x kAllInPerStreetPrice,
 *  power = TDP x kNodePowerPerTdp, on-demand and spot = the middle of the dated rental ranges.
 *  Catalog prices are USD: for another currency they are converted with `rates`, and left
 *  alone when no rate connects USD to it. Figures the catalog lacks (0) are left alone. Returns
 *  the origin of each field it set, in `origins` (purchase, power, onDemand, spot) if given. */
void applyCatalogDefaults(CostAssumptions &a, const GpuSpec &gpu,
                          const QList<ExchangeRate> &rates = {}, CatalogCostFields fields = {},
                          ConfigurationCost *origins = nullptr);

/** The cost assumptions of one configuration: the project's assumptions with gpuCount = the
 *  configuration's GPUs; each per-GPU price from the project's price book for the GPU when it
 *  has one (kinds "purchase", "on-demand", "reserved-1y", "reserved-3y", "spot"; latest asOf),
 *  else from the catalog entry (applyCatalogDefaults), else the project's own figure. */
ConfigurationCost configurationCost(const Project &project, const Catalog &catalog,
                                    const Configuration &configuration);

/** configurationCost(...).assumptions. */
CostAssumptions costAssumptionsFor(const Project &project, const Catalog &catalog,
                                   const Configuration &configuration);

/** Translated name of a source: "Price book", "Catalog", "Project". */
QString costInputSourceName(CostInputSource source);

} // namespace Headroom
