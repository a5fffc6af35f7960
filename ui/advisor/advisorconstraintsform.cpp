#include "advisor/advisorconstraintsform.h"

#include "advisor/advisorformhelpers.h"
#include "advisor/advisortext.h"
#include "catalog/catalog.h"
#include "cost/configurationcost.h"
#include "document/projectdocument.h"
#include "format/displayformat.h"
#include "format/texthelpers.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>

#include <algorithm>
#include <cmath>

namespace Headroom {

using AdvisorForms::indexIn;
using AdvisorForms::limitSpin;

namespace {

constexpr EngineKind kEngines[] = {EngineKind::Vllm, EngineKind::SgLang, EngineKind::TensorRtLlm};
constexpr Acquisition kAcquisitions[] = {Acquisition::Either, Acquisition::Rent, Acquisition::Own,
                                         Acquisition::Hybrid};
constexpr DisaggregationSearch kDisaggregation[] = {DisaggregationSearch::Auto,
                                                    DisaggregationSearch::Off,
                                                    DisaggregationSearch::Only};
constexpr Currency kCurrencies[] = {Currency::Usd, Currency::Eur, Currency::Rub, Currency::Pln};

/** The formats offered, and those searched when none is chosen (advisorcandidates.cpp weightsOf(),
 *  kvOf()): a choice equal to the default is stored as none, as a workload file has it. */
constexpr WeightFormat kWeightFormats[] = {WeightFormat::Bf16,     WeightFormat::Fp8,
                                           WeightFormat::Int8,     WeightFormat::Int4Awq,
                                           WeightFormat::Int4Gptq, WeightFormat::Nvfp4};
const QList<WeightFormat> kDefaultWeightFormats {WeightFormat::Bf16, WeightFormat::Fp8,
                                                 WeightFormat::Int4Awq};
constexpr KvFormat kKvFormats[] = {KvFormat::Bf16, KvFormat::Fp8, KvFormat::Int8};
const QList<KvFormat> kDefaultKvFormats {KvFormat::Bf16, KvFormat::Fp8};

/** Check boxes in rows of three, one per `names`, their object names `prefix` + id. */
QWidget *checkGrid(QWidget *parent, const QList<std::pair<QString, QString>> &names,
                   const QString &prefix, QList<QCheckBox *> *boxes)
{
    auto *grid = new QWidget(parent);
    auto *layout = new QGridLayout(grid);
    layout->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < names.size(); ++i) {
        auto *check = new QCheckBox(names.at(i).first, grid);
        check->setObjectName(prefix + names.at(i).second);
        boxes->append(check);
        layout->addWidget(check, i / 3, i % 3);
    }
    layout->setColumnStretch(3, 1);
    return grid;
}

/** The checked entries of `all`, then those of `stored` the form does not offer (a workload
 *  file's GGUF formats, kept); none when that is the default set. */
template<typename T, std::size_t N>
QList<T> checkedOf(const T (&all)[N], const QList<QCheckBox *> &boxes, const QList<T> &stored,
                   const QList<T> &defaults)
{
    QList<T> chosen;
    for (std::size_t i = 0; i < N; ++i)
        if (boxes.at(qsizetype(i))->isChecked())
            chosen.append(all[i]);
    for (const T &f : stored)
        if (std::find(std::begin(all), std::end(all), f) == std::end(all))
            chosen.append(f);
    return chosen == defaults ? QList<T> {} : chosen;
}

/** None ticked would read as the defaults: the defaults are ticked again, to show so (not when
 *  the file chose formats the form does not offer, e.g. GGUF only). */
template<typename T, std::size_t N>
void tickAtLeastOne(const QList<QCheckBox *> &boxes, const T (&all)[N], const QList<T> &defaults,
                    const QList<T> &stored)
{
    const bool others = std::any_of(stored.begin(), stored.end(), [&all](const T &f) {
        return std::find(std::begin(all), std::end(all), f) == std::end(all);
    });
    if (others
        || std::any_of(boxes.begin(), boxes.end(), [](QCheckBox *b) { return b->isChecked(); }))
        return;
    for (qsizetype i = 0; i < boxes.size(); ++i) {
        const QSignalBlocker blocker(boxes.at(i));
        boxes.at(i)->setChecked(defaults.contains(all[i]));
    }
}

} // namespace

