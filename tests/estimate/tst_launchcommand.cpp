#include "catalog/catalog.h"
#include "estimate/launchcommand.h"
#include "headroomtest.h"

#include <QTest>

using namespace Headroom;
using namespace Qt::StringLiterals;

namespace {

ModelSpec model(const char *id)
{
    static const auto catalog = Catalog::builtin();
    if (!catalog)
        return {};
    return catalog->model(QString::fromLatin1(id)).value_or(ModelSpec {});
}

Configuration config(int gpus, int tp, int pp = 1)
{
    Configuration c;
    c.id = QStringLiteral("c");
    c.gpuId = QStringLiteral("h100-sxm-80gb");
    c.gpuCount = gpus;
    c.tensorParallel = tp;
    c.pipelineParallel = pp;
    return c;
}

// The sample project's 70B: FP8 weights and KV, 32 sequences of 2,048 + 512 tokens.
Deployment fp8Llama70b(EngineKind engine)
{
    Deployment d;
    d.id = QStringLiteral("d");
    d.configurationId = QStringLiteral("c");
    d.modelId = QStringLiteral("llama-3.1-70b");
    d.weights = WeightFormat::Fp8;
    d.kv = KvFormat::Fp8;
    d.engine = engine;
    d.workload.concurrentSequences = 32;
    d.workload.inputTokens = 2048;
    d.workload.outputTokens = 512;
    return d;
}

} // namespace

class TestLaunchCommand : public QObject
{
    Q_OBJECT

private slots:
    void vllmTp2Fp8Llama70b()
    {
        const ModelSpec m = model("llama-3.1-70b");
        QCOMPARE(m.hfId, QStringLiteral("meta-llama/Llama-3.1-70B"));
        const auto cmd = launchCommand(m, config(2, 2), fp8Llama70b(EngineKind::Vllm));
        QVERIFY(cmd.has_value());
        QCOMPARE(cmd->commandLine(),
                 QStringLiteral("vllm serve meta-llama/Llama-3.1-70B --tensor-parallel-size 2 "
                                "--max-model-len 2560 --gpu-memory-utilization 0.92 "
                                "--quantization fp8 --kv-cache-dtype fp8"));
        // vLLM derives max_num_seqs and max_num_batched_tokens for the GPU as the estimate
        // does; the figures follow the newest version's rules, which the note says
        QCOMPARE(cmd->notes.size(), 1);
        QVERIFY(cmd->notes.first().contains(u"vLLM 0.21"));
        QCOMPARE(cmd->multiLine(),
                 QStringLiteral("vllm serve meta-llama/Llama-3.1-70B \\\n"
                                "  --tensor-parallel-size 2 \\\n"
                                "  --max-model-len 2560 \\\n"
                                "  --gpu-memory-utilization 0.92 \\\n"
                                "  --quantization fp8 \\\n"
                                "  --kv-cache-dtype fp8"));
    }

    void vllmReplicasPipelineAndOwnFraction()
    {
        Deployment d = fp8Llama70b(EngineKind::Vllm);
        d.weights = WeightFormat::Int4Awq;
        d.kv = KvFormat::Bf16;
        d.memoryFraction = 0.85;
        d.workload.concurrentSequences = 33; // 2 replicas: 17 each, rounded up
        const auto cmd = launchCommand(model("llama-3.1-70b"), config(8, 2, 2), d);
        QVERIFY(cmd.has_value());
        QCOMPARE(cmd->commandLine(),
                 QStringLiteral("vllm serve meta-llama/Llama-3.1-70B --tensor-parallel-size 2 "
                                "--pipeline-parallel-size 2 --data-parallel-size 2 "
                                "--max-model-len 2560 --gpu-memory-utilization 0.85 "
                                "--quantization awq"));
    }

