#include "mainwindow/mainwindow.h"

#include "advisor/advisordialog.h"
#include "commands/projectcommands.h"
#include "mainwindow/calibrationdialog.h"
#include "mainwindow/helppages.h"
#include "mainwindow/plandetailsdialog.h"
#include "mainwindow/wheelguard.h"

#include "board/boardview.h"
#include "catalog/catalogpalette.h"
#include "document/projectdocument.h"
#include "inspector/inspectorpanel.h"
#include "mainwindow/languagemanager.h"
#include "reports/reportspanel.h"
#include "store/projectlock.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>

namespace Headroom {

namespace {

constexpr auto kGeometryKey = "ui/mainWindowGeometry";
constexpr auto kStateKey = "ui/mainWindowState";
constexpr int kAutosaveIntervalMs = 60 * 1000;

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_document(new ProjectDocument(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    WheelGuard::install(); // the wheel scrolls panels, never a value it passes over
    setWindowIcon(QIcon(QStringLiteral(":/icons/headroom.svg")));
    if (auto catalog = Catalog::builtin())
        m_catalog = std::move(*catalog);
    m_document->setBuiltinCatalog(m_catalog);
    m_board = new BoardView(*m_document, this);
    setCentralWidget(m_board);
    m_autosaveTimer.setInterval(kAutosaveIntervalMs);
    connect(&m_autosaveTimer, &QTimer::timeout, this, &MainWindow::autosave);
    m_autosaveTimer.start();
    createActions();
    createMenus();
    createDocks();
    retranslate();
    resize(defaultWindowSize(screen()));
    readSettings();
}

QSize MainWindow::defaultWindowSize(const QScreen *screen)
{
    // roomy on a large monitor, never larger than the screen it opens on (a 1280 x 800 laptop
    // gets the whole of its work area, not a window that runs off it)
    const QSize roomy(1600, 1000);
    return screen ? roomy.boundedTo(screen->availableGeometry().size()) : roomy;
}

MainWindow::~MainWindow()
{
    // The document (a child) outlives this object's own members: stop its signals first.
    m_document->undoStack().disconnect(this);
    m_document->disconnect(this);
}

void MainWindow::createActions()
{
    createFileActions();
    createUndoActions();
    createHelpActions();
    const QList<QAction *> named {m_newAction,  m_openAction, m_saveAction, m_saveAsAction,
                                  m_quitAction, m_undoAction, m_redoAction, m_aboutAction};
    const QStringList names {QStringLiteral("actionNew"),  QStringLiteral("actionOpen"),
                             QStringLiteral("actionSave"), QStringLiteral("actionSaveAs"),
                             QStringLiteral("actionQuit"), QStringLiteral("actionUndo"),
                             QStringLiteral("actionRedo"), QStringLiteral("actionAbout")};
    for (qsizetype i = 0; i < named.size(); ++i)
        named[i]->setObjectName(names[i]);
}

void MainWindow::createFileActions()
{
    m_newAction = new QAction(this);
    m_newAction->setShortcut(QKeySequence::New);
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAsAction = new QAction(this);
    // QKeySequence::SaveAs is empty on some platforms (X11 without a desktop's key theme):
    // Ctrl+Shift+S everywhere, the platform's own binding beside it
    QList<QKeySequence> saveAsKeys = QKeySequence::keyBindings(QKeySequence::SaveAs);
    const QKeySequence ctrlShiftS(Qt::CTRL | Qt::SHIFT | Qt::Key_S);
    saveAsKeys.removeAll(ctrlShiftS);
    saveAsKeys.prepend(ctrlShiftS);
    m_saveAsAction->setShortcuts(saveAsKeys);
    m_newFromSampleAction = new QAction(this);
    m_newFromSampleAction->setObjectName(QStringLiteral("actionNewFromSample"));
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newProject);
    connect(m_newFromSampleAction, &QAction::triggered, this, [this] {
        if (maybeSave())
            newFromSample();
    });
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openInteractively);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    m_planDetailsAction = new QAction(this);
    m_planDetailsAction->setObjectName(QStringLiteral("actionPlanDetails"));
    connect(m_planDetailsAction, &QAction::triggered, this, &MainWindow::editPlanDetails);
    m_adviseAction = new QAction(this);
    m_adviseAction->setObjectName(QStringLiteral("actionAdvise"));
    m_adviseAction->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_A);
    connect(m_adviseAction, &QAction::triggered, this, &MainWindow::advise);
    m_calibrateAction = new QAction(this);
    m_calibrateAction->setObjectName(QStringLiteral("actionCalibrate"));
    connect(m_calibrateAction, &QAction::triggered, this, &MainWindow::calibrate);
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
}

