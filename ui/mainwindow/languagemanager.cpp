#include "mainwindow/languagemanager.h"

#include "apptranslator.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCoreApplication>
#include <QLocale>
#include <QMenu>
#include <QSettings>
#include <QTranslator>

namespace Headroom {

namespace {

constexpr auto kLanguageKey = "ui/language";
constexpr auto kCodeProperty = "headroomLanguage";

QPointer<LanguageManager> s_instance;

} // namespace

LanguageManager *LanguageManager::instance()
{
    if (!s_instance)
        s_instance = new LanguageManager(QCoreApplication::instance());
    return s_instance;
}

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent)
{ }

// Each translator removes itself from the application as it is destroyed.
LanguageManager::~LanguageManager() = default;

QList<LanguageManager::Language> LanguageManager::availableLanguages() const
{
    return {{QString(), tr("System default")},
            {QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("ru"), QStringLiteral("Русский")},
            {QStringLiteral("pl"), QStringLiteral("Polski")}};
}

QString LanguageManager::systemLanguage()
{
    const QStringList shipped = I18n::languages();
    for (const QString &ui : QLocale::system().uiLanguages()) {
        const QString code = ui.section(u'-', 0, 0).section(u'_', 0, 0).toLower();
        if (shipped.contains(code))
            return code;
    }
    return QStringLiteral("en");
}

bool LanguageManager::setLanguage(const QString &code)
{
    if (!code.isEmpty() && !I18n::languages().contains(code))
        return false;
    apply(code);
    QSettings().setValue(QLatin1StringView(kLanguageKey), code);
    return true;
}

void LanguageManager::applySavedLanguage()
{
    QString code = QSettings().value(QLatin1StringView(kLanguageKey)).toString();
    if (!code.isEmpty() && !I18n::languages().contains(code))
        code.clear();
    apply(code);
}

void LanguageManager::apply(const QString &code)
{
    const QString effective = code.isEmpty() ? systemLanguage() : code;
    m_current = code;
    m_effective = effective;

    // Numbers follow the language; the system default keeps the system's own conventions
    // (territory, separators) when its language is the one in effect.
    const QLocale system = QLocale::system();
    const bool systemMatches = code.isEmpty()
            && QLocale::languageToCode(system.language(), QLocale::ISO639Part1) == effective;
    const QLocale locale = systemMatches ? system : I18n::localeFor(effective);
    QLocale::setDefault(locale);
    // Widgets keep the locale they were made with: each window takes the new one, and its
    // children with it (QEvent::LocaleChange: spin boxes rewrite "5.0" as "5,0").
    for (QWidget *window : QApplication::topLevelWidgets())
        window->setLocale(locale);

    // Each install and removal sends QEvent::LanguageChange: every window retranslates.
    if (m_appTranslator) {
        QCoreApplication::removeTranslator(m_appTranslator.get());
        m_appTranslator.reset();
    }
    if (m_qtTranslator) {
        QCoreApplication::removeTranslator(m_qtTranslator.get());
        m_qtTranslator.reset();
    }
    // English too: its catalogue has the plural forms ("1 token", "2 tokens").
    auto app = std::make_unique<I18n::AppTranslator>();
    if (app->loadLanguage(effective)) {
        QCoreApplication::installTranslator(app.get());
        m_appTranslator = std::move(app);
    }
    if (effective != QLatin1StringView("en")) {
        auto qt = std::make_unique<QTranslator>();
        if (I18n::loadQtTranslator(*qt, effective)) {
            QCoreApplication::installTranslator(qt.get());
            m_qtTranslator = std::move(qt);
        }
    }
    retranslateMenus();
    emit languageChanged(code);
}

QMenu *LanguageManager::createMenu(QWidget *parent)
{
    auto *menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("menuLanguage"));
    auto *group = new QActionGroup(menu);
    group->setExclusive(true);
    for (const Language &language : availableLanguages()) {
        QAction *action = menu->addAction(language.nativeName);
        action->setCheckable(true);
        action->setProperty(kCodeProperty, language.code);
        action->setObjectName(
                QStringLiteral("actionLanguage_")
                + (language.code.isEmpty() ? QStringLiteral("system") : language.code));
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, code = language.code] {
            if (code != m_current)
                setLanguage(code);
        });
        if (language.code.isEmpty())
            menu->addSeparator();
    }
    m_menus.append(menu);
    retranslateMenus();
    return menu;
}

void LanguageManager::retranslateMenus()
{
    m_menus.removeAll(nullptr);
    for (const QPointer<QMenu> &menu : std::as_const(m_menus)) {
        menu->setTitle(tr("&Language"));
        for (QAction *action : menu->actions()) {
            if (action->isSeparator())
                continue;
            const QString code = action->property(kCodeProperty).toString();
            action->setChecked(code == m_current);
            if (code.isEmpty()) {
                //: The language menu's first entry: follow the operating system's language
                action->setText(tr("System default"));
            }
        }
    }
}

} // namespace Headroom
