// Issue 33: chart numbers in the reader's language ("15,0" in Polish, not "15.0"), written again
// on a live language switch; a count axis ticks whole, distinct numbers ("1 2 3", not
// "0 1 2 2 3"), whatever its range.
#include "headroomtest.h"
#include "measuredruns.h"

#include "catalog/catalog.h"
#include "charts/chartstyle.h"
#include "charts/costcharts.h"
#include "document/projectdocument.h"
#include "format/displayformat.h"
#include "mainwindow/calibrationdialog.h"
#include "mainwindow/languagemanager.h"
#include "reports/reportspanel.h"
#include "store/sampleproject.h"

#include <QCategoryAxis>
#include <QChart>
#include <QFile>
#include <QFontMetricsF>
#include <QLineSeries>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace Headroom;

namespace {

const QString kDeployment = QStringLiteral("sample-llama-70b");

void loadSample(ProjectDocument &document)
{
    const auto builtin = Catalog::builtin();
    QVERIFY(builtin);
    document.setBuiltinCatalog(*builtin);
    document.resetProject(sampleProject());
}

/** The tick labels of `axis` as drawn; a chart writes them itself (QCategoryAxis) in the
 *  reader's locale, since a QValueAxis writes printf labels ("%d" of 1.5 and 2.25 both read "2";
 *  "15.0" in Polish). */
QStringList tickLabels(QAbstractAxis *axis)
{
    auto *ticks = qobject_cast<QCategoryAxis *>(axis);
    if (!ticks)
        return {u"printf-formatted (%1)"_qs.arg(
                QString::fromLatin1(axis->metaObject()->className()))};
    QStringList labels = ticks->categoriesLabels();
    for (QString &label : labels)
        label.remove(QChar(0x200B)); // setTicks' mark of a repeated label
    return labels;
}

/** The error chart's axis along `orientation`. */
QAbstractAxis *errorAxis(const CalibrationDialog &dialog, Qt::Orientation orientation)
{
    const auto *view = dialog.findChild<Charts::ChartView *>(u"calibrationChart"_qs);
    const auto axes = view ? view->chart()->axes(orientation) : QList<QAbstractAxis *>();
    return axes.isEmpty() ? nullptr : axes.constFirst();
}

/** The first `count` runs of the sample's measured runs file, in `dir`. */
QString runsFile(const QTemporaryDir &dir, const Project &project, int count)
{
    return writeFirstRuns(dir.filePath(u"runs-%1.jsonl"_qs.arg(count)), project, kDeployment, count);
}

/** Every label of `labels` is a number as `locale` writes it, without a dot. */
bool allLocal(const QStringList &labels, const QLocale &locale)
{
    return std::all_of(labels.cbegin(), labels.cend(), [&locale](const QString &label) {
        bool ok = false;
        locale.toDouble(label, &ok);
        return ok && !label.contains(u'.');
    });
}

} // namespace

