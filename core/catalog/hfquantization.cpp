#include "catalog/hfquantization.h"

#include "catalog/hfquantization_p.h"

#include <QRegularExpression>

#include <algorithm>
#include <array>

// Matches the rules of a quantization config (parsed in hfquantizationconfig.cpp) against the
// model's modules and sums what each group of weights stores.

namespace Headroom {

using namespace HfQuantDetail;

namespace {

// --- module names --------------------------------------------------------------------------

/** A pattern of an ignore / target list: `re:` regex (re.match), glob (fnmatch: ModelOpt, and
 *  the `*` forms of modules_to_not_convert) or a dotted name that matches whole components. */
class Pattern
{
public:
    explicit Pattern(const QString &text)
    {
        if (text.startsWith(u"re:")) {
            m_kind = Kind::Regex;
            m_regex = QRegularExpression(QRegularExpression::anchoredPattern(text.mid(3) + u".*"));
        } else if (text.endsWith(u'*') && !text.chopped(1).contains(u'*') && !text.contains(u'?')) {
            m_kind = Kind::Prefix;
            m_text = text.chopped(1);
        } else if (text.contains(u'*') || text.contains(u'?')) {
            m_kind = Kind::Glob;
            m_regex = QRegularExpression(QRegularExpression::wildcardToRegularExpression(text));
        } else {
            m_kind = Kind::Name;
            m_text = text;
        }
    }

    /** Whether the module `name` (or a module it sits in) matches. */
    bool matches(const QString &name) const
    {
        switch (m_kind) {
        case Kind::Regex: return m_regex.match(name).hasMatch();
        case Kind::Prefix: return name.startsWith(m_text);
        case Kind::Glob: {
            qsizetype dot = 0;
            while (dot >= 0) {
                dot = name.indexOf(u'.', dot + 1);
                if (m_regex.match(dot < 0 ? name : name.left(dot)).hasMatch())
                    return true;
            }
            return false;
        }
        case Kind::Name: {
            const qsizetype at = name.indexOf(m_text);
            for (qsizetype i = at; i >= 0; i = name.indexOf(m_text, i + 1)) {
                const qsizetype end = i + m_text.size();
                if ((i == 0 || name.at(i - 1) == u'.')
                    && (end == name.size() || name.at(end) == u'.'))
                    return true;
            }
            return false;
        }
        }
        return false;
    }

private:
    enum class Kind { Regex, Prefix, Glob, Name };
    Kind m_kind = Kind::Name;
    QString m_text;
    QRegularExpression m_regex;
};

QList<Pattern> patterns(const QStringList &texts)
{
    QList<Pattern> list;
    list.reserve(texts.size());
    for (const QString &t : texts)
        list.append(Pattern(t));
    return list;
}

bool anyMatch(const QList<Pattern> &list, const QString &name)
{
    return std::any_of(list.cbegin(), list.cend(),
                       [&](const Pattern &p) { return p.matches(name); });
}

struct Module
{
    QuantGroup group;
    QString name; // after the layer prefix: "self_attn.q_proj"
    double params;
};

/** The linear modules of one layer, as Hugging Face names them, with their parameters. */
QList<Module> layerModules(const ModelSpec &m, bool moeLayer)
{
    const double d = m.hidden;
    const double h = m.heads;
    const double kv = m.kvHeads > 0 ? m.kvHeads : m.heads;
    const double hd = m.headDim > 0 ? m.headDim : d / std::max(m.heads, 1);
    QList<Module> list;
    const auto add = [&](QuantGroup g, const char *name, double params) {
        list.append(Module {g, QString::fromLatin1(name), params});
    };
    using G = QuantGroup;
    if (m.isMla()) {
        const double qHead = double(m.mla.qkNopeHeadDim) + m.mla.qkRopeHeadDim;
        if (m.mla.qLoraRank > 0) {
            add(G::Attention, "self_attn.q_a_proj", d * m.mla.qLoraRank);
            add(G::Attention, "self_attn.q_b_proj", double(m.mla.qLoraRank) * h * qHead);
        } else {
            add(G::Attention, "self_attn.q_proj", d * h * qHead);
        }
        add(G::Attention, "self_attn.kv_a_proj_with_mqa",
            d * (double(m.mla.kvLoraRank) + m.mla.qkRopeHeadDim));
        add(G::Attention, "self_attn.kv_b_proj",
            double(m.mla.kvLoraRank) * h * (double(m.mla.qkNopeHeadDim) + m.mla.vHeadDim));
        add(G::Attention, "self_attn.o_proj", h * m.mla.vHeadDim * d);
    } else {
        add(G::Attention, "self_attn.q_proj", d * h * hd);
        add(G::Attention, "self_attn.k_proj", d * kv * hd);
        add(G::Attention, "self_attn.v_proj", d * kv * hd);
        add(G::Attention, "self_attn.o_proj", h * hd * d);
    }
    const bool gated = m.mlp == MlpKind::Gated;
    if (!moeLayer) {
        const double i = m.intermediate;
        if (gated)
            add(G::DenseMlp, "mlp.gate_proj", d * i);
        add(G::DenseMlp, "mlp.up_proj", d * i);
        add(G::DenseMlp, "mlp.down_proj", i * d);
        return list;
    }
    const double e = m.moe.experts;
    const double w = m.moe.expertIntermediate > 0 ? m.moe.expertIntermediate : m.intermediate;
    const QString &type = m.architecture;
    if (type == u"gpt_oss") { // fused: experts.gate_up_proj, experts.down_proj
        add(G::RoutedExperts, "mlp.experts.gate_up_proj", e * 2 * d * w);
        add(G::RoutedExperts, "mlp.experts.down_proj", e * w * d);
    } else if (type == u"mixtral" || type.startsWith(u"minimax")) {
        add(G::RoutedExperts, "block_sparse_moe.experts.0.w1", e * d * w);
        add(G::RoutedExperts, "block_sparse_moe.experts.0.w3", e * d * w);
        add(G::RoutedExperts, "block_sparse_moe.experts.0.w2", e * w * d);
    } else {
        if (gated)
            add(G::RoutedExperts, "mlp.experts.0.gate_proj", e * d * w);
        add(G::RoutedExperts, "mlp.experts.0.up_proj", e * d * w);
        add(G::RoutedExperts, "mlp.experts.0.down_proj", e * w * d);
    }
    const double shared = m.moe.sharedExpertIntermediate > 0 ? m.moe.sharedExpertIntermediate
                                                             : w * m.moe.sharedExperts;
    if (shared > 0) {
        const bool single = type.startsWith(u"qwen"); // Qwen2/3 MoE: mlp.shared_expert
        if (gated)
            add(G::SharedExperts,
                single ? "mlp.shared_expert.gate_proj" : "mlp.shared_experts.gate_proj",
                d * shared);
        add(G::SharedExperts, single ? "mlp.shared_expert.up_proj" : "mlp.shared_experts.up_proj",
            d * shared);
        add(G::SharedExperts,
            single ? "mlp.shared_expert.down_proj" : "mlp.shared_experts.down_proj", shared * d);
    }
    return list;
}

/** How the lists name the decoder layers: "model.layers.", or the multimodal
 *  "model.language_model.layers." / "language_model.model.layers.". */
QString layerPrefix(const Parsed &p)
{
    QStringList texts = p.ignore;
    for (const Rule &r : p.rules)
        texts += r.targets;
    for (const char *prefix : {"model.language_model.layers.", "language_model.model.layers."}) {
        const QString s = QString::fromLatin1(prefix);
        if (std::any_of(texts.cbegin(), texts.cend(),
                        [&](const QString &t) { return t.contains(s); }))
            return s;
    }
    return QStringLiteral("model.layers.");
}

/** The parsed config's ignore and target lists as patterns: which rule's scheme a module of
 *  the model is stored in. */
class ModuleMatcher
{
public:
    explicit ModuleMatcher(const Parsed &p)
        : m_parsed(p)
        , m_ignore(patterns(p.ignore))
    {
        for (const Rule &r : p.rules)
            m_targets.append(patterns(r.targets));
    }

