#include "report/reportwriter.h"

#include "advisor/advisor.h"

#include "cost/configurationcost.h"
#include "estimate/deploymentestimate.h"
#include "format/displayformat.h"
#include "models/comparisonmodel.h"
#include "report/configurationpage.h"
#include "report/executivesummary.h"
#include "report/reportnames.h"
#include "report/reportpage.h"
#include "report/reporttablepainter.h"
#include "report/reporttext.h"
#include "report/titlepage.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSet>

#include <algorithm>

namespace Headroom {

namespace {

/** The project's own cost assumptions: input, value, source, date. */
QList<QStringList> projectAssumptionRows(const Project &project, const CostAssumptions &a)
{
    const Currency c = a.currency;
    const QString projectSource = ReportText::tr("Project assumption");
    const QString projectDate = reportDate(project.metadata.modified.toLocalTime().date());
    return {
            {ReportText::tr("Utilisation"), Display::percent(a.utilization), projectSource,
             projectDate},
            {ReportText::tr("Horizon (months)"), Display::integer(a.horizonMonths), projectSource,
             projectDate},
            {ReportText::tr("Useful life"),
             ReportText::tr("%1 years").arg(Display::number(a.lifeYears, 1)), projectSource,
             projectDate},
            {ReportText::tr("Cost of capital"), Display::percent(a.costOfCapital, 1), projectSource,
             projectDate},
            {ReportText::tr("PUE"), Display::number(a.pue, 2), projectSource, projectDate},
            {ReportText::tr("Electricity"),
             ReportText::tr("%1 per kWh").arg(Display::money(a.electricityPricePerKwh, c, 3)),
             projectSource, projectDate},
            {ReportText::tr("Colocation"),
             ReportText::tr("%1 per kW-month").arg(Display::money(a.colocationPerKwMonth, c, 0)),
             projectSource, projectDate},
            {ReportText::tr("Maintenance"),
             ReportText::tr("%1 of capex per year")
                     .arg(Display::percent(a.maintenancePercentPerYear / 100, 1)),
             projectSource, projectDate},
            {ReportText::tr("Spot rework"), Display::percent(a.spotPreemptionOverhead),
             projectSource, projectDate},
            {ReportText::tr("Rent price change"),
             ReportText::tr("%1 per year").arg(Display::percent(a.priceDriftPercentPerYear / 100, 1)),
             projectSource, projectDate},
    };
}

/** The rates that converted the figures of this report (the project's, the catalog's USD) into
 *  `c`, and the engine constants calibrated to the user's measurements. */
QList<QStringList> conversionAndCalibrationRows(const Project &project, const Catalog &catalog,
                                                Currency c)
{
    QList<QStringList> table;
    QList<ExchangeRate> used;
    for (Currency from : {project.cost.currency, Currency::Usd}) {
        for (const ExchangeRate &r :
             conversionRates(from, c, project.exchangeRates).value_or(QList<ExchangeRate> {}))
            if (!used.contains(r))
                used.append(r);
    }
    for (const ExchangeRate &r : used)
        table.append(
                {ReportText::tr("Exchange rate"),
                 ReportText::tr("1 %1 = %2 %3")
                         .arg(currencyCode(r.from), Display::number(r.rate, 4), currencyCode(r.to)),
                 r.source, reportDate(r.asOf)});
    // engine constants calibrated to the user's measurements (issue 21), per GPU x engine
    for (const Calibration &k : project.calibrations)
        table.append({calibrationTitle(k, catalog), calibrationConstantsText(k),
                      ReportText::tr("calibrated (%1)").arg(calibrationSourceText(k)),
                      reportDate(k.created.toLocalTime().date())});
    return table;
}

/** Where a price comes from: the project, or the catalog's or the user's source. */
QString originText(const CostInputOrigin &o)
{
    if (o.source == CostInputSource::Project)
        return o.description.text(); // "Project assumption"
    QString s = costInputSourceName(o.source) + QStringLiteral(": ") + o.description.text();
    if (!o.reference.isEmpty())
        s += QStringLiteral(" (") + o.reference + u')';
    return s;
}

/** Each configuration's prices with their sources and dates. */
QList<QStringList> priceRows(const QList<ComparisonRow> &rows, Currency c)
{
    QList<QStringList> prices;
    for (const ComparisonRow &row : rows) {
        const ConfigurationCost &k = row.cost;
        const CostAssumptions &x = k.perGpu; // as the sources state them, before whole units
        prices.append({row.name + QStringLiteral(": ") + ReportText::tr("purchase per GPU"),
                       Display::money(x.purchasePricePerGpu, c, 0), originText(k.purchase),
                       reportDate(k.purchase.asOf)});
        prices.append({row.name + QStringLiteral(": ") + ReportText::tr("power per GPU"),
                       ReportText::tr("%1 kW").arg(Display::number(x.powerKwPerGpu, 3)),
                       originText(k.power), reportDate(k.power.asOf)});
        prices.append({row.name + QStringLiteral(": ") + ReportText::tr("on demand per GPU-hour"),
                       Display::money(x.onDemandPricePerGpuHour, c), originText(k.onDemand),
                       reportDate(k.onDemand.asOf)});
        prices.append(
                {row.name + QStringLiteral(": ") + ReportText::tr("reserved (1 year) per GPU-hour"),
                 Display::money(x.reserved1yPricePerGpuHour, c), originText(k.reserved1y),
                 reportDate(k.reserved1y.asOf)});
        prices.append({row.name + QStringLiteral(": ") + ReportText::tr("spot per GPU-hour"),
                       Display::money(x.spotPricePerGpuHour, c), originText(k.spot),
                       reportDate(k.spot.asOf)});
        // the whole units the costs pay for, when they hold spare GPUs (units.json: dated,
        // sourced)
        const WholeUnits spare = k.units.withSpare();
        if (const QString units = describeWholeUnits(spare); !units.isEmpty()) {
            const Provenance &source = spare.purchase && !spare.purchase->units.isEmpty()
                    ? spare.purchase->units.first().unit.provenance
                    : spare.rental->instances.first().shape.provenance;
            prices.append(
                    {row.name + QStringLiteral(": ") + ReportText::tr("whole units"), units,
                     ReportText::tr("Unit catalog") + QStringLiteral(" (") + source.source + u')',
                     reportDate(source.asOf)});
        }
    }
    return prices;
}

void assumptionsPage(ReportPage &page, const Project &project, const Catalog &catalog,
                     const QList<ComparisonRow> &rows)
{
    const CostAssumptions a = displayedAssumptions(project).value_or(project.cost);
    const QStringList header {ReportText::tr("Input"), ReportText::tr("Value"),
                              ReportText::tr("Source"), ReportText::tr("As of")};
    ReportTablePainter assumptions(page, header,
                                   projectAssumptionRows(project, a)
                                           + conversionAndCalibrationRows(project, catalog,
                                                                          a.currency),
                                   {0.22, 0.22, 0.44, 0.12}, {}, 8);
    page.heading(ReportText::tr("Assumptions"), assumptions.keepHeight());
    assumptions.draw(QStringLiteral("assumptions"));

    ReportTablePainter prices(page, header, priceRows(rows, a.currency), {0.28, 0.14, 0.46, 0.12},
                              {}, 7);
    page.heading(ReportText::tr("Prices per configuration"), prices.keepHeight());
    prices.draw(QStringLiteral("prices"));
}

/** The comparison table's cells, the configurations whose speed is calibrated marked so under
 *  their names. */
QList<QStringList> comparisonCells(const ComparisonModel &model,
                                   const QList<ConfigurationEvaluation> &evaluations,
                                   QList<QList<bool>> &bold, bool &anyCalibrated)
{
    QSet<QString> calibrated;
    for (const ConfigurationEvaluation &v : evaluations)
        if (!calibratedSpeeds(v).isEmpty())
            calibrated.insert(v.configuration.id);
    QList<QStringList> rows;
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList cells;
        QList<bool> b;
        for (int c = 0; c < ComparisonModel::ColumnCount; ++c) {
            cells.append(model.data(model.index(r, c)).toString());
            b.append(model.data(model.index(r, c), ComparisonModel::IsBestRole).toBool());
        }
        const QString id = model.data(model.index(r, 0), ComparisonModel::ConfigurationIdRole)
                                   .toString();
        if (calibrated.contains(id)) {
            //: under a configuration's name in the report's comparison: its speed figures come
            //: from engine constants fitted to the user's measurements
            cells[0] += u'\n' + ReportText::tr("calibrated");
            anyCalibrated = true;
        }
        rows.append(cells);
        bold.append(b);
    }
    return rows;
}

void comparisonPage(ReportPage &page, const Project &project, const Catalog &catalog,
                    const QList<ConfigurationEvaluation> &evaluations)
{
    ComparisonModel model;
    model.setProject(project, catalog, evaluations);
    QStringList header;
    for (int c = 0; c < ComparisonModel::ColumnCount; ++c)
        header.append(ComparisonModel::headerTitle(c, model.currency())); // the cell wraps it
    QList<QList<bool>> bold;
    bool anyCalibrated = false;
    const QList<QStringList> rows = comparisonCells(model, evaluations, bold, anyCalibrated);
    ReportTablePainter table(page, header, rows,
                             {0.15, 0.05, 0.05, 0.115, 0.11, 0.07, 0.1, 0.12, 0.12, 0.115}, bold,
                             7.5);
    QString note = ReportText::tr(
            "\u2605 and bold: the best value of a column. Throughput counts output "
            "tokens of every replica; cost per 1M tokens at the on-demand price; monthly "
            "cost rented is the first month on demand at the planned utilisation; 3-year "
            "TCO owned is the cash cost of owning after 36 months.");
    if (anyCalibrated)
        note += u' '
                + ReportText::tr("Calibrated: the speed figures of that configuration come from "
                                 "engine constants fitted to measurements (see the "
                                 "assumptions).");
    const QString notesHeading = ReportText::tr("Notes");
    const QString notes = project.metadata.notes.isEmpty() ? ReportText::tr("No notes.")
                                                           : project.metadata.notes;
    // what follows the table goes over with its last rows rather than alone
    const double notesStart = page.headingHeight(notesHeading)
            + std::min(page.textHeight(notes, 10), 3 * page.lineHeight(10));
    page.heading(ReportText::tr("Configurations compared"), table.keepHeight());
    table.draw(QStringLiteral("comparison"),
               std::min(page.pt(4) + page.textHeight(note, 7) + notesStart,
                        page.area().height() / 4));
    page.advance(page.pt(4));
    page.text(note, 7);
    page.heading(notesHeading, notesStart - page.headingHeight(notesHeading));
    page.text(notes, 10);
}

} // namespace

