#pragma once

#include "cliio.h"

namespace Headroom::Cli {

/** The whole command line after the program name: global options, then a subcommand. */
int run(const QStringList &arguments, CliIo &io);

/** The --help text. */
QString helpText();

} // namespace Headroom::Cli
