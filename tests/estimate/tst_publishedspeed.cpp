// Speed against published measurements (docs/estimation.md "Speed", comparison table):
//  - llama.cpp batch-1 decode, Llama-3 8B/70B on ~35 GPU setups
//    (tests/data/reference/benchmarks/llamacpp_llama3_gpu_benchmarks.csv, XiongjieDai
//    GPU-Benchmarks-on-LLM-Inference @aa72e0e);
//  - Qwen2.5 batch-1 decode speed on A100 80GB, vLLM and transformers
//    (qwen25_speed_benchmark_a100.csv, QwenLM/Qwen2.5 speed_benchmark.rst @a912d23);
//  - TensorRT-LLM max-throughput tables (trtllm_max_throughput.csv, NVIDIA/TensorRT-LLM
//    perf-overview.md @00f3768);
//  - TensorRT-LLM v0.5 first-token latency at batch 1 (trtllm_first_token_latency.csv,
//    NVIDIA/TensorRT-LLM docs/source/performance.md @138f96d).
// Rows whose model, GPU or weight format is not in the catalog are skipped and counted. One set
// of engine constants for every row (no per-row tuning): each table states its tolerance, and the
// test asserts the median error and the share of rows within it.
#include "catalog/catalog.h"
#include "estimate/memorybreakdown.h"
#include "estimate/speed.h"
#include "headroomtest.h"
#include "referencecsv.h"

#include <QTest>

#include <algorithm>

using namespace Headroom;

namespace {

const Catalog &catalog()
{
    static const Catalog c = *Catalog::builtin();
    return c;
}

/** Errors of one table: relative (estimate - published) / published. */
struct Table
{
    const char *name;
    double tolerance; // per row
    double withinShare; // share of rows that must be within the tolerance
    QList<double> errors = {};
    int skipped = 0;
    QStringList outliers = {};

    void add(double estimated, double published, const QString &row)
    {
        const double error = (estimated - published) / published;
        errors.append(error);
        if (std::abs(error) > tolerance)
            outliers.append(QStringLiteral("%1: estimated %2, published %3 (%4 %)")
                                    .arg(row)
                                    .arg(estimated, 0, 'f', 1)
                                    .arg(published)
                                    .arg(error * 100, 0, 'f', 0));
    }

    /** Prints the distribution and checks it. */
    void check() const
    {
        QVERIFY2(!errors.isEmpty(), name);
        const auto [median, within] = print();
        QVERIFY2(median <= tolerance, name);
        QVERIFY2(double(within) >= withinShare * double(errors.size()), name);
    }

    /** Prints median and worst |error|; returns the median and the rows within tolerance. */
    std::pair<double, qsizetype> print() const
    {
        if (errors.isEmpty())
            return {0, 0};
        QList<double> a;
        for (double e : errors)
            a.append(std::abs(e));
        std::sort(a.begin(), a.end());
        QList<double> signedErrors = errors;
        std::sort(signedErrors.begin(), signedErrors.end());
        const double median = a[a.size() / 2];
        const auto within = std::count_if(a.cbegin(), a.cend(),
                                          [this](double e) { return e <= tolerance; });
        qInfo("%s: %lld rows (%d skipped), median |error| %.1f %%, worst %.1f %%, signed median "
              "%+.1f %%, %lld within %.0f %%",
              name, static_cast<long long>(a.size()), skipped, 100 * median, 100 * a.last(),
              100 * signedErrors[signedErrors.size() / 2], static_cast<long long>(within),
              100 * tolerance);
        if (withinShare > 0) {
            for (const QString &o : outliers)
                qInfo("  outside tolerance: %s", qPrintable(o));
        }
        return {median, within};
    }
};

/** A TensorRT-LLM table row: its TP GPUs of type `gpuId` and `modelId` on TensorRT-LLM (the
 *  formats and the workload are the table's). */
std::pair<Configuration, Deployment> trtllmRow(const QHash<QString, QString> &r,
                                               const QString &gpuId, const QString &modelId)
{
    Configuration c;
    c.gpuId = gpuId;
    c.tensorParallel = r.value(u"tp_size"_qs).toInt();
    c.gpuCount = c.tensorParallel;
    Deployment d;
    d.modelId = modelId;
    d.engine = EngineKind::TensorRtLlm;
    return {c, d};
}

std::optional<QString> llamaCppGpu(const QString &name)
{
    static const QHash<QString, QString> ids = {
            {u"3090 24GB"_qs, u"rtx-3090-24gb"_qs},
            {u"4090 24GB"_qs, u"rtx-4090-24gb"_qs},
            {u"RTX A6000 48GB"_qs, u"rtx-a6000-48gb"_qs},
            {u"RTX 6000 Ada 48GB"_qs, u"rtx-6000-ada-48gb"_qs},
            {u"L40S 48GB"_qs, u"l40s-48gb"_qs},
            {u"A100 PCIe 80GB"_qs, u"a100-pcie-80gb"_qs},
            {u"A100 SXM 80GB"_qs, u"a100-sxm-80gb"_qs},
            {u"H100 PCIe 80GB"_qs, u"h100-pcie-80gb"_qs},
            {u"M2 Ultra 76-Core GPU 192GB"_qs, u"apple-m2-ultra-192gb"_qs},
    };
    if (ids.contains(name))
        return ids.value(name);
    return std::nullopt; // 3070-4080, A40, RTX 4000/5000 Ada, M1, M3 Max 64GB: not in the catalog
}

} // namespace

