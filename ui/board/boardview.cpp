#include "board/boardview.h"

#include "board/boarddialogs.h"
#include "board/boardplanning.h"
#include "board/configurationcard.h"
#include "board/deploymentrow.h"
#include "board/flowlayout.h"
#include "commands/projectcommands.h"
#include "document/mimetypes.h"
#include "document/projectdocument.h"
#include "estimate/deploymentestimate.h"
#include "estimate/parallelsplit.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QDrag>
#include <QDropEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QMimeData>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace Headroom {

/** The scrolled widget: holds the cards and the empty-board hint, takes drops on the
 *  background and draws the drop highlight while a GPU is dragged over it. */
class BoardCanvas final : public QWidget
{
public:
    explicit BoardCanvas(BoardView &board)
        : m_board(board)
    {
        setObjectName(QStringLiteral("boardCanvas"));
        setAcceptDrops(true);
        setBackgroundRole(QPalette::Window);
        setAutoFillBackground(true);
    }

    void setHighlight(bool highlight)
    {
        if (highlight == m_highlight)
            return;
        m_highlight = highlight;
        update();
    }
    bool isHighlighted() const { return m_highlight; }

protected:
    void paintEvent(QPaintEvent *) override
    {
        if (!m_highlight)
            return;
        QPainter p(this);
        QColor fill = palette().color(QPalette::Highlight);
        fill.setAlphaF(0.08f);
        p.fillRect(rect(), fill);
        p.setPen(QPen(palette().color(QPalette::Highlight), 3, Qt::DashLine));
        p.drawRect(rect().adjusted(2, 2, -3, -3));
    }
    void dragEnterEvent(QDragEnterEvent *event) override { m_board.handleDrag(event, this); }
    void dragMoveEvent(QDragMoveEvent *event) override { m_board.handleDrag(event, this); }
    void dragLeaveEvent(QDragLeaveEvent *) override { m_board.clearDropHighlight(); }
    void dropEvent(QDropEvent *event) override { m_board.handleDrop(event, this); }
    void contextMenuEvent(QContextMenuEvent *event) override
    {
        m_board.showBoardMenu(event->globalPos());
        event->accept();
    }

private:
    BoardView &m_board;
    bool m_highlight = false;
};

namespace {

QString idFrom(const QMimeData *mime, const QString &type)
{
    return mime && mime->hasFormat(type) ? QString::fromUtf8(mime->data(type)).trimmed()
                                         : QString();
}

} // namespace

BoardView::BoardView(ProjectDocument &document, QWidget *parent)
    : QScrollArea(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("boardView"));
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setAcceptDrops(true);
    setFocusPolicy(Qt::NoFocus); // the cards (or the empty board's button) take the focus
    m_canvas = new BoardCanvas(*this);
    auto *layout = new QVBoxLayout(m_canvas);
    const int unit = fontMetrics().height();
    layout->setContentsMargins(unit, unit, unit, unit);
    m_emptyHint = new QLabel(m_canvas);
    m_emptyHint->setObjectName(QStringLiteral("boardEmptyHint"));
    m_emptyHint->setAlignment(Qt::AlignCenter);
    m_emptyHint->setWordWrap(true);
    m_emptyHint->setTextFormat(Qt::PlainText);
    QFont hintFont = m_emptyHint->font();
    hintFont.setPointSizeF(hintFont.pointSizeF() * 1.25);
    m_emptyHint->setFont(hintFont);
    QPalette hintPalette = m_emptyHint->palette();
    hintPalette.setColor(QPalette::WindowText, hintPalette.color(QPalette::PlaceholderText));
    m_emptyHint->setPalette(hintPalette);
    m_emptyState = new QWidget(m_canvas);
    m_emptyState->setObjectName(QStringLiteral("boardEmptyState"));
    auto *emptyLayout = new QVBoxLayout(m_emptyState);
    emptyLayout->addStretch(1);
    emptyLayout->addWidget(m_emptyHint);
    m_sampleButton = new QPushButton(m_emptyState);
    m_sampleButton->setObjectName(QStringLiteral("boardSampleButton"));
    connect(m_sampleButton, &QPushButton::clicked, this, &BoardView::sampleRequested);
    emptyLayout->addWidget(m_sampleButton, 0, Qt::AlignHCenter);
    emptyLayout->addStretch(1);
    m_emptyState->setMinimumHeight(unit * 12);
    layout->addWidget(m_emptyState, 1);
    m_flow = new FlowLayout(nullptr, 0, unit, unit);
    m_flow->setJustified(true);
    layout->addLayout(m_flow);
    layout->addStretch(1);
    setWidget(m_canvas);

    m_addConfigurationAction = new QAction(this);
    m_addConfigurationAction->setObjectName(QStringLiteral("actionAddConfiguration"));
    connect(m_addConfigurationAction, &QAction::triggered, this,
            &BoardView::addConfigurationInteractively);
    m_deployModelAction = new QAction(this);
    m_deployModelAction->setObjectName(QStringLiteral("actionDeployModel"));
    connect(m_deployModelAction, &QAction::triggered, this, [this] { deployModelInteractively(); });
    m_deleteAction = new QAction(this);
    m_deleteAction->setObjectName(QStringLiteral("actionDelete"));
    m_deleteAction->setShortcut(QKeySequence::Delete);
    // Only while the board has focus: Delete in an editor elsewhere must not remove cards.
    m_deleteAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_deleteAction);
    connect(m_deleteAction, &QAction::triggered, this, &BoardView::removeSelection);
    m_copyLaunchCommandAction = new QAction(this);
    m_copyLaunchCommandAction->setObjectName(QStringLiteral("actionCopyLaunchCommand"));
    connect(m_copyLaunchCommandAction, &QAction::triggered, this, [this] { showLaunchCommand(); });

    connect(&m_document, &ProjectDocument::changed, this, &BoardView::documentChanged);
    retranslate();
    syncCards();
    updateActions();
}

