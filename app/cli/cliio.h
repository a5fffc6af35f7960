#pragma once

#include <QJsonObject>
#include <QStringList>
#include <QTextStream>

namespace Headroom::Cli {

/** Exit codes of headroom-cli: scripts rely on them. */
enum ExitCode { Ok = 0, Failure = 1, Usage = 2 };

/** Where a command writes: stdout and stderr in the executable, strings in tests. */
struct CliIo
{
    QTextStream &out;
    QTextStream &err;

    /** One-line error on stderr; returns the exit code to pass on. */
    int error(const QString &message, int code = Usage);
    /** One JSON object, indented, with a trailing newline. */
    void printJson(const QJsonObject &json);
};

/** Runs one command: the arguments after the subcommand name. */
using CommandFunction = int (*)(const QStringList &args, CliIo &io);

int runEstimateCommand(const QStringList &args, CliIo &io);
int runCatalogCommand(const QStringList &args, CliIo &io);
int runCostCommand(const QStringList &args, CliIo &io);
int runAdviseCommand(const QStringList &args, CliIo &io);
int runOpenCommand(const QStringList &args, CliIo &io);
int runNewCommand(const QStringList &args, CliIo &io);
int runImportCommand(const QStringList &args, CliIo &io);
int runReportCommand(const QStringList &args, CliIo &io);
int runCalibrateCommand(const QStringList &args, CliIo &io);

} // namespace Headroom::Cli
