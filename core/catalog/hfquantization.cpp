#include "catalog/hfquantization.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <array>

namespace Headroom {

namespace {

struct QuantText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Catalog)
};

/** One set of modules stored one way: compressed-tensors config group, ModelOpt quantized
 *  layer, or the whole checkpoint's single scheme. */
struct Rule
{
    QStringList targets; // empty: every linear module (never embeddings)
    QuantScheme scheme;
};

/** What a quantization config says, before it meets the model's modules. */
struct Parsed
{
    QString method;
    QString format;
    QList<Rule> rules; // the first rule whose targets match a module applies
    QStringList ignore; // modules left 16-bit
    bool lmHeadIsLinear = false; // compressed-tensors / ModelOpt: lm_head is one more Linear
    bool expertsOnly = false; // mxfp4 (gpt-oss): only the MoE experts
    WeightFormat weightFormat = WeightFormat::Bf16;
};

/** Names the field a value came from: "config.json: quantization_config.bits". */
class Fields
{
public:
    Fields(QString file, QString base)
        : m_file(std::move(file))
        , m_base(std::move(base))
    { }

    QString path(const QString &key) const { return m_base + u'.' + key; }
    Fields nested(const QString &key) const { return {m_file, path(key)}; }
    std::unexpected<Error> notUnderstood(const QString &key, const QJsonValue &value) const
    {
        QString text = value.isString() ? value.toString()
                : value.isDouble()      ? QString::number(value.toDouble())
                : value.isBool()        ? QString::fromLatin1(value.toBool() ? "true" : "false")
                                        : QString::fromLatin1(value.isNull() ? "null" : "?");
        return fail(QuantText::tr("%1: %2 '%3' is not understood").arg(m_file, path(key), text),
                    path(key));
    }
    std::unexpected<Error> missing(const QString &key) const
    {
        return fail(QuantText::tr("%1: %2 is missing").arg(m_file, path(key)), path(key));
    }

private:
    QString m_file;
    QString m_base;
};

QStringList stringList(const QJsonValue &value)
{
    QStringList list;
    if (value.isString())
        list.append(value.toString());
    for (const QJsonValue &v : value.toArray())
        list.append(v.toString());
    return list;
}

// --- storage layouts, each from the code that writes the checkpoint ------------------------

QuantScheme fp8Scheme(QuantStrategy strategy, int scaleBits)
{
    QuantScheme s;
    s.weightBits = 8;
    s.floatWeights = true;
    s.strategy = strategy;
    s.scaleBits = scaleBits;
    s.activationBits = 8;
    return s;
}

/** FP4 E2M1 with an 8-bit scale per group: FP8 E4M3 per 16 (NVFP4), E8M0 per 32 (MXFP4). */
QuantScheme fp4Scheme(int groupSize, int activationBits)
{
    QuantScheme s;
    s.weightBits = 4;
    s.floatWeights = true;
    s.strategy = QuantStrategy::Group;
    s.groupSize = groupSize;
    s.scaleBits = 8;
    s.activationBits = activationBits;
    return s;
}

/** Integer weights with a 16-bit scale per group (or per output channel when group <= 0). */
QuantScheme intScheme(int bits, int groupSize, int zeroBits, int activationBits)
{
    QuantScheme s;
    s.weightBits = bits;
    s.floatWeights = false;
    s.strategy = groupSize > 0 ? QuantStrategy::Group : QuantStrategy::Channel;
    s.groupSize = std::max(groupSize, 0);
    s.scaleBits = 16;
    s.zeroBits = zeroBits;
    s.activationBits = activationBits;
    return s;
}

WeightFormat formatOf(const QuantScheme &s, WeightFormat int4)
{
    if (!s.isQuantized())
        return WeightFormat::Bf16;
    if (s.floatWeights && s.weightBits == 4)
        return s.groupSize == 16 ? WeightFormat::Nvfp4 : WeightFormat::Mxfp4;
    if (s.weightBits >= 8)
        return s.floatWeights ? WeightFormat::Fp8 : WeightFormat::Int8;
    return int4;
}