    /** The first rule's scheme whose targets match `name` (a rule without targets: every linear
     *  module); none for an ignored module, or outside the experts of an experts-only config. */
    const QuantScheme *schemeOf(QuantGroup group, const QString &name, bool linear) const
    {
        const bool expert = group == QuantGroup::RoutedExperts;
        if (anyMatch(m_ignore, name) || (m_parsed.expertsOnly && !expert))
            return nullptr;
        for (qsizetype i = 0; i < m_parsed.rules.size(); ++i) {
            const bool all = m_parsed.rules.at(i).targets.isEmpty();
            if ((all && linear) || (!all && anyMatch(m_targets.at(i), name)))
                return &m_parsed.rules.at(i).scheme;
        }
        return nullptr;
    }

private:
    const Parsed &m_parsed;
    QList<Pattern> m_ignore;
    QList<QList<Pattern>> m_targets;
};

struct GroupTally
{
    double params = 0;
    double quantized = 0;
    double bits = 0; // params x bits, summed
    QList<std::pair<QuantScheme, double>> schemes;
};

using Tally = std::array<GroupTally, kQuantGroups>;

/** Adds `params` weights of `group` stored in `scheme` (none: 16-bit). */
void count(Tally &tally, QuantGroup group, const QuantScheme *scheme, double params, int hidden)
{
    GroupTally &t = tally.at(std::size_t(group));
    t.params += params;
    if (!scheme || !scheme->isQuantized()) {
        t.bits += params * 16;
        return;
    }
    const double bits = scheme->bitsPerWeight(hidden);
    t.quantized += params;
    t.bits += params * bits;
    auto it = std::find_if(t.schemes.begin(), t.schemes.end(),
                           [&](const auto &s) { return s.first == *scheme; });
    if (it == t.schemes.end())
        t.schemes.append({*scheme, params});
    else
        it->second += params;
}

/** Every weight of the model, module by module: the layers' linear modules, then the embedding
 *  table and the LM head. */
Tally tallyModules(const ModelSpec &m, const Parsed &p)
{
    const ModuleMatcher matcher(p);
    const QString prefix = layerPrefix(p);
    Tally tally {};
    const auto add = [&](QuantGroup g, const QString &name, double params, bool linear) {
        count(tally, g, matcher.schemeOf(g, name, linear), params, m.hidden);
    };
    const int layers = std::max(m.layers, 0);
    const int dense = m.isMoe() ? std::clamp(m.moe.firstDenseLayers, 0, layers) : layers;
    const QList<Module> denseModules = layerModules(m, false);
    const QList<Module> moeModules = m.isMoe() ? layerModules(m, true) : QList<Module>();
    for (int layer = 0; layer < layers; ++layer) {
        const QString base = prefix + QString::number(layer) + u'.';
        for (const Module &mod : layer < dense ? denseModules : moeModules)
            add(mod.group, base + mod.name, mod.params, true);
    }
    const bool multimodal = prefix.startsWith(u"language_model.");
    const double table = double(m.vocab) * m.hidden;
    add(QuantGroup::Embedding,
        multimodal ? QStringLiteral("language_model.model.embed_tokens")
                   : QStringLiteral("model.embed_tokens"),
        table, false);
    add(QuantGroup::LmHead,
        multimodal ? QStringLiteral("language_model.lm_head") : QStringLiteral("lm_head"),
        m.tiedEmbeddings ? 0.0 : table, p.lmHeadIsLinear);
    return tally;
}

/** Each group's share of quantized weights, its bits per weight and its largest scheme. */
QuantizationSpec quantizationOf(const Tally &tally, const Parsed &p)
{
    QuantizationSpec spec;
    spec.method = p.method;
    spec.format = p.format;
    for (int i = 0; i < kQuantGroups; ++i) {
        const GroupTally &t = tally.at(std::size_t(i));
        QuantizedTensors &g = spec.groups.at(std::size_t(i));
        if (t.params <= 0 || t.quantized <= 0)
            continue;
        g.quantizedShare = t.quantized / t.params;
        g.bitsPerWeight = t.bits / t.params;
        g.scheme = std::max_element(t.schemes.cbegin(), t.schemes.cend(),
                                    [](const auto &a, const auto &b) { return a.second < b.second; })
                           ->first;
    }
    return spec;
}

/** The format the checkpoint is listed under: with several schemes (compressed-tensors groups,
 *  ModelOpt mixed precision), the largest group's. */
WeightFormat defaultFormatOf(const QuantizationSpec &spec, const Parsed &p)
{
    const QuantScheme main = spec.mainScheme();
    const bool several = p.method == u"compressed-tensors" || p.rules.size() > 1;
    return several && main.isQuantized() ? formatOf(main, WeightFormat::Int4Gptq) : p.weightFormat;
}

} // namespace

Result<std::optional<WeightFormat>> hfQuantizationFormat(const QJsonObject &config,
                                                         const QJsonObject &hfQuantConfig)
{
    const QJsonValue q = config.value(u"quantization_config");
    if ((q.isUndefined() || q.isNull()) && hfQuantConfig.isEmpty())
        return std::optional<WeightFormat>();
    const auto parsed = parseConfig(q.toObject(), hfQuantConfig);
    if (!parsed)
        return std::unexpected(parsed.error());
    return std::optional(parsed->weightFormat);
}

Result<void> readHfQuantization(const QJsonObject &config, const QJsonObject &hfQuantConfig,
                                ModelSpec &m)
{
    const QJsonValue q = config.value(u"quantization_config");
    if ((q.isUndefined() || q.isNull()) && hfQuantConfig.isEmpty())
        return {};
    if (!q.isUndefined() && !q.isNull() && !q.isObject())
        return fail(QuantText::tr("config.json: quantization_config is not an object"),
                    QStringLiteral("quantization_config"));
    const auto parsed = parseConfig(q.toObject(), hfQuantConfig);
    if (!parsed)
        return std::unexpected(parsed.error());
    m.quantization = quantizationOf(tallyModules(m, *parsed), *parsed);
    m.defaultWeightFormat = weightFormatId(defaultFormatOf(m.quantization, *parsed));
    return {};
}

} // namespace Headroom
