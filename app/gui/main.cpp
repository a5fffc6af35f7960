#include "mainwindow/languagemanager.h"
#include "mainwindow/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QMessageBox>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Headroom"));
    QApplication::setOrganizationName(QStringLiteral("Headroom"));
    QApplication::setApplicationVersion(QStringLiteral(HEADROOM_VERSION_STRING));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/headroom.svg")));
    // The saved language (or the system's) before any text is made: --help is translated too.
    Headroom::LanguageManager::instance()->applySavedLanguage();

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Plan LLM GPU capacity."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption sampleOption(QStringLiteral("sample"),
                                          QApplication::translate("main",
                                                                  "Open the sample project."));
    const QCommandLineOption
            screenshotOption(QStringLiteral("screenshot"),
                             QApplication::translate("main",
                                                     "Render the window to a PNG file and quit."),
                             QApplication::translate("main", "file"));
    parser.addOption(sampleOption);
    parser.addOption(screenshotOption);
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "A .headroom project to open."));
    parser.process(app);

    Headroom::MainWindow window;
    window.show();
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty()) {
        if (auto opened = window.openFile(files.first()); !opened)
            QMessageBox::warning(&window,
                                 QApplication::translate("main", "Cannot open the project"),
                                 opened.error().message);
    } else if (parser.isSet(sampleOption)) {
        window.newFromSample();
    } else if (!parser.isSet(screenshotOption)) {
        window.offerRecovery();
    }

    if (parser.isSet(screenshotOption)) {
        const QString path = parser.value(screenshotOption);
        QTimer::singleShot(200, &window, [&window, path] {
            const bool saved = window.grab().save(path);
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return QApplication::exec();
}