// The document may be destroyed first (a sibling child of the main window); its connection
// to this view goes with it.
BoardView::~BoardView() = default;

QWidget *BoardView::canvas() const
{
    return m_canvas;
}

bool BoardView::isBackgroundHighlighted() const
{
    return m_canvas->isHighlighted();
}

QList<ConfigurationCard *> BoardView::cards() const
{
    return m_cards;
}

ConfigurationCard *BoardView::card(const QString &configurationId) const
{
    for (ConfigurationCard *c : m_cards) {
        if (c->configurationId() == configurationId)
            return c;
    }
    return nullptr;
}

void BoardView::retranslate()
{
    m_emptyHint->setText(
            tr("No configuration yet.\n\nDrag a GPU from the catalog onto the board, then a model "
               "onto its card. A model dropped on the empty board gets a GPU of its own.\n\n"
               "Keyboard: select a GPU in the catalog and press Enter, then a model.\n\n"
               "Or start from the sample plan."));
    m_sampleButton->setText(tr("Open the Sample Plan"));
    m_emptyHint->setAccessibleName(m_emptyHint->text());
    setAccessibleName(tr("Planning board"));
    m_canvas->setAccessibleName(tr("Configurations"));
    m_addConfigurationAction->setText(tr("&Add Configuration…"));
    m_deployModelAction->setText(tr("Deploy &Model…"));
    m_deleteAction->setText(tr("&Delete"));
    m_copyLaunchCommandAction->setText(tr("Copy &Launch Command…"));
    for (ConfigurationCard *c : m_cards)
        c->retranslate();
}

void BoardView::changeEvent(QEvent *event)
{
    QScrollArea::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refreshAll();
    }
}

bool BoardView::event(QEvent *event)
{
    // QAbstractScrollArea leaves drag events to its viewport; a drop sent to the board itself
    // (or landing on its frame) is a drop on the background too.
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: handleDrag(static_cast<QDropEvent *>(event), this); return true;
    case QEvent::DragLeave: clearDropHighlight(); return true;
    case QEvent::Drop: handleDrop(static_cast<QDropEvent *>(event), this); return true;
    default: break;
    }
    return QScrollArea::event(event);
}

void BoardView::dragEnterEvent(QDragEnterEvent *event)
{
    handleDrag(event, this);
}

void BoardView::dragMoveEvent(QDragMoveEvent *event)
{
    handleDrag(event, this);
}

void BoardView::dragLeaveEvent(QDragLeaveEvent *)
{
    clearDropHighlight();
}

