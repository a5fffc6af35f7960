#pragma once

#include "cost/configurationcost.h"
#include "cost/costmodel.h"

#include <QTabWidget>

QT_BEGIN_NAMESPACE
class QAction;
class QChartView;
class QComboBox;
class QLabel;
class QSortFilterProxyModel;
class QTableView;
QT_END_NAMESPACE

namespace Headroom {

class ComparisonCostChart;
class ComparisonModel;
class CostAssumptionsEditor;
class ProjectDocument;
class RentVsBuyChart;
class SensitivityChart;
class SpeedChart;
class UsefulHourChart;
struct ChangeEvent;

/** The bottom dock: Rent vs buy, Throughput and Compare tabs for the project, refreshed where a
 *  ProjectDocument::changed touches what they show, and the export actions (PDF, chart image, CSV, print) the
 *  main window puts in its File menu. */
class ReportsPanel final : public QTabWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReportsPanel)

public:
    enum Tab { RentVsBuyTab, SpeedTab, CompareTab };

    explicit ReportsPanel(ProjectDocument &document, QWidget *parent = nullptr);

    /** The configuration the Rent vs buy and Throughput tabs show; empty = the first. */
    void setSelectedConfiguration(const QString &configurationId);
    QString selectedConfigurationId() const;
    /** The per-configuration cost the Rent vs buy tab shows. */
    ConfigurationCost selectedCost() const;

    QAction *exportPdfAction() const { return m_exportPdf; }
    QAction *exportChartAction() const { return m_exportChart; }
    QAction *exportCsvAction() const { return m_exportCsv; }
    QAction *printAction() const { return m_print; }

    /** The chart that Export chart writes on the current tab. */
    QChartView *currentChart() const;
    /** Writes the current tab's table as CSV: cost curves, throughput curves or the comparison. */
    bool writeCurrentCsv(const QString &path, QString *error = nullptr) const;
    /** Writes the PDF report to `path` on the page size of the reader's locale
     *  (reportPageSize()); on success emits exported() naming the file. */
    bool writePdf(const QString &path, QString *error = nullptr);
    /** The project the PDF and the print show: the document's, last changed now while it has
     *  unsaved edits (else at its last save). */
    Project reportedProject() const;

    RentVsBuyChart *rentVsBuyChart() const { return m_rentVsBuy; }
    UsefulHourChart *usefulHourChart() const { return m_usefulHour; }
    SensitivityChart *sensitivityChart() const { return m_sensitivity; }
    /** The Throughput tab's charts, brought up to date first: while the tab is hidden they are
     *  redrawn only when shown (or asked for here). */
    SpeedChart *speedChart() const;
    SpeedChart *latencyChart() const;
    ComparisonModel *comparisonModel() const { return m_comparison; }
    QTableView *comparisonView() const { return m_table; }
    ComparisonCostChart *comparisonChart() const { return m_comparisonChart; }
    CostAssumptionsEditor *costEditor() const { return m_editor; }
    QLabel *costSummary() const { return m_summary; }
    QLabel *speedSummary() const { return m_speedSummary; }
    /** What every tab says while the project has no configuration (and shows no figure). */
    static QString emptyText();
    /** The Rent vs buy headline (rich text): the cheapest priced option at the end of `curves`
     *  (the user's horizon), `crossover`, the savings of owning at the horizons within it and
     *  the breakeven utilisation. For a configuration that `servesUsers` (an inference
     *  deployment), the cheapest option that cannot be reclaimed, spot named beside it as the
     *  batch option (the executive summary's rule). With the configuration's `acquisition`
     *  (an advisor plan's way) priced, that option first, marked planned, and the cheapest
     *  beside it when it differs. */
    static QString costHeadline(const CostAssumptions &a, const CostCurves &curves,
                                const QString &crossover, bool servesUsers = false,
                                std::optional<CostOption> acquisition = std::nullopt);

    /** How many document changes the panel followed (a change it shows nothing of does not
     *  count): for tests and benchmarks. */
    int refreshCount() const { return m_refreshCount; }

signals:
    /** The user picked another configuration in the panel's own selector. */
    void configurationSelected(const QString &configurationId);
    /** An export finished: "PDF report written to /home/anna/plan.pdf" (the main window shows
     *  it in its status bar). */
    void exported(const QString &message);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    QWidget *createRentVsBuyTab();
    QWidget *createSpeedTab();
    QWidget *createCompareTab();
    void connectCompareTab();
    void createActions();
    void retranslate();
    void onChanged(const ChangeEvent &event);
    void refresh();
    void refreshSelector();
    void refreshCost();
    /** Redraws the Throughput tab now if it is shown, else when it is (ensureSpeed()). */
    void refreshSpeed();
    void ensureSpeed() const;
    void drawSpeed();
    void refreshComparisonChart();
    void exportPdf();
    void exportChart();
    void exportCsv();
    void print();
    QString chooseFile(const QString &title, const QString &filter, const QString &suffix);
    void showError(const QString &message);

    ProjectDocument &m_document;
    QString m_selected; // as asked; may be empty or stale
    QComboBox *m_selector = nullptr;
    QLabel *m_selectorLabel = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_speedSummary = nullptr;
    RentVsBuyChart *m_rentVsBuy = nullptr;
    UsefulHourChart *m_usefulHour = nullptr;
    SensitivityChart *m_sensitivity = nullptr;
    CostAssumptionsEditor *m_editor = nullptr;
    QWidget *m_editorScroll = nullptr; // the editor's scroll area, hidden for an empty plan
    SpeedChart *m_speed = nullptr;
    SpeedChart *m_latency = nullptr;
    ComparisonModel *m_comparison = nullptr;
    QSortFilterProxyModel *m_sorted = nullptr;
    QTableView *m_table = nullptr;
    ComparisonCostChart *m_comparisonChart = nullptr;
    QAction *m_exportPdf = nullptr;
    QAction *m_exportChart = nullptr;
    QAction *m_exportCsv = nullptr;
    QAction *m_print = nullptr;
    int m_refreshCount = 0;
    bool m_speedStale = false;
};

} // namespace Headroom
