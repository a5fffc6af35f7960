#pragma once

// Speculative decoding with a draft model and KV offload to host memory / NVMe
// (docs/estimation.md "Draft model" and "KV offload").

#include "plan/configuration.h"
#include "plan/deployment.h"
#include "spec/formats.h"
#include "spec/gpuspec.h"
#include "spec/modelspec.h"
#include "units/result.h"

#include <QJsonObject>
#include <QList>

#include <cstdint>

namespace Headroom {

class Catalog;

/** Looks the draft of a DraftModel deployment up in `catalog` and keeps it in
 *  deployment.speculative.draft; an error when it is not there. Nothing to do for other methods. */
Result<void> resolveDraftModel(const Catalog &catalog, Deployment &deployment);

/** Catalog models that can draft for `target`: the same vocabulary size, fewer parameters, the
 *  smallest first (the inspector's choices; the first is the default draft). */
QList<ModelSpec> draftCandidates(const Catalog &catalog, const ModelSpec &target);

/** The draft's checks against the target: resolved, a language model with layers, the same
 *  vocabulary size (the catalog's only sign of a shared tokenizer), heads that TP `tp` splits. */
Result<void> validateDraftModel(const ModelSpec &target, const Deployment &deployment, int tp);

/** The draft the deployment speculates with (method DraftModel and resolved), else nullptr. */
const ModelSpec *draftModelOf(const Deployment &deployment);

/** The draft's weights as loaded: its checkpoint's own format (vLLM's speculative_config takes
 *  the draft's quantization from its checkpoint, not the target's). */
WeightFormat draftWeightFormat(const ModelSpec &draft);

/** What the draft holds on each GPU of a replica: vLLM runs it with draft_tensor_parallel_size =
 *  the target's TP by default, every layer of it on every pipeline stage's GPUs (it is not
 *  pipelined), its KV in the deployment's KV format from the same pool. */
struct DraftMemory
{
    std::int64_t parameters = 0;
    WeightFormat format = WeightFormat::Bf16;
    std::int64_t weightBytes = 0; // per GPU: weights / TP
    double kvBytesPerToken = 0; // per GPU: whole draft / TP
    std::int64_t kvBytesPerSequence = 0; // per GPU, at the workload's tokens (blocks rounded)
};

DraftMemory draftMemory(const ModelSpec &draft, KvFormat kv, int tp, std::int64_t tokens,
                        int blockTokens);

/** The offload tier's load rate per replica: the stated figure, else for host memory every GPU
 *  of the replica loading its share over its own PCIe link (gpus x PCIe), for NVMe one drive of
 *  kNvmeDriveBytesPerSecond. */
double kvOffloadBandwidth(const KvOffload &offload, const GpuSpec &gpu, const Configuration &config);

/** Checks the offload settings (capacity and bandwidth not negative, a capacity when on). */
Result<void> validateKvOffload(const KvOffload &offload);

/** How a replica's prompts find their prefix (docs/estimation.md "KV offload"): of the stated hit
 *  rate h, the share the GPU pool's free room holds, the share the offload tier holds, and the
 *  KV loaded from the tier per request. */
struct PrefixTiers
{
    double gpuHitRate = 0; // of each prompt, served from the GPU's prefix cache
    double tierHitRate = 0; // of each prompt, loaded from the offload tier
    double workingSetTokens = 0; // users x h x input tokens: the prefixes to keep
    double gpuRoomTokens = 0; // KV pool tokens not held by the running sequences
    double tierTokens = 0; // the tier's capacity / KV bytes per token
    double loadBytes = 0; // per request: tier hits x input x KV bytes per token
    double bytesPerSecond = 0;
    double loadSeconds = 0; // loadBytes / bytesPerSecond
};

/** `users` per replica each reuse a prefix of h x `inputTokens`; `running` of them hold a
 *  sequence of `tokensPerSequence` in the pool of `poolTokens`; `kvBytesPerToken` of the whole
 *  model. */
PrefixTiers prefixTiers(double hitRate, std::int64_t inputTokens, int users, int running,
                        std::int64_t poolTokens, std::int64_t tokensPerSequence,
                        double kvBytesPerToken, const KvOffload &offload, double bytesPerSecond);

struct MemoryBreakdown;
struct SpeedEstimate;

/** The `speculative` object of `estimate --json`: method, tokens, acceptance, the draft and its
 *  memory, and (with a speed estimate) tokens per step and the draft's step. */
QJsonObject speculativeToJson(const Deployment &deployment, const MemoryBreakdown &memory,
                              const SpeedEstimate *speed);

/** The `kv_offload` object: tier, capacity, load rate, the prefix cache's split and the load. */
QJsonObject kvOffloadToJson(const KvOffload &offload, const SpeedEstimate *speed);

} // namespace Headroom
