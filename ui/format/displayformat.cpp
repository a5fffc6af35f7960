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

/** Qt 6.4 groups a Polish number of 7 digits or more wrongly ("1912 095": Polish groups only
 *  from 5 digits, and Qt 6.4 leaves the leading group whole): a grouped integer part
 *  whose leading group has more than three digits is grouped again by threes ("1 912 095").
 *  Other locales' groups are left as they are (Indian twos included). */
QString regrouped(const QLocale &locale, QString text)
{
    const QString sep = locale.groupSeparator();
    if (sep.isEmpty())
        return text;
    qsizetype start = 0;
    while (start < text.size() && !text.at(start).isDigit())
        ++start;
    qsizetype end = start;
    qsizetype firstGroup = -1;
    while (end < text.size()) {
        if (text.at(end).isDigit()) {
            ++end;
        } else if (QStringView(text).mid(end).startsWith(sep) && end + sep.size() < text.size()
                   && text.at(end + sep.size()).isDigit()) {
            if (firstGroup < 0)
                firstGroup = end - start;
            end += sep.size();
        } else {
            break;
        }
    }
    if (firstGroup <= 3)
        return text;
    QString digits = text.mid(start, end - start).remove(sep);
    for (qsizetype i = digits.size() - 3; i > 0; i -= 3)
        digits.insert(i, sep);
    return text.left(start) + digits + text.mid(end);
}

QString localNumber(double value, char format, int decimals)
{
    const QLocale locale;
    return regrouped(locale, locale.toString(value, format, decimals));
}

} // namespace

QString gib(std::int64_t value, int decimals)
{
    //: binary gigabytes, as software reports memory
    return DisplayText::tr("%1 GiB").arg(localNumber(toGiB(value), 'f', decimals));
}

QString bytes(std::int64_t value, int decimals)
{
    const double magnitude = std::abs(double(value));
    if (magnitude >= double(kGiB) || value == 0)
        return gib(value, decimals);
    //: binary megabytes
    return DisplayText::tr("%1 MiB").arg(localNumber(double(value) / double(1 << 20), 'f', 0));
}

QString number(double value, int decimals)
{
    return localNumber(value, 'f', decimals);
}

QString integer(std::int64_t value)
{
    const QLocale locale;
    return regrouped(locale, locale.toString(qlonglong(value)));
}

QString percent(double fraction, int decimals)
{
    //: a percentage: "25%"; Russian puts a no-break space before the sign ("25 %")
    return DisplayText::tr("%1%").arg(localNumber(fraction * 100.0, 'f', decimals));
}

QString seconds(double value)
{
    const QLocale locale;
    if (value < 1.0)
        //: milliseconds
        return DisplayText::tr("%1 ms").arg(localNumber(value * 1000.0, 'f', value < 0.01 ? 1 : 0));
    if (value < 120.0)
        //: seconds
        return DisplayText::tr("%1 s").arg(locale.toString(value, 'f', value < 10.0 ? 2 : 1));
    //: minutes
    return DisplayText::tr("%1 min").arg(locale.toString(value / 60.0, 'f', 1));
}

QString tokensPerSecond(double value)
{
    //: output tokens per second
    return DisplayText::tr("%1 tok/s").arg(localNumber(value, 'f', value < 10.0 ? 1 : 0));
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
    // a minus sign, never the accounting parentheses some locales use: "-$1,985", "-1 985 zł";
    // an amount that rounds to zero has no sign
    const QLocale locale;
    const bool zero = std::round(std::abs(amount) * std::pow(10.0, std::max(decimals, 0))) == 0;
    const QString text = regrouped(locale,
                                   locale.toCurrencyString(zero ? 0.0 : std::abs(amount),
                                                           currencySymbol(currency), decimals));
    return amount < 0 && !zero ? locale.negativeSign() + text : text;
}

QString money(const Money &value, int decimals)
{
    return money(value.amount, value.currency, decimals);
}

} // namespace Headroom::Display
