#include "board/elidedlabel.h"

#include <QEvent>

namespace Headroom {

ElidedLabel::ElidedLabel(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
}

void ElidedLabel::setFullText(const QString &text)
{
    if (m_text == text)
        return;
    m_text = text;
    setAccessibleName(text);
    updateElision();
    updateGeometry();
}

void ElidedLabel::setExtraToolTip(const QString &toolTip)
{
    if (toolTip == m_extraToolTip)
        return;
    m_extraToolTip = toolTip;
    updateElision();
}

bool ElidedLabel::isElided() const
{
    return text() != m_text;
}

QSize ElidedLabel::minimumSizeHint() const
{
    return {fontMetrics().horizontalAdvance(QStringLiteral("…")) * 3, fontMetrics().height()};
}

QSize ElidedLabel::sizeHint() const
{
    return {fontMetrics().horizontalAdvance(m_text) + 2, fontMetrics().height()};
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    updateElision();
}

void ElidedLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateElision();
}

void ElidedLabel::updateElision()
{
    const QString elided = fontMetrics().elidedText(m_text, Qt::ElideRight, std::max(width(), 1));
    setText(elided);
    QString tip = m_extraToolTip;
    if (elided != m_text)
        tip = tip.isEmpty() ? m_text : m_text + u'\n' + tip;
    setToolTip(tip);
}

} // namespace Headroom
