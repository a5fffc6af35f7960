#include "document/projectdocument.h"
#include "headroomtest.h"
#include "reports/reportspanel.h"
#include "store/sampleproject.h"

#include <QApplication>
#include <QDir>
#include <QStandardPaths>
#include <QTest>

using namespace Headroom;

/** The panel at 200% (QT_SCALE_FACTOR=2, set before the application starts): snapshots for a
 *  person to look at, build/tests/ui/snapshots/reports-*-200.png. */
class TestReportsScaled : public QObject
{
    Q_OBJECT

public:
    /** Before the application exists: every report at 200% scale. */
    static void initMain() { qputenv("QT_SCALE_FACTOR", "2"); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCOMPARE(qApp->devicePixelRatio(), 2.0);
    }

    void snapshots_data()
    {
        QTest::addColumn<int>("tab");
        QTest::addColumn<QString>("name");
        QTest::newRow("rent-vs-buy")
                << int(ReportsPanel::RentVsBuyTab) << QStringLiteral("reports-rent-vs-buy-200");
        QTest::newRow("throughput")
                << int(ReportsPanel::SpeedTab) << QStringLiteral("reports-throughput-200");
        QTest::newRow("compare") << int(ReportsPanel::CompareTab)
                                 << QStringLiteral("reports-compare-200");
    }

    void snapshots()
    {
        QFETCH(int, tab);
        QFETCH(QString, name);
        const auto builtin = Catalog::builtin();
        QVERIFY(builtin);
        ProjectDocument document;
        document.setBuiltinCatalog(*builtin);
        document.resetProject(sampleProject());
        ReportsPanel panel(document);
        panel.setSelectedConfiguration(QStringLiteral("sample-h100x2"));
        panel.setCurrentIndex(tab);
        panel.resize(1400, 480);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const QImage image = panel.grab().toImage();
        QCOMPARE(image.size(), QSize(2800, 960)); // device pixels at 200%
        const QString dir = QDir::currentPath() + QStringLiteral("/snapshots");
        QDir().mkpath(dir);
        QVERIFY(image.save(dir + u'/' + name + QStringLiteral(".png")));
    }
};

HEADROOM_TEST_MAIN(TestReportsScaled)

#include "tst_reports_scaled.moc"
