#include "cliio.h"

#include <QCoreApplication>

namespace Headroom::Cli {

int runEstimateCommand(const QStringList &args, CliIo &io)
{
    Q_UNUSED(args);
    return io.error(QCoreApplication::translate("Headroom::Cli", "'estimate' is not available yet"),
                    Failure);
}

} // namespace Headroom::Cli
