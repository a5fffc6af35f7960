#include "board/deploymentrow.h"

#include "board/elidedlabel.h"
#include "board/flowlayout.h"
#include "format/displayformat.h"

#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QVBoxLayout>

namespace Headroom {

namespace {

QString html(const QString &text)
{
    return text.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>"));
}

/** A figure: one line when there is room, wrapped at spaces when a translation is longer than
 *  the card is wide (its size hint is the one-line width, so the flow layout keeps figures
 *  side by side whenever they fit). */
class FigureLabel final : public QLabel
{
public:
    explicit FigureLabel(QWidget *parent)
        : QLabel(parent)
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
};

QString tipWith(const QString &title, const QString &body)
{
    return QStringLiteral("<b>%1</b><br><small>%2</small>").arg(html(title), html(body));
}

} // namespace

DeploymentRow::DeploymentRow(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("deploymentRow"));
    auto *layout = new QVBoxLayout(this);
    const int m = fontMetrics().height() / 4;
    layout->setContentsMargins(m * 2, m, m, m);
    layout->setSpacing(m);
    m_name = new ElidedLabel(this);
    m_name->setObjectName(QStringLiteral("deploymentName"));
    QFont bold = m_name->font();
    bold.setBold(true);
    m_name->setFont(bold);
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

QLabel *DeploymentRow::addFigure(const QString &name)
{
    auto *label = new FigureLabel(this);
    label->setObjectName(QStringLiteral("figure_") + name);
    m_flow->addWidget(label);
    m_figures.insert(name, label);
    return label;
}

QString DeploymentRow::nameText() const
{
    return m_name->fullText();
}

void DeploymentRow::setFigure(const QString &name, const QString &text, const QString &toolTip)
{
    QLabel *label = m_figures.value(name);
    if (!label)
        return;
    label->setVisible(!text.isEmpty());
    label->setText(text);
    label->setToolTip(toolTip);
    label->setAccessibleName(text);
    label->setAccessibleDescription(toolTip);
}

void DeploymentRow::setEstimate(const DeploymentEstimate &e, Currency currency)
{
    const bool fits = e.configurationFits; // the whole configuration: it starts, or not
    m_deploymentId = e.deployment.id;
    const Deployment &d = e.deployment;
    const QString modelName = e.model ? e.model->name : d.modelId;
    m_name->setFullText(modelName);
    m_name->setExtraToolTip(e.model && !e.model->hfId.isEmpty() ? e.model->hfId : QString());
    setAccessibleName(tr("Deployment %1").arg(modelName));

    QString formats = tr("%1 · KV %2 · %3")
                              .arg(weightFormatName(d.weights), kvFormatName(d.kv),
                                   engineName(d.engine));
    if (d.mode != DeploymentMode::Inference)
        formats = deploymentModeName(d.mode) + QStringLiteral(" · ") + formats;
    setFigure(QStringLiteral("formats"), formats,
              tr("Weights %1, KV cache %2, engine %3")
                      .arg(weightFormatName(d.weights), kvFormatName(d.kv), engineName(d.engine)));

    const bool training = d.mode != DeploymentMode::Inference;
    const std::int64_t tokens = training ? d.training.sequenceTokens
                                         : d.workload.tokensPerSequence();
    if (training) {
        setFigure(QStringLiteral("context"), tr("Sequence %1").arg(Display::tokens(tokens)),
                  tr("Tokens per training sequence"));
        setFigure(QStringLiteral("sequences"),
                  tr("Micro-batch %1").arg(Display::integer(d.training.microBatch)),
                  tr("Sequences per GPU step"));
    } else {
        QString contextTip = tr("Tokens per sequence");
        if (d.workload.inputTokens > 0 || d.workload.outputTokens > 0)
            contextTip = tr("%1 input + %2 output tokens per sequence")
                                 .arg(Display::integer(d.workload.inputTokens),
                                      Display::integer(d.workload.outputTokens));
        setFigure(QStringLiteral("context"), tr("Context %1").arg(Display::tokens(tokens)),
                  contextTip);
        const int sequences = d.workload.concurrentSequences;
        setFigure(QStringLiteral("sequences"), tr("%n sequence(s)", "", sequences),
                  tr("Sequences served at once, all replicas together"));
    }

    if (!e.memory) {
        for (const char *name : {"maxBatch", "tokensPerUser", "tokensTotal", "ttft", "cost"})
            setFigure(QString::fromLatin1(name), {}, {});
        setFigure(QStringLiteral("error"), e.memory.error().message, e.memory.error().detail);
        update();
        return;
    }
    setFigure(QStringLiteral("error"), {}, {});

    if (training && e.maxMicroBatch) {
        setFigure(QStringLiteral("maxBatch"),
                  tr("Max micro-batch %1").arg(Display::integer(e.maxMicroBatch->value)),
                  tr("Largest micro-batch of %1 that fits on every GPU (limited by: %2)")
                          .arg(Display::tokens(tokens),
                               trainingBindingName(e.maxMicroBatch->binding)));
    } else if (!training && e.maxBatch) {
        setFigure(QStringLiteral("maxBatch"),
                  e.maxBatch->value > 0
                          ? tr("Max batch %1").arg(Display::integer(e.maxBatch->value))
                          : tr("Max batch 0: does not fit"),
                  tr("Most sequences of %1 that fit on these GPUs beside the other deployments, "
                     "all replicas (limited by: %2)")
                          .arg(Display::tokens(tokens), bindingConstraintName(e.maxBatch->binding)));
    } else {
        setFigure(QStringLiteral("maxBatch"), tr("Max batch —"),
                  tr("Not computed for this deployment"));
    }

    const QString dash = QStringLiteral("—");
    if (e.throughput && fits) {
        const ThroughputEstimate &t = *e.throughput;
        setFigure(QStringLiteral("tokensPerUser"),
                  tr("%1 per user").arg(Display::tokensPerSecond(t.decodeTokensPerSecondPerSequence)),
                  tipWith(tr("Output tokens per second for one sequence"),
                          t.tpotExplanation.text()));
        setFigure(QStringLiteral("tokensTotal"),
                  tr("%1 total").arg(Display::tokensPerSecond(t.throughputTokensPerSecond)),
                  tipWith(tr("Output tokens per second, all sequences and replicas"),
                          t.throughputExplanation.text()));
        setFigure(QStringLiteral("ttft"), tr("TTFT %1").arg(Display::seconds(t.ttftSeconds)),
                  tipWith(tr("Time to first token at this concurrency"), t.ttftExplanation.text()));
        if (t.costPerMillionOutputTokens)
            setFigure(QStringLiteral("cost"),
                      tr("%1 / 1M tokens")
                              .arg(Display::money(*t.costPerMillionOutputTokens, currency)),
                      tipWith(tr("Cost per million output tokens at the project's on-demand price "
                                 "per GPU-hour"),
                              (t.costExplanation.isEmpty() ? t.throughputExplanation
                                                           : t.costExplanation)
                                      .text()));
        else
            setFigure(QStringLiteral("cost"), tr("%1 / 1M tokens").arg(dash),
                      tr("No price per GPU-hour in the project's cost assumptions"));
    } else {
        const QString why = !fits ? tr("Does not fit in GPU memory, so it would not start: no "
                                       "speed to show.")
                                  : e.throughput.error().message;
        setFigure(QStringLiteral("tokensPerUser"), tr("%1 per user").arg(dash), why);
        setFigure(QStringLiteral("tokensTotal"), tr("%1 total").arg(dash), why);
        setFigure(QStringLiteral("ttft"), tr("TTFT %1").arg(dash), why);
        setFigure(QStringLiteral("cost"), tr("%1 / 1M tokens").arg(dash), why);
    }
    update();
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
