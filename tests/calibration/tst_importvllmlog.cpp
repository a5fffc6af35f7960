// The importer of vLLM server startup logs (V1, V0, 0.6.x) (core/calibration/vllmlogimporter.cpp): real-shaped files
// (tests/data/calibration/README.md names the source and version of each) read figure by figure,
// and the server's arguments ("non-default args: {...}", "args: Namespace(...)", issue 33).
#include "calibration/importers.h"
#include "headroomtest.h"
#include "importfixtures.h"

#include <QTest>

#include <cmath>

using namespace Headroom;

class TestImportVllmLog : public QObject
{
    Q_OBJECT

private slots:
    void vllmV1Log()
    {
        const auto runs = read(u"vllm_v1.log"_qs);
        QCOMPARE(runs.size(), 1);
        const MeasuredRun &r = runs.first();
        QCOMPARE(r.tool, MeasurementTool::VllmLog);
        QCOMPARE(r.engineName, u"vllm"_qs);
        QCOMPARE(r.modelName, u"meta-llama/Llama-3.1-8B-Instruct"_qs);
        QCOMPARE(r.weightFormat, u"bf16"_qs);
        QCOMPARE(r.kvFormat, u"bf16"_qs); // kv_cache_dtype=auto: the model's dtype
        QCOMPARE(r.tensorParallel, 1);
        QCOMPARE(r.pipelineParallel, 1);
        QCOMPARE(r.sourceLine, 5);
        CHECK_FIGURE(r.weightsGiB, 14.9917);
        QCOMPARE(r.kvCacheTokens, qint64(449904));
        CHECK_FIGURE(r.maxConcurrency, 13.73);
        QCOMPARE(r.maxModelLength, 32768);
        CHECK_FIGURE(r.cudaGraphGiB, 0.53);
        QVERIFY(!r.kvCacheGiB); // this version does not print it
        QVERIFY(!r.sourceDate.isNull()); // vLLM's lines carry no year: the file's mtime
    }

    void vllmV1MemoryLog()
    {
        const auto runs = read(u"vllm_v1_memory.log"_qs);
        QCOMPARE(runs.size(), 1);
        const MeasuredRun &r = runs.first();
        QCOMPARE(r.modelName, u"Qwen/Qwen3-32B-FP8"_qs);
        QCOMPARE(r.weightFormat, u"fp8"_qs);
        QCOMPARE(r.kvFormat, u"fp8"_qs);
        QCOMPARE(r.tensorParallel, 2);
        QCOMPARE(r.gpuCount, 2);
        CHECK_FIGURE(r.weightsGiB, 16.8931);
        CHECK_FIGURE(r.kvCacheGiB, 52.31);
        QCOMPARE(r.kvCacheTokens, qint64(857024));
        CHECK_FIGURE(r.maxConcurrency, 104.62);
        QCOMPARE(r.maxModelLength, 8192);
        CHECK_FIGURE(r.cudaGraphGiB, 0.74);
    }

    void vllmV0Log()
    {
        const auto runs = read(u"vllm_v0.log"_qs);
        QCOMPARE(runs.size(), 1);
        const MeasuredRun &r = runs.first();
        QCOMPARE(r.modelName, u"mistralai/Mistral-7B-Instruct-v0.3"_qs);
        CHECK_FIGURE(r.weightsGiB, 13.5083); // "Loading model weights took 13.5083 GB"
        CHECK_FIGURE(r.totalGpuMemoryGiB, 79.19);
        CHECK_FIGURE(r.gpuMemoryUtilization, 0.90);
        CHECK_FIGURE(r.nonTorchGiB, 0.12);
        CHECK_FIGURE(r.activationPeakGiB, 2.21);
        CHECK_FIGURE(r.kvCacheGiB, 55.43);
        QCOMPARE(r.kvCacheBlocks, qint64(28380));
        CHECK_FIGURE(r.maxConcurrency, 13.86);
        QCOMPARE(r.maxModelLength, 32768);
        CHECK_FIGURE(r.cudaGraphGiB, 0.40);

        const auto old = read(u"vllm_v06.log"_qs);
        QCOMPARE(old.size(), 1);
        const MeasuredRun &o = old.first();
        QCOMPARE(o.weightFormat, u"fp16"_qs);
        CHECK_FIGURE(o.weightsGiB, 2.6419);
        CHECK_FIGURE(o.totalGpuMemoryGiB, 7.92);
        CHECK_FIGURE(o.nonTorchGiB, 0.47);
        CHECK_FIGURE(o.kvCacheGiB, 3.54);
        CHECK_FIGURE(o.gpuMemoryUtilization, 0.90);
        CHECK_FIGURE(o.activationPeakGiB, 3.12 - 2.6419); // peak_torch_memory holds the weights
        QCOMPARE(o.kvCacheBlocks, qint64(1207));
        CHECK_FIGURE(o.maxConcurrency, 9.43);
        QCOMPARE(o.maxModelLength, 2048);
    }

