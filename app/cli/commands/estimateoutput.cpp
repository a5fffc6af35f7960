// The `estimate` command's output: the memory table and JSON of an inference deployment, its
// speed, and the same for a training run (headroom-cli estimate, docs/using-headroom.md).
#include "commands/estimateoutput.h"

#include "estimate/estimatejson.h"
#include "estimate/speedjson.h"
#include "estimate/trainingmemory.h"
#include "store/trainingids.h"
#include "units/bytes.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <tuple>

namespace Headroom::Cli {

namespace {

struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Cli)
};

} // namespace

void printPerformance(CliIo &io, const SpeedEstimate &t)
{
    io.out << CliText::tr("Speed: TTFT %1 s (prefill %2 s), TPOT %3 ms, %4 tokens/s per sequence, "
                          "%5 tokens/s in all (%6 bound); concurrency %7 per replica, replicas: %8")
                      .arg(t.ttftSeconds, 0, 'f', 3)
                      .arg(t.prefillSeconds, 0, 'f', 3)
                      .arg(t.tpotSeconds * 1e3, 0, 'f', 2)
                      .arg(t.decodeTokensPerSecondPerSequence, 0, 'f', 1)
                      .arg(t.throughputTokensPerSecond, 0, 'f', 1)
                      .arg(performanceBoundName(t.bound))
                      .arg(t.concurrency)
                      .arg(t.replicas)
           << u'\n';
    io.out << CliText::tr(
                      "Requests/s %1; most sequences per replica %2 (%3 tokens/s); cold start %4 s")
                      .arg(t.requestsPerSecond, 0, 'f', 3)
                      .arg(t.maxConcurrency)
                      .arg(t.maxThroughputTokensPerSecond, 0, 'f', 1)
                      .arg(t.coldStartSeconds, 0, 'f', 1)
           << u'\n';
    if (t.simulated) {
        // the simulation's spread around the estimate's means (SpeedEstimate::percentiles())
        const LoadResult &s = *t.simulated;
        const LoadResult p = *t.percentiles();
        for (const auto &[name, simulated, l] :
             {std::tuple {CliText::tr("TTFT"), s.ttft, p.ttft},
              std::tuple {CliText::tr("TPOT"), s.tpot, p.tpot},
              std::tuple {CliText::tr("End to end"), s.endToEnd, p.endToEnd}})
            io.out << CliText::tr("%1: P50 %2 s, P90 %3 s, P99 %4 s (the spread of %5 simulated "
                                  "requests around the mean; their own mean %6 s)")
                              .arg(name)
                              .arg(l.p50, 0, 'f', 4)
                              .arg(l.p90, 0, 'f', 4)
                              .arg(l.p99, 0, 'f', 4)
                              .arg(s.completed)
                              .arg(simulated.mean, 0, 'f', 4)
                   << u'\n';
    }
    if (const auto &d = t.disaggregation) {
        io.out << CliText::tr("Disaggregated: %1 prefill replicas on %2, %3 decode replicas; KV "
                              "transfer %4 ms; capacity: prefill %5, decode %6 requests/s (bound "
                              "by the %7); best split %8:%9 (%10 requests/s)")
                          .arg(d->prefillReplicas)
                          .arg(d->prefillGpuName)
                          .arg(d->decodeReplicas)
                          .arg(d->kvTransferSeconds * 1e3, 0, 'f', 2)
                          .arg(d->prefillCapacity, 0, 'f', 3)
                          .arg(d->decodeCapacity, 0, 'f', 3)
                          .arg(disaggregationPoolName(d->binding))
                          .arg(d->bestSplit.prefillReplicas)
                          .arg(d->bestSplit.decodeReplicas)
                          .arg(d->bestSplit.requestsPerSecond, 0, 'f', 3)
               << u'\n';
    }
    if (t.maxConcurrencyAtSlo >= 0)
        io.out << CliText::tr("Max concurrency at SLO: %1 per replica").arg(t.maxConcurrencyAtSlo)
               << u'\n';
    if (t.replicasForTargetRate > 0)
        io.out << CliText::tr("Replicas for the target rate: %1").arg(t.replicasForTargetRate)
               << u'\n';
    if (t.costPerMillionOutputTokens)
        io.out << CliText::tr("Cost per million output tokens %1, input tokens %2")
                          .arg(*t.costPerMillionOutputTokens, 0, 'f', 4)
                          .arg(t.costPerMillionInputTokens.value_or(0), 0, 'f', 4)
               << u'\n';
    for (const Explanation &w : t.warnings)
        io.out << CliText::tr("Warning: %1").arg(w.text()) << u'\n';
    for (const Explanation *e : {&t.ttftExplanation, &t.tpotExplanation, &t.speedExplanation})
        io.out << QStringLiteral("  - ") << e->text() << u'\n';
    io.out.flush();
}

