#include "inspector/editorhelpers.h"
#include "inspector/editorform.h"

#include "format/partcolors.h"
#include "format/texthelpers.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QGroupBox>
#include <QLabel>
#include <QPalette>

namespace Headroom::Inspector {

namespace {

struct InspectorText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Inspector)
};

} // namespace

QGroupBox *makeSection(const QString &title, EditorForm **form, QWidget *parent)
{
    auto *box = new QGroupBox(title, parent);
    *form = new EditorForm(box);
    return box;
}

QLabel *makeNote(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    return label;
}

void selectData(QComboBox *combo, int value)
{
    combo->setCurrentIndex(combo->findData(value));
}

void styleAsHighlight(QLabel *label)
{
    label->setFont(Display::boldFont(label->font()));
    label->setAutoFillBackground(true);
    label->setBackgroundRole(QPalette::Highlight);
    label->setForegroundRole(QPalette::HighlightedText);
    label->setMargin(2);
}

void styleAsError(QLabel *label)
{
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, Display::overflowColor());
    label->setPalette(palette);
}

QString optimizerName(Optimizer optimizer)
{
    switch (optimizer) {
    case Optimizer::AdamW: return InspectorText::tr("AdamW (mixed precision)");
    case Optimizer::AdamW8bit: return InspectorText::tr("AdamW 8-bit");
    case Optimizer::Sgd: return InspectorText::tr("SGD");
    case Optimizer::AdamWBf16: return InspectorText::tr("AdamW, pure BF16");
    }
    return {};
}

QString loraTargetsName(LoraTargets targets)
{
    switch (targets) {
    case LoraTargets::Attention: return InspectorText::tr("Attention projections");
    case LoraTargets::Mlp: return InspectorText::tr("MLP projections");
    case LoraTargets::AllLinear: return InspectorText::tr("All linear layers");
    }
    return {};
}

QString offloadName(TrainingOffload offload)
{
    switch (offload) {
    case TrainingOffload::None: return InspectorText::tr("None");
    case TrainingOffload::Optimizer: return InspectorText::tr("Optimizer states to CPU");
    case TrainingOffload::All: return InspectorText::tr("Optimizer states and parameters to CPU");
    }
    return {};
}

QString zeroStageName(int stage)
{
    switch (stage) {
    case 0: return InspectorText::tr("Off (plain data parallel)");
    case 1: return InspectorText::tr("Stage 1: shard optimizer states");
    case 2: return InspectorText::tr("Stage 2: + gradients");
    case 3: return InspectorText::tr("Stage 3: + parameters (FSDP full shard)");
    }
    return {};
}

} // namespace Headroom::Inspector