class TestPublishedSpeed : public QObject
{
    Q_OBJECT

private slots:
    void llamaCppDecode();
    void qwenDecode();
    void trtllmMaxThroughput();
    void trtllmFirstToken();
};

void TestPublishedSpeed::llamaCppDecode()
{
    Table table {"llama.cpp batch-1 decode (XiongjieDai)", 0.25, 0.85};
    // prompt processing is printed, not asserted: the catalog's workstation BF16 figures mix
    // FP32- and FP16-accumulate rates and llama.cpp pipelines prompts over split layers
    Table prompt {"llama.cpp prompt processing pp1024 (XiongjieDai), not asserted", 0.40, 0};
    int oomRows = 0, oomAgreed = 0;
    for (const QHash<QString, QString> &r :
         referenceTable("benchmarks/llamacpp_llama3_gpu_benchmarks.csv")) {
        const QStringList config = r.value(u"gpu_config"_qs).split(u"  "_qs);
        const auto gpuId = llamaCppGpu(config.first());
        const bool decode = r.value(u"metric"_qs).startsWith(u"decode");
        if (!gpuId) {
            ++(decode ? table : prompt).skipped;
            continue;
        }
        const int gpus = config.size() > 1 ? config.at(1).toInt() : 1;
        // Llama-3 and Llama-3.1 share the architecture (the 8k vs 128k context aside)
        const QString modelId = r.value(u"model"_qs) == u"Llama-3-8B" ? u"llama-3.1-8b"_qs
                                                                      : u"llama-3.1-70b"_qs;
        Configuration c;
        c.gpuId = *gpuId;
        c.gpuCount = gpus;
        c.pipelineParallel = gpus; // llama.cpp splits layers over the GPUs
        Deployment d;
        d.modelId = modelId;
        d.engine = EngineKind::LlamaCpp;
        d.weights = r.value(u"gguf_quant"_qs) == u"F16" ? WeightFormat::Fp16
                                                        : WeightFormat::GgufQ4_K_M;
        d.kv = KvFormat::Fp16;
        d.workload.inputTokens = decode ? 0 : 1024; // llama-bench tg1024: no prompt
        d.workload.outputTokens = decode ? 1024 : 1;
        const auto model = catalog().model(modelId);
        const auto gpu = catalog().gpu(*gpuId);
        const EngineProfile engine = defaultEngineProfile(EngineKind::LlamaCpp);
        const QString row = QStringLiteral("%1 x%2 %3 %4 %5")
                                    .arg(config.first())
                                    .arg(gpus)
                                    .arg(modelId, r.value(u"gguf_quant"_qs), r.value(u"metric"_qs));
        if (r.value(u"tokens_per_s_or_OOM"_qs) == u"OOM") {
            if (!decode)
                continue;
            ++oomRows;
            const auto memory = estimateMemory(*model, *gpu, c, d, engine);
            oomAgreed += memory && !memory->fits ? 1 : 0;
            continue;
        }
        const auto e = estimateSpeed(*model, *gpu, c, d, engine);
        QVERIFY2(e.has_value(), qPrintable(row));
        const double published = r.value(u"tokens_per_s_or_OOM"_qs).toDouble();
        if (decode)
            table.add(e->decodeTokensPerSecondPerSequence, published, row);
        else
            prompt.add(1024 / e->prefillSeconds, published, row);
    }
    qInfo("llama.cpp OOM rows: the memory estimate agrees on %d of %d", oomAgreed, oomRows);
    table.check();
    prompt.print();
    QVERIFY(oomAgreed >= oomRows * 9 / 10);
}

