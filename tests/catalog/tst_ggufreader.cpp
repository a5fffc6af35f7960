#include "catalog/ggufreader.h"
#include "headroomtest.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QTest>

using namespace Headroom;

namespace {

QString corpus(const char *name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/gguf/") + QLatin1StringView(name);
}

// Bytes of the tiny llama of tests/fuzz/make_gguf_corpus.py, computed by hand from ggml's block
// sizes: q4_K 144 B per 256 weights, q6_K 210 B per 256, f32 4 B per weight.
constexpr std::int64_t q4k(std::int64_t n)
{
    return n / 256 * 144;
}
constexpr std::int64_t q6k(std::int64_t n)
{
    return n / 256 * 210;
}
constexpr std::int64_t kTinyLlamaBytes = q4k(256 * 256) // token_embd
        + 2
                * (4 * 256 + q4k(256 * 256) + q4k(256 * 128) + q6k(256 * 128) + q4k(256 * 256)
                   + 4 * 256 + q4k(256 * 256) + q4k(256 * 256) + q6k(256 * 256))
        + 4 * 256 + q6k(256 * 256); // output_norm, output

} // namespace

class TestGgufReader : public QObject
{
    Q_OBJECT

private slots:
    void readsArchitecture_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("version");
        QTest::newRow("v3") << corpus("tiny-llama-q4_k_m.gguf") << 3;
        QTest::newRow("v2") << corpus("tiny-llama-v2.gguf") << 2;
    }

    void readsArchitecture()
    {
        QFETCH(QString, file);
        QFETCH(int, version);
        const auto header = readGgufHeader(file);
        QVERIFY2(header.has_value(), qPrintable(header ? QString() : header.error().message));
        QCOMPARE(int(header->version), version);
        QCOMPARE(header->architecture(), QStringLiteral("llama"));
        QCOMPARE(header->tensors.size(), 1 + 2 * 9 + 2);
        QCOMPARE(header->tensorBytes(), kTinyLlamaBytes);
        QCOMPARE(header->elementsByType().value(QStringLiteral("q6_K")),
                 std::int64_t(2 * (256 * 128 + 256 * 256) + 256 * 256));
        const auto spec = modelSpecFromGguf(*header);
        QVERIFY(spec.has_value());
        QCOMPARE(spec->layers, 2);
        QCOMPARE(spec->hidden, 256);
        QCOMPARE(spec->intermediate, 256);
        QCOMPARE(spec->heads, 4);
        QCOMPARE(spec->kvHeads, 2);
        QCOMPARE(spec->headDim, 64);
        QCOMPARE(spec->vocab, 256); // from the tokenizer.ggml.tokens array length
        QCOMPARE(spec->maxContext, std::int64_t(4096));
        QVERIFY(!spec->tiedEmbeddings);
        QCOMPARE(spec->name, QStringLiteral("Tiny Llama"));
        QCOMPARE(spec->id, QStringLiteral("tiny-llama"));
    }

    void readsMoe()
    {
        const auto header = readGgufHeader(corpus("tiny-moe.gguf"));
        QVERIFY(header.has_value());
        const auto spec = modelSpecFromGguf(*header);
        QVERIFY(spec.has_value());
        QCOMPARE(spec->moe.experts, 8);
        QCOMPARE(spec->moe.expertsPerToken, 2);
        QVERIFY(spec->tiedEmbeddings); // no output.weight
        QCOMPARE(header->tensorBytes(), std::int64_t(256 * 512 / 32 * 34)); // q8_0, 256 x 512
    }

    void refusesBadFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("needle");
        QTest::newRow("wrong magic") << corpus("bad-magic.gguf") << QStringLiteral("not a GGUF");
        QTest::newRow("version 1") << corpus("bad-version-1.gguf") << QStringLiteral("version 1");
        QTest::newRow("empty") << corpus("empty.gguf") << QStringLiteral("not a GGUF");
        QTest::newRow("truncated header")
                << corpus("truncated-header.gguf") << QStringLiteral("more than the file can hold");
        QTest::newRow("data missing")
                << corpus("truncated-data.gguf") << QStringLiteral("past the end");
        QTest::newRow("tensor count")
                << corpus("huge-tensor-count.gguf") << QStringLiteral("tensors");
        QTest::newRow("kv count") << corpus("huge-kv-count.gguf")
                                  << QStringLiteral("metadata entries");
        QTest::newRow("string length") << corpus("huge-string.gguf") << QStringLiteral("claims");
        QTest::newRow("array length") << corpus("huge-array.gguf") << QStringLiteral("elements");
        QTest::newRow("dimensions") << corpus("too-many-dims.gguf") << QStringLiteral("dimensions");
        QTest::newRow("tensor type")
                << corpus("unknown-type.gguf") << QStringLiteral("unknown type");
        QTest::newRow("offset") << corpus("lying-offset.gguf") << QStringLiteral("offset");
        QTest::newRow("missing file")
                << corpus("no-such-file.gguf") << QStringLiteral("Cannot open");
    }

    void refusesBadFiles()
    {
        QFETCH(QString, file);
        QFETCH(QString, needle);
        const auto header = readGgufHeader(file);
        QVERIFY(!header.has_value());
        QVERIFY2(header.error().message.contains(needle), qPrintable(header.error().message));
    }

    void everyTruncationIsRefusedCleanly()
    {
        QFile file(corpus("tiny-llama-q4_k_m.gguf"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray whole = file.readAll();
        const auto full = readGgufHeader(corpus("tiny-llama-q4_k_m.gguf"));
        QVERIFY(full.has_value());
        // Cut the file at every byte of the header and at a few places in the data.
        QList<qsizetype> cuts;
        for (qsizetype n = 0; n < full->dataOffset; ++n)
            cuts << n;
        cuts << full->dataOffset << whole.size() / 2 << whole.size() - 1;
        for (qsizetype n : cuts) {
            QByteArray prefix = whole.left(n);
            QBuffer buffer(&prefix);
            QVERIFY(buffer.open(QIODevice::ReadOnly));
            const auto header = readGgufHeader(buffer, prefix.size());
            QVERIFY2(!header.has_value(), qPrintable(QString::number(n)));
            QVERIFY(!header.error().message.isEmpty());
        }
    }
};

HEADROOM_TEST_APPLESS_MAIN(TestGgufReader)
#include "tst_ggufreader.moc"
