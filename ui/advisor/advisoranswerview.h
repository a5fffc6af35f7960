#pragma once

#include "advisor/advisor.h"

#include <QWidget>

class QLabel;
class QTableView;

namespace Headroom {

class AdvisorPlanChart;
class AdvisorPlansModel;
class ProjectDocument;

/** The advisor's answer (AdvisorDialog, on the right under Find Plans): a status line (searching,
 *  refused, or how many plans were found and from what), the Pareto chart, the ranked plans and
 *  the selected plan's details (what binds it, why it loses to the first, rent vs own, energy).
 *  The plan in the report is the project's, read when shown. */
class AdvisorAnswerView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AdvisorAnswerView)

public:
    explicit AdvisorAnswerView(const ProjectDocument &document, QWidget *parent = nullptr);

    /** A search started: no refusal, nothing stale; the status says it searches. */
    void searchStarted();
    /** The search was asked to stop: the status says so until its answer comes. */
    void searchStopping();
    /** The search's answer (cancelled or not), or why it could not be had. */
    void setAnswer(const Result<AdvisorResult> &answer, qint64 elapsedMs);
    /** A workload the advisor refuses: says why (the plans shown stay). */
    void setRefusal(const QString &message);
    /** No answer yet (another project). */
    void clear();
    /** The workload or the prices changed since the answer shown: says to search again. */
    void markStale();
    /** The horizon the details weigh renting against owning over (the question's). */
    void setHorizonMonths(int months) { m_horizonMonths = months; }
    /** The project's plan in the report changed: the mark in the table, the details. */
    void reportPlanChanged();

    /** The last search's answer (empty before one finished). */
    const AdvisorResult &result() const { return m_result; }
    int selectedRow() const; // -1 when none
    void selectRow(int row);
    const AdvisorPlan *selectedPlan() const; // null when none
    QString status() const;
    /** After a language switch: the texts again. */
    void retranslate();

signals:
    /** Another plan (or none) selected. */
    void selectionChanged();

private:
    void buildTable(QWidget *parent);
    void showStatus();
    QStringList answerLines() const;
    void showChart();
    void showDetails();
    QString latencyLine(const AdvisorPlan &p) const;
    QStringList costLines(const AdvisorPlan &p) const;
    void fitTable(); // what binds as narrow as its words

    const ProjectDocument &m_document;
    AdvisorResult m_result;
    bool m_haveResult = false;
    bool m_stale = false; // the workload or the prices changed since the answer shown
    QString m_error; // the last search's refusal
    qint64 m_elapsedMs = 0;
    enum class Search { Idle, Running, Stopping } m_search = Search::Idle;
    int m_horizonMonths = 0;

    QLabel *m_status = nullptr;
    AdvisorPlanChart *m_chart = nullptr;
    QTableView *m_table = nullptr;
    AdvisorPlansModel *m_plans = nullptr;
    QLabel *m_details = nullptr;
};

} // namespace Headroom
