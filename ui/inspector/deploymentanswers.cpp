// DeploymentFigures: the solvers' answers and the speed figures.

#include "inspector/deploymentfigures.h"

#include "format/displayformat.h"
#include "format/texthelpers.h"
#include "inspector/editorform.h"
#include "inspector/editorhelpers.h"

#include <QGroupBox>
#include <QLabel>
#include <QTimer>

#include <algorithm>

namespace Headroom {

using namespace Inspector;

namespace {

QString nameOf(BindingConstraint binding)
{
    return binding == BindingConstraint::None ? QString() : bindingConstraintName(binding);
}

QString nameOf(TrainingBinding binding)
{
    return binding == TrainingBinding::None ? QString() : trainingBindingName(binding);
}

} // namespace

void DeploymentFigures::showAnswers(const DeploymentEstimate &estimate)
{
    const bool inference = estimate.deployment.mode == DeploymentMode::Inference;
    for (const char *key : {"maxSequences", "maxContext", "minGpus"})
        setRowShown(QString::fromLatin1(key), inference);
    for (const char *key :
         {"maxMicroBatch", "maxTrainingSequence", "minTrainingGpus", "trainingTime"})
        setRowShown(QString::fromLatin1(key), !inference);
    if (inference)
        showInferenceAnswers(estimate);
    else
        showTrainingAnswers(estimate);
}

void DeploymentFigures::showInferenceAnswers(const DeploymentEstimate &estimate)
{
    const Workload &w = estimate.deployment.workload;
    const Row &seq = m_rows[QStringLiteral("maxSequences")];
    seq.label->setText(tr("Max sequences at %1:").arg(Display::tokens(w.tokensPerSequence())));
    // the max batch every view shows: beside the configuration's other deployments
    seq.value->setText(!estimate.maxBatch ? tr("—")
                               : estimate.maxBatch->value > 0
                               ? Display::integer(estimate.maxBatch->value)
                               : tr("0: does not fit"));
    setBinding(QStringLiteral("maxSequences"),
               estimate.maxBatch ? nameOf(estimate.maxBatch->binding) : QString());

    const Row &ctx = m_rows[QStringLiteral("maxContext")];
    ctx.label->setText(tr("Max context at %n sequence(s):", "", std::max(w.concurrentSequences, 1)));
    ctx.value->setText(estimate.maxContext ? Display::tokens(estimate.maxContext->value) : tr("—"));
    setBinding(QStringLiteral("maxContext"),
               estimate.maxContext ? nameOf(estimate.maxContext->binding) : QString());

    const Row &gpus = m_rows[QStringLiteral("minGpus")];
    gpus.label->setText(tr("Fewest GPUs for one replica:"));
    if (!estimate.minGpus) {
        gpus.value->setText(tr("—"));
        setBinding(QStringLiteral("minGpus"), {});
        return;
    }
    const MinGpusAnswer &a = *estimate.minGpus;
    gpus.value->setText(a.gpus > 0 ? tr("%n GPU(s) (TP %1 × PP %2)", "", a.gpus)
                                             .arg(a.tensorParallel)
                                             .arg(a.pipelineParallel)
                                   : tr("none fits"));
    setBinding(QStringLiteral("minGpus"), nameOf(a.binding));
}

void DeploymentFigures::showTrainingAnswers(const DeploymentEstimate &estimate)
{
    const TrainingSettings &t = estimate.deployment.training;
    // the time for the dataset (docs/fine-tuning.md "Time"), before the early return below
    const Row &time = m_rows[QStringLiteral("trainingTime")];
    if (!estimate.trainingTime) {
        time.label->setText(tr("Training time:"));
        time.value->setText(tr("—"));
        time.value->setToolTip(tr("Give the dataset size under Training"));
    } else if (!*estimate.trainingTime) {
        time.label->setText(tr("Training time:"));
        time.value->setText(tr("—"));
        time.value->setToolTip(estimate.trainingTime->error().message);
    } else {
        const TrainingTime &tt = **estimate.trainingTime;
        time.label->setText(tr("Training time:"));
        //: %1 = hours, %2 = the tokens trained (dataset x epochs)
        time.value->setText(tr("%1 h for %2 tokens")
                                    .arg(Display::number(tt.hours(), tt.hours() < 10 ? 2 : 1),
                                         Display::number(t.trainedTokens())));
        time.value->setToolTip(tt.explanation.text());
    }

    const Row &batch = m_rows[QStringLiteral("maxMicroBatch")];
    batch.label->setText(tr("Max micro-batch at %1:").arg(Display::tokens(t.sequenceTokens)));
    batch.value->setText(estimate.maxMicroBatch ? Display::integer(estimate.maxMicroBatch->value)
                                                : tr("—"));
    setBinding(QStringLiteral("maxMicroBatch"),
               estimate.maxMicroBatch ? nameOf(estimate.maxMicroBatch->binding) : QString());

    const Row &seq = m_rows[QStringLiteral("maxTrainingSequence")];
    seq.label->setText(tr("Max sequence length at micro-batch %1:").arg(t.microBatch));
    seq.value->setText(estimate.maxTrainingSequence
                               ? Display::tokens(estimate.maxTrainingSequence->value)
                               : tr("—"));
    setBinding(QStringLiteral("maxTrainingSequence"),
               estimate.maxTrainingSequence ? nameOf(estimate.maxTrainingSequence->binding)
                                            : QString());

    const Row &gpus = m_rows[QStringLiteral("minTrainingGpus")];
    gpus.label->setText(tr("Fewest GPUs to train:"));
    if (!estimate.minTrainingGpus) {
        gpus.value->setText(tr("—"));
        setBinding(QStringLiteral("minTrainingGpus"), {});
        return;
    }
    const TrainingGpusAnswer &a = *estimate.minTrainingGpus;
    gpus.value->setText(a.gpus > 0 ? tr("%n GPU(s) (TP %1 × PP %2 × DP %3)", "", a.gpus)
                                             .arg(a.tensorParallel)
                                             .arg(a.pipelineParallel)
                                             .arg(a.dataParallel)
                                   : tr("none fits"));
    setBinding(QStringLiteral("minTrainingGpus"), nameOf(a.binding));
}

void DeploymentFigures::showSpeed(const DeploymentEstimate &estimate, Currency currency)
{
    // speed is modelled for serving; a training run shows its memory and limits only
    m_speedBox->setVisible(estimate.deployment.mode == DeploymentMode::Inference);
    const auto set = [this](const char *key, const QString &text, const QString &toolTip = {}) {
        QLabel *label = m_rows.value(QString::fromLatin1(key)).value;
        label->setText(text);
        label->setToolTip(toolTip);
    };
    const bool rateTarget = estimate.deployment.workload.requestsPerSecond > 0;
    const Row &replicas = m_rows[QStringLiteral("replicasForRate")];
    m_speed->setRowVisible(replicas.label, rateTarget);
    const bool pools = estimate.speed && estimate.speed->disaggregation;
    m_speed->setRowVisible(m_rows[QStringLiteral("pools")].label, pools);
    if (!estimate.speed) {
        for (const char *key : {"ttft", "tpot", "perUser", "total", "bound", "sloConcurrency",
                                "requests", "cost", "replicasForRate", "coldStart", "percentiles"})
            set(key, tr("—"));
        m_pendingSimulation.reset();
        m_simulationTimer->stop();
        m_speedNote->setText(estimate.speed.error().message);
        m_speedNote->setVisible(true);
        return;
    }
    const SpeedEstimate &t = *estimate.speed;
    QStringList notes = texts(t.warnings);
    if (t.sharedStepWaitSeconds > 0)
        //: %1: the other models on the configuration; %2: the wait; %3 and %4: TPOT and TTFT
        notes.prepend(tr("Shares its GPUs with %1: each step also waits %2 for theirs (alone: "
                         "TPOT %3, TTFT %4).")
                              .arg(estimate.speedOptions.sharedWith.join(QStringLiteral(", ")),
                                   Display::seconds(t.sharedStepWaitSeconds),
                                   Display::seconds(t.tpotAloneSeconds),
                                   Display::seconds(t.ttftAloneSeconds)));
    m_speedNote->setText(notes.join(u'\n'));
    m_speedNote->setVisible(!notes.isEmpty());
    set("ttft", Display::seconds(t.ttftSeconds), t.ttftExplanation.text());
    set("tpot", Display::seconds(t.tpotSeconds), t.tpotExplanation.text());
    set("perUser", Display::tokensPerSecond(t.decodeTokensPerSecondPerSequence),
        tr("What each user sees once the first token has arrived: 1 / TPOT. It leaves out the "
           "wait for the first token; the figure below counts whole requests."));
    set("total", Display::tokensPerSecond(t.throughputTokensPerSecond), t.speedExplanation.text());
    set("bound", performanceBoundName(t.bound));
    set("sloConcurrency",
        t.maxConcurrencyAtSlo < 0 ? tr("no target set")
                : t.maxConcurrencyAtSlo == 0
                ? tr("none meets the targets")
                : tr("%n sequence(s) per replica", "", t.maxConcurrencyAtSlo));
    //: requests per second
    set("requests", tr("%1 req/s").arg(Display::number(t.requestsPerSecond, 2)));
    if (const auto &d = t.disaggregation)
        //: the pool that limits the request rate, and both pools' capacities in requests/s
        set("pools",
            tr("bound by the %1 (prefill %2, decode %3 req/s)")
                    .arg(disaggregationPoolName(d->binding), Display::number(d->prefillCapacity, 2),
                         Display::number(d->decodeCapacity, 2)),
            d->explanation.text());
    set("cost",
        t.costPerMillionOutputTokens ? Display::money(*t.costPerMillionOutputTokens, currency)
                                     : tr("no price set"));
    set("replicasForRate", tr("%n replica(s)", "", t.replicasForTargetRate));
    set("coldStart", Display::seconds(t.coldStartSeconds));
    //: shown while the load simulation has not run yet
    set("percentiles", tr("simulating…"));
    m_pendingSimulation = estimate;
    m_simulationTimer->start();
}

} // namespace Headroom
