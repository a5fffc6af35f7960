// Peak memory against published measurements: Qwen2.5 on one A100 80GB with transformers
// (tests/data/reference/benchmarks/qwen25_speed_benchmark_a100.csv, from QwenLM/Qwen2.5
// docs/source/benchmark/speed_benchmark.rst @a912d23). The published figure is PyTorch's peak
// allocation, so it is compared with weights + KV cache + activations (no CUDA context).
#include "catalog/catalog.h"
#include "estimate/memorybreakdown.h"
#include "headroomtest.h"
#include "referencecsv.h"
#include "units/bytes.h"

#include <QTest>

#include <algorithm>

using namespace Headroom;

namespace {

constexpr double kTolerance = 0.10; // per row; analytical model vs one measured run

std::optional<WeightFormat> formatOf(const QString &quantization)
{
    if (quantization == u"BF16")
        return WeightFormat::Bf16;
    if (quantization == u"GPTQ-Int4")
        return WeightFormat::Int4Gptq;
    if (quantization == u"AWQ")
        return WeightFormat::Int4Awq;
    return std::nullopt; // GPTQ-Int8 has no weight-only int8 format here
}

} // namespace

class TestPublishedMemory : public QObject
{
    Q_OBJECT

    QList<double> m_errors;

private slots:
    void transformersPeak_data()
    {
        QTest::addColumn<QString>("modelId");
        QTest::addColumn<int>("format");
        QTest::addColumn<int>("tokens");
        QTest::addColumn<double>("publishedGiB");
        int rows = 0;
        for (const QHash<QString, QString> &r :
             referenceTable("benchmarks/qwen25_speed_benchmark_a100.csv")) {
            const auto v = [&r](const char *column) { return r.value(QLatin1StringView(column)); };
            if (v("backend") != u"transformers" || v("num_gpus") != u"1")
                continue;
            const auto format = formatOf(v("quantization"));
            QString id = v("model").toLower().remove(QStringLiteral("-instruct"));
            if (!format || id.endsWith(u"0.5b") || id.endsWith(u"1.5b") || id.endsWith(u"3b"))
                continue; // the small Qwen2.5 sizes are not in the catalog
            const int tokens = v("input_len_tokens").toInt() + v("output_len_tokens").toInt();
            QTest::addRow("%s %s %d", qPrintable(id), qPrintable(v("quantization")), tokens)
                    << id << int(*format) << tokens << v("peak_mem_gib_all_gpus").toDouble();
            ++rows;
        }
        QVERIFY(rows >= 40);
    }

    void transformersPeak()
    {
        QFETCH(QString, modelId);
        QFETCH(int, format);
        QFETCH(int, tokens);
        QFETCH(double, publishedGiB);
        static const auto catalog = Catalog::builtin();
        QVERIFY(catalog.has_value());
        const auto model = catalog->model(modelId);
        const auto gpu = catalog->gpu(QStringLiteral("a100-sxm-80gb"));
        QVERIFY2(model && gpu, qPrintable(modelId));
        Configuration config;
        config.gpuId = gpu->id;
        Deployment d;
        d.modelId = model->id;
        d.engine = EngineKind::Transformers;
        d.weights = WeightFormat(format);
        d.workload.concurrentSequences = 1;
        d.workload.contextTokens = tokens;
        const auto memory = estimateMemory(*model, *gpu, config, d);
        QVERIFY(memory.has_value());
        const GpuMemory &g = memory->perGpu.first();
        const double estimated = toGiB(g.weights.bytes + g.kvCache.bytes + g.activations.bytes);
        const double error = (estimated - publishedGiB) / publishedGiB;
        m_errors.append(qAbs(error));
        QVERIFY2(qAbs(error) <= kTolerance,
                 qPrintable(QStringLiteral("estimated %1 GiB, published %2 GiB (%3 %)")
                                    .arg(estimated, 0, 'f', 2)
                                    .arg(publishedGiB)
                                    .arg(error * 100, 0, 'f', 1)));
    }

    void cleanupTestCase()
    {
        if (m_errors.isEmpty())
            return;
        std::sort(m_errors.begin(), m_errors.end());
        qInfo("transformers peak memory: %lld rows, median error %.1f %%, worst %.1f %%",
              static_cast<long long>(m_errors.size()), 100 * m_errors[m_errors.size() / 2],
              100 * m_errors.last());
    }
};

HEADROOM_TEST_APPLESS_MAIN(TestPublishedMemory)
#include "tst_publishedmemory.moc"