void BoardView::dropEvent(QDropEvent *event)
{
    handleDrop(event, this);
}

void BoardView::contextMenuEvent(QContextMenuEvent *event)
{
    showBoardMenu(event->globalPos());
    event->accept();
}

// --- Drops ---------------------------------------------------------------------------------

QPoint BoardView::toCanvas(const QDropEvent *event, const QWidget *receiver) const
{
    const QPoint pos = event->position().toPoint();
    if (receiver == m_canvas)
        return pos;
    if (receiver == this)
        return m_canvas->mapFrom(this, pos);
    return receiver->mapTo(m_canvas, pos);
}

ConfigurationCard *BoardView::cardAtCanvas(QPoint canvasPos) const
{
    for (ConfigurationCard *c : m_cards) {
        if (c->isVisible() && c->geometry().contains(canvasPos))
            return c;
    }
    return nullptr;
}

ConfigurationCard *BoardView::dropTarget(const QDropEvent *event, QWidget *receiver) const
{
    if (auto *c = qobject_cast<ConfigurationCard *>(receiver))
        return c;
    return cardAtCanvas(toCanvas(event, receiver));
}

qsizetype BoardView::insertionIndex(QPoint canvasPos) const
{
    for (qsizetype i = 0; i < m_cards.size(); ++i) {
        const QRect g = m_cards[i]->geometry();
        if (canvasPos.y() < g.top())
            return i;
        if (canvasPos.y() <= g.bottom() && canvasPos.x() < g.center().x())
            return i;
    }
    return m_cards.size();
}

BoardView::DropKind BoardView::dropKind(const QMimeData *mime, ConfigurationCard *onCard) const
{
    const QString config = idFrom(mime, MimeTypes::configurationId());
    if (!config.isEmpty())
        return m_document.configuration(config) ? DropKind::Configuration : DropKind::None;
    const QString model = idFrom(mime, MimeTypes::modelId());
    if (!model.isEmpty()) {
        if (!m_document.catalog().model(model))
            return DropKind::None;
        return onCard ? DropKind::Model : DropKind::ModelOnBackground;
    }
    const QString gpu = idFrom(mime, MimeTypes::gpuId());
    if (!gpu.isEmpty())
        return m_document.catalog().gpu(gpu) ? DropKind::Gpu : DropKind::None;
    return DropKind::None;
}

void BoardView::clearDropHighlight()
{
    m_canvas->setHighlight(false);
    for (ConfigurationCard *c : m_cards)
        c->setDropHighlight(false);
}

void BoardView::handleDrag(QDropEvent *event, QWidget *receiver)
{
    ConfigurationCard *target = dropTarget(event, receiver);
    const DropKind kind = dropKind(event->mimeData(), target);
    clearDropHighlight();
    if (kind == DropKind::None) {
        event->ignore();
        return;
    }
    if (kind == DropKind::Gpu || kind == DropKind::ModelOnBackground)
        m_canvas->setHighlight(true);
    else if (target)
        target->setDropHighlight(true);
    if (kind == DropKind::Configuration) {
        event->setDropAction(Qt::MoveAction);
        event->accept();
    } else {
        event->acceptProposedAction();
    }
}

void BoardView::handleDrop(QDropEvent *event, QWidget *receiver)
{
    ConfigurationCard *target = dropTarget(event, receiver);
    const QMimeData *mime = event->mimeData();
    const DropKind kind = dropKind(mime, target);
    clearDropHighlight();
    switch (kind) {
    case DropKind::None: event->ignore(); return;
    case DropKind::Gpu: {
        const qsizetype index = target ? m_cards.indexOf(target) + 1
                                       : insertionIndex(toCanvas(event, receiver));
        addConfiguration(idFrom(mime, MimeTypes::gpuId()), 1, 1, 1, index);
        event->acceptProposedAction();
        return;
    }
    case DropKind::Model:
        deployModel(target->configurationId(), idFrom(mime, MimeTypes::modelId()));
        event->acceptProposedAction();
        return;
    case DropKind::ModelOnBackground:
        deployModelOnNewConfiguration(idFrom(mime, MimeTypes::modelId()),
                                      insertionIndex(toCanvas(event, receiver)));
        event->acceptProposedAction();
        return;
    case DropKind::Configuration: {
        const QString id = idFrom(mime, MimeTypes::configurationId());
        const qsizetype from = m_document.configurationIndex(id);
        qsizetype to = target ? m_cards.indexOf(target) : insertionIndex(toCanvas(event, receiver));
        if (!target && to > from)
            --to; // an insertion point after the card itself, counted before it is taken out
        moveConfiguration(id, to);
        event->setDropAction(Qt::MoveAction);
        event->accept();
        return;
    }
    }
}

