#pragma once

// Reads tests/data/reference/models.csv into ModelSpec values for data-driven tests.

#include "referencecsv.h"
#include "spec/modelspec.h"

#include <QFile>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

Q_DECLARE_METATYPE(Headroom::ModelSpec)

struct ReferenceModel
{
    Headroom::ModelSpec spec;
    std::int64_t paramsTotal = 0;
    std::int64_t paramsActive = 0;
    std::int64_t kvBytesPerTokenFp16 = 0;
    QString source;
};

/** The conventions that reproduce the CSV's computed counts, by family. */
inline Headroom::ModelSpec specFromRow(const QHash<QString, QString> &r)
{
    using namespace Headroom;
    const auto n = [&](const char *key) { return r.value(QString::fromLatin1(key)).toLongLong(); };
    ModelSpec m;
    m.name = r.value(QStringLiteral("name"));
    m.hfId = r.value(QStringLiteral("hf_id"));
    m.layers = int(n("num_layers"));
    m.hidden = int(n("hidden_size"));
    m.intermediate = int(n("intermediate_size"));
    m.heads = int(n("num_attention_heads"));
    m.kvHeads = int(n("num_key_value_heads"));
    m.headDim = int(n("head_dim"));
    m.vocab = int(n("vocab_size"));
    m.maxContext = n("max_position_embeddings");
    m.tiedEmbeddings = r.value(QStringLiteral("tie_word_embeddings")) == u"true";
    m.moe.experts = int(n("num_experts"));
    m.moe.expertsPerToken = int(n("experts_per_token"));
    m.moe.sharedExperts = int(n("num_shared_experts"));
    m.moe.firstDenseLayers = int(n("first_k_dense_layers"));
    m.moe.expertIntermediate = int(n("moe_intermediate_size"));
    m.mla.kvLoraRank = int(n("kv_lora_rank"));
    m.mla.qLoraRank = int(n("q_lora_rank"));
    m.mla.qkRopeHeadDim = int(n("qk_rope_head_dim"));
    m.mla.qkNopeHeadDim = int(n("qk_nope_head_dim"));
    m.mla.vHeadDim = int(n("v_head_dim"));
    m.mlp = r.value(QStringLiteral("mlp_type")).contains(u"3 matrices") ? MlpKind::Gated
                                                                        : MlpKind::Plain;
    if (m.name.startsWith(u"Qwen2.5"))
        m.attentionBias = true; // q, k, v biases
    if (m.name.startsWith(u"Qwen3"))
        m.qkNorm = true;
    if (m.name.startsWith(u"Gemma"))
        m.normsPerLayer = 4;
    if (m.name.startsWith(u"DeepSeek"))
        m.moe.routerBias = true; // e_score_correction_bias
    if (m.name.startsWith(u"Falcon"))
        m.norm = NormKind::LayerNorm; // no linear biases (bias: false)
    if (m.name.startsWith(u"OPT")) {
        m.architecture = QStringLiteral("opt");
        m.norm = NormKind::LayerNorm;
        m.attentionBias = m.outputProjectionBias = m.mlpBias = true;
        m.learnedPositions = true;
    }
    return m;
}

inline QList<ReferenceModel> readReferenceModels()
{
    QList<ReferenceModel> models;
    for (const QHash<QString, QString> &row : referenceTable("models.csv")) {
        ReferenceModel ref;
        ref.spec = specFromRow(row);
        ref.paramsTotal = row.value(QStringLiteral("params_total_computed")).toLongLong();
        ref.paramsActive = row.value(QStringLiteral("params_active_computed")).toLongLong();
        ref.kvBytesPerTokenFp16 = row.value(QStringLiteral("kv_cache_bytes_per_token_fp16"))
                                          .toLongLong();
        ref.source = row.value(QStringLiteral("source_config"));
        models.append(ref);
    }
    return models;
}

/** The row of models.csv named `name` ("Llama-3.1-8B"); the test program stops with a message
 *  naming the model and the file when there is none (never a default-constructed spec). */
inline Headroom::ModelSpec referenceModel(QStringView name)
{
    for (const ReferenceModel &ref : readReferenceModels()) {
        if (ref.spec.name == name)
            return ref.spec;
    }
    std::fprintf(stderr, "FAIL!  : no model '%s' in %s/models.csv\n", qPrintable(name.toString()),
                 HEADROOM_REFERENCE_DIR);
    std::fflush(stderr);
    std::exit(EXIT_FAILURE);
}
