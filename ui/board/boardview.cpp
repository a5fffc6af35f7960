#include "board/boardview.h"

#include "board/boardcanvas.h"
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
#include <QDropEvent>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

namespace Headroom {

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

} // namespace Headroom
