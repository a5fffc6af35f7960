#include "advisor/advisorjson.h"
#include "advisor/advisortraffic.h"

#include <QJsonArray>

#include <cmath>

namespace Headroom {

namespace {

double rounded(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

/** A disaggregated part's prefill pool (the decode pool is the part's own figures). */
QJsonObject prefillJson(const AdvisorPrefillPool &pool)
{
    return QJsonObject {{QStringLiteral("gpu"), pool.gpuId},
                        {QStringLiteral("replicas"), pool.replicas},
                        {QStringLiteral("tensor_parallel"), pool.tensorParallel},
                        {QStringLiteral("pipeline_parallel"), pool.pipelineParallel},
                        {QStringLiteral("gpus"), pool.gpus},
                        {QStringLiteral("nodes"), pool.nodes},
                        {QStringLiteral("rent_per_month"), rounded(pool.rentPerMonth, 2)},
                        {QStringLiteral("own_per_month"), rounded(pool.ownPerMonth, 2)},
                        {QStringLiteral("power_kw"), rounded(pool.powerKw, 3)},
                        {QStringLiteral("prefill_ms"), rounded(pool.prefillSeconds * 1e3, 2)},
                        {QStringLiteral("kv_transfer_ms"),
                         rounded(pool.kvTransferSeconds * 1e3, 2)}};
}

/** The load simulation of a recommended plan: TTFT and TPOT percentiles in ms. */
QJsonObject simulatedJson(const LoadResult &s)
{
    const auto stats = [](const LatencyStats &l) {
        return QJsonObject {{QStringLiteral("mean"), rounded(l.mean * 1e3, 3)},
                            {QStringLiteral("p50"), rounded(l.p50 * 1e3, 3)},
                            {QStringLiteral("p90"), rounded(l.p90 * 1e3, 3)},
                            {QStringLiteral("p99"), rounded(l.p99 * 1e3, 3)}};
    };
    return QJsonObject {{QStringLiteral("ttft_ms"), stats(s.ttft)},
                        {QStringLiteral("tpot_ms"), stats(s.tpot)},
                        {QStringLiteral("saturated"), s.saturated}};
}

QJsonObject partJson(const ModelPlan &p)
{
    const AdvisorCandidate &c = p.candidate;
    QJsonObject json {
            {QStringLiteral("model"), p.deployment.modelId},
            {QStringLiteral("gpu"), c.gpuId},
            {QStringLiteral("gpus"), p.gpus},
            {QStringLiteral("nodes"), p.nodes},
            {QStringLiteral("replicas"), p.replicas},
            {QStringLiteral("tensor_parallel"), c.tensorParallel},
            {QStringLiteral("pipeline_parallel"), c.pipelineParallel},
            {QStringLiteral("expert_parallel"), c.expertParallel},
            {QStringLiteral("weights"), weightFormatId(c.weights)},
            {QStringLiteral("kv"), kvFormatId(c.kv)},
            {QStringLiteral("engine"), engineId(c.engine)},
            {QStringLiteral("users_per_replica_at_slo"), p.usersPerReplicaAtSlo},
            {QStringLiteral("max_concurrency_per_replica"), p.maxConcurrency},
            {QStringLiteral("ttft_ms"), rounded(p.ttftSeconds * 1e3, 2)},
            {QStringLiteral("tpot_ms"), rounded(p.tpotSeconds * 1e3, 3)},
            {QStringLiteral("output_tokens_per_second"), rounded(p.outputTokensPerSecond, 1)},
            {QStringLiteral("bound"), performanceBoundId(p.bound)},
            {QStringLiteral("binding"), planBindingId(p.binding)},
            {QStringLiteral("acquisition"), partAcquisitionId(p)},
            {QStringLiteral("rent_per_month"), rounded(p.rentPerMonth, 2)},
            {QStringLiteral("own_per_month"), rounded(p.ownPerMonth, 2)},
            {QStringLiteral("up_front"), rounded(p.upFront, 2)},
            {QStringLiteral("power_kw"), rounded(p.powerKw, 3)},
            {QStringLiteral("slo_verified"), p.sloVerified},
            {QStringLiteral("assumed_price"), p.assumedPrice()},
            {QStringLiteral("owned_gpus"), p.ownedGpus},
            {QStringLiteral("bought_gpus"), p.boughtGpus},
            {QStringLiteral("rented_gpus"), p.rentedGpus},
            {QStringLiteral("rented_gpu_hours_per_month"), rounded(p.rentedGpuHoursPerMonth, 1)},
            // whole units: the spare GPUs paid for in the last unit bought and instance rented
            {QStringLiteral("spare_bought_gpus"), p.spareBoughtGpus},
            {QStringLiteral("spare_rented_gpus"), p.spareRentedGpus},
            {QStringLiteral("units"), partUnitsText(p)},
            // units bought together with other models' parts: their models, all the GPUs
            {QStringLiteral("units_shared_with"), QJsonArray::fromStringList(p.unitsSharedWith)},
            {QStringLiteral("units_shared_gpus"), p.unitsSharedGpus},
    };
    if (p.isPacked()) {
        // packed: the configuration's GPUs and costs above are shared with these models
        json.insert(QStringLiteral("shared_with"), QJsonArray::fromStringList(p.sharedWith));
        json.insert(QStringLiteral("configuration"), p.configuration.id);
        json.insert(QStringLiteral("ttft_alone_ms"), rounded(p.ttftAloneSeconds * 1e3, 2));
        json.insert(QStringLiteral("tpot_alone_ms"), rounded(p.tpotAloneSeconds * 1e3, 3));
        json.insert(QStringLiteral("contention_stretch"), rounded(p.contentionStretch, 4));
    }
    if (!p.replicasPerHour.isEmpty()) {
        QJsonArray hours;
        for (int r : p.replicasPerHour)
            hours.append(r);
        json.insert(QStringLiteral("replicas_per_hour"), hours);
    }
    if (p.prefill) {
        // disaggregated: the decode pool above (gpus, nodes, costs: both pools), the prefill
        // pool here
        json.insert(QStringLiteral("prefill"), prefillJson(*p.prefill));
    }
    if (p.simulated)
        json.insert(QStringLiteral("simulated"), simulatedJson(*p.simulated));
    return json;
}

QJsonObject trainingJson(const TrainingPlan &t)
{
    return {{QStringLiteral("model"), t.deployment.modelId},
            {QStringLiteral("method"), deploymentModeId(t.deployment.mode)},
            {QStringLiteral("gpu"), t.gpuId},
            {QStringLiteral("gpus"), t.gpus},
            {QStringLiteral("nodes"), t.nodes},
            {QStringLiteral("tensor_parallel"), t.tensorParallel},
            {QStringLiteral("pipeline_parallel"), t.pipelineParallel},
            {QStringLiteral("data_parallel"), t.dataParallel},
            {QStringLiteral("zero_stage"), t.deployment.training.zeroStage},
            {QStringLiteral("memory_gpus"), t.memoryGpus},
            {QStringLiteral("hours"), rounded(t.hours, 3)},
            {QStringLiteral("tokens_per_second"), rounded(t.tokensPerSecond, 1)},
            {QStringLiteral("flops_per_token"), t.flopsPerToken},
            {QStringLiteral("acquisition"),
             t.owned ? QStringLiteral("own") : QStringLiteral("rent")},
            {QStringLiteral("price_per_gpu_hour"), rounded(t.pricePerGpuHour, 4)},
            {QStringLiteral("cost"), rounded(t.cost, 2)},
            {QStringLiteral("binding"), trainingPlanBindingId(t.binding)},
            {QStringLiteral("explanation"), t.explanation.text()}};
}

QJsonObject planJson(const AdvisorPlan &p, int rank)
{
    QJsonArray parts;
    for (const ModelPlan &part : p.parts)
        parts.append(partJson(part));
    QJsonObject json {
            {QStringLiteral("parts"), parts},
            {QStringLiteral("gpus"), p.gpus},
            {QStringLiteral("nodes"), p.nodes},
            {QStringLiteral("monthly_cost"), rounded(p.monthlyCost, 2)},
            {QStringLiteral("rent_per_month"), rounded(p.rentPerMonth, 2)},
            {QStringLiteral("own_per_month"), rounded(p.ownPerMonth, 2)},
            {QStringLiteral("up_front"), rounded(p.upFront, 2)},
            {QStringLiteral("cost_per_million_tokens"), rounded(p.costPerMillionTokens, 4)},
            {QStringLiteral("per_user_tokens_per_second"), rounded(p.perUserTokensPerSecond, 2)},
            {QStringLiteral("ttft_ms"), rounded(p.ttftSeconds * 1e3, 2)},
            {QStringLiteral("power_kw"), rounded(p.powerKw, 3)},
            {QStringLiteral("energy_kwh_per_month"), rounded(p.energyKwhPerMonth, 1)},
            {QStringLiteral("energy_cost_per_month"), rounded(p.energyCostPerMonth, 2)},
            {QStringLiteral("tokens_per_kwh"), rounded(p.tokensPerKwh, 0)},
            {QStringLiteral("binding"), planBindingId(p.binding)},
            {QStringLiteral("binds"), p.binds.text()},
            {QStringLiteral("pareto_optimal"), p.paretoOptimal},
            {QStringLiteral("slo_verified"), p.sloVerified},
            {QStringLiteral("rent_vs_own"),
             QJsonObject {{QStringLiteral("rent_at_horizon"), rounded(p.rentVsOwn.rentAtHorizon, 2)},
                          {QStringLiteral("own_at_horizon"), rounded(p.rentVsOwn.ownAtHorizon, 2)},
                          {QStringLiteral("rent_3_years"), rounded(p.rentVsOwn.rent3Years, 2)},
                          {QStringLiteral("own_3_years"), rounded(p.rentVsOwn.own3Years, 2)},
                          {QStringLiteral("breakeven_month"),
                           p.rentVsOwn.breakevenMonth
                                   ? QJsonValue(rounded(*p.rentVsOwn.breakevenMonth, 2))
                                   : QJsonValue(QJsonValue::Null)}}},
    };
    if (p.racks > 0)
        json.insert(QStringLiteral("racks"), p.racks);
    json.insert(QStringLiteral("owned_gpus"), p.ownedGpus);
    json.insert(QStringLiteral("bought_gpus"), p.boughtGpus);
    json.insert(QStringLiteral("rented_gpus"), p.rentedGpus);
    json.insert(QStringLiteral("rented_gpu_hours_per_month"), rounded(p.rentedGpuHoursPerMonth, 1));
    if (rank > 0)
        json.insert(QStringLiteral("why_it_loses"), p.whyLoses.text());
    if (!p.training.isEmpty()) {
        QJsonArray training;
        for (const TrainingPlan &t : p.training)
            training.append(trainingJson(t));
        json.insert(QStringLiteral("training"), training);
        json.insert(QStringLiteral("training_cost"), rounded(p.trainingCost, 2));
    }
    return json;
}

} // namespace

QJsonObject advisorResultToJson(const AdvisorResult &result)
{
    QJsonArray plans;
    for (int i = 0; i < result.plans.size(); ++i)
        plans.append(planJson(result.plans.at(i), i));
    QJsonArray front;
    for (const AdvisorPlan &p : result.paretoFront)
        front.append(
                QJsonObject {{QStringLiteral("monthly_cost"), rounded(p.monthlyCost, 2)},
                             {QStringLiteral("cost_per_million_tokens"),
                              rounded(p.costPerMillionTokens, 4)},
                             {QStringLiteral("per_user_tokens_per_second"),
                              rounded(p.perUserTokensPerSecond, 2)},
                             {QStringLiteral("ttft_ms"), rounded(p.ttftSeconds * 1e3, 2)},
                             {QStringLiteral("gpus"), p.gpus},
                             {QStringLiteral("gpu"),
                              p.parts.isEmpty() ? QString() : p.parts.first().candidate.gpuId}});
    QJsonObject rejected;
    for (auto it = result.rejections.begin(); it != result.rejections.end(); ++it)
        rejected.insert(rejectionName(it.key()), it.value());
    QJsonArray warnings;
    for (const Explanation &w : result.warnings)
        warnings.append(w.text());
    QJsonArray unpriced;
    for (const UnpricedGpu &u : result.unpricedGpus)
        unpriced.append(QJsonObject {{QStringLiteral("gpu"), u.gpuId},
                                     {QStringLiteral("no_purchase_price"), u.purchase},
                                     {QStringLiteral("no_on_demand_price"), u.onDemand}});
    return {{QStringLiteral("currency"), currencyCode(result.currency)},
            {QStringLiteral("unpriced_gpus"), unpriced},
            {QStringLiteral("plans"), plans},
            {QStringLiteral("pareto_front"), front},
            {QStringLiteral("search"),
             QJsonObject {{QStringLiteral("candidates"), result.candidatesGenerated},
                          {QStringLiteral("evaluated"), result.candidatesEvaluated},
                          {QStringLiteral("feasible"), result.feasibleCandidates},
                          {QStringLiteral("fleet_combinations_visited"), result.combinationsVisited},
                          {QStringLiteral("packings_evaluated"), result.packingsEvaluated},
                          {QStringLiteral("rejected"), rejected},
                          {QStringLiteral("cancelled"), result.cancelled},
                          {QStringLiteral("disaggregated_pairs"), result.disaggregatedPairs},
                          {QStringLiteral("disaggregated_evaluated"),
                           result.disaggregatedEvaluated}}},
            {QStringLiteral("warnings"), warnings}};
}

} // namespace Headroom
