#include "estimate/launchcommand.h"

#include "estimate/enginememory.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace Headroom {

namespace {

struct LaunchCommandText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::LaunchCommand)
};

QString num(std::int64_t value)
{
    return QString::number(value);
}

// Locale-independent, shortest form: 0.9, 0.88, 0.925.
QString fraction(double value)
{
    return QString::number(value, 'g', 4);
}

// The conventional GGUF file name: "<Model>-<TYPE>.gguf" (Llama-3.1-8B-Q4_K_M.gguf).
QString ggufFileName(const ModelSpec &model, WeightFormat format)
{
    QString type;
    switch (format) {
    case WeightFormat::Fp32: type = QStringLiteral("F32"); break;
    case WeightFormat::Fp16: type = QStringLiteral("F16"); break;
    case WeightFormat::Bf16: type = QStringLiteral("BF16"); break;
    default: type = weightFormatId(format).toUpper(); break;
    }
    const QString base = model.name.isEmpty() ? model.id : model.name;
    return base + u'-' + type + QStringLiteral(".gguf");
}

// Hugging Face repository when the catalog names one, else the catalog id.
QString modelPath(const ModelSpec &model)
{
    return model.hfId.isEmpty() ? model.id : model.hfId;
}

/** --quantization values shared by vLLM and SGLang; empty = none (auto-detected or unquantized). */
QString quantizationFlag(WeightFormat format)
{
    switch (format) {
    case WeightFormat::Fp8: return QStringLiteral("fp8");
    case WeightFormat::Int4Awq: return QStringLiteral("awq");
    case WeightFormat::Int4Gptq: return QStringLiteral("gptq");
    case WeightFormat::Nf4: return QStringLiteral("bitsandbytes");
    default: return {};
    }
}

QString dtypeFlag(WeightFormat format)
{
    switch (format) {
    case WeightFormat::Fp32: return QStringLiteral("float32");
    case WeightFormat::Fp16: return QStringLiteral("float16");
    default: return {};
    }
}

struct Common
{
    int tp = 1;
    int pp = 1;
    int ep = 1; // expert parallel (Configuration)
    int dp = 1; // attention data parallel
    int replicas = 1;
    std::int64_t contextTokens = 0;
    std::int64_t sequencesPerReplica = 1;
    double memoryFraction = 0.9;
    bool fractionKnown = true; // set, or derived for a known GPU (SGLang's depends on it)
    EngineSettings settings; // what the user set in the engine: passed on as its flags
    EngineRuntime runtime; // the engine's defaults for the rest, as the estimate takes them
};

Common common(const Configuration &config, const Deployment &deployment,
              const EngineProfile &profile, const GpuSpec *gpu)
{
    Common c;
    c.tp = std::max(config.tensorParallel, 1);
    c.pp = std::max(config.pipelineParallel, 1);
    c.ep = std::max(config.expertParallel, 1);
    c.dp = std::max(config.dataParallelAttention, 1);
    c.replicas = std::max(config.replicas(), 1);
    c.contextTokens = std::max<std::int64_t>(deployment.workload.tokensPerSequence(), 1);
    const std::int64_t sequences = std::max(deployment.workload.concurrentSequences, 1);
    c.sequencesPerReplica = (sequences + c.replicas - 1) / c.replicas;
    c.settings = deployment.engineSettings;
    c.runtime = resolveEngineRuntime(profile, gpu ? *gpu : GpuSpec {}, config, deployment);
    c.memoryFraction = c.runtime.memoryFraction;
    c.fractionKnown = gpu || c.runtime.fractionSet || deployment.engine != EngineKind::SgLang;
    return c;
}

/** A note that the figures follow this version's start-up rules (engine versions change the
 *  defaults: the launch command cannot pin the version installed); none for an engine Headroom
 *  models without versions. */
void addVersionNote(LaunchCommand &command, EngineKind engine, const Common &c)
{
    if (!c.runtime.version.isEmpty())
        command.notes << LaunchCommandText::tr("Headroom's memory figures follow %1 %2's start-up "
                                               "rules; another version may allocate differently.")
                                 .arg(engineName(engine), c.runtime.version);
}

