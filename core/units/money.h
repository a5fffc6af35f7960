#pragma once

#include "units/result.h"

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace Headroom {

/** Currencies a plan can be priced in. */
enum class Currency { Usd, Eur, Rub, Pln };

QString currencyCode(Currency currency); // ISO 4217: "USD"
std::optional<Currency> currencyFromCode(QStringView code);

/** An amount of money in one currency. Arithmetic only within one currency: a dollar amount
 *  never silently becomes a rouble amount (convert with an ExchangeRate). */
struct Money
{
    double amount = 0;
    Currency currency = Currency::Usd;

    friend bool operator==(const Money &, const Money &) = default;
};

/** units of `to` per one unit of `from`, dated and sourced. */
struct ExchangeRate
{
    Currency from = Currency::Usd;
    Currency to = Currency::Eur;
    double rate = 1.0;
    QDate asOf;
    QString source;

    friend bool operator==(const ExchangeRate &, const ExchangeRate &) = default;
};

/** The same rate read the other way: units of `from` per one unit of `to` (1 / rate). */
ExchangeRate inverse(const ExchangeRate &rate);

/** `money` expressed in `to`. Uses a direct rate, else an inverse one, else one hop through a
 *  third currency; of several rates for the same pair the latest `asOf` wins. The same
 *  currency converts to itself unchanged (exactly). Rates that are not positive are ignored;
 *  fails when no rate connects the two. */
Result<Money> convert(Money money, Currency to, const QList<ExchangeRate> &rates);

/** The stored rates convert() uses from `from` to `to`, as stored (not inverted), in the order
 *  they are applied: none for the same currency, one, or two through a third currency. Fails
 *  with the same message as convert() when no rate connects the two. */
Result<QList<ExchangeRate>> conversionRates(Currency from, Currency to,
                                            const QList<ExchangeRate> &rates);

/** A rate's source as shown: the built-in rates' sources (stored in English, builtinrates.cpp)
 *  translated, any other as the user typed it. */
QString rateSourceName(const QString &source);

/** "1 USD = 4.1012 PLN (NBP table A, 2024-12-31)": a rate as stored, with its source and date,
 *  for the notes beside converted figures (translated, numbers in the default locale). */
QString describeRate(const ExchangeRate &rate);

/** "converted at 1 USD = 4.1012 PLN (NBP table A, 2024-12-31)", each rate of `rates` described;
 *  empty for no rates (nothing was converted). */
QString conversionNote(const QList<ExchangeRate> &rates);

/** A rate used older than this many days is flagged where amounts are converted with it
 *  (exchange rates move a few percent a quarter). */
constexpr qint64 kStaleRateDays = 90;

/** Of `rates` (those a conversion used), what is stale on `today`: "The rate 1 USD = 4.1012 PLN
 *  (NBP table A, 2024-12-31) is 23 months old: update it under Exchange rates." for each rate
 *  older than kStaleRateDays or undated, joined; empty when all are fresh. Translated. */
QString staleRatesNote(const QList<ExchangeRate> &rates, QDate today);

} // namespace Headroom
