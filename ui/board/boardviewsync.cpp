// BoardView's selection, keys and refresh: the selected card and deployment, the keyboard on
// cards, and the cards kept in step with the document's changes (the class is in
// boardview.cpp).
#include "board/boardcanvas.h"
#include "board/boardview.h"
#include "board/configurationcard.h"
#include "board/deploymentrow.h"
#include "board/flowlayout.h"
#include "document/projectdocument.h"
#include "estimate/deploymentestimate.h"

#include <QKeyEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace Headroom {

// --- Selection and keys --------------------------------------------------------------------

void BoardView::select(const QString &configurationId, const QString &deploymentId)
{
    QString config = configurationId;
    QString deployment = deploymentId;
    if (const auto d = m_document.deployment(deployment)) {
        if (config.isEmpty())
            config = d->configurationId;
        if (d->configurationId != config)
            deployment.clear();
    } else {
        deployment.clear();
    }
    if (!m_document.configuration(config)) {
        config.clear();
        deployment.clear();
    }
    const bool changed = config != m_selectedConfiguration || deployment != m_selectedDeployment;
    m_selectedConfiguration = config;
    m_selectedDeployment = deployment;
    applySelection();
    updateActions();
    if (changed) {
        // Scroll only for a new selection: a refresh (a slider step) must not move the board.
        if (ConfigurationCard *c = card(m_selectedConfiguration)) {
            DeploymentRow *r = c->row(m_selectedDeployment);
            if (r)
                ensureWidgetVisible(r);
            else
                ensureWidgetVisible(c, 0, 0);
        }
        emit selectionChanged(m_selectedConfiguration, m_selectedDeployment);
    }
}

void BoardView::applySelection()
{
    for (ConfigurationCard *c : m_cards)
        c->setSelection(c->configurationId() == m_selectedConfiguration, m_selectedDeployment);
}

void BoardView::restoreSelection()
{
    // Re-select by id: a deployment that moved to another configuration is followed there.
    QString config = m_selectedConfiguration;
    if (const auto d = m_document.deployment(m_selectedDeployment))
        config = d->configurationId;
    select(config, m_selectedDeployment);
}

void BoardView::cardPressed(ConfigurationCard *card, const QString &deploymentId)
{
    select(card->configurationId(), deploymentId);
}

void BoardView::cardFocused(ConfigurationCard *card)
{
    if (card->configurationId() != m_selectedConfiguration)
        select(card->configurationId());
}

void BoardView::focusCard(int index)
{
    if (index < 0 || index >= m_cards.size())
        return;
    m_cards[index]->setFocus(Qt::OtherFocusReason);
    select(m_cards[index]->configurationId());
}

bool BoardView::cardKeyPress(ConfigurationCard *card, QKeyEvent *event)
{
    const int index = int(m_cards.indexOf(card));
    const QList<DeploymentRow *> rows = card->rows();
    int row = -1;
    for (int i = 0; i < rows.size(); ++i) {
        if (rows[i]->deploymentId() == m_selectedDeployment)
            row = i;
    }
    if (event->modifiers() & Qt::ControlModifier) {
        // the keyboard path of dragging a card: Ctrl+Left / Ctrl+Right move it
        if (event->key() != Qt::Key_Left && event->key() != Qt::Key_Right)
            return false;
        moveConfiguration(card->configurationId(), index + (event->key() == Qt::Key_Left ? -1 : 1));
        card->setFocus(Qt::OtherFocusReason);
        return true;
    }
    if (event->key() == Qt::Key_F10 && event->modifiers() == Qt::ShiftModifier) {
        showCardMenu(card, m_selectedDeployment, card->mapToGlobal(card->rect().center()));
        return true;
    }
    switch (event->key()) {
    case Qt::Key_Left: focusCard(index - 1); return true;
    case Qt::Key_Right: focusCard(index + 1); return true;
    case Qt::Key_Up:
        select(card->configurationId(), row > 0 ? rows[row - 1]->deploymentId() : QString());
        return true;
    case Qt::Key_Down:
        if (row + 1 < rows.size())
            select(card->configurationId(), rows[row + 1]->deploymentId());
        return true;
    case Qt::Key_Delete:
    case Qt::Key_Backspace: removeSelection(); return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        select(card->configurationId(), m_selectedDeployment);
        emit inspectorRequested(m_selectedConfiguration, m_selectedDeployment);
        return true;
    default: return false;
    }
}

void BoardView::updateActions()
{
    m_deployModelAction->setEnabled(!m_cards.isEmpty());
    m_deleteAction->setEnabled(!m_selectedConfiguration.isEmpty());
    bool hasDeployment = !m_selectedDeployment.isEmpty();
    if (!hasDeployment && !m_selectedConfiguration.isEmpty())
        hasDeployment = !m_document.deploymentsOn(m_selectedConfiguration).isEmpty();
    m_copyLaunchCommandAction->setEnabled(hasDeployment);
}

// --- Refresh -------------------------------------------------------------------------------