void BoardView::startCardDrag(ConfigurationCard *card)
{
    auto *mime = new QMimeData;
    mime->setData(MimeTypes::configurationId(), card->configurationId().toUtf8());
    auto *drag = new QDrag(card);
    drag->setMimeData(mime);
    const QPixmap pixmap = card->grab();
    drag->setPixmap(pixmap.scaledToWidth(std::max(pixmap.width() / 2, 1), Qt::SmoothTransformation));
    drag->exec(Qt::MoveAction);
}

// --- Edits ---------------------------------------------------------------------------------

void BoardView::addConfiguration(const QString &gpuId, int count, int tensorParallel,
                                 int pipelineParallel, qsizetype index)
{
    if (!m_document.catalog().gpu(gpuId) || count < 1 || tensorParallel < 1 || pipelineParallel < 1)
        return;
    Configuration c;
    c.id = ProjectDocument::newId();
    c.gpuId = gpuId;
    c.gpuCount = count;
    c.tensorParallel = tensorParallel;
    c.pipelineParallel = pipelineParallel;
    m_document.undoStack().push(new AddConfiguration(m_document, c, index));
    select(c.id);
}

void BoardView::deployModel(const QString &configurationId, const QString &modelId,
                            std::optional<WeightFormat> weights, std::optional<EngineKind> engine)
{
    const auto config = m_document.configuration(configurationId);
    const auto model = m_document.catalog().model(modelId);
    if (!config || !model)
        return;
    Deployment d;
    if (const auto gpu = m_document.catalog().gpu(config->gpuId)) {
        d = defaultDeployment(*model, *gpu, *config, weights, engine);
    } else {
        d.configurationId = config->id;
        d.modelId = model->id;
        d.weights = weights.value_or(WeightFormat::Bf16);
        d.engine = engine.value_or(EngineKind::Vllm);
        d.workload.contextTokens = std::min<std::int64_t>(model->maxContext > 0 ? model->maxContext
                                                                                : 8192,
                                                          8192);
    }
    d.id = ProjectDocument::newId();
    m_document.undoStack().push(new AddDeployment(m_document, d));
    select(config->id, d.id);
}

bool BoardView::deployModelOnSelection(const QString &modelId)
{
    if (!m_document.catalog().model(modelId))
        return false;
    QString target = m_selectedConfiguration;
    if (!m_document.configuration(target))
        target = m_cards.isEmpty() ? QString() : m_cards.first()->configurationId();
    if (target.isEmpty())
        return !deployModelOnNewConfiguration(modelId).isEmpty();
    deployModel(target, modelId);
    return true;
}

QString BoardView::defaultGpuId() const
{
    const Catalog &catalog = m_document.catalog();
    // the GPU already being planned with, else the common serving GPU, else the catalog's first
    QStringList candidates;
    if (const auto selected = m_document.configuration(m_selectedConfiguration))
        candidates << selected->gpuId;
    if (!m_cards.isEmpty())
        if (const auto last = m_document.configuration(m_cards.last()->configurationId()))
            candidates << last->gpuId;
    candidates << QStringLiteral("h100-sxm-80gb");
    for (const QString &id : std::as_const(candidates)) {
        if (catalog.gpu(id))
            return id;
    }
    return catalog.gpus().isEmpty() ? QString() : catalog.gpus().first().id;
}

