#pragma once

#include "plan/deployment.h"

#include <QStringView>

#include <optional>

namespace Headroom {

/** The rules a new or re-moded deployment follows, in one place for the board (a model dropped
 *  on a configuration), the inspector (a mode switch) and `headroom-cli estimate` (formats left
 *  unsaid). The context a drop picks needs the solvers: board/boardplanning.h. */

/** The weights engines serve a checkpoint stored as `checkpoint` in: FP32 checkpoints in BF16,
 *  everything else as it is. An unknown id reads as BF16. */
WeightFormat servedWeights(QStringView checkpointFormatId);

/** The weights a mode trains: full fine-tuning needs 16- or 32-bit weights (BF16 otherwise),
 *  LoRA a PyTorch format (BF16 for a GGUF quant), QLoRA an NF4 base; serving keeps any. */
WeightFormat weightsForMode(DeploymentMode mode, WeightFormat weights);

/** llama.cpp for GGUF quants, vLLM otherwise. */
EngineKind defaultEngine(WeightFormat weights);

/** FP16 for llama.cpp and FP16 weights, BF16 otherwise. */
KvFormat defaultKv(EngineKind engine, WeightFormat weights);

/** A deployment of `modelId` (whose checkpoint is `checkpointFormatId`) on configuration
 *  `configurationId`: servedWeights() unless `weights` is given, defaultEngine() unless
 *  `engine` is, defaultKv(), one sequence; the context is the caller's. */
Deployment newDeployment(const QString &modelId, QStringView checkpointFormatId,
                         const QString &configurationId,
                         std::optional<WeightFormat> weights = std::nullopt,
                         std::optional<EngineKind> engine = std::nullopt);

} // namespace Headroom