void TestPublishedSpeed::qwenDecode()
{
    Table table {"Qwen2.5 batch-1 decode, A100 80GB (vLLM + transformers)", 0.25, 0.85};
    for (const QHash<QString, QString> &r :
         referenceTable("benchmarks/qwen25_speed_benchmark_a100.csv")) {
        const QString quantization = r.value(u"quantization"_qs);
        const WeightFormat format = quantization == u"BF16" ? WeightFormat::Bf16
                : quantization == u"AWQ"                    ? WeightFormat::Int4Awq
                                                            : WeightFormat::Int4Gptq;
        const QString modelId = r.value(u"model"_qs).toLower().remove(u"-instruct"_qs);
        const auto model = catalog().model(modelId);
        // GPTQ-Int8 is weight-only int8 (no such format here); 0.5B-3B are not in the catalog
        if (!model || quantization == u"GPTQ-Int8") {
            ++table.skipped;
            continue;
        }
        const bool vllm = r.value(u"backend"_qs) == u"vLLM";
        const int gpus = r.value(u"num_gpus"_qs).toInt();
        Configuration c;
        c.gpuId = u"a100-sxm-80gb"_qs;
        c.gpuCount = gpus;
        (vllm ? c.tensorParallel : c.pipelineParallel) = gpus; // transformers: device_map=auto
        Deployment d;
        d.modelId = modelId;
        d.engine = vllm ? EngineKind::Vllm : EngineKind::Transformers;
        d.weights = format;
        d.workload.inputTokens = r.value(u"input_len_tokens"_qs).toLongLong();
        d.workload.outputTokens = r.value(u"output_len_tokens"_qs).toLongLong();
        const auto e = estimateSpeed(*model, *catalog().gpu(c.gpuId), c, d,
                                     defaultEngineProfile(d.engine));
        const QString row = QStringLiteral("%1 %2 %3 GPUs %4 in %5")
                                    .arg(modelId, r.value(u"backend"_qs))
                                    .arg(gpus)
                                    .arg(quantization)
                                    .arg(d.workload.inputTokens);
        QVERIFY2(e.has_value(), qPrintable(row + (e ? QString() : e.error().message)));
        // the published speed is output tokens over the whole request: prefill included
        const double output = double(d.workload.outputTokens);
        table.add(output / (e->prefillSeconds + output * e->tpotSeconds),
                  r.value(u"speed_tokens_per_s"_qs).toDouble(), row);
    }
    table.check();
}

