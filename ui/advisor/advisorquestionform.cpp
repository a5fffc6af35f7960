#include "advisor/advisorquestionform.h"

#include "advisor/advisorconstraintsform.h"
#include "advisor/advisorformhelpers.h"
#include "advisor/advisormodelsform.h"
#include "advisor/advisortrainingform.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"

#include <QScrollBar>
#include <QVBoxLayout>

namespace Headroom {

AdvisorQuestionForm::AdvisorQuestionForm(const ProjectDocument &document, QWidget *parent)
    : QScrollArea(parent)
    , m_document(document)
    , m_workload(document.project().advisor)
{
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    auto *fields = new QWidget(this);
    auto *layout = new QVBoxLayout(fields);
    layout->setContentsMargins(0, 0, 4, 0);
    m_models = new AdvisorModelsForm(document, m_workload, fields);
    m_constraints = new AdvisorConstraintsForm(document, m_workload, fields);
    m_training = new AdvisorTrainingForm(document, m_workload, fields);
    layout->addWidget(m_models);
    layout->addWidget(m_training);
    layout->addWidget(m_constraints);
    layout->addStretch();
    setWidget(fields);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connect(m_models, &AdvisorModelsForm::edited, this, &AdvisorQuestionForm::edited);
    connect(m_constraints, &AdvisorConstraintsForm::edited, this, &AdvisorQuestionForm::edited);
    connect(m_training, &AdvisorTrainingForm::edited, this, &AdvisorQuestionForm::edited);

    fillCatalogLists();
    m_workload = projectQuestion();
    retranslate(); // the choices named before the fields choose among them
    load();
}

AdvisorWorkload AdvisorQuestionForm::projectQuestion() const
{
    AdvisorWorkload w = m_document.project().advisor;
    if (!w.isEmpty())
        return w;
    // a first question to edit: the first model of the plan, else of the catalog
    if (!m_document.project().deployments.isEmpty())
        w.models.append(
                AdvisorModelsForm::newModel(m_document.project().deployments.constFirst().modelId));
    else if (!m_document.catalog().models().isEmpty())
        w.models.append(AdvisorModelsForm::newModel(m_document.catalog().models().constFirst().id));
    return w;
}

void AdvisorQuestionForm::setWorkload(const AdvisorWorkload &workload)
{
    m_workload = workload;
    load();
}

void AdvisorQuestionForm::showProjectQuestion()
{
    m_workload = projectQuestion();
    fillCatalogLists();
    load();
}

void AdvisorQuestionForm::catalogChanged()
{
    fillCatalogLists(); // a custom model or GPU added, edited or removed
    load();
}

void AdvisorQuestionForm::fillCatalogLists()
{
    const QList<ModelSpec> models = AdvisorForms::modelsByName(m_document.catalog());
    m_models->fillCatalog(models);
    m_training->fillCatalog(models);
    m_constraints->fillCatalog(AdvisorForms::gpusByName(m_document.catalog()));
}

void AdvisorQuestionForm::load()
{
    m_models->load();
    m_constraints->load();
    m_training->load();
}

void AdvisorQuestionForm::retranslate()
{
    m_models->retranslate();
    m_constraints->retranslate();
    m_training->retranslate();
    // as wide as its labels and fields need in this language, never scrolled sideways
    widget()->adjustSize();
    setMinimumWidth(widget()->sizeHint().width() + verticalScrollBar()->sizeHint().width() + 4);
}

} // namespace Headroom
