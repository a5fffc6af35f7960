#include "catalog/ggufreader.h"

#include "catalog/ggufreader_p.h"
#include "spec/modellimits.h"

#include <optional>

// The architecture a GGUF header states; the header itself is read in ggufreader.cpp.

namespace Headroom {

using GgufDetail::GgufReaderText;

namespace {

/** The metadata key of each field: "<arch>.block_count" and so on (llama.cpp gguf-py names). */
QString ggufKey(const QString &arch, ModelField field)
{
    const auto key = [&](const char *suffix) -> QString {
        return arch + u'.' + QLatin1StringView(suffix);
    };
    switch (field) {
    case ModelField::Layers:
    case ModelField::NormsPerLayer:
    case ModelField::ExtraParameters: return key("block_count");
    case ModelField::Hidden: return key("embedding_length");
    case ModelField::Intermediate: return key("feed_forward_length");
    case ModelField::Heads: return key("attention.head_count");
    case ModelField::KvHeads:
    case ModelField::GroupKvHeads: return key("attention.head_count_kv");
    case ModelField::HeadDim:
    case ModelField::GroupHeadDim:
    case ModelField::QkNopeHeadDim: return key("attention.key_length");
    case ModelField::VHeadDim: return key("attention.value_length");
    case ModelField::Vocab: return key("vocab_size");
    case ModelField::MaxContext: return key("context_length");
    case ModelField::SlidingWindow:
    case ModelField::LayerGroups:
    case ModelField::GroupLayers:
    case ModelField::GroupWindow:
    case ModelField::GroupStateBytes: return key("attention.sliding_window");
    case ModelField::Experts: return key("expert_count");
    case ModelField::ExpertsPerToken: return key("expert_used_count");
    case ModelField::SharedExperts: return key("expert_shared_count");
    case ModelField::FirstDenseLayers: return key("leading_dense_block_count");
    case ModelField::ExpertIntermediate: return key("expert_feed_forward_length");
    case ModelField::SharedExpertIntermediate: return key("expert_shared_feed_forward_length");
    case ModelField::KvLoraRank: return key("attention.kv_lora_rank");
    case ModelField::QLoraRank: return key("attention.q_lora_rank");
    case ModelField::QkRopeHeadDim: return key("rope.dimension_count");
    case ModelField::MtpLayers: return key("nextn_predict_layers");
    case ModelField::DeclaredParameters:
    case ModelField::DeclaredActiveParameters:
    case ModelField::VisionParameters:
    case ModelField::VisionLayers:
    case ModelField::VisionHidden:
    case ModelField::VisionIntermediate:
    case ModelField::VisionPatches:
    case ModelField::VisionTokens: return QStringLiteral("tensors");
    case ModelField::RecurrentKeyHeads:
    case ModelField::RecurrentValueHeads:
    case ModelField::RecurrentKeyHeadDim:
    case ModelField::RecurrentValueHeadDim:
    case ModelField::RecurrentConvKernel:
    case ModelField::RecurrentStateBits: return key("ssm.state_size");
    case ModelField::IndexHeads: return key("attention.indexer.head_count");
    case ModelField::IndexHeadDim: return key("attention.indexer.key_length");
    case ModelField::IndexTopK: return key("attention.indexer.top_k");
    case ModelField::MoeLatentSize: return key("moe_latent_size");
    }
    return {};
}

/** Reads the architecture's numbers through modelFieldValue(): the first bad one is the error. */
class GgufFields
{
public:
    GgufFields(const GgufHeader &header, const QString &arch)
        : m_header(header)
        , m_names {GgufReaderText::tr("GGUF header"),
                   [arch](ModelField f) { return ggufKey(arch, f); }}
    { }

    std::optional<Error> error;
    const ModelFieldNames &names() const { return m_names; }

    int value(ModelField field) { return int(value64(field)); }
    /** `lookup` overrides the key read (for the message too, unless `shown` is given). */
    std::int64_t value64(ModelField field, const QString &lookup = {}, const QString &shown = {})
    {
        const QString k = lookup.isEmpty() ? m_names.key(field) : lookup;
        const auto v = modelFieldValue(m_header.metadata.value(k), field, m_names,
                                       shown.isEmpty() ? k : shown);
        if (!v && !error)
            error = v.error();
        return v.value_or(0);
    }

