// Edit > Advise a Plan (issue 20): the workload edited in the window, searched on a worker thread
// while the window stays live (progress, Cancel), the ranked plans and the Pareto chart showing
// what advise() answers for the same project, Add to Board and Add to Report as undo steps, and
// the workload saved in the project.
#include "advisor/advisor.h"
#include "advisor/advisordialog.h"
#include "advisor/advisorsearchrunner.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "estimate/configurationevaluation.h"
#include "format/displayformat.h"
#include "headroomtest.h"
#include "mainwindow/languagemanager.h"
#include "report/reportnames.h"
#include "store/sampleproject.h"

#include <QAbstractButton>
#include <QAbstractItemModel>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTableView>
#include <QTest>
#include <QThread>

#include <cmath>

using namespace Headroom;

namespace {

void loadSample(ProjectDocument &document)
{
    const auto builtin = Catalog::builtin();
    QVERIFY(builtin);
    document.setBuiltinCatalog(*builtin);
    document.resetProject(sampleProject());
}

AdvisorWorkload smallWorkload()
{
    AdvisorWorkload w;
    AdvisedModel m;
    m.modelId = QStringLiteral("llama-3.1-8b");
    m.users = 200;
    m.inputTokens = 2048;
    m.outputTokens = 512;
    m.input.mean = 2048;
    m.output.mean = 512;
    m.ttftTargetMs = 3000;
    m.tpotTargetMs = 50;
    w.models.append(m);
    w.constraints.gpuIds = {QStringLiteral("l40s-48gb"), QStringLiteral("a100-sxm-80gb"),
                            QStringLiteral("h100-sxm-80gb")};
    return w;
}

/** Four large models on a mixed fleet in every format: a search of seconds, still running when
 *  it is cancelled or its window goes. */
AdvisorWorkload bigWorkload()
{
    AdvisorWorkload w;
    for (const char *id : {"deepseek-v3", "llama-3.1-405b", "qwen3-235b-a22b", "llama-3.1-70b"}) {
        AdvisedModel m;
        m.modelId = QLatin1StringView(id);
        m.users = 200;
        m.tpotTargetMs = 50;
        m.ttftTargetMs = 3000;
        w.models.append(m);
    }
    w.constraints.mixedFleet = true;
    w.constraints.weightFormats = {WeightFormat::Bf16,     WeightFormat::Fp8,
                                   WeightFormat::Int8,     WeightFormat::Int4Awq,
                                   WeightFormat::Int4Gptq, WeightFormat::Nvfp4};
    w.constraints.kvFormats = {KvFormat::Bf16, KvFormat::Fp8, KvFormat::Int8};
    return w;
}

/** Starts the big search and waits until its candidates are being counted. */
bool startBigSearch(AdvisorDialog &dialog)
{
    dialog.setWorkload(bigWorkload());
    dialog.findPlans();
    const auto *progress = dialog.findChild<QProgressBar *>(QStringLiteral("advisorProgress"));
    return QTest::qWaitFor([&] { return progress->maximum() > 1 || !dialog.isSearching(); }, 60'000)
            && dialog.isSearching();
}

QString cell(const QAbstractItemModel *model, int row, int column)
{
    return model->index(row, column).data().toString();
}

bool search(AdvisorDialog &dialog)
{
    QSignalSpy finished(&dialog, &AdvisorDialog::searchFinished);
    dialog.findPlans();
    return finished.wait(60'000);
}

} // namespace

class TestAdvisorDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    /** The window's ranking is advise()'s for the same project and workload, figure for
     *  figure; the chart has a point per plan; the workload is the project's after the search,
     *  one undo step that undo takes back (and the form follows). */
    void showsWhatTheAdvisorAnswers()
    {
        ProjectDocument document;
        loadSample(document);
        AdvisorDialog dialog(document);
        dialog.setWorkload(smallWorkload());
        const int undoBefore = document.undoStack().count();
        QVERIFY(search(dialog));
        QVERIFY(!dialog.isSearching());
        QCOMPARE(document.project().advisor, smallWorkload());
        QCOMPARE(document.undoStack().count(), undoBefore + 1);

        const auto direct = advise(document.catalog(), document.project(), smallWorkload());
        QVERIFY(direct && !direct->plans.isEmpty());
        const auto *table = dialog.findChild<QTableView *>(QStringLiteral("advisorPlans"));
        QVERIFY(table);
        const QAbstractItemModel *model = table->model();
        QCOMPARE(model->rowCount(), direct->plans.size());
        for (int i = 0; i < direct->plans.size(); ++i) {
            const AdvisorPlan &p = direct->plans.at(i);
            QCOMPARE(cell(model, i, 1), Display::money(p.monthlyCost, direct->currency, 0));
            QCOMPARE(cell(model, i, 3), Display::tokensPerSecond(p.perUserTokensPerSecond));
            QCOMPARE(cell(model, i, 5), Display::integer(p.gpus));
            // the parts in the catalog's names, as the PDF names them, never an id
            const QString plan = cell(model, i, 8);
            QVERIFY2(plan.startsWith(planPartText(p.parts.first(), document.catalog())),
                     qPrintable(plan));
            QVERIFY2(!plan.contains(p.parts.first().candidate.gpuId)
                             && !plan.contains(p.parts.first().deployment.modelId),
                     qPrintable(plan));
        }
        QVERIFY2(dialog.status().contains(Display::integer(direct->candidatesGenerated)),
                 qPrintable(dialog.status()));
        // the chart: the front and the other plans, one point per plan, and the selected one
        const auto *view = dialog.findChild<QChartView *>(QStringLiteral("advisorChart"));
        QVERIFY(view);
        qsizetype points = 0;
        for (QAbstractSeries *s : view->chart()->series()) {
            if (s->name() == u"Selected")
                QCOMPARE(static_cast<QXYSeries *>(s)->count(), 1);
            else
                points += static_cast<QXYSeries *>(s)->count();
        }
        QCOMPARE(points, direct->plans.size());
        QCOMPARE(dialog.selectedPlan(), 0);

        // the front of each pair of axes: the plans no other plan beats on both (brute force)
        for (AdvisorChartCost cost :
             {AdvisorChartCost::PerMonth, AdvisorChartCost::PerMillionTokens})
            for (AdvisorChartBenefit benefit :
                 {AdvisorChartBenefit::SpeedPerUser, AdvisorChartBenefit::Ttft}) {
                const QList<AdvisorPlan> &plans = direct->plans;
                const QList<bool> front = advisorFront(plans, cost, benefit);
                for (int i = 0; i < plans.size(); ++i) {
                    bool beaten = false;
                    for (int j = 0; j < plans.size() && !beaten; ++j) {
                        const double ci = advisorChartCost(plans[i], cost);
                        const double cj = advisorChartCost(plans[j], cost);
                        const double bi = advisorChartBenefit(plans[i], benefit);
                        const double bj = advisorChartBenefit(plans[j], benefit);
                        beaten = j != i && cj <= ci && bj >= bi && (cj < ci || bj > bi || j < i);
                    }
                    QCOMPARE(front.at(i), !beaten);
                }
                if (cost == AdvisorChartCost::PerMonth
                    && benefit == AdvisorChartBenefit::SpeedPerUser)
                    for (int i = 0; i < plans.size(); ++i)
                        QCOMPARE(front.at(i), plans.at(i).paretoOptimal); // the core's front
            }
        auto *against = dialog.findChild<QComboBox *>(QStringLiteral("advisorChartAgainst"));
        against->setCurrentIndex(1);
        QCOMPARE(view->chart()->axes(Qt::Horizontal).first()->titleText().replace(u"<br>"_qs, u" "_qs),
                 QStringLiteral("Time to first token (s)"));

        // undo: the project's workload and the form go back
        document.undoStack().undo();
        QVERIFY(document.project().advisor.models.size() <= 1);
        QVERIFY(!(document.project().advisor == smallWorkload()));
    }

    /** Add to Board: the selected plan's configurations and deployments, one undo step; the
     *  board estimates the part as the advisor did. Add to Report: the plan's key in the
     *  project, marked in the table; again to take it out. */
    void addsToBoardAndReport()
    {
        ProjectDocument document;
        loadSample(document);
        AdvisorDialog dialog(document);
        dialog.setWorkload(smallWorkload());
        QVERIFY(search(dialog));
        QVERIFY(dialog.result().plans.size() >= 2);
        dialog.selectPlan(1);
        const AdvisorPlan plan = dialog.result().plans.at(1);
        const qsizetype configurations = document.project().configurations.size();
        const qsizetype deployments = document.project().deployments.size();
        QSignalSpy addedToBoard(&dialog, &AdvisorDialog::planAddedToBoard);
        dialog.addToBoard();
        QCOMPARE(document.project().configurations.size(), configurations + 1);
        QCOMPARE(addedToBoard.size(), 1); // for the main window to select and scroll to
        QCOMPARE(addedToBoard.first().first().toString(),
                 document.project().configurations.last().id);
        QCOMPARE(document.project().deployments.size(), deployments + 1);
        const Configuration added = document.project().configurations.last();
        QCOMPARE(added.name, QStringLiteral("Plan 2: llama-3.1-8b"));
        QCOMPARE(added.gpuId, plan.parts.first().candidate.gpuId);
        QCOMPARE(added.gpuCount, plan.parts.first().decodeGpus()); // a prefill pool apart
        const auto evaluation = document.evaluation(added.id);
        QVERIFY(evaluation && evaluation->fits);
        QCOMPARE(evaluation->deployments.first().speed->tpotSeconds, plan.parts.first().tpotSeconds);
        // the board prices tokens renting on demand: the details name that figure too
        QVERIFY(evaluation->costPerMillionTokens);
        const double rented = plan.costPerMillionTokens * plan.rentPerMonth / plan.monthlyCost;
        QVERIFY2(std::abs(*evaluation->costPerMillionTokens - rented) < 1e-9 * rented,
                 qPrintable(
                         QStringLiteral("%1 %2").arg(*evaluation->costPerMillionTokens).arg(rented)));
        const auto *details = dialog.findChild<QLabel *>(QStringLiteral("advisorDetails"));
        QVERIFY2(details->text().contains(
                         Display::money(*evaluation->costPerMillionTokens, Currency::Usd, 3)),
                 qPrintable(details->text()));
        QCOMPARE(document.undoStack().undoText(), QStringLiteral("Add Plan 2 to the board"));
        document.undoStack().undo();
        QCOMPARE(document.project().configurations.size(), configurations);
        QCOMPARE(document.project().deployments.size(), deployments);

        dialog.toggleReport();
        QCOMPARE(document.project().advisor.reportPlan, advisorPlanKey(plan));
        const auto *table = dialog.findChild<QTableView *>(QStringLiteral("advisorPlans"));
        QCOMPARE(cell(table->model(), 1, 0), QStringLiteral("2 \u2605"));
        // the report finds it again, at the same rank and cost
        const auto recommendation = reportRecommendation(document.catalog(), document.project());
        QVERIFY(recommendation && recommendation->plan);
        QCOMPARE(recommendation->rank, 2);
        QCOMPARE(recommendation->plan->monthlyCost, plan.monthlyCost);
        auto *button = dialog.findChild<QPushButton *>(QStringLiteral("advisorAddToReport"));
        QCOMPARE(button->text(), QStringLiteral("Remove from &Report"));
        dialog.toggleReport();
        QVERIFY(document.project().advisor.reportPlan.isEmpty());
        QVERIFY(!reportRecommendation(document.catalog(), document.project()));
        document.undoStack().undo();
        QCOMPARE(document.project().advisor.reportPlan, advisorPlanKey(plan));
    }

    /** The search runs on another thread: the window processes events while it runs (the
     *  progress bar moves), Cancel stops it, and a new search after it answers. */
    void searchesOnAWorkerThreadAndCancels()
    {
        ProjectDocument document;
        loadSample(document);
        AdvisorDialog dialog(document);
        AdvisorWorkload w;
        AdvisedModel m;
        m.modelId = QStringLiteral("deepseek-v3");
        m.users = 200;
        m.tpotTargetMs = 50;
        m.ttftTargetMs = 3000;
        w.models.append(m);
        dialog.setWorkload(w);
        dialog.findPlans();
        QVERIFY(dialog.isSearching());
        auto *progress = dialog.findChild<QProgressBar *>(QStringLiteral("advisorProgress"));
        QVERIFY(progress->isVisibleTo(&dialog));
        // the event loop runs while the search does: progress reports arrive
        QTRY_VERIFY_WITH_TIMEOUT(progress->maximum() > 1 || !dialog.isSearching(), 30'000);
        dialog.cancel();
        QVERIFY(!dialog.isSearching());
        QVERIFY(!progress->isVisibleTo(&dialog));
        if (dialog.result().cancelled)
            QVERIFY2(dialog.status().contains(QStringLiteral("Cancelled")),
                     qPrintable(dialog.status()));
        dialog.setWorkload(smallWorkload());
        QVERIFY(search(dialog));
        QVERIFY(!dialog.result().cancelled);
        QVERIFY(!dialog.result().plans.isEmpty());
    }

    /** Cancel never waits for the worker: the moment it is pressed the window is idle again as
     *  it shows it (Find Plans enabled, Cancel not, no progress bar); the plans found so far
     *  arrive after, as a cancelled answer. A search started before that answer comes drops
     *  it: only the latest search answers. */
    void cancelReturnsAtOnce()
    {
        ProjectDocument document;
        loadSample(document);
        AdvisorDialog dialog(document);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *find = dialog.findChild<QPushButton *>(QStringLiteral("advisorFind"));
        auto *cancel = dialog.findChild<QPushButton *>(QStringLiteral("advisorCancel"));
        auto *progress = dialog.findChild<QProgressBar *>(QStringLiteral("advisorProgress"));
        QVERIFY(startBigSearch(dialog));
        QVERIFY(cancel->isEnabled() && progress->isVisible());
        QSignalSpy finished(&dialog, &AdvisorDialog::searchFinished);
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(!dialog.isSearching());
        QVERIFY(find->isEnabled());
        QVERIFY(!cancel->isEnabled());
        QVERIFY(!progress->isVisible());
        // its answer comes through the event loop only: Cancel did not wait for the worker
        QCOMPARE(finished.count(), 0);
        QVERIFY2(dialog.status().startsWith(QStringLiteral("Stopping the search")),
                 qPrintable(dialog.status()));
        // later: what the search had found, said to be cancelled
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60'000);
        QVERIFY(dialog.result().cancelled);
        QVERIFY2(dialog.status().startsWith(QStringLiteral("Cancelled: the plans found so far.")),
                 qPrintable(dialog.status()));
        QVERIFY(find->isEnabled() && !cancel->isEnabled());

        // cancelled, then asked again at once: only the second search answers
        QVERIFY(startBigSearch(dialog));
        const QPointer<QThread> first = dialog.findChild<AdvisorSearchRunner *>()->worker();
        QVERIFY(first);
        finished.clear();
        QTest::mouseClick(cancel, Qt::LeftButton);
        dialog.setWorkload(smallWorkload());
        QTest::mouseClick(find, Qt::LeftButton);
        QVERIFY(dialog.isSearching());
        QVERIFY(finished.wait(60'000));
        QTRY_VERIFY_WITH_TIMEOUT(first.isNull(), 60'000); // the first search's thread ended
        QCoreApplication::processEvents();
        QCOMPARE(finished.count(), 1);
        QVERIFY(!dialog.result().cancelled);
        QVERIFY(!dialog.result().plans.isEmpty());
        QCOMPARE(dialog.result().plans.first().parts.first().deployment.modelId,
                 QStringLiteral("llama-3.1-8b"));
    }

    /** Closing the window while it searches returns at once, and so does destroying it (as
     *  Close does to the main window's): the worker's thread ends alone and goes, and nothing
     *  more reaches the project. */
    void closingMidSearchIsSafe()
    {
        ProjectDocument document;
        loadSample(document);
        auto *closed = new AdvisorDialog(document);
        closed->setAttribute(Qt::WA_DeleteOnClose); // as the main window opens it
        closed->show();
        QVERIFY(QTest::qWaitForWindowExposed(closed));
        QVERIFY(startBigSearch(*closed));
        const QPointer<QThread> closedWorker = closed->findChild<AdvisorSearchRunner *>()->worker();
        const QPointer<AdvisorDialog> window(closed);
        QVERIFY(closedWorker);
        QVERIFY(closed->close());
        QTRY_VERIFY(window.isNull());

        auto *destroyed = new AdvisorDialog(document);
        QVERIFY(startBigSearch(*destroyed));
        const QPointer<QThread> destroyedWorker = destroyed->findChild<AdvisorSearchRunner *>()
                                                          ->worker();
        QVERIFY(destroyedWorker);
        const int undoSteps = document.undoStack().count();
        delete destroyed;

        QTRY_VERIFY_WITH_TIMEOUT(closedWorker.isNull(), 60'000);
        QTRY_VERIFY_WITH_TIMEOUT(destroyedWorker.isNull(), 60'000);
        QCOMPARE(document.undoStack().count(), undoSteps);
        QCOMPARE(document.project().advisor, bigWorkload());
    }

    /** The constraints the form shows go into the project's workload; what it does not show
     *  (training jobs, GPUs already owned) is kept as the file had it. */
    void formWritesTheWorkload()
    {
        ProjectDocument document;
        loadSample(document);
        AdvisorWorkload w = smallWorkload();
        AdvisedTraining job;
        job.modelId = QStringLiteral("llama-3.1-8b");
        job.tokens = 1e8;
        w.training.append(job);
        w.constraints.owned = {{QStringLiteral("h100-sxm-80gb"), 2}};
        AdvisorDialog dialog(document);
        dialog.setWorkload(w);
        dialog.findChild<QCheckBox *>(QStringLiteral("advisorPacking"))->setChecked(false);
        dialog.findChild<QComboBox *>(QStringLiteral("advisorDisaggregation"))->setCurrentIndex(1);
        dialog.findChild<QComboBox *>(QStringLiteral("advisorAcquisition"))->setCurrentIndex(3);
        QVERIFY(search(dialog));
        const AdvisorWorkload &stored = document.project().advisor;
        QVERIFY(!stored.constraints.packing);
        QCOMPARE(stored.constraints.disaggregation, DisaggregationSearch::Off);
        QCOMPARE(stored.constraints.acquisition, Acquisition::Hybrid);
        QCOMPARE(stored.training, w.training);
        QCOMPARE(stored.constraints.owned, w.constraints.owned);
        // the answer: no disaggregated part, the training job in every plan and its details
        QVERIFY(!dialog.result().plans.isEmpty());
        for (const AdvisorPlan &p : dialog.result().plans) {
            QCOMPARE(p.training.size(), 1);
            for (const ModelPlan &part : p.parts)
                QVERIFY(!part.prefill);
        }
        const auto *details = dialog.findChild<QLabel *>(QStringLiteral("advisorDetails"));
        QVERIFY2(details->text().contains(QStringLiteral("Training:")), qPrintable(details->text()));
    }

    /** The daily profile, the GPUs already owned and the training jobs edited in the window as
     *  a user would: a preset profile, factors typed (and refused when they do not read), owned
     *  GPUs added and counted, a training job added; the search answers that workload. */
    void formEditsProfileOwnedAndTraining()
    {
        ProjectDocument document;
        loadSample(document);
        AdvisorDialog dialog(document);
        dialog.setWorkload(smallWorkload());
        auto *traffic = dialog.findChild<QComboBox *>(QStringLiteral("advisorTrafficKind"));
        auto *profile = dialog.findChild<QComboBox *>(QStringLiteral("advisorProfile"));
        auto *factors = dialog.findChild<QLineEdit *>(QStringLiteral("advisorProfileFactors"));
        auto *peak = dialog.findChild<QWidget *>(QStringLiteral("advisorPeakRate"));
        QVERIFY(!profile->isEnabled()); // users: a profile shapes a request rate
        traffic->setCurrentIndex(1);
        QVERIFY(profile->isEnabled() && factors->isEnabled() && peak->isEnabled());
        profile->setCurrentIndex(1);
        emit profile->activated(1); // office hours, as a click picks it
        const QList<double> office = dialog.workload().models.first().dailyProfile;
        QCOMPARE(office.size(), 24);
        QCOMPARE(factors->text().split(u' ').size(), 24);
        QVERIFY(!peak->isEnabled()); // the profile gives the busiest hour
        QCOMPARE(dialog.workload().models.first().peakRequestsPerSecond, 0.0);
        // factors typed, with decimal commas and semicolons
        QStringList typed;
        for (int h = 0; h < 24; ++h)
            typed.append(h >= 12 && h < 14 ? QStringLiteral("3,5") : QStringLiteral("1"));
        factors->setText(typed.join(QStringLiteral("; ")));
        emit factors->editingFinished();
        QList<double> expected(24, 1.0);
        expected[12] = expected[13] = 3.5;
        QCOMPARE(dialog.workload().models.first().dailyProfile, expected);
        QCOMPARE(profile->currentIndex(), 3); // the factors typed
        // what does not read is refused, saying why, and the last profile stays
        auto *error = dialog.findChild<QLabel *>(QStringLiteral("advisorProfileError"));
        factors->setText(QStringLiteral("1 2 3"));
        emit factors->editingFinished();
        QVERIFY(!error->isHidden());
        QCOMPARE(dialog.workload().models.first().dailyProfile, expected);
        profile->setCurrentIndex(0);
        emit profile->activated(0);
        QVERIFY(dialog.workload().models.first().dailyProfile.isEmpty());
        QVERIFY(error->isHidden());
        profile->setCurrentIndex(2);
        emit profile->activated(2);
        QCOMPARE(dialog.workload().models.first().dailyProfile.size(), 24);

        // owned GPUs: added, typed and counted; only those may be searched
        QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("advisorAddOwned")),
                          Qt::LeftButton);
        QCOMPARE(dialog.workload().constraints.owned.size(), 1);
        auto *ownedGpu = dialog.findChild<QComboBox *>(QStringLiteral("advisorOwnedGpu"));
        ownedGpu->setCurrentIndex(ownedGpu->findData(QStringLiteral("h100-sxm-80gb")));
        dialog.findChild<QSpinBox *>(QStringLiteral("advisorOwnedCount"))->setValue(4);
        QCOMPARE(dialog.workload().constraints.owned,
                 (QList<OwnedGpus> {{QStringLiteral("h100-sxm-80gb"), 4}}));
        QVERIFY(dialog.findChild<QListWidget *>(QStringLiteral("advisorOwned"))
                        ->item(0)
                        ->text()
                        .startsWith(QStringLiteral("4 × ")));
        // a second entry cannot take the type the first owns
        QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("advisorAddOwned")),
                          Qt::LeftButton);
        QCOMPARE(dialog.workload().constraints.owned.size(), 2);
        QVERIFY(dialog.workload().constraints.owned.at(1).gpuId != u"h100-sxm-80gb"_qs);
        const auto *offered = qobject_cast<const QStandardItemModel *>(ownedGpu->model());
        QVERIFY(!offered->item(ownedGpu->findData(QStringLiteral("h100-sxm-80gb")))->isEnabled());
        QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("advisorRemoveOwned")),
                          Qt::LeftButton);
        QCOMPARE(dialog.workload().constraints.owned,
                 (QList<OwnedGpus> {{QStringLiteral("h100-sxm-80gb"), 4}}));
        auto *ownedOnly = dialog.findChild<QCheckBox *>(QStringLiteral("advisorOwnedOnly"));
        QVERIFY(ownedOnly->isEnabled());
        ownedOnly->setChecked(true);
        QVERIFY(dialog.workload().constraints.ownedOnly);

        // a training job with a deadline
        QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("advisorAddTraining")),
                          Qt::LeftButton);
        QCOMPARE(dialog.workload().training.size(), 1);
        auto *method = dialog.findChild<QComboBox *>(QStringLiteral("advisorTrainingMethod"));
        method->setCurrentIndex(1);
        dialog.findChild<QDoubleSpinBox *>(QStringLiteral("advisorTrainingTokens"))->setValue(250);
        dialog.findChild<QDoubleSpinBox *>(QStringLiteral("advisorTrainingDeadline"))->setValue(48);
        const AdvisedTraining job = dialog.workload().training.first();
        QCOMPARE(job.modelId, QStringLiteral("llama-3.1-8b"));
        QCOMPARE(job.method, DeploymentMode::Qlora);
        QCOMPARE(job.tokens, 250e6);
        QCOMPARE(job.deadlineHours, 48.0);

