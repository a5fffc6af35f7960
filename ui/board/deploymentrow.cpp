#include "board/deploymentrow.h"

#include "board/elidedlabel.h"
#include "board/flowlayout.h"
#include "estimate/engineconstants.h"
#include "format/displayformat.h"
#include "format/texthelpers.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QHelpEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QVBoxLayout>

namespace Headroom {

/** A figure: one line when there is room, wrapped at spaces when a translation is longer than
 *  the card is wide (its size hint is the one-line width, so the flow layout keeps figures
 *  side by side whenever they fit). Its tooltip is asked of the row when it is to be shown. */
class FigureLabel final : public QLabel
{
    Q_OBJECT

public:
    FigureLabel(DeploymentRow &row, const QString &name)
        : QLabel(&row)
        , m_row(row)
        , m_name(name)
    {
        setTextFormat(Qt::PlainText);
        setWordWrap(true);
    }
    QSize sizeHint() const override
    {
        const int m = 2 * margin() + 1;
        return {fontMetrics().horizontalAdvance(text()) + m, fontMetrics().height() + m};
    }
    QSize minimumSizeHint() const override
    {
        return {fontMetrics().averageCharWidth() * 6, fontMetrics().height()};
    }
    QString explanation() const { return m_row.figureToolTip(m_name); }

protected:
    bool event(QEvent *event) override
    {
        if (event->type() == QEvent::ToolTip) {
            auto *help = static_cast<QHelpEvent *>(event);
            const QString tip = explanation();
            if (tip.isEmpty())
                QToolTip::hideText();
            else
                QToolTip::showText(help->globalPos(), tip, this);
            return true;
        }
        return QLabel::event(event);
    }

private:
    DeploymentRow &m_row;
    QString m_name;
};

/** What a screen reader reads of a figure: its text, and its explanation as the description,
 *  written when asked. */
class FigureAccessible final : public QAccessibleWidget
{
public:
    explicit FigureAccessible(FigureLabel *label)
        : QAccessibleWidget(label, QAccessible::StaticText)
    { }
    QString text(QAccessible::Text t) const override
    {
        const auto *label = static_cast<const FigureLabel *>(widget());
        switch (t) {
        case QAccessible::Name:
            return label->accessibleName().isEmpty() ? label->text() : label->accessibleName();
        case QAccessible::Description:
            return label->accessibleDescription().isEmpty() ? label->explanation()
                                                            : label->accessibleDescription();
        default: return QAccessibleWidget::text(t);
        }
    }
};

QAccessibleInterface *figureAccessible(const QString &className, QObject *object)
{
    if (className == QLatin1StringView(FigureLabel::staticMetaObject.className()))
        if (auto *label = qobject_cast<FigureLabel *>(object))
            return new FigureAccessible(label);
    return nullptr;
}

namespace {

QString tipWith(const QString &title, const QString &body)
{
    return QStringLiteral("<b>%1</b><br><small>%2</small>")
            .arg(Display::htmlLines(title), Display::htmlLines(body));
}

} // namespace

DeploymentRow::DeploymentRow(QWidget *parent)
    : QFrame(parent)
{
    installAccessibility();
    setObjectName(QStringLiteral("deploymentRow"));
    auto *layout = new QVBoxLayout(this);
    const int m = fontMetrics().height() / 4;
    layout->setContentsMargins(m * 2, m, m, m);
    layout->setSpacing(m);
    m_name = new ElidedLabel(this);
    m_name->setObjectName(QStringLiteral("deploymentName"));
    m_name->setFont(Display::boldFont(m_name->font()));
    layout->addWidget(m_name);
    // What it is and how much it holds on one line (wrapping), how fast and how dear on the next.
    const int spacing = fontMetrics().averageCharWidth() * 2;
    m_flow = new FlowLayout(nullptr, 0, spacing, 1);
    layout->addLayout(m_flow);
    for (const char *name : {"formats", "context", "sequences", "maxBatch"})
        addFigure(QString::fromLatin1(name));
    m_flow = new FlowLayout(nullptr, 0, spacing, 1);
    layout->addLayout(m_flow);
    for (const char *name : {"tokensPerUser", "tokensTotal", "ttft", "cost", "error"})
        addFigure(QString::fromLatin1(name));
}

void DeploymentRow::installAccessibility()
{
    static const bool installed = [] {
        QAccessible::installFactory(figureAccessible);
        return true;
    }();
    Q_UNUSED(installed);
}

QLabel *DeploymentRow::addFigure(const QString &name)
{
    auto *label = new FigureLabel(*this, name);
    label->setObjectName(QStringLiteral("figure_") + name);
    m_flow->addWidget(label);
    m_figures.insert(name, label);
    return label;
}

QString DeploymentRow::nameText() const
{
    return m_name->fullText();
}

void DeploymentRow::setFigure(const QString &name, const QString &text)
{
    QLabel *label = m_figures.value(name);
    if (!label)
        return;
    label->setVisible(!text.isEmpty());
    label->setText(text);
    label->setAccessibleName(text);
}

const DeploymentEstimate *DeploymentRow::estimate() const
{
    if (!m_evaluation || m_index < 0 || m_index >= m_evaluation->deployments.size())
        return nullptr;
    return &m_evaluation->deployments[m_index];
}

void DeploymentRow::setEstimate(std::shared_ptr<const ConfigurationEvaluation> evaluation,
                                qsizetype index, Currency currency)
{
    m_evaluation = std::move(evaluation);
    m_index = index;
    m_currency = currency;
    const DeploymentEstimate *found = estimate();
    if (!found)
        return;
    const DeploymentEstimate &e = *found;
    const bool fits = e.configurationFits; // the whole configuration: it starts, or not
    m_deploymentId = e.deployment.id;
    const Deployment &d = e.deployment;
    const QString modelName = Display::modelName(e);
    m_name->setFullText(modelName);
    m_name->setExtraToolTip(e.model && !e.model->hfId.isEmpty() ? e.model->hfId : QString());
    setAccessibleName(tr("Deployment %1").arg(modelName));

    QString formats = tr("%1 · KV %2 · %3")
                              .arg(weightFormatName(d.weights), kvFormatName(d.kv),
                                   engineName(d.engine));
    if (d.mode != DeploymentMode::Inference)
        formats = deploymentModeName(d.mode) + QStringLiteral(" · ") + formats;
    // the engine's constants fitted to the user's measurements: its speed figures are calibrated
    if (!e.engine.calibratedParameters.isEmpty())
        formats = tr("%1 · calibrated").arg(formats);
    setFigure(QStringLiteral("formats"), formats);

    const bool training = d.mode != DeploymentMode::Inference;
    const std::int64_t tokens = training ? d.training.sequenceTokens
                                         : d.workload.tokensPerSequence();
    if (training) {
        setFigure(QStringLiteral("context"), tr("Sequence %1").arg(Display::tokens(tokens)));
        setFigure(QStringLiteral("sequences"),
                  tr("Micro-batch %1").arg(Display::integer(d.training.microBatch)));
    } else {
        setFigure(QStringLiteral("context"), tr("Context %1").arg(Display::tokens(tokens)));
        setFigure(QStringLiteral("sequences"),
                  tr("%n sequence(s)", "", d.workload.concurrentSequences));
    }

    if (!e.memory) {
        for (const char *name : {"maxBatch", "tokensPerUser", "tokensTotal", "ttft", "cost"})
            setFigure(QString::fromLatin1(name), {});
        setFigure(QStringLiteral("error"), e.memory.error().message);
        return;
    }
    setFigure(QStringLiteral("error"), {});

    if (training && e.maxMicroBatch) {
        setFigure(QStringLiteral("maxBatch"),
                  tr("Max micro-batch %1").arg(Display::integer(e.maxMicroBatch->value)));
    } else if (!training && e.maxBatch) {
        setFigure(QStringLiteral("maxBatch"),
                  e.maxBatch->value > 0
                          ? tr("Max batch %1").arg(Display::integer(e.maxBatch->value))
                          : tr("Max batch 0: does not fit"));
    } else {
        setFigure(QStringLiteral("maxBatch"), tr("Max batch —"));
    }

    const QString dash = QStringLiteral("—");
    if (e.speed && fits) {
        const SpeedEstimate &t = *e.speed;
        setFigure(QStringLiteral("tokensPerUser"),
                  tr("%1 decode per user")
                          .arg(Display::tokensPerSecond(t.decodeTokensPerSecondPerSequence)));
        setFigure(QStringLiteral("tokensTotal"),
                  tr("%1 output, all users")
                          .arg(Display::tokensPerSecond(t.throughputTokensPerSecond)));
        setFigure(QStringLiteral("ttft"), tr("TTFT %1").arg(Display::seconds(t.ttftSeconds)));
        // a price neither the price book nor the catalog gives is the project's placeholder:
        // marked, as the advisor marks it (the tooltip says why)
        QString cost = dash;
        if (t.costPerMillionOutputTokens) {
            cost = Display::money(*t.costPerMillionOutputTokens, currency);
            if (placeholderPrice())
                cost = tr("%1 *").arg(cost);
        }
        setFigure(QStringLiteral("cost"), tr("%1 / 1M tokens").arg(cost));
    } else {
        setFigure(QStringLiteral("tokensPerUser"), tr("%1 decode per user").arg(dash));
        setFigure(QStringLiteral("tokensTotal"), tr("%1 output, all users").arg(dash));
        setFigure(QStringLiteral("ttft"), tr("TTFT %1").arg(dash));
        setFigure(QStringLiteral("cost"), tr("%1 / 1M tokens").arg(dash));
    }
}

bool DeploymentRow::placeholderPrice() const
{
    return m_evaluation && m_evaluation->cost.onDemand.source == CostInputSource::Project;
}

QString DeploymentRow::figureToolTip(const QString &name) const
{
    const DeploymentEstimate *found = estimate();
    const QLabel *label = m_figures.value(name);
    if (!found || !label || label->text().isEmpty())
        return {};
    const DeploymentEstimate &e = *found;
    const Deployment &d = e.deployment;
    const bool training = d.mode != DeploymentMode::Inference;
    const std::int64_t tokens = training ? d.training.sequenceTokens
                                         : d.workload.tokensPerSequence();
    if (name == u"formats") {
        QString tip = tr("Weights %1, KV cache %2, engine %3")
                              .arg(weightFormatName(d.weights), kvFormatName(d.kv),
                                   engineName(d.engine));
        if (!e.engine.calibratedParameters.isEmpty()) {
            QStringList names;
            for (const QString &id : e.engine.calibratedParameters)
                names.append(engineConstant(id) ? engineConstant(id)->name : id);
            tip += u'\n'
                    + tr("Speed calibrated to your measurements (%1): %2")
                              .arg(e.engine.calibrationSource, names.join(QStringLiteral(", ")));
        }
        return tip;
    }
    if (name == u"context") {
        if (training)
            return tr("Tokens per training sequence");
        if (d.workload.inputTokens > 0 || d.workload.outputTokens > 0)
            return tr("%1 input + %2 output tokens per sequence")
                    .arg(Display::integer(d.workload.inputTokens),
                         Display::integer(d.workload.outputTokens));
        return tr("Tokens per sequence");
    }
    if (name == u"sequences")
        return training ? tr("Sequences per GPU step")
                        : tr("Sequences served at once, all replicas together");
    if (!e.memory)
        return name == u"error" ? e.memory.error().detail : QString();
    if (name == u"maxBatch") {
        if (training && e.maxMicroBatch)
            return tr("Largest micro-batch of %1 that fits on every GPU (limited by: %2)")
                    .arg(Display::tokens(tokens), trainingBindingName(e.maxMicroBatch->binding));
        if (!training && e.maxBatch)
            return tr("Most sequences of %1 that fit on these GPUs beside the other deployments, "
                      "all replicas (limited by: %2)")
                    .arg(Display::tokens(tokens), bindingConstraintName(e.maxBatch->binding));
        return tr("Not computed for this deployment");
    }
    if (!e.speed || !e.configurationFits) {
        if (name == u"tokensPerUser" || name == u"tokensTotal" || name == u"ttft" || name == u"cost")
            return !e.configurationFits ? tr("Does not fit in GPU memory, so it would not start: "
                                             "no speed to show.")
                                        : e.speed.error().message;
        return {};
    }
    const SpeedEstimate &t = *e.speed;
    if (name == u"tokensPerUser")
        return tipWith(tr("Output tokens per second for one sequence"), t.tpotExplanation.text());
    if (name == u"tokensTotal")
        return tipWith(tr("Output tokens per second, all sequences and replicas"),
                       t.speedExplanation.text());
    if (name == u"ttft")
        return tipWith(tr("Time to first token at this concurrency"), t.ttftExplanation.text());
    if (name == u"cost") {
        if (!t.costPerMillionOutputTokens)
            return tr("No price per GPU-hour in the project's cost assumptions");
        QString what = tr("Cost per million output tokens at the configuration's on-demand price "
                          "per GPU-hour");
        if (placeholderPrice())
            what += u' '
                    + tr("*: the project's placeholder price: neither the price book nor the "
                         "catalog prices this GPU in %1.")
                              .arg(currencyCode(m_currency));
        return tipWith(what,
                       (t.costExplanation.isEmpty() ? t.speedExplanation : t.costExplanation).text());
    }
    return {};
}

void DeploymentRow::setSelected(bool selected)
{
    if (selected == m_selected)
        return;
    m_selected = selected;
    update();
}

void DeploymentRow::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton || event->button() == Qt::RightButton)
        emit clicked(m_deploymentId);
    QFrame::mousePressEvent(event);
}

void DeploymentRow::paintEvent(QPaintEvent *event)
{
    QFrame::paintEvent(event);
    QPainter p(this);
    const QRect r = rect().adjusted(0, 0, -1, -1);
    const QColor accent = palette().color(QPalette::Highlight);
    if (m_selected) {
        QColor fill = accent;
        fill.setAlphaF(0.18f);
        p.fillRect(r, fill);
        p.fillRect(QRect(r.left(), r.top(), 3, r.height() + 1), accent);
    } else {
        p.fillRect(QRect(r.left(), r.top(), 3, r.height() + 1), palette().color(QPalette::Midlight));
    }
}

} // namespace Headroom

#include "deploymentrow.moc"
