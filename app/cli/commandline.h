#pragma once

#include "cliio.h"

#include <QCommandLineParser>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Headroom::Cli {

/** One option of a command: `--name` or `--name <value>`. The description is a
 *  QT_TRANSLATE_NOOP("Headroom::Cli", ...) literal, translated when the help is printed. */
struct OptionSpec
{
    QString name; // without the dashes: "model"
    QString valueName; // empty: a flag; otherwise shown as <valueName> in the help
    const char *description = nullptr;
    bool repeatable = false; // may be given more than once (each value is kept)
    /** The values it takes, listed after the description ("one of: ..."), read from the same
     *  table the parser reads (weightFormatSpellings()); null: not a fixed list. */
    QStringList (*choices)() = nullptr;
    /** Other spellings the parser accepts for the same option (the old names when options were
     *  made one vocabulary across commands: advise's --input-tokens is estimate's --input). Not
     *  listed in the help. */
    QStringList aliases = {};
};

/** What a command takes: its usage line, what it does and its option table. The help text is
 *  made from this table, and the parser accepts exactly these options plus -h / --help. */
struct CommandSpec
{
    QString name; // "estimate"
    QString usage; // after "headroom-cli <name> ": "--model <id> --gpu <id> [options]"
    const char *summary; // QT_TRANSLATE_NOOP: one or two sentences
    QList<OptionSpec> options; // in the order the help lists them
};

/** The help text of a command: usage, summary and every option with its description. */
QString commandHelp(const CommandSpec &spec);

/** A command line parsed against a CommandSpec. */
class CommandLine
{
public:
    explicit CommandLine(const CommandSpec &spec);

    /** Parses `args` (after the subcommand name). Returns the exit code when the command is done:
     *  Ok after printing --help, Usage after an error on stderr that names the unknown option
     *  or the missing value; nothing when the command should run. */
    std::optional<int> parse(const QStringList &args, CliIo &io);

    bool isSet(const QString &name) const { return m_parser.isSet(name); }
    QString value(const QString &name) const { return m_parser.value(name); }
    QStringList values(const QString &name) const { return m_parser.values(name); }
    QStringList positional() const { return m_parser.positionalArguments(); }
    const CommandSpec &spec() const { return m_spec; }

    /** "see 'headroom-cli <name> --help'", for error messages. */
    QString seeHelp() const;

private:
    CommandSpec m_spec;
    QCommandLineParser m_parser;
};

} // namespace Headroom::Cli
