#include "advisor/advisordialog.h"

#include "advisor/advisorplansmodel.h"
#include "advisor/advisortraining.h"
#include "charts/chartstyle.h"
#include "commands/projectcommands.h"
#include "document/projectdocument.h"
#include "format/displayformat.h"
#include "inspector/editorhelpers.h"

#include <QCategoryAxis>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace Headroom {

namespace {

constexpr EngineKind kEngines[] = {EngineKind::Vllm, EngineKind::SgLang, EngineKind::TensorRtLlm};
constexpr LatencyPercentile kPercentiles[] = {LatencyPercentile::Mean, LatencyPercentile::P50,
                                              LatencyPercentile::P90, LatencyPercentile::P99};
constexpr Acquisition kAcquisitions[] = {Acquisition::Either, Acquisition::Rent, Acquisition::Own,
                                         Acquisition::Hybrid};
constexpr DisaggregationSearch kDisaggregation[] = {DisaggregationSearch::Auto,
                                                    DisaggregationSearch::Off,
                                                    DisaggregationSearch::Only};
constexpr Currency kCurrencies[] = {Currency::Usd, Currency::Eur, Currency::Rub, Currency::Pln};

/** A spin box from 0 to `most` (retranslate() makes its 0 read "no limit" or "none"). */
template<typename Spin>
Spin *limitSpin(QWidget *parent, double most)
{
    auto *spin = new Spin(parent);
    spin->setRange(0, most);
    spin->setAccelerated(true);
    spin->setGroupSeparatorShown(true);
    return spin;
}

/** The formats offered, and those searched when none is chosen (advisor.cpp weightsOf(),
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

constexpr DeploymentMode kTrainingMethods[] = {DeploymentMode::Lora, DeploymentMode::Qlora,
                                               DeploymentMode::FullFineTune};

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

/** A list with Add and Remove beside it (object names "advisor" + `list`, "advisorAdd" +
 *  `item`, "advisorRemove" + `item`), `rows` lines tall; `narrow`: as wide as the fields beside
 *  it rather than a list view's default width. */
QWidget *listWithButtons(QWidget *parent, const QString &list, const QString &item, int rows,
                         bool narrow, QListWidget **view, QPushButton **add, QPushButton **remove)
{
    auto *widget = new QWidget(parent);
    auto *row = new QHBoxLayout(widget);
    row->setContentsMargins(0, 0, 0, 0);
    *view = new QListWidget(widget);
    (*view)->setObjectName(QStringLiteral("advisor") + list);
    (*view)->setMaximumHeight(parent->fontMetrics().height() * rows);
    if (narrow) {
        (*view)->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        (*view)->setMinimumWidth(parent->fontMetrics().averageCharWidth() * 16);
    }
    auto *buttons = new QVBoxLayout;
    *add = new QPushButton(widget);
    (*add)->setObjectName(QStringLiteral("advisorAdd") + item);
    *remove = new QPushButton(widget);
    (*remove)->setObjectName(QStringLiteral("advisorRemove") + item);
    buttons->addWidget(*add);
    buttons->addWidget(*remove);
    buttons->addStretch();
    row->addWidget(*view, 1);
    row->addLayout(buttons);
    return widget;
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

/** The row to keep current in a list of `count` entries: `row` within them, -1 when empty. */
int keptRow(int row, qsizetype count)
{
    return count > 0 ? std::clamp(row, 0, int(count) - 1) : -1;
}

AdvisedTraining defaultTraining(const QString &modelId)
{
    AdvisedTraining t;
    t.modelId = modelId;
    t.tokens = 1e8;
    return t;
}

AdvisedModel defaultModel(const QString &modelId)
{
    AdvisedModel m;
    m.modelId = modelId;
    m.users = 100;
    m.ttftTargetMs = 2000;
    m.tpotTargetMs = 50;
    return m;
}

} // namespace

AdvisorDialog::AdvisorDialog(ProjectDocument &document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_workload(document.project().advisor)
{
    setObjectName(QStringLiteral("advisorDialog"));
    setWindowFlag(Qt::WindowMaximizeButtonHint);
    setSizeGripEnabled(true);
    auto *layout = new QHBoxLayout(this);
    auto *split = new QSplitter(Qt::Horizontal, this);
    m_split = split;
    layout->addWidget(split);

    // the question, on the left
    auto *scroll = new QScrollArea(split);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *left = new QWidget(scroll);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 4, 0);
    m_modelsBox = new QGroupBox(left);
    buildModelForm(m_modelsBox);
    m_constraintsBox = new QGroupBox(left);
    buildConstraintsForm(m_constraintsBox);
    m_trainingBox = new QGroupBox(left);
    buildTrainingForm(m_trainingBox);
    leftLayout->addWidget(m_modelsBox);
    leftLayout->addWidget(m_trainingBox);
    leftLayout->addWidget(m_constraintsBox);
    leftLayout->addStretch();
    scroll->setWidget(left);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_left = scroll;

    // the answer, on the right
    auto *right = new QWidget(split);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(4, 0, 0, 0);
    auto *run = new QHBoxLayout;
    m_find = new QPushButton(right);
    m_find->setObjectName(QStringLiteral("advisorFind"));
    m_find->setDefault(true);
    m_cancelButton = new QPushButton(right);
    m_cancelButton->setObjectName(QStringLiteral("advisorCancel"));
    m_progress = new QProgressBar(right);
    m_progress->setObjectName(QStringLiteral("advisorProgress"));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setTextVisible(false);
    run->addWidget(m_find);
    run->addWidget(m_cancelButton);
    run->addWidget(m_progress, 1);
    rightLayout->addLayout(run);
    m_status = new QLabel(right);
    m_status->setObjectName(QStringLiteral("advisorStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    rightLayout->addWidget(m_status);

    auto *answer = new QSplitter(Qt::Vertical, right);
    auto *chartBox = new QWidget(answer);
    auto *chartLayout = new QVBoxLayout(chartBox);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    auto *axisRow = new QHBoxLayout;
    m_axisLabel = new QLabel(chartBox);
    m_axis = new QComboBox(chartBox);
    m_axis->setObjectName(QStringLiteral("advisorChartAxis"));
    m_axisLabel->setBuddy(m_axis);
    m_against = new QComboBox(chartBox);
    m_against->setObjectName(QStringLiteral("advisorChartAgainst"));
    m_axis->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_against->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_againstLabel = new QLabel(chartBox);
    axisRow->addWidget(m_axisLabel);
    axisRow->addWidget(m_axis);
    axisRow->addWidget(m_againstLabel);
    axisRow->addWidget(m_against);
    axisRow->addStretch();
    chartLayout->addLayout(axisRow);
    m_chart = new Charts::ChartView(chartBox);
    m_chart->setObjectName(QStringLiteral("advisorChart"));
    m_chart->setMinimumHeight(200);
    chartLayout->addWidget(m_chart, 1);
    m_plans = new AdvisorPlansModel(this);
    m_table = new QTableView(answer);
    m_table->setObjectName(QStringLiteral("advisorPlans"));
    m_table->setModel(m_plans);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    // rows as tall as their wrapped plan, kept so as the columns change width
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setWordWrap(true);
    m_table->setTextElideMode(Qt::ElideNone);
    m_table->setTabKeyNavigation(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // what binds and the plan wrap between words, so that the table never scrolls sideways
    m_table->horizontalHeader()->setSectionResizeMode(AdvisorPlansModel::Binds, QHeaderView::Fixed);
    m_table->horizontalHeader()->setSectionResizeMode(AdvisorPlansModel::Plan, QHeaderView::Stretch);
    m_details = new QLabel(answer);
    m_details->setObjectName(QStringLiteral("advisorDetails"));
    m_details->setWordWrap(true);
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *detailsScroll = new QScrollArea(answer);
    detailsScroll->setWidgetResizable(true);
    detailsScroll->setWidget(m_details);
    answer->setStretchFactor(0, 2);
    answer->setStretchFactor(1, 3);
    answer->setStretchFactor(2, 2);
    rightLayout->addWidget(answer, 1);

    auto *buttons = new QHBoxLayout;
    m_addToBoard = new QPushButton(right);
    m_addToBoard->setObjectName(QStringLiteral("advisorAddToBoard"));
    m_addToReport = new QPushButton(right);
    m_addToReport->setObjectName(QStringLiteral("advisorAddToReport"));
    m_close = new QPushButton(right);
    buttons->addWidget(m_addToBoard);
    buttons->addWidget(m_addToReport);
    buttons->addStretch();
    buttons->addWidget(m_close);
    rightLayout->addLayout(buttons);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);

    connect(m_find, &QPushButton::clicked, this, &AdvisorDialog::findPlans);
    connect(m_cancelButton, &QPushButton::clicked, this, &AdvisorDialog::cancel);
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    connect(m_addToBoard, &QPushButton::clicked, this, &AdvisorDialog::addToBoard);
    connect(m_addToReport, &QPushButton::clicked, this, &AdvisorDialog::toggleReport);
    connect(m_axis, &QComboBox::currentIndexChanged, this, [this] { showChart(); });
    connect(m_against, &QComboBox::currentIndexChanged, this, [this] { showChart(); });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        showDetails();
        showChart();
        updateButtons();
    });
    connect(&m_document, &ProjectDocument::changed, this, &AdvisorDialog::onDocumentChanged);

    fillCatalogLists();
    if (m_workload.isEmpty())
        m_workload = startingWorkload();
    retranslate();
    loadForm();
    showResult();
    showChart(); // the chart reads the answer only: drawn when it changes
    resize(1240, 760);
    split->setSizes({m_left->minimumWidth(), width() - m_left->minimumWidth()});
}

AdvisorDialog::~AdvisorDialog()
{
    // the worker reads copies only; it stops within a few candidates once asked
    if (m_thread) {
        m_cancel->store(true);
        m_thread->wait();
    }
}

AdvisorWorkload AdvisorDialog::startingWorkload() const
{
    // a first question to edit: the first model of the plan, else of the catalog
    AdvisorWorkload w;
    if (!m_document.project().deployments.isEmpty())
        w.models.append(defaultModel(m_document.project().deployments.constFirst().modelId));
    else if (!m_document.catalog().models().isEmpty())
        w.models.append(defaultModel(m_document.catalog().models().constFirst().id));
    return w;
}

void AdvisorDialog::fillCatalogLists()
{
    const QSignalBlocker modelBlocker(m_model);
    const QSignalBlocker gpuBlocker(m_gpus);
    m_model->clear();
    QList<ModelSpec> models = m_document.catalog().models();
    std::sort(models.begin(), models.end(), [](const ModelSpec &a, const ModelSpec &b) {
        return QString::localeAwareCompare(a.name, b.name) < 0;
    });
    const QSignalBlocker trainingBlocker(m_trainingModel);
    const QSignalBlocker ownedBlocker(m_ownedGpu);
    m_trainingModel->clear();
    m_ownedGpu->clear();
    for (const ModelSpec &m : std::as_const(models)) {
        m_model->addItem(m.name, m.id);
        m_trainingModel->addItem(m.name, m.id);
    }
    m_gpus->clear();
    QList<GpuSpec> gpus = m_document.catalog().gpus();
    std::sort(gpus.begin(), gpus.end(), [](const GpuSpec &a, const GpuSpec &b) {
        return QString::localeAwareCompare(a.name, b.name) < 0;
    });
    for (const GpuSpec &g : std::as_const(gpus)) {
        m_ownedGpu->addItem(g.name, g.id);
        auto *item = new QListWidgetItem(g.name, m_gpus);
        item->setData(Qt::UserRole, g.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(m_workload.constraints.gpuIds.contains(g.id) ? Qt::Checked
                                                                         : Qt::Unchecked);
    }
}

void AdvisorDialog::buildModelForm(QGroupBox *box)
{
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(listWithButtons(box, QStringLiteral("Models"), QStringLiteral("Model"), 5,
                                      false, &m_models, &m_addModel, &m_removeModel));

    m_modelForm = new QFormLayout;
    m_model = new QComboBox(box);
    m_model->setObjectName(QStringLiteral("advisorModel"));
    m_model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_model->setMinimumContentsLength(18);
    m_trafficKind = new QComboBox(box);
    m_trafficKind->setObjectName(QStringLiteral("advisorTrafficKind"));
    m_users = limitSpin<QSpinBox>(box, kMostAdvisedUsers);
    m_users->setObjectName(QStringLiteral("advisorUsers"));
    m_users->setMinimum(1);
    m_rate = limitSpin<QDoubleSpinBox>(box, kMostAdvisedUsers);
    m_rate->setObjectName(QStringLiteral("advisorRate"));
    m_rate->setDecimals(2);
    m_rate->setMinimum(0.01);
    m_peakRate = limitSpin<QDoubleSpinBox>(box, kMostAdvisedUsers);
    m_peakRate->setObjectName(QStringLiteral("advisorPeakRate"));
    m_peakRate->setDecimals(2);
    m_inputTokens = limitSpin<QSpinBox>(box, 10'000'000);
    m_inputTokens->setObjectName(QStringLiteral("advisorInputTokens"));
    m_inputTokens->setMinimum(1);
    m_outputTokens = limitSpin<QSpinBox>(box, 10'000'000);
    m_outputTokens->setObjectName(QStringLiteral("advisorOutputTokens"));
    m_outputTokens->setMinimum(1);
    m_ttft = limitSpin<QDoubleSpinBox>(box, 10'000'000);
    m_ttft->setObjectName(QStringLiteral("advisorTtft"));
    m_ttft->setDecimals(0);
    m_ttft->setSingleStep(100);
    m_tpot = limitSpin<QDoubleSpinBox>(box, 10'000'000);
    m_tpot->setObjectName(QStringLiteral("advisorTpot"));
    m_tpot->setDecimals(0);
    m_tpot->setSingleStep(5);
    m_percentile = new QComboBox(box);
    m_percentile->setObjectName(QStringLiteral("advisorPercentile"));
    m_profile = new QComboBox(box);
    m_profile->setObjectName(QStringLiteral("advisorProfile"));
    auto *factors = new QWidget(box);
    auto *factorsLayout = new QVBoxLayout(factors);
    factorsLayout->setContentsMargins(0, 0, 0, 0);
    m_profileFactors = new QLineEdit(factors);
    m_profileFactors->setObjectName(QStringLiteral("advisorProfileFactors"));
    m_profileError = new QLabel(factors);
    m_profileError->setObjectName(QStringLiteral("advisorProfileError"));
    m_profileError->setWordWrap(true);
    Inspector::styleAsError(m_profileError);
    m_profileError->hide();
    factorsLayout->addWidget(m_profileFactors);
    factorsLayout->addWidget(m_profileError);
    for (QWidget *field :
         std::initializer_list<QWidget *> {m_model, m_trafficKind, m_users, m_rate, m_peakRate,
                                           m_inputTokens, m_outputTokens, m_ttft, m_tpot,
                                           m_percentile, m_profile, factors})
        m_modelForm->addRow(new QLabel(box), field);
    layout->addLayout(m_modelForm);

    connect(m_models, &QListWidget::currentRowChanged, this, [this] { loadModelFields(); });
    connect(m_addModel, &QPushButton::clicked, this, [this] {
        if (m_workload.models.size() >= kMostAdvisedModels || m_model->count() == 0)
            return;
        m_workload.models.append(defaultModel(m_model->itemData(0).toString()));
        refreshModelList();
        m_models->setCurrentRow(int(m_workload.models.size()) - 1);
        loadModelFields();
        workloadEdited();
    });
    connect(m_removeModel, &QPushButton::clicked, this, [this] {
        const int row = m_models->currentRow();
        if (row < 0 || row >= m_workload.models.size())
            return;
        m_workload.models.removeAt(row);
        refreshModelList();
        m_models->setCurrentRow(std::min(row, int(m_workload.models.size()) - 1));
        loadModelFields();
        workloadEdited();
    });
    const auto edited = [this] {
        if (m_loading)
            return;
        storeModelFields();
        workloadEdited();
    };
    connect(m_model, &QComboBox::currentIndexChanged, this, edited);
    connect(m_trafficKind, &QComboBox::currentIndexChanged, this, edited);
    connect(m_percentile, &QComboBox::currentIndexChanged, this, edited);
    for (QSpinBox *spin : {m_users, m_inputTokens, m_outputTokens})
        connect(spin, &QSpinBox::valueChanged, this, edited);
    for (QDoubleSpinBox *spin : {m_rate, m_peakRate, m_ttft, m_tpot})
        connect(spin, &QDoubleSpinBox::valueChanged, this, edited);
    // a preset fills the factors; factors typed are read when the field is left
    connect(m_profile, &QComboBox::activated, this, [this, edited](int choice) {
        if (choice == TypedProfile) { // the factors are typed next, and read when left
            m_profileFactors->setFocus();
            m_profileFactors->selectAll();
            return;
        }
        m_profileFactors->setText(factorsText(presetFactors(ProfileChoice(choice))));
        edited();
    });
    connect(m_profileFactors, &QLineEdit::editingFinished, this, edited);
}

void AdvisorDialog::buildConstraintsForm(QGroupBox *box)
{
    m_constraintsForm = new QFormLayout(box);
    m_gpus = new QListWidget(box);
    m_gpus->setObjectName(QStringLiteral("advisorGpus"));
    m_gpus->setMaximumHeight(fontMetrics().height() * 7);
    m_gpus->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *engines = new QWidget(box);
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
    QWidget *weights = checkGrid(box, weightNames, QStringLiteral("advisorWeights-"),
                                 &m_weightFormats);
    QWidget *kv = checkGrid(box, kvNames, QStringLiteral("advisorKv-"), &m_kvFormats);
    m_maxGpus = limitSpin<QSpinBox>(box, 1'000'000);
    m_maxGpus->setObjectName(QStringLiteral("advisorMaxGpus"));
    m_maxNodes = limitSpin<QSpinBox>(box, 1'000'000);
    m_maxPower = limitSpin<QDoubleSpinBox>(box, 1e7);
    m_maxPower->setDecimals(1);
    m_rackPower = limitSpin<QDoubleSpinBox>(box, 1e4);
    m_rackPower->setDecimals(1);
    m_budget = limitSpin<QDoubleSpinBox>(box, 1e12);
    m_budget->setObjectName(QStringLiteral("advisorBudget"));
    m_budget->setDecimals(0);
    m_budget->setSingleStep(1000);
    m_budgetUpFront = limitSpin<QDoubleSpinBox>(box, 1e13);
    m_budgetUpFront->setDecimals(0);
    m_budgetUpFront->setSingleStep(10000);
    m_currency = new QComboBox(box);
    m_horizon = limitSpin<QSpinBox>(box, 120);
    m_horizon->setMinimum(1);
    m_acquisition = new QComboBox(box);
    m_acquisition->setObjectName(QStringLiteral("advisorAcquisition"));
    m_disaggregation = new QComboBox(box);
    m_disaggregation->setObjectName(QStringLiteral("advisorDisaggregation"));
    m_mixedFleet = new QCheckBox(box);
    m_packing = new QCheckBox(box);
    m_packing->setObjectName(QStringLiteral("advisorPacking"));
    // the GPUs already owned: a list, and the selected entry's type and count
    QWidget *ownedList = listWithButtons(box, QStringLiteral("Owned"), QStringLiteral("Owned"), 4,
                                         true, &m_owned, &m_addOwned, &m_removeOwned);
    m_ownedGpu = new QComboBox(box);
    m_ownedGpu->setObjectName(QStringLiteral("advisorOwnedGpu"));
    m_ownedGpu->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_ownedGpu->setMinimumContentsLength(14);
    m_ownedCount = limitSpin<QSpinBox>(box, 1'000'000);
    m_ownedCount->setObjectName(QStringLiteral("advisorOwnedCount"));
    m_ownedCount->setMinimum(1);
    m_ownedOnly = new QCheckBox(box);
    m_ownedOnly->setObjectName(QStringLiteral("advisorOwnedOnly"));
    for (QWidget *field :
         std::initializer_list<QWidget *> {m_gpus, engines, weights, kv, m_maxGpus, m_maxNodes,
                                           m_maxPower, m_rackPower, m_budget, m_budgetUpFront,
                                           m_currency, m_horizon, m_acquisition, m_disaggregation,
                                           ownedList, m_ownedGpu, m_ownedCount})
        m_constraintsForm->addRow(new QLabel(box), field);
    m_constraintsForm->addRow(m_ownedOnly);
    m_constraintsForm->addRow(m_mixedFleet);
    m_constraintsForm->addRow(m_packing);

    const auto edited = [this] {
        if (m_loading)
            return;
        storeConstraints();
        workloadEdited();
    };
    connect(m_gpus, &QListWidget::itemChanged, this, edited);
    for (const QList<QCheckBox *> *boxes : {&m_engines, &m_weightFormats, &m_kvFormats})
        for (QCheckBox *check : *boxes)
            connect(check, &QCheckBox::toggled, this, edited);
    for (QSpinBox *spin : {m_maxGpus, m_maxNodes, m_horizon})
        connect(spin, &QSpinBox::valueChanged, this, edited);
    for (QDoubleSpinBox *spin : {m_maxPower, m_rackPower, m_budget, m_budgetUpFront})
        connect(spin, &QDoubleSpinBox::valueChanged, this, edited);
    connect(m_currency, &QComboBox::currentIndexChanged, this, edited);
    connect(m_acquisition, &QComboBox::currentIndexChanged, this, edited);
    connect(m_mixedFleet, &QCheckBox::toggled, this, edited);
    connect(m_packing, &QCheckBox::toggled, this, edited);
    connect(m_disaggregation, &QComboBox::currentIndexChanged, this, edited);
    connect(m_ownedOnly, &QCheckBox::toggled, this, edited);

    connect(m_owned, &QListWidget::currentRowChanged, this, [this] { loadOwnedFields(); });
    connect(m_addOwned, &QPushButton::clicked, this, [this] {
        // the first GPU type not owned yet
        QList<OwnedGpus> &owned = m_workload.constraints.owned;
        for (int i = 0; i < m_ownedGpu->count(); ++i) {
            const QString id = m_ownedGpu->itemData(i).toString();
            if (m_workload.constraints.ownedCount(id) == 0) {
                owned.append({id, 1});
                refreshOwnedList();
                m_owned->setCurrentRow(int(owned.size()) - 1);
                loadOwnedFields();
                workloadEdited();
                return;
            }
        }
    });
    connect(m_removeOwned, &QPushButton::clicked, this, [this] {
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
        workloadEdited();
    });
    const auto ownedEdited = [this] {
        if (m_loading)
            return;
        storeOwnedFields();
        workloadEdited();
    };
    connect(m_ownedGpu, &QComboBox::currentIndexChanged, this, ownedEdited);
    connect(m_ownedCount, &QSpinBox::valueChanged, this, ownedEdited);
}

void AdvisorDialog::buildTrainingForm(QGroupBox *box)
{
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(listWithButtons(box, QStringLiteral("Training"), QStringLiteral("Training"),
                                      4, true, &m_training, &m_addTraining, &m_removeTraining));

    m_trainingForm = new QFormLayout;
    m_trainingModel = new QComboBox(box);
    m_trainingModel->setObjectName(QStringLiteral("advisorTrainingModel"));
    m_trainingModel->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_trainingModel->setMinimumContentsLength(18);
    m_trainingMethod = new QComboBox(box);
    m_trainingMethod->setObjectName(QStringLiteral("advisorTrainingMethod"));
    m_trainingTokens = limitSpin<QDoubleSpinBox>(box, 1e8); // millions: up to 100T tokens
    m_trainingTokens->setObjectName(QStringLiteral("advisorTrainingTokens"));
    m_trainingTokens->setDecimals(1);
    m_trainingTokens->setMinimum(0.1);
    m_trainingTokens->setSingleStep(10);
    m_trainingSequence = limitSpin<QSpinBox>(box, 1'048'576);
    m_trainingSequence->setObjectName(QStringLiteral("advisorTrainingSequence"));
    m_trainingSequence->setMinimum(1);
    m_trainingSequence->setSingleStep(512);
    m_trainingDeadline = limitSpin<QDoubleSpinBox>(box, 1e6);
    m_trainingDeadline->setObjectName(QStringLiteral("advisorTrainingDeadline"));
    m_trainingDeadline->setDecimals(1);
    m_trainingDeadline->setSingleStep(12);
    for (QWidget *field :
         std::initializer_list<QWidget *> {m_trainingModel, m_trainingMethod, m_trainingTokens,
                                           m_trainingSequence, m_trainingDeadline})
        m_trainingForm->addRow(new QLabel(box), field);
    layout->addLayout(m_trainingForm);

    connect(m_training, &QListWidget::currentRowChanged, this, [this] { loadTrainingFields(); });
    connect(m_addTraining, &QPushButton::clicked, this, [this] {
        if (m_workload.training.size() >= kMostAdvisedTrainingJobs || m_trainingModel->count() == 0)
            return;
        const QString model = !m_workload.models.isEmpty()
                ? m_workload.models.constFirst().modelId
                : m_trainingModel->itemData(0).toString();
        m_workload.training.append(defaultTraining(model));
        refreshTrainingList();
        m_training->setCurrentRow(int(m_workload.training.size()) - 1);
        loadTrainingFields();
        workloadEdited();
    });
    connect(m_removeTraining, &QPushButton::clicked, this, [this] {
        const int row = m_training->currentRow();
        if (row < 0 || row >= m_workload.training.size())
            return;
        m_workload.training.removeAt(row);
        refreshTrainingList();
        m_training->setCurrentRow(std::min(row, int(m_workload.training.size()) - 1));
        loadTrainingFields();
        workloadEdited();
    });
    const auto edited = [this] {
        if (m_loading)
            return;
        storeTrainingFields();
        workloadEdited();
    };
    connect(m_trainingModel, &QComboBox::currentIndexChanged, this, edited);
    connect(m_trainingMethod, &QComboBox::currentIndexChanged, this, edited);
    connect(m_trainingSequence, &QSpinBox::valueChanged, this, edited);
    for (QDoubleSpinBox *spin : {m_trainingTokens, m_trainingDeadline})
        connect(spin, &QDoubleSpinBox::valueChanged, this, edited);
}

void AdvisorDialog::retranslate()
{
    setWindowTitle(tr("Advisor: what to buy or rent"));
    m_modelsBox->setTitle(tr("Workload"));
    m_constraintsBox->setTitle(tr("Constraints"));
    m_addModel->setText(tr("Add Mo&del"));
    m_removeModel->setText(tr("Remo&ve"));
    const QStringList modelLabels {tr("&Model:"),
                                   tr("&Traffic:"),
                                   tr("&Users:"),
                                   tr("Requests/s, avera&ge:"),
                                   tr("Requests/s, pea&k:"),
                                   tr("&Input tokens:"),
                                   tr("&Output tokens:"),
                                   tr("TT&FT target:"),
                                   tr("TPOT targ&et:"),
                                   tr("Targets hold &at:"),
                                   tr("Daily profile:"),
                                   tr("By hour:")};
    for (int i = 0; i < m_modelForm->rowCount(); ++i) {
        auto *label = qobject_cast<QLabel *>(
                m_modelForm->itemAt(i, QFormLayout::LabelRole)->widget());
        label->setText(modelLabels.value(i));
        label->setBuddy(m_modelForm->itemAt(i, QFormLayout::FieldRole)->widget());
    }
    const QStringList constraintLabels {tr("G&PUs (none ticked: all):"),
                                        tr("Engines:"),
                                        tr("Weight formats:"),
                                        tr("KV formats:"),
                                        tr("Mo&st GPUs:"),
                                        tr("Most nodes:"),
                                        tr("Most po&wer:"),
                                        tr("Power per rack:"),
                                        tr("Budget per mont&h:"),
                                        tr("Up-front budget:"),
                                        tr("&Currency:"),
                                        tr("Hori&zon:"),
                                        tr("Pa&y by:"),
                                        tr("Prefill and decode:"),
                                        tr("Owned GPUs:"),
                                        tr("Owned GPU:"),
                                        tr("Count:")};
    for (int i = 0; i < constraintLabels.size(); ++i) {
        auto *label = qobject_cast<QLabel *>(
                m_constraintsForm->itemAt(i, QFormLayout::LabelRole)->widget());
        label->setText(constraintLabels.value(i));
        label->setBuddy(m_constraintsForm->itemAt(i, QFormLayout::FieldRole)->widget());
    }
    m_trainingBox->setTitle(tr("Training jobs"));
    m_addTraining->setText(tr("Add Job"));
    m_removeTraining->setText(tr("Remove Job"));
    const QStringList trainingLabels {tr("Model:"), tr("Method:"), tr("Tokens:"), tr("Sequence:"),
                                      tr("Deadline:")};
    for (int i = 0; i < m_trainingForm->rowCount(); ++i) {
        auto *label = qobject_cast<QLabel *>(
                m_trainingForm->itemAt(i, QFormLayout::LabelRole)->widget());
        label->setText(trainingLabels.value(i));
        label->setBuddy(m_trainingForm->itemAt(i, QFormLayout::FieldRole)->widget());
    }
    m_addOwned->setText(tr("Add GPUs"));
    m_removeOwned->setText(tr("Remove GPUs"));
    m_ownedOnly->setText(tr("Only the GPU types owned"));
    m_profileFactors->setPlaceholderText(tr("flat"));
    m_profileFactors->setToolTip(
            tr("24 factors of the average rate, hour 0 to hour 23, separated by spaces: the fleet "
               "is sized for the busiest hour, the tokens are priced on the day's volume."));
    m_profileError->setText(tr("Give 24 hourly factors of at least 0, not all zero."));
    m_mixedFleet->setText(tr("Mi&xed fleet: models may run on different GPU types"));
    m_packing->setText(tr("Several models may share GPUs"));

    const QSignalBlocker blockers[] = {QSignalBlocker(m_trafficKind),
                                       QSignalBlocker(m_percentile),
                                       QSignalBlocker(m_acquisition),
                                       QSignalBlocker(m_currency),
                                       QSignalBlocker(m_disaggregation),
                                       QSignalBlocker(m_profile),
                                       QSignalBlocker(m_trainingMethod),
                                       QSignalBlocker(m_axis),
                                       QSignalBlocker(m_against)};
    const auto refill = [](QComboBox *combo, const QStringList &texts) {
        const int current = combo->currentIndex();
        combo->clear();
        combo->addItems(texts);
        combo->setCurrentIndex(std::max(current, 0));
    };
    refill(m_trafficKind, {tr("Concurrent users"), tr("Requests per second")});
    refill(m_percentile, {tr("Mean"), tr("P50"), tr("P90"), tr("P99")});
    refill(m_profile,
           {tr("Flat all day"), tr("Office hours, 9-17"), tr("Evenings, 18-22"), tr("Typed below")});
    refill(m_trainingMethod, {tr("LoRA"), tr("QLoRA"), tr("Full fine-tuning")});
    refill(m_acquisition,
           {tr("The cheaper of renting and owning"), tr("Renting on demand"), tr("Owning"),
            tr("Owning the base, renting the peak hours")});
    refill(m_disaggregation,
           {tr("Together or on separate GPUs, the cheaper"), tr("Together on the same GPUs"),
            tr("On separate GPUs")});
    QStringList currencies {
            tr("The plan's (%1)").arg(currencyCode(displayedCurrency(m_document.project())))};
    for (Currency c : kCurrencies)
        currencies.append(currencyCode(c));
    refill(m_currency, currencies);
    refill(m_axis, {tr("Cost per month"), tr("Cost per 1M output tokens")});
    m_axisLabel->setText(tr("Chart:"));
    refill(m_against, {tr("Tokens/s per user"), tr("Time to first token")});
    m_againstLabel->setText(tr("against"));
    for (QSpinBox *spin : {m_maxGpus, m_maxNodes})
        spin->setSpecialValueText(tr("no limit"));
    for (QDoubleSpinBox *spin : {m_maxPower, m_rackPower, m_budget, m_budgetUpFront})
        spin->setSpecialValueText(tr("no limit"));
    for (QDoubleSpinBox *spin : {m_ttft, m_tpot}) {
        spin->setSpecialValueText(tr("none"));
        spin->setSuffix(tr(" ms"));
    }
    for (QDoubleSpinBox *spin : {m_maxPower, m_rackPower})
        spin->setSuffix(tr(" kW"));
    m_horizon->setSuffix(tr(" months"));
    m_trainingTokens->setSuffix(tr(" M tokens"));
    m_trainingSequence->setSuffix(tr(" tokens"));
    m_trainingDeadline->setSuffix(tr(" h"));
    m_trainingDeadline->setSpecialValueText(tr("none"));
    m_ownedCount->setSuffix(tr(" GPUs"));
    m_trainingDeadline->setToolTip(tr("None: the fewest GPUs the job fits on, however long it "
                                      "takes; else the fewest that finish it in time."));
    m_find->setText(tr("Fi&nd Plans"));
    m_cancelButton->setText(tr("Cance&l"));
    m_addToBoard->setText(tr("Add to &Board"));
    m_close->setText(tr("Close"));
    m_plans->retranslate();
    fitTable();
    refreshModelList();
    refreshOwnedList();
    refreshTrainingList();
    showResult();
    showChart(); // the chart reads the answer only: drawn when it changes
    // the choices shown whole in this language (a combo box measures them once otherwise)
    for (QComboBox *combo : {m_trafficKind, m_percentile, m_profile, m_acquisition,
                             m_disaggregation, m_currency, m_trainingMethod})
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    // the form as wide as its labels and fields need in this language, never scrolled sideways
    auto *scroll = static_cast<QScrollArea *>(m_left);
    scroll->widget()->adjustSize();
    m_left->setMinimumWidth(scroll->widget()->sizeHint().width()
                            + scroll->verticalScrollBar()->sizeHint().width() + 4);
    // the answer gives way to a wider form (the splitter keeps the old sizes otherwise)
    if (QList<int> sizes = m_split->sizes(); sizes.size() == 2 && sizes[0] + sizes[1] > 0) {
        const int total = sizes[0] + sizes[1];
        sizes[0] = std::max(sizes[0], m_left->minimumWidth());
        m_split->setSizes({sizes[0], std::max(total - sizes[0], 0)});
    }
}

void AdvisorDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void AdvisorDialog::closeEvent(QCloseEvent *event)
{
    cancel();
    QDialog::closeEvent(event);
}

void AdvisorDialog::setWorkload(const AdvisorWorkload &workload)
{
    m_workload = workload;
    loadForm();
    workloadEdited();
}

void AdvisorDialog::refreshModelList()
{
    const QSignalBlocker blocker(m_models);
    const int row = m_models->currentRow();
    m_models->clear();
    for (const AdvisedModel &m : std::as_const(m_workload.models)) {
        const auto spec = m_document.catalog().model(m.modelId);
        const QString name = spec ? spec->name : m.modelId;
        const QString traffic = m.users > 0
                ? tr("%n user(s)", nullptr, m.users)
                : tr("%1 requests/s").arg(Display::number(m.requestsPerSecond, 2));
        m_models->addItem(tr("%1: %2").arg(name, traffic));
    }
    m_models->setCurrentRow(keptRow(row, m_workload.models.size()));
    m_removeModel->setEnabled(!m_workload.models.isEmpty());
    m_addModel->setEnabled(m_workload.models.size() < kMostAdvisedModels);
}

void AdvisorDialog::loadForm()
{
    m_loading = true;
    refreshModelList();
    if (m_models->currentRow() < 0 && !m_workload.models.isEmpty())
        m_models->setCurrentRow(0);
    const AdvisorConstraints &c = m_workload.constraints;
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
    m_maxGpus->setValue(c.maxGpus);
    m_maxNodes->setValue(c.maxNodes);
    m_maxPower->setValue(c.maxPowerKw);
    m_rackPower->setValue(c.rackPowerKw);
    m_budget->setValue(c.budgetPerMonth);
    m_budgetUpFront->setValue(c.budgetUpFront);
    m_currency->setCurrentIndex(
            c.currency ? int(std::find(std::begin(kCurrencies), std::end(kCurrencies), *c.currency)
                             - std::begin(kCurrencies))
                            + 1
                       : 0);
    m_horizon->setValue(c.horizonMonths);
    m_acquisition->setCurrentIndex(
            int(std::find(std::begin(kAcquisitions), std::end(kAcquisitions), c.acquisition)
                - std::begin(kAcquisitions)));
    m_mixedFleet->setChecked(c.mixedFleet);
    m_packing->setChecked(c.packing);
    m_disaggregation->setCurrentIndex(
            int(std::find(std::begin(kDisaggregation), std::end(kDisaggregation), c.disaggregation)
                - std::begin(kDisaggregation)));
    m_ownedOnly->setChecked(c.ownedOnly);
    refreshOwnedList();
    if (m_owned->currentRow() < 0 && !c.owned.isEmpty())
        m_owned->setCurrentRow(0);
    refreshTrainingList();
    if (m_training->currentRow() < 0 && !m_workload.training.isEmpty())
        m_training->setCurrentRow(0);
    m_loading = false;
    loadModelFields();
    loadOwnedFields();
    loadTrainingFields();
}

void AdvisorDialog::loadProfile(const AdvisedModel &model)
{
    const QList<double> &f = model.dailyProfile;
    m_profile->setCurrentIndex(profileChoiceOf(f));
    m_profileFactors->setText(factorsText(f));
    m_profileError->hide();
}

void AdvisorDialog::storeProfile(AdvisedModel &model)
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

void AdvisorDialog::refreshOwnedList()
{
    const QSignalBlocker blocker(m_owned);
    const int row = m_owned->currentRow();
    m_owned->clear();
    for (const OwnedGpus &o : std::as_const(m_workload.constraints.owned)) {
        const auto gpu = m_document.catalog().gpu(o.gpuId);
        //: GPUs already owned: the count, then the GPU
        m_owned->addItem(tr("%1 × %2").arg(Display::integer(o.count), gpu ? gpu->name : o.gpuId));
    }
    m_owned->setCurrentRow(keptRow(row, m_workload.constraints.owned.size()));
    m_removeOwned->setEnabled(!m_workload.constraints.owned.isEmpty());
    m_addOwned->setEnabled(m_workload.constraints.owned.size() < m_ownedGpu->count());
    m_ownedOnly->setEnabled(!m_workload.constraints.owned.isEmpty());
}

void AdvisorDialog::loadOwnedFields()
{
    const int row = m_owned->currentRow();
    const bool have = row >= 0 && row < m_workload.constraints.owned.size();
    m_constraintsForm->setRowVisible(m_ownedGpu, have);
    m_constraintsForm->setRowVisible(m_ownedCount, have);
    m_constraintsForm->setRowVisible(m_ownedOnly, have);
    if (!have)
        return;
    const bool wasLoading = m_loading;
    m_loading = true;
    const OwnedGpus &o = m_workload.constraints.owned.at(row);
    if (m_ownedGpu->findData(o.gpuId) < 0) // a GPU the catalog no longer has: by its id
        m_ownedGpu->addItem(o.gpuId, o.gpuId);
    m_ownedGpu->setCurrentIndex(m_ownedGpu->findData(o.gpuId));
    // a type another entry owns is not offered again (one entry per type)
    if (auto *items = qobject_cast<QStandardItemModel *>(m_ownedGpu->model())) {
        for (int i = 0; i < items->rowCount(); ++i) {
            const QString id = m_ownedGpu->itemData(i).toString();
            bool elsewhere = false;
            for (qsizetype k = 0; k < m_workload.constraints.owned.size(); ++k)
                elsewhere = elsewhere
                        || (k != row && m_workload.constraints.owned.at(k).gpuId == id);
            items->item(i)->setEnabled(!elsewhere);
        }
    }
    m_ownedCount->setValue(o.count);
    m_loading = wasLoading;
}

void AdvisorDialog::storeOwnedFields()
{
    const int row = m_owned->currentRow();
    QList<OwnedGpus> &owned = m_workload.constraints.owned;
    if (row < 0 || row >= owned.size())
        return;
    owned[row] = {m_ownedGpu->currentData().toString(), m_ownedCount->value()};
    refreshOwnedList();
}

void AdvisorDialog::refreshTrainingList()
{
    const QSignalBlocker blocker(m_training);
    const int row = m_training->currentRow();
    m_training->clear();
    for (const AdvisedTraining &t : std::as_const(m_workload.training)) {
        const auto spec = m_document.catalog().model(t.modelId);
        const int method = int(
                std::find(std::begin(kTrainingMethods), std::end(kTrainingMethods), t.method)
                - std::begin(kTrainingMethods));
        //: a training job: the model, its method, the tokens trained (millions)
        m_training->addItem(tr("%1: %2, %3 M tokens")
                                    .arg(spec ? spec->name : t.modelId,
                                         m_trainingMethod->itemText(method),
                                         Display::number(t.tokens / 1e6, 1)));
    }
    m_training->setCurrentRow(keptRow(row, m_workload.training.size()));
    m_removeTraining->setEnabled(!m_workload.training.isEmpty());
    m_addTraining->setEnabled(m_workload.training.size() < kMostAdvisedTrainingJobs);
}

void AdvisorDialog::loadTrainingFields()
{
    const int row = m_training->currentRow();
    const bool have = row >= 0 && row < m_workload.training.size();
    for (int i = 0; i < m_trainingForm->rowCount(); ++i)
        m_trainingForm->setRowVisible(i, have); // the selected job's fields, none without one
    if (!have)
        return;
    const bool wasLoading = m_loading;
    m_loading = true;
    const AdvisedTraining &t = m_workload.training.at(row);
    if (m_trainingModel->findData(t.modelId) < 0)
        m_trainingModel->addItem(t.modelId, t.modelId);
    m_trainingModel->setCurrentIndex(m_trainingModel->findData(t.modelId));
    m_trainingMethod->setCurrentIndex(
            int(std::find(std::begin(kTrainingMethods), std::end(kTrainingMethods), t.method)
                - std::begin(kTrainingMethods)));
    m_trainingTokens->setValue(t.tokens / 1e6);
    m_trainingSequence->setValue(t.sequenceTokens);
    m_trainingDeadline->setValue(t.deadlineHours);
    m_loading = wasLoading;
}

void AdvisorDialog::storeTrainingFields()
{
    const int row = m_training->currentRow();
    if (row < 0 || row >= m_workload.training.size())
        return;
    AdvisedTraining &t = m_workload.training[row];
    t.modelId = m_trainingModel->currentData().toString();
    t.method = kTrainingMethods[std::clamp(m_trainingMethod->currentIndex(), 0, 2)];
    t.sequenceTokens = m_trainingSequence->value();
    // the figures as the file has them unless edited (the fields round them for display)
    if (m_trainingTokens->value()
        != m_trainingTokens->valueFromText(m_trainingTokens->textFromValue(t.tokens / 1e6)))
        t.tokens = m_trainingTokens->value() * 1e6;
    if (m_trainingDeadline->value()
        != m_trainingDeadline->valueFromText(m_trainingDeadline->textFromValue(t.deadlineHours)))
        t.deadlineHours = m_trainingDeadline->value();
    refreshTrainingList();
}

void AdvisorDialog::loadModelFields()
{
    const int row = m_models->currentRow();
    const bool have = row >= 0 && row < m_workload.models.size();
    for (int i = 0; i < m_modelForm->rowCount(); ++i)
        m_modelForm->itemAt(i, QFormLayout::FieldRole)->widget()->setEnabled(have);
    if (!have)
        return;
    const bool wasLoading = m_loading;
    m_loading = true;
    const AdvisedModel &m = m_workload.models.at(row);
    const int index = m_model->findData(m.modelId);
    if (index < 0) // a model the catalog no longer has: shown by its id
        m_model->addItem(m.modelId, m.modelId);
    m_model->setCurrentIndex(m_model->findData(m.modelId));
    const bool users = m.users > 0 || m.requestsPerSecond <= 0;
    m_trafficKind->setCurrentIndex(users ? 0 : 1);
    m_users->setValue(std::max(m.users, 1));
    m_rate->setValue(m.requestsPerSecond > 0 ? m.requestsPerSecond : 1);
    m_peakRate->setValue(m.peakRequestsPerSecond);
    loadProfile(m);
    m_users->setEnabled(users);
    m_rate->setEnabled(!users);
    m_peakRate->setEnabled(!users && m.dailyProfile.isEmpty());
    m_profile->setEnabled(!users);
    m_profileFactors->setEnabled(!users);
    m_inputTokens->setValue(int(std::min<std::int64_t>(m.inputTokens, 10'000'000)));
    m_outputTokens->setValue(int(std::min<std::int64_t>(m.outputTokens, 10'000'000)));
    m_ttft->setValue(m.ttftTargetMs);
    m_tpot->setValue(m.tpotTargetMs);
    m_percentile->setCurrentIndex(
            int(std::find(std::begin(kPercentiles), std::end(kPercentiles), m.percentile)
                - std::begin(kPercentiles)));
    m_loading = wasLoading;
}

void AdvisorDialog::storeModelFields()
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
    m_users->setEnabled(users);
    m_rate->setEnabled(!users);
    m_peakRate->setEnabled(!users && m.dailyProfile.isEmpty());
    m_profile->setEnabled(!users);
    m_profileFactors->setEnabled(!users);
    m.inputTokens = m_inputTokens->value();
    m.outputTokens = m_outputTokens->value();
    m.input.mean = double(m.inputTokens);
    m.output.mean = double(m.outputTokens);
    m.ttftTargetMs = m_ttft->value();
    m.tpotTargetMs = m_tpot->value();
    m.percentile = kPercentiles[std::clamp(m_percentile->currentIndex(), 0, 3)];
    refreshModelList();
}

void AdvisorDialog::storeConstraints()
{
    // none ticked would read as the defaults: the defaults are ticked again, to show so
    // (not when the file chose formats the form does not offer, e.g. GGUF only)
    const auto atLeastOne = [](const QList<QCheckBox *> &boxes, const auto &all,
                               const auto &defaults, const auto &stored) {
        const bool others = std::any_of(stored.begin(), stored.end(), [&all](const auto &f) {
            return std::find(std::begin(all), std::end(all), f) == std::end(all);
        });
        if (!others && std::none_of(boxes.begin(), boxes.end(), [](QCheckBox *b) {
                return b->isChecked();
            }))
            for (qsizetype i = 0; i < boxes.size(); ++i) {
                const QSignalBlocker blocker(boxes.at(i));
                boxes.at(i)->setChecked(defaults.contains(all[i]));
            }
    };
    AdvisorConstraints &c = m_workload.constraints;
    atLeastOne(m_engines, kEngines, QList<EngineKind>(std::begin(kEngines), std::end(kEngines)),
               c.engines);
    atLeastOne(m_weightFormats, kWeightFormats, kDefaultWeightFormats, c.weightFormats);
    atLeastOne(m_kvFormats, kKvFormats, kDefaultKvFormats, c.kvFormats);
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
    c.horizonMonths = m_horizon->value();
    c.acquisition = kAcquisitions[std::clamp(m_acquisition->currentIndex(), 0, 3)];
    c.mixedFleet = m_mixedFleet->isChecked();
    c.packing = m_packing->isChecked();
    c.disaggregation = kDisaggregation[std::clamp(m_disaggregation->currentIndex(), 0, 2)];
    c.ownedOnly = m_ownedOnly->isChecked() && !c.owned.isEmpty();
}

void AdvisorDialog::workloadEdited()
{
    if (m_haveResult)
        m_stale = true;
    showResult();
}

void AdvisorDialog::onDocumentChanged(const ChangeEvent &event)
{
    if (event.kind == ChangeEvent::Kind::ProjectReset) {
        // another project: its catalog, its question, no answer yet
        cancel();
        const AdvisorWorkload stored = m_document.project().advisor;
        m_workload = stored.isEmpty() ? startingWorkload() : stored;
        m_haveResult = false;
        m_stale = false;
        m_error.clear();
        m_result = {};
        m_plans->setResult(m_result, stored.reportPlan);
        fillCatalogLists();
        loadForm();
        showResult();
        showChart(); // the chart reads the answer only: drawn when it changes
        return;
    }
    if (event.kind == ChangeEvent::Kind::CatalogChanged) {
        fillCatalogLists(); // a custom model or GPU added, edited or removed
        loadForm();
    }
    if (event.kind == ChangeEvent::Kind::AdvisorChanged) {
        // an undo: the form follows the project's question (an undone first question leaves
        // the form as it is)
        AdvisorWorkload stored = m_document.project().advisor;
        AdvisorWorkload mine = m_workload;
        mine.reportPlan = stored.reportPlan;
        if (!(mine == stored) && !stored.isEmpty()) {
            m_workload = stored;
            loadForm();
            workloadEdited();
        }
        m_workload.reportPlan = stored.reportPlan;
        m_plans->setReportPlan(stored.reportPlan);
        showDetails();
        updateButtons();
    } else if (m_haveResult
               && (event.kind == ChangeEvent::Kind::CostAssumptionsChanged
                   || event.kind == ChangeEvent::Kind::CatalogChanged)) {
        // prices, the catalog or calibrations may move the answer
        m_stale = true;
        showResult();
    }
}

void AdvisorDialog::findPlans()
{
    cancel();
    if (auto valid = validateAdvisorWorkload(m_workload, &m_document.catalog()); !valid) {
        m_error = valid.error().message;
        m_haveResult = false;
        showResult();
        return;
    }
    // the question asked is the project's, saved with it (one undo step)
    AdvisorWorkload stored = m_workload;
    stored.reportPlan = m_document.project().advisor.reportPlan;
    if (!(stored == m_document.project().advisor))
        m_document.undoStack().push(new SetAdvisorWorkload(m_document, stored));

    m_error.clear();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    const quint64 generation = ++m_generation;
    const Catalog catalog = m_document.catalog();
    const Project project = m_document.project();
    const AdvisorWorkload workload = m_workload;
    const std::shared_ptr<std::atomic<bool>> cancel = m_cancel;
    m_progress->setRange(0, 0); // busy until the first progress report
    m_thread = QThread::create([this, catalog, project, workload, cancel, generation] {
        QElapsedTimer timer;
        timer.start();
        AdvisorOptions options;
        options.cancel = cancel.get();
        options.progress = [this, cancel, generation](int done, int total) {
            if (cancel->load())
                return;
            // queued to the window; dropped with it (the destructor waits for this thread)
            QMetaObject::invokeMethod(
                    this,
                    [this, done, total, generation] {
                        if (generation != m_generation)
                            return;
                        m_progress->setRange(0, std::max(total, 1));
                        m_progress->setValue(done);
                    },
                    Qt::QueuedConnection);
        };
        const Result<AdvisorResult> result = advise(catalog, project, workload, options);
        const qint64 elapsed = timer.elapsed();
        QMetaObject::invokeMethod(
                this,
                [this, generation, result, elapsed] { onFinished(generation, result, elapsed); },
                Qt::QueuedConnection);
    });
    QThread *thread = m_thread;
    connect(thread, &QThread::finished, this, [this, thread] {
        if (m_thread == thread)
            m_thread = nullptr;
        thread->deleteLater();
        updateButtons();
    });
    thread->start();
    m_stale = false;
    showResult();
}

void AdvisorDialog::cancel()
{
    if (!m_thread)
        return;
    m_cancel->store(true);
    // the answer so far arrives as a cancelled result; a new search may start meanwhile
    QThread *thread = m_thread;
    thread->wait();
    m_thread = nullptr;
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
    thread->deleteLater();
    updateButtons();
}

void AdvisorDialog::onFinished(quint64 generation, const Result<AdvisorResult> &result,
                               qint64 elapsedMs)
{
    if (generation != m_generation)
        return;
    if (m_thread) { // its last step: the thread ends as this arrives
        m_thread->wait();
        m_thread->deleteLater();
        m_thread = nullptr;
    }
    m_elapsedMs = elapsedMs;
    if (!result) {
        m_error = result.error().message;
        m_haveResult = false;
        m_result = {};
    } else {
        m_result = *result;
        m_haveResult = true;
    }
    m_plans->setResult(m_result, m_document.project().advisor.reportPlan);
    fitTable();
    if (m_plans->rowCount() > 0)
        m_table->selectRow(0);
    showResult();
    showChart(); // the chart reads the answer only: drawn when it changes
    emit searchFinished();
}

QString AdvisorDialog::status() const
{
    return m_status->text();
}

void AdvisorDialog::showResult()
{
    QStringList lines;
    if (m_thread) {
        lines.append(tr("Searching every allowed GPU, split, format and engine\u2026"));
    } else if (!m_error.isEmpty()) {
        lines.append(tr("The workload cannot be searched: %1").arg(m_error));
    } else if (!m_haveResult) {
        lines.append(tr("State the models, their traffic and latency targets, and the limits; "
                        "then Find Plans ranks what to buy or rent."));
    } else {
        const AdvisorResult &r = m_result;
        if (r.cancelled)
            lines.append(tr("Cancelled: the plans found so far."));
        lines.append(tr("%1 feasible plans ranked from %2 candidates (%3 estimated) in %4.")
                             .arg(Display::integer(r.feasibleCandidates),
                                  Display::integer(r.candidatesGenerated),
                                  Display::integer(r.candidatesEvaluated),
                                  Display::seconds(double(m_elapsedMs) / 1e3)));
        if (r.plans.isEmpty()) {
            QStringList reasons;
            for (auto it = r.rejections.cbegin(); it != r.rejections.cend(); ++it)
                reasons.append(
                        tr("%1: %2").arg(rejectionName(it.key()), Display::integer(it.value())));
            for (const Explanation &w : r.warnings)
                lines.append(w.text()); // in the language shown now
            if (!reasons.isEmpty())
                lines.append(tr("Candidates left out: %1").arg(reasons.join(QStringLiteral("; "))));
        } else {
            lines.append(tr("Bold: on the chart's Pareto front (no other plan is both cheaper "
                            "and better on the chart's other axis)."));
            if (findAdvisorPlan(r, m_document.project().advisor.reportPlan))
                lines.last() += u' ' + tr("\u2605: the plan in the report.");
        }
        if (m_stale)
            lines.append(tr("The workload or the prices changed: Find Plans again for an answer "
                            "that matches them."));
    }
    m_status->setText(lines.join(u'\n'));
    m_progress->setVisible(m_thread != nullptr);
    if (!m_thread) {
        m_progress->setRange(0, 1);
        m_progress->setValue(0);
    }
    showDetails();
    updateButtons();
}

void AdvisorDialog::fitTable()
{
    // what binds: as wide as its longest word (or header), in the bold of the front's rows
    QFont bold = m_table->font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    int widest = metrics.horizontalAdvance(
            m_plans->headerData(AdvisorPlansModel::Binds, Qt::Horizontal).toString());
    static const QRegularExpression space(QStringLiteral("\\s+"));
    for (int row = 0; row < m_plans->rowCount(); ++row) {
        const QString text = m_plans->index(row, AdvisorPlansModel::Binds).data().toString();
        for (const QString &word : text.split(space, Qt::SkipEmptyParts))
            widest = std::max(widest, metrics.horizontalAdvance(word));
    }
    m_table->horizontalHeader()->resizeSection(AdvisorPlansModel::Binds,
                                               widest + 2 * metrics.averageCharWidth());
}

int AdvisorDialog::selectedPlan() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

void AdvisorDialog::selectPlan(int row)
{
    m_table->selectRow(row);
}

QList<bool> advisorFront(const QList<AdvisorPlan> &plans, AdvisorChartCost cost,
                         AdvisorChartBenefit benefit)
{
    // cheapest first (ties: the better benefit); a plan is on the front when its benefit beats
    // that of every plan costing no more
    QList<int> order(plans.size());
    std::iota(order.begin(), order.end(), 0);
    const auto costOf = [&](int i) { return advisorChartCost(plans.at(i), cost); };
    const auto benefitOf = [&](int i) { return advisorChartBenefit(plans.at(i), benefit); };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        if (costOf(a) != costOf(b))
            return costOf(a) < costOf(b);
        return benefitOf(a) > benefitOf(b);
    });
    QList<bool> front(plans.size(), false);
    double best = -std::numeric_limits<double>::infinity();
    for (int i : std::as_const(order)) {
        if (benefitOf(i) > best) {
            front[i] = true;
            best = benefitOf(i);
        }
    }
    return front;
}

