#pragma once

#include "advisor/advisorworkload.h"

#include <QGroupBox>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace Headroom {

class ProjectDocument;
struct ModelSpec;

/** The advisor's training jobs (AdvisorQuestionForm): listed, and under the list the selected
 *  job's model, method, tokens, sequence and deadline. It edits the training jobs of the
 *  workload it is given and says so by edited(). */
class AdvisorTrainingForm final : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AdvisorTrainingForm)

public:
    AdvisorTrainingForm(const ProjectDocument &document, AdvisorWorkload &workload,
                        QWidget *parent = nullptr);

    void fillCatalog(const QList<ModelSpec> &models); // the models to choose from
    void load(); // the workload's jobs -> the list and the fields
    void retranslate();

signals:
    void edited();

private:
    void buildFields();
    void connectFields();
    void addJob();
    void removeJob();
    void fieldEdited();
    void refreshList();
    void loadFields();
    void storeFields(); // the fields -> the selected job

    const ProjectDocument &m_document;
    AdvisorWorkload &m_workload;
    bool m_loading = false; // the fields are being filled from the workload

    QListWidget *m_training = nullptr;
    QPushButton *m_addTraining = nullptr;
    QPushButton *m_removeTraining = nullptr;
    QFormLayout *m_form = nullptr;
    QComboBox *m_model = nullptr;
    QComboBox *m_method = nullptr;
    QDoubleSpinBox *m_tokens = nullptr; // millions
    QSpinBox *m_sequence = nullptr;
    QDoubleSpinBox *m_deadline = nullptr; // hours
};

} // namespace Headroom
