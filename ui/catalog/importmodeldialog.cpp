#include "catalog/importmodeldialog.h"

#include "catalog/catalog.h"
#include "catalog/editorfields.h"
#include "catalog/ggufreader.h"
#include "catalog/hfconfig.h"
#include "estimate/parametercount.h"
#include "format/displayformat.h"
#include "models/catalogmodel.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace Headroom {

using namespace EditorFields;

namespace {

/** "qwen3_moe" -> "Qwen", "llama" -> "Llama": a family guess for the palette's filter. */
QString familyFromArchitecture(const QString &architecture)
{
    QString family;
    for (QChar c : architecture) {
        if (!c.isLetter())
            break;
        family += c;
    }
    if (!family.isEmpty())
        family[0] = family[0].toUpper();
    return family;
}

/** The model's name from config.json's "_name_or_path" ("facebook/opt-13b" -> "opt-13b"). */
QString nameFromConfig(const QJsonObject &config)
{
    const QString path = config.value(QStringLiteral("_name_or_path")).toString();
    return path.section(u'/', -1);
}

QString nameFromFile(const QString &path)
{
    const QFileInfo info(path);
    if (info.completeBaseName().compare(QStringLiteral("config"), Qt::CaseInsensitive) == 0)
        return info.dir().dirName();
    return info.completeBaseName();
}

} // namespace

ImportModelDialog::ImportModelDialog(const Catalog &catalog, QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
{
    setWindowTitle(tr("Import Model"));
    setObjectName(QStringLiteral("importModel"));
    setMinimumWidth(600);
    build();
    updateState();
}

void ImportModelDialog::build()
{
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    layout->addLayout(form);
    m_source = new QComboBox(this);
    m_source->setObjectName(QStringLiteral("source"));
    m_source->addItem(tr("Hugging Face config.json file"), int(Source::ConfigFile));
    m_source->addItem(tr("Pasted config.json text"), int(Source::ConfigText));
    m_source->addItem(tr("GGUF file (reads the header only)"), int(Source::GgufFile));
    form->addRow(tr("&Import from:"), m_source);

    // One input shows at a time; hidden ones take no room, so a file row does not float in
    // the space the paste box needs.
    m_configRow = addFilePage(layout, m_configPath, QStringLiteral("configPath"),
                              tr("Path of a config.json file"));
    m_configText = new QPlainTextEdit(this);
    m_configText->setObjectName(QStringLiteral("configText"));
    m_configText->setPlaceholderText(tr("Paste the text of a config.json here"));
    m_configText->setAccessibleName(tr("config.json text"));
    m_configText->setMinimumHeight(160);
    connect(m_configText, &QPlainTextEdit::textChanged, this, &ImportModelDialog::parse);
    layout->addWidget(m_configText, 1);
    m_ggufRow = addFilePage(layout, m_ggufPath, QStringLiteral("ggufPath"),
                            tr("Path of a .gguf file"));
    connect(m_source, &QComboBox::currentIndexChanged, this, [this] {
        showInputFor(source());
        parse();
    });
    showInputFor(Source::ConfigFile);

    buildNames(layout);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setMinimumHeight(4 * m_summary->fontMetrics().lineSpacing());
    m_summary->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_summary);
    m_error = messageLabel(this);
    m_error->setObjectName(QStringLiteral("error"));
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_error);
    layout->addStretch(0);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Add Model"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

/** A path to read (`edit`) with its Browse button, on a page of its own (`name`). */
QWidget *ImportModelDialog::addFilePage(QVBoxLayout *layout, QLineEdit *&edit, const QString &name,
                                        const QString &placeholder)
{
    auto *page = new QWidget(this);
    auto *row = new QHBoxLayout(page);
    row->setContentsMargins(0, 0, 0, 0);
    edit = lineEdit(page, name);
    edit->setPlaceholderText(placeholder);
    edit->setAccessibleName(placeholder);
    edit->setClearButtonEnabled(true);
    row->addWidget(edit);
    auto *button = new QPushButton(tr("&Browse..."), page);
    row->addWidget(button);
    connect(button, &QPushButton::clicked, this, &ImportModelDialog::browse);
    // Parse as the path changes: OK must be usable without leaving the field first.
    connect(edit, &QLineEdit::textChanged, this, &ImportModelDialog::parse);
    layout->addWidget(page);
    return page;
}