Result<int> integerField(const QJsonObject &o, const QString &key, const Fields &f, int fallback,
                         std::initializer_list<int> allowed)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull())
        return fallback;
    const int value = v.toInt(-1);
    if (!v.isDouble() || double(value) != v.toDouble()
        || (allowed.size() > 0 && std::find(allowed.begin(), allowed.end(), value) == allowed.end()))
        return f.notUnderstood(key, v);
    return value;
}

/** compressed-tensors QuantizationArgs of the weights (quantization_args.py): num_bits, type,
 *  strategy, group_size, block_structure, symmetric. Scales are stored in the dense dtype
 *  (BF16), FP4 scales in FP8 E4M3 (group 16, + an fp32 global scale) or E8M0 (group 32);
 *  pack-quantized stores asymmetric zero points packed at num_bits. */
Result<QuantScheme> compressedTensorsScheme(const QJsonObject &group, const Fields &f)
{
    const QJsonObject w = group.value(u"weights").toObject();
    const Fields wf = f.nested(QStringLiteral("weights"));
    if (w.isEmpty())
        return f.missing(QStringLiteral("weights"));
    QuantScheme s;
    const QJsonValue type = w.value(u"type");
    if (type.isUndefined() || type.toString() == u"int")
        s.floatWeights = false;
    else if (type.toString() == u"float")
        s.floatWeights = true;
    else
        return wf.notUnderstood(QStringLiteral("type"), type);
    const auto bits = integerField(w, QStringLiteral("num_bits"), wf, 8,
                                   s.floatWeights ? std::initializer_list<int> {4, 8}
                                                  : std::initializer_list<int> {2, 3, 4, 8});
    if (!bits)
        return std::unexpected(bits.error());
    s.weightBits = *bits;
    const auto groupSize = integerField(w, QStringLiteral("group_size"), wf, 0, {});
    if (!groupSize)
        return std::unexpected(groupSize.error());
    const QJsonValue strategy = w.value(u"strategy");
    const QString name = strategy.isUndefined() || strategy.isNull()
            ? QString::fromLatin1(*groupSize > 0 ? "group" : "tensor")
            : strategy.toString();
    if (name == u"tensor") {
        s.strategy = QuantStrategy::Tensor;
    } else if (name == u"channel") {
        s.strategy = QuantStrategy::Channel;
    } else if (name == u"group" || name == u"tensor_group") {
        s.strategy = QuantStrategy::Group;
        if (*groupSize <= 0)
            return wf.notUnderstood(QStringLiteral("group_size"), w.value(u"group_size"));
        s.groupSize = *groupSize;
    } else if (name == u"block") {
        s.strategy = QuantStrategy::Block;
        const QJsonArray block = w.value(u"block_structure").toArray();
        if (block.size() != 2 || block.at(0).toInt() <= 0 || block.at(1).toInt() <= 0)
            return wf.notUnderstood(QStringLiteral("block_structure"), w.value(u"block_structure"));
        s.blockRows = block.at(0).toInt();
        s.blockCols = block.at(1).toInt();
    } else {
        return wf.notUnderstood(QStringLiteral("strategy"), strategy);
    }
    s.scaleBits = (s.floatWeights && s.weightBits == 4) ? 8 : 16;
    if (w.contains(u"symmetric") && !w.value(u"symmetric").toBool(true))
        s.zeroBits = s.weightBits;
    const QJsonValue act = group.value(u"input_activations");
    if (act.isObject()) {
        const auto a = integerField(act.toObject(), QStringLiteral("num_bits"),
                                    f.nested(QStringLiteral("input_activations")), 8, {4, 8, 16});
        if (!a)
            return std::unexpected(a.error());
        s.activationBits = *a;
    } else {
        s.activationBits = 16;
    }
    return s;
}

