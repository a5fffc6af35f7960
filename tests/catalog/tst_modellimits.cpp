// Hostile model files (core/spec/modellimits.h): every reader of a ModelSpec refuses sizes no
// real model has, numbers that do not fit, and fields that contradict each other, and the error
// names the field in the file's own words.

#include "catalog/catalog.h"
#include "catalog/ggufreader.h"
#include "catalog/hfconfig.h"
#include "estimate/parametercount.h"
#include "headroomtest.h"
#include "spec/modellimits.h"
#include "store/projectstore.h"

#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace Headroom;
using namespace Qt::StringLiterals;

namespace {

QString data(const QString &relative)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/") + relative;
}

ModelFieldNames testNames()
{
    return {u"test"_s, [](ModelField f) { return QString::number(int(f)); }};
}

/** The error names `key` between quotes, on one line. */
void expectNamed(const Error &error, const QString &key)
{
    QVERIFY2(error.message.contains(u'\'' + key + u'\''), qPrintable(error.message));
    QVERIFY2(error.detail.contains(key), qPrintable(error.detail));
    QVERIFY(!error.message.contains(u'\n'));
}

ModelSpec llama8b()
{
    const auto spec = readHfConfigFile(data(u"hf/llama-3.1-8b.json"_s));
    return spec ? *spec : ModelSpec {};
}

} // namespace

