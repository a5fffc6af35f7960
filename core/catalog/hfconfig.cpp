#include "catalog/hfconfig.h"

#include "catalog/hfconfig_p.h"
#include "catalog/hfquantization.h"
#include "spec/modellimits.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>

// The layer patterns are read in hfconfiglayers.cpp, vision towers in hfconfigvision.cpp.

namespace Headroom {

using namespace HfConfigDetail;

namespace {

void readMoe(ConfigReader &c, const QString &type, ModelSpec &m)
{
    const std::int64_t experts = c.integerOr(ModelField::Experts,
                                             {u"num_local_experts", u"n_routed_experts",
                                              u"num_experts"},
                                             0);
    if (experts <= 0)
        return;
    m.moe.experts = int(experts);
    m.moe.expertsPerToken = int(
            c.integer(ModelField::ExpertsPerToken, {u"num_experts_per_tok", u"experts_per_token"}));
    m.moe.expertIntermediate = int(c.integerOr(ModelField::ExpertIntermediate,
                                               {u"moe_intermediate_size"}, m.intermediate));
    m.moe.sharedExperts = int(c.integerOr(ModelField::SharedExperts, {u"n_shared_experts"}, 0));
    m.moe.firstDenseLayers = int(
            c.integerOr(ModelField::FirstDenseLayers, {u"first_k_dense_replace"}, 0));
    if (const std::int64_t shared = c.integerOr(ModelField::SharedExpertIntermediate,
                                                {u"shared_expert_intermediate_size"}, 0);
        shared > 0) {
        m.moe.sharedExperts = 1;
        m.moe.sharedExpertIntermediate = int(shared);
    }
    // e_score_correction_bias: DeepSeek-V3 and its descendants (noaux_tc routing), gpt-oss
    m.moe.routerBias = isOneOf(type,
                               {u"deepseek_v3", u"deepseek_v32", u"kimi_k2", u"glm_moe_dsa",
                                u"gpt_oss"})
            || c.value(u"topk_method").toString() == u"noaux_tc";
}

/** GLM-5 style indexer sharing (transformers GlmMoeDsaConfig): `indexer_types` ("full" runs the
 *  indexer, "shared" reuses the previous full layer's top-k), else layer i shares unless
 *  max(i - index_skip_topk_offset + 1, 0) mod index_topk_freq == 0 (freq 1: every layer full). */
void readIndexerTypes(ConfigReader &c, ModelSpec &m)
{
    QList<bool> shared;
    const QJsonArray types = c.value(u"indexer_types").toArray();
    if (!types.isEmpty()) {
        if (types.size() != m.layers) {
            refuse(c, wrongLength(QStringLiteral("indexer_types"), types.size(), m.layers));
            return;
        }
        for (qsizetype i = 0; i < types.size(); ++i) {
            const QString t = types.at(i).toString();
            if (t != u"full" && t != u"shared") {
                refuse(c,
                       unknownKind(QStringLiteral("indexer_types"),
                                   types.at(i).toVariant().toString(), i));
                return;
            }
            shared.append(t == u"shared");
        }
    } else {
        const int freq = int(c.integerOr(ModelField::Layers, {u"index_topk_freq"}, 1));
        const int offset = int(c.integerOr(ModelField::Layers, {u"index_skip_topk_offset"}, 2));
        if (freq <= 1)
            return;
        for (int i = 0; i < m.layers; ++i)
            shared.append(std::max(i - offset + 1, 0) % freq != 0);
    }
    if (!shared.contains(true))
        return;
    QList<AttentionLayerGroup> perLayer;
    for (bool s : std::as_const(shared)) {
        AttentionLayerGroup g;
        g.layers = 1;
        g.sharedIndexer = s;
        perLayer.append(g);
    }
    m.attentionLayers = mergeGroups(perLayer);
}

void readMla(ConfigReader &c, ModelSpec &m)
{
    m.mla.kvLoraRank = int(c.integerOr(ModelField::KvLoraRank, {u"kv_lora_rank"}, 0));
    if (m.mla.kvLoraRank <= 0)
        return;
    m.mla.qLoraRank = int(c.integerOr(ModelField::QLoraRank, {u"q_lora_rank"}, 0));
    m.mla.qkRopeHeadDim = int(c.integerOr(ModelField::QkRopeHeadDim, {u"qk_rope_head_dim"}, 64));
    m.mla.qkNopeHeadDim = int(c.integerOr(ModelField::QkNopeHeadDim, {u"qk_nope_head_dim"}, 128));
    m.mla.vHeadDim = int(c.integerOr(ModelField::VHeadDim, {u"v_head_dim"}, 128));
    if (!c.has(u"head_dim")) // a query/key head is nope + rope wide (192 in DeepSeek-V3), not d/H
        m.headDim = m.mla.qkNopeHeadDim + m.mla.qkRopeHeadDim;
    // DeepSeek Sparse Attention (DeepSeek-V3.2, GLM-5): the lightning indexer's sizes
    m.mla.indexHeads = int(c.integerOr(ModelField::IndexHeads, {u"index_n_heads"}, 0));
    if (m.mla.indexHeads <= 0)
        return;
    m.mla.indexHeadDim = int(c.integerOr(ModelField::IndexHeadDim, {u"index_head_dim"}, 128));
    m.mla.indexTopK = int(c.integerOr(ModelField::IndexTopK, {u"index_topk"}, 2048));
    readIndexerTypes(c, m);
}

/** MTP modules (docs/estimation.md, "MTP"): DeepSeek-V3 / GLM / Kimi num_nextn_predict_layers,
 *  Qwen3-Next / Qwen3.5 mtp_num_hidden_layers, MiniMax-M2 use_mtp x num_mtp_modules x
 *  mtp_transformer_layers (modules its published checkpoint does not hold). */
void readMtp(ConfigReader &c, ModelSpec &m)
{
    if (c.has(u"num_nextn_predict_layers")) {
        m.mtp.layers = int(c.integer(ModelField::MtpLayers, {u"num_nextn_predict_layers"}));
        m.mtp.layout = MtpLayout::DeepSeek;
    } else if (c.has(u"mtp_num_hidden_layers")) {
        m.mtp.layers = int(c.integer(ModelField::MtpLayers, {u"mtp_num_hidden_layers"}));
        m.mtp.layout = MtpLayout::Qwen;
        m.mtp.dedicatedEmbeddings = c.boolOr(u"mtp_use_dedicated_embeddings", false);
    } else if (c.boolOr(u"use_mtp", false)) {
        const std::int64_t modules = c.integerOr(ModelField::MtpLayers, {u"num_mtp_modules"}, 1);
        const std::int64_t perModule = c.integerOr(ModelField::MtpLayers,
                                                   {u"mtp_transformer_layers"}, 1);
        m.mtp.layers = int(std::min<std::int64_t>(modules * perModule, 1 << 20));
        m.mtp.layout = MtpLayout::NotReleased;
    }
}

} // namespace

std::optional<WeightFormat> hfWeightFormat(const QJsonObject &root)
{
    const ConfigReader c(root);
    if (const auto quantized = hfQuantizationFormat(root); quantized && *quantized)
        return **quantized;
    const QString dtype = (c.has(u"torch_dtype") ? c.value(u"torch_dtype") : c.value(u"dtype"))
                                  .toString();
    if (dtype == u"bfloat16")
        return WeightFormat::Bf16;
    if (dtype == u"float16")
        return WeightFormat::Fp16;
    if (dtype == u"float32") // as stored; deploymentdefaults.h serves it in 16 bits
        return WeightFormat::Fp32;
    return std::nullopt;
}

namespace {

/** OPT and Falcon: plain MLP, LayerNorm, their own names for the MLP width and KV heads. */
void readOptOrFalcon(ConfigReader &c, bool opt, ModelSpec &m)
{
    m.mlp = MlpKind::Plain;
    m.norm = NormKind::LayerNorm;
    const std::int64_t fallback = 4 * std::int64_t(m.hidden);
    if (opt) {
        m.intermediate = int(c.integerOr(ModelField::Intermediate, {u"ffn_dim"}, fallback));
        m.attentionBias = m.outputProjectionBias = m.mlpBias = c.boolOr(u"enable_bias", true);
        m.learnedPositions = true;
        return;
    }
    m.intermediate = int(c.integerOr(ModelField::Intermediate, {u"ffn_hidden_size"}, fallback));
    m.attentionBias = m.outputProjectionBias = m.mlpBias = c.boolOr(u"bias", false);
    if (c.boolOr(u"new_decoder_architecture", false))
        m.kvHeads = int(c.integerOr(ModelField::KvHeads, {u"num_kv_heads"}, m.heads));
    else
        m.kvHeads = c.boolOr(u"multi_query", true) ? 1 : m.heads;
    if (!c.boolOr(u"new_decoder_architecture", false) && c.boolOr(u"parallel_attn", true))
        m.normsPerLayer = 1; // 7B: one shared input LayerNorm
}

/** RWKV (transformers RwkvConfig for model_type "rwkv", RWKV-4; the RWKV organisation's
 *  Rwkv6Config for "rwkv6"): attention-free blocks of time mixing and channel mixing
 *  (parametercount.cpp rwkvParts()), a LayerNorm pre_ln before the first block, LayerNorm ln_out,
 *  untied head. No per-token KV: each block keeps a constant state per sequence (kvcache.cpp).
 *  RWKV-6 heads = attention_hidden_size / head_size; its intermediate_size, when null, is
 *  (hidden x 3.5) // 32 x 32 (modeling_rwkv6.py). Other RWKV generations (rwkv5, rwkv7) have
 *  other blocks and are refused, naming model_type. */
Result<void> readRwkv(ConfigReader &c, const QString &type, ModelSpec &m)
{
    if (type != u"rwkv" && type != u"rwkv6")
        return fail(CatalogText::tr("config.json: 'model_type' is '%1', an RWKV generation "
                                    "Headroom cannot count (it reads 'rwkv' and 'rwkv6')")
                            .arg(type.left(60)),
                    QStringLiteral("model_type"));
    const bool v6 = type == u"rwkv6";
    m.layers = int(c.integer(ModelField::Layers, {u"num_hidden_layers"}));
    m.hidden = int(c.integer(ModelField::Hidden, {u"hidden_size"}));
    m.vocab = int(c.integer(ModelField::Vocab, {u"vocab_size"}));
    if (c.error)
        return std::unexpected(*c.error);
    const int attention = int(c.integerOr(ModelField::Hidden, {u"attention_hidden_size"}, m.hidden));
    const std::int64_t defaultWidth = v6 ? std::int64_t(m.hidden) * 7 / 2 / 32 * 32
                                         : 4 * std::int64_t(m.hidden);
    m.intermediate = int(
            c.integerOr(ModelField::Intermediate, {u"intermediate_size"}, defaultWidth));
    const int headSize = v6 ? int(c.integer(ModelField::HeadDim, {u"head_size"})) : 1;
    if (c.error)
        return std::unexpected(*c.error);
    if (headSize <= 0 || attention % headSize != 0)
        return fail(CatalogText::tr("config.json: 'attention_hidden_size' %1 is not a whole "
                                    "number of 'head_size' %2 heads")
                            .arg(attention)
                            .arg(headSize),
                    QStringLiteral("head_size"));
    m.heads = m.kvHeads = attention / headSize;
    m.headDim = headSize;
    m.maxContext = c.integerOr(ModelField::MaxContext, {u"context_length"}, 0);
    m.tiedEmbeddings = c.boolOr(u"tie_word_embeddings", false);
    m.norm = NormKind::LayerNorm;
    m.mlp = MlpKind::Plain;
    m.normsPerLayer = 2; // ln1, ln2
    m.extraParameters = 2 * std::int64_t(m.hidden); // blocks.0.pre_ln, weight and bias
    RecurrentSpec &r = m.recurrent;
    r.keyHeads = 0;
    r.valueHeads = m.heads;
    r.keyHeadDim = r.valueHeadDim = headSize;
    r.convKernel = 3; // the token shift: the previous token's two inputs (kvcache.cpp)
    r.convStateBits = modelDtypeBits(c);
    r.ssmStateBits = 32; // transformers keeps num / den / max and the WKV state in float32
    AttentionLayerGroup g;
    g.layers = m.layers;
    g.kind = v6 ? AttentionKind::Rwkv6 : AttentionKind::Rwkv4;
    g.ffn = LayerFfn::NoFfn;
    m.attentionLayers = {g};
    return {};
}

/** A config.json whose fields describe layers other than attention (state-space, linear or
 *  recurrent mixers: Jamba, Bamba, Falcon-H1, Granite-4 hybrids, Mamba, RecurrentGemma,
 *  MiniMax-Text-01's lightning attention) under a model_type no reader above handles: an error
 *  naming the first such field, never a silent all-attention guess. */
std::optional<Error> unreadMixers(ConfigReader &c, const QString &type)
{
    for (const char16_t *key :
         {u"attn_layer_period", u"attn_layer_offset", u"attn_layer_indices", u"block_types",
          u"mamba_d_state", u"mamba_d_conv", u"mamba_expand", u"mamba_n_heads", u"mamba_num_heads",
          u"ssm_state_size", u"state_size", u"time_step_rank", u"linear_num_value_heads",
          u"layers_block_type", u"hybrid_override_pattern", u"lru_width"}) {
        if (c.has(key))
            return Error {CatalogText::tr("config.json: '%1' describes layers that are not "
                                          "attention, which Headroom cannot read for "
                                          "model_type '%2'")
                                  .arg(QStringView(key).toString(), type.left(60)),
                          QStringView(key).toString()};
    }
    // MiniMax-M2 states attn_type_list with every layer 1 (softmax attention); a 0 is a
    // lightning (linear) attention layer (MiniMax-Text-01)
    const QJsonArray kinds = c.value(u"attn_type_list").toArray();
    for (qsizetype i = 0; i < kinds.size(); ++i) {
        if (kinds.at(i).toInt(-1) != 1)
            return unknownKind(QStringLiteral("attn_type_list"), kinds.at(i).toVariant().toString(),
                               i);
    }
    return std::nullopt;
}

/** The sizes every model states; an error when one is missing, bad, or zero. */
Result<void> readSizes(ConfigReader &c, ModelSpec &m)
{
    // transformers 5 Nemotron-H configs state the blocks (layers_block_type), not their count
    if (const QJsonValue blocks = c.value(u"layers_block_type");
        blocks.isArray() && !c.has(u"num_hidden_layers"))
        m.layers = int(std::min<qsizetype>(blocks.toArray().size(), 1 << 20));
    else
        m.layers = int(
                c.integer(ModelField::Layers, {u"num_hidden_layers", u"n_layer", u"num_layers"}));
    m.hidden = int(c.integer(ModelField::Hidden, {u"hidden_size", u"d_model", u"n_embd"}));
    m.heads = int(c.integer(ModelField::Heads, {u"num_attention_heads", u"n_head"}));
    m.vocab = int(c.integer(ModelField::Vocab, {u"vocab_size"}));
    if (c.error)
        return std::unexpected(*c.error);
    const ModelFieldNames names = c.names();
    if (auto r = checkModelField(ModelField::Layers, m.layers, names); !r)
        return r;
    if (auto r = checkModelField(ModelField::Hidden, m.hidden, names); !r)
        return r;
    return checkModelField(ModelField::Heads, m.heads, names);
}

/** Qwen3-Next and Qwen3.5: Gated DeltaNet hybrids. */
bool isGatedDeltaNetHybrid(const QString &type)
{
    return isOneOf(type,
                   {u"qwen3_next", u"qwen3_5", u"qwen3_5_text", u"qwen3_5_moe",
                    u"qwen3_5_moe_text"});
}

/** The MLP width, the KV heads, the head size, the context and the tied embeddings. */
void readShape(ConfigReader &c, const QString &type, ModelSpec &m)
{
    const bool opt = type == u"opt";
    const bool falcon = type == u"falcon";
    if (opt || falcon) {
        readOptOrFalcon(c, opt, m);
    } else if (c.has(u"intermediate_size") || !c.has(u"moe_intermediate_size")) {
        m.intermediate = int(c.integer(ModelField::Intermediate, {u"intermediate_size"}));
    }
    if (m.kvHeads == 0)
        m.kvHeads = int(c.integerOr(ModelField::KvHeads, {u"num_key_value_heads"}, m.heads));
    m.headDim = int(c.integerOr(ModelField::HeadDim, {u"head_dim"}, m.hidden / m.heads));
    m.maxContext = c.integerOr(ModelField::MaxContext, {u"max_position_embeddings", u"n_positions"},
                               falcon ? 2048 : 0);
    const bool tiedByDefault = opt || falcon || type.startsWith(u"gemma");
    m.tiedEmbeddings = c.boolOr(u"tie_word_embeddings", tiedByDefault);
}

/** The biases and the norms the model type has. */
void readBiasesAndNorms(ConfigReader &c, const QString &type, ModelSpec &m)
{
    const bool optOrFalcon = type == u"opt" || type == u"falcon";
    if (isOneOf(type, {u"qwen2", u"qwen2_moe"})) {
        m.attentionBias = true; // Qwen2: q, k, v biases, none on o_proj
    } else if (type == u"glm4_moe") {
        m.attentionBias = c.boolOr(u"attention_bias", false); // Glm4MoeAttention: o_proj unbiased
    } else if (!optOrFalcon && c.boolOr(u"attention_bias", false)) {
        m.attentionBias = m.outputProjectionBias = true; // Llama-style attention_bias: q, k, v, o
    }
    if (c.boolOr(u"mlp_bias", false))
        m.mlpBias = true;
    m.qkNorm = isOneOf(type,
                       {u"qwen3", u"qwen3_moe", u"gemma3", u"gemma3_text", u"qwen3_vl_text",
                        u"qwen3_vl_moe_text"})
            || (type == u"glm4_moe" && c.boolOr(u"use_qk_norm", false)); // q_norm, k_norm
    if (type.startsWith(u"gemma2") || type.startsWith(u"gemma3"))
        m.normsPerLayer = 4;
}

/** The experts, and the parameters that come with them in gpt-oss and Qwen2-MoE. */
void readExperts(ConfigReader &c, const QString &type, ModelSpec &m)
{
    readMoe(c, type, m);
    if (type == u"gpt_oss") {
        m.mlpBias = true; // expert biases
        m.extraParameters += std::int64_t(m.layers) * m.heads; // attention sinks, one per head
    }
    if (type == u"qwen2_moe" && m.moe.sharedExperts > 0)
        m.extraParameters += std::int64_t(m.layers) * m.hidden; // shared_expert_gate d -> 1
}

/** The layer pattern, by model type (hfconfiglayers.cpp). */
void readLayers(ConfigReader &c, const QString &type, ModelSpec &m)
{
    if (isGatedDeltaNetHybrid(type))
        readGatedDeltaNetHybrid(c, m);
    else if (isOneOf(type, {u"llama4", u"llama4_text"}))
        readLlama4Layers(c, m);
    else if (type == u"nemotron_h")
        readNemotronH(c, m);
    else
        readAttentionLayers(c, type, m);
}

void readMtpModules(ConfigReader &c, const QString &type, ModelSpec &m)
{
    readMtp(c, m);
    // Qwen3-Next configs state no MTP field, yet the checkpoints hold one MTP layer (mtp.fc,
    // mtp.layers.0.*: 81,324,862,720 tensors' parameters in all) that vLLM's qwen3_next_mtp loads
    if (type == u"qwen3_next" && !m.mtp.hasMtp() && !c.has(u"mtp_num_hidden_layers")) {
        m.mtp.layers = 1;
        m.mtp.layout = MtpLayout::Qwen;
    }
}

/** The text model of every model_type but RWKV's; the first bad or missing field is the error. */
Result<void> readTransformer(ConfigReader &c, const QString &type, ModelSpec &m)
{
    const bool hybridReader = type == u"nemotron_h" || isGatedDeltaNetHybrid(type);
    if (!hybridReader) {
        if (auto unread = unreadMixers(c, type))
            return std::unexpected(*unread);
    }
    if (auto sizes = readSizes(c, m); !sizes)
        return sizes;
    readShape(c, type, m);
    readBiasesAndNorms(c, type, m);
    readExperts(c, type, m);
    readMla(c, m);
    readLayers(c, type, m);
    readMtpModules(c, type, m);
    if (c.error)
        return std::unexpected(*c.error);
    return {};
}

/** What every model ends with: the limits of a real model, the weight format, the quantization
 *  and the provenance. */
Result<ModelSpec> completeModel(const QJsonObject &root, const QJsonObject &hfQuantConfig,
                                const ConfigReader &c, ModelSpec m)
{
    if (auto limits = checkModelLimits(m, c.names()); !limits)
        return std::unexpected(limits.error());
    if (const auto format = hfWeightFormat(root))
        m.defaultWeightFormat = weightFormatId(*format);
    if (auto quantization = readHfQuantization(root, hfQuantConfig, m); !quantization)
        return std::unexpected(quantization.error());
    m.provenance.source = CatalogText::tr("Hugging Face config.json");
    return m;
}

} // namespace

Result<ModelSpec> modelSpecFromHfConfig(const QJsonDocument &document)
{
    return modelSpecFromHfConfig(document, {});
}

Result<ModelSpec> modelSpecFromHfConfig(const QJsonDocument &document,
                                        const QJsonObject &hfQuantConfig)
{
    if (!document.isObject())
        return fail(CatalogText::tr("config.json is not a JSON object"));
    const QJsonObject root = document.object();
    ConfigReader c(root);
    ModelSpec m;
    const QString type = c.value(u"model_type").toString();
    if (type.isEmpty())
        return fail(CatalogText::tr("config.json has no '%1'").arg(u"model_type"),
                    QStringLiteral("model_type"));
    m.architecture = type;
    m.hfId = root.value(u"_name_or_path").toString();
    if (type.startsWith(u"rwkv")) {
        if (auto rwkv = readRwkv(c, type, m); !rwkv)
            return std::unexpected(rwkv.error());
    } else {
        if (auto read = readTransformer(c, type, m); !read)
            return std::unexpected(read.error());
        readVision(root, m);
    }
    return completeModel(root, hfQuantConfig, c, std::move(m));
}

QJsonDocument parseHfConfigJson(const QByteArray &text, QJsonParseError *error)
{
    QJsonDocument document = QJsonDocument::fromJson(text, error);
    if (!error || error->error == QJsonParseError::NoError)
        return document;
    // Python's json.dumps writes NaN / Infinity / -Infinity outside strings: make them null
    QByteArray fixed;
    fixed.reserve(text.size());
    bool inString = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char ch = text.at(i);
        if (inString) {
            fixed.append(ch);
            if (ch == '\\' && i + 1 < text.size())
                fixed.append(text.at(++i));
            else if (ch == '"')
                inString = false;
            continue;
        }
        if (ch == '"')
            inString = true;
        const QByteArrayView rest = QByteArrayView(text).sliced(i);
        bool replaced = false;
        for (const char *token : {"-Infinity", "Infinity", "NaN"}) {
            if (rest.startsWith(token)) {
                fixed.append("null");
                i += qsizetype(qstrlen(token)) - 1;
                replaced = true;
                break;
            }
        }
        if (!replaced)
            fixed.append(ch);
    }
    QJsonParseError second;
    document = QJsonDocument::fromJson(fixed, &second);
    if (second.error == QJsonParseError::NoError)
        *error = second;
    return document;
}

