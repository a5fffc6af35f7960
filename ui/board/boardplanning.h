#pragma once

#include "catalog/catalog.h"
#include "estimate/configurationevaluation.h"
#include "estimate/deploymentestimate.h"
#include "estimate/vramstack.h"

#include <QString>

#include <optional>

namespace Headroom {

/** The deployment a model dropped on a configuration gets: newDeployment() (plan/
 *  deploymentdefaults.h: the checkpoint's weights, BF16 for FP32 ones; vLLM, llama.cpp for GGUF
 *  weights; one sequence), and the longest context that fits (maxContext()) capped at the
 *  model's max context and at 8,192 tokens, rounded down to a multiple of 256. When even a short
 *  context does not fit it still deploys, with min(model max, 8,192) tokens, and the card shows
 *  the overflow. */
Deployment defaultDeployment(const ModelSpec &model, const GpuSpec &gpu,
                             const Configuration &config,
                             std::optional<WeightFormat> weights = std::nullopt,
                             std::optional<EngineKind> engine = std::nullopt);

/** The context defaultDeployment() picks for `deployment` as it stands (formats, engine). */
std::int64_t defaultContextTokens(const ModelSpec &model, const GpuSpec &gpu,
                                  const Configuration &config, const Deployment &deployment);

/** One change that makes a configuration fit, checked by evaluating the configuration with it. */
struct AdviceOption
{
    QString text; // "Use 4 GPUs with tensor parallel 4."
    std::optional<Configuration> configuration; // the configuration to use instead, if it changes
    std::optional<Deployment> deployment; // the largest deployment changed, if it changes
};

/** What to tell the user when a configuration's GPUs overflow. */
struct OverflowAdvice
{
    int gpuIndex = -1; // the GPU with the largest shortfall
    std::int64_t shortfallBytes = 0;
    QString message; // fitVerdict(): "Does not fit: needs 12.3 GiB more on GPU 0."
    QString suggestion; // one change that would fit, computed with the core ("" = none found)
    QString alternatives; // the other changes that would fit (tooltip)
    QList<AdviceOption> options; // every change found, the suggestion first
};

/** A configuration's verdict, in the words every view uses (card, inspector, PDF): "Fits: 12.3 GiB
 *  free on the fullest GPU.", "Does not fit: needs 1.2 GiB more on GPU 0." or "Does not fit."
 *  (a deployment could not be estimated); empty for a configuration with no deployment. */
QString fitVerdict(const ConfigurationEvaluation &evaluation);

/** Empty when every GPU fits. Options, each checked by evaluating the configuration with it
 *  (every deployment on it), for the deployment that takes most of the worst GPU, smallest change
 *  first: a smaller batch (the batch that fits beside the others), a shorter context (the
 *  estimate's maxContext(), when the weights fit), the GPUs there are split anew (a larger TP, or
 *  TP x PP: the fewest GPUs per replica first, the replicas left said), an FP8 (llama.cpp: Q8_0)
 *  KV cache, a smaller weight format (FP8, then AWQ 4-bit; Q4_K_M for llama.cpp), more GPUs only
 *  when no split of the GPUs there are fits (the fewest GPUs, 1, 2, 4, 8 or whole nodes, then the
 *  most replicas, then the largest TP: one that divides the heads and KV heads and a node
 *  (isBuildableTensorParallel()) or the configuration's own; minTrainingGpus() for training
 *  modes), and the GPU type of `catalog` (same vendor) with the least memory above this one's that
 *  holds it. Reads an EstimateDepth::Full evaluation of a configuration of `project`, whose
 *  calibrations, prices and settings every option is evaluated with (the same evaluation the
 *  board shows beside it). */
std::optional<OverflowAdvice> overflowAdvice(const ConfigurationEvaluation &evaluation,
                                             const Catalog &catalog, const Project &project);

} // namespace Headroom
