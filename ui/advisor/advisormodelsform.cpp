#include "advisor/advisormodelsform.h"

#include "advisor/advisorformhelpers.h"
#include "advisor/advisortext.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "format/displayformat.h"
#include "format/texthelpers.h"
#include "inspector/editorhelpers.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace Headroom {

using AdvisorForms::limitSpin;

namespace {

constexpr LatencyPercentile kPercentiles[] = {LatencyPercentile::Mean, LatencyPercentile::P50,
                                              LatencyPercentile::P90, LatencyPercentile::P99};

/** The daily profiles offered (hourly factors of the average rate, hour 0 first): the busy
 *  hours of office use, and of consumer use in the evening. */
const QList<double> kOfficeHours {0.2, 0.2, 0.2, 0.2, 0.2, 0.3, 0.5, 0.8, 1.3, 1.7, 1.8, 1.8,
                                  1.6, 1.8, 1.8, 1.7, 1.5, 1.2, 0.8, 0.6, 0.5, 0.4, 0.3, 0.2};
const QList<double> kEveningPeak {0.5, 0.3, 0.2, 0.2, 0.2, 0.3, 0.5, 0.7, 0.8, 0.9, 1.0, 1.0,
                                  1.0, 1.0, 1.0, 1.0, 1.1, 1.3, 1.6, 1.9, 2.0, 1.9, 1.5, 0.9};
enum ProfileChoice { FlatProfile, OfficeProfile, EveningProfile, TypedProfile };

/** The choice that reads `factors`: flat when none, a preset's, else typed. */
ProfileChoice profileChoiceOf(const QList<double> &factors)
{
    return factors.isEmpty()          ? FlatProfile
            : factors == kOfficeHours ? OfficeProfile
            : factors == kEveningPeak ? EveningProfile
                                      : TypedProfile;
}

/** A preset's factors (none for flat). */
QList<double> presetFactors(ProfileChoice choice)
{
    return choice == OfficeProfile     ? kOfficeHours
            : choice == EveningProfile ? kEveningPeak
                                       : QList<double> {};
}

QString factorsText(const QList<double> &factors)
{
    QStringList parts;
    for (double f : factors)
        parts.append(QString::number(f, 'g', QLocale::FloatingPointShortest));
    return parts.join(u' ');
}

/** 24 factors of at least 0, not all zero, separated by spaces or semicolons (a decimal comma
 *  read as a point); empty text = flat. nullopt when the text does not read so. */
std::optional<QList<double>> factorsFromText(const QString &text)
{
    const QStringList parts = text.split(QRegularExpression(QStringLiteral("[\\s;]+")),
                                         Qt::SkipEmptyParts);
    QList<double> factors;
    double sum = 0;
    for (QString part : parts) {
        part.replace(u',', u'.');
        bool ok = false;
        const double f = part.toDouble(&ok);
        if (!ok || !(f >= 0) || !std::isfinite(f))
            return std::nullopt;
        factors.append(f);
        sum += f;
    }
    if (factors.isEmpty())
        return QList<double> {};
    if (factors.size() != 24 || !(sum > 0))
        return std::nullopt;
    return factors;
}

} // namespace

AdvisorModelsForm::AdvisorModelsForm(const ProjectDocument &document, AdvisorWorkload &workload,
                                     QWidget *parent)
    : QGroupBox(parent)
    , m_document(document)
    , m_workload(workload)
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(AdvisorForms::listWithButtons(this, QStringLiteral("Models"),
                                                    QStringLiteral("Model"), 5, false, &m_models,
                                                    &m_addModel, &m_removeModel));
    m_form = new QFormLayout;
    buildFields();
    for (QWidget *field :
         std::initializer_list<QWidget *> {m_model, m_trafficKind, m_users, m_rate, m_peakRate,
                                           m_inputTokens, m_outputTokens, m_ttft, m_tpot,
                                           m_percentile, m_profile, m_factors})
        m_form->addRow(new QLabel(this), field);
    layout->addLayout(m_form);
    connectFields();
}

AdvisedModel AdvisorModelsForm::newModel(const QString &modelId)
{
    AdvisedModel m;
    m.modelId = modelId;
    m.users = 100;
    m.ttftTargetMs = 2000;
    m.tpotTargetMs = 50;
    return m;
}

