// The PDF laid out for a reviewer (issue 33): the whole report of the sample and of a plan with
// an advisor's recommendation and a calibration, read back page by page with pdftotext: no page
// with a line or two on it, no id where a name belongs, A4 and ISO dates, amounts whole on a
// line, tables kept with their rows and clear of the page number, calibrated speed marked.

#include "advisor/advisor.h"
#include "alternativeconfigurations.h"
#include "catalog/catalogsnapshot.h"
#include "estimate/engineconstants.h"
#include "headroomtest.h"
#include "mainwindow/languagemanager.h"
#include "models/comparisonmodel.h"
#include "report/reportwriter.h"
#include "store/sampleproject.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Headroom;

namespace {

QString runTool(const QString &tool, const QStringList &args)
{
    if (QStandardPaths::findExecutable(tool).isEmpty())
        return {};
    QProcess process;
    process.start(tool, args);
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

/** Each page's text (pdftotext -layout), ligatures and no-break spaces as plain letters. */
QStringList pageTexts(const QString &pdf)
{
    const QString text = runTool(QStringLiteral("pdftotext"),
                                 {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    QStringList pages = text.normalized(QString::NormalizationForm_KC).split(u'\f');
    if (!pages.isEmpty() && pages.last().trimmed().isEmpty())
        pages.removeLast();
    return pages;
}

/** The lines of a page with text, its page number left out. */
QStringList bodyLines(const QString &page, int number)
{
    const QString footer = QCoreApplication::translate("Headroom::Report", "Page %1")
                                   .arg(QLocale().toString(number))
                                   .normalized(QString::NormalizationForm_KC);
    QStringList lines;
    for (const QString &line : page.split(u'\n')) {
        const QString l = line.trimmed();
        if (!l.isEmpty() && l != footer)
            lines.append(l);
    }
    return lines;
}

/** The sample with an advisor's plan added to the report (Add to Report) and vLLM on the H100
 *  calibrated to measurements (the sample's 70B model runs on it). */
Project advisedAndCalibrated(const Catalog &builtin)
{
    Project project = sampleProject();
    project.metadata.author = QStringLiteral("Anna Nowak");
    AdvisedModel asked;
    asked.modelId = QStringLiteral("llama-3.1-70b");
    asked.users = 300;
    asked.tpotTargetMs = 60;
    asked.ttftTargetMs = 3000;
    asked.percentile = LatencyPercentile::P90;
    project.advisor.models.append(asked);
    const Catalog catalog = catalogForProject(project, builtin);
    if (const auto advised = advise(catalog, project, project.advisor);
        advised && !advised->plans.isEmpty())
        project.advisor.reportPlan = advisorPlanKey(advised->plans.first());
    Calibration k;
    k.id = QStringLiteral("cal-h100-vllm");
    k.gpuId = QStringLiteral("h100-sxm-80gb");
    k.engine = EngineKind::Vllm;
    k.constants = {{QStringLiteral("mbu"), 0.62}, {QStringLiteral("activation_peak_gib"), 5.1}};
    k.sources = {
            {QStringLiteral("bench.json"), QDateTime(QDate(2026, 11, 30), QTime(9, 0), Qt::UTC)}};
    k.created = QDateTime(QDate(2026, 12, 1), QTime(10, 0), Qt::UTC);
    project.calibrations = {k};
    return project;
}

/** The same with eight more configurations serving the 70B model: the summary names the
 *  cheapest of them, the price table runs over two pages. */
Project longPlan(const Catalog &builtin)
{
    return withAlternatives(advisedAndCalibrated(builtin));
}

} // namespace

class TestReportLayout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HeadroomTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_reportlayout"));
        QSettings().clear();
        const auto builtin = Catalog::builtin();
        QVERIFY(builtin);
        m_builtin = *builtin;
        QVERIFY(m_dir.isValid());
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
    }
    void cleanupTestCase() { LanguageManager::instance()->setLanguage(QStringLiteral("en")); }

    void pageSizeIsA4UnlessTheSystemSaysOtherwise()
    {
        const auto size = [](const char *ui, const char *system) {
            return reportPageSize(QLocale(QString::fromLatin1(ui)),
                                  QLocale(QString::fromLatin1(system)));
        };
        QCOMPARE(size("en_US", "C"), QPageSize::A4); // English on a system that says nothing
        QCOMPARE(size("en_GB", "en_GB"), QPageSize::A4);
        QCOMPARE(size("en_CA", "en_CA"), QPageSize::A4); // metric
        QCOMPARE(size("ru_RU", "en_US"), QPageSize::A4);
        QCOMPARE(size("en_US", "en_US"), QPageSize::Letter); // US customary units
        QCOMPARE(size("en_US", "pl_PL"), QPageSize::A4);
    }

    void wholeReport_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("plan"); // 0 the sample, 1 advised and calibrated, 2 long
        for (const char *l : {"en", "ru", "pl"}) {
            QTest::addRow("sample-%s", l) << QString::fromLatin1(l) << 0;
            QTest::addRow("advised-calibrated-%s", l) << QString::fromLatin1(l) << 1;
            QTest::addRow("long-%s", l) << QString::fromLatin1(l) << 2;
        }
    }

