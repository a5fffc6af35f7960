#include "charts/chartstyle.h"
#include "commands/projectcommands.h"
#include "document/projectdocument.h"
#include "estimate/engineprofile.h"
#include "estimate/memorybreakdown.h"
#include "headroomtest.h"
#include "inspector/inspectorpanel.h"
#include "mainwindow/languagemanager.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/plandetailsdialog.h"
#include "reports/costassumptionseditor.h"
#include "reports/reportspanel.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QCategoryAxis>
#include <QChart>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QXmlStreamReader>

using namespace Headroom;

namespace {

struct Expected
{
    QString language;
    QStringList menus; // File, Edit, Catalog, View, Help
    QStringList fileActions; // New, Open…, Save, Quit
    QStringList docks; // catalog, inspector, reports
    QString kvCache; // memoryPartName(MemoryPartKind::KvCache), a core string
    QString languageMenu;
    QString undoAdd; // the Undo action after AddConfiguration
    QString title; // an untitled project
    QString qtCancel; // from Qt's own catalogue (qtbase_<lang>.qm)
    QChar decimalPoint;
};

QList<Expected> expectations()
{
    return {
            {QStringLiteral("ru"),
             {QStringLiteral("&Файл"), QStringLiteral("&Правка"), QStringLiteral("&Каталог"),
              QStringLiteral("&Вид"), QStringLiteral("&Справка")},
             {QStringLiteral("&Создать"), QStringLiteral("&Открыть…"), QStringLiteral("Со&хранить"),
              QStringLiteral("В&ыход")},
             {QStringLiteral("Каталог"), QStringLiteral("Инспектор"), QStringLiteral("Отчёты")},
             QStringLiteral("KV-кэш"),
             QStringLiteral("&Язык"),
             QStringLiteral("&Отменить добавление конфигурации"),
             QStringLiteral("Без имени — Headroom"),
             QStringLiteral("Отмена"),
             u','},
            {QStringLiteral("pl"),
             {QStringLiteral("&Plik"), QStringLiteral("&Edycja"), QStringLiteral("&Katalog"),
              QStringLiteral("&Widok"), QStringLiteral("Pomo&c")},
             {QStringLiteral("&Nowy"), QStringLiteral("&Otwórz…"), QStringLiteral("&Zapisz"),
              QStringLiteral("Za&kończ")},
             {QStringLiteral("Katalog"), QStringLiteral("Inspektor"), QStringLiteral("Raporty")},
             QStringLiteral("Pamięć KV"),
             QStringLiteral("&Język"),
             QStringLiteral("&Cofnij dodanie konfiguracji"),
             QStringLiteral("Bez nazwy — Headroom"),
             QStringLiteral("Anuluj"),
             u','},
            {QStringLiteral("en"),
             {QStringLiteral("&File"), QStringLiteral("&Edit"), QStringLiteral("&Catalog"),
              QStringLiteral("&View"), QStringLiteral("&Help")},
             {QStringLiteral("&New"), QStringLiteral("&Open…"), QStringLiteral("&Save"),
              QStringLiteral("&Quit")},
             {QStringLiteral("Catalog"), QStringLiteral("Inspector"), QStringLiteral("Reports")},
             QStringLiteral("KV cache"),
             QStringLiteral("&Language"),
             QStringLiteral("&Undo Add configuration"),
             QStringLiteral("Untitled — Headroom"),
             QStringLiteral("Cancel"),
             u'.'},
    };
}

QAction *action(const MainWindow &window, const char *name)
{
    return window.findChild<QAction *>(QLatin1StringView(name));
}

QMenu *languageMenu(const MainWindow &window)
{
    return window.findChild<QMenu *>(QStringLiteral("menuLanguage"));
}

void settle()
{
    // QApplication posts LanguageChange to each window: deliver it.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
}

// Visible plain-text labels whose text does not fit their own rectangle: with word wrap, a word
// wider than the label; without, the whole text wider than it.
QStringList clippedLabels(const QWidget &window)
{
    QStringList clipped;
    for (const QLabel *label : window.findChildren<QLabel *>()) {
        if (!label->isVisibleTo(&window) || label->text().isEmpty()
            || Qt::mightBeRichText(label->text()))
            continue;
        const QFontMetrics metrics = label->fontMetrics();
        const int room = label->contentsRect().width() - 2 * label->margin();
        const QString text = label->text().remove(u'&');
        const QStringList pieces = label->wordWrap()
                ? text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts)
                : text.split(u'\n');
        for (const QString &piece : pieces) {
            if (metrics.horizontalAdvance(piece) > room)
                clipped << QStringLiteral("%1: '%2' needs %3 px, has %4")
                                   .arg(label->objectName(), piece)
                                   .arg(metrics.horizontalAdvance(piece))
                                   .arg(room);
        }
    }
    // a combo box's current text wider than its field (Qt elides it: "Все производител…")
    for (const QComboBox *combo : window.findChildren<QComboBox *>()) {
        if (!combo->isVisibleTo(&window) || combo->currentText().isEmpty() || combo->isEditable())
            continue;
        QStyleOptionComboBox option;
        option.initFrom(combo);
        option.currentText = combo->currentText();
        const QRect field = combo->style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                           QStyle::SC_ComboBoxEditField, combo);
        const int needs = combo->fontMetrics().horizontalAdvance(combo->currentText());
        if (needs > field.width())
            clipped << QStringLiteral("%1: combo '%2' needs %3 px, has %4")
                               .arg(combo->objectName(), combo->currentText())
                               .arg(needs)
                               .arg(field.width());
    }
    // a table of the reports that scrolls sideways: a column out of view
    for (const QTableView *table : window.findChildren<QTableView *>()) {
        if (table->isVisibleTo(&window) && table->horizontalScrollBar()->isVisible())
            clipped << QStringLiteral("%1: the table scrolls sideways (%2 px more)")
                               .arg(table->objectName())
                               .arg(table->horizontalScrollBar()->maximum());
    }
    return clipped;
}

