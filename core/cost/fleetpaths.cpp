#include "cost/fleetpaths.h"

#include <algorithm>
#include <cmath>

namespace Headroom {

QList<double> demandPerPeriod(const DemandPath &path, int periods, int periodsPerYear)
{
    QList<double> demand;
    const double perYear = std::max(periodsPerYear, 1);
    for (int t = 0; t < periods; ++t) {
        const double typed = path.typed.value(t, -1);
        const double base = typed >= 0
                ? typed
                : path.start * std::pow(1.0 + path.growthPerYear, t / perYear);
        demand.append(base * path.peakToAverage);
    }
    return demand;
}

QList<double> pricePath(double price0, double doublingYears, int periods, int periodsPerYear)
{
    QList<double> prices;
    const double perYear = std::max(periodsPerYear, 1);
    for (int t = 0; t < periods; ++t)
        prices.append(doublingYears > 0 ? price0 * std::exp2(-(t / perYear) / doublingYears)
                                        : price0);
    return prices;
}

int firstAvailablePeriod(QDate launch, QDate start, int periodsPerYear)
{
    if (!launch.isValid() || !start.isValid())
        return -1;
    const int months = (launch.year() - start.year()) * 12 + launch.month() - start.month();
    if (months <= 0)
        return 0;
    const int monthsPerPeriod = std::max(12 / std::max(periodsPerYear, 1), 1);
    return months / monthsPerPeriod;
}

QDate launchMonth(const QString &launch)
{
    return QDate::fromString(launch + QStringLiteral("-01"), QStringLiteral("yyyy-MM-dd"));
}

} // namespace Headroom