    void wholeReport()
    {
        QFETCH(QString, language);
        QFETCH(int, plan);
        QVERIFY(LanguageManager::instance()->setLanguage(language));
        const bool advised = plan > 0;
        const Project project = plan == 2 ? longPlan(m_builtin)
                : advised                 ? advisedAndCalibrated(m_builtin)
                                          : sampleProject();
        QVERIFY(!advised || !project.advisor.reportPlan.isEmpty());
        const Catalog catalog = catalogForProject(project, m_builtin);
        const QString pdf = m_dir.filePath(
                QStringLiteral("%1-%2.pdf")
                        .arg(QStringList {u"sample"_qs, u"advised"_qs, u"long"_qs}.at(plan),
                             language));
        QVERIFY(writePdfReport(project, catalog, pdf)); // the reader's page size
        if (const QString dir = qEnvironmentVariable("HEADROOM_REPORT_DIR"); !dir.isEmpty())
            QFile::copy(pdf, QDir(dir).filePath(QFileInfo(pdf).fileName()));

        // A4: the test's system locale (C) says nothing of paper
        const QString info = runTool(QStringLiteral("pdfinfo"), {pdf});
        QVERIFY2(info.contains(QStringLiteral("595 x 842 pts (A4)")), qPrintable(info));

        const QStringList pages = pageTexts(pdf);
        QVERIFY(pages.size() >= 3 + project.configurations.size());
        const QString all = pages.join(u'\n');
        checkNoOrphanPage(pages);
        if (QTest::currentTestFailed())
            return;
        checkNoRawId(all, catalog);
        if (QTest::currentTestFailed())
            return;
        checkIsoDates(all, project);
        if (QTest::currentTestFailed())
            return;
        checkAmountsWhole(all);
        if (advised && !QTest::currentTestFailed())
            checkCalibrated(pages, project, catalog);
    }

