#include "estimate/engineconstants.h"

#include "estimate/trainingmemory.h"
#include "units/bytes.h"

#include <QCoreApplication>

#include <array>
#include <cmath>

namespace Headroom {

namespace {

struct EngineConstantsText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::EngineConstants)
};

/** Where a parameter lives in EngineProfile and how its unit maps to the profile's. */
enum class Slot {
    MemoryFraction,
    Mbu,
    MbuQuantized,
    MfuPrefill,
    MfuDecode,
    StepOverhead,
    Scheduling,
    LargeTpScale,
    MoeScale,
    AllReduceNvlink,
    AllReducePcie,
    Startup,
    MaxBatch,
    GpuLayers,
    HostExperts,
    CudaGraphs,
    NonTorch,
    NonTorchMulti,
    ActivationPeak,
    ActivationPeakMoe,
    RequestOverhead,
    RequestOverheadIdle,
    PrefillQueue,
    MoePrefill,
    AllToAll,
    ExpertParallelScale,
    HostPerSequence,
};

struct Row
{
    const char *id;
    Slot slot;
    const char *name; // translated in Headroom::EngineConstants
    const char *unit;
    double minimum;
    double maximum;
    int decimals;
    bool training; // shown for the training modes too
};

// Ranges: fractions in (0, 1] as speed.cpp's validateSpeed() wants them; latencies and
// sizes from 0 to well past anything an engine prints.
constexpr std::array<Row, 27> kRows {{
        {"memory_fraction", Slot::MemoryFraction,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "Memory fraction"), "", 0.05, 1, 2, false},
        {"mbu", Slot::Mbu,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "Bandwidth utilisation (MBU), 8/16-bit"),
         "", 0.01, 1, 2, false},
        {"mbu_quantized", Slot::MbuQuantized,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants",
                           "Bandwidth utilisation (MBU), <= 6-bit weights"),
         "", 0.01, 1, 2, false},
        {"mfu_prefill", Slot::MfuPrefill,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "Compute utilisation (MFU), prefill"), "",
         0.01, 1, 2, false},
        {"mfu_decode", Slot::MfuDecode,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "Compute utilisation (MFU), decode"), "",
         0.01, 1, 2, false},
        {"step_overhead_ms", Slot::StepOverhead,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "Overhead per decode step"),
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "ms"), 0, 100, 2, false},
        {"scheduling_efficiency", Slot::Scheduling,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "Scheduling efficiency"), "", 0.01, 1, 2,
         false},
        {"tp4_bandwidth_scale", Slot::LargeTpScale,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "MBU scale at TP >= 4"), "", 0.01, 1, 2,
         false},
        {"moe_bandwidth_scale", Slot::MoeScale,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "MBU scale on routed experts"), "", 0.01, 1,
         2, false},
        {"allreduce_nvlink_us", Slot::AllReduceNvlink,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "All-reduce latency, NVLink"),
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "us"), 0, 10000, 1, false},
        {"allreduce_pcie_us", Slot::AllReducePcie,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "All-reduce latency, PCIe"),
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "us"), 0, 10000, 1, false},
        {"startup_s", Slot::Startup,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "Engine start-up time"),
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "s"), 0, 3600, 1, false},
        {"max_batch", Slot::MaxBatch,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "Most sequences per replica"), "", 1,
         1 << 20, 0, false},
        {"gpu_layers", Slot::GpuLayers,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "Layers on the GPUs (-1 = all)"), "", -1,
         100000, 0, false},
        {"host_expert_fraction", Slot::HostExperts,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "Share of experts in host memory"), "", 0,
         1, 2, false},
        {"cuda_graphs_gib", Slot::CudaGraphs,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "CUDA graphs"),
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "GiB"), 0, 64, 2, false},
        {"non_torch_gib", Slot::NonTorch,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "Runtime memory, 1 GPU per replica"),
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "GiB"), 0, 64, 2, true},
        {"non_torch_multi_gib", Slot::NonTorchMulti,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "Runtime memory, multi-GPU (NCCL)"),
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "GiB"), 0, 64, 2, true},
        {"activation_peak_gib", Slot::ActivationPeak,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "Activation peak, dense models"),
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "GiB"), 0, 256, 2, true},
        {"activation_peak_moe_gib", Slot::ActivationPeakMoe,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "Activation peak, MoE models"),
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "GiB"), 0, 256, 2, false},
        {"request_overhead_ms", Slot::RequestOverhead,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "Overhead per request (TTFT floor)"),
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "ms"), 0, 100000, 1, false},
        {"request_overhead_idle_ms", Slot::RequestOverheadIdle,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "Overhead per request on an idle replica"),
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "ms"), 0, 100000, 1, false},
        {"prefill_queue_share", Slot::PrefillQueue,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "Share of other users' prefills waited for"),
         "", 0, 1, 3, false},
        {"moe_prefill_scale", Slot::MoePrefill,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "MFU scale on MoE prefill"), "", 0.01, 1, 2,
         false},
        {"alltoall_us", Slot::AllToAll,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "All-to-all latency (expert parallel)"),
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "us"), 0, 10000, 1, false},
        {"ep_bandwidth_scale", Slot::ExpertParallelScale,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants",
                           "MBU scale on whole experts (expert parallel)"),
         "", 0.01, 1, 2, false},
        {"host_per_sequence_us", Slot::HostPerSequence,
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "CPU time per sequence per step"),
         QT_TRANSLATE_NOOP("Headroom::EngineConstants", "us"), 0, 10000, 1, false},
}};

