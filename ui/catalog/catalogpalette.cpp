#include "catalog/catalogpalette.h"

#include "catalog/catalogdelegate.h"
#include "document/projectdocument.h"
#include "format/texthelpers.h"
#include "models/catalogmodel.h"
#include "units/bytes.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QSplitter>
#include <QVBoxLayout>

#include <memory>

namespace Headroom {

namespace {

struct ComboItem
{
    QString text;
    QVariant data;
};

/** Sets a combo's items, keeping the current choice (by data) through a language switch. */
void fillCombo(QComboBox *combo, const QList<ComboItem> &items)
{
    const QVariant current = combo->currentData();
    const QSignalBlocker blocker(combo);
    combo->clear();
    for (const ComboItem &item : items)
        combo->addItem(item.text, item.data);
    const int index = combo->findData(current);
    combo->setCurrentIndex(index >= 0 ? index : 0);
}

/** A list that says why it is empty rather than showing a blank box. */
class CatalogListView final : public QListView
{
public:
    using QListView::QListView;
    QString emptyText;

protected:
    void paintEvent(QPaintEvent *event) override
    {
        QListView::paintEvent(event);
        if (model() && model()->rowCount() > 0)
            return;
        QPainter painter(viewport());
        QColor color = palette().color(QPalette::Text);
        color.setAlphaF(0.6f);
        painter.setPen(color);
        painter.drawText(viewport()->rect().adjusted(8, 8, -8, -8),
                         Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, emptyText);
    }
};

QListView *catalogList(QWidget *parent, const QString &objectName)
{
    auto *list = new CatalogListView(parent);
    list->setObjectName(objectName);
    list->setItemDelegate(new CatalogDelegate(list));
    list->setSelectionMode(QAbstractItemView::SingleSelection);
    list->setDragEnabled(true);
    list->setDragDropMode(QAbstractItemView::DragOnly);
    list->setDefaultDropAction(Qt::CopyAction);
    list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list->setUniformItemSizes(true);
    list->setContextMenuPolicy(Qt::CustomContextMenu);
    return list;
}

QLabel *sectionLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setFont(Display::boldFont(label->font()));
    return label;
}

} // namespace

CatalogPalette::CatalogPalette(ProjectDocument &document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("catalogPalette"));
    m_models = new CatalogModel(document, CatalogModel::Kind::Models, this);
    m_gpus = new CatalogModel(document, CatalogModel::Kind::Gpus, this);
    m_modelFilter = new CatalogFilterProxy(this);
    m_modelFilter->setSourceModel(m_models);
    m_gpuFilter = new CatalogFilterProxy(this);
    m_gpuFilter->setSourceModel(m_gpus);
    buildActions();
    buildUi();
    retranslate();
    fillFamilies();
    updateCounts();
    updateEntryActions();
    connect(&document, &ProjectDocument::changed, this, [this](const ChangeEvent &event) {
        if (event.kind == ChangeEvent::Kind::CatalogChanged
            || event.kind == ChangeEvent::Kind::ProjectReset)
            fillFamilies();
    });
}

void CatalogPalette::buildActions()
{
    m_addToBoardAction = new QAction(this);
    connect(m_addToBoardAction, &QAction::triggered, this, [this] {
        if (m_lastList)
            activate(m_lastList->currentIndex(), m_lastList == m_gpuList);
    });
    m_newGpuAction = new QAction(this);
    connect(m_newGpuAction, &QAction::triggered, this, &CatalogPalette::newCustomGpu);
    m_newModelAction = new QAction(this);
    connect(m_newModelAction, &QAction::triggered, this, &CatalogPalette::newCustomModel);
    m_importModelAction = new QAction(this);
    connect(m_importModelAction, &QAction::triggered, this, &CatalogPalette::importModel);
    m_editAction = new QAction(this);
    m_editAction->setShortcut(Qt::Key_F2);
    m_editAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_editAction, &QAction::triggered, this, [this] {
        if (const QString id = currentId(); !id.isEmpty())
            editEntry(id);
    });
    m_duplicateAction = new QAction(this);
    connect(m_duplicateAction, &QAction::triggered, this, [this] {
        if (const QString id = currentId(); !id.isEmpty())
            duplicateEntry(id);
    });
    m_deleteAction = new QAction(this);
    m_deleteAction->setShortcut(QKeySequence::Delete);
    m_deleteAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_deleteAction, &QAction::triggered, this, [this] {
        const QString id = currentId();
        if (id.isEmpty())
            return;
        if (const Result<void> deleted = deleteEntry(id); !deleted) {
            auto *box = new QMessageBox(QMessageBox::Warning, tr("Cannot Delete"),
                                        deleted.error().message, QMessageBox::Ok, this);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        }
    });
    addAction(m_editAction);
    addAction(m_deleteAction);
}

