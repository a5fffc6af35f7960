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
             {"estimate", "catalog", "import", "cost", "open", "new", "report"})
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

    void noArgumentsPrintsUsageToStderr()
    {
        const CliRun run = runCli({});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QStringLiteral("Usage:")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
