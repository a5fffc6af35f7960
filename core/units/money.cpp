#include "units/money.h"

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

} // namespace Headroom
