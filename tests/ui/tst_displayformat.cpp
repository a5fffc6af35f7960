#include "format/displayformat.h"
#include "format/textlines.h"
#include "headroomtest.h"
#include "mainwindow/languagemanager.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace Headroom;

namespace {

// The no-break space: Russian and Polish group digits with it, and the translations put it
// between a number and its unit so that "74,5 ГиБ" never wraps.
const QString nb = QString(QChar(0x00A0));

QString s(const char *utf8)
{
    return QString::fromUtf8(utf8).replace(u'_', nb);
}

} // namespace

// Display::* in each language: the language switch sets the default locale and installs the
// catalogue with the unit names. '_' in the expected texts stands for a no-break space.
class TestDisplayFormat : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HeadroomTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_displayformat"));
        QSettings().clear();
    }

    void cleanupTestCase() { LanguageManager::instance()->setLanguage(QStringLiteral("en")); }

    void formats_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("expected");
        const auto row = [](const char *language, const char *kind, const char *expected) {
            QTest::addRow("%s %s", language, kind)
                    << QString::fromLatin1(language) << QString::fromLatin1(kind) << s(expected);
        };
        row("en", "number", "1,234.5");
        row("ru", "number", "1_234,5");
        // Polish groups only from five digits on (CLDR minimum grouping digits: 2).
        row("pl", "number", "1234,5");
        row("pl", "number5", "12_345,5");
        row("en", "integer", "12,345,678");
        row("ru", "integer", "12_345_678");
        row("pl", "integer", "12_345_678");
        // 7 digits: Qt 6.4 alone gives "1912_095" in Polish (the leading group left whole)
        row("pl", "integer7", "1_912_095");
        row("ru", "integer7", "1_912_095");
        row("en", "integer7", "1,912,095");
        row("pl", "pln7", "1_912_095_zł");
        row("pl", "negative pln7", "-1_912_095_zł");
        row("pl", "number7", "1_912_095,5");
        row("en", "eur", "€2.50");
        row("ru", "eur", "2,50_€");
        row("pl", "eur", "2,50_€");
        row("en", "usd", "$1,234.50");
        row("ru", "rub", "1_234,50_₽");
        row("pl", "pln", "19,99_zł");
        // a minus sign, never accounting parentheses; no sign on what rounds to zero
        row("en", "negative usd", "-$1,985");
        row("ru", "negative usd", "-1_985_$");
        row("pl", "negative pln", "-1985_zł");
        row("en", "tiny negative", "$0");
        row("en", "gib", "74.5 GiB");
        row("ru", "gib", "74,5_ГиБ");
        row("pl", "gib", "74,5_GiB");
        row("ru", "mib", "512_МиБ");
        row("en", "percent", "25%");
        row("ru", "percent", "25_%");
        row("pl", "percent", "25%");
        row("en", "seconds", "1.80 s");
        row("ru", "seconds", "1,80_с");
        row("ru", "ms", "420_мс");
        row("en", "tok/s", "1,234 tok/s");
        row("ru", "tok/s", "1_234_ток/с");
        row("pl", "tok/s", "1234_tok/s");
        row("en", "date", "12/2/26");
        row("ru", "date", "02.12.2026");
        row("pl", "date", "2.12.2026");
    }

    void formats()
    {
        QFETCH(QString, language);
        QFETCH(QString, kind);
        QFETCH(QString, expected);
        QVERIFY(LanguageManager::instance()->setLanguage(language));
        const std::int64_t gigabytes80 = 80'000'000'000; // an "80 GB" card: 74.5 GiB
        QString got;
        if (kind == u"number")
            got = Display::number(1234.5, 1);
        else if (kind == u"number5")
            got = Display::number(12345.5, 1);
        else if (kind == u"integer")
            got = Display::integer(12'345'678);
        else if (kind == u"integer7")
            got = Display::integer(1'912'095);
        else if (kind == u"pln7")
            got = Display::money(1912095.0, Currency::Pln, 0);
        else if (kind == u"negative pln7")
            got = Display::money(-1912095.0, Currency::Pln, 0);
        else if (kind == u"number7")
            got = Display::number(1912095.5, 1);
        else if (kind == u"eur")
            got = Display::money(2.5, Currency::Eur);
        else if (kind == u"usd")
            got = Display::money(1234.5, Currency::Usd);
        else if (kind == u"rub")
            got = Display::money(Money {1234.5, Currency::Rub});
        else if (kind == u"pln")
            got = Display::money(19.99, Currency::Pln);
        else if (kind == u"negative usd")
            got = Display::money(-1985.2, Currency::Usd, 0);
        else if (kind == u"negative pln")
            got = Display::money(-1985.2, Currency::Pln, 0);
        else if (kind == u"tiny negative")
            got = Display::money(-0.2, Currency::Usd, 0);
        else if (kind == u"gib")
            got = Display::gib(gigabytes80);
        else if (kind == u"mib")
            got = Display::bytes(std::int64_t(512) << 20);
        else if (kind == u"percent")
            got = Display::percent(0.25);
        else if (kind == u"seconds")
            got = Display::seconds(1.8);
        else if (kind == u"ms")
            got = Display::seconds(0.42);
        else if (kind == u"tok/s")
            got = Display::tokensPerSecond(1234);
        else if (kind == u"date")
            got = Display::date(QDate(2026, 12, 2));
        QCOMPARE(got, expected);
    }

    void pluralForms_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<qint64>("count");
        QTest::addColumn<QString>("expected");
        const auto row = [](const char *language, qint64 count, const char *expected) {
            QTest::addRow("%s %lld", language, count)
                    << QString::fromLatin1(language) << count << s(expected);
        };
        row("en", 1, "1 token");
        row("en", 2, "2 tokens");
        row("en", 8192, "8,192 tokens");
        // Russian: one (1, 21), few (2-4, 22-24), many (0, 5-20, 11-14, 25...)
        row("ru", 1, "1_токен");
        row("ru", 3, "3_токена");
        row("ru", 5, "5_токенов");
        row("ru", 11, "11_токенов");
        row("ru", 21, "21_токен");
        row("ru", 8192, "8_192_токена");
        // Polish: one (only 1), few (2-4, 22-24 but not 12-14), many (the rest)
        row("pl", 1, "1_token");
        row("pl", 3, "3_tokeny");
        row("pl", 5, "5_tokenów");
        row("pl", 12, "12_tokenów");
        row("pl", 21, "21_tokenów");
        row("pl", 22, "22_tokeny");
    }

    void pluralForms()
    {
        QFETCH(QString, language);
        QFETCH(qint64, count);
        QFETCH(QString, expected);
        QVERIFY(LanguageManager::instance()->setLanguage(language));
        QCOMPARE(Display::tokens(count), expected);
    }

    void currencySymbols()
    {
        QCOMPARE(Display::currencySymbol(Currency::Usd), QStringLiteral("$"));
        QCOMPARE(Display::currencySymbol(Currency::Rub), QStringLiteral("₽"));
        QCOMPARE(Display::currencySymbol(Currency::Pln), QStringLiteral("zł"));
    }

    // Headers and chart titles: the fewest lines that fit, the widest as narrow as it can be.
    void fitLinesIsTheNarrowestArrangement()
    {
        const QFontMetricsF m(QApplication::font());
        const auto width = [&m](const QString &t) { return m.horizontalAdvance(t); };
        const QString batch = QStringLiteral("Max batch (sequences)");
        QCOMPARE(Display::fitLines(batch, m, width(batch)), QStringList {batch});
        QVERIFY(width(QStringLiteral("Max batch")) < width(QStringLiteral("(sequences)")));
        QCOMPARE(Display::fitLines(batch, m, width(QStringLiteral("(sequences)"))),
                 (QStringList {QStringLiteral("Max batch"), QStringLiteral("(sequences)")}));
        // no room: as narrow as the widest word, which "Max batch" is not wider than
        QCOMPARE(Display::fitLines(batch, m, 1),
                 (QStringList {QStringLiteral("Max batch"), QStringLiteral("(sequences)")}));
        QCOMPARE(Display::fitLines(QStringLiteral("TTFT"), m, 1),
                 QStringList {QStringLiteral("TTFT")});

        // at most three lines: the narrowest of every way to break five words in three
        const QString cost = QStringLiteral("Cost per 1M tokens (USD)");
        const QStringList lines = Display::fitLines(cost, m, 1, 3);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines.join(u' '), cost);
        qreal widest = 0;
        for (const QString &line : lines)
            widest = std::max(widest, width(line));
        const QStringList words = cost.split(u' ');
        for (int a = 1; a < words.size(); ++a)
            for (int b = a + 1; b < words.size(); ++b) {
                const qreal w = std::max({width(words.mid(0, a).join(u' ')),
                                          width(words.mid(a, b - a).join(u' ')),
                                          width(words.mid(b).join(u' '))});
                QVERIFY2(w >= widest, qPrintable(QString::number(a) + u'/' + QString::number(b)));
            }
    }
};

HEADROOM_TEST_MAIN(TestDisplayFormat)
#include "tst_displayformat.moc"