// Menus (and the menu bar) where two entries share a mnemonic (the letter after '&').
QStringList mnemonicClashes(const QWidget &window)
{
    QList<const QWidget *> menus {&window};
    for (const QMenu *menu : window.findChildren<QMenu *>())
        menus << menu;
    if (auto *main = qobject_cast<const QMainWindow *>(&window))
        menus[0] = main->menuBar();
    QStringList clashes;
    for (const QWidget *menu : menus) {
        QHash<QChar, QString> seen;
        for (const QAction *action : menu->actions()) {
            const QString text = action->text();
            const qsizetype at = text.indexOf(QRegularExpression(QStringLiteral("&[^&]")));
            if (at < 0)
                continue;
            const QChar key = text.at(at + 1).toLower();
            if (seen.contains(key))
                clashes << QStringLiteral("%1: '%2' and '%3'")
                                   .arg(menu->objectName(), seen.value(key), text);
            seen.insert(key, text);
        }
    }
    return clashes;
}

/** The words (3+ Latin letters, lower case) of a text. */
QSet<QString> latinWords(const QString &text)
{
    QSet<QString> words;
    static const QRegularExpression word(QStringLiteral("[A-Za-z][A-Za-z']{2,}"));
    auto it = word.globalMatch(text);
    while (it.hasNext())
        words.insert(it.next().captured().toLower());
    return words;
}

/** Words that give English away in `language`: those of the English source strings that no
 *  translation into it uses (so "vLLM", "TTFT", "batch" or "Spot" pass where the translations
 *  keep them), less the catalog's names (models, GPUs, vendors, interconnects). */
