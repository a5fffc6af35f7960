// The options of `estimate`: what the parser accepts and what --help lists, in one table.
#include "commands/estimateoptions.h"

#include "commands/engineconstantargs.h"
#include "estimate/speed.h"
#include "plan/deploymentdefaults.h"
#include "spec/formats.h"

#include <QCoreApplication>

namespace Headroom::Cli {

// --- Fine-tuning options (issue #6): --mode and the training settings -------------------------

const QStringList &trainingValueOptions()
{
    static const QStringList options = {u"--mode"_qs,         u"--optimizer"_qs,
                                        u"--micro-batch"_qs,  u"--sequence"_qs,
                                        u"--zero"_qs,         u"--lora-rank"_qs,
                                        u"--lora-targets"_qs, u"--offload"_qs,
                                        u"--tokens"_qs,       u"--epochs"_qs};
    return options;
}

const QStringList &trainingFlagOptions()
{
    static const QStringList options = {u"--checkpointing"_qs, u"--paged-optimizer"_qs,
                                        u"--no-flash-attention"_qs};
    return options;
}

namespace {

/** The model, the GPUs and how the model is served on them. */
QList<OptionSpec> deploymentOptions()
{
    return {
            {u"model"_qs, u"id|file"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "catalog model id, or a config.json path")},
            {u"gpu"_qs, u"id"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "catalog GPU id (see 'catalog gpus')")},
            {u"gpus"_qs, u"n"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "number of GPUs (default: TP x PP)")},
            {u"tp"_qs, u"n"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "tensor-parallel size (default 1)")},
            {u"pp"_qs, u"n"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "pipeline-parallel size (default 1)")},
            {u"ep"_qs, u"n"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "expert-parallel size, MoE models: the routed experts spread whole "
                               "over N of the TP GPUs (default 1: TP-sharded)")},
            {u"dp"_qs, u"n"_qs,
             QT_TRANSLATE_NOOP(
                     "Headroom::Cli",
                     "attention data-parallel size, MoE models: TP / N GPUs per attention "
                     "group, each with its own sequences (default 1)")},
            {u"weights"_qs, u"format"_qs, QT_TRANSLATE_NOOP("Headroom::Cli", "weight format"),
             false, &weightFormatSpellings},
            {u"kv"_qs, u"format"_qs, QT_TRANSLATE_NOOP("Headroom::Cli", "KV cache format"), false,
             &kvFormatSpellings},
            {u"engine"_qs, u"id"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "serving engine: vllm, sglang, trtllm, llamacpp, transformers")},
            {u"memory-fraction"_qs, u"f"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "share of GPU memory the engine may use, in (0, 1] "
                               "(vLLM gpu_memory_utilization, SGLang "
                               "mem_fraction_static; default: the engine's)")},
            {u"engine-version"_qs, u"version"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "the engine's version, whose defaults apply (default: the "
                               "newest modelled)"),
             false, &engineVersionSpellings},
            {u"max-num-batched-tokens"_qs, u"n"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "tokens per engine step (vLLM max_num_batched_tokens; "
                               "default: the engine's for the GPU)")},
            {u"chunked-prefill-size"_qs, u"n"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "SGLang's name for --max-num-batched-tokens")},
            {u"max-num-seqs"_qs, u"n"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "most sequences a replica runs at once (vLLM max_num_seqs; "
                               "default: the engine's for the GPU)")},
            {u"max-running-requests"_qs, u"n"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "SGLang's name for --max-num-seqs")},
            {u"enforce-eager"_qs,
             {},
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "no CUDA graphs (vLLM enforce_eager, SGLang "
                               "disable_cuda_graph)")},
            {u"speculative"_qs, u"method"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "speculative decoding: none (default), mtp (loads the model's MTP "
                               "layers) or draft (with --spec-draft)")},
            {u"spec-draft"_qs, u"model"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "speculative decoding with this catalog model as the draft (same "
                               "tokenizer)")},
            {u"speculative-tokens"_qs, u"n"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "tokens drafted per step, 1-16 (default 1)")},
            {u"disagg"_qs, u"PxD"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "disaggregated serving: P prefill and D decode replicas (as 2x3)")},
            {u"prefill-gpu"_qs, u"id"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "with --disagg: the prefill replicas' GPU (default: --gpu)")},
            {u"prefill-tp"_qs, u"n"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "with --disagg: the prefill replicas' tensor parallel (default: "
                               "--tp)")},
            {u"text-only"_qs,
             {},
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "serve a multimodal model without its vision tower")},
    };
}