double advisorChartCost(const AdvisorPlan &plan, AdvisorChartCost cost)
{
    return cost == AdvisorChartCost::PerMillionTokens ? plan.costPerMillionTokens
                                                      : plan.monthlyCost;
}

double advisorChartBenefit(const AdvisorPlan &plan, AdvisorChartBenefit benefit)
{
    // higher is better: the speed per user, or a shorter time to the first token
    return benefit == AdvisorChartBenefit::Ttft ? -plan.ttftSeconds : plan.perUserTokensPerSecond;
}

void AdvisorDialog::showChart()
{
    const auto cost = AdvisorChartCost(std::max(m_axis->currentIndex(), 0));
    const auto benefit = AdvisorChartBenefit(std::max(m_against->currentIndex(), 0));
    const bool perMillion = cost == AdvisorChartCost::PerMillionTokens;
    const bool ttft = benefit == AdvisorChartBenefit::Ttft;
    const Currency currency = m_result.currency;
    auto *chart = new QChart;
    auto *front = new QLineSeries(chart);
    front->setName(tr("Pareto front"));
    front->setColor(Charts::seriesColor(Charts::SeriesRole::Own));
    front->setPointsVisible(true);
    auto *others = new QScatterSeries(chart);
    others->setName(tr("Other plans"));
    others->setColor(Charts::seriesColor(Charts::SeriesRole::OnDemand));
    others->setMarkerSize(9);
    auto *selected = new QScatterSeries(chart);
    selected->setName(tr("Selected"));
    selected->setColor(Charts::seriesColor(Charts::SeriesRole::Marker));
    selected->setMarkerSize(15);
    selected->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    // x: the speed per user, or the TTFT in seconds; y: the cost
    const auto pointOf = [cost, ttft](const AdvisorPlan &p) {
        return QPointF(ttft ? p.ttftSeconds : p.perUserTokensPerSecond, advisorChartCost(p, cost));
    };
    const QList<bool> onFront = advisorFront(m_result.plans, cost, benefit);
    m_plans->setFront(onFront);
    double most = 0, widest = 0;
    const int chosen = selectedPlan();
    QList<QPointF> frontPoints;
    for (int i = 0; i < m_result.plans.size(); ++i) {
        const QPointF point = pointOf(m_result.plans.at(i));
        if (onFront.at(i))
            frontPoints.append(point);
        else
            others->append(point);
        if (i == chosen)
            selected->append(point);
        most = std::max(most, point.y());
        widest = std::max(widest, point.x());
    }
    std::sort(frontPoints.begin(), frontPoints.end(),
              [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); });
    front->append(frontPoints);
    for (QXYSeries *s : std::initializer_list<QXYSeries *> {front, others, selected})
        chart->addSeries(s);
    auto *x = new QCategoryAxis(chart);
    x->setTitleText(ttft ? tr("Time to first token (s)") : tr("Tokens/s per user"));
    x->setGridLineVisible(true);
    auto *y = new QCategoryAxis(chart);
    y->setTitleText(perMillion ? tr("Cost per 1M output tokens (%1)").arg(currencyCode(currency))
                               : tr("Cost per month (%1)").arg(currencyCode(currency)));
    y->setGridLineVisible(true);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    // the plan under a point (the series hold the plans' own figures)
    const auto planAt = [this, pointOf](const QPointF &point) {
        for (int i = 0; i < m_result.plans.size(); ++i) {
            const QPointF p = pointOf(m_result.plans.at(i));
            if (qFuzzyCompare(p.x() + 1, point.x() + 1) && qFuzzyCompare(p.y() + 1, point.y() + 1))
                return i;
        }
        return -1;
    };
    const auto tooltip = [this, planAt](const QPointF &point) {
        const int i = planAt(point);
        if (i < 0)
            return QString();
        const AdvisorPlan &p = m_result.plans.at(i);
        return tr("Plan %1: %2 per month, %3 per user, TTFT %4\n%5")
                .arg(i + 1)
                .arg(Display::money(p.monthlyCost, m_result.currency, 0),
                     Display::tokensPerSecond(p.perUserTokensPerSecond),
                     Display::seconds(p.ttftSeconds),
                     AdvisorPlansModel::planText(p, QStringLiteral("\n")));
    };
    Charts::showHoverTooltips(front, tooltip);
    Charts::showHoverTooltips(others, tooltip);
    const auto pick = [this, planAt](const QPointF &point) {
        if (const int i = planAt(point); i >= 0)
            selectPlan(i);
    };
    connect(front, &QXYSeries::clicked, this, pick);
    connect(others, &QXYSeries::clicked, this, pick);
    chart->setTitle(ttft ? tr("What each plan costs against its time to first token")
                         : tr("What each plan costs against its speed per user"));
    QChart *old = m_chart->chart();
    m_chart->setChart(chart);
    delete old;
    const double top = most > 0 ? most * 1.05 : 1;
    m_chart->setTicks(x, 0, widest > 0 ? widest * 1.05 : 1,
                      [](double v, int decimals) { return Display::number(v, decimals); });
    if (perMillion)
        m_chart->setTicks(y, 0, top,
                          [](double v, int decimals) { return Display::number(v, decimals); });
    else
        m_chart->setTicks(y, 0, top, [currency, top](double v, int) {
            return Charts::shortMoney(v, currency, top);
        });
    m_chart->restyle();
}