void CatalogPalette::buildUi()
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("catalogSearch"));
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this);
    layout->addWidget(m_search);
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_modelFilter->setSearchText(text);
        m_gpuFilter->setSearchText(text);
    });

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    layout->addWidget(splitter, 1);
    auto section = [splitter](QLabel *&label, QComboBox *&first, QComboBox *&second,
                              QListView *&list, const QString &name) {
        auto *widget = new QWidget(splitter);
        auto *column = new QVBoxLayout(widget);
        column->setContentsMargins(0, 4, 0, 0);
        label = sectionLabel(widget);
        column->addWidget(label);
        auto *filters = new QHBoxLayout;
        first = new QComboBox(widget);
        second = new QComboBox(widget);
        for (QComboBox *combo : {first, second}) {
            combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            combo->setMinimumContentsLength(6);
            filters->addWidget(combo, 1);
        }
        column->addLayout(filters);
        list = catalogList(widget, name);
        column->addWidget(list, 1);
        label->setBuddy(list);
        splitter->addWidget(widget);
    };
    section(m_modelsLabel, m_family, m_size, m_modelList, QStringLiteral("modelList"));
    section(m_gpusLabel, m_vendor, m_memory, m_gpuList, QStringLiteral("gpuList"));
    m_family->setObjectName(QStringLiteral("familyFilter"));
    m_size->setObjectName(QStringLiteral("sizeFilter"));
    m_vendor->setObjectName(QStringLiteral("vendorFilter"));
    m_memory->setObjectName(QStringLiteral("memoryFilter"));
    m_modelList->setModel(m_modelFilter);
    m_gpuList->setModel(m_gpuFilter);
    connectLists();
    keepCurrentEntries();
}

/** The filters narrow the lists; an entry activated, asked about or made current. */
void CatalogPalette::connectLists()
{
    connect(m_family, &QComboBox::currentIndexChanged, this,
            [this] { m_modelFilter->setFamily(m_family->currentData().toString()); });
    connect(m_size, &QComboBox::currentIndexChanged, this, [this] {
        m_modelFilter->setSizeBucket(ModelSizeBucket(m_size->currentData().toInt()));
    });
    connect(m_vendor, &QComboBox::currentIndexChanged, this,
            [this] { m_gpuFilter->setVendor(m_vendor->currentData().toInt()); });
    connect(m_memory, &QComboBox::currentIndexChanged, this,
            [this] { m_gpuFilter->setMinimumMemoryBytes(m_memory->currentData().toLongLong()); });

    for (QListView *list : {m_modelList, m_gpuList}) {
        const bool gpu = list == m_gpuList;
        connect(list, &QListView::activated, this,
                [this, gpu](const QModelIndex &index) { activate(index, gpu); });
        connect(list, &QListView::customContextMenuRequested, this,
                [this, list](const QPoint &position) { showContextMenu(list, position); });
        connect(list->selectionModel(), &QItemSelectionModel::currentChanged, this, [this, list] {
            m_lastList = list;
            updateEntryActions();
        });
        auto *proxy = qobject_cast<CatalogFilterProxy *>(list->model());
        for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
            connect(proxy, signal, this, &CatalogPalette::updateCounts);
        connect(proxy, &QAbstractItemModel::modelReset, this, &CatalogPalette::updateCounts);
        connect(proxy, &QAbstractItemModel::layoutChanged, this, &CatalogPalette::updateCounts);
    }
}

