#include "catalog/catalogpalette.h"
#include "catalog/gpueditordialog.h"
#include "commands/catalogcommands.h"
#include "commands/projectcommands.h"
#include "document/mimetypes.h"
#include "document/projectdocument.h"
#include "format/displayformat.h"
#include "headroomtest.h"
#include "models/catalogmodel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTest>
#include <QTimer>

using namespace Headroom;

namespace {

Catalog builtinCatalog()
{
    auto catalog = Catalog::builtin();
    if (!catalog)
        qFatal("built-in catalog: %s", qPrintable(catalog.error().message));
    return *catalog;
}

QStringList ids(const QAbstractItemModel *model)
{
    QStringList result;
    for (int row = 0; row < model->rowCount(); ++row)
        result << model->index(row, 0).data(CatalogModel::IdRole).toString();
    return result;
}

QModelIndex rowFor(const QAbstractItemModel *model, const QString &id)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, 0);
        if (index.data(CatalogModel::IdRole).toString() == id)
            return index;
    }
    return {};
}

GpuSpec myGpu()
{
    GpuSpec g;
    g.id = QStringLiteral("my-gpu-96gb");
    g.name = QStringLiteral("My GPU 96GB");
    g.vendor = GpuVendor::Other;
    g.marketedMemoryBytes = 96'000'000'000;
    g.memoryType = QStringLiteral("HBM3");
    g.memoryBandwidthBytesPerSecond = 4e12;
    g.bf16Flops = 500e12;
    g.provenance.source = QStringLiteral("test");
    g.provenance.asOf = QDate(2026, 1, 2);
    return g;
}

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(45, 45, 48));
    p.setColor(QPalette::WindowText, QColor(230, 230, 230));
    p.setColor(QPalette::Base, QColor(30, 30, 32));
    p.setColor(QPalette::AlternateBase, QColor(40, 40, 44));
    p.setColor(QPalette::Text, QColor(230, 230, 230));
    p.setColor(QPalette::Button, QColor(55, 55, 60));
    p.setColor(QPalette::ButtonText, QColor(230, 230, 230));
    p.setColor(QPalette::Highlight, QColor(42, 130, 218));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::PlaceholderText, QColor(150, 150, 150));
    return p;
}

void saveSnapshot(QWidget &widget, const QString &name)
{
    const QString dir = QCoreApplication::applicationDirPath() + QStringLiteral("/snapshots");
    QDir().mkpath(dir);
    QVERIFY(widget.grab().save(dir + u'/' + name + QStringLiteral(".png")));
}

} // namespace

