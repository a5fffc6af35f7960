// The importers of measured runs (issue 21), across the formats: the tools' ids, the format
// detected from the contents, hostile files refused with the line named, and the size limit.
// Each format's figures are tested in its own tst_import<format>.cpp.
#include "calibration/importers.h"
#include "headroomtest.h"
#include "importfixtures.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Headroom;

namespace {

QString refusal(const QByteArray &contents, const QString &name = u"bad.json"_qs)
{
    const auto runs = importMeasurements(name, contents);
    if (runs)
        return {};
    return runs.error().message;
}

} // namespace

class TestCalibrationImport : public QObject
{
    Q_OBJECT

private slots:
    void toolIds()
    {
        QCOMPARE(allMeasurementTools().size(), 7);
        QStringList ids;
        for (MeasurementTool tool : allMeasurementTools()) {
            const QString id = measurementToolId(tool);
            QVERIFY(!id.isEmpty());
            QVERIFY(!measurementToolName(tool).isEmpty());
            QCOMPARE(measurementToolFromId(id), tool);
            ids.append(id);
        }
        QCOMPARE(ids,
                 (QStringList {u"vllm-bench"_qs, u"sglang-bench"_qs, u"genai-perf"_qs,
                               u"llama-bench"_qs, u"vllm-log"_qs, u"sglang-log"_qs,
                               u"trtllm-log"_qs}));
        QCOMPARE(measurementToolFromId(u"LLAMA-BENCH"), MeasurementTool::LlamaBench);
        QVERIFY(!measurementToolFromId(u"perf"));
    }

