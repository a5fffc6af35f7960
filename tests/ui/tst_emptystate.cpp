// An empty plan explains what to do and shows no figure anywhere (issue 19): the board says
// drag a GPU, then a model, or open the sample; the inspector and every reports tab say the same
// and draw no curve, price or crossover for "No configuration".
#include "board/boardview.h"
#include "charts/costcharts.h"
#include "document/projectdocument.h"
#include "headroomtest.h"
#include "inspector/inspectorpanel.h"
#include "mainwindow/languagemanager.h"
#include "mainwindow/mainwindow.h"
#include "reports/costassumptionseditor.h"
#include "reports/reportspanel.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace Headroom;

namespace {

/** The texts of the visible labels and buttons under `root` that hold a digit. */
QStringList visibleNumbers(const QWidget *root)
{
    static const QRegularExpression digit(QStringLiteral("\\d"));
    QStringList found;
    for (const QLabel *label : root->findChildren<QLabel *>()) {
        if (label->isVisibleTo(root->window()) && label->text().contains(digit))
            found << label->text();
    }
    for (const QAbstractButton *button : root->findChildren<QAbstractButton *>()) {
        if (button->isVisibleTo(root->window()) && button->text().contains(digit))
            found << button->text();
    }
    for (const QAbstractSpinBox *spin : root->findChildren<QAbstractSpinBox *>()) {
        if (spin->isVisibleTo(root->window()))
            found << spin->text();
    }
    return found;
}

} // namespace

class TestEmptyState : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HeadroomTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_emptystate"));
        QSettings().clear();
    }

    void anEmptyPlanExplainsAndShowsNoNumbers()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.document().project().configurations.isEmpty());

        // the board: what to do, in order, and the sample
        QLabel *hint = window.board()->emptyHint();
        QVERIFY(hint->isVisible());
        QVERIFY(hint->text().startsWith(u"No configuration yet."_qs));
        QVERIFY(hint->text().contains(
                u"Drag a GPU from the catalog onto the board, then a model"_qs));
        QVERIFY(hint->text().contains(u"sample plan"_qs));
        QVERIFY(window.board()->sampleButton()->isVisible());

        // the inspector says the same, not "select something"
        QLabel *inspectorEmpty = window.inspector()->emptyState();
        QVERIFY(inspectorEmpty->isVisible());
        QVERIFY(inspectorEmpty->text().startsWith(u"No configuration yet."_qs));

        // the reports: the headline explains, no chart, no crossover month, no price
        ReportsPanel *reports = window.reports();
        QCOMPARE(reports->costSummary()->text(), ReportsPanel::emptyText().toHtmlEscaped());
        QVERIFY(!reports->costSummary()->text().contains(u"Owning"_qs));
        QVERIFY(!reports->rentVsBuyChart()->isVisible());
        QVERIFY(!reports->costEditor()->isVisible());
        reports->setCurrentIndex(ReportsPanel::SpeedTab);
        QVERIFY(reports->speedSummary()->isVisible());
        QCOMPARE(reports->speedSummary()->text(), ReportsPanel::emptyText());
        reports->setCurrentIndex(ReportsPanel::CompareTab);
        QVERIFY(!reports->comparisonChart()->isVisible());

        // no digit in any visible text of the board, the inspector or the reports
        for (const QWidget *area : {static_cast<QWidget *>(window.board()),
                                    static_cast<QWidget *>(window.inspectorDock()),
                                    static_cast<QWidget *>(window.reportsDock())}) {
            for (int tab :
                 {ReportsPanel::RentVsBuyTab, ReportsPanel::SpeedTab, ReportsPanel::CompareTab}) {
                reports->setCurrentIndex(tab);
                const QStringList numbers = visibleNumbers(area);
                QVERIFY2(numbers.isEmpty(), qPrintable(numbers.join(u" | ")));
            }
        }

        // the sample: cards, the inspector's figures and the cost headline come back
        reports->setCurrentIndex(ReportsPanel::RentVsBuyTab);
        QTest::mouseClick(window.board()->sampleButton(), Qt::LeftButton);
        QVERIFY(!window.document().project().configurations.isEmpty());
        QVERIFY(!hint->isVisible());
        QVERIFY(!window.board()->cards().isEmpty());
        QVERIFY(reports->rentVsBuyChart()->isVisible());
        QVERIFY(reports->costSummary()->text().contains(QRegularExpression(u"\\d"_qs)));
        QVERIFY(!inspectorEmpty->isVisible() || inspectorEmpty->text().startsWith(u"Select"_qs));

        // and a new empty plan explains again
        window.document().resetProject(Project {});
        QVERIFY(hint->isVisible());
        QVERIFY(!reports->rentVsBuyChart()->isVisible());
        QCOMPARE(reports->costSummary()->text(), ReportsPanel::emptyText().toHtmlEscaped());
    }

    /** The window at 1280x800 in each language, empty and with the sample plan (an
     *  over-capacity card among them), written to $HEADROOM_SNAPSHOT_DIR when it is set. */
    void snapshots()
    {
        const QString dir = qEnvironmentVariable("HEADROOM_SNAPSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("set HEADROOM_SNAPSHOT_DIR to write the snapshots");
        QDir().mkpath(dir);
        for (const QString &language : {u"en"_qs, u"ru"_qs, u"pl"_qs}) {
            QVERIFY(LanguageManager::instance()->setLanguage(language));
            MainWindow window;
            window.resize(1280, 800);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QCoreApplication::processEvents();
            QVERIFY(window.grab().save(dir + u"/empty-"_qs + language + u".png"_qs));
            window.newFromSample();
            Project plan = window.document().project();
            // one card over capacity: its first deployment's batch far beyond what fits
            const QString over = plan.configurations.first().id;
            for (Deployment &d : plan.deployments) {
                if (d.configurationId == over) {
                    d.workload.concurrentSequences = 4096;
                    break;
                }
            }
            window.document().resetProject(plan);
            const auto on = window.document().deploymentsOn(over);
            window.board()->select(over, on.isEmpty() ? QString() : on.first().id);
            QCoreApplication::processEvents();
            QVERIFY(window.grab().save(dir + u"/sample-"_qs + language + u".png"_qs));
        }
        LanguageManager::instance()->setLanguage(u"en"_qs);
    }
};

HEADROOM_TEST_MAIN(TestEmptyState)
#include "tst_emptystate.moc"
