#include "advisor/advisordialog.h"
#include "board/boardview.h"
#include "board/configurationcard.h"
#include "commands/projectcommands.h"
#include "document/projectdocument.h"
#include "headroomtest.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/plandetailsdialog.h"
#include "report/reportwriter.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

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
                              QStringLiteral("Catalog"), QStringLiteral("View"),
                              QStringLiteral("Help")}));

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

    /** Issue 33: Add to Board selects the plan's card and scrolls the board to it (it used to
     *  land off-screen, unselected). */
    void advisorPlanIsSelectedOnTheBoard()
    {
        MainWindow window;
        window.newFromSample();
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString last = window.document().project().configurations.last().id;
        QVERIFY(window.board()->selectedConfigurationId() != last);
        window.findChild<QAction *>(QStringLiteral("actionAdvise"))->trigger();
        auto *advisor = window.findChild<AdvisorDialog *>();
        QVERIFY(advisor);
        window.board()->verticalScrollBar()->setValue(0);
        emit advisor->planAddedToBoard(last);
        QTRY_COMPARE(window.board()->selectedConfigurationId(), last);
        // the card is in view
        const QWidget *viewport = window.board()->viewport();
        bool inView = false;
        for (const ConfigurationCard *w : window.board()->findChildren<ConfigurationCard *>()) {
            if (w->configurationId() != last)
                continue;
            const QRect shown(w->mapTo(viewport, QPoint(0, 0)), w->size());
            inView = viewport->rect().intersects(shown);
        }
        QVERIFY(inView);
        advisor->close();
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

    void planDetailsReachTheReport()
    {
        MainWindow window;
        window.newFromSample();
        auto *action = window.findChild<QAction *>(QStringLiteral("actionPlanDetails"));
        QVERIFY(action);
        QVERIFY(window.findChild<QMenu *>(QStringLiteral("menuFile"))->actions().contains(action));
        bool filled = false;
        QTimer::singleShot(200, [&filled] {
            auto *dialog = qobject_cast<PlanDetailsDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            dialog->findChild<QLineEdit *>(QStringLiteral("planTitle"))
                    ->setText(QStringLiteral("  GPU plan 2027  "));
            dialog->findChild<QLineEdit *>(QStringLiteral("planAuthor"))
                    ->setText(QStringLiteral("Anna Nowak"));
            dialog->findChild<QPlainTextEdit *>(QStringLiteral("planNotes"))
                    ->setPlainText(QStringLiteral("Rent now, buy in Q3."));
            filled = true;
            dialog->accept();
        });
        action->trigger();
        QVERIFY(filled);
        const ProjectMetadata &m = window.document().project().metadata;
        QCOMPARE(m.title, QStringLiteral("GPU plan 2027")); // trimmed
        QCOMPARE(m.author, QStringLiteral("Anna Nowak"));
        QCOMPARE(m.notes, QStringLiteral("Rent now, buy in Q3."));
        QCOMPARE(window.document().undoStack().undoText(), QStringLiteral("Change plan details"));

        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("plan.pdf"));
        QVERIFY(writePdfReport(window.document().project(), window.document().builtinCatalog(),
                               pdf));
        if (!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()) {
            QProcess process;
            process.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
            QVERIFY(process.waitForFinished(60000));
            const QString text = QString::fromUtf8(process.readAllStandardOutput());
            for (const QString &expected :
                 {QStringLiteral("GPU plan 2027"), QStringLiteral("Anna Nowak"),
                  QStringLiteral("Rent now, buy in Q3.")})
                QVERIFY2(text.contains(expected), qPrintable(expected));
        }

        window.document().undoStack().undo();
        QVERIFY(window.document().project().metadata.author.isEmpty());
        // a dialog cancelled, or accepted unchanged, adds no step
        const int steps = window.document().undoStack().count();
        QTimer::singleShot(200, [] {
            if (auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget()))
                dialog->accept();
        });
        action->trigger();
        QCOMPARE(window.document().undoStack().count(), steps);
    }

    void saveAndOpenRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.headroom"));
        Project saved;
        {
            MainWindow window;
            window.newFromSample();
            Configuration c;
            c.id = QStringLiteral("extra");
            c.gpuId = QStringLiteral("l40s-48gb");
            window.document().undoStack().push(new AddConfiguration(window.document(), c));
            QVERIFY(window.document().isModified());
            const auto result = window.saveTo(path);
            QVERIFY2(result.has_value(), qPrintable(result ? QString() : result.error().message));
            QVERIFY(!window.document().isModified());
            QCOMPARE(window.windowTitle(), QStringLiteral("plan.headroom — Headroom"));
            QCOMPARE(window.recentFiles().first(), QFileInfo(path).absoluteFilePath());
            saved = window.document().project();
            // A second window cannot open the file while this one holds it.
            MainWindow other;
            const auto locked = other.openFile(path);
            QVERIFY(!locked.has_value());
            QVERIFY2(locked.error().message.contains(QStringLiteral("open")),
                     qPrintable(locked.error().message));
        }
        MainWindow reopened;
        const auto opened = reopened.openFile(path);
        QVERIFY2(opened.has_value(), qPrintable(opened ? QString() : opened.error().message));
        const Project &p = reopened.document().project();
        QCOMPARE(p.configurations, saved.configurations);
        QCOMPARE(p.deployments, saved.deployments);
        QVERIFY(!p.gpuSnapshots.isEmpty());
        QVERIFY(p.metadata.modified.isValid());
        QVERIFY(!reopened.document().isModified());
    }

    void autosaveAndRecovery()
    {
        QTemporaryDir dir;
        {
            MainWindow window;
            QDir(window.recoveryDir()).removeRecursively();
            window.autosave(); // nothing modified: no file
            QVERIFY(!QDir(window.recoveryDir()).exists() || QDir(window.recoveryDir()).isEmpty());
            Configuration c;
            c.id = QStringLiteral("unsaved");
            c.gpuId = QStringLiteral("h200-sxm-141gb");
            window.document().undoStack().push(new AddConfiguration(window.document(), c));
            window.autosave();
            QVERIFY(!QDir(window.recoveryDir()).isEmpty());
            // Simulate a crash: the window goes away without closeEvent.
            window.document().undoStack().setClean();
        }
        MainWindow next;
        QTimer::singleShot(200, [] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
                box->button(QMessageBox::Yes)->click();
        });
        QVERIFY(next.offerRecovery());
        QCOMPARE(next.document().project().configurations.size(), 1);
        QCOMPARE(next.document().project().configurations.first().id, QStringLiteral("unsaved"));
        QVERIFY(next.document().isModified());
        QVERIFY(QDir(next.recoveryDir()).isEmpty());
    }

    void closingAModifiedDocumentAsks()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Configuration c;
        c.id = QStringLiteral("c");
        c.gpuId = QStringLiteral("l4-24gb");
        window.document().undoStack().push(new AddConfiguration(window.document(), c));
        const auto answerWith = [](QMessageBox::StandardButton button) {
            QTimer::singleShot(200, [button] {
                if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
                    box->button(button)->click();
            });
        };
        answerWith(QMessageBox::Cancel);
        QVERIFY(!window.close());
        QVERIFY(window.isVisible());
        QVERIFY(window.document().isModified());
        answerWith(QMessageBox::Discard);
        QVERIFY(window.close());
    }

    void geometryIsRemembered()
    {
        const QSize screen = QGuiApplication::primaryScreen()->availableGeometry().size();
        const QSize saved = screen - QSize(37, 23);
        {
            MainWindow window;
            window.show();
            window.resize(saved);
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.close();
        }
        MainWindow again;
        QCOMPARE(again.size(), saved);
    }

    /** A first start opens 1600 x 1000 where the screen has room, else the screen's work area
     *  (a 1280 x 800 laptop: never a window that runs off it); a size saved on a larger monitor
     *  comes back within this one. */
    void opensWithinTheScreen()
    {
        QCOMPARE(MainWindow::defaultWindowSize(nullptr), QSize(1600, 1000));
        const QSize screen = QGuiApplication::primaryScreen()->availableGeometry().size();
        QSettings().clear();
        {
            MainWindow fresh;
            QCOMPARE(fresh.size(), QSize(1600, 1000).boundedTo(screen));
            fresh.show();
            fresh.resize(screen + QSize(320, 200)); // as on a larger monitor
            QVERIFY(QTest::qWaitForWindowExposed(&fresh));
            fresh.close();
        }
        MainWindow again;
        QVERIFY2(again.width() <= screen.width() && again.height() <= screen.height(),
                 qPrintable(QStringLiteral("%1x%2").arg(again.width()).arg(again.height())));
    }
};

HEADROOM_TEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
