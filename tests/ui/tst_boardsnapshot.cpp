// Renders the main window with the sample project (light, dark, and at whatever
// QT_SCALE_FACTOR the test runs under) into build/tests/ui/snapshots/, and checks that nothing
// on the board is clipped: every one-line label fits its width, cards do not overlap.

#include "board/boardview.h"
#include "board/configurationcard.h"
#include "board/elidedlabel.h"
#include "board/partlegend.h"
#include "board/vrambar.h"
#include "catalog/hfconfig.h"
#include "commands/projectcommands.h"
#include "document/projectdocument.h"
#include "headroomtest.h"
#include "mainwindow/mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLayout>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleFactory>
#include <QTest>
#include <QTranslator>

using namespace Headroom;

namespace {

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2e));
    p.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
    p.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x21));
    p.setColor(QPalette::AlternateBase, QColor(0x33, 0x33, 0x36));
    p.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
    p.setColor(QPalette::Button, QColor(0x35, 0x35, 0x38));
    p.setColor(QPalette::ButtonText, QColor(0xe8, 0xe8, 0xe8));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xe0));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Mid, QColor(0x55, 0x55, 0x58));
    p.setColor(QPalette::Midlight, QColor(0x48, 0x48, 0x4b));
    p.setColor(QPalette::Dark, QColor(0x18, 0x18, 0x18));
    p.setColor(QPalette::PlaceholderText, QColor(0xa0, 0xa0, 0xa0));
    p.setColor(QPalette::ToolTipBase, QColor(0x35, 0x35, 0x38));
    p.setColor(QPalette::ToolTipText, QColor(0xe8, 0xe8, 0xe8));
    return p;
}

QString snapshotDir()
{
    const QString dir = QCoreApplication::applicationDirPath() + QStringLiteral("/snapshots");
    QDir().mkpath(dir);
    return dir;
}

QString suffix()
{
    const QByteArray scale = qgetenv("QT_SCALE_FACTOR");
    return scale.isEmpty() || scale == "1" ? QString()
                                           : QStringLiteral("-%1x").arg(QString::fromLatin1(scale));
}

/** Stands in for Russian or Polish: every Headroom string about a third longer. */
class LongTranslator final : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (!QByteArray(context).startsWith("Headroom::"))
            return {};
        const QString text = QString::fromUtf8(source);
        if (text.contains(u'<'))
            return text; // rich tooltips: no layout to check
        return text + QString(text.size() / 3 + 1, u'ж');
    }
};

} // namespace

class TestBoardSnapshot : public QObject
{
    Q_OBJECT

private:
    void render(const QString &name, bool extra = false)
    {
        MainWindow window;
        window.newFromSample();
        if (extra) {
            // An overflow (70B in BF16 on one H100) and two models sharing two L40S.
            BoardView *board = window.board();
            board->addConfiguration(QStringLiteral("h100-sxm-80gb"));
            board->deployModel(window.document().project().configurations.last().id,
                               QStringLiteral("llama-3.1-70b"));
            board->addConfiguration(QStringLiteral("l40s-48gb"), 2, 2);
            const QString shared = window.document().project().configurations.last().id;
            board->deployModel(shared, QStringLiteral("llama-3.1-8b"));
            board->deployModel(shared, QStringLiteral("qwen3-8b"));
        }
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        BoardView *board = window.board();
        QVERIFY(board);
        QCOMPARE(board->cards().size(), extra ? 5 : 3);
        board->select(QStringLiteral("sample-h100x2"), QStringLiteral("sample-llama-70b"));
        QCoreApplication::processEvents();

        // Nothing one-line on the board is wider than the room it has.
        for (ConfigurationCard *card : board->cards()) {
            for (QLabel *label : card->findChildren<QLabel *>()) {
                if (!label->isVisible() || label->wordWrap() || qobject_cast<ElidedLabel *>(label))
                    continue;
                const int need = label->fontMetrics().horizontalAdvance(label->text());
                QVERIFY2(need <= label->contentsRect().width(),
                         qPrintable(QStringLiteral("clipped: \"%1\" needs %2 px, has %3")
                                            .arg(label->text())
                                            .arg(need)
                                            .arg(label->contentsRect().width())));
            }
            QVERIFY2(!card->findChild<ElidedLabel *>(QStringLiteral("cardTitle"))->isElided(),
                     qPrintable(card->titleText()));
            // The card is as tall as its content needs at the width it got: nothing squeezed.
            QVERIFY2(card->height() >= card->layout()->heightForWidth(card->width()),
                     qPrintable(QStringLiteral("%1: %2 px high, needs %3")
                                        .arg(card->titleText())
                                        .arg(card->height())
                                        .arg(card->layout()->heightForWidth(card->width()))));
            // Children do not overlap each other vertically (rows, bars, legend, labels).
            QList<QRect> boxes;
            for (QWidget *child : card->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
                if (child->isVisible())
                    boxes << child->geometry();
            }
            for (qsizetype i = 0; i < boxes.size(); ++i) {
                for (qsizetype j = i + 1; j < boxes.size(); ++j)
                    QVERIFY2(!boxes[i].intersects(boxes[j]), qPrintable(card->titleText()));
            }
        }
        // Cards never overlap.
        const auto cards = board->cards();
        for (qsizetype i = 0; i < cards.size(); ++i) {
            for (qsizetype j = i + 1; j < cards.size(); ++j)
                QVERIFY(!cards[i]->geometry().intersects(cards[j]->geometry()));
        }
        const QString path = snapshotDir() + u'/' + name + suffix() + QStringLiteral(".png");
        QVERIFY(window.grab().save(path));
        qInfo("snapshot: %s", qPrintable(path));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HeadroomTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_boardsnapshot"));
        QSettings().clear();
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    }

