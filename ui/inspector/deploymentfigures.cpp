#include "inspector/deploymentfigures.h"

#include "format/displayformat.h"
#include "format/texthelpers.h"
#include "inspector/editorform.h"
#include "inspector/editorhelpers.h"

#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace Headroom {

using namespace Inspector;

DeploymentFigures::DeploymentFigures(QWidget *parent)
    : QWidget(parent)
    , m_memory(new QTableWidget(this))
    , m_memoryNote(makeNote(this))
    , m_host(makeNote(this))
    , m_speedNote(makeNote(this))
    , m_simulationTimer(new QTimer(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_memory->setTabKeyNavigation(false); // Tab leaves the table; arrows move between cells

    m_memoryBox = new QGroupBox(tr("Memory per GPU"), this);
    auto *memoryLayout = new QVBoxLayout(m_memoryBox);
    memoryLayout->addWidget(m_memory);
    memoryLayout->addWidget(m_memoryNote);
    memoryLayout->addWidget(m_host);
    layout->addWidget(m_memoryBox);
    m_memory->setObjectName(QStringLiteral("memoryTable"));
    m_memory->setAccessibleName(tr("Memory per GPU"));
    m_memory->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_memory->setSelectionMode(QAbstractItemView::SingleSelection);
    m_memory->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_memory->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_memory->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_memory->horizontalHeader()->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_memory->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_memory->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_memory->verticalHeader()->setSectionsClickable(false);
    m_memory->horizontalHeader()->setSectionsClickable(false);
    m_memory->setWordWrap(false);
    m_memory->setShowGrid(false);
    m_memory->setAlternatingRowColors(true);
    m_memory->installEventFilter(this);
    m_memoryNote->setObjectName(QStringLiteral("memoryNote"));
    m_host->setObjectName(QStringLiteral("hostMemory"));

    m_answersBox = makeSection(tr("Limits"), &m_answers, this);
    layout->addWidget(m_answersBox);
    addFigure(m_answers, QStringLiteral("maxSequences"), true);
    addFigure(m_answers, QStringLiteral("maxContext"), true);
    addFigure(m_answers, QStringLiteral("minGpus"), true);
    addFigure(m_answers, QStringLiteral("maxMicroBatch"), true);
    addFigure(m_answers, QStringLiteral("maxTrainingSequence"), true);
    addFigure(m_answers, QStringLiteral("minTrainingGpus"), true);
    addFigure(m_answers, QStringLiteral("trainingTime"));

    m_speedBox = makeSection(tr("Speed"), &m_speed, this);
    layout->addWidget(m_speedBox);
    m_speed->addRow(m_speedNote);
    m_speedNote->setObjectName(QStringLiteral("speedNote"));
    const auto speed = [this](const char *key, const QString &label) {
        addFigure(m_speed, QString::fromLatin1(key)).label->setText(label);
    };
    speed("ttft", tr("Time to first token:"));
    speed("tpot", tr("Time per output token:"));
    speed("perUser", tr("Decode speed per user:"));
    speed("total", tr("Output tokens/s, all users:"));
    speed("bound", tr("Bound by:"));
    speed("sloConcurrency", tr("Max concurrency at the targets:"));
    speed("requests", tr("Requests per second:"));
    speed("pools", tr("Disaggregated pools:"));
    speed("cost", tr("Cost per 1M output tokens:"));
    speed("replicasForRate", tr("Replicas for the target rate:"));
    speed("coldStart", tr("Cold start:"));
    speed("percentiles", tr("Latency percentiles (simulated):"));
    m_rows[QStringLiteral("percentiles")].value->setWordWrap(true);
    m_simulationTimer->setSingleShot(true);
    m_simulationTimer->setInterval(200); // once the figures rest: a drag does not wait for it
    connect(m_simulationTimer, &QTimer::timeout, this, &DeploymentFigures::showSimulation);
}

void DeploymentFigures::finishSimulation()
{
    if (m_simulationTimer->isActive()) {
        m_simulationTimer->stop();
        showSimulation();
    }
}

void DeploymentFigures::showSimulation()
{
    if (!m_pendingSimulation)
        return;
    const std::optional<SpeedEstimate> speed = simulateDeploymentLoad(*m_pendingSimulation);
    m_pendingSimulation.reset();
    QLabel *label = m_rows.value(QStringLiteral("percentiles")).value;
    const std::optional<LoadResult> result = speed ? speed->percentiles() : std::nullopt;
    if (!result || result->completed == 0) {
        label->setText(tr("—"));
        label->setToolTip({});
        return;
    }
    const auto line = [](const QString &name, const LatencyStats &l) {
        //: a latency's percentiles: name, then P50, P90 and P99
        return tr("%1: P50 %2, P90 %3, P99 %4")
                .arg(name, Display::seconds(l.p50), Display::seconds(l.p90),
                     Display::seconds(l.p99));
    };
    label->setText(line(tr("TTFT"), result->ttft) + u'\n' + line(tr("TPOT"), result->tpot) + u'\n'
                   + line(tr("End to end"), result->endToEnd));
    label->setToolTip(
            tr("A seeded simulation of the engine's scheduler: %n requests arriving as the load "
               "says, continuous batching with chunked prefill, admission by free slots and KV "
               "pool, preemption when the pool is full; %3 preemptions. The percentiles are its "
               "spread around the estimate's means, which the measured serving points check "
               "(its own means: TTFT %1, TPOT %2).",
               "", result->completed)
                    .arg(Display::seconds(speed->simulated->ttft.mean),
                         Display::seconds(speed->simulated->tpot.mean))
                    .arg(result->preemptions)
            + (result->saturated
                       ? u'\n' + tr("The queue kept growing: the arrivals outpace the replica.")
                       : QString()));
}

DeploymentFigures::Row &DeploymentFigures::addFigure(EditorForm *form, const QString &key,
                                                     bool withBinding)
{
    Row row;
    QWidget *parent = form->parentWidget();
    row.label = new QLabel(parent);
    row.label->setWordWrap(true);
    row.value = new QLabel(parent);
    row.value->setObjectName(key + QStringLiteral("Value"));
    row.value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    row.value->setWordWrap(true);
    if (withBinding) {
        // the answer under its label, with what binds it beside: the label takes the width
        auto *field = new QWidget(parent);
        auto *h = new QHBoxLayout(field);
        h->setContentsMargins(0, 0, 0, 0);
        row.binding = new QLabel(field);
        row.binding->setObjectName(key + QStringLiteral("Binding"));
        styleAsHighlight(row.binding);
        row.binding->setWordWrap(true);
        row.value->setParent(field);
        h->addWidget(row.value);
        h->addWidget(row.binding, 0, Qt::AlignLeft);
        h->addStretch(1);
        row.label->setWordWrap(true);
        form->addRow(row.label);
        form->addRow(field);
        row.field = field;
    } else {
        form->addRow(row.label, row.value);
        row.field = row.value;
    }
    row.label->setBuddy(row.value);
    return m_rows[key] = row;
}

QLabel *DeploymentFigures::value(const QString &key) const
{
    return m_rows.value(key).value;
}

QLabel *DeploymentFigures::binding(const QString &key) const
{
    return m_rows.value(key).binding;
}

void DeploymentFigures::display(const ConfigurationEvaluation &evaluation,
                                const DeploymentEstimate &estimate, Currency currency)
{
    showMemory(evaluation, estimate);
    showAnswers(estimate);
    showSpeed(estimate, currency);
}

bool DeploymentFigures::eventFilter(QObject *watched, QEvent *event)
{
    // whether a horizontal scroll bar is needed depends on the width the layout gives
    if (watched == m_memory && event->type() == QEvent::Resize)
        fitTableHeight();
    return QWidget::eventFilter(watched, event);
}

void DeploymentFigures::setBinding(const QString &key, const QString &bindingName)
{
    QLabel *label = m_rows.value(key).binding;
    label->setVisible(!bindingName.isEmpty());
    //: what stops the answer from being larger: "limited by KV cache"
    label->setText(bindingName.isEmpty() ? QString() : tr("limited by %1").arg(bindingName));
    fitOnOneLine(m_rows.value(key).value, bindingName.isEmpty() ? 250 : 145);
    fitOnOneLine(label, 145);
}

void DeploymentFigures::fitOnOneLine(QLabel *label, int maximumWidth)
{
    // a word-wrapped label settles for a narrow, two-line shape; keep it on one line unless
    // the dock is really narrow (then the two labels of a row share its width)
    const int textWidth = QFontMetrics(label->font()).horizontalAdvance(label->text())
            + 2 * label->margin() + 2;
    label->setMinimumWidth(std::min(textWidth, maximumWidth));
}

void DeploymentFigures::setRowShown(const QString &key, bool shown)
{
    const Row &row = m_rows[key];
    m_answers->setRowVisible(row.label, shown);
    m_answers->setRowVisible(row.field, shown);
}

} // namespace Headroom
