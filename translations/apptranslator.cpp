#include "apptranslator.h"

#include <QLibraryInfo>
#include <QLocale>

namespace Headroom::I18n {

QStringList languages()
{
    return {QStringLiteral("en"), QStringLiteral("ru"), QStringLiteral("pl")};
}

QLocale localeFor(const QString &language, const QLocale &system)
{
    if (language == QLatin1StringView("ru"))
        return QLocale(QLocale::Russian, QLocale::Russia);
    if (language == QLatin1StringView("pl"))
        return QLocale(QLocale::Polish, QLocale::Poland);
    // English as it is written where the reader is: the system's own English (en_GB, en_US,
    // en_CA), else English of the system's country where there is one (en_DE), else British
    // English outside the US (a reader in Poland gets 02/12/2026, not 12/2/26)
    if (system.language() == QLocale::English)
        return system;
    const QLocale::Territory territory = system.territory();
    if (territory == QLocale::AnyTerritory || territory == QLocale::UnitedStates)
        return QLocale(QLocale::English, QLocale::UnitedStates);
    if (const QLocale local(QLocale::English, territory); local.territory() == territory)
        return local;
    return QLocale(QLocale::English, QLocale::UnitedKingdom);
}

AppTranslator::AppTranslator(QObject *parent)
    : QTranslator(parent)
{ }

AppTranslator::~AppTranslator() = default;

bool AppTranslator::loadLanguage(const QString &language)
{
    m_language.clear();
    if (!languages().contains(language))
        return false;
    if (!load(QStringLiteral(":/i18n/headroom_") + language + QStringLiteral(".qm")))
        return false;
    m_language = language;
    return true;
}

bool loadQtTranslator(QTranslator &translator, const QString &language)
{
    if (language == QLatin1StringView("en"))
        return false;
    return translator.load(QStringLiteral("qtbase_") + language,
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath));
}

} // namespace Headroom::I18n
