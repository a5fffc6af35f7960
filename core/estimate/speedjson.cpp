#include "estimate/speedjson.h"

#include <QJsonArray>

namespace Headroom {

namespace {

/** The headline figures: latencies, throughput, the limits, cold start and host memory. */
QJsonObject headlineToJson(const SpeedEstimate &e)
{
    return QJsonObject {
            {QStringLiteral("ttft_s"), e.ttftSeconds},
            {QStringLiteral("tpot_s"), e.tpotSeconds},
            {QStringLiteral("decode_tokens_per_s_per_sequence"), e.decodeTokensPerSecondPerSequence},
            {QStringLiteral("throughput_tokens_per_s"), e.throughputTokensPerSecond},
            {QStringLiteral("bound"), performanceBoundId(e.bound)},
            {QStringLiteral("max_concurrency_at_slo"),
             e.maxConcurrencyAtSlo < 0 ? QJsonValue(QJsonValue::Null)
                                       : QJsonValue(e.maxConcurrencyAtSlo)},
            {QStringLiteral("prefill_s"), e.prefillSeconds},
            {QStringLiteral("input_tokens"), qint64(e.inputTokens)},
            {QStringLiteral("output_tokens"), qint64(e.outputTokens)},
            {QStringLiteral("concurrency_per_replica"), e.concurrency},
            {QStringLiteral("replicas"), e.replicas},
            {QStringLiteral("requests_per_s"), e.requestsPerSecond},
            {QStringLiteral("max_concurrency"), e.maxConcurrency},
            {QStringLiteral("max_throughput_tokens_per_s"), e.maxThroughputTokensPerSecond},
            {QStringLiteral("cold_start_s"), e.coldStartSeconds},
            {QStringLiteral("host_bytes"), qint64(e.hostBytes)},
    };
}

QJsonObject loadToJson(const SpeedEstimate &e)
{
    return QJsonObject {{QStringLiteral("kind"), loadKindId(e.load)},
                        {QStringLiteral("arrival_rate_per_s"), e.arrivalRate},
                        {QStringLiteral("saturated"), e.saturated},
                        {QStringLiteral("decoding_sequences_per_replica"), e.decodingSequences},
                        {QStringLiteral("prefill_share"), e.prefillShare},
                        {QStringLiteral("request_latency_s"), e.requestLatencySeconds}};
}

/** Beside other engines on the same GPUs (gpucontention.h). */
QJsonObject sharedGpusToJson(const SpeedEstimate &e)
{
    return QJsonObject {{QStringLiteral("step_wait_s"), e.sharedStepWaitSeconds},
                        {QStringLiteral("stretch"), e.contentionStretch},
                        {QStringLiteral("ttft_alone_s"), e.ttftAloneSeconds},
                        {QStringLiteral("tpot_alone_s"), e.tpotAloneSeconds}};
}

/** The seeded discrete-event simulation: its own means, and its spread around the estimate's
 *  means as the percentiles (SpeedEstimate::percentiles()). */
void insertSimulation(QJsonObject &json, const SpeedEstimate &e)
{
    const LoadResult &s = *e.simulated;
    const LoadResult p = *e.percentiles();
    const auto stats = [&json](const char *name, const LatencyStats &simulated,
                               const LatencyStats &l) {
        const QString n = QString::fromLatin1(name);
        json.insert(n + QStringLiteral("_mean_simulated_s"), simulated.mean);
        json.insert(n + QStringLiteral("_p50_s"), l.p50);
        json.insert(n + QStringLiteral("_p90_s"), l.p90);
        json.insert(n + QStringLiteral("_p99_s"), l.p99);
    };
    stats("ttft", s.ttft, p.ttft);
    stats("tpot", s.tpot, p.tpot);
    stats("end_to_end", s.endToEnd, p.endToEnd);
    json.insert(QStringLiteral("simulation"),
                QJsonObject {{QStringLiteral("requests"), s.completed},
                             {QStringLiteral("requests_per_s"), s.requestsPerSecond},
                             {QStringLiteral("output_tokens_per_s"), s.outputTokensPerSecond},
                             {QStringLiteral("mean_running"), s.meanRunning},
                             {QStringLiteral("mean_decoding"), s.meanDecoding},
                             {QStringLiteral("preemptions"), s.preemptions},
                             {QStringLiteral("saturated"), s.saturated}});
}

QJsonObject disaggregationToJson(const DisaggregationEstimate &d)
{
    return QJsonObject {
            {QStringLiteral("prefill_replicas"), d.prefillReplicas},
            {QStringLiteral("decode_replicas"), d.decodeReplicas},
            {QStringLiteral("prefill_gpu"), d.prefillGpuId},
            {QStringLiteral("prefill_gpus"), d.prefillGpus},
            {QStringLiteral("prefill_s"), d.prefillSeconds},
            {QStringLiteral("prefill_wait_s"), d.prefillWaitSeconds},
            {QStringLiteral("prefill_share"), d.prefillShare},
            {QStringLiteral("prefill_busy"), d.prefillBusy},
            {QStringLiteral("kv_transfer_bytes"), d.kvTransferBytes},
            {QStringLiteral("kv_link_bytes_per_s"), d.linkBytesPerSecond},
            {QStringLiteral("kv_transfer_s"), d.kvTransferSeconds},
            {QStringLiteral("prefill_capacity_rps"), d.prefillCapacity},
            {QStringLiteral("decode_capacity_rps"), d.decodeCapacity},
            {QStringLiteral("binding_pool"), disaggregationPoolId(d.binding)},
            {QStringLiteral("prefill_fits"), d.prefillFits},
            {QStringLiteral("best_split"),
             QJsonObject {{QStringLiteral("prefill_replicas"), d.bestSplit.prefillReplicas},
                          {QStringLiteral("decode_replicas"), d.bestSplit.decodeReplicas},
                          {QStringLiteral("requests_per_s"), d.bestSplit.requestsPerSecond},
                          {QStringLiteral("at_targets"), d.bestSplitAtTargets}}},
    };
}

QJsonArray curveToJson(const QList<SpeedPoint> &points)
{
    QJsonArray curve;
    for (const SpeedPoint &p : points)
        curve.append(QJsonObject {{QStringLiteral("concurrency"), p.concurrency},
                                  {QStringLiteral("tpot_s"), p.tpotSeconds},
                                  {QStringLiteral("ttft_s"), p.ttftSeconds},
                                  {QStringLiteral("tokens_per_s_per_sequence"),
                                   p.tokensPerSecondPerSequence},
                                  {QStringLiteral("total_tokens_per_s"), p.totalTokensPerSecond},
                                  {QStringLiteral("bound"), performanceBoundId(p.bound)}});
    return curve;
}

} // namespace

QJsonObject performanceToJson(const SpeedEstimate &e, bool withCurve)
{
    QJsonObject json = headlineToJson(e);
    json.insert(QStringLiteral("load"), loadToJson(e));
    json.insert(QStringLiteral("end_to_end_s"), e.requestLatencySeconds);
    if (e.sharedStepWaitSeconds > 0)
        json.insert(QStringLiteral("shared_gpus"), sharedGpusToJson(e));
    if (e.simulated)
        insertSimulation(json, e);
    if (const auto &d = e.disaggregation)
        json.insert(QStringLiteral("disaggregation"), disaggregationToJson(*d));
    if (e.replicasForTargetRate > 0)
        json.insert(QStringLiteral("replicas_for_target_rate"), e.replicasForTargetRate);
    if (e.costPerMillionOutputTokens)
        json.insert(QStringLiteral("cost_per_million_output_tokens"), *e.costPerMillionOutputTokens);
    if (e.costPerMillionInputTokens)
        json.insert(QStringLiteral("cost_per_million_input_tokens"), *e.costPerMillionInputTokens);
    if (withCurve)
        json.insert(QStringLiteral("curve"), curveToJson(e.curve()));
    json.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(texts(e.warnings)));
    return json;
}

} // namespace Headroom