QSet<QString> englishOnlyWords(const QString &language, const Catalog &catalog)
{
    QFile file(QStringLiteral(HEADROOM_SOURCE_DIR "/translations/headroom_%1.ts").arg(language));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QSet<QString> english;
    QSet<QString> translated;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == u"source")
            english.unite(latinWords(xml.readElementText()));
        else if (xml.name() == u"translation" || xml.name() == u"numerusform")
            translated.unite(
                    latinWords(xml.readElementText(QXmlStreamReader::IncludeChildElements)));
    }
    english.subtract(translated);
    for (const GpuSpec &g : catalog.gpus())
        english.subtract(latinWords(g.name + u' ' + g.architecture + u' ' + g.memoryType + u' '
                                    + g.interconnect + u' ' + g.formFactor));
    for (const ModelSpec &m : catalog.models())
        english.subtract(latinWords(m.name + u' ' + m.family));
    english.remove(QStringLiteral("english")); // Language > English: each language in its own
    return english;
}

QString plainText(const QString &text)
{
    return Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
}

/** Every text the user can see in `window` (labels, buttons, group boxes, tabs, combo items,
 *  line edits, dock and menu titles, table headers and cells, chart titles, axes, tick labels
 *  and legends), each with where it is. */
QList<std::pair<QString, QString>> visibleTexts(const QMainWindow &window)
{
    QList<std::pair<QString, QString>> texts;
    const auto add = [&texts](const QObject *where, const QString &text) {
        if (!text.trimmed().isEmpty())
            texts.append({QStringLiteral("%1 (%2)").arg(where->objectName(),
                                                        QString::fromLatin1(
                                                                where->metaObject()->className())),
                          plainText(text)});
    };
    for (const QWidget *w : window.findChildren<QWidget *>()) {
        if (!w->isVisibleTo(&window))
            continue;
        if (auto *l = qobject_cast<const QLabel *>(w))
            add(l, l->text());
        else if (auto *b = qobject_cast<const QAbstractButton *>(w))
            add(b, b->text());
        else if (auto *g = qobject_cast<const QGroupBox *>(w))
            add(g, g->title());
        else if (auto *t = qobject_cast<const QTabBar *>(w)) {
            for (int i = 0; i < t->count(); ++i)
                add(t, t->tabText(i));
        } else if (auto *c = qobject_cast<const QComboBox *>(w)) {
            for (int i = 0; i < c->count(); ++i)
                add(c, c->itemText(i));
        } else if (auto *e = qobject_cast<const QLineEdit *>(w)) {
            add(e, e->text());
            add(e, e->placeholderText());
        } else if (auto *d = qobject_cast<const QDockWidget *>(w)) {
            add(d, d->windowTitle());
        } else if (auto *v = qobject_cast<const QAbstractItemView *>(w)) {
            const QAbstractItemModel *model = v->model();
            if (!model)
                continue;
            for (int c = 0; c < model->columnCount(); ++c)
                add(v, model->headerData(c, Qt::Horizontal).toString());
            for (int r = 0; r < std::min(model->rowCount(), 60); ++r)
                for (int c = 0; c < model->columnCount(); ++c)
                    add(v, model->data(model->index(r, c)).toString());
        } else if (auto *chart = qobject_cast<const Charts::ChartView *>(w)) {
            add(chart, chart->chart()->title());
            add(chart, chart->legendLabel()->text());
            for (const QAbstractAxis *axis : chart->chart()->axes()) {
                add(chart, axis->titleText());
                if (auto *category = qobject_cast<QCategoryAxis *>(
                            const_cast<QAbstractAxis *>(axis)))
                    for (const QString &label : category->categoriesLabels())
                        add(chart, label);
            }
        }
    }
    for (const QMenu *menu : window.findChildren<QMenu *>()) {
        add(menu, menu->title());
        for (const QAction *a : menu->actions())
            add(menu, a->text());
    }
    return texts;
}

Configuration sampleConfiguration()
{
    Configuration c;
    c.id = QStringLiteral("c1");
    c.gpuId = QStringLiteral("l40s-48gb");
    return c;
}

} // namespace

