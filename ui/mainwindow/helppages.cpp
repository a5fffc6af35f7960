#include "mainwindow/helppages.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace Headroom::HelpPages {

namespace {

// the Help menu's pages are the main window's texts
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::MainWindow)
};

QString readResource(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

QString row(const QString &keys, const QString &what)
{
    return QStringLiteral("<tr><td><b>%1</b>&nbsp;&nbsp;</td><td>%2</td></tr>")
            .arg(keys.toHtmlEscaped(), what.toHtmlEscaped());
}

void addMenu(const QMenu *menu, const QString &path, QString &rows)
{
    for (const QAction *action : menu->actions()) {
        if (action->isSeparator())
            continue;
        const QString name = QString(action->text()).remove(u'&').remove(u'…').trimmed();
        if (action->menu()) {
            addMenu(action->menu(), path + QStringLiteral(" > ") + name, rows);
            continue;
        }
        QStringList keys;
        for (const QKeySequence &key : action->shortcuts())
            keys << key.toString(QKeySequence::NativeText);
        if (!keys.isEmpty())
            rows += row(keys.join(QStringLiteral(", ")), path + QStringLiteral(" > ") + name);
    }
}

} // namespace

QString gettingStartedHtml(const QString &language)
{
    const QString translated = readResource(
            QStringLiteral(":/help/getting-started.%1.html").arg(language));
    return translated.isEmpty() ? readResource(QStringLiteral(":/help/getting-started.html"))
                                : translated;
}

QString shortcutsHtml(const QWidget *window)
{
    QString menus;
    if (const auto *bar = window->findChild<QMenuBar *>()) {
        for (const QAction *top : bar->actions()) {
            if (top->menu())
                addMenu(top->menu(), QString(top->text()).remove(u'&'), menus);
        }
    }
    QString panels;
    panels += row(Text::tr("Tab, Shift+Tab"),
                  Text::tr("Move between the catalog, the board's cards, the inspector and the "
                           "reports"));
    panels += row(Text::tr("Alt+underlined letter"), Text::tr("Open a menu or go to a field"));
    panels += row(Text::tr("Enter"), Text::tr("Catalog: add the GPU or model to the board"));
    panels += row(Text::tr("Left, Right"), Text::tr("Board: the previous or next card"));
    panels += row(Text::tr("Up, Down"), Text::tr("Board: the deployments of a card"));
    panels += row(Text::tr("Ctrl+Left, Ctrl+Right"), Text::tr("Board: move the card"));
    panels += row(Text::tr("Enter"), Text::tr("Board: show the selection in the inspector"));
    panels += row(Text::tr("Delete"), Text::tr("Board: remove the deployment or configuration"));
    panels += row(Text::tr("Menu, Shift+F10"), Text::tr("Board: the card's menu"));
    panels += row(Text::tr("Arrow keys"), Text::tr("Tables: move between cells"));
    return QStringLiteral("<h2>%1</h2><h3>%2</h3><table>%3</table><h3>%4</h3><table>%5</table>")
            .arg(Text::tr("Keyboard shortcuts").toHtmlEscaped(), Text::tr("Menus").toHtmlEscaped(),
                 menus, Text::tr("Board and panels").toHtmlEscaped(), panels);
}

void show(QWidget *parent, const QString &objectName, const QString &title, const QString &html)
{
    auto *dialog = new QDialog(parent);
    dialog->setObjectName(objectName);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(title);
    auto *layout = new QVBoxLayout(dialog);
    auto *browser = new QTextBrowser(dialog);
    browser->setObjectName(QStringLiteral("helpText"));
    browser->setOpenExternalLinks(false);
    browser->setHtml(html);
    layout->addWidget(browser);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(buttons);
    const int unit = dialog->fontMetrics().height();
    dialog->resize(unit * 40, unit * 32);
    dialog->open();
}

} // namespace Headroom::HelpPages
