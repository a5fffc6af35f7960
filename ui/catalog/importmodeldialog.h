#pragma once

#include "spec/modelspec.h"
#include "units/result.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QVBoxLayout;

namespace Headroom {

class Catalog;

/** Imports a model from a Hugging Face config.json (a file or pasted text) or from a GGUF
 *  file's header, shows the parsed architecture or the importer's error, and lets the user set
 *  the name and id (by default derived from the name) before adding it. */
class ImportModelDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ImportModelDialog)

public:
    enum class Source { ConfigFile, ConfigText, GgufFile };

    explicit ImportModelDialog(const Catalog &catalog, QWidget *parent = nullptr);

    /** Parse a source now (what the fields do as the user types or browses). */
    void setConfigFile(const QString &path);
    void setConfigText(const QString &text);
    void setGgufFile(const QString &path);

    Source source() const;
    /** The parsed model with the chosen name and id; nullopt until something parsed. */
    std::optional<ModelSpec> model() const;
    /** The importer's error for the current input, or an error in the name or id. */
    QString errorText() const;
    QString summaryText() const;
    QPushButton *okButton() const;

private:
    void build();
    QWidget *addFilePage(QVBoxLayout *layout, QLineEdit *&edit, const QString &name,
                         const QString &placeholder);
    void buildNames(QVBoxLayout *layout);
    void setSource(Source source);
    void showInputFor(Source source);
    void browse();
    void parse();
    void takeResult(Result<ModelSpec> parsed, const QString &defaultName, const QString &origin);
    void updateState();

    const Catalog &m_catalog;
    std::optional<ModelSpec> m_parsed;
    QString m_parseError;
    bool m_idEdited = false;
    QComboBox *m_source = nullptr;
    QWidget *m_configRow = nullptr;
    QWidget *m_ggufRow = nullptr;
    QLineEdit *m_configPath = nullptr;
    QPlainTextEdit *m_configText = nullptr;
    QLineEdit *m_ggufPath = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_id = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_error = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace Headroom
