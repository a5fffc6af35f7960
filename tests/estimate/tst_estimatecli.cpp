#include "../cli/clitestutil.h"
#include "headroomtest.h"

#include "catalog/catalogsnapshot.h"
#include "estimate/deploymentestimate.h"
#include "store/projectstore.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Headroom;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/hf/") + name;
}

} // namespace

class TestEstimateCli : public QObject
{
    Q_OBJECT

private slots:
    void jsonShape();
    void checkpointLayoutAndFp4Ids();
    void pipelineBarsDiffer();
    void builtinModelId_data();
    void builtinModelId();
    void tableWithoutJson();
    void fp32CheckpointsServeInBf16();
    void overflowSaysWhatIsMissing();
    void overCapacityServesNoBatch();
    void badInput_data();
    void badInput();
    void speculativeMtp();
    void expertParallelFlags();
    void disaggregated();
    void everyListedFormatIsAccepted();
    void textOnlyPlansAnUncountedTower();
    void agreesWithTheBoard_data();
    void agreesWithTheBoard();
};

void TestEstimateCli::jsonShape()
{
    const CliRun run = runCli({u"estimate"_qs, u"--model"_qs, fixture(u"llama-3.1-8b.json"_qs),
                               u"--gpu"_qs, u"h100-sxm-80gb"_qs, u"--context"_qs, u"16000"_qs,
                               u"--engine-version"_qs, u"0.10"_qs, u"--json"_qs});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = run.json();
    // the engine as it starts: vLLM 0.10's defaults for an H100 (8192 tokens, 1024 sequences)
    const QJsonObject engine = json.value(u"engine_settings").toObject();
    QCOMPARE(engine.value(u"version").toString(), u"0.10"_qs);
    QCOMPARE(engine.value(u"max_batched_tokens").toInt(), 8192);
    QCOMPARE(engine.value(u"max_sequences").toInt(), 1024);
    QCOMPARE(engine.value(u"set").toArray(), QJsonArray {u"version"_qs});
    QCOMPARE(json.value(u"model").toObject().value(u"parameters").toInteger(), 8030261248);
    // The catalog's H100 capacity is what CUDA reports: 79.18 GiB (FORMULAS.md section 3).
    const double gib = double(json.value(u"gpu").toObject().value(u"memory_bytes").toInteger())
            / double(1 << 30);
    QVERIFY2(qAbs(gib - 79.18) < 0.005, qPrintable(QString::number(gib)));
    QCOMPARE(json.value(u"kv_cache_bytes_per_token").toInteger(), 131072);
    QCOMPARE(json.value(u"per_gpu").toArray().size(), 1);
    QVERIFY(json.value(u"fits").toBool());
    // FORMULAS.md 3: vLLM 0.10 (llm-d's log) KV pool 51.38 GiB, 1%
    const double pool = double(json.value(u"engine_kv_pool_bytes_per_gpu").toInteger());
    QVERIFY(std::abs(pool / (1 << 30) - 51.38) < 0.51);
    QCOMPARE(json.value(u"min_gpus").toInt(), 1);
    QVERIFY(json.value(u"max_batch").toInteger() > 0);
    for (const char16_t *key : {u"engine_kv_pool_tokens", u"max_context"})
        QVERIFY(json.contains(QStringView(key)));
}

void TestEstimateCli::pipelineBarsDiffer()
{
    const CliRun run = runCli({u"estimate"_qs, u"--model"_qs, fixture(u"deepseek-v3.json"_qs),
                               u"--gpu"_qs, u"h200-sxm-141gb"_qs, u"--gpus"_qs, u"8"_qs, u"--tp"_qs,
                               u"4"_qs, u"--pp"_qs, u"2"_qs, u"--json"_qs});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray perGpu = run.json().value(u"per_gpu").toArray();
    QCOMPARE(perGpu.size(), 8);
    QVERIFY(perGpu.at(0).toObject().value(u"weights_bytes")
            != perGpu.at(4).toObject().value(u"weights_bytes"));
    // config says fp8: 671e9 params at ~1 B per param over 8 GPUs ~ 78-80 GiB each
    const double w = double(perGpu.at(0).toObject().value(u"weights_bytes").toInteger());
    QVERIFY(w / (1 << 30) > 70 && w / (1 << 30) < 90);
}

