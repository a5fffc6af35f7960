#include "catalog/hfquantization_p.h"

#include <QJsonArray>

#include <algorithm>

// quantization_config (and hf_quant_config.json) as the rules it states; hfquantization.cpp
// matches them against the model's modules.

namespace Headroom::HfQuantDetail {

namespace {

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

// --- one parser per quant_method: each fills in `p` (method and modules_to_not_convert read) --

/** AutoAWQ GEMM: qweight int32 (4-bit packed), qzeros int32 (4-bit packed) and fp16 scales per
 *  group of group_size input rows. */
Result<Parsed> awq(const QJsonObject &q, const Fields &f, Parsed p)
{
    const auto bits = integerField(q, QStringLiteral("bits"), f,
                                   q.contains(u"w_bit") ? q.value(u"w_bit").toInt() : 4, {4, 8});
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

/** AutoGPTQ / GPTQModel: qweight, qzeros (stored even when symmetric), fp16 scales per group,
 *  and g_idx: one int32 per input row. */
Result<Parsed> gptq(const QJsonObject &q, const Fields &f, Parsed p)
{
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

/** bitsandbytes Linear4bit: 4-bit codes + absmax per block of 64; double quant stores absmax as
 *  uint8 + an fp32 per 256 blocks, else absmax is fp32. */
Result<Parsed> bitsandbytes4bit(const QJsonObject &q, const Fields &f, Parsed p)
{
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

Result<Parsed> bitsandbytes(const QJsonObject &q, const Fields &f, Parsed p)
{
    p.ignore += stringList(q.value(u"llm_int8_skip_modules"));
    if (q.value(u"load_in_4bit").toBool())
        return bitsandbytes4bit(q, f, p);
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

/** HF / DeepSeek FP8: e4m3 weights and an fp32 weight_scale_inv per block (per tensor without
 *  weight_block_size, as vLLM's Fp8Config reads it). */
Result<Parsed> fp8(const QJsonObject &q, const Fields &f, Parsed p)
{
    p.ignore += stringList(q.value(u"ignored_layers"));
    const QJsonValue scheme = q.value(u"activation_scheme");
    if (!scheme.isUndefined() && scheme.toString() != u"dynamic" && scheme.toString() != u"static")
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

/** FBGEMM FP8: e4m3 weights, an fp32 scale per output row, activations per token. */
Result<Parsed> fbgemmFp8(const QJsonObject &, const Fields &, Parsed p)
{
    p.rules.append(Rule {{}, fp8Scheme(QuantStrategy::Channel, 32)});
    p.weightFormat = WeightFormat::Fp8;
    return p;
}

/** gpt-oss: only the MoE experts, as *_blocks (E2M1 pairs in uint8) and *_scales (E8M0 per 32);
 *  vLLM's Mxfp4Config leaves every other linear layer unquantized. */
Result<Parsed> mxfp4(const QJsonObject &, const Fields &, Parsed p)
{
    p.rules.append(Rule {{}, fp4Scheme(32, 16)});
    p.expertsOnly = true;
    p.weightFormat = WeightFormat::Mxfp4;
    return p;
}

/** compressed-tensors and ModelOpt read the whole config themselves. */
Result<Parsed> compressedTensorsMethod(const QJsonObject &q, const Fields &f, Parsed p)
{
    return compressedTensors(q, f, p.method);
}

Result<Parsed> modeloptMethod(const QJsonObject &q, const Fields &f, Parsed)
{
    return modelopt(q, f);
}

struct Method
{
    const char *name; // quant_method, lower case
    Result<Parsed> (*parse)(const QJsonObject &q, const Fields &f, Parsed p);
};

constexpr Method kMethods[] = {
        {"compressed-tensors", &compressedTensorsMethod},
        {"modelopt", &modeloptMethod},
        {"awq", &awq},
        {"gptq", &gptq},
        {"bitsandbytes", &bitsandbytes},
        {"fp8", &fp8},
        {"fbgemm_fp8", &fbgemmFp8},
        {"mxfp4", &mxfp4},
};

/** ModelOpt's own file: {"producer": ..., "quantization": {...}}. */
Result<Parsed> modeloptFile(const QJsonObject &hfQuant)
{
    const QJsonObject inner = hfQuant.value(u"quantization").isObject()
            ? hfQuant.value(u"quantization").toObject()
            : hfQuant;
    return modelopt(inner,
                    Fields(QStringLiteral("hf_quant_config.json"), QStringLiteral("quantization")));
}

} // namespace

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

Result<Parsed> parseConfig(const QJsonObject &q, const QJsonObject &hfQuant)
{
    const Fields f(QStringLiteral("config.json"), QStringLiteral("quantization_config"));
    const QJsonValue methodValue = q.value(u"quant_method");
    const QString method = methodValue.toString().toLower();
    if (!hfQuant.isEmpty() && (method.isEmpty() || method == u"modelopt"))
        return modeloptFile(hfQuant);
    if (method.isEmpty()) {
        if (q.contains(u"quant_algo"))
            return modelopt(q, f); // ModelOpt writes no quant_method into some configs
        return f.missing(QStringLiteral("quant_method"));
    }
    Parsed p;
    p.method = method;
    p.ignore = stringList(q.value(u"modules_to_not_convert"));
    for (const Method &m : kMethods) {
        if (method == QLatin1StringView(m.name))
            return m.parse(q, f, p);
    }
    return f.notUnderstood(QStringLiteral("quant_method"), methodValue);
}

} // namespace Headroom::HfQuantDetail
