#pragma once

#include "units/result.h"

#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QModelIndex;

namespace Headroom {

class CatalogFilterProxy;
class CatalogModel;
class ProjectDocument;
struct GpuSpec;
struct ModelSpec;

/** The catalog dock: a search field, filters, and the Models and GPUs lists. Rows drag onto
 *  the board (MimeTypes::gpuId() / modelId()); Enter or a double click activates a row, and
 *  the context menu adds, edits, duplicates, deletes and imports entries, every change through
 *  an undo command. Put newGpuAction(), newModelAction() and importModelAction() in menus. */
class CatalogPalette final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CatalogPalette)

public:
    explicit CatalogPalette(ProjectDocument &document, QWidget *parent = nullptr);

    QAction *newGpuAction() const { return m_newGpuAction; }
    QAction *newModelAction() const { return m_newModelAction; }
    QAction *importModelAction() const { return m_importModelAction; }

    QLineEdit *searchField() const { return m_search; }
    QListView *modelList() const { return m_modelList; }
    QListView *gpuList() const { return m_gpuList; }
    CatalogModel *modelCatalog() const { return m_models; }
    CatalogModel *gpuCatalog() const { return m_gpus; }
    CatalogFilterProxy *modelFilter() const { return m_modelFilter; }
    CatalogFilterProxy *gpuFilter() const { return m_gpuFilter; }

    /** The entry the last used list has current, or empty. */
    QString currentId() const;
    /** Makes the entry current in its list (clearing a filter that hides it). */
    bool selectEntry(const QString &id);

    /** Deletes a custom entry (undoably). Refused for built-in entries and for entries that a
     *  configuration or deployment uses; the error names them. */
    Result<void> deleteEntry(const QString &id);
    /** Adds a copy of an entry under a free id (undoably) and selects it; returns its id. */
    QString duplicateEntry(const QString &id);

public slots:
    void newCustomGpu();
    void newCustomModel();
    void importModel();
    /** Opens the editor: on the entry itself for a custom one, on a copy under
     *  Catalog::customIdFor(id) for a built-in one. */
    void editEntry(const QString &id);

signals:
    void gpuActivated(const QString &id);
    void modelActivated(const QString &id);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildUi();
    void connectLists();
    void keepCurrentEntries();
    void buildActions();
    void retranslate();
    void fillFamilies();
    void updateCounts();
    void updateEntryActions();
    void activate(const QModelIndex &index, bool gpu);
    void showContextMenu(QListView *list, const QPoint &position);
    void openGpuEditor(const GpuSpec &gpu, const QString &editedId, const QString &note);
    void openModelEditor(const ModelSpec &model, const QString &editedId, const QString &note);
    QStringList usersOf(const QString &id) const;

    ProjectDocument &m_document;
    CatalogModel *m_models = nullptr;
    CatalogModel *m_gpus = nullptr;
    CatalogFilterProxy *m_modelFilter = nullptr;
    CatalogFilterProxy *m_gpuFilter = nullptr;
    QLineEdit *m_search = nullptr;
    QLabel *m_modelsLabel = nullptr;
    QLabel *m_gpusLabel = nullptr;
    QComboBox *m_family = nullptr;
    QComboBox *m_size = nullptr;
    QComboBox *m_vendor = nullptr;
    QComboBox *m_memory = nullptr;
    QListView *m_modelList = nullptr;
    QListView *m_gpuList = nullptr;
    QListView *m_lastList = nullptr;

    QAction *m_addToBoardAction = nullptr;
    QAction *m_newGpuAction = nullptr;
    QAction *m_newModelAction = nullptr;
    QAction *m_editAction = nullptr;
    QAction *m_duplicateAction = nullptr;
    QAction *m_deleteAction = nullptr;
    QAction *m_importModelAction = nullptr;
};

} // namespace Headroom
