#include "board/configurationcard.h"

#include "board/boardplanning.h"
#include "board/boardview.h"
#include "board/deploymentrow.h"
#include "board/elidedlabel.h"
#include "board/partlegend.h"
#include "board/vrambar.h"
#include "document/projectdocument.h"
#include "format/displayformat.h"
#include "format/partcolors.h"
#include "format/texthelpers.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QStyleOptionFocusRect>
#include <QVBoxLayout>

namespace Headroom {

namespace {

// Beyond this many GPUs the bars turn thin, one line each (an 8-GPU node stays compact).
constexpr int kCompactGpuCount = 4;
// Beyond this many, only the first replica's bars are drawn: the other replicas are copies.
constexpr int kMaxBars = 16;

} // namespace

ConfigurationCard::ConfigurationCard(BoardView &board, const QString &configurationId,
                                     QWidget *parent)
    : QFrame(parent)
    , m_board(board)
    , m_configurationId(configurationId)
{
    setObjectName(QStringLiteral("configurationCard"));
    setFocusPolicy(Qt::StrongFocus);
    setAcceptDrops(true);
    setAutoFillBackground(false);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);

    const int unit = fontMetrics().height();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(unit * 3 / 4, unit / 2, unit * 3 / 4, unit * 3 / 4);
    layout->setSpacing(unit / 3);

    m_title = new ElidedLabel(this);
    m_title->setObjectName(QStringLiteral("cardTitle"));
    m_title->setFont(Display::titleFont(m_title->font(), 1.15));
    layout->addWidget(m_title);

    m_subtitle = new QLabel(this);
    m_subtitle->setObjectName(QStringLiteral("cardSubtitle"));
    m_subtitle->setWordWrap(true);
    m_subtitle->setTextFormat(Qt::PlainText);
    layout->addWidget(m_subtitle);

    m_barLayout = new QVBoxLayout;
    m_barLayout->setSpacing(unit / 4);
    layout->addLayout(m_barLayout);

    m_moreBars = new QLabel(this);
    m_moreBars->setObjectName(QStringLiteral("cardMoreBars"));
    m_moreBars->setWordWrap(true);
    m_moreBars->hide();
    layout->addWidget(m_moreBars);

    m_legend = new PartLegend(this);
    m_legend->setObjectName(QStringLiteral("cardLegend"));
    layout->addWidget(m_legend);

    m_warning = new QLabel(this);
    m_warning->setObjectName(QStringLiteral("cardWarning"));
    m_warning->setWordWrap(true);
    m_warning->setTextFormat(Qt::RichText);
    m_warning->hide();
    layout->addWidget(m_warning);

    m_rowLayout = new QVBoxLayout;
    m_rowLayout->setSpacing(unit / 3);
    layout->addLayout(m_rowLayout);

    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("cardHint"));
    m_hint->setWordWrap(true);
    m_hint->setTextFormat(Qt::PlainText);
    QPalette hintPalette = m_hint->palette();
    hintPalette.setColor(QPalette::WindowText, hintPalette.color(QPalette::PlaceholderText));
    m_hint->setPalette(hintPalette);
    layout->addWidget(m_hint);
    layout->addStretch(1);
    retranslate();
}

int ConfigurationCard::cardWidth(const QFontMetrics &fm)
{
    // About 56 average characters: two bars' worth of labels and three figures per line.
    return std::max(320, fm.averageCharWidth() * 56);
}

int ConfigurationCard::heightForWidth(int width) const
{
    return layout() ? layout()->heightForWidth(width) : QFrame::heightForWidth(width);
}

QSize ConfigurationCard::sizeHint() const
{
    const int w = cardWidth(fontMetrics());
    return {w, heightForWidth(w)};
}

QSize ConfigurationCard::minimumSizeHint() const
{
    return sizeHint();
}

void ConfigurationCard::retranslate()
{
    m_hint->setText(tr("Drop a model here, or use Edit > Deploy Model…"));
    updateWarning();
}

QString ConfigurationCard::titleText() const
{
    return m_title->fullText();
}

QString ConfigurationCard::subtitleText() const
{
    return m_subtitle->text();
}

QString ConfigurationCard::hintText() const
{
    return m_hint->isVisibleTo(this) ? m_hint->text() : QString();
}

bool ConfigurationCard::isWarningVisible() const
{
    return m_warning->isVisibleTo(this);
}

DeploymentRow *ConfigurationCard::row(const QString &deploymentId) const
{
    for (DeploymentRow *r : m_rows) {
        if (r->deploymentId() == deploymentId)
            return r;
    }
    return nullptr;
}

QString ConfigurationCard::deploymentAt(QPoint pos) const
{
    for (DeploymentRow *r : m_rows) {
        if (r->geometry().contains(pos))
            return r->deploymentId();
    }
    return {};
}

