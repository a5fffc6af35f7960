#include "advisor/advisorsearchrunner.h"

#include "catalog/catalog.h"
#include "plan/project.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>
#include <QTimer>

#include <atomic>

namespace Headroom {

/** What the worker and the runner share: the worker writes the counts as it goes and the answer
 *  last (read once its thread has finished); the runner sets the flag. */
struct AdvisorSearchRunner::Job
{
    std::atomic<bool> cancel {false};
    std::atomic<int> done {0};
    std::atomic<int> total {0};
    Answer answer;
};

namespace {

/** How often the progress counts are read while a search runs. */
constexpr int kProgressIntervalMs = 50;

} // namespace

AdvisorSearchRunner::AdvisorSearchRunner(QObject *parent)
    : QObject(parent)
    , m_progressTimer(new QTimer(this))
{
    m_progressTimer->setInterval(kProgressIntervalMs);
    connect(m_progressTimer, &QTimer::timeout, this, &AdvisorSearchRunner::reportProgress);
}

AdvisorSearchRunner::~AdvisorSearchRunner()
{
    abandon();
}

void AdvisorSearchRunner::start(const Catalog &catalog, const Project &project,
                                const AdvisorWorkload &workload)
{
    abandon();
    auto job = std::make_shared<Job>();
    // the worker gets copies and the job: nothing of the runner or the window
    QThread *worker = QThread::create([job, catalog, project, workload] {
        QElapsedTimer timer;
        timer.start();
        AdvisorOptions options;
        options.cancel = &job->cancel;
        options.progress = [counts = job.get()](int done, int total) {
            counts->total.store(total, std::memory_order_relaxed);
            counts->done.store(done, std::memory_order_relaxed);
        };
        job->answer.result = advise(catalog, project, workload, options);
        job->answer.elapsedMs = timer.elapsed();
    });
    // no parent: the thread may outlive the runner (a window closed mid-search), and goes when
    // its search ends
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    connect(worker, &QThread::finished, this, [this, job] { workerFinished(job); });
    // quitting waits for a search asked to stop (it stops within a few candidates), so that it
    // never runs on while the application's objects go
    connect(QCoreApplication::instance(), &QCoreApplication::aboutToQuit, worker, [job, worker] {
        job->cancel.store(true);
        worker->wait();
    });
    m_job = job;
    m_worker = worker;
    m_reportedDone = m_reportedTotal = -1;
    worker->start();
    m_progressTimer->start();
}

void AdvisorSearchRunner::cancel()
{
    if (m_job)
        m_job->cancel.store(true);
    m_progressTimer->stop();
}

void AdvisorSearchRunner::abandon()
{
    cancel();
    m_job.reset();
    m_worker = nullptr;
}

bool AdvisorSearchRunner::isRunning() const
{
    return m_job && !m_job->cancel.load();
}

bool AdvisorSearchRunner::isStopping() const
{
    return m_job && m_job->cancel.load();
}

void AdvisorSearchRunner::reportProgress()
{
    if (!isRunning())
        return;
    const int total = m_job->total.load(std::memory_order_relaxed);
    const int done = m_job->done.load(std::memory_order_relaxed);
    if (total <= 0 || (done == m_reportedDone && total == m_reportedTotal))
        return; // nothing counted yet, or nothing new
    m_reportedDone = done;
    m_reportedTotal = total;
    emit progress(done, total);
}

void AdvisorSearchRunner::workerFinished(const std::shared_ptr<Job> &job)
{
    if (job != m_job)
        return; // an abandoned search: its answer is dropped
    m_job.reset();
    m_worker = nullptr;
    m_progressTimer->stop();
    emit finished(job->answer);
}

} // namespace Headroom