/** Undo and redo follow the document's stack; the title follows the document. */
void MainWindow::createUndoActions()
{
    m_undoAction = new QAction(this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = new QAction(this);
    m_redoAction->setShortcut(QKeySequence::Redo);
    QUndoStack &stack = m_document->undoStack();
    m_undoAction->setEnabled(stack.canUndo());
    m_redoAction->setEnabled(stack.canRedo());
    connect(m_undoAction, &QAction::triggered, &stack, &QUndoStack::undo);
    connect(m_redoAction, &QAction::triggered, &stack, &QUndoStack::redo);
    connect(&stack, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(&stack, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(&stack, &QUndoStack::undoTextChanged, this, [this] { retranslate(); });
    connect(&stack, &QUndoStack::redoTextChanged, this, [this] { retranslate(); });
    connect(m_document, &ProjectDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ProjectDocument::filePathChanged, this, &MainWindow::updateTitle);
}

void MainWindow::createHelpActions()
{
    m_gettingStartedAction = new QAction(this);
    m_gettingStartedAction->setObjectName(QStringLiteral("actionGettingStarted"));
    m_gettingStartedAction->setShortcut(QKeySequence::HelpContents);
    connect(m_gettingStartedAction, &QAction::triggered, this, [this] {
        HelpPages::show(this, QStringLiteral("gettingStartedDialog"), tr("Getting Started"),
                        HelpPages::gettingStartedHtml(
                                LanguageManager::instance()->effectiveLanguage()));
    });
    m_shortcutsAction = new QAction(this);
    m_shortcutsAction->setObjectName(QStringLiteral("actionKeyboardShortcuts"));
    connect(m_shortcutsAction, &QAction::triggered, this, [this] {
        HelpPages::show(this, QStringLiteral("shortcutsDialog"), tr("Keyboard Shortcuts"),
                        HelpPages::shortcutsHtml(this));
    });
    m_aboutAction = new QAction(this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->setObjectName(QStringLiteral("menuFile"));
    m_fileMenu->addAction(m_newAction);
    m_fileMenu->addAction(m_newFromSampleAction);
    m_fileMenu->addAction(m_openAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("menuRecent"));
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    m_fileMenu->addAction(m_planDetailsAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->setObjectName(QStringLiteral("menuEdit"));
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_board->addConfigurationAction());
    m_editMenu->addAction(m_board->deployModelAction());
    m_editMenu->addAction(m_board->deleteAction());
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_board->copyLaunchCommandAction());
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_adviseAction);
    m_editMenu->addAction(m_calibrateAction);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("menuView"));

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(QStringLiteral("menuHelp"));
    m_helpMenu->addAction(m_gettingStartedAction);
    m_helpMenu->addAction(m_shortcutsAction);
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutAction);
}

void MainWindow::createDocks()
{
    m_catalogDock = new QDockWidget(this);
    m_catalogDock->setObjectName(QStringLiteral("catalogDock"));
    m_palette = new CatalogPalette(*m_document, m_catalogDock);
    m_catalogDock->setWidget(m_palette);
    addDockWidget(Qt::LeftDockWidgetArea, m_catalogDock);

    m_inspectorDock = new QDockWidget(this);
    m_inspectorDock->setObjectName(QStringLiteral("inspectorDock"));
    m_inspector = new InspectorPanel(*m_document, m_inspectorDock);
    m_inspectorDock->setWidget(m_inspector);
    addDockWidget(Qt::RightDockWidgetArea, m_inspectorDock);

    m_reportsDock = new QDockWidget(this);
    m_reportsDock->setObjectName(QStringLiteral("reportsDock"));
    m_reports = new ReportsPanel(*m_document, m_reportsDock);
    m_reports->setObjectName(QStringLiteral("reportTabs"));
    m_reportsDock->setWidget(m_reports);
    addDockWidget(Qt::BottomDockWidgetArea, m_reportsDock);
    connectPanels();
    createDockMenus();
}