/** The new entry's name, and its id made from the name until the user edits it. */
void ImportModelDialog::buildNames(QVBoxLayout *layout)
{
    auto *names = new QFormLayout;
    layout->addLayout(names);
    m_name = lineEdit(this, QStringLiteral("name"));
    names->addRow(tr("&Name:"), m_name);
    m_id = lineEdit(this, QStringLiteral("id"));
    m_id->setToolTip(tr("Lower-case words joined by hyphens; made from the name until you edit "
                        "it."));
    names->addRow(tr("I&d:"), m_id);
    connect(m_name, &QLineEdit::textChanged, this, [this](const QString &name) {
        if (!m_idEdited) {
            const QString id = idFromName(name);
            const QSignalBlocker blocker(m_id);
            m_id->setText(m_catalog.gpu(id) || m_catalog.model(id) ? m_catalog.customIdFor(id) : id);
        }
        updateState();
    });
    connect(m_id, &QLineEdit::textEdited, this, [this] {
        m_idEdited = true;
        updateState();
    });
}

ImportModelDialog::Source ImportModelDialog::source() const
{
    return Source(m_source->currentData().toInt());
}

void ImportModelDialog::setSource(Source source)
{
    const QSignalBlocker blocker(m_source);
    m_source->setCurrentIndex(m_source->findData(int(source)));
    showInputFor(source);
}

void ImportModelDialog::showInputFor(Source source)
{
    m_configRow->setVisible(source == Source::ConfigFile);
    m_configText->setVisible(source == Source::ConfigText);
    m_ggufRow->setVisible(source == Source::GgufFile);
}

void ImportModelDialog::setConfigFile(const QString &path)
{
    setSource(Source::ConfigFile);
    if (m_configPath->text() == path)
        parse(); // no textChanged to parse on
    else
        m_configPath->setText(path);
}

void ImportModelDialog::setConfigText(const QString &text)
{
    setSource(Source::ConfigText);
    m_configText->setPlainText(text); // parses
}

void ImportModelDialog::setGgufFile(const QString &path)
{
    setSource(Source::GgufFile);
    if (m_ggufPath->text() == path)
        parse(); // no textChanged to parse on
    else
        m_ggufPath->setText(path);
}

void ImportModelDialog::browse()
{
    const bool gguf = source() == Source::GgufFile;
    QLineEdit *edit = gguf ? m_ggufPath : m_configPath;
    const QString filter = gguf ? tr("GGUF files (*.gguf);;All files (*)")
                                : tr("JSON files (*.json);;All files (*)");
    auto *dialog = new QFileDialog(this, gguf ? tr("Import GGUF") : tr("Import config.json"),
                                   QFileInfo(edit->text()).absolutePath(), filter);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFileMode(QFileDialog::ExistingFile);
    connect(dialog, &QFileDialog::fileSelected, edit, &QLineEdit::setText);
    dialog->open();
}

