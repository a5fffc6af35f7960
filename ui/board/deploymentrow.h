#pragma once

#include "estimate/deploymentestimate.h"
#include "units/money.h"

#include <QFrame>
#include <QHash>

class QLabel;

namespace Headroom {

class ElidedLabel;
class FlowLayout;

/** One deployment on a card: the model's name and its key figures (formats, context,
 *  sequences, max batch, speed, TTFT, cost per token), each a label with its explanation as a
 *  tooltip. The figures wrap onto further lines, so longer translations never clip. */
class DeploymentRow final : public QFrame
{
    Q_OBJECT

public:
    explicit DeploymentRow(QWidget *parent = nullptr);

    /** The figures of `estimate`. When its configuration does not fit (DeploymentEstimate::
     *  configurationFits) the deployment would not start, so speed figures show "—" rather than
     *  numbers for something that cannot run. */
    void setEstimate(const DeploymentEstimate &estimate, Currency currency);
    QString deploymentId() const { return m_deploymentId; }
    void setSelected(bool selected);
    bool isSelected() const { return m_selected; }

    /** Figure names: formats, context, sequences, maxBatch, tokensPerUser, tokensTotal, ttft,
     *  cost, error. */
    QLabel *figure(const QString &name) const { return m_figures.value(name); }
    QString nameText() const;

signals:
    void clicked(const QString &deploymentId);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    QLabel *addFigure(const QString &name);
    void setFigure(const QString &name, const QString &text, const QString &toolTip);

    QString m_deploymentId;
    bool m_selected = false;
    ElidedLabel *m_name = nullptr;
    FlowLayout *m_flow = nullptr;
    QHash<QString, QLabel *> m_figures;
};

} // namespace Headroom
