#pragma once

#include <QLocale>
#include <QStringList>
#include <QTranslator>

namespace Headroom::I18n {

/** The languages Headroom ships, the source language first: "en", "ru", "pl". */
QStringList languages();

/** The locale whose conventions go with a language: ru_RU, pl_PL; for English the system's
 *  own English locale, else English of the system's country (en_DE), else en_GB outside the
 *  US (en_US for a US or C locale). */
QLocale localeFor(const QString &language, const QLocale &system = QLocale::system());

/** Headroom's own strings (core, ui and app: one catalogue per language, embedded as
 *  :/i18n/headroom_<lang>.qm). Every message is filed under the context the code passes at run
 *  time, so this is a plain QTranslator that knows where the catalogues are. */
class AppTranslator final : public QTranslator
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AppTranslator)

public:
    explicit AppTranslator(QObject *parent = nullptr);
    ~AppTranslator() override;

    /** Loads the catalogue of `language` ("en", "ru", "pl"; English has only the plural forms,
     *  "1 token" / "2 tokens"); false for a language Headroom does not ship. */
    bool loadLanguage(const QString &language);
    QString language() const { return m_language; }

private:
    QString m_language;
};

/** Loads Qt's own translations for `language` (qtbase_<lang>.qm from
 *  QLibraryInfo::path(QLibraryInfo::TranslationsPath): standard dialogs and buttons). */
bool loadQtTranslator(QTranslator &translator, const QString &language);

} // namespace Headroom::I18n