void TestEstimateCli::builtinModelId_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<qint64>("parameters");
    QTest::addColumn<qint64>("active");
    QTest::addColumn<qint64>("kvPerToken");
    // tests/data/reference/models.csv params_*_computed and kv_cache_bytes_per_token_fp16; exact
    QTest::newRow("llama-3.1-8b") << u"llama-3.1-8b"_qs << qint64(8030261248) << qint64(8030261248)
                                  << qint64(131072);
    QTest::newRow("llama-3.1-70b")
            << u"llama-3.1-70b"_qs << qint64(70553706496) << qint64(70553706496) << qint64(327680);
    QTest::newRow("mixtral-8x7b") << u"mixtral-8x7b"_qs << qint64(46702792704)
                                  << qint64(12879925248) << qint64(131072);
    QTest::newRow("qwen3-30b-a3b")
            << u"qwen3-30b-a3b"_qs << qint64(30532122624) << qint64(3353032704) << qint64(98304);
    QTest::newRow("deepseek-v3") << u"deepseek-v3"_qs << qint64(671026419200) << qint64(37552297472)
                                 << qint64(70272);
}

void TestEstimateCli::builtinModelId()
{
    QFETCH(QString, id);
    QFETCH(qint64, parameters);
    QFETCH(qint64, active);
    QFETCH(qint64, kvPerToken);
    const CliRun run = runCli({u"estimate"_qs, u"--model"_qs, id, u"--gpu"_qs, u"h200-sxm-141gb"_qs,
                               u"--kv"_qs, u"fp16"_qs, u"--json"_qs});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject model = run.json().value(u"model").toObject();
    QCOMPARE(model.value(u"id").toString(), id);
    QCOMPARE(model.value(u"parameters").toInteger(), parameters);
    QCOMPARE(model.value(u"active_parameters").toInteger(), active);
    QCOMPARE(run.json().value(u"kv_cache_bytes_per_token").toInteger(), kvPerToken);
}

void TestEstimateCli::checkpointLayoutAndFp4Ids()
{
    // gpt-oss-20b keeps its checkpoint's layout: MXFP4 experts, BF16 rest = 13,761,264,768 B
    // (tst_hfquantization derives it; TensorRT-LLM here: vLLM pads MXFP4 experts as it loads
    // them, tst_enginelogs); --weights nvfp4 is a format id the CLI accepts
    const QStringList args {u"estimate"_qs,
                            u"--model"_qs,
                            fixture(u"openai--gpt-oss-20b_config.json"_qs),
                            u"--gpu"_qs,
                            u"h200-sxm-141gb"_qs,
                            u"--engine"_qs,
                            u"trtllm"_qs,
                            u"--json"_qs};
    const CliRun plain = runCli(args);
    QCOMPARE(plain.exitCode, 0);
    const auto weights = [](const CliRun &run) {
        return run.json()
                .value(u"per_gpu")
                .toArray()
                .at(0)
                .toObject()
                .value(u"weights_bytes")
                .toInteger();
    };
    QCOMPARE(weights(plain), qint64(13761264768));
    const CliRun nvfp4 = runCli(args + QStringList {u"--weights"_qs, u"nvfp4"_qs});
    QCOMPARE(nvfp4.exitCode, 0);
    // NVFP4's uniform rule: 4.5 bits on every matrix (experts 19,110,297,600 + attention
    // 24 x 26,542,080), 2 bytes for the rest (1,167,449,664):
    // 19,747,307,520 x 4.5 / 8 + 1,167,449,664 x 2 = 13,442,759,808
    QCOMPARE(weights(nvfp4), qint64(13442759808));
    const CliRun mxfp4 = runCli(args + QStringList {u"--weights"_qs, u"mxfp4"_qs});
    QCOMPARE(mxfp4.exitCode, 0);
    QCOMPARE(weights(mxfp4), weights(plain));
}

