#pragma once

#include "estimate/configurationevaluation.h"
#include "units/money.h"

#include <QFrame>
#include <QHash>

#include <memory>

class QLabel;

namespace Headroom {

class ElidedLabel;
class FlowLayout;

/** One deployment on a card: the model's name and its key figures (formats, context,
 *  sequences, max batch, speed, TTFT, cost per token), each a label with its explanation as a
 *  tooltip. The figures wrap onto further lines, so longer translations never clip.
 *  A figure's explanation (its tooltip and accessible description) is written from the
 *  estimate only when a tooltip or an accessibility client asks for it, in the language of that
 *  moment: a refresh formats only the figures themselves. */
class DeploymentRow final : public QFrame
{
    Q_OBJECT

public:
    explicit DeploymentRow(QWidget *parent = nullptr);

    /** The figures of deployment `index` of `evaluation` (kept: the explanations are read from
     *  it later). When its configuration does not fit (DeploymentEstimate::configurationFits)
     *  the deployment would not start, so speed figures show "—" rather than numbers for
     *  something that cannot run. */
    void setEstimate(std::shared_ptr<const ConfigurationEvaluation> evaluation, qsizetype index,
                     Currency currency);
    QString deploymentId() const { return m_deploymentId; }
    void setSelected(bool selected);
    bool isSelected() const { return m_selected; }

    /** Figure names: formats, context, sequences, maxBatch, tokensPerUser, tokensTotal, ttft,
     *  cost, error. */
    QLabel *figure(const QString &name) const { return m_figures.value(name); }
    /** The tooltip of a figure (rich text), written now; empty for a hidden figure. */
    QString figureToolTip(const QString &name) const;
    QString nameText() const;

    /** Registers the accessibility interface that gives each figure its explanation as its
     *  description when a screen reader asks (done once by the first row). */
    static void installAccessibility();

signals:
    void clicked(const QString &deploymentId);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    QLabel *addFigure(const QString &name);
    void setFigure(const QString &name, const QString &text);
    const DeploymentEstimate *estimate() const;
    /** The on-demand price is the project's placeholder: no price book entry, no catalog price. */
    bool placeholderPrice() const;

    QString m_deploymentId;
    bool m_selected = false;
    ElidedLabel *m_name = nullptr;
    FlowLayout *m_flow = nullptr;
    QHash<QString, QLabel *> m_figures;
    std::shared_ptr<const ConfigurationEvaluation> m_evaluation;
    qsizetype m_index = -1;
    Currency m_currency = Currency::Usd;
};

} // namespace Headroom
