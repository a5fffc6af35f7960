#include "inspector/deploymentfigures.h"

#include "board/boardplanning.h"

#include "format/displayformat.h"
#include "format/partcolors.h"
#include "format/texthelpers.h"
#include "inspector/editorform.h"
#include "inspector/editorhelpers.h"

#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QStyle>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace Headroom {

using namespace Inspector;

namespace {

/** GPUs whose bars are identical share one column ("GPUs 0–7"): TP-only splits stay narrow. */
struct GpuGroup
{
    int first = 0;
    int last = 0;
    GpuMemory memory; // this deployment's parts; reserve and free as the GPU has them
    std::int64_t others = 0; // what the other deployments on the GPU take (reserve apart)
};

bool sameBar(const GpuGroup &a, const GpuGroup &b)
{
    for (MemoryPartKind kind : allMemoryPartKinds()) {
        if (a.memory.part(kind).bytes != b.memory.part(kind).bytes)
            return false;
    }
    return a.memory.free == b.memory.free && a.memory.capacity == b.memory.capacity
            && a.others == b.others;
}

/** Each GPU as its configuration's stacked bar has it (the evaluation every view shows): this
 *  deployment's parts, the other deployments' together, the shared reserve, and the GPU's own
 *  free memory. Identical GPUs share a column. */
QList<GpuGroup> groupGpus(const MemoryBreakdown &own, const QList<VramBarModel> &bars,
                          const QString &deploymentId)
{
    QList<GpuGroup> groups;
    for (GpuMemory gpu : own.perGpu) {
        GpuGroup g {gpu.index, gpu.index, gpu, 0};
        for (const VramBarModel &bar : bars) {
            if (bar.gpuIndex != gpu.index)
                continue;
            for (const VramSegment &s : bar.segments) {
                if (s.kind == MemoryPartKind::Reserve) {
                    g.memory.reserve.bytes = s.bytes;
                    g.memory.reserve.explanation = s.explanation;
                } else if (s.deploymentId != deploymentId) {
                    g.others += s.bytes;
                }
            }
            g.memory.free = bar.freeBytes();
            g.memory.capacity = bar.capacity;
        }
        if (!groups.isEmpty() && sameBar(groups.last(), g))
            groups.last().last = gpu.index;
        else
            groups.append(g);
    }
    return groups;
}

QIcon swatch(const QColor &color, const QWidget *widget)
{
    const qreal ratio = widget->devicePixelRatioF();
    const int side = widget->fontMetrics().height() * 3 / 4;
    // the same few colours on every refresh (a slider step): drawn once per size
    static QHash<QString, QIcon> drawn;
    const QString key = QStringLiteral("%1/%2/%3/%4")
                                .arg(color.rgba())
                                .arg(side)
                                .arg(ratio)
                                .arg(widget->palette().color(QPalette::WindowText).rgba());
    if (const auto it = drawn.constFind(key); it != drawn.cend())
        return *it;
    QPixmap pixmap(QSize(side, side) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setPen(widget->palette().color(QPalette::WindowText));
    painter.setBrush(color);
    painter.drawRect(QRectF(0.5, 0.5, side - 1, side - 1));
    painter.end();
    const QIcon icon(pixmap);
    drawn.insert(key, icon);
    return icon;
}

/** A memory cell whose tooltip, the explanation of its figure, is written when asked for. */
class ExplainedItem final : public QTableWidgetItem
{
public:
    ExplainedItem(const QString &text, Explanation explanation)
        : QTableWidgetItem(text)
        , m_explanation(std::move(explanation))
    { }
    QVariant data(int role) const override
    {
        if (role == Qt::ToolTipRole && !m_explanation.isEmpty())
            return m_explanation.text();
        return QTableWidgetItem::data(role);
    }

private:
    Explanation m_explanation;
};

QTableWidgetItem *aligned(QTableWidgetItem *item)
{
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

QTableWidgetItem *cell(const QString &text, const QString &toolTip = {})
{
    auto *item = new QTableWidgetItem(text);
    item->setToolTip(toolTip);
    return aligned(item);
}

QTableWidgetItem *cell(const QString &text, const Explanation &explanation)
{
    return aligned(new ExplainedItem(text, explanation));
}

} // namespace

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
    const std::optional<ThroughputEstimate> speed = simulateDeploymentLoad(*m_pendingSimulation);
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

void DeploymentFigures::displayMemory(const ConfigurationEvaluation &evaluation,
                                      const DeploymentEstimate &estimate)
{
    showMemory(evaluation, estimate);
}

void DeploymentFigures::showMemory(const ConfigurationEvaluation &evaluation,
                                   const DeploymentEstimate &estimate)
{
    m_memory->clearContents(); // the headers stay: setHeader() replaces only those that differ
    if (!estimate.memory) {
        showMemoryError(estimate.memory.error().message);
        return;
    }
    const MemoryBreakdown &memory = *estimate.memory;
    const QList<GpuGroup> groups = groupGpus(memory, evaluation.bars, estimate.deployment.id);
    const bool shared = std::any_of(groups.cbegin(), groups.cend(),
                                    [](const GpuGroup &g) { return g.others > 0; });
    QList<MemoryPartKind> kinds;
    for (MemoryPartKind kind : allMemoryPartKinds()) {
        for (const GpuGroup &g : groups) {
            if (g.memory.part(kind).bytes != 0) {
                kinds.append(kind);
                break;
            }
        }
    }
    m_memory->setVisible(true);
    m_memory->setColumnCount(int(groups.size()));
    m_memory->setRowCount(int(kinds.size()) + (shared ? 4 : 3));
    for (int c = 0; c < groups.size(); ++c) {
        const GpuGroup &g = groups[c];
        const QString header = g.first == g.last ? tr("GPU %1").arg(g.first)
                                                 //: a column of identical GPUs: "GPUs 0–7"
                                                 : tr("GPUs %1–%2").arg(g.first).arg(g.last);
        setHeader(Qt::Horizontal, c, header, {},
                  g.memory.layers > 0 ? tr("Pipeline stage %1, %n layer(s)", "", g.memory.layers)
                                                .arg(g.memory.stage)
                                      : QString());
    }
    for (int r = 0; r < kinds.size(); ++r) {
        setHeader(Qt::Vertical, r, memoryPartName(kinds[r]), memoryPartId(kinds[r]), {},
                  Display::memoryPartColor(kinds[r]));
        for (int c = 0; c < groups.size(); ++c) {
            const MemoryPart &part = groups[c].memory.part(kinds[r]);
            m_memory->setItem(r, c, cell(Display::gib(part.bytes), part.explanation));
        }
    }
    if (shared) {
        const int r = int(kinds.size());
        setHeader(Qt::Vertical, r, tr("Other deployments"), QStringLiteral("others"));
        for (int c = 0; c < groups.size(); ++c)
            m_memory->setItem(r, c,
                              cell(Display::gib(groups[c].others),
                                   tr("What the other deployments on this GPU hold (their "
                                      "weights, KV cache, activations and runtime)")));
    }
    const int used = int(kinds.size()) + (shared ? 1 : 0);
    setHeader(Qt::Vertical, used, tr("Used"));
    setHeader(Qt::Vertical, used + 1, tr("Free"), QStringLiteral("free"));
    setHeader(Qt::Vertical, used + 2, tr("Capacity"));
    for (int c = 0; c < groups.size(); ++c) {
        const GpuMemory &g = groups[c].memory;
        m_memory->setItem(used, c, cell(Display::gib(g.capacity - g.free)));
        QTableWidgetItem *free = nullptr;
        if (g.free >= 0) {
            free = cell(Display::gib(g.free));
        } else {
            //: memory that does not fit on a GPU
            free = cell(tr("%1 over").arg(Display::gib(-g.free)));
            free->setForeground(Display::overflowColor());
            free->setFont(Display::boldFont(m_memory->font()));
        }
        m_memory->setItem(used + 1, c, free);
        m_memory->setItem(used + 2, c, cell(Display::gib(g.capacity)));
    }
    fitTableHeight();
    showMemoryNote(evaluation, memory);
}

/** No memory table: `message` says why. */
void DeploymentFigures::showMemoryError(const QString &message)
{
    m_memory->setRowCount(0);
    m_memory->setColumnCount(0);
    m_memory->setVisible(false);
    m_memoryNote->setText(message);
    styleAsError(m_memoryNote);
    m_memoryNote->setVisible(true);
    m_host->setVisible(false);
}

/** Below the table: whether the configuration fits, the estimate's warnings, the host RAM. */
void DeploymentFigures::showMemoryNote(const ConfigurationEvaluation &evaluation,
                                       const MemoryBreakdown &memory)
{
    // the configuration's answer, the same as the board's: everything on these GPUs together
    const bool fits = evaluation.fits;
    m_memoryNote->setVisible(!fits || !memory.warnings.isEmpty());
    QStringList notes;
    if (!fits)
        notes << fitVerdict(evaluation);
    notes << memory.warnings;
    m_memoryNote->setText(notes.join(u'\n'));
    if (!fits)
        styleAsError(m_memoryNote);
    else
        m_memoryNote->setPalette(QPalette()); // back to the inherited colours
    m_host->setVisible(memory.hostBytes > 0);
    m_host->setText(tr("Host RAM: %1").arg(Display::gib(memory.hostBytes)));
}

void DeploymentFigures::setHeader(Qt::Orientation orientation, int index, const QString &text,
                                  const QString &id, const QString &toolTip,
                                  const QColor &swatchColor)
{
    // A new header item makes the view measure every section again: on a slider step the
    // headers stay the same, so they are replaced only when they differ.
    const bool horizontal = orientation == Qt::Horizontal;
    const QTableWidgetItem *old = horizontal ? m_memory->horizontalHeaderItem(index)
                                             : m_memory->verticalHeaderItem(index);
    const QRgb swatchRgba = swatchColor.isValid() ? swatchColor.rgba() : 0;
    if (old && old->text() == text && old->data(Qt::UserRole).toString() == id
        && old->toolTip() == toolTip && old->data(SwatchRole).toUInt() == swatchRgba)
        return;
    auto *item = new QTableWidgetItem(text);
    if (swatchColor.isValid())
        item->setIcon(swatch(swatchColor, this));
    item->setData(SwatchRole, swatchRgba);
    if (!id.isEmpty())
        item->setData(Qt::UserRole, id);
    item->setToolTip(toolTip);
    if (horizontal)
        m_memory->setHorizontalHeaderItem(index, item);
    else
        m_memory->setVerticalHeaderItem(index, item);
}

void DeploymentFigures::fitTableHeight()
{
    // every row shown, no blank space: the panel scrolls, not the table
    m_memory->resizeRowsToContents();
    const QHeaderView *columns = m_memory->horizontalHeader();
    const QHeaderView *rows = m_memory->verticalHeader();
    int height = columns->sizeHint().height() + rows->length() + 2 * m_memory->frameWidth();
    int contentWidth = rows->sizeHint().width() + 2 * m_memory->frameWidth();
    const QFontMetrics metrics(m_memory->font());
    for (int c = 0; c < m_memory->columnCount(); ++c) {
        int widest = columns->sectionSizeHint(c);
        for (int r = 0; r < m_memory->rowCount(); ++r) {
            if (const QTableWidgetItem *item = m_memory->item(r, c))
                widest = std::max(widest, metrics.horizontalAdvance(item->text()) + 12);
        }
        contentWidth += widest;
    }
    if (contentWidth > m_memory->width())
        height += m_memory->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_memory);
    if (m_memory->height() != height)
        m_memory->setFixedHeight(height);
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
    const bool pools = estimate.throughput && estimate.throughput->disaggregation;
    m_speed->setRowVisible(m_rows[QStringLiteral("pools")].label, pools);
    if (!estimate.throughput) {
        for (const char *key : {"ttft", "tpot", "perUser", "total", "bound", "sloConcurrency",
                                "requests", "cost", "replicasForRate", "coldStart", "percentiles"})
            set(key, tr("—"));
        m_pendingSimulation.reset();
        m_simulationTimer->stop();
        m_speedNote->setText(estimate.throughput.error().message);
        m_speedNote->setVisible(true);
        return;
    }
    const ThroughputEstimate &t = *estimate.throughput;
    QStringList notes = t.warnings;
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
    set("total", Display::tokensPerSecond(t.throughputTokensPerSecond),
        t.throughputExplanation.text());
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