    void vllmRestartsAreRuns()
    {
        // a log of two server starts: two runs
        const QByteArray twice = bytes(u"vllm_v0.log"_qs) + bytes(u"vllm_v1.log"_qs);
        const auto runs = importMeasurements(u"server.log"_qs, twice);
        QVERIFY(runs.has_value());
        QCOMPARE(runs->size(), 2);
        CHECK_FIGURE(runs->at(0).weightsGiB, 13.5083);
        CHECK_FIGURE(runs->at(1).weightsGiB, 14.9917);
        QCOMPARE(runs->at(1).sourceLine, 13 + 5);
    }

    // issue 33: the server's arguments

    void nonDefaultArgsV011()
    {
        // vLLM 0.11: "[utils.py:233] non-default args: {...}" (a real log, README.md)
        const auto runs = read(u"vllm_v011_args.log"_qs);
        QCOMPARE(runs.size(), 1);
        const MeasuredRun &r = runs.first();
        QCOMPARE(r.modelName, u"/data1/jiangyy/gpt-oss-120b"_qs); // not served_model_name ['gpt']
        QCOMPARE(r.tensorParallel, 2);
        QCOMPARE(r.gpuCount, 2);
        QCOMPARE(r.weightFormat, u"mxfp4"_qs); // the checkpoint's, from the config line
        QCOMPARE(r.kvFormat, u"bf16"_qs);
        CHECK_FIGURE(r.gpuMemoryUtilization, 0.98); // V1 prints it only among the arguments
        QCOMPARE(r.maxModelLength, 32768);
        QVERIFY(!r.maxRunningRequests); // max_num_seqs left at its default
        QCOMPARE(r.sourceLine, 3); // the run starts with the server's arguments
        CHECK_FIGURE(r.weightsGiB, 34.3774);
        CHECK_FIGURE(r.kvCacheGiB, 35.88);
        QCOMPARE(r.kvCacheTokens, qint64(1045072));
        CHECK_FIGURE(r.maxConcurrency, 50.85);
        CHECK_FIGURE(r.cudaGraphGiB, 2.19);
    }

    void nonDefaultArgsV09()
    {
        // vLLM 0.9.2: "[cli_args.py:325] non-default args:", no process prefix, a nested dict
        // (rope_scaling), a V0 engine; the memory profile's lines end in CRLF as in the file
        const auto runs = read(u"vllm_v09_args.log"_qs);
        QCOMPARE(runs.size(), 1);
        const MeasuredRun &r = runs.first();
        QCOMPARE(r.modelName, u"/data1/llm-models/Qwen3-30B-A3B"_qs);
        QCOMPARE(r.tensorParallel, 1);
        QCOMPARE(r.weightFormat, u"bf16"_qs);
        CHECK_FIGURE(r.gpuMemoryUtilization, 1.0);
        QCOMPARE(r.maxModelLength, 131072);
        QCOMPARE(r.sourceLine, 3);
        CHECK_FIGURE(r.weightsGiB, 56.9029);
        CHECK_FIGURE(r.totalGpuMemoryGiB, 79.14);
        CHECK_FIGURE(r.kvCacheGiB, 20.75);
        QCOMPARE(r.kvCacheBlocks, qint64(14165));
    }