void TestEstimateCli::tableWithoutJson()
{
    const CliRun run = runCli({u"estimate"_qs, u"--model"_qs, fixture(u"mixtral-8x7b.json"_qs),
                               u"--gpu"_qs, u"a100-sxm-80gb"_qs, u"--weights"_qs, u"int4-awq"_qs,
                               u"--engine"_qs, u"sglang"_qs});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains(u"weights"));
    QVERIFY(run.out.contains(u"Fits."));
}

void TestEstimateCli::fp32CheckpointsServeInBf16()
{
    // Gemma 2 ships float32 weights; engines (and a drop on the board) serve them in BF16
    const QStringList args {u"estimate"_qs, u"--model"_qs,       fixture(u"gemma-2-9b.json"_qs),
                            u"--gpu"_qs,    u"h100-sxm-80gb"_qs, u"--json"_qs};
    const CliRun plain = runCli(args);
    const CliRun bf16 = runCli(args + QStringList {u"--weights"_qs, u"bf16"_qs});
    const CliRun fp32 = runCli(args + QStringList {u"--weights"_qs, u"fp32"_qs});
    QCOMPARE(plain.exitCode, 0);
    const auto weights = [](const CliRun &run) {
        return run.json()
                .value(u"per_gpu")
                .toArray()
                .at(0)
                .toObject()
                .value(u"weights_bytes")
                .toInteger();
    };
    QVERIFY(weights(plain) > 0);
    QCOMPARE(weights(plain), weights(bf16));
    QVERIFY(weights(fp32) > weights(plain));
}

void TestEstimateCli::overflowSaysWhatIsMissing()
{
    // 70.6e9 parameters x 2 B = 141 GB of BF16 weights on one 24 GB card: no KV pool at all
    const QStringList args {u"estimate"_qs,      u"--model"_qs,   u"llama-3.1-70b"_qs, u"--gpu"_qs,
                            u"rtx-4090-24gb"_qs, u"--weights"_qs, u"bf16"_qs};
    const CliRun json = runCli(args + QStringList {u"--json"_qs});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject o = json.json();
    QCOMPARE(o.value(u"fits").toBool(), false);
    QCOMPARE(o.value(u"engine_kv_pool_bytes_per_gpu").toInteger(), 0); // never negative
    QCOMPARE(o.value(u"engine_kv_pool_tokens").toInteger(), 0);
    QCOMPARE(o.value(u"max_batch").toInteger(), 0);
    const qint64 weights
            = o.value(u"per_gpu").toArray().at(0).toObject().value(u"weights_bytes").toInteger();
    const qint64 capacity = o.value(u"gpu").toObject().value(u"memory_bytes").toInteger();
    const qint64 missing = o.value(u"overflow_bytes").toInteger();
    QVERIFY2(missing >= weights - capacity, qPrintable(QString::number(missing)));
    QVERIFY(missing < weights); // the shortfall, not the whole model
    const CliRun text = runCli(args);
    QCOMPARE(text.exitCode, 0);
    const QString expected = u"Does not fit: needs %1 GiB more per GPU."_qs.arg(
            QString::number(double(missing) / double(1 << 30), 'f', 2));
    QVERIFY2(text.out.contains(expected), qPrintable(text.out));
    // no negative pool in the explanations (engine flags such as "gpu_layers = -1" are fine)
    for (const QString &line : text.out.split(u'\n')) {
        if (line.contains(u"pool"_qs, Qt::CaseInsensitive))
            QVERIFY2(!line.contains(u"= -"_qs), qPrintable(line));
    }
}

