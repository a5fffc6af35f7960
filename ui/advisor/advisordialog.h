#pragma once

#include "advisor/advisor.h"
#include "advisor/advisorworkload.h"

#include <QDialog>
#include <QElapsedTimer>
#include <QList>
#include <QPointer>

#include <atomic>
#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QSplitter;
class QTableView;
class QThread;

namespace Headroom {

class AdvisorPlansModel;
class ProjectDocument;
struct ChangeEvent;

namespace Charts {
class ChartView;
}

/** The chart's cost axis and the axis it is weighed against (AdvisorDialog). */
enum class AdvisorChartCost { PerMonth, PerMillionTokens };
enum class AdvisorChartBenefit { SpeedPerUser, Ttft };
double advisorChartCost(const AdvisorPlan &plan, AdvisorChartCost cost);
double advisorChartBenefit(const AdvisorPlan &plan, AdvisorChartBenefit benefit); // higher: better

/** The plans no other plan beats on both axes (costs no more and does better), in `plans`'
 *  order: the chart's front and the table's bold rows. */
QList<bool> advisorFront(const QList<AdvisorPlan> &plans, AdvisorChartCost cost,
                         AdvisorChartBenefit benefit);

/** Edit > Advise a Plan (issue 20): the workload (models, traffic with its daily profile,
 *  latency targets, training jobs) and the constraints (GPUs, those already owned, engines,
 *  limits, budget, rent or own) on the left; Find Plans runs
 *  advise() on a worker thread with a progress bar and Cancel, the window staying live; the
 *  Pareto chart (cost vs per-user speed) and the ranked plans on the right, each with what binds
 *  it, why it loses to the first, rent vs own and energy; Add to Board puts the selected plan's
 *  configurations on the board, Add to Report puts it into the PDF's executive summary (both one
 *  undo step). The workload is the project's (SetAdvisorWorkload), saved with it. */
class AdvisorDialog : public QDialog
{
    Q_OBJECT

public:
    explicit AdvisorDialog(ProjectDocument &document, QWidget *parent = nullptr);
    ~AdvisorDialog() override;

    /** The workload as the form holds it. */
    const AdvisorWorkload &workload() const { return m_workload; }
    /** Replaces the form's workload (as the user would by editing the fields). */
    void setWorkload(const AdvisorWorkload &workload);

    /** Stores the workload in the project (one undo step when it changed) and starts the
     *  search on the worker thread; a search running is cancelled first. */
    void findPlans();
    void cancel();
    bool isSearching() const { return m_thread != nullptr; }

    /** The last search's answer (empty before one finished). */
    const AdvisorResult &result() const { return m_result; }
    int selectedPlan() const; // row of the ranked table, -1 when none
    void selectPlan(int row);
    void addToBoard();
    void toggleReport();
    QString status() const;

signals:
    /** A search ended (finished or cancelled) and its answer is shown. */
    void searchFinished();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void retranslate();
    void buildModelForm(QGroupBox *box);
    void buildConstraintsForm(QGroupBox *box);
    void buildTrainingForm(QGroupBox *box);
    AdvisorWorkload startingWorkload() const; // a first question for an empty project
    void fillCatalogLists(); // the models and GPUs to choose from, the catalog's now
    void loadForm(); // m_workload -> the fields
    void loadModelFields();
    void storeModelFields(); // the fields -> m_workload.models[current]
    void storeConstraints();
    void refreshModelList();
    void loadProfile(const AdvisedModel &model); // its daily profile -> the preset and factors
    void storeProfile(AdvisedModel &model); // the factors typed -> the model (when they read)
    void refreshOwnedList(); // constraints.owned -> the list
    void loadOwnedFields();
    void storeOwnedFields();
    void refreshTrainingList();
    void loadTrainingFields();
    void storeTrainingFields();
    void workloadEdited();
    void onDocumentChanged(const ChangeEvent &event);
    void onFinished(quint64 generation, const Result<AdvisorResult> &result, qint64 elapsedMs);
    void showResult();
    void showChart();
    void showDetails();
    void updateButtons();
    void fitTable(); // what binds as narrow as its words