/** The load served, its lengths and targets, speed and engine settings. */
QList<OptionSpec> workloadOptions()
{
    return {
            {u"batch"_qs, u"n"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "concurrent sequences (default 1)")},
            {u"load"_qs, u"kind"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "closed (--users N, default) or open (--rate R) loop")},
            {u"users"_qs, u"n"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "closed loop: concurrent users (as --batch)")},
            {u"rate"_qs,
             u"per-s"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "open loop: Poisson arrivals per second"),
             false,
             nullptr,
             {u"rps"_qs}},
            {u"input-dist"_qs, u"kind"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "input lengths: fixed, uniform[:spread] or exponential")},
            {u"output-dist"_qs, u"kind"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "output lengths: fixed, uniform[:spread] or exponential")},
            {u"seed"_qs, u"n"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "seed of the load simulation (default 1)")},
            {u"prefix-hit"_qs, u"share"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "share of each prompt found in the prefix cache (0 to 1)")},
            {u"kv-offload"_qs, u"tier"_qs,
             QT_TRANSLATE_NOOP(
                     "Headroom::Cli",
                     "keep prefix-cache KV beyond the GPU in host memory or on NVMe: host "
                     "or nvme")},
            {u"kv-offload-gib"_qs, u"GiB"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "capacity of the KV offload tier per replica")},
            {u"kv-offload-gbps"_qs, u"GB/s"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "load rate of the KV offload tier per replica (default: the GPUs' "
                               "PCIe links for host, 7 for NVMe)")},
            {u"speculative-acceptance"_qs, u"share"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "chance each drafted token is accepted (default 0.8)")},
            {u"context"_qs, u"tokens"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "context length per sequence (default 4096)")},
            {u"input"_qs,
             u"tokens"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "prompt tokens per request (default: the context less the output, "
                               "3840)"),
             false,
             nullptr,
             {u"input-tokens"_qs}},
            {u"output"_qs,
             u"tokens"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "generated tokens per request (default 256)"),
             false,
             nullptr,
             {u"output-tokens"_qs}},
            {u"tpot-ms"_qs, u"ms"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "target time per output token")},
            {u"ttft-ms"_qs, u"ms"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "target time to first token")},
            {u"requests-per-s"_qs, u"rate"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "target request rate (replicas)")},
            {u"price-per-gpu-hour"_qs, u"price"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "GPU-hour price for the cost per token")},
            {u"weight-source"_qs, u"where"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "where the weights load from at start: nvme, network or object")},
            {u"engine-constant"_qs,
             u"id=value"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "set one engine constant (see the engine_constants output)"),
             true,
             nullptr,
             {u"engine-param"_qs}},
            {u"project"_qs, u"file"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "use that project file's calibration for this GPU and engine "
                               "('calibrate --apply')")},
    };
}

/** Fine-tuning, and the output. */
QList<OptionSpec> trainingOptions()
{
    return {
            {u"mode"_qs, u"mode"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "inference (default), full, lora or qlora")},
            {u"optimizer"_qs, u"id"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "adamw, adamw-8bit, sgd or adamw-bf16")},
            {u"micro-batch"_qs, u"n"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "training micro-batch per GPU")},
            {u"sequence"_qs, u"tokens"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "training sequence length")},
            {u"zero"_qs, u"stage"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "ZeRO stage 0-3 over the data-parallel GPUs")},
            {u"lora-rank"_qs, u"r"_qs, QT_TRANSLATE_NOOP("Headroom::Cli", "LoRA rank")},
            {u"lora-targets"_qs, u"which"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "LoRA targets: attn, mlp or all")},
            {u"offload"_qs, u"what"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli", "CPU offload: none, optimizer or all")},
            {u"tokens"_qs, u"n"_qs,
             QT_TRANSLATE_NOOP("Headroom::Cli",
                               "training dataset tokens per epoch: prints the training time")},
            {u"epochs"_qs, u"n"_qs, QT_TRANSLATE_NOOP("Headroom::Cli", "training epochs (1)")},
            {u"checkpointing"_qs, {}, QT_TRANSLATE_NOOP("Headroom::Cli", "gradient checkpointing")},
            {u"paged-optimizer"_qs,
             {},
             QT_TRANSLATE_NOOP("Headroom::Cli", "paged optimizer states (bitsandbytes)")},
            {u"no-flash-attention"_qs,
             {},
             QT_TRANSLATE_NOOP("Headroom::Cli", "training without flash attention")},
            {u"json"_qs, {}, QT_TRANSLATE_NOOP("Headroom::Cli", "print one JSON object")},
    };
}

} // namespace

/** Every option of `estimate`: the parser accepts exactly these and the help lists them. */
const CommandSpec &estimateSpec()
{
    static const CommandSpec spec {
            u"estimate"_qs, u"--model <id|config.json> --gpu <id> [options]"_qs,
            QT_TRANSLATE_NOOP(
                    "Headroom::Cli",
                    "Memory per GPU, the limits (max batch, max context, fewest GPUs) and the "
                    "speed of one model served or fine-tuned on one GPU configuration."),
            deploymentOptions() + workloadOptions() + trainingOptions()};
    return spec;
}

} // namespace Headroom::Cli