class TestChartLocale : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void cleanup() { QVERIFY(LanguageManager::instance()->setLanguage(u"en"_qs)); }

    /** A count axis kept at 0.5 to n + 0.5 ticks whole, distinct numbers from 1 to n, however
     *  many ticks its room allows. */
    void countTicksAreDistinctIntegers()
    {
        for (int n = 1; n <= 240; ++n) {
            for (int target : {2, 3, 5, 8, 12}) {
                QCategoryAxis axis;
                Charts::setTicks(
                        &axis, 0.5, n + 0.5,
                        [](double v, int decimals) { return Display::number(v, decimals); }, target,
                        1, Charts::TickRange::AsGiven);
                const QStringList labels = tickLabels(&axis);
                const QString seen = u"n = %1, %2 ticks: "_qs.arg(n).arg(target)
                        + labels.join(u' ');
                QVERIFY2(!labels.isEmpty(), qPrintable(seen));
                QSet<int> values;
                for (const QString &label : labels) {
                    bool whole = false;
                    const int value = QLocale().toInt(label, &whole);
                    QVERIFY2(whole && value >= 1 && value <= n, qPrintable(seen));
                    values.insert(value);
                }
                QVERIFY2(values.size() == labels.size(), qPrintable(seen));
                QCOMPARE(axis.min(), 0.5);
                QCOMPARE(axis.max(), n + 0.5);
            }
        }
    }

    /** Issue 33 item 1: the run axis reads whole, distinct numbers ("1 2 3", not "0 1 2 2 3")
     *  whatever the count of residuals and the chart's width. */
    void runAxisHasDistinctIntegerTicks()
    {
        ProjectDocument document;
        loadSample(document);
        QTemporaryDir dir;
        for (int runs : {2, 3, 4, 6, 12}) {
            CalibrationDialog dialog(document);
            const QString path = runsFile(dir, document.project(), std::min(runs, 6));
            dialog.addFiles(runs > 6 ? QStringList {path, path} : QStringList {path});
            dialog.setDeployment(kDeployment);
            auto *residuals = dialog.findChild<QTableWidget *>(u"calibrationResiduals"_qs);
            const int rows = residuals->rowCount();
            for (int width : {700, 1100, 1600}) {
                dialog.resize(width, 700);
                dialog.show();
                QVERIFY(QTest::qWaitForWindowExposed(&dialog));
                QCoreApplication::processEvents(); // the chart's posted layout
                QAbstractAxis *x = errorAxis(dialog, Qt::Horizontal);
                QVERIFY(x);
                const QStringList labels = tickLabels(x);
                const QString seen = labels.join(u' ');
                QVERIFY2(labels.size() >= 2 || rows <= 1, qPrintable(seen));
                QSet<int> values;
                for (const QString &label : labels) {
                    bool whole = false;
                    const int value = QLocale().toInt(label, &whole);
                    QVERIFY2(whole, qPrintable(u"%1 rows: %2"_qs.arg(rows).arg(seen)));
                    QVERIFY2(value >= 1 && value <= std::max(rows, 1), qPrintable(seen));
                    values.insert(value);
                }
                QVERIFY2(values.size() == labels.size(), qPrintable(seen));
            }
        }
    }

    /** Issue 33 item 2: after a live switch to Polish or Russian the chart's numbers are the
     *  language's ("-7,5", "15"), never "15.0". */
    void errorChartFollowsTheLanguage()
    {
        ProjectDocument document;
        loadSample(document);
        QTemporaryDir dir;
        CalibrationDialog dialog(document);
        dialog.addFiles({runsFile(dir, document.project(), 6)});
        dialog.setDeployment(kDeployment);
        dialog.resize(1100, 700);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        for (const QString &language : {u"pl"_qs, u"ru"_qs}) {
            QVERIFY(LanguageManager::instance()->setLanguage(language));
            QCoreApplication::processEvents();
            const QLocale locale;
            QCOMPARE(locale.decimalPoint(), u","_qs);
            for (Qt::Orientation o : {Qt::Horizontal, Qt::Vertical}) {
                QAbstractAxis *axis = errorAxis(dialog, o);
                QVERIFY(axis);
                const QStringList labels = tickLabels(axis);
                QVERIFY(labels.size() >= 2);
                for (const QString &label : labels) {
                    bool ok = false;
                    locale.toDouble(label, &ok);
                    QVERIFY2(ok && !label.contains(u'.'),
                             qPrintable(language + u": "_qs + labels.join(u' ')));
                }
            }
        }
        QVERIFY(LanguageManager::instance()->setLanguage(u"en"_qs));
    }

    /** Ticks are written again in the new language on a live switch, whether or not the chart's
     *  owner draws it again. */
    void ticksFollowALiveLanguageSwitch()
    {
        Charts::ChartView view;
        auto *series = new QLineSeries(view.chart());
        series->append(0, 0);
        series->append(1, 1.4);
        view.chart()->addSeries(series);
        auto *y = new QCategoryAxis(view.chart());
        auto *x = new QCategoryAxis(view.chart());
        view.chart()->addAxis(y, Qt::AlignLeft);
        view.chart()->addAxis(x, Qt::AlignBottom);
        series->attachAxis(x);
        series->attachAxis(y);
        const auto number = [](double v, int decimals) { return Display::number(v, decimals); };
        view.setTicks(y, 0, 1.4, number);
        view.setTicks(x, 0, 1, number);
        view.restyle();
        view.resize(500, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY2(tickLabels(y).contains(u"0.5"_qs) || tickLabels(y).contains(u"0.4"_qs),
                 qPrintable(tickLabels(y).join(u' ')));
        for (const QString &language : {u"pl"_qs, u"ru"_qs}) {
            QVERIFY(LanguageManager::instance()->setLanguage(language));
            QCoreApplication::processEvents();
            for (QCategoryAxis *axis : {y, x}) {
                const QStringList labels = tickLabels(axis);
                QVERIFY2(allLocal(labels, QLocale()), qPrintable(labels.join(u' ')));
                QVERIFY2(labels.join(QString()).contains(u','), qPrintable(labels.join(u' ')));
            }
        }
    }

    /** The months axes of the cost charts, in a narrow pane and a wide one, in English and
     *  Russian: neighbouring labels are at least an em apart (stop 42 saw "0 6 121824 3036" in
     *  Russian at the default window size), and the horizon is always labelled. */
    void monthTicksKeepApart()
    {
        ProjectDocument document;
        loadSample(document);
        ReportsPanel panel(document);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        int checked = 0;
        for (const QString &language : {u"en"_qs, u"ru"_qs}) {
            QVERIFY(LanguageManager::instance()->setLanguage(language));
            for (int width : {760, 1280}) {
                panel.resize(width, 330);
                for (int tab = 0; tab < panel.count(); ++tab) {
                    panel.setCurrentIndex(tab);
                    QCoreApplication::processEvents();
                    for (const auto *view :
                         panel.currentWidget()->findChildren<Charts::ChartView *>()) {
                        for (QAbstractAxis *axis : view->chart()->axes(Qt::Horizontal)) {
                            // a months axis: whole numbers from 0 to the horizon
                            auto *ticks = qobject_cast<QCategoryAxis *>(axis);
                            if (!ticks || !view->isVisible() || ticks->min() != 0)
                                continue;
                            const int months = qRound(ticks->max());
                            bool whole = !ticks->categoriesLabels().isEmpty();
                            for (const QString &l : ticks->categoriesLabels()) {
                                bool number = false;
                                whole = whole && QLocale().toInt(l, &number) >= 0 && number;
                            }
                            if (!whole
                                || ticks->categoriesLabels().constLast() != Display::number(months))
                                continue;
                            const QString where = QStringLiteral("%1, %2 px, %3: %4")
                                                          .arg(language)
                                                          .arg(width)
                                                          .arg(view->chart()->title(),
                                                               ticks->categoriesLabels().join(u' '));
                            const QStringList labels = ticks->categoriesLabels();
                            QVERIFY2(labels.size() >= 2, qPrintable(where));
                            QCOMPARE(labels.constLast(), Display::number(months));
                            const QFontMetricsF fm(ticks->labelsFont());
                            const qreal plot = view->chart()->plotArea().width();
                            for (qsizetype i = 1; i < labels.size(); ++i) {
                                const qreal apart = (ticks->endValue(labels.at(i))
                                                     - ticks->endValue(labels.at(i - 1)))
                                        / months * plot;
                                const qreal needed = (fm.horizontalAdvance(labels.at(i))
                                                      + fm.horizontalAdvance(labels.at(i - 1)))
                                                / 2
                                        + fm.height() / 2;
                                QVERIFY2(apart >= needed, qPrintable(where));
                            }
                            ++checked;
                        }
                    }
                }
            }
        }
        QVERIFY(checked >= 4); // the rent-vs-buy chart at least, twice in each language
    }

    /** The reports' charts after a live switch: no tick with a dot, decimals with a comma. */
    void reportChartsFollowTheLanguage()
    {
        ProjectDocument document;
        loadSample(document);
        ReportsPanel panel(document);
        panel.resize(1280, 330);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        for (const QString &language : {u"pl"_qs, u"ru"_qs}) {
            QVERIFY(LanguageManager::instance()->setLanguage(language));
            for (int tab = 0; tab < panel.count(); ++tab) {
                panel.setCurrentIndex(tab);
                QCoreApplication::processEvents();
                for (const auto *view : panel.currentWidget()->findChildren<Charts::ChartView *>())
                    for (QAbstractAxis *axis : view->chart()->axes())
                        if (auto *ticks = qobject_cast<QCategoryAxis *>(axis)) {
                            // no dot between digits ("2 tys." is Polish for 2k)
                            const QString labels = ticks->categoriesLabels().join(u' ');
                            QVERIFY2(!labels.contains(QRegularExpression(u"\\d\\.\\d"_qs)),
                                     qPrintable(language + u": "_qs + labels));
                        }
            }
            // cost per useful GPU-hour: cents, with a comma
            const auto axes = panel.usefulHourChart()->chart()->axes(Qt::Vertical);
            QVERIFY(!axes.isEmpty());
            const QStringList labels = tickLabels(axes.constFirst());
            QVERIFY2(allLocal(labels, QLocale()), qPrintable(labels.join(u' ')));
            QVERIFY2(labels.join(QString()).contains(u','), qPrintable(labels.join(u' ')));
        }
    }
};

HEADROOM_TEST_MAIN(TestChartLocale)
#include "tst_chartlocale.moc"