    void expertAndAttentionDataParallel()
    {
        // Qwen3-235B on 8 H100, EP8 and DP attention in groups of 2 GPUs (DP4)
        Deployment d = fp8Llama70b(EngineKind::Vllm);
        d.modelId = QStringLiteral("qwen3-235b-a22b");
        Configuration c = config(8, 8);
        c.expertParallel = 8;
        c.dataParallelAttention = 4;
        const ModelSpec m = model("qwen3-235b-a22b");
        const auto vllm = launchCommand(m, c, d);
        QVERIFY(vllm.has_value());
        QVERIFY2(vllm->commandLine().contains(u"--tensor-parallel-size 2 --data-parallel-size 4 "
                                              u"--enable-expert-parallel"),
                 qPrintable(vllm->commandLine()));
        QCOMPARE(vllm->notes.size(), 1); // the version whose rules the figures follow
        d.engine = EngineKind::SgLang;
        const auto sglang = launchCommand(m, c, d);
        QVERIFY(sglang.has_value());
        QVERIFY2(sglang->commandLine().contains(
                         u"--tp-size 8 --ep-size 8 --dp-size 4 --enable-dp-attention"),
                 qPrintable(sglang->commandLine()));
        d.engine = EngineKind::TensorRtLlm;
        const auto trt = launchCommand(m, c, d);
        QVERIFY(trt.has_value());
        QVERIFY(trt->commandLine().contains(u"--tp_size 8 --pp_size 1"));
        QVERIFY(trt->commandLine().contains(u"--ep_size 8"));
        QVERIFY(trt->notes.join(u' ').contains(u"enable_attention_dp"));
        // vLLM cannot spread the experts over fewer GPUs than TP x DP: it says so
        c.expertParallel = 4;
        d.engine = EngineKind::Vllm;
        QVERIFY(launchCommand(m, c, d)->notes.join(u' ').contains(u"not over 4"));
    }

    void sglangTp2Fp8Llama70b()
    {
        const auto cmd = launchCommand(model("llama-3.1-70b"), config(2, 2),
                                       fp8Llama70b(EngineKind::SgLang));
        QVERIFY(cmd.has_value());
        QCOMPARE(cmd->commandLine(),
                 QStringLiteral("python3 -m sglang.launch_server --model-path "
                                "meta-llama/Llama-3.1-70B --tp-size 2 --context-length 2560 "
                                "--quantization fp8 --kv-cache-dtype fp8_e4m3"));
        // with the GPU: SGLang 0.5.4's own default for an H100 at TP 2 (79.18 GiB = 81,080 MiB;
        // 512 + 8192 x 1.5 + 256 x 2 + 2 / 8 x 1024 = 13,568 MiB kept, above the 10 GiB
        // floor): (81,080 - 13,568) / 81,080 = 0.833
        const auto h100 = Catalog::builtin()->gpu(u"h100-sxm-80gb"_s);
        const auto withGpu = launchCommand(model("llama-3.1-70b"), config(2, 2),
                                           fp8Llama70b(EngineKind::SgLang), &*h100);
        QVERIFY2(withGpu->commandLine().contains(u"--mem-fraction-static 0.833"),
                 qPrintable(withGpu->commandLine()));
    }

    void trtLlmTp2()
    {
        const auto cmd = launchCommand(model("llama-3.1-70b"), config(2, 2),
                                       fp8Llama70b(EngineKind::TensorRtLlm));
        QVERIFY(cmd.has_value());
        QCOMPARE(cmd->commandLine(),
                 QStringLiteral("trtllm-serve meta-llama/Llama-3.1-70B --tp_size 2 --pp_size 1 "
                                "--max_seq_len 2560 --max_batch_size 32 "
                                "--kv_cache_free_gpu_memory_fraction 0.9"));
        QCOMPARE(cmd->notes.size(), 2); // FP8 KV and FP8 weights live outside the flags
    }

