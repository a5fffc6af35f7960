#include "cost/finance.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace Headroom {

const QList<DepreciationLife> &depreciationLifePresets()
{
    static const QList<DepreciationLife> presets {
            {3.0,
             QT_TRANSLATE_NOOP("Headroom::Finance",
                               "3 years: Alphabet's servers until 2020 (10-K 2020: four "
                               "years from January 2021)")},
            {5.0,
             QT_TRANSLATE_NOOP("Headroom::Finance",
                               "5 years: Amazon's servers from January 2025, shortened "
                               "from six (10-K 2024)")},
            {5.5,
             QT_TRANSLATE_NOOP("Headroom::Finance",
                               "5.5 years: Meta's servers and network equipment from "
                               "January 2025 (Q4 2024 results)")},
            {6.0,
             QT_TRANSLATE_NOOP("Headroom::Finance",
                               "6 years: Microsoft's server and network equipment from "
                               "fiscal 2023 (10-Q, Q2 FY23), Alphabet's from January 2023 "
                               "(10-K 2022)")},
    };
    return presets;
}

double periodRate(double annualRate, int periodsPerYear)
{
    return std::pow(1.0 + annualRate, 1.0 / std::max(periodsPerYear, 1)) - 1.0;
}

double netPresentValue(double rate, const QList<double> &flows)
{
    double npv = 0;
    double discount = 1;
    for (double flow : flows) {
        npv += flow / discount;
        discount *= 1.0 + rate;
    }
    return npv;
}

std::optional<double> internalRateOfReturn(const QList<double> &flows)
{
    if (std::all_of(flows.begin(), flows.end(), [](double flow) { return flow == 0; }))
        return std::nullopt; // nothing flows: every rate or none
    const auto npv = [&flows](double r) { return netPresentValue(r, flows); };
    // bisection between rates a < b whose present values differ in sign
    const auto root = [&npv](double a, double b) {
        const bool aNegative = npv(a) < 0;
        for (int i = 0; i < 200 && b - a > 1e-12 * std::max(1.0, std::abs(a)); ++i) {
            const double mid = a + (b - a) / 2;
            ((npv(mid) < 0) == aNegative ? a : b) = mid;
        }
        return a + (b - a) / 2;
    };
    // from 0 outward along one side's grid (at(k), nullopt past its end): the first change of
    // sign, so the root nearest 0 on that side
    const auto nearest = [&](const auto &at) -> std::optional<double> {
        double from = 0;
        double fFrom = npv(0);
        if (fFrom == 0)
            return 0.0;
        for (int k = 0;; ++k) {
            const std::optional<double> to = at(k);
            if (!to)
                return std::nullopt;
            const double fTo = npv(*to);
            if (!std::isfinite(fTo))
                return std::nullopt;
            if (fTo == 0)
                return *to;
            if ((fTo < 0) != (fFrom < 0))
                return root(std::min(from, *to), std::max(from, *to));
            from = *to;
            fFrom = fTo;
        }
    };
    const auto step = [](int k) { return 1e-3 * std::pow(1.25, k); };
    const std::optional<double> up = nearest([&](int k) -> std::optional<double> {
        return step(k) <= 1e6 ? std::optional(step(k)) : std::nullopt;
    });
    const std::optional<double> down = nearest([&](int k) -> std::optional<double> {
        if (k > 0 && step(k - 1) >= 0.9999)
            return std::nullopt;
        return -std::min(step(k), 0.9999);
    });
    if (up && down)
        return std::abs(*up) <= std::abs(*down) ? up : down;
    return up ? up : down;
}

DepreciationSchedule straightLineDepreciation(double cost, double salvage, double lifeYears,
                                              int periodsPerYear, int periods)
{
    DepreciationSchedule s;
    const double base = std::max(cost - salvage, 0.0);
    const double lifePeriods = lifeYears * std::max(periodsPerYear, 1);
    const double perPeriod = lifePeriods > 0 ? base / lifePeriods : base;
    double charged = 0;
    for (int t = 0; t < periods; ++t) {
        const double charge = std::min(perPeriod, base - charged);
        charged += charge;
        s.charge.append(charge);
        s.bookValue.append(cost - charged);
    }
    return s;
}

std::optional<double> paybackPeriod(const QList<double> &flows)
{
    double cumulative = 0;
    for (qsizetype t = 0; t < flows.size(); ++t) {
        const double before = cumulative;
        cumulative += flows[t];
        if (cumulative >= 0)
            return t == 0 || flows[t] <= 0 ? double(t) : double(t - 1) + (-before) / flows[t];
    }
    return std::nullopt;
}

} // namespace Headroom
