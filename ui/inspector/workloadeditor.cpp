#include "inspector/workloadeditor.h"

#include "format/displayformat.h"
#include "inspector/durationspinbox.h"
#include "inspector/editorform.h"
#include "inspector/editorhelpers.h"
#include "inspector/sliderspinbox.h"

#include <QComboBox>
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

} // namespace

WorkloadEditor::WorkloadEditor(QWidget *parent)
    : QWidget(parent)
    , m_sequences(new SliderSpinBox(this))
    , m_context(new SliderSpinBox(this))
    , m_contextNote(Inspector::makeNote(this))
    , m_input(new QSpinBox(this))
    , m_output(new QSpinBox(this))
    , m_load(new QComboBox(this))
    , m_arrivalRate(new QDoubleSpinBox(this))
    , m_inputKind(new QComboBox(this))
    , m_inputSpread(new QDoubleSpinBox(this))
    , m_outputKind(new QComboBox(this))
    , m_outputSpread(new QDoubleSpinBox(this))
    , m_prefixHit(new QDoubleSpinBox(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    buildSequences(layout);
    buildLoad(layout);
    buildTargets(layout);
    connectEdits();
}

/** How many sequences run at once, and how long they are. */
void WorkloadEditor::buildSequences(QVBoxLayout *layout)
{
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
}

/** How requests arrive and how their lengths spread. */
void WorkloadEditor::buildLoad(QVBoxLayout *layout)
{
    EditorForm *load = nullptr;
    layout->addWidget(Inspector::makeSection(tr("Load"), &load, this));
    m_load->addItem(tr("Closed loop (users)"), int(LoadKind::ClosedLoop));
    m_load->addItem(tr("Open loop (a rate)"), int(LoadKind::OpenLoop));
    m_load->setToolTip(tr("Closed loop: each user sends the next request when the last one ends, "
                          "as serving benchmarks do. Open loop: requests arrive at random "
                          "(Poisson) at the rate below, whatever the latency."));
    load->addRow(tr("Arrivals:"), m_load);
    for (QComboBox *combo : {m_load, m_inputKind, m_outputKind}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
    }
    m_arrivalRate->setRange(0, 1'000'000);
    m_arrivalRate->setDecimals(2);
    m_arrivalRate->setKeyboardTracking(false);
    m_arrivalRate->setGroupSeparatorShown(true);
    m_arrivalRate->setSuffix(tr(" req/s"));
    load->addRow(tr("Arrival rate:"), m_arrivalRate);
    for (QComboBox *kind : {m_inputKind, m_outputKind}) {
        kind->addItem(tr("fixed"), int(LengthDistribution::Kind::Fixed));
        //: lengths drawn evenly around the mean, +- the spread
        kind->addItem(tr("uniform"), int(LengthDistribution::Kind::Uniform));
        kind->addItem(tr("exponential"), int(LengthDistribution::Kind::Exponential));
    }
    for (QDoubleSpinBox *spread : {m_inputSpread, m_outputSpread}) {
        spread->setRange(0, 100);
        spread->setDecimals(0);
        spread->setKeyboardTracking(false);
        //: a spread of lengths around their mean, in percent
        spread->setPrefix(tr("±"));
        spread->setSuffix(tr(" %"));
        spread->setToolTip(tr("Uniform lengths lie within the mean ± this share of it"));
    }
    load->addRow(tr("Input lengths:"), m_inputKind);
    load->addRow(tr("Input spread:"), m_inputSpread);
    load->addRow(tr("Output lengths:"), m_outputKind);
    load->addRow(tr("Output spread:"), m_outputSpread);
    m_prefixHit->setRange(0, 100);
    m_prefixHit->setDecimals(0);
    m_prefixHit->setKeyboardTracking(false);
    m_prefixHit->setSuffix(tr(" %"));
    m_prefixHit->setToolTip(tr("The share of each prompt already in the prefix cache (a shared "
                               "system prompt, earlier turns): it is not prefilled again"));
    load->addRow(tr("Prefix cache hits:"), m_prefixHit);
}

void WorkloadEditor::buildTargets(QVBoxLayout *layout)
{
    EditorForm *targets = nullptr;
    layout->addWidget(Inspector::makeSection(tr("Service-level targets"), &targets, this));
    // durations as the figures write them: "50 ms", "2.00 s" (typed "2 s" or "2000")
    m_tpot = new DurationSpinBox(this);
    m_tpot->setRange(0, 60'000);
    m_ttft = new DurationSpinBox(this);
    m_ttft->setRange(0, 600'000);
    m_rate = new QDoubleSpinBox(this);
    m_rate->setRange(0, 1'000'000);
    m_rate->setDecimals(2);
    //: suffix of a spin box: requests per second
    m_rate->setSuffix(tr(" req/s"));
    m_rate->setKeyboardTracking(false);
    m_rate->setGroupSeparatorShown(true);
    for (QDoubleSpinBox *spin : {m_tpot, m_ttft, m_rate})
        spin->setSpecialValueText(tr("no target"));
    // no Alt+letter: the inspector's others and the menu bar take them (tst_keyboard)
    targets->addRow(tr("Time per output token (TPOT):"), m_tpot);
    targets->addRow(tr("Time to first token (TTFT):"), m_ttft);
    targets->addRow(tr("Request rate:"), m_rate);
}

void WorkloadEditor::connectEdits()
{
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
    connect(m_load, &QComboBox::activated, this, [this](int index) {
        const auto kind = LoadKind(m_load->itemData(index).toInt());
        edit(QStringLiteral("load"), [kind](Workload &w) {
            w.load = kind;
            if (kind == LoadKind::OpenLoop && !(w.arrivalRate > 0))
                w.arrivalRate = 1; // a rate to start from: an open loop needs one
        });
    });
    connect(m_arrivalRate, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(QStringLiteral("arrivalRate"), [v](Workload &w) { w.arrivalRate = v; });
    });
    connect(m_inputKind, &QComboBox::activated, this, [this](int index) {
        const auto kind = LengthDistribution::Kind(m_inputKind->itemData(index).toInt());
        edit(QStringLiteral("inputKind"), [kind](Workload &w) {
            w.inputKind = kind;
            if (kind == LengthDistribution::Kind::Uniform && w.inputSpread == 0)
                w.inputSpread = 0.5;
        });
    });
    connect(m_outputKind, &QComboBox::activated, this, [this](int index) {
        const auto kind = LengthDistribution::Kind(m_outputKind->itemData(index).toInt());
        edit(QStringLiteral("outputKind"), [kind](Workload &w) {
            w.outputKind = kind;
            if (kind == LengthDistribution::Kind::Uniform && w.outputSpread == 0)
                w.outputSpread = 0.5;
        });
    });
    connect(m_inputSpread, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(QStringLiteral("inputSpread"), [v](Workload &w) { w.inputSpread = v / 100; });
    });
    connect(m_prefixHit, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(QStringLiteral("prefixHit"), [v](Workload &w) { w.prefixHitRate = v / 100; });
    });
    connect(m_outputSpread, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(QStringLiteral("outputSpread"), [v](Workload &w) { w.outputSpread = v / 100; });
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
    const QSignalBlocker blockArrival(m_arrivalRate);
    const QSignalBlocker blockInputSpread(m_inputSpread);
    const QSignalBlocker blockOutputSpread(m_outputSpread);
    const QSignalBlocker blockPrefixHit(m_prefixHit);
    m_prefixHit->setValue(workload.prefixHitRate * 100);
    m_load->setCurrentIndex(m_load->findData(int(workload.load)));
    m_arrivalRate->setValue(workload.arrivalRate);
    m_inputKind->setCurrentIndex(m_inputKind->findData(int(workload.inputKind)));
    m_outputKind->setCurrentIndex(m_outputKind->findData(int(workload.outputKind)));
    m_inputSpread->setValue(workload.inputSpread * 100);
    m_outputSpread->setValue(workload.outputSpread * 100);
    showSplit();
    showLoad();
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

void WorkloadEditor::showLoad()
{
    // an open loop is set by its rate; the users of a closed loop are the sequences above
    m_arrivalRate->setEnabled(m_loaded.load == LoadKind::OpenLoop);
    m_inputSpread->setEnabled(m_loaded.inputKind == LengthDistribution::Kind::Uniform);
    m_outputSpread->setEnabled(m_loaded.outputKind == LengthDistribution::Kind::Uniform);
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
