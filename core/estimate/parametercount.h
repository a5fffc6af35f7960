#pragma once

#include "spec/modelspec.h"

#include <QList>
#include <QStringList>

#include <cstdint>

namespace Headroom {

/** Parameters of one model by tensor group (docs/estimation.md, "Parameters"). */
struct ParameterCount
{
    std::int64_t embedding = 0; // token embeddings (+ learned position table)
    std::int64_t lmHead = 0; // 0 when tied to the embeddings
    std::int64_t finalNorm = 0;
    QList<std::int64_t> layerTotal; // per layer: attention + MLP/experts + norms + biases
    QList<std::int64_t> layerActive; // per layer, experts actually used per token
    QList<std::int64_t> layerLinear; // per layer: the matrices a quantized format compresses
    std::int64_t extra = 0; // ModelSpec::extraParameters

    std::int64_t total() const;
    std::int64_t active() const;
    std::int64_t linear() const;
};

/** Counts every tensor of the architecture. Reproduces models.csv exactly. */
ParameterCount countParameters(const ModelSpec &model);

/** Parameters of one routed expert of `layer`: (total - active) / (experts - experts per token);
 *  0 for a dense layer or model. */
double routedExpertParameters(const ModelSpec &model, const ParameterCount &count, int layer);

/** Warnings (translated) when the computed counts differ from the declared ones by over 2%. */
QStringList parameterCountWarnings(const ModelSpec &model, const ParameterCount &count);

} // namespace Headroom
