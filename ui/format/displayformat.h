#pragma once

#include "units/money.h"

#include <QDateTime>
#include <QLocale>
#include <QString>

#include <cstdint>

namespace Headroom::Display {

/** Numbers for people, in the UI language's conventions (QLocale(): the default locale, which
 *  the language switch sets). Every view formats through these, so a switch to Russian or
 *  Polish changes decimal commas, group separators and unit names everywhere at once.
 *  Software reports binary units, so memory is shown in GiB ("79.2 GiB" for an 80 GB H100). */

QString bytes(std::int64_t bytes, int decimals = 1); // "79.2 GiB", "512 MiB", "-3.4 GiB"
QString gib(std::int64_t bytes, int decimals = 1); // always GiB: "0.4 GiB"
QString number(double value, int decimals = 0); // grouped: "12,345" / "12 345"
QString integer(std::int64_t value); // grouped
QString percent(double fraction, int decimals = 0); // 0.25 -> "25%" / "25 %" (ru)
QString seconds(double seconds); // "420 ms", "1.8 s", "3.5 min"
QString tokensPerSecond(double tokensPerSecond); // "38 tok/s", "1,234 tok/s"
QString tokens(std::int64_t tokens); // "8,192 tokens" (plural-aware)
QString date(const QDate &date); // short: "12/2/26", "02.12.2026"
QString dateTime(const QDateTime &dateTime); // short, in local time: "12/2/26 2:05 PM"
QString money(double amount, Currency currency, int decimals = 2); // "$2.50", "2,50 €", "250 ₽"
QString money(const Money &value, int decimals = 2);
QString currencySymbol(Currency currency);

} // namespace Headroom::Display
