// Checks the built-in catalog data (resources/catalog) against the shared reference tables
// (tests/data/reference/gpus.csv and models.csv) and against physical plausibility.
#include "catalog/catalog.h"
#include "catalog/hfconfig.h"
#include "headroomtest.h"
#include "referencecsv.h"
#include "spec/formats.h"
#include "spec/specjson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <cmath>

using namespace Headroom;

namespace {

const Catalog &catalog()
{
    static const Catalog c = [] {
        auto result = Catalog::builtin();
        if (!result)
            qFatal("built-in catalog: %s", qPrintable(result.error().message));
        return *result;
    }();
    return c;
}

// KV bytes per token at 16 bits before any window cap (FORMULAS.md section 2).
std::int64_t kvBytesPerToken16(const ModelSpec &m)
{
    if (m.isMla())
        return std::int64_t(m.layers) * (m.mla.kvLoraRank + m.mla.qkRopeHeadDim) * 2;
    if (m.attentionLayers.isEmpty())
        return std::int64_t(m.layers) * 2 * m.kvHeads * m.headDim * 2;
    std::int64_t bytes = 0;
    for (const AttentionLayerGroup &g : m.attentionLayers) {
        if (g.kind == AttentionKind::Linear || g.kind == AttentionKind::SharedKv)
            continue;
        const int kv = g.kvHeads > 0 ? g.kvHeads : m.kvHeads;
        const int hd = g.headDim > 0 ? g.headDim : m.headDim;
        bytes += std::int64_t(g.layers) * 2 * kv * hd * 2;
    }
    return bytes;
}

// Memory bandwidth range per memory type, TB/s.
struct BandwidthRange
{
    const char *prefix;
    double low;
    double high;
};
constexpr BandwidthRange kBandwidthRanges[] = {
        {"GDDR", 0.3, 1.8}, // GDDR6 / GDDR6X / GDDR7 boards: L4 0.3 ... RTX 5090 1.792
        {"HBM2e", 1.5, 3.7}, // A100 80GB 1.9-2.0; MI250X 3.28 over two dies; Gaudi 3 3.7 (8 stacks)
        {"HBM2", 0.8, 1.6}, // V100 0.9, A100 40GB 1.555
        {"HBM3e", 4.0, 8.1}, // H200 4.8 ... B200 8.0
        {"HBM3", 2.0, 8.1}, // H100 SXM 3.35, MI300X 5.3
        {"LPDDR", 0.1, 1.0}, // Apple M-series 0.3-0.82
};

// Keys of `raw` (recursively) that `known` lacks: a misspelt key the codec would ignore.
QStringList unknownKeys(const QJsonObject &raw, const QJsonObject &known, const QString &prefix)
{
    QStringList result;
    for (auto it = raw.begin(); it != raw.end(); ++it) {
        const QString key = prefix + it.key();
        if (!known.contains(it.key())) {
            result.append(key);
        } else if (it.value().isObject()) {
            result += unknownKeys(it.value().toObject(), known.value(it.key()).toObject(),
                                  key + u'.');
        } else if (it.value().isArray()) {
            const QJsonArray a = it.value().toArray();
            const QJsonArray b = known.value(it.key()).toArray();
            for (qsizetype i = 0; i < a.size(); ++i)
                result += unknownKeys(a.at(i).toObject(), b.at(i).toObject(),
                                      QStringLiteral("%1[%2].").arg(key).arg(i));
        }
    }
    return result;
}

QJsonArray rawEntries(const char *file, const char *key)
{
    QFile f(QStringLiteral(":/catalog/") + QLatin1StringView(file));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object().value(QLatin1StringView(key)).toArray();
}

} // namespace

class TestCatalogData : public QObject
{
    Q_OBJECT

private slots:
    void counts()
    {
        QVERIFY2(catalog().gpus().size() >= 25,
                 qPrintable(QString::number(catalog().gpus().size())));
        QVERIFY2(catalog().models().size() >= 25,
                 qPrintable(QString::number(catalog().models().size())));
    }