namespace {

using Part = ConfigurationCard::Part;

/** What a card shows of a changed deployment on it: the bars, the rows and the warning, or
 *  nothing when the change only relabels it (its numbers and row stay as they were). */
ConfigurationCard::Parts partsForDeployment(const ChangeEvent &event)
{
    if (event.kind == ChangeEvent::Kind::DeploymentChanged
        && event.onlyTouches(ChangeEvent::DeploymentLabels))
        return {};
    return Part::Bars | Part::Rows | Part::Warning;
}

/** What a card shows of its changed configuration: the header for a new name, else all. */
ConfigurationCard::Parts partsForConfiguration(const ChangeEvent &event)
{
    if (event.onlyTouches(ChangeEvent::Property::Name))
        return Part::Header;
    return ConfigurationCard::AllParts;
}

} // namespace

void BoardView::documentChanged(const ChangeEvent &event)
{
    using Kind = ChangeEvent::Kind;
    switch (event.kind) {
    case Kind::ProjectReset:
        // Every card's widgets may describe another project now: rebuild them all.
        for (ConfigurationCard *c : m_cards) {
            m_flow->removeWidget(c);
            c->hide();
            c->deleteLater();
        }
        m_cards.clear();
        m_deploymentCards.clear();
        syncCards();
        break;
    case Kind::ConfigurationAdded:
    case Kind::ConfigurationRemoved:
    case Kind::ConfigurationsReordered: syncCards(); break;
    case Kind::ConfigurationChanged:
        if (ConfigurationCard *c = card(event.id))
            refreshCard(c, partsForConfiguration(event));
        break;
    case Kind::DeploymentAdded:
    case Kind::DeploymentChanged:
    case Kind::DeploymentRemoved: {
        // The card that showed it and the card that shows it now (a deployment may move).
        ConfigurationCard *before = m_deploymentCards.value(event.id);
        ConfigurationCard *after = nullptr;
        if (const auto d = m_document.deployment(event.id))
            after = card(d->configurationId);
        const ConfigurationCard::Parts parts = partsForDeployment(event);
        if (before && m_cards.contains(before))
            refreshCard(before, parts);
        if (after && after != before)
            refreshCard(after, parts);
        break;
    }
    case Kind::CostAssumptionsChanged:
        // prices move the cost per token in the rows; memory, bars and warnings stay
        for (ConfigurationCard *c : m_cards)
            refreshCard(c, Part::Rows);
        break;
    case Kind::CatalogChanged: refreshAll(); break;
    case Kind::MetadataChanged:
    case Kind::AdvisorChanged: return; // the board shows neither
    }
    if (event.kind == Kind::DeploymentChanged || event.kind == Kind::ConfigurationChanged
        || event.kind == Kind::CostAssumptionsChanged) {
        // what was selected still is (a moved deployment is followed to its card)
        if (event.touches(ChangeEvent::Property::Placement)) {
            restoreSelection();
            updateActions(); // the selected configuration may have gained or lost one
        }
        return;
    }
    restoreSelection();
    updateActions();
}

void BoardView::refreshCard(ConfigurationCard *card, ConfigurationCard::Parts parts)
{
    if (parts & ~ConfigurationCard::Parts(Part::Header))
        ++m_cardRefreshes; // the card reads its evaluation's numbers again
    card->refresh(m_document, parts);
    if (!(parts & Part::Rows))
        return; // the same deployments as before
    for (auto it = m_deploymentCards.begin(); it != m_deploymentCards.end();) {
        if (it.value() == card)
            it = m_deploymentCards.erase(it);
        else
            ++it;
    }
    for (const DeploymentEstimate &e : card->estimates())
        m_deploymentCards.insert(e.deployment.id, card);
}

void BoardView::refreshAll()
{
    for (ConfigurationCard *c : m_cards)
        refreshCard(c, ConfigurationCard::AllParts);
    applySelection();
}

void BoardView::syncCards()
{
    QHash<QString, ConfigurationCard *> existing;
    for (ConfigurationCard *c : m_cards)
        existing.insert(c->configurationId(), c);
    QList<ConfigurationCard *> ordered;
    QList<ConfigurationCard *> fresh;
    for (const Configuration &c : m_document.project().configurations) {
        ConfigurationCard *card = existing.take(c.id);
        if (!card) {
            card = new ConfigurationCard(*this, c.id, m_canvas);
            fresh.append(card);
        }
        ordered.append(card);
    }
    for (ConfigurationCard *gone : std::as_const(existing)) {
        for (auto it = m_deploymentCards.begin(); it != m_deploymentCards.end();) {
            if (it.value() == gone)
                it = m_deploymentCards.erase(it);
            else
                ++it;
        }
        m_flow->removeWidget(gone);
        // Later: the removal may come from this card's own key or menu handler.
        gone->hide();
        gone->deleteLater();
    }
    while (QLayoutItem *item = m_flow->takeAt(0))
        delete item;
    for (ConfigurationCard *c : ordered) {
        m_flow->addWidget(c);
        c->show();
    }
    m_cards = ordered;
    for (ConfigurationCard *c : fresh)
        refreshCard(c, ConfigurationCard::AllParts);
    for (qsizetype i = 0; i + 1 < m_cards.size(); ++i)
        QWidget::setTabOrder(m_cards[i], m_cards[i + 1]);
    m_emptyState->setVisible(m_cards.isEmpty());
    // Empty, the hint takes the whole board and sits in its middle; else the cards start at
    // the top and the stretch below them takes the rest.
    if (auto *box = qobject_cast<QVBoxLayout *>(m_canvas->layout()))
        box->setStretch(2, m_cards.isEmpty() ? 0 : 1);
    m_flow->invalidate();
    applySelection();
}

} // namespace Headroom
