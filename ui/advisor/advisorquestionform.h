#pragma once

#include "advisor/advisorworkload.h"

#include <QScrollArea>

namespace Headroom {

class AdvisorConstraintsForm;
class AdvisorModelsForm;
class AdvisorTrainingForm;
class ProjectDocument;

/** The advisor's question (AdvisorDialog, on the left): the workload (the models and their
 *  traffic, the training jobs) and the constraints, one group each, scrolled up and down and
 *  never sideways. It holds the workload as the fields say it; edited() after each edit. */
class AdvisorQuestionForm final : public QScrollArea
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AdvisorQuestionForm)

public:
    /** The fields, showing the project's question (a first one to edit when it has none). */
    explicit AdvisorQuestionForm(const ProjectDocument &document, QWidget *parent = nullptr);

    const AdvisorWorkload &workload() const { return m_workload; }
    /** Shows `workload` in the fields (edited() is not emitted). */
    void setWorkload(const AdvisorWorkload &workload);
    /** Another project: its question (or a first one), its catalog's models and GPUs. */
    void showProjectQuestion();
    /** The catalog changed: its models and GPUs to choose from, the fields again. */
    void catalogChanged();
    /** The plan in the report, kept with the question that found it. */
    void setReportPlan(const QString &key) { m_workload.reportPlan = key; }
    /** After a language switch: the texts again, and the width they need. */
    void retranslate();

signals:
    void edited();

private:
    AdvisorWorkload projectQuestion() const;
    void fillCatalogLists(); // the models and GPUs to choose from, the catalog's now
    void load(); // m_workload -> the fields

    const ProjectDocument &m_document;
    AdvisorWorkload m_workload;
    AdvisorModelsForm *m_models = nullptr;
    AdvisorConstraintsForm *m_constraints = nullptr;
    AdvisorTrainingForm *m_training = nullptr;
};

} // namespace Headroom