void AdvisorDialog::showDetails()
{
    const AdvisorPlan *p = m_plans->plan(selectedPlan());
    if (!p) {
        m_details->clear();
        return;
    }
    const Currency c = m_result.currency;
    const auto money = [c](double amount) { return Display::money(amount, c, 0); };
    QStringList lines;
    lines.append(tr("<b>Plan %1</b>: %2")
                         .arg(selectedPlan() + 1)
                         .arg(AdvisorPlansModel::planText(*p, QStringLiteral("<br>"))));
    lines.append(tr("<b>Binds:</b> %1").arg(p->binds.text().toHtmlEscaped()));
    if (!p->whyLoses.isEmpty())
        lines.append(tr("<b>Against the first:</b> %1").arg(p->whyLoses.text().toHtmlEscaped()));
    QStringList latency;
    for (const ModelPlan &part : p->parts) {
        if (!part.simulated)
            continue;
        latency.append(tr("%1: TTFT P50 %2, P99 %3; TPOT P50 %4, P99 %5")
                               .arg(part.deployment.modelId,
                                    Display::seconds(part.simulated->ttft.p50),
                                    Display::seconds(part.simulated->ttft.p99),
                                    Display::seconds(part.simulated->tpot.p50),
                                    Display::seconds(part.simulated->tpot.p99)));
    }
    if (!latency.isEmpty())
        lines.append(tr("<b>Under load</b> (simulated; targets %1): %2")
                             .arg(p->sloVerified ? tr("met") : tr("not checked"),
                                  latency.join(QStringLiteral("; "))));
    if (p->monthlyCost > 0 && p->costPerMillionTokens > 0) {
        // the board prices a configuration's tokens renting on demand
        const double rented = p->costPerMillionTokens * p->rentPerMonth / p->monthlyCost;
        lines.append(tr("<b>Per 1M output tokens:</b> %1 paid as planned; %2 renting on demand "
                        "(as the board prices them).")
                             .arg(Display::money(p->costPerMillionTokens, c, 3),
                                  Display::money(rented, c, 3)));
    }
    if (p->ownedGpus > 0 || p->rentedGpus > 0)
        lines.append(tr("<b>GPUs:</b> %1 already owned, %2 bought, up to %3 rented (%4 GPU-hours "
                        "a month).")
                             .arg(Display::integer(p->ownedGpus), Display::integer(p->boughtGpus),
                                  Display::integer(p->rentedGpus),
                                  Display::number(p->rentedGpuHoursPerMonth, 0)));
    for (const TrainingPlan &t : p->training)
        lines.append(tr("<b>Training:</b> %1, %2 one-off; %3.")
                             .arg(trainingPlanShape(t).toHtmlEscaped(), money(t.cost),
                                  t.explanation.text().toHtmlEscaped()));
    const RentVsOwn &r = p->rentVsOwn;
    const int horizon = m_workload.constraints.horizonMonths;
    lines.append(tr("<b>Rent vs own:</b> over %n month(s) renting costs %1, owning %2; over 3 "
                    "years %3 against %4; %5.",
                    nullptr, horizon)
                         .arg(money(r.rentAtHorizon), money(r.ownAtHorizon), money(r.rent3Years),
                              money(r.own3Years),
                              r.breakevenMonth ? tr("owning is cheaper from month %1")
                                                         .arg(Display::number(*r.breakevenMonth, 0))
                                               : tr("owning does not pay within 10 years")));
    lines.append(tr("<b>Up front:</b> %1. <b>Power:</b> %2 kW on %3 node(s); %4 kWh a month "
                    "(%5); %6 tokens per kWh.")
                         .arg(money(p->upFront), Display::number(p->powerKw, 1),
                              Display::integer(p->nodes), Display::number(p->energyKwhPerMonth, 0),
                              money(p->energyCostPerMonth), Display::number(p->tokensPerKwh, 0)));
    m_details->setText(lines.join(QStringLiteral("<br>")));
}

