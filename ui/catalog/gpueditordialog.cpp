#include "catalog/gpueditordialog.h"

#include "catalog/catalog.h"
#include "models/catalogmodel.h"
#include "units/bytes.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QVBoxLayout>

namespace Headroom {

using namespace EditorFields;

GpuEditorDialog::GpuEditorDialog(const Catalog &catalog, const GpuSpec &gpu,
                                 const QString &editedId, QWidget *parent)
    : CatalogEntryEditor(catalog, editedId, parent)
    , m_original(gpu)
{
    setWindowTitle(editedId.isEmpty() ? tr("New Custom GPU") : tr("Edit Custom GPU"));
    setObjectName(QStringLiteral("gpuEditor"));
    setMinimumWidth(460);
    build();
    validate();
}

void GpuEditorDialog::build()
{
    QVBoxLayout *layout = addNote();
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    layout->addLayout(form);

    addNameRows(form, m_original.id, m_original.name);
    m_id->setToolTip(tr("Lower-case words joined by hyphens; plans refer to the GPU by it."));

    m_vendor = new QComboBox(this);
    m_vendor->setObjectName(QStringLiteral("vendor"));
    for (GpuVendor vendor :
         {GpuVendor::Nvidia, GpuVendor::Amd, GpuVendor::Apple, GpuVendor::Intel, GpuVendor::Other})
        m_vendor->addItem(CatalogModel::vendorName(vendor), int(vendor));
    m_vendor->setCurrentIndex(m_vendor->findData(int(m_original.vendor)));
    form->addRow(tr("&Vendor:"), m_vendor);
    m_architecture = lineEdit(this, QStringLiteral("architecture"), m_original.architecture);
    form->addRow(tr("&Architecture:"), m_architecture);

    addFigureRows(form);

    addProvenanceRows(form, m_original.provenance, tr("Datasheet, URL or measurement"));
    addButtons(layout);
    for (const ScaledValue *field :
         {&m_memory, &m_usableMemory, &m_bandwidth, &m_bf16, &m_fp8, &m_rentLow, &m_rentHigh})
        connect(field->spin(), &QDoubleSpinBox::valueChanged, this, &GpuEditorDialog::validate);
}

/** Memory, bandwidth, compute, power and rent: each in the unit its datasheet uses. */
void GpuEditorDialog::addFigureRows(QFormLayout *form)
{
    m_memory = ScaledValue(doubleSpin(this, QStringLiteral("memory"), tr(" GB"), 1, 1e6),
                           double(m_original.marketedMemoryBytes), double(kGB));
    m_memory.spin()->setToolTip(tr("Memory as the vendor states it, in GB (10⁹ bytes)."));
    form->addRow(tr("&Memory:"), m_memory.spin());
    m_usableMemory = ScaledValue(doubleSpin(this, QStringLiteral("usableMemory"), tr(" GiB"), 2,
                                            1e6),
                                 double(m_original.usableMemoryBytes), double(kGiB));
    m_usableMemory.spin()->setSpecialValueText(tr("as marketed"));
    m_usableMemory.spin()->setToolTip(
            tr("What the driver reports (CUDA: 79.2 GiB on an 80 GB H100); 0 = as marketed."));
    form->addRow(tr("&Usable memory:"), m_usableMemory.spin());
    m_memoryType = lineEdit(this, QStringLiteral("memoryType"), m_original.memoryType);
    m_memoryType->setPlaceholderText(tr("HBM3, GDDR6X, ..."));
    form->addRow(tr("Memory &type:"), m_memoryType);
    m_bandwidth = ScaledValue(doubleSpin(this, QStringLiteral("bandwidth"), tr(" TB/s"), 3, 1e3),
                              m_original.memoryBandwidthBytesPerSecond, 1e12);
    form->addRow(tr("&Bandwidth:"), m_bandwidth.spin());
    m_bf16 = ScaledValue(doubleSpin(this, QStringLiteral("bf16"), tr(" TFLOPS"), 1, 1e6),
                         m_original.bf16Flops, 1e12);
    m_bf16.spin()->setToolTip(tr("Dense tensor-core peak, not the 2:4-sparse headline."));
    form->addRow(tr("BF16 &dense:"), m_bf16.spin());
    m_fp8 = ScaledValue(doubleSpin(this, QStringLiteral("fp8"), tr(" TFLOPS"), 1, 1e6),
                        m_original.fp8Flops, 1e12);
    m_fp8.spin()->setSpecialValueText(tr("not supported"));
    form->addRow(tr("FP&8 dense:"), m_fp8.spin());
    m_tdp = ScaledValue(doubleSpin(this, QStringLiteral("tdp"), tr(" W"), 0, 1e5),
                        m_original.tdpWatts, 1);
    m_tdp.spin()->setSpecialValueText(tr("unknown"));
    form->addRow(tr("TD&P:"), m_tdp.spin());
    m_rentLow = ScaledValue(doubleSpin(this, QStringLiteral("rentLow"), tr(" USD/h"), 2, 1e4),
                            m_original.rental.onDemandLowUsdPerHour, 1);
    m_rentLow.spin()->setSpecialValueText(tr("unknown"));
    m_rentLow.spin()->setToolTip(tr("On-demand rental price range per GPU-hour, in US dollars."));
    form->addRow(tr("Rent per hour, &lowest:"), m_rentLow.spin());
    m_rentHigh = ScaledValue(doubleSpin(this, QStringLiteral("rentHigh"), tr(" USD/h"), 2, 1e4),
                             m_original.rental.onDemandHighUsdPerHour, 1);
    m_rentHigh.spin()->setSpecialValueText(tr("unknown"));
    form->addRow(tr("Rent per hour, &highest:"), m_rentHigh.spin());
}

GpuSpec GpuEditorDialog::gpu() const
{
    GpuSpec g = m_original;
    g.id = m_id->text().trimmed();
    g.name = m_name->text().trimmed();
    g.vendor = GpuVendor(m_vendor->currentData().toInt());
    g.architecture = m_architecture->text().trimmed();
    g.memoryType = m_memoryType->text().trimmed();
    g.marketedMemoryBytes = std::int64_t(m_memory.value());
    g.usableMemoryBytes = std::int64_t(m_usableMemory.value());
    if (g.usableMemoryBytes != m_original.usableMemoryBytes) // the catalog's source no longer holds
        g.usableMemorySource = g.usableMemoryBytes > 0 ? tr("Set by the user") : QString();
    g.memoryBandwidthBytesPerSecond = m_bandwidth.value();
    g.bf16Flops = m_bf16.value();
    g.fp8Flops = m_fp8.value();
    g.tdpWatts = m_tdp.value();
    g.rental.onDemandLowUsdPerHour = m_rentLow.value();
    g.rental.onDemandHighUsdPerHour = m_rentHigh.value();
    g.provenance = editedProvenance(m_original.provenance);
    return g;
}

QString GpuEditorDialog::validationMessage() const
{
    const GpuSpec g = gpu();
    if (const QString name = nameProblem(g.id, g.name); !name.isEmpty())
        return name;
    if (g.marketedMemoryBytes <= 0)
        return problem(tr("Memory"), tr("must be more than 0 GB."));
    if (g.memoryBandwidthBytesPerSecond <= 0)
        return problem(tr("Bandwidth"), tr("must be more than 0 TB/s."));
    if (g.bf16Flops <= 0)
        return problem(tr("BF16 dense"), tr("must be more than 0 TFLOPS."));
    if (g.rental.onDemandHighUsdPerHour < g.rental.onDemandLowUsdPerHour)
        return problem(tr("Rent per hour, highest"), tr("must not be below the lowest."));
    return {};
}

} // namespace Headroom