Result<ModelSpec> readHfConfigFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(CatalogText::tr("Cannot read %1: %2").arg(path, file.errorString()), path);
    QJsonParseError error;
    const QJsonDocument document = parseHfConfigJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError)
        return fail(CatalogText::tr("%1 is not valid JSON: %2 at offset %3")
                            .arg(path, error.errorString())
                            .arg(error.offset),
                    path);
    // ModelOpt writes its quantization beside config.json, as hf_quant_config.json
    const QFileInfo info(path);
    QStringList candidates;
    if (const QString name = info.fileName(); name.endsWith(u"_config.json"))
        candidates.append(name.chopped(int(sizeof("config.json") - 1)) + u"hf_quant_config.json");
    candidates.append(QStringLiteral("hf_quant_config.json"));
    QJsonObject hfQuant;
    for (const QString &candidate : std::as_const(candidates)) {
        const QString quantPath = info.dir().filePath(candidate);
        if (candidate == info.fileName() || !QFileInfo::exists(quantPath))
            continue;
        QFile quantFile(quantPath);
        if (!quantFile.open(QIODevice::ReadOnly))
            return fail(CatalogText::tr("Cannot read %1: %2").arg(quantPath, quantFile.errorString()),
                        quantPath);
        const QJsonDocument quant = QJsonDocument::fromJson(quantFile.readAll(), &error);
        if (error.error != QJsonParseError::NoError || !quant.isObject())
            return fail(CatalogText::tr("%1 is not valid JSON: %2 at offset %3")
                                .arg(quantPath, error.errorString())
                                .arg(error.offset),
                        quantPath);
        hfQuant = quant.object();
        break;
    }
    return modelSpecFromHfConfig(document, hfQuant);
}

} // namespace Headroom
