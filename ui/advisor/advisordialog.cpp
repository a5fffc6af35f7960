#include "advisor/advisordialog.h"

#include "advisor/advisoranswerview.h"
#include "advisor/advisorquestionform.h"
#include "commands/projectcommands.h"
#include "document/projectdocument.h"

#include <QCloseEvent>
#include <QEvent>
#include <QHBoxLayout>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

namespace Headroom {

AdvisorDialog::AdvisorDialog(ProjectDocument &document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("advisorDialog"));
    setWindowFlag(Qt::WindowMaximizeButtonHint);
    setSizeGripEnabled(true);
    auto *layout = new QHBoxLayout(this);
    m_split = new QSplitter(Qt::Horizontal, this);
    layout->addWidget(m_split);
    m_form = new AdvisorQuestionForm(document, m_split); // the question, on the left
    buildAnswerSide(m_split); // the answer, on the right
    m_split->setStretchFactor(0, 0);
    m_split->setStretchFactor(1, 1);
    m_runner = new AdvisorSearchRunner(this);

    connect(m_find, &QPushButton::clicked, this, &AdvisorDialog::findPlans);
    connect(m_cancelButton, &QPushButton::clicked, this, &AdvisorDialog::cancel);
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    connect(m_addToBoard, &QPushButton::clicked, this, &AdvisorDialog::addToBoard);
    connect(m_addToReport, &QPushButton::clicked, this, &AdvisorDialog::toggleReport);
    connect(m_form, &AdvisorQuestionForm::edited, this, &AdvisorDialog::workloadEdited);
    connect(m_answer, &AdvisorAnswerView::selectionChanged, this, &AdvisorDialog::updateButtons);
    connect(m_runner, &AdvisorSearchRunner::progress, this, [this](int done, int total) {
        m_progress->setRange(0, std::max(total, 1));
        m_progress->setValue(done);
    });
    connect(m_runner, &AdvisorSearchRunner::finished, this, &AdvisorDialog::onFinished);
    connect(&m_document, &ProjectDocument::changed, this, &AdvisorDialog::onDocumentChanged);

    retranslate();
    showHorizon();
    showSearch();
    resize(1240, 760);
    m_split->setSizes({m_form->minimumWidth(), width() - m_form->minimumWidth()});
    answerStoredQuestion();
}

void AdvisorDialog::answerStoredQuestion()
{
    // the answer is kept with the question: the project stores the question, and the same
    // question with the same catalog and prices has the same answer, so a window opened on a
    // project that asked one (reopened, or the plan file opened again) shows it at once, with
    // the prices of now
    if (m_document.project().advisor.isEmpty())
        return;
    QTimer::singleShot(0, this, [this] {
        if (!isSearching() && workload() == m_document.project().advisor)
            findPlans();
    });
}

AdvisorDialog::~AdvisorDialog()
{
    // never waits: the search sees its flag within a few candidates, and its thread goes alone
    m_runner->abandon();
}

QWidget *AdvisorDialog::buildAnswerSide(QSplitter *split)
{
    auto *right = new QWidget(split);
    auto *layout = new QVBoxLayout(right);
    layout->setContentsMargins(4, 0, 0, 0);
    auto *run = new QHBoxLayout;
    m_find = new QPushButton(right);
    m_find->setObjectName(QStringLiteral("advisorFind"));
    m_find->setDefault(true);
    m_cancelButton = new QPushButton(right);
    m_cancelButton->setObjectName(QStringLiteral("advisorCancel"));
    m_progress = new QProgressBar(right);
    m_progress->setObjectName(QStringLiteral("advisorProgress"));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setTextVisible(false);
    run->addWidget(m_find);
    run->addWidget(m_cancelButton);
    run->addWidget(m_progress, 1);
    layout->addLayout(run);
    m_answer = new AdvisorAnswerView(m_document, right);
    layout->addWidget(m_answer, 1);
    auto *buttons = new QHBoxLayout;
    m_addToBoard = new QPushButton(right);
    m_addToBoard->setObjectName(QStringLiteral("advisorAddToBoard"));
    m_addToReport = new QPushButton(right);
    m_addToReport->setObjectName(QStringLiteral("advisorAddToReport"));
    m_close = new QPushButton(right);
    buttons->addWidget(m_addToBoard);
    buttons->addWidget(m_addToReport);
    buttons->addStretch();
    buttons->addWidget(m_close);
    layout->addLayout(buttons);
    return right;
}

void AdvisorDialog::retranslate()
{
    setWindowTitle(tr("Advisor: what to buy or rent"));
    m_find->setText(tr("Fi&nd Plans"));
    m_cancelButton->setText(tr("Cance&l"));
    m_addToBoard->setText(tr("Add to &Board"));
    m_close->setText(tr("Close"));
    updateButtons(); // Add to or Remove from Report
    // the answer gives way to a wider form (the splitter keeps the old sizes otherwise)
    if (QList<int> sizes = m_split->sizes(); sizes.size() == 2 && sizes[0] + sizes[1] > 0) {
        const int total = sizes[0] + sizes[1];
        sizes[0] = std::max(sizes[0], m_form->minimumWidth());
        m_split->setSizes({sizes[0], std::max(total - sizes[0], 0)});
    }
}

void AdvisorDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        // the parts in order: the splitter makes room for the form's width in this language
        m_form->retranslate();
        m_answer->retranslate();
        retranslate();
    }
    QDialog::changeEvent(event);
}

void AdvisorDialog::closeEvent(QCloseEvent *event)
{
    cancel();
    QDialog::closeEvent(event);
}

