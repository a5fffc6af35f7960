#include "estimate/trainingtime.h"

#include "estimate/engineprofile.h"
#include "estimate/estimateterms.h"
#include "estimate/parallellinks.h"
#include "estimate/trainingmemory.h"
#include "estimate/trainingmemory_p.h"

#include <QCoreApplication>

#include <algorithm>
#include <numeric>

namespace Headroom {

namespace {

struct EstimateText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Estimate)
};

using Term = Explanation::Term;

using EstimateTerms::say;

/** The context one layer of `kind` attends over at `sequence` tokens; 0 for no attention. */
double attendedTokens(AttentionKind kind, int window, std::int64_t sequence)
{
    switch (kind) {
    case AttentionKind::Full:
    case AttentionKind::SharedKv: return double(sequence);
    case AttentionKind::SlidingWindow:
    case AttentionKind::Chunked:
        return window > 0 ? double(std::min<std::int64_t>(sequence, window)) : double(sequence);
    default: return 0;
    }
}

} // namespace

std::int64_t trainingMatmulParameters(const ModelSpec &model, const ParameterCount &count)
{
    const std::int64_t layers = std::accumulate(count.layerActive.cbegin(),
                                                count.layerActive.cend(), std::int64_t(0));
    const std::int64_t head = count.lmHead > 0 ? count.lmHead
                                               : std::int64_t(model.vocab) * model.hidden;
    return layers + head;
}

double attentionForwardFlopsPerToken(const ModelSpec &model, std::int64_t sequence)
{
    using namespace TrainingDetail;
    const int heads = model.heads;
    const auto dims = [&](int groupHeadDim) -> double {
        if (model.isMla())
            return double(model.mla.qkNopeHeadDim + model.mla.qkRopeHeadDim) + model.mla.vHeadDim;
        return 2.0 * (groupHeadDim > 0 ? groupHeadDim : headDimOf(model));
    };
    // DeepSeek Sparse Attention: each query attends to the indexer's top-k tokens
    const std::int64_t context = model.mla.indexTopK > 0
            ? std::min<std::int64_t>(sequence, model.mla.indexTopK)
            : sequence;
    double flops = 0;
    if (model.attentionLayers.isEmpty()) {
        const AttentionKind kind = model.slidingWindow > 0 ? AttentionKind::SlidingWindow
                                                           : AttentionKind::Full;
        flops = model.layers * 2.0 * attendedTokens(kind, model.slidingWindow, context) * heads
                * dims(0);
    } else {
        for (const AttentionLayerGroup &g : model.attentionLayers) {
            const int window = g.windowTokens > 0 ? g.windowTokens : model.slidingWindow;
            flops += g.layers * 2.0 * attendedTokens(g.kind, window, context) * heads
                    * dims(g.headDim);
        }
    }
    return flops;
}

TrainingFlops trainingFlopsPerToken(const ModelSpec &model, const ParameterCount &count,
                                    DeploymentMode mode, const TrainingSettings &settings)
{
    TrainingFlops f;
    const double p = double(trainingMatmulParameters(model, count));
    f.matmulParameters = trainingMatmulParameters(model, count);
    const double attention = attentionForwardFlopsPerToken(model, settings.sequenceTokens);
    const bool lora = mode == DeploymentMode::Lora || mode == DeploymentMode::Qlora;
    f.forward = 2 * p + attention;
    // backward: the activation gradients (2P) and, for trained weights, the weight gradients
    // (2P); attention has no weights: twice its forward
    f.backward = (lora ? 2 : 4) * p + 2 * attention;
    if (lora) {
        f.adapterParameters = loraAdapterParameters(model, settings.loraRank, settings.loraTargets);
        // MoE: a token runs only its experts' adapters, about the active share of the matrices
        const double total = double(count.total());
        const double share = total > 0 && model.isMoe() ? double(count.active()) / total : 1.0;
        f.adapters = 6.0 * double(f.adapterParameters) * share;
    }
    if (settings.gradientCheckpointing)
        f.recompute = f.forward + (lora ? f.adapters / 3 : 0);
    f.attention = attention * (3 + (settings.gradientCheckpointing ? 1 : 0));
    return f;
}

double zero3BytesPerMicroBatch(const ParameterCount &count, DeploymentMode mode, int zeroStage,
                               int tensorParallel, int pipelineParallel, int dataParallel)
{
    if (zeroStage < 3 || dataParallel < 2)
        return 0;
    // full and LoRA: BF16 weights; QLoRA: the NF4 base (4 bits + about 0.127 of scales)
    const double bytesPerWeight = mode == DeploymentMode::Qlora ? 0.5 + 0.127 / 8 : 2.0;
    // LoRA / QLoRA reduce only the adapters' gradients: left out
    const double passes = mode == DeploymentMode::FullFineTune ? 3 : 2;
    const double shard = double(count.total()) / (tensorParallel * pipelineParallel);
    return passes * bytesPerWeight * shard * double(dataParallel - 1) / dataParallel;
}