const Row *rowOf(const QString &id)
{
    for (const Row &row : kRows) {
        if (id == QLatin1StringView(row.id))
            return &row;
    }
    return nullptr;
}

EngineConstant parameterOf(const Row &row)
{
    return {QString::fromLatin1(row.id),
            EngineConstantsText::tr(row.name),
            *row.unit ? EngineConstantsText::tr(row.unit) : QString(),
            row.minimum,
            row.maximum,
            row.decimals};
}

/** The SourcedValue behind a slot, with its scale to the parameter's unit; null for the
 *  constants that are plain numbers or bytes. */
const SourcedValue *sourcedValue(const EngineProfile &p, Slot slot, GpuClass gpuClass, double *scale)
{
    *scale = 1;
    const SpeedEfficiency &eff = p.speed(gpuClass);
    switch (slot) {
    case Slot::Mbu: return &eff.bandwidth16Bit;
    case Slot::MbuQuantized: return &eff.bandwidthQuantized;
    case Slot::MfuPrefill: return &eff.computePrefill;
    case Slot::MfuDecode: return &eff.computeDecode;
    case Slot::StepOverhead: *scale = 1e3; return &eff.stepOverheadSeconds;
    case Slot::Scheduling: return &p.schedulingEfficiency;
    case Slot::LargeTpScale: return &p.largeTpBandwidthScale;
    case Slot::MoeScale: return &p.moeBandwidthScale;
    case Slot::AllReduceNvlink: *scale = 1e6; return &p.allReduceLatencyNvlinkSeconds;
    case Slot::AllReducePcie: *scale = 1e6; return &p.allReduceLatencyPcieSeconds;
    case Slot::Startup: return &p.startupSeconds;
    case Slot::RequestOverhead: *scale = 1e3; return &p.requestOverheadSeconds;
    case Slot::RequestOverheadIdle: *scale = 1e3; return &p.requestOverheadIdleSeconds;
    case Slot::PrefillQueue: return &p.prefillQueueShare;
    case Slot::MoePrefill: return &p.moePrefillScale;
    case Slot::AllToAll: *scale = 1e6; return &p.allToAllLatencySeconds;
    case Slot::ExpertParallelScale: return &p.expertParallelBandwidthScale;
    case Slot::HostPerSequence: *scale = 1e6; return &p.hostSecondsPerSequence;
    default: return nullptr;
    }
}

