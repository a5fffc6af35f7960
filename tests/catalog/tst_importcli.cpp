#include "clitestutil.h"
#include "headroomtest.h"

#include <QTest>

namespace {

QString data(const char *name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/") + QLatin1StringView(name);
}

} // namespace

class TestImportCli : public QObject
{
    Q_OBJECT

private slots:
    void ggufHeader()
    {
        const CliRun run = runCli({QStringLiteral("import"), data("gguf/tiny-llama-q4_k_m.gguf"),
                                   QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = run.json();
        QCOMPARE(json.value(u"format").toString(), QStringLiteral("gguf"));
        QCOMPARE(json.value(u"gguf_version").toInt(), 3);
        QCOMPARE(json.value(u"tensor_count").toInt(), 21);
        QCOMPARE(json.value(u"model").toObject().value(u"num_layers").toInt(), 2);
        // q4_K: 144 B per 256 weights; the 256 x 256 embedding alone is 36,864 B.
        const QJsonObject types = json.value(u"elements_by_type").toObject();
        QCOMPARE(types.value(u"q4_K").toInteger(), 256 * 256 + 2 * (256 * 256 * 4 + 256 * 128));
    }

    void hfConfigCountsParameters()
    {
        // DeepSeek-V3: 671,026,419,200 parameters, 37,552,297,472 active (models.csv).
        const CliRun run = runCli(
                {QStringLiteral("import"), data("hf/deepseek-v3.json"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.json().value(u"parameters").toInteger(), 671026419200);
        QCOMPARE(run.json().value(u"active_parameters").toInteger(), 37552297472);
    }

    void badFilesAreOneLineErrors_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("lying gguf") << data("gguf/lying-offset.gguf");
        QTest::newRow("huge array") << data("gguf/huge-array.gguf");
        QTest::newRow("malformed json") << data("hf/malformed.json");
        QTest::newRow("missing file") << data("no-such-file.json");
    }

    void badFilesAreOneLineErrors()
    {
        QFETCH(QString, file);
        const CliRun run = runCli({QStringLiteral("import"), file});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err.count(u'\n'), 1);
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestImportCli)
#include "tst_importcli.moc"
