// Deferred<T> (units/deferred.h): a value made when first read, once, shared by its copies.

#include "headroomtest.h"
#include "units/deferred.h"

#include <QList>
#include <QTest>

#include <atomic>
#include <thread>
#include <vector>

using namespace Headroom;

class TestDeferred : public QObject
{
    Q_OBJECT

private slots:
    void madeOnceByTheFirstReader()
    {
        std::atomic<int> made = 0;
        const Deferred<QList<int>> lazy(std::function<QList<int>()>([&made] {
            ++made;
            return QList<int> {1, 2, 3};
        }));
        const Deferred<QList<int>> copy = lazy;
        QCOMPARE(made.load(), 0);
        std::vector<QList<int>> read(8);
        std::vector<std::thread> readers;
        for (int i = 0; i < 8; ++i)
            readers.emplace_back([&read, i, copy] { read[i] = copy.get(); });
        for (std::thread &t : readers)
            t.join();
        QCOMPARE(made.load(), 1);
        for (const QList<int> &r : read)
            QCOMPARE(r, QList<int>({1, 2, 3}));
        QCOMPARE(&lazy.get(), &copy.get()); // the copies share the one made
        QCOMPARE(made.load(), 1);
    }

    void givenOrEmpty()
    {
        QCOMPARE(Deferred<QList<int>>(QList<int> {4}).get(), QList<int>({4}));
        QVERIFY(Deferred<QList<int>>().get().isEmpty());
        QCOMPARE(Deferred<double>().get(), 0.0);
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestDeferred)
#include "tst_deferred.moc"
