#include "commands/projectcommands.h"
#include "document/projectdocument.h"
#include "mainwindow/mainwindow.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace Headroom;

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HeadroomTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
        QSettings().clear();
    }

    void menusAndActions()
    {
        MainWindow window;
        QStringList titles;
        for (QAction *action : window.menuBar()->actions())
            titles << action->text().remove(u'&');
        QCOMPARE(titles,
                 QStringList({QStringLiteral("File"), QStringLiteral("Edit"),
                              QStringLiteral("View"), QStringLiteral("Help")}));

        const auto shortcut = [&](const char *name) {
            auto *action = window.findChild<QAction *>(QLatin1StringView(name));
            return action ? action->shortcut() : QKeySequence();
        };
        QCOMPARE(shortcut("actionNew"), QKeySequence(QKeySequence::New));
        QCOMPARE(shortcut("actionOpen"), QKeySequence(QKeySequence::Open));
        QCOMPARE(shortcut("actionSave"), QKeySequence(QKeySequence::Save));
        QCOMPARE(shortcut("actionUndo"), QKeySequence(QKeySequence::Undo));
        QCOMPARE(shortcut("actionRedo"), QKeySequence(QKeySequence::Redo));
        QCOMPARE(shortcut("actionQuit"), QKeySequence(QKeySequence::Quit));
        QVERIFY(window.findChild<QMenu *>(QStringLiteral("menuRecent")));
        QVERIFY(window.findChild<QAction *>(QStringLiteral("actionAbout")));
    }

    void docksInPlace()
    {
        MainWindow window;
        QCOMPARE(window.dockWidgetArea(window.catalogDock()), Qt::LeftDockWidgetArea);
        QCOMPARE(window.dockWidgetArea(window.inspectorDock()), Qt::RightDockWidgetArea);
        QCOMPARE(window.dockWidgetArea(window.reportsDock()), Qt::BottomDockWidgetArea);
        QVERIFY(window.centralWidget());
        QVERIFY(!window.windowIcon().isNull());
    }

    void undoActionsFollowTheDocument()
    {
        MainWindow window;
        auto *undo = window.findChild<QAction *>(QStringLiteral("actionUndo"));
        auto *redo = window.findChild<QAction *>(QStringLiteral("actionRedo"));
        QVERIFY(!undo->isEnabled());
        QVERIFY(!window.windowTitle().contains(u'*'));
        Configuration c;
        c.id = QStringLiteral("c1");
        c.gpuId = QStringLiteral("l40s-48gb");
        window.document().undoStack().push(new AddConfiguration(window.document(), c));
        QVERIFY(undo->isEnabled());
        QCOMPARE(undo->text(), QStringLiteral("&Undo Add configuration"));
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("Untitled*")));
        undo->trigger();
        QVERIFY(window.document().project().configurations.isEmpty());
        QVERIFY(redo->isEnabled());
        QVERIFY(!window.windowTitle().contains(u'*'));
    }

    void geometryIsRemembered()
    {
        {
            MainWindow window;
            window.show();
            window.resize(1111, 777);
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.close();
        }
        MainWindow again;
        QCOMPARE(again.size(), QSize(1111, 777));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
