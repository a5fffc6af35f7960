#include "units/builtinrates.h"

namespace Headroom {

QList<ExchangeRate> builtinExchangeRates()
{
    // Year-end 2024 official rates, stated as published by each bank (no cross rates computed):
    // - ECB euro foreign exchange reference rates, 31 December 2024: 1 EUR = 1.0389 USD
    //   https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/
    //   (the ECB has published no RUB rate since 2 March 2022)
    // - Narodowy Bank Polski, table A of average rates, 31 December 2024: 1 USD = 4.1012 PLN,
    //   1 EUR = 4.2730 PLN   https://nbp.pl/statystyka-i-sprawozdawczosc/kursy/
    // - Bank of Russia official rates in force on 1 January 2025 (set 28 December 2024):
    //   1 USD = 101.6797 RUB, 1 EUR = 106.1028 RUB   https://cbr.ru/currency_base/daily/
    const QString ecb = QStringLiteral("ECB euro reference rate");
    const QString nbp = QStringLiteral("NBP table A");
    const QString cbr = QStringLiteral("Bank of Russia official rate");
    return {
            {Currency::Eur, Currency::Usd, 1.0389, QDate(2024, 12, 31), ecb},
            {Currency::Usd, Currency::Pln, 4.1012, QDate(2024, 12, 31), nbp},
            {Currency::Eur, Currency::Pln, 4.2730, QDate(2024, 12, 31), nbp},
            {Currency::Usd, Currency::Rub, 101.6797, QDate(2025, 1, 1), cbr},
            {Currency::Eur, Currency::Rub, 106.1028, QDate(2025, 1, 1), cbr},
    };
}

} // namespace Headroom
