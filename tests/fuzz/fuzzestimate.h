#pragma once

// Shared by the fuzz targets: an accepted ModelSpec must give a bounded estimate. The limits of
// core/spec/modellimits.h promise that whatever a reader accepts, memory, speed and the solvers
// finish quickly with figures that are finite and not negative; a broken promise aborts, so that
// afl-fuzz records the input as a crash.

#include "estimate/memorybreakdown.h"
#include "estimate/solvers.h"
#include "estimate/speed.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace FuzzEstimate {

inline void require(bool ok, const char *what)
{
    if (ok)
        return;
    std::fprintf(stderr, "unbounded estimate: %s\n", what);
    std::abort();
}

/** An H100 SXM as the catalog states it, without loading the catalog on every run. */
inline Headroom::GpuSpec gpu()
{
    Headroom::GpuSpec g;
    g.id = QStringLiteral("fuzz-gpu");
    g.marketedMemoryBytes = 80'000'000'000;
    g.usableMemoryBytes = 85'017'362'432;
    g.memoryBandwidthBytesPerSecond = 3.35e12;
    g.bf16Flops = 989e12;
    g.fp8Flops = 1979e12;
    g.int8Ops = 1979e12;
    g.interconnectBytesPerSecond = 450e9;
    g.pcieBytesPerSecond = 64e9;
    return g;
}

inline void checkMemory(const Headroom::Result<Headroom::MemoryBreakdown> &m)
{
    if (!m)
        return;
    require(m->parameters >= 0 && m->activeParameters >= 0, "parameters");
    require(std::isfinite(m->kvBytesPerToken) && m->kvBytesPerToken >= 0, "KV bytes per token");
    for (const Headroom::GpuMemory &g : m->perGpu) {
        require(g.weights.bytes >= 0, "weights");
        require(g.kvCache.bytes >= 0, "KV cache");
        require(g.activations.bytes >= 0, "activations");
    }
}

/** Memory, the solvers (but minGpus, whose search takes tens of ms) and speed, at TP 1 and at
 *  the widest TP up to 8 that divides the heads. */
inline void checkBounded(const Headroom::ModelSpec &model)
{
    using namespace Headroom;
    const GpuSpec g = gpu();
    const EngineProfile engine = defaultEngineProfile(EngineKind::Vllm);
    Deployment d;
    d.workload.concurrentSequences = 32;
    d.workload.contextTokens = 8192;
    for (int tp : {1, 8}) {
        while (tp > 1 && model.heads % tp != 0)
            tp /= 2;
        Configuration c;
        c.gpuCount = tp;
        c.tensorParallel = tp;
        checkMemory(estimateMemory(model, g, c, d, engine));
        if (const auto s = maxConcurrentSequences(model, g, c, d, engine))
            require(s->value >= 0, "max sequences");
        if (const auto x = maxContext(model, g, c, d, engine))
            require(x->value >= 0 && x->value <= std::max<std::int64_t>(model.maxContext, 1 << 24),
                    "max context");
        if (const auto t = estimateSpeed(model, g, c, d, engine)) {
            require(std::isfinite(t->tpotSeconds) && t->tpotSeconds >= 0, "TPOT");
            require(std::isfinite(t->ttftSeconds) && t->ttftSeconds >= 0, "TTFT");
            require(std::isfinite(t->throughputTokensPerSecond), "throughput");
        }
    }
}

} // namespace FuzzEstimate
