#include "clitestutil.h"

#include <QTest>

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void helpListsEveryCommand()
    {
        const CliRun run = runCli({QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        for (const char *command :
             {"estimate", "catalog", "import", "cost", "advise", "open", "new", "report"})
            QVERIFY2(run.out.contains(QLatin1StringView("  ") + QLatin1StringView(command)),
                     command);
        QVERIFY(run.out.startsWith(QStringLiteral("Usage: headroom-cli")));
        QVERIFY(run.err.isEmpty());
    }

    void version()
    {
        const CliRun run = runCli({QStringLiteral("--version")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.trimmed(), QStringLiteral("headroom-cli " HEADROOM_VERSION_STRING));
    }

    void unknownOptionIsUsageError()
    {
        const CliRun run = runCli({QStringLiteral("--frobnicate")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY(run.err.contains(QStringLiteral("unknown option '--frobnicate'")));
        QCOMPARE(run.err.count(u'\n'), 1);
    }

    void unknownCommandIsUsageError()
    {
        const CliRun run = runCli({QStringLiteral("frobnicate")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QStringLiteral("unknown command 'frobnicate'")));
    }

    void everyCommandHasHelp_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QStringList>("options"); // some of its options, each listed in the help
        QTest::newRow("estimate") << u"estimate"_qs
                                  << QStringList {u"--model <id|file>"_qs,         u"--gpu <id>"_qs,
                                                  u"--engine-param <id=value>"_qs, u"--mode"_qs,
                                                  u"--checkpointing"_qs,           u"--json"_qs};
        QTest::newRow("catalog") << u"catalog"_qs << QStringList {u"--json"_qs};
        QTest::newRow("import") << u"import"_qs << QStringList {u"--json"_qs};
        QTest::newRow("cost") << u"cost"_qs
                              << QStringList {u"--gpus <value>"_qs, u"--rent-price <value>"_qs,
                                              u"--currency"_qs, u"--months"_qs};
        QTest::newRow("advise") << u"advise"_qs << QStringList {u"--model <value>"_qs,
                                                                u"--users <value>"_qs,
                                                                u"--tpot-ms <value>"_qs,
                                                                u"--budget <value>"_qs,
                                                                u"--json"_qs,
                                                                u"--timing"_qs};
        QTest::newRow("open") << u"open"_qs << QStringList {u"--json"_qs};
        QTest::newRow("new") << u"new"_qs << QStringList {u"--from-sample"_qs, u"--force"_qs};
        QTest::newRow("report") << u"report"_qs
                                << QStringList {u"--pdf <file>"_qs, u"--csv <file>"_qs,
                                                u"--page <size>"_qs};
    }

    void everyCommandHasHelp()
    {
        QFETCH(QString, command);
        QFETCH(QStringList, options);
        for (const QString &flag : {u"--help"_qs, u"-h"_qs}) {
            const CliRun run = runCli({command, flag});
            QCOMPARE(run.exitCode, 0);
            QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
            QVERIFY2(run.out.startsWith(u"Usage: headroom-cli "_qs + command + u' '),
                     qPrintable(run.out));
            for (const QString &option : options)
                QVERIFY2(run.out.contains(u"  "_qs + option), qPrintable(option));
            QVERIFY(run.out.contains(u"-h, --help"_qs));
        }
        // --help wins over the rest of the line
        QCOMPARE(runCli({command, u"--frobnicate"_qs, u"--help"_qs}).exitCode, 0);
    }

    void everyCommandNamesAnUnknownOption_data() { everyCommandHasHelp_data(); }

    void everyCommandNamesAnUnknownOption()
    {
        QFETCH(QString, command);
        for (const QString &bad : {u"--frobnicate"_qs, u"--frobnicate=1"_qs}) {
            const CliRun run = runCli({command, bad});
            QCOMPARE(run.exitCode, 2);
            QVERIFY(run.out.isEmpty());
            QCOMPARE(run.err.count(u'\n'), 1);
            QVERIFY2(run.err.contains(u"unknown option '--frobnicate'"_qs), qPrintable(run.err));
            QVERIFY2(run.err.contains(u"headroom-cli "_qs + command + u" --help"_qs),
                     qPrintable(run.err));
        }
    }

    void missingValueIsNamed()
    {
        const CliRun run = runCli({u"estimate"_qs, u"--model"_qs, u"llama-3.1-8b"_qs, u"--gpu"_qs});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(u"--gpu"_qs), qPrintable(run.err));
        const CliRun twice = runCli({u"estimate"_qs, u"--model"_qs, u"a"_qs, u"--model"_qs, u"b"_qs,
                                     u"--gpu"_qs, u"h100-sxm-80gb"_qs});
        QCOMPARE(twice.exitCode, 2);
        QVERIFY2(twice.err.contains(u"--model is given more than once"_qs), qPrintable(twice.err));
    }

    void noArgumentsPrintsUsageToStderr()
    {
        const CliRun run = runCli({});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QStringLiteral("Usage:")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
