#include "inspector/configurationeditor.h"

#include "board/boardplanning.h"
#include "charts/chartmodels.h"
#include "cost/costmodel.h"

#include "commands/projectcommands.h"
#include "document/projectdocument.h"
#include "estimate/deploymentestimate.h"
#include "format/displayformat.h"
#include "format/texthelpers.h"
#include "inspector/editorform.h"
#include "inspector/editorhelpers.h"
#include "inspector/parallelismeditor.h"

#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace Headroom {

using namespace Inspector;

namespace {

QString deploymentLine(const DeploymentEstimate &e)
{
    const QString model = Display::modelName(e);
    //: a deployment in a configuration's summary: "Llama-3.1-70B, FP8, vLLM"
    const QString what = ConfigurationEditor::tr("%1, %2, %3")
                                 .arg(model, weightFormatName(e.deployment.weights),
                                      engineName(e.deployment.engine));
    if (!e.memory)
        return ConfigurationEditor::tr("%1: %2").arg(what, e.memory.error().message);
    std::int64_t used = 0; // its own parts on its fullest GPU
    for (const GpuMemory &g : e.memory->perGpu)
        used = std::max(used, g.usedBytes() - g.reserve.bytes);
    return ConfigurationEditor::tr("%1: %2 on its fullest GPU").arg(what, Display::gib(used));
}

} // namespace

ConfigurationEditor::ConfigurationEditor(ProjectDocument &document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_title(new QLabel(this))
    , m_name(new QLineEdit(this))
    , m_gpu(new QComboBox(this))
    , m_gpuProblem(makeNote(this))
    , m_interconnect(makeNote(this))
    , m_capacity(makeNote(this))
    , m_summary(makeNote(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_title->setObjectName(QStringLiteral("configurationTitle"));
    m_title->setWordWrap(true);
    m_title->setFont(Display::titleFont(m_title->font(), 1.2));
    layout->addWidget(m_title);

    EditorForm *form = nullptr;
    layout->addWidget(makeSection(tr("Configuration"), &form, this));
    m_gpu->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("GPU &type:"), m_gpu);
    form->addRow(m_gpuProblem);
    styleAsError(m_gpuProblem);
    m_gpuProblem->setVisible(false);
    m_gpuProblem->setObjectName(QStringLiteral("gpuProblem"));
    m_parallelism = new ParallelismEditor(document, form);
    form->addRow(tr("Interconnect:"), m_interconnect);
    form->addRow(tr("Capacity per GPU:"), m_capacity);
    m_interconnect->setObjectName(QStringLiteral("interconnect"));
    m_capacity->setObjectName(QStringLiteral("capacity"));
    // the configuration's own use, for its cost (an advisor plan's), else the project's; made
    // after the split's fields, to follow them in the tab order
    m_utilization = new QSpinBox(this);
    m_utilization->setObjectName(QStringLiteral("configurationUtilization"));
    m_utilization->setRange(-1, 100);
    m_utilization->setSuffix(tr(" %"));
    m_utilization->setToolTip(tr("The share of hours these GPUs are busy, for their running "
                                 "costs and rented hours; below 0: the project's"));
    form->addRow(tr("&Utilisation:"), m_utilization);
    // how the GPUs are paid for: an advisor plan's way, or the cheapest at the horizon
    m_acquisition = new QComboBox(this);
    m_acquisition->setObjectName(QStringLiteral("configurationAcquisition"));
    m_acquisition->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_acquisition->setToolTip(tr("The way the report and the Rent vs buy tab cost these GPUs; "
                                 "the cheapest at the horizon unless one is chosen (an advisor "
                                 "plan sets its own)"));
    form->addRow(tr("Pai&d by:"), m_acquisition);

    EditorForm *deployments = nullptr;
    layout->addWidget(makeSection(tr("Deployments"), &deployments, this));
    deployments->addRow(m_summary);
    m_summary->setObjectName(QStringLiteral("deploymentSummary"));

    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        Configuration after = m_loaded;
        after.name = m_name->text().trimmed();
        push(after, {});
    });
    connect(m_gpu, &QComboBox::activated, this, [this] {
        Configuration after = m_loaded;
        after.gpuId = m_gpu->currentData().toString();
        if (!m_document.catalog().gpu(after.gpuId))
            return;
        push(after, {});
    });
    connect(m_utilization, &QSpinBox::valueChanged, this, [this](int percent) {
        Configuration after = m_loaded;
        after.utilization = percent < 0 ? std::nullopt : std::optional(percent / 100.0);
        push(after, QStringLiteral("configuration.utilization"));
    });
    connect(m_acquisition, &QComboBox::activated, this, [this] {
        Configuration after = m_loaded;
        after.acquisition = costOptionFromId(m_acquisition->currentData().toString());
        push(after, {});
    });
    connect(m_parallelism, &ParallelismEditor::edited, this,
            [this](const Configuration &c, const QString &key) {
                push(c, QStringLiteral("configuration.") + key);
            });
}