    // Every key in the resources is one the codec (core/spec/specjson.cpp) reads.
    void noUnknownKeys()
    {
        const QJsonArray gpus = rawEntries("gpus.json", "gpus");
        QCOMPARE(gpus.size(), catalog().gpus().size());
        for (const QJsonValue &v : gpus) {
            const auto g = gpuSpecFromJson(v.toObject());
            QVERIFY(g);
            const QStringList unknown = unknownKeys(v.toObject(), gpuSpecToJson(*g), g->id + u':');
            QVERIFY2(unknown.isEmpty(), qPrintable(unknown.join(u' ')));
        }
        const QJsonArray models = rawEntries("models.json", "models");
        QCOMPARE(models.size(), catalog().models().size());
        for (const QJsonValue &v : models) {
            const auto m = modelSpecFromJson(v.toObject());
            QVERIFY(m);
            const QStringList unknown = unknownKeys(v.toObject(), modelSpecToJson(*m), m->id + u':');
            QVERIFY2(unknown.isEmpty(), qPrintable(unknown.join(u' ')));
        }
    }

    void gpuEntryComplete_data()
    {
        QTest::addColumn<QString>("id");
        for (const GpuSpec &g : catalog().gpus())
            QTest::newRow(qPrintable(g.id)) << g.id;
    }
    void gpuEntryComplete()
    {
        QFETCH(QString, id);
        const auto g = catalog().gpu(id);
        QVERIFY(g);
        QVERIFY2(Catalog::isValidId(g->id), qPrintable(g->id));
        QVERIFY(!g->name.isEmpty());
        QVERIFY(!g->architecture.isEmpty());
        QVERIFY(!g->memoryType.isEmpty());
        QVERIFY(!g->provenance.source.isEmpty());
        QVERIFY(g->provenance.asOf.isValid());
        QVERIFY(!g->provenance.confidence.isEmpty());
        QVERIFY(!g->rental.provenance.source.isEmpty());
        QVERIFY(g->rental.provenance.asOf.isValid());
        QVERIFY(g->marketedMemoryBytes > 0);
        QVERIFY(g->memoryBandwidthBytesPerSecond > 0);
        QVERIFY(g->bf16Flops > 0);
        QVERIFY(!g->launch.isEmpty());
    }