const SourcedBytes *sourcedBytes(const EngineProfile &p, Slot slot)
{
    switch (slot) {
    case Slot::CudaGraphs: return &p.cudaGraphs;
    case Slot::NonTorch: return &p.nonTorchTp1;
    case Slot::NonTorchMulti: return &p.nonTorchMultiGpu;
    case Slot::ActivationPeak: return &p.activationPeakDense;
    case Slot::ActivationPeakMoe: return &p.activationPeakMoe;
    default: return nullptr;
    }
}

/** Who set a value: the user for one deployment, or the project's calibration (`source`: its
 *  files and date). */
void setValue(EngineProfile &p, Slot slot, GpuClass gpuClass, double value,
              const QString *calibrationSource = nullptr)
{
    const bool calibrated = calibrationSource != nullptr;
    double scale = 1;
    if (auto *v = const_cast<SourcedValue *>(sourcedValue(p, slot, gpuClass, &scale))) {
        v->value = value / scale;
        v->userSet = !calibrated;
        v->calibrated = calibrated;
        if (calibrated)
            v->source = *calibrationSource;
    } else if (auto *b = const_cast<SourcedBytes *>(sourcedBytes(p, slot))) {
        b->bytes = fromGiB(value);
        b->userSet = !calibrated;
        b->calibrated = calibrated;
        if (calibrated)
            b->source = *calibrationSource;
    } else if (slot == Slot::MemoryFraction) {
        p.memoryFraction = value;
        p.memoryFractionSource = calibrated
                ? Explanation("Headroom::Estimate",
                              QT_TRANSLATE_NOOP("Headroom::Estimate", "calibrated (%1)"),
                              {*calibrationSource})
                : Explanation("Headroom::Estimate",
                              QT_TRANSLATE_NOOP("Headroom::Estimate", "set by the user"));
    } else if (slot == Slot::MaxBatch) {
        p.maxBatchSize = int(value);
    } else if (slot == Slot::GpuLayers) {
        p.gpuLayers = int(value);
    } else if (slot == Slot::HostExperts) {
        p.hostExpertFraction = value;
    }
}

QString number(double value)
{
    return QString::number(value, 'g', 10);
}

} // namespace

QList<EngineConstant> engineConstants(DeploymentMode mode)
{
    QList<EngineConstant> list;
    for (const Row &row : kRows) {
        if (mode == DeploymentMode::Inference || row.training)
            list.append(parameterOf(row));
    }
    return list;
}

std::optional<EngineConstant> engineConstant(const QString &id)
{
    if (const Row *row = rowOf(id))
        return parameterOf(*row);
    return std::nullopt;
}

double engineConstantValue(const EngineProfile &profile, const QString &id, GpuClass gpuClass)
{
    const Row *row = rowOf(id);
    if (!row)
        return 0;
    double scale = 1;
    if (const SourcedValue *v = sourcedValue(profile, row->slot, gpuClass, &scale))
        return v->value * scale;
    if (const SourcedBytes *b = sourcedBytes(profile, row->slot))
        return toGiB(b->bytes);
    switch (row->slot) {
    case Slot::MemoryFraction: return profile.memoryFraction;
    case Slot::MaxBatch: return profile.maxBatchSize;
    case Slot::GpuLayers: return profile.gpuLayers;
    case Slot::HostExperts: return profile.hostExpertFraction;
    default: return 0;
    }
}

QString engineConstantSource(const EngineProfile &profile, const QString &id, GpuClass gpuClass)
{
    const Row *row = rowOf(id);
    if (!row)
        return {};
    if (profile.userSetParameters.contains(id))
        return EngineConstantsText::tr("set by the user");
    if (profile.calibratedParameters.contains(id))
        return EngineConstantsText::tr("calibrated (%1)").arg(profile.calibrationSource);
    double scale = 1;
    if (const SourcedValue *v = sourcedValue(profile, row->slot, gpuClass, &scale))
        return v->label();
    if (const SourcedBytes *b = sourcedBytes(profile, row->slot))
        return b->label();
    if (row->slot == Slot::MemoryFraction && !profile.memoryFractionSource.isEmpty())
        return EngineConstantsText::tr("%1 default (%2)")
                .arg(engineName(profile.kind), profile.memoryFractionSource.text());
    return EngineConstantsText::tr("%1 default").arg(engineName(profile.kind));
}