        QVERIFY(search(dialog));
        const AdvisorWorkload &stored = document.project().advisor;
        QCOMPARE(stored, dialog.workload());
        QVERIFY2(!dialog.result().plans.isEmpty(), qPrintable(dialog.status()));
        const auto direct = advise(document.catalog(), document.project(), stored, {});
        QVERIFY(direct && !direct->plans.isEmpty());
        const AdvisorPlan &first = dialog.result().plans.first();
        QCOMPARE(first.monthlyCost, direct->plans.first().monthlyCost);
        QCOMPARE(first.training.size(), 1);
        QVERIFY(first.training.first().hours <= 48);
        for (const ModelPlan &part : first.parts)
            QCOMPARE(part.candidate.gpuId, QStringLiteral("h100-sxm-80gb")); // owned only

        // removed again
        QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("advisorRemoveTraining")),
                          Qt::LeftButton);
        QVERIFY(dialog.workload().training.isEmpty());
        QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("advisorRemoveOwned")),
                          Qt::LeftButton);
        QVERIFY(dialog.workload().constraints.owned.isEmpty());
        QVERIFY(!dialog.workload().constraints.ownedOnly);
        QVERIFY(!ownedOnly->isChecked()); // not left ticked for the next GPUs added
    }

    /** Editing one field keeps the others as the workload file has them: a training job's
     *  tokens and deadline more precise than the fields show, a profile's factors, formats the
     *  form does not offer; the choice to type factors stays chosen. */
    void editsKeepWhatTheFileSays()
    {
        ProjectDocument document;
        loadSample(document);
        AdvisorDialog dialog(document);
        AdvisorWorkload w = smallWorkload();
        w.models.first().users = 0;
        w.models.first().requestsPerSecond = 2;
        QList<double> profile(24, 1.0);
        profile[3] = 1.23456789;
        w.models.first().dailyProfile = profile;
        AdvisedTraining job;
        job.modelId = QStringLiteral("llama-3.1-8b");
        job.tokens = 12'345'678;
        job.deadlineHours = 10.04;
        w.training = {job};
        w.constraints.weightFormats = {WeightFormat::GgufQ4_K_M};
        dialog.setWorkload(w);
        // another field of each part edited
        dialog.findChild<QDoubleSpinBox *>(QStringLiteral("advisorTtft"))->setValue(1500);
        dialog.findChild<QComboBox *>(QStringLiteral("advisorTrainingMethod"))->setCurrentIndex(1);
        dialog.findChild<QCheckBox *>(QStringLiteral("advisorPacking"))->setChecked(false);
        const AdvisorWorkload &now = dialog.workload();
        QCOMPARE(now.models.first().ttftTargetMs, 1500.0);
        QCOMPARE(now.models.first().dailyProfile, profile);
        QCOMPARE(now.training.first().method, DeploymentMode::Qlora);
        QCOMPARE(now.training.first().tokens, 12'345'678.0);
        QCOMPARE(now.training.first().deadlineHours, 10.04);
        QCOMPARE(now.constraints.weightFormats, QList<WeightFormat> {WeightFormat::GgufQ4_K_M});
        // an edited field is taken
        dialog.findChild<QDoubleSpinBox *>(QStringLiteral("advisorTrainingTokens"))->setValue(20);
        QCOMPARE(dialog.workload().training.first().tokens, 20e6);
        QCOMPARE(dialog.workload().training.first().deadlineHours, 10.04);
        // "typed below" stays chosen while the factors are typed
        auto *choice = dialog.findChild<QComboBox *>(QStringLiteral("advisorProfile"));
        choice->setCurrentIndex(0);
        emit choice->activated(0);
        QVERIFY(dialog.workload().models.first().dailyProfile.isEmpty());
        choice->setCurrentIndex(3);
        emit choice->activated(3);
        QCOMPARE(choice->currentIndex(), 3);
    }

    /** The weight and KV formats ticked are the ones searched; the defaults read as none (as
     *  a workload file has them); none ticked ticks the defaults again; a format the form does
     *  not offer (GGUF, from a file) is kept. */
    void formatsTicked()
    {
        ProjectDocument document;
        loadSample(document);
        AdvisorDialog dialog(document);
        dialog.setWorkload(smallWorkload());
        const auto box = [&dialog](const QString &name) {
            return dialog.findChild<QCheckBox *>(name);
        };
        QVERIFY(box(u"advisorWeights-bf16"_qs)->isChecked());
        QVERIFY(!box(u"advisorWeights-int8"_qs)->isChecked());
        QVERIFY(dialog.workload().constraints.weightFormats.isEmpty());
        box(u"advisorWeights-bf16"_qs)->setChecked(false);
        box(u"advisorWeights-int4-awq"_qs)->setChecked(false);
        box(u"advisorWeights-int8"_qs)->setChecked(true);
        QCOMPARE(dialog.workload().constraints.weightFormats,
                 (QList<WeightFormat> {WeightFormat::Fp8, WeightFormat::Int8}));
        box(u"advisorKv-bf16"_qs)->setChecked(false);
        box(u"advisorKv-fp8"_qs)->setChecked(false); // none: the defaults again
        QVERIFY(box(u"advisorKv-bf16"_qs)->isChecked() && box(u"advisorKv-fp8"_qs)->isChecked());
        QVERIFY(dialog.workload().constraints.kvFormats.isEmpty());
        QVERIFY(search(dialog));
        QVERIFY(!dialog.result().plans.isEmpty());
        for (const AdvisorPlan &p : dialog.result().plans)
            for (const ModelPlan &part : p.parts)
                QVERIFY(part.candidate.weights == WeightFormat::Fp8
                        || part.candidate.weights == WeightFormat::Int8);

        AdvisorWorkload gguf = smallWorkload();
        gguf.constraints.weightFormats = {WeightFormat::Bf16, WeightFormat::GgufQ4_K_M};
        dialog.setWorkload(gguf);
        QVERIFY(box(u"advisorWeights-bf16"_qs)->isChecked());
        QVERIFY(!box(u"advisorWeights-fp8"_qs)->isChecked());
        box(u"advisorWeights-fp8"_qs)->setChecked(true);
        QCOMPARE(dialog.workload().constraints.weightFormats,
                 (QList<WeightFormat> {WeightFormat::Bf16, WeightFormat::Fp8,
                                       WeightFormat::GgufQ4_K_M}));
    }

    /** Another project opened: the window takes its question, its catalog, and drops the
     *  answer of the last one (its own question is answered again when the search ends:
     *  answerIsKeptWithTheProject); an empty project gets a first question to edit. */
    void followsAnotherProject()
    {
        ProjectDocument document;
        loadSample(document);
        AdvisorDialog dialog(document);
        dialog.setWorkload(smallWorkload());
        QVERIFY(search(dialog));
        QVERIFY(!dialog.result().plans.isEmpty());
        Project other = sampleProject();
        AdvisorWorkload theirs = smallWorkload();
        theirs.models.first().users = 42;
        other.advisor = theirs;
        document.resetProject(other);
        QCOMPARE(dialog.workload(), theirs);
        QVERIFY(dialog.result().plans.isEmpty());
        const auto *table = dialog.findChild<QTableView *>(QStringLiteral("advisorPlans"));
        QCOMPARE(table->model()->rowCount(), 0);
        document.resetProject(Project {});
        QCOMPARE(dialog.workload().models.size(), 1); // a first question, not the last project's
        QVERIFY(dialog.workload().models.first().users != 42);
    }

    /** The answer is kept with the question (issue 33): a window opened again on the project,
     *  or on the project read back from its file, shows the plans of the stored question
     *  without a search asked for and without an undo step. */
    void answerIsKeptWithTheProject()
    {
        ProjectDocument document;
        loadSample(document);
        {
            AdvisorDialog first(document);
            first.setWorkload(smallWorkload());
            QVERIFY(search(first));
        }
        const int undoSteps = document.undoStack().count();
        const auto direct = advise(document.catalog(), document.project(), smallWorkload());
        QVERIFY(direct && !direct->plans.isEmpty());
        AdvisorDialog again(document);
        QSignalSpy finished(&again, &AdvisorDialog::searchFinished);
        QVERIFY(finished.wait(60'000));
        QCOMPARE(again.result().plans.size(), direct->plans.size());
        QCOMPARE(again.result().plans.first().monthlyCost, direct->plans.first().monthlyCost);
        QCOMPARE(document.undoStack().count(), undoSteps);
        // the plan file opened again: the same
        Project saved = document.project();
        document.resetProject(saved);
        QSignalSpy reopened(&again, &AdvisorDialog::searchFinished);
        QVERIFY(reopened.wait(60'000));
        QCOMPARE(again.result().plans.size(), direct->plans.size());
    }

    /** A workload the advisor refuses says why in the window and starts nothing. */
    void refusedWorkloadSaysWhy()
    {
        ProjectDocument document;
        loadSample(document);
        AdvisorDialog dialog(document);
        AdvisorWorkload w = smallWorkload();
        w.models.first().modelId = QStringLiteral("no-such-model");
        dialog.setWorkload(w);
        dialog.findPlans();
        QVERIFY(!dialog.isSearching());
        QVERIFY2(dialog.status().contains(QStringLiteral("no-such-model")),
                 qPrintable(dialog.status()));
        QVERIFY(document.project().advisor.models.isEmpty());
    }

    // each language after a live switch, at 1280x800 (build/tests/ui/snapshots/advisor-<lang>.png)
    void snapshotsInEveryLanguage()
    {
        ProjectDocument document;
        loadSample(document);
        AdvisorDialog dialog(document);
        AdvisorWorkload w = smallWorkload();
        w.constraints.owned = {{QStringLiteral("h100-sxm-80gb"), 8}};
        AdvisedTraining job;
        job.modelId = QStringLiteral("llama-3.1-8b");
        job.tokens = 5e8;
        job.deadlineHours = 24;
        w.training = {job};
        dialog.setWorkload(w);
        dialog.resize(1240, 760);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(search(dialog));
        dialog.toggleReport();
        for (const QString &language :
             {QStringLiteral("en"), QStringLiteral("ru"), QStringLiteral("pl")}) {
            QVERIFY(LanguageManager::instance()->setLanguage(language));
            QCoreApplication::processEvents();
            if (language != u"en") {
                // nothing left in English on the buttons and group titles
                for (const char *name : {"advisorFind", "advisorAddToBoard", "advisorAddToReport"})
                    QVERIFY(!dialog.findChild<QPushButton *>(QLatin1StringView(name))
                                     ->text()
                                     .contains(QStringLiteral("Report"))
                            && !dialog.findChild<QPushButton *>(QLatin1StringView(name))
                                        ->text()
                                        .contains(QStringLiteral("Plans")));
            }
            // nothing squeezed below what it needs, the question and the answer side by side
            for (const QWidget *w : dialog.findChildren<QWidget *>()) {
                if (!w->isVisible() || w->parentWidget() != dialog.findChild<QSplitter *>())
                    continue;
                QVERIFY2(w->width() >= w->minimumSizeHint().width(),
                         qPrintable(QStringLiteral("%1: %2 < %3")
                                            .arg(language)
                                            .arg(w->width())
                                            .arg(w->minimumSizeHint().width())));
                QVERIFY(w->geometry().right() <= dialog.width());
            }
            // every choice of the combo boxes shown whole
            for (const QComboBox *combo : dialog.findChildren<QComboBox *>()) {
                if (!combo->isVisible() || combo->objectName() == u"advisorModel"
                    || combo->objectName() == u"advisorTrainingModel"
                    || combo->objectName() == u"advisorOwnedGpu")
                    continue; // model and GPU names are elided as in the catalog
                QStyleOptionComboBox option;
                option.initFrom(combo);
                option.editable = combo->isEditable();
                const int room = combo->style()
                                         ->subControlRect(QStyle::CC_ComboBox, &option,
                                                          QStyle::SC_ComboBoxEditField, combo)
                                         .width();
                for (int i = 0; i < combo->count(); ++i)
                    QVERIFY2(combo->fontMetrics().horizontalAdvance(combo->itemText(i)) <= room,
                             qPrintable(language + u": "_qs + combo->itemText(i)));
            }
            // the ranked table wraps rather than scrolling sideways
            const auto *table = dialog.findChild<QTableView *>(QStringLiteral("advisorPlans"));
            QVERIFY2(table->horizontalScrollBar()->maximum() == 0, qPrintable(language));
            // one field per Alt+letter
            QMultiHash<QKeySequence, QString> keys;
            for (const QLabel *label : dialog.findChildren<QLabel *>())
                if (label->buddy())
                    keys.insert(QKeySequence::mnemonic(label->text()), label->text());
            for (const QAbstractButton *button : dialog.findChildren<QAbstractButton *>())
                keys.insert(QKeySequence::mnemonic(button->text()), button->text());
            for (const QKeySequence &key : keys.uniqueKeys())
                QVERIFY2(key.isEmpty() || keys.count(key) == 1,
                         qPrintable(QStringList(keys.values(key)).join(QStringLiteral(" / "))));
            QDir().mkpath(QStringLiteral("snapshots"));
            QVERIFY(dialog.grab().save(QStringLiteral("snapshots/advisor-%1.png").arg(language)));
            // the rest of the question, scrolled down
            auto *question = static_cast<QScrollArea *>(dialog.findChild<QSplitter *>()->widget(0));
            question->verticalScrollBar()->setValue(question->verticalScrollBar()->maximum());
            QVERIFY(dialog.grab().save(
                    QStringLiteral("snapshots/advisor-%1-constraints.png").arg(language)));
            question->verticalScrollBar()->setValue(0);
        }
        QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    }
};

HEADROOM_TEST_MAIN(TestAdvisorDialog)
#include "tst_advisordialog.moc"
