#include "apptranslator.h"

#include <QLibraryInfo>
#include <QLocale>

namespace Headroom::I18n {

QStringList languages()
{
    return {QStringLiteral("en"), QStringLiteral("ru"), QStringLiteral("pl")};
}

QLocale localeFor(const QString &language)
{
    if (language == QLatin1StringView("ru"))
        return QLocale(QLocale::Russian, QLocale::Russia);
    if (language == QLatin1StringView("pl"))
        return QLocale(QLocale::Polish, QLocale::Poland);
    return QLocale(QLocale::English, QLocale::UnitedStates);
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
