#include "inspector/disaggregationeditor.h"

#include "format/displayformat.h"
#include "inspector/editorform.h"
#include "inspector/editorhelpers.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Headroom {

DisaggregationEditor::DisaggregationEditor(QWidget *parent)
    : QWidget(parent)
    , m_on(new QCheckBox(tr("Separate prefill pool"), this))
    , m_prefillReplicas(new QSpinBox(this))
    , m_prefillGpu(new QComboBox(this))
    , m_prefillTp(new QSpinBox(this))
    , m_decode(Inspector::makeNote(this))
    , m_figures(Inspector::makeNote(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(Inspector::makeSection(tr("Disaggregated serving"), &m_form, this));
    m_on->setToolTip(tr("Prefill replicas compute the prompts and send their KV cache to the "
                        "decode replicas (the configuration), as vLLM, SGLang, Dynamo and "
                        "Mooncake serve \"xPyD\"."));
    m_form->addRow(m_on);
    m_prefillReplicas->setRange(1, kMostPrefillReplicas);
    m_prefillReplicas->setKeyboardTracking(false);
    m_form->addRow(tr("Prefill replicas:"), m_prefillReplicas);
    m_prefillGpu->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_form->addRow(tr("Prefill GPU:"), m_prefillGpu);
    m_prefillTp->setRange(0, 64);
    m_prefillTp->setKeyboardTracking(false);
    //: prefill tensor parallel 0: the decode configuration's
    m_prefillTp->setSpecialValueText(tr("as decode"));
    m_form->addRow(tr("Prefill TP:"), m_prefillTp);
    m_decode->setObjectName(QStringLiteral("decodeReplicas"));
    m_form->addRow(m_decode);
    m_figures->setObjectName(QStringLiteral("disaggregationFigures"));
    m_form->addRow(m_figures);

    connect(m_on, &QCheckBox::toggled, this,
            [this](bool on) { change(QString(), [on](Disaggregation &d) { d.on = on; }); });
    connect(m_prefillReplicas, &QSpinBox::valueChanged, this, [this](int v) {
        change(QStringLiteral("prefillReplicas"), [v](Disaggregation &d) { d.prefillReplicas = v; });
    });
    connect(m_prefillGpu, &QComboBox::activated, this, [this] {
        const QString id = m_prefillGpu->currentData().toString();
        change(QString(), [&id](Disaggregation &d) { d.prefillGpuId = id; });
    });
    connect(m_prefillTp, &QSpinBox::valueChanged, this, [this](int v) {
        change(QStringLiteral("prefillTensorParallel"),
               [v](Disaggregation &d) { d.prefillTensorParallel = v; });
    });
}

void DisaggregationEditor::change(const QString &key,
                                  const std::function<void(Disaggregation &)> &apply)
{
    Disaggregation after = m_loaded;
    apply(after);
    if (after == m_loaded)
        return;
    m_loaded = after;
    emit edited(after, key);
}

void DisaggregationEditor::load(const Disaggregation &settings, const QList<GpuSpec> &gpus,
                                const QString &decodeGpu, int decodeReplicas,
                                const std::optional<DisaggregationEstimate> &figures)
{
    m_loaded = settings;
    {
        const QSignalBlocker b1(m_on), b2(m_prefillReplicas), b3(m_prefillGpu), b4(m_prefillTp);
        m_on->setChecked(settings.on);
        m_prefillReplicas->setValue(settings.prefillReplicas);
        m_prefillTp->setValue(settings.prefillTensorParallel);
        m_prefillGpu->clear();
        //: the prefill pool on the decode configuration's GPU type
        m_prefillGpu->addItem(tr("Same as decode"), QString());
        for (const GpuSpec &gpu : gpus) {
            if (gpu.id != decodeGpu)
                m_prefillGpu->addItem(gpu.name.isEmpty() ? gpu.id : gpu.name, gpu.id);
        }
        int index = m_prefillGpu->findData(
                settings.prefillGpuId == decodeGpu ? QString() : settings.prefillGpuId);
        if (index < 0) { // a GPU the catalog no longer has: shown, so that it can be changed
            m_prefillGpu->addItem(settings.prefillGpuId, settings.prefillGpuId);
            index = m_prefillGpu->count() - 1;
        }
        m_prefillGpu->setCurrentIndex(index);
    }
    for (QWidget *row : {static_cast<QWidget *>(m_prefillReplicas),
                         static_cast<QWidget *>(m_prefillGpu), static_cast<QWidget *>(m_prefillTp),
                         static_cast<QWidget *>(m_decode), static_cast<QWidget *>(m_figures)})
        m_form->setRowVisible(row, settings.on);
    m_decode->setText(tr("Decode pool: the configuration's %n replica(s)", "", decodeReplicas));
    if (!figures) {
        m_figures->clear();
        m_figures->setToolTip({});
        return;
    }
    //: the two pools' request capacities, the one that limits, and the best x:y split
    m_figures->setText(tr("Prefill %1 req/s, decode %2 req/s: the %3 binds. KV transfer %4. "
                          "Best split of these GPUs: %5 prefill : %6 decode.")
                               .arg(Display::number(figures->prefillCapacity, 2),
                                    Display::number(figures->decodeCapacity, 2),
                                    disaggregationPoolName(figures->binding),
                                    Display::seconds(figures->kvTransferSeconds))
                               .arg(figures->bestSplit.prefillReplicas)
                               .arg(figures->bestSplit.decodeReplicas));
    m_figures->setToolTip(figures->explanation.text());
}

} // namespace Headroom