void MainWindow::connectPanels()
{
    // The palette's "activate" (Enter, double click, Add to Board) is the keyboard path of a drag
    connect(m_palette, &CatalogPalette::gpuActivated, this,
            [this](const QString &gpuId) { m_board->addConfiguration(gpuId); });
    connect(m_palette, &CatalogPalette::modelActivated, this, [this](const QString &modelId) {
        if (!m_board->deployModelOnSelection(modelId))
            statusBar()
                    ->showMessage(tr("Add a GPU first: drag one from the catalog onto the board."),
                                  5000);
    });
    // One selection: the board's drives the inspector and the reports; the reports' own
    // configuration picker selects on the board
    connect(m_board, &BoardView::selectionChanged, this,
            [this](const QString &configurationId, const QString &deploymentId) {
                m_inspector->setSelection(configurationId, deploymentId);
                if (!configurationId.isEmpty())
                    m_reports->setSelectedConfiguration(configurationId);
            });
    connect(m_board, &BoardView::sampleRequested, m_newFromSampleAction, &QAction::trigger);
    connect(m_board, &BoardView::inspectorRequested, this, [this] {
        m_inspectorDock->show();
        m_inspectorDock->raise();
        m_inspector->setFocus();
    });
    // A project that opens shows something in the inspector and the reports: its first plan
    connect(m_document, &ProjectDocument::changed, this, [this](const ChangeEvent &event) {
        const Project &p = m_document->project();
        if (event.kind != ChangeEvent::Kind::ProjectReset || p.configurations.isEmpty()
            || !m_board->selectedConfigurationId().isEmpty())
            return;
        const QString first = p.configurations.first().id;
        const QList<Deployment> deployments = m_document->deploymentsOn(first);
        m_board->select(first, deployments.isEmpty() ? QString() : deployments.first().id);
    });
    connect(m_reports, &ReportsPanel::exported, this,
            [this](const QString &message) { statusBar()->showMessage(message); });
    connect(m_reports, &ReportsPanel::configurationSelected, this,
            [this](const QString &configurationId) {
                if (configurationId != m_board->selectedConfigurationId())
                    m_board->select(configurationId);
            });
}

/** The menus the docks' panels bring (export, catalog, the docks themselves, language). */
void MainWindow::createDockMenus()
{
    m_exportMenu = new QMenu(this);
    m_exportMenu->setObjectName(QStringLiteral("menuExport"));
    m_exportMenu->addAction(m_reports->exportPdfAction());
    m_exportMenu->addAction(m_reports->exportChartAction());
    m_exportMenu->addAction(m_reports->exportCsvAction());
    m_fileMenu->insertMenu(m_quitAction, m_exportMenu);
    m_fileMenu->insertAction(m_quitAction, m_reports->printAction());
    m_fileMenu->insertSeparator(m_quitAction);

    m_catalogMenu = new QMenu(this);
    m_catalogMenu->setObjectName(QStringLiteral("menuCatalog"));
    m_catalogMenu->addAction(m_palette->newGpuAction());
    m_catalogMenu->addAction(m_palette->newModelAction());
    m_catalogMenu->addAction(m_palette->importModelAction());
    menuBar()->insertMenu(m_viewMenu->menuAction(), m_catalogMenu);

    for (QDockWidget *dock : {m_catalogDock, m_inspectorDock, m_reportsDock})
        m_viewMenu->addAction(dock->toggleViewAction());
    m_viewMenu->addSeparator();
    m_viewMenu->addMenu(LanguageManager::instance()->createMenu(m_viewMenu));
    resizeDocks({m_catalogDock, m_inspectorDock}, {300, 360}, Qt::Horizontal);
    resizeDocks({m_reportsDock}, {320}, Qt::Vertical);
}

