#pragma once

#include "plan/project.h"

#include <QDialog>

class QLineEdit;
class QPlainTextEdit;

namespace Headroom {

/** File > Plan Details: the title, author and notes the PDF report prints on its cover and
 *  its notes page (ProjectMetadata). */
class PlanDetailsDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit PlanDetailsDialog(const ProjectMetadata &metadata, QWidget *parent = nullptr);

    /** The metadata given, with the edited title, author and notes (trimmed). */
    ProjectMetadata metadata() const;

private:
    ProjectMetadata m_metadata;
    QLineEdit *m_title = nullptr;
    QLineEdit *m_author = nullptr;
    QPlainTextEdit *m_notes = nullptr;
};

} // namespace Headroom
