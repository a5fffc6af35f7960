#include "inspector/workloadeditor.h"

#include "format/displayformat.h"
#include "inspector/editorform.h"
#include "inspector/editorhelpers.h"
#include "inspector/sliderspinbox.h"

#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace Headroom {

namespace {

constexpr int kSliderMinContext = 512;
constexpr int kSliderMaxSequences = 4096;
constexpr int kMaxSequences = 1 << 20;
constexpr int kUnknownMaxContext = 1 << 24;

QDoubleSpinBox *targetEditor(QWidget *parent, const QString &suffix, double maximum)
{
    auto *spin = new QDoubleSpinBox(parent);
    spin->setRange(0, maximum);
    spin->setDecimals(suffix.isEmpty() ? 0 : 1);
    spin->setSuffix(suffix);
    spin->setKeyboardTracking(false);
    spin->setGroupSeparatorShown(true);
    return spin;
}

} // namespace

WorkloadEditor::WorkloadEditor(QWidget *parent)
    : QWidget(parent)
    , m_sequences(new SliderSpinBox(this))
    , m_context(new SliderSpinBox(this))
    , m_contextNote(Inspector::makeNote(this))
    , m_input(new QSpinBox(this))
    , m_output(new QSpinBox(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    EditorForm *form = nullptr;
    layout->addWidget(Inspector::makeSection(tr("Workload"), &form, this));

    form->addRow(tr("Concurrent &sequences:"), m_sequences);
    m_sequences->setEditorNames(tr("Concurrent sequences"));
    m_sequences->setRanges(1, kSliderMaxSequences, 1, kMaxSequences);
    form->addRow(tr("Conte&xt (tokens):"), m_context);
    m_context->setEditorNames(tr("Context in tokens"));
    form->addRow(m_contextNote);

    for (QSpinBox *spin : {m_input, m_output}) {
        spin->setKeyboardTracking(false);
        spin->setGroupSeparatorShown(true);
        //: a token count of 0: the context above is used instead
        spin->setSpecialValueText(tr("not split"));
    }
    form->addRow(tr("&Input tokens:"), m_input);
    form->addRow(tr("&Output tokens:"), m_output);

    EditorForm *targets = nullptr;
    layout->addWidget(Inspector::makeSection(tr("Service-level targets"), &targets, this));
    //: suffix of a spin box: milliseconds
    m_tpot = targetEditor(this, tr(" ms"), 60'000);
    m_ttft = targetEditor(this, tr(" ms"), 600'000);
    //: suffix of a spin box: requests per second
    m_rate = targetEditor(this, tr(" req/s"), 1'000'000);
    m_rate->setDecimals(2);
    for (QDoubleSpinBox *spin : {m_tpot, m_ttft, m_rate})
        spin->setSpecialValueText(tr("no target"));
    // no Alt+letter: the inspector's others and the menu bar take them (tst_keyboard)
    targets->addRow(tr("Time per output token (TPOT):"), m_tpot);
    targets->addRow(tr("Time to first token (TTFT):"), m_ttft);
    targets->addRow(tr("Request rate:"), m_rate);

    connect(m_sequences, &SliderSpinBox::valueEdited, this, [this](int v) {
        edit(QStringLiteral("sequences"), [v](Workload &w) { w.concurrentSequences = v; });
    });
    connect(m_context, &SliderSpinBox::valueEdited, this, [this](int v) {
        edit(QStringLiteral("context"), [v](Workload &w) { w.contextTokens = v; });
    });
    connect(m_input, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QStringLiteral("input"), [v](Workload &w) { w.inputTokens = v; });
    });
    connect(m_output, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QStringLiteral("output"), [v](Workload &w) { w.outputTokens = v; });
    });
    connect(m_tpot, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(QStringLiteral("tpot"), [v](Workload &w) { w.tpotTargetMs = v; });
    });
    connect(m_ttft, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(QStringLiteral("ttft"), [v](Workload &w) { w.ttftTargetMs = v; });
    });
    connect(m_rate, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(QStringLiteral("rate"), [v](Workload &w) { w.requestsPerSecond = v; });
    });
    for (SliderSpinBox *pair : {m_sequences, m_context})
        connect(pair, &SliderSpinBox::editFinished, this, &WorkloadEditor::editFinished);
}

void WorkloadEditor::load(const Workload &workload, std::int64_t modelMaxContext)
{
    m_loaded = workload;
    const int maxContext = modelMaxContext > 0
            ? int(std::min<std::int64_t>(modelMaxContext, kUnknownMaxContext))
            : kUnknownMaxContext;
    m_context->setRanges(std::min(kSliderMinContext, maxContext), maxContext, 1, maxContext);
    m_sequences->setValue(std::clamp(workload.concurrentSequences, 1, kMaxSequences));
    const auto tokens = [maxContext](std::int64_t v) {
        return int(std::clamp<std::int64_t>(v, 0, maxContext));
    };
    // with an input/output split the context is their sum (Workload::tokensPerSequence)
    m_context->setValue(std::max(tokens(workload.tokensPerSequence()), 1));
    const QSignalBlocker blockInput(m_input);
    const QSignalBlocker blockOutput(m_output);
    const QSignalBlocker blockTpot(m_tpot);
    const QSignalBlocker blockTtft(m_ttft);
    const QSignalBlocker blockRate(m_rate);
    m_input->setRange(0, maxContext);
    m_output->setRange(0, maxContext);
    m_input->setValue(tokens(workload.inputTokens));
    m_output->setValue(tokens(workload.outputTokens));
    m_tpot->setValue(workload.tpotTargetMs);
    m_ttft->setValue(workload.ttftTargetMs);
    m_rate->setValue(workload.requestsPerSecond);
    showSplit();
}

bool WorkloadEditor::isDragging() const
{
    return m_sequences->slider()->isSliderDown() || m_context->slider()->isSliderDown();
}

void WorkloadEditor::showSplit()
{
    const bool split = m_loaded.inputTokens > 0 || m_loaded.outputTokens > 0;
    m_context->setEnabled(!split);
    m_contextNote->setVisible(split);
    m_contextNote->setText(split ? tr("The context is input + output tokens: %1. Set both to "
                                      "\"not split\" to set it here.")
                                           .arg(Display::tokens(m_loaded.tokensPerSequence()))
                                 : QString());
}

void WorkloadEditor::edit(const QString &mergeKey, const std::function<void(Workload &)> &change)
{
    // only the edited field changes: the others keep their exact values
    Workload w = m_loaded;
    change(w);
    if (w == m_loaded)
        return;
    emit edited(w, mergeKey);
}

} // namespace Headroom