    void namespaceArgs()
    {
        // vLLM 0.7.3 (up to 0.8.5): "args: Namespace(...)", every argument, defaults included,
        // with object reprs (<ConfigFormat.MISTRAL: 'mistral'>, <function ... at 0x...>)
        const auto runs = read(u"vllm_v0_namespace.log"_qs);
        QCOMPARE(runs.size(), 1);
        const MeasuredRun &r = runs.first();
        QCOMPARE(r.modelName, u"mistralai/Mistral-7B-Instruct-v0.3"_qs);
        QCOMPARE(r.maxRunningRequests, 128);
        CHECK_FIGURE(r.gpuMemoryUtilization, 0.9);
        QCOMPARE(r.weightFormat, u"bf16"_qs); // dtype='auto', quantization=None: the config's
        QCOMPARE(r.maxModelLength, 32768); // max_model_len=None: the config's
        QCOMPARE(r.tensorParallel, 1);
        QCOMPARE(r.sourceLine, 2);
        CHECK_FIGURE(r.weightsGiB, 13.5083);
        CHECK_FIGURE(r.kvCacheGiB, 55.43);
    }

    void argsAlone()
    {
        // the arguments are all a log says of the deployment (its config line lost): each field
        const QByteArray log = argsLog(
                "{'model_tag': 'meta-llama/Llama-3.1-8B-Instruct', 'model': "
                "'meta-llama/Llama-3.1-8B-Instruct', 'served_model_name': ['llama'], "
                "'tensor_parallel_size': 2, 'gpu_memory_utilization': 0.85, "
                "'max_model_len': 20000, 'max_num_seqs': 128, 'max_num_batched_tokens': 4096, "
                "'enforce_eager': True, 'quantization': 'fp8', 'kv_cache_dtype': 'fp8', "
                "'speculative_config': {'model': 'meta-llama/Llama-3.2-1B-Instruct', "
                "'num_speculative_tokens': 5}, 'chat_template': 'it\\'s \"{{ x }}\"\\n', "
                "'override_generation_config': {'temperature': 0.6, 'top_k': -1}, "
                "'limit_mm_per_prompt': {'image': 2}, 'seed': None, 'block_size': 16.0, "
                "'kv_transfer_config': KVTransferConfig(kv_connector='NixlConnector', "
                "kv_role='kv_both'), 'load_format': <LoadFormat.AUTO: 'auto'>, "
                "'hf_overrides': {(1, 2), frozenset({3})}, 'rope_theta': -inf}");
        const MeasuredRun r = onlyRun(log);
        QCOMPARE(r.modelName, u"meta-llama/Llama-3.1-8B-Instruct"_qs); // not the draft's model
        QCOMPARE(r.tensorParallel, 2);
        QCOMPARE(r.gpuCount, 2);
        CHECK_FIGURE(r.gpuMemoryUtilization, 0.85);
        QCOMPARE(r.maxModelLength, 20000);
        QCOMPARE(r.maxRunningRequests, 128);
        QCOMPARE(r.weightFormat, u"fp8"_qs);
        QCOMPARE(r.kvFormat, u"fp8"_qs);
        QVERIFY(!r.batchSize); // max_num_batched_tokens is tokens, not a batch of requests

        // a positional model only; a Windows path's escapes; dtype names the KV cache's format
        const MeasuredRun p = onlyRun(argsLog("{'model_tag': 'C:\\\\models\\\\Llama 3', "
                                              "'dtype': 'half', 'pipeline_parallel_size': 2}"));
        QCOMPARE(p.modelName, u"C:\\models\\Llama 3"_qs);
        QCOMPARE(p.kvFormat, u"fp16"_qs);
        // a dtype is no weight format: the checkpoint may be quantized
        QVERIFY(p.weightFormat.isEmpty());
        QCOMPARE(p.pipelineParallel, 2);
        QCOMPARE(p.tensorParallel, 0);
    }

