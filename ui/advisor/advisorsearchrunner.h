#pragma once

#include "advisor/advisor.h"

#include <QObject>
#include <QPointer>
#include <QThread>

#include <memory>

class QTimer;

namespace Headroom {

/** Runs advise() on a worker thread of its own (AdvisorDialog's Find Plans), so that the
 *  window stays live; nothing here ever waits for the worker.
 *
 *  cancel() asks the search to stop and returns at once: what it found so far still arrives,
 *  by finished(), as a cancelled result. abandon() (and start(), and the destructor) also
 *  drops that answer: finished() only ever brings the latest search's. The worker shares with
 *  the runner only its job (the cancel flag, the progress counts, the answer), never the runner
 *  itself; its thread deletes itself when the search ends, so the runner and the window may go
 *  first. */
class AdvisorSearchRunner final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AdvisorSearchRunner)

public:
    /** A search's answer (finished or cancelled), and how long it took. */
    struct Answer
    {
        Result<AdvisorResult> result;
        qint64 elapsedMs = 0;
    };

    explicit AdvisorSearchRunner(QObject *parent = nullptr);
    ~AdvisorSearchRunner() override; // abandons a search running, without waiting for it

    /** Searches `workload` in copies of `catalog` and `project`; a search running is
     *  abandoned. */
    void start(const Catalog &catalog, const Project &project, const AdvisorWorkload &workload);
    /** Asks the search to stop; finished() still brings what it found (cancelled). */
    void cancel();
    /** Asks the search to stop and drops its answer: no finished() for it. */
    void abandon();

    /** A search is under way, not asked to stop. */
    bool isRunning() const;
    /** A search was asked to stop, and what it found has not arrived yet. */
    bool isStopping() const;
    /** The thread of the search whose answer is awaited (null when none). It deletes itself when
     *  the search ends, whether or not the runner is still there. */
    QThread *worker() const { return m_worker; }

signals:
    /** Candidates done of the total, now and then while the search runs. */
    void progress(int done, int total);
    /** The search ended (finished or cancelled). */
    void finished(const Headroom::AdvisorSearchRunner::Answer &answer);

private:
    struct Job;
    void reportProgress();
    void workerFinished(const std::shared_ptr<Job> &job);

    std::shared_ptr<Job> m_job; // the search whose answer is awaited
    QPointer<QThread> m_worker; // its thread, while it runs
    QTimer *m_progressTimer = nullptr;
    int m_reportedDone = -1;
    int m_reportedTotal = -1;
};

} // namespace Headroom