AdvisorConstraintsForm::AdvisorConstraintsForm(const ProjectDocument &document,
                                               AdvisorWorkload &workload, QWidget *parent)
    : QGroupBox(parent)
    , m_document(document)
    , m_workload(workload)
{
    m_form = new QFormLayout(this);
    QList<QWidget *> fields = buildChoices();
    buildLimits();
    QWidget *ownedList = buildOwned();
    fields += {m_maxGpus,       m_maxNodes, m_maxPower,  m_rackPower,   m_budget,
               m_budgetUpFront, m_currency, m_horizon,   m_acquisition, m_disaggregation,
               ownedList,       m_ownedGpu, m_ownedCount};
    for (QWidget *field : std::as_const(fields))
        m_form->addRow(new QLabel(this), field);
    m_form->addRow(m_ownedOnly);
    m_form->addRow(m_mixedFleet);
    m_form->addRow(m_packing);
    connectFields();
    connectOwned();
}

QList<QWidget *> AdvisorConstraintsForm::buildChoices()
{
    m_gpus = new QListWidget(this);
    m_gpus->setObjectName(QStringLiteral("advisorGpus"));
    m_gpus->setMaximumHeight(fontMetrics().height() * 7);
    m_gpus->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *engines = new QWidget(this);
    auto *engineRow = new QHBoxLayout(engines);
    engineRow->setContentsMargins(0, 0, 0, 0);
    for (EngineKind e : kEngines) {
        auto *check = new QCheckBox(engineName(e), engines);
        check->setObjectName(QStringLiteral("advisorEngine-") + engineId(e));
        m_engines.append(check);
        engineRow->addWidget(check);
    }
    engineRow->addStretch();
    QList<std::pair<QString, QString>> weightNames, kvNames;
    for (WeightFormat f : kWeightFormats)
        weightNames.append({weightFormatName(f), weightFormatId(f)});
    for (KvFormat f : kKvFormats)
        kvNames.append({kvFormatName(f), kvFormatId(f)});
    QWidget *weights = checkGrid(this, weightNames, QStringLiteral("advisorWeights-"),
                                 &m_weightFormats);
    QWidget *kv = checkGrid(this, kvNames, QStringLiteral("advisorKv-"), &m_kvFormats);
    return {m_gpus, engines, weights, kv};
}

void AdvisorConstraintsForm::buildLimits()
{
    m_maxGpus = limitSpin<QSpinBox>(this, 1'000'000);
    m_maxGpus->setObjectName(QStringLiteral("advisorMaxGpus"));
    m_maxNodes = limitSpin<QSpinBox>(this, 1'000'000);
    m_maxPower = limitSpin<QDoubleSpinBox>(this, 1e7);
    m_maxPower->setDecimals(1);
    m_rackPower = limitSpin<QDoubleSpinBox>(this, 1e4);
    m_rackPower->setDecimals(1);
    m_budget = limitSpin<QDoubleSpinBox>(this, 1e12);
    m_budget->setObjectName(QStringLiteral("advisorBudget"));
    m_budget->setDecimals(0);
    m_budget->setSingleStep(1000);
    m_budgetUpFront = limitSpin<QDoubleSpinBox>(this, 1e13);
    m_budgetUpFront->setDecimals(0);
    m_budgetUpFront->setSingleStep(10000);
    m_currency = new QComboBox(this);
    m_horizon = limitSpin<QSpinBox>(this, 120);
    m_horizon->setMinimum(0); // the project's
    m_acquisition = new QComboBox(this);
    m_acquisition->setObjectName(QStringLiteral("advisorAcquisition"));
    m_disaggregation = new QComboBox(this);
    m_disaggregation->setObjectName(QStringLiteral("advisorDisaggregation"));
    m_mixedFleet = new QCheckBox(this);
    m_packing = new QCheckBox(this);
    m_packing->setObjectName(QStringLiteral("advisorPacking"));
}

QWidget *AdvisorConstraintsForm::buildOwned()
{
    // the GPUs already owned: a list, and the selected entry's type and count
    QWidget *list = AdvisorForms::listWithButtons(this, QStringLiteral("Owned"),
                                                  QStringLiteral("Owned"), 4, true, &m_owned,
                                                  &m_addOwned, &m_removeOwned);
    m_ownedGpu = new QComboBox(this);
    m_ownedGpu->setObjectName(QStringLiteral("advisorOwnedGpu"));
    m_ownedGpu->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_ownedGpu->setMinimumContentsLength(14);
    m_ownedCount = limitSpin<QSpinBox>(this, 1'000'000);
    m_ownedCount->setObjectName(QStringLiteral("advisorOwnedCount"));
    m_ownedCount->setMinimum(1);
    m_ownedOnly = new QCheckBox(this);
    m_ownedOnly->setObjectName(QStringLiteral("advisorOwnedOnly"));
    return list;
}