    void llamaCppQ4KM()
    {
        const ModelSpec m = model("llama-3.1-8b");
        QCOMPARE(m.layers, 32);
        Deployment d;
        d.modelId = m.id;
        d.weights = WeightFormat::GgufQ4_K_M;
        d.kv = KvFormat::Q8_0;
        d.engine = EngineKind::LlamaCpp;
        d.workload.concurrentSequences = 4;
        d.workload.contextTokens = 8192;
        Configuration c = config(1, 1);
        c.gpuId = QStringLiteral("rtx-4090-24gb");
        const auto cmd = launchCommand(m, c, d);
        QVERIFY(cmd.has_value());
        // -c is the total of the four slots; 33 = 32 layers + the output layer
        QCOMPARE(cmd->commandLine(),
                 QStringLiteral("llama-server -m Llama-3.1-8B-Q4_K_M.gguf -ngl 33 -c 32768 "
                                "-np 4 --cache-type-k q8_0 --cache-type-v q8_0"));
        QCOMPARE(cmd->notes.size(), 1); // quantized V cache needs flash attention

        d.kv = KvFormat::Fp16; // the default cache type: no flags
        EngineProfile partial = defaultEngineProfile(EngineKind::LlamaCpp);
        partial.gpuLayers = 20;
        const auto offloaded = launchCommand(m, c, d, EngineKind::LlamaCpp, partial);
        QVERIFY(offloaded.has_value());
        QCOMPARE(offloaded->commandLine(),
                 QStringLiteral("llama-server -m Llama-3.1-8B-Q4_K_M.gguf -ngl 20 -c 32768 -np 4"));
    }

    void refusesWhatAnEngineCannotRun()
    {
        Deployment d = fp8Llama70b(EngineKind::LlamaCpp);
        d.weights = WeightFormat::Int4Awq;
        const auto awqOnLlama = launchCommand(model("llama-3.1-70b"), config(2, 2), d);
        QVERIFY(!awqOnLlama.has_value());
        QVERIFY(!awqOnLlama.error().message.isEmpty());
        d.engine = EngineKind::Transformers;
        QVERIFY(!launchCommand(model("llama-3.1-70b"), config(2, 2), d).has_value());
    }

    void engineSettingsAreFlags()
    {
        // what the user set in the engine goes on its command line, in its own words
        Deployment d = fp8Llama70b(EngineKind::Vllm);
        d.engineSettings.maxBatchedTokens = 4096;
        d.engineSettings.maxSequences = 64;
        d.engineSettings.eager = true;
        d.engineSettings.version = u"0.11"_s;
        d.memoryFraction = 0.8;
        const auto vllm = launchCommand(model("llama-3.1-70b"), config(2, 2), d);
        QVERIFY(vllm->commandLine().endsWith(
                u"--gpu-memory-utilization 0.8 --max-num-seqs 64 --max-num-batched-tokens 4096 "
                u"--enforce-eager --quantization fp8 --kv-cache-dtype fp8"_s));
        QVERIFY(vllm->notes.join(u' ').contains(u"vLLM 0.11"));
        d.engine = EngineKind::SgLang;
        d.engineSettings.version.clear();
        const auto sglang = launchCommand(model("llama-3.1-70b"), config(2, 2), d);
        QVERIFY2(sglang->commandLine().contains(
                         u"--mem-fraction-static 0.8 --max-running-requests 64 "
                         u"--chunked-prefill-size 4096 --disable-cuda-graph"),
                 qPrintable(sglang->commandLine()));
        d.engine = EngineKind::TensorRtLlm;
        const auto trt = launchCommand(model("llama-3.1-70b"), config(2, 2), d);
        QVERIFY(trt->commandLine().contains(u"--max_batch_size 64"));
        QVERIFY(trt->commandLine().contains(u"--max_num_tokens 4096"));
    }

    void quotesWordsAShellWouldSplit()
    {
        ModelSpec m = model("llama-3.1-8b");
        m.hfId.clear();
        m.id = QStringLiteral("my model's copy");
        Deployment d;
        d.workload.contextTokens = 1024;
        const auto cmd = launchCommand(m, config(1, 1), d);
        QVERIFY(cmd.has_value());
        QVERIFY(cmd->commandLine().startsWith(
                QStringLiteral("vllm serve 'my model'\\''s copy' --tensor-parallel-size 1")));
    }
};

HEADROOM_TEST_APPLESS_MAIN(TestLaunchCommand)
#include "tst_launchcommand.moc"
