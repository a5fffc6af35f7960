#pragma once

#include "estimate/configurationevaluation.h"
#include "estimate/deploymentestimate.h"
#include "estimate/vramstack.h"

#include <QFrame>
#include <QList>
#include <QPoint>

#include <memory>

class QLabel;
class QVBoxLayout;

namespace Headroom {

class BoardView;
class DeploymentRow;
class ElidedLabel;
class PartLegend;
class ProjectDocument;
class VramBar;

/** One configuration on the board: its GPUs and split, one VRAM bar per GPU with every
 *  deployment stacked on it, a legend, an overflow warning with a suggestion, and a row of key
 *  figures per deployment. Drops and keys go to the BoardView, which owns the editing. */
class ConfigurationCard final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConfigurationCard)

public:
    ConfigurationCard(BoardView &board, const QString &configurationId, QWidget *parent = nullptr);

    QString configurationId() const { return m_configurationId; }
    /** What a refresh updates: the title and subtitle (the configuration's own fields), the
     *  bars and legend, the deployment rows (figures), the overflow warning. */
    enum class Part { Header = 0x1, Bars = 0x2, Rows = 0x4, Warning = 0x8 };
    Q_DECLARE_FLAGS(Parts, Part)
    static constexpr Parts AllParts = Parts::fromInt(0xf);
    /** Takes the document's current evaluation of this card's configuration and updates the
     *  widgets of `parts` (none: only the data the card keeps, for parts nothing can show). */
    void refresh(const ProjectDocument &document, Parts parts = AllParts);

    /** The document's evaluation this card shows (ProjectDocument::evaluation()). */
    const ConfigurationEvaluation &evaluation() const { return *m_evaluation; }
    const QList<DeploymentEstimate> &estimates() const { return m_evaluation->deployments; }
    const QList<VramBarModel> &barModels() const { return m_evaluation->bars; }
    /** One bar per GPU; very large configurations show the first replica's bars only (the
     *  others are identical) and say how many more there are. */
    QList<VramBar *> bars() const { return m_bars; }
    QString moreBarsText() const;
    PartLegend *legend() const { return m_legend; }
    QList<DeploymentRow *> rows() const { return m_rows; }
    DeploymentRow *row(const QString &deploymentId) const;
    QString titleText() const;
    QString subtitleText() const;
    /** The overflow or error text shown on the card (plain), empty when all fits. */
    QString warningText() const { return m_warningPlain; }
    bool isWarningVisible() const;
    QString hintText() const;
    /** The deployment whose row is at `pos` (card coordinates), or empty. */
    QString deploymentAt(QPoint pos) const;

    void setSelection(bool selected, const QString &deploymentId);
    void setDropHighlight(bool highlight);
    bool isDropHighlighted() const { return m_dropHighlight; }
    void retranslate();

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    static int cardWidth(const QFontMetrics &fm);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void updateHeader();
    void updateBars();
    void updateRows(const ProjectDocument &document);
    void updateWarning();

    BoardView &m_board;
    QString m_configurationId;
    Configuration m_configuration;
    std::optional<GpuSpec> m_gpu;
    std::shared_ptr<const ConfigurationEvaluation> m_evaluation
            = std::make_shared<const ConfigurationEvaluation>();

    ElidedLabel *m_title = nullptr;
    QLabel *m_subtitle = nullptr;
    QVBoxLayout *m_barLayout = nullptr;
    QList<VramBar *> m_bars;
    QLabel *m_moreBars = nullptr;
    PartLegend *m_legend = nullptr;
    QLabel *m_warning = nullptr;
    QString m_warningPlain;
    QVBoxLayout *m_rowLayout = nullptr;
    QList<DeploymentRow *> m_rows;
    QLabel *m_hint = nullptr;

    bool m_selected = false;
    QString m_selectedDeployment;
    bool m_dropHighlight = false;
    QPoint m_pressPos;
    bool m_pressed = false;
};

Q_DECLARE_OPERATORS_FOR_FLAGS(ConfigurationCard::Parts)

} // namespace Headroom
