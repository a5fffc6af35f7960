#include "clitestutil.h"
#include "headroomtest.h"

#include <QProcessEnvironment>
#include <QTest>

// headroom-cli speaks stable English unless --lang asks otherwise; then its own messages and
// the core's (errors from the project store) come in that language.
class TestLangCli : public QObject
{
    Q_OBJECT

private slots:
    void russianErrorWithLang()
    {
        const CliRun run = runCli(
                {QStringLiteral("--lang"), QStringLiteral("ru"), QStringLiteral("frobnicate")});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err,
                 QStringLiteral("headroom-cli: неизвестная команда «frobnicate» (см. --help)\n"));
    }

    void polishErrorWithLangEquals()
    {
        const CliRun run = runCli({QStringLiteral("--lang=pl"), QStringLiteral("--frobnicate")});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err,
                 QStringLiteral("headroom-cli: nieznana opcja „--frobnicate” (zobacz --help)\n"));
    }

    void langAfterTheCommandToo()
    {
        const CliRun run = runCli({QStringLiteral("open"), QStringLiteral("/nonexistent/x.headroom"),
                                   QStringLiteral("--lang"), QStringLiteral("ru")});
        QCOMPARE(run.exitCode, 2);
        // A core message (ProjectStore), translated through the CLI's catalogue.
        QVERIFY2(run.err.contains(QStringLiteral("«/nonexistent/x.headroom» не существует")),
                 qPrintable(run.err));
    }

    void trainingSettingsErrorInPolish()
    {
        // validateTraining's messages (core): they were left out of the catalogues once
        const CliRun run = runCli({QStringLiteral("--lang=pl"), QStringLiteral("estimate"),
                                   QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                                   QStringLiteral("--gpu"), QStringLiteral("h100-sxm-80gb"),
                                   QStringLiteral("--mode"), QStringLiteral("full"),
                                   QStringLiteral("--offload"), QStringLiteral("all"),
                                   QStringLiteral("--zero"), QStringLiteral("1")});
        QVERIFY2(run.err.contains(QStringLiteral("wymaga etapu ZeRO 3")), qPrintable(run.err));
    }

    void englishWithoutLang()
    {
        const CliRun run = runCli({QStringLiteral("frobnicate")});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err,
                 QStringLiteral("headroom-cli: unknown command 'frobnicate' (see --help)\n"));
        const CliRun en = runCli(
                {QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("frobnicate")});
        QCOMPARE(en.err, run.err);
    }

    void englishWhateverTheSystemLocale()
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"LC_ALL", "LC_MESSAGES", "LANG"})
            env.insert(QLatin1StringView(name), QStringLiteral("ru_RU.UTF-8"));
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("ru"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(HEADROOM_CLI_PATH),
                      {QStringLiteral("open"), QStringLiteral("/nonexistent/x.headroom")});
        QVERIFY(process.waitForFinished(60000));
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QCOMPARE(process.exitCode(), 2);
        QVERIFY2(err.contains(QStringLiteral("'/nonexistent/x.headroom' does not exist")),
                 qPrintable(err));
    }

    void helpInRussian()
    {
        const CliRun run = runCli(
                {QStringLiteral("--lang"), QStringLiteral("ru"), QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(QStringLiteral("Использование: headroom-cli")));
        QVERIFY(run.out.contains(QStringLiteral("  estimate   память и скорость модели на GPU")));
    }

    /** A command's own options are described in the language asked for too. */
    void commandHelpInPolish()
    {
        const CliRun run = runCli({QStringLiteral("--lang"), QStringLiteral("pl"),
                                   QStringLiteral("estimate"), QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("id GPU z katalogu (zobacz 'catalog gpus')")),
                 qPrintable(run.out));
        QVERIFY(!run.out.contains(QStringLiteral("catalog GPU id")));
        const CliRun calibrate = runCli({QStringLiteral("--lang"), QStringLiteral("ru"),
                                         QStringLiteral("calibrate"), QStringLiteral("--help")});
        QVERIFY2(calibrate.out.contains(QStringLiteral("файл проекта")), qPrintable(calibrate.out));
    }

    void unknownLanguageIsUsageError()
    {
        const CliRun run = runCli({QStringLiteral("--lang"), QStringLiteral("de"),
                                   QStringLiteral("catalog"), QStringLiteral("gpus")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err,
                 QStringLiteral("headroom-cli: unknown language 'de' (use en, ru or pl)\n"));
        const CliRun bare = runCli({QStringLiteral("--lang")});
        QCOMPARE(bare.exitCode, 2);
        QVERIFY(bare.err.contains(QStringLiteral("--lang needs a language")));
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestLangCli)
#include "tst_langcli.moc"
