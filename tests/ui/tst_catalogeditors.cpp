#include "catalog/catalogpalette.h"
#include "catalog/ggufreader.h"
#include "catalog/gpueditordialog.h"
#include "catalog/hfconfig.h"
#include "catalog/importmodeldialog.h"
#include "catalog/modeleditordialog.h"
#include "document/projectdocument.h"
#include "headroomtest.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTest>

using namespace Headroom;

namespace {

Catalog builtinCatalog()
{
    auto catalog = Catalog::builtin();
    if (!catalog)
        qFatal("built-in catalog: %s", qPrintable(catalog.error().message));
    return *catalog;
}

QString hf(const char *name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/hf/") + QString::fromLatin1(name);
}

QString gguf(const char *name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/gguf/") + QString::fromLatin1(name);
}

void saveSnapshot(QWidget &widget, const QString &name)
{
    const QString dir = QCoreApplication::applicationDirPath() + QStringLiteral("/snapshots");
    QDir().mkpath(dir);
    QVERIFY(widget.grab().save(dir + u'/' + name + QStringLiteral(".png")));
}

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(45, 45, 48));
    p.setColor(QPalette::WindowText, QColor(230, 230, 230));
    p.setColor(QPalette::Base, QColor(30, 30, 32));
    p.setColor(QPalette::Text, QColor(230, 230, 230));
    p.setColor(QPalette::Button, QColor(55, 55, 60));
    p.setColor(QPalette::ButtonText, QColor(230, 230, 230));
    p.setColor(QPalette::Highlight, QColor(42, 130, 218));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::PlaceholderText, QColor(150, 150, 150));
    return p;
}

template<typename T>
T *field(QWidget &dialog, const char *name)
{
    T *widget = dialog.findChild<T *>(QString::fromLatin1(name));
    if (!widget)
        qFatal("no field %s", name);
    return widget;
}

QString message(QWidget &dialog)
{
    auto *label = field<QLabel>(dialog, "message");
    return label->isVisible() ? label->text() : QString();
}

} // namespace

