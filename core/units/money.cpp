#include "units/money.h"

#include <QCoreApplication>

namespace Headroom {

QString currencyCode(Currency currency)
{
    switch (currency) {
    case Currency::Usd: return QStringLiteral("USD");
    case Currency::Eur: return QStringLiteral("EUR");
    case Currency::Rub: return QStringLiteral("RUB");
    case Currency::Pln: return QStringLiteral("PLN");
    }
    return {};
}

std::optional<Currency> currencyFromCode(QStringView code)
{
    for (Currency c : {Currency::Usd, Currency::Eur, Currency::Rub, Currency::Pln}) {
        if (code.compare(currencyCode(c), Qt::CaseInsensitive) == 0)
            return c;
    }
    return std::nullopt;
}

ExchangeRate inverse(const ExchangeRate &rate)
{
    return ExchangeRate {rate.to, rate.from, 1.0 / rate.rate, rate.asOf, rate.source};
}

namespace {

/** One step of a conversion: a stored rate, used as stored or inverted. */
struct Step
{
    ExchangeRate rate;
    bool inverted = false;
};

/** The latest positive rate between `from` and `to`, either direction; nullopt if none. */
std::optional<Step> findStep(Currency from, Currency to, const QList<ExchangeRate> &rates)
{
    std::optional<Step> best;
    for (const ExchangeRate &r : rates) {
        if (!(r.rate > 0))
            continue;
        const bool direct = r.from == from && r.to == to;
        const bool inverted = r.from == to && r.to == from;
        if ((direct || inverted) && (!best || best->rate.asOf < r.asOf))
            best = Step {r, inverted};
    }
    return best;
}

// An inverted rate divides by the stored number instead of multiplying by 1/rate, so
// x -> y -> x with one stored rate returns x whenever (x * r) / r does in IEEE arithmetic.
Money apply(Money money, const Step &step, Currency to)
{
    const double amount = step.inverted ? money.amount / step.rate.rate
                                        : money.amount * step.rate.rate;
    return Money {amount, to};
}

} // namespace

Result<Money> convert(Money money, Currency to, const QList<ExchangeRate> &rates)
{
    if (money.currency == to)
        return money;
    if (auto step = findStep(money.currency, to, rates))
        return apply(money, *step, to);
    for (Currency via : {Currency::Usd, Currency::Eur, Currency::Rub, Currency::Pln}) {
        if (via == money.currency || via == to)
            continue;
        auto first = findStep(money.currency, via, rates);
        auto second = findStep(via, to, rates);
        if (first && second)
            return apply(apply(money, *first, via), *second, to);
    }
    return fail(QCoreApplication::translate("Headroom::Money", "No exchange rate from %1 to %2")
                        .arg(currencyCode(money.currency), currencyCode(to)));
}

} // namespace Headroom
