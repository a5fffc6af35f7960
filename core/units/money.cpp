#include "units/money.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

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

/** The steps from `from` to `to`: a direct or inverse rate, else one hop through a third
 *  currency; nullopt when none connects them. Empty for the same currency. */
std::optional<QList<Step>> findPath(Currency from, Currency to, const QList<ExchangeRate> &rates)
{
    if (from == to)
        return QList<Step> {};
    if (auto step = findStep(from, to, rates))
        return QList<Step> {*step};
    for (Currency via : {Currency::Usd, Currency::Eur, Currency::Rub, Currency::Pln}) {
        if (via == from || via == to)
            continue;
        auto first = findStep(from, via, rates);
        auto second = findStep(via, to, rates);
        if (first && second)
            return QList<Step> {*first, *second};
    }
    return std::nullopt;
}

std::unexpected<Error> noRate(Currency from, Currency to)
{
    return fail(QCoreApplication::translate("Headroom::Money", "No exchange rate from %1 to %2")
                        .arg(currencyCode(from), currencyCode(to)));
}

} // namespace

Result<Money> convert(Money money, Currency to, const QList<ExchangeRate> &rates)
{
    const auto path = findPath(money.currency, to, rates);
    if (!path)
        return noRate(money.currency, to);
    for (const Step &step : *path)
        money = apply(money, step, step.inverted ? step.rate.from : step.rate.to);
    return money;
}

Result<QList<ExchangeRate>> conversionRates(Currency from, Currency to,
                                            const QList<ExchangeRate> &rates)
{
    const auto path = findPath(from, to, rates);
    if (!path)
        return noRate(from, to);
    QList<ExchangeRate> used;
    for (const Step &step : *path)
        used.append(step.rate);
    return used;
}

namespace {

// the sources of builtinExchangeRates(), as stored
constexpr const char *kBuiltinRateSources[] = {
        QT_TRANSLATE_NOOP("Headroom::Money", "ECB euro reference rate"),
        QT_TRANSLATE_NOOP("Headroom::Money", "NBP table A"),
        QT_TRANSLATE_NOOP("Headroom::Money", "Bank of Russia official rate"),
};

} // namespace

QString rateSourceName(const QString &source)
{
    for (const char *builtin : kBuiltinRateSources)
        if (source == QLatin1StringView(builtin))
            return QCoreApplication::translate("Headroom::Money", builtin);
    return source;
}

QString describeRate(const ExchangeRate &rate)
{
    const QString value = QLocale().toString(rate.rate, 'g', 10);
    QString text = QCoreApplication::translate("Headroom::Money", "1 %1 = %2 %3")
                           .arg(currencyCode(rate.from), value, currencyCode(rate.to));
    QStringList origin;
    if (!rate.source.isEmpty())
        origin.append(rateSourceName(rate.source));
    if (rate.asOf.isValid())
        origin.append(rate.asOf.toString(Qt::ISODate));
    if (!origin.isEmpty())
        text += QStringLiteral(" (") + origin.join(QStringLiteral(", ")) + u')';
    return text;
}

QString conversionNote(const QList<ExchangeRate> &rates)
{
    if (rates.isEmpty())
        return {};
    QStringList parts;
    for (const ExchangeRate &r : rates)
        parts.append(describeRate(r));
    return QCoreApplication::translate("Headroom::Money", "converted at %1")
            .arg(parts.join(QStringLiteral("; ")));
}

QString staleRatesNote(const QList<ExchangeRate> &rates, QDate today)
{
    QStringList notes;
    for (const ExchangeRate &r : rates) {
        if (!r.asOf.isValid()) {
            notes.append(QCoreApplication::translate(
                                 "Headroom::Money",
                                 "The rate %1 has no date: check it under Exchange rates.")
                                 .arg(describeRate(r)));
            continue;
        }
        const qint64 days = r.asOf.daysTo(today);
        if (days <= kStaleRateDays)
            continue;
        const int months = int(std::lround(double(days) / 30.4375));
        notes.append(QCoreApplication::translate("Headroom::Money",
                                                 "The rate %1 is %n month(s) old: update it under "
                                                 "Exchange rates.",
                                                 nullptr, months)
                             .arg(describeRate(r)));
    }
    return notes.join(u' ');
}

} // namespace Headroom
