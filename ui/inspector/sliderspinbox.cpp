#include "inspector/sliderspinbox.h"

#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>

#include <algorithm>

namespace Headroom {

SliderSpinBox::SliderSpinBox(QWidget *parent)
    : QWidget(parent)
    , m_slider(new QSlider(Qt::Horizontal, this))
    , m_spin(new QSpinBox(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_slider, 1);
    layout->addWidget(m_spin);
    m_slider->setPageStep(4); // one octave
    m_spin->setGroupSeparatorShown(true);
    m_spin->setKeyboardTracking(false);
    setFocusProxy(m_slider);
    connect(m_slider, &QSlider::valueChanged, this, &SliderSpinBox::onSliderMoved);
    connect(m_slider, &QSlider::sliderReleased, this, &SliderSpinBox::editFinished);
    connect(m_spin, &QSpinBox::valueChanged, this, &SliderSpinBox::onSpinChanged);
    connect(m_spin, &QSpinBox::editingFinished, this, &SliderSpinBox::editFinished);
    setRanges(1, 1, 1, 1);
}

QList<int> SliderSpinBox::logSteps(int minimum, int maximum)
{
    QList<int> steps;
    if (maximum < minimum)
        std::swap(minimum, maximum);
    steps.append(minimum);
    for (qint64 v : {1, 2, 3}) {
        if (v > minimum && v < maximum)
            steps.append(int(v));
    }
    for (qint64 base = 1; base * 4 < maximum; base *= 2) {
        for (qint64 m : {4, 5, 6, 7}) {
            const qint64 v = m * base;
            if (v > minimum && v < maximum)
                steps.append(int(v));
        }
    }
    if (maximum > minimum)
        steps.append(maximum);
    return steps;
}

void SliderSpinBox::setRanges(int sliderMinimum, int sliderMaximum, int spinMinimum, int spinMaximum)
{
    const QSignalBlocker blockSlider(m_slider);
    const QSignalBlocker blockSpin(m_spin);
    m_steps = logSteps(sliderMinimum, sliderMaximum);
    m_slider->setRange(0, int(m_steps.size()) - 1);
    m_spin->setRange(spinMinimum, spinMaximum);
    placeSlider(m_spin->value());
}

int SliderSpinBox::value() const
{
    return m_spin->value();
}

void SliderSpinBox::setValue(int value)
{
    const QSignalBlocker blockSlider(m_slider);
    const QSignalBlocker blockSpin(m_spin);
    if (m_spin->value() != value)
        m_spin->setValue(value);
    // keep the slider where the user holds it while its step still maps to the value
    if (m_steps.value(m_slider->value()) != m_spin->value())
        placeSlider(m_spin->value());
}

void SliderSpinBox::setEditorNames(const QString &name)
{
    m_slider->setAccessibleName(name);
    m_spin->setAccessibleName(name);
    //: accessible description of the slider half of a slider + spin box pair
    m_slider->setAccessibleDescription(tr("Slider on a logarithmic scale"));
}

void SliderSpinBox::placeSlider(int value)
{
    // the nearest step on the log scale
    const auto it = std::lower_bound(m_steps.cbegin(), m_steps.cend(), value);
    qsizetype index = it - m_steps.cbegin();
    if (index >= m_steps.size())
        index = m_steps.size() - 1;
    else if (index > 0 && qint64(value) * value < qint64(m_steps[index - 1]) * m_steps[index])
        --index; // geometric midpoint: closer to the lower step
    m_slider->setValue(int(index));
}

void SliderSpinBox::onSliderMoved(int position)
{
    const int value = m_steps.value(position, m_spin->value());
    {
        const QSignalBlocker blockSpin(m_spin);
        m_spin->setValue(value);
    }
    emit valueEdited(m_spin->value());
}

void SliderSpinBox::onSpinChanged(int value)
{
    {
        const QSignalBlocker blockSlider(m_slider);
        placeSlider(value);
    }
    emit valueEdited(value);
}

} // namespace Headroom
