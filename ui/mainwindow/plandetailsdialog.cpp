#include "mainwindow/plandetailsdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace Headroom {

namespace {

// a title or a name is one line
constexpr int kMaxLine = 200;

} // namespace

PlanDetailsDialog::PlanDetailsDialog(const ProjectMetadata &metadata, QWidget *parent)
    : QDialog(parent)
    , m_metadata(metadata)
{
    setWindowTitle(tr("Plan Details"));
    setObjectName(QStringLiteral("planDetailsDialog"));
    m_title = new QLineEdit(metadata.title, this);
    m_title->setObjectName(QStringLiteral("planTitle"));
    m_title->setMaxLength(kMaxLine);
    m_title->setPlaceholderText(tr("Untitled plan"));
    m_author = new QLineEdit(metadata.author, this);
    m_author->setObjectName(QStringLiteral("planAuthor"));
    m_author->setMaxLength(kMaxLine);
    m_notes = new QPlainTextEdit(metadata.notes, this);
    m_notes->setObjectName(QStringLiteral("planNotes"));
    m_notes->setTabChangesFocus(true);
    m_notes->setPlaceholderText(tr("Printed on the report's notes page"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("&Author:"), m_author);
    form->addRow(tr("&Notes:"), m_notes);
    auto *hint = new QLabel(tr("The PDF report prints the title and author on its cover."), this);
    hint->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(hint);
    layout->addWidget(buttons);
    const int em = fontMetrics().averageCharWidth();
    resize(em * 70, sizeHint().height());
}

ProjectMetadata PlanDetailsDialog::metadata() const
{
    ProjectMetadata m = m_metadata;
    m.title = m_title->text().trimmed();
    m.author = m_author->text().trimmed();
    m.notes = m_notes->toPlainText().trimmed();
    return m;
}

} // namespace Headroom
