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

class ExchangeRatesEditor;
class ProjectDocument;

/** Edits the project's cost assumptions; every change is a ChangeCostAssumptions command whose
 *  merge key is the field, so dragging a spin box is one undo step. Per-GPU prices that the
 *  price book or the catalog sets for the shown configuration are shown read-only with their
 *  source (docs/cost-model.md, "Per-configuration cost"). Amounts are shown in the project's
 *  display currency, converted from the currency they are stored in (and catalog prices from
 *  USD) with the project's exchange rates, each converted figure with a note naming the rate;
 *  a switch to a currency no rate reaches is refused with a message naming the missing rate
 *  (docs/cost-model.md, "Currencies"). */
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
    void switchCurrency(Currency to);
    void showNotes(const CostAssumptions &shown);
    double projectFigure(const Field &field) const;
    QString conversionNoteFor(const Field &field, bool overridden) const;
    void retranslate(); // labels, suffixes and accessible names in the UI language

    ProjectDocument &m_document;
    QComboBox *m_currency;
    QLabel *m_currencyNote; // the rates that converted the amounts, or why a switch was refused
    QLabel *m_unitsNote; // the whole units the costs pay for, when they hold spare GPUs
    QString m_refusal; // the last refused switch, shown until the next change
    ExchangeRatesEditor *m_rates;
    QList<QDoubleSpinBox *> m_boxes;
    static void setCurrencyAffix(QDoubleSpinBox *box, const QString &symbol);
    QString m_currencySymbol; // of the amounts shown (the display currency when it converts)
    QList<QLabel *> m_origins;
    QSpinBox *m_horizon;
    ConfigurationCost m_cost;
};

} // namespace Headroom
