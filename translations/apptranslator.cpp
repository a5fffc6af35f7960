#include "apptranslator.h"

#include <QLibraryInfo>
#include <QLocale>

namespace Headroom::I18n {

namespace {

// The context every message has in the fallback catalogue (translations/anycontext.cmake).
constexpr auto kAnyContext = "@any";

} // namespace

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
    const QString base = QStringLiteral(":/i18n/headroom_") + language;
    if (!load(base + QStringLiteral(".qm")) || !m_anyContext.load(base + QStringLiteral("_any.qm")))
        return false;
    m_language = language;
    return true;
}

QString AppTranslator::translate(const char *context, const char *sourceText,
                                 const char *disambiguation, int n) const
{
    QString text = QTranslator::translate(context, sourceText, disambiguation, n);
    if (text.isEmpty())
        text = m_anyContext.translate(kAnyContext, sourceText, disambiguation, n);
    return text;
}

bool AppTranslator::isEmpty() const
{
    return QTranslator::isEmpty() && m_anyContext.isEmpty();
}

bool loadQtTranslator(QTranslator &translator, const QString &language)
{
    if (language == QLatin1StringView("en"))
        return false;
    return translator.load(QStringLiteral("qtbase_") + language,
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath));
}

} // namespace Headroom::I18n