class TestCatalogPalette : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    }

    void init()
    {
        m_document = std::make_unique<ProjectDocument>();
        m_document->setBuiltinCatalog(builtinCatalog());
        m_palette = std::make_unique<CatalogPalette>(*m_document);
        m_palette->resize(320, 720);
    }

    void cleanup()
    {
        m_palette.reset();
        m_document.reset();
    }

    void modelsPassTheTester()
    {
        CatalogModel gpus(*m_document, CatalogModel::Kind::Gpus);
        CatalogModel models(*m_document, CatalogModel::Kind::Models);
        CatalogFilterProxy proxy;
        proxy.setSourceModel(&models);
        QAbstractItemModelTester gpuTester(&gpus,
                                           QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester modelTester(&models,
                                             QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(&proxy,
                                             QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSearchText(QStringLiteral("llama"));
        proxy.setSizeBucket(ModelSizeBucket::Moe);
        proxy.setSearchText({});
        m_document->undoStack().push(new SetCustomGpu(*m_document, myGpu()));
        m_document->undoStack().undo();
        QCOMPARE(gpus.rowCount(), m_document->catalog().gpus().size());
    }

    void listsEveryBuiltinEntry()
    {
        const Catalog &catalog = m_document->catalog();
        QVERIFY(catalog.gpus().size() >= 30);
        QVERIFY(catalog.models().size() >= 30);
        QStringList gpuIds, modelIds;
        for (const GpuSpec &g : catalog.gpus())
            gpuIds << g.id;
        for (const ModelSpec &m : catalog.models())
            modelIds << m.id;
        QCOMPARE(ids(m_palette->gpuList()->model()), gpuIds);
        QCOMPARE(ids(m_palette->modelList()->model()), modelIds);
        const QModelIndex h100 = rowFor(m_palette->gpuList()->model(),
                                        QStringLiteral("h100-sxm-80gb"));
        QCOMPARE(h100.data(Qt::DisplayRole).toString(), QStringLiteral("H100 SXM5 80GB"));
        QVERIFY(!h100.data(CatalogModel::IsCustomRole).toBool());
    }

    void factsAndToolTips()
    {
        const QAbstractItemModel *gpus = m_palette->gpuList()->model();
        const QModelIndex h100 = rowFor(gpus, QStringLiteral("h100-sxm-80gb"));
        // tests run under LC_ALL=C.UTF-8: the C locale's number and money formats.
        // tests run under LC_ALL=C.UTF-8: the C locale writes the currency after the number
        QCOMPARE(h100.data(CatalogModel::FactsRole).toString(),
                 QStringLiteral("80 GB HBM3 · 3.35 TB/s · 989 TFLOPS BF16 · 1.99–6.98$/h"));
        const QString tip = h100.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("Source: ")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("as of ")), qPrintable(tip));
        QVERIFY(tip.contains(m_document->catalog()
                                     .gpu(QStringLiteral("h100-sxm-80gb"))
                                     ->provenance.source.left(20)
                                     .toHtmlEscaped()));

        const QAbstractItemModel *models = m_palette->modelList()->model();
        const QString llama = rowFor(models, QStringLiteral("llama-3.1-8b"))
                                      .data(CatalogModel::FactsRole)
                                      .toString();
        // "8 KV head(s)" until an English plural translation is loaded
        QVERIFY2(llama.startsWith(QStringLiteral("8.0B params · 8 KV head")), qPrintable(llama));
        QVERIFY2(llama.endsWith(QStringLiteral(" · 128k context · dense")), qPrintable(llama));
        const QString mixtral = rowFor(models, QStringLiteral("mixtral-8x7b"))
                                        .data(CatalogModel::FactsRole)
                                        .toString();
        QVERIFY2(mixtral.contains(QStringLiteral("MoE 2 of 8 experts")), qPrintable(mixtral));
        QVERIFY2(mixtral.contains(QStringLiteral("active")), qPrintable(mixtral));
    }

    // Issue 17: every catalog GPU's tooltip shows both capacities, "141 GB (139.8 GiB usable)",
    // and where the usable figure comes from; a GPU without one says so
    void toolTipsShowBothCapacities()
    {
        const QAbstractItemModel *gpus = m_palette->gpuList()->model();
        for (const GpuSpec &gpu : m_document->catalog().gpus()) {
            const QString tip = rowFor(gpus, gpu.id).data(Qt::ToolTipRole).toString();
            QVERIFY2(gpu.usableMemoryBytes > 0, qPrintable(gpu.id));
            const QString usable = QStringLiteral("(%1 usable)")
                                           .arg(Display::gib(gpu.usableMemoryBytes));
            QVERIFY2(tip.contains(usable), qPrintable(gpu.id + u": " + tip));
            QVERIFY2(tip.contains(gpu.usableMemorySource.left(30).toHtmlEscaped()),
                     qPrintable(gpu.id));
        }
        const QString h200
                = rowFor(gpus, QStringLiteral("h200-sxm-141gb")).data(Qt::ToolTipRole).toString();
        QVERIFY2(h200.contains(QStringLiteral("141 GB (139.8 GiB usable)")), qPrintable(h200));
        GpuSpec unknown = *m_document->catalog().gpu(QStringLiteral("h200-sxm-141gb"));
        unknown.usableMemoryBytes = 0;
        const QString tip = CatalogModel::gpuToolTip(unknown, true);
        QVERIFY2(!tip.contains(QStringLiteral("usable)")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("not known: estimates use the marketed bytes")),
                 qPrintable(tip));
    }

    void factsFollowTheLocale_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QString>("facts");
        QTest::newRow("en_US") << QLocale(QLocale::English, QLocale::UnitedStates)
                               << QStringLiteral("80 GB HBM3 · 3.35 TB/s · 989 TFLOPS BF16 · "
                                                 "$1.99–6.98/h");
        QTest::newRow("de_DE") << QLocale(QLocale::German, QLocale::Germany)
                               << QStringLiteral("80 GB HBM3 · 3,35 TB/s · 989 TFLOPS BF16 · "
                                                 "1,99–6,98\u00a0$/h");
    }

    void factsFollowTheLocale()
    {
        QFETCH(QLocale, locale);
        QFETCH(QString, facts);
        const QLocale previous;
        QLocale::setDefault(locale);
        const QString shown = CatalogModel::gpuFacts(
                *m_document->catalog().gpu(QStringLiteral("h100-sxm-80gb")));
        QLocale::setDefault(previous);
        QCOMPARE(shown, facts);
    }

    void searchFiltersBothLists()
    {
        m_palette->show();
        QCOMPARE(m_palette->searchField()->placeholderText(),
                 QStringLiteral("Search models and GPUs"));
        QVERIFY(m_palette->searchField()->isClearButtonEnabled());
        QTest::keyClicks(m_palette->searchField(), QStringLiteral("h100"));
        QCOMPARE(ids(m_palette->gpuList()->model()),
                 (QStringList {QStringLiteral("h100-pcie-80gb"), QStringLiteral("h100-sxm-80gb"),
                               QStringLiteral("h100-nvl-94gb")}));
        QCOMPARE(m_palette->modelList()->model()->rowCount(), 0);
        saveSnapshot(*m_palette, QStringLiteral("palette-search-h100"));

        m_palette->searchField()->clear();
        QCOMPARE(m_palette->gpuList()->model()->rowCount(), m_document->catalog().gpus().size());
        QTest::keyClicks(m_palette->searchField(), QStringLiteral("QWEN3"));
        const QStringList qwen3 = ids(m_palette->modelList()->model());
        QVERIFY(qwen3.contains(QStringLiteral("qwen3-30b-a3b")));
        QVERIFY(!qwen3.contains(QStringLiteral("qwen2.5-7b")));
        for (const QString &id : qwen3)
            QVERIFY2(id.startsWith(QStringLiteral("qwen3")), qPrintable(id));
    }

    void vendorAndMemoryFilters()
    {
        auto *vendor = m_palette->findChild<QComboBox *>(QStringLiteral("vendorFilter"));
        QVERIFY(vendor);
        vendor->setCurrentIndex(vendor->findText(QStringLiteral("AMD")));
        const QAbstractItemModel *gpus = m_palette->gpuList()->model();
        QCOMPARE(ids(gpus),
                 (QStringList {QStringLiteral("mi250x-128gb"), QStringLiteral("mi300x-192gb"),
                               QStringLiteral("mi325x-256gb"), QStringLiteral("mi355x-288gb")}));
        for (int row = 0; row < gpus->rowCount(); ++row)
            QCOMPARE(gpus->index(row, 0).data(CatalogModel::VendorRole).toInt(),
                     int(GpuVendor::Amd));

        vendor->setCurrentIndex(0);
        auto *memory = m_palette->findChild<QComboBox *>(QStringLiteral("memoryFilter"));
        memory->setCurrentIndex(memory->findText(QStringLiteral("141 GB or more")));
        const QStringList big = ids(gpus);
        QVERIFY(big.contains(QStringLiteral("h200-sxm-141gb")));
        QVERIFY(big.contains(QStringLiteral("mi300x-192gb")));
        QVERIFY(!big.contains(QStringLiteral("h100-sxm-80gb")));
        for (int row = 0; row < gpus->rowCount(); ++row)
            QVERIFY(gpus->index(row, 0).data(CatalogModel::MarketedMemoryBytesRole).toLongLong()
                    >= 141'000'000'000);
        // the models list does not filter by memory
        QCOMPARE(m_palette->modelList()->model()->rowCount(), m_document->catalog().models().size());
    }

    void familyAndSizeFilters()
    {
        auto *family = m_palette->findChild<QComboBox *>(QStringLiteral("familyFilter"));
        auto *size = m_palette->findChild<QComboBox *>(QStringLiteral("sizeFilter"));
        QVERIFY(family && size);
        family->setCurrentIndex(family->findText(QStringLiteral("Qwen")));
        const QAbstractItemModel *models = m_palette->modelList()->model();
        int qwen = 0;
        for (const ModelSpec &m : m_document->catalog().models())
            qwen += m.family == QStringLiteral("Qwen");
        QCOMPARE(models->rowCount(), qwen);
        size->setCurrentIndex(size->findText(QStringLiteral("MoE")));
        QCOMPARE(ids(models),
                 (QStringList {QStringLiteral("qwen3-30b-a3b"), QStringLiteral("qwen3-235b-a22b"),
                               QStringLiteral("qwen3-next-80b-a3b"),
                               QStringLiteral("qwen3.5-397b-a17b")}));

        family->setCurrentIndex(0);
        size->setCurrentIndex(size->findText(QStringLiteral("Under 10B")));
        QStringList small = ids(models);
        QVERIFY(small.contains(QStringLiteral("llama-3.1-8b")));
        QVERIFY(!small.contains(QStringLiteral("llama-3.1-70b")));
        for (int row = 0; row < models->rowCount(); ++row)
            QVERIFY(models->index(row, 0).data(CatalogModel::ParametersRole).toLongLong()
                    < 10'000'000'000);
        size->setCurrentIndex(size->findText(QStringLiteral("40B–100B")));
        small = ids(models);
        QVERIFY(small.contains(QStringLiteral("llama-3.1-70b")));
        QVERIFY(!small.contains(QStringLiteral("llama-3.1-405b")));
        size->setCurrentIndex(size->findText(QStringLiteral("Over 100B")));
        QVERIFY(ids(models).contains(QStringLiteral("llama-3.1-405b")));
        QVERIFY(ids(models).contains(QStringLiteral("deepseek-v3")));
    }

    void sizeBuckets_data()
    {
        QTest::addColumn<int>("bucket");
        QTest::addColumn<qint64>("parameters");
        QTest::addColumn<bool>("moe");
        QTest::addColumn<bool>("inside");
        QTest::newRow("9.99B under 10B")
                << int(ModelSizeBucket::Under10B) << qint64(9'990'000'000) << false << true;
        QTest::newRow("10B not under 10B")
                << int(ModelSizeBucket::Under10B) << qint64(10'000'000'000) << false << false;
        QTest::newRow("10B in 10-40B")
                << int(ModelSizeBucket::From10To40B) << qint64(10'000'000'000) << false << true;
        QTest::newRow("40B not in 10-40B")
                << int(ModelSizeBucket::From10To40B) << qint64(40'000'000'000) << false << false;
        QTest::newRow("70B in 40-100B")
                << int(ModelSizeBucket::From40To100B) << qint64(70'000'000'000) << false << true;
        QTest::newRow("100B over 100B")
                << int(ModelSizeBucket::Over100B) << qint64(100'000'000'000) << false << true;
        QTest::newRow("dense not MoE")
                << int(ModelSizeBucket::Moe) << qint64(7'000'000'000) << false << false;
        QTest::newRow("MoE") << int(ModelSizeBucket::Moe) << qint64(7'000'000'000) << true << true;
    }

    void sizeBuckets()
    {
        QFETCH(int, bucket);
        QFETCH(qint64, parameters);
        QFETCH(bool, moe);
        QFETCH(bool, inside);
        QCOMPARE(CatalogFilterProxy::inBucket(ModelSizeBucket(bucket), parameters, moe), inside);
    }

    void dragPayload()
    {
        const QAbstractItemModel *gpus = m_palette->gpuList()->model();
        const QModelIndex h100 = rowFor(gpus, QStringLiteral("h100-sxm-80gb"));
        QVERIFY(gpus->flags(h100) & Qt::ItemIsDragEnabled);
        std::unique_ptr<QMimeData> mime(gpus->mimeData({h100}));
        QVERIFY(mime);
        QVERIFY(mime->hasFormat(MimeTypes::gpuId()));
        QVERIFY(!mime->hasFormat(MimeTypes::modelId()));
        QCOMPARE(mime->data(MimeTypes::gpuId()), QByteArray("h100-sxm-80gb"));
        QCOMPARE(mime->text(), QStringLiteral("H100 SXM5 80GB"));

        const QAbstractItemModel *models = m_palette->modelList()->model();
        std::unique_ptr<QMimeData> modelMime(
                models->mimeData({rowFor(models, QStringLiteral("llama-3.1-70b"))}));
        QVERIFY(modelMime);
        QCOMPARE(modelMime->data(MimeTypes::modelId()), QByteArray("llama-3.1-70b"));
        QCOMPARE(modelMime->text(), QStringLiteral("Llama-3.1-70B"));
        QVERIFY(m_palette->gpuList()->dragEnabled());
        QVERIFY(m_palette->modelList()->dragEnabled());
    }

    void enterActivatesTheCurrentRow()
    {
        m_palette->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_palette.get()));
        QSignalSpy gpuSpy(m_palette.get(), &CatalogPalette::gpuActivated);
        QSignalSpy modelSpy(m_palette.get(), &CatalogPalette::modelActivated);
        QListView *gpus = m_palette->gpuList();
        gpus->setFocus();
        gpus->setCurrentIndex(gpus->model()->index(0, 0));
        QTest::keyClick(gpus, Qt::Key_Down);
        QTest::keyClick(gpus, Qt::Key_Return);
        QCOMPARE(gpuSpy.size(), 1);
        QCOMPARE(gpuSpy.first().first().toString(),
                 gpus->model()->index(1, 0).data(CatalogModel::IdRole).toString());
        QCOMPARE(m_palette->currentId(), gpuSpy.first().first().toString());

        QListView *models = m_palette->modelList();
        models->setFocus();
        models->setCurrentIndex(rowFor(models->model(), QStringLiteral("mixtral-8x7b")));
        QTest::keyClick(models, Qt::Key_Enter);
        QCOMPARE(modelSpy.size(), 1);
        QCOMPARE(modelSpy.first().first().toString(), QStringLiteral("mixtral-8x7b"));
        QCOMPARE(gpuSpy.size(), 1);
    }

    void downFromTheSearchFieldReachesTheList()
    {
        m_palette->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_palette.get()));
        QSignalSpy gpuSpy(m_palette.get(), &CatalogPalette::gpuActivated);
        m_palette->searchField()->setFocus();
        QTest::keyClicks(m_palette->searchField(), QStringLiteral("mi300"));
        QTest::keyClick(m_palette->searchField(), Qt::Key_Down);
        QVERIFY(m_palette->gpuList()->hasFocus()); // the models list has no match
        QTest::keyClick(m_palette->gpuList(), Qt::Key_Return);
        QCOMPARE(gpuSpy.size(), 1);
        QCOMPARE(gpuSpy.first().first().toString(), QStringLiteral("mi300x-192gb"));
    }

    void contextMenuOffersTheEntryActions()
    {
        m_palette->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_palette.get()));
        QListView *gpus = m_palette->gpuList();
        const QModelIndex h100 = rowFor(gpus->model(), QStringLiteral("h100-sxm-80gb"));
        gpus->scrollTo(h100);
        QStringList texts;
        QTimer::singleShot(0, this, [&texts] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu)
                return;
            for (QAction *action : menu->actions()) {
                if (!action->isSeparator())
                    texts << action->text().remove(u'&')
                                    + (action->isEnabled() ? QString()
                                                           : QStringLiteral(" (disabled)"));
            }
            menu->close();
        });
        emit gpus->customContextMenuRequested(gpus->visualRect(h100).center());
        QCOMPARE(texts,
                 (QStringList {QStringLiteral("Add to Board"), QStringLiteral("New Custom GPU..."),
                               QStringLiteral("New Custom Model..."),
                               QStringLiteral("Import Model..."), QStringLiteral("Edit..."),
                               QStringLiteral("Duplicate"), QStringLiteral("Delete (disabled)")}));
        QCOMPARE(m_palette->currentId(), QStringLiteral("h100-sxm-80gb"));

        // "Add to Board" activates the entry the menu was opened on
        QSignalSpy gpuSpy(m_palette.get(), &CatalogPalette::gpuActivated);
        QTimer::singleShot(0, this, [] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu)
                return;
            for (QAction *action : menu->actions()) {
                if (action->text().remove(u'&') == QStringLiteral("Add to Board"))
                    action->trigger();
            }
            menu->close();
        });
        const QModelIndex a100 = rowFor(gpus->model(), QStringLiteral("a100-sxm-80gb"));
        emit gpus->customContextMenuRequested(gpus->visualRect(a100).center());
        QCOMPARE(gpuSpy.size(), 1);
        QCOMPARE(gpuSpy.first().first().toString(), QStringLiteral("a100-sxm-80gb"));
    }

    void languageChangeKeepsTheFilters()
    {
        auto *vendor = m_palette->findChild<QComboBox *>(QStringLiteral("vendorFilter"));
        vendor->setCurrentIndex(vendor->findData(int(GpuVendor::Amd)));
        int amd = 0;
        for (const GpuSpec &g : m_document->catalog().gpus())
            amd += g.vendor == GpuVendor::Amd;
        QCOMPARE(m_palette->gpuList()->model()->rowCount(), amd);
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(m_palette.get(), &change);
        QCOMPARE(vendor->currentData().toInt(), int(GpuVendor::Amd));
        QCOMPARE(vendor->currentText(), QStringLiteral("AMD"));
        QCOMPARE(m_palette->gpuList()->model()->rowCount(), amd);
        QCOMPARE(vendor->count(), 6);
    }

    void deleteActionExplainsARefusal()
    {
        m_document->undoStack().push(new SetCustomGpu(*m_document, myGpu()));
        Configuration c;
        c.id = QStringLiteral("cfg-1");
        c.name = QStringLiteral("Lab rack");
        c.gpuId = myGpu().id;
        m_document->undoStack().push(new AddConfiguration(*m_document, c));
        m_palette->show();
        QVERIFY(m_palette->selectEntry(myGpu().id));
        QAction *remove = nullptr;
        for (QAction *action : m_palette->actions()) {
            if (action->text().remove(u'&') == QStringLiteral("Delete"))
                remove = action;
        }
        QVERIFY(remove);
        QVERIFY(remove->isEnabled());
        remove->trigger();
        auto *box = m_palette->findChild<QMessageBox *>();
        QVERIFY(box);
        QVERIFY2(box->text().contains(QStringLiteral("configuration “Lab rack”")),
                 qPrintable(box->text()));
        QVERIFY(m_document->catalog().gpu(myGpu().id));
        box->close();
    }

    void accessibleNames()
    {
        QCOMPARE(m_palette->gpuList()->accessibleName(), QStringLiteral("GPUs"));
        QCOMPARE(m_palette->modelList()->accessibleName(), QStringLiteral("Models"));
        QCOMPARE(m_palette->searchField()->accessibleName(),
                 QStringLiteral("Search models and GPUs"));
        for (auto *combo : m_palette->findChildren<QComboBox *>())
            QVERIFY2(!combo->accessibleName().isEmpty(), qPrintable(combo->objectName()));
        QCOMPARE(m_palette->newGpuAction()->text().remove(u'&'),
                 QStringLiteral("New Custom GPU..."));
        QCOMPARE(m_palette->newModelAction()->text().remove(u'&'),
                 QStringLiteral("New Custom Model..."));
        QCOMPARE(m_palette->importModelAction()->text().remove(u'&'),
                 QStringLiteral("Import Model..."));
    }

    void customGpuThroughCommandAndUndo()
    {
        const int before = m_palette->gpuList()->model()->rowCount();
        QVERIFY(m_palette->selectEntry(QStringLiteral("h100-sxm-80gb")));
        m_document->undoStack().push(new SetCustomGpu(*m_document, myGpu()));
        // the lists reset on a catalog change; the current entry stays current
        QCOMPARE(m_palette->currentId(), QStringLiteral("h100-sxm-80gb"));
        QCOMPARE(m_palette->gpuList()->currentIndex().data(CatalogModel::IdRole).toString(),
                 QStringLiteral("h100-sxm-80gb"));
        const QAbstractItemModel *gpus = m_palette->gpuList()->model();
        QCOMPARE(gpus->rowCount(), before + 1);
        const QModelIndex mine = rowFor(gpus, QStringLiteral("my-gpu-96gb"));
        QVERIFY(mine.isValid());
        QVERIFY(mine.data(CatalogModel::IsCustomRole).toBool());
        QVERIFY(mine.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Custom entry")));
        QCOMPARE(mine.data(CatalogModel::FactsRole).toString(),
                 QStringLiteral("96 GB HBM3 · 4.00 TB/s · 500 TFLOPS BF16"));
        QCOMPARE(m_document->project().customGpus.size(), 1);

        GpuSpec edited = myGpu();
        edited.marketedMemoryBytes = 128'000'000'000;
        m_document->undoStack().push(new SetCustomGpu(*m_document, edited));
        QCOMPARE(m_document->catalog().gpu(edited.id)->marketedMemoryBytes,
                 edited.marketedMemoryBytes);
        m_document->undoStack().undo(); // back to the first version, not removed
        QCOMPARE(m_document->catalog().gpu(edited.id)->marketedMemoryBytes,
                 myGpu().marketedMemoryBytes);
        m_document->undoStack().undo();
        QCOMPARE(gpus->rowCount(), before);
        QVERIFY(!rowFor(gpus, QStringLiteral("my-gpu-96gb")).isValid());
        m_document->undoStack().redo();
        QVERIFY(rowFor(gpus, QStringLiteral("my-gpu-96gb")).isValid());

        // pushing the same entry again changes nothing and is no undo step
        m_document->undoStack().redo();
        QCOMPARE(m_document->undoStack().index(), m_document->undoStack().count());
        const int steps = m_document->undoStack().count();
        m_document->undoStack().push(new SetCustomGpu(*m_document, edited));
        QCOMPARE(m_document->undoStack().count(), steps);
    }

    void editingABuiltinMakesACopy()
    {
        const GpuSpec original = *m_document->catalog().gpu(QStringLiteral("h100-sxm-80gb"));
        m_palette->editEntry(QStringLiteral("h100-sxm-80gb"));
        auto *dialog = m_palette->findChild<GpuEditorDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        auto *id = dialog->findChild<QLineEdit *>(QStringLiteral("id"));
        QCOMPARE(id->text(), QStringLiteral("h100-sxm-80gb-custom"));
        auto *note = dialog->findChild<QLabel *>(QStringLiteral("note"));
        QVERIFY(note->isVisible());
        QVERIFY2(note->text().contains(QStringLiteral("built-in")), qPrintable(note->text()));
        QVERIFY(note->text().contains(QStringLiteral("h100-sxm-80gb-custom")));
        saveSnapshot(*dialog, QStringLiteral("editor-gpu-builtin-copy"));
        dialog->findChild<QDoubleSpinBox *>(QStringLiteral("memory"))->setValue(96);
        QVERIFY(dialog->okButton()->isEnabled());
        QTest::mouseClick(dialog->okButton(), Qt::LeftButton);

        const auto copy = m_document->catalog().gpu(QStringLiteral("h100-sxm-80gb-custom"));
        QVERIFY(copy);
        QCOMPARE(copy->marketedMemoryBytes, std::int64_t(96'000'000'000));
        QCOMPARE(copy->memoryBandwidthBytesPerSecond, original.memoryBandwidthBytesPerSecond);
        QCOMPARE(*m_document->catalog().gpu(QStringLiteral("h100-sxm-80gb")), original);
        QVERIFY(m_document->catalog().isBuiltin(QStringLiteral("h100-sxm-80gb")));
        QVERIFY(!m_document->catalog().isBuiltin(QStringLiteral("h100-sxm-80gb-custom")));
        QCOMPARE(m_palette->currentId(), QStringLiteral("h100-sxm-80gb-custom"));
        m_document->undoStack().undo();
        QVERIFY(!m_document->catalog().gpu(QStringLiteral("h100-sxm-80gb-custom")));
    }

    void editingACustomEntryKeepsItsId()
    {
        m_document->undoStack().push(new SetCustomGpu(*m_document, myGpu()));
        m_palette->editEntry(myGpu().id);
        auto *dialog = m_palette->findChild<GpuEditorDialog *>();
        QVERIFY(dialog);
        auto *id = dialog->findChild<QLineEdit *>(QStringLiteral("id"));
        QCOMPARE(id->text(), myGpu().id);
        QVERIFY(id->isReadOnly());
        QVERIFY(dialog->okButton()->isEnabled()); // its own id is no clash
        dialog->findChild<QLineEdit *>(QStringLiteral("name"))->setText(QStringLiteral("Renamed"));
        QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
        QCOMPARE(m_document->catalog().gpu(myGpu().id)->name, QStringLiteral("Renamed"));
        QCOMPARE(m_document->project().customGpus.size(), 1);
    }

    void deletingAnEntryInUseIsRefused()
    {
        m_document->undoStack().push(new SetCustomGpu(*m_document, myGpu()));
        Configuration c;
        c.id = QStringLiteral("cfg-1");
        c.gpuId = myGpu().id;
        c.gpuCount = 2;
        m_document->undoStack().push(new AddConfiguration(*m_document, c));

        auto refused = m_palette->deleteEntry(myGpu().id);
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.contains(
                         QStringLiteral("configuration “2 × My GPU 96GB”")),
                 qPrintable(refused.error().message));
        QVERIFY(m_document->catalog().gpu(myGpu().id));

        const auto builtin = m_palette->deleteEntry(QStringLiteral("h100-sxm-80gb"));
        QVERIFY(!builtin);
        QVERIFY(builtin.error().message.contains(QStringLiteral("built-in")));
        QVERIFY(m_document->catalog().gpu(QStringLiteral("h100-sxm-80gb")));

        // a model used by a deployment
        const QString modelCopy = m_palette->duplicateEntry(QStringLiteral("llama-3.1-8b"));
        QCOMPARE(modelCopy, QStringLiteral("llama-3.1-8b-custom"));
        Deployment d;
        d.id = QStringLiteral("d1");
        d.configurationId = c.id;
        d.modelId = modelCopy;
        m_document->undoStack().push(new AddDeployment(*m_document, d));
        const auto modelRefused = m_palette->deleteEntry(modelCopy);
        QVERIFY(!modelRefused);
        QVERIFY2(modelRefused.error().message.contains(
                         QStringLiteral("deployment on “2 × My GPU 96GB”")),
                 qPrintable(modelRefused.error().message));

        m_document->undoStack().push(new RemoveConfiguration(*m_document, c.id));
        QVERIFY(m_palette->deleteEntry(myGpu().id));
        QVERIFY(m_palette->deleteEntry(modelCopy));
        QVERIFY(!m_document->catalog().gpu(myGpu().id));
        QVERIFY(!rowFor(m_palette->gpuList()->model(), myGpu().id).isValid());
        m_document->undoStack().undo();
        m_document->undoStack().undo();
        QVERIFY(m_document->catalog().gpu(myGpu().id));
        QVERIFY(m_document->catalog().model(modelCopy));
    }

    void duplicateAddsASelectedCopy()
    {
        const QString copy = m_palette->duplicateEntry(QStringLiteral("mi300x-192gb"));
        QCOMPARE(copy, QStringLiteral("mi300x-192gb-custom"));
        const auto gpu = m_document->catalog().gpu(copy);
        QVERIFY(gpu);
        QCOMPARE(gpu->name, QStringLiteral("Instinct MI300X (copy)"));
        QCOMPARE(gpu->memoryBandwidthBytesPerSecond,
                 m_document->catalog()
                         .gpu(QStringLiteral("mi300x-192gb"))
                         ->memoryBandwidthBytesPerSecond);
        QCOMPARE(m_palette->currentId(), copy);
        QCOMPARE(m_palette->duplicateEntry(QStringLiteral("mi300x-192gb")),
                 QStringLiteral("mi300x-192gb-custom-2"));
    }

    void snapshots()
    {
        m_document->undoStack().push(new SetCustomGpu(*m_document, myGpu()));
        m_palette->duplicateEntry(QStringLiteral("llama-3.1-8b"));
        m_palette->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_palette.get()));
        m_palette->selectEntry(QStringLiteral("h100-sxm-80gb"));
        saveSnapshot(*m_palette, QStringLiteral("palette-light"));
        m_palette->setPalette(darkPalette());
        saveSnapshot(*m_palette, QStringLiteral("palette-dark"));
        m_palette->resize(220, 500);
        saveSnapshot(*m_palette, QStringLiteral("palette-narrow"));
    }

private:
    std::unique_ptr<ProjectDocument> m_document;
    std::unique_ptr<CatalogPalette> m_palette;
};

HEADROOM_TEST_MAIN(TestCatalogPalette)
#include "tst_catalogpalette.moc"
