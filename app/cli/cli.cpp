#include "cli.h"

#include "apptranslator.h"

#include <QCoreApplication>
#include <QLocale>

#include <array>
#include <memory>

namespace Headroom::Cli {

namespace {

struct Subcommand
{
    const char *name;
    const char *summary;
    CommandFunction run;
};

const std::array<Subcommand, 9> kSubcommands {{
        {"estimate", QT_TRANSLATE_NOOP("Headroom::Cli", "memory and speed of a model on GPUs"),
         runEstimateCommand},
        {"catalog", QT_TRANSLATE_NOOP("Headroom::Cli", "list or show built-in GPUs and models"),
         runCatalogCommand},
        {"import", QT_TRANSLATE_NOOP("Headroom::Cli", "read a HF config.json or a GGUF header"),
         runImportCommand},
        {"cost", QT_TRANSLATE_NOOP("Headroom::Cli", "rent vs buy: cost curves and breakeven"),
         runCostCommand},
        {"advise", QT_TRANSLATE_NOOP("Headroom::Cli", "what to buy or rent for a workload"),
         runAdviseCommand},
        {"open", QT_TRANSLATE_NOOP("Headroom::Cli", "print a project file's plans and estimates"),
         runOpenCommand},
        {"new", QT_TRANSLATE_NOOP("Headroom::Cli", "write a new project file (--from-sample)"),
         runNewCommand},
        {"report", QT_TRANSLATE_NOOP("Headroom::Cli", "export a project's PDF report or CSV table"),
         runReportCommand},
        {"calibrate",
         QT_TRANSLATE_NOOP("Headroom::Cli", "fit engine constants to measured runs (--apply)"),
         runCalibrateCommand},
}};

struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Cli)
};

/** While a command runs: Headroom's catalogue for the --lang language installed and, with
 *  --lang, that language's number conventions as the default locale; both as they were
 *  afterwards. */
class LanguageScope
{
public:
    explicit LanguageScope(const QString &language)
    {
        // Without --lang: English, whose catalogue has only the plural forms ("2 GPUs"); the
        // locale stays as it is.
        if (!language.isEmpty())
            QLocale::setDefault(I18n::localeFor(language));
        auto translator = std::make_unique<I18n::AppTranslator>();
        if (translator->loadLanguage(language.isEmpty() ? QStringLiteral("en") : language)
            && QCoreApplication::installTranslator(translator.get()))
            m_translator = std::move(translator);
    }
    ~LanguageScope()
    {
        if (m_translator)
            QCoreApplication::removeTranslator(m_translator.get());
        QLocale::setDefault(m_previousLocale);
    }
    Q_DISABLE_COPY_MOVE(LanguageScope)

private:
    QLocale m_previousLocale;
    std::unique_ptr<I18n::AppTranslator> m_translator;
};

int runCommand(const QStringList &arguments, CliIo &io)
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
        return io.error(CliText::tr("unknown option '%1' (see --help)").arg(first));
    return io.error(CliText::tr("unknown command '%1' (see --help)").arg(first));
}

} // namespace

QString helpText()
{
    QString text = CliText::tr(
            "Usage: headroom-cli [--help] [--version] <command> [options]\n\nPlan LLM GPU capacity "
            "from the command line: memory per GPU, speed, cost.\n\nCommands:\n");
    for (const Subcommand &c : kSubcommands)
        text += QStringLiteral("  %1 %2\n")
                        .arg(QLatin1StringView(c.name), -10)
                        .arg(CliText::tr(c.summary));
    text += CliText::tr("\nGlobal option: --lang en|ru|pl  messages in that language (default: "
                        "English).\nRun 'headroom-cli <command> --help' for the options of a "
                        "command.\nExit codes: 0 success, 1 failure, 2 bad usage or bad input.\n");
    return text;
}

int run(const QStringList &arguments, CliIo &io)
{
    // --lang en|ru|pl, anywhere on the line: without it the CLI speaks stable English, whatever
    // the system locale, so scripts can read it.
    QStringList rest;
    QString language;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == QStringLiteral("--lang")) {
            if (i + 1 == arguments.size())
                return io.error(CliText::tr("--lang needs a language: en, ru or pl"));
            language = arguments.at(++i);
        } else if (argument.startsWith(QStringLiteral("--lang="))) {
            language = argument.mid(7);
        } else {
            rest << argument;
        }
    }
    if (!language.isEmpty() && !I18n::languages().contains(language))
        return io.error(CliText::tr("unknown language '%1' (use en, ru or pl)").arg(language));
    const LanguageScope scope(language);
    return runCommand(rest, io);
}

} // namespace Headroom::Cli