Result<Parsed> compressedTensors(const QJsonObject &q, const Fields &f, const QString &method)
{
    Parsed p;
    p.method = method;
    p.format = q.value(u"format").toString();
    p.lmHeadIsLinear = true;
    const QJsonObject groups = q.value(u"config_groups").toObject();
    if (groups.isEmpty())
        return f.missing(QStringLiteral("config_groups"));
    const Fields gf = f.nested(QStringLiteral("config_groups"));
    for (auto it = groups.begin(); it != groups.end(); ++it) {
        const auto scheme = compressedTensorsScheme(it.value().toObject(), gf.nested(it.key()));
        if (!scheme)
            return std::unexpected(scheme.error());
        Rule rule;
        rule.scheme = *scheme;
        rule.targets = stringList(it.value().toObject().value(u"targets"));
        if (rule.targets.contains(u"Linear"_qs))
            rule.targets.clear();
        p.rules.append(rule);
    }
    p.ignore = stringList(q.value(u"ignore"));
    p.weightFormat = formatOf(p.rules.first().scheme, WeightFormat::Int4Gptq);
    return p;
}

/** ModelOpt quant_algo (modelopt/torch/export/quant_utils.py, vLLM modelopt.py): FP8 per tensor
 *  with fp32 scales; NVFP4 E2M1 + FP8 scale per group_size (16) + fp32 global scale; MXFP8 /
 *  W4A8_MXFP4_FP8 with E8M0 scales per 32; W4A16/W4A8 AWQ int4 + 16-bit scale per group. */
Result<QuantScheme> modeloptScheme(const QJsonValue &algo, int groupSize, const Fields &f,
                                   const QString &key)
{
    const QString a = algo.toString().toUpper();
    if (a == u"FP8")
        return fp8Scheme(QuantStrategy::Tensor, 32);
    if (a == u"FP8_PER_CHANNEL_PER_TOKEN")
        return fp8Scheme(QuantStrategy::Channel, 32);
    if (a == u"FP8_PB_WO") {
        QuantScheme s = fp8Scheme(QuantStrategy::Block, 32);
        s.blockRows = s.blockCols = 128;
        s.activationBits = 16;
        return s;
    }
    if (a == u"NVFP4" || a == u"NVFP4_AWQ")
        return fp4Scheme(groupSize > 0 ? groupSize : 16, 4);
    if (a == u"W4A16_NVFP4")
        return fp4Scheme(groupSize > 0 ? groupSize : 16, 16);
    if (a == u"W4A8_NVFP4_FP8")
        return fp4Scheme(groupSize > 0 ? groupSize : 16, 8);
    if (a == u"MXFP8") {
        QuantScheme s = fp8Scheme(QuantStrategy::Group, 8);
        s.groupSize = 32;
        return s;
    }
    if (a == u"MXFP4" || a == u"W4A8_MXFP4_FP8")
        return fp4Scheme(32, a == u"MXFP4" ? 4 : 8);
    if (a == u"W4A16_AWQ" || a == u"INT4_AWQ")
        return intScheme(4, groupSize > 0 ? groupSize : 128, 0, 16);
    if (a == u"W4A8_AWQ")
        return intScheme(4, groupSize > 0 ? groupSize : 128, 0, 8);
    if (a == u"INT8_SQ" || a == u"W8A8_SQ_PER_CHANNEL")
        return intScheme(8, 0, 0, 8);
    return f.notUnderstood(key, algo);
}