class TestModelLimits : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void hostileHfConfigs_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("needle");
        const auto row = [](const char *file, const char *key, const char *needle) {
            QTest::newRow(file) << QString::fromLatin1(file) << QString::fromLatin1(key)
                                << QString::fromLatin1(needle);
        };
        row("ten-million-layers.json", "num_hidden_layers", "is 10000000, more than any model");
        row("hidden-1e300.json", "hidden_size", "is 1e+300, more than any model");
        row("vocab-2-pow-63.json", "vocab_size", "more than any model has (at most 4194304)");
        row("intermediate-1e19.json", "intermediate_size", "is 1e+19, more than any model");
        row("heads-32-kv-7.json", "num_attention_heads", "(32) is not a multiple of field");
        row("kv-heads-over-heads.json", "num_key_value_heads", "(64) is more than field");
        row("negative-experts.json", "num_local_experts", "is -8; it must be at least 0");
        row("experts-per-token-over-experts.json", "num_experts_per_tok", "(16) is more than");
        row("string-hidden-size.json", "hidden_size", "is not a number");
        row("bool-head-dim.json", "head_dim", "is not a number");
        row("fractional-head-dim.json", "head_dim", "is 128.5, not a whole number");
        row("negative-context.json", "max_position_embeddings", "is -1; it must be at least 0");
        row("huge-sliding-window.json", "sliding_window", "more than any model has");
        row("too-many-parameters.json", "num_local_experts", "parameters, more than any model");
        row("huge-kv-cache.json", "max_position_embeddings", "bytes of KV cache for one sequence");
    }

    void hostileHfConfigs()
    {
        QFETCH(QString, file);
        QFETCH(QString, key);
        QFETCH(QString, needle);
        const auto spec = readHfConfigFile(data(u"hf/hostile/"_s + file));
        QVERIFY(!spec);
        expectNamed(spec.error(), key);
        QVERIFY2(spec.error().message.contains(needle), qPrintable(spec.error().message));
        QVERIFY(spec.error().message.startsWith(u"config.json field"_s)
                || spec.error().message.startsWith(u"config.json fields"_s));
    }

    void hostileGguf_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("needle");
        const auto row = [](const char *file, const char *key, const char *needle) {
            QTest::newRow(file) << QString::fromLatin1(file) << QString::fromLatin1(key)
                                << QString::fromLatin1(needle);
        };
        row("hostile-block-count.gguf", "llama.block_count", "is 10000000, more than any model");
        row("hostile-embedding-1e300.gguf", "llama.embedding_length", "is 1e+300");
        row("hostile-vocab-2-pow-63.gguf", "llama.vocab_size", "is 9223372036854775808");
        row("hostile-kv-heads-7.gguf", "llama.attention.head_count", "is not a multiple of");
        row("hostile-negative-experts.gguf", "llama.expert_count", "is -8; it must be at least 0");
        row("hostile-experts-used-over-count.gguf", "llama.expert_used_count", "(16) is more than");
        row("hostile-string-embedding.gguf", "llama.embedding_length", "is not a number");
        row("hostile-context-i64-min.gguf", "llama.context_length", "is -9223372036854775808");
        row("hostile-per-layer-kv-heads.gguf", "llama.attention.head_count_kv", "is 4000000000");
    }

    void hostileGguf()
    {
        QFETCH(QString, file);
        QFETCH(QString, key);
        QFETCH(QString, needle);
        const auto header = readGgufHeader(data(u"gguf/"_s + file));
        QVERIFY2(header, qPrintable(header ? QString() : header.error().message));
        const auto spec = modelSpecFromGguf(*header);
        QVERIFY(!spec);
        expectNamed(spec.error(), key);
        QVERIFY2(spec.error().message.contains(needle), qPrintable(spec.error().message));
        QVERIFY(spec.error().message.startsWith(u"GGUF header field"_s));
    }

    void realModelsPass()
    {
        const auto catalog = Catalog::builtin();
        QVERIFY(catalog);
        for (const ModelSpec &m : catalog->models()) {
            const auto r = checkModelLimits(m, testNames());
            QVERIFY2(r, qPrintable(m.id + u": "_s + (r ? QString() : r.error().message)));
        }
        for (const char *file : {"tiny-llama-q4_k_m.gguf", "tiny-llama-v2.gguf", "tiny-moe.gguf"}) {
            const auto header = readGgufHeader(data(u"gguf/"_s + QLatin1StringView(file)));
            QVERIFY(header);
            const auto spec = modelSpecFromGguf(*header);
            QVERIFY2(spec, qPrintable(spec ? QString() : spec.error().message));
        }
    }

    void fieldValues_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("zero") << 0.0 << true;
        QTest::newRow("limit") << 1024.0 << true;
        QTest::newRow("over") << 1025.0 << false;
        QTest::newRow("1e300") << 1e300 << false;
        QTest::newRow("2^63") << std::ldexp(1.0, 63) << false;
        QTest::newRow("1e19") << 1e19 << false;
        QTest::newRow("negative") << -1.0 << false;
        QTest::newRow("-1e300") << -1e300 << false;
        QTest::newRow("fraction") << 2.5 << false;
        QTest::newRow("nan") << std::numeric_limits<double>::quiet_NaN() << false;
        QTest::newRow("infinity") << std::numeric_limits<double>::infinity() << false;
    }

    void fieldValues()
    {
        QFETCH(double, value);
        QFETCH(bool, accepted);
        const auto r = modelFieldValue(value, ModelField::Layers, testNames(), u"layers"_s);
        QCOMPARE(bool(r), accepted);
        if (accepted)
            QCOMPARE(*r, std::int64_t(value));
        else
            expectNamed(r.error(), u"layers"_s);
    }

    void variantValues()
    {
        const ModelFieldNames names = testNames();
        const auto value = [&](const QVariant &v) {
            return modelFieldValue(v, ModelField::Heads, names, u"heads"_s);
        };
        QCOMPARE(*value(QVariant()), 0); // absent
        QCOMPARE(*value(QVariant::fromValue(std::uint32_t(64))), 64);
        QCOMPARE(*value(QVariant::fromValue(std::int8_t(8))), 8);
        QCOMPARE(*value(QVariantList {4, 32, 8}), 32); // per-layer values: the largest
        QVERIFY(!value(QVariant::fromValue(std::uint64_t(1) << 63)));
        QVERIFY(!value(QVariant::fromValue(std::int64_t(-1))));
        QVERIFY(!value(QVariant(1e300)));
        QVERIFY(!value(QVariant(u"32"_s)));
        QVERIFY(!value(QVariant(true)));
        QVERIFY(!value(QVariantList {4, -1}));
        expectNamed(value(QVariant(u"32"_s)).error(), u"heads"_s);
    }

    void consistency()
    {
        ModelSpec m = llama8b();
        QVERIFY(checkModelLimits(m, testNames()));
        m.attentionLayers = {{30, AttentionKind::Full, 0, 0, 0, 0}}; // 30 of 32 layers
        QVERIFY(!checkModelLimits(m, testNames()));
        m = llama8b();
        m.moe.experts = 8;
        m.moe.expertsPerToken = 0;
        m.moe.expertIntermediate = 14336;
        QVERIFY(!checkModelLimits(m, testNames()));
        m.moe.expertsPerToken = 2;
        QVERIFY(checkModelLimits(m, testNames()));
        m.moe.firstDenseLayers = 33;
        QVERIFY(!checkModelLimits(m, testNames()));
    }

    void parameterBoundCoversTheCount()
    {
        // the bound is at least the exact count, for every real model
        const auto catalog = Catalog::builtin();
        QVERIFY(catalog);
        for (const ModelSpec &m : catalog->models())
            QVERIFY2(modelParameterBound(m) >= double(countParameters(m).total()), qPrintable(m.id));
    }

    void projectCustomModel_data()
    {
        QTest::addColumn<int>("layers");
        QTest::addColumn<QString>("needle");
        QTest::newRow("5000 layers") << 5000 << u"is 5000, more than any model has"_s;
        QTest::newRow("ten million layers") << 10000000 << u"out of range"_s;
    }

    void projectCustomModel()
    {
        QFETCH(int, layers);
        QFETCH(QString, needle);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        ModelSpec m = llama8b();
        m.id = u"absurd"_s;
        m.name = u"Absurd"_s;
        m.layers = layers;
        Project p;
        p.customModels.append(m);
        const QString file = dir.filePath(u"absurd.headroom"_s);
        const ProjectStore store;
        const auto saved = store.save(p, file);
        QVERIFY2(saved, qPrintable(saved ? QString() : saved.error().message));
        const auto loaded = store.load(file);
        QVERIFY(!loaded);
        QVERIFY2(loaded.error().message.contains(u"num_layers"_s),
                 qPrintable(loaded.error().message));
        QVERIFY2(loaded.error().message.contains(needle), qPrintable(loaded.error().message));
        QVERIFY(!loaded.error().message.contains(u'\n'));
    }

    void projectSnapshotModel()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        ModelSpec m = llama8b();
        m.id = u"llama-3.1-8b"_s;
        m.moe.experts = 16384;
        m.moe.expertsPerToken = 1;
        m.moe.expertIntermediate = 524288;
        m.hidden = 131072;
        m.layers = 1024;
        Project p;
        p.modelSnapshots.append(m);
        const QString file = dir.filePath(u"snapshot.headroom"_s);
        const ProjectStore store;
        QVERIFY(store.save(p, file));
        const auto loaded = store.load(file);
        QVERIFY(!loaded);
        QVERIFY2(loaded.error().message.contains(u"'moe.num_experts'"_s),
                 qPrintable(loaded.error().message));
        QVERIFY(loaded.error().message.contains(u"parameters"_s));
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestModelLimits)
#include "tst_modellimits.moc"
