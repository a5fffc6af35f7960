#include "inspector/enginesettingseditor.h"

#include "inspector/editorform.h"
#include "inspector/editorhelpers.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Headroom {

EngineSettingsEditor::EngineSettingsEditor(QWidget *parent)
    : QWidget(parent)
    , m_version(new QComboBox(this))
    , m_tokens(new QSpinBox(this))
    , m_sequences(new QSpinBox(this))
    , m_eager(new QCheckBox(tr("No CUDA graphs (eager)"), this))
    , m_note(Inspector::makeNote(this))
{
    setObjectName(QStringLiteral("engineSettingsEditor"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(Inspector::makeSection(tr("Engine settings"), &m_form, this));
    m_version->setObjectName(QStringLiteral("engineVersion"));
    m_version->setToolTip(tr("The engine version whose start-up rules the memory figures follow: "
                             "defaults and what the engine profiles change between versions."));
    m_form->addRow(tr("Engine version:"), m_version);
    m_tokens->setObjectName(QStringLiteral("maxBatchedTokens"));
    m_tokens->setRange(0, kMostBatchedTokens);
    m_tokens->setKeyboardTracking(false);
    m_tokens->setToolTip(tr("Tokens one engine step takes in: vLLM max_num_batched_tokens, SGLang "
                            "chunked_prefill_size, TensorRT-LLM max_num_tokens, llama.cpp "
                            "n_ubatch. vLLM profiles its activations with this many tokens."));
    m_form->addRow(tr("Tokens per step:"), m_tokens);
    m_sequences->setObjectName(QStringLiteral("maxSequences"));
    m_sequences->setRange(0, kMostEngineSequences);
    m_sequences->setKeyboardTracking(false);
    m_sequences->setToolTip(tr("Sequences one replica runs at once: vLLM max_num_seqs, SGLang "
                               "max_running_requests, TensorRT-LLM max_batch_size. vLLM profiles "
                               "its sampler with this many."));
    m_form->addRow(tr("Sequences at once:"), m_sequences);
    m_eager->setObjectName(QStringLiteral("eager"));
    m_eager->setToolTip(tr("vLLM enforce_eager, SGLang disable_cuda_graph: no CUDA graphs are "
                           "captured, which saves their memory and costs speed."));
    m_form->addRow(m_eager);
    m_note->setObjectName(QStringLiteral("engineSettingsNote"));
    m_form->addRow(m_note);
    for (QWidget *w : {static_cast<QWidget *>(m_version), static_cast<QWidget *>(m_tokens),
                       static_cast<QWidget *>(m_sequences)})
        w->setFocusPolicy(Qt::StrongFocus);

    connect(m_version, &QComboBox::activated, this, [this] {
        const QString v = m_version->currentData().toString();
        change(QString(), [&v](EngineSettings &s) { s.version = v; });
    });
    connect(m_tokens, &QSpinBox::valueChanged, this, [this](int v) {
        change(QStringLiteral("maxBatchedTokens"),
               [v](EngineSettings &s) { s.maxBatchedTokens = v; });
    });
    connect(m_sequences, &QSpinBox::valueChanged, this, [this](int v) {
        change(QStringLiteral("maxSequences"), [v](EngineSettings &s) { s.maxSequences = v; });
    });
    connect(m_eager, &QCheckBox::toggled, this,
            [this](bool on) { change(QString(), [on](EngineSettings &s) { s.eager = on; }); });
}

void EngineSettingsEditor::change(const QString &key,
                                  const std::function<void(EngineSettings &)> &apply)
{
    EngineSettings after = m_loaded;
    apply(after);
    if (after == m_loaded)
        return;
    m_loaded = after;
    emit edited(after, key);
}

void EngineSettingsEditor::load(const EngineSettings &settings, EngineKind engine,
                                const EngineRuntime &runtime)
{
    m_loaded = settings;
    const QStringList versions = engineVersions(engine);
    {
        const QSignalBlocker b1(m_version), b2(m_tokens), b3(m_sequences), b4(m_eager);
        m_version->clear();
        if (!versions.isEmpty()) {
            //: the engine version: none chosen, the newest Headroom models
            m_version->addItem(tr("Newest (%1)").arg(versions.last()), QString());
            for (qsizetype i = versions.size() - 1; i >= 0; --i)
                m_version->addItem(versions.at(i), versions.at(i));
            const int index = m_version->findData(settings.version);
            m_version->setCurrentIndex(std::max(index, 0));
        }
        //: a setting left to the engine: its default for this GPU, in brackets
        m_tokens->setSpecialValueText(tr("Engine default (%1)").arg(runtime.maxBatchedTokens));
        m_tokens->setValue(settings.maxBatchedTokens);
        m_sequences->setSpecialValueText(tr("Engine default (%1)").arg(runtime.maxSequences));
        m_sequences->setValue(settings.maxSequences);
        m_eager->setChecked(settings.eager);
    }
    const bool graphs = engine == EngineKind::Vllm || engine == EngineKind::SgLang;
    m_form->setRowVisible(m_version, !versions.isEmpty());
    m_form->setRowVisible(m_eager, graphs);
    m_note->setText(graphs && runtime.cudaGraphs
                            ? tr("CUDA graphs for %n batch size(s).", "", runtime.cudaGraphSizes)
                            : QString());
    m_form->setRowVisible(m_note, graphs && runtime.cudaGraphs);
}

} // namespace Headroom
