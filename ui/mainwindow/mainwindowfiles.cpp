// MainWindow: the project file: new, open, save, autosave and recovery, recent files.

#include "mainwindow/mainwindow.h"

#include "catalog/catalogsnapshot.h"
#include "document/projectdocument.h"
#include "store/projectlock.h"
#include "store/sampleproject.h"

#include <QAction>
#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>

namespace Headroom {

namespace {

constexpr auto kRecentFilesKey = "ui/recentFiles";
constexpr int kMaxRecentFiles = 8;

} // namespace

QString MainWindow::recoveryDir() const
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)
            + QStringLiteral("/recovery");
}

void MainWindow::showError(const QString &title, const QString &message)
{
    QMessageBox::warning(this, title, message);
}

void MainWindow::newProject()
{
    if (!maybeSave())
        return;
    m_lock.reset();
    m_document->resetProject(Project {});
}

void MainWindow::newFromSample()
{
    m_lock.reset();
    m_document->resetProject(sampleProject());
}

Result<void> MainWindow::openFile(const QString &path)
{
    auto lock = std::make_unique<ProjectLock>(path);
    if (auto locked = lock->tryLock(); !locked)
        return locked;
    auto loaded = m_store.load(path);
    if (!loaded)
        return std::unexpected(loaded.error());
    m_lock = std::move(lock);
    m_document->resetProject(std::move(loaded->project), QFileInfo(path).absoluteFilePath());
    m_document->setReadOnly(loaded->readOnly);
    addRecentFile(m_document->filePath());
    return {};
}

void MainWindow::openInteractively()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Project"), {},
                                                      tr("Headroom projects (*.headroom)"));
    if (path.isEmpty())
        return;
    if (auto opened = openFile(path); !opened)
        showError(tr("Cannot open the project"), opened.error().message);
}

Result<void> MainWindow::saveTo(const QString &path)
{
    const QString target = path.isEmpty() ? m_document->filePath() : path;
    Project project = m_document->project();
    snapshotCatalogEntries(project, m_catalog);
    project.metadata.modified = QDateTime::currentDateTimeUtc();
    if (!project.metadata.created.isValid())
        project.metadata.created = project.metadata.modified;
    project.metadata.appVersion = QApplication::applicationVersion();
    const QString previous = m_document->filePath();
    if (auto saved = m_store.save(project, target); !saved)
        return saved;
    ProjectStore::removeRecovery(ProjectStore::recoveryPath(previous, recoveryDir()));
    const QString absolute = QFileInfo(target).absoluteFilePath();
    if (absolute != previous) {
        auto lock = std::make_unique<ProjectLock>(absolute);
        if (lock->tryLock())
            m_lock = std::move(lock);
    }
    m_document->setFilePath(absolute);
    m_document->setReadOnly(false);
    m_document->markSaved(project.metadata);
    addRecentFile(absolute);
    return {};
}

bool MainWindow::save()
{
    if (m_document->filePath().isEmpty() || m_document->isReadOnly())
        return saveAs();
    if (auto saved = saveTo(); !saved) {
        showError(tr("Cannot save the project"), saved.error().message);
        return false;
    }
    return true;
}

QString MainWindow::proposedSavePath() const
{
    if (!m_document->filePath().isEmpty())
        return m_document->filePath();
    // the plan's title as a file name: characters no file system takes become "-"
    static const QRegularExpression forbidden(QStringLiteral("[\\\\/:*?\"<>|\\x00-\\x1f]+"));
    QString name = m_document->project().metadata.title.simplified();
    name.replace(forbidden, QStringLiteral("-"));
    while (name.startsWith(u'.') || name.startsWith(u'-'))
        name.remove(0, 1);
    if (name.isEmpty())
        name = tr("Untitled plan");
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QDir(dir).filePath(name + QStringLiteral(".headroom"));
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Project As"), proposedSavePath(),
                                                tr("Headroom projects (*.headroom)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QStringLiteral(".headroom")))
        path += QStringLiteral(".headroom");
    if (auto saved = saveTo(path); !saved) {
        showError(tr("Cannot save the project"), saved.error().message);
        return false;
    }
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved changes"),
                                              tr("%1 has unsaved changes. Save them?")
                                                      .arg(m_document->displayName()),
                                              QMessageBox::Save | QMessageBox::Discard
                                                      | QMessageBox::Cancel,
                                              QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::autosave()
{
    if (!m_document->isModified())
        return;
    QDir().mkpath(recoveryDir());
    // A failed autosave must not interrupt the user; the next tick tries again.
    (void)m_store.saveRecovery(m_document->project(), m_document->filePath(), recoveryDir());
}

bool MainWindow::offerRecovery()
{
    const QList<RecoveryFile> files = m_store.recoveryFiles(recoveryDir());
    if (files.isEmpty())
        return false;
    const RecoveryFile &newest = files.first();
    const QString name = newest.originalPath.isEmpty() ? tr("an untitled project")
                                                       : QFileInfo(newest.originalPath).fileName();
    const auto answer = QMessageBox::question(
            this, tr("Restore unsaved work?"),
            tr("Headroom did not close cleanly. Restore the unsaved changes to %1 from %2?")
                    .arg(name, QLocale().toString(newest.saved.toLocalTime(), QLocale::ShortFormat)),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer != QMessageBox::Yes) {
        ProjectStore::removeRecovery(newest.path);
        return false;
    }
    auto loaded = m_store.loadRecovery(newest.path);
    if (!loaded) {
        showError(tr("Cannot restore the project"), loaded.error().message);
        return false;
    }
    m_document->resetProject(Project {}, newest.originalPath);
    // Restored work is unsaved work: push it as one undoable step so the title shows "*".
    m_document->restoreProject(std::move(loaded->project));
    ProjectStore::removeRecovery(newest.path);
    return true;
}

QStringList MainWindow::recentFiles() const
{
    return QSettings().value(QLatin1StringView(kRecentFilesKey)).toStringList();
}

void MainWindow::addRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    QSettings().setValue(QLatin1StringView(kRecentFilesKey), files);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    for (const QString &path : recentFiles()) {
        QAction *action = m_recentMenu->addAction(QFileInfo(path).fileName());
        action->setToolTip(path);
        connect(action, &QAction::triggered, this, [this, path] {
            if (!maybeSave())
                return;
            if (auto opened = openFile(path); !opened)
                showError(tr("Cannot open the project"), opened.error().message);
        });
    }
    m_recentMenu->setEnabled(!m_recentMenu->isEmpty());
}
} // namespace Headroom