void AdvisorModelsForm::buildFields()
{
    m_model = new QComboBox(this);
    m_model->setObjectName(QStringLiteral("advisorModel"));
    m_model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_model->setMinimumContentsLength(18);
    m_trafficKind = new QComboBox(this);
    m_trafficKind->setObjectName(QStringLiteral("advisorTrafficKind"));
    m_users = limitSpin<QSpinBox>(this, kMostAdvisedUsers);
    m_users->setObjectName(QStringLiteral("advisorUsers"));
    m_users->setMinimum(1);
    m_rate = limitSpin<QDoubleSpinBox>(this, kMostAdvisedUsers);
    m_rate->setObjectName(QStringLiteral("advisorRate"));
    m_rate->setDecimals(2);
    m_rate->setMinimum(0.01);
    m_peakRate = limitSpin<QDoubleSpinBox>(this, kMostAdvisedUsers);
    m_peakRate->setObjectName(QStringLiteral("advisorPeakRate"));
    m_peakRate->setDecimals(2);
    m_inputTokens = limitSpin<QSpinBox>(this, 10'000'000);
    m_inputTokens->setObjectName(QStringLiteral("advisorInputTokens"));
    m_inputTokens->setMinimum(1);
    m_outputTokens = limitSpin<QSpinBox>(this, 10'000'000);
    m_outputTokens->setObjectName(QStringLiteral("advisorOutputTokens"));
    m_outputTokens->setMinimum(1);
    m_ttft = limitSpin<QDoubleSpinBox>(this, 10'000'000);
    m_ttft->setObjectName(QStringLiteral("advisorTtft"));
    m_ttft->setDecimals(0);
    m_ttft->setSingleStep(100);
    m_tpot = limitSpin<QDoubleSpinBox>(this, 10'000'000);
    m_tpot->setObjectName(QStringLiteral("advisorTpot"));
    m_tpot->setDecimals(0);
    m_tpot->setSingleStep(5);
    m_percentile = new QComboBox(this);
    m_percentile->setObjectName(QStringLiteral("advisorPercentile"));
    m_profile = new QComboBox(this);
    m_profile->setObjectName(QStringLiteral("advisorProfile"));
    m_factors = new QWidget(this);
    auto *factorsLayout = new QVBoxLayout(m_factors);
    factorsLayout->setContentsMargins(0, 0, 0, 0);
    m_profileFactors = new QLineEdit(m_factors);
    m_profileFactors->setObjectName(QStringLiteral("advisorProfileFactors"));
    m_profileError = new QLabel(m_factors);
    m_profileError->setObjectName(QStringLiteral("advisorProfileError"));
    m_profileError->setWordWrap(true);
    Inspector::styleAsError(m_profileError);
    m_profileError->hide();
    factorsLayout->addWidget(m_profileFactors);
    factorsLayout->addWidget(m_profileError);
}

void AdvisorModelsForm::connectFields()
{
    connect(m_models, &QListWidget::currentRowChanged, this, [this] { loadFields(); });
    connect(m_addModel, &QPushButton::clicked, this, &AdvisorModelsForm::addModel);
    connect(m_removeModel, &QPushButton::clicked, this, &AdvisorModelsForm::removeModel);
    for (QComboBox *combo : {m_model, m_trafficKind, m_percentile})
        connect(combo, &QComboBox::currentIndexChanged, this, &AdvisorModelsForm::fieldEdited);
    for (QSpinBox *spin : {m_users, m_inputTokens, m_outputTokens})
        connect(spin, &QSpinBox::valueChanged, this, &AdvisorModelsForm::fieldEdited);
    for (QDoubleSpinBox *spin : {m_rate, m_peakRate, m_ttft, m_tpot})
        connect(spin, &QDoubleSpinBox::valueChanged, this, &AdvisorModelsForm::fieldEdited);
    // a preset fills the factors; factors typed are read when the field is left
    connect(m_profile, &QComboBox::activated, this, &AdvisorModelsForm::profileChosen);
    connect(m_profileFactors, &QLineEdit::editingFinished, this, &AdvisorModelsForm::fieldEdited);
}

void AdvisorModelsForm::fillCatalog(const QList<ModelSpec> &models)
{
    const QSignalBlocker blocker(m_model);
    m_model->clear();
    for (const ModelSpec &m : models)
        m_model->addItem(m.name, m.id);
}

