#include "plan/deploymentdefaults.h"

#include "spec/formats.h"

namespace Headroom {

WeightFormat servedWeights(QStringView checkpointFormatId)
{
    const WeightFormat stored = weightFormatFromId(checkpointFormatId).value_or(WeightFormat::Bf16);
    return stored == WeightFormat::Fp32 ? WeightFormat::Bf16 : stored;
}

WeightFormat weightsForMode(DeploymentMode mode, WeightFormat weights)
{
    switch (mode) {
    case DeploymentMode::Inference: return weights;
    case DeploymentMode::FullFineTune:
        return weights == WeightFormat::Fp16 || weights == WeightFormat::Fp32 ? weights
                                                                              : WeightFormat::Bf16;
    case DeploymentMode::Lora: return isGguf(weights) ? WeightFormat::Bf16 : weights;
    case DeploymentMode::Qlora: return WeightFormat::Nf4;
    }
    return weights;
}

EngineKind defaultEngine(WeightFormat weights)
{
    return isGguf(weights) ? EngineKind::LlamaCpp : EngineKind::Vllm;
}

KvFormat defaultKv(EngineKind engine, WeightFormat weights)
{
    return engine == EngineKind::LlamaCpp || weights == WeightFormat::Fp16 ? KvFormat::Fp16
                                                                           : KvFormat::Bf16;
}

Deployment newDeployment(const QString &modelId, QStringView checkpointFormatId,
                         const QString &configurationId, std::optional<WeightFormat> weights,
                         std::optional<EngineKind> engine)
{
    Deployment d;
    d.configurationId = configurationId;
    d.modelId = modelId;
    d.weights = weights.value_or(servedWeights(checkpointFormatId));
    d.engine = engine.value_or(defaultEngine(d.weights));
    d.kv = defaultKv(d.engine, d.weights);
    d.workload.concurrentSequences = 1;
    return d;
}

} // namespace Headroom