void addGgufNote(LaunchCommand &command, WeightFormat format)
{
    if (isGguf(format))
        command.notes << LaunchCommandText::tr(
                "GGUF weights: pass the path of a local .gguf file as the model.");
}

LaunchCommand vllm(const ModelSpec &model, const Common &c, const Deployment &d)
{
    LaunchCommand cmd;
    cmd.engine = EngineKind::Vllm;
    cmd.arguments = {QStringLiteral("vllm"), QStringLiteral("serve"),
                     isGguf(d.weights) ? ggufFileName(model, d.weights) : modelPath(model),
                     QStringLiteral("--tensor-parallel-size"), num(c.tp / c.dp)};
    if (c.pp > 1)
        cmd.arguments << QStringLiteral("--pipeline-parallel-size") << num(c.pp);
    // vLLM's data parallel ranks are attention DP groups; its experts span TP x DP GPUs
    if (c.ep > 1 || c.dp > 1) {
        if (c.dp > 1)
            cmd.arguments << QStringLiteral("--data-parallel-size") << num(c.dp);
        if (c.ep > 1)
            cmd.arguments << QStringLiteral("--enable-expert-parallel");
        if (c.ep > 1 && c.ep != c.tp)
            cmd.notes << LaunchCommandText::tr("vLLM spreads the experts over all %1 GPUs of "
                                               "the data-parallel group, not over %2.")
                                 .arg(c.tp)
                                 .arg(c.ep);
        if (c.replicas > 1)
            cmd.notes << LaunchCommandText::tr(
                    "Start one server per replica, each on its own GPUs (CUDA_VISIBLE_DEVICES).");
    } else if (c.replicas > 1) {
        cmd.arguments << QStringLiteral("--data-parallel-size") << num(c.replicas);
    }
    cmd.arguments << QStringLiteral("--max-model-len") << num(c.contextTokens)
                  << QStringLiteral("--gpu-memory-utilization") << fraction(c.memoryFraction);
    // what the user set in the engine; vLLM derives the rest for the GPU as the estimate does
    if (c.settings.maxSequences > 0)
        cmd.arguments << QStringLiteral("--max-num-seqs") << num(c.settings.maxSequences);
    if (c.settings.maxBatchedTokens > 0)
        cmd.arguments << QStringLiteral("--max-num-batched-tokens")
                      << num(c.settings.maxBatchedTokens);
    if (c.settings.eager)
        cmd.arguments << QStringLiteral("--enforce-eager");
    if (const QString q = quantizationFlag(d.weights); !q.isEmpty())
        cmd.arguments << QStringLiteral("--quantization") << q;
    if (const QString t = dtypeFlag(d.weights); !t.isEmpty())
        cmd.arguments << QStringLiteral("--dtype") << t;
    if (isGguf(d.weights) && !model.hfId.isEmpty())
        cmd.arguments << QStringLiteral("--tokenizer") << model.hfId;
    switch (d.kv) {
    case KvFormat::Fp8:
        cmd.arguments << QStringLiteral("--kv-cache-dtype") << QStringLiteral("fp8");
        break;
    case KvFormat::Int8:
    case KvFormat::Q8_0:
    case KvFormat::Q4_0:
        cmd.notes << LaunchCommandText::tr("vLLM has no %1 KV cache; it uses the model's dtype.")
                             .arg(kvFormatName(d.kv));
        break;
    default: break;
    }
    if (d.weights == WeightFormat::Int8)
        cmd.notes << LaunchCommandText::tr(
                "INT8 (W8A8) checkpoints are recognised from their config; no flag needed.");
    // vLLM SpeculativeConfig: method "mtp" runs the checkpoint's own MTP layers (it maps
    // DeepSeek, GLM, Qwen3-Next / Qwen3.5 MTP to their drafters)
    if (d.speculative.method == SpeculativeMethod::Mtp)
        cmd.arguments << QStringLiteral("--speculative-config")
                      << QStringLiteral("{\"method\":\"mtp\",\"num_speculative_tokens\":%1}")
                                 .arg(std::max(d.speculative.tokens, 1));
    // a draft model: vLLM SpeculativeConfig "model" (draft_tensor_parallel_size defaults to the
    // target's TP, as the estimate takes it)
    if (d.speculative.method == SpeculativeMethod::DraftModel) {
        const QString draft = d.speculative.draft && !d.speculative.draft->hfId.isEmpty()
                ? d.speculative.draft->hfId
                : d.speculative.draftModelId;
        cmd.arguments << QStringLiteral("--speculative-config")
                      << QStringLiteral("{\"model\":\"%1\",\"num_speculative_tokens\":%2}")
                                 .arg(draft)
                                 .arg(std::max(d.speculative.tokens, 1));
    }
    // --language-model-only: the multimodal encoder is not built nor loaded
    if (d.textOnly && model.vision.describesVision())
        cmd.arguments << QStringLiteral("--language-model-only");
    addGgufNote(cmd, d.weights);
    return cmd;
}

