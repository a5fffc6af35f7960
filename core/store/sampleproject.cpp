#include "store/sampleproject.h"

#include <QCoreApplication>

namespace Headroom {

namespace {

Configuration configuration(const char *id, const char *gpuId, int count, int tp)
{
    Configuration c;
    c.id = QString::fromLatin1(id);
    c.gpuId = QString::fromLatin1(gpuId);
    c.gpuCount = count;
    c.tensorParallel = tp;
    return c;
}

Deployment deployment(const char *id, const Configuration &on, const char *modelId)
{
    Deployment d;
    d.id = QString::fromLatin1(id);
    d.configurationId = on.id;
    d.modelId = QString::fromLatin1(modelId);
    return d;
}

} // namespace

Project sampleProject()
{
    Project p;
    p.metadata.title = QCoreApplication::translate("Headroom::Sample",
                                                   "Sample: serving three model sizes");
    p.metadata.notes = QCoreApplication::translate(
            "Headroom::Sample",
            "A workstation GPU for an 8B model, two H100s for a 70B model in FP8, and an "
            "eight-way H200 node for DeepSeek-V3.");
    p.metadata.created = QDateTime(QDate(2025, 6, 1), QTime(12, 0), Qt::UTC);
    p.metadata.modified = p.metadata.created;

    const Configuration small = configuration("sample-rtx4090", "rtx-4090-24gb", 1, 1);
    const Configuration large = configuration("sample-h100x2", "h100-sxm-80gb", 2, 2);
    const Configuration frontier = configuration("sample-h200x8", "h200-sxm-141gb", 8, 8);
    p.configurations = {small, large, frontier};

    Deployment d8 = deployment("sample-llama-8b", small, "llama-3.1-8b");
    d8.weights = WeightFormat::GgufQ4_K_M;
    d8.kv = KvFormat::Fp16;
    d8.engine = EngineKind::LlamaCpp;
    d8.workload.concurrentSequences = 4;
    d8.workload.contextTokens = 8192;

    Deployment d70 = deployment("sample-llama-70b", large, "llama-3.1-70b");
    d70.weights = WeightFormat::Fp8;
    d70.kv = KvFormat::Fp8;
    d70.workload.concurrentSequences = 32;
    d70.workload.inputTokens = 2048;
    d70.workload.outputTokens = 512;
    d70.workload.tpotTargetMs = 50;
    d70.workload.ttftTargetMs = 2000;

    Deployment dv3 = deployment("sample-deepseek-v3", frontier, "deepseek-v3");
    dv3.weights = WeightFormat::Fp8;
    dv3.kv = KvFormat::Fp8;
    dv3.engine = EngineKind::SgLang;
    dv3.workload.concurrentSequences = 64;
    dv3.workload.inputTokens = 4096;
    dv3.workload.outputTokens = 1024;
    dv3.workload.tpotTargetMs = 80;
    p.deployments = {d8, d70, dv3};

    p.cost.utilization = 0.6;
    p.cost.horizonMonths = 36;
    return p;
}

} // namespace Headroom
