#include "cli.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("headroom-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HEADROOM_VERSION_STRING));

    QTextStream out(stdout);
    QTextStream err(stderr);
    Headroom::Cli::CliIo io {out, err};
    const int code = Headroom::Cli::run(QCoreApplication::arguments().mid(1), io);
    out.flush();
    err.flush();
    return code;
}
