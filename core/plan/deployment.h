#pragma once

#include "plan/trainingsettings.h"
#include "plan/workload.h"
#include "spec/formats.h"

#include <QMap>
#include <QString>

namespace Headroom {

/** A model placed on a configuration, with its formats, engine and workload. */
struct Deployment
{
    QString id;
    QString configurationId;
    QString modelId;
    DeploymentMode mode = DeploymentMode::Inference;
    WeightFormat weights = WeightFormat::Bf16;
    KvFormat kv = KvFormat::Bf16;
    EngineKind engine = EngineKind::Vllm;
    double memoryFraction = 0; // 0 = the engine's default (vLLM 0.9, SGLang ~0.88, TRT 0.9)
    Workload workload;
    TrainingSettings training;
    bool batchTier = false; // batch (may run on spot) rather than real-time
    QMap<QString, double> engineOverrides; // parameter id -> value; empty = the engine's defaults

    friend bool operator==(const Deployment &, const Deployment &) = default;
};

} // namespace Headroom
