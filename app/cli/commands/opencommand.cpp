#include "cliio.h"

#include <QCoreApplication>

namespace Headroom::Cli {

int runOpenCommand(const QStringList &args, CliIo &io)
{
    Q_UNUSED(args);
    return io.error(QCoreApplication::translate("Headroom::Cli", "'open' is not available yet"),
                    Failure);
}

int runNewCommand(const QStringList &args, CliIo &io)
{
    Q_UNUSED(args);
    return io.error(QCoreApplication::translate("Headroom::Cli", "'new' is not available yet"),
                    Failure);
}

} // namespace Headroom::Cli