void TestEstimateCli::overCapacityServesNoBatch()
{
    // the weights fit, 4,096 sequences of 8k do not: max batch 0, as the board and the
    // inspector say ("does not fit"), not the batch that would fit
    const QStringList args {u"estimate"_qs,      u"--model"_qs, u"llama-3.1-8b"_qs, u"--gpu"_qs,
                            u"h100-sxm-80gb"_qs, u"--batch"_qs, u"4096"_qs,         u"--context"_qs,
                            u"8192"_qs,          u"--json"_qs};
    const CliRun run = runCli(args);
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = run.json();
    QCOMPARE(o.value(u"fits").toBool(), false);
    QCOMPARE(o.value(u"max_batch").toInteger(), 0);
    // fewer sequences fit: the batch that fits is a smaller one
    const CliRun fewer = runCli(QStringList(args).replaceInStrings(u"4096"_qs, u"8"_qs));
    QCOMPARE(fewer.json().value(u"fits").toBool(), true);
    QVERIFY(fewer.json().value(u"max_batch").toInteger() > 8);
}

void TestEstimateCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    const QString llama = fixture(u"llama-3.1-8b.json"_qs);
    const QString gpu = u"h100-sxm-80gb"_qs;
    QTest::newRow("unknown model")
            << QStringList {u"--model"_qs, u"no-such-model"_qs, u"--gpu"_qs, gpu};
    QTest::newRow("unknown gpu") << QStringList {u"--model"_qs, llama, u"--gpu"_qs, u"tpu-v9"_qs};
    QTest::newRow("tp not dividing heads")
            << QStringList {u"--model"_qs, llama, u"--gpu"_qs, gpu, u"--tp"_qs, u"3"_qs};
    QTest::newRow("negative batch")
            << QStringList {u"--model"_qs, llama, u"--gpu"_qs, gpu, u"--batch"_qs, u"-4"_qs};
    QTest::newRow("malformed config")
            << QStringList {u"--model"_qs, fixture(u"malformed.json"_qs), u"--gpu"_qs, gpu};
    QTest::newRow("missing field")
            << QStringList {u"--model"_qs, fixture(u"missing-layers.json"_qs), u"--gpu"_qs, gpu};
    QTest::newRow("zero gpus") << QStringList {u"--model"_qs, llama,      u"--gpu"_qs,
                                               gpu,           u"--tp"_qs, u"0"_qs};
    // 2^24 sequences of 2^32 tokens: a KV cache past 64-bit byte counts, refused (not overflowed)
    QTest::newRow("exabyte workload")
            << QStringList {u"--model"_qs, llama,          u"--gpu"_qs,     gpu,
                            u"--batch"_qs, u"16777216"_qs, u"--context"_qs, u"4294967296"_qs};
    // hostile files are refused at once (they used to keep the CLI busy for over a minute)
    QTest::newRow("ten million layers")
            << QStringList {u"--model"_qs, fixture(u"hostile/ten-million-layers.json"_qs),
                            u"--gpu"_qs, gpu};
    QTest::newRow("hidden size 1e300")
            << QStringList {u"--model"_qs, fixture(u"hostile/hidden-1e300.json"_qs), u"--gpu"_qs,
                            gpu};
    QTest::newRow("disagg 2y3") << QStringList {u"--model"_qs, llama,          u"--gpu"_qs,
                                                gpu,           u"--disagg"_qs, u"2y3"_qs};
    QTest::newRow("disagg 0x3") << QStringList {u"--model"_qs, llama,          u"--gpu"_qs,
                                                gpu,           u"--disagg"_qs, u"0x3"_qs};
    QTest::newRow("prefill gpu without disagg")
            << QStringList {u"--model"_qs, llama, u"--gpu"_qs, gpu, u"--prefill-gpu"_qs, gpu};
    QTest::newRow("disagg against gpus")
            << QStringList {u"--model"_qs,  llama,     u"--gpu"_qs,  gpu,
                            u"--disagg"_qs, u"1x2"_qs, u"--gpus"_qs, u"4"_qs};
    QTest::newRow("unknown prefill gpu")
            << QStringList {u"--model"_qs,  llama,     u"--gpu"_qs,         gpu,
                            u"--disagg"_qs, u"1x2"_qs, u"--prefill-gpu"_qs, u"tpu-v9"_qs};
    QTest::newRow("32 heads, 7 KV heads")
            << QStringList {u"--model"_qs, fixture(u"hostile/heads-32-kv-7.json"_qs), u"--gpu"_qs,
                            gpu};
}