void ImportModelDialog::parse()
{
    switch (source()) {
    case Source::ConfigFile: {
        const QString path = m_configPath->text().trimmed();
        if (path.isEmpty())
            break;
        QString name = nameFromFile(path);
        QFile file(path);
        if (file.open(QIODevice::ReadOnly)) {
            const QString fromConfig = nameFromConfig(
                    QJsonDocument::fromJson(file.readAll()).object());
            if (!fromConfig.isEmpty())
                name = fromConfig;
        }
        takeResult(readHfConfigFile(path), name, QFileInfo(path).fileName());
        return;
    }
    case Source::ConfigText: {
        const QByteArray text = m_configText->toPlainText().toUtf8();
        if (text.trimmed().isEmpty())
            break;
        QJsonParseError error;
        const QJsonDocument document = parseHfConfigJson(text, &error);
        if (error.error != QJsonParseError::NoError) {
            takeResult(fail(tr("The text is not valid JSON: %1 at offset %2.")
                                    .arg(error.errorString())
                                    .arg(error.offset)),
                       {}, {});
            return;
        }
        const QString name = nameFromConfig(document.object());
        takeResult(modelSpecFromHfConfig(document), name.isEmpty() ? tr("Imported model") : name,
                   tr("pasted config.json"));
        return;
    }
    case Source::GgufFile: {
        const QString path = m_ggufPath->text().trimmed();
        if (path.isEmpty())
            break;
        const Result<GgufHeader> header = readGgufHeader(path);
        if (!header) {
            takeResult(std::unexpected(header.error()), {}, {});
            return;
        }
        auto spec = modelSpecFromGguf(*header);
        const QString name = spec && !spec->name.isEmpty() ? spec->name : nameFromFile(path);
        takeResult(std::move(spec), name, QFileInfo(path).fileName());
        return;
    }
    }
    m_parsed.reset();
    m_parseError.clear();
    updateState();
}

void ImportModelDialog::takeResult(Result<ModelSpec> parsed, const QString &defaultName,
                                   const QString &origin)
{
    if (!parsed) {
        m_parsed.reset();
        m_parseError = parsed.error().message;
        updateState();
        return;
    }
    ModelSpec spec = std::move(*parsed);
    if (spec.family.isEmpty())
        spec.family = familyFromArchitecture(spec.architecture);
    const QString coreSource = spec.provenance.source;
    spec.provenance.source = coreSource.isEmpty()
            ? origin
            : tr("%1 (%2)", "imported file, then what the importer read").arg(origin, coreSource);
    spec.provenance.asOf = QDate::currentDate();
    m_parsed = std::move(spec);
    m_parseError.clear();
    m_name->setText(defaultName); // sets the id unless the user edited it
    updateState();
}

std::optional<ModelSpec> ImportModelDialog::model() const
{
    if (!m_parsed)
        return std::nullopt;
    ModelSpec spec = *m_parsed;
    spec.name = m_name->text().trimmed();
    spec.id = m_id->text().trimmed();
    return spec;
}

QString ImportModelDialog::errorText() const
{
    return m_error->text();
}

QString ImportModelDialog::summaryText() const
{
    return m_summary->text();
}

QPushButton *ImportModelDialog::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

void ImportModelDialog::updateState()
{
    QString error = m_parseError;
    if (const auto spec = model()) {
        const ParameterCount count = countParameters(*spec);
        QStringList lines;
        lines << CatalogModel::modelFacts(*spec, count.total(), count.active());
        lines << tr("Architecture %1: %2 layers, hidden size %3, %4 heads of size %5, "
                    "vocabulary %6")
                         .arg(spec->architecture, Display::integer(spec->layers),
                              Display::integer(spec->hidden), Display::integer(spec->heads),
                              Display::integer(spec->headDim), Display::integer(spec->vocab));
        lines << texts(parameterCountWarnings(*spec, count));
        m_summary->setText(lines.join(u'\n'));
        if (spec->name.isEmpty())
            error = problem(tr("Name"), tr("enter the name the board shows."));
        else
            error = idProblem(m_catalog, spec->id, {});
    } else {
        m_summary->setText(m_parseError.isEmpty() ? tr("Choose a file or paste a config.json to "
                                                       "see the model it describes.")
                                                  : QString());
    }
    showMessage(m_error, m_buttons, error);
    if (!m_parsed)
        okButton()->setEnabled(false);
}

} // namespace Headroom