void ConfigurationEditor::push(const Configuration &after, const QString &mergeKey)
{
    const std::optional<Configuration> current = m_document.configuration(after.id);
    if (!current || *current == after)
        return;
    m_document.undoStack().push(new ChangeConfiguration(m_document, after, mergeKey));
}

void ConfigurationEditor::fillGpus()
{
    const QSignalBlocker block(m_gpu);
    m_gpu->clear();
    for (const GpuSpec &gpu : m_document.catalog().gpus())
        m_gpu->addItem(gpu.name, gpu.id);
    if (m_gpu->findData(m_loaded.gpuId) < 0)
        //: a configuration's GPU id that the catalog does not know
        m_gpu->addItem(tr("%1 (not in the catalog)").arg(m_loaded.gpuId), m_loaded.gpuId);
    m_gpu->setCurrentIndex(m_gpu->findData(m_loaded.gpuId));
}

void ConfigurationEditor::load(const QString &configurationId)
{
    const std::optional<Configuration> found = m_document.configuration(configurationId);
    if (!found)
        return;
    m_loaded = *found;
    const std::optional<GpuSpec> gpu = m_document.catalog().gpu(m_loaded.gpuId);
    const QString gpuName = Display::nameOr(gpu, m_loaded.gpuId);
    const QString title = m_loaded.name.isEmpty()
            ? tr("%1 × %2").arg(Display::integer(m_loaded.gpuCount), gpuName)
            : m_loaded.name;
    m_title->setText(title);
    {
        const QSignalBlocker block(m_name);
        if (m_name->text() != m_loaded.name)
            m_name->setText(m_loaded.name);
        m_name->setPlaceholderText(tr("%1 × %2").arg(Display::integer(m_loaded.gpuCount), gpuName));
    }
    fillGpus();
    {
        const QSignalBlocker block(m_utilization);
        m_utilization->setSpecialValueText(
                tr("the project's (%1 %)")
                        .arg(Display::number(m_document.project().cost.utilization * 100, 0)));
        m_utilization->setValue(m_loaded.utilization ? int(std::lround(*m_loaded.utilization * 100))
                                                     : -1);
    }
    {
        const QSignalBlocker block(m_acquisition);
        m_acquisition->clear();
        m_acquisition->addItem(tr("The cheapest option"), QString());
        for (const CostOption o : costOptions())
            m_acquisition->addItem(CostCurveModel::optionName(o), costOptionId(o));
        m_acquisition->setCurrentIndex(m_acquisition->findData(
                m_loaded.acquisition ? costOptionId(*m_loaded.acquisition) : QString()));
    }
    m_gpuProblem->setVisible(!gpu);
    m_gpuProblem->setText(gpu ? QString()
                              : tr("GPU \"%1\" is not in the catalog.").arg(m_loaded.gpuId));
    m_parallelism->load(m_loaded);
    if (gpu) {
        m_interconnect->setText(
                gpu->interconnectBytesPerSecond > 0
                        //: %1 = "NVLink 4", %2 = "450 GB/s"
                        ? tr("%1, %2 GB/s per direction")
                                  .arg(gpu->interconnect.isEmpty() ? tr("GPU link")
                                                                   : gpu->interconnect,
                                       Display::number(gpu->interconnectBytesPerSecond / 1e9))
                        : tr("%1 (PCIe only)")
                                  .arg(gpu->interconnect.isEmpty() ? tr("PCIe")
                                                                   : gpu->interconnect));
        m_capacity->setText(tr("%1 usable (%2 GB marketed)")
                                    .arg(Display::gib(gpu->memoryBytes()),
                                         Display::number(double(gpu->marketedMemoryBytes) / 1e9)));
        m_capacity->setToolTip(gpu->usableMemoryBytes > 0 ? gpu->usableMemorySource
                                                          : tr("No usable figure is known: the "
                                                               "marketed bytes are used"));
    } else {
        m_interconnect->setText(tr("—"));
        m_capacity->setText(tr("—"));
        m_capacity->setToolTip({});
    }
    const ProjectDocument::Evaluation evaluation = m_document.evaluation(m_loaded.id,
                                                                         EstimateDepth::Memory);
    QStringList lines;
    if (const QString line = fitVerdict(*evaluation); !line.isEmpty())
        lines << line;
    for (const DeploymentEstimate &e : evaluation->deployments)
        lines << deploymentLine(e);
    m_summary->setText(lines.isEmpty()
                               ? tr("No deployments yet: drop a model on this configuration.")
                               : lines.join(u'\n'));
}

} // namespace Headroom