Result<Parsed> modelopt(const QJsonObject &q, const Fields &f)
{
    Parsed p;
    p.method = QStringLiteral("modelopt");
    p.lmHeadIsLinear = true;
    const QJsonValue algo = q.value(u"quant_algo");
    if (algo.isUndefined() || algo.isNull()) {
        if (q.contains(u"config_groups"))
            return compressedTensors(q, f, p.method);
        return f.missing(QStringLiteral("quant_algo"));
    }
    p.format = algo.toString();
    const int groupSize = q.value(u"group_size").toInt(0);
    p.ignore = stringList(q.value(u"exclude_modules")) + stringList(q.value(u"ignore"));
    if (p.format.toUpper() == u"MIXED_PRECISION") {
        const QJsonObject layers = q.value(u"quantized_layers").toObject();
        if (layers.isEmpty())
            return f.missing(QStringLiteral("quantized_layers"));
        const Fields lf = f.nested(QStringLiteral("quantized_layers"));
        QList<Rule> byScheme;
        for (auto it = layers.begin(); it != layers.end(); ++it) {
            const QJsonObject layer = it.value().toObject();
            const auto scheme = modeloptScheme(layer.value(u"quant_algo"),
                                               layer.value(u"group_size").toInt(groupSize),
                                               lf.nested(it.key()), QStringLiteral("quant_algo"));
            if (!scheme)
                return std::unexpected(scheme.error());
            auto same = std::find_if(byScheme.begin(), byScheme.end(),
                                     [&](const Rule &r) { return r.scheme == *scheme; });
            if (same == byScheme.end()) {
                byScheme.append(Rule {{}, *scheme});
                same = byScheme.end() - 1;
            }
            same->targets.append(it.key());
        }
        p.rules = byScheme;
        // the scheme that names the most modules stands for the checkpoint
        const auto most = std::max_element(byScheme.cbegin(), byScheme.cend(),
                                           [](const Rule &a, const Rule &b) {
                                               return a.targets.size() < b.targets.size();
                                           });
        p.weightFormat = formatOf(most->scheme, WeightFormat::Int4Awq);
        return p;
    }
    const auto scheme = modeloptScheme(algo, groupSize, f, QStringLiteral("quant_algo"));
    if (!scheme)
        return std::unexpected(scheme.error());
    p.rules.append(Rule {{}, *scheme});
    p.weightFormat = formatOf(*scheme, WeightFormat::Int4Awq);
    return p;
}

