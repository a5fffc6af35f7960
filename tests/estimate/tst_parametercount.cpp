#include "estimate/kvcache.h"
#include "estimate/parametercount.h"
#include "headroomtest.h"
#include "referencemodels.h"

#include <QTest>

using namespace Headroom;

class TestParameterCount : public QObject
{
    Q_OBJECT

private slots:
    void referenceRowsExist();
    void totalAndActive_data();
    void totalAndActive();
    void kvBytesPerToken_data();
    void kvBytesPerToken();
    void declaredMismatchWarns();
};

void TestParameterCount::referenceRowsExist()
{
    QCOMPARE(readReferenceModels().size(), 24);
}

void TestParameterCount::totalAndActive_data()
{
    QTest::addColumn<ModelSpec>("model");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<qint64>("active");
    // source: tests/data/reference/models.csv params_*_computed (each row names its config);
    // tolerance: exact (the spec allows 0.1%)
    for (const ReferenceModel &ref : readReferenceModels())
        QTest::newRow(qPrintable(ref.spec.name))
                << ref.spec << qint64(ref.paramsTotal) << qint64(ref.paramsActive);
}

void TestParameterCount::totalAndActive()
{
    QFETCH(ModelSpec, model);
    QFETCH(qint64, total);
    QFETCH(qint64, active);
    const ParameterCount count = countParameters(model);
    QCOMPARE(count.total(), total);
    QCOMPARE(count.active(), active);
}

void TestParameterCount::kvBytesPerToken_data()
{
    QTest::addColumn<ModelSpec>("model");
    QTest::addColumn<qint64>("bytes");
    // source: models.csv kv_cache_bytes_per_token_fp16 (before any window cap); exact
    for (const ReferenceModel &ref : readReferenceModels())
        QTest::newRow(qPrintable(ref.spec.name)) << ref.spec << qint64(ref.kvBytesPerTokenFp16);
}

void TestParameterCount::kvBytesPerToken()
{
    QFETCH(ModelSpec, model);
    QFETCH(qint64, bytes);
    QCOMPARE(qint64(Headroom::kvBytesPerToken(model, KvFormat::Fp16)), bytes);
}

void TestParameterCount::declaredMismatchWarns()
{
    ModelSpec model = readReferenceModels().value(3).spec; // Llama-3.1-8B
    const ParameterCount count = countParameters(model);
    model.declaredParameters = 8'030'000'000; // within 2%: quiet
    QVERIFY(parameterCountWarnings(model, count).isEmpty());
    model.declaredParameters = 7'000'000'000; // 14.7% off
    QCOMPARE(parameterCountWarnings(model, count).size(), 1);
}

HEADROOM_TEST_APPLESS_MAIN(TestParameterCount)
#include "tst_parametercount.moc"