void TestPublishedSpeed::trtllmMaxThroughput()
{
    Table table {"TensorRT-LLM max throughput (perf-overview)", 0.40, 0.85};
    static const QHash<QString, QString> models = {
            {u"Llama-3.1-8B-Instruct"_qs, u"llama-3.1-8b"_qs},
            {u"Llama-3.3-70B-Instruct"_qs, u"llama-3.3-70b"_qs},
            {u"Llama-3.1-405B-Instruct"_qs, u"llama-3.1-405b"_qs},
            {u"Qwen3-235B-A22B"_qs, u"qwen3-235b-a22b"_qs},
    };
    static const QHash<QString, QString> gpus = {{u"H100 SXM"_qs, u"h100-sxm-80gb"_qs},
                                                 {u"H200"_qs, u"h200-sxm-141gb"_qs}};
    for (const QHash<QString, QString> &r :
         referenceTable("benchmarks/trtllm_max_throughput.csv")) {
        // FP4 rows (B200, GB200, RTX PRO 6000) have no weight format here
        if (r.value(u"weights_precision"_qs) != u"FP8" || !models.contains(r.value(u"model"_qs))
            || !gpus.contains(r.value(u"gpu"_qs))) {
            ++table.skipped;
            continue;
        }
        auto [c, d] = trtllmRow(r, gpus.value(r.value(u"gpu"_qs)),
                                models.value(r.value(u"model"_qs)));
        d.weights = WeightFormat::Fp8;
        d.kv = KvFormat::Fp8; // the FP8 checkpoints quantize the KV cache too
        d.workload.inputTokens = r.value(u"isl_tokens"_qs).toLongLong();
        d.workload.outputTokens = r.value(u"osl_tokens"_qs).toLongLong();
        const auto e = estimateSpeed(*catalog().model(d.modelId), *catalog().gpu(c.gpuId), c, d,
                                     defaultEngineProfile(d.engine));
        const QString row = QStringLiteral("%1 %2 TP%3 %4/%5")
                                    .arg(d.modelId, c.gpuId)
                                    .arg(c.tensorParallel)
                                    .arg(d.workload.inputTokens)
                                    .arg(d.workload.outputTokens);
        QVERIFY2(e.has_value(), qPrintable(row));
        table.add(e->maxThroughputTokensPerSecond,
                  r.value(u"total_output_tokens_per_s"_qs).toDouble(), row);
    }
    table.check();
}

/** Batch-1 time to first token of TensorRT-LLM v0.5 (gptSessionBenchmark, one output token:
 *  the engine alone, no server in front): a single request's prefill on an idle replica. */
void TestPublishedSpeed::trtllmFirstToken()
{
    Table table {"TensorRT-LLM batch-1 first-token latency (v0.5)", 0.25, 0.75};
    // the v0.5 benchmarks build Llama-2 checkpoints; GPT-J 6B and Falcon 180B are not in the
    // catalog
    static const QHash<QString, QString> models = {{u"LLaMA 7B"_qs, u"llama-2-7b"_qs},
                                                   {u"LLaMA 70B"_qs, u"llama-2-70b"_qs}};
    static const QHash<QString, QString> gpus = {{u"H100"_qs, u"h100-sxm-80gb"_qs},
                                                 {u"L40S"_qs, u"l40s-48gb"_qs},
                                                 {u"A100"_qs, u"a100-sxm-80gb"_qs}};
    for (const QHash<QString, QString> &r :
         referenceTable("benchmarks/trtllm_first_token_latency.csv")) {
        if (!models.contains(r.value(u"model"_qs))) {
            ++table.skipped;
            continue;
        }
        QVERIFY(gpus.contains(r.value(u"gpu"_qs)));
        auto [c, d] = trtllmRow(r, gpus.value(r.value(u"gpu"_qs)),
                                models.value(r.value(u"model"_qs)));
        const bool fp8 = r.value(u"precision"_qs) == u"FP8"; // --enable_fp8 --fp8_kv_cache
        d.weights = fp8 ? WeightFormat::Fp8 : WeightFormat::Fp16;
        d.kv = fp8 ? KvFormat::Fp8 : KvFormat::Fp16;
        d.workload.concurrentSequences = 1;
        d.workload.inputTokens = r.value(u"isl_tokens"_qs).toLongLong();
        d.workload.outputTokens = 1;
        d.workload.contextTokens = d.workload.inputTokens + 1;
        const auto e = estimateSpeed(*catalog().model(d.modelId), *catalog().gpu(c.gpuId), c, d,
                                     defaultEngineProfile(d.engine));
        const QString row = QStringLiteral("%1 %2 TP%3 %4 in %5")
                                    .arg(d.modelId, c.gpuId)
                                    .arg(c.tensorParallel)
                                    .arg(r.value(u"precision"_qs), r.value(u"isl_tokens"_qs));
        QVERIFY2(e.has_value(), qPrintable(row));
        table.add(e->ttftSeconds * 1e3, r.value(u"first_token_ms"_qs).toDouble(), row);
    }
    QCOMPARE(table.errors.size(), 10);
    table.check();
}

HEADROOM_TEST_APPLESS_MAIN(TestPublishedSpeed)
#include "tst_publishedspeed.moc"
