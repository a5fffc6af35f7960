#pragma once

#include "calibration/calibrationfit.h"
#include "calibration/measurement.h"

#include <QDialog>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;
class QVBoxLayout;

namespace Headroom {

class ProjectDocument;

namespace Charts {
class ChartView;
}

/** Edit > Calibrate to Measurements (issue 21): the user's benchmark results and server logs
 *  read (core/calibration/importers.h), matched to the plan's deployments (asked where the
 *  files do not say which), the engine constants fitted per GPU x engine, the error of every run
 *  before and after as a table and a chart, each constant accepted or not; Apply stores the
 *  calibration as one undo step (SetCalibrations). */
class CalibrationDialog : public QDialog
{
    Q_OBJECT

public:
    explicit CalibrationDialog(ProjectDocument &document, QWidget *parent = nullptr);

    /** Reads `paths` (as Add Files does) and fits again. */
    void addFiles(const QStringList &paths);
    /** The deployment every run is matched to; empty: matched from what the files say. */
    void setDeployment(const QString &deploymentId);
    /** Accepts (or not) the constant `id` of every fit. */
    void setAccepted(const QString &id, bool accepted);

    /** The project's calibrations with the accepted fits in place (what Apply stores). */
    QList<Calibration> calibrations() const;
    const QList<CalibrationFit> &fits() const { return m_fits; }
    QString status() const;

protected:
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    /** Each run's error now and fitted (percent) against its row of the residuals, and the
     *  largest error (a fraction, at least 5 %): the chart's points and range. */
    struct RunErrors
    {
        QList<QPointF> before;
        QList<QPointF> after;
        double worst = 0.05;
    };

    void buildInputs(QVBoxLayout *layout);
    void buildResults(QVBoxLayout *layout);
    void connectActions();
    void retranslate();
    void refit();
    void showFits();
    QStringList fitLines(const CalibrationFit &fit, const QList<CalibrationPoint> &points) const;
    void addConstantRows(const CalibrationFit &fit, int fitIndex);
    void addResidualRows(const CalibrationFit &fit, const QList<CalibrationPoint> &points,
                         RunErrors &errors);
    void showErrorChart(const RunErrors &errors);
    void apply();

    ProjectDocument &m_document;
    QList<MeasuredRun> m_runs;
    QStringList m_problems; // files that could not be read
    QStringList m_matchProblems; // those, and the runs not matched or fitted (shown)
    QList<QList<CalibrationPoint>> m_groups;
    QList<CalibrationFit> m_fits;

    QLabel *m_filesLabel = nullptr;
    QListWidget *m_files = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_clear = nullptr;
    QLabel *m_deploymentLabel = nullptr;
    QComboBox *m_deployment = nullptr;
    QLabel *m_status = nullptr;
    QTableWidget *m_constants = nullptr;
    QTableWidget *m_residuals = nullptr;
    Charts::ChartView *m_chart = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace Headroom
