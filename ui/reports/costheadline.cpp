// The Rent vs buy tab's headline (ReportsPanel::costHeadline): the planned or the cheapest option
// at the horizon, spot named as the batch option, the savings of owning and the breakeven.
#include "reports/reportspanel.h"

#include "charts/chartmodels.h"
#include "charts/chartstyle.h"
#include "cost/costmodel.h"
#include "format/displayformat.h"

#include <algorithm>

namespace Headroom {

QString ReportsPanel::costHeadline(const CostAssumptions &a, const CostCurves &curves,
                                   const QString &crossover, bool servesUsers,
                                   std::optional<CostOption> acquisition)
{
    // the headline speaks of the horizon the chart shows, and of every priced option in it;
    // for a configuration serving users, of those that cannot be reclaimed (spot is named as
    // the batch option beside it), as the PDF's executive summary chooses; a planned way
    // (an advisor plan's) comes first, as the summary takes it
    const int horizon = int(curves.own.size()) - 1;
    QString cheapest;
    QList<OptionCost> options = optionsByCost(a, curves, horizon);
    std::optional<OptionCost> spot;
    if (servesUsers && !options.isEmpty() && options.constFirst().option == CostOption::Spot)
        spot = options.takeFirst();
    const auto planned = std::find_if(options.cbegin(), options.cend(),
                                      [&](const OptionCost &o) { return acquisition == o.option; });
    if (planned != options.cend()) {
        cheapest = tr("Planned over %n month(s): %1, %2.", nullptr, horizon)
                           .arg(CostCurveModel::optionName(planned->option),
                                Display::money(planned->cost, a.currency, 0))
                           .toHtmlEscaped();
        if (planned != options.cbegin())
            cheapest += u' '
                    + tr("The cheapest would be %1, %2.")
                              .arg(CostCurveModel::optionName(options.constFirst().option),
                                   Display::money(options.constFirst().cost, a.currency, 0))
                              .toHtmlEscaped();
    } else if (!options.isEmpty()) {
        const OptionCost &best = options.constFirst();
        cheapest = tr("Cheapest over %n month(s): %1, %2.", nullptr, horizon)
                           .arg(CostCurveModel::optionName(best.option),
                                Display::money(best.cost, a.currency, 0))
                           .toHtmlEscaped();
        if (best.option == CostOption::Spot)
            cheapest += u' '
                    + tr("Spot capacity can be reclaimed at short notice: fit for batch work, "
                         "not for a latency target.")
                              .toHtmlEscaped();
    }
    if (spot)
        cheapest += u' '
                + tr("Spot, %1, is cheaper for batch work only: its capacity can be reclaimed "
                     "at short notice.")
                          .arg(Display::money(spot->cost, a.currency, 0))
                          .toHtmlEscaped();
    const auto u = breakevenUtilization(a);
    return tr("<b>%1</b> %2. Savings of owning over renting on demand: %3. Breakeven "
              "utilisation: %4 (planned %5).")
            .arg(cheapest, crossover.toHtmlEscaped(),
                 Charts::savingsWithin(curves, a.currency).toHtmlEscaped(),
                 u ? Display::percent(*u, 1) : tr("none"), Display::percent(a.utilization));
}

} // namespace Headroom