QJsonObject inferenceToJson(const ModelSpec &model, const GpuSpec &gpu, const MemoryBreakdown &m,
                            std::int64_t maxBatch, std::int64_t maxContext, int minGpus)
{
    return QJsonObject {
            {u"model"_qs,
             QJsonObject {{u"id"_qs, model.id},
                          {u"parameters"_qs, qint64(m.parameters)},
                          {u"active_parameters"_qs, qint64(m.activeParameters)},
                          {u"mtp_layers"_qs, model.mtp.layers},
                          {u"mtp_parameters_loaded"_qs, qint64(m.mtpParameters)},
                          {u"vision_parameters_loaded"_qs, qint64(m.visionParameters)}}},
            {u"gpu"_qs,
             QJsonObject {{u"id"_qs, gpu.id}, {u"memory_bytes"_qs, qint64(gpu.memoryBytes())}}},
            {u"kv_cache_bytes_per_token"_qs, qint64(m.kvBytesPerToken)},
            {u"warnings"_qs, QJsonArray::fromStringList(texts(m.warnings))},
            {u"per_gpu"_qs, perGpuToJson(m)},
            {u"fits"_qs, m.fits},
            {u"overflow_bytes"_qs, qint64(m.overflowBytes)},
            {u"engine_kv_pool_bytes_per_gpu"_qs, qint64(m.kvPoolBytesPerGpu)},
            {u"engine_kv_pool_tokens"_qs, qint64(m.kvPoolTokens)},
            {u"max_batch"_qs, qint64(maxBatch)},
            {u"max_context"_qs, qint64(maxContext)},
            {u"min_gpus"_qs, minGpus},
    };
}

