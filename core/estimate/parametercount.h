#pragma once

#include "spec/modelspec.h"
#include "units/explanation.h"

#include <QList>
#include <QStringList>
#include <QVarLengthArray>

#include <cstdint>
#include <memory>

namespace Headroom {

/** Parameters of one model by tensor group (docs/estimation.md, "Parameters"). */
struct ParameterCount
{
    std::int64_t embedding = 0; // token embeddings (+ learned position table)
    std::int64_t lmHead = 0; // 0 when tied to the embeddings
    std::int64_t finalNorm = 0;
    // Per layer, kept inline up to kInlineLayers (no allocation: every estimate counts them).
    static constexpr qsizetype kInlineLayers = 128;
    using PerLayer = QVarLengthArray<std::int64_t, kInlineLayers>;
    PerLayer layerTotal; // attention + MLP/experts + norms + biases
    PerLayer layerActive; // experts actually used per token
    PerLayer layerLinear; // the matrices a quantized format compresses
    // parts of layerLinear, per tensor group (the dense MLP is the rest)
    PerLayer layerAttentionLinear; // attention projections
    PerLayer layerRoutedLinear; // routed-expert matrices, every expert
    PerLayer layerSharedLinear; // shared-expert matrices
    /** Sums of the six per-layer figures above over layers [0, i) at index i (layers + 1
     *  entries): layerWeightGroups() reads any run of layers from two of them, and total(),
     *  active() and the sums below read the last, where every memory estimate and solver trial
     *  used to add the layers up again. */
    struct LayerSums
    {
        std::int64_t total = 0, active = 0, linear = 0, attentionLinear = 0, routedLinear = 0,
                     sharedLinear = 0;
    };
    QVarLengthArray<LayerSums, kInlineLayers + 1> layerSums;
    std::int64_t extra = 0; // ModelSpec::extraParameters
    std::int64_t vision = 0; // ModelSpec::vision: tower + projector, apart from total()
    // MTP modules (ModelSpec::mtp), apart from total(): what an engine loads when it speculates
    // with MTP, by the bits they are stored in; and what only the checkpoint holds besides
    std::int64_t mtpLinear = 0; // decoder layers' matrices + eh_proj / fc
    std::int64_t mtpEmbedding = 0; // own lm_head copies (DeepSeek shared_head.head), embeddings
    std::int64_t mtpOther = 0; // norms, biases, routers
    std::int64_t mtpCheckpointOnly = 0; // DeepSeek per-module embed_tokens copy (vLLM shares it)

    std::int64_t mtp() const { return mtpLinear + mtpEmbedding + mtpOther; }
    /** Main model + vision tower + every MTP tensor of the checkpoint. */
    std::int64_t checkpoint() const { return total() + vision + mtp() + mtpCheckpointOnly; }
    std::int64_t total() const; // the language model (without vision tower and MTP)
    std::int64_t active() const;
    std::int64_t linear() const;
    /** Sums over all layers of one tensor group's matrices (quantizationspec.h). */
    std::int64_t attentionLinear() const;
    std::int64_t routedLinear() const;
    std::int64_t sharedLinear() const;
    std::int64_t denseMlpLinear() const
    {
        return linear() - attentionLinear() - routedLinear() - sharedLinear();
    }
};

/** Counts every tensor of the architecture. Reproduces models.csv exactly. */
ParameterCount countParameters(const ModelSpec &model);

/** The count a caller passed down (`given`), else countParameters(model): one count per
 *  estimate, shared by its memory, speed and solvers. (Not a std::optional: GCC zero-fills a
 *  disengaged optional's 11 KB on every construction.) */
class CountedParameters
{
public:
    CountedParameters(const ModelSpec &model, const ParameterCount *given)
        : m_own(given ? nullptr : std::make_unique<const ParameterCount>(countParameters(model)))
        , m_count(given ? *given : *m_own)
    { }
    const ParameterCount &operator*() const { return m_count; }
    const ParameterCount *operator->() const { return &m_count; }

private:
    std::unique_ptr<const ParameterCount> m_own;
    const ParameterCount &m_count;
};

/** Parameters of one routed expert of `layer`: (total - active) / (experts - experts per token);
 *  0 for a dense layer or model. */
double routedExpertParameters(const ModelSpec &model, const ParameterCount &count, int layer);

/** Warnings (translated) when the computed counts differ from the declared ones by over 2%. */
QList<Explanation> parameterCountWarnings(const ModelSpec &model, const ParameterCount &count);

} // namespace Headroom