QString BoardView::deployModelOnNewConfiguration(const QString &modelId, qsizetype index)
{
    const auto model = m_document.catalog().model(modelId);
    const auto gpu = m_document.catalog().gpu(defaultGpuId());
    if (!model || !gpu)
        return {};
    // the fewest GPUs of a split people build that hold the model with its default deployment
    Configuration c;
    c.id = ProjectDocument::newId();
    c.gpuId = gpu->id;
    c.gpuCount = c.tensorParallel = c.pipelineParallel = 1;
    for (const ParallelSplit &split : buildableSplits(*model, kGpusPerNode * 4)) {
        Configuration trial = c;
        trial.gpuCount = split.gpus;
        trial.tensorParallel = split.tensorParallel;
        trial.pipelineParallel = split.pipelineParallel;
        // as the board will estimate it: with the project's calibration for this GPU x engine
        const auto memory = estimateResolvedMemory(m_document.catalog(), m_document.project(),
                                                   trial, defaultDeployment(*model, *gpu, trial));
        if (memory && memory->fits) {
            c = trial;
            break;
        }
    }
    Deployment d = defaultDeployment(*model, *gpu, c);
    d.id = ProjectDocument::newId();
    QUndoStack &stack = m_document.undoStack();
    //: undo text: %1 = model name
    stack.beginMacro(tr("Deploy %1 on a new configuration").arg(model->name));
    stack.push(new AddConfiguration(m_document, c, index));
    stack.push(new AddDeployment(m_document, d));
    stack.endMacro();
    select(c.id, d.id);
    return c.id;
}

void BoardView::moveConfiguration(const QString &configurationId, qsizetype to)
{
    const qsizetype from = m_document.configurationIndex(configurationId);
    const qsizetype n = m_document.project().configurations.size();
    if (from < 0 || n == 0)
        return;
    to = std::clamp<qsizetype>(to, 0, n - 1);
    if (to == from)
        return;
    m_document.undoStack().push(new MoveConfiguration(m_document, from, to));
    select(configurationId);
}

void BoardView::removeSelection()
{
    if (!m_selectedDeployment.isEmpty() && m_document.deployment(m_selectedDeployment)) {
        const QString config = m_selectedConfiguration;
        m_document.undoStack().push(new RemoveDeployment(m_document, m_selectedDeployment));
        select(config);
        return;
    }
    if (m_selectedConfiguration.isEmpty() || !m_document.configuration(m_selectedConfiguration))
        return;
    const qsizetype index = m_document.configurationIndex(m_selectedConfiguration);
    const bool hadFocus = card(m_selectedConfiguration)
            && card(m_selectedConfiguration)->hasFocus();
    m_document.undoStack().push(new RemoveConfiguration(m_document, m_selectedConfiguration));
    const auto &configs = m_document.project().configurations;
    if (!configs.isEmpty()) {
        const QString next = configs[std::min<qsizetype>(index, configs.size() - 1)].id;
        select(next);
        if (hadFocus)
            focusCard(int(m_cards.indexOf(card(next))));
    }
}

Result<LaunchCommand> BoardView::launchCommandFor(const QString &deploymentId,
                                                  std::optional<EngineKind> engine) const
{
    const auto d = m_document.deployment(deploymentId);
    if (!d)
        return fail(tr("No deployment is selected."));
    const auto config = m_document.configuration(d->configurationId);
    const auto model = m_document.catalog().model(d->modelId);
    if (!config || !model)
        return fail(tr("The deployment's configuration or model is missing."), d->modelId);
    const EngineKind e = engine.value_or(d->engine);
    // The deployment's own engine as the document's evaluation has it (its parameter
    // overrides applied: effectiveEngineProfile()); another engine with its defaults.
    ProjectDocument::Evaluation holder;
    const DeploymentEstimate *estimate = m_document.deploymentEstimate(d->id, holder,
                                                                       EstimateDepth::Memory);
    const EngineProfile profile = e == d->engine && estimate ? estimate->engine
                                                             : defaultEngineProfile(e);
    const auto gpu = m_document.catalog().gpu(config->gpuId);
    return launchCommand(*model, *config, *d, e, profile, gpu ? &*gpu : nullptr);
}

// --- Dialogs -------------------------------------------------------------------------------

void BoardView::addConfigurationInteractively()
{
    auto *dialog = new AddConfigurationDialog(m_document.catalog(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const Configuration c = dialog->configuration();
        addConfiguration(c.gpuId, c.gpuCount, c.tensorParallel, c.pipelineParallel);
    });
    dialog->open();
}

