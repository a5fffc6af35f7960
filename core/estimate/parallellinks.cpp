#include "estimate/parallellinks.h"

#include "estimate/parallelsplit.h"

#include <QCoreApplication>

#include <algorithm>

namespace Headroom {

Result<void> validateExpertParallelism(const ModelSpec &model, const Configuration &config,
                                       const Deployment &deployment)
{
    const int tp = config.tensorParallel;
    const int ep = config.expertParallel;
    const int dp = config.dataParallelAttention;
    const auto translated = [](const char *text) {
        return QCoreApplication::translate("Headroom::Estimate", text);
    };
    if (ep < 1 || dp < 1)
        return fail(translated(
                            QT_TRANSLATE_NOOP("Headroom::Estimate",
                                              "Expert and attention data parallel sizes must be at "
                                              "least 1")),
                    QStringLiteral("ep"));
    if (ep == 1 && dp == 1)
        return {};
    if (!model.isMoe())
        return fail(translated(QT_TRANSLATE_NOOP(
                                       "Headroom::Estimate",
                                       "%1 is a dense model: expert parallelism and attention "
                                       "data parallelism need a mixture-of-experts model"))
                            .arg(model.name.isEmpty() ? model.id : model.name),
                    QStringLiteral("ep"));
    if (deployment.engine != EngineKind::Vllm && deployment.engine != EngineKind::SgLang
        && deployment.engine != EngineKind::TensorRtLlm)
        return fail(translated(
                            QT_TRANSLATE_NOOP("Headroom::Estimate",
                                              "Expert parallelism and attention data parallelism "
                                              "need vLLM, SGLang or TensorRT-LLM")),
                    QStringLiteral("engine"));
    if (tp % ep != 0)
        return fail(translated(QT_TRANSLATE_NOOP(
                                       "Headroom::Estimate",
                                       "Expert parallel %1 does not divide tensor parallel %2 "
                                       "(the GPUs of a pipeline stage)"))
                            .arg(ep)
                            .arg(tp),
                    QStringLiteral("ep"));
    if (model.moe.experts % ep != 0)
        return fail(translated(QT_TRANSLATE_NOOP("Headroom::Estimate",
                                                 "Expert parallel %1 does not divide the %2 routed "
                                                 "experts"))
                            .arg(ep)
                            .arg(model.moe.experts),
                    QStringLiteral("ep"));
    if (tp % dp != 0)
        return fail(translated(
                            QT_TRANSLATE_NOOP("Headroom::Estimate",
                                              "Attention data parallel %1 does not divide tensor "
                                              "parallel %2"))
                            .arg(dp)
                            .arg(tp),
                    QStringLiteral("dp"));
    return {};
}

int gpusPerNode(const GpuSpec &gpu)
{
    return std::max(gpu.nvlinkDomainGpus, kGpusPerNode);
}

GroupLink groupLink(const GpuSpec &gpu, const EngineProfile &engine, int groupSize)
{
    GroupLink link;
    const bool nvlink = gpu.interconnectBytesPerSecond > 0;
    if (groupSize > gpusPerNode(gpu)) {
        link.crossesNodes = true;
        link.bytesPerSecond = gpu.internodeBytesPerSecond > 0 ? gpu.internodeBytesPerSecond
                                                              : kDefaultInternodeBytesPerSecond;
        link.alpha = engine.allReduceLatencyNetworkSeconds.value;
        link.name = Explanation("Headroom::Speed",
                                QT_TRANSLATE_NOOP("Headroom::Speed",
                                                  "the network between nodes (%1 GB/s per GPU)"),
                                {Explanation::Term(link.bytesPerSecond / 1e9, 'g', 3)});
        return link;
    }
    if (nvlink && groupSize <= std::max(gpu.nvlinkDomainGpus, 1)) {
        link.bytesPerSecond = gpu.interconnectBytesPerSecond;
        link.alpha = engine.allReduceLatencyNvlinkSeconds.value;
        link.name = Explanation::verbatim(gpu.interconnect);
        return link;
    }
    link.bytesPerSecond = gpu.pcieBytesPerSecond;
    link.alpha = engine.allReduceLatencyPcieSeconds.value;
    link.name = Explanation("Headroom::Speed", QT_TRANSLATE_NOOP("Headroom::Speed", "PCIe"));
    return link;
}

bool hopCrossesNodes(const GpuSpec &gpu, int stageGpus, int stage)
{
    const int node = gpusPerNode(gpu);
    const int last = (stage + 1) * stageGpus - 1; // the stage's last GPU and the next one's first
    return last / node != (last + 1) / node;
}

} // namespace Headroom