LaunchCommand sglang(const ModelSpec &model, const Common &c, const Deployment &d)
{
    LaunchCommand cmd;
    cmd.engine = EngineKind::SgLang;
    cmd.arguments = {QStringLiteral("python3"),
                     QStringLiteral("-m"),
                     QStringLiteral("sglang.launch_server"),
                     QStringLiteral("--model-path"),
                     isGguf(d.weights) ? ggufFileName(model, d.weights) : modelPath(model),
                     QStringLiteral("--tp-size"),
                     num(c.tp)};
    if (c.pp > 1)
        cmd.arguments << QStringLiteral("--pp-size") << num(c.pp);
    if (c.ep > 1)
        cmd.arguments << QStringLiteral("--ep-size") << num(c.ep);
    if (c.dp > 1) {
        cmd.arguments << QStringLiteral("--dp-size") << num(c.dp)
                      << QStringLiteral("--enable-dp-attention");
        if (c.replicas > 1)
            cmd.notes << LaunchCommandText::tr(
                    "Start one server per replica, each on its own GPUs (CUDA_VISIBLE_DEVICES).");
    } else if (c.replicas > 1) {
        cmd.arguments << QStringLiteral("--dp-size") << num(c.replicas);
    }
    cmd.arguments << QStringLiteral("--context-length") << num(c.contextTokens);
    if (c.fractionKnown)
        cmd.arguments << QStringLiteral("--mem-fraction-static") << fraction(c.memoryFraction);
    if (c.settings.maxSequences > 0)
        cmd.arguments << QStringLiteral("--max-running-requests") << num(c.settings.maxSequences);
    if (c.settings.maxBatchedTokens > 0)
        cmd.arguments << QStringLiteral("--chunked-prefill-size")
                      << num(c.settings.maxBatchedTokens);
    if (c.settings.eager)
        cmd.arguments << QStringLiteral("--disable-cuda-graph");
    if (const QString q = quantizationFlag(d.weights); !q.isEmpty())
        cmd.arguments << QStringLiteral("--quantization") << q;
    if (const QString t = dtypeFlag(d.weights); !t.isEmpty())
        cmd.arguments << QStringLiteral("--dtype") << t;
    // SGLang runs MTP through its EAGLE worker (docs: "Multi Token Prediction"): steps = draft
    // tokens, top-k 1, steps + 1 tokens verified
    if (d.speculative.method == SpeculativeMethod::Mtp) {
        const int steps = std::max(d.speculative.tokens, 1);
        cmd.arguments << QStringLiteral("--speculative-algorithm") << QStringLiteral("EAGLE")
                      << QStringLiteral("--speculative-num-steps") << num(steps)
                      << QStringLiteral("--speculative-eagle-topk") << QStringLiteral("1")
                      << QStringLiteral("--speculative-num-draft-tokens") << num(steps + 1);
    }
    if (d.textOnly && model.vision.describesVision())
        cmd.notes << LaunchCommandText::tr(
                "SGLang loads the vision tower of a multimodal model; the estimate leaves it "
                "out (text only).");
    if (d.kv == KvFormat::Fp8)
        cmd.arguments << QStringLiteral("--kv-cache-dtype") << QStringLiteral("fp8_e4m3");
    else if (d.kv == KvFormat::Int8 || d.kv == KvFormat::Q8_0 || d.kv == KvFormat::Q4_0)
        cmd.notes << LaunchCommandText::tr("SGLang has no %1 KV cache; it uses the model's dtype.")
                             .arg(kvFormatName(d.kv));
    addGgufNote(cmd, d.weights);
    return cmd;
}