void AdvisorDialog::updateButtons()
{
    const AdvisorPlan *p = m_plans->plan(selectedPlan());
    m_find->setEnabled(!m_workload.isEmpty());
    m_cancelButton->setEnabled(m_thread != nullptr);
    m_addToBoard->setEnabled(p != nullptr && !m_document.isReadOnly());
    m_addToReport->setEnabled(p != nullptr && !m_document.isReadOnly());
    const bool inReport = p && advisorPlanKey(*p) == m_document.project().advisor.reportPlan;
    m_addToReport->setText(inReport ? tr("Remove from &Report") : tr("Add to &Report"));
}

void AdvisorDialog::addToBoard()
{
    const int row = selectedPlan();
    const AdvisorPlan *p = m_plans->plan(row);
    if (!p)
        return;
    const QString label = tr("Plan %1").arg(row + 1);
    const PlanItems items = planItems(*p, label);
    m_document.undoStack().push(
            new AddAdvisorPlan(m_document, items.configurations, items.deployments, label));
}

void AdvisorDialog::toggleReport()
{
    const AdvisorPlan *p = m_plans->plan(selectedPlan());
    if (!p)
        return;
    AdvisorWorkload stored = m_document.project().advisor;
    const QString key = advisorPlanKey(*p);
    if (stored.reportPlan == key) {
        stored.reportPlan.clear();
    } else {
        // the question that found the plan goes with it: the report asks it again
        stored = m_workload;
        stored.reportPlan = key;
    }
    m_document.undoStack().push(new SetAdvisorWorkload(m_document, stored));
}

} // namespace Headroom
