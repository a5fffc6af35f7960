#include "commandline.h"

#include <QCoreApplication>

#include <algorithm>

namespace Headroom::Cli {

namespace {

struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Cli)
};

QString optionLabel(const OptionSpec &option)
{
    QString label = QStringLiteral("--") + option.name;
    if (!option.valueName.isEmpty())
        label += QStringLiteral(" <%1>").arg(option.valueName);
    return label;
}

} // namespace

QString commandHelp(const CommandSpec &spec)
{
    QString text = CliText::tr("Usage: headroom-cli %1 %2\n").arg(spec.name, spec.usage);
    text += u'\n' + CliText::tr(spec.summary) + u'\n';
    text += u'\n' + CliText::tr("Options:") + u'\n';
    const QString help = QStringLiteral("-h, --help");
    qsizetype width = help.size();
    for (const OptionSpec &option : spec.options)
        width = std::max(width, optionLabel(option).size());
    const auto line = [&](const QString &label, const QString &description) {
        return QStringLiteral("  %1  %2\n").arg(label, -int(width)).arg(description);
    };
    for (const OptionSpec &option : spec.options) {
        QString description = CliText::tr(option.description);
        if (option.repeatable)
            description += u' ' + CliText::tr("(repeatable)");
        if (option.choices)
            description += u' ' + CliText::tr("(one of: %1)").arg(option.choices().join(u", "));
        text += line(optionLabel(option), description);
    }
    text += line(help, CliText::tr("print this help"));
    return text;
}

CommandLine::CommandLine(const CommandSpec &spec)
    : m_spec(spec)
{
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    m_parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    for (const OptionSpec &option : spec.options) {
        m_parser.addOption(QCommandLineOption(QStringList {option.name} + option.aliases,
                                              CliText::tr(option.description), option.valueName));
    }
    m_parser.addOption(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                          CliText::tr("print this help")));
}

QString CommandLine::seeHelp() const
{
    return CliText::tr("see 'headroom-cli %1 --help'").arg(m_spec.name);
}

std::optional<int> CommandLine::parse(const QStringList &args, CliIo &io)
{
    // --help wins over everything else on the line, even over a bad option before it
    if (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"))) {
        io.out << commandHelp(m_spec);
        io.out.flush();
        return int(Ok);
    }
    if (!m_parser.parse(QStringList {QStringLiteral("headroom-cli")} + args)) {
        QString message;
        if (const QStringList unknown = m_parser.unknownOptionNames(); !unknown.isEmpty()) {
            const QString &name = unknown.first();
            message = CliText::tr("unknown option '%1'")
                              .arg((name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--"))
                                   + name);
        } else { // QCommandLineParser's words name the option: "Missing value after '--gpu'."
            message = m_parser.errorText();
            if (message.endsWith(u'.'))
                message.chop(1);
        }
        return io.error(QStringLiteral("%1: %2 (%3)").arg(m_spec.name, message, seeHelp()));
    }
    for (const OptionSpec &option : m_spec.options) {
        if (!option.repeatable && m_parser.values(option.name).size() > 1)
            return io.error(CliText::tr("%1: --%2 is given more than once (%3)")
                                    .arg(m_spec.name, option.name, seeHelp()));
    }
    return std::nullopt;
}

} // namespace Headroom::Cli
