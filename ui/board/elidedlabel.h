#pragma once

#include <QLabel>

namespace Headroom {

/** A one-line label that elides its text to the width it gets and then shows the whole text as
 *  its tooltip (unless a tooltip was set), so long translated names never clip. */
class ElidedLabel final : public QLabel
{
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget *parent = nullptr);
    void setFullText(const QString &text);
    QString fullText() const { return m_text; }
    void setExtraToolTip(const QString &toolTip);
    bool isElided() const;
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateElision();

    QString m_text;
    QString m_extraToolTip;
};

} // namespace Headroom