/** A catalog change resets the lists; keep the current entry current. */
void CatalogPalette::keepCurrentEntries()
{
    for (CatalogModel *model : {m_models, m_gpus}) {
        auto kept = std::make_shared<QString>();
        connect(model, &QAbstractItemModel::modelAboutToBeReset, this, [this, model, kept] {
            QListView *list = model == m_gpus ? m_gpuList : m_modelList;
            *kept = list->currentIndex().data(CatalogModel::IdRole).toString();
        });
        connect(model, &QAbstractItemModel::modelReset, this, [this, model, kept] {
            QListView *list = model == m_gpus ? m_gpuList : m_modelList;
            const int row = model->rowOf(*kept);
            const QModelIndex index = qobject_cast<QAbstractProxyModel *>(list->model())
                                              ->mapFromSource(row >= 0 ? model->index(row)
                                                                       : QModelIndex());
            if (index.isValid())
                list->setCurrentIndex(index);
            updateEntryActions();
        });
    }
}

void CatalogPalette::retranslate()
{
    m_search->setPlaceholderText(tr("Search models and GPUs"));
    m_search->setAccessibleName(tr("Search models and GPUs"));
    m_modelList->setAccessibleName(tr("Models"));
    m_gpuList->setAccessibleName(tr("GPUs"));
    m_family->setAccessibleName(tr("Model family"));
    m_size->setAccessibleName(tr("Model size"));
    m_vendor->setAccessibleName(tr("GPU vendor"));
    m_memory->setAccessibleName(tr("Minimum GPU memory"));
    fillCombo(m_size,
              {{tr("Any size"), int(ModelSizeBucket::Any)},
               {tr("Under 10B"), int(ModelSizeBucket::Under10B)},
               {tr("10B–40B"), int(ModelSizeBucket::From10To40B)},
               {tr("40B–100B"), int(ModelSizeBucket::From40To100B)},
               {tr("Over 100B"), int(ModelSizeBucket::Over100B)},
               {tr("MoE"), int(ModelSizeBucket::Moe)}});
    QList<ComboItem> vendors {{tr("All vendors"), -1}};
    for (GpuVendor vendor :
         {GpuVendor::Nvidia, GpuVendor::Amd, GpuVendor::Apple, GpuVendor::Intel, GpuVendor::Other})
        vendors.append({CatalogModel::vendorName(vendor), int(vendor)});
    fillCombo(m_vendor, vendors);
    QList<ComboItem> memories {{tr("Any memory"), qint64(0)}};
    for (int gb : {24, 48, 80, 141, 192})
        memories.append({tr("%1 GB or more").arg(gb), qint64(gb) * kGB});
    fillCombo(m_memory, memories);

    m_addToBoardAction->setText(tr("&Add to Board"));
    m_newGpuAction->setText(tr("New Custom &GPU..."));
    m_newModelAction->setText(tr("New Custom &Model..."));
    m_importModelAction->setText(tr("&Import Model..."));
    m_importModelAction->setToolTip(
            tr("Add a model from a Hugging Face config.json or a GGUF file"));
    m_editAction->setText(tr("&Edit..."));
    m_duplicateAction->setText(tr("D&uplicate"));
    m_deleteAction->setText(tr("&Delete"));
    fillFamilies();
    updateCounts();
}

void CatalogPalette::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

