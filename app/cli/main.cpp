#include "cli.h"

#include <QCoreApplication>
#include <QTextStream>

#ifdef HEADROOM_HAVE_GUI
#include <QApplication>
#endif

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

#ifdef HEADROOM_HAVE_GUI
#include <QDir>
#include <QFile>

#include <sys/stat.h>
#include <unistd.h>
#endif

namespace {

#ifdef HEADROOM_HAVE_GUI
/** The subcommand: the first argument that is not the global --lang option or its value. */
const char *subcommand(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--lang") == 0)
            ++i;
        else if (std::strncmp(argv[i], "--lang=", 7) != 0)
            return argv[i];
    }
    return "";
}

/** --help or -h anywhere: the help needs no graphical libraries. */
bool asksForHelp(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0)
            return true;
    }
    return false;
}
#endif

/** `report` renders charts, so it gets a QApplication on the offscreen platform (unless the
 *  caller chose a platform); every other command stays a console QCoreApplication. */
std::unique_ptr<QCoreApplication> makeApplication(int &argc, char *argv[])
{
#ifdef HEADROOM_HAVE_GUI
    if (std::strcmp(subcommand(argc, argv), "report") == 0 && !asksForHelp(argc, argv)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        // what Qt falls back to without a session (cron, CI, ssh), minus its warning on stderr,
        // which scripts read as the command's one-line message
        if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
            const QByteArray dir = QFile::encodeName(QDir::tempPath()) + "/runtime-"
                    + QByteArray::number(::getuid());
            if (::mkdir(dir.constData(), 0700) == 0 || errno == EEXIST)
                qputenv("XDG_RUNTIME_DIR", dir);
        }
        return std::make_unique<QApplication>(argc, argv);
    }
#endif
    return std::make_unique<QCoreApplication>(argc, argv);
}

} // namespace

int main(int argc, char *argv[])
{
    const auto app = makeApplication(argc, argv);
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
