#pragma once

#include "plan/trainingsettings.h"
#include "plan/workload.h"
#include "spec/formats.h"

#include <QMap>
#include <QString>

#include <optional>

namespace Headroom {

/** How the engine drafts tokens for speculative decoding (room for a draft model: issue 18). */
enum class SpeculativeMethod {
    None,
    Mtp, // the checkpoint's own MTP modules (ModelSpec::mtp): loaded only in this mode
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

    bool isOn() const { return method != SpeculativeMethod::None; }
    friend bool operator==(const SpeculativeDecoding &, const SpeculativeDecoding &) = default;
};

/** "none", "mtp" (stable, for files and the CLI); nullopt for an unknown id. */
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
    SpeculativeDecoding speculative;
    bool textOnly = false; // a multimodal model served without its vision tower
    Disaggregation disaggregation; // off: prefill and decode share the configuration's GPUs

    friend bool operator==(const Deployment &, const Deployment &) = default;
};

} // namespace Headroom
