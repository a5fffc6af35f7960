#pragma once

#include "catalog/catalog.h"
#include "store/projectstore.h"

#include <QMainWindow>
#include <QPointer>
#include <QTimer>

#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QScreen;
class QTabWidget;

namespace Headroom {

class AdvisorDialog;
class BoardView;
class CatalogPalette;
class InspectorPanel;
class ReportsPanel;
class ProjectDocument;
class ProjectLock;

/** The workstation window: catalog (left), board (centre), inspector (right), and the
 *  cost / throughput / compare tabs below (ARCHITECTURE.md, "The window"). */
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    QDockWidget *catalogDock() const { return m_catalogDock; }
    QDockWidget *inspectorDock() const { return m_inspectorDock; }
    QDockWidget *reportsDock() const { return m_reportsDock; }
    ProjectDocument &document() const { return *m_document; }
    BoardView *board() const { return m_board; }
    CatalogPalette *palette() const { return m_palette; }
    InspectorPanel *inspector() const { return m_inspector; }
    ReportsPanel *reports() const { return m_reports; }

    /** The size a window without saved settings opens at: 1600 x 1000, within the screen's
     *  work area. */
    static QSize defaultWindowSize(const QScreen *screen);

    /** Opens a project file; on failure returns the message and leaves the open one as it was. */
    Result<void> openFile(const QString &path);
    /** Saves to `path` (the current file when empty); snapshots the catalog entries used. */
    Result<void> saveTo(const QString &path = {});
    void newFromSample();
    /** Writes the recovery file now if the document is modified (the timer does it each minute). */
    void autosave();
    /** Offers to restore a recovery file left by a crash; returns whether one was restored. */
    bool offerRecovery();
    QString recoveryDir() const;
    QStringList recentFiles() const;
    /** What Save As proposes: the file, else the plan's title as a file name (in Documents). */
    QString proposedSavePath() const;
    /** Where Tab goes, in order: the catalog, the board's cards, the inspector, the reports
     *  (what is visible and takes Tab); Shift+Tab walks it backwards. */
    QList<QWidget *> tabChain() const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool focusNextPrevChild(bool next) override;

private:
    void createActions();
    void createFileActions();
    void createUndoActions();
    void createHelpActions();
    void createMenus();
    void createDocks();
    void connectPanels();
    void createDockMenus();
    void retranslate();
    void readSettings();
    void writeSettings() const;
    void showAbout();
    void editPlanDetails();
    void advise();
    void calibrate();
    void updateTitle();
    void newProject();
    void openInteractively();
    bool save();
    bool saveAs();
    bool maybeSave();
    void addRecentFile(const QString &path);
    void updateRecentMenu();
    void showError(const QString &title, const QString &message);

    ProjectDocument *m_document = nullptr;
    ProjectStore m_store;
    Catalog m_catalog;
    std::unique_ptr<ProjectLock> m_lock;
    QTimer m_autosaveTimer;
    QAction *m_newFromSampleAction = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_helpMenu = nullptr;

    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_planDetailsAction = nullptr;
    QAction *m_adviseAction = nullptr;
    QAction *m_calibrateAction = nullptr;
    QPointer<AdvisorDialog> m_advisor; // Edit > Advise a Plan, while open
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_gettingStartedAction = nullptr;
    QAction *m_shortcutsAction = nullptr;
    QAction *m_aboutAction = nullptr;

    QDockWidget *m_catalogDock = nullptr;
    QDockWidget *m_inspectorDock = nullptr;
    QDockWidget *m_reportsDock = nullptr;
    BoardView *m_board = nullptr;
    CatalogPalette *m_palette = nullptr;
    InspectorPanel *m_inspector = nullptr;
    ReportsPanel *m_reports = nullptr;
    QMenu *m_exportMenu = nullptr;
    QMenu *m_catalogMenu = nullptr;
};

} // namespace Headroom
