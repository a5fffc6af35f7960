#include "inspector/parallelismeditor.h"

#include "document/projectdocument.h"
#include "estimate/memorybreakdown.h"
#include "inspector/editorform.h"
#include "inspector/editorhelpers.h"

#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

namespace Headroom {

QString configurationProblem(const ProjectDocument &document, const Configuration &configuration)
{
    if (configuration.gpuCount < 1 || configuration.gpusPerReplica() < 1)
        return ParallelismEditor::tr("At least one GPU is needed.");
    if (configuration.gpuCount % configuration.gpusPerReplica() != 0)
        return ParallelismEditor::tr("TP %1 × PP %2 = %3 GPUs per replica does not divide %4 "
                                     "GPUs.")
                .arg(configuration.tensorParallel)
                .arg(configuration.pipelineParallel)
                .arg(configuration.gpusPerReplica())
                .arg(configuration.gpuCount);
    const std::optional<GpuSpec> gpu = document.catalog().gpu(configuration.gpuId);
    if (!gpu)
        return {};
    for (const Deployment &d : document.deploymentsOn(configuration.id)) {
        const std::optional<ModelSpec> model = document.catalog().model(d.modelId);
        if (!model)
            continue;
        if (auto valid = validateEstimate(*model, *gpu, configuration, d); !valid)
            //: %1 = a model name, %2 = why it cannot run on the configuration
            return ParallelismEditor::tr("%1: %2").arg(model->name, valid.error().message);
    }
    return {};
}

ParallelismEditor::ParallelismEditor(const ProjectDocument &document, EditorForm *form)
    : QObject(form->parentWidget())
    , m_document(document)
    , m_count(new QSpinBox(form->parentWidget()))
    , m_tp(new QSpinBox(form->parentWidget()))
    , m_pp(new QSpinBox(form->parentWidget()))
    , m_ep(new QSpinBox(form->parentWidget()))
    , m_dp(new QSpinBox(form->parentWidget()))
    , m_replicas(new QLabel(form->parentWidget()))
    , m_problem(Inspector::makeNote(form->parentWidget()))
{
    m_count->setRange(1, 4096);
    m_tp->setRange(1, 256);
    m_pp->setRange(1, 256);
    m_ep->setRange(1, 256);
    m_dp->setRange(1, 256);
    m_ep->setObjectName(QStringLiteral("expertParallelSpin"));
    m_dp->setObjectName(QStringLiteral("dataParallelAttentionSpin"));
    m_ep->setToolTip(tr("Expert parallel: the routed experts spread whole over this many of the "
                        "TP GPUs (MoE models)"));
    m_dp->setToolTip(tr("Attention data parallel: attention groups of TP / DP GPUs, each with "
                        "its own sequences and their KV cache (MoE models)"));
    for (QSpinBox *spin : {m_count, m_tp, m_pp, m_ep, m_dp}) {
        spin->setKeyboardTracking(false);
        spin->setGroupSeparatorShown(true);
    }
    form->addRow(tr("Num&ber of GPUs:"), m_count);
    form->addRow(tr("Tensor para&llel (TP):"), m_tp);
    form->addRow(tr("&Pipeline parallel (PP):"), m_pp);
    form->addRow(tr("Expert parallel (EP):"), m_ep);
    form->addRow(tr("Attention data parallel (DP):"), m_dp);
    form->addRow(tr("Replicas:"), m_replicas);
    form->addRow(m_problem);
    m_problem->setObjectName(QStringLiteral("parallelismProblem"));
    m_problem->setVisible(false);
    Inspector::styleAsError(m_problem);
    m_replicas->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_replicas->setWordWrap(true);

    connect(m_count, &QSpinBox::valueChanged, this, [this] { onEdited(QStringLiteral("gpus")); });
    connect(m_tp, &QSpinBox::valueChanged, this, [this] { onEdited(QStringLiteral("tp")); });
    connect(m_pp, &QSpinBox::valueChanged, this, [this] { onEdited(QStringLiteral("pp")); });
    connect(m_ep, &QSpinBox::valueChanged, this, [this] { onEdited(QStringLiteral("ep")); });
    connect(m_dp, &QSpinBox::valueChanged, this, [this] { onEdited(QStringLiteral("dp")); });
}

void ParallelismEditor::load(const Configuration &configuration)
{
    if (configuration == m_loaded && m_draftRejected)
        return; // keep the rejected draft on screen with its reason, to be fixed
    m_loaded = configuration;
    m_draftRejected = false;
    const QSignalBlocker blockCount(m_count);
    const QSignalBlocker blockTp(m_tp);
    const QSignalBlocker blockPp(m_pp);
    const QSignalBlocker blockEp(m_ep);
    const QSignalBlocker blockDp(m_dp);
    m_count->setValue(configuration.gpuCount);
    m_tp->setValue(configuration.tensorParallel);
    m_pp->setValue(configuration.pipelineParallel);
    m_ep->setValue(configuration.expertParallel);
    m_dp->setValue(configuration.dataParallelAttention);
    enableExpertParallel(configuration);
    // a plan can hold a split that no longer works (a model added later, an edited file)
    showProblem(configurationProblem(m_document, configuration));
    showReplicas(configuration);
}

/** EP and DP apply to MoE models: enabled when a model deployed on the configuration is one (or
 *  when they are already set, so that they can be put back to 1). */
void ParallelismEditor::enableExpertParallel(const Configuration &configuration)
{
    bool moe = configuration.expertParallel > 1 || configuration.dataParallelAttention > 1;
    for (const Deployment &d : m_document.deploymentsOn(configuration.id)) {
        const std::optional<ModelSpec> model = m_document.catalog().model(d.modelId);
        moe = moe || (model && model->isMoe());
    }
    m_ep->setEnabled(moe);
    m_dp->setEnabled(moe);
    const QString why = moe ? QString() : tr("Only for mixture-of-experts models");
    for (QSpinBox *spin : {m_ep, m_dp})
        spin->setStatusTip(why);
}

void ParallelismEditor::showProblem(const QString &problem)
{
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
}

void ParallelismEditor::showReplicas(const Configuration &configuration)
{
    //: %1 = "2 replicas", %2 = "4 GPUs each"
    m_replicas->setText(tr("%1, %2").arg(tr("%n replica(s)", "", configuration.replicas()),
                                         tr("%n GPU(s) each", "", configuration.gpusPerReplica())));
}

void ParallelismEditor::onEdited(const QString &mergeKey)
{
    Configuration draft = m_loaded;
    draft.gpuCount = m_count->value();
    draft.tensorParallel = m_tp->value();
    draft.pipelineParallel = m_pp->value();
    draft.expertParallel = m_ep->value();
    draft.dataParallelAttention = m_dp->value();
    const QString problem = configurationProblem(m_document, draft);
    showProblem(problem);
    m_draftRejected = !problem.isEmpty();
    if (m_draftRejected)
        return;
    showReplicas(draft);
    emit edited(draft, mergeKey);
}

} // namespace Headroom
