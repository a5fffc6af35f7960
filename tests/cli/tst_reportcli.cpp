#include "clitestutil.h"
#include "headroomtest.h"
#include "referencecsv.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

/** `headroom-cli report`: the real executable, as a script would run it. */
class TestReportCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_project = m_dir.filePath(QStringLiteral("sample.headroom"));
        const CliRun created = runCli(
                {QStringLiteral("new"), QStringLiteral("--from-sample"), m_project});
        QCOMPARE(created.exitCode, 0);
    }

#ifdef HEADROOM_HAVE_GUI
    void writesPdfAndCsv_data()
    {
        QTest::addColumn<QStringList>("page");
        QTest::addColumn<QString>("size");
        QTest::newRow("default A4") << QStringList {} << QStringLiteral("595 x 842 pts (A4)");
        QTest::newRow("letter") << QStringList {QStringLiteral("--page"), QStringLiteral("Letter")}
                                << QStringLiteral("612 x 792 pts (letter)");
    }

    void writesPdfAndCsv()
    {
        QFETCH(QStringList, page);
        QFETCH(QString, size);
        const QString pdf = m_dir.filePath(QStringLiteral("out-%1.pdf").arg(page.size()));
        const QString csv = m_dir.filePath(QStringLiteral("out-%1.csv").arg(page.size()));
        const CliRun run = runCli(QStringList {QStringLiteral("report"), m_project,
                                               QStringLiteral("--pdf"), pdf,
                                               QStringLiteral("--csv"), csv}
                                  + page);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty() || !run.err.contains(QStringLiteral("rror")),
                 qPrintable(run.err));
        QVERIFY(QFile::exists(pdf));

        // the CSV: one row per configuration of the sample, with the open command's ids
        const auto rows = readCsvFile(csv);
        const CliRun open = runCli({QStringLiteral("open"), m_project, QStringLiteral("--json")});
        QCOMPARE(open.exitCode, 0);
        const QJsonArray configurations = open.json().value(u"configurations").toArray();
        QCOMPARE(rows.size(), configurations.size());
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const QJsonObject c = configurations.at(i).toObject();
            QCOMPARE(rows[i].value(QStringLiteral("Configuration id")), c.value(u"id").toString());
            QCOMPARE(rows[i].value(QStringLiteral("GPUs")).toInt(), c.value(u"gpu_count").toInt());
        }

        if (QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty()
            || QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("poppler-utils (pdfinfo, pdftotext) are not installed");
        QProcess info;
        info.start(QStringLiteral("pdfinfo"), {pdf});
        QVERIFY(info.waitForFinished(60000));
        const QString infoText = QString::fromUtf8(info.readAllStandardOutput());
        QVERIFY2(infoText.contains(QRegularExpression(
                         QStringLiteral("Pages:\\s+%1\\n").arg(3 + configurations.size()))),
                 qPrintable(infoText));
        QVERIFY2(infoText.contains(size), qPrintable(infoText));
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(60000));
        const QString body = QString::fromUtf8(text.readAllStandardOutput())
                                     .normalized(QString::NormalizationForm_KC);
        const QString title = open.json().value(u"metadata").toObject().value(u"title").toString();
        QVERIFY(!title.isEmpty());
        QVERIFY(body.contains(title));
        QVERIFY(body.contains(QStringLiteral("Configurations compared")));
    }

    void titleAndAuthorForTheCover()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("poppler-utils (pdftotext) is not installed");
        const auto cover = [this](const QStringList &options) {
            const QString pdf = m_dir.filePath(QStringLiteral("cover-%1.pdf").arg(options.size()));
            const CliRun run = runCli(
                    QStringList {QStringLiteral("report"), m_project, QStringLiteral("--pdf"), pdf}
                    + options);
            if (run.exitCode != 0)
                return QString();
            QProcess text;
            text.start(QStringLiteral("pdftotext"),
                       {QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                        QStringLiteral("1"), pdf, QStringLiteral("-")});
            text.waitForFinished(60000);
            return QString::fromUtf8(text.readAllStandardOutput());
        };
        // the sample names no author: no "Author:" line at all, never "not given"
        const QString plain = cover({});
        QVERIFY(!plain.isEmpty());
        QVERIFY2(!plain.contains(QStringLiteral("Author:")), qPrintable(plain));
        QVERIFY(!plain.contains(QStringLiteral("not given")));
        QVERIFY(plain.contains(QStringLiteral("Executive summary")));
        const QString given = cover({QStringLiteral("--title"), QStringLiteral("Budget 2027"),
                                     QStringLiteral("--author"), QStringLiteral("Anna Nowak")});
        QVERIFY2(given.contains(QStringLiteral("Budget 2027")), qPrintable(given));
        QVERIFY(given.contains(QStringLiteral("Author: Anna Nowak")));
        // the project file keeps its own title
        const CliRun open = runCli({QStringLiteral("open"), m_project, QStringLiteral("--json")});
        QVERIFY(open.json().value(u"metadata").toObject().value(u"title").toString()
                != QStringLiteral("Budget 2027"));
    }

    void languageOptionBeforeTheCommand()
    {
        // --lang may come first: report still gets its graphical application for the PDF
        const QString pdf = m_dir.filePath(QStringLiteral("ru.pdf"));
        const CliRun run = runCli({QStringLiteral("--lang"), QStringLiteral("ru"),
                                   QStringLiteral("report"), m_project, QStringLiteral("--pdf"),
                                   pdf});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(QFileInfo(pdf).size() > 10000);
    }

    void csvOnlyNeedsNoPdf()
    {
        const QString csv = m_dir.filePath(QStringLiteral("only.csv"));
        const CliRun run = runCli(
                {QStringLiteral("report"), m_project, QStringLiteral("--csv"), csv});
        QCOMPARE(run.exitCode, 0);
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readLine().startsWith("Configuration id,Configuration,GPUs,Fits,"));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString out = QStringLiteral("/tmp/never-written.pdf");
        QTest::newRow("no file") << QStringList {QStringLiteral("--pdf"), out} << 2
                                 << QStringLiteral("exactly one file");
        QTest::newRow("no output") << QStringList {QStringLiteral("@PROJECT@")} << 2
                                   << QStringLiteral("--pdf <file> and/or --csv <file>");
        QTest::newRow("bad page") << QStringList {QStringLiteral("@PROJECT@"),
                                                  QStringLiteral("--pdf"), out,
                                                  QStringLiteral("--page"), QStringLiteral("a3")}
                                  << 2 << QStringLiteral("--page must be a4 or letter");
        QTest::newRow("missing project")
                << QStringList {QStringLiteral("/nonexistent/plan.headroom"),
                                QStringLiteral("--csv"), QStringLiteral("/tmp/x.csv")}
                << 2 << QString();
        QTest::newRow("unwritable output")
                << QStringList {QStringLiteral("@PROJECT@"), QStringLiteral("--pdf"),
                                QStringLiteral("/nonexistent-dir/report.pdf")}
                << 1 << QStringLiteral("report.pdf");
    }

    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        args.replaceInStrings(QStringLiteral("@PROJECT@"), m_project);
        const CliRun run = runCli(QStringList {QStringLiteral("report")} + args);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY(!run.err.trimmed().isEmpty());
        if (!message.isEmpty())
            QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/never-written.pdf")));
    }
#else
    void notAvailableWithoutTheGui()
    {
        const CliRun run = runCli({QStringLiteral("report"), m_project, QStringLiteral("--csv"),
                                   m_dir.filePath(QStringLiteral("x.csv"))});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("not available in this build")),
                 qPrintable(run.err));
    }
#endif

private:
    QTemporaryDir m_dir;
    QString m_project;
};

HEADROOM_TEST_GUILESS_MAIN(TestReportCli)
#include "tst_reportcli.moc"
