#pragma once

#include "plan/trainingsettings.h"
#include "plan/workload.h"
#include "spec/formats.h"

#include <QMap>
#include <QString>

#include <memory>
#include <optional>

namespace Headroom {

struct ModelSpec;

/** How the engine drafts tokens for speculative decoding (EAGLE-style heads could join later). */
enum class SpeculativeMethod {
    None,
    Mtp, // the checkpoint's own MTP modules (ModelSpec::mtp): loaded only in this mode
    DraftModel, // a smaller catalog model with the same tokenizer (draftModelId)
};

/** The most tokens speculative decoding drafts per step that Headroom takes. */
constexpr int kMostSpeculativeTokens = 16;

/** Speculative decoding: the method, and the tokens drafted per step (vLLM
 *  num_speculative_tokens, SGLang speculative-num-steps). */
struct SpeculativeDecoding
{
    SpeculativeMethod method = SpeculativeMethod::None;
    int tokens = 1;
    /** Chance that each drafted token is accepted (i.i.d.): DeepSeek-V3's report gives 85-90 %
     *  for its first MTP token; 0.8 leaves room for the later ones. */
    double acceptance = 0.8;
    /** DraftModel: the catalog id of the draft (e.g. llama-3.2-1b drafting for llama-3.1-70b). */
    QString draftModelId {};
    /** The draft's catalog entry, resolved by resolveDraftModel() (estimate/draftmodel.h) before
     *  an estimate; not stored, not compared. */
    std::shared_ptr<const ModelSpec> draft {};

    bool isOn() const { return method != SpeculativeMethod::None; }
    friend bool operator==(const SpeculativeDecoding &a, const SpeculativeDecoding &b)
    {
        return a.method == b.method && a.tokens == b.tokens && a.acceptance == b.acceptance
                && a.draftModelId == b.draftModelId;
    }
};

/** Where KV blocks evicted from the GPU are kept for later prefix hits (LMCache, vLLM CPU
 *  offload, SGLang HiCache): docs/estimation.md "KV offload". */
enum class KvOffloadTier {
    None,
    HostMemory,
    Nvme,
};

/** The NVMe figure taken when none is stated: one PCIe 4.0 x4 drive's sequential read. */
constexpr double kNvmeDriveBytesPerSecond = 7e9;

/** A capacity tier below the GPU's KV pool for the prefix cache. It never raises the running
 *  sequences: KV must be on the GPU to decode. */
struct KvOffload
{
    KvOffloadTier tier = KvOffloadTier::None;
    std::int64_t capacityBytes = 0; // per replica
    double bytesPerSecond = 0; // per replica; 0 = the default of the tier (kvOffloadBandwidth())

    bool isOn() const { return tier != KvOffloadTier::None; }
    friend bool operator==(const KvOffload &, const KvOffload &) = default;
};

/** "none", "host", "nvme" (stable, for files and the CLI); nullopt for an unknown id. */
QString kvOffloadTierId(KvOffloadTier tier);
std::optional<KvOffloadTier> kvOffloadTierFromId(QStringView id);

/** "none", "mtp", "draft" (stable, for files and the CLI); nullopt for an unknown id. */
QString speculativeMethodId(SpeculativeMethod method);
std::optional<SpeculativeMethod> speculativeMethodFromId(QStringView id);

/** Disaggregated prefill/decode serving ("xPyD": vLLM, SGLang, Dynamo, Mooncake): the
 *  deployment's configuration is the decode pool (its GPU, TP x PP and replicas); a separate
 *  pool of prefill replicas computes the prompts and sends their KV to it
 *  (docs/estimation.md "Disaggregated serving"). */
struct Disaggregation
{
    bool on = false;
    int prefillReplicas = 1;
    QString prefillGpuId; // empty = the configuration's GPU
    int prefillTensorParallel = 0; // 0 = the configuration's; the pipeline stages are its own

    friend bool operator==(const Disaggregation &, const Disaggregation &) = default;
};

/** The most prefill replicas Headroom takes. */
constexpr int kMostPrefillReplicas = 4096;

/** What a user sets in the serving engine itself, in Headroom's words (the engines' own flag names
 *  in the comments). 0 / empty = the engine's default, which estimate/enginememory.h derives as
 *  the engine does for the GPU and the version (docs/estimation.md "Engine memory"). */
struct EngineSettings
{
    QString version; // "0.11", "0.5", ...: empty = the newest version Headroom models
    /** Tokens one step takes in: vLLM max_num_batched_tokens, SGLang chunked_prefill_size,
     *  TensorRT-LLM max_num_tokens, llama.cpp n_ubatch. */
    int maxBatchedTokens = 0;
    /** Sequences one replica runs at once: vLLM max_num_seqs, SGLang max_running_requests,
     *  TensorRT-LLM max_batch_size, llama.cpp --parallel. */
    int maxSequences = 0;
    /** No CUDA graphs: vLLM enforce_eager, SGLang disable_cuda_graph. */
    bool eager = false;

    bool isDefault() const { return *this == EngineSettings {}; }
    friend bool operator==(const EngineSettings &, const EngineSettings &) = default;
};

/** The most tokens per step and sequences per replica Headroom takes for EngineSettings. */
constexpr int kMostBatchedTokens = 1 << 22;
constexpr int kMostEngineSequences = 1 << 16;

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
    EngineSettings engineSettings; // the engine's own settings (version, token budget, ...)
    SpeculativeDecoding speculative;
    KvOffload kvOffload;
    bool textOnly = false; // a multimodal model served without its vision tower
    Disaggregation disaggregation; // off: prefill and decode share the configuration's GPUs

    friend bool operator==(const Deployment &, const Deployment &) = default;
};

} // namespace Headroom