void ConfigurationCard::refresh(const ProjectDocument &document, Parts parts)
{
    // the document's one evaluation of this configuration: what the inspector and reports show
    m_evaluation = document.evaluation(m_configurationId);
    m_configuration = m_evaluation->configuration;
    m_gpu = m_evaluation->gpu;
    if (parts & Part::Header)
        updateHeader();
    if (parts & Part::Bars)
        updateBars();
    if (parts & Part::Rows)
        updateRows(document);
    if (parts & Part::Warning)
        updateWarning();
}

void ConfigurationCard::updateHeader()
{
    const Configuration &c = m_configuration;
    const QString gpuName = Display::nameOr(m_gpu, c.gpuId);
    //: a configuration's title: GPU count × GPU name
    const QString gpus = tr("%1 × %2").arg(c.gpuCount).arg(gpuName);
    m_title->setFullText(c.name.isEmpty() ? gpus : c.name);
    QStringList parts;
    if (!c.name.isEmpty())
        parts << gpus;
    if (m_gpu)
        parts << (m_gpu->interconnect.isEmpty() ? tr("PCIe") : m_gpu->interconnect);
    parts << tr("TP %1").arg(c.tensorParallel) << tr("PP %1").arg(c.pipelineParallel);
    if (c.expertParallel > 1)
        parts << tr("EP %1").arg(c.expertParallel);
    if (c.dataParallelAttention > 1)
        parts << tr("DP %1").arg(c.dataParallelAttention);
    parts << tr("%n replica(s)", "", c.replicas());
    m_subtitle->setText(parts.join(QStringLiteral(" · ")));
    setAccessibleName(tr("Configuration %1").arg(m_title->fullText()));
    setAccessibleDescription(m_subtitle->text());
}

QString ConfigurationCard::moreBarsText() const
{
    return m_moreBars->isVisibleTo(this) ? m_moreBars->text() : QString();
}

void ConfigurationCard::updateBars()
{
    const bool compact = m_evaluation->bars.size() > kCompactGpuCount;
    int withMemory = 0;
    for (const DeploymentEstimate &e : m_evaluation->deployments)
        withMemory += e.memory ? 1 : 0;
    qsizetype shown = m_evaluation->bars.size();
    const int perReplica = m_configuration.gpusPerReplica();
    const bool replicasCollapse = shown > kMaxBars && perReplica > 0 && perReplica < shown;
    if (replicasCollapse)
        shown = perReplica;
    shown = std::min<qsizetype>(shown, kMaxBars * 4); // a replica of hundreds: draw a sample
    const qsizetype hidden = m_evaluation->bars.size() - shown;
    m_moreBars->setText(replicasCollapse && shown == perReplica
                                ? tr("%n more GPU(s) hold the other replicas, the same as above.",
                                     "", int(hidden))
                                : tr("%n more GPU(s) not drawn.", "", int(hidden)));
    m_moreBars->setVisible(hidden > 0);
    while (m_bars.size() > shown)
        delete m_bars.takeLast();
    while (m_bars.size() < shown) {
        auto *bar = new VramBar(this);
        bar->setObjectName(QStringLiteral("vramBar%1").arg(m_bars.size()));
        m_barLayout->addWidget(bar);
        m_bars.append(bar);
    }
    m_barLayout->setSpacing(compact ? 1 : fontMetrics().height() / 4);
    for (qsizetype i = 0; i < m_bars.size(); ++i) {
        m_bars[i]->setCompact(compact);
        m_bars[i]->setShowDeploymentLabels(withMemory > 1 && (!compact));
        m_bars[i]->setModel(m_evaluation->bars[i]);
    }
    bool overflow = false;
    for (const VramBarModel &b : m_evaluation->bars)
        overflow = overflow || b.overflowBytes() > 0;
    m_legend->setKinds(presentPartKinds(m_evaluation->bars), overflow);
    m_legend->setVisible(!m_evaluation->deployments.isEmpty());
}

void ConfigurationCard::updateRows(const ProjectDocument &)
{
    while (m_rows.size() > m_evaluation->deployments.size())
        delete m_rows.takeLast();
    while (m_rows.size() < m_evaluation->deployments.size()) {
        auto *r = new DeploymentRow(this);
        m_rowLayout->addWidget(r);
        m_rows.append(r);
    }
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        m_rows[i]->setEstimate(m_evaluation, i, m_evaluation->cost.assumptions.currency);
        m_rows[i]->setSelected(m_selected && m_rows[i]->deploymentId() == m_selectedDeployment);
    }
    m_hint->setVisible(m_evaluation->deployments.isEmpty());
}