void BoardView::deployModelInteractively(const QString &configurationId)
{
    QString target = configurationId.isEmpty() ? m_selectedConfiguration : configurationId;
    if (target.isEmpty() && !m_cards.isEmpty())
        target = m_cards.first()->configurationId();
    if (!m_document.configuration(target))
        return;
    auto *dialog = new DeployModelDialog(m_document.catalog(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, target] {
        deployModel(target, dialog->modelId(), dialog->weightFormat(), dialog->engine());
    });
    dialog->open();
}

void BoardView::showLaunchCommand(const QString &deploymentId)
{
    QString id = deploymentId.isEmpty() ? m_selectedDeployment : deploymentId;
    if (id.isEmpty() && !m_selectedConfiguration.isEmpty()) {
        const auto on = m_document.deploymentsOn(m_selectedConfiguration);
        if (!on.isEmpty())
            id = on.first().id;
    }
    const auto d = m_document.deployment(id);
    if (!d)
        return;
    const auto config = m_document.configuration(d->configurationId);
    const auto model = m_document.catalog().model(d->modelId);
    if (!config || !model)
        return;
    const EngineProfile profile = estimateDeployment(m_document.catalog(), m_document.project(), *d,
                                                     EstimateDepth::Memory)
                                          .engine;
    auto *dialog = new LaunchCommandDialog(*model, *config, *d, profile,
                                           m_document.catalog().gpu(config->gpuId), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void BoardView::showCardMenu(ConfigurationCard *card, const QString &deploymentId, QPoint globalPos)
{
    select(card->configurationId(), deploymentId);
    QMenu menu(this);
    const QString configId = card->configurationId();
    menu.addAction(tr("Deploy model…"), this,
                   [this, configId] { deployModelInteractively(configId); });
    if (!deploymentId.isEmpty()) {
        menu.addAction(tr("Copy launch command…"), this,
                       [this, deploymentId] { showLaunchCommand(deploymentId); });
        menu.addAction(tr("Remove deployment", "context menu action"), this,
                       &BoardView::removeSelection);
    } else {
        menu.addAction(tr("Remove configuration", "context menu action"), this,
                       &BoardView::removeSelection);
    }
    menu.addSeparator();
    menu.addAction(m_addConfigurationAction);
    menu.exec(globalPos);
}

void BoardView::showBoardMenu(QPoint globalPos)
{
    QMenu menu(this);
    menu.addAction(m_addConfigurationAction);
    menu.exec(globalPos);
}

// --- Selection and keys --------------------------------------------------------------------

void BoardView::select(const QString &configurationId, const QString &deploymentId)
{
    QString config = configurationId;
    QString deployment = deploymentId;
    if (const auto d = m_document.deployment(deployment)) {
        if (config.isEmpty())
            config = d->configurationId;
        if (d->configurationId != config)
            deployment.clear();
    } else {
        deployment.clear();
    }
    if (!m_document.configuration(config)) {
        config.clear();
        deployment.clear();
    }
    const bool changed = config != m_selectedConfiguration || deployment != m_selectedDeployment;
    m_selectedConfiguration = config;
    m_selectedDeployment = deployment;
    applySelection();
    updateActions();
    if (changed) {
        // Scroll only for a new selection: a refresh (a slider step) must not move the board.
        if (ConfigurationCard *c = card(m_selectedConfiguration)) {
            DeploymentRow *r = c->row(m_selectedDeployment);
            if (r)
                ensureWidgetVisible(r);
            else
                ensureWidgetVisible(c, 0, 0);
        }
        emit selectionChanged(m_selectedConfiguration, m_selectedDeployment);
    }
}

void BoardView::applySelection()
{
    for (ConfigurationCard *c : m_cards)
        c->setSelection(c->configurationId() == m_selectedConfiguration, m_selectedDeployment);
}

void BoardView::restoreSelection()
{
    // Re-select by id: a deployment that moved to another configuration is followed there.
    QString config = m_selectedConfiguration;
    if (const auto d = m_document.deployment(m_selectedDeployment))
        config = d->configurationId;
    select(config, m_selectedDeployment);
}

void BoardView::cardPressed(ConfigurationCard *card, const QString &deploymentId)
{
    select(card->configurationId(), deploymentId);
}

void BoardView::cardFocused(ConfigurationCard *card)
{
    if (card->configurationId() != m_selectedConfiguration)
        select(card->configurationId());
}

void BoardView::focusCard(int index)
{
    if (index < 0 || index >= m_cards.size())
        return;
    m_cards[index]->setFocus(Qt::OtherFocusReason);
    select(m_cards[index]->configurationId());
}

bool BoardView::cardKeyPress(ConfigurationCard *card, QKeyEvent *event)
{
    const int index = int(m_cards.indexOf(card));
    const QList<DeploymentRow *> rows = card->rows();
    int row = -1;
    for (int i = 0; i < rows.size(); ++i) {
        if (rows[i]->deploymentId() == m_selectedDeployment)
            row = i;
    }
    if (event->modifiers() & Qt::ControlModifier) {
        // the keyboard path of dragging a card: Ctrl+Left / Ctrl+Right move it
        if (event->key() != Qt::Key_Left && event->key() != Qt::Key_Right)
            return false;
        moveConfiguration(card->configurationId(), index + (event->key() == Qt::Key_Left ? -1 : 1));
        card->setFocus(Qt::OtherFocusReason);
        return true;
    }
    if (event->key() == Qt::Key_F10 && event->modifiers() == Qt::ShiftModifier) {
        showCardMenu(card, m_selectedDeployment, card->mapToGlobal(card->rect().center()));
        return true;
    }
    switch (event->key()) {
    case Qt::Key_Left: focusCard(index - 1); return true;
    case Qt::Key_Right: focusCard(index + 1); return true;
    case Qt::Key_Up:
        select(card->configurationId(), row > 0 ? rows[row - 1]->deploymentId() : QString());
        return true;
    case Qt::Key_Down:
        if (row + 1 < rows.size())
            select(card->configurationId(), rows[row + 1]->deploymentId());
        return true;
    case Qt::Key_Delete:
    case Qt::Key_Backspace: removeSelection(); return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        select(card->configurationId(), m_selectedDeployment);
        emit inspectorRequested(m_selectedConfiguration, m_selectedDeployment);
        return true;
    default: return false;
    }
}

void BoardView::updateActions()
{
    m_deployModelAction->setEnabled(!m_cards.isEmpty());
    m_deleteAction->setEnabled(!m_selectedConfiguration.isEmpty());
    bool hasDeployment = !m_selectedDeployment.isEmpty();
    if (!hasDeployment && !m_selectedConfiguration.isEmpty())
        hasDeployment = !m_document.deploymentsOn(m_selectedConfiguration).isEmpty();
    m_copyLaunchCommandAction->setEnabled(hasDeployment);
}

// --- Refresh -------------------------------------------------------------------------------

namespace {

using Part = ConfigurationCard::Part;

/** What a card shows of a changed deployment on it: the bars, the rows and the warning, or
 *  nothing when the change only relabels it (its numbers and row stay as they were). */
ConfigurationCard::Parts partsForDeployment(const ChangeEvent &event)
{
    if (event.kind == ChangeEvent::Kind::DeploymentChanged
        && event.onlyTouches(ChangeEvent::DeploymentLabels))
        return {};
    return Part::Bars | Part::Rows | Part::Warning;
}

/** What a card shows of its changed configuration: the header for a new name, else all. */
ConfigurationCard::Parts partsForConfiguration(const ChangeEvent &event)
{
    if (event.onlyTouches(ChangeEvent::Property::Name))
        return Part::Header;
    return ConfigurationCard::AllParts;
}

} // namespace

void BoardView::documentChanged(const ChangeEvent &event)
{
    using Kind = ChangeEvent::Kind;
    switch (event.kind) {
    case Kind::ProjectReset:
        // Every card's widgets may describe another project now: rebuild them all.
        for (ConfigurationCard *c : m_cards) {
            m_flow->removeWidget(c);
            c->hide();
            c->deleteLater();
        }
        m_cards.clear();
        m_deploymentCards.clear();
        syncCards();
        break;
    case Kind::ConfigurationAdded:
    case Kind::ConfigurationRemoved:
    case Kind::ConfigurationsReordered: syncCards(); break;
    case Kind::ConfigurationChanged:
        if (ConfigurationCard *c = card(event.id))
            refreshCard(c, partsForConfiguration(event));
        break;
    case Kind::DeploymentAdded:
    case Kind::DeploymentChanged:
    case Kind::DeploymentRemoved: {
        // The card that showed it and the card that shows it now (a deployment may move).
        ConfigurationCard *before = m_deploymentCards.value(event.id);
        ConfigurationCard *after = nullptr;
        if (const auto d = m_document.deployment(event.id))
            after = card(d->configurationId);
        const ConfigurationCard::Parts parts = partsForDeployment(event);
        if (before && m_cards.contains(before))
            refreshCard(before, parts);
        if (after && after != before)
            refreshCard(after, parts);
        break;
    }
    case Kind::CostAssumptionsChanged:
        // prices move the cost per token in the rows; memory, bars and warnings stay
        for (ConfigurationCard *c : m_cards)
            refreshCard(c, Part::Rows);
        break;
    case Kind::CatalogChanged: refreshAll(); break;
    case Kind::MetadataChanged:
    case Kind::AdvisorChanged: return; // the board shows neither
    }
    if (event.kind == Kind::DeploymentChanged || event.kind == Kind::ConfigurationChanged
        || event.kind == Kind::CostAssumptionsChanged) {
        // what was selected still is (a moved deployment is followed to its card)
        if (event.touches(ChangeEvent::Property::Placement)) {
            restoreSelection();
            updateActions(); // the selected configuration may have gained or lost one
        }
        return;
    }
    restoreSelection();
    updateActions();
}

void BoardView::refreshCard(ConfigurationCard *card, ConfigurationCard::Parts parts)
{
    if (parts & ~ConfigurationCard::Parts(Part::Header))
        ++m_cardRefreshes; // the card reads its evaluation's numbers again
    card->refresh(m_document, parts);
    if (!(parts & Part::Rows))
        return; // the same deployments as before
    for (auto it = m_deploymentCards.begin(); it != m_deploymentCards.end();) {
        if (it.value() == card)
            it = m_deploymentCards.erase(it);
        else
            ++it;
    }
    for (const DeploymentEstimate &e : card->estimates())
        m_deploymentCards.insert(e.deployment.id, card);
}

void BoardView::refreshAll()
{
    for (ConfigurationCard *c : m_cards)
        refreshCard(c, ConfigurationCard::AllParts);
    applySelection();
}

void BoardView::syncCards()
{
    QHash<QString, ConfigurationCard *> existing;
    for (ConfigurationCard *c : m_cards)
        existing.insert(c->configurationId(), c);
    QList<ConfigurationCard *> ordered;
    QList<ConfigurationCard *> fresh;
    for (const Configuration &c : m_document.project().configurations) {
        ConfigurationCard *card = existing.take(c.id);
        if (!card) {
            card = new ConfigurationCard(*this, c.id, m_canvas);
            fresh.append(card);
        }
        ordered.append(card);
    }
    for (ConfigurationCard *gone : std::as_const(existing)) {
        for (auto it = m_deploymentCards.begin(); it != m_deploymentCards.end();) {
            if (it.value() == gone)
                it = m_deploymentCards.erase(it);
            else
                ++it;
        }
        m_flow->removeWidget(gone);
        // Later: the removal may come from this card's own key or menu handler.
        gone->hide();
        gone->deleteLater();
    }
    while (QLayoutItem *item = m_flow->takeAt(0))
        delete item;
    for (ConfigurationCard *c : ordered) {
        m_flow->addWidget(c);
        c->show();
    }
    m_cards = ordered;
    for (ConfigurationCard *c : fresh)
        refreshCard(c, ConfigurationCard::AllParts);
    for (qsizetype i = 0; i + 1 < m_cards.size(); ++i)
        QWidget::setTabOrder(m_cards[i], m_cards[i + 1]);
    m_emptyState->setVisible(m_cards.isEmpty());
    // Empty, the hint takes the whole board and sits in its middle; else the cards start at
    // the top and the stretch below them takes the rest.
    if (auto *box = qobject_cast<QVBoxLayout *>(m_canvas->layout()))
        box->setStretch(2, m_cards.isEmpty() ? 0 : 1);
    m_flow->invalidate();
    applySelection();
}

} // namespace Headroom
