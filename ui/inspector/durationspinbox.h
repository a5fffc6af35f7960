#pragma once

#include <QDoubleSpinBox>

namespace Headroom {

/** A duration held in milliseconds and written as the rest of the application writes one
 *  (Display::seconds): "50 ms", "2.00 s", "2.5 min", in the current language, never
 *  "2,000.0 ms". Typed input takes a number with any of those units ("2 s", "1500 ms",
 *  "1,5 с"); a bare number is milliseconds. */
class DurationSpinBox final : public QDoubleSpinBox
{
    Q_OBJECT

public:
    explicit DurationSpinBox(QWidget *parent = nullptr);

    /** Milliseconds in `text` as typed or shown; nullopt when it is not a duration. */
    static std::optional<double> parseMilliseconds(const QString &text);

protected:
    QString textFromValue(double milliseconds) const override;
    double valueFromText(const QString &text) const override;
    QValidator::State validate(QString &input, int &pos) const override;
    void changeEvent(QEvent *event) override;
};

} // namespace Headroom