void MainWindow::retranslate()
{
    updateTitle();
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_helpMenu->setTitle(tr("&Help"));
    m_newAction->setText(tr("&New"));
    m_newFromSampleAction->setText(tr("New from Sa&mple"));
    m_openAction->setText(tr("&Open…"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_planDetailsAction->setText(tr("Plan &Details\u2026"));
    m_adviseAction->setText(tr("Ad&vise a Plan\u2026"));
    m_adviseAction->setStatusTip(tr("Find what to buy or rent for a workload at its latency "
                                    "targets, ranked by cost"));
    m_calibrateAction->setText(tr("Cali&brate to Measurements\u2026"));
    m_calibrateAction->setStatusTip(
            tr("Fit the engine constants to your benchmark results and server logs"));
    m_quitAction->setText(tr("&Quit"));
    const QUndoStack &stack = m_document->undoStack();
    m_undoAction->setText(stack.canUndo() ? tr("&Undo %1").arg(stack.undoText()) : tr("&Undo"));
    m_redoAction->setText(stack.canRedo() ? tr("&Redo %1").arg(stack.redoText()) : tr("&Redo"));
    m_gettingStartedAction->setText(tr("&Getting Started"));
    m_shortcutsAction->setText(tr("&Keyboard Shortcuts"));
    m_aboutAction->setText(tr("&About Headroom"));
    updateRecentMenu();

    m_catalogDock->setWindowTitle(tr("Catalog"));
    m_inspectorDock->setWindowTitle(tr("Inspector"));
    m_reportsDock->setWindowTitle(tr("Reports"));
    m_exportMenu->setTitle(tr("&Export"));
    m_catalogMenu->setTitle(tr("&Catalog"));
}

QList<QWidget *> MainWindow::tabChain() const
{
    // Regions in reading order; within one, the window's focus chain (creation order and the
    // panels' own setTabOrder()). Widgets built later (a card, an inspector rebuilt for another
    // language) land at the end of Qt's chain; sorting by region keeps them in place.
    const QList<const QWidget *> regions {m_catalogDock, m_board, m_inspectorDock, m_reportsDock};
    QList<QList<QWidget *>> byRegion(regions.size());
    for (QWidget *w = nextInFocusChain(); w && w != this; w = w->nextInFocusChain()) {
        if (!(w->focusPolicy() & Qt::TabFocus) || !w->isEnabled() || !w->isVisibleTo(this)
            || w->focusProxy() || w->isWindow())
            continue;
        for (qsizetype i = 0; i < regions.size(); ++i) {
            if (regions[i]->isVisibleTo(this) && regions[i]->isAncestorOf(w)) {
                byRegion[i].append(w);
                break;
            }
        }
    }
    QList<QWidget *> chain;
    for (const QList<QWidget *> &region : std::as_const(byRegion))
        chain += region;
    return chain;
}

bool MainWindow::focusNextPrevChild(bool next)
{
    const QList<QWidget *> chain = tabChain();
    if (chain.isEmpty())
        return QMainWindow::focusNextPrevChild(next);
    // the focus may be inside a member of the chain (a combo's line edit, a table's editor)
    qsizetype at = -1;
    for (QWidget *w = QApplication::focusWidget(); w && at < 0 && w != this; w = w->parentWidget())
        at = chain.indexOf(w);
    const qsizetype n = chain.size();
    const qsizetype to = at < 0 ? (next ? 0 : n - 1) : (at + (next ? 1 : n - 1)) % n;
    chain[to]->setFocus(next ? Qt::TabFocusReason : Qt::BacktabFocusReason);
    return true;
}

void MainWindow::updateTitle()
{
    //: Window title: document name, then the application name
    setWindowTitle(tr("%1 — Headroom").arg(m_document->displayName()));
}

void MainWindow::editPlanDetails()
{
    const ProjectMetadata &current = m_document->project().metadata;
    PlanDetailsDialog dialog(current, this);
    if (dialog.exec() != QDialog::Accepted || dialog.metadata() == current)
        return;
    m_document->undoStack().push(new ChangeMetadata(*m_document, dialog.metadata()));
}

void MainWindow::advise()
{
    // one window, kept: it searches on its own thread while the board stays live
    if (!m_advisor) {
        m_advisor = new AdvisorDialog(*m_document, this);
        m_advisor->setAttribute(Qt::WA_DeleteOnClose);
        // the plan added is selected and scrolled to, once the board has laid out its card
        connect(m_advisor, &AdvisorDialog::planAddedToBoard, this, [this](const QString &id) {
            QTimer::singleShot(0, m_board, [this, id] { m_board->select(id); });
        });
    }
    m_advisor->show();
    m_advisor->raise();
    m_advisor->activateWindow();
}

void MainWindow::calibrate()
{
    CalibrationDialog dialog(*m_document, this);
    dialog.exec(); // Apply pushes one undo step
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        // before the docks (the children) refresh: they read the evaluations again
        m_document->retranslateEvaluations();
        retranslateCommands(m_document->undoStack()); // Edit > Undo and the history
        retranslate();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    writeSettings();
    // A clean exit leaves no recovery file behind.
    ProjectStore::removeRecovery(ProjectStore::recoveryPath(m_document->filePath(), recoveryDir()));
    event->accept();
}

void MainWindow::readSettings()
{
    QSettings settings;
    restoreGeometry(settings.value(QLatin1StringView(kGeometryKey)).toByteArray());
    // a size saved on a larger monitor, within this one
    if (const QScreen *s = screen(); s && !isMaximized() && !isFullScreen())
        resize(size().boundedTo(s->availableGeometry().size()));
    restoreState(settings.value(QLatin1StringView(kStateKey)).toByteArray());
}

void MainWindow::writeSettings() const
{
    QSettings settings;
    settings.setValue(QLatin1StringView(kGeometryKey), saveGeometry());
    settings.setValue(QLatin1StringView(kStateKey), saveState());
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Headroom"),
                       tr("<h3>Headroom %1</h3><p>Plan LLM GPU capacity offline: memory per GPU, "
                          "speed, and the cost of renting or owning.</p>")
                               .arg(QApplication::applicationVersion()));
}

} // namespace Headroom
