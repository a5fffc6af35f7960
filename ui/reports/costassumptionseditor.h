#pragma once

#include "cost/configurationcost.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
QT_END_NAMESPACE

namespace Headroom {

class ProjectDocument;

/** Edits the project's cost assumptions; every change is a ChangeCostAssumptions command whose
 *  merge key is the field, so dragging a spin box is one undo step. Per-GPU prices that the
 *  price book or the catalog sets for the shown configuration are shown read-only with their
 *  source (docs/cost-model.md, "Per-configuration cost"). */
class CostAssumptionsEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CostAssumptionsEditor)

public:
    explicit CostAssumptionsEditor(ProjectDocument &document, QWidget *parent = nullptr);
    /** Shows the project's assumptions with the per-GPU prices of `cost`. */
    void setConfigurationCost(const ConfigurationCost &cost);

    struct Field;

protected:
    void changeEvent(QEvent *event) override;

private:
    void edit(const Field &field, double value);
    void retranslate(); // labels, suffixes and accessible names in the UI language

    ProjectDocument &m_document;
    QComboBox *m_currency;
    QList<QDoubleSpinBox *> m_boxes;
    QList<QLabel *> m_origins;
    QSpinBox *m_horizon;
    ConfigurationCost m_cost;
};

} // namespace Headroom
