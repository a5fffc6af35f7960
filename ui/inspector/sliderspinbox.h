#pragma once

#include <QList>
#include <QWidget>

class QSlider;
class QSpinBox;

namespace Headroom {

/** A slider and a spin box that move in step. The slider walks a log scale of round values
 *  (1, 2, 3, then 4, 5, 6, 7 x 2^k: ... 4,096, 5,120, 6,144, 7,168, 8,192 ...) between its
 *  ends; the spin box takes any value in its own range, and the slider follows to the nearest
 *  step. */
class SliderSpinBox final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SliderSpinBox)

public:
    explicit SliderSpinBox(QWidget *parent = nullptr);

    void setRanges(int sliderMinimum, int sliderMaximum, int spinMinimum, int spinMaximum);
    int value() const;
    /** Loads a value; emits nothing. */
    void setValue(int value);
    /** The slider and the spin box share the name, with what each one is. */
    void setEditorNames(const QString &name);

    QSlider *slider() const { return m_slider; }
    QSpinBox *spinBox() const { return m_spin; }
    const QList<int> &steps() const { return m_steps; }

    /** The round values between two ends (both included). */
    static QList<int> logSteps(int minimum, int maximum);

signals:
    void valueEdited(int value);
    /** The slider was released or the spin box lost focus: the end of one edit. */
    void editFinished();

private:
    void onSliderMoved(int position);
    void onSpinChanged(int value);
    void placeSlider(int value);

    QSlider *m_slider;
    QSpinBox *m_spin;
    QList<int> m_steps;
};

} // namespace Headroom