    void gpuPlausible_data()
    {
        QTest::addColumn<QString>("id");
        for (const GpuSpec &g : catalog().gpus())
            QTest::newRow(qPrintable(g.id)) << g.id;
    }
    void gpuPlausible()
    {
        QFETCH(QString, id);
        const GpuSpec g = *catalog().gpu(id);
        const double tbs = g.memoryBandwidthBytesPerSecond / 1e12;
        const BandwidthRange *range = nullptr;
        for (const BandwidthRange &r : kBandwidthRanges) {
            if (g.memoryType.startsWith(QLatin1StringView(r.prefix), Qt::CaseInsensitive)) {
                range = &r;
                break;
            }
        }
        QVERIFY2(range, qPrintable(QStringLiteral("unknown memory type ") + g.memoryType));
        QVERIFY2(tbs >= range->low && tbs <= range->high,
                 qPrintable(QStringLiteral("%1 TB/s for %2").arg(tbs).arg(g.memoryType)));
        // Every card states what the runtime reports, with where that comes from. The marketed
        // "80 GB" is close to nvidia-smi's total read as GiB (81,559 MiB on an H100); CUDA
        // reports a few hundred MiB less (79.18 GiB); Apple's Metal working set is 75-85% of RAM.
        QVERIFY2(g.usableMemoryBytes > 0, qPrintable(g.id));
        QVERIFY2(!g.usableMemorySource.isEmpty(), qPrintable(g.id));
        const double marketedAsGib = double(g.marketedMemoryBytes) / 1e9 * double(1 << 30);
        QVERIFY2(double(g.usableMemoryBytes) < marketedAsGib, qPrintable(g.id));
        QVERIFY2(double(g.usableMemoryBytes) >= (g.unifiedMemory ? 0.74 : 0.9) * marketedAsGib,
                 qPrintable(g.id));
        // Dense tensor FLOP per byte of memory traffic: ~30 (Apple) to ~450 (L40S).
        const double flopsPerByte = g.bf16Flops / g.memoryBandwidthBytesPerSecond;
        QVERIFY2(flopsPerByte >= 10 && flopsPerByte <= 600,
                 qPrintable(QString::number(flopsPerByte)));
        // Dense, not 2:4 sparse: each precision step at most doubles the rate.
        QVERIFY2(g.fp8Flops <= 2.1 * g.bf16Flops, "fp8 more than 2x bf16: a sparse figure?");
        QVERIFY2(g.int8Ops <= 4.2 * g.bf16Flops, "int8 more than 4x bf16: a sparse figure?");
        if (g.fp4Flops > 0) {
            QVERIFY(g.fp8Flops > 0);
            // GeForce FP8 is the FP32-accumulate rate; FP4 is compared with the INT8 rate.
            // Blackwell Ultra (B300, GB300) runs dense FP4 at 3x FP8 (15 vs 5 PFLOPS on GB300),
            // every other card at 2x.
            const double fp4Step = g.architecture.startsWith(u"Blackwell Ultra") ? 3.1 : 2.1;
            QVERIFY2(g.fp4Flops <= fp4Step * std::max(g.fp8Flops, g.int8Ops),
                     "fp4 more than 2x fp8 (3x on Blackwell Ultra): a sparse figure?");
        }
        QVERIFY(g.bf16Flops < 5e15);
        QVERIFY(g.tdpWatts >= 0 && g.tdpWatts <= 1500);
        QVERIFY(g.interconnectBytesPerSecond <= 1e12); // per direction: NVLink 5 is 900 GB/s
        QVERIFY(g.pcieBytesPerSecond <= 128e9);
        // the interconnect domain: a board or an NVL72 rack, one GPU without a link of its own;
        // between nodes a NIC of 100-800 Gb/s per GPU, stated with its source
        QVERIFY(g.nvlinkDomainGpus >= 1 && g.nvlinkDomainGpus <= 72);
        QVERIFY(g.interconnectBytesPerSecond > 0 || g.nvlinkDomainGpus == 1);
        QVERIFY(g.internodeBytesPerSecond >= 12.5e9 && g.internodeBytesPerSecond <= 100e9);
        QVERIFY(!g.internodeSource.isEmpty());
        QCOMPARE(g.unifiedMemory, g.vendor == GpuVendor::Apple);
        QVERIFY(g.rental.onDemandLowUsdPerHour <= g.rental.onDemandHighUsdPerHour);
        QVERIFY(g.rental.spotLowUsdPerHour <= g.rental.spotHighUsdPerHour);
        QVERIFY(g.rental.onDemandHighUsdPerHour < 20);
    }

