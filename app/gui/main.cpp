#include "mainwindow/mainwindow.h"

#include <QApplication>
#include <QIcon>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Headroom"));
    QApplication::setOrganizationName(QStringLiteral("Headroom"));
    QApplication::setApplicationVersion(QStringLiteral(HEADROOM_VERSION_STRING));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/headroom.svg")));

    Headroom::MainWindow window;
    window.show();
    return QApplication::exec();
}
