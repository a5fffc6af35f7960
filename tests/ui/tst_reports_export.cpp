#include "catalog/catalogsnapshot.h"
#include "charts/costcharts.h"
#include "cost/configurationcost.h"
#include "cost/costmodel.h"
#include "estimate/deploymentestimate.h"
#include "format/displayformat.h"
#include "headroomtest.h"
#include "models/comparisonmodel.h"
#include "report/reportwriter.h"
#include "store/sampleproject.h"

#include "referencecsv.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Headroom;

namespace {

/** A CSV cell holds `expected` as the export writes numbers: to the hundredth from 1 up, to 6
 *  significant digits below (not the 15 digits of a double). */
bool csvHolds(const QString &cell, double expected)
{
    bool ok = false;
    const double value = cell.toDouble(&ok);
    if (!ok)
        return false;
    if (std::abs(expected) >= 1)
        return std::abs(value - expected) <= 0.005 + 1e-9 * std::abs(expected)
                && cell.section(u'.', 1).size() <= 2;
    return std::abs(value - expected) <= 5e-6 * std::abs(expected) + 1e-300;
}

/** Runs a poppler tool; empty when it is missing or fails. */
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

int pdfPages(const QString &info)
{
    for (const QString &line : info.split(u'\n'))
        if (line.startsWith(QStringLiteral("Pages:")))
            return line.mid(6).trimmed().toInt();
    return -1;
}

QString pdfPageSize(const QString &info)
{
    for (const QString &line : info.split(u'\n'))
        if (line.startsWith(QStringLiteral("Page size:")))
            return line.mid(10).trimmed();
    return {};
}

} // namespace

class TestReportsExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        const auto builtin = Catalog::builtin();
        QVERIFY(builtin);
        m_project = sampleProject();
        m_project.metadata.author = QStringLiteral("Ada Lovelace");
        m_catalog = catalogForProject(m_project, *builtin);
        QVERIFY(m_dir.isValid());
    }

    void pdfReport_data()
    {
        QTest::addColumn<int>("pageSize");
        QTest::addColumn<QString>("points");
        QTest::newRow("A4") << int(QPageSize::A4) << QStringLiteral("595 x 842 pts (A4)");
        QTest::newRow("Letter") << int(QPageSize::Letter)
                                << QStringLiteral("612 x 792 pts (letter)");
    }

    void pdfReport()
    {
        QFETCH(int, pageSize);
        QFETCH(QString, points);
        const QString path = m_dir.filePath(QStringLiteral("report-%1.pdf").arg(pageSize));
        const auto written = writePdfReport(m_project, m_catalog, path,
                                            QPageSize::PageSizeId(pageSize));
        QVERIFY2(written, qPrintable(written ? QString() : written.error().message));
        QVERIFY(QFile::exists(path));
        const QString info = runTool(QStringLiteral("pdfinfo"), {path});
        if (info.isEmpty())
            QSKIP("pdfinfo (poppler-utils) is not installed");
        // title, assumptions, comparison + notes, one page per configuration
        QCOMPARE(pdfPages(info), 3 + int(m_project.configurations.size()));
        QCOMPARE(pdfPageSize(info), points);

        QString text = runTool(QStringLiteral("pdftotext"),
                               {QStringLiteral("-layout"), path, QStringLiteral("-")});
        QVERIFY(!text.isEmpty());
        text = text.normalized(QString::NormalizationForm_KC); // ligatures ("fi") as letters
        QVERIFY(text.contains(m_project.metadata.title));
        QVERIFY(text.contains(QStringLiteral("Author: Ada Lovelace")));
        QVERIFY(text.contains(QStringLiteral("Configurations compared")));
        QVERIFY(text.contains(m_project.metadata.notes.left(40)));
        // the comparison figures, as the table formats them
        for (const ComparisonRow &row : comparisonRows(m_project, m_catalog)) {
            QVERIFY2(text.contains(row.name), qPrintable(row.name));
            const QString tco = Display::money(row.threeYearOwnedCost, row.currency, 0);
            QVERIFY2(text.contains(tco), qPrintable(tco));
            const QString monthly = Display::money(row.monthlyRentedCost, row.currency, 0);
            QVERIFY2(text.contains(monthly), qPrintable(monthly));
            if (row.tokensPerSecond) {
                const QString speed = Display::tokensPerSecond(*row.tokensPerSecond);
                QVERIFY2(text.contains(speed), qPrintable(speed));
                const QString perMillion = Display::money(*row.costPerMillionTokens, row.currency);
                QVERIFY2(text.contains(perMillion), qPrintable(perMillion));
            }
            // the per-configuration page says where owning starts to pay
            const CostCurves curves = costCurves(row.cost.assumptions,
                                                 row.cost.assumptions.horizonMonths);
            const auto crossover = crossoverMonth(curves.own, curves.onDemand);
            if (crossover)
                QVERIFY(text.contains(
                        QStringLiteral("Owning is cheaper from month %1").arg(qCeil(*crossover))));
        }
        // the assumptions name their sources and dates
        const GpuSpec h100 = *m_catalog.gpu(QStringLiteral("h100-sxm-80gb"));
        QVERIFY(text.contains(h100.rental.provenance.asOf.toString(Qt::ISODate)));
    }

    void emptyProjectHasTheFixedPages()
    {
        Project empty;
        empty.metadata.title = QStringLiteral("Nothing planned yet");
        const QString path = m_dir.filePath(QStringLiteral("empty.pdf"));
        QVERIFY(writePdfReport(empty, m_catalog, path));
        const QString info = runTool(QStringLiteral("pdfinfo"), {path});
        if (info.isEmpty())
            QSKIP("pdfinfo (poppler-utils) is not installed");
        QCOMPARE(pdfPages(info), 3);
    }

    void unwritablePathIsAnError()
    {
        const QString path = m_dir.filePath(QStringLiteral("missing-dir/report.pdf"));
        const auto pdf = writePdfReport(m_project, m_catalog, path);
        QVERIFY(!pdf);
        QVERIFY(pdf.error().message.contains(QStringLiteral("report.pdf")));
        QVERIFY(!writeComparisonCsv(m_project, m_catalog,
                                    m_dir.filePath(QStringLiteral("no/x.csv"))));
    }

    void comparisonCsvMatchesTheEstimates()
    {
        const QString path = m_dir.filePath(QStringLiteral("compare.csv"));
        QVERIFY(writeComparisonCsv(m_project, m_catalog, path));
        const auto rows = readCsvFile(path);
        QCOMPARE(rows.size(), m_project.configurations.size());
        const QString gpus = QStringLiteral("GPUs");
        const QString fits = QStringLiteral("Fits");
        const QString batch = QStringLiteral("Max batch (sequences)");
        const QString tokens = QStringLiteral("Throughput (tokens/s)");
        const QString ttft = QStringLiteral("TTFT (s)");
        const QString perMillion = QStringLiteral("Cost per 1M tokens (USD)");
        const QString monthly = QStringLiteral("Monthly cost rented (USD)");
        const QString tco = QStringLiteral("3-year TCO owned (USD)");
        const QString breakeven = QStringLiteral("Breakeven (month)");
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const auto &row = rows[i];
            const Configuration &c = m_project.configurations[i];
            QCOMPARE(row.value(QStringLiteral("Configuration id")), c.id);
            QCOMPARE(row.value(gpus).toInt(), c.gpuCount);
            // one deployment per sample configuration: its estimate is the row
            QList<DeploymentEstimate> estimates;
            for (const Deployment &d : m_project.deployments)
                if (d.configurationId == c.id)
                    estimates.append(estimateDeployment(m_catalog, m_project, d));
            QCOMPARE(estimates.size(), 1);
            const DeploymentEstimate &e = estimates.first();
            QVERIFY(e.memory);
            QCOMPARE(row.value(fits), e.memory->fits ? QStringLiteral("1") : QStringLiteral("0"));
            QVERIFY(e.maxSequences);
            QVERIFY2(csvHolds(row.value(batch), double(e.maxSequences->value)),
                     qPrintable(row.value(batch)));
            const CostAssumptions a = costAssumptionsFor(m_project, m_catalog, c);
            if (e.speed) {
                QVERIFY2(csvHolds(row.value(tokens), e.speed->throughputTokensPerSecond),
                         qPrintable(row.value(tokens)));
                QVERIFY2(csvHolds(row.value(ttft), e.speed->ttftSeconds),
                         qPrintable(row.value(ttft)));
                QVERIFY2(csvHolds(row.value(perMillion),
                                  *costPerMillionTokens(a.onDemandPricePerGpuHour,
                                                        e.speed->throughputTokensPerSecond
                                                                / c.gpuCount)),
                         qPrintable(row.value(perMillion)));
            } else {
                QVERIFY(row.value(tokens).isEmpty());
                QVERIFY(row.value(perMillion).isEmpty());
            }
            QVERIFY2(csvHolds(row.value(monthly), costCurves(a, a.horizonMonths).onDemand[1]),
                     qPrintable(row.value(monthly)));
            QVERIFY2(csvHolds(row.value(tco), costCurves(a, std::max(36, a.horizonMonths)).own[36]),
                     qPrintable(row.value(tco)));
            const CostCurves curves = costCurves(a, a.horizonMonths);
            const auto month = crossoverMonth(curves.own, curves.onDemand);
            if (month)
                QVERIFY2(csvHolds(row.value(breakeven), *month), qPrintable(row.value(breakeven)));
            else
                QVERIFY(row.value(breakeven).isEmpty());
        }
        // the header names units, numbers are raw (no grouping, '.' decimals)
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.startsWith("Configuration id,Configuration,GPUs,Fits,"));
        QVERIFY(bytes.contains("\r\n"));
        QVERIFY(bytes.contains("\"2 \xc3\x97 H100 SXM5 80GB, TP2\"")); // quoted: has a comma
    }

    void csvQuoting_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("field");
        QTest::newRow("plain") << QStringLiteral("H100") << QStringLiteral("H100");
        QTest::newRow("comma") << QStringLiteral("2 x H100, TP2")
                               << QStringLiteral("\"2 x H100, TP2\"");
        QTest::newRow("quote") << QStringLiteral("the \"big\" one")
                               << QStringLiteral("\"the \"\"big\"\" one\"");
        QTest::newRow("newline") << QStringLiteral("a\nb") << QStringLiteral("\"a\nb\"");
        QTest::newRow("empty") << QString() << QString();
    }

    void csvQuoting()
    {
        QFETCH(QString, text);
        QFETCH(QString, field);
        QCOMPARE(csvField(text), field);
    }

    void costCurvesCsv()
    {
        const CostAssumptions a = costAssumptionsFor(m_project, m_catalog,
                                                     m_project.configurations.at(1));
        const QString path = m_dir.filePath(QStringLiteral("curves.csv"));
        QVERIFY(writeCostCurvesCsv(a, path));
        const auto rows = readCsvFile(path);
        const CostCurves curves = costCurves(a, a.horizonMonths);
        QCOMPARE(rows.size(), curves.own.size());
        for (qsizetype m = 0; m < rows.size(); ++m) {
            QCOMPARE(rows[m].value(QStringLiteral("Month")).toInt(), int(m));
            QVERIFY2(csvHolds(rows[m].value(QStringLiteral("Own cumulative (USD)")), curves.own[m]),
                     qPrintable(rows[m].value(QStringLiteral("Own cumulative (USD)"))));
            QVERIFY2(csvHolds(rows[m].value(QStringLiteral("On demand cumulative (USD)")),
                              curves.onDemand[m]),
                     qPrintable(rows[m].value(QStringLiteral("On demand cumulative (USD)"))));
            QVERIFY2(csvHolds(rows[m].value(QStringLiteral("Hybrid cumulative (USD)")),
                              curves.hybrid[m]),
                     qPrintable(rows[m].value(QStringLiteral("Hybrid cumulative (USD)"))));
        }
    }

    void chartImages()
    {
        RentVsBuyChart chart;
        chart.resize(800, 400);
        chart.setAssumptions(costAssumptionsFor(m_project, m_catalog,
                                                m_project.configurations.at(1)),
                             QStringLiteral("Rent vs buy: test chart"));
        const QString png = m_dir.filePath(QStringLiteral("chart.png"));
        QVERIFY(writeChartImage(&chart, png, QSize(800, 400)));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1600, 800)); // 2x for sharpness
        const QString svg = m_dir.filePath(QStringLiteral("chart.svg"));
        QVERIFY(writeChartImage(&chart, svg, QSize(800, 400)));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray xml = file.readAll();
        QVERIFY(xml.contains("<svg"));
        QVERIFY(xml.contains("Rent vs buy: test chart"));
        QVERIFY(xml.contains("<polyline") || xml.contains("<path"));
        const auto bad = writeChartImage(&chart, m_dir.filePath(QStringLiteral("chart.bmp")));
        QVERIFY(!bad);
        QVERIFY(bad.error().message.contains(QStringLiteral(".png")));
        QVERIFY(!writeChartImage(nullptr, png));
    }

private:
    QTemporaryDir m_dir;
    Project m_project;
    Catalog m_catalog;
};

HEADROOM_TEST_MAIN(TestReportsExport)
#include "tst_reports_export.moc"
