#pragma once

#include <QString>

class QWidget;

namespace Headroom {

/** The pages of the Help menu, shipped inside the application. */
namespace HelpPages {

/** Help > Getting Started: the page for `language` ("ru", "pl"; resources/help/
 *  getting-started.<language>.html, translated like the .ts catalogues), English otherwise. */
QString gettingStartedHtml(const QString &language);

/** Help > Keyboard Shortcuts: every action of `window`'s menus that has a shortcut, read from
 *  the actions themselves (so the list is what the keys do, in the current language), then the
 *  board's and the panels' keys. */
QString shortcutsHtml(const QWidget *window);

/** Shows `html` in a window-modal dialog titled `title`; `objectName` names the dialog. */
void show(QWidget *parent, const QString &objectName, const QString &title, const QString &html);

} // namespace HelpPages

} // namespace Headroom
