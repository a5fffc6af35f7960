#pragma once

#include <QDate>
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

} // namespace Headroom
