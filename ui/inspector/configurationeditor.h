#pragma once

#include "plan/configuration.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace Headroom {

class ParallelismEditor;
class ProjectDocument;

/** Edits one configuration: name, GPU type, count and split, its utilisation and how its GPUs
 *  are paid for; shows the GPU's interconnect and capacity and a line per deployment on it. */
class ConfigurationEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConfigurationEditor)

public:
    explicit ConfigurationEditor(ProjectDocument &document, QWidget *parent = nullptr);

    void load(const QString &configurationId);
    QString configurationId() const { return m_loaded.id; }

    QLabel *title() const { return m_title; }
    QLineEdit *nameEditor() const { return m_name; }
    QComboBox *gpuEditor() const { return m_gpu; }
    ParallelismEditor *parallelismEditor() const { return m_parallelism; }
    QLabel *summary() const { return m_summary; }
    QSpinBox *utilizationEditor() const { return m_utilization; }
    QComboBox *acquisitionEditor() const { return m_acquisition; }

private:
    void push(const Configuration &after, const QString &mergeKey);
    void fillGpus();

    ProjectDocument &m_document;
    Configuration m_loaded;
    QLabel *m_title;
    QLineEdit *m_name;
    QComboBox *m_gpu;
    QLabel *m_gpuProblem;
    ParallelismEditor *m_parallelism = nullptr;
    QLabel *m_interconnect;
    QLabel *m_capacity;
    QSpinBox *m_utilization = nullptr; // busy hours, %; its minimum (-1) = the project's
    QComboBox *m_acquisition = nullptr; // costOptionId(), or empty = the cheapest
    QLabel *m_summary;
};

} // namespace Headroom
