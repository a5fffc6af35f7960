#include "inspector/engineconstantseditor.h"

#include "commands/projectcommands.h"
#include "document/projectdocument.h"
#include "estimate/engineconstants.h"

#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace Headroom {

namespace {

enum Column { NameColumn, ValueColumn, SourceColumn, ResetColumn, ColumnCount };

} // namespace

EngineConstantsEditor::EngineConstantsEditor(ProjectDocument &document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_heading(new QLabel(this))
    , m_problem(new QLabel(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
{
    m_heading->setWordWrap(true);
    m_problem->setWordWrap(true);
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->hide();
    m_table->setObjectName(QStringLiteral("engineConstants"));
    m_table->setTabKeyNavigation(false); // Tab leaves the table; arrows move between cells
    m_table->setHorizontalHeaderLabels({tr("Parameter"), tr("Value"), tr("Basis"), QString()});
    m_table->verticalHeader()->hide();
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(ValueColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(SourceColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(ResetColumn, QHeaderView::ResizeToContents);
    m_table->setWordWrap(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_problem);
    layout->addWidget(m_table);

    connect(&m_document, &ProjectDocument::changed, this, [this](const ChangeEvent &event) {
        if (shows(event))
            refresh();
    });
    refresh();
}

void EngineConstantsEditor::setDeployment(const QString &deploymentId)
{
    m_deploymentId = deploymentId;
    refresh();
}

void EngineConstantsEditor::rebuildRows(const QList<EngineConstant> &parameters)
{
    m_table->setRowCount(0);
    m_rowIds.clear();
    m_table->setRowCount(int(parameters.size()));
    for (int row = 0; row < parameters.size(); ++row) {
        const EngineConstant &p = parameters[row];
        m_rowIds.append(p.id);
        auto *name = new QTableWidgetItem(p.name);
        name->setToolTip(p.id);
        m_table->setItem(row, NameColumn, name);
        auto *spin = new QDoubleSpinBox(m_table);
        spin->setObjectName(QStringLiteral("value/") + p.id);
        spin->setRange(p.minimum, p.maximum);
        spin->setDecimals(p.decimals);
        spin->setSingleStep(p.decimals == 0 ? 1 : p.maximum <= 1 ? 0.01 : 0.1);
        if (!p.unit.isEmpty())
            spin->setSuffix(u' ' + p.unit);
        spin->setKeyboardTracking(false); // one edit when typing is done, not one per digit
        spin->setAccessibleName(p.name);
        const QString id = p.id;
        connect(spin, &QDoubleSpinBox::valueChanged, this,
                [this, id](double value) { setOverride(id, value); });
        m_table->setCellWidget(row, ValueColumn, spin);
        m_table->setItem(row, SourceColumn, new QTableWidgetItem);
        auto *reset = new QToolButton(m_table);
        reset->setObjectName(QStringLiteral("reset/") + p.id);
        reset->setText(tr("Reset"));
        reset->setToolTip(tr("Use the engine's default for %1").arg(p.name));
        connect(reset, &QToolButton::clicked, this, [this, id] { resetOverride(id); });
        m_table->setCellWidget(row, ResetColumn, reset);
    }
}

bool EngineConstantsEditor::shows(const ChangeEvent &event) const
{
    using Kind = ChangeEvent::Kind;
    using Property = ChangeEvent::Property;
    switch (event.kind) {
    case Kind::MetadataChanged:
    case Kind::AdvisorChanged:
    case Kind::CostAssumptionsChanged:
    case Kind::ConfigurationsReordered: return false;
    case Kind::DeploymentChanged:
        // the constants of its engine and mode, on its configuration's class of GPU
        return event.id == m_deploymentId
                && event.touches(Property::Engine | Property::Mode | Property::EngineConstants
                                 | Property::Training | Property::Placement | Property::Model);
    case Kind::ConfigurationChanged: {
        const auto d = m_document.deployment(m_deploymentId);
        return event.touches(Property::Gpu) && (!d || d->configurationId == event.id);
    }
    default: return true;
    }
}

void EngineConstantsEditor::refresh()
{
    const std::optional<Deployment> d = m_document.deployment(m_deploymentId);
    setEnabled(d.has_value());
    if (!d) {
        m_heading->setText(tr("No deployment selected."));
        m_problem->hide();
        rebuildRows({});
        return;
    }
    const auto configuration = m_document.configuration(d->configurationId);
    const auto gpu = configuration ? m_document.catalog().gpu(configuration->gpuId)
                                   : std::optional<GpuSpec>();
    const GpuClass gpuClass = gpu ? gpuClassOf(gpu->unifiedMemory, gpu->memoryType)
                                  : GpuClass::Datacenter;
    QStringList problems;
    // the project's calibration for this GPU x engine, as the estimate applies it
    const Calibration *calibration = configuration
            ? calibrationFor(m_document.project().calibrations, configuration->gpuId, d->engine)
            : nullptr;
    const EngineProfile profile = effectiveEngineProfile(*d, gpuClass, problems, calibration);
    m_heading->setText(profile.calibratedParameters.isEmpty()
                               ? tr("%1 constants on %2 GPUs")
                                         .arg(engineName(profile.kind), gpuClassName(gpuClass))
                               : tr("%1 constants on %2 GPUs, calibrated to your measurements (%3)")
                                         .arg(engineName(profile.kind), gpuClassName(gpuClass),
                                              profile.calibrationSource));
    m_problem->setText(problems.join(u'\n'));
    m_problem->setVisible(!problems.isEmpty());

    const QList<EngineConstant> parameters = engineConstants(d->mode);
    QStringList ids;
    for (const EngineConstant &p : parameters)
        ids.append(p.id);
    if (ids != m_rowIds) // the mode changed: other parameters apply
        rebuildRows(parameters);
    for (int row = 0; row < m_rowIds.size(); ++row) {
        const QString &id = m_rowIds[row];
        const bool overridden = d->engineOverrides.contains(id);
        QTableWidgetItem *name = m_table->item(row, NameColumn);
        QFont font = name->font();
        font.setBold(overridden);
        name->setFont(font);
        auto *spin = static_cast<QDoubleSpinBox *>(m_table->cellWidget(row, ValueColumn));
        {
            const QSignalBlocker blocker(spin);
            spin->setValue(engineConstantValue(profile, id, gpuClass));
        }
        QFont spinFont = spin->font();
        spinFont.setBold(overridden);
        spin->setFont(spinFont);
        const QString source = engineConstantSource(profile, id, gpuClass);
        m_table->item(row, SourceColumn)->setText(source);
        m_table->item(row, SourceColumn)->setToolTip(source);
        m_table->cellWidget(row, ResetColumn)->setEnabled(overridden);
    }
}

void EngineConstantsEditor::setOverride(const QString &id, double value)
{
    std::optional<Deployment> d = m_document.deployment(m_deploymentId);
    if (!d)
        return;
    d->engineOverrides.insert(id, value);
    m_document.undoStack().push(
            new ChangeDeployment(m_document, *d, QStringLiteral("engine/") + id));
}

void EngineConstantsEditor::resetOverride(const QString &id)
{
    std::optional<Deployment> d = m_document.deployment(m_deploymentId);
    if (!d || !d->engineOverrides.contains(id))
        return;
    d->engineOverrides.remove(id);
    auto *command = new ChangeDeployment(m_document, *d);
    command->setText(tr("Reset engine constant"));
    m_document.undoStack().push(command);
}

} // namespace Headroom
