#include "estimate/draftmodel.h"

#include "catalog/catalog.h"
#include "estimate/kvcache.h"
#include "estimate/memorybreakdown.h"
#include "estimate/parametercount.h"
#include "estimate/speed.h"
#include "estimate/weightbytes.h"

#include <QCoreApplication>
#include <QJsonValue>

#include <algorithm>
#include <cmath>

namespace Headroom {

namespace {

struct DraftText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Estimate)
};

} // namespace

Result<void> resolveDraftModel(const Catalog &catalog, Deployment &deployment)
{
    SpeculativeDecoding &spec = deployment.speculative;
    if (spec.method != SpeculativeMethod::DraftModel) {
        spec.draft.reset();
        return {};
    }
    if (spec.draftModelId.isEmpty())
        return fail(DraftText::tr("Speculative decoding with a draft model needs a draft model"),
                    QStringLiteral("speculative"));
    const auto draft = catalog.model(spec.draftModelId);
    if (!draft)
        return fail(DraftText::tr("The draft model \"%1\" is not in the catalog")
                            .arg(spec.draftModelId),
                    spec.draftModelId);
    spec.draft = std::make_shared<const ModelSpec>(*draft);
    return {};
}

QList<ModelSpec> draftCandidates(const Catalog &catalog, const ModelSpec &target)
{
    const std::int64_t targetParameters = countParameters(target).total();
    QList<std::pair<std::int64_t, ModelSpec>> found;
    for (const ModelSpec &m : catalog.models()) {
        if (m.id == target.id || m.vocab != target.vocab || m.vocab <= 0 || m.layers <= 0)
            continue;
        const std::int64_t parameters = countParameters(m).total();
        if (parameters < targetParameters)
            found.append({parameters, m});
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    QList<ModelSpec> models;
    for (const auto &entry : std::as_const(found))
        models.append(entry.second);
    return models;
}

const ModelSpec *draftModelOf(const Deployment &deployment)
{
    const SpeculativeDecoding &spec = deployment.speculative;
    return spec.method == SpeculativeMethod::DraftModel ? spec.draft.get() : nullptr;
}

Result<void> validateDraftModel(const ModelSpec &target, const Deployment &deployment, int tp)
{
    const SpeculativeDecoding &spec = deployment.speculative;
    if (spec.method != SpeculativeMethod::DraftModel)
        return {};
    if (spec.draftModelId.isEmpty())
        return fail(DraftText::tr("Speculative decoding with a draft model needs a draft model"),
                    QStringLiteral("speculative"));
    const ModelSpec *draft = spec.draft.get();
    if (!draft || draft->id != spec.draftModelId)
        return fail(DraftText::tr("The draft model \"%1\" is not in the catalog")
                            .arg(spec.draftModelId),
                    spec.draftModelId);
    if (draft->layers <= 0 || draft->hidden <= 0 || draft->heads <= 0)
        return fail(DraftText::tr("The draft model has no layers, hidden size or attention heads"),
                    draft->id);
    if (draft->vocab != target.vocab)
        return fail(DraftText::tr("The draft model %1 has a vocabulary of %2 tokens and %3 one of "
                                  "%4: a draft must share the target's tokenizer")
                            .arg(draft->id)
                            .arg(draft->vocab)
                            .arg(target.id)
                            .arg(target.vocab),
                    draft->id);
    // vLLM runs the draft at the target's TP (draft_tensor_parallel_size)
    const int kv = draft->kvHeads > 0 ? draft->kvHeads : draft->heads;
    if (tp > 0 && (draft->heads % tp != 0 || (!draft->isMla() && kv % tp != 0 && tp % kv != 0)))
        return fail(DraftText::tr("Tensor parallel %1 does not split the draft model's %2 "
                                  "attention heads (%3 KV heads): it runs at the target's TP")
                            .arg(tp)
                            .arg(draft->heads)
                            .arg(kv),
                    draft->id);
    return {};
}

WeightFormat draftWeightFormat(const ModelSpec &draft)
{
    return weightFormatFromId(draft.defaultWeightFormat).value_or(WeightFormat::Bf16);
}

DraftMemory draftMemory(const ModelSpec &draft, KvFormat kv, int tp, std::int64_t tokens,
                        int blockTokens)
{
    DraftMemory m;
    const ParameterCount count = countParameters(draft);
    m.parameters = count.total();
    m.format = draftWeightFormat(draft);
    const int t = std::max(tp, 1);
    m.weightBytes = (modelWeightBytes(draft, count, m.format) + t - 1) / t;
    m.kvBytesPerToken = kvBytesPerToken(draft, kv, t);
    m.kvBytesPerSequence = kvBytesPerSequence(draft, kv, t, tokens, blockTokens);
    return m;
}

double kvOffloadBandwidth(const KvOffload &offload, const GpuSpec &gpu, const Configuration &config)
{
    if (offload.bytesPerSecond > 0)
        return offload.bytesPerSecond;
    switch (offload.tier) {
    case KvOffloadTier::None: return 0;
    case KvOffloadTier::HostMemory: {
        const double link = gpu.pcieBytesPerSecond > 0 ? gpu.pcieBytesPerSecond
                                                       : gpu.memoryBandwidthBytesPerSecond;
        return link * std::max(config.gpusPerReplica(), 1);
    }
    case KvOffloadTier::Nvme: return kNvmeDriveBytesPerSecond;
    }
    return 0;
}

Result<void> validateKvOffload(const KvOffload &offload)
{
    if (offload.capacityBytes < 0)
        return fail(DraftText::tr("The KV offload capacity cannot be negative"),
                    QString::number(offload.capacityBytes));
    if (!(offload.bytesPerSecond >= 0) || !std::isfinite(offload.bytesPerSecond))
        return fail(DraftText::tr("The KV offload bandwidth cannot be negative"),
                    QString::number(offload.bytesPerSecond));
    if (offload.isOn() && offload.capacityBytes == 0)
        return fail(DraftText::tr("KV offload needs a capacity above 0"),
                    kvOffloadTierId(offload.tier));
    return {};
}

PrefixTiers prefixTiers(double hitRate, std::int64_t inputTokens, int users, int running,
                        std::int64_t poolTokens, std::int64_t tokensPerSequence,
                        double kvBytesPerToken, const KvOffload &offload, double bytesPerSecond)
{
    PrefixTiers p;
    const double h = std::clamp(hitRate, 0.0, 1.0);
    p.bytesPerSecond = bytesPerSecond;
    p.gpuRoomTokens = std::max(0.0,
                               double(poolTokens)
                                       - double(std::max(running, 0))
                                               * double(std::max<std::int64_t>(tokensPerSequence,
                                                                               0)));
    p.tierTokens = offload.isOn() && kvBytesPerToken > 0
            ? double(std::max<std::int64_t>(offload.capacityBytes, 0)) / kvBytesPerToken
            : 0.0;
    p.workingSetTokens = double(std::max(users, 1)) * h
            * double(std::max<std::int64_t>(inputTokens, 0));
    if (!(p.workingSetTokens > 0))
        return p;
    const double onGpu = std::min(p.workingSetTokens, p.gpuRoomTokens);
    const double onTier = std::min(p.workingSetTokens - onGpu, p.tierTokens);
    p.gpuHitRate = h * onGpu / p.workingSetTokens;
    p.tierHitRate = h * onTier / p.workingSetTokens;
    p.loadBytes = p.tierHitRate * double(inputTokens) * kvBytesPerToken;
    p.loadSeconds = bytesPerSecond > 0 ? p.loadBytes / bytesPerSecond : 0;
    return p;
}

QJsonObject speculativeToJson(const Deployment &deployment, const MemoryBreakdown &memory,
                              const SpeedEstimate *speed)
{
    const SpeculativeDecoding &spec = deployment.speculative;
    QJsonObject json {{QStringLiteral("method"), speculativeMethodId(spec.method)},
                      {QStringLiteral("tokens"), spec.tokens},
                      {QStringLiteral("acceptance"), spec.acceptance}};
    if (spec.method == SpeculativeMethod::DraftModel) {
        json.insert(QStringLiteral("draft_model"), spec.draftModelId);
        json.insert(QStringLiteral("draft_parameters"), qint64(memory.draftParameters));
        json.insert(QStringLiteral("draft_weight_bytes_per_gpu"),
                    qint64(memory.draftWeightBytesPerGpu));
        json.insert(QStringLiteral("draft_kv_bytes_per_sequence_per_gpu"),
                    qint64(memory.draftKvBytesPerSequence));
        if (const ModelSpec *draft = draftModelOf(deployment))
            json.insert(QStringLiteral("draft_weight_format"),
                        weightFormatId(draftWeightFormat(*draft)));
    } else {
        json.insert(QStringLiteral("draft_model"), QJsonValue(QJsonValue::Null));
    }
    if (speed) {
        json.insert(QStringLiteral("tokens_per_step"), speed->acceptedPerStep);
        json.insert(QStringLiteral("draft_step_s"), speed->draftStepSeconds);
        json.insert(QStringLiteral("draft_prefill_s"), speed->draftPrefillSeconds);
    }
    return json;
}

QJsonObject kvOffloadToJson(const KvOffload &offload, const SpeedEstimate *speed)
{
    QJsonObject json {{QStringLiteral("tier"), kvOffloadTierId(offload.tier)},
                      {QStringLiteral("capacity_bytes"), qint64(offload.capacityBytes)}};
    if (speed) {
        json.insert(QStringLiteral("bytes_per_s"), speed->kvOffloadBytesPerSecond);
        json.insert(QStringLiteral("prefix_gpu_hit_rate"), speed->prefixGpuHitRate);
        json.insert(QStringLiteral("prefix_tier_hit_rate"), speed->prefixTierHitRate);
        json.insert(QStringLiteral("load_bytes_per_request"), speed->kvOffloadLoadBytes);
        json.insert(QStringLiteral("load_s"), speed->kvOffloadLoadSeconds);
    }
    return json;
}

} // namespace Headroom
