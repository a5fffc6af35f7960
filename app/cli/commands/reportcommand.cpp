#include "cliio.h"
#include "commandline.h"

#include <QCoreApplication>

#ifdef HEADROOM_HAVE_GUI
#include "catalog/catalogsnapshot.h"
#include "report/reportwriter.h"
#include "store/projectstore.h"

#include <QGuiApplication>
#endif

namespace Headroom::Cli {

namespace {

struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Cli)
};

const CommandSpec &reportSpec()
{
    static const CommandSpec spec {
            u"report"_qs,
            u"<file.headroom> [--pdf <file>] [--page a4|letter] [--title <text>] "
            u"[--author <name>] [--csv <file>]"_qs,
            QT_TRANSLATE_NOOP("Headroom::Cli",
                              "Write a project's PDF report and/or its comparison table as CSV."),
            {{u"pdf"_qs, u"file"_qs,
              QT_TRANSLATE_NOOP("Headroom::Cli", "write the PDF report to <file>")},
             {u"page"_qs, u"size"_qs,
              QT_TRANSLATE_NOOP("Headroom::Cli",
                                "PDF page size: a4 or letter (default: letter for English in "
                                "the US and Canada, else a4)")},
             {u"title"_qs, u"text"_qs,
              QT_TRANSLATE_NOOP("Headroom::Cli",
                                "the report's title (default: the project's title)")},
             {u"author"_qs, u"name"_qs,
              QT_TRANSLATE_NOOP("Headroom::Cli",
                                "the report's author (default: the project's author)")},
             {u"csv"_qs, u"file"_qs,
              QT_TRANSLATE_NOOP("Headroom::Cli", "write the comparison table as CSV to <file>")}}};
    return spec;
}

} // namespace

#ifndef HEADROOM_HAVE_GUI

int runReportCommand(const QStringList &args, CliIo &io)
{
    CommandLine line(reportSpec());
    if (const auto done = line.parse(args, io))
        return *done;
    return io.error(CliText::tr("'report' is not available in this build: it needs the graphical "
                                "libraries (configure with HEADROOM_BUILD_GUI=ON)"),
                    Failure);
}

#else

int runReportCommand(const QStringList &args, CliIo &io)
{
    CommandLine line(reportSpec());
    if (const auto done = line.parse(args, io))
        return *done;
    const QStringList positional = line.positional();
    if (positional.size() != 1)
        return io.error(CliText::tr("'report' needs exactly one file (%1)").arg(line.seeHelp()));
    const QString pdf = line.value(QStringLiteral("pdf"));
    const QString csv = line.value(QStringLiteral("csv"));
    if (pdf.isEmpty() && csv.isEmpty())
        return io.error(CliText::tr("'report' needs --pdf <file> and/or --csv <file>"));
    QPageSize::PageSizeId page = reportPageSize();
    if (line.isSet(QStringLiteral("page"))) {
        const QString size = line.value(QStringLiteral("page")).toLower();
        if (size == u"letter")
            page = QPageSize::Letter;
        else if (size != u"a4")
            return io.error(CliText::tr("--page must be a4 or letter, got '%1'")
                                    .arg(line.value(QStringLiteral("page"))));
    }

    Result<LoadedProject> loaded = ProjectStore().load(positional.first(),
                                                       ProjectStore::Migration::InCopy);
    if (!loaded)
        return io.error(loaded.error().message, Usage);
    // the report's cover only: the project file is not changed
    if (line.isSet(QStringLiteral("title")))
        loaded->project.metadata.title = line.value(QStringLiteral("title")).trimmed();
    if (line.isSet(QStringLiteral("author")))
        loaded->project.metadata.author = line.value(QStringLiteral("author")).trimmed();
    const auto builtin = Catalog::builtin();
    if (!builtin)
        return io.error(builtin.error().message, Failure);
    const Catalog catalog = catalogForProject(loaded->project, *builtin);

    if (!csv.isEmpty()) {
        if (const auto written = writeComparisonCsv(loaded->project, catalog, csv); !written)
            return io.error(written.error().message, Failure);
        io.out << CliText::tr("Wrote %1").arg(csv) << Qt::endl;
    }
    if (!pdf.isEmpty()) {
        if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
            return io.error(CliText::tr("The PDF report needs the graphical libraries; run "
                                        "headroom-cli itself, which starts them for 'report'"),
                            Failure);
        if (const auto written = writePdfReport(loaded->project, catalog, pdf, page); !written)
            return io.error(written.error().message, Failure);
        io.out << CliText::tr("Wrote %1").arg(pdf) << Qt::endl;
    }
    return Ok;
}

#endif

} // namespace Headroom::Cli
