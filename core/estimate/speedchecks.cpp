// The speed estimate's checks on its inputs: the deployment, the engine's constants and the
// options, then the prefill pool's of a disaggregated deployment.

#include "estimate/speed_p.h"

#include "estimate/disaggregation.h"
#include "estimate/memorybreakdown.h"

#include <QCoreApplication>

#include <cmath>

namespace Headroom::SpeedModel {

namespace {

struct SpeedText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Speed)
};

Result<void> validateSpeed(const GpuSpec &gpu, const Deployment &d, const EngineProfile &e,
                           const SpeedOptions &o, const SpeedEfficiency &eff)
{
    if (d.mode != DeploymentMode::Inference)
        return fail(SpeedText::tr("Speed estimates are for inference deployments"),
                    deploymentModeId(d.mode));
    if (!(gpu.memoryBandwidthBytesPerSecond > 0))
        return fail(SpeedText::tr("The GPU has no memory bandwidth"), gpu.id);
    const Workload &w = d.workload;
    if (w.tpotTargetMs < 0 || w.ttftTargetMs < 0 || w.requestsPerSecond < 0)
        return fail(SpeedText::tr("Latency targets and request rates cannot be negative"),
                    QStringLiteral("workload"));
    if (!(w.arrivalRate >= 0) || !std::isfinite(w.arrivalRate))
        return fail(SpeedText::tr("The request rate cannot be negative"),
                    QString::number(w.arrivalRate));
    if (w.load == LoadKind::OpenLoop && !(w.arrivalRate > 0))
        return fail(SpeedText::tr("An open loop needs a request rate above 0 per second"),
                    QStringLiteral("arrival_rate"));
    if (!(w.prefixHitRate >= 0 && w.prefixHitRate <= 1))
        return fail(SpeedText::tr("The prefix cache hit rate is a fraction from 0 to 1"),
                    QString::number(w.prefixHitRate));
    if (!(d.speculative.acceptance >= 0 && d.speculative.acceptance <= 1))
        return fail(SpeedText::tr("The acceptance of drafted tokens is a fraction from 0 to 1"),
                    QString::number(d.speculative.acceptance));
    if (!(w.inputSpread >= 0 && w.inputSpread <= 1) || !(w.outputSpread >= 0 && w.outputSpread <= 1))
        return fail(SpeedText::tr("The spread of a length is a fraction from 0 to 1"),
                    QStringLiteral("spread"));
    if (o.pricePerGpuHour < 0 || o.curveMaxConcurrency < 0 || o.weightLoadBytesPerSecond < 0
        || !(o.sharedStepWaitSeconds >= 0) || !std::isfinite(o.sharedStepWaitSeconds))
        return fail(SpeedText::tr("Price, curve length and load throughput cannot be negative"),
                    QStringLiteral("options"));
    const auto fraction = [](const SourcedValue &v) { return v.value > 0 && v.value <= 1; };
    if (!fraction(eff.bandwidth16Bit) || !fraction(eff.bandwidthQuantized)
        || !fraction(eff.computePrefill) || !fraction(eff.computeDecode)
        || !fraction(e.largeTpBandwidthScale) || !fraction(e.derivedPrefillCompute)
        || !fraction(e.moeBandwidthScale) || !fraction(e.schedulingEfficiency)
        || !fraction(e.moePrefillScale) || !fraction(e.expertParallelBandwidthScale))
        return fail(SpeedText::tr("Efficiency factors must be greater than 0 and at most 1"),
                    QStringLiteral("engine"));
    if (eff.stepOverheadSeconds.value < 0 || e.hostOverheadPerLayerSeconds.value < 0
        || e.allReduceLatencyNvlinkSeconds.value < 0 || e.allReduceLatencyPcieSeconds.value < 0
        || e.pipelineHopSeconds.value < 0 || e.startupSeconds.value < 0
        || e.requestOverheadSeconds.value < 0 || e.allToAllLatencySeconds.value < 0
        || e.hostSecondsPerSequence.value < 0 || e.allReduceLatencyNetworkSeconds.value < 0)
        return fail(SpeedText::tr("Latencies cannot be negative"), QStringLiteral("engine"));
    if (!(e.prefillQueueShare.value >= 0 && e.prefillQueueShare.value <= 1))
        return fail(SpeedText::tr("The share of other users' prefills waited for must be "
                                  "between 0 and 1"),
                    QString::number(e.prefillQueueShare.value));
    if (e.hostExpertFraction < 0 || e.hostExpertFraction > 1)
        return fail(SpeedText::tr("The share of experts in host memory must be between 0 and 1"),
                    QString::number(e.hostExpertFraction));
    if (e.maxBatchSize < 1)
        return fail(SpeedText::tr("The engine's batch limit must be at least 1"),
                    QString::number(e.maxBatchSize));
    return {};
}

} // namespace

/** The prefill pool's GPU: the options' when it is the one the deployment names, the
 *  configuration's when it names none (or that one); nullptr when it is not at hand. */
const GpuSpec *prefillGpuOf(const GpuSpec &gpu, const Configuration &config,
                            const Deployment &deployment, const SpeedOptions &options)
{
    const QString id = prefillGpuIdOf(config, deployment.disaggregation);
    if (id == gpu.id || id == config.gpuId)
        return &gpu;
    if (options.prefillGpu && options.prefillGpu->id == id)
        return &*options.prefillGpu;
    return nullptr;
}

Result<void> validateInputs(const ModelSpec &model, const GpuSpec &gpu, const Configuration &config,
                            const Deployment &deployment, const EngineProfile &engine,
                            const SpeedOptions &options)
{
    if (auto valid = validateEstimate(model, gpu, config, deployment); !valid)
        return valid;
    const GpuClass gpuClass = gpuClassOf(gpu.unifiedMemory, gpu.memoryType);
    if (auto valid = validateSpeed(gpu, deployment, engine, options, engine.speed(gpuClass)); !valid)
        return valid;
    if (!deployment.disaggregation.on)
        return {};
    // the prefill pool: its settings, its GPU, and the memory model's checks on its replicas
    if (auto valid = validateDisaggregation(deployment.disaggregation); !valid)
        return valid;
    const GpuSpec *prefillGpu = prefillGpuOf(gpu, config, deployment, options);
    if (!prefillGpu)
        return fail(SpeedText::tr("The prefill pool's GPU \"%1\" is not in the catalog")
                            .arg(prefillGpuIdOf(config, deployment.disaggregation)),
                    QStringLiteral("prefill_gpu"));
    const Configuration prefillConfig = prefillConfiguration(config, deployment.disaggregation,
                                                             prefillGpu->id);
    if (auto valid = validateEstimate(model, *prefillGpu, prefillConfig, deployment); !valid)
        return fail(SpeedText::tr("Prefill pool: %1").arg(valid.error().message),
                    valid.error().detail);
    const GpuClass prefillClass = gpuClassOf(prefillGpu->unifiedMemory, prefillGpu->memoryType);
    if (auto valid = validateSpeed(*prefillGpu, deployment, engine, options,
                                   engine.speed(prefillClass));
        !valid)
        return fail(SpeedText::tr("Prefill pool: %1").arg(valid.error().message),
                    valid.error().detail);
    return {};
}

} // namespace Headroom::SpeedModel