bool CatalogPalette::eventFilter(QObject *watched, QEvent *event)
{
    // Down from the search field goes to the first list with rows, so typing a name and
    // pressing Down, Enter adds it without the mouse.
    if (watched == m_search && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Down) {
        for (QListView *list : {m_modelList, m_gpuList}) {
            if (list->model()->rowCount() == 0)
                continue;
            if (!list->currentIndex().isValid())
                list->setCurrentIndex(list->model()->index(0, 0));
            list->setFocus(Qt::TabFocusReason);
            m_lastList = list;
            updateEntryActions();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void CatalogPalette::fillFamilies()
{
    QStringList families;
    for (const ModelSpec &m : m_document.catalog().models()) {
        if (!m.family.isEmpty() && !families.contains(m.family))
            families.append(m.family);
    }
    families.sort(Qt::CaseInsensitive);
    QList<ComboItem> items {{tr("All families"), QString()}};
    for (const QString &family : families)
        items.append({family, family});
    fillCombo(m_family, items);
    m_modelFilter->setFamily(m_family->currentData().toString());
}

void CatalogPalette::updateCounts()
{
    static_cast<CatalogListView *>(m_modelList)->emptyText = m_models->rowCount() == 0
            ? tr("No models in the catalog.")
            : tr("No model matches the search and filters.");
    static_cast<CatalogListView *>(m_gpuList)->emptyText = m_gpus->rowCount() == 0
            ? tr("No GPUs in the catalog.")
            : tr("No GPU matches the search and filters.");
    m_modelList->viewport()->update();
    m_gpuList->viewport()->update();
    auto text = [this](const QString &what, int shown, int total) {
        if (shown == total)
            return tr("%1 (%2)", "section name (count)").arg(what).arg(total);
        return tr("%1 (%2 of %3)", "section name (shown of total)").arg(what).arg(shown).arg(total);
    };
    m_modelsLabel->setText(text(tr("&Models"), m_modelFilter->rowCount(), m_models->rowCount()));
    m_gpusLabel->setText(text(tr("&GPUs"), m_gpuFilter->rowCount(), m_gpus->rowCount()));
}

void CatalogPalette::updateEntryActions()
{
    const QString id = currentId();
    const bool has = !id.isEmpty();
    m_addToBoardAction->setEnabled(has);
    m_editAction->setEnabled(has);
    m_duplicateAction->setEnabled(has);
    m_deleteAction->setEnabled(has && !m_document.catalog().isBuiltin(id));
}

QString CatalogPalette::currentId() const
{
    if (!m_lastList)
        return {};
    return m_lastList->currentIndex().data(CatalogModel::IdRole).toString();
}

bool CatalogPalette::selectEntry(const QString &id)
{
    for (QListView *list : {m_modelList, m_gpuList}) {
        CatalogModel *model = list == m_gpuList ? m_gpus : m_models;
        const int row = model->rowOf(id);
        if (row < 0)
            continue;
        auto *proxy = qobject_cast<CatalogFilterProxy *>(list->model());
        QModelIndex index = proxy->mapFromSource(model->index(row));
        if (!index.isValid()) { // hidden by a filter: show everything again
            m_search->clear();
            for (QComboBox *combo : {m_family, m_size, m_vendor, m_memory})
                combo->setCurrentIndex(0);
            index = proxy->mapFromSource(model->index(row));
        }
        list->setCurrentIndex(index);
        list->scrollTo(index);
        m_lastList = list;
        updateEntryActions();
        return index.isValid();
    }
    return false;
}

void CatalogPalette::activate(const QModelIndex &index, bool gpu)
{
    const QString id = index.data(CatalogModel::IdRole).toString();
    if (id.isEmpty())
        return;
    if (gpu)
        emit gpuActivated(id);
    else
        emit modelActivated(id);
}

void CatalogPalette::showContextMenu(QListView *list, const QPoint &position)
{
    const QModelIndex index = list->indexAt(position);
    if (index.isValid())
        list->setCurrentIndex(index);
    else
        list->setCurrentIndex({});
    m_lastList = list;
    updateEntryActions();
    QMenu menu(this);
    if (index.isValid()) {
        menu.addAction(m_addToBoardAction);
        menu.addSeparator();
    }
    menu.addAction(m_newGpuAction);
    menu.addAction(m_newModelAction);
    menu.addAction(m_importModelAction);
    if (index.isValid()) {
        menu.addSeparator();
        menu.addAction(m_editAction);
        menu.addAction(m_duplicateAction);
        menu.addAction(m_deleteAction);
    }
    menu.exec(list->viewport()->mapToGlobal(position));
}

} // namespace Headroom
