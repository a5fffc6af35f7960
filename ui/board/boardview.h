#pragma once

#include "board/configurationcard.h"
#include "document/changeevent.h"
#include "estimate/launchcommand.h"
#include "spec/formats.h"
#include "units/result.h"

#include <QHash>
#include <QPointer>
#include <QScrollArea>

#include <optional>

class QAction;
class QDropEvent;
class QKeyEvent;
class QLabel;
class QMimeData;
class QPushButton;

namespace Headroom {

class BoardCanvas;
class ConfigurationCard;
class FlowLayout;
class ProjectDocument;

/** The planning board: one card per configuration, left to right and wrapping, scrollable.
 *  Drop a GPU on the background to add a configuration, a model on a card to deploy it, a card
 *  on another to reorder. Every drop has a menu and keyboard equivalent (the actions below,
 *  context menus, arrow keys, Delete, Enter), and every edit is an undo command. */
class BoardView final : public QScrollArea
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BoardView)

public:
    explicit BoardView(ProjectDocument &document, QWidget *parent = nullptr);
    ~BoardView() override;

    ProjectDocument &document() const { return m_document; }
    QList<ConfigurationCard *> cards() const; // left to right
    ConfigurationCard *card(const QString &configurationId) const;
    QWidget *canvas() const;
    QLabel *emptyHint() const { return m_emptyHint; }
    /** The empty board's "Open the Sample Plan" (emits sampleRequested()). */
    QPushButton *sampleButton() const { return m_sampleButton; }
    bool isBackgroundHighlighted() const;

    QString selectedConfigurationId() const { return m_selectedConfiguration; }
    QString selectedDeploymentId() const { return m_selectedDeployment; }
    /** Selects a configuration (and one of its deployments); unknown ids clear the selection. */
    void select(const QString &configurationId, const QString &deploymentId = {});

    QAction *addConfigurationAction() const { return m_addConfigurationAction; }
    QAction *deployModelAction() const { return m_deployModelAction; }
    QAction *deleteAction() const { return m_deleteAction; }
    QAction *copyLaunchCommandAction() const { return m_copyLaunchCommandAction; }

    /** Edits (each one undo command). They do nothing for ids that are not in the catalog or
     *  the project. */
    void addConfiguration(const QString &gpuId, int count = 1, int tensorParallel = 1,
                          int pipelineParallel = 1, qsizetype index = -1);
    void deployModel(const QString &configurationId, const QString &modelId,
                     std::optional<WeightFormat> weights = std::nullopt,
                     std::optional<EngineKind> engine = std::nullopt);
    /** For the catalog's "activate" (Enter, double click, Add to Board): the model goes on the
     *  selected configuration, or the first card; returns false when the board has none. */
    bool deployModelOnSelection(const QString &modelId);
    /** A model dropped on the board's background (or activated on an empty board): a new
     *  configuration of defaultGpuId() with the fewest GPUs of a split people build
     *  (buildableSplits()) that hold the model's default deployment (one GPU when none does),
     *  and the model on it; one undo step. Returns the configuration's id ("" when the model or
     *  every GPU is unknown). */
    QString deployModelOnNewConfiguration(const QString &modelId, qsizetype index = -1);
    /** The selected configuration's GPU, else the last card's, else H100 SXM 80GB, else the
     *  catalog's first. */
    QString defaultGpuId() const;
    void moveConfiguration(const QString &configurationId, qsizetype to);
    /** Removes the selected deployment, or the selected configuration with its deployments. */
    void removeSelection();
    /** The deployment's command line for its engine (or `engine`). */
    Result<LaunchCommand> launchCommandFor(const QString &deploymentId,
                                           std::optional<EngineKind> engine = std::nullopt) const;

    /** Dialogs (opened window-modal; they push the command when accepted). */
    void addConfigurationInteractively();
    void deployModelInteractively(const QString &configurationId = {});
    void showLaunchCommand(const QString &deploymentId = {});

    void refreshAll();
    /** How many card refreshes read a card's numbers again since construction (a new name
     *  only retitles the card and does not count). */
    int cardRefreshCount() const { return m_cardRefreshes; }

signals:
    void selectionChanged(const QString &configurationId, const QString &deploymentId);
    /** Enter on a card: show the inspector for the selection. */
    void inspectorRequested(const QString &configurationId, const QString &deploymentId);
    /** The empty board's button: start from the sample plan. */
    void sampleRequested();

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    friend class BoardCanvas;
    friend class ConfigurationCard;

    // Used by the cards and the canvas.
    void handleDrag(QDropEvent *event, QWidget *receiver);
    void handleDrop(QDropEvent *event, QWidget *receiver);
    void clearDropHighlight();
    void cardPressed(ConfigurationCard *card, const QString &deploymentId);
    void cardFocused(ConfigurationCard *card);
    bool cardKeyPress(ConfigurationCard *card, QKeyEvent *event);
    void showCardMenu(ConfigurationCard *card, const QString &deploymentId, QPoint globalPos);
    void showBoardMenu(QPoint globalPos);
    void startCardDrag(ConfigurationCard *card);

    enum class DropKind { None, Gpu, Model, ModelOnBackground, Configuration };
    DropKind dropKind(const QMimeData *mime, ConfigurationCard *onCard) const;
    ConfigurationCard *cardAtCanvas(QPoint canvasPos) const;
    qsizetype insertionIndex(QPoint canvasPos) const;
    QPoint toCanvas(const QDropEvent *event, const QWidget *receiver) const;
    ConfigurationCard *dropTarget(const QDropEvent *event, QWidget *receiver) const;

    void documentChanged(const ChangeEvent &event);
    void syncCards();
    void refreshCard(ConfigurationCard *card, ConfigurationCard::Parts parts);
    void restoreSelection();
    void applySelection();
    void focusCard(int index);
    void updateActions();
    void retranslate();

    ProjectDocument &m_document;
    BoardCanvas *m_canvas = nullptr;
    FlowLayout *m_flow = nullptr;
    QWidget *m_emptyState = nullptr; // the hint and the sample button
    QLabel *m_emptyHint = nullptr;
    QPushButton *m_sampleButton = nullptr;
    QList<ConfigurationCard *> m_cards;
    QHash<QString, ConfigurationCard *> m_deploymentCards; // deployment id -> card showing it
    QString m_selectedConfiguration;
    QString m_selectedDeployment;
    int m_cardRefreshes = 0;

    QAction *m_addConfigurationAction = nullptr;
    QAction *m_deployModelAction = nullptr;
    QAction *m_deleteAction = nullptr;
    QAction *m_copyLaunchCommandAction = nullptr;
};

} // namespace Headroom
