#pragma once

#include "advisor/advisorworkload.h"

#include <QGroupBox>
#include <QList>

#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace Headroom {

class ProjectDocument;
struct GpuSpec;

/** The advisor's constraints (AdvisorQuestionForm): the GPUs, engines and formats searched,
 *  the limits (GPUs, nodes, power, budgets), the currency and horizon, rent or own, and the
 *  GPUs already owned (a list, and the selected entry's type and count). It edits the
 *  constraints of the workload it is given and says so by edited(). */
class AdvisorConstraintsForm final : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AdvisorConstraintsForm)

public:
    AdvisorConstraintsForm(const ProjectDocument &document, AdvisorWorkload &workload,
                           QWidget *parent = nullptr);

    void fillCatalog(const QList<GpuSpec> &gpus); // the GPUs to choose from
    void load(); // the workload's constraints -> the fields
    void retranslate();

signals:
    void edited();

private:
    QList<QWidget *> buildChoices(); // the GPUs, engines and formats: their fields
    void buildLimits();
    QWidget *buildOwned(); // the list of GPUs owned returned
    void connectFields();
    void connectOwned();
    void fieldEdited();
    void currencyEdited(); // the plans' currency: the budgets converted to it
    Currency plansCurrency() const; // the currency chosen, or the project's
    void showBudgetCurrency(); // the budgets' currency beside them
    void showProjectHorizon(); // the horizon's 0: the project's, with its months
    void ownedEdited();
    void addOwned();
    void removeOwned();
    void loadChoices(const AdvisorConstraints &c);
    void store(); // the fields -> the workload's constraints
    void refreshOwnedList(); // constraints.owned -> the list
    void loadOwnedFields();
    void storeOwnedFields();

    const ProjectDocument &m_document;
    AdvisorWorkload &m_workload;
    bool m_loading = false; // the fields are being filled from the workload
    // the currency the budgets shown are in (AdvisorConstraints::budgetCurrency); empty = the
    // plans' currency, until a budget is entered
    std::optional<Currency> m_budgetCurrency;

    QFormLayout *m_form = nullptr;
    QListWidget *m_gpus = nullptr;
    QList<QCheckBox *> m_engines;
    QList<QCheckBox *> m_weightFormats;
    QList<QCheckBox *> m_kvFormats;
    QSpinBox *m_maxGpus = nullptr;
    QSpinBox *m_maxNodes = nullptr;
    QDoubleSpinBox *m_maxPower = nullptr;
    QDoubleSpinBox *m_rackPower = nullptr;
    QDoubleSpinBox *m_budget = nullptr;
    QDoubleSpinBox *m_budgetUpFront = nullptr;
    QComboBox *m_currency = nullptr;
    QSpinBox *m_horizon = nullptr;
    QComboBox *m_acquisition = nullptr;
    QComboBox *m_disaggregation = nullptr;
    QCheckBox *m_mixedFleet = nullptr;
    QCheckBox *m_packing = nullptr;
    QListWidget *m_owned = nullptr; // the GPUs already owned
    QPushButton *m_addOwned = nullptr;
    QPushButton *m_removeOwned = nullptr;
    QComboBox *m_ownedGpu = nullptr;
    QSpinBox *m_ownedCount = nullptr;
    QCheckBox *m_ownedOnly = nullptr;
};

} // namespace Headroom
