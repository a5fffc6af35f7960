// `headroom-cli advise` with a daily profile, the hybrid way and GPUs already owned: the text
// names how each part is paid for, the JSON carries the owned, bought and rented GPUs, a bad
// profile is refused naming its field.

#include "clitestutil.h"
#include "headroomtest.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QByteArray kWorkload = R"({"models": [{"model": "llama-3.1-8b", "requests_per_second": 60,
    "tpot_ms": 50, "ttft_ms": 3000,
    "daily_profile": [0.2, 0.2, 0.2, 0.2, 0.2, 0.3, 0.5, 0.8, 1.2, 1.6, 1.8, 1.9,
                      1.9, 1.9, 1.8, 1.7, 1.5, 1.3, 1.1, 0.9, 0.7, 0.5, 0.4, 0.3]}],
  "constraints": {"acquisition": "hybrid", "gpus": ["h100-sxm-80gb"], "engines": ["vllm"],
                  "owned": [{"gpu": "h100-sxm-80gb", "count": 2}]}})";

} // namespace

class TestAdvisorTrafficCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QByteArray &text)
    {
        const QString path = m_dir.filePath(u"workload.json"_qs);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        file.write(text);
        return path;
    }

private slots:
    void hybridWithOwnedGpus()
    {
        const QString file = write(kWorkload);
        const CliRun json = runCli(
                {u"advise"_qs, file, u"--json"_qs, u"--plans"_qs, u"2"_qs, u"--no-simulation"_qs});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject plan = json.json().value(u"plans"_qs).toArray().first().toObject();
        const QJsonObject part = plan.value(u"parts"_qs).toArray().first().toObject();
        QCOMPARE(plan.value(u"owned_gpus"_qs).toInt(), 2);
        QCOMPARE(part.value(u"owned_gpus"_qs).toInt(), 2);
        QCOMPARE(part.value(u"replicas_per_hour"_qs).toArray().size(), 24);
        QCOMPARE(plan.value(u"gpus"_qs).toInt(),
                 part.value(u"owned_gpus"_qs).toInt() + part.value(u"bought_gpus"_qs).toInt()
                         + part.value(u"rented_gpus"_qs).toInt());
        // capital only for the GPUs bought, none for the owned two
        QCOMPARE(plan.value(u"up_front"_qs).toDouble() > 0,
                 part.value(u"bought_gpus"_qs).toInt() > 0);

        const CliRun text = runCli(
                {u"advise"_qs, file, u"--plans"_qs, u"1"_qs, u"--no-simulation"_qs});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(u"(have 2"_qs), qPrintable(text.out));
        QVERIFY(text.out.contains(u"GPUs: 2 already owned"_qs));
    }

    void badProfileRefused()
    {
        QByteArray bad = kWorkload;
        bad.replace("0.2, 0.2, 0.2, 0.2, 0.2, 0.3", "0.2, 0.2, 0.2, 0.2, 0.3");
        const CliRun run = runCli({u"advise"_qs, write(bad)});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(u"models[0].daily_profile"_qs), qPrintable(run.err));
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestAdvisorTrafficCli)
#include "tst_advisortrafficcli.moc"