void AdvisorConstraintsForm::connectFields()
{
    const auto edited = &AdvisorConstraintsForm::fieldEdited;
    connect(m_gpus, &QListWidget::itemChanged, this, edited);
    for (const QList<QCheckBox *> *boxes : {&m_engines, &m_weightFormats, &m_kvFormats})
        for (QCheckBox *check : *boxes)
            connect(check, &QCheckBox::toggled, this, edited);
    for (QSpinBox *spin : {m_maxGpus, m_maxNodes, m_horizon})
        connect(spin, &QSpinBox::valueChanged, this, edited);
    for (QDoubleSpinBox *spin : {m_maxPower, m_rackPower, m_budget, m_budgetUpFront})
        connect(spin, &QDoubleSpinBox::valueChanged, this, edited);
    for (QComboBox *combo : {m_acquisition, m_disaggregation})
        connect(combo, &QComboBox::currentIndexChanged, this, edited);
    connect(m_currency, &QComboBox::currentIndexChanged, this,
            &AdvisorConstraintsForm::currencyEdited);
    for (QCheckBox *check : {m_mixedFleet, m_packing, m_ownedOnly})
        connect(check, &QCheckBox::toggled, this, edited);
}

void AdvisorConstraintsForm::connectOwned()
{
    connect(m_owned, &QListWidget::currentRowChanged, this, [this] { loadOwnedFields(); });
    connect(m_addOwned, &QPushButton::clicked, this, &AdvisorConstraintsForm::addOwned);
    connect(m_removeOwned, &QPushButton::clicked, this, &AdvisorConstraintsForm::removeOwned);
    connect(m_ownedGpu, &QComboBox::currentIndexChanged, this, &AdvisorConstraintsForm::ownedEdited);
    connect(m_ownedCount, &QSpinBox::valueChanged, this, &AdvisorConstraintsForm::ownedEdited);
}

