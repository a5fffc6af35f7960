#include <QTest>
class TestBoard : public QObject
{
    Q_OBJECT
};
QTEST_MAIN(TestBoard)
#include "tst_board.moc"