    void argsYieldToTheEngine()
    {
        // where the arguments and the engine's config line disagree, the config line (what the
        // engine resolved) wins; the arguments fill what it leaves out
        const QByteArray log = argsLog(
                "{'model': 'meta-llama/Llama-3.1-8B-Instruct', 'tensor_parallel_size': 4, "
                "'quantization': 'awq', 'kv_cache_dtype': 'fp8_e5m2', 'max_model_len': 20000, "
                "'gpu_memory_utilization': 0.85, 'max_num_seqs': 64}",
                bytes(u"vllm_v1_memory.log"_qs));
        const MeasuredRun r = onlyRun(log);
        QCOMPARE(r.modelName, u"Qwen/Qwen3-32B-FP8"_qs);
        QCOMPARE(r.tensorParallel, 2);
        QCOMPARE(r.gpuCount, 2);
        QCOMPARE(r.weightFormat, u"fp8"_qs);
        QCOMPARE(r.kvFormat, u"fp8"_qs);
        QCOMPARE(r.maxModelLength, 8192);
        CHECK_FIGURE(r.gpuMemoryUtilization, 0.85);
        QCOMPARE(r.maxRunningRequests, 64);
        QCOMPARE(r.sourceLine, 1);
    }

    void failedStartLeavesNothing()
    {
        // a start that failed before its memory profile, then a restart: one run, none of the
        // failed start's settings in it
        const QByteArray log = argsLog(
                "{'model': 'meta-llama/Llama-3.1-70B-Instruct', 'max_num_seqs': 512, "
                "'gpu_memory_utilization': 0.95, 'max_model_len': 4096}",
                "ERROR 05-12 10:01:09 [core.py:700] torch.OutOfMemoryError: CUDA out of memory.\n"
                        + bytes(u"vllm_v011_args.log"_qs));
        const MeasuredRun r = onlyRun(log);
        QCOMPARE(r.modelName, u"/data1/jiangyy/gpt-oss-120b"_qs);
        QVERIFY(!r.maxRunningRequests);
        CHECK_FIGURE(r.gpuMemoryUtilization, 0.98);
        QCOMPARE(r.maxModelLength, 32768);
        QCOMPARE(r.sourceLine, 2 + 3);

        // two starts with figures: two runs, each with its own arguments
        const auto runs = importMeasurements(u"server.log"_qs,
                                             bytes(u"vllm_v0_namespace.log"_qs)
                                                     + bytes(u"vllm_v011_args.log"_qs));
        QVERIFY(runs.has_value());
        QCOMPARE(runs->size(), 2);
        QCOMPARE(runs->at(0).maxRunningRequests, 128);
        QVERIFY(!runs->at(1).maxRunningRequests);
        QCOMPARE(runs->at(1).sourceLine, 14 + 3);
    }

    void hostileArgs_data()
    {
        QTest::addColumn<QByteArray>("args");
        QTest::newRow("truncated") << QByteArray("{'model': 'meta-llama/Llama-3.1-8B-Ins");
        QTest::newRow("unterminated quote")
                << QByteArray("{'model': 'meta-llama/Llama-3.1-8B-Instruct, 'tensor_parallel_"
                              "size': 2, 'gpu_memory_utilization': 0.85}");
        QTest::newRow("unbalanced") << QByteArray("{'model': 'x', 'a': [1, 2}, 'b': 3}");
        QTest::newRow("trailing text") << QByteArray("{'model': 'x'} and more");
        QTest::newRow("not a dict") << QByteArray("{'model', 'x'} ['model']");
        QTest::newRow("empty key") << QByteArray("{'model': }");
        QTest::newRow("double comma") << QByteArray("{'model': 'x',, 'port': 1}");
        QTest::newRow("bad escape") << QByteArray("{'model': 'x\\u12'}");
        QTest::newRow("lists 10,000 deep") << withA(nested("[", "]", 10000));
        QTest::newRow("dicts 10,000 deep") << withA(nested("{'k': ", "}", 10000));
        QTest::newRow("calls 10,000 deep") << withA(nested("F(k=", ")", 10000));
        QTest::newRow("reprs 10,000 deep") << withA(nested("<", ">", 10000));
        QTest::newRow("unclosed 10,000 deep") << withA(QByteArray(10000, '('));
    }

