#pragma once

#include "advisor/advisor.h"
#include "advisor/advisorplanchart.h" // the chart's axes and front (advisorFront())
#include "advisor/advisorsearchrunner.h"
#include "advisor/advisorworkload.h"

#include <QDialog>

class QProgressBar;
class QPushButton;
class QSplitter;

namespace Headroom {

class AdvisorAnswerView;
class AdvisorQuestionForm;
class ProjectDocument;
struct ChangeEvent;

/** Edit > Advise a Plan (issue 20): the question on the left (AdvisorQuestionForm: the models,
 *  their traffic with its daily profile, latency targets, training jobs; the GPUs, those already
 *  owned, engines, limits, budget, rent or own); Find Plans runs advise() on a worker thread
 *  (AdvisorSearchRunner) with a progress bar and Cancel, the window staying live; the answer on
 *  the right (AdvisorAnswerView: the Pareto chart and the ranked plans, each with what binds
 *  it, why it loses to the first, rent vs own and energy). Add to Board puts the selected plan's
 *  configurations on the board, Add to Report puts it into the PDF's executive summary (both one
 *  undo step). The workload is the project's (SetAdvisorWorkload), saved with it. */
class AdvisorDialog : public QDialog
{
    Q_OBJECT

public:
    explicit AdvisorDialog(ProjectDocument &document, QWidget *parent = nullptr);
    ~AdvisorDialog() override;

    /** The workload as the form holds it. */
    const AdvisorWorkload &workload() const;
    /** Replaces the form's workload (as the user would by editing the fields). */
    void setWorkload(const AdvisorWorkload &workload);

    /** Stores the workload in the project (one undo step when it changed) and starts the
     *  search on the worker thread; a search running is dropped first. */
    void findPlans();
    /** Asks the search to stop and returns at once: what it found so far comes after, as a
     *  cancelled answer (searchFinished()). */
    void cancel();
    /** A search is under way (not asked to stop). */
    bool isSearching() const;

    /** The last search's answer (empty before one finished). */
    const AdvisorResult &result() const;
    int selectedPlan() const; // row of the ranked table, -1 when none
    void selectPlan(int row);
    void addToBoard();
    void toggleReport();
    QString status() const;

signals:
    /** A search ended (finished or cancelled) and its answer is shown. */
    void searchFinished();
    /** Add to Board put a plan on the board: its first configuration, for the board to select
     *  and scroll to. */
    void planAddedToBoard(const QString &configurationId);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    QWidget *buildAnswerSide(QSplitter *split);
    void retranslate();
    void workloadEdited();
    void showHorizon(); // the answer's horizon: the question's, else the project's
    void onDocumentChanged(const ChangeEvent &event);
    void onFinished(const AdvisorSearchRunner::Answer &answer);
    /** Answers the project's stored question again, once the window shows (its answer is the
     *  same for the same catalog and prices: what "kept with the project" means). */
    void answerStoredQuestion();
    void showSearch(); // the progress bar and the buttons, as the search stands
    void updateButtons();

    ProjectDocument &m_document;
    AdvisorSearchRunner *m_runner = nullptr;

    QSplitter *m_split = nullptr; // the question | the answer
    AdvisorQuestionForm *m_form = nullptr;
    AdvisorAnswerView *m_answer = nullptr;
    QPushButton *m_find = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_addToBoard = nullptr;
    QPushButton *m_addToReport = nullptr;
    QPushButton *m_close = nullptr;
};

} // namespace Headroom