void AdvisorModelsForm::retranslate()
{
    setTitle(AdvisorText::tr("Workload"));
    m_addModel->setText(AdvisorText::tr("Add Mo&del"));
    m_removeModel->setText(AdvisorText::tr("Remo&ve"));
    AdvisorForms::nameRows(m_form,
                           {AdvisorText::tr("&Model:"), AdvisorText::tr("&Traffic:"),
                            AdvisorText::tr("&Users:"), AdvisorText::tr("Requests/s, avera&ge:"),
                            AdvisorText::tr("Requests/s, pea&k:"), AdvisorText::tr("&Input tokens:"),
                            AdvisorText::tr("&Output tokens:"), AdvisorText::tr("TT&FT target:"),
                            AdvisorText::tr("TPOT targ&et:"), AdvisorText::tr("Targets hold &at:"),
                            AdvisorText::tr("Daily profile:"), AdvisorText::tr("By hour:")});
    m_profileFactors->setPlaceholderText(AdvisorText::tr("flat"));
    m_profileFactors->setToolTip(AdvisorText::tr(
            "24 factors of the average rate, hour 0 to hour 23, separated by spaces: the "
            "fleet is sized for the busiest hour, the tokens are priced on the day's "
            "volume."));
    m_profileError->setText(AdvisorText::tr("Give 24 hourly factors of at least 0, not all zero."));
    const QSignalBlocker blockers[] = {QSignalBlocker(m_trafficKind), QSignalBlocker(m_percentile),
                                       QSignalBlocker(m_profile)};
    AdvisorForms::refill(m_trafficKind,
                         {AdvisorText::tr("Concurrent users"),
                          AdvisorText::tr("Requests per second")});
    AdvisorForms::refill(m_percentile,
                         {AdvisorText::tr("Mean"), AdvisorText::tr("P50"), AdvisorText::tr("P90"),
                          AdvisorText::tr("P99")});
    AdvisorForms::refill(m_profile,
                         {AdvisorText::tr("Flat all day"), AdvisorText::tr("Office hours, 9-17"),
                          AdvisorText::tr("Evenings, 18-22"), AdvisorText::tr("Typed below")});
    for (QDoubleSpinBox *spin : {m_ttft, m_tpot}) {
        spin->setSpecialValueText(AdvisorText::tr("none"));
        spin->setSuffix(AdvisorText::tr(" ms"));
    }
    refreshList();
    // the choices shown whole in this language (a combo box measures them once otherwise)
    for (QComboBox *combo : {m_trafficKind, m_percentile, m_profile})
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
}

void AdvisorModelsForm::load()
{
    m_loading = true;
    refreshList();
    if (m_models->currentRow() < 0 && !m_workload.models.isEmpty())
        m_models->setCurrentRow(0);
    m_loading = false;
    loadFields();
}

void AdvisorModelsForm::addModel()
{
    if (m_workload.models.size() >= kMostAdvisedModels || m_model->count() == 0)
        return;
    m_workload.models.append(newModel(m_model->itemData(0).toString()));
    refreshList();
    m_models->setCurrentRow(int(m_workload.models.size()) - 1);
    loadFields();
    emit edited();
}

void AdvisorModelsForm::removeModel()
{
    const int row = m_models->currentRow();
    if (row < 0 || row >= m_workload.models.size())
        return;
    m_workload.models.removeAt(row);
    refreshList();
    m_models->setCurrentRow(std::min(row, int(m_workload.models.size()) - 1));
    loadFields();
    emit edited();
}

void AdvisorModelsForm::fieldEdited()
{
    if (m_loading)
        return;
    storeFields();
    emit edited();
}

void AdvisorModelsForm::profileChosen(int choice)
{
    if (choice == TypedProfile) { // the factors are typed next, and read when left
        m_profileFactors->setFocus();
        m_profileFactors->selectAll();
        return;
    }
    m_profileFactors->setText(factorsText(presetFactors(ProfileChoice(choice))));
    fieldEdited();
}

void AdvisorModelsForm::refreshList()
{
    const QSignalBlocker blocker(m_models);
    const int row = m_models->currentRow();
    m_models->clear();
    for (const AdvisedModel &m : std::as_const(m_workload.models)) {
        const auto spec = m_document.catalog().model(m.modelId);
        const QString name = Display::nameOr(spec, m.modelId);
        const QString traffic = m.users > 0
                ? AdvisorText::tr("%n user(s)", nullptr, m.users)
                : AdvisorText::tr("%1 requests/s").arg(Display::number(m.requestsPerSecond, 2));
        m_models->addItem(AdvisorText::tr("%1: %2").arg(name, traffic));
    }
    m_models->setCurrentRow(AdvisorForms::keptRow(row, m_workload.models.size()));
    m_removeModel->setEnabled(!m_workload.models.isEmpty());
    m_addModel->setEnabled(m_workload.models.size() < kMostAdvisedModels);
}