    void detection_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("tool");
        QTest::newRow("vllm bench serve")
                << u"vllm_bench_serve.json"_qs << int(MeasurementTool::VllmBench);
        QTest::newRow("benchmark_serving")
                << u"vllm_benchmark_serving_old.json"_qs << int(MeasurementTool::VllmBench);
        QTest::newRow("sglang jsonl")
                << u"sglang_bench_serving.jsonl"_qs << int(MeasurementTool::SglangBench);
        QTest::newRow("genai-perf json")
                << u"profile_export_genai_perf.json"_qs << int(MeasurementTool::GenaiPerf);
        QTest::newRow("genai-perf csv")
                << u"genai-perf/meta-llama_Llama-3.1-8B-Instruct-openai-chat-concurrency16/profile_export_genai_perf.csv"_qs
                << int(MeasurementTool::GenaiPerf);
        QTest::newRow("aiperf csv")
                << u"profile_export_aiperf.csv"_qs << int(MeasurementTool::GenaiPerf);
        QTest::newRow("llama json") << u"llama_bench.json"_qs << int(MeasurementTool::LlamaBench);
        QTest::newRow("llama jsonl") << u"llama_bench.jsonl"_qs << int(MeasurementTool::LlamaBench);
        QTest::newRow("llama csv") << u"llama_bench.csv"_qs << int(MeasurementTool::LlamaBench);
        QTest::newRow("llama md") << u"llama_bench.md"_qs << int(MeasurementTool::LlamaBench);
        QTest::newRow("vllm v1 log") << u"vllm_v1.log"_qs << int(MeasurementTool::VllmLog);
        QTest::newRow("vllm v1 memory log")
                << u"vllm_v1_memory.log"_qs << int(MeasurementTool::VllmLog);
        QTest::newRow("vllm v0 log") << u"vllm_v0.log"_qs << int(MeasurementTool::VllmLog);
        QTest::newRow("vllm 0.6 log") << u"vllm_v06.log"_qs << int(MeasurementTool::VllmLog);
        QTest::newRow("sglang log") << u"sglang_server.log"_qs << int(MeasurementTool::SglangLog);
        QTest::newRow("trtllm log") << u"trtllm_server.log"_qs << int(MeasurementTool::TrtLlmLog);
    }

    void detection()
    {
        QFETCH(QString, file);
        QFETCH(int, tool);
        // the contents decide, not the name: the same bytes under a neutral name
        QCOMPARE(detectMeasurementTool(u"measurement.txt"_qs, bytes(file)), MeasurementTool(tool));
        const auto runs = importMeasurements(u"measurement.txt"_qs, bytes(file));
        QVERIFY2(runs.has_value(), runs ? "" : qPrintable(runs.error().message));
        QVERIFY(!runs->isEmpty());
        for (const MeasuredRun &run : *runs)
            QCOMPARE(int(run.tool), tool);
    }

    void hostile_data()
    {
        QTest::addColumn<QByteArray>("contents");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("expected"); // a fragment of the message

        QByteArray truncated = bytes(u"vllm_bench_serve.json"_qs);
        const qsizetype cut = truncated.indexOf("\"mean_ttft_ms\"") + 20;
        truncated.truncate(cut);
        const int cutLine = int(truncated.count('\n')) + 1; // the line the JSON stops on
        QTest::newRow("truncated json")
                << truncated << u"run.json"_qs << u"Line %1, column"_qs.arg(cutLine);
        QTest::newRow("nan ttft") << QByteArray(
                "{\"completed\": 5,\n \"request_throughput\": 1.0,\n \"mean_ttft_ms\": NaN}")
                                  << u"run.json"_qs
                                  << u"Line 3: \"mean_ttft_ms\" is not a number"_qs;
        QTest::newRow("negative ttft") << QByteArray(
                "{\"completed\": 5,\n \"request_throughput\": 1.0,\n \"mean_ttft_ms\": -4.5}")
                                       << u"run.json"_qs
                                       << u"Line 3: \"mean_ttft_ms\" is negative"_qs;
        QTest::newRow("absurd throughput")
                << QByteArray("{\"completed\": 5,\n\n \"output_throughput\": 4e12}")
                << u"run.json"_qs << u"Line 3: \"output_throughput\" is out of range"_qs;
        QTest::newRow("huge number")
                << QByteArray("{\"request_throughput\": 1e999}") << u"run.json"_qs << u"Line 1"_qs;
        QTest::newRow("infinite latency")
                << QByteArray("{\"request_throughput\": 1, \"p99_ttft_ms\": Infinity}")
                << u"run.json"_qs << u"\"p99_ttft_ms\" is out of range"_qs;
        QTest::newRow("jsonl line not an object")
                << (bytes(u"sglang_bench_serving.jsonl"_qs) + "[1, 2, 3]\n") << u"bench.jsonl"_qs
                << u"Line 3 is not a JSON object"_qs;
        QTest::newRow("jsonl line malformed") << (bytes(u"sglang_bench_serving.jsonl"_qs)
                                                  + "{\"backend\": \"sglang\", \"request_\n")
                                              << u"bench.jsonl"_qs << u"Line 3, column"_qs;
        QTest::newRow("empty") << QByteArray() << u"run.json"_qs << u"empty"_qs;
        QTest::newRow("blank") << QByteArray(" \n\n\t\n") << u"run.log"_qs << u"empty"_qs;
        QByteArray binary("INFO start\nabc");
        binary.append('\0').append("\x01\x02\xff\xfe", 4);
        QTest::newRow("binary") << binary << u"run.log"_qs << u"Line 2 (byte 15) is not text"_qs;
        QTest::newRow("invalid utf-8") << QByteArray("line one\nline two\n\xc3\x28 bad\n")
                                       << u"run.log"_qs << u"Line 3"_qs;
        QTest::newRow("no known line") << QByteArray("hello\nworld\nINFO nothing to see\n")
                                       << u"server.log"_qs << u"No line of this file"_qs;
        QTest::newRow("csv missing columns") << QByteArray(
                "build_commit,model_filename,n_prompt,avg_ts\n\"a\",\"m.gguf\",\"512\",\"100\"\n")
                                             << u"bench.csv"_qs
                                             << u"Line 1: the CSV lacks the columns n_gen"_qs;
        QTest::newRow("csv short row") << (bytes(u"llama_bench.csv"_qs) + "\"8cf427ff\",\"5163\"\n")
                                       << u"bench.csv"_qs << u"Line 4 has 2 fields"_qs;
        QTest::newRow("csv negative rate")
                << QByteArray(bytes(u"llama_bench.csv"_qs)).replace("\"119.915244\"", "\"-119.9\"")
                << u"bench.csv"_qs << u"Line 3: \"avg_ts\" is negative"_qs;
        QTest::newRow("genai csv nan")
                << QByteArray("Metric,avg,p50,p99\nTime To First Token (ms),nan,1,2\n")
                << u"p.csv"_qs << u"Line 2: \"Time To First Token (ms) avg\" is not a number"_qs;
        QTest::newRow("markdown bad rate") << QByteArray(
                "| model | test | t/s |\n| --- | --- | ---: |\n| m | pp512 | fast |\n")
                                           << u"bench.md"_qs << u"Line 3: \"fast\""_qs;
        QTest::newRow("markdown bad test") << QByteArray(
                "| model | test | t/s |\n| --- | --- | ---: |\n| m | warmup | 1.0 ± 0.1 |\n")
                                           << u"bench.md"_qs << u"Line 3: the test \"warmup\""_qs;
        QTest::newRow("log absurd gib")
                << QByteArray("INFO x [gpu_model_runner.py:1] Model loading took 99999999999.5 GiB "
                              "and 3 seconds\n")
                << u"server.log"_qs << u"Line 1: \"model loading\" is out of range"_qs;
        QTest::newRow("log negative kv")
                << QByteArray("INFO a\nINFO 08-12 [worker.py:295] model weights take 6.59GiB; "
                              "non_torch_memory takes 8.29GiB; "
                              "PyTorch activation peak memory takes 4.93GiB; the rest of the "
                              "memory reserved for KV Cache is -7.83GiB.\n")
                << u"server.log"_qs << u"Line 2: the log gives a negative KV cache size"_qs;
        QTest::newRow("json without figures")
                << QByteArray("{\"backend\": \"vllm\", \"request_throughput\": null}")
                << u"run.json"_qs << u"holds no serving figures"_qs;
        QTest::newRow("json of something else") << QByteArray("{\"name\": \"x\", \"value\": 3}")
                                                << u"run.json"_qs << u"No line of this file"_qs;
        QTest::newRow("deep nesting") << (QByteArray(5000, '[') + QByteArray(5000, ']'))
                                      << u"run.json"_qs << u"Line 1, column"_qs;
    }

    void hostile()
    {
        QFETCH(QByteArray, contents);
        QFETCH(QString, name);
        QFETCH(QString, expected);
        const QString message = refusal(contents, name);
        QVERIFY2(message.contains(expected), qPrintable(u"message: "_qs + message));
        QVERIFY(!detectMeasurementTool(name, contents) || !message.isEmpty());
    }

    void longLinesAndJunk()
    {
        // a 1 MB line of junk before a real log line: read, and in reasonable time (linear scans)
        QByteArray log(1 << 20, 'x');
        log += "\nINFO 02-21 14:10:21 model_runner.py:1115] Loading model weights took 13.5083 "
               "GB\n";
        const auto runs = importMeasurements(u"server.log"_qs, log);
        QVERIFY(runs.has_value());
        CHECK_FIGURE(runs->first().weightsGiB, 13.5083);
        QCOMPARE(runs->first().sourceLine, 2);
        // a 1 MB line of digits in a JSON number: refused, not crashed
        QByteArray number = "{\"request_throughput\": " + QByteArray(1 << 20, '9') + "}";
        QVERIFY(!importMeasurements(u"run.json"_qs, number).has_value());
        // random bytes
        QByteArray junk;
        quint32 state = 12345;
        for (int i = 0; i < 100000; ++i) {
            state = state * 1664525u + 1013904223u;
            junk.append(char(state >> 24));
        }
        QVERIFY(!importMeasurements(u"junk.bin"_qs, junk).has_value());
    }

    void fileLimits()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"big.log"_qs);
        QFile big(path);
        QVERIFY(big.open(QIODevice::WriteOnly));
        QVERIFY(big.resize(kMaxMeasurementFileBytes + 1));
        big.close();
        const auto runs = importMeasurementFile(path);
        QVERIFY(!runs.has_value());
        QVERIFY2(runs.error().message.contains(u"64 MiB"_qs), qPrintable(runs.error().message));
        const auto missing = importMeasurementFile(dir.filePath(u"absent.json"_qs));
        QVERIFY(!missing.has_value());
        QVERIFY(missing.error().message.contains(u"absent.json"_qs));
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestCalibrationImport)
#include "tst_calibrationimport.moc"
