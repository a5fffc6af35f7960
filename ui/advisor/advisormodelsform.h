#pragma once

#include "advisor/advisorworkload.h"

#include <QGroupBox>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace Headroom {

class ProjectDocument;
struct ModelSpec;

/** The advisor's workload (AdvisorQuestionForm): the models served, listed, and under the list
 *  the selected one's traffic (users, or a request rate shaped by a daily profile), tokens and
 *  latency targets. It edits the models of the workload it is given and says so by edited(). */
class AdvisorModelsForm final : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AdvisorModelsForm)

public:
    AdvisorModelsForm(const ProjectDocument &document, AdvisorWorkload &workload,
                      QWidget *parent = nullptr);

    /** A model as Add Model adds it (and as a first question asks of it). */
    static AdvisedModel newModel(const QString &modelId);

    void fillCatalog(const QList<ModelSpec> &models); // the models to choose from
    void load(); // the workload's models -> the list and the fields
    void retranslate();

signals:
    void edited();

private:
    void buildFields();
    void connectFields();
    void addModel();
    void removeModel();
    void fieldEdited();
    void profileChosen(int choice);
    void refreshList();
    void loadFields();
    void storeFields(); // the fields -> the selected model
    void enableTraffic(bool users, bool profiled); // the fields of users, or of a rate
    void loadProfile(const AdvisedModel &model); // its daily profile -> the preset and factors
    void storeProfile(AdvisedModel &model); // the factors typed -> the model (when they read)

    const ProjectDocument &m_document;
    AdvisorWorkload &m_workload;
    bool m_loading = false; // the fields are being filled from the workload

    QListWidget *m_models = nullptr;
    QPushButton *m_addModel = nullptr;
    QPushButton *m_removeModel = nullptr;
    QFormLayout *m_form = nullptr;
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
    QWidget *m_factors = nullptr; // the factors and what is wrong with them
    QLineEdit *m_profileFactors = nullptr; // 24 hourly factors
    QLabel *m_profileError = nullptr;
};

} // namespace Headroom
