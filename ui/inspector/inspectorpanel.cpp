#include "inspector/inspectorpanel.h"

#include "document/projectdocument.h"
#include "inspector/configurationeditor.h"
#include "inspector/deploymenteditor.h"

#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace Headroom {

InspectorPanel::InspectorPanel(ProjectDocument &document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_scroll(new QScrollArea(this))
{
    setObjectName(QStringLiteral("InspectorPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_scroll);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setFocusPolicy(Qt::NoFocus); // Tab goes to the editors (kept in view, below)
    buildEditors();
    connect(&m_document, &ProjectDocument::changed, this, &InspectorPanel::onChanged);
    // keyboard users tab through a tall panel in a short dock: keep the focused editor in view
    m_focusConnection = connect(qApp, &QApplication::focusChanged, this,
                                [this](QWidget *, QWidget *now) {
                                    if (now && m_scroll->widget()
                                        && m_scroll->widget()->isAncestorOf(now))
                                        m_scroll->ensureWidgetVisible(now);
                                });
    refresh();
}

InspectorPanel::~InspectorPanel()
{
    // children are deleted (and lose focus) before QObject would drop this connection
    disconnect(m_focusConnection);
}

void InspectorPanel::buildEditors()
{
    // built anew on a language change, so every label is translated again
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    m_empty = new QLabel(tr("Select a deployment or a configuration on the board."), content);
    m_empty->setObjectName(QStringLiteral("inspectorEmptyState"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setMargin(12);
    m_deploymentEditor = new DeploymentEditor(m_document, content);
    m_configurationEditor = new ConfigurationEditor(m_document, content);
    layout->addWidget(m_empty);
    layout->addWidget(m_deploymentEditor);
    layout->addWidget(m_configurationEditor);
    layout->addStretch(1);
    m_scroll->setWidget(content); // deletes the previous content
}

void InspectorPanel::setSelection(const QString &configurationId, const QString &deploymentId)
{
    m_configurationId = configurationId;
    m_deploymentId = deploymentId;
    refresh();
}

bool InspectorPanel::shows(const ChangeEvent &event) const
{
    using Kind = ChangeEvent::Kind;
    // the configuration shown: the selected one, or the selected deployment's
    QString configuration = m_configurationId;
    if (const auto d = m_document.deployment(m_deploymentId))
        configuration = d->configurationId;
    switch (event.kind) {
    case Kind::MetadataChanged:
    case Kind::AdvisorChanged:
    case Kind::ConfigurationsReordered: return false;
    case Kind::ConfigurationChanged: return event.id == configuration;
    case Kind::DeploymentChanged: {
        if (event.id == m_deploymentId || event.touches(ChangeEvent::Property::Placement))
            return true; // it, or one that joined or left the configuration shown
        // one on the same GPUs moves what is left for the one shown
        const auto d = m_document.deployment(event.id);
        return !d || d->configurationId == configuration;
    }
    default: return true; // added, removed, prices, catalog: figures may move anywhere
    }
}

void InspectorPanel::onChanged(const ChangeEvent &event)
{
    if (shows(event))
        refresh();
}

void InspectorPanel::refresh()
{
    ++m_refreshCount;
    const bool deployment = !m_deploymentId.isEmpty() && m_document.deployment(m_deploymentId);
    const bool configuration = !deployment && m_deploymentId.isEmpty()
            && !m_configurationId.isEmpty() && m_document.configuration(m_configurationId);
    if (!deployment && !configuration) {
        m_configurationId.clear(); // the selected item is gone: undo does not bring it back
        m_deploymentId.clear();
    }
    m_empty->setText(m_document.project().configurations.isEmpty()
                             ? tr("No configuration yet. Drag a GPU from the catalog onto the "
                                  "board, then a model onto its card, or open the sample plan. "
                                  "Its memory, speed and limits show here.")
                             : tr("Select a deployment or a configuration on the board."));
    m_empty->setVisible(!deployment && !configuration);
    m_deploymentEditor->setVisible(deployment);
    m_configurationEditor->setVisible(configuration);
    if (deployment)
        m_deploymentEditor->load(m_deploymentId);
    if (configuration)
        m_configurationEditor->load(m_configurationId);
}

void InspectorPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::LanguageChange || m_rebuildPending)
        return;
    // Qt delivers the event to the children next: rebuild once it is done with them
    m_rebuildPending = true;
    QMetaObject::invokeMethod(
            this,
            [this] {
                m_rebuildPending = false;
                buildEditors();
                refresh();
            },
            Qt::QueuedConnection);
}

} // namespace Headroom