Result<Parsed> parseConfig(const QJsonObject &q, const QJsonObject &hfQuant)
{
    const Fields f(QStringLiteral("config.json"), QStringLiteral("quantization_config"));
    const QJsonValue methodValue = q.value(u"quant_method");
    const QString method = methodValue.toString().toLower();
    if (!hfQuant.isEmpty() && (method.isEmpty() || method == u"modelopt")) {
        // ModelOpt's own file: {"producer": ..., "quantization": {...}}
        const QJsonObject inner = hfQuant.value(u"quantization").isObject()
                ? hfQuant.value(u"quantization").toObject()
                : hfQuant;
        return modelopt(inner,
                        Fields(QStringLiteral("hf_quant_config.json"),
                               QStringLiteral("quantization")));
    }
    if (method.isEmpty()) {
        if (q.contains(u"quant_algo"))
            return modelopt(q, f); // ModelOpt writes no quant_method into some configs
        return f.missing(QStringLiteral("quant_method"));
    }
    Parsed p;
    p.method = method;
    p.ignore = stringList(q.value(u"modules_to_not_convert"));
    if (method == u"compressed-tensors")
        return compressedTensors(q, f, method);
    if (method == u"modelopt")
        return modelopt(q, f);
    if (method == u"awq") {
        // AutoAWQ GEMM: qweight int32 (4-bit packed), qzeros int32 (4-bit packed) and fp16
        // scales per group of group_size input rows
        const auto bits = integerField(q, QStringLiteral("bits"), f,
                                       q.contains(u"w_bit") ? q.value(u"w_bit").toInt() : 4,
                                       {4, 8});
        const auto group = integerField(q, QStringLiteral("group_size"), f,
                                        q.value(u"q_group_size").toInt(128), {});
        if (!bits)
            return std::unexpected(bits.error());
        if (!group)
            return std::unexpected(group.error());
        const bool zero = q.value(u"zero_point").toBool(true);
        p.rules.append(Rule {{}, intScheme(*bits, *group, zero ? *bits : 0, 16)});
        p.format = q.value(u"version").toString();
        p.weightFormat = *bits == 8 ? WeightFormat::Int8 : WeightFormat::Int4Awq;
        return p;
    }
    if (method == u"gptq") {
        // AutoGPTQ / GPTQModel: qweight, qzeros (stored even when symmetric), fp16 scales per
        // group, and g_idx: one int32 per input row
        const auto bits = integerField(q, QStringLiteral("bits"), f, 4, {2, 3, 4, 8});
        const auto group = integerField(q, QStringLiteral("group_size"), f, 128, {});
        if (!bits)
            return std::unexpected(bits.error());
        if (!group)
            return std::unexpected(group.error());
        QuantScheme s = intScheme(*bits, *group, *bits, 16);
        s.rowIndexBits = 32;
        p.rules.append(Rule {{}, s});
        p.format = q.value(u"desc_act").toBool() ? QStringLiteral("desc_act")
                                                 : q.value(u"checkpoint_format").toString();
        p.lmHeadIsLinear = q.value(u"lm_head").toBool(false);
        p.weightFormat = *bits == 8 ? WeightFormat::Int8 : WeightFormat::Int4Gptq;
        return p;
    }
    if (method == u"bitsandbytes") {
        p.ignore += stringList(q.value(u"llm_int8_skip_modules"));
        if (q.value(u"load_in_4bit").toBool()) {
            // bitsandbytes Linear4bit: 4-bit codes + absmax per block of 64; double quant
            // stores absmax as uint8 + an fp32 per 256 blocks, else absmax is fp32
            const QJsonValue type = q.value(u"bnb_4bit_quant_type");
            const QString t = type.isUndefined() ? QStringLiteral("fp4") : type.toString();
            if (t != u"nf4" && t != u"fp4")
                return f.notUnderstood(QStringLiteral("bnb_4bit_quant_type"), type);
            QuantScheme s;
            s.weightBits = 4;
            s.floatWeights = t == u"fp4";
            s.strategy = QuantStrategy::Group;
            s.groupSize = 64;
            if (q.value(u"bnb_4bit_use_double_quant").toBool()) {
                s.scaleBits = 8;
                s.superGroupSize = 64 * 256;
                s.superScaleBits = 32;
            } else {
                s.scaleBits = 32;
            }
            p.rules.append(Rule {{}, s});
            p.format = t;
            p.weightFormat = WeightFormat::Nf4;
            return p;
        }
        if (q.value(u"load_in_8bit").toBool()) {
            // LLM.int8(): int8 weights + an fp32 scale (SCB) per output row
            QuantScheme s = intScheme(8, 0, 0, 8);
            s.scaleBits = 32;
            p.rules.append(Rule {{}, s});
            p.format = QStringLiteral("int8");
            p.weightFormat = WeightFormat::Int8;
            return p;
        }
        return f.missing(QStringLiteral("load_in_4bit"));
    }
    if (method == u"fp8") {
        // HF / DeepSeek FP8: e4m3 weights and an fp32 weight_scale_inv per block (per tensor
        // without weight_block_size, as vLLM's Fp8Config reads it)
        p.ignore += stringList(q.value(u"ignored_layers"));
        const QJsonValue scheme = q.value(u"activation_scheme");
        if (!scheme.isUndefined() && scheme.toString() != u"dynamic"
            && scheme.toString() != u"static")
            return f.notUnderstood(QStringLiteral("activation_scheme"), scheme);
        const QJsonValue block = q.value(u"weight_block_size");
        QuantScheme s = fp8Scheme(QuantStrategy::Tensor, 32);
        if (!block.isUndefined() && !block.isNull()) {
            const QJsonArray b = block.toArray();
            if (b.size() != 2 || b.at(0).toInt() <= 0 || b.at(1).toInt() <= 0)
                return f.notUnderstood(QStringLiteral("weight_block_size"), block);
            s.strategy = QuantStrategy::Block;
            s.blockRows = b.at(0).toInt();
            s.blockCols = b.at(1).toInt();
        }
        p.rules.append(Rule {{}, s});
        p.format = q.value(u"fmt").toString();
        p.weightFormat = WeightFormat::Fp8;
        return p;
    }
    if (method == u"fbgemm_fp8") {
        // FBGEMM FP8: e4m3 weights, an fp32 scale per output row, activations per token
        p.rules.append(Rule {{}, fp8Scheme(QuantStrategy::Channel, 32)});
        p.weightFormat = WeightFormat::Fp8;
        return p;
    }
    if (method == u"mxfp4") {
        // gpt-oss: only the MoE experts, as *_blocks (E2M1 pairs in uint8) and *_scales (E8M0
        // per 32); vLLM's Mxfp4Config leaves every other linear layer unquantized
        p.rules.append(Rule {{}, fp4Scheme(32, 16)});
        p.expertsOnly = true;
        p.weightFormat = WeightFormat::Mxfp4;
        return p;
    }
    return f.notUnderstood(QStringLiteral("quant_method"), methodValue);
}

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

