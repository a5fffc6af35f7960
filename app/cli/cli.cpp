#include "cli.h"

#include <QCoreApplication>

#include <array>

namespace Headroom::Cli {

namespace {

struct Subcommand
{
    const char *name;
    const char *summary;
    CommandFunction run;
};

const std::array<Subcommand, 7> kSubcommands {{
        {"estimate", QT_TRANSLATE_NOOP("Headroom::Cli", "memory and speed of a model on GPUs"),
         runEstimateCommand},
        {"catalog", QT_TRANSLATE_NOOP("Headroom::Cli", "list or show built-in GPUs and models"),
         runCatalogCommand},
        {"import", QT_TRANSLATE_NOOP("Headroom::Cli", "read a HF config.json or a GGUF header"),
         runImportCommand},
        {"cost", QT_TRANSLATE_NOOP("Headroom::Cli", "rent vs buy: cost curves and breakeven"),
         runCostCommand},
        {"open", QT_TRANSLATE_NOOP("Headroom::Cli", "print a project file's plans and estimates"),
         runOpenCommand},
        {"new", QT_TRANSLATE_NOOP("Headroom::Cli", "write a new project file (--from-sample)"),
         runNewCommand},
        {"report", QT_TRANSLATE_NOOP("Headroom::Cli", "export a project's PDF report or CSV table"),
         runReportCommand},
}};

QString tr(const char *text)
{
    return QCoreApplication::translate("Headroom::Cli", text);
}

} // namespace

QString helpText()
{
    QString text = tr("Usage: headroom-cli [--help] [--version] <command> [options]\n"
                      "\n"
                      "Plan LLM GPU capacity from the command line: memory per GPU, speed, cost.\n"
                      "\n"
                      "Commands:\n");
    for (const Subcommand &c : kSubcommands)
        text += QStringLiteral("  %1 %2\n").arg(QLatin1StringView(c.name), -10).arg(tr(c.summary));
    text += tr("\nRun 'headroom-cli <command> --help' for the options of a command.\n"
               "Exit codes: 0 success, 1 failure, 2 bad usage or bad input.\n");
    return text;
}

int run(const QStringList &arguments, CliIo &io)
{
    if (arguments.isEmpty()) {
        io.err << helpText();
        return Usage;
    }
    const QString first = arguments.first();
    if (first == QStringLiteral("--help") || first == QStringLiteral("-h")
        || first == QStringLiteral("help")) {
        io.out << helpText();
        return Ok;
    }
    if (first == QStringLiteral("--version") || first == QStringLiteral("-v")) {
        io.out << "headroom-cli " << QStringLiteral(HEADROOM_VERSION_STRING) << Qt::endl;
        return Ok;
    }
    for (const Subcommand &c : kSubcommands) {
        if (first == QLatin1StringView(c.name))
            return c.run(arguments.mid(1), io);
    }
    if (first.startsWith(u'-'))
        return io.error(tr("unknown option '%1' (see --help)").arg(first));
    return io.error(tr("unknown command '%1' (see --help)").arg(first));
}

} // namespace Headroom::Cli