void AdvisorConstraintsForm::fillCatalog(const QList<GpuSpec> &gpus)
{
    const QSignalBlocker gpuBlocker(m_gpus);
    const QSignalBlocker ownedBlocker(m_ownedGpu);
    m_ownedGpu->clear();
    m_gpus->clear();
    for (const GpuSpec &g : gpus) {
        m_ownedGpu->addItem(g.name, g.id);
        auto *item = new QListWidgetItem(g.name, m_gpus);
        item->setData(Qt::UserRole, g.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(m_workload.constraints.gpuIds.contains(g.id) ? Qt::Checked
                                                                         : Qt::Unchecked);
    }
}

void AdvisorConstraintsForm::retranslate()
{
    setTitle(AdvisorText::tr("Constraints"));
    AdvisorForms::nameRows(m_form,
                           {AdvisorText::tr("G&PUs (none ticked: all):"),
                            AdvisorText::tr("Engines:"), AdvisorText::tr("Weight formats:"),
                            AdvisorText::tr("KV formats:"), AdvisorText::tr("Mo&st GPUs:"),
                            AdvisorText::tr("Most nodes:"), AdvisorText::tr("Most po&wer:"),
                            AdvisorText::tr("Power per rack:"),
                            AdvisorText::tr("Budget per mont&h:"),
                            AdvisorText::tr("Up-front budget:"), AdvisorText::tr("&Currency:"),
                            AdvisorText::tr("Hori&zon:"), AdvisorText::tr("Pa&y by:"),
                            AdvisorText::tr("Prefill and decode:"), AdvisorText::tr("Owned GPUs:"),
                            AdvisorText::tr("Owned GPU:"), AdvisorText::tr("Count:")});
    m_addOwned->setText(AdvisorText::tr("Add GPUs"));
    m_removeOwned->setText(AdvisorText::tr("Remove GPUs"));
    m_ownedOnly->setText(AdvisorText::tr("Only the GPU types owned"));
    m_mixedFleet->setText(AdvisorText::tr("Mi&xed fleet: models may run on different GPU types"));
    m_packing->setText(AdvisorText::tr("Several models may share GPUs"));
    const QSignalBlocker blockers[] = {QSignalBlocker(m_acquisition), QSignalBlocker(m_currency),
                                       QSignalBlocker(m_disaggregation)};
    AdvisorForms::refill(m_acquisition,
                         {AdvisorText::tr("The cheaper of renting and owning"),
                          AdvisorText::tr("Renting on demand"), AdvisorText::tr("Owning"),
                          AdvisorText::tr("Owning the base, renting the peak hours")});
    AdvisorForms::refill(m_disaggregation,
                         {AdvisorText::tr("Together or on separate GPUs, the cheaper"),
                          AdvisorText::tr("Together on the same GPUs"),
                          AdvisorText::tr("On separate GPUs")});
    QStringList currencies {AdvisorText::tr("The plan's (%1)")
                                    .arg(currencyCode(displayedCurrency(m_document.project())))};
    for (Currency c : kCurrencies)
        currencies.append(currencyCode(c));
    AdvisorForms::refill(m_currency, currencies);
    for (QSpinBox *spin : {m_maxGpus, m_maxNodes})
        spin->setSpecialValueText(AdvisorText::tr("no limit"));
    for (QDoubleSpinBox *spin : {m_maxPower, m_rackPower, m_budget, m_budgetUpFront})
        spin->setSpecialValueText(AdvisorText::tr("no limit"));
    for (QDoubleSpinBox *spin : {m_maxPower, m_rackPower})
        spin->setSuffix(AdvisorText::tr(" kW"));
    showBudgetCurrency();
    m_horizon->setSuffix(AdvisorText::tr(" months"));
    showProjectHorizon();
    m_ownedCount->setSuffix(AdvisorText::tr(" GPUs"));
    refreshOwnedList();
    // the choices shown whole in this language (a combo box measures them once otherwise)
    for (QComboBox *combo : {m_acquisition, m_disaggregation, m_currency})
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
}

void AdvisorConstraintsForm::load()
{
    m_loading = true;
    const AdvisorConstraints &c = m_workload.constraints;
    loadChoices(c);
    m_maxGpus->setValue(c.maxGpus);
    m_maxNodes->setValue(c.maxNodes);
    m_maxPower->setValue(c.maxPowerKw);
    m_rackPower->setValue(c.rackPowerKw);
    m_budget->setValue(c.budgetPerMonth);
    m_budgetUpFront->setValue(c.budgetUpFront);
    m_currency->setCurrentIndex(c.currency ? indexIn(kCurrencies, *c.currency) + 1 : 0);
    m_budgetCurrency = c.budgetCurrency;
    showBudgetCurrency();
    showProjectHorizon();
    m_horizon->setValue(c.horizonMonths);
    m_acquisition->setCurrentIndex(indexIn(kAcquisitions, c.acquisition));
    m_mixedFleet->setChecked(c.mixedFleet);
    m_packing->setChecked(c.packing);
    m_disaggregation->setCurrentIndex(indexIn(kDisaggregation, c.disaggregation));
    m_ownedOnly->setChecked(c.ownedOnly);
    refreshOwnedList();
    if (m_owned->currentRow() < 0 && !c.owned.isEmpty())
        m_owned->setCurrentRow(0);
    m_loading = false;
    loadOwnedFields();
}

void AdvisorConstraintsForm::loadChoices(const AdvisorConstraints &c)
{
    for (int i = 0; i < m_gpus->count(); ++i) {
        QListWidgetItem *item = m_gpus->item(i);
        item->setCheckState(c.gpuIds.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked
                                                                                   : Qt::Unchecked);
    }
    for (int i = 0; i < m_engines.size(); ++i)
        m_engines[i]->setChecked(c.engines.isEmpty() || c.engines.contains(kEngines[i]));
    const QList<WeightFormat> &weights = c.weightFormats.isEmpty() ? kDefaultWeightFormats
                                                                   : c.weightFormats;
    for (int i = 0; i < m_weightFormats.size(); ++i)
        m_weightFormats[i]->setChecked(weights.contains(kWeightFormats[i]));
    const QList<KvFormat> &kv = c.kvFormats.isEmpty() ? kDefaultKvFormats : c.kvFormats;
    for (int i = 0; i < m_kvFormats.size(); ++i)
        m_kvFormats[i]->setChecked(kv.contains(kKvFormats[i]));
}

void AdvisorConstraintsForm::fieldEdited()
{
    if (m_loading)
        return;
    store();
    emit edited();
}

Currency AdvisorConstraintsForm::plansCurrency() const
{
    const int i = m_currency->currentIndex();
    return i > 0 ? kCurrencies[std::min(i - 1, int(std::size(kCurrencies)) - 1)]
                 : displayedCurrency(m_document.project());
}

void AdvisorConstraintsForm::showProjectHorizon()
{
    //: the advisor's horizon when the question states none: the project's cost horizon
    m_horizon->setSpecialValueText(
            AdvisorText::tr("the project's (%n month(s))", nullptr,
                            std::clamp(m_document.project().cost.horizonMonths, 1, 120)));
}

void AdvisorConstraintsForm::showBudgetCurrency()
{
    const QString code = currencyCode(m_budgetCurrency.value_or(plansCurrency()));
    for (QDoubleSpinBox *spin : {m_budget, m_budgetUpFront})
        spin->setSuffix(u' ' + code);
}

void AdvisorConstraintsForm::currencyEdited()
{
    if (m_loading)
        return;
    // a budget keeps its worth: converted to the plans' new currency, never relabelled (it
    // stays in its own, said beside it, when no exchange rate connects the two)
    const Currency to = plansCurrency();
    if (m_budgetCurrency && *m_budgetCurrency != to) {
        const QList<ExchangeRate> &rates = m_document.project().exchangeRates;
        const auto perMonth = convert(Money {m_budget->value(), *m_budgetCurrency}, to, rates);
        const auto upFront = convert(Money {m_budgetUpFront->value(), *m_budgetCurrency}, to, rates);
        if (perMonth && upFront) {
            const QSignalBlocker a(m_budget), b(m_budgetUpFront);
            m_budget->setValue(std::round(perMonth->amount));
            m_budgetUpFront->setValue(std::round(upFront->amount));
            m_budgetCurrency = to;
        }
    }
    showBudgetCurrency();
    fieldEdited();
}

void AdvisorConstraintsForm::store()
{
    AdvisorConstraints &c = m_workload.constraints;
    tickAtLeastOne(m_engines, kEngines, QList<EngineKind>(std::begin(kEngines), std::end(kEngines)),
                   c.engines);
    tickAtLeastOne(m_weightFormats, kWeightFormats, kDefaultWeightFormats, c.weightFormats);
    tickAtLeastOne(m_kvFormats, kKvFormats, kDefaultKvFormats, c.kvFormats);
    c.gpuIds.clear();
    for (int i = 0; i < m_gpus->count(); ++i) {
        if (m_gpus->item(i)->checkState() == Qt::Checked)
            c.gpuIds.append(m_gpus->item(i)->data(Qt::UserRole).toString());
    }
    c.engines.clear();
    for (int i = 0; i < m_engines.size(); ++i) {
        if (m_engines[i]->isChecked())
            c.engines.append(kEngines[i]);
    }
    if (c.engines.size() == m_engines.size())
        c.engines.clear(); // all: the default, as a workload file writes it
    c.weightFormats = checkedOf(kWeightFormats, m_weightFormats, c.weightFormats,
                                kDefaultWeightFormats);
    c.kvFormats = checkedOf(kKvFormats, m_kvFormats, c.kvFormats, kDefaultKvFormats);
    c.maxGpus = m_maxGpus->value();
    c.maxNodes = m_maxNodes->value();
    c.maxPowerKw = m_maxPower->value();
    c.rackPowerKw = m_rackPower->value();
    c.budgetPerMonth = m_budget->value();
    c.budgetUpFront = m_budgetUpFront->value();
    const int currency = m_currency->currentIndex();
    c.currency = currency > 0 ? std::optional<Currency>(kCurrencies[currency - 1]) : std::nullopt;
    // a budget is kept with the currency it was entered in
    const bool budgeted = c.budgetPerMonth > 0 || c.budgetUpFront > 0;
    c.budgetCurrency = budgeted ? std::optional(m_budgetCurrency.value_or(plansCurrency()))
                                : std::nullopt;
    m_budgetCurrency = c.budgetCurrency;
    showBudgetCurrency();
    c.horizonMonths = m_horizon->value();
    c.acquisition = kAcquisitions[std::clamp(m_acquisition->currentIndex(), 0, 3)];
    c.mixedFleet = m_mixedFleet->isChecked();
    c.packing = m_packing->isChecked();
    c.disaggregation = kDisaggregation[std::clamp(m_disaggregation->currentIndex(), 0, 2)];
    c.ownedOnly = m_ownedOnly->isChecked() && !c.owned.isEmpty();
}

void AdvisorConstraintsForm::addOwned()
{
    // the first GPU type not owned yet
    QList<OwnedGpus> &owned = m_workload.constraints.owned;
    for (int i = 0; i < m_ownedGpu->count(); ++i) {
        const QString id = m_ownedGpu->itemData(i).toString();
        if (m_workload.constraints.ownedCount(id) == 0) {
            owned.append({id, 1});
            refreshOwnedList();
            m_owned->setCurrentRow(int(owned.size()) - 1);
            loadOwnedFields();
            emit edited();
            return;
        }
    }
}

void AdvisorConstraintsForm::removeOwned()
{
    QList<OwnedGpus> &owned = m_workload.constraints.owned;
    const int row = m_owned->currentRow();
    if (row < 0 || row >= owned.size())
        return;
    owned.removeAt(row);
    if (owned.isEmpty()) {
        m_workload.constraints.ownedOnly = false;
        const QSignalBlocker blocker(m_ownedOnly);
        m_ownedOnly->setChecked(false);
    }
    refreshOwnedList();
    m_owned->setCurrentRow(std::min(row, int(owned.size()) - 1));
    loadOwnedFields();
    emit edited();
}

void AdvisorConstraintsForm::ownedEdited()
{
    if (m_loading)
        return;
    storeOwnedFields();
    emit edited();
}

void AdvisorConstraintsForm::refreshOwnedList()
{
    const QSignalBlocker blocker(m_owned);
    const int row = m_owned->currentRow();
    m_owned->clear();
    for (const OwnedGpus &o : std::as_const(m_workload.constraints.owned)) {
        const auto gpu = m_document.catalog().gpu(o.gpuId);
        //: GPUs already owned: the count, then the GPU
        m_owned->addItem(AdvisorText::tr("%1 × %2").arg(Display::integer(o.count),
                                                        Display::nameOr(gpu, o.gpuId)));
    }
    m_owned->setCurrentRow(AdvisorForms::keptRow(row, m_workload.constraints.owned.size()));
    m_removeOwned->setEnabled(!m_workload.constraints.owned.isEmpty());
    m_addOwned->setEnabled(m_workload.constraints.owned.size() < m_ownedGpu->count());
    m_ownedOnly->setEnabled(!m_workload.constraints.owned.isEmpty());
}

void AdvisorConstraintsForm::loadOwnedFields()
{
    const int row = m_owned->currentRow();
    const QList<OwnedGpus> &owned = m_workload.constraints.owned;
    const bool have = row >= 0 && row < owned.size();
    for (QWidget *field : std::initializer_list<QWidget *> {m_ownedGpu, m_ownedCount, m_ownedOnly})
        m_form->setRowVisible(field, have);
    if (!have)
        return;
    const bool wasLoading = m_loading;
    m_loading = true;
    const OwnedGpus &o = owned.at(row);
    if (m_ownedGpu->findData(o.gpuId) < 0) // a GPU the catalog no longer has: by its id
        m_ownedGpu->addItem(o.gpuId, o.gpuId);
    m_ownedGpu->setCurrentIndex(m_ownedGpu->findData(o.gpuId));
    // a type another entry owns is not offered again (one entry per type)
    if (auto *items = qobject_cast<QStandardItemModel *>(m_ownedGpu->model())) {
        for (int i = 0; i < items->rowCount(); ++i) {
            const QString id = m_ownedGpu->itemData(i).toString();
            bool elsewhere = false;
            for (qsizetype k = 0; k < owned.size(); ++k)
                elsewhere = elsewhere || (k != row && owned.at(k).gpuId == id);
            items->item(i)->setEnabled(!elsewhere);
        }
    }
    m_ownedCount->setValue(o.count);
    m_loading = wasLoading;
}

void AdvisorConstraintsForm::storeOwnedFields()
{
    const int row = m_owned->currentRow();
    QList<OwnedGpus> &owned = m_workload.constraints.owned;
    if (row < 0 || row >= owned.size())
        return;
    owned[row] = {m_ownedGpu->currentData().toString(), m_ownedCount->value()};
    refreshOwnedList();
}

} // namespace Headroom