    void light()
    {
        QApplication::setPalette(QApplication::style()->standardPalette());
        render(QStringLiteral("board-sample"));
    }

    void emptyBoard()
    {
        QApplication::setPalette(QApplication::style()->standardPalette());
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QLabel *hint = window.board()->emptyHint();
        QVERIFY(hint->isVisible());
        QVERIFY(window.board()->viewport()->rect().contains(
                hint->mapTo(window.board()->viewport(), hint->rect().center())));
        QVERIFY(window.grab().save(snapshotDir() + QStringLiteral("/board-empty") + suffix()
                                   + QStringLiteral(".png")));
    }

    void overflowAndSharedGpus()
    {
        QApplication::setPalette(QApplication::style()->standardPalette());
        render(QStringLiteral("board-overflow"), true);
    }

    void longerTranslations()
    {
        QApplication::setPalette(QApplication::style()->standardPalette());
        LongTranslator translator;
        QCoreApplication::installTranslator(&translator);
        render(QStringLiteral("board-long-strings"), true);
        QCoreApplication::removeTranslator(&translator);
    }

    void dark()
    {
        QApplication::setPalette(darkPalette());
        render(QStringLiteral("board-sample-dark"));
        QApplication::setPalette(QApplication::style()->standardPalette());
    }

    void hybridSequenceState()
    {
        // A Gated DeltaNet hybrid (Qwen3.5-35B-A3B from its config.json) on one H200: the bar
        // shows the recurrent state as its own segment beside the KV cache, and the legend names it.
        QApplication::setPalette(QApplication::style()->standardPalette());
        auto spec = readHfConfigFile(
                QStringLiteral(HEADROOM_TEST_DATA_DIR "/hf/Qwen--Qwen3.5-35B-A3B_config.json"));
        QVERIFY(spec);
        spec->id = QStringLiteral("qwen3.5-35b-a3b-import");
        spec->name = QStringLiteral("Qwen3.5-35B-A3B");
        MainWindow window;
        window.document().setCustomModel(*spec);
        BoardView *board = window.board();
        board->addConfiguration(QStringLiteral("h200-sxm-141gb"));
        board->deployModel(window.document().project().configurations.last().id, spec->id);
        // 64 sequences of 8192 tokens: 10.7 GB of KV and 4.1 GB of recurrent state
        Deployment d = window.document().project().deployments.last();
        d.workload.concurrentSequences = 64;
        d.workload.contextTokens = 8192;
        window.document().undoStack().push(new ChangeDeployment(window.document(), d));
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCoreApplication::processEvents();
        ConfigurationCard *card = board->cards().last();
        QVERIFY(card->bars().first()->model().partBytes(MemoryPartKind::SequenceState) > 0);
        QVERIFY(card->bars().first()->model().partBytes(MemoryPartKind::KvCache) > 0);
        QVERIFY(card->legend()->itemTexts().contains(memoryPartName(MemoryPartKind::SequenceState)));
        const QString path = snapshotDir() + QStringLiteral("/board-hybrid-state") + suffix()
                + QStringLiteral(".png");
        QVERIFY(window.grab().save(path));
        qInfo("snapshot: %s", qPrintable(path));
    }
};

HEADROOM_TEST_MAIN(TestBoardSnapshot)
#include "tst_boardsnapshot.moc"