const AdvisorWorkload &AdvisorDialog::workload() const
{
    return m_form->workload();
}

void AdvisorDialog::setWorkload(const AdvisorWorkload &workload)
{
    m_form->setWorkload(workload);
    workloadEdited();
}

void AdvisorDialog::showHorizon()
{
    // the question's horizon, else the project's: the months the answer weighs
    m_answer->setHorizonMonths(
            workload().constraints.horizonOr(m_document.project().cost.horizonMonths));
}

void AdvisorDialog::workloadEdited()
{
    showHorizon();
    m_answer->markStale();
    showSearch();
}

void AdvisorDialog::onDocumentChanged(const ChangeEvent &event)
{
    if (event.kind == ChangeEvent::Kind::ProjectReset) {
        // another project: its catalog, its question, no answer yet
        m_runner->abandon();
        m_answer->clear();
        m_form->showProjectQuestion();
        showHorizon();
        showSearch();
        answerStoredQuestion();
        return;
    }
    if (event.kind == ChangeEvent::Kind::CatalogChanged)
        m_form->catalogChanged(); // a custom model or GPU added, edited or removed
    if (event.kind == ChangeEvent::Kind::AdvisorChanged) {
        // an undo: the form follows the project's question (an undone first question leaves
        // the form as it is)
        const AdvisorWorkload stored = m_document.project().advisor;
        AdvisorWorkload mine = workload();
        mine.reportPlan = stored.reportPlan;
        if (!(mine == stored) && !stored.isEmpty())
            setWorkload(stored);
        m_form->setReportPlan(stored.reportPlan);
        m_answer->reportPlanChanged();
        updateButtons();
    } else if (event.kind == ChangeEvent::Kind::CostAssumptionsChanged
               || event.kind == ChangeEvent::Kind::CatalogChanged) {
        // prices, the catalog or calibrations may move the answer
        m_answer->markStale();
        showSearch();
    }
}

void AdvisorDialog::findPlans()
{
    m_runner->abandon(); // the answer to the question asked before is of no use now
    if (auto valid = validateAdvisorWorkload(workload(), &m_document.catalog()); !valid) {
        m_answer->setRefusal(valid.error().message);
        showSearch();
        return;
    }
    // the question asked is the project's, saved with it (one undo step)
    AdvisorWorkload stored = workload();
    stored.reportPlan = m_document.project().advisor.reportPlan;
    if (!(stored == m_document.project().advisor))
        m_document.undoStack().push(new SetAdvisorWorkload(m_document, stored));

    m_runner->start(m_document.catalog(), m_document.project(), workload());
    m_progress->setRange(0, 0); // busy until the first progress report
    m_answer->searchStarted();
    showSearch();
}

void AdvisorDialog::cancel()
{
    if (!m_runner->isRunning())
        return;
    m_runner->cancel(); // returns at once; the plans found so far come by onFinished()
    m_answer->searchStopping();
    showSearch();
}

bool AdvisorDialog::isSearching() const
{
    return m_runner->isRunning();
}

void AdvisorDialog::onFinished(const AdvisorSearchRunner::Answer &answer)
{
    m_answer->setAnswer(answer.result, answer.elapsedMs);
    showSearch();
    emit searchFinished();
}

const AdvisorResult &AdvisorDialog::result() const
{
    return m_answer->result();
}

int AdvisorDialog::selectedPlan() const
{
    return m_answer->selectedRow();
}

void AdvisorDialog::selectPlan(int row)
{
    m_answer->selectRow(row);
}

QString AdvisorDialog::status() const
{
    return m_answer->status();
}

void AdvisorDialog::showSearch()
{
    const bool running = m_runner->isRunning();
    m_progress->setVisible(running);
    if (!running) {
        m_progress->setRange(0, 1);
        m_progress->setValue(0);
    }
    updateButtons();
}

void AdvisorDialog::updateButtons()
{
    const AdvisorPlan *p = m_answer->selectedPlan();
    m_find->setEnabled(!workload().isEmpty());
    m_cancelButton->setEnabled(m_runner->isRunning());
    m_addToBoard->setEnabled(p != nullptr && !m_document.isReadOnly());
    m_addToReport->setEnabled(p != nullptr && !m_document.isReadOnly());
    const bool inReport = p && advisorPlanKey(*p) == m_document.project().advisor.reportPlan;
    m_addToReport->setText(inReport ? tr("Remove from &Report") : tr("Add to &Report"));
}

void AdvisorDialog::addToBoard()
{
    const int row = selectedPlan();
    const AdvisorPlan *p = m_answer->selectedPlan();
    if (!p)
        return;
    const QString label = tr("Plan %1").arg(row + 1);
    const PlanItems items = planItems(*p, label);
    m_document.undoStack().push(
            new AddAdvisorPlan(m_document, items.configurations, items.deployments, label));
    if (!items.configurations.isEmpty())
        emit planAddedToBoard(items.configurations.first().id);
}

void AdvisorDialog::toggleReport()
{
    const AdvisorPlan *p = m_answer->selectedPlan();
    if (!p)
        return;
    AdvisorWorkload stored = m_document.project().advisor;
    const QString key = advisorPlanKey(*p);
    if (stored.reportPlan == key) {
        stored.reportPlan.clear();
    } else {
        // the question that found the plan goes with it: the report asks it again
        stored = workload();
        stored.reportPlan = key;
    }
    m_document.undoStack().push(new SetAdvisorWorkload(m_document, stored));
}

} // namespace Headroom