void AdvisorModelsForm::enableTraffic(bool users, bool profiled)
{
    m_users->setEnabled(users);
    m_rate->setEnabled(!users);
    m_peakRate->setEnabled(!users && !profiled);
    m_profile->setEnabled(!users);
    m_profileFactors->setEnabled(!users);
}

void AdvisorModelsForm::loadFields()
{
    const int row = m_models->currentRow();
    const bool have = row >= 0 && row < m_workload.models.size();
    for (int i = 0; i < m_form->rowCount(); ++i)
        m_form->itemAt(i, QFormLayout::FieldRole)->widget()->setEnabled(have);
    if (!have)
        return;
    const bool wasLoading = m_loading;
    m_loading = true;
    const AdvisedModel &m = m_workload.models.at(row);
    if (m_model->findData(m.modelId) < 0) // a model the catalog no longer has: shown by its id
        m_model->addItem(m.modelId, m.modelId);
    m_model->setCurrentIndex(m_model->findData(m.modelId));
    const bool users = m.users > 0 || m.requestsPerSecond <= 0;
    m_trafficKind->setCurrentIndex(users ? 0 : 1);
    m_users->setValue(std::max(m.users, 1));
    m_rate->setValue(m.requestsPerSecond > 0 ? m.requestsPerSecond : 1);
    m_peakRate->setValue(m.peakRequestsPerSecond);
    loadProfile(m);
    enableTraffic(users, !m.dailyProfile.isEmpty());
    m_inputTokens->setValue(int(std::min<std::int64_t>(m.inputTokens, 10'000'000)));
    m_outputTokens->setValue(int(std::min<std::int64_t>(m.outputTokens, 10'000'000)));
    m_ttft->setValue(m.ttftTargetMs);
    m_tpot->setValue(m.tpotTargetMs);
    m_percentile->setCurrentIndex(AdvisorForms::indexIn(kPercentiles, m.percentile));
    m_loading = wasLoading;
}

void AdvisorModelsForm::storeFields()
{
    const int row = m_models->currentRow();
    if (row < 0 || row >= m_workload.models.size())
        return;
    AdvisedModel &m = m_workload.models[row];
    m.modelId = m_model->currentData().toString();
    const bool users = m_trafficKind->currentIndex() == 0;
    m.users = users ? m_users->value() : 0;
    m.requestsPerSecond = users ? 0 : m_rate->value();
    m.peakRequestsPerSecond = users ? 0 : m_peakRate->value();
    if (users) {
        m.dailyProfile.clear(); // a profile shapes a request rate
        loadProfile(m);
    } else {
        storeProfile(m);
    }
    enableTraffic(users, !m.dailyProfile.isEmpty());
    m.inputTokens = m_inputTokens->value();
    m.outputTokens = m_outputTokens->value();
    m.input.mean = double(m.inputTokens);
    m.output.mean = double(m.outputTokens);
    m.ttftTargetMs = m_ttft->value();
    m.tpotTargetMs = m_tpot->value();
    m.percentile = kPercentiles[std::clamp(m_percentile->currentIndex(), 0, 3)];
    refreshList();
}

void AdvisorModelsForm::loadProfile(const AdvisedModel &model)
{
    const QList<double> &f = model.dailyProfile;
    m_profile->setCurrentIndex(profileChoiceOf(f));
    m_profileFactors->setText(factorsText(f));
    m_profileError->hide();
}

void AdvisorModelsForm::storeProfile(AdvisedModel &model)
{
    const auto factors = factorsFromText(m_profileFactors->text());
    m_profileError->setVisible(!factors);
    if (!factors)
        return; // the last profile that read stays
    model.dailyProfile = *factors;
    if (!model.dailyProfile.isEmpty()) {
        model.peakRequestsPerSecond = 0; // the profile gives the busiest hour
        const QSignalBlocker blocker(m_peakRate);
        m_peakRate->setValue(0);
    }
    m_profile->setCurrentIndex(profileChoiceOf(*factors));
}

} // namespace Headroom
