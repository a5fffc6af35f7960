#include "format/displayformat.h"

#include "units/bytes.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace Headroom::Display {

namespace {

struct DisplayText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Display)
};

} // namespace

QString gib(std::int64_t value, int decimals)
{
    //: binary gigabytes, as software reports memory
    return DisplayText::tr("%1 GiB").arg(QLocale().toString(toGiB(value), 'f', decimals));
}

QString bytes(std::int64_t value, int decimals)
{
    const double magnitude = std::abs(double(value));
    if (magnitude >= double(kGiB) || value == 0)
        return gib(value, decimals);
    //: binary megabytes
    return DisplayText::tr("%1 MiB").arg(
            QLocale().toString(double(value) / double(1 << 20), 'f', 0));
}

QString number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QString integer(std::int64_t value)
{
    return QLocale().toString(qlonglong(value));
}

QString percent(double fraction, int decimals)
{
    //: a percentage: "25%"; Russian puts a no-break space before the sign ("25 %")
    return DisplayText::tr("%1%").arg(QLocale().toString(fraction * 100.0, 'f', decimals));
}

QString seconds(double value)
{
    const QLocale locale;
    if (value < 1.0)
        //: milliseconds
        return DisplayText::tr("%1 ms").arg(
                locale.toString(value * 1000.0, 'f', value < 0.01 ? 1 : 0));
    if (value < 120.0)
        //: seconds
        return DisplayText::tr("%1 s").arg(locale.toString(value, 'f', value < 10.0 ? 2 : 1));
    //: minutes
    return DisplayText::tr("%1 min").arg(locale.toString(value / 60.0, 'f', 1));
}

QString tokensPerSecond(double value)
{
    //: output tokens per second
    return DisplayText::tr("%1 tok/s").arg(QLocale().toString(value, 'f', value < 10.0 ? 1 : 0));
}

QString tokens(std::int64_t value)
{
    const int n = int(std::min<std::int64_t>(value, std::int64_t(1) << 30)); // %Ln takes an int
    return DisplayText::tr("%Ln token(s)", nullptr, n);
}

QString date(const QDate &value)
{
    return QLocale().toString(value, QLocale::ShortFormat);
}

QString dateTime(const QDateTime &value)
{
    return QLocale().toString(value.toLocalTime(), QLocale::ShortFormat);
}

QString currencySymbol(Currency currency)
{
    switch (currency) {
    case Currency::Usd: return QStringLiteral("$");
    case Currency::Eur: return QStringLiteral("€");
    case Currency::Rub: return QStringLiteral("₽");
    case Currency::Pln: return QStringLiteral("zł");
    }
    return currencyCode(currency);
}

QString money(double amount, Currency currency, int decimals)
{
    // A minus sign, not the accounting parentheses CLDR gives English and Polish ("($1,985)"):
    // "-$1,985", "-1 985 $", "-1985 zł"
    const QLocale locale;
    const QString symbol = currencySymbol(currency);
    const double shown = std::round(std::abs(amount) * std::pow(10.0, decimals));
    if (amount < 0 && shown > 0)
        return locale.negativeSign() + locale.toCurrencyString(-amount, symbol, decimals);
    return locale.toCurrencyString(shown > 0 ? amount : 0.0, symbol, decimals); // no "-$0"
}

QString money(const Money &value, int decimals)
{
    return money(value.amount, value.currency, decimals);
}

} // namespace Headroom::Display
