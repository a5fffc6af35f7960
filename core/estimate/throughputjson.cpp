#include "estimate/throughputjson.h"

#include <QJsonArray>

namespace Headroom {

QJsonObject performanceToJson(const ThroughputEstimate &e, bool withCurve)
{
    QJsonObject json {
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
    if (e.replicasForTargetRate > 0)
        json.insert(QStringLiteral("replicas_for_target_rate"), e.replicasForTargetRate);
    if (e.costPerMillionOutputTokens)
        json.insert(QStringLiteral("cost_per_million_output_tokens"), *e.costPerMillionOutputTokens);
    if (e.costPerMillionInputTokens)
        json.insert(QStringLiteral("cost_per_million_input_tokens"), *e.costPerMillionInputTokens);
    if (withCurve) {
        QJsonArray curve;
        for (const ThroughputPoint &p : e.curve)
            curve.append(QJsonObject {{QStringLiteral("concurrency"), p.concurrency},
                                      {QStringLiteral("tpot_s"), p.tpotSeconds},
                                      {QStringLiteral("ttft_s"), p.ttftSeconds},
                                      {QStringLiteral("tokens_per_s_per_sequence"),
                                       p.tokensPerSecondPerSequence},
                                      {QStringLiteral("total_tokens_per_s"), p.totalTokensPerSecond},
                                      {QStringLiteral("bound"), performanceBoundId(p.bound)}});
        json.insert(QStringLiteral("curve"), curve);
    }
    QJsonArray warnings;
    for (const QString &w : e.warnings)
        warnings.append(w);
    json.insert(QStringLiteral("warnings"), warnings);
    return json;
}

} // namespace Headroom