void TestEstimateCli::badInput()
{
    QFETCH(QStringList, args);
    const CliRun run = runCli(QStringList {u"estimate"_qs} + args + QStringList {u"--json"_qs});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err.trimmed().count(u'\n'), 0); // one line
    QVERIFY(!run.err.trimmed().isEmpty());
    const QString tag = QString::fromLatin1(QTest::currentDataTag());
    if (tag == u"ten million layers")
        QVERIFY2(run.err.contains(u"'num_hidden_layers' is 10000000"), qPrintable(run.err));
    else if (tag == u"hidden size 1e300")
        QVERIFY2(run.err.contains(u"'hidden_size'"), qPrintable(run.err));
    else if (tag == u"exabyte workload")
        QVERIFY2(run.err.contains(u"more than an exabyte"), qPrintable(run.err));
    else if (tag.startsWith(u"disagg "))
        QVERIFY2(run.err.contains(u"--disagg"), qPrintable(run.err));
    else if (tag == u"32 heads, 7 KV heads")
        QVERIFY2(run.err.contains(u"is not a multiple of"), qPrintable(run.err));
}

void TestEstimateCli::speculativeMtp()
{
    const QStringList base {u"estimate"_qs,
                            u"--model"_qs,
                            fixture(u"deepseek-ai--DeepSeek-V3_config.json"_qs),
                            u"--gpu"_qs,
                            u"h200-sxm-141gb"_qs,
                            u"--tp"_qs,
                            u"8"_qs,
                            u"--json"_qs};
    const CliRun off = runCli(base);
    QCOMPARE(off.exitCode, 0);
    QCOMPARE(off.json().value(u"model"_qs).toObject().value(u"mtp_layers"_qs).toInt(), 1);
    QCOMPARE(off.json().value(u"model"_qs).toObject().value(u"mtp_parameters_loaded"_qs).toInteger(),
             0);
    const CliRun on = runCli(
            base
            + QStringList {u"--speculative"_qs, u"mtp"_qs, u"--speculative-tokens"_qs, u"2"_qs});
    QCOMPARE(on.exitCode, 0);
    // tst_hfextras: the DeepSeek-V3 MTP module vLLM loads, 12,536,747,264 parameters
    QCOMPARE(on.json().value(u"model"_qs).toObject().value(u"mtp_parameters_loaded"_qs).toInteger(),
             12536747264);
    const CliRun bad = runCli(base + QStringList {u"--speculative"_qs, u"eagle9"_qs});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(u"eagle9"_qs), qPrintable(bad.err));
    const CliRun tooMany = runCli(
            base
            + QStringList {u"--speculative"_qs, u"mtp"_qs, u"--speculative-tokens"_qs, u"17"_qs});
    QCOMPARE(tooMany.exitCode, 2);
}