    void requiredGpus_data()
    {
        QTest::addColumn<QString>("id");
        for (const char *id :
             {"rtx-3090-24gb", "rtx-4090-24gb", "rtx-5090-32gb", "rtx-6000-ada-48gb",
              "rtx-pro-6000-96gb", "a10-24gb", "a10g-24gb", "l4-24gb", "l40s-48gb", "v100-sxm-32gb",
              "a100-sxm-40gb", "a100-pcie-80gb", "a100-sxm-80gb", "h100-pcie-80gb", "h100-sxm-80gb",
              "h100-nvl-94gb", "h200-sxm-141gb", "h200-nvl-141gb", "b200-180gb", "gb200-186gb",
              "mi250x-128gb", "mi300x-192gb", "mi325x-256gb", "apple-m2-ultra-192gb",
              "apple-m3-max-128gb", "apple-m4-max-128gb",
              // late 2026 (issue 17)
              "b300-288gb", "gb300-288gb", "mi355x-288gb", "gaudi3-128gb",
              "rtx-pro-6000-server-96gb", "h20-96gb"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void requiredGpus()
    {
        QFETCH(QString, id);
        QVERIFY(catalog().gpu(id));
        QVERIFY(catalog().isBuiltin(id));
    }

    // Each row: catalog id and the gpus.csv row (column "name") it was transcribed from.
    void gpusMatchReference_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("csvName");
        const char *pairs[][2] = {
                {"rtx-3090-24gb", "GeForce RTX 3090"},
                {"rtx-4090-24gb", "GeForce RTX 4090"},
                {"rtx-5090-32gb", "GeForce RTX 5090"},
                {"rtx-6000-ada-48gb", "RTX 6000 Ada Generation"},
                {"rtx-pro-6000-96gb", "RTX PRO 6000 Blackwell (Workstation / Server Edition)"},
                {"a10-24gb", "A10"},
                {"a10g-24gb", "A10G"},
                {"l4-24gb", "L4"},
                {"l40s-48gb", "L40S"},
                {"v100-sxm-32gb", "Tesla V100 32GB (SXM2)"},
                {"a100-sxm-40gb", "A100 40GB (SXM4)"},
                {"a100-pcie-80gb", "A100 80GB PCIe"},
                {"a100-sxm-80gb", "A100 80GB SXM4"},
                {"h100-pcie-80gb", "H100 PCIe"},
                {"h100-sxm-80gb", "H100 SXM5"},
                {"h100-nvl-94gb", "H100 NVL"},
                {"h200-sxm-141gb", "H200 SXM"},
                {"h200-nvl-141gb", "H200 NVL"},
                {"b200-180gb", "B200 (HGX/DGX B200)"},
                {"gb200-186gb", "GB200 (per B200 GPU in GB200 NVL72)"},
                {"mi250x-128gb", "Instinct MI250X"},
                {"mi300x-192gb", "Instinct MI300X"},
                {"mi325x-256gb", "Instinct MI325X"},
                {"h20-96gb", "H20 (extra; China-market Hopper)"},
                {"apple-m2-ultra-192gb", "Apple M2 Ultra (76-core GPU)"},
                {"apple-m3-max-128gb", "Apple M3 Max (40-core GPU)"},
        };
        for (const auto &p : pairs)
            QTest::newRow(qPrintable(QStringLiteral("%1 <- gpus.csv %2")
                                             .arg(QLatin1StringView(p[0]), QLatin1StringView(p[1]))))
                    << QString::fromLatin1(p[0]) << QString::fromLatin1(p[1]);
    }
    void gpusMatchReference()
    {
        QFETCH(QString, id);
        QFETCH(QString, csvName);
        static const auto rows = referenceTable("gpus.csv");
        QVERIFY2(!rows.isEmpty(), "gpus.csv not readable");
        const QHash<QString, QString> *row = nullptr;
        for (const auto &r : rows) {
            if (r.value(QStringLiteral("name")) == csvName)
                row = &r;
        }
        QVERIFY2(row, qPrintable(csvName));
        const auto g = catalog().gpu(id);
        QVERIFY(g);
        QString memory = row->value(QStringLiteral("memory_gb_marketed"));
        if (memory.contains(QStringLiteral("unified"))) // "64-192 unified": the id names one
            memory = memory.section(u'-', 1);
        QCOMPARE(double(g->marketedMemoryBytes), leadingNumber(memory) * 1e9);
        const double bandwidth = leadingNumber(row->value(QStringLiteral("mem_bandwidth_tb_s")));
        QVERIFY(qAbs(g->memoryBandwidthBytesPerSecond / 1e12 - bandwidth) < 1e-6);
        const double bf16 = leadingNumber(row->value(QStringLiteral("bf16_dense_tflops")));
        if (!std::isnan(bf16)) // V100: "not supported" (the FP16 rate is stored)
            QVERIFY2(qAbs(g->bf16Flops / 1e12 - bf16) < 0.01 * bf16,
                     qPrintable(QStringLiteral("%1 vs %2").arg(g->bf16Flops / 1e12).arg(bf16)));
        const double fp8 = leadingNumber(row->value(QStringLiteral("fp8_dense_tflops")));
        if (!std::isnan(fp8))
            QVERIFY(qAbs(g->fp8Flops / 1e12 - fp8) < 0.01 * fp8);
        else
            QCOMPARE(g->fp8Flops, 0.0);
        // Low confidence in the CSV stays low confidence in the catalog.
        if (row->value(QStringLiteral("confidence")).contains(QStringLiteral("low")))
            QVERIFY2(g->provenance.confidence.contains(QStringLiteral("low")),
                     qPrintable(g->provenance.confidence));
        QVERIFY(!g->provenance.source.isEmpty());
    }

    void modelEntryComplete_data()
    {
        QTest::addColumn<QString>("id");
        for (const ModelSpec &m : catalog().models())
            QTest::newRow(qPrintable(m.id)) << m.id;
    }
    void modelEntryComplete()
    {
        QFETCH(QString, id);
        const auto m = catalog().model(id);
        QVERIFY(m);
        QVERIFY2(Catalog::isValidId(m->id), qPrintable(m->id));
        QVERIFY(!m->name.isEmpty());
        QVERIFY(m->hfId.contains(u'/'));
        QVERIFY(!m->family.isEmpty());
        QVERIFY(!m->architecture.isEmpty());
        QVERIFY(!m->provenance.source.isEmpty());
        QVERIFY(m->provenance.asOf.isValid());
        QVERIFY(m->layers > 0 && m->hidden > 0 && m->heads > 0 && m->kvHeads > 0);
        QVERIFY(m->headDim > 0 && m->vocab > 0 && m->maxContext > 0);
        QVERIFY(m->declaredParameters > 0);
        QCOMPARE(m->declaredActiveParameters > 0, m->isMoe());
        if (m->isMoe())
            QVERIFY(m->declaredActiveParameters < m->declaredParameters);
        QVERIFY(m->slidingWindow == 0 || !m->attentionLayers.isEmpty());
        QVERIFY(kvBytesPerToken16(*m) > 0);
        QVERIFY2(weightFormatFromId(m->defaultWeightFormat), qPrintable(m->defaultWeightFormat));
    }

    void modelsMatchReference_data()
    {
        QTest::addColumn<int>("row");
        const auto rows = referenceTable("models.csv");
        QVERIFY2(rows.size() >= 24, "models.csv not readable");
        for (int i = 0; i < rows.size(); ++i)
            QTest::newRow(qPrintable(QStringLiteral("models.csv %1 (%2)")
                                             .arg(rows.at(i).value(QStringLiteral("name")),
                                                  rows.at(i).value(QStringLiteral("hf_id")))))
                    << i;
    }
    void modelsMatchReference()
    {
        QFETCH(int, row);
        static const auto rows = referenceTable("models.csv");
        const QHash<QString, QString> &r = rows.at(row);
        const auto num = [&](const char *key) -> std::int64_t {
            return r.value(QLatin1StringView(key)).toLongLong();
        };
        const QString hfId = r.value(QStringLiteral("hf_id"));
        std::optional<ModelSpec> found;
        for (const ModelSpec &m : catalog().models()) {
            if (m.hfId == hfId) {
                QVERIFY2(!found, "two entries for one hf_id");
                found = m;
            }
        }
        QVERIFY2(found, qPrintable(hfId));
        const ModelSpec &m = *found;
        QCOMPARE(m.name, r.value(QStringLiteral("name")));
        QCOMPARE(std::int64_t(m.layers), num("num_layers"));
        QCOMPARE(std::int64_t(m.hidden), num("hidden_size"));
        QCOMPARE(std::int64_t(m.intermediate), num("intermediate_size"));
        QCOMPARE(std::int64_t(m.heads), num("num_attention_heads"));
        QCOMPARE(std::int64_t(m.kvHeads), num("num_key_value_heads"));
        if (!r.value(QStringLiteral("head_dim")).isEmpty())
            QCOMPARE(std::int64_t(m.headDim), num("head_dim"));
        QCOMPARE(std::int64_t(m.vocab), num("vocab_size"));
        QCOMPARE(std::int64_t(m.maxContext), num("max_position_embeddings"));
        QCOMPARE(m.tiedEmbeddings, r.value(QStringLiteral("tie_word_embeddings")) == u"true");
        QCOMPARE(m.mlp == MlpKind::Plain,
                 r.value(QStringLiteral("mlp_type")).contains(QStringLiteral("2-matrix")));
        QCOMPARE(std::int64_t(m.moe.experts), num("num_experts"));
        QCOMPARE(std::int64_t(m.moe.expertsPerToken), num("experts_per_token"));
        QCOMPARE(std::int64_t(m.moe.sharedExperts), num("num_shared_experts"));
        QCOMPARE(std::int64_t(m.moe.firstDenseLayers), num("first_k_dense_layers"));
        if (m.isMoe())
            QCOMPARE(std::int64_t(m.moe.expertIntermediate), num("moe_intermediate_size"));
        QCOMPARE(std::int64_t(m.mla.kvLoraRank), num("kv_lora_rank"));
        QCOMPARE(std::int64_t(m.mla.qLoraRank), num("q_lora_rank"));
        QCOMPARE(std::int64_t(m.mla.qkRopeHeadDim), num("qk_rope_head_dim"));
        QCOMPARE(std::int64_t(m.mla.qkNopeHeadDim), num("qk_nope_head_dim"));
        QCOMPARE(std::int64_t(m.mla.vHeadDim), num("v_head_dim"));
        QCOMPARE(m.isMla(), r.value(QStringLiteral("attention_type")) == u"MLA");
        QCOMPARE(std::int64_t(m.slidingWindow), num("sliding_window"));
        if (m.slidingWindow > 0) {
            int sliding = 0;
            for (const AttentionLayerGroup &g : m.attentionLayers) {
                if (g.kind == AttentionKind::SlidingWindow) {
                    QCOMPARE(g.windowTokens, m.slidingWindow);
                    sliding += g.layers;
                }
            }
            const QString pattern = r.value(QStringLiteral("sliding_window_pattern"));
            if (pattern == u"all layers")
                QCOMPARE(sliding, m.layers);
            else // alternating local/global (1:1)
                QCOMPARE(sliding * 2, m.layers);
        }
        QCOMPARE(std::int64_t(m.declaredParameters), num("params_total_computed"));
        if (r.value(QStringLiteral("arch")) == u"moe")
            QCOMPARE(std::int64_t(m.declaredActiveParameters), num("params_active_computed"));
        QCOMPARE(kvBytesPerToken16(m), num("kv_cache_bytes_per_token_fp16"));
        QCOMPARE(m.provenance.source, r.value(QStringLiteral("source_config")));
    }

    void requiredModels_data()
    {
        QTest::addColumn<QString>("id");
        for (const char *id :
             {"llama-2-7b", "llama-3.1-8b", "llama-3.1-70b", "llama-3.3-70b", "mixtral-8x7b",
              "mixtral-8x22b", "qwen2.5-7b", "qwen2.5-72b", "qwen3-8b", "qwen3-32b",
              "qwen3-30b-a3b", "qwen3-235b-a22b", "gemma-2-9b", "deepseek-v3", "mistral-small-24b",
              "mistral-7b-v0.1", "phi-3-mini-4k",
              // late 2026 (issue 17)
              "gpt-oss-20b", "gpt-oss-120b", "llama-4-scout", "llama-4-maverick",
              "qwen3-next-80b-a3b", "qwen3.5-397b-a17b", "kimi-k2", "glm-4.6", "glm-4.7",
              "deepseek-v3.1", "deepseek-v3.2", "gemma-3-12b", "gemma-3-27b", "minimax-m2"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void requiredModels()
    {
        QFETCH(QString, id);
        QVERIFY(catalog().model(id));
    }

    // Architecture features the CSV has no column for (HF config.json of each family).
    void modelFeatures()
    {
        QVERIFY(catalog().model(QStringLiteral("qwen2.5-7b"))->attentionBias);
        QVERIFY(!catalog().model(QStringLiteral("llama-3.1-8b"))->attentionBias);
        QVERIFY(catalog().model(QStringLiteral("qwen3-8b"))->qkNorm);
        QVERIFY(catalog().model(QStringLiteral("qwen3-30b-a3b"))->qkNorm);
        QVERIFY(catalog().model(QStringLiteral("opt-13b"))->learnedPositions);
        QCOMPARE(catalog().model(QStringLiteral("opt-13b"))->norm, NormKind::LayerNorm);
        QCOMPARE(catalog().model(QStringLiteral("falcon-40b"))->norm, NormKind::LayerNorm);
        QCOMPARE(catalog().model(QStringLiteral("gemma-2-9b"))->normsPerLayer, 4);
        // DeepSeek-V3 ships FP8 weights (README_WEIGHTS.md).
        QCOMPARE(catalog().model(QStringLiteral("deepseek-v3"))->defaultWeightFormat,
                 QStringLiteral("fp8"));
        // Mistral-Small-24B-2501 config.json: 40 layers, hidden 5120, 32 heads, 8 KV, 128 head_dim.
        const ModelSpec ms = *catalog().model(QStringLiteral("mistral-small-24b"));
        QCOMPARE(ms.layers, 40);
        QCOMPARE(ms.hidden, 5120);
        QCOMPARE(ms.intermediate, 32768);
        QCOMPARE(ms.heads, 32);
        QCOMPARE(ms.kvHeads, 8);
        QCOMPARE(ms.headDim, 128);
        QCOMPARE(ms.vocab, 131072);
        // Llama-3.3-70B has the architecture of Llama-3.1-70B.
        ModelSpec l33 = *catalog().model(QStringLiteral("llama-3.3-70b"));
        const ModelSpec l31 = *catalog().model(QStringLiteral("llama-3.1-70b"));
        QCOMPARE(l33.declaredParameters, l31.declaredParameters);
        QCOMPARE(kvBytesPerToken16(l33), kvBytesPerToken16(l31));
    }

    // One truth: a catalog entry that was transcribed from a config.json is exactly what the
    // importer reads from that file (tests/data/hf), apart from the catalog's own metadata
    // (id, names, declared counts, provenance). A field the catalog gets wrong, or one the
    // importer learns to read later, shows here as a JSON difference.
    void catalogReadsAsItsConfig_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("config");
        const char *pairs[][2] = {
                {"llama-3.1-8b", "llama-3.1-8b.json"},
                {"mixtral-8x7b", "mixtral-8x7b.json"},
                {"deepseek-v3", "deepseek-v3.json"},
                {"gemma-2-9b", "gemma-2-9b.json"},
                {"qwen3-30b-a3b", "qwen3-30b-a3b.json"},
                {"falcon-40b", "falcon-40b.json"},
                {"opt-13b", "opt-13b.json"},
                // late 2026 (issue 17): entries written by scripts/catalog-add-model.py
                {"gpt-oss-20b", "openai--gpt-oss-20b_config.json"},
                {"gpt-oss-120b", "openai--gpt-oss-120b_config.json"},
                {"minimax-m2.5", "MiniMaxAI--MiniMax-M2.5_config.json"},
                {"minimax-m2", "MiniMaxAI--MiniMax-M2.5_config.json"}, // same architecture
                {"deepseek-v3.1", "deepseek-v3.json"}, // same architecture and FP8 blocks
                {"deepseek-r1", "deepseek-v3.json"},
                {"llama-4-scout", "meta-llama--Llama-4-Scout-17B-16E-Instruct_config.json"},
                {"llama-4-maverick", "meta-llama--Llama-4-Maverick-17B-128E-Instruct_config.json"},
                {"qwen3.5-397b-a17b", "Qwen--Qwen3.5-397B-A17B_config.json"},
                {"kimi-k2", "moonshotai--Kimi-K2-Instruct_config.json"},
                {"deepseek-v3.2", "deepseek-ai--DeepSeek-V3.2_config.json"},
                {"glm-5", "zai-org--GLM-5_config.json"},
                {"gemma-3-27b", "gemma-3-27b-it.json"},
                {"qwen3-next-80b-a3b", "Qwen--Qwen3-Next-80B-A3B-Instruct_config.json"},
        };
        for (const auto &pair : pairs)
            QTest::newRow(pair[0]) << QString::fromLatin1(pair[0]) << QString::fromLatin1(pair[1]);
    }
    void catalogReadsAsItsConfig()
    {
        QFETCH(QString, id);
        QFETCH(QString, config);
        const auto entry = catalog().model(id);
        QVERIFY(entry);
        auto imported = readHfConfigFile(QStringLiteral(HEADROOM_TEST_DATA_DIR "/hf/") + config);
        QVERIFY2(imported, qPrintable(imported ? QString() : imported.error().message));
        ModelSpec read = *imported;
        // the catalog's own metadata, which no config.json states
        read.id = entry->id;
        read.name = entry->name;
        read.hfId = entry->hfId;
        read.family = entry->family;
        read.declaredParameters = entry->declaredParameters;
        read.declaredActiveParameters = entry->declaredActiveParameters;
        read.provenance = entry->provenance;
        const QJsonObject want = modelSpecToJson(*entry);
        const QJsonObject got = modelSpecToJson(read);
        QStringList differ;
        for (const QString &key : want.keys() + got.keys()) {
            if (want.value(key) != got.value(key) && !differ.contains(key))
                differ << key + u": catalog "
                                + QString::fromUtf8(
                                        QJsonDocument(QJsonObject {{key, want.value(key)}})
                                                .toJson(QJsonDocument::Compact))
                                + u" vs config "
                                + QString::fromUtf8(
                                        QJsonDocument(QJsonObject {{key, got.value(key)}})
                                                .toJson(QJsonDocument::Compact));
        }
        QVERIFY2(differ.isEmpty(), qPrintable(differ.join(u"\n")));
    }

    void usableMemoryAsCudaReports_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("gib");
        // torch.cuda.get_device_properties().total_memory / the PyTorch OOM line's "total
        // capacity", quoted in each entry's memory_usable_source (not nvidia-smi's total)
        QTest::newRow("H100 SXM") << QStringLiteral("h100-sxm-80gb") << 79.18;
        QTest::newRow("H200 SXM") << QStringLiteral("h200-sxm-141gb") << 139.80;
        QTest::newRow("B200") << QStringLiteral("b200-180gb") << 178.35;
        QTest::newRow("A100 SXM 80GB") << QStringLiteral("a100-sxm-80gb") << 79.14;
        QTest::newRow("L40S") << QStringLiteral("l40s-48gb") << 44.52;
        QTest::newRow("RTX 4090 (Linux)") << QStringLiteral("rtx-4090-24gb") << 23.64;
        QTest::newRow("MI300X") << QStringLiteral("mi300x-192gb") << 191.98;
        // rocm-smi "VRAM Total Memory (B): 309220868096" = torch total_memory on an MI355X
        QTest::newRow("MI355X") << QStringLiteral("mi355x-288gb") << 287.98;
        QTest::newRow("RTX PRO 6000 Server")
                << QStringLiteral("rtx-pro-6000-server-96gb") << 94.97; // total_memory=97250MB
        // derived from nvidia-smi's 275,040 / 284,208 MiB less the B200's 728 MiB gap
        QTest::newRow("B300") << QStringLiteral("b300-288gb") << 267.88;
        QTest::newRow("GB300") << QStringLiteral("gb300-288gb") << 276.84;
        // hl-smi on an idle HL-325L: 131,072 MiB total, 130,400 MiB free
        QTest::newRow("Gaudi 3") << QStringLiteral("gaudi3-128gb") << 127.34;
    }

    void usableMemoryAsCudaReports()
    {
        QFETCH(QString, id);
        QFETCH(double, gib);
        const auto gpu = catalog().gpu(id);
        QVERIFY(gpu);
        QVERIFY2(qAbs(double(gpu->usableMemoryBytes) / double(1 << 30) - gib) < 0.01,
                 qPrintable(QString::number(double(gpu->usableMemoryBytes) / double(1 << 30))));
        QCOMPARE(gpu->memoryBytes(), gpu->usableMemoryBytes);
    }
};

HEADROOM_TEST_APPLESS_MAIN(TestCatalogData)
#include "tst_catalogdata.moc"
