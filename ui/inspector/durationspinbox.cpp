#include "inspector/durationspinbox.h"

#include "format/displayformat.h"

#include <QEvent>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpression>

#include <optional>

namespace Headroom {

namespace {

/** The unit Display::seconds() writes after a number ("ms", "с", "min"), in this language. */
QString unitOf(const QString &formatted)
{
    static const QRegularExpression number(QStringLiteral("[0-9.,\\s\\x{00A0}\\x{202F}]+"));
    return QString(formatted).remove(number).trimmed();
}

} // namespace

DurationSpinBox::DurationSpinBox(QWidget *parent)
    : QDoubleSpinBox(parent)
{
    setDecimals(1);
    setKeyboardTracking(false);
}

std::optional<double> DurationSpinBox::parseMilliseconds(const QString &text)
{
    static const QRegularExpression pattern(
            QStringLiteral("^\\s*([0-9][0-9.,\\s\\x{00A0}\\x{202F}]*)\\s*(\\S*)\\s*$"));
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    QString digits = m.captured(1);
    const QLocale locale;
    digits.remove(locale.groupSeparator()).remove(u' ').remove(QChar(0x00A0)).remove(QChar(0x202F));
    bool ok = false;
    double value = locale.toDouble(digits, &ok);
    if (!ok)
        value = QLocale::c().toDouble(digits, &ok);
    if (!ok)
        return std::nullopt;
    const QString unit = m.captured(2);
    if (unit.isEmpty() || unit == u"ms" || unit == unitOf(Display::seconds(0.5)))
        return value;
    if (unit == u"s" || unit == unitOf(Display::seconds(5)))
        return value * 1000;
    if (unit == u"min" || unit == unitOf(Display::seconds(600)))
        return value * 60'000;
    return std::nullopt;
}

QString DurationSpinBox::textFromValue(double milliseconds) const
{
    return Display::seconds(milliseconds / 1000);
}

double DurationSpinBox::valueFromText(const QString &text) const
{
    if (!specialValueText().isEmpty() && text == specialValueText())
        return minimum();
    return parseMilliseconds(text).value_or(value());
}

QValidator::State DurationSpinBox::validate(QString &input, int &pos) const
{
    Q_UNUSED(pos);
    if (input.trimmed().isEmpty() || (!specialValueText().isEmpty() && input == specialValueText()))
        return QValidator::Intermediate;
    const auto ms = parseMilliseconds(input);
    if (!ms)
        return QValidator::Intermediate; // a unit being typed ("2 m" on the way to "2 ms")
    return *ms >= minimum() && *ms <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
}

void DurationSpinBox::changeEvent(QEvent *event)
{
    QDoubleSpinBox::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        lineEdit()->setText(value() == minimum() && !specialValueText().isEmpty()
                                    ? specialValueText()
                                    : textFromValue(value()));
}

} // namespace Headroom