    void tablesKeepTheirRowsAndClearTheFooter_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *l : {"en", "ru"})
            QTest::newRow(l) << QString::fromLatin1(l);
    }

    void tablesKeepTheirRowsAndClearTheFooter()
    {
        QFETCH(QString, language);
        QVERIFY(LanguageManager::instance()->setLanguage(language));
        Project project = advisedAndCalibrated(m_builtin);
        // more configurations: the price table runs over several pages
        const char *gpus[] = {"l40s-48gb", "a100-sxm-80gb", "mi300x-192gb", "l4-24gb"};
        for (int i = 0; i < 20; ++i) {
            Configuration c;
            c.id = QStringLiteral("extra-%1").arg(i);
            c.gpuId = QString::fromLatin1(gpus[i % 4]);
            c.gpuCount = i / 4 + 1;
            project.configurations.append(c);
        }
        const Catalog catalog = catalogForProject(project, m_builtin);
        QBuffer buffer;
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        QPdfWriter writer(&buffer);
        preparePdfWriter(writer, QPageSize::A4, project.metadata.title);
        QPainter painter(&writer);
        QList<ReportTable> tables;
        paintReport(painter, writer, project, catalog, &tables);
        painter.end();
        // the page number's band: the last 9 pt of the printable area
        const double footerTop = writer.height() - 9.0 * writer.logicalDpiY() / 72.0;
        for (const ReportTable &t : tables) {
            QMap<int, int> rowsOnPage;
            QMap<int, int> headersOnPage;
            int rows = 0;
            for (const ReportCell &cell : t.cells) {
                // the cell and the rule below it (2 pt of padding) end above the page number
                QVERIFY2(cell.rect.bottom() + 2.0 * writer.logicalDpiY() / 72.0 < footerTop,
                         qPrintable(t.title + u": " + cell.text));
                if (cell.header) {
                    headersOnPage[cell.page] = 1;
                } else if (cell.rect.left() < 100) { // a row's first cell
                    ++rowsOnPage[cell.page];
                    ++rows;
                }
            }
            for (auto it = headersOnPage.cbegin(); it != headersOnPage.cend(); ++it)
                QVERIFY2(rowsOnPage.value(it.key()) >= std::min(rows, 2),
                         qPrintable(QStringLiteral("%1: page %2 holds %3 of its %4 rows")
                                            .arg(t.title)
                                            .arg(it.key())
                                            .arg(rowsOnPage.value(it.key()))
                                            .arg(rows)));
        }
    }