void printInferenceTable(CliIo &io, const ModelSpec &model, const GpuSpec &gpu, EngineKind engine,
                         const MemoryBreakdown &m, std::int64_t maxBatch, std::int64_t maxContext,
                         const MinGpusAnswer &min)
{
    const auto g = [](std::int64_t bytes) { return QString::number(toGiB(bytes), 'f', 2); };
    io.out << CliText::tr("Model %1: %2 parameters (%3 active), KV %4 B/token")
                      .arg(model.id)
                      .arg(m.parameters)
                      .arg(m.activeParameters)
                      .arg(qint64(m.kvBytesPerToken))
           << u'\n';
    if (m.visionParameters > 0)
        io.out << CliText::tr("Vision tower: %1 parameters, loaded").arg(m.visionParameters)
               << u'\n';
    if (m.mtpParameters > 0)
        io.out << CliText::tr("MTP: %1 layers, %2 parameters, loaded for speculative decoding")
                          .arg(model.mtp.layers)
                          .arg(m.mtpParameters)
               << u'\n';
    if (m.draftParameters > 0 && !m.perGpu.isEmpty())
        io.out << CliText::tr("Draft model: %1 GiB per GPU (its weights and KV cache)")
                          .arg(g(m.perGpu.first().draft.bytes))
               << u'\n';
    io.out << CliText::tr("GPU %1: %2 GiB; engine %3, memory fraction %4")
                      .arg(gpu.id, g(gpu.memoryBytes()), engineName(engine))
                      .arg(m.memoryFraction)
           << u'\n';
    io.out << CliText::tr("GPU  weights  KV cache  activations  runtime  reserve  free  (GiB)")
           << u'\n';
    for (const GpuMemory &p : m.perGpu) {
        io.out << QStringLiteral("%1  %2  %3  %4  %5  %6  %7")
                          .arg(p.index, 3)
                          .arg(g(p.weights.bytes), 7)
                          .arg(g(p.kvCache.bytes), 8)
                          .arg(g(p.activations.bytes), 11)
                          .arg(g(p.runtime.bytes), 7)
                          .arg(g(p.reserve.bytes), 7)
                          .arg(g(p.free), 5)
               << u'\n';
    }
    if (!m.perGpu.isEmpty() && m.perGpu.first().sequenceState.bytes > 0)
        io.out << CliText::tr("Sequence state (recurrent layers, beside the KV cache, in the same "
                              "pool): %1 GiB on GPU 0")
                          .arg(g(m.perGpu.first().sequenceState.bytes))
               << u'\n';
    io.out << (m.fits ? CliText::tr("Fits.")
                      : CliText::tr("Does not fit: needs %1 GiB more per GPU.")
                                .arg(g(m.overflowBytes)))
           << u'\n';
    io.out << CliText::tr("KV pool per GPU %1 GiB = %2 tokens; max sequences %3; max context %4; "
                          "fewest GPUs %5 (TP %6 x PP %7)")
                      .arg(g(m.kvPoolBytesPerGpu))
                      .arg(m.kvPoolTokens)
                      .arg(maxBatch)
                      .arg(maxContext)
                      .arg(min.gpus)
                      .arg(min.tensorParallel)
                      .arg(min.pipelineParallel)
           << u'\n';
    for (const Explanation &w : m.warnings)
        io.out << CliText::tr("Warning: %1").arg(w.text()) << u'\n';
    if (!m.perGpu.isEmpty()) {
        const GpuMemory &p = m.perGpu.first();
        for (const MemoryPart *part : {&p.weights, &p.kvCache, &p.sequenceState, &p.draft,
                                       &p.activations, &p.runtime, &p.reserve}) {
            if ((part == &p.draft || part == &p.sequenceState) && part->bytes == 0)
                continue;
            io.out << QStringLiteral("  - ") << part->explanation.text() << u'\n';
        }
    }
    io.out.flush();
}

QJsonObject trainingToJson(const ModelSpec &model, const GpuSpec &gpu, const Deployment &d,
                           const MemoryBreakdown &m, std::int64_t maxMicroBatch,
                           std::int64_t maxSequence, const TrainingGpusAnswer &min)
{
    const TrainingSettings &t = d.training;
    return QJsonObject {
            {u"mode"_qs, deploymentModeId(d.mode)},
            {u"model"_qs,
             QJsonObject {{u"id"_qs, model.id},
                          {u"parameters"_qs, qint64(m.parameters)},
                          {u"active_parameters"_qs, qint64(m.activeParameters)},
                          {u"trainable_parameters"_qs, qint64(m.trainableParameters)}}},
            {u"gpu"_qs,
             QJsonObject {{u"id"_qs, gpu.id}, {u"memory_bytes"_qs, qint64(gpu.memoryBytes())}}},
            {u"training"_qs,
             QJsonObject {{u"optimizer"_qs, optimizerId(t.optimizer)},
                          {u"micro_batch"_qs, t.microBatch},
                          {u"sequence"_qs, t.sequenceTokens},
                          {u"checkpointing"_qs, t.gradientCheckpointing},
                          {u"flash_attention"_qs, t.flashAttention},
                          {u"zero"_qs, t.zeroStage},
                          {u"lora_rank"_qs, t.loraRank},
                          {u"lora_targets"_qs, loraTargetsId(t.loraTargets)},
                          {u"offload"_qs, trainingOffloadId(t.offload)},
                          {u"paged_optimizer"_qs, t.pagedOptimizer}}},
            {u"per_gpu"_qs, perGpuToJson(m)},
            {u"fits"_qs, m.fits},
            {u"overflow_bytes"_qs, qint64(m.overflowBytes)},
            {u"host_bytes"_qs, qint64(m.hostBytes)},
            {u"max_micro_batch"_qs, qint64(maxMicroBatch)},
            {u"max_sequence"_qs, qint64(maxSequence)},
            {u"min_gpus"_qs, min.gpus},
            {u"min_gpus_split"_qs,
             QJsonObject {{u"tp"_qs, min.tensorParallel},
                          {u"pp"_qs, min.pipelineParallel},
                          {u"dp"_qs, min.dataParallel}}},
            {u"warnings"_qs, QJsonArray::fromStringList(texts(m.warnings))},
    };
}

