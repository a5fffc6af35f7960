// Splits people build (issue 19): TP 1, 2, 4 or 8 dividing the heads and the KV heads, one
// replica on 1, 2, 4 or 8 GPUs of a node or on whole nodes, PP at most one stage per layer.
#include "catalog/catalog.h"
#include "estimate/parallelsplit.h"
#include "headroomtest.h"

#include <QTest>

using namespace Headroom;

class TestParallelSplit : public QObject
{
    Q_OBJECT

private slots:
    void gqaModel()
    {
        ModelSpec m;
        m.layers = 80;
        m.heads = 64;
        m.kvHeads = 8;
        const QList<ParallelSplit> expected {{1, 1, 1},  {2, 2, 1},  {4, 4, 1}, {8, 8, 1},
                                             {16, 8, 2}, {24, 8, 3}, {32, 8, 4}};
        QCOMPARE(buildableSplits(m, 32), expected);
    }

    void kvHeadsLimitTensorParallel()
    {
        ModelSpec m;
        m.layers = 28;
        m.heads = 12;
        m.kvHeads = 4; // TP 8 divides neither
        QVERIFY(isBuildableTensorParallel(m, 4));
        QVERIFY(!isBuildableTensorParallel(m, 8));
        QVERIFY(!isBuildableTensorParallel(m, 3)); // divides the heads, not a node of 8
        const QList<ParallelSplit> expected {{1, 1, 1}, {2, 2, 1}, {4, 4, 1}, {8, 4, 2}, {16, 4, 4}};
        QCOMPARE(buildableSplits(m, 16), expected);
    }

    void everyCatalogModel()
    {
        const Catalog catalog = Catalog::builtin().value_or(Catalog {});
        QVERIFY(!catalog.models().isEmpty());
        for (const ModelSpec &m : catalog.models()) {
            const int kv = m.kvHeads > 0 ? m.kvHeads : m.heads;
            for (const ParallelSplit &s : buildableSplits(m)) {
                QCOMPARE(s.gpus, s.tensorParallel * s.pipelineParallel);
                QVERIFY2(m.heads % s.tensorParallel == 0, qPrintable(m.id));
                QVERIFY2(m.isMla() || kv % s.tensorParallel == 0, qPrintable(m.id));
                QVERIFY(s.tensorParallel <= kGpusPerNode);
                QVERIFY(s.gpus <= kGpusPerNode ? kGpusPerNode % s.gpus == 0
                                               : s.gpus % kGpusPerNode == 0);
                QVERIFY(s.pipelineParallel <= m.layers);
            }
        }
    }
};

HEADROOM_TEST_APPLESS_MAIN(TestParallelSplit)
#include "tst_parallelsplit.moc"
