#include "cliio.h"

#include <QCoreApplication>

namespace Headroom::Cli {

int runCatalogCommand(const QStringList &args, CliIo &io)
{
    Q_UNUSED(args);
    return io.error(QCoreApplication::translate("Headroom::Cli", "'catalog' is not available yet"),
                    Failure);
}

} // namespace Headroom::Cli