class TestCatalogEditors : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        m_catalog = builtinCatalog();
    }

    void gpuDialogNamesTheWrongField()
    {
        GpuSpec blank;
        blank.provenance.asOf = QDate::currentDate();
        GpuEditorDialog dialog(m_catalog, blank, {});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(!dialog.okButton()->isEnabled());
        QVERIFY(message(dialog).startsWith(QStringLiteral("Id: ")));
        QCOMPARE(field<QDateEdit>(dialog, "asOf")->date(), QDate::currentDate());

        auto *id = field<QLineEdit>(dialog, "id");
        QTest::keyClicks(id, QStringLiteral("My GPU"));
        QVERIFY(!dialog.okButton()->isEnabled());
        QVERIFY2(message(dialog).startsWith(QStringLiteral("Id: use lower-case")),
                 qPrintable(message(dialog)));
        id->setText(QStringLiteral("h100-sxm-80gb"));
        QVERIFY2(message(dialog).contains(QStringLiteral("built-in")), qPrintable(message(dialog)));
        QVERIFY(!dialog.okButton()->isEnabled());

        id->setText(QStringLiteral("my-gpu"));
        field<QLineEdit>(dialog, "name")->setText(QStringLiteral("My GPU"));
        QCOMPARE(message(dialog), QStringLiteral("Memory: must be more than 0 GB."));
        QVERIFY(!dialog.okButton()->isEnabled());
        saveSnapshot(dialog, QStringLiteral("editor-gpu-invalid"));
        QVERIFY(field<QDoubleSpinBox>(dialog, "memory")->suffix().contains(QStringLiteral("GB")));
        QVERIFY(field<QDoubleSpinBox>(dialog, "bandwidth")
                        ->suffix()
                        .contains(QStringLiteral("TB/s")));
        QVERIFY(field<QDoubleSpinBox>(dialog, "bf16")->suffix().contains(QStringLiteral("TFLOPS")));

        field<QDoubleSpinBox>(dialog, "memory")->setValue(96);
        QVERIFY(message(dialog).startsWith(QStringLiteral("Bandwidth: ")));
        field<QDoubleSpinBox>(dialog, "bandwidth")->setValue(4.2);
        QVERIFY(message(dialog).startsWith(QStringLiteral("BF16 dense: ")));
        field<QDoubleSpinBox>(dialog, "bf16")->setValue(700);
        field<QDoubleSpinBox>(dialog, "rentLow")->setValue(3);
        field<QDoubleSpinBox>(dialog, "rentHigh")->setValue(2);
        QVERIFY(message(dialog).startsWith(QStringLiteral("Rent per hour, highest: ")));
        field<QDoubleSpinBox>(dialog, "rentHigh")->setValue(4);
        QCOMPARE(message(dialog), QString());
        QVERIFY(dialog.okButton()->isEnabled());
        field<QLineEdit>(dialog, "source")->setText(QStringLiteral("vendor datasheet"));
        saveSnapshot(dialog, QStringLiteral("editor-gpu-valid"));
        dialog.setPalette(darkPalette());
        saveSnapshot(dialog, QStringLiteral("editor-gpu-dark"));

        QTest::mouseClick(dialog.okButton(), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const GpuSpec gpu = dialog.gpu();
        QCOMPARE(gpu.id, QStringLiteral("my-gpu"));
        QCOMPARE(gpu.marketedMemoryBytes, std::int64_t(96'000'000'000));
        QCOMPARE(gpu.memoryBandwidthBytesPerSecond, 4.2e12);
        QCOMPARE(gpu.bf16Flops, 700e12);
        QCOMPARE(gpu.rental.onDemandHighUsdPerHour, 4.0);
        QCOMPARE(gpu.provenance.source, QStringLiteral("vendor datasheet"));
        QCOMPARE(gpu.provenance.asOf, QDate::currentDate());
    }

    void idMustNotClashWithACustomEntry()
    {
        Catalog catalog = m_catalog;
        ModelSpec mine = *catalog.model(QStringLiteral("llama-3.1-8b"));
        mine.id = QStringLiteral("my-llama");
        mine.name = QStringLiteral("My Llama");
        QVERIFY(catalog.addCustomModel(mine));
        GpuSpec gpu = *catalog.gpu(QStringLiteral("l4-24gb"));
        gpu.id = QStringLiteral("my-llama");
        GpuEditorDialog dialog(catalog, gpu, {});
        QCOMPARE(dialog.validationMessage(),
                 QStringLiteral("Id: \"my-llama\" is already used by the model My Llama."));
        QVERIFY(!dialog.okButton()->isEnabled());
        // editing the model itself keeps its id
        ModelEditorDialog editor(catalog, mine, mine.id);
        QCOMPARE(editor.validationMessage(), QString());
        QVERIFY(editor.okButton()->isEnabled());
    }

    void gpuDialogKeepsUntouchedValuesExactly()
    {
        GpuSpec rtx = *m_catalog.gpu(QStringLiteral("rtx-3090-24gb"));
        rtx.id = m_catalog.customIdFor(rtx.id);
        GpuEditorDialog dialog(m_catalog, rtx, {});
        QVERIFY(dialog.okButton()->isEnabled());
        // 936 GB/s shows as 0.936 TB/s; accepting unchanged must not round anything.
        QCOMPARE(dialog.gpu(), rtx);
    }

    void modelDialogChecksTheArchitecture()
    {
        ModelSpec llama = *m_catalog.model(QStringLiteral("llama-3.1-8b"));
        llama.id = QStringLiteral("my-llama");
        ModelEditorDialog dialog(m_catalog, llama, {});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.okButton()->isEnabled());
        QCOMPARE(dialog.model(), llama);
        QVERIFY2(field<QLabel>(dialog, "summary")->text().contains(QStringLiteral("8.0B params")),
                 qPrintable(field<QLabel>(dialog, "summary")->text()));

        field<QSpinBox>(dialog, "kvHeads")->setValue(5);
        QCOMPARE(message(dialog), QStringLiteral("KV heads: must divide the 32 attention heads."));
        QVERIFY(!dialog.okButton()->isEnabled());
        field<QSpinBox>(dialog, "kvHeads")->setValue(8);
        field<QSpinBox>(dialog, "layers")->setValue(0);
        QVERIFY(message(dialog).startsWith(QStringLiteral("Layers: ")));
        // more layers than any real model (core/spec/modellimits.cpp): refused, the field named
        field<QSpinBox>(dialog, "layers")->setValue(5000);
        QVERIFY2(message(dialog).contains(QStringLiteral("'Layers' is 5000")),
                 qPrintable(message(dialog)));
        QVERIFY(!dialog.okButton()->isEnabled());
        field<QSpinBox>(dialog, "layers")->setValue(40);
        field<QSpinBox>(dialog, "activeExperts")->setValue(2);
        QVERIFY(message(dialog).startsWith(QStringLiteral("Experts per token: ")));
        field<QSpinBox>(dialog, "experts")->setValue(8);
        field<QSpinBox>(dialog, "activeExperts")->setValue(10);
        QCOMPARE(message(dialog),
                 QStringLiteral("Experts per token: cannot be more than the 8 experts."));
        field<QSpinBox>(dialog, "activeExperts")->setValue(2);
        QVERIFY(message(dialog).startsWith(QStringLiteral("Expert MLP size: ")));
        field<QSpinBox>(dialog, "expertIntermediate")->setValue(14336);
        QCOMPARE(message(dialog), QString());
        QVERIFY(dialog.okButton()->isEnabled());
        QVERIFY(field<QLabel>(dialog, "summary")
                        ->text()
                        .contains(QStringLiteral("MoE 2 of 8 experts")));
        saveSnapshot(dialog, QStringLiteral("editor-model"));
        dialog.setPalette(darkPalette());
        saveSnapshot(dialog, QStringLiteral("editor-model-dark"));
        const ModelSpec m = dialog.model();
        QCOMPARE(m.layers, 40);
        QVERIFY(m.isMoe());
        QCOMPARE(m.moe.expertsPerToken, 2);
    }

    void importsAHfConfigFile()
    {
        ImportModelDialog dialog(m_catalog);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(!dialog.okButton()->isEnabled());
        dialog.setConfigFile(hf("llama-3.1-8b.json"));
        QCOMPARE(dialog.errorText(), QString());
        const auto model = dialog.model();
        QVERIFY(model);
        const auto expected = readHfConfigFile(hf("llama-3.1-8b.json"));
        QCOMPARE(model->layers, expected->layers);
        QCOMPARE(model->kvHeads, 8);
        QCOMPARE(model->name, QStringLiteral("llama-3.1-8b"));
        // the name's id is a built-in entry's: the default is a free one
        QCOMPARE(model->id, QStringLiteral("llama-3.1-8b-custom"));
        QCOMPARE(model->family, QStringLiteral("Llama"));
        QCOMPARE(model->provenance.asOf, QDate::currentDate());
        QVERIFY(model->provenance.source.contains(QStringLiteral("llama-3.1-8b.json")));
        QVERIFY2(dialog.summaryText().contains(QStringLiteral("32 layers")),
                 qPrintable(dialog.summaryText()));
        QVERIFY2(dialog.summaryText().contains(QStringLiteral("8 KV head")),
                 qPrintable(dialog.summaryText()));
        QVERIFY(dialog.okButton()->isEnabled());
        saveSnapshot(dialog, QStringLiteral("import-hf"));

        // the id follows the name until the user edits it
        auto *name = field<QLineEdit>(dialog, "name");
        name->setText(QStringLiteral("My Llama 3.1"));
        QCOMPARE(dialog.model()->id, QStringLiteral("my-llama-3.1"));
        auto *id = field<QLineEdit>(dialog, "id");
        id->clear();
        QTest::keyClicks(id, QStringLiteral("chosen-id"));
        name->setText(QStringLiteral("Another name"));
        QCOMPARE(dialog.model()->id, QStringLiteral("chosen-id"));
        QTest::keyClicks(id, QStringLiteral(" X"));
        QVERIFY(!dialog.okButton()->isEnabled());
        QVERIFY(dialog.errorText().startsWith(QStringLiteral("Id: ")));
    }

    void importShowsTheCoreError_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("missing layers") << hf("missing-layers.json");
        QTest::newRow("malformed") << hf("malformed.json");
        QTest::newRow("no such file") << hf("no-such-config.json");
    }

    void importShowsTheCoreError()
    {
        QFETCH(QString, file);
        ImportModelDialog dialog(m_catalog);
        dialog.show();
        dialog.setConfigFile(file);
        const auto core = readHfConfigFile(file);
        QVERIFY(!core);
        QCOMPARE(dialog.errorText(), core.error().message);
        QVERIFY(field<QLabel>(dialog, "error")->isVisible());
        QVERIFY(!dialog.model());
        QVERIFY(!dialog.okButton()->isEnabled());
        if (QTest::currentDataTag() == QByteArrayLiteral("missing layers"))
            saveSnapshot(dialog, QStringLiteral("import-error"));
    }

    void importsPastedText()
    {
        QFile file(hf("mixtral-8x7b.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        ImportModelDialog dialog(m_catalog);
        dialog.setConfigText(QString::fromUtf8(file.readAll()));
        QCOMPARE(dialog.source(), ImportModelDialog::Source::ConfigText);
        QCOMPARE(dialog.errorText(), QString());
        QVERIFY(dialog.model());
        QVERIFY(dialog.model()->isMoe());
        QCOMPARE(dialog.model()->moe.experts, 8);
        QVERIFY(dialog.okButton()->isEnabled());

        dialog.setConfigText(QStringLiteral("{ \"hidden_size\": "));
        QVERIFY2(dialog.errorText().startsWith(QStringLiteral("The text is not valid JSON")),
                 qPrintable(dialog.errorText()));
        QVERIFY(!dialog.model());
        QVERIFY(!dialog.okButton()->isEnabled());
    }

    void importsAGgufHeader()
    {
        ImportModelDialog dialog(m_catalog);
        dialog.show();
        dialog.setGgufFile(gguf("tiny-llama-q4_k_m.gguf"));
        QCOMPARE(dialog.errorText(), QString());
        const auto model = dialog.model();
        QVERIFY(model);
        QCOMPARE(model->name, QStringLiteral("Tiny Llama"));
        QCOMPARE(model->id, QStringLiteral("tiny-llama"));
        QCOMPARE(model->layers, 2);
        QCOMPARE(model->hidden, 256);
        QVERIFY(dialog.summaryText().contains(QStringLiteral("2 layers")));
        QVERIFY(dialog.okButton()->isEnabled());
        saveSnapshot(dialog, QStringLiteral("import-gguf"));

        dialog.setGgufFile(gguf("bad-magic.gguf"));
        const auto core = readGgufHeader(gguf("bad-magic.gguf"));
        QVERIFY(!core);
        QCOMPARE(dialog.errorText(), core.error().message);
        QVERIFY(!dialog.okButton()->isEnabled());
        dialog.setGgufFile(gguf("truncated-header.gguf"));
        QCOMPARE(dialog.errorText(), readGgufHeader(gguf("truncated-header.gguf")).error().message);
    }

    void typingAPathParsesIt()
    {
        ImportModelDialog dialog(m_catalog);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *source = field<QComboBox>(dialog, "source");
        source->setCurrentIndex(source->findData(int(ImportModelDialog::Source::GgufFile)));
        auto *path = field<QLineEdit>(dialog, "ggufPath");
        QVERIFY(path->isVisible());
        QVERIFY(!field<QPlainTextEdit>(dialog, "configText")->isVisible());
        QTest::keyClicks(path, gguf("tiny-moe.gguf"));
        QVERIFY2(dialog.model(), qPrintable(dialog.errorText()));
        QVERIFY(dialog.model()->isMoe());
        QVERIFY(dialog.okButton()->isEnabled());
    }

    void paletteImportAddsAnUndoableModel()
    {
        ProjectDocument document;
        document.setBuiltinCatalog(m_catalog);
        CatalogPalette palette(document);
        palette.importModel();
        auto *dialog = palette.findChild<ImportModelDialog *>();
        QVERIFY(dialog);
        dialog->setGgufFile(gguf("tiny-moe.gguf"));
        QVERIFY2(dialog->okButton()->isEnabled(), qPrintable(dialog->errorText()));
        const QString id = dialog->model()->id;
        QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
        QVERIFY(document.catalog().model(id));
        QVERIFY(document.catalog().model(id)->isMoe());
        QCOMPARE(palette.currentId(), id);
        document.undoStack().undo();
        QVERIFY(!document.catalog().model(id));
    }

    void paletteNewGpuThroughTheDialog()
    {
        ProjectDocument document;
        document.setBuiltinCatalog(m_catalog);
        CatalogPalette palette(document);
        palette.newGpuAction()->trigger();
        auto *dialog = palette.findChild<GpuEditorDialog *>();
        QVERIFY(dialog);
        QVERIFY(!dialog->okButton()->isEnabled());
        field<QLineEdit>(*dialog, "id")->setText(QStringLiteral("lab-gpu-48gb"));
        field<QLineEdit>(*dialog, "name")->setText(QStringLiteral("Lab GPU 48GB"));
        field<QDoubleSpinBox>(*dialog, "memory")->setValue(48);
        field<QDoubleSpinBox>(*dialog, "bandwidth")->setValue(1);
        field<QDoubleSpinBox>(*dialog, "bf16")->setValue(200);
        QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
        const auto gpu = document.catalog().gpu(QStringLiteral("lab-gpu-48gb"));
        QVERIFY(gpu);
        QCOMPARE(gpu->marketedMemoryBytes, std::int64_t(48'000'000'000));
        QCOMPARE(document.project().customGpus.size(), 1);
        QVERIFY(document.isModified());
    }

private:
    Catalog m_catalog;
};

HEADROOM_TEST_MAIN(TestCatalogEditors)
#include "tst_catalogeditors.moc"