    void hostileArgs()
    {
        // a hostile or broken arguments line says nothing, and the figures around it still count
        QFETCH(QByteArray, args);
        const MeasuredRun r = onlyRun(argsLog(args));
        QVERIFY(r.modelName.isEmpty());
        QCOMPARE(r.tensorParallel, 0);
        QVERIFY(!r.gpuMemoryUtilization);
        CHECK_FIGURE(r.weightsGiB, 14.9917);
    }

    void absurdArgValues()
    {
        // a well-formed line with values no deployment has: those values are left out
        const QByteArray huge(100000, '9');
        const MeasuredRun r = onlyRun(argsLog(
                "{'model': 'x', 'tensor_parallel_size': " + huge
                + ", 'pipeline_parallel_size': 99999999999999999999, 'max_model_len': 1e999, "
                  "'gpu_memory_utilization': 1e308, 'max_num_seqs': -5, 'dtype': 'a\\x00b', "
                  "'quantization': '   ', 'kv_cache_dtype': True}"));
        QCOMPARE(r.modelName, u"x"_qs);
        QCOMPARE(r.tensorParallel, 0);
        QCOMPARE(r.pipelineParallel, 0);
        QCOMPARE(r.gpuCount, 0);
        QVERIFY(!r.maxModelLength);
        QVERIFY(!r.gpuMemoryUtilization);
        QVERIFY(!r.maxRunningRequests);
        QVERIFY(r.weightFormat.isEmpty());
        QVERIFY(r.kvFormat.isEmpty());

        for (const QByteArray &model :
             {QByteArray("'a\\nb'"), QByteArray("'\\x00'"), QByteArray(" ' ' "),
              QByteArray("'" + QByteArray(5000, 'a') + "'"), QByteArray("0"), QByteArray("None")}) {
            const MeasuredRun m = onlyRun(argsLog("{'model': " + model + "}"));
            QVERIFY2(m.modelName.isEmpty(), model.left(40).constData());
        }
        // utilization 1 written as an int is still a fraction
        CHECK_FIGURE(onlyRun(argsLog("{'gpu_memory_utilization': 1}")).gpuMemoryUtilization, 1.0);
    }

private:
    /** "Model loading took 14.9917 GiB": a figure, so that a run is read. */
    static QByteArray figureLine()
    {
        return "(EngineCore_DP0 pid=212) INFO 05-12 10:02:17 [gpu_model_runner.py:1291] Model "
               "loading took 14.9917 GiB and 4.127043 seconds\n";
    }

    /** A log of an arguments line as vLLM 0.11 prints it (the dict's `repr`), then `rest`. */
    static QByteArray argsLog(const QByteArray &repr, const QByteArray &rest = figureLine())
    {
        return "(APIServer pid=1) INFO 05-12 10:01:02 [utils.py:233] non-default args: " + repr
                + '\n' + rest;
    }

    /** `depth` levels of `open` ... `close` around a 1. */
    static QByteArray nested(const QByteArray &open, const QByteArray &close, int depth)
    {
        return open.repeated(depth) + "1" + close.repeated(depth);
    }

    /** A dict with a model and `a`. */
    static QByteArray withA(const QByteArray &a) { return "{'model': 'x', 'a': " + a + "}"; }

    /** The one run of a log given as text. */
    static MeasuredRun onlyRun(const QByteArray &log)
    {
        const auto runs = importMeasurements(u"server.log"_qs, log);
        if (!runs || runs->size() != 1)
            qFatal("expected one run: %s",
                   runs ? "another count" : qPrintable(runs.error().message));
        return runs->first();
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestImportVllmLog)
#include "tst_importvllmlog.moc"
