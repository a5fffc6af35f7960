#pragma once

#include "estimate/engineprofile.h"
#include "plan/configuration.h"
#include "plan/deployment.h"
#include "spec/gpuspec.h"
#include "spec/modelspec.h"
#include "units/explanation.h"
#include "units/result.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>

namespace Headroom {

/** One bar segment: bytes, and how they were computed (formula with values, sources), formatted
 *  when shown (explanation.text()). */
struct MemoryPart
{
    std::int64_t bytes = 0;
    Explanation explanation;
};

/** The segments of a per-GPU bar, in the order they stack. Training parts are zero for
 *  inference deployments. */
enum class MemoryPartKind {
    Weights,
    MasterWeights, // fp32 copy kept by mixed-precision training
    Gradients,
    OptimizerStates,
    KvCache,
    SequenceState, // recurrent layers' constant state per running sequence (FORMULAS.md section 8)
    DraftModel, // speculative decoding's draft model: its weights and its KV cache
    Activations,
    Runtime,
    Reserve,
};

QList<MemoryPartKind> allMemoryPartKinds(); // in stacking order
QString memoryPartId(MemoryPartKind kind); // "weights", "kv_cache", ... (stable, for JSON/CSV)
QString memoryPartName(MemoryPartKind kind); // translated: "Weights", "KV cache", ...

/** What one GPU holds. free = capacity - the sum of every part. */
struct GpuMemory
{
    int index = 0; // GPU index within the configuration
    int stage = 0; // pipeline stage
    int firstLayer = 0;
    int layers = 0;
    MemoryPart weights;
    MemoryPart kvCache; // what the workload needs (sequences x tokens)
    MemoryPart sequenceState; // sequences x the recurrent layers' state (same pool as the KV)
    MemoryPart draft; // the draft model's weights / TP + sequences x its KV (from the KV pool)
    MemoryPart activations;
    MemoryPart runtime; // CUDA context, NCCL, CUDA graphs
    MemoryPart reserve; // left unused by the engine's memory fraction
    MemoryPart masterWeights; // training modes (FORMULAS.md section 4)
    MemoryPart gradients;
    MemoryPart optimizerStates;
    std::int64_t free = 0; // negative = overflow
    std::int64_t capacity = 0;
    std::int64_t kvPoolBytes = 0; // what the engine would carve for KV on this GPU (>= 0)
    std::int64_t shortBytes = 0; // how much more memory this GPU needs to fit (0 if it fits)
    double kvBytesPerToken = 0; // this GPU's share, full-attention view

