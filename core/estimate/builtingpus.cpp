#include "estimate/builtingpus.h"

#include "units/bytes.h"

namespace Headroom {

namespace {

GpuSpec gpu(const char *id, const char *name, const char *arch, double marketedGb,
            std::int64_t usableBytes, double bandwidthTbs, double bf16Tflops, double fp8Tflops,
            const char *usableSource)
{
    GpuSpec g;
    g.id = QString::fromLatin1(id);
    g.name = QString::fromLatin1(name);
    g.architecture = QString::fromLatin1(arch);
    g.marketedMemoryBytes = fromGB(marketedGb);
    g.usableMemoryBytes = usableBytes;
    g.memoryBandwidthBytesPerSecond = bandwidthTbs * 1e12;
    g.bf16Flops = bf16Tflops * 1e12;
    g.fp8Flops = fp8Tflops * 1e12;
    g.provenance.source = QStringLiteral("shared/reference/gpus.csv; usable memory: ")
            + QString::fromLatin1(usableSource);
    g.provenance.asOf = QDate(2026, 3, 1);
    return g;
}

} // namespace

QList<GpuSpec> builtinGpus()
{
    return {
            gpu("h100-sxm-80gb", "H100 SXM 80GB", "Hopper", 80, 85'017'624'576, 3.35, 989, 1979,
                "79.18 GiB as CUDA reports (vLLM 0.11 log)"),
            gpu("a100-sxm-80gb", "A100 SXM4 80GB", "Ampere", 80, 85'198'045'184, 2.039, 312, 0,
                "79.35 GiB torch total_memory (assumed)"),
            gpu("l40s-48gb", "L40S 48GB", "Ada", 48, 48'305'405'952, 0.864, 362.05, 733,
                "46,068 MiB as nvidia-smi reports (assumed)"),
            gpu("rtx-4090-24gb", "GeForce RTX 4090", "Ada", 24, 25'757'220'864, 1.008, 165.2, 330.3,
                "23.99 GiB (shared/reference/README.md)"),
            gpu("h200-sxm-141gb", "H200 SXM 141GB", "Hopper", 141, 150'754'820'096, 4.8, 989, 1979,
                "143,771 MiB as nvidia-smi reports (assumed)"),
    };
}

std::optional<GpuSpec> builtinGpu(QStringView id)
{
    for (const GpuSpec &g : builtinGpus()) {
        if (id.compare(g.id, Qt::CaseInsensitive) == 0)
            return g;
    }
    return std::nullopt;
}

} // namespace Headroom