    /** Tensor elements, summed in floating point (a header may claim anything). */
    std::int64_t tensorElements()
    {
        double total = 0;
        for (const GgufTensor &t : m_header.tensors) {
            double n = 1;
            for (std::uint64_t d : t.dims)
                n *= static_cast<double>(d);
            total += n;
        }
        return checked(total, ModelField::DeclaredParameters);
    }

private:
    std::int64_t checked(double v, ModelField field)
    {
        const auto r = modelFieldValue(v, field, m_names);
        if (!r && !error)
            error = r.error();
        return r.value_or(0);
    }

    const GgufHeader &m_header;
    ModelFieldNames m_names;
};

} // namespace

Result<ModelSpec> modelSpecFromGguf(const GgufHeader &header)
{
    const QString arch = header.architecture();
    if (arch.isEmpty())
        return fail(GgufReaderText::tr("The GGUF header has no general.architecture."));
    GgufFields f(header, arch);
    ModelSpec m;
    m.architecture = arch;
    m.name = header.metadata.value(QStringLiteral("general.name")).toString();
    m.id = m.name.toLower().replace(u' ', u'-');
    if (m.id.isEmpty())
        m.id = arch;
    m.layers = f.value(ModelField::Layers);
    m.hidden = f.value(ModelField::Hidden);
    m.intermediate = f.value(ModelField::Intermediate);
    m.heads = f.value(ModelField::Heads);
    m.kvHeads = f.value(ModelField::KvHeads);
    if (m.kvHeads == 0)
        m.kvHeads = m.heads;
    m.headDim = f.value(ModelField::HeadDim);
    m.maxContext = f.value64(ModelField::MaxContext);
    m.slidingWindow = f.value(ModelField::SlidingWindow);
    m.vocab = f.value(ModelField::Vocab);
    if (m.vocab == 0)
        m.vocab = int(f.value64(ModelField::Vocab, QStringLiteral("tokenizer.ggml.tokens#count"),
                                QStringLiteral("tokenizer.ggml.tokens")));
    m.moe.experts = f.value(ModelField::Experts);
    m.moe.expertsPerToken = f.value(ModelField::ExpertsPerToken);
    m.moe.sharedExperts = f.value(ModelField::SharedExperts);
    m.moe.expertIntermediate = f.value(ModelField::ExpertIntermediate);
    if (m.moe.experts > 0 && m.moe.expertIntermediate == 0)
        m.moe.expertIntermediate = m.intermediate;
    m.mla.kvLoraRank = f.value(ModelField::KvLoraRank);
    m.mla.qLoraRank = f.value(ModelField::QLoraRank);
    m.mla.qkRopeHeadDim = f.value(ModelField::QkRopeHeadDim);
    m.declaredParameters = f.tensorElements();
    if (f.error)
        return std::unexpected(*f.error);
    bool hasOutput = false;
    for (const GgufTensor &t : header.tensors)
        hasOutput = hasOutput || t.name == QStringLiteral("output.weight");
    m.tiedEmbeddings = !hasOutput;
    m.provenance.source = QStringLiteral("GGUF header");
    const QStringList missing = [&] {
        QStringList names;
        if (m.layers <= 0)
            names << arch + QStringLiteral(".block_count");
        if (m.hidden <= 0)
            names << arch + QStringLiteral(".embedding_length");
        if (m.heads <= 0)
            names << arch + QStringLiteral(".attention.head_count");
        return names;
    }();
    if (!missing.isEmpty())
        return fail(GgufReaderText::tr("The GGUF header lacks %1.")
                            .arg(missing.join(QStringLiteral(", "))),
                    missing.first());
    if (m.headDim == 0)
        m.headDim = m.hidden / m.heads;
    if (auto limits = checkModelLimits(m, f.names()); !limits)
        return std::unexpected(limits.error());
    return m;
}

} // namespace Headroom