// llama.cpp --cache-type-k/-v names; empty = the default f16.
QString llamaCacheType(KvFormat format)
{
    switch (format) {
    case KvFormat::Fp32: return QStringLiteral("f32");
    case KvFormat::Bf16: return QStringLiteral("bf16");
    case KvFormat::Q8_0: return QStringLiteral("q8_0");
    case KvFormat::Q4_0: return QStringLiteral("q4_0");
    default: return {};
    }
}

Result<LaunchCommand> llamaCpp(const ModelSpec &model, const Configuration &config, const Common &c,
                               const Deployment &d, const EngineProfile &profile)
{
    const bool plain = d.weights == WeightFormat::Fp32 || d.weights == WeightFormat::Fp16
            || d.weights == WeightFormat::Bf16;
    if (!isGguf(d.weights) && !plain)
        return fail(LaunchCommandText::tr(
                            "llama.cpp loads GGUF files: choose a GGUF or 16-bit weight format."),
                    weightFormatId(d.weights));
    LaunchCommand cmd;
    cmd.engine = EngineKind::LlamaCpp;
    // n_gpu_layers counts the output layer too: every layer on the GPUs is layers + 1.
    const int gpuLayers = profile.gpuLayers < 0 ? model.layers + 1 : profile.gpuLayers;
    // -c is the total context of all slots; each of the -np slots gets c / np tokens.
    const std::int64_t totalContext = c.contextTokens * c.sequencesPerReplica;
    cmd.arguments = {QStringLiteral("llama-server"),
                     QStringLiteral("-m"),
                     ggufFileName(model, d.weights),
                     QStringLiteral("-ngl"),
                     num(gpuLayers),
                     QStringLiteral("-c"),
                     num(totalContext),
                     QStringLiteral("-np"),
                     num(c.sequencesPerReplica)};
    if (c.settings.maxBatchedTokens > 0)
        cmd.arguments << QStringLiteral("-ub") << num(c.settings.maxBatchedTokens);
    if (const QString t = llamaCacheType(d.kv); !t.isEmpty())
        cmd.arguments << QStringLiteral("--cache-type-k") << t << QStringLiteral("--cache-type-v")
                      << t;
    if (d.kv == KvFormat::Fp8 || d.kv == KvFormat::Int8)
        cmd.notes << LaunchCommandText::tr("llama.cpp has no %1 KV cache; use q8_0.")
                             .arg(kvFormatName(d.kv));
    if (d.kv == KvFormat::Q8_0 || d.kv == KvFormat::Q4_0)
        cmd.notes << LaunchCommandText::tr("A quantized V cache needs flash attention (-fa).");
    if (c.tp > 1)
        cmd.arguments << QStringLiteral("--split-mode") << QStringLiteral("row");
    if (config.gpuCount > 1 && c.replicas > 1)
        cmd.notes << LaunchCommandText::tr(
                "Start one server per replica, each on its own GPUs (CUDA_VISIBLE_DEVICES).");
    return cmd;
}

