#pragma once

#include <QMainWindow>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QTabWidget;

namespace Headroom {

class ProjectDocument;

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

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createDocks();
    void retranslate();
    void readSettings();
    void writeSettings() const;
    void showAbout();
    void updateTitle();

    ProjectDocument *m_document = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_helpMenu = nullptr;

    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_aboutAction = nullptr;

    QDockWidget *m_catalogDock = nullptr;
    QDockWidget *m_inspectorDock = nullptr;
    QDockWidget *m_reportsDock = nullptr;
    QLabel *m_boardPlaceholder = nullptr;
    QLabel *m_catalogPlaceholder = nullptr;
    QLabel *m_inspectorPlaceholder = nullptr;
    QTabWidget *m_reportTabs = nullptr;
};

} // namespace Headroom
