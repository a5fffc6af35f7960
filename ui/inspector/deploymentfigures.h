#pragma once

#include "estimate/configurationevaluation.h"
#include "units/money.h"

#include <QWidget>

class QGroupBox;
class QLabel;
class QTableWidget;
class QTimer;

namespace Headroom {

class EditorForm;

/** The numbers of one deployment, always current: per-GPU memory, the inverse answers with
 *  what binds them, and the speed. Everything comes from one DeploymentEstimate. */
class DeploymentFigures final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DeploymentFigures)

public:
    explicit DeploymentFigures(QWidget *parent = nullptr);

    /** `estimate` as part of its configuration's `evaluation` (free memory, fits and max batch
     *  are the configuration's, as on the board). */
    void display(const ConfigurationEvaluation &evaluation, const DeploymentEstimate &estimate,
                 Currency currency);
    /** The memory table only (a slider drag: the solvers and the speed follow when it rests). */
    void displayMemory(const ConfigurationEvaluation &evaluation,
                       const DeploymentEstimate &estimate);

    QTableWidget *memoryTable() const { return m_memory; }
    /** The value and binding labels of one answer or speed figure, by key: "maxSequences",
     *  "maxContext", "minGpus" (inference), "maxMicroBatch", "maxTrainingSequence",
     *  "minTrainingGpus" (training), "ttft", "tpot", "perUser", "total", "bound",
     *  "sloConcurrency", "requests", "cost", "coldStart", "percentiles" (speed; the last from
     *  the load simulation, shortly after the rest). */
    QLabel *value(const QString &key) const;
    QLabel *binding(const QString &key) const;
    QGroupBox *speedSection() const { return m_speedBox; }
    /** Runs a pending load simulation now (it otherwise runs once the figures rest). */
    void finishSimulation();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Row
    {
        QLabel *label = nullptr;
        QLabel *value = nullptr;
        QLabel *binding = nullptr;
        QWidget *field = nullptr; // the value, or the value with its binding
    };
    Row &addFigure(EditorForm *form, const QString &key, bool withBinding = false);
    void showMemory(const ConfigurationEvaluation &evaluation, const DeploymentEstimate &estimate);
    void showMemoryError(const QString &message);
    void showMemoryNote(const ConfigurationEvaluation &evaluation, const MemoryBreakdown &memory);
    void fitTableHeight();
    /** Sets a header of the memory table (text, id in Qt::UserRole, tooltip, colour swatch),
     *  leaving it alone when it is already so. */
    void setHeader(Qt::Orientation orientation, int index, const QString &text,
                   const QString &id = {}, const QString &toolTip = {},
                   const QColor &swatchColor = {});
    static constexpr int SwatchRole = Qt::UserRole + 1;
    void showAnswers(const DeploymentEstimate &estimate);
    void showInferenceAnswers(const DeploymentEstimate &estimate);
    void showTrainingAnswers(const DeploymentEstimate &estimate);
    void setRowShown(const QString &key, bool shown);
    static void fitOnOneLine(QLabel *label, int maximumWidth);
    void showSpeed(const DeploymentEstimate &estimate, Currency currency);
    void setBinding(const QString &key, const QString &bindingName); // empty: nothing binds
    void showSimulation();

    QGroupBox *m_memoryBox;
    QTableWidget *m_memory;
    QLabel *m_memoryNote;
    QLabel *m_host;
    QGroupBox *m_answersBox;
    EditorForm *m_answers = nullptr;
    QGroupBox *m_speedBox;
    EditorForm *m_speed = nullptr;
    QLabel *m_speedNote;
    QHash<QString, Row> m_rows;
    QTimer *m_simulationTimer;
    std::optional<DeploymentEstimate> m_pendingSimulation;
};

} // namespace Headroom