LaunchCommand trtLlm(const ModelSpec &model, const Common &c, const Deployment &d)
{
    LaunchCommand cmd;
    cmd.engine = EngineKind::TensorRtLlm;
    cmd.arguments = {QStringLiteral("trtllm-serve"),
                     modelPath(model),
                     QStringLiteral("--tp_size"),
                     num(c.tp),
                     QStringLiteral("--pp_size"),
                     num(c.pp),
                     QStringLiteral("--max_seq_len"),
                     num(c.contextTokens),
                     QStringLiteral("--max_batch_size"),
                     num(c.settings.maxSequences > 0 ? c.settings.maxSequences
                                                     : c.sequencesPerReplica),
                     QStringLiteral("--kv_cache_free_gpu_memory_fraction"),
                     fraction(c.memoryFraction)};
    if (c.settings.maxBatchedTokens > 0)
        cmd.arguments << QStringLiteral("--max_num_tokens") << num(c.settings.maxBatchedTokens);
    if (c.ep > 1)
        cmd.arguments << QStringLiteral("--ep_size") << num(c.ep);
    if (c.dp > 1)
        cmd.notes << LaunchCommandText::tr("Attention data parallelism: set enable_attention_dp "
                                           "in the --extra_llm_api_options file (TensorRT-LLM "
                                           "runs attention DP over all %1 TP GPUs).")
                             .arg(c.tp);
    if (d.kv != KvFormat::Bf16 && d.kv != KvFormat::Fp16)
        cmd.notes << LaunchCommandText::tr("Set the %1 KV cache in the kv_cache_config of an "
                                           "--extra_llm_api_options file.")
                             .arg(kvFormatName(d.kv));
    if (d.weights != WeightFormat::Bf16 && d.weights != WeightFormat::Fp16)
        cmd.notes << LaunchCommandText::tr("TensorRT-LLM reads the quantization from the "
                                           "checkpoint: use a %1 checkpoint.")
                             .arg(weightFormatName(d.weights));
    if (c.replicas > 1)
        cmd.notes << LaunchCommandText::tr(
                "Start one server per replica, each on its own GPUs (CUDA_VISIBLE_DEVICES).");
    if (d.speculative.method == SpeculativeMethod::Mtp)
        cmd.notes << LaunchCommandText::tr("Set speculative_config (decoding_type: MTP, "
                                           "num_nextn_predict_layers: %1) in an "
                                           "--extra_llm_api_options file.")
                             .arg(std::max(d.speculative.tokens, 1));
    return cmd;
}

QString shellQuote(const QString &word)
{
    static const QRegularExpression safe(QStringLiteral("^[A-Za-z0-9_./:=@%+,-]+$"));
    if (!word.isEmpty() && safe.match(word).hasMatch())
        return word;
    QString quoted = word;
    quoted.replace(u'\'', QStringLiteral("'\\''"));
    return u'\'' + quoted + u'\'';
}

} // namespace

QString LaunchCommand::commandLine() const
{
    QStringList words;
    words.reserve(arguments.size());
    for (const QString &a : arguments)
        words << shellQuote(a);
    return words.join(u' ');
}

QString LaunchCommand::multiLine() const
{
    QString text;
    for (const QString &a : arguments) {
        if (!text.isEmpty())
            text += a.startsWith(u'-') ? QStringLiteral(" \\\n  ") : QStringLiteral(" ");
        text += shellQuote(a);
    }
    return text;
}

Result<LaunchCommand> launchCommand(const ModelSpec &model, const Configuration &config,
                                    const Deployment &deployment, EngineKind engine,
                                    const EngineProfile &profile, const GpuSpec *gpu)
{
    Deployment onEngine = deployment;
    onEngine.engine = engine;
    if (engine != deployment.engine)
        onEngine.engineSettings.version.clear(); // another engine's version does not apply
    const Common c = common(config, onEngine, profile, gpu);
    Result<LaunchCommand> cmd = [&]() -> Result<LaunchCommand> {
        switch (engine) {
        case EngineKind::Vllm: return vllm(model, c, onEngine);
        case EngineKind::SgLang: return sglang(model, c, onEngine);
        case EngineKind::LlamaCpp: return llamaCpp(model, config, c, deployment, profile);
        case EngineKind::TensorRtLlm: return trtLlm(model, c, deployment);
        case EngineKind::Transformers: break;
        }
        return fail(LaunchCommandText::tr(
                            "%1 has no server command line: load the model from Python.")
                            .arg(engineName(engine)),
                    engineId(engine));
    }();
    if (cmd)
        addVersionNote(*cmd, engine, c);
    return cmd;
}

Result<LaunchCommand> launchCommand(const ModelSpec &model, const Configuration &config,
                                    const Deployment &deployment, const GpuSpec *gpu)
{
    return launchCommand(model, config, deployment, deployment.engine,
                         defaultEngineProfile(deployment.engine), gpu);
}

} // namespace Headroom