    const MemoryPart &part(MemoryPartKind kind) const;
    MemoryPart &part(MemoryPartKind kind);
    std::int64_t usedBytes() const; // sum of every part
};

/** How much of a memory estimate to build: the bytes are the same either way. */
enum class MemoryDetail {
    Explained, // every part with its explanation, the warnings and the engine: what views show
    Figures, // bytes only: no explanations or warnings (sweeps, stacking)
    Verdict, // Figures for one GPU per pipeline stage (TP ranks and replicas hold the same):
    // fits, margin, pools and overflow for the solvers' trials
};

/** The memory of a deployment on a configuration, per GPU (never pooled across GPUs). */
struct MemoryBreakdown
{
    std::int64_t parameters = 0;
    std::int64_t activeParameters = 0;
    std::int64_t trainableParameters = 0; // training modes: all (full) or the LoRA adapters
    std::int64_t visionParameters = 0; // the vision tower loaded (0: none, or text only)
    std::int64_t mtpParameters = 0; // the MTP modules loaded (0: not speculating with MTP)
    std::int64_t draftParameters = 0; // the draft model loaded (0: no draft model)
    std::int64_t draftWeightBytesPerGpu = 0;
    std::int64_t draftKvBytesPerSequence = 0; // per GPU
    double kvBytesPerToken = 0; // whole model, before TP split
    std::int64_t tokensPerSequence = 0;
    int sequencesPerReplica = 0;
    QList<GpuMemory> perGpu;
    bool fits = false;
    std::int64_t overflowBytes = 0; // largest shortfall on one GPU (GpuMemory::shortBytes)
    /** The tightest GPU's room: the smallest over the GPUs of min(free, KV pool before it is
     *  clamped at 0); negative when short (-overflowBytes). The solvers step on it. */
    std::int64_t marginBytes = 0;
    std::int64_t kvPoolBytesPerGpu = 0; // smallest over the GPUs; never negative
    std::int64_t kvPoolTokens = 0; // per replica: tokens the pool holds
    std::int64_t maxSequences = 0; // all replicas: sequences of this length the pools hold
    double memoryFraction = 0;
    /** Host RAM needed: llama.cpp layers left on the CPU (their weights and KV); training:
     *  offloaded and paged states, summed over every GPU of the configuration. */
    std::int64_t hostBytes = 0;
    QList<Explanation> warnings; // MemoryDetail::Explained only; words, made text when shown
};

/** The most concurrent sequences an estimate takes (validateEstimate() refuses more). */
constexpr std::int64_t kMostEstimatedSequences = std::int64_t(1) << 24;

/** The vision encoder's activation peak on one GPU of the first stage for one largest image
 *  (docs/estimation.md, "Vision"): patches x (3 h + (3 h + 2 I) / TP) x 2 B + the image's tokens
 *  x the model's hidden x 2 B; 0 without a vision tower. */
std::int64_t visionEncoderPeakBytes(const ModelSpec &model, int tp);

/** Checks the inputs; the error names what is wrong (translated). */
Result<void> validateEstimate(const ModelSpec &model, const GpuSpec &gpu,
                              const Configuration &config, const Deployment &deployment);

/** Per-GPU memory with the engine's defaults (docs/estimation.md); training modes follow
 *  docs/fine-tuning.md (estimateTrainingMemory()). */
Result<MemoryBreakdown> estimateMemory(const ModelSpec &model, const GpuSpec &gpu,
                                       const Configuration &config, const Deployment &deployment);

/** Same, with an edited engine profile; `detail` Figures leaves out the words (3-4x faster). */
Result<MemoryBreakdown> estimateMemory(const ModelSpec &model, const GpuSpec &gpu,
                                       const Configuration &config, const Deployment &deployment,
                                       const EngineProfile &engine,
                                       MemoryDetail detail = MemoryDetail::Explained);

struct ParameterCount;
/** Same, with the model's parameters already counted (countParameters(model); the training
 *  modes count their own): what the solvers' trials call, the model being the same each time. */
Result<MemoryBreakdown> estimateMemory(const ModelSpec &model, const GpuSpec &gpu,
                                       const Configuration &config, const Deployment &deployment,
                                       const EngineProfile &engine, MemoryDetail detail,
                                       const ParameterCount &count);

/** Memory trials of one deployment on one GPU type at other workloads (and configurations):
 *  the solvers'. Each is estimateMemory(..., MemoryDetail::Verdict, count) of the deployment
 *  with that workload, the same figures, with what a trial does not change kept from the last
 *  one: the weights' layout; for the same configuration its checks and each stage's weights;
 *  for the same tokens per sequence too, the engine's runtime. */
class MemoryTrials
{
public:
    MemoryTrials(const ModelSpec &model, const GpuSpec &gpu, const Deployment &deployment,
                 const EngineProfile &engine, const ParameterCount &count);
    ~MemoryTrials();
    MemoryTrials(const MemoryTrials &) = delete;
    MemoryTrials &operator=(const MemoryTrials &) = delete;

    Result<MemoryBreakdown> at(const Configuration &config, const Workload &workload);

private:
    struct Kept;
    const ModelSpec &m_model;
    const GpuSpec &m_gpu;
    Deployment m_deployment; // its workload the last trial's
    const EngineProfile &m_engine;
    const ParameterCount &m_count;
    std::unique_ptr<Kept> m_kept;
};

} // namespace Headroom
