#include "clitestutil.h"
#include "headroomtest.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

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
                                  << QStringList {u"--model <id|file>"_qs,
                                                  u"--gpu <id>"_qs,
                                                  u"--engine-constant <id=value>"_qs,
                                                  u"--mode"_qs,
                                                  u"--checkpointing"_qs,
                                                  u"--json"_qs};
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

    /** One JSON style for every command (issue 30): object keys are snake_case, as documented
     *  in README.md. Ids used as keys (catalog ids, engine constant ids) are lower case too. */
    void everyJsonKeyIsSnakeCase_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("open") << QStringList {u"open"_qs, u"@project"_qs, u"--json"_qs};
        QTest::newRow("estimate") << QStringList {u"estimate"_qs,      u"--model"_qs,
                                                  u"llama-3.1-8b"_qs,  u"--gpu"_qs,
                                                  u"h100-sxm-80gb"_qs, u"--json"_qs};
        QTest::newRow("estimate project")
                << QStringList {u"estimate"_qs,      u"--project"_qs,    u"@project"_qs,
                                u"--model"_qs,       u"llama-3.1-8b"_qs, u"--gpu"_qs,
                                u"h100-sxm-80gb"_qs, u"--json"_qs};
        QTest::newRow("catalog gpus") << QStringList {u"catalog"_qs, u"gpus"_qs, u"--json"_qs};
        QTest::newRow("catalog model")
                << QStringList {u"catalog"_qs, u"show"_qs, u"llama-3.1-8b"_qs, u"--json"_qs};
        QTest::newRow("training") << QStringList {u"estimate"_qs,      u"--model"_qs,
                                                  u"llama-3.1-8b"_qs,  u"--gpu"_qs,
                                                  u"rtx-4090-24gb"_qs, u"--mode"_qs,
                                                  u"qlora"_qs,         u"--json"_qs};
        QTest::newRow("cost") << QStringList {u"cost"_qs,   u"--gpu"_qs, u"h100-sxm-80gb"_qs,
                                              u"--gpus"_qs, u"8"_qs,     u"--json"_qs};
        QTest::newRow("advise") << QStringList {u"advise"_qs,  u"--model"_qs, u"llama-3.1-8b"_qs,
                                                u"--users"_qs, u"20"_qs,      u"--plans"_qs,
                                                u"2"_qs,       u"--json"_qs};
    }

    void everyJsonKeyIsSnakeCase()
    {
        QFETCH(QStringList, arguments);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString project = dir.filePath(u"sample.headroom"_qs);
        QCOMPARE(runCli({u"new"_qs, u"--from-sample"_qs, project}).exitCode, 0);
        arguments.replaceInStrings(u"@project"_qs, project);
        const CliRun run = runCli(arguments);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QJsonParseError error;
        const QJsonDocument json = QJsonDocument::fromJson(run.out.toUtf8(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QStringList offenders;
        int keys = 0;
        const std::function<void(const QJsonValue &, const QString &)> walk =
                [&](const QJsonValue &value, const QString &path) {
                    if (value.isArray()) {
                        const QJsonArray array = value.toArray();
                        for (qsizetype i = 0; i < array.size(); ++i)
                            walk(array.at(i), path + u'[' + QString::number(i) + u']');
                        return;
                    }
                    if (!value.isObject())
                        return;
                    const QJsonObject object = value.toObject();
                    for (auto it = object.begin(); it != object.end(); ++it) {
                        ++keys;
                        if (it.key() != it.key().toLower())
                            offenders.append(path + u'.' + it.key());
                        walk(it.value(), path + u'.' + it.key());
                    }
                };
        walk(json.isArray() ? QJsonValue(json.array()) : QJsonValue(json.object()), QString());
        QVERIFY(keys > 5);
        offenders.removeDuplicates();
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(u", ")));
    }

    /** One option vocabulary (issue 32): advise and estimate spell the workload alike (--input,
     *  --output, --rate), and the old spellings give the same answer. */
    void oneOptionVocabulary()
    {
        const QStringList advise {u"advise"_qs,  u"--model"_qs, u"llama-3.1-8b"_qs,
                                  u"--plans"_qs, u"2"_qs,       u"--json"_qs};
        const CliRun now = runCli(advise
                                  + QStringList {u"--rate"_qs, u"2"_qs, u"--input"_qs, u"2000"_qs,
                                                 u"--output"_qs, u"300"_qs});
        const CliRun old = runCli(advise
                                  + QStringList {u"--rps"_qs, u"2"_qs, u"--input-tokens"_qs,
                                                 u"2000"_qs, u"--output-tokens"_qs, u"300"_qs});
        QVERIFY2(now.exitCode == 0, qPrintable(now.err));
        QCOMPARE(old.exitCode, 0);
        QCOMPARE(old.out, now.out);
        const CliRun other = runCli(advise + QStringList {u"--rate"_qs, u"2"_qs});
        QVERIFY(other.out != now.out); // the lengths were read, not ignored
        const QStringList estimate {u"estimate"_qs, u"--model"_qs,       u"llama-3.1-8b"_qs,
                                    u"--gpu"_qs,    u"h100-sxm-80gb"_qs, u"--json"_qs};
        const CliRun e1 = runCli(estimate + QStringList {u"--input"_qs, u"2000"_qs});
        const CliRun e2 = runCli(estimate + QStringList {u"--input-tokens"_qs, u"2000"_qs});
        QVERIFY2(e1.exitCode == 0, qPrintable(e1.err));
        QCOMPARE(e2.out, e1.out);
        // both spellings at once are the same option given twice
        const CliRun twice = runCli(
                estimate + QStringList {u"--input"_qs, u"1"_qs, u"--input-tokens"_qs, u"2"_qs});
        QCOMPARE(twice.exitCode, 2);
        // the help lists one spelling
        const QString help = runCli({u"advise"_qs, u"--help"_qs}).out;
        QVERIFY(help.contains(u"--input <"_qs));
        QVERIFY(!help.contains(u"--input-tokens"_qs));
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
