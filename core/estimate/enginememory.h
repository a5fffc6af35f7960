#pragma once

#include "estimate/engineprofile.h"
#include "plan/configuration.h"
#include "plan/deployment.h"
#include "spec/gpuspec.h"
#include "spec/modelspec.h"
#include "units/explanation.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <limits>

namespace Headroom {

/** The versions of an engine whose start-up rules Headroom models, oldest first; the last is
 *  the default (EngineSettings::version empty). Empty for an engine without versions. */
const QStringList &engineVersions(EngineKind engine);
/** Whether `version` is one of engineVersions(engine) (empty: the default, always known). */
bool engineVersionKnown(EngineKind engine, const QString &version);

/** A deployment's engine as it starts on a GPU: the settings the user gave, and the engine's own
 *  defaults for the rest, derived as the engine derives them for that GPU, parallel layout and
 *  version (docs/estimation.md "Engine memory"). What the estimate and the launch command use. */
struct EngineRuntime
{
    QString version; // the version whose rules apply (never empty for a versioned engine)
    int versionIndex = 0; // its place in engineVersions() (resolved once per estimate)
    int maxBatchedTokens = 0; // tokens per step (vLLM max_num_batched_tokens, SGLang chunk)
    int maxSequences = 0; // sequences at once (vLLM max_num_seqs, SGLang max_running_requests)
    bool cudaGraphs = false; // captured (not eager, and the engine captures graphs)
    int cudaGraphSizes
            = 0; // batch sizes captured (vLLM cudagraph_capture_sizes, SGLang cuda_graph_bs)
    int cudaGraphMaxBatch = 0; // the largest of them (SGLang cuda_graph_max_bs)
    double memoryFraction = 0; // vLLM gpu_memory_utilization, SGLang mem_fraction_static, ...
    // which of those the user set (the rest are the engine's defaults)
    bool tokensSet = false;
    bool sequencesSet = false;
    bool fractionSet = false;
    Explanation fractionRule; // how the default fraction follows (SGLang: the reserve it keeps)
    // the tokens per sequence (vLLM's max_model_len) for which the engine resolves the same: all
    // but vLLM's token budget, capped by the length below some length, ignore it
    std::int64_t sameFromLength = 1;
    std::int64_t sameToLength = std::numeric_limits<std::int64_t>::max();
};

EngineRuntime resolveEngineRuntime(const EngineProfile &profile, const GpuSpec &gpu,
                                   const Configuration &config, const Deployment &deployment);

/** Where `runtime`'s memory fraction comes from, for explanations: set for the deployment, the
 *  engine's own rule (SGLang's derivation) or its version's default, else the profile's source
 *  (an override or a calibration). The bars and the inspector's note both say it. */
Explanation memoryFractionSource(const EngineProfile &profile, const EngineRuntime &runtime,
                                 const Deployment &deployment);

/** What the engine takes per GPU besides weights and KV cache, as it computes it at start-up. */
struct EngineBuffers
{
    std::int64_t activationPeak = 0; // the profiled peak (vLLM), the compute buffer (llama.cpp)
    Explanation activationTerms;
    std::int64_t nonTorch = 0; // CUDA libraries' memory the engine counts in its budget
    Explanation nonTorchTerms;
    std::int64_t outsideBudget = 0; // in use but outside the budget: CUDA context, NCCL
    std::int64_t cudaGraphs = 0;
    Explanation cudaGraphTerms;
    bool graphsInBudget = false; // vLLM >= 0.21 subtracts its estimate from the KV budget
};

/** The buffers of one GPU of pipeline stage `stage` (the last stage holds the sampler). A
 *  constant the user or a calibration set (activation_peak_gib, non_torch_gib, cuda_graphs_gib)
 *  wins over the rule. `explain` false: the bytes alone (no terms), for the solvers' trials. */
EngineBuffers engineBuffers(const ModelSpec &model, const Configuration &config,
                            const Deployment &deployment, const EngineProfile &profile,
                            const EngineRuntime &runtime, int stage, bool explain = true);

/** What vLLM's MXFP4 MoE backend adds per GPU to routed experts counted at 4.25 bits (E2M1 and
 *  one E8M0 scale per 32) as it loads them: the widths it pads to, duplicated scales, fp32
 *  biases (vllm/model_executor/layers/quantization/mxfp4.py; docs/estimation.md "MXFP4 as vLLM
 *  loads it"). 0 for other formats and engines. `moeLayers`: the MoE layers on the GPU. */
struct WeightPadding
{
    std::int64_t bytes = 0;
    Explanation terms;
};
WeightPadding mxfp4LoadPadding(const ModelSpec &model, const GpuSpec &gpu,
                               const Configuration &config, const Deployment &deployment,
                               const EngineRuntime &runtime, double routedExpertBits,
                               int moeLayers);

} // namespace Headroom
