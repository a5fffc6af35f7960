// Model states per trainable parameter and the LoRA adapter count (docs/fine-tuning.md 1).

#include "estimate/trainingmemory.h"

#include "estimate/estimateterms.h"
#include "estimate/trainingmemory_p.h"

#include <QCoreApplication>

#include <algorithm>

namespace Headroom {

using namespace TrainingDetail;

namespace {

using Term = Explanation::Term;

using EstimateTerms::say;

/** Sum of (d_in + d_out) over the attention matrices of one layer. */
std::int64_t attentionAdapterWidth(const ModelSpec &m)
{
    const std::int64_t d = m.hidden;
    const std::int64_t h = m.heads;
    if (m.isMla()) {
        const std::int64_t qHead = m.mla.qkNopeHeadDim + m.mla.qkRopeHeadDim;
        std::int64_t sum = m.mla.qLoraRank > 0
                ? (d + m.mla.qLoraRank) + (m.mla.qLoraRank + h * qHead)
                : d + h * qHead;
        sum += d + m.mla.kvLoraRank + m.mla.qkRopeHeadDim; // kv_a
        sum += m.mla.kvLoraRank + h * (m.mla.qkNopeHeadDim + m.mla.vHeadDim); // kv_b
        sum += h * m.mla.vHeadDim + d; // o
        return sum;
    }
    const std::int64_t q = h * headDimOf(m);
    const std::int64_t kv = std::int64_t(kvHeadsOf(m)) * headDimOf(m);
    return 2 * (d + q) + 2 * (d + kv); // q and o, k and v
}

/** Sum of (d_in + d_out) over the MLP matrices of one layer (all experts of a MoE layer). */
std::int64_t mlpAdapterWidth(const ModelSpec &m, int layer)
{
    const std::int64_t matrices = m.mlp == MlpKind::Gated ? 3 : 2;
    const auto mlp = [&](std::int64_t width) { return matrices * (m.hidden + width); };
    if (!isMoeLayer(m, layer))
        return mlp(m.intermediate);
    const std::int64_t shared = sharedExpertWidth(m);
    return m.moe.experts * mlp(expertWidth(m)) + (shared > 0 ? mlp(shared) : 0);
}

double optimizerStateBytes(Optimizer optimizer)
{
    switch (optimizer) {
    case Optimizer::AdamW: return 8; // fp32 m and v
    case Optimizer::AdamW8bit: return 2.0 * (1.0 + 4.0 / 2048.0); // int8 m, v + fp32 absmax / 2048
    case Optimizer::Sgd: return 4; // fp32 momentum
    case Optimizer::AdamWBf16: return 4; // bf16 m and v
    }
    return 8;
}

} // namespace

Explanation optimizerStateSource(Optimizer optimizer)
{
    switch (optimizer) {
    case Optimizer::AdamW:
        return say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "AdamW: fp32 first and second moments, 8 B/param (Loshchilov "
                                     "and Hutter 2019)"));
    case Optimizer::AdamW8bit:
        return say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "8-bit AdamW: int8 moments + one fp32 absmax per block of "
                                     "2,048, 2.004 B/param (Dettmers et al. 2022, bitsandbytes)"));
    case Optimizer::Sgd:
        return say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "SGD with momentum: one fp32 momentum buffer, 4 B/param "
                                     "(assumed: momentum on)"));
    case Optimizer::AdamWBf16:
        return say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "pure-bf16 AdamW: bf16 moments, 4 B/param, no fp32 master "
                                     "copy"));
    }
    return {};
}

ModelStateBytes fullFineTuneStateBytes(Optimizer optimizer, double weightBytes)
{
    ModelStateBytes s;
    s.weights = weightBytes;
    s.gradients = weightBytes;
    s.masterWeights = weightBytes < 4 && optimizer != Optimizer::AdamWBf16 ? 4 : 0;
    s.optimizerStates = optimizerStateBytes(optimizer);
    s.source = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "%1 B weights + %2 B fp32 master + %3 B gradients + %4 B "
                                     "optimizer = %5 B/param (mixed-precision AdamW: 16, "
                                     "Rajbhandari et al. 2020); %6"),
                   {s.weights, s.masterWeights, s.gradients, Term(s.optimizerStates, 'g', 4),
                    Term(s.total(), 'g', 4), optimizerStateSource(optimizer)});
    return s;
}

ModelStateBytes adapterStateBytes(Optimizer optimizer)
{
    ModelStateBytes s;
    s.weights = 2;
    s.gradients = 2;
    s.masterWeights = 0;
    s.optimizerStates = optimizerStateBytes(optimizer);
    s.source = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                     "adapters: 2 B bf16 weights + 2 B gradients + %1 B optimizer, "
                                     "no fp32 master (QLoRA reference code); %2"),
                   {Term(s.optimizerStates, 'g', 4), optimizerStateSource(optimizer)});
    return s;
}

std::int64_t loraAdapterParameters(const ModelSpec &model, int rank, LoraTargets targets,
                                   int firstLayer, int layers)
{
    if (rank <= 0)
        return 0;
    const bool attention = targets != LoraTargets::Mlp;
    const bool mlp = targets != LoraTargets::Attention;
    std::int64_t width = 0;
    for (int layer = std::max(firstLayer, 0); layer < std::min(firstLayer + layers, model.layers);
         ++layer) {
        if (attention)
            width += attentionAdapterWidth(model);
        if (mlp)
            width += mlpAdapterWidth(model, layer);
    }
    return std::int64_t(rank) * width;
}

std::int64_t loraAdapterParameters(const ModelSpec &model, int rank, LoraTargets targets)
{
    return loraAdapterParameters(model, rank, targets, 0, model.layers);
}

} // namespace Headroom