void printTrainingTable(CliIo &io, const ModelSpec &model, const GpuSpec &gpu, const Deployment &d,
                        const MemoryBreakdown &m, std::int64_t maxMicroBatch,
                        std::int64_t maxSequence, const TrainingGpusAnswer &min)
{
    const auto g = [](std::int64_t bytes) { return QString::number(toGiB(bytes), 'f', 2); };
    const TrainingSettings &t = d.training;
    io.out << CliText::tr("Model %1: %2 parameters, %3 trainable")
                      .arg(model.id)
                      .arg(m.parameters)
                      .arg(m.trainableParameters)
           << u'\n';
    io.out << CliText::tr("%1 on GPU %2 (%3 GiB): optimizer %4, micro-batch %5 x %6 tokens, "
                          "checkpointing %7, ZeRO-%8, offload %9")
                      .arg(deploymentModeName(d.mode), gpu.id, g(gpu.memoryBytes()),
                           optimizerId(t.optimizer))
                      .arg(t.microBatch)
                      .arg(t.sequenceTokens)
                      .arg(t.gradientCheckpointing ? CliText::tr("on") : CliText::tr("off"))
                      .arg(t.zeroStage)
                      .arg(trainingOffloadId(t.offload))
           << u'\n';
    io.out << CliText::tr("GPU  weights  master  gradients  optimizer  activations  runtime  "
                          "reserve  free  (GiB)")
           << u'\n';
    for (const GpuMemory &p : m.perGpu) {
        io.out << QStringLiteral("%1  %2  %3  %4  %5  %6  %7  %8  %9")
                          .arg(p.index, 3)
                          .arg(g(p.weights.bytes), 7)
                          .arg(g(p.masterWeights.bytes), 6)
                          .arg(g(p.gradients.bytes), 9)
                          .arg(g(p.optimizerStates.bytes), 9)
                          .arg(g(p.activations.bytes), 11)
                          .arg(g(p.runtime.bytes), 7)
                          .arg(g(p.reserve.bytes), 7)
                          .arg(g(p.free), 5)
               << u'\n';
    }
    io.out << (m.fits ? CliText::tr("Fits.")
                      : CliText::tr("Does not fit: needs %1 GiB more per GPU.")
                                .arg(g(m.overflowBytes)))
           << u'\n';
    io.out << CliText::tr("Host RAM for offload and paging: %1 GiB").arg(g(m.hostBytes)) << u'\n';
    io.out << CliText::tr("Largest micro-batch %1; longest sequence %2; fewest GPUs %3 (TP %4 x PP "
                          "%5 x DP %6)")
                      .arg(maxMicroBatch)
                      .arg(maxSequence)
                      .arg(min.gpus)
                      .arg(min.tensorParallel)
                      .arg(min.pipelineParallel)
                      .arg(min.dataParallel)
           << u'\n';
    for (const Explanation &w : m.warnings)
        io.out << CliText::tr("Warning: %1").arg(w.text()) << u'\n';
    if (!m.perGpu.isEmpty()) {
        const GpuMemory &p = m.perGpu.first();
        for (MemoryPartKind kind : allMemoryPartKinds())
            io.out << QStringLiteral("  - %1: %2")
                              .arg(memoryPartName(kind), p.part(kind).explanation.text())
                   << u'\n';
    }
    io.out.flush();
}

} // namespace Headroom::Cli
