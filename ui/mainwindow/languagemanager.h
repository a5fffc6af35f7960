#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>

class QActionGroup;
class QMenu;
class QTranslator;
class QWidget;

namespace Headroom {

namespace I18n {
class AppTranslator;
}

/** The UI language: which catalogues are installed (Headroom's own and Qt's), which locale
 *  formats numbers (QLocale::setDefault, so Display::* follow), and the saved choice
 *  ("ui/language" in QSettings: "" for the system default, else "en", "ru" or "pl").
 *  Switching needs no restart: installing a translator sends QEvent::LanguageChange, and every
 *  window retranslates in changeEvent(). */
class LanguageManager final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LanguageManager)

public:
    struct Language
    {
        QString code; // "" for the system default
        QString nativeName; // "Русский": a language is listed in its own name
    };

    /** The application's one manager (a child of the QCoreApplication). */
    static LanguageManager *instance();

    explicit LanguageManager(QObject *parent = nullptr);
    ~LanguageManager() override;

    /** System default first, then English, Russian, Polish. The system default's name is
     *  translated; the others are endonyms. */
    QList<Language> availableLanguages() const;
    /** What was chosen: "" (system default), "en", "ru" or "pl". */
    QString current() const { return m_current; }
    /** The language in effect: the choice, or for the system default the first of the system's
     *  UI languages that Headroom ships (English otherwise). */
    QString effectiveLanguage() const { return m_effective; }
    /** The first of the system's UI languages that Headroom ships, else "en". */
    static QString systemLanguage();

    /** Switches to `code` ("" = system default) and saves the choice; false (and nothing
     *  changes) for a language Headroom does not ship. */
    bool setLanguage(const QString &code);
    /** Applies the saved choice (the system default when none is saved), without saving. */
    void applySavedLanguage();

    /** The View > Language submenu: one checkable action per language; it follows switches
     *  made elsewhere and retranslates itself. */
    QMenu *createMenu(QWidget *parent);

signals:
    void languageChanged(const QString &code);

private:
    void apply(const QString &code);
    void retranslateMenus();

    QString m_current;
    QString m_effective = QStringLiteral("en");
    std::unique_ptr<I18n::AppTranslator> m_appTranslator;
    std::unique_ptr<QTranslator> m_qtTranslator;
    QList<QPointer<QMenu>> m_menus;
};

} // namespace Headroom