Result<TrainingTime> estimateTrainingTime(const ModelSpec &model, const ParameterCount &count,
                                          const GpuSpec &gpu, DeploymentMode mode,
                                          const TrainingSettings &settings, int gpus, double tokens,
                                          double mfu, int tensorParallel, int pipelineParallel)
{
    if (mode == DeploymentMode::Inference)
        return fail(EstimateText::tr("Training time needs a training mode (full, LoRA, QLoRA)"));
    if (!(gpu.bf16Flops > 0))
        return fail(EstimateText::tr("%1 states no BF16 FLOPS: no training time").arg(gpu.id));
    if (gpus < 1)
        return fail(EstimateText::tr("Training time needs at least one GPU"));
    if (!(tokens > 0))
        return fail(EstimateText::tr("Training time needs a positive number of tokens"));
    if (!(mfu > 0 && mfu <= 1))
        return fail(EstimateText::tr("The MFU must be above 0 and at most 1"));
    if (settings.sequenceTokens < 1)
        return fail(EstimateText::tr("The sequence length must be at least 1"));
    if (tensorParallel < 1 || pipelineParallel < 1 || gpus % (tensorParallel * pipelineParallel))
        return fail(EstimateText::tr("TP x PP must divide the GPUs"));
    TrainingTime t;
    t.mfu = mfu;
    t.flops = trainingFlopsPerToken(model, count, mode, settings);
    const double rate = double(gpus) * gpu.bf16Flops * mfu;
    t.computeSeconds = tokens * t.flops.total() / rate;
    if (mode == DeploymentMode::Qlora && gpu.memoryBandwidthBytesPerSecond > 0) {
        // bitsandbytes dequantises every NF4 matrix to BF16 before each use: forward, backward
        // and the recompute, once per micro-batch; each GPU its shard, so per token of the job
        const double passes = 2 + (settings.gradientCheckpointing ? 1 : 0);
        const double tokensPerMicroBatch = double(std::max(settings.microBatch, 1))
                * double(settings.sequenceTokens);
        t.dequantSeconds = tokens * passes * kQloraDequantBytesPerParameter * double(count.linear())
                / (tokensPerMicroBatch * double(gpus) * gpu.memoryBandwidthBytesPerSecond);
    }
    const int dataParallel = gpus / (tensorParallel * pipelineParallel);
    const double gathered = zero3BytesPerMicroBatch(count, mode, settings.zeroStage, tensorParallel,
                                                    pipelineParallel, dataParallel);
    if (gathered > 0) {
        // the data-parallel group spans the job's GPUs: over the network once it leaves a node
        t.linkBytesPerSecond = groupLink(gpu, defaultEngineProfile(EngineKind::Transformers), gpus)
                                       .bytesPerSecond;
        const double tokensPerMicroBatch = double(std::max(settings.microBatch, 1))
                * double(settings.sequenceTokens);
        const double microBatches = tokens / (tokensPerMicroBatch * dataParallel);
        const double computePerMicroBatch = t.computeSeconds / microBatches;
        const double transferPerMicroBatch = t.linkBytesPerSecond > 0
                ? gathered / t.linkBytesPerSecond
                : 0;
        t.communicationSeconds = microBatches
                * std::max(0.0, transferPerMicroBatch - computePerMicroBatch);
    }
    t.tokensPerSecond = t.seconds() > 0 ? tokens / t.seconds() : 0;
    t.explanation = say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                          "%1 tokens x %2 GFLOP/token / (%3 x %4 TFLOPS BF16 "
                                          "x MFU %5) = %6 h"),
                        {Term(tokens, 'g', 4), Term(t.flops.total() / 1e9, 'f', 1), gpus,
                         Term(gpu.bf16Flops / 1e12, 'f', 0), Term(mfu, 'f', 2),
                         Term(t.computeSeconds / 3600.0, 'f', 2)});
    if (t.dequantSeconds > 0)
        t.explanation.append(say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                   "+ %1 h dequantising NF4 to BF16"),
                                 {Term(t.dequantSeconds / 3600.0, 'f', 2)}),
                             " ");
    if (t.communicationSeconds > 0)
        t.explanation.append(say(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                   "+ %1 h of ZeRO-3 gathers the compute does not "
                                                   "hide (%2 GB/s per GPU)"),
                                 {Term(t.communicationSeconds / 3600.0, 'f', 2),
                                  Term(t.linkBytesPerSecond / 1e9, 'g', 3)}),
                             " ");
    return t;
}

} // namespace Headroom