void ConfigurationCard::updateWarning()
{
    QStringList plain;
    QStringList rich;
    if (!m_gpu && !m_configuration.gpuId.isEmpty()) {
        const QString text = tr("GPU \"%1\" is not in the catalog.").arg(m_configuration.gpuId);
        plain << text;
        rich << Display::htmlLines(text);
    }
    if (const auto advice = overflowAdvice(*m_evaluation, m_board.document().catalog(),
                                           m_board.document().project())) {
        plain << advice->message;
        QString line = QStringLiteral("<span style=\"color:%1\">⚠</span> <b>%2</b>")
                               .arg(Display::overflowColor().name(),
                                    Display::htmlLines(advice->message));
        if (!advice->suggestion.isEmpty()) {
            plain << advice->suggestion;
            line += u' ' + Display::htmlLines(advice->suggestion);
        }
        rich << line;
        m_warning->setToolTip(advice->alternatives.isEmpty() ? QString()
                                                             : tr("Other changes that would fit:")
                                              + u'\n' + advice->alternatives);
    } else {
        m_warning->setToolTip({});
    }
    m_warningPlain = plain.join(u' ');
    m_warning->setText(rich.join(QStringLiteral("<br>")));
    m_warning->setAccessibleName(m_warningPlain);
    m_warning->setVisible(!plain.isEmpty());
}

void ConfigurationCard::setSelection(bool selected, const QString &deploymentId)
{
    const bool repaint = selected != m_selected; // the frame shows the card's selection
    m_selected = selected;
    m_selectedDeployment = selected ? deploymentId : QString();
    for (DeploymentRow *r : m_rows)
        r->setSelected(selected && r->deploymentId() == m_selectedDeployment);
    if (repaint)
        update();
}

void ConfigurationCard::setDropHighlight(bool highlight)
{
    if (highlight == m_dropHighlight)
        return;
    m_dropHighlight = highlight;
    update();
}

void ConfigurationCard::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = palette();
    const QRectF r = QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5);
    const double radius = fontMetrics().height() / 3.0;
    p.setBrush(pal.color(QPalette::Base));
    QPen pen(pal.color(QPalette::Mid), 1);
    if (m_selected)
        pen = QPen(pal.color(QPalette::Highlight), 2);
    if (m_dropHighlight)
        pen = QPen(pal.color(QPalette::Highlight), 3, Qt::DashLine);
    p.setPen(pen);
    p.drawRoundedRect(r, radius, radius);
    if (hasFocus()) {
        QStyleOptionFocusRect option;
        option.initFrom(this);
        option.rect = rect().adjusted(4, 4, -4, -4);
        option.backgroundColor = pal.color(QPalette::Base);
        style()->drawPrimitive(QStyle::PE_FrameFocusRect, &option, &p, this);
    }
}

void ConfigurationCard::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton || event->button() == Qt::RightButton) {
        setFocus(Qt::MouseFocusReason);
        m_board.cardPressed(this, deploymentAt(event->position().toPoint()));
    }
    m_pressed = event->button() == Qt::LeftButton;
    m_pressPos = event->position().toPoint();
    event->accept();
}

void ConfigurationCard::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_pressed || !(event->buttons() & Qt::LeftButton))
        return;
    if ((event->position().toPoint() - m_pressPos).manhattanLength()
        < QApplication::startDragDistance())
        return;
    m_pressed = false;
    m_board.startCardDrag(this);
}

void ConfigurationCard::mouseReleaseEvent(QMouseEvent *event)
{
    m_pressed = false;
    event->accept();
}

void ConfigurationCard::keyPressEvent(QKeyEvent *event)
{
    if (!m_board.cardKeyPress(this, event))
        QFrame::keyPressEvent(event);
}

void ConfigurationCard::focusInEvent(QFocusEvent *event)
{
    QFrame::focusInEvent(event);
    m_board.cardFocused(this);
    update();
}

void ConfigurationCard::focusOutEvent(QFocusEvent *event)
{
    QFrame::focusOutEvent(event);
    update();
}

void ConfigurationCard::contextMenuEvent(QContextMenuEvent *event)
{
    QString deployment = deploymentAt(event->pos());
    if (event->reason() == QContextMenuEvent::Keyboard)
        deployment = m_selectedDeployment;
    m_board.showCardMenu(this, deployment, event->globalPos());
    event->accept();
}

void ConfigurationCard::dragEnterEvent(QDragEnterEvent *event)
{
    m_board.handleDrag(event, this);
}

void ConfigurationCard::dragMoveEvent(QDragMoveEvent *event)
{
    m_board.handleDrag(event, this);
}

void ConfigurationCard::dragLeaveEvent(QDragLeaveEvent *)
{
    m_board.clearDropHighlight();
}

void ConfigurationCard::dropEvent(QDropEvent *event)
{
    m_board.handleDrop(event, this);
}

} // namespace Headroom