private:
    /** Every page has a body: three lines at least besides its page number. */
    static void checkNoOrphanPage(const QStringList &pages)
    {
        for (int i = 0; i < pages.size(); ++i) {
            const QStringList lines = bodyLines(pages[i], i + 1);
            QVERIFY2(lines.size() >= 3,
                     qPrintable(QStringLiteral("page %1 of %2 is nearly empty: %3")
                                        .arg(i + 1)
                                        .arg(pages.size())
                                        .arg(lines.join(u" | "))));
        }
    }

    /** Names, never ids: no catalog id of a GPU or a model (unless it is that entry's name
     *  too), no snake_case key, no advisor shape ("3x[gb200-186gb TP1 PP1] fp8/fp8 trtllm"),
     *  no engine or format id. */
    static void checkNoRawId(const QString &text, const Catalog &catalog)
    {
        QStringList ids;
        for (const GpuSpec &g : catalog.gpus())
            if (!g.name.contains(g.id))
                ids.append(g.id);
        for (const ModelSpec &m : catalog.models())
            if (!m.name.contains(m.id))
                ids.append(m.id);
        static const QRegularExpression catalogLike(
                QStringLiteral("(?<![\\w.-])[a-z0-9.]+(?:-[a-z0-9.]+){2,}(?![\\w-])"));
        for (auto it = catalogLike.globalMatch(text); it.hasNext();) {
            const QString found = it.next().captured();
            QVERIFY2(!ids.contains(found), qPrintable(u"a catalog id in the report: "_qs + found));
        }
        // snake_case keys: an engine constant's id, or one with a unit ("activation_peak_gib");
        // a cited source's own name ("gpu_poor gpu_config.json") is not a key
        static const QRegularExpression snake(
                QStringLiteral("(?<![\\w.])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\\w.])"));
        QSet<QString> keys;
        for (const DeploymentMode mode : allDeploymentModes())
            for (const EngineConstant &p : engineConstants(mode))
                keys.insert(p.id);
        static const QRegularExpression unitKey(QStringLiteral("_(?:gib|gb|mib|ms|us|s|kw|id)$"));
        for (auto it = snake.globalMatch(text); it.hasNext();) {
            const QString found = it.next().captured();
            QVERIFY2(!keys.contains(found) && !unitKey.match(found).hasMatch(),
                     qPrintable(u"a key in the report: "_qs + found));
        }
        const QList<QRegularExpression> patterns {
                QRegularExpression(QStringLiteral("\\d+x\\[[^\\]]*TP")),
                QRegularExpression(QStringLiteral("\\bTP\\d+ PP\\d+")),
                QRegularExpression(QStringLiteral("\\b(?:vllm|trtllm|sglang|llamacpp)\\b")),
                QRegularExpression(QStringLiteral("\\b(?:fp8|bf16|fp16|int8|fp32)/")),
        };
        for (const QRegularExpression &p : patterns) {
            const QRegularExpressionMatch m = p.match(text);
            QVERIFY2(!m.hasMatch(),
                     qPrintable(u"an id in the report: "_qs + m.captured() + u" in \""_qs
                                + text.mid(std::max<qsizetype>(m.capturedStart() - 60, 0), 120)
                                + u'"'));
        }
    }

    /** Dates as yyyy-MM-dd, never 6/1/25 or 01.06.2025. */
    static void checkIsoDates(const QString &text, const Project &project)
    {
        static const QRegularExpression localDate(
                QStringLiteral("\\b\\d{1,2}[/.]\\d{1,2}[/.]\\d{2,4}\\b"));
        const QRegularExpressionMatch m = localDate.match(text);
        QVERIFY2(!m.hasMatch(), qPrintable(u"a date not in ISO form: "_qs + m.captured()));
        QVERIFY(text.contains(QDate::currentDate().toString(Qt::ISODate)));
        QVERIFY(text.contains(project.metadata.modified.toLocalTime().date().toString(Qt::ISODate)));
    }

    /** A sign and its amount on one line: no line ends in a minus sign or a currency symbol. */
    static void checkAmountsWhole(const QString &text)
    {
        // "-" at the end of a line, or "$" with no amount before it ("496 758 $" is whole)
        static const QRegularExpression brokenAmount(
                QStringLiteral("(?:[-\\x{2212}]|(?:^|[^\\d\\s])\\s*[$\\x{20ac}\\x{20bd}])$"));
        for (const QString &line : text.split(u'\n'))
            QVERIFY2(!brokenAmount.match(line.trimmed()).hasMatch(), qPrintable(line));
    }

    /** The calibrated deployment's speed is marked "calibrated" where it is printed: in the
     *  comparison and on its configuration's page. */
    static void checkCalibrated(const QStringList &pages, const Project &project,
                                const Catalog &catalog)
    {
        const QString word = QCoreApplication::translate("Headroom::Report", "calibrated")
                                     .normalized(QString::NormalizationForm_KC);
        const QString compared = QCoreApplication::translate("Headroom::Report",
                                                             "Configurations compared");
        int comparisonPages = 0;
        for (const QString &page : pages) {
            if (!page.contains(compared))
                continue;
            ++comparisonPages;
            QVERIFY2(page.contains(word), qPrintable(page));
        }
        QCOMPARE(comparisonPages, 1);
        // the 70B model's page (2 x H100) says so above its speed chart; the others do not
        const auto pageOf = [&pages](const QString &heading) {
            for (int i = 0; i < pages.size(); ++i)
                if (bodyLines(pages[i], i + 1).value(0) == heading)
                    return pages[i];
            return QString();
        };
        const QList<ComparisonRow> rows = comparisonRows(project, catalog);
        for (const ComparisonRow &row : rows) {
            const QString page = pageOf(row.name.normalized(QString::NormalizationForm_KC));
            QVERIFY2(!page.isEmpty(), qPrintable(row.name));
            const bool calibrated = row.configuration.id == u"sample-h100x2";
            QVERIFY2(page.contains(word) == calibrated, qPrintable(page));
            if (calibrated)
                QVERIFY(page.contains(catalog.model(QStringLiteral("llama-3.1-70b"))->name));
        }
    }

    Catalog m_builtin;
    QTemporaryDir m_dir;
};

HEADROOM_TEST_MAIN(TestReportLayout)
#include "tst_reportlayout.moc"