    ProjectDocument &m_document;
    AdvisorWorkload m_workload;
    AdvisorResult m_result;
    bool m_haveResult = false;
    bool m_stale = false; // the workload changed since the answer shown
    bool m_loading = false; // the form is being filled from m_workload
    QString m_error; // the last search's refusal
    qint64 m_elapsedMs = 0;
    quint64 m_generation = 0;
    QThread *m_thread = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancel;

    QSplitter *m_split = nullptr; // the question | the answer
    QWidget *m_left = nullptr; // the scroll area of the question
    // the workload
    QGroupBox *m_modelsBox = nullptr;
    QListWidget *m_models = nullptr;
    QPushButton *m_addModel = nullptr;
    QPushButton *m_removeModel = nullptr;
    QFormLayout *m_modelForm = nullptr;
    QComboBox *m_model = nullptr;
    QComboBox *m_trafficKind = nullptr;
    QSpinBox *m_users = nullptr;
    QDoubleSpinBox *m_rate = nullptr;
    QDoubleSpinBox *m_peakRate = nullptr;
    QSpinBox *m_inputTokens = nullptr;
    QSpinBox *m_outputTokens = nullptr;
    QDoubleSpinBox *m_ttft = nullptr;
    QDoubleSpinBox *m_tpot = nullptr;
    QComboBox *m_percentile = nullptr;
    QComboBox *m_profile = nullptr; // flat, the presets, or the factors typed
    QLineEdit *m_profileFactors = nullptr; // 24 hourly factors
    QLabel *m_profileError = nullptr;
    // the constraints
    QGroupBox *m_constraintsBox = nullptr;
    QFormLayout *m_constraintsForm = nullptr;
    QListWidget *m_gpus = nullptr;
    QList<QCheckBox *> m_engines;
    QList<QCheckBox *> m_weightFormats; // kAdvisorWeightFormats
    QList<QCheckBox *> m_kvFormats; // kAdvisorKvFormats
    QSpinBox *m_maxGpus = nullptr;
    QSpinBox *m_maxNodes = nullptr;
    QDoubleSpinBox *m_maxPower = nullptr;
    QDoubleSpinBox *m_rackPower = nullptr;
    QDoubleSpinBox *m_budget = nullptr;
    QDoubleSpinBox *m_budgetUpFront = nullptr;
    QComboBox *m_currency = nullptr;
    QSpinBox *m_horizon = nullptr;
    QComboBox *m_acquisition = nullptr;
    QCheckBox *m_mixedFleet = nullptr;
    QCheckBox *m_packing = nullptr;
    QComboBox *m_disaggregation = nullptr;
    QListWidget *m_owned = nullptr; // the GPUs already owned
    QPushButton *m_addOwned = nullptr;
    QPushButton *m_removeOwned = nullptr;
    QComboBox *m_ownedGpu = nullptr;
    QSpinBox *m_ownedCount = nullptr;
    QCheckBox *m_ownedOnly = nullptr;
    // the training jobs
    QGroupBox *m_trainingBox = nullptr;
    QListWidget *m_training = nullptr;
    QPushButton *m_addTraining = nullptr;
    QPushButton *m_removeTraining = nullptr;
    QFormLayout *m_trainingForm = nullptr;
    QComboBox *m_trainingModel = nullptr;
    QComboBox *m_trainingMethod = nullptr;
    QDoubleSpinBox *m_trainingTokens = nullptr; // millions
    QSpinBox *m_trainingSequence = nullptr;
    QDoubleSpinBox *m_trainingDeadline = nullptr; // hours
    // the answer
    QPushButton *m_find = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_axisLabel = nullptr;
    QComboBox *m_axis = nullptr;
    QLabel *m_againstLabel = nullptr;
    QComboBox *m_against = nullptr;
    Charts::ChartView *m_chart = nullptr;
    QTableView *m_table = nullptr;
    AdvisorPlansModel *m_plans = nullptr;
    QLabel *m_details = nullptr;
    QPushButton *m_addToBoard = nullptr;
    QPushButton *m_addToReport = nullptr;
    QPushButton *m_close = nullptr;
};

} // namespace Headroom