class TestLanguages : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HeadroomTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_languages"));
        QSettings().clear();
    }

    void cleanup()
    {
        LanguageManager::instance()->setLanguage(QStringLiteral("en"));
        settle();
    }

    void switchesAtRunTime()
    {
        MainWindow window;
        window.show();
        QCOMPARE(LanguageManager::instance()->effectiveLanguage(), QStringLiteral("en"));
        for (const Expected &e : expectations()) {
            QVERIFY(LanguageManager::instance()->setLanguage(e.language));
            settle();
            const QString lang = e.language;
            QStringList menus;
            for (QAction *a : window.menuBar()->actions())
                menus << a->text();
            QCOMPARE(menus, e.menus);
            QCOMPARE(QStringList({action(window, "actionNew")->text(),
                                  action(window, "actionOpen")->text(),
                                  action(window, "actionSave")->text(),
                                  action(window, "actionQuit")->text()}),
                     e.fileActions);
            QCOMPARE(QStringList({window.catalogDock()->windowTitle(),
                                  window.inspectorDock()->windowTitle(),
                                  window.reportsDock()->windowTitle()}),
                     e.docks);
            // The View menu's dock toggles follow the dock titles.
            QCOMPARE(window.catalogDock()->toggleViewAction()->text(), e.docks.first());
            QCOMPARE(memoryPartName(MemoryPartKind::KvCache), e.kvCache);
            QVERIFY(languageMenu(window));
            QCOMPARE(languageMenu(window)->title(), e.languageMenu);
            QCOMPARE(window.windowTitle(), e.title);
            QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), e.qtCancel);
            QCOMPARE(QLocale().decimalPoint(), QString(e.decimalPoint));

            // Spin box suffixes follow a live switch too (the cost editor's units).
            for (const auto &[name, source] :
                 {std::pair {"life", " years"}, std::pair {"power", " kW"}}) {
                auto *box = window.findChild<QDoubleSpinBox *>(QString::fromLatin1(name));
                QVERIFY2(box, name);
                const QString expected
                        = QCoreApplication::translate("Headroom::CostAssumptionsEditor", source);
                QCOMPARE(box->suffix(), expected);
                if (lang == u"ru")
                    QVERIFY2(box->suffix() != QString::fromLatin1(source), name);
            }

            // An undo command made in this language names itself in it.
            window.document().undoStack().push(
                    new AddConfiguration(window.document(), sampleConfiguration()));
            QCOMPARE(action(window, "actionUndo")->text(), e.undoAdd);
            window.document().undoStack().undo();
            window.document().undoStack().clear();
            qInfo("%s ok", qPrintable(lang));
        }
    }

    /** Where an engine constant comes from (its source, the memory fraction's default) is read
     *  in the language of the moment (issue 33: "default 0.9" stayed English); a source that no
     *  catalogue knows (a calibration's file) is shown as it is. */
    void engineSourcesFollowASwitch()
    {
        const EngineProfile &sglang = defaultEngineProfile(EngineKind::SgLang);
        const SourcedBytes calibrated {std::int64_t(1) << 30, true,
                                       QStringLiteral("bench-run-7.json"), false, false};
        for (const char *language : {"ru", "pl"}) {
            QVERIFY(LanguageManager::instance()->setLanguage(QString::fromLatin1(language)));
            const QString peak
                    = QCoreApplication::translate("Headroom::Estimate", "assumed (%1)")
                              .arg(QCoreApplication::translate("Headroom::EngineSource",
                                                               "as vLLM's profiled peak"));
            QCOMPARE(sglang.activationPeakDense.label(), peak);
            QVERIFY2(!peak.contains(QStringLiteral("profiled")), qPrintable(peak));
            const QString fraction = sglang.memoryFractionSource.text();
            QCOMPARE(fraction,
                     QCoreApplication::translate("Headroom::Estimate",
                                                 "SGLang mem_fraction_static default about %1")
                             .arg(0.88));
            QVERIFY2(!fraction.contains(QStringLiteral("default")), qPrintable(fraction));
            QVERIFY2(calibrated.label().contains(QStringLiteral("(bench-run-7.json)")),
                     qPrintable(calibrated.label()));
        }
    }

    void undoHistoryFollowsASwitch()
    {
        MainWindow window;
        QUndoStack &stack = window.document().undoStack();
        stack.push(new AddConfiguration(window.document(), sampleConfiguration()));
        Configuration four = sampleConfiguration();
        four.gpuCount = 4;
        stack.push(new ChangeConfiguration(window.document(), four));
        const QString english = stack.undoText();
        QCOMPARE(english, QStringLiteral("Set GPU count to 4"));
        for (const Expected &e : expectations()) {
            QVERIFY(LanguageManager::instance()->setLanguage(e.language));
            settle();
            // the commands made in English now speak the new language, the older one too
            QCOMPARE(stack.undoText(),
                     QCoreApplication::translate("Headroom::Commands", "Set GPU count to %Ln",
                                                 nullptr, 4));
            QCOMPARE(stack.text(0),
                     QCoreApplication::translate("Headroom::Commands", "Add configuration"));
            if (e.language != u"en")
                QVERIFY2(stack.undoText() != english, qPrintable(stack.undoText()));
        }
    }

    void languageMenuSwitchesAndChecks()
    {
        MainWindow window;
        QMenu *menu = languageMenu(window);
        QVERIFY(menu);
        QStringList texts;
        for (QAction *a : menu->actions())
            if (!a->isSeparator())
                texts << a->text();
        QCOMPARE(texts,
                 QStringList({QStringLiteral("System default"), QStringLiteral("English"),
                              QStringLiteral("Русский"), QStringLiteral("Polski")}));
        auto *russian = menu->findChild<QAction *>(QStringLiteral("actionLanguage_ru"));
        QVERIFY(russian && russian->isCheckable());
        russian->trigger();
        settle();
        QCOMPARE(LanguageManager::instance()->current(), QStringLiteral("ru"));
        QVERIFY(russian->isChecked());
        QCOMPARE(menu->findChild<QAction *>(QStringLiteral("actionLanguage_system"))->text(),
                 QStringLiteral("Как в системе"));
        QCOMPARE(window.findChild<QMenu *>(QStringLiteral("menuFile"))->title(),
                 QStringLiteral("&Файл"));

        // System default: the tests run under LC_ALL=C, so English.
        menu->findChild<QAction *>(QStringLiteral("actionLanguage_system"))->trigger();
        settle();
        QCOMPARE(LanguageManager::instance()->current(), QString());
        QCOMPARE(LanguageManager::instance()->effectiveLanguage(), QStringLiteral("en"));
        QVERIFY(!russian->isChecked());
        QCOMPARE(window.findChild<QMenu *>(QStringLiteral("menuFile"))->title(),
                 QStringLiteral("&File"));
    }

    void choiceIsSaved()
    {
        QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("pl")));
        QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("pl"));
        QVERIFY(!LanguageManager::instance()->setLanguage(QStringLiteral("de")));
        QCOMPARE(LanguageManager::instance()->current(), QStringLiteral("pl"));

        // A fresh start applies the saved choice before any window exists.
        QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("ru"));
        LanguageManager::instance()->applySavedLanguage();
        QCOMPARE(LanguageManager::instance()->effectiveLanguage(), QStringLiteral("ru"));
        MainWindow window;
        QCOMPARE(window.findChild<QMenu *>(QStringLiteral("menuEdit"))->title(),
                 QStringLiteral("&Правка"));
        // A value Headroom does not know falls back to the system default.
        QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("xx"));
        LanguageManager::instance()->applySavedLanguage();
        QCOMPARE(LanguageManager::instance()->current(), QString());
    }

    void snapshots_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("ru") << QStringLiteral("ru");
        QTest::newRow("pl") << QStringLiteral("pl");
        QTest::newRow("en") << QStringLiteral("en");
    }

    // The main window with the sample project, written to build/tests/ui/snapshots/ to look at;
    // and what overflows there shows in sizes: every tab, menu title and label fits. Each menu's
    // mnemonics are distinct.
    void snapshots()
    {
        QFETCH(QString, language);
        QVERIFY(LanguageManager::instance()->setLanguage(language));
        MainWindow window;
        window.newFromSample();
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        settle();

        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("reportTabs"));
        QVERIFY(tabs);
        QVERIFY2(tabs->tabBar()->sizeHint().width() <= tabs->width(), "the report tabs do not fit");
        for (int i = 0; i < tabs->count(); ++i) {
            const QString text = tabs->tabText(i);
            QVERIFY2(tabs->tabBar()->tabRect(i).width()
                             >= tabs->tabBar()->fontMetrics().horizontalAdvance(text),
                     qPrintable(text));
        }
        int menusWidth = 0;
        for (QAction *a : window.menuBar()->actions())
            menusWidth += window.menuBar()->actionGeometry(a).width();
        QVERIFY(menusWidth < window.width() / 2);
        const QStringList clashes = mnemonicClashes(window);
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));
        const QStringList clipped = clippedLabels(window);
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(u'\n')));

        const QString dir = QStringLiteral(HEADROOM_SNAPSHOT_DIR);
        QVERIFY(QDir().mkpath(dir));
        const QString path = dir + QStringLiteral("/mainwindow-") + language
                + QStringLiteral(".png");
        QVERIFY(window.grab().save(path));
        // the whole inspector (its scroll area's content), to look at every section in this
        // language
        if (auto *scroll = window.inspector()->findChild<QScrollArea *>())
            QVERIFY(scroll->widget()->grab().save(dir + QStringLiteral("/inspector-") + language
                                                  + QStringLiteral(".png")));

        // File > Plan Details in this language: nothing clipped, mnemonics distinct
        PlanDetailsDialog details(window.document().project().metadata, &window);
        details.show();
        QVERIFY(QTest::qWaitForWindowExposed(&details));
        const QStringList detailsClipped = clippedLabels(details);
        QVERIFY2(detailsClipped.isEmpty(), qPrintable(detailsClipped.join(u'\n')));
        QVERIFY(details.grab().save(dir + QStringLiteral("/plandetails-") + language
                                    + QStringLiteral(".png")));
    }

    void noEnglishAfterALiveSwitch_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        for (const QString &language : {QStringLiteral("ru"), QStringLiteral("pl")})
            for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)})
                QTest::addRow("%s-%dx%d", qPrintable(language), size.width(), size.height())
                        << language << size;
    }

    // Issue 19 item 8: started in English, switched live, every visible text of every view
    // (each report tab in turn) is in the new language: no word of the English catalogue that
    // the translations do not use themselves, and no label wider than its widget.
    void noEnglishAfterALiveSwitch()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
        MainWindow window;
        window.newFromSample();
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        settle();
        QVERIFY(LanguageManager::instance()->setLanguage(language));
        settle();
        const QSet<QString> english = englishOnlyWords(language, window.document().catalog());
        QVERIFY(english.size() > 100); // the catalogue was read
        QVERIFY(english.contains(QStringLiteral("savings")));
        QStringList found;
        QStringList clipped;
        ReportsPanel *reports = window.reports();
        for (int tab = 0; tab < reports->count(); ++tab) {
            reports->setCurrentIndex(tab);
            settle();
            for (const auto &[where, text] : visibleTexts(window)) {
                QStringList words;
                for (const QString &w : latinWords(text))
                    if (english.contains(w))
                        words.append(w);
                if (!words.isEmpty())
                    found << QStringLiteral("%1: '%2' [%3]").arg(where, text, words.join(u' '));
            }
            clipped << clippedLabels(window);
            // numbers in the new language's format ("5,0 roku", "0,820 kW", not "5.0")
            for (const QAbstractSpinBox *spin : window.findChildren<QAbstractSpinBox *>()) {
                if (!spin->isVisibleTo(&window))
                    continue;
                if (spin->locale().name() != QLocale().name()
                    || spin->text().contains(QRegularExpression(QStringLiteral("\\d\\.\\d"))))
                    found << QStringLiteral("%1: '%2' in the locale %3")
                                     .arg(spin->objectName(), spin->text(), spin->locale().name());
            }
            // money as the language writes it: "2 338 $", "2338 $"
            if (auto *purchase = window.findChild<QAbstractSpinBox *>(QStringLiteral("purchase"));
                purchase && purchase->isVisibleTo(&window) && !purchase->text().endsWith(u'$'))
                found << QStringLiteral("purchase: '%1'").arg(purchase->text());
            // each tab after the switch, to look at (build/tests/ui/snapshots)
            const QString dir = QStringLiteral(HEADROOM_SNAPSHOT_DIR);
            QVERIFY(QDir().mkpath(dir));
            QVERIFY(window.grab().save(QStringLiteral("%1/switched-%2-%3-tab%4.png")
                                               .arg(dir, language)
                                               .arg(size.width())
                                               .arg(tab)));
        }
        found.removeDuplicates();
        clipped.removeDuplicates();
        for (const QString &f : std::as_const(found) + clipped)
            qWarning("%s", qPrintable(f));
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(u'\n')));
    }

    void costPanelSnapshots_data() { snapshots_data(); }

    // The Rent vs buy tab at 1280 x 800 with the amounts converted to PLN (the notes naming the
    // rate under the currency and the converted figures, the rate table): nothing clipped.
    void costPanelSnapshots()
    {
        QFETCH(QString, language);
        QVERIFY(LanguageManager::instance()->setLanguage(language));
        MainWindow window;
        window.newFromSample();
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ReportsPanel *panel = window.reports();
        panel->setCurrentIndex(ReportsPanel::RentVsBuyTab);
        panel->setSelectedConfiguration(QStringLiteral("sample-rtx4090"));
        auto *currency = panel->costEditor()->findChild<QComboBox *>();
        QVERIFY(currency);
        const int pln = currency->findText(QStringLiteral("PLN"));
        currency->setCurrentIndex(pln);
        emit currency->activated(pln);
        QCOMPARE(window.document().project().cost.displayCurrency, Currency::Pln);
        settle();
        for (const QLabel *label : panel->costEditor()->findChildren<QLabel *>())
            if (label->isVisible() && label->wordWrap())
                QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                         qPrintable(label->text()));
        const QStringList clipped = clippedLabels(*window.reportsDock());
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(u'\n')));
        const QString dir = QStringLiteral(HEADROOM_SNAPSHOT_DIR);
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(window.grab().save(dir + QStringLiteral("/costpanel-window-") + language
                                   + QStringLiteral(".png")));
        QVERIFY(window.reportsDock()->grab().save(dir + QStringLiteral("/costpanel-") + language
                                                  + QStringLiteral(".png")));
        // the editor itself, whole (it scrolls in the dock)
        CostAssumptionsEditor *editor = panel->costEditor();
        QVERIFY(editor->grab().save(dir + QStringLiteral("/costeditor-") + language
                                    + QStringLiteral(".png")));

        // a switch refused for want of a rate: the message fits too
        QList<ExchangeRate> noRub;
        for (const ExchangeRate &r : window.document().project().exchangeRates)
            if (r.from != Currency::Rub && r.to != Currency::Rub)
                noRub.append(r);
        window.document().undoStack().push(new SetExchangeRates(window.document(), noRub));
        const int rub = currency->findText(QStringLiteral("RUB"));
        currency->setCurrentIndex(rub);
        emit currency->activated(rub);
        QCOMPARE(window.document().project().cost.displayCurrency, Currency::Pln);
        QCoreApplication::processEvents(); // the layout makes room for the message
        auto *note = editor->findChild<QLabel *>(QStringLiteral("currencyNote"));
        QVERIFY(note);
        QVERIFY2(note->height() >= note->heightForWidth(note->width()), qPrintable(note->text()));
        const QStringList refusedClipped = clippedLabels(*window.reportsDock());
        QVERIFY2(refusedClipped.isEmpty(), qPrintable(refusedClipped.join(u'\n')));
        QVERIFY(editor->grab().save(dir + QStringLiteral("/costeditor-refused-") + language
                                    + QStringLiteral(".png")));
    }
};

HEADROOM_TEST_MAIN(TestLanguages)
#include "tst_languages.moc"