int paintReport(QPainter &painter, QPagedPaintDevice &device, const Project &project,
                const Catalog &catalog, QList<ReportTable> *tables)
{
    // one evaluation of every configuration for the whole report, as the window shows it
    const QList<ConfigurationEvaluation> evaluations = evaluateProject(catalog, project);
    const QList<ComparisonRow> rows = comparisonRows(project, catalog, evaluations);
    ReportPage page(painter, device);
    page.setTables(tables);
    page.footer();
    paintTitlePage(page, project, catalog, executiveSummary(project, rows),
                   reportRecommendation(catalog, project));
    page.startSection(); // a section of text follows on below a page that only ran over
    assumptionsPage(page, project, catalog, rows);
    page.startSection();
    comparisonPage(page, project, catalog, evaluations);
    for (qsizetype i = 0; i < rows.size(); ++i) {
        page.newPage();
        paintConfigurationPage(page, evaluations[i], rows[i]);
    }
    return page.pages();
}

QPageSize::PageSizeId reportPageSize(const QLocale &ui, const QLocale &system)
{
    // A4 unless the system clearly says otherwise: Letter for an English reader on a system of
    // US customary units (en_US; not the C locale, nor Canada's metric one); every Russian or
    // Polish reader prints on A4
    const bool usCustomary = system.language() != QLocale::C
            && system.measurementSystem() == QLocale::ImperialUSSystem;
    return ui.language() == QLocale::English && usCustomary ? QPageSize::Letter : QPageSize::A4;
}

void preparePdfWriter(QPdfWriter &writer, QPageSize::PageSizeId pageSize, const QString &title)
{
    writer.setPageLayout(QPageLayout(QPageSize(pageSize), QPageLayout::Portrait,
                                     QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
    writer.setResolution(300);
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("Headroom"));
}

Result<void> writePdfReport(const Project &project, const Catalog &catalog, const QString &path,
                            QPageSize::PageSizeId pageSize)
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return fail(
                ReportText::tr("The PDF report needs the graphical libraries (a QApplication)"));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return reportFileError(path, file.errorString());
    {
        QPdfWriter writer(&file);
        preparePdfWriter(writer, pageSize, project.metadata.title);
        QPainter painter;
        if (!painter.begin(&writer))
            return reportFileError(path, ReportText::tr("cannot start the PDF"));
        paintReport(painter, writer, project, catalog);
        painter.end();
    }
    if (!file.commit())
        return reportFileError(path, file.errorString());
    return {};
}

} // namespace Headroom