void TestEstimateCli::expertParallelFlags()
{
    // --ep / --dp reach the configuration (and its JSON); DP8 splits DeepSeek-V3's latent KV,
    // which TP alone replicates, over the 8 ranks
    const QStringList base {u"estimate"_qs,       u"--model"_qs, u"deepseek-v3"_qs, u"--gpu"_qs,
                            u"h200-sxm-141gb"_qs, u"--tp"_qs,    u"8"_qs,           u"--engine"_qs,
                            u"sglang"_qs,         u"--batch"_qs, u"64"_qs,          u"--json"_qs};
    const CliRun tp = runCli(base);
    QCOMPARE(tp.exitCode, 0);
    const CliRun ep = runCli(base + QStringList {u"--ep"_qs, u"8"_qs, u"--dp"_qs, u"8"_qs});
    QCOMPARE(ep.exitCode, 0);
    const QJsonObject config = ep.json().value(u"configuration").toObject();
    QCOMPARE(config.value(u"expert_parallel").toInt(), 8);
    QCOMPARE(config.value(u"data_parallel_attention").toInt(), 8);
    QCOMPARE(config.value(u"tensor_parallel").toInt(), 8);
    QCOMPARE(tp.json().value(u"configuration").toObject().value(u"expert_parallel").toInt(), 1);
    const auto kv = [](const CliRun &run) {
        return run.json()
                .value(u"per_gpu")
                .toArray()
                .at(0)
                .toObject()
                .value(u"kv_cache_bytes")
                .toInteger();
    };
    QVERIFY(kv(tp) > 0);
    QCOMPARE(kv(ep) * 8, kv(tp));
    QVERIFY(ep.json().value(u"performance").toObject().contains(u"tpot_s"));

    // a dense model refuses expert parallelism, with the reason
    const CliRun dense = runCli({u"estimate"_qs, u"--model"_qs, fixture(u"llama-3.1-8b.json"_qs),
                                 u"--gpu"_qs, u"h100-sxm-80gb"_qs, u"--tp"_qs, u"2"_qs, u"--ep"_qs,
                                 u"2"_qs, u"--json"_qs});
    QVERIFY(dense.exitCode != 0);
    QVERIFY2(dense.err.contains(u"dense model"), qPrintable(dense.err));
    const CliRun negative = runCli(base + QStringList {u"--ep"_qs, u"-2"_qs});
    QCOMPARE(negative.exitCode, 2);
}

HEADROOM_TEST_GUILESS_MAIN(TestEstimateCli)

void TestEstimateCli::disaggregated()
{
    // 2 prefill replicas on H200, 3 decode replicas on H100 (the configuration: 3 GPUs)
    const CliRun run = runCli({u"estimate"_qs, u"--model"_qs, fixture(u"llama-3.1-8b.json"_qs),
                               u"--gpu"_qs, u"h100-sxm-80gb"_qs, u"--disagg"_qs, u"2x3"_qs,
                               u"--prefill-gpu"_qs, u"h200-sxm-141gb"_qs, u"--users"_qs, u"24"_qs,
                               u"--input"_qs, u"1000"_qs, u"--output"_qs, u"200"_qs, u"--json"_qs});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = run.json();
    QCOMPARE(json.value(u"per_gpu").toArray().size(), 3);
    const QJsonObject performance = json.value(u"performance").toObject();
    QCOMPARE(performance.value(u"replicas").toInt(), 3);
    const QJsonObject d = performance.value(u"disaggregation").toObject();
    QCOMPARE(d.value(u"prefill_replicas").toInt(), 2);
    QCOMPARE(d.value(u"decode_replicas").toInt(), 3);
    QCOMPARE(d.value(u"prefill_gpu").toString(), u"h200-sxm-141gb"_qs);
    // two GPU types: the network between nodes, 50 GB/s; 131,072 B of KV per token x 1000
    QVERIFY(std::abs(d.value(u"kv_transfer_s").toDouble() - 131072.0 * 1000 / 50e9) < 1e-12);
    const double prefill = d.value(u"prefill_capacity_rps").toDouble();
    const double decode = d.value(u"decode_capacity_rps").toDouble();
    QVERIFY(prefill > 0 && decode > 0);
    QCOMPARE(d.value(u"binding_pool").toString(), prefill < decode ? u"prefill"_qs : u"decode"_qs);
    const QJsonObject best = d.value(u"best_split").toObject();
    QCOMPARE(best.value(u"prefill_replicas").toInt() + best.value(u"decode_replicas").toInt(), 5);
    QVERIFY(best.value(u"requests_per_s").toDouble() >= std::min(prefill, decode) * (1 - 1e-9));
    // without --disagg: no such object
    const CliRun plain = runCli({u"estimate"_qs, u"--model"_qs, fixture(u"llama-3.1-8b.json"_qs),
                                 u"--gpu"_qs, u"h100-sxm-80gb"_qs, u"--json"_qs});
    QVERIFY(!plain.json().value(u"performance").toObject().contains(u"disaggregation"));
}