struct GroupTally
{
    double params = 0;
    double quantized = 0;
    double bits = 0; // params x bits, summed
    QList<std::pair<QuantScheme, double>> schemes;
};

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
    const Parsed &p = *parsed;
    const QList<Pattern> ignore = patterns(p.ignore);
    QList<QList<Pattern>> targets;
    for (const Rule &r : p.rules)
        targets.append(patterns(r.targets));
    const QString prefix = layerPrefix(p);

    std::array<GroupTally, kQuantGroups> tally {};
    const auto count = [&](QuantGroup g, const QString &name, double params, bool linear) {
        GroupTally &t = tally.at(std::size_t(g));
        t.params += params;
        const QuantScheme *scheme = nullptr;
        const bool expert = g == QuantGroup::RoutedExperts;
        if (!anyMatch(ignore, name) && (!p.expertsOnly || expert)) {
            for (qsizetype i = 0; i < p.rules.size() && !scheme; ++i) {
                const bool all = p.rules.at(i).targets.isEmpty();
                if ((all && linear) || (!all && anyMatch(targets.at(i), name)))
                    scheme = &p.rules.at(i).scheme;
            }
        }
        if (!scheme || !scheme->isQuantized()) {
            t.bits += params * 16;
            return;
        }
        const double bits = scheme->bitsPerWeight(m.hidden);
        t.quantized += params;
        t.bits += params * bits;
        auto it = std::find_if(t.schemes.begin(), t.schemes.end(),
                               [&](const auto &s) { return s.first == *scheme; });
        if (it == t.schemes.end())
            t.schemes.append({*scheme, params});
        else
            it->second += params;
    };

    const int layers = std::max(m.layers, 0);
    const int dense = m.isMoe() ? std::clamp(m.moe.firstDenseLayers, 0, layers) : layers;
    const QList<Module> denseModules = layerModules(m, false);
    const QList<Module> moeModules = m.isMoe() ? layerModules(m, true) : QList<Module>();
    for (int layer = 0; layer < layers; ++layer) {
        const QString base = prefix + QString::number(layer) + u'.';
        for (const Module &mod : layer < dense ? denseModules : moeModules)
            count(mod.group, base + mod.name, mod.params, true);
    }
    const bool multimodal = prefix.startsWith(u"language_model.");
    const double table = double(m.vocab) * m.hidden;
    count(QuantGroup::Embedding,
          multimodal ? QStringLiteral("language_model.model.embed_tokens")
                     : QStringLiteral("model.embed_tokens"),
          table, false);
    count(QuantGroup::LmHead,
          multimodal ? QStringLiteral("language_model.lm_head") : QStringLiteral("lm_head"),
          m.tiedEmbeddings ? 0.0 : table, p.lmHeadIsLinear);

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
    m.quantization = spec;
    // several schemes (compressed-tensors groups, ModelOpt mixed precision): the largest group's
    const QuantScheme main = spec.mainScheme();
    const bool several = p.method == u"compressed-tensors" || p.rules.size() > 1;
    m.defaultWeightFormat = weightFormatId(several && main.isQuantized()
                                                   ? formatOf(main, WeightFormat::Int4Gptq)
                                                   : p.weightFormat);
    return {};
}

} // namespace Headroom