namespace {

/** Fails, naming the id, for an unknown id or a value out of the parameter's range. */
Result<const Row *> checkedRow(const QString &id, double value)
{
    const Row *row = rowOf(id);
    if (!row)
        return fail(EngineConstantsText::tr("Unknown engine constant \"%1\"").arg(id.left(60)), id);
    if (!std::isfinite(value) || value < row->minimum || value > row->maximum)
        return fail(EngineConstantsText::tr(
                            "The engine constant \"%1\" must be between %2 and %3, not %4")
                            .arg(id, number(row->minimum), number(row->maximum), number(value)),
                    id);
    if (row->decimals == 0 && value != std::floor(value))
        return fail(EngineConstantsText::tr(
                            "The engine constant \"%1\" must be a whole number, not %2")
                            .arg(id, number(value)),
                    id);
    return row;
}

} // namespace

Result<EngineProfile> applyEngineOverrides(EngineProfile profile,
                                           const QMap<QString, double> &overrides,
                                           GpuClass gpuClass)
{
    for (auto it = overrides.cbegin(); it != overrides.cend(); ++it) {
        const auto row = checkedRow(it.key(), it.value());
        if (!row)
            return std::unexpected(row.error());
        setValue(profile, (*row)->slot, gpuClass, it.value());
        if (!profile.userSetParameters.contains(it.key()))
            profile.userSetParameters.append(it.key());
    }
    return profile;
}

Result<EngineProfile> applyCalibration(EngineProfile profile, const Calibration &calibration,
                                       GpuClass gpuClass)
{
    const QString source = calibrationSourceText(calibration);
    for (auto it = calibration.constants.cbegin(); it != calibration.constants.cend(); ++it) {
        const auto row = checkedRow(it.key(), it.value());
        if (!row)
            return std::unexpected(row.error());
        setValue(profile, (*row)->slot, gpuClass, it.value(), &source);
        if (!profile.calibratedParameters.contains(it.key()))
            profile.calibratedParameters.append(it.key());
    }
    profile.calibrationId = calibration.id;
    profile.calibrationSource = source;
    return profile;
}

namespace {

EngineProfile baseProfile(const Deployment &d)
{
    if (d.mode == DeploymentMode::Inference)
        return defaultEngineProfile(d.engine);
    return trainingEngineProfile(defaultEngineProfile(d.engine));
}

} // namespace

Result<EngineProfile> effectiveEngineProfile(const Deployment &d, GpuClass gpuClass,
                                             const Calibration *calibration)
{
    EngineProfile profile = baseProfile(d);
    if (calibration && d.mode == DeploymentMode::Inference) {
        auto calibrated = applyCalibration(std::move(profile), *calibration, gpuClass);
        if (!calibrated)
            return calibrated;
        profile = std::move(*calibrated);
    }
    return applyEngineOverrides(std::move(profile), d.engineOverrides, gpuClass);
}

EngineProfile effectiveEngineProfile(const Deployment &d, GpuClass gpuClass, QStringList &problems,
                                     const Calibration *calibration)
{
    EngineProfile profile = baseProfile(d);
    if (calibration && d.mode == DeploymentMode::Inference) {
        if (auto calibrated = applyCalibration(profile, *calibration, gpuClass))
            profile = *calibrated;
        else
            problems.append(calibrated.error().message);
    }
    for (auto it = d.engineOverrides.cbegin(); it != d.engineOverrides.cend(); ++it) {
        if (auto applied = applyEngineOverrides(profile, {{it.key(), it.value()}}, gpuClass))
            profile = *applied;
        else
            problems.append(applied.error().message);
    }
    return profile;
}

} // namespace Headroom