#include "tst_estimatecli.moc"

void TestEstimateCli::everyListedFormatIsAccepted()
{
    // --help lists the weight and KV formats from the table the parser reads: every name it
    // lists, and every other spelling beside it ("int4-awq (awq, awq-int4)"), is accepted, and
    // the spellings of one format give the same estimate
    const CliRun help = runCli({u"estimate"_qs, u"--help"_qs});
    QCOMPARE(help.exitCode, 0);
    const auto listed = [&help](const QString &option) {
        // the option's line: "  --weights <format>  weight format (one of: bf16, ...)"
        const qsizetype at = help.out.indexOf(u"--"_qs + option + u" <format>"_qs);
        const QString line = help.out.mid(at, help.out.indexOf(u'\n', at) - at);
        const qsizetype from = line.indexOf(u"(one of: "_qs) + 9;
        const QString list = line.mid(from, line.size() - from - 1);
        QList<QStringList> formats; // each format: its id, then its other spellings
        QString item;
        int depth = 0;
        const QString items = list + u","_qs;
        for (const QChar c : items) {
            depth += c == u'(' ? 1 : c == u')' ? -1 : 0;
            if (c == u',' && depth == 0) {
                item.replace(u'(', u' ').replace(u')', u' ').replace(u',', u' ');
                formats.append(item.split(u' ', Qt::SkipEmptyParts));
                item.clear();
            } else {
                item += c;
            }
        }
        return formats;
    };
    const QList<QStringList> weights = listed(u"weights"_qs);
    const QList<QStringList> kv = listed(u"kv"_qs);
    QVERIFY2(weights.size() >= 17, qPrintable(help.out));
    QVERIFY(kv.size() >= 7);
    bool sawAwqAlias = false;
    const QStringList base {u"estimate"_qs, u"--model"_qs,       u"llama-3.1-8b"_qs,
                            u"--gpu"_qs,    u"h100-sxm-80gb"_qs, u"--json"_qs};
    for (const QStringList &spellings : weights) {
        qint64 bytes = -1;
        for (const QString &name : spellings) {
            sawAwqAlias |= name == u"awq";
            const CliRun run = runCli(base + QStringList {u"--weights"_qs, name});
            QVERIFY2(run.exitCode == 0, qPrintable(name + u": "_qs + run.err));
            const qint64 b = run.json()
                                     .value(u"per_gpu"_qs)
                                     .toArray()
                                     .at(0)
                                     .toObject()
                                     .value(u"weights_bytes"_qs)
                                     .toInteger();
            if (bytes >= 0)
                QCOMPARE(b, bytes);
            bytes = b;
        }
    }
    QVERIFY(sawAwqAlias);
    for (const QStringList &spellings : kv) {
        for (const QString &name : spellings) {
            const CliRun run = runCli(base + QStringList {u"--kv"_qs, name});
            QVERIFY2(run.exitCode == 0, qPrintable(name + u": "_qs + run.err));
        }
    }
    const CliRun bad = runCli(base + QStringList {u"--weights"_qs, u"awq5"_qs});
    QCOMPARE(bad.exitCode, 2);
}

void TestEstimateCli::textOnlyPlansAnUncountedTower()
{
    // a made-up LLaVA-style config whose CLIP tower Headroom cannot count: refused naming the
    // field and the way out; --text-only plans the text model and says what it left out
    const QStringList args {u"estimate"_qs, u"--model"_qs,
                            fixture(u"hostile/unknown-vision-tower.json"_qs), u"--gpu"_qs,
                            u"h100-sxm-80gb"_qs};
    const CliRun refused = runCli(args);
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains(u"clip_vision_model"_qs), qPrintable(refused.err));
    QVERIFY(refused.err.contains(u"--text-only"_qs));
    const CliRun text = runCli(args + QStringList {u"--text-only"_qs, u"--json"_qs});
    QVERIFY2(text.exitCode == 0, qPrintable(text.err));
    const QJsonArray warnings = text.json().value(u"warnings"_qs).toArray();
    bool said = false;
    for (const QJsonValue &w : warnings)
        said |= w.toString().contains(u"clip_vision_model"_qs);
    QVERIFY2(said, qPrintable(text.out));
}

