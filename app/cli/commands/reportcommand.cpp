#include "cliio.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#ifdef HEADROOM_HAVE_GUI
#include "catalog/catalogsnapshot.h"
#include "report/reportwriter.h"
#include "store/projectstore.h"

#include <QGuiApplication>
#endif

namespace Headroom::Cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Headroom::Cli", text);
}

} // namespace

#ifndef HEADROOM_HAVE_GUI

int runReportCommand(const QStringList &args, CliIo &io)
{
    Q_UNUSED(args);
    return io.error(tr("'report' is not available in this build: it needs the graphical "
                       "libraries (configure with HEADROOM_BUILD_GUI=ON)"),
                    Failure);
}

#else

int runReportCommand(const QStringList &args, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
            tr("Write a project's PDF report and/or its comparison table as CSV."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("file"), tr("the .headroom file"));
    parser.addOption(
            {QStringLiteral("pdf"), tr("write the PDF report to <file>"), QStringLiteral("file")});
    parser.addOption({QStringLiteral("page"), tr("PDF page size: a4 (default) or letter"),
                      QStringLiteral("size")});
    parser.addOption({QStringLiteral("csv"), tr("write the comparison table as CSV to <file>"),
                      QStringLiteral("file")});
    if (!parser.parse(QStringList {QStringLiteral("headroom-cli report")} + args))
        return io.error(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        io.out << parser.helpText();
        io.out.flush();
        return Ok;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return io.error(tr("'report' needs exactly one file (see 'headroom-cli report --help')"));
    const QString pdf = parser.value(QStringLiteral("pdf"));
    const QString csv = parser.value(QStringLiteral("csv"));
    if (pdf.isEmpty() && csv.isEmpty())
        return io.error(tr("'report' needs --pdf <file> and/or --csv <file>"));
    QPageSize::PageSizeId page = QPageSize::A4;
    if (parser.isSet(QStringLiteral("page"))) {
        const QString size = parser.value(QStringLiteral("page")).toLower();
        if (size == u"letter")
            page = QPageSize::Letter;
        else if (size != u"a4")
            return io.error(tr("--page must be a4 or letter, got '%1'")
                                    .arg(parser.value(QStringLiteral("page"))));
    }

    const Result<LoadedProject> loaded = ProjectStore().load(positional.first(),
                                                             ProjectStore::Migration::InCopy);
    if (!loaded)
        return io.error(loaded.error().message, Usage);
    const auto builtin = Catalog::builtin();
    if (!builtin)
        return io.error(builtin.error().message, Failure);
    const Catalog catalog = catalogForProject(loaded->project, *builtin);

    if (!csv.isEmpty()) {
        if (const auto written = writeComparisonCsv(loaded->project, catalog, csv); !written)
            return io.error(written.error().message, Failure);
        io.out << tr("Wrote %1").arg(csv) << Qt::endl;
    }
    if (!pdf.isEmpty()) {
        if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
            return io.error(tr("The PDF report needs the graphical libraries; run headroom-cli "
                               "itself, which starts them for 'report'"),
                            Failure);
        if (const auto written = writePdfReport(loaded->project, catalog, pdf, page); !written)
            return io.error(written.error().message, Failure);
        io.out << tr("Wrote %1").arg(pdf) << Qt::endl;
    }
    return Ok;
}

#endif

} // namespace Headroom::Cli
