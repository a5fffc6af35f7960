#include "mainwindow/languagemanager.h"
#include "mainwindow/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QMessageBox>
#include <QTimer>

#ifdef Q_OS_UNIX
#include <sys/resource.h>

#include <cstdio>
#endif

namespace {

/** With HEADROOM_FIRST_PAINT_REPORT set, prints the CPU time and peak memory the process has used
 *  once the window has painted for the first time (tests/bench/bench_startup.py reads it). */
class FirstPaintReport final : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_reported) {
            m_reported = true;
            QTimer::singleShot(0, this, [] { // after this paint has finished
#ifdef Q_OS_UNIX
                rusage usage {};
                getrusage(RUSAGE_SELF, &usage);
                const double cpu = double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
                std::fprintf(stderr, "first paint: cpu %.3f s, peak %.1f MiB\n", cpu,
                             double(usage.ru_maxrss) / 1024.0);
#endif
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_reported = false;
};

} // namespace

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
    FirstPaintReport firstPaint;
    if (qEnvironmentVariableIsSet("HEADROOM_FIRST_PAINT_REPORT"))
        window.installEventFilter(&firstPaint);
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