void TestEstimateCli::agreesWithTheBoard_data()
{
    QTest::addColumn<bool>("calibrated");
    QTest::newRow("engine defaults") << false;
    QTest::newRow("project calibration") << true;
}

/** `estimate` and the board (estimateDeployment(), what every view reads) give the same
 *  memory, batch and speed for the same deployment, with the project's calibration applied
 *  alike (issue 30: one estimate pipeline). */
void TestEstimateCli::agreesWithTheBoard()
{
    QFETCH(bool, calibrated);
    Project project;
    Configuration c;
    c.id = u"c"_qs;
    c.gpuId = u"h100-sxm-80gb"_qs;
    c.gpuCount = 2;
    c.tensorParallel = 2;
    project.configurations = {c};
    Deployment d;
    d.id = u"d"_qs;
    d.configurationId = c.id;
    d.modelId = u"llama-3.1-8b"_qs;
    d.weights = WeightFormat::Bf16;
    d.engine = EngineKind::Vllm;
    d.workload.concurrentSequences = 24;
    d.workload.inputTokens = 2048;
    d.workload.outputTokens = 256;
    d.workload.contextTokens = 2048 + 256;
    project.deployments = {d};
    if (calibrated) {
        Calibration cal;
        cal.id = u"cal"_qs;
        cal.gpuId = c.gpuId;
        cal.engine = EngineKind::Vllm;
        cal.constants = {{u"memory_fraction"_qs, 0.7},
                         {u"step_overhead_ms"_qs, 4.0},
                         {u"request_overhead_ms"_qs, 120.0}};
        project.calibrations = {cal};
    }
    QTemporaryDir dir;
    const QString plan = dir.filePath(u"plan.headroom"_qs);
    QVERIFY(ProjectStore().save(project, plan).has_value());

    const Catalog catalog = catalogForProject(project, *Catalog::builtin());
    const DeploymentEstimate board = estimateDeployment(catalog, project, d);
    QVERIFY2(board.memory, qPrintable(board.memory ? QString() : board.memory.error().message));
    QVERIFY2(board.speed, qPrintable(board.speed ? QString() : board.speed.error().message));
    QVERIFY(board.maxSequences); // alone on its GPUs, as `estimate` answers

    const CliRun run = runCli({u"estimate"_qs, u"--model"_qs, d.modelId, u"--gpu"_qs, c.gpuId,
                               u"--tp"_qs, u"2"_qs, u"--batch"_qs, u"24"_qs, u"--input"_qs,
                               u"2048"_qs, u"--output"_qs, u"256"_qs, u"--project"_qs, plan,
                               u"--json"_qs});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QJsonObject json = run.json();
    QCOMPARE(json.value(u"engine_kv_pool_tokens").toInteger(), board.memory->kvPoolTokens);
    QCOMPARE(json.value(u"max_batch").toInteger(), board.maxSequences->value);
    const QJsonObject performance = json.value(u"performance").toObject();
    QCOMPARE(performance.value(u"tpot_s").toDouble(), board.speed->tpotSeconds);
    QCOMPARE(performance.value(u"ttft_s").toDouble(), board.speed->ttftSeconds);
    // the calibration moves the answer: it was applied on both sides, not ignored on both
    if (calibrated) {
        Project plain = project;
        plain.calibrations.clear();
        const DeploymentEstimate defaults = estimateDeployment(catalog, plain, d);
        QVERIFY(defaults.memory->kvPoolTokens > board.memory->kvPoolTokens);
        QVERIFY(defaults.speed->ttftSeconds < board.speed->ttftSeconds);
    }
}
