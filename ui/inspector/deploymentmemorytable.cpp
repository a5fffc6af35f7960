// DeploymentFigures: the memory table (a column per group of identical GPUs) and its note.

#include "inspector/deploymentfigures.h"

#include "board/boardplanning.h"

#include "format/displayformat.h"
#include "format/partcolors.h"
#include "format/texthelpers.h"
#include "inspector/editorhelpers.h"

#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QStyle>
#include <QTableWidget>

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
    notes << texts(memory.warnings);
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

} // namespace Headroom
